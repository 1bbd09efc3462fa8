"""The limits of the games' inner searches (``patience.solver.inner_search``): their own limit, the solve's
deadline, and the count of what they searched."""

from __future__ import annotations

import time

import pytest

from patience.solver import inner_search
from patience.solver.inner_search import Exhausted, Learnt, Limit, allowance, beam, search


def spend_until_exhausted(limit: Limit, most: int) -> int:
    for n in range(most):
        try:
            limit.spend()
        except Exhausted:
            return n
    return most


def test_a_search_stops_past_its_own_limit() -> None:
    with Limit(100) as limit:
        assert spend_until_exhausted(limit, 1_000) == 100


def test_outside_a_solve_no_deadline_applies() -> None:
    with Limit(5_000) as limit:
        assert limit.deadline is None
        assert spend_until_exhausted(limit, 5_000) == 5_000


def test_a_search_stops_at_the_deadline_of_the_solve_it_runs_in() -> None:
    with allowance(time.perf_counter() - 1), Limit(1_000_000) as limit:  # the solve's time is up
        stopped = spend_until_exhausted(limit, 1_000_000)
    assert stopped == 0  # at its first position


def test_its_own_seconds_apply_within_a_later_deadline() -> None:
    with allowance(time.perf_counter() + 3600), Limit(1_000_000, seconds=-1) as limit:
        assert spend_until_exhausted(limit, 1_000_000) < 1_000


def test_what_inner_searches_spend_is_counted_in_the_solve_even_when_they_stop() -> None:
    with allowance(None) as solve:
        with Limit(10) as first:
            spend_until_exhausted(first, 7)
        with pytest.raises(Exhausted), Limit(3) as second:
            for _ in range(5):
                second.spend()
    assert solve.positions == 7 + 4


def test_allowances_nest_and_end() -> None:
    with allowance(None) as outer:
        with allowance(None) as inner, Limit(10) as limit:
            limit.spend()
        with Limit(10) as limit:
            limit.spend()
            limit.spend()
    assert (inner.positions, outer.positions) == (1, 2)
    assert inner_search._CURRENT.get() is None


def take_two_or_three(n: int) -> list[int] | bool:
    """A toy play: n cards left, take two or three; won with none left, lost with one."""
    return True if n == 0 else [n - k for k in (2, 3) if n >= k]


def test_the_shared_search_answers_and_learns_what_it_proves() -> None:
    learnt: Learnt[int] = Learnt()
    with Limit(1_000) as limit:
        assert search(1, take_two_or_three, learnt, limit) is False
        assert search(7, take_two_or_three, learnt, limit) is True  # 7 - 2 - 2 - 3
    assert 1 in learnt.lost and 7 in learnt.won and 0 not in learnt.won  # the end is known, not learnt
    assert learnt.lost.isdisjoint(learnt.won)


def test_the_shared_search_spends_once_per_position_and_asks_what_it_learnt_no_more() -> None:
    asked: list[int] = []

    def children(n: int) -> list[int] | bool:
        asked.append(n)
        return [] if n == 1 else [n - k for k in (2, 3) if n >= k and n - k != 0]  # nothing wins

    learnt: Learnt[int] = Learnt()
    with Limit(1_000) as limit:
        assert search(30, children, learnt, limit) is False
        assert limit.spent == len(set(asked)) == len(asked) == 29  # 30 down to 2, and 1
        assert search(30, children, learnt, limit) is False
    assert len(asked) == 29 and len(learnt) == 29


def test_an_answer_the_children_give_is_passed_on_unlearnt() -> None:
    learnt: Learnt[str] = Learnt()
    with Limit(10) as limit:
        assert search("top", lambda node: node == "top" and ["other"] or False, learnt, limit) is False
    assert learnt.lost == {"top"} and limit.spent == 1  # "other": answered, neither learnt nor spent


def test_the_shared_search_stops_past_its_limit() -> None:
    learnt: Learnt[int] = Learnt()
    with pytest.raises(Exhausted), Limit(5) as limit:
        search(40, lambda n: [] if n < 2 else [n - 1], learnt, limit)
    assert limit.spent == 6 and not learnt.won


def fewer_left(n: int) -> int:
    """The toy play's promise for a beam: the fewer cards left, the nearer the end looks."""
    return -n


def test_a_beam_keeps_the_most_promising_positions_and_learns_the_line_it_wins_by() -> None:
    """From 7 cards, a beam of width 1 keeps 4 (not 5), then 1 (not 2), and dies out there: it answers
    False and learns nothing (a beam proves nothing lost). A beam of width 2 keeps 1 and 2 after 4 and
    5, and wins from 2: every position of its line, 7 4 2 0, is learnt won, and no other."""
    learnt: Learnt[int] = Learnt()
    with Limit(1_000) as limit:
        assert beam(7, take_two_or_three, fewer_left, 1, learnt, limit) is False
        assert len(learnt) == 0 and limit.spent == 3  # 7, 4 and 1 searched
        assert beam(7, take_two_or_three, fewer_left, 2, learnt, limit) is True
    assert learnt.won == {7, 4, 2, 0} and not learnt.lost


def test_a_beam_takes_what_was_learnt_as_known_and_stops_past_its_limit() -> None:
    """A position already learnt won ends the beam with a win (its line learnt too); one learnt lost is
    not searched; past its limit the beam raises ``Exhausted``, as the depth-first search does."""
    won: Learnt[int] = Learnt(won={4})
    with Limit(1_000) as limit:
        assert beam(7, take_two_or_three, fewer_left, 1, won, limit) is True
    assert won.won == {7, 4} and limit.spent == 1
    lost: Learnt[int] = Learnt(lost={4})
    with Limit(1_000) as limit:
        assert beam(7, take_two_or_three, fewer_left, 1, lost, limit) is False
    assert limit.spent == 1  # 7 alone: 4, the one position kept, was known lost
    with pytest.raises(Exhausted), Limit(2) as limit:
        beam(7, take_two_or_three, fewer_left, 2, Learnt(), limit)
    assert limit.spent == 3  # 7, then 4 and 5: the third is one past the limit
