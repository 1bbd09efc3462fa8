"""The Besieged City (No. 15): two packs; the Reserve of four rows of three inside fourteen Ramparts.

The layout, the opening deal, the foundations (four aces of different suits, then
kings, deuces, queens, threes ... finishing with aces: a sequence that repeats
ranks, note besieged-city-1) and the refilling of the Reserve from the talon or the
pack (Rule V, ``refill_from``) are data. The Ramparts build by the game's own
rule (Rule II, ``Build.HOOK``: same suit, next above or below, or next in the order
of play, note besieged-city-2). What is positional is in :class:`BesiegedCityHooks`:

- each Reserve card lies in one row and one column; the Ramparts W1-W4 and E1-E4
  are the ends of the rows, N1-N3 and S1-S3 the ends of the columns (the book's A is
  W1, B is N1, C is E1, D is S1). A Reserve card goes only on a Rampart at an end of
  its row or column (Rule III), and a vacancy in the Ramparts is filled with a card
  of the line at whose end it lies (Rule IV);
- that vacancy is filled "immediately": until it is, no other move is allowed; where two or more
  wait at once, the player chooses which to fill first (note besieged-city-6);
- talon and Reserve cards are never played straight to the foundations (Rule I);
- ``deal`` turns the next card of the pack: to its foundation if it is suitable,
  else onto the talon (note besieged-city-3), and only with no vacancy waiting;
- at the end, with pack and talon empty, ``transpose Ri Rj`` exchanges two places of
  the Reserve (note besieged-city-4).

``BOOK_TABLEAU`` is the book's tableau, read from its picture and fixed by its notes
(note besieged-city-5); ``book_position()`` sets it out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..moves import Move
from ..rules import Build, DealStep, Foundation, Game, Group, Hooks, Pile, Role, Stock

if TYPE_CHECKING:
    from ..state import State

ROWS, COLUMNS = 4, 3
# Centres measured on the book's picture, in card widths and heights (a card is about 31 by 46
# pixels there); the Ramparts lie crossways (``tilt`` 90, turned about their centres).
COLUMN_X = (3.40, 5.40, 7.37)  # left edges of the Reserve's columns
ROW_Y = (2.28, 3.65, 4.98, 6.33)  # top edges of its rows
WEST_X, EAST_X = 1.66, 9.08
NORTH_Y, SOUTH_Y = 1.07, 7.57

RESERVE = tuple(Pile(f"R{COLUMNS * r + c + 1}", COLUMN_X[c], ROW_Y[r], label=f"row {r + 1}, column {c + 1}")
                for r in range(ROWS) for c in range(COLUMNS))
RESERVE_NAMES = tuple(p.name for p in RESERVE)
LETTER = {"W1": "A", "N1": "B", "E1": "C", "S1": "D"}
NORTH = tuple(Pile(f"N{c + 1}", COLUMN_X[c], NORTH_Y, tilt=90, label=LETTER.get(f"N{c + 1}", ""))
              for c in range(COLUMNS))
WEST = tuple(Pile(f"W{r + 1}", WEST_X, ROW_Y[r], tilt=90, label=LETTER.get(f"W{r + 1}", "")) for r in range(ROWS))
EAST = tuple(Pile(f"E{r + 1}", EAST_X, ROW_Y[r], tilt=90, label=LETTER.get(f"E{r + 1}", "")) for r in range(ROWS))
SOUTH = tuple(Pile(f"S{c + 1}", COLUMN_X[c], SOUTH_Y, tilt=90, label=LETTER.get(f"S{c + 1}", ""))
              for c in range(COLUMNS))
RAMPARTS = NORTH + EAST + SOUTH + WEST
RAMPART_NAMES = tuple(p.name for p in RAMPARTS)
# The line whose end each Rampart is: the Reserve places of that row or column.
LINE: dict[str, tuple[str, ...]] = {
    **{f"N{c + 1}": tuple(f"R{COLUMNS * r + c + 1}" for r in range(ROWS)) for c in range(COLUMNS)},
    **{f"S{c + 1}": tuple(f"R{COLUMNS * r + c + 1}" for r in range(ROWS)) for c in range(COLUMNS)},
    **{f"W{r + 1}": tuple(f"R{COLUMNS * r + c + 1}" for c in range(COLUMNS)) for r in range(ROWS)},
    **{f"E{r + 1}": tuple(f"R{COLUMNS * r + c + 1}" for c in range(COLUMNS)) for r in range(ROWS)},
}

# "four aces ... On these are placed kings, then deuces, queens, threes, and so on, each foundation
# consisting of alternate sequences, ascending and descending, and finishing as well as beginning with
# aces" (note besieged-city-1): A K 2 Q 3 J 4 10 5 9 6 8 7, then the same back, 7 8 6 9 ... K A.
FIRST_HALF = tuple(r for pair in zip(range(1, 8), range(13, 6, -1)) for r in pair)[:13]
SEQUENCE = FIRST_HALF + FIRST_HALF[::-1]
SUITS = ("spades", "hearts", "clubs", "diamonds")
FOUNDATION_PLACES = ((0.60, 0.20), (10.27, 0.20), (0.21, 8.24), (10.05, 8.35))  # the picture's four corners
PACK_Y = 8.7


def in_order_of_play(a: int, b: int) -> bool:
    """Ranks next to each other in the foundations' order: A-K, K-2, 2-Q, Q-3 ... 8-7, 7-7."""
    return a + b in (14, 15)


# For each rank: the ranks that may be placed on it in the Ramparts (Rule II; the relation is symmetric).
PARTNERS = {a: frozenset(b for b in range(1, 14) if a - b in (1, -1) or in_order_of_play(a, b)) for a in range(1, 14)}

# The book's tableau (note besieged-city-5). Its notes fix the row A-C (the ace of diamonds, the three
# and four of clubs), the column B-D (the four and ace of clubs, the seven and six of spades), the four
# of clubs where the two lines cross, and D as the one Rampart that takes the four of clubs.
BOOK_TABLEAU: dict[str, str] = {
    "N1": "7H", "N2": "2D", "N3": "5H",
    "W1": "5D", "W2": "KD", "W3": "4S", "W4": "10D",
    "E1": "6S", "E2": "9D", "E3": "3S", "E4": "QH",
    "S1": "3C", "S2": "QD", "S3": "2C",
    "R1": "4C", "R2": "3C", "R3": "AD",
    "R4": "7S", "R5": "10C", "R6": "3H",
    "R7": "AC", "R8": "JH", "R9": "8H",
    "R10": "6S", "R11": "5D", "R12": "2H",
}


def book_position() -> "State":
    """The book's tableau set out on the board (the rest of the two packs is the pack, in canonical order)."""
    from collections import Counter

    from ..cards import cards_text, packs, parse_card
    from ..state import State

    placed = Counter(int(parse_card(t)) for t in BOOK_TABLEAU.values())
    rest = []
    for c in packs(2):
        if placed[int(c)]:
            placed[int(c)] -= 1
        else:
            rest.append(c)
    return State.arranged(GAME, {**BOOK_TABLEAU, "P": cards_text(rest[::-1])})


class BesiegedCityHooks(Hooks):
    """The lines of the Reserve and their ends, the immediate filling of Rampart vacancies, the deal
    to the foundations or the talon, and the transposition at the end."""

    def __init__(self) -> None:
        self._ready = False
        self.reserve: tuple[int, ...] = ()
        self.ramparts: tuple[int, ...] = ()
        self.line: dict[int, tuple[int, ...]] = {}
        self.ends: dict[int, frozenset[int]] = {}
        self.foundation_of_suit: dict[int | None, int] = {}
        self.stock = self.talon = -1

    def _index(self, state: "State") -> None:
        index = state.table.index
        self.reserve = tuple(index[n] for n in RESERVE_NAMES)
        self.ramparts = tuple(index[n] for n in RAMPART_NAMES)
        self.line = {index[r]: tuple(index[n] for n in LINE[r]) for r in RAMPART_NAMES}
        # For each Reserve place: the Ramparts at the ends of its row and of its column.
        self.ends = {i: frozenset(r for r, line in self.line.items() if i in line) for i in self.reserve}
        self.foundation_of_suit = {state.table.foundation_of[f].suit: f  # type: ignore[union-attr]
                                   for f in state.table.foundations}
        self.stock, self.talon = state.table.stock, state.table.talon
        self._ready = True

    def vacancy(self, state: "State") -> int:
        """A Rampart left empty whose line still has a card, the first in the order N, E, S, W (-1: none
        waits to be filled). Where several wait, the player may fill any of them first
        (``card_move_problem``); this order only names one."""
        if not self._ready:
            self._index(state)
        piles = state.piles
        for r in self.ramparts:
            if not piles[r]:
                a, b, c, *d = self.line[r]
                if piles[a] or piles[b] or piles[c] or (d and piles[d[0]]):
                    return r
        return -1

    def builds_on(self, card: int, top: int) -> bool:
        """Rule II: same suit, and next in value either way or next in the order of play."""
        if card & 3 != top & 3:
            return False
        return card >> 2 in PARTNERS[top >> 2]

    def card_move_problem(self, state: "State", src: int, dst: int) -> str | None:
        if not self._ready:
            self._index(state)
        if src == self.talon:
            return state.rule("talon")
        ends = self.ends.get(src)
        if ends is not None:
            if state.table.role_of[dst] is Role.FOUNDATION:
                return state.rule("reserve_play")
            if dst in self.line and dst not in ends:
                return state.rule("vacancy_line" if not state.piles[dst] else "line")
            if dst in ends and not state.piles[dst]:
                # An empty Rampart at an end of the card's line: a vacancy that waits (its line holds this
                # card), filled now. Where several wait, "immediately filling each vacancy as it occurs"
                # names no order and Rule IV lets "any card in the row" fill each: the player chooses.
                return None
        if self.vacancy(state) >= 0:
            return state.rule("immediately")
        return None

    def deal_problem(self, state: "State") -> str | None:
        if not state.piles[state.table.stock]:
            return state.rule("deal")
        if self.vacancy(state) >= 0:
            return state.rule("immediately")
        return None

    def deal(self, state: "State") -> None:
        """Turn the next card: to its foundation if it is suitable, else onto the talon."""
        t = state.table
        card = state.piles[t.stock][-1]
        f = self.foundation_of_suit[card & 3]
        fp = state.piles[f]
        wanted = t.positional[f][len(fp)] if fp else t.first_rank[f]
        state.put(f if wanted == card >> 2 else t.talon, state.take(t.stock))

    # --- the transposition at the end ---------------------------------------------
    def extra_moves(self, state: "State") -> list[Move]:
        if not self._ready:
            self._index(state)
        if state.piles[self.stock] or state.piles[self.talon] or self.vacancy(state) >= 0:
            return []
        piles, reserve = state.piles, self.reserve
        return [Move("transpose", (RESERVE_NAMES[a], RESERVE_NAMES[b]))
                for a in range(len(reserve)) for b in range(a + 1, len(reserve))
                if piles[reserve[a]] or piles[reserve[b]]]

    def extra_problem(self, state: "State", move: Move) -> str | None:
        if move.kind == "move":  # a covered card named by its depth
            return state.rule("available")
        if move.kind != "transpose":
            return state.rule("unknown")
        if len(move.args) != 2 or not all(a in RESERVE_NAMES for a in move.args) or move.args[0] == move.args[1]:
            return "write transpose and two places of the Reserve, e.g. transpose R1 R5"
        if state.dealing or state.piles[state.table.talon]:
            return state.rule("transpose")
        if self.vacancy(state) >= 0:
            return state.rule("immediately")
        a, b = (state.index(n) for n in move.args)
        if not state.piles[a] and not state.piles[b]:
            return "both places are empty: there is nothing to transpose"
        return None

    def apply_extra(self, state: "State", move: Move) -> None:
        a, b = (state.index(n) for n in move.args)
        state.piles[a], state.piles[b] = state.piles[b], state.piles[a]


RESERVE_RULE = "Rule V: vacancies in the Reserve are filled from the talon or, when there is no talon, from the pack"

GAME = Game(
    slug="besieged-city",
    title="THE BESIEGED CITY",
    number=15,
    packs=2,
    groups=(
        Group("ramparts", Role.TABLEAU, RAMPARTS, build=Build.HOOK, fill_from=(Role.RESERVE,),
              label="The Ramparts: an outside row of fourteen cards placed crossways"),
        Group("reserve", Role.RESERVE, RESERVE, refill_from=("talon", "stock"),
              label="The Reserve: four rows of three cards"),
        Group("foundations", Role.FOUNDATION,
              tuple(Pile(f"F{k + 1}", x, y, label=f"ace of {SUITS[k]}")
                    for k, (x, y) in enumerate(FOUNDATION_PLACES)),
              foundations=tuple(Foundation(SEQUENCE, suit=s) for s in range(4)),
              label="Foundations: aces, kings, deuces, queens ... finishing with aces"),
        Group("stock", Role.STOCK, (Pile("P", 4.3, PACK_Y, label="the pack"),), label="The pack"),
        Group("talon", Role.TALON, (Pile("T", 5.7, PACK_Y, label="the talon"),), label="The talon"),
    ),
    # "Deal twelve cards in four rows of three cards each. Then deal an outside row of fourteen cards
    # placed crossways."
    opening=(DealStep(RESERVE_NAMES), DealStep(RAMPART_NAMES)),
    stock=Stock.HOOK,
    notes=tuple(f"besieged-city-{k}" for k in range(1, 7)),
    hooks=BesiegedCityHooks(),
    rules={
        "follow_suit": "Rule VI: the foundations must follow suit",
        "sequence": "on the aces are placed kings, then deuces, queens, threes, and so on, each foundation "
                    "consisting of alternate sequences, ascending and descending, and finishing as well as "
                    "beginning with aces (note besieged-city-1)",
        "foundation_first": "the foundation cards are four aces of different suits",
        "foundation_done": "each foundation finishes with an ace",
        "build": "Rule II: cards in the Ramparts are placed on each other in the usual ascending and "
                 "descending sequences, or in the order in which they will be played, viz., queen on two, "
                 "knave on three, and so on, or vice versa; they must be of the same suit (note besieged-city-2)",
        "line": "Rule III: cards in the Reserve may be placed on those in the Ramparts, but only on the cards "
                "at the ends or sides of the line from which they are taken",
        "vacancy_line": "Rule IV: vacancies in the Ramparts are filled from the Reserve with any card in the row "
                        "at the end of which the vacancy occurs",
        "space_source": "Rule IV: vacancies in the Ramparts are filled from the Reserve with any card in the row "
                        "at the end of which the vacancy occurs",
        "immediately": "a vacancy in the Ramparts is to be filled immediately, as it occurs, with a card of the "
                       "row at the end of which it lies (Rules IV and V): this must be done throughout the game",
        "reserve_play": "Rule I: the Reserve must pass into the Ramparts before they can be played",
        "talon": "Rule I: cards from the talon must pass through the Reserve",
        "no_build": RESERVE_RULE,
        "space": RESERVE_RULE,
        "no_move_from": "cards played on the foundations stay there",
        "deal": "the pack has been dealt out",
        "transpose": "only at the end of the patience, when the talon is exhausted and all the cards have been "
                     "dealt, may cards in the Reserve be transposed (note besieged-city-4)",
        "unknown": "this game has no such move",
        "available": "Rule II: the top card of each packet of the Ramparts is alone available",
    },
    width=11.5,
    height=PACK_Y + 1.05,
)
