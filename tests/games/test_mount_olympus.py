"""Mount Olympus (No. 36), tested from the 1914 text, rule by rule and paragraph by paragraph."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import patience
from patience import IllegalMove, parse_card
from patience.cards import packs
from support import cards, replay_win

# The pyramid as the edition reads the picture (note mount-olympus-1): step by step from the top,
# its left card and its right card.
PYRAMID = {
    "F1": "AH", "F2": "2H", "F3": "2C", "F4": "AC", "F5": "AD", "F6": "2D", "F7": "2S", "F8": "AS",
    "F9": "AH", "F10": "2H", "F11": "2C", "F12": "AC", "F13": "AD", "F14": "2D", "F15": "2S", "F16": "AS",
}
BATTERY = tuple(f"B{k}" for k in range(1, 10))
# Cards that lie in the battery unless a test says otherwise: queens, which no foundation takes before
# its ten, and on which only a ten is placed.
FULL = {name: f"Q{'SHCD'[k % 4]}" for k, name in enumerate(BATTERY)}
ODD = ("A", "3", "5", "7", "9", "J", "K")
EVEN = ("2", "4", "6", "8", "10", "Q")


def arrange(piles: dict[str, str], counters: dict[str, int] | None = None) -> patience.State:
    return patience.arrange("mount-olympus", {**PYRAMID, **FULL, **piles}, counters)


def up_to(first: str, last: str) -> str:
    """A foundation from its first card (an ace or a two) up to ``last`` (a rank), by twos."""
    ranks = ODD if first[0] == "A" else EVEN
    return " ".join(f"{r}{first[-1]}" for r in ranks[: ranks.index(last) + 1])


def test_the_aces_and_twos_are_withdrawn_and_placed_in_the_form_of_a_pyramid() -> None:
    """'Withdraw from the pack the eight aces and the eight twos, and place them in the form of a pyramid,
    as in tableau.'"""
    for deal in (0, 7, 123):
        s = patience.new_game("mount-olympus", deal)
        assert {name: str(s.pile(name)[0]) for name in PYRAMID} == PYRAMID
        rest = [c for name in ("P", "T", *BATTERY) for c in s.pile(name)]
        assert not any(c.rank in (1, 2) for c in rest)  # no ace and no two left in the pack
        assert Counter(int(c) for c in s.all_cards()) == Counter(int(c) for c in packs(2))
    assert Counter(PYRAMID.values()) == {f"{r}{suit}": 2 for r in "A2" for suit in "SHCD"}
    places = {p.name: p for g in patience.game("mount-olympus").groups for p in g.piles}
    # the apex: an ace and a two side by side; then a step down and outwards on either side
    assert places["F1"].y == places["F2"].y and places["F1"].x < places["F2"].x
    left = [places[f"F{k}"] for k in (1, 3, 5, 7, 9, 11, 13, 15)]
    right = [places[f"F{k}"] for k in (2, 4, 6, 8, 10, 12, 14, 16)]
    for side, outwards in ((left, -1), (right, 1)):
        assert all(b.y > a.y and (b.x - a.x) * outwards > 0 for a, b in zip(side, side[1:]))
    # each side alternates aces and twos down the slope
    assert [PYRAMID[p.name][0] for p in left] == list("A2A2A2A2")
    assert [PYRAMID[p.name][0] for p in right] == list("2A2A2A2A")


def test_the_battery_is_nine_cards_inside_the_pyramid() -> None:
    """'Next deal out nine cards as in tableau, this is called the battery': one, three and five cards
    in rows, inside the pyramid."""
    s = patience.new_game("mount-olympus", 3)
    assert [len(s.pile(name)) for name in BATTERY] == [1] * 9
    assert len(s.pile("P")) == 104 - 16 - 9 and not s.pile("T")
    places = {p.name: p for g in patience.game("mount-olympus").groups for p in g.piles}
    rows = Counter(places[name].y for name in BATTERY)
    assert sorted(rows.values()) == [1, 3, 5]
    for name in BATTERY:  # between the two sides of the pyramid at its height
        b = places[name]
        sides = [p for p in places.values() if p.name.startswith("F") and abs(p.y - b.y) < 0.5]
        assert min(p.x for p in sides) < b.x < max(p.x for p in sides)


def test_the_pack_is_face_down() -> None:
    s = patience.new_game("mount-olympus", 2)
    assert set(s.view()["P"]) == {None}
    assert all(v is not None for name in BATTERY for v in s.view()[name])


def test_rule_II_the_aces_ascend_in_odd_numbers() -> None:
    """Rule II: 'the aces, in odd numbers, 3, 5, 7, etc., till they finish with kings.'"""
    s = arrange({"B1": "4H", "B2": "3H", "B3": "5H"})
    before = list(s.piles)
    with pytest.raises(IllegalMove, match="the aces, in odd numbers, 3, 5, 7"):
        s.apply("B1>F1")  # a four does not go on an ace
    assert s.piles == before
    s.apply("B2>F1")
    s.apply("B3>F1")
    assert s.pile("F1") == cards("AH 3H 5H")


def test_rule_II_the_twos_ascend_in_even_numbers() -> None:
    """Rule II: 'the twos, in even numbers, 4, 6, 8, etc., till they finish with queens.'"""
    s = arrange({"B1": "3D", "B2": "4D", "B3": "6D"})
    before = list(s.piles)
    with pytest.raises(IllegalMove, match="the twos, in even numbers, 4, 6, 8"):
        s.apply("B1>F6")  # a three does not go on a two
    assert s.piles == before
    s.apply("B2>F6")
    s.apply("B3>F6")
    assert s.pile("F6") == cards("2D 4D 6D")


def test_rule_II_knaves_count_eleven_and_queens_twelve() -> None:
    """'(Knaves count eleven; queens, twelve.)': a knave follows a nine on the aces, a queen a ten on
    the twos, and a king a knave."""
    s = arrange({"F4": up_to("AC", "9"), "F3": up_to("2C", "10"), "B1": "KC", "B2": "JC", "B3": "QC"})
    s.apply("B2>F4")
    s.apply("B3>F3")
    s.apply("B1>F4")
    assert s.pile("F4")[-2:] == cards("JC KC") and s.pile("F3")[-1] == parse_card("QC")


def test_the_foundations_end_with_kings_and_queens() -> None:
    """'... till they end respectively with kings and queens': nothing goes on them then."""
    s = arrange({"F1": up_to("AH", "K"), "F2": up_to("2H", "Q"), "B1": "KH"})
    before = list(s.piles)
    for foundation in ("F1", "F2"):
        with pytest.raises(IllegalMove, match="end respectively with kings and queens"):
            s.apply(f"B1>{foundation}")
        assert s.piles == before


def test_rule_I_the_foundations_follow_suit() -> None:
    """Rule I: 'The foundations and the battery follow suit.'"""
    s = arrange({"B1": "3C"})
    before = list(s.piles)
    for foundation in ("F1", "F5", "F8"):
        with pytest.raises(IllegalMove, match="Rule I: the foundations and the battery follow suit"):
            s.apply(f"B1>{foundation}")
        assert s.piles == before
    s.apply("B1>F12")
    assert s.pile("F12") == cards("AC 3C")


def test_rule_III_on_a_nine_a_seven_on_the_seven_a_five_on_a_queen_a_ten_then_an_eight() -> None:
    """Rule III: 'Cards may be placed on the battery in alternate descending sequence; thus, on a nine
    place a seven, on the seven, a five, on a queen place a ten, then an eight, and so on.'"""
    s = arrange({"B1": "9S", "B2": "7S", "B3": "5S", "B4": "QD", "B5": "10D", "B6": "8D"})
    s.apply("B2>B1")
    s.apply("B3>B1")
    s.apply("B5>B4")
    s.apply("B6>B4")
    assert s.pile("B1") == cards("9S 7S 5S") and s.pile("B4") == cards("QD 10D 8D")


def test_rule_III_and_rule_I_refuse_other_cards_on_the_battery() -> None:
    """Rule III: two lower only; Rule I: 'the battery follow suit'."""
    s = arrange({"B1": "9S", "B2": "8S", "B3": "7H", "B4": "JS", "B5": "7C"})
    before = list(s.piles)
    for move in ("B2>B1", "B3>B1", "B4>B1", "B5>B1", "B1>B2"):
        with pytest.raises(IllegalMove, match=r"Rule III: .* on a nine place a seven, .*Rule I: the battery follows suit"):
            s.apply(move)
        assert s.piles == before
    s.apply("B1>B4")  # the nine on the knave of its suit
    assert s.pile("B4") == cards("JS 9S")


def test_rule_IV_the_uppermost_cards_of_the_battery_are_alone_available() -> None:
    """Rule IV: 'The uppermost cards of the battery are alone available, until their removal releases
    those beneath.'"""
    s = arrange({"B1": "3S 9S 7S", "B2": "9S", "B3": "JS"})
    before = list(s.piles)
    for move in ("B1@1>F8", "B1@2>B3"):
        with pytest.raises(IllegalMove, match="Rule IV: the uppermost cards of the battery are alone available"):
            s.apply(move)
        assert s.piles == before
    s.apply("B1>B2")  # the seven's removal releases the nine ...
    s.apply("B1>B3")  # ... whose removal releases the three
    s.apply("B1>F8")
    assert s.pile("B1") == () and s.pile("B2") == cards("9S 7S") and s.pile("B3") == cards("JS 9S")


def test_the_pack_is_dealt_onto_the_talon_whose_top_card_plays() -> None:
    """'Suitable cards of the battery may be played on the foundations ... The unsuitable cards form the
    talon. Continue to deal out the entire pack, playing on the pyramid, placing cards on the battery'
    (note mount-olympus-2: each card is turned onto the talon, whose top card is available)."""
    s = arrange({"B1": "9S", "P": "KD 6C 3H 7S"})
    s.apply("deal")
    s.apply("T>B1")  # placed on the battery
    s.apply("deal")
    s.apply("T>F1")  # played on the pyramid
    s.apply("deal")
    s.apply("deal")  # an unsuitable card stays on the talon; the next covers it
    assert s.pile("B1") == cards("9S 7S") and s.pile("F1") == cards("AH 3H") and s.pile("T") == cards("6C KD")
    with pytest.raises(IllegalMove, match="of the talon, only its top card is available"):
        s.apply("T@1>B2")
    with pytest.raises(IllegalMove, match="the entire pack has been dealt out"):
        s.apply("deal")


def test_spaces_are_refilled_from_pack_or_talon_as_the_player_chooses() -> None:
    """'refilling spaces from pack or talon' (note mount-olympus-3): a space is not filled at once;
    the player may fill it with the top card of the talon or the next card of the pack."""
    s = arrange({"B1": "3H", "B2": "5H", "T": "8C 10S", "P": "6D JC"})
    s.apply("B1>F1")
    assert s.pile("B1") == ()  # not refilled of itself
    s.apply("B2>F1")
    assert {"P>B1", "T>B1", "P>B2", "T>B2"} <= {str(m) for m in s.legal_moves()}
    s.apply("T>B1")
    s.apply("P>B2")  # the next card of the pack, turned into the space
    assert s.pile("B1") == cards("10S") and s.pile("B2") == cards("JC") and s.pile("P") == cards("6D")


def test_a_space_is_not_filled_from_the_battery() -> None:
    """'refilling spaces from pack or talon' only: no card of the battery moves into a space."""
    s = arrange({"B1": "3H", "B2": "9C", "T": "8C"})
    s.apply("B1>F1")
    before = list(s.piles)
    with pytest.raises(IllegalMove, match="refilled from pack or talon"):
        s.apply("B2>B1")
    assert s.piles == before


def test_a_card_of_the_pack_goes_only_to_the_talon_or_a_space() -> None:
    s = arrange({"B1": "9S", "P": "7S"})
    before = list(s.piles)
    with pytest.raises(IllegalMove, match="a card of the pack goes to the talon, or into a space"):
        s.apply("P>B1")  # even a card that would go on the nine: it is dealt first
    assert s.piles == before


def test_nothing_is_placed_on_the_talon_and_the_pyramid_keeps_its_cards() -> None:
    s = arrange({"B1": "9S", "T": "JS", "F1": "AH 3H"})
    before = list(s.piles)
    with pytest.raises(IllegalMove, match="unsuitable cards form the talon"):
        s.apply("B1>T")
    with pytest.raises(IllegalMove, match="the pyramid keeps its cards"):
        s.apply("F1>B1")
    assert s.piles == before


def test_the_talon_is_taken_up_and_redealt_once_as_it_lies() -> None:
    """'The talon may be taken up and re-dealt once' (note mount-olympus-4): once the entire pack is
    dealt out, turned over unshuffled, so that the first card laid aside is the first dealt again."""
    s = arrange({"P": "9C 7D 5S"})
    with pytest.raises(IllegalMove, match="the entire pack is dealt out before the talon is taken up"):
        s.apply("redeal")
    for _ in range(3):
        s.apply("deal")
    assert s.pile("T") == cards("5S 7D 9C")
    s.apply("redeal")
    assert not s.pile("T") and s.pile("P") == cards("9C 7D 5S")
    for _ in range(3):
        s.apply("deal")
    before = list(s.piles)
    with pytest.raises(IllegalMove, match="re-dealt once: no more"):
        s.apply("redeal")
    assert s.piles == before


def test_if_the_game_succeeds_the_pyramid_is_formed_of_alternate_kings_and_queens() -> None:
    """'If the game succeeds, the pyramid will be formed of alternate kings and queens.'"""
    full = {name: up_to(first, "K" if first[0] == "A" else "Q") for name, first in PYRAMID.items()}
    empty = {name: "" for name in BATTERY}
    s = arrange({**full, **empty, "F16": up_to("AS", "J"), "F7": up_to("2S", "10"), "B1": "KS QS"})
    assert not s.is_won()
    s.apply("B1>F7")
    s.apply("B1>F16")
    assert s.is_won() and s.is_over() and s.score() == 104
    for k in range(1, 17, 2):  # each step of the pyramid: a king and a queen
        step = {s.pile(f"F{k}")[-1].rank, s.pile(f"F{k + 1}")[-1].rank}
        assert step == {12, 13}
    left = [s.pile(f"F{k}")[-1].rank for k in range(1, 17, 2)]
    assert left == [13, 12] * 4  # down each side, kings and queens alternate


def test_the_game_is_over_when_nothing_can_be_played_dealt_or_redealt() -> None:
    s = arrange({"T": "9C"}, {"redeals": 1})
    assert not s.legal_moves() and s.is_over() and not s.is_won()


# Deal 2 is won without the re-deal, the line found by the solver and replayed here.
WINNING_DEAL = 2
WINNING_LINE = (
    "B4>F7 B9>F15 B6>F1 deal deal T>F4 deal deal T>F2 deal deal T>F3 deal deal deal deal deal T>F3 deal "
    "deal deal deal deal deal deal B2>F7 deal deal T>F4 deal deal deal deal deal T>F5 deal deal T>F2 deal "
    "T>F5 B1>F5 deal T>F1 B8>F1 deal T>F5 deal T>F11 deal deal T>F8 deal deal deal deal T>F1 deal deal "
    "deal T>F8 deal deal deal deal deal T>F2 deal deal T>F5 P>B1 B1>F6 P>B1 B1>F12 P>B1 P>B2 P>B4 B4>F13 "
    "P>B4 B4>F14 P>B4 P>B6 P>B8 P>B9 B9>F4 B5>F4 P>B5 B5>F8 B7>F8 P>B5 B5>F3 B8>B6 P>B5 B5>F9 T>B5 T>F5 "
    "T>B7 B1>B7 T>B1 T>B8 T>B9 T>F12 T>F9 T>F1 B4>F1 B6>F9 B6>F9 P>B4 B4>F15 P>B4 P>B6 deal deal deal "
    "T>F7 B4>F7 P>B4 deal T>F6 deal T>F13 deal T>F10 B9>F10 T>B9 deal deal deal T>F15 B7>F15 B7>F7 T>B7 "
    "deal deal T>F12 B6>F12 T>B6 deal T>F8 B5>F8 T>B5 B4>B5 T>B4 T>F6 T>F2 B3>F2 B8>B4 T>B3 T>B8 T>F6 "
    "T>F3 B2>F3 T>F4 T>F15 B1>F4 T>B1 T>B2 deal T>F16 B4>F16 B4>F16 T>B4 T>F6 B1>B4 T>B1 B8>B1 T>B8 T>F11 "
    "B6>F11 T>F13 T>B8 T>F16 T>F9 B9>F9 T>F11 B7>F11 T>F14 B3>F14 B4>F16 B4>F16 B8>F14 B8>F14 T>F13 "
    "B5>F13 B5>F13 deal T>F10 B1>F10 B1>F10 deal T>F12 B2>F12"
)


def test_a_real_deal_is_won() -> None:
    """A numbered deal played out to the end: every move is accepted and the game is won."""
    s = replay_win("mount-olympus", WINNING_DEAL, WINNING_LINE)
    assert s.is_won() and s.counters["redeals"] == 0


@settings(max_examples=30, deadline=None)
@given(deal=st.integers(0, 100_000), choices=st.lists(st.integers(0, 1000), max_size=80))
def test_the_pyramid_and_the_battery_keep_their_sequences(deal: int, choices: list[int]) -> None:
    """Whatever the player does, every foundation is its ace or two followed by every other card of its
    suit, and every place of the battery descends by two in one suit."""
    s = patience.new_game("mount-olympus", deal)
    for choice in choices:
        legal = s.legal_moves()
        if not legal:
            break
        s.apply(legal[choice % len(legal)])
        for name, first in PYRAMID.items():
            pile = s.pile(name)
            full = cards(up_to(first, "K" if first[0] == "A" else "Q"))
            assert pile == full[: len(pile)]
        for name in BATTERY:
            pile = s.pile(name)
            assert all(b.rank == a.rank - 2 and b.suit == a.suit for a, b in zip(pile, pile[1:]))
