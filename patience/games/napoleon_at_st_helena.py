"""Napoleon at St. Helena (No. 2): two packs; four rows of ten, marriages in descending line, a talon.

Pure data, with no hook of its own. The four rows dealt from left to right make ten columns,
each a pile whose lowest card (its top) is the only available one (Rule I); a column takes the
next lower card of its suit ("marriages in descending line": ``Build.DOWN_IN_SUIT``) from the
tableau or the talon; an empty column is a perpendicular lane, refilled, when the player
chooses, with any available card of the tableau or the talon's top card. ``deal`` turns the
next card of the pack onto the talon, whose top card is available (note napoleon-at-st-helena-3).
The eight aces ascend in suit to kings, two places to each suit (note napoleon-at-st-helena-1).
There is no re-deal.

``VARIANTS`` holds the way "some players" play it: the lane filled from the talon only.
"""

from __future__ import annotations

from dataclasses import replace

from ..cards import SUIT_NAMES
from ..rules import ACE_TO_KING, Build, DealStep, Foundation, Game, Group, Pile, Role, Stock

COLUMNS = 10
ROWS = 4
COLUMN_STEP = 1.08  # in card widths: the picture's ten columns, close together
SPAN = 2.2  # room for a column's fan downwards, in card heights (a column grows by its marriages)
FOUNDATION_Y = SPAN + 1.35  # the picture's eight spaces, in a row below the tableau
FOUNDATION_X0, FOUNDATION_STEP = 0.62, 1.2
PACK_Y = FOUNDATION_Y + 1.3

COLUMN_NAMES = tuple(f"C{k}" for k in range(1, COLUMNS + 1))
TABLEAU = tuple(Pile(name, k * COLUMN_STEP, 0.0, fan="down", span=SPAN) for k, name in enumerate(COLUMN_NAMES))
# Two places to each suit (note napoleon-at-st-helena-1): F1-F4 spades, hearts, clubs, diamonds, F5-F8 again.
FOUNDATIONS = tuple(Pile(f"F{k + 1}", FOUNDATION_X0 + k * FOUNDATION_STEP, FOUNDATION_Y,
                         label=f"ace of {SUIT_NAMES[k % 4]}") for k in range(8))


GAME = Game(
    slug="napoleon-at-st-helena",
    title="NAPOLEON AT ST. HELENA",
    number=2,
    packs=2,
    groups=(
        Group("tableau", Role.TABLEAU, TABLEAU, build=Build.DOWN_IN_SUIT, fill_from=(Role.TABLEAU, Role.TALON),
              label="The tableau: ten columns, the card in the lowest row of each available"),
        Group("foundations", Role.FOUNDATION, FOUNDATIONS,
              foundations=tuple(Foundation(ACE_TO_KING, suit=k % 4) for k in range(8)),
              label="Foundations: the eight aces, ascending in suit to kings"),
        Group("stock", Role.STOCK, (Pile("P", 3.4, PACK_Y, label="the pack"),), label="The pack"),
        Group("talon", Role.TALON, (Pile("T", 5.0, PACK_Y, label="the talon"),), label="The talon"),
    ),
    # "Deal out from left to right four rows of ten cards": the uppermost row first, so that each
    # column's card of the lowest row lies on top.
    opening=(DealStep(COLUMN_NAMES, rounds=ROWS),),
    stock=Stock.TO_TALON,
    notes=("napoleon-at-st-helena-1", "napoleon-at-st-helena-2", "napoleon-at-st-helena-3",
           "napoleon-at-st-helena-4"),
    rules={
        "available": "Rule I: only cards in the lowest row are available, until a card in any other row is "
                     "released by the removal of those below it: no card can be used that has another below it "
                     "(and of the talon only the top card)",
        "no_move_from": "Rule I: only cards in the lowest row and the top card of the talon are available; "
                        "the pack is turned one card at a time (note napoleon-at-st-helena-3), and cards played "
                        "on the foundations stay there",
        "follow_suit": "Rule II: the foundations must follow suit (note napoleon-at-st-helena-1: two places "
                       "to each suit)",
        "sequence": "the eight aces are to ascend in sequence to kings",
        "foundation_first": "the eight aces, when they can be placed, form the foundation cards",
        "foundation_done": "the foundations ascend to kings: that one is complete",
        "down_in_suit": "marriages are formed in descending line: only the next lower card of the same suit "
                        "goes on a card",
        "no_build": "cards are played on the foundations or placed on the sequences of the tableau; the talon "
                    "is the cards that cannot be so employed, laid aside in one packet",
        "space_source": "the vacancy may be refilled with any available card from the tableau or from the talon",
        "deal": "the remainder of the pack has been dealt out: there is no re-deal",
        "unknown": "this game has no such move: there is no re-deal",
    },
    width=(COLUMNS - 1) * COLUMN_STEP + 1.0,
    height=PACK_Y + 1.05,
)

# "Some players only allow the vacancy to be filled from the talon."
TALON_ONLY = replace(
    GAME,
    slug="napoleon-at-st-helena-talon-only",
    variant_of=GAME.slug,
    groups=(replace(GAME.groups[0], fill_from=(Role.TALON,)), *GAME.groups[1:]),
    rules={**GAME.rules,
           "space_source": "some players only allow the vacancy to be filled from the talon "
                           "(note napoleon-at-st-helena-5)"},
)

VARIANTS = (TALON_ONLY,)
