"""A deal searched on two cores (``patience.side_by_side``): the probes in one process, the complete
search in the other, each with the whole limit; the first decided answer counts."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from support import replay_win, with_knowledge

import patience
from patience.solver import search as solver
from patience.solver import side_by_side
from patience.solver.games import searched_with
from patience.solver.knowledge import Knowledge
from patience.solver import solve
from patience.solver.search import COMPLETE_ALONE, LOST, PROBES_ALONE, UNKNOWN, WON, solve_part
from patience.state import State


def test_a_lost_deal_is_proved_lost_and_a_won_one_replays() -> None:
    """Fortress deal 0 is lost (a complete search, or a complete probe, went through every
    position), deal 1 won; the same answers as in one process."""
    lost = solve("fortress", 0, seconds=10, workers=2)
    assert lost.status == LOST == solve("fortress", 0, seconds=10).status
    won = solve("fortress", 1, seconds=10, workers=2)
    assert won.status == WON and replay_win("fortress", 1, won.moves).is_won()
    assert won.peak_kb > 0  # the two processes' peak memory, summed


def test_each_part_searches_alone() -> None:
    """The complete search alone decides only as "complete"; the probes alone never by it."""
    alone = solve_part("great-thirteen", 18, max_nodes=200_000, part=COMPLETE_ALONE)
    assert alone.found_by in ("", "complete")
    probes = solve_part("great-thirteen", 18, max_nodes=200_000, part=PROBES_ALONE)
    assert probes.status == WON and not probes.found_by.startswith("complete")
    assert replay_win("great-thirteen", 18, probes.moves).is_won()


def test_a_game_may_have_both_processes_probe() -> None:
    """With ``Hooks.probes_on_both_cores``, each process runs every other probe of each round and
    no complete search runs: the first process the round's first, third, ... probe, the second the
    others. The Fortress's probes in the order of ``solver.PROBES``: depth-first by mobility,
    best-first, greedy, beam, plain lazy, wide beam, shuffled (its deal 1 falls to any of them)."""
    base = patience.game("fortress")
    game = with_knowledge(base, probes_on_both_cores=True)
    found = []
    for part in solver.ONE_IN_TWO:
        r = solve_part(game, 1, max_nodes=20_000, part=part)
        assert r.status == WON and replay_win("fortress", 1, r.moves).is_won()
        found.append(r.found_by)
    assert found == ["mobile", "best-first"]  # each part's first probe: the second skips the first's
    both = solve(game, 1, max_nodes=20_000, workers=2, seconds=10)
    assert both.status == WON and both.found_by in found


def test_a_part_that_does_not_exist_is_refused() -> None:
    with pytest.raises(ValueError, match="part must be one of both, probes, complete"):
        solve_part("fortress", 1, part="beams")


def test_the_probes_have_the_whole_node_limit_side_by_side() -> None:
    """In turns the probes may take a quarter of the node limit, which is too little for the Great
    Thirteen's deal 95 at 20,000 positions; alone in their process they have all of it."""
    assert solve("great-thirteen", 95, max_nodes=20_000, seconds=None).status == UNKNOWN
    r = solve("great-thirteen", 95, max_nodes=20_000, workers=2, seconds=None)
    assert r.status == WON and replay_win("great-thirteen", 95, r.moves).is_won()


def test_undecided_by_both_is_unknown_with_both_searches_counted() -> None:
    r = solve("great-thirteen", 37, max_nodes=3_000, workers=2, seconds=None)
    alone = solve_part("great-thirteen", 37, max_nodes=3_000, part=COMPLETE_ALONE)
    assert r.status == UNKNOWN and r.limit == "nodes" and r.moves == []
    assert r.nodes > alone.nodes  # the probes' positions as well


def test_a_position_is_searched_side_by_side_and_left_unchanged() -> None:
    s = patience.new_game("fortress", 1)
    before = s.clone()
    r = solve(s, workers=2, seconds=10)
    assert r.status == WON and s.piles == before.piles and len(s.history) == len(before.history)


def test_an_error_in_a_search_is_raised_with_its_trace() -> None:
    class Broken(Knowledge):
        def hopeless(self, state: State) -> bool:
            raise ValueError("a hook that fails")

    game = searched_with(patience.game("fortress"), Broken())
    with pytest.raises(RuntimeError, match="a hook that fails"):
        solve(game, 1, max_nodes=2_000, workers=2, seconds=None)


def test_without_processes_one_process_searches(monkeypatch: pytest.MonkeyPatch) -> None:
    """Where processes cannot be forked (the browser), two workers are asked for in vain: one process
    searches, the probes and the complete search in turns, as the stats say."""
    monkeypatch.setattr(side_by_side, "available", lambda: False)
    assert side_by_side.processes(2) == 1 and side_by_side.processes() == 1
    r = solve("fortress", 1, seconds=10, workers=2)
    assert r.status == WON and r.peak_kb == 0


def test_the_stats_record_how_many_processes_searched_each_deal(tmp_path: Path) -> None:
    from patience.__main__ import main

    for workers in (1, 2):
        out = tmp_path / str(workers)
        assert main(["stats", "fortress", "--deals", "6", "--processes-per-deal", str(workers), "--quiet",
                     "--out", str(out)]) == 0
        data = json.loads((out / "fortress.json").read_text())
        assert data["limits"]["processes_per_deal"] == workers
        assert data["results"][:2] == "LW"  # deal 0 is lost, deal 1 won, however searched
    assert solver.SOLVER_VERSION == data["engine"]["solver"]


def test_the_solve_command_prints_the_verdict_and_a_line_that_replays(capsys: pytest.CaptureFixture[str]) -> None:
    from patience.__main__ import main

    assert main(["solve", "fortress", "--deal", "1", "--seconds", "10", "--processes", "2"]) == 0
    verdict, line = capsys.readouterr().out.splitlines()
    assert verdict.startswith("fortress deal 1: won (") and "found by " in verdict
    assert replay_win("fortress", 1, line.split()).is_won()


def test_a_search_process_leaves_the_collector_off() -> None:
    """A search process ends with its search: the cyclic collector stays off after it (let back, its
    first pass over what the search left would delay the answer past the deadline). Run here, in
    this process, with a pipe; the collector is set back after."""
    import gc
    import multiprocessing
    import time

    receiving, sending = multiprocessing.Pipe(duplex=False)
    assert gc.isenabled()
    try:
        side_by_side._search(sending, "fortress", 1, 2_000, None, True, PROBES_ALONE, time.perf_counter())
        assert not gc.isenabled()
    finally:
        gc.enable()
    answer, peak = receiving.recv()
    assert answer.status == WON and peak > 0
