"""Cæsar (No. 32): nine cards, ace to nine, exchanged until every line of the square makes fifteen.

The nine places, the rest of the pack and the move ``exchange A B`` (the cards of places A and B
change places: the vocabulary's ``Exchange``, note caesar-2) are data; what the vocabulary cannot
say is in :class:`CaesarHooks`: the withdrawal of the nine cards (the first card of each rank, ace
to nine, as the shuffled pack gives them, laid row by row in that order: note caesar-1), and the
win, eight fifteens (three rows, three columns, two diagonals: note caesar-3), after which no
exchange is made. The fewest exchanges for a deal are found by ``patience.solver.games.caesar``.

``BOOK_TABLEAU`` is the book's own tableau, transcribed card by card from its picture (note caesar-4).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..rules import Exchange, Game, Group, Hooks, Pile, Role

if TYPE_CHECKING:
    from ..state import State

SIZE = 3
GAP, ROW_GAP = 1.5, 1.25  # from place to place of the square, in card widths and card heights (the picture's)
NAMES = tuple(f"T{k}" for k in range(1, SIZE * SIZE + 1))  # row by row: T1-T3 the first row
RANKS = tuple(range(1, 10))  # "from ace to nine inclusive"
FIFTEEN = 15
# The eight lines of the square, by place index: the rows, the columns, the two diagonals.
LINES: tuple[tuple[int, int, int], ...] = (
    (0, 1, 2), (3, 4, 5), (6, 7, 8),
    (0, 3, 6), (1, 4, 7), (2, 5, 8),
    (0, 4, 8), (2, 4, 6),
)

# The book's tableau, row by row from its picture (note caesar-4): a seven of hearts, an eight of
# spades, a three of diamonds; a five of clubs, a six of hearts, a four of spades; a nine of
# diamonds, an ace of clubs, a deuce of hearts.
BOOK_TABLEAU: dict[str, str] = dict(zip(NAMES, "7H 8S 3D 5C 6H 4S 9D AC 2H".split()))
# "The tableau shows only three fifteens": the middle row, the middle column, the diagonal 7-6-2.
BOOK_FIFTEENS = (("T4", "T5", "T6"), ("T2", "T5", "T8"), ("T1", "T5", "T9"))


def fifteens(ranks: tuple[int, ...] | list[int]) -> int:
    """How many of the eight lines make fifteen, for the ranks of the nine places (0: empty)."""
    return sum(1 for a, b, c in LINES if ranks[a] and ranks[b] and ranks[c]
               and ranks[a] + ranks[b] + ranks[c] == FIFTEEN)


class CaesarHooks(Hooks):
    """The nine cards withdrawn and the eight fifteens (places 0-8)."""

    cards_move_alone = False  # a card only ever changes places with another

    @staticmethod
    def ranks(state: "State") -> list[int]:
        return [state.piles[k][-1] >> 2 if state.piles[k] else 0 for k in range(SIZE * SIZE)]

    def setup(self, state: "State") -> None:
        """'Withdraw from one entire pack nine cards, composed of any suits, from ace to nine': the
        first card of each of those ranks as the shuffled pack gives them (its top first), laid in
        the nine places row by row in that order (note caesar-1); the rest of the pack is laid aside."""
        stock = state.table.stock
        pack = list(state.piles[stock])
        chosen: list[int] = []
        wanted = set(RANKS)
        for k in range(len(pack) - 1, -1, -1):  # the top card is the last
            if pack[k] >> 2 in wanted:
                wanted.discard(pack[k] >> 2)
                chosen.append(k)
        for place, k in enumerate(chosen):
            state.piles[place] = (pack[k],)
        withdrawn = set(chosen)
        state.piles[stock] = tuple(c for k, c in enumerate(pack) if k not in withdrawn)

    def card_move_problem(self, state: "State", src: int, dst: int) -> str | None:
        stock = state.table.stock
        return state.rule("display" if stock in (src, dst) else "no_move_from")

    def exchange_problem(self, state: "State", a: int, b: int) -> str | None:
        return state.rule("done") if self.is_won(state) else None

    def is_won(self, state: "State") -> bool:
        return fifteens(self.ranks(state)) == len(LINES)

    def score(self, state: "State") -> int:
        """The fifteens made (0 to 8)."""
        return fifteens(self.ranks(state))


ROLE_TEXT = ("Endeavor, by changing their position, so to dispose them, that the number of pips in each "
             "row ... may make the sum of fifteen: write exchange T1 T5 (the two cards change places)")

GAME = Game(
    slug="caesar",
    title="CÆSAR",
    number=32,
    packs=1,
    groups=(
        Group("square", Role.RESERVE,
              tuple(Pile(name, (k % SIZE) * GAP, (k // SIZE) * ROW_GAP) for k, name in enumerate(NAMES)),
              label="Three rows, each containing three cards"),
        Group("pack", Role.STOCK, (Pile("P", SIZE * GAP + 0.2, 0.0, label="the rest of the pack"),),
              label="The rest of the pack, laid aside"),
    ),
    notes=("caesar-1", "caesar-2", "caesar-3", "caesar-4"),
    rules={
        "exchange_two": "Endeavor, by changing their position ... : two different places change their cards "
                        "(note caesar-2)",
        "done": "if the cards are properly placed eight fifteens can be made: they are made, and the game "
                "is won (note caesar-3)",
        "available": ROLE_TEXT,
        "no_build": ROLE_TEXT,
        "no_move_from": ROLE_TEXT,
        "space": ROLE_TEXT,
        "space_source": ROLE_TEXT,
        "display": "Withdraw from one entire pack nine cards: the rest of the pack is laid aside",
        "deal": "Withdraw from one entire pack nine cards ... from ace to nine: nothing more is dealt",
        "empty": "there is no card in that place",
    },
    width=SIZE * GAP + 1.2,
    height=(SIZE - 1) * ROW_GAP + 1,
    exchange=Exchange(places=("square",)),
    hooks=CaesarHooks(),
)
