"""General Sedgewick (No. 28): one pack; a cross of five cards, four foundations in the corners, a talon.

All data, no hook. The cross is five packets whose uppermost cards are available (Rule I); a card is
transferred from one to another, or placed from the talon, one at a time on the next higher card of
any suit (Rules III and IV: ``Build.DOWN``; note general-sedgewick-2). A vacancy is filled when the
player chooses, from the pack or the talon (``fill_from``; note general-sedgewick-3). The next card
after the cross is dealt into the upper left corner (an opening step): its value is the base of the
foundations, which ascend from it in suit round past the king, thirteen cards each
(``Foundation(from_base=+1, follows_suit=True)``), the three others of its value going to the other
corners as they appear (``placed_as_they_appear``; note general-sedgewick-1). ``deal`` turns the next
card of the pack onto the talon, whose top card is available; there is no re-deal (note
general-sedgewick-4). ``BOOK_TABLEAU`` is the book's picture, the cross as first dealt (note
general-sedgewick-5).
"""

from __future__ import annotations

from ..rules import Build, DealStep, Foundation, Game, Group, Pile, Role, Stock

# The picture (a card there is 39 by 57 pixels) puts the arms 1.6 card widths and 1.45 card heights
# apart, the corners well outside them. Here the arms stand wider apart, so that each packet can fan
# to show its descending sequence: the left arm to the left, the others to the right, the centre's
# fan stopping short of the right arm.
SPAN = 1.8  # room for a packet's fan, in card widths (a longer one closes up)
CENTRE_X = 0.3 + SPAN + 1 + SPAN + 0.35
ARM = 1 + SPAN + 0.35  # from the centre to the left and right arms
TOP_Y, MIDDLE_Y, FOOT_Y = 0.55, 1.85, 3.15
CORNER_TOP_Y, CORNER_FOOT_Y = 0.25, 3.45
LEFT_CORNER_X, RIGHT_CORNER_X = 0.3, CENTRE_X + ARM + SPAN
PACK_Y = 4.8  # the pack and talon (not pictured), under the cross

CROSS = (
    Pile("C1", CENTRE_X, TOP_Y, fan="right", span=SPAN, label="the cross, top"),
    Pile("C2", CENTRE_X - ARM, MIDDLE_Y, fan="left", span=SPAN, label="the cross, left"),
    Pile("C3", CENTRE_X, MIDDLE_Y, fan="right", span=SPAN, label="the cross, centre"),
    Pile("C4", CENTRE_X + ARM, MIDDLE_Y, fan="right", span=SPAN, label="the cross, right"),
    Pile("C5", CENTRE_X, FOOT_Y, fan="right", span=SPAN, label="the cross, foot"),
)
CROSS_NAMES = tuple(p.name for p in CROSS)
# The corners in the order of reading: the first foundation card goes to the upper left, the three
# others to the next empty corner as they appear (note general-sedgewick-1).
CORNERS = (
    Pile("F1", LEFT_CORNER_X, CORNER_TOP_Y, label="upper left corner: the first foundation card"),
    Pile("F2", RIGHT_CORNER_X, CORNER_TOP_Y, label="upper right corner"),
    Pile("F3", LEFT_CORNER_X, CORNER_FOOT_Y, label="lower left corner"),
    Pile("F4", RIGHT_CORNER_X, CORNER_FOOT_Y, label="lower right corner"),
)

# The book's tableau: the cross as first dealt, the corners empty (note general-sedgewick-5).
BOOK_TABLEAU: dict[str, str] = {"C1": "5H", "C2": "5D", "C3": "10C", "C4": "JH", "C5": "3S"}

RULE_I = ("Rule I: the original five cards forming the cross are available, but when they are covered by the "
          "addition of others, only the uppermost card of each packet is available until its removal releases "
          "the card beneath; of the talon, too, only the top card (note general-sedgewick-2)")
RULE_III = ("Rule III: cards on the cross may be transferred in descending sequence from one packet to another, "
            "and cards from the pack or talon may also be placed in descending sequence on those of the cross: "
            "the next lower card, of any suit (Rule IV), and nothing on an ace (note general-sedgewick-2)")
VACANCIES = "the vacancies in the cross are filled from pack or talon (note general-sedgewick-3)"


GAME = Game(
    slug="general-sedgewick",
    title="GENERAL SEDGEWICK",
    number=28,
    packs=1,
    groups=(
        Group("cross", Role.TABLEAU, CROSS, build=Build.DOWN, fill_from=(Role.STOCK, Role.TALON),
              label="The cross"),
        Group("foundations", Role.FOUNDATION, CORNERS,
              foundations=tuple(Foundation((), from_base=+1, follows_suit=True) for _ in CORNERS),
              placed_as_they_appear=("talon", "cross"),
              label="Foundations (the four corners, ascending from the first card's value round past the king)"),
        Group("stock", Role.STOCK, (Pile("P", CENTRE_X - 0.7, PACK_Y, label="the pack"),), label="The pack"),
        Group("talon", Role.TALON, (Pile("T", CENTRE_X + 0.7, PACK_Y, label="the talon"),), label="The talon"),
    ),
    # "Deal five cards and place them in the form of a cross. The next card turned is to be placed in the
    # left-hand upper corner, and this constitutes the foundation card."
    opening=(DealStep(CROSS_NAMES), DealStep(("F1",))),
    stock=Stock.TO_TALON,
    notes=("general-sedgewick-1", "general-sedgewick-2", "general-sedgewick-3", "general-sedgewick-4",
           "general-sedgewick-5"),
    rules={
        "available": RULE_I,
        "follow_suit": "Rule II: the foundations follow suit",
        "sequence": "the foundation cards ascend in sequence (Rule II), round past the king to the ace "
                    "(note general-sedgewick-1)",
        "foundation_done": "that foundation is complete: thirteen cards, from the foundation card round to "
                           "the card below it in value (note general-sedgewick-1)",
        "base": "the three others of similar value to the foundation card, as they appear, are placed in the "
                "three other corners (note general-sedgewick-1)",
        "base_unset": "the next card turned after the cross is placed in the left-hand upper corner, and this "
                      "constitutes the foundation card",
        "down": RULE_III,
        "no_build": "cards are played on the foundations or placed in descending sequence on the cross; the "
                    "non-suitable cards form the talon",
        "space_source": VACANCIES,
        "stock_fill": "the next card of the pack is turned onto the talon (note general-sedgewick-4), or into a "
                      "vacancy of the cross",
        "no_move_from": "cards are played from the cross and the talon: the pack is turned onto the talon, and "
                        "the foundations keep their cards",
        "deal": "the pack is exhausted: there is no re-deal",
        "unknown": "this game has no such move: there is no re-deal",
    },
    # The page's figure: the cross and the first foundation card, then two cards of the pack turned onto
    # the talon, so that the pack, the talon and the corners all show.
    figure=("deal", "deal"),
    width=RIGHT_CORNER_X + 1.3,
    height=PACK_Y + 1.15,
)
