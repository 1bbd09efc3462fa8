"""What the solver knows of the Four Corners (``FourCornersKnowledge``), kept apart from the rules
in ``patience.games.four_corners``. Nothing here changes what is legal.

Most of it concerns the end of the game: after the last re-deal ("there may be two re-deals"),
once the whole pack is dealt. Then the deal's restrictions have ceased ("after the entire deal is
completed these restrictions cease"), nothing is taken up or dealt again, an empty packet is never
refilled (note four-corners-3), and the only moves are an uppermost card to a foundation (Rule I)
and an uppermost card married on the uppermost card of another packet. No rule then reads a
packet's name or place: a card goes up alone where its suit's two foundations meet
(:func:`safe_move`), the last card of a packet is never married (:func:`worth_trying`), and the
packets are keyed as a set (:func:`key`), each with its proof. After the last re-deal, a card that
can never leave its packet makes the position hopeless: :func:`stuck` is the release closure behind
``FourCornersKnowledge.hopeless`` (from the last re-deal on, the pack counted free), its proof in
that method's docstring. Until the last deal has fallen, the probes also try a second ordering
(``FourCornersKnowledge.other_evaluate``), which proves nothing: it plays every deal still to come
out ahead, without marriages (:func:`left_after_every_deal`, its counts kept, carried on along the
deal and, between deals, kept for the position once played up). Both orderings read the solver's
own evaluation, computed here faster for this game's piles (:func:`shared_value`, the knowledge's
``evaluate``): the searches are the same, only faster. The beams search a compact form of the
positions (``four_corners_form``): the same search, faster again.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from ...games.four_corners import ADJOINING, ORDER
from ...moves import DEAL, MOVE, REDEAL, Move
from ...rules import Role
from ...state import piles_at
from ..knowledge import Knowledge, Safe

if TYPE_CHECKING:
    from ...state import State, Table


class Layout:
    """What the solver's functions look up once per table (a small test deck has its own)."""

    def __init__(self, table: Table) -> None:
        self.packets = [i for i, role in enumerate(table.role_of) if role is Role.TABLEAU]
        self.packet_set = frozenset(self.packets)
        self.foundations = list(table.foundations)
        self.foundation_set = frozenset(table.foundations)
        self.stock = table.stock
        # For each suit: its ascending and descending foundation and the length of a sequence.
        self.asc: dict[int, int] = {}
        self.desc: dict[int, int] = {}
        self.length = 0
        for f in table.foundations:
            spec = table.foundation_of[f]
            assert spec is not None and spec.suit is not None
            self.length = len(spec.sequence)
            if spec.sequence[0] < spec.sequence[-1]:
                self.asc[spec.suit] = f
            else:
                self.desc[spec.suit] = f
        self.suit_of = {f: s for s, f in self.asc.items()} | {f: s for s, f in self.desc.items()}
        # For the key and ``shared_value``: the piles but the foundations (the packets, then the
        # pack, in the table's order, as the solver's own evaluation reads them), the packets, the
        # foundations, and each foundation's sequence as card codes.
        foundations = set(self.foundations)
        self.places_of = piles_at([i for i in range(len(table.names)) if i not in foundations])
        self.packets_of = piles_at(self.packets)
        self.foundations_of = piles_at(self.foundations)
        self.sequences: list[tuple[int, ...]] = []
        for f in self.foundations:
            spec = table.foundation_of[f]
            assert spec is not None and spec.suit is not None
            self.sequences.append(tuple(r * 4 + spec.suit for r in spec.sequence))
        # (what ``shared_value`` leaves out, the solver's own evaluation reads only where a pile
        # may be filled or a foundation's next rank is not its sequence's next)
        assert not table.fillable and not table.positional and not table.hooked


def layout(state: State) -> Layout:
    return state.table.derived(Layout)


def at_the_end(state: State) -> bool:
    """The last re-deal is made and the pack is dealt out: only foundation moves and marriages."""
    return state.counters["redeals"] >= state.game.redeals and not state.piles[state.table.stock]


def key(state: State) -> bytes:
    """The solver's transposition key: exact until the end (each packet and the pack, each
    foundation by its length, then the counters); at the end, the foundations and the packets as a
    sorted set.

    Why equal keys mean the same position until the end: a foundation holds the first cards of its
    sequence, in order (a card goes up only as the card its foundation takes next), so its length
    says which. Why equal keys at the end mean the same outcome: at the end no rule reads a packet's
    name or place (the deal's restrictions by packet have ceased, nothing is dealt or taken up in
    order again), so two positions whose packets hold the same cards up to their order among the
    packets allow the same moves, up to the packets' names, and each can be won exactly when the
    other can. The counters ("next", "fresh") are read only while cards remain in the pack. The two
    kinds of key begin differently, so they never meet."""
    piles = state.piles
    lay = layout(state)
    lengths = bytes(map(len, lay.foundations_of(piles)))
    if at_the_end(state):
        return key_at_the_end(lengths, map(bytes, lay.packets_of(piles)))
    counters = state.counters
    return key_before_the_end(map(bytes, lay.places_of(piles)), lengths,
                              counters["redeals"], counters["next"], counters["fresh"])


def key_at_the_end(lengths: bytes, packets: Iterable[bytes]) -> bytes:
    """``key`` at the end, from each foundation's length and the packets: for the engine's state and
    the beams' compact form (``four_corners_form``) alike."""
    return b"E" + b"\xff".join((lengths, *sorted(packets)))


def key_before_the_end(places: Iterable[bytes], lengths: bytes, redeals: int, next_place: int, fresh: int) -> bytes:
    """``key`` until the end, from the piles but the foundations (the packets, then the pack), each
    foundation's length and the counters: for the engine's state and the compact form alike."""
    return b"D" + b"\xff".join((*places, lengths, bytes((redeals, next_place, fresh))))


SEPARATOR = 0xFF  # between two piles in a string of card codes (a code is below 64)
JOIN = bytes((SEPARATOR,)).join


def shared_value(state: State) -> int:
    """The solver's own evaluation of a position (``search.shared_evaluation``: 1000 a card up, less
    10 for each card between the surface and the nearest copy of each card a foundation takes next,
    60 where no copy is off the foundations), the same number computed faster for this game's piles
    (no pile is ever filled, so no space counts): each pile but the foundations as one string of
    codes, each card wanted found in it copy by copy (two packs: a card lies there twice at most).
    A test checks it against the solver's on many positions."""
    piles = state.piles
    lay = layout(state)
    return value_of(map(len, lay.foundations_of(piles)), map(bytes, lay.places_of(piles)), lay.sequences)


def value_of(lengths: Iterable[int], places: Iterable[bytes], sequences: Sequence[tuple[int, ...]]) -> int:
    """``shared_value`` of the foundations at ``lengths`` and the other piles (the packets, then the
    pack) ``places``, each foundation's sequence as card codes: for the engine's state and for the
    compact form of the beams (``four_corners_form``) alike."""
    score = 0
    wanted = []
    for n, codes in zip(lengths, sequences):
        score += n
        if n < len(codes):
            wanted.append(codes[n])
    cost = 0
    if wanted:
        text = JOIN(places)
        find, size = text.find, len(text)
        for c in wanted:
            i = find(c)
            if i < 0:
                cost += 60
                continue
            best = size
            while i >= 0:  # each copy, or a copy nearer the surface of the same pile
                end = find(SEPARATOR, i)
                depth = (size if end < 0 else end) - i - 1
                if depth < best:
                    best = depth
                i = find(c, i + 1)
            cost += best
    return score * 1000 - cost * 10


def settled(state: State, suit: int, lay: Layout) -> bool:
    """The two foundations of a suit meet or overlap: together they hold at least a whole sequence,
    so every rank still off the foundations is wanted by one of them only (each takes each rank of
    the sequence once), and each card left of the suit has one place to go."""
    piles = state.piles
    return meet(len(piles[lay.asc[suit]]), len(piles[lay.desc[suit]]), lay.length)


def meet(ascending: int, descending: int, length: int) -> bool:
    """``settled`` from the lengths of a suit's two foundations and of a sequence (for the engine's
    state and the compact form alike)."""
    return ascending + descending >= length


def safe_move(state: State, moves: list[Move]) -> Move | None:
    """At the end, a card to a foundation when the two foundations of its suit meet or overlap
    (``settled``): it can never hurt.

    Let A be the position after card X goes up from position O, and L any winning line from O.
    A follows L keeping "A is L's position with a set S of cards played up sooner": every card of
    S belongs to a settled suit and is the only copy of its rank off the foundations in L (its twin
    is up), and the cards of S on a foundation in A follow its cards in L in sequence. Removing
    cards from packets never covers another card, so every uppermost card of L that is not in S is
    uppermost in A too. Then for each move of L: a card of S moved or played up: nothing in A. Any
    other card played up: legal in A (a foundation whose S part is not empty wants in L the
    lowest card of that part, which has no copy off the foundations but itself, so L cannot play
    another card there). A marriage of card Z onto card T: legal in A if T is not in S; if it is,
    Z is of T's suit, next in value, not in S and off the foundations, and (the suit being
    settled, with every rank of S wholly up in A) Z is the card one of the suit's foundations of A
    wants next: A plays Z up instead, and Z joins S. L ends with every card up, and so does A."""
    if not at_the_end(state):
        return None
    lay = layout(state)
    piles, index = state.piles, state.table.index
    for m in moves:
        if m.kind != MOVE:
            continue
        s, d = index.get(m.args[0]), index.get(m.args[1])
        if s in lay.packet_set and d in lay.foundation_set and settled(state, piles[s][-1] & 3, lay):
            return m
    return None


def worth_trying(state: State, moves: list[Move]) -> list[Move]:
    """At the end, a marriage that moves the last card of a packet is never worth trying.

    Let X, alone in packet P, be married on card Y in packet Q (position B), instead of being left
    (position A). Whatever B can do, A can: map each position of a line from B to the one where
    the cards above Y in Q lie in P instead. Every uppermost card of B is uppermost there too (and
    Y besides), a marriage onto X or what covers it is made on P instead of Q, a card taken from
    above Y is taken from P; once nothing is above Y in B the two positions are the same (P empty
    in both). Nothing reads a packet's name at the end, and no re-deal is left to take the packets
    up in order. So the marriage can be dropped."""
    if not at_the_end(state):
        return moves
    lay = layout(state)
    piles, index = state.piles, state.table.index
    kept = []
    for m in moves:
        if m.kind == MOVE:
            s, d = index.get(m.args[0]), index.get(m.args[1])
            if s in lay.packet_set and d in lay.packet_set and len(piles[s]) == 1:
                continue
        kept.append(m)
    return kept



class Release:
    """What ``stuck`` looks up once per table: each foundation's sequence as card codes, and for
    each card the foundations of its suit with its place in their sequence."""

    def __init__(self, table: Table) -> None:
        self.packets = [i for i, role in enumerate(table.role_of) if role is Role.TABLEAU]
        self.foundations = list(table.foundations)
        self.stock = table.stock
        self.codes: list[tuple[int, ...]] = []
        self.targets: dict[int, tuple[tuple[int, int], ...]] = {}
        places: dict[int, list[tuple[int, int]]] = {}
        for k, f in enumerate(self.foundations):
            spec = table.foundation_of[f]
            assert spec is not None and spec.suit is not None
            self.codes.append(tuple(r * 4 + spec.suit for r in spec.sequence))
            for p, r in enumerate(spec.sequence):
                places.setdefault(r * 4 + spec.suit, []).append((k, p))
        self.targets = {c: tuple(t) for c, t in places.items()}


def stuck(state: State) -> bool:
    """``FourCornersKnowledge.hopeless``'s release closure (its proof there): True when some card
    could never leave its packet even if every card of the pack were free, every card freed could
    serve both on a foundation and to marry on, and each foundation could take a card as soon as
    some copy of each card before it had been freed."""
    rel = state.table.derived(Release)
    piles = state.piles
    stacks = [list(piles[i]) for i in rel.packets if piles[i]]
    return left_in_packets(rel, stacks, [len(piles[f]) for f in rel.foundations], set(piles[rel.stock])) > 0


def left_in_packets(rel: Release, stacks: list[list[int]], lengths: list[int], freed: set[int]) -> int:
    """The release closure over ``stacks`` (emptied as their cards are freed), the foundations at
    ``lengths`` and the cards ``freed`` already: how many cards it leaves in the packets."""
    reached = lengths.copy()
    codes_of, targets = rel.codes, rel.targets
    tops: dict[int, int] = {}  # the surface cards of the packets (a card may come twice)
    for stack in stacks:
        if stack:
            tops[stack[-1]] = tops.get(stack[-1], 0) + 1
    get = tops.get
    for k, codes in enumerate(codes_of):
        r, n = reached[k], len(codes)
        while r < n and codes[r] in freed:
            r += 1
        reached[k] = r
    # (the closure only grows, and a card stops being a surface card only by being freed, so the
    # order in which cards are freed does not change what is freed in the end)
    changed = True
    while changed:
        changed = False
        for stack in stacks:
            while stack:
                c = stack[-1]
                below, above = c - 4, c + 4  # the same suit, one lower and one higher
                if not (below in freed or above in freed or get(below) or get(above)):
                    for k, p in targets.get(c, ()):
                        if lengths[k] <= p <= reached[k]:
                            break
                    else:
                        break
                freed.add(stack.pop())
                changed = True
                tops[c] -= 1
                if stack:
                    tops[stack[-1]] = get(stack[-1], 0) + 1
                for k, p in targets.get(c, ()):
                    if reached[k] == p:
                        codes, r, n = codes_of[k], p, len(codes_of[k])
                        while r < n and codes[r] in freed:
                            r += 1
                        reached[k] = r
    return sum(map(len, stacks))


class Deals:
    """What ``left_after_every_deal`` looks up once per table: the packets in the order of the deal,
    the foundations each may play to as a card falls on it, each foundation's first card."""

    def __init__(self, table: Table) -> None:
        index = table.index
        self.release = table.derived(Release)
        self.order = [index[name] for name in ORDER]
        place = {f: k for k, f in enumerate(self.release.foundations)}
        self.first = {codes[0]: k for k, codes in enumerate(self.release.codes)}
        # the one foundation a card falling on a side may go to; None: any (a corner)
        self.to = [place[index[ADJOINING[name]]] if name in ADJOINING else None for name in ORDER]
        # ``left_after_every_deal``'s counts of the positions last met, by the piles and the
        # counters it reads
        self.memo: dict[Kept, Count] = {}
        # ``count_out``'s counts between deals, by the position once its uppermost cards are played up
        self.played_up: dict[tuple[bytes, tuple[bytes, ...], int], Count] = {}
        self.place_of = place  # each foundation's pile: its place among the foundations


# ``deal_out``'s count, and the cards its guess plays up as they fall from the pack there (until the
# pack is dealt out; between deals, from the pack the re-deal takes up), in order: for each, how
# many cards fall (foundation cards aside) before it since the one before, and the foundation (by
# its place) it goes to. The plays let a count be carried on along the deal (``carried_over_a_deal``,
# ``carried_after_playing_up``).
Count = tuple[int, tuple[tuple[int, int], ...]]


LEFT = 300  # what a card left after the deals costs the ordering (a card up: about 1000)


def left_after_every_deal(state: State) -> int | None:
    """For the second move ordering only (``FourCornersKnowledge.other_evaluate``): None at the end (no
    deal left); elsewhere, how many cards are left in the packets once every deal still to come has
    fallen, each card as it falls played up where the deal lets it go and a foundation takes it,
    and after each deal the uppermost cards played up while a foundation takes one (then, but after
    the last deal, the packets taken up in order, the first packet's lowest card dealt first); no
    marriage made. The line a player would follow who never marries and plays up whatever the rules
    let him: a guess at how the deals to come will fall, never a proof (the player may keep cards
    back, and marry).

    The count is kept for the positions last met (by their piles and the counters it reads), and
    carried on along the deal (``carried_over_a_deal``, ``carried_after_playing_up``): a position
    just dealt to takes the count of the position before the deal where the guess let the card
    dealt fall, and a position where the card just dealt went up takes the count of the position
    before that deal where the guess played it up as it fell, to the same foundation, and a position
    just re-dealt takes the count of the position before where nothing was to be played up (the
    guess's first step there is the same re-deal)."""
    piles, counters = state.piles, state.counters
    dealer = state.table.derived(Deals)
    left = state.game.redeals - counters["redeals"]
    if not piles[dealer.release.stock] and not left:
        return None
    memo = dealer.memo
    here = _kept_by(piles, counters)
    known = memo.get(here)
    if known is None:
        history = state.history
        move = history[-1][0] if history else None
        if move is not None and move.kind == DEAL:
            known = carried_over_a_deal(memo.get(_kept_by(*history[-1][1:])))
        elif move is not None and move.kind == MOVE and len(history) > 1 and history[-2][0].kind == DEAL:
            dealt, index = history[-1][2]["fresh"], state.table.index  # (the packet dealt to, counted from 1)
            foundation = dealer.place_of.get(index[move.args[1]])
            if dealt and index[move.args[0]] == dealer.order[dealt - 1] and foundation is not None:
                known = carried_after_playing_up(memo.get(_kept_by(*history[-2][1:])), foundation)
        elif move is not None and move.kind == REDEAL:
            _, before, counted = history[-1]
            known = carried_over_a_redeal(dealer, [len(before[f]) for f in dealer.release.foundations],
                                          [before[i] for i in dealer.order], left + 1)
        if known is None:
            known = count_out(dealer, [len(piles[f]) for f in dealer.release.foundations],
                              [list(piles[i]) for i in dealer.order], piles[dealer.release.stock],
                              counters["next"], left)
        keep(memo, here, known)
    return known[0]


Kept = tuple[tuple[tuple[int, ...], ...], int, int]  # (``_kept_by``)


def _kept_by(piles: Sequence[tuple[int, ...]], counters: dict[str, int]) -> Kept:
    """What ``left_after_every_deal`` keeps a count by: the piles and the counters the count reads."""
    return tuple(piles), counters["next"], counters["redeals"]


MEMO = 20_000  # positions whose count ``left_after_every_deal`` keeps (a beam's level or two)


def keep(memo: dict[Any, Count], key: Any, count: Count) -> None:
    """Keep ``count`` in one of the counts' memos, emptied first once it holds ``MEMO`` (the positions
    a beam meets next are near those it met last, and a count forgotten is only made again)."""
    if len(memo) >= MEMO:
        memo.clear()
    memo[key] = count


def carried_over_a_deal(known: Count | None) -> Count | None:
    """The count of the position just dealt to from ``known``, the count of the position before the
    deal, where the guess lets the card dealt fall: the engine's deal is the guess's first step
    there (a foundation card played at once, the next card in its stead, the card falling on the
    packet next in order), so the guess goes on from the same cards, packets and foundations in
    both. None where the guess plays the card dealt up as it falls, or nothing is known."""
    if known is None:
        return None
    count, plays = known
    if not plays:
        return known
    (fallen, foundation), *after = plays
    if not fallen:
        return None
    return count, ((fallen - 1, foundation), *after)


def carried_over_a_redeal(dealer: Deals, lengths: Sequence[int], stacks: Sequence[Sequence[int]],
                          left: int) -> Count | None:
    """The count of the position just re-dealt from the one before it, between deals (the
    foundations at ``lengths``, the packets ``stacks`` in the order of the deal, ``left`` re-deals
    to come): where no uppermost card is the card a foundation takes next, the guess's first step
    there, playing them up, moves nothing, and its next is the same re-deal. The count is the one
    ``count_out`` kept for that position (made afresh there, so that its plays are those of the
    re-deal's pass, not what a count carried along the deal before kept); None if there is none."""
    codes = dealer.release.codes
    wanted = {codes[k][n] for k, n in enumerate(lengths) if n < len(codes[k])}
    if not wanted.isdisjoint([stack[-1] for stack in stacks if stack]):
        return None
    return dealer.played_up.get((bytes(lengths), tuple(map(bytes, stacks)), left))


def carried_after_playing_up(known: Count | None, foundation: int) -> Count | None:
    """The count of the position where the card just dealt went up to ``foundation`` from ``known``,
    the count of the position before that deal, where the guess plays that card up as it falls, to
    the same foundation: the guess's first step there, the next card falling in its stead (or, the
    pack dealt out, the deal completed) in both. None elsewhere."""
    if known is None:
        return None
    count, plays = known
    if not plays or plays[0] != (0, foundation):
        return None
    return count, plays[1:]


def count_out(dealer: Deals, lengths: list[int], stacks: list[list[int]], stock: Sequence[int], place: int,
              left: int) -> Count:
    """:func:`deal_out`'s count, the same, kept between deals for the position once its uppermost
    cards are played up: with the pack dealt out, the guess's first step is to play them up, so
    every position that comes to the same one there (a card the guess would play up has gone up
    already, or not) has the same count. Between deals a beam meets about ten positions for each
    played-up one. For the engine's state and the beams' compact form alike."""
    if stock:
        return deal_out(dealer, lengths, stacks, stock, place, left)
    _play_up(dealer.release, stacks, lengths)
    here = (bytes(lengths), tuple(map(bytes, stacks)), left)
    memo = dealer.played_up
    known = memo.get(here)
    if known is None:
        known = deal_out(dealer, lengths, stacks, stock, place, left)  # (played up again there: nothing moves)
        keep(memo, here, known)
    return known


def deal_out(dealer: Deals, lengths: list[int], stacks: list[list[int]], stock: Sequence[int], place: int,
             left: int) -> Count:
    """``left_after_every_deal``'s count from the foundations at ``lengths``, the packets ``stacks``
    (in the order of the deal, bottom first; both changed here) and the pack ``stock`` (bottom
    first), the next card of the pack to fall on the packet at ``place`` in the order of the deal,
    ``left`` re-deals to come; and the cards of the pack the guess plays up as they fall (``Count``;
    between deals, of the pack the re-deal takes up).
    For the engine's state and the beams' compact form (``four_corners_form``) alike."""
    rel = dealer.release
    deal: Sequence[int] = stock[::-1]  # the top of the pack first
    if not stock:  # a deal has fallen: its uppermost cards played up, then a re-deal
        place = 0
    codes, first, to = rel.codes, dealer.first, dealer.to
    size = len(stacks)
    plays: list[tuple[int, int]] | None = []  # (None after the first pass)
    played: tuple[tuple[int, int], ...] = ()
    since = 0  # the cards fallen before the last card played as it fell
    while True:
        wants = _wanted(codes, lengths)
        waiting = {c for c, k in first.items() if not lengths[k]}  # foundation cards still to come
        special = waiting | wants.keys()  # the cards that may not simply fall on the next packet
        fallen: list[int] = []  # the cards that fall, in order: the k-th on the packet place + k
        fall = fallen.append
        last = len(deal) - 1
        for j, c in enumerate(deal):
            if c not in special:
                fall(c)
                continue
            if c in waiting:  # a foundation card, played at once
                lengths[first[c]] = 1
                waiting.discard(c)
                wants = _wanted(codes, lengths)
                special = waiting | wants.keys()
                continue
            takers = wants[c]
            # (the last card fallen, the deal is completed and its restrictions cease)
            allowed = to[(place + len(fallen)) % size]
            k = takers[0] if j == last or allowed is None else allowed if allowed in takers else -1
            if k < 0:
                fall(c)
                continue
            # played as it falls (by the first foundation that takes it); the next card in its stead
            if plays is not None:
                plays.append((len(fallen) - since, k))
                since = len(fallen)
            n = lengths[k] = lengths[k] + 1
            takers.remove(k)
            if not takers:
                del wants[c]
                special.discard(c)
            if n < len(codes[k]):
                after = codes[k][n]
                special.add(after)
                takers = wants.setdefault(after, [])
                takers.append(k)
                takers.sort()
        if plays is not None and deal:  # (between deals, the re-deal's pass)
            played, plays = tuple(plays), None
        for p in range(size):
            stacks[p].extend(fallen[(p - place) % size::size])
        _play_up(rel, stacks, lengths)
        if not left:
            return sum(map(len, stacks)), played
        deal = [c for stack in stacks for c in stack]
        stacks = [[] for _ in stacks]
        place = 0
        left -= 1


def _wanted(codes: list[tuple[int, ...]], lengths: list[int]) -> dict[int, list[int]]:
    """Each card that some foundation begun and not complete takes next: those foundations, in order."""
    wants: dict[int, list[int]] = {}
    for k, n in enumerate(lengths):
        if 0 < n < len(codes[k]):
            wants.setdefault(codes[k][n], []).append(k)
    return wants


def _play_up(rel: Release, stacks: list[list[int]], lengths: list[int]) -> None:
    """The uppermost cards of ``stacks`` played up while some foundation takes one (the foundations
    at ``lengths``, moved on)."""
    codes = rel.codes
    wants: dict[int, list[int]] = {}  # a card: the foundations that take it next (two where they meet)
    for k, n in enumerate(lengths):
        if n < len(codes[k]):
            wants.setdefault(codes[k][n], []).append(k)
    changed = True
    while changed:
        changed = False
        for stack in stacks:
            while stack and stack[-1] in wants:
                c = stack.pop()
                takers = wants[c]
                k = takers.pop(0)  # the first foundation, as the deal tries them
                if not takers:
                    del wants[c]
                lengths[k] += 1
                n = lengths[k]
                if n < len(codes[k]):
                    wants.setdefault(codes[k][n], []).append(k)
                changed = True


def other_evaluate(state: State) -> int | None:
    """``FourCornersKnowledge.other_evaluate``: the solver's own evaluation less ``LEFT`` a card that
    :func:`left_after_every_deal` leaves; None (the solver's own) at the end."""
    left = left_after_every_deal(state)
    if left is None:
        return None
    return shared_value(state) - LEFT * left


class FourCornersKnowledge(Knowledge):
    """The Four Corners' safe move, marriages dropped, key and hopelessness at the end, its second
    ordering, its schedule and its compact form for the beams."""

    safe = Safe.HOOK

    # The solver's schedule. Nearly every deal the complete search decides within the limit a probe
    # decides too (none lost has ever been proved), so both cores probe. Most hard deals fall to one
    # beam of width 32 to 512, a win some 340 moves deep, at 320-570 positions a unit of width:
    # widths the probes' rounds run late or never, so they run early, by either ordering, shared
    # between the processes: the first (32, 0) (64, 1) (128, 1) (384, 1), the second (128, 0)
    # (32, 1) (512, 1) with seed 2, then (512, 0). Over the compact form (``beam_form``) the wide
    # ones fit: a 512 by the second ordering, some 180k-290k positions and 5-7 s of CPU, wins deals
    # 2 and 36 of 0-79 with seed 2 (none of seeds none, 0 and 1 wins 36), and 43, 48, 16, 86, 123
    # and 130 besides; the 384 by the second ordering wins 26, which that 512 does not; the 512 by
    # the first ordering, last, wins 85 where there is time. (The runs: the solver page's history
    # and appendix.)
    probes_on_both_cores = True
    early_beams = ((32, 0), (128, 0), (64, 1), (32, 1), (128, 1), (512, 1, 2), (384, 1), (512, 0))
    early_beam_nodes = 600

    def safe_move(self, state: State, moves: list[Move]) -> Move | None:
        """After the last re-deal, with the pack dealt out: a card to a foundation when the two
        foundations of its suit meet or overlap (the module's ``safe_move``, with its proof)."""
        return safe_move(state, moves)

    def worth_trying(self, state: State, moves: list[Move]) -> list[Move]:
        """After the last re-deal, with the pack dealt out: no marriage of the last card of a packet
        (the module's ``worth_trying``, with its proof)."""
        return worth_trying(state, moves)

    def evaluate(self, state: State) -> int | None:
        """The solver's own evaluation, the same number computed faster for this game's piles
        (``shared_value``): nothing changes but the time."""
        return shared_value(state)

    def other_evaluate(self, state: State) -> int | None:
        """The second move ordering, for the probes (never an answer): until the last deal has
        fallen, the solver's own evaluation less 300 a card left in the packets once every deal
        still to come has fallen, each card played up as it falls where the deal lets it, the
        uppermost cards played up after each deal, the packets taken up in order, no marriage made
        (the module's ``other_evaluate``): a guess at how the deals to come will fall.
        At the end the solver's own. Nothing is pruned by it."""
        return other_evaluate(state)

    def key(self, state: State) -> bytes:
        """After the last re-deal, with the pack dealt out, the packets as a set (the module's ``key``,
        with its proof)."""
        return key(state)

    def hopeless(self, state: State) -> bool:
        """True when, after the last re-deal, some card could never leave its packet even if every
        card still in the pack were free, every card that left a packet could serve both as a card
        on the foundations and as a card to marry on, and each foundation could take a card as soon
        as some copy of each card before it had been freed.

        Why no line of play can then win: no re-deal is left ("there may be two re-deals"), so a
        card leaves its packet only to a foundation or by a marriage onto the surface card of
        another packet (Rule I; an empty packet is not refilled, note four-corners-3). The closure
        (``stuck``) holds every card a real line moves out of its packet, by induction on the
        line: the cards now above it have left before it (cards dealt later only cover it); if it
        goes to a foundation, that foundation holds only cards there now or freed before, so in the
        closure the foundation reaches the card's place; if it is married, the card it goes on is
        either a card freed before or a card whose covering cards have all left, which is then the
        surface of its packet in the closure too. A card outside the closure never reaches the
        foundations, and every card must (each foundation takes one copy of each card of its suit)."""
        if state.counters["redeals"] < state.game.redeals:
            return False
        return stuck(state)

