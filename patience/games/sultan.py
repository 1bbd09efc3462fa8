"""The Sultan (No. 12): two packs; eight foundations around the Sultan, the Divan, a talon, two re-deals.

Pure data. The eight kings and one ace of hearts are withdrawn and set out as in the
book's picture: the centre king of hearts is the Sultan (placed for the picture only,
``Group.withdraw``); the other seven kings ascend from ace to queen and the ace of
hearts from two to queen. The Divan is eight single cards, four on either side, each
vacancy refilled at once from the talon, or when there is no talon from the pack
(``refill_from``). ``deal`` turns the next card of the pack onto the talon, whose top
card is available (note sultan-1); the talon may be taken up, shuffled and re-dealt
twice (``Redeal.SHUFFLE_TALON``, numbered shuffles "redeal-1", "redeal-2").
"""

from __future__ import annotations

from ..cards import CLUBS, DIAMONDS, HEARTS, SPADES
from ..rules import DealStep, Foundation, Game, Group, Pile, Redeal, Role, Stock

# Positions measured on the book's picture (card widths 42 px, card heights 61 px).
# The Divan's cards lie sideways (``tilt`` 90, turned about their centres).
DIVAN_ROWS = (0.06, 1.22, 2.39, 3.58)
DIVAN_LEFT, DIVAN_RIGHT = 0.43, 7.74
COLUMNS = (2.45, 4.12, 5.81)
ROWS = (0.36, 1.84, 3.31)

KINGS_UP = (13, *range(1, 13))  # a king, then ace to queen
ACE_UP = tuple(range(1, 13))  # the ace of hearts, two to queen

# The picture, row by row: clubs, the ace of hearts, clubs; diamonds, (the Sultan), diamonds;
# spades, the other king of hearts, spades.
FOUNDATION_PLACES = (
    ("F1", COLUMNS[0], ROWS[0], Foundation(KINGS_UP, CLUBS, preplaced=True), "king of clubs"),
    ("F2", COLUMNS[1], ROWS[0], Foundation(ACE_UP, HEARTS, preplaced=True), "ace of hearts"),
    ("F3", COLUMNS[2], ROWS[0], Foundation(KINGS_UP, CLUBS, preplaced=True), "king of clubs"),
    ("F4", COLUMNS[0], ROWS[1], Foundation(KINGS_UP, DIAMONDS, preplaced=True), "king of diamonds"),
    ("F5", COLUMNS[2], ROWS[1], Foundation(KINGS_UP, DIAMONDS, preplaced=True), "king of diamonds"),
    ("F6", COLUMNS[0], ROWS[2], Foundation(KINGS_UP, SPADES, preplaced=True), "king of spades"),
    ("F7", COLUMNS[1], ROWS[2], Foundation(KINGS_UP, HEARTS, preplaced=True), "king of hearts"),
    ("F8", COLUMNS[2], ROWS[2], Foundation(KINGS_UP, SPADES, preplaced=True), "king of spades"),
)

DIVAN = tuple(Pile(f"D{k + 1}", DIVAN_LEFT, y, tilt=90) for k, y in enumerate(DIVAN_ROWS)) + tuple(
    Pile(f"D{k + 5}", DIVAN_RIGHT, y, tilt=90) for k, y in enumerate(DIVAN_ROWS))
DIVAN_NAMES = tuple(p.name for p in DIVAN)
PACK_ROW = 4.75


GAME = Game(
    slug="sultan",
    title="THE SULTAN",
    number=12,
    packs=2,
    groups=(
        Group("divan", Role.RESERVE, DIVAN, refill_from=("talon", "stock"),
              label="The Divan (four cards on either side)"),
        Group("foundations", Role.FOUNDATION,
              tuple(Pile(name, x, y, label=label) for name, x, y, _, label in FOUNDATION_PLACES),
              foundations=tuple(spec for _, _, _, spec, _ in FOUNDATION_PLACES),
              label="Foundations (seven kings and the ace of hearts, ascending to queens)"),
        Group("sultan", Role.DISPLAY, (Pile("Sultan", COLUMNS[1], ROWS[1], label="the Sultan"),),
              withdraw=("KH",), label="The Sultan"),
        Group("stock", Role.STOCK, (Pile("P", 3.28, PACK_ROW, label="the pack"),), label="The pack"),
        Group("talon", Role.TALON, (Pile("T", 4.96, PACK_ROW, label="the talon"),), label="The talon"),
    ),
    opening=(DealStep(DIVAN_NAMES),),
    stock=Stock.TO_TALON,
    redeal=Redeal.SHUFFLE_TALON,
    redeals=2,
    # For the solver: the eight places of the Divan are alike (each holds one card, available, and is
    # refilled at once from the talon or the pack, whichever place it is), and so are the two
    # foundations of clubs, of diamonds and of spades, each pair begun with a king and ascending in
    # suit from ace to queen: no rule tells the places of one such group apart.
    notes=("sultan-1", "sultan-2"),
    rules={
        "follow_suit": "Rule: the foundations must follow suit",
        "sequence": "each of these seven kings begins with ace, and ascends in sequence to queen; "
                    "the ace of hearts ascends in the same manner",
        "foundation_done": "all the eight packets surrounding the Sultan end with queens",
        "foundation_first": "the eight kings and one ace of hearts are placed as in tableau before the deal",
        "display": "the centre king of hearts is called the Sultan, and remains alone",
        "no_build": "cards are played only on the foundations: vacancies in the Divan must be immediately "
                    "refilled from the talon, or, when there is no talon, from the pack; the talon is formed "
                    "of the cards not suitable for the foundations, laid aside in one packet",
        "space": "vacancies in the Divan must be immediately refilled from the talon, or, when there is no "
                 "talon, from the pack",
        "space_source": "vacancies in the Divan must be immediately refilled from the talon, or, when there "
                        "is no talon, from the pack",
        "no_move_from": "cards are played to the foundations from the Divan and from the talon only",
        "deal": "the pack has been dealt out",
        "redeal": "the talon may be taken up, shuffled, and re-dealt, if necessary, twice: no more",
        "redeal_early": "the remainder of the pack is dealt out before the talon is taken up (note sultan-2)",
    },
    width=9.1,
    height=PACK_ROW + 1.05,
)
