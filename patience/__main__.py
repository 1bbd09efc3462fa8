"""The command line: ``python -m patience stats GAME --deals N``, ``python -m patience solve GAME --deal N``
and ``python -m patience speed``.

``stats`` solves numbered deals, as tasks on a Dask cluster (a local one by default), and writes ``book/data/stats/<slug>.json`` (see
:mod:`patience.solver.stats`), with this machine's speed on the reference search beside the figures;
each deal's verdict is kept as it ends, so that a stopped run, run again, goes on where it stopped;
``solve`` searches one deal and prints its solution or verdict (with ``--beam WIDTH``, by one beam
alone: a win or "unknown"; with ``--complete``, by the complete search alone, which also proves losses);
``speed`` times the reference search alone (:mod:`patience.machine_speed`).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from pathlib import Path

from . import game as game_by_slug
from . import games
from .solver import clock, machine_speed
from .solver.cluster import ClusterMissing, WorkerCannotFork
from .solver.search import COMPLETE_ALONE, DEFAULT_NODES, solve_by_beam, solve_part
from .solver.side_by_side import DEFAULT_SECONDS, processes, solve


def _slugs(names: list[str]) -> list[str]:
    if names == ["all"]:
        return [g.slug for g in games()]
    for name in names:
        game_by_slug(name)  # a clear error for an unknown slug
    return names


def _count(least: int) -> Callable[[str], int]:
    """An argument's type: a whole number from ``least`` up (a clear error otherwise)."""
    def count(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"a whole number is wanted, not {text!r}") from None
        if value < least:
            raise argparse.ArgumentTypeError(f"it must be {least} or more, not {value}")
        return value
    return count


def _seconds(text: str) -> float:
    """A time limit's type: a number of seconds above 0."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a number of seconds is wanted, not {text!r}") from None
    if not value > 0:  # (NaN too)
        raise argparse.ArgumentTypeError(f"a time limit must be above 0 seconds, not {text}")
    return value


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m patience", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)

    stats = sub.add_parser("stats", help="solve numbered deals on all cores and write the winnable share")
    stats.add_argument("games", nargs="+", metavar="GAME", help="game slugs, or 'all'")
    stats.add_argument("--deals", type=_count(1), default=1000, help="how many deals (default 1000)")
    stats.add_argument("--first", type=_count(0), default=0, help="the first deal number (default 0)")
    stats_limit = stats.add_mutually_exclusive_group()
    stats_limit.add_argument("--seconds", type=_seconds, default=DEFAULT_SECONDS,
                             help=f"time limit per deal (default {DEFAULT_SECONDS:g})")
    stats_limit.add_argument("--no-time-limit", dest="seconds", action="store_const", const=None,
                             help="no time limit: each deal searched to the limit in positions (--nodes) alone, "
                                  "so that every machine gives the same verdicts")
    stats.add_argument("--nodes", type=_count(1), default=DEFAULT_NODES,
                       help=f"limit in positions per deal (default {DEFAULT_NODES:,})")
    stats.add_argument("--processes-per-deal", type=int, choices=(0, 1, 2), default=0,
                       help="processes per deal: side by side, the probes and the complete search (or, where "
                            "a game asks, half the probes each) (default: 2 where there are two cores, else 1)")
    where = stats.add_mutually_exclusive_group()
    where.add_argument("--workers", type=_count(1), default=None,
                       help="worker processes of the local Dask cluster, each solving a deal at a time "
                            "(default: one a core, over the processes per deal)")
    where.add_argument("--scheduler", metavar="ADDRESS", default=None,
                       help="solve the deals on the running Dask cluster at ADDRESS (tcp://HOST:8786) "
                            "instead of a local one")
    where.add_argument("--in-process", action="store_true",
                       help="no cluster: the deals one after another in this process")
    stats.add_argument("--out", type=Path, default=None, help="directory for the data files (default book/data/stats)")
    stats.add_argument("--quiet", action="store_true", help="no progress bar")
    stats.add_argument("--cpu-clock", action="store_true",
                       help="each process's time limit in its own CPU time, so that a busy machine gives "
                            "nearly the verdicts a quiet one would (the data file says so)")
    stats.add_argument("--fresh", action="store_true",
                       help="discard the deals a stopped run left in GAME.deals.jsonl beside the data file and "
                            "search every deal (by default a run goes on where one with the same limits stopped)")

    one = sub.add_parser("solve", help="solve one deal and print the solution")
    one.add_argument("game", metavar="GAME")
    one.add_argument("--deal", type=_count(0), default=0)
    limit = one.add_mutually_exclusive_group()
    limit.add_argument("--seconds", type=_seconds, default=DEFAULT_SECONDS,
                       help=f"time limit (default {DEFAULT_SECONDS:g}, the figures' limit)")
    limit.add_argument("--no-time-limit", dest="seconds", action="store_const", const=None,
                       help="search until the deal is decided or the node limit is reached")
    one.add_argument("--nodes", type=_count(1), default=DEFAULT_NODES, help=f"node limit (default {DEFAULT_NODES})")
    one.add_argument("--processes", type=int, choices=(0, 1, 2), default=0,
                     help="processes, the probes and the complete search side by side (default: 2 where there "
                          "are two cores, else 1)")
    one.add_argument("--beam", type=int, default=None, metavar="WIDTH",
                     help="search by one beam of this width alone, in this process (it finds wins, "
                          "never proves a loss)")
    one.add_argument("--ordering", type=_count(0), default=0,
                     help="with --beam: the game's ordering, 0 its evaluation, 1 its first other one, ... (default 0)")
    one.add_argument("--complete", action="store_true",
                     help="search by the complete search alone, in this process (it finds wins and proves "
                          "losses, with no probes to find wins sooner)")
    one.add_argument("--seed", type=int, default=None,
                     help="with --beam: take the positions the ordering ties in a random order drawn from this seed "
                          "(default: in the order of their moves)")
    one.add_argument("--cpu-clock", action="store_true",
                     help="the time limit in each process's own CPU time, as stats --cpu-clock: a busy machine then "
                          "gives nearly the verdicts a quiet one would (the seconds printed are CPU seconds)")

    sub.add_parser("speed", help="time the reference search: this machine's positions per second")

    args = parser.parse_args(argv)
    if args.command == "speed":
        print(machine_speed.describe(machine_speed.measure()))
        return 0
    if args.command == "stats":
        from .solver import stats as stats_module

        try:
            slugs = _slugs(args.games)
        except ValueError as problem:  # an unknown slug: the games there are
            stats.error(str(problem))
        per_deal = processes(args.processes_per_deal)
        wanted = range(args.first, args.first + args.deals)
        results = {slug: stats_module.results_path(slug, args.out) for slug in slugs}
        for slug, path in results.items():  # every game's before any search, not after hours of the others
            if args.fresh:
                path.unlink(missing_ok=True)
                continue
            limits = stats_module.run_limits(slug, args.seconds, args.nodes, per_deal, args.cpu_clock)
            try:
                resumed = sum(deal in wanted for deal in stats_module.read_results(path, limits))
            except stats_module.MismatchedResults as problem:
                stats.error(str(problem))
            if resumed:
                print(f"{slug}: {resumed} of the {args.deals} deals already searched ({path}); going on with the rest")
        machine = machine_speed.measure()
        print(machine_speed.describe(machine))
        for slug in slugs:
            try:
                outcomes = stats_module.run(slug, args.deals, args.first, args.seconds, args.nodes,
                                            progress=not args.quiet, processes=per_deal, cpu_clock=args.cpu_clock,
                                            results=results[slug], workers=args.workers, scheduler=args.scheduler,
                                            in_process=args.in_process)
            except (stats_module.MismatchedResults, stats_module.ResultsInUse, WorkerCannotFork,
                    ClusterMissing) as problem:
                stats.error(str(problem))
            except OSError as problem:  # a scheduler that cannot be reached
                stats.error(f"the Dask cluster at {args.scheduler} could not be reached: {problem}")
            data = stats_module.summary(slug, outcomes, args.first, args.seconds, args.nodes, per_deal, machine,
                                        args.cpu_clock)
            path = stats_module.write(data, args.out)
            w = data["winnable"]
            share = "n/a" if w["share"] is None else f"{w['share']:.1%}"
            print(f"{slug}: {data['won']} won, {data['lost']} lost, {data['unknown']} unknown of "
                  f"{data['deals']['count']}; winnable {share} (95%: {w['low']:.1%}-{w['high']:.1%}); "
                  f"wrote {path}")
        # Every data file written: the results files have served (kept until now, so that a run of
        # several games killed in the last goes on there, not from the first).
        for path in results.values():
            if not stats_module.discard_results(path, args.first, args.deals):
                print(f"kept {path}: it holds deals other than {args.first}-{args.first + args.deals - 1}")
        return 0

    try:
        game_by_slug(args.game)
    except ValueError as problem:
        one.error(str(problem))
    if (args.ordering or args.seed is not None) and args.beam is None:
        one.error("--ordering and --seed choose how a beam orders: give --beam WIDTH too")
    if args.processes and args.beam is not None:
        one.error("--beam searches in this one process: --processes does not apply")
    if args.complete and args.beam is not None:
        one.error("--beam and --complete are two searches: give one of them")
    if args.processes and args.complete:
        one.error("--complete searches in this one process: --processes does not apply")
    with clock.cpu_time(args.cpu_clock):
        if args.complete:
            r = solve_part(args.game, args.deal, seconds=args.seconds, max_nodes=args.nodes, part=COMPLETE_ALONE)
        elif args.beam is not None:
            try:
                r = solve_by_beam(args.game, args.deal, width=args.beam, ordering=args.ordering, seed=args.seed,
                                  seconds=args.seconds, max_nodes=args.nodes)
            except ValueError as problem:
                one.error(str(problem))
        else:
            r = solve(args.game, args.deal, seconds=args.seconds, max_nodes=args.nodes,
                      workers=processes(args.processes))
    died_out = args.beam is not None and not r.decided and not r.limit
    print(f"{args.game} deal {args.deal}: {r.status} ({r.nodes} positions, {r.seconds:.2f} s"
          + (" of CPU" if args.cpu_clock else "")
          + (f", {r.limit} limit" if r.limit else "") + (", the beam died out" if died_out else "")
          + (f", found by {r.found_by}" if r.found_by else "") + ")")
    if r.moves:
        print(" ".join(r.moves))
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except BrokenPipeError:  # the output's reader stopped early (``... | head -1``): nothing is wrong
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # (no second error at exit)
        sys.exit(0)
