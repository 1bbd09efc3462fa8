"""The solver's knowledge of each game, registered by the game's slug.

A module here named like the game's rules module (``patience.games.<module>``) and
defining ``KNOWLEDGE`` (a :class:`~patience.solver.knowledge.Knowledge`) is what the
solver knows of that game; a game without such a module is searched by the defaults.
"""

from __future__ import annotations

from importlib import import_module
from importlib.util import find_spec

from ..knowledge import Knowledge

_KNOWN: dict[str, Knowledge] = {}


def knowledge_for(slug: str) -> Knowledge:
    """The solver's record for the game of that slug (the defaults where it has none)."""
    known = _KNOWN.get(slug)
    if known is None:
        module = f"{__name__}.{slug.replace('-', '_')}"
        known = import_module(module).KNOWLEDGE if find_spec(module) is not None else Knowledge()
        _KNOWN[slug] = known
    return known
