"""The Terrace (No. 27), tested from the 1914 text, rule by rule and paragraph by paragraph.

The text gives no worked example of play; its picture is the layout, which the deal is checked against.
"""

from __future__ import annotations

from collections import Counter

from support import cards, refused, shown

import patience
from patience.cards import packs
from patience.deals import shuffled
from patience.rules import Pile
from patience.state import State

SLUG = "terrace"
CHOICE = ("C1", "C2", "C3")
FOUNDATIONS = tuple(f"F{k}" for k in range(1, 9))
VALLEY = tuple(f"V{k}" for k in range(1, 10))
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


# Cards for the valley's places a test leaves out, where a pack would otherwise refill them: nothing is
# placed on an ace, a king is placed on nothing, and no foundation of a test takes either.
FILLERS = ("KS", "KH", "KC", "KD", "KS", "KH", "KC", "KD", "AS")


def arrange(piles: dict[str, str], full: bool = False) -> State:
    """A position after the choice (a card on ``F1``), ``piles`` as given, every other pile empty (with
    no pack, an empty place of the valley waits for nothing); ``full``: the valley's places not given
    hold ``FILLERS``, so that none waits for the pack."""
    free = [v for v in VALLEY if v not in piles] if full else []
    return patience.arrange(SLUG, {**dict(zip(free, FILLERS)), **piles})


def run(first: str, count: int) -> str:
    """``count`` cards of a foundation from ``first`` up, round past the king, in alternate colours
    (hearts and spades)."""
    k, red = RANKS.index(first[:-1]), first[-1] in "HD"
    out = []
    for step in range(count):
        out.append(RANKS[(k + step) % 13] + ("H" if red == (step % 2 == 0) else "S"))
    return " ".join(out)


def legal(s: State) -> list[str]:
    return [str(m) for m in s.legal_moves()]


def group_piles(name: str) -> tuple[Pile, ...]:
    return next(g for g in patience.game(SLUG).groups if g.name == name).piles


# --- the deal ------------------------------------------------------------------------------------

def test_the_terrace_is_a_row_of_thirteen_cards_dealt_from_left_to_right() -> None:
    """'Deal out from left to right a row of thirteen cards. This is called the Terrace.' Two packs."""
    for deal in (0, 1, 7):
        s = patience.new_game(SLUG, deal)
        assert len(s.pile("TR")) == 13
        assert Counter(int(c) for c in s.all_cards()) == Counter(int(c) for c in packs(2))
    (terrace,) = group_piles("terrace")
    assert terrace.fan == "right"  # one row: the last card dealt, on the right, is the pile's top (Rule I)
    s = patience.new_game(SLUG, 1)
    pack = shuffled(packs(2), SLUG, 1)  # the top card last
    assert s.pile("TR") == tuple(reversed(pack[-13:]))  # the first card dealt on the left
    assert [s.pile(c)[0] for c in CHOICE] == list(reversed(pack[-16:-13]))  # then the three turned up
    assert str(s.pile("TR")[-1]) == "KC"  # the right-hand card of deal 1


def test_three_cards_are_turned_up_from_the_pack_to_choose_from() -> None:
    """'You next turn up from the pack in hand three cards, and choose one of the three as a foundation.'"""
    s = patience.new_game(SLUG, 1)
    assert [len(s.pile(c)) for c in CHOICE] == [1, 1, 1]
    assert all(v is not None for c in CHOICE for v in s.view()[c])  # face up
    assert set(s.view()["P"]) == {None} and len(s.pile("P")) == 104 - 13 - 3
    assert not any(s.pile(name) for name in (*FOUNDATIONS, *VALLEY, "T"))


def test_the_layout_follows_the_picture() -> None:
    """The picture: the Terrace across the top, a row of eight places for the foundations beneath it,
    the valley of nine cards below them; the first foundation 'underneath the Terrace on the left side'
    and the rejected cards 'underneath the foundation' (note terrace-8)."""
    (terrace,) = group_piles("terrace")
    foundations, valley = group_piles("foundations"), group_piles("valley")
    assert len(foundations) == 8 and len(valley) == 9
    assert len({p.y for p in foundations}) == 1 and len({p.y for p in valley}) == 1
    assert terrace.y < foundations[0].y < valley[0].y
    assert [p.x for p in foundations] == sorted(p.x for p in foundations)
    assert [p.x for p in valley] == sorted(p.x for p in valley)
    assert foundations[0].x == min(p.x for p in foundations) == terrace.x  # on the left side
    assert valley[0].x == foundations[0].x  # the rejected cards go underneath the foundation
    game = patience.game(SLUG)
    for group in game.groups:
        for p in group.piles:
            assert 0 <= p.x and p.x + 1 <= game.width and p.y + 1 <= game.height


# --- the choice of the foundation card (note terrace-1) ---------------------------------------

def test_before_the_choice_nothing_else_may_be_done() -> None:
    """The valley is dealt only after the choice: the choice is the first move."""
    s = patience.new_game(SLUG, 1)
    assert legal(s) == ["choose C1", "choose C2", "choose C3"]
    refused(s, "deal", "choose one of the three as a foundation")
    refused(s, "refill", "choose one of the three as a foundation")
    refused(s, "TR>F1", "choose one of the three as a foundation")
    refused(s, "C2>F1", "serve only the choice of the foundation card")
    refused(s, "choose V1", "the foundation card is chosen from the three cards turned up")
    refused(s, "choose", "the foundation card is chosen from the three cards turned up")


def test_the_chosen_card_is_the_first_foundation_the_rejected_go_underneath_and_seven_more_beside() -> None:
    """'Place the foundation card underneath the Terrace on the left side ... You next place your two
    rejected cards underneath the foundation, and deal out seven other cards alongside, forming a third
    horizontal row of nine cards. This is called the valley.'"""
    s = patience.new_game(SLUG, 1)
    three = [shown(s, c)[0] for c in CHOICE]
    pack = shown(s, "P")
    s.apply("choose C2")
    assert shown(s, "F1") == [three[1]] == ["QS"]
    assert shown(s, "V1") == [three[0]] and shown(s, "V2") == [three[2]]
    assert [shown(s, v)[0] for v in VALLEY[2:]] == pack[::-1][:7]  # the next seven cards of the pack
    assert shown(s, "P") == pack[:-7]
    assert not any(s.pile(c) for c in CHOICE)
    refused(s, "choose C1", "the foundation card has been chosen")


def test_any_of_the_three_may_be_chosen_the_advice_is_not_enforced() -> None:
    """'You should always examine the available card of the Terrace and choose, if possible, one below it
    in value' is advice (note terrace-1): deal 1's Terrace ends with the king of clubs and the queen of
    spades is one below it, but the three of spades or the king may be chosen as well."""
    for choice, base in (("C1", "3S"), ("C2", "QS"), ("C3", "KC")):
        s = patience.new_game(SLUG, 1)
        s.apply(f"choose {choice}")
        assert shown(s, "F1") == [base] and s.base_rank() == cards(base)[0].rank


def test_on_the_board_a_click_on_one_of_the_three_chooses_it() -> None:
    """The page's board: the choice is made by clicking the card (note terrace-1)."""
    from patience.view.board import Board

    board = Board(SLUG, 1)
    board.click("C2")
    assert [str(m) for m in board.state.moves] == ["choose C2"] and board.message == ""
    board.make("choose C1")
    assert "the foundation card has been chosen" in board.message


def test_a_rejected_card_of_the_value_chosen_takes_its_place_at_once() -> None:
    """'The seven other cards of similar value will take their places, as they turn up' (note terrace-2):
    a rejected card of the foundation value goes up to the next place of the line, and its vacancy in the
    valley waits to be refilled."""
    s = patience.arrange(SLUG, {"TR": "KD", "C1": "5H", "C2": "5S", "C3": "9D", "P": "2C 3C 4C JC JC QC QC KC KC"})
    s.apply("choose C1")
    assert shown(s, "F1") == ["5H"] and shown(s, "F2") == ["5S"]
    assert s.pile("V1") == () and shown(s, "V2") == ["9D"]
    assert "refill" in legal(s)


# --- Rule II: the foundations (note terrace-2) --------------------------------------------------

def test_rule_ii_the_foundations_ascend_in_sequence() -> None:
    """Rule II: 'The foundations ascend in sequence.'"""
    s = arrange({"F1": "9H", "V1": "JD", "V2": "10S", "V3": "JS"})
    refused(s, "V3>F1", "Rule II: the foundations ascend in sequence, from the value of the foundation card")
    refused(s, "V1>F1", "Rule II: the foundations ascend in sequence")
    s.apply("V2>F1")
    s.apply("V1>F1")
    refused(s, "V1>F1", "there is no card there")
    assert shown(s, "F1") == ["9H", "10S", "JD"]


def test_rule_ii_the_foundations_are_formed_with_alternate_red_and_black_cards() -> None:
    """Rule II: '... and must be formed with alternate red and black cards', whatever the suit."""
    s = arrange({"F1": "9H", "V1": "10H", "V2": "10D", "V3": "10C"})
    refused(s, "V1>F1", "Rule II: the foundations ascend in sequence and must be formed with alternate red and "
                        "black cards")
    refused(s, "V2>F1", "alternate red and black cards")
    s.apply("V3>F1")  # a black ten of any black suit
    assert shown(s, "F1") == ["9H", "10C"]
    s = arrange({"F1": "9H 10C", "V1": "JD"})
    s.apply("V1>F1")  # a red knave of either red suit
    assert shown(s, "F1") == ["9H", "10C", "JD"]


def test_the_foundations_ascend_round_past_the_king_to_the_card_below_the_first() -> None:
    """Round past the king (note terrace-2): from a nine, up to the king, the ace, and on to the eight."""
    s = arrange({"F1": run("9H", 5), "V1": "AS", "V2": "AD"})
    assert shown(s, "F1")[-1] == "KH"
    refused(s, "V2>F1", "alternate red and black cards")
    s.apply("V1>F1")
    assert shown(s, "F1")[-1] == "AS"
    s = arrange({"F1": run("9H", 12), "V1": "10D", "V2": "8S", "V3": "8H"})
    assert shown(s, "F1")[-1] == "7S"
    refused(s, "V1>F1", "Rule II: the foundations ascend in sequence, from the value of the foundation card")
    refused(s, "V2>F1", "alternate red and black cards")
    s.apply("V3>F1")
    assert len(s.pile("F1")) == 13 and shown(s, "F1")[-1] == "8H"
    refused(s, "V2>F1", "that foundation is complete")


def test_the_seven_other_cards_of_the_value_take_their_places_in_a_line_as_they_turn_up() -> None:
    """'... and the seven other cards of similar value will take their places, as they turn up in the deal,
    in a line with the first foundation': from the Terrace's end, the valley and the talon, at once, each
    in the next place from the left (note terrace-2)."""
    s = arrange({"F1": "9H", "TR": "3C 9S 10S", "V1": "4D 9C 5S", "V2": "6D", "P": "QC 9D"}, full=True)
    s.apply("TR>F1")  # the ten of spades up releases the Terrace's nine, which goes up at once
    assert shown(s, "F2") == ["9S"] and shown(s, "TR") == ["3C"]
    s.apply("V1>V2")  # the five of spades on the red six releases a nine in the valley
    assert shown(s, "F3") == ["9C"] and shown(s, "V1") == ["4D"]
    s.apply("deal")  # a nine turned up on the talon
    assert shown(s, "F4") == ["9D"] and s.pile("T") == ()
    assert [len(s.pile(f)) for f in FOUNDATIONS] == [2, 1, 1, 1, 0, 0, 0, 0]


def test_a_foundation_place_of_the_line_takes_only_the_value_chosen_and_in_its_turn() -> None:
    s = arrange({"F1": "9H", "V1": "10S"})
    refused(s, "V1>F2", "the seven other cards of similar value to the foundation card")
    s = arrange({"F1": "9H", "T": "9S"})  # set out by hand: the nine lies on the talon
    refused(s, "T>F3", "in a line with the first foundation")
    s.apply("T>F2")


def test_cards_on_the_foundations_stay_there() -> None:
    s = arrange({"F1": "9H 10S", "V1": "JH"})
    refused(s, "F1>V1", "the foundations keep theirs")
    refused(s, "F1>T", "the foundations keep their cards")


# --- Rule I: the Terrace (note terrace-3) --------------------------------------------------------

def test_rule_i_only_the_right_hand_card_of_the_terrace_is_available() -> None:
    """Rule I: 'Only the last card (i.e., the right-hand one) of the Terrace is available till its removal
    releases the card next to it.'"""
    s = arrange({"F1": "9H", "TR": "10S 4D 10C"})
    refused(s, "TR@2>F1", "Rule I: only the last card .* of the Terrace is available")
    refused(s, "TR@1>F1", "Rule I")
    s.apply("TR>F1")  # the right-hand ten of clubs
    refused(s, "TR>F1", "ascend in sequence, from the value")  # the four released, not wanted
    assert shown(s, "TR") == ["10S", "4D"]


def test_the_terrace_s_cards_go_to_the_foundations_only() -> None:
    """Rule III names the valley's cards and the talon's as those placed on the valley: not the Terrace's
    (note terrace-3)."""
    s = arrange({"F1": "9H", "TR": "5H", "V1": "6S"})
    refused(s, "TR>V1", "the Terrace's cards go to the foundations only")
    assert "TR>V1" not in legal(s)


def test_nothing_is_placed_on_the_terrace_or_the_talon() -> None:
    s = arrange({"F1": "9H", "TR": "6S", "T": "6C", "V1": "5H"})
    refused(s, "V1>TR", "nothing is placed on the Terrace or the talon")
    refused(s, "V1>T", "nothing is placed on the Terrace or the talon")


# --- Rules III and IV: the valley (note terrace-4) -------------------------------------------------

def test_rule_iii_transfers_in_alternate_descending_sequence_from_one_packet_to_another() -> None:
    """Rule III: 'Cards in the valley may be transferred in alternate descending sequence from one packet
    to another ... the sequences in the valley must be formed of alternate colors.'"""
    s = arrange({"F1": "KH", "V1": "6S", "V2": "5H", "V3": "4C", "V4": "5C", "V5": "4S", "V6": "7D"})
    s.apply("V2>V1")  # a red five on the black six
    s.apply("V3>V1")  # a black four on the red five
    assert shown(s, "V1") == ["6S", "5H", "4C"]
    refused(s, "V5>V4", "Rule III: cards in the valley are transferred in alternate descending sequence")
    refused(s, "V4>V6", "Rule III: .* alternate descending sequence")  # a five on a seven
    refused(s, "V6>V4", "Rule III")  # ascending
    assert shown(s, "V4") == ["5C"] and shown(s, "V5") == ["4S"]


def test_rule_iii_the_uppermost_card_of_the_talon_may_be_placed_in_sequence_on_the_valley() -> None:
    """Rule III: '... and the uppermost card of the talon may also be placed in sequence on the valley.'"""
    s = arrange({"F1": "KH", "V1": "6C", "V2": "6D", "T": "5S 5D"})
    refused(s, "T>V2", "Rule III")  # the red six takes a black five, not the red five on the talon
    s.apply("T>V1")
    assert shown(s, "V1") == ["6C", "5D"]
    s.apply("T>V2")
    assert shown(s, "V2") == ["6D", "5S"] and s.pile("T") == ()


def test_a_sequence_of_the_valley_does_not_turn_past_the_ace() -> None:
    """The foundations run round past the king; a sequence of the valley descends from king to ace, and
    nothing is placed on an ace (note terrace-4)."""
    s = arrange({"F1": "9H", "V1": "AS", "V2": "KH", "V3": "2D"})
    refused(s, "V2>V1", "Rule III")
    s.apply("V1>V3")  # the ace of spades on the red deuce
    assert shown(s, "V3") == ["2D", "AS"]


def test_rule_iv_only_the_uppermost_cards_of_the_valley_packets_are_available() -> None:
    """Rule IV: 'Only the uppermost cards of the valley packets are available until their removal releases
    those beneath.' One card at a time (note terrace-4)."""
    s = arrange({"F1": "9H", "V1": "10S 6H 5C", "V2": "7C"})
    refused(s, "V1@2>V2", "Rule IV: only the uppermost cards of the valley packets are available")
    refused(s, "V1@1>F1", "Rule IV")
    refused(s, "V1>V2", "Rule III")  # the five of clubs alone, and it does not go on the seven
    s = arrange({"F1": "9H", "V1": "10S 6H", "V2": "7C"})
    s.apply("V1>V2")
    s.apply("V1>F1")  # released
    assert shown(s, "V2") == ["7C", "6H"] and shown(s, "F1") == ["9H", "10S"]


def test_the_talon_s_covered_cards_are_not_available() -> None:
    s = arrange({"F1": "9H", "T": "10S 4D"})
    refused(s, "T@1>F1", "of the talon, only the uppermost card")


# --- vacancies (note terrace-5) --------------------------------------------------------------------

def test_a_vacancy_is_refilled_from_the_pack_in_hand_and_from_nothing_else() -> None:
    """'... and refilled the vacancies in the valley from the pack in hand.'"""
    s = arrange({"F1": "9H", "V1": "", "V2": "5C", "T": "8D", "TR": "7H", "P": "QC QS"}, full=True)
    refused(s, "V2>V1", "vacancies in the valley are refilled from the pack in hand")
    refused(s, "T>V1", "vacancies in the valley are refilled from the pack in hand")
    refused(s, "TR>V1", "the Terrace's cards go to the foundations only")
    refused(s, "P>V1", "the pack's fill vacancies by a refill")
    refused(s, "P>F1", "the pack is dealt out card by card")
    s.apply("refill")
    assert shown(s, "V1") == ["QS"] and shown(s, "P") == ["QC"]


def test_the_refill_fills_every_vacancy_from_the_left_with_the_next_cards_of_the_pack() -> None:
    s = arrange({"F1": "9H", "V3": "", "V5": "", "V8": "", "P": "QC QS QH QD"}, full=True)
    s.apply("refill")
    assert [shown(s, v) for v in ("V3", "V5", "V8")] == [["QD"], ["QH"], ["QS"]]
    assert shown(s, "P") == ["QC"]
    refused(s, "refill", "there is no vacancy in the valley to refill")


def test_the_refill_waits_while_the_player_plays_and_the_pack_waits_for_the_refill() -> None:
    """'Having played all suitable cards, and refilled the vacancies ..., proceed': the player refills when
    he has played; the pack is not dealt on to the talon while a vacancy waits (note terrace-5)."""
    s = arrange({"F1": "9H", "V1": "10S", "V2": "JD", "P": "2C 2S 2H"}, full=True)
    s.apply("V1>F1")  # a vacancy: play goes on
    assert "refill" in legal(s) and "deal" not in legal(s)
    s.apply("V2>F1")
    refused(s, "deal", "refill the vacancies in the valley from the pack in hand before dealing on")
    s.apply("refill")
    assert shown(s, "V1") == ["2H"] and shown(s, "V2") == ["2S"]
    assert "deal" in legal(s) and "refill" not in legal(s)


def test_once_the_pack_is_exhausted_a_vacancy_stays_empty() -> None:
    s = arrange({"F1": "9H", "V1": "10S", "T": "4D"})
    s.apply("V1>F1")
    assert s.pile("V1") == () and "refill" not in legal(s)
    refused(s, "refill", "the pack in hand is exhausted")


# --- the deal, and the end -------------------------------------------------------------------------

def test_the_pack_is_dealt_one_card_at_a_time_to_the_talon() -> None:
    """'You next proceed to deal out the entire pack ...': one card a move onto the talon, whose
    uppermost card is available (note terrace-6)."""
    s = patience.new_game(SLUG, 1)
    s.apply("choose C2")
    while "refill" in legal(s):
        s.apply("refill")
    before = shown(s, "P")
    s.apply("deal")
    assert shown(s, "T") == [before[-1]] and shown(s, "P") == before[:-1]


def test_there_is_no_redeal() -> None:
    """'There is no re-deal.'"""
    s = arrange({"F1": "9H", "T": "4D 5C", "V1": "KH"})
    refused(s, "deal", "the entire pack has been dealt out: there is no re-deal")
    refused(s, "redeal", "there is no re-deal")
    assert s.is_over() and not s.is_won()


def test_the_preference_for_the_terrace_is_advice() -> None:
    """'Cards must always in preference be played from the Terrace' is advice (note terrace-7): a suitable
    card of the valley may go up though the Terrace's card would suit as well."""
    s = arrange({"F1": "9H", "TR": "10S", "V1": "10C", "T": "10S"})
    assert {"TR>F1", "V1>F1", "T>F1"} <= set(legal(s))
    s.apply("V1>F1")
    assert shown(s, "F1") == ["9H", "10C"]


def test_the_game_is_won_when_the_eight_foundations_hold_both_packs() -> None:
    """Thirteen cards on each foundation, from its first card round to the card below it."""
    bases = ("9H", "9S", "9D", "9C", "9H", "9S", "9D", "9C")
    piles = {f: run(b, 13) if k else run(b, 12) for k, (f, b) in enumerate(zip(FOUNDATIONS, bases))}
    s = arrange({**piles, "TR": "8H"})
    assert not s.is_won() and legal(s) == ["TR>F1"]
    s.apply("TR>F1")
    assert s.is_won() and s.is_over() and s.score() == 104


def test_the_game_is_over_when_nothing_can_be_moved() -> None:
    s = arrange({"F1": "9H", "TR": "3C", "V1": "5D", "V2": "6D", "T": "JC"})
    assert legal(s) == [] and s.is_over() and not s.is_won()
