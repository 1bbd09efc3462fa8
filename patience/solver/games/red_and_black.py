"""What the solver knows of Red and Black: which of its places are alike.

The eight Volunteers are interchangeable, and so are the two foundations of each suit. The proof:
no rule names a Volunteer or a foundation by its place. Each Volunteer takes the same cards
(Rule II, the same build on every one), gives up only its uppermost card, and is refilled at once
from the pack, whichever place it is; when several are empty together (at the re-deal), each is
given one card of the pack, and which empty place takes which card changes the position only by
the order of its places. Each foundation is its suit's ace ascending to king, the two of a suit
alike. Two positions that differ only by the order of the Volunteers, or of the two foundations of
a suit, are therefore won by the same moves with the places renamed, and the shuffle of the
re-deal takes up the talon alone, which the renaming does not touch.

No move is declared safe: as in the Sultan, a card played up changes what the talon holds when it
is taken up and shuffled, and so every card of the re-deal; and a Volunteer emptied is refilled
at once from the pack, which changes which cards the deal turns onto the talon.
"""

from __future__ import annotations

from ...games.red_and_black import VOLUNTEER_NAMES
from ..knowledge import Knowledge


class RedAndBlackKnowledge(Knowledge):
    interchangeable = (VOLUNTEER_NAMES, ("F1", "F2"), ("F3", "F4"), ("F5", "F6"), ("F7", "F8"))


KNOWLEDGE = RedAndBlackKnowledge()
