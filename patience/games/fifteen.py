"""The Fifteen (No. 3): two packs in fifteen columns; marriages, lanes, and one withdrawal to open the game.

Mostly data: the seven rows dealt across fifteen columns make each column a
pile whose lowest card (its top) is the only available one (Rule I); the
columns marry up and down in suit; an empty column is a perpendicular lane
that takes any available card; an ace and a king of each suit are the
foundations (Rule II). The one hook is the exception to Rule I: if the game
cannot begin, one ace and one king may be withdrawn from the sixth row
(written ``C3@6>F1``), the card below closing up (note fifteen-2).
"""

from __future__ import annotations

from ..cards import ACE, KING
from ..moves import MOVE, Move
from ..rules import Build, DealStep, Foundation, Game, Group, Hooks, Pile, Role
from ..state import State

COLUMNS = 15
ROWS = 7
ROW_STEP = 0.68  # how far each row is dealt below the one before, in card heights (the picture)
FOUNDATION_Y = 5.6
FOUNDATION_X = 1.45
FOUNDATION_STEP = 1.57
SIXTH_ROW = 6
ACE_TAKEN, KING_TAKEN = 1, 2  # bits of the counter "withdrawn"

COLUMN_NAMES = tuple(f"C{i}" for i in range(1, COLUMNS + 1))
SUIT_WORDS = ("spades", "hearts", "clubs", "diamonds")


class FifteenHooks(Hooks):
    """The exception to Rule I: withdrawing an ace and a king from the sixth row."""

    def setup(self, state: State) -> None:
        state.counters["withdrawn"] = 0

    def extra_moves(self, state: State) -> list[Move]:
        if not self._game_cannot_begin(state):
            return []
        out: list[Move] = []
        table, piles = state.table, state.piles
        for name in COLUMN_NAMES:
            pile = piles[table.index[name]]
            if len(pile) > SIXTH_ROW:
                target = self._target(state, pile[SIXTH_ROW - 1])
                if target is not None:
                    out.append(Move(MOVE, (f"{name}@{SIXTH_ROW}", table.names[target])))
        return out

    def extra_problem(self, state: State, move: Move) -> str | None:
        if move.kind in ("deal", "redeal") and not move.args:
            return state.rule(move.kind)
        if move.kind != MOVE or len(move.args) != 2 or "@" not in move.args[0]:
            return state.rule("unknown")
        name, _, depth_text = move.args[0].partition("@")
        i, d = state.index(name), state.index(move.args[1])
        pile = state.piles[i]
        depth = int(depth_text)
        if not 1 <= depth <= len(pile):
            return f"there is no card at position {depth} of {name}"
        if state.role_of[i] is not Role.TABLEAU or depth != SIXTH_ROW or len(pile) <= SIXTH_ROW:
            return state.rule("available")
        card = pile[depth - 1]
        if card >> 2 not in (ACE, KING):
            return state.rule("available")
        if not self._game_cannot_begin(state):
            return state.rule("withdraw_when")
        if self._target(state, card) is None:
            return state.rule("withdraw_once")
        if d != self._target(state, card):
            return state.rule("follow_suit") if state.role_of[d] is Role.FOUNDATION else state.rule("withdraw_card")
        return None

    def apply_extra(self, state: State, move: Move) -> None:
        name, _, depth_text = move.args[0].partition("@")
        i, d = state.index(name), state.index(move.args[1])
        pile = state.piles[i]
        k = int(depth_text) - 1
        card = pile[k]
        state.piles[i] = pile[:k] + pile[k + 1:]  # the cards below close up
        state.put(d, (card,))
        state.counters["withdrawn"] |= ACE_TAKEN if card >> 2 == ACE else KING_TAKEN

    # --- helpers ---------------------------------------------------------
    @staticmethod
    def _game_cannot_begin(state: State) -> bool:
        """No foundation begun (but by a withdrawal) and no ace or king available."""
        withdrawn = state.counters.get("withdrawn", 0)
        placed = sum(len(state.piles[f]) for f in state.table.foundations)
        if placed != bin(withdrawn).count("1"):
            return False
        for name in COLUMN_NAMES:
            pile = state.piles[state.table.index[name]]
            if pile and pile[-1] >> 2 in (ACE, KING):
                return False
        return True

    @staticmethod
    def _target(state: State, card: int) -> int | None:
        """The empty foundation an ace or king may be withdrawn to, if its kind is not yet used."""
        rank = card >> 2
        withdrawn = state.counters.get("withdrawn", 0)
        if rank == ACE and not withdrawn & ACE_TAKEN:
            f = state.table.index[f"F{(card & 3) + 1}"]
        elif rank == KING and not withdrawn & KING_TAKEN:
            f = state.table.index[f"F{(card & 3) + 5}"]
        else:
            return None
        return None if state.piles[f] else f


GAME = Game(
    slug="fifteen",
    title="THE FIFTEEN",
    number=3,
    packs=2,
    groups=(
        Group("columns", Role.TABLEAU,
              tuple(Pile(name, float(i), 0.0, fan="down", span=(ROWS - 1) * ROW_STEP)
                    for i, name in enumerate(COLUMN_NAMES)),
              build=Build.MARRIAGE, fill_from=(Role.TABLEAU,),
              label="The tableau: fifteen columns, the lowest card of each available"),
        Group("foundations", Role.FOUNDATION,
              tuple(Pile(f"F{k + 1}", FOUNDATION_X + k * FOUNDATION_STEP, FOUNDATION_Y,
                         label=("ace" if k < 4 else "king") + f" of {SUIT_WORDS[k % 4]}")
                    for k in range(8)),
              foundations=tuple(Foundation(tuple(range(1, 14)), suit=s) for s in range(4))
              + tuple(Foundation(tuple(range(13, 0, -1)), suit=s) for s in range(4)),
              label="Foundations: four aces ascending to kings, four kings descending to aces"),
    ),
    # "from left to right in horizontal rows, fifteen cards in each, excepting the last one,
    # which can only contain fourteen": six full rows, then fourteen.
    opening=(DealStep(COLUMN_NAMES, rounds=ROWS - 1), DealStep(COLUMN_NAMES[:-1])),
    notes=("fifteen-1", "fifteen-2", "fifteen-3"),
    rules={
        "available": "Rule I: only cards in the seventh or lowest row are available, until by their "
                     "removal those above them are released. No card can at any time be used that has "
                     "any other below it",
        "no_move_from": "Rule I: only cards in the lowest row are available; foundation cards stay played",
        "follow_suit": "Rule II: each foundation must follow suit (note fifteen-1: one ace and one "
                       "king of each suit)",
        "sequence": "the aces ascend in sequence to kings, the kings descend in sequence to aces",
        "foundation_first": "four aces and four kings form the foundation cards",
        "foundation_done": "that foundation is complete",
        "marriage": "marry, both in ascending and in descending lines: a card of the same suit, "
                    "next above or below in value",
        "space_source": "you may select any available card and place it at the top of the lane",
        "withdraw_card": "only one ace and one king may be withdrawn from the sixth row, to their "
                         "foundations (see note to Rule I; note fifteen-2)",
        "withdraw_when": "the exception to Rule I: only if no foundation card is available, so that "
                         "the patience cannot even begin, you may withdraw from the sixth row one ace "
                         "and one king (note fifteen-2)",
        "withdraw_once": "you may withdraw from the sixth row one ace and one king, no more; and no "
                         "further infringement of rules allowed (note fifteen-2)",
        "deal": "the entire pack is dealt at the start",
        "redeal": "there is no re-deal, and no further infringement of rules allowed",
    },
    hooks=FifteenHooks(),
    width=float(COLUMNS),
    height=FOUNDATION_Y + 1,
)
