"""The searches' clock (``patience.clock``): wall time by default; for measuring on a busy machine,
each process's own CPU time, so that time spent waiting for a core does not count against a deal."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from patience.book import pages
from patience.solver import clock
from patience.solver import search as solver
from patience.__main__ import main
from patience.solver import solve
from patience.solver.search import UNKNOWN

UNDECIDED = ("la-nivernaise", 10)  # undecided after 25 s of search: any short limit runs out


def _solve_while_waiting(monkeypatch: pytest.MonkeyPatch, seconds: float) -> tuple[solver.SolveResult, float, float]:
    """An undecided deal searched in one process whose progress report waits 20 ms each time (as a
    process waits for a core on a busy machine): the result, the time waited, the wall time taken."""
    monkeypatch.setattr(solver, "_PROGRESS_EVERY", 64)
    waited = 0.0

    def wait(nodes: int, spent: float) -> None:
        nonlocal waited
        time.sleep(0.02)
        waited += 0.02

    began = time.perf_counter()
    r = solve(*UNDECIDED, seconds=seconds, progress=wait)
    return r, waited, time.perf_counter() - began


def test_on_the_cpu_clock_time_spent_waiting_does_not_count(monkeypatch: pytest.MonkeyPatch) -> None:
    with clock.cpu_time():
        r, waited, wall = _solve_while_waiting(monkeypatch, 0.6)
    assert not clock.is_cpu_time()  # the clock read before, after the block
    assert r.status == UNKNOWN and r.limit == "seconds"
    assert 0.6 <= r.seconds < 1.5  # CPU time searched
    assert waited > 0.6 and wall >= r.seconds + 0.9 * waited  # longer waits than the limit came on top


def test_on_the_wall_clock_time_spent_waiting_counts(monkeypatch: pytest.MonkeyPatch) -> None:
    r, waited, wall = _solve_while_waiting(monkeypatch, 0.6)
    assert r.status == UNKNOWN and r.limit == "seconds"
    assert r.seconds >= waited and wall < 0.6 + 1.0


def test_side_by_side_each_process_times_itself_on_the_cpu_clock() -> None:
    """Each process of a deal searched side by side reads its own CPU time from its own start (a
    process's CPU time is its own: read against the parent's, the deadline would never come and the
    node limit would end the search instead)."""
    with clock.cpu_time():
        r = solve(*UNDECIDED, seconds=0.5, max_nodes=300_000, workers=2)
    assert r.status == UNKNOWN and r.limit == "seconds"
    assert 0.5 <= r.seconds < 2.0  # the search's own CPU time, not the parent's wall time


def test_the_stats_say_which_clock_timed_the_deals(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert main(["stats", "fortress", "--deals", "2", "--processes-per-deal", "2", "--cpu-clock", "--quiet", "--out", str(tmp_path)]) == 0
    assert not clock.is_cpu_time()
    data = json.loads((tmp_path / "fortress.json").read_text())
    assert data["limits"]["clock"] == "cpu" and data["results"] == "LW"  # deal 0 lost, deal 1 won
    monkeypatch.setattr(pages, "STATS", tmp_path)
    assert "10 s on 2 cores (of each process&#x27;s own CPU time)" in str(pages.solver_findings("fortress"))
