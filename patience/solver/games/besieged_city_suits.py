"""The Besieged City's proof that a deal is lost: each suit's game alone (``BesiegedCityKnowledge.hopeless``).

Why it exists: the relaxation is a search of its own (a suit's packets, its foundation, every
other card of the suit a packet of one card), kept apart from the game's knowledge
(``besieged_city.py`` here) and from its rules. It reads Rule II's partners (``PARTNERS``: the
ranks that may be laid on each other in the Ramparts) from the rules.
"""

from __future__ import annotations

from ...games.besieged_city import PARTNERS

Piles = tuple[tuple[int, ...], ...]
CACHE_SIZE = 400_000
# Positions for one suit's game (beyond it, "perhaps": never a proof): the whole budget once at
# most LATE cards of the suit are still to go up, a small one before. Early, with many cards to
# go, the searches cut off at the budget are many and give nothing (with 500 throughout, the
# complete search of deal 4 spent 5.5 of its 8 s of CPU on 982 of them, most with 16 or more
# cards to go), while the proofs that need more than a few dozen positions come late (as in the
# test where the knave has nowhere to go, which needs some 300). Solver 13, 10 s of CPU a process
# side by side: deals 0-79 79/0/1 against 77/0/3 with 500 throughout (78/0/2 with 50 throughout),
# held-out 300-359 59/0/1 against 58/0/2 (59/0/1), the median time a deal 1.4 s against 2.1 s.
SUIT_BUDGET = 500
EARLY_SUIT_BUDGET = 50
LATE = 13


def suit_can_finish(sequence: tuple[int | None, ...], height: int, piles: Piles,
                    known: dict[tuple[int, Piles], bool | None] | None = None, budget: int | None = None) -> bool | None:
    """One suit's game alone: can its foundation, ``height`` cards up with ``sequence`` to go (the
    foundation's ranks, ``None`` at the end), be finished from ``piles`` (the suit's packets, ranks from
    the bottom up, sorted), when the top of a packet may go up if it is the rank wanted, or on the top of
    another packet by Rule II? True, False, or None when more than ``budget`` positions would have to be
    searched (by default :func:`suit_budget`). ``known`` holds verdicts of earlier searches of this
    sequence and receives this one's: every position of a search that found no win is lost, every
    position on the way to a win is won.

    A packet of one card is never laid on another: that move is dominated. Say packets Q refine packets
    Q' when each packet of Q' is some packets of Q laid one on another. From Q, follow a line of Q' and
    skip each move that lays a whole packet of Q on another (Q still refines the new Q'); any other move
    of Q' takes a top card that is the top of a packet of Q too, up or onto a top that is a top in Q
    as well. So Q finishes the foundation whenever Q' does, without such moves: a search without them
    gives the same verdicts."""
    if known is None:
        known = {}
    start = (height, piles)
    if start in known:
        return known[start]
    if budget is None:
        budget = suit_budget(sequence, height)
    if _plays_out(sequence, height, piles):
        known[start] = True
        return True
    parent: dict[tuple[int, Piles], tuple[int, Piles] | None] = {start: None}
    stack = [start]
    expanded = 0
    while stack:
        node = stack.pop()
        h, ps = node
        expanded += 1
        if expanded > budget:
            known[start] = None
            return None
        need = sequence[h]
        children = []
        up = []
        for i, p in enumerate(ps):
            x = p[-1]
            rest = ps[:i] + ps[i + 1:]
            if x == need:
                up.append((h + 1, tuple(sorted(rest + (p[:-1],))) if len(p) > 1 else rest))
            if len(p) == 1:  # a packet of one card is never laid on another (see above)
                continue
            partners = PARTNERS[x]
            for j, q in enumerate(rest):
                if q[-1] in partners:
                    children.append((h, tuple(sorted(rest[:j] + (q + (x,),) + rest[j + 1:] + (p[:-1],)))))
        children.extend(up)  # the moves up are tried first
        for child in children:
            if child in parent:
                continue
            verdict = known.get(child)
            if verdict is False:
                continue
            parent[child] = node
            if verdict or sequence[child[0]] is None or _plays_out(sequence, *child):
                walk: tuple[int, Piles] | None = child
                while walk is not None:
                    known[walk] = True
                    walk = parent[walk]
                return True
            stack.append(child)
    for node in parent:
        known[node] = False
    return False


def suit_budget(sequence: tuple[int | None, ...], height: int) -> int:
    """How many positions one suit's game may search: ``SUIT_BUDGET`` once at most ``LATE`` cards of
    the suit are still to go up, ``EARLY_SUIT_BUDGET`` before."""
    return SUIT_BUDGET if len(sequence) - 1 - height <= LATE else EARLY_SUIT_BUDGET


def _plays_out(sequence: tuple[int | None, ...], height: int, piles: Piles) -> bool:
    """The suit's foundation is finished by playing up, one after another, top cards of the packets."""
    tops: dict[int, list[list[int]]] = {}
    for p in piles:
        tops.setdefault(p[-1], []).append(list(p))
    h = height
    while sequence[h] is not None:
        holders = tops.get(sequence[h])  # type: ignore[arg-type]
        if not holders:
            return False
        p = holders.pop()
        p.pop()
        if p:
            tops.setdefault(p[-1], []).append(p)
        h += 1
    return True
