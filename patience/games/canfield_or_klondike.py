"""Canfield or Klondike (No. 46): one pack; seven rows dealt in steps, mostly face down; four foundations.

Data, with one small hook. The layout is dealt row by row, the first card of each row face up
and the rest face down (``DealStep(face_down=True)``), "until there are seven cards face up and
twenty-eight in the layout"; each vertical row is a pile, whose card uncovered is turned face up by
the engine (note canfield-or-klondike-1). The rows build down in alternate colours
(``Build.DOWN_ALTERNATE``), nothing going on a two ("down to 4, 3, 2": ``no_build_on``); the face-up
cards of a row move together or not at all (``Runs.WHOLE``; note canfield-or-klondike-3); a space
takes only a king, from a row or the talon (``space_ranks``). Aces are picked out to the foundations
as they show (``placed_as_they_appear``), any ace to the leftmost empty place, which then follows its
suit up to the king (note canfield-or-klondike-2). ``deal`` turns the next card of the stock onto the
talon, whose top card is available; there is no re-deal (note canfield-or-klondike-4). The hook:
``Hooks.score`` is the text's payment, 5 counters a card on the foundations less 52 for the pack
(note canfield-or-klondike-5), shown on the board's status line.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import KING
from ..rules import ACE_TO_KING, Build, DealStep, Foundation, Game, Group, Hooks, Pile, Role, Runs, Stock

if TYPE_CHECKING:
    from ..state import State

# Positions measured on the book's picture (a card there is 33 by 46 pixels, the rows 47 pixels
# apart): four foundation places above the four right-hand rows, the seven rows below. The picture
# staggers each row's cards 1.3 card heights apart; here each row fans down, closing up when long.
# The stock and the talon, not pictured, take the top line's two left-hand places.
ROW_X = tuple(0.24 + 1.43 * k for k in range(7))
TOP_Y, ROW_Y = 0.24, 1.5
SPAN = 4.5  # room for a row's fan, in card heights (a longer one closes up)

ROWS = tuple(Pile(f"R{k + 1}", x, ROW_Y, fan="down", span=SPAN, label=f"row {k + 1}") for k, x in enumerate(ROW_X))
ROW_NAMES = tuple(p.name for p in ROWS)
FOUNDATIONS = tuple(Pile(f"F{k + 1}", x, TOP_Y, label="a foundation: an ace, up in suit to the king")
                    for k, x in enumerate(ROW_X[3:]))
SCORE_PER_CARD, PRICE_OF_THE_PACK = 5, 52


def _layout() -> tuple[DealStep, ...]:
    """Row by row: the first card face up, then the rest of the row to its right face down; each row
    begins one place further right, under the left-hand face-down card of the row above."""
    steps: list[DealStep] = []
    for k in range(7):
        steps.append(DealStep((ROW_NAMES[k],)))
        if k < 6:
            steps.append(DealStep(ROW_NAMES[k + 1:], face_down=True))
    return tuple(steps)


class CanfieldHooks(Hooks):
    """The score in counters."""

    def score(self, state: "State") -> int:
        """The player's account: "The player pays 52 counters for the pack and he is paid 5 counters
        for every card he gets down in the top foundations" (note canfield-or-klondike-5)."""
        up = sum(len(state.piles[f]) for f in state.table.foundations)
        return SCORE_PER_CARD * up - PRICE_OF_THE_PACK


BUILT = ("Cards in the layout are built upon in descending sequence—K, Q, J, down to 4, 3, 2—and must "
         "alternate in color; red on black, black on red")
FOUNDATIONS_RULE = "These aces are built on in sequence and suit up to kings"
KINGS_ONLY = "Spaces are filled with kings only"
USED = ("cards are used from the layout and the card showing from the stock, either on the layout or "
        "foundations")

GAME = Game(
    slug="canfield-or-klondike",
    title="CANFIELD OR KLONDIKE",
    number=46,
    packs=1,
    groups=(
        Group("foundations", Role.FOUNDATION, FOUNDATIONS,
              foundations=tuple(Foundation(ACE_TO_KING, follows_suit=True) for _ in FOUNDATIONS),
              placed_as_they_appear=("rows", "talon"),
              label="Foundations (the aces, built on in sequence and suit up to kings)"),
        Group("rows", Role.TABLEAU, ROWS, build=Build.DOWN_ALTERNATE, fill_from=(Role.TABLEAU, Role.TALON),
              space_ranks=(KING,), no_build_on=(2,), runs=Runs.WHOLE, label="The layout: seven rows"),
        Group("stock", Role.STOCK, (Pile("P", ROW_X[0], TOP_Y, label="the stock"),), label="The stock"),
        Group("talon", Role.TALON, (Pile("T", ROW_X[1], TOP_Y, label="the card showing"),),
              label="The stock run through: the card showing"),
    ),
    opening=_layout(),
    stock=Stock.TO_TALON,
    alternative_names=("Canfield", "Klondike"),
    notes=tuple(f"canfield-or-klondike-{k}" for k in range(1, 6)),
    rules={
        "available": "only the card at the bottom of a row, or all the cards face up at the bottom of a row "
                     "together (note canfield-or-klondike-3), and the card showing from the stock can be used",
        "face_down": "that card lies face down: the moment any card in the layout is uncovered by playing away "
                     "the bottom of the row, the next card in that vertical row is turned face up",
        "run_whole": "If there be more than one card at the bottom of a row, all must be moved together or not "
                     "at all (note canfield-or-klondike-3)",
        "run_up": "the foundations are built on in sequence, a card at a time (note canfield-or-klondike-3)",
        "down_alternate": BUILT,
        "no_build_on": BUILT + ": nothing goes on a two (note canfield-or-klondike-2)",
        "space_rank": KINGS_ONLY,
        "space_source": KINGS_ONLY + ", from the layout or the card showing from the stock",
        "follow_suit": FOUNDATIONS_RULE,
        "sequence": FOUNDATIONS_RULE,
        "foundation_first": "Any aces showing are picked out and placed by themselves above the layout for "
                            "foundations",
        "foundation_done": FOUNDATIONS_RULE + ": nothing goes on a king",
        "no_build": USED,
        "no_move_from": "the stock is run through one card at a time, and cards on the foundations stay there",
        "deal": "When the pack has been run through once that ends it",
    },
    hooks=CanfieldHooks(),
    width=ROW_X[-1] + 1.24,
    height=ROW_Y + 1 + SPAN + 0.2,
)
