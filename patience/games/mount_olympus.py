"""Mount Olympus (No. 36): two packs; a pyramid of aces and twos ascending by twos, the battery, a talon.

Pure data over the vocabulary. The eight aces and eight twos are withdrawn and set out as the
book's pyramid (their suits as read from the picture: note mount-olympus-1); the aces ascend in
suit by odd numbers to kings, the twos by even numbers to queens (Rules I and II: foundation
sequences with a step of two). The battery is nine cards, set out as in the picture; cards are
placed on it two lower in the same suit (Rules I and III: ``Build.DOWN_BY_TWO_IN_SUIT``), and only
the uppermost card of each of its places is available (Rule IV). ``deal`` turns the next card of
the pack onto the talon, whose top card is available (note mount-olympus-2); a space in the battery
is refilled, when the player chooses, from the pack or the talon (``fill_from``; note
mount-olympus-3). The talon may be taken up and re-dealt once, turned over as it lies
(``Redeal.TURN_TALON``; note mount-olympus-4).
"""

from __future__ import annotations

from ..cards import CLUBS, DIAMONDS, HEARTS, SPADES
from ..rules import Build, DealStep, Foundation, Game, Group, Pile, Redeal, Role, Stock

# Positions measured on the book's picture (a card there is 26 by 38 pixels; the cards of the
# pyramid and of the battery touch), spread a little so that the drawn cards do not, and a little
# more downwards so that each place's name shows beneath it.
SPREAD_X, SPREAD_Y = 1.05, 1.18
MARGIN = 0.3


def _at(x: float, y: float) -> tuple[float, float]:
    """A place measured on the picture (card widths and heights from its left edge and top)."""
    return round(MARGIN + (x - 0.58) * SPREAD_X, 2), round(0.2 + (y - 0.24) * SPREAD_Y, 2)


ACES_UP = (1, 3, 5, 7, 9, 11, 13)  # "the aces, in odd numbers, 3, 5, 7, etc., till they finish with kings"
TWOS_UP = (2, 4, 6, 8, 10, 12)  # "the twos, in even numbers, 4, 6, 8, etc., till they finish with queens"
SUIT_NAMES = {SPADES: "spades", HEARTS: "hearts", CLUBS: "clubs", DIAMONDS: "diamonds"}

# The pyramid step by step from its top, each step's left card and right card (note mount-olympus-1):
# at the top the ace and the two of hearts side by side; down the left side deuce, ace, deuce, ...;
# down the right side ace, deuce, ace, ...; each step an ace and a two of one suit.
STEP_SUITS = (HEARTS, CLUBS, DIAMONDS, SPADES, HEARTS, CLUBS, DIAMONDS, SPADES)
LEFT_X = (6.28, 5.47, 4.64, 3.85, 3.01, 2.21, 1.38, 0.58)
RIGHT_X = (7.27, 8.08, 8.87, 9.71, 10.51, 11.35, 12.15, 12.95)
STEP_Y = (0.24, 1.26, 2.28, 3.29, 4.29, 5.29, 6.29, 7.29)


def _pyramid() -> tuple[tuple[str, float, float, Foundation, str], ...]:
    places = []
    for step, (suit, lx, rx, y) in enumerate(zip(STEP_SUITS, LEFT_X, RIGHT_X, STEP_Y)):
        left_rank, right_rank = (1, 2) if step % 2 == 0 else (2, 1)  # the apex: ace left, two right
        for x, rank in ((lx, left_rank), (rx, right_rank)):
            sequence = ACES_UP if rank == 1 else TWOS_UP
            name = f"F{len(places) + 1}"
            label = f"{'ace' if rank == 1 else 'two'} of {SUIT_NAMES[suit]}"
            places.append((name, *_at(x, y), Foundation(sequence, suit, preplaced=True), label))
    return tuple(places)


PYRAMID = _pyramid()

# The battery as pictured: one card, three beneath it, five beneath those, inside the pyramid.
BATTERY_PLACES = ((6.76, 3.29), (5.77, 4.29), (6.76, 4.29), (7.78, 4.29),
                  (4.77, 5.29), (5.77, 5.29), (6.76, 5.29), (7.78, 5.29), (8.78, 5.29))
BATTERY = tuple(Pile(f"B{k + 1}", *_at(x, y)) for k, (x, y) in enumerate(BATTERY_PLACES))
BATTERY_NAMES = tuple(p.name for p in BATTERY)
PACK_X, PACK_Y = _at(6.76, 7.26)

REFILLED = "spaces in the battery are refilled from pack or talon (note mount-olympus-3)"

GAME = Game(
    slug="mount-olympus",
    title="MOUNT OLYMPUS",
    number=36,
    packs=2,
    groups=(
        Group("foundations", Role.FOUNDATION,
              tuple(Pile(name, x, y, label=label) for name, x, y, _, label in PYRAMID),
              foundations=tuple(spec for _, _, _, spec, _ in PYRAMID),
              label="The pyramid: aces ascending by odd numbers to kings, twos by even numbers to queens"),
        Group("battery", Role.TABLEAU, BATTERY, build=Build.DOWN_BY_TWO_IN_SUIT,
              fill_from=(Role.STOCK, Role.TALON), label="The battery"),
        Group("stock", Role.STOCK, (Pile("P", PACK_X, PACK_Y, label="the pack"),), label="The pack"),
        Group("talon", Role.TALON, (Pile("T", round(PACK_X + 1.3, 2), PACK_Y, label="the talon"),),
              label="The talon"),
    ),
    opening=(DealStep(BATTERY_NAMES),),
    stock=Stock.TO_TALON,
    redeal=Redeal.TURN_TALON,
    redeals=1,
    notes=("mount-olympus-1", "mount-olympus-2", "mount-olympus-3", "mount-olympus-4"),
    rules={
        "available": "Rule IV: the uppermost cards of the battery are alone available, until their removal "
                     "releases those beneath; of the talon, only its top card is available (note "
                     "mount-olympus-2)",
        "follow_suit": "Rule I: the foundations and the battery follow suit",
        "sequence": "Rule II: the foundations ascend in alternate sequences; the aces, in odd numbers, 3, 5, 7, "
                    "etc., till they finish with kings; the twos, in even numbers, 4, 6, 8, etc., till they "
                    "finish with queens",
        "foundation_done": "the foundations ascend in alternate sequence, till they end respectively with kings "
                           "and queens",
        "foundation_first": "the eight aces and the eight twos are withdrawn from the pack and placed in the "
                            "form of a pyramid before the deal",
        "down_by_two": "Rule III: cards may be placed on the battery in alternate descending sequence; thus, on "
                       "a nine place a seven, on the seven, a five, on a queen place a ten (Rule I: the "
                       "battery follows suit)",
        "no_build": "cards are played on the pyramid or placed on the battery; the unsuitable cards form the "
                    "talon",
        "space": REFILLED,
        "space_source": REFILLED,
        "stock_fill": "a card of the pack goes to the talon, or into a space of the battery (note "
                      "mount-olympus-3)",
        "no_move_from": "cards are played from the battery and from the talon; the pack is dealt out card by "
                        "card, and the pyramid keeps its cards",
        "deal": "the entire pack has been dealt out",
        "redeal": "the talon may be taken up and re-dealt once: no more",
        "redeal_early": "the entire pack is dealt out before the talon is taken up and re-dealt (note "
                        "mount-olympus-4)",
    },
    width=round(_at(12.95, 0)[0] + 1 + MARGIN, 2),
    height=round(_at(0, 7.29)[1] + 1.1, 2),
)
