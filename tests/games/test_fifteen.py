"""The Fifteen (No. 3), tested from the 1914 text, rule by rule and paragraph by paragraph."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from support import refused, replay_win, shown
import patience
from patience.cards import packs
from patience.deals import shuffled

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
# Columns whose lowest cards are neither aces nor kings, and marry none of the lowest cards of
# game_that_cannot_begin, so that no foundation card is available or can be made so.
QUIET = {f"C{k}": "3S 4S 5S 6S 7S 8S 9S" for k in range(3, 16)}


def test_deal_two_packs_in_rows_of_fifteen_the_last_fourteen() -> None:
    """'Two Entire Packs of Cards' ... 'Deal out the entire pack from left to right in horizontal rows,
    fifteen cards in each, excepting the last one, which can only contain fourteen. Each row should
    partly cover over the preceding one': each column is a pile, the first row at its bottom."""
    for deal in (0, 8):
        s = patience.new_game("fifteen", deal)
        assert [len(s.pile(f"C{k}")) for k in range(1, 16)] == [7] * 14 + [6]
        assert Counter(int(c) for c in s.all_cards()) == Counter(int(c) for c in packs(2))
        pack = shuffled(packs(2), "fifteen", deal)
        for n in range(104):  # the n-th card dealt lies in row n // 15 of column n % 15
            row, column = divmod(n, 15)
            assert s.pile(f"C{column + 1}")[row] == pack[-1 - n]
        assert all(not s.pile(f"F{k}") for k in range(1, 9))


def test_rule_I_only_the_lowest_row_is_available() -> None:
    """Rule I: 'Only cards in the seventh or lowest row are available, until by their removal those
    above them are released. No card can at any time be used that has any other below it.'"""
    s = patience.arrange("fifteen", {"C1": "AS 9D", "C2": "AH", "F3": "AC", "C3": "2C 10D"})
    refused(s, "C1@1>F1", "Rule I: only cards in the seventh or lowest row are available")
    refused(s, "C3@1>F3", "No card can at any time be used that has any other below it")
    s.apply("C2>F2")  # a lowest card plays
    s.apply("C1>C3")  # the nine of diamonds marries the ten, and releases the ace above it
    s.apply("C1>F1")
    assert shown(s, "F1") == ["AS"] and shown(s, "F2") == ["AH"]


def test_rule_II_each_foundation_must_follow_suit() -> None:
    """Rule II: 'Each foundation must follow suit.'"""
    s = patience.arrange("fifteen", {"F1": "AS", "F5": "KS", "C1": "2H", "C2": "QH", "C3": "2S"})
    refused(s, "C1>F1", "Rule II: each foundation must follow suit")
    refused(s, "C2>F5", "Rule II: each foundation must follow suit")
    s.apply("C3>F1")
    assert shown(s, "F1") == ["AS", "2S"]


def test_four_aces_ascend_to_kings_and_four_kings_descend_to_aces() -> None:
    """'four aces and four kings form the foundation cards, the aces ascending in sequence to kings,
    the kings descending in sequence to aces.'"""
    s = patience.arrange("fifteen", {"C1": "KD", "C2": "QD", "C3": "2D", "C4": "AD", "C5": "JD", "C6": "3D"})
    refused(s, "C2>F8", "four aces and four kings form the foundation cards")
    refused(s, "C1>F4", "four aces and four kings form the foundation cards")
    s.apply("C1>F8")  # the king of diamonds begins its foundation
    s.apply("C4>F4")  # and the ace of diamonds
    refused(s, "C5>F8", "the kings descend in sequence to aces")
    refused(s, "C6>F4", "the aces ascend in sequence to kings")
    s.apply("C2>F8")
    s.apply("C5>F8")
    s.apply("C3>F4")
    s.apply("C6>F4")
    assert shown(s, "F8") == ["KD", "QD", "JD"] and shown(s, "F4") == ["AD", "2D", "3D"]
    labels = [p.label for g in patience.game("fifteen").groups for p in g.piles if p.name.startswith("F")]
    assert labels[:4] == [f"ace of {suit}" for suit in ("spades", "hearts", "clubs", "diamonds")]
    assert labels[4:] == [f"king of {suit}" for suit in ("spades", "hearts", "clubs", "diamonds")]


def test_a_full_foundation_takes_no_more() -> None:
    """The aces ascend 'to kings' and no further: the second pack's ace of spades waits for the
    king of spades' foundation (note fifteen-1)."""
    up = " ".join(f"{r}S" for r in RANKS)
    s = patience.arrange("fifteen", {"F1": up, "F5": "KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S", "C1": "AS"})
    refused(s, "C1>F1", "that foundation is complete")
    s.apply("C1>F5")
    assert s.is_won() is False and len(s.pile("F5")) == 13


def test_marriages_both_in_ascending_and_in_descending_lines() -> None:
    """'then marry, both in ascending and in descending lines, subject to Rule I'."""
    s = patience.arrange("fifteen", {"C1": "6H", "C2": "5H", "C3": "7H", "C4": "5D", "C5": "8H"})
    assert s.is_legal(patience.parse_move("C2>C1")) and s.is_legal(patience.parse_move("C3>C1"))
    refused(s, "C4>C1", "marry, both in ascending and in descending lines")
    refused(s, "C5>C1", "marry, both in ascending and in descending lines")
    s.apply("C3>C1")
    assert shown(s, "C1") == ["6H", "7H"]


def test_foundation_cards_stay_played() -> None:
    """Cards played on the foundations are not taken back into the tableau."""
    s = patience.arrange("fifteen", {"F1": "AS 2S", "C1": "3S", "C2": ""})
    refused(s, "F1>C2", "foundation cards stay played")
    refused(s, "F1>C1", "foundation cards stay played")


def test_a_perpendicular_lane_takes_any_available_card() -> None:
    """'open out one or more perpendicular lanes. These are of the greatest use; you may select any
    available card and place it at the top of the lane, and below it any others in sequence of the
    same suit, each card partly concealing the preceding one, as in the original deal.'"""
    s = patience.arrange("fifteen", {"C1": "QC 9D", "C2": "", "C3": "KS 8D", "C4": "2H 10D"})
    refused(s, "C1@1>C2", "Rule I")  # only available cards, never a covered one
    s.apply("C3>C2")  # any available card heads the lane
    s.apply("C1>C2")  # the next in sequence of the same suit below it
    s.apply("C4>C2")
    assert shown(s, "C2") == ["8D", "9D", "10D"]


def test_the_books_example_reversing_a_sequence_in_the_lane() -> None:
    """'You may also use the lane for reversing any sequences previously made. Thus, supposing there is
    a sequence beginning with a ten and ending with a three (the ten being required for one of the
    foundations), place the three at the top of the lane, the other cards following until the ten
    becomes the lowest or available card.'"""
    s = patience.arrange("fifteen", {"C1": "KC 10H 9H 8H 7H 6H 5H 4H 3H", "C2": "",
                                     "F2": "AH 2H 3H 4H 5H 6H 7H 8H 9H"})
    refused(s, "C1@2>F2", "Rule I")  # the ten is required, but blocked by its own sequence
    for _ in range(8):
        s.apply("C1>C2")
    assert shown(s, "C2") == ["3H", "4H", "5H", "6H", "7H", "8H", "9H", "10H"]
    assert shown(s, "C1") == ["KC"]
    s.apply("C2>F2")  # the ten is the lowest, available card
    assert shown(s, "F2")[-1] == "10H"


def game_that_cannot_begin(**extra: str) -> patience.State:
    """No ace or king in the lowest row, no foundation begun, and no marriage to make (the lowest
    cards are the nine of diamonds, the eight and ten of clubs, and nines of spades); an ace of spades
    and a king of hearts in the sixth row, a nine of hearts and an ace of clubs in the fifth."""
    piles = {**QUIET,
             "C1": "2C 3C 4C 5C 6C AS 9D",
             "C2": "2D 3D 4D 5D 9H KH 8C",
             "C3": "2H 3H 4H 5H AC 7D 10C"}
    piles.update(extra)
    return patience.arrange("fifteen", piles)


def withdrawals(s: patience.State) -> set[str]:
    return {str(m) for m in s.legal_moves() if m.args and "@" in m.args[0]}


CANNOT_BEGIN = "so that the patience cannot even begin.*note fifteen-4"


def test_the_exception_to_rule_I_withdraws_an_ace_and_a_king_from_the_sixth_row() -> None:
    """'if, after these changes, no foundation card is available, so that the patience cannot even
    begin, you may withdraw from the sixth row one ace and one king, if any are to be found (see note
    to Rule I), immediately filling the spaces so made with the cards below which had previously
    blocked them.'"""
    s = game_that_cannot_begin()
    assert withdrawals(s) == {"C1@6>F1", "C2@6>F6"}
    s.apply("C1@6>F1")
    assert shown(s, "F1") == ["AS"]
    assert shown(s, "C1") == ["2C", "3C", "4C", "5C", "6C", "9D"]  # the card below closes up
    s.apply("C2@6>F6")
    assert shown(s, "F6") == ["KH"] and shown(s, "C2")[-2:] == ["9H", "8C"]
    s.undo()
    s.undo()
    assert shown(s, "C1")[-2:] == ["AS", "9D"] and not s.pile("F1")


def test_the_exception_is_one_ace_and_one_king_no_more() -> None:
    """'you may withdraw from the sixth row one ace and one king' ... 'no further infringement of
    rules allowed'."""
    s = game_that_cannot_begin(C4="2S 3S 4S 5S 6S AH 9S", C5="2S 3S 4S 5S 6S KD 9S")
    s.apply("C1@6>F1")
    refused(s, "C4@6>F2", "one ace and one king, no more")
    s.apply("C5@6>F8")
    refused(s, "C2@6>F6", "one ace and one king, no more")
    assert not any("@" in m.args[0] for m in s.legal_moves() if m.args)


def test_the_exception_only_when_the_patience_cannot_begin() -> None:
    """'but if, after these changes, no foundation card is available, so that the patience cannot
    even begin': not while an ace or a king is available, nor once the game has begun."""
    s = game_that_cannot_begin(C4="2S 3S 4S 5S 6S 7S KD")
    refused(s, "C1@6>F1", CANNOT_BEGIN)
    s.apply("C4>F8")  # the game begins in the ordinary way
    refused(s, "C2@6>F6", CANNOT_BEGIN)
    assert not withdrawals(s)


def test_deal_13_can_begin_with_a_marriage_so_nothing_is_withdrawn() -> None:
    """'so that the patience cannot even begin': on deal 13 no ace or king is in the lowest row, but
    the marriage of the three of diamonds on the two (C2>C7) uncovers the ace of clubs. The patience
    can begin, so no ace or king may be withdrawn from the sixth row (note fifteen-4)."""
    s = patience.new_game("fifteen", 13)
    assert not any(s.pile(f"C{k}")[-1].rank in (1, 13) for k in range(1, 16))
    assert shown(s, "C4")[5] == "AH" and shown(s, "C14")[5] == "KD"  # in the sixth row, yet not to be had
    assert not withdrawals(s)
    refused(s, "C4@6>F2", CANNOT_BEGIN)
    refused(s, "C14@6>F8", CANNOT_BEGIN)
    s.apply("C2>C7")
    s.apply("C2>F3")  # the game begins
    assert shown(s, "F3") == ["AC"]


def test_the_patience_can_begin_by_any_line_of_marriages_or_by_a_lane() -> None:
    """'so that the patience cannot even begin' reads every line of ordinary play, not one move: here no
    single marriage uncovers an ace or a king, yet two in turn do, or a marriage that opens a lane and
    the lane taking a card (note fifteen-4)."""
    # The ten of spades marries a nine of spades, releasing the six of hearts, which marries the seven
    # of hearts and uncovers the king of diamonds.
    s = game_that_cannot_begin(C4="2S 3S 4S 5S 6S KD 6H 10S", C5="2S 3S 4S 5S 6S 7S 7H")
    assert not withdrawals(s)
    refused(s, "C1@6>F1", CANNOT_BEGIN)
    s.apply("C4>C6")
    s.apply("C4>C5")
    assert shown(s, "C4")[-1] == "KD"
    # The eight of diamonds, alone in its column, marries the nine, and the lane so opened takes the
    # eight of clubs, which uncovers the king of hearts.
    t = game_that_cannot_begin(C4="8D")
    assert not withdrawals(t)
    refused(t, "C2@6>F6", CANNOT_BEGIN)
    t.apply("C4>C1")
    t.apply("C2>C4")
    assert shown(t, "C2")[-1] == "KH"


def test_the_exception_is_judged_after_these_changes() -> None:
    """'then marry ... but if, after these changes, no foundation card is available, so that the
    patience cannot even begin': the position is judged as the marriages have left it (note fifteen-4).
    Marriages that can bring no ace or king up leave the exception open, before them and after them;
    one that would uncover an ace closes it before it is made; and one that covers a king's column
    past recall leaves a patience that cannot begin."""
    s = game_that_cannot_begin(C4="2S 3S 4S 5S 6S 7S 5H", C5="2S 3S 4S 5S 6S 7S 6H")
    assert {"C4>C5", "C5>C4"} <= {str(m) for m in s.legal_moves()}
    assert withdrawals(s) == {"C1@6>F1", "C2@6>F6"}
    s.apply("C4>C5")  # a marriage that opens nothing
    assert withdrawals(s) == {"C1@6>F1", "C2@6>F6"}
    t = game_that_cannot_begin(C4="2S 3S 4S 5S 6S 7S 10D")
    refused(t, "C2@6>F6", CANNOT_BEGIN)  # the nine of diamonds would marry the ten, uncovering an ace
    t.apply("C1>C4")
    assert shown(t, "C1")[-1] == "AS"
    t.apply("C1>F1")
    refused(t, "C2@6>F6", CANNOT_BEGIN)
    u = game_that_cannot_begin(C4="2S 3S 4S 5S 6S 7S 7C")
    refused(u, "C2@6>F6", CANNOT_BEGIN)  # the eight of clubs could marry the seven, uncovering the king
    u.apply("C4>C2")  # married the other way, the seven on the eight: nothing can move either again
    u.apply("C2@6>F6")  # the king of hearts, sixth from the top, now has two cards below it
    assert shown(u, "C2")[-2:] == ["8C", "7C"] and shown(u, "F6") == ["KH"]


def test_of_deals_0_to_399_one_cannot_begin() -> None:
    """The count note fifteen-4 gives: of deals 0-399, 28 have no ace or king in the lowest row, 25 of
    them with one in the sixth row (each of which a reading of "no foundation card is available" alone
    would open to the withdrawal), but only deal 353 cannot begin (no two of its lowest cards marry):
    the other 27 can, by marriages."""
    offering, quiet, sixth_row = [], 0, 0
    for deal in range(400):
        s = patience.new_game("fifteen", deal)
        columns = [s.pile(f"C{k}") for k in range(1, 16)]
        if not any(c[-1].rank in (1, 13) for c in columns):
            quiet += 1
            sixth_row += any(len(c) > 6 and c[5].rank in (1, 13) for c in columns)
        if withdrawals(s):
            offering.append(deal)
    assert (quiet, sixth_row, offering) == (28, 25, [353])
    s = patience.new_game("fifteen", 353)
    assert withdrawals(s) == {"C4@6>F4", "C5@6>F4", "C7@6>F7", "C9@6>F1"}
    assert all("@" in m.args[0] for m in s.legal_moves())


def test_there_is_no_redeal() -> None:
    """'There is no re-deal.' and the entire pack is dealt at the start."""
    s = patience.new_game("fifteen", 2)
    refused(s, "redeal", "there is no re-deal")
    refused(s, "deal", "the entire pack is dealt")


def test_a_winning_end_position_through_a_lane() -> None:
    """The patience succeeds when the eight foundations are complete: here the last cards need a
    lane to set the king of spades aside (the ace's foundation waits for the queen beneath it)."""
    def up(suit: str, last: str) -> str:
        return " ".join(f"{r}{suit}" for r in RANKS[: RANKS.index(last) + 1])

    def down(suit: str, last: str) -> str:
        return " ".join(f"{r}{suit}" for r in RANKS[::-1][: RANKS[::-1].index(last) + 1])

    s = patience.arrange("fifteen", {
        "F1": up("S", "J"), "F2": up("H", "K"), "F3": up("C", "K"), "F4": up("D", "K"),
        "F5": down("S", "3"), "F6": down("H", "A"), "F7": down("C", "A"), "F8": down("D", "A"),
        "C1": "2S QS KS", "C2": "AS", "C3": "",
    })
    line = ["C1>C3", "C1>F1", "C3>F1", "C1>F5", "C2>F5"]
    refused(s, "C1@2>F1", "Rule I")
    for move in line:
        assert not s.is_won()
        s.apply(move)
    assert s.is_won() and s.is_over() and s.score() == 104


# A real deal won by the engine's solver (patience.solver.solve, deal 353, the one deal of 0-399 that
# cannot begin: note fifteen-4): an ace and a king are withdrawn from the sixth row (note fifteen-2);
# replayed move by move.
WINNING_DEAL = 353
WINNING_LINE = (
    "C5@6>F4 C7@6>F7 C11>F4 C4>C11 C10>C4 C10>C8 C10>C6 C10>F8 C9>C8 C9>F1 C12>F1 C12>C14 C12>C7 "
    "C12>F7 C5>C12 C5>C12 C7>C3 C7>C3 C7>C2 C7>C8 C7>F4 C3>C9 C3>C9 C3>C9 C5>C3 C5>F6 C5>F3 C5>C6 "
    "C12>C5 C12>F3 C5>F3 C10>C5 C10>F8 C2>F8 C2>F8 C5>C2 C8>C5 C8>C5 C8>C5 C8>C5 C8>C13 C7>C13 C7>F8 "
    "C8>C7 C8>C11 C8>F7 C8>F4 C8>F4 C13>F4 C13>F4 C13>F4 C12>C8 C12>F7 C14>F7 C14>F7 C7>C14 C2>C7 "
    "C2>C14 C7>C14 C2>C7 C2>F6 C6>F6 C6>F6 C6>F6 C12>F6 C6>F6 C10>F6 C3>C6 C3>C6 C3>C9 C3>F7 C13>C3 "
    "C13>F4 C11>C10 C11>C10 C11>C10 C11>C12 C11>C5 C11>F2 C11>F1 C12>F1 C9>C5 C9>C5 C9>C5 C10>C5 "
    "C10>F1 C5>F1 C5>F1 C9>F1 C9>F1 C9>C5 C9>C4 C9>F4 C14>C12 C14>C13 C14>F2 C14>F2 C12>F2 C14>C10 "
    "C14>F2 C15>F2 C15>C12 C15>F3 C6>F3 C15>F6 C6>F7 C6>F7 C6>F3 C9>C6 C15>C3 C15>F7 C8>F7 C13>C8 "
    "C13>F6 C8>F6 C13>C8 C13>F3 C13>F5 C5>C9 C5>C9 C5>C9 C5>F1 C5>F1 C5>F5 C5>F5 C5>F1 C1>C5 C1>C10 "
    "C1>F2 C12>F2 C1>C3 C1>F7 C1>F5 C9>F5 C9>F5 C9>F5 C10>F5 C10>F5 C10>F5 C1>F5 C5>F5 C4>C3 C4>C3 "
    "C4>C3 C4>F4 C4>F8 C4>F2 C8>C4 C3>C1 C3>C1 C3>C1 C3>C1 C3>C1 C3>C1 C3>F8 C3>F7 C3>F5 C1>F8 C1>F8 "
    "C1>F8 C1>F8 C1>F8 C1>F8 C6>C1 C6>C1 C6>F2 C6>F6 C11>F6 C14>F2 C2>C1 C2>F3 C2>F1 C1>F3 C1>F3 "
    "C1>F3 C14>F3 C14>F3 C4>C1 C4>F2 C4>F4 C7>F4 C1>F2"
).split()


def test_a_real_deal_is_won_by_a_line_the_engine_accepts() -> None:
    """A numbered deal played out to the end: every move legal, the eight foundations complete."""
    assert WINNING_LINE[:2] == ["C5@6>F4", "C7@6>F7"]  # the exception opens the game
    s = replay_win("fifteen", WINNING_DEAL, WINNING_LINE)
    assert s.is_won() and s.score() == 104


@settings(max_examples=40, deadline=None)
@given(deal=st.integers(0, 5000), choices=st.lists(st.integers(0, 1000), max_size=40))
def test_every_card_played_had_no_card_below_it(deal: int, choices: list[int]) -> None:
    """Rule I in any play: a card move takes the lowest card of its column; the only exception is an
    ace or king withdrawn from the sixth row while no foundation is begun (note fifteen-2)."""
    s = patience.new_game("fifteen", deal)
    for choice in choices:
        legal = s.legal_moves()
        if not legal:
            break
        move = legal[choice % len(legal)]
        src = move.args[0].split("@")[0]
        before = s.pile(src)
        on_foundations = sum(len(s.pile(f"F{k}")) for k in range(1, 9))
        s.apply(move)
        if "@" in move.args[0]:
            assert move.args[0].endswith("@6") and before[5] >> 2 in (1, 13) and on_foundations <= 1
            assert s.pile(src) == before[:5] + before[6:]
        else:
            assert s.pile(src) == before[:-1]
