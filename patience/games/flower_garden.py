"""The Flower-Garden (No. 16): one pack; six packets in the Garden, sixteen cards in the Bouquet.

Data over the vocabulary, with no hook of its own. The Garden is six packets of six
cards, spread so that all are visible; only the uppermost card of each is
available (Rule I), and cards are placed on it in descending sequence, whatever
their suit (Rule III: ``Build.DOWN``), one at a time. The Bouquet is "kept in the
hand" and every card of it is available (Rule I): it is sixteen single-card places
B1-B16 that take nothing back ("cards taken from the Bouquet cannot be returned to
it"). A cleared packet may be begun with a card from the Bouquet or the Garden. The
four aces ascend in suit to kings. There is only one deal.

``BOOK_TABLEAU`` is the book's tableau, transcribed from its picture where the
picture can be read and completed from the text's worked example (note
flower-garden-1); ``book_position()`` sets it out.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..rules import Build, DealStep, Foundation, Game, Group, Pile, Role

if TYPE_CHECKING:
    from ..state import State

# Positions measured on the book's picture (a card is about 30 by 42 pixels there): two rows of
# three fanned packets, the four foundation places below. The Bouquet, held in the hand, is not
# pictured: the edition lays it out in a row under the foundations.
PACKET_X = (0.4, 5.7, 11.0)
PACKET_Y = (0.35, 3.3)
SPAN = 3.3  # room for a packet's fan, in card widths
GARDEN = tuple(Pile(f"G{3 * r + k + 1}", x, y, fan="right", span=SPAN)
               for r, y in enumerate(PACKET_Y) for k, x in enumerate(PACKET_X))
GARDEN_NAMES = tuple(p.name for p in GARDEN)
FOUNDATION_X = (2.8, 5.8, 8.6, 11.5)
FOUNDATION_Y = 6.4
BOUQUET_Y = 7.75
BOUQUET = tuple(Pile(f"B{k + 1}", 0.05 + k * 1.02, BOUQUET_Y) for k in range(16))
BOUQUET_NAMES = tuple(p.name for p in BOUQUET)
SUITS = ("spades", "hearts", "clubs", "diamonds")

# The book's tableau, each packet bottom card first (note flower-garden-1). The text fixes the four
# of diamonds and the five of clubs as uppermost cards, the nine of clubs under the four of diamonds
# with the ace and deuce of diamonds beneath it, the knave of diamonds uppermost, and the ten of hearts
# in the Bouquet; the rest is read from the picture or supplied by the edition, as the note says.
BOOK_GARDEN: dict[str, str] = {
    "G1": "4H 5H AS 4C 7C 6D",
    "G2": "7S KC KH 10D 8S 8H",
    "G3": "3C 2H QC 10C 2C 9S",
    "G4": "6C 8C 6H 3S 7D 5C",
    "G5": "AH 3H 2D AD 9C 4D",
    "G6": "QH 8D 3D 6S 4S JD",
}
# The Bouquet is not pictured: the sixteen cards left over, in the order of a sorted hand.
BOOK_BOUQUET = ["2S", "5S", "10S", "JS", "QS", "KS", "7H", "9H", "10H", "JH", "AC", "JC", "5D", "9D", "QD", "KD"]
BOOK_TABLEAU: dict[str, str] = {**BOOK_GARDEN, **dict(zip(BOUQUET_NAMES, BOOK_BOUQUET))}

# "Place the four of diamonds (see tableau) on the five of clubs, then take the ten of hearts from the
# Bouquet and place it on the knave of diamonds. The nine of clubs can now be transferred, and the ace
# and deuce of diamonds are released."
BOOK_EXAMPLE = ("G5>G4", "B9>G6", "G5>G6", "G5>F4", "G5>F4")


def book_position() -> State:
    """The book's tableau set out on the board (``patience.book.pages.position`` draws it)."""
    from ..state import State

    return State.arranged(GAME, BOOK_TABLEAU)


BOUQUET_RULE = "cards taken from the Bouquet cannot be returned to it"

GAME = Game(
    slug="flower-garden",
    title="THE FLOWER-GARDEN",
    number=16,
    packs=1,
    groups=(
        Group("garden", Role.TABLEAU, GARDEN, build=Build.DOWN, fill_from=(Role.TABLEAU, Role.RESERVE),
              label="The Garden: six packets of six cards"),
        Group("foundations", Role.FOUNDATION,
              tuple(Pile(f"F{k + 1}", x, FOUNDATION_Y, label=f"ace of {SUITS[k]}")
                    for k, x in enumerate(FOUNDATION_X)),
              foundations=tuple(Foundation(tuple(range(1, 14)), suit=s) for s in range(4)),
              label="Foundations (aces up to kings)"),
        Group("bouquet", Role.RESERVE, BOUQUET, label="The Bouquet: sixteen cards kept in the hand"),
    ),
    # "Deal six packets of six cards dealt together ... Sixteen cards will remain, which are called the
    # Bouquet."
    opening=(DealStep(GARDEN_NAMES, each=6), DealStep(BOUQUET_NAMES)),
    notes=("flower-garden-1", "flower-garden-2"),
    rules={
        "available": "Rule I: any card in the Bouquet and the uppermost cards of the Garden are available; "
                     "the removal of the top cards releases those beneath",
        "follow_suit": "Rule II: the foundations must follow suit",
        "sequence": "the four aces are to ascend in sequence to kings (Rule II)",
        "foundation_first": "the four aces are the foundation cards",
        "foundation_done": "the foundations ascend to kings: nothing goes on a king",
        "down": "place cards in descending sequences in the Garden (Rule III: they need not follow suit)",
        "no_build": BOUQUET_RULE,
        "space": BOUQUET_RULE,
        "space_source": "when an entire packet is cleared off, you may begin a new one with a card from the "
                        "Bouquet or from the Garden (Rule I)",
        "no_move_from": "cards played on the foundations stay there",
        "unknown": "there is no such move in the Flower-Garden: all the cards are dealt at once, and there is "
                   "only one deal",
    },
    width=16.4,
    height=BOUQUET_Y + 1.05,
)
