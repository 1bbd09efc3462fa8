"""Sly's play-outs, for the order of moves only (``SlyKnowledge.evaluate``, in ``patience.solver.games.sly``).

This module exists because a position of Sly says little by itself: whether the cards placed so
far will come off the packets in time depends on the cards still in the pack. ``rollout`` plays the
game out from a position by a fixed policy (what goes up goes up; a card placed goes where
``_choice`` puts it: on the packet whose top card it will precede, nearest in the order of
``_order``) and counts the cards it puts on the foundations. ``placing_order`` ranks the real
placings by that same choice, for the searches' tie-break. Nothing here decides what the solver
prunes: only which move it tries first, so a poor play-out can cost time, never a wrong answer.

Cards are small ints (``rank * 4 + suit``), so what the play-out knows of each card is kept in
lists indexed by the card (``Layout.cards`` long), not in dicts. ``Layout`` is what the play-outs and
the knowledge derive from the pile indices once per table (``Table.derived``: a small test deck has
its own).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...state import State, Table

NEVER = 1000  # a card whose foundation is never ready (a small deck may lack cards)
DEAL = 20  # the cards placed in a deal of twenty (``sly.DEAL_SIZE``)
ABSENT = -1  # in ``_soonest``'s times: the card is neither on the promenade nor in the pack
NOWHERE = -2  # ``Layout.at`` of a card whose rank no foundation takes (no foundation's next place)


class Layout:
    """What the solver's knowledge looks up once per table (a small test deck has its own)."""

    def __init__(self, table: Table) -> None:
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
        # By card (``rank * 4 + suit``): the place of its rank in the ascending sequence (NOWHERE for
        # a rank the foundations never take), and the cards of its suit next to it in sequence.
        self.cards = 4 * (max(self.sequence) + 1)
        self.at = [NOWHERE] * self.cards
        self.follows: list[tuple[int, ...]] = [()] * self.cards
        for r, p in self.place.items():
            near = [self.sequence[q] for q in (p - 1, p + 1) if 0 <= q < self.length]
            for s in range(4):
                self.at[r * 4 + s] = p
                self.follows[r * 4 + s] = tuple(n * 4 + s for n in near)
        # By suit: its cards in the ascending sequence (the play-out's ``_ready`` walks them).
        self.in_sequence = tuple(tuple(r * 4 + s for r in self.sequence) for s in range(4))
        self.packets = table.group_piles["promenade"]
        self.packet_set = frozenset(self.packets)
        self.all_foundations = tuple(table.foundations)
        self.foundation_set = frozenset(table.foundations)


def _choice(keys: list[int], tops: list[int], packets: list[list[int]], card: int, k: int, layout: Layout,
            ups: list[int], downs: list[int]) -> list[int]:
    """The play-out's placing policy, the one place it is written (``placing_order`` sorts the real
    placings by it): for each packet (``keys`` its top card's order by ``_order``, -1 for a vacancy;
    ``tops`` its top card; ``packets`` its cards), how it ranks placing ``card``, of order ``k``, on
    it, lower first. First a top that goes up after the card ("It is advantageous to place cards in
    sequence, and of the same suit"): one of its suit and next in sequence first, then the soonest;
    among those, first the packets with no card of the card's suit that the card's foundation wants
    before it ("avoid placing two ascending or two descending sequences of the same suit on any
    packet": ``_crossed``). Then a vacancy; then the top that goes up last. The play-out takes the
    first packet of the lowest rank. Each rank is one int: a class times ``SPAN`` plus the order
    within the class."""
    follows = layout.follows[card]
    ranks = []
    for j, tk in enumerate(keys):
        if tk < 0:
            ranks.append(EMPTY)
        elif tk >= k:
            rank = -1 if tops[j] in follows else tk
            ranks.append(rank + CROSSED if _crossed(packets[j], card, layout, ups, downs) else rank)
        else:
            ranks.append(LATE - tk)
    return ranks


def _crossed(packet: list[int], card: int, layout: Layout, ups: list[int], downs: list[int]) -> bool:
    """Whether ``packet`` holds a card of ``card``'s suit that the foundation nearer to both (as
    ``_order``'s distance reckons it) would take before ``card``, which lies above it once placed."""
    s, at = card & 3, layout.at
    a, d = ups[s], downs[s]
    p = at[card]
    up = p > a and (p - a <= d - p or p >= d)  # the nearer foundation lacking it is the ascending one
    for x in packet:
        if x & 3 == s:
            q = at[x]
            if q != p and (q < p) == up and (q > a and (q - a <= d - q or q >= d)) == up:
                return True
    return False


def _pick(keys: list[int], tops: list[int], packets: list[list[int]], card: int, k: int, layout: Layout,
          ups: list[int], downs: list[int]) -> int:
    """The packet the play-out places ``card`` on: the first of the lowest rank by ``_choice``
    (``ranks.index(min(ranks))``), asking ``_crossed`` only of the packets in the order of their
    rank without it, until one is not crossed (a crossed rank is above every rank not crossed and
    below a vacancy's). Mostly the first packet of the lowest rank without it is not crossed: then
    that packet, found without ranking the others."""
    follows = layout.follows[card]
    j = -1
    for f in follows:  # the first top next to the card in sequence that goes up after it
        if f in tops:
            for i, t in enumerate(tops):
                if t in follows and keys[i] >= k:
                    j = i
                    break
            break
    if j < 0:
        soonest = min([tk for tk in keys if tk >= k], default=-1)
        if soonest < 0:  # no top goes up after the card: the first vacancy, else the latest top
            return keys.index(-1) if -1 in keys else keys.index(max(keys))
        j = keys.index(soonest)
    if not _crossed(packets[j], card, layout, ups, downs):
        return j
    after = sorted((-1 if tops[j] in follows else tk, j) for j, tk in enumerate(keys) if tk >= k)
    for _, j in after:
        if not _crossed(packets[j], card, layout, ups, downs):
            return j
    if after:
        return after[0][1]
    return keys.index(-1) if -1 in keys else keys.index(max(keys))


FIRST = -2  # below every rank of ``_choice``: ``sly.placings_in_order`` puts the other moves first
SPAN = 1 << 24  # above any card's order (``_order``: at most NEVER * (weight + 1))
CROSSED = SPAN  # a top that goes up after the card, on a packet ``_crossed``
EMPTY = 2 * SPAN  # a vacancy
LATE = 3 * SPAN  # a top that goes up before the card (``- tk``: the latest first)


def placing_order(state: State, layout: Layout, weight: int) -> Callable[[int], int]:
    """For each packet (by pile index), how the play-out's policy (``_choice``) ranks placing the
    card turned on it, lower first."""
    piles, table = state.piles, state.table
    ups, downs = _tops(piles, layout)
    packets = [list(piles[i]) for i in layout.packets]
    card = piles[table.talon][-1]
    stock = [*piles[table.stock], card]  # as in ``rollout``: the card turned is the next to come
    key = _order(layout, ups, downs, _soonest(layout, ups, downs, packets, stock), weight)
    keys = [key(p[-1]) if p else -1 for p in packets]
    tops = [p[-1] if p else -1 for p in packets]
    ranks = _choice(keys, tops, packets, card, key(card), layout, ups, downs)
    by_index = dict(zip(layout.packets, ranks, strict=True))
    return by_index.__getitem__


def _tops(piles: list[tuple[int, ...]], layout: Layout) -> tuple[list[int], list[int]]:
    """For each suit, the places (in the ascending sequence) of the tops of its ascending and
    descending foundations (-1 and the sequence's length when empty)."""
    place = layout.place
    ups: list[int] = [-1] * 4
    downs: list[int] = [layout.length] * 4
    for suit, (asc, desc) in layout.foundations.items():
        ap, dp = piles[asc], piles[desc]
        ups[suit] = place[ap[-1] >> 2] if ap else -1
        downs[suit] = place[dp[-1] >> 2] if dp else layout.length
    return ups, downs


def rollout(state: State, layout: Layout, weights: tuple[int, ...]) -> int:
    """How many cards end on the foundations if the game is played out from here by a simple
    policy (for the order of moves only), the most of one play-out per weight of ``_order``: a
    card that can go up goes up (a turned card at once, the promenade's between deals, vacancies
    refilled from the pack), and a card placed goes where ``_choice`` ranks first (the order of
    ``_order`` made anew at each deal)."""
    piles, table, counters = state.piles, state.table, state.counters
    ups, downs = _tops(piles, layout)
    up = sum(len(piles[f]) for f in layout.all_foundations)
    packets = [list(piles[i]) for i in layout.packets]
    stock = list(piles[table.stock])
    talon = piles[table.talon]
    if talon:
        stock.append(talon[-1])
    dealing = bool(counters.get("dealing"))
    placed = sum(len(p) for p in packets) - counters.get("base", 0) if dealing else 0
    soonest = _soonest(layout, ups, downs, packets, stock)  # the same for every weight
    return max(_play_out(layout, list(ups), list(downs), [list(p) for p in packets], list(stock),
                         up, dealing, placed, weight, soonest) for weight in weights)


def _play_out(layout: Layout, ups: list[int], downs: list[int], packets: list[list[int]], stock: list[int],
              up: int, dealing: bool, placed: int, weight: int, soonest: list[int]) -> int:
    """One play-out of ``rollout`` (the lists given are its own to change)."""
    at = layout.at
    n = len(packets)
    key = _order(layout, ups, downs, soonest, weight)
    keys = [key(p[-1]) if p else -1 for p in packets]
    tops = [p[-1] if p else -1 for p in packets]
    while True:
        if dealing:
            if placed >= DEAL or not stock:
                dealing = False
                continue
            c = stock.pop()
            p, s = at[c], c & 3
            if p == ups[s] + 1:
                ups[s] = p
                up += 1
            elif p == downs[s] - 1:
                downs[s] = p
                up += 1
            else:
                k = key(c)
                j = _pick(keys, tops, packets, c, k, layout, ups, downs)
                packets[j].append(c)
                keys[j] = k
                tops[j] = c
                placed += 1
            continue
        changed = True
        while changed:
            changed = False
            for j in range(n):
                pile = packets[j]
                while pile:
                    c = pile[-1]
                    p, s = at[c], c & 3
                    if p == ups[s] + 1:
                        ups[s] = p
                    elif p == downs[s] - 1:
                        downs[s] = p
                    else:
                        break
                    pile.pop()
                    up += 1
                    changed = True
                if not pile and stock:
                    pile.append(stock.pop())
                    changed = True
        if not stock:
            return up
        key = _order(layout, ups, downs, _soonest(layout, ups, downs, packets, stock), weight)
        keys = [key(p[-1]) if p else -1 for p in packets]
        tops = [p[-1] if p else -1 for p in packets]
        dealing, placed = True, 0


def _soonest(layout: Layout, ups: list[int], downs: list[int], packets: list[list[int]],
             stock: list[int]) -> list[int]:
    """For each card, a guess at when it could go up at the soonest, in turns of the pack from now:
    the later of when it is free (turned up; on the promenade, when the cards above it are gone)
    and when a foundation lacking it could have taken every card before it. Two rounds: the cards
    on the promenade are first taken as free now, then as free when the cards above them could go."""
    times = [ABSENT] * layout.cards
    n = len(stock)
    for k, c in enumerate(stock):  # the top of the pack is its last card; the earlier copy wins
        times[c] = n - k
    for pile in packets:
        for c in pile:
            times[c] = 0
    before = _ready(layout, ups, downs, times)
    _freed(packets, times, before)
    before = _ready(layout, ups, downs, times)
    _freed(packets, times, before)
    # Each card's soonest: the later of its time (0 when absent) and when its foundation is ready.
    return [b if b > t else t for b, t in zip(before, times, strict=True)]  # noqa: FURB136


def _ready(layout: Layout, ups: list[int], downs: list[int], times: list[int]) -> list[int]:
    """For each card a foundation lacks: the soonest the nearer-ready foundation lacking it could
    have taken every card before it (each at the soonest any copy of it is free, by ``times``);
    NEVER for the others."""
    before = [NEVER] * layout.cards
    for suit in range(4):
        cards = layout.in_sequence[suit]
        r = 0
        for c in cards[ups[suit] + 1:]:
            before[c] = r
            t = times[c]
            if t < 0:
                t = NEVER
            if t > r:  # noqa: PLR1730 (a hot loop: faster than max)
                r = t
        r = 0
        for c in reversed(cards[:downs[suit]]):
            if r < before[c]:  # noqa: PLR1730 (a hot loop: faster than min)
                before[c] = r
            t = times[c]
            if t < 0:
                t = NEVER
            if t > r:  # noqa: PLR1730 (a hot loop: faster than max)
                r = t
    return before


def _freed(packets: list[list[int]], times: list[int], before: list[int]) -> None:
    """When each card on the promenade is free: when every card above it could have gone up (by the
    order of ``times`` and ``before`` as they stood before this round), written into ``times``."""
    free = [NEVER] * len(times)
    for pile in packets:
        high = 0
        for c in reversed(pile):
            if high < free[c]:  # noqa: PLR1730 (a hot loop: faster than min)
                free[c] = high
            t = times[c]
            k = before[c]
            if t > k:  # noqa: PLR1730 (faster than max)
                k = t
            if k > high:  # noqa: PLR1730 (faster than max)
                high = k
    for pile in packets:
        for c in pile:
            times[c] = free[c]


def _order(layout: Layout, ups: list[int], downs: list[int], soonest: list[int], weight: int
           ) -> Callable[[int], int]:
    """The play-out's order of cards: how many cards the nearer foundation lacking the card still
    wants before it (as ``ups`` and ``downs`` stand when asked), times ``weight``, plus when it
    could go up at the soonest (``_soonest``)."""
    at = layout.at

    def key(card: int) -> int:
        s = card & 3
        a, d = ups[s], downs[s]
        p = at[card]
        best = NEVER
        if p > a:
            best = p - a
        if p < d and d - p < best:
            best = d - p
        return best * weight + soonest[card]
    return key
