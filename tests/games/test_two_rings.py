"""Two Rings (No. 38), tested from the 1914 text, rule by rule and paragraph by paragraph."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import patience
from patience import IllegalMove
from patience.cards import packs
from support import cards, replay_win

# The rings as the edition reads the picture (note two-rings-1): each clockwise from its top, the sevens
# F1-F8 (the left ring), the sixes F9-F16 (the right ring).
RINGS = {
    "F1": "7C", "F2": "7D", "F3": "7H", "F4": "7S", "F5": "7C", "F6": "7D", "F7": "7H", "F8": "7S",
    "F9": "6C", "F10": "6D", "F11": "6H", "F12": "6S", "F13": "6C", "F14": "6D", "F15": "6H", "F16": "6S",
}
SEVENS = tuple(f"F{k}" for k in range(1, 9))
SIXES = tuple(f"F{k}" for k in range(9, 17))
BRACELET = tuple(f"B{k}" for k in range(1, 9))
# Cards that lie in the bracelet unless a test says otherwise: none goes up before an eight or a five of
# its suit has gone up.
FULL = dict(zip(BRACELET, ("10H", "10C", "10D", "10S", "3H", "3C", "3D", "3S")))
UP = ("7", "8", "9", "10", "J", "Q", "K")
DOWN = ("6", "5", "4", "3", "2", "A")


def arrange(piles: dict[str, str], counters: dict[str, int] | None = None) -> patience.State:
    return patience.arrange("two-rings", {**RINGS, **FULL, **piles}, counters)


def run(first: str, last: str) -> str:
    """A foundation from its seven or six to ``last`` (a rank), in its suit."""
    ranks = UP if first[0] == "7" else DOWN
    return " ".join(f"{r}{first[-1]}" for r in ranks[: ranks.index(last) + 1])


def places() -> dict[str, patience.rules.Pile]:
    return {p.name: p for g in patience.game("two-rings").groups for p in g.piles}


def centre(name: str) -> tuple[float, float]:
    p = places()[name]
    return p.x + 0.5, p.y + 0.5


def test_the_sevens_and_sixes_are_withdrawn_and_arranged_in_two_rings() -> None:
    """'Withdraw from the pack all the sevens and all the sixes, and arrange them as in tableau. These are
    the foundations.'"""
    for deal in (0, 7, 123):
        s = patience.new_game("two-rings", deal)
        assert {name: str(s.pile(name)[0]) for name in RINGS} == RINGS
        assert all(len(s.pile(name)) == 1 for name in RINGS)
        rest = [c for name in ("P", "T", *BRACELET) for c in s.pile(name)]
        assert not any(c.rank in (6, 7) for c in rest)  # no seven and no six left in the pack
        assert Counter(int(c) for c in s.all_cards()) == Counter(int(c) for c in packs(2))
    assert Counter(RINGS.values()) == {f"{r}{suit}": 2 for r in "76" for suit in "SHCD"}


def test_the_rings_are_two_linked_rings_as_pictured() -> None:
    """The picture (note two-rings-1): a ring of sevens on the left and a ring of sixes on the right, each
    of eight cards around an empty centre, each passing on one side inside the other."""
    rings = {}
    for name, members in (("sevens", SEVENS), ("sixes", SIXES)):
        points = [centre(m) for m in members]
        cx = sum(x for x, _ in points) / 8
        cy = sum(y for _, y in points) / 8
        rings[name] = (cx, cy, points)
        # clockwise from the top: the first is the highest, and the places turn one way round the centre
        assert min(points, key=lambda p: p[1]) in points[:2]
        turns = [(a[0] - cx) * (b[1] - cy) - (a[1] - cy) * (b[0] - cx) for a, b in zip(points, points[1:] + points[:1])]
        assert all(t > 0 for t in turns)  # clockwise on the page (y grows downwards)
    sevens_x, sixes_x = rings["sevens"][0], rings["sixes"][0]
    assert sevens_x < sixes_x
    # the sevens' right side (F3, F4) lies right of the sixes' left side (F15, F16): the rings are linked
    assert min(centre(n)[0] for n in ("F3", "F4")) > max(centre(n)[0] for n in ("F15", "F16"))
    assert all(sevens_x < centre(n)[0] < sixes_x for n in ("F3", "F4", "F15", "F16"))


def test_the_bracelet_is_eight_cards_in_a_horizontal_line() -> None:
    """'You next deal out eight cards in a horizontal line. This is called the bracelet.'"""
    s = patience.new_game("two-rings", 3)
    assert [len(s.pile(name)) for name in BRACELET] == [1] * 8
    assert len(s.pile("P")) == 104 - 16 - 8 and not s.pile("T")
    at = places()
    line = [at[name] for name in BRACELET]
    assert len({p.y for p in line}) == 1 and all(a.x < b.x for a, b in zip(line, line[1:]))
    assert line[0].y > max(p.y for name, p in at.items() if name in RINGS)  # under the rings
    assert at["P"].y == line[0].y and at["P"].x < line[0].x  # the pack at the left of the line, as pictured


def test_the_pack_is_face_down() -> None:
    s = patience.new_game("two-rings", 2)
    assert set(s.view()["P"]) == {None}
    assert all(v is not None for name in BRACELET for v in s.view()[name])


def test_rule_the_foundations_follow_suit() -> None:
    """Rule: 'The foundations follow suit.'"""
    s = arrange({"B1": "8C", "B2": "5S"})
    before = list(s.piles)
    for move in ("B1>F2", "B1>F3", "B1>F4", "B2>F9", "B2>F11"):
        with pytest.raises(IllegalMove, match="Rule: the foundations follow suit"):
            s.apply(move)
        assert s.piles == before
    s.apply("B1>F5")
    s.apply("B2>F16")
    assert s.pile("F5") == cards("7C 8C") and s.pile("F16") == cards("6S 5S")


def test_the_sevens_ascend_to_kings() -> None:
    """'The sevens ascend to kings.'"""
    s = arrange({"B1": "9H", "B2": "8H", "B3": "6H"})
    before = list(s.piles)
    for move in ("B1>F3", "B3>F3"):  # a nine may not skip the eight, nor a six go on a seven
        with pytest.raises(IllegalMove, match="the sevens ascend to kings"):
            s.apply(move)
        assert s.piles == before
    s.apply("B2>F3")
    s.apply("B1>F3")
    assert s.pile("F3") == cards("7H 8H 9H")


def test_the_sixes_descend_to_aces() -> None:
    """'... the sixes descend to aces (Rule).'"""
    s = arrange({"B1": "4D", "B2": "5D", "B3": "7D"})
    before = list(s.piles)
    for move in ("B1>F10", "B3>F10"):  # the four waits for the five; a seven does not go on a six
        with pytest.raises(IllegalMove, match="the sixes descend to aces"):
            s.apply(move)
        assert s.piles == before
    s.apply("B2>F10")
    s.apply("B1>F10")
    assert s.pile("F10") == cards("6D 5D 4D")


def test_the_rings_end_with_kings_and_aces() -> None:
    """'... the two rings will be formed respectively of kings and aces': nothing goes on them then."""
    s = arrange({"F1": run("7C", "K"), "F9": run("6C", "A"), "B1": "KC", "B2": "AC"})
    before = list(s.piles)
    for move in ("B1>F1", "B2>F9"):
        with pytest.raises(IllegalMove, match="formed respectively of kings and aces"):
            s.apply(move)
        assert s.piles == before


def test_nothing_is_placed_on_the_bracelet_or_the_talon() -> None:
    """'Take from the bracelet all suitable cards and play them on the foundations': nothing is built
    on the bracelet."""
    s = arrange({"B1": "9S", "B2": "8S", "T": "10S", "P": "2C"})
    before = list(s.piles)
    for move in ("B2>B1", "T>B1", "B1>T", "B1>B2"):
        with pytest.raises(IllegalMove, match="nothing is placed on the bracelet"):
            s.apply(move)
        assert s.piles == before


def test_the_foundations_keep_their_cards() -> None:
    s = arrange({"F1": "7C 8C", "B1": ""})
    before = list(s.piles)
    with pytest.raises(IllegalMove, match="the foundations keep their cards"):
        s.apply("F1>B1")
    with pytest.raises(IllegalMove, match="the foundations keep their cards"):
        s.apply("F1>F5")
    assert s.piles == before


def test_the_pack_is_dealt_onto_the_talon_whose_top_card_plays() -> None:
    """'... play them on the foundations, refilling vacancies in the bracelet, and placing unsuitable cards
    on the talon' (note two-rings-2: each card is turned onto the talon, whose top card is available)."""
    s = arrange({"P": "KD 2C 5H 8S"})
    s.apply("deal")
    s.apply("T>F4")  # played on a seven
    s.apply("deal")
    s.apply("T>F11")  # played on a six
    s.apply("deal")
    s.apply("deal")  # an unsuitable card stays on the talon; the next covers it
    assert s.pile("F4") == cards("7S 8S") and s.pile("F11") == cards("6H 5H") and s.pile("T") == cards("2C KD")
    before = list(s.piles)
    with pytest.raises(IllegalMove, match="of the talon, only its top card is available"):
        s.apply("T@1>F9")
    assert s.piles == before
    with pytest.raises(IllegalMove, match="the pack has been dealt out"):
        s.apply("deal")


def test_vacancies_in_the_bracelet_are_refilled_as_the_player_chooses() -> None:
    """'refilling vacancies in the bracelet' (note two-rings-3): a vacancy is not filled of itself; the
    player may turn the next card of the pack into it, or put there the card just dealt."""
    s = arrange({"B1": "8H", "B2": "5C", "P": "4D QS 9C"})
    s.apply("B1>F3")
    assert s.pile("B1") == ()  # not refilled of itself
    s.apply("B2>F9")
    assert {"P>B1", "P>B2"} <= {str(m) for m in s.legal_moves()}
    s.apply("P>B1")  # the next card of the pack, turned into the vacancy
    s.apply("deal")
    s.apply("T>B2")  # the card just dealt
    assert s.pile("B1") == cards("9C") and s.pile("B2") == cards("QS") and s.pile("P") == cards("4D")


def test_a_vacancy_is_not_filled_from_the_bracelet() -> None:
    s = arrange({"B1": "8H", "B2": "KC", "T": "2D"})
    s.apply("B1>F3")
    before = list(s.piles)
    with pytest.raises(IllegalMove, match="vacancies in the bracelet are refilled from the pack"):
        s.apply("B2>B1")
    assert s.piles == before


def test_when_the_pack_is_out_a_vacancy_takes_the_talon_top_card() -> None:
    """Note two-rings-3: with the pack out, a vacancy may still be filled from the talon."""
    s = arrange({"B1": "8H", "T": "9D 2C"})
    s.apply("B1>F7")
    s.apply("T>B1")
    assert s.pile("B1") == cards("2C") and s.pile("T") == cards("9D")


def test_a_card_of_the_pack_goes_only_to_the_talon_or_a_vacancy() -> None:
    s = arrange({"P": "8H"})
    before = list(s.piles)
    with pytest.raises(IllegalMove, match="a card of the pack is dealt to the talon, or turned into a vacancy"):
        s.apply("P>B1")  # the bracelet has no vacancy
    with pytest.raises(IllegalMove, match="the pack is dealt out card by card"):
        s.apply("P>F3")  # even a card that would go up: it is dealt first
    assert s.piles == before


def test_the_talon_is_taken_up_and_redealt_once_as_it_lies() -> None:
    """'The talon may be taken up and re-dealt once' (note two-rings-4): once the pack is dealt out, turned
    over unshuffled, so that the first card laid aside is the first dealt again."""
    s = arrange({"P": "9C 2D 4S"})
    with pytest.raises(IllegalMove, match="the pack is dealt out before the talon is taken up"):
        s.apply("redeal")
    for _ in range(3):
        s.apply("deal")
    assert s.pile("T") == cards("4S 2D 9C")
    bracelet = [s.pile(name) for name in BRACELET]
    s.apply("redeal")
    assert not s.pile("T") and s.pile("P") == cards("9C 2D 4S") and s.counters["redeals"] == 1
    assert [s.pile(name) for name in BRACELET] == bracelet
    for _ in range(3):
        s.apply("deal")
    before = list(s.piles)
    with pytest.raises(IllegalMove, match="taken up and re-dealt once: no more"):
        s.apply("redeal")
    assert s.piles == before


def test_if_the_game_succeeds_the_two_rings_are_formed_of_kings_and_aces() -> None:
    """'If the game succeeds, the "Zwei Ringe" (two rings) will be formed respectively of kings and aces.'"""
    full = {name: run(first, "K" if first[0] == "7" else "A") for name, first in RINGS.items()}
    empty = {name: "" for name in BRACELET}
    s = arrange({**full, **empty, "F8": run("7S", "Q"), "F12": run("6S", "2"), "B1": "KS", "B2": "AS"})
    assert not s.is_won()
    s.apply("B1>F8")
    assert not s.is_won()
    s.apply("B2>F12")
    assert s.is_won() and s.is_over() and s.score() == 104
    assert {s.pile(name)[-1].rank for name in SEVENS} == {13}
    assert {s.pile(name)[-1].rank for name in SIXES} == {1}


def test_the_game_is_over_when_nothing_can_be_played_dealt_or_redealt() -> None:
    s = arrange({"T": "9C"}, {"redeals": 1})
    assert not s.legal_moves() and s.is_over() and not s.is_won()


# Deal 2 is won with the re-deal: the line found by the solver, replayed here.
WINNING_DEAL = 2
WINNING_LINE = (
    "deal deal deal T>F14 deal T>F6 deal B8>F16 deal deal deal deal deal T>F8 deal deal deal deal deal "
    "deal T>F13 deal T>F2 deal T>F4 deal T>F10 deal deal deal T>F14 deal T>F6 deal deal T>F8 B5>F8 deal "
    "T>F14 B4>F14 B7>F14 deal deal T>F5 deal deal T>F13 B2>F13 B3>F13 deal deal T>F10 deal T>F2 deal T>F7 "
    "deal deal T>F6 deal deal T>F7 deal deal T>F16 deal deal deal deal T>F15 deal deal T>F1 deal deal "
    "deal deal deal T>F8 deal T>F13 deal T>F16 P>B8 P>B7 B7>F2 P>B7 P>B5 B5>F6 B1>F6 B8>F6 P>B8 P>B5 P>B4 "
    "B4>F12 P>B4 P>B3 P>B2 B2>F3 T>B2 T>F16 B5>F16 T>F3 T>F8 B2>F8 deal deal T>F10 B3>F10 T>F10 deal "
    "T>F11 T>B5 T>B3 T>B2 T>B1 deal T>F12 deal T>F7 B3>F7 B8>F7 B7>F7 T>B8 T>F15 deal deal deal T>F12 "
    "deal P>B3 P>B7 B7>F9 B2>F9 T>B2 T>B7 deal T>F9 B5>F9 B4>F9 T>B4 T>B5 deal T>F11 deal deal T>F4 deal "
    "deal T>F3 redeal deal T>F5 B8>F5 B7>F5 deal T>F1 B6>F1 B3>F1 deal T>F4 deal T>F5 deal T>F15 B4>F15 "
    "B5>F15 deal T>F2 B1>F2 deal T>F2 deal deal deal T>F5 deal deal T>F11 B2>F11 deal T>F4 deal deal deal "
    "T>F1 deal T>F12 T>B8 T>F1 deal T>F3 B8>F3 T>F3 T>F11 T>F12 deal deal T>F4 T>F4"
)


def test_a_real_deal_is_won() -> None:
    """A numbered deal played out to the end: every move is accepted and the game is won."""
    s = replay_win("two-rings", WINNING_DEAL, WINNING_LINE)
    assert s.is_won() and s.counters["redeals"] == 1


@settings(max_examples=30, deadline=None)
@given(deal=st.integers(0, 100_000), choices=st.lists(st.integers(0, 1000), max_size=80))
def test_the_rings_keep_their_sequences_and_the_bracelet_its_single_cards(deal: int, choices: list[int]) -> None:
    """Whatever the player does, every seven is followed by the next higher cards of its suit, every six by
    the next lower, and each place of the bracelet holds one card at most."""
    s = patience.new_game("two-rings", deal)
    for choice in choices:
        legal = s.legal_moves()
        if not legal:
            break
        s.apply(legal[choice % len(legal)])
        for name, first in RINGS.items():
            pile = s.pile(name)
            assert pile == cards(run(first, "K" if first[0] == "7" else "A"))[: len(pile)]
        assert all(len(s.pile(name)) <= 1 for name in BRACELET)
