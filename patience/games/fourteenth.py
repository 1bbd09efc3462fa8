"""The Fourteenth (No. 11): two packs; pairs that make fourteen in a row or column of five by five.

The layout, the hand, the refilling of places and pairing are data (``Pairs``: ``pair A B``, two
cards in one row or column that make fourteen, withdrawn together); what the vocabulary cannot say
is in :class:`FourteenthHooks`: the exchange of two cards with two others whenever no fourteen can
be composed, which must produce one (note fourteenth-1: ``take A B``, then ``exchange C D``: A and C
change places, B and D change places). The game is won, as every game that pairs, with "the entire
pack being paired off".

``BOOK_TABLEAU`` is the book's own tableau, transcribed card by card from its
picture (note fourteenth-2).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..moves import Move
from ..pairs import can_pair
from ..rules import DealStep, Game, Group, Hooks, Match, Pairs, Pile, Role

if TYPE_CHECKING:
    from ..state import State

SIZE = 5
GAP, ROW_GAP = 1.1, 1.18  # from place to place of the tableau, in card widths and card heights
NAMES = tuple(f"T{k}" for k in range(1, SIZE * SIZE + 1))  # row by row: T1-T5 the first row
FOURTEEN = 14

# The book's tableau, row by row from its picture (note fourteenth-2).
BOOK_TABLEAU: dict[str, str] = dict(zip(NAMES, (
    "10H 5C 2D JS 4C "
    "5H 8D 3H 6S 5D "
    "6H KC AH 2H 3S "
    "AS 2C 5S 3H 6D "
    "3D 5S 5H 2S 4H"
).split()))
# "In the tableau three fourteens could be at once composed: The ten of hearts with the four of clubs,
# the knave of spades with the three of hearts, the eight of diamonds with the six of spades."
BOOK_FOURTEENS = (("T1", "T5"), ("T4", "T19"), ("T7", "T9"))
# The picture also shows the king of clubs beside the ace of hearts in the third row (note fourteenth-2).
PICTURE_FOURTEENS = (*BOOK_FOURTEENS, ("T12", "T13"))


def _lines() -> tuple[tuple[int, ...], ...]:
    """For each place, the places that share its row or its column."""
    out = []
    for k in range(SIZE * SIZE):
        r, c = divmod(k, SIZE)
        out.append(tuple(j for j in range(SIZE * SIZE) if j != k and (j // SIZE == r or j % SIZE == c)))
    return tuple(out)


LINES = _lines()
ROWS_AND_COLUMNS = tuple(tuple(NAMES[r * SIZE + c] for c in range(SIZE)) for r in range(SIZE)) + tuple(
    tuple(NAMES[r * SIZE + c] for r in range(SIZE)) for c in range(SIZE))


class FourteenthHooks(Hooks):
    """The exchange (the tableau is the first group: pile indices 0-24).

    The exchange is two decisions, as the book words it: ``take A B`` ("any two cards may be taken
    from their proper position") and then ``exchange C D`` ("and may change places with any other two
    cards": A with C, B with D). The counters ``taken1``/``taken2`` hold the places taken (index + 1).
    """

    # --- helpers ---------------------------------------------------------------
    @staticmethod
    def taken(state: "State") -> tuple[int, int] | None:
        """The two places taken for an exchange, if a ``take`` waits for its ``exchange``."""
        a = state.counters.get("taken1", 0)
        return (a - 1, state.counters["taken2"] - 1) if a else None

    @staticmethod
    def _places(state: "State", move: Move) -> list[int] | str:
        if len(move.args) != 2:
            return f"write {move.kind} with two places, e.g. {move.kind} T1 T5"
        places = []
        for name in move.args:
            i = state.table.index.get(name)
            if i is None or i >= SIZE * SIZE:
                return f"{state.rule('pile')}: {name!r} (the tableau's places are T1-T25)"
            places.append(i)
        if places[0] == places[1]:
            return "name two different places"
        if not all(state.piles[i] for i in places):
            return state.rule("empty")
        return places

    @staticmethod
    def produces(piles: list[tuple[int, ...]], a: int, b: int, c: int, d: int) -> bool:
        """Whether A and C, B and D changing places would make a fourteen (there was none before)."""
        after = {a: piles[c][-1] >> 2, c: piles[a][-1] >> 2, b: piles[d][-1] >> 2, d: piles[b][-1] >> 2}
        for x, value in after.items():
            for y in LINES[x]:
                other = after.get(y)
                if other is None:
                    other = piles[y][-1] >> 2 if piles[y] else -99
                if value + other == FOURTEEN:
                    return True
        return False

    def completable(self, piles: list[tuple[int, ...]], a: int, b: int, occupied: list[int],
                    count: list[int]) -> bool:
        """Whether some exchange of the cards at A and B makes a fourteen.

        Quick test first: a card Y in A's (or B's) lines whose complement lies at some third place C
        (then C goes to A, any fifth card to B); else every choice of C and D is tried."""
        if len(occupied) >= 5:
            for x in (a, b):
                for y in LINES[x]:
                    if y == a or y == b or not piles[y]:
                        continue
                    want = FOURTEEN - (piles[y][-1] >> 2)
                    if not 1 <= want <= 13:
                        continue
                    spare = count[want] - sum(1 for z in (a, b, y) if piles[z][-1] >> 2 == want)
                    if spare > 0:
                        return True
        others = [k for k in occupied if k != a and k != b]
        return any(self.produces(piles, a, b, c, d) for c in others for d in others if c != d)

    # --- the named hooks ---------------------------------------------------------
    def setup(self, state: "State") -> None:
        state.counters["taken1"] = state.counters["taken2"] = 0

    def extra_moves(self, state: "State") -> list[Move]:
        names, piles = state.table.names, state.piles
        taken = self.taken(state)
        if taken is not None:
            a, b = taken
            others = [k for k in range(SIZE * SIZE) if piles[k] and k != a and k != b]
            return [Move("exchange", (names[c], names[d])) for c in others for d in others
                    if c != d and self.produces(piles, a, b, c, d)]
        if can_pair(state):
            return []  # the exchange waits until no fourteen can be composed
        occupied = [k for k in range(SIZE * SIZE) if piles[k]]
        count = [0] * 14
        for k in occupied:
            count[piles[k][-1] >> 2] += 1
        return [Move("take", (names[a], names[b])) for n, a in enumerate(occupied) for b in occupied[n + 1:]
                if self.completable(piles, a, b, occupied, count)]

    def extra_problem(self, state: "State", move: Move) -> str | None:
        if move.kind not in ("take", "exchange"):
            return state.rule("available") if move.kind == "move" else state.rule("unknown")
        taken = self.taken(state)
        if (taken is None) == (move.kind == "exchange"):
            return state.rule("exchange_pending" if taken is not None else "exchange_take")
        places = self._places(state, move)
        if isinstance(places, str):
            return places
        i, j = places
        piles = state.piles
        if move.kind == "take":
            if can_pair(state):
                return state.rule("exchange_when")
            occupied = [k for k in range(SIZE * SIZE) if piles[k]]
            count = [0] * 14
            for k in occupied:
                count[piles[k][-1] >> 2] += 1
            return None if self.completable(piles, i, j, occupied, count) else state.rule("exchange_fourteen")
        assert taken is not None
        if i in taken or j in taken:
            return state.rule("exchange_other")
        return None if self.produces(piles, taken[0], taken[1], i, j) else state.rule("exchange_fourteen")

    def apply_extra(self, state: "State", move: Move) -> None:
        index = state.table.index
        if move.kind == "take":
            state.counters["taken1"], state.counters["taken2"] = (index[name] + 1 for name in move.args)
        elif move.kind == "exchange":
            a, b = self.taken(state)  # type: ignore[misc]
            c, d = (index[name] for name in move.args)
            piles = state.piles
            piles[a], piles[c] = piles[c], piles[a]
            piles[b], piles[d] = piles[d], piles[b]
            state.counters["taken1"] = state.counters["taken2"] = 0
        else:
            raise NotImplementedError(move.kind)


ROLE_TEXT = ("The object is to compose the number fourteen with any two cards taken either from a "
             "perpendicular or from a horizontal row: write pair T1 T5")

GAME = Game(
    slug="fourteenth",
    title="THE FOURTEENTH",
    number=11,
    packs=2,
    groups=(
        Group("tableau", Role.RESERVE,
              tuple(Pile(name, (k % SIZE) * GAP, (k // SIZE) * ROW_GAP) for k, name in enumerate(NAMES)),
              refill_from=("hand",), label="The tableau: five rows of five"),
        Group("hand", Role.STOCK, (Pile("H", SIZE * GAP + 0.4, 0.0, label="the cards in your hand"),),
              label="The hand"),
        Group("withdrawn", Role.DISPLAY, (Pile("W", SIZE * GAP + 0.4, 1.4, label="paired off"),),
              label="Cards paired off"),
    ),
    opening=(DealStep(NAMES),),
    pairs=Pairs(Match.TOTAL, places=("tableau",), to="W", total=FOURTEEN, lines=ROWS_AND_COLUMNS),
    notes=("fourteenth-1", "fourteenth-2"),
    rules={
        "pair_match": "The object is to compose the number fourteen with any two cards ... The knave counts "
                    "eleven, the queen twelve, and the king thirteen",
        "pair_line": "the two cards are taken either from a perpendicular or from a horizontal row",
        "exchange_when": "If in the course of the game the number fourteen cannot be composed, one chance "
                         "remains: the exchange is made only when no fourteen can be composed (note "
                         "fourteenth-1)",
        "exchange_fourteen": "the exchange is made so as to produce one or more fourteens (note fourteenth-1)",
        "exchange_take": "any two cards may be taken from their proper position, and may change places with "
                         "any other two cards: first take the two (take T1 T2), then exchange them",
        "exchange_pending": "the two cards taken must now change places with any other two cards "
                            "(exchange T3 T4: the first taken with T3, the second with T4)",
        "exchange_other": "the two cards taken change places with any other two cards",
        "available": ROLE_TEXT,
        "no_build": ROLE_TEXT,
        "space": "their places are filled by the cards in your hand",
        "space_source": "their places are filled by the cards in your hand",
        "no_move_from": ROLE_TEXT,
        "display": "the cards so paired are withdrawn: " + ROLE_TEXT,
        "empty": "there is no card in that place",
    },
    width=SIZE * GAP + 1.4,
    height=(SIZE - 1) * ROW_GAP + 1,
    hooks=FourteenthHooks(),
)
