"""The registry: every game the engine implements, in the book's order.

Each game lives in its own module (named by its slug) and exposes ``GAME``, a
:class:`~patience.rules.Game`. Adding a game means adding its module here.
"""

from __future__ import annotations

from importlib import import_module

from ..rules import Game

# Module names of the implemented games; the registry sorts them by the book's numbering.
_MODULES = (
    "fifteen",
    "salic_law",
    "four_corners",
    "fortress",
    "fourteenth",
    "sultan",
    "empress_of_india",
    "besieged_city",
    "flower_garden",
    "la_nivernaise",
    "sly",
    "great_thirteen",
)

REGISTRY: dict[str, Game] = {}
for _name in _MODULES:
    _game: Game = import_module(f"{__name__}.{_name}").GAME
    REGISTRY[_game.slug] = _game
REGISTRY = dict(sorted(REGISTRY.items(), key=lambda item: item[1].number))


def game(slug: str) -> Game:
    """The description of one game, by its slug (as in the book's contents)."""
    try:
        return REGISTRY[slug]
    except KeyError:
        known = ", ".join(REGISTRY)
        raise ValueError(f"no game {slug!r} in the engine; implemented: {known}") from None
