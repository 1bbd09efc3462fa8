"""Winnable shares: solve many numbered deals of a game on every core and write a small data file.

``python -m patience stats GAME --deals N`` solves deals ``first`` to ``first + N - 1`` with the
solver's limits (each deal on two cores where there are two, its probes and its complete search
side by side: ``patience.side_by_side``), shows a progress bar, and writes ``book/data/stats/<slug>.json``: the counts of
won, lost and unknown deals, the winnable share with its 95% confidence interval (Wilson), the time
per deal, the limits used and the engine's version, one letter per deal (``W``, ``L``, ``U``), and the
machine's speed on a fixed reference search (``patience.machine_speed``): a time limit buys more
search on a faster machine. With ``--cpu-clock`` each process's time limit is its own CPU time
(``patience.clock``): a busy machine then gives nearly the verdicts a quiet one would, and the
file says so.

The interval takes the unknown deals into account: its low end is Wilson's low end for the won
deals among all deals (as if every unknown deal were lost), its high end Wilson's high end for the
won and unknown deals together (as if every unknown deal were won). With no unknown deal it is the
plain Wilson interval. ``decided_by`` counts the deals each search decided (the complete search, or
which probe by which ordering), most first: where a game's wins and proofs come from.
"""

from __future__ import annotations

import json
import math
import os
import platform
import statistics
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from . import clock, side_by_side
from .search import DEFAULT_NODES, LOST, SOLVER_VERSION, UNKNOWN, WON, solve

STATS_DIR = Path("book") / "data" / "stats"
LETTERS = {WON: "W", LOST: "L", UNKNOWN: "U"}


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
    inner_nodes: int = 0  # positions searched by the game's inner searches (``patience.inner_search``)
    found_by: str = ""  # the search that decided the deal ("complete", "wide beam", ...), "" if unknown


def solve_deal(job: tuple[str, int, float | None, int, int, bool]) -> DealOutcome:
    """Solve one deal (the worker of the pool); top level so that it can be pickled. Its peak memory
    is this process's, or, searched side by side, its two processes' together; its time limit on
    the CPU clock where ``job`` asks."""
    slug, deal, seconds, nodes, workers, cpu_clock = job
    with clock.cpu_time(cpu_clock):
        r = solve(slug, deal, seconds=seconds, max_nodes=nodes, workers=workers)
    peak_kb = r.peak_kb or side_by_side.peak_memory_kb()
    return DealOutcome(deal, r.status, r.seconds, r.nodes, len(r.moves), r.limit, peak_kb, r.inner_nodes,
                       r.found_by)


def run(slug: str, deals: int, first: int = 0, seconds: float | None = 10.0, nodes: int = DEFAULT_NODES,
        jobs: int | None = None, progress: bool = True, fresh_process: bool = False,
        workers: int | None = None, cpu_clock: bool = False) -> list[DealOutcome]:
    """Solve the deals, in deal order in the result, on every core: each deal by ``workers``
    processes side by side (by default ``side_by_side.processes()``), ``jobs``
    deals at a time (by default as many as the cores left allow); with ``cpu_clock``, each process's
    time limit its own CPU time.

    ``fresh_process`` runs each deal in a new worker, so that each one's peak memory is its own."""
    workers = side_by_side.processes(workers or 0)
    jobs = jobs or deals_at_a_time(workers)
    work = [(slug, d, seconds, nodes, workers, cpu_clock) for d in range(first, first + deals)]
    out: list[DealOutcome] = []
    bar = _bar(len(work), slug) if progress else None
    try:
        if jobs == 1 and not fresh_process:
            for job in work:
                out.append(solve_deal(job))
                _tick(bar, out)
        else:
            # Not a multiprocessing.Pool: its workers are daemons, which may not start the processes
            # of a deal searched side by side. (A fresh worker per deal is spawned, not forked.)
            from concurrent.futures import ProcessPoolExecutor, as_completed

            with ProcessPoolExecutor(jobs, max_tasks_per_child=1 if fresh_process else None) as pool:
                for future in as_completed([pool.submit(solve_deal, job) for job in work]):
                    out.append(future.result())
                    _tick(bar, out)
    finally:
        if bar is not None:
            bar.close()
    return sorted(out, key=lambda o: o.deal)


def deals_at_a_time(workers: int) -> int:
    """How many deals :func:`run` solves at once by default: as many as the cores allow, each deal
    taking ``workers`` of them."""
    return max(1, (os.cpu_count() or 1) // workers)


def _bar(total: int, slug: str) -> Any:
    from tqdm import tqdm

    return tqdm(total=total, desc=slug, unit="deal", dynamic_ncols=True)


def _tick(bar: Any, out: list[DealOutcome]) -> None:
    if bar is None:
        return
    counts = {s: 0 for s in (WON, LOST, UNKNOWN)}
    for o in out:
        counts[o.status] += 1
    bar.set_postfix(counts, refresh=False)
    bar.update(1)


def summary(slug: str, outcomes: Iterable[DealOutcome], first: int, seconds: float | None,
            nodes: int, workers: int = 1, machine: dict[str, Any] | None = None,
            cpu_clock: bool = False) -> dict[str, Any]:
    """The data file's content for these outcomes; ``machine``, the machine's speed on the reference
    search (:func:`patience.machine_speed.measure`), where it was measured; ``cpu_clock``, whether
    the time limit was each process's CPU time."""
    from importlib import metadata

    from ..games import game as game_by_slug

    results = list(outcomes)
    n = len(results)
    won = sum(o.status == WON for o in results)
    lost = sum(o.status == LOST for o in results)
    unknown = n - won - lost
    low, _ = wilson(won, n)
    _, high = wilson(won + unknown, n)
    times = [o.seconds for o in results]
    lengths = [o.length for o in results if o.status == WON]
    try:
        version = metadata.version("patience")
    except metadata.PackageNotFoundError:
        version = "unknown"
    return {
        "game": slug,
        "title": game_by_slug(slug).title,
        "deals": {"first": first, "count": n},
        "won": won,
        "lost": lost,
        "unknown": unknown,
        "winnable": {
            "share": round(won / (won + lost), 4) if won + lost else None,
            "low": round(low, 4),
            "high": round(high, 4),
            "interval": "95% Wilson; unknown deals counted as lost for the low end, as won for the high end",
        },
        "seconds_per_deal": _spread(times, 3),
        "nodes_per_deal": _spread([o.nodes for o in results], 0),
        "inner_nodes_per_deal": _spread([o.inner_nodes for o in results], 0),
        "solution_moves": _spread(lengths, 1) if lengths else None,
        "limits": {"seconds": seconds, "nodes": nodes, "processes_per_deal": workers,
                   "clock": "cpu" if cpu_clock else "wall"},
        "engine": {"version": version, "solver": SOLVER_VERSION, "python": platform.python_version()},
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


def write(data: dict[str, Any], out_dir: Path | None = None) -> Path:
    """Write the data file (``<out_dir>/<slug>.json``, default ``book/data/stats`` of the repository)."""
    if out_dir is None:
        root = Path(__file__).resolve().parent.parent
        out_dir = (root if (root / "book").is_dir() else Path.cwd()) / STATS_DIR
    out_dir.mkdir(parents=True, exist_ok=True)
    path = out_dir / f"{data['game']}.json"
    path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    return path
