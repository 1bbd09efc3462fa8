"""The Square (No. 34): two packs; sixteen cards in a square, four aces up to kings and down again.

Mostly data: the Square is sixteen packets on which cards marry in suit, up or down
(``Build.MARRIAGE``), one card at a time, from the Square or the talon; a sequence is reversed
from one packet to another by moving its cards one by one (note square-4). A space is refilled
from the pack or the talon, as the player chooses (``fill_from``). Each foundation is an ace of
its own place (note square-1) ascending to king, then a second king and down to the ace
(``Foundation`` with the ranks 1..13, 13..1). ``deal`` turns the next card onto the talon; there
is no re-deal.

The four aces go to their spaces "as they appear": as the Square is dealt, the next card taking the
ace's place (``AsDealt.REPLACED``), and from the talon or the Square after (``placed_as_they_appear``;
note square-2). A space is refilled "immediately", before any other move, the player choosing the pack
or the talon (``fill_at_once``; note square-3). No hooks.
"""

from __future__ import annotations

from ..cards import ACE, CLUBS, DIAMONDS, HEARTS, SPADES, SUIT_NAMES
from ..rules import AsDealt, Build, DealStep, Foundation, Game, Group, Pile, Role, Stock

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


GAME = Game(
    slug="square",
    title="THE SQUARE",
    number=34,
    packs=2,
    groups=(
        Group("square", Role.TABLEAU, SQUARE, build=Build.MARRIAGE, fill_from=(Role.STOCK, Role.TALON),
              fill_at_once=True, label="The Square (Quadrat): sixteen packets"),
        Group("foundations", Role.FOUNDATION, FOUNDATIONS,
              foundations=tuple(Foundation(UP_AND_DOWN, suit=s) for s in ACE_SUITS),
              placed_as_they_appear=("talon", "square"),
              label="Foundations: aces up to kings, a second king, down to aces"),
        Group("stock", Role.STOCK, (Pile("P", PACK_X, PACK_Y, label="the pack"),), label="The pack"),
        Group("talon", Role.TALON, (Pile("T", TALON_X, PACK_Y, label="the talon"),), label="The talon"),
    ),
    # "Deal out sixteen cards, as in tableau", row by row, the aces placed as they appear (note square-2).
    opening=(DealStep(SQUARE_NAMES),),
    up_as_dealt=AsDealt.REPLACED,
    up_as_dealt_ranks=(ACE,),
    stock=Stock.TO_TALON,
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
        "fill_first": "immediately refilling spaces from the pack or talon: a space on the Square is refilled "
                       "before any other move (note square-3)",
        "deal": "the whole pack has been dealt out",
        "unknown": "there is no such move in the Square: there is no re-deal",
    },
    width=CORNERS[1][0] + 1.1,
    height=PACK_Y + 1.05,
)
