"""The Empress of India's move ordering for the solver (``EmpressHooks.evaluate``, and the order in
which ``EmpressHooks.worth_trying`` lists the pairings).

This module exists to keep ``empress_of_india.py`` (the rules, as the text gives them) short. What is
here only orders the search (which position to try first); it never prunes, so it needs no proof.

The shared evaluation measures how deep the cards the foundations want next lie in every pile. Here
the piles are read as the game reads them: a card alone in the Army or Navy is ready; a card in a
pair is ready only with its partner, since "the cards so paired cannot afterwards be separated, but
must be played at the same time"; a card in a talon comes into play only after as many vacancies of
its colour as there are cards above it (Rule II), and one still in the pack after all of those. Each
foundation wanting a card is matched with its own copy (four packs: the copies of a card are the
same card), the nearest copies to the foundations first. Each pair made costs a little besides: its
two cards wait for each other, whatever else happens.

The deals divide between two weights of a card still in the pack (deals 0-39 at 150k positions: with
30, all won but deal 24; with 12, deal 24 won and deals 0, 17 and 22 not), so the solver searches by
both (``Hooks.other_evaluate`` and ``other_complete_search``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...state import State, Table

READY, PAIRED_APART, IN_PACK, MISSING = 0, 8, 30, 60  # the cost of a copy, by where it lies
OTHER_IN_PACK = 12  # the other ordering's cost of a copy still in the pack (``other_evaluate``)
PAIR = 2  # the cost of each pair in the Army and Navy: its two cards are bound till both are wanted
UP, COST = 1000, 10  # the weight of a card on a foundation, and of one unit of cost


def _spans(table: Table) -> dict[int, dict[int, int]]:
    """For each foundation: each rank's place in its sequence (``Table.derived``: per table)."""
    return {f: {r: k for k, r in enumerate(table.foundation_of[f].sequence)}  # type: ignore[union-attr]
            for f in table.foundations}


def distances(state: State, places: range) -> dict[int, int]:
    """For each card off the foundations, in the Army and Navy (``places``): how many cards of its
    suit must go up before some foundation of that suit takes it (0: it could go up now). For the
    order of trial of pairings only (``EmpressHooks.worth_trying``)."""
    t, piles = state.table, state.piles
    spans = t.derived(_spans)
    tops: dict[int, list[int]] = {0: [], 1: [], 2: [], 3: []}
    for f in t.foundations:
        fp = piles[f]
        spec = t.foundation_of[f]
        if fp and spec is not None and spec.suit is not None:
            tops[spec.suit].append(spans[f][fp[-1] >> 2])
    out: dict[int, int] = {}
    some = spans[t.foundations[0]] if t.foundations else {}
    for i in places:
        for card in piles[i]:
            if card not in out:
                suit = card & 3
                f_span = spans[t.foundations_for[card][0]] if t.foundations_for.get(card) else some
                at = f_span.get(card >> 2, 0)
                out[card] = min([at - top - 1 for top in tops[suit] if top < at], default=99)
    return out


def evaluate(state: State, places: range, talons: tuple[int, int], pack: int, in_pack: int = IN_PACK) -> int:
    """Cards on the foundations first; then, for each card some foundation takes next, how far its
    nearest copy lies from being played (one copy per foundation wanting it), and the pairs made."""
    t, piles = state.table, state.piles
    need: dict[int, int] = {}
    up = 0
    next_rank = t.next_rank
    for f in t.foundations:
        fp = piles[f]
        if not fp:
            continue
        up += len(fp)
        top = fp[-1]
        nxt = next_rank[f].get(top >> 2)
        if nxt is not None:
            c = nxt * 4 + (top & 3)  # the foundations follow suit (Rule V)
            need[c] = need.get(c, 0) + 1
    costs: dict[int, list[int]] = {c: [] for c in need}
    cost = 0
    for i in places:
        pile = piles[i]
        if len(pile) == 1:
            c = pile[0]
            if c in costs:
                costs[c].append(READY)
        elif pile:
            cost += PAIR
            a, b = pile
            if a in costs:
                costs[a].append(READY if b in need else PAIRED_APART)
            if b in costs:
                costs[b].append(READY if a in need else PAIRED_APART)
    for talon in talons:
        pile = piles[talon]
        n = len(pile)
        for k in range(n):
            c = pile[k]
            if c in costs:
                costs[c].append(n - k + 1)  # the vacancies it waits for, and its own move
    for c in piles[pack]:
        if c in costs:
            costs[c].append(in_pack)
    for c, n in need.items():
        found = sorted(costs[c])[:n]
        cost += sum(found) + MISSING * (n - len(found))
    return up * UP - cost * COST
