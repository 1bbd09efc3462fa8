"""The Olga (No. 31), tested from the 1914 text, rule by rule and sentence by sentence."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support import cards, refused, shown

import patience
from patience.cards import PIQUET_RANKS, packs
from patience.games.olga import COLUMN_NAMES, PLACES

SLUG = "olga"
FOUNDATIONS = tuple(p.name for p in PLACES)
SEQUENCE = ("A", "7", "8", "9", "10", "J", "Q", "K")
# The rows dealt face down (the second, fourth and sixth), as the bits of a perpendicular row's counter.
DOWN_ROWS = 0b0101010
# Kings fill the perpendicular rows a test leaves out: nothing of a test is placed on them by chance
# (a test's cards are lower than a queen, or say otherwise), and no foundation of a test takes them.
FULL = {name: "KS" for name in COLUMN_NAMES}


def arrange(piles: dict[str, str], counters: dict[str, int] | None = None) -> patience.State:
    return patience.arrange(SLUG, {**FULL, **piles}, counters)


def up_to(suit: str, last: str) -> str:
    """A foundation from its ace up to ``last`` (a rank) of ``suit``, through the sevens."""
    return " ".join(f"{r}{suit}" for r in SEQUENCE[: SEQUENCE.index(last) + 1])


def face_down(s: patience.State, name: str) -> list[bool]:
    return s.hidden_cards(s.index(name))


# --- the deal -------------------------------------------------------------------------------------

def test_four_piquet_packs() -> None:
    """'Four Piquet Packs': 128 cards, aces and sevens to kings, each card four times."""
    s = patience.new_game(SLUG, 0)
    dealt = Counter(int(c) for c in s.all_cards())
    assert sum(dealt.values()) == 128 and dealt == Counter(int(c) for c in packs(4, piquet=True))
    assert {c.rank for c in s.all_cards()} == set(PIQUET_RANKS) == {1, 7, 8, 9, 10, 11, 12, 13}
    assert set(dealt.values()) == {4} and sum(1 for c in s.all_cards() if c.rank == 1) == 16


@pytest.mark.parametrize("deal", [0, 5, 77])
def test_the_flower_bed_is_seven_rows_of_seven_alternately_face_up_and_face_down(deal: int) -> None:
    """'Deal out forty-nine cards in seven horizontal rows, each containing seven cards. This is called
    the flower-bed. In the first row the cards are placed face upward, in the second row face downward,
    and so on alternately, the seventh or last row being face upward.' Each perpendicular row is one
    pile, its first row at the bottom of the pile (note olga-1)."""
    s = patience.new_game(SLUG, deal)
    assert [len(s.pile(name)) for name in COLUMN_NAMES] == [7] * 7
    for name in COLUMN_NAMES:
        assert face_down(s, name) == [False, True, False, True, False, True, False]
        assert s.counters[f"down {name}"] == DOWN_ROWS
        view = s.view()[name]
        assert [view[row] is None for row in range(7)] == [row % 2 == 1 for row in range(7)]
    assert len(s.pile("P")) == 128 - 49 and set(s.view()["P"]) == {None}
    assert not s.pile("T") and not any(s.pile(f) for f in FOUNDATIONS)


def test_the_deal_is_made_row_by_row_from_the_left() -> None:
    """The flower-bed's rows, as the text deals them: the first seven cards of the pack make the first
    row, the next seven the second (face downward), and so on."""
    game = patience.game(SLUG)
    assert [step.piles for step in game.opening] == [COLUMN_NAMES] * 7
    assert [step.face_down for step in game.opening] == [False, True, False, True, False, True, False]
    from patience.deals import shuffled

    pack = shuffled(packs(4, piquet=True), SLUG, 3)  # the top card last, as the engine deals it
    s = patience.new_game(SLUG, 3)
    rows = [[s.pile(name)[row] for name in COLUMN_NAMES] for row in range(7)]
    assert [c for row in rows for c in row] == pack[::-1][:49]


def test_the_layout_follows_the_picture() -> None:
    """The picture: sixteen empty foundation spaces, eight down either side, and the flower-bed between
    them (note olga-7)."""
    game = patience.game(SLUG)
    by_group = {g.name: g.piles for g in game.groups}
    places, bed = by_group["foundations"], by_group["flower-bed"]
    left, right = places[:8], places[8:]
    assert len(places) == 16 and len({p.x for p in left}) == 1 and len({p.x for p in right}) == 1
    assert [p.y for p in left] == [p.y for p in right] == sorted(p.y for p in left)
    assert left[0].x < min(p.x for p in bed) and max(p.x for p in bed) + 1 < right[0].x
    assert len({p.y for p in bed}) == 1 and [p.x for p in bed] == sorted(p.x for p in bed)
    assert all(p.fan == "down" for p in bed)  # "each row may half cover the preceding one"


# --- Rule II: the lowest card is available, and the card above it is turned ---------------------------

def test_rule_II_the_card_above_is_turned_face_upward_when_the_card_below_is_removed() -> None:
    """Rule II: 'Each card in the flower-bed must be turned face upward as soon as the card immediately
    below it is removed. The card so turned is then available.' On deal 1 the knave of clubs of the
    second perpendicular row goes on the queen of diamonds of the first; the card above it is turned."""
    s = patience.new_game(SLUG, 1)
    assert str(s.pile("C2")[-1]) == "JC" and str(s.pile("C1")[-1]) == "QD"
    hidden = s.pile("C2")[5]
    s.apply("C2>C1")
    assert face_down(s, "C2") == [False, True, False, True, False, False]
    assert s.view()["C2"][-1] == str(hidden)
    assert face_down(s, "C1") == [False, True, False, True, False, True, False, False]
    s.undo()
    assert face_down(s, "C2") == [False, True, False, True, False, True, False]
    assert s.view()["C2"][5] is None


def test_rule_II_a_card_face_down_is_not_available() -> None:
    """Until it is turned, a card of the second, fourth or sixth row may not be moved, nor any card it
    covers; a card of a face-up row above the lowest is seen, but not available."""
    s = patience.new_game(SLUG, 1)
    refused(s, "C1@6>F1", "Rule II: each card in the flower-bed must be turned face upward .* lies face down")
    refused(s, "C3@1>F1", "only the lowest card of each perpendicular row is available")  # the ace of spades
    refused(s, "C1@5>C4", "only the lowest card of each perpendicular row is available")


def test_the_player_sees_the_face_up_rows_but_not_the_face_down_ones() -> None:
    s = patience.new_game(SLUG, 2)
    view = s.view()
    for name in COLUMN_NAMES:
        assert [v is None for v in view[name]] == [False, True, False, True, False, True, False]
        assert view[name][0] == str(s.pile(name)[0])


def test_rule_II_the_cards_above_are_turned_one_by_one_as_the_perpendicular_row_is_played_out() -> None:
    """'... always turning the card above the one played, face upward': a perpendicular row played out
    card by card, each face-down card turned as the card below it leaves, each face-up one seen."""
    s = arrange({"C1": "KD QS 10S JH 9C 8C 7H", "C2": "8S", "C3": "9D", "C4": "10H", "C5": "QC", "C6": "JD",
                 "C7": "KH"}, {"down C1": DOWN_ROWS})
    turned = []
    for target in ("C2", "C3", "C4", "C5", "C6", "C7"):
        s.apply(f"C1>{target}")
        turned.append(face_down(s, "C1"))
    assert turned == [[False, True, False, True, False, False], [False, True, False, True, False],
                      [False, True, False, False], [False, True, False], [False, False], [False]]
    assert shown(s, "C1") == ["KD"] and shown(s, "C7") == ["KH", "QS"]


# --- Rule I and the foundations -----------------------------------------------------------------------

def test_rule_I_the_foundations_follow_suit() -> None:
    """Rule I: 'The foundations follow suit.'"""
    s = arrange({"F1": "AH", "F2": "AD", "C1": "7S", "C2": "7D"})
    refused(s, "C2>F1", "Rule I: the foundations follow suit")
    refused(s, "C1>F2", "Rule I: the foundations follow suit")
    s.apply("C2>F2")
    assert shown(s, "F2") == ["AD", "7D"]


def test_sixteen_aces_ascending_through_sevens_to_kings() -> None:
    """'The foundations consist of sixteen aces, ascending in sequence through sevens to kings (Rule I)':
    the piquet pack's sequence, the seven next after the ace (note olga-2)."""
    s = arrange({"F1": "AC", "C1": "8C", "C2": "7C"})
    refused(s, "C1>F1", "sixteen aces, ascending in sequence through sevens to kings")
    s.apply("C2>F1")
    s.apply("C1>F1")
    assert shown(s, "F1") == ["AC", "7C", "8C"]


def test_any_ace_begins_any_space_and_nothing_else_does() -> None:
    """'play them in their allotted spaces': any of the sixteen empty spaces takes any ace (note
    olga-2); a space takes no other card."""
    s = arrange({"C1": "AS", "C2": "AS", "C3": "7S", "C4": "AD"})
    assert [str(m) for m in s.legal_moves() if str(m).startswith("C1>")] == [f"C1>{f}" for f in FOUNDATIONS]
    refused(s, "C3>F5", "an ace begins each, in its allotted space")
    s.apply("C1>F16")
    s.apply("C2>F1")  # the second ace of spades begins a foundation of its own
    s.apply("C4>F9")
    s.apply("C3>F1")
    assert shown(s, "F1") == ["AS", "7S"] and shown(s, "F16") == ["AS"] and shown(s, "F9") == ["AD"]


def test_a_foundation_ends_with_its_king() -> None:
    s = arrange({"F1": up_to("H", "K"), "F2": up_to("H", "Q"), "C1": "KH", "C2": "7H"})
    refused(s, "C1>F1", "through sevens to kings \\(Rule I\\): nothing goes on a king")
    refused(s, "C2>F1", "nothing goes on a king")
    s.apply("C1>F2")
    assert s.pile("F2") == cards(up_to("H", "K")) and len(s.pile("F2")) == 8


def test_when_the_flower_bed_has_been_dealt_aces_in_the_lowest_row_are_played() -> None:
    """'When the flower-bed has been dealt, if any aces appear in the lowest row, play them in their
    allotted spaces, as also any deuces [the sevens, note olga-2] or other suitable cards, always
    turning the card above the one played, face upward.' Deal 4 has the ace of diamonds in its lowest
    row; and a perpendicular row played out as the text says, move by move."""
    s = patience.new_game(SLUG, 4)
    assert str(s.pile("C3")[-1]) == "AD"
    s.apply("C3>F1")
    assert shown(s, "F1") == ["AD"] and face_down(s, "C3") == [False, True, False, True, False, False]
    t = arrange({"C1": "KS 9S QD 10C JD 7D AD"}, {"down C1": DOWN_ROWS})
    t.apply("C1>F1")  # the ace; the seven of diamonds above it is turned face upward
    assert face_down(t, "C1") == [False, True, False, True, False, False] and t.view()["C1"][-1] == "7D"
    t.apply("C1>F1")  # the seven, the "deuce" of a piquet pack
    assert shown(t, "F1") == ["AD", "7D"]
    assert face_down(t, "C1") == [False, True, False, True, False]  # the knave of diamonds, seen from the deal
    assert face_down(t, "C1")[-2] and t.view()["C1"][3] is None  # the ten of clubs waits, face down


def test_no_card_goes_up_by_itself() -> None:
    """'[You are not obliged to play cards on the foundations, if to place them on the flower-bed seems
    more advantageous.]' An ace stays where it lies until the player moves it; a seven that could go up
    may be placed on a black eight instead."""
    s = patience.new_game(SLUG, 4)
    assert str(s.pile("C3")[-1]) == "AD" and not any(s.pile(f) for f in FOUNDATIONS)
    t = arrange({"F1": "AH", "C1": "7H", "C2": "8C"})
    assert "C1>F1" in [str(m) for m in t.legal_moves()]
    t.apply("C1>C2")
    assert shown(t, "C2") == ["8C", "7H"] and shown(t, "F1") == ["AH"]


# --- Rule III: descending sequence of alternate colours ------------------------------------------------

def test_rule_III_a_black_eight_upon_a_red_nine() -> None:
    """Rule III: 'Cards on the flower-bed may be placed in descending sequence upon each other ... but
    must be so placed in alternate colors, i.e., a black eight upon a red nine, and so on.'"""
    s = arrange({"C1": "9H", "C2": "8S", "C3": "9D", "C4": "8C"})
    s.apply("C2>C1")
    s.apply("C4>C3")
    assert shown(s, "C1") == ["9H", "8S"] and shown(s, "C3") == ["9D", "8C"]


@pytest.mark.parametrize("card", ["8H", "8D", "7S", "10S", "9S", "AS"])
def test_rule_III_refuses_the_same_colour_or_out_of_sequence(card: str) -> None:
    s = arrange({"C1": "9H", "C2": card})
    refused(s, "C2>C1", "Rule III: cards on the flower-bed may be placed in descending sequence .* alternate colors")


def test_piquet_ranks_a_red_seven_on_a_black_eight_and_nothing_on_a_seven() -> None:
    """With piquet packs the sequence descends from the king to the seven: a red seven goes on a black
    eight, and nothing goes on a seven, nor on an ace (note olga-3)."""
    s = arrange({"C1": "8S", "C2": "7D", "C3": "7C", "C4": "AH", "C5": "AD", "C6": "8C"})
    for move in ("C4>C3", "C5>C3", "C2>C3", "C1>C3", "C6>C4", "C3>C4"):
        refused(s, move, "Rule III")
    s.apply("C2>C1")
    assert shown(s, "C1") == ["8S", "7D"]
    assert not [m for m in s.legal_moves() if str(m).endswith(">C1") or str(m).endswith(">C3")]


def test_cards_from_the_pack_or_talon_may_also_be_placed_in_sequence() -> None:
    """'(and cards from the pack or talon may also be placed in sequence on the flower-bed)' and
    'Continue to deal out the entire pack, playing on foundations, placing and transferring on the
    flower-bed, the unsuitable cards forming the talon': each card of the pack is turned onto the talon
    by ``deal`` and placed or played from there (note olga-4)."""
    s = arrange({"C1": "QC", "C2": "10S", "F1": "AH", "P": "KC 7H 9H JD", "T": "8C 10H"})
    refused(s, "P>C1", "the pack is dealt out card by card onto the talon")
    refused(s, "T>C1", "Rule III")  # the ten of hearts on the queen of clubs
    s.apply("deal")
    assert shown(s, "T") == ["8C", "10H", "JD"] and shown(s, "P") == ["KC", "7H", "9H"]
    s.apply("T>C1")  # the knave of diamonds, from the pack, on the queen of clubs
    s.apply("deal")
    s.apply("T>C2")  # the nine of hearts on the ten of spades
    s.apply("deal")
    s.apply("T>F1")  # the seven of hearts played on a foundation
    s.apply("deal")  # the king of clubs: unsuitable, it stays on the talon
    assert shown(s, "C1") == ["QC", "JD"] and shown(s, "C2") == ["10S", "9H"] and shown(s, "F1") == ["AH", "7H"]
    assert shown(s, "T") == ["8C", "10H", "KC"] and not s.pile("P")


def test_only_the_top_card_of_the_talon_is_available_and_nothing_is_placed_on_it() -> None:
    s = arrange({"C1": "9H", "T": "8C 10H", "F1": "AD 7D", "P": "KC"})
    refused(s, "T@1>C1", "the top card of the talon are available")
    refused(s, "C1>T", "the unsuitable cards form the talon")
    refused(s, "F1>C1", "cards on the foundations stay there")


def test_the_pack_is_dealt_once_there_is_no_redeal() -> None:
    """'Continue to deal out the entire pack': the text names no re-deal (note olga-4)."""
    s = patience.new_game(SLUG, 6)
    for _ in range(79):
        s.apply("deal")
    assert not s.pile("P") and len(s.pile("T")) == 79
    assert "deal" not in [str(m) for m in s.legal_moves()]
    refused(s, "deal", "the entire pack is dealt out: there is no re-deal")
    refused(s, "redeal", "this game has no such move")


# --- transferring sequences (note olga-5) ---------------------------------------------------------------

def test_cards_in_sequence_are_transferred_from_one_packet_to_another() -> None:
    """'They may be transferred from one packet to another, and on doing this judiciously the success of
    the game depends' (note olga-5): the lowest card with the cards in sequence above it moves
    together, from any card of the sequence, where that card alone could be placed."""
    s = arrange({"C1": "JH QS 10D 9S 8H", "C2": "JC", "C3": "9C", "C4": "10C", "F1": "AH"}, {"down C1": 0b10})
    refused(s, "C1@4>C4", "Rule III")  # the nine of spades, with the eight on it, on a black ten
    refused(s, "C1@4>C2", "Rule III")  # the nine on a knave: out of sequence
    refused(s, "C1@2>C2", "lies face down")
    refused(s, "C1@1>C2", "only the lowest card of each perpendicular row is available")
    refused(s, "C1@5>F1", "through sevens to kings")  # the eight alone: the foundation wants a seven
    s.apply("C1@3>C2")  # the red ten with the nine and eight on it, onto the black knave
    assert shown(s, "C2") == ["JC", "10D", "9S", "8H"] and shown(s, "C1") == ["JH", "QS"]
    assert face_down(s, "C1") == [False, False]  # the queen of spades is turned up
    s.undo()
    s.apply("C1>C3")  # a single card: the red eight on the black nine
    assert shown(s, "C3") == ["9C", "8H"]
    s.apply("C1@3>C2")
    assert shown(s, "C2") == ["JC", "10D", "9S"]


def test_a_sequence_never_goes_up_to_a_foundation_whole() -> None:
    s = arrange({"C1": "8S 7H", "F1": "AH"})
    refused(s, "C1@1>F1", "played on the foundations one at a time")
    s.apply("C1>F1")


# --- the space of a perpendicular row (note olga-6) ----------------------------------------------------

def test_the_space_of_an_entire_perpendicular_row_is_filled_from_the_flower_bed_only() -> None:
    """'If you succeed in removing an entire perpendicular row of cards, the space at the top may be filled
    by any available card of the flower-bed (Rule II), and upon that card may be placed sequences
    (Rule III) as on the other rows.'"""
    s = arrange({"C1": "AH", "C2": "QD JS 10H", "C3": "9C", "T": "KC", "P": "8D"})
    s.apply("C1>F1")
    assert s.pile("C1") == ()
    refused(s, "T>C1", "filled by any available card of the flower-bed .*not from the pack or talon")
    assert "deal" in [str(m) for m in s.legal_moves()]  # the space may wait
    s.apply("C2@2>C1")  # the knave of spades with the ten of hearts on it
    s.apply("C3>C1")  # and a sequence placed upon it
    assert shown(s, "C1") == ["JS", "10H", "9C"] and shown(s, "C2") == ["QD"]


def test_any_available_card_may_fill_the_space() -> None:
    s = arrange({"C1": "", "C2": "9D", "C3": "AS"})
    for source in ("C2", "C3", "C4"):
        s.apply(f"{source}>C1")
        s.undo()


# --- how the game ends -----------------------------------------------------------------------------------

def test_won_when_all_sixteen_foundations_reach_their_kings() -> None:
    suits = "SHCD" * 4
    full = {f: up_to(suit, "K") for f, suit in zip(FOUNDATIONS, suits)}
    s = arrange({**full, **{name: "" for name in COLUMN_NAMES}, "F16": up_to("D", "J"), "C1": "KD QD"})
    assert not s.is_won()
    s.apply("C1>F16")
    assert not s.is_won()
    s.apply("C1>F16")
    assert s.is_won() and s.is_over() and s.score() == 128


def test_the_game_is_over_when_the_pack_is_out_and_no_card_can_be_moved() -> None:
    s = arrange({"T": "9C", "F1": "AS 7S"})
    assert not s.legal_moves() and s.is_over() and not s.is_won()


@settings(max_examples=25, deadline=None)
@given(deal=st.integers(0, 100_000), choices=st.lists(st.integers(0, 1000), max_size=120))
def test_whatever_the_player_does_the_rules_hold(deal: int, choices: list[int]) -> None:
    """Every foundation is an ace and the next cards of its suit through sevens; the lowest card of each
    perpendicular row is face up; a face-down card lies only in the second, fourth or sixth row, and
    every card placed on the flower-bed lies on the next higher card of the other colour."""
    s = patience.new_game(SLUG, deal)
    for choice in choices:
        legal = s.legal_moves()
        if not legal:
            break
        move = legal[choice % len(legal)]
        target = move.args[1] if move.kind == "move" else ""
        under = len(s.pile(target)) if target in COLUMN_NAMES else 0
        s.apply(move)
        if under:  # placed on a card of the flower-bed: on the next higher card of the other colour
            a, b = s.pile(target)[under - 1], s.pile(target)[under]
            assert b.rank == a.rank - 1 and a.rank >= 8 and b.is_red != a.is_red
        for f in FOUNDATIONS:
            pile = s.pile(f)
            assert [str(c)[:-1] for c in pile] == list(SEQUENCE[: len(pile)]) and len({c.suit for c in pile}) <= 1
        for name in COLUMN_NAMES:
            down, pile = face_down(s, name), s.pile(name)
            assert not pile or not down[-1]
            assert all(k in (1, 3, 5) for k, hidden in enumerate(down) if hidden)
    assert Counter(int(c) for c in s.all_cards()) == Counter(int(c) for c in packs(4, piquet=True))


# --- the solver's knowledge (patience.solver.games.olga: the places are alike) ----------------------------

def small_olga(ranks: tuple[int, ...] = (1, 12, 13), columns: int = 3, places: int = 4) -> patience.Game:
    """One piquet pack of three ranks, three perpendicular rows of three (the middle row face down) and
    four foundation places: a deal the plain exhaustive search decides in a moment."""
    from dataclasses import replace

    from patience.rules import DealStep

    game = patience.game(SLUG)
    groups = []
    for g in game.groups:
        if g.name == "foundations":
            g = replace(g, piles=g.piles[:places], foundations=tuple(
                replace(f, sequence=tuple(r for r in f.sequence if r in ranks)) for f in g.foundations[:places]))
        elif g.name == "flower-bed":
            g = replace(g, piles=g.piles[:columns])
        groups.append(g)
    names = COLUMN_NAMES[:columns]
    return replace(game, packs=1, ranks=ranks, groups=tuple(groups),
                   opening=tuple(DealStep(names, face_down=row % 2 == 1) for row in range(3)))


def test_the_foundation_places_are_interchangeable_for_the_solver() -> None:
    """No rule tells the sixteen places apart: positions differing only by their order share the solver's
    key; a place of another suit or height is not confused with them."""
    from patience.solver import search as solver

    key = solver._plan(patience.game(SLUG)).key_function()
    a = arrange({"F1": "AH 7H", "F5": "AS", "C1": "9D"})
    b = arrange({"F16": "AH 7H", "F2": "AS", "C1": "9D"})
    c = arrange({"F1": "AH", "F5": "AS", "C1": "9D"})
    assert key(a) == key(b) and a.key() != b.key()
    assert key(a) != key(c)


def test_the_solver_with_its_knowledge_agrees_with_an_exhaustive_search_on_small_deals() -> None:
    from support import knowledge_agrees_on_small_deals

    knowledge_agrees_on_small_deals(small_olga(), lost=(1, 6, 9, 10), won=(0, 2, 3, 4, 5, 11))
