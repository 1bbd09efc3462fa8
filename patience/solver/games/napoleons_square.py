"""What the solver knows of Napoleon's Square: its packets are alike, so are the two foundations of each
suit, and a card goes up alone once both cards that could be married to it are up, the square no
longer as dealt.

The twelve packets are interchangeable: the same rules for each, wherever it lies on the square
(built on in descending line, a vacancy filled from the talon or the pack, a king slipped under by
the same test whichever packet holds it). So are the two foundations of a suit. The safe move is
Napoleon at St. Helena's (``safe_up``, its proof in ``NapoleonKnowledge.safe_move``), with one
condition more: no king may be slipped underneath (``SquareKnowledge.safe_move``). A position is
lost where the kings of a suit hold its cards as the book's note describes (``kings_hold_their_suit``,
the proof in ``SquareKnowledge.hopeless``).
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ...cards import KING
from ...games.napoleons_square import SLIP, SQUARE_NAMES, blocking_kings
from ..knowledge import Knowledge, Safe
from .napoleon_at_st_helena import SUIT_PAIRS, safe_up

if TYPE_CHECKING:
    from ...moves import Move
    from ...state import State


def kings_hold_their_suit(state: State) -> bool:
    """Whether, for some suit, both its kings in the square lie each above a smaller card of the suit,
    or both copies of one card of the suit lie under kings of the suit in the square."""
    piles = state.piles
    for suit, kings in blocking_kings(piles, state.group("square")).items():
        if len(kings) >= 2:
            return True
        held = Counter(card for i, k in kings for card in piles[i][:k] if card & 3 == suit and card >> 2 != KING)
        if any(count >= 2 for count in held.values()):
            return True
    return False


class SquareKnowledge(Knowledge):
    safe = Safe.HOOK
    interchangeable = (SQUARE_NAMES, *SUIT_PAIRS)

    def safe_move(self, state: State, moves: list[Move]) -> Move | None:
        """Napoleon at St. Helena's safe move up (``safe_up``), only when no king may be slipped.

        Proof: that proof holds here move for move (a vacancy of the square is filled from the talon
        or the pack, the same in both positions), but for the slip, which the move up would forbid
        (the play has begun). Where no slip is legal and the square lies as dealt, no line of play
        has a slip before its first other move, which begins the play: no slip is lost. The second
        way (``napoleons-square-second-way``) has no slip at all."""
        if any(move.kind == SLIP for move in moves):
            return None
        return safe_up(state, moves)

    def hopeless(self, state: State) -> bool:
        """True, once the play has begun, where ``kings_hold_their_suit``.

        Proof. A king leaves the square only for its foundation: nothing is married to it, it is
        married to nothing, and a vacancy takes a card of the talon or the pack only (Rule II). It goes
        up on a foundation of its suit holding a card of every rank below it, one of each; the cards
        under it leave only after it. If both copies of a card of the suit lie under kings of the
        suit, no foundation of the suit gets past that card, and no king of the suit in the square
        ever goes up: the game is lost. If both kings of the suit in the square lie each above a
        smaller card of the suit, the first of them to go up completes one foundation, which then
        takes nothing more; the other king can go up only on the other foundation, which cannot pass
        the card under that king: the game is lost (the book: "success would be impossible"). Before
        the play begins a king may still be slipped underneath, so the test waits until then (once
        begun, no slip is to come). It is made where the play begins (the parent had not begun) and
        at a search's first position, not after: answering False is always sound, and loses nothing
        here, since along a line of play the cards under the square's kings only lessen (a king
        goes up, or one filling a vacancy lies alone), so a position the test finds lost has its
        test true where the play began."""
        if not state.counters.get("begun"):
            return False
        history = state.history
        if history and history[-1][2].get("begun"):
            return False
        return kings_hold_their_suit(state)


KNOWLEDGE = SquareKnowledge()
