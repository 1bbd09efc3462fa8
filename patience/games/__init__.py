"""The registry: every game the engine implements, in the book's order.

Each game lives in its own module (named by its slug) and exposes ``GAME``, a
:class:`~patience.rules.Game`, and, where the text names another way of playing it that the board
can play, ``VARIANTS``: games of their own slugs (``Game.variant_of`` names the book's game).
Adding a game means adding its module here.
"""

from __future__ import annotations

from importlib import import_module

from ..rules import Game
from . import changed

# Module names of the implemented games; the registry sorts them by the book's numbering.
_MODULES = (
    "la_belle_lucie",
    "napoleon_at_st_helena",
    "napoleons_square",
    "fifteen",
    "salic_law",
    "four_corners",
    "mill",
    "shah",
    "blockade",
    "clock",
    "fortress",
    "fourteenth",
    "sultan",
    "empress_of_india",
    "besieged_city",
    "flower_garden",
    "la_nivernaise",
    "sly",
    "great_thirteen",
    "red_and_black",
    "mount_olympus",
    "fish_bone",
    "anna",
    "kings",
    "babette",
    "constitution",
    "zodiac",
    "light_and_shade",
    "terrace",
    "olga",
    "nestor",
    "labyrinth",
    "caesar",
    "carpet",
    "hemispheres",
    "wheel",
    "queens",
    "canfield_or_klondike",
    "general_sedgewick",
    "herring_bone",
    "spensers_fairie_queen",
    "square",
    "margarethe",
    "two_rings",
    "nation",
    "congress",
    "louis_patience",
)

REGISTRY: dict[str, Game] = {}
VARIANTS: dict[str, Game] = {}  # the named variants, by their own slugs
for _name in _MODULES:
    _module = import_module(f"{__name__}.{_name}")
    _game: Game = _module.GAME
    REGISTRY[_game.slug] = _game
    for _variant in getattr(_module, "VARIANTS", ()):
        if _variant.variant_of != _game.slug or _variant.slug in REGISTRY or _variant.slug in VARIANTS:
            raise ValueError(f"{_variant.slug}: a variant needs a slug of its own and variant_of={_game.slug!r}")
        VARIANTS[_variant.slug] = _variant
REGISTRY = dict(sorted(REGISTRY.items(), key=lambda item: item[1].number))


_CHANGED: dict[str, Game] = {}


def game(slug: str) -> Game:
    """The description of one game, by its slug (as in the book's contents), or a book game with
    words changed (``fortress~build=down-in-suit``: :mod:`patience.games.changed`)."""
    if changed.SEPARATOR in slug:
        if slug not in _CHANGED:
            _CHANGED[slug] = changed.from_slug(slug, game(changed.book_slug(slug)))
        return _CHANGED[slug]
    found = REGISTRY.get(slug) or VARIANTS.get(slug)
    if found is None:
        known = ", ".join([*REGISTRY, *VARIANTS])
        raise ValueError(f"no game {slug!r} in the engine; implemented: {known}")
    return found
