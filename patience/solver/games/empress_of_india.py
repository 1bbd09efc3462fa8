"""What the solver knows of the Empress of India: which places are alike, which moves differ, and
the order in which to try them.

The Army's places are interchangeable (a vacancy is filled wherever it is, and no move opens two
vacancies of one colour at once), and so are the Navy's and the foundations of one suit (a card goes
to the first that takes it, and they are alike). ``EmpressKnowledge.worth_trying`` drops moves that
reach the same position as one kept (four packs: copies of a card are the same card) and, once the
pack is dealt out, pairings whose vacancy can never be refilled; its docstring gives the proof.
Everything else here only orders the search (which position to try first); it never prunes, so it
needs no proof.

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
both (``Knowledge.other_evaluate`` and ``other_complete_search``).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from ...cards import CLUBS, DIAMONDS, HEARTS, SPADES
from ...games.empress_of_india import ADMIRALS, ARMY_NAMES, GENERALS, NAVY_NAMES, EmpressHooks, pairings
from ..knowledge import Knowledge

if TYPE_CHECKING:
    from ...moves import Move
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
    order of trial of pairings only (``EmpressKnowledge.worth_trying``)."""
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


def _first_places(piles: list[tuple[int, ...]], places: range) -> Iterable[int]:
    """Of the places holding one card, the first holding each card, in order."""
    first: dict[int, int] = {}
    for i in places:
        pile = piles[i]
        if len(pile) == 1 and pile[0] not in first:
            first[pile[0]] = i
    return first.values()


def _first_two_of_three(item: tuple[int, int, Move]) -> tuple[int, int]:
    return item[0], item[1]


def refills(state: State) -> tuple[bool, bool]:
    """Whether a vacancy of the Army, and of the Navy, can still be refilled (Rule II): a card is
    left in that colour's talon, or in the pack."""
    piles = state.piles
    pack = bool(piles[EmpressHooks.PACK])
    return pack or bool(piles[EmpressHooks.RED_TALON]), pack or bool(piles[EmpressHooks.BLACK_TALON])


_TALONS = (EmpressHooks.RED_TALON, EmpressHooks.BLACK_TALON)


class EmpressKnowledge(Knowledge):
    """The Army's places alike, the Navy's, the foundations of a suit; the moves that differ; the
    search's orders (two evaluations, both complete searches, early dives, the probes of a round)."""

    # No rule tells the Army's places apart (a vacancy is filled wherever it is, and no move opens two
    # vacancies of one colour at once), nor the Navy's, nor the foundations of one suit (a card goes to
    # the first that takes it, and they are alike).
    interchangeable = (ARMY_NAMES, NAVY_NAMES,
                       *(tuple(p.name for p, suit in (*ADMIRALS, *GENERALS) if suit == s)
                         for s in (CLUBS, SPADES, HEARTS, DIAMONDS)))

    def extra_moves_to_try(self, state: State) -> list[Move]:
        """``extra_moves`` less what ``worth_trying`` leaves out in any case: of the places holding the
        same card, only the first (its pairings come first in ``extra_moves``, so ``worth_trying``
        keeps the same ones); once the pack is dealt out, no pairing whose vacancy stays empty."""
        piles = state.piles
        moves = state.hooks.plays(state)
        refills_army, refills_navy = refills(state)
        if not (refills_army or refills_navy):
            return moves
        army = list(_first_places(piles, EmpressHooks.ARMY))
        navy = list(_first_places(piles, EmpressHooks.NAVY))
        return moves + pairings(army, navy, refills_army, refills_navy)

    def worth_trying(self, state: State, moves: list[Move]) -> list[Move]:
        """The moves that differ, plays first, then the deal, then pairings: of cards wanted at about the
        same time first, of a card that could go up now last (the order is only the solver's tie-break).

        Left out, and why none of them can be the only way to win:

        - a move that reaches the same position as one kept, up to the order of the Army's places, of the
          Navy's and of the foundations of one suit (``interchangeable``): two copies of one card are
          the same card (four packs), so ``pair A3 N5`` and ``pair A7 N5`` with two fives of hearts in A3
          and A7 differ only by which place the refill lands in (Rule II fills the one vacancy there is);
        - once the pack is dealt out, a pairing whose vacancy can never be refilled (no card of that
          colour is left in its talon, Rule II): from the position after it, any winning line is followed
          from the position before it with the two cards left single, and when that line plays the pair,
          the two cards are played together as singles instead ("all cards in the Army and Navy are
          equally available if played in pairs", Rule I). Every other move of the line is legal in both
          (the Army and Navy hold the same cards, less one vacancy that never fills; foundations alike;
          no deal is left), so the position before wins whenever the one after does."""
        piles, index = state.piles, state.table.index
        refills_army, refills_navy = refills(state)
        navy_start = EmpressHooks.NAVY.start
        seen: set[tuple[int, ...]] = set()
        plays: list[Move] = []
        pairs: list[tuple[int, int, Move]] = []
        rest: list[Move] = []
        distance: dict[int, int] | None = None
        for m in moves:
            kind = m.kind
            if kind == "pair":
                s, d = index[m.args[0]], index[m.args[1]]
                army_vacancy = s < navy_start
                if not (refills_army if army_vacancy else refills_navy):
                    continue
                a, n = piles[s][0], piles[d][0]
                k = (0, a, n, army_vacancy)
                if k in seen:
                    continue
                seen.add(k)
                if distance is None:
                    distance = distances(state, EmpressHooks.PLACES)
                da, dn = distance.get(a, 99), distance.get(n, 99)
                pairs.append(((da == 0 or dn == 0) * 100 + abs(da - dn), -min(da, dn), m))
            elif kind == "play":
                if len(m.args) == 2:
                    k = (1, piles[index[m.args[0]]][0], piles[index[m.args[1]]][0])
                else:
                    k = (2, *piles[index[m.args[0]]])
                if k in seen:
                    continue
                seen.add(k)
                plays.append(m)
            else:
                rest.append(m)
        pairs.sort(key=_first_two_of_three)
        return plays + rest + [m for _, _, m in pairs]

    def evaluate(self, state: State) -> int | None:
        """Move ordering only (never pruning): cards up first, then how near to being played lie the
        cards the foundations want next, read through pairs, talons and the pack (the module's
        ``evaluate``)."""
        return evaluate(state, EmpressHooks.PLACES, _TALONS, EmpressHooks.PACK)

    # Both orderings' complete searches run, in turns (``Knowledge.other_complete_search``): deals 0-39 at
    # 300k positions in all were then all won, each within 143k positions (probes by the other alone
    # missed deal 24, which its complete search wins within 70k).
    other_complete_search = True
    # Dives in a random order (``Knowledge.early_dives``), by each ordering in turn, 40,000 positions
    # each, in the probing process after its first round (four until solver 24). The deals the 10 s
    # left undecided fall to such dives: of the 13 of deals 0-399, four dives of 40,000 by each
    # ordering (seeds 0-3) won 9 (24 68 99 109 196 200 315 333 339, each by one to four of the four
    # dives of one ordering, at 14,000-37,000 positions), where the rounds give a shuffled dive that
    # budget only after some 250,000 positions (at about 10,000 a second). At 10 s, deals 0-399, one
    # run after the other: 393 decided against 387 (24 99 103 109 200 230 won; none lost). Also
    # measured: dives of 30,000 (six in the same time: the same count of these deals, others won); and
    # both processes probing and diving, without the complete searches (deals 0-79: 68 decided
    # against 80).
    early_dives = ((40_000, 1), (40_000, 0)) * 4
    # A dive that has not put 40 cards up by 16,000 positions, or 100 by 28,000, gives way to the next
    # (``Knowledge.early_dive_checkpoints``), so that more dives run in the time. Of 176 dives of 40,000
    # positions (deals 196 206 271 315 333 339 by seeds 0-3 and 551 645 711 765 919 940 942 969 by
    # seeds 0-7, both orderings), the 30 that won had each put 40 cards up by about 14,000 positions
    # and 100 by 25,000 (and win at the same position with the checkpoints); of the 146 that did not,
    # 58 had not put 40 up by then, and of the other 88, 37 never put 100 up (counted in positions
    # evaluated, some 6% below positions searched: 15,000 and 26,000 of them). The second checkpoint
    # spends at most 28,000 positions of 40,000 on such a dive.
    early_dive_checkpoints = ((16_000, 40), (28_000, 100))

    # The probes each round runs (``Knowledge.probe_schedule``; the order of search only, never an answer):
    # the plain depth-first order (plays first, then the deal, then pairings of cards wanted at about the
    # same time: ``worth_trying``'s order), which won 23 of deals 0-79 at 10 s, and the depth-first
    # searches whose tie-breaks differ from the complete searches' (by the number of moves, at random),
    # by both orderings. Left out: the beams and the best-first search, which won none of deals 0-79
    # and took most of each round (at 4,000 positions a probe: 14 of about 17 s of CPU, against 1.6 s
    # for the plain order), and the "first" probes, the complete searches' own orders searched again
    # from the start (their greedy form plays no differently here: no move of this game is a single
    # card's to a foundation).
    probe_schedule = ("plain-lazy", "mobile", ("mobile", 1), "shuffled", ("shuffled", 1))
    # These four choices pay on fresh deals too (the appendix, "Figures on deals no tuning saw").

    def other_evaluate(self, state: State) -> int | None:
        """The probes' second move ordering (never pruning): as ``evaluate``, with a card still in the
        pack weighing less against one deep in a talon (``OTHER_IN_PACK``)."""
        return evaluate(state, EmpressHooks.PLACES, _TALONS, EmpressHooks.PACK, OTHER_IN_PACK)


KNOWLEDGE = EmpressKnowledge()
