"""La Belle Lucie (No. 1): one pack in packets of three, marriages in descending line, two re-deals.

Data over the vocabulary. The eighteen packets are a tableau group whose uppermost cards alone are
available (Rule I); each takes the next lower card of its suit ("marriages in a descending line":
``Build.DOWN_IN_SUIT``), one card at a time, and a packet emptied is not begun again (no
``fill_from``; note la-belle-lucie-2). The pack is dealt in threes, the last packet one card, where
the book's picture has it (note la-belle-lucie-3). The aces are played from the surface of the
packets to their allotted spaces, one to each suit (note la-belle-lucie-1). The re-deal takes the
whole tableau up, shuffles it (numbered) and deals it again in threes (``Redeal.GATHER`` with
``redeal_shuffled``), twice at most, and only once no available card can be played on a foundation
(``redeal_when_nothing_to_play``; notes la-belle-lucie-4 and -7). No hooks.

``VARIANTS`` holds the two ways with two packs the text names: the House in the Wood and the House
on the Hill (notes la-belle-lucie-5 and -6).
"""

from __future__ import annotations

from dataclasses import replace
from ..cards import SUIT_NAMES
from ..rules import ACE_TO_KING, KING_TO_ACE, Build, DealStep, Foundation, Game, Group, Pile, Redeal, Role

# The book's picture (a card about 35 by 50 pixels there): eighteen fanned packets in rows of five,
# five, five and three, the last packet, one card, in the middle of the lowest row; four foundation
# places in a line below. The picture's tilted fans are set straight on a grid.
STEP = 2.1  # from one packet to the next, in card widths
SPAN = 0.95  # room for a packet's fan beyond its first card (a packet grows by its marriages)
ROW_Y = (0.2, 1.5, 2.8, 4.1)
ROW_COLUMNS = ((0, 1, 2, 3, 4), (0, 1, 2, 3, 4), (0, 1, 2, 3, 4), (1, 2, 3))
PACKETS = tuple(Pile(f"L{k + 1}", 0.3 + column * STEP, y, fan="right", span=SPAN)
                for k, (y, column) in enumerate((y, c) for y, row in zip(ROW_Y, ROW_COLUMNS) for c in row))
PACKET_NAMES = tuple(p.name for p in PACKETS)
LAST = "L17"  # the middle of the lowest row: the packet of one card in the picture
FOUNDATION_X = (2.3, 4.1, 5.9, 7.7)
FOUNDATION_Y = 5.45

RULE_I = "Rule I: the uppermost card of each packet is alone available, until by its removal it releases the one beneath"
NOT_REFILLED = ("the pack is dealt in packets at the start: a packet cleared is not begun again "
                "(note la-belle-lucie-2)")

GAME = Game(
    slug="la-belle-lucie",
    title="LA BELLE LUCIE",
    number=1,
    packs=1,
    groups=(
        Group("packets", Role.TABLEAU, PACKETS, build=Build.DOWN_IN_SUIT,
              label="The tableau: packets of three, the uppermost card of each available"),
        Group("foundations", Role.FOUNDATION,
              tuple(Pile(f"F{k + 1}", x, FOUNDATION_Y, label=f"ace of {SUIT_NAMES[k]}")
                    for k, x in enumerate(FOUNDATION_X)),
              foundations=tuple(Foundation(ACE_TO_KING, suit=k) for k in range(4)),
              label="Foundations: the four aces, ascending in suit to kings"),
    ),
    # "Deal out the entire pack in packets of three cards dealt together ... The last packet, however,
    # will contain but one card": row by row, and the last where the picture has it (note la-belle-lucie-3).
    opening=(DealStep(tuple(n for n in PACKET_NAMES if n != LAST), each=3), DealStep((LAST,), each=3)),
    redeal=Redeal.GATHER,
    redeal_piles=PACKET_NAMES,
    redeal_shuffled=True,
    redeals=2,
    redeal_when_nothing_to_play=True,
    notes=("la-belle-lucie-1", "la-belle-lucie-2", "la-belle-lucie-3", "la-belle-lucie-4", "la-belle-lucie-7"),
    rules={
        "available": RULE_I,
        "empty": "that packet is cleared: there is no card there to move",
        "follow_suit": "Rule II: the foundations must follow suit (note la-belle-lucie-1: each ace in its "
                       "allotted space)",
        "sequence": "the four aces are to ascend in sequence to kings",
        "foundation_first": "the four aces form the foundation cards: an ace is played in its allotted space "
                            "first",
        "foundation_done": "the foundations ascend to kings: that one is complete",
        "down_in_suit": "marriages are formed in a descending line on the tableau: only the next lower card of "
                        "the same suit goes on a card",
        "no_build": "cards are played on the foundations or married on the tableau (note la-belle-lucie-2)",
        "space": NOT_REFILLED,
        "no_move_from": "cards played on the foundations stay there",
        "redeal": "the entire tableau may be taken up, shuffled and re-dealt if necessary twice: no more",
        "redeal_blocked": "when this has been done, and there are no more available cards to play, the entire "
                          "tableau may be taken up: a card can still be played on a foundation "
                          "(note la-belle-lucie-4)",
        "unknown": "this game has no such move: the entire pack is dealt at the start, and the tableau is "
                   "taken up and re-dealt with 'redeal'",
    },
    width=0.3 + 4 * STEP + 1 + SPAN + 0.1,
    height=FOUNDATION_Y + 1.05,
)


# Two packs: the pack in threes makes thirty-five packets (note la-belle-lucie-5), here in five rows of
# seven, the foundations in a line of eight below.
WIDE_COLUMNS, WIDE_ROWS = 7, 5
WIDE_ROW_STEP = 1.3
WIDE_PACKETS = tuple(Pile(f"L{WIDE_COLUMNS * r + k + 1}", 0.2 + k * STEP, 0.2 + r * WIDE_ROW_STEP,
                          fan="right", span=SPAN)
                     for r in range(WIDE_ROWS) for k in range(WIDE_COLUMNS))
WIDE_NAMES = tuple(p.name for p in WIDE_PACKETS)
WIDE_FOUNDATION_Y = 0.2 + WIDE_ROWS * WIDE_ROW_STEP + 0.25
WIDE_FOUNDATION_X = tuple(1.35 + k * 1.55 for k in range(8))
WIDE_WIDTH = 0.2 + (WIDE_COLUMNS - 1) * STEP + 1 + SPAN + 0.1


def two_packs(slug: str, groups: tuple[Group, ...], notes: tuple[str, ...], rules: dict[str, str]) -> Game:
    """A way of playing with two packs: the pack in threes on thirty-five packets, re-dealt as the book game."""
    return replace(GAME, slug=slug, variant_of=GAME.slug, packs=2, groups=groups,
                   opening=(DealStep(WIDE_NAMES, each=3),), redeal_piles=WIDE_NAMES,
                   notes=notes, rules={**GAME.rules, **rules},
                   width=WIDE_WIDTH, height=WIDE_FOUNDATION_Y + 1.05)


# "This game can also be played with two packs, the eight aces forming the foundation cards, and double
# the number of packets being dealt for the tableau."
HOUSE_IN_THE_WOOD = two_packs(
    "la-belle-lucie-house-in-the-wood",
    (
        replace(GAME.groups[0], piles=WIDE_PACKETS),
        Group("foundations", Role.FOUNDATION,
              tuple(Pile(f"F{k + 1}", x, WIDE_FOUNDATION_Y, label=f"ace of {SUIT_NAMES[k % 4]}")
                    for k, x in enumerate(WIDE_FOUNDATION_X)),
              foundations=tuple(Foundation(ACE_TO_KING, suit=k % 4) for k in range(8)),
              label="Foundations: the eight aces, ascending in suit to kings"),
    ),
    ("la-belle-lucie-2", "la-belle-lucie-4", "la-belle-lucie-5", "la-belle-lucie-7"),
    {
        "follow_suit": "Rule II: the foundations must follow suit (note la-belle-lucie-5: two allotted spaces "
                       "to each suit)",
        "sequence": "the eight aces form the foundation cards, and are to ascend in sequence to kings",
        "foundation_first": "the eight aces form the foundation cards: an ace is played in its allotted space "
                            "first",
    },
)

# "The foundation cards to be four aces, and four kings of different suits, and marriages made both in
# ascending and descending lines."
HOUSE_ON_THE_HILL = two_packs(
    "la-belle-lucie-house-on-the-hill",
    (
        replace(GAME.groups[0], piles=WIDE_PACKETS, build=Build.MARRIAGE,
                label="The tableau: packets of three, married both in ascending and descending lines"),
        Group("kings", Role.FOUNDATION,
              tuple(Pile(f"F{k + 1}", x, WIDE_FOUNDATION_Y, label=f"king of {SUIT_NAMES[k]}")
                    for k, x in enumerate(WIDE_FOUNDATION_X[:4])),
              foundations=tuple(Foundation(KING_TO_ACE, suit=k) for k in range(4)),
              label="Four kings, descending in suit to aces"),
        Group("aces", Role.FOUNDATION,
              tuple(Pile(f"F{k + 5}", x, WIDE_FOUNDATION_Y, label=f"ace of {SUIT_NAMES[k]}")
                    for k, x in enumerate(WIDE_FOUNDATION_X[4:])),
              foundations=tuple(Foundation(ACE_TO_KING, suit=k) for k in range(4)),
              label="Four aces, ascending in suit to kings"),
    ),
    ("la-belle-lucie-2", "la-belle-lucie-4", "la-belle-lucie-5", "la-belle-lucie-6", "la-belle-lucie-7"),
    {
        "follow_suit": "Rule II: the foundations must follow suit (note la-belle-lucie-6: four aces and four "
                       "kings of different suits, each in its own space)",
        "sequence": "the aces ascend in sequence to kings, and the kings descend to aces (note la-belle-lucie-6)",
        "foundation_first": "the foundation cards are four aces and four kings of different suits: a king or an "
                            "ace begins each, in its own space",
        "foundation_done": "that foundation is complete: the aces ascend to kings, the kings descend to aces",
        "marriage": "marriages are made both in ascending and descending lines: only the next card above or "
                    "below, of the same suit, goes on a card",
    },
)

VARIANTS = (HOUSE_IN_THE_WOOD, HOUSE_ON_THE_HILL)
