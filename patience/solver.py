"""The solver: can this deal be won? It knows every card ("thoughtful" play, as in the published
solver studies), searches through the state API alone, and answers one of three things:

- ``"won"``: ``moves`` is a solution, move strings that :func:`~patience.moves.parse_move` reads and
  that replay to a won state;
- ``"lost"``: every position that can be reached was searched and none is won;
- ``"unknown"``: the node or time limit ran out first (``limit`` says which).

The search is a depth-first search without recursion (games run to hundreds of moves) over a
transposition table of canonical keys: each pile's cards as bytes, the piles of a group the game
declares ``interchangeable`` sorted among themselves, then the counters. A game may declare safe
moves (``Game.safe``: moves that can never turn a won position into a lost one); where one is
legal it is the only move tried. Other moves are tried in an order that plays to the foundations
first, then builds that empty a pile or free a card for a foundation, and moves into an empty
pile last. A won line found by the search is then shortened (each step jumps to the furthest
later position of the line that one move reaches).

Every pruning keeps the search complete, so ``"lost"`` is a proof for the rules as the engine
implements them; the tests compare it with a plain exhaustive search on small decks (:func:`tiny`).
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field, replace
from typing import Callable, Iterable, NamedTuple

from .cards import packs, parse_card
from .moves import DEAL, MOVE, REDEAL, Move
from .rules import Game, Hooks, Safe
from .state import State, table_for

SOLVER_VERSION = "1"
DEFAULT_NODES = 3_000_000  # about 500 MB of table at most for a two-pack game (see the benchmark)
WON, LOST, UNKNOWN = "won", "lost", "unknown"
LOOK_AHEAD = 48  # up to this many moves, the children's own moves are listed when they are made
KEEP_MOVES = 48  # and kept, up to this many, for when the child is searched
_PROGRESS_EVERY = 1 << 15

Progress = Callable[[int, float], None]


def _first_two(item: tuple[int, float, Move, list[Move] | None]) -> tuple[int, float]:
    return item[0], item[1]


@dataclass
class SolveResult:
    """The answer for one deal (or position): ``status`` is "won", "lost" or "unknown"."""

    status: str
    moves: list[str] = field(default_factory=list)  # a solution when won
    nodes: int = 0  # positions searched (entries of the transposition table)
    seconds: float = 0.0
    game: str = ""
    deal: int = 0
    limit: str = ""  # for "unknown": "nodes" or "seconds", the limit that ran out
    found_length: int = 0  # the length of the line as the search found it, before shortening

    @property
    def decided(self) -> bool:
        return self.status != UNKNOWN


class Hint(NamedTuple):
    """A move to suggest: the first of a solution (``from_solution``) or the best by heuristic.

    ``status`` is what the short search found from that position: "won", "lost" or "unknown";
    ``move`` is None only when no move is legal."""

    move: Move | None
    from_solution: bool
    status: str
    solution: list[str]


class _Plan:
    """What the solver precomputes once per game: the key layout and the move-ordering tables."""

    def __init__(self, game: Game) -> None:
        self.game = game
        table = self.table = table_for(game)
        index = table.index
        grouped: list[list[int]] = []
        seen: set[int] = set()
        for names in game.interchangeable:
            group = []
            for name in names:
                if name not in index:
                    raise ValueError(f"{game.slug}: interchangeable pile {name!r} does not exist")
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
        self.safe = game.safe
        self.hooks: Hooks = game.hooks
        self.places = [i for i in range(len(table.names)) if i not in self.foundations]
        self.suit_of = {f: table.foundation_of[f].suit for f in table.foundations}  # type: ignore[union-attr]
        self.fillable = table.fillable
        hooked = set(getattr(table, "hooked", ()))
        self.ranked = [f for f in table.foundations if f not in hooked]  # foundations with a sequence
        self.positional: dict[int, tuple[int | None, ...]] = getattr(table, "positional", {})

    def key_function(self) -> Callable[[State], bytes]:
        """A canonical key of a position (exact: equal keys mean the same position up to the
        order of interchangeable piles)."""
        singles, groups = self.singles, self.groups
        counters_code: dict[tuple[tuple[str, int], ...], bytes] = {}

        def counters_bytes(state: State) -> bytes:
            items = tuple(state.counters.items())
            code = counters_code.get(items)
            if code is None:
                if len(counters_code) > 100_000:
                    counters_code.clear()
                code = counters_code[items] = repr(sorted(items)).encode()
            return code

        if not groups:
            def key(state: State) -> bytes:
                parts = list(map(bytes, state.piles))
                parts.append(counters_bytes(state))
                return b"\xff".join(parts)
            return key

        def grouped_key(state: State) -> bytes:
            piles = state.piles
            parts = [bytes(piles[i]) for i in singles]
            for group in groups:
                parts.extend(sorted([bytes(piles[i]) for i in group]))
            parts.append(counters_bytes(state))
            return b"\xff".join(parts)
        return grouped_key

    # --- safe moves and ordering ------------------------------------------
    def safe_move(self, state: State, moves: list[Move]) -> Move | None:
        if self.safe is Safe.TO_FOUNDATION:
            index, foundations = self.index, self.foundations
            for m in moves:
                if m.kind == MOVE and index[m.args[1]] in foundations:
                    return m
            return None
        if self.safe is Safe.HOOK:
            return self.hooks.safe_move(state, moves)
        return None

    def evaluate(self, state: State) -> int:
        """How promising a position looks (higher is better): cards on the foundations first,
        then how shallow the cards the foundations want next lie, then empty piles."""
        t, piles = self.table, state.piles
        depth: dict[int, int] = {}
        for i in self.places:
            pile = piles[i]
            n = len(pile) - 1
            for k, c in enumerate(pile):
                d = n - k
                if d < depth.get(c, 1000):
                    depth[c] = d
        cost = 0
        positional = self.positional
        for f in self.ranked:
            fp = piles[f]
            if f in positional:
                nxt = positional[f][len(fp)]
                if nxt is None:
                    continue
            elif fp:
                nxt = t.next_rank[f].get(fp[-1] >> 2)
                if nxt is None:
                    continue
            else:
                nxt = t.first_rank[f]
            suit = self.suit_of[f]
            if suit is None:
                cost += min(depth.get(nxt * 4 + s, 60) for s in range(4))
            else:
                cost += depth.get(nxt * 4 + suit, 60)
        empty = sum(1 for i in self.fillable if not piles[i])
        return state.score() * 1000 - cost * 10 + empty * 40


_PLANS: dict[int, _Plan] = {}


def _plan(game: Game) -> _Plan:
    plan = _PLANS.get(id(game))
    if plan is None or plan.game is not game:
        if len(_PLANS) > 64:
            _PLANS.clear()
        plan = _PLANS[id(game)] = _Plan(game)
    return plan


def _start(game: str | Game | State, deal: int) -> State:
    if isinstance(game, State):
        return game.clone()
    if isinstance(game, str):
        from . import game as game_by_slug

        game = game_by_slug(game)
    return State(game, deal)


def solve(game: str | Game | State, deal: int = 0, *, max_nodes: int = DEFAULT_NODES,
          seconds: float | None = None, progress: Progress | None = None,
          shorten: bool = True) -> SolveResult:
    """Search deal number ``deal`` of a game (a slug or a :class:`Game`), or the position of a
    :class:`State` (left unchanged), for a win.

    ``max_nodes`` bounds the positions kept in the transposition table (and so the memory),
    ``seconds`` the time; when either runs out first the answer is "unknown". ``progress`` is
    called now and then with the nodes searched and the seconds spent.

    The search runs as probes: short depth-first searches that break the ties of the move
    ordering in different ways (a search can sink into a vast subtree that another order avoids),
    with budgets that grow, then one search bounded only by the limits. A probe that ends before
    its budget has searched everything: the deal is lost."""
    began = time.perf_counter()
    state = _start(game, deal)
    plan = _plan(state.game)
    key = plan.key_function()
    base = len(state.history)
    result = SolveResult(UNKNOWN, game=state.game.slug, deal=state.deal)
    deadline = began + seconds if seconds is not None else None
    total = 0

    def finish(status: str, limit: str = "") -> SolveResult:
        result.status, result.limit, result.nodes = status, limit, total
        if status == WON:
            line = state.moves[base:]
            result.found_length = len(line)
            if shorten:
                line = _shorten(state, base, line, key)
            result.moves = [str(m) for m in line]
        result.seconds = time.perf_counter() - began
        return result

    if state.is_won():
        total = 1
        return finish(WON)
    # The probes may take an eighth of the node limit and a quarter of the time.
    budget = PROBE_START
    probe_deadline = began + seconds * PROBE_TIME if seconds is not None else None
    for probe, tiebreak in enumerate(PROBES):
        if total + budget > max_nodes * PROBE_NODES:
            break
        if probe_deadline is not None and time.perf_counter() >= probe_deadline:
            break
        status, nodes = _search(state, plan, key, budget, probe_deadline, progress, tiebreak, probe, began, total)
        total += nodes
        if status != UNKNOWN:
            return finish(status)
        while len(state.history) > base:
            state.undo()
        if probe % len(TIEBREAKS) == len(TIEBREAKS) - 1:
            budget *= PROBE_GROWTH
    status, nodes = _search(state, plan, key, max_nodes, deadline, progress, FIRST, -1, began, total)
    total += nodes
    limit = "" if status != UNKNOWN else ("nodes" if nodes >= max_nodes else "seconds")
    return finish(status, limit)


# How the probes break ties between moves the evaluation finds equal: in the order the moves are
# listed, by the number of moves they leave open, in a seeded random order.
FIRST, MOBILE, SHUFFLED = "first", "mobile", "shuffled"
TIEBREAKS = (MOBILE, SHUFFLED, FIRST)
PROBE_START = 1_000
PROBE_GROWTH = 4
PROBES = TIEBREAKS * 6
PROBE_NODES = 1 / 8  # the share of the node limit the probes may take together
PROBE_TIME = 1 / 4  # and of the time


def _search(state: State, plan: _Plan, key: Callable[[State], bytes], max_nodes: int,
            deadline: float | None, progress: Progress | None, tiebreak: str, seed: int,
            began: float, before: int) -> tuple[str, int]:
    """One depth-first search with its own transposition table: ("won", nodes) with ``state`` at
    the won position, ("lost", nodes) when everything reachable was searched, or ("unknown",
    nodes) when ``max_nodes`` or the deadline came first."""
    nodes = 1
    seen = {key(state)}
    apply, undo, is_won, legal_moves = state.apply, state.undo, state.is_won, state.legal_moves
    evaluate, safe_move, safe = plan.evaluate, plan.safe_move, plan.safe is not Safe.NONE
    seen_add = seen.add
    mobile = tiebreak == MOBILE
    noise = random.Random(seed).random if tiebreak == SHUFFLED else None

    def expand(moves: list[Move]) -> list[tuple[Move, list[Move] | None]] | None:
        """The unseen children of the position (with their own legal moves), marked seen, the
        most promising last; children with no move are left out. None: a child is won."""
        nonlocal nodes
        if safe and moves:
            m = safe_move(state, moves)
            if m is not None:
                moves = [m]
        scored = []
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
            seen_add(k)
            nodes += 1
            if look:
                after = legal_moves()
                if not after:  # a dead end: nothing to search below it
                    undo()
                    continue
            if mobile and after is not None:
                tie: float = len(after) * 4096 - rank
            elif noise is not None:
                tie = noise()
            else:
                tie = -rank
            scored.append((evaluate(state), tie, m, after if after is not None and len(after) <= KEEP_MOVES else None))
            undo()
        scored.sort(key=_first_two)
        return [(m, after) for _, _, m, after in scored]

    first = expand(legal_moves())
    if first is None:
        return WON, nodes
    stack = [first]
    clock = time.perf_counter
    next_progress = _PROGRESS_EVERY
    while stack:
        children = stack[-1]
        if not children:
            stack.pop()
            if stack:
                undo()
            continue
        move, after = children.pop()
        apply(move, check=False)
        grandchildren = expand(legal_moves() if after is None else after)
        if grandchildren is None:
            return WON, nodes
        if nodes >= max_nodes or (deadline is not None and clock() >= deadline):
            return UNKNOWN, nodes
        if progress is not None and nodes >= next_progress:
            next_progress = nodes + _PROGRESS_EVERY
            progress(before + nodes, clock() - began)
        stack.append(grandchildren)
    return LOST, nodes


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
    result = solve(state, max_nodes=max_nodes, seconds=seconds)
    if result.status == WON and result.moves:
        return Hint(state.parse_move(result.moves[0]), True, WON, result.moves)
    return Hint(heuristic_move(state), False, result.status, [])


def heuristic_move(state: State) -> Move | None:
    """The move a one-move look-ahead likes best (most cards on the foundations, then the cards
    the foundations want next nearest the surface, then empty piles), never back to a position
    already met in this game unless every move goes back. ``state`` is left unchanged."""
    plan = _plan(state.game)
    key = plan.key_function()
    s = state.clone()
    met = {key(s)}
    walk = s.clone()
    while walk.history:
        walk.undo()
        met.add(key(walk))
    best: tuple[int, int, int] | None = None
    choice = None
    for order, m in enumerate(s.legal_moves()):
        s.apply(m, check=False)
        if s.is_won():
            return m
        value = (int(key(s) not in met), plan.evaluate(s), -order)
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
    keep = tuple(range(1, ranks + 1)) if isinstance(ranks, int) else tuple(sorted(set(ranks)))
    if piles is not None:
        game = _fewer_piles(game, set(piles))
    groups = []
    for g in game.groups:
        changes: dict[str, object] = {}
        if g.foundations:
            specs = []
            for spec in g.foundations:
                if getattr(spec, "by_hook", False):
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
    from .rules import Role

    has_stock = any(g.role is Role.STOCK for g in game.groups)
    dealt = total if left == 0 or not has_stock else round(total * (full_total - left) / full_total)
    share = [counts[n] * dealt / (full_total - left) for n in names]
    new = [int(x) for x in share]
    if dealt >= len(names):
        new = [max(1, c) for c in new]
    while sum(new) > dealt:  # the minimum of one card overshot: take from the largest
        k = max(range(len(new)), key=lambda i: (new[i], -i))
        new[k] -= 1
    order = sorted(range(len(names)), key=lambda i: (-(share[i] - int(share[i])), i))
    k = 0
    while sum(new) < dealt:
        new[order[k % len(order)]] += 1
        k += 1
    from .rules import DealStep

    return replace(small, opening=(DealStep(tuple(names), counts=tuple(new)),))


def _fewer_piles(game: Game, kept: set[str]) -> Game:
    from .rules import Role

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
                   interchangeable=tuple(tuple(n for n in group if n in names) for group in game.interchangeable))


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
