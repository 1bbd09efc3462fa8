"""The Zodiac (No. 20): two packs; the Equator, a row of eight, inside the Zodiac, a circle of twenty-four;
eight foundations formed only at the end.

Mostly data: the Zodiac is twenty-four packets on which cards marry in suit, up or down in the same
packet (``Build.MARRIAGE``), taken only from the Equator, the talon or pack (Rule I: ``takes_from``),
and the Equator's cards lie single (note zodiac-1); ``deal`` turns the next card of the pack onto the
talon, whose top card marries or fills a space when the player chooses (``fill_from``; notes zodiac-1,
zodiac-4); the talon is re-dealt turned over as it lies (``Redeal.TURN_TALON``); four aces go up and
four kings down, each place with its suit (note zodiac-3). Two hooks, for what the vocabulary cannot
yet say: ``card_move_problem`` keeps the foundations shut while the pack or the talon holds a card
("not formed till the end of the game", note zodiac-3: ``Group.after_the_deal`` counting the talon
too); and the talon is re-dealt "as often as required" while the passes place cards, ``settle``
keeping the counter "placed" (1 once a card is placed in the Zodiac or the Equator since the last
re-deal) and ``redeal_problem`` refusing the re-deal after a pass that placed none, when the patience
"has already failed" (note zodiac-5).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from ..cards import CLUBS, DIAMONDS, HEARTS, SPADES, SUIT_NAMES
from ..moves import MOVE, REDEAL
from ..rules import (
    ACE_TO_KING, KING_TO_ACE, Build, DealStep, Foundation, Game, Group, Hooks, Pile, Redeal, Role, Stock
)

if TYPE_CHECKING:
    from ..state import State

# The layout in the board's pixels (a card 56 by 78), proportioned on the book's picture: the Zodiac a
# circle about the Equator, each card lying along the circle; the Equator a row of eight across the
# middle; four blank foundation places above it and four below. The pack and talon, not pictured,
# stand in the top right corner.
CARD_W, CARD_H = 56.0, 78.0
CENTRE = 415.0
RADIUS = 320.0
SIGNS = 24
EQUATOR_STEP = 1.1  # card widths from one Equator card to the next
FOUNDATION_STEP = 1.7
FOUNDATION_OFFSET = 1.46  # card heights from the Equator's middle to each row of foundation places
PACKET_SPAN = 0.6  # room for the marriages of a packet, spread outwards, in card heights

SUITS = (SPADES, HEARTS, CLUBS, DIAMONDS)
CARDS_DEALT = 8 + SIGNS


def _tilt(k: int) -> float:
    """The slant of the card ``k`` places clockwise from the top of the circle: along the circle."""
    return float((15 * k + 90) % 180 - 90)


def _fan(k: int) -> str:
    """Which way the packet's cards spread so that they go outwards: "up" where the card's head
    points away from the centre, else "down"."""
    angle, tilt = math.radians(15 * k), math.radians(_tilt(k))
    head = (math.sin(tilt), -math.cos(tilt))  # the card's upward direction on the board, y down
    return "up" if head[0] * math.sin(angle) - head[1] * math.cos(angle) > 0 else "down"


def _at(dx: float, dy: float) -> tuple[float, float]:
    """The left and top edges, in card widths and heights, of a card centred ``dx, dy`` pixels from
    the middle of the board."""
    return round((CENTRE + dx - CARD_W / 2) / CARD_W, 3), round((CENTRE + dy - CARD_H / 2) / CARD_H, 3)


ZODIAC = tuple(Pile(f"Z{k + 1}", *_at(RADIUS * math.sin(math.radians(15 * k)),
                                      -RADIUS * math.cos(math.radians(15 * k))),
                    tilt=_tilt(k), fan=_fan(k), span=PACKET_SPAN, label=f"the Zodiac, place {k + 1}")
               for k in range(SIGNS))
EQUATOR = tuple(Pile(f"E{k + 1}", *_at((k - 3.5) * EQUATOR_STEP * CARD_W, 0.0), label=f"the Equator, place {k + 1}")
                for k in range(8))
ACES = tuple(Pile(f"F{k + 1}", *_at((k - 1.5) * FOUNDATION_STEP * CARD_W, -FOUNDATION_OFFSET * CARD_H),
                  label=f"ace of {SUIT_NAMES[s]}, ascending to the king") for k, s in enumerate(SUITS))
KINGS = tuple(Pile(f"F{k + 5}", *_at((k - 1.5) * FOUNDATION_STEP * CARD_W, FOUNDATION_OFFSET * CARD_H),
                   label=f"king of {SUIT_NAMES[s]}, descending to the ace") for k, s in enumerate(SUITS))
PACK = Pile("P", *_at(RADIUS - 20.0 + CARD_W / 2, -CENTRE + 4.0 + CARD_H / 2), label="the pack")
TALON = Pile("T", *_at(RADIUS + 50.0 + CARD_W / 2, -CENTRE + 4.0 + CARD_H / 2), label="the talon")

# A re-deal follows a pass that placed a card in the Zodiac or the Equator (note zodiac-5). Before all the
# cards are placed no card goes up, and none comes back to the talon or the Equator: each card of the pack
# leaves the talon once, and each card that lies in the Equator leaves it once. So at most 72 + (8 + 72)
# passes place a card, and this count, which the engine's re-deals are held to, is never reached.
AS_OFTEN_AS_REQUIRED = (104 - CARDS_DEALT) + (8 + 104 - CARDS_DEALT)


class ZodiacHooks(Hooks):
    """The foundations shut until every card is placed; the talon re-dealt while the passes place cards."""

    def setup(self, state: State) -> None:
        state.counters["placed"] = 0  # 1: a card placed in the Zodiac or the Equator since the last re-deal

    def card_move_problem(self, state: State, src: int, dst: int) -> str | None:
        t = state.table
        if dst in t.foundation_set and (state.piles[t.stock] or state.piles[t.talon]):
            return state.rule("after_the_deal")
        return None

    def settle(self, state: State) -> None:
        move = state.last_move
        if move is None:
            return
        if move.kind == REDEAL:
            state.counters["placed"] = 0
        elif move.kind == MOVE and state.table.index[move.args[1]] not in state.table.foundation_set:
            state.counters["placed"] = 1

    def redeal_problem(self, state: State) -> str | None:
        return None if state.counters["placed"] else state.rule("redeal")


RULE_I = ("Rule I: marriages may be made in the Zodiac with cards from the Equator (but not vice versâ) and "
          "from the talon or pack, but cards in the Zodiac cannot marry each other, neither can those in "
          "the Equator do so")
SPACES = ("the spaces are refilled from the talon, or, where there is no talon, from the pack, the next card "
          "turned onto the talon (notes zodiac-1, zodiac-4)")

GAME = Game(
    slug="zodiac",
    title="THE ZODIAC",
    number=20,
    packs=2,
    groups=(
        Group("zodiac", Role.TABLEAU, ZODIAC, build=Build.MARRIAGE, fill_from=(Role.TALON,),
              takes_from=("equator", "talon", "pack"), label="The Zodiac: a circle of twenty-four packets"),
        Group("equator", Role.TABLEAU, EQUATOR, fill_from=(Role.TALON,),
              label="The Equator: a horizontal row of eight"),
        Group("aces", Role.FOUNDATION, ACES, foundations=tuple(Foundation(ACE_TO_KING, suit=s) for s in SUITS),
              label="Four aces, ascending in sequence to kings"),
        Group("kings", Role.FOUNDATION, KINGS, foundations=tuple(Foundation(KING_TO_ACE, suit=s) for s in SUITS),
              label="Four kings, descending in sequence to aces"),
        Group("pack", Role.STOCK, (PACK,), label="The pack"),
        Group("talon", Role.TALON, (TALON,), label="The talon"),
    ),
    # "Deal eight cards in a horizontal row called the 'Equator.' Then deal a surrounding circle of
    # twenty-four cards called the 'Zodiac'" (note zodiac-2: from the top, clockwise).
    opening=(DealStep(tuple(p.name for p in EQUATOR)), DealStep(tuple(p.name for p in ZODIAC))),
    stock=Stock.TO_TALON,
    redeal=Redeal.TURN_TALON,
    redeals=AS_OFTEN_AS_REQUIRED,
    redeals_as_required=True,
    notes=("zodiac-1", "zodiac-2", "zodiac-3", "zodiac-4", "zodiac-5"),
    rules={
        "available": "the top card of each packet of the Zodiac, and of the talon, is available: the cards "
                     "beneath it are covered",
        "takes_from": RULE_I + " (note zodiac-1)",
        "marriage": "Rule I: marriages may be made in ascending and descending lines, and the same packet may "
                    "contain both: a card of the same suit, next above or below in value",
        "no_build": RULE_I + ": nothing is married on the Equator or the talon (note zodiac-1)",
        "space_source": SPACES,
        "no_move_from": "cards are played from the Zodiac, the Equator and the talon; the pack is dealt out one "
                        "card at a time onto the talon, whose top card is married or fills a space (note "
                        "zodiac-1), and the foundations keep their cards",
        "after_the_deal": "the foundations are not formed till the end of the game: only when all the cards are "
                          "placed either in the Zodiac or in the Equator, the pack and the talon exhausted (note "
                          "zodiac-3)",
        "follow_suit": "Rule II: the foundations must follow suit",
        "sequence": "the aces ascend in sequence to kings, the kings descend in sequence to aces",
        "foundation_first": "the foundations consist of the four aces and four kings of different suits, each "
                            "in its own place (note zodiac-3)",
        "foundation_done": "that foundation is complete: the aces ascend to kings, the kings descend to aces",
        "deal": "the pack is dealt out: what is left in the talon is re-dealt",
        "redeal": "the talon is re-dealt as often as required, until all the cards are placed either in the "
                  "Zodiac or in the Equator; if this cannot be done, the patience has already failed: the last "
                  "pass through the talon placed no card (note zodiac-5)",
        "redeal_early": "the pack is dealt out before the talon is re-dealt",
    },
    hooks=ZodiacHooks(),
    width=round((CENTRE + RADIUS + 50.0 + CARD_W + 4.0) / CARD_W, 3),
    height=round(2 * CENTRE / CARD_H, 3),
)
