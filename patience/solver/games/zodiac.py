"""What the solver knows of the Zodiac: its places alike, and each suit's packets that can never go up.

The twenty-four places of the Zodiac are alike, and so are the eight of the Equator
(``interchangeable``, with its proof below). A position is hopeless where, for some suit, the cards of
that suit lying in the Zodiac's packets can no longer be taken up by the suit's two foundations in
any order their packets allow, every other card of the suit being free to go up whenever it is
wanted (``hopeless``, with its proof); without it the search, which meets the foundations only once
every card is placed, wanders among placings that can never come up. The move ordering counts each
card placed out of the pack and talon as a card up (``evaluate``).

The places alike, the proof: once the opening deal is made no rule names a place of the Zodiac or of
the Equator. The places of each group take the same cards (the Zodiac's by marriage, from the same
groups; the Equator's none on a card), their spaces are filled alike from the talon, and their cards
go to the same places; the game's hooks ask only whether a place is a foundation. So two positions
that differ only by the order of the Zodiac's places, or of the Equator's, are won by the same moves
with the places renamed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...games.zodiac import EQUATOR, ZODIAC
from ..knowledge import Knowledge
from ..search import shared_evaluation

if TYPE_CHECKING:
    from ...state import State, Table

Packets = tuple[tuple[int, ...], ...]
CACHE_LIMIT = 500_000  # answers kept from one search to the next (each a few packets of one suit)


def can_go_up(packets: Packets, up: tuple[int, ...], down: tuple[int, ...], placed_up: int, placed_down: int,
              copies: int) -> bool:
    """Whether one suit's ace and king foundations, holding ``placed_up`` and ``placed_down`` cards of
    their sequences ``up`` and ``down``, can take every card of the suit, the cards of ``packets``
    (ranks, the lowest first) each only once every card above it in its packet is up, the others of
    the deck's ``copies`` of each rank whenever wanted: a search over the cards up on each foundation
    and the cards left in each packet, which fix which cards are up."""
    start = (placed_up, placed_down, tuple(len(p) for p in packets))
    seen = {start}
    stack = [start]
    while stack:
        i, j, heights = stack.pop()
        if i == len(up) and j == len(down):
            return True
        left: dict[int, int] = {}
        for packet, height in zip(packets, heights):
            for rank in packet[:height]:
                left[rank] = left.get(rank, 0) + 1
        wanted = [(up[i], (i + 1, j))] if i < len(up) else []
        if j < len(down):
            wanted.append((down[j], (i, j + 1)))
        for rank, after in wanted:
            taken = (rank in up[:i]) + (rank in down[:j])
            nexts = [(*after, heights)] if copies - taken - left.get(rank, 0) > 0 else []
            nexts += [(*after, heights[:k] + (h - 1,) + heights[k + 1:])
                      for k, (packet, h) in enumerate(zip(packets, heights)) if h and packet[h - 1] == rank]
            for nxt in nexts:
                if nxt not in seen:
                    seen.add(nxt)
                    stack.append(nxt)
    return False


def _suits(table: Table) -> tuple[tuple[int, int, int], ...]:
    """For each suit: the index of its ace's foundation, of its king's, and the suit."""
    aces, kings = table.group_piles["aces"], table.group_piles["kings"]
    return tuple((a, k, table.foundation_of[a].suit) for a, k in zip(aces, kings))  # type: ignore[union-attr,misc]


class ZodiacKnowledge(Knowledge):
    interchangeable = (tuple(p.name for p in ZODIAC), tuple(p.name for p in EQUATOR))

    def __init__(self) -> None:
        self.answers: dict[tuple[object, ...], bool] = {}

    def hopeless(self, state: State) -> bool:
        """Some suit's cards in the Zodiac can no longer all go up (``can_go_up`` is False for it).

        Why no line of play can then win. A card of the Zodiac leaves its packet only to go up: it
        marries on no other packet, fills no space (spaces take the talon's cards) and is not moved
        to the Equator (Rule I). Cards come onto a packet only on top. So of two cards now in one
        packet, the upper goes up before the lower, in every line of play from here; for the cards
        of one suit this holds of the order they lie in, whatever lies between them. To win, every
        card of the suit goes up, once, onto its ace's foundation, which takes the ranks of its
        sequence in order, or its king's, likewise. ``can_go_up`` searches every order of those
        moves up in which each card now in a packet waits for the cards of its suit above it, and
        every other card of the suit (in the Equator, the talon or the pack, or placed on a packet
        later, which only adds waiting) goes up whenever its rank is wanted: each state of that
        search is the count of cards up on each foundation and of cards left in each packet, which
        between them say which copies of each rank are up. A line that wins would give such an
        order; where the search finds none, no line wins."""
        t, piles = state.table, state.piles
        zodiac = t.group_piles["zodiac"]
        answers = self.answers
        if len(answers) > CACHE_LIMIT:
            answers.clear()
        for a, k, suit in t.derived(_suits):
            packets = tuple(sorted(p for p in (tuple(c >> 2 for c in piles[z] if c & 3 == suit) for z in zodiac) if p))
            spec_up, spec_down = t.foundation_of[a], t.foundation_of[k]
            up, down = spec_up.sequence, spec_down.sequence  # type: ignore[union-attr]
            key = (packets, up, down, len(piles[a]), len(piles[k]), state.game.packs)
            ok = answers.get(key)
            if ok is None:
                ok = answers[key] = can_go_up(packets, up, down, len(piles[a]), len(piles[k]), state.game.packs)
            if not ok:
                return True
        return False

    def evaluate(self, state: State) -> int:
        """For the move ordering only: the shared evaluation, with each card still in the pack or the
        talon counted as a card not yet up (the foundations are formed only once all are placed)."""
        t, piles = state.table, state.piles
        return shared_evaluation(state) - 1000 * (len(piles[t.stock]) + len(piles[t.talon]))


KNOWLEDGE = ZodiacKnowledge()
