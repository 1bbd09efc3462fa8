"""The limits of the games' inner searches (``patience.inner_search``): their own limit, the solve's
deadline, and the count of what they searched."""

from __future__ import annotations

import time

import pytest

from patience import inner_search
from patience.inner_search import Exhausted, Limit, allowance


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
