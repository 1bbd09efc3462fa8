"""A book game with one of its words changed: a new game, named by its changes.

The chapter "How a patience is made" lets a reader change a word of a game (how its piles build,
how many re-deals it allows) and play the result. The changed game's slug carries its changes
(``fortress~build=down-in-suit``), so a board, a saved game or a link makes it again from its name
alone, dealing the book game's cards; and since no knowledge is registered under that name, the solver searches it by its
defaults (what it knows of the book's game may not hold once a rule changes).
"""

from __future__ import annotations

from dataclasses import replace

from ..rules import Build, Game, Redeal, Role

SEPARATOR = "~"
# The build words a reader may give a game: the vocabulary's, less those that are a game's own
# (a hook) or mean "no building" or "any card" (which changes what a pile is, not how it builds).
BUILDS = tuple(b.value for b in Build if b not in (Build.NONE, Build.ANY, Build.HOOK))
WORDS = ("build", "redeals")


def change(game: Game, build: str | Build | None = None, redeals: int | None = None) -> Game:
    """``game`` with its piles building by ``build`` (every pile that builds) and/or allowing
    ``redeals`` re-deals. Raises ``ValueError`` naming the rule when the game has no such word.

    >>> from patience import game
    >>> change(game("fortress"), build="down-in-suit").slug
    'fortress~build=down-in-suit'
    """
    changes: list[tuple[str, str]] = []
    if build is not None:
        word = build.value if isinstance(build, Build) else str(build)
        if word not in BUILDS:
            raise ValueError(f"a build word is one of {', '.join(BUILDS)}; not {word!r}")
        building = [g for g in game.groups if g.role is not Role.FOUNDATION and g.build is not Build.NONE]
        if not building or any(g.build in (Build.ANY, Build.HOOK) for g in building):
            raise ValueError(f"{game.title}: no pile builds by a word of the vocabulary, so there is no "
                             "build word to change")
        new = Build(word)
        game = replace(game, groups=tuple(replace(g, build=new) if g in building else g for g in game.groups))
        changes.append(("build", word))
    if redeals is not None:
        if isinstance(redeals, bool) or not isinstance(redeals, int) or redeals < 0:
            raise ValueError(f"re-deals are counted by a whole number from 0 up; not {redeals!r}")
        if game.redeal in (Redeal.NONE, Redeal.HOOK) or game.redeals_as_required:
            raise ValueError(f"{game.title}: the book gives it no counted re-deal, so there is no count "
                             "to change")
        game = replace(game, redeals=redeals)
        changes.append(("redeals", str(redeals)))
    if not changes:
        raise ValueError(f"name a word to change: {' or '.join(WORDS)}")
    base = book_slug(game.slug)
    earlier = dict(_parse(game.slug)[1]) if SEPARATOR in game.slug else {}
    earlier.update(changes)
    slug = SEPARATOR.join([base, *(f"{k}={v}" for k, v in earlier.items())])
    title = f"{game.title.split(' (')[0]} ({describe(slug)})"
    # dealt as the book's game: deal 7 of each is the same shuffle, so that they compare deal by deal
    return replace(game, slug=slug, title=title, variant_of=game.variant_of or base)


def book_slug(slug: str) -> str:
    """The slug of the game a changed slug was made from ("fortress" for "fortress~build=down"); a
    slug with no change is its own."""
    return slug.split(SEPARATOR)[0]


def describe(slug: str) -> str:
    """The changes a slug carries, as a title shows them: "build down-in-suit, redeals 3"."""
    return ", ".join(f"{k} {v}" for k, v in _parse(slug)[1])


def _parse(slug: str) -> tuple[str, list[tuple[str, str]]]:
    base, *parts = slug.split(SEPARATOR)
    pairs = []
    for part in parts:
        key, eq, value = part.partition("=")
        if not eq or key not in WORDS:
            raise ValueError(f"{slug!r}: a change is written word=value, the words being {', '.join(WORDS)}")
        pairs.append((key, value))
    return base, pairs


def from_slug(slug: str, book_game: Game) -> Game:
    """The changed game a slug names, made from ``book_game`` (the game before the first ``~``)."""
    game = book_game
    for key, value in _parse(slug)[1]:
        if key == "build":
            game = change(game, build=value)
        else:
            if not value.isdigit():
                raise ValueError(f"{slug!r}: re-deals are counted by a whole number from 0 up")
            game = change(game, redeals=int(value))
    return game
