"""Cards withdrawn in pairs (``Game.pairs``): the pairs open, why a pair is refused, and the withdrawal.

Nestor pairs cards of equal value, the Fourteenth two cards making fourteen in one row or column;
both write ``pair A B`` and both send the pair off the table. What is listed as legal and what is
refused come from the same test (:func:`pair_problem` and :func:`pair_moves` read :func:`_open`), so
the word is written here once for every game that pairs, and so is its win, every card paired off.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import packs
from .moves import Move, spans
from .rules import Match, Pairs

if TYPE_CHECKING:
    from .state import State, Table

PAIR = "pair"


class _Places:
    """A table's pairing places: each pair of them that may be paired at all (in one line where the
    game has lines), in a fixed order, with its move made once."""

    def __init__(self, table: "Table") -> None:
        pairs = table.game.pairs
        assert pairs is not None
        self.pairs = pairs
        self.places = frozenset(i for name in pairs.places for i in table.index_of_group(name))
        order = sorted(self.places)
        self.where = spans(table.names, order)
        together: set[tuple[int, int]] | None = None
        if pairs.lines:
            together = set()
            for line in pairs.lines:
                at = sorted(table.index[name] for name in line)
                together.update((a, b) for n, a in enumerate(at) for b in at[n + 1:])
        self.lined = together
        self.open = tuple((i, j) for n, i in enumerate(order) for j in order[n + 1:]
                          if together is None or (i, j) in together)
        names = table.names
        self.move = {(i, j): Move(PAIR, (names[i], names[j])) for i, j in self.open}
        self.move_of = {m: ij for ij, m in self.move.items()}
        game = table.game
        self.to = table.index[pairs.to]
        self.cards = sum(1 for c in packs(game.packs, game.piquet) if not game.ranks or c >> 2 in game.ranks)


def _places(state: "State") -> _Places:
    return state.table.derived(_Places)


def _match(pairs: Pairs, a: int, b: int) -> bool:
    """Whether the cards ``a`` and ``b`` (card codes) pair, by value."""
    if pairs.match is Match.EQUAL:
        return a >> 2 == b >> 2
    return (a >> 2) + (b >> 2) == pairs.total


def _open(state: "State") -> list[tuple[int, int]]:
    """The pairs of places whose available cards pair now, in the fixed order."""
    at = _places(state)
    pairs, piles = at.pairs, state.piles
    return [(i, j) for i, j in at.open if piles[i] and piles[j] and _match(pairs, piles[i][-1], piles[j][-1])]


def can_pair(state: "State") -> bool:
    """Whether any pair can be made now (Nestor's reserve and the Fourteenth's exchange wait for none)."""
    return bool(_open(state))


def pair_moves(state: "State") -> list[Move]:
    at = _places(state)
    return [at.move[ij] for ij in _open(state)]


def pair_problem(state: "State", move: Move) -> str | None:
    """Why ``pair A B`` is refused now, in the game's words (``None``: it may be made)."""
    at = _places(state)
    if move in at.move_of:  # the common case: two pairing places, in order
        i, j = at.move_of[move]
        piles = state.piles
        if not piles[i] or not piles[j]:
            return state.rule("empty")
        return None if _match(at.pairs, piles[i][-1], piles[j][-1]) else state.rule("pair_match")
    if len(move.args) != 2:
        return state.rule("pair_write")
    places = []
    for name in move.args:
        i = state.table.index.get(name.partition("@")[0])
        if i is None:
            return f"{state.rule('pile')}: {name!r} (pairs are taken from {at.where})"
        if i not in at.places or "@" in name:
            return state.rule("available")
        places.append(i)
    a, b = places
    if a == b:
        return state.rule("pair_same")
    if not state.piles[a] or not state.piles[b]:
        return state.rule("empty")
    if at.lined is not None and (min(a, b), max(a, b)) not in at.lined:
        return state.rule("pair_line")
    return None if _match(at.pairs, state.piles[a][-1], state.piles[b][-1]) else state.rule("pair_match")


def paired_off(state: "State") -> int:
    """How many cards have been paired off (the score of a game that pairs)."""
    return len(state.piles[_places(state).to])


def all_paired(state: "State") -> bool:
    """Whether every card of the game has been paired off: the win of a game that pairs ("the success
    consisting of the entire pack being paired off")."""
    at = _places(state)
    return len(state.piles[at.to]) == at.cards


def withdraw(state: "State", move: Move) -> None:
    """Carry out a legal ``pair A B``: both cards to the game's pile for pairs, A's first."""
    index = state.table.index
    to = _places(state).to
    for name in move.args:
        state.put(to, state.take(index[name]))
