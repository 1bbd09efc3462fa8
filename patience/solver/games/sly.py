"""What the solver knows of Sly: its packets are alike, its safe move, its hopeless positions, and
its move orderings by play-outs.

:class:`SlyKnowledge` (each claim with its proof in its docstring): the twenty packets are
interchangeable; ``safe_move`` plays alone, between deals, a card that only one foundation can take
(the other copy is up) when its packet keeps a card; ``hopeless`` finds a suit whose cards on the
promenade can no longer all go up (a card above another on a packet that must go up after it on
every foundation that can take it), or a cycle among the orders every winning line obeys;
``worth_trying`` keeps every move, but lists the placings of the turned card in the order of the
text's advice (on a card that will be wanted later, as near as may be); ``evaluate`` plays the game
out from each position by that advice (``sly_rollout``) and counts the cards it puts up, and
``other_evaluations`` gives the orderings by other weights of that advice and the solver's own.
The per-suit 2-SAT (``_suit_can_finish``) and the cycle scan across suits (``_deadlocked``) are
the two tests of ``SlyKnowledge.hopeless``.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from ...games.sly import DEAL_SIZE
from ...moves import MOVE, Move
from ..knowledge import Knowledge, Safe
from .sly_rollout import FIRST, Layout, placing_order, rollout

if TYPE_CHECKING:
    from ...state import State, Table

# The move orderings, each the count of a play-out by a weight of ``sly_rollout._order`` (how much a
# card's distance from its foundation counts against when it could go up at the soonest): the first
# is ``SlyKnowledge.evaluate``, the others, then the solver's own evaluation, are
# ``SlyKnowledge.other_evaluations``. At 100 the distance all but decides alone, the soonest breaking its
# ties (beams by 100, 200 and 1000 searched deals 0-39 alike). One play-out a position: the deals
# divide among the weights. Sly's wins come from a search's first dive or not at all (no deal has
# been proved lost), so each further weight is one more first dive for the complete searches
# (about 1,300 positions): the weights 3 and 15 each win a few deals in 2,500 positions that none of
# the four before does (of the unknown deals 14 16 20 23 25 28 37 43 49 50 59: 3 wins 20 23 49, 15
# wins 20 43; 5, 8, 12, 18, 25, 30, 35, 40, 70, 150, 300 win 0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0).
ORDERINGS: tuple[tuple[int, ...], ...] = ((100,), (20,), (10,), (50,), (3,), (15,))
# The probes of each round (``SlyKnowledge.probe_schedule``), each by its ordering (0 the first of
# ``ORDERINGS``, the last the solver's own evaluation): Sly's wins are first dives or nothing (no deal
# has been proved lost; of 83 wins of deals 0-99 at 10 s, none took more than 35k positions), so each
# probe is a cheap ticket, and the more orderings get theirs within the time the better. A first-greedy
# dive by each (about 1,000 positions), then a lean beam of width 4 by each (``LEAN_BEAM_BREADTH``:
# 2,400 positions), then a full beam of width 4 by each (8,000, of which it mostly uses 6,000: a Sly
# beam needs about 2,000 positions a unit of width), then by each in turn a best-first search (4,000)
# and a shuffled dive (its seed new each round). Left out: the mobile and plain-lazy dives and the wide
# beam (width 16 at 500 positions a unit never reaches the end), none of which won any deal of 0-99
# that another probe did not win first.
# Solver 17's first round took about 19 s of CPU in a probing process (some 42,000 positions, on a
# machine at 15,600 positions/s; on one twice as fast, this one takes about the whole limit), so within
# 10 s the order is what counts. No best-first search, shuffled dive or dive by the seventh ordering
# (the solver's own evaluation) won a deal of 0-159 within 10 s at solver 17, so the seventh's dive
# waits until after the beams, and the best-first searches and shuffled dives come last. The lean
# beams come first of the beams: at a third of a full beam's cost they win deals the full beams of
# width 4 to 12 win later or not at all (49 and 74 by ordering 4, in under a second alone). The
# orderings whose beams win most come first (4 and 5 of the lean, 4, 0 and 1 of the full). Side by
# side the processes take every other probe: the first the dives by 0, 2 and 5, the lean beams by 4, 0,
# 2 and 6, the full beams by 0, 5 and 3, the seventh's dive and every shuffled dive; the second the
# rest and every best-first search. At 10 s of CPU a process, side by side, against solver 17's order
# (every dive, then every full beam, then the best-first searches and shuffled dives), run one after
# the other the same day: deals 0-79, on which the order was chosen, 75 won against 73 (49 74 won,
# none lost); held-out 80-159 68 against 65 (90 133 157 won, none lost); held-out 160-239 76 against
# 76 (the same deals).
# The early beams (``EARLY_LEAN_BEAMS``) run where the schedule marks their place ("early beams"):
# after the full beams by 4 and 0, the first process's beam by 0 and the second's by 4. No probe after
# those won a deal of 0-159 later than 6.3 s at solver 34 (the latest of 0-79 at 5.4 s), while the
# deals the rounds leave undecided take the whole first round and more.
PROBE_SCHEDULE: tuple[str | tuple[str, int], ...] = (
    *(("first-greedy", o) for o in (0, 1, 2, 4, 5, 3)),
    *(("lean beam", o) for o in (4, 5, 0, 1, 2, 3, 6)),
    *(("beam", o) for o in (4, 0)),
    "early beams",
    *(("beam", o) for o in (1, 5, 2, 3, 6)),
    ("first-greedy", 6),
    *((kind, o) for o in range(len(ORDERINGS) + 1) for kind in ("best-first", "shuffled")))
# How many moves of a position a lean beam tries (``SlyKnowledge.lean_beam_breadth``): the first in
# ``placings_in_order``'s order, the play-outs' own preference. Of the children a full beam keeps (deal
# 43, ordering 4, width 8), the first placing is 64%, the first five 84%; a level of a lean beam of
# breadth 6 costs about a third of a full one's (some twenty placings a turned card).
LEAN_BEAM_BREADTH = 6
# The early beams (``SlyKnowledge.early_beams``), lean ones of width 32 (``SlyKnowledge.early_beam_breadth``,
# the same breadth as the rounds'), one in each process side by side: by ordering 4 in the first, by 0
# in the second. Alone, such a beam takes some 15,000-20,000 positions, 3-4 s of CPU (a Sly position
# costs a play-out), and wins deals the rounds leave undecided in 10 s: of 0-79's five, by 4, 43; by
# 0, 50; by 1, 25; none 14 or 37 (by orderings 0-5); of 80-159's twelve, by 4, 119 and 121; by 0,
# 121; by 1, none. Narrower ones die out sooner (width 16 by 4 wins 43 in 1.4 s, by 0, 1 and 5 none
# of the five; width 24 none but 43), a wider one costs more than the time left (width 64 by 5 and 0
# wins 37 in 9-10 s), and full beams of width 16 (32,000 positions) win 25, 37, 43 and 50 only at
# 10-20 s.
EARLY_LEAN_BEAMS: tuple[tuple[int, int], ...] = ((32, 4), (32, 0))
PLACING_WEIGHT = 20  # the weight of the placings' order (``placings_in_order``), every ordering's tie-break


def hopeless(state: State) -> bool:
    """The body of ``SlyKnowledge.hopeless`` (its docstring gives the proof)."""
    layout = state.table.derived(Layout)
    piles = state.piles
    # Only the suit of the card just moved can have changed (the solver asks after each move);
    # after a turn of the pack, only if the card turned went up at once.
    suits = layout.foundations
    last = state.last_move
    if last is not None and last.kind == MOVE:
        dst = state.table.index.get(last.args[1])
        if dst is not None and piles[dst]:
            suit = piles[dst][-1] & 3
            suits = {suit: layout.foundations[suit]} if suit in layout.foundations else {}
    elif last is not None and piles[state.table.talon]:
        return False
    for suit, (asc, desc) in suits.items():
        ap, dp = piles[asc], piles[desc]
        a = layout.place[ap[-1] >> 2] if ap else -1  # places in the ascending sequence
        d = layout.place[dp[-1] >> 2] if dp else layout.length
        if not _suit_can_finish(piles, layout, suit, a, d):
            return True
    return _deadlocked(piles, layout)


def safe_move(state: State, moves: list[Move]) -> Move | None:
    """The body of ``SlyKnowledge.safe_move`` (its docstring gives the proof): between deals, a top card
    of a packet with a card beneath it (or with the pack out) that goes on a foundation whose
    fellow of the same suit already holds that card's rank."""
    piles, table = state.piles, state.table
    if state.counters.get("dealing") or piles[table.talon]:
        return None
    layout = table.derived(Layout)
    index, place = table.index, layout.place
    stock_out = not piles[table.stock]
    for m in moves:
        if m.kind != MOVE:
            continue
        src, dst = index.get(m.args[0]), index.get(m.args[1])
        if src not in layout.packet_set or dst not in layout.foundation_set:
            continue
        pile = piles[src]
        if len(pile) < 2 and not stock_out:
            continue
        card = pile[-1]
        p = place.get(card >> 2)
        if p is None or card & 3 not in layout.foundations:
            continue
        asc, desc = layout.foundations[card & 3]
        other = piles[desc if dst == asc else asc]
        if not other:
            continue
        q = place[other[-1] >> 2]
        if (q <= p) if dst == asc else (q >= p):  # the other foundation has passed this rank
            return m
    return None


def evaluate(state: State, weights: tuple[int, ...] = ORDERINGS[0]) -> int:
    """The body of ``SlyKnowledge.evaluate`` and of its other orderings (the order of moves only): the
    most cards a play-out from here by one of ``weights`` puts on the foundations
    (``sly_rollout.rollout``), and nothing else: positions the play-outs find equal are left to each
    search's own tie-break (the text's placing order, the moves left open, a shuffle), so that the
    searches differ."""
    return rollout(state, state.table.derived(Layout), weights)


def _shared(state: State) -> None:
    """The solver's own evaluation (``None`` keeps it)."""


# ``SlyKnowledge.other_evaluations``: the play-outs by the other weights, then the solver's own.
OTHER_EVALUATIONS: tuple[Callable[[State], int | None], ...] = (
    *(partial(evaluate, weights=w) for w in ORDERINGS[1:]), _shared)


def placings_in_order(state: State, moves: list[Move]) -> list[Move]:
    """The body of ``SlyKnowledge.worth_trying``: every move, the placings of the card turned in the
    order of the play-outs' policy (``sly_rollout.placing_order``), after the other moves."""
    if len(moves) < 2 or not state.piles[state.table.talon]:
        return moves
    layout = state.table.derived(Layout)
    index = state.table.index
    rank = placing_order(state, layout, PLACING_WEIGHT)

    def order(m: Move) -> int:
        if m.kind != MOVE or m.args[0] != "T" or m.args[1] not in index:
            return FIRST
        i = index[m.args[1]]
        return rank(i) if i in layout.packet_set else FIRST
    return sorted(moves, key=order)


def _deadlocked(piles: list[tuple[int, ...]], layout: Layout) -> bool:
    """The cycle test of :meth:`SlyKnowledge.hopeless`: True when the orders "a card goes up before the
    card beneath it" and "a foundation takes the cards that only it still lacks in sequence" form a
    cycle among the cards on the promenade."""
    place, length = layout.place, layout.length
    tops: dict[int, tuple[int, int]] = {}
    for suit, (asc, desc) in layout.foundations.items():
        ap, dp = piles[asc], piles[desc]
        tops[suit] = (place[ap[-1] >> 2] if ap else -1, place[dp[-1] >> 2] if dp else length)
    # Nodes: the cards on the promenade, numbered; ``after[n]``: the nodes that must go up after n.
    after: list[list[int]] = []
    chains: dict[tuple[int, bool], list[tuple[int, int]]] = {}
    n = 0
    for i in layout.packets:
        below = -1
        for c in piles[i]:
            after.append([])
            if below >= 0:
                after[n].append(below)  # this card goes up before the one beneath it
            below = n
            a, d = tops[c & 3]
            p = place.get(c >> 2)
            if p is not None:
                up, down = p > a, p < d
                if up != down:  # only one foundation lacks this rank: the card goes there
                    chains.setdefault((c & 3, up), []).append((p if up else -p, n))
            n += 1
    if n < 2:
        return False
    for chain in chains.values():
        if len(chain) > 1:
            chain.sort()
            for k in range(len(chain) - 1):
                after[chain[k][1]].append(chain[k + 1][1])
    # Kahn's algorithm: a cycle leaves nodes that never come free.
    waiting = [0] * n
    for targets in after:
        for t in targets:
            waiting[t] += 1
    free = [k for k in range(n) if not waiting[k]]
    done = 0
    while free:
        k = free.pop()
        done += 1
        for t in after[k]:
            waiting[t] -= 1
            if not waiting[t]:
                free.append(t)
    return done < n


def _suit_can_finish(piles: list[tuple[int, ...]], layout: Layout, suit: int, a: int, d: int) -> bool:
    """The 2-SAT of :meth:`SlyKnowledge.hopeless` for one suit: ``a`` and ``d`` are the places (in the
    ascending sequence) of the tops of its ascending and descending foundations (-1 and the
    length when empty). False when the cards of the suit on the packets cannot all go up."""
    place = layout.place
    # Each card of the suit on a packet: a literal "it goes to the ascending foundation", either a
    # constant (its rank is lacked by one foundation only) or a choice (variable p, True when the
    # first such card met of that rank goes up ascending; the other card of the rank, the opposite).
    met: dict[int, int] = {}
    columns: list[list[tuple[int, object]]] = []
    for i in layout.packets:
        column: list[tuple[int, object]] = []
        for c in piles[i]:
            if c & 3 != suit:
                continue
            p = place.get(c >> 2)
            if p is None:
                continue
            up, down = p > a, p < d
            if up and down:
                k = met.get(p, 0)
                met[p] = k + 1
                column.append((p, (p, k == 0)))
            elif up or down:
                column.append((p, up))
        if len(column) > 1:
            columns.append(column)
    # Clauses (not both literals), each literal (variable, polarity) or a constant.
    clauses: list[tuple[object, object]] = []
    for column in columns:
        for lo in range(len(column)):
            px, x = column[lo]
            for hi in range(lo + 1, len(column)):
                py, y = column[hi]
                if px == py:
                    continue
                # y is above x and must go up first: both ascending needs py < px, both descending py > px.
                if px < py:  # not both ascending
                    first, second = x, y
                else:  # not both descending: negate the literals
                    first, second = _negate(x), _negate(y)
                if first is False or second is False:
                    continue
                if first is True and second is True:
                    return False
                clauses.append((first, second))
    if not clauses:
        return True
    return _satisfiable(clauses)


def _negate(lit: object) -> object:
    if lit is True or lit is False:
        return not lit
    var, polarity = lit  # type: ignore[misc]
    return (var, not polarity)


def _satisfiable(clauses: list[tuple[object, object]]) -> bool:
    """2-SAT: each clause says "not both"; True literal constants are unit clauses."""
    implies: dict[tuple[int, bool], list[tuple[int, bool]]] = {}
    nodes: set[tuple[int, bool]] = set()
    for first, second in clauses:
        if first is True:  # not second
            v = _negate(second)
            implies.setdefault(_negate(v), []).append(v)  # type: ignore[arg-type]
            nodes.update((v, _negate(v)))  # type: ignore[arg-type]
            continue
        if second is True:
            v = _negate(first)
            implies.setdefault(_negate(v), []).append(v)  # type: ignore[arg-type]
            nodes.update((v, _negate(v)))  # type: ignore[arg-type]
            continue
        # not (first and second): first -> not second, second -> not first
        implies.setdefault(first, []).append(_negate(second))  # type: ignore[arg-type]
        implies.setdefault(second, []).append(_negate(first))  # type: ignore[arg-type]
        nodes.update((first, second, _negate(first), _negate(second)))  # type: ignore[arg-type]
    # Unsatisfiable iff some variable and its negation are in one strongly connected component.
    component = _components(nodes, implies)
    return all(component[(v, True)] != component[(v, False)] for v, pol in nodes if pol)


def _components(nodes: set[tuple[int, bool]], edges: dict[tuple[int, bool], list[tuple[int, bool]]]
                ) -> dict[tuple[int, bool], int]:
    """Tarjan's strongly connected components, without recursion."""
    index: dict[tuple[int, bool], int] = {}
    low: dict[tuple[int, bool], int] = {}
    on: set[tuple[int, bool]] = set()
    stack: list[tuple[int, bool]] = []
    comp: dict[tuple[int, bool], int] = {}
    counter = 0
    for root in nodes:
        if root in index:
            continue
        work = [(root, 0)]
        while work:
            v, k = work.pop()
            if k == 0:
                index[v] = low[v] = counter
                counter += 1
                stack.append(v)
                on.add(v)
            succ = edges.get(v, [])
            if k < len(succ):
                work.append((v, k + 1))
                w = succ[k]
                if w not in index:
                    work.append((w, 0))
                elif w in on:
                    low[v] = min(low[v], index[w])
                continue
            if low[v] == index[v]:
                while True:
                    w = stack.pop()
                    on.discard(w)
                    comp[w] = index[v]
                    if w == v:
                        break
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[v])
    return comp


class SlyKnowledge(Knowledge):
    """The packets alike, the safe move, hopelessness, and the move orderings by play-outs.

    The twenty packets are interchangeable: each takes any card turned from the pack (``Build.ANY``
    from the talon), the vacancies refilled between deals take the same cards whichever packets
    are empty, and no rule reads where a packet stands."""

    safe = Safe.HOOK
    interchangeable = (tuple(f"P{k + 1}" for k in range(DEAL_SIZE)),)

    def hopeless(self, state: State) -> bool:
        """No line of play can win: for some suit, the cards of it lying on the promenade cannot
        all go up.

        Every card of a suit goes up on the ascending or the descending foundation of that suit
        (Rule I), each of which takes each rank once and in order; nothing is taken off a
        foundation, so a rank that only one of them still lacks has one card left, which must go
        there, and a rank both lack has two, one for each. A card on a packet goes up only after
        every card above it on that packet ("only the uppermost card of each packet of the
        promenade is available until its removal releases the card beneath", Rule III; "cards not
        being transferable from one packet to another"). So for a card Y above a card X of the same
        suit, the two may not go to the same foundation if that foundation takes X before Y ("two
        ascending or two descending sequences of the same suit on any packet ... one of the two
        would necessarily be useless"). With one yes-or-no choice per rank that both foundations
        lack (which of its two cards goes to the ascending one), these are clauses of two terms;
        when no choice satisfies them all, the suit cannot be completed. (The solver asks after each
        move, so only the suit of the card just moved is looked at: no other suit has changed.)

        Across suits: each card on the promenade goes up strictly before the card beneath it (Rule
        III, and no transfer between packets), and a card of a rank that only one foundation of its
        suit still lacks is the last of its rank (the other is up) and must go up there, after
        every such card that foundation takes before it (Rule I: in sequence). These are orders
        every winning line obeys; when they form a cycle (e.g. the four of hearts under the four of
        spades, the three of spades under the five of hearts, both ascending foundations wanting
        their fours next but one), no line can obey them all."""
        return hopeless(state)

    def safe_move(self, state: State, moves: list[Move]) -> Move | None:
        """Between deals, a card X on top of a packet, with a card beneath it (or the pack out), that
        goes on a foundation F whose fellow of the same suit already holds X's rank: played alone.

        Each rank of a suit is in the two packs twice, and the other copy is on the fellow, so X is
        the only card F can take next (Rule I: in sequence), and promenade cards go nowhere but to
        the foundations ("cards not being transferable from one packet to another"): in any line
        that wins, X goes up on F, and until then F takes nothing. Follow such a line with X already
        up: every card stands where it did less X, so each move stays legal (a card placed on X now
        lies on the card beneath it; a packet's top is the same card unless X is, and then the
        line's move is X's own, skipped); the packet is not emptied, so no vacancy is refilled
        from the pack that the line did not refill ("refilling vacancies from the pack"), and
        each deal counts the same twenty (the count starts from the promenade as the deal begins).
        When the line puts X up, the two positions are the same."""
        return safe_move(state, moves)

    def evaluate(self, state: State) -> int | None:
        """For the order of moves only (never the solver's answers): the cards that a play-out of
        the rest of the game puts on the foundations (``sly_rollout.rollout``: what can go up goes
        up, and each card dealt is placed by the text's advice, "It is advantageous to place cards
        in sequence, and of the same suit ... as they are then ready to be played on the
        foundations", on a packet whose top card goes up after it, the soonest first, by a weight of
        how far a card is from its foundation against when it could go up: here 100, and "the
        greatest care is required to avoid placing two ascending or two descending sequences of the
        same suit on any packet": a packet holding a card of its suit that its foundation wants
        before it comes after the others), and nothing more: positions the play-out finds equal are
        left to each search's own tie-break."""
        return evaluate(state)

    def other_evaluations(self) -> tuple[Callable[[State], int | None], ...]:
        """The solver's other move orderings (never its answers): the count of a play-out by the
        weights 20, 10, 50, 3 and 15, then the solver's own evaluation (cheap: no play-out). The probes
        and a complete search run by each (``ORDERINGS``). The deals divide among them:
        a beam of width 4 alone (8,000 positions) by the weight 100 wins 29 of deals 0-39, by 20,
        24, and each wins some the other misses."""
        return OTHER_EVALUATIONS

    other_complete_search = True
    # Each round's probes (``PROBE_SCHEDULE``): a first-greedy dive by six of the orderings,
    # then a lean beam of width 4 by every ordering (six moves a position, ``lean_beam_breadth``), then
    # a full beam of width 4 by every ordering (the early beams, below, after those by 4 and 0), the
    # seventh's dive, and by each in turn a best-first search and a shuffled dive; so that every
    # ordering's cheapest probes come first (every kind by each in turn took about 6 s an ordering,
    # and the whole first round takes the limit or more: its order decides what runs within it).
    # Which probes run is the order of the search only, never its proofs.
    probe_schedule = PROBE_SCHEDULE
    lean_beam_breadth = LEAN_BEAM_BREADTH
    # Side by side, both processes probe (each every other probe of the schedule) and no complete
    # search runs: its wins were its first dives, which the cheap probes by every ordering now
    # mostly replace (held-out deals 100-119 at 10 s of CPU a process: 19 won, 18 with the complete
    # search beside the scheduled probes, 17 before the schedule; 100-139: 35 won, 31 before).
    # One process still runs the complete searches in turns with the probes.
    probes_on_both_cores = True
    # Where the probes search alone (side by side), lean beams of width 32 (``EARLY_LEAN_BEAMS``:
    # the first process's by ordering 4, the second's by 0, trying six moves a position as the rounds'
    # lean beams do), run whole where the schedule marks their place in the first round: after the
    # full beams by 4 and 0, the last probes to win a deal within the limit; the deals left undecided
    # take the whole round and more. Move order only, nothing pruned.
    early_beams = EARLY_LEAN_BEAMS
    early_beam_breadth = LEAN_BEAM_BREADTH
    early_beam_nodes = 2000

    def worth_trying(self, state: State, moves: list[Move]) -> list[Move]:
        """Every move is kept (nothing is claimed dominated); the placings of the turned card on the
        promenade come first where they follow the text's advice, "It is advantageous to place cards
        in sequence, and of the same suit ... as they are then ready to be played on the
        foundations": on the next card of its suit and sequence, then on a packet whose top card
        will go up after the card placed, the soonest such first (those holding a card of its suit
        that its foundation wants before it after the others: "avoid placing two ascending or two
        descending sequences of the same suit on any packet"), then on a vacancy, then on the
        packets whose top cards will go up latest (the play-outs' own policy, ``sly_rollout._choice``).
        The solver breaks ties between equally promising moves in this order."""
        return placings_in_order(state, moves)


KNOWLEDGE = SlyKnowledge()
