"""``python -m patience stats`` survives being killed: each finished deal is in the results file at
once, a run again with the same arguments searches only the deals missing there, and the data file
comes out as an uninterrupted run's (but for its timings). Small and fast: Fortress, a few deals,
a small node limit, one process, one deal at a time (so that the search can be watched and stopped
from here), the machine's speed not measured."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import asdict
from pathlib import Path
from typing import Any

import pytest

from patience.__main__ import main
from patience.solver import stats
from patience.solver.stats import DealOutcome

DEALS = 8
ARGS = ["stats", "fortress", "--deals", str(DEALS), "--nodes", "400", "--seconds", "2",
        "--processes-per-deal", "1", "--in-process", "--quiet"]
TIMINGS = ("seconds_per_deal", "machine")  # what differs from run to run; the rest may not
MACHINE = {"positions_per_second": 1, "reference": "none: a stand-in", "processor": "", "load_average": None}
ROOT = Path(__file__).resolve().parent.parent


def _without_timings(data: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in data.items() if k not in TIMINGS}


@pytest.fixture(autouse=True)
def _no_machine_speed(monkeypatch: pytest.MonkeyPatch) -> None:
    """The reference search takes seconds on a busy machine and is not what is tested here."""
    monkeypatch.setattr("patience.__main__.machine_speed.measure", lambda: dict(MACHINE))


@pytest.fixture(scope="module")
def reference(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """The data file of an uninterrupted run."""
    out = tmp_path_factory.mktemp("reference")
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr("patience.__main__.machine_speed.measure", lambda: dict(MACHINE))
        assert main([*ARGS, "--out", str(out)]) == 0
    data = json.loads((out / "fortress.json").read_text())
    assert set(data["results"]) == set("WLU")  # the limits give every verdict, so that each is resumed
    assert not (out / f"fortress{stats.RESULTS_SUFFIX}").exists()  # done with once the data file is written
    return data


class Searches:
    """Stands in for the solver in ``patience.solver.stats``: notes each deal searched and, as a kill
    would, interrupts the run when ``stop_after`` deals have been searched."""

    def __init__(self, solve: Callable[..., Any], stop_after: int | None = None) -> None:
        self.deals: list[int] = []
        self.stop_after = stop_after
        self._solve = solve

    def __call__(self, slug: str, deal: int, **limits: Any) -> Any:
        if self.stop_after is not None and len(self.deals) >= self.stop_after:
            raise KeyboardInterrupt
        self.deals.append(deal)
        return self._solve(slug, deal, **limits)


@pytest.fixture
def searches(monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[[int | None], Searches]]:
    solve = stats.solve

    def watch(stop_after: int | None = None) -> Searches:
        watcher = Searches(solve, stop_after)
        monkeypatch.setattr(stats, "solve", watcher)
        return watcher
    yield watch


def _interrupted(out: Path, searches: Callable[[int | None], Searches], k: int, args: list[str] = ARGS) -> Path:
    """A run stopped after ``k`` deals; its results file, which holds those deals."""
    watcher = searches(k)
    with pytest.raises(KeyboardInterrupt):
        main([*args, "--out", str(out)])
    assert watcher.deals == list(range(k))
    assert not (out / "fortress.json").exists()
    path = out / f"fortress{stats.RESULTS_SUFFIX}"
    lines = path.read_text().splitlines()
    assert len(lines) == 1 + k and path.read_bytes().endswith(b"\n")
    assert [json.loads(line)["deal"] for line in lines[1:]] == list(range(k))
    return path


def _resumed(out: Path, searches: Callable[[int | None], Searches]) -> tuple[list[int], dict[str, Any]]:
    """Run to the end: the deals searched, and the data file."""
    watcher = searches(None)
    assert main([*ARGS, "--out", str(out)]) == 0
    assert not (out / f"fortress{stats.RESULTS_SUFFIX}").exists()
    return watcher.deals, json.loads((out / "fortress.json").read_text())


@pytest.mark.parametrize("k", [1, 5, DEALS - 1])
def test_a_run_stopped_after_some_deals_goes_on_with_the_rest(
        tmp_path: Path, searches: Callable[[int | None], Searches], reference: dict[str, Any], k: int) -> None:
    _interrupted(tmp_path, searches, k)
    searched, data = _resumed(tmp_path, searches)
    assert searched == list(range(k, DEALS))  # the deals finished before are not searched again
    assert _without_timings(data) == _without_timings(reference)


def test_a_run_stopped_twice_goes_on_twice(tmp_path: Path, searches: Callable[[int | None], Searches],
                                           reference: dict[str, Any]) -> None:
    _interrupted(tmp_path, searches, 2)
    watcher = searches(3)
    with pytest.raises(KeyboardInterrupt):
        main([*ARGS, "--out", str(tmp_path)])
    assert watcher.deals == [2, 3, 4]
    searched, data = _resumed(tmp_path, searches)
    assert searched == [5, 6, 7]
    assert _without_timings(data) == _without_timings(reference)


@pytest.mark.parametrize("torn", ["half a line", "a whole line but its newline"])
def test_a_torn_last_line_is_dropped_and_its_deal_searched_again(
        tmp_path: Path, searches: Callable[[int | None], Searches], reference: dict[str, Any], torn: str) -> None:
    k = 3
    path = _interrupted(tmp_path, searches, k)
    # Not deal 3's verdict, and longer than its line: the rest must go, not be written over.
    line = json.dumps(asdict(DealOutcome(k, "won", 1.2345678901234567, 2_999_999, 999, "", 123_456_789,
                                         123_456_789, "wide beam by ordering 3")))
    with open(path, "a") as f:  # as a kill in the middle of writing deal 3's line would leave it
        f.write(line[:len(line) // 2] if torn == "half a line" else line)
    assert set(stats.read_results(path, _limits())) == set(range(k))
    watcher = searches(1)  # stopped again, to see the file the run went on writing
    with pytest.raises(KeyboardInterrupt):
        main([*ARGS, "--out", str(tmp_path)])
    assert watcher.deals == [k]
    lines = path.read_text().splitlines()
    assert [json.loads(line)["deal"] for line in lines[1:]] == [*range(k), k]  # the torn part gone, the next clean
    searched, data = _resumed(tmp_path, searches)
    assert searched == list(range(k + 1, DEALS))
    assert _without_timings(data) == _without_timings(reference)


def test_a_first_line_torn_leaves_nothing_done(tmp_path: Path, searches: Callable[[int | None], Searches],
                                                reference: dict[str, Any]) -> None:
    path = tmp_path / f"fortress{stats.RESULTS_SUFFIX}"
    path.write_text(json.dumps(_limits())[:30])
    searched, data = _resumed(tmp_path, searches)
    assert searched == list(range(DEALS))
    assert _without_timings(data) == _without_timings(reference)


def test_a_deal_found_twice_counts_once(tmp_path: Path, searches: Callable[[int | None], Searches],
                                       reference: dict[str, Any]) -> None:
    path = _interrupted(tmp_path, searches, 4)
    lines = path.read_text().splitlines(keepends=True)
    with open(path, "a") as f:
        f.write(lines[1] + lines[3])  # deals 0 and 2 again
    searched, data = _resumed(tmp_path, searches)
    assert searched == list(range(4, DEALS))
    assert data["deals"]["count"] == DEALS and len(data["results"]) == DEALS
    assert _without_timings(data) == _without_timings(reference)


def test_the_progress_bar_shows_the_deals_done_before(tmp_path: Path, searches: Callable[[int | None], Searches],
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    _interrupted(tmp_path, searches, 3)
    capsys.readouterr()
    searches(0)
    with pytest.raises(KeyboardInterrupt):
        main([a for a in ARGS if a != "--quiet"] + ["--out", str(tmp_path)])
    captured = capsys.readouterr()
    assert f"3/{DEALS}" in captured.err  # the bar starts with the three deals done
    assert f"fortress: 3 of the {DEALS} deals already searched" in captured.out


@pytest.mark.parametrize(("option", "value", "named"), [
    ("--nodes", "500", "--nodes 400 there, 500 here"),
    ("--seconds", "3", "--seconds 2.0 there, 3.0 here"),
    ("--cpu-clock", None, "clock (--cpu-clock) wall there, cpu here"),
])
def test_other_limits_are_refused(tmp_path: Path, searches: Callable[[int | None], Searches],
                                  capsys: pytest.CaptureFixture[str], reference: dict[str, Any],
                                  option: str, value: str | None, named: str) -> None:
    path = _interrupted(tmp_path, searches, 3)
    held = path.read_bytes()
    args = list(ARGS)
    if value is None:
        args.append(option)
    else:
        args[args.index(option) + 1] = value
    watcher = searches(None)
    with pytest.raises(SystemExit) as stopped:
        main([*args, "--out", str(tmp_path)])
    assert stopped.value.code == 2
    message = capsys.readouterr().err
    assert named in message and "--fresh" in message and str(path) in message
    assert watcher.deals == [] and path.read_bytes() == held  # nothing searched, nothing changed
    searched, data = _resumed(tmp_path, searches)  # run as it was run, it goes on
    assert searched == list(range(3, DEALS))
    assert _without_timings(data) == _without_timings(reference)


def test_another_solver_version_is_refused_and_fresh_starts_afresh(
        tmp_path: Path, searches: Callable[[int | None], Searches], capsys: pytest.CaptureFixture[str],
        reference: dict[str, Any]) -> None:
    path = _interrupted(tmp_path, searches, 3)
    lines = path.read_text().splitlines(keepends=True)
    header = json.loads(lines[0])
    header["solver"] = "0"
    bad = [json.loads(line) for line in lines[1:]]
    for record in bad:  # verdicts the solver of this version would not give: they must not be taken
        record["status"] = "won"
    path.write_text(json.dumps(header) + "\n" + "".join(json.dumps(r) + "\n" for r in bad))
    watcher = searches(None)
    with pytest.raises(SystemExit):
        main([*ARGS, "--out", str(tmp_path)])
    message = capsys.readouterr().err
    assert f"solver version 0 there, {stats.solver_version('fortress')} here" in message and "--fresh" in message
    assert watcher.deals == []
    assert main([*ARGS, "--fresh", "--out", str(tmp_path)]) == 0
    assert watcher.deals == list(range(DEALS))
    data = json.loads((tmp_path / "fortress.json").read_text())
    assert _without_timings(data) == _without_timings(reference)


def _limits() -> dict[str, Any]:
    return stats.run_limits("fortress", 2.0, 400, 1, False)


# Under a limit in positions alone the search is the same wherever it runs: a cluster's verdicts
# are one process's. Fortress at 400 positions gives all three verdicts, quickly.
BY_POSITIONS = ["stats", "fortress", "--deals", "200", "--no-time-limit", "--nodes", "400", "--processes-per-deal", "1"]
SAME_SEARCH = ("results", "won", "lost", "unknown", "nodes_per_deal", "decided_by", "limits")


def _same_search(data: dict[str, Any]) -> dict[str, Any]:
    return {k: data[k] for k in SAME_SEARCH}


@pytest.fixture(scope="module")
def in_one_process(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """The data file of the deals searched one after another in one process, no cluster."""
    out = tmp_path_factory.mktemp("one-process")
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr("patience.__main__.machine_speed.measure", lambda: dict(MACHINE))
        assert main([*BY_POSITIONS, "--in-process", "--quiet", "--out", str(out)]) == 0
    data = json.loads((out / "fortress.json").read_text())
    assert set(data["results"]) == set("WLU") and data["limits"]["seconds"] is None
    return data


def test_a_local_cluster_of_two_workers_gives_one_process_verdicts(tmp_path: Path,
                                                                   in_one_process: dict[str, Any]) -> None:
    """A real local Dask cluster of two worker processes: the same verdicts, deal by deal, and the
    same positions searched, as one process; and so for deals searched side by side in its workers."""
    assert main([*BY_POSITIONS, "--workers", "2", "--quiet", "--out", str(tmp_path)]) == 0
    assert _same_search(json.loads((tmp_path / "fortress.json").read_text())) == _same_search(in_one_process)
    side_by_side = ["stats", "fortress", "--deals", "12", "--no-time-limit", "--nodes", "400",
                    "--processes-per-deal", "2", "--quiet"]
    assert main([*side_by_side, "--workers", "2", "--out", str(tmp_path / "cluster")]) == 0
    assert main([*side_by_side, "--in-process", "--out", str(tmp_path / "alone")]) == 0
    verdicts = [json.loads((tmp_path / where / "fortress.json").read_text())["results"] for where in ("cluster", "alone")]
    assert verdicts[0] == verdicts[1] == in_one_process["results"][:12]


def test_a_killed_run_goes_on_where_it_was_killed(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                 monkeypatch: pytest.MonkeyPatch, in_one_process: dict[str, Any]) -> None:
    """The real thing: the command, on a local cluster of two workers, killed (SIGKILL, it and its
    workers) once three deals are in its results file, then run again to the end: the deals it had
    finished are not searched again, no deal counts twice, and the data file is one process's."""
    command = [*BY_POSITIONS, "--workers", "2"]
    out = tmp_path / "killed"
    path = out / f"fortress{stats.RESULTS_SUFFIX}"
    limits = stats.run_limits("fortress", None, 400, 1, False)
    for _attempt in range(3):  # (the deals are quick: should the run end before it is killed, again)
        if out.exists():
            for stale in out.iterdir():
                stale.unlink()
        run = subprocess.Popen([sys.executable, "-m", "patience", *command, "--out", str(out)], cwd=ROOT,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        try:
            deadline = time.monotonic() + 180
            while run.poll() is None and time.monotonic() < deadline:
                if path.exists() and path.read_bytes().count(b"\n") >= 1 + 3:
                    break
                time.sleep(0.002)
        finally:
            if run.poll() is None:
                os.killpg(run.pid, signal.SIGKILL)  # the command and the cluster it started
            run.wait()
        done = set(stats.read_results(path, limits))
        if run.returncode == -signal.SIGKILL and 3 <= len(done) < 200:
            break
    else:
        pytest.fail("the run could not be killed in the middle of its deals")
    assert not (out / "fortress.json").exists()
    capsys.readouterr()
    added: list[int] = []  # each deal searched, as this process writes it down (its workers search)
    append = stats.ResultsFile.append
    monkeypatch.setattr(stats.ResultsFile, "append",
                        lambda self, outcome: (added.append(outcome.deal), append(self, outcome))[1])
    assert main([*command, "--quiet", "--out", str(out)]) == 0
    assert f"fortress: {len(done)} of the 200 deals already searched" in capsys.readouterr().out
    assert sorted(added) == sorted(set(range(200)) - done)  # the deals killed before their end, alone
    assert _same_search(json.loads((out / "fortress.json").read_text())) == _same_search(in_one_process)
    assert not path.exists()


def test_the_pages_say_a_figure_was_made_by_positions_alone(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                           in_one_process: dict[str, Any]) -> None:
    from patience.book import pages

    (tmp_path / "fortress.json").write_text(json.dumps(in_one_process))
    monkeypatch.setattr(pages, "STATS", tmp_path)
    said = "400 positions (no time limit: the same verdicts on any machine)"
    assert f"Undecided within {said}" in str(pages.solver_findings("fortress"))
    assert "<td>400 positions</td>" in str(pages.solver_table())
