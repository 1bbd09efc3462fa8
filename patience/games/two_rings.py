"""Two Rings (No. 38): two packs; the sevens and the sixes in two rings, the bracelet, a talon, one re-deal.

Pure data over the vocabulary. The eight sevens and the eight sixes are withdrawn and set out as the
book's two interlinked rings (which card is where, as read from the picture: note two-rings-1);
following suit, the sevens ascend to kings and the sixes descend to aces (the Rule). The bracelet is
eight single cards in a line, on which nothing is placed. ``deal`` turns the next card of the pack
onto the talon, whose top card is available (note two-rings-2); a vacancy in the bracelet is refilled
when the player chooses, with the next card of the pack or with the card dealt, the talon's top
(``fill_from``; note two-rings-3). The talon may be taken up and re-dealt once, turned over as it
lies (``Redeal.TURN_TALON``; note two-rings-4).
"""

from __future__ import annotations

from ..cards import CLUBS, DIAMONDS, HEARTS, SPADES
from ..rules import DealStep, Foundation, Game, Group, Pile, Redeal, Role, Stock

# Positions measured on the book's picture (a card there is 34 by 50 pixels), each place's slant as
# pictured (``tilt``, turned about the card's centre; a card lying lengthways round a ring has a
# tilt near 90). The rings are spread a little about their centre, so that the drawn cards do not
# touch as the engraved ones do, and stand centred over the line of the pack and the bracelet.
CARD_W, CARD_H = 34.0, 50.0
SPREAD = 1.2
RINGS_CENTRE = (221.0, 112.0)  # in the picture's pixels
COLUMN_STEP = 1.35  # from one card of the line to the next, in card widths
LINE_LEFT = 0.25
RINGS_CENTRE_AT = (LINE_LEFT + (9 * COLUMN_STEP + 1) / 2, 2.5)  # over the middle of the line


def _at(centre_x: float, centre_y: float) -> tuple[float, float]:
    """A place of the rings: its left edge and top edge, in card widths and heights, from its centre
    in the picture's pixels."""
    x = RINGS_CENTRE_AT[0] + (centre_x - RINGS_CENTRE[0]) * SPREAD / CARD_W - 0.5
    y = RINGS_CENTRE_AT[1] + (centre_y - RINGS_CENTRE[1]) * SPREAD / CARD_H - 0.5
    return round(x, 2), round(y, 2)


SUIT_NAMES = {SPADES: "spades", HEARTS: "hearts", CLUBS: "clubs", DIAMONDS: "diamonds"}
SEVENS_UP = tuple(range(7, 14))  # "the sevens ascend to kings"
SIXES_DOWN = tuple(range(6, 0, -1))  # "the sixes descend to aces"

# Each ring clockwise from its top (note two-rings-1). The ring of sevens is the left one, whose
# right side passes inside the ring of sixes; the ring of sixes passes, on its left side, inside the
# ring of sevens: the two rings are linked.
RING_PLACES = (
    # (centre x, centre y, tilt, first rank, suit, where)
    (147.0, 35.0, 75.0, 7, CLUBS, "the ring of sevens, top"),
    (206.0, 37.0, -69.0, 7, DIAMONDS, "the ring of sevens, upper right"),
    (250.0, 82.0, -23.0, 7, HEARTS, "the ring of sevens, right, inside the ring of sixes"),
    (250.0, 142.0, 23.0, 7, SPADES, "the ring of sevens, lower right, inside the ring of sixes"),
    (180.0, 192.0, 81.0, 7, CLUBS, "the ring of sevens, bottom"),
    (121.0, 180.0, -60.0, 7, DIAMONDS, "the ring of sevens, lower left"),
    (89.0, 131.0, -12.0, 7, HEARTS, "the ring of sevens, left"),
    (102.0, 72.0, 24.0, 7, SPADES, "the ring of sevens, upper left"),
    (261.0, 31.0, 81.0, 6, CLUBS, "the ring of sixes, top"),
    (322.0, 44.0, -55.0, 6, DIAMONDS, "the ring of sixes, upper right"),
    (354.0, 96.0, -10.0, 6, HEARTS, "the ring of sixes, right"),
    (342.0, 156.0, 26.0, 6, SPADES, "the ring of sixes, lower right"),
    (294.0, 192.0, 77.0, 6, CLUBS, "the ring of sixes, bottom"),
    (235.0, 185.0, -65.0, 6, DIAMONDS, "the ring of sixes, lower left"),
    (192.0, 141.0, -24.0, 6, HEARTS, "the ring of sixes, left, inside the ring of sevens"),
    (192.0, 81.0, 22.0, 6, SPADES, "the ring of sixes, upper left, inside the ring of sevens"),
)
RANK_NAMES = {7: "seven", 6: "six"}

# The line as pictured under the rings: the pack face down, then the bracelet; the talon (not
# pictured) at the end of the line.
ROW_Y = 5.25
PACK_X = LINE_LEFT
BRACELET = tuple(Pile(f"B{k + 1}", round(LINE_LEFT + COLUMN_STEP * (k + 1), 2), ROW_Y,
                      label=f"the bracelet, place {k + 1}")
                 for k in range(8))
BRACELET_NAMES = tuple(p.name for p in BRACELET)
TALON_X = round(LINE_LEFT + COLUMN_STEP * 9, 2)

REFILLED = ("vacancies in the bracelet are refilled from the pack, or with the cards as they are dealt "
            "(note two-rings-3)")

GAME = Game(
    slug="two-rings",
    title="TWO RINGS",
    number=38,
    packs=2,
    groups=(
        Group("foundations", Role.FOUNDATION,
              tuple(Pile(f"F{k + 1}", *_at(x, y), tilt=tilt,
                         label=f"{RANK_NAMES[rank]} of {SUIT_NAMES[suit]} ({where})")
                    for k, (x, y, tilt, rank, suit, where) in enumerate(RING_PLACES)),
              foundations=tuple(Foundation(SEVENS_UP if rank == 7 else SIXES_DOWN, suit, preplaced=True)
                                for _, _, _, rank, suit, _ in RING_PLACES),
              label="The two rings: the sevens ascending to kings, the sixes descending to aces"),
        Group("bracelet", Role.RESERVE, BRACELET, fill_from=(Role.STOCK, Role.TALON), label="The bracelet"),
        Group("stock", Role.STOCK, (Pile("P", PACK_X, ROW_Y, label="the pack"),), label="The pack"),
        Group("talon", Role.TALON, (Pile("T", TALON_X, ROW_Y, label="the talon"),), label="The talon"),
    ),
    opening=(DealStep(BRACELET_NAMES),),
    stock=Stock.TO_TALON,
    redeal=Redeal.TURN_TALON,
    redeals=1,
    notes=("two-rings-1", "two-rings-2", "two-rings-3", "two-rings-4"),
    rules={
        "available": "of the talon, only its top card is available (note two-rings-2)",
        "follow_suit": "Rule: the foundations follow suit",
        "sequence": "the sevens ascend to kings, the sixes descend to aces (Rule)",
        "foundation_done": "the two rings will be formed respectively of kings and aces: nothing goes on a "
                           "king of the sevens or an ace of the sixes",
        "foundation_first": "the sevens and the sixes are withdrawn from the pack and arranged as in tableau "
                            "before the deal",
        "no_build": "take from the bracelet all suitable cards and play them on the foundations, placing "
                    "unsuitable cards on the talon: nothing is placed on the bracelet",
        "space": REFILLED,
        "space_source": REFILLED,
        "stock_fill": "a card of the pack is dealt to the talon, or turned into a vacancy of the bracelet "
                      "(note two-rings-3)",
        "no_move_from": "cards are played from the bracelet and from the talon; the pack is dealt out card "
                        "by card, and the foundations keep their cards",
        "deal": "the pack has been dealt out",
        "redeal": "the talon may be taken up and re-dealt once: no more",
        "redeal_early": "the pack is dealt out before the talon is taken up and re-dealt (note two-rings-4)",
    },
    width=round(TALON_X + 1.25, 2),
    height=ROW_Y + 1.15,
)
