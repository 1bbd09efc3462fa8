"""The Herring-Bone (No. 30), tested from the 1914 text, rule by rule and paragraph by paragraph."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st
from support import refused, replay_win, shown

import patience
from patience.cards import packs
from patience.deals import shuffled
from patience.state import State

SLUG = "herring-bone"
GERMAN = "herring-bone-german"
SIDE_SCENES = [f"S{k}" for k in range(1, 9)]
BARS = ["B1", "B2", "B3", "B4"]
UP = ["U1", "U2", "U3", "U4"]  # ascending: spades, hearts, clubs, diamonds (note herring-bone-2)
DOWN = ["D1", "D2", "D3", "D4"]  # descending, the same suits
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
# Side scenes and bars that stay put unless a test says otherwise: the foundations of these tests begin
# with fives and stay far from the court cards.
FULL = {"S1": "KS", "S2": "KH", "S3": "KC", "S4": "KD", "S5": "QS", "S6": "QH", "S7": "QC", "S8": "QD",
        "B1": "JS", "B2": "JH", "B3": "JC", "B4": "JD"}


def arrange(piles: dict[str, str], counters: dict[str, int] | None = None) -> State:
    return patience.arrange(SLUG, {**FULL, **piles}, counters)


def run(suit: str, first: str, count: int, step: int) -> str:
    """``count`` cards of ``suit`` from ``first``, up (+1) or down (-1), round past the king or the ace."""
    k = RANKS.index(first)
    return " ".join(f"{RANKS[(k + step * i) % 13]}{suit}" for i in range(count))


def dealt(slug: str, deal: int) -> list[str]:
    """The book game's shuffle in the order it is dealt, the first card first."""
    return [str(c) for c in reversed(shuffled(packs(2), slug, deal))]


def test_the_herring_bone_is_dealt_from_the_top_its_last_card_single_and_available() -> None:
    """'Deal out twenty-eight cards, beginning from the top (see tableau), thus: Three at the top, placed fan
    shape, then a single card half covering the fan ... till you have seven fans and seven single cards:
    this is called the herring-bone, the last card being a single one and available. (Rule II.)' The
    herring-bone is one pile, the first card dealt at its bottom (note herring-bone-1)."""
    order = dealt(SLUG, 4)
    s = patience.new_game(SLUG, 4)
    assert shown(s, "H") == order[:28]
    assert [str(m) for m in s.legal_moves() if m.args and m.args[0] == "H"] == []  # 7H plays nowhere yet
    refused(s, "H@27>U1", "Rule II: the lowest")
    assert s.view()["H"] == order[:28]  # the whole herring-bone is face up


def test_then_eight_side_scenes_and_four_bars_then_the_foundation() -> None:
    """'You next deal out eight cards, four on each side the herring-bone: these are called side scenes.
    Then place one card horizontally above and below each side scene: these are called bars. When these
    forty cards are placed, the next card dealt becomes the foundation, and is placed in one of the
    allotted spaces': the ascending place of its suit (note herring-bone-2)."""
    order = dealt(SLUG, 4)
    s = patience.new_game(SLUG, 4)
    assert [shown(s, p) for p in SIDE_SCENES] == [[c] for c in order[28:36]]
    assert [shown(s, p) for p in BARS] == [[c] for c in order[36:40]]
    assert order[40] == "10H" and shown(s, "U2") == ["10H"]
    assert not any(s.pile(f) for f in UP + DOWN if f != "U2")
    assert len(s.pile("P")) == 104 - 41 and str(s.pile("P")[-1]) == order[41] and not s.pile("T")
    assert set(s.view()["P"]) == {None}  # the pack is face down
    for deal in range(12):  # on every deal, the forty-first card lies first on the ascending place of its suit
        t = patience.new_game(SLUG, deal)
        card = dealt(SLUG, deal)[40]
        assert shown(t, UP["SHCD".index(card[-1])])[:1] == [card]
        assert Counter(int(c) for c in t.all_cards()) == Counter(int(c) for c in packs(2))


def test_the_layout_follows_the_picture() -> None:
    """The picture: the herring-bone in the middle; four side scenes on each side in a column, a bar lying
    across above and below each column; the eight allotted spaces outside them, 'the ascending on the
    right side, the descending on the left'."""
    game = patience.game(SLUG)
    place = {p.name: p for g in game.groups for p in g.piles}
    left, right = SIDE_SCENES[:4], SIDE_SCENES[4:]
    assert len({place[p].x for p in left}) == 1 and len({place[p].x for p in right}) == 1
    assert [place[p].y for p in left] == sorted(place[p].y for p in left) == [place[p].y for p in right]
    assert all(place[d].x < place[s].x < place["H"].x < place[r].x < place[u].x
               for d, s, r, u in zip(DOWN, left, right, UP))
    assert [place[d].y for d in DOWN] == [place[p].y for p in left] == [place[u].y for u in UP]
    for bar, column in (("B1", left), ("B2", left), ("B3", right), ("B4", right)):
        assert place[bar].tilt == 90 and place[bar].x == place[column[0]].x  # lying across the column
    assert place["B1"].y < place["S1"].y and place["B2"].y > place["S4"].y
    assert place["B3"].y < place["S5"].y and place["B4"].y > place["S8"].y
    assert place["H"].fan == "down"


def test_the_other_seven_of_similar_value_are_placed_as_they_appear() -> None:
    """'... the other seven cards of similar value being placed as they appear on the tableau, or during
    the deal.' Deal 3: the king of spades is the foundation; the kings of clubs (a bar) and diamonds (a
    side scene) go up at once; the bar is refilled from the herring-bone (Rule IV), which releases the
    king of hearts, and it goes up too. The side scene waits for the pack or talon."""
    order = dealt(SLUG, 3)
    assert order[40] == "KS" and order[39] == "KC" and order[30] == "KD" and order[26:28] == ["KH", "7H"]
    s = patience.new_game(SLUG, 3)
    assert [shown(s, u) for u in UP] == [["KS"], ["KH"], ["KC"], ["KD"]]
    assert shown(s, "B4") == ["7H"] and shown(s, "H") == order[:26] and not s.pile("S3")


def test_a_card_of_the_foundations_value_turned_up_goes_to_the_first_empty_place_of_its_suit() -> None:
    """During the deal: the first of a suit to its ascending place, the second to its descending one (note
    herring-bone-2); they never lie on the talon."""
    s = arrange({"U1": "5S", "P": "5H 5S 9D"})
    s.apply("deal")
    assert shown(s, "T") == ["9D"]
    s.apply("deal")
    assert shown(s, "D1") == ["5S"] and shown(s, "T") == ["9D"]
    s.apply("deal")
    assert shown(s, "U2") == ["5H"] and shown(s, "T") == ["9D"]
    t = arrange({"U1": "5S", "S1": "", "P": "5D"})
    t.apply("P>S1")  # turned into a vacancy of the side scenes: it appears, and goes up
    assert shown(t, "U4") == ["5D"] and not t.pile("S1")


def test_rule_I_the_foundations_follow_suit() -> None:
    """Rule I: 'The foundations follow suit.'"""
    s = arrange({"U1": "5S", "U2": "5H", "T": "6H"})
    refused(s, "T>U1", "Rule I: the foundations follow suit")
    s.apply("T>U2")
    assert shown(s, "U2") == ["5H", "6H"]
    refused(arrange({"U1": "5S", "T": "5H"}), "T>U3", "Rule I: the foundations follow suit")
    refused(arrange({"U1": "5S", "D2": "5H", "T": "4S"}), "T>D2", "Rule I: the foundations follow suit")


def test_four_ascend_and_four_descend_in_sequence_round_past_the_king_or_the_ace() -> None:
    """'Four of the foundations ascend in sequence and four descend (Rule I)': from the first card's value,
    round past the king (ascending) or the ace (descending), thirteen cards each (note herring-bone-2)."""
    s = arrange({"U1": "5S", "D1": "5S", "S1": "6S", "S5": "4S", "T": "7S"})
    refused(s, "T>U1", "four of the foundations ascend in sequence and four descend")
    refused(s, "S5>U1", "ascend in sequence")
    refused(s, "S1>D1", "ascend in sequence and four descend")
    s.apply("S1>U1")
    s.apply("T>U1")
    s.apply("S5>D1")
    assert shown(s, "U1") == ["5S", "6S", "7S"] and shown(s, "D1") == ["5S", "4S"]
    t = arrange({"U1": run("S", "5", 9, +1), "D1": run("S", "5", 5, -1), "S1": "AS", "S5": "KS"})
    assert shown(t, "U1")[-1] == "KS" and shown(t, "D1")[-1] == "AS"
    t.apply("S1>U1")  # after the king, the ace
    t.apply("S5>D1")  # after the ace, the king
    assert shown(t, "U1")[-2:] == ["KS", "AS"] and shown(t, "D1")[-2:] == ["AS", "KS"]
    refused(arrange({"U1": "5S", "S1": "KS", "T": "6H"}), "T>D2", "the other seven cards of similar value")


def test_a_foundation_is_complete_at_thirteen_cards() -> None:
    """Thirteen cards, from the foundation card round to the card next below it (ascending) or above it."""
    s = arrange({"U1": run("S", "5", 13, +1), "D1": run("S", "5", 13, -1), "T": "5S"})
    assert shown(s, "U1")[-1] == "4S" and shown(s, "D1")[-1] == "6S"
    refused(s, "T>U1", "that foundation is complete")
    refused(s, "T>D1", "that foundation is complete")


def test_rule_II_the_lowest_card_of_the_herring_bone_is_alone_available() -> None:
    """Rule II: 'The lowest (or twenty-eighth) card of the herring-bone is alone available until its removal
    releases the next one (i.e., the uppermost card of the fan above it), then the second card of the fan
    becomes the available one, then the third, then the single card above the fan just played, and so on.'"""
    s = arrange({"U1": "5S", "U4": "5D 6D 7D 8D", "H": "7S 6S 9D"})
    refused(s, "H@2>U1", "Rule II: the lowest")
    s.apply("H>U4")
    s.apply("H>U1")
    s.apply("H>U1")
    assert shown(s, "U1") == ["5S", "6S", "7S"] and not s.pile("H")


def test_rule_III_all_the_side_scenes_and_bars_are_available() -> None:
    """Rule III: 'All the cards in the side scenes and the four bars are available.'"""
    s = arrange({"U1": "5S", "D1": "5S", "U2": "5H", "D2": "5H", "S1": "6S", "S8": "4S", "B2": "6H", "B4": "4H",
                 "H": "KD KD KC KC"})
    assert {"S1>U1", "S8>D1", "B2>U2", "B4>D2"} <= {str(m) for m in s.legal_moves()}
    for move in ("S1>U1", "S8>D1", "B2>U2", "B4>D2"):
        s.apply(move)
    assert [shown(s, f) for f in ("U1", "D1", "U2", "D2")] == [["5S", "6S"], ["5S", "4S"], ["5H", "6H"], ["5H", "4H"]]


def test_rule_IV_a_bar_removed_is_replaced_by_the_available_card_of_the_herring_bone() -> None:
    """Rule IV: 'Vacancies on the bars are refilled from cards of the herring-bone (Rule II)'; 'if a bar is
    removed, the available card on the herring-bone replaces it, thus releasing the next': at once (note
    herring-bone-3)."""
    s = arrange({"U1": "5S", "B1": "6S", "H": "KD 9D"})
    s.apply("B1>U1")
    assert shown(s, "B1") == ["9D"] and shown(s, "H") == ["KD"]
    t = arrange({"U1": "5S", "B1": "6S", "H": "5H 5D"})
    t.apply("B1>U1")  # the five of diamonds replaces the bar and goes up, then the five of hearts
    assert shown(t, "U4") == ["5D"] and shown(t, "U2") == ["5H"] and not t.pile("B1") and not t.pile("H")
    refused(t, "S2>B1", "Rule IV: vacancies on the bars are refilled from cards of the herring-bone")
    refused(arrange({"B1": "", "T": "9D"}), "T>B1", "vacancies on the bars are refilled from cards of the herring-bone")
    refused(arrange({"U1": "5S", "T": "9D"}), "T>B1", "to the foundations only")


def test_rule_IV_vacancies_on_the_side_scenes_may_only_be_refilled_from_the_pack_or_talon() -> None:
    """Rule IV: '... but vacancies on the side scenes may only be refilled from the pack or talon': either, when
    the player chooses (note herring-bone-3)."""
    s = arrange({"U1": "5S", "S1": "", "T": "9D", "P": "8C", "H": "7H"})
    assert {"P>S1", "T>S1"} <= {str(m) for m in s.legal_moves()}
    for source in ("H", "B1", "S2"):
        refused(s, f"{source}>S1", "Rule IV: vacancies on the side scenes may only be refilled from the pack or talon")
    t = s.clone()
    t.apply("P>S1")  # the next card of the pack turned into the vacancy
    assert shown(t, "S1") == ["8C"] and not t.pile("P")
    s.apply("deal")
    assert not s.pile("S1")  # the vacancy waits for the player
    s.apply("T>S1")
    assert shown(s, "S1") == ["8C"] and shown(s, "T") == ["9D"]
    refused(arrange({"U1": "5S", "P": "8C"}), "P>S2",
            "the pack is dealt out onto the talon, or its next card turned into a vacancy")


def test_cards_go_from_the_tableau_to_the_foundations_only() -> None:
    """'... play from the herring-bone, bars, or side scenes any foundations or other suitable cards': cards
    are not placed on one another."""
    s = arrange({"U1": "5S", "S1": "8D", "S2": "9D", "H": "7D"})
    refused(s, "S1>S2", "to the foundations only")
    refused(s, "H>S2", "to the foundations only")
    refused(s, "S1>B1", "to the foundations only")


def test_the_pack_is_dealt_onto_the_talon_whose_top_card_alone_plays() -> None:
    """'Having played and refilled all spaces, proceed to deal out the entire pack, playing all suitable cards,
    and refilling spaces; the unsuitable cards forming the talon.'"""
    s = arrange({"U1": "5S", "P": "9D 6S 8C"})
    s.apply("deal")
    s.apply("deal")
    assert shown(s, "T") == ["8C", "6S"]
    s.apply("T>U1")
    s.apply("deal")
    refused(s, "T@1>U1", "of the talon, only the top card")
    refused(s, "deal", "the entire pack has been dealt out")
    refused(s, "S1>T", "the unsuitable cards form the talon")
    refused(arrange({"U1": "5S", "P": "6S"}), "P>U1", "the pack is dealt onto the talon")


def test_one_card_at_a_time_may_be_exchanged_from_the_ascending_to_the_descending_sequence() -> None:
    """'In forming the foundations, one card at a time may be exchanged from the ascending to the descending
    sequence, and vice versâ': the top card of one onto the other of its suit, where it follows in sequence
    (note herring-bone-4)."""
    s = arrange({"U1": run("S", "5", 7, +1), "D1": run("S", "5", 7, -1)})
    assert shown(s, "U1")[-1] == "JS" and shown(s, "D1")[-1] == "QS"
    # the ascending wants the queen, the descending the knave: each may take the other's top card
    assert {"U1>D1", "D1>U1"} == {str(m) for m in s.legal_moves() if m.args and m.args[0] in UP + DOWN}
    s.apply("U1>D1")
    assert shown(s, "U1")[-1] == "10S" and shown(s, "D1")[-2:] == ["QS", "JS"]
    s.apply("D1>U1")  # and vice versa
    assert shown(s, "U1")[-1] == "JS" and shown(s, "D1")[-1] == "QS"
    refused(arrange({"U1": "5S 6S", "D1": "5S 4S"}), "U1>D1", "ascend in sequence and four descend")
    refused(arrange({"U1": "5S 6S 7S", "U2": "5H 6H 7H"}), "U2>D1", "Rule I: the foundations follow suit")
    refused(arrange({"U1": "5S"}), "U1>D1", "the foundation card itself stays in its allotted space")
    refused(arrange({"U1": "5S 6S", "S1": ""}), "U1>S1", "the foundations keep their cards but for an exchange")


def test_the_talon_may_be_taken_up_shuffled_and_redealt_twice() -> None:
    """'The talon may be taken up, shuffled, and re-dealt twice': by a numbered shuffle, once the pack is out
    (note herring-bone-5)."""
    refused(arrange({"U1": "5S", "T": "9D", "P": "8C"}), "redeal", "the entire pack is dealt out before the talon")
    s = arrange({"U1": "5S", "T": "9D 8C 7H 10C"})
    s.apply("redeal")
    assert not s.pile("T") and s.counters["redeals"] == 1
    assert s.pile("P") == tuple(shuffled(list(arrange({"T": "9D 8C 7H 10C"}).pile("T")), SLUG, 0, "redeal-1"))
    for _ in range(4):
        s.apply("deal")
    s.apply("redeal")
    for _ in range(4):
        s.apply("deal")
    refused(s, "redeal", "re-dealt twice: no more")
    assert s.counters["redeals"] == 2


def test_won_when_every_foundation_holds_its_thirteen_cards() -> None:
    """The game is won when the eight foundations are complete: the whole of both packs."""
    suits = "SHCD"
    piles = {u: run(x, "5", 13, +1) for u, x in zip(UP, suits)}
    piles.update({d: run(x, "5", 13, -1) for d, x in zip(DOWN, suits)})
    piles["D4"] = run("D", "5", 12, -1)
    empty = {p: "" for p in FULL}
    s = patience.arrange(SLUG, {**empty, **piles, "S3": "6D"})
    assert not s.is_won()
    s.apply("S3>D4")
    assert s.is_won() and s.is_over() and s.score() == 104


def test_the_game_is_over_when_nothing_can_be_played_dealt_or_redealt() -> None:
    s = arrange({"U1": "5S", "T": "9D"}, {"redeals": 2})
    assert not s.legal_moves() and s.is_over() and not s.is_won()


# Deal 1, won by the solver (``python -m patience solve herring-bone --deal 1``) with both re-deals and
# exchanges between the ascending and descending hearts and diamonds.
WINNING_DEAL = 1
WINNING_LINE = (
    "B2>U3 S2>U1 S3>D1 deal T>U3 deal deal deal T>U1 deal T>U1 deal deal T>U4 deal deal P>S1 S5>D3 deal "
    "deal deal deal deal deal deal deal P>S1 deal deal deal deal T>U2 deal deal deal deal deal deal T>D1 "
    "deal T>D3 S6>D3 deal deal deal T>D1 B3>D1 deal deal T>D4 deal deal T>D1 deal T>U2 P>S1 P>S2 S2>U4 "
    "P>S2 T>S3 T>S4 T>D1 T>U2 H>D1 B3>U2 P>S5 S5>D3 P>S5 T>S6 deal T>U3 B1>U3 deal deal deal T>U1 deal "
    "deal deal deal deal deal deal deal deal deal deal T>D4 B3>D4 S1>D4 T>S1 deal deal deal deal B2>D2 "
    "deal redeal deal deal deal deal deal T>U2 deal deal deal T>D4 B1>D4 B3>D4 B2>D4 deal deal deal deal "
    "deal T>U2 B3>U2 B3>U2 B1>U2 B1>U3 S7>U2 deal T>U4 deal deal deal deal T>U3 deal deal deal deal deal "
    "deal deal T>D2 U2>D2 U2>D2 U2>D2 S8>D2 deal T>U4 D4>U4 D4>U4 deal deal deal T>U1 S1>U1 B1>U1 T>S1 "
    "T>S7 T>S8 T>D4 deal deal deal T>U4 deal deal T>U2 T>U2 deal T>U4 B1>U4 redeal deal deal deal T>U1 "
    "deal deal deal T>U1 deal deal deal deal T>U4 S1>U4 deal T>U3 deal deal T>D2 H>D2 H>U3 B2>U3 B2>D1 "
    "H>D4 deal T>D2 S8>D2 deal T>U4 deal deal T>U1 S4>U1 T>S1 T>S4 T>S8 T>U3 S5>U3 B4>U3 H>D2 B2>D2 H>D3 "
    "H>D4 B4>D3 T>S5 T>D4 S2>D4 S3>D4 T>D1 S1>D1 S6>D1 S7>D1 T>U1 T>D3 S8>D3 S4>D3 deal T>U2 B2>U2 S5>U2 "
    "deal T>D3 B3>D3 B1>D3")


def test_a_real_deal_is_won() -> None:
    """A numbered deal played out to the end: every move is accepted and the game is won."""
    s = replay_win(SLUG, WINNING_DEAL, WINNING_LINE)
    assert s.counters["redeals"] == 2
    assert any(m.args and m.args[0] in UP + DOWN for m in s.moves)  # an exchange was made


def test_the_german_variety_sets_the_herring_bone_out_from_a_single_pack() -> None:
    """'In the German variety of this game the herring-bone is set out from a single pack before the two packs
    are shuffled': twenty-eight different cards (note herring-bone-6). The book game's shuffle gives them,
    the first twenty-eight different cards in the order they come; the rest are shuffled again. The variant
    plays by the book game's rules."""
    game = patience.game(GERMAN)
    assert game.variant_of == SLUG
    duplicates = 0
    for deal in range(20):
        order = dealt(SLUG, deal)
        s = patience.new_game(GERMAN, deal)
        bone = shown(s, "H")
        assert Counter(int(c) for c in s.all_cards()) == Counter(int(c) for c in packs(2))
        first: list[str] = []
        for c in order:
            if c not in first:
                first.append(c)
        assert bone == first[:len(bone)] and len(bone) >= 28 - 8  # less any gone up from its end at once
        assert len(set(bone)) == len(bone)
        duplicates += len(set(order[:28])) < 28
    assert duplicates  # the book's way has duplicates in the herring-bone on some of these deals


@settings(max_examples=30, deadline=None)
@given(slug=st.sampled_from([SLUG, GERMAN]), deal=st.integers(0, 100_000),
       choices=st.lists(st.integers(0, 1000), max_size=120))
def test_whatever_is_played_the_foundations_run_in_suit_from_the_base(slug: str, deal: int,
                                                                      choices: list[int]) -> None:
    """Whatever the player does: each place holds its own suit, ascending on the right and descending on the
    left round from the one base value; every bar holds a card while the herring-bone lasts (Rule IV); no
    card of the base value lies available anywhere (placed as they appear)."""
    s = patience.new_game(slug, deal)
    base = next(c.rank for f in UP for c in s.pile(f)[:1])
    for choice in choices:
        legal = s.legal_moves()
        if not legal:
            break
        s.apply(legal[choice % len(legal)])
        for places, step in ((UP, +1), (DOWN, -1)):
            for suit, f in enumerate(places):
                pile = s.pile(f)
                assert all(c.suit == suit for c in pile)
                assert [c.rank for c in pile] == [(base - 1 + step * k) % 13 + 1 for k in range(len(pile))]
        if s.pile("H"):
            assert all(s.pile(b) for b in BARS)
        tops = [s.pile(p)[-1] for p in ("H", *BARS, *SIDE_SCENES, "T") if s.pile(p)]
        assert all(c.rank != base for c in tops)
