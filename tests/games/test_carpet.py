"""The Carpet (No. 40), tested from the 1914 text, rule by rule and paragraph by paragraph."""

from __future__ import annotations

from collections import Counter

import patience
from patience.cards import packs
from patience.games.carpet import BOOK_CROSSES, GAME, NAMES, SIZE, UPRIGHT, WEAVE, is_free
from tests.support import cards, refused, snapshot

BASES = {"F1": "AS", "F2": "AH", "F3": "AC", "F4": "AD", "F5": "KS", "F6": "KH", "F7": "KC", "F8": "KD"}
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
RULE_II = "Rule II: cards on the carpet are only available when one of the narrow ends is free"
RULE_IV = "Rule IV: when the talon is formed, any available cards from the carpet can be placed"
# A card no foundation of a test wants and no card of a test is married to: it blocks a lane.
BLOCK = "7C"


def place(row: int, col: int) -> str:
    """The carpet's place at row ``row``, card ``col`` (from one, from the top left)."""
    return NAMES[(row - 1) * SIZE + col - 1]


def carpet(**cells: str) -> dict[str, str]:
    """A full carpet of blockers, with the cards named (``C28="5H"``) in their places."""
    return {name: cells.get(name, BLOCK) for name in NAMES}


def arrange(piles: dict[str, str]) -> patience.State:
    return patience.arrange("carpet", {**BASES, **piles})


def cleared(s: patience.State, *names: str) -> None:
    """Take the cards at ``names`` off the carpet by hand (the positions the tests need)."""
    for name in names:
        s.piles[s.index(name)] = ()


def test_four_aces_and_four_kings_of_different_suits_are_withdrawn() -> None:
    """'Withdraw from the pack four aces and four kings of different suits. These are the foundations.'"""
    for deal in (0, 5, 77):
        s = patience.new_game("carpet", deal)
        assert {f"F{k}": str(s.pile(f"F{k}")[0]) for k in range(1, 9)} == BASES
        assert all(len(s.pile(f"F{k}")) == 1 for k in range(1, 9))
        assert Counter(int(c) for c in s.all_cards()) == Counter(int(c) for c in packs(2))


def test_sixty_four_cards_make_the_carpet_and_the_remainder_is_dealt_later() -> None:
    """'Next deal out sixty-four cards ... This is called the carpet (teppich) ... and then deal out the
    remainder.'"""
    s = patience.new_game("carpet", 3)
    assert [len(s.pile(name)) for name in NAMES] == [1] * 64
    assert len(s.pile("P")) == 104 - 8 - 64 and not s.pile("T")
    assert set(s.view()["P"]) == {None}


def test_the_carpet_is_woven_as_in_the_picture() -> None:
    """'... exactly in the order and pattern of those in the tableau' (note carpet-1): eight rows of eight,
    upright and lying cards alternating along every row and column, the first card upright."""
    assert len(WEAVE) == SIZE and all(len(row) == SIZE for row in WEAVE)
    for r in range(SIZE):
        for c in range(SIZE):
            assert UPRIGHT[r * SIZE + c] == ((r + c) % 2 == 0)
    piles = {p.name: p for g in GAME.groups for p in g.piles}
    for k, name in enumerate(NAMES):
        assert piles[name].tilt == (0.0 if UPRIGHT[k] else 90.0)
        r, c = divmod(k, SIZE)
        assert piles[name].y == piles[NAMES[r * SIZE]].y and piles[name].x == piles[NAMES[c]].x
    assert sorted({piles[name].y for name in NAMES}) == [piles[NAMES[r * SIZE]].y for r in range(SIZE)]
    # the foundations above the carpet, the remainder and talon below it
    assert all(piles[f"F{k}"].y < piles["C1"].y for k in range(1, 9))
    assert piles["P"].y > piles["C64"].y and piles["T"].y > piles["C64"].y


def test_the_crosses_of_the_picture_are_the_cards_available_after_the_deal() -> None:
    """Rule II: 'On the tableau crosses are placed to show the available cards after the carpet has been
    dealt': sixteen crosses, at the narrow ends that meet the carpet's edge."""
    assert len(BOOK_CROSSES) == 16
    for deal in (0, 1, 9):
        s = patience.new_game("carpet", deal)
        assert [name for name in NAMES if is_free(s, name)] == list(BOOK_CROSSES)
        movable = {m.args[0] for m in s.legal_moves() if m.kind == "move"}
        assert movable <= set(BOOK_CROSSES)


def test_rule_II_a_card_whose_narrow_end_meets_the_edge_is_available() -> None:
    """Rule II: 'Cards on the carpet are only available when one of the narrow ends is free.' The first
    card of the top row stands upright, its top at the edge; the last of the first row lies across, its
    right end at the edge."""
    s = arrange(carpet(C1="2S", C8="QH"))
    s.apply("C1>F1")
    s.apply("C8>F6")
    assert s.pile("F1") == cards("AS 2S") and s.pile("F6") == cards("KH QH")
    assert not s.pile("C1") and not s.pile("C8")


def test_rule_II_no_card_is_available_when_both_narrow_ends_are_blocked() -> None:
    """Rule II: 'No card is available when both the narrow ends are blocked by other cards.' The second card
    of the top row lies across between two upright cards: its long side at the edge does not free it."""
    s = arrange(carpet(C2="2S", C28="2H"))
    refused(s, "C2>F1", RULE_II)
    refused(s, "C28>F2", RULE_II)
    assert "C2>F1" not in [str(m) for m in s.legal_moves()]


def test_rule_III_a_card_played_does_not_free_the_next_one() -> None:
    """Rule III: 'When a card from the carpet is played, it does not free the next one, because its removal
    cannot free either of the narrow ends of that card, yet it helps the game indirectly, and the inner
    cards become by degrees available.' The first card of the second row lies across at the left edge;
    under it the third row's first card stands upright."""
    s = arrange(carpet(C9="QS", C17="JS", C1="2S"))
    s.apply("C9>F5")  # the lying card, its left end at the edge
    refused(s, "C17>F5", RULE_II)  # the upright card beneath: its top end still meets the first row's card
    s.apply("C1>F1")  # the upright card above clears the lane
    s.apply("C17>F5")
    assert s.pile("F5") == cards("KS QS JS")


def test_a_clear_lane_either_horizontal_or_perpendicular_to_a_narrow_end() -> None:
    """'... those even in the centre become available by a clear lane having been opened out, either
    horizontal or perpendicular, leading up to one of the narrow ends of each card' (note carpet-2)."""
    upright, lying = place(4, 4), place(4, 3)  # an upright card in the centre, a lying one beside it
    assert UPRIGHT[NAMES.index(upright)] and not UPRIGHT[NAMES.index(lying)]
    s = arrange(carpet(**{upright: "2H", lying: "2D"}))
    cleared(s, place(3, 4), place(2, 4))  # the lane above stops short of the edge
    refused(s, f"{upright}>F2", RULE_II)
    cleared(s, place(1, 4))  # now it reaches the edge
    s.apply(f"{upright}>F2")
    # the lying card is not freed by the lane above it: its narrow ends face left and right
    cleared(s, place(3, 3), place(2, 3), place(1, 3))
    refused(s, f"{lying}>F4", RULE_II)
    cleared(s, place(4, 2), place(4, 1))  # the lane to its left end
    s.apply(f"{lying}>F4")
    assert s.pile("F2") == cards("AH 2H") and s.pile("F4") == cards("AD 2D")


def test_the_lane_may_run_to_either_narrow_end() -> None:
    """'... when one of the narrow ends is free (i.e., the top or bottom of the card)': the bottom as well."""
    name = place(5, 5)
    s = arrange(carpet(**{name: "2C"}))
    cleared(s, place(6, 5), place(7, 5))
    refused(s, f"{name}>F3", RULE_II)
    cleared(s, place(8, 5))
    s.apply(f"{name}>F3")


def test_rule_I_the_foundations_follow_suit() -> None:
    """Rule I: 'The foundations follow suit.'"""
    s = arrange(carpet(C1="2H", C8="QD"))
    for f in ("F1", "F3", "F4"):
        refused(s, f"C1>{f}", "Rule I: the foundations follow suit")
    refused(s, "C8>F5", "Rule I: the foundations follow suit")
    s.apply("C1>F2")
    s.apply("C8>F8")


def test_the_aces_ascend_and_the_kings_descend_in_the_usual_sequences() -> None:
    """'These are the foundations, and ascend and descend in the usual sequences.'"""
    s = arrange(carpet(C1="3S", C3="2S", C8="JH", C24="QH"))
    refused(s, "C1>F1", "ascend and descend in the usual sequences")
    refused(s, "C8>F6", "ascend and descend in the usual sequences")
    s.apply("C3>F1")
    s.apply("C1>F1")
    s.apply("C24>F6")
    s.apply("C8>F6")
    assert s.pile("F1") == cards("AS 2S 3S") and s.pile("F6") == cards("KH QH JH")


def test_a_foundation_is_finished_with_thirteen_cards() -> None:
    ace_up = " ".join(f"{r}S" for r in RANKS)
    s = arrange({**carpet(C1="KS"), "F1": ace_up})
    refused(s, "C1>F1", "that one is finished")


def test_the_remainder_is_dealt_to_the_talon_whose_top_card_is_played_or_kept() -> None:
    """'... then deal out the remainder, playing suitable ones or placing the unsuitable cards as a talon
    ... suitable ones need not be played on a foundation' (note carpet-4)."""
    s = arrange({**carpet(), "P": "9H 2S"})
    s.apply("deal")
    assert s.pile("T") == cards("2S") and s.pile("P") == cards("9H")
    assert "T>F1" in [str(m) for m in s.legal_moves()]
    s.apply("deal")  # the suitable deuce need not be played: the next card covers it
    assert s.pile("T") == cards("2S 9H")
    refused(s, "T>F1", "Rule I: the foundations follow suit")  # the nine of hearts covers it
    refused(s, "deal", "the remainder is dealt out")


def test_rule_IV_available_carpet_cards_go_on_the_talon_up_or_down_in_suit() -> None:
    """Rule IV: 'When the talon is formed, any available cards from the carpet can be placed in ascending or
    descending sequences upon the uppermost card of the talon, following suit' (note carpet-3)."""
    s = arrange({**carpet(C1="10H", C3="8H", C5="9S", C2="10H"), "T": "9H"})
    refused(s, "C5>T", RULE_IV)  # a nine of spades: not following suit
    refused(s, "C2>T", RULE_II)  # in sequence, but not available
    s.apply("C1>T")  # ascending
    refused(s, "C3>T", RULE_IV)  # an eight on the ten: not in sequence
    assert s.pile("T") == cards("9H 10H")
    s2 = arrange({**carpet(C3="8H"), "T": "9H"})
    s2.apply("C3>T")  # descending
    assert s2.pile("T") == cards("9H 8H")


def test_rule_IV_only_when_the_talon_is_formed_and_only_from_the_carpet() -> None:
    """'When the talon is formed ... placing cards from the carpet on to the talon': nothing goes on an empty
    talon, and nothing is placed on the carpet."""
    s = arrange(carpet(C1="9H", C3="10H"))
    refused(s, "C1>T", "when the talon is formed")
    refused(s, "C1>C3", "nothing is placed on the carpet")
    cleared(s, "C5")
    refused(s, "C1>C5", "vacancies are not refilled")


def test_the_talon_is_taken_up_shuffled_and_re_dealt_twice() -> None:
    """'The talon may be taken up, shuffled, and re-dealt twice ... There are two re-deals.'"""
    s = patience.new_game("carpet", 4)
    refused(s, "redeal", "the remainder must be dealt out")
    while s.pile("P"):
        s.apply("deal")
    talon = Counter(s.pile("T"))
    s.apply("redeal")
    assert not s.pile("T") and Counter(s.pile("P")) == talon and len(talon) > 1
    while s.pile("P"):
        s.apply("deal")
    s.apply("redeal")
    while s.pile("P"):
        s.apply("deal")
    refused(s, "redeal", "re-dealt twice: no more")


def test_the_game_is_won_when_every_foundation_is_complete() -> None:
    """The aces ascend to kings and the kings descend to aces: the last card of each completes the game."""
    piles = {f"F{k + 1}": " ".join(f"{r}{suit}" for r in RANKS) for k, suit in enumerate("SHCD")}
    piles.update({f"F{k + 5}": " ".join(f"{r}{suit}" for r in reversed(RANKS)) for k, suit in enumerate("SHC")})
    piles["F8"] = " ".join(f"{r}D" for r in reversed(RANKS[1:]))
    s = patience.arrange("carpet", {**piles, "C1": "AD"})
    assert not s.is_won() and not s.is_over()
    s.apply("C1>F8")
    assert s.is_won() and s.is_over()


def test_the_game_is_over_when_nothing_can_be_played_or_dealt() -> None:
    s = arrange(carpet(C2="2S"))
    assert s.legal_moves() == [] and s.is_over() and not s.is_won()


def test_a_refused_move_changes_nothing() -> None:
    s = patience.new_game("carpet", 2)
    blocked = next(name for name in NAMES if not is_free(s, name))
    before = snapshot(s)
    refused(s, f"{blocked}>F1", RULE_II)
    assert snapshot(s) == before
