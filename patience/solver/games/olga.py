"""What the solver knows of the Olga: its sixteen foundation places are alike.

The proof: no rule names a foundation by its place. Each of the sixteen takes any ace first and
then follows that ace's suit through sevens to kings (``Foundation(follows_suit=True)``, the same
sequence for all, not ``in_order``); no card ever leaves a foundation, and no counter belongs to
one (the face-down counters are the flower-bed's). Two positions that differ only by the order
of the foundation places are therefore won by the same moves with the places renamed. Without
this, every ace played opens sixteen searches of the same positions. No move is claimed safe.
"""

from __future__ import annotations

from ...games.olga import PLACES
from ..knowledge import Knowledge


class OlgaKnowledge(Knowledge):
    interchangeable = (tuple(p.name for p in PLACES),)


KNOWLEDGE = OlgaKnowledge()
