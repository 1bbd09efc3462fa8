"""The Great Thirteen's solver knowledge: the relaxation behind ``GreatThirteenHooks.hopeless``,
and the game's compact form for the solver's beams (``GreatThirteenForm``).

This module exists to keep ``great_thirteen.py`` (the rules, as the text gives them) short, and to
run the relaxation the hook's docstring proves sound in one pass: the solver asks it of every
position it meets, and a run that scanned each re-dealt packet afresh for each value every numeral
waits for took most of the solve's time. The answer is the same (the relaxation's fixed point is
unique: see :func:`stuck`). The form exists because the deals the solver leaves undecided fall
only to beams wider than the engine's ``State`` lets it search within the time limit
(``patience.compact_beam`` says why a form, and what it must keep).
"""

from __future__ import annotations

from collections.abc import Sequence, Set as AbstractSet
from typing import TYPE_CHECKING

from ..cards import RANKS_OF_CODES
from ..moves import MOVE, REDEAL, Move

if TYPE_CHECKING:
    from ..state import State

KING = 13
PACKETS = 8
# The piles in the game's order: balcony B1-B8, numerals N1-N8, ground packets G1-G8.
PILE_NAMES = tuple(f"{row}{k}" for row in "BNG" for k in range(1, PACKETS + 1))

# A position in the form: (packets, columns, passed, redeals, up) - the values of each ground
# packet's cards, bottom first, as bytes; each column of balcony and numeral by its number
# (``great_thirteen._COLUMN``: what its future reads), in place order; the ground packets the
# re-deal has passed (the "packet" counter); the re-deals made; the cards on the numerals.
Position = tuple[tuple[bytes, ...], tuple[int, ...], int, int, int]
# What a form reads of its columns alone (``GreatThirteenForm._read_columns``), and how many it keeps.
ColumnsRead = tuple[frozenset[int], dict[int, list[tuple[int, int]]], dict[int, list[tuple[int, int]]],
                    list[tuple[int, ...]], frozenset[int]]
COLUMNS_KEPT = 50_000
# In the re-deal of packet k, the place of its card dealt first on place j (Rule III: from the next on the right).
DEALT_FROM = tuple(tuple((j - k - 1) % PACKETS for j in range(PACKETS)) for k in range(PACKETS))


def lost_by_relaxation(packets: Sequence[bytes], passed: int, wanted: list[tuple[int, ...]],
                       needed: AbstractSet[int] | None = None) -> bool:
    """``GreatThirteenHooks.hopeless`` (its docstring gives the proof): ``packets`` the values of the
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
    """The Great Thirteen's positions for the solver's beams (``compact_beam.BeamForm``), as
    ``Position`` tuples. Each column's number says all the moves read of it (``_COLUMN``): the value
    its numeral takes next, the number it has after taking it, and whether it is vacant (Rule II);
    the moves are listed as the engine lists them (each ground packet in turn, its uppermost card to
    each numeral in turn that takes it, but one numeral of each number, as ``worth_trying`` keeps;
    a card a vacant numeral waits for to the vacant ones alone, Rule II; then the re-deal, which the
    first time waits until no card can be placed), and the key is ``GreatThirteenHooks.key``'s, byte
    for byte."""

    def __init__(self, column: list[list[int]], still_wanted: list[list[tuple[int, ...]]]) -> None:
        """``column[base][top]`` and ``still_wanted[base][top]`` as ``great_thirteen`` computes them
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
