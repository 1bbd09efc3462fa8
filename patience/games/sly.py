"""Sly (No. 44): two packs dealt in rounds of twenty on to the promenade; aces up, kings down.

Data: the eight foundations (one ace and one king of each suit), the twenty packets of
the promenade, which take any card turned from the pack (``Build.ANY`` from the
talon), and the pack. After the first deal, ``deal`` turns the next card of the pack face
up on to the turned-card place ``T`` (note sly-1); from there it is played to a foundation
or placed on any packet of the promenade (``T>A2``, ``T>P7``).

Hooks, because the deal of twenty has its own timing:

- ``setup``: the first deal, twenty cards in order in two rows of ten, the foundation cards
  placed at once as they appear (note sly-2);
- ``deal``/``can_deal``/``deal_problem``: counters ``deals`` (deals of twenty made or begun), ``dealing``
  (1 while a deal is in progress) and ``base`` (cards on the promenade when it began); a
  card is turned only when the last one has been played or placed;
- ``card_move_problem``: Rule IV, no card is played from the promenade during a deal;
- ``settle``: a foundation card turned up is placed at once (note sly-4); the deal is
  complete when twenty cards have been placed on the promenade, or the pack is out;
  between deals, vacancies on the promenade are refilled at once from the pack
  (note sly-3).

For the solver (each with its proof in its docstring): the twenty packets are interchangeable;
``hopeless`` finds a suit whose cards on the promenade can no longer all go up (a card above
another on a packet that must go up after it on every foundation that can take it);
``worth_trying`` keeps every move, but lists the placings of the turned card in the order of the
text's advice (on a card that will be wanted later, as near as may be).

``GAME_FOUR_ROWS`` is the book's other layout ("or you may, if you prefer it, place four
rows of five cards"): the same game with the promenade drawn in four rows (note sly-5).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Callable

from ..cards import ACE, CLUBS, DIAMONDS, HEARTS, KING, SPADES
from ..moves import MOVE, Move
from ..rules import Build, Foundation, Game, Group, Hooks, Pile, Role, Stock

if TYPE_CHECKING:
    from ..state import State, Table

DEAL_SIZE = 20
BLOCKED_WEIGHT = 70  # the evaluation's cost of a card kept waiting one rank by a card above it
# The picture's foundations, left to right: aces of hearts, diamonds, [spades], clubs; kings likewise
# (note sly-6).
SUITS = (HEARTS, DIAMONDS, SPADES, CLUBS)
SUIT_NAMES = {HEARTS: "hearts", DIAMONDS: "diamonds", SPADES: "spades", CLUBS: "clubs"}

# Positions measured on the book's picture (card widths 40 px, card heights 60 px).
COLUMNS = (0.33, 1.58, 2.75, 3.95, 5.15, 6.33, 7.55, 8.75, 9.93, 11.15)
KINGS_X = (7.5, 8.73, 9.95, 11.15)
TOP, ROW_1, ROW_2 = 0.1, 1.47, 2.82
ROW_GAP = ROW_2 - ROW_1
SPAN = 0.3  # a packet fans a little downwards


def _foundation_groups() -> tuple[Group, Group]:
    aces = Group("aces", Role.FOUNDATION,
                 tuple(Pile(f"A{k + 1}", COLUMNS[k], TOP, label=f"ace of {SUIT_NAMES[s]}")
                       for k, s in enumerate(SUITS)),
                 foundations=tuple(Foundation(tuple(range(1, 14)), suit=s) for s in SUITS),
                 label="Aces, ascending in sequence to kings")
    kings = Group("kings", Role.FOUNDATION,
                  tuple(Pile(f"K{k + 1}", KINGS_X[k], TOP, label=f"king of {SUIT_NAMES[s]}")
                        for k, s in enumerate(SUITS)),
                  foundations=tuple(Foundation(tuple(range(13, 0, -1)), suit=s) for s in SUITS),
                  label="Kings, descending in sequence to aces")
    return aces, kings


def _promenade(places: tuple[tuple[float, float], ...], label: str) -> Group:
    return Group("promenade", Role.TABLEAU,
                 tuple(Pile(f"P{k + 1}", x, y, fan="down", span=SPAN) for k, (x, y) in enumerate(places)),
                 build=Build.ANY, fill_from=(Role.TALON,), label=label)


TWO_ROWS = tuple((x, ROW_1 + r * ROW_GAP) for r in range(2) for x in COLUMNS)
FOUR_ROWS_X = tuple(3.17 + 1.2 * c for c in range(5))
FOUR_ROWS = tuple((x, ROW_1 + r * ROW_GAP) for r in range(4) for x in FOUR_ROWS_X)


class SlyHooks(Hooks):
    """The deal of twenty: when cards may be turned, placed and played."""

    def setup(self, state: "State") -> None:
        """The first deal: twenty cards in order, two rows of ten; foundation cards placed at once (sly-2)."""
        t, piles = state.table, state.piles
        places = iter(state.group("promenade"))
        place = next(places)
        while piles[t.stock]:
            card = piles[t.stock][-1]
            home = self._foundation_home(state, card)
            if home >= 0:
                state.put(home, state.take(t.stock))
                continue
            state.put(place, state.take(t.stock))
            place = next(places, -1)
            if place < 0:
                break
        state.counters.update(deals=1, dealing=0, base=0)

    @staticmethod
    def _foundation_home(state: "State", card: int) -> int:
        """The empty foundation this card begins (an ace or a king of its suit), or -1."""
        rank = card >> 2
        if rank != ACE and rank != KING:
            return -1
        home = state.index(f"{'A' if rank == ACE else 'K'}{SUITS.index(card & 3) + 1}")
        return -1 if state.piles[home] else home

    def can_deal(self, state: "State") -> bool:
        t = state.table
        return bool(state.piles[t.stock]) and not state.piles[t.talon]

    def deal_problem(self, state: "State") -> str | None:
        t = state.table
        if state.piles[t.talon]:
            return state.rule("turned")
        return None if state.piles[t.stock] else state.rule("deal")

    def deal(self, state: "State") -> None:
        t, counters = state.table, state.counters
        if not counters["dealing"]:
            counters["dealing"] = 1
            counters["deals"] += 1
            counters["base"] = sum(len(state.piles[i]) for i in state.group("promenade"))
        state.put(t.talon, state.take(t.stock))

    def card_move_problem(self, state: "State", src: int, dst: int) -> str | None:
        t = state.table
        if state.counters["dealing"] and t.role_of[src] is Role.TABLEAU and t.role_of[dst] is Role.FOUNDATION:
            return state.rule("rule_iv")
        return None

    def settle(self, state: "State") -> None:
        t, piles, counters = state.table, state.piles, state.counters
        turned = piles[t.talon]
        if turned:  # a foundation card turned up in the deal is placed at once
            home = self._foundation_home(state, turned[-1])
            if home >= 0:
                state.put(home, state.take(t.talon))
        if counters["dealing"]:
            placed = sum(len(piles[i]) for i in state.group("promenade")) - counters["base"]
            if placed >= DEAL_SIZE or not (piles[t.stock] or piles[t.talon]):
                counters["dealing"] = 0
        if not counters["dealing"] and counters["deals"] and piles[t.stock]:
            for i in state.group("promenade"):  # vacancies between deals are refilled from the pack
                if not piles[i] and piles[t.stock]:
                    state.put(i, state.take(t.stock))


    # --- the solver's knowledge ---------------------------------------------------------------
    def hopeless(self, state: "State") -> bool:
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
        layout = state.table.derived(_Layout)
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

    def evaluate(self, state: "State") -> int | None:
        """For the order of moves only (never the solver's answers): the shared measure (cards on
        the foundations, less how deep lie the cards the foundations want next, plus empty
        packets), less how long the cards on the promenade are kept waiting by cards above them
        that will be wanted later: the text's advice, "It is advantageous to place cards in
        sequence, and of the same suit ... as they are then ready to be played on the
        foundations". The weight of waiting was chosen by searching deals 0-19 (40 to 200 tried)."""
        layout = state.table.derived(_Layout)
        piles = state.piles
        wait = _waits(piles, layout)
        up = 0
        for f in layout.all_foundations:
            up += len(piles[f])
        # The cards each foundation wants next, and how deep the nearest copy lies.
        wanted: list[tuple[int, ...]] = []
        for suit, (asc, desc) in layout.foundations.items():
            ap, dp = piles[asc], piles[desc]
            a = layout.place[ap[-1] >> 2] if ap else -1
            d = layout.place[dp[-1] >> 2] if dp else layout.length
            if a + 1 < layout.length:
                wanted.append((layout.sequence[a + 1] * 4 + suit,))
            if d - 1 >= 0:
                wanted.append((layout.sequence[d - 1] * 4 + suit,))
        depth: dict[int, int] = {}
        blocked = 0
        empty = 0
        for i in layout.packets:
            pile = piles[i]
            if not pile:
                empty += 1
                continue
            high = -1
            top = len(pile) - 1
            for k in range(top, -1, -1):
                c = pile[k]
                if top - k < depth.get(c, 1000):
                    depth[c] = top - k
                w = wait(c)
                if w > 13:
                    w = 13
                if w < high:
                    blocked += high - w
                else:
                    high = w
        talon = piles[state.table.talon]
        if talon:
            depth[talon[-1]] = 0
        stock = piles[state.table.stock]
        for (c,) in wanted:
            if c in stock:
                k = stock[::-1].index(c)
                if k < depth.get(c, 1000):
                    depth[c] = k
        cost = 0
        for (c,) in wanted:
            cost += depth.get(c, 60)
        return up * 1000 - cost * 10 + empty * 40 - blocked * BLOCKED_WEIGHT

    def worth_trying(self, state: "State", moves: list[Move]) -> list[Move]:
        """Every move is kept (nothing is claimed dominated); the placings of the turned card on the
        promenade come first where they follow the text's advice, "It is advantageous to place cards
        in sequence, and of the same suit ... as they are then ready to be played on the
        foundations": on a packet whose top card will be wanted after the card placed, the soonest
        such first, then on the packets whose top cards will be wanted latest. The solver breaks
        ties between equally promising moves in this order."""
        if len(moves) < 2 or not state.piles[state.table.talon]:
            return moves
        layout = state.table.derived(_Layout)
        piles, index = state.piles, state.table.index
        card = piles[state.table.talon][-1]
        wait = _waits(piles, layout)
        mine = wait(card)

        def order(m: Move) -> tuple[int, int]:
            if m.kind != MOVE or m.args[0] != "T":
                return (0, 0)
            pile = piles[index[m.args[1]]]
            if pile and pile[-1] >> 2 in layout.place and pile[-1] & 3 in layout.foundations:
                theirs = wait(pile[-1])
                return (1, theirs - mine) if theirs > mine else (2, -theirs)
            return (1, 0) if not pile else (3, 0)
        return sorted(moves, key=order)


class _Layout:
    """What the solver's hooks look up once per table (a small test deck has its own)."""

    def __init__(self, table: "Table") -> None:
        asc: dict[int, int] = {}
        desc: dict[int, int] = {}
        self.place: dict[int, int] = {}
        for f in table.foundations:
            spec = table.foundation_of[f]
            assert spec is not None and spec.suit is not None
            if spec.sequence[0] < spec.sequence[-1]:
                asc[spec.suit] = f
                self.place = {r: k for k, r in enumerate(spec.sequence)}
                self.sequence = spec.sequence
            else:
                desc[spec.suit] = f
        self.foundations = {s: (asc[s], desc[s]) for s in asc}
        self.length = len(self.place)
        self.packets = table.group_piles["promenade"]
        self.all_foundations = tuple(table.foundations)


def _wanted(state: "State", layout: _Layout) -> Callable[[int], int]:
    """When each card will be wanted by a foundation, in turns of the pack (for the order of
    moves only): a foundation takes its next rank once some copy of it is at hand, a card on the
    promenade at once, a card in the pack when it is turned."""
    piles = state.piles
    t = state.table
    stock = piles[t.stock]
    n = len(stock)
    avail: dict[int, int] = {}
    for k, c in enumerate(stock):
        avail[c] = n - k if c not in avail else min(avail[c], n - k)
    for c in piles[t.talon]:
        avail[c] = 0
    for i in layout.packets:
        for c in piles[i]:
            avail[c] = 0
    seq = layout.sequence
    length = layout.length
    want: dict[int, int] = {}
    for _ in range(2):
        want = _want_times(piles, layout, avail, seq, length)
        for i in layout.packets:  # a card on the promenade is at hand once the cards above it are up
            high = 0
            for c in reversed(piles[i]):
                if high > avail[c]:
                    avail[c] = high
                w = want.get(c, 200)
                if w > high:
                    high = w

    def wait(card: int) -> int:
        return want.get(card, 200)
    return wait


def _want_times(piles: list[tuple[int, ...]], layout: _Layout, avail: dict[int, int], seq: tuple[int, ...],
                length: int) -> dict[int, int]:
    want: dict[int, int] = {}
    for suit, (asc, desc) in layout.foundations.items():
        ap, dp = piles[asc], piles[desc]
        a = layout.place[ap[-1] >> 2] if ap else -1
        d = layout.place[dp[-1] >> 2] if dp else length
        time = 0
        for p in range(a + 1, length):
            c = seq[p] * 4 + suit
            want[c] = time
            got = avail.get(c)
            if got is None:
                break
            if got > time:
                time = got
        time = 0
        for p in range(d - 1, -1, -1):
            c = seq[p] * 4 + suit
            if want.get(c, 1000) > time:
                want[c] = time
            got = avail.get(c)
            if got is None:
                break
            if got > time:
                time = got
    return want


def _waits(piles: list[tuple[int, ...]], layout: _Layout) -> Callable[[int], int]:
    """How many cards a foundation still wants before this card, on the nearer foundation that
    lacks its rank (a guess at how long it will wait, for the order of moves only)."""
    tops: dict[int, tuple[int, int]] = {}
    for suit, (asc, desc) in layout.foundations.items():
        ap, dp = piles[asc], piles[desc]
        tops[suit] = (layout.place[ap[-1] >> 2] if ap else -1, layout.place[dp[-1] >> 2] if dp else layout.length)
    place = layout.place

    def wait(card: int) -> int:
        a, d = tops[card & 3]
        p = place[card >> 2]
        best = 100
        if p > a:
            best = p - a
        if p < d and d - p < best:
            best = d - p
        return best
    return wait


def _deadlocked(piles: list[tuple[int, ...]], layout: _Layout) -> bool:
    """The cycle test of :meth:`SlyHooks.hopeless`: True when the orders "a card goes up before the
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


def _suit_can_finish(piles: list[tuple[int, ...]], layout: _Layout, suit: int, a: int, d: int) -> bool:
    """The 2-SAT of :meth:`SlyHooks.hopeless` for one suit: ``a`` and ``d`` are the places (in the
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


def _game(places: tuple[tuple[float, float], ...], label: str, width: float, height: float) -> Game:
    aces, kings = _foundation_groups()
    return Game(
        slug="sly",
        title="SLY",
        number=44,
        packs=2,
        groups=(
            aces,
            Group("stock", Role.STOCK, (Pile("S", COLUMNS[4], TOP, label="the pack"),), label="The pack"),
            Group("turned", Role.TALON, (Pile("T", COLUMNS[5], TOP, label="the card turned up"),),
                  label="The card turned up"),
            kings,
            _promenade(places, label),
        ),
        stock=Stock.HOOK,
        notes=("sly-1", "sly-2", "sly-3", "sly-4", "sly-5", "sly-6"),
        rules={
            "follow_suit": "Rule I: the foundations follow suit",
            "sequence": "the aces ascending in sequence to kings, the kings descending to aces (Rule I)",
            "foundation_first": "the foundations will consist of four aces and four kings of different suits",
            "foundation_done": "that foundation is complete: the aces ascend to kings, the kings descend to aces",
            "available": "Rule III: only the uppermost card of each packet of the promenade is available until "
                         "its removal releases the card beneath",
            "rule_iv": "Rule IV: a card once placed on the promenade cannot be played until each deal of twenty "
                       "cards is complete",
            "no_build": "cards are placed on the promenade only as they are dealt, cards not being "
                        "transferable from one packet to another",
            "space_source": "vacancies on the promenade are refilled from the pack, cards not being "
                            "transferable from one packet to another",
            "no_move_from": "cards are played from the promenade (Rule III) and as they turn up in the deal; "
                            "the pack is turned one card at a time (deal)",
            "turned": "the card turned up must first be played or placed on the promenade (note sly-1)",
            "deal": "the pack is exhausted",
            "unknown": "this game has no such move: there is no re-deal",
        },
        hooks=SlyHooks(),
        interchangeable=(tuple(f"P{k + 1}" for k in range(DEAL_SIZE)),),
        width=width,
        height=height,
    )


GAME = _game(TWO_ROWS, "The promenade (two rows of ten)", COLUMNS[-1] + 1.05, ROW_2 + 1 + SPAN + 0.05)
GAME_FOUR_ROWS = replace(
    GAME, groups=GAME.groups[:4] + (_promenade(FOUR_ROWS, "The promenade (four rows of five)"),),
    height=ROW_1 + 3 * ROW_GAP + 1 + SPAN + 0.05)
