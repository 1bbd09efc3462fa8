"""The Constitution (No. 19): two packs; four divisions of eight, every card ascending through each.

Pure data over the vocabulary; no hooks. The picture is withdrawn before the deal (``Group.withdraw``,
``Role.DISPLAY``): the queen of diamonds (the Sovereign), the black kings (Bishops) and red kings
(Judges) around her, and the seven queens thrown aside (note constitution-1). The eight aces, the
"Government", are preplaced and ascend in suit to knaves (Rule VI), formed only from the Privy
Council (Rule I: the foundations' ``takes_from``). The four divisions are tableau rows of eight, dealt
from the lowest; a card of a division is placed, one at a time, in descending sequence of alternate
colours (``Build.DOWN_ALTERNATE``) on a card of the division immediately above it and nowhere else
(Rules II-IV: each division's ``takes_from`` names the one below; note constitution-2). A vacancy
above the People is filled at once with a card the player chooses from the division below
(``fill_at_once``, ``spaces_from``; note constitution-3); a vacancy of the People is filled at once
from the talon, or when there is no talon from the pack (``refill_from``, ``Refill.AT_ONCE``), and a
card of the pack or talon goes nowhere else (note constitution-4). ``deal`` turns the next card onto
the talon; there is no re-deal (note constitution-5).

``BOOK_TABLEAU`` is the book's tableau, read from its picture (note constitution-6).
"""

from __future__ import annotations

from ..cards import CLUBS, DIAMONDS, HEARTS, SPADES
from ..rules import Build, DealStep, Foundation, Game, Group, Pile, Refill, Role, Stock

# The book's picture, measured in its own pixels (a card there is 34 by 50): the centre of each card of
# the ring and its slant (``tilt``, turned about the card's centre; 90 lies sideways).
CARD_PX = (34.0, 50.0)


def _at(name: str, cx: float, cy: float, tilt: float = 0.0, label: str = "") -> Pile:
    return Pile(name, round((cx - CARD_PX[0] / 2) / CARD_PX[0], 2), round((cy - CARD_PX[1] / 2) / CARD_PX[1], 2),
                tilt=tilt, label=label)


# Clockwise from the top. The aces' pips are small (note constitution-1): clubs above and below,
# diamonds on the upper left and lower right slants, a heart on the upper right, a spade on the lower
# left; the two at the sides cannot be read, and take the heart and the spade left.
ACES = (
    (_at("F1", 162, 78, 0, "ace of clubs"), CLUBS),
    (_at("F2", 213, 98.5, 45, "ace of hearts"), HEARTS),
    (_at("F3", 234.5, 150.5, 90, "ace of spades"), SPADES),
    (_at("F4", 215.5, 201, -45, "ace of diamonds"), DIAMONDS),
    (_at("F5", 162, 223, 0, "ace of clubs"), CLUBS),
    (_at("F6", 110, 203, 45, "ace of spades"), SPADES),
    (_at("F7", 89, 151, 90, "ace of hearts"), HEARTS),
    (_at("F8", 111, 99.5, -45, "ace of diamonds"), DIAMONDS),
)
# The red kings, the Judges, on the four arms of the cross; the black kings, the Bishops, on the slants.
JUDGES = (
    (_at("K1", 162, 24, 90, "a Judge: king of hearts"), "KH"),
    (_at("K3", 290, 151.5, 0, "a Judge: king of diamonds"), "KD"),
    (_at("K5", 164, 279, 90, "a Judge: king of hearts"), "KH"),
    (_at("K7", 34, 151, 0, "a Judge: king of diamonds"), "KD"),
)
BISHOPS = (
    (_at("K2", 251.5, 60, -45, "a Bishop: king of clubs"), "KC"),
    (_at("K4", 253, 241, 45, "a Bishop: king of spades"), "KS"),
    (_at("K6", 71.5, 240.5, -45, "a Bishop: king of clubs"), "KC"),
    (_at("K8", 73, 60.5, 45, "a Bishop: king of spades"), "KS"),
)
SOVEREIGN = _at("Q", 162, 152, 0, "the Sovereign")
QUEENS_ASIDE = "QS QS QH QH QC QC QD"  # "seven of the queens are to be thrown aside"
ACE_TO_KNAVE = tuple(range(1, 12))

# The Constitution below the ring, as pictured (columns 40 pixels apart), its rows set wider apart
# than the picture's, which touch, to leave room for sequences to fan downwards (a longer one closes
# up). The People take no sequences (note constitution-2). The pack and the talon, not pictured, sit
# in the lower corners of the ring, the queens thrown aside in its upper right corner.
COLUMN_X = tuple(round(0.26 + 1.185 * k, 3) for k in range(8))
SEQUENCE_SPAN = 1.0
ROW_PITCH = 1 + SEQUENCE_SPAN + 0.15
PRIVY_Y = 6.3
ROW_Y = {name: round(PRIVY_Y + k * ROW_PITCH, 3)
         for k, name in enumerate(("privy-council", "lords", "commons", "people"))}
CORNER_Y = 4.75


def _division(prefix: str, group: str, label: str, fan: bool = True) -> tuple[Pile, ...]:
    return tuple(Pile(f"{prefix}{k + 1}", x, ROW_Y[group], fan="down" if fan else "",
                      span=SEQUENCE_SPAN if fan else 0.0, label=f"{label} {k + 1}")
                 for k, x in enumerate(COLUMN_X))


PRIVY_COUNCIL = _division("PC", "privy-council", "Privy Council")
LORDS = _division("L", "lords", "House of Lords")
COMMONS = _division("C", "commons", "House of Commons")
PEOPLE = _division("P", "people", "People", fan=False)


def _names(piles: tuple[Pile, ...]) -> tuple[str, ...]:
    return tuple(p.name for p in piles)


# The book's tableau (note constitution-6): the ring as above, and the four rows, left to right.
BOOK_ROWS = {
    "privy-council": "5C 3D 5S 9D 3C 4H 10S JD",
    "lords": "6H 9S 2C 8C JH 7S 5H 2D",
    "commons": "4D 10D JH 7D 4S 2H 6D 4C",
    "people": "5S 3D 8H JC 9H JD 3S 8S",
}
BOOK_TABLEAU: dict[str, str] = {
    SOVEREIGN.name: "QD",
    "X": QUEENS_ASIDE,
    **{pile.name: king for pile, king in (*JUDGES, *BISHOPS)},
    **{pile.name: f"A{'SHCD'[suit]}" for pile, suit in ACES},
    **{name: c for piles, group in ((PRIVY_COUNCIL, "privy-council"), (LORDS, "lords"), (COMMONS, "commons"),
                                    (PEOPLE, "people"))
       for name, c in zip(_names(piles), BOOK_ROWS[group].split())},
}

RULE_I_II = ('Rule I: the foundations are formed exclusively from the "Privy Council," and all cards in the '
             "other divisions, pack, or talon must ascend through each division till they reach the top; "
             "Rule II: cards are placed only on cards in the next division above them (note constitution-2)")
RULE_V = ("Rule V: each vacancy must be at once filled by a card from the division immediately below it "
          "(note constitution-3)")
RULE_V_PEOPLE = ('Rule V: a vacancy in the lowest row or "People" must be filled from the talon, or, when '
                 "there is no talon, from the pack (note constitution-4)")


def _division_group(name: str, piles: tuple[Pile, ...], below: str, label: str) -> Group:
    """A division above the People: sequences from the division below, and its vacancies filled from there."""
    return Group(name, Role.TABLEAU, piles, build=Build.DOWN_ALTERNATE, takes_from=(below,),
                 fill_from=(Role.TABLEAU,), spaces_from=(below,), fill_at_once=True, label=label)


GAME = Game(
    slug="constitution",
    title="THE CONSTITUTION",
    number=19,
    packs=2,
    groups=(
        Group("sovereign", Role.DISPLAY, (SOVEREIGN,), withdraw=("QD",),
              label="The Sovereign (the queen of diamonds)"),
        Group("judges", Role.DISPLAY, tuple(p for p, _ in JUDGES), withdraw=tuple(k for _, k in JUDGES),
              label="The Judges (the red kings)"),
        Group("bishops", Role.DISPLAY, tuple(p for p, _ in BISHOPS), withdraw=tuple(k for _, k in BISHOPS),
              label="The Bishops (the black kings)"),
        Group("government", Role.FOUNDATION, tuple(p for p, _ in ACES),
              foundations=tuple(Foundation(ACE_TO_KNAVE, suit, preplaced=True) for _, suit in ACES),
              takes_from=("privy-council",),
              label='The "Government": the eight aces, ascending in suit to knaves'),
        Group("aside", Role.DISPLAY, (Pile("X", 8.45, 0.1, fan="down", span=0.9, label="thrown aside"),),
              withdraw=(QUEENS_ASIDE,), label="The seven queens thrown aside"),
        _division_group("privy-council", PRIVY_COUNCIL, "lords", 'The "Privy Council" (the fourth row)'),
        _division_group("lords", LORDS, "commons", 'The "House of Lords" (the third row)'),
        _division_group("commons", COMMONS, "people", 'The "House of Commons" (the second row)'),
        Group("people", Role.TABLEAU, PEOPLE, refill_from=("talon", "stock"), refill=Refill.AT_ONCE,
              label='The "People" (the first or lowest row)'),
        Group("stock", Role.STOCK, (Pile("pack", 0.1, CORNER_Y, label="the pack"),), label="The pack"),
        Group("talon", Role.TALON, (Pile("T", 8.45, CORNER_Y, label="the talon"),), label="The talon"),
    ),
    # "Deal out four horizontal rows (beginning with the lowest), each containing eight cards."
    opening=(DealStep(_names(PEOPLE)), DealStep(_names(COMMONS)), DealStep(_names(LORDS)),
             DealStep(_names(PRIVY_COUNCIL))),
    stock=Stock.TO_TALON,
    notes=("constitution-1", "constitution-2", "constitution-3", "constitution-4", "constitution-5",
           "constitution-6"),
    rules={
        "available": "Rule III: the top card only of each sequence is available until its removal releases "
                     "the one beneath",
        "follow_suit": "Rule VI: the foundations must follow suit",
        "sequence": 'the eight aces form the foundation cards or "Government," and ascend in sequence to '
                    "knaves",
        "foundation_done": "that foundation has ascended to its knave",
        "down_alternate": "Rule IV: all sequences must be of alternate colors and in descending line: a red "
                          "nine on a black ten, then a black eight, a red seven",
        "takes_from": RULE_I_II,
        "no_build": "Rule II: cards in the three lower divisions are placed in sequence on cards in the next "
                    "division above them: nothing is placed on the People or on the talon (note constitution-2)",
        "space": RULE_V_PEOPLE,
        "space_source": RULE_V,
        "fill_first": RULE_V,
        "no_move_from": "cards are played from the Constitution; the pack is dealt out onto the talon, the "
                        "talon fills the People's vacancies (note constitution-4), and the foundations keep "
                        "their cards",
        "display": "the Sovereign, the Bishops, the Judges and the queens thrown aside are placed as in "
                   "tableau: nothing is played to them or from them",
        "deal": "the remainder of the pack has been dealt out",
        "unknown": "there is no such move in the Constitution: the text names no re-deal (note constitution-5)",
    },
    width=COLUMN_X[-1] + 1.15,
    height=ROW_Y["people"] + 1.1,
)
