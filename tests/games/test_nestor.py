"""Nestor (No. 23), tested from the 1914 text, sentence by sentence, and against the book's picture."""

from __future__ import annotations

import re
from collections import Counter

import pytest
from support import refused, replay_win, shown

import patience
from patience.cards import packs
from patience.deals import shuffled
from patience.games.nestor import ASIDE_NAMES, COLUMN_NAMES
from patience.state import State

SLUG = "nestor"
# A deal the solver wins (30 moves): pairs in the tableau, then the reserve card by card.
WON_DEAL = 6
WON_LINE = tuple(re.findall(r"pair \w+ \w+|deal", (
            "pair T1 T8 pair T1 T6 pair T3 T6 pair T2 T7 pair T2 T4 pair T2 T4 pair T3 T7 pair T3 T4 "
            "pair T4 T6 pair T3 T4 pair T5 T6 pair T2 T6 pair T4 T8 deal pair T2 A1 pair T2 T7 deal "
            "pair T5 A1 pair T5 T7 pair T5 T7 pair T7 T8 deal deal pair T8 A2 pair T1 T8 pair T1 T5 "
            "pair T1 A1 pair T3 T8 pair T1 T3 pair T5 T6")))


def arrange(piles: dict[str, str]) -> State:
    """A position set out by hand: only the cards a test names are in play."""
    return patience.arrange(SLUG, piles)


def values(s: State, name: str) -> list[int]:
    return [c >> 2 for c in s.pile(name)]


def reference_deal(deal: int) -> tuple[list[list[str]], list[str]]:
    """The deal as the text tells it, written again apart from the engine: the columns (top row
    first) and the reserve (top card last)."""
    pack = shuffled(packs(1), SLUG, deal)  # the top card last, as the engine deals
    columns: list[list[patience.Card]] = [[] for _ in COLUMN_NAMES]
    for _row in range(6):
        for column in columns:
            tries = 0
            while any(c.rank == pack[-1].rank for c in column) and tries < len(pack):
                pack.insert(0, pack.pop())  # "place it at the bottom of the pack in hand"
                tries += 1
            column.append(pack.pop())  # "proceed to deal the next card"
    return [[str(c) for c in column] for column in columns], [str(c) for c in pack]


# --- the deal --------------------------------------------------------------------


def test_one_pack_six_rows_of_eight_and_a_reserve_of_four() -> None:
    """'One Entire Pack of Cards'. 'Deal out in horizontal lines six rows each containing eight cards.'
    'When the tableau is complete, four cards will remain, which are to be placed aside, as a reserve.'
    The picture: eight columns of six cards, the reserve in one packet below, face down."""
    for deal in range(10):
        s = patience.new_game(SLUG, deal)
        assert [len(s.pile(name)) for name in COLUMN_NAMES] == [6] * 8
        assert len(s.pile("R")) == 4 and s.view()["R"] == [None] * 4
        assert all(not s.pile(name) for name in (*ASIDE_NAMES, "W"))
        assert Counter(int(c) for c in s.all_cards()) == Counter(int(c) for c in packs(1))
        assert s.score() == 0 and not s.is_won()
    tableau = patience.game(SLUG).groups[0]
    assert len({p.x for p in tableau.piles}) == 8 and all(p.fan == "down" for p in tableau.piles)
    reserve = patience.game(SLUG).groups[2].piles[0]
    assert reserve.y > tableau.piles[0].y + 1  # below the six rows, as in the picture


def test_no_two_cards_of_equal_value_in_a_perpendicular_line() -> None:
    """'you must be careful that there should never be two cards of equal value in the same
    perpendicular line' (note nestor-1): on every deal whose cards allow it."""
    for deal in range(300):
        s = patience.new_game(SLUG, deal)
        for name in COLUMN_NAMES:
            assert len(set(values(s, name))) == 6, (deal, name)


def test_the_duplicate_goes_to_the_bottom_of_the_pack() -> None:
    """'consider the duplicate card as unavailable for the moment and place it at the bottom of the
    pack in hand, and proceed to deal the next card': the engine's deal is the text's, written
    again here card by card, rows dealt from the left."""
    for deal in (0, 1, 2, 528, 540):
        s = patience.new_game(SLUG, deal)
        columns, reserve = reference_deal(deal)
        assert [shown(s, name) for name in COLUMN_NAMES] == columns
        assert shown(s, "R") == reserve
    # Deal 1 puts cards aside: the plain deal, row by row with no card put under, differs from it.
    plain = [str(c) for c in reversed(shuffled(packs(1), SLUG, 1))]
    assert [shown(patience.new_game(SLUG, 1), name)[0] for name in COLUMN_NAMES] == plain[:8]
    assert [shown(patience.new_game(SLUG, 1), name) for name in COLUMN_NAMES] != \
        [plain[k:48:8] for k in range(8)]


def test_when_no_card_in_hand_may_go_to_its_place() -> None:
    """When every card left in hand would repeat a value of the column, the rule cannot be kept: the
    top card is dealt all the same (note nestor-1). Deal 528: the last place of the eighth column,
    whose king, ace, queen and ten the four reserve cards all repeat, as the queen dealt repeats the
    queen above it."""
    s = patience.new_game(SLUG, 528)
    assert shown(s, "T8") == ["KC", "AC", "QS", "5H", "10D", "QC"]
    assert {c >> 2 for c in s.pile("R")} <= set(values(s, "T8"))
    assert shown(s, "R") == ["AH", "KS", "10C", "QD"]


# --- pairing ---------------------------------------------------------------------


def test_pairs_of_equal_value_are_withdrawn() -> None:
    """'You then examine the tableau and endeavor to pair the cards': two cards of equal value
    (note nestor-2), withdrawn together; a pair of unequal values is refused."""
    s = arrange({"T1": "KH 5C", "T2": "9D 5S", "T3": "7H"})
    assert s.legal_moves() == [patience.parse_move("pair T1 T2")]
    refused(s, "pair T1 T3", "endeavor to pair the cards: two cards of equal value")
    s.apply("pair T1 T2")
    assert shown(s, "W") == ["5C", "5S"]
    assert shown(s, "T1") == ["KH"] and shown(s, "T2") == ["9D"]


def test_any_two_of_the_four_may_be_paired() -> None:
    """Three fives available: the player chooses which two are paired."""
    s = arrange({"T1": "5C", "T4": "5S", "T8": "5H"})
    assert [str(m) for m in s.legal_moves()] == ["pair T1 T4", "pair T1 T8", "pair T4 T8"]


def test_only_the_lowest_row_until_released() -> None:
    """'taking only those of the lowest row, until their removal releases those above'."""
    s = arrange({"T1": "8H 4C", "T2": "8S 4D"})
    refused(s, "pair T1@1 T2@1", "taking only those of the lowest row")
    refused(s, "T1>T2", "endeavor to pair the cards")  # no card moves alone
    refused(s, "T1>W", "the cards paired are withdrawn")
    s.apply("pair T1 T2")
    assert s.legal_moves() == [patience.parse_move("pair T1 T2")]  # the eights released
    s.apply("pair T1 T2")
    assert not s.pile("T1") and not s.pile("T2")
    refused(s, "pair T1 T2", "there is no card in that place")


def test_the_pair_is_written_as_the_fourteenths() -> None:
    """The move is the Fourteenth's word and notation (``pair T1 T5``): it parses back, and the pair
    goes to the cards paired off (W), as there."""
    s = patience.new_game(SLUG, 1)
    for move in s.legal_moves():
        assert move.kind == "pair" and patience.parse_move(str(move)) == move
    refused(s, "pair T1", "write pair with two places")
    refused(s, "pair T1 T1", "name two different places")
    refused(s, "pair T1 X9", "no such pile")
    refused(s, "pair T1 R", "taking only those of the lowest row")


# --- the reserve -----------------------------------------------------------------


def test_the_reserve_only_when_no_more_can_be_paired() -> None:
    """'When no more can be paired, you have recourse to those of the reserve, taking them up one by
    one' (note nestor-3)."""
    s = arrange({"T1": "8H 4C", "T2": "8S 4D", "R": "2S 9C"})
    refused(s, "deal", "When no more can be paired")
    s.apply("pair T1 T2")
    s.apply("pair T1 T2")
    assert patience.parse_move("deal") in s.legal_moves()
    s.apply("deal")
    assert shown(s, "A1") == ["9C"] and shown(s, "R") == ["2S"]


def test_a_card_put_aside_can_be_paired_afterwards() -> None:
    """'If the first cannot be paired, put it aside, taking the next, but the card or cards so put
    aside can be paired afterwards if the opportunity of doing so arises.'"""
    s = arrange({"T1": "3H 6C", "T2": "JD", "R": "3S QC 6D"})
    s.apply("deal")  # the six of diamonds pairs with the six of clubs
    assert shown(s, "A1") == ["6D"]
    s.apply("pair T1 A1")
    s.apply("deal")  # the queen of clubs cannot be paired: put aside (A1, free again)
    assert shown(s, "A1") == ["QC"] and s.legal_moves() == [patience.parse_move("deal")]
    s.apply("deal")  # the next: the three of spades, to the next free place
    assert shown(s, "A2") == ["3S"]
    assert s.legal_moves() == [patience.parse_move("pair T1 A2")]
    s.apply("pair T1 A2")
    assert shown(s, "A1") == ["QC"]  # still there, to be paired if its fellow appears


def test_reserve_cards_pair_with_each_other() -> None:
    """The cards put aside are all available: two of them make a pair."""
    s = arrange({"T1": "KH", "R": "7S 7C"})
    s.apply("deal")
    s.apply("deal")
    assert s.legal_moves() == [patience.parse_move("pair A1 A2")]


# --- the end ---------------------------------------------------------------------


def test_all_cards_paired_is_won() -> None:
    """The game succeeds when all the cards are paired: the 52 withdrawn."""
    s = replay_win(SLUG, WON_DEAL, WON_LINE)
    assert s.score() == 52 and s.is_over()


def test_if_all_the_cards_cannot_be_paired_the_game_has_failed() -> None:
    """'If all the cards cannot be paired, the game has failed': no pair, the reserve used up."""
    s = arrange({"T1": "KH 5C", "T2": "9D", "A1": "QS"})
    assert s.legal_moves() == [] and s.is_over() and not s.is_won()
    refused(s, "deal", "the game has failed")
    lost = patience.new_game(SLUG, 1)
    while lost.legal_moves():
        lost.apply(lost.legal_moves()[0])
    assert lost.is_over() and not lost.is_won() and lost.score() < 52


@pytest.mark.parametrize("deal", [0, 1, 528])
def test_a_deal_saves_as_its_moves(deal: int) -> None:
    s = patience.new_game(SLUG, deal)
    for _ in range(5):
        legal = s.legal_moves()
        if not legal:
            break
        s.apply(legal[-1])
    assert patience.from_dict(s.to_dict()) == s
