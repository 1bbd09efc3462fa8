"""What the solver knows of Napoleon's Square played the second way (twelve single cards): the same as
of the book's game (``napoleons_square``), whose proofs hold with no king to slip."""

from __future__ import annotations

from .napoleons_square import KNOWLEDGE

__all__ = ["KNOWLEDGE"]
