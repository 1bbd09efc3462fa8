"""Fortress (No. 10): one pack in two groups of five rows; marriages and lanes.

Pure data: the outside card of each row is its top card; rows build by
marriage; an empty row is a lane that takes any available card.
"""

from __future__ import annotations

from ..rules import Build, DealStep, Foundation, Game, Group, Pile, Role

ROW_GAP = 1.15  # rows, in card heights
INNER_LEFT = 4.7  # the inner end of the left group's rows, in card widths
CENTRE = 6.05
INNER_RIGHT = 7.4
SPAN = 4.7  # room for a row to fan outwards

LEFT = tuple(Pile(f"L{r}", INNER_LEFT, (r - 1) * ROW_GAP, fan="left", span=SPAN) for r in range(1, 6))
RIGHT = tuple(Pile(f"R{r}", INNER_RIGHT, (r - 1) * ROW_GAP, fan="right", span=SPAN) for r in range(1, 6))

GAME = Game(
    slug="fortress",
    title="FORTRESS",
    number=10,
    packs=1,
    groups=(
        Group("left", Role.TABLEAU, LEFT, build=Build.MARRIAGE, fill_from=(Role.TABLEAU,),
              label="Left group (outside cards on the left)"),
        # "space in the centre for four aces": any ace takes any place, and its suit follows it.
        Group("foundations", Role.FOUNDATION,
              tuple(Pile(f"F{k + 1}", CENTRE, 0.1 + k * ROW_GAP * 1.25, label="an ace") for k in range(4)),
              foundations=tuple(Foundation(tuple(range(1, 14)), follows_suit=True) for _ in range(4)),
              label="Foundations (aces up to kings, each in its ace's suit)"),
        Group("right", Role.TABLEAU, RIGHT, build=Build.MARRIAGE, fill_from=(Role.TABLEAU,),
              label="Right group (outside cards on the right)"),
    ),
    # "dealing straight across each group": row by row, five cards to a row, six in the last.
    opening=(DealStep(("L1", "R1", "L2", "R2", "L3", "R3", "L4", "R4", "L5", "R5"),
                      counts=(5, 5, 5, 5, 5, 5, 5, 5, 6, 6)),),
    notes=("fortress-1",),
    rules={
        "available": "Rule I: only the outside cards of each group are available, "
                     "until by their removal the next ones are released",
        "no_move_from": "Rule I: only the outside cards of each group are available",
        "follow_suit": "Rule II: the foundations must follow suit",
        "sequence": "the foundations ascend in sequence from ace to king (note fortress-1)",
        "foundation_first": "the four aces form the foundation cards",
        "space_source": "a lane is refilled with an available card (Rule I)",
    },
    width=INNER_RIGHT + 1 + SPAN,
    height=4 * ROW_GAP + 1,
)
