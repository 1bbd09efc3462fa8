"""Engine speed per game, to follow from version to version (the solver stands on it).

For each registered game, over a fixed set of deals (0-19), it prints:
- legal-move generation: calls of ``legal_moves()`` per second along random playouts;
- search rate: moves per second for "generate, then apply and undo every legal move" at each
  position of those playouts (the solver's inner loop; the target is 50,000/s on Fortress);
- apply rate: checked ``apply`` (with the rule check) per second;
- random playouts per second (until no move is left, or 400 moves).

Run: ``python benchmarks/engine_speed.py [slug ...]``. Figures depend on the machine: compare
runs on the same machine, and quote medians of several runs.
"""

from __future__ import annotations

import random
import sys
import time

import patience

DEALS = range(20)
PLAYOUT_LIMIT = 400


def playout_positions(slug: str) -> list[patience.State]:
    """Positions met along one seeded random playout per deal."""
    positions = []
    for deal in DEALS:
        rng = random.Random(deal)
        state = patience.new_game(slug, deal)
        for _ in range(PLAYOUT_LIMIT):
            moves = state.legal_moves()
            if not moves:
                break
            if len(positions) < 4000:
                positions.append(state.clone())
            state.apply(rng.choice(moves), check=False)
    return positions


def measure(slug: str) -> dict[str, float]:
    positions = playout_positions(slug)
    start = time.perf_counter()
    for state in positions:
        state.legal_moves()
    generate = len(positions) / (time.perf_counter() - start)

    searched = 0
    start = time.perf_counter()
    for state in positions:
        for move in state.legal_moves():
            state.apply(move, check=False)
            state.undo()
            searched += 1
    search = searched / (time.perf_counter() - start)

    applied = 0
    start = time.perf_counter()
    for state in positions[:1500]:
        move = state.legal_moves()[0]
        state.apply(move)
        state.undo()
        applied += 1
    apply_rate = applied / (time.perf_counter() - start)

    start = time.perf_counter()
    playouts = 0
    for deal in DEALS:
        rng = random.Random(1000 + deal)
        state = patience.new_game(slug, deal)
        for _ in range(PLAYOUT_LIMIT):
            moves = state.legal_moves()
            if not moves:
                break
            state.apply(rng.choice(moves), check=False)
        playouts += 1
    playout_rate = playouts / (time.perf_counter() - start)
    return {"positions": len(positions), "generate": generate, "search": search,
            "apply": apply_rate, "playouts": playout_rate}


def main(argv: list[str]) -> None:
    slugs = argv or [g.slug for g in patience.games()]
    print(f"{'game':<22}{'positions':>10}{'legal_moves/s':>15}{'gen+apply+undo moves/s':>24}"
          f"{'checked apply/s':>17}{'playouts/s':>12}")
    for slug in slugs:
        r = measure(slug)
        print(f"{slug:<22}{r['positions']:>10.0f}{r['generate']:>15,.0f}{r['search']:>24,.0f}"
              f"{r['apply']:>17,.0f}{r['playouts']:>12.1f}")


if __name__ == "__main__":
    main(sys.argv[1:])
