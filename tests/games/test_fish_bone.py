"""The Fish-Bone (No. 41), tested from the 1914 text, rule by rule and paragraph by paragraph."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st
from support import refused, replay_win, shown

import patience
from patience.cards import packs

GRIDIRON = [f"G{k}" for k in range(1, 7)]
KNAVES = [f"F{k}" for k in range(1, 9)]
KINGS = [f"K{k}" for k in range(1, 9)]
QUEENS = [f"Q{k}" for k in range(1, 9)]
DOWN = ("J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "A")
# Gridiron cards that stay put unless a test says otherwise (no court card: nothing is played at once).
FULL_GRIDIRON = {"G1": "2S", "G2": "3S", "G3": "4S", "G4": "2D", "G5": "3D", "G6": "4D"}


def arrange(piles: dict[str, str], counters: dict[str, int] | None = None) -> patience.State:
    return patience.arrange("fish-bone", {**FULL_GRIDIRON, **piles}, counters)


def down(suit: str, last: str = "A") -> str:
    """A knave's foundation from the knave down to ``last`` (a rank) of ``suit``."""
    return " ".join(f"{r}{suit}" for r in DOWN[: DOWN.index(last) + 1])


def test_six_cards_are_dealt_on_the_left_the_gridiron() -> None:
    """'Deal out six cards on the left-hand side (see tableau). These are called the gridiron.'"""
    s = patience.new_game("fish-bone", 1)
    assert [len(s.pile(g)) for g in GRIDIRON] == [1] * 6
    assert len(s.pile("P")) == 104 - 6 and not s.pile("T")
    assert set(s.view()["P"]) == {None}  # the pack is face down
    game = patience.game("fish-bone")
    x = {p.name: p.x for g in game.groups for p in g.piles}
    assert max(x[g] for g in GRIDIRON) + 1 < min(x[k] for k in KINGS)  # to the left of the fish


def test_the_knaves_lie_in_a_perpendicular_line_with_a_king_and_a_queen_on_either_side() -> None:
    """'... in a perpendicular line (see tableau)'; 'each foundation knave should have a king and queen of
    the same suit on either side, see tableau': the bones of the fish, slanted opposite ways (note
    fish-bone-2: the king on the left)."""
    game = patience.game("fish-bone")
    place = {p.name: p for g in game.groups for p in g.piles}
    assert len({place[f].x for f in KNAVES}) == 1
    assert [place[f].y for f in KNAVES] == sorted(place[f].y for f in KNAVES)
    for k, q, f in zip(KINGS, QUEENS, KNAVES):
        assert place[k].x < place[f].x < place[q].x
        assert place[k].y == place[q].y and abs(place[k].y - place[f].y) < 1
        assert place[k].tilt == -place[q].tilt != 0


def test_a_knave_in_the_gridiron_is_played_and_a_queen_of_its_suit_placed_beside_it() -> None:
    """'You next examine the gridiron, and if a knave is there, play it, ... and as kings and queens
    appear, place them, in accordance with Rule II.' Deal 9 deals the knave and the queen of hearts
    into the gridiron: both are played before the first move (note fish-bone-3)."""
    s = patience.new_game("fish-bone", 9)
    assert shown(s, "F1") == ["JH"] and shown(s, "Q1") == ["QH"]
    assert sum(1 for g in GRIDIRON if not s.pile(g)) == 2
    assert Counter(int(c) for c in s.all_cards()) == Counter(int(c) for c in packs(2))


def test_rule_I_the_foundations_follow_suit() -> None:
    """Rule I: 'The foundations follow suit.'"""
    s = arrange({"F1": "JH", "T": "10S"})
    refused(s, "T>F1", "Rule I: the foundations follow suit")
    t = arrange({"F1": "JH", "T": "10H"})
    t.apply("T>F1")
    assert shown(t, "F1") == ["JH", "10H"]


def test_the_knaves_descend_in_sequence_to_aces() -> None:
    """'The foundation cards are the eight knaves, which descend in sequence to aces (Rule I).'"""
    s = arrange({"F1": "JH", "T": "9H"})
    refused(s, "T>F1", "descend in sequence to aces")
    refused(arrange({"T": "10H"}), "T>F1", "the foundation cards are the eight knaves")
    t = arrange({"F1": down("C"), "T": "AC"})
    refused(t, "T>F1", "nothing goes on an ace")


def test_the_knaves_are_played_as_they_appear_in_a_perpendicular_line() -> None:
    """'[The knaves] are to be played as they appear in the deal, in a perpendicular line': a knave turned
    up goes at once to the next place of the line (note fish-bone-3), and no place is skipped."""
    s = arrange({"F1": "JH", "P": "JS"})
    refused(arrange({"F1": "JH", "T": "JS"}), "T>F3", "in a perpendicular line")
    s.apply("deal")
    assert shown(s, "F2") == ["JS"] and not s.pile("T") and not s.pile("P")


def test_the_gridiron_marries_in_ascending_sequence() -> None:
    """'Cards in the gridiron may marry in ascending sequence': on the five the six of its suit."""
    s = arrange({"G1": "5S", "T": "7S 6S"})
    s.apply("T>G1")
    s.apply("T>G1")
    assert shown(s, "G1") == ["5S", "6S", "7S"]
    refused(arrange({"G1": "5S", "T": "4S"}), "T>G1", "marry in ascending sequence")
    refused(arrange({"G1": "5S", "T": "6H"}), "T>G1", "marry in ascending sequence")


def test_the_gridiron_marries_only_with_cards_from_the_pack_or_talon_not_with_each_other() -> None:
    """'... but only with cards from the pack or talon, and not with each other.'"""
    s = arrange({"G1": "5S", "G2": "6S"})
    refused(s, "G2>G1", "only with cards from the pack or talon, and not with each other")
    t = arrange({"G1": "5S", "G2": "", "G3": "9D"})
    refused(t, "G3>G2", "only with cards from the pack or talon")


def test_suitable_cards_are_played_from_the_gridiron() -> None:
    """'... marrying in ascending sequence on the gridiron, from which you play all suitable cards': a
    marriage 8, 9, 10 goes up to the knave ten first (the ascending line is the foundation's order)."""
    s = arrange({"G1": "8C 9C 10C", "F1": "JC"})
    s.apply("G1>F1")
    s.apply("G1>F1")
    s.apply("G1>F1")
    assert shown(s, "F1") == ["JC", "10C", "9C", "8C"] and not s.pile("G1")
    refused(arrange({"G1": "8C 9C 10C", "F1": "JC 10C"}), "G1@2>F1", "only the uppermost card")


def test_vacancies_are_refilled_from_the_pack_or_talon_as_the_player_chooses() -> None:
    """'... refilling vacancies from the pack or talon': either, when the player chooses (note
    fish-bone-1); a vacancy is not refilled of itself."""
    s = arrange({"G1": "", "T": "5H", "P": "7C 6D"})
    legal = {str(m) for m in s.legal_moves()}
    assert {"P>G1", "T>G1"} <= legal
    s.apply("deal")
    assert not s.pile("G1")  # left empty until the player fills it
    s.apply("P>G1")
    assert shown(s, "G1") == ["7C"] and not s.pile("P")
    t = arrange({"G1": "", "T": "5H"})
    t.apply("T>G1")
    assert shown(t, "G1") == ["5H"]


def test_the_pack_goes_to_the_talon_or_into_a_vacancy_only() -> None:
    """A card of the pack marries only once dealt onto the talon (note fish-bone-1)."""
    s = arrange({"G1": "5H", "P": "6H"})
    refused(s, "P>G1", "dealt onto the talon")
    refused(s, "P>F1", "the foundations keep their cards")


def test_no_knave_king_or_queen_goes_into_the_gridiron() -> None:
    """Rule II: a king or queen that turns up 'must be consigned to the talon, unless one of the knaves of
    the same suit is already placed to receive it'; the knaves go to the line (note fish-bone-4)."""
    s = arrange({"G1": "", "T": "KS", "P": "QD"})
    refused(s, "T>G1", "no knave, king or queen goes into the gridiron")
    refused(s, "P>G1", "no knave, king or queen goes into the gridiron")
    refused(arrange({"G1": "QS", "T": "KS"}), "T>G1", "no knave, king or queen goes into the gridiron")
    refused(arrange({"G1": "10S", "T": "JS"}), "T>G1", "no knave, king or queen goes into the gridiron")


def test_rule_II_a_king_or_queen_waits_for_its_knave() -> None:
    """Rule II: 'Kings and queens cannot find their places on the tableau until the knaves to which they
    belong have been placed ... If, therefore, a king or queen should turn up in the deal, it must be
    consigned to the talon, unless one of the knaves of the same suit is already placed to receive it.'"""
    s = arrange({"F1": "JH", "P": "KS"})
    refused(arrange({"F1": "JH", "T": "KS"}), "T>K2", "until the knaves to which they belong have been placed")
    refused(arrange({"F1": "JH", "T": "KS"}), "T>K1", "a king and queen of the same suit on either side")
    s.apply("deal")
    assert shown(s, "T") == ["KS"] and not s.pile("K1")  # consigned to the talon
    t = arrange({"F1": "JH", "P": "KH"})
    t.apply("deal")
    assert shown(t, "K1") == ["KH"] and not t.pile("T")  # placed beside its knave at once


def test_the_king_goes_on_one_side_the_queen_on_the_other() -> None:
    """'... each foundation knave should have a king and queen of the same suit on either side' (note
    fish-bone-2: the king on the left, the queen on the right), one of each."""
    s = arrange({"F1": "JD", "T": "QD"})
    refused(s, "T>K1", "the king on the left, the queen on the right")
    s.apply("T>Q1")
    assert shown(s, "Q1") == ["QD"]
    refused(arrange({"F1": "JD", "Q1": "QD", "T": "QD"}), "T>Q1", "one king and one queen")


def test_never_omit_to_place_the_kings_and_queens() -> None:
    """'Never omit to place the kings and queens when it can be done (Rule II).' A queen lying in the
    gridiron is placed the moment her knave is played; a king on the talon the moment he is uncovered."""
    s = arrange({"G1": "", "G2": "QC", "T": "KC 5D", "P": "JC"})
    s.apply("T>G1")  # the five of diamonds uncovers the king of clubs
    assert shown(s, "T") == ["KC"]  # no knave of clubs yet: he waits on the talon
    s.apply("deal")  # the knave of clubs turns up
    assert shown(s, "F1") == ["JC"] and shown(s, "Q1") == ["QC"] and shown(s, "K1") == ["KC"]
    assert not s.pile("G2") and not s.pile("T")


def test_of_two_like_kings_for_one_place_the_player_chooses_which() -> None:
    """When a knave is played with two like kings available for its one place, the rules do not say
    which is placed: the player chooses, and must place one before any other card moves (note
    fish-bone-3). Dealing covers the talon's king: the other is then placed."""
    s = arrange({"G1": "KH", "G2": "", "T": "5S KH", "P": "4D JH"})
    s.apply("deal")
    assert shown(s, "F1") == ["JH"] and s.counters["choose"] == 1
    assert {str(m) for m in s.legal_moves()} == {"G1>K1", "T>K1", "deal"}
    refused(s, "P>G2", "never omit to place the kings and queens")
    keep = s.clone()
    s.apply("G1>K1")
    assert shown(s, "K1") == ["KH"] and shown(s, "T") == ["5S", "KH"] and "choose" not in s.counters
    keep.apply("T>K1")
    assert shown(keep, "G1") == ["KH"] and shown(keep, "T") == ["5S"]
    dealt = arrange({"G1": "KH", "G2": "", "T": "5S KH", "P": "4D JH"})
    dealt.apply("deal")
    dealt.apply("deal")  # the four of diamonds covers the talon's king: the gridiron's goes up
    assert shown(dealt, "K1") == ["KH"] and not dealt.pile("G1") and "choose" not in dealt.counters


def test_the_pack_is_dealt_onto_the_talon_whose_top_card_alone_plays() -> None:
    """'You continue to deal out the entire pack ... The unsuitable cards form the talon' (note
    fish-bone-1: the turned card lies on the talon, whose top card is available)."""
    s = arrange({"F1": "JS", "P": "9S 10S 4H"})
    s.apply("deal")
    s.apply("deal")
    s.apply("T>F1")
    s.apply("deal")
    refused(s, "T@1>F1", "only the uppermost card")
    assert shown(s, "T") == ["4H", "9S"]
    refused(s, "deal", "the entire pack has been dealt out")
    refused(s, "G1>T", "the unsuitable cards form the talon")


def test_the_talon_is_taken_up_and_redealt_once_as_it_lies() -> None:
    """'The talon may be taken up and re-dealt once, observing the same rules' (note fish-bone-5)."""
    s = arrange({"T": "5C 6C 7C", "P": "8C"})
    refused(s, "redeal", "the entire pack is dealt out before the talon is taken up")
    s.apply("deal")
    s.apply("redeal")
    assert shown(s, "P") == ["8C", "7C", "6C", "5C"] and not s.pile("T")  # the first card laid on top
    s.apply("deal")
    assert shown(s, "T") == ["5C"]
    while s.pile("P"):
        s.apply("deal")
    refused(s, "redeal", "re-dealt once: no more")


def test_the_final_tableau_a_line_of_aces_each_with_a_king_and_a_queen() -> None:
    """'If the game succeeds, the final tableau will show a line of aces, each having a king and a queen of
    the same suit on either side.'"""
    suits = "SHCDSHCD"
    full = {f: down(x) for f, x in zip(KNAVES, suits)}
    beside = {**{k: f"K{x}" for k, x in zip(KINGS, suits)}, **{q: f"Q{x}" for q, x in zip(QUEENS, suits)}}
    s = arrange({**full, **beside, **{g: "" for g in GRIDIRON}, "F8": down("D", "2"), "G3": "AD"})
    assert not s.is_won() and not s.is_over()
    s.apply("G3>F8")
    assert s.is_won() and s.is_over() and s.score() == 104
    assert [shown(s, f)[-1] for f in KNAVES] == [f"A{x}" for x in suits]


def test_the_game_is_over_when_nothing_can_be_played_dealt_or_redealt() -> None:
    s = arrange({"F1": "JS", "T": "5H"}, {"redeals": 1})
    assert not s.legal_moves() and s.is_over() and not s.is_won()


# Deal 1, won by the solver (``python -m patience solve fish-bone --deal 1``) with the one re-deal.
WINNING_DEAL = 1
WINNING_LINE = (
    "deal G4>F1 P>G4 deal deal deal deal deal deal deal G5>F2 T>F2 T>G5 deal deal deal deal T>G6 deal deal "
    "deal deal deal deal deal deal deal deal deal T>G5 deal deal deal deal T>G6 deal deal deal T>G3 deal deal "
    "deal deal deal deal deal deal T>F3 deal T>G3 deal deal deal T>F2 deal deal deal deal deal G4>F5 G5>F5 "
    "G5>F5 T>G4 T>G5 deal T>G5 deal deal deal T>F1 deal deal deal T>F3 G2>F3 T>G2 deal T>F1 G6>F1 G6>F1 G6>F1 "
    "G2>F1 T>G2 P>G6 G6>F5 P>G6 deal deal deal deal deal deal deal deal T>F4 T>F4 deal T>F6 G2>F6 T>G2 deal "
    "deal deal deal deal deal deal deal deal deal deal deal deal deal T>F5 G1>F5 T>G1 deal deal T>G5 deal deal "
    "deal deal deal deal T>F2 deal deal T>F5 deal T>F4 deal G5>F7 G5>F7 G5>F7 T>G5 deal deal T>G4 deal deal "
    "G1>F8 T>G1 T>F8 deal redeal deal deal T>G1 deal T>F1 G1>F1 G1>F1 T>G1 deal deal T>G3 deal deal deal deal "
    "deal T>F2 G3>F2 G3>F2 G3>F2 G3>F2 T>G3 deal deal deal deal deal T>G2 deal T>G2 deal T>G3 deal deal T>F3 "
    "G2>F3 G2>F3 G2>F3 T>G2 deal T>G6 deal deal deal T>F4 G6>F4 G6>F4 T>G6 deal deal deal T>F7 G4>F7 G4>F7 "
    "T>G4 T>G4 deal deal deal T>F6 deal T>F5 G1>F5 T>G1 T>F6 deal T>G2 deal deal T>F3 deal T>F8 deal T>F8 "
    "G4>F8 G4>F8 T>G4 deal T>F3 T>F3 T>G2 T>F4 T>F4 deal T>F2 deal T>F7 deal T>F7 G3>F7 G3>F5 P>G3 G3>F6 G6>F6 "
    "G1>F6 G4>F6 P>G1 G1>F4 G5>F4 deal P>G1 G1>F8 G2>F8 G2>F8 G2>F8 P>G1 G1>F7 P>G1 P>G2 G2>F6 G1>F6"
)


def test_a_real_deal_is_won_with_its_one_redeal() -> None:
    """A numbered deal played out to the end: every move is accepted, the knaves, kings and queens are
    played as they come, and the game is won."""
    s = replay_win("fish-bone", WINNING_DEAL, WINNING_LINE)
    assert s.is_won() and s.counters["redeals"] == 1


@settings(max_examples=30, deadline=None)
@given(deal=st.integers(0, 100_000), choices=st.lists(st.integers(0, 1000), max_size=80))
def test_whatever_is_played_the_fish_keeps_its_shape(deal: int, choices: list[int]) -> None:
    """Whatever the player does: every knave's foundation descends in its suit; each king and queen lies
    beside a knave of its suit; no knave lies available anywhere, nor a king or queen that has a place
    waiting, unless two like ones wait for one place (note fish-bone-3); the gridiron holds no knave."""
    s = patience.new_game("fish-bone", deal)
    for choice in choices:
        legal = s.legal_moves()
        if not legal:
            break
        s.apply(legal[choice % len(legal)])
        for f, k, q in zip(KNAVES, KINGS, QUEENS):
            pile = shown(s, f)
            suit = pile[0][-1] if pile else ""
            assert pile == [f"{r}{suit}" for r in DOWN[: len(pile)]]
            for place, rank in ((k, "K"), (q, "Q")):
                if s.pile(place):
                    assert shown(s, place) == [f"{rank}{suit}"]
        tops = [shown(s, p)[-1] for p in ("T", *GRIDIRON) if s.pile(p)]
        assert not any(t.startswith("J") for t in tops)
        assert not any(c.startswith("J") for g in GRIDIRON for c in shown(s, g))
        if "choose" not in s.counters:
            for t in tops:
                if t[0] in "KQ":
                    places = KINGS if t[0] == "K" else QUEENS
                    assert not any(s.pile(f) and shown(s, f)[0][-1] == t[-1] and not s.pile(p)
                                   for f, p in zip(KNAVES, places))
