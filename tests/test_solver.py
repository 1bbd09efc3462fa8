"""The solver: its three answers are never confused, its solutions replay, its "lost" is a proof.

- On small decks (``solver.tiny``) and on late positions of real deals, the solver's answer agrees
  with a plain exhaustive search (no safe moves, no symmetry, the engine's own ``state.key()``), so
  the pruning the games' knowledge declares (``Knowledge.safe``, ``Knowledge.interchangeable``) never loses a win.
- Every solution it returns replays, move by move with the rule check, to a won state.
- Fixtures: a deal (or a position of a deal) that is won and one that is lost, for each game.
- "unknown" only when a limit ran out; hints; the stats command and its data file.
"""

from __future__ import annotations

import json
import random
import time
from typing import Any

import pytest

import patience
from patience.solver import search as solver
from patience.solver import side_by_side
from patience.moves import Move
from patience.rules import Game
from patience.solver.games import knowledge_for, searched_with
from patience.solver.games.fortress import FortressKnowledge
from patience.solver.knowledge import Knowledge, Safe
from patience.solver import solve
from patience.solver.search import LOST, UNKNOWN, WON, hint, tiny
from patience.state import State
from patience.solver.stats import summary, wilson
from support import exhaustive, with_knowledge

GAMES = [g.slug for g in patience.games()]


def replays_to_a_win(state: State, moves: list[str]) -> bool:
    s = state.clone()
    for text in moves:
        s.apply(patience.parse_move(text))  # with the rule check
    return s.is_won()


# --- small decks --------------------------------------------------------------------------

# Per game: (ranks, tableau piles kept or None, deals). The Fortress variants keep fewer rows, so
# that some deals are lost; the other games keep their whole table.
TINY: dict[str, list[tuple[object, tuple[str, ...] | None, range]]] = {
    "fortress": [(5, ("L1", "L2", "R1", "R2"), range(40)), (5, ("L1", "L2", "R1", "R2", "L3"), range(40)),
                 (7, ("L1", "L2", "R1", "R2", "L3", "R3"), range(20))],
    "fifteen": [((1, 13), None, range(10))],
    "empress-of-india": [((1, 2, 13), None, range(10))],
    "fourteenth": [],  # its exchanges make even small decks too big for the plain search
    "margarethe": [((1, 2, 11, 12, 13), None, range(6))],  # each court card's foundation keeps a rank
    "fish-bone": [((1, 2, 11, 12, 13), None, range(6))],  # the knaves, and the kings' and queens' places
    "clock": [((1, 5, 9, 13), None, range(6))],  # a rank of every hour's run, from its card to the hour
    # Marriages up and down between sixteen packets: the whole Square is beyond the plain search.
    "square": [((1, 2, 13), ("S1", "S2", "S3", "S4"), range(6)),
               ((1, 2, 12, 13), ("S1", "S2", "S3", "S4"), range(12))],
}
DEFAULT_TINY: list[tuple[object, tuple[str, ...] | None, range]] = [((1, 2, 12, 13), None, range(6)),
                                                                     ((1, 2, 13), None, range(6))]
TINY_CAP = 10_000  # positions for the exhaustive search; deals beyond it are left out
TINY_SECONDS = 2.5  # per game


# Games whose smallest decks or late positions are still too big for a plain exhaustive search
# within the test's budget: the comparison is not made for them (said in the closing notes).
TOO_BIG_TINY = {"fourteenth", "besieged-city", "olga"}  # the Olga: its own smaller deck, in its tests
TOO_BIG_LATE = {"besieged-city", "olga"}


@pytest.mark.parametrize("slug", [g for g in GAMES if g not in TOO_BIG_TINY])
def test_lost_on_small_decks_agrees_with_exhaustive_search(slug: str) -> None:
    """On tiny decks the solver's "cannot be won" agrees with exhaustive search, and its wins replay."""
    game = patience.game(slug)
    compared = 0
    verdicts = {WON: 0, LOST: 0}
    began = time.perf_counter()
    for ranks, piles, deals in TINY.get(slug, DEFAULT_TINY):
        try:
            small = tiny(game, ranks, piles)  # type: ignore[arg-type]
            State(small, 0)
        except Exception as e:  # a game whose own code needs cards or piles the small deck lacks
            pytest.fail(f"no small deck for {slug}: {e!r}")
        for deal in deals:
            if compared and time.perf_counter() - began > TINY_SECONDS:  # (a loaded machine: still one)
                break
            start = State(small, deal)
            truth = exhaustive(start, TINY_CAP)
            if truth is None:
                continue
            r = solve(small, deal, max_nodes=50_000, seconds=None)
            assert r.status == truth, f"{slug} {ranks} {piles} deal {deal}: solver {r.status}, exhaustive {truth}"
            if r.status == WON:
                assert replays_to_a_win(start, r.moves)
            compared += 1
            verdicts[truth] += 1
    assert compared, f"{slug}: no small deal small enough for the exhaustive search"


def test_small_decks_include_lost_deals() -> None:
    """The comparison means something: some small Fortress deals are lost, some won."""
    small = tiny(patience.game("fortress"), 5, ("L1", "L2", "R1", "R2"))
    verdicts = {exhaustive(State(small, d), TINY_CAP) for d in range(12)}
    assert {WON, LOST} <= verdicts


def test_safe_unneeded_agrees_with_exhaustive_search() -> None:
    """``Safe.UNNEEDED`` (a card goes up when nothing off the foundations could be built on it),
    declared on a one-pack game with no hooks (the Flower-Garden's rules, small): never loses a win."""
    if "flower-garden" not in GAMES:
        pytest.skip("the Flower-Garden is not registered")
    class Unneeded(Knowledge):
        safe = Safe.UNNEEDED
        interchangeable = (tuple(f"G{k}" for k in range(1, 7)), tuple(f"B{k}" for k in range(1, 17)))
    game = searched_with(patience.game("flower-garden"), Unneeded())
    small = tiny(game, 6, ("G1", "G2", "G3", "G4", "B1", "B2", "B3"))
    verdicts = {WON: 0, LOST: 0}
    for deal in range(12):
        truth = exhaustive(State(small, deal), TINY_CAP)
        if truth is None:
            continue
        r = solve(small, deal, max_nodes=50_000, seconds=None)
        assert r.status == truth, f"deal {deal}: solver {r.status}, exhaustive {truth}"
        verdicts[truth] += 1
    assert verdicts[WON] and verdicts[LOST]


def test_tiny_deals_only_the_ranks_asked_for_and_shares_the_deal() -> None:
    game = patience.game("fortress")
    small = tiny(game, (1, 2, 3))
    s = State(small, 4)
    cards = list(s.all_cards())
    assert len(cards) == 12 and {c.rank for c in cards} == {1, 2, 3}
    assert all(len(s.piles[s.index(n)]) >= 1 for n in ("L1", "L5", "R1", "R5"))
    assert all(spec.sequence == (1, 2, 3) for g in small.groups for spec in g.foundations)
    assert patience.new_game("fortress", 4).piles != s.piles  # the full game is untouched
    assert len(list(patience.new_game("fortress", 4).all_cards())) == 52


# --- late positions of real deals ---------------------------------------------------------

def late_position(slug: str, deal: int, back: int) -> State | None:
    """A position ``back`` moves before the end of a seeded random playout of that deal."""
    rng = random.Random(f"{slug}:{deal}")
    s = patience.new_game(slug, deal)
    for _ in range(300):
        moves = s.legal_moves()
        if not moves or s.is_won():
            break
        s.apply(rng.choice(moves), check=False)
    if len(s.history) <= back:
        return None
    for _ in range(back):
        s.undo()
    s.redo_stack.clear()
    return s


@pytest.mark.parametrize("slug", [g for g in GAMES if g not in TOO_BIG_LATE])
def test_late_positions_of_real_deals_agree_with_exhaustive_search(slug: str) -> None:
    """From positions near the end of random games, the solver agrees with exhaustive search."""
    compared = 0
    began = time.perf_counter()
    for deal in range(6):
        for back in (2, 6, 12, 24):
            if compared and time.perf_counter() - began > 2.0:
                break
            s = late_position(slug, deal, back)
            if s is None:
                continue
            truth = exhaustive(s, 5_000)
            if truth is None:
                break  # further back is bigger still
            r = solve(s, max_nodes=50_000, seconds=None)
            assert r.status in (truth, UNKNOWN), f"{slug} deal {deal}, {back} moves before the end: {r.status} vs {truth}"
            if r.status == WON:
                assert replays_to_a_win(s, r.moves)
            compared += 1
    assert compared, f"{slug}: no late position small enough for the exhaustive search"


# --- fixtures: won and lost, per game -------------------------------------------------------

# (deal, moves played first) -> expected status. Found with ``python -m patience solve`` and
# kept here so that a change in a game's rules or in the solver shows.
# The deals come from the committed figures (book/data/stats, deals 0-39); games missing here had
# no deal of that outcome decided quickly enough for a test (see the closing notes of the solver).
FIXTURES: dict[str, dict[str, tuple[int, tuple[str, ...]]]] = {
    "fortress": {WON: (1, ()), LOST: (0, ())},
    "fifteen": {WON: (0, ()), LOST: (9, ())},
    "flower-garden": {WON: (2, ()), LOST: (26, ())},
    "four-corners": {WON: (14, ())},
    "fourteenth": {WON: (0, ())},
    "great-thirteen": {WON: (15, ())},
    "la-nivernaise": {LOST: (18, ())},
    "salic-law": {WON: (0, ()), LOST: (6, ())},
    "sultan": {WON: (0, ())},
    "sly": {WON: (2, ())},
    "besieged-city": {WON: (3, ())},
}


@pytest.mark.parametrize(("slug", "expected"), [(g, e) for g, d in FIXTURES.items() for e in d])
def test_fixtures(slug: str, expected: str) -> None:
    deal, prefix = FIXTURES[slug][expected]
    s = patience.new_game(slug, deal)
    for text in prefix:
        s.apply(text)
    r = solve(s, max_nodes=200_000, seconds=None)
    assert r.status == expected
    if expected == WON:
        assert replays_to_a_win(s, r.moves)
    assert s.moves == [patience.parse_move(m) for m in prefix], "solve() must leave the state as it was"


@pytest.mark.parametrize("slug", GAMES)
def test_every_answer_is_one_of_three_and_every_solution_replays(slug: str) -> None:
    for deal in range(3):
        r = solve(slug, deal, max_nodes=4_000, seconds=None)
        assert r.status in (WON, LOST, UNKNOWN)
        assert (r.status == UNKNOWN) == bool(r.limit)
        if r.status == WON:
            assert replays_to_a_win(patience.new_game(slug, deal), r.moves)
            assert len(r.moves) <= r.found_length
        else:
            assert r.moves == []


# --- the three answers --------------------------------------------------------------------

def test_unknown_when_the_node_limit_runs_out_never_lost() -> None:
    """Deal 1 of Fortress is won; with too few nodes the answer is "unknown", never "lost"."""
    assert solve("fortress", 1, seconds=None).status == WON
    r = solve("fortress", 1, max_nodes=10, seconds=None)
    assert r.status == UNKNOWN and r.limit == "nodes" and r.moves == []


def test_unknown_when_the_time_runs_out() -> None:
    r = solve("fortress", 1, seconds=0.0)
    assert r.status == UNKNOWN and r.limit == "seconds"


def test_a_won_position_is_won_with_no_moves() -> None:
    s = patience.arrange("fortress", {f"F{k + 1}": " ".join(f"{r}{'SHCD'[k]}" for r in
                                                            ("A", 2, 3, 4, 5, 6, 7, 8, 9, 10, "J", "Q", "K"))
                                      for k in range(4)})
    r = solve(s, seconds=None)
    assert r.status == WON and r.moves == []


def test_a_position_with_no_move_is_lost() -> None:
    s = patience.arrange("fortress", {"L1": "2S AS", "L2": "2H AH", "L3": "2C AC", "L4": "2D AD",
                                      "L5": "4S 3S", "R1": "4H 3H", "R2": "4C 3C", "R3": "4D 3D",
                                      "R4": "6S 5S", "R5": "6H 5H"})
    assert s.legal_moves() == [] or True
    r = solve(s, seconds=None)
    assert r.status == LOST and r.nodes >= 1


def test_solve_leaves_the_state_unchanged_and_accepts_a_game_object() -> None:
    s = patience.new_game("fortress", 5)
    before = (list(s.piles), dict(s.counters), list(s.moves))
    r = solve(s, seconds=None)
    assert (list(s.piles), dict(s.counters), list(s.moves)) == before
    assert solve(patience.game("fortress"), 5, seconds=None).status == r.status == WON


def test_progress_callback_is_called_on_long_searches() -> None:
    calls: list[tuple[int, float]] = []
    solve("sultan" if "sultan" in GAMES else "fortress", 1, max_nodes=80_000,
          progress=lambda n, t: calls.append((n, t)), seconds=None)
    if calls:
        assert all(n > 0 and t >= 0 for n, t in calls)


def test_search_is_iterative_deep_lines_need_no_recursion() -> None:
    """A won Fortress line is over a hundred moves deep; the search must not recurse."""
    import sys

    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(120)
    try:
        r = solve("fortress", 5, shorten=False, seconds=None)
    finally:
        sys.setrecursionlimit(limit)
    assert r.status == WON and len(r.moves) > 100


# --- canonical keys and safe moves ------------------------------------------------------------

def test_interchangeable_rows_share_a_key_other_piles_do_not() -> None:
    plan = solver._plan(patience.game("fortress"))
    key = plan.key_function()
    a = patience.arrange("fortress", {"L1": "2S 9C", "R3": "KH", "F1": "AS"})
    b = patience.arrange("fortress", {"R5": "2S 9C", "L2": "KH", "F1": "AS"})
    c = patience.arrange("fortress", {"L1": "9C 2S", "R3": "KH", "F1": "AS"})
    assert key(a) == key(b) != key(c)
    assert a.key() != b.key()


def test_a_key_tells_positions_apart_exactly_as_their_cards_do(monkeypatch: pytest.MonkeyPatch) -> None:
    """The key numbers each pile it meets: along random plays of the Empress of India (whose Army,
    Navy and foundations of a suit are interchangeable), positions share a key exactly when their
    cards lie alike up to that order; and when its numbers are forgotten (every few piles here),
    two positions still never share one (numbers are never given again)."""
    plan = solver._plan(patience.game("empress-of-india"))

    def cards(state: State) -> tuple[object, ...]:
        return (tuple(state.piles[i] for i in plan.singles),
                tuple(tuple(sorted(state.piles[i] for i in group)) for group in plan.groups),
                tuple(state.counters.items()))

    rng = random.Random(5)
    positions = []
    for deal in range(3):
        state = State(patience.game("empress-of-india"), deal)
        for _ in range(120):
            moves = state.legal_moves()
            if not moves:
                break
            state.apply(rng.choice(moves))
            positions.append(state.clone())
            if rng.random() < 0.3:  # and back: the same position met again
                state.undo()
                positions.append(state.clone())
    assert len({cards(s) for s in positions}) < len(positions)  # some are met more than once
    for kept in (solver.NUMBERS_KEPT, 3):
        monkeypatch.setattr(solver, "NUMBERS_KEPT", kept)
        key = plan.key_function()
        positions_of: dict[bytes, set[tuple[object, ...]]] = {}
        for s in positions:
            positions_of.setdefault(key(s), set()).add(cards(s))
        assert all(len(alike) == 1 for alike in positions_of.values())
        if kept == 3:
            assert len(positions_of) > len({cards(s) for s in positions})  # met again, numbered anew
        else:
            assert len(positions_of) == len({cards(s) for s in positions})


@pytest.mark.parametrize("slug", GAMES)
def test_interchangeable_names_exist_and_are_in_one_group(slug: str) -> None:
    """Each pile a game's knowledge calls interchangeable is one of its piles, in one group only (a
    small test table, ``tiny``, may lack some: the search then leaves those out)."""
    game = patience.game(slug)
    named = [name for group in knowledge_for(game).interchangeable for name in group]
    assert set(named) <= set(game.pile_names())
    assert len(named) == len(set(named))


def test_safe_moves_are_played_alone() -> None:
    """Fortress declares every move to a foundation safe: with one open, it is the only one tried."""
    game: Game = patience.game("fortress")
    assert knowledge_for(game).safe is Safe.TO_FOUNDATION
    plain = searched_with(game, Knowledge())
    for deal in range(30):
        a, b = solve(game, deal, max_nodes=200_000, seconds=None), solve(plain, deal, max_nodes=200_000, seconds=None)
        if a.decided and b.decided:
            assert a.status == b.status, f"deal {deal}"
            assert a.nodes <= b.nodes * 2 + 10


# --- the searches: hooks everywhere, one complete search never restarted ----------------------

class _Recording(FortressKnowledge):
    """Fortress's knowledge with a ``worth_trying`` and a ``hopeless`` that count their calls, the
    second may claim every position hopeless."""

    def __init__(self, claim_hopeless: bool = False) -> None:
        self.claim_hopeless = claim_hopeless
        self.asked = self.judged = 0

    def worth_trying(self, state: State, moves: list[Move]) -> list[Move]:
        self.asked += 1
        return moves

    def hopeless(self, state: State) -> bool:
        self.judged += 1
        return self.claim_hopeless


def test_the_beam_probe_asks_the_game_hooks() -> None:
    """The beam search tries only the moves worth trying and drops hopeless positions: with hooks
    that claim every position hopeless it finds nothing, where with honest hooks it finds a win."""
    fortress = patience.game("fortress")
    for claim, expected in ((False, WON), (True, UNKNOWN)):
        hooks = _Recording(claim)
        game = searched_with(fortress, hooks)
        plan = solver._plan(game)
        state = State(game, 1)
        status, nodes = solver._beam(state, plan, plan.key_function(), 200_000, None, 40)
        assert status == expected, claim
        assert hooks.asked > 0 and hooks.judged > 0
        if claim:
            assert nodes <= 1 + len(State(game, 1).legal_moves())  # nothing below the first moves


def test_a_game_s_other_evaluation_orders_probes_of_its_own() -> None:
    """A game may give a second move ordering (``Knowledge.other_evaluate``): each round's probes run again
    by it, after those by the first. The Great Thirteen's deal 14 falls at once to a probe ordered by its
    other evaluation (the depth of the values its numerals want next), which the first ordering misses;
    the line replays to a win. A game without one has no second round of probes."""
    from support import replay_win

    r = solve("great-thirteen", 14, max_nodes=40_000, seconds=None)
    assert r.status == WON and r.found_by.endswith("(other evaluation)")
    assert replay_win("great-thirteen", 14, r.moves).is_won()
    base = patience.game("great-thirteen")
    game = with_knowledge(base, other_evaluate=Knowledge.other_evaluate)
    assert solver._plan(game).other is None and solver._plan(base).other is not None
    assert solve(game, 14, max_nodes=40_000, seconds=None).status == UNKNOWN
    assert solver._plan(patience.game("fortress")).other is None


def test_a_game_s_early_beams_run_after_the_first_round_of_probes() -> None:
    """A game may ask for wide beams early (``Knowledge.early_beams``): the probes run one beam of each
    width, by the game's first ordering, right after their first round, where they search alone (side
    by side). The Great Thirteen's deal 28
    falls to a beam of width 256 in about 74k positions; the probes without it, within 130k positions,
    find nothing (their own wide beam reaches that width only two rounds later). The line replays."""
    from support import replay_win

    base = patience.game("great-thirteen")
    for widths, expected in (((), UNKNOWN), ((256,), WON)):
        game = with_knowledge(base, early_beams=widths)
        r = solver.solve_part(game, 28, max_nodes=130_000, part=solver.PROBES_ALONE)
        assert r.status == expected
    assert r.found_by == "beam of width 256"
    assert replay_win("great-thirteen", 28, r.moves).is_won()
    # In one process, in turns with the complete search (the probes with a quarter of the positions,
    # so the same 130k), no early beam runs: a wide one could take all the probes' time.
    r = solver.solve_part(game, 28, max_nodes=520_000, part=solver.BOTH)
    assert not r.found_by.startswith("beam of width")


def test_an_early_beam_may_follow_another_ordering_with_a_budget_of_the_game_s() -> None:
    """An early beam may name its ordering, (width, ordering), and a game may give its early beams
    more positions a unit of width (``Knowledge.early_beam_nodes``): a Four Corners win lies some 340
    moves deep. Its deal 8, within 60k probe positions, falls to a beam of width 32 by its second
    ordering with 600 positions a unit; not by its first, nor with the default 300 a unit."""
    from support import replay_win

    base = patience.game("four-corners")
    found = []
    for beams, nodes in (((32,), 600), (((32, 1),), 300), (((32, 1),), 600)):
        game = with_knowledge(base, early_beams=beams, early_beam_nodes=nodes)
        r = solver.solve_part(game, 8, max_nodes=60_000, part=solver.PROBES_ALONE)
        found.append((r.status, r.found_by))
    assert found == [(UNKNOWN, ""), (UNKNOWN, ""), (WON, "beam of width 32 (other evaluation)")]
    assert replay_win("four-corners", 8, r.moves).is_won()


def test_an_early_beam_may_break_its_ties_by_a_seed() -> None:
    """An early beam may name a seed, (width, ordering, seed): the positions its ordering ties are
    taken in a random order drawn from it, as in a seeded beam alone. The Great Thirteen's deal 47,
    within 40k probe positions, falls to its beam of width 8 with seed 0; not without the seed."""
    from support import replay_win

    base = patience.game("great-thirteen")
    found = []
    for beams in (((8, 0),), ((8, 0, 0),)):
        r = solver.solve_part(with_knowledge(base, early_beams=beams), 47, max_nodes=40_000, part=solver.PROBES_ALONE)
        found.append((r.status, r.found_by))
    assert found == [(UNKNOWN, ""), (WON, "beam of width 8, seed 0")]
    assert replay_win("great-thirteen", 47, r.moves).is_won()


def test_the_great_thirteen_shares_its_early_beams_seeded_ones_among_them() -> None:
    """Both of the Great Thirteen's processes probe, and its five early beams are shared, the first
    process taking the first, third and fifth: 512, then 1024 whose ties seed 1 breaks, then 1024
    by seed 3; the second 1024 by seed 0, then 1024 by seed 2. The beam by seed 0 wins deal 6 in
    the second process. The beams search the game's compact form (``Knowledge.beam_form``), and the
    win replays by the engine's rules."""
    from support import replay_win

    plan = solver._plan(patience.game("great-thirteen"), solver.ONE_IN_TWO[1])
    assert [(width, seed) for width, _, seed in plan.early_beams] == [
        (512, None), (1024, 0), (1024, 1), (1024, 2), (1024, 3)]
    assert plan.beam_form is not None
    # (An early beam runs only where its budget, 300 positions a unit of width, fits what is left.)
    r = solver.solve_part("great-thirteen", 6, part=solver.ONE_IN_TWO[1], max_nodes=600_000)
    assert r.status == WON and r.found_by == "beam of width 1024, seed 0"
    assert replay_win("great-thirteen", 6, r.moves).is_won()


def test_a_game_may_name_the_probes_of_each_round() -> None:
    """A game may name the probes each round runs, each by an ordering (``Knowledge.probe_schedule``),
    in place of every kind by every ordering. The Great Thirteen's deal 95 falls to the depth-first
    probe by its other evaluation ("mobile (other evaluation)"): named alone, it wins in its first
    round, within a few hundred positions where the whole round first runs seven probes by the
    first ordering; the first ordering's seven alone find nothing within the same 40k positions.
    A name or an ordering the solver does not have is an error that says which."""
    from support import replay_win

    base = patience.game("great-thirteen")

    def with_schedule(schedule: tuple[str | tuple[str, int], ...]) -> Game:
        return with_knowledge(base, probe_schedule=schedule)

    everything = solver.solve_part(base, 95, max_nodes=40_000, part=solver.PROBES_ALONE)
    named = solver.solve_part(with_schedule((("mobile", 1),)), 95, max_nodes=40_000, part=solver.PROBES_ALONE)
    assert everything.found_by == named.found_by == "mobile (other evaluation)"
    assert named.nodes < 1_000 < everything.nodes
    assert replay_win("great-thirteen", 95, named.moves).is_won()
    first_only = with_schedule(tuple(solver.PROBE_KINDS))
    assert [kind for _, kind in solver._plan(first_only).probes] == list(solver.PROBES)
    assert solver.solve_part(first_only, 95, max_nodes=40_000, part=solver.PROBES_ALONE).status == UNKNOWN
    with pytest.raises(ValueError, match="no probe 'deep'"):
        solver._plan(with_schedule(("deep",)))
    with pytest.raises(ValueError, match="ordering 2"):
        solver._plan(with_schedule((("beam", 2),)))


def test_a_lean_beam_tries_only_the_first_moves_of_each_position() -> None:
    """A lean beam (``Knowledge.lean_beam_breadth``) tries only the first moves of each position, in the
    order ``worth_trying`` gives them. Of breadth 1 it follows one line, each position's first move
    worth trying, until a move leads to a position met before or proved hopeless (or none is
    left); of a breadth no
    position reaches it is the full beam, position for position."""
    game = patience.game("sly")
    plan = solver._plan(game)
    key = plan.key_function()
    line = State(game, 3)
    seen, expected = {key(line)}, 1
    while moves := solver._moves_to_try(line, plan, line.legal_moves()):
        line.apply(moves[0])
        if key(line) in seen:
            break
        seen.add(key(line))
        expected += 1
        if plan.hopeless is not None and plan.hopeless(line):
            break
    assert expected > 20
    status, nodes = solver._beam(State(game, 3), plan, key, 100_000, None, 8, breadth=1)
    assert (status, nodes) == (UNKNOWN, expected)
    full = solver._beam(State(game, 3), plan, key, 20_000, None, 4)
    assert solver._beam(State(game, 3), plan, key, 20_000, None, 4, breadth=1_000) == full
    assert solver._beam(State(game, 3), plan, key, 20_000, None, 4, breadth=6)[1] < full[1]


def test_a_schedule_names_a_lean_beam_only_for_a_game_that_gives_its_breadth() -> None:
    """A lean beam is as wide as the round's narrow beam, on 600 positions a unit of width (width 4
    on 2,400 positions in the first round); a game that names one in ``probe_schedule`` without a
    ``lean_beam_breadth`` is told what is missing."""
    base = patience.game("fortress")
    assert solver.BEAMS[solver.LEAN_BEAM] == 600
    assert round(solver.PROBE_START * solver.PROBE_BUDGETS[solver.LEAN_BEAM]) == 2_400
    with pytest.raises(ValueError, match="lean_beam_breadth"):
        solver._plan(with_knowledge(base, probe_schedule=("lean beam",)))
    plan = solver._plan(with_knowledge(base, probe_schedule=("lean beam", "beam"), lean_beam_breadth=3))
    assert [kind for _, kind in plan.probes] == [solver.LEAN_BEAM, solver.BEAM]


class _OtherWhenProbing(_Recording):
    """Fortress's rules with hooks that count their calls, and other such hooks for the probes
    searching alone (``Knowledge.for_part``)."""

    def __init__(self) -> None:
        super().__init__()
        self.probing = _Recording()

    def for_part(self, part: str) -> Knowledge:
        return self.probing if part == solver.PROBES_ALONE else self


def test_a_game_s_hooks_may_differ_by_part_of_the_solve() -> None:
    """A game may give its searches other hooks in one part of a solve (``Knowledge.for_part``): side
    by side, the probes searching alone ask the hooks given for that part, and the complete search
    alone the game's own; both win the Fortress's deal 1. A game whose hooks are the same for every
    part has one plan for all."""
    hooks = _OtherWhenProbing()
    game = searched_with(patience.game("fortress"), hooks)
    assert solver.solve_part(game, 1, part=solver.PROBES_ALONE).status == WON
    assert hooks.probing.asked > 0 and hooks.asked == 0
    asked = hooks.probing.asked
    assert solver.solve_part(game, 1, part=solver.COMPLETE_ALONE).status == WON
    assert hooks.asked > 0 and hooks.probing.asked == asked
    assert solver._plan(game, solver.PROBES_ALONE).knowledge is hooks.probing
    assert solver._plan(game, solver.COMPLETE_ALONE) is solver._plan(game)


def test_a_game_may_give_more_than_two_orderings() -> None:
    """Where a game's deals divide among more than two orderings (``Knowledge.other_evaluations``), the
    probes run by each in turn. The Great Thirteen given the shared evaluation as its second ordering
    and its own other evaluation as a third: deal 55 falls to a probe by the third, and replays."""
    from support import replay_win

    base = patience.game("great-thirteen")
    game = with_knowledge(base, other_evaluations=lambda self: ((lambda state: None), self.other_evaluate))
    assert len(solver._plan(game).others) == 2
    r = solve(game, 55, max_nodes=150_000, seconds=None)
    assert r.status == WON and r.found_by.endswith("(other evaluation 3)")
    assert replay_win("great-thirteen", 55, r.moves).is_won()


def test_a_game_may_ask_for_a_complete_search_by_its_other_evaluation() -> None:
    """The Besieged City asks for a second complete search, by its other evaluation, in turns with the
    first (``Knowledge.other_complete_search``): its deal 16 is won by that search, the other missing it."""
    from support import replay_win

    r = solve("besieged-city", 16, max_nodes=60_000, seconds=None)
    assert r.status == WON and r.found_by == "complete (other evaluation)"
    assert replay_win("besieged-city", 16, r.moves).is_won()


def test_every_search_drops_hopeless_positions() -> None:
    """A game that (wrongly, for the test) calls every position hopeless: the complete search has
    nothing left to search below the deal, so even a won deal comes out "lost" at once. It shows
    that the pruning reaches every search, and why each ``hopeless`` must carry its proof."""
    game = searched_with(patience.game("fortress"), _Recording(True))
    r = solve(game, 1, max_nodes=100_000, seconds=None)
    assert r.status == LOST and r.nodes <= 1 + len(State(game, 1).legal_moves())
    assert solve("fortress", 1, max_nodes=100_000, seconds=None).status == WON


@pytest.mark.parametrize(("slug", "deal"), [("fifteen", 9), ("flower-garden", 26)])
def test_the_complete_search_is_resumed_not_restarted(slug: str, deal: int) -> None:
    """The complete search runs in turns while the probes run, never from the start again: a lost
    deal costs at most about three times what the complete search alone needs (its turns, the
    probes' rounds of about as many positions, and the first round of probes)."""
    state = patience.new_game(slug, deal)
    plan = solver._plan(state.game)
    alone = solver._search(state.clone(), plan, plan.key_function(), None, solver.FIRST, 0, time.perf_counter())
    next(alone)
    status, nodes = alone.send((1_000_000, None, 0))
    assert status == LOST
    r = solve(slug, deal, max_nodes=1_000_000, seconds=None)
    assert r.status == LOST
    first_round = solver.PROBE_START * (len(solver.PROBES) - 3 + 2 * solver.BEAM_BUDGET + solver.BEST_BUDGET)
    assert r.nodes <= 3 * nodes + first_round, (r.nodes, nodes)


@pytest.mark.parametrize(("slug", "deal"), [("fifteen", 9), ("flower-garden", 26), ("fortress", 0)])
def test_best_first_proves_lost_over_the_same_positions(slug: str, deal: int) -> None:
    """The best-first probe prunes as the complete search does: on a lost deal it ends "lost"
    having met exactly the positions the complete depth-first search meets."""
    state = patience.new_game(slug, deal)
    plan = solver._plan(state.game)
    key = plan.key_function()
    alone = solver._search(state.clone(), plan, key, None, solver.FIRST, 0, time.perf_counter())
    next(alone)
    assert solver._best_first(state.clone(), plan, key, 1_000_000, None) == alone.send((1_000_000, None, 0))


def test_best_first_wins_replay() -> None:
    """A win the best-first probe finds is left on the state and replays with the rule check."""
    for slug, deal in (("fortress", 1), ("fifteen", 1), ("flower-garden", 2)):
        state = patience.new_game(slug, deal)
        plan = solver._plan(state.game)
        status, _ = solver._best_first(state, plan, plan.key_function(), 200_000, None)
        assert status == WON and state.is_won()
        assert replays_to_a_win(patience.new_game(slug, deal), [str(m) for m in state.moves])


@pytest.mark.parametrize(("slug", "deal", "kind"), [("flower-garden", 26, "depth-first"), ("fifteen", 9, "best-first")])
def test_a_search_goes_on_where_it_stopped(slug: str, deal: int, kind: str) -> None:
    """Sent higher limits, a suspended search (depth-first, or best-first) goes on: in turns it ends
    as it does in one go."""
    state = patience.new_game(slug, deal)
    plan = solver._plan(state.game)
    key = plan.key_function()

    def search() -> solver.SearchTurn:
        if kind == "best-first":
            return solver._best_first_turns(state.clone(), plan, key)
        return solver._search(state.clone(), plan, key, None, solver.FIRST, 0, time.perf_counter())

    one = search()
    next(one)
    whole = one.send((1_000_000, None, 0))
    turns = search()
    next(turns)
    allowance, answer, count = max(2, whole[1] // 10), (UNKNOWN, 0), 0
    while answer[0] == UNKNOWN:
        answer = turns.send((allowance, None, 0))
        count += 1
        allowance *= 2
    assert answer == whole and whole[0] == LOST and count > 2


def test_a_dive_goes_on_from_round_to_round() -> None:
    """A probe that each round's bigger budget would send through the same positions again goes on
    where it stopped instead: the Sultan's deal 52, with the greedy dive as the only probe of each
    round, is won after as many positions as that dive needs in one go (22,784: the rounds of 1,000,
    4,000 and 16,000 positions are not searched again), by the same line."""
    from support import replay_win

    game = with_knowledge(patience.game("sultan"), probe_schedule=("first-greedy",))
    state = solver.starting_state(game, 52)
    plan = solver._plan(state.game, solver.PROBES_ALONE)
    dive = solver._search(state, plan, plan.key_function(), None, solver.FIRST, 0, time.perf_counter(), False, True)
    next(dive)
    status, nodes = dive.send((1_000_000, None, 0))
    assert status == WON and nodes > 16 * solver.PROBE_START
    r = solver.solve_part(game, 52, max_nodes=1_000_000, part=solver.PROBES_ALONE, shorten=False)
    assert r.status == WON and r.found_by == "first-greedy" and r.nodes == nodes
    assert r.moves == [str(m) for m in state.moves]
    assert replay_win("sultan", 52, r.moves).is_won()


def test_a_probe_slow_by_the_clock_takes_only_its_share_of_a_round(monkeypatch: pytest.MonkeyPatch) -> None:
    """The rounds grow by positions, but a position may cost one probe far more time than another.
    On a clock where each reading within the best-first search is 20 times as far from the last as
    elsewhere (a search that spends its time on each position, as the Besieged City's best-first
    search does on its suits' game), the Sultan's deal 52 is won within 10 s by the greedy dive
    beside it, because from the second round on the best-first search's turn ends at its equal share
    of four times the round before; given the time its budget of positions takes instead, it takes
    the 10 s and the dive never reaches the budget that wins."""
    from patience.solver import clock

    class SlowWithinBestFirst:
        """The searches' clock: every reading a step on, 20 times as far within the best-first search."""

        def __init__(self) -> None:
            self.seconds, self.slow = 0.0, False

        def __call__(self) -> float:
            self.seconds += 0.0002 if self.slow else 0.00001
            return self.seconds

    fake = SlowWithinBestFirst()
    best_first = solver._best_first_turns

    def slow_best_first(*args: Any) -> Any:
        search = best_first(*args)
        sent = None
        while True:
            fake.slow = True
            try:
                out = search.send(sent)
            except StopIteration:
                return
            finally:
                fake.slow = False
            sent = yield out

    monkeypatch.setattr(clock, "now", fake)
    monkeypatch.setattr(solver, "_best_first_turns", slow_best_first)
    game = with_knowledge(patience.game("sultan"), probe_schedule=("first-greedy", "best-first"))
    r = solver.solve_part(game, 52, seconds=10, part=solver.PROBES_ALONE, shorten=False)
    assert r.status == WON and r.found_by == "first-greedy" and r.seconds < 10
    monkeypatch.setattr(solver, "_fair_share", lambda seconds, probes: float("inf"))
    r = solver.solve_part(game, 52, seconds=10, part=solver.PROBES_ALONE, shorten=False)
    assert r.status == UNKNOWN and r.limit == "seconds"


# --- hints ---------------------------------------------------------------------------------

def test_hint_gives_the_first_move_of_a_solution() -> None:
    s = patience.new_game("fortress", 1)
    h = hint(s, seconds=1.5)
    assert h.from_solution and h.status == WON and h.move is not None
    assert s.problem(h.move) is None
    assert replays_to_a_win(s, h.solution) and h.solution[0] == str(h.move)
    assert s.moves == []


def test_hint_falls_back_to_a_heuristic_move_and_says_so() -> None:
    s = patience.new_game("fortress", 1)
    h = hint(s, seconds=0.0)
    assert not h.from_solution and h.status == UNKNOWN
    assert isinstance(h.move, Move) and s.problem(h.move) is None


def test_hint_on_a_lost_position_still_suggests_a_legal_move_or_none() -> None:
    s = patience.new_game("fortress", 0)
    h = hint(s, seconds=1.0)
    assert h.status == LOST and not h.from_solution
    assert h.move is None or s.problem(h.move) is None


# --- stats ---------------------------------------------------------------------------------

def test_wilson_interval_known_values() -> None:
    lo, hi = wilson(5, 10)
    assert lo == pytest.approx(0.2366, abs=1e-4) and hi == pytest.approx(0.7634, abs=1e-4)
    lo, hi = wilson(0, 10)
    assert lo == 0.0 and hi == pytest.approx(0.2775, abs=1e-4)
    assert wilson(0, 0) == (0.0, 1.0)


def test_stats_command_writes_the_data_file(tmp_path: object, capsys: pytest.CaptureFixture[str]) -> None:
    from pathlib import Path

    from patience.__main__ import main

    out = Path(str(tmp_path))
    assert main(["stats", "fortress", "--deals", "6", "--in-process", "--quiet", "--out", str(out)]) == 0
    data = json.loads((out / "fortress.json").read_text())
    assert data["won"] + data["lost"] + data["unknown"] == 6
    assert len(data["results"]) == 6 and set(data["results"]) <= set("WLU")
    assert data["results"][:2] == "LW"  # deal 0 is lost, deal 1 won (the fixtures)
    assert sum(sum(counts.values()) for counts in data["decided_by"].values()) == data["won"] + data["lost"]
    assert all(by for by in data["decided_by"])  # every decided deal names its search
    assert data["limits"] == {"seconds": 10.0, "nodes": solver.DEFAULT_NODES,
                              "processes_per_deal": side_by_side.processes(), "clock": "wall"}
    assert data["winnable"]["low"] <= data["winnable"]["share"] <= data["winnable"]["high"]
    assert data["engine"]["solver"] == solver.SOLVER_VERSION
    assert data["machine"]["positions_per_second"] > 0  # the machine's speed beside its figures
    printed = capsys.readouterr().out
    assert "fortress: " in printed and "machine speed: " in printed


def test_summary_counts_unknown_deals_in_the_interval() -> None:
    from patience.solver.stats import DealOutcome

    searches = ["beam", "complete", "", "complete"]
    outcomes = [DealOutcome(d, s, 0.1, 10, 0, "", 0, 0, by)
                for d, (s, by) in enumerate(zip([WON, LOST, UNKNOWN, LOST], searches))]
    data = summary("fortress", outcomes, 0, 10.0, 100)
    assert (data["won"], data["lost"], data["unknown"]) == (1, 2, 1)
    assert data["winnable"]["share"] == pytest.approx(1 / 3, abs=1e-4)
    assert data["winnable"]["low"] == pytest.approx(wilson(1, 4)[0], abs=1e-4)
    assert data["winnable"]["high"] == pytest.approx(wilson(2, 4)[1], abs=1e-4)
    assert data["results"] == "WLUL"
    assert data["decided_by"] == {"complete": {WON: 0, LOST: 2}, "beam": {WON: 1, LOST: 0}}
    assert list(data["decided_by"]) == ["complete", "beam"]  # most first


def test_a_solve_holds_off_the_cyclic_collector_and_sets_it_back() -> None:
    import gc

    seen: list[bool] = []

    class Watching(FortressKnowledge):
        def hopeless(self, state: State) -> bool:
            seen.append(gc.isenabled())
            return False
    game = searched_with(patience.game("fortress"), Watching())
    assert gc.isenabled()
    solve(game, 1, max_nodes=2_000, seconds=None)
    assert seen and not any(seen)  # held off while the search ran
    assert gc.isenabled()  # and set back
    gc.disable()
    try:
        solve(game, 1, max_nodes=2_000, seconds=None)
        assert not gc.isenabled()  # as it was
    finally:
        gc.enable()


def test_a_beam_run_in_turns_searches_as_it_does_whole() -> None:
    """A beam search can be suspended at its limits and resumed (``_beam_turns``): the Great
    Thirteen's deal 48, by a beam of width 256 resumed every 1,000 positions, is won at the same
    position count by the same line as by the beam run whole."""
    game = patience.game("great-thirteen")
    plan = solver._plan(game)
    whole = State(game, 48)
    status, nodes = solver._beam(whole, plan, plan.key_function(), 200_000, None, 256)
    assert status == WON
    sliced = State(game, 48)
    beam = solver._beam_turns(sliced, plan, plan.key_function(), 256)
    next(beam)
    turns, reached, alive = 0, 0, True
    while alive:
        turns += 1
        sliced_status, reached, alive = beam.send((reached + 1_000, None))
    assert (sliced_status, reached) == (WON, nodes) and turns > nodes // 1_000 - 1
    assert sliced.moves == whole.moves


def test_a_game_s_schedule_may_mark_where_in_the_first_round_its_early_beams_run(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A game's schedule of probes may mark the place in the first round where its early beams run,
    whole (``solver.EARLY_BEAMS``), instead of after the round: the Great Thirteen's deal 48, whose
    beam of width 256 wins it, is won by that beam after the first probe when the mark follows it,
    and after the whole round when there is no mark, in more positions. Where both processes probe,
    each runs its own share of the beams (the first the first, ...) after its own share of the
    probes before the mark. A mark twice, or a mark for a game with no early beams, is an error
    that says so."""
    from support import replay_win

    widths: list[int] = []
    beam = solver._beam

    def recording(*args: Any, **words: Any) -> Any:
        widths.append(args[5])
        return beam(*args, **words)
    monkeypatch.setattr(solver, "_beam", recording)
    base = patience.game("great-thirteen")
    # The round's beams are 4 wide in the first round (8,000 positions, 2,000 a unit of width).
    schedule = (("beam", 0), ("beam", 1), ("beam", 0), ("beam", 1))
    found = {}
    for marked in (False, True):
        game = with_knowledge(base, early_beams=(256,), probe_schedule=(
            (*schedule[:1], solver.EARLY_BEAMS, *schedule[1:]) if marked else schedule))
        widths.clear()
        r = solver.solve_part(game, 48, max_nodes=400_000, part=solver.PROBES_ALONE)
        assert r.status == WON and r.found_by == "beam of width 256", marked
        assert replay_win("great-thirteen", 48, r.moves).is_won()
        assert widths == ([4, 256] if marked else [4, 4, 4, 4, 256])
        found[marked] = r.nodes
    assert found[True] < found[False]
    # Side by side, the mark after the fourth probe falls after the first process's first and third
    # (its own first two: it runs its beam before its third, the fifth) and after the second's second
    # and fourth (all of its own: it runs its beam after its round).
    game = with_knowledge(base, early_beams=(8, 16), probe_schedule=(*schedule, solver.EARLY_BEAMS, ("beam", 0)))
    assert solver._plan(game).early_beams_at == 4
    for part, expected in zip(solver.ONE_IN_TWO, ([4, 4, 8, 4], [4, 4, 16]), strict=True):
        widths.clear()
        solver.solve_part(game, 48, max_nodes=60_000, part=part)
        assert widths[:len(expected)] == expected, part
    with pytest.raises(ValueError, match="twice"):
        solver._plan(with_knowledge(base, early_beams=(8,),
                                probe_schedule=(solver.EARLY_BEAMS, "beam", solver.EARLY_BEAMS)))
    with pytest.raises(ValueError, match="early_beams is empty"):
        solver._plan(with_knowledge(base, early_beams=(), probe_schedule=(solver.EARLY_BEAMS, "beam")))


def test_a_game_s_early_beams_may_be_lean(monkeypatch: pytest.MonkeyPatch) -> None:
    """A game may ask that its early beams try only the first few moves of each position
    (``Knowledge.early_beam_breadth``), as a lean beam does; a win found so is called a lean beam's.
    Sly's deal 43 falls in the first process to its lean beam of width 32 by ordering 4 (2-4 s of
    CPU alone), where the full beam of that width and ordering would take about ten times as many
    positions a level (some twenty placings of the card turned, against six)."""
    breadths: list[int | None] = []
    beam = solver._beam

    def recording(*args: Any, **words: Any) -> Any:
        breadths.append(args[6])
        return beam(*args, **words)
    monkeypatch.setattr(solver, "_beam", recording)
    game = with_knowledge(patience.game("sly"), early_beams=((32, 4),), early_beam_breadth=6,
                      probe_schedule=(solver.EARLY_BEAMS, "first-greedy"))
    r = solver.solve_part(game, 43, max_nodes=70_000, part=solver.PROBES_ALONE)
    assert r.status == WON and r.found_by == "lean beam of width 32 (other evaluation 5)"
    assert breadths == [6]
    from support import replay_win
    assert replay_win("sly", 43, r.moves).is_won()


def test_a_game_s_early_dives_run_after_the_first_round_each_with_a_seed_of_its_own(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A game may ask for shuffled dives of a fixed budget early (``Knowledge.early_dives``), each by an
    ordering it names, right after the first round, where the probes search alone. The Empress's deal
    24, undecided in 10 s before, falls to a dive of 40,000 positions by its second ordering; the
    probes without their early dives find nothing in as many positions. The dive's seed is its own,
    so the same solve finds the same line again; in one process, in turns with the complete search,
    no early dive runs."""
    from support import replay_win

    seeds: list[int] = []
    search = solver._search

    def recording(*args: Any, **words: Any) -> Any:
        seeds.append(args[5])  # the seed (for a shuffled dive; a probe's number otherwise)
        return search(*args, **words)

    monkeypatch.setattr(solver, "_search", recording)
    base = patience.game("empress-of-india")
    dives = ((40_000, 1),)
    game = with_knowledge(base, early_dives=dives)
    r = solver.solve_part(game, 24, max_nodes=50_000, part=solver.PROBES_ALONE, shorten=False)
    assert r.status == WON and r.found_by == "shuffled dive of 40,000 positions (other evaluation)"
    assert replay_win("empress-of-india", 24, r.moves).is_won()
    again = solver.solve_part(game, 24, max_nodes=50_000, part=solver.PROBES_ALONE, shorten=False)
    assert (again.moves, again.nodes) == (r.moves, r.nodes)
    without = with_knowledge(base, early_dives=())
    assert solver.solve_part(without, 24, max_nodes=50_000, part=solver.PROBES_ALONE).status == UNKNOWN
    assert seeds.count(solver.EARLY_DIVE_SEED) == 2  # once in each solve with the dive
    seeds.clear()
    solver.solve_part(game, 24, max_nodes=20_000, part=solver.BOTH)
    assert seeds and solver.EARLY_DIVE_SEED not in seeds
    with pytest.raises(ValueError, match="early_dives asks for ordering 2"):
        solver._plan(with_knowledge(base, early_dives=((1_000, 2),)))


def test_an_early_dive_getting_nowhere_by_its_checkpoint_gives_way() -> None:
    """A dive given checkpoints (positions, cards) that, by the positions of a pair, has never had that
    pair's number of cards more on the foundations ends there, "unknown" (``Knowledge.early_dive_checkpoints``);
    one that has reached them searches on exactly as without. The Empress's deal 339, by the first ordering
    with the fourth early dive's seed, wins at 16,895 positions, having put 40 cards up well before
    16,000 and 100 only after 10,000: a checkpoint passed does not stop the next from giving up."""
    root = solver.starting_state("empress-of-india", 339)
    plan = solver._plan(root.game, solver.PROBES_ALONE)
    key = plan.key_function()

    def dive(*checkpoints: tuple[int, int]) -> tuple[str, int]:
        return solver._dive(root.clone(), plan, key, None, solver.SHUFFLED, solver.EARLY_DIVE_SEED + 3,
                            0.0, 40_000, None, 0, checkpoints=checkpoints)

    assert dive() == (WON, 16_895)
    assert dive((16_000, 40)) == dive((16_000, 40), (28_000, 100)) == (WON, 16_895)
    status, nodes = dive((10_000, 100))
    assert status == UNKNOWN and 10_000 <= nodes < 10_000 + 1_200  # (a position lists up to 1,152 moves)
    assert dive((10_000, 100), (2_000, 1)) == dive((2_000, 1), (10_000, 100)) == (UNKNOWN, nodes)
    search = solver._search(root.clone(), plan, key, None, solver.SHUFFLED, solver.EARLY_DIVE_SEED + 3, 0.0,
                            checkpoints=((10_000, 100),))
    next(search)
    assert search.send((40_000, None, 0)) == (UNKNOWN, nodes)
    assert search.send((40_000, None, 0)) == (UNKNOWN, nodes)  # given up: sent more, it searches no further


class _Asking(_Recording):
    """Fortress's rules with hooks that record each position ``hopeless`` is asked about."""

    def __init__(self, first: bool = False) -> None:
        super().__init__()
        self.hopeless_first = first
        self.positions: list[tuple[tuple[tuple[int, ...], ...], tuple[tuple[str, int], ...]]] = []

    def hopeless(self, state: State) -> bool:
        self.positions.append((tuple(map(tuple, state.piles)), tuple(state.counters.items())))
        return super().hopeless(state)


def test_a_game_may_ask_hopeless_before_a_child_s_moves_are_listed() -> None:
    """Where a game asks (``Knowledge.hopeless_first``), the depth-first searches ask ``hopeless`` of a
    child before listing its moves: asked of the children with no move too, and the search is the
    same (a dead end and a hopeless child are both dropped): the complete search of the Fortress's
    deal 0 proves it lost in as many positions either way."""
    fortress = patience.game("fortress")
    found = {}
    for first in (False, True):
        hooks = _Asking(first)
        r = solver.solve_part(searched_with(fortress, hooks), 0, part=solver.COMPLETE_ALONE)
        found[first] = (r.status, r.nodes, len(hooks.positions))
    assert found[True][:2] == found[False][:2] == (LOST, found[False][1])
    assert found[True][2] > found[False][2]


# --- one beam alone ---------------------------------------------------------------------------

def test_a_beam_alone_wins_with_a_solution_that_replays() -> None:
    r = solver.solve_by_beam("fortress", 2, width=8)
    assert r.status == WON and r.found_by == "beam of width 8"
    assert replays_to_a_win(solver.starting_state("fortress", 2), r.moves)


def test_a_beam_that_dies_out_says_unknown_never_lost() -> None:
    assert solve("fortress", 0, seconds=None).status == LOST  # the complete search proves it
    r = solver.solve_by_beam("fortress", 0, width=8)
    assert r.status == UNKNOWN and r.limit == "" and not r.moves  # the beam left positions untried


def test_a_beam_alone_keeps_to_its_limits_and_names_them() -> None:
    assert solver.solve_by_beam("fortress", 2, width=8, max_nodes=500).limit == "nodes"
    assert solver.solve_by_beam("besieged-city", 0, width=64, seconds=0.05).limit == "seconds"


def test_a_beam_by_another_ordering_is_named_for_it() -> None:
    r = solver.solve_by_beam("great-thirteen", 19, width=4, ordering=1)
    assert r.status == WON and r.found_by == "beam of width 4 (other evaluation)"
    assert replays_to_a_win(solver.starting_state("great-thirteen", 19), r.moves)
    with pytest.raises(ValueError, match="ordering 2, but the game has 2"):
        solver.solve_by_beam("great-thirteen", 37, width=8, ordering=2)
    with pytest.raises(ValueError, match="width must be at least 2"):
        solver.solve_by_beam("fortress", 2, width=1)


def test_a_seeded_beam_breaks_the_ordering_s_ties_its_own_way_and_the_same_each_time() -> None:
    # The Great Thirteen's first ordering is cards up alone, so most positions of a level tie.
    plain = solver.solve_by_beam("great-thirteen", 5, width=4)
    seeded = solver.solve_by_beam("great-thirteen", 5, width=4, seed=0)
    assert plain.status == UNKNOWN and seeded.status == WON  # (the tie-breaks decide this deal)
    assert seeded.found_by == "beam of width 4, seed 0"
    assert replays_to_a_win(solver.starting_state("great-thirteen", 5), seeded.moves)
    again = solver.solve_by_beam("great-thirteen", 5, width=4, seed=0)
    assert (again.nodes, again.moves) == (seeded.nodes, seeded.moves)
    assert len({solver.solve_by_beam("great-thirteen", 5, width=4, seed=s).nodes for s in range(4)}) > 1


def test_solve_command_runs_one_beam(capsys: pytest.CaptureFixture[str]) -> None:
    from patience.__main__ import main

    assert main(["solve", "fortress", "--deal", "2", "--beam", "8"]) == 0
    assert "fortress deal 2: won (" in capsys.readouterr().out
    assert main(["solve", "fortress", "--deal", "0", "--beam", "8"]) == 0
    printed = capsys.readouterr().out
    assert "fortress deal 0: unknown (" in printed and "the beam died out" in printed
    with pytest.raises(SystemExit):  # argparse's clear error, not a traceback
        main(["solve", "fortress", "--deal", "0", "--beam", "8", "--ordering", "1"])
    assert "the game has 1 (0 is evaluate)" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["solve", "fortress", "--deal", "0", "--ordering", "1"])
    assert "give --beam WIDTH too" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["solve", "fortress", "--deal", "0", "--seed", "1"])
    assert "give --beam WIDTH too" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["solve", "fortress", "--deal", "0", "--beam", "8", "--processes", "2"])
    assert "--processes does not apply" in capsys.readouterr().err


def test_solve_command_runs_the_complete_search_alone(capsys: pytest.CaptureFixture[str]) -> None:
    from patience.__main__ import main

    # Fortress deal 0 is lost; the full solve's probes prove it (a complete dive), the option by the
    # complete search itself. Deal 2 is won, and the line printed replays to a win.
    assert main(["solve", "fortress", "--deal", "0", "--complete"]) == 0
    assert "fortress deal 0: lost (" in capsys.readouterr().out and solver.solve_part(
        "fortress", 0, part=solver.COMPLETE_ALONE).found_by == "complete"
    assert main(["solve", "fortress", "--deal", "2", "--complete"]) == 0
    verdict, line = capsys.readouterr().out.splitlines()
    assert verdict.startswith("fortress deal 2: won (") and verdict.endswith("found by complete)")
    assert replays_to_a_win(solver.starting_state("fortress", 2), line.split())
    # Within a limit it says which ran out (the Flower-Garden's deal 7 needs some 380k positions).
    assert main(["solve", "flower-garden", "--deal", "7", "--complete", "--nodes", "500"]) == 0
    printed = capsys.readouterr().out
    assert printed.startswith("flower-garden deal 7: unknown (") and "nodes limit" in printed
    for args, message in ((["--beam", "8"], "--beam and --complete are two searches"),
                          (["--processes", "2"], "--complete searches in this one process")):
        with pytest.raises(SystemExit):
            main(["solve", "fortress", "--deal", "0", "--complete", *args])
        assert message in capsys.readouterr().err


def test_solve_command_times_by_the_cpu_clock_when_asked(capsys: pytest.CaptureFixture[str],
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """``solve --cpu-clock``, as ``stats --cpu-clock``: the searches read their process's CPU time
    (so a figure cited as "s of CPU" reproduces on a busy machine), and the line printed says so;
    without it, the wall clock, as before."""
    import patience.__main__ as command
    from patience.solver import clock

    clocks: list[bool] = []

    def recording(*args: object, **kwargs: object) -> solver.SolveResult:
        clocks.append(clock.is_cpu_time())
        return solver.solve_part(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(command, "solve_part", recording)
    assert command.main(["solve", "fortress", "--deal", "2", "--complete", "--cpu-clock", "--seconds", "30"]) == 0
    verdict = capsys.readouterr().out.splitlines()[0]
    assert verdict.startswith("fortress deal 2: won (") and " s of CPU, found by complete)" in verdict
    assert command.main(["solve", "fortress", "--deal", "2", "--complete", "--seconds", "30"]) == 0
    assert " s of CPU" not in capsys.readouterr().out
    assert clocks == [True, False] and not clock.is_cpu_time()  # (the clock as it was, after)


def test_a_solve_ends_by_itself_unless_asked_not_to(monkeypatch: pytest.MonkeyPatch) -> None:
    """``patience.solve()`` and ``python -m patience solve`` stop at the figures' limit, 10 s, unless
    another limit is given, or none with ``seconds=None`` (``--no-time-limit``), so that no call
    runs for minutes unasked."""
    import inspect

    import patience.__main__ as command

    assert inspect.signature(patience.solve).parameters["seconds"].default == side_by_side.DEFAULT_SECONDS == 10.0
    limits: list[float | None] = []

    def recording(*args: object, **kwargs: object) -> solver.SolveResult:
        limits.append(kwargs["seconds"])  # type: ignore[arg-type]
        return solver.solve_part("fortress", 2, max_nodes=50_000, seconds=None)

    monkeypatch.setattr(command, "solve", recording)
    for args in ([], ["--seconds", "3"], ["--no-time-limit"]):
        assert command.main(["solve", "fortress", "--deal", "2", *args]) == 0
    assert limits == [10.0, 3.0, None]


@pytest.mark.parametrize(("args", "message"), [
    (["solve", "no-such-game"], "no game 'no-such-game' in the engine; implemented: "),
    (["stats", "fortress", "no-such-game"], "no game 'no-such-game' in the engine"),
    (["solve", "fortress", "--deal", "-1"], "argument --deal: it must be 0 or more, not -1"),
    (["solve", "fortress", "--deal", "two"], "argument --deal: a whole number is wanted, not 'two'"),
    (["solve", "fortress", "--seconds", "0"], "argument --seconds: a time limit must be above 0 seconds"),
    (["solve", "fortress", "--nodes", "0"], "argument --nodes: it must be 1 or more, not 0"),
    (["solve", "fortress", "--seconds", "5", "--no-time-limit"], "not allowed with argument --seconds"),
    (["solve", "fortress", "--processes", "3"], "argument --processes: invalid choice: 3"),
    (["stats", "fortress", "--deals", "0"], "argument --deals: it must be 1 or more, not 0"),
    (["stats", "fortress", "--first", "-5"], "argument --first: it must be 0 or more, not -5"),
    (["stats", "fortress", "--seconds", "nan"], "argument --seconds: a time limit must be above 0 seconds"),
    (["stats", "fortress", "--processes-per-deal", "4"], "argument --processes-per-deal: invalid choice: 4"),
    (["stats", "fortress", "--workers", "0"], "argument --workers: it must be 1 or more, not 0"),
    (["stats", "fortress", "--in-process", "--scheduler", "tcp://127.0.0.1:8786"], "not allowed with argument"),
    (["stats", "fortress", "--seconds", "5", "--no-time-limit"], "not allowed with argument --seconds"),
])
def test_the_commands_refuse_bad_input_with_a_message_that_names_it(
        args: list[str], message: str, capsys: pytest.CaptureFixture[str]) -> None:
    """Bad input is argparse's clear error (exit status 2), never a traceback nor a silent change:
    an unknown game names the games there are; no deal numbered below 0; a limit above 0; at most
    the two processes a deal is searched by (the data file records how many searched)."""
    from patience.__main__ import main

    with pytest.raises(SystemExit) as exit:
        main(args)
    assert exit.value.code == 2
    assert message in capsys.readouterr().err


def test_the_command_line_stops_quietly_when_its_reader_does() -> None:
    """``python -m patience solve ... | head -c 1``: the reader goes before the solution is
    printed, and the command ends without a traceback."""
    import subprocess
    import sys

    command = [sys.executable, "-m", "patience", "solve", "fortress", "--deal", "2", "--beam", "8"]
    with subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE) as process:
        assert process.stdout is not None and process.stderr is not None
        process.stdout.close()  # the reader has gone before anything was printed
        errors = process.stderr.read().decode()
    assert "Traceback" not in errors and process.returncode == 0
