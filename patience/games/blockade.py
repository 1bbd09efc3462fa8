"""The Blockade (No. 8): two packs dealt in rows of twelve, each row blocking the one above it.

All data. Twelve columns, each a pile whose lowest card alone is available (Rule I: each row blocks
the one above it in its own column; note blockade-1). The first line is the opening deal, each later
row one move, ``deal`` (``Stock.ROUND``, a card on each column), so that a row is complete before
anything but an ace is played from it; an ace goes up as it is dealt and the next card takes its
place (``AsDealt.REPLACED`` for aces). The eight aces are the foundations, placed in the line above
in the order they come, each ascending in its suit to the king (Rule II; note blockade-2). Cards
marry in descending line, in suit (``Build.DOWN_IN_SUIT``; note blockade-3). A vacancy, a place in
a row left empty, is refilled from the pack only, by the player's move ``refill`` after playing and
marrying (``Refill.BY_MOVE``: the columns are kept to one card a row dealt, ``depth=1`` and
``deepens``), every vacancy at once, the highest first (``refill_rows_first``), and before the next
row is dealt (notes blockade-4, blockade-5). No re-deal. No hooks.

``BOOK_TABLEAU`` is the book's tableau, the first line of twelve, read from its picture (note
blockade-6).
"""

from __future__ import annotations

from ..cards import ACE
from ..rules import ACE_TO_KING, AsDealt, Build, DealStep, Foundation, Game, Group, Pile, Refill, Role, Stock

# Positions measured on the book's picture (a card there is about 40 by 61 pixels): the eight places
# of the aces spaced in a line above, the first line of twelve touching below. Each column fans
# downwards, room for its rows. The pack, not pictured, lies to the right of the aces' places.
FOUNDATION_X = (0.49, 2.08, 3.6, 5.16, 6.7, 8.24, 9.8, 11.3)
FOUNDATION_Y = 0.16
COLUMN_X = tuple(0.33 + 1.007 * k for k in range(12))
ROW_Y = 1.5
SPAN = 0.3 * 11  # room for the rows (eight at most, with cards married on them), each card's corner
PACK_X = 12.75

COLUMNS = tuple(Pile(f"C{k + 1}", x, ROW_Y, fan="down", span=SPAN, label=f"column {k + 1}")
                for k, x in enumerate(COLUMN_X))
COLUMN_NAMES = tuple(p.name for p in COLUMNS)

# The book's tableau (note blockade-6): the first line of twelve, no ace in it, the places of the
# aces empty above.
BOOK_TABLEAU: dict[str, str] = dict(zip(COLUMN_NAMES, (
    "5H", "KC", "3S", "7D", "JH", "10C", "6D", "9C", "7H", "2S", "QC", "3D")))

RULE_I = ("Rule I: as each row is placed it blocks the preceding one; all cards are available that have "
          "no others below them")

GAME = Game(
    slug="blockade",
    title="THE BLOCKADE",
    number=8,
    packs=2,
    groups=(
        Group("foundations", Role.FOUNDATION,
              tuple(Pile(f"F{k + 1}", x, FOUNDATION_Y, label=f"foundation {k + 1}")
                    for k, x in enumerate(FOUNDATION_X)),
              # any ace to the next place in the line, its suit followed to the king (note blockade-2)
              foundations=tuple(Foundation(ACE_TO_KING, follows_suit=True) for _ in range(8)),
              in_order=True,
              label="The eight aces, ascending in suit to kings"),
        Group("rows", Role.TABLEAU, COLUMNS, build=Build.DOWN_IN_SUIT,
              refill_from=("stock",), depth=1, deepens=True, refill=Refill.BY_MOVE, refill_rows_first=True,
              label="The rows of twelve, each blocking the one above it"),
        Group("stock", Role.STOCK, (Pile("P", PACK_X, FOUNDATION_Y, label="the pack"),), label="The pack"),
    ),
    # "Deal out twelve cards in a horizontal line."
    opening=(DealStep(COLUMN_NAMES),),
    # "When neither can be done, deal out another row underneath the first."
    stock=Stock.ROUND,
    round_piles=COLUMN_NAMES,
    round_size=1,
    # "Aces may be played as they appear, but no other card can be played until the row is complete."
    up_as_dealt=AsDealt.REPLACED,
    up_as_dealt_ranks=(ACE,),
    notes=("blockade-1", "blockade-2", "blockade-3", "blockade-4", "blockade-5", "blockade-6"),
    rules={
        "available": RULE_I,
        "follow_suit": "Rule II: the foundations must follow suit",
        "sequence": "the eight aces are the foundation cards, and are to ascend in sequence to kings",
        "foundation_first": "the eight aces are the foundation cards: an empty place takes an ace",
        "in_order": "the eight aces are the foundation cards, placed in the line above in the order they come "
                    "(note blockade-2)",
        "foundation_done": "the aces ascend in sequence to kings: that foundation is complete",
        "down_in_suit": "marry in descending line: only the next lower card of the same suit goes on a card "
                        "(note blockade-3)",
        "space": "the vacancies must be refilled from the pack, and from nothing else (note blockade-4)",
        "no_move_from": "cards are played and married from the rows; the pack is dealt in rows and refills the "
                        "vacancies, and cards on the foundations stay there",
        "no_build": "cards are played to the foundations and married in the rows: nothing is placed on the pack",
        "deal": "the pack is exhausted",
        "refill_first": "the vacancies must be immediately refilled from the pack before another row is dealt "
                        "(note blockade-4)",
        "refill": "there is no vacancy to refill, or the pack is exhausted (note blockade-4)",
        "unknown": "this game has no such move: rows are dealt, played, married and refilled, and there is "
                   "no re-deal",
    },
    width=PACK_X + 1.05,
    height=ROW_Y + 1 + SPAN,
)
