"""The Kings (No. 21), tested from the 1914 text, rule by rule and paragraph by paragraph."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st
from support import refused, replay_win, shown

import patience
from patience.cards import packs
from patience.games.kings import ORDER, SAME_LINE
from patience.state import State

SLUG = "kings"
LEFT = ("L1", "L2", "L3", "L4")
RIGHT = ("R1", "R2", "R3", "R4")
LINES = LEFT + RIGHT
FOUNDATIONS = tuple(f"F{k}" for k in range(1, 9))
ACES = dict(zip(FOUNDATIONS, ("AD", "AC", "AH", "AS") * 2))  # the picture, line by line (note kings-1)
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
RULE_II = "Rule II: only the outside cards of each group of columns are available"
RULE_III = ("Rule III: during the deal no card is available for playing on the foundations unless it is on "
            "the same horizontal line")


def up(suit: str, last: str) -> str:
    """A foundation from its ace up to ``last``, in one suit (any suits would do: Rule I)."""
    return " ".join(f"{r}{suit}" for r in RANKS[: RANKS.index(last) + 1])


def table(piles: dict[str, str]) -> State:
    """A position after the deal (no pack left): the aces in their places unless a foundation is named."""
    return patience.arrange(SLUG, {**ACES, **piles})


def dealing(cards: str, piles: dict[str, str] | None = None, next_line: str = "L1",
            uncovered: tuple[str, ...] = ()) -> State:
    """A position during the deal: ``cards`` are still to be dealt, the first named first; the next
    card falls on ``next_line``; the lines ``uncovered`` have their outside card as it was dealt."""
    bits = sum(1 << ORDER.index(name) for name in uncovered)
    return patience.arrange(SLUG, {**ACES, **(piles or {}), "P": " ".join(reversed(cards.split()))},
                            {"next": ORDER.index(next_line), "uncovered": bits})


def names(s: State) -> list[str]:
    return [str(m) for m in s.legal_moves()]


# --- the aces and the layout -----------------------------------------------------------------------------

def test_the_eight_aces_are_withdrawn_and_placed_in_two_columns() -> None:
    """'Withdraw from the packs the eight aces, and place them in two columns, taking care that each
    suit is in juxtaposition as in tableau': the picture's lines, from the top, hold the two aces of
    diamonds, of clubs, of hearts, of spades (note kings-1). The rest is the pack."""
    for deal in (0, 1, 57):
        s = patience.new_game(SLUG, deal)
        assert {f: shown(s, f) for f in FOUNDATIONS} == {f: [ace] for f, ace in ACES.items()}
        assert len(s.pile("P")) == 104 - 8 and not any(s.pile(line) for line in LINES)
        assert not any(str(c).startswith("A") for c in s.pile("P"))
        assert Counter(int(c) for c in s.all_cards()) == Counter(int(c) for c in packs(2))
        assert set(s.view()["P"]) == {None}  # the pack is face down
    piles = {p.name: p for g in patience.game(SLUG).groups for p in g.piles}
    assert len({piles[f].x for f in FOUNDATIONS[:4]}) == len({piles[f].x for f in FOUNDATIONS[4:]}) == 1
    for r in range(1, 5):  # the two aces of a suit side by side, on one horizontal line
        assert piles[f"F{r}"].y == piles[f"F{r + 4}"].y and ACES[f"F{r}"] == ACES[f"F{r + 4}"]
    assert [piles[f"F{r}"].y for r in range(1, 5)] == sorted(piles[f"F{r}"].y for r in range(1, 5))


def test_two_groups_of_columns_with_the_eight_aces_in_the_centre() -> None:
    """'thus forming two groups of columns, with the eight aces in the centre': each horizontal line of
    each group is one pile, L1-L4 on the left and R1-R4 on the right, level with the two aces of its
    line and growing outwards, 'the cards on the right side of the right-hand group, and those on the
    left side of the left-hand group' being outside (Rule II's note; note kings-2)."""
    piles = {p.name: p for g in patience.game(SLUG).groups for p in g.piles}
    for r in range(1, 5):
        line = [piles[name] for name in (f"L{r}", f"F{r}", f"F{r + 4}", f"R{r}")]
        assert len({p.y for p in line}) == 1
        assert [p.x for p in line] == sorted(p.x for p in line)
        assert piles[f"L{r}"].fan == "left" and piles[f"R{r}"].fan == "right"
        assert SAME_LINE[f"L{r}"] == SAME_LINE[f"R{r}"] == (f"F{r}", f"F{r + 4}")


def test_the_book_picture_is_the_aces_and_a_column_on_either_side() -> None:
    """The picture shows the eight aces and a column of four on either side of them: the page's tableau
    is the deal after its first eight cards."""
    from patience.book.pages import tableau

    assert patience.game(SLUG).figure == ("deal",) * 8
    s = patience.new_game(SLUG, 1)
    for _ in range(8):
        s.apply("deal")
    assert all(len(s.pile(line)) == 1 for line in LINES)
    assert tableau(SLUG).html.count('class="card"') >= 16


# --- the deal ----------------------------------------------------------------------------------------

def test_columns_of_four_first_on_the_left_and_then_on_the_right() -> None:
    """'On either side of the foundations, deal out a column of four cards ... You continue to deal out
    successive columns of four cards, alternately on the right and left of the first ones, until the
    pack is exhausted ... it is best to deal the columns regularly, first on the left, and then on the
    right, side.' Each column from the top (note kings-2); each later column outside the one before."""
    cards = "5S 6S 7S 8S 9S 10S JS QS 5H 6H"
    s = dealing(cards)
    for _ in range(10):
        s.apply("deal")
    assert ORDER == LEFT + RIGHT
    assert [shown(s, line)[0] for line in ORDER] == cards.split()[:8]
    assert shown(s, "L1") == ["5S", "5H"] and shown(s, "L2") == ["6S", "6H"]  # the outside card last
    s = patience.new_game(SLUG, 3)
    while "deal" in names(s):
        s.apply("deal")
    assert not s.pile("P") and sum(len(s.pile(line)) for line in LINES) + s.score() == 104
    refused(s, "deal", "the pack is exhausted")


def test_a_suitable_card_is_played_at_once_and_replaced_with_the_next() -> None:
    """'if in dealing these a suitable card turns up, available for a foundation, in accordance with
    Rule III, play it at once; replacing it with the next card from the pack.'"""
    s = dealing("9S 2H 8D 3C 7C")
    s.apply("deal")
    s.apply("deal")  # the deuce of hearts goes up on its own line, the eight of diamonds in its stead
    assert shown(s, "F2") == ["AC", "2H"] and shown(s, "L2") == ["8D"]
    s.apply("deal")  # the three of clubs would suit the foundation of the line above: it stays
    assert shown(s, "L3") == ["3C"] and shown(s, "F2") == ["AC", "2H"]
    assert s.moves == [patience.parse_move("deal")] * 3


def test_rule_III_binds_the_cards_played_as_dealt() -> None:
    """Rule III: 'During the deal no card is available for playing on the foundations unless it is on
    the same horizontal line as the foundation (of either group) for which it is suitable'; so a card
    dealt goes up at once only there. 'Of either group': a card of the right-hand group goes on the
    left column's ace of its line as readily as on the right's (note kings-1: the left one first,
    where both take it)."""
    s = dealing("2D 2S 9H", {"F5": "AD 2D"}, next_line="R1")
    s.apply("deal")  # the deuce of diamonds on R1 goes up on F1, of its line; the deuce of spades stays,
    assert shown(s, "F1") == ["AD", "2D"] and shown(s, "R1") == ["2S"]  # though the other lines want one
    assert shown(s, "F5") == ["AD", "2D"] and all(len(s.pile(f)) == 1 for f in ("F2", "F3", "F4"))
    s = dealing("2H 9H", next_line="R1")
    s.apply("deal")
    assert shown(s, "F1") == ["AD", "2H"] and shown(s, "F5") == ["AD"] and shown(s, "R1") == ["9H"]


def test_rule_III_during_the_deal_a_card_goes_up_only_on_its_own_horizontal_line() -> None:
    """Rule III, played by the player's move: a card outside as dealt goes on a foundation of its own
    line, of either group, and on no other (note kings-3)."""
    s = dealing("9C 9D", {"L1": "3H", "R1": "3S", "F1": "AD 2D", "F5": "AD 2H", "F2": "AC 2C"},
                next_line="L2", uncovered=("L1", "R1"))
    card_moves = [m.split(">") for m in names(s) if ">" in m]
    assert {("L1", "F1"), ("L1", "F5"), ("R1", "F1"), ("R1", "F5")} <= {tuple(m) for m in card_moves}
    assert all(f in SAME_LINE[line] for line, f in card_moves)
    refused(s, "L1>F2", RULE_III)  # the foundation of the line below wants a three too
    s.apply("R1>F5")  # of either group: the right-hand group's card on the right column's ace
    s.apply("L1>F1")  # and the left-hand group's on the left column's
    assert shown(s, "F1") == ["AD", "2D", "3H"] and shown(s, "F5") == ["AD", "2H", "3S"]


def test_a_card_is_available_until_the_next_column_covers_it() -> None:
    """'never omit to play suitable cards as they turn up, subject to Rule III, for as each column is
    placed it blocks the preceding one (Rule II)': the three of hearts dealt on L1 waits outside while
    the rest of its column and the right-hand column are dealt; when the deuce dealt on R1 goes up, the
    three may follow it. Once the next column covers it, it is blocked (note kings-3)."""
    cards = "3H 9C 9D 9S 2C 10C 10D 10S JC JD QC"
    s = dealing(cards)
    for _ in range(5):
        s.apply("deal")
    assert shown(s, "F1") == ["AD", "2C"] and shown(s, "R1") == ["10C"] and shown(s, "L1") == ["3H"]
    assert "L1>F1" in names(s)
    s.apply("L1>F1")
    assert shown(s, "F1") == ["AD", "2C", "3H"] and not s.pile("L1")
    s = dealing(cards)
    for _ in range(9):  # the deuce goes up, and the next column begins on L1, outside the three
        s.apply("deal")
    assert shown(s, "L1") == ["3H", "JD"]
    refused(s, "L1@1>F1", RULE_II)


def test_during_the_deal_you_may_not_play_cards_from_the_inner_columns_even_if_released() -> None:
    """'during the deal you may not play cards from the inner columns, even if released': the seven of
    spades, released by playing the three of hearts outside it, waits for the end of the deal, though
    a foundation on its line wants it (note kings-3)."""
    piles = {"L1": "7S 3H", "F1": "AD 2D", "F5": "AC 2C 3C 4C 5C 6C"}
    s = dealing("9C 9D", piles, next_line="L2", uncovered=("L1",))
    s.apply("L1>F1")
    refused(s, "L1>F5", "during the deal you may not play cards from the inner columns, even if released")
    assert "L1>F5" not in names(s)
    s.apply("deal")
    s.apply("deal")  # the deal is complete: the seven is available (Rule II)
    s.apply("L1>F5")
    assert shown(s, "F5")[-1] == "7S" and not s.pile("L1")


def test_no_sequences_are_formed_and_no_lane_filled_during_the_deal() -> None:
    """'When the pack is exhausted, ... Sequences (Rule I) ... may now be formed': not before, nor is an
    emptied line filled while the pack lasts; the next card dealt on it falls at its inner end."""
    s = dealing("9C 5H", {"L1": "KS", "R1": "QD"}, next_line="L2", uncovered=("L1", "R1"))
    refused(s, "R1>L1", "only when the pack is exhausted may sequences be formed")
    refused(s, "R1>L2", "only when the pack is exhausted may sequences be formed, and lanes filled")
    assert names(s) == ["deal"]
    s.apply("deal")
    assert shown(s, "L2") == ["9C"]


# --- after the deal ----------------------------------------------------------------------------------------

def test_when_the_deal_is_complete_the_restriction_of_rule_III_ceases() -> None:
    """'When the entire deal is complete, this restriction ceases' (Rule III); 'When the pack is
    exhausted, you examine the tableau, and may now play any available cards (Rule II), the restriction
    as to their being on the same horizontal line having ceased.' The book's note: 'it is advisable to
    interpret it in the affirmative', as the engine does (note kings-5)."""
    piles = {"L4": "8C 2H", "F1": "AD 2D", "F6": up("C", "7")}
    s = dealing("9S", piles, next_line="R4", uncovered=("L4",))
    refused(s, "L4>F2", RULE_III)
    s.apply("deal")  # the last card: the pack is exhausted
    assert not s.pile("P") and {"L4>F2", "L4>F3", "L4>F5", "L4>F7"} <= set(names(s))
    assert "L4>F1" not in names(s)  # (the foundation on the first line has its deuce)
    s.apply("L4>F2")
    s.apply("L4>F6")  # the eight, released, goes up on the second line: no inner column waits now
    assert shown(s, "F2") == ["AC", "2H"] and shown(s, "F6")[-1] == "8C" and not s.pile("L4")


def test_rule_I_the_foundations_do_not_follow_suit_and_ascend_to_kings() -> None:
    """Rule I: 'The foundations do not follow suit'; 'The eight aces form the foundations, which ascend
    in sequence (Rule I) to kings.'"""
    s = table({"L1": "2S", "L2": "2H", "L3": "4D", "R1": "KD", "R2": "KC", "F8": up("S", "Q"), "F7": up("H", "K")})
    s.apply("L1>F3")  # a deuce of spades on the ace of hearts
    s.apply("L2>F1")  # a deuce of hearts on the ace of diamonds
    refused(s, "L3>F4", "the eight aces form the foundations, which ascend in sequence")
    refused(s, "R1>F7", "that foundation has ascended to its king")
    s.apply("R1>F8")  # a king of diamonds ends the spades' foundation
    refused(s, "R2>F8", "that foundation has ascended to its king")
    assert shown(s, "F3") == ["AH", "2S"] and shown(s, "F1") == ["AD", "2H"] and shown(s, "F8")[-1] == "KD"


def test_rule_I_sequences_ascending_and_descending_not_following_suit() -> None:
    """Rule I: 'neither do the cards placed in sequence on the columns'; 'Sequences (Rule I), both
    ascending and descending, may now be formed with cards on the outside of both groups (Rule II)':
    a card goes on the outside card of any line, of either group, next above or below it in value,
    whatever its suit (note kings-4)."""
    s = table({"L1": "9D 6S", "R2": "5H", "R3": "7C", "L4": "8C", "R4": "6D"})
    assert {"R2>L1", "R3>L1", "L1>R2", "L1>R3"} <= set(names(s))
    refused(s, "L4>L1", "Rule I: sequences, both ascending and descending, not following suit")
    refused(s, "R4>L1", "only the next card above or below in value goes on a card")
    s.apply("R2>L1")  # a five of hearts on the six of spades, from the right-hand group to the left
    s.apply("R4>L1")  # and a six of diamonds on the five
    assert shown(s, "L1") == ["9D", "6S", "5H", "6D"]
    s.apply("L1>R3")  # the six, now outside, goes on the seven of clubs
    assert shown(s, "R3") == ["7C", "6D"] and shown(s, "L1") == ["9D", "6S", "5H"]


def test_rule_II_only_the_outside_cards_are_available() -> None:
    """Rule II: 'Only the outside cards of each group of columns are available until, by their
    removal, the next ones are released, the principle being that no card is available that has
    another outside it.'"""
    s = table({"L1": "2H 9S", "R1": "2D 9C", "L2": "10H"})
    refused(s, "L1@1>F1", RULE_II)
    refused(s, "R1@1>F5", "no card being available that has another outside it")
    refused(s, "F1>L2", RULE_II)  # nor is a card on a foundation
    s.apply("L1>L2")  # the nine of spades is removed: the deuce of hearts is released
    s.apply("L1>F1")
    assert shown(s, "F1") == ["AD", "2H"] and shown(s, "L2") == ["10H", "9S"]


def test_sequences_are_reversed_by_transferring_them_from_one_packet_to_another() -> None:
    """'and these sequences may be reversed, as they are required to play on the foundations, by
    transferring them from one packet to another': a sequence five to eight on L2, the eight outside,
    is moved card by card onto the nine of R3, and the five, now outside, leads it up to the
    foundation that wants it."""
    s = table({"L2": "KC 5H 6C 7D 8S", "R3": "QH 9H", "F3": up("H", "4")})
    refused(s, "L2@2>F3", RULE_II)
    for _ in range(4):
        s.apply("L2>R3")
    assert shown(s, "R3") == ["QH", "9H", "8S", "7D", "6C", "5H"] and shown(s, "L2") == ["KC"]
    for _ in range(5):
        s.apply("R3>F3")
    assert shown(s, "F3") == up("H", "4").split() + ["5H", "6C", "7D", "8S", "9H"]


def test_an_emptied_line_is_a_lane_that_takes_any_available_card() -> None:
    """'If an entire horizontal row of cards has been removed, you may place any available card at the
    inner end of the lane so formed, and sequences may be placed upon it, as on the others' (note
    kings-4: a row is one group's line)."""
    s = table({"R2": "9C 4S", "L1": "QD 5D", "R4": "JH", "L2": "KS", "L4": "KH", "R1": "KD", "R3": "KC"})
    assert {"R2>L3", "L1>L3", "R4>L3"} <= set(names(s))
    refused(s, "F1>L3", RULE_II)  # a foundation's card is no available card
    s.apply("R2>L3")  # the four of spades at the inner end of the lane
    s.apply("L1>L3")  # and a sequence upon it
    assert shown(s, "L3") == ["4S", "5D"] and shown(s, "R2") == ["9C"] and shown(s, "L1") == ["QD"]
    s.apply("L1>R4")  # the queen on the knave of the right-hand group: L1 is a lane in its turn
    assert not s.pile("L1") and {"R2>L1", "L3>L1", "R4>L1"} <= set(names(s))


# --- the end --------------------------------------------------------------------------------------------

def test_won_when_the_eight_foundations_have_ascended_to_kings() -> None:
    """The aces 'ascend in sequence (Rule I) to kings': won with all 104 cards on the foundations."""
    full = {f: up(suit, "K") for f, suit in zip(FOUNDATIONS, "DCHSDCHS")}
    s = table({**full, "F8": up("S", "Q"), "R4": "KH"})
    assert not s.is_won() and "R4>F8" in names(s)  # (or the king into a lane)
    s.apply("R4>F8")
    assert s.is_won() and s.is_over() and s.score() == 104


def test_there_is_no_redeal_and_a_stuck_game_is_over() -> None:
    """'There is no re-deal.' With the pack exhausted, no card to go up, no sequence to form and no
    lane to fill, the game is over, and lost."""
    s = table({line: card for line, card in zip(LINES, ("9S 4S", "4H", "4C", "4D", "4S", "4H", "4C", "4D"))})
    refused(s, "redeal", "there is no re-deal")
    assert names(s) == [] and s.is_over() and not s.is_won()


def test_a_deal_won_move_by_move() -> None:
    """Deal 1, as the solver won it: the whole pack dealt (ten cards going up as they turn up), then
    every foundation carried to its king by the outside cards, sequences and lanes."""
    line = ["deal"] * 86 + (
        "R2>F1 R1>F1 R4>F1 L4>F1 L4>F1 R4>F1 L1>F2 L4>F2 R2>F8 R4>F1 L2>F5 L1>F1 R2>F2 L4>F8 R4>R1 "
        "R4>F7 R1>R4 R1>R4 L4>R4 R3>R2 R4>R3 R4>R3 R4>L1 R3>L1 R3>R4 R3>R4 R1>R3 R1>R3 R1>F6 R1>L2 "
        "R1>F8 L4>F8 L4>F2 R3>F2 R3>F2 R3>F2 L1>F2 L1>F2 R4>F2 L4>R1 L4>F7 R2>F7 R2>F8 R1>F8 R1>F8 "
        "R1>F7 R1>F6 L3>F6 L3>F8 L2>F8 L3>F7 L4>F5 R1>F5 L4>F7 L2>F7 R3>F5 L2>R4 L2>F8 R2>F8 R4>F8 "
        "L2>F6 L2>F6 L2>F4 L2>F7 R2>F7 R4>F7 R4>F7 L2>F3 L2>F5 L3>F5 L2>L1 R4>R2 R4>F6 L3>F6 L3>L1 "
        "L3>F4 R3>F4 R3>F5 R2>F5 R2>F6 R2>F5 L3>F4 R4>F4 L1>F6 R4>F6 R3>R2 R3>F4 R3>F3 R3>F6 R2>F4 "
        "R2>F4 L3>F3 R2>L3 L1>R2 L1>R2 L1>R4 L1>R2 L1>F5 L1>F4 R2>F5 L1>F4 L1>F3 L3>F3 L3>F3 R4>F3 "
        "L3>F3 R2>F5 L1>F3 L1>F4 R2>F3 R2>F3").split()
    s = patience.new_game(SLUG, 1)
    for _ in range(86):
        s.apply("deal")
    assert not s.pile("P") and s.score() == 8 + 10
    replay_win(SLUG, 1, line)


# --- random play --------------------------------------------------------------------------------------

@settings(max_examples=30, deadline=None)
@given(deal=st.integers(0, 100_000), choices=st.lists(st.integers(0, 1000), max_size=200))
def test_whatever_is_played_the_rules_hold(deal: int, choices: list[int]) -> None:
    """Random play: each foundation ascends by one from its ace, whatever the suits; while the pack
    lasts every card that goes up, as dealt or by a move, goes on a foundation of its own horizontal
    line, no card goes from line to line, and a card is played from a line only as it was dealt there."""
    s = patience.new_game(SLUG, deal)
    as_dealt: set[str] = set()  # the lines whose outside card is the one dealt there
    for choice in choices:
        legal = s.legal_moves()
        if not legal:
            assert s.is_over()
            break
        move = legal[choice % len(legal)]
        during = bool(s.pile("P"))
        before = {f: len(s.pile(f)) for f in FOUNDATIONS}
        sizes = {line: len(s.pile(line)) for line in LINES}
        line = ORDER[s.counters["next"]]
        s.apply(move)
        grown = {f for f in FOUNDATIONS if len(s.pile(f)) > before[f]}
        if move.kind == "deal":
            assert grown <= set(SAME_LINE[line])
            if len(s.pile(line)) > sizes[line]:
                as_dealt.add(line)
        elif during:
            src, dst = move.args
            assert dst in SAME_LINE[src] and src in as_dealt
            as_dealt.discard(src)
        for f in FOUNDATIONS:
            assert [c.rank for c in s.pile(f)] == list(range(1, len(s.pile(f)) + 1))
