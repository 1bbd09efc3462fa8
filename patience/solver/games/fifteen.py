"""What the solver knows of the Fifteen: its fifteen columns are alike.

The columns are interchangeable: every column follows the same rules (Rule I's available card,
marriages, a lane when empty), and the withdrawal of an ace and a king names a column only by
the card it takes from it.
"""

from __future__ import annotations

from ...games.fifteen import COLUMN_NAMES
from ..knowledge import Knowledge


class FifteenKnowledge(Knowledge):
    interchangeable = (COLUMN_NAMES,)


KNOWLEDGE = FifteenKnowledge()
