"""What the solver knows of the Great Thirteen (:class:`GreatThirteenKnowledge`): a key blind to
suits and to where a column stands, one of two like numerals tried, a relaxation that proves a
position lost, a second move ordering, early beams, and the game's compact form for the beams
(``GreatThirteenForm``). Each claim that prunes carries its proof in its docstring.

The relaxation behind ``hopeless`` runs in one pass here (:func:`lost_by_relaxation`): the solver
asks it of every position it meets, and a run that scanned each re-dealt packet afresh for each
value every numeral waits for took most of the solve's time. The answer is the same (the
relaxation's fixed point is unique: see :func:`stuck`). The form exists because the deals the
solver leaves undecided fall only to beams wider than the engine's ``State`` lets it search
within the time limit (``patience.solver.compact_beam`` says why a form, and what it must keep).
"""

from __future__ import annotations

from collections.abc import Sequence, Set as AbstractSet
from typing import TYPE_CHECKING

from ...cards import RANKS_OF_CODES
from ...games.great_thirteen import GreatThirteenHooks, numeral_value
from ...moves import MOVE, REDEAL, Move
from ..knowledge import Knowledge

if TYPE_CHECKING:
    from ...state import State

KING = 13
PACKETS = 8
# The piles in the game's order: balcony B1-B8, numerals N1-N8, ground packets G1-G8.
PILE_NAMES = tuple(f"{row}{k}" for row in "BNG" for k in range(1, PACKETS + 1))

# A position in the form: (packets, columns, passed, redeals, up) - the values of each ground
# packet's cards, bottom first, as bytes; each column of balcony and numeral by its number
# (``_COLUMN``: what its future reads), in place order; the ground packets the
# re-deal has passed (the "packet" counter); the re-deals made; the cards on the numerals.
Position = tuple[tuple[bytes, ...], tuple[int, ...], int, int, int]
# What a form reads of its columns alone (``GreatThirteenForm._read_columns``), and how many it keeps.
ColumnsRead = tuple[frozenset[int], dict[int, list[tuple[int, int]]], dict[int, list[tuple[int, int]]],
                    list[tuple[int, ...]], frozenset[int]]
COLUMNS_KEPT = 50_000
# In the re-deal of packet k, the place of its card dealt first on place j (Rule III: from the next on the right).
DEALT_FROM = tuple(tuple((j - k - 1) % PACKETS for j in range(PACKETS)) for k in range(PACKETS))


def _still_wanted(base: int, top: int | None) -> tuple[int, ...]:
    """The values a numeral under a balcony card of value ``base`` takes from now on, in order, its
    uppermost value being ``top`` (None: an empty place)."""
    values = []
    value = numeral_value(base, top)
    # (At most twelve values come; the bound only stops the count under a king on the balcony with a
    # numeral other than a king, a place no play reaches: addition there never changes the value.)
    while value is not None and len(values) < KING:
        values.append(value)
        value = numeral_value(base, value)
    return tuple(values)


# For the solver's hopeless: _STILL_WANTED[base][top] (top 0: an empty place), computed once.
_STILL_WANTED = [[_still_wanted(base, top or None) for top in range(KING + 1)] for base in range(1, KING + 1)]
_STILL_WANTED.insert(0, [()] * (KING + 1))  # (no card has value 0)


def _column_numbers() -> list[list[int]]:
    """For the solver's key and worth_trying: _COLUMN[base][top] (top 0: an empty place) numbers a
    column of balcony and numeral by all that its future reads, the values its numeral still takes,
    in order, and whether it is vacant (Rule II); columns alike in both have one number (every
    numeral ended with its king, every one waiting for its king alone). Base 0 (no balcony card, in
    a position set out by hand) keeps its top."""
    numbers: dict[object, int] = {}
    return [[numbers.setdefault(("none", top) if not base else (_STILL_WANTED[base][top], top == 0), len(numbers))
             for top in range(KING + 1)] for base in range(KING + 1)]


_COLUMN = _column_numbers()


def lost_by_relaxation(packets: Sequence[bytes], passed: int, wanted: list[tuple[int, ...]],
                       needed: AbstractSet[int] | None = None) -> bool:
    """``GreatThirteenKnowledge.hopeless`` (its docstring gives the proof): ``packets`` the values of the
    ground packets' cards in place order, bottom first; ``passed`` how many of them the re-deal has
    taken up or passed over; ``wanted`` for each numeral not yet ended, the values it takes next
    (``needed``, where the caller has it: all those values)."""
    if passed == 0:
        return False
    dealt = [p for p in packets[:passed] if p]
    if not dealt:
        return False
    still_to_deal = set(b"".join(packets[passed:]))
    if still_to_deal.issuperset(set().union(*wanted) if needed is None else needed):
        return False  # (every value a numeral still takes is free: each climbs to its king at once)
    free = [False] * (KING + 1)
    for v in still_to_deal:
        free[v] = True
    return stuck(dealt, free, wanted)


class GreatThirteenForm:
    """The Great Thirteen's positions for the solver's beams (``knowledge.BeamForm``), as
    ``Position`` tuples. Each column's number says all the moves read of it (``_COLUMN``): the value
    its numeral takes next, the number it has after taking it, and whether it is vacant (Rule II);
    the moves are listed as the engine lists them (each ground packet in turn, its uppermost card to
    each numeral in turn that takes it, but one numeral of each number, as ``worth_trying`` keeps;
    a card a vacant numeral waits for to the vacant ones alone, Rule II; then the re-deal, which the
    first time waits until no card can be placed), and the key is ``GreatThirteenKnowledge.key``'s,
    byte for byte."""

    rules = GreatThirteenHooks

    def __init__(self, column: list[list[int]], still_wanted: list[list[tuple[int, ...]]]) -> None:
        """``column[base][top]`` and ``still_wanted[base][top]`` as this module computes them
        (top 0: a vacant numeral; base 0 is not used: a position without a balcony card has no form)."""
        self.column = column
        count = 1 + max(max(row) for row in column)
        self.next_value = [0] * count  # the value the column's numeral takes next (0: ended with its king)
        self.after = [0] * count  # the column's number once it has taken that value
        self.vacant = [False] * count
        self.wanted: list[tuple[int, ...]] = [()] * count
        for base in range(1, KING + 1):
            for top in range(KING + 1):
                number, values = column[base][top], still_wanted[base][top]
                self.wanted[number] = values
                self.vacant[number] = top == 0
                if values:
                    self.next_value[number] = values[0]
                    self.after[number] = column[base][values[0]]
        self.ended = frozenset(n for n in range(count) if not self.vacant[n] and not self.wanted[n])
        self.moves = [[Move(MOVE, (f"G{g + 1}", f"N{n + 1}")) for n in range(PACKETS)] for g in range(PACKETS)]
        self.redeal = Move(REDEAL)
        # What the moves read of the columns alone, worked out once for each arrangement met:
        # ``_read_columns``. (A beam of width 512 meets some 9,000: its positions share them.)
        self.columns_read: dict[tuple[int, ...], ColumnsRead] = {}

    def _read_columns(self, columns: tuple[int, ...]) -> ColumnsRead:
        """For these columns: the values the vacant numerals wait for; for each value, the numerals
        to try a card of it on (one of each number, as ``worth_trying`` keeps), of all and of the
        vacant ones alone (Rule II); the values each numeral not yet ended takes, and all of them (``hopeless``)."""
        read = self.columns_read.get(columns)
        if read is None:
            if len(self.columns_read) >= COLUMNS_KEPT:
                self.columns_read.clear()
            next_value, vacant, wanted = self.next_value, self.vacant, self.wanted
            takers: dict[int, list[tuple[int, int]]] = {}
            vacant_takers: dict[int, list[tuple[int, int]]] = {}
            for n, c in enumerate(columns):
                value = next_value[c]
                for kept, open_to in ((takers, True), (vacant_takers, vacant[c])):
                    if value and open_to:
                        numerals = kept.setdefault(value, [])
                        if all(c != other for _, other in numerals):
                            numerals.append((n, c))
            waited = frozenset(next_value[c] for c in columns if vacant[c])
            read = self.columns_read[columns] = (waited, takers, vacant_takers,
                                                 [wanted[c] for c in columns if wanted[c]],
                                                 frozenset().union(*(wanted[c] for c in columns)))
        return read

    def start(self, state: State) -> Position | None:
        piles, counters = state.piles, state.counters
        if tuple(state.table.names) != PILE_NAMES or set(counters) - {"packet", "redeals"}:
            return None  # (another table, or a position set out by hand with counters of its own)
        if not all(piles[:PACKETS]):
            return None  # (a position set out by hand without a balcony card)
        packets = tuple(bytes(pile).translate(RANKS_OF_CODES) for pile in piles[2 * PACKETS:])
        columns = tuple(self.column[b[-1] >> 2][(n[-1] >> 2) if n else 0]
                        for b, n in zip(piles[:PACKETS], piles[PACKETS:2 * PACKETS]))
        up = sum(map(len, piles[PACKETS:2 * PACKETS]))
        return packets, columns, counters.get("packet", 0), counters["redeals"], up

    def children(self, form: Position) -> list[tuple[Move, Position]]:
        packets, columns, passed, redeals, up = form
        waited, takers, vacant_takers, _, _ = self._read_columns(columns)
        after = self.after
        out: list[tuple[Move, Position]] = []
        for g, packet in enumerate(packets):
            if not packet:
                continue
            # Rule II: a card of a value a vacant numeral waits for goes to a vacancy, not by addition.
            numerals = (vacant_takers if packet[-1] in waited else takers).get(packet[-1])
            if numerals:
                moves, rest = self.moves[g], packets[:g] + (packet[:-1],) + packets[g + 1:]
                for n, c in numerals:
                    out.append((moves[n], (rest, columns[:n] + (after[c],) + columns[n + 1:], passed, redeals, up + 1)))
        if redeals < PACKETS and not (redeals == 0 and out):
            for k in range(passed, PACKETS):
                packet = packets[k]
                if packet:  # Rule III: dealt from its bottom card on the places in turn from the next on the right
                    # (so place j gets every eighth card, from the one dealt first on it: ``DEALT_FROM``)
                    dealt = [p + packet[first::PACKETS] for p, first in zip(packets, DEALT_FROM[k])]
                    dealt[k] = packet[PACKETS - 1::PACKETS]  # (its own place, emptied, comes last)
                    out.append((self.redeal, (tuple(dealt), columns, k + 1, redeals + 1, up)))
                    break
        return out

    def key(self, form: Position) -> bytes:
        packets, columns, passed, redeals, _ = form
        return b"\xff".join((*packets, bytes(sorted(columns)), bytes((passed, redeals))))

    def value(self, form: Position) -> int:
        return form[4] * 1000  # the solver's evaluation: cards on the foundations (the numerals)

    def is_won(self, form: Position) -> bool:
        return self.ended.issuperset(form[1])

    def ordered_by(self, number: int) -> None:
        return None  # (the Great Thirteen's other orderings search states)

    def hopeless(self, form: Position) -> bool:
        read = self._read_columns(form[1])
        return lost_by_relaxation(form[0], form[2], read[3], read[4])


def stuck(packets: list[bytes], free: list[bool], wanted: list[tuple[int, ...]]) -> bool:
    """Whether some numeral stops short of its king in the relaxation of ``hopeless``.

    ``packets``: the values of the re-dealt ground packets, bottom first; ``free[v]``: a card of value
    ``v`` lies in a packet still to be re-dealt; ``wanted``: for each numeral not yet ended, the values
    it takes next, in order. A card of a re-dealt packet can be reached when, for each value, the
    cards of that value above it are no more than the numerals that have reached that value
    (``gone``); a numeral reaches the values it waits for in its order, each when a card of that
    value is free or can be reached.

    Every step only adds: a numeral reaching a value raises ``gone``, which only lets more cards be
    reached, which only lets numerals reach further. So the steps may be taken in any order and end
    at the same place: here each packet is read once from the top, down to the first card whose
    value it holds more of above (itself counted) than ``gone`` allows, and waits there until
    ``gone`` of that value rises (by one it is again allowed: when it stopped, it held one more than
    ``gone`` then was); each numeral waits on the value it wants until a card of it can be reached.
    The answer is known as soon as every numeral has reached its king."""
    available = list(free)  # values some card of which is free or can be reached
    gone = [0] * (KING + 1)
    blocked: list[list[int]] = [[] for _ in range(KING + 1)]  # packets stopped at a card of that value
    waiting: list[list[int]] = [[] for _ in range(KING + 1)]  # numerals waiting for a value
    at = [len(p) - 1 for p in packets]  # each packet's next card to read, from the top
    aboves = [[0] * (KING + 1) for _ in packets]  # the cards of each value read so far
    reached = [0] * len(wanted)
    unfinished = len(wanted)
    # What is left to do, as two lists of work (not calls: this runs at every position searched).
    to_read = list(range(len(packets)))
    to_climb = list(range(len(wanted)))
    while to_read or to_climb:
        while to_read:  # read packets down to a card whose value they hold more of than ``gone`` allows
            i = to_read.pop()
            packet, above, k = packets[i], aboves[i], at[i]
            while k >= 0:
                v = packet[k]
                k -= 1
                if not available[v]:
                    available[v] = True
                    if waiting[v]:
                        to_climb += waiting[v]
                        waiting[v] = []
                above[v] += 1
                if above[v] > gone[v]:
                    blocked[v].append(i)
                    break
            at[i] = k
        while to_climb:  # numerals climb while the value they want next is available
            n = to_climb.pop()
            values, k = wanted[n], reached[n]
            end = len(values)
            while k < end:
                v = values[k]
                if not available[v]:
                    waiting[v].append(n)
                    break
                k += 1
                gone[v] += 1
                if blocked[v]:
                    to_read += blocked[v]
                    blocked[v] = []
            reached[n] = k
            if k == end:
                unfinished -= 1
                if not unfinished:
                    return False  # every numeral reaches its king
    return unfinished > 0


class GreatThirteenKnowledge(Knowledge):
    """The key, the like numerals, the relaxation, the other ordering, the early beams and the form."""

    # The piles as the rules count them: balcony B1-B8 (0-7), numerals N1-N8 (8-15), ground packets G1-G8 (16-23).
    BALCONY, NUMERALS, GROUND = GreatThirteenHooks.BALCONY, GreatThirteenHooks.NUMERALS, GreatThirteenHooks.GROUND

    # Wide beams win deals the probes' growing rounds reach only late (of deals 0-79, five of the six
    # left undecided in 10 s fell to a beam of width 256 or 512), so both processes probe and share
    # early beams, run straight after the first round. Over the compact form (``beam_form``) a beam
    # is about three times as fast, so beams of 1024 fit. The first ordering (cards up) ties most
    # positions of a level, so the beams of 1024 break ties each by its own random order: seeds 0-3,
    # taken in turn, not chosen by the deals they win (a portfolio of tie-breaks, not a tuning).
    early_beams = (512, (1024, 0, 0), (1024, 0, 1), (1024, 0, 2), (1024, 0, 3))
    probes_on_both_cores = True
    beam_form = GreatThirteenForm(_COLUMN, _STILL_WANTED)

    def hopeless(self, state: State) -> bool:
        """True when some numeral can never end with a king, shown by a relaxation of the game in
        which only the ground packets already re-dealt (or passed over) keep their order.

        The relaxation: every card of a packet still to be re-dealt is taken as always available;
        in a packet already re-dealt, a card can be reached when, for each value, the cards of that
        value above it are no more than the numerals that have reached that value. A numeral
        "reaches" the values it waits for in its order, each when a card of that value can be
        reached. This is repeated until nothing changes (:func:`stuck`); if some
        numeral has not reached its king, the position is lost.

        Why: Rule III deals each ground packet once, from the first to the eighth, so a packet
        already dealt keeps the order of its cards for the rest of the game (cards only leave it
        from the top, Rule I, or are dealt on top of it). A card leaves the ground only onto a
        numeral that waits for its value, and each numeral takes its values (2b, 3b, ... 13b,
        the excess over thirteen counting: all different, thirteen being prime) once each, one at
        a time, in a fixed order. So in any real line of play, each time a card goes onto a
        numeral, the cards that lay above it in a re-dealt packet have already gone, those of one
        value onto as many different numerals that had by then taken that value: by induction on
        the moves, no numeral ever gets further than the relaxation lets it (the relaxation only
        drops obstacles: the order of the packets not yet re-dealt, the cards dealt on top later,
        which copy of a value each numeral takes, Rule II and when the re-deal may be made)."""
        passed = min(state.counters.get("packet", 0), PACKETS)
        if passed == 0:
            return False  # (before the re-deal: every packet counts as still to be re-dealt)
        piles = state.piles
        wanted: list[tuple[int, ...]] = []
        for b, n in zip(self.BALCONY, self.NUMERALS):
            balcony, numeral = piles[b], piles[n]
            if not balcony:
                return False  # (a position set out by hand)
            values = _STILL_WANTED[balcony[-1] >> 2][numeral[-1] >> 2 if numeral else 0]
            if values:
                wanted.append(values)
        packets = [bytes(piles[g]).translate(RANKS_OF_CODES) for g in self.GROUND]
        return lost_by_relaxation(packets, passed, wanted)

    def worth_trying(self, state: State, moves: list[Move]) -> list[Move]:
        """Of the moves of one card to numerals that will take the same values from now on, in the
        same order, both vacant or both not (``_COLUMN``: under balcony cards of the same value that
        wait for the same value, or two numerals each waiting for its king alone), only the first is kept.

        Why no win is lost: nothing in the rules reads a card's suit, nor a numeral's cards below its
        uppermost one. The value a numeral takes next is counted from the value of the balcony card
        above it and of its uppermost card (by doubling on an empty place, by addition after), and
        Rule II reads only which places are vacant and what they wait for; the re-deal of Rule III
        moves the ground packets alone, and the game is won when every numeral ends with a king
        (13b is a king, and a numeral takes nothing after it). Two numerals that will take the same
        values in the same order, both vacant or both not, therefore have the same future, card for
        card: placing the card on one or on the other gives two positions with equal keys (``key``),
        alike for winning by its proof."""
        piles, index = state.piles, state.table.index
        kept: list[Move] = []
        seen: set[tuple[str, int, int | None]] = set()
        for m in moves:
            if m.kind == MOVE:
                dst = index[m.args[1]]
                if dst in self.NUMERALS:
                    balcony = piles[dst - PACKETS]
                    if balcony:
                        numeral = piles[dst]
                        mark = (m.args[0], _COLUMN[balcony[-1] >> 2][numeral[-1] >> 2 if numeral else 0])
                        if mark in seen:
                            continue
                        seen.add(mark)
            kept.append(m)
        return kept

    def other_evaluate(self, state: State) -> int | None:
        """The solver's other move ordering (its probes try both; the deals divide between them):
        once the re-deal has begun, the cards on the numerals first, then how near the surface of
        the ground packets lie cards of the values the numerals take next (Rule I: only the
        uppermost card is available, so a wanted card lying deep waits for the cards above it)."""
        if state.counters.get("packet", 0) < 1:
            return None
        piles = state.piles
        up = 0
        wanted: list[int] = []
        for b, n in zip(self.BALCONY, self.NUMERALS):
            balcony, numeral = piles[b], piles[n]
            up += len(numeral)
            if balcony:
                value = numeral_value(balcony[-1] >> 2, numeral[-1] >> 2 if numeral else None)
                if value is not None:
                    wanted.append(value)
        depth = [KING + 1] * (KING + 1)  # for each value, the fewest cards above one in a ground packet
        for g in self.GROUND:
            pile = piles[g]
            top = len(pile) - 1
            for k in range(top, max(-1, top - KING), -1):
                v = pile[k] >> 2
                depth[v] = min(depth[v], top - k)
        return up * 1000 - sum([depth[v] for v in wanted])

    def key(self, state: State) -> bytes:
        """The solver's key: the values of the cards of each ground packet, packet by packet; the
        columns of balcony and numeral as a set, each by the values its numeral will take from now on,
        in order, and whether it is vacant (``_COLUMN``: so every numeral ended with its king is one,
        and every one waiting for its king alone, whatever the balcony card above); and the counters.

        Why two positions with equal keys are alike for winning: nothing in the rules reads a
        card's suit (the numerals do not follow suit), nor a numeral's cards below its uppermost
        one, nor where a column of balcony and numeral stands. A card may go onto a numeral when
        its value is the one the numeral takes next, counted from the balcony card's value and the
        numeral's uppermost value (doubling on an empty place, addition after); Rule II reads
        which vacant numerals wait for which values and which values lie on top of the ground
        packets; the re-deal of Rule III takes the ground packets in their order and deals them
        on the ground places, whatever the cards are; the game is won when every numeral ends with
        a king. So all a column's future reads is the values its numeral takes from now on, in
        order (each move onto it takes the first and leaves the rest), and whether it is vacant.
        If P and Q have equal keys, exchange Q's columns so that each has the future of P's column
        at its place: every move legal in P (a ground packet's uppermost card to a numeral, or the
        re-deal) is legal in Q under the same names, and the two positions after it have equal keys
        again, won or not alike; by induction along any line of play, P can be won exactly when Q
        can. The solver's other knowledge reads no more than the key does: ``worth_trying`` reads
        values and the columns' futures, ``hopeless`` values, the futures and the counters."""
        piles = state.piles
        parts = [bytes(piles[g]).translate(RANKS_OF_CODES) for g in self.GROUND]
        columns = []
        for b in self.BALCONY:
            balcony, numeral = piles[b], piles[b + PACKETS]
            columns.append(_COLUMN[(balcony[-1] >> 2) if balcony else 0][(numeral[-1] >> 2) if numeral else 0])
        columns.sort()
        parts.append(bytes(columns))
        counters = state.counters
        parts.append(bytes((counters.get("packet", 0), counters.get("redeals", 0))))
        if len(counters) > 2:  # (a position set out by hand with counters of its own)
            parts.append(repr(sorted(counters.items())).encode())
        return b"\xff".join(parts)


KNOWLEDGE = GreatThirteenKnowledge()
