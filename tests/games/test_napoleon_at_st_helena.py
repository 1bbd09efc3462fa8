"""Napoleon at St. Helena (No. 2), tested from the 1914 text, rule by rule, with the variant of its note."""

from __future__ import annotations

from dataclasses import replace

import pytest
from support import fillers, knowledge_agrees_on_small_deals, refused, shown

import patience
from patience.cards import packs
from patience.deals import shuffled
from patience.rules import DealStep, Role
from patience.solver.games import knowledge_for
from patience.solver.search import tiny
from patience.state import State

SLUG = "napoleon-at-st-helena"
TALON_ONLY = "napoleon-at-st-helena-talon-only"
COLUMNS = tuple(f"C{k}" for k in range(1, 11))
SUITS = "SHCD"
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


def arrange(piles: dict[str, str], slug: str = SLUG) -> State:
    """A position of the test's piles; each column it does not name holds one card of ``fillers``."""
    left_out = [c for c in COLUMNS if c not in piles]
    return patience.arrange(slug, {**piles, **dict(zip(left_out, fillers(piles, len(left_out))))})


def up_to(suit: str, last: str) -> str:
    """A foundation from the ace up to ``last`` of ``suit``."""
    return " ".join(f"{r}{suit}" for r in RANKS[: RANKS.index(last) + 1])


# --- the deal -----------------------------------------------------------------------------------

def test_four_rows_of_ten_are_dealt_from_left_to_right() -> None:
    """'Deal out from left to right four rows of ten cards': the first ten cards make the uppermost
    row, C1 to C10, the next ten the second row, and so on; the card of the lowest row lies on top."""
    for deal in (0, 5):
        s = patience.new_game(SLUG, deal)
        pack = shuffled(packs(2), SLUG, deal)[::-1]  # in the order the cards come off the pack
        for row in range(4):
            assert [s.pile(c)[row] for c in COLUMNS] == pack[row * 10:(row + 1) * 10]
        assert len(s.pile("P")) == 104 - 40 and not s.pile("T")
        assert all(not s.pile(f"F{k}") for k in range(1, 9))


def test_the_layout_follows_the_picture() -> None:
    """The picture: ten columns side by side, four rows deep, and the eight spaces for the aces in a
    row beneath them."""
    game = patience.game(SLUG)
    tableau, foundations = game.groups[0].piles, game.groups[1].piles
    assert [p.name for p in tableau] == list(COLUMNS)
    assert [p.x for p in tableau] == sorted(p.x for p in tableau) and len({p.y for p in tableau}) == 1
    assert all(p.fan == "down" for p in tableau)
    assert len(foundations) == 8 and len({p.y for p in foundations}) == 1
    assert min(p.y for p in foundations) > max(p.y + p.span for p in tableau)


def test_the_pack_is_face_down_and_the_tableau_face_up() -> None:
    s = patience.new_game(SLUG, 2)
    view = s.view()
    assert set(view["P"]) == {None}
    assert all(card is not None for c in COLUMNS for card in view[c])


# --- Rule I: the lowest row ---------------------------------------------------------------------

def test_rule_one_only_cards_in_the_lowest_row_are_available() -> None:
    """Rule I: 'Only cards in the lowest row are available, until a card in any other row is released
    by the removal of those below it.'"""
    s = arrange({"C1": "AS 9H 4C 7D", "C2": "8D", "C3": "5C"})
    refused(s, "C1@1>F1", "only cards in the lowest row are available")
    refused(s, "C1@3>C3", "only cards in the lowest row are available")
    s.apply("C1>C2")  # the seven of diamonds married to the eight
    refused(s, "C1@1>F1", "no card can be used that has another below it")
    s.apply("C1>C3")  # the four of clubs is now lowest and goes on the five of clubs
    refused(s, "C1@1>F1", "no card can be used that has another below it")
    assert shown(s, "C1") == ["AS", "9H"] and shown(s, "C2") == ["8D", "7D"] and shown(s, "C3") == ["5C", "4C"]


# --- Rule II and the foundations ----------------------------------------------------------------

def test_rule_two_the_foundations_must_follow_suit() -> None:
    """Rule II: 'The foundations must follow suit': each ace in its allotted space, two to a suit
    (note napoleon-at-st-helena-1), and on it only its own suit."""
    s = arrange({"C1": "AH", "C2": "AS", "C3": "2H"})
    refused(s, "C1>F1", "Rule II: the foundations must follow suit")  # the ace of hearts in a place of spades
    s.apply("C1>F2")
    s.apply("C2>F5")  # the second place of spades
    refused(s, "C3>F5", "Rule II: the foundations must follow suit")  # the deuce of hearts on the ace of spades
    s.apply("C3>F2")
    assert shown(s, "F2") == ["AH", "2H"] and shown(s, "F5") == ["AS"]


def test_the_aces_are_the_foundation_cards_and_ascend_in_sequence_to_kings() -> None:
    """'The eight aces, when they can be placed, form the foundation cards, and are to ascend in
    sequence to kings.'"""
    s = arrange({"C1": "2D", "C2": "3D AD", "C3": "KS", "F1": up_to("S", "Q")})
    refused(s, "C1>F4", "the eight aces, when they can be placed, form the foundation cards")
    s.apply("C2>F4")
    refused(s, "C2>F4", "are to ascend in sequence to kings")
    s.apply("C1>F4")
    s.apply("C2>F4")
    s.apply("C3>F1")  # the spades reach their king
    assert shown(s, "F4") == ["AD", "2D", "3D"] and s.pile("F1")[-1] == patience.parse_card("KS")
    t = arrange({"C1": "AS", "F1": up_to("S", "K")})
    refused(t, "C1>F1", "the foundations ascend to kings: that one is complete")


def test_each_suit_has_two_places_either_ace_in_either() -> None:
    """Note napoleon-at-st-helena-1: two places for each suit; both aces of a suit may be played,
    each in either of its places."""
    game = patience.game(SLUG)
    suits = [spec.suit for spec in game.groups[1].foundations]
    assert suits == [0, 1, 2, 3, 0, 1, 2, 3]
    s = arrange({"C1": "AC", "C2": "AC"})
    assert {str(m) for m in s.legal_moves() if m.args[1:] and m.args[1].startswith("F")} == {
        "C1>F3", "C1>F7", "C2>F3", "C2>F7"}


# --- marriages in descending line ---------------------------------------------------------------

def test_marriages_are_formed_in_descending_line() -> None:
    """'endeavor by forming marriages (in descending line, and always subject to Rule I) to release
    other suitable cards': the next lower card of the same suit goes on the lowest card of a column."""
    s = arrange({"C1": "9C 7H", "C2": "6H", "C3": "6S", "C4": "8H", "C5": "5H"})
    refused(s, "C3>C1", "marriages are formed in descending line")  # another suit
    refused(s, "C4>C1", "marriages are formed in descending line")  # ascending
    refused(s, "C5>C1", "marriages are formed in descending line")  # not the next lower
    s.apply("C2>C1")
    s.apply("C5>C1")
    assert shown(s, "C1") == ["9C", "7H", "6H", "5H"]


def test_a_sequence_in_a_lower_row_blocks_the_card_above_it() -> None:
    """'This, however, must be done with care, lest a sequence in a lower row may block a card above
    it which is much wanted': the cards of a column above its sequence stay unavailable."""
    s = arrange({"C1": "AD 9S", "C2": "8S", "C3": "7S"})
    s.apply("C2>C1")
    s.apply("C3>C1")
    refused(s, "C1@1>F4", "only cards in the lowest row are available")
    assert [str(m) for m in s.legal_moves() if m.kind == "move" and m.args[1].startswith("F")] == []


# --- the vacancy: a perpendicular lane ----------------------------------------------------------

def test_a_vacancy_in_the_uppermost_row_is_a_lane_refilled_from_the_tableau_or_the_talon() -> None:
    """'If by these changes you can make a vacancy in the uppermost row (thus forming a perpendicular
    lane) ... The vacancy may be refilled with any available card from the tableau or from the talon.'"""
    s = arrange({"C1": "", "C2": "QS 4H", "C3": "9D", "T": "8C JD", "P": "2S"})
    moves = {str(m) for m in s.legal_moves()}
    assert {"C2>C1", "C3>C1", "T>C1"} <= moves
    assert "P>C1" not in moves
    refused(s, "P>C1", "the pack is turned one card at a time")
    refused(s, "C2@1>C1", "only cards in the lowest row are available")
    refused(s, "T@1>C1", "of the talon only the top card")
    s.apply("C2>C1")
    assert shown(s, "C1") == ["4H"] and shown(s, "C2") == ["QS"]
    s.undo()
    s.apply("T>C1")
    assert shown(s, "C1") == ["JD"] and shown(s, "T") == ["8C"]


def test_the_lane_need_not_be_refilled_until_a_favorable_opportunity_occurs() -> None:
    """'... but you are not obliged to refill it until a favorable opportunity occurs': with the lane
    empty, the pack may be dealt and the game goes on."""
    s = arrange({"C1": "", "C2": "5S", "P": "KD 3C"})
    s.apply("deal")
    s.apply("deal")
    assert not s.pile("C1") and shown(s, "T") == ["3C", "KD"]
    s.apply("T>C1")  # the opportunity: the king into the lane
    assert shown(s, "C1") == ["KD"]


def test_the_card_placed_in_the_lane_has_all_the_privileges_of_the_original_card() -> None:
    """'The card so placed has all the privileges of the original card whose place it fills, and is
    treated in the same manner': it is available, marriages are made on it, and it leaves the lane."""
    s = arrange({"C1": "", "C2": "4H 10C", "C3": "9C", "C4": "6D"})
    s.apply("C2>C1")
    s.apply("C3>C1")
    assert shown(s, "C1") == ["10C", "9C"]
    refused(s, "C4>C1", "marriages are formed in descending line")  # built on as any column is
    s.apply("C1>C3")  # and its cards leave it as from any column
    assert shown(s, "C3") == ["9C"]


# --- the pack and the talon ---------------------------------------------------------------------

def test_the_remainder_of_the_pack_is_turned_one_by_one_onto_the_talon() -> None:
    """'proceed to deal out the remainder of the pack, turning the cards one by one, playing all
    suitable ones on the foundations, or placing them on the sequences of the tableau. The cards that
    cannot be so employed are laid aside in one packet, forming the talon.' (note napoleon-at-st-helena-3)"""
    s = arrange({"C1": "KC 9S", "C2": "6D", "F3": "AC", "P": "QH 2C 5D 8S"})
    s.apply("deal")
    assert shown(s, "T") == ["8S"] and shown(s, "P") == ["QH", "2C", "5D"]
    s.apply("T>C1")  # placed on the sequences of the tableau
    s.apply("deal")
    s.apply("T>C2")  # the five of diamonds married to the six
    s.apply("deal")
    s.apply("T>F3")  # the deuce of clubs played on its foundation
    s.apply("deal")
    assert shown(s, "T") == ["QH"] and not s.pile("P")  # laid aside: the talon
    assert shown(s, "C1") == ["KC", "9S", "8S"] and shown(s, "C2") == ["6D", "5D"]


def test_only_the_top_card_of_the_talon_is_available() -> None:
    s = arrange({"C1": "8H", "T": "7H 3S"})
    refused(s, "T@1>C1", "of the talon only the top card")
    refused(s, "C1>T", "the talon is the cards that cannot be so employed")
    assert s.legal_moves() == []  # the seven of hearts lies under the three of spades, which goes nowhere


def test_there_is_no_re_deal() -> None:
    """'There is no re-deal.'"""
    s = arrange({"C1": "9H", "T": "4C", "P": "2D"})
    s.apply("deal")
    refused(s, "deal", "the remainder of the pack has been dealt out: there is no re-deal")
    refused(s, "redeal", "there is no re-deal")
    assert not any(m.kind == "redeal" for m in s.legal_moves())
    assert patience.game(SLUG).redeals == 0


def test_the_player_may_deal_before_every_card_is_played() -> None:
    """Note napoleon-at-st-helena-4: 'When there are no more available cards to play, proceed to deal'
    is left to the player's judgement: the pack may be dealt while plays remain, and the tableau's
    plays go on while it is dealt."""
    s = patience.new_game(SLUG, 0)
    assert "deal" in {str(m) for m in s.legal_moves()}
    t = arrange({"C1": "AS", "C2": "7H", "C3": "6H", "P": "9D 4C"})
    t.apply("deal")
    t.apply("C1>F1")
    t.apply("C3>C2")
    assert shown(t, "F1") == ["AS"] and shown(t, "C2") == ["7H", "6H"]


# --- the end --------------------------------------------------------------------------------------

def test_won_when_the_eight_aces_have_ascended_to_kings() -> None:
    full = {f"F{k + 1}": up_to(SUITS[k % 4], "K") for k in range(8)}
    s = patience.arrange(SLUG, {**full, "F8": up_to("D", "Q"), "C5": "KD"})  # every other column empty
    assert not s.is_won()
    s.apply("C5>F8")
    assert s.is_won() and s.is_over() and s.score() == 104


def test_over_and_lost_when_no_move_is_left() -> None:
    s = arrange({"C1": "2S 3S", "C2": "5H 4C", "T": "9D"})
    assert s.legal_moves() == [] and s.is_over() and not s.is_won()


# --- the variant: the vacancy filled from the talon only ------------------------------------------

def test_the_variant_is_a_named_game_of_its_own() -> None:
    variant = patience.game(TALON_ONLY)
    assert variant.variant_of == SLUG and variant in patience.games(variants=True)
    assert variant.groups[0].fill_from == (Role.TALON,)
    assert patience.game(SLUG).groups[0].fill_from == (Role.TABLEAU, Role.TALON)
    s = patience.new_game(TALON_ONLY, 1)
    assert sum(len(s.pile(c)) for c in COLUMNS) == 40 and len(s.pile("P")) == 64
    # deal 1 of the variant is deal 1 of the book game, so that the two ways of playing compare
    assert s.piles == patience.new_game(SLUG, 1).piles


def test_some_players_only_allow_the_vacancy_to_be_filled_from_the_talon() -> None:
    """'Note.--Some players only allow the vacancy to be filled from the talon.' (note
    napoleon-at-st-helena-5)"""
    s = arrange({"C1": "", "C2": "QS 4H", "T": "8C JD", "P": "2S"}, TALON_ONLY)
    assert {str(m) for m in s.legal_moves() if m.args[1:] == ("C1",)} == {"T>C1"}
    refused(s, "C2>C1", "some players only allow the vacancy to be filled from the talon")
    s.apply("T>C1")
    assert shown(s, "C1") == ["JD"]


def test_the_variant_plays_otherwise_as_the_book_game() -> None:
    """Everything but the lane: marriages, the talon, the foundations."""
    s = arrange({"C1": "9C 7H", "C2": "6H", "C3": "AH", "T": "5H"}, TALON_ONLY)
    s.apply("C2>C1")
    s.apply("T>C1")
    s.apply("C3>F2")
    assert shown(s, "C1") == ["9C", "7H", "6H", "5H"] and shown(s, "F2") == ["AH"]


# --- the solver ---------------------------------------------------------------------------------

def small_game(slug: str, columns: int = 2, rows: int = 5) -> patience.Game:
    """Ace to three of each suit (24 cards), ``rows`` dealt across the first ``columns`` columns."""
    names = COLUMNS[:columns]
    return replace(tiny(patience.game(slug), 3, names), opening=(DealStep(names, rounds=rows),))


@pytest.mark.parametrize(("slug", "lost", "won"), [(SLUG, (9, 15, 23), (0, 2, 3, 5)),
                                                    (TALON_ONLY, (6, 9), (0, 2, 3))])
def test_the_solver_knowledge_agrees_with_exhaustive_search_on_small_deals(
        slug: str, lost: tuple[int, ...], won: tuple[int, ...]) -> None:
    """The safe move up and the interchangeable columns and foundations (``NapoleonKnowledge``) lose no
    win: on small deals, lost and won, the plain exhaustive search, the same search trying only the
    safe move where there is one, and the solver agree; its wins replay."""
    game = small_game(slug)
    knowledge_agrees_on_small_deals(game, lost, won)


def test_the_safe_move_up_waits_for_both_cards_that_could_be_married_to_it() -> None:
    """A card goes up alone once the other foundation of its suit is as high (both copies of the card
    below it are up); an ace always; not before."""
    knowledge = knowledge_for(patience.game(SLUG))
    s = arrange({"C1": "3S", "C2": "AH", "F1": "AS 2S", "F5": "AS"})
    assert str(knowledge.safe_move(s, s.legal_moves())) == "C2>F2"  # the ace
    t = arrange({"C1": "3S", "C2": "9H", "F1": "AS 2S", "F5": "AS"})
    assert knowledge.safe_move(t, t.legal_moves()) is None  # a deuce of spades may still need the three
    u = arrange({"C1": "3S", "C2": "9H", "F1": "AS 2S", "F5": "AS 2S"})
    assert str(knowledge.safe_move(u, u.legal_moves())) in ("C1>F1", "C1>F5")
