"""What the solver knows of Fortress: its rows are alike, so are its foundations, and every move up is safe.

The rows are interchangeable: the same rules, and which group a row belongs to only says
where it is drawn; so are the four foundations, each taking any ace first. Every move to a foundation is safe. Proof: let A be the position after
playing card C to its foundation from position O, and follow any line of play from O with
moves from A, keeping "A's rows are O's rows less cards that A already has on the
foundations". A move of a card that A has on a foundation is skipped; a move to a
foundation or into a lane is also legal in A (A's foundations are as high; a lane of O is a
lane of A); a marriage of X onto Y where A has played Y up is replaced by X to its
foundation: X is of Y's suit, and not Y's next lower (that one would be on A's foundation
too, as foundations go up in order, and one pack has no second copy), so X is the next card
for that foundation. So whatever O can win, A can win.
"""

from __future__ import annotations

from ...games.fortress import LEFT, RIGHT
from ..knowledge import Knowledge, Safe


class FortressKnowledge(Knowledge):
    safe = Safe.TO_FOUNDATION
    interchangeable = (tuple(p.name for p in LEFT + RIGHT), ("F1", "F2", "F3", "F4"))


KNOWLEDGE = FortressKnowledge()
