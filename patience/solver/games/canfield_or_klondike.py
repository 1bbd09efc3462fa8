"""What the solver knows of Canfield or Klondike: a safe move up, and rows and places alike.

A card is played up alone, without trying the other moves, where no card still off the foundations
could ever be built on it: a two (nothing goes on a two, the rows building "down to 4, 3, 2"), or a
card both of whose next lower cards of the other colour are already up (``safe_move``, with its
proof). The key of a position sorts the rows, each with its count of cards face down, and the
foundation places (``key``, with its proof). The move ordering is the game's own (``evaluate``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...moves import MOVE
from ...rules import Role
from ..knowledge import Knowledge, Safe

if TYPE_CHECKING:
    from ...moves import Move
    from ...state import State, Table

UNSEEN = 60  # as the shared evaluation: a card wanted next that lies in no row
FACE_DOWN = 120  # a card lying face down, on the scale of 1000 a card up
VACANCY = 40
SEPARATOR = b"\xff"  # no card code (4 to 55) and no count of cards face down (0 to 6)


def _rows(table: "Table") -> list[int]:
    """The rows, by index (a small test table may have fewer)."""
    return [i for i, role in enumerate(table.role_of) if role is Role.TABLEAU]


def _others(table: "Table") -> list[int]:
    """The stock and the talon, by index."""
    return [table.stock, table.talon]


class CanfieldOrKlondikeKnowledge(Knowledge):
    safe = Safe.HOOK

    def safe_move(self, state: "State", moves: list["Move"]) -> "Move | None":
        """A card move up whose card no card off the foundations could ever be built on: a two, or a
        card whose two next lower cards of the other colour are both up.

        Why it never turns a position that can be won into one that cannot. Let X be that card,
        O the position, A the position after X goes up. In the rows only the next lower card of the
        other colour is built on X (and nothing on a two), and those cards are up for good, so in
        O no card is ever placed on X in a row: there X stays on top until it moves. Follow any
        line of play from O with moves from A, keeping: A's piles are O's with X taken out, and
        with the aces taken out that lie beneath X in its row in O (each uncovered in A and
        placed up at once, as the text's aces are); A's foundations, matched by suit, are as high
        as O's; a card face down in A is face down in O. A move of X alone (up, or to a row or a
        space) is skipped. A run of O that holds X moves in A without it, from the same lowest
        card, which lies on the same card in A as in O, goes where it goes in O (its lowest card
        decides) and is whole in A as in O. Any other move of O moves a card that is on top in A
        too (on the talon, the cards turned onto X in O lie in A on the card beneath it), or a
        whole run that lies in A as in O, onto a row whose top card in A is the same (in O no card
        goes on X, and a space of O is a space of A), or up to a foundation of its suit that in A
        takes it too (a card of X's suit above X goes up in O only after X). Turning the stock is
        the same. When X leaves its place in O, the cards beneath are turned and its aces go up,
        and the piles agree again but for X and the places of the aces; the places of the
        foundations are alike to every rule (each takes any ace first, then follows its suit), so
        a line won from O is won from A with the places renamed."""
        index, piles, t = state.table.index, state.piles, state.table
        up: set[int] | None = None
        for m in moves:
            if m.kind != MOVE or "@" in m.args[0]:
                continue
            d = index[m.args[1]]
            if d not in t.foundation_set:
                continue
            c = piles[index[m.args[0]]][-1]
            rank = c >> 2
            if rank <= 2:
                return m
            if up is None:
                up = {card for f in t.foundations for card in piles[f]}
            below = rank - 1 << 2
            if all(below | suit in up for suit in range(4) if suit & 1 != c & 1):
                return m
        return None

    def key(self, state: "State") -> bytes:
        """The rows sorted, each with its count of cards face down; the foundation places sorted;
        the stock and the talon as they are.

        Why two positions with equal keys are alike for winning: they differ only by which row is
        which and which foundation place is which. No rule tells the rows apart once the deal is
        made (one group: the same build, the same space rule, the same runs; a card is turned up by
        the same rule in each); the cards face down in a row are its lowest ones (dealt first,
        turned from the top), so the count says which. No rule tells the places apart either:
        each takes any ace first, then follows its suit; an ace goes to the leftmost empty place,
        and which place that is changes no card's fate. So a line that wins one position wins the
        other with the rows and places renamed."""
        table = state.table
        piles, counters, keys = state.piles, state.counters, table.down_key
        parts = sorted(bytes(piles[i]) + bytes((counters.get(keys[i], 0).bit_count(),))
                       for i in table.derived(_rows))
        parts.append(b"")
        parts.extend(sorted(bytes(piles[f]) for f in table.foundations))
        parts.append(b"")
        parts.extend(bytes(piles[i]) for i in table.derived(_others))
        return SEPARATOR.join(parts)

    def evaluate(self, state: "State") -> int:
        """For the move ordering only: 1000 a card up, less for each card face down, less 10 for
        each card lying over a card a foundation wants next, plus a little for each space."""
        t, piles = state.table, state.piles
        rows = t.derived(_rows)
        want, suit_wanted = state.foundations_want()
        needed = {want[f] << 2 | suit_wanted[f] for f in t.foundations if piles[f] and want[f]}
        up = sum(len(piles[f]) for f in t.foundations)
        down = sum(state.counters.get(t.down_key[i], 0).bit_count() for i in rows)
        cost = UNSEEN * len(needed)
        for i in rows:
            pile = piles[i]
            if needed.isdisjoint(pile):
                continue
            for k, c in enumerate(reversed(pile)):
                if c in needed:
                    cost += k - UNSEEN
        empty = sum(1 for i in rows if not piles[i])
        return up * 1000 - down * FACE_DOWN - cost * 10 + empty * VACANCY


KNOWLEDGE = CanfieldOrKlondikeKnowledge()
