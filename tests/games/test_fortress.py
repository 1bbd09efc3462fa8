"""Fortress (No. 10), tested from the 1914 text, rule by rule and paragraph by paragraph."""

from __future__ import annotations

from collections import Counter

import pytest

import patience
from patience import IllegalMove


def test_deal_one_pack_in_two_groups_of_five_rows() -> None:
    """'One Entire Pack of Cards' ... 'Deal out the entire pack horizontally in two groups, as in
    tableau': five rows a side, five cards a row and six in the lowest (the book's picture)."""
    s = patience.new_game("fortress", 3)
    lengths = {name: len(s.pile(name)) for name in ("L1", "L2", "L3", "L4", "L5", "R1", "R2", "R3", "R4", "R5")}
    assert list(lengths.values()) == [5, 5, 5, 5, 6, 5, 5, 5, 5, 6]
    assert Counter(int(c) for c in s.all_cards()) == Counter(int(c) for c in patience.cards.packs(1))
    assert all(not s.pile(f"F{k}") for k in range(1, 5))


def test_rule_I_only_outside_cards_are_available() -> None:
    """Rule I: 'Only the outside cards of each group are available ... no card can be used that has
    another outside it.'"""
    s = patience.arrange("fortress", {"L1": "AH 9C", "R1": "AS"})
    with pytest.raises(IllegalMove, match="Rule I: only the outside cards"):
        s.apply("L1@1>F2")  # the ace of hearts has the nine of clubs outside it
    assert s.pile("L1") == (patience.parse_card("AH"), patience.parse_card("9C"))
    s.apply("R1>F1")  # an outside ace plays
    assert s.pile("F1") == (patience.parse_card("AS"),)


def test_note_to_rule_I_outside_is_the_left_of_the_left_group_and_the_right_of_the_right() -> None:
    """'By "outside" is meant the cards on the right side of the right-hand group, and those on the
    left side of the left-hand group': the figure fans left rows to the left, right rows to the right."""
    game = patience.game("fortress")
    fans = {p.name[0]: p.fan for g in game.groups for p in g.piles if g.role.value == "tableau"}
    assert fans == {"L": "left", "R": "right"}


def test_rule_II_foundations_follow_suit() -> None:
    """Rule II: 'The foundations must follow suit.'"""
    s = patience.arrange("fortress", {"F1": "AS", "L1": "2H", "L2": "2S"})
    with pytest.raises(IllegalMove, match="Rule II: the foundations must follow suit"):
        s.apply("L1>F1")
    s.apply("L2>F1")
    assert [str(c) for c in s.pile("F1")] == ["AS", "2S"]


def test_the_centre_has_space_for_four_aces_in_any_order() -> None:
    """'leaving space in the centre for four aces': any ace takes any empty place, and the place
    then follows the suit of its ace (Rule II); a card other than an ace starts no foundation."""
    s = patience.arrange("fortress", {"L1": "AD", "L2": "AC", "R1": "2D", "R2": "2C", "R3": "3H"})
    s.apply("L1>F1")
    s.apply("L2>F4")
    assert "R1>F1" in {str(m) for m in s.legal_moves()} and "R1>F4" not in {str(m) for m in s.legal_moves()}
    with pytest.raises(IllegalMove, match="Rule II: the foundations must follow suit"):
        s.apply("R1>F4")
    with pytest.raises(IllegalMove, match="the four aces form the foundation cards"):
        s.apply("R3>F2")
    before = list(s.piles)
    with pytest.raises(IllegalMove):
        s.apply("R3>F3")
    assert s.piles == before
    s.apply("R2>F4")
    assert [str(c) for c in s.pile("F4")] == ["AC", "2C"]


def test_the_four_aces_are_the_foundations_and_go_up_to_kings() -> None:
    """'leaving space in the centre for four aces. These ... form the foundation cards, and are to
    descend [ascend: note fortress-1] in sequence to kings.'"""
    s = patience.arrange("fortress", {"L1": "2S", "L2": "AS", "F2": "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH",
                                      "R1": "KH", "R2": "3S"})
    with pytest.raises(IllegalMove, match="the four aces form the foundation cards"):
        s.apply("L1>F1")
    s.apply("L2>F1")
    with pytest.raises(IllegalMove, match="ascend in sequence"):
        s.apply("R2>F1")
    s.apply("L1>F1")
    s.apply("R2>F1")
    s.apply("R1>F2")
    assert len(s.pile("F2")) == 13
    assert "fortress-1" in patience.game("fortress").notes


def test_marriages_both_ascending_and_descending() -> None:
    """'form marriages, both in ascending and in descending lines, with cards on the outside of both
    groups' (a marriage: 'a card of the same suit on the next one above or below it in value')."""
    s = patience.arrange("fortress", {"L1": "6H", "R1": "5H", "R2": "7H", "L2": "5D", "L3": "9C"})
    assert s.is_legal(patience.parse_move("R1>L1"))
    assert s.is_legal(patience.parse_move("R2>L1"))
    assert s.is_legal(patience.parse_move("L1>R1")) and s.is_legal(patience.parse_move("L1>R2"))
    for bad in ("L2>L1", "L3>L1"):
        with pytest.raises(IllegalMove, match="same suit on the next one above or below"):
            s.apply(bad)


def test_a_lane_takes_any_available_card() -> None:
    """'When a lane is to be refilled, select any available card (Rule I), and place it at the inner
    end of the lane.'"""
    s = patience.arrange("fortress", {"L1": "3C 9D", "L2": "", "R1": "KS"})
    s.apply("R1>L2")
    assert [str(c) for c in s.pile("L2")] == ["KS"]
    s.undo()
    s.apply("L1>L2")
    assert [str(c) for c in s.pile("L2")] == ["9D"]


def test_the_books_note_reversing_a_sequence_through_a_lane() -> None:
    """'Supposing you have placed upon a deuce a sequence ending with eight; place the eight at the
    inner end of the lane, the other cards following in succession until the deuce becomes the outside
    card. When there are more cards in the lane than the original number, they can be placed partly over
    each other.'"""
    s = patience.arrange("fortress", {"L1": "KC 2H 3H 4H 5H 6H 7H 8H", "R3": ""})
    for _ in range(7):
        s.apply("L1>R3")
    assert [str(c) for c in s.pile("R3")] == ["8H", "7H", "6H", "5H", "4H", "3H", "2H"]
    assert str(s.pile("R3")[-1]) == "2H"  # the deuce is now the outside card
    assert [str(c) for c in s.pile("L1")] == ["KC"]


def test_there_is_no_redeal_and_nothing_to_deal() -> None:
    """'There is no re-deal.'"""
    s = patience.new_game("fortress", 5)
    for text in ("redeal", "deal"):
        with pytest.raises(IllegalMove, match="no such move"):
            s.apply(text)


def test_foundations_never_give_cards_back() -> None:
    """Cards played are placed on the foundations for good ('To play cards': placing them on the
    foundations)."""
    s = patience.arrange("fortress", {"F1": "AS 2S", "L1": "3S", "L2": ""})
    with pytest.raises(IllegalMove):
        s.apply("F1>L2")


WINNING_DEAL: int | None = None
WINNING_LINE: list[str] = []


def test_an_end_position_wins() -> None:
    """The patience succeeds when the four foundations reach the kings."""
    full = {f"F{k + 1}": " ".join(f"{r}{s}" for r in ("A", 2, 3, 4, 5, 6, 7, 8, 9, 10, "J", "Q"))
            for k, s in enumerate("SHCD")}
    s = patience.arrange("fortress", {**full, "L1": "KS KH", "R5": "KD KC"})
    line = ["L1>F2", "L1>F1", "R5>F3", "R5>F4"]
    for move in line:
        assert not s.is_won()
        s.apply(move)
    assert s.is_won() and s.is_over() and s.score() == 52
