"""What the solver knows of the Four Corners: its record, with the beams' compact form.

The counts, orderings and proofs are in ``four_corners_counts``; the compact form of its
positions in ``four_corners_form``, which reads those counts; this module joins the two.
"""

from __future__ import annotations

from .four_corners_counts import FourCornersKnowledge as _Counted
from .four_corners_form import FourCornersForm


class FourCornersKnowledge(_Counted):
    beam_form = FourCornersForm()


KNOWLEDGE = FourCornersKnowledge()
