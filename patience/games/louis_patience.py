"""The "Louis" Patience (No. 43): two packs; four aces and four kings withdrawn, the alphabet of twelve letters.

Mostly data: the foundations withdrawn before the deal in the picture's places (``preplaced``,
note louis-patience-1); the alphabet, twelve letters a to m without j, dealt one card a move in
letter order, circle after circle (``Stock.BY_CARD``), a card dealt playable by the player until the
next circle covers it and one released waiting for the end of the deal (Rule II:
``Dealing.UNCOVERED``, no ``up_as_dealt``; note louis-patience-2); marriages in suit once the pack
is dealt out (Rule I: ``Build.MARRIAGE``, ``after_the_deal``; note louis-patience-3); the alphabet
taken up from g to f, each packet under the one before, and dealt again unshuffled, three times
(``Redeal.GATHER`` over ``TAKEN_UP``; note louis-patience-5); a top card changing from one
foundation of its suit to the other (``exchange``), and a place where one card is laid aside (a
``Role.RESERVE`` filled from the alphabet, whose card goes only to a foundation: ``takes_from``).
The hook (``LouisHooks``) says what the words cannot: that these two privileges come with the
second deal, that only a card both foundations of its suit want is laid aside, and that a withdrawn
foundation card never changes (``card_move_problem``; notes louis-patience-6 and -7). The alphabet
is taken up only when no card can be played on a foundation (``redeal_when_nothing_to_play``; a
change between the foundations is not a card played; note louis-patience-4).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import CLUBS, DIAMONDS, HEARTS, SPADES, SUIT_NAMES
from ..rules import (
    ACE_TO_KING, KING_TO_ACE, Build, Dealing, Foundation, Game, Group, Hooks, Pile, Redeal, Role, Stock
)

if TYPE_CHECKING:
    from ..state import State, Table

# Positions measured on the book's picture (cards about 41 by 59 pixels): two lines of four
# foundations in the centre, the aces above the kings; the alphabet round them, four letters above,
# four below, two on each hand. The pack and the place where cards are laid aside are not pictured:
# the edition sets them to the right of the square.
COLUMN_X = (2.24, 4.07, 5.93, 7.80)
LEFT_X, RIGHT_X = 0.34, 9.61
TOP_Y, ACES_Y, KINGS_Y, BOTTOM_Y = 0.17, 1.76, 3.37, 4.97
SIDE_X = 11.2

# The suits of the places as the picture shows them, left to right in each line (note louis-patience-1).
SUITS = (DIAMONDS, CLUBS, HEARTS, SPADES)

# The alphabet as the picture letters it (note louis-patience-1): a at the right of the line below the
# foundations, b, c and d leftwards, e and f up the left-hand side, g, h, i and k along the top, l and
# m down the right-hand side: a square dealt round in one direction. There is no j.
LETTERS = ("a", "b", "c", "d", "e", "f", "g", "h", "i", "k", "l", "m")
PLACES = {
    "a": (COLUMN_X[3], BOTTOM_Y), "b": (COLUMN_X[2], BOTTOM_Y), "c": (COLUMN_X[1], BOTTOM_Y),
    "d": (COLUMN_X[0], BOTTOM_Y), "e": (LEFT_X, KINGS_Y), "f": (LEFT_X, ACES_Y),
    "g": (COLUMN_X[0], TOP_Y), "h": (COLUMN_X[1], TOP_Y), "i": (COLUMN_X[2], TOP_Y),
    "k": (COLUMN_X[3], TOP_Y), "l": (RIGHT_X, ACES_Y), "m": (RIGHT_X, KINGS_Y),
}
ALPHABET = tuple(Pile(letter, *PLACES[letter], label=f"letter {letter}") for letter in LETTERS)
# "take up the alphabet in succession, beginning with the letter g, and ending with f. In this
# manner the order of the packets is reversed" (note louis-patience-5): each packet taken up goes
# under those before, so that the pack, turned to deal, has on top f's cards in the order they were
# dealt, then e's, and so on back through the alphabet to g's, last: ``Redeal.GATHER`` takes up its
# piles first on top.
TAKEN_UP = ("f", "e", "d", "c", "b", "a", "m", "l", "k", "i", "h", "g")
ASIDE = "aside"

RULE_I = "Rule I: the foundations follow suit"
RULE_II = ("Rule II: during the deal each circle of the alphabet absolutely blocks the preceding one, and cards "
           "in the lower circles cannot be used, even if released, until the entire pack has been dealt "
           "(note louis-patience-2)")
SECOND_DEAL = "only during the second deal (and those after it, note louis-patience-6)"


class _Places:
    """Pile indices the hook reads, looked up once per table."""

    def __init__(self, table: Table) -> None:
        self.aside = table.index[ASIDE]
        self.alphabet = frozenset(table.group_piles["alphabet"])
        self.foundations = table.foundation_set
        # For each suit, its two foundations: a card of that suit that both want is suitable alike.
        self.of_suit: dict[int, list[int]] = {}
        for f in table.foundations:
            spec = table.foundation_of[f]
            assert spec is not None and spec.suit is not None
            self.of_suit.setdefault(spec.suit, []).append(f)


class LouisHooks(Hooks):
    """The second deal's privileges: laying a card aside, and changing it from one foundation to the other."""

    def card_move_problem(self, state: State, src: int, dst: int) -> str | None:
        """A card laid aside, or changed from one foundation to the other, by the second deal's
        privileges (notes louis-patience-6 and -7). Only moves the shared rules would allow are
        refused here, so that any other refusal names its own rule."""
        places = state.table.derived(_Places)
        piles = state.piles
        if dst == places.aside:
            if src not in places.alphabet or piles[dst] or not piles[src]:
                return None
            if state.counters["redeals"] == 0:
                return state.rule("aside_first_deal")
            card = piles[src][-1]
            want, _ = state.foundations_want()
            if any(want[f] != card >> 2 for f in places.of_suit[card & 3]):
                return state.rule("aside")
            return None
        if src in places.foundations and dst in places.foundations and piles[src]:
            card = piles[src][-1]
            want, _ = state.foundations_want()
            if dst not in places.of_suit[card & 3] or want[dst] != card >> 2:
                return None
            if state.counters["redeals"] == 0:
                return state.rule("exchange_first_deal")
            if len(piles[src]) == 1:
                return state.rule("exchange_foundation_card")
        return None


GAME = Game(
    slug="louis-patience",
    title='THE "LOUIS" PATIENCE',
    number=43,
    packs=2,
    groups=(
        Group("aces", Role.FOUNDATION,
              tuple(Pile(f"F{k + 1}", x, ACES_Y, label=f"ace of {SUIT_NAMES[s]}")
                    for k, (x, s) in enumerate(zip(COLUMN_X, SUITS))),
              foundations=tuple(Foundation(ACE_TO_KING, suit=s, preplaced=True) for s in SUITS),
              exchange=True, label="Aces, ascending in sequence to kings"),
        Group("kings", Role.FOUNDATION,
              tuple(Pile(f"F{k + 5}", x, KINGS_Y, label=f"king of {SUIT_NAMES[s]}")
                    for k, (x, s) in enumerate(zip(COLUMN_X, SUITS))),
              foundations=tuple(Foundation(KING_TO_ACE, suit=s, preplaced=True) for s in SUITS),
              exchange=True, label="Kings, descending to aces"),
        # Rule I: "cards of the alphabet" follow suit: marriages in suit, up or down, after the deal;
        # nothing comes onto the alphabet from elsewhere (the card laid aside goes to a foundation).
        Group("alphabet", Role.TABLEAU, ALPHABET, build=Build.MARRIAGE, after_the_deal=True,
              takes_from=("alphabet",), label="The alphabet: twelve lettered places, a to m"),
        Group("aside", Role.RESERVE, (Pile(ASIDE, SIDE_X, BOTTOM_Y, label="the card laid aside"),),
              fill_from=(Role.TABLEAU,), label="The place where a card is laid aside"),
        Group("stock", Role.STOCK, (Pile("pack", SIDE_X, TOP_Y, label="the pack"),), label="The pack"),
    ),
    stock=Stock.BY_CARD,
    round_piles=LETTERS,
    while_dealing=Dealing.UNCOVERED,
    redeal=Redeal.GATHER,
    redeal_piles=TAKEN_UP,
    redeals=3,
    redeal_when_nothing_to_play=True,
    notes=("louis-patience-1", "louis-patience-2", "louis-patience-3", "louis-patience-4", "louis-patience-5",
           "louis-patience-6", "louis-patience-7"),
    rules={
        "available": "Rule II: the removal of cards from the alphabet releases those on the circles beneath: "
                     "only the uppermost card of each letter is available",
        "while_dealing": RULE_II,
        "follow_suit": RULE_I,
        "sequence": "the aces ascend in sequence to kings, the kings descend to aces (Rule I)",
        "foundation_first": "four aces and four kings of different suits are withdrawn from the pack as the "
                            "foundations (note louis-patience-1)",
        "foundation_done": "that foundation is complete: the aces ascend to kings, the kings descend to aces",
        "marriage": "Rule I: cards of the alphabet follow suit: marriages, both in ascending and descending "
                    "line, place a card on the next one above or below it in value",
        "after_the_deal": "marriages are formed only when the entire pack has been dealt out "
                          "(note louis-patience-3)",
        "takes_from": "marriages are formed with the available cards of the alphabet; a card laid aside is "
                      "played on a foundation (note louis-patience-7)",
        "space": "a letter of the alphabet played out is not refilled (note louis-patience-3)",
        "no_build": "one card at a time is laid aside: play it before laying another aside "
                    "(note louis-patience-7)",
        "no_move_from": "cards are played from the alphabet; the pack is dealt, and a card on a foundation "
                        "changes only to the other foundation of its suit (note louis-patience-6)",
        "aside_first_deal": "you may lay a card aside " + SECOND_DEAL,
        "aside": "only a card suitable alike for an ascending or descending foundation may be laid aside: "
                 "both foundations of its suit must want it (note louis-patience-7)",
        "exchange_first_deal": "you may change a card from one foundation to the other " + SECOND_DEAL,
        "exchange_foundation_card": "the aces and kings withdrawn from the pack are the foundations: they are "
                                    "not changed (note louis-patience-6)",
        "deal": "the entire pack has been dealt out",
        "redeal": "there may be three re-deals, no more",
        "redeal_early": "the alphabet is taken up only when the entire pack has been dealt out",
        "redeal_blocked": "when no more cards can be played, or married, take up the alphabet: a card can still "
                          "be played (note louis-patience-4)",
    },
    hooks=LouisHooks(),
    width=SIDE_X + 1.1,
    height=BOTTOM_Y + 1.05,
)
