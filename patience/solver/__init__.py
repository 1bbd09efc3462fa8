"""The solver: can this deal be won? It searches through the state API and a game's
:class:`~patience.solver.knowledge.Knowledge` (``patience.solver.games``), never the reverse:
the engine and the games' rules import nothing from here.
"""

from __future__ import annotations

from .search import DEFAULT_NODES, LOST, SOLVER_VERSION, UNKNOWN, WON, Hint, SolveResult, hint, solve_by_beam, solve_part, tiny
from .side_by_side import solve

__all__ = ["DEFAULT_NODES", "LOST", "SOLVER_VERSION", "UNKNOWN", "WON", "Hint", "SolveResult", "hint",
           "solve", "solve_by_beam", "solve_part", "tiny"]
