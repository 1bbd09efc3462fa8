"""The Square (No. 34): two packs; sixteen cards in a square, four aces up to kings and down again.

Mostly data: the Square is sixteen packets on which cards marry in suit, up or down
(``Build.MARRIAGE``), one card at a time, from the Square or the talon; a sequence is reversed
from one packet to another by moving its cards one by one (note square-4). A space is refilled
from the pack or the talon, as the player chooses (``fill_from``). Each foundation is an ace of
its own place (note square-1) ascending to king, then a second king and down to the ace
(``Foundation`` with the ranks 1..13, 13..1). ``deal`` turns the next card onto the talon; there
is no re-deal.

The four aces go to their spaces "as they appear", from the talon or the Square
(``placed_as_they_appear``; note square-2). The hooks carry what the words cannot say: the deal of
the Square, which places the aces as it lays the cards out (``setup``), and a space refilled
"immediately", before any other move (``card_move_problem``, ``deal_problem``; note square-3).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import CLUBS, DIAMONDS, HEARTS, SPADES, SUIT_NAMES
from ..rules import Build, Foundation, Game, Group, Hooks, Pile, Role, Stock

if TYPE_CHECKING:
    from ..state import State, Table

# Positions measured on the book's picture (cards about 34.5 by 49 pixels): four rows of four,
# an ace place at each corner, the pack below the middle; the talon, not pictured, beside the pack.
GRID_X = (2.39, 3.90, 5.43, 6.92)
GRID_Y = (1.30, 2.67, 4.08, 5.47)
PACKET_SPAN = 0.3  # room for a packet's marriages to show beneath its first card
CORNERS = ((0.36, 0.14), (9.0, 0.14), (0.31, 6.67), (8.96, 6.67))
PACK_X, TALON_X, PACK_Y = 4.49, 5.9, 7.04
# The picture's aces are too small to tell their suits: the edition allots them (note square-1).
ACE_SUITS = (SPADES, HEARTS, CLUBS, DIAMONDS)
UP_AND_DOWN = (*range(1, 14), *range(13, 0, -1))  # Rule II: ace to king, a second king, down to ace

SQUARE = tuple(Pile(f"S{4 * r + k + 1}", x, y, fan="down", span=PACKET_SPAN)
               for r, y in enumerate(GRID_Y) for k, x in enumerate(GRID_X))
SQUARE_NAMES = tuple(p.name for p in SQUARE)
FOUNDATIONS = tuple(Pile(f"F{k + 1}", x, y, label=f"ace of {SUIT_NAMES[s]}")
                    for k, ((x, y), s) in enumerate(zip(CORNERS, ACE_SUITS)))


class _Places:
    """Pile indices the hooks read at every move, looked up once per table."""

    def __init__(self, table: Table) -> None:
        self.square = tuple(table.group_piles["square"])
        self.square_set = frozenset(self.square)
        self.stock, self.talon = table.stock, table.talon


def _places(state: State) -> _Places:
    return state.table.derived(_Places)


def space_waits(state: State) -> bool:
    """A space on the Square that the pack or the talon could refill (note square-3)."""
    places, piles = _places(state), state.piles
    return (bool(piles[places.stock]) or bool(piles[places.talon])) and not all(piles[i] for i in places.square)


class SquareHooks(Hooks):
    """The deal of the Square (note square-2); spaces refilled before anything else (note square-3)."""

    def setup(self, state: State) -> None:
        """The deal of the Square: sixteen cards one by one, row by row; a first ace of its suit goes
        to its space as it appears, and the next card takes the place it would have had."""
        places = _places(state)
        for i in places.square:
            while state.piles[places.stock] and not state.piles[i]:
                state.put(i, state.take(places.stock))
                state.place_as_they_appear()

    def card_move_problem(self, state: State, src: int, dst: int) -> str | None:
        """While a space waits, the one move is to refill it from the pack or the talon."""
        if space_waits(state):
            places = _places(state)
            if src not in (places.stock, places.talon) or dst not in places.square_set or state.piles[dst]:
                return state.rule("immediately")
        return None

    def deal_problem(self, state: State) -> str | None:
        if not state.piles[state.stock_index]:
            return state.rule("deal")
        if space_waits(state):
            return state.rule("immediately")
        return None

    def deal(self, state: State) -> None:
        """The next card of the pack turned onto the talon."""
        state.put(_places(state).talon, state.take(state.stock_index))


GAME = Game(
    slug="square",
    title="THE SQUARE",
    number=34,
    packs=2,
    groups=(
        Group("square", Role.TABLEAU, SQUARE, build=Build.MARRIAGE, fill_from=(Role.STOCK, Role.TALON),
              label="The Square (Quadrat): sixteen packets"),
        Group("foundations", Role.FOUNDATION, FOUNDATIONS,
              foundations=tuple(Foundation(UP_AND_DOWN, suit=s) for s in ACE_SUITS),
              placed_as_they_appear=("talon", "square"),
              label="Foundations: aces up to kings, a second king, down to aces"),
        Group("stock", Role.STOCK, (Pile("P", PACK_X, PACK_Y, label="the pack"),), label="The pack"),
        Group("talon", Role.TALON, (Pile("T", TALON_X, PACK_Y, label="the talon"),), label="The talon"),
    ),
    # "Deal out sixteen cards, as in tableau": dealt by ``SquareHooks.setup``, the aces set aside.
    stock=Stock.HOOK,
    notes=("square-1", "square-2", "square-3", "square-4"),
    rules={
        "available": "the top card of each packet on the Square, and of the talon, is available: the cards "
                     "beneath it are covered",
        "follow_suit": "Rule I: the foundations follow suit",
        "sequence": "Rule II: the four aces ascend in sequence to kings; a second king (same suit) is placed on "
                    "the top, and another sequence on the same packet descends to ace",
        "foundation_first": "the four aces of different suits are placed in their allotted spaces as they "
                            "appear (note square-1)",
        "foundation_done": "the double series of sequences which began with the ace finishes with the ace",
        "marriage": "marry both in ascending and descending line with cards on the Square: a card of the same "
                    "suit, next above or below in value",
        "no_build": "the unsuitable cards form the talon: nothing is placed on it",
        "space_source": "spaces on the Square are refilled from the pack or talon",
        "stock_fill": "a card from the pack goes to the Square only to refill a space",
        "no_move_from": "cards are played from the Square and the talon; the pack is dealt out card by card, "
                        "and cards on the foundations stay there",
        "immediately": "immediately refilling spaces from the pack or talon: a space on the Square is refilled "
                       "before any other move (note square-3)",
        "deal": "the whole pack has been dealt out",
        "unknown": "there is no such move in the Square: there is no re-deal",
    },
    hooks=SquareHooks(),
    width=CORNERS[1][0] + 1.1,
    height=PACK_Y + 1.05,
)
