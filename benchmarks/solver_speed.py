"""Solver speed per game over a fixed set of deals (0-49 by default), to follow from version to version.

For each game and each time limit it prints: deals won, lost and unknown; the share decided; deals
decided per second of solver time; positions (nodes) per second, those of the games' inner searches
(``patience.inner_search``) apart; the median and slowest time per
deal; and the largest peak memory of one deal (each deal runs in a fresh worker process, so its
peak resident memory is its own, the worker's baseline included; searched side by side, its two
processes' peaks summed). Positions are those of the search that decided, or of both when neither did.

The targets (issue 5), on a 2-core machine: at least 99% of deals decided within 10 s each, and
never more than 1 GB per deal.

Run: ``python benchmarks/solver_speed.py [slug ...] [--deals 50] [--seconds 10 1] [--processes-per-deal 2] [--jobs 1]``
(by default each deal on two cores where there are two, its probes and its complete search side by side).
Figures depend on the machine and on what else it runs: compare runs on the same machine. The first
line says how fast this machine is on the reference search (``patience.machine_speed``).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time

import patience
from patience.solver import machine_speed
from patience.solver.side_by_side import processes
from patience.solver.search import DEFAULT_NODES
from patience.solver.stats import DealOutcome, Job, default_workers, jobs, solve_deal


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(description="solver speed per game")
    parser.add_argument("games", nargs="*", help="game slugs (default: every registered game)")
    parser.add_argument("--deals", type=int, default=50)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--seconds", type=float, nargs="+", default=[10.0, 1.0])
    parser.add_argument("--nodes", type=int, default=DEFAULT_NODES)
    parser.add_argument("--jobs", type=int, default=0, help="deals at a time (default: the cores over --processes-per-deal)")
    parser.add_argument("--processes-per-deal", type=int, default=0, help="processes per deal (default: 2 on two cores)")
    args = parser.parse_args(argv)
    slugs = args.games or [g.slug for g in patience.games()]
    workers = processes(args.processes_per_deal)
    at_a_time = args.jobs or default_workers(workers)
    print(machine_speed.describe(machine_speed.measure()))
    print(f"deals {args.first}-{args.first + args.deals - 1}, node limit {args.nodes:,}, {at_a_time} deals at a time, "
          f"{workers} processes per deal")
    print(f"{'game':<20}{'limit s':>8}{'won':>6}{'lost':>6}{'unkn':>6}{'decided':>9}{'decided/s':>11}"
          f"{'nodes/s':>10}{'inner/s':>10}{'median s':>10}{'max s':>8}{'peak MB':>9}{'wall s':>8}")
    for slug in slugs:
        for limit in args.seconds:
            began = time.perf_counter()
            out = _each_in_a_fresh_process(jobs(slug, range(args.first, args.first + args.deals), limit,
                                                args.nodes, workers, False), at_a_time)
            wall = time.perf_counter() - began
            won = sum(o.status == "won" for o in out)
            lost = sum(o.status == "lost" for o in out)
            unknown = len(out) - won - lost
            spent = sum(o.seconds for o in out) or 1e-9
            nodes = sum(o.nodes for o in out)
            inner = sum(o.inner_nodes for o in out)
            times = [o.seconds for o in out]
            peak = max(o.peak_kb for o in out) / 1024
            print(f"{slug:<20}{limit:>8g}{won:>6}{lost:>6}{unknown:>6}{(won + lost) / len(out):>9.0%}"
                  f"{(won + lost) / spent:>11.2f}{nodes / spent:>10,.0f}{inner / spent:>10,.0f}{statistics.median(times):>10.2f}"
                  f"{max(times):>8.2f}{peak:>9.0f}{wall:>8.0f}", flush=True)


def _each_in_a_fresh_process(work: list[Job], at_a_time: int) -> list[DealOutcome]:
    """The deals solved ``at_a_time`` at once, each in a new worker process, so that each deal's
    peak memory is its own (a fresh worker is spawned, not forked)."""
    from concurrent.futures import ProcessPoolExecutor

    with ProcessPoolExecutor(at_a_time, max_tasks_per_child=1) as pool:
        return list(pool.map(solve_deal, work))


if __name__ == "__main__":
    main(sys.argv[1:])
