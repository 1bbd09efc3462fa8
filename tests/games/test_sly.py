"""Sly (No. 44), tested from the 1914 text, rule by rule and paragraph by paragraph."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support import exhaustive, random_play

import patience
from patience import IllegalMove, parse_card
from patience.cards import packs
from patience.deals import shuffled
from patience.games.sly import GAME_FOUR_ROWS
from patience.moves import Move
from patience.solver.games.sly import KNOWLEDGE
from patience.state import State

PROMENADE = [f"P{k}" for k in range(1, 21)]
SUITS = "HDSC"  # A1..A4 and K1..K4, as in the picture (note sly-6)
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


def cards(text: str) -> tuple[patience.Card, ...]:
    return tuple(parse_card(t) for t in text.split())


def arrange(piles: dict[str, str], **counters: int) -> patience.State:
    """A position between deals unless counters say otherwise; the promenade full of nines of spades."""
    full = {p: "9S" for p in PROMENADE}
    return patience.arrange("sly", {**full, **piles}, {"dealing": 0, "base": 0, **counters})


def run(suit: str, first: str, last: str, down: bool = False) -> str:
    ranks = RANKS[::-1] if down else RANKS
    return " ".join(f"{r}{suit}" for r in ranks[ranks.index(first): ranks.index(last) + 1])


def test_the_promenade_is_two_rows_of_ten_dealt_in_order() -> None:
    """'Deal out two horizontal rows, each consisting of ten cards ...: this is called the promenade.
    ... During the deal, if any foundations appear, place them at once in their allotted spaces'
    (note sly-2: the first deal is made by the engine, in order, left to right, the upper row first)."""
    for deal in (0, 4, 77):
        s = patience.new_game("sly", deal)
        pack = shuffled(packs(2), "sly", deal)
        started: set[tuple[int, int]] = set()  # the first ace and the first king of each suit
        expected = []
        while len(expected) < 20:
            card = pack.pop()
            if card.rank in (1, 13) and (card.rank, card.suit) not in started:
                started.add((card.rank, card.suit))
                continue
            expected.append(card)
        assert [s.pile(p) for p in PROMENADE] == [(c,) for c in expected]
        assert len(s.pile("S")) == len(pack)
        on_foundations = [c for x in "AK" for k in range(1, 5) for c in s.pile(f"{x}{k}")]
        assert len(on_foundations) == len(started) and all(c.rank in (1, 13) for c in on_foundations)
        assert Counter(int(c) for c in s.all_cards()) == Counter(int(c) for c in packs(2))
    game = patience.game("sly")
    promenade = next(g for g in game.groups if g.name == "promenade").piles
    assert len({p.y for p in promenade}) == 2 and len({p.x for p in promenade}) == 10
    assert [p.name for p in promenade] == PROMENADE
    assert sorted(promenade, key=lambda p: (p.y, p.x)) == list(promenade)


def test_the_foundations_are_four_aces_and_four_kings_of_different_suits() -> None:
    """'The foundations will consist of four aces and four kings of different suits, the aces ascending
    in sequence to kings, the kings descending to aces (Rule I).'"""
    s = arrange({"P1": "2H", "P2": "AH", "P3": "QD", "P4": "KD", "P5": "3H"})
    with pytest.raises(IllegalMove, match="four aces and four kings of different suits"):
        s.apply("P1>A1")
    with pytest.raises(IllegalMove, match="four aces and four kings"):
        s.apply("P3>K2")
    s.apply("P2>A1")
    with pytest.raises(IllegalMove, match="the aces ascending in sequence to kings"):
        s.apply("P5>A1")
    s.apply("P1>A1")
    s.apply("P5>A1")
    s.apply("P4>K2")
    s.apply("P3>K2")
    assert s.pile("A1") == cards("AH 2H 3H") and s.pile("K2") == cards("KD QD")


def test_rule_I_the_foundations_follow_suit() -> None:
    """Rule I: 'The foundations follow suit.'"""
    s = arrange({"A3": "AS", "P1": "2C", "P2": "2S"})
    before = list(s.piles)
    with pytest.raises(IllegalMove, match="Rule I: the foundations follow suit"):
        s.apply("P1>A3")
    assert s.piles == before
    s.apply("P2>A3")


def test_rule_II_cards_dealt_on_the_promenade_need_not_follow_suit_or_sequence() -> None:
    """Rule II: 'Cards dealt on to the promenade need not follow suit, and are not necessarily placed in
    sequence.' PLAY: 'This second row of twenty cards must be placed on the top of ... the first row, but in
    any manner and on any cards of the promenade you please. You have the option of heaping several cards
    on to one packet.'"""
    s = arrange({"S": "4C 7D QH", "P5": "2S"})
    for _ in range(3):
        s.apply("deal")
        assert all(s.is_legal(patience.parse_move(f"T>{p}")) for p in PROMENADE)
        s.apply("T>P5")
    assert s.pile("P5") == cards("2S QH 7D 4C")


def test_rule_III_only_the_uppermost_card_of_a_packet_is_available() -> None:
    """Rule III: 'Only the uppermost card of each packet of the promenade is available until its removal
    releases the card beneath.'"""
    s = arrange({"P1": "AS 7D"})
    before = list(s.piles)
    with pytest.raises(IllegalMove, match="Rule III: only the uppermost card"):
        s.apply("P1@1>A3")
    assert s.piles == before


def test_cards_are_not_transferable_from_one_packet_to_another() -> None:
    """'... cards not being transferable from one packet to another.'"""
    s = arrange({"P1": "5H", "P2": "6H"})
    before = list(s.piles)
    for move in ("P1>P2", "P2>P1"):
        with pytest.raises(IllegalMove, match="not being transferable from one packet to another"):
            s.apply(move)
    assert s.piles == before


def test_rule_IV_cards_may_be_played_as_they_turn_up() -> None:
    """Rule IV: 'Cards may be played as they turn up in the deal'; 'always, however, playing suitable ones
    as they turn up in the deal.'"""
    s = arrange({"A1": "AH", "S": "3H 2H"})
    s.apply("deal")
    assert s.pile("T") == cards("2H")
    s.apply("T>A1")
    s.apply("deal")
    s.apply("T>A1")
    assert s.pile("A1") == cards("AH 2H 3H")


def test_rule_IV_placed_cards_cannot_be_played_until_the_deal_of_twenty_is_complete() -> None:
    """Rule IV: '... but a card once placed on the promenade cannot be played until each deal of twenty
    cards is complete.' PLAY: '(the cards that have been played during the deal do not count among the
    twenty)'."""
    s = arrange({"A1": "AH", "P1": "2H", "S": " ".join(["9C"] * 19 + ["4D", "5S"])})
    assert s.is_legal(patience.parse_move("P1>A1"))  # between deals
    s.apply("deal")
    s.apply("T>P3")  # the first card of a new deal is placed
    before = list(s.piles)
    with pytest.raises(IllegalMove, match="Rule IV: a card once placed on the promenade cannot be played"):
        s.apply("P1>A1")
    assert s.piles == before
    for _ in range(18):
        s.apply("deal")
        s.apply("T>P4")
        assert not s.is_legal(patience.parse_move("P1>A1"))
    s.apply("deal")
    s.apply("T>P4")  # the twentieth card placed: the deal is complete
    assert s.counters["dealing"] == 0
    s.apply("P1>A1")


def test_cards_played_during_the_deal_do_not_count_among_the_twenty() -> None:
    """'(the cards that have been played during the deal do not count among the twenty)'."""
    s = arrange({"A1": "AH", "S": " ".join(["9C"] * 20 + ["3H", "2H"])})
    s.apply("deal")
    s.apply("T>A1")
    s.apply("deal")
    s.apply("T>A1")
    for _ in range(19):
        s.apply("deal")
        s.apply("T>P6")
    assert s.counters["dealing"] == 1  # two played and nineteen placed: not yet complete
    s.apply("deal")
    s.apply("T>P6")
    assert s.counters["dealing"] == 0


def test_a_foundation_card_turned_up_is_placed_at_once() -> None:
    """'During the deal, if any foundations appear, place them at once in their allotted spaces'
    (note sly-4)."""
    s = arrange({"A4": "AC", "S": "AC KS"})
    s.apply("deal")
    assert s.pile("K3") == cards("KS") and not s.pile("T")
    s.apply("deal")  # a second ace of clubs is no foundation card: the player places it
    assert s.pile("T") == cards("AC") and s.pile("A4") == cards("AC")


def test_the_turned_card_is_played_or_placed_before_the_next_is_turned() -> None:
    """The cards are turned one at a time (note sly-1): each is played or placed before the next."""
    s = arrange({"S": "4C 7D"})
    s.apply("deal")
    before = list(s.piles)
    with pytest.raises(IllegalMove, match="the card turned up must first be played or placed"):
        s.apply("deal")
    assert s.piles == before
    assert {str(m) for m in s.legal_moves()} == {f"T>{p}" for p in PROMENADE}


def test_between_deals_vacancies_are_refilled_from_the_pack() -> None:
    """'Between each deal examine the promenade, and play from it all available cards (Rule III),
    refilling vacancies from the pack.' (note sly-3)"""
    s = arrange({"A1": "AH", "P7": "2H", "S": "6C 3H"})
    s.apply("P7>A1")
    assert s.pile("P7") == cards("3H") and s.pile("S") == cards("6C")
    s.apply("P7>A1")  # the card that refilled the vacancy is available at once
    assert s.pile("P7") == cards("6C") and not s.pile("S")
    assert s.counters["dealing"] == 0


def test_the_last_deal_ends_when_the_pack_is_exhausted() -> None:
    """'Continue to deal out in like manner successive rounds of twenty cards ... until the pack is
    exhausted.'"""
    s = arrange({"A1": "AH", "P1": "2H", "S": "8C 7C"})
    s.apply("deal")
    s.apply("T>P2")
    assert not s.is_legal(patience.parse_move("P1>A1"))
    s.apply("deal")
    s.apply("T>P2")  # the pack is out: the deal is complete with two cards
    assert s.counters["dealing"] == 0
    s.apply("P1>A1")
    with pytest.raises(IllegalMove, match="the pack is exhausted"):
        s.apply("deal")


def test_there_is_no_redeal() -> None:
    """'There is no re-deal.'"""
    s = arrange({})
    with pytest.raises(IllegalMove, match="there is no re-deal"):
        s.apply("redeal")


def test_the_promenade_may_be_four_rows_of_five() -> None:
    """'(or you may, if you prefer it, place four rows of five cards)' (note sly-5: the same game, drawn
    in four rows)."""
    rows = next(g for g in GAME_FOUR_ROWS.groups if g.name == "promenade").piles
    assert len({p.y for p in rows}) == 4 and len({p.x for p in rows}) == 5
    assert [p.name for p in rows] == PROMENADE
    assert sorted(rows, key=lambda p: (p.y, p.x)) == list(rows)
    a, b = patience.new_game("sly", 24), State(GAME_FOUR_ROWS, 24)
    for move in WINNING_LINE.split(" ")[:60]:
        assert a.legal_moves() == b.legal_moves()
        a.apply(move)
        b.apply(move)
    assert a.piles == b.piles
    patience.new_game("sly", 1)  # the registered layout is unharmed


def test_an_end_position_is_won() -> None:
    """The patience succeeds when the aces have ascended to kings and the kings descended to aces."""
    full = {f"A{k + 1}": run(x, "A", "K") for k, x in enumerate(SUITS)}
    full |= {f"K{k + 1}": run(x, "K", "A", down=True) for k, x in enumerate(SUITS)}
    full |= {"A2": run("D", "A", "J"), "K4": run("C", "K", "2", down=True)}
    s = patience.arrange("sly", {**full, "P1": "QD", "P2": "KD", "P3": "AC"}, {"dealing": 0, "base": 0})
    s.apply("P1>A2")
    s.apply("P2>A2")
    assert not s.is_won()
    s.apply("P3>K4")
    assert s.is_won() and s.is_over() and s.score() == 104


# Deal 24, won by a greedy search that places each turned card on a packet whose top card is needed
# later (the advice of the text: 'It is advantageous to place cards in sequence, and of the same suit').
WINNING_DEAL = 24
WINNING_LINE = (
    "P4>K4 P5>K1 P19>A3 deal T>K4 deal T>P14 deal T>P1 deal T>P3 deal T>P15 deal T>P3 deal T>P2 deal T>P2 "
    "deal T>P12 deal T>P4 deal T>A2 deal T>A4 deal T>P2 deal T>P2 deal T>P9 deal T>P13 deal T>A1 deal T>P14 "
    "deal T>P2 deal T>P4 deal T>P2 deal T>P2 deal T>P2 deal T>P15 P11>A2 P12>A4 P16>K4 P7>K4 P16>K1 P1>K1 "
    "P1>A4 P1>K2 P18>A2 P3>K2 P3>K4 P5>A4 P2>K4 P8>A2 P8>A2 P18>K3 P14>K1 P6>K3 P9>K3 P9>K4 P6>A1 P12>K2 "
    "P13>A1 P13>K3 P20>A1 P14>A1 P2>A1 P15>K3 P18>A3 P4>A3 P19>K1 P15>K1 P16>K1 P16>K1 P16>K2 P16>K1 P17>A3 "
    "P3>A3 deal T>P10 deal T>P7 deal T>P2 deal T>P7 deal T>P1 deal T>A2 deal T>K1 deal T>K4 deal T>K2 deal "
    "T>P11 deal T>K4 deal T>A4 deal T>K4 deal T>P7 deal T>P6 deal T>A1 deal T>P14 deal T>P3 deal T>P5 deal "
    "T>P7 deal T>A2 deal T>P10 deal T>P12 deal T>P1 deal T>P12 P2>K1 P2>K1 P2>A3 P4>A1 P9>A4 P19>K2 P1>A4 "
    "P10>A4 P6>K2 P6>A1 P1>A1 P2>A1 P5>K2 P15>A1 P2>K4 P1>K4 P2>A3 P2>A2 P2>K3 P4>K3 P3>A3 P3>A3 P7>K3 "
    "P5>K3 P7>K2 P7>A3 P17>A2 P10>K3 P20>A3 P12>A2 P7>K3 P7>K3 P10>A2 P12>A4 P12>K2 P13>A4 P8>A4 P14>A2 "
    "P14>A3 P16>K2 P18>K2 P11>K2 P11>A4"
)


def test_a_real_deal_is_won() -> None:
    """A numbered deal played out to the end: every move is accepted and the game is won."""
    s = patience.new_game("sly", WINNING_DEAL)
    for move in WINNING_LINE.split(" "):
        s.apply(move)
    assert s.is_won() and not s.pile("S")
    assert patience.from_dict(s.to_dict()) == s


@settings(max_examples=30, deadline=None)
@given(deal=st.integers(0, 100_000), choices=st.lists(st.integers(0, 1000), max_size=120))
def test_during_a_deal_nothing_is_played_from_the_promenade(deal: int, choices: list[int]) -> None:
    """Along any play: while a deal is in progress no legal move takes a card from the promenade, a deal
    never places more than twenty cards, and between deals there is no vacancy while the pack lasts."""
    s = patience.new_game("sly", deal)
    for choice in choices:
        legal = s.legal_moves()
        if not legal:
            break
        s.apply(legal[choice % len(legal)])
        on_promenade = sum(len(s.pile(p)) for p in PROMENADE)
        if s.counters["dealing"]:
            assert all(m.args[0] == "T" for m in s.legal_moves() if m.kind == "move")
            assert 0 <= on_promenade - s.counters["base"] < 20
        elif s.pile("S"):
            assert all(s.pile(p) for p in PROMENADE)


# --- the solver's knowledge (patience.solver.games.sly.SlyKnowledge) ------------------------------

def endgame(p1: str) -> patience.State:
    """Every suit up but spades: aces to four, kings to eight; the spades left lie on three packets,
    the pack exhausted. P2 and P3 hold what the foundations want after the spades of P1."""
    piles = {f"A{k + 1}": run(x, "A", "K") for k, x in enumerate(SUITS)}
    piles |= {f"K{k + 1}": run(x, "K", "A", down=True) for k, x in enumerate(SUITS)}
    piles |= {"A3": run("S", "A", "4"), "K3": run("S", "K", "8", down=True)}
    piles |= {p: "" for p in PROMENADE}
    piles |= {"P1": p1, "P2": "AS 2S 3S 4S", "P3": "KS QS JS 10S 9S 8S"}
    return patience.arrange("sly", piles, {"dealing": 0, "base": 0})


def test_hopeless_two_sequences_of_the_same_suit_on_one_packet() -> None:
    """'the greatest care is required to avoid placing two ascending or two descending sequences of the
    same suit on any packet, as one of the two would necessarily be useless, cards not being
    transferable from one packet to another.' Both foundations of spades want a five, a six and a
    seven: two runs that come off the packet seven first (descending) can feed only one foundation."""
    for p1 in ("5S 6S 7S 5S 6S 7S", "7S 6S 5S 7S 6S 5S"):
        s = endgame(p1)
        assert KNOWLEDGE.hopeless(s)
        assert exhaustive(s, 100_000) == "lost" and patience.solve(s, seconds=None).status == "lost"
    s = endgame("5S 6S 7S 7S 6S 5S")  # one run for each foundation: it can be won
    assert not KNOWLEDGE.hopeless(s)
    assert exhaustive(s, 100_000) == "won" and patience.solve(s, seconds=None).status == "won"


def test_hopeless_a_card_above_one_the_only_foundation_wanting_both_takes_first() -> None:
    """Rule I with Rule III: the ascending spades stand at nine and the descending at ten, so the ten to
    king left must go up on the ascending one, in order; a jack above a ten on a packet can never go."""
    piles = {f"A{k + 1}": run(x, "A", "K") for k, x in enumerate(SUITS)}
    piles |= {f"K{k + 1}": run(x, "K", "A", down=True) for k, x in enumerate(SUITS)}
    piles |= {"A3": run("S", "A", "9"), "K3": run("S", "K", "A", down=True)} | {p: "" for p in PROMENADE}
    for p1, lost in (("KS QS 10S JS", True), ("KS QS JS 10S", False)):
        s = patience.arrange("sly", {**piles, "P1": p1}, {"dealing": 0, "base": 0})
        assert KNOWLEDGE.hopeless(s) is lost
        assert exhaustive(s, 100_000) == ("lost" if lost else "won")


def test_hopeless_never_claims_a_position_that_exhaustive_search_wins() -> None:
    """On small decks (four packets), every position met along random plays that ``hopeless`` calls lost is lost for
    a plain exhaustive search (and some are met, so the check means something)."""
    from patience.solver.search import tiny

    small = tiny(patience.game("sly"), (1, 2, 3, 13), PROMENADE[:4])
    checked = 0
    for deal in range(40):
        for _, _, s, _, _ in random_play(small, [deal], steps=10_000):
            if KNOWLEDGE.hopeless(s):
                truth = exhaustive(s, 5_000)
                assert truth in ("lost", None)
                checked += truth == "lost"
                break  # the rest of this play is lost too
        if checked >= 8:
            break
    assert checked >= 6


def test_worth_trying_keeps_every_move_and_lists_the_text_s_placing_first() -> None:
    """'It is advantageous to place cards in sequence, and of the same suit, on the packets of the
    promenade ... as they are then ready to be played on the foundations': with the six of hearts
    turned, the placing on the seven of hearts (wanted just after it) is listed first; no move is
    dropped."""
    s = arrange({"A1": "AH 2H 3H 4H", "K1": "KH", "P4": "7H", "P9": "QC", "S": "6H"})
    s.apply("deal")
    moves = s.legal_moves()
    kept = KNOWLEDGE.worth_trying(s, moves)
    assert sorted(map(str, kept)) == sorted(map(str, moves))
    assert str(kept[0]) == "T>P4"


def test_the_packets_are_interchangeable_for_the_solver() -> None:
    """Nothing in the rules tells the packets apart (a vacancy is refilled at once, so there is never
    more than one): positions differing by the order of the packets share the solver's key."""
    from patience.solver import search as solver

    key = solver._plan(patience.game("sly")).key_function()
    a = arrange({"P1": "2S 9C", "P7": "KH"})
    b = arrange({"P12": "2S 9C", "P20": "KH"})
    assert key(a) == key(b) and a.key() != b.key()


def test_hopeless_orders_across_suits_that_form_a_cycle() -> None:
    """Rule III ('only the uppermost card of each packet of the promenade is available until its removal
    releases the card beneath') with Rule I (in sequence): the hearts and the spades are left, each
    ascending foundation at three and two, its descending foundation below it, so every card left has one
    place to go. The four of hearts under the four of spades and the three of spades under the five of
    hearts: the four of hearts must go before the five, the five before the three of spades, the three
    before the four of spades, and the four of spades before the four of hearts. No suit alone is stuck."""
    piles = {f"A{k + 1}": run(x, "A", "K") for k, x in enumerate(SUITS)}
    piles |= {f"K{k + 1}": run(x, "K", "A", down=True) for k, x in enumerate(SUITS)}
    piles |= {"A1": run("H", "A", "3"), "K1": run("H", "K", "4", down=True),
              "A3": run("S", "A", "2"), "K3": run("S", "K", "3", down=True)}
    piles |= {p: "" for p in PROMENADE}
    piles |= {"P3": run("H", "K", "6", down=True), "P4": "AH 2H 3H",
              "P5": run("S", "K", "5", down=True), "P6": "AS 2S"}
    for p1, p2, lost in (("3S 5H", "4H 4S", True), ("3S 5H", "4S 4H", False), ("5H 3S", "4H 4S", False)):
        s = patience.arrange("sly", {**piles, "P1": p1, "P2": p2}, {"dealing": 0, "base": 0})
        assert KNOWLEDGE.hopeless(s) is lost
        assert exhaustive(s, 100_000) == ("lost" if lost else "won")
        assert patience.solve(s, seconds=None).status == ("lost" if lost else "won")


# --- the evaluation's play-outs (patience.solver.games.sly_rollout: move order only) --------------

def test_the_play_out_deals_twenty_as_the_rules_do() -> None:
    """The play-out counts a deal of twenty cards placed as ``SlyHooks.settle`` does."""
    from patience.games import sly
    from patience.solver.games import sly_rollout

    assert sly_rollout.DEAL == sly.DEAL_SIZE


def test_the_play_out_counts_what_the_foundations_can_take() -> None:
    """With the pack out, the play-out plays whatever goes up ('play from it all suitable cards'): from
    a position one card short of the end it puts all 104 cards up, and from the position of the
    cross-suit test where the cards lie in the wrong order on two packets it stops short; it never
    counts fewer cards than the foundations hold."""
    from patience.solver.games import sly_rollout
    from patience.solver.games.sly_rollout import Layout

    s = endgame("5S 6S 7S 7S 6S 5S")
    layout = s.table.derived(Layout)
    assert sly_rollout.rollout(s, layout, (20,)) == 104
    s = endgame("5S 6S 7S 5S 6S 7S")  # two runs that can feed one foundation only
    up = s.score()
    assert up <= sly_rollout.rollout(s, layout, (20,)) < 104


def test_the_play_out_follows_a_won_line_to_its_end() -> None:
    """Along the won line of deal 24, once the pack is out every card left goes up as it comes free:
    the play-out from each such position counts all 104 cards; before, it counts at least the cards up."""
    from patience.solver.games import sly_rollout
    from patience.solver.games.sly_rollout import Layout

    s = patience.new_game("sly", WINNING_DEAL)
    layout = s.table.derived(Layout)
    ended = 0
    for move in WINNING_LINE.split(" "):
        s.apply(move)
        counted = sly_rollout.rollout(s, layout, (20,))
        assert s.score() <= counted <= 104
        if not s.pile("S") and not s.pile("T") and not s.counters["dealing"]:
            assert counted == 104
            ended += 1
    assert ended > 10


def test_the_play_out_places_a_card_on_the_next_of_its_sequence() -> None:
    """'It is advantageous to place cards in sequence, and of the same suit, on the packets of the
    promenade ... as they are then ready to be played on the foundations': the four of hearts turned
    goes on the five of hearts when the ascending hearts stand at three, before any other packet."""
    from patience.solver.games import sly_rollout
    from patience.solver.games.sly_rollout import Layout

    s = arrange({"A1": "AH 2H 3H", "K1": "KH", "P4": "5H", "P9": "QC", "P12": "8D", "S": "9C 4H"})
    s.apply("deal")
    layout = s.table.derived(Layout)
    rank = sly_rollout.placing_order(s, layout, 20)
    order = sorted(layout.packets, key=rank)
    assert order[0] == s.index("P4")


def test_the_play_out_keeps_a_card_off_a_packet_holding_its_suit_wanted_before_it() -> None:
    """'The greatest care is required to avoid placing two ascending or two descending sequences of the
    same suit on any packet, as one of the two would necessarily be useless': with the ascending hearts
    at three, the six of hearts turned could go on either seven of hearts (next in sequence), but one
    lies on the five of hearts, which the ascending hearts want before the six: the other seven comes
    first, and that packet only after every packet whose top goes up after the six; with no five
    beneath, the first seven keeps its place."""
    from patience.solver.games import sly_rollout
    from patience.solver.games.sly_rollout import Layout

    def order(p4: str) -> list[str]:
        s = arrange({"A1": "AH 2H 3H", "K1": "KH", "P4": p4, "P9": "7H", "S": "9C 6H"})
        s.apply("deal")
        layout = s.table.derived(Layout)
        rank = sly_rollout.placing_order(s, layout, 20)
        return [s.table.names[i] for i in sorted(layout.packets, key=rank)]

    crossed = order("5H 7H")
    assert crossed[0] == "P9" and crossed[-1] == "P4"
    assert order("9D 7H")[:2] == ["P4", "P9"]



def test_the_play_out_places_each_card_on_the_first_packet_of_the_lowest_rank(monkeypatch: pytest.MonkeyPatch
                                                                             ) -> None:
    """The play-out's placing (``_pick``, which asks ``_crossed`` only as far as it must) is the first
    packet of the lowest rank by the policy written once (``_choice``), at every card it places in
    play-outs by every weight from positions of random play of whole deals (vacancies are refilled
    between deals, so a play-out rarely meets one)."""
    from patience.solver.games import sly as sly_knowledge, sly_rollout

    pick = sly_rollout._pick
    picked = Counter()

    def checked(keys, tops, packets, card, k, layout, ups, downs):  # type: ignore[no-untyped-def]
        ranks = sly_rollout._choice(keys, tops, packets, card, k, layout, ups, downs)
        j = pick(keys, tops, packets, card, k, layout, ups, downs)
        assert j == ranks.index(min(ranks))
        rank = ranks[j]
        picked["vacancy" if rank == sly_rollout.EMPTY else "before" if rank > sly_rollout.EMPTY
               else "crossed" if rank >= sly_rollout.CROSSED - 1 else "next" if rank < 0 else "after"] += 1
        return j

    monkeypatch.setattr(sly_rollout, "_pick", checked)
    for _, step, s, legal, rng in random_play(patience.game("sly"), range(3), steps=240):
        if step % 8 == 0:
            for weights in sly_knowledge.ORDERINGS:
                sly_knowledge.evaluate(s, weights)
    assert min(picked[c] for c in ("next", "after", "crossed", "before")) > 0, picked  # a vacancy: rare


# --- the safe move (SlyKnowledge.safe_move) -------------------------------------------------------

def test_safe_move_a_top_card_whose_fellow_foundation_holds_its_rank() -> None:
    """Between deals ('examine the promenade, and play from it all suitable cards'), the five of hearts
    on top of a packet goes on the ascending hearts while the descending hearts already hold a five
    (two packs: this is the last five of hearts, so only the ascending hearts can take it) and the
    packet keeps a card: it is played alone. Not during a deal (Rule IV), not while the descending
    hearts lack a five (either five may go on either), not when it would leave a vacancy that the
    pack refills ('refilling vacancies from the pack') unless the pack is out."""
    down = run("H", "K", "5", down=True)
    s = arrange({"A1": "AH 2H 3H 4H", "K1": down, "P4": "9C 5H", "S": "2C"})
    assert str(KNOWLEDGE.safe_move(s, s.legal_moves())) == "P4>A1"
    s = arrange({"A1": "AH 2H 3H 4H", "K1": run("H", "K", "6", down=True), "P4": "9C 5H", "S": "2C"})
    assert KNOWLEDGE.safe_move(s, s.legal_moves()) is None
    s = arrange({"A1": "AH 2H 3H 4H", "K1": down, "P4": "5H", "S": "2C"})
    assert KNOWLEDGE.safe_move(s, s.legal_moves()) is None
    s = arrange({"A1": "AH 2H 3H 4H", "K1": down, "P4": "5H", "S": ""})
    assert str(KNOWLEDGE.safe_move(s, s.legal_moves())) == "P4>A1"
    s = arrange({"A1": "AH 2H 3H 4H", "K1": down, "P4": "9C 5H", "S": "2C 3C"}, dealing=1, base=20)
    assert KNOWLEDGE.safe_move(s, s.legal_moves()) is None


def test_safe_move_never_loses_a_won_position_on_small_decks() -> None:
    """On small decks (four and five packets, aces, twos, queens and kings), wherever the safe move is
    offered along plays that mostly put cards up, a position the plain exhaustive search wins is still
    won after it (and many such positions are met, so the check means something)."""
    from patience.solver.search import tiny

    def choose(s: State, legal: list[Move], rng: random.Random) -> Move:
        up = [m for m in legal if m.kind == "move" and m.args[1][0] in "AK"]
        return rng.choice(up) if up and rng.random() < 0.85 else rng.choice(legal)

    checked = 0
    for packets in (4, 5):
        small = tiny(patience.game("sly"), (1, 2, 12, 13), PROMENADE[:packets])
        for _, _, s, legal, _ in random_play(small, range(1000, 1050), steps=400, choose=choose):
            move = KNOWLEDGE.safe_move(s, legal)
            if move is None or exhaustive(s, 20_000) != "won":
                continue
            after = s.clone()
            after.apply(move)
            assert exhaustive(after, 20_000) == "won", (s.deal, str(move))
            checked += 1
    assert checked >= 100


def test_the_solver_orders_by_play_outs_of_six_weights_and_by_its_own_evaluation() -> None:
    """Move order only: the solver's first ordering is the count of one play-out by the weight 100,
    its others the count of a play-out by the weights 20, 10, 50, 3 and 15, then the shared evaluation, and
    a complete search runs by each (the deals divide among the orderings)."""
    from patience.solver import search as solver
    from patience.solver.games import sly as sly_knowledge, sly_rollout
    from patience.solver.games.sly_rollout import Layout

    assert sly_knowledge.ORDERINGS == ((100,), (20,), (10,), (50,), (3,), (15,))
    s = patience.new_game("sly", 2)
    for move in ("deal", "T>P1", "deal"):  # a position where the play-outs count apart
        s.apply(move)
    plan = solver._plan(s.game)
    assert KNOWLEDGE.other_complete_search and len(plan.others) == 6
    layout = s.table.derived(Layout)
    counts = {w: sly_rollout.rollout(s, layout, (w,)) for w in (100, 20, 10, 50, 3, 15)}
    assert len(set(counts.values())) >= 3
    assert plan.evaluate(s) == KNOWLEDGE.evaluate(s) == counts[100]
    assert [other.evaluate(s) for other in plan.others[:5]] == [counts[w] for w in (20, 10, 50, 3, 15)]
    assert plan.others[5].evaluate(s) == solver.shared_evaluation(s)


def test_each_round_probes_cheap_tickets_by_every_ordering() -> None:
    """The probes of a round (``SlyKnowledge.probe_schedule``): a first-greedy dive by each of six
    orderings, then a lean beam (six moves a position) by each of the seven, then a full beam by
    each, the seventh ordering's dive, and by each in turn a best-first search and a shuffled dive;
    none of the kinds that never won a deal of 0-99 first (mobile, plain-lazy, wide beam). Side by
    side both processes probe, each every other probe: the second process has every best-first search."""
    from patience.solver import search as solver

    plan = solver._plan(patience.game("sly"))
    orderings = [plan, *plan.others]
    assert len(orderings) == 7
    named = [(solver._probe_name(kind), orderings.index(ordering)) for ordering, kind in plan.probes]
    assert named[:6] == [("first-greedy", o) for o in (0, 1, 2, 4, 5, 3)]
    assert named[6:13] == [("lean beam", o) for o in (4, 5, 0, 1, 2, 3, 6)]
    assert named[13:20] == [("beam", o) for o in (4, 0, 1, 5, 2, 3, 6)]
    assert plan.early_beams_at == 15  # the early beams, after the full beams by 4 and 0
    assert named[20] == ("first-greedy", 6)
    assert named[21:] == [(kind, o) for o in range(7) for kind in ("best-first", "shuffled")]
    assert plan.knowledge.lean_beam_breadth == 6
    assert plan.knowledge.probes_on_both_cores  # side by side, each process every other probe
    assert [kind for kind, _ in named[21::2]] == ["best-first"] * 7  # (the second process's, from 21)


def test_a_lean_beam_wins_deal_49_where_full_beams_by_its_ordering_die() -> None:
    """Deal 49 falls to a lean beam of width 4 by ordering 4 (the play-out by the weight 3), trying
    six moves a position, in 2,305 positions; full beams of width 4 and 8 by the same ordering die
    with no position left, at 5,428 and 9,524. Side by side the first process reaches it at 5,305
    positions; with the probes of solver 17 (every dive, then every full beam, then the best-first
    searches and shuffled dives), neither process finds a win within 15,000. The line replays."""
    from support import replay_win, with_knowledge

    from patience.solver import search as solver
    from patience.state import State

    base = patience.game("sly")
    plan = solver._plan(base)
    by_weight_3, key = plan.orderings[4], plan.key_function()
    assert solver._beam(State(base, 49), by_weight_3, key, 2_400, None, 4, breadth=6) == ("won", 2_305)
    assert solver._beam(State(base, 49), by_weight_3, key, 8_000, None, 4) == ("unknown", 5_428)
    assert solver._beam(State(base, 49), by_weight_3, key, 16_000, None, 8) == ("unknown", 9_524)
    r = solver.solve_part(base, 49, max_nodes=15_000, part=solver.ONE_IN_TWO[0])
    assert r.status == "won" and r.found_by == "lean beam (other evaluation 5)" and r.nodes == 5_305
    assert replay_win("sly", 49, r.moves).is_won()
    solver_17 = with_knowledge(base, probe_schedule=(
        *(("first-greedy", o) for o in range(7)), *(("beam", o) for o in range(7)),
        *((kind, o) for o in range(7) for kind in ("best-first", "shuffled"))))
    for part in solver.ONE_IN_TWO:
        assert solver.solve_part(solver_17, 49, max_nodes=15_000, part=part).status == "unknown"


def test_the_beams_by_every_ordering_come_before_the_best_first_searches() -> None:
    """Within 10 s only part of Sly's first round runs (about 19 s of CPU in a probing process), so its
    order counts. Deal 20 falls in the second process to the beam by ordering 4, which it reaches
    before any best-first search; with the beams after the best-first searches, as in solver 16,
    neither process finds a win within 30,000 positions. The line replays."""
    from support import replay_win, with_knowledge

    from patience.solver import search as solver

    base = patience.game("sly")
    r = solver.solve_part(base, 20, max_nodes=30_000, part=solver.ONE_IN_TWO[1])
    assert r.status == "won" and r.found_by == "beam (other evaluation 5)"
    assert replay_win("sly", 20, r.moves).is_won()
    beams_later = with_knowledge(base, probe_schedule=(
        *(("first-greedy", o) for o in range(7)),
        *((kind, o) for o in range(7) for kind in ("best-first", "beam", "shuffled"))))
    for part in solver.ONE_IN_TWO:
        assert solver.solve_part(beams_later, 20, max_nodes=30_000, part=part).status == "unknown"


def test_the_probing_process_reaches_the_sixth_ordering_s_dive_within_its_first_positions() -> None:
    """Deal 101 falls to the greedy dive by the sixth ordering (the play-out by the weight 15), which
    the probes alone reach within 7,000 positions only because every ordering's dive comes first
    (every kind by the first ordering would take them all); the line replays to a win."""
    from support import replay_win

    from patience.solver import search as solver

    r = solver.solve_part("sly", 101, max_nodes=7_000, part=solver.PROBES_ALONE)
    assert r.status == "won" and r.found_by == "first-greedy (other evaluation 6)"
    assert replay_win("sly", 101, r.moves).is_won()


def test_each_probing_process_runs_a_lean_beam_of_width_32_after_the_full_beams_by_4_and_0() -> None:
    """Where the probes search alone, Sly runs two lean beams of width 32, by orderings 4 and 0, one
    in each process side by side, whole, where its schedule marks their place: after the full beams
    by 4 and 0 of the first round. Deal 43, which no probe of the first round wins within 10 s, falls
    in the first process to the beam by ordering 4, after the first round's probes before the mark
    (some 17,000 positions) and the beam's own (some 17,000); without the early beams the same
    process finds no win within as many. The line replays."""
    from support import replay_win, with_knowledge

    from patience.solver import search as solver

    base = patience.game("sly")
    assert KNOWLEDGE.early_beams == ((32, 4), (32, 0)) and KNOWLEDGE.early_beam_breadth == 6
    r = solver.solve_part(base, 43, max_nodes=100_000, part=solver.ONE_IN_TWO[0])
    assert r.status == "won" and r.found_by == "lean beam of width 32 (other evaluation 5)"
    assert 30_000 < r.nodes < 40_000
    assert replay_win("sly", 43, r.moves).is_won()
    without = with_knowledge(base, early_beams=(), probe_schedule=tuple(
        entry for entry in KNOWLEDGE.probe_schedule if entry != solver.EARLY_BEAMS))
    assert solver.solve_part(without, 43, max_nodes=r.nodes, part=solver.ONE_IN_TWO[0]).status == "unknown"


def test_the_counters_between_deals_do_not_say_how_many_deals_were_made() -> None:
    """The counters hold only what changes play: whether a deal of twenty is in progress and, while it
    is, how many cards lay on the promenade when it began. Between deals both are 0, as at the first
    deal's end, so the same piles after two deals or after five are one position to the solver's key
    (it includes the counters) and are searched once."""
    fresh = patience.new_game("sly", deal=5)
    s = fresh.clone()
    s.apply("deal")
    assert s.counters["dealing"] and s.counters["base"] > 0
    while s.counters["dealing"]:
        s.apply("T>P1" if s.pile("T") else "deal")
    assert s.counters == fresh.counters
    assert s.counters["dealing"] == s.counters["base"] == 0
