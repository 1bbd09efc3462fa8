"""Sly's play-outs, for the order of moves only (``SlyHooks.evaluate``, through ``sly_solver``).

This module exists because a position of Sly says little by itself: whether the cards placed so
far will come off the packets in time depends on the cards still in the pack. ``rollout`` plays the
game out from a position by a fixed policy (what goes up goes up; a card placed goes on the packet
whose top card it will precede, nearest in the order of ``_combined``) and counts the cards it puts on
the foundations. Nothing here decides what the solver prunes: only which move it tries first, so a
poor play-out can cost time, never a wrong answer.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..state import State
    from .sly_solver import Layout

NEVER = 1000  # a card whose foundation is never ready (a small deck may lack cards)
DEAL = 20  # the cards placed in a deal of twenty (``sly.DEAL_SIZE``)


def placing_order(state: State, layout: Layout, weight: int) -> Callable[[int], tuple[int, int]]:
    """For each packet (by pile index), how the play-out's policy ranks placing the card turned on
    it (lower first): on a top card that goes up after it (one of its suit and next in sequence
    first, then the soonest), then on a vacancy, then on the top that goes up last."""
    piles, table = state.piles, state.table
    ups, downs = _tops(piles, layout)
    packets = [list(piles[i]) for i in layout.packets]
    card = piles[table.talon][-1]
    stock = [*piles[table.stock], card]  # as in ``rollout``: the card turned is the next to come
    key = _combined(layout, ups, downs, packets, stock, weight)
    k, suit, p = key(card), card & 3, layout.place.get(card >> 2)

    def order(i: int) -> tuple[int, int]:
        pile = piles[i]
        if not pile:
            return (2, 0)
        top = pile[-1]
        tk = key(top)
        if tk < k:
            return (3, -tk)
        if top & 3 == suit and p is not None and abs(layout.place[top >> 2] - p) == 1:
            return (1, -1)
        return (1, tk)
    return order


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
    policy (for the order of moves only), the most of one play-out per weight of ``_combined``: a
    card that can go up goes up (a turned card at once, the promenade's between deals, vacancies
    refilled from the pack), and a card placed goes on the packet whose top card goes up soonest
    after it (by the order of ``_combined``, made anew at each deal), else on a vacancy, else on
    the packet whose top card goes up last."""
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
              up: int, dealing: bool, placed: int, weight: int, soonest: Callable[[int], int]) -> int:
    """One play-out of ``rollout`` (the lists given are its own to change)."""
    place = layout.place
    n = len(packets)
    key = _combined(layout, ups, downs, packets, stock, weight, soonest)
    keys = [key(p[-1]) if p else -1 for p in packets]

    def fits(c: int) -> bool:
        p = place.get(c >> 2)
        if p is None:
            return False
        s = c & 3
        if p == ups[s] + 1:
            ups[s] = p
            return True
        if p == downs[s] - 1:
            downs[s] = p
            return True
        return False

    def put(c: int) -> None:
        k = key(c)
        best, best_key, worst, worst_key, empty = -1, NEVER * 4, -1, -2, -1
        suit, p = c & 3, place[c >> 2]
        for j in range(n):
            tk = keys[j]
            if tk < 0:
                empty = j
            elif tk >= k:
                t = packets[j][-1]
                if t & 3 == suit and abs(place[t >> 2] - p) == 1:  # next in sequence: first
                    tk = -1
                if tk < best_key:
                    best, best_key = j, tk
            elif tk > worst_key:
                worst, worst_key = j, tk
        j = best if best >= 0 else empty if empty >= 0 else worst
        packets[j].append(c)
        keys[j] = k

    while True:
        if dealing:
            if placed >= DEAL or not stock:
                dealing = False
                continue
            c = stock.pop()
            if fits(c):
                up += 1
            else:
                put(c)
                placed += 1
            continue
        changed = True
        while changed:
            changed = False
            for j in range(n):
                pile = packets[j]
                while pile and fits(pile[-1]):
                    pile.pop()
                    up += 1
                    changed = True
                if not pile and stock:
                    pile.append(stock.pop())
                    changed = True
        if not stock:
            return up
        key = _combined(layout, ups, downs, packets, stock, weight)
        keys = [key(p[-1]) if p else -1 for p in packets]
        dealing, placed = True, 0


def _distance(layout: Layout, ups: list[int], downs: list[int]) -> Callable[[int], int]:
    """How many cards the nearer foundation lacking this card still wants before it (as ``ups``
    and ``downs`` stand when asked)."""
    place = layout.place

    def key(card: int) -> int:
        a, d = ups[card & 3], downs[card & 3]
        p = place[card >> 2]
        best = NEVER
        if p > a:
            best = p - a
        if p < d and d - p < best:
            best = d - p
        return best
    return key


def _soonest(layout: Layout, ups: list[int], downs: list[int], packets: list[list[int]],
             stock: list[int]) -> Callable[[int], int]:
    """For each card, a guess at when it could go up at the soonest, in turns of the pack from now:
    the later of when it is free (turned up; on the promenade, when the cards above it are gone)
    and when a foundation lacking it could have taken every card before it. Two rounds: the cards
    on the promenade are first taken as free now, then as free when the cards above them could go."""
    times: dict[int, int] = {}
    n = len(stock)
    for k, c in enumerate(stock):  # the top of the pack is its last card; the earlier copy wins
        times[c] = n - k
    for pile in packets:
        for c in pile:
            times[c] = 0
    key = _key_of(times, _ready(layout, ups, downs, times))
    times.update(_freed(packets, key))
    key = _key_of(times, _ready(layout, ups, downs, times))
    times.update(_freed(packets, key))  # (``key`` reads ``times``: it sees this last round too)
    return key


def _ready(layout: Layout, ups: list[int], downs: list[int], times: dict[int, int]) -> dict[int, int]:
    """For each card a foundation lacks: the soonest the nearer-ready foundation lacking it could
    have taken every card before it (each at the soonest any copy of it is free, by ``times``)."""
    sequence, length = layout.sequence, layout.length
    before: dict[int, int] = {}
    for suit in range(4):
        r = 0
        for p in range(ups[suit] + 1, length):
            c = sequence[p] * 4 + suit
            before[c] = r
            t = times.get(c, NEVER)
            if t > r:  # noqa: PLR1730 (a hot loop: faster than max)
                r = t
        r = 0
        for p in range(downs[suit] - 1, -1, -1):
            c = sequence[p] * 4 + suit
            if r < before.get(c, NEVER):
                before[c] = r
            t = times.get(c, NEVER)
            if t > r:  # noqa: PLR1730 (a hot loop: faster than max)
                r = t
    return before


def _key_of(times: dict[int, int], before: dict[int, int]) -> Callable[[int], int]:
    get_time, get_before = times.get, before.get

    def key(card: int) -> int:
        b = get_before(card, NEVER)
        t = get_time(card, 0)
        return b if b > t else t  # noqa: FURB136 (faster than max)
    return key


def _freed(packets: list[list[int]], key: Callable[[int], int]) -> dict[int, int]:
    """When each card on the promenade is free: when every card above it could have gone up."""
    free: dict[int, int] = {}
    for pile in packets:
        high = 0
        for c in reversed(pile):
            if high < free.get(c, NEVER):
                free[c] = high
            k = key(c)
            if k > high:  # noqa: PLR1730 (faster than max)
                high = k
    return free


def _combined(layout: Layout, ups: list[int], downs: list[int], packets: list[list[int]],
              stock: list[int], weight: int, soonest: Callable[[int], int] | None = None) -> Callable[[int], int]:
    """The play-out's order of cards: how many cards the nearer foundation still wants before this
    one (times ``weight``), plus when it could go up at the soonest (``_soonest``, unless given)."""
    distance = _distance(layout, ups, downs)
    if soonest is None:
        soonest = _soonest(layout, ups, downs, packets, stock)

    def key(card: int) -> int:
        return distance(card) * weight + soonest(card)
    return key
