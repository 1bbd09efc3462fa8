"""Margarethe (No. 35): one pack; the twelve court cards in an M, the aces beneath, nine help cards in an A.

Pure data over the vocabulary. The court cards are withdrawn and set out as the book's M (their
suits as read from the picture: note margarethe-1); following suit, the kings descend from ten to
eight, the knaves from seven to five, the queens from four to two (Rules I and II: foundation
sequences that begin with the court card and jump to the ten, the seven or the four). The aces go,
whatever their suit, to one packet in the M underneath the knaves (a foundation of four aces). The
help cards are nine single cards in the form of an A, on which nothing is placed. ``deal`` turns the
next card of the pack onto the talon, whose top card is available (note margarethe-2); a space in
the A is filled when the player chooses, with the next card of the pack or with the card dealt, the
talon's top (``fill_from``; note margarethe-3). The talon may be re-dealt once, turned over as it
lies (``Redeal.TURN_TALON``; note margarethe-4).
"""

from __future__ import annotations

from ..cards import CLUBS, DIAMONDS, HEARTS, SPADES
from ..rules import DealStep, Foundation, Game, Group, Pile, Redeal, Role, Stock

# Positions measured on the book's picture (a card there is 37 by 54 pixels), each place's slant as
# pictured (``tilt``, turned about the card's centre): the M on the left, the A on the right. The
# pack and the talon are not pictured; they lie beneath, between the two letters.
CARD_W, CARD_H = 37.0, 54.0


def _at(centre_x: float, centre_y: float) -> tuple[float, float]:
    """A place's left edge and top edge, in card widths and heights, from its centre in pixels."""
    return round(centre_x / CARD_W - 0.5, 2), round(centre_y / CARD_H - 0.5, 2)


SUIT_NAMES = {SPADES: "spades", HEARTS: "hearts", CLUBS: "clubs", DIAMONDS: "diamonds"}
KING, KNAVE, QUEEN = 13, 11, 12
KINGS_DOWN = (KING, 10, 9, 8)  # Rule II: "the king foundations descend from ten to eight"
KNAVES_DOWN = (KNAVE, 7, 6, 5)  # "the knaves, from seven to five"
QUEENS_DOWN = (QUEEN, 4, 3, 2)  # "the queens, from four to two"
FOUR_ACES = (1, 1, 1, 1)  # "all the aces as they appear ... in one packet", whatever their suit

# The M, stroke by stroke as the picture shows it (note margarethe-1): the kings down the left
# stroke, the knaves down and up the middle, the queens down the right stroke; in each, from the
# top, hearts, clubs, diamonds, spades.
STROKE_TILT = 18.0
M_PLACES = (
    # (centre x, centre y, tilt, first rank, suit, where)
    (28.5, 40.0, 0.0, KING, HEARTS, "the M, top of the left stroke"),
    (28.5, 104.0, 0.0, KING, CLUBS, "the M, left stroke"),
    (28.5, 168.0, 0.0, KING, DIAMONDS, "the M, left stroke"),
    (28.5, 234.0, 0.0, KING, SPADES, "the M, foot of the left stroke"),
    (76.7, 55.9, -STROKE_TILT, KNAVE, HEARTS, "the M, top of the middle, left"),
    (100.4, 115.9, -STROKE_TILT, KNAVE, CLUBS, "the M, foot of the middle, left"),
    (157.8, 115.9, STROKE_TILT, KNAVE, DIAMONDS, "the M, foot of the middle, right"),
    (180.5, 53.6, STROKE_TILT, KNAVE, SPADES, "the M, top of the middle, right"),
    (229.0, 40.0, 0.0, QUEEN, HEARTS, "the M, top of the right stroke"),
    (229.0, 104.0, 0.0, QUEEN, CLUBS, "the M, right stroke"),
    (229.0, 168.0, 0.0, QUEEN, DIAMONDS, "the M, right stroke"),
    (229.0, 234.0, 0.0, QUEEN, SPADES, "the M, foot of the right stroke"),
)
SEQUENCES = {KING: KINGS_DOWN, KNAVE: KNAVES_DOWN, QUEEN: QUEENS_DOWN}
RANK_NAMES = {KING: "king", KNAVE: "knave", QUEEN: "queen"}
ACES_AT = (127.4, 240.1)  # crossways, under the middle of the M

# The A as a pen writes it: up the left stroke, down the right, then the bar (crossways).
HELP_PLACES = (
    (294.0, 231.0, STROKE_TILT, "the A, foot of the left stroke"),
    (314.0, 170.0, STROKE_TILT, "the A, left stroke"),
    (340.0, 111.0, STROKE_TILT, "the A, left stroke"),
    (360.0, 51.0, STROKE_TILT, "the A, top of the left stroke"),
    (416.0, 51.0, -STROKE_TILT, "the A, top of the right stroke"),
    (437.0, 111.0, -STROKE_TILT, "the A, right stroke"),
    (457.0, 168.0, -STROKE_TILT, "the A, right stroke"),
    (475.0, 230.0, -STROKE_TILT, "the A, foot of the right stroke"),
    (388.0, 156.0, 90.0, "the A, bar"),
)
HELPS = tuple(Pile(f"H{k + 1}", *_at(x, y), tilt=tilt, label=label)
              for k, (x, y, tilt, label) in enumerate(HELP_PLACES))
HELP_NAMES = tuple(p.name for p in HELPS)


def _foundation_group(name: str, rank: int, label: str) -> Group:
    places = [(k, place) for k, place in enumerate(M_PLACES) if place[3] == rank]
    return Group(
        name, Role.FOUNDATION,
        tuple(Pile(f"F{k + 1}", *_at(x, y), tilt=tilt, label=f"{RANK_NAMES[rank]} of {SUIT_NAMES[suit]} ({where})")
              for k, (x, y, tilt, _, suit, where) in places),
        foundations=tuple(Foundation(SEQUENCES[rank], place[4], preplaced=True) for _, place in places),
        label=label)


PACK_X, PACK_Y = 6.45, 5.15
SPACES = ("the spaces in the A are filled from the pack in hand, or with the cards as they are dealt "
          "(note margarethe-3)")

GAME = Game(
    slug="margarethe",
    title="MARGARETHE",
    number=35,
    packs=1,
    groups=(
        _foundation_group("kings", KING, "The kings (descending from ten to eight)"),
        _foundation_group("knaves", KNAVE, "The knaves (descending from seven to five)"),
        _foundation_group("queens", QUEEN, "The queens (descending from four to two)"),
        Group("aces", Role.FOUNDATION,
              (Pile("F13", *_at(*ACES_AT), tilt=90.0, label="the aces (in the M underneath the knaves)"),),
              foundations=(Foundation(FOUR_ACES),), label="The aces, in one packet"),
        Group("helps", Role.RESERVE, HELPS, fill_from=(Role.STOCK, Role.TALON), label="The help cards (the A)"),
        Group("stock", Role.STOCK, (Pile("P", PACK_X, PACK_Y, label="the pack"),), label="The pack"),
        Group("talon", Role.TALON, (Pile("T", PACK_X + 1.3, PACK_Y, label="the talon"),), label="The talon"),
    ),
    opening=(DealStep(HELP_NAMES),),
    stock=Stock.TO_TALON,
    redeal=Redeal.TURN_TALON,
    redeals=1,
    notes=("margarethe-1", "margarethe-2", "margarethe-3", "margarethe-4"),
    rules={
        "available": "of the talon, only its top card is available (note margarethe-2)",
        "follow_suit": "Rule I: the foundations follow suit",
        "sequence": "Rule II: the king foundations descend from ten to eight; the knaves, from seven to five; "
                    "the queens, from four to two (the first played on a king being a ten, on a knave a seven, "
                    "and on a queen a four); the packet underneath the knaves is for the aces",
        "foundation_done": "the final tableau will form an M composed of the eights, the fives and the twos, "
                           "the four aces being placed crossways in the centre",
        "foundation_first": "all the aces as they appear are to be placed in one packet in the M underneath the "
                            "knaves",
        "no_build": "from the help cards you play any that are suitable on to the foundations; nothing is "
                    "placed on them, and unsuitable cards go to the talon",
        "space": SPACES,
        "space_source": SPACES,
        "stock_fill": "a card of the pack is dealt to the talon, or turned into a space of the A (note "
                      "margarethe-3)",
        "no_move_from": "cards are played from the help cards and from the talon; the pack is dealt out card "
                        "by card, and the foundations keep their cards",
        "deal": "the whole pack has been dealt out",
        "redeal": "the talon may be re-dealt once: no more",
        "redeal_early": "the whole pack is dealt out before the talon is re-dealt (note margarethe-4)",
    },
    width=round(_at(475.0, 0)[0] + 1.3, 2),
    height=PACK_Y + 1.1,
)
