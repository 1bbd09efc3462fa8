"""Napoleon's Square (No. 18), tested from the 1914 text, rule by rule, with its note on the kings and
the second way of playing it."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from support import exhaustive, fillers, knowledge_agrees_on_small_deals, refused, shown

import patience
from patience.cards import packs
from patience.deals import shuffled
from patience.games.napoleons_square import blocking_kings
from patience.rules import DealStep, Hooks, Role
from patience.solver.games import knowledge_for
from patience.solver.search import LOST, WON, tiny
from patience.state import State
from patience.view.board import Board

SLUG = "napoleons-square"
SECOND_WAY = "napoleons-square-second-way"
PACKETS = tuple(f"S{k}" for k in range(1, 13))
SUITS = "SHCD"
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


def arrange(piles: dict[str, str], slug: str = SLUG, counters: dict[str, int] | None = None) -> State:
    """A position of the test's piles; each packet it does not name holds one card of ``fillers``."""
    left_out = [p for p in PACKETS if p not in piles]
    return patience.arrange(slug, {**piles, **dict(zip(left_out, fillers(piles, len(left_out))))}, counters)


def up_to(suit: str, last: str) -> str:
    """A foundation from the ace up to ``last`` of ``suit``."""
    return " ".join(f"{r}{suit}" for r in RANKS[: RANKS.index(last) + 1])


# --- the deal -----------------------------------------------------------------------------------

def test_twelve_packets_of_four_cards_dealt_together() -> None:
    """'Deal out twelve packets, each consisting of four cards dealt together': S1 takes the first
    four cards off the pack (the first lowest), S2 the next four, and so on; the rest is the pack."""
    for deal in (0, 6):
        s = patience.new_game(SLUG, deal)
        pack = shuffled(packs(2), SLUG, deal)[::-1]  # in the order the cards come off the pack
        for k, name in enumerate(PACKETS):
            assert list(s.pile(name)) == pack[4 * k:4 * k + 4]
        assert len(s.pile("P")) == 104 - 48 and not s.pile("T")
        assert all(not s.pile(f"F{k}") for k in range(1, 9))


def test_the_packets_form_three_sides_of_a_square_round_the_aces() -> None:
    """'... so as to form three sides of a square, leaving space in the centre for the eight aces':
    four packets down each side and four across the top (the picture), the aces' eight places in
    the centre, the fourth side open."""
    game = patience.game(SLUG)
    where = {p.name: p for g in game.groups for p in g.piles}
    left, top, right = PACKETS[:4], PACKETS[4:8], PACKETS[8:]
    aces = [where[f"F{k}"] for k in range(1, 9)]
    assert len({where[n].x for n in left}) == 1 and len({where[n].x for n in right}) == 1
    assert len({where[n].y for n in top}) == 1
    assert all(where[left[0]].x < f.x < where[right[0]].x for f in aces)
    assert all(where[n].y < f.y for n in top for f in aces)
    assert [where[n].fan for n in PACKETS] == ["right"] * 4 + ["down"] * 4 + ["left"] * 4  # towards the aces
    assert max(f.y for f in aces) < where["P"].y  # the pack and the talon on the open side


def test_the_whole_of_the_square_may_be_examined() -> None:
    """Rule I: '... but the whole of the square may be examined': every card of every packet is face
    up; the pack is face down."""
    view = patience.new_game(SLUG, 3).view()
    assert all(card is not None for name in PACKETS for card in view[name])
    assert set(view["P"]) == {None}


# --- Rule I -------------------------------------------------------------------------------------

def test_rule_one_only_the_uppermost_cards_are_available() -> None:
    """Rule I: 'Only the uppermost cards of the packets in the square are available until, by their
    removal, the cards underneath are released.'"""
    s = arrange({"S1": "AS 9H 4C 7D", "S2": "8D", "S3": "5C"})
    refused(s, "S1@1>F1", "only the uppermost cards of the packets in the square are available")
    refused(s, "S1@3>S3", "only the uppermost cards")
    s.apply("S1>S2")
    s.apply("S1>S3")
    refused(s, "S1@1>F1", "the cards underneath are released")
    assert shown(s, "S1") == ["AS", "9H"]


# --- Rule II: a vacancy -------------------------------------------------------------------------

def test_rule_two_a_vacancy_may_be_filled_by_one_card_from_the_talon_or_pack() -> None:
    """Rule II: 'When a vacancy in the square is caused by the removal of an entire packet, the space
    may be filled by one card from the talon or pack' (the player chooses which, note napoleons-square-3)."""
    s = arrange({"S1": "", "S2": "QS 4H", "T": "8C JD", "P": "2S 6H"})
    moves = {str(m) for m in s.legal_moves() if m.args[1:] == ("S1",)}
    assert moves == {"T>S1", "P>S1"}
    refused(s, "S2>S1", "Rule II: when a vacancy in the square is caused by the removal of an entire "
                        "packet, the space may be filled by one card from the talon or pack")
    s.apply("T>S1")
    assert shown(s, "S1") == ["JD"] and shown(s, "T") == ["8C"]
    s.undo()
    s.apply("P>S1")  # the top card of the pack turned into the space
    assert shown(s, "S1") == ["6H"] and shown(s, "P") == ["2S"] and shown(s, "T") == ["8C", "JD"]


def test_one_card_only_fills_the_vacancy_then_marriages_go_on() -> None:
    """'... by one card': once a card is in the space, the pack and the talon put no second card there;
    a card married to it goes there as on any packet."""
    s = arrange({"S1": "", "T": "10S", "P": "5D 9S"})
    s.apply("P>S1")
    assert shown(s, "S1") == ["9S"]
    refused(s, "P>S1", "a card of the pack fills only a vacancy caused by the removal of an entire packet")
    refused(s, "T>S1", "marriages are formed in a descending line")
    s.undo()
    s.apply("T>S1")
    s.apply("deal")
    s.apply("T>S1")  # the nine of spades married to the ten
    assert shown(s, "S1") == ["10S", "9S"]


def test_the_vacancy_need_not_be_filled_until_a_favorable_opportunity_occurs() -> None:
    """'... but this need not be done until a favorable opportunity occurs.'"""
    s = arrange({"S1": "", "P": "KD 3C 7H"})
    s.apply("deal")
    s.apply("deal")
    assert not s.pile("S1")
    s.apply("P>S1")
    assert shown(s, "S1") == ["KD"] and shown(s, "T") == ["7H", "3C"]


def test_a_vacancy_is_not_filled_from_the_square() -> None:
    s = arrange({"S1": "", "S2": "9C 3D"})
    assert not any(m.args[1:] == ("S1",) for m in s.legal_moves())
    refused(s, "S2>S1", "Rule II")


# --- Rule III and the foundations ---------------------------------------------------------------

def test_rule_three_all_the_foundations_must_follow_suit() -> None:
    """Rule III: 'All the foundations must follow suit': the aces in their allotted places, two to a
    suit (note napoleons-square-1), and on each only its suit."""
    s = arrange({"S1": "AH", "S2": "AS", "S3": "2H"})
    refused(s, "S1>F1", "Rule III: all the foundations must follow suit")
    s.apply("S1>F6")  # the second place of hearts
    s.apply("S2>F1")
    refused(s, "S3>F1", "Rule III: all the foundations must follow suit")
    s.apply("S3>F6")
    assert shown(s, "F6") == ["AH", "2H"] and shown(s, "F1") == ["AS"]


def test_the_aces_are_the_foundation_cards_and_ascend_in_sequence_to_kings() -> None:
    """'These are the foundation cards, and are to ascend in sequence to kings. If any aces appear on
    the surface of the square, play them in their allotted places, as also any other suitable cards.'"""
    s = arrange({"S1": "2D", "S2": "3D AD", "S3": "KS", "F5": up_to("S", "Q")})
    refused(s, "S1>F4", "the space in the centre is for the eight aces")
    s.apply("S2>F4")
    refused(s, "S2>F4", "ascend in sequence to kings")
    s.apply("S1>F4")
    s.apply("S2>F4")
    s.apply("S3>F5")
    assert shown(s, "F4") == ["AD", "2D", "3D"] and shown(s, "F5")[-1] == "KS"
    refused(arrange({"S1": "AS", "F1": up_to("S", "K")}), "S1>F1", "that one is complete")


# --- marriages --------------------------------------------------------------------------------------

def test_marriages_in_a_descending_line_with_the_cards_of_the_square() -> None:
    """'You next proceed to form marriages in a descending line with the cards of the square, subject
    to Rule I.'"""
    s = arrange({"S1": "9C 7H", "S2": "6H", "S3": "6S", "S4": "8H", "S5": "5H"})
    refused(s, "S3>S1", "marriages are formed in a descending line")
    refused(s, "S4>S1", "marriages are formed in a descending line")
    refused(s, "S5>S1", "marriages are formed in a descending line")
    s.apply("S2>S1")
    s.apply("S5>S1")
    assert shown(s, "S1") == ["9C", "7H", "6H", "5H"]


def test_a_sequence_blocks_the_lower_cards_of_its_suit_underneath() -> None:
    """'... lest cards underneath should be blocked by a sequence of higher cards of the same suit':
    the six and five of diamonds built on the seven hold the four of diamonds under it."""
    s = arrange({"S1": "4D 7D", "S2": "6D", "S3": "5D", "F4": "AD 2D 3D"})
    s.apply("S2>S1")
    s.apply("S3>S1")
    refused(s, "S1@1>F4", "only the uppermost cards")
    assert not any(m.args[1:] == ("F4",) for m in s.legal_moves())


# --- the note on the kings ------------------------------------------------------------------------

def test_two_kings_blocking_smaller_cards_of_their_suit_make_success_impossible() -> None:
    """'If this were to occur in two packets ... success would be impossible', and so with two kings of
    one suit each above a smaller card of that suit: a king leaves the square only for its foundation,
    at the end of its suit. On a small deck (aces, deuces and kings), every other suit up, the two
    kings of diamonds over an ace and a deuce of diamonds: lost as dealt without the slip, won with it."""
    small = tiny(patience.game(SLUG), (1, 2, 13), ("S1", "S2", "S3", "S4"))
    up = {f"F{k}": f"A{SUITS[(k - 1) % 4]} 2{SUITS[(k - 1) % 4]} K{SUITS[(k - 1) % 4]}"
          for k in (1, 2, 3, 5, 6, 7)}
    dealt = State.arranged(small, {**up, "S1": "2D KD", "S2": "AD KD", "S3": "AD", "S4": "2D"})
    assert sorted(str(m) for m in dealt.legal_moves() if m.kind == "slip") == ["slip S1", "slip S2"]
    assert exhaustive(dealt, 10_000) == WON  # with the slip
    begun = State.arranged(small, {**up, "S1": "2D KD", "S2": "AD KD", "S3": "AD", "S4": "2D"}, {"begun": 1})
    assert exhaustive(begun, 10_000) == LOST  # the play begun: no slip any more
    small_without_slip = replace(small, hooks=Hooks())
    assert exhaustive(State.arranged(small_without_slip, dict(dealt.arrangement or {})), 10_000) == LOST
    knowledge = knowledge_for(patience.game(SLUG))
    assert knowledge.hopeless(begun) and not knowledge.hopeless(dealt)  # the solver knows it (once begun)


def test_the_solver_proves_lost_where_the_kings_hold_their_suit() -> None:
    """``SquareKnowledge.hopeless``: both copies of a card under kings of its suit, or both kings of a
    suit over smaller cards of it, once the play has begun; exhaustive search agrees on small decks."""
    small = tiny(patience.game(SLUG), (1, 2, 13), ("S1", "S2", "S3", "S4"))
    knowledge = knowledge_for(patience.game(SLUG))
    up = {f"F{k}": f"A{SUITS[(k - 1) % 4]} 2{SUITS[(k - 1) % 4]} K{SUITS[(k - 1) % 4]}"
          for k in (1, 2, 3, 5, 6, 7)}
    one_king_over_both = State.arranged(small, {**up, "S1": "AD 2D AD KD", "S2": "2D", "S3": "KD"}, {"begun": 1})
    assert knowledge.hopeless(one_king_over_both) and exhaustive(one_king_over_both, 10_000) == LOST
    one_king_over_one = State.arranged(small, {**up, "S1": "AD KD", "S2": "2D 2D", "S3": "KD AD"}, {"begun": 1})
    assert not knowledge.hopeless(one_king_over_one) and exhaustive(one_king_over_one, 10_000) == WON


def test_where_the_solver_says_hopeless_exhaustive_search_finds_lost() -> None:
    """In random play of small deals, positions ``hopeless`` calls lost are lost. (Of deals 0-59 played
    so, four meet such a position, each after dealing instead of slipping a king; this one is small
    enough for the plain search.)"""
    game = small_game(SLUG, (1, 2, 13), 3, 4)
    knowledge = knowledge_for(game)
    found = 0
    for deal in (37,):
        s = State(game, deal)
        rng = random.Random(deal)
        for _ in range(30):
            legal = s.legal_moves()
            if not legal:
                break
            s.apply(rng.choice(legal))
            if knowledge.hopeless(s):
                assert exhaustive(s, 20_000) == LOST, f"deal {deal}: {s.moves}"
                found += 1
                break
    assert found == 1


def test_one_king_may_be_slipped_underneath_its_packet() -> None:
    """Note: 'If after dealing the square two kings of one suit were found to be blocking two smaller
    cards of that suit, either the whole must be taken up and re-dealt, or one king must be slipped
    underneath' (note napoleons-square-2): either of the two kings goes to the bottom of its packet."""
    s = arrange({"S1": "9D 4C KD 3S", "S2": "KD 5D JS", "S3": "2D QH KD"})
    # S2's king lies at the bottom: it blocks nothing; S1's blocks the nine, S3's the deuce.
    assert {str(m) for m in s.legal_moves() if m.kind == "slip"} == {"slip S1@3", "slip S3"}
    s.apply("slip S1@3")
    assert shown(s, "S1") == ["KD", "9D", "4C", "3S"]
    assert not any(m.kind == "slip" for m in s.legal_moves())  # one king only
    refused(s, "slip S3", "only then, and one of those two kings")
    s.undo()
    s.apply("slip S3")
    assert shown(s, "S3") == ["KD", "2D", "QH"]


def test_the_slip_is_made_only_after_dealing_the_square() -> None:
    """'If after dealing the square ...': once the play has begun (any move but a slip), no king is
    slipped; the note does not rescue a square the player's own play has blocked."""
    s = arrange({"S1": "9D KD", "S2": "2D KD", "S3": "AH", "P": "7C"})
    assert any(m.kind == "slip" for m in s.legal_moves())
    s.apply("S3>F2")
    assert not any(m.kind == "slip" for m in s.legal_moves())
    refused(s, "slip S1", "after dealing the square, before the play begins")
    t = patience.new_game(SLUG, 0)
    t.apply("deal")
    assert t.counters["begun"] == 1


def test_no_slip_for_one_blocking_king_or_another_card() -> None:
    """Only where both kings of a suit block smaller cards of it; only a king."""
    s = arrange({"S1": "9D KD", "S2": "KD 2D", "S3": "5S KS 4S"})
    assert not any(m.kind == "slip" for m in s.legal_moves())
    refused(s, "slip S1", "only then, and one of those two kings")
    refused(s, "slip S3", "only a king of the square may be slipped")  # the four of spades
    refused(s, "slip S3@2", "only then")  # the king of spades blocks a five of spades, its only king here
    refused(s, "slip T", "only a king of the square")
    refused(s, "slip S1@7", "there is no card at position 7 of S1")


def test_both_kings_in_one_packet() -> None:
    """Two kings of one suit in the same packet, each above a smaller card of the suit: one of them
    may be slipped, and then the other still blocks, alone."""
    s = arrange({"S1": "5H KH 3H KH"})
    assert {str(m) for m in s.legal_moves() if m.kind == "slip"} == {"slip S1", "slip S1@2"}
    s.apply("slip S1")
    assert shown(s, "S1") == ["KH", "5H", "KH", "3H"]
    assert blocking_kings(s.piles, s.group("square")) == {1: [(s.table.index["S1"], 2)]}


def test_the_slip_is_one_click_on_the_king() -> None:
    """On the board, a click on a king that may be slipped slips it."""
    board = Board(SLUG, state=arrange({"S1": "9D KD 4C", "S2": "2D KD"}))
    board.click("S1", 1)
    assert shown(board.state, "S1") == ["KD", "9D", "4C"] and board.message == ""


def test_the_deals_with_a_slip() -> None:
    """Of deals 0-199, how many have a king to slip: some, not most."""
    count = sum(1 for deal in range(200)
                if any(m.kind == "slip" for m in patience.new_game(SLUG, deal).legal_moves()))
    assert 0 < count < 100


# --- the pack and the talon ---------------------------------------------------------------------

def test_the_rest_of_the_cards_are_played_out_to_a_talon() -> None:
    """'You now proceed to play out the rest of the cards, those that are not suitable for the
    foundations or for the sequences of the square being placed in a talon.'"""
    s = arrange({"S1": "KC 9S", "S2": "6D", "F3": "AC", "P": "QH 2C 5D 8S"})
    s.apply("deal")
    s.apply("T>S1")
    s.apply("deal")
    s.apply("T>S2")
    s.apply("deal")
    s.apply("T>F3")
    s.apply("deal")
    assert shown(s, "T") == ["QH"] and not s.pile("P")
    assert shown(s, "S1") == ["KC", "9S", "8S"] and shown(s, "S2") == ["6D", "5D"]
    refused(s, "S1>T", "the talon is the cards that are not suitable for either")


def test_there_is_no_re_deal() -> None:
    """'There is no re-deal.'"""
    s = arrange({"T": "4C", "P": "2D"})
    s.apply("deal")
    refused(s, "deal", "the pack has been played out")
    refused(s, "redeal", "there is no re-deal")
    assert not any(m.kind == "redeal" for m in s.legal_moves())


def test_won_when_the_eight_aces_have_ascended_to_kings() -> None:
    full = {f"F{k + 1}": up_to(SUITS[k % 4], "K") for k in range(8)}
    s = patience.arrange(SLUG, {**full, "F8": up_to("D", "Q"), "S5": "KD"})
    assert not s.is_won()
    s.apply("S5>F8")
    assert s.is_won() and s.is_over() and s.score() == 104


def test_over_and_lost_when_no_move_is_left() -> None:
    s = arrange({"S1": "2S 3S", "S2": "5H 4C", "T": "9D"}, counters={"begun": 1})
    assert s.legal_moves() == [] and s.is_over() and not s.is_won()


# --- the second way ---------------------------------------------------------------------------------

def test_the_second_way_deals_a_square_of_twelve_single_cards() -> None:
    """'Deal out a square of twelve single cards, then deal the rest of the pack as usual.'"""
    variant = patience.game(SECOND_WAY)
    assert variant.variant_of == SLUG and variant in patience.games(variants=True)
    s = patience.new_game(SECOND_WAY, 4)
    pack = shuffled(packs(2), SLUG, 4)[::-1]  # the book game's deal 4: the same cards, to compare the two ways
    assert [s.pile(name) for name in PACKETS] == [(card,) for card in pack[:12]]
    assert len(s.pile("P")) == 92 and not s.pile("T")
    assert [p.name for p in variant.groups[0].piles] == list(PACKETS)  # the same square


def test_the_second_way_marries_to_the_square_and_fills_vacancies_in_the_usual_manner() -> None:
    """'... the cards that are suitable being played on the foundations or married (in descending
    line) to those on the square, ready to be transferred to the foundations, the rest placed in a
    talon, and vacancies filled in the usual manner' (Rule II, note napoleons-square-5)."""
    s = arrange({"S1": "3D", "S2": "", "F4": "AD", "P": "9C 2D QS"}, SECOND_WAY)
    s.apply("deal")
    s.apply("deal")
    s.apply("T>S1")  # married to the three of diamonds
    s.apply("S1>F4")  # and transferred to the foundation
    refused(s, "S1>S2", "Rule II")  # not from the square
    s.apply("P>S2")  # the vacancy filled from the pack
    assert shown(s, "F4") == ["AD", "2D"] and shown(s, "S2") == ["9C"] and shown(s, "T") == ["QS"]
    assert patience.game(SECOND_WAY).groups[0].fill_from == (Role.STOCK, Role.TALON)


def test_the_second_way_has_no_king_to_slip() -> None:
    """With single cards no king lies on another card at the deal, nor later (a king is married to
    nothing and fills a vacancy alone): the note on the kings does not arise."""
    s = arrange({"S1": "KD", "S2": "KD", "P": "2D 3D"}, SECOND_WAY)
    assert not any(m.kind == "slip" for m in s.legal_moves())
    refused(s, "slip S1", "this game has no such move")
    for deal in range(40):
        assert not any(m.kind == "slip" for m in patience.new_game(SECOND_WAY, deal).legal_moves())


# --- the solver -----------------------------------------------------------------------------------

def small_game(slug: str, ranks: object, packets: int, rows: int) -> patience.Game:
    names = PACKETS[:packets]
    return replace(tiny(patience.game(slug), ranks, names), opening=(DealStep(names, rounds=rows),))  # type: ignore[arg-type]


@pytest.mark.parametrize(("slug", "ranks", "packets", "rows", "lost", "won"), [
    (SLUG, (1, 2, 13), 3, 4, (7, 38), (0, 1, 2, 3)),
    (SECOND_WAY, 3, 3, 2, (), (1, 2, 5, 11)),
])
def test_the_solver_knowledge_agrees_with_exhaustive_search_on_small_deals(
        slug: str, ranks: object, packets: int, rows: int, lost: tuple[int, ...], won: tuple[int, ...]) -> None:
    """The safe move up and the interchangeable packets and foundations (``SquareKnowledge``) lose no
    win: on small deals, lost and won, the plain exhaustive search, the same search trying only the
    safe move where there is one, and the solver agree; its wins replay."""
    game = small_game(slug, ranks, packets, rows)
    knowledge_agrees_on_small_deals(game, lost, won)


def test_no_safe_move_while_a_king_may_be_slipped() -> None:
    """The safe move up waits while a slip is open: playing up would begin the play and forbid it."""
    knowledge = knowledge_for(patience.game(SLUG))
    s = arrange({"S1": "9D KD", "S2": "2D KD", "S3": "AH"})
    assert knowledge.safe_move(s, s.legal_moves()) is None
    s.apply("slip S1")
    assert str(knowledge.safe_move(s, s.legal_moves())) in ("S3>F2", "S3>F6")
