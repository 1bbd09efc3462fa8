"""Moves and their one notation, and the error an illegal move raises.

A move is a small immutable value that names piles, never card objects, so
that it reads the same in saved games, tests, the board and the book:

- ``L3>F1``: the available card of pile L3 goes to pile F1;
- ``deal``, ``redeal``, ``refill``: deal the next card or round, take up and re-deal, refill vacancies;
- any other decision is a word followed by pile names, e.g. ``pair T3 T7``
  (The Fourteenth), ``exchange T1 T2 T3 T4``, ``examine L2``.
"""

from __future__ import annotations

import re
from typing import NamedTuple


class IllegalMove(ValueError):
    """A move the rules forbid; the message names the rule, in the book's words where it has them."""

    def __init__(self, message: str, move: "Move | None" = None) -> None:
        super().__init__(message)
        self.rule = message
        self.move = move


MOVE = "move"
DEAL = "deal"
REDEAL = "redeal"
REFILL = "refill"  # refill the vacancies that wait for it (``Refill.BY_MOVE``)

_WORD = re.compile(r"^[a-z][a-z-]*$")
_PILE = re.compile(r"^[A-Za-z][A-Za-z0-9]*(@\d+)?$")


class Move(NamedTuple):
    """``kind`` is a word; ``args`` are pile names (a card move has two)."""

    kind: str
    args: tuple[str, ...] = ()

    @staticmethod
    def card(src: str, dst: str) -> "Move":
        """The card move ``src>dst``."""
        return Move(MOVE, (src, dst))

    def __str__(self) -> str:
        if self.kind == MOVE:
            return f"{self.args[0]}>{self.args[1]}"
        return " ".join((self.kind, *self.args))


def parse_move(text: str) -> Move:
    """Read the notation back: ``'L3>F1'``, ``'deal'``, ``'pair T3 T7'``."""
    raw = " ".join(text.split())
    if not raw:
        raise IllegalMove("an empty move: write e.g. L3>F1, deal or redeal")
    if ">" in raw:
        parts = [p.strip() for p in raw.split(">")]
        if len(parts) != 2 or not all(_PILE.match(p) for p in parts):
            raise IllegalMove(f"cannot read {text!r}: a card move is written SOURCE>DESTINATION, e.g. L3>F1")
        return Move(MOVE, (parts[0], parts[1]))
    words = raw.split(" ")
    if not _WORD.match(words[0]) or not all(_PILE.match(w) for w in words[1:]):
        raise IllegalMove(f"cannot read {text!r}: write e.g. L3>F1, deal, redeal or pair T1 T2")
    return Move(words[0], tuple(words[1:]))


def spans(names: list[str] | tuple[str, ...], indices: list[int]) -> str:
    """Pile indices in order as the runs of their names, e.g. "T1-T8, A1-A4", for a refusal."""
    runs: list[list[int]] = []
    for i in indices:
        if runs and runs[-1][-1] == i - 1:
            runs[-1].append(i)
        else:
            runs.append([i])
    return ", ".join(names[r[0]] + (f"-{names[r[-1]]}" if len(r) > 1 else "") for r in runs)


def in_table_order(move: Move, index: dict[str, int]) -> Move:
    """A move of two places taken together (a pair, an exchange), whichever is named first:
    ``pair T5 T1`` is ``pair T1 T5``, the places in the table's order (``index``), as it is listed,
    so that a game records one move, not two spellings."""
    if len(move.args) == 2:
        a, b = index.get(move.args[0], -1), index.get(move.args[1], -1)
        if a > b >= 0:
            return Move(move.kind, (move.args[1], move.args[0]))
    return move
