"""The Besieged City's evaluation for the solver's move ordering, kept apart from the game's rules
(``besieged_city.py`` is already long). It decides nothing: which position the searches look at
first (``Hooks.evaluate``), never whether a deal is won or lost.

The shared evaluation counts the cards up and how deep the cards wanted next lie. Here the
foundations take each suit in a long fixed order (ace, king, deuce, queen ... and back, note
besieged-city-1), every card that is not played as it is dealt waits on the talon until a place of
the Reserve is freed, and a packet of the Ramparts is dug only from its top (Rule II). So a position
is better with more cards up, fewer cards waiting on the talon, packets whose soonest-wanted card is
near their top, and the cards wanted next within reach.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...state import State, Table

UP = 1000  # a card on a foundation
BURIED = 50  # a card lying above the card of its packet that is wanted soonest
OTHER_BURIED = 40  # the same, in the other evaluation (the probes try both: each wins deals the other misses)
WAITING = 20  # a card on the talon
FAR = 10  # per level of depth of the card a foundation wants next (FAR_DEPTH when out of reach)
FAR_DEPTH = 30
NEVER = 99  # steps until a rank is wanted again, when it never is


class EvaluationLayout:
    """What the evaluation reads, derived once per table (``Table.derived``): per foundation, its suit
    and, for each height, how many steps later it wants each rank; the Ramparts, the Reserve, the
    talon."""

    def __init__(self, table: "Table") -> None:
        from .besieged_city import RAMPART_NAMES, RESERVE_NAMES

        self.foundations = tuple(table.foundations)
        self.suit = {f: table.foundation_of[f].suit for f in self.foundations}  # type: ignore[union-attr]
        self.steps: dict[int, list[tuple[int, ...]]] = {}
        for f in self.foundations:
            sequence = table.positional[f]
            by_height = []
            for h in range(len(sequence)):
                steps = [NEVER] * 14
                for i in range(len(sequence) - 1, h - 1, -1):
                    rank = sequence[i]
                    if rank is not None:
                        steps[rank] = i - h
                by_height.append(tuple(steps))
            self.steps[f] = by_height
        self.ramparts = tuple(table.index[n] for n in RAMPART_NAMES)
        self.reserve = tuple(table.index[n] for n in RESERVE_NAMES)
        self.talon = table.talon


def evaluate(state: "State", buried_weight: int = BURIED) -> int:
    """How promising the position looks (higher is better): ``UP`` a card on the foundations, less
    ``buried_weight`` for each card of a Ramparts packet above the card of that packet its foundation wants
    soonest, ``WAITING`` for each card on the talon, and ``FAR`` per level of depth at which the card
    each foundation wants next lies in the Ramparts (a Reserve card counts one level; one out of reach
    in the talon or the pack, ``FAR_DEPTH``)."""
    layout = state.table.derived(EvaluationLayout)
    piles = state.piles
    steps: dict[int, tuple[int, ...]] = {}
    up = 0
    for f in layout.foundations:
        h = len(piles[f])
        up += h
        steps[layout.suit[f]] = layout.steps[f][h]  # type: ignore[index]
    # One pass over the Ramparts: each packet's cards by how many steps until they are wanted, for
    # the buried cards and, from the top down, for the depth of each suit's card wanted next.
    buried = 0
    depth = dict.fromkeys(steps, FAR_DEPTH)
    for q in layout.ramparts:
        pile = piles[q]
        if not pile:
            continue
        order = [steps[c & 3][c >> 2] for c in reversed(pile)]  # from the top down
        buried += order.index(min(order))
        for k in range(min(len(order), FAR_DEPTH)):
            if not order[k]:
                suit = pile[-1 - k] & 3
                if k < depth[suit]:
                    depth[suit] = k
    far = 0
    for suit, wants in steps.items():
        d = depth[suit]
        if d > 1:
            for p in layout.reserve:
                pile = piles[p]
                if pile and pile[-1] & 3 == suit and wants[pile[-1] >> 2] == 0:
                    d = 1
                    break
        far += d
    return UP * up - buried_weight * buried - WAITING * len(piles[layout.talon]) - FAR * far
