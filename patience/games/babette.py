"""Babette (No. 22): two packs dealt in rows of eight, the garden; four aces up and four kings down.

Mostly data. The garden is eight columns, each a pile whose lowest card is available (Rule III:
each row blocks the one above it in its own column only); ``deal`` lays the next row of eight
at once, one card on each column (``Stock.ROUND``), so a row is finished before it is played from,
and a column emptied gets its card of the next row in its own line, though a vacancy is never
filled (Rule II: no ``fill_from``; note babette-2). The eight foundations have fixed suits (note
babette-1).

The re-deal takes the garden up column by column from the right (``Redeal.GATHER`` over
``TAKEN_UP``, note babette-3), and only once no available card can be played
(``redeal_when_nothing_to_play``, note babette-4). No hooks.

``BOOK_TABLEAU`` is the book's tableau, read from its picture (note babette-5).
"""

from __future__ import annotations

from ..cards import CLUBS, DIAMONDS, HEARTS, SPADES, SUIT_NAMES
from ..rules import ACE_TO_KING, KING_TO_ACE, DealStep, Foundation, Game, Group, Pile, Redeal, Role, Stock

# Positions measured on the book's picture (cards about 39.5 by 58 pixels): four king places and
# four ace places in a line above, the garden's eight columns below. The pack is not pictured:
# the edition lays it to the right of the foundations.
KING_X = (0.35, 1.67, 2.99, 4.25)
ACE_X = (6.56, 7.80, 9.06, 10.33)
FOUNDATION_Y = 0.17
COLUMN_X = (0.41, 1.80, 3.22, 4.66, 6.08, 7.52, 8.96, 10.38)
GARDEN_Y = 2.19
ROWS = 13  # 104 cards in rows of eight
SPAN = 0.3 * (ROWS - 1)  # room for thirteen rows, each showing its card's corner
PACK_X = 11.8

# The suits of the places, as far as the picture shows them (note babette-1): the third king place
# holds a king of spades gone down to the queen, the fourth the king of clubs; the ace places hold
# the ace of hearts, the diamonds up to the three and the ace of clubs.
KING_SUITS = (HEARTS, DIAMONDS, SPADES, CLUBS)
ACE_SUITS = (HEARTS, DIAMONDS, CLUBS, SPADES)

COLUMNS = tuple(Pile(f"C{k + 1}", x, GARDEN_Y, fan="down", span=SPAN, label=f"column {k + 1}")
                for k, x in enumerate(COLUMN_X))
COLUMN_NAMES = tuple(p.name for p in COLUMNS)
# "take up by itself each perpendicular column, beginning on the left, placing the next column
# underneath the first ... so that, in turning the pack to re-deal, the last column on the right may
# be uppermost" (note babette-3): the pack, top first, is the right-hand column from its first row
# down, then the next column to its left, and so on.
TAKEN_UP = COLUMN_NAMES[::-1]

# The book's tableau (note babette-5): each column's cards from the top row down; the picture's
# vacancies between rows close up, since a column is one pile.
BOOK_TABLEAU: dict[str, str] = {
    "F3": "KS QS", "F4": "KC", "F5": "AH", "F6": "AD 2D 3D", "F7": "AC",
    "C1": "9D KH 8H 8D",
    "C2": "8D 10H 9H",
    "C3": "JC KC",
    "C4": "9S 10H 4H",
    "C5": "5D 7S",
    "C6": "6H 9H 5S",
    "C7": "QH 6H 6D",
    "C8": "QC 5H 9D 8S",
}


GAME = Game(
    slug="babette",
    title="BABETTE",
    number=22,
    packs=2,
    groups=(
        Group("kings", Role.FOUNDATION,
              tuple(Pile(f"F{k + 1}", x, FOUNDATION_Y, label=f"king of {SUIT_NAMES[s]}")
                    for k, (x, s) in enumerate(zip(KING_X, KING_SUITS))),
              foundations=tuple(Foundation(KING_TO_ACE, suit=s) for s in KING_SUITS),
              label="Kings, descending in suit to aces"),
        Group("aces", Role.FOUNDATION,
              tuple(Pile(f"F{k + 5}", x, FOUNDATION_Y, label=f"ace of {SUIT_NAMES[s]}")
                    for k, (x, s) in enumerate(zip(ACE_X, ACE_SUITS))),
              foundations=tuple(Foundation(ACE_TO_KING, suit=s) for s in ACE_SUITS),
              label="Aces, ascending in suit to kings"),
        Group("garden", Role.TABLEAU, COLUMNS, label="The garden: rows of eight, one under the other"),
        Group("stock", Role.STOCK, (Pile("P", PACK_X, FOUNDATION_Y, label="the pack"),), label="The pack"),
    ),
    # "Deal out eight cards in a horizontal line. This commences what is called the 'garden.'"
    opening=(DealStep(COLUMN_NAMES),),
    stock=Stock.ROUND,
    round_piles=COLUMN_NAMES,
    round_size=1,
    redeal=Redeal.GATHER,
    redeal_piles=TAKEN_UP,
    redeals=2,
    redeal_when_nothing_to_play=True,
    notes=("babette-1", "babette-2", "babette-3", "babette-4", "babette-5"),
    rules={
        "available": "Rule III: each row of cards in the garden blocks the preceding one, but on the removal of "
                     "cards in the lower rows those above them are released",
        "no_move_from": "cards are taken from the garden (Rule III) to the foundations; the pack is dealt out "
                        "in rows, and cards on the foundations stay there",
        "follow_suit": "Rule I: the foundations follow suit",
        "sequence": "the foundations consist of four aces and four kings of different suits, ascending and "
                    "descending in the usual sequences (Rule I)",
        "foundation_first": "the foundations consist of four aces and four kings of different suits, each in "
                            "its allotted space (note babette-1)",
        "foundation_done": "that foundation is complete: the aces ascend to kings, the kings descend to aces",
        "no_build": "take from the garden any foundations, and also other suitable cards: cards go from the "
                    "garden to the foundations only",
        "space": "Rule II: vacancies in the garden are not to be refilled",
        "deal": "the pack is exhausted: the garden is laid out",
        "redeal": "the garden may be taken up twice: no more",
        "redeal_early": "the garden is taken up when it is laid out: deal out successive rows till the pack "
                        "is exhausted",
        "redeal_blocked": "when the garden is laid out, and all available cards have been played (Rule III), "
                           "take up each column: a card can still be played (note babette-4)",
    },
    width=PACK_X + 1.05,
    height=GARDEN_Y + 1 + SPAN,
)
