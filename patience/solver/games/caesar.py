"""What the solver knows of Cæsar: the fewest exchanges that make the eight fifteens.

The nine cards are of nine different ranks, so an arrangement is a permutation, and the square is
made when the ranks stand as one of the eight magic squares (the Lo Shu turned and reflected;
the tests find no others by enumeration). ``fewest_exchanges`` gives a shortest line by the
count of cycles (proof there); ``breadth_first`` is the plain search it is checked against.
"""

from __future__ import annotations

from collections import deque
from itertools import permutations
from typing import TYPE_CHECKING

from ...games.caesar import LINES, NAMES, RANKS, SIZE, fifteens
from ...moves import Move
from ..knowledge import Knowledge, Safe

if TYPE_CHECKING:
    from ...state import State

PLACES = SIZE * SIZE
LO_SHU = (2, 7, 6, 9, 5, 1, 4, 3, 8)  # row by row


def _turns_and_reflections(square: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """The square turned a quarter at a time, and each of those reflected: eight, sorted."""
    out = set()
    for _ in range(4):
        square = tuple(square[(SIZE - 1 - c) * SIZE + r] for r in range(SIZE) for c in range(SIZE))
        out.add(square)
        out.add(tuple(square[r * SIZE + SIZE - 1 - c] for r in range(SIZE) for c in range(SIZE)))
    return tuple(sorted(out))


# Every arrangement of the ranks ace to nine that makes all eight fifteens (the tests find the same
# eight by trying all 9! arrangements).
MAGIC: tuple[tuple[int, ...], ...] = _turns_and_reflections(LO_SHU)


def magic_by_enumeration() -> tuple[tuple[int, ...], ...]:
    """The arrangements making the eight fifteens, found by trying every one (about a second)."""
    return tuple(p for p in permutations(RANKS) if fifteens(p) == len(LINES))


def arrangement(state: "State") -> tuple[int, ...]:
    """The ranks of the nine places, row by row."""
    return tuple(state.piles[k][-1] >> 2 for k in range(PLACES))


def _line_to(ranks: tuple[int, ...], target: tuple[int, ...]) -> list[tuple[int, int]]:
    """Exchanges (place pairs, the lower first) turning ``ranks`` into ``target``, one per card
    put home: each exchange sends the card at the first misplaced place to the place it belongs."""
    current = list(ranks)
    home = {rank: k for k, rank in enumerate(target)}
    line = []
    for k in range(PLACES):
        while current[k] != target[k]:
            j = home[current[k]]
            current[k], current[j] = current[j], current[k]
            line.append((min(k, j), max(k, j)))
    return line


def fewest_exchanges(ranks: tuple[int, ...]) -> list[tuple[int, int]]:
    """A shortest line of exchanges (place pairs) making the eight fifteens from ``ranks``.

    Proof of shortness: for a target square, let P send each place to the place its card belongs
    in the target; the cards are distinct, so P is a permutation, and it is the identity (nine
    cycles) exactly when the target is reached. An exchange of two places composes P with a
    transposition, which either splits one cycle in two (the places lie in one cycle) or joins two
    in one: the count of cycles moves by exactly one. So reaching that target from c cycles needs
    at least 9 - c exchanges, and ``_line_to`` uses exactly 9 - c (each exchange puts one card home,
    splitting it off its cycle as a cycle of one, and the last exchange of a cycle puts two home).
    The fewest over all targets is the fewest over the eight squares, the least of those counts."""
    return min((_line_to(ranks, target) for target in MAGIC), key=len)


def breadth_first(ranks: tuple[int, ...], limit: int) -> int | None:
    """The fewest exchanges making the eight fifteens, by breadth-first search over every exchange
    (None: more than ``limit``): slow, the check on ``fewest_exchanges``."""
    goal = set(MAGIC)
    seen = {ranks}
    frontier = deque([(ranks, 0)])
    pairs = [(a, b) for a in range(PLACES) for b in range(a + 1, PLACES)]
    while frontier:
        current, depth = frontier.popleft()
        if current in goal:
            return depth
        if depth == limit:
            continue
        for a, b in pairs:
            nxt = list(current)
            nxt[a], nxt[b] = nxt[b], nxt[a]
            key = tuple(nxt)
            if key not in seen:
                seen.add(key)
                frontier.append((key, depth + 1))
    return None


def fewest_line(state: "State") -> list[Move]:
    """A shortest line of ``exchange`` moves winning the deal from ``state``."""
    return [Move("exchange", (NAMES[a], NAMES[b])) for a, b in fewest_exchanges(arrangement(state))]


class CaesarKnowledge(Knowledge):
    safe = Safe.HOOK

    def safe_move(self, state: "State", moves: list[Move]) -> Move | None:
        """The first exchange of a shortest line. Safe: with the nine places full, every arrangement
        can still be brought to the eight fifteens (exchanges make every permutation of the nine
        places), so no exchange loses a game that could be won."""
        if not moves or state.is_won() or not all(state.piles[k] for k in range(PLACES)):
            return None  # a small test deck leaves places empty: nothing is claimed there
        line = fewest_line(state)
        return line[0] if line and line[0] in moves else None


KNOWLEDGE = CaesarKnowledge()
