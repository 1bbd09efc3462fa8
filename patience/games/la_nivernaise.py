"""La Nivernaise (No. 13): two packs; the Flanks, the Line of six packets, aces up and kings down.

Mostly data: the Flanks are eight single cards whose vacancies the player may fill from
the pack or from the Line (``fill_from`` with ``Role.STOCK``: the top card of the pack is
turned into the vacancy); a Line packet played off entirely gets four more cards at once
(``refill_from``, ``refill_count=4``); ``deal`` is a round of four cards together on each
Line packet (``Stock.ROUND``); the one re-deal takes the Line up from the left and deals
it again (``Redeal.GATHER``, the empty packets then refilled by four); a foundation card
may be exchanged between the ascending and descending sequences (``exchange``).

The one rule hook is ``hidden``: Rule II lets the player examine as many cards of each Line
packet as there are vacancies in the Flanks, and the engine shows those cards at once
(note la-nivernaise-2).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..rules import (
    DealStep,
    Foundation,
    Game,
    Group,
    Hooks,
    Pile,
    Redeal,
    Role,
    Stock,
)

if TYPE_CHECKING:
    from ..state import State, Table

# Positions measured on the book's picture (card widths 32 px, card heights 47 px).
ROWS = (0.26, 1.68, 3.11, 4.53)
FLANK_LEFT, ACES_X, KINGS_X, FLANK_RIGHT = 2.12, 4.12, 5.75, 7.75
LINE_Y = 6.1
LINE_X = (0.34, 2.06, 3.81, 5.53, 7.25, 9.03)
LINE_SPAN = 1.3  # room for a packet to fan downwards, so that examined cards can be seen
SUIT_NAMES = ("spades", "hearts", "clubs", "diamonds")

FLANKS = tuple(Pile(f"F{k + 1}", FLANK_LEFT, y) for k, y in enumerate(ROWS)) + tuple(
    Pile(f"F{k + 5}", FLANK_RIGHT, y) for k, y in enumerate(ROWS))
LINE = tuple(Pile(f"L{k + 1}", x, LINE_Y, fan="down", span=LINE_SPAN) for k, x in enumerate(LINE_X))
LINE_NAMES = tuple(p.name for p in LINE)


class _Layout:
    """What the solver's knowledge looks up once per table (a small test deck has its own)."""

    def __init__(self, table: Table) -> None:
        self.flanks = frozenset(table.group_piles["flanks"])
        self.line = frozenset(table.group_piles["line"])
        self.foundations = frozenset(table.foundations)
        # For each suit: its ascending and descending foundation, and each rank's place in the
        # ascending sequence (the descending one is the same sequence reversed).
        self.asc: dict[int, int] = {}
        self.desc: dict[int, int] = {}
        self.place: dict[int, int] = {}
        for f in table.foundations:
            spec = table.foundation_of[f]
            assert spec is not None and spec.suit is not None
            if spec.sequence[0] < spec.sequence[-1]:
                self.asc[spec.suit] = f
                self.place = {r: k for k, r in enumerate(spec.sequence)}
                self.sequence = spec.sequence
            else:
                self.desc[spec.suit] = f
        self.length = len(self.place)


class NivernaiseHooks(Hooks):
    """Rule II: what the player may see of the Line."""

    def hidden(self, state: State, pile: int) -> int:
        role = state.role_of[pile]
        size = len(state.piles[pile])
        if role is Role.STOCK:
            return size
        if role is Role.TABLEAU:
            piles = state.piles
            vacancies = sum(1 for i in state.group("flanks") if not piles[i])
            return max(0, size - 1 - vacancies)
        return 0


GAME = Game(
    slug="la-nivernaise",
    title="LA NIVERNAISE",
    number=13,
    packs=2,
    groups=(
        Group("flanks", Role.RESERVE, FLANKS, fill_from=(Role.TABLEAU, Role.STOCK),
              label="The Flanks (two perpendicular rows of four cards)"),
        Group("aces", Role.FOUNDATION,
              tuple(Pile(f"A{s + 1}", ACES_X, ROWS[s], label=f"ace of {SUIT_NAMES[s]}") for s in range(4)),
              foundations=tuple(Foundation(tuple(range(1, 14)), suit=s) for s in range(4)),
              exchange=True, label="Aces, ascending in sequence to kings"),
        Group("kings", Role.FOUNDATION,
              tuple(Pile(f"K{s + 1}", KINGS_X, ROWS[s], label=f"king of {SUIT_NAMES[s]}") for s in range(4)),
              foundations=tuple(Foundation(tuple(range(13, 0, -1)), suit=s) for s in range(4)),
              exchange=True, label="Kings, descending in sequence to aces"),
        Group("line", Role.TABLEAU, LINE, refill_from=("stock",), refill_count=4,
              label="The Line (six packets)"),
        Group("stock", Role.STOCK, (Pile("S", LINE_X[-1], ROWS[0], label="the pack"),), label="The pack"),
    ),
    opening=(DealStep(tuple(p.name for p in FLANKS)), DealStep(LINE_NAMES, each=4)),
    stock=Stock.ROUND,
    round_piles=LINE_NAMES,
    round_size=4,
    redeal=Redeal.GATHER,
    redeals=1,
    redeal_piles=LINE_NAMES,
    notes=("la-nivernaise-2", "la-nivernaise-3", "la-nivernaise-4", "la-nivernaise-5", "la-nivernaise-6"),
    rules={
        "available": "Rule I: the uppermost card of each packet of the Line is alone available, until by its "
                     "removal the one beneath is released",
        "follow_suit": "Rule III: all foundations must follow suit",
        "sequence": "the kings descend in sequence to aces, the aces ascend in sequence to kings",
        "foundation_first": "the spaces in the centre are for four aces and four kings of different suits "
                            "(note la-nivernaise-3)",
        "foundation_done": "that foundation is complete: the aces ascend to kings, the kings descend to aces",
        "no_build": "single cards are not to be replaced on the Line, and a Flank holds one card: only its "
                    "vacancy is filled",
        "space": "single cards are not to be replaced on the Line; if an entire packet has been played off, "
                 "four more cards from the pack are placed in its stead",
        "space_source": "vacancies in the Flanks may be filled from the pack or from the Line",
        "stock_fill": "the pack fills only the vacancies in the Flanks (note la-nivernaise-4)",
        "no_move_from": "cards are played from the Line (Rule I) and the Flanks; the pack only fills the "
                        "vacancies in the Flanks, and a foundation card is only exchanged from the ascending "
                        "to the descending sequences, and vice versa (note la-nivernaise-5)",
        "deal": "all the cards are dealt out",
        "redeal": "there is only one re-deal",
        "redeal_early": "Rule IV: the whole of the pack is dealt before the Line is taken up and re-dealt",
    },
    hooks=NivernaiseHooks(),
    width=LINE_X[-1] + 1.05,
    height=LINE_Y + 1 + LINE_SPAN,
)
