"""The solver's knowledge of each game, registered by the game's slug.

A module here named like the game's rules module (``patience.games.<module>``) and
defining ``KNOWLEDGE`` (a :class:`~patience.solver.knowledge.Knowledge`) is what the
solver knows of that game; a game without such a module is searched by the defaults.
"""

from __future__ import annotations

from dataclasses import replace
from importlib import import_module
from importlib.util import find_spec

from ...rules import Game
from ..knowledge import Knowledge

_KNOWN: dict[str, Knowledge] = {}
_VARIANTS: dict[int, tuple[Game, Knowledge]] = {}


def knowledge_for(game: Game) -> Knowledge:
    """What the solver knows of ``game``: its variant's record (``searched_with``), else the record
    registered for its slug, else the defaults."""
    variant = _VARIANTS.get(id(game))
    if variant is not None and variant[0] is game:
        return variant[1]
    known = _KNOWN.get(game.slug)
    if known is None:
        module = f"{__name__}.{game.slug.replace('-', '_')}"
        known = import_module(module).KNOWLEDGE if find_spec(module) is not None else Knowledge()
        _KNOWN[game.slug] = known
    return known


def searched_with(game: Game, knowledge: Knowledge) -> Game:
    """A copy of ``game`` (the same rules, slug and deals) that the solver searches with
    ``knowledge`` instead of the game's own: for measuring what one word of the knowledge does."""
    variant = replace(game)
    _VARIANTS[id(variant)] = (variant, knowledge)
    return variant


def searched_like(source: Game, game: Game) -> Game:
    """``game`` (made from ``source``: a smaller deck, say) searched with what ``source`` is searched
    with, where ``source`` is a variant (``searched_with``); else ``game`` itself."""
    variant = _VARIANTS.get(id(source))
    if variant is not None and variant[0] is source:
        return searched_with(game, variant[1])
    return game
