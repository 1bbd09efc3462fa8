"""What the solver knows of the Flower-Garden: the safe move to a foundation, the Bouquet's moves
that may wait, the packets that can never be cleared, and its own key and orderings.

The six packets are interchangeable, and so are the sixteen places of the Bouquet (the same rules
for every place: each holds one card, always available, and takes nothing back). A card goes up
alone when every card that could be placed on it could follow it up at once (``Safe.HOOK``:
``FlowerGardenKnowledge.safe_move``); ``worth_trying`` drops the Bouquet's moves that may wait, and
``hopeless`` recognises positions where no packet can ever be cleared; the proofs are in their
docstrings. A second move ordering counts the cards in the way of their own suit
(``other_evaluate``); the solver's own key and evaluation are worked out faster (``key``,
``evaluate``), and ``hopeless`` is asked before a child's moves are listed (``hopeless_first``).

Everything is read through the table's pile indices (``Table.derived``), so the small test decks of
``patience.solver.search.tiny`` work too: a rank missing from the deck has no cards, and a
foundation's sequence may skip ranks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...games.flower_garden import BOUQUET_NAMES, GARDEN_NAMES
from ...moves import MOVE, Move
from ...state import piles_at
from ..knowledge import Knowledge, Safe

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
    ``FlowerGardenKnowledge.safe_move``.)"""
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
    leave, the answer is False. (The proof is in ``FlowerGardenKnowledge.hopeless``.)"""
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
    positions apart exactly as the solver's own key does is in ``FlowerGardenKnowledge.key``.)"""
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
    """The solver's own evaluation (``patience.solver.search.shared_evaluation``), the same number worked
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
    """The solver's second move ordering (``FlowerGardenKnowledge.other_evaluate``; ordering only, never
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


class FlowerGardenKnowledge(Knowledge):
    """The safe move up, the Bouquet's moves that may wait, hopeless positions, a faster key and
    evaluation, and a second ordering."""

    # A card goes up alone when every card that could be placed on it could follow it up at once
    # (``safe_move``, with its proof); the packets are alike, and so are the places of the Bouquet
    # (each holds one card, always available, and takes nothing back).
    safe = Safe.HOOK
    interchangeable = (GARDEN_NAMES, BOUQUET_NAMES)

    # Asked first (``hopeless_first``): about 40% of the children are hopeless, and listing their
    # moves first is wasted (the same search, 100k positions of the complete search: 10-20% less CPU).
    hopeless_first = True
    # 1: its early beam removed (figures taken with it carry the shared version alone).
    revision = 1
    # One complete search, by ``evaluate`` alone. Both orderings' in turns (``other_complete_search``)
    # was measured and not kept: each then has half the time, so the second ordering's search wins
    # deals it finds quickly, and deals the first's wins late are left undecided. At 10 s of CPU a
    # process side by side (machine at 15,600 positions/s), decided with it against without:
    # deals 200-239, 23 against 19 (212 215 217 229 won by the second's, in 0.6-9.8 s); 0-79, 43
    # against 45 (0 40 61 undecided, won by the first's at 6.5-9.4 s; 47 won); 240-279, 22 against
    # 23 (246 268 won; 270 276 279 undecided). So 7 more and 6 fewer in 160 deals.

    def safe_move(self, state: State, moves: list[Move]) -> Move | None:
        """A card X going to its foundation where every card Y that could be placed on X (one lower,
        any suit: Rule III) is up already or could follow its own suit up the moment it is
        available (the card before it in its suit is up: Rule II), and every card that could be
        placed on such a Y is up. This holds of every card when all the cards two lower are up;
        it covers ``Safe.UNNEEDED`` (every card one lower up) and more.

        Why it never loses a win: let A be the position after X goes up from O, and play any line
        from O in A, keeping "A's piles are O's piles less some cards that are up in A" (at first
        X alone). A move of a card missing in A is skipped. A card Y placed on X in O goes up in A
        instead: its suit's foundation in A is as high as in O and at least at the card before Y,
        and not beyond it, since Y is in A's piles. Nothing is ever placed on such a Y (every card
        one lower than Y is up for good), so the cards missing in A never hold a card of O. Any
        other move moves a card that is uppermost in A too, onto a card uppermost in A too, or into
        a packet empty in A too, or up (A's foundation is at the card before it: a higher one would
        hold this card); nothing goes back to the Bouquet. When O is won, so is A. So whatever O
        can win, A can win."""
        return safe_up(state, moves)

    def worth_trying(self, state: State, moves: list[Move]) -> list[Move]:
        """Every move but a card of the Bouquet played where nothing could use it at once:

        - a card of the Bouquet placed in the Garden (on a card one higher, or to begin a cleared
          packet) is kept only if a card one lower is uppermost in a packet, or is in the Bouquet
          and could itself be so followed (a chain of Bouquet cards, each one lower, ending with a
          card one lower than the last that is uppermost in a packet);
        - a card of the Bouquet played to its foundation is kept only if the next card of its suit
          is uppermost in a packet, or is in the Bouquet and could itself be so followed (a chain
          of the suit), or if the Garden is bare (then every card left is in the Bouquet).

        Why the others are dominated: a Bouquet card is always available (Rule I) and nothing is
        ever placed on it. Take any won line of play and one of these moves in it, of card X.
        Delay it to just before the first later move that uses it: a card placed on X, or X taken
        away; for a foundation, the next card of the suit going up (or to the end of the line if
        none does). Every move in between is still legal (it touches neither X nor the place X
        took; no other card of X's value and suit exists to go where X went), and the positions
        after the use are the same. If the first use takes X away again, X could have gone there
        directly from the Bouquet: drop the first move. Repeat (each step shortens the line or
        moves one of its moves later, so it ends). No move uses two of these moves at once (a
        move takes one card to one place, and a card taken away from where it was placed has had
        its placing dropped), so each is then followed at once by its own use, or, for a Bouquet
        card going up, only by other foundation moves of Bouquet cards at the end of the line,
        when the Garden is bare. The card of that use is from the Bouquet (itself so followed)
        or uppermost in a packet, since these moves uncover nothing. So the first move of the
        rearranged line is one of the moves kept, and it still wins.

        Moves of the Garden's own cards are all kept. The same delay does not hold for them: two
        transfers may share their first use (one uncovers a card, the other the card one higher
        it then goes on), and neither is followed at once by a move that uses it
        (``test_two_transfers_that_share_their_use_are_both_kept``)."""
        layout = state.table.derived(Layout)
        table = state.table
        piles = state.piles
        pair_of, from_bouquet, into_garden = layout.pair_of, layout.from_bouquet, layout.into_garden
        tops: set[int] | None = None
        top_cards: set[int] = set()
        held: set[int] = set()
        held_cards: set[int] = set()
        kept = []
        for m in moves:
            src, dst = pair_of[m.args]
            if src not in from_bouquet:
                kept.append(m)
                continue
            source = piles[src]
            if len(source) > 1:  # (a small test deck's Bouquet place may hold more than one card)
                kept.append(m)
                continue
            if tops is None:
                # The cards that may be played at once without uncovering a card that stays: the
                # uppermost of the packets and of the Bouquet places holding more than one card.
                top_cards = {piles[g][-1] for g in layout.garden if piles[g]}
                top_cards.update(piles[b][-1] for b in layout.bouquet if len(piles[b]) > 1)
                tops = {c >> 2 for c in top_cards}
                held_cards = {piles[b][0] for b in layout.bouquet if len(piles[b]) == 1}
                held = {c >> 2 for c in held_cards}
            card = source[0]
            if dst in into_garden:
                rank = card >> 2
                while rank > 1:
                    rank -= 1
                    if rank in tops:
                        kept.append(m)
                        break
                    if rank not in held:
                        break
                continue
            if not any(piles[g] for g in layout.garden):
                kept.append(m)
                continue
            following = table.next_rank[dst]
            suit = card & 3
            rank = card >> 2
            while True:
                nxt = following.get(rank)
                if nxt is None:
                    break
                rank = nxt
                code = rank * 4 + suit
                if code in top_cards:
                    kept.append(m)
                    break
                if code not in held_cards:
                    break
        return kept

    def key(self, state: State) -> bytes:
        """The solver's own key, made faster (the module's ``key``): the packets in sorted
        order, the number of cards on each foundation and (on a small test deck) the Bouquet's
        places holding more than one card. Equal keys mean equal positions up to the order of the
        packets and of the Bouquet's places, just as with the solver's own key: there is one pack,
        so a foundation is its first so many cards of its suit (Rule II) and every card not in the
        Garden, up or in a place of several cards lies alone in a place of the Bouquet (the
        places are interchangeable and take nothing back)."""
        return key(state)

    def evaluate(self, state: State) -> int | None:
        """The solver's own evaluation (``patience.solver.search.shared_evaluation``), the same
        number made faster (the module's ``evaluate``). Move ordering only."""
        return evaluate(state)

    def other_evaluate(self, state: State) -> int | None:
        """The solver's second move ordering (its probes try both; the complete search keeps the
        first): the shared evaluation, less the cards lying above a lower card of their suit and
        the cards not on a card one higher (the module's ``other_evaluate``). Move ordering
        only: nothing is pruned by it."""
        return other_evaluate(state)

    def hopeless(self, state: State) -> bool:
        """True when no packet is empty and none could ever be cleared, even if every card that is
        ever available stayed so (the module's ``no_packet_can_be_cleared``): the cards that
        may leave their packets are found round after round, a card leaving when a card one higher
        may be uppermost in a packet or when every card of its suit before it may be available.

        Why the game is then lost: follow any line of play until a packet is first cleared. A card
        leaves a packet only onto an uppermost card one higher (Rule III), up to its foundation,
        which must first take every card of its suit before it (Rule II: the aces ascend in sequence;
        each of those cards was available then, Rule I), or into a cleared packet (none yet); a card
        of the Bouquet comes into the Garden only onto an uppermost card one higher (or into a
        cleared packet); a card becomes uppermost only so, or when every card above it has left,
        and cards placed on a packet must leave before those beneath them. So, move by move, every
        card that is uppermost in a packet or available is one the rounds found may be, and every
        card that leaves a packet of the deal (its cards beneath, a packet's bottom card last) one
        they found may leave. The rounds found a card in every packet that may not leave, so no
        packet is ever cleared, that card never leaves, and the game is never won. This covers
        the earlier test (a stuck card in every packet) and the case where every ace, or every card
        the foundations want next, is buried and can never be uncovered."""
        return no_packet_can_be_cleared(state)


KNOWLEDGE = FlowerGardenKnowledge()
