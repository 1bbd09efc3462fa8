"""The Salic Law (No. 4), tested from the 1914 text, rule by rule and paragraph by paragraph."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from functools import partial
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support import (
    child_keys,
    exhaustive,
    find_win,
    random_play,
    refused,
    replay_win,
    shown,
)

import patience
from patience.cards import packs
from patience.rules import Game
from patience.solver.games.salic_law import KNOWLEDGE

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J")
KINGS = {f"K{k}": king for k, king in enumerate(("KH", "KS", "KD", "KC", "KC", "KH", "KS", "KD"), 1)}
QUEENS = {f"Q{k}": queen for k, queen in enumerate(("QH", "QS", "QD", "QC", "QC", "QH", "QS", "QD"), 1)}


def pack_to_deal(*cards: str) -> str:
    """The pack for ``arrange``: bottom first, so the first card named is dealt first."""
    return " ".join(reversed(cards))


def after_the_deal(piles: dict[str, str], counters: dict[str, int] | None = None) -> patience.State:
    """A position once the deal is ended: all eight kings and queens out, the pack empty."""
    return patience.arrange("salic-law", {**KINGS, **QUEENS, **piles}, counters)


def test_one_king_is_taken_from_the_pack_to_begin_the_line() -> None:
    """'Take from the pack and place one king to begin the line of eight kings' (note salic-law-1:
    the king of hearts of the book's picture, before the deal)."""
    for deal in (0, 5, 77):
        s = patience.new_game("salic-law", deal)
        assert shown(s, "K1") == ["KH"]
        assert len(s.pile("stock")) == 103
        assert all(not s.pile(name) for name in s.table.names if name not in ("K1", "stock"))
        assert Counter(int(c) for c in s.all_cards()) == Counter(int(c) for c in packs(2))
    assert "salic-law-1" in patience.game("salic-law").notes


def test_the_deal_heaps_every_card_on_the_last_king_that_has_appeared() -> None:
    """'On this first king you place all the cards as you deal them until the next king appears. You
    now place the cards as you deal them upon this second king, and you continue thus to deal out the
    whole pack, always heaping upon the last king that has appeared all the cards as they are dealt.'"""
    s = patience.arrange("salic-law", {"K1": "KH", "stock": pack_to_deal("5C", "9H", "KS", "7D", "3S", "KC", "2C")})
    for _ in range(7):
        s.apply("deal")
    assert shown(s, "P1") == ["5C", "9H"]
    assert shown(s, "K2") == ["KS"] and shown(s, "P2") == ["7D", "3S"]
    assert shown(s, "K3") == ["KC"] and shown(s, "P3") == ["2C"]
    refused(s, "deal", "the whole pack has been dealt")


def test_aces_go_at_once_to_a_line_above_the_kings_and_queens_to_a_row_above_them() -> None:
    """'When in the course of the deal any aces appear, they are to be immediately placed in a line
    above the king packets ... and when the queens appear they are to be placed in a row above the
    foundations.'"""
    s = patience.arrange("salic-law", {"K1": "KH", "stock": pack_to_deal("AD", "6S", "QC", "AS", "QH", "KD", "AC")})
    for _ in range(7):
        s.apply("deal")
    assert [shown(s, f"F{k}") for k in (1, 2, 3)] == [["AD"], ["AS"], ["AC"]]
    assert shown(s, "Q1") == ["QC"] and shown(s, "Q2") == ["QH"]
    assert shown(s, "P1") == ["6S"] and shown(s, "K2") == ["KD"] and not s.pile("P2")


def test_rule_I_only_the_surface_cards_are_available() -> None:
    """Rule I: 'Only the cards on the surface of the king packets are available, until their removal
    as usual releases those beneath'."""
    s = after_the_deal({"F1": "AS", "F2": "AH", "P1": "2D 9C", "P2": "3C"})
    refused(s, "P1@1>F1", "Rule I: only the cards on the surface of the king packets")
    s.apply("P1>P3")  # the nine goes on the first freed king (the deal is ended)
    s.apply("P1>F1")  # and the deuce beneath it is released
    assert shown(s, "F1") == ["AS", "2D"]


def test_rule_I_all_the_cards_in_each_packet_may_be_examined() -> None:
    """Rule I: '... but all the cards in each packet may be examined'; the pack itself is face down."""
    s = patience.new_game("salic-law", 4)
    for _ in range(40):
        s.apply("deal")
    view = s.view()
    for k in range(1, 9):
        assert None not in view[f"P{k}"]
    assert set(view["stock"]) == {None}


def test_rule_II_the_foundations_do_not_follow_suit_and_ascend_to_knaves() -> None:
    """Rule II: 'The foundations do not follow suit.' 'The eight aces are to form the foundation cards,
    and are to ascend in sequence to knaves (Rule II).'"""
    s = after_the_deal({"F1": "AS", "F2": " ".join(f"{r}H" for r in RANKS), "P1": "3D", "P2": "2H", "P3": "JC"})
    refused(s, "P1>F1", "the eight aces are to ascend in sequence to knaves")
    s.apply("P2>F1")  # a heart on the ace of spades
    s.apply("P1>F1")
    refused(s, "P3>F2", "finished with its knave")
    assert shown(s, "F1") == ["AS", "2H", "3D"]


def test_a_card_may_go_on_any_foundation_that_takes_it() -> None:
    """The foundations do not follow suit, so a card may go on any of them that takes it; the solver
    counts positions that differ only in the order of the foundations once (note salic-law-3)."""
    s = after_the_deal({"F1": "AS 2S", "F2": "AD 2C", "P1": "5H 3H"})
    assert {str(m) for m in s.legal_moves() if m.args and m.args[1].startswith("F")} == {"P1>F1", "P1>F2"}
    s.apply("P1>F2")
    assert shown(s, "F2")[-1] == "3H"
    assert KNOWLEDGE.interchangeable == (tuple(f"F{k}" for k in range(1, 9)),)


def test_one_card_on_each_freed_king_when_the_deal_is_ended() -> None:
    """'endeavor to free some of the kings entirely, for when the deal is ended you are allowed to place
    one card from any of the other packets (Rule I) on each king' (note salic-law-2)."""
    s = patience.arrange("salic-law", {"K1": "KH", "K2": "KS", "P1": "4D", "P2": "", "F1": "AS 2S",
                                       "stock": pack_to_deal("9C")})
    refused(s, "P1>P2", "when the deal is ended you are allowed to place one card")  # a card is left
    s = after_the_deal({"F1": "AS 2S", "P1": "4D 3H", "P2": "", "P3": "9C 8C", "P4": "7C"})
    refused(s, "P1@1>P2", "Rule I")
    refused(s, "P3>P1", "one card may be placed on each freed king")  # P1 is not free
    s.apply("P1>P2")  # the three of hearts on the freed king of spades
    s.apply("P2>F1")  # it plays at once, freeing the king again
    assert shown(s, "F1") == ["AS", "2S", "3H"] and not s.pile("P2")
    refused(s, "P3>P2", "one card on each king, no more")
    s.apply("P1>F1")
    s.apply("P3>P1")  # the king of hearts, freed in its turn, has its own card
    assert shown(s, "P1") == ["8C"]


def test_the_freed_kings_take_their_card_from_the_left() -> None:
    """Freed kings are alike: the card goes on the first freed king from the left that has not had its
    card (note salic-law-3)."""
    s = after_the_deal({"P1": "", "P2": "5D 9H", "P3": "", "P4": "6C"})
    assert {str(m) for m in s.legal_moves()} == {"P2>P1", "P4>P1"}
    refused(s, "P2>P3", "first freed king")
    s.apply("P2>P1")
    s.apply("P4>P3")
    assert shown(s, "P1") == ["9H"] and shown(s, "P3") == ["6C"]


def test_the_kings_and_queens_only_complete_the_tableau() -> None:
    """'The queens are merely placed to complete the final tableau': nothing is played from a king or
    queen, nor on one but by the deal."""
    s = after_the_deal({"F1": "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S", "P1": "JS", "P2": "3D"})
    refused(s, "Q1>P2", "placed to complete the tableau")
    refused(s, "K2>P2", "placed to complete the tableau")
    refused(s, "P1>Q1", "placed to complete the tableau")
    refused(s, "P1>P2", "cards are heaped on the kings only by the deal")
    refused(s, "F1>P2", "Rule I")


def test_there_is_no_redeal() -> None:
    """'There is no re-deal.'"""
    s = after_the_deal({"P1": "5D"})
    refused(s, "redeal", "there is no re-deal")


def test_the_final_tableau_queens_above_knaves_in_the_centre_kings_below() -> None:
    """'the final tableau, which, if the patience succeeds, consists of the eight queens above, the
    eight knaves finishing the foundations in the centre, and the eight kings below.'"""
    suits = "SHCDSHCD"
    full = {f"F{k + 1}": " ".join(f"{r}{suits[k]}" for r in RANKS) for k in range(8)}
    last = {name: text.rsplit(" ", 1)[0] for name, text in full.items()}
    s = after_the_deal({**last, "P1": "JS JH", "P2": "JD JC", "P3": "JS", "P4": "", "P5": "JH JD", "P6": "JC"})
    line = ["P1>F2", "P1>F1", "P2>F3", "P2>F4", "P3>F5", "P5>F8", "P5>F6", "P6>F7"]
    for move in line:
        assert not s.is_won()
        s.apply(move)
    assert s.is_won() and s.score() == 88
    assert all(shown(s, f"F{k}")[-1].startswith("J") for k in range(1, 9))
    assert all(not s.pile(f"P{k}") for k in range(1, 9))


# A real deal won by the engine's solver (patience.solver.solve, deal 0), replayed move by move.
WINNING_DEAL = 0
WINNING_LINE = (  # noqa: SIM905 (the line as the solver prints it, one string)
    "deal deal deal deal deal deal deal deal deal deal deal deal deal deal deal deal deal deal deal deal "
    "deal deal deal deal deal deal deal deal deal deal deal deal P4>F1 deal deal P5>F2 deal P5>F3 deal "
    "deal deal deal deal deal deal deal deal deal deal deal deal deal deal deal deal deal deal deal P6>F1 "
    "P2>F1 P3>F1 deal deal deal deal deal P6>F4 deal P6>F2 deal P6>F5 deal deal P6>F2 P5>F2 deal deal "
    "P7>F1 P2>F1 P4>F1 P2>F2 deal P7>F3 deal deal P7>F1 deal deal P7>F3 deal P7>F4 deal P7>F3 P7>F3 "
    "deal P7>F1 P5>F1 P5>F2 P1>F2 deal deal P7>F4 deal deal P7>F2 P5>F2 P6>F2 deal P7>F5 P7>F5 deal "
    "P7>F4 P2>F4 deal deal deal deal P8>F3 P5>F3 P5>F4 deal deal P2>F4 deal P8>F3 P1>F3 P2>F3 deal "
    "deal P8>F6 deal P8>F5 P8>F5 P5>F5 P7>F5 deal P8>F4 P7>F4 P5>F4 deal P8>F5 P1>F5 P1>F5 deal deal "
    "deal P8>F7 deal P8>F8 deal deal deal deal P8>F6 P2>F6 deal P8>F6 deal deal P1>P3 P2>P1 P2>F7 "
    "P2>F8 P2>F6 P5>P4 P5>F7 P2>F7 P2>P5 P8>P2 P8>P7 P8>F6 P1>F6 P7>F6 P6>F6 P8>F8 P8>F7 P6>F7 P6>F6 "
    "P6>F8 P6>F7 P6>P8 P6>F8 P8>F8 P3>F8 P6>F7 P6>F7 P2>F7 P6>F8 P5>F8 P4>F8"
).split()


def test_a_real_deal_is_won_by_a_line_the_engine_accepts() -> None:
    """A numbered deal played out: the cards placed on freed kings after the deal release the last
    suitable cards, and the eight knaves finish the foundations."""
    s = replay_win("salic-law", WINNING_DEAL, WINNING_LINE)
    assert s.is_won() and s.score() == 88
    assert sorted(shown(s, f"Q{k}")[0] for k in range(1, 9)) == sorted(["QS", "QH", "QC", "QD"] * 2)
    assert patience.from_dict(s.to_dict()) == s


@settings(max_examples=40, deadline=None)
@given(deal=st.integers(0, 5000), choices=st.lists(st.integers(0, 1000), max_size=150))
def test_in_any_play_each_card_dealt_goes_where_the_book_says(deal: int, choices: list[int]) -> None:
    """In any play: a king dealt begins the next packet, an ace the next foundation, a queen the next
    place in her row, and every other card falls on the last king; no king has two cards placed on it."""
    s = patience.new_game("salic-law", deal)
    for choice in choices:
        legal = s.legal_moves()
        if not legal:
            break
        move = legal[choice % len(legal)]
        if move.kind == "deal":
            card = s.pile("stock")[-1]
            last = max(k for k in range(1, 9) if s.pile(f"K{k}"))
            counts = {name: len(s.pile(name)) for name in s.table.names}
            s.apply(move)
            grown = [name for name in s.table.names if len(s.pile(name)) > counts[name]]
            rank = card >> 2
            if rank == 13:
                assert grown == [f"K{last + 1}"]
            elif rank == 12:
                assert grown[0].startswith("Q") and all(s.pile(f"Q{k}") for k in range(1, int(grown[0][1:])))
            elif rank == 1:
                assert grown[0].startswith("F") and all(s.pile(f"F{k}") for k in range(1, int(grown[0][1:])))
            else:
                assert grown == [f"P{last}"]
        else:
            s.apply(move)
    placed = s.counters["placed"]
    assert placed == 0 or not s.pile("stock")


# --- the solver's knowledge (patience/solver/games/salic_law.py: safe_move, worth_trying, hopeless) ---

SMALL = ("A", "2", "3")  # a small deck (patience.solver.tiny): aces, deuces, threes and the kings
ALL_KINGS_PLACED = {"placed": 0b11111111}  # every king has had its one card (note salic-law-2)


def small_game() -> Game:
    from patience.solver.search import tiny

    return tiny(patience.game("salic-law"), (1, 2, 3, 13))


def small_position(piles: dict[str, str], counters: dict[str, int] | None = None) -> patience.State:
    """A position of the small deck once the deal is ended: the eight kings out, the pack empty."""
    from patience.state import State

    return State.arranged(small_game(), {**KINGS, **piles}, counters)


def finished(suit: str) -> str:
    return " ".join(f"{r}{suit}" for r in SMALL)


def test_a_card_to_a_foundation_is_not_always_safe() -> None:
    """Rule II: the foundations do not follow suit, so two cards of one rank may compete for the one
    foundation that takes them. Here the three of clubs and the three of diamonds both fit the deuce of
    hearts; the three of diamonds must go first to free the deuce beneath it for the ace of spades. So
    the solver may not play every foundation move alone, and its safe move declines here."""
    full = {f"F{k}": finished("C") for k in range(3, 9)}
    s = small_position({**full, "F1": "AS", "F2": "AH 2H", "P1": "3C", "P2": "2D 3D"}, ALL_KINGS_PLACED)
    assert KNOWLEDGE.safe_move(s, s.legal_moves()) is None
    assert find_win(s) is not None  # 3D up, then 2D, then 3C
    s.apply("P1>F2")
    assert find_win(s) is None  # the three of clubs took the only place: the deuce stays buried
    assert KNOWLEDGE.hopeless(s)


def test_a_card_goes_up_alone_when_every_foundation_has_reached_the_rank_below() -> None:
    """With every foundation at the deuce, each three has a foundation of its own: the solver plays
    the move alone (the proof is in SalicLawKnowledge.safe_move)."""
    s = small_position({"F1": "AS 2S", "F2": "AH 2H", **{f"F{k}": "AC 2C" for k in range(3, 9)},
                        "P1": "3C 3D", "P2": "3H"}, ALL_KINGS_PLACED)
    m = KNOWLEDGE.safe_move(s, s.legal_moves())
    assert m is not None and m.args[1].startswith("F")
    s = small_position({"F1": "AS", "F2": "AH 2H", **{f"F{k}": "AC 2C" for k in range(3, 9)},
                        "P1": "3C", "P2": "2D"}, ALL_KINGS_PLACED)
    m = KNOWLEDGE.safe_move(s, s.legal_moves())
    assert m is not None and str(m) == "P2>F1"  # the deuce onto the one ace: every foundation is at least an ace


def test_the_safe_move_never_loses_a_win_on_small_decks() -> None:
    """Wherever the safe move is offered in random play of small deals, the position after it can be won
    exactly when the position before it can (plain exhaustive search)."""

    compared = 0
    for _, _, s, moves, _ in random_play(small_game(), range(6), steps=10_000):
        m = KNOWLEDGE.safe_move(s, moves)
        if m is not None and compared < 60:
            before = exhaustive(s, 20_000)
            after = s.clone()
            after.apply(m)
            assert before is None or exhaustive(after, 20_000) in (before, None)
            compared += 1
    assert compared


def test_only_one_of_two_foundations_of_the_same_height_is_tried() -> None:
    """The foundations do not follow suit (Rule II): a card goes on either ace alike, and the solver tries
    only the first; a foundation of another height is still tried."""
    s = small_position({"F1": "AS", "F2": "AD", "F3": "AH 2H", "P1": "2C", "P2": "3D"})
    moves = s.legal_moves()
    assert {str(m) for m in moves if m.args and m.args[1].startswith("F")} == {"P1>F1", "P1>F2", "P2>F3"}
    kept = {str(m) for m in KNOWLEDGE.worth_trying(s, moves)}
    assert "P1>F1" in kept and "P1>F2" not in kept and "P2>F3" in kept


def test_hopeless_when_a_card_lies_under_more_cards_than_the_foundations_and_kings_can_take() -> None:
    """Rule I: a card is released only when the cards above it are gone. Seven threes are up and the last
    deuce lies under the last three: the three needs a foundation at the deuce, and none can be, until
    that deuce is freed. With every king's card placed, nothing can be won; with kings left to receive a
    card (note salic-law-2) the three goes on a freed king and the game is won."""
    full = {f"F{k}": finished("C") for k in range(1, 8)}
    s = small_position({**full, "F8": "AS", "P1": "2S 3S"}, ALL_KINGS_PLACED)
    assert KNOWLEDGE.hopeless(s)
    assert find_win(s) is None
    s = small_position({**full, "F8": "AS", "P1": "2S 3S"}, {"placed": 0})
    assert not KNOWLEDGE.hopeless(s)
    assert find_win(s) is not None


def test_hopeless_is_never_said_of_a_position_that_can_be_won() -> None:
    """On positions of random play of small deals (aces to fours and kings: with aces to threes, no
    position met is hopeless), with the kings' cards spent as play goes: wherever the solver calls a
    position hopeless, exhaustive search finds no win; and some are met, so the check means something."""
    from patience.solver.search import tiny

    game = tiny(patience.game("salic-law"), (1, 2, 3, 4, 13))
    said = 0
    for _, _, s, _, _ in random_play(game, range(40), steps=10_000):
        if KNOWLEDGE.hopeless(s):
            assert exhaustive(s, 20_000) == "lost"
            said += 1
    assert said >= 3
    s = small_position({**{f"F{k}": finished("C") for k in range(1, 8)}, "F8": "AS", "P1": "2S 3S"},
                       ALL_KINGS_PLACED)
    assert KNOWLEDGE.hopeless(s) and exhaustive(s, 20_000) == "lost"


def twin(s: patience.State, rng: random.Random) -> patience.State:
    """The position with the suits changed, rank by rank, and the foundations put in another order: alike
    for winning, by SalicLawKnowledge.key's proof."""
    suits = {rank: rng.sample(range(4), 4) for rank in range(1, 14)}
    t = s.clone()
    t.piles = [tuple((c >> 2) * 4 + suits[c >> 2][c & 3] for c in pile) for pile in s.piles]
    foundations = s.group("foundations")
    order = rng.sample(foundations, len(foundations))
    moved = [t.piles[f] for f in order]
    for f, pile in zip(foundations, moved):
        t.piles[f] = pile
    if not s.piles[s.stock_index]:  # the deal ended: the kings with their packets and their cards due
        kings, packets, placed = s.group("kings"), s.group("packets"), s.counters["placed"]
        order = rng.sample(range(8), 8)
        columns = [(t.piles[kings[j]], t.piles[packets[j]], placed >> j & 1) for j in order]
        t.counters["placed"] = 0
        for k, (king, packet, bit) in enumerate(columns):
            t.piles[kings[k]], t.piles[packets[k]] = king, packet
            t.counters["placed"] |= bit << k
    return t


@pytest.mark.parametrize("small", [False, True])
def test_the_solver_key_is_blind_to_suits_and_to_which_foundation_is_which(small: bool) -> None:
    """No rule reads a suit (Rule II: the foundations do not follow suit; the deal reads ranks) nor tells
    two foundations of one height apart: along random play, a position and its twin (suits changed rank by
    rank, foundations exchanged) have equal keys, their moves lead to positions with equal keys, they are
    won alike, and the search to the end (``hopeless``, within its limits) sees them as one position. On
    the small deck the exhaustive search agrees that they are alike."""
    from patience.solver.games.salic_law import Layout, abstract
    from patience.state import State

    rng = random.Random(3)  # one generator for the whole test, the moves drawn from it too
    game = small_game() if small else patience.game("salic-law")
    layout = State(game, 0).table.derived(Layout)
    compared = searched = 0

    def compare(s: patience.State) -> None:
        nonlocal compared, searched
        t = twin(s, rng)
        assert KNOWLEDGE.key(t) == KNOWLEDGE.key(s)
        assert child_keys(t) == child_keys(s)
        assert t.is_won() == s.is_won()
        assert abstract(t, layout) == abstract(s, layout) is not None
        if small and rng.random() < 0.2:
            truth = exhaustive(s, 5_000)
            if truth is not None:
                assert exhaustive(t, 5_000) == truth
                searched += 1
        compared += 1

    for deal in range(4 if small else 2):
        play = None
        for play in random_play(game, [deal], steps=10_000, choose=lambda s, legal, _: rng.choice(legal)):
            compare(play.state)
        assert play is not None
        compare(play.state)  # and the position where the play ends (won, or no move left)
    assert compared > 50 and (searched or not small)


def test_the_solver_key_tells_apart_what_a_rule_tells_apart() -> None:
    """The key keeps what the rules read: the order of a packet (Rule I: only the surface card is
    available), the foundations' heights, which kings have had their card (note salic-law-2), and, during
    the deal, which packet holds which cards (the deal heaps on the last king). Which foundation has which
    height is not kept, nor, once the deal is ended, where a packet stands (with its king and its card
    due): nothing tells them apart."""
    full = {f"F{k}": finished("C") for k in range(3, 9)}
    base = {**full, "F1": "AS", "F2": "AH 2H", "P1": "2D 3D", "P2": "3C"}
    positions = [
        small_position(base, ALL_KINGS_PLACED),
        small_position({**base, "P1": "3D 2D"}, ALL_KINGS_PLACED),  # the deuce on the surface
        small_position({**base, "P1": "3C", "P2": "2D 3D"}, ALL_KINGS_PLACED),  # the packets exchanged
        small_position({**base, "F1": "AS 2S"}, ALL_KINGS_PLACED),  # both foundations at the deuce
        small_position(base, {"placed": 0}),  # every king may still take a card
    ]
    keys = [KNOWLEDGE.key(s) for s in positions]
    assert keys[2] == keys[0]  # the deal is ended and every king has had its card: the packets are alike
    del keys[2]
    assert len(set(keys)) == len(keys)
    moves = [{str(m) for m in s.legal_moves()} for s in positions]
    assert moves[0] != moves[1] and moves[0] != moves[3] and moves[0] != moves[4]
    assert KNOWLEDGE.key(small_position({**base, "F1": "AH 2H", "F2": "AS"}, ALL_KINGS_PLACED)) == keys[0]
    # The first king has had its card: which packet lies on it counts.
    assert KNOWLEDGE.key(small_position(base, {"placed": 1})) != KNOWLEDGE.key(
        small_position({**base, "P1": "3C", "P2": "2D 3D"}, {"placed": 1}))
    # During the deal the packets keep their places: the next card goes on the last king's packet.
    during = patience.arrange("salic-law", {"K1": "KH", "K2": "KS", "P1": "5S", "P2": "6S 7S",
                                            "stock": pack_to_deal("8S", "9S")})
    exchanged = patience.arrange("salic-law", {"K1": "KH", "K2": "KS", "P1": "6S 7S", "P2": "5S",
                                               "stock": pack_to_deal("8S", "9S")})
    assert KNOWLEDGE.key(during) != KNOWLEDGE.key(exchanged)
    during.apply("deal")
    exchanged.apply("deal")
    assert sorted(str(during.pile(p)[-1]) for p in ("P1", "P2")) != sorted(
        str(exchanged.pile(p)[-1]) for p in ("P1", "P2"))


# --- the play after the deal, searched to the end (patience/solver/games/salic_law.py) ------------

def test_hopeless_when_the_deuces_lie_under_the_threes_and_no_king_is_left_to_take_a_card() -> None:
    """Rule I: a card is released only when the cards above it are gone. Both deuces lie under a three,
    and a three wants a foundation at the deuce, which only those deuces can make: with every king's
    card placed, nothing moves. The count bound cannot see it (each three alone could go up); the
    search after the deal does. With one freed king still due its card (note salic-law-2), a three
    goes on it, its deuce goes up, the emptied packet's king takes the other three, and all is won."""
    full = {f"F{k}": finished("C") for k in range(3, 9)}
    piles = {**full, "F1": "AS", "F2": "AH", "P1": "2C 3C", "P2": "2D 3D"}
    s = small_position(piles, ALL_KINGS_PLACED)
    assert KNOWLEDGE.hopeless(s)
    assert exhaustive(s, 20_000) == "lost"
    s = small_position(piles, {"placed": 0b11111011})  # the third king, freed, has not had his card
    assert not KNOWLEDGE.hopeless(s)
    assert exhaustive(s, 20_000) == "won"
    s = small_position(piles, {"placed": 0})  # every king but the first two is freed and due a card
    assert not KNOWLEDGE.hopeless(s)


def test_after_the_deal_the_card_held_in_a_packet_goes_up_before_the_one_alone_on_a_king() -> None:
    """The text's choice of "those cards that will release the greatest number of suitable cards":
    the three of diamonds, held over the deuce, and the three of clubs, alone on a king, both fit the
    one foundation at the deuce; the three of diamonds must go up first. The search finds the win,
    and after the three of clubs took the place it proves the position lost."""
    from patience.solver.games.salic_law import after_the_deal

    full = {f"F{k}": finished("C") for k in range(3, 9)}
    s = small_position({**full, "F1": "AS", "F2": "AH 2H", "P1": "3C", "P2": "2D 3D"}, ALL_KINGS_PLACED)
    assert after_the_deal(s) is True
    s.apply("P1>F2")
    assert after_the_deal(s) is False


@pytest.mark.parametrize("ranks", [(1, 2, 3, 13), (1, 2, 3, 4, 13)])
def test_the_search_after_the_deal_agrees_with_exhaustive_search(ranks: tuple[int, ...]) -> None:
    """On small deals, in random play to the end of the deal and on after it: wherever the search after
    the deal answers, its answer is the one a plain exhaustive search gives (so its safe moves and the
    moves it leaves out never lose a win, and its "lost" is a proof). Each position is also asked with
    some kings' cards spent, where fewer kings can take a card and more positions are lost."""
    from patience.solver.games.salic_law import after_the_deal
    from patience.solver.search import tiny

    game = tiny(patience.game("salic-law"), ranks)
    answers = {True: 0, False: 0}
    for deal, _, s, _, rng in random_play(game, range(40), steps=10_000):
        if not s.piles[s.stock_index]:
            spent = s.clone()  # and the same position with fewer kings still due a card
            spent.counters["placed"] |= rng.choice((0b11111111, 0b11110000, 0b01010101))
            for t in (s, spent):
                found = after_the_deal(t)
                truth = exhaustive(t, 50_000)
                if found is not None and truth is not None:
                    assert found == (truth == "won"), (deal, t)
                    answers[found] += 1
    assert answers[True] and answers[False]


def test_the_search_through_the_deal_agrees_with_exhaustive_search() -> None:
    """On small deals, in random play from the first card dealt to the last: wherever the search through
    the rest of the deal answers, its answer is the one a plain exhaustive search gives (each card dealt
    where the book sends it: "always heaping upon the last king that has appeared all the cards as they
    are dealt", the aces up, the kings beginning packets; the packets of the kings before the last taken
    as a set, since the deal never heaps on them again). Small deals are seldom lost during the deal
    (eight kings take a card each after it): the lost ones are set out by hand below."""
    from patience.solver.games.salic_law import search_from
    from patience.solver.search import tiny

    answers = {True: 0, False: 0}
    for ranks in ((1, 2, 3, 13), (1, 2, 3, 4, 13)):
        game = tiny(patience.game("salic-law"), ranks)
        for deal, _, s, _, rng in random_play(game, range(8), steps=10_000):
            if s.piles[s.stock_index] and rng.random() < 0.3:
                found = search_from(s, 200_000, 60.0)
                truth = exhaustive(s, 20_000)
                if found is not None and truth is not None:
                    assert found == (truth == "won"), (deal, s)
                    answers[found] += 1
    assert answers[True] > 20


def test_the_search_through_the_deal_plays_the_deuce_before_the_three_buries_it() -> None:
    """"You must continually examine the surface of the king packets to play any suitable cards on the
    foundations": the deuce of diamonds lies on the last king's packet and the three of diamonds is the
    last card of the pack. Played before the deal goes on, the deuce goes up, the three follows it, the
    emptied packet's king takes the three of clubs once the deal is ended (note salic-law-2), and all
    is won. Once the three is heaped on the deuce, both deuces lie under threes, no king is ever freed,
    and nothing moves: lost (the count bound cannot see it, with eight kings still due). Exhaustive
    search agrees with the search through the deal on both."""
    from patience.solver.games.salic_law import search_from

    full = {f"F{k}": finished("C") for k in range(1, 7)}
    s = State_arranged(small_game(), {"K1": "KH", "K2": "KS", **full, "F7": "AH", "F8": "AS",
                                      "P1": "2C 3C", "P2": "2D", "stock": pack_to_deal("3D")})
    assert search_from(s) is True
    assert exhaustive(s, 20_000) == "won"
    s.apply("deal")
    assert search_from(s) is False
    assert exhaustive(s, 20_000) == "lost"
    assert KNOWLEDGE.hopeless(s)


def test_during_the_deal_a_card_that_covers_nothing_is_dealt_before_any_card_goes_up() -> None:
    """"When in the course of the deal any aces appear, they are to be immediately placed in a line above
    the king packets" (a king begins the next packet, a queen goes to her row): such a card covers no
    card of the packets, so the cards that could go up before it can as well go up just after it, and
    the search through the deal tries the deal alone. Here the deuce of diamonds could go up on the ace
    of hearts, but the ace of spades comes next: only the deal is tried, and the search still finds the
    win (the deuce goes up after the ace, before the three covers it), as exhaustive search does. With
    the three of diamonds next instead, the deuce is tried too, and going up is the only way to win."""
    from patience.solver.games.salic_law import DEAL, Layout, abstract, search_from

    full = {f"F{k}": finished("C") for k in range(1, 7)}
    tried = {}
    for pack in (("AS", "3D"), ("3D", "AS")):
        s = State_arranged(small_game(), {"K1": "KH", "K2": "KS", **full, "F7": "AH",
                                          "P1": "2C 3C", "P2": "2D", "stock": pack_to_deal(*pack)})
        layout = s.table.derived(Layout)
        start = abstract(s, layout)
        assert start is not None and start[0] == DEAL
        children = layout.next(start)
        assert isinstance(children, list)
        tried[pack[0]] = [child[1] for child in children]  # the cards left to deal in each
        assert search_from(s) is True
        assert exhaustive(s, 50_000) == "won"
        if pack[0] == "3D":  # the three dealt on the deuce: both deuces lie under threes
            s.apply("deal")
            assert search_from(s) is False
            assert exhaustive(s, 50_000) == "lost"
    assert tried["AS"] == [1]  # the ace dealt, nothing else
    assert tried["3D"] == [2, 1]  # the deuce up (two cards still to deal), or the three dealt on it


def abstract_positions() -> Iterator[tuple[int, patience.State, Any, Any]]:
    """The positions met in random play of small deals that the inner search has a form for: the step,
    the position, its table's ``Layout`` and the position in the inner search's form."""
    from patience.solver.games.salic_law import Layout, abstract

    for _, step, s, _, _ in random_play(small_game(), range(6), steps=10_000):
        layout = s.table.derived(Layout)
        position = abstract(s, layout)
        if position is not None:
            yield step, s, layout, position


def test_the_first_question_s_second_order_tries_the_same_positions() -> None:
    """Move ordering only (never an answer): the first question of a deal searches on in a second order
    once the first has spent its share; that order tries the very positions the first tries (after the
    deal in reverse, during it as they come), so it leaves out nothing the proofs allow."""
    after = during = 0
    for _, s, layout, position in abstract_positions():
        first, second = layout.next(position), layout.other(position)
        if isinstance(first, bool):
            assert second is first
        elif s.piles[s.stock_index]:
            assert second == first
            during += 1
        else:
            assert second == first[::-1]
            after += len(first) > 1
    assert during and after


def test_the_first_question_s_restarts_try_the_same_positions_in_a_shuffled_order() -> None:
    """Move ordering only: the first question's restarts shuffle each position's children (a generator
    seeded by the restart's number), never leave one out, and the same seed shuffles alike in every run;
    searched to the end in a shuffled order, a position is won or lost as in the children's order."""
    from patience.solver.games.salic_law import _shuffled_next
    from patience.solver.inner_search import Learnt, Limit, search

    shuffled = compared = 0
    for step, _, layout, position in abstract_positions():
        first = layout.next(position)
        mixed = _shuffled_next(layout, random.Random(step), position)
        again = _shuffled_next(layout, random.Random(step), position)
        if isinstance(first, bool):
            assert mixed is first
            continue
        assert sorted(mixed) == sorted(first) and mixed == again
        shuffled += mixed != first
        if step % 7 == 0:
            answers = []
            for order in (layout.next, partial(_shuffled_next, layout, random.Random(step))):
                with Limit(200_000) as limit:
                    answers.append(search(position, order, Learnt(), limit))
            assert answers[0] == answers[1]
            compared += 1
    assert shuffled and compared > 20


def test_a_restart_of_the_first_question_wins_a_deal_both_orders_come_to_late(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Deal 39: the first question in the children's order alone is undecided after 1.5M positions; one
    of its restarts (asked without beams: a beam of 100 wins this deal first) finds the win in about
    100k, and the solver plays it out: the line replays to a won game under the rules' check. (The
    question's time is made ample: what is tested is the positions a restart needs, which a loaded
    machine must not turn into a failure.)"""
    from patience.solver.games import salic_law as S

    monkeypatch.setattr(S, "FIRST_SECONDS", 600.0)
    s = patience.new_game("salic-law", 39)
    without_beams = S.FirstQuestion(S.RESTARTS, True)
    found = S.to_the_end(s, without_beams)
    assert found is True
    layout = s.table.derived(S.Layout)
    assert len(layout.learnt) < S.RESTARTS * S.RESTART_LIMIT
    result = patience.solve("salic-law", 39, max_nodes=20_000, seconds=None)
    assert result.status == "won"
    assert replay_win("salic-law", 39, result.moves).is_won()


def test_a_beam_of_the_first_question_wins_a_deal_the_children_s_order_comes_to_late() -> None:
    """Deal 47, unknown to the solver at 60 s before the beams: the first question in the children's
    order is undecided after 300k positions, and a beam of 100 dies out, but a beam of 1,000 reaches a
    won position within 150k. The positions learnt won form its line, from the start to one position
    with every card up, each with a child on the line; those after the deal are won by the search too;
    and the solver, following the win, plays it out to a won game under the rules' check."""
    from patience.solver.games import salic_law as S
    from patience.solver.inner_search import Learnt, Limit, search

    s = patience.new_game("salic-law", 47)
    layout = s.table.derived(S.Layout)
    layout.learnt.clear()
    layout.pack, layout.fresh = (), True
    start = S.abstract(s, layout)
    assert start is not None
    with Limit(300_000) as limit:
        assert S._ask(start, layout, limit, layout.next) is None
    layout.learnt.clear()
    with Limit(150_000) as limit:
        assert S._ask_by_beam(start, layout, limit, 100) is None
        assert not layout.learnt.won
        assert S._ask_by_beam(start, layout, limit, 1_000) is True
    line = layout.learnt.won
    assert start in line and not layout.learnt.lost
    # The line runs from the start to a position with every card up, one move at a time.
    ends = [p for p in line if p[0] != S.DEAL and S._children(layout, p) is True]
    assert len(ends) == 1
    for position in line - set(ends):
        children = S._next(layout, position)
        assert isinstance(children, list) and sum(child in line for child in children) >= 1
    after_the_deal = [p for p in line if p[0] != S.DEAL]
    assert len(after_the_deal) > 10
    assert all(search(p, layout.next, Learnt(), Limit(50_000)) for p in after_the_deal)
    result = patience.solve("salic-law", 47, max_nodes=20_000, seconds=None)
    assert result.status == "won"
    assert replay_win("salic-law", 47, result.moves).is_won()


def test_a_beam_claims_nothing_of_a_deal_that_is_lost() -> None:
    """Deal 6 is lost (the next test): beams of 100, 1,000 and 3,000 die out, answering None, not False,
    and learning nothing won or lost."""
    from patience.solver.games import salic_law as S
    from patience.solver.inner_search import Limit

    s = patience.new_game("salic-law", 6)
    layout = s.table.derived(S.Layout)
    layout.learnt.clear()
    layout.pack, layout.fresh = (), True
    start = S.abstract(s, layout)
    for width in S.BEAM_WIDTHS[:3]:
        with Limit(1_000_000) as limit:
            assert S._ask_by_beam(start, layout, limit, width) is None
        assert limit.spent < 1_000_000 and not layout.learnt


def test_the_beams_promise_counts_cards_up_freed_kings_and_cards_above_a_lower_one() -> None:
    """The beams' order (``_promise``, which claims nothing): a card more up, a freed king more, or a
    card of a packet no longer above a lower one, each makes a position look nearer a win."""
    from patience.solver.games import salic_law as S

    def position(heights: bytes, cells: int, *packets: bytes) -> bytes:
        return S._SEP.join([bytes((S.CELLS + cells,)) + heights, *packets])

    layout = patience.new_game("salic-law", 0).table.derived(S.Layout)
    heights = bytes((1, 1, 2, 2, 3, 3, 3, 3))
    base = S._promise(layout, position(heights, 0, bytes((1, 5, 2))))
    assert S._promise(layout, position(heights, 0, bytes((1, 2, 5)))) == base - S.PROMISE_ABOVE
    assert S._promise(layout, position(heights, 1, bytes((1, 5, 2)))) == base + S.PROMISE_KING
    assert S._promise(layout, position(bytes((1, 2, 2, 2, 3, 3, 3, 3)), 0, bytes((1, 5, 2)))) == \
        base + S.PROMISE_UP


def test_side_by_side_the_two_processes_ask_the_first_question_in_two_ways() -> None:
    """Side by side the probing process asks a deal's first question by beams, then shuffled restarts,
    the complete search's process by the two orders only; one process (and either half of probes on
    both cores) keeps the game's own way: small beams, restarts, then orders. Each way decides alike:
    deal 6 lost (about 91k positions in the children's order) and deal 0 won, by every way, each asked
    afresh."""
    from patience.solver import search as solver
    from patience.solver.games import salic_law as S

    game = patience.game("salic-law")
    knowledge = S.KNOWLEDGE
    assert knowledge.for_part(solver.BOTH) is knowledge
    assert all(knowledge.for_part(part) is knowledge for part in solver.ONE_IN_TWO)
    probing, complete = knowledge.for_part(solver.PROBES_ALONE), knowledge.for_part(solver.COMPLETE_ALONE)
    assert probing.first_question == S.BEAMS_THEN_RESTARTS and complete.first_question == S.ORDERS_ONLY
    assert solver._plan(game, solver.PROBES_ALONE).knowledge.first_question == S.BEAMS_THEN_RESTARTS
    assert solver._plan(game, solver.COMPLETE_ALONE).knowledge.first_question == S.ORDERS_ONLY
    for deal, answer in ((6, False), (0, True)):
        for way in (S.IN_TURNS, S.BEAMS_THEN_RESTARTS, S.ORDERS_ONLY):
            s = patience.new_game("salic-law", deal)
            layout = s.table.derived(S.Layout)
            layout.learnt.clear()
            layout.pack, layout.fresh = (), True  # asked afresh: the first question of this deal
            assert S.to_the_end(s, way) is answer, (deal, way)


def test_during_the_deal_the_packets_before_the_last_are_alike_in_any_order() -> None:
    """The deal heaps only on the last king that has appeared, so the packets of the kings before him are
    never dealt on again, and after the deal the kings are alike (note salic-law-3): two positions that
    differ only by the order of those packets are won alike, by the search and by exhaustive search."""
    from patience.solver.games.salic_law import search_from

    kings = {"K1": "KH", "K2": "KS", "K3": "KD"}
    pack = pack_to_deal("3D", "3S")
    foundations = {f"F{k}": finished("C") for k in range(1, 6)} | {"F6": "AD", "F7": "AH", "F8": "AS"}
    answers = []
    for first, second in (("2S 3C", "3H 2C"), ("3H 2C", "2S 3C")):
        s = State_arranged(small_game(), {**kings, **foundations, "P1": first, "P2": second, "P3": "2D 2H",
                                          "stock": pack})
        found = search_from(s)
        assert found is not None and found == (exhaustive(s, 50_000) == "won")
        answers.append(found)
    assert answers[0] == answers[1]


def State_arranged(game: Game, piles: dict[str, str]) -> patience.State:
    from patience.state import State

    return State.arranged(game, piles)


def test_after_the_deal_cards_go_to_the_kings_only_to_bare_a_card_that_goes_up_at_once() -> None:
    """When the deal is ended one card may be placed on each freed king (note salic-law-2). Here the two
    threes over the deuce of spades must leave it before it can go up, and only one foundation can take a
    three: the three of hearts goes up, the three of spades goes on the one freed king, and the deuce and
    then the three follow. The search places a card on a king only as part of such a dig, and still finds
    the win; with no king due it is lost, as exhaustive search agrees."""
    from patience.solver.games.salic_law import after_the_deal

    full = {f"F{k}": finished("C") for k in range(1, 7)}
    piles = {**full, "F7": "AD 2D", "F8": "AS", "P1": "2S 3S 3H"}
    s = small_position(piles, {"placed": 0b11111011})  # the third king, freed, is due his card
    assert after_the_deal(s) is True
    assert exhaustive(s, 20_000) == "won"
    s = small_position(piles, ALL_KINGS_PLACED)
    assert after_the_deal(s) is False
    assert exhaustive(s, 20_000) == "lost"
    assert KNOWLEDGE.hopeless(s)


def test_a_position_the_search_found_won_is_tried_first() -> None:
    """Move ordering (never an answer): once the search to the end has found a position won, the
    evaluation puts it above any other; of a position it has not found won it says nothing."""
    from patience.solver.games.salic_law import after_the_deal

    full = {f"F{k}": finished("C") for k in range(1, 7)}
    piles = {**full, "F7": "AD 2D", "F8": "AS", "P1": "2S 3S 3H"}
    s = small_position(piles, {"placed": 0b11111011})
    assert KNOWLEDGE.evaluate(s) is None
    assert after_the_deal(s) is True
    assert KNOWLEDGE.evaluate(s) is not None and KNOWLEDGE.evaluate(s) > 1000 * 104
    lost = small_position(piles, ALL_KINGS_PLACED)
    assert after_the_deal(lost) is False and KNOWLEDGE.evaluate(lost) is None


def test_the_search_form_of_a_position_is_exact() -> None:
    """The search's form of a position (one ``bytes``, patience/solver/games/salic_law.py) leaves out
    only what the key's proof shows no rule reads (suits, which foundation is which, after the deal
    which king is which): read back along random play of real and small deals, it gives the
    foundations' heights, each packet's cards as places in the sequence ace to knave (Rule II) bottom
    first, after the deal with whether its king is still due his card and how many freed kings are
    (note salic-law-2), and during the deal the last king's packet apart (the deal heaps on it alone),
    the others as a set, and the cards left to deal. So the search merges no two positions that a rule
    tells apart."""
    from patience.solver.games.salic_law import CELLS, DEAL, SEP, Layout, abstract
    from patience.state import State

    read = {True: 0, False: 0}
    for game in (patience.game("salic-law"), small_game()):
        table = State(game, 0).table
        layout = table.derived(Layout)
        sequence = table.foundation_of[table.group_piles["foundations"][0]].sequence  # type: ignore[union-attr]
        for _, _, s, _, rng in random_play(game, range(12), steps=400):
            if s.piles[s.stock_index] and rng.random() < 0.8:
                continue
            piles = [[sequence.index(c >> 2) for c in s.pile(f"P{k}")] for k in range(1, 9)]
            heights = sorted(len(s.pile(f"F{k}")) for k in range(1, 9))
            form = abstract(s, layout)
            assert form is not None
            parts = form.split(bytes((SEP,)))
            stock = s.piles[s.stock_index]
            if stock:
                assert form[0] == DEAL and form[1] == len(stock) and list(form[2:10]) == heights
                out = [k for k in range(1, 9) if s.pile(f"K{k}")]
                assert [list(p) for p in parts[1:]] == sorted(piles[k - 1] for k in out[:-1])
                assert list(parts[0][10:]) == piles[out[-1] - 1]
            else:
                placed = s.counters["placed"]
                due = [not placed >> k & 1 for k in range(8)]
                assert list(parts[0][1:]) == heights
                assert parts[0][0] - CELLS == sum(1 for k in range(8) if due[k] and not piles[k] and s.pile(f"K{k + 1}"))
                assert [(p[0], list(p[1:])) for p in parts[1:]] == sorted(
                    (int(due[k]), piles[k]) for k in range(8) if piles[k])
            read[bool(stock)] += 1
    assert read[True] > 100 and read[False] > 100


def test_another_pack_forgets_what_was_learnt_of_the_last_deal_only() -> None:
    """What the search learns during the deal holds for one pack's order (the cards left to deal are
    known by their number alone); what it learns after the deal holds for any. Asked of another deal,
    it forgets the first and keeps the second."""
    from patience.solver.games.salic_law import DEAL, Layout, abstract, search_from

    s = patience.new_game("salic-law", 0)
    layout = s.table.derived(Layout)
    assert search_from(s, 20_000, 60.0) is not None
    learnt = layout.learnt.lost | layout.learnt.won
    after = {p for p in learnt if p[0] != DEAL}
    assert after and len(after) < len(learnt)
    abstract(patience.new_game("salic-law", 1), layout)
    assert layout.learnt.lost | layout.learnt.won == after


def test_after_the_deal_a_dead_end_is_answered_lost_without_being_learnt() -> None:
    """After the deal, a position where no card can move and some card is not up is lost (Rule I:
    only surface cards move; note salic-law-2: a card to a freed king only after the deal, once per
    king); the search answers it so without keeping or counting it (finding it again costs about
    what looking it up does). Dead ends met along random play of real deals."""
    from patience.solver.games.salic_law import Layout, _next, abstract
    from patience.solver.inner_search import Limit, search

    met = 0
    for _, _, state, legal, _ in random_play(patience.game("salic-law"), range(30), steps=400):
        if state.piles[state.stock_index]:
            continue
        for move in legal:  # (random play stops before a dead end: look one move ahead)
            s = state.clone()
            s.apply(move)
            if s.legal_moves() or s.is_won():
                continue
            layout = s.table.derived(Layout)
            layout.learnt.clear()
            form = abstract(s, layout)
            assert form is not None
            assert _next(layout, form) is False
            with Limit(1_000) as limit:
                assert search(form, layout.next, layout.learnt, limit) is False
            assert limit.spent == 0 and not layout.learnt
            met += 1
    assert met >= 10
