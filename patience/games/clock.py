"""The Clock (No. 9): two packs; twelve foundations against the hours, a circle of twelve packets, a talon.

Pure data over the vocabulary; no hooks. The twelve foundation cards are withdrawn and placed against
the hours as the book's picture has them (note clock-1); each ascends in its suit (Rule IV), past
the king to the ace where it must, until it attains its hour: 104 cards in all, so the game is won
when every card of both packs is on the foundations. The circle is twelve packets of three dealt
together; the uppermost card of each is available (Rule I), and marriages descend in suit only with
cards of the circle (Rule II: ``takes_from``, note clock-2). Short packets are brought back to three
cards from the pack by the player's move ``refill``, in order from the numeral I, and the pack is
not dealt on while one waits (Rule III: ``Refill.BY_MOVE``, note clock-3). ``deal`` turns the next
card of the pack onto the talon, whose top card goes only to the foundations; when to deal is the
player's choice (note clock-4). ``BOOK_TABLEAU`` is the book's second picture, the clock when the
game is won (note clock-5).
"""

from __future__ import annotations

import math

from ..cards import CLUBS, DIAMONDS, HEARTS, RANK_NAMES, SPADES, SUIT_NAMES, card
from ..rules import Build, DealStep, Foundation, Game, Group, Pile, Refill, Role, Stock

HOURS = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII")

# The foundation cards against the hours I to XII, as the picture has them (note clock-1): a six at I
# and one rank more at each hour round to the king at VIII; a deuce at IX and up to a five at XII.
# The suits go round in fours: clubs, hearts, spades, diamonds.
FIRST_RANKS = (6, 7, 8, 9, 10, 11, 12, 13, 2, 3, 4, 5)
SUITS = (CLUBS, HEARTS, SPADES, DIAMONDS) * 3


def to_the_hour(first: int, hour: int) -> tuple[int, ...]:
    """The ranks a foundation takes, from its card up to its hour, past the king to the ace if need be."""
    ranks = [first]
    while ranks[-1] != hour:
        ranks.append(ranks[-1] % 13 + 1)
    return tuple(ranks)


SEQUENCES = tuple(to_the_hour(first, hour) for hour, first in enumerate(FIRST_RANKS, start=1))

# The layout, in the board's pixels (a card 56 by 78): the foundations on a ring, each lying along it
# as in the picture (upright at XII and VI, lengthways at III and IX); the circle of packets on a ring
# outside them (the picture's dotted packet, above I), each spread along the ring as the dotted one
# is, towards the next hour, so that every card shows its corner; the pack and the talon within the
# clock, where the book's second picture has its hands.
CARD_W, CARD_H = 56.0, 78.0
FOUNDATION_RADIUS = 180.0
PACKET_RADIUS = 285.0
PACKET_SPAN = 1.4  # room for a packet's spread beyond its first card, in card widths
CENTRE = 345.0  # the clock's centre, from the top left: room for the outer ring and its spread


def _tilt(hour: int) -> float:
    """The slant of a card lying along the ring at ``hour``: from -90 to 90 degrees (upright at XII)."""
    return float((30 * hour + 90) % 180 - 90)


def _place(hour: int, radius: float) -> tuple[float, float]:
    """The left and top edges, in card widths and heights, of a card centred ``radius`` from the centre
    at ``hour``."""
    angle = math.radians(30 * hour)
    x = CENTRE + radius * math.sin(angle) - CARD_W / 2
    y = CENTRE - radius * math.cos(angle) - CARD_H / 2
    return round(x / CARD_W, 3), round(y / CARD_H, 3)


def _clockwise(hour: int) -> str:
    """The spread that runs clockwise, towards the next hour, once the pile is turned by its tilt."""
    return "right" if math.cos(math.radians(30 * hour - _tilt(hour))) > 0 else "left"


FOUNDATIONS = tuple(
    Pile(f"F{hour}", *_place(hour, FOUNDATION_RADIUS), tilt=_tilt(hour),
         label=f"hour {HOURS[hour - 1]}: the {RANK_NAMES[first]} of {SUIT_NAMES[suit]}, ascending to the "
               f"{RANK_NAMES[hour]}")
    for hour, (first, suit) in enumerate(zip(FIRST_RANKS, SUITS), start=1))
PACKETS = tuple(Pile(f"C{hour}", *_place(hour, PACKET_RADIUS), fan=_clockwise(hour), span=PACKET_SPAN,
                     tilt=_tilt(hour), label=f"the packet at {HOURS[hour - 1]}")
                for hour in range(1, 13))
PACKET_NAMES = tuple(p.name for p in PACKETS)
PACK_AT = (round((CENTRE - CARD_W - 6) / CARD_W, 3), round((CENTRE - CARD_H / 2) / CARD_H, 3))
TALON_AT = (round((CENTRE + 6) / CARD_W, 3), PACK_AT[1])

# The book's second picture: the clock when the game is won, each hour showing its own card (note
# clock-5): each foundation's cards, bottom first, from its first card to its hour.
BOOK_TABLEAU: dict[str, str] = {
    f"F{hour}": " ".join(str(card(rank, suit)) for rank in sequence)
    for hour, (sequence, suit) in enumerate(zip(SEQUENCES, SUITS), start=1)
}

RULE_II = "Rule II: marriages can only be made with cards in the circle, and not with those from the pack or talon"
RULE_III = "Rule III: vacancies in the circle must be refilled with cards from the pack, but not from the talon"

GAME = Game(
    slug="clock",
    title="THE CLOCK",
    number=9,
    packs=2,
    groups=(
        Group("foundations", Role.FOUNDATION, FOUNDATIONS,
              foundations=tuple(Foundation(sequence, suit=suit, preplaced=True)
                                for sequence, suit in zip(SEQUENCES, SUITS)),
              label="The twelve foundations, against the hours of the clock"),
        # Rule II: "marry in a descending line", only with cards of the circle; Rule III: each packet kept
        # to "not less than three cards" from the pack, when the player refills (note clock-3).
        Group("circle", Role.TABLEAU, PACKETS, build=Build.DOWN_IN_SUIT, takes_from=("circle",),
              refill_from=("pack",), depth=3, refill=Refill.BY_MOVE,
              label="The circle: twelve packets of three or more"),
        Group("pack", Role.STOCK, (Pile("P", *PACK_AT, label="the pack"),), label="The pack"),
        Group("talon", Role.TALON, (Pile("T", *TALON_AT, label="the talon"),),
              label="The talon: only to the foundations"),
    ),
    # "a circle consisting of twelve packets of three cards dealt together", from I (note clock-2)
    opening=(DealStep(PACKET_NAMES, each=3),),
    stock=Stock.TO_TALON,
    notes=("clock-1", "clock-2", "clock-3", "clock-4", "clock-5"),
    rules={
        "available": "Rule I: the uppermost cards of each packet are available, and their removal releases as "
                     "usual those beneath",
        "follow_suit": "Rule IV: the twelve foundations must follow suit",
        "sequence": "the foundation cards ascend in sequence until each packet attains the hour of the clock "
                    "against which it is placed (note clock-1)",
        "foundation_done": "that packet has attained the hour of the clock against which it is placed",
        "down_in_suit": "Rule II: marry in a descending line: only the next lower card of the same suit goes on "
                        "a card of the circle (note clock-2)",
        "takes_from": RULE_II + " (note clock-2)",
        "space": RULE_III + " (note clock-3)",
        "no_build": "nothing is placed on the pack or the talon: the talon is formed of the cards dealt from "
                    "the pack that cannot be employed (note clock-4)",
        "no_move_from": "the pack is dealt out card by card, and the foundations keep their cards: cards are "
                        "played from the circle and the talon",
        "refill_first": "Rule III: vacancies in the circle must be refilled, all the packets refilled before "
                        "proceeding again, and before the pack is dealt on (note clock-3)",
        "refill": "Rule III: each packet must be refilled so as to contain not less than three cards: none is "
                  "short, or the pack is exhausted",
        "deal": "the remaining cards have been dealt out: there is no re-deal",
    },
    width=round(2 * CENTRE / CARD_W, 3),
    height=round(2 * CENTRE / CARD_H, 3),
)
