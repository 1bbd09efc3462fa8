"""The Great Thirteen's solver knowledge: the relaxation behind ``GreatThirteenHooks.hopeless``.

This module exists to keep ``great_thirteen.py`` (the rules, as the text gives them) short, and to
run the relaxation the hook's docstring proves sound in one pass: the solver asks it of every
position it meets, and a run that scanned each re-dealt packet afresh for each value every numeral
waits for took most of the solve's time. The answer is the same (the relaxation's fixed point is
unique: see :func:`stuck`).
"""

from __future__ import annotations

KING = 13


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
