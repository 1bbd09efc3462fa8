"""What the solver knows of Napoleon at St. Helena: its columns are alike, so are the two foundations of
each suit, and a card goes up alone once both cards that could be married to it are up.

The ten columns are interchangeable: the same rules for each (built on in descending line, and an
empty one is a lane, whichever column it is). So are the two foundations of a suit: each takes its
suit from ace to king, and no rule tells them apart. The safe move (``safe_up``) is shared with
Napoleon's Square, whose packets follow the same rules; its proof is in
``NapoleonKnowledge.safe_move``. Everything is read through the table's pile indices
(``Table.derived``), so the small test decks of ``patience.solver.search.tiny`` work too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...games.napoleon_at_st_helena import COLUMN_NAMES
from ...moves import MOVE, Move
from ..knowledge import Knowledge, Safe

if TYPE_CHECKING:
    from ...state import State, Table

SUIT_PAIRS = (("F1", "F5"), ("F2", "F6"), ("F3", "F7"), ("F4", "F8"))  # the two foundations of each suit


class TwinFoundations:
    """For each foundation, the other foundation of its suit, and the card moves up (read once per table)."""

    def __init__(self, table: Table) -> None:
        by_suit: dict[int, list[int]] = {}
        for f in table.foundations:
            spec = table.foundation_of[f]
            assert spec is not None and spec.suit is not None
            by_suit.setdefault(spec.suit, []).append(f)
        self.twin = {f: other for pair in by_suit.values() if len(pair) == 2
                     for f, other in (pair, pair[::-1])}
        self.pair_of = table.pair_of


def safe_up(state: State, moves: list[Move]) -> Move | None:
    """A legal move of a card X to its foundation F where the other foundation of X's suit holds at
    least as many cards as F: then both cards of X's suit that come before X are up (the proof is in
    ``NapoleonKnowledge.safe_move``)."""
    layout = state.table.derived(TwinFoundations)
    twin, pair_of, piles = layout.twin, layout.pair_of, state.piles
    for move in moves:
        if move.kind != MOVE:
            continue
        pair = pair_of.get(move.args)  # type: ignore[call-overload]
        if pair is None:
            continue
        d = pair[1]
        other = twin.get(d)
        if other is not None and len(piles[other]) >= len(piles[d]):
            return move
    return None


class NapoleonKnowledge(Knowledge):
    safe = Safe.HOOK
    interchangeable = (COLUMN_NAMES, *SUIT_PAIRS)

    def safe_move(self, state: State, moves: list[Move]) -> Move | None:
        """A card X goes up alone to foundation F when the other foundation G of its suit holds at
        least as many cards as F (an ace always: nothing comes before it).

        Proof. Each foundation of a suit holds at most one card of each rank, so F and G holding at
        least the cards before X means both copies of the card before X (in the sequence, its next
        lower card of the suit) are up: no card left off the foundations can ever be married to X
        (a card goes on X only if it is the next lower of its suit). Let A be the position after X
        goes up from position O, and follow any winning line from O in A, keeping "A's piles are O's
        piles with that card X taken out, and A's foundations of X's suit hold O's cards and X". A
        move of X in O (to a lane, onto a column, or up) is skipped. Any other move of O is legal in
        A: its card is uppermost in O, so in A too (taking X out of a pile, the talon among them,
        only uncovers cards sooner); its destination is a lane in A if in O, or a card in A other
        than X (nothing is married to X), or a foundation. For a foundation: of X's two copies, X is off
        O's foundations, so O's foundations of the suit are one at the rank before X's (the lower)
        and one at that rank or above (the higher), and A's are X's rank and the higher one. O playing
        onto its higher foundation: A plays onto its own; O playing the other copy of X onto the
        lower: the higher was then at the lower's rank too (it holds no copy of X), and A plays onto
        it; O playing X up: A skips it, and the two positions are the same up to which of the two
        foundations is which (interchangeable). A deal turns the same card in both. So whatever O
        wins, A wins. The same holds for the lane filled from the talon only (the variant), and for
        Napoleon's Square (vacancies filled from the talon or the pack)."""
        return safe_up(state, moves)


KNOWLEDGE = NapoleonKnowledge()
