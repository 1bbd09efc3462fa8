"""The Salic Law's solver knowledge: the play that is left, searched to the end in the ranks alone.

This module exists to keep ``salic_law.py`` (the rules, as the text gives them) short; the solver
reaches it only through ``SalicLawHooks.hopeless`` and ``SalicLawHooks.evaluate``, whose docstrings
give the proofs. The whole game is small and wholly in view ("all the cards in each packet may be
examined", Rule I, and the deal is the pack's fixed order): each packet a pile of ranks, the
foundations a set of heights, the kings still due their card, and the ranks left to deal.
:func:`to_the_end` searches that play to the end in this abstract form, with the knowledge the proof
names (the hook's safe move, and moves that are dominated), and keeps what it learns per table
(``Table.derived``): positions proved lost and positions found won, for the deal being searched.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from ..cards import KING, QUEEN
from ..inner_search import Exhausted, Learnt, Limit, search

if TYPE_CHECKING:
    from ..state import State, Table

# A position after the deal: the packets (each a flag, 1 when its king has not had its card, and its
# places in the foundations' sequence, bottom first) sorted, the foundations' heights sorted, and
# the number of freed kings still due their card.
Packet = tuple[int, tuple[int, ...]]
Position = tuple[tuple[Packet, ...], tuple[int, ...], int]
# A position during the deal: the packets of the kings before the last (sorted: the deal never heaps
# on them again), the last king's packet, the foundations' heights sorted, the cards left to deal.
Column = tuple[int, ...]
DealPosition = tuple[tuple[Column, ...], Column, tuple[int, ...], int]

# Positions the first question of a deal may search (the whole game, from the position before: most
# often decided at once), and the seconds it may take. Deals 0-39 at 10 s: with 650k and 8 s, deal 3
# (a win its search finds after about 580k positions) is won too, and no other deal changes, against
# 350k and 5 s: the search after it follows the win it found in what time is left.
FIRST_LIMIT = 650_000
FIRST_SECONDS = 8.0
SEARCH_LIMIT = 30_000  # a later question near the end (the deal all but done, or ended)
SEARCH_SECONDS = 0.15  # (each also stops at the solve's deadline: patience.inner_search)
NEAR_THE_END = 6  # cards left to deal
GUIDE_LIMIT = 300  # any other later question, once the first has found the deal won: a short search
CACHE_LIMIT = 800_000  # positions kept between questions (per table), forgotten all at once past it
KING_PLACE, QUEEN_PLACE = -1, -2  # a king or a queen in the pack (they go to their rows)


class Layout:
    """What the search reads from the table (per table: a small test deck has its own), and what it
    has learnt: positions proved lost, positions found won (during the deal, for one pack's order)."""

    def __init__(self, table: Table) -> None:
        foundations = table.group_piles["foundations"]
        spec = table.foundation_of[foundations[0]]
        assert spec is not None
        self.foundations = tuple(foundations)
        self.place = {rank: k for k, rank in enumerate(spec.sequence)}
        self.length = len(spec.sequence)
        self.kings = tuple(table.group_piles["kings"])
        self.packets = tuple(table.group_piles["packets"])
        self.stock = table.stock
        self.copies = 4 * table.game.packs  # the copies of a card
        self.after: Learnt[Position] = Learnt()
        self.pack: tuple[int, ...] = ()  # the places of the pack whose deal is searched, dealt from the end
        self.deal: Learnt[DealPosition] = Learnt()
        self.fresh = True  # no question asked yet of the deal being searched
        self.guiding = False  # the first question found the deal won: later ones follow the win

    def forget(self) -> None:
        if len(self.after) + len(self.deal) > CACHE_LIMIT:
            self.after.clear()
            self.deal.clear()


def abstract(state: State, layout: Layout) -> Position | DealPosition | None:
    """The position in the search's form (after or during the deal), or None when it is not of the
    kind searched (a position set out by hand with a card no foundation takes, or kings' cards
    spent during the deal)."""
    piles, place = state.piles, layout.place
    placed = state.counters.get("placed", 0)
    stock = piles[layout.stock]
    if stock:
        if placed:
            return None
        columns: list[Column] = []
        for k, i in enumerate(layout.packets):
            if not piles[layout.kings[k]]:
                break
            ranks = tuple([place.get(c >> 2, -1) for c in piles[i]])
            if -1 in ranks:
                return None
            columns.append(ranks)
        if not columns:
            return None
        pack = tuple([place.get(c >> 2, KING_PLACE if c >> 2 == KING else QUEEN_PLACE) for c in stock])
        if any(r == QUEEN_PLACE and c >> 2 != QUEEN for r, c in zip(pack, stock)):
            return None
        known = len(layout.pack)
        if (pack[:known] != layout.pack) if len(pack) > known else (pack != layout.pack[:len(pack)]):
            layout.pack = ()  # another deal: what was learnt of the last one is forgotten
            layout.fresh = True
            layout.guiding = False
            layout.deal.clear()
        if len(pack) > len(layout.pack):
            layout.pack = pack
        heights = tuple(sorted(len(piles[f]) for f in layout.foundations))
        return tuple(sorted(columns[:-1])), columns[-1], heights, len(pack)
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


def to_the_end(state: State) -> bool | None:
    """False when no line of play from ``state`` wins, True when one does, None when the search
    passed its limits or the solve's deadline (``patience.inner_search``; or the position is not of
    the kind searched). The first question of a deal
    searches first from the position before the last move (in a solve, the position it began from:
    its answer most often decides the deal, and what it learns serves the questions after), within
    ``FIRST_LIMIT`` positions and ``FIRST_SECONDS``; a later question within ``SEARCH_LIMIT`` near
    the end (``NEAR_THE_END`` cards left to deal, or none), else ``GUIDE_LIMIT`` if the first found
    the deal won (to follow the win), else only what was learnt."""
    layout = state.table.derived(Layout)
    start = abstract(state, layout)
    if start is None:
        return None
    layout.forget()
    if layout.fresh:
        layout.fresh = False
        with Limit(FIRST_LIMIT, FIRST_SECONDS) as limit:
            if not state.history:
                found = _ask(start, layout, limit)
                layout.guiding = found is True
                return found
            before = state.clone()
            before.undo()
            layout.guiding = _ask(abstract(before, layout), layout, limit) is True
            return _ask(start, layout, limit)
    if len(start) == 3 or start[-1] <= NEAR_THE_END:
        positions = SEARCH_LIMIT
    else:  # what was learnt answers, else a short search while a win is followed, else nothing
        positions = GUIDE_LIMIT if layout.guiding else 0
    with Limit(positions, SEARCH_SECONDS) as limit:
        return _ask(start, layout, limit)


def search_from(state: State, positions: int = SEARCH_LIMIT, seconds: float = SEARCH_SECONDS) -> bool | None:
    """The search from ``state`` alone, within ``positions`` and ``seconds``: as :func:`to_the_end`."""
    layout = state.table.derived(Layout)
    with Limit(positions, seconds) as limit:
        return _ask(abstract(state, layout), layout, limit)


def _ask(start: Position | DealPosition | None, layout: Layout, limit: Limit) -> bool | None:
    """The search from ``start`` (a position in the search's form, or None: not of the kind searched)."""
    if start is None:
        return None
    # (Within a solve the cyclic garbage collector is held off: ``patience.solver.solve``.)
    try:
        if len(start) == 4:
            return search(start, partial(_deal_children, layout, limit), layout.deal, limit)  # type: ignore[arg-type]
        return search(start, partial(_children, layout), layout.after, limit)  # type: ignore[arg-type]
    except Exhausted:
        return None


def known_won(state: State) -> bool:
    """Whether the position is one the search has found won (for move ordering only)."""
    layout = state.table.derived(Layout)
    start = abstract(state, layout)
    if start is None:
        return False
    return start in (layout.deal.won if len(start) == 4 else layout.after.won)  # type: ignore[operator]


def after_the_deal(state: State) -> bool | None:
    """As :func:`to_the_end`, once the pack is dealt out (None before)."""
    return None if state.piles[state.stock_index] else search_from(state)


def _deal_children(layout: Layout, limit: Limit, position: DealPosition) -> list[DealPosition] | bool:
    """The positions to try during the deal (``inner_search.search``): a safe move alone, else every
    card that can go up (one of each packet alike) and the deal (a king begins the next packet, an
    ace goes up, a queen aside, any other card on the last packet). Once the pack is out, the
    answer of the search after the deal, within the same ``limit``."""
    closed, last, heights, left = position
    if not left:
        packets = [(1, ranks) for ranks in closed if ranks]
        if last:
            packets.append((1, last))
        packets.sort()
        cells = len(closed) + 1 - len(packets)
        return search((tuple(packets), heights, cells), partial(_children, layout), layout.after, limit)
    lowest = heights[0]
    open_at = set(heights)
    children: list[DealPosition] = []
    safe = None
    if last and last[-1] in open_at:
        p = last[-1]
        child = (closed, last[:-1], _raised(heights, p), left)
        if p <= lowest:  # the hook's safe move
            safe = child
        else:
            children.append(child)
    if safe is None:
        met = None
        for k, ranks in enumerate(closed):
            if ranks and ranks[-1] in open_at and ranks != met:
                met = ranks
                p = ranks[-1]
                rest = list(closed)
                rest[k] = ranks[:-1]
                rest.sort()
                child = (tuple(rest), last, _raised(heights, p), left)
                if p <= lowest:
                    safe = child
                    break
                children.append(child)
    if safe is not None:
        return [safe]
    p = layout.pack[left - 1]
    if p == KING_PLACE:
        rest = list(closed)
        rest.append(last)
        rest.sort()
        children.append((tuple(rest), (), heights, left - 1))
    elif p == QUEEN_PLACE:
        children.append((closed, last, heights, left - 1))
    elif p == 0:
        children.append((closed, last, _raised(heights, 0), left - 1))
    else:
        children.append((closed, last + (p,), heights, left - 1))
    return children


def _raised(heights: tuple[int, ...], p: int) -> tuple[int, ...]:
    h = list(heights)
    h[h.index(p)] = p + 1
    h.sort()
    return tuple(h)


def _children(layout: Layout, position: Position) -> list[Position] | bool:
    """The positions to try after the deal (``inner_search.search``: every move puts a card up or
    spends a king's card, so no position comes back), or True where every card is up."""
    packets, heights, cells = position
    length = layout.length
    if heights[0] == length:
        return True
    lowest = heights[0]
    open_at = set(heights)
    # Cards held: those not alone on a king that has had its card (a card so placed covers nothing
    # and frees no king when it leaves). Of a rank, at most the copies less those up and those loose
    # (exactly so in a real deal; more is only stricter for the safe move below).
    loose = [ranks[0] for due, ranks in packets if not due and len(ranks) == 1]
    copies = layout.copies
    up: list[int] = []
    safe = -1
    for k, (due, ranks) in enumerate(packets):
        p = ranks[-1]
        if p in open_at:  # a foundation of height p takes the card at place p of the sequence
            if p <= lowest:  # the safe move: every foundation has reached the rank below
                safe = k
                break
            # The other safe move: as many foundations of that height as cards of the rank held
            # (this one among them).
            alone = not due and len(ranks) == 1
            held = copies - sum([h > p for h in heights]) - loose.count(p)
            if heights.count(p) >= held + alone:
                safe = k
                break
            up.append(k)
    children: list[Position] = []
    if safe >= 0:
        children.append(_dig(packets, heights, cells, safe, 0))
    else:
        # A card alone on a king that has had its card goes up only if no held card of its rank can.
        held_up = {packets[k][1][-1] for k in up if packets[k][0] or len(packets[k][1]) > 1}
        met: set[Packet] = set()
        for k in up:
            packet = packets[k]
            if packet in met or (not packet[0] and len(packet[1]) == 1 and packet[1][-1] in held_up):
                continue
            met.add(packet)
            children.append(_dig(packets, heights, cells, k, 0))
        if cells:
            # Cards to freed kings: only the cards above one that then goes up at once.
            met.clear()
            for k, packet in enumerate(packets):
                ranks = packet[1]
                if len(ranks) > 1 and packet not in met:
                    met.add(packet)
                    for d in range(1, min(cells, len(ranks) - 1) + 1):
                        if ranks[-1 - d] in open_at:
                            children.append(_dig(packets, heights, cells, k, d))
    return children


def _dig(packets: tuple[Packet, ...], heights: tuple[int, ...], cells: int, k: int, d: int) -> Position:
    """The top ``d`` cards of packet ``k`` each to a freed king, then the card beneath them up."""
    due, ranks = packets[k]
    p = ranks[-1 - d]
    rest = list(packets[:k] + packets[k + 1:])
    if len(ranks) > d + 1:
        rest.append((due, ranks[:-1 - d]))
    elif due:
        cells += 1  # the packet is emptied: its king is freed and may take a card
    for q in ranks[len(ranks) - d:]:
        rest.append((0, (q,)))
    rest.sort()
    return tuple(rest), _raised(heights, p), cells - d

