"""The Great Thirteen's solver knowledge: the relaxation behind ``GreatThirteenHooks.hopeless``.

This module exists to keep ``great_thirteen.py`` (the rules, as the text gives them) short, and to
run the relaxation the hook's docstring proves sound in one pass: the solver asks it of every
position it meets, and a run that scanned each re-dealt packet afresh for each value every numeral
waits for took most of the solve's time. The answer is the same (the relaxation's fixed point is
unique: see :func:`stuck`). It also holds :func:`playout`, the greedy play on values alone that the
move ordering ``GreatThirteenHooks.playout_evaluate`` counts: an ordering's measure, asked of
every position the probes by it meet, so written on plain lists rather than through the state API.
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
    ``gone`` then was); each numeral waits on the value it wants until a card of it can be reached."""
    available = list(free)  # values some card of which is free or can be reached
    gone = [0] * (KING + 1)
    newly: list[int] = []  # values that have just become available
    blocked: list[list[int]] = [[] for _ in range(KING + 1)]  # packets stopped at a card of that value
    at = [len(p) - 1 for p in packets]  # each packet's next card to read, from the top
    aboves = [[0] * (KING + 1) for _ in packets]  # the cards of each value read so far

    def read(i: int) -> None:
        packet, above, k = packets[i], aboves[i], at[i]
        while k >= 0:
            v = packet[k]
            k -= 1
            if not available[v]:
                available[v] = True
                newly.append(v)
            above[v] += 1
            if above[v] > gone[v]:
                blocked[v].append(i)
                break
        at[i] = k

    for i in range(len(packets)):
        read(i)
    reached = [0] * len(wanted)
    waiting: list[list[int]] = [[] for _ in range(KING + 1)]  # numerals waiting for a value

    def climb(n: int) -> None:
        values, k = wanted[n], reached[n]
        while k < len(values):
            v = values[k]
            if not available[v]:
                waiting[v].append(n)
                break
            k += 1
            gone[v] += 1
            if blocked[v]:
                stopped, blocked[v] = blocked[v], []
                for i in stopped:
                    read(i)
        reached[n] = k

    for n in range(len(wanted)):
        climb(n)
    while newly:
        v = newly.pop()
        if waiting[v]:
            ready, waiting[v] = waiting[v], []
            for n in ready:
                climb(n)
    return any(k < len(values) for k, values in zip(reached, wanted))


# NEXT[b][t]: the value a numeral under a balcony card of value b takes after its uppermost value t
# (0: an empty place, doubling), 0 after a king (the packet has ended). As ``numeral_value``.
NEXT = [[0 if t == KING else ((2 * b) % KING or KING) if t == 0 else ((t + b) % KING or KING)
         for t in range(KING + 1)] for b in range(KING + 1)]
PACKETS = 8


def playout(ground: list[list[int]], balcony: list[int], tops: list[int], packet: int,
            line: list[tuple[int, int]] | None = None) -> int:
    """How many cards one greedy play from here puts on the numerals: a move ordering's measure only
    (``GreatThirteenHooks.playout_evaluate``), never an answer.

    ``ground``: the values of the eight ground packets, bottom first (changed in place: pass copies);
    ``balcony``, ``tops``: each column's balcony value and its numeral's uppermost value (0: empty);
    ``packet``: the next ground packet to re-deal. The play: a card that fills a vacancy first (Rule
    II), else a card a numeral waits for (preferring one after which that numeral's next value, or the
    card it uncovers, can go up at once: a look one card ahead), and when none is left the next ground packet re-dealt as Rule III deals it, until none is left. ``line``,
    if given, gets the play: (ground packet, numeral) for a card, (packet, -1) for a re-deal (the
    tests replay it through the rules)."""
    columns = len(balcony)
    wants = [NEXT[balcony[n]][tops[n]] for n in range(columns)]
    placed = 0
    on_top = [0] * (KING + 1)  # how many ground packets have a card of that value on top
    for pile in ground:
        if pile:
            on_top[pile[-1]] += 1
    while True:
        # Each card a numeral waits for, scored: filling a vacancy first (Rule II), then whether the
        # numeral's next value, or the value of the card beneath, lies on top of a ground packet.
        best = -1
        chosen_g = chosen_n = -1
        for g in range(PACKETS):
            pile = ground[g]
            if pile:
                v = pile[-1]
                below = pile[-2] if len(pile) > 1 else 0
                for n in range(columns):
                    if wants[n] == v:
                        after = NEXT[balcony[n]][v]
                        score = (4 if tops[n] == 0 else 0) + (after == 0 or on_top[after] > (after == v) or after == below) \
                            + (below != 0 and below in wants)
                        if score > best:
                            best, chosen_g, chosen_n = score, g, n
        if chosen_g >= 0:
            pile = ground[chosen_g]
            v = pile.pop()
            on_top[v] -= 1
            if pile:
                on_top[pile[-1]] += 1
            tops[chosen_n] = v
            wants[chosen_n] = NEXT[balcony[chosen_n]][v]
            placed += 1
            if line is not None:
                line.append((chosen_g, chosen_n))
            continue
        while packet < PACKETS and not ground[packet]:
            packet += 1
        if packet >= PACKETS:
            return placed
        cards, ground[packet] = ground[packet], []
        if line is not None:
            line.append((packet, -1))
        place = packet + 1
        for v in cards:
            ground[place % PACKETS].append(v)
            place += 1
        packet += 1
        on_top = [0] * (KING + 1)
        for pile in ground:
            if pile:
                on_top[pile[-1]] += 1
