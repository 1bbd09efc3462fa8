"""La Nivernaise's solver knowledge for the end of the game, kept apart from the rules in
``la_nivernaise.py`` (whose ``Hooks`` methods call it) so that the game's module stays near its
transcription of the text. Nothing here changes what is legal.

The end: the re-deal is made ("There is only one re-deal") and the pack is dealt out. Then
nothing comes to the table again: a Line packet gets no card ("Single cards are not to be replaced
on the Line", and a packet played off gets its four more cards from the pack, which is empty), and
the only moves are a card to a foundation, an exchange between the two foundations of a suit, and
the uppermost card of a Line packet into a vacancy of the Flanks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..moves import MOVE, Move

if TYPE_CHECKING:
    from ..state import State
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
