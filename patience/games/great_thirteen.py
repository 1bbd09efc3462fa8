"""The Great Thirteen (No. 45): two packs; numerals counted from the balcony by doubling and addition.

Data: eight ground packets of thirteen cards dealt together, the balcony and the line
of numerals between them (the picture's three lines), Rule I (the uppermost card of
each ground packet is available), the ground packets open to examination. The
numerals are foundations whose ranks depend on the deal (``Foundation(by_hook=True)``):
under a balcony card of value *b* the first numeral is twice *b* and each next one adds
*b*, "the excess over thirteen" counting, so that each numeral packet runs 2b, 3b, ...
and ends with a king at 13b. What the vocabulary cannot say is in
:class:`GreatThirteenHooks`:

- ``setup``: kings on the surface of the first deal slipped underneath (note
  great-thirteen-3), and the eight uppermost cards taken up as the balcony;
- ``foundation_next``: the doubled value under an empty balcony place, the sum after;
- ``card_move_problem``: Rule II, a card suitable for filling a vacancy in the
  numerals fills it rather than go on by addition (note great-thirteen-1);
- ``redeal``/``redeal_problem``: the re-deal of Rule III, one ground packet a move,
  dealt face up on the ground places in turn from the next on the right, vacancies
  counted (note great-thirteen-2).

``BOOK_TABLEAU`` is the book's picture as a position: the balcony, the numerals it
names (values only: their suits are not shown) and the uppermost ground cards.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import RANKS_OF_CODES
from ..moves import MOVE, Move
from ..rules import DealStep, Foundation, Game, Group, Hooks, Pile, Redeal, Role
from . import great_thirteen_solver

if TYPE_CHECKING:
    from ..state import State

PACKETS = 8
KING = 13

# The book's picture, measured in its pixels: a card is 41 px wide and 57 px high.
COLUMNS = tuple(round(px / 41, 2) for px in (10, 64, 119, 173, 227, 281, 335, 388))
BALCONY_Y, NUMERALS_Y, GROUND_Y = 0.16, 1.6, 3.04
GROUND_SPAN = 2.2  # the ground packets fan downwards, so that the cards beneath can be examined

BALCONY_NAMES = tuple(f"B{k}" for k in range(1, PACKETS + 1))
NUMERAL_NAMES = tuple(f"N{k}" for k in range(1, PACKETS + 1))
GROUND_NAMES = tuple(f"G{k}" for k in range(1, PACKETS + 1))

# The book's tableau: the balcony (seven, three, nine, ace, queen, five, eight, two), the numerals it
# shows on blank cards ("ACE, 6, 5, 2, KNAVE, 10, 3, 4": suits are chosen here), and the uppermost
# ground cards (the two court cards read as the knave and the king of diamonds).
BOOK_TABLEAU: dict[str, str] = {
    **dict(zip(BALCONY_NAMES, ["7D", "3D", "9D", "AD", "QH", "5D", "8C", "2C"])),
    **dict(zip(NUMERAL_NAMES, ["AS", "6S", "5C", "2S", "JC", "10S", "3C", "4S"])),
    **dict(zip(GROUND_NAMES, ["9D", "4D", "AD", "6H", "JD", "2D", "10H", "KD"])),
}


def numeral_value(base: int, top: int | None) -> int | None:
    """The value the numeral under a balcony card of value ``base`` takes next: the double of the
    balcony card on an empty place, else the numeral's value added to it, the excess over thirteen
    counting (thirteen itself is a king, which ends the packet: ``None`` after it)."""
    if top is None:
        return (2 * base) % KING or KING
    if top == KING:
        return None
    return (top + base) % KING or KING


def _still_wanted(base: int, top: int | None) -> tuple[int, ...]:
    """The values a numeral under a balcony card of value ``base`` takes from now on, in order, its
    uppermost value being ``top`` (None: an empty place)."""
    values = []
    value = numeral_value(base, top)
    # (At most twelve values come; the bound only stops the count under a king on the balcony with a
    # numeral other than a king, a place no play reaches: addition there never changes the value.)
    while value is not None and len(values) < KING:
        values.append(value)
        value = numeral_value(base, value)
    return tuple(values)


# For the solver's hopeless: _STILL_WANTED[base][top] (top 0: an empty place), computed once.
_STILL_WANTED = [[_still_wanted(base, top or None) for top in range(KING + 1)] for base in range(1, KING + 1)]
_STILL_WANTED.insert(0, [()] * (KING + 1))  # (no card has value 0)


def _column_numbers() -> list[list[int]]:
    """For the solver's key and worth_trying: _COLUMN[base][top] (top 0: an empty place) numbers a
    column of balcony and numeral by all that its future reads, the values its numeral still takes,
    in order, and whether it is vacant (Rule II); columns alike in both have one number (every
    numeral ended with its king, every one waiting for its king alone). Base 0 (no balcony card, in
    a position set out by hand) keeps its top."""
    numbers: dict[object, int] = {}
    return [[numbers.setdefault(("none", top) if not base else (_STILL_WANTED[base][top], top == 0), len(numbers))
             for top in range(KING + 1)] for base in range(KING + 1)]


_COLUMN = _column_numbers()


class GreatThirteenHooks(Hooks):
    """Balcony B1-B8 (piles 0-7), numerals N1-N8 (8-15), ground packets G1-G8 (16-23)."""

    BALCONY, NUMERALS, GROUND = range(8), range(8, 16), range(16, 24)
    # Of deals 0-79, five of the six left undecided in 10 s (37 42 48 49 51) fall to a beam of width
    # 256 or 512 in 70k-170k positions, a width the probes' growing rounds reach only later, so both
    # processes probe (the complete search decided no deal within the limit that the probes alone
    # did not) and share early beams, run straight after the first round. Over the compact form
    # (``beam_form``) a beam is about three times as fast, so beams of 1024 fit: four, whose ties
    # seeds break (``_beam_turns``), chosen from scans of seeds up to 120 so that between them they
    # win all fourteen of the hardest deals that any beam has won (the seeds and their deals: the
    # solver page's appendix). The unseeded 512 comes first: it is the first to win 60 deals. The
    # first process runs the 512 and seeds 47 and 6, the second seeds 86 and 13: of deals 0-399,
    # 397 decided (103, 151 and 387 unknown), where solver 30's six beams decided 394.
    early_beams = (512, (1024, 0, 86), (1024, 0, 47), (1024, 0, 13), (1024, 0, 6))
    probes_on_both_cores = True
    beam_form = great_thirteen_solver.GreatThirteenForm(_COLUMN, _STILL_WANTED)

    def setup(self, state: State) -> None:
        piles = state.piles
        for g in self.GROUND:
            pile = piles[g]
            # "If in this first deal any kings appear on the surface, slip them underneath the packets
            # to which each belongs" (again, should the card uncovered be a king: note great-thirteen-3).
            for _ in range(len(pile)):
                if pile[-1] >> 2 != KING:
                    break
                pile = pile[-1:] + pile[:-1]
            piles[g] = pile
        for b, g in zip(self.BALCONY, self.GROUND):  # "take the uppermost card of each ... the balcony"
            state.put(b, state.take(g))
        state.counters["packet"] = 0  # the next ground packet to re-deal, counting from 0

    def foundation_next(self, state: State, pile: int) -> int | None:
        balcony = state.piles[pile - PACKETS]
        if not balcony:
            return None
        numeral = state.piles[pile]
        return numeral_value(balcony[-1] >> 2, numeral[-1] >> 2 if numeral else None)

    def vacancy_wants(self, state: State) -> set[int]:
        """The values the vacant numerals wait for (doubled balcony cards)."""
        piles = state.piles
        return {numeral_value(piles[b][-1] >> 2, None)  # type: ignore[misc]
                for b, n in zip(self.BALCONY, self.NUMERALS) if piles[b] and not piles[n]}

    def card_move_problem(self, state: State, src: int, dst: int) -> str | None:
        piles = state.piles
        if dst in self.NUMERALS and not piles[dst - PACKETS]:  # (a position set out by hand)
            return "there is no balcony card above that place"
        if dst in self.NUMERALS and piles[dst] and piles[src]:  # addition: Rule II first
            # A card suitable for this addition that could also fill a vacancy must fill the vacancy
            # (note great-thirteen-1); a card not suitable for it is refused by addition's own rule.
            value = piles[src][-1] >> 2
            if value == self.foundation_next(state, dst) and value in self.vacancy_wants(state):
                return state.rule("vacancy_first")
        return None

    def next_packet(self, state: State) -> int:
        """The ground packet the re-deal takes up next (0-7), or -1: "If No. 1 has been played off, you
        take No. 2, and so on"."""
        piles = state.piles
        for k in range(state.counters.get("packet", 0), PACKETS):
            if piles[self.GROUND[k]]:
                return k
        return -1

    def redeal_problem(self, state: State) -> str | None:
        if self.next_packet(state) < 0:
            return state.rule("redeal")
        if state.counters["redeals"] == 0 and state.card_moves():
            return state.rule("redeal_progress")
        return None

    def redeal(self, state: State) -> None:
        k = self.next_packet(state)
        ground = self.GROUND
        packet = state.piles[ground[k]]
        state.piles[ground[k]] = ()
        # Turned face downward, its bottom card is dealt first, on the packet next on the right; after
        # No. 8 begin again at No. 1, vacancies and the packet's own place counted alike (Rule III).
        place = k + 1
        for card in packet:
            state.put(ground[place % PACKETS], (card,))
            place += 1
        state.counters["packet"] = k + 1

    def is_won(self, state: State) -> bool:
        piles = state.piles
        return all(piles[n] and piles[n][-1] >> 2 == KING for n in self.NUMERALS)

    def hopeless(self, state: State) -> bool:
        """True when some numeral can never end with a king, shown by a relaxation of the game in
        which only the ground packets already re-dealt (or passed over) keep their order.

        The relaxation: every card of a packet still to be re-dealt is taken as always available;
        in a packet already re-dealt, a card can be reached when, for each value, the cards of that
        value above it are no more than the numerals that have reached that value. A numeral
        "reaches" the values it waits for in its order, each when a card of that value can be
        reached. This is repeated until nothing changes (``great_thirteen_solver.stuck``); if some
        numeral has not reached its king, the position is lost.

        Why: Rule III deals each ground packet once, from the first to the eighth, so a packet
        already dealt keeps the order of its cards for the rest of the game (cards only leave it
        from the top, Rule I, or are dealt on top of it). A card leaves the ground only onto a
        numeral that waits for its value, and each numeral takes its values (2b, 3b, ... 13b,
        the excess over thirteen counting: all different, thirteen being prime) once each, one at
        a time, in a fixed order. So in any real line of play, each time a card goes onto a
        numeral, the cards that lay above it in a re-dealt packet have already gone, those of one
        value onto as many different numerals that had by then taken that value: by induction on
        the moves, no numeral ever gets further than the relaxation lets it (the relaxation only
        drops obstacles: the order of the packets not yet re-dealt, the cards dealt on top later,
        which copy of a value each numeral takes, Rule II and when the re-deal may be made)."""
        passed = min(state.counters.get("packet", 0), PACKETS)
        if passed == 0:
            return False  # (before the re-deal: every packet counts as still to be re-dealt)
        piles = state.piles
        wanted: list[tuple[int, ...]] = []
        for b, n in zip(self.BALCONY, self.NUMERALS):
            balcony, numeral = piles[b], piles[n]
            if not balcony:
                return False  # (a position set out by hand)
            values = _STILL_WANTED[balcony[-1] >> 2][numeral[-1] >> 2 if numeral else 0]
            if values:
                wanted.append(values)
        packets = [bytes(piles[g]).translate(RANKS_OF_CODES) for g in self.GROUND]
        return great_thirteen_solver.lost_by_relaxation(packets, passed, wanted)

    def worth_trying(self, state: State, moves: list[Move]) -> list[Move]:
        """Of the moves of one card to numerals that will take the same values from now on, in the
        same order, both vacant or both not (``_COLUMN``: under balcony cards of the same value that
        wait for the same value, or two numerals each waiting for its king alone), only the first is kept.

        Why no win is lost: nothing in the rules reads a card's suit, nor a numeral's cards below its
        uppermost one. The value a numeral takes next is counted from the value of the balcony card
        above it and of its uppermost card (by doubling on an empty place, by addition after), and
        Rule II reads only which places are vacant and what they wait for; the re-deal of Rule III
        moves the ground packets alone, and the game is won when every numeral ends with a king
        (13b is a king, and a numeral takes nothing after it). Two numerals that will take the same
        values in the same order, both vacant or both not, therefore have the same future, card for
        card: placing the card on one or on the other gives two positions with equal keys (``key``),
        alike for winning by its proof."""
        piles, index = state.piles, state.table.index
        kept: list[Move] = []
        seen: set[tuple[str, int, int | None]] = set()
        for m in moves:
            if m.kind == MOVE:
                dst = index[m.args[1]]
                if dst in self.NUMERALS:
                    balcony = piles[dst - PACKETS]
                    if balcony:
                        numeral = piles[dst]
                        mark = (m.args[0], _COLUMN[balcony[-1] >> 2][numeral[-1] >> 2 if numeral else 0])
                        if mark in seen:
                            continue
                        seen.add(mark)
            kept.append(m)
        return kept

    def other_evaluate(self, state: State) -> int | None:
        """The solver's other move ordering (its probes try both; the deals divide between them):
        once the re-deal has begun, the cards on the numerals first, then how near the surface of
        the ground packets lie cards of the values the numerals take next (Rule I: only the
        uppermost card is available, so a wanted card lying deep waits for the cards above it)."""
        if state.counters.get("packet", 0) < 1:
            return None
        piles = state.piles
        up = 0
        wanted: list[int] = []
        for b, n in zip(self.BALCONY, self.NUMERALS):
            balcony, numeral = piles[b], piles[n]
            up += len(numeral)
            if balcony:
                value = numeral_value(balcony[-1] >> 2, numeral[-1] >> 2 if numeral else None)
                if value is not None:
                    wanted.append(value)
        depth = [KING + 1] * (KING + 1)  # for each value, the fewest cards above one in a ground packet
        for g in self.GROUND:
            pile = piles[g]
            top = len(pile) - 1
            for k in range(top, max(-1, top - KING), -1):
                v = pile[k] >> 2
                depth[v] = min(depth[v], top - k)
        return up * 1000 - sum([depth[v] for v in wanted])

    def key(self, state: State) -> bytes:
        """The solver's key: the values of the cards of each ground packet, packet by packet; the
        columns of balcony and numeral as a set, each by the values its numeral will take from now on,
        in order, and whether it is vacant (``_COLUMN``: so every numeral ended with its king is one,
        and every one waiting for its king alone, whatever the balcony card above); and the counters.

        Why two positions with equal keys are alike for winning: nothing in the rules reads a
        card's suit (the numerals do not follow suit), nor a numeral's cards below its uppermost
        one, nor where a column of balcony and numeral stands. A card may go onto a numeral when
        its value is the one the numeral takes next, counted from the balcony card's value and the
        numeral's uppermost value (doubling on an empty place, addition after); Rule II reads
        which vacant numerals wait for which values and which values lie on top of the ground
        packets; the re-deal of Rule III takes the ground packets in their order and deals them
        on the ground places, whatever the cards are; the game is won when every numeral ends with
        a king. So all a column's future reads is the values its numeral takes from now on, in
        order (each move onto it takes the first and leaves the rest), and whether it is vacant.
        If P and Q have equal keys, exchange Q's columns so that each has the future of P's column
        at its place: every move legal in P (a ground packet's uppermost card to a numeral, or the
        re-deal) is legal in Q under the same names, and the two positions after it have equal keys
        again, won or not alike; by induction along any line of play, P can be won exactly when Q
        can. The solver's other knowledge reads no more than the key does: ``worth_trying`` reads
        values and the columns' futures, ``hopeless`` values, the futures and the counters."""
        piles = state.piles
        parts = [bytes(piles[g]).translate(RANKS_OF_CODES) for g in self.GROUND]
        columns = []
        for b in self.BALCONY:
            balcony, numeral = piles[b], piles[b + PACKETS]
            columns.append(_COLUMN[(balcony[-1] >> 2) if balcony else 0][(numeral[-1] >> 2) if numeral else 0])
        columns.sort()
        parts.append(bytes(columns))
        counters = state.counters
        parts.append(bytes((counters.get("packet", 0), counters.get("redeals", 0))))
        if len(counters) > 2:  # (a position set out by hand with counters of its own)
            parts.append(repr(sorted(counters.items())).encode())
        return b"\xff".join(parts)


GAME = Game(
    slug="great-thirteen",
    title="THE GREAT THIRTEEN",
    number=45,
    packs=2,
    groups=(
        Group("balcony", Role.DISPLAY, tuple(Pile(name, x, BALCONY_Y) for name, x in zip(BALCONY_NAMES, COLUMNS)),
              label="The balcony"),
        Group("numerals", Role.FOUNDATION,
              tuple(Pile(name, x, NUMERALS_Y) for name, x in zip(NUMERAL_NAMES, COLUMNS)),
              foundations=tuple(Foundation((), by_hook=True) for _ in range(PACKETS)),
              label="The numerals (doubled, then added to the balcony card above)"),
        Group("ground", Role.TABLEAU,
              tuple(Pile(name, x, GROUND_Y, fan="down", span=GROUND_SPAN) for name, x in zip(GROUND_NAMES, COLUMNS)),
              label="The ground packets"),
    ),
    opening=(DealStep(GROUND_NAMES, each=13),),
    redeal=Redeal.HOOK,
    redeals=PACKETS,
    notes=("great-thirteen-1", "great-thirteen-2", "great-thirteen-3"),
    rules={
        "available": "Rule I: the uppermost card of each of the ground packets is alone available until its "
                     "removal releases the card beneath",
        "foundation_first": "a card placed immediately below a balcony card corresponds to the doubled value of "
                            "that card (the knave counting eleven, the queen twelve, and the king thirteen); if "
                            "the double exceeds thirteen, the excess over thirteen constitutes the value",
        "sequence": "by addition: the value of the numeral is added to that of the card on the balcony "
                    "immediately above it, the excess over thirteen counting",
        "foundation_done": "the numeral packet has terminated with a king (thirteen)",
        "follow_suit": "the numerals do not follow suit",
        "vacancy_first": "Rule II: if a card is released in the ground packets which is equally suitable for "
                         "filling a vacancy in the numerals, or for the process of addition, the preference must "
                         "be given to filling the vacancy (note great-thirteen-1)",
        "display": "the balcony cards stay in their line: each is counted for the numeral beneath it",
        "no_build": "cards from the ground packets are placed on the numerals only",
        "space": "a vacancy among the ground packets is dealt on only in the re-deal (Rule III)",
        "space_source": "a vacancy among the ground packets is dealt on only in the re-deal (Rule III)",
        "no_move_from": "Rule I: cards are taken from the ground packets only",
        "redeal": "each ground packet is re-dealt once, from the first to the eighth: if after re-dealing all "
                  "the ground packets the numerals do not all end with kings, the game has failed",
        "redeal_progress": "When further progress is impossible, the third and last process is as follows: "
                           "the re-deal begins only when no card can be placed on the numerals",
        "unknown": "this game has no such move: cards go from the ground packets to the numerals, and the "
                   "re-deal takes up one ground packet at a time (redeal)",
    },
    width=COLUMNS[-1] + 1.05,
    height=GROUND_Y + 1 + GROUND_SPAN,
    hooks=GreatThirteenHooks(),
)

_NAMES = GAME.pile_names()
assert (_NAMES.index("B1"), _NAMES.index("N1"), _NAMES.index("G1")) == (0, 8, 16), "the hooks count piles so"
