"""The Wheel (No. 37): two packs; three pip cards making eighteen, crowned by a court card, go to the circle.

The cross of eight aces (withdrawn before the deal), the circle's twenty-four places, the cushion of
twelve and the opening deal are data. What the vocabulary cannot say is in :class:`WheelHooks`: the
move ``combine A B C K`` (three uppermost pip cards of the cushion of different values making
eighteen, crowned by an uppermost court card, taken up together as a packet to the next empty place
of the circle: a set of cards that meet a test, removed together, as The Fourteenth's ``pair``);
the refilling of vacancies from the hand until the first ``deal`` only (Rule I); and ``deal``
(twelve more cards, one on each place of the cushion, empty or not), allowed only when no
combination can be made (note wheel-1). The game is won when every card has gone to the circle.

``BOOK_TABLEAU`` is the book's cushion, read from its picture (note wheel-3).
"""

from __future__ import annotations

from itertools import combinations
from math import cos, radians, sin
from typing import TYPE_CHECKING

from ..cards import KNAVE
from ..moves import Move
from ..rules import DealStep, Game, Group, Hooks, Pile, Role, Stock

if TYPE_CHECKING:
    from ..state import State

EIGHTEEN = 18
PLACES = 12  # the cushion: two rows of six
PACKETS = 24  # the circle: "a circle of twenty-four court cards"
COMBINE = "combine"

# Drawn as the picture has it: the circle's places stand like spokes round the cross of aces, the
# cushion in two rows of six beneath. Centres in card widths (x) and card heights (y).
CX, CY = 5.6, 3.95
RADIUS_X, RADIUS_Y = 4.73, 3.40  # the same radius (265 px) in widths and in heights
ROW_Y = (8.15, 9.35)
COLUMN_STEP = 1.55
HAND_X = CX + 3.5 * COLUMN_STEP - 0.45  # beside the cushion's rows, on the right

CIRCLE = tuple(Pile(f"C{k + 1}", CX + RADIUS_X * sin(radians(15 * k)) - 0.5,
                    CY - RADIUS_Y * cos(radians(15 * k)) - 0.5, tilt=15 * k,
                    label=f"packet {k + 1}") for k in range(PACKETS))  # clockwise from the top
CROSS_CENTRES = ((CX, CY - 1.85), (CX, CY - 0.7), (CX, CY + 0.7), (CX, CY + 1.85),
                 (CX - 2.1, CY), (CX - 1.0, CY), (CX + 1.0, CY), (CX + 2.1, CY))
CROSS = tuple(Pile(f"A{k + 1}", x - 0.5, y - 0.5) for k, (x, y) in enumerate(CROSS_CENTRES))
CUSHION = tuple(Pile(f"T{k + 1}", CX + (k % 6 - 2.5) * COLUMN_STEP - 0.5, ROW_Y[k // 6])
                for k in range(PLACES))  # row by row: T1-T6 the first row
NAMES = tuple(p.name for p in CUSHION)
ACES = ("AS", "AS", "AD", "AD", "AC", "AC", "AH", "AH")

# The book's cushion after the first deal of twelve, row by row (note wheel-3).
BOOK_TABLEAU: dict[str, str] = {
    **dict(zip(NAMES, "KH 5S QC 9S 7H 6D 5C 2H 10D 3H 8C JD".split())),
    **{p.name: ace for p, ace in zip(CROSS, ACES)},
}
# "Some of the combinations, for example, might be 2, 7, 9, or 3, 5, 10, or 2, 6, 10": all three
# lie in the book's cushion (the five of clubs, T7, as well as the five of spades, T2).
BOOK_EXAMPLES = (("T8", "T5", "T4"), ("T10", "T7", "T9"), ("T8", "T6", "T9"))


class WheelHooks(Hooks):
    """Combinations, the refill until the first deal, and the deals (the cushion: piles 0-11).

    The counter ``deals`` counts the deals of twelve made after the opening one: while it is 0,
    a vacancy is refilled from the hand (Rule I).
    """

    cards_move_alone = False  # a card leaves the cushion only in a packet

    # --- helpers ---------------------------------------------------------------
    @staticmethod
    def sets(state: "State") -> list[tuple[int, int, int]]:
        """The triples of cushion places (in order) whose uppermost cards make eighteen, each of
        a different value, none a court card."""
        piles = state.piles
        pips = [(i, piles[i][-1] >> 2) for i in range(PLACES) if piles[i] and piles[i][-1] >> 2 < KNAVE]
        return [(a, b, c) for (a, x), (b, y), (c, z) in combinations(pips, 3)
                if x + y + z == EIGHTEEN and x != y and y != z and x != z]

    @staticmethod
    def crowns(state: "State") -> list[int]:
        """The cushion places whose uppermost card is a court card."""
        piles = state.piles
        return [i for i in range(PLACES) if piles[i] and piles[i][-1] >> 2 >= KNAVE]

    def can_combine(self, state: "State") -> bool:
        return bool(self.crowns(state)) and bool(self.sets(state))

    # --- the named hooks ---------------------------------------------------------
    def setup(self, state: "State") -> None:
        state.counters["deals"] = 0

    def extra_moves(self, state: "State") -> list[Move]:
        crowns = self.crowns(state)
        if not crowns:
            return []
        names = state.table.names
        return [Move(COMBINE, (names[a], names[b], names[c], names[k]))
                for a, b, c in self.sets(state) for k in crowns]

    def extra_problem(self, state: "State", move: Move) -> str | None:
        if move.kind != COMBINE:
            return state.rule("no_move_from") if move.kind == "move" else state.rule("unknown")
        if len(move.args) != 4:
            return state.rule("three")
        places = []
        for name in move.args:
            i = state.table.index.get(name)
            if i is None or i >= PLACES:
                return f"{state.rule('pile')}: {name!r} (the cushion's places are T1-T12)"
            if i in places:
                return "name four different places of the cushion"
            if not state.piles[i]:
                return state.rule("empty")
            places.append(i)
        ranks = [state.piles[i][-1] >> 2 for i in places]
        if ranks[3] < KNAVE:
            return state.rule("crown_last" if self.crowns(state) else "crown")
        if any(r >= KNAVE for r in ranks[:3]):
            return state.rule("court")
        if len(set(ranks[:3])) < 3:
            return state.rule("same_value")
        if sum(ranks[:3]) != EIGHTEEN:
            return state.rule("eighteen")
        return None

    def apply_extra(self, state: "State", move: Move) -> None:
        if move.kind != COMBINE:
            raise NotImplementedError(move.kind)
        index, piles = state.table.index, state.piles
        circle = state.group("circle")
        place = next(i for i in circle if not piles[i])
        taken = [index[name] for name in move.args]
        for i in taken:  # the pips in the order named, the court card on top
            state.put(place, state.take(i))
        if state.counters["deals"] == 0:  # Rule I: refilled only after the first deal
            for i in sorted(taken):
                if piles[state.stock_index]:
                    state.lay(i)

    def deal_problem(self, state: "State") -> str | None:
        if not self.can_deal(state):
            return state.rule("deal")
        return state.rule("deal_early") if self.can_combine(state) else None

    def deal(self, state: "State") -> None:
        """Twelve more cards, one on each place of the cushion in turn, empty or not."""
        for i in range(PLACES):
            if state.piles[state.stock_index]:
                state.lay(i)
        state.counters["deals"] += 1

    def is_won(self, state: "State") -> bool:
        piles = state.piles
        return not state.dealing and not any(piles[i] for i in range(PLACES))

    def score(self, state: "State") -> int:
        return sum(len(state.piles[i]) for i in state.group("circle"))


ROLE_TEXT = ("When any three cards make the required sum, take them up together, and put any court card "
             "that may be in the cushion at the top: write combine T1 T2 T3 T4, the court card last")

GAME = Game(
    slug="wheel",
    title="THE WHEEL",
    number=37,
    packs=2,
    groups=(
        Group("cushion", Role.TABLEAU, CUSHION, label="The cushion: two rows of six"),
        Group("cross", Role.DISPLAY, CROSS, withdraw=ACES, label="The cross of aces"),
        Group("circle", Role.DISPLAY, CIRCLE, label="The circle: one packet on each space"),
        Group("hand", Role.STOCK, (Pile("H", HAND_X, 8.75, label="the pack in hand"),),
              label="The pack in hand"),
    ),
    opening=(DealStep(NAMES),),
    stock=Stock.HOOK,
    notes=("wheel-1", "wheel-2", "wheel-3"),
    rules={
        "eighteen": "The object is to make as many combinations of the sum of eighteen as possible with "
                    "cards in the cushion: those three make another sum",
        "same_value": "Rule II: No two cards of the same value may be used in making each combination of "
                      "eighteen",
        "court": "Rule IV: Court cards are excluded from the combinations, which must be made with the pips "
                 "of minor cards, the court cards crowning each packet",
        "crown": "Rule III: these cards cannot be removed unless the cushion contains a court card to crown "
                 "them",
        "crown_last": "put any court card that may be in the cushion at the top: name the three cards of the "
                      "combination, then the court card (combine T1 T2 T3 T4)",
        "three": "Each combination must be composed of three cards (Rule IV), crowned by a court card: "
                 "write combine T1 T2 T3 T4, the court card last",
        "deal_early": "When no more combinations can be made, you proceed to deal out twelve more cards "
                      "(note wheel-1)",
        "deal": "There is no re-deal: the pack in hand is dealt out",
        "available": "Rule V: Only the uppermost cards of the cushion are available",
        "no_build": ROLE_TEXT,
        "no_move_from": ROLE_TEXT,
        "space": ROLE_TEXT,
        "space_source": ROLE_TEXT,
        "display": "the packet thus crowned is placed, face upward, on one of the spaces reserved in the "
                   "circle: " + ROLE_TEXT,
        "empty": "there is no card in that place of the cushion",
    },
    width=HAND_X + 1.15,
    height=ROW_Y[1] + 1,
    hooks=WheelHooks(),
)
