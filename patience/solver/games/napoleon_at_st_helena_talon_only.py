"""What the solver knows of Napoleon at St. Helena with the lane filled from the talon only: the same as
of the book's game (``napoleon_at_st_helena``), whose proofs read no card that fills a lane."""

from __future__ import annotations

from .napoleon_at_st_helena import KNOWLEDGE

__all__ = ["KNOWLEDGE"]
