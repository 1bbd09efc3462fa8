"""What the solver knows of the Salic Law: its safe move, its dominances, and the play that is left,
searched to the end in the ranks alone.

:class:`SalicLawKnowledge` (each claim with its proof in its docstring): the eight foundations are
interchangeable; a card goes up alone when every foundation has reached the rank below it
(``safe_move``), one of two foundations of the same height is tried (``worth_trying``), and a card
buried under more cards than the foundations and the kings can take makes the position hopeless
(``hopeless``), as does, near the end of the deal and after it, a play that is left and wins
nowhere. The whole game is small and wholly in view ("all the cards in each packet may be
examined", Rule I, and the deal is the pack's fixed order): each packet a pile of ranks, the
foundations a set of heights, the kings still due their card, and the ranks left to deal.
:func:`to_the_end` searches that play to the end in this abstract form, with the knowledge the proof
names (the safe move, and moves that are dominated), and keeps what it learns per table
(``Table.derived``): positions proved lost and positions found won, for the deal being searched.
"""

from __future__ import annotations

import random
from bisect import insort
from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING, NamedTuple

from .. import clock
from ...cards import KING, QUEEN, RANKS_OF_CODES
from ...moves import MOVE, Move
from ...rules import Role
from ..inner_search import Exhausted, Learnt, Limit, beam, search
from ..knowledge import Knowledge, Safe
from ..search import COMPLETE_ALONE, PROBES_ALONE

if TYPE_CHECKING:
    from ...state import State, Table

# A position in the search's form is one ``bytes`` (an exact, compact and hashable form: a learnt
# position costs the bytes of its cards and little more, and its hash is computed once). A card is
# its place in the foundations' sequence (0 for the ace); the foundations' heights are sorted.
# After the deal: the freed kings still due their card, the heights, then the packets sorted, each its
# flag (1 when its king has not had its card) and its places bottom first, SEP between two packets.
# During the deal: DEAL, the cards left to deal, the heights, then the last king's packet and after it
# the packets of the kings before the last (sorted: the deal never heaps on them again), each after a
# SEP. Byte strings sort as the tuples of their bytes do, so the packets sort as (flag, places) would.
Position = bytes
SEP = 0xFF  # between two packets (above every place and every count)
DEAL = 0xFE  # the first byte of a position during the deal
CELLS = 0x80  # after the deal, the first byte less this is the freed kings due (at most 8; above every place)
_SEP = bytes((SEP,))

# Positions the first question of a deal may search (the whole game, from the position before: most
# often decided at once), and the seconds it may take. Positions as bytes take about 140-180 bytes
# each, learnt (as tuples they took 410-480), and are searched at 190-240k a second: deal 8, lost, is
# proved in 2.05M positions, the solve in 8.7 s of CPU (unknown at 650k and 8 s as tuples); deals 5
# and 29, which the solver's complete search wins once the first question has stopped undecided, still
# have time for it (won at 9.1-9.2 s of CPU). A solve's process peaks at about 340 MB with 2.3M.
FIRST_LIMIT = 2_300_000
FIRST_SECONDS = 9.0
# The first question searches in the children's order up to FIRST_ORDER_LIMIT positions, then, still
# undecided, on in another (after the deal the children reversed), what it learnt kept: a won deal may
# lie in a part of the search the first order comes to late. Deal 26 is won so at 1.03M positions, its
# second order finding the win in 32k (the first order alone: undecided at 3.5M); deal 3 is won by the
# first order at 576k; a lost deal costs about as many positions either way (deal 8: 2.04M).
FIRST_ORDER_LIMIT = 1_000_000
FIRST_ORDER_SECONDS = 5.0  # (the second order keeps the rest of FIRST_SECONDS)
# Before them, the first question searches RESTARTS times in a shuffled order (every position's
# children shuffled, by a generator seeded with the restart's number: the same every run), each
# within RESTART_LIMIT positions: a won deal whose win both orders come to late may lie where one of
# them looks first. What they prove lost is kept (``inner_search.search`` marks a position lost only
# once all its children are), so a deal proved lost costs about as many positions as without them:
# deal 8 2.044M (2.042M without), 13 255k (254k); deals 39 and 53 won in 96k and 461k positions
# (undecided at 2.3M in the two orders); deals 3 and 5, which the first order wins, take 480k more.
RESTARTS = 16
RESTART_LIMIT = 30_000
# Before its restarts, the probing process's first question runs beams over the play in this form,
# one of each width of BEAM_WIDTHS in turn: each layer the children of the last one's positions, kept
# to the ``width`` most promising by ``_promise`` (the cards up, the freed kings, and the cards lying
# above a card of a lower place in their packet). A beam that reaches a won position learns each
# position of its line won, so that the solver's ordering and the later questions follow the win
# (as after a won first question); a beam that dies out proves nothing. Measured side by side at
# 10 s of CPU a process: deals 0-79 64 decided, against the 59 of solver 18's figures taken the same
# day (10 s of wall clock on a quiet machine): 18, 47, 59, 63, 73 and 78 won (47 unknown to solver 18
# even at 60 s), 41 lost (a restart won it at about 1.25M positions, now too late); held-out 80-159,
# both solvers run one after the other, 63 against 62 (92 won, at width 10,000). The
# beams alone, in this form, win 61 of deals 0-79, most at width 100 in about 12k positions; of the
# deals both solvers leave unknown they win none below width 10,000. (Weighing a card by how many
# lower cards lie beneath it won more of the deals the beams won anyway, and none of those.)
# The beams pay on fresh deals too (the appendix, "Figures on deals no tuning saw").
BEAM_WIDTHS = (100, 1_000, 3_000, 10_000)
# ``_promise``: a card up, a freed king due, a card lying above a card of a lower place
PROMISE_UP, PROMISE_KING, PROMISE_ABOVE = 100, 20, 10


class FirstQuestion(NamedTuple):
    """How the first question of a deal searches, within ``FIRST_LIMIT`` and ``FIRST_SECONDS``:
    a beam of each width of ``beams`` in turn, then ``restarts`` shuffled restarts of
    ``RESTART_LIMIT`` positions (seeded 0, 1, ...), then, if ``orders``, the two orders. The
    restarts and the orders are move ordering only: every way tries the same children and learns a
    position lost only once all of them are, so none changes what an answer means; a beam claims
    only a win, and only along a line of play it has found."""

    restarts: int
    orders: bool
    beams: tuple[int, ...] = ()


# One process (the probes and the complete search in turns): beams of the first two widths (a
# board's hint, on one core, has a second or two), 16 restarts, then the two orders.
# Side by side the two processes ask the first question from the same position; asked alike, the
# second would add nothing. So the probing process runs every beam, then restarts, as many as fit
# (each seeded differently), and the complete search's process the two orders only, with the
# positions the beams and restarts took (a lost deal costs about as many positions either way; a
# deal the orders win is won that much sooner). 10 s of CPU on the 21 deals of 0-79 the committed
# figures leave unknown, the first question alone: restarts of 10k positions (about 200 of them)
# won 1 (26), of 30k (about 70) 2 (26, 41), of 100k (about 30) 1 (77): restarts decide few deals,
# and 30k is kept.
IN_TURNS = FirstQuestion(RESTARTS, True, BEAM_WIDTHS[:2])
BEAMS_THEN_RESTARTS = FirstQuestion(1 << 30, False, BEAM_WIDTHS)
ORDERS_ONLY = FirstQuestion(0, True)
SEARCH_LIMIT = 30_000  # a later question near the end (the deal all but done, or ended)
SEARCH_SECONDS = 0.15  # (each also stops at the solve's deadline: patience.solver.inner_search)
NEAR_THE_END = 6  # cards left to deal
GUIDE_LIMIT = 300  # any other later question, once the first has found the deal won: a short search
CACHE_LIMIT = 2_500_000  # positions kept between questions (per table), forgotten all at once past it
KING_PLACE, QUEEN_PLACE = -1, -2  # a king or a queen in the pack (they go to their rows)
_NOT_ON_THE_PACKET = (KING_PLACE, QUEEN_PLACE, 0)  # a king, a queen or an ace: dealt, it covers no card


class Layout:
    """What the search reads from the table (per table: a small test deck has its own), and what it
    has learnt: positions proved lost, positions found won (during the deal, for one pack's order)."""

    def __init__(self, table: Table) -> None:
        foundations = table.group_piles["foundations"]
        spec = table.foundation_of[foundations[0]]
        assert spec is not None
        self.foundations = tuple(foundations)
        self.width = len(foundations)
        self.place = {rank: k for k, rank in enumerate(spec.sequence)}
        # A card's code to its place (bytes.translate), SEP for a card no foundation takes.
        self.places = bytes(self.place.get(code >> 2, SEP) for code in range(256))
        self.length = len(spec.sequence)
        self.kings = tuple(table.group_piles["kings"])
        self.packets = tuple(table.group_piles["packets"])
        self.stock = table.stock
        self.copies = 4 * table.game.packs  # the copies of a card
        self.learnt: Learnt[Position] = Learnt()  # during the deal (one pack's order) and after it
        self.pack: tuple[int, ...] = ()  # the places of the pack whose deal is searched, dealt from the end
        self.fresh = True  # no question asked yet of the deal being searched
        self.guiding = False  # the first question found the deal won: later ones follow the win
        self.next = partial(_next, self)
        self.other = partial(_other_next, self)  # the first question's second order

    def forget(self) -> None:
        if len(self.learnt) > CACHE_LIMIT:
            self.learnt.clear()

    def forget_the_deal(self) -> None:
        """Another pack's order: the positions during the deal learnt of the last one are forgotten."""
        for found in (self.learnt.lost, self.learnt.won):
            during = [position for position in found if position[0] == DEAL]
            found.difference_update(during)


def abstract(state: State, layout: Layout) -> Position | None:
    """The position in the search's form (after or during the deal), or None when it is not of the
    kind searched (a position set out by hand with a card no foundation takes, or kings' cards
    spent during the deal)."""
    piles, places = state.piles, layout.places
    placed = state.counters.get("placed", 0)
    stock = piles[layout.stock]
    heights = bytes(sorted([len(piles[f]) for f in layout.foundations]))
    if stock:
        if placed:
            return None
        columns: list[bytes] = []
        for k, i in enumerate(layout.packets):
            if not piles[layout.kings[k]]:
                break
            ranks = bytes(piles[i]).translate(places)
            if SEP in ranks:
                return None
            columns.append(ranks)
        if not columns:
            return None
        place = layout.place
        pack = tuple([place.get(c >> 2, KING_PLACE if c >> 2 == KING else QUEEN_PLACE) for c in stock])
        if any(r == QUEEN_PLACE and c >> 2 != QUEEN for r, c in zip(pack, stock)):
            return None
        known = len(layout.pack)
        if (pack[:known] != layout.pack) if len(pack) > known else (pack != layout.pack[:len(pack)]):
            layout.pack = ()  # another deal: what was learnt of the last one is forgotten
            layout.fresh = True
            layout.guiding = False
            layout.forget_the_deal()
        if len(pack) > len(layout.pack):
            layout.pack = pack
        last = columns.pop()
        columns.sort()
        return _during(len(pack), heights, last, columns)
    packets: list[bytes] = []
    cells = 0
    for k, i in enumerate(layout.packets):
        pile = piles[i]
        due = 0 if placed >> k & 1 else 1
        if pile:
            ranks = bytes(pile).translate(places)
            if SEP in ranks:
                return None
            packets.append(bytes((due,)) + ranks)
        elif due and piles[layout.kings[k]]:
            cells += 1
    packets.sort()
    return _SEP.join([bytes((CELLS + cells,)) + heights, *packets])


def to_the_end(state: State, way: FirstQuestion = IN_TURNS) -> bool | None:
    """False when no line of play from ``state`` wins, True when one does, None when the search
    passed its limits or the solve's deadline (``patience.solver.inner_search``; or the position is not of
    the kind searched). The first question of a deal
    searches first from the position before the last move (in a solve, the position it began from:
    its answer most often decides the deal, and what it learns serves the questions after), within
    ``FIRST_LIMIT`` positions and ``FIRST_SECONDS``: short searches in shuffled orders, then in two
    orders (``FIRST_ORDER_LIMIT``), as ``way`` says (``FirstQuestion``). The order never matters to an answer: every order tries
    the same children, and a position is learnt lost only once all of them are (a search stopped at
    its limit learns nothing of the positions it was in); a later
    question within ``SEARCH_LIMIT`` near the end (``NEAR_THE_END`` cards left to deal, or none), else
    ``GUIDE_LIMIT`` if the first found the deal won (to follow the win), else only what was learnt."""
    layout = state.table.derived(Layout)
    start = abstract(state, layout)
    if start is None:
        return None
    layout.forget()
    if layout.fresh:
        layout.fresh = False
        began = clock.now()
        first = start
        if state.history:
            before = state.clone()
            before.undo()
            first = abstract(before, layout)
        found, spent = None, 0
        for width in way.beams:
            if found is not None or spent >= FIRST_LIMIT or clock.now() - began >= FIRST_SECONDS:
                break
            with Limit(FIRST_LIMIT - spent, FIRST_SECONDS - (clock.now() - began)) as limit:
                found = _ask_by_beam(first, layout, limit, width)
            spent += limit.spent
        for seed in range(way.restarts):
            if found is not None or spent >= FIRST_LIMIT or clock.now() - began >= FIRST_SECONDS:
                break
            with Limit(min(RESTART_LIMIT, FIRST_LIMIT - spent), FIRST_SECONDS - (clock.now() - began)) as limit:
                found = _ask(first, layout, limit, partial(_shuffled_next, layout, random.Random(seed)))
            spent += limit.spent
        restarts, ended = spent, clock.now() - began  # (the first order's limits come after them)
        for order, positions, seconds in ((layout.next, restarts + FIRST_ORDER_LIMIT, ended + FIRST_ORDER_SECONDS),
                                          (layout.other, FIRST_LIMIT, FIRST_SECONDS)):
            if found is not None or not way.orders:
                break
            with Limit(positions - spent, seconds - (clock.now() - began)) as limit:
                found = _ask(first, layout, limit, order)
            spent += limit.spent
        layout.guiding = found is True
        if first is start:
            return found
        with Limit(FIRST_LIMIT - spent, FIRST_SECONDS - (clock.now() - began)) as limit:
            return _ask(start, layout, limit)
    if start[0] != DEAL or start[1] <= NEAR_THE_END:
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


def _ask(start: Position | None, layout: Layout, limit: Limit,
         order: Callable[[Position], Sequence[Position] | bool] | None = None) -> bool | None:
    """The search from ``start`` (a position in the search's form, or None: not of the kind searched)."""
    if start is None:
        return None
    # (Within a solve the cyclic garbage collector is held off: ``patience.solver.solve``.)
    try:
        return search(start, order or layout.next, layout.learnt, limit)
    except Exhausted:
        return None


def _ask_by_beam(start: Position | None, layout: Layout, limit: Limit, width: int) -> bool | None:
    """True when a beam of ``width`` from ``start`` (``inner_search.beam``, ordered by ``_promise``)
    reaches a won position, each position of its line then learnt won; None when it dies out or
    passes ``limit`` (a beam leaves positions untried, so it proves nothing lost)."""
    if start is None:
        return None
    try:
        return beam(start, layout.next, partial(_promise, layout), width, layout.learnt, limit) or None
    except Exhausted:
        return None


def _promise(layout: Layout, position: Position) -> int:
    """How near a position looks to a win (the beams' order; it claims nothing): ``PROMISE_UP`` a card
    up, ``PROMISE_KING`` a freed king due, less ``PROMISE_ABOVE`` a card lying above a card of a lower
    place in its packet (it must leave before that card can go up)."""
    if position[0] == DEAL:
        width = layout.width
        heights = position[2:2 + width]
        packets = position[2 + width:].split(_SEP)
        score = 0
    else:
        packets = position.split(_SEP)
        head = packets[0]
        heights = head[1:]
        score = PROMISE_KING * (head[0] - CELLS)
        packets = [packet[1:] for packet in packets[1:]]  # (less the flag)
    score += PROMISE_UP * sum(heights)
    for packet in packets:
        lowest = SEP
        for p in packet:  # bottom first
            if p > lowest:
                score -= PROMISE_ABOVE
            elif p < lowest:
                lowest = p
    return score


def known_won(state: State) -> bool:
    """Whether the position is one the search has found won (for move ordering only)."""
    layout = state.table.derived(Layout)
    start = abstract(state, layout)
    if start is None:
        return False
    return start in layout.learnt.won


def after_the_deal(state: State) -> bool | None:
    """As :func:`to_the_end`, once the pack is dealt out (None before)."""
    return None if state.piles[state.stock_index] else search_from(state)


_LOOSE = [bytes((0, p)) for p in range(SEP)]  # a card alone on a king that has had its card
_NEXT = [bytes((p + 1,)) for p in range(SEP - 1)]  # a height one higher


def _raised(heights: bytes, p: int) -> bytes:
    """The heights with one of height ``p`` one higher (still sorted: the last of that height)."""
    i = heights.rindex(p)
    return heights[:i] + _NEXT[p] + heights[i + 1:]


def _next(layout: Layout, position: Position) -> list[Position] | bool:
    """The positions to try from ``position`` (``inner_search.search``), during the deal or after it."""
    return _deal_children(layout, position) if position[0] == DEAL else _children(layout, position)


def _other_next(layout: Layout, position: Position) -> list[Position] | bool:
    """The same positions to try as :func:`_next`, in another order: after the deal, reversed."""
    children = _next(layout, position)
    return children if position[0] == DEAL or isinstance(children, bool) else children[::-1]


def _shuffled_next(layout: Layout, shuffler: random.Random, position: Position) -> list[Position] | bool:
    """The same positions to try as :func:`_next`, shuffled (the first question's restarts)."""
    children = _next(layout, position)
    if isinstance(children, bool) or len(children) < 2:
        return children
    shuffler.shuffle(children)
    return children


def _during(left: int, heights: bytes, last: bytes, closed: list[bytes]) -> Position:
    """A position during the deal (``closed`` sorted); once the pack is out, the position after it."""
    if left:
        return bytes((DEAL, left)) + heights + _SEP.join([last, *closed])
    packets = [b"\x01" + ranks for ranks in closed if ranks]
    if last:
        packets.append(b"\x01" + last)
    packets.sort()
    cells = len(closed) + 1 - len(packets)
    return _SEP.join([bytes((CELLS + cells,)) + heights, *packets])


def _deal_children(layout: Layout, position: Position) -> list[Position]:
    """The positions to try during the deal: a safe move alone, else the deal (a king begins the next
    packet, an ace goes up, a queen aside, any other card on the last packet) and, unless the next
    card is a king, a queen or an ace (then the cards that could go up can wait for it: the proof is
    in ``SalicLawKnowledge.hopeless``), every card that can go up (one of each packet alike)."""
    width = layout.width
    left = position[1]
    heights = position[2:2 + width]
    closed = position[2 + width:].split(_SEP)
    last = closed.pop(0)
    lowest = heights[0]
    if last and last[-1] <= lowest and last[-1] in heights:  # the hook's safe move
        return [_during(left, _raised(heights, last[-1]), last[:-1], closed)]
    for k, ranks in enumerate(closed):
        if ranks and ranks[-1] <= lowest and ranks[-1] in heights:
            rest = closed.copy()
            rest[k] = ranks[:-1]
            rest.sort()
            return [_during(left, _raised(heights, ranks[-1]), last, rest)]
    children: list[Position] = []
    p = layout.pack[left - 1]  # the next card to deal
    if p not in _NOT_ON_THE_PACKET:
        if last and last[-1] in heights:
            children.append(_during(left, _raised(heights, last[-1]), last[:-1], closed))
        met = None
        for k, ranks in enumerate(closed):
            if ranks and ranks[-1] in heights and ranks != met:
                met = ranks
                rest = closed.copy()
                rest[k] = ranks[:-1]
                rest.sort()
                children.append(_during(left, _raised(heights, ranks[-1]), last, rest))
    if p == KING_PLACE:
        closed.append(last)
        closed.sort()
        children.append(_during(left - 1, heights, b"", closed))
    elif p == QUEEN_PLACE:
        children.append(_during(left - 1, heights, last, closed))
    elif p == 0:
        children.append(_during(left - 1, _raised(heights, 0), last, closed))
    else:
        children.append(_during(left - 1, heights, last + bytes((p,)), closed))
    return children


def _children(layout: Layout, position: Position) -> list[Position] | bool:
    """The positions to try after the deal (``inner_search.search``: every move puts a card up or
    spends a king's card, so no position comes back), True where every card is up, or False where
    none of them can move: a dead end, lost, answered so without being learnt or counted (finding
    it again costs about what looking it up does; keeping it costs its memory: deals 13 and 22,
    7% and 11% of the positions a proof keeps)."""
    parts = position.split(_SEP)
    head = parts[0]  # the freed kings due (above every place), then the heights, sorted
    lowest = head[1]
    if lowest == layout.length:
        return True
    cells = head[0] - CELLS
    # Cards held: those not alone on a king that has had its card (a card so placed covers nothing
    # and frees no king when it leaves). Of a rank, at most the copies less those up and those loose
    # (exactly so in a real deal; more is only stricter for the safe move below).
    copies = layout.copies
    up: list[int] = []
    safe = 0
    for k in range(1, len(parts)):
        packet = parts[k]
        p = packet[-1]
        if p in head:  # a foundation of height p takes the card at place p of the sequence
            if p <= lowest:  # the safe move: every foundation has reached the rank below
                safe = k
                break
            # The other safe move: as many foundations of that height as cards of the rank held
            # (this one among them).
            alone = len(packet) == 2 and not packet[0]
            held = copies - (len(head) - head.rindex(p) - 1) - parts.count(_LOOSE[p])
            if head.count(p) >= held + alone:
                safe = k
                break
            up.append(k)
    if safe:
        return [_dig(parts, cells, safe, 0)]
    children: list[Position] = []
    # A card alone on a king that has had its card goes up only if no held card of its rank can.
    # (Packets alike lie side by side, sorted: one of them is tried.)
    held_up: set[int] | None = None
    met = b""
    for k in up:
        packet = parts[k]
        if packet == met:
            continue
        if len(packet) == 2 and not packet[0]:
            if held_up is None:
                held_up = {parts[j][-1] for j in up if parts[j][0] or len(parts[j]) > 2}
            if packet[-1] in held_up:
                continue
        met = packet
        children.append(_dig(parts, cells, k, 0))
    if cells:
        # Cards to freed kings: only the cards above one that then goes up at once.
        met = b""
        for k in range(1, len(parts)):
            packet = parts[k]
            if len(packet) > 2 and packet != met:
                met = packet
                for d in range(1, min(cells, len(packet) - 2) + 1):
                    if packet[-1 - d] in head:
                        children.append(_dig(parts, cells, k, d))
    return children or False


def _dig(parts: list[bytes], cells: int, k: int, d: int) -> Position:
    """The top ``d`` cards of packet ``k`` (``parts``: a position after the deal, split) each to a
    freed king, then the card beneath them up."""
    packet = parts[k]
    n = len(packet)
    p = packet[n - 1 - d]
    rest: list[bytes | bytearray] = list(parts)
    del rest[k]
    if n > d + 2:
        insort(rest, packet[:n - 1 - d], 1)  # (the packets stay sorted)
    elif packet[0]:
        cells += 1  # the packet is emptied: its king is freed and may take a card
    for q in packet[n - d:]:
        insort(rest, _LOOSE[q], 1)
    head = bytearray(parts[0])
    head[0] = CELLS + cells - d
    head[head.rindex(p)] = p + 1  # the last foundation of height p: the heights stay sorted
    rest[0] = head
    return _SEP.join(rest)


def _key_layout(table: Table) -> tuple[tuple[tuple[int, int], ...], tuple[int, ...]]:
    """For the solver's key (kept per table by ``Table.derived``): each king's index with its
    packet's, and the indices of the piles that are neither foundations, packets nor kings."""
    foundations, packets = table.group_piles["foundations"], table.group_piles["packets"]
    kings = table.group_piles["kings"]
    return tuple(zip(kings, packets)), tuple(
        i for i in range(len(table.names)) if i not in foundations + packets + kings)


class SalicLawKnowledge(Knowledge):
    """The safe move, one of two foundations of the same height, hopelessness, and the coarser key.

    The foundations (Rule II: they do not follow suit) are told apart by nothing but their
    height: every rule reads only a foundation's length (the next rank is the one at that place
    in the sequence), no card ever leaves a foundation, and a foundation once begun is never
    empty again (the aces' "line" order matters only for empty ones). So they are interchangeable:
    the solver searches positions that differ only by their order once."""

    safe = Safe.HOOK
    interchangeable = (tuple(f"F{k}" for k in range(1, 9)),)

    def __init__(self, first_question: FirstQuestion = IN_TURNS) -> None:
        self.first_question = first_question  # how ``hopeless`` asks the first question of a deal

    def safe_move(self, state: State, moves: list[Move]) -> Move | None:
        """A card to a foundation of height ``h`` when every foundation is at least ``h`` high.

        Why it can never hurt: all the cards of the rank below are then up (each foundation holds
        one card of each rank it has reached), so each foundation of height ``h`` is a place for
        one of the cards of the rank moved and there are as many such places as such cards still
        off the foundations. Let A be the position after card X goes up from position O and follow
        any line of play from O with the same moves from A, keeping "A's packets are O's less X,
        A's foundation heights are O's with one place of X's rank filled": a move of X is skipped;
        any other card on top of a packet of O is on top of the same packet in A; when O plays a
        card Y of X's rank, X is still off in O, so O has at least two places for that rank and A
        at least one; any other rank finds in A at least the places it finds in O; a packet empty
        in O is empty in A. The deal sends each card to the last king that has appeared, the same
        king in A and O. A card O places on a freed king can be placed so in A (with note
        salic-law-3: the freed kings are alike, so A's first freed king stands for O's; a king that
        O uses for X itself leaves A one more king unused). So whatever O can win, A can win."""
        piles = state.piles
        foundations = state.group("foundations")
        lowest = min(len(piles[f]) for f in foundations)
        index = state.table.index
        for m in moves:
            if m.kind != MOVE or "@" in m.args[0]:
                continue
            d = index[m.args[1]]
            if state.role_of[d] is Role.FOUNDATION and len(piles[d]) <= lowest:
                return m
        return None

    def worth_trying(self, state: State, moves: list[Move]) -> list[Move]:
        """Of the moves of one card to foundations of the same height, only the first.

        Why: the foundations do not follow suit (Rule II) and nothing else tells two foundations
        of the same height apart (see above); the two moves lead to positions that differ only by
        the cards beneath the tops of two foundations, which no rule reads, so one of them can be
        won if and only if the other can."""
        piles, index = state.piles, state.table.index
        seen: set[tuple[str, int]] = set()
        out = []
        for m in moves:
            if m.kind == MOVE and "@" not in m.args[0]:
                d = index[m.args[1]]
                if state.role_of[d] is Role.FOUNDATION:
                    mark = (m.args[0], len(piles[d]))
                    if mark in seen:
                        continue
                    seen.add(mark)
            out.append(m)
        return out

    def hopeless(self, state: State) -> bool:
        """True when some card C in a packet can never be released: more cards above it would have
        to be on the foundations when C leaves than the foundations can then hold, with too few
        kings left to receive the rest.

        Why no line of play can then win: when C (rank r) leaves its packet, every card now above
        it has left before it, to a foundation or placed on a freed king (cards are added to a
        packet only on top: by the deal, or on an empty one). The foundations ascend from the ace
        (Rule II), so the number of cards of any rank q >= r on them is at most the number of rank
        r, and that is at most the copies of rank r less those still in C's packet at or below C
        (C among them). So of the cards of rank q above C, at most that bound less the rank-q cards
        already up can go to the foundations; the others must each be placed on a king, and each
        king that has not had its card takes one card at most (note salic-law-2). If the cards
        that must be placed outnumber those kings, C never leaves, and the game is not won.

        Also when the play that is left, searched to the end, wins nowhere
        (:func:`to_the_end`; past its limits it proves nothing). It searches the
        position as the key sees it (ranks only, the foundations' heights as a set: alike for
        winning, by the key's proof; and during the deal the packets of the kings before the last
        as a set too, since the deal never heaps on them again and the kings are alike after it).
        During the deal it plays the safe move above alone, else tries the deal (each card where the
        deal sends it) and, unless the next card is a king, a queen or an ace, every card that can go
        up. (Next a king, a queen or an ace: whatever cards a winning line plays up before that card is
        dealt can wait until just after it, in their order. That card covers no other: the king begins
        a new packet, the queen goes to her row, the ace up to an empty foundation; so each card put
        off is still on the surface, and finds its foundation as before, with the same cards up
        before it and perhaps an ace more; after them the line is where it was. So the deal alone
        loses no win.) After the deal, of the moves it leaves
        out each is dominated by one it tries or plays alone (Rule I: only surface cards move; note
        salic-law-2: one card on each freed king). Call a card alone on a king that has had its
        card "loose" (it covers nothing and frees no king when it leaves) and the others "held".
        (1) A card goes to a freed king only as one of the cards above a card that then goes up at
        once, the run of them from one packet placed together: in a line of play that wins, put off
        each placing of a card X until just before the card beneath X first moves, and if X goes
        up before that, send it up from its packet instead and keep the king due. Nothing is added
        to a packet after the deal, so X stays on the surface meanwhile; the foundations are the
        same at every step; every king due in the line is due in the changed line, with one more
        for each placing put off, so a king is there when the placing comes. In the changed line
        each placing is followed at once by the move of the card beneath it, a placing again or a
        card going up; and no two placings have the same card beneath them, so each is put off on
        its own. (2) A loose card goes up only if no held card of its rank can: after the held one
        goes up instead, the loose one can do whatever a line of play does with the held one (up to
        a foundation of that height; to a king, not needed). (3) A card goes up alone when every
        foundation has reached the rank below (the safe move above), or when the foundations of
        that height are at least as many as the held cards of its rank, this card counted (loose or
        held): follow any line from before the move and play it after the move; while that card
        is still off in the line, the surplus of places over held cards of its rank never falls (a
        held card going up takes one of each; moving a held card to a king only lowers their
        count), so a held card going up in the line finds a place after the move too; a loose card
        of its rank going up in the line is not played after the move, which then differs only by
        a loose card where the line has that card (held or loose), no worse by (2); and when the
        line plays that card, the two positions meet again."""
        piles, table = state.piles, state.table
        foundations = state.group("foundations")
        seq = table.foundation_of[foundations[0]].sequence  # type: ignore[union-attr]
        place = {rank: k for k, rank in enumerate(seq)}
        length = len(seq)
        copies = 4 * state.game.packs
        up = [0] * length  # cards of each place in the sequence on the foundations
        for f in foundations:
            for k in range(len(piles[f])):
                up[k] += 1
        kings_left = 8 - state.counters["placed"].bit_count()
        for i in state.group("packets"):
            pile = [place[c >> 2] for c in piles[i] if (c >> 2) in place]
            above = [0] * length
            at_or_below = [0] * length
            for p in pile:
                at_or_below[p] += 1
            for j in range(len(pile) - 1, -1, -1):
                p = pile[j]
                bound = copies - at_or_below[p]
                must_place = 0
                for q in range(p, length):
                    excess = up[q] + above[q] - bound
                    if excess > 0:
                        must_place += excess
                if must_place > kings_left:
                    return True
                above[p] += 1
                at_or_below[p] -= 1
        return to_the_end(state, self.first_question) is False

    def for_part(self, part: str) -> Knowledge:
        """Side by side, the probing process asks the first question of a deal by beams, then
        shuffled restarts, and the complete search's process by the two orders only
        (``FirstQuestion``: asked alike, the second process would search the same positions in
        the same order). The same knowledge otherwise: no way changes what an answer means (the
        restarts and the orders only order the same children; a beam claims a win only along a line
        it has found)."""
        way = {PROBES_ALONE: BEAMS_THEN_RESTARTS, COMPLETE_ALONE: ORDERS_ONLY}.get(part, self.first_question)
        return self if way == self.first_question else type(self)(way)

    def evaluate(self, state: State) -> int | None:
        """Move ordering only: a position the search to the end (see ``hopeless``) has found won comes
        first; the others keep the solver's own evaluation."""
        return 1 << 40 if known_won(state) else None

    def key(self, state: State) -> bytes:
        """The solver's key: the ranks of the cards in every pile but the foundations; each king's
        place (whether the king is out and has had its card, and the ranks of its packet) in its
        order during the deal and, once the deal is ended, as a set; the foundations' heights as a
        set; and the counters.

        Why two positions with equal keys are alike for winning: no rule of the game reads a
        card's suit. The foundations do not follow suit (Rule II: the next card of a foundation is
        the rank at its height in the sequence ace to knave, whatever the suits below); the deal
        reads the rank of the card turned (a king to the line, an ace to the foundations, a queen
        to her row, any other card on the last king that has appeared, a place the ranks already
        dealt decide); a card may be placed on a freed king whatever it is (note salic-law-2); the
        game is won when the foundations are full. Nor does any rule read a foundation's cards
        below its top, nor which of two foundations of the same height is which (nothing leaves a
        foundation, and an ace goes to the leftmost empty one, one empty place being as good as
        another). Once the deal is ended, nothing reads where a packet stands either: the deal no
        longer heaps on the last king, and a card placed on a freed king goes on the first from
        the left that has not had its card (note salic-law-3), any such king (empty, its card
        still due) being as good as another. So if P and Q have equal keys, rename Q's
        foundations (and, after the deal, its packets with their kings) so that each has what P's
        of that name has, ranks aside: each move legal in P is legal in Q under the same names,
        and the two positions after it have equal keys again, the deal and the end alike; by
        induction along any line of play, P can be won exactly when Q can. (Every move adds a card
        to the foundations, deals one or spends a king's card, so no position has the key of one
        before it.)"""
        piles, table = state.piles, state.table
        kings_with_packets, others = table.derived(_key_layout)
        counters = state.counters
        placed = counters.get("placed", 0)
        parts = [bytes(piles[i]).translate(RANKS_OF_CODES) for i in others]  # the queens and the pack
        # Each king's place: whether the king is out and has had its card, then its packet's ranks.
        columns = [bytes((bool(piles[king]) + 2 * (placed >> k & 1),)) + bytes(piles[packet]).translate(RANKS_OF_CODES)
                   for k, (king, packet) in enumerate(kings_with_packets)]
        if piles[state.stock_index]:  # the deal goes on: the kings and packets in their places
            parts.extend(columns)
        else:  # the deal is ended: as a set
            parts.extend(sorted(columns))
        parts.append(bytes(sorted([len(piles[f]) for f in table.foundations])))
        parts.append(counters.get("redeals", 0).to_bytes(2, "little"))
        if len(counters) > 2:  # (a position set out by hand with counters of its own)
            parts.append(repr(sorted(counters.items())).encode())
        return b"\xff".join(parts)


KNOWLEDGE = SalicLawKnowledge()
