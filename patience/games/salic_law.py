"""The Salic Law (No. 4): the deal is the play; cards heap on the last king, aces and queens go up at once.

Data: a row of eight queens and a row of eight kings for the picture (the
first king withdrawn from the pack before the deal, note salic-law-1), eight
foundations that do not follow suit (Rule II), ascending from ace to knave,
and the king packets whose surface cards are available (Rule I) and whose
cards may all be examined. The deal sends each card where the book says (a
king to the line, a queen to her row, any other card on the last king:
``Stock.HEAP``; an ace goes up as it is dealt, ``up_as_dealt``). The hooks: ``card_move_problem``
keeps the placing of one card on each freed king until the deal is ended,
once per king (note salic-law-2), on the first such king from the left (note
salic-law-3); ``settle`` records which kings have had their card.
"""

from __future__ import annotations

from ..cards import ACE, HEARTS, KING, QUEEN, card
from ..moves import MOVE, Move
from ..rules import AsDealt, Foundation, Game, Group, Hooks, Pile, Role, Stock
from ..state import State

STEP_X = 1.57  # the picture's columns, in card widths
STEP_Y = 1.38  # its rows, in card heights
KINGS_Y = 2 * STEP_Y
PACKET_DROP = 0.3  # the packet's first card shows the king beneath it
PACKET_SPAN = 6.0
FIRST_KING = card(KING, HEARTS)  # the king of the book's picture (note salic-law-1)


def _row(prefix: str, y: float, label: str, fan: str = "", span: float = 0.0) -> tuple[Pile, ...]:
    return tuple(Pile(f"{prefix}{k + 1}", k * STEP_X, y, fan=fan, span=span, label=f"{label} {k + 1}")
                 for k in range(8))


class SalicLawHooks(Hooks):
    """The deal, and one card on each freed king once the deal is ended."""

    def setup(self, state: State) -> None:
        state.counters["placed"] = 0  # bit k: king k has had its one card after the deal

    def extra_problem(self, state: State, move: Move) -> str | None:
        if move.kind == MOVE:  # a covered card, named by its position
            return state.rule("available")
        return state.rule("redeal") if move.kind == "redeal" else state.rule("unknown")

    def card_move_problem(self, state: State, src: int, dst: int) -> str | None:
        piles = state.piles
        if state.role_of[dst] is Role.TABLEAU:
            if piles[dst]:
                return None
            if state.dealing:
                return state.rule("place_after_deal")
            k = state.group("packets").index(dst)
            if state.counters["placed"] >> k & 1:
                return state.rule("place_once")
            if dst != self._first_free_king(state):
                return state.rule("place_first")
            return None
        return None

    def settle(self, state: State) -> None:
        move = state.last_move
        if move is not None and move.kind == MOVE and "@" not in move.args[0]:
            dst = state.table.index[move.args[1]]
            if state.role_of[dst] is Role.TABLEAU:
                k = state.group("packets").index(dst)
                state.counters["placed"] |= 1 << k

    @staticmethod
    def _first_free_king(state: State) -> int | None:
        placed = state.counters["placed"]
        kings = state.group("kings")
        for k, i in enumerate(state.group("packets")):
            if not state.piles[i] and state.piles[kings[k]] and not placed >> k & 1:
                return i
        return None


GAME = Game(
    slug="salic-law",
    title="THE SALIC LAW",
    number=4,
    packs=2,
    groups=(
        Group("queens", Role.DISPLAY, _row("Q", 0.0, "queen"),
              label="The queens, placed in a row above the foundations as they appear"),
        Group("foundations", Role.FOUNDATION, _row("F", STEP_Y, "foundation"),
              foundations=tuple(Foundation(tuple(range(1, 12))) for _ in range(8)), in_order=True,
              label="Foundations: the eight aces, ascending to knaves, not following suit"),
        Group("kings", Role.DISPLAY, _row("K", KINGS_Y, "king"), withdraw=(str(FIRST_KING),),
              label="The line of eight kings, placed as they appear in the deal"),
        Group("packets", Role.TABLEAU, _row("P", KINGS_Y + PACKET_DROP, "packet", "down", PACKET_SPAN),
              fill_from=(Role.TABLEAU,),
              label="The king packets: the cards heaped on each king"),
        Group("stock", Role.STOCK, (Pile("stock", 8 * STEP_X + 0.2, KINGS_Y, label="the pack"),),
              label="The pack"),
    ),
    # The deal: a king to the line, a queen to her row, any other card on the last king (``Stock.HEAP``).
    stock=Stock.HEAP,
    heads=((KING, "kings"), (QUEEN, "queens")),
    round_piles=tuple(f"P{k + 1}" for k in range(8)),
    # "the aces ... as they appear": each goes up as it is dealt, in the line (``in_order``), and that
    # is the deal's move (the place is left: ``AsDealt.LEFT``).
    up_as_dealt=AsDealt.LEFT,
    up_as_dealt_ranks=(ACE,),
    notes=("salic-law-1", "salic-law-2", "salic-law-3"),
    rules={
        "available": "Rule I: only the cards on the surface of the king packets are available, until "
                     "their removal as usual releases those beneath",
        "no_move_from": "Rule I: only the cards on the surface of the king packets are available",
        "follow_suit": "Rule II: the foundations do not follow suit",
        "sequence": "the eight aces are to ascend in sequence to knaves (Rule II)",
        "foundation_done": "that foundation is finished with its knave",
        "foundation_first": "the eight aces are to form the foundation cards",
        "in_order": "the aces are placed in a line above the king packets as they appear",
        "no_build": "cards are heaped on the kings only by the deal; when the deal is ended one card "
                    "may be placed on each freed king, and suitable cards on the foundations",
        "space": "only a king may receive a card",
        "space_source": "one card from any of the other packets (Rule I) may be placed on each king",
        "place_after_deal": "when the deal is ended you are allowed to place one card from any of the "
                            "other packets (Rule I) on each king, not before (note salic-law-2)",
        "place_once": "you are allowed to place one card on each king, no more (note salic-law-2)",
        "place_first": "the kings are alike: the engine places the card on the first freed king "
                       "that has not had its card (note salic-law-3)",
        "display": "the kings and queens are placed to complete the tableau: nothing is played "
                   "from them, and a card goes on a king only by the deal or, when the deal is ended, "
                   "on a freed king (note salic-law-2)",
        "deal": "the whole pack has been dealt",
        "redeal": "there is no re-deal",
    },
    hooks=SalicLawHooks(),
    # The book's picture shows only the first king; the page shows the deal begun.
    figure=("deal",) * 12,
    width=8 * STEP_X + 1.2,
    height=KINGS_Y + PACKET_DROP + 1 + PACKET_SPAN,
)
