"""Cæsar (No. 32), tested from the 1914 text, sentence by sentence, and the book's tableau; and the
solver's fewest exchanges, checked against a breadth-first search."""

from __future__ import annotations

import random
from collections import Counter

import patience
from patience.cards import packs
from patience.deals import shuffled
from patience.games.caesar import BOOK_FIFTEENS, BOOK_TABLEAU, LINES, NAMES, fifteens
from patience.solver.games.caesar import (MAGIC, arrangement, breadth_first, fewest_exchanges, fewest_line,
                                          magic_by_enumeration)
from support import refused, replay_win, shown

SLUG = "caesar"
LO_SHU = "2H 7S 6D 9C 5H AS 4D 3C 8H"  # row by row: every line makes fifteen


def grid(text: str) -> dict[str, str]:
    return dict(zip(NAMES, text.split()))


def test_nine_cards_ace_to_nine_of_any_suits() -> None:
    """'Withdraw from one entire pack nine cards, composed of any suits, from ace to nine inclusive.
    Place these nine cards in three rows, each containing three cards.' The rest is laid aside."""
    suits = set()
    for deal in range(20):
        s = patience.new_game(SLUG, deal)
        assert all(len(s.pile(name)) == 1 for name in NAMES)
        assert sorted(arrangement(s)) == list(range(1, 10))
        suits |= {c & 3 for name in NAMES for c in s.pile(name)}
        assert len(s.pile("P")) == 43 and s.view()["P"] == [None] * 43
        assert Counter(int(c) for c in s.all_cards()) == Counter(int(c) for c in packs(1))
    assert suits == {0, 1, 2, 3}  # any suits


def test_the_nine_are_the_first_of_each_rank_the_pack_gives() -> None:
    """Note caesar-1: the first card of each rank ace to nine, from the top of the shuffled pack,
    laid row by row in the order they come."""
    deal = 5
    pack = shuffled(packs(1), SLUG, deal)
    first: dict[int, str] = {}
    for card in reversed(pack):  # the top card is the last
        if 1 <= card >> 2 <= 9 and card >> 2 not in first:
            first[card >> 2] = str(card)
    s = patience.new_game(SLUG, deal)
    assert [shown(s, name)[0] for name in NAMES] == list(first.values())
    assert "caesar-1" in patience.game(SLUG).notes


def test_three_rows_of_three() -> None:
    """The square: three rows, each of three places, as the picture lays them."""
    piles = {p.name: p for g in patience.game(SLUG).groups for p in g.piles}
    rows = [{piles[n].y for n in NAMES[r * 3:r * 3 + 3]} for r in range(3)]
    columns = [{piles[n].x for n in NAMES[c::3]} for c in range(3)]
    assert all(len(r) == 1 for r in rows) and len({y for r in rows for y in r}) == 3
    assert all(len(c) == 1 for c in columns) and len({x for c in columns for x in c}) == 3


def test_the_lines_rows_columns_and_diagonals() -> None:
    """'counting the cards horizontally, perpendicularly, and diagonally': eight lines (note caesar-3)."""
    assert len(LINES) == 8
    assert sum(1 for line in LINES if line[1] - line[0] == 1) == 3  # horizontally
    assert sum(1 for line in LINES if line[1] - line[0] == 3) == 3  # perpendicularly
    assert {line for line in LINES if line[1] - line[0] in (2, 4)} == {(0, 4, 8), (2, 4, 6)}  # diagonally


def test_changing_their_position_by_exchanges() -> None:
    """'Endeavor, by changing their position': ``exchange A B``, the two cards change places."""
    s = patience.new_game(SLUG, 1)
    a, b = shown(s, "T1"), shown(s, "T9")
    assert len(s.legal_moves()) == 36 and {m.kind for m in s.legal_moves()} == {"exchange"}
    s.apply("exchange T1 T9")
    assert shown(s, "T1") == b and shown(s, "T9") == a
    s.undo()
    assert shown(s, "T1") == a and shown(s, "T9") == b
    assert s.is_legal(patience.parse_move("exchange T9 T1"))  # either order names the same exchange


def test_what_is_not_an_exchange_is_refused() -> None:
    """Nothing but an exchange of two places of the square: no card moves alone, the rest of the
    pack stays aside, a place does not change with itself (note caesar-2)."""
    s = patience.new_game(SLUG, 1)
    refused(s, "T1>T2", "by changing their position")
    refused(s, "P>T1", "by changing their position")
    refused(s, "T1>P", "the rest of the pack is laid aside")
    refused(s, "exchange T1 T1", "two different places")
    refused(s, "exchange T1 P", "change places only among: T1-T9")
    refused(s, "exchange T1 X9", "no such pile")
    refused(s, "exchange T1", "two places")
    refused(s, "deal", "no such move")


def test_the_books_tableau_shows_only_three_fifteens() -> None:
    """'The tableau shows only three fifteens': the middle row, the middle column and one diagonal
    (note caesar-4)."""
    s = patience.arrange(SLUG, BOOK_TABLEAU)
    ranks = arrangement(s)
    assert sorted(ranks) == list(range(1, 10))
    assert s.score() == 3 and fifteens(ranks) == 3
    index = {name: k for k, name in enumerate(NAMES)}
    made = {tuple(NAMES[k] for k in line) for line in LINES if sum(ranks[k] for k in line) == 15}
    assert made == set(BOOK_FIFTEENS)
    assert all(tuple(index[n] for n in line) in LINES for line in BOOK_FIFTEENS)
    assert not s.is_won() and not s.is_over()


def test_properly_placed_eight_fifteens_win() -> None:
    """'if the cards are properly placed eight fifteens can be made': the game is won, and over."""
    s = patience.arrange(SLUG, grid(LO_SHU))
    assert s.score() == 8 and s.is_won() and s.is_over()
    assert s.legal_moves() == []
    refused(s, "exchange T1 T2", "eight fifteens can be made")


def test_only_eight_arrangements_make_eight_fifteens() -> None:
    """The Lo Shu, turned and reflected, and no other arrangement of ace to nine (all 9! tried)."""
    assert MAGIC == magic_by_enumeration() and len(MAGIC) == 8


def test_the_books_tableau_in_five_exchanges_and_no_fewer() -> None:
    """From the book's tableau the square is made in five exchanges; breadth-first search finds no
    line of four."""
    s = patience.arrange(SLUG, BOOK_TABLEAU)
    line = fewest_line(s)
    assert len(line) == 5
    assert breadth_first(arrangement(s), 4) is None and breadth_first(arrangement(s), 5) == 5
    for move in line:
        assert not s.is_won()
        s.apply(move)
    assert s.is_won() and s.score() == 8


def test_a_deal_won_move_by_move() -> None:
    """Deal 4, won in its two fewest exchanges."""
    line = [str(m) for m in fewest_line(patience.new_game(SLUG, 4))]
    assert line == ["exchange T2 T9", "exchange T2 T8"]
    s = replay_win(SLUG, 4, line)
    assert [shown(s, n)[0][:-1] for n in NAMES] == ["2", "9", "4", "7", "5", "3", "6", "A", "8"]


def test_fewest_exchanges_agree_with_breadth_first_search() -> None:
    """No shorter line exists: on arrangements a few exchanges from a square, and on the deals that
    need few, the count of cycles gives what breadth-first search over every exchange finds."""
    rng = random.Random(32)
    for k in range(1, 5):
        for _ in range(6):
            ranks = list(rng.choice(MAGIC))
            for _ in range(k):
                a, b = rng.sample(range(9), 2)
                ranks[a], ranks[b] = ranks[b], ranks[a]
            start = tuple(ranks)
            assert len(fewest_exchanges(start)) == breadth_first(start, k)
    for deal in range(12):
        start = arrangement(patience.new_game(SLUG, deal))
        n = len(fewest_exchanges(start))
        if n <= 4:
            assert breadth_first(start, n) == n
        else:
            assert breadth_first(start, 3) is None


def test_every_line_found_wins() -> None:
    """The line given plays to the eight fifteens, exchange by exchange, on many deals."""
    for deal in range(40):
        s = patience.new_game(SLUG, deal)
        line = fewest_line(s)
        assert len(line) <= 7
        for move in line:
            s.apply(move)
        assert s.is_won()


def test_the_solver_finds_a_fewest_line() -> None:
    """The solver plays the first exchange of a shortest line (safe: every arrangement can be won),
    so its line is a shortest one."""
    for deal in (1, 4, 9):
        result = patience.solve(SLUG, deal, max_nodes=5_000, seconds=None)
        assert result.status == "won"
        assert len(result.moves) == len(fewest_line(patience.new_game(SLUG, deal)))
