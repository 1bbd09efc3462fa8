"""The Carpet (No. 40): two packs; four aces up and four kings down; a carpet of sixty-four cards woven of
upright and lying cards, each free only where a clear lane reaches one of its narrow ends.

Mostly data. The four aces and four kings are withdrawn before the deal (``preplaced``) and follow
suit (Rule I; note carpet-5). The carpet is sixty-four single-card places, eight rows of eight, dealt
"exactly in the order and pattern of those in the tableau": the orientation of each place (upright,
its narrow ends up and down; or lying across, its narrow ends left and right) is read from the book's
picture (``WEAVE``, note carpet-1) and drawn so (``tilt``). ``deal`` turns the next card of the
remainder onto the talon, whose top card is available (note carpet-4); carpet cards, and they only,
are placed on it in sequence of their suit, up or down (``Build.MARRIAGE``, ``takes_from``; Rule IV,
note carpet-3); the talon is shuffled and re-dealt twice (``Redeal.SHUFFLE_TALON``).

One hook, for what the words cannot say: ``card_move_problem`` holds a carpet card until a clear lane
of empty places in its own row (a lying card) or column (an upright card) runs from one of its narrow
ends to the edge of the carpet (Rules II and III, note carpet-2): the vocabulary word it stands for is
"cards free along lines".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import CLUBS, DIAMONDS, HEARTS, SPADES, SUIT_NAMES
from ..rules import (
    ACE_TO_KING, KING_TO_ACE, Build, DealStep, Foundation, Game, Group, Hooks, Pile, Redeal, Role, Stock
)

if TYPE_CHECKING:
    from ..state import State, Table

SIZE = 8
# The weave as the book's picture shows it, row by row from the top: "|" an upright card, "-" a card lying
# across (note carpet-1). Upright and lying cards alternate along every row and every column.
WEAVE = (
    "|-|-|-|-",
    "-|-|-|-|",
    "|-|-|-|-",
    "-|-|-|-|",
    "|-|-|-|-",
    "-|-|-|-|",
    "|-|-|-|-",
    "-|-|-|-|",
)
UPRIGHT = tuple(WEAVE[r][c] == "|" for r in range(SIZE) for c in range(SIZE))
NAMES = tuple(f"C{k}" for k in range(1, SIZE * SIZE + 1))  # row by row from the top left: C1-C8 the first row
# The places the picture marks with a cross, "to show the available cards after the carpet has been
# dealt" (Rule II): the upright cards of the top and bottom rows, the lying cards of the outer columns.
BOOK_CROSSES = ("C1", "C3", "C5", "C7", "C8", "C9", "C24", "C25", "C40", "C41", "C56", "C57",
                "C58", "C60", "C62", "C64")

# Places in card widths and heights. A pair of neighbours, one upright and one lying, needs a card width
# and a card height side by side: the places are half that apart (and a little more), both ways. A lying
# card is drawn as an upright one turned about its centre (``tilt``).
PITCH_X, PITCH_Y = 1.25, 0.9
CARPET_X, CARPET_Y = 0.3, 1.45
FOUNDATION_Y = 0.12
PACK_Y = CARPET_Y + (SIZE - 1) * PITCH_Y + 1.25
SUITS = (SPADES, HEARTS, CLUBS, DIAMONDS)  # the picture's suits cannot be read: the engine's order (note carpet-5)


def _carpet_pile(k: int) -> Pile:
    r, c = divmod(k, SIZE)
    way = "upright" if UPRIGHT[k] else "lying across"
    return Pile(NAMES[k], round(CARPET_X + c * PITCH_X, 3), round(CARPET_Y + r * PITCH_Y, 3),
                tilt=0.0 if UPRIGHT[k] else 90.0, label=f"the carpet, row {r + 1}, card {c + 1} ({way})")


def _lanes(k: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The two lanes from the narrow ends of the card at place ``k`` out to the edge of the carpet, each
    the places it crosses, nearest first: up and down its column (upright), left and right its row (lying)."""
    r, c = divmod(k, SIZE)
    if UPRIGHT[k]:
        return (tuple(q * SIZE + c for q in range(r - 1, -1, -1)),
                tuple(q * SIZE + c for q in range(r + 1, SIZE)))
    return (tuple(r * SIZE + q for q in range(c - 1, -1, -1)),
            tuple(r * SIZE + q for q in range(c + 1, SIZE)))


LANES = tuple(_lanes(k) for k in range(SIZE * SIZE))


def _carpet_lanes(table: Table) -> dict[int, tuple[tuple[int, ...], ...]]:
    """For each carpet pile's index, its two lanes as pile indices."""
    index = [table.index[name] for name in NAMES]
    return {index[k]: tuple(tuple(index[q] for q in lane) for lane in LANES[k]) for k in range(SIZE * SIZE)}


def is_free(state: State, name: str) -> bool:
    """Whether the card at carpet place ``name`` has a clear lane to one of its narrow ends (Rule II)."""
    lanes = state.table.derived(_carpet_lanes)[state.table.index[name]]
    piles = state.piles
    return any(all(not piles[q] for q in lane) for lane in lanes)


RULE_II = ("Rule II: cards on the carpet are only available when one of the narrow ends is free: a clear lane, "
           "horizontal or perpendicular, must lead up to one of the narrow ends of the card (note carpet-2)")


class CarpetHooks(Hooks):
    """Rule II: a carpet card moves only along a clear lane to one of its narrow ends."""

    def card_move_problem(self, state: State, src: int, dst: int) -> str | None:
        lanes = state.table.derived(_carpet_lanes).get(src)
        if lanes is None:
            return None
        piles = state.piles
        for lane in lanes:
            for q in lane:
                if piles[q]:
                    break
            else:
                return None
        return state.rule("available")


FOUNDATIONS = tuple(Pile(f"F{k + 1}", round(CARPET_X + k * PITCH_X, 3), FOUNDATION_Y,
                         label=f"{'ace' if k < 4 else 'king'} of {SUIT_NAMES[SUITS[k % 4]]}")
                    for k in range(8))
CARPET = tuple(_carpet_pile(k) for k in range(SIZE * SIZE))
PLAYED_TO_THE_TALON = ("Rule IV: when the talon is formed, any available cards from the carpet can be placed in "
                       "ascending or descending sequences upon the uppermost card of the talon, following suit "
                       "(note carpet-3)")

GAME = Game(
    slug="carpet",
    title="THE CARPET",
    number=40,
    packs=2,
    groups=(
        Group("foundations", Role.FOUNDATION, FOUNDATIONS,
              foundations=(*(Foundation(ACE_TO_KING, suit, preplaced=True) for suit in SUITS),
                           *(Foundation(KING_TO_ACE, suit, preplaced=True) for suit in SUITS)),
              label="Foundations (four aces ascending, four kings descending)"),
        Group("carpet", Role.RESERVE, CARPET, label="The carpet (teppich)"),
        Group("stock", Role.STOCK, (Pile("P", round(CARPET_X + 3 * PITCH_X, 3), PACK_Y, label="the remainder"),),
              label="The remainder of the pack"),
        Group("talon", Role.TALON, (Pile("T", round(CARPET_X + 4 * PITCH_X, 3), PACK_Y, label="the talon"),),
              build=Build.MARRIAGE, takes_from=("carpet",), label="The talon"),
    ),
    opening=(DealStep(NAMES),),
    stock=Stock.TO_TALON,
    redeal=Redeal.SHUFFLE_TALON,
    redeals=2,
    alternative_names=("Teppich",),
    notes=("carpet-1", "carpet-2", "carpet-3", "carpet-4", "carpet-5"),
    rules={
        "available": RULE_II,
        "follow_suit": "Rule I: the foundations follow suit",
        "sequence": "the aces and kings are the foundations, and ascend and descend in the usual sequences",
        "foundation_done": "the foundations ascend and descend in the usual sequences: that one is finished",
        "foundation_first": "four aces and four kings of different suits are withdrawn from the pack before the deal",
        "marriage": PLAYED_TO_THE_TALON,
        "takes_from": PLAYED_TO_THE_TALON + ": only cards from the carpet",
        "no_build": "Rule IV: cards from the carpet are placed upon the uppermost card of the talon when the talon "
                    "is formed; nothing is placed on the carpet",
        "space": "the carpet is dealt once: its vacancies are not refilled (note carpet-2)",
        "no_move_from": "cards are played from the carpet and from the talon; the remainder is dealt out card by "
                        "card, and the foundations keep their cards",
        "deal": "the remainder is dealt out",
        "redeal": "the talon may be taken up, shuffled, and re-dealt twice: no more",
        "redeal_early": "the remainder must be dealt out before the talon is taken up, shuffled, and re-dealt",
    },
    hooks=CarpetHooks(),
    width=round(CARPET_X + (SIZE - 1) * PITCH_X + 1.2, 3),
    height=round(PACK_Y + 1.05, 3),
)
