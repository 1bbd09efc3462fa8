"""The Hemispheres (No. 17): two packs; four Races in a circle between four barriers, red to the north.

Mostly data: the eight foundations (red aces up, black kings down, following suit) and the four
barriers are withdrawn and set out as the book's cross; the circle is four Race groups of three
places, the northern marrying down in suit, the southern up; ``deal`` turns the next card onto the
talon, and vacancies in the Races are refilled from the pack by the move ``refill``, which comes
before the next card is dealt (note hemispheres-2). What the vocabulary cannot say is in
:class:`HemispheresHooks`: the hemispheres themselves (Rule I: a card of the wrong colour for its
hemisphere is neither played nor married to), the Races (Rule III: a card of the circle marries only
in its own Race), when two cards may change places by the vocabulary's ``exchange A B`` (Rule II: a
black card of the north and a red card of the south), the transfer of such a card into a vacancy of its own hemisphere once the pack
is dealt out, and the barriers, which go up only then (Rule IV; note hemispheres-3).
"""

from __future__ import annotations

from math import atan2, degrees
from typing import TYPE_CHECKING

from ..cards import CLUBS, DIAMONDS, HEARTS, SPADES, SUIT_NAMES
from ..rules import (
    ACE_TO_KING, KING_TO_ACE, Build, DealStep, Exchange, Foundation, Game, Group, Hooks, Pile, Refill,
    Role, Stock
)

if TYPE_CHECKING:
    from ..state import State, Table

# Positions measured on the book's picture (378 by 375 pixels, an upright card about 30 by 44), each
# place by its centre; the circle's cards lie along the radius, as pictured. Spread a little, so that
# the drawn cards do not touch.
CARD_W, CARD_H = 30.0, 44.0
SPREAD = 1.1
CENTRE = (189.0, 190.0)


def _at(cx: float, cy: float) -> tuple[float, float]:
    """A place's left and top edges, in card widths and heights, from its centre in pixels."""
    return round(cx * SPREAD / CARD_W - 0.5, 2), round(cy * SPREAD / CARD_H - 0.5, 2)


def _radial(cx: float, cy: float) -> float:
    """The slant of a card lying along the circle's radius (degrees, clockwise; between -90 and 90)."""
    angle = degrees(atan2(cx - CENTRE[0], CENTRE[1] - cy))
    return round(angle - 180 if angle > 90 else angle + 180 if angle < -90 else angle, 1)


# The cross, as pictured (note hemispheres-1): on each arm, from the outside in, a barrier lying
# crossways, a red ace, a black king. Clockwise from the left, as the circle is dealt.
ACES = ((76.5, 188.5, 90.0, DIAMONDS, "left"), (192.0, 80.0, 0.0, HEARTS, "top"),
        (298.5, 191.0, 90.0, DIAMONDS, "right"), (187.0, 300.0, 0.0, HEARTS, "bottom"))
KINGS = ((138.0, 189.0, 90.0, CLUBS, "left"), (191.5, 139.0, 0.0, SPADES, "top"),
         (241.0, 191.0, 90.0, CLUBS, "right"), (189.0, 241.5, 0.0, SPADES, "bottom"))
BARRIERS = ((31.0, 188.0, 0.0, "KH", "left"), (193.0, 30.0, 90.0, "AC", "top"),
            (347.0, 192.5, 0.0, "KD", "right"), (183.5, 349.5, 90.0, "AS", "bottom"))

# The circle, clockwise from the king of hearts: three places of each Race between two barriers.
RACES = (
    ("european", "The European Race (northern hemisphere)", ((46.5, 122.5), (79.0, 77.0), (127.0, 43.5))),
    ("asiatic", "The Asiatic Race (northern hemisphere)", ((260.0, 46.5), (302.5, 79.5), (336.0, 130.0))),
    ("australian", "The Australian Race (southern hemisphere)", ((332.0, 257.0), (301.5, 304.5), (251.0, 336.5))),
    ("african", "The African Race (southern hemisphere)", ((125.0, 332.0), (76.0, 302.0), (44.5, 254.5))),
)
NORTH = ("european", "asiatic")  # "The red cards ... should inhabit the northern hemisphere"
CIRCLE = tuple(f"R{k}" for k in range(1, 13))
PACK_X = round(378 * SPREAD / CARD_W + 0.4, 2)


def _place(name: str, cx: float, cy: float, tilt: float, label: str) -> Pile:
    x, y = _at(cx, cy)
    return Pile(name, x, y, tilt=tilt, label=label)


def _race_group(k: int) -> Group:
    name, label, centres = RACES[k]
    piles = tuple(_place(CIRCLE[3 * k + j], cx, cy, _radial(cx, cy), f"{label.split(' (')[0]}, place {j + 1}")
                  for j, (cx, cy) in enumerate(centres))
    # "The red suits marry in descending line; the black, in ascending line."
    build = Build.DOWN_IN_SUIT if name in NORTH else Build.UP_IN_SUIT
    return Group(name, Role.TABLEAU, piles, build=build, fill_from=(Role.TABLEAU,), refill_from=("pack",),
                 refill=Refill.BY_MOVE, label=label)


def _sides(table: "Table") -> tuple[dict[int, int], frozenset[int], frozenset[int]]:
    """For the table: each circle place's Race (0-3), the northern places, and the barriers."""
    race = {table.index[name]: k // 3 for k, name in enumerate(CIRCLE)}
    north = frozenset(i for i, k in race.items() if k < 2)
    return race, north, frozenset(table.index[f"B{k}"] for k in range(1, 5))


class HemispheresHooks(Hooks):
    """The hemispheres, the Races, the exchange, the transfer and the barriers (Rules I-IV)."""

    @staticmethod
    def wrong(state: "State", i: int, north: frozenset[int]) -> bool:
        """Whether the top card of circle place ``i`` is of the wrong colour for its hemisphere."""
        pile = state.piles[i]
        return bool(pile) and bool(pile[-1] & 1) != (i in north)

    def card_move_problem(self, state: "State", s: int, d: int) -> str | None:
        race, north, barriers = state.table.derived(_sides)
        piles = state.piles
        dealing = state.dealing
        if s in barriers:
            if dealing or state.table.role_of[d] is not Role.FOUNDATION:
                return state.rule("barrier")
            return None
        rs, rd = race.get(s), race.get(d)
        if rs is not None and self.wrong(state, s, north):
            # Rule II: once the pack is dealt out, into a vacancy of its own hemisphere; else Rule I.
            if rd is not None and not piles[d] and (d in north) == bool(piles[s][-1] & 1):
                return state.rule("transfer_end") if dealing else None
            return state.rule("hemisphere")
        if rd is not None:
            if rs is not None and not piles[d]:
                return state.rule("space")
            if rs is not None and rs != rd:
                return state.rule("race")
            if self.wrong(state, d, north):
                return state.rule("hemisphere")
        return None

    def exchange_problem(self, state: "State", a: int, b: int) -> str | None:
        """Rule II: a black card of the north and a red card of the south change places."""
        _, north, _ = state.table.derived(_sides)
        if (a in north) == (b in north):
            return state.rule("exchange_hemispheres")
        if not (self.wrong(state, a, north) and self.wrong(state, b, north)):
            return state.rule("exchange_wrong")
        return None


HEMISPHERE = ("Rule I: only cards that belong to their proper hemisphere are available; cards in the wrong "
              "hemispheres cannot be used in any way")
REFILLED = ("vacancies in the Races are refilled from the pack, proceeding from left to right, as in the "
            "original deal (note hemispheres-2)")

GAME = Game(
    slug="hemispheres",
    title="THE HEMISPHERES",
    number=17,
    packs=2,
    groups=(
        Group("aces", Role.FOUNDATION,
              tuple(_place(f"F{k + 1}", cx, cy, tilt, f"ace of {SUIT_NAMES[suit]}, {where} arm")
                    for k, (cx, cy, tilt, suit, where) in enumerate(ACES)),
              foundations=tuple(Foundation(ACE_TO_KING, suit=suit, preplaced=True) for *_, suit, _ in ACES),
              label="The red aces, ascending in sequence to kings"),
        Group("kings", Role.FOUNDATION,
              tuple(_place(f"F{k + 5}", cx, cy, tilt, f"king of {SUIT_NAMES[suit]}, {where} arm")
                    for k, (cx, cy, tilt, suit, where) in enumerate(KINGS)),
              foundations=tuple(Foundation(KING_TO_ACE, suit=suit, preplaced=True) for *_, suit, _ in KINGS),
              label="The black kings, descending in sequence to aces"),
        # "place crossways a king of hearts and a king of diamonds, an ace of clubs and an ace of spades"
        Group("barriers", Role.RESERVE,
              tuple(_place(f"B{k + 1}", cx, cy, tilt, f"barrier, {where}")
                    for k, (cx, cy, tilt, _, where) in enumerate(BARRIERS)),
              withdraw=tuple(card for *_, card, _ in BARRIERS), label="The barriers"),
        *(_race_group(k) for k in range(4)),
        Group("pack", Role.STOCK, (Pile("P", PACK_X, 0.3, label="the pack"),), label="The pack"),
        Group("talon", Role.TALON, (Pile("T", PACK_X, 1.6, label="the talon"),), label="The talon"),
    ),
    # "deal out (from left to right, beginning from the king of hearts) a circle consisting of three
    # cards between each barrier"
    opening=(DealStep(CIRCLE),),
    stock=Stock.TO_TALON,
    exchange=Exchange(places=tuple(name for name, _, _ in RACES)),
    notes=("hemispheres-1", "hemispheres-2", "hemispheres-3", "hemispheres-4"),
    rules={
        "hemisphere": HEMISPHERE,
        "race": "Rule III: cards may only marry those belonging to their own Race, but cards from the talon "
                "may marry those of any Race",
        "exchange_write": "write exchange with two places of the circle, e.g. exchange R2 R8",
        "exchange_hemispheres": "Rule II: cards of the wrong colors are exchanged into their proper "
                                "hemispheres: one place of the north and one of the south",
        "exchange_wrong": "Rule II: only cards of the wrong colors may be exchanged into their proper "
                          "hemispheres: a black card of the north with a red card of the south",
        "transfer_end": "Rule II: only at the end of the game, when all the cards are dealt, may cards of "
                        "the wrong colors be transferred without an exchange (note hemispheres-3)",
        "barrier": "Rule IV: the barriers cannot be moved till the end of the game, when they are played to "
                   "complete the foundations (note hemispheres-3)",
        "available": "only the last card married on a place of the circle is available",
        "follow_suit": "Rule V: all the foundations must follow suit",
        "sequence": "the aces ascend in sequence to kings, the kings descend in sequence to aces",
        "foundation_done": "that foundation is complete: the aces ascend to kings, the kings descend to aces",
        "down_in_suit": "the red suits marry in descending line: only the next lower card of the same suit",
        "up_in_suit": "the black suits marry in ascending line: only the next higher card of the same suit",
        "no_build": "nothing is married on the barriers, the talon or the pack",
        "no_move_from": "cards are played from the Races and the talon (the pack is dealt; the foundations "
                        "stay)",
        "space": REFILLED + "; a card of the right color is not moved into a vacancy",
        "space_source": REFILLED,
        "deal": "the pack is dealt out: there is no re-deal",
        "refill_first": "first refill the vacancies in the Races (proceeding from left to right, as in the "
                        "original deal), then deal (note hemispheres-2)",
        "refill": "there is no vacancy in the Races to refill, or the pack is dealt out",
    },
    width=PACK_X + 1.1,
    height=round(375 * SPREAD / CARD_H, 2),
    hooks=HemispheresHooks(),
)
