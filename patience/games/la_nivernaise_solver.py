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
wherever exchanges slide them), and keeps what it learns per table (``Table.derived``).
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from ..inner_search import Exhausted, Learnt, Limit, search
from ..moves import MOVE, Move

if TYPE_CHECKING:
    from ..state import State, Table
    from .la_nivernaise import _Layout


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


# --- the play at the end, searched to the end (for ``NivernaiseHooks.hopeless``) ---------------------

# A position at the end: the Line packets (cards bottom first, the empty ones left out) sorted, the
# Flank cards sorted, and each suit's two foundations as (cards on the ascending, cards on the
# descending) in suit order, (length, 0) standing for every pair that meets.
Position = tuple[tuple[tuple[int, ...], ...], tuple[int, ...], tuple[int, ...]]
Node = tuple[Position, tuple[int, ...] | None]  # a position and the dig under way (``_children``)

SEARCH_LIMIT = 40_000  # positions one question may search; past it the answer is "not proved lost"
CACHE_LIMIT = 300_000  # positions kept between questions (per table), forgotten all at once past it


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
        self.learnt: Learnt[Node] = Learnt()


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
            packets.append(pile)
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
    return tuple(packets), tuple(flanks), tuple(ups)


def at_the_end_wins(state: State) -> bool | None:
    """At the end: True when some line of play wins, False when none does, None when the search
    passed its limit or the solve's deadline (``patience.inner_search``), or the position is not at the end."""
    lay = state.table.derived(EndLayout)
    start = abstract(state, lay)
    if start is None:
        return None
    if len(lay.learnt) > CACHE_LIMIT:
        lay.learnt.clear()
    try:
        with Limit(SEARCH_LIMIT) as limit:
            return search((start, None), partial(_children, lay), lay.learnt, limit)
    except Exhausted:
        return None


def _up(ups: tuple[int, ...], card: int, lay: EndLayout) -> tuple[int, ...] | None:
    """The foundations after ``card`` goes up (None: no foundation of its suit takes it now)."""
    suit, p, length = card & 3, lay.place[card], lay.length
    a, d = ups[2 * suit], ups[2 * suit + 1]
    if a + d == length and a == length and d == 0:  # they meet: exchanges slide them to any card
        new = (p + 1, length - p)
    elif p == a:
        new = _meet(a + 1, d, length)
    elif p == length - 1 - d:
        new = _meet(a, d + 1, length)
    else:
        return None
    return ups[:2 * suit] + new + ups[2 * suit + 2:]


def _children(lay: EndLayout, node: Node) -> list[Node] | bool:
    """The positions to try after ``node`` (``inner_search.search``: every move takes a card off a
    packet or puts one up, so no position comes back), or True where every card is up.

    The dig: the position was reached by a fill from the packet that now holds ``dig``, and only the
    lines that go on with that dig are searched (the packet's uppermost card up, or a fill from it
    again), or begin with a safe move: ``fills_worth_trying``'s proof shows that a shortest winning
    line put in its order begins with fills from one packet, one beneath the other, then the card
    beneath the last going up (the exchanges between are taken for one position here); a safe move
    is sound from any position (``safe_move``'s proof). Such a position is learnt with its dig."""
    position, dig = node
    packets, flanks, ups = position
    length = lay.length
    if all(u == length for u in ups):
        return True
    children: list[Node] = []
    safe: Position | None = None
    last = -1
    for k, c in enumerate(flanks):  # a Flank card up, alone unless its suit's foundations meet
        if c == last:
            continue
        last = c
        new = _up(ups, c, lay)
        if new is not None:
            child = (packets, flanks[:k] + flanks[k + 1:], new)
            suit = c & 3
            if ups[2 * suit] + ups[2 * suit + 1] != length:
                safe = child
                break
            if dig is None:
                children.append((child, None))
    if safe is None:
        vacancies = lay.room - len(flanks)
        fills: list[Node] = []
        for k, pile in enumerate(packets):
            if k and pile == packets[k - 1]:
                continue
            c = pile[-1]
            rest = packets[:k] + packets[k + 1:]
            if len(pile) > 1:
                rest = tuple(sorted(rest + (pile[:-1],)))
            new = _up(ups, c, lay)
            if new is not None:
                child = (rest, flanks, new)
                suit = c & 3
                if ups[2 * suit] + ups[2 * suit + 1] > length:  # overlapping: alone
                    safe = child
                    break
                if dig is None or pile == dig:
                    children.append((child, None))
            if (dig is None or pile == dig) and vacancies and len(pile) > 1 and any(
                    _wanted(pile[-1 - j], ups, lay) for j in range(1, min(vacancies, len(pile) - 1) + 1)):
                fills.append(((rest, tuple(sorted(flanks + (c,))), ups), pile[:-1]))
        children.extend(fills)
    if safe is not None:
        return [(safe, None)]
    return children


def _wanted(card: int, ups: tuple[int, ...], lay: EndLayout) -> bool:
    """A foundation takes the card now, or its suit's foundations meet (an exchange may make it
    wanted): ``fills_worth_trying``'s test."""
    suit, length = card & 3, lay.length
    a, d = ups[2 * suit], ups[2 * suit + 1]
    if a + d == length or (a == length and d == 0):
        return True
    p = lay.place[card]
    return p == a or p == length - 1 - d

