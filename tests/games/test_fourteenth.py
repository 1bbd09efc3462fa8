"""The Fourteenth (No. 11), tested from the 1914 text, paragraph by paragraph, and the book's tableau."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from support import replay_win
import patience
from patience import IllegalMove
from patience.cards import packs, parse_card
from patience.games.fourteenth import BOOK_FOURTEENS, BOOK_TABLEAU, NAMES, PICTURE_FOURTEENS

SLUG = "fourteenth"


def cards(state: patience.State, name: str) -> list[str]:
    return [str(c) for c in state.pile(name)]


def full_grid(**overrides: str) -> dict[str, str]:
    """A full tableau where no fourteen can be composed (fives of hearts in T1-T4, sixes of spades
    elsewhere: 5+5, 5+6 and 6+6 are not fourteen), with some places changed."""
    grid = {name: ("5H" if name in ("T1", "T2", "T3", "T4") else "6S") for name in NAMES}
    grid.update(overrides)
    return grid


def test_two_packs_twenty_five_cards_in_five_rows() -> None:
    """'Two Entire Packs of Cards' ... 'Deal out twenty-five cards in five rows, each containing five
    cards.' The rest is the hand."""
    s = patience.new_game(SLUG, 2)
    assert all(len(s.pile(name)) == 1 for name in NAMES)
    assert len(s.pile("H")) == 104 - 25 and s.view()["H"] == [None] * 79
    assert Counter(int(c) for c in s.all_cards()) == Counter(int(c) for c in packs(2))
    assert s.score() == 0 and not s.is_won()


def test_fourteen_in_a_horizontal_or_perpendicular_row() -> None:
    """'The object is to compose the number fourteen with any two cards taken either from a
    perpendicular or from a horizontal row.'"""
    s = patience.arrange(SLUG, full_grid(T1="9C", T5="5D", T21="5C", T7="5S"))
    assert s.is_legal(patience.parse_move("pair T1 T5"))  # the first row
    assert s.is_legal(patience.parse_move("pair T1 T21"))  # the first column
    before = list(s.piles)
    with pytest.raises(IllegalMove, match="either from a perpendicular or from a horizontal row"):
        s.apply("pair T1 T7")  # a diagonal neighbour: no row holds both
    assert s.piles == before


def test_knave_eleven_queen_twelve_king_thirteen() -> None:
    """'The knave counts eleven, the queen twelve, and the king thirteen.'"""
    s = patience.arrange(SLUG, {"T1": "JC", "T2": "3D", "T3": "QH", "T4": "2S", "T5": "KD",
                                "T6": "AC", "T11": "7H", "T16": "7S", "T21": "8C"})
    assert s.is_legal(patience.parse_move("pair T1 T2"))  # knave and three
    assert s.is_legal(patience.parse_move("pair T3 T4"))  # queen and two
    assert not s.is_legal(patience.parse_move("pair T5 T6"))  # king and ace: not in one row
    assert not s.is_legal(patience.parse_move("pair T1 T6"))  # the knave and the ace make twelve
    assert s.is_legal(patience.parse_move("pair T11 T16"))  # seven and seven
    with pytest.raises(IllegalMove, match="compose the number fourteen"):
        s.apply("pair T16 T21")  # seven and eight make fifteen


def test_knave_and_ace_do_not_make_fourteen() -> None:
    """Only fourteen counts: a knave and an ace make twelve."""
    s = patience.arrange(SLUG, {"T1": "JC", "T6": "AC"})
    with pytest.raises(IllegalMove, match="compose the number fourteen"):
        s.apply("pair T1 T6")


def test_pairs_are_withdrawn_and_places_filled_from_the_hand() -> None:
    """'The cards so paired are withdrawn, and their places filled by the cards in your hand.'"""
    s = patience.arrange(SLUG, full_grid(T2="10H", T4="4C", H="KS QD 9H"))
    s.apply("pair T2 T4")
    assert cards(s, "W") == ["10H", "4C"]
    assert cards(s, "T2") == ["9H"] and cards(s, "T4") == ["QD"]  # the top of the hand, place by place
    assert cards(s, "H") == ["KS"]
    assert s.score() == 2
    s.undo()
    assert cards(s, "T2") == ["10H"] and cards(s, "W") == [] and len(s.pile("H")) == 3


def test_places_stay_empty_when_the_hand_is_spent() -> None:
    """With no cards left in the hand, the places of a pair are not filled."""
    s = patience.arrange(SLUG, {"T1": "8C", "T2": "6D", "T3": "5S"})
    s.apply("pair T1 T2")
    assert s.pile("T1") == () and s.pile("T2") == ()
    with pytest.raises(IllegalMove, match="no card in that place"):
        s.apply("pair T1 T3")


def test_the_books_tableau_three_fourteens_at_once() -> None:
    """'In the tableau three fourteens could be at once composed: The ten of hearts with the four of
    clubs, the knave of spades with the three of hearts, the eight of diamonds with the six of spades.'
    The picture, card by card, also has the king of clubs beside the ace of hearts (note fourteenth-2):
    those four pairs, and no others, are open."""
    s = patience.arrange(SLUG, BOOK_TABLEAU)
    named = {(parse_card(BOOK_TABLEAU[a]).name(), parse_card(BOOK_TABLEAU[b]).name()) for a, b in BOOK_FOURTEENS}
    assert named == {("ten of hearts", "four of clubs"), ("knave of spades", "three of hearts"),
                     ("eight of diamonds", "six of spades")}
    offered = {m.args for m in s.legal_moves()}
    assert offered == set(PICTURE_FOURTEENS)
    assert {tuple(p) for p in BOOK_FOURTEENS} <= offered
    assert "fourteenth-2" in patience.game(SLUG).notes
    assert Counter(BOOK_TABLEAU.values())["3H"] == 2  # two packs: the picture has two threes of hearts


def test_no_exchange_while_a_fourteen_can_be_composed() -> None:
    """'If in the course of the game the number fourteen cannot be composed, one chance remains':
    not before (note fourteenth-1)."""
    s = patience.arrange(SLUG, BOOK_TABLEAU)
    before = list(s.piles)
    with pytest.raises(IllegalMove, match="only when no fourteen can be composed"):
        s.apply("take T1 T2")
    with pytest.raises(IllegalMove, match="first take the two"):
        s.apply("exchange T3 T4")
    assert s.piles == before and s.counters["taken1"] == 0


def test_two_cards_change_places_with_any_other_two() -> None:
    """'any two cards may be taken from their proper position, and may change places with any other
    two cards; and it is only in making this exchange, so as to produce one or more fourteens ...':
    ``take A B`` then ``exchange C D`` (A with C, B with D)."""
    s = patience.arrange(SLUG, full_grid(T25="9D"))  # the nine would make fourteen with a five
    assert not any(m.kind == "pair" for m in s.legal_moves())
    assert {m.kind for m in s.legal_moves()} == {"take"}
    s.apply("take T25 T24")
    assert {m.kind for m in s.legal_moves()} == {"exchange"}
    with pytest.raises(IllegalMove, match="change places with any other two cards"):
        s.apply("exchange T25 T3")
    with pytest.raises(IllegalMove, match="must now change places"):
        s.apply("take T1 T3")
    s.apply("exchange T2 T1")  # the nine goes to T2 (among the fives), the six of T24 to T1
    assert cards(s, "T2") == ["9D"] and cards(s, "T25") == ["5H"]
    assert cards(s, "T1") == ["6S"] and cards(s, "T24") == ["5H"]
    assert any(m.kind == "pair" for m in s.legal_moves())
    assert s.counters["taken1"] == 0


def test_the_exchange_must_produce_a_fourteen() -> None:
    """'so as to produce one or more fourteens' (note fourteenth-1): an exchange that makes none is
    refused, and two cards that no exchange can help are not taken."""
    s = patience.arrange(SLUG, full_grid(T25="9D"))
    s.apply("take T25 T24")
    before = (list(s.piles), dict(s.counters))
    with pytest.raises(IllegalMove, match="produce one or more fourteens"):
        s.apply("exchange T10 T15")  # the nine goes to T10, among sixes only
    assert (list(s.piles), dict(s.counters)) == before
    hopeless = patience.arrange(SLUG, {"T1": "6S", "T2": "6C", "T3": "6D", "T4": "6H"})
    assert hopeless.legal_moves() == [] and hopeless.is_over() and not hopeless.is_won()
    with pytest.raises(IllegalMove, match="produce one or more fourteens"):
        hopeless.apply("take T1 T2")


def test_card_moves_are_not_the_game() -> None:
    """Cards leave the tableau only as a fourteen: a single card is never moved."""
    s = patience.new_game(SLUG, 1)
    for text in ("T1>T2", "T1>W", "H>T1", "W>T3"):
        with pytest.raises(IllegalMove):
            s.apply(text)
    with pytest.raises(IllegalMove, match="compose the number fourteen"):
        s.apply("T1>T2")
    with pytest.raises(IllegalMove, match="no such move"):
        s.apply("deal")


def test_success_is_the_entire_pack_paired_off() -> None:
    """'the success consisting of the entire pack being paired off.'"""
    rest = " ".join(["5H", "9C"] * 51)
    s = patience.arrange(SLUG, {"W": rest, "T1": "KS", "T5": "AD"})
    assert not s.is_won()
    s.apply("pair T1 T5")
    assert s.is_won() and s.is_over() and s.score() == 104


# Found by tests/support.find_win (20,000 nodes): deal 5 is won in 62 moves, with four exchanges.
WINNING_DEAL = 5
WINNING_LINE = (
    "pair T1 T2,pair T2 T22,pair T8 T9,pair T11 T13,pair T8 T13,pair T11 T16,pair T11 T14,pair T12 T17,"
    "pair T2 T17,pair T13 T15,take T1 T2,exchange T3 T4,pair T3 T13,pair T2 T3,pair T3 T5,pair T4 T9,"
    "pair T4 T9,pair T4 T14,pair T8 T9,pair T6 T8,pair T1 T6,pair T6 T21,pair T6 T8,pair T6 T8,pair T6 T7,"
    "pair T6 T10,pair T6 T16,pair T12 T13,pair T13 T18,pair T3 T13,pair T13 T15,pair T12 T15,pair T11 T12,"
    "pair T7 T12,pair T7 T8,pair T6 T7,pair T1 T6,pair T1 T11,pair T6 T8,pair T8 T10,pair T10 T20,"
    "pair T12 T14,pair T12 T15,pair T17 T20,pair T21 T23,take T1 T2,exchange T3 T4,pair T1 T16,pair T3 T8,"
    "take T2 T4,exchange T5 T6,pair T2 T22,pair T4 T19,pair T6 T11,take T5 T7,exchange T9 T10,pair T5 T25,"
    "take T7 T10,exchange T9 T13,pair T7 T10,pair T9 T24,pair T13 T18"
).split(",")


def test_a_numbered_deal_is_won() -> None:
    """A real deal, paired off entirely by the engine's own rules."""
    s = replay_win(SLUG, WINNING_DEAL, WINNING_LINE)
    assert s.is_won() and s.score() == 104 and s.legal_moves() == []


@settings(max_examples=40, deadline=None)
@given(deal=st.integers(0, 5000), choices=st.lists(st.integers(0, 10_000), max_size=80))
def test_every_offered_pair_makes_fourteen_in_a_line(deal: int, choices: list[int]) -> None:
    """Whatever is played, an offered pair sums to fourteen in one row or column, and after an exchange
    a fourteen can be composed."""
    s = patience.new_game(SLUG, deal)
    for choice in choices:
        moves = s.legal_moves()
        if not moves:
            break
        for m in moves:
            if m.kind == "pair":
                a, b = (NAMES.index(n) for n in m.args)
                assert a // 5 == b // 5 or a % 5 == b % 5
                assert sum(s.pile(n)[-1].rank for n in m.args) == 14
        move = moves[choice % len(moves)]
        s.apply(move)
        if move.kind == "exchange":
            assert any(m.kind == "pair" for m in s.legal_moves())
