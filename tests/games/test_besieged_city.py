"""The Besieged City (No. 15), tested from the 1914 text, rule by rule and paragraph by paragraph."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from support import exhaustive, snapshot
import patience
from patience import IllegalMove, parse_card
from patience.cards import packs
from patience.games.besieged_city import (BOOK_TABLEAU, LINE, RAMPART_NAMES, RESERVE_NAMES, SEQUENCE,
                                          book_position)
from patience.solver.games.besieged_city import KNOWLEDGE

SLUG = "besieged-city"
# A full Reserve and full Ramparts of cards that build on nothing here and take nothing, unless a test says so.
QUIET_RESERVE = dict(zip(RESERVE_NAMES, "9S 9S 9H 9H 9C 9C 9D 9D 6S 6S 6H 6H".split()))
QUIET_RAMPARTS = dict(zip(RAMPART_NAMES, "2S 2S 2H 2H 2C 2C 2D 2D 3S 3S 3H 3H 3C 3C".split()))
A, B, C, D = "W1", "N1", "E1", "S1"


def cards(text: str) -> tuple[patience.Card, ...]:
    return tuple(parse_card(t) for t in text.split())


def refused(s: patience.State, move: str, message: str) -> None:
    before = snapshot(s)
    with pytest.raises(IllegalMove, match=message):
        s.apply(move)
    assert snapshot(s) == before


def arrange(piles: dict[str, str]) -> patience.State:
    return patience.arrange(SLUG, {**QUIET_RESERVE, **QUIET_RAMPARTS, **piles})


def test_twelve_cards_in_four_rows_of_three_and_fourteen_ramparts() -> None:
    """'Deal twelve cards in four rows of three cards each. Then deal an outside row of fourteen cards placed
    crossways. These are the "Ramparts." The inside twelve cards are the "Reserve."'"""
    s = patience.new_game(SLUG, 2)
    assert [len(s.pile(n)) for n in RESERVE_NAMES] == [1] * 12
    assert [len(s.pile(n)) for n in RAMPART_NAMES] == [1] * 14
    assert len(s.pile("P")) == 104 - 26 and not s.pile("T")
    assert Counter(int(c) for c in s.all_cards()) == Counter(int(c) for c in packs(2))
    ramparts = next(g for g in patience.game(SLUG).groups if g.name == "ramparts")
    assert all(p.tilt == 90 for p in ramparts.piles)  # crossways
    assert set(s.view()["P"]) == {None}  # the pack is face down


def test_the_foundations_alternate_and_finish_as_well_as_begin_with_aces() -> None:
    """'The foundation cards are four aces of different suits. On these are placed kings, then deuces, queens,
    threes, and so on, each foundation consisting of alternate sequences, ascending and descending, and finishing
    as well as beginning with aces' (note besieged-city-1)."""
    assert SEQUENCE[:5] == (1, 13, 2, 12, 3) and SEQUENCE[-1] == 1 and len(SEQUENCE) == 26
    assert Counter(SEQUENCE) == Counter({r: 2 for r in range(1, 14)})
    no_reserve = {n: "" for n in RESERVE_NAMES}  # no vacancy in the Ramparts waits to be filled
    s = arrange({**no_reserve, "N1": "2C", "N2": "KS", "N3": "AS"})
    refused(s, "N2>F1", "the foundation cards are four aces of different suits")
    s.apply("N3>F1")
    refused(s, "N1>F1", "Rule VI: the foundations must follow suit")
    s.apply("N2>F1")
    assert s.pile("F1") == cards("AS KS")
    half = "AH KH 2H QH 3H JH 4H 10H 5H 9H 6H 8H 7H"
    t = arrange({**no_reserve, "F2": half, "N1": "7H", "N2": "8H", "N3": "6H"})
    refused(t, "N3>F2", "kings, then deuces, queens, threes")  # after the first seven comes the second
    t.apply("N1>F2")
    t.apply("N2>F2")
    t.apply("N3>F2")
    assert len(t.pile("F2")) == 16
    full = half + " 7H 8H 6H 9H 5H 10H 4H JH 3H QH 2H KH AH"
    u = arrange({"F2": full, "N1": "AH"})
    refused(u, "N1>F2", "finishes with an ace")


def test_rule_i_the_reserve_must_pass_into_the_ramparts_before_it_is_played() -> None:
    """Rule I: 'The foundations are formed with cards from the Ramparts and from the pack. Cards from the talon
    must pass through the Reserve, and the Reserve must pass into the Ramparts before they can be played.'"""
    s = arrange({"R1": "AD", "T": "AC", "P": "5H"})
    refused(s, "R1>F4", "Rule I: the Reserve must pass into the Ramparts")
    refused(s, "T>F3", "Rule I: cards from the talon must pass through the Reserve")
    refused(s, "T>N1", "Rule I: cards from the talon must pass through the Reserve")
    assert not any(m.args[0] in ("T", *RESERVE_NAMES) and m.args[1].startswith("F")
                   for m in s.legal_moves() if m.kind == "move")


def test_rule_ii_ramparts_build_in_sequence_or_in_the_order_of_play_following_suit() -> None:
    """Rule II: 'Cards in the Ramparts may be placed on each other either in the usual ascending and descending
    sequences, or in the order in which they will be played, viz., queen on two, knave on three, and so on, or vice
    versâ. They must be of the same suit; and sequences, both in ascending and in descending lines, may be placed
    in the same packet.' (note besieged-city-2)"""
    no_reserve = {n: "" for n in RESERVE_NAMES}  # no vacancy in the Ramparts waits to be filled
    s = arrange({**no_reserve, "N1": "2S", "N2": "QS", "N3": "3S", "E1": "JS", "E2": "4S", "E3": "QH", "E4": "5S"})
    s.apply("N2>N1")  # queen on two
    s.apply("N3>N1")  # three on queen (the order of play)
    s.apply("E1>N1")  # knave on three
    refused(s, "E3>N1", "Rule II")  # the queen of hearts: not of the same suit
    refused(s, "E4>N1", "Rule II")  # five on knave: neither
    assert s.pile("N1") == cards("2S QS 3S JS")
    t = arrange({**no_reserve, "N1": "6D", "N2": "7D", "N3": "8D", "E1": "7D"})
    t.apply("N2>N1")  # ascending
    t.apply("N3>N1")
    t.apply("E1>N1")  # then descending in the same packet
    assert t.pile("N1") == cards("6D 7D 8D 7D")


def test_rule_ii_only_the_top_card_of_a_rampart_is_available() -> None:
    """'Cards in the Ramparts may be transferred from one packet to another at discretion (the top card of each
    being alone available), and they must follow suit.'"""
    s = arrange({"N1": "4C 9H", "N2": "5C", "N3": "10H"})
    refused(s, "N1@1>N2", "the top card of each packet of the Ramparts is alone available")
    s.apply("N1>N3")
    s.apply("N1>N2")
    assert s.pile("N2") == cards("5C 4C")


def test_rule_iii_the_four_of_clubs_could_only_go_on_a_b_c_or_d_and_only_on_d() -> None:
    """Rule III: 'Cards in the Reserve may in the same way be placed on those in the Ramparts, but only on the cards
    at the ends or sides of the line from which they are taken.' Note: 'In the tableau the four of clubs could only
    be placed on cards at A, B, C, or D, and in this case only on D.'"""
    s = book_position()
    assert s.pile("R1") == cards("4C")
    from_four = {m.args[1] for m in s.legal_moves() if m.kind == "move" and m.args[0] == "R1"}
    assert from_four == {D}
    for place in (A, B, C):
        refused(s, f"R1>{place}", "Rule II")
    # A rampart of clubs that would take the four, but at the end of neither its row nor its column:
    t = patience.arrange(SLUG, {**BOOK_TABLEAU, "N2": "5C"})
    refused(t, "R1>N2", "Rule III: .*only on the cards at the ends or sides of the line")
    assert {m.args[1] for m in t.legal_moves() if m.kind == "move" and m.args[0] == "R1"} == {D}
    s.apply("R1>S1")
    assert s.pile(D) == cards("3C 4C")


def test_rule_iv_a_vacancy_is_filled_from_the_row_at_whose_end_it_occurs() -> None:
    """Rule IV: 'Vacancies in the Ramparts are filled from the Reserve with any card in the row at the end of which
    the vacancy occurs.' Note: 'In the tableau a vacancy at B or D could only be filled by the four or ace of clubs,
    or by the seven or six of spades; and a vacancy at A or C, by the ace of diamonds or by the three or four of
    clubs.'"""
    book = {"B": {"4C", "AC", "7S", "6S"}, "A": {"AD", "3C", "4C"}}
    for letter, place in (("B", B), ("D", D), ("A", A), ("C", C)):
        s = patience.arrange(SLUG, {**BOOK_TABLEAU, place: "", "P": "9H 9H 9H 9H"})
        fillers = {str(s.pile(m.args[0])[-1]) for m in s.legal_moves()}
        assert all(m.kind == "move" and m.args[1] == place for m in s.legal_moves())
        assert fillers == book["B" if letter in "BD" else "A"]
        assert set(LINE[place]) >= {m.args[0] for m in s.legal_moves()}
    s = patience.arrange(SLUG, {**BOOK_TABLEAU, B: "", "P": "9H"})
    refused(s, f"R2>{B}", "Rule IV: vacancies in the Ramparts are filled from the Reserve with any card in the row")
    refused(s, f"N2>{B}", "immediately")


def test_vacancies_are_filled_immediately_throughout_the_game() -> None:
    """'... immediately filling each vacancy as it occurs (Rules IV and V); this must be done throughout the game'
    (note besieged-city-6): until the vacancy is filled nothing else may be done, not even a deal."""
    s = arrange({"N1": "AS", "N2": "5H", "N3": "4H", "P": "9H 9D"})
    s.apply("N1>F1")
    assert not s.pile("N1")
    assert {str(m) for m in s.legal_moves()} == {"R1>N1", "R4>N1", "R7>N1", "R10>N1"}
    refused(s, "N3>N2", "immediately")
    refused(s, "deal", "immediately")
    s.apply("R7>N1")
    assert s.pile("N1") == cards("9D") and s.pile("R7") == cards("9D") and s.pile("P") == cards("9H")  # Rule V
    s.apply("N3>N2")


def test_where_two_vacancies_wait_the_player_chooses_which_to_fill_first() -> None:
    """'... immediately filling each vacancy as it occurs (Rules IV and V)', each 'with any card in the row at the
    end of which the vacancy occurs' (Rule IV): where two vacancies wait at once, the text names no order, so
    either may be filled first (both fillings are legal moves), and nothing else until both are filled
    (note besieged-city-6)."""
    s = arrange({"N1": "", "W2": "", "P": "9H 9D"})  # column 1 ends at N1, row 2 at W2: both wait
    fills = {"R1>N1", "R4>N1", "R7>N1", "R10>N1", "R4>W2", "R5>W2", "R6>W2"}
    assert {str(m) for m in s.legal_moves()} == fills
    refused(s, "deal", "immediately")
    s.apply("R5>W2")  # the vacancy at W2 first, though N1 comes first in the order N, E, S, W
    assert s.pile("W2") == cards("9C") and s.pile("R5") == cards("9D")  # Rule V: the Reserve from the pack
    assert {str(m) for m in s.legal_moves()} == {"R1>N1", "R4>N1", "R7>N1", "R10>N1"}
    refused(s, "deal", "immediately")  # N1 still waits
    refused(s, "R6>W2", "immediately")  # W2 is filled, and no card goes on it while N1 waits
    s.apply("R7>N1")
    assert s.pile("N1") == cards("9D") and s.pile("R7") == cards("9H") and not s.pile("P")
    t = arrange({"N1": "", "W2": "", "P": "9H 9D"})
    t.apply("R4>N1")  # or N1 first, with the card where the two lines cross
    assert t.pile("N1") == cards("9H") and t.pile("R4") == cards("9D")
    assert {str(m) for m in t.legal_moves()} == {"R4>W2", "R5>W2", "R6>W2"}


def test_a_card_transposed_between_two_empty_ramparts_fills_either() -> None:
    """At the end, 'you may transpose them to effect this if you can' (note besieged-city-4): a card moved into
    a place whose row and column both end in empty Ramparts makes both vacancies occur at once, and 'any card in
    the row at the end of which the vacancy occurs' may fill either (Rule IV): the player chooses. The other
    stays empty, its line empty again (note besieged-city-6). The solver's transpositions worth trying keep one
    that lets the card reach each of the two."""
    reserve = {n: "" for n in RESERVE_NAMES}
    s = arrange({**reserve, "R5": "4D", "R12": "JH", "N1": "", "W1": ""})  # the first row and column are empty
    assert "R5>N1" not in {str(m) for m in s.legal_moves()}  # the four is not in their lines
    kept = {str(m) for m in KNOWLEDGE.worth_trying(s, s.legal_moves())}
    s.apply("transpose R1 R5")  # R1 lies at the end of both the first row (W1) and the first column (N1)
    assert {str(m) for m in s.legal_moves()} == {"R1>N1", "R1>W1"}
    assert "transpose R1 R5" in kept
    for place, other in (("W1", "N1"), ("N1", "W1")):
        t = s.clone()
        t.apply(f"R1>{place}")
        assert t.pile(place) == cards("4D") and not t.pile(other) and not t.pile("R1")
        assert not any(m.args[1] == other for m in t.legal_moves() if m.kind == "move")  # its line is empty
        assert "transpose R5 R12" in {str(m) for m in t.legal_moves()}  # nothing waits: play goes on


def test_rule_v_reserve_vacancies_are_filled_from_the_talon_or_else_the_pack() -> None:
    """Rule V: 'Vacancies in the Reserve are filled from the talon or, when there is no talon, from the pack.'"""
    s = arrange({"R1": "4C", "S1": "3C", "T": "8S JD", "P": "KH 10S"})
    s.apply("R1>S1")
    assert s.pile("R1") == cards("JD") and s.pile("T") == cards("8S") and s.pile("P") == cards("KH 10S")
    t = arrange({"R1": "4C", "S1": "3C", "P": "KH 10S"})
    t.apply("R1>S1")
    assert t.pile("R1") == cards("10S") and t.pile("P") == cards("KH")
    refused(t, "S1>R1", "Rule V")


def test_dealing_the_rest_suitable_cards_to_the_foundations_others_to_the_talon() -> None:
    """'deal out the remainder of the pack, the cards not suitable for the foundations being placed in a talon'
    (note besieged-city-3)."""
    s = arrange({"F3": "AC", "P": "2C 9H KC AD"})
    s.apply("deal")
    assert s.pile("F4") == cards("AD")
    s.apply("deal")
    assert s.pile("F3") == cards("AC KC")
    s.apply("deal")
    assert s.pile("T") == cards("9H")
    s.apply("deal")
    assert s.pile("F3") == cards("AC KC 2C")
    refused(s, "deal", "the pack has been dealt out")
    s.undo()
    assert s.pile("P") == cards("2C")


def test_transposition_only_at_the_end() -> None:
    """'At the end of the patience, when the talon is exhausted and all the cards have been dealt, should there
    still be cards in the Reserve which cannot be transferred to the Ramparts, you may transpose them to effect this
    if you can.' (note besieged-city-4)"""
    reserve = {n: "" for n in RESERVE_NAMES}
    s = arrange({**reserve, "R1": "4D", "R5": "JH", "E4": "5D", "T": "9S"})
    refused(s, "transpose R1 R12", "only at the end of the patience")
    s = arrange({**reserve, "R1": "4D", "R5": "JH", "E4": "5D"})
    assert "R1>E4" not in {str(m) for m in s.legal_moves()}  # the four is not in the fourth row
    assert "transpose R1 R12" in {str(m) for m in s.legal_moves()}
    refused(s, "transpose R2 R3", "nothing to transpose")
    refused(s, "transpose R1 W1", "two places of the Reserve")
    s.apply("transpose R1 R12")
    assert s.pile("R12") == cards("4D") and not s.pile("R1")
    s.apply("R12>E4")
    assert s.pile("E4") == cards("5D 4D")


def test_the_book_tableau() -> None:
    """The transcribed tableau (note besieged-city-5): twenty-six cards from two packs, no card more than twice,
    the Reserve's first row and column as the notes give them."""
    counts = Counter(BOOK_TABLEAU.values())
    assert len(BOOK_TABLEAU) == 26 and max(counts.values()) <= 2
    assert {BOOK_TABLEAU[n] for n in LINE[A]} == {"AD", "3C", "4C"}
    assert sorted(BOOK_TABLEAU[n] for n in LINE[B]) == sorted(["4C", "AC", "7S", "6S"])
    s = book_position()
    assert Counter(int(c) for c in s.all_cards()) == Counter(int(c) for c in packs(2))


def test_won_when_every_foundation_finishes_with_its_ace() -> None:
    """The foundations 'finishing as well as beginning with aces': a hand-set end played out by the engine,
    filling each vacancy as it occurs and the Reserve from the pack."""
    names = {0: "S", 1: "H", 2: "C", 3: "D"}
    ranks = "A K 2 Q 3 J 4 10 5 9 6 8 7 7 8 6 9 5 10 4 J 3 Q 2 K A".split()
    full = {f"F{k + 1}": " ".join(r + names[k] for r in ranks) for k in range(4)}
    empty = {n: "" for n in (*RESERVE_NAMES, *RAMPART_NAMES)}
    s = patience.arrange(SLUG, {**empty, **full, "F1": full["F1"].rsplit(" ", 2)[0], "N1": "AS KS",
                                "F2": full["F2"].rsplit(" ", 1)[0], "R2": "AH",
                                "F4": full["F4"].rsplit(" ", 1)[0], "P": "AD"})
    assert not s.is_won()
    refused(s, "deal", "immediately")  # N2 is vacant and its column holds the ace of hearts
    s.apply("R2>N2")
    # Rule V: the first vacancy of the Reserve is filled from the pack, there being no talon
    assert s.pile("R1") == cards("AD") and not s.pile("P")
    # Three vacancies wait at the ends of the ace's row and column, A, C and D: the player chooses which it fills.
    assert {str(m) for m in s.legal_moves()} == {"R1>W1", "R1>E1", "R1>S1"}
    for move in ("R1>E1", "N1>F1", "N1>F1", "N2>F2"):
        s.apply(move)
    assert not s.is_won()
    s.apply("E1>F4")
    assert s.is_won() and s.is_over() and s.score() == 104


@settings(max_examples=25, deadline=None)
@given(deal=st.integers(0, 10_000), choices=st.lists(st.integers(0, 999), max_size=50))
def test_reserve_cards_reach_only_the_ends_of_their_lines(deal: int, choices: list[int]) -> None:
    """Rule III and IV over random play: every move from the Reserve goes to a Rampart at an end of its row or
    column; nothing from the Reserve or the talon goes to a foundation."""
    s = patience.new_game(SLUG, deal)
    for choice in choices:
        legal = s.legal_moves()
        if not legal:
            break
        move = legal[choice % len(legal)]
        if move.kind == "move":
            src, dst = move.args
            assert src != "T"
            if src in RESERVE_NAMES:
                assert dst in RAMPART_NAMES and src in LINE[dst]
        s.apply(move)


# --- the solver's knowledge (BesiegedCityKnowledge.worth_trying and .hopeless) --------------------------------------


def test_one_suits_game_alone() -> None:
    """The foundations 'finishing as well as beginning with aces' (note besieged-city-1): with only aces and
    kings, a suit goes up ace, king, king, ace. Two packets of an ace under a king cannot be finished (neither
    king may go on a king, Rule II); an ace on top of the other lets the four go up."""
    from patience.solver.games.besieged_city_suits import suit_can_finish

    sequence = (1, 13, 13, 1, None)
    assert suit_can_finish(sequence, 0, ((1, 13), (1, 13))) is False
    assert suit_can_finish(sequence, 0, ((1, 13), (13, 1))) is True
    assert suit_can_finish(sequence, 0, ((1,), (1,), (13,), (13,))) is True
    # The king may go on the other ace (the order of play, Rule II): then both come free in turn.
    assert suit_can_finish(sequence, 0, ((1,), (13, 1, 13))) is True
    # Full sequence: the ace wanted last lies under the king wanted before it, and the king cannot move.
    assert suit_can_finish(SEQUENCE + (None,), 24, ((13, 1),)) is False
    assert suit_can_finish(SEQUENCE + (None,), 24, ((1, 13),)) is True
    known: dict = {}
    assert suit_can_finish(SEQUENCE + (None,), 0, tuple((r,) for r in SEQUENCE), known, budget=1) is True


def end_of_hearts(packet: str) -> patience.State:
    """Every other suit up; of the hearts, all but the second king and the last ace up; those two in W1."""
    names = {0: "S", 1: "H", 2: "C", 3: "D"}
    ranks = "A K 2 Q 3 J 4 10 5 9 6 8 7 7 8 6 9 5 10 4 J 3 Q 2 K A".split()
    full = {f"F{k + 1}": " ".join(r + names[k] for r in ranks) for k in range(4)}
    empty = {n: "" for n in (*RESERVE_NAMES, *RAMPART_NAMES)}
    return patience.arrange(SLUG, {**empty, **full, "F2": " ".join(r + "H" for r in ranks[:24]), "W1": packet})


def test_hopeless_when_the_last_ace_lies_on_the_king_wanted_before_it() -> None:
    """The hearts wait for a king, then the ace that finishes them. With the ace on the king in one packet
    (and nothing else left to play) the ace can go nowhere (Rule II: on a king or a deuce of its suit, both
    gone but for that king) and the king never comes free: hopeless, as exhaustive search confirms. With the
    king on the ace the game is won, and hopeless says no."""
    stuck, free = end_of_hearts("KH AH"), end_of_hearts("AH KH")
    assert KNOWLEDGE.hopeless(stuck) and exhaustive(stuck, 1000) == "lost"
    assert not KNOWLEDGE.hopeless(free) and exhaustive(free, 1000) == "won"
    assert patience.solve(stuck, seconds=None).status == "lost" and patience.solve(free, seconds=None).status == "won"


def random_position(small: "patience.Game", seed: int) -> patience.State:
    """A position of the small game (aces and kings): some cards of each suit up in order, the rest on
    packets of their suit in the Ramparts, the Reserve, the talon or the pack. For odd seeds, the end:
    nothing in the talon or the pack, one to three cards in the Reserve, the others spread over the
    Ramparts (half the time on a packet of its suit, else to an empty Rampart, first at the ends of the
    Reserve's cards)."""
    import random

    from patience.cards import cards_text, from_code
    from patience.state import State

    rng = random.Random(seed)
    order = (1, 13, 13, 1)
    piles: dict[str, list[int]] = {}
    rest = []
    for suit in range(4):
        up = rng.choice((0, 1, 2, 3, 4, 4))
        piles[f"F{suit + 1}"] = [r * 4 + suit for r in order[:up]]
        rest.extend(r * 4 + suit for r in order[up:])
    rng.shuffle(rest)
    if seed % 2:
        held = rng.choice((1, 2, 3))
        for card in rest[:held]:
            piles[rng.choice([n for n in RESERVE_NAMES if n not in piles])] = [card]
        ends = [r for r in RAMPART_NAMES if any(p in piles for p in LINE[r])]
        for card in rest[held:]:
            empty = [n for n in ends if n not in piles] or [n for n in RAMPART_NAMES if n not in piles]
            same = [n for n in RAMPART_NAMES if n in piles and piles[n][0] & 3 == card & 3]
            piles.setdefault(rng.choice((same if same and rng.random() < 0.5 else empty) or same or ["T"]), []).append(card)
    else:
        for card in rest:
            where = rng.random()
            if where < 0.5:
                same = [n for n in RAMPART_NAMES if n in piles and piles[n][0] & 3 == card & 3]
                name = rng.choice(same if same and rng.random() < 0.5 else RAMPART_NAMES)
                if piles.get(name) and piles[name][0] & 3 != card & 3:
                    name = "T"
            elif where < 0.75:
                name = rng.choice(RESERVE_NAMES)
                if piles.get(name):
                    name = "P"
            else:
                name = rng.choice(("T", "P"))
            piles.setdefault(name, []).append(card)
    return State.arranged(small, {n: cards_text([from_code(c) for c in cs]) for n, cs in piles.items()})


def test_the_solvers_knowledge_agrees_with_exhaustive_search_on_small_decks() -> None:
    """On positions of a small deck (aces and kings of two packs), the solver with the game's knowledge (the
    transpositions worth trying at the end, one suit's game alone) answers as a plain exhaustive search does,
    and its wins replay with the rule check. Both answers occur, and some positions are at the end with
    cards in the Reserve (where the transpositions are pruned)."""
    from patience.solver.search import tiny

    small = tiny(patience.game(SLUG), (1, 13))
    verdicts: Counter[str] = Counter()
    pruned_end = 0
    for seed in range(400):
        s = random_position(small, seed)
        truth = exhaustive(s, 3_000)
        if truth is None:
            continue
        r = patience.solve(s, max_nodes=50_000, seconds=None)
        assert r.status == truth, f"seed {seed}: solver {r.status}, exhaustive {truth}"
        if r.status == "won":
            t = s.clone()
            for m in r.moves:
                t.apply(m)
            assert t.is_won()
        verdicts[truth] += 1
        moves = s.legal_moves()
        if len(KNOWLEDGE.worth_trying(s, moves)) < len(moves):
            pruned_end += 1
    assert verdicts["won"] >= 20 and verdicts["lost"] >= 20 and pruned_end >= 5, (verdicts, pruned_end)


def test_a_whole_deal_won_by_the_solver_replays() -> None:
    """'This patience is exceedingly difficult': deal 3 can be won. The solver, with the game's knowledge,
    finds a line, and the line replays move by move with every rule checked, to four foundations finished
    with their aces."""
    from support import replay_win

    r = patience.solve(SLUG, 3, max_nodes=30_000, seconds=None)
    assert r.status == "won"
    s = replay_win(SLUG, 3, r.moves)
    assert s.is_won() and all(str(s.pile(f"F{k}")[-1]).startswith("A") and len(s.pile(f"F{k}")) == 26
                              for k in range(1, 5))


def test_at_the_end_the_transposition_that_lets_a_card_go_on_is_kept() -> None:
    """Note besieged-city-4: at the end 'you may transpose them to effect this'. The four of diamonds in the
    first row could go on the five at E4 from the fourth row: of the transpositions, the solver keeps one that
    brings it there (to the first empty place of that row), not every exchange of places (the others kept
    prepare the emptying of a Rampart of one card, which the quiet cards here could leave)."""
    reserve = {n: "" for n in RESERVE_NAMES}
    s = arrange({**reserve, "R1": "4D", "R5": "JH", "E4": "5D"})
    moves = s.legal_moves()
    kept = KNOWLEDGE.worth_trying(s, moves)
    transpositions = [str(m) for m in kept if m.kind == "transpose"]
    assert "transpose R1 R10" in transpositions
    assert all(str(m) in {str(k) for k in kept} for m in moves if m.kind != "transpose")
    assert len(transpositions) < len([m for m in moves if m.kind == "transpose"])
    s.apply("transpose R1 R10")
    assert "R10>E4" in {str(m) for m in s.legal_moves()}


def plain_suit_game(sequence: tuple, height: int, packets: tuple, cap: int = 200_000) -> bool | None:
    """One suit's game alone searched plainly, every move tried (a packet of one card laid on another
    too): the top of a packet goes up when it is the rank wanted, or onto the top of another packet by
    Rule II. None past ``cap`` positions."""
    from patience.games.besieged_city import PARTNERS

    start = (height, tuple(sorted(packets)))
    seen = {start}
    stack = [start]
    while stack:
        h, ps = stack.pop()
        if sequence[h] is None:
            return True
        for i, p in enumerate(ps):
            rest = ps[:i] + ps[i + 1:]
            children = []
            if p[-1] == sequence[h]:
                children.append((h + 1, rest + ((p[:-1],) if len(p) > 1 else ())))
            for j, q in enumerate(rest):
                if p[-1] in PARTNERS[q[-1]]:
                    children.append((h, rest[:j] + (q + (p[-1],),) + rest[j + 1:] + ((p[:-1],) if len(p) > 1 else ())))
            for child in children:
                child = (child[0], tuple(sorted(child[1])))
                if child not in seen:
                    seen.add(child)
                    if len(seen) > cap:
                        return None
                    stack.append(child)
    return False


def test_one_suits_game_never_lays_a_packet_of_one_card_on_another() -> None:
    """Rule II lets a card go on a card of its suit next to it in value or in the order of play. In one
    suit's game alone, laying a packet of one card on another is dominated (keeping the two apart leaves
    every top available), so ``suit_can_finish`` never tries it: on random ends of a suit its verdict is
    the plain search's, where every move is tried. Both verdicts occur."""
    import random

    from patience.solver.games.besieged_city_suits import suit_can_finish

    sequence = SEQUENCE + (None,)
    rng = random.Random(5)
    verdicts: Counter[bool] = Counter()
    for _ in range(300):
        height = rng.randrange(12, 24)
        rest = list(SEQUENCE[height:])
        rng.shuffle(rest)
        packets = []
        while rest:
            k = rng.choice((1, 1, 2, 3, 4))
            packets.append(tuple(rest[:k]))
            rest = rest[k:]
        truth = plain_suit_game(sequence, height, tuple(packets))
        if truth is None:
            continue
        assert suit_can_finish(sequence, height, tuple(sorted(packets)), {}, budget=10**6) is truth, (height, packets)
        verdicts[truth] += 1
    assert verdicts[True] >= 30 and verdicts[False] >= 30, verdicts


def end_of_clubs(middle: str, last: str) -> patience.State:
    """Every other suit up; the clubs up to their second eight, wanting the six, nine, five, ten, four, knave,
    three, queen, deuce, king and ace: the six in W1, the five in the Reserve (it fills the vacancy at N2, the
    only card of its column), the rest in W2 and W3."""
    names = {0: "S", 1: "H", 2: "C", 3: "D"}
    ranks = "A K 2 Q 3 J 4 10 5 9 6 8 7 7 8 6 9 5 10 4 J 3 Q 2 K A".split()
    full = {f"F{k + 1}": " ".join(r + names[k] for r in ranks) for k in range(4)}
    empty = {n: "" for n in (*RESERVE_NAMES, *RAMPART_NAMES)}
    return patience.arrange(SLUG, {**empty, **full, "F3": " ".join(r + "C" for r in ranks[:15]),
                                   "W1": "6C", "W2": middle, "W3": last, "R5": "5C"})


def test_hopeless_when_the_knave_has_nowhere_to_go_before_the_four() -> None:
    """The clubs want the six, nine, five, ten, then the four, which lies under the three, queen and knave in
    W2. After the ten goes up the knave may go only on a ten, queen, three or four of clubs (Rule II), none of
    them a top: lost, as exhaustive search confirms, and one suit's game alone proves it within its budget
    (it never lays a packet of one card on another). With the four above the knave and the deuce on top in
    W3 (the queen goes on it, Rule II), the game is won, and hopeless says no."""
    stuck = end_of_clubs("4C 3C QC JC 10C 9C", "2C AC KC")
    free = end_of_clubs("3C QC JC 4C 10C 9C", "AC KC 2C")
    assert KNOWLEDGE.hopeless(stuck) and exhaustive(stuck, 100_000) == "lost"
    assert not KNOWLEDGE.hopeless(free) and exhaustive(free, 100_000) == "won"
    assert patience.solve(stuck, seconds=None).status == "lost" and patience.solve(free, seconds=None).status == "won"


def test_the_evaluation_prefers_cards_up_packets_in_the_order_of_play_and_a_short_talon() -> None:
    """The solver's move ordering (never its verdicts): 'each foundation consisting of alternate sequences'
    (note besieged-city-1) fixes when each card is wanted, so a packet whose card wanted soonest lies on top
    (Rule II: the top card alone is available) is better than the same cards with it buried; a card laid on
    the talon ('the cards not suitable for the foundations being placed in a talon') waits there; a card up
    is worth more than any of these. The solver's other ordering (its probes try both) weighs a buried
    card less, and keeps the same preferences."""
    from patience.solver.knowledge import Knowledge

    def arrange(piles: dict[str, str]) -> patience.State:
        return patience.arrange(SLUG, {**{n: "" for n in (*RESERVE_NAMES, *RAMPART_NAMES)}, **piles})

    knowledge = KNOWLEDGE
    base = {"F1": "AS", "P": "9H 9D"}
    ready = arrange({**base, "N1": "2S KS"})  # the king, wanted next, on top
    buried = arrange({**base, "N1": "KS 2S"})  # the deuce above it
    waiting = arrange({**base, "N1": "2S KS", "T": "5H"})
    up = arrange({**base, "F1": "AS KS", "N1": "2S", "T": "5H"})
    # The deuce, wanted after the king, lies in the Reserve: nearer than out of reach in the pack.
    near = arrange({**base, "F1": "AS KS", "N1": "3S", "R1": "2S"})
    far = arrange({**base, "F1": "AS KS", "N1": "3S", "P": "2S 9H 9D"})
    for evaluate in (knowledge.evaluate, knowledge.other_evaluate):
        assert evaluate(ready) > evaluate(buried)
        assert evaluate(ready) > evaluate(waiting)
        assert evaluate(up) > evaluate(ready)
        assert evaluate(near) > evaluate(far)
    assert (knowledge.evaluate(ready) - knowledge.evaluate(buried)
            > knowledge.other_evaluate(ready) - knowledge.other_evaluate(buried))
    assert type(knowledge).evaluate is not Knowledge.evaluate
    assert type(knowledge).other_evaluate is not Knowledge.other_evaluate


@pytest.mark.parametrize("deal", [0, 2])
def test_deals_won_by_the_solver_with_its_evaluation_replay(deal: int) -> None:
    """With the game's evaluation ordering its moves, the solver wins other deals of 'this exceedingly
    difficult' patience; each line replays with every rule checked."""
    from support import replay_win

    r = patience.solve(SLUG, deal, max_nodes=60_000, seconds=None)
    assert r.status == "won"
    assert replay_win(SLUG, deal, r.moves).is_won()


def test_one_process_runs_the_complete_searches_whose_first_dive_wins_sooner() -> None:
    """Side by side, one Besieged City process probes and the other runs the two complete searches
    (``Knowledge.probes_on_both_cores`` is not asked for): deal 34 falls to the complete search within
    8,000 positions, where the probing process finds no win in twice as many. The win replays
    through the rules."""
    from support import replay_win

    from patience.solver.search import COMPLETE_ALONE, PROBES_ALONE, UNKNOWN, WON, solve_part

    assert not KNOWLEDGE.probes_on_both_cores
    complete = solve_part("besieged-city", 34, max_nodes=8_000, part=COMPLETE_ALONE)
    assert complete.status == WON and complete.found_by == "complete"
    assert replay_win("besieged-city", 34, complete.moves).is_won()
    assert solve_part("besieged-city", 34, max_nodes=16_000, part=PROBES_ALONE).status == UNKNOWN


def test_the_probing_process_runs_the_kinds_that_win_and_reaches_a_late_win() -> None:
    """The probing process runs the game's schedule (``probe_schedule``): best-first, then the
    depth-first probes greedy in the last pass, by mobility and shuffled, by one ordering and then
    the other. Deal 322 falls to the greedy probe by the other ordering within 70,000 positions; with
    every probe of every kind (beams and the plain order too) there is no win within them. The win
    replays through the rules."""
    from support import replay_win, with_knowledge

    from patience.solver.search import PROBES_ALONE, UNKNOWN, WON, solve_part

    game = patience.game("besieged-city")
    r = solve_part(game, 322, max_nodes=70_000, part=PROBES_ALONE)
    assert r.status == WON and r.found_by == "first-greedy (other evaluation)"
    assert replay_win("besieged-city", 322, r.moves).is_won()
    every = with_knowledge(game, probe_schedule=())
    assert solve_part(every, 322, max_nodes=70_000, part=PROBES_ALONE).status == UNKNOWN


def test_the_evaluation_counts_as_its_docstring_says() -> None:
    """The evaluation's number worked out by hand, as its docstring defines it: the spades are up to
    the ace and want the king next, then the deuce, then the queen (note besieged-city-1); the other
    foundations want their aces. N1 holds the king under the deuce and queen (two cards above the
    card wanted soonest, the king two deep), W1 the ace of hearts under the five (one above, the ace
    one deep), the ace of clubs lies in the Reserve (one level), the ace of diamonds nowhere in reach
    (FAR_DEPTH), one card waits on the talon: 1000 - 50 x 3 - 20 - 10 x (2 + 1 + 1 + 30) = 490, and
    the other ordering, 40 a buried card, 520."""
    from patience.solver.games.besieged_city import BURIED, FAR, FAR_DEPTH, OTHER_BURIED, UP, WAITING, evaluate

    position = patience.arrange(SLUG, {**{n: "" for n in (*RESERVE_NAMES, *RAMPART_NAMES)},
                                       "F1": "AS", "P": "9H 9D", "N1": "KS 2S QS", "W1": "AH 5H", "R1": "AC",
                                       "T": "5C"})
    far = 2 + 1 + 1 + FAR_DEPTH
    assert evaluate(position) == UP - BURIED * 3 - WAITING - FAR * far == 490
    assert evaluate(position, OTHER_BURIED) == UP - OTHER_BURIED * 3 - WAITING - FAR * far == 520
