"""The solver: can this deal be won? It knows every card ("thoughtful" play, as in the published
solver studies), searches through the state API alone, and answers one of three things:

- ``"won"``: ``moves`` is a solution, move strings that :func:`~patience.moves.parse_move` reads and
  that replay to a won state;
- ``"lost"``: every position that can be reached was searched and none is won;
- ``"unknown"``: the node or time limit ran out first (``limit`` says which).

The search is a depth-first search without recursion (games run to hundreds of moves) over a
transposition table of canonical keys: each pile's cards as bytes, the piles of a group the game
declares ``interchangeable`` sorted among themselves, then the counters. At each position every
legal move is made and taken back at once: a child already in the table is dropped, a won child
ends the search, a child with no move of its own is a dead end and dropped; the others are
searched most promising first, by an evaluation (cards on the foundations, then how near the
surface lie the cards the foundations want next, then empty piles). A game may declare safe
moves (``Knowledge.safe``: moves that can never turn a position that can be won into one that cannot);
where one is legal it is the only move tried. A game's hooks may also say which moves are worth
trying (``Knowledge.worth_trying``: the others are dominated) and which positions cannot be won
(``Knowledge.hopeless``); each override carries its proof, and the small-deck tests check it. The
searches list a position's moves by ``State.moves_to_try``: the legal moves, less those of the
game's own that it knows ``worth_trying`` would drop (``Knowledge.extra_moves_to_try``: the Empress's
hundreds of pairings, most of them dominated), so the same moves are tried, sooner.

One complete search (the evaluation's order, ties in the order the moves are listed) runs from
the start to the limits and is never restarted: it is suspended in turns while probes run, in
rounds of growing budgets within a share of the limits, each round's probes searching about as
many positions as the complete search's next turn. The probes are depth-first searches that break
the evaluation's ties in other orders or ignore it (a depth-first search can sink into a vast
subtree that another order avoids), a greedy one that plays only to the foundations where it can
once no re-deal is left, a best-first search (always on from the best position met so far, by the
evaluation: it never sinks into one subtree) and a beam search (the best positions of each level).
A probe that a bigger budget would only send through the same positions first (each dive but the
shuffled one, and the best-first search) goes on from round to round where it stopped; the shuffled
dive takes a new order each round, and each round's beams are wider.
Where a game gives other evaluations (``Knowledge.other_evaluations``, usually one, ``other_evaluate``:
its deals divide between orderings), each round's probes run again ordered by each, and, if the game
asks (``Knowledge.other_complete_search``), a complete search runs by each in turns with the first.
A game whose wins lie where only a wide beam finds them in time asks for such beams early
(``Knowledge.early_beams``): one of each width (by an ordering the game names), after the first round
(or where the game's schedule of probes marks their place in it, ``EARLY_BEAMS``), where the probes
search alone (side by side), lean ones where it asks (``Knowledge.early_beam_breadth``); such a
game may also give the beams a compact form of its positions (``Knowledge.beam_form``: the same
beam, searched without the engine's ``State``, about three times as fast for the Great Thirteen,
1.2 to 2.4 times for the Four Corners, whose form values its positions by both its orderings and
plays its safe move; ``patience.solver.compact_beam``). A game whose wins a dive in a random order
finds within some tens of thousands of positions, far sooner than the rounds' shuffled dives reach
that budget, asks for such dives early likewise
(``Knowledge.early_dives``: each a budget by an ordering, with a seed of its own), and may have a dive
that is getting nowhere give way to the next (``Knowledge.early_dive_checkpoints``: too few cards up by
some number of positions). A game that knows which probes win its deals may name those a round runs
instead, each by an ordering (``Knowledge.probe_schedule``), among them lean beams, which try only the
first few moves of each position (``Knowledge.lean_beam_breadth``), and a game may give its searches
other hooks in one part of a solve (``Knowledge.for_part``: side by side, the probing process may try
what the complete search's need not).
Every search, the beam too, plays a safe move alone, tries only the moves the game finds worth
trying and drops the positions it proves hopeless (a game whose ``hopeless`` is cheap and often
true may ask that it be asked before a child's moves are listed, ``Knowledge.hopeless_first``). The
greedy and beam probes may miss wins, so they answer only "won" or "unknown"; a complete probe
(depth-first or best-first) that ends within its budget proves the deal lost, and so does the
complete search when it ends. A won line is then shortened (from each position, the move that
reaches the furthest later position of the line). A win found by any search is a real win: only
"lost" needs every pruning to be sound.

Every pruning keeps the search complete, so ``"lost"`` is a proof for the rules as the engine
implements them; the tests compare it with a plain exhaustive search on small decks (:func:`tiny`).

:func:`solve_by_beam` runs one beam alone, of any width, by any of the game's orderings, its ties
broken by the moves' order or by a seed: for asking whether a deal the solve leaves undecided is a
win that a beam wider than its limit reaches (the appendix's measurements;
``python -m patience solve GAME --deal N --beam WIDTH [--ordering K] [--seed S]``).
"""

from __future__ import annotations

import copy
import gc
import random
from array import array
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from heapq import heappop, heappush
from typing import Callable, Generator, Iterable, NamedTuple

from . import clock, compact_beam, inner_search
from ..cards import packs, parse_card
from ..moves import MOVE, Move
from ..rules import Build, Game, Hooks, Role
from .games import knowledge_for, searched_like
from .knowledge import Knowledge, Safe
from ..state import BUILD_ROLES, SUIT_FITS, State, Table, builds_onto, piles_at, table_for

SOLVER_VERSION = "35"
DEFAULT_NODES = 3_000_000  # about 500 MB of table at most for a two-pack game (see the benchmark)
WON, LOST, UNKNOWN = "won", "lost", "unknown"
# What one call of ``_solve`` searches: the probes and the complete search in turns, or one alone.
BOTH, PROBES_ALONE, COMPLETE_ALONE = "both", "probes", "complete"
# Or, side by side for a game that asks (``Knowledge.probes_on_both_cores``), every other probe of each
# round alone: the first part from the round's first probe, the second from its second.
ONE_IN_TWO = ("probes 1 of 2", "probes 2 of 2")
PARTS = (BOTH, PROBES_ALONE, COMPLETE_ALONE, *ONE_IN_TWO)
VACANCY = 40  # what an empty pile is worth to the shared evaluation, on the scale of 1000 a card up
LOOK_AHEAD = 48  # up to this many moves, the children's own moves are listed when they are made
KEEP_MOVES = 48  # and kept, up to this many, for when the child is searched
_PROGRESS_EVERY = 1 << 15
# A search run in turns: sent (node limit, deadline, nodes searched before), it yields (status, nodes).
SearchTurn = Generator[tuple[str, int], tuple[int, "float | None", int], None]

Progress = Callable[[int, float], None]


def _flat(state: State) -> int:
    return 0


def _first_two_of_four(item: tuple[int, float, int, Move]) -> tuple[int, float]:
    return item[0], item[1]


def _first_two(item: tuple[int, float, Move, list[Move] | None, bytes]) -> tuple[int, float]:
    return item[0], item[1]


@dataclass
class SolveResult:
    """The answer for one deal (or position): ``status`` is "won", "lost" or "unknown"."""

    status: str
    moves: list[str] = field(default_factory=list)  # a solution when won
    nodes: int = 0  # positions searched (entries of the transposition table)
    inner_nodes: int = 0  # positions searched by the game's inner searches (``patience.solver.inner_search``)
    seconds: float = 0.0
    game: str = ""
    deal: int = 0
    limit: str = ""  # for "unknown": "nodes" or "seconds", the limit that ran out
    found_length: int = 0  # the length of the line as the search found it, before shortening
    found_by: str = ""  # the search that decided: "complete", or the probe ("beam", "mobile", ...)
    peak_kb: int = 0  # side by side (``patience.solver.side_by_side``): the processes' peak memory, summed

    @property
    def decided(self) -> bool:
        return self.status != UNKNOWN


class Hint(NamedTuple):
    """A move to suggest: the first of a solution (``from_solution``) or the best by heuristic.

    ``status`` is what the short search found from that position: "won", "lost" or "unknown";
    ``move`` is None only when no move is legal. ``safe``: the move is one the game proves safe (it
    never turns a position that can be won into one that cannot), so a hint may say so even when
    no winning line was found."""

    move: Move | None
    from_solution: bool
    status: str
    solution: list[str]
    safe: bool = False


class _Plan:
    """What the solver precomputes once per game (and part, where the game's hooks differ by part:
    ``Knowledge.for_part``): the key layout, the move-ordering tables and the probes of a round."""

    def __init__(self, game: Game, knowledge: Knowledge | None = None) -> None:
        self.game = game
        table = self.table = table_for(game)
        index = table.index
        grouped: list[list[int]] = []
        seen: set[int] = set()
        self.knowledge: Knowledge = knowledge_for(game) if knowledge is None else knowledge
        for names in self.knowledge.interchangeable:
            group = []
            for name in names:
                if name not in index:  # a small test table (``tiny``) without that pile
                    continue
                if index[name] in seen:
                    raise ValueError(f"{game.slug}: pile {name!r} is in two interchangeable groups")
                seen.add(index[name])
                group.append(index[name])
            if len(group) > 1:
                grouped.append(group)
        self.groups = grouped
        self.singles = [i for i in range(len(table.names)) if i not in seen]
        self.index = index
        self.foundations = frozenset(table.foundations)
        self.safe = self.knowledge.safe
        # The game's own solver knowledge (``Knowledge.worth_trying``, ``Knowledge.hopeless``), if it has any.
        overrides = type(self.knowledge)
        self.worth_trying = self.knowledge.worth_trying if overrides.worth_trying is not Knowledge.worth_trying else None
        self.hopeless = self.knowledge.hopeless if overrides.hopeless is not Knowledge.hopeless else None
        self.lists_fewer = overrides.extra_moves_to_try is not Knowledge.extra_moves_to_try
        if overrides.evaluate is not Knowledge.evaluate:
            self.evaluate = self._game_evaluate  # type: ignore[method-assign]
        self.places = [i for i in range(len(table.names)) if i not in self.foundations]
        self.suit_of = {f: table.foundation_of[f].suit for f in table.foundations}  # type: ignore[union-attr]
        self.fillable = table.fillable
        hooked = set(getattr(table, "hooked", ()))
        # foundations with a sequence of their own; those run from a base rank set in play are read from
        # the state (``Foundation.from_base``)
        self.based = list(getattr(table, "based", ()))
        self.ranked = [f for f in table.foundations if f not in hooked and f not in self.based]
        self.positional: dict[int, tuple[int | None, ...]] = getattr(table, "positional", {})
        # For each card: the cards that some pile could ever take on it (for Safe.UNNEEDED).
        self.packs = game.packs
        self.supports = _supports(game, table)
        # For each foundation and rank: the cards of that rank it could take (its suit, or any).
        self.codes_of: dict[int, dict[int, tuple[int, ...]]] = {
            f: {r: tuple(r * 4 + s for s in range(4) if self.suit_of[f] in (None, s)) for r in range(1, 14)}
            for f in self.ranked}
        # For the evaluation: per ranked foundation, how to find the rank it wants next; getters of
        # the piles it reads (tuples even for one pile).
        self.rank_info = [(f, self.positional.get(f), table.next_rank[f], table.first_rank[f], self.codes_of[f])
                          for f in self.ranked]
        self.places_of = piles_at(self.places)
        self.fillable_of = piles_at(list(self.fillable))
        self.foundations_of = piles_at(list(table.foundations))
        self.own_score = type(game.hooks).score is not Hooks.score
        # The game's compact form for beams (``Knowledge.beam_form``), where it stands for these hooks:
        # it evaluates as this plan does, and plays no safe move but the game's own (``Knowledge.safe_move``).
        self.beam_form = compact_beam.form_of(self.knowledge, game.hooks) if self.safe in (Safe.NONE, Safe.HOOK) else None
        # Last, so that each copy has everything above: the same plan, ordering by one of the game's
        # other evaluations (``Knowledge.other_evaluations``), the form valued by it where it can be.
        self.others: list[_Plan] = []
        for number, other in enumerate(self.knowledge.other_evaluations(), start=1):
            plan = copy.copy(self)
            plan.evaluate = self._falling_back(other)  # type: ignore[method-assign]
            plan.others = []
            plan.beam_form = self.beam_form.ordered_by(number) if self.beam_form is not None else None
            self.others.append(plan)
        self.orderings = [self, *self.others]  # by number, as the game's hooks name them
        # The probes of each round, and where in the first the early beams run (None: after it).
        self.probes, self.early_beams_at = self._probes()
        # The game's early beams (``Knowledge.early_beams``), each a width by an ordering, with its seed
        # (None: ties in the order of their moves).
        self.early_beams: list[tuple[int, _Plan, int | None]] = []
        for beam in self.knowledge.early_beams:
            if isinstance(beam, int):
                width, number, seed = beam, 0, None
            elif len(beam) == 2:
                (width, number), seed = beam, None
            else:
                width, number, seed = beam
            self.early_beams.append((width, self._ordering("early_beams", number), seed))
        if self.early_beams_at is not None and not self.early_beams:
            raise ValueError(f"{self.game.slug}: probe_schedule marks where the early beams run, but the "
                             "game has none (early_beams is empty)")

        # The game's early dives (``Knowledge.early_dives``), each a budget by an ordering.
        self.early_dives = [(EARLY_DIVE_SEED + place, budget, self._ordering("early_dives", number))
                            for place, (budget, number) in enumerate(self.knowledge.early_dives)]

    def _ordering(self, word: str, number: int) -> _Plan:
        """The ordering a game's hooks name by its number (0 is ``evaluate``), in ``word``."""
        if not 0 <= number < len(self.orderings):
            raise ValueError(f"{self.game.slug}: {word} asks for ordering {number}, but the "
                             f"game has {len(self.orderings)} (0 is evaluate)")
        return self.orderings[number]

    def _probes(self) -> tuple[list[tuple[_Plan, tuple[str, bool, bool] | str]], int | None]:
        """The probes of each round, in order, each by its ordering: the game's schedule
        (``Knowledge.probe_schedule``), or every kind by the first ordering, then by each other one (but
        the plain order, which has none, by the first alone); and the place in the first round
        before which the early beams run, where the schedule marks it (``EARLY_BEAMS``), else None."""
        schedule = self.knowledge.probe_schedule
        if not schedule:
            return [(ordering, kind) for ordering in self.orderings for kind in PROBES
                    if ordering is self or not (isinstance(kind, tuple) and kind[0] == PLAIN)], None
        probes: list[tuple[_Plan, tuple[str, bool, bool] | str]] = []
        early_beams_at: int | None = None
        for entry in schedule:
            name, number = (entry, 0) if isinstance(entry, str) else entry
            if name == EARLY_BEAMS:
                if early_beams_at is not None:
                    raise ValueError(f"{self.game.slug}: probe_schedule marks the early beams' place twice")
                early_beams_at = len(probes)
                continue
            if name not in SCHEDULE_KINDS:
                raise ValueError(f"{self.game.slug}: probe_schedule names no probe {name!r} "
                                 f"(the probes: {', '.join(SCHEDULE_KINDS)}, and {EARLY_BEAMS!r})")
            if name == LEAN_BEAM and not self.knowledge.lean_beam_breadth:
                raise ValueError(f"{self.game.slug}: probe_schedule names a lean beam, but the game "
                                 "gives no lean_beam_breadth (how many moves of a position it tries)")
            probes.append((self._ordering("probe_schedule", number), SCHEDULE_KINDS[name]))
        return probes, early_beams_at

    @property
    def other(self) -> _Plan | None:
        """The plan ordered by the game's first other evaluation, if it has one."""
        return self.others[0] if self.others else None

    def key_function(self) -> Callable[[State], bytes]:
        """A canonical key of a position (exact: equal keys mean the same position up to the
        order of interchangeable piles), for keys made by the same function."""
        if type(self.knowledge).key is not Knowledge.key:  # the game's own, coarser key (``Knowledge.key``)
            return self.knowledge.key
        singles, groups = self.singles, self.groups
        # Each pile, and the counters, as its number (``_Numbers``): equal piles have equal numbers
        # within one key function, so the key tells positions apart exactly as their cards do. A
        # number costs a look-up, where the pile's own bytes had to be made anew every time (the
        # Empress of India's 77 piles: 9 microseconds a key, against 13).
        number = _Numbers().__getitem__
        if not groups:
            def key(state: State) -> bytes:
                parts = list(map(number, state.piles))
                parts.append(number(tuple(state.counters.items())))
                return array("I", parts).tobytes()
            return key

        singles_of = piles_at(singles)
        groups_of = [piles_at(group) for group in groups]

        def grouped_key(state: State) -> bytes:
            piles = state.piles
            parts = list(map(number, singles_of(piles)))
            for group_of in groups_of:
                parts.extend(sorted(map(number, group_of(piles))))
            parts.append(number(tuple(state.counters.items())))
            return array("I", parts).tobytes()
        return grouped_key

    # --- safe moves and ordering ------------------------------------------
    def safe_move(self, state: State, moves: list[Move]) -> Move | None:
        if self.safe is Safe.TO_FOUNDATION:
            index, foundations = self.index, self.foundations
            for m in moves:
                if m.kind == MOVE and index[m.args[1]] in foundations:
                    return m
            return None
        if self.safe is Safe.UNNEEDED:
            return self.unneeded_move(state, moves)
        if self.safe is Safe.HOOK:
            return self.knowledge.safe_move(state, moves)
        return None

    def unneeded_move(self, state: State, moves: list[Move]) -> Move | None:
        """A card move to a foundation whose card no card still off the foundations could be
        built on (every copy of every such card is already up).

        Why a game with one pack, suit-following foundations (not ``in_order``, no ``exchange``),
        no refills, no re-deal and no hooks may declare it safe: let A be the position after card
        X goes up from position O, and follow any line of play from O with the same moves from A,
        keeping "A's piles are O's piles less X". A move of X is skipped; any other card is on top
        of the same pile in A; a foundation of A is as high as O's (X is the only card that could
        follow the top of X's foundation); an empty pile of O is empty in A; and no move of O can
        place a card on X, since every card that could be built on X is on a foundation for
        good. Deals from the stock are the same cards to the same piles. So whatever O can win,
        A can win."""
        index, foundations, piles = self.index, self.foundations, state.piles
        up: dict[int, int] | None = None
        for m in moves:
            if m.kind != MOVE or "@" in m.args[0] or index[m.args[1]] not in foundations:
                continue
            source = piles[index[m.args[0]]]
            if not source:
                continue
            if up is None:
                up = {}
                for f in self.table.foundations:
                    for c in piles[f]:
                        up[c] = up.get(c, 0) + 1
            packs = self.packs
            if all(up.get(c, 0) >= packs for c in self.supports[source[-1]]):
                return m
        return None

    def lister(self, state: State) -> Callable[[], list[Move]]:
        """The moves a search lists at ``state`` (which it moves in place): the legal moves, less
        some of the game's own that ``worth_trying`` would drop where the game says which
        (``Knowledge.extra_moves_to_try``)."""
        if not self.lists_fewer:
            return state.legal_moves
        fewer, moves_with = self.knowledge.extra_moves_to_try, state.moves_with
        return lambda: moves_with(fewer(state))

    def _game_evaluate(self, state: State) -> int:
        """The game's own evaluation (``Knowledge.evaluate``), or the shared one where it has none."""
        value = self.knowledge.evaluate(state)
        return _Plan.evaluate(self, state) if value is None else value

    def _falling_back(self, evaluation: Callable[[State], int | None]) -> Callable[[State], int]:
        """One of the game's other evaluations, or the shared one where it gives none."""
        def evaluate(state: State) -> int:
            value = evaluation(state)
            return _Plan.evaluate(self, state) if value is None else value
        return evaluate

    def evaluate(self, state: State) -> int:
        """How promising a position looks (higher is better): cards on the foundations first,
        then how near the surface lie the cards the foundations want next, then empty piles."""
        piles = state.piles
        wants = []
        for f, pos, nxt_of, first, codes in self.rank_info:
            fp = piles[f]
            if pos is not None:
                nxt = pos[len(fp)]
            elif fp:
                nxt = nxt_of.get(fp[-1] >> 2)
            else:
                nxt = first
            if nxt is not None:
                wants.append(codes[nxt])
        if self.based:
            want, suit_wanted = state.foundations_want()
            for f in self.based:
                if want[f]:
                    fits, own = SUIT_FITS[suit_wanted[f]], self.suit_of[f]
                    wants.append(tuple(want[f] * 4 + s for s in range(4) if fits[s] and own in (None, s)))
        cost = 0
        if wants:
            needed = set().union(*wants)
            depth: dict[int, int] = {}
            get = depth.get
            for pile in self.places_of(piles):
                if pile and not needed.isdisjoint(pile):
                    top = pile[-1]
                    if len(pile) == 1:
                        depth[top] = 0
                        continue
                    rev = pile[::-1]
                    for c in needed.intersection(pile):
                        k = rev.index(c)
                        if k < get(c, 1000):
                            depth[c] = k
            for codes in wants:
                if len(codes) == 1:
                    cost += get(codes[0], 60)
                else:
                    cost += min([get(c, 60) for c in codes])
        empty = self.fillable_of(piles).count(()) if self.fillable else 0
        if self.own_score:
            score = state.score()
        else:
            score = sum(map(len, self.foundations_of(piles))) if self.foundations else 0
        return score * 1000 - cost * 10 + empty * VACANCY


def shared_evaluation(state: State) -> int:
    """The solver's own evaluation of a position (:meth:`_Plan.evaluate`: cards up, how near the
    surface lie the cards the foundations want next, empty piles), for a game's ``Knowledge.evaluate``
    that only adds a measure of its own to it."""
    return _Plan.evaluate(_plan(state.game), state)


def _supports(game: Game, table: Table) -> dict[int, frozenset[int]]:
    """For each card code, the cards that a build could place on it in some pile of the game."""
    builds = {g.build for g in game.groups if g.role in BUILD_ROLES}
    codes = [r * 4 + s for r in range(1, 14) for s in range(4)]
    out: dict[int, frozenset[int]] = {}
    for c in codes:
        on: set[int] = set()
        for build in builds - {Build.ANY, Build.HOOK, Build.NONE}:  # every build word, read where the engine reads it
            on.update(builds_onto(build, c))
        if Build.ANY in builds:
            on.update(codes)
        if Build.HOOK in builds and table.onto:
            on.update(table.onto[c])
        out[c] = frozenset(on)
    return out


_PLANS: dict[tuple[int, str], _Plan] = {}


def _plan(game: Game, part: str = BOTH) -> _Plan:
    """The game's plan for one part of a solve: by the hooks the game gives that part
    (``Knowledge.for_part``), the same plan as one process's where those are the game's own."""
    own = knowledge_for(game)
    knowledge = own.for_part(part)
    if knowledge is own:
        part = BOTH
    plan = _PLANS.get((id(game), part))
    if plan is None or plan.game is not game:
        if len(_PLANS) > 64:
            _PLANS.clear()
        plan = _PLANS[id(game), part] = _Plan(game, knowledge)
    return plan


def position_key(game: Game) -> Callable[[State], bytes]:
    """A key of the game's positions, the one the solver's transposition table uses: equal keys
    are the same position up to the order of interchangeable piles (or alike for winning, by the
    game's own ``Knowledge.key``). Keys compare within one such function only (it numbers the piles
    it meets). For a game that keeps answers of its own that hold for every position of a key (La
    Nivernaise's ``hopeless``)."""
    return _plan(game).key_function()


def starting_state(game: str | Game | State, deal: int) -> State:
    """The position a solve starts from: a copy of ``game`` where it is a position already, else
    the deal numbered ``deal`` of the game (or of the game of that slug)."""
    if isinstance(game, State):
        return game.clone()
    if isinstance(game, str):
        from ..games import game as game_by_slug

        game = game_by_slug(game)
    return State(game, deal)


def solver_version(game: str | Game) -> str:
    """The version of the search a game's deals get: the shared search's, with the game's own
    revision (``Knowledge.revision``) where it has one."""
    from ..games import game as game_by_slug

    revision = knowledge_for(game_by_slug(game) if isinstance(game, str) else game).revision
    return f"{SOLVER_VERSION}.{revision}" if revision else SOLVER_VERSION


def check_limits(max_nodes: int, seconds: float | None) -> None:
    """Refuse limits no search can keep, before any search starts."""
    if isinstance(max_nodes, bool) or not isinstance(max_nodes, int) or max_nodes < 1:
        raise ValueError(f"max_nodes is a whole number of positions from 1 up, not {max_nodes!r}")
    if seconds is not None and (isinstance(seconds, bool) or not isinstance(seconds, (int, float))
                                or not seconds >= 0):
        raise ValueError(f"seconds is a time limit of 0 or more (or None for none), not {seconds!r}")


def solve_part(game: str | Game | State, deal: int = 0, *, max_nodes: int = DEFAULT_NODES,
               seconds: float | None = None, progress: Progress | None = None, shorten: bool = True,
               part: str = BOTH, began: float | None = None) -> SolveResult:
    """:func:`solve` in this process: the probes and the complete search in turns (``BOTH``), or one
    of them alone (``PROBES_ALONE``, ``COMPLETE_ALONE``), or every other probe alone (either part of
    ``ONE_IN_TWO``), timed from ``began`` (a reading of the searches' clock, ``patience.clock``;
    now by default)."""
    if part not in PARTS:
        raise ValueError(f"part must be one of {', '.join(PARTS)}, not {part!r}")
    check_limits(max_nodes, seconds)
    began = clock.now() if began is None else began
    with _searching(began + seconds if seconds is not None else None) as inner:
        result = _solve(game, deal, max_nodes, seconds, progress, shorten, began, part)
    result.inner_nodes = inner.positions
    return result


@contextmanager
def _searching(deadline: float | None) -> Iterator[inner_search.Allowance]:
    """Around a search: the games' inner searches stop at ``deadline`` and count their positions in
    the allowance yielded, and the cyclic garbage collector is held off. The searches build no
    cycles (tables of bytes and tuples, lists of moves, states undone in place), but they build
    millions of objects: the collector would walk the tables again and again (a third of the Salic
    Law's time; past the deadline, since it strikes anywhere). It is set back as it was after."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        with inner_search.allowance(deadline) as inner:
            yield inner
    finally:
        if collecting:
            gc.enable()


def _record_win(result: SolveResult, state: State, base: int, key: Callable[[State], bytes],
                shorten: bool) -> None:
    """Into ``result``, the winning line that led from move ``base`` to ``state`` (won), shortened
    if asked (:func:`_shorten`), with the length it had as found."""
    line = state.moves[base:]
    result.found_length = len(line)
    if shorten:
        line = _shorten(state, base, line, key)
    result.moves = [str(m) for m in line]


def solve_by_beam(game: str | Game | State, deal: int = 0, *, width: int, ordering: int = 0,
                  seed: int | None = None, max_nodes: int = DEFAULT_NODES, seconds: float | None = None,
                  shorten: bool = True) -> SolveResult:
    """One beam search alone (each level the ``width`` most promising new positions by one of the
    game's orderings: 0 is ``evaluate``, 1 the first of ``other_evaluations``, ...), to its end or
    its limits, in this process: for asking whether a deal the full solve leaves undecided falls to
    a beam wider than its limit lets it reach; given a ``seed``, the positions the ordering ties are
    taken in a random order drawn from it (``_beam_turns``). "won" with a solution, as
    :func:`solve`; else "unknown", with ``limit`` "nodes" or "seconds" if one ran out, empty if the
    beam died out (no position left that the game does not prove hopeless). A beam leaves positions
    untried, so it never answers "lost"."""
    if width < 2:  # (one position a level is a greedy dive, not a beam: ``_beam_turns`` keeps two at least)
        raise ValueError(f"a beam's width must be at least 2, not {width}")
    began = clock.now()
    deadline = began + seconds if seconds is not None else None
    root = starting_state(game, deal)
    plan = _plan(root.game)
    by = plan._ordering("the beam", ordering)
    key = plan.key_function()
    state = root.clone()
    with _searching(deadline) as inner:
        status, nodes = _beam(state, by, key, max_nodes, deadline, width, seed=seed)
    result = SolveResult(status, game=root.game.slug, deal=root.deal, nodes=nodes, inner_nodes=inner.positions)
    if status == WON:
        result.found_by = _beam_name(plan, width, by, seed)
        _record_win(result, state, len(root.history), key, shorten)
    elif nodes >= max_nodes:
        result.limit = "nodes"
    elif deadline is not None and clock.now() >= deadline:
        result.limit = "seconds"
    result.seconds = clock.now() - began
    return result


def _solve(game: str | Game | State, deal: int, max_nodes: int, seconds: float | None,
           progress: Progress | None, shorten: bool, began: float, part: str) -> SolveResult:
    root = starting_state(game, deal)
    plan = _plan(root.game, part)
    key = plan.key_function()
    base = len(root.history)
    result = SolveResult(UNKNOWN, game=root.game.slug, deal=root.deal)
    deadline = began + seconds if seconds is not None else None
    total = 0

    def finish(status: str, state: State, limit: str = "", by: str = "complete") -> SolveResult:
        result.status, result.limit, result.nodes = status, limit, total
        result.found_by = by if status != UNKNOWN else ""
        if status == WON:
            _record_win(result, state, base, key, shorten)
        result.seconds = clock.now() - began
        return result

    if root.is_won():
        total = 1
        return finish(WON, root)
    # The complete search, run in turns (one per ordering where the game asks, each with its share of
    # the node limit): each with its state and the positions in its table; none for the probes alone.
    orderings = [plan] + plan.others if plan.knowledge.other_complete_search else [plan]
    probes_alone = part == PROBES_ALONE or part in ONE_IN_TWO
    completes = [_Complete(root, ordering, key, progress, began, max_nodes // len(orderings),
                           "complete" + _by(plan, ordering)) for ordering in orderings] if not probes_alone else []
    main_state = completes[0].state if completes else root
    # The probes, in rounds of growing budgets, may take a share of the node limit and of the time
    # (all of both when they search alone).
    budget = PROBE_START
    probe_nodes, probe_time = (1.0, 1.0) if probes_alone else (PROBE_NODES, PROBE_TIME)
    probe_deadline = began + seconds * probe_time if seconds is not None else None
    probe = 0
    probing = part != COMPLETE_ALONE
    # Each round's probes: by default every kind by each ordering in turn (``_Plan._probes``).
    probes = plan.probes
    # The game's early beams run only where the probes search alone: in turns with the complete
    # search they have half the time, which one wide beam may take and be cut off before it wins.
    early_beams = plan.early_beams if probes_alone else []
    early_dives = plan.early_dives if probes_alone else []
    # Where the schedule marks it, the place in this process's first round before which they run.
    early_beams_at = plan.early_beams_at
    if part in ONE_IN_TWO:
        half = ONE_IN_TWO.index(part)
        probes, early_beams = probes[half::2], early_beams[half::2]
        early_dives = early_dives[half::2]
        if early_beams_at is not None:  # this process's probes before the mark
            early_beams_at = len(range(half, early_beams_at, 2))
    early_breadth = plan.knowledge.early_beam_breadth
    early_beams_run = False
    spent = 0  # positions searched by the probes of the round under way

    def run_early_beams() -> SolveResult | None:
        """The game's early beams, once each, whole: the result if one wins, else None."""
        nonlocal total, spent, early_beams_run
        early_beams_run = True
        for width, ordering, seed in early_beams:
            own = width * plan.knowledge.early_beam_nodes
            if probe_deadline is not None and clock.now() >= probe_deadline:
                break
            if own > probe_nodes_left():  # too big for what is left: a smaller one may run
                continue
            s = root.clone()
            status, nodes = _beam(s, ordering, key, own, probe_deadline, width, early_breadth, seed)
            total += nodes
            spent += nodes
            if status != UNKNOWN:
                return finish(status, s, by=_beam_name(plan, width, ordering, seed, early_breadth))
        return None

    # The probes that go on from round to round where they stopped (``_GoingOn``), by their place in
    # the round.
    going_on: dict[int, _GoingOn] = {}

    def probe_nodes_left() -> float:
        """What is left of the probes' share of the node limit."""
        return max_nodes * probe_nodes - (total - sum([c.nodes for c in completes]))

    # Where the solve has a time limit, the turn of a probe that goes on may take, after the first
    # round, at most an equal share of PROBE_GROWTH times the time the round before took
    # (``_fair_share``; a probe that starts afresh keeps its budget: cut short, its turn is lost).
    share: float | None = None
    while probing:
        spent = 0  # by this round's probes
        round_began, ran_before = clock.now(), probe
        for place, (ordering, kind) in enumerate(probes):
            if place == early_beams_at and not early_beams_run:
                won = run_early_beams()
                if won is not None:
                    return won
            nodes_left = probe_nodes_left()
            own = round(budget * PROBE_BUDGETS.get(kind, 1))
            if probe_deadline is not None and clock.now() >= probe_deadline:
                probing = False
                break
            on = going_on.get(place)
            if on is not None and on.ended:  # a greedy dive that searched all it could: nothing new
                continue
            if own - (on.nodes if on is not None else 0) > nodes_left:  # too big for what is left of
                continue  # the probes' share: the smaller ones run
            probe += 1
            if _goes_on(kind):
                if on is None:
                    on = going_on[place] = _GoingOn(root, ordering, key, kind, progress, probe, began)
                turn_deadline = probe_deadline
                if share is not None and probe_deadline is not None:
                    turn_deadline = min(probe_deadline, clock.now() + share)
                status, nodes = on.turn(own, turn_deadline, total)
                total += nodes
                spent += nodes
                if status != UNKNOWN:
                    return finish(status, on.state, by=_probe_name(kind) + _by(plan, ordering))
                continue
            s = root.clone()
            if kind in BEAMS:
                breadth = plan.knowledge.lean_beam_breadth if kind == LEAN_BEAM else None
                status, nodes = _beam(s, ordering, key, own, probe_deadline, own // BEAMS[kind], breadth)
            elif kind == BEST:
                status, nodes = _best_first(s, ordering, key, own, probe_deadline)
            else:
                tiebreak, lazy, greedy = kind
                status, nodes = _dive(s, ordering, key, progress, tiebreak, probe, began, own, probe_deadline,
                                      total, lazy, greedy)
            total += nodes
            spent += nodes
            if status != UNKNOWN:
                return finish(status, s, by=_probe_name(kind) + _by(plan, ordering))
        if probe_deadline is not None:
            share = _fair_share(clock.now() - round_began, probe - ran_before)
        if budget == PROBE_START:
            if not early_beams_run:  # the game's beams, once each
                won = run_early_beams()
                if won is not None:
                    return won
            for seed, own, ordering in early_dives:  # the game's shuffled dives, once each
                if probe_deadline is not None and clock.now() >= probe_deadline:
                    break
                if own > probe_nodes_left():
                    continue
                s = root.clone()
                status, nodes = _dive(s, ordering, key, progress, SHUFFLED, seed, began, own, probe_deadline, total,
                                      checkpoints=plan.knowledge.early_dive_checkpoints)
                total += nodes
                spent += nodes
                if status != UNKNOWN:  # a dive that searched its whole space within its budget: lost
                    return finish(status, s, by=f"shuffled dive of {own:,} positions" + _by(plan, ordering))
        budget *= PROBE_GROWTH
        if not spent:  # no probe fits in the share left
            probing = False
        # The complete searches' turn: as many positions as the probes of this round searched.
        if probing and completes:
            for c in completes:
                status, grown = c.turn(max(spent, PROBE_START) // len(completes), deadline, total)
                total += grown
                if status != UNKNOWN:
                    return finish(status, c.state, by=c.name)
            if all(c.full for c in completes) or (deadline is not None and clock.now() >= deadline):
                return finish(UNKNOWN, main_state, "nodes" if completes[0].full else "seconds")
    if not completes:  # the probes searched alone, and found nothing
        ran_out = deadline is not None and clock.now() >= deadline
        return finish(UNKNOWN, main_state, "seconds" if ran_out else "nodes")
    # The probes' share is spent: the complete searches take the rest in turns of growing size.
    step = PROBE_START
    while not all(c.full for c in completes):
        for c in completes:
            if not c.full:
                status, grown = c.turn(step if len(completes) > 1 else max_nodes, deadline, total)
                total += grown
                if status != UNKNOWN:
                    return finish(status, c.state, by=c.name)
        if deadline is not None and clock.now() >= deadline:
            return finish(UNKNOWN, main_state, "seconds")
        step *= 2
    return finish(UNKNOWN, main_state, "nodes")


def _fair_share(round_seconds: float, probes_run: int) -> float:
    """The most time one probe's turn may take in the next round: its equal share of PROBE_GROWTH
    times what this round's probes took together. The rounds grow by positions, but a position
    costs some probes far more time than others (the Besieged City's best-first search, jumping
    from one part of the tree to another, asks its suits' game about positions it has never seen
    before, about ten times the time a position of a dive takes): without a share, one such probe
    takes the time of all the others, which are then never given the budgets that win. A probe cut
    short by its share goes on in the next round where it stopped, as one stopped by its budget; a
    probe that starts afresh each round (a beam, the shuffled dive) is not cut: its turn would be lost."""
    return PROBE_GROWTH * round_seconds / max(1, probes_run)


def _goes_on(kind: tuple[str, bool, bool] | str) -> bool:
    """Whether a probe of this kind goes on from round to round (``_GoingOn``) rather than afresh."""
    return kind == BEST or (not isinstance(kind, str) and kind[0] != SHUFFLED)


class _GoingOn:
    """A probe that goes on from round to round where it stopped: a depth-first dive in any order but
    the shuffled one, or the best-first search. Given a round's bigger budget, either would first
    search the same positions in the same order again (nothing in them reads the budget), so going on
    finds what a fresh search of that budget finds, without searching them twice. (The shuffled dive
    starts afresh each round in a new order, and a beam's width grows with its budget.)"""

    def __init__(self, root: State, plan: _Plan, key: Callable[[State], bytes], kind: tuple[str, bool, bool] | str,
                 progress: Progress | None, seed: int, began: float) -> None:
        self.state = root.clone()
        if isinstance(kind, str):
            self.search = _best_first_turns(self.state, plan, key)
        else:
            tiebreak, lazy, greedy = kind
            self.search = _search(self.state, plan, key, progress, tiebreak, seed, began, lazy, greedy)
        next(self.search)
        self.nodes = 0
        self.ended = False  # a greedy dive that ended without a win (a complete one answers "lost")

    def turn(self, budget: int, deadline: float | None, total: int) -> tuple[str, int]:
        """Search on until ``budget`` positions in all (or the deadline): the status and how many
        positions it searched this turn."""
        before = self.nodes
        try:  # (the solve's count so far holds this search's earlier turns: the progress counts them once)
            status, self.nodes = self.search.send((budget, deadline, total - before))
        except StopIteration:  # it had already searched everything it could
            self.ended = True
            return UNKNOWN, 0
        return status, self.nodes - before


def _beam_name(plan: _Plan, width: int, ordering: _Plan, seed: int | None, breadth: int | None = None) -> str:
    """What a beam that wins is called: "beam of width 512", with its ordering (``_by``) and its
    seed, if any ("beam of width 512 (other evaluation), seed 0"); a lean one (given a ``breadth``)
    "lean beam of width 32"."""
    return (("lean beam" if breadth else "beam") + f" of width {width}" + _by(plan, ordering)
            + (f", seed {seed}" if seed is not None else ""))


def _by(plan: _Plan, ordering: _Plan) -> str:
    """What a search's name adds for its ordering: nothing for the game's first, " (other
    evaluation)" for its second, " (other evaluation 3)" for a third, and so on."""
    if ordering is plan:
        return ""
    place = plan.others.index(ordering) + 2
    return " (other evaluation)" if place == 2 else f" (other evaluation {place})"


class _Complete:
    """One complete search (``_search``, never restarted) and what it has searched, run in turns."""

    def __init__(self, root: State, plan: _Plan, key: Callable[[State], bytes], progress: Progress | None,
                 began: float, max_nodes: int, name: str) -> None:
        self.state = root.clone()
        self.name = name
        self.search = _search(self.state, plan, key, progress, FIRST, 0, began)
        next(self.search)
        self.nodes = 0
        self.max_nodes = max_nodes
        self.full = False  # its table is at its share of the node limit

    def turn(self, more: int, deadline: float | None, total: int) -> tuple[str, int]:
        """Search on for ``more`` positions at most (within its share and the deadline): the status
        and how many positions its table grew by."""
        before = self.nodes
        status, self.nodes = self.search.send((min(self.max_nodes, self.nodes + more), deadline, total - before))
        self.full = self.nodes >= self.max_nodes
        return status, self.nodes - before


# How the searches break ties between moves the evaluation finds equal: in the order the moves are
# listed, by the number of moves they leave open, in a seeded random order; or with no evaluation
# at all, the moves in the order the engine lists them.
FIRST, MOBILE, SHUFFLED, PLAIN = "first", "mobile", "shuffled", "plain"
BEAM, WIDE_BEAM, LEAN_BEAM, BEST = "beam", "wide beam", "lean beam", "best-first"
# The probes of each round: depth-first searches (tie-break, lazy table, greedy), a best-first search
# and two beam searches, a narrow and a wide one.
# The plain order is searched lazily (a plain depth-first search, as tests/support.find_win); the
# greedy search and the beam search may miss wins, so they never answer "lost".
PROBES: tuple[tuple[str, bool, bool] | str, ...] = (
    (MOBILE, False, False), BEST, (FIRST, False, True), BEAM, (PLAIN, True, False), WIDE_BEAM,
    (SHUFFLED, False, False))


def _probe_name(kind: tuple[str, bool, bool] | str) -> str:
    """A probe's name, as ``found_by`` gives it and ``Knowledge.probe_schedule`` names it."""
    if isinstance(kind, str):
        return kind
    tiebreak, lazy, greedy = kind
    return "-".join([tiebreak] + ["lazy"] * lazy + ["greedy"] * greedy)


PROBE_KINDS = {_probe_name(kind): kind for kind in PROBES}
SCHEDULE_KINDS = {**PROBE_KINDS, LEAN_BEAM: LEAN_BEAM}  # and the kinds only a game's schedule names
EARLY_BEAMS = "early beams"  # in a game's schedule, not a probe: where in the first round its early beams run
EARLY_DIVE_SEED = 1_000_000  # the first early dive's seed (then the next, ...): apart from the rounds'
PROBE_START = 1_000  # nodes for each probe of the first round
PROBE_GROWTH = 4  # from round to round
PROBE_NODES = 1 / 4  # the share of the node limit the probes may take together
PROBE_TIME = 1 / 2  # and of the time (the complete search runs in turns meanwhile)
BEAM_BUDGET = 8  # a beam search's node budget, in budgets of the round's depth-first probes
# Its width: its node budget over this. Games differ in which width wins soonest (Sly's deal 2 falls
# to a beam of width 4; most Four Corners deals want width 16 to 64, whose beams die early within
# budget), so each round runs a narrow beam and a wide one. A lean beam, which only a game's
# ``probe_schedule`` names (it needs ``Knowledge.lean_beam_breadth``), is as wide as the narrow one but
# tries only the first few moves of each position, so a level costs a fraction of a full one's: its
# budget is 600 positions a unit of width (Sly's lean beams of width 4 and breadth 6 end within it).
BEAMS = {BEAM: 2_000, WIDE_BEAM: 500, LEAN_BEAM: 600}
BEST_BUDGET = 4  # a best-first search's node budget, likewise (it keeps each position's piles)
# Each probe's node budget, in budgets of the round's depth-first probes (1 where not named here).
PROBE_BUDGETS = {BEAM: BEAM_BUDGET, WIDE_BEAM: BEAM_BUDGET, BEST: BEST_BUDGET,
                 LEAN_BEAM: BEAM_BUDGET * BEAMS[LEAN_BEAM] / BEAMS[BEAM]}


class _Numbers(dict[tuple[object, ...], int]):
    """A number for each distinct pile (or set of counters) a key function meets, in the order met.
    A number is never given twice: past ``NUMBERS_KEPT`` all are forgotten and the numbering goes on,
    so a pile met again gets a new number (its positions may be met anew), never another's. A key
    holds each number in four bytes: a solve meets far fewer than 2**32 piles (some millions at
    most), and an overflow would raise, never wrap. The counters' number has a place of its own at
    the end of the key, so a set of counters and a pile may share one."""

    def __init__(self) -> None:
        super().__init__()
        self.given = 0

    def __missing__(self, item: tuple[object, ...]) -> int:
        if len(self) >= NUMBERS_KEPT:
            self.clear()
        number = self[item] = self.given
        self.given += 1
        return number


NUMBERS_KEPT = 100_000


def _safe_move(state: State, plan: _Plan, moves: list[Move]) -> Move | None:
    """The game's proved safe move among ``moves``, if it has one here."""
    return plan.safe_move(state, moves) if plan.safe is not Safe.NONE and moves else None


def _moves_to_try(state: State, plan: _Plan, moves: list[Move]) -> list[Move]:
    """Of the legal ``moves``, those a search needs to try: a safe move alone, else the game's
    ``worth_trying`` subset (both proved by the game: if the position can be won, one of the
    moves kept leads to a win)."""
    m = _safe_move(state, plan, moves)
    if m is not None:
        return [m]
    if plan.worth_trying is not None and len(moves) > 1:
        return plan.worth_trying(state, moves)
    return moves


def _dive(state: State, plan: _Plan, key: Callable[[State], bytes], progress: Progress | None, tiebreak: str,
          seed: int, began: float, max_nodes: int, deadline: float | None, total: int, lazy: bool = False,
          greedy: bool = False, checkpoints: tuple[tuple[int, int], ...] = ()) -> tuple[str, int]:
    """A depth-first search (``_search``) run once, to ``max_nodes`` or the deadline (``total``: the
    positions the solve searched before it, for the progress reports), or given up at one of its
    ``checkpoints`` it has not reached (``Knowledge.early_dive_checkpoints``): its status and positions."""
    search = _search(state, plan, key, progress, tiebreak, seed, began, lazy, greedy, checkpoints)
    next(search)
    status, nodes = search.send((max_nodes, deadline, total))
    search.close()
    return status, nodes


def _beam(state: State, plan: _Plan, key: Callable[[State], bytes], max_nodes: int,
          deadline: float | None, width: int, breadth: int | None = None,
          seed: int | None = None) -> tuple[str, int]:
    """A beam search (``_beam_turns``) run once, to its limits: ("won", nodes) with ``state`` at
    the won position, else ("unknown", nodes)."""
    beam = _beam_turns(state, plan, key, width, breadth, seed)
    next(beam)
    status, nodes, _ = beam.send((max_nodes, deadline))
    beam.close()
    return status, nodes


BeamTurn = Generator[tuple[str, int, bool], tuple[int, "float | None"], None]


def _beam_turns(state: State, plan: _Plan, key: Callable[[State], bytes], width: int,
                breadth: int | None = None, seed: int | None = None) -> BeamTurn:
    """A beam search: from the positions of one level, every move worth trying (a lean beam, given a
    ``breadth``, only that many of them, the first in the order the game's ``worth_trying`` gives);
    of the new positions (but those the game proves hopeless), the ``width`` best by the evaluation
    make the next level. It may miss wins, so it never answers "lost". Positions the evaluation
    ties are taken in the order of their moves (the first of each position's first), or, given a
    ``seed``, in a random order drawn from it: a game whose evaluation ties much (the Great
    Thirteen's, cards up alone) gets another beam from each seed. A game that gives a compact form
    of its positions (``Knowledge.beam_form``) has its beams by each ordering the form can value
    (``BeamForm.ordered_by``) search the forms instead
    (``compact_beam.beam_turns``: the same search, faster).

    Run in turns, as ``_search``: a generator that, sent (max_nodes, deadline), searches on until
    a limit comes and yields (status, nodes, alive): "won" with ``state`` at the won position,
    else "unknown", ``alive`` False once no position is left to search. Prime it with ``next``.

    The game is asked whether a position is hopeless only when it is about to join the next level,
    best first: most positions of a level never do, and for some games (La Nivernaise, the Salic
    Law) the question costs more than all the rest."""
    form = plan.beam_form
    start = form.start(state) if form is not None else None
    if start is not None:
        yield from compact_beam.beam_turns(state, form, start, width, breadth, seed)  # type: ignore[arg-type]
        return
    max_nodes, deadline = yield UNKNOWN, 0, True
    width = max(2, width)
    evaluate, now, hopeless = plan.evaluate, clock.now, plan.hopeless
    draw = random.Random(seed).random if seed is not None else None
    seen = {key(state)}
    level = [state.clone()]
    nodes = 1

    def out_of_limits() -> bool:
        return nodes >= max_nodes or (deadline is not None and now() >= deadline)

    while level:
        found: list[tuple[int, float, int, Move]] = []
        for i, s in enumerate(level):
            for rank, m in enumerate(_moves_to_try(s, plan, plan.lister(s)())[:breadth]):
                s.apply(m, check=False)
                k = key(s)
                if k not in seen:
                    seen.add(k)
                    nodes += 1
                    if s.is_won():
                        for move in s.moves[len(state.history):]:
                            state.apply(move, check=False)
                        yield WON, nodes, False
                        return
                    found.append((evaluate(s), -rank if draw is None else draw(), i, m))
                s.undo()
            while out_of_limits():
                max_nodes, deadline = yield UNKNOWN, nodes, True
        found.sort(key=_first_two_of_four, reverse=True)
        following: list[State] = []
        for _, _, i, m in found:
            child = level[i].clone()
            child.apply(m, check=False)
            if hopeless is None or not hopeless(child):
                following.append(child)
                if len(following) == width:
                    break
            else:
                while deadline is not None and now() >= deadline:
                    max_nodes, deadline = yield UNKNOWN, nodes, True
        level = following
    yield UNKNOWN, nodes, False


def _best_first(state: State, plan: _Plan, key: Callable[[State], bytes], max_nodes: int,
                deadline: float | None) -> tuple[str, int]:
    """The best-first search (``_best_first_turns``) in one go, to ``max_nodes`` or the deadline."""
    search = _best_first_turns(state, plan, key)
    next(search)
    return search.send((max_nodes, deadline, 0))


def _best_first_turns(state: State, plan: _Plan, key: Callable[[State], bytes]) -> SearchTurn:
    """A greedy best-first search, run in turns as ``_search`` is (sent the node limit, the deadline
    and, unread, the nodes searched before; prime it with ``next``): the position searched next is
    the best by the evaluation of all those met and not yet searched (the newest first among
    equals), so that it never sinks into one subtree as a depth-first search can. Each position
    met is kept as its piles, counters and the move from its parent. ("won", nodes) with ``state``
    at the won position, ("lost", nodes) when every position was searched (the same prunings as
    the complete search), else ("unknown", nodes).

    The game is asked whether a position is hopeless when it comes to be searched, not when it is
    met: most positions met are never searched, and for some games the question costs more than
    all the rest. (A position is searched as the child of its parent, the move just made, as when
    it was met: some games' ``hopeless`` looks only at what that move changed.)"""
    max_nodes, deadline, _ = yield UNKNOWN, 0
    evaluate, now, hopeless = plan.evaluate, clock.now, plan.hopeless
    work = state.clone()
    work.history, work.redo_stack = [], []
    seen = {key(work)}
    kept: list[tuple[tuple[tuple[int, ...], ...], tuple[tuple[str, int], ...], int, Move | None]] = [
        (tuple(work.piles), tuple(work.counters.items()), -1, None)]
    heap: list[tuple[int, int, int]] = [(0, 0, 0)]
    count = 0
    nodes = 1
    while heap:
        at = heappop(heap)[2]
        piles, counters, parent, move = kept[at]
        work.piles, work.counters = list(piles), dict(counters)
        if move is not None:
            before, before_counters, _, _ = kept[parent]
            work.history = [(move, list(before), dict(before_counters))]
            if hopeless is not None and hopeless(work):
                continue
        for m in _moves_to_try(work, plan, plan.lister(work)()):
            work.apply(m, check=False)
            k = key(work)
            if k not in seen:
                seen.add(k)
                nodes += 1
                if work.is_won():
                    line = [m]
                    while at > 0:
                        _, _, at, step = kept[at]
                        line.append(step)  # type: ignore[arg-type]
                    for step in reversed(line):
                        state.apply(step, check=False)
                    yield WON, nodes
                    return
                kept.append((tuple(work.piles), tuple(work.counters.items()), at, m))
                count += 1
                heappush(heap, (-evaluate(work), -count, len(kept) - 1))
            work.undo()
        while nodes >= max_nodes or (deadline is not None and now() >= deadline):
            max_nodes, deadline, _ = yield UNKNOWN, nodes
    yield LOST, nodes


def _search(state: State, plan: _Plan, key: Callable[[State], bytes], progress: Progress | None,
            tiebreak: str, seed: int, began: float, lazy: bool = False, greedy: bool = False,
            checkpoints: tuple[tuple[int, int], ...] = ()) -> SearchTurn:
    """One depth-first search with its own transposition table, run in turns: a generator that,
    sent (max_nodes, deadline, nodes searched before, for ``progress``), searches on until the
    search ends or a limit comes, and yields (status, nodes): "won" with ``state`` at the won
    position, "lost" when everything reachable was searched, "unknown" when ``max_nodes`` or the
    deadline came first (send again, with higher limits, to go on). Prime it with ``next``.

    ``lazy``: a position enters the table when it is searched, not when it is first met as a
    child, so that a position met again deeper down is searched there (a plain depth-first
    order); otherwise a position belongs to the first position that met it.

    ``greedy``: once no re-deal is left, where a card can go to a foundation only such moves are
    tried. That may miss every win, so a greedy search that ends without one answers "unknown",
    never "lost".

    ``checkpoints``: pairs (positions, cards): a search that, by the positions of a pair, has never
    had that pair's number of cards more on the foundations than at the start ends there, "unknown"."""
    max_nodes, deadline, before = yield UNKNOWN, 0
    nodes = 1
    seen = {key(state)}
    apply, undo, is_won, list_moves = state.apply, state.undo, state.is_won, plan.lister(state)
    evaluate, safe_move, safe = plan.evaluate, plan.safe_move, plan.safe is not Safe.NONE
    seen_add = seen.add
    mobile = tiebreak == MOBILE
    if tiebreak == PLAIN:  # no evaluation: the moves in the order the engine lists them
        evaluate = _flat
    noise = random.Random(seed).random if tiebreak == SHUFFLED else None
    index, foundations = plan.index, plan.foundations
    redeals = state.game.redeals
    worth_trying, hopeless = plan.worth_trying, plan.hopeless
    # Asked before the child's moves are listed where the game asks (``Knowledge.hopeless_first``), else after.
    hopeless_first, hopeless_last = (hopeless, None) if plan.knowledge.hopeless_first else (None, hopeless)

    def expand(moves: list[Move]) -> list[tuple[Move, list[Move] | None, bytes]] | None:
        """The unseen children of the position (with their own legal moves and keys), the most
        promising last; children with no move are left out. None: a child is won."""
        nonlocal nodes
        counters = state.counters
        if safe and moves:
            m = safe_move(state, moves)
            if m is not None:
                moves = [m]
        if worth_trying is not None and len(moves) > 1:
            moves = worth_trying(state, moves)
        if greedy and len(moves) > 1 and counters["redeals"] >= redeals:
            up = [m for m in moves if m.kind == MOVE and index[m.args[1]] in foundations]
            if up:
                moves = up
        scored = []
        single = len(moves) == 1
        look = len(moves) <= LOOK_AHEAD  # few children: list their moves now (and keep short lists)
        after: list[Move] | None = None
        for rank, m in enumerate(moves):
            apply(m, check=False)
            k = key(state)
            if k in seen:
                undo()
                continue
            if is_won():
                return None
            if hopeless_first is not None and hopeless_first(state):  # (the same, asked first)
                seen_add(k)
                nodes += 1
                undo()
                continue
            if look:
                after = list_moves()
                if not after:  # a dead end: nothing to search below it
                    seen_add(k)
                    nodes += 1
                    undo()
                    continue
            if hopeless_last is not None and hopeless_last(state):  # the game proves it cannot be won
                seen_add(k)
                nodes += 1
                undo()
                continue
            if not lazy:
                seen_add(k)
                nodes += 1
            if mobile and after is not None:
                tie: float = len(after) * 4096 - rank
            elif noise is not None:
                tie = noise()
            else:
                tie = -rank
            # (one move to try, as after a safe move: no order to choose, no evaluation needed)
            scored.append((0 if single else evaluate(state), tie, m,
                           after if after is not None and len(after) <= KEEP_MOVES else None, k))
            undo()
        scored.sort(key=_first_two)
        return [(m, after, k) for _, _, m, after, k in scored]

    on_foundations = plan.foundations_of
    # The checkpoints not yet reached, the next last: (positions, cards on the foundations wanted).
    most = sum(map(len, on_foundations(state.piles)))  # the most cards the search has had up
    ahead = sorted(((at, cards + most) for at, cards in checkpoints), reverse=True)
    first = expand(list_moves())
    if first is None:
        yield WON, nodes
        return
    stack = [first]
    now = clock.now
    next_progress = _PROGRESS_EVERY
    while stack:
        children = stack[-1]
        if not children:
            stack.pop()
            if stack:
                undo()
            continue
        move, after, k = children.pop()
        apply(move, check=False)
        if lazy:
            if k in seen:
                undo()
                continue
            seen_add(k)
            nodes += 1
        grandchildren = expand(list_moves() if after is None else after)
        if grandchildren is None:
            yield WON, nodes
            return
        stack.append(grandchildren)
        if ahead:
            most = max(most, sum(map(len, on_foundations(state.piles))))
            while ahead and most >= ahead[-1][1]:
                ahead.pop()  # reached in time: the search goes on, to the next checkpoint
            if ahead and nodes >= ahead[-1][0]:
                while True:  # given up: it searches no further, however often it is sent more
                    yield UNKNOWN, nodes
        if progress is not None and nodes >= next_progress:
            next_progress = nodes + _PROGRESS_EVERY
            progress(before + nodes, now() - began)
        while nodes >= max_nodes or (deadline is not None and now() >= deadline):
            max_nodes, deadline, before = yield UNKNOWN, nodes
    yield (UNKNOWN if greedy else LOST), nodes


def _shorten(state: State, base: int, line: list[Move], key: Callable[[State], bytes]) -> list[Move]:
    """A shorter winning line through the same positions: from each position, the move that
    reaches the furthest later position of the line (keys compare positions up to the order of
    interchangeable piles, so the moves are found again from the real piles, never renamed).
    Falls back to the line as found if a step cannot be matched. ``state`` is left at the end of
    the line found."""
    start = state.clone()
    while len(start.history) > base:
        start.undo()
    where: dict[bytes, int] = {}
    walk = start.clone()
    where[key(walk)] = 0
    for i, m in enumerate(line):
        walk.apply(m, check=False)
        where[key(walk)] = i + 1
    end = len(line)
    s = start
    out: list[Move] = []
    at = 0
    while at < end:
        best, best_move = at, None
        for m in s.legal_moves():
            s.apply(m, check=False)
            j = where.get(key(s), -1)
            s.undo()
            if j > best:
                best, best_move = j, m
                if j == end:
                    break
        if best_move is None:
            return line
        s.apply(best_move, check=False)
        out.append(best_move)
        at = best
    return out if s.is_won() else line


# --- hints ---------------------------------------------------------------------


def hint(state: State, seconds: float = 1.5, max_nodes: int = DEFAULT_NODES) -> Hint:
    """The next move to suggest from this position: the first move of a solution found within
    ``seconds`` (``from_solution`` True), or else the best move by a one-move look-ahead
    (``from_solution`` False: a heuristic guess). ``state`` is left unchanged."""
    result = solve_part(state, max_nodes=max_nodes, seconds=seconds)
    safe = _safe_move(state, _plan(state.game), state.legal_moves())
    if result.status == WON and result.moves:
        move = state.parse_move(result.moves[0])
        return Hint(move, True, WON, result.moves, safe=move == safe)
    if safe is not None:
        return Hint(safe, False, result.status, [], safe=True)
    return Hint(heuristic_move(state), False, result.status, [])


def heuristic_move(state: State) -> Move | None:
    """The move a one-move look-ahead likes best among those worth trying (a safe move alone, else
    the game's ``worth_trying``): first not into a position the game proves hopeless, then never
    back to a position already met in this game unless every move goes back, then most cards on the
    foundations, the cards the foundations want next nearest the surface, empty piles. ``state``
    is left unchanged."""
    plan = _plan(state.game)
    key = plan.key_function()
    s = state.clone()
    met = {key(s)}
    walk = s.clone()
    while walk.history:
        walk.undo()
        met.add(key(walk))
    best: tuple[int, int, int, int] | None = None
    choice = None
    hopeless = plan.hopeless
    for order, m in enumerate(_moves_to_try(s, plan, s.legal_moves())):
        s.apply(m, check=False)
        if s.is_won():
            return m
        value = (int(hopeless is None or not hopeless(s)), int(key(s) not in met), plan.evaluate(s), -order)
        s.undo()
        if best is None or value > best:
            best, choice = value, m
    return choice


# --- small decks for tests --------------------------------------------------------


def tiny(game: Game, ranks: int | Iterable[int], piles: Iterable[str] | None = None) -> Game:
    """The same game with a small deck: only ``ranks`` (a top rank ``n`` means ace to ``n``) are
    dealt, the foundations' sequences keep only those ranks, and the opening deal gives each pile
    its share of the smaller pack (at least one card where it had one).

    ``piles``, if given, names the tableau and reserve piles to keep (the others are taken off the
    table): a smaller table for games whose own code does not name its piles."""
    return searched_like(game, _tiny(game, ranks, piles))


def _tiny(game: Game, ranks: int | Iterable[int], piles: Iterable[str] | None) -> Game:
    keep = tuple(range(1, ranks + 1)) if isinstance(ranks, int) else tuple(sorted(set(ranks)))
    if piles is not None:
        game = _fewer_piles(game, set(piles))
    groups = []
    for g in game.groups:
        changes: dict[str, object] = {}
        if g.foundations:
            specs = []
            for spec in g.foundations:
                if getattr(spec, "by_hook", False) or getattr(spec, "from_base", 0):  # no ranks of its own
                    specs.append(spec)
                    continue
                seq = tuple(r for r in spec.sequence if r in keep)
                if not seq:
                    raise ValueError(f"{game.slug}: a foundation of ranks {spec.sequence} has none of {keep}")
                specs.append(replace(spec, sequence=seq))
            changes["foundations"] = tuple(specs)
        withdraw = getattr(g, "withdraw", ())
        if withdraw and any(parse_card(c).rank not in keep for text in withdraw for c in text.split()):
            changes["withdraw"] = ()
        groups.append(replace(g, **changes) if changes else g)
    small = replace(game, groups=tuple(groups), ranks=keep)
    full_total = _dealable(game, None)
    total = _dealable(small, keep)
    counts, left = _opening_counts(game, full_total)
    names = list(counts)
    if not names:
        return small
    has_stock = any(g.role is Role.STOCK for g in game.groups)
    dealt = total if left == 0 or not has_stock else round(total * (full_total - left) / full_total)
    share = [counts[n] * dealt / (full_total - left) for n in names]
    new = [int(x) for x in share]
    if dealt >= len(names):
        new = [max(1, c) for c in new]
    while sum(new) > dealt:  # the minimum of one card overshot: take from the largest
        k = max(range(len(new)), key=lambda i: (new[i], -i))
        new[k] -= 1
    # A foundation run from the base rank takes nothing until its first card is dealt (General
    # Sedgewick's upper left corner): it keeps that card, one more from the stock.
    based = {p.name for g in game.groups for p, spec in zip(g.piles, g.foundations) if getattr(spec, "from_base", 0)}
    new = [max(c, 1) if names[i] in based else c for i, c in enumerate(new)]
    order = sorted(range(len(names)), key=lambda i: (-(share[i] - int(share[i])), i))
    k = 0
    while sum(new) < dealt:
        new[order[k % len(order)]] += 1
        k += 1
    from ..rules import DealStep

    return replace(small, opening=(DealStep(tuple(names), counts=tuple(new)),))


def _fewer_piles(game: Game, kept: set[str]) -> Game:
    def keeps(name: str) -> bool:
        return name in kept

    groups = []
    for g in game.groups:
        if g.role in (Role.TABLEAU, Role.RESERVE):
            g = replace(g, piles=tuple(p for p in g.piles if keeps(p.name)))
            if not g.piles:
                continue
        groups.append(g)
    names = {p.name for g in groups for p in g.piles}
    opening = tuple(replace(step, piles=tuple(n for n in step.piles if n in names),
                            counts=tuple(c for n, c in zip(step.piles, step.counts) if n in names))
                    for step in game.opening)
    return replace(game, groups=tuple(groups), opening=tuple(s for s in opening if s.piles),
                   round_piles=tuple(n for n in game.round_piles if n in names),
                   redeal_piles=tuple(n for n in game.redeal_piles if n in names),
                   )


def _dealable(game: Game, keep: tuple[int, ...] | None) -> int:
    """Cards left to deal after the foundation cards and the pictures' cards are withdrawn."""
    cards = packs(game.packs, game.piquet)
    if keep is not None:
        cards = [c for c in cards if c >> 2 in keep]
    withdrawn = sum(1 for g in game.groups for spec in g.foundations if spec.preplaced)
    withdrawn += sum(len(text.split()) for g in game.groups for text in getattr(g, "withdraw", ()))
    return len(cards) - withdrawn


def _opening_counts(game: Game, total: int) -> tuple[dict[str, int], int]:
    """How many cards the opening deal gives each pile (in the order first dealt to), and how
    many are left for the stock."""
    counts: dict[str, int] = {}
    left = total
    for step in game.opening:
        for _ in range(step.rounds):
            for k, name in enumerate(step.piles):
                want = step.counts[k] if step.counts else step.each
                take = min(want, left)
                counts[name] = counts.get(name, 0) + take
                left -= take
    return {n: c for n, c in counts.items() if c}, left
