"""The Queens (No. 29), tested from the 1914 text, rule by rule and paragraph by paragraph."""

from __future__ import annotations

from collections import Counter

from support import cards, refused, shown

import patience
from patience.cards import packs
from patience.deals import shuffled
from patience.games.queens import SHUTTER_NAMES
from patience.state import State

SLUG = "queens"
FOUNDATIONS = tuple(f"F{k}" for k in range(1, 9))
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q")


def arrange(piles: dict[str, str], counters: dict[str, int] | None = None) -> State:
    return patience.arrange(SLUG, piles, counters)


def up(suit: str, last: str) -> str:
    """A foundation from its king through the ace up to ``last``."""
    return " ".join([f"K{suit}", *(f"{r}{suit}" for r in RANKS[: RANKS.index(last) + 1])])


def as_dealt(deal: int) -> list[str]:
    """The two packs shuffled for ``deal``, the first card dealt first."""
    return [str(c) for c in shuffled(packs(2), SLUG, deal)[::-1]]


# A full shutter that nothing in the tests below marries with or plays.
QUIET_SHUTTER = dict(zip(SHUTTER_NAMES, "9C 9C 7S 7S 5D 5D 3C".split()))


# --- the deal ----------------------------------------------------------------------------------------

def test_the_key_and_the_shutter_are_dealt_as_the_text_and_picture_lay_them() -> None:
    """'Take from the pack thirty-two cards; place them in a packet on the left side, face upward ...
    deal seven cards, placing them in two rows of four and three cards respectively.' Where no queen
    tops the key and no king comes into the shutter, the key is the first thirty-two cards, the last
    uppermost (note queens-1), the shutter the next seven, and the pack the rest."""
    for deal in (0, 2, 3):
        s = patience.new_game(SLUG, deal)
        dealt = as_dealt(deal)
        assert shown(s, "K") == dealt[:32]
        assert [c for name in SHUTTER_NAMES for c in shown(s, name)] == dealt[32:39]
        assert [str(c) for c in s.pile("P")[::-1]] == dealt[39:]
        assert not any(s.pile(f) for f in FOUNDATIONS) and not s.pile("T")
        assert Counter(int(c) for c in s.all_cards()) == Counter(int(c) for c in packs(2))
        assert set(s.view()["P"]) == {None} and None not in s.view()["K"]  # the pack face down, the key up
    game = patience.game(SLUG)
    piles = {g.name: g.piles for g in game.groups}
    # The picture: a row of eight places above, the shutter's row of four over its row of three, the key
    # at the lower left.
    assert len(piles["foundations"]) == 8 and len({p.y for p in piles["foundations"]}) == 1
    rows = [[p for p in piles["shutter"] if p.y == y] for y in sorted({p.y for p in piles["shutter"]})]
    assert [len(r) for r in rows] == [4, 3]
    assert piles["foundations"][0].y < rows[0][0].y < rows[1][0].y < piles["key"][0].y
    assert rows[0][0].x < rows[1][0].x and rows[1][-1].x < rows[0][-1].x  # the three under the four's middle
    assert piles["key"][0].x < min(p.x for p in piles["shutter"])


def test_a_queen_uppermost_on_the_key_sends_fourteen_cards_to_the_bottom_of_the_pack() -> None:
    """Rule IV: 'If the uppermost card should be a queen, take fourteen cards from the top of the key
    (including the queen) and place them at the bottom of the pack.' The packet is turned over, the
    queen undermost (note queens-1)."""
    s = patience.new_game(SLUG, 1)
    dealt = as_dealt(1)
    assert dealt[31].startswith("Q") and not dealt[17].startswith("Q")
    assert shown(s, "K") == dealt[:18]
    bottom = [str(c) for c in s.pile("P")[:14]]  # the pack from its undermost card
    assert bottom == dealt[18:32][::-1] and bottom[0] == dealt[31]
    assert len(s.pile("P")) == 104 - 18 - 7


def test_queen_after_queen_the_key_may_go_down_to_four_cards() -> None:
    """'... should the next card on the key chance also to be a queen, you repeat the process, thus
    adding twenty-eight cards to the pack ... you would take all the remaining cards of the key (which
    could, however, only be four)': deal 14 tops its key with two queens, one under the other's fourteen."""
    s = patience.new_game(SLUG, 14)
    dealt = as_dealt(14)
    assert dealt[31].startswith("Q") and dealt[17].startswith("Q") and not dealt[3].startswith("Q")
    assert shown(s, "K") == dealt[:4]
    bottom = [str(c) for c in s.pile("P")[:28]]
    assert bottom == dealt[4:18][::-1] + dealt[18:32][::-1]  # the second packet under the first


def test_the_whole_key_goes_when_a_third_queen_tops_it() -> None:
    key = " ".join(["5H 6H 7H QC", *as_dealt(0)[:13], "QS", *as_dealt(2)[:13], "QH"])
    s = arrange({"K": key, "P": "4D"})
    s.hooks.setup(s)
    assert not s.pile("K") and len(s.pile("P")) == 33
    assert shown(s, "P")[:4] == ["QC", "7H", "6H", "5H"]  # the last four under the two packets


def test_kings_that_appear_in_the_shutter_go_up_to_the_row_above() -> None:
    """'If during the dealing of these any kings appear, place them in a row above': each goes to the next
    place of the row, the next card of the pack taking its place (note queens-2)."""
    s = patience.new_game(SLUG, 23)
    up_ = [shown(s, f) for f in FOUNDATIONS]
    assert [len(f) for f in up_] == [1, 1, 1, 0, 0, 0, 0, 0] and all(f[0].startswith("K") for f in up_[:3])
    assert all(len(s.pile(name)) == 1 and not shown(s, name)[0].startswith("K") for name in SHUTTER_NAMES)
    assert len(s.pile("K")) + len(s.pile("P")) == 104 - 3 - 7


# --- the rules ---------------------------------------------------------------------------------------

def test_rule_one_the_kings_ascend_through_aces_to_queens_following_suit() -> None:
    """Rule I and 'The eight kings are the foundations, which ascend through aces to queens'."""
    s = arrange({**QUIET_SHUTTER, "F1": "KH", "T": "2H AS AH", "P": "4D"})
    s.apply("T>F1")
    assert shown(s, "F1") == ["KH", "AH"]
    refused(s, "T>F1", "Rule I: the foundations follow suit")
    s = arrange({**QUIET_SHUTTER, "F1": "KH", "T": "2H", "P": "4D"})
    refused(s, "T>F1", "ascend through aces to queens")
    s = arrange({**QUIET_SHUTTER, "F1": up("H", "Q"), "T": "KH", "P": "4D"})
    refused(s, "T>F1", "nothing goes on a queen")
    s = arrange({**QUIET_SHUTTER, "T": "AH", "P": "4D"})
    refused(s, "T>F1", "each begins with a king")


def test_a_king_goes_to_the_first_empty_place_of_the_row() -> None:
    s = arrange({**QUIET_SHUTTER, "F1": "KC", "T": "KH", "P": "4D"})
    refused(s, "T>F3", "place them in a row above")
    s.apply("T>F2")
    assert shown(s, "F2") == ["KH"]


def test_rule_two_the_uppermost_card_of_the_key_alone_is_available() -> None:
    """Rule II: the card beneath is released when the one above it is played."""
    s = arrange({**QUIET_SHUTTER, "F1": "KH", "K": "2H AH", "P": "4D"})
    refused(s, "K@1>F1", "Rule II: the uppermost card of the key is alone available")
    s.apply("K>F1")
    s.apply("K>F1")
    assert shown(s, "F1") == ["KH", "AH", "2H"] and not s.pile("K")


def test_rule_three_cards_from_the_key_go_only_to_the_foundations() -> None:
    """Rule III: 'Cards from the key can only be played on the foundations and may not be placed on the
    shutter', though the same card from the talon marries there."""
    piles = {**QUIET_SHUTTER, "S1": "9H", "K": "8H", "P": "4D"}
    s = arrange(piles)
    refused(s, "K>S1", "Rule III: cards from the key can only be played on the foundations")
    s = arrange({**piles, "K": "2C", "T": "8H"})
    s.apply("T>S1")
    assert shown(s, "S1") == ["9H", "8H"]


def test_the_shutter_marries_in_descending_line() -> None:
    """'Cards on the shutter can marry in descending line with each other, or with cards from the pack
    or talon.'"""
    s = arrange({**QUIET_SHUTTER, "S1": "9H", "S2": "8H", "T": "7S 10H", "P": "4D"})
    refused(s, "T>S1", "can marry in descending line")
    s.apply("S2>S1")
    assert shown(s, "S1") == ["9H", "8H"]
    assert shown(s, "S2") == ["4D"]  # the space refilled at once from the pack
    refused(s, "S1>T", "nothing is placed on the key, the pack or the talon")


def test_spaces_are_refilled_at_once_from_the_pack_only() -> None:
    """'play from it any suitable cards, refilling the spaces at once' (note queens-2): from the pack;
    when it is exhausted the space waits for a fresh pack."""
    s = arrange({**QUIET_SHUTTER, "F1": "KH", "S1": "AH", "T": "2S", "P": "6D 4D"})
    s.apply("S1>F1")
    assert shown(s, "S1") == ["4D"] and shown(s, "P") == ["6D"]
    s = arrange({**QUIET_SHUTTER, "F1": "KH", "S1": "AH", "T": "2S"})
    s.apply("S1>F1")
    assert not s.pile("S1")
    refused(s, "T>S1", "refilled at once from the pack")


def test_the_pack_is_dealt_onto_the_talon_and_its_queens_are_counted() -> None:
    """'deal out the remainder of the pack ... the unsuitable cards forming a talon. You must carefully
    count the number of queens that you place in the talon.'"""
    s = arrange({**QUIET_SHUTTER, "P": "QS 4D QH"}, {"queens": 0, "up": 0})
    s.apply("deal")
    assert shown(s, "T") == ["QH"] and s.counters["queens"] == 1
    s.apply("deal")
    s.apply("deal")
    assert shown(s, "T") == ["QH", "4D", "QS"] and s.counters["queens"] == 2
    refused(s, "deal", "the pack is exhausted")


# --- the fresh pack (Rule V) -------------------------------------------------------------------------

def test_rule_five_three_cards_from_the_bottom_of_the_talon_for_each_queen() -> None:
    """Rule V: 'Cards in payment of the queens are taken from the bottom of the talon (three for each
    queen exclusive of herself)': two queens counted, six cards that are not queens from the bottom, a
    queen among them coming along uncounted (note queens-3); turned over, the first laid on top."""
    talon = "2C 3C QD 4C 5C 6C 7C 8C QS 9C QH"
    s = arrange({**QUIET_SHUTTER, "F1": "KH", "T": talon}, {"queens": 2, "up": 0})
    s.apply("redeal")
    assert shown(s, "T") == ["8C", "QS", "9C", "QH"]
    assert [str(c) for c in s.pile("P")[::-1]] == "2C 3C QD 4C 5C 6C 7C".split()
    assert s.counters["queens"] == 0 and s.counters["up"] == 1
    s.apply("deal")
    assert shown(s, "T")[-1] == "2C"


def test_the_worked_example_six_queens_pay_eighteen_cards() -> None:
    """'Thus, if the talon contains six queens, you take from it eighteen cards exclusive of the six
    queens (Rule V) and deal them out again, and again count the queens to repay yourself as before.'"""
    below = [f"{r}{s}" for s in "CS" for r in ("2", "3", "4", "5", "6", "7", "8", "9", "10")]  # eighteen
    talon = " ".join(below + ["JD"] * 2 + ["QH", "QD", "QS", "QC", "QH", "QD"])
    s = arrange({**QUIET_SHUTTER, "F1": "KH", "T": talon}, {"queens": 6, "up": 0})
    s.apply("redeal")
    assert len(s.pile("P")) == 18 and shown(s, "T") == talon.split()[18:]
    assert not any(c.startswith("Q") for c in shown(s, "P"))
    # again count the queens: a fresh pack holding one, dealt out, pays three more
    s = arrange({**QUIET_SHUTTER, "F1": "KH", "T": "2C 3C 4C QS 5C", "P": "QH 6C"}, {"queens": 0, "up": 0})
    s.apply("deal")
    s.apply("deal")
    assert shown(s, "T")[-1] == "QH" and s.counters["queens"] == 1  # nothing plays her: she stays
    s.apply("redeal")
    assert [str(c) for c in s.pile("P")[::-1]] == ["2C", "3C", "4C"]


def test_if_the_talon_has_not_sufficient_cards_all_that_remain_are_taken() -> None:
    """'If the talon has not sufficient cards left to pay three for each queen, you simply take all that
    remain.'"""
    s = arrange({**QUIET_SHUTTER, "F1": "KH", "T": "2C QS 3C 4C"}, {"queens": 2, "up": 0})
    s.apply("redeal")
    assert not s.pile("T") and [str(c) for c in s.pile("P")[::-1]] == ["2C", "QS", "3C", "4C"]


def test_the_fresh_pack_is_made_up_only_when_the_pack_is_exhausted_and_queens_pay_for_it() -> None:
    s = arrange({**QUIET_SHUTTER, "F1": "KH", "T": "2C 3C 4C QS", "P": "5C"}, {"queens": 1, "up": 0})
    refused(s, "redeal", "when the pack is exhausted")
    s = arrange({**QUIET_SHUTTER, "F1": "KH", "T": "2C 3C 4C QS"}, {"queens": 0, "up": 0})
    refused(s, "redeal", "Rule V: a fresh pack is paid for by the queens placed in the talon")


def test_a_fresh_pack_only_after_a_deal_that_played_a_card_up() -> None:
    """Note queens-4: a deal that put nothing on the foundations ends the game."""
    s = arrange({**QUIET_SHUTTER, "F1": "KH", "T": "2C 3C 4C QS"}, {"queens": 1, "up": 1})
    refused(s, "redeal", "note queens-4")
    assert s.is_over() and not s.is_won()


# --- the end -----------------------------------------------------------------------------------------

def test_the_game_is_won_when_the_eight_kings_have_ascended_to_queens() -> None:
    full = {f"F{k + 1}": up(s, "Q") for k, s in enumerate("HDSCHDSC")}
    s = arrange({**full, "F8": up("C", "J"), "T": "QC"})
    assert not s.is_won()
    s.apply("T>F8")
    assert s.is_won() and s.is_over() and s.score() == 104


def test_a_game_ends_when_nothing_can_be_played_and_no_queen_pays_for_a_pack() -> None:
    s = arrange({**QUIET_SHUTTER, "F1": "KH", "K": "3H", "T": "2C QS"}, {"queens": 0, "up": 0})
    assert s.legal_moves() == [] and s.is_over() and not s.is_won()


def test_every_deal_keeps_its_cards() -> None:
    for deal in range(10):
        s = patience.new_game(SLUG, deal)
        assert Counter(int(c) for c in s.all_cards()) == Counter(int(c) for c in packs(2))
        assert cards(" ".join(shown(s, "K"))) == s.pile("K")
