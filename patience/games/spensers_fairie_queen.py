"""Spenser's Fairie Queen (No. 26): two packs dealt card by card on the last king turned up.

Data: a line of eight king places (the first king withdrawn from the pack before the deal, note
spensers-fairie-queen-2), a column under each king whose lowest card alone is available (Rule IV)
and which takes the next lower card of any suit (Rule III, ``Build.DOWN``) and, once it is a
single king, any available card (Rule V: an empty column under its king, ``fill_from``; note
spensers-fairie-queen-5), but only when the deal is complete (``after_the_deal``); eight
foundations, any ace to the next reserved space, following its suit to the queen (Rule I, note
spensers-fairie-queen-4). Each ace goes up as it is dealt, as that deal's move
(``AsDealt.LEFT``, note spensers-fairie-queen-3). The deal lays the next card where the book says, a
king to the next place of the line, any other card on the column of the last king turned up (Rule
II: ``Stock.HEAP``), as the Salic Law deals. No hooks.

``NOTE_1`` and ``NOTE_1_LINE`` set out and play the text's Note 1 (note spensers-fairie-queen-7).
"""

from __future__ import annotations

from ..cards import ACE, HEARTS, KING, card
from ..rules import AsDealt, Build, Foundation, Game, Group, Pile, Role, Stock

STEP_X = 1.3  # the columns, in card widths
KINGS_Y = 1.3  # the line of kings, below the foundations (in card heights)
COLUMN_DROP = 0.45  # each column's first card half covers its king (the king's corner shows)
# The column's room, in card heights: about thirty cards at the fan's full step before it closes up
# (note spensers-fairie-queen-6).
COLUMN_SPAN = 9.0
FIRST_KING = card(KING, HEARTS)  # any king would do (note spensers-fairie-queen-2)
UP_TO_QUEEN = tuple(range(1, 13))


def _line(prefix: str, y: float, label: str, fan: str = "", span: float = 0.0) -> tuple[Pile, ...]:
    return tuple(Pile(f"{prefix}{k + 1}", k * STEP_X, y, fan=fan, span=span, label=f"{label} {k + 1}")
                 for k in range(8))


# The text's Note 1, set out (note spensers-fairie-queen-7): the knave of hearts in the first column,
# blocked by a descending sequence ending in a four; two single kings; a seven at the bottom of the
# fourth column and a knave at the bottom of the fifth; the hearts gone up to the ten. The other
# columns hold cards that take no part: nothing goes on them or up from them.
NOTE_1: dict[str, str] = {
    **{f"K{k}": king for k, king in enumerate(("KH", "KS", "KD", "KC", "KH", "KS", "KD", "KC"), 1)},
    "F1": " ".join(f"{r}H" for r in ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10")),
    "F2": "AS", "F3": "AD", "F4": "AC",
    "C1": "QS JH 10S 9D 8C 7H 6S 5D 4C",
    "C4": "3S 7D",
    "C5": "2D JC",
    "C6": "3D",
    "C7": "3C",
    "C8": "4S",
}
NOTE_1_LINE = (
    "C1>C2", "C1>C3",  # "place the four and then the five on the two spare kings"
    "C1>C4",  # "The six is thus released, and if a seven should be at the bottom of any other column,
    "C3>C4", "C2>C4",  # you transfer the six on to it, and also the five and the four"
    "C1>C2", "C1>C3",  # "Now put up the seven and the eight ... on to those kings"
    "C2>C3",  # "Then transfer the seven to the eight,
    "C1>C2",  # and place the nine on the remaining king"
    "C1>C5",  # "some other available knave, on which you will place the ten"
    "C1>F1",  # "you arrive at the desired knave of hearts"
)

GAME = Game(
    slug="spensers-fairie-queen",
    title="SPENSER'S FAIRIE QUEEN",
    number=26,
    packs=2,
    groups=(
        Group("foundations", Role.FOUNDATION, _line("F", 0.0, "foundation"),
              foundations=tuple(Foundation(UP_TO_QUEEN, follows_suit=True) for _ in range(8)),
              label="The spaces reserved for the eight aces, ascending in suit to queens"),
        Group("kings", Role.DISPLAY, _line("K", KINGS_Y, "king"), withdraw=(str(FIRST_KING),),
              label="The kings, placed side by side as they turn up, each the head of a column"),
        # An empty column is a single king (every king is out once the deal is complete): it takes any
        # available card (Rule V).
        Group("columns", Role.TABLEAU, _line("C", KINGS_Y + COLUMN_DROP, "column", "down", COLUMN_SPAN),
              build=Build.DOWN, fill_from=(Role.TABLEAU,), after_the_deal=True,
              label="The columns, each headed by its king"),
        Group("stock", Role.STOCK, (Pile("P", 8 * STEP_X + 0.2, 0.0, label="the pack"),), label="The pack"),
    ),
    stock=Stock.HEAP,
    heads=((KING, "kings"),),
    round_piles=tuple(f"C{k + 1}" for k in range(8)),
    # "During the deal, aces as they turn up are placed in the spaces reserved": each goes up as it is
    # dealt, and that is the deal's move, so the columns may be examined after it (note
    # spensers-fairie-queen-3).
    up_as_dealt=AsDealt.LEFT,
    up_as_dealt_ranks=(ACE,),
    notes=tuple(f"spensers-fairie-queen-{k}" for k in range(2, 9)),
    rules={
        "available": "Rule IV: only the lowest card of each column is available, until its removal releases "
                     "the one above it",
        "no_move_from": "Rule IV: only the lowest card of each column is available; the pack is dealt card by "
                        "card, and cards on the foundations stay there",
        "follow_suit": "Rule I: the foundations follow suit",
        "sequence": "the eight aces ascend in sequence to queens (Rule I)",
        "foundation_first": "the eight aces form the foundation cards",
        "foundation_done": "that foundation is complete: the aces ascend to queens",
        "down": "Rule III: available cards may be transferred from one column to another in descending "
                "sequence (they need not follow suit)",
        "after_the_deal": "during the deal cards are placed only on the last king turned up, as they are dealt "
                          "(Rule II); when the deal is complete, available cards may be transferred from one "
                          "column to another (Rule III) or placed on the single kings (Rule V) "
                          "(note spensers-fairie-queen-3)",
        "display": "the kings head the columns: a king is placed only by the deal and is never moved; cards "
                   "are placed on its column",
        "deal": "the pack is exhausted: the deal is complete",
        "unknown": "this game has no such move: the pack is dealt, cards are transferred and played, and "
                   "there is no re-deal",
    },
    # The book's tableau is the deal complete: the page shows the whole pack dealt (103 cards, each a move).
    figure=("deal",) * 103,
    width=8 * STEP_X + 1.2,
    height=KINGS_Y + COLUMN_DROP + 1 + COLUMN_SPAN,
)
