"""Margarethe (No. 35), tested from the 1914 text, rule by rule and paragraph by paragraph."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import patience
from patience import IllegalMove
from patience.cards import packs
from support import cards, replay_win

# The M as the edition reads the picture (note margarethe-1): kings F1-F4, knaves F5-F8, queens F9-F12,
# each line hearts, clubs, diamonds, spades.
M = {
    "F1": "KH", "F2": "KC", "F3": "KD", "F4": "KS",
    "F5": "JH", "F6": "JC", "F7": "JD", "F8": "JS",
    "F9": "QH", "F10": "QC", "F11": "QD", "F12": "QS",
}
ACES = "F13"
HELPS = tuple(f"H{k}" for k in range(1, 10))
# Cards that lie in the A unless a test says otherwise: none of them goes up before a ten, a seven or a
# four of its suit has gone up.
FULL = dict(zip(HELPS, ("9H", "9C", "9D", "9S", "6H", "6C", "6D", "6S", "3H")))
DOWN = {"K": ("K", "10", "9", "8"), "J": ("J", "7", "6", "5"), "Q": ("Q", "4", "3", "2")}


def arrange(piles: dict[str, str], counters: dict[str, int] | None = None) -> patience.State:
    return patience.arrange("margarethe", {**M, **FULL, **piles}, counters)


def down_to(first: str, last: str) -> str:
    """A foundation from its court card down to ``last`` (a rank), in its suit."""
    ranks = DOWN[first[0]]
    return " ".join(f"{r}{first[-1]}" for r in ranks[: ranks.index(last) + 1])


def places() -> dict[str, patience.rules.Pile]:
    return {p.name: p for g in patience.game("margarethe").groups for p in g.piles}


def test_the_court_cards_are_withdrawn_and_placed_in_the_form_of_an_m() -> None:
    """'Withdraw from the pack all the court cards and place them in the form of an M, as in tableau.
    These twelve cards are the foundations.'"""
    for deal in (0, 7, 123):
        s = patience.new_game("margarethe", deal)
        assert {name: str(s.pile(name)[0]) for name in M} == M
        assert all(len(s.pile(name)) == 1 for name in M) and s.pile(ACES) == ()
        rest = [c for name in ("P", "T", *HELPS) for c in s.pile(name)]
        assert not any(c.rank > 10 for c in rest)  # no court card left in the pack
        assert Counter(int(c) for c in s.all_cards()) == Counter(int(c) for c in packs(1))
    at = places()
    kings, knaves, queens = ([at[f"F{k}"] for k in ks] for ks in ((1, 2, 3, 4), (5, 6, 7, 8), (9, 10, 11, 12)))
    # the kings down the left stroke, the queens down the right, the knaves down and up between them
    assert len({p.x for p in kings}) == 1 and len({p.x for p in queens}) == 1
    assert all(a.y < b.y for a, b in zip(kings, kings[1:])) and all(a.y < b.y for a, b in zip(queens, queens[1:]))
    assert kings[0].x < knaves[0].x < knaves[1].x < knaves[2].x < knaves[3].x < queens[0].x
    assert knaves[1].y > knaves[0].y and knaves[2].y > knaves[3].y  # the middle of the M dips
    assert knaves[0].tilt < 0 < knaves[3].tilt  # slanting along the strokes


def test_the_aces_packet_lies_crossways_in_the_m_underneath_the_knaves() -> None:
    """'All the aces as they appear are to be placed in one packet in the M underneath the knaves', and
    at the end 'the four aces being placed crossways in the centre'."""
    at = places()
    aces, knaves = at[ACES], [at[f"F{k}"] for k in (5, 6, 7, 8)]
    assert aces.tilt == 90
    assert min(p.x for p in knaves) < aces.x < max(p.x for p in knaves)
    assert aces.y > max(p.y for p in knaves) + 1


def test_nine_help_cards_are_placed_in_the_form_of_an_a() -> None:
    """'You next deal nine cards and place them in the form of an A (see tableau).'"""
    s = patience.new_game("margarethe", 3)
    assert [len(s.pile(name)) for name in HELPS] == [1] * 9
    assert len(s.pile("P")) == 52 - 12 - 9 and not s.pile("T")
    at = places()
    left, right, bar = [at[f"H{k}"] for k in (1, 2, 3, 4)], [at[f"H{k}"] for k in (5, 6, 7, 8)], at["H9"]
    assert all(b.y < a.y and b.x > a.x for a, b in zip(left, left[1:]))  # up the left stroke
    assert all(b.y > a.y and b.x > a.x for a, b in zip(right, right[1:]))  # down the right stroke
    assert bar.tilt == 90 and left[1].x < bar.x < right[2].x and left[3].y < bar.y < left[0].y
    assert min(p.x for p in (*left, *right, bar)) > at["F9"].x  # the A stands to the right of the M


def test_the_pack_is_face_down() -> None:
    s = patience.new_game("margarethe", 2)
    assert set(s.view()["P"]) == {None}
    assert all(v is not None for name in HELPS for v in s.view()[name])


def test_rule_I_the_foundations_follow_suit() -> None:
    """Rule I: 'The foundations follow suit.'"""
    s = arrange({"H1": "10C"})
    before = list(s.piles)
    for foundation in ("F1", "F3", "F4"):
        with pytest.raises(IllegalMove, match="Rule I: the foundations follow suit"):
            s.apply(f"H1>{foundation}")
        assert s.piles == before
    s.apply("H1>F2")
    assert s.pile("F2") == cards("KC 10C")


def test_rule_II_the_kings_descend_from_ten_to_eight() -> None:
    """Rule II: 'The king foundations descend from ten to eight', 'the first played on a king being a ten'."""
    s = arrange({"H1": "9H", "H2": "10H", "H3": "8H", "H4": "7H"})
    before = list(s.piles)
    with pytest.raises(IllegalMove, match="Rule II: the king foundations descend from ten to eight"):
        s.apply("H1>F1")  # a nine may not go on the king
    assert s.piles == before
    for move in ("H2>F1", "H1>F1", "H3>F1"):
        s.apply(move)
    assert s.pile("F1") == cards("KH 10H 9H 8H")
    with pytest.raises(IllegalMove, match="the final tableau will form an M composed of the eights"):
        s.apply("H4>F1")  # the kings end with the eights


def test_rule_II_the_knaves_descend_from_seven_to_five() -> None:
    """Rule II: '... the knaves, from seven to five', 'on a knave a seven'."""
    s = arrange({"H1": "10C", "H2": "7C", "H3": "6C", "H4": "5C", "H5": "4C"})
    before = list(s.piles)
    with pytest.raises(IllegalMove, match="the knaves, from seven to five"):
        s.apply("H1>F6")  # not a ten on a knave
    assert s.piles == before
    for move in ("H2>F6", "H3>F6", "H4>F6"):
        s.apply(move)
    assert s.pile("F6") == cards("JC 7C 6C 5C")
    with pytest.raises(IllegalMove, match="composed of the eights, the fives and the twos"):
        s.apply("H5>F6")


def test_rule_II_the_queens_descend_from_four_to_two() -> None:
    """Rule II: '... the queens, from four to two', 'on a queen a four'."""
    s = arrange({"H1": "3D", "H2": "4D", "H4": "2D", "H5": "AD"})
    before = list(s.piles)
    with pytest.raises(IllegalMove, match="the queens, from four to two"):
        s.apply("H1>F11")  # the three waits for the four
    assert s.piles == before
    for move in ("H2>F11", "H1>F11", "H4>F11"):
        s.apply(move)
    assert s.pile("F11") == cards("QD 4D 3D 2D")
    with pytest.raises(IllegalMove, match="composed of the eights, the fives and the twos"):
        s.apply("H5>F11")  # the ace goes to its packet, not on the two
    s.apply("H5>F13")


def test_the_aces_go_in_one_packet_whatever_their_suit() -> None:
    """'All the aces as they appear are to be placed in one packet in the M underneath the knaves.'"""
    s = arrange({"H1": "AD", "H2": "AS", "H3": "AH", "H4": "AC"})
    for k in (1, 2, 3, 4):
        s.apply(f"H{k}>F13")
    assert s.pile("F13") == cards("AD AS AH AC")


def test_only_aces_go_in_the_aces_packet() -> None:
    s = arrange({"H1": "2S", "H2": "AS", "H3": "3S", "H4": "AC"})
    before = list(s.piles)
    with pytest.raises(IllegalMove, match="all the aces as they appear are to be placed in one packet"):
        s.apply("H1>F13")
    assert s.piles == before
    s.apply("H2>F13")
    with pytest.raises(IllegalMove, match="the packet underneath the knaves is for the aces"):
        s.apply("H3>F13")
    with pytest.raises(IllegalMove, match="Rule II"):
        s.apply("H4>F2")  # nor does an ace go on a king of its suit: the aces' packet only
    assert s.pile("F13") == cards("AS") and s.pile("F2") == cards("KC")


def test_nothing_is_placed_on_the_help_cards_or_the_talon() -> None:
    """'These are the help cards, and from them you play any that are suitable on to the foundations':
    no card is built on them."""
    s = arrange({"H1": "9S", "H2": "8S", "T": "5S", "P": "2C"})
    before = list(s.piles)
    for move in ("H2>H1", "T>H1", "H1>T", "H1>H2"):
        with pytest.raises(IllegalMove, match="from the help cards you play any that are suitable"):
            s.apply(move)
        assert s.piles == before


def test_the_foundations_keep_their_cards() -> None:
    s = arrange({"F1": "KH 10H", "H1": ""})
    before = list(s.piles)
    for move in ("F1>H1", "F1>T", "F13>F1"):
        with pytest.raises(IllegalMove):
            s.apply(move)
        assert s.piles == before
    with pytest.raises(IllegalMove, match="the foundations keep their cards"):
        s.apply("F1>H1")


def test_spaces_are_filled_from_the_pack_in_hand_when_the_player_chooses() -> None:
    """'from them you play any that are suitable on to the foundations ..., filling the spaces from the pack
    in hand' (note margarethe-3): a space is not filled of itself; the next card of the pack is turned
    into it."""
    s = arrange({"H1": "10S", "H2": "9S", "P": "5C 2H"})
    s.apply("H1>F4")
    assert s.pile("H1") == ()  # not refilled of itself
    s.apply("H2>F4")
    assert {"P>H1", "P>H2"} <= {str(m) for m in s.legal_moves()}
    s.apply("P>H2")
    assert s.pile("H2") == cards("2H") and s.pile("H1") == () and s.pile("P") == cards("5C")


def test_vacancies_in_the_a_are_refilled_with_the_cards_dealt() -> None:
    """'You next proceed to deal out the whole pack, playing on the foundations, placing aces in the
    reserved space in the M, refilling vacancies in the A, and placing unsuitable cards in the talon.'"""
    s = arrange({"H1": "10S", "P": "3C AH 2C 9S 7C"})
    s.apply("H1>F4")
    s.apply("deal")
    s.apply("T>F6")  # on the foundations
    s.apply("deal")
    s.apply("T>F4")
    s.apply("deal")
    s.apply("T>H1")  # into the vacancy in the A
    s.apply("deal")
    s.apply("T>F13")  # the ace to the reserved space
    s.apply("deal")  # an unsuitable card stays in the talon
    assert s.pile("F6") == cards("JC 7C") and s.pile("F4") == cards("KS 10S 9S") and s.pile("F13") == cards("AH")
    assert s.pile("H1") == cards("2C") and s.pile("T") == cards("3C") and not s.pile("P")


def test_a_space_is_not_filled_from_the_a() -> None:
    """The spaces are filled 'from the pack in hand' and with the cards dealt: no help card moves into a
    space (note margarethe-3)."""
    s = arrange({"H1": "10S", "H2": "9S", "T": "4C"})
    s.apply("H1>F4")
    before = list(s.piles)
    with pytest.raises(IllegalMove, match="the spaces in the A are filled from the pack in hand"):
        s.apply("H2>H1")
    assert s.piles == before


def test_a_card_of_the_pack_goes_only_to_the_talon_or_a_space() -> None:
    s = arrange({"P": "10H"})
    before = list(s.piles)
    with pytest.raises(IllegalMove, match="a card of the pack is dealt to the talon, or turned into a space"):
        s.apply("P>H1")  # the A has no space
    with pytest.raises(IllegalMove, match="the pack is dealt out card by card"):
        s.apply("P>F1")  # even a card that would go up: it is dealt first
    assert s.piles == before


def test_the_talon_top_card_alone_is_available() -> None:
    """Note margarethe-2: each card is turned onto the talon, whose top card is available."""
    s = arrange({"P": "5D 10D"})
    s.apply("deal")
    s.apply("deal")
    before = list(s.piles)
    with pytest.raises(IllegalMove, match="of the talon, only its top card is available"):
        s.apply("T@1>F3")
    assert s.piles == before
    with pytest.raises(IllegalMove, match="the whole pack has been dealt out"):
        s.apply("deal")


def test_when_the_pack_is_out_a_space_takes_the_talon_top_card() -> None:
    """Note margarethe-3: with the pack out, a vacancy in the A may still be filled from the talon."""
    s = arrange({"H1": "10S", "T": "5D 2C"})
    s.apply("H1>F4")
    s.apply("T>H1")
    assert s.pile("H1") == cards("2C") and s.pile("T") == cards("5D")


def test_the_talon_may_be_redealt_once_as_it_lies() -> None:
    """'The talon may be re-dealt once' (note margarethe-4): once the whole pack is dealt out, turned over
    unshuffled, so that the first card laid aside is the first dealt again; the A stays as it is."""
    s = arrange({"P": "9C 7D 5S"})
    with pytest.raises(IllegalMove, match="the whole pack is dealt out before the talon is re-dealt"):
        s.apply("redeal")
    for _ in range(3):
        s.apply("deal")
    assert s.pile("T") == cards("5S 7D 9C")
    helps = [s.pile(name) for name in HELPS]
    s.apply("redeal")
    assert not s.pile("T") and s.pile("P") == cards("9C 7D 5S") and s.counters["redeals"] == 1
    assert [s.pile(name) for name in HELPS] == helps
    for _ in range(3):
        s.apply("deal")
    before = list(s.piles)
    with pytest.raises(IllegalMove, match="the talon may be re-dealt once: no more"):
        s.apply("redeal")
    assert s.piles == before


def test_if_the_game_succeeds_the_m_is_of_eights_fives_and_twos_with_the_aces_crossways() -> None:
    """'If the game succeeds, the final tableau will form an M composed of the eights, the fives and the
    twos, the four aces being placed crossways in the centre.'"""
    ends = {"K": "8", "J": "5", "Q": "2"}
    full = {name: down_to(first, ends[first[0]]) for name, first in M.items()}
    empty = {name: "" for name in HELPS}
    s = arrange({**full, **empty, "F12": down_to("QS", "3"), "F13": "AH AC AD", "H1": "2S", "H9": "AS"})
    assert not s.is_won()
    s.apply("H1>F12")
    assert not s.is_won()
    s.apply("H9>F13")
    assert s.is_won() and s.is_over() and s.score() == 52
    assert [s.pile(f"F{k}")[-1].rank for k in range(1, 13)] == [8] * 4 + [5] * 4 + [2] * 4
    assert [c.rank for c in s.pile("F13")] == [1] * 4


def test_the_game_is_over_when_nothing_can_be_played_dealt_or_redealt() -> None:
    s = arrange({"T": "9C"}, {"redeals": 1})
    assert not s.legal_moves() and s.is_over() and not s.is_won()


# Deal 4 is won with the re-deal: the line found by the solver, replayed here.
WINNING_DEAL = 4
WINNING_LINE = (
    "H3>F5 H9>F12 H7>F9 H6>F4 H4>F5 deal deal T>F8 H2>F8 H5>F8 deal deal T>F13 deal T>F12 deal T>F6 deal "
    "T>F13 deal T>F2 deal T>F3 H8>F3 deal T>F1 deal T>F9 deal T>F11 deal T>F13 deal T>F2 deal T>F4 H1>F4 "
    "deal deal T>F2 deal T>F6 deal T>F6 deal T>F10 T>F10 deal T>F11 deal T>F10 deal T>F12 deal T>F7 deal "
    "T>F11 deal T>F9 deal T>F5 deal deal T>F3 deal T>F1 T>F1 deal T>F13 redeal deal T>F7 deal T>F7"
)


def test_a_real_deal_is_won() -> None:
    """A numbered deal played out to the end: every move is accepted and the game is won."""
    s = replay_win("margarethe", WINNING_DEAL, WINNING_LINE)
    assert s.is_won() and s.counters["redeals"] == 1


@settings(max_examples=30, deadline=None)
@given(deal=st.integers(0, 100_000), choices=st.lists(st.integers(0, 1000), max_size=80))
def test_the_foundations_keep_their_sequences_and_the_a_its_single_cards(deal: int, choices: list[int]) -> None:
    """Whatever the player does, every foundation is its court card followed by the ranks of Rule II in
    its suit, the aces' packet holds aces only, and each place of the A holds one card at most."""
    s = patience.new_game("margarethe", deal)
    for choice in choices:
        legal = s.legal_moves()
        if not legal:
            break
        s.apply(legal[choice % len(legal)])
        for name, first in M.items():
            pile = s.pile(name)
            assert pile == cards(down_to(first, DOWN[first[0]][-1]))[: len(pile)]
        assert all(c.rank == 1 for c in s.pile(ACES))
        assert all(len(s.pile(name)) <= 1 for name in HELPS)
