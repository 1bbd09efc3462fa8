"""La Nivernaise's solver knowledge for the end of the game, kept apart from the rules in
``la_nivernaise.py`` (whose ``Hooks`` methods call it) so that the game's module stays near its
transcription of the text. Nothing here changes what is legal.

The end: the re-deal is made ("There is only one re-deal") and the pack is dealt out. Then
nothing comes to the table again: a Line packet gets no card ("Single cards are not to be replaced
on the Line", and a packet played off gets its four more cards from the pack, which is empty), and
the only moves are a card to a foundation, an exchange between the two foundations of a suit, and
the uppermost card of a Line packet into a vacancy of the Flanks. :func:`fills_worth_trying` says
which of those fills are worth trying; :func:`at_the_end_wins` searches that play to the end, in an
abstract form (the packets as a set, the foundations of a suit that meet taken for one position
wherever exchanges slide them, a dig down to a card that goes up taken as one step), and keeps what
it learns per table (``Table.derived``). :func:`count_leaves_a_card` is ``hopeless``'s count after
the re-deal, here because it runs on every position after the re-deal and is written for speed.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from ..inner_search import Exhausted, Learnt, Limit, search
from ...moves import MOVE, Move

if TYPE_CHECKING:
    from ...state import State, Table
    from ...games.la_nivernaise import _Layout


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
    """The count of ``NivernaiseHooks.hopeless`` (its proof is there): after the re-deal, an
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
    """``NivernaiseHooks.evaluate`` (move ordering only): the solver's own evaluation (1000 a card
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
    """``NivernaiseHooks.other_evaluate``: the solver's own evaluation (None: the solver's, as it is)
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


# --- the play at the end, searched to the end (for ``NivernaiseHooks.hopeless``) ---------------------

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
    passed its limit or the solve's deadline (``patience.inner_search``), or the position is not at the end."""
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
