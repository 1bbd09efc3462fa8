"""The Labyrinth (No. 25): two packs dealt in rows of ten; a card is free from the top or the bottom.

Data: the eight foundations, withdrawn before the deal (four kings and four aces, a suit to each
place, note labyrinth-3); the tableau's ten columns, each one pile, its first row at the bottom of
the pile; the pack dealt a row at a time (``Stock.ROUND``: a row is complete before it is played
from, Rule IV). :class:`LabyrinthHooks` holds what the vocabulary cannot say yet: a card free from
either end of its column (Rule II, note labyrinth-1: the word "cards free along lines"), written
``C3@1>F5`` for the first card of column 3; the refilling of the lowest row alone, at once, from
the pack (Rule III, note labyrinth-2: "refill only the place just played from, while the pack
lasts"); and the grace, one card of the tableau removed once the pack is out and nothing can be
played (note labyrinth-4: "a single removal, paid for by nothing"). ``VARIANTS``: Note 1's way, the
foundations waiting till they appear (note labyrinth-5).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..cards import CLUBS, DIAMONDS, HEARTS, SPADES, SUIT_NAMES
from ..moves import MOVE, Move
from ..rules import ACE_TO_KING, KING_TO_ACE, DealStep, Foundation, Game, Group, Hooks, Pile, Role, Stock

if TYPE_CHECKING:
    from ..state import State

COLUMNS = 10
COLUMN_STEP = 1.1
FOUNDATION_Y = 0.0
TABLEAU_Y = 1.35
ROWS = 11  # rows of ten: ten and a short one at most (104 cards, by Note 1's way; fewer when refilled)
SPAN = 0.3 * (ROWS - 1)
SIDE_X = COLUMNS * COLUMN_STEP + 0.3  # the pack and the card of grace, to the right

# "four kings and four aces of different suits": a suit to each place (note labyrinth-3).
SUITS = (SPADES, HEARTS, CLUBS, DIAMONDS)

COLUMN_PILES = tuple(Pile(f"C{k + 1}", k * COLUMN_STEP, TABLEAU_Y, fan="down", span=SPAN, label=f"column {k + 1}")
                     for k in range(COLUMNS))
COLUMN_NAMES = tuple(p.name for p in COLUMN_PILES)
KING_NAMES = ("F1", "F2", "F3", "F4")
ACE_NAMES = ("F5", "F6", "F7", "F8")
GRACE = "G"
GRACE_WORD = "grace"


class LabyrinthHooks(Hooks):
    """Rule II's two ends of a column, Rule III's refill, and the grace (the columns are piles 0-9:
    the foundations come after them)."""

    # --- Rule II: the first card of a column, free from the top -------------------------------
    @staticmethod
    def _first_card_takers(state: "State", code: int) -> list[int]:
        """The foundations that take ``code`` now, by the engine's one reading of them."""
        from ..state import SUIT_FITS

        want, suit_wanted = state.foundations_want()
        return [f for f in state.table.foundations_for[code]
                if want[f] == code >> 2 and SUIT_FITS[suit_wanted[f]][code & 3]]

    def extra_moves(self, state: "State") -> list[Move]:
        names, piles = state.table.names, state.piles
        out = [Move(MOVE, (f"{names[i]}@1", names[f]))
               for i in range(COLUMNS) if len(piles[i]) > 1
               for f in self._first_card_takers(state, piles[i][0])]
        if self._grace_problem(state) is None:
            out.extend(Move(GRACE_WORD, (names[i] if k == len(piles[i]) - 1 else f"{names[i]}@{k + 1}",))
                       for i in range(COLUMNS) for k in range(len(piles[i])))
        return out

    def _grace_problem(self, state: "State") -> str | None:
        if state.counters.get(GRACE_WORD):
            return state.rule("grace_used")
        if state.dealing:
            return state.rule("grace_early")
        foundations = state.table.foundation_set
        if any(d in foundations for _, d in state.card_moves()) or any(
                self._first_card_takers(state, state.piles[i][0]) for i in range(COLUMNS) if len(state.piles[i]) > 1):
            return state.rule("grace_early")
        return None

    @staticmethod
    def _place(state: "State", arg: str) -> tuple[int, int] | str:
        """Column and position (0: its first row) of ``C3@2`` or ``C3`` (its last card), or why not."""
        name, _, depth = arg.partition("@")
        i = state.table.index.get(name)
        if i is None:
            return f"{state.rule('pile')}: {name!r}"
        if i >= COLUMNS:
            return state.rule("no_move_from")
        pile = state.piles[i]
        if not pile:
            return state.rule("empty")
        k = len(pile) - 1 if not depth else int(depth) - 1
        if not 0 <= k < len(pile):
            return state.rule("empty")
        return i, k

    def extra_problem(self, state: "State", move: Move) -> str | None:
        if move.kind == MOVE:  # a card below the last of its pile: only the first, free from the top
            place = self._place(state, move.args[0])
            if isinstance(place, str):
                return place
            i, k = place
            if k != 0:
                return state.rule("available")
            d = state.table.index.get(move.args[1])
            if d is None:
                return f"{state.rule('pile')}: {move.args[1]!r}"
            pile = state.piles[i]
            state.piles[i] = pile[:1]  # the first card as if it lay last (restored below)
            try:
                return state.card_problem(i, d)
            finally:
                state.piles[i] = pile
        if move.kind == GRACE_WORD:
            if len(move.args) != 1:
                return "write grace with the card removed, e.g. grace C3@2 (the second card of column 3)"
            place = self._place(state, move.args[0])
            if isinstance(place, str):
                return place
            return self._grace_problem(state)
        return state.rule("unknown")

    def apply_extra(self, state: "State", move: Move) -> None:
        place = self._place(state, move.args[0])
        assert not isinstance(place, str)
        i, k = place
        pile = state.piles[i]
        state.piles[i] = pile[:k] + pile[k + 1:]
        if move.kind == MOVE:
            d = state.table.index[move.args[1]]
        else:
            state.counters[GRACE_WORD] = 1
            d = state.table.index[GRACE]
        state.piles[d] = state.piles[d] + (pile[k],)

    def settle(self, state: "State") -> None:
        """Rule III: a card played from the lowest row (the last card of its column, while the pack
        lasts) is replaced at once by the next card of the pack (note labyrinth-2)."""
        move = state.last_move
        if move is None or not state.dealing or not move.args or "@" in move.args[0]:
            return
        if move.kind in (MOVE, GRACE_WORD):
            i = state.table.index.get(move.args[0], -1)
            if 0 <= i < COLUMNS:
                state.lay(i)


AVAILABLE = ("Rule II: only cards in the highest or lowest rows are available ... no card can be used that "
             "is not free either from the top or the bottom (note labyrinth-1)")
TO_FOUNDATIONS = "cards are played from the tableau on the foundations only (note labyrinth-3)"


def _foundations(preplaced: bool) -> tuple[Group, Group]:
    return (
        Group("kings", Role.FOUNDATION,
              tuple(Pile(name, k * COLUMN_STEP, FOUNDATION_Y, label=f"king of {SUIT_NAMES[s]}")
                    for k, (name, s) in enumerate(zip(KING_NAMES, SUITS))),
              foundations=tuple(Foundation(KING_TO_ACE, suit=s, preplaced=preplaced) for s in SUITS),
              label="Kings, descending to aces"),
        Group("aces", Role.FOUNDATION,
              tuple(Pile(name, (k + 6) * COLUMN_STEP, FOUNDATION_Y, label=f"ace of {SUIT_NAMES[s]}")
                    for k, (name, s) in enumerate(zip(ACE_NAMES, SUITS))),
              foundations=tuple(Foundation(ACE_TO_KING, suit=s, preplaced=preplaced) for s in SUITS),
              label="Aces, ascending to kings"),
    )


GAME = Game(
    slug="labyrinth",
    title="THE LABYRINTH",
    number=25,
    packs=2,
    groups=(
        Group("tableau", Role.TABLEAU, COLUMN_PILES, label="The tableau: rows of ten, one under the other"),
        *_foundations(preplaced=True),
        Group("stock", Role.STOCK, (Pile("P", SIDE_X, FOUNDATION_Y, label="the pack"),), label="The pack"),
        Group("grace", Role.DISPLAY, (Pile(GRACE, SIDE_X, TABLEAU_Y, label="the card of grace"),),
              label="The grace: one card removed"),
    ),
    # "You next deal out ten cards in a horizontal row": the first row; each later row is ``deal``.
    opening=(DealStep(COLUMN_NAMES),),
    stock=Stock.ROUND,
    round_piles=COLUMN_NAMES,
    round_size=1,
    notes=("labyrinth-1", "labyrinth-2", "labyrinth-3", "labyrinth-4", "labyrinth-6"),
    rules={
        "available": AVAILABLE,
        "follow_suit": "Rule I: the foundations follow suit",
        "sequence": "the aces ascending in sequence to kings, the kings descending to aces (Rule I)",
        "foundation_done": "that foundation is complete: the aces ascend to kings, the kings descend to aces",
        "foundation_first": "these are the foundations: four kings and four aces of different suits "
                            "(note labyrinth-3)",
        "no_build": TO_FOUNDATIONS,
        "no_move_from": TO_FOUNDATIONS,
        "space": "Rule III: you can only refill vacancies in the lowest row as the deal goes on, and that from "
                 "the pack (note labyrinth-2)",
        "display": "the card of grace is removed from the tableau: nothing is played to it or from it",
        "deal": "the pack is exhausted: there is no re-deal",
        "grace_early": "when the pack is exhausted and you have played all available cards, you have one more "
                       "chance: the grace comes only then (note labyrinth-4)",
        "grace_used": "you have one more chance, the privilege of removing any one card: one only "
                      "(note labyrinth-4)",
        "unknown": "this game has no such move: cards go to the foundations, the pack is dealt in rows, and "
                   "the grace removes one card",
    },
    hooks=LabyrinthHooks(),
    width=SIDE_X + 1.05,
    height=TABLEAU_Y + 1 + SPAN,
)

# "Note 1.--Some players instead of taking the foundations from the pack, wait till they appear in the
# deal" (note labyrinth-5): the same places, each begun by its ace or king played from the tableau.
FROM_THE_DEAL = replace(
    GAME,
    slug="labyrinth-foundations-from-the-deal",
    variant_of=GAME.slug,
    groups=(GAME.groups[0], *_foundations(preplaced=False), *GAME.groups[3:]),
    notes=(*GAME.notes, "labyrinth-5"),
    rules={**GAME.rules,
           "foundation_first": "some players, instead of taking the foundations from the pack, wait till they "
                               "appear in the deal: that place is begun by its king or ace (note labyrinth-5)"},
)

VARIANTS = (FROM_THE_DEAL,)
