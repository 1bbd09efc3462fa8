"""The Salic Law's solver knowledge once the deal is ended: the play that is left, searched to the end.

This module exists to keep ``salic_law.py`` (the rules, as the text gives them) short; the solver
reaches it only through ``SalicLawHooks.hopeless``, whose docstring gives the proof. Once the pack is
dealt out, the position is small and wholly in view ("all the cards in each packet may be examined",
Rule I): each packet a pile of ranks, the foundations a set of heights, and the kings still due
their card. :func:`after_the_deal` searches that play to the end in this abstract form (and
:func:`to_the_end` the last cards of the deal before it, each dealt where the deal sends it), with the
knowledge the proof names (the hook's safe move, and moves that are dominated), and keeps what it
learns per table (``Table.derived``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import ACE, KING, QUEEN

if TYPE_CHECKING:
    from ..state import State, Table

# A position after the deal: the packets (each a flag, 1 when its king has not had its card, and its
# places in the foundations' sequence, bottom first) sorted, the foundations' heights sorted, and
# the number of freed kings still due their card.
Packet = tuple[int, tuple[int, ...]]
Position = tuple[tuple[Packet, ...], tuple[int, ...], int]

SEARCH_LIMIT = 60_000  # positions one question may search; past it the answer is "not proved lost"
CACHE_LIMIT = 400_000  # positions kept between questions (per table), forgotten all at once past it


class Layout:
    """What the search reads from the table (per table: a small test deck has its own), and what it
    has learnt: positions proved lost, positions found won."""

    def __init__(self, table: Table) -> None:
        foundations = table.group_piles["foundations"]
        spec = table.foundation_of[foundations[0]]
        assert spec is not None
        self.foundations = tuple(foundations)
        self.place = {rank: k for k, rank in enumerate(spec.sequence)}
        self.length = len(spec.sequence)
        self.kings = tuple(table.group_piles["kings"])
        self.packets = tuple(table.group_piles["packets"])
        self.lost: set[Position] = set()
        self.won: set[Position] = set()


def abstract(state: State, layout: Layout) -> Position | None:
    """The position after the deal in the search's form, or None when a packet holds a card no
    foundation takes (a position set out by hand)."""
    piles = state.piles
    placed = state.counters.get("placed", 0)
    place = layout.place
    packets: list[Packet] = []
    cells = 0
    for k, i in enumerate(layout.packets):
        pile = piles[i]
        due = 0 if placed >> k & 1 else 1
        if pile:
            ranks = []
            for c in pile:
                p = place.get(c >> 2)
                if p is None:
                    return None
                ranks.append(p)
            packets.append((due, tuple(ranks)))
        elif due and piles[layout.kings[k]]:
            cells += 1
    packets.sort()
    return tuple(packets), tuple(sorted(len(piles[f]) for f in layout.foundations)), cells


def after_the_deal(state: State) -> bool | None:
    """Once the pack is dealt out: False when no line of play from ``state`` wins, True when one
    does, None when the search passed its limit (or the position is not of the kind searched)."""
    layout = state.table.derived(Layout)
    if state.piles[state.stock_index]:
        return None
    start = abstract(state, layout)
    if start is None:
        return None
    if len(layout.lost) + len(layout.won) > CACHE_LIMIT:
        layout.lost.clear()
        layout.won.clear()
    try:
        return _search(start, layout, [SEARCH_LIMIT])
    except _Limit:
        return None


def to_the_end(state: State, most: int) -> bool | None:
    """During the deal, with at most ``most`` cards left in the pack: as :func:`after_the_deal`, the
    rest of the deal searched too (each card dealt where the deal sends it, cards put up between)."""
    layout = state.table.derived(Layout)
    stock = state.piles[state.stock_index]
    if not stock:
        return after_the_deal(state)
    if len(stock) > most or state.counters.get("placed", 0):
        return None
    piles, place = state.piles, layout.place
    columns: list[tuple[int, ...]] = []
    for k, i in enumerate(layout.packets):
        if not piles[layout.kings[k]]:
            break
        ranks = [place.get(c >> 2, -1) for c in piles[i]]
        if -1 in ranks:
            return None
        columns.append(tuple(ranks))
    heights = tuple(sorted(len(piles[f]) for f in layout.foundations))
    dealt = tuple(c >> 2 for c in stock)
    if any(r not in place and r not in (QUEEN, KING) for r in dealt):
        return None
    if len(layout.lost) + len(layout.won) > CACHE_LIMIT:
        layout.lost.clear()
        layout.won.clear()
    try:
        return _deal_search((tuple(columns), heights, dealt), layout, [SEARCH_LIMIT])
    except _Limit:
        return None


def _deal_search(position: tuple[tuple[tuple[int, ...], ...], tuple[int, ...], tuple[int, ...]], layout: Layout,
                 budget: list[int]) -> bool:
    """The search during the deal: the packets in the kings' order (the last receives the deal), the
    foundations' heights, the ranks left in the pack (dealt from the end)."""
    if position in layout.lost:
        return False
    if position in layout.won:
        return True
    columns, heights, stock = position
    if not stock:
        packets = sorted((1, ranks) for ranks in columns if ranks)
        cells = sum(1 for ranks in columns if not ranks)
        return _search((tuple(packets), heights, cells), layout, budget)
    budget[0] -= 1
    if budget[0] < 0:
        raise _Limit
    lowest = heights[0]
    open_at = set(heights)
    children = []
    safe = None
    for k, ranks in enumerate(columns):
        if ranks and ranks[-1] in open_at:
            p = ranks[-1]
            h = list(heights)
            h[h.index(p)] = p + 1
            h.sort()
            child = (columns[:k] + (ranks[:-1],) + columns[k + 1:], tuple(h), stock)
            if p <= lowest:  # the hook's safe move
                safe = child
                break
            children.append(child)
    if safe is not None:
        children = [safe]
    else:  # the deal: a king begins the next packet, an ace goes up, a queen aside, others on the last
        rank, rest = stock[-1], stock[:-1]
        if rank == KING:
            child = (columns + ((),), heights, rest)
        elif rank == QUEEN:
            child = (columns, heights, rest)
        elif rank == ACE:
            h = list(heights)
            h[h.index(0)] = 1
            h.sort()
            child = (columns, tuple(h), rest)
        else:
            child = (columns[:-1] + (columns[-1] + (layout.place[rank],),), heights, rest)
        children.append(child)
    for child in children:
        if _deal_search(child, layout, budget):
            layout.won.add(position)  # type: ignore[arg-type]
            return True
    layout.lost.add(position)  # type: ignore[arg-type]
    return False


class _Limit(Exception):
    pass


def _search(position: Position, layout: Layout, budget: list[int]) -> bool:
    """Depth-first search with the learnt sets (every move puts a card up or spends a king's card,
    so no position comes back: a position is proved lost once all its children are)."""
    if position in layout.lost:
        return False
    if position in layout.won:
        return True
    packets, heights, cells = position
    length = layout.length
    if heights[0] == length:
        return True
    budget[0] -= 1
    if budget[0] < 0:
        raise _Limit
    lowest = heights[0]
    open_at = set(heights)
    # Cards held: those not alone on a king that has had its card (a card so placed covers nothing
    # and frees no king when it leaves); how many of each rank.
    held = [0] * (length + 1)
    for due, ranks in packets:
        if due or len(ranks) > 1:
            for p in ranks:
                held[p] += 1
    up: list[int] = []
    safe = -1
    for k, (due, ranks) in enumerate(packets):
        p = ranks[-1]
        if p in open_at:  # a foundation of height p takes the card at place p of the sequence
            alone = not due and len(ranks) == 1
            # The safe moves: every foundation has reached the rank below, or there are as many
            # foundations of that height as cards of the rank held (this one among them).
            if p <= lowest or heights.count(p) >= held[p] + alone:
                safe = k
                break
            up.append(k)
    children: list[Position] = []
    if safe >= 0:
        children.append(_up(packets, heights, cells, safe))
    else:
        # A card alone on a king that has had its card goes up only if no held card of its rank can.
        held_up = {packets[k][1][-1] for k in up if packets[k][0] or len(packets[k][1]) > 1}
        met: set[Packet] = set()
        for k in up:
            packet = packets[k]
            if packet in met or (not packet[0] and len(packet[1]) == 1 and packet[1][-1] in held_up):
                continue
            met.add(packet)
            children.append(_up(packets, heights, cells, k))
        if cells:
            # A card to a freed king: only one with a card beneath it (the others are dominated).
            met.clear()
            for k, packet in enumerate(packets):
                if len(packet[1]) > 1 and packet not in met:
                    met.add(packet)
                    children.append(_to_king(packets, heights, cells, k))
    for child in children:
        if _search(child, layout, budget):
            layout.won.add(position)
            return True
    layout.lost.add(position)
    return False


def _up(packets: tuple[Packet, ...], heights: tuple[int, ...], cells: int, k: int) -> Position:
    due, ranks = packets[k]
    p = ranks[-1]
    rest = list(packets[:k] + packets[k + 1:])
    if len(ranks) > 1:
        rest.append((due, ranks[:-1]))
    elif due:
        cells += 1  # the packet is emptied: its king is freed and may take a card
    rest.sort()
    h = list(heights)
    h[h.index(p)] = p + 1
    h.sort()
    return tuple(rest), tuple(h), cells


def _to_king(packets: tuple[Packet, ...], heights: tuple[int, ...], cells: int, k: int) -> Position:
    due, ranks = packets[k]
    rest = list(packets[:k] + packets[k + 1:])
    rest.append((due, ranks[:-1]))
    rest.append((0, ranks[-1:]))
    rest.sort()
    return tuple(rest), heights, cells - 1
