"""Cards, packs, the notation, and numbered deals that are the same everywhere."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

import patience
from patience.cards import (KING, KNAVE, QUEEN, card, cards_text, pack, packs, parse_card)
from patience.deals import DealRandom, shuffled
from patience.moves import IllegalMove, Move, parse_move


def test_ranks_as_the_book_counts_them() -> None:
    """'The knave counts eleven, the queen twelve, and the king thirteen.'"""
    assert (parse_card("JS").rank, parse_card("QH").rank, parse_card("KD").rank) == (KNAVE, QUEEN, KING)
    assert parse_card("JS").name() == "knave of spades"
    assert parse_card("2H").name() == "deuce of hearts"


def test_suits_and_colours() -> None:
    assert [parse_card(t).colour for t in ("AS", "AH", "AC", "AD")] == ["black", "red", "black", "red"]


@given(st.integers(1, 13), st.integers(0, 3))
def test_the_notation_reads_back(rank: int, suit: int) -> None:
    c = card(rank, suit)
    assert parse_card(str(c)) == c and parse_card(c.pretty()) == c
    assert parse_card(str(c).lower()) == c


def test_ten_is_written_10_and_read_as_T_too() -> None:
    assert str(parse_card("TH")) == "10H" and parse_card("10H").pretty() == "10♥"


@pytest.mark.parametrize("text", ["", "1H", "11S", "KX", "Z", "10"])
def test_a_bad_card_is_refused_with_the_notation_explained(text: str) -> None:
    with pytest.raises(ValueError, match="write e.g. 10H"):
        parse_card(text)


def test_one_two_and_four_entire_packs_and_the_piquet_pack() -> None:
    assert len(pack()) == 52 and len(set(pack())) == 52
    assert Counter(packs(2)) == Counter({c: 2 for c in pack()})
    assert len(packs(4)) == 208
    piquet = packs(1, piquet=True)
    assert len(piquet) == 32 and sorted({c.rank for c in piquet}) == [1, 7, 8, 9, 10, 11, 12, 13]


def test_moves_have_one_notation_both_ways() -> None:
    for text in ("L3>F1", "deal", "redeal", "pair T3 T7", "exchange T1 T2", "C3@6>F1"):
        assert str(parse_move(text)) == text
    assert parse_move(" L3 > F1 ") == Move.card("L3", "F1")
    for bad in ("", ">F1", "L3>", "L3>F1>F2", "Pair T1", "pair T-1"):
        with pytest.raises(IllegalMove):
            parse_move(bad)


def test_the_generator_is_splitmix64() -> None:
    """The documented generator: SplitMix64's published first outputs for seed 0."""
    r = DealRandom("any", 0)
    r._state = 0
    assert (r.next64(), r.next64()) == (0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4)


def test_deal_numbers_give_the_same_cards_on_every_machine() -> None:
    """Golden deals: these card orders must never change (a deal number is shared between readers)."""
    s = patience.new_game("fortress", 0)
    assert cards_text(s.pile("L1")) == "KS 2C 8S 2H 6S"
    assert cards_text(s.pile("R5")) == "3C 9S 5S 9H KD AD"
    assert shuffled(list(range(10)), "fortress", 0) == shuffled(list(range(10)), "fortress", 0)
    assert shuffled(list(range(10)), "fortress", 0, "redeal-1") != shuffled(list(range(10)), "fortress", 0)


@given(st.integers(2, 60))
def test_below_is_in_range_and_shuffle_is_a_permutation(n: int) -> None:
    r = DealRandom("t", n)
    assert all(0 <= r.below(n) < n for _ in range(20))
    items = list(range(n))
    r.shuffle(items)
    assert sorted(items) == list(range(n))


def test_a_bad_deal_number_is_refused() -> None:
    for bad in (-1, 1.5, "3", True):
        with pytest.raises(ValueError, match="whole number"):
            patience.new_game("fortress", bad)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="no game 'nope'"):
        patience.new_game("nope")
