"""Two cards that change places (``Game.exchange``): the exchanges open, why one is refused, the swap.

Cæsar's square and the Hemispheres' circle both write ``exchange A B``: the top cards of two places
change places. The notation, the places, and the swap are the word's; when two places may change is
the game's own rule (``Hooks.exchange_problem``). What is listed and what is refused come from the
same test (:func:`exchange_problem`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .moves import Move, spans

if TYPE_CHECKING:
    from .state import State, Table

EXCHANGE = "exchange"


class _Places:
    """A table's places for exchanges, each pair of them in a fixed order with its move made once."""

    def __init__(self, table: "Table") -> None:
        exchange = table.game.exchange
        assert exchange is not None
        self.places = frozenset(i for name in exchange.places for i in table.index_of_group(name))
        order = sorted(self.places)
        self.where = spans(table.names, order)
        names = table.names
        self.move = {(a, b): Move(EXCHANGE, (names[a], names[b])) for n, a in enumerate(order) for b in order[n + 1:]}


def _places(state: "State") -> _Places:
    return state.table.derived(_Places)


def exchange_moves(state: "State") -> list[Move]:
    piles, allowed = state.piles, state.hooks.exchange_problem
    return [move for (a, b), move in _places(state).move.items()
            if piles[a] and piles[b] and allowed(state, a, b) is None]


def exchange_problem(state: "State", move: Move) -> str | None:
    """Why ``exchange A B`` is refused now, in the game's words (``None``: it may be made)."""
    at = _places(state)
    if len(move.args) != 2:
        return state.rule("exchange_write")
    places = []
    for name in move.args:
        i = state.table.index.get(name)
        if i is None:
            return f"{state.rule('pile')}: {name!r} (cards change places among {at.where})"
        if i not in at.places:
            return f"{state.rule('exchange_places')}: {at.where}"
        places.append(i)
    a, b = places
    if a == b:
        return state.rule("exchange_two")
    if not state.piles[a] or not state.piles[b]:
        return state.rule("empty")
    return state.hooks.exchange_problem(state, min(a, b), max(a, b))


def exchange(state: "State", move: Move) -> None:
    """Carry out a legal ``exchange A B``: the top cards of A and B change places."""
    a, b = (state.table.index[name] for name in move.args)
    piles = state.piles
    piles[a], piles[b] = piles[a][:-1] + piles[b][-1:], piles[b][:-1] + piles[a][-1:]
