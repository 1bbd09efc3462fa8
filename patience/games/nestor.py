"""Nestor (No. 23): one pack; six rows of eight, no two cards of equal value in a column; pairs withdrawn.

The layout is data: eight columns (one pile each, its lowest card available), the reserve of four in
hand, four places for the reserve cards taken up, and the cards paired off. What the vocabulary
cannot say is in :class:`NestorHooks`: the deal, which puts a card that would repeat a value in its
column at the bottom of the pack and deals the next (note nestor-1); the move ``pair A B``, two
available cards of equal value withdrawn together, written as the Fourteenth's pairs that make
fourteen (note nestor-2); the reserve, taken up one card at a time onto a place of its own, and only
when no pair can be made (``deal``, note nestor-3); and the win, "all the cards" paired.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..moves import Move
from ..rules import Game, Group, Hooks, Pile, Role, Stock

if TYPE_CHECKING:
    from ..state import State

COLUMNS, ROWS, RESERVE = 8, 6, 4
GAP = 1.15  # from column to column, in card widths
SPAN = 0.3 * (ROWS - 1)  # six rows, each showing its card's corner
LOW_Y = 1 + SPAN + 0.45  # the line below the tableau: the reserve, the cards taken up, the pairs
COLUMN_NAMES = tuple(f"T{k + 1}" for k in range(COLUMNS))
ASIDE_NAMES = tuple(f"A{k + 1}" for k in range(RESERVE))
PLACES = COLUMN_NAMES + ASIDE_NAMES  # where an available card lies: pile indices 0-11, in this order


class NestorHooks(Hooks):
    """The deal that keeps values apart in a column, pairing, the reserve, and the win."""

    # --- the deal ------------------------------------------------------------
    def setup(self, state: "State") -> None:
        """Deal six rows of eight from the hand (note nestor-1): a card whose value its column already
        holds goes to the bottom of the pack and the next card is dealt in its place; where every card
        left in hand would repeat a value there, the top card is dealt all the same. The four cards
        left are the reserve (the stock R)."""
        stock = state.stock_index
        pack = list(state.piles[stock])  # top card last
        for _ in range(ROWS):
            for column in range(COLUMNS):
                if not pack:
                    break
                held = {c >> 2 for c in state.piles[column]}
                for _ in range(len(pack)):
                    if pack[-1] >> 2 not in held:
                        break
                    pack.insert(0, pack.pop())  # "place it at the bottom of the pack in hand"
                state.piles[column] += (pack.pop(),)  # a full turn of the pack brings back its top card
        state.piles[stock] = tuple(pack)

    # --- pairing -------------------------------------------------------------
    @staticmethod
    def pairs(state: "State") -> list[tuple[int, int]]:
        """The pairs of places (in a fixed order) whose available cards are of equal value."""
        piles = state.piles
        tops = [(i, piles[i][-1] >> 2) for i in range(len(PLACES)) if piles[i]]
        return [(i, j) for n, (i, a) in enumerate(tops) for j, b in tops[n + 1:] if a == b]

    @staticmethod
    def can_pair(state: "State") -> bool:
        seen: set[int] = set()
        piles = state.piles
        for i in range(len(PLACES)):
            if piles[i]:
                value = piles[i][-1] >> 2
                if value in seen:
                    return True
                seen.add(value)
        return False

    def extra_moves(self, state: "State") -> list[Move]:
        names = state.table.names
        return [Move("pair", (names[i], names[j])) for i, j in self.pairs(state)]

    def extra_problem(self, state: "State", move: Move) -> str | None:
        if move.kind != "pair":
            return state.rule("available") if move.kind == "move" else state.rule("unknown")
        if len(move.args) != 2:
            return "write pair with two places, e.g. pair T1 T5"
        places = []
        for name in move.args:
            base = name.partition("@")[0]
            i = state.table.index.get(base)
            if i is None:
                return f"{state.rule('pile')}: {name!r} (the columns are T1-T8, the reserve cards A1-A4)"
            if i >= len(PLACES) or "@" in name:
                return state.rule("available")
            if not state.piles[i]:
                return state.rule("empty")
            places.append(i)
        if places[0] == places[1]:
            return "name two different places"
        a, b = (state.piles[i][-1] >> 2 for i in places)
        return None if a == b else state.rule("equal")

    def apply_extra(self, state: "State", move: Move) -> None:
        if move.kind != "pair":
            raise NotImplementedError(move.kind)
        index, withdrawn = state.table.index, state.index("W")
        for name in move.args:
            state.put(withdrawn, state.take(index[name]))

    cards_move_alone = False  # no card moves alone: cards leave only in pairs

    # --- the reserve ---------------------------------------------------------
    def deal_problem(self, state: "State") -> str | None:
        if not state.piles[state.stock_index]:
            return state.rule("deal")
        return state.rule("reserve_when") if self.can_pair(state) else None

    def deal(self, state: "State") -> None:
        """The next reserve card to a place of its own: the first empty of A1-A4, from the left."""
        places = state.group("aside")
        state.lay(next((i for i in places if not state.piles[i]), places[-1]))

    # --- the end ---------------------------------------------------------------
    def is_won(self, state: "State") -> bool:
        return len(state.pile("W")) == 52 * state.game.packs

    def score(self, state: "State") -> int:
        return len(state.pile("W"))


PAIR_TEXT = ("endeavor to pair the cards, taking only those of the lowest row (or of the reserve): "
             "write pair T1 T5")

GAME = Game(
    slug="nestor",
    title="NESTOR",
    number=23,
    packs=1,
    groups=(
        Group("tableau", Role.TABLEAU,
              tuple(Pile(name, k * GAP, 0.0, fan="down", span=SPAN, label=f"column {k + 1}")
                    for k, name in enumerate(COLUMN_NAMES)),
              label="The tableau: six rows of eight"),
        Group("aside", Role.RESERVE,
              tuple(Pile(name, (4.5 + k) * GAP + 0.2, LOW_Y, label=f"reserve card {k + 1}")
                    for k, name in enumerate(ASIDE_NAMES)),
              label="The reserve cards taken up"),
        Group("reserve", Role.STOCK, (Pile("R", 3.5 * GAP, LOW_Y, label="the reserve"),), label="The reserve"),
        Group("withdrawn", Role.DISPLAY, (Pile("W", 0.0, LOW_Y, label="paired off"),), label="Cards paired off"),
    ),
    stock=Stock.HOOK,
    notes=("nestor-1", "nestor-2", "nestor-3"),
    rules={
        "equal": "endeavor to pair the cards: two cards of equal value, as two kings or two fives (note nestor-2)",
        "available": "taking only those of the lowest row, until their removal releases those above",
        "reserve_when": "When no more can be paired, you have recourse to those of the reserve, taking them "
                        "up one by one (note nestor-3)",
        "deal": "the reserve is used up: If all the cards cannot be paired, the game has failed",
        "no_build": PAIR_TEXT,
        "space": PAIR_TEXT,
        "space_source": PAIR_TEXT,
        "no_move_from": PAIR_TEXT,
        "display": "the cards paired are withdrawn: " + PAIR_TEXT,
        "empty": "there is no card in that place",
    },
    width=7.5 * GAP + 0.2 + 1,
    height=LOW_Y + 1,
    hooks=NestorHooks(),
)
