"""The Fifteen (No. 3): two packs in fifteen columns; marriages, lanes, and one withdrawal to open the game.

Mostly data: the seven rows dealt across fifteen columns make each column a
pile whose lowest card (its top) is the only available one (Rule I); the
columns marry up and down in suit; an empty column is a perpendicular lane
that takes any available card; an ace and a king of each suit are the
foundations (Rule II). The one hook is the exception to Rule I: if the game
cannot begin, one ace and one king may be withdrawn from the sixth row
(written ``C3@6>F1``), the card below closing up (note fifteen-2). "Cannot
even begin" is read as: no line of ordinary play (marriages, and lanes should
any open) can bring an ace or a king to the foot of a column (note fifteen-4).
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


# can_begin's answers, by the columns as a sorted tuple (the columns are interchangeable): the
# solver asks at every position of its search before the first foundation card is played.
_CAN_BEGIN: dict[tuple[tuple[int, ...], ...], bool] = {}
_CAN_BEGIN_KEPT = 20_000


def can_begin(columns: tuple[tuple[int, ...], ...]) -> bool:
    """Whether the patience can begin from these columns with no foundation begun: whether some line
    of ordinary play brings an ace or a king to the foot of a column (note fifteen-4).

    With the foundations empty, a card moves only by marriage (on a card of its suit next above or
    below it in value) or into an empty column (a lane, which takes any lowest card), until an ace or
    a king is lowest in some column, when the game begins. So this searches every position those two
    moves reach, each once (a position is its columns as a sorted tuple: no rule tells the columns
    apart), and answers True at the first with an ace or a king at a foot. The positions are few (of
    deals 0-399, at most some 130 before an ace or king comes up). When the answer is False, it is
    False for every position met, each reaching only positions the first reaches, and all are kept.
    """
    start = tuple(sorted(columns))
    known = _CAN_BEGIN.get(start)
    if known is not None:
        return known
    if len(_CAN_BEGIN) >= _CAN_BEGIN_KEPT:
        _CAN_BEGIN.clear()
    seen = {start}
    stack = [start]
    answer = False
    while stack and not answer:
        piles = stack.pop()
        for pile in piles:
            if pile and pile[-1] >> 2 in (ACE, KING):
                answer = True
                break
        else:
            for s, source in enumerate(piles):
                if not source:
                    continue
                card = source[-1]
                for d, target in enumerate(piles):
                    if d == s:
                        continue
                    if target:
                        top = target[-1]
                        if top & 3 != card & 3 or abs((top >> 2) - (card >> 2)) != 1:
                            continue
                    elif len(source) == 1:
                        continue  # (a lone card moved to a lane leaves the same position)
                    after = list(piles)
                    after[s], after[d] = source[:-1], target + (card,)
                    key = tuple(sorted(after))
                    if key not in seen:
                        seen.add(key)
                        stack.append(key)
    if answer:
        _CAN_BEGIN[start] = True
    else:
        for key in seen:
            _CAN_BEGIN[key] = False
    return answer


class FifteenHooks(Hooks):
    """The exception to Rule I: withdrawing an ace and a king from the sixth row."""

    def setup(self, state: State) -> None:
        state.counters["withdrawn"] = 0

    def extra_moves(self, state: State) -> list[Move]:
        if not self._withdrawal_open(state):
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
        if not self._withdrawal_open(state):
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
    def _withdrawal_open(state: State) -> bool:
        """Whether an ace or a king may be withdrawn now: nothing yet on the foundations and the
        patience cannot begin (the first), or only the one card withdrawn on them (the second: the
        text grants "one ace and one king" together, note fifteen-2)."""
        withdrawn = state.counters.get("withdrawn", 0)
        placed = sum(len(state.piles[f]) for f in state.table.foundations)
        if placed != bin(withdrawn).count("1"):
            return False  # a card has been played on a foundation in the ordinary way
        if withdrawn:
            return True
        return not can_begin(tuple(state.piles[state.table.index[name]] for name in COLUMN_NAMES))

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
    notes=("fifteen-1", "fifteen-2", "fifteen-3", "fifteen-4"),
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
        "withdraw_when": "the exception to Rule I: only if, after these changes, no foundation card is "
                         "available, so that the patience cannot even begin, you may withdraw from the "
                         "sixth row one ace and one king; here an ace or a king can still be brought to "
                         "the foot of a column by marriages or a lane, or the game has begun "
                         "(note fifteen-4)",
        "withdraw_once": "you may withdraw from the sixth row one ace and one king, no more; and no "
                         "further infringement of rules allowed (note fifteen-2)",
        "deal": "the entire pack is dealt at the start",
        "redeal": "there is no re-deal, and no further infringement of rules allowed",
    },
    hooks=FifteenHooks(),
    width=float(COLUMNS),
    height=FOUNDATION_Y + 1,
)
