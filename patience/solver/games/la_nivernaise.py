"""What the solver knows of La Nivernaise (``NivernaiseKnowledge``), kept apart from the rules in
``patience.games.la_nivernaise``. Nothing here changes what is legal.

Each claim with its proof in its docstring: the eight Flanks are interchangeable (single cards,
filled and emptied by the same rules); ``safe_move`` plays a Flank card to a foundation at once,
and a Line card when it is the last copy its suit lacks there; ``worth_trying`` keeps an exchange
between the foundations only when it slides them towards a card that can then be played, and at
the end a Line card into a Flank only where it begins a dig down to a card that goes up
(:func:`fills_worth_trying`); ``hopeless`` counts, after the re-deal, the cards that could ever
go up (:func:`count_leaves_a_card`, here because it runs on every position after the re-deal and
is written for speed), and searches the play left at the end to the end; both move orderings put
first a position at the end that this search has already found won, and from such a position
``safe_move`` plays that win out move by move; ``hopeless`` keeps its answers by position
(``_Answers``), as the probes meet the same positions again and again.

The end: the re-deal is made ("There is only one re-deal") and the pack is dealt out. Then
nothing comes to the table again: a Line packet gets no card ("Single cards are not to be replaced
on the Line", and a packet played off gets its four more cards from the pack, which is empty), and
the only moves are a card to a foundation, an exchange between the two foundations of a suit, and
the uppermost card of a Line packet into a vacancy of the Flanks. :func:`at_the_end_wins` searches
that play to the end, in an abstract form (the packets as a set, the foundations of a suit that
meet taken for one position wherever exchanges slide them, a dig down to a card that goes up taken
as one step), and keeps what it learns per table (``Table.derived``).
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from ...games.la_nivernaise import FLANKS, _Layout
from ...moves import MOVE, Move
from ..inner_search import Exhausted, Learnt, Limit, search
from ..knowledge import Knowledge, Safe

if TYPE_CHECKING:
    from ...state import State, Table


def at_the_end(state: State) -> bool:
    return state.counters.get("redeals", 0) >= state.game.redeals and not state.piles[state.table.stock]


def fills_worth_trying(state: State, moves: list[Move], layout: _Layout) -> list[Move]:
    """At the end, a Line card into a vacant Flank only where it begins a dig that plays a card up:
    some card of its packet, beneath the one moved and at most as many places down as there are
    vacancies, can go on a foundation as the foundations stand (or its suit's foundations meet, and
    an exchange might make it wanted).

    Why the other fills can be left untried: a fill of card X from packet P only bares the card Y
    beneath X (X was available already, and nothing will ever be placed on P). Take a shortest
    winning line and put each fill off until just before the next move of Y: the moves between read
    neither P nor Y, and one more vacancy meanwhile only allows more (the Flanks are
    interchangeable). (X cannot go up from its Flank first: X up from P at once would be shorter.)
    Y's next move is up or into a vacancy (a fill, put off in turn); each fill has its own such
    move, so the fills so placed stay in place. Exchanges read no card of the table: put off in
    turn until just before the next card of their suit goes up (as ``worth_trying`` keeps them),
    they come after the fills. So the line begins with a move that is no fill, or with fills of
    cards of P one beneath the other, then perhaps exchanges, then the card beneath the last going
    up: with v vacancies now, at most v fills, the card that goes up at most v places down, and
    wanted by a foundation now unless its suit's foundations meet (an exchange needs them to)."""
    if not at_the_end(state):
        return moves
    piles, index = state.piles, state.table.index
    place, length = layout.place, layout.length
    vacancies = sum(1 for i in layout.flanks if not piles[i])
    wanted: dict[int, bool] = {}  # packet -> a dig from it can play a card up

    def goes_up(card: int) -> bool:
        suit = card & 3
        a, d = len(piles[layout.asc[suit]]), len(piles[layout.desc[suit]])
        if a + d == length:  # the foundations meet: an exchange may slide them (kept)
            return True
        p = place.get(card >> 2)
        return p is not None and (p == a or p == length - 1 - d)

    kept = []
    for m in moves:
        if m.kind == MOVE:
            s, d = index.get(m.args[0]), index.get(m.args[1])
            if s in layout.line and d in layout.flanks:
                ok = wanted.get(s)
                if ok is None:
                    pile = piles[s]
                    ok = wanted[s] = any(goes_up(pile[-1 - k]) for k in range(1, min(vacancies, len(pile) - 1) + 1))
                if not ok:
                    continue
        kept.append(m)
    return kept


def count_leaves_a_card(state: State, layout: _Layout) -> bool:
    """The count of ``NivernaiseKnowledge.hopeless`` (its proof is there): after the re-deal, an
    optimistic closure of the cards that could ever go up; True when it leaves out a card the
    foundations need. Kept here, written for speed (it runs on every position after the re-deal).

    The closure is the least set closed under the proof's two conditions, and both only get easier
    as the set grows, so the order in which cards are added does not change it. So the cards that
    take no room (the Flank cards and the pack's) are counted per suit and place, and taken as soon
    as the foundation's reach comes to their place (``extend``: the reach only grows); then the
    packets are scanned from the top, each card added extending its suit's reach at once, until a
    scan adds nothing. A suit and place is one index (``EndLayout.slot``: suit * length + place), and
    the reach of a suit is kept in those indices too (its places lie between suit * length and the
    next suit's)."""
    piles = state.piles
    length = layout.length
    slot = state.table.derived(EndLayout).slot
    size = 4 * length
    covered = [False] * size
    copies = [0] * size  # cards of each suit and place up now or added
    free = [0] * size  # Flank and pack cards of each suit and place not yet added
    flank = [0] * size  # of those, the Flank cards
    missing = 0  # cards the foundations lack, less those added that they need
    # A card of a suit at index i is in sequence when low[suit] < i <= high_up[suit] (the ascending
    # foundation reaches it) or low_down[suit] <= i < high[suit] (the descending one).
    low = [0] * 4
    high = [0] * 4
    high_up = [0] * 4
    low_down = [0] * 4
    overlapped = [False] * 4
    for suit, asc in layout.asc.items():
        ap, dp = piles[asc], piles[layout.desc[suit]]
        base = suit * length
        if len(ap) + len(dp) <= length:  # overlapping foundations: no exchange brings a card over
            for c in ap:
                i = slot[c]
                covered[i] = True
                copies[i] += 1
            for c in dp:
                i = slot[c]
                covered[i] = True
                copies[i] += 1
        else:
            overlapped[suit] = True
            for c in ap:
                copies[slot[c]] += 1
            for c in dp:
                copies[slot[c]] += 1
        missing += 2 * length - len(ap) - len(dp)
        low[suit] = high_up[suit] = slot[ap[-1]] if ap else base - 1
        high[suit] = low_down[suit] = slot[dp[-1]] if dp else base + length
    stuck = 0  # Flank cards not yet added
    for i in layout.flanks:
        pile = piles[i]
        if pile:
            j = slot[pile[-1]]
            free[j] += 1
            flank[j] += 1
            stuck += 1
    for c in piles[state.table.stock]:  # counted free, taking no room
        free[slot[c]] += 1

    def extend(suit: int, start: bool = False) -> None:
        """Take the free cards the suit's reach comes to (each taken place covered), and move the
        reach on past what is covered."""
        nonlocal missing, stuck
        base = suit * length
        end = base + length
        moved = True
        while moved:
            moved = False
            p = low[suit] + 1 if start else high_up[suit]
            while p < end:
                n = free[p]
                if n:
                    copy = copies[p]
                    missing -= max(0, min(2, copy + n) - copy)
                    copies[p] = copy + n
                    stuck -= flank[p]
                    free[p] = flank[p] = 0
                    if not covered[p]:
                        covered[p] = moved = True
                if not covered[p]:
                    break
                p += 1
            high_up[suit] = p
            p = high[suit] - 1 if start else low_down[suit]
            while p >= base:
                n = free[p]
                if n:
                    copy = copies[p]
                    missing -= max(0, min(2, copy + n) - copy)
                    copies[p] = copy + n
                    stuck -= flank[p]
                    free[p] = flank[p] = 0
                    if not covered[p]:
                        covered[p] = moved = True
                if not covered[p]:
                    break
                p -= 1
            low_down[suit] = p
            start = False

    for suit in layout.asc:
        extend(suit, True)
    room = len(layout.flanks)
    packets = [(pile, [False] * len(pile)) for i in layout.line if (pile := piles[i])]
    changed = True
    while changed and missing:
        changed = False
        for pile, added in packets:
            above = 0  # cards above not yet added
            k = len(pile) - 1
            while k >= 0:
                if added[k]:
                    k -= 1
                    continue
                if above + stuck > room:
                    break
                c = pile[k]
                suit = c & 3
                p = slot[c]
                if low[suit] < p <= high_up[suit] or low_down[suit] <= p < high[suit]:
                    later = 0  # cards above added, but that go up after c for certain
                    if overlapped[suit]:
                        up = p > low[suit]  # c goes on the ascending foundation (else the descending)
                        for j in range(k + 1, len(pile)):
                            x = pile[j]
                            if added[j] and x & 3 == suit and (slot[x] > p if up else slot[x] < p):
                                later += 1
                    if above + later + stuck <= room:
                        added[k] = True
                        changed = True
                        copy = copies[p] + 1
                        copies[p] = copy
                        if copy <= 2:
                            missing -= 1
                        if not covered[p]:
                            covered[p] = True
                            extend(suit)
                        if not missing:  # every card needed is reached: nothing is left out
                            return False
                    else:
                        above += 1
                else:
                    above += 1
                k -= 1
    return missing > 0


VACANCY = 300  # what a vacant Flank is worth to ``evaluate``, on the scale of 1000 a card up


def evaluate(state: State, layout: _Layout) -> int:
    """``NivernaiseKnowledge.evaluate`` (move ordering only): the solver's own evaluation (1000 a card
    up, less 10 for each card above the nearest copy of a card each foundation wants next, 60 where
    none lies on the table or in the pack) but that a vacant Flank weighs ``VACANCY``, not the
    solver's 40: "so necessary to success are these vacancies". Measured on deals 1, 3, 5, 6-10,
    12, 14, 16, 20, 21 (20 to 60 s each): wins found at 15k (deal 1), 66k (5), 16k (9) and 8k (12)
    positions, where the weight 40 finds 87k (1), 95k (5) and 15k (9), and misses 12; it finds deal
    3 (86k) where this weight does not."""
    from ..search import VACANCY as SHARED_VACANCY
    from ..search import shared_evaluation

    piles = state.piles
    vacant = sum([not piles[i] for i in layout.flanks])
    return shared_evaluation(state) + (VACANCY - SHARED_VACANCY) * vacant + found_won(state)


def other_evaluate(state: State) -> int | None:
    """``NivernaiseKnowledge.other_evaluate``: the solver's own evaluation (None: the solver's, as it is)
    but that a position at the end already found won weighs ``FOUND_WON`` more."""
    from ..search import shared_evaluation

    bonus = found_won(state)
    return shared_evaluation(state) + bonus if bonus else None


FOUND_WON = 1_000_000  # more than any difference the evaluations make (104 cards up: 104,000)


def found_won(state: State) -> int:
    """``FOUND_WON`` for a position at the end that the search at the end (``hopeless``'s, run on it
    when it was met) has already found won, else 0: move ordering only, for both orderings, so that a
    search that meets such a position plays its win out at once instead of trying its siblings first."""
    lay = state.table.derived(EndLayout)
    if not lay.learnt.won or not at_the_end(state):  # (nothing found won yet: nothing to look up)
        return 0
    position = abstract(state, lay)
    return FOUND_WON if position is not None and position in lay.learnt.won else 0


# --- the play at the end, searched to the end (for ``NivernaiseKnowledge.hopeless``) ---------------------

# A position at the end: the Line packets (each as the bytes of its card codes, bottom first, the empty
# ones left out) sorted, the Flank cards sorted (bytes), and each suit's two foundations as (cards on
# the ascending, cards on the descending) in suit order, (length, 0) standing for every pair that meets.
# (Bytes keep their hash: the search looks every position up in what it has learnt.)
Position = tuple[tuple[bytes, ...], bytes, tuple[int, ...]]

SEARCH_LIMIT = 10_000  # positions one question may search; past it the answer is "not proved lost" (deal 9's
# questions past 40k, 13 of 3,936, were all lost, but each needed 60k-210k positions on its own: 61% of the positions
# searched at the end went into them; at 10k, deal 9 is won in 3.3 s of CPU with 559k positions searched at the
# end, against 4.7 s and 852k at 40k)
CACHE_LIMIT = 1_000_000  # positions kept between questions (per table), forgotten all at once past it (deal 1
# to its win: 710k positions searched at the end, 273 MB at most)


class EndLayout:
    """What the search at the end reads from the table (per table: a small test deck has its own),
    and what it has learnt: positions proved lost, positions found won."""

    def __init__(self, table: Table) -> None:
        self.line = tuple(table.group_piles["line"])
        self.flanks = tuple(table.group_piles["flanks"])
        self.room = len(self.flanks)
        spec = table.foundation_of[table.foundations[0]]
        assert spec is not None
        ranks = sorted(spec.sequence)
        self.length = len(ranks)
        self.place = [-1] * 64  # a card code's place in the ascending sequence
        for k, r in enumerate(ranks):
            for s in range(4):
                self.place[r * 4 + s] = k
        self.foundations: list[tuple[int, int]] = []  # (ascending, descending) pile of each suit
        for suit in range(4):
            asc = desc = -1
            for f in table.foundations:
                spec = table.foundation_of[f]
                assert spec is not None
                if spec.suit == suit:
                    if spec.sequence[0] < spec.sequence[-1]:
                        asc = f
                    else:
                        desc = f
            self.foundations.append((asc, desc))
        self.slot = [-1 if p < 0 else (c & 3) * self.length + p for c, p in enumerate(self.place)]  # a card code's
        # suit and place as one index (suit * length + place)
        self.codes = [r * 4 for r in ranks]  # the card code of each place, less its suit
        self.done = (self.length,) * 8  # every foundation full
        # For each suit and its two foundations' counts: ``_wants``.
        self.wants = [{(a, d): _wants(self, suit, a, d) for a in range(self.length + 1) for d in range(self.length + 1)}
                      for suit in range(4)]
        self.learnt: Learnt[Position] = Learnt()
        # The questions proved lost, by their foundations and the bottom cards of their packets (``dominated``).
        self.lost_by_bottoms: dict[tuple[tuple[int, ...], bytes], list[Position]] = {}


def _bottoms(position: Position) -> tuple[tuple[int, ...], bytes]:
    """The foundations and the bottom cards of the packets: what a position proved lost shares with
    the positions it proves lost unsearched (``dominated``)."""
    return position[2], bytes([pile[0] for pile in position[0]])  # (the packets are sorted: so are these)


def _meet(a: int, d: int, length: int) -> tuple[int, int]:
    return (length, 0) if a + d == length else (a, d)


def abstract(state: State, lay: EndLayout) -> Position | None:
    """The position at the end in the search's form (None: not at the end, or not a position the
    search knows, as a position set out by hand with a card no foundation takes)."""
    if not at_the_end(state):
        return None
    piles, place, length = state.piles, lay.place, lay.length
    packets = []
    for i in lay.line:
        pile = piles[i]
        if pile:
            if any(place[c] < 0 for c in pile):
                return None
            packets.append(bytes(pile))
    flanks = []
    for i in lay.flanks:
        for c in piles[i]:
            if place[c] < 0:
                return None
            flanks.append(c)
    ups = []
    for asc, desc in lay.foundations:
        if asc < 0 or desc < 0:
            return None
        ups.extend(_meet(len(piles[asc]), len(piles[desc]), length))
    packets.sort()
    flanks.sort()
    return tuple(packets), bytes(flanks), tuple(ups)


def at_the_end_wins(state: State) -> bool | None:
    """At the end: True when some line of play wins, False when none does, None when the search
    passed its limit or the solve's deadline (``patience.solver.inner_search``), or the position is not at the end."""
    lay = state.table.derived(EndLayout)
    start = abstract(state, lay)
    if start is None:
        return None
    return wins_from(lay, start)


def wins_from(lay: EndLayout, start: Position) -> bool | None:
    """``at_the_end_wins`` of a position in the search's form: first, whether a question already
    proved lost proves it lost unsearched (``dominated``), then the search."""
    if len(lay.learnt) > CACHE_LIMIT:
        lay.learnt.clear()
        lay.lost_by_bottoms.clear()
    if start not in lay.learnt.lost and start not in lay.learnt.won and dominated(lay, start):
        return False
    try:
        with Limit(SEARCH_LIMIT) as limit:
            wins = search(start, partial(_children, lay), lay.learnt, limit)
    except Exhausted:
        return None
    if not wins:
        lay.lost_by_bottoms.setdefault(_bottoms(start), []).append(start)
    return wins


def dominated(lay: EndLayout, position: Position) -> bool:
    """Whether a question proved lost reaches ``position`` by fills alone, so that it is lost too.

    Let L be a position proved lost with the same foundations as N (so the same cards up, and the
    same cards in play), and as many packets, with the same bottom cards, each of N's packets the
    lower part of one of L's (the same cards from the bottom up). Then the cards N has in its Flanks
    beyond L's are exactly those lying above N's packets in L's. From L, these can go into vacant
    Flanks one at a time, each the uppermost of its packet at the time (Rule I; "vacancies in the
    Flanks may be filled ... from the Line"), and there are vacancies enough (N holds them all in the
    Flanks). That reaches N (the Flanks are interchangeable), so a line winning from N would win from
    L: N is lost. (Foundations that meet stand for one position in the search's form, the exchanges
    sliding them: they are read alike in L and N.)

    The probes meet such positions often: a position whose fills, made in another order or one
    fewer, were proved lost before, where the search at the end, which takes a dig as one step,
    never meets the one from the other."""
    found = lay.lost_by_bottoms.get(_bottoms(position))
    if not found:
        return False
    packets, flanks = position[0], len(position[1])
    startswith = bytes.startswith
    for lost in found:
        if len(lost[1]) < flanks and all(map(startswith, lost[0], packets)):
            return True
    return False


def _wants(lay: EndLayout, suit: int, a: int, d: int) -> dict[int, tuple[tuple[int, int], int]]:
    """For a suit whose foundations hold ``a`` and ``d`` cards: each card code of it a foundation
    takes now (or, where the two meet, after exchanges), with the two after it goes up and how the
    two stand now: ``MEET``, ``APART`` or ``OVERLAP`` (kept per table)."""
    wants: dict[int, tuple[tuple[int, int], int]] = {}
    length = lay.length
    if a == length and d == 0:  # they meet: exchanges slide them to any card
        for p in range(length):
            wants[lay.codes[p] + suit] = ((p + 1, length - p), MEET)
        return wants
    stand = OVERLAP if a + d > length else APART
    if a < length:
        wants[lay.codes[a] + suit] = (_meet(a + 1, d, length), stand)
    if d < length and length - 1 - d != a:
        wants[lay.codes[length - 1 - d] + suit] = (_meet(a, d + 1, length), stand)
    return wants


MEET, APART, OVERLAP = 0, 1, 2


def _children(lay: EndLayout, position: Position) -> list[Position] | bool:
    """The positions to try after ``position`` (``inner_search.search``: every move takes a card off
    a packet or puts one up, so no position comes back), or True where every card is up.

    A safe move alone where there is one (``safe_move``'s proof, sound from any position: a Flank
    card up unless its suit's foundations meet, a Line card up where they overlap). Else each
    child is one card going up, after the cards above it in its packet, if any, have gone into
    vacant Flanks: ``fills_worth_trying``'s proof shows that a shortest winning line, put in its
    order, begins with a card up (from a Flank or the top of a packet), or with fills from one
    packet, one beneath the other, then the card beneath the last going up; the exchanges between
    are taken for one position here (foundations that meet, slid to any card). So these children
    are the positions after the first card up of such a line: the fills in between are made at
    once, with the card, as one step (the fills change no foundation, so no card of the Flanks
    can go up in between that could not go up before them)."""
    packets, flanks, ups = position
    if ups == lay.done:
        return True
    wants = lay.wants
    s0, s1, s2, s3 = wants[0][ups[0], ups[1]], wants[1][ups[2], ups[3]], wants[2][ups[4], ups[5]], wants[3][ups[6], ups[7]]
    get = {**s0, **s1, **s2, **s3}.get
    children: list[Position] = []
    last = -1
    for k, c in enumerate(flanks):  # a Flank card up, alone unless its suit's foundations meet
        if c == last:
            continue
        last = c
        found = get(c)
        if found is not None:
            suit = c & 3
            child = (packets, flanks[:k] + flanks[k + 1:], ups[:2 * suit] + found[0] + ups[2 * suit + 2:])
            if found[1] != MEET:
                return [child]
            children.append(child)
    vacancies = lay.room - len(flanks)
    for k, pile in enumerate(packets):
        if k and pile == packets[k - 1]:
            continue
        top = len(pile) - 1
        for j in range(min(vacancies, top) + 1):  # j cards into the Flanks, then the next one up
            c = pile[top - j]
            found = get(c)
            if found is None:
                continue
            suit = c & 3
            rest = packets[:k] + packets[k + 1:]
            left = pile[:top - j]
            child = (tuple(sorted(rest + (left,))) if left else rest,
                     bytes(sorted(flanks + pile[top - j + 1:])) if j else flanks,
                     ups[:2 * suit] + found[0] + ups[2 * suit + 2:])
            if not j and found[1] == OVERLAP:  # the top card up alone
                return [child]
            children.append(child)
    return children


# --- a win the search at the end has found, played out ------------------------------------------------

def move_along_a_known_win(state: State, moves: list[Move]) -> Move | None:
    """At the end, where the search at the end has found the position won (it is in what the search
    has learnt won), the first of the legal ``moves`` along that win; None where none is known.

    Why the solver may play it alone (as ``safe_move``): the search at the end found the position won
    through a child in its learnt won positions (or a child with every card up), and that child is one
    step away: the fills of a dig, the exchanges sliding the suit's meeting foundations to the card, and
    the card up (``_children``). The move returned is the first of those real moves, and the position
    after it is won: after a fill, the rest of the dig is still legal (the dig needed as many vacancies
    as fills, one of them now used by this fill), so that position, which is kept as won
    (``_won_after_a_fill``), reaches the same child; after an exchange, the position is the same to the
    search (foundations that meet stand for one position); after the card up, it is the child. So the
    move keeps a won position won: it can never hurt. Played alone, it makes every search of the solver
    play out a win at the end as soon as one is met, instead of trying the position's other moves
    first (a depth-first probe could sink below a sibling the search at the end could not decide)."""
    lay = state.table.derived(EndLayout)
    if not lay.learnt.won or not at_the_end(state):
        return None
    position = abstract(state, lay)
    if position is None or position not in lay.learnt.won:
        return None
    step = _won_step(lay, position)
    if step is None:  # (what was learnt was forgotten since)
        return None
    child, source, fills, card = step
    piles, index = state.piles, state.table.index
    if fills:
        for m in moves:
            if m.kind == MOVE and index.get(m.args[1]) in lay.flanks and bytes(piles[index[m.args[0]]]) == source:
                _won_after_a_fill(lay, position, source)
                return m
        return None
    suit = card & 3
    asc, desc = lay.foundations[suit]
    a = len(piles[asc])
    place = lay.place[card]
    target, slide = -1, (desc, asc) if place > a else (asc, desc)
    if place == a:
        target = asc
    elif place == lay.length - 1 - len(piles[desc]):
        target = desc
    # (else the two meet, away from the card: an exchange slides them towards it)
    for m in moves:
        if m.kind != MOVE:
            continue
        s, d = index.get(m.args[0]), index.get(m.args[1])
        if target < 0:
            if (s, d) == slide:
                return m
        elif d == target and s is not None and piles[s] and piles[s][-1] == card and (
                s in lay.flanks if source is None else bytes(piles[s]) == source):
            return m
    return None


def _won_step(lay: EndLayout, position: Position) -> tuple[Position, bytes | None, int, int] | None:
    """A child of a position the search learnt won that is known won itself (or has every card up):
    the child, the packet the step digs in (its bytes; None for a Flank card up), the fills made, and
    the card that goes up. None where no child is known won any more."""
    found = _children(lay, position)
    if found is True or found is False:
        return None
    won = lay.learnt.won
    packets, flanks = position[0], position[1]
    for child in found:
        if child in won or child[2] == lay.done:
            if child[0] == packets:  # a Flank card up
                gone = list(flanks)
                for c in child[1]:
                    gone.remove(c)
                return child, None, 0, gone[0]
            left = list(child[0])  # the packets after, less those untouched: what is left of the one dug in
            source = b""
            for pile in packets:
                if pile in left:
                    left.remove(pile)
                else:
                    source = pile
            rest = left[0] if left else b""
            return child, source, len(source) - 1 - len(rest), source[len(rest)]
    return None


def _won_after_a_fill(lay: EndLayout, position: Position, source: bytes) -> None:
    """Keep as won the position after the uppermost card of packet ``source`` goes into a vacant
    Flank, where ``position`` is won by a dig in that packet (``move_along_a_known_win``'s proof)."""
    packets, flanks, ups = position
    rest = list(packets)
    rest.remove(source)
    if len(source) > 1:
        rest.append(source[:-1])
    lay.learnt.won.add((tuple(sorted(rest)), bytes(sorted(flanks + source[-1:])), ups))


# --- the knowledge ----------------------------------------------------------------------------------

ANSWERS_KEPT = 100_000  # hopeless's answers kept per table; past it, the newer half is forgotten (the probes
# begin each round from the deal anew and meet the first positions again: deal 10, one half's probes at 200k
# positions: 107,417 counts, as with no limit, 11.0 s of CPU; forgetting all at once, 123,320 and 11.5 s)


class _Answers:
    """``hopeless``'s answers after the re-deal, kept per table by position: the probes search the
    same positions again and again (each round's probes from the deal anew, each kind and ordering
    its own way; on deals 7 and 10, 31k and 44k questions were about 24k positions each), and the
    count costs more than all the rest of a position's search. A position here is the solver's key
    of it (``search.position_key``: its piles, the interchangeable Flanks' in sorted order, and its
    counters): the answer is a proof about winning, the same for positions that differ only by the
    order of the Flanks (the same rules fill and empty each), so an answer given for one holds for
    the other. They are kept for one deal at a time, and past ``ANSWERS_KEPT`` the newer half is
    forgotten: forgetting only asks again."""

    def __init__(self, table: Table) -> None:
        self.game = table.game
        self.known: dict[bytes, bool] = {}
        self.deal: int | None = None  # the deal they belong to (another deal's positions are not met again)

    def begin(self, deal: int) -> None:
        """Forget the deal before: its answers, and the key's numbers of its piles (a key numbers
        each pile it meets, ``search.position_key``; a new one for each deal keeps those few)."""
        from ..search import position_key

        self.position = position_key(self.game)
        self.known.clear()
        self.deal = deal


class NivernaiseKnowledge(Knowledge):
    """La Nivernaise's safe moves, moves worth trying, hopelessness and orderings (each proof in its
    method's docstring), and its interchangeable Flanks."""

    safe = Safe.HOOK
    interchangeable = (tuple(p.name for p in FLANKS),)

    # Side by side, both processes probe: the probes decide nearly every deal this game decides, its
    # losses are few and short (a complete probe proves them as well), and its undecided deals are
    # mostly late wins that want the probes' rounds sooner. 10 s of CPU per process (round 8): of
    # deals 0-79 (77 measured), 26 39 63 64 8 won that were undecided, 70 75 (complete search's wins)
    # and 71 (near the limit) undecided; the six lost deals still proved; held-out 80-89 7/0/3, was 5/0/5.
    # It pays on fresh deals too (the appendix, "Figures on deals no tuning saw").
    probes_on_both_cores = True
    # No early beams: beams of width 256 (600 positions a unit) after the first round, by both
    # orderings one a process or by the first in the first process only, won six or seven undecided
    # deals of 0-79 (10 14 53 55 73 in both) and lost as many that the rounds win, some within 3 s:
    # 54 decided each way, 54 without them the same day (solver 35, 10 s of CPU a process).

    # The depth-first searches ask ``hopeless`` of a child before listing its moves: a quarter of its
    # answers after the re-deal are True, and the count is kept by position, so listing a hopeless
    # child's moves is the waste. The same positions searched, about 5% less CPU (both halves' probes
    # at 30k positions, deals 10 21 47 6: 12.6-12.8 s, was 13.3 s).
    hopeless_first = True

    @staticmethod
    def _up(state: State, layout: _Layout, suit: int) -> int:
        """Cards of the suit on its two foundations: fewer than a sequence's length, the two
        have not met; equal, they meet (an exchange can slide them); more, they overlap, and no
        exchange is possible again (an exchange needs the two tops next in sequence)."""
        piles = state.piles
        return len(piles[layout.asc[suit]]) + len(piles[layout.desc[suit]])

    def safe_move(self, state: State, moves: list[Move]) -> Move | None:
        """A card to a foundation that can never hurt, played alone by the solver.

        A Flank card X to a foundation F of its suit, unless the suit's two foundations meet.
        From O, let A be the position after X goes up, and follow any winning line L from O.
        Until X or its twin X' (the other card of that suit and rank) is played, L plays no card
        of that rank and makes no exchange in that suit (the foundations would have to meet, with
        X or X' on one), and every other move of L is legal in A: A differs only by X on F and a
        vacancy in the Flanks where X lay (vacancies "may be filled", never must be). Then, in A:
        X up to F in L: skip it. X up to the other foundation G: the two then meet, and in A one
        exchange of X from F to G gives the same position. X' up to F: in A, place X' in the
        vacancy X left (from the Line: a legal fill, the same refill if it empties its packet)
        or leave it in its Flank; the positions are the same (the Flanks are interchangeable).
        X' up to G: the same, and exchange X from F to G. Either way A reaches L's position.

        A Line card X to a foundation when the two foundations of its suit overlap (X is the
        only card of its rank left and no exchange can come), the re-deal is made (Rule IV: no
        taking up of the Line to come), and X is not the last card of its packet while the pack
        lasts (no refill of four to come sooner). Then L plays nothing to F before X, never
        touches the cards beneath X before it, and A (with them bared sooner) follows L.

        And first, at the end, where the search at the end has already found the position won: the
        next move of that win (``move_along_a_known_win``, with its proof: the
        position after it is won too)."""
        known = move_along_a_known_win(state, moves)
        if known is not None:
            return known
        layout = state.table.derived(_Layout)
        piles, index = state.piles, state.table.index
        done = state.counters.get("redeals", 0) >= state.game.redeals
        stock = state.table.stock
        for m in moves:
            if m.kind != MOVE:
                continue
            s, d = index.get(m.args[0]), index.get(m.args[1])
            if s is None or d not in layout.foundations or s in layout.foundations:
                continue
            suit = piles[s][-1] & 3
            up = self._up(state, layout, suit)
            if s in layout.flanks:
                if up != layout.length:
                    return m
            elif s in layout.line and done and up > layout.length and (len(piles[s]) > 1 or not piles[stock]):
                return m
        return None

    def worth_trying(self, state: State, moves: list[Move]) -> list[Move]:
        """Exchanges only towards a card that can then be played.

        An exchange is legal only while the two foundations of a suit meet (the ascending one
        holds the sequence up to some card, the descending one the rest); each slides the meeting
        place by one, and playing any card of the suit to them ends the meeting for good. So in a
        winning line the exchanges of a suit can all be put off until just before the card of
        that suit played next to its foundations: nothing else reads those foundations. That card
        is then available (a Flank card or the top of a Line packet), and the slide goes towards
        it: an exchange that moves the meeting place down is needed only if some available card
        of the suit lies more than one place below the ascending top, and one that moves it up
        only if some lies above it.

        At the end (the re-deal made, the pack out), a Line card into a vacant Flank only where it
        begins a dig that plays a card up (``fills_worth_trying``, with its
        proof). Every other move is kept."""
        layout = state.table.derived(_Layout)
        moves = fills_worth_trying(state, moves, layout)
        piles, index = state.piles, state.table.index
        kept: list[Move] = []
        wanted: dict[int, tuple[bool, bool]] = {}
        for m in moves:
            if m.kind == MOVE:
                s, d = index.get(m.args[0]), index.get(m.args[1])
                if s in layout.foundations and d in layout.foundations:
                    suit = piles[s][-1] & 3
                    if suit not in wanted:
                        a = len(piles[layout.asc[suit]])
                        down = up = False
                        for i in layout.flanks | layout.line:
                            pile = piles[i]
                            if pile and pile[-1] & 3 == suit:
                                p = layout.place.get(pile[-1] >> 2)
                                if p is None:
                                    continue
                                down = down or p < a - 1
                                up = up or p > a
                        wanted[suit] = (down, up)
                    down, up = wanted[suit]
                    if (up if s == layout.desc[suit] else down):
                        kept.append(m)
                    continue
            kept.append(m)
        return kept

    def hopeless(self, state: State) -> bool:
        """No line of play can win: the re-deal is made, and even an optimistic count of the
        Flanks leaves some card that can never go up.

        With the re-deal made ("There is only one re-deal"), no card goes back to the pack or is
        taken up again, and the only moves are a card to a foundation, an exchange between the two
        foundations of a suit, the top card of a Line packet into a vacant Flank ("vacancies in the
        Flanks may be filled ... from the Line"), and while the pack lasts, its top card into a
        vacant Flank and the rounds of four on the Line packets (and four on a packet played off);
        a Flank card goes nowhere but up. A card of the pack is counted here as free whenever its
        rank can go up, taking no room in the Flanks: optimistic, since it may have to wait in a
        Flank, and cards dealt on a packet only cover what lies there now. Take any winning line
        and the cards in the order it plays them up, c1, c2, ...; let U be the cards played before
        c. Then:

        - in sequence (Rule III, the aces ascending and the kings descending): c goes on a
          foundation whose top is the rank next to c's, so every rank of its suit between that
          foundation's top now and c's rank is up by then: some card of it is on a foundation now
          or in U (an exchange only moves cards already up); in U, when the two foundations of
          the suit overlap (each holds a card the other also holds: the ascending one is past the
          descending one's top, so neither takes the other's top, no exchange can ever be made
          again, and a foundation gets the ranks it lacks from the table only);
        - room (Rule I: only the uppermost card of a packet is available): for a card c of the
          Line now, every card above c in its packet now has left it, to a foundation (in U) or
          to a Flank, where it still is; the cards in the Flanks now that are not in U are still
          there too; together, at most the eight Flanks. Among the cards above c, one of c's suit
          goes up after c for certain (so waits in a Flank, even if in U) when the two
          foundations of the suit overlap (then the one foundation still lacking a rank takes it)
          and the foundation that takes c takes that card later in its sequence.

        Both conditions only get easier as U grows. So, adding over and over any card that meets
        them with U the cards added so far, the cards added include c1, then c2, and so on: every
        card of a winning line. A win puts up both cards of every rank of every suit (each
        foundation takes each rank once); when the cards up now and the cards added lack some card
        the foundations need, there is no winning line. (The count is
        ``count_leaves_a_card``.)

        At the end (the pack dealt out too), where the count claims nothing, the play that is left
        is searched to the end (``at_the_end_wins``, a limited search: past
        its limit nothing is claimed). It makes every move the rules then allow (a card up, the
        uppermost card of a Line packet into a vacancy), but that where ``safe_move`` has a move it
        plays that alone, and it takes a dig as one step: the fills from one packet, one beneath
        the other, and the card bared going up (the fills' proof, in ``worth_trying``: a shortest
        winning line, put in its order, digs in one packet until the card bared goes up); and it takes the positions an exchange links for one (foundations that meet can
        be slid by exchanges, one card at a time and each undone by the next, to meet anywhere,
        so the same moves are open from each). A position all of whose moves lead to lost ones is
        lost; no position comes back (each move takes a card off a packet or puts one up).

        Its answers after the re-deal are kept by position (``_Answers``) and given again when the
        position (or one with the Flank cards in other Flanks) is met again: each is a proof about
        that position alone. (A position whose search at the end passed its limit is kept as not
        claimed, though more learnt might claim it later.)"""
        if state.counters.get("redeals", 0) < state.game.redeals:
            return False
        answers = state.table.derived(_Answers)
        if answers.deal != state.deal:
            answers.begin(state.deal)
        kept = answers.known
        position = answers.position(state)
        known = kept.get(position)
        if known is None:
            known = self._hopeless_after_the_redeal(state)
            if len(kept) >= ANSWERS_KEPT:  # the newer half forgotten (a dict keeps the order they came in)
                for _ in range(ANSWERS_KEPT // 2):
                    kept.popitem()
            kept[position] = known
        return known

    @staticmethod
    def _hopeless_after_the_redeal(state: State) -> bool:
        if count_leaves_a_card(state, state.table.derived(_Layout)):
            return True
        if not state.piles[state.table.stock]:
            wins = at_the_end_wins(state)
            if wins is not None:
                return not wins
        return False

    def evaluate(self, state: State) -> int | None:
        """Move ordering only: cards up, the cards wanted next near the surface, and vacant Flanks
        weighed more than the solver's own evaluation does (the module's ``evaluate``)."""
        return evaluate(state, state.table.derived(_Layout))

    def other_evaluate(self, state: State) -> int | None:
        """The probes' second move ordering: the solver's own evaluation (a vacant Flank worth 40).
        The deals divide between the two: deals 0-39 at 10 s (shared machine), the own alone wins 13
        (1 12 15 32 38 but not 9 11 30 33), the solver's alone 12 (the other way round), both 14.
        A position at the end already found won weighs more in both (``found_won``)."""
        return other_evaluate(state)


KNOWLEDGE = NivernaiseKnowledge()
