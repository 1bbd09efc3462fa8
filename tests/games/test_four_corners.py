"""The Four Corners (No. 5), tested from the 1914 text, rule by rule and paragraph by paragraph."""

from __future__ import annotations

import random
from collections import Counter
from itertools import chain
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from support import (exhaustive, exhaustive_with_knowledge, find_win, form_agrees_with_the_engine, random_play,
                     refused, replay_win, shown, with_knowledge)
import patience
from patience.cards import packs
from patience.moves import Move
from patience.state import State
from patience.games.four_corners import ADJOINING, ORDER
from patience.solver.games.four_corners import KNOWLEDGE

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


def dealing(cards: str, piles: dict[str, str] | None = None, next_packet: str = "C1") -> patience.State:
    """A position during the deal: ``cards`` are still to be dealt, the first named first, and the next
    card falls on ``next_packet``."""
    stock = " ".join(reversed(cards.split()))
    return patience.arrange("four-corners", {**(piles or {}), "stock": stock},
                            {"next": ORDER.index(next_packet), "fresh": 0})


def test_twelve_packets_dealt_top_corner_four_sides_lower_corner_left_then_right() -> None:
    """'Deal out twelve cards as in tableau, beginning on the left. Place the top corner card, then the
    four side cards, lastly the lower corner card; repeat this process on the right hand, beginning with
    the top corner' ... 'proceed to deal out the entire pack in successive rounds covering the first one'."""
    cards = "2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS 2H 3H"
    s = dealing(cards)
    for _ in range(13):
        s.apply("deal")
    assert [shown(s, name)[0] for name in ORDER] == cards.split()[:12]
    assert shown(s, "C1") == ["2S", "3H"]  # the second round covers the first
    for deal in (0, 9):
        fresh = patience.new_game("four-corners", deal)
        assert len(fresh.pile("stock")) == 104 and all(not fresh.pile(n) for n in ORDER)
        assert Counter(int(c) for c in fresh.all_cards()) == Counter(int(c) for c in packs(2))


def test_the_layout_follows_the_picture() -> None:
    """Four corner cards slanted at the corners, four side packets on each hand, 'leaving space in the
    centre for the foundation cards' (the picture: two columns of four)."""
    game = patience.game("four-corners")
    piles = {p.name: p for g in game.groups for p in g.piles}
    assert all(piles[f"C{k}"].tilt for k in range(1, 5))
    assert {piles[f"L{r}"].x for r in range(1, 5)} == {piles["L1"].x}
    assert piles["L1"].x < piles["F1"].x < piles["F5"].x < piles["R1"].x
    for side, foundation in ADJOINING.items():  # each side packet has its foundation beside it
        assert piles[side].y == piles[foundation].y


def test_the_foundation_cards_are_played_at_once_and_the_next_card_falls_in_their_stead() -> None:
    """'The eight foundation cards, as they appear in the deal (whether they fall on the corner or on the
    side packets), are to be at once played in the space reserved for them' ... 'Whenever in dealing a
    card is withdrawn, to place on one of the foundations, the next card in the pack is placed in its
    stead.'"""
    s = dealing("5C AS 7D KD AS 8D")
    s.apply("deal")
    s.apply("deal")  # the ace of spades goes up, the seven of diamonds falls on L1 in its stead
    assert shown(s, "F1") == ["AS"] and shown(s, "L1") == ["7D"]
    s.apply("deal")  # the king of diamonds goes up, and so the second ace of spades falls on L2
    assert shown(s, "F8") == ["KD"] and shown(s, "L2") == ["AS"]  # a second ace is no foundation card
    s.apply("deal")
    assert shown(s, "L3") == ["8D"]


def test_during_the_deal_a_card_falling_on_a_corner_may_go_on_any_foundation() -> None:
    """'on these may be played any suitable cards which in dealing fall on either of the four corner
    packets'."""
    for corner in ("C1", "C2", "C3", "C4"):
        s = dealing("2H QC 9D", {"F2": "AH", "F7": "KC"}, next_packet=corner)
        s.apply("deal")
        s.apply(f"{corner}>F2")
        s.apply("deal")  # the next card falls in its stead, on the same corner
        s.apply(f"{corner}>F7")
        assert shown(s, "F2") == ["AH", "2H"] and shown(s, "F7") == ["KC", "QC"]


def test_during_the_deal_a_side_card_goes_only_on_the_foundation_adjoining_it() -> None:
    """'but when a card (otherwise suitable) falls on either of the side packets, it may not be played
    unless the foundation to which it belongs happens to be the one immediately adjoining the side packet
    on which that card fell in dealing' (note four-corners-1: F1-F4 beside L1-L4, F5-F8 beside R1-R4)."""
    s = dealing("2H 9C", {"F2": "AH"}, next_packet="L1")
    s.apply("deal")
    refused(s, "L1>F2", "immediately adjoining the side packet")
    s = dealing("2H 9C", {"F2": "AH"}, next_packet="L2")
    s.apply("deal")
    s.apply("L2>F2")
    s = dealing("QH 10H 9C", {"F6": "KH", "F2": "AH 2H 3H 4H 5H 6H 7H 8H 9H"}, next_packet="R1")
    s.apply("deal")
    refused(s, "R1>F6", "immediately adjoining")
    s.apply("deal")  # the ten of hearts on R2, beside the king of hearts' foundation, not the ace's
    refused(s, "R2>F2", "immediately adjoining")


def test_during_the_deal_only_the_card_as_it_falls_may_be_played() -> None:
    """'any suitable cards which in dealing fall on ... the four corner packets' (note four-corners-2:
    once the next card is dealt the chance has passed; the rest waits for the end of the deal)."""
    s = dealing("2H 9C 8C", {"F2": "AH", "C4": "3S", "F1": "AS 2S"}, next_packet="C1")
    refused(s, "C4>F1", "only a card as it falls may be played")
    s.apply("deal")
    s.apply("deal")
    refused(s, "C1>F2", "only a card as it falls may be played")


def test_no_marriages_until_the_deal_is_completed() -> None:
    """'After the entire deal is completed these restrictions cease, ... and marriages ... may be made'."""
    s = dealing("5H 2C 8C", {"C2": "6H"}, next_packet="C1")
    s.apply("deal")
    refused(s, "C1>C2", "marriages may be made only after the entire deal is completed")


def test_rule_I_after_the_deal_the_uppermost_cards_go_on_any_of_the_foundations() -> None:
    """Rule I: 'After the deal is completed, the uppermost card of each packet is available and may be
    placed on any of the foundations, the cards underneath being released as usual by the removal of
    those that covered them.'"""
    s = patience.arrange("four-corners", {"F2": "AH", "F8": "KD", "L1": "2H", "R4": "QD 9S", "C1": "3H"})
    s.apply("L1>F2")  # a side card on a foundation that does not adjoin it
    s.apply("C1>F2")
    refused(s, "R4@1>F8", "Rule I: the uppermost card of each packet is available")
    assert shown(s, "F2") == ["AH", "2H", "3H"]


def test_rule_II_each_foundation_follows_suit_aces_up_kings_down() -> None:
    """Rule II: 'Each foundation must follow suit.' 'four aces and four kings of different suits, the
    aces ascending in sequence to kings, and the kings descending in sequence to aces.'"""
    s = patience.arrange("four-corners", {"F1": "AS", "F5": "KS", "L1": "2H", "L2": "QS", "L3": "3S", "L4": "2S"})
    refused(s, "L1>F1", "Rule II: each foundation must follow suit")
    refused(s, "L3>F1", "the aces ascend in sequence to kings")
    refused(s, "L4>F5", "the kings descend in sequence to aces")
    s.apply("L4>F1")
    s.apply("L2>F5")
    s.apply("L3>F1")
    assert shown(s, "F1") == ["AS", "2S", "3S"] and shown(s, "F5") == ["KS", "QS"]


def test_marriages_both_ascending_and_descending_after_the_deal() -> None:
    """'marriages, both in ascending and descending lines, may be made with cards on the surface of the
    twelve packets'."""
    s = patience.arrange("four-corners", {"C1": "6H", "L1": "5H", "R1": "7H", "C2": "5D", "C3": "8H"})
    assert s.is_legal(patience.parse_move("L1>C1")) and s.is_legal(patience.parse_move("R1>C1"))
    refused(s, "C2>C1", "marriages, both in ascending and descending lines")
    refused(s, "C3>C1", "marriages, both in ascending and descending lines")


def test_the_books_note_a_sequence_deuce_to_eight_reversed_onto_a_nine() -> None:
    """'The sequences thus made may be reversed if required, viz., if one of the packets contained a
    sequence, beginning with deuce and ascending to eight (this being, of course, the top card), and one
    of the other packets had at the top a nine of the same suit, the eight might be placed on the nine,
    the rest of the sequence following, till the deuce became the top (or available) card.'"""
    s = patience.arrange("four-corners", {"L2": "QC 2D 3D 4D 5D 6D 7D 8D", "R3": "JS 9D", "F4": "AD"})
    refused(s, "L2@2>F4", "Rule I")
    for _ in range(7):
        s.apply("L2>R3")
    assert shown(s, "R3") == ["JS", "9D", "8D", "7D", "6D", "5D", "4D", "3D", "2D"]
    assert shown(s, "L2") == ["QC"]
    s.apply("R3>F4")  # the deuce is the top (or available) card
    assert shown(s, "F4") == ["AD", "2D"]


def test_an_empty_packet_is_not_refilled() -> None:
    """The book gives an emptied packet no use (note four-corners-3)."""
    s = patience.arrange("four-corners", {"L1": "", "C1": "9S"})
    refused(s, "C1>L1", "an empty packet is not refilled")


def test_two_redeals_taking_up_the_packets_in_order_beginning_on_the_left() -> None:
    """'When all possible combinations have been made, and further progress is impossible, the twelve
    packets may be taken up in order, beginning on the left, re-dealt, and played exactly as before. If
    necessary, there may be two re-deals.' (note four-corners-4)."""
    s = dealing("2C", {"C1": "9S 4H", "L1": "7C", "C4": "QD", "F3": "AC"})
    refused(s, "redeal", "only after the entire deal is completed")
    s.apply("deal")  # the deuce of clubs, the last card, falls on the top left corner: not played
    s.apply("redeal")
    assert all(not s.pile(name) for name in ORDER)
    assert shown(s, "F3") == ["AC"]  # the foundations stay
    for _ in range(3):
        s.apply("deal")
    # Taken up in order: the top left corner (9S 4H 2C), then L1 (7C) ... the lower right corner (QD).
    assert [shown(s, name) for name in ("C1", "L1", "L2")] == [["9S"], ["4H"], ["2C"]]
    refused(s, "L2>F3", "immediately adjoining")  # played exactly as before: the same restrictions
    s.apply("deal")
    s.apply("deal")
    assert shown(s, "L3") == ["7C"] and shown(s, "L4") == ["QD"] and not s.pile("stock")
    s.apply("L2>F3")  # the deal is completed: the restrictions cease
    s.apply("redeal")
    assert s.counters["redeals"] == 2
    while s.pile("stock"):
        s.apply("deal")
    refused(s, "redeal", "there may be two re-deals, no more")


def test_a_winning_end_position() -> None:
    """The patience succeeds when the four aces reach the kings and the four kings the aces."""
    def up(suit: str, last: str) -> str:
        return " ".join(f"{r}{suit}" for r in RANKS[: RANKS.index(last) + 1])

    def down(suit: str, last: str) -> str:
        return " ".join(f"{r}{suit}" for r in RANKS[::-1][: RANKS[::-1].index(last) + 1])

    s = patience.arrange("four-corners", {
        "F1": up("S", "K"), "F2": up("H", "K"), "F3": up("C", "10"), "F4": up("D", "K"),
        "F5": down("S", "A"), "F6": down("H", "A"), "F7": down("C", "3"), "F8": down("D", "A"),
        "L1": "AC 2C", "C2": "JC QC", "R1": "KC",
    })
    refused(s, "C2@1>F3", "Rule I")
    line = ["L1>F7", "L1>F7", "C2>R1", "C2>F3", "R1>F3", "R1>F3"]
    for move in line:
        assert not s.is_won()
        s.apply(move)
    assert s.is_won() and s.score() == 104


# A real deal won, with both re-deals, replayed move by move. The line was found by a greedy search
# with a short look-ahead for marriages that release a suitable card (the engine's solver did not
# finish this deal in minutes); every move is checked by the engine as it is replayed.
WINNING_DEAL = 57
WINNING_LINE = (
    "deal deal deal deal deal deal deal deal deal deal deal deal deal deal deal deal deal deal "
    "deal deal deal deal deal R4>F8 deal deal deal deal deal deal deal deal deal C3>F3 deal C3>F8 "
    "deal deal deal deal deal deal deal deal deal L2>F2 deal deal deal deal deal deal deal deal "
    "deal deal C4>F7 deal deal deal deal deal deal deal C2>F5 deal deal deal deal deal deal deal "
    "deal C1>F7 deal deal deal deal deal deal deal deal deal deal deal deal C4>F2 deal deal deal "
    "deal deal deal deal deal deal deal deal deal deal deal deal deal deal R2>F7 R3>F8 R3>F7 L2>F6 "
    "L2>F6 R2>F1 C3>F6 C3>F1 L3>F6 L2>F4 L1>F4 R1>R3 R1>F8 C3>C4 C3>F8 C3>F2 R4>F8 R4>F3 R4>F3 "
    "R1>C3 R1>F7 redeal deal C1>F1 deal deal deal deal deal deal deal deal deal deal deal deal "
    "deal C1>F6 deal C1>F1 deal deal deal deal deal deal C2>F3 deal C2>F1 deal C2>F8 deal C2>F4 "
    "deal deal deal deal deal deal deal deal deal deal deal deal deal C2>F1 deal deal deal deal "
    "deal deal deal C4>F3 deal deal C1>F4 deal deal deal deal deal deal deal deal deal deal deal "
    "deal deal deal deal deal deal deal C2>F4 deal deal deal deal deal deal R4>F1 R2>F4 R3>F1 "
    "L1>F6 C4>F6 R4>F6 R4>F3 R4>F7 C3>F6 L3>F6 C1>F3 C1>F7 L2>C4 L2>F5 L2>C2 L2>F4 R1>F4 L3>L2 "
    "L3>L1 L3>F8 C3>F8 C3>F5 C1>F5 C1>F6 L4>R4 L4>C1 L4>F2 L2>F2 L2>F2 redeal deal deal deal deal "
    "deal deal deal deal deal deal deal deal deal deal deal deal deal deal deal deal deal deal "
    "deal deal deal C1>F5 deal deal deal deal deal deal deal C3>F5 deal C3>F3 deal C3>F8 deal deal "
    "L1>F4 L2>F7 R1>F7 C3>F7 R3>F8 C2>F5 R2>F5 R2>F2 L1>F6 C3>L4 C3>F5 C4>C2 C4>F2 R4>F2 L1>F2 "
    "L3>R4 L3>F4 L2>F4 C1>F4 L3>F1 C1>F7 C2>F1 R3>F7 C1>F2 C2>F1 R1>F1 C2>F5 L4>F5 L4>F5 R1>F3 "
    "L4>F8 L4>F2 L2>F3 R4>F3 R4>F3"
).split()


def test_a_real_deal_is_won_with_two_redeals_by_a_line_the_engine_accepts() -> None:
    """A numbered deal played out: the deal's method three times (the deal and two re-deals), the
    marriages and reversals after each, until the aces reach the kings and the kings the aces."""
    s = replay_win("four-corners", WINNING_DEAL, WINNING_LINE)
    assert s.is_won() and s.score() == 104 and s.counters["redeals"] == 2
    assert patience.from_dict(s.to_dict()) == s


def test_the_page_shows_the_first_round_as_the_book_does() -> None:
    """The book's picture shows the first round of twelve cards; the page's figure plays the same."""
    game = patience.game("four-corners")
    s = patience.new_game("four-corners", 1)
    for move in game.figure:
        s.apply(move)
    assert [len(s.pile(name)) for name in ORDER] == [1] * 12


@settings(max_examples=40, deadline=None)
@given(deal=st.integers(0, 5000), choices=st.lists(st.integers(0, 1000), max_size=120))
def test_in_any_deal_only_the_card_as_it_falls_is_played(deal: int, choices: list[int]) -> None:
    """In any play: while cards remain to be dealt, a card move is the card just dealt going on a
    foundation, from a side packet only on the one adjoining it; packets are dealt in the book's order."""
    s = patience.new_game("four-corners", deal)
    for choice in choices:
        legal = s.legal_moves()
        if not legal:
            break
        move = legal[choice % len(legal)]
        if move.kind == "move" and s.pile("stock"):
            src, dst = move.args
            assert dst.startswith("F") and ADJOINING.get(src, dst) == dst
            assert src == ORDER[s.counters["fresh"] - 1]
        if move.kind == "deal":
            before = {name: len(s.pile(name)) for name in ORDER}
            s.apply(move)
            grown = [name for name in ORDER if len(s.pile(name)) > before[name]]
            assert len(grown) <= 1
            if grown:
                assert grown[0] == ORDER[s.counters["fresh"] - 1]
        else:
            s.apply(move)


# --- the solver's knowledge (patience/solver/games/four_corners_counts.py: hopeless) -------------------------

AFTER_THE_RE_DEALS = {"redeals": 2, "next": 0, "fresh": 0}  # "there may be two re-deals": none is left


def small_position(piles: dict[str, str], counters: dict[str, int]) -> patience.State:
    """A position of a small deck (aces, deuces, threes and kings, patience.solver.tiny): each ace
    foundation ascends A 2 3 K and each king foundation descends K 3 2 A."""
    from patience.solver.search import tiny
    from patience.state import State

    return State.arranged(tiny(patience.game("four-corners"), (1, 2, 3, 13)), piles, counters)


def complete(suit: str) -> dict[str, str]:
    k = "SHCD".index(suit)
    return {f"F{k + 1}": f"A{suit} 2{suit} 3{suit} K{suit}", f"F{k + 5}": f"K{suit} 3{suit} 2{suit} A{suit}"}


def test_hopeless_when_after_the_last_redeal_a_card_is_buried_under_one_that_needs_it() -> None:
    """Both heart foundations wait for a deuce of hearts, and both deuces lie beneath the ace of hearts
    in the top left corner: the ace can go neither to a foundation (the king's foundation needs the deuce
    first) nor be married on a deuce (Rule I: only the uppermost cards), so after the last re-deal the
    patience cannot succeed, though the spades still play. Before the last re-deal it may."""
    piles = {**complete("C"), **complete("D"), "F1": "AS", "F5": "KS 3S 2S AS", "C2": "KS 3S 2S",
             "F2": "AH", "F6": "KH 3H", "C1": "2H 2H KH AH"}
    s = small_position(piles, AFTER_THE_RE_DEALS)
    assert s.legal_moves() and KNOWLEDGE.hopeless(s)
    assert find_win(s) is None
    assert not KNOWLEDGE.hopeless(small_position(piles, {**AFTER_THE_RE_DEALS, "redeals": 1}))


def test_not_hopeless_when_a_marriage_frees_the_card_needed() -> None:
    """'marriages, both in ascending and descending lines, may be made with cards on the surface of the
    twelve packets': the deuce of spades, which no foundation takes yet, goes on the ace of spades, and
    frees the three that the king's foundation needs; the patience is won."""
    piles = {**complete("H"), **complete("C"), **complete("D"), "F1": "AS 2S 3S KS", "F5": "KS",
             "C1": "3S 2S", "L1": "AS"}
    s = small_position(piles, AFTER_THE_RE_DEALS)
    assert not KNOWLEDGE.hopeless(s)
    assert find_win(s) is not None


def test_hopeless_is_never_said_of_a_position_that_can_be_won() -> None:
    """In random play of small deals through both re-deals: wherever the solver calls a position hopeless,
    exhaustive search finds no win (and it does call some)."""
    from patience.solver.search import tiny

    game = tiny(patience.game("four-corners"), (1, 2, 3, 13))
    said = 0
    for deal, _, s, _, _ in random_play(game, range(12)):
        if KNOWLEDGE.hopeless(s):
            assert exhaustive(s, 20_000) != "won", f"deal {deal}: {[str(m) for m in s.moves]}"
            said += 1
    assert said


# --- the solver's knowledge at the end (patience/solver/games/four_corners_counts.py) --------------------


def test_at_the_end_a_card_goes_up_alone_where_its_suits_foundations_meet() -> None:
    """After the last re-deal, the pack dealt out: the spades stand at the three (aces) and the king
    (kings), which together hold the whole sequence A 2 3 K, so the deuce of spades left has one place
    (the kings' foundation, after the three) and the three one too: played alone. Where the hearts'
    foundations still both want the deuce, the two deuces may go either way: nothing is played alone.
    Before the last re-deal, or while the pack lasts, nothing is either."""
    piles = {**complete("C"), **complete("D"), "F1": "AS 2S 3S", "F5": "KS", "F2": "AH", "F6": "KH 3H",
             "C1": "2H 2H AH 3S", "L1": "KH 2S", "L2": "AS 3H"}
    s = small_position(piles, AFTER_THE_RE_DEALS)
    assert str(KNOWLEDGE.safe_move(s, s.legal_moves())) == "C1>F5"
    hearts = small_position({**piles, "C1": "2H AH 3S 2H"}, AFTER_THE_RE_DEALS)
    moves = hearts.legal_moves()
    assert {"C1>F2", "C1>F6"} <= set(map(str, moves)) and KNOWLEDGE.safe_move(hearts, moves) is None
    s = small_position(piles, {**AFTER_THE_RE_DEALS, "redeals": 1})
    assert KNOWLEDGE.safe_move(s, s.legal_moves()) is None
    s = small_position({**piles, "stock": "2H"}, AFTER_THE_RE_DEALS)
    assert KNOWLEDGE.safe_move(s, s.legal_moves()) is None


def test_at_the_end_the_last_card_of_a_packet_is_not_married() -> None:
    """'marriages ... may be made with cards on the surface of the twelve packets': at the end, the three
    of hearts alone in L1 married on the deuce of hearts only covers the deuce (an empty packet is not
    refilled, note four-corners-3), so it is not tried; the deuce on the three, which bares the ace, is.
    Before the last re-deal the marriage changes the order the packets are taken up in: it is tried."""
    piles = {**complete("S"), **complete("C"), **complete("D"), "F2": "AH 2H", "F6": "KH",
             "L1": "3H", "L2": "AH 2H", "L3": "3H"}
    s = small_position(piles, AFTER_THE_RE_DEALS)
    moves = set(map(str, s.legal_moves()))
    assert {"L1>L2", "L2>L1", "L3>L2", "L2>L3"} <= moves
    kept = set(map(str, KNOWLEDGE.worth_trying(s, s.legal_moves())))
    assert kept == moves - {"L1>L2", "L3>L2"}
    s = small_position(piles, {**AFTER_THE_RE_DEALS, "redeals": 1})
    assert set(map(str, KNOWLEDGE.worth_trying(s, s.legal_moves()))) == set(map(str, s.legal_moves()))


def test_at_the_end_the_packets_are_keyed_as_a_set() -> None:
    """At the end no rule reads a packet's name (the deal's restrictions by packet 'cease', and nothing
    is taken up in order again): two positions with the packets' contents exchanged have one key, and the
    same answer. Before the last re-deal the order matters to the re-deal, and while the pack lasts to
    the deal: the keys differ."""
    from patience.solver import solve

    piles = {**complete("S"), **complete("C"), **complete("D"), "F2": "AH", "F6": "KH"}
    one = {**piles, "C1": "3H 2H", "R4": "2H AH 3H"}
    other = {**piles, "L2": "2H AH 3H", "C3": "3H 2H"}
    key = KNOWLEDGE.key
    a, b = small_position(one, AFTER_THE_RE_DEALS), small_position(other, AFTER_THE_RE_DEALS)
    assert key(a) == key(b) and key(a) != key(small_position(piles, AFTER_THE_RE_DEALS))
    assert solve(a, seconds=None).status == solve(b, seconds=None).status == exhaustive(a, 10_000)
    for counters in ({**AFTER_THE_RE_DEALS, "redeals": 1}, AFTER_THE_RE_DEALS):
        stock = {} if counters["redeals"] == 1 else {"stock": "KH"}
        a, b = small_position({**one, **stock}, counters), small_position({**other, **stock}, counters)
        assert key(a) != key(b)


def test_the_end_knowledge_agrees_with_exhaustive_search_on_small_decks() -> None:
    """On small decks played at random through both re-deals, from positions at the end: the search
    restricted to the safe move or the moves worth trying wins exactly when a plain exhaustive search
    does (and both answers are met)."""
    from patience.solver.search import tiny

    game = tiny(patience.game("four-corners"), (1, 2, 3, 13))
    verdicts = {"won": 0, "lost": 0}
    played_alone = 0
    for deal, step, s, moves, _ in random_play(game, range(30), steps=400):
        if s.counters["redeals"] == 2 and not s.pile("stock") and step % 3 == 0:
            truth = exhaustive(s, 5_000)
            if truth is not None:
                assert exhaustive_with_knowledge(s, 5_000) == truth, f"deal {deal}: {[str(m) for m in s.moves]}"
                verdicts[truth] += 1
                played_alone += KNOWLEDGE.safe_move(s, moves) is not None
    assert verdicts["won"] and verdicts["lost"] and played_alone


def test_the_second_ordering_looks_ahead_to_every_deal_to_come() -> None:
    """'The twelve packets may be taken up in order, beginning on the left, re-dealt, and played exactly as
    before': the solver's second move ordering (for its probes, never an answer) deals out every deal still
    to come as the text says, each card played up as it falls where the deal lets it and the uppermost cards
    played up after each deal (Rule I), no marriage made, and counts the cards left in the packets. The
    spades from three to king lie in the top left corner, the three at the bottom. After the last re-deal
    nothing can leave it (hopeless), and no deal is to come: the ordering is the solver's own. With a re-deal
    left (or two), they fall one on each packet, the three first, on the top corner, where it goes up as it
    falls ('on these may be played any suitable cards which in dealing fall on either of the four corner
    packets'), the four likewise on the lower corner, and after the deal each next spade follows from its own
    packet: nothing is left, and the ordering is the solver's own. With the four of spades the last card of
    the pack, falling on a side packet beside the hearts' foundation, and the three beneath the rest, eleven
    cards are left, each counted against the position."""
    from patience.solver.games.four_corners_counts import LEFT, left_after_every_deal
    from patience.solver.search import shared_evaluation

    def whole(suit: str) -> dict[str, str]:
        k = "SHCD".index(suit)
        up = " ".join(f"{r}{suit}" for r in RANKS)
        return {f"F{k + 1}": up, f"F{k + 5}": " ".join(reversed(up.split()))}

    rest = {**whole("H"), **whole("C"), **whole("D"), "F1": "AS 2S", "F5": whole("S")["F5"]}
    spades = "3S 5S 7S 9S JS KS 4S 6S 8S 10S QS"
    last = patience.arrange("four-corners", {**rest, "C1": spades}, AFTER_THE_RE_DEALS)
    assert KNOWLEDGE.hopeless(last) and left_after_every_deal(last) is None and KNOWLEDGE.other_evaluate(last) is None
    for redeals in (1, 0):
        before = patience.arrange("four-corners", {**rest, "C1": spades}, {**AFTER_THE_RE_DEALS, "redeals": redeals})
        assert not KNOWLEDGE.hopeless(before)
        assert left_after_every_deal(before) == 0 and KNOWLEDGE.other_evaluate(before) == shared_evaluation(before)
    during = patience.arrange("four-corners", {**rest, "C1": spades.replace(" 4S", ""), "stock": "4S"},
                              {**AFTER_THE_RE_DEALS, "next": ORDER.index("L2")})
    assert left_after_every_deal(during) == 11
    assert KNOWLEDGE.other_evaluate(during) == shared_evaluation(during) - 11 * LEFT
    during.apply("deal")
    assert during.pile("L2") == (patience.parse_card("4S"),)  # not played: the hearts' foundation adjoins it


def _played_out_without_marriages(state: patience.State) -> int:
    """The cards left in the packets when the game is played on by the engine's own moves as the second
    ordering's guess plays it: each card as it falls up on the first foundation that takes it, after each
    deal the uppermost cards up (packet by packet in the order of the deal, the first foundation that takes
    one), then a re-deal while one is left."""
    s = state.clone()
    foundations = [f"F{k}" for k in range(1, 9)]

    def first_up(packet: str) -> str | None:
        legal = {str(m) for m in s.legal_moves()}
        return next((f for f in foundations if f"{packet}>{f}" in legal), None)

    while True:
        while s.pile("stock"):
            s.apply("deal")
            fresh = s.counters["fresh"]
            if fresh and (f := first_up(ORDER[fresh - 1])) is not None:
                s.apply(f"{ORDER[fresh - 1]}>{f}")
        changed = True
        while changed:
            changed = False
            for packet in ORDER:
                while s.pile(packet) and (f := first_up(packet)) is not None:
                    s.apply(f"{packet}>{f}")
                    changed = True
        if s.counters["redeals"] >= s.game.redeals:
            return sum(len(s.pile(packet)) for packet in ORDER)
        s.apply("redeal")


def test_the_second_orderings_guess_is_the_engines_own_play() -> None:
    """The second ordering's guess (``left_after_every_deal``) is the count the engine itself gives when the
    game is played on by the rules that guess follows, from the start of real deals and from positions of
    random play before the last deal has fallen (between deals and during each)."""
    from patience.solver.games.four_corners_counts import left_after_every_deal

    game = patience.game("four-corners")
    compared = Counter()
    for deal, step, s, _, _ in random_play(game, range(6), steps=900):
        between = not s.pile("stock") and s.counters["redeals"] < game.redeals
        if (step % 45 == 0 and s.pile("stock")) or (between and step % 5 == 0):
            assert left_after_every_deal(s) == _played_out_without_marriages(s), f"deal {deal} step {step}"
            compared[s.counters["redeals"], bool(s.pile("stock"))] += 1
    assert len(compared) == 5 and sum(compared.values()) >= 40, compared


def test_the_second_orderings_count_kept_and_carried_on_is_the_count_itself(monkeypatch: pytest.MonkeyPatch) -> None:
    """The second ordering's count is kept for the positions last met and carried on along the deal: a
    position just dealt to takes the count of the position before the deal where the guess let that
    card fall, a position where the card just dealt went up takes the count of the position before
    the deal where the guess played it up there as it fell, a position just re-dealt the count of the
    position before where nothing was to be played up; between deals the count is kept for the
    position once its uppermost cards are played up. Asked at every position of random lines (which
    play a card up where they can, more often than not) and of lines that never play a card up but
    deal and re-deal at once (so that a position just dealt out, its count carried, is re-dealt
    with nothing to play up), so that each way is taken many times, it is the count made afresh
    from the position alone."""
    from patience.solver.games import four_corners_counts as knowledge_module
    from patience.solver.games.four_corners_counts import Deals, deal_out, left_after_every_deal

    made: list[int] = []  # the positions whose count was made, not carried
    count_out = knowledge_module.count_out

    def counting(*args: Any) -> Any:
        made.append(1)
        return count_out(*args)

    monkeypatch.setattr(knowledge_module, "count_out", counting)

    def up_where_it_can(state: State, legal: list[Move], rng: random.Random) -> Move:
        ups = [m for m in legal if m.kind == "move" and state.table.index[m.args[1]] in state.table.foundations]
        return rng.choice(ups) if ups and rng.random() < 0.7 else rng.choice(legal)

    def dealing_on(state: State, legal: list[Move], rng: random.Random) -> Move:
        dealing = [m for m in legal if m.kind in ("deal", "redeal")]
        return dealing[0] if dealing else rng.choice(legal)

    game = patience.game("four-corners")
    ways: Counter[str] = Counter()
    lines = chain(random_play(game, range(12), steps=900, choose=up_where_it_can),
                  random_play(game, range(12, 40), steps=400, choose=dealing_on))
    for _, _, s, _, _ in lines:
        dealer = s.table.derived(Deals)
        left = game.redeals - s.counters["redeals"]
        piles = s.piles
        afresh = deal_out(dealer, [len(piles[f]) for f in dealer.release.foundations],
                          [list(piles[i]) for i in dealer.order], piles[dealer.release.stock],
                          s.counters["next"], left)[0] if s.pile("stock") or left else None
        kept = len(dealer.played_up)
        before = len(made)
        assert left_after_every_deal(s) == afresh
        last = s.history[-1][0] if s.history else None
        if afresh is None or last is None:
            continue
        if len(made) == before and last.kind == "deal":
            ways["carried over a deal"] += 1
        elif len(made) == before and len(s.history) > 1 and s.history[-2][0].kind == "deal":
            ways["carried after the card dealt went up"] += 1
        elif len(made) == before and last.kind == "redeal":
            ways["carried over a re-deal"] += 1
        elif not s.pile("stock") and len(dealer.played_up) == kept:
            ways["kept between deals once played up"] += 1
    assert ways["carried over a deal"] >= 1000 and ways["carried after the card dealt went up"] >= 100, ways
    assert ways["kept between deals once played up"] >= 30 and ways["carried over a re-deal"] >= 10, ways


def test_between_deals_the_count_kept_once_played_up_is_the_count_itself() -> None:
    """Between deals, the count is kept for the position once its uppermost cards are played up
    (``count_out``): on positions of random play between deals and on variants of each with the cards
    of one packet shuffled or two cards of two packets exchanged (so that many differ from one met
    before in one packet only), it is the count made afresh, by foundations, packets and re-deals."""
    from patience.solver.games.four_corners_counts import Deals, count_out, deal_out

    game = patience.game("four-corners")
    compared = 0
    for deal, step, s, _, rng in random_play(game, range(8), steps=900):
        if s.pile("stock") or s.counters["redeals"] >= game.redeals or step % 3:
            continue
        dealer = s.table.derived(Deals)
        lengths = [len(s.piles[f]) for f in dealer.release.foundations]
        packets = [list(s.piles[i]) for i in dealer.order]
        for n in range(7):  # the position itself, then its variants
            variant = [list(p) for p in packets]
            p, q = rng.randrange(len(variant)), rng.randrange(len(variant))
            if n and rng.random() < 0.5:
                rng.shuffle(variant[p])
            elif n and variant[p] and variant[q]:
                i, j = rng.randrange(len(variant[p])), rng.randrange(len(variant[q]))
                variant[p][i], variant[q][j] = variant[q][j], variant[p][i]
            for left in range(game.redeals - s.counters["redeals"], 0, -1):  # (as if fewer re-deals were left)
                afresh = deal_out(dealer, list(lengths), [list(v) for v in variant], [], 0, left)
                assert count_out(dealer, list(lengths), [list(v) for v in variant], [], 0, left) == afresh, (deal, step)
                compared += 1
    assert compared >= 120, compared


def test_a_count_is_carried_after_the_card_dealt_goes_up_only_where_the_guess_played_it_there() -> None:
    """The count before a deal is carried to the position where the card dealt went up only where the
    guess played that card up as it fell (none fallen before it) and to the same foundation."""
    from patience.solver.games.four_corners_counts import carried_after_playing_up, carried_over_a_deal

    known = (7, ((0, 2), (3, 5)))
    assert carried_after_playing_up(known, 2) == (7, ((3, 5),))
    assert carried_after_playing_up(known, 5) is None
    assert carried_over_a_deal(known) is None
    assert carried_over_a_deal((7, ((3, 5),))) == (7, ((2, 5),))
    assert carried_after_playing_up((7, ((3, 5),)), 5) is None
    assert carried_over_a_deal((7, ())) == (7, ())


def test_the_game_evaluates_as_the_solver_does_only_faster() -> None:
    """The game's evaluation (``Knowledge.evaluate``: ``four_corners.shared_value``) is the solver's
    own, computed faster for this game's piles: the same number on every position of random lines,
    during each deal, between the deals and at the end (a card a foundation wants may lie deep in the
    pack, or on the other foundation of its suit, or twice in one packet)."""
    from patience.solver.games.four_corners_counts import shared_value
    from patience.solver.search import shared_evaluation

    game = patience.game("four-corners")
    phases: Counter[tuple[int, bool]] = Counter()
    for deal, step, s, _, _ in random_play(game, range(8), steps=900):
        assert KNOWLEDGE.evaluate(s) == shared_value(s) == shared_evaluation(s), (deal, step)
        phases[s.counters["redeals"], bool(s.pile("stock"))] += 1
    assert len(phases) >= 5, phases


def test_until_the_end_the_key_is_the_position() -> None:
    """Until the end the solver's key is exact (each foundation by its length: it holds the first cards
    of its sequence): on random lines, two positions have one key exactly when their piles and
    counters are the same."""
    from patience.solver.games.four_corners_counts import at_the_end

    game = patience.game("four-corners")
    positions: dict[bytes, tuple[object, ...]] = {}
    for _, _, s, _, _ in random_play(game, range(4), steps=900):
        if not at_the_end(s):
            here = (tuple(s.piles), tuple(sorted(s.counters.items())))
            assert positions.setdefault(KNOWLEDGE.key(s), here) == here
    assert len(positions) == len({here for here in positions.values()}) >= 1000


def test_both_processes_probe_and_an_early_beam_of_width_128_wins_deal_35() -> None:
    """Side by side, both Four Corners processes probe (``Knowledge.probes_on_both_cores``), and they run
    beams of widths the probes' rounds never reach (32 to 512, at 600 positions a unit of width: a
    win lies some 340 moves deep) right after their first round, shared between them.
    Deal 35, undecided in 10 s without them, falls in the second process to the beam of width 128 by
    the first ordering; that process without its early beams finds nothing in the same positions."""
    from patience.solver.search import ONE_IN_TWO, UNKNOWN, WON, solve_part

    game = patience.game("four-corners")
    assert KNOWLEDGE.probes_on_both_cores
    r = solve_part(game, 35, max_nodes=120_000, part=ONE_IN_TWO[1])
    assert r.status == WON and r.found_by == "beam of width 128"
    assert replay_win("four-corners", 35, r.moves).is_won()
    without = with_knowledge(game, early_beams=())
    assert solve_part(without, 35, max_nodes=120_000, part=ONE_IN_TWO[1]).status == UNKNOWN


def test_the_wide_early_beam_is_512_wide_by_the_second_ordering_with_seed_2_and_wins_deal_36() -> None:
    """The second process's third early beam is 512 wide, by the second ordering, its ties drawn with
    seed 2, searched over the compact form (so that it fits in the time), and a 512 by the first
    ordering comes after it. Deal 36, which no beam of the schedules before won within 10 s, falls to
    it (at some 270k positions of that process); with the ties in the order of their moves instead,
    that process finds nothing in 400k (the 512 by the first ordering begun)."""
    from patience.solver.search import ONE_IN_TWO, UNKNOWN, WON, _plan, solve_part

    game = patience.game("four-corners")
    assert KNOWLEDGE.early_beams[1::2] == ((128, 0), (32, 1), (512, 1, 2), (512, 0))
    assert _plan(game, ONE_IN_TWO[1]).others[0].beam_form is not None
    r = solve_part(game, 36, max_nodes=400_000, part=ONE_IN_TWO[1])
    assert r.status == WON and r.found_by == "beam of width 512 (other evaluation), seed 2", r.found_by
    assert replay_win("four-corners", 36, r.moves).is_won()
    unseeded = with_knowledge(game, early_beams=tuple((512, 1) if beam == (512, 1, 2) else beam
                                                      for beam in KNOWLEDGE.early_beams))
    assert solve_part(unseeded, 36, max_nodes=400_000, part=ONE_IN_TWO[1]).status == UNKNOWN


def test_the_first_processs_last_early_beam_is_384_wide_by_the_second_ordering_and_wins_deal_26() -> None:
    """The first process's last early beam is 384 wide, by the second ordering, after its beams of
    widths 32, 64 and 128: deal 26, which no beam of the schedule before it won within 10 s, falls
    to it (at 242,116 positions of that process, some 150k of them the beam's); with a beam of width
    256 by the first ordering in its place, that process finds nothing in 330k positions."""
    from patience.solver.search import ONE_IN_TWO, UNKNOWN, WON, solve_part

    game = patience.game("four-corners")
    assert KNOWLEDGE.early_beams[0::2] == ((32, 0), (64, 1), (128, 1), (384, 1))
    r = solve_part(game, 26, max_nodes=330_000, part=ONE_IN_TWO[0])
    assert r.status == WON and r.found_by == "beam of width 384 (other evaluation)", r.found_by
    assert replay_win("four-corners", 26, r.moves).is_won()
    instead = with_knowledge(game, early_beams=((32, 0), (128, 0), (64, 1), (32, 1), (128, 1), (512, 1, 2), (256, 0)))
    assert solve_part(instead, 26, max_nodes=330_000, part=ONE_IN_TWO[0]).status == UNKNOWN


def test_a_cheap_early_beam_by_the_second_ordering_wins_deal_8() -> None:
    """The early beam of width 32 by the second ordering (``Knowledge.early_beams``; side by side the
    second process's second, after its beam of width 128 and before the ones of 512): deal 8,
    undecided in 10 s without it, falls to it (at about 85k positions of that process)."""
    from patience.solver.search import ONE_IN_TWO, WON, solve_part

    game = patience.game("four-corners")
    assert KNOWLEDGE.early_beams[1::2][1] == (32, 1)
    r = solve_part(game, 8, max_nodes=200_000, part=ONE_IN_TWO[1])
    assert r.status == WON and r.found_by == "beam of width 32 (other evaluation)", r.found_by
    assert replay_win("four-corners", 8, r.moves).is_won()


def test_an_early_beam_of_width_64_by_the_second_ordering_wins_deal_17() -> None:
    """The first process's second early beam is 64 wide, by the second ordering: deal 17, undecided
    in 10 s without it (the rounds' wide beam by that ordering won it at 14.4 s of CPU), falls to it
    at about 52k positions of that process; without it, that process finds nothing in as many."""
    from patience.solver.search import ONE_IN_TWO, UNKNOWN, WON, solve_part

    game = patience.game("four-corners")
    beams = KNOWLEDGE.early_beams
    assert beams[0::2] == ((32, 0), (64, 1), (128, 1), (384, 1))
    r = solve_part(game, 17, max_nodes=100_000, part=ONE_IN_TWO[0])
    assert r.status == WON and r.found_by == "beam of width 64 (other evaluation)", r.found_by
    assert replay_win("four-corners", 17, r.moves).is_won()
    without = with_knowledge(game, early_beams=tuple(beam for beam in beams if beam != (64, 1)))
    assert solve_part(without, 17, max_nodes=100_000, part=ONE_IN_TWO[0]).status == UNKNOWN


# --- the solver's compact form for its beams (four_corners_form.FourCornersForm) ----------------------

def same_as_the_engine(state: patience.State, seen: Counter[str]) -> None:
    """The form agrees with the engine on ``state`` and its children (``form_agrees_with_the_engine``),
    by both orderings; ``seen`` also counts the positions where the solver tries a safe move alone,
    and those where it drops lone marriages (``worth_trying``)."""
    from patience.solver import search as solver
    from patience.solver.games import knowledge_for

    knowledge = knowledge_for(state.game)
    plan, form = solver._plan(state.game), knowledge.beam_form
    assert plan.others[0].beam_form is form.ordered_by(1) is not None and form.ordered_by(2) is None
    legal = plan.lister(state)()
    moves = solver._moves_to_try(state, plan, legal)
    if len(moves) < len(legal):
        seen["safe" if len(moves) == 1 and knowledge.safe_move(state, legal) else "pruned"] += 1
    form_agrees_with_the_engine(state, seen)


def test_the_compact_form_lists_the_moves_and_positions_the_engine_does() -> None:
    """On positions of random play through the deal and both re-deals, and on every position of the
    won deal's line (the end, where a card goes up alone or a lone card is not married, and the won
    position), the form and the engine agree move by move and child by child. (The beam over forms is
    then the same search: below.)"""
    game = patience.game("four-corners")
    seen = Counter[str]()

    def card_moves_first(state: patience.State, legal: list, rng: object) -> object:
        cards = [m for m in legal if m.kind == "move"]
        return rng.choice(cards) if cards and rng.random() < 0.8 else rng.choice(legal)  # type: ignore[attr-defined]

    for play in random_play(game, range(12), steps=600, choose=card_moves_first):
        if play.rng.random() < 0.4:
            same_as_the_engine(play.state, seen)
    s = patience.new_game("four-corners", WINNING_DEAL)
    for move in WINNING_LINE:
        same_as_the_engine(s, seen)
        s.apply(move)
    form = KNOWLEDGE.beam_form
    assert form.is_won(form.start(s)) and form.children(form.start(s)) == []
    assert seen["hopeless"] > 100 and seen["alive"] > 2000 and seen["redeal"] > 50
    assert seen["safe"] > 20 and seen["pruned"] >= 5, seen


def test_the_compact_form_leaves_other_tables_and_positions_set_out_by_hand_to_the_engine() -> None:
    """A position with a counter of its own, a foundation out of its sequence, another game's table:
    no form (their beams search states)."""
    form = KNOWLEDGE.beam_form
    assert form.start(patience.new_game("four-corners", 3)) is not None
    odd = patience.arrange("four-corners", {"L1": "5S", "stock": "6S"}, {"next": 0, "fresh": 0, "extra": 1})
    assert form.start(odd) is None
    out_of_order = patience.arrange("four-corners", {"F1": "2S", "stock": "6S"}, {"next": 0, "fresh": 0})
    assert form.start(out_of_order) is None
    assert form.start(patience.new_game("fortress", 0)) is None


@pytest.mark.parametrize(("deal", "width", "ordering", "seed"),
                         [(3, 64, 0, 1), (48, 64, 0, None), (5, 32, 0, None), (17, 64, 1, None), (2, 32, 1, 3)])
def test_a_beam_over_the_compact_form_is_the_beam_over_states(deal: int, width: int, ordering: int,
                                                              seed: int | None) -> None:
    """The same beam, by either ordering, with the form and without it (``beam_form=None``): the same
    answer, after the same number of positions, with the same solution; the form's, replayed by the
    engine's rules, wins."""
    from patience.solver import search as solver

    game = patience.game("four-corners")
    by_form = solver.solve_by_beam(game, deal, width=width, ordering=ordering, seed=seed)
    by_states = solver.solve_by_beam(with_knowledge(game, beam_form=None), deal, width=width, ordering=ordering,
                                     seed=seed)
    assert (by_form.status, by_form.nodes, by_form.moves) == (by_states.status, by_states.nodes, by_states.moves)
    if by_form.status == "won":
        assert replay_win("four-corners", deal, by_form.moves).is_won()
    assert {3: "won", 48: "unknown", 5: "unknown", 17: "won", 2: "unknown"}[deal] == by_form.status


def test_a_variant_whose_safe_move_differs_searches_states() -> None:
    """The form plays the game's safe move (``Knowledge.safe_move``) itself: a variant of the game that
    plays none does not keep the form, and its beams search states."""
    from patience.solver import search as solver

    game = patience.game("four-corners")
    no_safe_move = with_knowledge(game, safe_move=lambda self, state, moves: None)
    assert solver._plan(game).beam_form is not None and solver._plan(no_safe_move).beam_form is None
