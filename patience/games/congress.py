"""The Congress (No. 42): two packs, eight aces withdrawn, the rivers dealt in rows of eight over four help cards.

Data, and one small hook. The eight aces are withdrawn to two columns on the right, two foundations
of each suit (Rule I; note congress-5). The rivers are eight columns, each a pile whose lowest card
alone is available (Rule V); ``deal`` lays the next row of eight at once (``Stock.ROUND``), so that a
row is complete before it is played from; nothing is placed on the rivers (Rule II: no build word).
Their vacancies are refilled from the pack by the player's move ``refill`` (``Refill.BY_MOVE``, kept
to one card a row dealt: ``depth=1``, ``deepens``), the uppermost rows first (``refill_rows_first``),
before the next row is dealt (notes congress-1, congress-2). The four help packets marry in
descending line (``Build.DOWN_IN_SUIT``: river cards on them, their cards on each other's, Rules II
and III), their uppermost cards available (Rule IV); a packet played off is refilled at once from the
pack while it lasts (``Refill.AT_ONCE``), and after the deal from the rivers (``fill_from``). The four
new helps begin, after the deal only, with cards from the rivers (``after_the_deal``, ``fill_from``;
notes congress-3, congress-4); a space among the helps takes a card from the rivers and not from
another help packet (``spaces_from``). No re-deal. No hooks.
"""

from __future__ import annotations

from ..cards import CLUBS, DIAMONDS, HEARTS, SPADES, SUIT_NAMES
from ..rules import ACE_TO_KING, Build, DealStep, Foundation, Game, Group, Pile, Refill, Role, Stock

# The picture, in card widths (x) and heights (y): the rivers at the upper end of the table, eight
# columns whose rows fan downwards; the helps in a line below, "leaving plenty of room for the
# tableau above" (the four new helps in the same line, to the right of the first four); the aces in
# two columns on the right. The pack, not pictured, lies beside the helps, under the aces.
COLUMN_X = tuple(0.3 + 1.05 * k for k in range(8))
RIVERS_Y = 0.2
SPAN = 0.3 * 11  # room for twelve rows (the first, and eleven dealt), each showing its card's corner
HELPS_Y = RIVERS_Y + 1 + SPAN + 0.6
ACE_X = (9.1, 10.3)
ACE_Y = tuple(RIVERS_Y + 1.2 * k for k in range(4))
PACK_X = 9.7
# Each row of the two columns holds the two aces of one suit (note congress-5).
ACE_SUITS = (HEARTS, HEARTS, SPADES, SPADES, DIAMONDS, DIAMONDS, CLUBS, CLUBS)

RIVERS = tuple(Pile(f"R{k + 1}", x, RIVERS_Y, fan="down", span=SPAN, label=f"river {k + 1}")
               for k, x in enumerate(COLUMN_X))
RIVER_NAMES = tuple(p.name for p in RIVERS)
HELPS = tuple(Pile(f"H{k + 1}", x, HELPS_Y, fan="down", span=SPAN, label=f"help {k + 1}")
              for k, x in enumerate(COLUMN_X))
HELP_NAMES = tuple(p.name for p in HELPS)


RULE_V = "Rule V: each row of cards on the rivers blocks the preceding one"
RULE_IV = ("Rule IV: the uppermost cards of the help packets are alone available until their removal releases "
           "those beneath")

GAME = Game(
    slug="congress",
    title="THE CONGRESS",
    number=42,
    packs=2,
    groups=(
        Group("foundations", Role.FOUNDATION,
              tuple(Pile(f"F{k + 1}", ACE_X[k % 2], ACE_Y[k // 2], label=f"ace of {SUIT_NAMES[s]}")
                    for k, s in enumerate(ACE_SUITS)),
              foundations=tuple(Foundation(ACE_TO_KING, suit=s, preplaced=True) for s in ACE_SUITS),
              label="The eight aces, ascending in sequence to kings"),
        Group("rivers", Role.TABLEAU, RIVERS,
              refill_from=("stock",), depth=1, deepens=True, refill=Refill.BY_MOVE, refill_rows_first=True,
              label="The rivers: rows of eight, each blocking the one above it"),
        # "refilling vacancies, both in the rivers and helps, with cards from the pack": a help packet
        # played off is refilled at once while the pack lasts, and after it from the rivers (note congress-3)
        Group("helps", Role.TABLEAU, HELPS[:4], build=Build.DOWN_IN_SUIT, fill_from=(Role.TABLEAU,),
              spaces_from=("rivers",), refill_from=("stock",), depth=1, refill=Refill.AT_ONCE,
              label="The help cards: four packets, marrying in descending line"),
        # "any four available cards may be selected from the rivers to begin the new packets"
        Group("new helps", Role.TABLEAU, HELPS[4:], build=Build.DOWN_IN_SUIT, fill_from=(Role.TABLEAU,),
              spaces_from=("rivers",), after_the_deal=True, label="The new helps, begun from the rivers after the pack is exhausted"),
        Group("stock", Role.STOCK, (Pile("P", PACK_X, HELPS_Y, label="the pack"),), label="The pack"),
    ),
    # "Next deal four cards ...: these are called the help cards. Next place at the upper end of the
    # table a horizontal row of eight cards: this commences what is called the 'rivers'."
    opening=(DealStep(HELP_NAMES[:4]), DealStep(RIVER_NAMES)),
    # "... proceed to deal out successive rows of eight cards on the rivers"
    stock=Stock.ROUND,
    round_piles=RIVER_NAMES,
    round_size=1,
    notes=("congress-1", "congress-2", "congress-3", "congress-4", "congress-5", "congress-6"),
    rules={
        "available": f"{RULE_V}; {RULE_IV}",
        "follow_suit": "Rule I: the foundations follow suit",
        "sequence": "the foundations ascend in sequence to kings (Rule I)",
        "foundation_done": "the foundations ascend in sequence to kings: that foundation is complete",
        "down_in_suit": "Rules II and III: cards marry in descending line on the helps: only the next lower card "
                        "of the same suit goes on a card",
        "no_build": "Rule II: cards from the rivers may marry with cards on the helps, but not vice versâ: "
                    "nothing is placed on the rivers, nor on the pack",
        "space": "the vacancies in the rivers are refilled with cards from the pack, and from nothing else "
                 "(note congress-2)",
        "after_the_deal": "after the entire pack is exhausted the four packets of help cards may be increased "
                          "to eight: not before (note congress-4)",
        "space_source": "any four available cards may be selected from the rivers to begin the new packets, and a "
                      "help packet played off may be filled by another card from the rivers: from the rivers "
                      "only (note congress-4)",
        "no_move_from": "cards are played and married from the rivers and the helps; the pack is dealt in rows "
                        "and refills the vacancies, and cards on the foundations stay there",
        "deal": "the entire pack is exhausted",
        "refill_first": "after dealing each row, pause and refill the vacancies in the rivers with cards from the "
                        "pack before the next row is dealt (note congress-2)",
        "refill": "there is no vacancy in the rivers to refill, or the entire pack is exhausted (note congress-2)",
        "unknown": "this game has no such move: rows are dealt, played, married and refilled, and there is "
                   "no re-deal",
    },
    # The book's picture shows three rows of the rivers ("In the tableau only three rows of the rivers
    # are shown"): the page's figure deals the next two (note congress-6).
    figure=("deal", "deal"),
    width=ACE_X[1] + 1.1,
    height=HELPS_Y + 1 + SPAN,
)
