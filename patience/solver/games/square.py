"""What the solver knows of the Square: its sixteen places are alike.

The proof: no rule names a place of the Square by where it lies once the Square is dealt. Each place
takes the same cards (``Build.MARRIAGE`` on every one), gives up only its top card, and as a space is
refilled from the pack or the talon alike (``fill_from``); the rule that a space is refilled before any
other move (``Group.fill_at_once``) asks only whether some place is empty, and the aces placed as they
appear (``placed_as_they_appear``) go up from whichever place holds them, leaving that place empty.
Only the deal of the Square (its opening step) goes through the places in order, and it is over before
the first move. Two positions that differ only by the order of
the Square's places are therefore won by the same moves with the places renamed.

No move is declared safe: a card played up leaves a space that must be refilled at once from the pack
or the talon, which changes which cards the deal turns up next and where they can go.
"""

from __future__ import annotations

from ...games.square import SQUARE_NAMES
from ..knowledge import Knowledge


class SquareKnowledge(Knowledge):
    interchangeable = (SQUARE_NAMES,)


KNOWLEDGE = SquareKnowledge()
