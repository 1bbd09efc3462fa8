"""The Labyrinth (No. 25), tested from the 1914 text, rule by rule and paragraph by paragraph."""

from __future__ import annotations

from collections import Counter

from support import refused, shown

import patience
from patience.cards import packs
from patience.games.labyrinth import COLUMN_NAMES
from patience.state import State

SLUG = "labyrinth"
VARIANT = "labyrinth-foundations-from-the-deal"
KINGS = ("F1", "F2", "F3", "F4")  # spades, hearts, clubs, diamonds (note labyrinth-3)
ACES = ("F5", "F6", "F7", "F8")
PLACES = {"F1": "KS", "F2": "KH", "F3": "KC", "F4": "KD", "F5": "AS", "F6": "AH", "F7": "AC", "F8": "AD"}


def arrange(piles: dict[str, str], slug: str = SLUG, counters: dict[str, int] | None = None) -> State:
    """A position: the foundations as withdrawn unless given, the pack empty unless given."""
    base = dict(PLACES) if slug == SLUG else {}
    return patience.arrange(slug, {**base, **piles}, counters)


def moves(s: State) -> list[str]:
    return [str(m) for m in s.legal_moves()]


def test_the_foundations_are_withdrawn_and_a_row_of_ten_dealt() -> None:
    """'Withdraw from the pack and place in horizontal line above, four kings and four aces of
    different suits ... You next deal out ten cards in a horizontal row.'"""
    for deal in (0, 3, 41):
        s = patience.new_game(SLUG, deal)
        assert [shown(s, f) for f in KINGS + ACES] == [[c] for c in PLACES.values()]
        assert [len(s.pile(c)) for c in COLUMN_NAMES] == [1] * 10
        assert len(s.pile("P")) == 104 - 8 - 10 and not s.pile("G")
        assert Counter(int(c) for c in s.all_cards()) == Counter(int(c) for c in packs(2))
        assert set(s.view()["P"]) == {None}
    game = patience.game(SLUG)
    piles = {g.name: g.piles for g in game.groups}
    assert len({p.y for p in piles["tableau"]}) == 1 and len(piles["tableau"]) == 10  # a horizontal row
    assert all(p.y < piles["tableau"][0].y for p in piles["kings"] + piles["aces"])  # the foundations above
    assert len({p.y for p in piles["kings"] + piles["aces"]}) == 1  # in horizontal line


def test_each_row_is_dealt_whole_under_the_last() -> None:
    """'Proceed to deal out a second row of ten cards underneath the first' (Rule IV: each row is
    complete before it is played from): one ``deal`` lays a card at the foot of every column."""
    s = patience.new_game(SLUG, 5)
    pack = s.pile("P")
    s.apply("deal")
    assert [shown(s, c)[-1] for c in COLUMN_NAMES] == [str(c) for c in pack[::-1][:10]]
    assert [len(s.pile(c)) for c in COLUMN_NAMES] == [2] * 10


def test_the_last_row_is_as_long_as_the_pack() -> None:
    """'You continue thus to deal out the entire pack in successive rows': the last row may be short."""
    s = arrange({"C1": "9H", "C2": "9S", "P": "5C 6C 7C"})
    s.apply("deal")
    assert [len(s.pile(c)) for c in COLUMN_NAMES[:4]] == [2, 2, 1, 0] and not s.pile("P")
    refused(s, "deal", "the pack is exhausted")


def test_rule_I_the_foundations_follow_suit() -> None:
    """Rule I: 'The foundations follow suit'; 'the aces ascending in sequence to kings, the kings
    descending to aces'."""
    s = arrange({"C1": "2H", "C2": "QS", "C3": "3S"})
    refused(s, "C1>F5", "Rule I: the foundations follow suit")
    refused(s, "C2>F2", "Rule I: the foundations follow suit")
    refused(s, "C3>F5", "the aces ascending in sequence to kings")
    refused(s, "C2>F5", "the aces ascending in sequence to kings")
    s.apply("C1>F6")
    s.apply("C2>F1")
    assert shown(s, "F6") == ["AH", "2H"] and shown(s, "F1") == ["KS", "QS"]


def test_a_foundation_is_complete_at_its_thirteenth_card() -> None:
    """The aces ascend to kings, the kings descend to aces: the second king ends the ace's pile."""
    up = "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH"
    s = arrange({"F6": up, "F2": "KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H AH", "C1": "KH"})
    refused(s, "C1>F6", "that foundation is complete")
    refused(s, "C1>F2", "that foundation is complete")


def test_rule_II_the_highest_and_lowest_rows_are_available() -> None:
    """Rule II: 'Only cards in the highest or lowest rows are available': the first and the last card
    of a column (note labyrinth-1), the first written ``C1@1``."""
    s = arrange({"C1": "2S 9D 2H", "C2": "QD 8C 7C"})
    assert sorted(moves(s)) == ["C1>F6", "C1@1>F5", "C2@1>F4"]
    refused(s, "C1@2>F5", "Rule II: only cards in the highest or lowest rows are available")
    refused(s, "C2@2>F7", "not free either from the top or the bottom")
    refused(s, "C1@1>F6", "Rule I: the foundations follow suit")  # the first card goes by the same rules
    s.apply("C1@1>F5")
    assert shown(s, "C1") == ["9D", "2H"] and shown(s, "F5") == ["AS", "2S"]


def test_rule_II_a_card_is_released_from_above_or_below() -> None:
    """'each row completely blocking the preceding one unless the removal of a card releases the one
    above it, or unless the removal of cards in the upper rows (Rule II) releases that card from
    above'."""
    s = arrange({"C1": "2S 3S 9D 3H 2H"})
    refused(s, "C1@2>F5", "Rule II")
    s.apply("C1@1>F5")
    s.apply("C1@1>F5")  # the three, released from above
    refused(s, "C1@2>F6", "Rule II")
    s.apply("C1>F6")
    s.apply("C1>F6")  # the three of hearts, released from below
    assert shown(s, "C1") == ["9D"] and moves(s) == ["grace C1"]  # nothing plays: the grace is left


def test_cards_go_to_the_foundations_only() -> None:
    """'play any suitable cards on the foundations': nothing is built in the tableau, nor taken from
    the foundations (note labyrinth-3)."""
    s = arrange({"C1": "9D", "C2": "10D", "C3": ""})
    refused(s, "C1>C2", "cards are played from the tableau on the foundations only")
    refused(s, "C1>C3", "Rule III")
    refused(s, "F5>C3", "cards are played from the tableau on the foundations only")
    refused(s, "C1>G", "the card of grace")


def test_rule_III_the_lowest_row_is_refilled_at_once_from_the_pack() -> None:
    """'play any suitable cards on the foundations, refilling the vacancies from the pack or talon';
    Rule III: 'You can only refill vacancies in the lowest row' (note labyrinth-2)."""
    s = arrange({"C1": "2H", "C2": "9C 2S", "P": "8D 7D 5S 3S"})
    s.apply("C1>F6")
    assert shown(s, "C1") == ["3S"] and shown(s, "P") == ["8D", "7D", "5S"]
    s.apply("C2>F5")  # the deuce of the lowest row goes: the next card of the pack takes its place
    assert shown(s, "C2") == ["9C", "5S"]
    s.apply("C1>F5")  # the three refilled is itself in the lowest row, and replaced in its turn
    assert shown(s, "C1") == ["7D"] and shown(s, "P") == ["8D"]


def test_rule_III_vacancies_of_the_upper_rows_stay_open() -> None:
    """'As you may only refill vacancies on the last row which is being dealt, there will be many gaps
    in the tableau': a card played from the top of its column is not replaced."""
    s = arrange({"C1": "2H 9C 8C", "P": "5D 4D"})
    s.apply("C1@1>F6")
    assert shown(s, "C1") == ["9C", "8C"] and len(s.pile("P")) == 2


def test_no_refill_once_the_pack_is_exhausted() -> None:
    s = arrange({"C1": "9C 2H"})
    s.apply("C1>F6")
    assert shown(s, "C1") == ["9C"]


def test_the_grace_when_the_pack_is_exhausted_and_nothing_plays() -> None:
    """'When the pack is exhausted and you have played all available cards, if the game has not
    succeeded, you have one more chance, i.e., the privilege of removing any one card from the
    tableau' (note labyrinth-4)."""
    s = arrange({"C1": "9C 2H 8C", "P": "5D"})
    refused(s, "grace C1@2", "the grace comes only then")  # the pack is not exhausted
    u = arrange({"C1": "9C 2H 8C", "C2": "2S"})
    refused(u, "grace C1@2", "the grace comes only then")  # the deuce of spades can still be played
    u.apply("C2>F5")
    assert sorted(moves(u)) == ["grace C1", "grace C1@1", "grace C1@2"]
    u.apply("grace C1@2")
    assert shown(u, "C1") == ["9C", "8C"] and shown(u, "G") == ["2H"]
    refused(u, "grace C1", "one only")
    assert u.is_over() and not u.is_won()


def test_the_grace_releases_a_blocked_card() -> None:
    """'taking care, of course, to remove the card which blocks those most needed'."""
    s = arrange({"C1": "9C 3H 2H 8C"})
    s.apply("grace C1")
    s.apply("C1>F6")
    s.apply("C1>F6")
    assert shown(s, "F6") == ["AH", "2H", "3H"] and shown(s, "C1") == ["9C"]


def test_there_is_no_redeal_and_the_game_is_over_when_nothing_moves() -> None:
    """'There is no re-deal.'"""
    s = arrange({"C1": "9C"}, counters={"grace": 1})
    refused(s, "redeal", "this game has no such move")
    assert s.legal_moves() == [] and s.is_over() and not s.is_won()


def test_the_game_is_won_when_every_card_is_on_the_foundations() -> None:
    ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
    piles = {}
    for k, suit in enumerate("SHCD"):
        piles[f"F{k + 5}"] = " ".join(f"{r}{suit}" for r in ranks)
        piles[f"F{k + 1}"] = " ".join(f"{r}{suit}" for r in ranks[::-1][:-1])
    piles["C1"] = "AS AH AC AD"
    s = arrange(piles)
    assert not s.is_won()
    for f in ("F4", "F3", "F2"):
        s.apply(f"C1>{f}")
    s.apply("C1>F1")
    assert s.is_won() and s.is_over() and s.score() == 104


def test_a_whole_deal_plays_by_its_moves_and_saves() -> None:
    """A deal played out by the solver's first line of play (or as far as it goes): every move legal,
    the cards conserved, the game saved and loaded as its moves."""
    s = patience.new_game(SLUG, 2)
    while not s.is_over():
        legal = s.legal_moves()
        up = [m for m in legal if m.kind == "move"]
        s.apply(up[0] if up else legal[0])
    assert Counter(int(c) for c in s.all_cards()) == Counter(int(c) for c in packs(2))
    assert not s.pile("P") and s.counters.get("grace") == 1 or s.is_won()
    again = patience.from_dict(s.to_dict())
    assert again.piles == s.piles


def test_note_1_the_foundations_wait_till_they_appear() -> None:
    """'Note 1.--Some players instead of taking the foundations from the pack, wait till they appear in
    the deal' (note labyrinth-5)."""
    s = patience.new_game(VARIANT, 3)
    assert not any(s.pile(f) for f in KINGS + ACES) and len(s.pile("P")) == 104 - 10
    u = arrange({"C1": "2H", "C2": "AH 9C", "C3": "KS"}, slug=VARIANT)
    refused(u, "C1>F6", "wait till they appear in the deal")
    refused(u, "C3>F2", "Rule I: the foundations follow suit")
    u.apply("C2@1>F6")
    u.apply("C1>F6")
    u.apply("C3>F1")
    assert shown(u, "F6") == ["AH", "2H"] and shown(u, "F1") == ["KS"]


def test_the_board_plays_the_first_card_and_the_grace_by_clicks() -> None:
    """The first card of a column is clicked like any other (note labyrinth-1); so is the card of grace."""
    from patience.view.board import Board

    board = Board(SLUG, 0)
    board.state = arrange({"C1": "2S 9D 9C", "C2": "9H"})
    board.click("C1", 0)
    board.click("F5")
    assert shown(board.state, "F5") == ["AS", "2S"] and board.message == ""
    board.click("C1", 0)  # the nine of diamonds: nothing plays, the pack is out: the grace
    assert shown(board.state, "G") == ["9D"] and board.state.counters["grace"] == 1
