"""The Mill (No. 6), tested from the 1914 text, rule by rule and paragraph by paragraph."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st
from support import refused, replay_win, shown

import patience
from patience.cards import packs
from patience.games.mill import ANGLES, BOOK_TABLEAU, GAME, WING_NAMES, WINGS
from patience.state import State

SLUG = "mill"
ANGLE_NAMES = tuple(p.name for p in ANGLES)  # F2 to F5, clockwise from the upper left
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS = "SHCD"
# Eight wings of nines: nothing in a test takes a nine unless the test says so (the centre wants a
# deuce, an empty angle a king).
NINES = dict(zip(WING_NAMES, "9S 9H 9C 9D 9S 9H 9C 9D".split()))


def arrange(piles: dict[str, str], counters: dict[str, int] | None = None) -> State:
    return State.arranged(GAME, {"F1": "AH", **NINES, **piles}, counters)


def pack(top_first: str) -> str:
    """A pack written from its top card down, as the piles are written: bottom first."""
    return " ".join(top_first.split()[::-1])


def families(count: int) -> str:
    """The centre's first ``count`` cards: ace to king, four times over, the suits in turn (Rule II:
    any suit will do)."""
    return " ".join(f"{RANKS[k % 13]}{SUITS[k % 4]}" for k in range(count))


def king_down(count: int, first: int = 0) -> str:
    """An angle's first ``count`` cards: king down to ace, the suits in turn from ``first``."""
    return " ".join(f"{RANKS[12 - k]}{SUITS[(k + first) % 4]}" for k in range(count))


def moves(s: State) -> set[str]:
    return {str(m) for m in s.legal_moves()}


# --- the deal --------------------------------------------------------------------------------

def test_one_ace_in_the_centre_and_eight_wings_round_it() -> None:
    """'Take from the pack one ace and place it in the centre before you; next deal out eight cards,
    grouping them round the ace to represent the wings of a windmill.' The ace is the picture's ace
    of hearts (note mill-2); kings dealt to the wings are taken to the angles (note mill-3)."""
    for deal in (0, 1, 7, 16, 300):
        s = patience.new_game(SLUG, deal)
        assert shown(s, "F1") == ["AH"]
        kings = [shown(s, name) for name in ANGLE_NAMES if s.pile(name)]
        assert all(pile == [pile[0]] and pile[0][0] == "K" for pile in kings)
        assert sum(len(s.pile(w)) for w in WING_NAMES) + len(kings) == 8
        assert len(s.pile("P")) == 104 - 1 - 8 and not s.pile("T")
        assert Counter(int(c) for c in s.all_cards()) == Counter(int(c) for c in packs(2))
        assert set(s.view()["P"]) == {None}


def test_the_layout_is_the_books_windmill() -> None:
    """The picture: the centre ace, four arms of two wings (the side arms lying across), and a slanted
    angle for a king between each two arms; the pack and talon, not pictured, aside."""
    game = patience.game(SLUG)
    places = {p.name: p for g in game.groups for p in g.piles}
    centre = places["F1"]
    top, right, bottom, left = (WINGS[k:k + 2] for k in range(0, 8, 2))
    assert all(abs(p.x - centre.x) < 0.1 and p.y < centre.y for p in top) and top[1].y < top[0].y
    assert all(abs(p.x - centre.x) < 0.1 and p.y > centre.y for p in bottom) and bottom[1].y > bottom[0].y
    assert all(abs(p.y - centre.y) < 0.1 and p.x > centre.x and p.tilt == 90 for p in right)
    assert all(abs(p.y - centre.y) < 0.1 and p.x < centre.x and p.tilt == 90 for p in left)
    assert right[1].x > right[0].x and left[1].x < left[0].x
    for angle, (dx, dy) in zip(ANGLES, ((-1, -1), (1, -1), (1, 1), (-1, 1))):
        assert (angle.x - centre.x) * dx > 1 and (angle.y - centre.y) * dy > 0.5 and abs(angle.tilt) == 45
    assert places["P"].y > centre.y + 2 and places["T"].y == places["P"].y


def test_the_books_tableau_kings_are_taken_from_the_wings_and_the_spaces_filled_from_the_hand() -> None:
    """The picture (note mill-6), and: 'Having placed the centre ace and the wings, take from the latter
    any kings for the foundations ..., filling up the spaces so made from the cards in your hand.'"""
    s = State.arranged(GAME, {**BOOK_TABLEAU, "P": pack("5C 2S 7D")})
    assert {str(c) for w in WING_NAMES for c in s.pile(w)} == {"3C", "6S", "8C", "10D", "KD", "8H", "3H", "KH"}
    assert all(not s.pile(a) for a in ANGLE_NAMES)
    assert "W5>F2" in moves(s) and "W8>F2" in moves(s)
    s.apply("W8>F2")  # the first king taken; the other goes up at once, as it appears (note mill-3)
    assert shown(s, "F2") == ["KH"] and shown(s, "F3") == ["KD"]
    assert not s.pile("W5") and not s.pile("W8")
    assert moves(s) == {"P>W5", "P>W8"}  # the spaces are filled from the hand before anything else
    s.apply("P>W5")
    s.apply("P>W8")
    assert shown(s, "W5") == ["5C"] and shown(s, "W8") == ["2S"]
    s.apply("W8>F1")  # and now the deuce on the centre ace
    assert shown(s, "F1") == ["AH", "2S"]


def test_a_deal_with_kings_in_the_wings_waits_for_their_places_to_be_filled() -> None:
    """A numbered deal whose wings held kings: they are in the angles, and the only moves are the
    vacancies' refilling from the pack (the talon is still empty)."""
    s = patience.new_game(SLUG, 0)
    empty = [w for w in WING_NAMES if not s.pile(w)]
    assert empty and s.pile("F2")
    assert moves(s) == {f"P>{w}" for w in empty}


# --- Rule I and Rule II --------------------------------------------------------------------

def test_rule_I_all_cards_in_the_wings_are_available() -> None:
    """Rule I: 'All cards in the wings are available': a deuce in any wing goes on the centre ace; of
    the talon only the top card."""
    for wing in WING_NAMES:
        s = arrange({wing: "2C"})
        assert f"{wing}>F1" in moves(s)
    t = arrange({"T": "2C 9S"})
    refused(t, "T@1>F1", "Rule I: all cards in the wings are available; .* the talon, whose top card alone")
    refused(t, "T>F1", "upon the centre ace four entire families are to be piled in sequences")


def test_rule_II_the_five_foundations_do_not_follow_suit() -> None:
    """Rule II: 'The five foundations do not follow suit.'"""
    s = arrange({"F2": "KH", "W1": "2S", "W2": "QC", "W3": "3D", "W4": "JH"})
    s.apply("W1>F1")  # a spade on the ace of hearts
    s.apply("W2>F2")  # a club on the king of hearts
    s.apply("W3>F1")
    s.apply("W4>F2")
    assert shown(s, "F1") == ["AH", "2S", "3D"] and shown(s, "F2") == ["KH", "QC", "JH"]


def test_the_centre_ace_takes_four_entire_families_each_ace_to_king() -> None:
    """'upon the centre ace four entire families are to be piled in sequences (Rule II)'; 'The four
    families on the centre ace each begin with ace and end with king.'"""
    s = arrange({"F1": families(12), "W1": "KS", "W2": "2D", "W3": "AC", "P": pack("7S")})
    refused(s, "W2>F1", "upon the centre ace four entire families are to be piled in sequences")
    refused(s, "W3>F1", "each beginning with ace and ending with king")
    s.apply("W1>F1")  # the first family ends with its king
    s.apply("P>W1")
    refused(s, "W2>F1", "each beginning with ace and ending with king")  # the next begins with an ace
    s.apply("W3>F1")  # the pack is out: the vacancy stays
    s.apply("W2>F1")
    assert shown(s, "F1")[11:] == ["QD", "KS", "AC", "2D"]


def test_each_of_the_four_kings_descends_in_sequence_to_ace() -> None:
    """'Each of the four kings is to descend in sequence to ace' (not following suit, Rule II)."""
    s = arrange({"F3": king_down(11), "W1": "JS", "W2": "AC", "W3": "2C"})
    refused(s, "W1>F3", "each of the four kings is to descend in sequence to ace")
    refused(s, "W2>F3", "descend in sequence to ace")  # the deuce first
    s.apply("W3>F3")
    s.apply("W2>F3")
    assert shown(s, "F3")[-3:] == ["3C", "2C", "AC"]
    t = arrange({"F3": king_down(13), "W2": "AC"})
    refused(t, "W2>F3", "that foundation is complete")


# --- the kings ------------------------------------------------------------------------------

def test_the_first_four_kings_that_appear_are_played_in_the_four_angles() -> None:
    """'The first four kings that appear in dealing are to be played in the four angles' (note mill-3):
    a king turned onto the talon goes to the next empty angle at once; a fifth king is a card like
    any other, for the centre ace after a queen."""
    s = arrange({"F2": "KS", "F3": "KS", "P": pack("KH 3C KD KC")})
    s.apply("deal")
    assert shown(s, "F4") == ["KH"] and not s.pile("T")
    s.apply("deal")
    s.apply("deal")  # a king turned on the three goes up, uncovering it
    assert shown(s, "F5") == ["KD"] and shown(s, "T") == ["3C"]
    s.apply("deal")  # the fifth king: the angles are full
    assert shown(s, "T") == ["3C", "KC"]
    refused(s, "T>F1", "upon the centre ace four entire families")
    t = arrange({"F1": families(12), **{a: "KS" for a in ANGLE_NAMES}, "T": "KC"})
    t.apply("T>F1")
    assert shown(t, "F1")[-1] == "KC"


def test_an_empty_angle_takes_only_a_king() -> None:
    """'These [the four kings], with the centre ace, form the five foundation cards.'"""
    s = arrange({"W1": "QS"})
    refused(s, "W1>F2", "the first four kings that appear in dealing are to be played in the four angles")


def test_a_king_turned_into_a_vacancy_goes_to_its_angle_and_the_vacancy_waits_again() -> None:
    s = arrange({"W1": "", "P": pack("KD 5S")})
    assert moves(s) == {"P>W1"}
    s.apply("P>W1")
    assert shown(s, "F2") == ["KD"] and not s.pile("W1")
    s.apply("P>W1")
    assert shown(s, "W1") == ["5S"]


# --- the pack, the talon and the wings -------------------------------------------------------

def test_the_remaining_cards_are_turned_one_by_one_and_the_unused_form_the_talon() -> None:
    """'Then proceed to deal out the remaining cards, turning them one by one, playing all whose value
    admit of it on the foundations. The cards that cannot be so used are placed aside in one packet,
    forming the talon.'"""
    s = arrange({"P": pack("2C 8S 3D")})
    s.apply("deal")
    s.apply("T>F1")  # suitable: played
    s.apply("deal")  # unsuitable: it stays on the talon
    s.apply("deal")
    assert shown(s, "T") == ["8S", "3D"]
    s.apply("T>F1")  # the talon's top card is played from it
    assert shown(s, "T") == ["8S"] and shown(s, "F1") == ["AH", "2C", "3D"]
    refused(s, "deal", "the pack is exhausted")
    refused(s, "P>F1", "the pack is turned one by one")


def test_cards_are_played_on_the_foundations_only() -> None:
    """Nothing is placed on a wing or on the talon: every card played goes 'on the foundations'."""
    s = arrange({"W1": "8S", "T": "9D", "P": pack("7S")})
    refused(s, "W1>W2", "nothing is placed on the wings or on the talon")
    refused(s, "W1>T", "nothing is placed on the wings or on the talon")
    refused(s, "T>W1", "nothing is placed on the wings or on the talon")
    refused(s, "P>W1", "a card from the pack goes to the wings only to refill a vacancy")
    refused(s, "F1>W1", "cards on the foundations stay there")


def test_vacancies_in_the_wings_must_be_immediately_refilled_from_the_pack_or_talon() -> None:
    """'Vacancies in the wings must be immediately refilled from the pack or talon' (note mill-4): the
    player chooses the pack's next card or the talon's top card, before any other move."""
    s = arrange({"W1": "2S", "W2": "3S", "W3": "5D", "T": "9S 4H", "P": pack("QH 6C")})
    s.apply("W1>F1")
    assert not s.pile("W1")
    assert moves(s) == {"P>W1", "T>W1"}
    refused(s, "W2>F1", "vacancies in the wings must be immediately refilled from the pack or talon, before any")
    refused(s, "deal", "immediately refilled")
    refused(s, "W3>W1", "vacancies in the wings must be immediately refilled from the pack or talon")
    s.apply("P>W1")  # the pack's next card turned into the vacancy
    assert shown(s, "W1") == ["QH"] and shown(s, "P") == ["6C"]
    s.undo()
    s.apply("T>W1")  # or the talon's top card
    assert shown(s, "W1") == ["4H"] and shown(s, "T") == ["9S"]
    s.apply("W2>F1")  # the other moves are open again; a new vacancy waits in its turn
    assert moves(s) == {"P>W2", "T>W2"}


def test_vacancies_stay_when_pack_and_talon_are_exhausted() -> None:
    s = arrange({"W1": "2S", "W2": "3S"})
    s.apply("W1>F1")
    s.apply("W2>F1")  # nothing can refill the first vacancy: play goes on
    assert not s.pile("W1") and not s.pile("W2")
    refused(s, "W3>W1", "refilled from the pack or talon")


def test_there_is_no_redeal() -> None:
    """'There is no re-deal.'"""
    s = arrange({"T": "9S 8S"})
    refused(s, "redeal", "there is no re-deal")
    assert "redeal" not in moves(s)


# --- the privilege (note mill-5) -------------------------------------------------------------

PRIVILEGE = {"F1": families(4), "F2": king_down(9), "F3": king_down(8, 1), "F4": "KD", "F5": "KC",
             "W1": "6H", "W2": "7S"}  # the centre wants a five; F2's uppermost card is a five, F3's a six


def test_the_uppermost_card_of_a_king_packet_may_be_transferred_to_the_ace_packet() -> None:
    """'the uppermost card of either of the king packets may be transferred, if suitable, to the ace
    packet': here it brings the six of the wings into use."""
    s = arrange(PRIVILEGE)
    assert "F2>F1" in moves(s) and "W1>F1" not in moves(s)
    s.apply("F2>F1")
    assert shown(s, "F1")[-1] == "5S" and shown(s, "F2")[-1] == "6D"
    s.apply("W1>F1")  # the card brought into use
    assert shown(s, "F1")[-2:] == ["5S", "6H"]


def test_the_privilege_transfers_only_a_suitable_card_and_only_to_the_ace_packet() -> None:
    """'... if suitable, to the ace packet': not a card out of sequence, not to another angle or a wing."""
    s = arrange({**PRIVILEGE, "F4": king_down(7), "W3": "7C"})  # F4 wants a six
    refused(s, "F3>F1", "upon the centre ace four entire families are to be piled in sequences")
    refused(s, "F3>F4", "may be transferred, if suitable, to the ace packet, and nowhere else")
    refused(s, "F2>W3", "to the ace packet, and nowhere else")
    refused(s, "F2>T", "to the ace packet, and nowhere else")


def test_the_privilege_only_when_it_brings_another_card_into_immediate_use() -> None:
    """'... and may only be resorted to when the playing of that card would bring into immediate use
    any other available card of the wings or of the talon' (note mill-5): a card of the rank that would
    follow it on the ace packet, uppermost in a wing or on the talon."""
    s = arrange({**PRIVILEGE, "W1": "9S"})
    refused(s, "F2>F1", "would bring into immediate use any other available card of the wings or of the talon")
    t = arrange({**PRIVILEGE, "W1": "9S", "T": "6C"})  # the talon's top card will do
    t.apply("F2>F1")
    t.apply("T>F1")
    u = arrange({**PRIVILEGE, "W1": "9S", "T": "6C 8D", "P": pack("6S")})  # a covered card or the pack will not
    refused(u, "F2>F1", "would bring into immediate use")


def test_the_privilege_does_not_take_the_king_of_an_angle() -> None:
    """The king alone in its angle is its foundation card: it is not transferred (note mill-5)."""
    s = arrange({"F1": families(12), "F2": "KH", "F3": "KS", "F4": "KD", "F5": "KC", "W1": "AS"})
    refused(s, "F2>F1", "the king itself, the foundation card of its angle, stays there")


def test_the_privilege_is_limited_to_one_card_of_each_at_a_time() -> None:
    """'... but this privilege is limited to one card of each at a time' (note mill-5): a second card of
    the same king packet only after a card of the wings or the talon has been played; another packet
    may give its one card meanwhile."""
    s = arrange({**PRIVILEGE, "W3": "8D", "W4": "QC", "T": "8H", "P": pack("9S")})
    s.apply("F2>F1")  # the five from F2; F2 shows its six, and the seven of the wings could follow it
    refused(s, "F2>F1", "this privilege is limited to one card of each king packet at a time")
    s.apply("F3>F1")  # one card of another packet: the six from F3, the seven of the wings to follow
    refused(s, "F3>F1", "limited to one card of each king packet at a time")  # its seven, the eight to follow
    s.apply("deal")  # turning a card is not playing one
    refused(s, "F3>F1", "limited to one card of each king packet at a time")
    s.apply("W4>F4")  # a card of the wings played up (the queen on a king): the privilege is open again
    assert s.counters["transferred"] == 0
    s.apply("T>W4")  # its vacancy refilled at once
    s.apply("F3>F1")  # F3's seven, the eight of the wings to follow
    assert shown(s, "F1")[-3:] == ["5S", "6S", "7D"]
    s.undo()
    assert s.counters["transferred"] == 0 and "F3>F1" in moves(s)


# --- the end --------------------------------------------------------------------------------

def test_the_game_is_won_when_the_five_foundations_are_complete() -> None:
    """Four entire families on the centre ace, each king down to ace: all 104 cards."""
    angles = {a: king_down(13, k) for k, a in enumerate(ANGLE_NAMES)}
    s = arrange({**{w: "" for w in WING_NAMES}, "F1": families(51), **angles, "W4": "KS"})
    assert not s.is_won() and not s.is_over()
    s.apply("W4>F1")
    assert s.is_won() and s.is_over() and s.score() == 104


def test_the_game_is_lost_when_nothing_can_be_played_and_the_pack_is_out() -> None:
    s = arrange({**{a: "KS" for a in ANGLE_NAMES}, "T": "2S 7C"})
    assert not s.legal_moves() and s.is_over() and not s.is_won()


# Deal 16, played by plain greedy play (every suitable card up, the talon first, then the wings, then the
# privilege; vacancies from the talon first; else deal) and recorded here move by move.
WINNING_DEAL = 16
WINNING_LINE = (
    "P>W2 deal deal deal deal T>F2 deal deal deal T>F3 deal T>F4 deal deal deal deal deal T>F1 T>F1 W1>F1 "
    "T>W1 T>F1 W4>F1 T>W4 deal T>F1 W6>F1 T>W6 W1>F1 T>W1 T>F1 deal deal deal deal deal W4>F5 T>W4 deal "
    "deal deal deal T>F1 deal T>F1 deal deal deal deal deal deal deal deal T>F1 W3>F1 T>W3 deal deal T>F1 "
    "W3>F1 T>W3 W6>F1 T>W6 W5>F1 T>W5 W4>F1 T>W4 W3>F1 T>W3 deal deal deal T>F2 W1>F2 T>W1 W8>F2 T>W8 "
    "deal T>F1 F2>F1 W2>F1 T>W2 deal deal deal deal deal T>F2 deal deal T>F2 deal T>F1 deal T>F2 deal "
    "T>F3 W8>F3 T>W8 T>F1 W8>F3 T>W8 T>F3 deal T>F3 deal deal deal deal T>F2 W6>F2 T>W6 W4>F2 T>W4 W1>F2 "
    "T>W1 W2>F2 T>W2 W4>F2 T>W4 deal deal deal T>F3 deal T>F3 T>F3 W5>F3 T>W5 W3>F3 T>W3 W7>F3 T>W7 deal "
    "deal deal deal T>F4 W2>F4 T>W2 deal deal T>F1 F2>F1 W7>F1 T>W7 W2>F1 T>W2 W8>F1 T>W8 W2>F1 T>W2 "
    "W8>F1 T>W8 W3>F1 T>W3 W1>F1 T>W1 deal deal deal deal T>F5 deal T>F5 deal deal deal deal T>F2 deal "
    "deal deal T>F1 deal F4>F1 T>F1 W1>F1 T>W1 W1>F1 T>W1 F2>F1 W1>F1 T>W1 W2>F1 T>W2 T>F1 W5>F1 T>W5 "
    "W3>F1 T>W3 W4>F1 T>W4 W3>F1 P>W3 deal T>F4 deal T>F2 deal deal deal deal deal deal deal deal deal "
    "T>F1 F4>F1 W1>F1 T>W1 W7>F1 T>W7 W5>F1 T>W5 deal deal deal T>F5 W5>F5 T>W5 T>F5 T>F5 T>F5 W8>F5 T>W8 "
    "T>F4 W4>F5 T>W4 W2>F5 P>W2 W1>F5 P>W1 W2>F4 P>W2 W4>F4 W6>F4 W5>F4 W8>F4 W1>F4 W7>F4 W3>F4 W2>F4"
)


def test_a_real_deal_is_won_using_the_privilege() -> None:
    """A numbered deal played out to the end: every move accepted, the privilege used, the game won."""
    s = replay_win(SLUG, WINNING_DEAL, WINNING_LINE)
    assert any(str(m).startswith("F") for m in s.moves)


@settings(max_examples=30, deadline=None)
@given(deal=st.integers(0, 100_000), choices=st.lists(st.integers(0, 1000), max_size=150))
def test_whatever_is_played_the_rules_hold(deal: int, choices: list[int]) -> None:
    """Random play: a waiting vacancy is filled before anything else; no king lies available while an
    angle is empty; the centre keeps its four families and each angle its king going down."""
    s = patience.new_game(SLUG, deal)
    for choice in choices:
        legal = s.legal_moves()
        if not legal:
            break
        waiting = any(not s.pile(w) for w in WING_NAMES) and (s.pile("P") or s.pile("T"))
        if waiting:
            assert all(m.kind == "move" and m.args[0] in ("P", "T") and not s.pile(m.args[1]) for m in legal)
        s.apply(legal[choice % len(legal)])
        centre = [c.rank for c in s.pile("F1")]
        assert centre == [k % 13 + 1 for k in range(len(centre))]
        for a in ANGLE_NAMES:
            assert [c.rank for c in s.pile(a)] == list(range(13, 13 - len(s.pile(a)), -1))
        if any(not s.pile(a) for a in ANGLE_NAMES):
            tops = [s.pile(n)[-1].rank for n in (*WING_NAMES, "T") if s.pile(n)]
            assert 13 not in tops
