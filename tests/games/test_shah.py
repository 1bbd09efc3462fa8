"""The Shah (No. 7), tested from the 1914 text, rule by rule and paragraph by paragraph.

The text gives no worked example beyond its note on waiting for a card "likely to be soon required",
played here as it reads; a numbered deal won by the solver is replayed for the end of the game.
"""

from __future__ import annotations

import math
from collections import Counter

from support import fillers, refused, replay_win, shown

import patience
from patience.cards import packs
from patience.games.shah import KINGS_ASIDE, STAR
from patience.state import State
from patience.view.svg import CARD_H, CARD_W

SLUG = "shah"
INNER, SECOND, THIRD = STAR[:8], STAR[8:16], STAR[16:]
FOUNDATIONS = tuple(f"F{k}" for k in range(1, 9))
ACES = dict(zip(FOUNDATIONS, ("AS", "AH", "AC", "AD") * 2))
SET_ASIDE = {"K": "KH", "X": KINGS_ASIDE}


def arrange(piles: dict[str, str], star: int = 24, pack: str = "") -> State:
    """The Shah, the kings and the aces in their places, ``piles`` as given, and every other place of
    the star dealt so far (``star`` places, in the order of the deal) holding a card that nothing in the
    test can play, marry or take: in the third circle ``fillers``, in the inner circles queens (never
    married there, and played only on a knave). ``pack``: the cards left in hand, the next first."""
    given = {**SET_ASIDE, **ACES, **piles}
    free = [name for name in STAR[:star] if name not in piles]
    outer = [name for name in free if name in THIRD]
    filled = dict(zip(outer, fillers(given, len(outer))))
    inner = [name for name in free if name not in THIRD]
    filled.update((name, ("QS", "QH", "QC", "QD")[k % 4]) for k, name in enumerate(inner))
    hand = {"P": " ".join(reversed(pack.split()))} if pack else {}
    return patience.arrange(SLUG, {**given, **filled, **hand}, {"star": star})


def legal(s: State) -> list[str]:
    return [str(m) for m in s.legal_moves()]


def centre(pile: patience.rules.Pile) -> tuple[float, float]:
    return pile.x * CARD_W + CARD_W / 2, pile.y * CARD_H + CARD_H / 2


# --- the Shah, the aces, the foundations ----------------------------------------------------------

def test_the_shah_in_the_centre_the_seven_kings_thrown_aside() -> None:
    """'Take from the pack the eight aces and the eight kings. Throw aside seven of the kings and place
    the remaining one in the centre' (note shah-2). 'The king is called The Shah, and remains alone.'"""
    for deal in (0, 7, 123):
        s = patience.new_game(SLUG, deal)
        assert shown(s, "K") == ["KH"] and sorted(shown(s, "X")) == sorted(KINGS_ASIDE.split())
        assert {f: shown(s, f) for f in FOUNDATIONS} == {f: [a] for f, a in ACES.items()}
        assert Counter(int(c) for c in s.all_cards()) == Counter(int(c) for c in packs(2))
        assert len(s.pile("P")) == 104 - 16 and not any(c.rank == 13 for c in s.pile("P"))
    s = arrange({"O1": "2S"})
    refused(s, "K>F1", "the Shah remains alone")
    refused(s, "O1>K", "the Shah remains alone")
    refused(s, "X>F1", "the seven kings are thrown aside")


def test_the_eight_aces_surround_the_shah_and_the_rays_run_out_from_them() -> None:
    """'... with the eight aces surrounding it in a circle': the aces at one distance from the Shah, in
    eight directions 45 degrees apart, the top one first; each ray runs out from its ace through the
    inner, second and third circles, each card lying along its ray as in the picture (upright at top
    and bottom, crosswise at the sides, slanted between)."""
    piles = {p.name: p for g in patience.game(SLUG).groups for p in g.piles}
    cx, cy = centre(piles["K"])
    for k in range(8):
        direction = math.radians(45 * k)
        radii = []
        for name in (f"F{k + 1}", INNER[k], SECOND[k], THIRD[k]):
            x, y = centre(piles[name])
            radius = math.hypot(x - cx, y - cy)
            assert math.isclose(x - cx, radius * math.sin(direction), abs_tol=1)
            assert math.isclose(cy - y, radius * math.cos(direction), abs_tol=1)
            assert abs(piles[name].tilt) == (0, 45, 90, 45)[k % 4]
            radii.append(radius)
        assert radii == sorted(radii) and radii[0] > CARD_H
    assert len({round(math.hypot(*(a - b for a, b in zip(centre(piles[f]), (cx, cy))))) for f in FOUNDATIONS}) == 1


def test_the_aces_ascend_in_sequence_to_queens() -> None:
    """'The aces are the foundation cards, and are to ascend in sequence to queens': twelve cards each,
    the 96 cards that are not kings."""
    s = arrange({"O1": "3S", "O2": "2S"})
    refused(s, "O1>F1", "ascend in sequence to queens")
    s.apply("O2>F1")
    s.apply("O1>F1")
    assert shown(s, "F1") == ["AS", "2S", "3S"]
    game = patience.game(SLUG)
    spec = game.groups[2].foundations
    assert all(f.sequence == tuple(range(1, 13)) for f in spec)
    won = arrange({f: " ".join(f"{r}{a[-1]}" for r in ("A 2 3 4 5 6 7 8 9 10 J Q".split()))
                   for f, a in ACES.items()}, star=0)
    assert won.is_won()


def test_rule_iii_the_foundations_must_follow_suit() -> None:
    """Rule III: 'The foundations must follow suit.'"""
    s = arrange({"O1": "2H"})
    refused(s, "O1>F1", "Rule III: the foundations must follow suit")
    s.apply("O1>F2")
    assert shown(s, "F2") == ["AH", "2H"]
    t = arrange({"O1": "2H"})
    t.apply("O1>F6")  # two packs: either ace of hearts takes it
    assert shown(t, "F6") == ["AH", "2H"]


# --- the deal of the star -----------------------------------------------------------------------------

def test_the_star_is_dealt_circle_by_circle_from_the_top_and_from_left_to_right() -> None:
    """'Next deal out a circle of eight cards, beginning at the top and continuing from left to right ...
    Then deal out a second circle ... then a third circle, which completes the rays of the star'
    (note shah-3): one card a move; then 'the remaining cards are dealt out in the usual way' to the
    talon."""
    s = patience.new_game(SLUG, 5)
    assert all(not s.pile(name) for name in STAR) and not s.pile("T")
    coming = [str(c) for c in reversed(s.pile("P"))]
    for _ in range(24):
        s.apply("deal")
    # a suitable card is not played by the deal: the player plays it
    assert [shown(s, name) for name in STAR] == [[c] for c in coming[:24]]
    s.apply("deal")
    assert shown(s, "T") == [coming[24]] and s.counters["star"] == 24


def test_the_book_picture_is_the_star_of_two_circles_and_the_page_shows_three() -> None:
    """'In the pattern tableau the third circle is omitted for want of space': after sixteen cards the
    star is the picture's (two circles round the aces); the page's tableau deals the third as well."""
    s = patience.new_game(SLUG, 1)
    for _ in range(16):
        s.apply("deal")
    assert all(len(s.pile(n)) == 1 for n in INNER + SECOND) and not any(s.pile(n) for n in THIRD)
    assert patience.game(SLUG).figure == ("deal",) * 24


def test_rule_i_during_the_deal_a_card_is_available_until_the_next_circle_blocks_it() -> None:
    """Rule I: 'During the deal cards in each circle of the star are available until another circle
    blocks them': the second circle has reached the second ray; the inner cards of the rays it has not
    reached are still available, those it has covered are not (note shah-3)."""
    s = arrange({"I1": "2S", "S1": "9C", "I3": "2H"}, star=10, pack="5D 8C")
    refused(s, "I1>F1", "Rule I: during the deal cards in each circle")
    s.apply("I3>F2")
    # 'filling the spaces at once from the cards in your hand'; the deal goes on where it was
    assert shown(s, "I3") == ["5D"] and not s.pile("S3")
    s.apply("deal")
    assert shown(s, "S3") == ["8C"]
    assert s.counters["star"] == 11


def test_during_the_deal_spaces_are_filled_at_once_and_only_from_the_hand() -> None:
    """'If any of these are suitable, play them, filling the spaces at once from the cards in your
    hand': the engine fills them; the player fills no place of the star during the deal."""
    s = arrange({"O2": "2D"}, star=18, pack="6H 9S")
    s.apply("O2>F4")
    assert shown(s, "O2") == ["6H"]
    refused(s, "P>O3", "during the deal the star is dealt circle by circle")
    s.apply("deal")
    assert shown(s, "O3") == ["9S"]


def test_marriages_wait_until_the_third_circle_completes_the_star() -> None:
    """'... then a third circle, which completes the rays of the star. You should now examine the star,
    to see if there are any available cards which it would be advantageous to marry' (note shah-3)."""
    s = arrange({"O1": "8C", "O2": "7C"}, star=20, pack="10H 10H 10D 10D")
    refused(s, "O2>O1", "marriages wait until the third circle completes the rays")
    for _ in range(4):
        s.apply("deal")
    s.apply("O2>O1")
    assert shown(s, "O1") == ["8C", "7C"]


# --- Rules I and II after the deal ----------------------------------------------------------------

def test_rule_i_after_the_deal_only_the_third_circle_is_available_until_it_releases_the_inner() -> None:
    """Rule I: 'After the deal is completed only cards in the third (or outer) circle are available
    until, as usual, their removal releases the inner circles.'"""
    s = arrange({"I4": "3D", "S4": "2D", "O4": "2H"})
    refused(s, "S4>F4", "Rule I")
    refused(s, "I4>F4", "Rule I")
    s.apply("O4>F2")
    refused(s, "I4>F4", "Rule I")
    s.apply("S4>F4")  # released
    s.apply("I4>F4")  # released in its turn: the ray is opened out
    assert shown(s, "F4") == ["AD", "2D", "3D"] and not any(s.pile(n) for n in ("I4", "S4", "O4"))


def test_rule_ii_marriages_descend_in_suit_in_the_third_circle() -> None:
    """Rule II: 'Marriages are limited to cards in the third circle'; 'Marriages can only be made in
    descending line' (note shah-1)."""
    s = arrange({"O1": "9S", "O2": "8S", "O3": "10S", "O4": "8H"})
    refused(s, "O3>O1", "marriages can only be made in descending line")  # ascending
    refused(s, "O4>O1", "only the next lower card of the same suit")  # another suit
    s.apply("O2>O1")
    assert shown(s, "O1") == ["9S", "8S"]


def test_the_talon_card_may_be_married_to_the_third_circle() -> None:
    """'those not required for the foundations, or for marrying, or for refilling spaces forming the
    talon': the top card of the talon marries on the third circle."""
    s = arrange({"O5": "QD"}, pack="JD")
    s.apply("deal")
    assert shown(s, "T") == ["JD"]
    s.apply("T>O5")
    assert shown(s, "O5") == ["QD", "JD"]


def test_cards_married_on_the_third_circle_are_in_it_and_release_the_card_beneath() -> None:
    """A card married on a third-circle card is in the third circle: it is played or married on again,
    and then the card beneath is available (note shah-1)."""
    s = arrange({"O1": "5C 4C", "O2": "3C", "F3": "AC 2C"})
    refused(s, "O1>F3", "ascend in sequence")
    s.apply("O2>F3")
    s.apply("O1>F3")
    s.apply("O1>F3")
    assert shown(s, "F3") == ["AC", "2C", "3C", "4C", "5C"] and not s.pile("O1")
    t = arrange({"O1": "5C 4C", "O6": "5C"})
    t.apply("O1>O6")  # married on again, from one third-circle card to another
    assert shown(t, "O6") == ["5C", "4C"] and shown(t, "O1") == ["5C"]


def test_rule_ii_cards_of_the_inner_circles_even_released_can_only_be_played_not_married() -> None:
    """Rule II: 'cards in the inner circles, even when released, can only be played, but not married':
    not married on a card of the third circle, and no card married on them."""
    s = arrange({"O2": "2C", "S2": "8H", "O3": "9H", "O7": "9C"}, pack="8C")
    s.apply("O2>F3")  # S2 is released
    refused(s, "S2>O3", "Rule II: marriages are limited to cards in the third circle")
    s.apply("P>O2")  # the space refilled, its card married away, and the ray open again:
    s.apply("O2>O7")
    refused(s, "O7>S2", "Rule II")  # nothing is married on the released card


# --- refilling the spaces ---------------------------------------------------------------------------

def test_spaces_are_refilled_from_the_talon_or_pack_as_the_player_chooses() -> None:
    """'the spaces so made must be refilled from the talon or pack' (note shah-4): the top card of the
    talon, or the next card of the pack turned into the space."""
    s = arrange({"O6": "2H"}, pack="9D JS")
    s.apply("deal")
    s.apply("O6>F2")
    assert {"T>O6", "P>O6"} <= set(legal(s))
    t = s.clone()
    s.apply("T>O6")
    assert shown(s, "O6") == ["9D"] and not s.pile("T")
    t.apply("P>O6")
    assert shown(t, "O6") == ["JS"] and shown(t, "T") == ["9D"]


def test_spaces_are_refilled_beginning_with_the_inner_circles_from_left_to_right() -> None:
    """'... beginning with the inner circles, and proceeding from left to right as before'."""
    s = arrange({"O2": "2S", "S2": "3S", "O5": "4S", "O7": "5S", "S7": "6S", "I7": "7S",
                 "F1": "AS"}, pack="9H 9H 9D 9D 10H 10D")
    for move in ("O2>F1", "S2>F1", "O5>F1", "O7>F1", "S7>F1", "I7>F1"):
        s.apply(move)
    # the spaces: I7 in the inner circle; S2, S7 in the second; O2, O5, O7 in the third
    refused(s, "P>S2", "beginning with the inner circles")
    refused(s, "P>O5", "proceeding from left to right")
    order = []
    while any(not s.pile(n) for n in STAR):
        fill = next(m for m in legal(s) if m.startswith("P>"))
        order.append(fill[2:])
        s.apply(fill)
    assert order == ["I7", "S2", "S7", "O2", "O5", "O7"]


def test_the_pack_is_not_dealt_on_while_a_space_waits() -> None:
    """'When you have played or married all the cards you wish, the spaces so made must be refilled':
    the remaining cards are dealt only when the star is complete (note shah-4)."""
    s = arrange({"O3": "2D"}, pack="JH 9C")
    s.apply("O3>F4")
    refused(s, "deal", "the spaces must be refilled from the talon or pack before")
    s.apply("P>O3")
    s.apply("deal")
    assert shown(s, "T") == ["9C"]


def test_a_card_of_the_pack_goes_only_into_a_space() -> None:
    s = arrange({"O3": "QD"}, pack="JD")
    refused(s, "P>O3", "a card turned from the pack goes into a space")
    refused(s, "P>F4", "the pack is dealt")


def test_the_book_s_note_wait_for_a_card_then_make_a_space_for_it() -> None:
    """'It is often better to wait until, in dealing, a card turns up likely to be soon required, and
    then, by playing or marrying, you make a vacant space in which to place it.'"""
    s = arrange({"O1": "9S", "O2": "8S", "I3": "3H", "S3": "6C", "O3": "2H"}, pack="4H")
    s.apply("deal")  # the four of hearts turns up: soon required, once the three is played
    s.apply("O2>O1")  # marrying makes a vacant space
    s.apply("T>O2")  # in which to place it
    s.apply("O3>F2")
    assert shown(s, "O2") == ["4H"] and shown(s, "O1") == ["9S", "8S"]


# --- the grace ---------------------------------------------------------------------------------------

def opened_out() -> State:
    """The fifth ray opened out: its third, second and inner cards played in turn."""
    s = arrange({"O5": "2C", "S5": "3C", "I5": "4C", "O8": "5S 4S", "S8": "QH", "F3": "AC"},
                pack="9D 10H 8C")
    s.apply("deal")
    s.apply("deal")  # the talon: 9D, then 10H on top
    for move in ("O5>F3", "S5>F3", "I5>F3"):
        s.apply(move)
    return s


def test_the_grace_a_ray_opened_out_takes_one_card_from_the_third_circle_for_its_inner_card() -> None:
    """'When a lane, i.e., one entire ray of the star, is opened out, the place of the inner card may be
    filled by one card from the third circle ... The other two spaces are refilled from the talon, and
    this must be done at once, as each ray must always be complete' (note shah-5)."""
    s = opened_out()
    assert {"O8>I5", "T>I5", "P>I5"} <= set(legal(s))
    s.apply("O8>I5")
    assert shown(s, "I5") == ["4S"] and shown(s, "S5") == ["10H"] and shown(s, "O5") == ["9D"]
    assert not s.pile("T") and shown(s, "O8") == ["5S"]
    # the ray is complete at once, and the grace cannot come twice to it
    refused(s, "O8>I5", "Rule II")


def test_the_grace_takes_the_pack_where_the_talon_runs_short() -> None:
    s = arrange({"O5": "2C", "S5": "3C", "I5": "4C", "O8": "5S", "F3": "AC"}, pack="9D 10H 8C")
    s.apply("deal")
    for move in ("O5>F3", "S5>F3", "I5>F3", "O8>I5"):
        s.apply(move)
    assert shown(s, "S5") == ["9D"] and shown(s, "O5") == ["10H"] and shown(s, "P") == ["8C"]


def test_the_grace_is_one_card_of_the_third_circle_for_the_inner_place_only() -> None:
    """Only 'the place of the inner card', and only 'from the third circle'."""
    s = opened_out()
    refused(s, "S8>I5", "Rule II")  # a card of the second circle: not available, nor third circle
    s.apply("T>I5")
    refused(s, "O8>S5", "only the place of the inner card of a ray opened out")  # the second place
    s.apply("T>S5")
    assert shown(s, "I5") == ["10H"] and shown(s, "S5") == ["9D"] and not s.pile("O5")


def test_a_ray_filled_without_the_grace_is_refilled_card_by_card() -> None:
    s = opened_out()
    s.apply("P>I5")
    assert shown(s, "I5") == ["8C"] and not s.pile("S5") and not s.pile("O5")
    assert "T>S5" in legal(s) and "T>O5" not in legal(s)


# --- the end ----------------------------------------------------------------------------------------

def test_there_is_no_re_deal_and_the_game_is_over_when_nothing_can_be_done() -> None:
    """'There is no re-deal.'"""
    s = arrange({"O1": "9S"}, pack="")
    assert not s.pile("P") and not s.pile("T")
    refused(s, "deal", "there is no re-deal")
    refused(s, "redeal", "there is no re-deal")
    assert s.legal_moves() == [] and s.is_over() and not s.is_won()


def test_a_numbered_deal_is_won_move_by_move() -> None:
    """Deal 3, as the solver won it: the star dealt, the talon dealt out, the grace taken four times
    (``O3>I6``, ``O6>I3``, ``O2>I8``, ``O3>I1``), every card but the kings on the foundations."""
    s = replay_win(SLUG, 3, WON_DEAL_3)
    assert all(len(s.pile(f)) == 12 for f in FOUNDATIONS)
    assert not s.pile("P") and not s.pile("T") and s.is_over()


WON_DEAL_3 = """
    deal deal deal deal deal deal I6>F1 deal deal deal deal deal S3>F1 deal deal deal deal deal deal
    deal deal deal deal deal deal deal deal deal T>F5 deal deal deal deal deal T>F2 deal deal O3>O4
    P>O3 O3>F4 O7>F4 P>O3 O3>F1 P>O3 O3>F1 P>O3 P>O7 deal deal deal deal deal deal T>F4 deal deal
    deal deal deal deal deal T>O2 O6>O2 T>O6 O5>O6 S5>F5 P>S5 P>O5 deal deal deal deal deal T>F3
    O5>F3 P>O5 deal T>F6 deal T>F7 O6>O5 T>O4 deal deal deal deal deal deal deal deal deal T>F5 deal
    deal T>F8 O5>O6 T>O4 deal deal T>F3 deal deal deal T>F4 O6>O5 O6>O4 O5>O4 T>O6 deal T>F1 O6>F1
    O4>O5 P>O6 deal O5>O4 deal deal O6>O2 O4>O5 O2>O8 P>O6 O6>F8 O5>O4 O8>O2 P>O6 O6>F2 S6>F2 I6>F7
    O1>F2 T>F7 O2>O8 O4>O5 O3>I6 S3>F4 I3>F2 O5>F4 O5>F4 O8>F2 O8>F2 S8>F1 O6>I3 T>S8 T>O3 T>O1 T>O5
    T>F1 T>O7 T>O6 T>O7 T>F3 T>F8 T>F1 O5>F1 S8>F1 O7>F3 O7>F3 O7>F3 I8>F8 T>O6 O2>I8 O8>F3 O2>F2
    O2>F2 O3>F3 O3>F3 S5>F2 S2>F5 T>S2 T>F3 T>F8 T>F8 O4>F8 O4>F4 O4>F4 O4>F4 O4>F4 S4>F6 T>S4 T>F8
    P>S5 T>O2 T>F7 T>O3 T>F2 T>O4 O2>O4 T>O2 T>O5 T>F5 O1>F5 S1>F6 I1>F7 S7>F5 S8>F5 O3>I1 S3>F6
    O4>F6 O4>F6 I8>F6 S4>F5 S1>F5 O2>I8 S2>F6 I2>F8 I7>F6 I4>F6 I8>F6 O6>F8 O6>F8 S6>F5 O5>I2 S5>F7
    I6>F7 I2>F7 I1>F7 I5>F7 I3>F7
""".split()
