"""Nestor (No. 23): one pack; six rows of eight, no two cards of equal value in a column; pairs withdrawn.

The layout is data: eight columns (one pile each, its lowest card available), the reserve of four in
hand, four places for the reserve cards taken up, and the cards paired off; so is pairing, the
vocabulary's ``Pairs`` (``pair A B``: two available cards of equal value, note nestor-2). What the
vocabulary cannot say is in :class:`NestorHooks`: the deal, which puts a card that would repeat a
value in its column at the bottom of the pack and deals the next (note nestor-1); the reserve, taken
up one card at a time onto a place of its own, and only when no pair can be made (``deal``, note
nestor-3). The game is won, as every game that pairs, when "all the cards" are paired.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..pairs import can_pair
from ..rules import Game, Group, Hooks, Match, Pairs, Pile, Role, Stock

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
    """The deal that keeps values apart in a column, and the reserve."""

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

    cards_move_alone = False  # no card moves alone: cards leave only in pairs

    # --- the reserve ---------------------------------------------------------
    def deal_problem(self, state: "State") -> str | None:
        if not state.piles[state.stock_index]:
            return state.rule("deal")
        return state.rule("reserve_when") if can_pair(state) else None

    def deal(self, state: "State") -> None:
        """The next reserve card to a place of its own: the first empty of A1-A4, from the left."""
        places = state.group("aside")
        state.lay(next((i for i in places if not state.piles[i]), places[-1]))


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
    pairs=Pairs(Match.EQUAL, places=("tableau", "aside"), to="W"),
    notes=("nestor-1", "nestor-2", "nestor-3"),
    rules={
        "pair_match": "endeavor to pair the cards: two cards of equal value, as two kings or two fives (note nestor-2)",
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
