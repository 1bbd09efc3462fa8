"""Red and Black (No. 33), tested from the 1914 text, rule by rule and paragraph by paragraph."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import patience
from patience import IllegalMove, parse_card
from patience.cards import packs

# The foundations as the picture sets them out: two aces of diamonds, two of clubs, two of hearts,
# two of spades.
ACES = {"F1": "AD", "F2": "AD", "F3": "AC", "F4": "AC", "F5": "AH", "F6": "AH", "F7": "AS", "F8": "AS"}
VOLUNTEERS = tuple(f"V{k}" for k in range(1, 9))
# Cards that lie among the Volunteers unless a test says otherwise: kings, on which no card of a test
# is built by chance, and which no foundation of a test takes.
FULL = {name: "KS" if k % 2 else "KH" for k, name in enumerate(VOLUNTEERS)}
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


def cards(text: str) -> tuple[patience.Card, ...]:
    return tuple(parse_card(t) for t in text.split())


def arrange(piles: dict[str, str], counters: dict[str, int] | None = None) -> patience.State:
    return patience.arrange("red-and-black", {**ACES, **FULL, **piles}, counters)


def up_to(suit: str, last: str) -> str:
    """A foundation from its ace up to ``last`` (a rank) of ``suit``."""
    return " ".join(f"{r}{suit}" for r in RANKS[: RANKS.index(last) + 1])


def test_the_eight_aces_are_withdrawn_in_pairs_of_alternate_colours_in_a_line() -> None:
    """'Withdraw from the pack the eight aces, placing them in pairs of alternate colors in a horizontal
    line (see tableau).'"""
    game = patience.game("red-and-black")
    for deal in (0, 7, 123):
        s = patience.new_game("red-and-black", deal)
        assert {name: str(s.pile(name)[0]) for name in ACES} == ACES
        assert all(len(s.pile(name)) == 1 for name in ACES)
        rest = [c for name in ("P", "T", *VOLUNTEERS) for c in s.pile(name)]
        assert not any(c.rank == 1 for c in rest)  # no ace left in the pack
        assert Counter(int(c) for c in s.all_cards()) == Counter(int(c) for c in packs(2))
    s = patience.new_game("red-and-black", 0)
    colours = [s.pile(name)[0].is_red for name in ACES]
    assert colours == [True, True, False, False, True, True, False, False]
    foundations = next(g for g in game.groups if g.name == "foundations").piles
    assert len({p.y for p in foundations}) == 1  # a horizontal line
    assert [p.x for p in foundations] == sorted(p.x for p in foundations)


def test_the_volunteers_are_eight_cards_underneath_the_foundations() -> None:
    """'Next deal out eight cards, placing them underneath the foundations. This row of cards is called
    the Volunteers.'"""
    s = patience.new_game("red-and-black", 3)
    assert [len(s.pile(name)) for name in VOLUNTEERS] == [1] * 8
    assert len(s.pile("P")) == 104 - 8 - 8 and not s.pile("T")
    game = patience.game("red-and-black")
    by_group = {g.name: g.piles for g in game.groups}
    assert {p.y for p in by_group["volunteers"]} == {by_group["volunteers"][0].y}
    assert by_group["volunteers"][0].y > by_group["foundations"][0].y
    # each Volunteer stands under a foundation, as in the picture; the pack lies below the row
    assert [p.x for p in by_group["volunteers"]] == [p.x for p in by_group["foundations"]]
    assert by_group["stock"][0].y > by_group["volunteers"][0].y


def test_the_pack_is_face_down_and_the_volunteers_face_up() -> None:
    s = patience.new_game("red-and-black", 2)
    assert set(s.view()["P"]) == {None}
    assert all(v is not None for name in VOLUNTEERS for v in s.view()[name])


def test_rule_I_the_foundations_follow_suit() -> None:
    """Rule I: 'The foundations follow suit.'"""
    s = arrange({"V1": "2H"})
    before = list(s.piles)
    for foundation in ("F1", "F3", "F7"):
        with pytest.raises(IllegalMove, match="Rule I: the foundations follow suit"):
            s.apply(f"V1>{foundation}")
        assert s.piles == before
    s.apply("V1>F6")
    assert s.pile("F6") == cards("AH 2H")


def test_the_aces_ascend_in_sequence_to_kings() -> None:
    """'These are the foundations and ascend in sequence to kings (Rule I).'"""
    s = arrange({"V1": "3C", "V2": "2C"})
    before = list(s.piles)
    with pytest.raises(IllegalMove, match="ascend in sequence to kings"):
        s.apply("V1>F3")  # the three may not skip the deuce
    assert s.piles == before
    s.apply("V2>F3")
    s.apply("V1>F3")
    assert s.pile("F3") == cards("AC 2C 3C")


def test_a_foundation_ends_with_its_king() -> None:
    """'... ascend in sequence to kings': nothing goes on a king."""
    s = arrange({"F8": up_to("S", "K"), "V1": "KS"})
    with pytest.raises(IllegalMove, match="nothing goes on a king"):
        s.apply("V1>F8")
    with pytest.raises(IllegalMove, match="ascend in sequence to kings"):
        s.apply("V1>F7")  # the other ace of spades wants its deuce, not a king


def test_rule_II_on_the_black_four_a_red_three_then_a_black_deuce() -> None:
    """Rule II: 'Cards may be placed on the Volunteers in descending sequence, but they must be of
    alternate colors. On the black four (see tableau) would be placed a red three, then a black deuce,
    and so on.' The picture's first two Volunteers are a black four and the three of hearts."""
    s = arrange({"V1": "4S", "V2": "3H", "V3": "2C", "P": "9D 10D"})
    s.apply("V2>V1")  # the red three on the black four; its vacancy is filled from the pack
    s.apply("V3>V1")  # then a black deuce
    assert s.pile("V1") == cards("4S 3H 2C")
    assert s.pile("V2") == cards("10D") and s.pile("V3") == cards("9D")


def test_rule_II_refuses_a_card_of_the_same_colour_or_out_of_sequence() -> None:
    """Rule II: 'descending sequence, but they must be of alternate colors.'"""
    s = arrange({"V1": "4S", "V2": "3C", "V3": "3S", "V4": "2H", "V5": "5H", "P": "9D"})
    before = list(s.piles)
    for move in ("V2>V1", "V3>V1", "V4>V1", "V5>V1"):
        with pytest.raises(IllegalMove, match="Rule II: .* must be of alternate colors"):
            s.apply(move)
        assert s.piles == before
    s.apply("V1>V5")  # the black four on the red five
    s.apply("V4>V2")  # a red deuce on a black three of either black suit
    assert s.pile("V5") == cards("5H 4S") and s.pile("V2") == cards("3C 2H")


def test_only_the_uppermost_card_of_a_volunteer_moves() -> None:
    """Sequences are formed and unmade one card at a time (note red-and-black-4): the card under the
    uppermost is not available."""
    s = arrange({"V1": "3H 2S", "V2": "4C"})
    before = list(s.piles)
    with pytest.raises(IllegalMove, match="only the uppermost card of a Volunteer or of the talon is available"):
        s.apply("V1@1>V2")
    assert s.piles == before
    s.apply("V1>F7")
    s.apply("V1>V2")
    assert s.pile("V2") == cards("4C 3H") and s.pile("V1") == ()


def test_vacancies_are_filled_immediately_from_the_cards_in_hand() -> None:
    """'play any suitable cards on to the foundations, immediately filling each vacancy from the cards in
    hand' (note red-and-black-2): the top card of the pack goes into the vacancy at once."""
    s = arrange({"V1": "2D", "V2": "3D", "P": "QS 5C 9H"})
    s.apply("V1>F1")
    assert s.pile("V1") == cards("9H") and s.pile("P") == cards("QS 5C")
    s.apply("V2>F1")
    assert s.pile("V2") == cards("5C") and s.pile("P") == cards("QS")
    s.undo()
    assert s.pile("V2") == cards("3D") and s.pile("P") == cards("QS 5C")


def test_a_volunteer_moved_off_entirely_is_refilled_too() -> None:
    """'always refilling vacancies': a Volunteer left empty by building its card elsewhere is refilled
    from the pack as well."""
    s = arrange({"V1": "4S", "V2": "3H", "P": "7C"})
    s.apply("V2>V1")
    assert s.pile("V2") == cards("7C") and not s.pile("P")


def test_once_the_pack_is_exhausted_a_vacancy_waits_for_the_cards_in_hand() -> None:
    """'filling each vacancy from the cards in hand' (note red-and-black-2): with the pack exhausted,
    a vacancy is filled neither from the talon nor by another Volunteer, until the re-deal."""
    s = arrange({"V1": "2D", "V2": "9C", "T": "8H 10D"})
    s.apply("V1>F1")
    assert s.pile("V1") == ()
    before = list(s.piles)
    for move in ("T>V1", "V2>V1"):
        with pytest.raises(IllegalMove, match="filled from the cards in hand, and from nothing else"):
            s.apply(move)
        assert s.piles == before
    s.apply("redeal")  # the talon, taken up and shuffled, is the cards in hand: the vacancy fills at once
    assert len(s.pile("V1")) == 1 and len(s.pile("P")) == 1 and not s.pile("T")
    assert Counter(s.pile("V1") + s.pile("P")) == Counter(cards("8H 10D"))


def test_the_pack_is_dealt_out_onto_the_talon() -> None:
    """'proceed to deal out the cards till the pack is exhausted, playing cards on the foundations or
    placing them in sequence on the Volunteers ... The unsuitable cards form the talon.' (note
    red-and-black-1: each card is turned onto the talon, whose top card is available)."""
    s = arrange({"V1": "6S", "P": "JS 2H 5H"})
    s.apply("deal")
    assert s.pile("T") == cards("5H") and s.pile("P") == cards("JS 2H")
    s.apply("T>V1")  # placed in sequence on a Volunteer
    s.apply("deal")
    s.apply("T>F5")  # played on a foundation
    s.apply("deal")  # an unsuitable card stays on the talon
    assert s.pile("V1") == cards("6S 5H") and s.pile("F5") == cards("AH 2H") and s.pile("T") == cards("JS")
    with pytest.raises(IllegalMove, match="the pack is exhausted"):
        s.apply("deal")


def test_only_the_top_card_of_the_talon_is_available() -> None:
    s = arrange({"T": "2D 9S", "P": "KC"})
    before = list(s.piles)
    with pytest.raises(IllegalMove, match="uppermost card of a Volunteer or of the talon is available"):
        s.apply("T@1>F1")
    assert s.piles == before


def test_nothing_is_placed_on_the_talon_and_the_foundations_keep_their_cards() -> None:
    s = arrange({"V1": "8S", "T": "9H", "F1": "AD 2D", "P": "4C"})
    before = list(s.piles)
    with pytest.raises(IllegalMove, match="unsuitable cards form the talon"):
        s.apply("V1>T")
    with pytest.raises(IllegalMove, match="the foundations keep their cards"):
        s.apply("F1>V2")
    with pytest.raises(IllegalMove, match="the pack is dealt out card by card"):
        s.apply("P>V1")
    assert s.piles == before


def test_the_talon_is_shuffled_and_redealt_once_when_the_pack_is_exhausted() -> None:
    """'When the pack is exhausted, the talon may be taken up, shuffled, and re-dealt once.' (note
    red-and-black-3: each shuffle is numbered so that the game replays.)"""
    s = patience.new_game("red-and-black", 11)
    with pytest.raises(IllegalMove, match="when the pack is exhausted"):
        s.apply("redeal")
    while s.pile("P"):
        s.apply("deal")
    talon = s.pile("T")
    volunteers = [s.pile(name) for name in VOLUNTEERS]
    s.apply("redeal")
    assert not s.pile("T") and Counter(s.pile("P")) == Counter(talon) and s.pile("P") != talon[::-1]
    assert [s.pile(name) for name in VOLUNTEERS] == volunteers  # only the talon is taken up
    assert patience.from_dict(s.to_dict()).pile("P") == s.pile("P")  # the numbered shuffle replays
    while s.pile("P"):
        s.apply("deal")
    before = list(s.piles)
    with pytest.raises(IllegalMove, match="re-dealt once: no more"):
        s.apply("redeal")
    assert s.piles == before


def test_won_when_every_foundation_has_ascended_to_its_king() -> None:
    full = {name: up_to(ace[-1], "K") for name, ace in ACES.items()}
    empty = {name: "" for name in VOLUNTEERS}
    s = arrange({**full, **empty, "F2": up_to("D", "Q"), "F7": up_to("S", "J"), "V1": "KD", "V2": "KS QS"})
    assert not s.is_won()
    s.apply("V1>F2")
    s.apply("V2>F7")
    assert not s.is_won()
    s.apply("V2>F7")
    assert s.is_won() and s.is_over() and s.score() == 104


def test_the_game_is_over_when_nothing_can_be_played_dealt_or_redealt() -> None:
    s = arrange({"T": "9C", "V1": "5D"}, {"redeals": 1})
    assert not s.legal_moves() and s.is_over() and not s.is_won()


@settings(max_examples=30, deadline=None)
@given(deal=st.integers(0, 100_000), choices=st.lists(st.integers(0, 1000), max_size=80))
def test_the_volunteers_stay_in_alternate_descending_sequence(deal: int, choices: list[int]) -> None:
    """Whatever the player does, every Volunteer is a descending sequence of alternate colours, every
    foundation its ace and the next cards of its suit, and no Volunteer is empty while the pack has a card."""
    s = patience.new_game("red-and-black", deal)
    for choice in choices:
        legal = s.legal_moves()
        if not legal:
            break
        s.apply(legal[choice % len(legal)])
        for name in VOLUNTEERS:
            pile = s.pile(name)
            assert all(b.rank == a.rank - 1 and b.is_red != a.is_red for a, b in zip(pile, pile[1:]))
            assert pile or not s.pile("P")
        for name, ace in ACES.items():
            pile = s.pile(name)
            assert list(pile) == list(cards(up_to(ace[-1], "K")))[: len(pile)]


def test_the_books_tableau_begins_rule_II_with_its_black_four_and_red_three() -> None:
    """'On the black four (see tableau) would be placed a red three' (note red-and-black-5): the book's
    tableau, as the edition reads the picture, and the example played on it."""
    from patience.games.red_and_black import BOOK_EXAMPLE, book_position

    s = book_position()
    assert {name: str(s.pile(name)[0]) for name in ACES} == ACES
    first, second = s.pile("V1")[0], s.pile("V2")[0]
    assert (first.rank, first.is_red, second.rank, second.is_red) == (4, False, 3, True)
    assert Counter(int(c) for c in s.all_cards()) <= Counter(int(c) for c in packs(2))
    for move in BOOK_EXAMPLE:
        s.apply(move)
    assert s.pile("V1") == cards("4S 3H") and s.pile("V2") == ()  # the pack is not set out: nothing refills


# --- the solver's knowledge (patience.solver.games.red_and_black: interchangeable places) ----------

def test_the_volunteers_and_the_foundations_of_a_suit_are_interchangeable_for_the_solver() -> None:
    """No rule tells the Volunteers apart, nor the two foundations of a suit: positions differing by
    their order share the solver's key; a foundation of another suit is not confused with them."""
    from patience.solver import search as solver

    key = solver._plan(patience.game("red-and-black")).key_function()
    a = arrange({"V1": "9C 8H", "V4": "5D", "F1": "AD 2D", "F2": "AD"})
    b = arrange({"V4": "9C 8H", "V1": "5D", "F1": "AD", "F2": "AD 2D"})
    c = arrange({"V1": "9C 8H", "V4": "5D", "F1": "AD 2D", "F2": "AD", "F3": "AC 2C"})
    assert key(a) == key(b) and a.key() != b.key()
    assert key(a) != key(c)


def late_position(deal: int, back: int) -> patience.State:
    """A position ``back`` moves before the end of a seeded random game of that deal."""
    import random

    rng = random.Random(f"red-and-black:{deal}")
    s = patience.new_game("red-and-black", deal)
    for _ in range(400):
        moves = s.legal_moves()
        if not moves:
            break
        s.apply(rng.choice(moves), check=False)
    for _ in range(back):
        s.undo()
    s.redo_stack.clear()
    return s


def test_the_solver_with_its_knowledge_agrees_with_an_exhaustive_search() -> None:
    """With the places interchangeable, the solver's verdicts are those of a plain exhaustive search
    (the engine's own key, every legal move): small decks, which are won, and late positions of real
    deals, which are lost."""
    from support import exhaustive

    from patience.solver.search import LOST, WON, solve_part, tiny

    small = tiny(patience.game("red-and-black"), (1, 2, 13), ("V1", "V2", "V3"))
    verdicts = []
    for start in [patience.State(small, deal) for deal in (1, 2, 4)] + [late_position(d, 12) for d in (0, 1, 3)]:
        truth = exhaustive(start, 20_000)
        r = solve_part(start, max_nodes=50_000)
        assert truth is not None and r.status == truth
        verdicts.append(truth)
    assert verdicts == [WON] * 3 + [LOST] * 3
