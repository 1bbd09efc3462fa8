"""La Nivernaise (No. 13), tested from the 1914 text, rule by rule and paragraph by paragraph."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support import exhaustive, exhaustive_with_knowledge, random_play

import patience
from patience import IllegalMove, parse_card
from patience.cards import packs
from patience.solver.games.la_nivernaise import KNOWLEDGE, EndLayout, count_leaves_a_card
from patience.moves import Move

FLANKS = [f"F{k}" for k in range(1, 9)]
LINE = [f"L{k}" for k in range(1, 7)]
# Flank cards that stay put unless a test says otherwise.
FULL_FLANKS = {"F1": "9S", "F2": "9H", "F3": "9C", "F4": "9D", "F5": "8S", "F6": "8H", "F7": "8C", "F8": "8D"}
# Line packets that stay put unless a test says otherwise (an empty packet would be refilled by four).
FULL_LINE = {"L1": "JD", "L2": "JD", "L3": "JS", "L4": "JS", "L5": "JH", "L6": "JH"}
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


def exchange_first(s: patience.State, legal: list[Move], rng: random.Random) -> Move:
    """A random move, an exchange between the foundations whenever one is legal."""
    exchanges = [m for m in legal if m.args and m.args[0][0] in "AK"]
    return rng.choice(exchanges or legal)


def exchange_half_the_time(s: patience.State, legal: list[Move], rng: random.Random) -> Move:
    """A random move, an exchange half the time when one is legal."""
    exchanges = [m for m in legal if m.args and m.args[0][0] in "AK"]
    return rng.choice(exchanges if exchanges and rng.random() < 0.5 else legal)


def cards(text: str) -> tuple[patience.Card, ...]:
    return tuple(parse_card(t) for t in text.split())


def arrange(piles: dict[str, str], counters: dict[str, int] | None = None) -> patience.State:
    return patience.arrange("la-nivernaise", {**FULL_FLANKS, **FULL_LINE, **piles}, counters)


def run(suit: str, first: str, last: str, down: bool = False) -> str:
    ranks = RANKS[::-1] if down else RANKS
    return " ".join(f"{r}{suit}" for r in ranks[ranks.index(first): ranks.index(last) + 1])


def test_the_flanks_and_the_line_are_dealt() -> None:
    """'Place two perpendicular rows of four cards each, called Flanks, leaving space in the centre for
    four aces and four kings ... You next deal from left to right six packets, each composed of four cards
    dealt together, and placed in a horizontal line underneath. These packets are called the Line.'"""
    s = patience.new_game("la-nivernaise", 5)
    assert [len(s.pile(f)) for f in FLANKS] == [1] * 8
    assert [len(s.pile(p)) for p in LINE] == [4] * 6
    assert len(s.pile("S")) == 104 - 8 - 24
    assert all(not s.pile(f"{x}{k}") for x in "AK" for k in range(1, 5))
    assert Counter(int(c) for c in s.all_cards()) == Counter(int(c) for c in packs(2))
    game = patience.game("la-nivernaise")
    places = {p.name: (p.x, p.y) for g in game.groups for p in g.piles}
    assert len({places[f][0] for f in FLANKS}) == 2  # two perpendicular rows
    assert places["F1"][0] < places["A1"][0] < places["K1"][0] < places["F5"][0]  # the centre between them
    assert len({places[p][1] for p in LINE}) == 1 and min(places[p][1] for p in LINE) > places["F4"][1]


def test_rule_I_only_the_uppermost_card_of_a_line_packet_is_available() -> None:
    """Rule I: 'The Line is to consist of six packets, of which the uppermost card of each is alone
    available, until by its removal the one beneath is released.'"""
    s = arrange({"L1": "AS 5D 2S", "L2": "KH"})
    before = list(s.piles)
    with pytest.raises(IllegalMove, match="Rule I: the uppermost card of each packet of the Line is alone"):
        s.apply("L1@1>A1")
    assert s.piles == before
    assert not s.is_legal(patience.parse_move("L1>A1"))  # the two of spades is uppermost
    s.apply("L2>K2")  # an uppermost card plays
    assert s.pile("K2") == cards("KH")


def test_rule_I_the_card_uppermost_at_the_time_is_the_available_one() -> None:
    """Rule I: '... the card which is uppermost at the time being always the available one': after a
    round is dealt on a packet, its new top card is the available one."""
    s = arrange({"L1": "AS", "L2": "5C", "L3": "5C", "L4": "5C", "L5": "5C", "L6": "5C", "S": "7D 7D 7D 7D " * 5 + "AH 2S 3S KD"})
    assert s.is_legal(patience.parse_move("L1>A1"))
    s.apply("deal")
    assert s.pile("L1")[-1] == parse_card("AH")
    assert not s.is_legal(patience.parse_move("L1@1>A1"))
    s.apply("L1>A2")


def test_rule_II_cards_may_be_examined_as_there_are_vacancies_in_the_flanks() -> None:
    """Rule II: 'As many cards in each of the packets forming the Line may be examined as there are
    vacancies in the Flanks.' (note la-nivernaise-2: the engine shows them at once, below the top card.)"""
    s = arrange({"L1": "2C 3C 4C 5C 6C", "L2": "7C", "F1": "AD", "F2": "KS"})
    assert s.view()["L1"] == [None, None, None, None, "6C"]
    s.apply("F1>A4")
    assert s.view()["L1"] == [None, None, None, "5C", "6C"]
    s.apply("F2>K1")
    assert s.view()["L1"] == [None, None, "4C", "5C", "6C"]
    assert s.view()["L2"] == ["7C"]
    s.apply("L1>F1")  # filling a vacancy leaves fewer to examine by
    assert s.view()["L1"] == [None, None, "4C", "5C"]
    assert set(s.view()["S"]) <= {None}


def test_rule_III_all_foundations_follow_suit() -> None:
    """Rule III: 'All foundations must follow suit.'"""
    s = arrange({"A1": "AS", "K3": "KC", "L1": "2H", "L2": "QD", "L3": "2S"})
    before = list(s.piles)
    with pytest.raises(IllegalMove, match="Rule III: all foundations must follow suit"):
        s.apply("L1>A1")
    with pytest.raises(IllegalMove, match="Rule III"):
        s.apply("L2>K3")
    assert s.piles == before
    s.apply("L3>A1")


def test_aces_ascend_to_kings_and_kings_descend_to_aces() -> None:
    """'four aces and four kings of different suits. These, when they can be played, form the foundation
    cards, the kings descending in sequence to aces, the aces ascending in sequence to kings.'"""
    s = arrange({"L1": "3H", "L2": "2H", "L3": "AH", "L4": "QH", "L5": "KH", "L6": "JH"})
    with pytest.raises(IllegalMove, match="four aces and four kings of different suits"):
        s.apply("L1>A2")
    with pytest.raises(IllegalMove, match="four aces and four kings"):
        s.apply("L4>K2")
    s.apply("L3>A2")
    s.apply("L2>A2")
    s.apply("L1>A2")
    s.apply("L5>K2")
    with pytest.raises(IllegalMove, match="the kings descend in sequence to aces"):
        s.apply("L6>K2")
    s.apply("L4>K2")
    s.apply("L6>K2")
    assert s.pile("A2") == cards("AH 2H 3H") and s.pile("K2") == cards("KH QH JH")


def test_foundation_cards_play_from_the_line_and_the_flanks() -> None:
    """'If any of the foundation cards appear on the surface of the Line, or on the Flanks, play them in
    the spaces reserved; as also any other suitable cards subject to Rule I.'"""
    s = arrange({"F3": "KC", "L4": "9C AC", "L5": "QC"})
    s.apply("F3>K3")
    s.apply("L4>A3")
    s.apply("L5>K3")
    assert s.pile("K3") == cards("KC QC") and s.pile("A3") == cards("AC")


def test_vacancies_in_the_flanks_may_be_filled_from_the_pack_or_from_the_line() -> None:
    """'They may be filled from the pack or from the Line, but it is never prudent to fill up all
    vacancies' (note la-nivernaise-4: the player's choice; the pack's top card is turned into the vacancy)."""
    s = arrange({"F3": "AC", "L2": "5H 6D", "S": "JS 4D"})
    s.apply("F3>A3")
    assert s.pile("F3") == ()  # a vacancy is never filled by itself
    assert {"S>F3", "L2>F3"} <= {str(m) for m in s.legal_moves()}
    s.apply("S>F3")
    assert s.pile("F3") == cards("4D") and s.pile("S") == cards("JS")
    s.undo()
    s.apply("L2>F3")
    assert s.pile("F3") == cards("6D") and s.pile("L2") == cards("5H")


def test_flank_vacancies_are_not_filled_from_another_flank_nor_from_a_foundation() -> None:
    """The vacancies are filled 'from the pack or from the Line' only; the pack fills nothing else."""
    s = arrange({"F3": "", "A1": "AS 2S", "S": "JS 4D"})
    before = list(s.piles)
    for move in ("F1>F3", "A1>F3"):
        with pytest.raises(IllegalMove, match="filled from the pack or from the Line|exchanged"):
            s.apply(move)
    with pytest.raises(IllegalMove, match="the pack fills only the vacancies in the Flanks"):
        s.apply("S>F1")
    with pytest.raises(IllegalMove, match="the pack only fills the vacancies"):
        s.apply("S>A1")
    assert s.piles == before


def test_a_flank_card_is_refused_another_flank_by_the_rule_of_the_flanks() -> None:
    """'Place two perpendicular rows of four cards each, called Flanks'; their 'vacancies ... may be
    filled from the pack or from the Line' (note la-nivernaise-4). A card moved onto a Flank that holds
    its card breaks the rule of the Flanks, not that of the Line, whether it comes from another Flank or
    from the Line; into a vacancy, a Flank card is refused by the same rule's sources."""
    s = arrange({"F3": "", "L1": "5H 4C"})
    before = list(s.piles)
    for move in ("F1>F2", "F5>F8", "L1>F2"):
        with pytest.raises(IllegalMove, match="two rows of four cards each: only their vacancies") as refused:
            s.apply(move)
        assert "Line" not in str(refused.value) and "note la-nivernaise-4" in str(refused.value)
    with pytest.raises(IllegalMove, match=r"filled from the pack or from the Line \(note la-nivernaise-4\)"):
        s.apply("F1>F3")
    for move in ("F1>L1", "L2>L1"):  # onto a packet of the Line: the Line's rule
        with pytest.raises(IllegalMove, match="single cards are not to be replaced on the Line$"):
            s.apply(move)
    with pytest.raises(IllegalMove, match="only exchanged from the ascending"):
        arrange({"A1": "AS"}).apply("A1>F2")  # a foundation card goes to no Flank: the foundations' rule
    assert s.piles == before


def test_single_cards_are_not_replaced_on_the_line() -> None:
    """'Single cards are not to be replaced on the Line.'"""
    s = arrange({"L1": "5H", "L2": "7C", "S": "2D 3D 4D 5D 6D"})
    before = list(s.piles)
    for move in ("F1>L1", "L2>L1"):
        with pytest.raises(IllegalMove, match="single cards are not to be replaced on the Line"):
            s.apply(move)
    assert s.piles == before


def test_a_packet_played_off_gets_four_more_cards_at_once() -> None:
    """'but if an entire packet has been played off, four more cards are to be immediately placed in its
    stead, and this rule applies to each several round.'"""
    s = arrange({"L1": "2S AS", "A1": "", "S": "QC JC 10C 9C 8C 7C"})
    s.apply("L1>A1")
    assert s.pile("L1") == cards("2S")
    s.apply("L1>A1")
    assert len(s.pile("L1")) == 4 and s.pile("S") == cards("QC JC")
    s.undo()
    assert s.pile("L1") == cards("2S") and len(s.pile("S")) == 6
    # later in the game, with fewer than four cards in the pack, what is left is placed
    t = arrange({"L1": "AS", "S": "QC JC"})
    t.apply("L1>A1")
    assert len(t.pile("L1")) == 2 and not t.pile("S")


def test_a_packet_played_off_is_refilled_as_a_deal_lays_four_cards() -> None:
    """'if an entire packet has been played off, four more cards are to be immediately placed in its
    stead', as the packets are dealt: 'each composed of four cards dealt together'. The four come off
    the top of the pack and are turned face up, its top card lowest, the order in which a round lays
    four on a packet (note la-nivernaise-6)."""
    pack = "KD QC JC 10C 9C 8C 7C"  # the seven of clubs on top
    s = arrange({"L1": "AS", "S": pack})
    s.apply("L1>A1")
    assert s.pile("L1") == cards("7C 8C 9C 10C") and s.pile("S") == cards("KD QC JC")
    dealt = arrange({"L1": "AS", "S": pack})
    dealt.apply("deal")
    assert dealt.pile("L1") == cards("AS") + s.pile("L1")  # a round lays the same four the same way
    assert dealt.pile("L2")[-3:] == cards("JC QC KD")


def test_the_automatic_refill_lays_the_cards_as_a_dealer_turns_them() -> None:
    """'four more cards are to be immediately placed in its stead, and this rule applies to each
    several round': a dealer takes them from the top of the pack, face down, and turns them up, so
    the top card of the pack lies lowest and the fourth is uppermost, the available one (Rule I), as
    in every deal; not the four laid down as a block with the pack's top card still on top. With
    fewer than four left, what is left is placed the same way; each packet played off in its turn."""
    s = arrange({"L3": "2S AS", "S": "9D 5H 4H 3H"})
    s.apply("L3>A1")
    s.apply("L3>A1")
    assert s.pile("L3") == cards("3H 4H 5H 9D") and s.pile("L3")[-1] == parse_card("9D")
    t = arrange({"L1": "AS", "S": "QC JC"})
    t.apply("L1>A1")
    assert t.pile("L1") == cards("JC QC") and not t.pile("S")
    u = arrange({"L2": "KH", "L5": "KS", "S": "8D 7D 6D 5D 4D 3D 2D AD"})  # two packets played off in turn
    u.apply("L5>K1")
    u.apply("L2>K2")
    assert u.pile("L5") == cards("AD 2D 3D 4D") and u.pile("L2") == cards("5D 6D 7D 8D") and not u.pile("S")


def test_deal_a_round_of_four_cards_on_each_line_packet() -> None:
    """'deal a second round of four cards together, on each of the Line packets as before, and continue
    thus to deal successive rounds until all the cards are dealt out'."""
    s = patience.new_game("la-nivernaise", 2)
    sizes = [len(s.pile(p)) for p in LINE]
    stock = len(s.pile("S"))
    s.apply("deal")
    assert [len(s.pile(p)) for p in LINE] == [n + 4 for n in sizes]
    assert len(s.pile("S")) == stock - 24
    t = arrange({**{p: "5C" for p in LINE}, "S": "2D 3D 4D 5D 6D 7D"})
    t.apply("deal")  # the last round gives out what is left, packet by packet from the left
    assert [len(t.pile(p)) for p in LINE] == [5, 3, 1, 1, 1, 1]
    with pytest.raises(IllegalMove, match="all the cards are dealt out"):
        t.apply("deal")


def test_rule_IV_the_line_is_taken_up_from_the_left_turned_and_redealt() -> None:
    """Rule IV: 'In re-dealing, the Line packets must be taken up in succession, beginning on the left;
    then the whole together turned and re-dealt as before.' PLAY: 'The whole of the pack having been
    dealt ... take up the line as prescribed in Rule IV, re-deal, and play exactly as at first.'
    (note la-nivernaise-6: the Flanks and foundations stay; six packets of four are dealt again, as at
    first.)"""
    line = {"L1": "2C 3C 4C 5C 6C", "L2": "7D 8D", "L3": "9S", "L4": "10H JH QH", "L5": "4S 5S 6S 7S 8S 9S",
            "L6": "3H"}
    s = arrange({**line, "A1": "AS 2S 3S", "F2": ""})
    flanks = [s.pile(f) for f in FLANKS]
    s.apply("redeal")
    # turned, the first packet's lowest card is dealt first, and four dealt together lie as they lay
    gathered = [c for p in LINE for c in cards(line[p])]
    for k, p in enumerate(LINE):
        assert s.pile(p) == tuple(gathered[4 * k: 4 * k + 4])
    assert [len(s.pile(p)) for p in LINE] == [4, 4, 4, 4, 2, 0]
    assert not s.pile("S")
    assert [s.pile(f) for f in FLANKS] == flanks and s.pile("A1") == cards("AS 2S 3S")


def test_rule_IV_the_redeal_lays_the_packets_out_as_the_first_deal_did() -> None:
    """Rule IV: 'the whole together turned and re-dealt as before'; PLAY: 'You next deal from left to
    right six packets, each composed of four cards dealt together'. Taken up from the left and turned,
    the pack has the first packet's lowest card on top; dealt as before, four together turned face up,
    the first four cards come out in the order they lay (note la-nivernaise-6). Deal 1: the first
    packet, 7H 8S 2H 5D from the bottom, is 7H 8S 2H 5D again after three rounds and the re-deal, and
    the second packet is the four cards the first round laid on it, as they lay."""
    s = patience.new_game("la-nivernaise", 1)
    assert s.pile("L1") == cards("7H 8S 2H 5D")
    for move in ("deal", "deal", "deal"):
        s.apply(move)
    gathered = [c for p in LINE for c in s.pile(p)]
    assert gathered[:8] == list(cards("7H 8S 2H 5D 6S 10C 8D QC"))
    s.apply("redeal")
    assert s.pile("L1") == cards("7H 8S 2H 5D")
    assert s.pile("L2") == cards("6S 10C 8D QC")
    assert [s.pile(p) for p in LINE] == [tuple(gathered[4 * k: 4 * k + 4]) for k in range(6)]
    assert s.pile("S") == tuple(reversed(gathered[24:]))  # the rest, turned: the next card to deal on top


def test_there_is_only_one_redeal_after_the_whole_pack_is_dealt() -> None:
    """'The whole of the pack having been dealt ... There is only one re-deal.'"""
    s = patience.new_game("la-nivernaise", 9)
    with pytest.raises(IllegalMove, match="Rule IV: the whole of the pack is dealt before the Line"):
        s.apply("redeal")
    while s.pile("S"):
        s.apply("deal")
    s.apply("redeal")
    while s.pile("S"):
        s.apply("deal")
    before = list(s.piles)
    with pytest.raises(IllegalMove, match="there is only one re-deal"):
        s.apply("redeal")
    assert s.piles == before


def test_one_card_at_a_time_may_be_exchanged_between_ascending_and_descending() -> None:
    """'In forming the foundations, one card at a time may be exchanged from the ascending to the
    descending sequences, and vice versâ.' (note la-nivernaise-5)"""
    s = arrange({"A3": run("C", "A", "7"), "K3": run("C", "K", "9", down=True), "L1": "8C"})
    s.apply("L1>K3")  # the eight could go either way
    s.apply("A3>K3")  # the seven passes from the ascending to the descending sequence
    assert s.pile("A3")[-1] == parse_card("6C") and s.pile("K3")[-1] == parse_card("7C")
    s.apply("K3>A3")  # and back again, vice versa
    assert s.pile("A3")[-1] == parse_card("7C")
    t = arrange({"A2": "AH 2H", "K2": "KH"})
    with pytest.raises(IllegalMove, match="the kings descend in sequence to aces"):
        t.apply("A2>K2")  # only a card that follows in sequence there
    with pytest.raises(IllegalMove, match="only exchanged from the ascending to the descending"):
        s.apply("A3>F1")


def test_an_end_position_is_won() -> None:
    """The patience succeeds when the four aces have ascended to kings and the four kings descended to
    aces."""
    full = {f"A{k + 1}": run(x, "A", "K") for k, x in enumerate("SHCD")}
    full |= {f"K{k + 1}": run(x, "K", "A", down=True) for k, x in enumerate("SHCD")}
    full |= {"A4": run("D", "A", "Q"), "K1": run("S", "K", "2", down=True)}
    s = patience.arrange("la-nivernaise", {**full, "L3": "AS KD"})
    s.apply("L3>A4")
    assert not s.is_won()
    s.apply("L3>K1")
    assert s.is_won() and s.is_over() and s.score() == 104


# Deal 34, won after the one re-deal: a line the solver found (python -m patience solve la-nivernaise --deal 34)
# once the re-deal and the refills dealt four cards as at first, replayed here.
WINNING_DEAL = 34
WINNING_LINE = (
    "F2>K1 F5>K4 F8>K1 L5>K1 L5>A3 F1>A3 L4>F1 L4>A2 deal L2>A4 F1>A4 L1>A2 L1>A3 L5>A4 L5>K1 L5>K4 L1>F1 "
    "L1>K2 L1>A3 deal L6>K2 L6>A4 F3>A4 F6>A4 L3>F2 L3>K3 L3>K3 L6>K4 L3>F3 L3>K4 L6>K3 F2>K3 L3>A2 L4>F2 "
    "L4>A3 L4>A1 L3>A1 L2>A1 F7>A1 L1>F5 L1>A1 L1>K4 L1>A2 L5>A2 L2>A2 L1>F6 L1>K1 L1>K2 F3>K2 L3>A1 deal "
    "L1>A3 L6>A3 L6>A2 redeal L6>A3 L2>A4 deal L1>A1 L3>A1 L5>A1 F6>A1 F1>A1 L4>K4 A4>K4 L4>K4 S>F1 F1>K4 "
    "L6>F1 L6>F3 L6>K2 S>F6 F6>A3 F4>A3 L6>F4 L6>A4 L6>K4 L6>K3 F4>K3 deal L5>F4 L5>K4 L5>K2 F4>K2 L4>F4 "
    "L4>A3 F5>A3 F1>A3 L4>F1 L4>K4 L4>K2 L3>F5 L3>A2 L3>F6 L3>A2 F4>A2 L3>A2 F3>A2 L1>F3 L1>F4 L1>F7 L1>F8 "
    "L1>K3 L6>K3 F6>K3 L4>K3 F8>K3 L1>F6 L1>F8 L1>A4 F7>A4 F8>A4 L3>F7 L3>A4 F4>A4 L2>F4 L2>A4 L2>F8 L2>K2 "
    "L2>K3 F8>K3 L2>K4 L2>A1 F2>A1 L6>K2 F5>K2 L6>K1 L6>A2 L5>F2 L5>F5 L5>K1 F2>K1 F6>K1 F1>K1 F7>K1 F5>K1 "
    "F3>K1 L5>K2 F4>K2"
)


def test_a_real_deal_is_won() -> None:
    """A numbered deal played out to the end: every move is accepted and the game is won."""
    s = patience.new_game("la-nivernaise", WINNING_DEAL)
    for move in WINNING_LINE.split(" "):
        s.apply(move)
    assert s.is_won() and s.counters["redeals"] == 1
    assert patience.from_dict(s.to_dict()) == s


@settings(max_examples=40, deadline=None)
@given(deal=st.integers(0, 100_000), choices=st.lists(st.integers(0, 1000), max_size=80))
def test_what_the_player_sees_of_the_line_follows_rule_II(deal: int, choices: list[int]) -> None:
    """Along any play, each Line packet shows its uppermost card and as many beneath it as there are
    vacancies in the Flanks; no Line packet is left empty while the pack has cards."""
    s = patience.new_game("la-nivernaise", deal)
    for choice in choices:
        legal = s.legal_moves()
        if not legal:
            break
        s.apply(legal[choice % len(legal)])
        vacancies = sum(1 for f in FLANKS if not s.pile(f))
        for p in LINE:
            shown = sum(1 for c in s.view()[p] if c is not None)
            assert shown == min(len(s.pile(p)), 1 + vacancies)
            if s.pile("S"):
                assert s.pile(p)


# --- the solver's knowledge (patience.solver.games.la_nivernaise.NivernaiseKnowledge) ----------

def all_up_but_spades(asc: str, desc: str, **piles: str) -> patience.State:
    """Every suit up but spades, whose foundations hold ``asc`` and ``desc``."""
    done = {f"A{k + 1}": run(x, "A", "K") for k, x in enumerate("SHCD")}
    done |= {f"K{k + 1}": run(x, "K", "A", down=True) for k, x in enumerate("SHCD")}
    return arrange({**done, "A1": asc, "K1": desc, **piles}, {"redeals": 1})


def test_a_flank_card_to_a_foundation_is_played_alone_unless_the_foundations_meet() -> None:
    """'taking, however, in preference, cards from the Flanks, as the vacancies so made are most
    important': a Flank card that can go up is the solver's only move; but where the spades meet (the
    aces at six, the kings at seven) the exchanges may still want to slide them first."""
    s = arrange({"A1": run("S", "A", "4"), "K1": "KS", "F1": "5S", "L1": "5S"})
    assert str(KNOWLEDGE.safe_move(s, s.legal_moves())) == "F1>A1"
    s = all_up_but_spades(run("S", "A", "6"), run("S", "K", "7", down=True), F1="5S")
    assert KNOWLEDGE.safe_move(s, s.legal_moves()) is None


def test_a_line_card_is_played_alone_only_when_no_re_deal_is_to_come() -> None:
    """A Line card that is the last of its rank the foundations lack goes up at once once the re-deal
    is made (Rule IV: the Line will not be taken up again), not before."""
    s = all_up_but_spades(run("S", "A", "9"), run("S", "K", "2", down=True), L1="JS 10S")
    assert str(KNOWLEDGE.safe_move(s, s.legal_moves())) == "L1>A1"
    s.counters["redeals"] = 0
    assert KNOWLEDGE.safe_move(s, s.legal_moves()) is None


def test_exchanges_are_tried_only_towards_a_card_that_can_then_go_up() -> None:
    """'one card at a time may be exchanged from the ascending to the descending sequences, and vice
    versa': with the spades meeting at six and seven, sliding them down is worth trying for the three
    of spades in a Flank (or the five atop a packet), sliding them up is not (no spade above the seven
    is available); and the other way about."""
    others = {"F5": "", "L3": "JH", "L4": "JH"}  # no other spade available
    s = all_up_but_spades(run("S", "A", "6"), run("S", "K", "7", down=True), F1="3S", L1="10S 5S", **others)
    moves = s.legal_moves()
    assert {"A1>K1", "K1>A1"} <= set(map(str, moves))
    kept = set(map(str, KNOWLEDGE.worth_trying(s, moves)))
    assert "A1>K1" in kept and "K1>A1" not in kept
    fills = {m for m in map(str, moves) if m.split(">")[1] in FLANKS}  # (their own test: below)
    assert kept - fills == set(map(str, moves)) - {"K1>A1"} - fills
    s = all_up_but_spades(run("S", "A", "6"), run("S", "K", "7", down=True), F1="9S", L1="3S 10S", **others)
    kept = set(map(str, KNOWLEDGE.worth_trying(s, s.legal_moves())))
    assert "K1>A1" in kept and "A1>K1" not in kept


def test_safe_moves_and_worth_trying_agree_with_exhaustive_search_on_small_decks() -> None:
    """On small decks, from positions along random plays (exchanges and all), the search restricted to
    the safe move or the moves worth trying, and cut where ``hopeless`` claims a loss, wins exactly when a
    plain exhaustive search does."""
    from patience.solver.search import tiny

    small = tiny(patience.game("la-nivernaise"), (1, 2, 3, 13), ("F1", "L1", "L2", "L3"))
    verdicts = {"won": 0, "lost": 0}
    for p in random_play(small, range(12), steps=200, choose=exchange_first):
        if p.step % 7 == 1:
            truth = exhaustive(p.state, 3_000)
            if truth is not None:
                assert exhaustive_with_knowledge(p.state, 3_000) == truth, f"deal {p.deal}, {p.state.moves}"
                verdicts[truth] += 1
    assert verdicts["won"] >= 100 and verdicts["lost"] >= 50


def test_hopeless_when_after_the_re_deal_the_flanks_cannot_hold_what_must_wait() -> None:
    """'There is only one re-deal': once it is made and the pack dealt out, the Line is never refilled
    and the only room to clear a packet is the vacancies in the Flanks. Every suit is up but spades,
    standing at five (aces) and eight (kings), so the sixes and sevens must go up next; they lie in two
    packets under hearts, all up already (so they can only wait in the Flanks for good).

    Two vacancies and three hearts over each pair: no card can go up at all. Two vacancies and two
    hearts over the first pair: it goes up, but the second stays under three hearts for good. Both lost,
    and ``hopeless`` says so. Three vacancies and three hearts over each pair: lost too (the first three
    hearts fill the Flanks); the count, which looks at the cards above one card at a time, misses it,
    but the search of the play left to the end finds it. Six vacancies: won."""
    line = {"L2": "6S 7S QH QH QH", "L3": run("S", "A", "5"), "L4": run("S", "K", "8", down=True),
            "L5": "JD", "L6": "JD"}
    for vacant, first, verdict, claimed in ((2, "7S 6S JH JH JH", "lost", True), (2, "7S 6S JH JH", "lost", True),
                                            (3, "7S 6S JH JH JH", "lost", True), (6, "7S 6S JH JH JH", "won", False)):
        flanks = {f: ("" if k < vacant else "9H") for k, f in enumerate(FLANKS)}
        s = all_up_but_spades(run("S", "A", "5"), run("S", "K", "8", down=True), **flanks, **line, L1=first)
        assert not s.pile("S") and s.counters["redeals"] == 1
        assert KNOWLEDGE.hopeless(s) is claimed
        if verdict == "lost":
            assert exhaustive(s, 50_000) == "lost"
        assert patience.solve(s, seconds=None).status == verdict
    line["L1"] = "7S 6S JH JH JH"
    s = all_up_but_spades(run("S", "A", "5"), run("S", "K", "8", down=True), **line,
                          **{f: ("" if k < 2 else "9H") for k, f in enumerate(FLANKS)})
    s.counters["redeals"] = 0  # the re-deal is still to come: the Line will be taken up again
    assert not KNOWLEDGE.hopeless(s)


def test_hopeless_never_claims_a_position_that_exhaustive_search_wins() -> None:
    """On small decks (one Flank, three packets), every position met along random plays that ``hopeless``
    calls lost is lost for a plain exhaustive search (and many are met, so the check means something)."""
    from patience.solver.search import tiny

    small = tiny(patience.game("la-nivernaise"), (1, 2, 3, 13), ("F1", "L1", "L2", "L3"))
    checked = 0
    done = -1  # a deal whose play was claimed lost once: the rest of it is lost too
    for p in random_play(small, range(20), steps=201):  # random exchanges may go back and forth for ever
        if p.deal == done or p.step == 0:
            continue
        if KNOWLEDGE.hopeless(p.state):
            truth = exhaustive(p.state, 3_000)
            assert truth in ("lost", None), f"deal {p.deal}, {p.state.moves}"
            checked += truth == "lost"
            done = p.deal
    assert checked >= 10


def test_hopeless_counts_the_cards_above_that_must_go_up_later() -> None:
    """Rule III with Rule I: the spades stand at eight (aces) and five (kings), past each other, so no
    exchange can be made again ('one card at a time may be exchanged' only between a top card and the
    next in the other sequence): the nine to king left must go up on the aces' foundation, the nine first.
    With the nine under the ten to king on one packet, those four wait in the Flanks while the nine goes:
    three vacancies are too few (lost), four enough (won)."""
    for vacant, verdict in ((3, "lost"), (4, "won")):
        flanks = {f: ("" if k < vacant else "9H") for k, f in enumerate(FLANKS)}
        s = all_up_but_spades(run("S", "A", "8"), run("S", "K", "5", down=True), **flanks,
                              L1="9S 10S JS QS KS", L2="AS 2S 3S 4S", L3="JD", L4="JD", L5="JH", L6="JH")
        assert KNOWLEDGE.hopeless(s) is (verdict == "lost")
        if verdict == "lost":
            assert exhaustive(s, 50_000) == "lost"
        assert patience.solve(s, seconds=None).status == verdict


# --- the solver's knowledge at the end (patience/solver/games/la_nivernaise.py) ----------------


def test_at_the_end_a_flank_is_filled_only_to_dig_to_a_card_that_goes_up() -> None:
    """'vacancies in the Flanks may be filled ... from the Line', and 'single cards are not to be replaced
    on the Line': once the re-deal is made and the pack dealt out, a card moved from a packet into a
    vacancy only bares the card beneath. With the spades at five (aces) and eight (kings), the six and the
    seven of spades can go up. One vacancy: the nine of hearts over a six is worth moving, the one over
    another nine of hearts and a six is not (and a lone card never is); two vacancies: both are. Before
    the re-deal, or while the pack lasts, every fill is tried."""
    line = {"L1": "6S 9H", "L2": "6S 9H 9H", "L3": "JD", "L4": "7S JD"}
    for vacant, fills in ((1, {"L1", "L4"}), (2, {"L1", "L2", "L4"})):
        flanks = {f: ("" if k < vacant else "9H") for k, f in enumerate(FLANKS)}
        s = all_up_but_spades(run("S", "A", "5"), run("S", "K", "8", down=True), **flanks, **line)
        legal = s.legal_moves()
        to_flanks = {m for m in map(str, legal) if m.startswith("L") and m.split(">")[1] in FLANKS}
        assert {m.split(">")[0] for m in to_flanks} == {"L1", "L2", "L3", "L4", "L5", "L6"}
        kept = set(map(str, KNOWLEDGE.worth_trying(s, legal)))
        assert {m.split(">")[0] for m in kept & to_flanks} == fills
        assert kept - to_flanks == set(map(str, legal)) - to_flanks
        s.counters["redeals"] = 0
        assert set(map(str, KNOWLEDGE.worth_trying(s, s.legal_moves()))) == set(map(str, s.legal_moves()))
        s = all_up_but_spades(run("S", "A", "5"), run("S", "K", "8", down=True), **flanks, **line, S="9H")
        assert set(map(str, KNOWLEDGE.worth_trying(s, s.legal_moves()))) == set(map(str, s.legal_moves()))


def test_at_the_end_the_fills_kept_agree_with_exhaustive_search_on_small_decks() -> None:
    """On small decks (two Flanks, three packets) played at random to the end: from positions after the
    re-deal with the pack out, the search trying only the moves worth trying wins exactly when a plain
    exhaustive search does; both answers are met, and fills are left out in some of them."""
    from patience.solver.search import tiny

    small = tiny(patience.game("la-nivernaise"), (1, 2, 3, 13), ("F1", "F2", "L1", "L2", "L3"))
    verdicts = {"won": 0, "lost": 0}
    dropped = 0
    for p in random_play(small, range(40)):
        s = p.state
        if s.counters["redeals"] == 1 and not s.pile("S") and p.step % 2 == 0:
            truth = exhaustive(s, 3_000)
            if truth is not None:
                assert exhaustive_with_knowledge(s, 3_000) == truth, f"deal {p.deal}, {s.moves}"
                verdicts[truth] += 1
                dropped += len(KNOWLEDGE.worth_trying(s, p.legal)) < len(p.legal)
    assert verdicts["won"] >= 100 and verdicts["lost"] >= 30 and dropped >= 100


def test_hopeless_after_the_re_deal_even_while_the_pack_lasts() -> None:
    """'There is only one re-deal': once it is made, what lies in the Line now is only ever covered by
    the rounds still to come, so a card of the pack counted free (it could go up whenever its rank can)
    does not save the sixes and sevens of spades buried under three hearts each, with two vacancies: lost,
    and ``hopeless`` says so though two hearts are still in the pack. With the sixes and sevens in the
    pack instead, they can be turned into the vacancies and go up: won, and not claimed. Before the
    re-deal nothing is claimed (the Line will be taken up)."""
    flanks = {f: ("" if k < 2 else "9H") for k, f in enumerate(FLANKS)}
    line = {"L1": "7S 6S JH JH JH", "L2": "6S 7S QH QH QH", "L3": run("S", "A", "5"),
            "L4": run("S", "K", "8", down=True), "L5": "JD", "L6": "JD"}
    spades = (run("S", "A", "5"), run("S", "K", "8", down=True))
    s = all_up_but_spades(*spades, **flanks, **line, S="9H 10H")
    assert s.pile("S") and KNOWLEDGE.hopeless(s) and exhaustive(s, 100_000) == "lost"
    s = all_up_but_spades(*spades, **flanks, **{**line, "L1": "JH JH JH", "L2": "QH QH QH"}, S="7S 6S 7S 6S")
    assert not KNOWLEDGE.hopeless(s) and exhaustive(s, 100_000) == "won"
    s = all_up_but_spades(*spades, **flanks, **line, S="9H 10H")
    s.counters["redeals"] = 0
    assert not KNOWLEDGE.hopeless(s)


def test_hopeless_while_the_pack_lasts_never_claims_a_position_that_can_be_won() -> None:
    """On small decks (one Flank, two packets) played at random: every position after the re-deal with
    cards still in the pack that ``hopeless`` calls lost is not won for a plain exhaustive search (and
    such claims are made)."""
    from patience.solver.search import tiny

    small = tiny(patience.game("la-nivernaise"), (1, 2, 3, 13), ("F1", "L1", "L2"))
    claimed = 0
    for p in random_play(small, range(60)):
        s = p.state
        if s.counters["redeals"] == 1 and s.pile("S") and KNOWLEDGE.hopeless(s):
            assert exhaustive(s, 5_000) != "won", f"deal {p.deal}, {s.moves}"
            claimed += 1
    assert claimed >= 30


# --- the search of the play left at the end (la_nivernaise.at_the_end_wins) ---------------------------


def test_at_the_end_the_search_slides_meeting_foundations_by_exchanges() -> None:
    """'In forming the foundations, one card at a time may be exchanged from the ascending to the
    descending sequences, and vice versa': the spades meet at six (aces) and seven (kings), the other
    thirteen spades lie in one packet, the three on top, then the four to king, then the deuce and the
    ace; no vacancy. Four exchanges bring the aces down to the deuce, the three goes up there, the four
    to king follow, the deuce and the ace go on the kings: won, and the search at the end, which takes
    meeting foundations for one position, says so. With the ace above the deuce: lost."""
    from patience.solver.games.la_nivernaise import at_the_end_wins

    junk = {f: "9H" for f in FLANKS} | {"L2": "JD", "L3": "JD", "L4": "JH", "L5": "JH", "L6": "JC"}
    for bottom, verdict in (("AS 2S", "won"), ("2S AS", "lost")):
        s = all_up_but_spades(run("S", "A", "6"), run("S", "K", "7", down=True), **junk,
                              L1=bottom + " " + run("S", "K", "3", down=True))
        assert at_the_end_wins(s) is (verdict == "won")
        assert KNOWLEDGE.hopeless(s) is (verdict == "lost")
        assert exhaustive(s, 50_000) == verdict
        assert patience.solve(s, seconds=None).status == verdict


def test_at_the_end_the_search_agrees_with_exhaustive_search_on_small_decks() -> None:
    """On small decks (two Flanks, three packets) played at random, exchanges and all: at every position
    after the re-deal with the pack out, the search of the play left wins exactly when a plain
    exhaustive search does, and both answers are met."""
    from patience.solver.games.la_nivernaise import at_the_end_wins
    from patience.solver.search import tiny

    verdicts = {"won": 0, "lost": 0}
    for ranks in ((1, 2, 3, 13), (1, 2, 3, 4, 13)):
        small = tiny(patience.game("la-nivernaise"), ranks, ("F1", "F2", "L1", "L2", "L3"))
        for p in random_play(small, range(30), choose=exchange_half_the_time):
            s = p.state
            if s.counters["redeals"] == 1 and not s.pile("S"):
                truth = exhaustive(s, 5_000)
                if truth is not None:
                    assert at_the_end_wins(s) is (truth == "won"), f"{ranks} deal {p.deal}, {s.moves}"
                    verdicts[truth] += 1
    assert verdicts["won"] >= 1000 and verdicts["lost"] >= 1000  # 1302 and 1075 since the refills are dealt


def test_the_solver_orders_moves_by_the_vacancies_they_keep() -> None:
    """'So necessary to success are these vacancies ... it is never prudent to fill up all vacancies':
    the solver's evaluation (move ordering only) weighs a vacant Flank (``VACANCY``) more than a wanted
    card brought one place nearer the surface (10), so a fill that only bares the deuce of spades scores
    lower; the deuce going up (a thousand) then more than makes up for the vacancy filled."""
    from patience.solver.games.la_nivernaise import VACANCY

    s = arrange({"F1": "", "F2": "", "L1": "QD 2S JD", "A1": "AS"})
    before = KNOWLEDGE.evaluate(s)
    s.apply("L1>F1")  # the deuce of spades, wanted, one place nearer: the vacancy still costs more
    assert before - KNOWLEDGE.evaluate(s) == VACANCY - 10
    s.apply("L1>A1")
    assert KNOWLEDGE.evaluate(s) > before


def test_a_position_the_search_at_the_end_found_won_is_tried_first() -> None:
    """Move ordering only: once the search of the play left at the end (``hopeless``'s) has found a
    position won, both evaluations weigh it ``FOUND_WON`` more, so that a search meeting it plays its win
    out before its siblings. The spades meeting at six and seven over one packet that four exchanges
    clear ('one card at a time may be exchanged'): won, and weighed more once asked; with the ace above
    the deuce: lost, never weighed more."""
    from patience.solver.games.la_nivernaise import FOUND_WON
    from patience.solver.search import shared_evaluation

    junk = {f: "9H" for f in FLANKS} | {"L2": "JD", "L3": "JD", "L4": "JH", "L5": "JH", "L6": "JC"}
    for bottom, won in (("AS 2S", True), ("2S AS", False)):
        s = all_up_but_spades(run("S", "A", "6"), run("S", "K", "7", down=True), **junk,
                              L1=bottom + " " + run("S", "K", "3", down=True))
        s.table.derived(EndLayout).learnt.clear()
        own, shared = KNOWLEDGE.evaluate(s), shared_evaluation(s)
        assert KNOWLEDGE.other_evaluate(s) is None  # the solver's own evaluation, as it is
        assert KNOWLEDGE.hopeless(s) is not won
        assert KNOWLEDGE.evaluate(s) == own + FOUND_WON * won
        assert (KNOWLEDGE.other_evaluate(s) or shared) == shared + FOUND_WON * won
        s.counters["redeals"] = 0  # not at the end: never weighed more
        assert KNOWLEDGE.evaluate(s) < FOUND_WON and KNOWLEDGE.other_evaluate(s) is None


def follow_known_win(s: patience.State, knowledge: patience.solver.knowledge.Knowledge) -> int:
    """Play ``safe_move`` alone from ``s`` (a copy) while the search at the end knows the position won:
    the number of moves it took to a won position (the test fails if it stops short or plays an illegal
    move)."""
    from patience.solver.games.la_nivernaise import FOUND_WON, found_won, move_along_a_known_win

    s = s.clone()
    steps = 0
    while not s.is_won():
        legal = s.legal_moves()
        m = move_along_a_known_win(s, legal)
        assert m is not None, f"no move along the win at {s.moves}"
        assert knowledge.safe_move(s, legal) == m  # played alone by the solver
        s.apply(m)  # (checked: a legal move)
        assert found_won(s) == FOUND_WON or s.is_won()  # known won before it is asked (the evaluations see it)
        assert knowledge.hopeless(s) is False
        steps += 1
    return steps


def test_a_win_found_at_the_end_is_played_out_move_by_move() -> None:
    """Once the search of the play left at the end has found a position won, ``safe_move`` plays the next
    move of that win alone, and so on to the end, each position after it won too (its proof: a fill of
    the dig, an exchange sliding the meeting foundations to the card, or the card up). On small decks
    (two Flanks, three packets, exchanges and all) at every position after the re-deal with the pack out
    that the search finds won, and at none it finds lost; and on the spades meeting at six and seven
    over one packet that exchanges clear, its ace dug into the one vacant Flank."""
    from patience.solver.games.la_nivernaise import at_the_end_wins, move_along_a_known_win
    from patience.solver.search import tiny

    followed = 0
    for ranks in ((1, 2, 3, 13), (1, 2, 3, 4, 13)):
        small = tiny(patience.game("la-nivernaise"), ranks, ("F1", "F2", "L1", "L2", "L3"))
        for p in random_play(small, range(30), choose=exchange_half_the_time):
            s = p.state
            if s.counters["redeals"] == 1 and not s.pile("S"):
                if at_the_end_wins(s):
                    follow_known_win(s, KNOWLEDGE)
                    followed += 1
                else:
                    assert move_along_a_known_win(s, p.legal) is None
    assert followed >= 500
    junk = {f: "9H" for f in FLANKS[:7]} | {"F8": "", "L2": "JD", "L3": "JD", "L4": "JH", "L5": "JH", "L6": "JC"}
    s = all_up_but_spades(run("S", "A", "6"), run("S", "K", "7", down=True), **junk,
                          L1="2S AS " + run("S", "K", "3", down=True))
    s.table.derived(EndLayout).learnt.clear()
    assert move_along_a_known_win(s, s.legal_moves()) is None  # nothing known yet
    assert at_the_end_wins(s)
    # three exchanges (the six, five and four to the kings, which then take the three), the ace into the Flank,
    # and the thirteen spades up
    assert follow_known_win(s, KNOWLEDGE) == 3 + 1 + 13


def rearranged(s: patience.State) -> list[patience.State]:
    """Positions like ``s`` but one packet's uppermost card in a vacant Flank and the cards left above the
    packet's bottom card in the reverse order: the same foundations and the same bottom cards, but not
    what the fill alone reaches."""
    flanks = [s.index(f) for f in ("F1", "F2") if f in s.table.index]
    vacant = [i for i in flanks if not s.piles[i]]
    others = []
    for name in LINE:
        if name not in s.table.index or not vacant:
            continue
        pile = s.piles[s.index(name)]
        if len(pile) >= 4 and pile[1:-1] != pile[-2:0:-1]:
            other = s.clone()
            other.piles[vacant[0]] = pile[-1:]
            other.piles[s.index(name)] = pile[:1] + pile[-2:0:-1]
            others.append(other)
    return others


def test_a_question_proved_lost_proves_lost_the_positions_its_fills_reach() -> None:
    """A position at the end that a position proved lost reaches by fills alone (the same foundations,
    each packet the lower part of one of the other's, the rest in the Flanks) is lost unsearched
    (``dominated``). On small decks (two Flanks, three packets) played at random, two ways from each
    deal and many deals sharing what the search has learnt: every position claimed so is lost by plain
    exhaustive search, and some are. And from the text: the spades over their ace and deuce, lost with
    no vacancy, then the uppermost spade played into a Flank: lost unsearched, and lost."""
    from patience.solver.games.la_nivernaise import abstract, at_the_end_wins, dominated
    from patience.solver.search import tiny

    claimed = won = 0
    for ranks in ((1, 2, 3, 13), (1, 2, 3, 4, 13)):
        small = tiny(patience.game("la-nivernaise"), ranks, ("F1", "F2", "L1", "L2", "L3"))
        for choose in (None, exchange_half_the_time):
            for p in random_play(small, range(40), choose=choose):
                s = p.state
                if s.counters["redeals"] == 1 and not s.pile("S"):
                    lay = s.table.derived(EndLayout)
                    if dominated(lay, abstract(s, lay)):
                        assert exhaustive(s, 20_000) == "lost", f"{ranks} deal {p.deal}, {s.moves}"
                        claimed += 1
                    if at_the_end_wins(s) is False:
                        for other in rearranged(s):  # the same foundations and bottom cards, some won
                            truth = exhaustive(other, 20_000)
                            won += truth == "won"
                            assert not dominated(lay, abstract(other, lay)) or truth == "lost"
    assert claimed >= 100 and won >= 20
    junk = {f: "9H" for f in FLANKS[:7]} | {"F8": "", "L2": "JD", "L3": "JD", "L4": "JH", "L5": "JH", "L6": "JC"}
    s = all_up_but_spades(run("S", "A", "6"), run("S", "K", "7", down=True), **junk,
                          L1="2S AS " + run("S", "K", "3", down=True) + " 9H")
    lay = s.table.derived(EndLayout)
    lay.learnt.clear()
    lay.lost_by_bottoms.clear()
    assert at_the_end_wins(s) is False  # the nine of hearts takes the one vacancy the ace needs
    s.apply("L1>F8")
    assert dominated(lay, abstract(s, lay))
    assert exhaustive(s, 50_000) == "lost"


def literal_count(s: patience.State) -> bool:
    """``hopeless``'s count read literally from its docstring: add over and over any card not yet added
    that meets both conditions with U the cards added so far (in sequence: every rank of its suit between
    a foundation's top and it is on a foundation now, or, where the suit's foundations overlap, added;
    room: the cards above it in its packet not added, those added of its suit that its foundation takes
    later where they overlap, and the Flank cards not added fit the Flanks); True when the cards up and
    added lack some card the foundations need."""
    table = s.table
    asc, desc = {}, {}
    for f in table.foundations:
        spec = table.foundation_of[f]
        (asc if spec.sequence[0] < spec.sequence[-1] else desc)[spec.suit] = f
        if spec.sequence[0] < spec.sequence[-1]:
            place = {r: k for k, r in enumerate(spec.sequence)}
    n = len(place)
    up = Counter((c & 3, place[c >> 2]) for f in table.foundations for c in s.piles[f])
    overlap = {suit: len(s.piles[asc[suit]]) + len(s.piles[desc[suit]]) > n for suit in asc}
    a_top = {suit: len(s.piles[asc[suit]]) - 1 for suit in asc}
    d_top = {suit: n - len(s.piles[desc[suit]]) for suit in asc}
    flanks = table.group_piles["flanks"]
    cards = [(i, len(s.piles[i]) - 1) for i in flanks if s.piles[i]]
    cards += [(table.stock, k) for k in range(len(s.piles[table.stock]))]
    cards += [(i, k) for i in table.group_piles["line"] for k in range(len(s.piles[i]))]
    added: set[tuple[int, int]] = set()

    def suit_place(where: tuple[int, int]) -> tuple[int, int]:
        c = s.piles[where[0]][where[1]]
        return c & 3, place[c >> 2]

    def meets(where: tuple[int, int]) -> bool:
        suit, p = suit_place(where)
        have = {q for (t, q) in (set(up) if not overlap[suit] else set()) | {suit_place(w) for w in added} if t == suit}
        goes_up = p > a_top[suit] and all(q in have for q in range(a_top[suit] + 1, p))
        goes_down = p < d_top[suit] and all(q in have for q in range(p + 1, d_top[suit]))
        if not (goes_up or goes_down):
            return False
        i, k = where
        if i not in table.group_piles["line"]:
            return True
        waiting = sum(1 for w in cards if w[0] in flanks and w not in added)
        for j in range(k + 1, len(s.piles[i])):
            t, q = suit_place((i, j))
            waiting += (i, j) not in added or (overlap[suit] and t == suit and (q > p if goes_up else q < p))
        return waiting <= len(flanks)

    grown = True
    while grown:
        grown = False
        for where in cards:
            if where not in added and meets(where):
                added.add(where)
                grown = True
    have = up + Counter(suit_place(w) for w in added)
    return any(have[suit, p] < 2 for suit in asc for p in range(n))


def test_hopeless_count_is_the_closure_its_proof_describes() -> None:
    """``la_nivernaise.count_leaves_a_card`` (written for speed: cards taking no room counted per
    suit and place, the reach moved on as cards are added) gives the answer of the closure read literally
    (``literal_count``) on positions after the re-deal of random plays, full deck and a small one, both
    answers met many times."""
    from patience.games.la_nivernaise import _Layout
    from patience.solver.search import tiny

    answers = Counter()
    for game, deals in ((patience.game("la-nivernaise"), range(40)),
                        (tiny(patience.game("la-nivernaise"), (1, 2, 3, 4, 13), ("F1", "F2", "L1", "L2", "L3")), range(60))):
        for p in random_play(game, deals, steps=400):
            s = p.state
            if s.counters["redeals"] == 1 and p.step % 3 == 0:
                claimed = count_leaves_a_card(s, s.table.derived(_Layout))
                assert claimed == literal_count(s), f"deal {p.deal}, {s.moves}"
                answers[claimed] += 1
    assert answers[True] >= 200 and answers[False] >= 200, answers


def test_both_processes_probe_and_deal_92_falls_sooner() -> None:
    """Side by side, both of La Nivernaise's processes probe (``Knowledge.probes_on_both_cores``), each
    every other probe of each round, so each reaches a round's later probes sooner: deal 92 falls to
    the shuffled probe by the second ordering in the first process within 20k positions (at 10.7k);
    all the probes in one process, given the same 20k, do not. The win replays through the rules."""

    from support import replay_win

    from patience.solver.search import ONE_IN_TWO, PROBES_ALONE, UNKNOWN, WON, solve_part

    assert KNOWLEDGE.probes_on_both_cores
    half = solve_part("la-nivernaise", 92, max_nodes=20_000, part=ONE_IN_TWO[0])
    assert half.status == WON and half.found_by == "shuffled (other evaluation)"
    assert replay_win("la-nivernaise", 92, half.moves).is_won()
    assert solve_part("la-nivernaise", 92, max_nodes=20_000, part=PROBES_ALONE).status == UNKNOWN


def test_hopeless_remembers_each_answer_for_its_position_alone() -> None:
    """``hopeless`` keeps its answers after the re-deal by position (``_Answers``), the Flanks taken
    in sorted order: asked again about a position met before, about one whose Flank cards lie in other
    Flanks (interchangeable: the same rules fill and empty each), or about one that differs from a
    position met in one pile only (a Line packet, the pack or a foundation, taken from another position
    of the same deal), it gives the answer worked out afresh. Positions after the re-deal of random plays
    on a small deck (two Flanks), both answers met many times, some variants' answers differing from
    their position's."""
    from patience.solver.games.la_nivernaise import NivernaiseKnowledge
    from patience.solver.search import tiny

    game = tiny(patience.game("la-nivernaise"), (1, 2, 3, 4, 13), ("F1", "F2", "L1", "L2", "L3"))
    hopeless, afresh = KNOWLEDGE.hopeless, NivernaiseKnowledge._hopeless_after_the_redeal
    answers, differ = Counter(), 0
    by_deal: dict[int, list[patience.State]] = {}
    for p in random_play(game, range(60), steps=400):
        s = p.state
        if s.counters["redeals"] == 1 and p.step % 2 == 0:
            assert hopeless(s) is afresh(s), f"deal {p.deal}, {s.moves}"
            by_deal.setdefault(p.deal, []).append(s.clone())
    rng = random.Random(0)
    for met in by_deal.values():
        rng.shuffle(met)
        for s, other in zip(met, met[1:] + met[:1]):
            truth = afresh(s)
            assert hopeless(s) is truth, f"deal {s.deal}, {s.moves}"
            answers[truth] += 1
            flanks = s.group("flanks")
            turned = s.clone()
            for i, j in zip(flanks, flanks[1:] + flanks[:1]):
                turned.piles[j] = s.piles[i]
            assert afresh(turned) is truth and hopeless(turned) is truth, f"deal {s.deal}, {s.moves}"
            for i in range(len(s.piles)):
                if i not in flanks and other.piles[i] != s.piles[i]:
                    variant = s.clone()
                    variant.piles[i] = other.piles[i]
                    answer = afresh(variant)
                    assert hopeless(variant) is answer, f"deal {s.deal}, {s.moves}, pile {i}"
                    differ += answer is not truth
    assert answers[True] >= 100 and answers[False] >= 100 and differ >= 100, (answers, differ)


def test_hopeless_forgets_its_newer_answers_and_another_deals(monkeypatch: pytest.MonkeyPatch) -> None:
    """Past ``ANSWERS_KEPT`` answers, ``hopeless`` forgets the newer half and keeps the first ones (the
    probes begin each round from the deal anew and meet those again); asked about another deal, it
    forgets the last deal's. Its answers stay those worked out afresh throughout (positions after the
    re-deal of random plays on a small deck)."""
    from patience.solver.games import la_nivernaise
    from patience.solver.games.la_nivernaise import NivernaiseKnowledge, _Answers
    from patience.solver.search import tiny

    monkeypatch.setattr(la_nivernaise, "ANSWERS_KEPT", 10)
    game = tiny(patience.game("la-nivernaise"), (1, 2, 3, 4, 13), ("F1", "F2", "L1", "L2", "L3"))
    hopeless, afresh = KNOWLEDGE.hopeless, NivernaiseKnowledge._hopeless_after_the_redeal
    asked = 0
    for deal in range(30):
        first = None
        for p in random_play(game, [deal], steps=400):
            s = p.state
            if s.counters["redeals"] == 1:
                assert hopeless(s) is afresh(s), f"deal {deal}, {s.moves}"
                answers = s.table.derived(_Answers)
                assert answers.deal == deal and len(answers.known) <= 10
                first = answers.position(s) if first is None else first
                assert first in answers.known
                asked += 1
        if first is not None:
            assert len(answers.known) < 10 or next(iter(answers.known)) == first
    assert asked >= 200, asked
