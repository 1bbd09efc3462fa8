"""Anna (No. 47), tested from the 1914 text, rule by rule and paragraph by paragraph."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st
from support import refused, replay_win, shown

import patience
from patience.cards import packs

HELPS = [f"H{k}" for k in range(1, 9)]
KNAVES = [f"N{k}" for k in range(1, 9)]
DOWN = ("J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "A", "K")
# Helps that stay put unless a test says otherwise (no knave: nothing is played at once; no two marry).
FULL_HELPS = {"H1": "2S", "H2": "4S", "H3": "6S", "H4": "2D", "H5": "4D", "H6": "6D", "H7": "2C", "H8": "4C"}


def arrange(piles: dict[str, str], counters: dict[str, int] | None = None) -> patience.State:
    return patience.arrange("anna", {**FULL_HELPS, **piles}, counters)


def down(suit: str, last: str = "K") -> str:
    """A knave's foundation from the knave down to ``last`` (a rank) of ``suit``: J, 10 ... A, K."""
    return " ".join(f"{r}{suit}" for r in DOWN[: DOWN.index(last) + 1])


def test_eight_helps_are_dealt_in_the_shape_of_a_capital_a() -> None:
    """'Deal out eight cards in the shape of a capital A: these are called helps.' As pictured: an apex,
    two strokes of three cards spreading downwards, and a bar across between them."""
    s = patience.new_game("anna", 1)
    assert sum(len(s.pile(h)) for h in HELPS) + sum(len(s.pile(n)) for n in KNAVES) == 8
    assert len(s.pile("P")) == 104 - 8 and not s.pile("T")
    assert set(s.view()["P"]) == {None}  # the pack is face down
    place = {p.name: p for g in patience.game("anna").groups for p in g.piles}
    left, apex, right, bar = ("H1", "H2", "H3"), "H4", ("H5", "H6", "H7"), "H8"
    assert place[apex].y == min(place[h].y for h in HELPS)
    assert [place[h].y for h in left] == sorted((place[h].y for h in left), reverse=True)  # going up
    assert [place[h].y for h in right] == sorted(place[h].y for h in right)  # coming down
    assert all(place[a].x < place[bar].x < place[b].x for a in left for b in right)
    assert place[left[1]].y - 0.5 < place[bar].y < place[left[1]].y + 0.5 and place[bar].tilt == 90
    assert max(place[h].x for h in HELPS) + 1 < min(place[n].x for n in KNAVES)  # the N to the right


def test_the_knaves_form_the_letter_n_as_they_turn_up() -> None:
    """'Whenever in the course of the deal knaves turn up, they are to be placed so as to form the letter N
    (see tableau)': deal 27 lays three knaves among the helps, placed at once up the N's left stroke (note
    anna-2), their places left empty."""
    s = patience.new_game("anna", 27)
    assert [shown(s, n) for n in KNAVES[:4]] == [["JD"], ["JC"], ["JC"], []]
    assert sum(1 for h in HELPS if not s.pile(h)) == 3
    assert Counter(int(c) for c in s.all_cards()) == Counter(int(c) for c in packs(2))
    place = {p.name: p for g in patience.game("anna").groups for p in g.piles}
    xs = [place[n].x for n in KNAVES]
    ys = [place[n].y for n in KNAVES]
    assert ys[0] > ys[1] > ys[2] and ys[3] < ys[4] < ys[5] and ys[6] > ys[7]  # up, down, up
    assert xs[0] < xs[3] < xs[4] < xs[5] < xs[6]


def test_a_knave_dealt_is_placed_in_the_next_place_of_the_n() -> None:
    """'... proceed to deal out the entire pack, playing the knaves': a knave turned up, or turned into a
    vacancy of the helps, goes to the N at once (note anna-2)."""
    s = arrange({"N1": "JS", "P": "JH JD"})
    s.apply("deal")
    assert shown(s, "N2") == ["JD"] and not s.pile("T")
    t = arrange({"N1": "JS", "H3": "", "P": "JH JD"})
    t.apply("P>H3")
    assert shown(t, "N2") == ["JD"] and not t.pile("H3")
    refused(arrange({"N1": "JS", "T": "JH"}), "T>N3", "so as to form the letter N")


def test_rule_I_the_foundations_follow_suit() -> None:
    """Rule I: 'The foundations follow suit.'"""
    refused(arrange({"N1": "JH", "T": "10S"}), "T>N1", "Rule I: the foundations follow suit")
    s = arrange({"N1": "JH", "T": "10H"})
    s.apply("T>N1")
    assert shown(s, "N1") == ["JH", "10H"]


def test_the_knaves_descend_in_sequence_through_the_ace_to_kings() -> None:
    """'The eight knaves are the foundation cards, which *descend* in sequence to kings' (note anna-1:
    after the ace comes the king, and the queens are never played on them)."""
    refused(arrange({"N1": "JH", "T": "9H"}), "T>N1", "descend in sequence to kings")
    refused(arrange({"N1": "JH 10H 9H 8H 7H 6H 5H 4H 3H 2H", "T": "KH"}), "T>N1", "descend in sequence")
    s = arrange({"N1": down("C", "A"), "T": "KC"})
    s.apply("T>N1")
    assert shown(s, "N1")[-2:] == ["AC", "KC"]
    refused(arrange({"N1": down("C"), "T": "QC"}), "T>N1", "terminate with kings")
    refused(arrange({"T": "10C"}), "T>N1", "the eight knaves are the foundation cards")


def test_rule_II_the_uppermost_card_of_each_help_alone_is_available() -> None:
    """Rule II: 'The uppermost card of each packet of the helps is alone available until its removal
    releases the card beneath.'"""
    s = arrange({"H1": "10S 8D", "N1": "JS"})
    refused(s, "H1@1>N1", "Rule II: the uppermost card of each packet of the helps is alone available")
    t = arrange({"H1": "10S 8D", "N1": "JS", "H6": "7D"})
    t.apply("H1>H6")  # the eight of diamonds, married on the seven, releases the ten of spades
    t.apply("H1>N1")
    assert shown(t, "N1") == ["JS", "10S"]


def test_marriages_are_formed_in_ascending_line_on_the_helps() -> None:
    """'You next proceed to form marriages in *ascending* line with cards of the helps': from the talon,
    or from another help (note anna-3)."""
    s = arrange({"H1": "5S", "H2": "6S", "T": "7S"})
    s.apply("H2>H1")
    s.apply("T>H1")
    assert shown(s, "H1") == ["5S", "6S", "7S"]
    refused(arrange({"H1": "5S", "T": "4S"}), "T>H1", "ascending line")
    refused(arrange({"H1": "5S", "T": "6H"}), "T>H1", "ascending line")


def test_rule_III_nothing_is_laid_on_a_queen_among_the_helps() -> None:
    """Rule III: 'When queens appear among the helps, whether placed in the original deal or in refilling
    vacancies, no other cards can be laid upon them. They remain as single cards.'"""
    s = arrange({"H1": "QH", "T": "KH"})
    refused(s, "T>H1", "Rule III: when queens appear among the helps, no other cards can be laid upon them")
    t = arrange({"H1": "", "T": "QH"})
    t.apply("T>H1")  # a queen may refill a vacancy
    assert shown(t, "H1") == ["QH"]


def test_vacancies_are_refilled_from_the_pack_or_talon_as_the_player_chooses() -> None:
    """'... refilling the vacancies from the pack or talon': either, when the player chooses; not from
    another help (note anna-3)."""
    s = arrange({"H1": "", "T": "5H", "P": "7C 6D"})
    assert {"P>H1", "T>H1"} <= {str(m) for m in s.legal_moves()}
    refused(s, "H2>H1", "refilled from the pack or talon")
    s.apply("deal")
    assert not s.pile("H1")  # a vacancy waits for the player
    s.apply("P>H1")
    assert shown(s, "H1") == ["7C"]
    t = arrange({"H1": "", "T": "5H"})
    t.apply("T>H1")
    assert shown(t, "H1") == ["5H"]


def test_the_pack_is_dealt_onto_the_talon_whose_top_card_alone_plays() -> None:
    """'... placing unsuitable cards as a talon' (note anna-3: each card turned lies on the talon, whose
    top card is available)."""
    s = arrange({"N1": "JS", "P": "9S 10S 4H"})
    s.apply("deal")
    s.apply("deal")
    s.apply("T>N1")
    s.apply("deal")
    refused(s, "T@1>N1", "of the talon, too, only the top card plays")
    assert shown(s, "T") == ["4H", "9S"]
    refused(s, "deal", "the entire pack has been dealt out")
    refused(s, "H1>T", "unsuitable cards are placed as a talon")
    refused(arrange({"H1": "5H", "P": "6H"}), "P>H1", "dealt onto the talon")
    refused(arrange({"N1": "JS", "P": "10S"}), "P>N1", "the foundations keep their cards")


def test_the_talon_may_be_redealt_twice_as_it_lies() -> None:
    """'The talon may be re-dealt twice' (note anna-4: turned over as it lies, once the pack is out)."""
    s = arrange({"T": "5C 6C 7C", "P": "8C"})
    refused(s, "redeal", "the entire pack is dealt out before the talon is re-dealt")
    s.apply("deal")
    s.apply("redeal")
    assert shown(s, "P") == ["8C", "7C", "6C", "5C"] and not s.pile("T")  # the first card laid on top
    for _ in range(4):
        s.apply("deal")
    s.apply("redeal")
    for _ in range(4):
        s.apply("deal")
    refused(s, "redeal", "re-dealt twice: no more")
    assert s.counters["redeals"] == 2


def test_won_when_every_foundation_ends_with_its_king_the_queens_in_the_a() -> None:
    """'If the game succeeds, the final tableau shows the letter A composed of queens, and the letter N of
    kings, with which the foundation cards terminate.' The game is won when the last king goes up (note
    anna-5); the queens are then in the A, or in the talon or the pack with as many vacancies left for
    them, which the player may still fill to show the A."""
    suits = "SHCDSHCD"
    full = {n: down(x) for n, x in zip(KNAVES, suits)}
    queens = {h: f"Q{x}" for h, x in zip(HELPS, suits)}
    s = arrange({**full, **queens, "N8": down("D", "A"), "H7": "QC KD", "H8": "", "P": "QD"})
    assert not s.is_won()
    s.apply("H7>N8")
    assert s.is_won() and s.is_over() and s.score() == 96
    assert [shown(s, n)[-1] for n in KNAVES] == [f"K{x}" for x in suits]
    assert [str(m) for m in s.legal_moves()] == ["P>H8", "deal"]
    s.apply("P>H8")
    assert sorted(shown(s, h) for h in HELPS) == sorted([[f"Q{x}"] for x in suits])  # the A of queens


def test_the_game_is_over_when_nothing_can_be_played_dealt_or_redealt() -> None:
    s = arrange({"N1": "JS", "T": "5H"}, {"redeals": 2})
    assert not s.legal_moves() and s.is_over() and not s.is_won()


# Deal 3, won by the solver (``python -m patience solve anna --deal 3``) with both re-deals; the last queen
# is still in the pack when the last king goes up.
WINNING_DEAL = 3
WINNING_LINE = (
    "P>H6 deal deal deal T>H3 deal deal deal deal deal deal T>H1 H7>H1 T>H7 T>H7 H5>H7 T>H5 H4>H5 T>H4 deal "
    "deal deal deal deal deal deal deal deal H5>N3 H5>N3 T>H5 deal T>N3 deal deal deal deal deal deal deal "
    "deal deal deal deal deal deal deal deal deal deal deal T>H3 deal T>N1 deal deal T>H3 H8>H3 T>H8 deal T>N4 "
    "H5>N4 T>H5 deal T>H6 deal T>H6 deal deal deal deal T>N4 deal deal deal deal T>N5 H4>N5 T>H4 deal deal "
    "T>H6 deal deal deal T>N2 deal deal deal deal deal deal deal deal deal T>H2 deal T>H3 deal T>N8 deal T>H5 "
    "deal deal deal deal deal deal deal H5>H1 T>N3 H1>N3 H1>N3 H1>N3 H1>N3 T>H1 deal T>N4 deal T>N5 deal deal "
    "deal deal deal deal deal deal T>N4 deal deal deal T>N6 H7>N6 H7>N6 H7>N5 T>H7 H1>H7 T>H1 deal deal T>N4 "
    "H6>N4 H6>N4 H6>N4 H6>N4 T>H6 deal T>H5 deal deal T>H5 deal deal redeal deal T>N8 deal deal T>N7 deal deal "
    "deal T>H2 deal T>N3 deal deal T>H7 deal deal T>N1 H3>N1 H3>N1 H3>N1 H3>N1 H3>N1 H2>N1 H2>N1 H2>N1 H6>N1 "
    "T>H2 T>H6 deal T>N2 deal deal T>N6 deal deal T>H1 deal T>H5 deal deal deal deal T>H3 deal deal T>N5 H1>N5 "
    "H1>N5 T>H1 T>N5 deal deal T>H7 H2>H7 T>H2 deal T>N4 deal T>N3 H1>N3 T>H1 deal T>N6 deal deal T>N5 deal "
    "T>N5 H8>N5 T>H8 deal deal deal T>H8 deal deal deal deal T>H2 deal T>N6 H8>N6 H8>N6 T>H8 deal deal T>N2 "
    "deal deal T>H3 deal T>N8 H7>N8 H7>N8 H7>N8 H7>N8 H7>N8 T>H7 deal T>N8 deal deal deal deal deal T>N7 H5>N7 "
    "H5>N7 H5>N7 H5>N7 T>H5 deal T>N8 redeal deal deal deal T>H3 deal deal deal T>N2 H3>N2 H3>N2 H3>N2 H3>N2 "
    "H8>N2 T>H3 T>H8 deal T>N6 H8>N6 T>H8 T>N6 deal T>N2 H7>N2 P>H7 H7>N7 H2>N7 H2>N7 P>H2 P>H7 deal T>N7 "
    "H2>N7 P>H2 H2>N8"
)


def test_a_real_deal_is_won_with_both_redeals_and_the_last_queen_completes_the_a() -> None:
    """A numbered deal played out to the end: every move is accepted and the game is won with the last
    king; the last queen, still in the pack, then fills the one vacancy of the A."""
    s = replay_win("anna", WINNING_DEAL, WINNING_LINE)
    assert s.is_won() and s.counters["redeals"] == 2
    s.apply("P>H2")
    assert all(len(s.pile(h)) == 1 and shown(s, h)[0].startswith("Q") for h in HELPS)


@settings(max_examples=30, deadline=None)
@given(deal=st.integers(0, 100_000), choices=st.lists(st.integers(0, 1000), max_size=80))
def test_whatever_is_played_the_n_descends_and_the_queens_stay_single(deal: int, choices: list[int]) -> None:
    """Whatever the player does: each place of the N descends in its suit from the knave through the ace
    to the king; no knave lies available anywhere (note anna-2); nothing lies on a queen in the helps
    (Rule III), and each help is an ascending marriage in one suit."""
    s = patience.new_game("anna", deal)
    for choice in choices:
        legal = s.legal_moves()
        if not legal:
            break
        s.apply(legal[choice % len(legal)])
        for n in KNAVES:
            pile = shown(s, n)
            suit = pile[0][-1] if pile else ""
            assert pile == [f"{r}{suit}" for r in DOWN[: len(pile)]]
        for h in HELPS:
            pile = s.pile(h)
            assert all(c.rank != 12 for c in pile[:-1])
            assert all(b.suit == a.suit and b.rank == a.rank + 1 for a, b in zip(pile, pile[1:]))
        assert not any(s.pile(p) and s.pile(p)[-1].rank == 11 for p in ("T", *HELPS))
