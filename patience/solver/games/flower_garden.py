"""The Flower-Garden's solver-only code: the safe move to a foundation and the packets that can never
be cleared.

Kept out of ``flower_garden.py`` so that the game's module stays the transcription of the text
and its hooks; the proofs are in the docstrings of :class:`~patience.games.flower_garden.FlowerGardenHooks`
(``safe_move`` and ``hopeless``), which call these functions. Everything is read through the
table's pile indices (``Table.derived``), so the small test decks of ``patience.solver.tiny`` work
too: a rank missing from the deck has no cards, and a foundation's sequence may skip ranks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...moves import MOVE, Move
from ...state import piles_at

if TYPE_CHECKING:
    from ...state import State, Table

KING = 13


class Layout:
    """The pile indices and card tables the solver's knowledge reads (once per table)."""

    def __init__(self, table: Table) -> None:
        self.garden = table.group_piles["garden"]
        self.bouquet = table.group_piles["bouquet"]
        self.foundations = list(table.foundations)
        self.from_bouquet = frozenset(self.bouquet)
        self.into_garden = frozenset(self.garden)
        self.into_foundation = frozenset(self.foundations)
        self.pair_of = table.pair_of
        ranks = table.game.ranks or tuple(range(1, KING + 1))
        deck = [r * 4 + s for r in ranks for s in range(4)]
        # The cards that could be placed on each card in the Garden (Rule III: one lower, any suit).
        self.lower = {c: tuple(d for d in deck if d >> 2 == (c >> 2) - 1) for c in deck}
        # The cards of its suit that must go up before each card (Rule II).
        self.lower_in_suit = {c: tuple(d for d in deck if d & 3 == c & 3 and d >> 2 < c >> 2) for c in deck}
        # The same as bits, one a rank (``no_packet_can_be_cleared`` reads ranks as bits).
        self.below_in_suit = {c: sum(1 << (d >> 2) for d in self.lower_in_suit[c]) for c in deck}
        # The foundation of each suit, and the card each card must follow up (None: it begins it).
        self.foundation_of_suit: dict[int, int] = {}
        self.before: dict[int, int | None] = {}
        for f in self.foundations:
            spec = table.foundation_of[f]
            assert spec is not None and spec.suit is not None
            self.foundation_of_suit[spec.suit] = f
            previous: int | None = None
            for rank in spec.sequence:
                self.before[rank * 4 + spec.suit] = previous
                previous = rank * 4 + spec.suit
        # For ``evaluate``: each foundation with the card it wants next, by how many cards it holds.
        self.wanted = [(f, (*(r * 4 + table.foundation_of[f].suit  # type: ignore[union-attr]
                              for r in table.foundation_of[f].sequence), None))  # type: ignore[union-attr]
                       for f in self.foundations]
        self.places = (*self.garden, *self.bouquet)
        # For ``key``: getters of the piles as tuples, and the number of cards in the deck.
        self.garden_of = piles_at(self.garden)
        self.foundations_of = piles_at(self.foundations)
        self.bouquet_of = piles_at(self.bouquet)
        self.cards = len(deck)


def safe_up(state: State, moves: list[Move]) -> Move | None:
    """A move of a card X to its foundation such that every card Y that could be placed on X and is
    not yet up could itself go up as soon as it is available (the card before it in its suit is
    up), and every card that could be placed on such a Y is up. (The proof is in
    ``FlowerGardenHooks.safe_move``.)"""
    layout = state.table.derived(Layout)
    piles = state.piles
    pair_of, into_foundation = layout.pair_of, layout.into_foundation
    up: set[int] | None = None
    tops: dict[int, int | None] = {}
    for m in moves:
        if m.kind != MOVE:
            continue
        pair = pair_of.get(m.args)
        if pair is None or pair[1] not in into_foundation:
            continue
        source = piles[pair[0]]
        if not source:
            continue
        if up is None:
            up = set()
            for f in layout.foundations:
                up.update(piles[f])
                tops[f] = piles[f][-1] if piles[f] else None
        if all(y in up or (tops[layout.foundation_of_suit[y & 3]] == layout.before[y]
                           and all(z in up for z in layout.lower[y]))
               for y in layout.lower[source[-1]]):
            return m
    return None


def no_packet_can_be_cleared(state: State) -> bool:
    """Whether no packet is empty and none could ever be cleared, even if every card that is ever
    available stayed available: the least set of cards that may leave their packets, found round
    after round until nothing changes. A card leaves its packet when it is uppermost there and
    either a card one higher may be uppermost in a packet (Rule III: the card goes on it) or every
    card of its suit before it is up or may be available (Rule II: it goes up). A card may be
    uppermost in a packet when it is uppermost now, when every card above it may leave, or, from
    the Bouquet, when a card one higher may be (the highest first: a king of the Bouquet never is).
    The cards only grow in number from round to round, so it ends; if every card of some packet may
    leave, the answer is False. (The proof is in ``FlowerGardenHooks.hopeless``.)"""
    layout = state.table.derived(Layout)
    piles = state.piles
    packets = [piles[g] for g in layout.garden]
    if not all(packets):
        return False
    # Ranks as bits (the rules read only a card's rank and suit): ``uppermost`` the ranks of the cards
    # that may be uppermost in a packet, ``available[suit]`` the ranks of that suit's cards that may be
    # available or are up, ``waiting`` those of the Bouquet's cards not yet placed.
    below = layout.below_in_suit  # card -> the bits of the ranks of its suit beneath it in the deck
    uppermost = 0
    for packet in packets:
        uppermost |= 1 << (packet[-1] >> 2)
    available = [0, 0, 0, 0]
    waiting = 0
    for b in layout.bouquet:
        for c in piles[b]:
            available[c & 3] |= 1 << (c >> 2)
            waiting |= 1 << (c >> 2)
    for f in layout.foundations:
        for c in piles[f]:
            available[c & 3] |= 1 << (c >> 2)
    for packet in packets:
        c = packet[-1]
        available[c & 3] |= 1 << (c >> 2)
    waiting &= ~uppermost
    reached = [len(packet) - 1 for packet in packets]  # the lowest card that may be uppermost
    changed = True
    while changed:
        changed = False
        while waiting:
            placed = waiting & (uppermost >> 1)
            if not placed:
                break
            uppermost |= placed
            waiting &= ~placed
        for p, packet in enumerate(packets):
            k = start = reached[p]
            while True:
                card = packet[k]
                rank = card >> 2
                if not (uppermost >> (rank + 1)) & 1:
                    need = below[card]
                    if available[card & 3] & need != need:
                        break
                if not k:
                    return False  # every card of the packet may leave it
                k -= 1
                card = packet[k]
                bit = 1 << (card >> 2)
                uppermost |= bit
                available[card & 3] |= bit
            if k != start:
                reached[p] = k
                changed = True
    return True


def key(state: State) -> bytes:
    """The packets in sorted order, the number of cards on each foundation, and any place of the
    Bouquet holding more than one card (only on the tests' small decks). (The proof that it tells
    positions apart exactly as the solver's own key does is in ``FlowerGardenHooks.key``.)"""
    layout = state.table.derived(Layout)
    piles = state.piles
    garden = layout.garden_of(piles)
    parts = sorted(map(bytes, garden))
    up = bytes(map(len, layout.foundations_of(piles)))
    parts.append(up)
    bouquet = layout.bouquet_of(piles)
    if len(bouquet) - bouquet.count(()) != layout.cards - sum(map(len, garden)) - sum(up):
        parts.extend(sorted(bytes(pile) for pile in bouquet if len(pile) > 1))
    return b"\xff".join(parts)


def evaluate(state: State) -> int:
    """The solver's own evaluation (``patience.solver.shared_evaluation``), the same number worked
    out faster: a thousand a card up, less ten for each card above the next card each foundation
    wants (sixty if it is nowhere), and forty a cleared packet."""
    layout = state.table.derived(Layout)
    piles = state.piles
    up = cost = 0
    for f, wanted in layout.wanted:
        held = len(piles[f])
        up += held
        card = wanted[held]
        if card is None:
            continue
        for g in layout.places:
            pile = piles[g]
            if card in pile:
                cost += len(pile) - 1 - pile.index(card)
                break
        else:
            cost += 60
    empty = 0
    for g in layout.garden:
        if not piles[g]:
            empty += 1
    return up * 1000 - cost * 10 + empty * 40


def other_evaluate(state: State) -> int:
    """The solver's second move ordering (``FlowerGardenHooks.other_evaluate``; ordering only, never
    an answer): the solver's own evaluation (cards up, how deep the cards the foundations want next
    lie, cleared packets), less the cards of the Garden lying above a lower card of their own suit
    (each must leave its packet before that card can go up: Rule II) and, a little, the cards not
    placed on a card one higher (Rule III: each must move before the card beneath it is freed)."""
    layout = state.table.derived(Layout)
    piles = state.piles
    misplaced = unordered = 0
    for g in layout.garden:
        packet = piles[g]
        lowest: dict[int, int] = {}  # for each suit, the lowest rank beneath the card
        for k, card in enumerate(packet):
            suit, rank = card & 3, card >> 2
            low = lowest.get(suit)
            if low is None or rank < low:
                lowest[suit] = rank
            else:
                misplaced += 1
            if k and packet[k - 1] >> 2 != rank + 1:
                unordered += 1
    return evaluate(state) - misplaced * 10 - unordered * 5
