"""The Shah (No. 7): two packs; the Shah among eight aces, a star of eight rays of three cards, a talon.

Data: the Shah and the seven kings thrown aside are withdrawn for the picture (``Group.withdraw``), the
eight aces are preplaced foundations ascending in suit to queens (Rule III; note shah-2). Each place
of the star is a pile of its own, in three groups, the inner, second and third circles, so that a
space is an empty pile. Only the third circle marries, descending in suit, with cards of the third
circle or the talon (Rule II: ``takes_from``; note shah-1); the inner circles take nothing on their
cards, and their spaces are refilled from the talon or the pack, the player choosing (``fill_from``;
note shah-4), and the inner place of an opened ray also from the third circle, the grace (note
shah-5). The
hooks, each for what the vocabulary cannot yet say: ``deal`` deals the star one card a move, circle by
circle, then turns the rest of the pack onto the talon (note shah-3); ``card_move_problem`` blocks a
card while a card lies outside it in its ray (Rule I; note shah-1), keeps marriages and refilling
until the star is dealt, and refills spaces in the book's order, inner circles first (note shah-4);
``settle`` fills the spaces made during the deal at once from the pack, and the other two places of
a ray opened out and given its grace at once from the talon (note shah-5).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from ..cards import CLUBS, DIAMONDS, HEARTS, QUEEN, SPADES, SUIT_NAMES
from ..moves import MOVE
from ..rules import Build, Foundation, Game, Group, Hooks, Pile, Role, Stock

if TYPE_CHECKING:
    from ..state import State, Table

RAYS = 8
# The aces round the Shah, clockwise from the top (note shah-2): the picture's suits cannot be read.
SUITS = (SPADES, HEARTS, CLUBS, DIAMONDS) * 2
ACE_TO_QUEEN = tuple(range(1, QUEEN + 1))
RAY_WORDS = ("top", "upper right", "right", "lower right", "bottom", "lower left", "left", "upper left")

# The layout, in the board's pixels (a card 56 by 78): the Shah in the centre, each ray a line of
# cards lying along it as in the picture (the aces, then the inner, second and third circles), the
# third circle's married cards spread beside it; the pack and talon in one corner, the kings thrown
# aside in another.
CARD_W, CARD_H = 56.0, 78.0
CENTRE = 480.0
ACE_RADIUS, STEP = 130.0, 82.0
MARRIED_SPAN = 1.0  # room for the cards married on a third-circle card, in card heights or widths


def _tilt(ray: int) -> float:
    """The slant of a card lying along ray ``ray`` (0 at the top, clockwise): -90 to 90 degrees."""
    return float((45 * ray + 90) % 180 - 90)


def _place(ray: int, radius: float) -> tuple[float, float]:
    """The left and top edges, in card widths and heights, of a card centred ``radius`` out on ``ray``."""
    angle = math.radians(45 * ray)
    x = CENTRE + radius * math.sin(angle) - CARD_W / 2
    y = CENTRE - radius * math.cos(angle) - CARD_H / 2
    return round(x / CARD_W, 3), round(y / CARD_H, 3)


def _married_fan(ray: int) -> str:
    """How the cards married on a third-circle card spread so that each card's index shows: outwards
    where the card's foot points out along the ray (the lower rays and the sides), else sideways."""
    angle, tilt = math.radians(45 * ray), math.radians(_tilt(ray))
    foot = (-math.sin(tilt), math.cos(tilt))  # the card's downward direction on the board, y down
    return "down" if foot[0] * math.sin(angle) - foot[1] * math.cos(angle) > 0 else "right"


def _circle(prefix: str, circle: int, words: str, married: bool = False) -> tuple[Pile, ...]:
    """The eight places of one circle of the star; the third circle's spread for its marriages."""
    return tuple(Pile(f"{prefix}{k + 1}", *_place(k, ACE_RADIUS + circle * STEP), tilt=_tilt(k),
                      fan=_married_fan(k) if married else "", span=MARRIED_SPAN if married else 0.0,
                      label=f"{words}, {RAY_WORDS[k]} ray")
                 for k in range(RAYS))


INNER = _circle("I", 1, "inner circle")
SECOND = _circle("S", 2, "second circle")
THIRD = _circle("O", 3, "third (outer) circle", married=True)
# The order of the deal and of refilling: "beginning at the top and continuing from left to right",
# circle by circle; "beginning with the inner circles, and proceeding from left to right as before".
STAR = tuple(p.name for p in (*INNER, *SECOND, *THIRD))
FOUNDATIONS = tuple(Pile(f"F{k + 1}", *_place(k, ACE_RADIUS), tilt=_tilt(k),
                         label=f"the ace of {SUIT_NAMES[suit]}, ascending to the queen")
                    for k, suit in enumerate(SUITS))
SHAH = "KH"  # any king will do; the picture's cannot be told (note shah-2)
KINGS_ASIDE = "KS KS KH KC KC KD KD"


def _star(table: Table) -> tuple[tuple[int, ...], dict[int, tuple[int, ...]], frozenset[int], frozenset[int]]:
    """The star's places in the order of the deal, for each place the places outside it in its ray,
    the inner circle and the third circle (pile indices of this table)."""
    order = tuple(table.index[name] for name in STAR)
    outside = {order[c * RAYS + k]: tuple(order[o * RAYS + k] for o in range(c + 1, 3))
               for c in range(3) for k in range(RAYS)}
    return order, outside, frozenset(order[:RAYS]), frozenset(order[2 * RAYS:])


class ShahHooks(Hooks):
    """The star dealt card by card, its rays blocking inwards, its spaces refilled in order, the grace."""

    def setup(self, state: State) -> None:
        state.counters["star"] = 0  # places of the star dealt so far; 24: the deal is completed

    def deal(self, state: State) -> None:
        """The next place of the star while it is being dealt, then the next card onto the talon."""
        order = state.table.derived(_star)[0]
        dealt = state.counters["star"]
        if dealt < len(order):
            state.put(order[dealt], state.take(state.stock_index))
            state.counters["star"] = dealt + 1
        else:
            state.put(state.table.talon, state.take(state.stock_index))

    def deal_problem(self, state: State) -> str | None:
        if not state.piles[state.stock_index]:
            return state.rule("deal")
        if self.dealt(state) and self.first_space(state) >= 0:
            return state.rule("refill_first")
        return None

    def card_move_problem(self, state: State, src: int, dst: int) -> str | None:
        outside = state.table.derived(_star)[1]
        piles = state.piles
        if any(piles[o] for o in outside.get(src, ())):
            return state.rule("available")
        if dst in outside:
            if not self.dealt(state):
                return state.rule("after_the_deal" if piles[dst] else "while_dealing")
            if not piles[dst] and dst != self.first_space(state):
                return state.rule("refill_order")
        return None

    def settle(self, state: State) -> None:
        order, _, inner, third = state.table.derived(_star)
        piles, pack, talon = state.piles, state.stock_index, state.table.talon
        dealt = state.counters["star"]
        if dealt < len(order):  # "filling the spaces at once from the cards in your hand"
            for i in order[:dealt]:
                if not piles[i] and piles[pack]:
                    state.put(i, state.take(pack))
            return
        move = state.last_move
        if move is None or move.kind != MOVE or "@" in move.args[0]:
            return
        src, dst = state.table.index[move.args[0]], state.table.index[move.args[1]]
        if src in third and dst in inner:  # the grace: "the other two spaces are refilled ... at once"
            k = order.index(dst)
            for i in (order[k + RAYS], order[k + 2 * RAYS]):
                source = talon if piles[talon] else pack
                if not piles[i] and piles[source]:
                    state.put(i, state.take(source))

    @staticmethod
    def dealt(state: State) -> bool:
        """Whether the three circles of the star are dealt: "the deal is completed" (Rule I)."""
        return state.counters["star"] >= len(STAR)

    @staticmethod
    def first_space(state: State) -> int:
        """The space to be refilled next: the inner circles first, each from the top clockwise (-1: none)."""
        piles = state.piles
        return next((i for i in state.table.derived(_star)[0] if not piles[i]), -1)


RULE_II = ("Rule II: marriages are limited to cards in the third circle; cards in the inner circles, even "
           "when released, can only be played, but not married")

GAME = Game(
    slug="shah",
    title="THE SHAH",
    number=7,
    packs=2,
    groups=(
        Group("shah", Role.DISPLAY, (Pile("K", *_place(0, 0.0), label="the Shah"),), withdraw=(SHAH,),
              label="The Shah, who remains alone"),
        Group("aside", Role.DISPLAY, (Pile("X", 2 * CENTRE / CARD_W - 2.2, 0.05, fan="right", span=1.0,
                                           label="thrown aside"),),
              withdraw=(KINGS_ASIDE,), label="The seven kings thrown aside"),
        Group("foundations", Role.FOUNDATION, FOUNDATIONS,
              foundations=tuple(Foundation(ACE_TO_QUEEN, suit=suit, preplaced=True) for suit in SUITS),
              label="The eight aces round the Shah, ascending in suit to queens"),
        # Rules I and II: the cards of the inner circles are only played; their spaces are refilled from
        # the talon or pack, the inner place of an opened ray also by one card from the third circle.
        Group("inner", Role.TABLEAU, INNER, fill_from=(Role.TALON, Role.STOCK, Role.TABLEAU),
              takes_from=("third", "talon", "pack"), label="The inner circle of the star"),
        Group("second", Role.TABLEAU, SECOND, fill_from=(Role.TALON, Role.STOCK),
              label="The second circle of the star"),
        Group("third", Role.TABLEAU, THIRD, build=Build.DOWN_IN_SUIT, fill_from=(Role.TALON, Role.STOCK),
              takes_from=("third", "talon", "pack"),
              label="The third (outer) circle, where marriages are made"),
        Group("pack", Role.STOCK, (Pile("P", 0.1, 0.05, label="the pack"),), label="The pack"),
        Group("talon", Role.TALON, (Pile("T", 1.25, 0.05, label="the talon"),), label="The talon"),
    ),
    stock=Stock.HOOK,
    notes=("shah-1", "shah-2", "shah-3", "shah-4", "shah-5"),
    rules={
        "available": "Rule I: during the deal cards in each circle of the star are available until another "
                     "circle blocks them; after the deal only cards in the third (or outer) circle are "
                     "available until their removal releases the inner circles (note shah-1)",
        "follow_suit": "Rule III: the foundations must follow suit",
        "sequence": "the aces are the foundation cards, and are to ascend in sequence to queens",
        "foundation_done": "that ace has ascended in sequence to its queen",
        "down_in_suit": "marriages can only be made in descending line: only the next lower card of the same "
                        "suit goes on a card of the third circle",
        "takes_from": RULE_II + " (note shah-1)",
        "no_build": RULE_II + "; nothing is placed on the talon or the pack (note shah-1)",
        "space_source": "the spaces are refilled from the talon or pack; only the place of the inner card of "
                        "a ray opened out may be filled by one card from the third circle (notes shah-4, "
                        "shah-5)",
        "stock_fill": "a card turned from the pack goes into a space; to play or marry it, deal it to the "
                      "talon (note shah-4)",
        "refill_order": "the spaces must be refilled beginning with the inner circles, and proceeding from "
                        "left to right as before (note shah-4)",
        "refill_first": "the spaces must be refilled from the talon or pack before the remaining cards are "
                        "dealt (note shah-4)",
        "while_dealing": "during the deal the star is dealt circle by circle, and its spaces are filled at "
                         "once from the cards in your hand (note shah-3)",
        "after_the_deal": "marriages wait until the third circle completes the rays of the star: you should "
                          "then examine the star to see what to marry (note shah-3)",
        "display": "the Shah remains alone, and the seven kings are thrown aside",
        "no_move_from": "cards are played from the star and the talon; the pack is dealt, and the foundations "
                        "keep their cards",
        "deal": "the remaining cards have been dealt out: there is no re-deal",
        "unknown": "this game has no such move: there is no re-deal",
    },
    hooks=ShahHooks(),
    # The book's pattern tableau shows two circles of the star; the page deals all three.
    figure=("deal",) * len(STAR),
    width=round(2 * CENTRE / CARD_W, 3),
    height=round(2 * CENTRE / CARD_H, 3),
)
