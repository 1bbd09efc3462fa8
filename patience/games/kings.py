"""The Kings (No. 21): two packs; eight aces in the centre, two groups of columns dealt outwards from them.

All data, no hooks. The eight aces are withdrawn and placed in two columns, the two of a suit side by
side on one horizontal line as in the picture (``Group.withdraw``; note kings-1); they ascend to
kings, not following suit (``Foundation`` of no suit, Rule I). Each horizontal line of each group
is one pile (L1-L4 the left group's, R1-R4 the right group's), its first card at the inner end and
its outside card alone available (Rule II; note kings-2). The pack is dealt one card a move
(``Stock.BY_CARD``), a column of four on the left, then one on the right (``round_piles``); a card
that suits a foundation on its own horizontal line goes up as it is dealt and the next card takes
its place (``AsDealt.REPLACED`` bound by ``up_while_dealing``, Rule III); while the pack lasts only
a card still outside as dealt may be played (``Dealing.UNCOVERED``), and only to a foundation on its
own line (note kings-3). When the deal is complete these restrictions cease, as the book's note
advises (note kings-5): sequences up or down, of any suit, are formed on the lines
(``Build.UP_OR_DOWN``, ``after_the_deal``) and an emptied line takes any available card (note
kings-4). No re-deal.
"""

from __future__ import annotations

from ..rules import AsDealt, Build, Dealing, Foundation, Game, Group, Pile, Role, Stock

# The picture (a card there is 40 by 58 pixels): four horizontal lines 1.58 card heights apart, in
# each the two aces 1.8 card widths apart and a card of each group as far beyond them. Each line fans
# outwards from its inner end, room for its twelve columns and the sequences formed on them.
ROW_Y = tuple(round(0.2 + 1.58 * r, 2) for r in range(4))
SPAN = 4.2
LEFT_X = 0.2 + SPAN  # the inner end of each left line; its outside card lies towards the left edge
ACES_X = (LEFT_X + 1.8, LEFT_X + 3.6)
RIGHT_X = LEFT_X + 5.4
PACK_Y = ROW_Y[-1] + 1.3

# The picture's suits, line by line from the top, the same in both columns (note kings-1).
LINE_SUITS = ("diamonds", "clubs", "hearts", "spades")
ACES = ("AD", "AC", "AH", "AS")

LEFT = tuple(Pile(f"L{r + 1}", LEFT_X, y, fan="left", span=SPAN, label=f"left group, line {r + 1}")
             for r, y in enumerate(ROW_Y))
RIGHT = tuple(Pile(f"R{r + 1}", RIGHT_X, y, fan="right", span=SPAN, label=f"right group, line {r + 1}")
              for r, y in enumerate(ROW_Y))
FOUNDATIONS = tuple(
    Pile(f"F{k + 1}", ACES_X[k // 4], ROW_Y[k % 4],
         label=f"ace of {LINE_SUITS[k % 4]}, {'left' if k < 4 else 'right'} column")
    for k in range(8))

# "First on the left, and then on the right": each column of four from the top (note kings-2).
ORDER = tuple(p.name for p in LEFT + RIGHT)
# Rule III: during the deal a card goes up only to the two foundations on its own horizontal line.
SAME_LINE = {f"{side}{r}": (f"F{r}", f"F{r + 4}") for side in "LR" for r in range(1, 5)}

RULE_II = ("Rule II: only the outside cards of each group of columns are available, no card being "
           "available that has another outside it")

GAME = Game(
    slug="kings",
    title="THE KINGS",
    number=21,
    packs=2,
    groups=(
        Group("left", Role.TABLEAU, LEFT, build=Build.UP_OR_DOWN, fill_from=(Role.TABLEAU,),
              after_the_deal=True, label="The left-hand group: four horizontal lines"),
        Group("foundations", Role.FOUNDATION, FOUNDATIONS,
              foundations=tuple(Foundation(tuple(range(1, 14))) for _ in range(8)),
              withdraw=ACES * 2,
              label="The eight aces, ascending to kings, not following suit"),
        Group("right", Role.TABLEAU, RIGHT, build=Build.UP_OR_DOWN, fill_from=(Role.TABLEAU,),
              after_the_deal=True, label="The right-hand group: four horizontal lines"),
        Group("stock", Role.STOCK, (Pile("P", (ACES_X[0] + ACES_X[1]) / 2, PACK_Y, label="the pack"),),
              label="The pack"),
    ),
    stock=Stock.BY_CARD,
    round_piles=ORDER,
    # "if in dealing these a suitable card turns up, available for a foundation, in accordance with
    # Rule III, play it at once; replacing it with the next card from the pack"
    up_as_dealt=AsDealt.REPLACED,
    # "during the deal you may not play cards from the inner columns, even if released"
    while_dealing=Dealing.UNCOVERED,
    up_while_dealing=tuple(SAME_LINE.items()),
    notes=("kings-1", "kings-2", "kings-3", "kings-4", "kings-5"),
    rules={
        "available": RULE_II,
        "no_move_from": RULE_II,
        "sequence": "the eight aces form the foundations, which ascend in sequence (Rule I) to kings",
        "foundation_done": "that foundation has ascended to its king",
        "up_or_down": "Rule I: sequences, both ascending and descending, not following suit: only the next "
                      "card above or below in value goes on a card",
        "space_source": "if an entire horizontal row of cards has been removed, you may place any available "
                        "card at the inner end of the lane so formed (note kings-4)",
        "while_dealing": "during the deal you may not play cards from the inner columns, even if released "
                         "(note kings-3)",
        "after_the_deal": "only when the pack is exhausted may sequences be formed, and lanes filled (note kings-3)",
        "up_while_dealing": "Rule III: during the deal no card is available for playing on the foundations "
                            "unless it is on the same horizontal line as the foundation (of either group) "
                            "for which it is suitable (note kings-5)",
        "deal": "the pack is exhausted",
        "unknown": "this game has no such move: there is no re-deal",
    },
    # The book's picture: the aces, and the first column of four on either side of them.
    figure=("deal",) * 8,
    width=round(RIGHT_X + SPAN + 1.2, 2),
    height=round(PACK_Y + 1.15, 2),
)
