"""The Olga (No. 31): four piquet packs; the flower-bed of seven rows, alternately face up and face down.

Pure data over the vocabulary, no hooks. The flower-bed is dealt in seven rows of seven, the first,
third, fifth and seventh face up, the others face down (``DealStep(face_down=True)``); each
perpendicular row is one pile whose lowest card is available, and a face-down card is turned up by
the engine as soon as the card below it is removed (Rule II; note olga-1). The sixteen aces take
any of the sixteen places and ascend in suit through sevens to kings, the piquet sequence
(``follows_suit``; note olga-2). Cards are placed on the flower-bed in descending sequence of
alternate colours (Rule III: ``Build.DOWN_ALTERNATE``), so that nothing goes on a seven (note
olga-3); a card with the cards in sequence on it is transferred together (``Runs.ANY``; note
olga-5), and a perpendicular row removed entirely is refilled by the player from the flower-bed only
(``fill_from``; note olga-6). ``deal`` turns the next card of the pack onto the talon, whose top card
is available: so a card of the pack is placed on the flower-bed; the pack is dealt once (note olga-4).
"""

from __future__ import annotations

from ..cards import ACE, KING
from ..rules import Build, DealStep, Foundation, Game, Group, Pile, Role, Runs, Stock

# Positions read from the book's picture (a card there is about 30 by 41 pixels): eight foundation
# places down each side, 50 pixels apart, and the flower-bed between them, its rows touching. Here
# the flower-bed's perpendicular rows stand a little apart and fan down ("each row may half cover the
# preceding one"); the pack and the talon, not pictured, lie above the flower-bed.
ROWS, PER_ROW = 7, 7
COLUMN_X = tuple(2.2 + 1.15 * k for k in range(PER_ROW))
FLOWER_BED_Y = 1.4
PLACE_Y = tuple(0.2 + 1.22 * k for k in range(8))
LEFT_X, RIGHT_X = 0.3, COLUMN_X[-1] + 1.9
SPAN = PLACE_Y[-1] + 1 - FLOWER_BED_Y - 1  # the flower-bed ends where the lowest places end
TOP_Y = 0.2

COLUMNS = tuple(Pile(f"C{k + 1}", x, FLOWER_BED_Y, fan="down", span=SPAN, label=f"perpendicular row {k + 1}")
                for k, x in enumerate(COLUMN_X))
COLUMN_NAMES = tuple(p.name for p in COLUMNS)
PLACE = "a foundation: an ace, ascending in suit through sevens to kings"
PLACES = tuple(Pile(f"F{k + 1}", LEFT_X, y, label=PLACE) for k, y in enumerate(PLACE_Y)) + tuple(
    Pile(f"F{k + 9}", RIGHT_X, y, label=PLACE) for k, y in enumerate(PLACE_Y))
# "ascending in sequence through sevens to kings": the piquet pack has no deuce to six (note olga-2).
ACE_SEVEN_TO_KING = (ACE, *range(7, KING + 1))

# "In the first row the cards are placed face upward, in the second row face downward, and so on
# alternately, the seventh or last row being face upward."
FLOWER_BED = tuple(DealStep(COLUMN_NAMES, face_down=row % 2 == 1) for row in range(ROWS))

RULE_II = ("Rule II: each card in the flower-bed must be turned face upward as soon as the card immediately "
           "below it is removed; the card so turned is then available")
RULE_III = ("Rule III: cards on the flower-bed may be placed in descending sequence upon each other, but must be "
            "so placed in alternate colors, i.e., a black eight upon a red nine (note olga-3)")
FOUNDATIONS = "The foundations consist of sixteen aces, ascending in sequence through sevens to kings (Rule I)"
SPACE = ("the space at the top may be filled by any available card of the flower-bed (Rule II), not from the "
         "pack or talon (note olga-6)")

GAME = Game(
    slug="olga",
    title="THE OLGA",
    number=31,
    packs=4,
    piquet=True,
    groups=(
        Group("foundations", Role.FOUNDATION, PLACES,
              foundations=tuple(Foundation(ACE_SEVEN_TO_KING, follows_suit=True) for _ in PLACES),
              label="Foundations (sixteen aces, ascending through sevens to kings)"),
        Group("flower-bed", Role.TABLEAU, COLUMNS, build=Build.DOWN_ALTERNATE, fill_from=(Role.TABLEAU,),
              runs=Runs.ANY, label="The flower-bed: seven rows of seven"),
        Group("stock", Role.STOCK, (Pile("P", COLUMN_X[2], TOP_Y, label="the pack"),), label="The pack"),
        Group("talon", Role.TALON, (Pile("T", COLUMN_X[4], TOP_Y, label="the talon"),), label="The talon"),
    ),
    opening=FLOWER_BED,
    stock=Stock.TO_TALON,
    notes=tuple(f"olga-{k}" for k in range(1, 8)),
    rules={
        "available": "only the lowest card of each perpendicular row of the flower-bed (Rule II), with the cards "
                     "in sequence upon it (note olga-5), and the top card of the talon are available",
        "face_down": RULE_II + ": that card lies face down",
        "run": "only the lowest card of each perpendicular row is available (Rule II), with the cards above it "
               "in descending sequence of alternate colors (Rule III), which may be transferred with it from one "
               "packet to another (note olga-5): those cards are not so placed",
        "run_up": "cards are played on the foundations one at a time (note olga-5)",
        "down_alternate": RULE_III,
        "follow_suit": "Rule I: the foundations follow suit",
        "sequence": FOUNDATIONS,
        "foundation_first": FOUNDATIONS + ": an ace begins each, in its allotted space (note olga-2)",
        "foundation_done": FOUNDATIONS + ": nothing goes on a king",
        "space_source": SPACE,
        "no_build": "cards are played on the foundations or placed in sequence on the flower-bed; the unsuitable "
                    "cards form the talon",
        "no_move_from": "the pack is dealt out card by card onto the talon, whose top card may then be played or "
                        "placed (note olga-4); cards on the foundations stay there",
        "deal": "the entire pack is dealt out: there is no re-deal (note olga-4)",
    },
    width=RIGHT_X + 1.3,
    height=PLACE_Y[-1] + 1.2,
)
