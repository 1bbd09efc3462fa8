"""What the solver knows of the Sultan: which of its places are alike.

The Divan's eight places are interchangeable, and so are the two foundations of each suit but
hearts. No move is declared safe: a card played up frees a place of the Divan that is refilled
at once from the talon or the pack, which changes what the talon holds when it is taken up and
shuffled, and so every later card.
"""

from __future__ import annotations

from ...games.sultan import DIVAN_NAMES
from ..knowledge import Knowledge


class SultanKnowledge(Knowledge):
    interchangeable = (DIVAN_NAMES, ("F1", "F3"), ("F4", "F5"), ("F6", "F8"))
    # Side by side both processes probe and no complete search runs: on deals 0-99 the complete
    # search decided only deals that the probes win within a few thousand positions.
    probes_on_both_cores = True
    # The probes that win its deals, the greedy dive first (the order of search only, never an
    # answer); checked on held-out deals 200-399 (the solver page gives the figures).
    probe_schedule = ("first-greedy", "mobile", "wide beam", "beam", "best-first")


KNOWLEDGE = SultanKnowledge()
