"""The Four Corners' compact form of its positions, for the solver's beams (``Knowledge.beam_form``).

This module exists because the Four Corners' hardest deals fall only to beams of width 512 to
2048 (some 200k-800k positions), which over the engine's ``State``, at about 25,000 positions a
second, take longer than the time limit. ``patience.solver.compact_beam`` says why a form and what it
must keep: the same moves in the same order, the same key, evaluation and proofs as the engine
and the game's knowledge give, so that a beam over the forms is the same search, only faster.

What it mirrors, and the vocabulary's words for each rule (the game has no hooks): the deal
(``Stock.BY_CARD``: one card at a time on the next packet in the book's order; ``AsDealt.REPLACED``
for aces and kings: a foundation card played at once while its foundation is empty, the next card
in its stead); during the deal only the card just dealt may go up (``Dealing.LAST_CARD``), from a
side only to the foundation adjoining it (``up_while_dealing``), and the next card falls in its
stead; once the pack is dealt, every uppermost card to a
foundation or married on another packet (Rule I); the re-deal takes the packets up in order
(``Redeal.GATHER``), at most twice. The solver's knowledge is ``patience.solver.games.four_corners``'s,
called here on the form's own values: its key, evaluation (``value_of``), safe move, the marriages
``worth_trying`` drops and the release closure of ``hopeless`` (``left_in_packets``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...cards import ACE, KING
from ...rules import Hooks
from ...moves import DEAL, MOVE, REDEAL, Move
from . import four_corners_counts as solver

if TYPE_CHECKING:
    from ...state import State

PACKETS = 12
SUITS = 4
LENGTH = 13  # the cards of a foundation's sequence
REDEALS = 2  # "there may be two re-deals"
# The piles in the table's order: the packets in the order of the deal, the foundations, the pack.
PILE_NAMES = ("C1", "L1", "L2", "L3", "L4", "C2", "C3", "R1", "R2", "R3", "R4", "C4",
              *(f"F{k}" for k in range(1, 2 * SUITS + 1)), "stock")
COUNTERS = {"redeals", "next", "fresh"}
# Each foundation's sequence as card codes (rank * 4 + suit): F1-F4 the aces up, F5-F8 the kings down.
SEQUENCES = tuple(tuple(r * SUITS + k % SUITS for r in (range(1, 14) if k < SUITS else range(13, 0, -1)))
                  for k in range(2 * SUITS))
# The side packets and the foundation each adjoins (note four-corners-1): L1-L4 the aces, R1-R4 the kings.
ADJOINING = {1 + r: r for r in range(SUITS)} | {7 + r: SUITS + r for r in range(SUITS)}
WON = bytes((LENGTH,)) * (2 * SUITS)

# A position in the form: (packets, pack, lengths, redeals, next, fresh) - each packet's cards
# bottom first, as bytes; the pack, bottom first; each foundation's length (it holds the first
# cards of its sequence); the re-deals made; the game's counters "next" and "fresh" (the place of
# the packet the next card falls on, and 1 + the place of the packet whose top card was just dealt).
Position = tuple[tuple[bytes, ...], bytes, bytes, int, int, int]


class FourCornersForm:
    """The Four Corners' positions for the solver's beams (``knowledge.BeamForm``), as ``Position``
    tuples, listing the moves as the engine and the solver list them (``State.card_moves``: each
    packet in turn, its uppermost card first to the foundations that take it, then married on each
    packet in turn; then the deal, or the re-deal; at the end a safe move alone, else the marriages
    ``worth_trying`` keeps)."""

    rules = Hooks  # the game is all data: no hook of its own to mirror

    def __init__(self) -> None:
        self.release: solver.Release | None = None  # ``stuck``'s tables, from the first table met
        names = PILE_NAMES
        self.to_foundation = [[Move(MOVE, (names[p], names[PACKETS + k])) for k in range(2 * SUITS)]
                              for p in range(PACKETS)]
        self.marriage = [[Move(MOVE, (names[p], names[q])) for q in range(PACKETS)] for p in range(PACKETS)]
        self.deal, self.redeal = Move(DEAL), Move(REDEAL)
        # For each card code: its suit's two foundations, the ascending first (as ``foundations_for``).
        self.foundations_of = [(c % SUITS, SUITS + c % SUITS) for c in range(64)]
        self.by_the_deals_to_come: FourCornersForm | None = None  # (``ordered_by``: made when first asked)

    def ordered_by(self, number: int) -> FourCornersForm | None:
        """The form valued by the second ordering (``FourCornersKnowledge.other_evaluate``): number 1."""
        if number != 1:
            return None
        if self.by_the_deals_to_come is None:
            self.by_the_deals_to_come = ByTheDealsToCome()
        return self.by_the_deals_to_come

    def start(self, state: State) -> Position | None:
        table, piles, counters = state.table, state.piles, state.counters
        if tuple(table.names) != PILE_NAMES or set(counters) != COUNTERS or state.game.redeals != REDEALS:
            return None  # (another table or game, or a position set out by hand with counters of its own)
        release = table.derived(solver.Release)
        if tuple(release.codes) != SEQUENCES or release.packets != list(range(PACKETS)):
            return None  # (a smaller deck, for a test)
        if self.release is None:
            self.release = release
        foundations = piles[PACKETS:PACKETS + 2 * SUITS]
        if any(tuple(pile) != codes[:len(pile)] for pile, codes in zip(foundations, SEQUENCES)):
            return None  # (a foundation set out by hand out of its sequence)
        return (tuple(bytes(pile) for pile in piles[:PACKETS]), bytes(piles[table.stock]),
                bytes(map(len, foundations)), counters["redeals"], counters["next"], counters["fresh"])

    def children(self, form: Position) -> list[tuple[Move, Position]]:
        packets, pack, lengths, redeals, next_place, fresh = form
        out: list[tuple[Move, Position]] = []
        if pack:  # during the deal: the card just dealt, to a foundation only (from a side, the adjoining one)
            if fresh:
                p = fresh - 1
                packet = packets[p]
                card = packet[-1]
                adjoining = ADJOINING.get(p)
                rest = packets[:p] + (packet[:-1],) + packets[p + 1:]
                for k in self.foundations_of[card]:
                    n = lengths[k]
                    if n < LENGTH and SEQUENCES[k][n] == card and adjoining in (None, k):
                        # (the next card falls in its stead: the deal goes on on this packet)
                        up = lengths[:k] + bytes((n + 1,)) + lengths[k + 1:]
                        out.append((self.to_foundation[p][k], (rest, pack, up, redeals, p, 0)))
            out.append((self.deal, self._dealt(form)))
            return out
        at_the_end = redeals >= REDEALS
        safe = None
        lone: list[int] = []  # at the end, the marriages of a packet's last card (``worth_trying``)
        under: dict[int, list[int]] = {}  # each uppermost card: the packets it lies on, in order
        for q, other in enumerate(packets):
            if other:
                under.setdefault(other[-1], []).append(q)
        for p, packet in enumerate(packets):
            if not packet:
                continue
            card = packet[-1]
            lifted: tuple[bytes, ...] | None = None  # the packets with this card lifted (made when needed)
            for k in self.foundations_of[card]:
                n = lengths[k]
                if n < LENGTH and SEQUENCES[k][n] == card:
                    lifted = packets[:p] + (packet[:-1],) + packets[p + 1:]
                    up = lengths[:k] + bytes((n + 1,)) + lengths[k + 1:]
                    out.append((self.to_foundation[p][k], (lifted, pack, up, redeals, next_place, fresh)))
                    suit = card % SUITS
                    if at_the_end and safe is None and solver.meet(lengths[suit], lengths[SUITS + suit], LENGTH):
                        safe = out[-1]  # (``safe_move``: the suit's two foundations meet or overlap)
            lower, higher = under.get(card - SUITS), under.get(card + SUITS)
            if lower is None and higher is None:
                continue
            onto = sorted((lower or []) + (higher or [])) if lower and higher else lower or higher or []
            if lifted is None:
                lifted = packets[:p] + (packet[:-1],) + packets[p + 1:]
            for q in onto:
                if q != p:
                    if at_the_end and len(packet) == 1:
                        lone.append(len(out))
                    married = lifted[:q] + (packets[q] + packet[-1:],) + lifted[q + 1:]
                    out.append((self.marriage[p][q], (married, pack, lengths, redeals, next_place, fresh)))
        if at_the_end:
            if safe is not None:
                return [safe]
            if lone and len(out) > 1:  # (the solver asks ``worth_trying`` of two moves or more)
                dropped = set(lone)
                out = [child for i, child in enumerate(out) if i not in dropped]
            return out
        taken = b"".join(packets)  # the re-deal: the packets taken up in order, the first dealt first
        out.append((self.redeal, ((b"",) * PACKETS, taken[::-1], lengths, redeals + 1, 0, 0)))
        return out

    def _dealt(self, form: Position) -> Position:
        """The deal (``Stock.BY_CARD``): the top card of the pack on the packet next in order,
        a foundation card played at once while its foundation is empty, the next card in its stead."""
        packets, pack, lengths, redeals, next_place, _ = form
        while pack:
            card = pack[-1]
            pack = pack[:-1]
            rank = card // SUITS
            if rank in (ACE, KING):
                k = card % SUITS + (0 if rank == ACE else SUITS)
                if not lengths[k]:
                    lengths = lengths[:k] + b"\x01" + lengths[k + 1:]
                    continue
            p = next_place
            packets = packets[:p] + (packets[p] + bytes((card,)),) + packets[p + 1:]
            return packets, pack, lengths, redeals, (p + 1) % PACKETS, p + 1
        return packets, pack, lengths, redeals, next_place, 0

    def key(self, form: Position) -> bytes:
        """``FourCornersKnowledge.key``: exact until the end, the packets as a set at the end."""
        packets, pack, lengths, redeals, next_place, fresh = form
        if redeals >= REDEALS and not pack:
            return solver.key_at_the_end(lengths, packets)
        return solver.key_before_the_end((*packets, pack), lengths, redeals, next_place, fresh)

    def value(self, form: Position) -> int:
        return solver.value_of(form[2], (*form[0], form[1]), SEQUENCES)

    def is_won(self, form: Position) -> bool:
        return form[2] == WON

    def hopeless(self, form: Position) -> bool:
        """``FourCornersKnowledge.hopeless``: after the last re-deal, the release closure leaves a card."""
        packets, pack, lengths, redeals, _, _ = form
        if redeals < REDEALS:
            return False
        assert self.release is not None  # (set by ``start``, which every beam over forms begins with)
        stacks = [list(packet) for packet in packets if packet]
        return solver.left_in_packets(self.release, stacks, list(lengths), set(pack)) > 0


class ByTheDealsToCome(FourCornersForm):
    """The form valued by the Four Corners' second ordering (``FourCornersKnowledge.other_evaluate``): the
    solver's own evaluation less ``LEFT`` a card that ``four_corners.left_after_every_deal``
    leaves after every deal still to come, the count kept for the positions last met and carried
    on along the deal as the engine's is (a test checks the count carried is the count itself)."""

    def __init__(self) -> None:
        super().__init__()
        self.dealer: solver.Deals | None = None  # from the first table met
        self.counts: dict[Position, solver.Count] = {}
        # the positions just dealt to where the guess plays the card dealt up: the count before the deal
        self.before_the_deal: dict[Position, solver.Count] = {}

    def ordered_by(self, number: int) -> FourCornersForm | None:
        return None

    def start(self, state: State) -> Position | None:
        form = super().start(state)
        if form is not None and self.dealer is None:
            self.dealer = state.table.derived(solver.Deals)
        return form

    def children(self, form: Position) -> list[tuple[Move, Position]]:
        out = super().children(form)
        counts = self.counts
        before = self.before_the_deal.get(form) if form[5] else None
        if before is not None:  # the card just dealt to a foundation: the guess's play, maybe
            moves = self.to_foundation[form[5] - 1]
            for move, child in out:
                for k, up in enumerate(moves):
                    if move is up:
                        carried = solver.carried_after_playing_up(before, k)
                        if carried is not None:
                            counts[child] = carried
        if not form[1] and out and out[-1][0] is self.redeal:  # the re-deal, last
            assert self.dealer is not None  # (set by ``start``, which every beam over forms begins with)
            known = solver.carried_over_a_redeal(self.dealer, form[2], form[0], REDEALS - form[3])
            if known is not None:
                counts[out[-1][1]] = known
        elif form[1]:  # during the deal, the last child is the deal
            known = counts.get(form)
            if known is not None:
                dealt = out[-1][1]
                carried = solver.carried_over_a_deal(known)
                if carried is not None:
                    counts[dealt] = carried
                else:
                    solver.keep(self.before_the_deal, dealt, known)
        return out

    def value(self, form: Position) -> int:
        packets, pack, lengths, redeals, next_place, _ = form
        value = super().value(form)
        left = REDEALS - redeals
        if not pack and not left:
            return value  # (at the end: the solver's own)
        counts = self.counts
        known = counts.get(form)
        if known is None:
            assert self.dealer is not None  # (set by ``start``, which every beam over forms begins with)
            known = solver.count_out(self.dealer, list(lengths), [list(packet) for packet in packets], pack,
                                     next_place, left)
            solver.keep(counts, form, known)
        return value - solver.LEFT * known[0]


