"""Winnable shares: solve many numbered deals of a game, on one machine or many, and write a small data file.

``python -m patience stats GAME --deals N`` solves deals ``first`` to ``first + N - 1`` as tasks on a
Dask cluster (``patience.solver.cluster``: by default a local one, one worker a core) with the
solver's limits (each deal on two cores where there are two, its probes and its complete search
side by side: ``patience.side_by_side``), shows a progress bar, and writes ``book/data/stats/<slug>.json``: the counts of
won, lost and unknown deals, the winnable share with its 95% confidence interval (Wilson), the time
per deal, the limits used and the engine's version, one letter per deal (``W``, ``L``, ``U``), and the
machine's speed on a fixed reference search (``patience.machine_speed``): a time limit buys more
search on a faster machine. With ``--cpu-clock`` each process's time limit is its own CPU time
(``patience.clock``): a busy machine then gives nearly the verdicts a quiet one would, and the
file says so. With no time limit, only the limit in positions (``--nodes``), the search is the
same on every machine, and so is each deal's verdict: figures anyone can reproduce.

The interval takes the unknown deals into account: its low end is Wilson's low end for the won
deals among all deals (as if every unknown deal were lost), its high end Wilson's high end for the
won and unknown deals together (as if every unknown deal were won). With no unknown deal it is the
plain Wilson interval. ``decided_by`` counts the deals each search decided (the complete search, or
which probe by which ordering), most first: where a game's wins and proofs come from.

A run survives being killed: each finished deal is appended at once (flushed and synced) to a
results file beside the data file, ``<slug>.deals.jsonl`` (:class:`ResultsFile`): a first line naming
the limits and solver version, then one line per deal. Run again with the same arguments, the
deals already there are not searched again; a torn last line (killed mid-write) is dropped, a deal
found twice counts once, and results taken at other limits are refused, never mixed (``--fresh``
discards them). The data file is written from the results file's deals; the command removes the
results file once every data file is written.
"""

from __future__ import annotations

import errno
import json
import math
import os
import platform
import statistics
import uuid
from collections.abc import Iterable
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

from . import clock, cluster, side_by_side
from .search import DEFAULT_NODES, LOST, UNKNOWN, WON, solver_version
from .side_by_side import solve

STATS_DIR = Path("book") / "data" / "stats"
LETTERS = {WON: "W", LOST: "L", UNKNOWN: "U"}
RESULTS_SUFFIX = ".deals.jsonl"
RESULTS_FORMAT = 1


def wilson(successes: int, trials: int, z: float = 1.959963984540054) -> tuple[float, float]:
    """Wilson's score interval for a proportion (95% by default); (0, 1) when there are no trials."""
    if trials <= 0:
        return (0.0, 1.0)
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass
class DealOutcome:
    deal: int
    status: str
    seconds: float
    nodes: int
    length: int  # moves in the solution (0 unless won)
    limit: str
    peak_kb: int  # the worker's peak resident memory, in kilobytes (0 where unknown)
    inner_nodes: int = 0  # positions searched by the game's inner searches (``patience.solver.inner_search``)
    found_by: str = ""  # the search that decided the deal ("complete", "wide beam", ...), "" if unknown


Job = tuple[str, int, float | None, int, int, bool, str]


def solve_deal(job: Job) -> DealOutcome:
    """Solve one deal (a cluster's task, or run in this process); top level so that it can be
    pickled. Its peak memory is this process's, or, searched side by side, its two processes'
    together; its time limit on the CPU clock where ``job`` asks. A worker whose solver is not the
    one the run's results file names refuses (:class:`MismatchedResults`): its verdicts would be
    another experiment's."""
    slug, deal, seconds, nodes, processes, cpu_clock, solver = job
    own = solver_version(slug)
    if solver != own:
        raise MismatchedResults(f"this worker has solver version {own}, the run {solver}: "
                                "install the same version of the package on every worker")
    cluster.check_may_fork(processes)
    with clock.cpu_time(cpu_clock):
        r = solve(slug, deal, seconds=seconds, max_nodes=nodes, workers=processes)
    peak_kb = r.peak_kb or side_by_side.peak_memory_kb()
    return DealOutcome(deal, r.status, r.seconds, r.nodes, len(r.moves), r.limit, peak_kb, r.inner_nodes,
                       r.found_by)


def jobs(slug: str, deals: Iterable[int], seconds: float | None, nodes: int, processes: int,
         cpu_clock: bool) -> list[Job]:
    """The tasks of these deals, one a deal."""
    version = solver_version(slug)
    return [(slug, d, seconds, nodes, processes, cpu_clock, version) for d in deals]


def run(slug: str, deals: int, first: int = 0, seconds: float | None = 10.0, nodes: int = DEFAULT_NODES,
        progress: bool = True, processes: int | None = None, cpu_clock: bool = False,
        results: Path | None = None, workers: int | None = None, scheduler: str | None = None,
        in_process: bool = False) -> list[DealOutcome]:
    """Solve the deals, in deal order in the result: each deal by ``processes`` processes side by
    side (by default ``side_by_side.processes()``), as tasks on a Dask cluster (``patience.solver.cluster``):
    the one at ``scheduler``, or else a local one of ``workers`` worker processes (by default
    :func:`default_workers`); with ``in_process``, one after another in this process, no cluster.
    With ``cpu_clock``, each process's time limit is its own CPU time.

    ``results``, a results file (:class:`ResultsFile`): the deals it holds are taken from it, not
    searched again, and each deal searched is appended to it as soon as it ends, so that a killed run
    loses none (:class:`MismatchedResults` where it holds deals searched at other limits)."""
    processes = side_by_side.processes(processes or 0)
    wanted = range(first, first + deals)
    book = ResultsFile(results, run_limits(slug, seconds, nodes, processes, cpu_clock)) if results else None
    out = [o for d, o in book.done.items() if d in wanted] if book is not None else []
    resumed = {o.deal for o in out}
    work = jobs(slug, [d for d in wanted if d not in resumed], seconds, nodes, processes, cpu_clock)
    bar = _bar(len(wanted), slug, out) if progress else None

    def finished(outcome: DealOutcome) -> None:
        if book is not None:
            book.append(outcome)  # on disk before it counts
        out.append(outcome)
        _tick(bar, out)

    try:
        if not work:
            pass
        elif in_process:
            for job in work:
                finished(solve_deal(job))
        else:
            run_name = uuid.uuid4().hex[:8]  # (task names unique on a cluster that outlives runs)
            with cluster.client(scheduler, workers or default_workers(processes)) as connected:
                cluster.run_tasks(connected, solve_deal, work, [f"{slug}-deal-{job[1]}-{run_name}" for job in work],
                                  finished)
    finally:
        if bar is not None:
            bar.close()
        if book is not None:
            book.close()
    return sorted(out, key=lambda o: o.deal)


def default_workers(processes: int) -> int:
    """A local cluster's worker processes by default: one a core, a deal searched side by side by
    ``processes`` processes taking as many cores."""
    return max(1, (os.cpu_count() or 1) // processes)


def _bar(total: int, slug: str, done: list[DealOutcome]) -> Any:
    """A progress bar over all the deals asked for, the deals ``done`` before (resumed) shown done."""
    from tqdm import tqdm

    bar = tqdm(total=total, initial=len(done), desc=slug, unit="deal", dynamic_ncols=True)
    bar.set_postfix(_counts(done), refresh=bool(done))
    return bar


def _tick(bar: Any, out: list[DealOutcome]) -> None:
    if bar is None:
        return
    bar.set_postfix(_counts(out), refresh=False)
    bar.update(1)


def _counts(out: list[DealOutcome]) -> dict[str, int]:
    counts = {s: 0 for s in (WON, LOST, UNKNOWN)}
    for o in out:
        counts[o.status] += 1
    return counts


class MismatchedResults(ValueError):
    """A results file holds deals searched otherwise (other limits, clock or solver) than this run
    would search them: one figure made of two experiments would be no experiment's."""


class ResultsInUse(RuntimeError):
    """Another run is writing the results file: two runs at once would search each deal twice."""


LIMIT_NAMES = {"format": "results file format", "game": "game", "seconds": "--seconds", "nodes": "--nodes",
               "processes_per_deal": "processes per deal (--processes-per-deal)", "clock": "clock (--cpu-clock)",
               "solver": "solver version", "engine": "engine version"}


def run_limits(slug: str, seconds: float | None, nodes: int, processes: int, cpu_clock: bool) -> dict[str, Any]:
    """What a deal's verdict depends on besides its number: a results file's first line, which a run
    must match to take the file's deals as its own (the deals asked for, the jobs at a time, may differ)."""
    return {"format": RESULTS_FORMAT, "game": slug, "seconds": seconds, "nodes": nodes,
            "processes_per_deal": processes, "clock": "cpu" if cpu_clock else "wall",
            "solver": solver_version(slug), "engine": _engine_version()}


def results_path(slug: str, out_dir: Path | None = None) -> Path:
    """A game's results file, beside its data file."""
    return stats_dir(out_dir) / f"{slug}{RESULTS_SUFFIX}"


def read_results(path: Path, limits: dict[str, Any]) -> dict[int, DealOutcome]:
    """The finished deals of a results file, by deal number; none where there is no file.
    :class:`MismatchedResults` where it was written at other ``limits`` (:func:`run_limits`)."""
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return {}
    return _parse(path, data, limits)


def _parse(path: Path, data: bytes, limits: dict[str, Any]) -> dict[int, DealOutcome]:
    """The deals of a results file's bytes, its first line checked against ``limits``. Only lines
    ended by a newline count: a last line without one was torn by a kill mid-write."""
    lines = data.split(b"\n")[:-1]
    if not lines:  # empty, or torn in its first line: nothing was finished
        return {}
    try:
        header = json.loads(lines[0])
    except ValueError:
        header = None
    if not isinstance(header, dict) or "format" not in header:
        raise MismatchedResults(f"{path} is not a results file of `python -m patience stats`: move it away, "
                                "or give --fresh to replace it")
    differences = [f"{LIMIT_NAMES.get(key, key)} {_shown(header.get(key))} there, {_shown(limits.get(key))} here"
                   for key in dict.fromkeys([*limits, *header]) if header.get(key) != limits.get(key)]
    if differences:
        raise MismatchedResults(
            f"{path} holds deals searched otherwise than this run would search them ({'; '.join(differences)}). "
            "To go on where that run stopped, run it again as it was run; to discard its deals and "
            "start afresh, give --fresh.")
    return _deals(lines[1:])


def _deals(lines: list[bytes]) -> dict[int, DealOutcome]:
    """The deals of a results file's lines (after the first), by deal number: a deal found twice
    counts once (its last line); a line that does not read as a deal's is skipped, and its deal
    searched again."""
    names = {f.name for f in fields(DealOutcome)}
    done: dict[int, DealOutcome] = {}
    for line in lines:
        try:
            record = json.loads(line)
            outcome = DealOutcome(**{k: v for k, v in record.items() if k in names})
        except (ValueError, TypeError, AttributeError):
            continue
        if isinstance(outcome.deal, int) and outcome.status in LETTERS:
            done[outcome.deal] = outcome
    return done


def _shown(value: Any) -> str:
    return "none" if value is None else str(value)


class ResultsFile:
    """A game's results file open for a run: the deals it held (``done``), and :meth:`append` to add
    each deal as it ends, flushed and synced to disk. Opening drops a torn last line, so that the
    next line starts clean; writes the first line (:func:`run_limits`) to a new file; refuses a file
    of other limits (:class:`MismatchedResults`); and, where it can, locks the file, so that two runs
    never write one file at once."""

    def __init__(self, path: Path, limits: dict[str, Any]) -> None:
        self.path = path
        path.parent.mkdir(parents=True, exist_ok=True)
        created = not path.exists()
        self._fd: int | None = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            _lock(self._fd, path)
            data = b""
            while chunk := os.read(self._fd, 1 << 20):
                data += chunk
            self.done = _parse(path, data, limits)  # (refused before anything is changed)
            whole = data.rfind(b"\n") + 1
            if whole < len(data):
                os.ftruncate(self._fd, whole)  # the torn last line, so that the next starts clean
            os.lseek(self._fd, whole, os.SEEK_SET)
            if whole == 0:
                self._write(json.dumps(limits))
            if created:
                _sync_directory(path.parent)
        except BaseException:
            self.close()
            raise

    def append(self, outcome: DealOutcome) -> None:
        """Add a finished deal, on disk before this returns."""
        self._write(json.dumps(asdict(outcome)))

    def _write(self, line: str) -> None:
        assert self._fd is not None, "the results file is closed"
        data = (line + "\n").encode("utf-8")
        while data:
            data = data[os.write(self._fd, data):]
        os.fsync(self._fd)

    def close(self) -> None:
        if self._fd is not None:
            os.close(self._fd)  # (which lets the lock go)
            self._fd = None


def _lock(fd: int, path: Path) -> None:
    """Lock a results file for this run alone (where the platform can: not under Windows). A POSIX
    lock, this process's own: the deals' worker processes, forked, do not hold it, and a run killed
    leaves none behind."""
    try:
        import fcntl
    except ImportError:
        return
    try:
        fcntl.lockf(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError as problem:
        if problem.errno not in (errno.EACCES, errno.EAGAIN):
            return  # (a file system without locks: run unlocked)
        raise ResultsInUse(f"{path} is being written by another run of the same game: "
                           "wait for it to end, or stop it") from None


def _sync_directory(directory: Path) -> None:
    """Make a new file's name durable too (where the platform can open a directory)."""
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def discard_results(path: Path, first: int, deals: int) -> bool:
    """Remove a results file once its deals are in a data file, so that a later run (after a change
    to the solver, say) searches afresh; kept where it holds deals beyond ``first`` to
    ``first + deals - 1``, which no data file holds. Whether it was removed."""
    try:
        held = path.read_bytes()
    except FileNotFoundError:
        return True
    done = _deals(held.split(b"\n")[1:-1])
    wanted = range(first, first + deals)
    if any(d not in wanted for d in done):
        return False
    path.unlink()
    return True


def winnable(won: int, lost: int, unknown: int) -> dict[str, Any]:
    """The winnable share of the decided deals, and its 95% interval over all of them."""
    n = won + lost + unknown
    low, _ = wilson(won, n)
    _, high = wilson(won + unknown, n)
    return {
        "share": round(won / (won + lost), 4) if won + lost else None,
        "low": round(low, 4),
        "high": round(high, 4),
        "interval": "95% Wilson; unknown deals counted as lost for the low end, as won for the high end",
    }


def summary(slug: str, outcomes: Iterable[DealOutcome], first: int, seconds: float | None,
            nodes: int, processes: int = 1, machine: dict[str, Any] | None = None,
            cpu_clock: bool = False) -> dict[str, Any]:
    """The data file's content for these outcomes; ``machine``, the machine's speed on the reference
    search (:func:`patience.machine_speed.measure`), where it was measured; ``cpu_clock``, whether
    the time limit was each process's CPU time."""
    from ..games import game as game_by_slug

    results = list(outcomes)
    n = len(results)
    won = sum(o.status == WON for o in results)
    lost = sum(o.status == LOST for o in results)
    unknown = n - won - lost
    times = [o.seconds for o in results]
    lengths = [o.length for o in results if o.status == WON]
    return {
        "game": slug,
        "title": game_by_slug(slug).title,
        "deals": {"first": first, "count": n},
        "won": won,
        "lost": lost,
        "unknown": unknown,
        "winnable": winnable(won, lost, unknown),
        "seconds_per_deal": _spread(times, 3),
        "nodes_per_deal": _spread([o.nodes for o in results], 0),
        "inner_nodes_per_deal": _spread([o.inner_nodes for o in results], 0),
        "solution_moves": _spread(lengths, 1) if lengths else None,
        "limits": {"seconds": seconds, "nodes": nodes, "processes_per_deal": processes,
                   "clock": "cpu" if cpu_clock else "wall"},
        "engine": {"version": _engine_version(), "solver": solver_version(slug), "python": platform.python_version()},
        "results": "".join(LETTERS[o.status] for o in results),
        "decided_by": _decided_by(results),
        **({"machine": machine} if machine else {}),
    }


def _decided_by(results: list[DealOutcome]) -> dict[str, dict[str, int]]:
    """For each search that decided deals (the complete search or a probe, by ordering), how many it
    won and how many it proved lost: which searches a game's deals need."""
    counts: dict[str, dict[str, int]] = {}
    for o in results:
        if o.status != UNKNOWN:
            by = counts.setdefault(o.found_by or "?", {WON: 0, LOST: 0})
            by[o.status] += 1
    return dict(sorted(counts.items(), key=lambda item: (-sum(item[1].values()), item[0])))


def _spread(values: list[float] | list[int], digits: int) -> dict[str, float]:
    ordered = sorted(values)
    if not ordered:
        return {}
    p99 = ordered[min(len(ordered) - 1, math.ceil(0.99 * len(ordered)) - 1)]
    return {"mean": round(statistics.fmean(ordered), digits), "median": round(statistics.median(ordered), digits),
            "p99": round(p99, digits), "max": round(ordered[-1], digits)}


def _engine_version() -> str:
    from importlib import metadata

    try:
        return metadata.version("patience")
    except metadata.PackageNotFoundError:
        return "unknown"


def stats_dir(out_dir: Path | None = None) -> Path:
    """Where the data files go: ``out_dir``, else ``book/data/stats`` of the repository (of the
    current directory where the package is not in one)."""
    if out_dir is not None:
        return out_dir
    root = Path(__file__).resolve().parents[2]  # (patience/solver/stats.py)
    return (root if (root / "book").is_dir() else Path.cwd()) / STATS_DIR


def write(data: dict[str, Any], out_dir: Path | None = None) -> Path:
    """Write the data file (``<out_dir>/<slug>.json``, default ``book/data/stats`` of the
    repository), whole or not at all: written beside and renamed, so that a kill leaves the old
    file or the new, never half of one."""
    out_dir = stats_dir(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    path = out_dir / f"{data['game']}.json"
    part = path.with_name(path.name + ".part")
    with open(part, "w", encoding="utf-8") as f:
        f.write(json.dumps(data, indent=1) + "\n")
        f.flush()
        os.fsync(f.fileno())
    os.replace(part, path)
    return path
