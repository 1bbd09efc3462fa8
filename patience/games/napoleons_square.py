"""Napoleon's Square (No. 18): two packs; twelve packets of four on three sides of a square, a talon.

Mostly data: the twelve packets are piles whose uppermost card alone is available (Rule I),
all of them face up ("the whole of the square may be examined"); a packet takes the next
lower card of its suit ("marriages in a descending line": ``Build.DOWN_IN_SUIT``) from the
square or the talon; a packet played off entirely leaves a vacancy that the player may fill,
when he chooses, with one card from the talon or the top card of the pack (Rule II:
``fill_from`` with ``Role.STOCK`` and ``Role.TALON``). ``deal`` turns the next card of the
pack onto the talon. The eight aces ascend in suit to kings, two places to each suit (note
napoleons-square-1). There is no re-deal.

The one hook is the book's note on the kings (note napoleons-square-2): while the square lies
as dealt, where both kings of a suit each lie above a smaller card of their suit (which makes
the deal impossible to win), either king may be slipped underneath its packet (``slip S3@2``).

``VARIANTS`` holds the second way: a square of twelve single cards, with no king to slip.
"""

from __future__ import annotations

from dataclasses import replace

from ..cards import KING, SUIT_NAMES
from ..moves import MOVE, Move
from ..rules import ACE_TO_KING, Build, DealStep, Foundation, Game, Group, Hooks, Pile, Role, Stock
from ..state import State

SLIP = "slip"
PACKET = 4  # "twelve packets, each consisting of four cards dealt together"

# The picture: four packets across the top, four down each side, the eight aces' places in two rows of
# four in the centre, the bottom side open. Each packet fans towards the centre, its uppermost card
# nearest the aces, so that the whole square may be examined (Rule I). In card widths and heights.
SIDE_SPAN = 1.3  # a side packet's fan, in card widths
TOP_SPAN = 0.95  # a top packet's fan, in card heights
INNER_X = (2.75, 4.0, 5.25, 6.5)  # the top packets and the foundations' columns
LEFT_X = 0.0
RIGHT_X = INNER_X[-1] + 1.0 + 0.4 + SIDE_SPAN  # the right packets' bottom cards, fanning leftwards
SIDE_Y = (4.55, 3.4, 2.25, 1.1)  # the side packets, from the bottom of the square upwards
FOUNDATION_Y = (2.3, 3.55)
PACK_Y = 4.9

# The packets in the order they are dealt: up the left side, across the top, down the right side.
SQUARE = (
    tuple(Pile(f"S{k + 1}", LEFT_X, y, fan="right", span=SIDE_SPAN, label=f"left side, packet {4 - k}")
          for k, y in enumerate(SIDE_Y))
    + tuple(Pile(f"S{k + 5}", x, 0.0, fan="down", span=TOP_SPAN, label=f"top, packet {k + 1}")
            for k, x in enumerate(INNER_X))
    + tuple(Pile(f"S{k + 9}", RIGHT_X, y, fan="left", span=SIDE_SPAN, label=f"right side, packet {k + 1}")
            for k, y in enumerate(reversed(SIDE_Y)))
)
SQUARE_NAMES = tuple(p.name for p in SQUARE)
# Two places to each suit (note napoleons-square-1): the upper row spades, hearts, clubs, diamonds,
# the lower row again.
FOUNDATIONS = tuple(Pile(f"F{4 * r + k + 1}", x, y, label=f"ace of {SUIT_NAMES[k]}")
                    for r, y in enumerate(FOUNDATION_Y) for k, x in enumerate(INNER_X))


def blocking_kings(piles: list[tuple[int, ...]], packets: list[int]) -> dict[int, list[tuple[int, int]]]:
    """For each suit, the kings of the square that lie above a smaller card of their suit in their
    packet, as (pile index, position from the bottom, 0 first). Such a king can never leave its
    packet but for its foundation, which it cannot reach before its suit's smaller cards."""
    found: dict[int, list[tuple[int, int]]] = {}
    for i in packets:
        pile = piles[i]
        smaller_below: dict[int, bool] = {}  # suits of which a smaller card lies below this position
        for k, card in enumerate(pile):
            suit = card & 3
            if card >> 2 == KING:
                if smaller_below.get(suit):
                    found.setdefault(suit, []).append((i, k))
            else:
                smaller_below[suit] = True
    return found


class SquareHooks(Hooks):
    """The note on the kings: one king slipped underneath its packet, while the square lies as dealt."""

    def setup(self, state: State) -> None:
        state.counters["begun"] = 0  # 1 once a move other than a slip has been made

    def settle(self, state: State) -> None:
        if not state.counters["begun"]:
            move = state.last_move
            if move is not None and move.kind != SLIP:
                state.counters["begun"] = 1

    def extra_moves(self, state: State) -> list[Move]:
        if state.counters["begun"]:
            return []
        names, piles = state.table.names, state.piles
        out: list[Move] = []
        for kings in blocking_kings(piles, state.group("square")).values():
            if len(kings) >= 2:
                out.extend(Move(SLIP, (self._token(names[i], k, len(piles[i])),)) for i, k in kings)
        return sorted(out)

    @staticmethod
    def _token(name: str, position: int, size: int) -> str:
        """The card as the board names a click on it: the pile alone for its uppermost card."""
        return name if position == size - 1 else f"{name}@{position + 1}"

    def extra_problem(self, state: State, move: Move) -> str | None:
        if move.kind == MOVE:  # a covered card, named by its position
            return state.rule("available")
        if move.kind == "redeal" and not move.args:
            return state.rule("redeal")
        if move.kind != SLIP:
            return state.rule("unknown")
        if len(move.args) != 1:
            return "write slip and the king's place in its packet, e.g. slip S3@2 (or slip S3 for the uppermost card)"
        name, _, depth_text = move.args[0].partition("@")
        i = state.index(name)
        pile = state.piles[i]
        k = int(depth_text) - 1 if depth_text else len(pile) - 1
        if i not in state.group("square"):
            return state.rule("slip_king")
        if not 0 <= k < len(pile):
            return f"there is no card at position {k + 1} of {name}"
        if pile[k] >> 2 != KING:
            return state.rule("slip_king")
        if state.counters["begun"]:
            return state.rule("slip_when")
        kings = blocking_kings(state.piles, state.group("square")).get(pile[k] & 3, [])
        if (i, k) not in kings or len(kings) < 2:
            return state.rule("slip_two")
        return None

    def apply_extra(self, state: State, move: Move) -> None:
        name, _, depth_text = move.args[0].partition("@")
        i = state.index(name)
        pile = state.piles[i]
        k = int(depth_text) - 1 if depth_text else len(pile) - 1
        state.piles[i] = (pile[k],) + pile[:k] + pile[k + 1:]  # underneath: the packet's lowest card


SLIP_NOTE = ("If after dealing the square two kings of one suit were found to be blocking two smaller cards of "
             "that suit, either the whole must be taken up and re-dealt, or one king must be slipped underneath")

GAME = Game(
    slug="napoleons-square",
    title="NAPOLEON'S SQUARE",
    number=18,
    packs=2,
    groups=(
        Group("square", Role.TABLEAU, SQUARE, build=Build.DOWN_IN_SUIT, fill_from=(Role.STOCK, Role.TALON),
              label="The square: twelve packets, the uppermost card of each available"),
        Group("foundations", Role.FOUNDATION, FOUNDATIONS,
              foundations=tuple(Foundation(ACE_TO_KING, suit=k % 4) for k in range(8)),
              label="Foundations: the eight aces in the centre, ascending in suit to kings"),
        Group("stock", Role.STOCK, (Pile("P", INNER_X[1], PACK_Y, label="the pack"),), label="The pack"),
        Group("talon", Role.TALON, (Pile("T", INNER_X[2], PACK_Y, label="the talon"),), label="The talon"),
    ),
    # "Deal out twelve packets, each consisting of four cards dealt together": the first card taken
    # from the pack lies lowest.
    opening=(DealStep(SQUARE_NAMES, each=PACKET),),
    stock=Stock.TO_TALON,
    notes=("napoleons-square-1", "napoleons-square-2", "napoleons-square-3", "napoleons-square-4"),
    rules={
        "available": "Rule I: only the uppermost cards of the packets in the square are available until, by "
                     "their removal, the cards underneath are released",
        "no_move_from": "Rule I: only the uppermost cards of the packets and the top card of the talon are "
                        "available; the rest of the cards are played out one by one (deal), and cards played "
                        "on the foundations stay there",
        "follow_suit": "Rule III: all the foundations must follow suit (note napoleons-square-1: two places "
                       "to each suit)",
        "sequence": "the aces are to ascend in sequence to kings",
        "foundation_first": "the space in the centre is for the eight aces: these are the foundation cards",
        "foundation_done": "the foundations ascend to kings: that one is complete",
        "down_in_suit": "marriages are formed in a descending line: only the next lower card of the same suit "
                        "goes on a card",
        "no_build": "cards are placed on the foundations or on the sequences of the square; the talon is the "
                    "cards that are not suitable for either",
        "space_source": "Rule II: when a vacancy in the square is caused by the removal of an entire packet, "
                        "the space may be filled by one card from the talon or pack",
        "stock_fill": "Rule II: a card of the pack fills only a vacancy caused by the removal of an entire "
                      "packet; the rest are played out one by one to the talon (deal)",
        "deal": "the pack has been played out",
        "redeal": "there is no re-deal",
        "unknown": "this game has no such move: there is no re-deal",
        "slip_king": "only a king of the square may be slipped underneath its packet (note napoleons-square-2)",
        "slip_when": f"{SLIP_NOTE}: after dealing the square, before the play begins (note napoleons-square-2)",
        "slip_two": f"{SLIP_NOTE}: only then, and one of those two kings (note napoleons-square-2)",
    },
    hooks=SquareHooks(),
    width=RIGHT_X + 1.0,
    height=PACK_Y + 1.05,
)

# "Deal out a square of twelve single cards, then deal the rest of the pack as usual ...": no king
# can lie above another card at the deal, so the note on the kings does not arise (note napoleons-square-5).
SECOND_WAY = replace(
    GAME,
    slug="napoleons-square-second-way",
    variant_of=GAME.slug,
    opening=(DealStep(SQUARE_NAMES),),
    hooks=Hooks(),
    notes=(*GAME.notes, "napoleons-square-5"),
    rules={**GAME.rules,
           "available": "only the uppermost card of each place in the square is available: the cards married "
                        "(in descending line) to those on the square are transferred to the foundations from "
                        "the top"},
)

VARIANTS = (SECOND_WAY,)
