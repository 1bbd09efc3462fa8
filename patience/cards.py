"""Cards and packs: the one place that knows how a card is encoded and written.

A card is a small ``int`` (``rank * 4 + suit``) so that piles are cheap tuples
that hash well for the solver; :class:`Card` adds readable properties and the
notation on top without changing that value.

Notation: rank ``A 2 3 4 5 6 7 8 9 10 J Q K`` (``J`` is the book's knave),
suit ``S H C D`` (spades, hearts, clubs, diamonds), e.g. ``10H`` or ``JS``.
``T`` is also read as ten. :func:`pretty` gives ``10♥``.
"""

from __future__ import annotations

from typing import Iterable

SUITS = "SHCD"
SUIT_NAMES = ("spades", "hearts", "clubs", "diamonds")
SUIT_SYMBOLS = "♠♥♣♦"
SPADES, HEARTS, CLUBS, DIAMONDS = range(4)
RANK_LETTERS = {1: "A", 11: "J", 12: "Q", 13: "K"}
# A pile's cards as bytes, translated through this table (``bytes.translate``), become their ranks:
# for keys that do not tell suits apart.
RANKS_OF_CODES = bytes(code >> 2 for code in range(256))
RANK_NAMES = {
    1: "ace", 2: "deuce", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven",
    8: "eight", 9: "nine", 10: "ten", 11: "knave", 12: "queen", 13: "king",
}
ACE, KNAVE, QUEEN, KING = 1, 11, 12, 13
RED, BLACK = "red", "black"


class Card(int):
    """A playing card; its integer value is ``rank * 4 + suit``."""

    __slots__ = ()

    @property
    def rank(self) -> int:
        """1 (ace) to 13 (king); the knave is 11 and the queen 12."""
        return self >> 2

    @property
    def suit(self) -> int:
        """0 spades, 1 hearts, 2 clubs, 3 diamonds."""
        return self & 3

    @property
    def is_red(self) -> bool:
        """Hearts and diamonds are red."""
        return bool(self & 1)

    @property
    def colour(self) -> str:
        return RED if self & 1 else BLACK

    @property
    def value(self) -> int:
        """The book's 'value': the points of a minor card, 11-13 for court cards."""
        return self >> 2

    def __str__(self) -> str:
        return rank_text(self >> 2) + SUITS[self & 3]

    def __repr__(self) -> str:
        return f"Card('{self}')"

    def name(self) -> str:
        """The card in words, as the book names it: 'knave of spades'."""
        return f"{RANK_NAMES[self >> 2]} of {SUIT_NAMES[self & 3]}"

    def pretty(self) -> str:
        """The short form with a suit symbol: '10♥'."""
        return rank_text(self >> 2) + SUIT_SYMBOLS[self & 3]


# Every card object is made once; piles hold these shared instances.
_CARDS: dict[int, Card] = {r * 4 + s: Card(r * 4 + s) for r in range(1, 14) for s in range(4)}


def card(rank: int, suit: int) -> Card:
    """The card of that rank (1-13) and suit index (0-3)."""
    if not 1 <= rank <= 13 or not 0 <= suit <= 3:
        raise ValueError(f"no such card: rank {rank}, suit {suit}")
    return _CARDS[rank * 4 + suit]


def from_code(code: int) -> Card:
    """The shared :class:`Card` for an integer code."""
    return _CARDS[code]


def rank_text(rank: int) -> str:
    return RANK_LETTERS.get(rank, str(rank))


def parse_card(text: str) -> Card:
    """Read ``'10H'``, ``'TH'``, ``'JS'``, ``'AS'`` or ``'10♥'`` back into a card."""
    t = text.strip().upper()
    if len(t) < 2:
        raise ValueError(f"not a card: {text!r} (write e.g. 10H, JS, AD)")
    rank_part, suit_part = t[:-1], t[-1]
    suit_index = SUITS.find(suit_part)
    if suit_index < 0:
        suit_index = SUIT_SYMBOLS.find(suit_part)
    letters = {"A": 1, "J": 11, "Q": 12, "K": 13, "T": 10}
    if rank_part in letters:
        rank = letters[rank_part]
    elif rank_part.isdigit() and 2 <= int(rank_part) <= 10:
        rank = int(rank_part)
    else:
        rank = -1
    if suit_index < 0 or rank < 0:
        raise ValueError(f"not a card: {text!r} (write e.g. 10H, JS, AD)")
    return _CARDS[rank * 4 + suit_index]


def pack(ranks: Iterable[int] = range(1, 14)) -> list[Card]:
    """One pack in the canonical order: spades, hearts, clubs, diamonds, each ace upward."""
    rank_list = list(ranks)
    return [_CARDS[r * 4 + s] for s in range(4) for r in rank_list]


PIQUET_RANKS = (1, 7, 8, 9, 10, 11, 12, 13)


def packs(count: int, piquet: bool = False) -> list[Card]:
    """``count`` entire packs (52 cards each), or piquet packs (32: seven to ace)."""
    one = pack(PIQUET_RANKS if piquet else range(1, 14))
    return [c for _ in range(count) for c in one]


def cards_text(cards: Iterable[int]) -> str:
    """Cards written in the short notation, separated by spaces."""
    return " ".join(str(_CARDS[c]) for c in cards)
