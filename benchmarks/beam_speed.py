"""Beams over a game's compact form against beams over the engine's states (``Hooks.beam_form``).

For each game that gives a form, and each (deal, width, seed) below, the same beam is run both ways
(``patience.solver.solve_by_beam``, the second with ``beam_form=None``), in this process, timed by
its CPU: it prints the positions each searched (equal, or the form is wrong), positions a second of
each, and the ratio. The form exists to make the beams the undecided deals need fit the time limit.

Run: ``python benchmarks/beam_speed.py [--width 512] [--deals 59 99 193]``. Figures depend on the
machine: the first line says how fast it is on the reference search (``patience.machine_speed``).
"""

from __future__ import annotations

import argparse
import sys
import time

import patience
from patience.solver import machine_speed
from patience.solver.games import knowledge_for, searched_with
from patience.solver.search import solve_by_beam


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(description="beams over compact forms against beams over states")
    parser.add_argument("--width", type=int, default=512)
    parser.add_argument("--deals", type=int, nargs="+", default=[59, 99, 193])
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    print(machine_speed.describe(machine_speed.measure()))
    print(f"{'game':<16}{'deal':>6}{'width':>7}{'positions':>11}{'form pos/s':>12}{'states pos/s':>14}{'ratio':>7}")
    for game in patience.games():
        knowledge = knowledge_for(game)
        if knowledge.beam_form is None:
            continue
        plain = searched_with(game, type("WithoutForm", (type(knowledge),), {"beam_form": None})())
        for deal in args.deals:
            rates = []
            for which in (game, plain):
                began = time.process_time()
                result = solve_by_beam(which, deal, width=args.width, seed=args.seed, shorten=False)
                rates.append((result.nodes, result.nodes / (time.process_time() - began)))
            (nodes, by_form), (nodes_by_states, by_states) = rates
            if nodes != nodes_by_states:
                raise SystemExit(f"{game.slug} deal {deal}: the form searched {nodes:,} positions, the "
                                 f"states {nodes_by_states:,}: the two beams should be the same search")
            print(f"{game.slug:<16}{deal:>6}{args.width:>7}{nodes:>11,}{by_form:>12,.0f}{by_states:>14,.0f}"
                  f"{by_states and by_form / by_states:>7.2f}")


if __name__ == "__main__":
    main(sys.argv[1:])
