"""Anna (No. 47): two packs; eight helps in the shape of an A, eight knaves forming an N and descending
to kings, a talon, two re-deals.

Mostly data. The helps are eight packets whose uppermost card alone is available (Rule II); cards
marry on them in ascending line in suit (``Build.UP_IN_SUIT``), from the talon or from another help
(note anna-3), except that nothing is laid on a queen (Rule III: ``no_build_on``). A vacancy in the
helps is refilled when the player chooses from the pack or the talon (``fill_from``). The knaves are
placed as they turn up, along the strokes of the N (``in_order``, each following its own suit), and
descend through the ace to the king (note anna-1). ``deal`` turns the next card of the pack onto the
talon, whose top card is available (note anna-3); the talon may be re-dealt twice, turned over as it
lies (``Redeal.TURN_TALON``, note anna-4). The game is won when every foundation ends with its king
(note anna-5).

Knaves "are to be placed so as to form the letter N" "whenever in the course of the deal" they turn
up: each is played to the N as soon as it lies available on the talon or the helps
(``placed_as_they_appear``, note anna-2).
"""

from __future__ import annotations

from ..rules import Build, DealStep, Foundation, Game, Group, Pile, Redeal, Role, Stock

KNAVE, QUEEN, KING = 11, 12, 13
KNAVE_TO_KING = (*range(KNAVE, 0, -1), KING)  # knave, ten, ... two, ace, king (note anna-1)

# Positions measured on the book's picture (a card there is 34 by 50 pixels), each place's slant as
# pictured (``tilt``, turned about the card's centre). The A's places are named as a pen writes the
# letter: up the left stroke, down the right, then the bar; the N's likewise: up the left stroke,
# down the diagonal, up the right stroke (the order the knaves take them in, note anna-2).
LEG_TILT, DIAGONAL_TILT = 18.0, -28.0
HELP_PLACES = (
    (0.62, 3.33, LEG_TILT, "the A, foot of the left stroke"),
    (1.24, 2.29, LEG_TILT, "the A, left stroke"),
    (1.88, 1.23, LEG_TILT, "the A, top of the left stroke"),
    (3.18, 0.40, 0.0, "the A, apex"),
    (4.46, 1.21, -LEG_TILT, "the A, top of the right stroke"),
    (5.06, 2.27, -LEG_TILT, "the A, right stroke"),
    (5.69, 3.33, -LEG_TILT, "the A, foot of the right stroke"),
    (3.16, 2.18, 90.0, "the A, bar"),
)
KNAVE_PLACES = (
    (7.49, 3.16, 0.0, "the N, foot of the left stroke"),
    (7.47, 1.69, 0.0, "the N, left stroke"),
    (7.50, 0.24, 0.0, "the N, top of the left stroke"),
    (8.82, 0.30, DIAGONAL_TILT, "the N, top of the diagonal"),
    (9.84, 1.55, DIAGONAL_TILT, "the N, diagonal"),
    (10.91, 2.83, DIAGONAL_TILT, "the N, foot of the diagonal"),
    (11.54, 1.70, 0.0, "the N, right stroke"),
    (11.57, 0.25, 0.0, "the N, top of the right stroke"),
)
PACK_X, PACK_Y = 6.41, 5.77  # the pack as pictured, under the middle; the talon (not pictured) beside it

HELPS = tuple(Pile(f"H{k + 1}", x, y, tilt=tilt, label=label) for k, (x, y, tilt, label) in enumerate(HELP_PLACES))
KNAVES = tuple(Pile(f"N{k + 1}", x, y, tilt=tilt, label=label)
               for k, (x, y, tilt, label) in enumerate(KNAVE_PLACES))

REFILLED = "vacancies in the helps are refilled from the pack or talon (note anna-3)"


GAME = Game(
    slug="anna",
    title="ANNA",
    number=47,
    packs=2,
    groups=(
        Group("helps", Role.TABLEAU, HELPS, build=Build.UP_IN_SUIT, fill_from=(Role.STOCK, Role.TALON),
              no_build_on=(QUEEN,), label="The helps (the letter A)"),
        Group("foundations", Role.FOUNDATION, KNAVES,
              foundations=tuple(Foundation(KNAVE_TO_KING, follows_suit=True) for _ in KNAVES), in_order=True,
              placed_as_they_appear=("talon", "helps"),
              label="Foundations (the eight knaves, the letter N, descending to kings)"),
        Group("stock", Role.STOCK, (Pile("P", PACK_X, PACK_Y, label="the pack"),), label="The pack"),
        Group("talon", Role.TALON, (Pile("T", PACK_X + 1.3, PACK_Y, label="the talon"),), label="The talon"),
    ),
    opening=(DealStep(tuple(p.name for p in HELPS)),),
    stock=Stock.TO_TALON,
    redeal=Redeal.TURN_TALON,
    redeals=2,
    notes=("anna-1", "anna-2", "anna-3", "anna-4", "anna-5"),
    rules={
        "available": "Rule II: the uppermost card of each packet of the helps is alone available until its "
                     "removal releases the card beneath; of the talon, too, only the top card plays (note anna-3)",
        "follow_suit": "Rule I: the foundations follow suit",
        "sequence": "the eight knaves are the foundation cards, which descend in sequence to kings: knave, ten "
                    "... two, ace, king (note anna-1)",
        "foundation_done": "the foundation cards terminate with kings",
        "foundation_first": "the eight knaves are the foundation cards",
        "in_order": "whenever knaves turn up, they are to be placed so as to form the letter N (see tableau; "
                    "note anna-2)",
        "up_in_suit": "marriages are formed in ascending line: on the five the six of the same suit",
        "no_build_on": "Rule III: when queens appear among the helps, no other cards can be laid upon them; they "
                       "remain as single cards",
        "no_build": "cards are played on the foundations or married on the helps; unsuitable cards are placed "
                    "as a talon",
        "space_source": REFILLED,
        "stock_fill": "the next card of the pack is dealt onto the talon (note anna-3), or turned into a vacancy "
                      "of the helps",
        "no_move_from": "cards are played from the helps and the talon; the foundations keep their cards",
        "deal": "the entire pack has been dealt out",
        "redeal": "the talon may be re-dealt twice: no more",
        "redeal_early": "the entire pack is dealt out before the talon is re-dealt (note anna-4)",
    },
    width=12.7,
    height=PACK_Y + 1.15,
)
