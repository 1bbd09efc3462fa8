"""The engine of the digital edition of Lady Cadogan's *Illustrated Games of Solitaire or Patience* (1914).

>>> import patience
>>> s = patience.new_game("fortress", deal=7)
>>> s.apply("R4>F3")
>>> s.pile("F3")
(Card('AC'),)
>>> s.undo()
Move(kind='move', args=('R4', 'F3'))
"""

from __future__ import annotations

from typing import Any

from .cards import Card, parse_card
from .book.catalogue import BOOK, BookEntry
from .games import REGISTRY, VARIANTS, game
from .moves import IllegalMove, Move, parse_move
from .rules import Game
from .solver import Hint, SolveResult, hint, solve
from .state import State
from .view import svg as _svg  # noqa: F401  (registers the notebook drawing of a state)

__all__ = [
    "BOOK", "BookEntry", "Card", "Game", "Hint", "IllegalMove", "Move", "SolveResult", "State",
    "arrange", "change", "from_dict", "play", "game", "games", "hint", "new_game", "parse_card", "parse_move", "solve",
]


def play(slug: str, deal: int = 1, moves: list[str] | None = None) -> Any:
    """A live board for a game (needs ipywidgets and anywidget): ``play("fortress", deal=7)``."""
    from .view.widget import play as _play

    return _play(slug, deal, moves)


def change(slug: str, build: str | None = None, redeals: int | None = None) -> Game:
    """A book game with a word changed, to play and search as a game of its own:
    ``change("fortress", build="down-in-suit")`` (see :mod:`patience.games.changed`)."""
    from .games.changed import change as _change

    return _change(game(slug), build=build, redeals=redeals)


def games(variants: bool = False) -> list[Game]:
    """The games the engine implements, in the book's order (``.slug``, ``.title``, ``.number``);
    with ``variants=True``, each followed by the named variants it has (``.variant_of``)."""
    if not variants:
        return list(REGISTRY.values())
    return [g for base in REGISTRY.values() for g in (base, *(v for v in VARIANTS.values() if v.variant_of == base.slug))]


def new_game(slug: str, deal: int = 0) -> State:
    """Deal number ``deal`` of a game: the same cards on every machine."""
    return State(game(slug), deal)


def arrange(slug: str, piles: dict[str, str], counters: dict[str, int] | None = None) -> State:
    """A position set out by hand: ``arrange("fortress", {"L1": "2H 9S", "F2": "AH"})``."""
    return State.arranged(game(slug), piles, counters)


def from_dict(data: dict[str, Any]) -> State:
    """Rebuild a game from ``{"game": slug, "deal": n, "moves": [...]}`` by replaying its moves."""
    try:
        slug, deal, moves = data["game"], data["deal"], data.get("moves", [])
    except (KeyError, TypeError):
        raise ValueError('a saved game is {"game": slug, "deal": number, "moves": [...]}') from None
    if isinstance(moves, (str, bytes)) or not isinstance(moves, (list, tuple)):
        raise ValueError(f'a saved game\'s "moves" is a list of move notations, e.g. ["L3>F1", "deal"], '
                         f"not {type(moves).__name__} {moves!r}")
    if "piles" in data:
        state = State.arranged(game(slug), data["piles"], data.get("counters"))
    else:
        state = new_game(slug, deal)
    for k, text in enumerate(moves):
        try:
            state.apply(text)
        except IllegalMove as e:
            raise IllegalMove(f"saved move {k + 1} ({text}) cannot be replayed: {e}") from None
    return state
