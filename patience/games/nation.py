"""The Nation (No. 39): two packs; four aces and four kings withdrawn, twelve columns of eight counted as dealt.

Pure data over the vocabulary, no hooks. The aces (ascending to kings) and the kings (descending
to aces) are withdrawn before the deal (``Foundation(preplaced=True)``), one of each suit in
each line (Rule I; note nation-1). The twelve columns are dealt eight counts each, column by
column (``DealStep(each=8)``); a card that suits a foundation as it is dealt goes up and its
number is not repeated, so that the column is that much shorter (Rule II: ``AsDealt.LEFT``; note
nation-2). Each column's lowest card is available (Rule III); available cards marry up or down
in suit (``Build.MARRIAGE``), and a vacant column takes any one available card (note nation-3).
The tableau is taken up only once no available card can be played on a foundation
(``redeal_when_nothing_to_play``; marriages may remain, note nation-4), from the left, each column
under the one before, and the pack turned: ``Redeal.GATHER`` over the columns from the right,
dealt again by the same count, twice (note nation-5).
"""

from __future__ import annotations

from ..cards import CLUBS, DIAMONDS, HEARTS, SPADES, SUIT_NAMES
from ..rules import (
    ACE_TO_KING, KING_TO_ACE, AsDealt, Build, DealStep, Foundation, Game, Group, Pile, Redeal, Role
)

# The book's picture (a card there is about 26.4 by 38.75 pixels): the four aces in a line, the
# four kings in a line under them, both centred over a grid of twelve columns of eight places.
# The picture's columns touch; the board sets them a little apart, each fanning downwards.
COLUMN_X = tuple(0.3 + 1.15 * k for k in range(12))
CENTRE = (COLUMN_X[0] + COLUMN_X[-1] + 1) / 2
FOUNDATION_X = tuple(CENTRE - 2.6 + 1.4 * k for k in range(4))
ACES_Y, KINGS_Y, COLUMNS_Y = 0.26, 1.47, 2.86
SPAN = 0.3 * 11  # room for twelve cards of a column to show their corners; a longer one closes up

# The suits of the places as the picture shows them, left to right in each line (note nation-1).
SUITS = (DIAMONDS, CLUBS, HEARTS, SPADES)

COLUMNS = tuple(Pile(f"C{k + 1}", x, COLUMNS_Y, fan="down", span=SPAN, label=f"column {k + 1}")
                for k, x in enumerate(COLUMN_X))
COLUMN_NAMES = tuple(p.name for p in COLUMNS)
# "The tableau is to be taken up, beginning with the left-hand column, ... the second column being
# placed underneath the first ... Thus, when the pack is turned to re-deal, the last column will be
# the uppermost, and will be the first of the new columns" (note nation-5): the pack, top first, is
# the right-hand column from its first card dealt down to its lowest, then the column to its left.
TAKEN_UP = COLUMN_NAMES[::-1]

RULE_III = ("Rule III: only the lowest card of each column is available until its removal releases the one "
            "above it; no card being available that has another below it")
MARRIAGE = ("marriages may be made, both in ascending and descending sequences, with available cards from each "
            "column: a card of the same suit, next above or below in value (note nation-3)")

GAME = Game(
    slug="nation",
    title="THE NATION",
    number=39,
    packs=2,
    groups=(
        Group("aces", Role.FOUNDATION,
              tuple(Pile(f"F{k + 1}", x, ACES_Y, label=f"ace of {SUIT_NAMES[s]}")
                    for k, (x, s) in enumerate(zip(FOUNDATION_X, SUITS))),
              foundations=tuple(Foundation(ACE_TO_KING, suit=s, preplaced=True) for s in SUITS),
              label="Aces, ascending in sequence to kings"),
        Group("kings", Role.FOUNDATION,
              tuple(Pile(f"F{k + 5}", x, KINGS_Y, label=f"king of {SUIT_NAMES[s]}")
                    for k, (x, s) in enumerate(zip(FOUNDATION_X, SUITS))),
              foundations=tuple(Foundation(KING_TO_ACE, suit=s, preplaced=True) for s in SUITS),
              label="Kings, descending to aces"),
        Group("columns", Role.TABLEAU, COLUMNS, build=Build.MARRIAGE, fill_from=(Role.TABLEAU,),
              label="Twelve columns of eight, counted as dealt"),
    ),
    # "deal out eight cards in a perpendicular line, beginning on the left-hand side; and on the right
    # of this column deal eleven other columns, each consisting of eight cards", counting (Rule II).
    opening=(DealStep(COLUMN_NAMES, each=8),),
    up_as_dealt=AsDealt.LEFT,
    redeal=Redeal.GATHER,
    redeal_piles=TAKEN_UP,
    redeals=2,
    redeal_when_nothing_to_play=True,
    notes=("nation-1", "nation-2", "nation-3", "nation-4", "nation-5"),
    rules={
        "available": RULE_III,
        "follow_suit": "Rule I: the foundations follow suit",
        "sequence": "the aces ascending in sequence to kings, the kings descending to aces (Rule I)",
        "foundation_done": "that foundation is complete: the aces ascend to kings, the kings descend to aces",
        "marriage": MARRIAGE,
        "no_move_from": "cards are played and married from the columns (Rule III); a card on a foundation "
                        "stays there",
        "redeal": "the tableau may be taken up and re-dealt twice: no more",
        "redeal_blocked": "when all available cards have been played or married, the tableau is to be taken "
                          "up: an available card can still be played on a foundation (note nation-4)",
    },
    width=COLUMN_X[-1] + 1.3,
    height=COLUMNS_Y + 1 + SPAN + 0.2,
)
