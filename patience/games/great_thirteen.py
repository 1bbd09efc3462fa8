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

from ..rules import DealStep, Foundation, Game, Group, Hooks, Pile, Redeal, Role

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


class GreatThirteenHooks(Hooks):
    """Balcony B1-B8 (piles 0-7), numerals N1-N8 (8-15), ground packets G1-G8 (16-23)."""

    BALCONY, NUMERALS, GROUND = range(8), range(8, 16), range(16, 24)

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
