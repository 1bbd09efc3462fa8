"""The Salic Law (No. 4): the deal is the play; cards heap on the last king, aces and queens go up at once.

Data: a row of eight queens and a row of eight kings for the picture (the
first king withdrawn from the pack before the deal, note salic-law-1), eight
interchangeable foundations that do not follow suit (Rule II), ascending from
ace to knave, and the king packets whose surface cards are available (Rule I)
and whose cards may all be examined. The hooks: ``deal`` turns the next card
and sends it where the book says (a king to the line, an ace to the
foundations, a queen to her row, any other card on the last king);
``card_move_problem`` keeps the placing of one card on each freed king until
the deal is ended, once per king (note salic-law-2), on the first such king
from the left (note salic-law-3); ``settle`` records which kings have had
their card. For the solver (each with its proof): a card goes up alone when every
foundation has reached the rank below it (``safe_move``), one of two foundations of the same height
is tried (``worth_trying``), and a card buried under more cards than the foundations and the kings
can take makes the position hopeless (``hopeless``), as does, near the end of the deal and after
it, a play that is left and wins nowhere, searched to the end in ``salic_law_solver``.
"""

from __future__ import annotations

from ..cards import ACE, HEARTS, KING, QUEEN, RANKS_OF_CODES, card
from ..moves import MOVE, Move
from ..rules import Foundation, Game, Group, Hooks, Pile, Role, Safe, Stock
from ..state import State, Table
from . import salic_law_solver

STEP_X = 1.57  # the picture's columns, in card widths
STEP_Y = 1.38  # its rows, in card heights
KINGS_Y = 2 * STEP_Y
PACKET_DROP = 0.3  # the packet's first card shows the king beneath it
PACKET_SPAN = 6.0
FIRST_KING = card(KING, HEARTS)  # the king of the book's picture (note salic-law-1)


def _row(prefix: str, y: float, label: str, fan: str = "", span: float = 0.0) -> tuple[Pile, ...]:
    return tuple(Pile(f"{prefix}{k + 1}", k * STEP_X, y, fan=fan, span=span, label=f"{label} {k + 1}")
                 for k in range(8))


def _key_layout(table: Table) -> tuple[tuple[tuple[int, int], ...], tuple[int, ...]]:
    """For the solver's key (kept per table by ``Table.derived``): each king's index with its
    packet's, and the indices of the piles that are neither foundations, packets nor kings."""
    foundations, packets = table.group_piles["foundations"], table.group_piles["packets"]
    kings = table.group_piles["kings"]
    return tuple(zip(kings, packets)), tuple(
        i for i in range(len(table.names)) if i not in foundations + packets + kings)


class SalicLawHooks(Hooks):
    """The deal, and one card on each freed king once the deal is ended."""

    def __init__(self, first_question: salic_law_solver.FirstQuestion = salic_law_solver.IN_TURNS) -> None:
        self.first_question = first_question  # how ``hopeless`` asks the first question of a deal

    def setup(self, state: State) -> None:
        state.counters["placed"] = 0  # bit k: king k has had its one card after the deal

    def deal(self, state: State) -> None:
        dealt = state.take(state.stock_index)
        rank = dealt[0] >> 2
        piles = state.piles
        if rank == KING:
            target = next(i for i in state.group("kings") if not piles[i])
        elif rank == ACE:
            target = next(i for i in state.group("foundations") if not piles[i])
        elif rank == QUEEN:
            target = next(i for i in state.group("queens") if not piles[i])
        else:
            kings, packets = state.group("kings"), state.group("packets")
            last = max(k for k, i in enumerate(kings) if piles[i])
            target = packets[last]
        state.put(target, dealt)

    def extra_problem(self, state: State, move: Move) -> str | None:
        if move.kind == MOVE:  # a covered card, named by its position
            return state.rule("available")
        return state.rule("redeal") if move.kind == "redeal" else state.rule("unknown")

    def card_move_problem(self, state: State, src: int, dst: int) -> str | None:
        piles = state.piles
        if state.role_of[dst] is Role.TABLEAU:
            if piles[dst]:
                return None
            if piles[state.stock_index]:
                return state.rule("place_after_deal")
            k = state.group("packets").index(dst)
            if state.counters["placed"] >> k & 1:
                return state.rule("place_once")
            if dst != self._first_free_king(state):
                return state.rule("place_first")
            return None
        return None

    def settle(self, state: State) -> None:
        move = state.last_move
        if move is not None and move.kind == MOVE and "@" not in move.args[0]:
            dst = state.table.index[move.args[1]]
            if state.role_of[dst] is Role.TABLEAU:
                k = state.group("packets").index(dst)
                state.counters["placed"] |= 1 << k

    # --- solver knowledge -------------------------------------------------------------------
    # The foundations (Rule II: they do not follow suit) are told apart by nothing but their
    # height: every rule reads only a foundation's length (the next rank is the one at that place
    # in the sequence), no card ever leaves a foundation, and a foundation once begun is never
    # empty again (the aces' "line" order matters only for empty ones).

    def safe_move(self, state: State, moves: list[Move]) -> Move | None:
        """A card to a foundation of height ``h`` when every foundation is at least ``h`` high.

        Why it can never hurt: all the cards of the rank below are then up (each foundation holds
        one card of each rank it has reached), so each foundation of height ``h`` is a place for
        one of the cards of the rank moved and there are as many such places as such cards still
        off the foundations. Let A be the position after card X goes up from position O and follow
        any line of play from O with the same moves from A, keeping "A's packets are O's less X,
        A's foundation heights are O's with one place of X's rank filled": a move of X is skipped;
        any other card on top of a packet of O is on top of the same packet in A; when O plays a
        card Y of X's rank, X is still off in O, so O has at least two places for that rank and A
        at least one; any other rank finds in A at least the places it finds in O; a packet empty
        in O is empty in A. The deal sends each card to the last king that has appeared, the same
        king in A and O. A card O places on a freed king can be placed so in A (with note
        salic-law-3: the freed kings are alike, so A's first freed king stands for O's; a king that
        O uses for X itself leaves A one more king unused). So whatever O can win, A can win."""
        piles = state.piles
        foundations = state.group("foundations")
        lowest = min(len(piles[f]) for f in foundations)
        index = state.table.index
        for m in moves:
            if m.kind != MOVE or "@" in m.args[0]:
                continue
            d = index[m.args[1]]
            if state.role_of[d] is Role.FOUNDATION and len(piles[d]) <= lowest:
                return m
        return None

    def worth_trying(self, state: State, moves: list[Move]) -> list[Move]:
        """Of the moves of one card to foundations of the same height, only the first.

        Why: the foundations do not follow suit (Rule II) and nothing else tells two foundations
        of the same height apart (see above); the two moves lead to positions that differ only by
        the cards beneath the tops of two foundations, which no rule reads, so one of them can be
        won if and only if the other can."""
        piles, index = state.piles, state.table.index
        seen: set[tuple[str, int]] = set()
        out = []
        for m in moves:
            if m.kind == MOVE and "@" not in m.args[0]:
                d = index[m.args[1]]
                if state.role_of[d] is Role.FOUNDATION:
                    mark = (m.args[0], len(piles[d]))
                    if mark in seen:
                        continue
                    seen.add(mark)
            out.append(m)
        return out

    def hopeless(self, state: State) -> bool:
        """True when some card C in a packet can never be released: more cards above it would have
        to be on the foundations when C leaves than the foundations can then hold, with too few
        kings left to receive the rest.

        Why no line of play can then win: when C (rank r) leaves its packet, every card now above
        it has left before it, to a foundation or placed on a freed king (cards are added to a
        packet only on top: by the deal, or on an empty one). The foundations ascend from the ace
        (Rule II), so the number of cards of any rank q >= r on them is at most the number of rank
        r, and that is at most the copies of rank r less those still in C's packet at or below C
        (C among them). So of the cards of rank q above C, at most that bound less the rank-q cards
        already up can go to the foundations; the others must each be placed on a king, and each
        king that has not had its card takes one card at most (note salic-law-2). If the cards
        that must be placed outnumber those kings, C never leaves, and the game is not won.

        Also when the play that is left, searched to the end, wins nowhere
        (``salic_law_solver.to_the_end``; past its limits it proves nothing). It searches the
        position as the key sees it (ranks only, the foundations' heights as a set: alike for
        winning, by the key's proof; and during the deal the packets of the kings before the last
        as a set too, since the deal never heaps on them again and the kings are alike after it).
        During the deal it plays the safe move above alone, else tries the deal (each card where the
        deal sends it) and, unless the next card is a king, a queen or an ace, every card that can go
        up. (Next a king, a queen or an ace: whatever cards a winning line plays up before that card is
        dealt can wait until just after it, in their order. That card covers no other: the king begins
        a new packet, the queen goes to her row, the ace up to an empty foundation; so each card put
        off is still on the surface, and finds its foundation as before, with the same cards up
        before it and perhaps an ace more; after them the line is where it was. So the deal alone
        loses no win.) After the deal, of the moves it leaves
        out each is dominated by one it tries or plays alone (Rule I: only surface cards move; note
        salic-law-2: one card on each freed king). Call a card alone on a king that has had its
        card "loose" (it covers nothing and frees no king when it leaves) and the others "held".
        (1) A card goes to a freed king only as one of the cards above a card that then goes up at
        once, the run of them from one packet placed together: in a line of play that wins, put off
        each placing of a card X until just before the card beneath X first moves, and if X goes
        up before that, send it up from its packet instead and keep the king due. Nothing is added
        to a packet after the deal, so X stays on the surface meanwhile; the foundations are the
        same at every step; every king due in the line is due in the changed line, with one more
        for each placing put off, so a king is there when the placing comes. In the changed line
        each placing is followed at once by the move of the card beneath it, a placing again or a
        card going up; and no two placings have the same card beneath them, so each is put off on
        its own. (2) A loose card goes up only if no held card of its rank can: after the held one
        goes up instead, the loose one can do whatever a line of play does with the held one (up to
        a foundation of that height; to a king, not needed). (3) A card goes up alone when every
        foundation has reached the rank below (the safe move above), or when the foundations of
        that height are at least as many as the held cards of its rank, this card counted (loose or
        held): follow any line from before the move and play it after the move; while that card
        is still off in the line, the surplus of places over held cards of its rank never falls (a
        held card going up takes one of each; moving a held card to a king only lowers their
        count), so a held card going up in the line finds a place after the move too; a loose card
        of its rank going up in the line is not played after the move, which then differs only by
        a loose card where the line has that card (held or loose), no worse by (2); and when the
        line plays that card, the two positions meet again."""
        piles, table = state.piles, state.table
        foundations = state.group("foundations")
        seq = table.foundation_of[foundations[0]].sequence  # type: ignore[union-attr]
        place = {rank: k for k, rank in enumerate(seq)}
        length = len(seq)
        copies = 4 * state.game.packs
        up = [0] * length  # cards of each place in the sequence on the foundations
        for f in foundations:
            for k in range(len(piles[f])):
                up[k] += 1
        kings_left = 8 - state.counters["placed"].bit_count()
        for i in state.group("packets"):
            pile = [place[c >> 2] for c in piles[i] if (c >> 2) in place]
            above = [0] * length
            at_or_below = [0] * length
            for p in pile:
                at_or_below[p] += 1
            for j in range(len(pile) - 1, -1, -1):
                p = pile[j]
                bound = copies - at_or_below[p]
                must_place = 0
                for q in range(p, length):
                    excess = up[q] + above[q] - bound
                    if excess > 0:
                        must_place += excess
                if must_place > kings_left:
                    return True
                above[p] += 1
                at_or_below[p] -= 1
        return salic_law_solver.to_the_end(state, self.first_question) is False

    def for_part(self, part: str) -> Hooks:
        """Side by side, the probing process asks the first question of a deal by beams, then
        shuffled restarts, and the complete search's process by the two orders only
        (``salic_law_solver``: asked alike, the second process would search the same positions in
        the same order). The same hooks otherwise: no way changes what an answer means (the
        restarts and the orders only order the same children; a beam claims a win only along a line
        it has found)."""
        from ..solver import COMPLETE_ALONE, PROBES_ALONE

        way = {PROBES_ALONE: salic_law_solver.BEAMS_THEN_RESTARTS,
               COMPLETE_ALONE: salic_law_solver.ORDERS_ONLY}.get(part, self.first_question)
        return self if way == self.first_question else SalicLawHooks(way)

    def evaluate(self, state: State) -> int | None:
        """Move ordering only: a position the search to the end (see ``hopeless``) has found won comes
        first; the others keep the solver's own evaluation."""
        return 1 << 40 if salic_law_solver.known_won(state) else None

    def key(self, state: State) -> bytes:
        """The solver's key: the ranks of the cards in every pile but the foundations; each king's
        place (whether the king is out and has had its card, and the ranks of its packet) in its
        order during the deal and, once the deal is ended, as a set; the foundations' heights as a
        set; and the counters.

        Why two positions with equal keys are alike for winning: no rule of the game reads a
        card's suit. The foundations do not follow suit (Rule II: the next card of a foundation is
        the rank at its height in the sequence ace to knave, whatever the suits below); the deal
        reads the rank of the card turned (a king to the line, an ace to the foundations, a queen
        to her row, any other card on the last king that has appeared, a place the ranks already
        dealt decide); a card may be placed on a freed king whatever it is (note salic-law-2); the
        game is won when the foundations are full. Nor does any rule read a foundation's cards
        below its top, nor which of two foundations of the same height is which (nothing leaves a
        foundation, and an ace goes to the leftmost empty one, one empty place being as good as
        another). Once the deal is ended, nothing reads where a packet stands either: the deal no
        longer heaps on the last king, and a card placed on a freed king goes on the first from
        the left that has not had its card (note salic-law-3), any such king (empty, its card
        still due) being as good as another. So if P and Q have equal keys, rename Q's
        foundations (and, after the deal, its packets with their kings) so that each has what P's
        of that name has, ranks aside: each move legal in P is legal in Q under the same names,
        and the two positions after it have equal keys again, the deal and the end alike; by
        induction along any line of play, P can be won exactly when Q can. (Every move adds a card
        to the foundations, deals one or spends a king's card, so no position has the key of one
        before it.)"""
        piles, table = state.piles, state.table
        kings_with_packets, others = table.derived(_key_layout)
        counters = state.counters
        placed = counters.get("placed", 0)
        parts = [bytes(piles[i]).translate(RANKS_OF_CODES) for i in others]  # the queens and the pack
        # Each king's place: whether the king is out and has had its card, then its packet's ranks.
        columns = [bytes((bool(piles[king]) + 2 * (placed >> k & 1),)) + bytes(piles[packet]).translate(RANKS_OF_CODES)
                   for k, (king, packet) in enumerate(kings_with_packets)]
        if piles[state.stock_index]:  # the deal goes on: the kings and packets in their places
            parts.extend(columns)
        else:  # the deal is ended: as a set
            parts.extend(sorted(columns))
        parts.append(bytes(sorted([len(piles[f]) for f in table.foundations])))
        parts.append(counters.get("redeals", 0).to_bytes(2, "little"))
        if len(counters) > 2:  # (a position set out by hand with counters of its own)
            parts.append(repr(sorted(counters.items())).encode())
        return b"\xff".join(parts)

    @staticmethod
    def _first_free_king(state: State) -> int | None:
        placed = state.counters["placed"]
        kings = state.group("kings")
        for k, i in enumerate(state.group("packets")):
            if not state.piles[i] and state.piles[kings[k]] and not placed >> k & 1:
                return i
        return None


GAME = Game(
    slug="salic-law",
    title="THE SALIC LAW",
    number=4,
    packs=2,
    groups=(
        Group("queens", Role.DISPLAY, _row("Q", 0.0, "queen"),
              label="The queens, placed in a row above the foundations as they appear"),
        Group("foundations", Role.FOUNDATION, _row("F", STEP_Y, "foundation"),
              foundations=tuple(Foundation(tuple(range(1, 12))) for _ in range(8)), in_order=True,
              label="Foundations: the eight aces, ascending to knaves, not following suit"),
        Group("kings", Role.DISPLAY, _row("K", KINGS_Y, "king"), withdraw=(str(FIRST_KING),),
              label="The line of eight kings, placed as they appear in the deal"),
        Group("packets", Role.TABLEAU, _row("P", KINGS_Y + PACKET_DROP, "packet", "down", PACKET_SPAN),
              fill_from=(Role.TABLEAU,),
              label="The king packets: the cards heaped on each king"),
        Group("stock", Role.STOCK, (Pile("stock", 8 * STEP_X + 0.2, KINGS_Y, label="the pack"),),
              label="The pack"),
    ),
    stock=Stock.HOOK,
    notes=("salic-law-1", "salic-law-2", "salic-law-3"),
    rules={
        "available": "Rule I: only the cards on the surface of the king packets are available, until "
                     "their removal as usual releases those beneath",
        "no_move_from": "Rule I: only the cards on the surface of the king packets are available",
        "follow_suit": "Rule II: the foundations do not follow suit",
        "sequence": "the eight aces are to ascend in sequence to knaves (Rule II)",
        "foundation_done": "that foundation is finished with its knave",
        "foundation_first": "the eight aces are to form the foundation cards",
        "in_order": "the aces are placed in a line above the king packets as they appear",
        "no_build": "cards are heaped on the kings only by the deal; when the deal is ended one card "
                    "may be placed on each freed king, and suitable cards on the foundations",
        "space": "only a king may receive a card",
        "space_source": "one card from any of the other packets (Rule I) may be placed on each king",
        "place_after_deal": "when the deal is ended you are allowed to place one card from any of the "
                            "other packets (Rule I) on each king, not before (note salic-law-2)",
        "place_once": "you are allowed to place one card on each king, no more (note salic-law-2)",
        "place_first": "the kings are alike: the engine places the card on the first freed king "
                       "that has not had its card (note salic-law-3)",
        "display": "the kings and queens are placed to complete the tableau: nothing is played "
                   "from them, and a card goes on a king only by the deal or, when the deal is ended, "
                   "on a freed king (note salic-law-2)",
        "deal": "the whole pack has been dealt",
        "redeal": "there is no re-deal",
    },
    hooks=SalicLawHooks(),
    safe=Safe.HOOK,
    # The foundations do not follow suit and nothing tells them apart: the solver searches
    # positions that differ only by their order once.
    interchangeable=(tuple(f"F{k}" for k in range(1, 9)),),
    # The book's picture shows only the first king; the page shows the deal begun.
    figure=("deal",) * 12,
    width=8 * STEP_X + 1.2,
    height=KINGS_Y + PACKET_DROP + 1 + PACKET_SPAN,
)
