"""The Mill (No. 6): two packs; an ace in the centre, eight wings round it, four kings in the angles.

Mostly data. The centre ace is withdrawn from the pack (``Group.withdraw``; note mill-2) and takes
four entire families, each ace to king, not following suit: one ``Foundation`` of fifty-two ranks
(a positional sequence). The four angles each take a king descending to ace, not following suit
(Rule II); the first four kings that appear, in the wings or on the talon, go there at once
(``placed_as_they_appear``; note mill-3). The wings are eight single cards, all available (Rule I);
a vacancy is refilled from the pack or the talon, the player choosing, before any other move
(``fill_from``, ``fill_at_once``; note mill-4). ``deal`` turns the next card onto the talon; there
is no re-deal.

One hook (``MillHooks``), for the privilege the words cannot say: the uppermost card of a king
packet may be transferred to the ace packet (``exchange``), but only there, never the king
itself, one card of each packet at a time, and only when the ace packet then takes an available
card of the wings or the talon (``card_move_problem``; ``settle`` records which packets have given
their card; note mill-5).

``BOOK_TABLEAU`` is the book's picture, read as a position (note mill-6).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..moves import MOVE
from ..rules import KING_TO_ACE, DealStep, Foundation, Game, Group, Hooks, Pile, Role, Stock

if TYPE_CHECKING:
    from ..state import State, Table

# Positions measured on the book's picture (cards about 35 by 51 pixels): the ace in the centre,
# the wings in four arms of two cards (the side arms lying across), a king's angle slanted between
# each two arms. The pack and talon are not pictured: the edition lays them in the lower right corner.
CENTRE = (4.69, 2.96)
WING_PLACES = (  # clockwise from the top, each arm's inner card first (note mill-2)
    ("top wing, inner", 4.71, 1.37, 0.0), ("top wing, outer", 4.71, 0.14, 0.0),
    ("right wing, inner", 7.01, 2.97, 90.0), ("right wing, outer", 8.77, 2.97, 90.0),
    ("bottom wing, inner", 4.69, 4.57, 0.0), ("bottom wing, outer", 4.69, 5.76, 0.0),
    ("left wing, inner", 2.34, 2.92, 90.0), ("left wing, outer", 0.6, 2.92, 90.0),
)
ANGLE_PLACES = (  # clockwise from the top left, each slanted towards the centre
    ("upper left angle", 2.99, 1.83, -45.0), ("upper right angle", 6.41, 1.83, 45.0),
    ("lower right angle", 6.41, 4.09, -45.0), ("lower left angle", 2.99, 4.09, 45.0),
)
PACK_Y, PACK_X, TALON_X = 5.76, 7.3, 8.7

FAMILIES = tuple(range(1, 14)) * 4  # "four entire families", each ace to king (the text's note)

WINGS = tuple(Pile(f"W{k + 1}", x, y, tilt=tilt, label=label) for k, (label, x, y, tilt) in enumerate(WING_PLACES))
WING_NAMES = tuple(p.name for p in WINGS)
ANGLES = tuple(Pile(f"F{k + 2}", x, y, tilt=tilt, label=label)
               for k, (label, x, y, tilt) in enumerate(ANGLE_PLACES))

# The book's picture (note mill-6): the ace of hearts in the centre, the eight wings as dealt, two of
# them kings not yet taken to the angles.
BOOK_TABLEAU: dict[str, str] = {
    "F1": "AH",
    "W1": "3C", "W2": "6S", "W3": "8C", "W4": "10D", "W5": "KD", "W6": "8H", "W7": "3H", "W8": "KH",
}


class _Places:
    """The piles the privilege concerns, looked up once per table (a small test deck has its own)."""

    def __init__(self, table: Table) -> None:
        self.centre = table.group_piles["centre"][0]
        self.angles = table.group_piles["angles"]
        self.angle_set = frozenset(self.angles)
        self.offered = tuple(table.group_piles["wings"]) + tuple(table.group_piles["talon"])
        self.families = table.positional[self.centre]  # the ranks by count, None past the last
        self.centre_name = table.names[self.centre]
        self.angle_bit = {table.names[i]: 1 << k for k, i in enumerate(self.angles)}
        self.played_up_from = frozenset(table.names[i] for i in self.offered)
        self.foundation_names = frozenset(table.names[i] for i in table.foundations)


class MillHooks(Hooks):
    """The privilege: a king packet's uppermost card transferred to the ace packet (note mill-5)."""

    def setup(self, state: State) -> None:
        state.counters["transferred"] = 0  # bit k: angle k has given a card since a card was last played up

    def card_move_problem(self, state: State, src: int, dst: int) -> str | None:
        """Refuse a transfer the privilege does not allow; a card the ace packet would not take is left
        to the shared rules, which name the sequence."""
        places = state.table.derived(_Places)
        if src not in places.angle_set:
            return None
        piles = state.piles
        if not piles[src]:
            return None
        if dst != places.centre:
            return state.rule("privilege_ace_packet")
        centre = piles[dst]
        card = piles[src][-1]
        if places.families[len(centre)] != card >> 2:
            return None  # not suitable: the shared rules say why
        if len(piles[src]) == 1:
            return state.rule("privilege_king")
        if state.counters["transferred"] & 1 << places.angles.index(src):
            return state.rule("privilege_one_each")
        following = places.families[len(centre) + 1]
        if following is None or not any(piles[i] and piles[i][-1] >> 2 == following for i in places.offered):
            return state.rule("privilege_use")
        return None

    def settle(self, state: State) -> None:
        """A transfer marks its packet; a card played up from the wings or the talon clears the marks."""
        move = state.last_move
        if move is None or move.kind != MOVE:
            return
        places = state.table.derived(_Places)
        src, dst = move.args[0].partition("@")[0], move.args[1]
        if src in places.angle_bit and dst == places.centre_name:
            state.counters["transferred"] |= places.angle_bit[src]
        elif src in places.played_up_from and dst in places.foundation_names:
            state.counters["transferred"] = 0


PRIVILEGE = ("the uppermost card of either of the king packets may be transferred, if suitable, to the ace "
             "packet")

GAME = Game(
    slug="mill",
    title="THE MILL",
    number=6,
    packs=2,
    groups=(
        Group("wings", Role.RESERVE, WINGS, fill_from=(Role.STOCK, Role.TALON), fill_at_once=True,
              label="The wings of the windmill: eight cards, all available"),
        Group("centre", Role.FOUNDATION, (Pile("F1", *CENTRE, label="the centre ace (the ace packet)"),),
              foundations=(Foundation(FAMILIES),), withdraw=(BOOK_TABLEAU["F1"],),
              label="The centre ace: four entire families, each ace to king, not following suit"),
        Group("angles", Role.FOUNDATION, ANGLES, foundations=tuple(Foundation(KING_TO_ACE) for _ in ANGLES),
              placed_as_they_appear=("wings", "talon"), exchange=True,
              label="The four angles: the first four kings, each descending to ace, not following suit"),
        Group("stock", Role.STOCK, (Pile("P", PACK_X, PACK_Y, label="the pack"),), label="The pack"),
        Group("talon", Role.TALON, (Pile("T", TALON_X, PACK_Y, label="the talon"),), label="The talon"),
    ),
    # "next deal out eight cards, grouping them round the ace to represent the wings of a windmill"
    opening=(DealStep(WING_NAMES),),
    stock=Stock.TO_TALON,
    hooks=MillHooks(),
    notes=("mill-1", "mill-2", "mill-3", "mill-4", "mill-5", "mill-6"),
    rules={
        "available": "Rule I: all cards in the wings are available; the cards that cannot be used are placed "
                     "aside in one packet, forming the talon, whose top card alone is available",
        "sequence": "each of the four kings is to descend in sequence to ace, while upon the centre ace four "
                    "entire families are to be piled in sequences, each beginning with ace and ending with "
                    "king (Rule II: not following suit)",
        "foundation_first": "the first four kings that appear in dealing are to be played in the four angles",
        "foundation_done": "that foundation is complete: each king descends to ace, and the centre ace takes "
                           "four entire families",
        "no_build": "cards are played on the foundations only: nothing is placed on the wings or on the talon",
        "space_source": "vacancies in the wings must be immediately refilled from the pack or talon",
        "stock_fill": "the pack is dealt out card by card onto the talon: a card from the pack goes to the wings "
                      "only to refill a vacancy",
        "no_move_from": "cards are played from the wings and the talon; the pack is turned one by one, and "
                        "cards on the foundations stay there, but for the king packets' privilege",
        "fill_first": "vacancies in the wings must be immediately refilled from the pack or talon, before any "
                      "other move (note mill-4)",
        "deal": "the pack is exhausted: all the remaining cards have been dealt",
        "unknown": "there is no such move in the Mill: there is no re-deal",
        "privilege_ace_packet": PRIVILEGE + ", and nowhere else (note mill-5)",
        "privilege_king": PRIVILEGE + ": the king itself, the foundation card of its angle, stays there "
                          "(note mill-5)",
        "privilege_one_each": "this privilege is limited to one card of each king packet at a time: first play "
                              "a card of the wings or of the talon (note mill-5)",
        "privilege_use": "this privilege may only be resorted to when the playing of that card would bring into "
                         "immediate use any other available card of the wings or of the talon: none could follow "
                         "it on the ace packet (note mill-5)",
    },
    width=10.3,
    height=PACK_Y + 1.1,
)
