"""Red and Black (No. 33): two packs; eight aces in a line, the Volunteers beneath, a talon, one re-deal.

Pure data over the vocabulary. The eight aces are withdrawn and set out in pairs of alternate
colours as in the book's picture; they ascend in suit to kings (Rule I). The Volunteers are eight
cards in a row beneath them, on which cards are placed one at a time in descending sequence of
alternate colours (Rule II: ``Build.DOWN_ALTERNATE``; note red-and-black-4). A vacancy among them is
filled at once "from the cards in hand", the pack (``refill_from``), and from nothing else (note
red-and-black-2). ``deal`` turns the next card of the pack onto the talon, whose top card is
available (note red-and-black-1); when the pack is exhausted the talon may be taken up, shuffled
and re-dealt once (``Redeal.SHUFFLE_TALON``, numbered shuffle "redeal-1"; note red-and-black-3).

``BOOK_TABLEAU`` is the book's tableau, read from its picture (note red-and-black-5): Rule II's
example begins with its black four and the red three beside it (``BOOK_EXAMPLE``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import CLUBS, DIAMONDS, HEARTS, SPADES
from ..rules import ACE_TO_KING, Build, DealStep, Foundation, Game, Group, Pile, Redeal, Role, Stock

if TYPE_CHECKING:
    from ..state import State

# Positions measured on the book's picture (a card there is 37 by 54 pixels, the places 53 pixels
# apart). The Volunteers fan downwards, for the sequences built on them; the pack, drawn under the
# middle of the Volunteers, is set lower to leave that room, and the talon (not pictured) beside it.
COLUMNS = tuple(0.38 + 1.45 * k for k in range(8))
FOUNDATION_Y, VOLUNTEER_Y = 0.23, 1.67
VOLUNTEER_SPAN = 2.4  # room for a descending sequence to fan (a longer one closes up)
PACK_Y = VOLUNTEER_Y + 1 + VOLUNTEER_SPAN + 0.35
PACK_X = 5.3

# The picture, left to right: two aces of diamonds, two of clubs, two of hearts, two of spades.
ACE_SUITS = (DIAMONDS, DIAMONDS, CLUBS, CLUBS, HEARTS, HEARTS, SPADES, SPADES)
SUIT_NAMES = {SPADES: "spades", HEARTS: "hearts", CLUBS: "clubs", DIAMONDS: "diamonds"}

VOLUNTEERS = tuple(Pile(f"V{k + 1}", x, VOLUNTEER_Y, fan="down", span=VOLUNTEER_SPAN)
                   for k, x in enumerate(COLUMNS))
VOLUNTEER_NAMES = tuple(p.name for p in VOLUNTEERS)

# The book's tableau: the aces as pictured, and the Volunteers left to right (note red-and-black-5).
BOOK_VOLUNTEERS = ("4S", "3H", "8D", "10C", "JD", "JC", "7D", "QH")
BOOK_TABLEAU: dict[str, str] = {
    **{f"F{k + 1}": f"A{'SHCD'[suit]}" for k, suit in enumerate(ACE_SUITS)},
    **dict(zip(VOLUNTEER_NAMES, BOOK_VOLUNTEERS)),
}
# "On the black four (see tableau) would be placed a red three": the three of hearts beside it.
BOOK_EXAMPLE = ("V2>V1",)


def book_position() -> State:
    """The book's tableau set out on the board (``patience.book.pages.position`` draws it); the pack,
    pictured face down, is not set out."""
    from ..state import State

    return State.arranged(GAME, BOOK_TABLEAU)


RULE_II = ("Rule II: cards may be placed on the Volunteers in descending sequence, but they must be of "
           "alternate colors; on the black four would be placed a red three, then a black deuce")
FILLED_FROM_HAND = ("each vacancy in the Volunteers is filled from the cards in hand, and from nothing else "
                    "(note red-and-black-2)")

GAME = Game(
    slug="red-and-black",
    title="RED AND BLACK",
    number=33,
    packs=2,
    groups=(
        Group("foundations", Role.FOUNDATION,
              tuple(Pile(f"F{k + 1}", x, FOUNDATION_Y, label=f"ace of {SUIT_NAMES[suit]}")
                    for k, (x, suit) in enumerate(zip(COLUMNS, ACE_SUITS))),
              foundations=tuple(Foundation(ACE_TO_KING, suit, preplaced=True) for suit in ACE_SUITS),
              label="Foundations (the eight aces, ascending to kings)"),
        Group("volunteers", Role.TABLEAU, VOLUNTEERS, build=Build.DOWN_ALTERNATE, refill_from=("stock",),
              label="The Volunteers"),
        Group("stock", Role.STOCK, (Pile("P", PACK_X, PACK_Y, label="the pack"),), label="The pack"),
        Group("talon", Role.TALON, (Pile("T", PACK_X + 1.45, PACK_Y, label="the talon"),), label="The talon"),
    ),
    opening=(DealStep(VOLUNTEER_NAMES),),
    stock=Stock.TO_TALON,
    redeal=Redeal.SHUFFLE_TALON,
    redeals=1,
    notes=("red-and-black-1", "red-and-black-2", "red-and-black-3", "red-and-black-4", "red-and-black-5"),
    rules={
        "available": "only the uppermost card of a Volunteer or of the talon is available: cards are moved one "
                     "at a time (note red-and-black-4)",
        "follow_suit": "Rule I: the foundations follow suit",
        "sequence": "the aces are the foundations and ascend in sequence to kings (Rule I)",
        "foundation_done": "the foundations ascend in sequence to kings: nothing goes on a king",
        "foundation_first": "the eight aces are withdrawn from the pack and placed in a horizontal line before "
                            "the deal",
        "down_alternate": RULE_II,
        "no_build": "cards are played on the foundations or placed in sequence on the Volunteers; the "
                    "unsuitable cards form the talon",
        "space": FILLED_FROM_HAND,
        "space_source": FILLED_FROM_HAND,
        "no_move_from": "cards are played from the Volunteers and from the talon; the pack is dealt out card "
                        "by card, and the foundations keep their cards",
        "deal": "the pack is exhausted",
        "redeal": "the talon may be taken up, shuffled, and re-dealt once: no more",
        "redeal_early": "when the pack is exhausted, the talon may be taken up, shuffled, and re-dealt once",
    },
    width=COLUMNS[-1] + 1.38,
    height=PACK_Y + 1.1,
)
