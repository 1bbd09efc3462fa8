"""Spenser's Fairie Queen (No. 26), tested from the 1914 text, rule by rule and paragraph by paragraph."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st
from support import refused, replay_win, shown

import patience
from patience.cards import packs
from patience.deals import shuffled
from patience.games.spensers_fairie_queen import NOTE_1, NOTE_1_LINE
from patience.state import State

SLUG = "spensers-fairie-queen"
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q")
COLUMNS = tuple(f"C{k}" for k in range(1, 9))
FOUNDATIONS = tuple(f"F{k}" for k in range(1, 9))
KINGS = {f"K{k}": king for k, king in enumerate(("KH", "KS", "KD", "KC", "KH", "KS", "KD", "KC"), 1)}


def up(suit: str, last: str) -> str:
    """A foundation from its ace up to ``last``."""
    return " ".join(f"{r}{suit}" for r in RANKS[: RANKS.index(last) + 1])


def pack_to_deal(*cards: str) -> str:
    """The pack for ``arrange``: bottom first, so the first card named is dealt first."""
    return " ".join(reversed(cards))


def dealing(piles: dict[str, str], pack: str = "9S") -> State:
    """A position during the deal: the first king out, the piles named, ``pack`` still to deal."""
    return patience.arrange(SLUG, {"K1": "KH", **piles, "P": pack})


def after_the_deal(piles: dict[str, str]) -> State:
    """A position when the deal is complete: all eight kings out, the pack exhausted."""
    return patience.arrange(SLUG, {**KINGS, **piles})


def dealt_out(deal: int) -> State:
    s = patience.new_game(SLUG, deal)
    for _ in range(103):
        s.apply("deal")
    return s


def names(s: State) -> set[str]:
    return {str(m) for m in s.legal_moves()}


# --- the deal ---------------------------------------------------------------------------------------

def test_one_king_is_taken_from_the_pack_and_placed_at_the_left_hand_upper_corner() -> None:
    """'Take one king from the pack, and place it at the left-hand upper corner' (note
    spensers-fairie-queen-2: a king of hearts, before the deal)."""
    for deal in (0, 5, 77):
        s = patience.new_game(SLUG, deal)
        assert shown(s, "K1") == ["KH"]
        assert len(s.pile("P")) == 103 and set(s.view()["P"]) == {None}  # the pack, face down
        assert all(not s.pile(name) for name in s.table.names if name not in ("K1", "P"))
        assert Counter(int(c) for c in s.all_cards()) == Counter(int(c) for c in packs(2))
    piles = {p.name: p for g in patience.game(SLUG).groups for p in g.piles}
    table = [p for name, p in piles.items() if name[0] in "KC"]
    assert piles["K1"].x == min(p.x for p in table) and piles["K1"].y == min(p.y for p in table)


def test_the_kings_are_placed_next_to_one_another_each_the_head_of_a_column() -> None:
    """'a second king ... must be placed next to the first one, and becomes in its turn the head of a
    second column': eight king places in a line from the left (the book's picture), each column
    hanging below its king, 'in perpendicular column, each card half covering the preceding one'."""
    piles = {p.name: p for g in patience.game(SLUG).groups for p in g.piles}
    kings = [piles[f"K{k}"] for k in range(1, 9)]
    assert len({p.y for p in kings}) == 1 and [p.x for p in kings] == sorted(p.x for p in kings)
    for k in range(1, 9):
        column, king = piles[f"C{k}"], piles[f"K{k}"]
        assert column.x == king.x and king.y < column.y < king.y + 1 and column.fan == "down"
    # The spaces reserved for the foundations, not marked in the picture (Note 2), are set above the
    # kings (note spensers-fairie-queen-4).
    assert all(piles[f].y + 1 <= kings[0].y for f in FOUNDATIONS)


def test_the_cards_are_dealt_on_the_last_king_turned_up() -> None:
    """'Upon this king you place the cards as they are dealt ... until a second king appears ... When a
    third king appears, it is placed next to the second one, and is treated in like manner, and so on
    until the pack is exhausted, cards being always placed on the last king turned up.'"""
    s = dealing({}, pack_to_deal("5C", "9H", "KS", "7D", "3S", "KC", "2C"))
    for _ in range(7):
        s.apply("deal")
    assert shown(s, "C1") == ["5C", "9H"]
    assert shown(s, "K2") == ["KS"] and shown(s, "C2") == ["7D", "3S"]
    assert shown(s, "K3") == ["KC"] and shown(s, "C3") == ["2C"]
    refused(s, "deal", "the pack is exhausted: the deal is complete")


def test_a_whole_deal_heads_eight_lines_of_different_lengths() -> None:
    """'Thus some kings will head lines of different lengths ..., and some will probably remain alone':
    the whole pack dealt, card by card, in 103 moves; the eight kings out, the eight aces up, and the
    88 other cards in the columns, in the order they were dealt."""
    singles = 0
    for deal in range(12):
        s = dealt_out(deal)
        pack = shuffled(_pack_less_first_king(), SLUG, deal)  # the engine's shuffle, top card last
        laid: list[str] = []
        for c in reversed(pack):  # the order they were dealt
            if not str(c).startswith(("A", "K")):
                laid.append(str(c))
        assert [c for k in COLUMNS for c in shown(s, k)] == laid
        assert all(s.pile(f"K{k}") for k in range(1, 9)) and all(len(s.pile(f)) == 1 for f in FOUNDATIONS)
        assert not s.pile("P") and sum(len(s.pile(c)) for c in COLUMNS) == 88
        assert len({len(s.pile(c)) for c in COLUMNS}) > 1
        singles += any(not s.pile(c) for c in COLUMNS)
    assert singles  # some kings remain alone


def _pack_less_first_king() -> list[patience.Card]:
    cards = packs(2)
    cards.remove(patience.parse_card("KH"))
    return cards


def test_rule_II_after_kings_in_succession_cards_go_only_on_the_last() -> None:
    """Rule II: 'If during the deal two or more kings turn up in succession, cards can only be placed on
    the last one.' The first stays alone; a card may not be placed on it while the pack lasts."""
    s = dealing({}, pack_to_deal("5C", "KS", "KD", "9H", "3D", "QC"))
    for _ in range(5):
        s.apply("deal")
    assert shown(s, "K2") == ["KS"] and not s.pile("C2")
    assert shown(s, "K3") == ["KD"] and shown(s, "C3") == ["9H", "3D"]
    refused(s, "C3>C2", r"cards are placed only on the last king turned up, as they are dealt \(Rule II\)")
    s.apply("deal")
    assert shown(s, "C3") == ["9H", "3D", "QC"]
    s.apply("C3>C2")  # the deal complete: the single king takes the queen (Rule V)
    assert shown(s, "C2") == ["QC"]


def test_aces_as_they_turn_up_go_to_the_spaces_reserved() -> None:
    """'During the deal, aces as they turn up are placed in the spaces reserved': each to the next space
    from the left, that deal's move; the columns may then be examined before the next card (note
    spensers-fairie-queen-3), so a deuce of its suit at the foot of the last column follows it up."""
    s = dealing({}, pack_to_deal("2H", "AH", "7S", "AD", "KC", "AC"))
    s.apply("deal")
    s.apply("deal")
    assert shown(s, "F1") == ["AH"] and shown(s, "C1") == ["2H"] and len(s.pile("P")) == 4
    s.apply("C1>F1")  # played as it turns up, before the next card covers it
    for _ in range(4):
        s.apply("deal")
    assert shown(s, "F1") == ["AH", "2H"] and shown(s, "F2") == ["AD"] and shown(s, "F3") == ["AC"]
    assert shown(s, "C1") == ["7S"] and shown(s, "K2") == ["KC"] and not s.pile("C2")


def test_suitable_cards_may_be_played_as_they_turn_up_in_the_deal() -> None:
    """'Suitable cards may be played as they turn up in the deal, and after playing each, the columns
    should be examined, as the playing of a card may bring other available ones (Rule IV) into use.'"""
    s = dealing({"K2": "KD", "F1": "AH", "F2": "AS", "C1": "3H 2S", "C2": "2H"})
    assert {m for m in names(s) if ">F" in m} == {"C1>F2", "C2>F1"}
    s.apply("C2>F1")
    s.apply("C1>F2")  # the three of hearts is released
    s.apply("C1>F1")
    assert shown(s, "F1") == ["AH", "2H", "3H"] and shown(s, "F2") == ["AS", "2S"]
    assert names(s) == {"deal"}


def test_transfers_wait_until_the_deal_is_complete() -> None:
    """'When the deal is complete ... Available cards may now be transferred from one column to another
    (Rule III) or placed on the single kings (Rule V)': not before (note spensers-fairie-queen-3)."""
    s = dealing({**KINGS, "C1": "8C", "C3": "7H"}, pack_to_deal("JD"))  # the last card, on the eighth king
    refused(s, "C3>C1", "when the deal is complete, available cards may be transferred from one column")
    refused(s, "C1>C2", "when the deal is complete")
    s.apply("deal")
    assert {"C3>C1", "C1>C2", "C3>C2"} <= names(s)
    s.apply("C3>C1")
    assert shown(s, "C1") == ["8C", "7H"] and shown(s, "C8") == ["JD"]


def test_the_deal_ends_with_the_pack() -> None:
    """'There is no re-deal.'"""
    s = dealt_out(3)
    refused(s, "deal", "the deal is complete")
    refused(s, "redeal", "there is no re-deal")


# --- the rules ----------------------------------------------------------------------------------------

def test_rule_I_the_foundations_follow_suit_and_ascend_to_queens() -> None:
    """Rule I: 'The foundations follow suit.' 'The eight aces form the foundation cards and ascend in
    sequence to queens (Rule I).'"""
    s = after_the_deal({"F1": "AH", "F2": "AS 2S", "F3": up("D", "Q"), "C1": "2D", "C2": "4S",
                        "C3": "3S 2H", "C4": "KD"})
    refused(s, "C1>F1", "Rule I: the foundations follow suit")
    refused(s, "C2>F2", "ascend in sequence to queens")
    refused(s, "C4>F3", "that foundation is complete: the aces ascend to queens")
    refused(s, "C1>F3", "complete")
    refused(s, "C3>F5", "the eight aces form the foundation cards")
    s.apply("C3>F1")
    s.apply("C3>F2")
    assert shown(s, "F1") == ["AH", "2H"] and shown(s, "F2") == ["AS", "2S", "3S"]


def test_a_card_goes_on_either_foundation_of_its_suit() -> None:
    """Two packs: two foundations of each suit, each ace in the space it turned up in (note
    spensers-fairie-queen-4); a card may go on either that takes it."""
    s = after_the_deal({"F2": "AC 2C", "F6": "AC 2C", "C1": "3C"})
    assert {m for m in names(s) if ">F" in m} == {"C1>F2", "C1>F6"}


def test_rule_III_transfers_in_descending_sequence_need_not_follow_suit() -> None:
    """Rule III: 'Available cards may be transferred from one column to another in descending sequence
    and need not follow suit.'"""
    s = after_the_deal({"C1": "9C 7D", "C2": "8S", "C3": "8D", "C4": "6H", "C5": "QS", "C6": "5H",
                        "C7": "10C", "C8": "JH"})
    refused(s, "C4>C3", r"Rule III: available cards may be transferred .* in descending sequence")
    refused(s, "C3>C1", "Rule III")  # upwards
    refused(s, "C3>C6", "Rule III")
    s.apply("C1>C2")  # a red seven on a black eight
    s.apply("C2>C3")  # and on to an eight of its own suit
    s.apply("C4>C3")
    s.apply("C6>C3")
    s.apply("C7>C8")
    assert shown(s, "C3") == ["8D", "7D", "6H", "5H"] and shown(s, "C8") == ["JH", "10C"]


def test_rule_IV_only_the_lowest_card_of_each_column_is_available() -> None:
    """Rule IV: 'Only the lowest card of each column is available, until its removal releases the one
    above it.'"""
    s = after_the_deal({"F1": "AH", "C1": "2H 9C", "C2": "10D", "C3": "5S", "C4": "8H", "C5": "4D",
                        "C6": "6C", "C7": "JS", "C8": "QH"})
    refused(s, "C1@1>F1", "Rule IV: only the lowest card of each column is available")
    assert "C1>F1" not in names(s)
    s.apply("C1>C2")
    s.apply("C1>F1")  # released
    assert shown(s, "F1") == ["AH", "2H"] and not s.pile("C1")


def test_rule_V_any_available_card_may_be_transferred_to_a_single_king() -> None:
    """Rule V: 'Any available card may be transferred to a single king, and sequences may be placed
    upon that card as upon those of the other columns.'"""
    s = after_the_deal({"F1": "AS 2S", "C1": "QS 4D", "C3": "9H 3C", "C4": "2H", "C5": "5C"})
    for single in ("C2", "C6", "C7", "C8"):  # every single king takes the four, or any other card
        assert f"C1>{single}" in names(s) and f"C4>{single}" in names(s)
    s.apply("C1>C2")
    s.apply("C3>C2")  # a three on it, as on any column
    refused(s, "C5>C2", "Rule III")
    refused(s, "F1>C6", "cards on the foundations stay there")
    s.apply("C1>C6")  # the queen too may go on a single king
    assert shown(s, "C2") == ["4D", "3C"] and shown(s, "C6") == ["QS"]
    # Nothing but a single king takes her (note spensers-fairie-queen-5).
    assert {m for m in names(s) if m.startswith("C6>")} == {"C6>C1", "C6>C7", "C6>C8"}


def test_the_kings_head_the_columns_and_are_never_moved() -> None:
    """The kings are placed by the deal, each 'the head of' its column; nothing is played from them or
    on them but on their columns."""
    s = after_the_deal({"C1": "QD", "C2": "5S"})
    refused(s, "K1>C2", "a king is placed only by the deal and is never moved")
    refused(s, "C2>K3", "the kings head the columns")
    refused(s, "P>C2", "Rule IV")


# --- won and over -------------------------------------------------------------------------------------

def test_won_when_the_eight_foundations_reach_their_queens() -> None:
    """The foundations 'ascend in sequence to queens': the game is won with the eight queens up, the
    kings left at the heads of their empty columns."""
    suits = "HDCSHDCS"
    s = after_the_deal({**{f: up(suits[k], "J") for k, f in enumerate(FOUNDATIONS)},
                        "C1": "QS QH", "C2": "QD QC", "C3": "QC", "C5": "QS QD", "C6": "QH"})
    line = ["C1>F1", "C1>F4", "C2>F3", "C2>F2", "C3>F7", "C5>F6", "C5>F8", "C6>F5"]
    for move in line:
        assert not s.is_won()
        s.apply(move)
    assert s.is_won() and s.is_over() and s.score() == 96


def test_over_when_no_card_can_move() -> None:
    """When the deal is complete and no card can be played, transferred or placed on a single king,
    the game is over, and lost."""
    s = after_the_deal({"F1": "AH", "F2": "AD", "F3": "AC", "F4": "AS",
                        **{c: card for c, card in zip(COLUMNS, ("3H", "3D", "3C", "3S", "6H", "6D", "6C", "6S"))}})
    assert s.legal_moves() == [] and s.is_over() and not s.is_won()
    assert not dealt_out(4).is_over()


# --- Note 1 ---------------------------------------------------------------------------------------------

def test_note_1_releasing_a_knave_of_hearts_with_two_single_kings() -> None:
    """Note 1, played move by move (note spensers-fairie-queen-7): 'Supposing that you have two single
    kings and wish to release a knave of hearts which is blocked with a descending sequence, the last
    card of that sequence being a four ...'"""
    s = patience.arrange(SLUG, NOTE_1)
    assert shown(s, "C1")[1:] == ["JH", "10S", "9D", "8C", "7H", "6S", "5D", "4C"]
    assert not s.pile("C2") and not s.pile("C3")  # two single kings
    line = iter(NOTE_1_LINE)

    def play(count: int) -> None:
        for _ in range(count):
            s.apply(next(line))

    play(2)  # 'place the four and then the five on the two spare kings'
    assert shown(s, "C2") == ["4C"] and shown(s, "C3") == ["5D"] and shown(s, "C1")[-1] == "6S"
    play(1)  # 'The six is thus released, and if a seven should be at the bottom of any other column,
    play(2)  # you transfer the six on to it, and also the five and the four, thus again freeing the two kings.'
    assert shown(s, "C4") == ["3S", "7D", "6S", "5D", "4C"] and not s.pile("C2") and not s.pile("C3")
    play(2)  # 'Now put up the seven and the eight (of the column you are trying to work off) on to those kings.'
    assert shown(s, "C2") == ["7H"] and shown(s, "C3") == ["8C"]
    play(1)  # 'Then transfer the seven to the eight,
    play(1)  # and place the nine on the remaining king.'
    assert shown(s, "C3") == ["8C", "7H"] and shown(s, "C2") == ["9D"]
    assert shown(s, "C1") == ["QS", "JH", "10S"]  # 'You have now only the ten left to block your knave of hearts'
    play(1)  # 'some other available knave, on which you will place the ten'
    assert shown(s, "C5") == ["2D", "JC", "10S"] and shown(s, "C1")[-1] == "JH"
    play(1)  # 'In this somewhat complicated manner you arrive at the desired knave of hearts.'
    assert shown(s, "F1")[-1] == "JH" and next(line, None) is None


def test_note_1_cannot_be_shortened_by_moving_the_sequence_whole() -> None:
    """The sequence goes card by card, the four first (Rule IV): the six may not leave before the
    four and five."""
    s = patience.arrange(SLUG, NOTE_1)
    refused(s, "C1@7>C4", "Rule IV")


# --- play --------------------------------------------------------------------------------------------

@settings(max_examples=25, deadline=None)
@given(deal=st.integers(0, 10_000), choices=st.lists(st.integers(0, 10_000), max_size=160))
def test_whatever_is_played_the_laws_hold(deal: int, choices: list[int]) -> None:
    """Kings never move and never hold a card but in their column; the foundations keep suit and
    sequence; during the deal nothing is transferred."""
    s = patience.new_game(SLUG, deal)
    for choice in choices:
        legal = s.legal_moves()
        if not legal:
            break
        move = legal[choice % len(legal)]
        dealing_now = bool(s.pile("P"))
        if dealing_now and move.args:
            assert move.args[1].startswith("F"), f"{move} during the deal"
        s.apply(move)
        for k in range(1, 9):
            assert [str(c)[0] for c in s.pile(f"K{k}")] in ([], ["K"])
        for f in FOUNDATIONS:
            pile = [str(c) for c in s.pile(f)]
            assert pile == [f"{r}{pile[0][-1]}" for r in RANKS[: len(pile)]] if pile else True


WINNING_DEAL = 4
WINNING_LINE = (  # noqa: SIM905 (the line as the solver prints it, one string)
    "deal deal deal deal deal deal deal deal deal deal deal deal deal deal deal deal deal deal deal deal "
    "deal C1>F1 deal deal deal deal deal deal deal deal deal deal C1>F1 deal deal deal deal C1>F2 deal "
    "deal deal deal deal deal deal deal deal deal deal deal deal deal deal deal deal C3>F4 deal C3>F3 "
    "deal C3>F2 C1>F2 deal deal C3>F3 deal C3>F3 deal deal deal deal deal deal deal deal deal deal deal "
    "C5>F3 deal deal deal deal deal deal C5>F6 C5>F6 deal deal deal deal C5>F5 C5>F5 deal deal C5>F5 "
    "C4>F5 deal deal deal deal deal deal deal deal deal deal C7>F3 deal deal deal deal deal C7>F2 deal "
    "deal deal deal deal deal deal deal C1>C2 C1>F6 C5>C8 C1>C7 C5>C1 C5>F6 C7>C1 C5>C4 C5>F2 C3>F2 C1>C7 "
    "C4>C6 C7>C8 C1>C3 C6>C4 C7>C1 C5>C7 C5>C2 C5>C7 C4>C6 C8>C1 C3>C4 C3>C2 C4>C2 C1>C2 C6>C4 C2>C8 "
    "C3>C6 C3>C7 C1>C7 C2>C1 C7>C2 C1>C7 C8>C2 C8>C1 C2>C1 C2>C8 C1>C7 C1>C2 C7>C2 C7>C1 C2>C1 C2>C7 "
    "C1>C7 C1>C2 C7>C2 C7>C1 C2>C8 C3>C8 C4>C3 C1>C7 C2>C1 C6>C4 C7>C2 C1>C7 C2>C1 C8>C6 C7>C2 C1>C7 "
    "C8>C2 C6>C2 C4>C6 C7>C1 C8>C7 C1>C8 C6>C4 C7>C1 C2>C6 C2>C1 C6>C1 C2>C7 C4>C6 C8>C2 C7>C8 C2>C7 "
    "C6>C4 C1>C6 C1>C7 C6>C7 C1>C2 C4>C6 C8>C1 C2>C8 C1>C2 C6>C4 C1>C6 C1>F5 C2>F5 C1>C4 C6>C1 C8>C1 "
    "C8>F5 C5>C8 C5>C1 C5>C8 C7>C1 C2>C6 C2>C4 C6>C4 C1>C7 C1>C6 C1>C4 C6>C4 C7>C4 C1>C6 C1>C2 C6>C1 "
    "C2>C8 C1>C8 C1>C2 C4>C7 C8>C2 C8>C5 C7>C4 C2>C5 C2>C8 C5>C8 C5>C2 C4>C7 C8>C2 C8>C5 C7>C4 C2>C5 "
    "C2>C8 C4>C7 C1>C6 C1>F1 C7>F1 C7>F1 C7>F1 C5>F1 C5>F1 C2>C1 C2>C6 C2>F2 C2>F1 C6>F1 C6>F1 C2>F4 "
    "C7>C8 C7>C1 C8>C1 C8>C7 C2>C4 C5>C2 C1>C7 C1>C2 C7>C2 C7>C1 C4>C6 C1>C8 C2>C8 C6>C4 C2>C1 C5>C6 "
    "C5>F8 C3>F8 C1>C2 C8>C2 C8>C7 C2>C7 C2>C8 C3>C4 C1>C3 C1>C5 C2>C5 C2>C6 C2>C8 C2>F5 C3>F5 C6>F5 "
    "C6>F5 C5>C3 C1>C2 C1>C3 C1>F3 C7>F3 C7>F3 C1>C2 C3>C7 C3>F3 C3>F3 C3>F2 C1>C4 C8>C7 C5>C1 C5>F3 "
    "C7>C8 C4>C3 C4>C2 C3>C2 C8>C7 C2>C5 C1>C3 C2>C4 C3>C6 C5>C3 C4>C2 C6>C5 C3>C6 C2>C4 C7>C8 C5>C3 "
    "C4>C2 C1>C5 C3>C5 C6>C2 C8>C7 C5>C1 C5>C3 C1>C3 C7>C8 C2>C5 C2>C4 C5>C4 C8>C7 C3>C1 C3>C5 C1>C5 "
    "C7>C8 C4>C3 C5>C1 C3>C6 C5>C3 C4>C2 C4>C5 C6>C2 C3>C6 C5>C4 C1>C6 C8>C7 C2>C3 C2>C4 C3>C4 C7>C8 "
    "C6>C1 C4>C5 C8>C7 C4>C2 C4>C3 C5>C2 C8>C5 C8>F2 C8>F2 C3>C4 C1>C6 C1>F2 C1>C8 C1>F6 C5>C1 C7>C1 "
    "C2>C3 C2>C4 C1>C7 C3>C4 C1>C3 C1>C6 C3>C6 C7>C6 C1>C3 C1>F6 C3>C1 C6>C7 C4>C3 C4>C2 C3>C2 C7>C6 "
    "C2>C5 C2>C1 C5>C1 C6>C7 C2>C3 C2>C5 C3>C5 C7>C6 C1>C2 C1>C4 C2>C4 C6>C7 C4>C3 C4>C5 C3>C5 C7>C6 "
    "C1>C2 C1>C3 C1>F4 C4>F4 C3>F4 C2>C4 C6>C7 C1>C2 C1>F7 C5>F7 C1>F6 C6>F6 C5>F7 C4>F7 C2>C6 C7>C6 "
    "C1>C2 C8>C2 C5>C4 C5>F7 C2>C8 C2>C1 C8>C1 C6>C7 C4>C2 C1>C8 C1>C3 C2>C4 C3>C5 C8>C5 C7>C6 C4>C1 "
    "C5>C8 C1>C2 C4>C1 C2>C1 C4>C6 C5>C2 C8>C2 C6>C4 C6>C7 C2>C8 C2>C3 C8>C3 C7>C6 C4>C6 C4>C7 C3>C8 "
    "C6>C7 C3>C2 C6>C4 C7>C4 C7>C6 C2>C3 C4>C6 C3>C5 C8>C5 C6>C4 C6>C7 C4>C7 C4>C6 C7>C6 C4>C2 C4>F6 "
    "C5>F6 C8>F6 C4>C5 C8>C2 C6>C2 C7>C3 C2>C3 C2>C7 C2>C4 C7>C4 C3>C4 C3>C7 C4>C6 C7>C2 C6>C2 C4>C7 "
    "C4>C3 C7>C3 C2>C3 C2>C7 C3>C6 C7>C4 C6>C4 C3>C7 C3>C2 C7>C2 C6>C7 C2>C6 C7>C2 C4>C2 C4>C7 C2>C6 "
    "C7>C3 C6>C3 C2>C7 C2>C4 C7>C4 C3>C4 C3>C7 C4>C6 C7>C2 C6>C2 C4>C7 C4>C3 C7>C3 C2>C3 C2>C7 C3>C6 "
    "C7>C4 C6>C4 C7>C2 C7>C5 C2>C5 C3>C5 C3>C2 C4>C5 C4>C2 C5>C2 C7>C3 C7>C3 C7>F7 C5>F7 C5>F7 C5>F7 "
    "C2>C6 C3>C5 C3>F7 C7>F7 C7>F4 C7>F8 C1>F8 C1>F8 C2>F4 C6>F8 C6>F8 C2>F8 C5>F8 C5>F8 C5>F8 C6>F4 "
    "C6>F4 C6>F4 C6>F4"
).split()


def test_a_real_deal_is_won() -> None:
    """Deal 4, won by the engine's solver (``patience solve spensers-fairie-queen --deal 4``), replayed
    move by move with the rules checked."""
    s = replay_win(SLUG, WINNING_DEAL, WINNING_LINE)
    assert s.score() == 96
