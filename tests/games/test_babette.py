"""Babette (No. 22), tested from the 1914 text, rule by rule and paragraph by paragraph."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st
from support import refused, replay_win, shown

import patience
from patience import parse_card
from patience.cards import packs
from patience.games.babette import BOOK_TABLEAU, COLUMN_NAMES, TAKEN_UP
from patience.rules import Hooks, Redeal
from patience.state import State

SLUG = "babette"
KINGS = ("F1", "F2", "F3", "F4")  # hearts, diamonds, spades, clubs (note babette-1)
ACES = ("F5", "F6", "F7", "F8")  # hearts, diamonds, clubs, spades
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


def cards(text: str) -> tuple[patience.Card, ...]:
    return tuple(parse_card(t) for t in text.split())


def arrange(piles: dict[str, str], counters: dict[str, int] | None = None) -> State:
    return patience.arrange(SLUG, piles, counters)


def up(suit: str, last: str) -> str:
    """An ace foundation from its ace up to ``last``."""
    return " ".join(f"{r}{suit}" for r in RANKS[: RANKS.index(last) + 1])


def down(suit: str, last: str) -> str:
    """A king foundation from its king down to ``last``."""
    return " ".join(f"{r}{suit}" for r in RANKS[RANKS.index(last):][::-1])


def test_the_first_row_of_eight_commences_the_garden() -> None:
    """'Deal out eight cards in a horizontal line. This commences what is called the "garden."'"""
    for deal in (0, 5, 77):
        s = patience.new_game(SLUG, deal)
        assert [len(s.pile(c)) for c in COLUMN_NAMES] == [1] * 8
        assert len(s.pile("P")) == 104 - 8 and not any(s.pile(f) for f in KINGS + ACES)
        assert Counter(int(c) for c in s.all_cards()) == Counter(int(c) for c in packs(2))
        assert set(s.view()["P"]) == {None}  # the pack is face down, the garden face up
    game = patience.game(SLUG)
    piles = {g.name: g.piles for g in game.groups}
    assert len({p.y for p in piles["garden"]}) == 1  # a horizontal line
    assert [p.x for p in piles["garden"]] == sorted(p.x for p in piles["garden"])


def test_the_foundations_are_in_the_allotted_spaces_above() -> None:
    """'take from it any foundations and place them in the allotted spaces above': the picture's line
    of four king places and four ace places above the garden (note babette-1)."""
    game = patience.game(SLUG)
    piles = {g.name: g.piles for g in game.groups}
    garden_y = piles["garden"][0].y
    assert all(p.y < garden_y for p in piles["kings"] + piles["aces"])
    assert max(p.x for p in piles["kings"]) < min(p.x for p in piles["aces"])  # kings left, aces right
    s = arrange({"C1": "KS", "C2": "AD", "C3": "KH"})
    s.apply("C1>F3")
    s.apply("C2>F6")
    s.apply("C3>F1")
    assert shown(s, "F3") == ["KS"] and shown(s, "F6") == ["AD"] and shown(s, "F1") == ["KH"]


def test_rule_I_the_foundations_follow_suit() -> None:
    """Rule I: 'The foundations follow suit.'"""
    s = arrange({"F5": "AH", "F1": "KH", "C1": "2D", "C2": "QS", "C3": "KS"})
    refused(s, "C1>F5", "Rule I: the foundations follow suit")
    refused(s, "C2>F1", "Rule I: the foundations follow suit")
    refused(s, "C3>F2", "Rule I: the foundations follow suit")  # the king of spades on the diamonds' place
    s.apply("C3>F3")


def test_aces_ascend_and_kings_descend_in_the_usual_sequences() -> None:
    """'The foundations consist of four aces and four kings of different suits, ascending and
    descending in the usual sequences (Rule I).'"""
    s = arrange({"C1": "3C", "C2": "2C", "C3": "QC", "C4": "JC", "F4": "KC", "F7": "AC"})
    refused(s, "C1>F7", "ascending and descending in the usual sequences")  # the three may not skip the deuce
    refused(s, "C4>F4", "ascending and descending in the usual sequences")  # nor the knave the queen
    refused(s, "C2>F4", "ascending and descending in the usual sequences")  # a deuce on the king
    s.apply("C2>F7")
    s.apply("C1>F7")
    s.apply("C3>F4")
    s.apply("C4>F4")
    assert shown(s, "F7") == ["AC", "2C", "3C"] and shown(s, "F4") == ["KC", "QC", "JC"]
    refused(arrange({"C1": "5H"}), "C1>F5", "four aces and four kings")  # an empty ace place takes an ace


def test_a_foundation_is_complete_at_its_last_card() -> None:
    """The aces ascend to kings and the kings descend to aces: nothing goes beyond."""
    s = arrange({"F5": up("H", "K"), "F1": down("H", "A"), "C1": "KH", "C2": "AH"})
    refused(s, "C1>F5", "that foundation is complete")
    refused(s, "C2>F1", "that foundation is complete")


def test_rule_III_each_row_blocks_the_preceding_one() -> None:
    """Rule III: 'Each row of cards in the garden blocks the preceding one, but on the removal of cards
    in the lower rows those above them are released.'"""
    s = arrange({"C1": "AH 9S 2H", "C2": "7D", "F5": ""})
    refused(s, "C1@1>F5", "Rule III: each row of cards in the garden blocks the preceding one")
    refused(s, "C1@2>F5", "Rule III")
    assert not s.card_moves()  # nothing to play: the ace is blocked, the deuce and the seven wait
    u = arrange({"C1": "2H AH", "C2": "7D"})
    u.apply("C1>F5")  # the ace in the lower row is removed ...
    u.apply("C1>F5")  # ... and the deuce above it is released
    assert shown(u, "F5") == ["AH", "2H"]


def test_a_row_blocks_only_its_own_column() -> None:
    """The row dealt below covers the card above it in the same column only (note babette-2)."""
    s = arrange({"C1": "AH 9S", "C2": "AD"})
    assert [str(m) for m in s.legal_moves()] == ["C2>F6"]


def test_rule_II_vacancies_are_not_refilled() -> None:
    """Rule II: 'Vacancies in the garden are not to be refilled.'"""
    s = arrange({"C1": "AS", "C2": "9H 5D", "P": "3C 4C 5C 6C 7C 8C 9C 10C 2C JC QC KS 2S 3S 4S 5S"})
    s.apply("C1>F8")
    assert s.pile("C1") == ()  # nothing is put in the vacancy
    refused(s, "C2>C1", "Rule II: vacancies in the garden are not to be refilled")


def test_the_next_row_goes_into_its_proper_detached_line() -> None:
    """'... to make sure that you are placing the row you are working on in its proper detached line,
    and are not partly refilling other rows': a column played out still gets its card of the next row
    (note babette-2)."""
    s = arrange({"C1": "AS", "C2": "9H", "C3": "8H", "C4": "7H", "C5": "6H", "C6": "5H", "C7": "4H", "C8": "3H",
                 "P": "QD JD 10D 9D 8D 7D 6D 5D"})
    s.apply("C1>F8")
    s.apply("deal")
    assert [shown(s, c) for c in COLUMN_NAMES] == [
        ["5D"], ["9H", "6D"], ["8H", "7D"], ["7H", "8D"], ["6H", "9D"], ["5H", "10D"], ["4H", "JD"], ["3H", "QD"]]


def test_you_must_finish_each_row_before_playing_from_it() -> None:
    """'You next proceed to deal out successive rows in the garden underneath the first one till the
    pack is exhausted ... You must finish each row before playing from it': a row of eight is one move."""
    s = patience.new_game(SLUG, 4)
    for k in range(2, 14):
        s.apply("deal")
        assert [len(s.pile(c)) for c in COLUMN_NAMES] == [k] * 8
        assert len(s.pile("P")) == 104 - 8 * k
    refused(s, "deal", "the pack is exhausted")


def test_cards_go_from_the_garden_to_the_foundations_only() -> None:
    """'take from it any foundations ..., and also other suitable cards': nothing is built in the
    garden, the pack is only dealt, and a foundation card stays where it is (note babette-2)."""
    s = arrange({"C1": "9H", "C2": "10H", "C3": "8H", "F5": "AH", "P": "2H 3H 4H 5H 6H 7H 8S AS"})
    refused(s, "C1>C2", "cards go from the garden to the foundations only")
    refused(s, "C3>C1", "cards go from the garden to the foundations only")
    refused(s, "P>C1", "the pack is dealt out in rows")
    refused(s, "F5>C1", "cards on the foundations stay there")


def test_the_garden_is_taken_up_only_when_laid_out_and_all_available_cards_are_played() -> None:
    """'When the garden is laid out, and all available cards have been played (Rule III), take up ...'
    (note babette-4)."""
    s = arrange({"C1": "5S", "C2": "QS", "P": "9C 9C 9C 9C 9C 9C AD 9C"})
    refused(s, "redeal", "deal out successive rows till the pack is exhausted")
    s.apply("deal")
    refused(s, "redeal", "all available cards have been played")  # the ace of diamonds, just dealt
    assert "redeal" not in [str(m) for m in s.legal_moves()]
    t = arrange({"C1": "5S", "C2": "9C AD"})
    refused(t, "redeal", "all available cards have been played")
    t.apply("C2>F6")
    assert [str(m) for m in t.legal_moves()] == ["redeal"]
    t.apply("redeal")
    assert t.counters["redeals"] == 1


def test_the_order_of_the_redeal() -> None:
    """'take up by itself each perpendicular column, beginning on the left, placing the next column
    underneath the first, and so on with each column in succession, so that, in turning the pack to
    re-deal, the last column on the right may be uppermost' (note babette-3): the pack's top card is the
    first-row card of the right-hand column, its cards follow in the order they were dealt, then the
    column to its left, and so on."""
    s = arrange({"C1": "2S 3S", "C2": "4S", "C4": "5H 6H 7H", "C8": "8D 9D 10D"})
    s.apply("redeal")
    assert not any(s.pile(c) for c in COLUMN_NAMES)
    pack_top_first = [str(c) for c in reversed(s.pile("P"))]
    assert pack_top_first == ["8D", "9D", "10D", "5H", "6H", "7H", "4S", "2S", "3S"]
    s.apply("deal")  # the new garden is dealt from this pack in rows of eight, from the left
    assert [shown(s, c) for c in COLUMN_NAMES] == [["8D"], ["9D"], ["10D"], ["5H"], ["6H"], ["7H"], ["4S"], ["2S"]]
    s.apply("deal")
    assert shown(s, "C1") == ["8D", "3S"] and not s.pile("P")


def test_a_single_row_comes_back_reversed() -> None:
    """'... thus reversing the order of each row of cards in the next deal': a garden of one card a
    column is re-dealt as the same row read from right to left."""
    row = ["2S", "3H", "4C", "5D", "6S", "7H", "8C", "9D"]
    s = arrange(dict(zip(COLUMN_NAMES, row)))
    s.apply("redeal")
    s.apply("deal")
    assert [shown(s, c) for c in COLUMN_NAMES] == [[card] for card in reversed(row)]


@settings(max_examples=25, deadline=None)
@given(lengths=st.lists(st.integers(0, 4), min_size=8, max_size=8), seed=st.integers(0, 1000))
def test_the_redeal_is_the_engines_gathering_of_the_columns_from_the_right(lengths: list[int], seed: int) -> None:
    """Babette's re-deal takes the garden up exactly as ``Redeal.GATHER`` over the columns from right to left
    (note babette-3): the same pack, card for card."""
    import random

    rng = random.Random(seed)
    middling = [f"{r}{s}" for r in RANKS[1:-1] for s in "SHCD"]  # no ace or king: nothing can be played
    piles = {c: " ".join(rng.choice(middling) for _ in range(n)) for c, n in zip(COLUMN_NAMES, lengths)}
    ours = arrange(piles)
    gather = replace(patience.game(SLUG), slug="babette-gather", redeal=Redeal.GATHER, redeal_piles=TAKEN_UP,
                     hooks=Hooks())
    theirs = State.arranged(gather, piles)
    ours.apply("redeal")
    theirs.apply("redeal")
    assert ours.piles == theirs.piles


def test_the_garden_may_be_taken_up_twice() -> None:
    """'The garden may be taken up twice and re-dealt exactly in the same manner and observing the same
    rules.'"""
    s = arrange({"C1": "5S", "C2": "6S"})
    s.apply("redeal")
    s.apply("deal")
    s.apply("redeal")
    s.apply("deal")
    assert s.counters["redeals"] == 2
    refused(s, "redeal", "the garden may be taken up twice: no more")
    assert s.is_over() and not s.is_won()


def test_won_when_every_foundation_is_complete() -> None:
    """Four aces up to kings and four kings down to aces: all 104 cards on the foundations."""
    full = {f: down(s, "A") for f, s in zip(KINGS, "HDSC")} | {f: up(s, "K") for f, s in zip(ACES, "HDCS")}
    s = arrange({**full, "F8": up("S", "Q"), "C5": "KS"})
    assert not s.is_won()
    s.apply("C5>F8")
    assert s.is_won() and s.is_over() and s.score() == 104


def test_the_book_tableau() -> None:
    """The book's picture (note babette-5): 'one of the king foundations has already descended to queen,
    and one of the ace foundations has ascended to three. The vacant spaces in the garden show from
    whence cards have been removed, and not replaced.'"""
    counts = Counter(t for text in BOOK_TABLEAU.values() for t in text.split())
    assert max(counts.values()) <= 2  # two packs
    s = arrange(BOOK_TABLEAU)
    assert shown(s, "F3") == ["KS", "QS"]  # a king gone down to the queen
    assert shown(s, "F6") == ["AD", "2D", "3D"]  # an ace gone up to the three
    assert sum(len(s.pile(c)) for c in COLUMN_NAMES) == 32 - 8  # four rows, eight vacancies
    # In the picture's position the three of diamonds' four is not free, nor any other card that fits.
    assert [str(m) for m in s.legal_moves()] == ["redeal"]
    from patience.book.pages import book_tableau

    assert book_tableau(SLUG, note="babette-5").html.count('class="card"') == 24 + 8


@settings(max_examples=30, deadline=None)
@given(deal=st.integers(0, 100_000), choices=st.lists(st.integers(0, 1000), max_size=120))
def test_whatever_is_played_the_foundations_keep_suit_and_sequence(deal: int, choices: list[int]) -> None:
    """Random play: each foundation is its own suit in the usual sequence, and a re-deal comes only
    when no card can be played."""
    s = patience.new_game(SLUG, deal)
    for choice in choices:
        legal = s.legal_moves()
        if not legal:
            break
        move = legal[choice % len(legal)]
        if move.kind == "redeal":
            assert [str(m) for m in legal] == ["redeal"]
        s.apply(move)
        for f, suit in zip(KINGS, "HDSC"):
            assert shown(s, f) == down(suit, "A").split()[: len(s.pile(f))]
        for f, suit in zip(ACES, "HDCS"):
            assert shown(s, f) == up(suit, "K").split()[: len(s.pile(f))]


# Deal 4, won by the solver (``python -m patience solve babette --deal 4``) with both re-deals, replayed here.
WINNING_DEAL = 4
WINNING_LINE = (
    "C6>F4 deal C8>F7 C4>F5 deal C3>F2 C6>F6 C7>F6 C7>F2 deal C5>F5 C7>F4 deal C7>F5 deal C6>F4 C6>F4 C2>F2 "
    "C4>F8 C5>F7 deal C4>F1 C7>F4 deal C6>F2 C3>F1 C1>F2 deal C6>F3 C1>F8 deal C4>F1 C6>F7 C8>F1 deal C7>F5 "
    "C2>F2 C2>F5 deal C1>F5 C2>F5 C5>F8 C6>F4 C3>F1 C3>F4 deal C7>F7 C8>F6 C6>F3 redeal deal deal C7>F8 C3>F5 "
    "deal C8>F3 C5>F5 deal C3>F6 C2>F6 C4>F3 deal C2>F4 C1>F2 C4>F4 deal C2>F5 C6>F3 deal C6>F1 C5>F1 deal "
    "C4>F7 C7>F7 C8>F7 C2>F2 C8>F2 deal C3>F1 C5>F1 C2>F8 redeal deal C7>F6 C8>F4 deal C1>F1 C7>F7 C4>F3 "
    "C3>F1 C3>F7 deal C1>F7 C8>F8 C3>F8 C4>F5 C2>F8 deal C5>F3 C7>F6 C8>F5 C4>F3 C1>F7 C5>F6 deal C4>F1 "
    "C2>F1 C6>F3 C7>F4 C4>F4 C8>F3 deal C2>F2 C5>F6 C3>F8 C1>F7 C3>F6 C1>F6 C5>F2 C1>F2 C6>F2 C6>F8 C2>F8 "
    "C2>F7 C2>F5 C4>F6 C3>F6 C6>F3 C5>F3 C5>F4 C6>F3 C7>F8 C8>F8"
)


def test_a_real_deal_is_won_with_both_redeals() -> None:
    """A numbered deal played out to the end: every move is accepted and the game is won."""
    s = replay_win(SLUG, WINNING_DEAL, WINNING_LINE.split(" "))
    assert s.is_won() and s.counters["redeals"] == 2
    assert patience.from_dict(s.to_dict()) == s
