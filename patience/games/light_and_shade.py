"""Light and Shade (No. 24): two packs; eight aces in a line, four Auxiliaries and four Rivals, a talon.

Pure data over the vocabulary; no hooks. The eight aces are withdrawn and set out as the picture has
them (``Group.withdraw``, not ``Foundation.preplaced``, whose suit would bind every card of the place:
an ace's suit fixes only its first card); they ascend to kings in alternate colours, whatever the suits
(Rule I: ``Foundation.alternate``; note light-and-shade-1). The foundations take cards from the
Auxiliaries only (``takes_from``). The Auxiliaries build one card at a time in descending sequence of
alternate colours (Rule II: ``Build.DOWN_ALTERNATE``) with cards from the Rivals and the talon, and from
nothing else (note light-and-shade-3). Vacancies (Rule III) are filled by the player's move, when the
player chooses: an Auxiliary's with any Rival's card, a Rival's with the talon's top card or the pack's
next card (``fill_from``; note light-and-shade-4). ``deal`` turns the next card of the pack onto the
talon; there is no re-deal (note light-and-shade-5). The rows lie as the picture has them, below the
aces (note light-and-shade-2).

``BOOK_TABLEAU`` is the book's tableau, read from its picture (note light-and-shade-6).
"""

from __future__ import annotations

from ..cards import CLUBS, DIAMONDS, HEARTS, SPADES, SUIT_NAMES
from ..rules import ACE_TO_KING, Build, DealStep, Foundation, Game, Group, Pile, Role, Stock

# Positions measured on the book's picture (a card there is 39 by 57 pixels): the pack above the middle
# of the line of aces, the Auxiliaries and under them the Rivals below the aces. The talon, not
# pictured, lies beside the pack. The Auxiliaries fan to the right, into the room between them, for the
# sequences built on them (a longer one closes up).
ACE_X = (0.33, 1.79, 3.28, 4.74, 6.23, 7.72, 9.18, 10.64)
ROW_X = (2.49, 4.49, 6.49, 8.44)
PACK_X, PACK_Y = 5.54, 0.18
FOUNDATION_Y, AUXILIARY_Y, RIVAL_Y = 1.65, 3.14, 4.63
AUXILIARY_SPAN = 0.9

# The picture, left to right: two aces of spades, two of hearts, two of clubs, two of diamonds.
ACE_SUITS = (SPADES, SPADES, HEARTS, HEARTS, CLUBS, CLUBS, DIAMONDS, DIAMONDS)

AUXILIARIES = tuple(Pile(f"A{k + 1}", x, AUXILIARY_Y, fan="right", span=AUXILIARY_SPAN, label=f"Auxiliary {k + 1}")
                    for k, x in enumerate(ROW_X))
RIVALS = tuple(Pile(f"R{k + 1}", x, RIVAL_Y, label=f"Rival {k + 1}") for k, x in enumerate(ROW_X))
AUXILIARY_NAMES = tuple(p.name for p in AUXILIARIES)
RIVAL_NAMES = tuple(p.name for p in RIVALS)

# The book's tableau (note light-and-shade-6): the aces as every deal sets them out, the upper row
# (the Auxiliaries) and the lower (the Rivals) left to right, as the edition reads the picture.
BOOK_AUXILIARIES = ("10S", "3D", "JC", "9S")
BOOK_RIVALS = ("2D", "8C", "7D", "5S")
BOOK_TABLEAU: dict[str, str] = {
    **{f"F{k + 1}": f"A{'SHCD'[suit]}" for k, suit in enumerate(ACE_SUITS)},
    **dict(zip(AUXILIARY_NAMES, BOOK_AUXILIARIES)),
    **dict(zip(RIVAL_NAMES, BOOK_RIVALS)),
}

RULE_I = ("Rule I: the foundations ascend in sequence, but are formed in alternate colors: red ace, black deuce, "
          "red three")
RULE_III = ("Rule III: vacancies in the Auxiliaries are filled by cards from the Rivals; vacancies in the Rivals, "
            "by cards from the pack or talon")
FROM_THE_AUXILIARIES = ("cards can only be played on the foundations from the Auxiliaries, and not straight from the "
                        "Rivals or from the talon; cards from these must first pass into the Auxiliaries, which take "
                        "cards from the Rivals and the talon only (note light-and-shade-3)")

GAME = Game(
    slug="light-and-shade",
    title="LIGHT AND SHADE",
    number=24,
    packs=2,
    groups=(
        Group("stock", Role.STOCK, (Pile("P", PACK_X, PACK_Y, label="the pack"),), label="The pack"),
        Group("talon", Role.TALON, (Pile("T", PACK_X + 1.5, PACK_Y, label="the talon"),), label="The talon"),
        Group("foundations", Role.FOUNDATION,
              tuple(Pile(f"F{k + 1}", x, FOUNDATION_Y, label=f"ace of {SUIT_NAMES[suit]}")
                    for k, (x, suit) in enumerate(zip(ACE_X, ACE_SUITS))),
              foundations=tuple(Foundation(ACE_TO_KING, alternate=True) for _ in ACE_SUITS),
              withdraw=tuple(f"A{'SHCD'[suit]}" for suit in ACE_SUITS), takes_from=("auxiliaries",),
              label="Foundations (the eight aces, ascending to kings in alternate colours)"),
        Group("auxiliaries", Role.TABLEAU, AUXILIARIES, build=Build.DOWN_ALTERNATE, fill_from=(Role.RESERVE,),
              takes_from=("rivals", "talon"), label="The Auxiliaries"),
        Group("rivals", Role.RESERVE, RIVALS, fill_from=(Role.STOCK, Role.TALON), label="The Rivals"),
    ),
    # "Next deal out eight cards and place them ... in two rows, four cards in each": the upper row first.
    opening=(DealStep(AUXILIARY_NAMES + RIVAL_NAMES),),
    stock=Stock.TO_TALON,
    notes=tuple(f"light-and-shade-{k}" for k in range(1, 7)),
    rules={
        "available": "only the uppermost card of an Auxiliary or of the talon is available: cards are moved one "
                     "at a time (note light-and-shade-3)",
        "alternate": RULE_I,
        "sequence": "the foundation cards ascend in sequence to kings (Rule I)",
        "foundation_done": "the foundation cards ascend in sequence to kings: nothing goes on a king",
        "foundation_first": "the eight aces are withdrawn from the pack and placed in a horizontal line: they are "
                            "the foundation cards",
        "takes_from": FROM_THE_AUXILIARIES,
        "down_alternate": "Rule II: cards placed on the Auxiliaries descend in sequence, but must also alternate "
                          "in color",
        "no_build": "cards are placed in sequence on the Auxiliaries (Rule II) and played on the foundations; "
                    "nothing is placed on a Rival, and the non-suitable cards form the talon",
        "space_source": RULE_III + " (note light-and-shade-4)",
        "space": RULE_III + " (note light-and-shade-4)",
        "stock_fill": "a card from the pack fills a vacancy in the Rivals (Rule III); else it is dealt to the talon "
                      "(note light-and-shade-5)",
        "no_move_from": "the pack is dealt out card by card to the talon, or into a vacancy of the Rivals "
                        "(Rule III); cards on the foundations stay there",
        "deal": "the pack is dealt out: there is no re-deal",
        "unknown": "this game has no such move: the pack is dealt out once, card by card, and there is no re-deal",
    },
    width=ACE_X[-1] + 1.33,
    height=RIVAL_Y + 1.15,
)
