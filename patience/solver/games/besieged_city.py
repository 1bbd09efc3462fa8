"""What the solver knows of the Besieged City: two move orderings, the transpositions worth trying
at the end, and each suit's game alone as a proof that a deal is lost (:class:`BesiegedCityKnowledge`).

The orderings (``evaluate``, ``other_evaluate``) decide nothing: which position the searches look
at first, never whether a deal is won or lost. The shared evaluation counts the cards up and how
deep the cards wanted next lie. Here the foundations take each suit in a long fixed order (ace,
king, deuce, queen ... and back, note besieged-city-1), every card that is not played as it is
dealt waits on the talon until a place of the Reserve is freed, and a packet of the Ramparts is dug
only from its top (Rule II). So a position is better with more cards up, fewer cards waiting on
the talon, packets whose soonest-wanted card is near their top, and the cards wanted next within
reach.

What prunes carries its proof in its docstring: ``worth_trying`` (at the end, pack and talon
empty, the Reserve is a free pool: only the transpositions that prepare a next step) and
``hopeless`` (one suit's game alone, :mod:`.besieged_city_suits`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...games.besieged_city import LINE, RAMPART_NAMES, RESERVE_NAMES
from ..knowledge import Knowledge
from .besieged_city_suits import CACHE_SIZE, Piles, suit_can_finish

if TYPE_CHECKING:
    from ...moves import Move
    from ...state import State, Table

UP = 1000  # a card on a foundation
BURIED = 50  # a card lying above the card of its packet that is wanted soonest
OTHER_BURIED = 40  # the same, in the other evaluation (the probes try both: each wins deals the other misses)
WAITING = 20  # a card on the talon
FAR = 10  # per level of depth of the card a foundation wants next (FAR_DEPTH when out of reach)
FAR_DEPTH = 30
NEVER = 99  # steps until a rank is wanted again, when it never is


class EvaluationLayout:
    """What the evaluation reads, derived once per table (``Table.derived``): per foundation, its suit
    and, for each height, how many steps later it wants each rank; the Ramparts, the Reserve, the
    talon."""

    def __init__(self, table: "Table") -> None:
        self.foundations = tuple(table.foundations)
        self.suit = {f: table.foundation_of[f].suit for f in self.foundations}  # type: ignore[union-attr]
        self.steps: dict[int, list[tuple[int, ...]]] = {}
        for f in self.foundations:
            sequence = table.positional[f]
            by_height = []
            for h in range(len(sequence)):
                steps = [NEVER] * 14
                for i in range(len(sequence) - 1, h - 1, -1):
                    rank = sequence[i]
                    if rank is not None:
                        steps[rank] = i - h
                by_height.append(tuple(steps))
            self.steps[f] = by_height
        self.ramparts = tuple(table.index[n] for n in RAMPART_NAMES)
        self.reserve = tuple(table.index[n] for n in RESERVE_NAMES)
        self.talon = table.talon


def evaluate(state: "State", buried_weight: int = BURIED) -> int:
    """How promising the position looks (higher is better): ``UP`` a card on the foundations, less
    ``buried_weight`` for each card of a Ramparts packet above the card of that packet its foundation wants
    soonest, ``WAITING`` for each card on the talon, and ``FAR`` per level of depth at which the card
    each foundation wants next lies in the Ramparts (a Reserve card counts one level; one out of reach
    in the talon or the pack, ``FAR_DEPTH``)."""
    layout = state.table.derived(EvaluationLayout)
    piles = state.piles
    steps: dict[int, tuple[int, ...]] = {}
    up = 0
    for f in layout.foundations:
        h = len(piles[f])
        up += h
        steps[layout.suit[f]] = layout.steps[f][h]  # type: ignore[index]
    # One pass over the Ramparts: each packet's cards by how many steps until they are wanted, for
    # the buried cards and, from the top down, for the depth of each suit's card wanted next.
    buried = 0
    depth = dict.fromkeys(steps, FAR_DEPTH)
    for q in layout.ramparts:
        pile = piles[q]
        if not pile:
            continue
        order = [steps[c & 3][c >> 2] for c in reversed(pile)]  # from the top down
        buried += order.index(min(order))
        for k in range(min(len(order), FAR_DEPTH)):
            if not order[k]:
                suit = pile[-1 - k] & 3
                if k < depth[suit]:
                    depth[suit] = k
    far = 0
    for suit, wants in steps.items():
        d = depth[suit]
        if d > 1:
            for p in layout.reserve:
                pile = piles[p]
                if pile and pile[-1] & 3 == suit and wants[pile[-1] >> 2] == 0:
                    d = 1
                    break
        far += d
    return UP * up - buried_weight * buried - WAITING * len(piles[layout.talon]) - FAR * far


class Lines:
    """What the knowledge reads of the table, derived once per table (``Table.derived``): the
    Reserve's places, the Ramparts, the line of places whose end each Rampart is, the Ramparts at
    the ends of each place's row and column, the pack, the talon and each foundation's suit."""

    def __init__(self, table: "Table") -> None:
        index = table.index
        self.reserve = tuple(index[n] for n in RESERVE_NAMES)
        self.ramparts = tuple(index[n] for n in RAMPART_NAMES)
        self.line = {index[r]: tuple(index[n] for n in LINE[r]) for r in RAMPART_NAMES}
        self.ends = {i: frozenset(r for r, line in self.line.items() if i in line) for i in self.reserve}
        self.stock, self.talon = table.stock, table.talon
        self.suit_of = {f: table.foundation_of[f].suit for f in table.foundations}  # type: ignore[misc,union-attr]


class BesiegedCityKnowledge(Knowledge):
    """The orderings, the end's transpositions worth trying, and each suit's game alone."""

    def __init__(self) -> None:
        # One suit's game alone (``hopeless``): its verdicts, by foundation, height and packets.
        self.cache: dict[tuple[int | None, ...], dict[tuple[int, Piles], bool | None]] = {}

    # --- each suit's game alone ---------------------------------------------------------
    def hopeless(self, state: "State") -> bool:
        """True when some suit could not be finished even alone, with every card of it still in the
        Reserve, the talon or the pack made a packet of its own (:func:`suit_can_finish` says no).

        Why that is a proof. Each packet of the Ramparts is of one suit: it begins with one card (dealt,
        or filling a vacancy, Rule IV) and takes only cards of its suit (Rule II). Follow any winning line
        and look at one suit s only: its packets, its foundation, and a packet of one card for each card
        of s elsewhere. A move of an s card between packets, or from the Reserve onto an s packet, is a
        move of that game (Rules II and III ask no more of it); an s card going up from the Ramparts or
        from the pack is its top card going up, the one the foundation wants (Rules I and VI); an s card
        filling a vacancy, a deal to the talon, a refill of the Reserve and a transposition change
        nothing there; moves of other suits touch neither its packets nor its foundation. So that game,
        more generous than the real one, is won whenever the real one is: if it cannot be won, nor can
        the real one. A packet holding two suits (never made by play) stops the test."""
        lines = state.table.derived(Lines)
        piles = state.piles
        groups: dict[int, list[tuple[int, ...]]] = {0: [], 1: [], 2: [], 3: []}
        for q in lines.ramparts:
            pile = piles[q]
            if pile:
                suit = pile[0] & 3
                if any(c & 3 != suit for c in pile):
                    return False
                groups[suit].append(tuple(c >> 2 for c in pile))
        for p in lines.reserve:
            for c in piles[p]:
                groups[c & 3].append((c >> 2,))
        for c in piles[lines.stock] + piles[lines.talon]:
            groups[c & 3].append((c >> 2,))
        positional, cache = state.table.positional, self.cache
        for f in state.table.foundations:
            sequence = positional[f]
            known = cache.get(sequence)
            if known is None or len(known) > CACHE_SIZE:
                known = cache[sequence] = {}
            if suit_can_finish(sequence, len(piles[f]), tuple(sorted(groups[lines.suit_of[f]])), known) is False:
                return True
        return False

    def evaluate(self, state: "State") -> int | None:
        """For the solver's move ordering only: cards up, less cards buried above the one their packet
        must give up soonest, cards waiting on the talon, and the depth of the cards wanted next
        (this module's :func:`evaluate`)."""
        return evaluate(state)

    def other_evaluate(self, state: "State") -> int | None:
        """The solver's other move ordering (its probes and a second complete search try both): the
        same, with a buried card weighing less against a card up (``OTHER_BURIED``). The deals divide
        between the two weights: one wins deals the other misses, and most wins are found by the
        complete search."""
        return evaluate(state, OTHER_BURIED)

    other_complete_search = True
    # Side by side, one process probes and the other runs both complete searches in turns (the
    # default: ``Knowledge.probes_on_both_cores`` is not asked for). The complete searches' first dives
    # win most deals, the hard ones sooner than any probe: of deals 0-79, the 11 left undecided with
    # both processes probing (solver 12, 10 s a process), the complete searches alone win 9 within
    # 8 s of CPU. Side by side at 10 s of CPU a process: 0-79 77/0/3, held-out 300-359 58/0/2
    # against 56/0/4 with both probing, the median time a deal 1.7 s against 4.7 s.

    # The probes each round runs (``Knowledge.probe_schedule``; the order of search only, never an answer):
    # the kinds that won deals of 0-79 and 300-359 with either arrangement of the processes (best-first,
    # the depth-first probes greedy in the last pass, by mobility and shuffled), by one ordering and
    # then the other; no beam or plain-lazy probe, which won none. 10 s of CPU a process side by side,
    # solver 13: 0-79 79/0/1 as with every probe, held-out 300-359 60/0/0 against 59/0/1 (deal 322
    # won); the mean time a deal 1.49 and 1.25 s against 1.76 and 1.63 s.
    probe_schedule = ("best-first", "first-greedy", "mobile", "shuffled",
                      ("best-first", 1), ("first-greedy", 1), ("mobile", 1), ("shuffled", 1))

    # --- the end, where the Reserve is a free pool --------------------------------------
    def worth_trying(self, state: "State", moves: list[Move]) -> list[Move]:
        """At the end (pack and talon empty) the places of the Reserve's cards matter only through what
        they let happen next, so only the transpositions that prepare a next step are tried, and of the
        moves of equal cards (the two packs) from the Reserve to one Rampart only the first.

        Why no win is lost. Call two end positions alike when their Ramparts, foundations and the cards
        of their Reserves are the same, and neither has a Rampart vacancy waiting. Alike positions are
        won or lost together: a place may hold a card only if the four Ramparts at the ends of its row
        and column are all occupied (else that vacancy would be waiting, Rule IV and note
        besieged-city-6), call such places usable; both Reserves lie on usable places, and the
        transposition (note besieged-city-4) first moves each card on a place the other leaves empty to
        a usable place the other fills (no vacancy can arise), then swaps occupied places. So a winning
        line is a chain of other moves, each after some transpositions; only the position each such move
        makes matters, up to likeness. The moves of the Ramparts that do not empty a Rampart need no
        transposition. A card X of the Reserve built on a Rampart Q needs X in a usable place of Q's line:
        one transposition of X to the first such place (kept here; its two copies are alike). The last
        card of a Rampart Q going up or away leaves Q empty, then filled by a card Y of its line chosen by
        the player, or left empty when its line is empty: kept are one transposition of each card Y into
        Q's line, and the moves of the cards of Q's line, one by one, to the first empty usable place off
        it. A transposition into an empty place that is not usable makes vacancies at once (the empty
        Ramparts at its ends, whose lines were empty), and the card moved, the only card of those lines,
        fills whichever of them the player chooses (note besieged-city-6); the others' lines are empty
        again: so for each card X and empty Rampart Q, one transposition of X to a place of Q's line is
        kept (after it, X may fill Q whatever the other empty ends of that place). After each move so
        prepared, the position is alike to the winning line's."""
        lines = state.table.derived(Lines)
        piles = state.piles
        if piles[lines.stock] or piles[lines.talon] or state.hooks.vacancy(state) >= 0:  # type: ignore[attr-defined]
            return moves
        index = state.table.index
        reserve, ramparts, line, ends = lines.reserve, lines.ramparts, lines.line, lines.ends
        held = [p for p in reserve if piles[p]]
        if not held:
            return moves
        usable = [p for p in reserve if all(piles[r] for r in ends[p])]
        cards = {piles[p][-1] for p in held}
        first_at = {c: next(p for p in held if piles[p][-1] == c) for c in cards}
        wanted: set[tuple[int, int]] = set()

        def pair(a: int, b: int) -> None:
            if a != b:
                wanted.add((a, b) if a < b else (b, a))

        def into_line(q: int, c: int) -> None:
            """A copy of card c into a usable place of q's line (unless one is there already)."""
            places = line[q]
            if any(piles[p] and piles[p][-1] == c for p in places):
                return
            spots = [p for p in places if p in usable]
            if spots:
                pair(first_at[c], next((p for p in spots if not piles[p]), spots[0]))

        onto = state.table.onto
        leaving = {index[m.args[0]] for m in moves if m.kind == "move"}
        for q in ramparts:
            pile = piles[q]
            if pile:
                accepted = onto[pile[-1]]
                for c in cards:
                    if c in accepted:
                        into_line(q, c)
                if len(pile) == 1 and q in leaving:
                    for c in cards:
                        into_line(q, c)
                    off = [p for p in usable if not piles[p] and p not in line[q]]
                    if off:
                        for p in line[q]:
                            if piles[p]:
                                pair(p, off[0])
            else:  # no vacancy waits, so Q's line is empty: a card moved into it may fill Q
                for c in cards:
                    pair(first_at[c], line[q][0])
        kept: list[Move] = []
        built: set[tuple[int, int]] = set()
        for m in moves:
            if m.kind == "transpose":
                a, b = index[m.args[0]], index[m.args[1]]
                if (a, b) in wanted or (b, a) in wanted:
                    kept.append(m)
            elif m.kind == "move" and (src := index[m.args[0]]) in lines.ends:
                dst = index[m.args[1]]
                if (piles[src][-1], dst) not in built:
                    built.add((piles[src][-1], dst))
                    kept.append(m)
            else:
                kept.append(m)
        return kept


KNOWLEDGE = BesiegedCityKnowledge()
