"""The Hemispheres (No. 17), tested from the 1914 text, rule by rule and paragraph by paragraph."""

from __future__ import annotations

from collections import Counter
from math import atan2, degrees

import pytest
from support import refused, shown

import patience
from patience.cards import packs
from patience.rules import Role
from patience.state import State

SLUG = "hemispheres"
ACES = {"F1": "AD", "F2": "AH", "F3": "AD", "F4": "AH"}  # left, top, right, bottom arms (note hemispheres-1)
KINGS = {"F5": "KC", "F6": "KS", "F7": "KC", "F8": "KS"}
BARRIERS = {"B1": "KH", "B2": "AC", "B3": "KD", "B4": "AS"}
EUROPEAN, ASIATIC, AUSTRALIAN, AFRICAN = ("R1", "R2", "R3"), ("R4", "R5", "R6"), ("R7", "R8", "R9"), ("R10", "R11", "R12")
NORTH, SOUTH = EUROPEAN + ASIATIC, AUSTRALIAN + AFRICAN
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
# Cards for the places a test leaves alone: each in its proper hemisphere, none can go up or marry.
QUIET = {"R1": "9H", "R2": "9H", "R3": "9D", "R4": "9D", "R5": "JH", "R6": "JD",
         "R7": "5S", "R8": "5S", "R9": "5C", "R10": "5C", "R11": "3S", "R12": "3C"}


def arrange(piles: dict[str, str], pack: str = "QD QD") -> State:
    """A position: the cross as dealt, the quiet circle, ``piles`` over them; a pack unless told."""
    return patience.arrange(SLUG, {**ACES, **KINGS, **BARRIERS, **QUIET, "P": pack, **piles})


def up(suit: str, last: str) -> str:
    return " ".join(f"{r}{suit}" for r in RANKS[: RANKS.index(last) + 1])


def down(suit: str, last: str) -> str:
    return " ".join(f"{r}{suit}" for r in RANKS[::-1][: RANKS[::-1].index(last) + 1])


def places() -> dict[str, patience.rules.Pile]:
    return {p.name: p for g in patience.game(SLUG).groups for p in g.piles}


def centre(name: str) -> tuple[float, float]:
    p = places()[name]
    return p.x + 0.5, p.y + 0.5


# --- the layout -----------------------------------------------------------------------------------

def test_foundations_and_barriers_are_taken_from_the_pack_and_the_circle_is_dealt() -> None:
    """'Take from the pack and place as in tableau the four red aces and the four black kings. Then place
    crossways a king of hearts and a king of diamonds, an ace of clubs and an ace of spades ... deal out
    a circle consisting of three cards between each barrier.'"""
    for deal in (0, 1, 77):
        s = patience.new_game(SLUG, deal)
        assert {name: shown(s, name) for name in {**ACES, **KINGS}} == {
            name: [card] for name, card in {**ACES, **KINGS}.items()}
        assert {name: shown(s, name) for name in BARRIERS} == {name: [card] for name, card in BARRIERS.items()}
        assert all(len(s.pile(name)) == 1 for name in NORTH + SOUTH)
        assert len(s.pile("P")) == 104 - 12 - 12 and not s.pile("T")
        assert Counter(int(c) for c in s.all_cards()) == Counter(int(c) for c in packs(2))


def test_the_cross_and_the_circle_as_pictured() -> None:
    """The picture: on each arm of the cross, from the outside in, a barrier lying crossways, a red ace and
    a black king; the four Races in the quarters, European and Asiatic north, African and Australian
    south; the circle dealt clockwise from the king of hearts, on the left."""
    p = places()
    cx, cy = centre("F6")[0], (centre("B2")[1] + centre("B4")[1]) / 2
    arms = (("B1", "F1", "F5"), ("B2", "F2", "F6"), ("B3", "F3", "F7"), ("B4", "F4", "F8"))
    for barrier, ace, king in arms:
        distances = [abs(centre(n)[0] - cx) + abs(centre(n)[1] - cy) for n in (barrier, ace, king)]
        assert distances == sorted(distances, reverse=True)
        assert abs(p[barrier].tilt - p[ace].tilt) == 90 and p[ace].tilt == p[king].tilt  # crossways
    assert centre("B1")[0] < cx < centre("B3")[0] and centre("B2")[1] < cy < centre("B4")[1]
    for names, west, north in ((EUROPEAN, True, True), (ASIATIC, False, True),
                               (AUSTRALIAN, False, False), (AFRICAN, True, False)):
        for name in names:
            x, y = centre(name)
            assert (x < cx) == west and (y < cy) == north, name
    ring = ("B1", *EUROPEAN, "B2", *ASIATIC, "B3", *AUSTRALIAN, "B4", *AFRICAN)
    angles = [(degrees(atan2(centre(n)[1] - cy, centre(n)[0] - cx)) + 360 - 180) % 360 for n in ring]
    assert angles == sorted(angles)  # clockwise from the left
    labels = {g.name: g.label for g in patience.game(SLUG).groups}
    assert "northern" in labels["european"] and "northern" in labels["asiatic"]
    assert "southern" in labels["african"] and "southern" in labels["australian"]


# --- Rule I: only cards in their proper hemisphere are available ---------------------------------

def test_rule_1_a_card_in_its_proper_hemisphere_plays() -> None:
    s = arrange({"R1": "2D", "R7": "QC"})
    assert "R1>F1" in [str(m) for m in s.legal_moves()]
    s.apply("R1>F1")
    s.apply("R7>F5")
    assert shown(s, "F1") == ["AD", "2D"] and shown(s, "F5") == ["KC", "QC"]


def test_rule_1_a_card_in_the_wrong_hemisphere_cannot_be_used_in_any_way() -> None:
    """'cards will often be found in the wrong hemispheres, and while there they cannot be used in any
    way.'"""
    s = arrange({"R1": "QC", "R7": "2D", "R8": "4S", "T": "3S"})
    refused(s, "R1>F5", "Rule I")  # a black queen in the north does not go up
    refused(s, "R7>F1", "Rule I")  # a red deuce in the south does not go up
    refused(s, "R7>R8", "Rule I")
    s2 = arrange({"R2": "JC", "T": "10C"})  # nothing marries a card in the wrong hemisphere
    refused(s2, "T>R2", "Rule I")
    legal = [str(m) for m in s.legal_moves()]
    assert "R1>F5" not in legal and "R7>F1" not in legal


# --- Rule II: the exchange, and the transfer at the end -------------------------------------------

def test_rule_2_cards_of_the_wrong_colors_are_exchanged_into_their_proper_hemispheres() -> None:
    """'Cards of the wrong colors may be exchanged into their proper hemispheres whenever the opportunity
    occurs.'"""
    s = arrange({"R2": "QC", "R10": "2D"})
    assert [str(m) for m in s.legal_moves() if m.kind == "exchange"] == ["exchange R2 R10"]
    s.apply("exchange R2 R10")
    assert shown(s, "R2") == ["2D"] and shown(s, "R10") == ["QC"]
    s.apply("R2>F1")
    s.apply("R10>F5")
    for _ in range(3):
        s.undo()
    s.apply("exchange R10 R2")  # either place first
    assert shown(s, "R2") == ["2D"] and shown(s, "R10") == ["QC"]


def test_rule_2_only_cards_of_the_wrong_colors_are_exchanged() -> None:
    s = arrange({"R2": "QC", "R5": "JC", "R10": "2D"})
    refused(s, "exchange R2 R5", "one place of the north and one of the south")
    refused(s, "exchange R2 R11", "only cards of the wrong colors")  # R11 holds a black card
    refused(s, "exchange R1 R10", "only cards of the wrong colors")  # R1 holds a red card
    refused(s, "exchange R2 T", "R1-R12")
    refused(s, "exchange R2", "two places")


def test_rule_2_the_transfer_without_an_exchange_waits_for_the_end() -> None:
    """'at the end of the game, when all the cards are dealt and the talon is exhausted, they may be
    transferred without an exchange' (note hemispheres-3): into a vacancy of their own hemisphere."""
    s = arrange({"R2": "QC", "R8": ""})
    refused(s, "R2>R8", "only at the end of the game")
    end = arrange({"R2": "QC", "R8": "", "R3": "", "T": "9C"}, pack="")
    refused(end, "R2>R3", "Rule I")  # not into the north again
    assert "R2>R8" in [str(m) for m in end.legal_moves()]
    end.apply("R2>R8")
    end.apply("R8>F5")
    assert shown(end, "F5") == ["KC", "QC"] and not end.pile("R2")


# --- Rule III: marriages within the Race; the talon's cards marry any Race --------------------------

def test_rule_3_cards_marry_only_in_their_own_race() -> None:
    s = arrange({"R1": "8H", "R2": "7H", "R4": "8H", "R7": "6C", "R8": "5C"})
    s.apply("R2>R1")  # the European seven of hearts on the European eight
    assert shown(s, "R1") == ["8H", "7H"]
    s.undo()
    refused(s, "R2>R4", "Rule III")  # not on the Asiatic eight
    refused(s, "R8>R10", "Rule III")


def test_rule_3_cards_from_the_talon_marry_those_of_any_race() -> None:
    s = arrange({"R1": "8H", "R4": "8H", "T": "7H 7H"})
    s.apply("T>R4")
    s.apply("T>R1")
    assert shown(s, "R1") == ["8H", "7H"] and shown(s, "R4") == ["8H", "7H"]


def test_the_red_suits_marry_in_descending_line_the_black_in_ascending_line() -> None:
    """'Note.--The red suits marry in descending line; the black, in ascending line.'"""
    s = arrange({"R1": "8H", "R2": "9H", "R7": "6C", "R8": "7C", "T": "7D"})
    refused(s, "R2>R1", "descending line")
    refused(s, "T>R1", "descending line")  # the same suit only
    s.apply("R1>R2")
    refused(s, "R7>R8", "ascending line")
    s.apply("R8>R7")
    assert shown(s, "R2") == ["9H", "8H"] and shown(s, "R7") == ["6C", "7C"]
    refused(s, "R7@1>F5", "only the last card married")


def test_a_vacancy_is_filled_from_the_pack_only() -> None:
    s = arrange({"R1": "", "R2": "8H", "T": "5D"})
    refused(s, "R2>R1", "refilled from the pack")
    refused(s, "T>R1", "refilled from the pack")


# --- Rule IV: the barriers ---------------------------------------------------------------------------

def test_rule_4_the_barriers_wait_for_the_end_of_the_game() -> None:
    """'The barriers cannot be moved till the end of the game, when they are played to complete the
    foundations.'"""
    s = arrange({"F2": up("H", "Q"), "F6": down("S", "2")})
    refused(s, "B1>F2", "Rule IV")
    refused(s, "B4>F6", "Rule IV")
    end = arrange({"F2": up("H", "Q"), "F6": down("S", "2")}, pack="")
    refused(end, "B1>R1", "Rule IV")
    end.apply("B1>F2")
    end.apply("B4>F6")
    assert len(end.pile("F2")) == 13 and len(end.pile("F6")) == 13
    refused(end, "B3>F1", "the aces ascend in sequence")


# --- Rule V: the foundations follow suit ---------------------------------------------------------------

def test_rule_5_all_the_foundations_must_follow_suit() -> None:
    s = arrange({"R1": "2H", "R7": "QS"})
    refused(s, "R1>F1", "Rule V")  # the ace of diamonds
    s.apply("R1>F2")
    refused(s, "R7>F5", "Rule V")  # the king of clubs
    s.apply("R7>F6")


# --- the deal, the refill, the talon ---------------------------------------------------------------

def test_the_remainder_is_dealt_to_the_talon_after_the_vacancies_are_refilled() -> None:
    """'you deal out the remainder of the pack, first refilling vacancies in the Races (proceeding from
    left to right, as in the original deal) and then playing all suitable cards. The rest form the
    talon' (note hemispheres-2)."""
    s = arrange({"R2": "", "R9": ""}, pack="7S 3D 4C")  # the top card of the pack last
    refused(s, "deal", "first refill the vacancies")
    assert "refill" in [str(m) for m in s.legal_moves()] and "deal" not in [str(m) for m in s.legal_moves()]
    s.apply("refill")
    assert shown(s, "R2") == ["4C"] and shown(s, "R9") == ["3D"]  # left to right: both wrong, as it falls
    s.apply("deal")
    assert shown(s, "T") == ["7S"] and not s.pile("P")
    refused(s, "deal", "no re-deal")
    refused(s, "refill", "no vacancy")
    refused(s, "redeal", "no such move")


def test_the_talons_top_card_plays() -> None:
    s = arrange({"T": "5D 2D"})
    s.apply("T>F1")
    refused(s, "T>F1", "the aces ascend in sequence")


def test_won_when_every_foundation_is_complete_and_over_when_nothing_moves() -> None:
    full = {**{n: up(c[-1], "K") for n, c in ACES.items()}, **{n: down(c[-1], "A") for n, c in KINGS.items()}}
    s = patience.arrange(SLUG, full)
    assert s.is_won() and s.is_over() and s.score() == 104
    nearly = patience.arrange(SLUG, {**full, "F2": up("H", "Q"), "B1": "KH"})
    assert not nearly.is_won() and nearly.legal_moves() == [patience.Move("move", ("B1", "F2"))]
    nearly.apply("B1>F2")
    assert nearly.is_won()
    stuck = arrange({"R1": "QC"}, pack="")
    assert not stuck.is_won() and stuck.is_over()


@pytest.mark.parametrize("deal", [0, 1, 2, 3])
def test_a_deal_plays_to_its_end(deal: int) -> None:
    """Every deal plays out by its legal moves: the first legal move each time, to the end."""
    s = patience.new_game(SLUG, deal)
    for _ in range(2000):
        legal = s.legal_moves()
        if not legal:
            break
        s.apply(legal[0])
    assert s.is_over() and not s.pile("P")
    assert all(s.table.role_of[s.index(n)] is Role.FOUNDATION for n in (*ACES, *KINGS))
