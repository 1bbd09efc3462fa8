"""La Nivernaise (No. 13): two packs; the Flanks, the Line of six packets, aces up and kings down.

Mostly data: the Flanks are eight single cards whose vacancies the player may fill from the pack
or from the Line (``fill_from`` with ``Role.STOCK``: the top card of the pack is turned into the
vacancy); ``deal`` is a round of four cards together on each Line packet (``Stock.ROUND``); a
foundation card may be exchanged between the ascending and descending sequences (``exchange``).

The rule hooks: ``settle`` gives a Line packet played off entirely four more cards at once, and
``redeal`` (Rule IV) takes the Line up from the left, turns it and deals it again as at first, six
packets of four; both deal four cards together as the deal does, the top card of the pack lowest
(``deal_together``, note la-nivernaise-6). ``card_move_problem`` names the rule of the Flanks for a
card refused a Flank that holds its card. ``hidden``: Rule II lets the player examine as many cards
of each Line packet as there are vacancies in the Flanks, and the engine shows those cards at once
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


FLANK, LINE_OR_FLANKS = Role.RESERVE, (Role.TABLEAU, Role.RESERVE)  # the roles of the Flanks and the Line
PACKET = 4  # "six packets, each composed of four cards dealt together"


def deal_together(state: State, pile: int, count: int = PACKET) -> None:
    """Deal ``count`` cards together from the pack onto ``pile`` (what is left, if fewer): taken from
    the top of the pack face down and turned face up, so the top card of the pack lies lowest and the
    last taken is uppermost, the order in which the opening deal and each round (``Stock.ROUND``) lay
    them one by one."""
    piles, stock = state.piles, state.table.stock
    pack = piles[stock]
    taken = pack[-count:]  # bottom first: the top card of the pack last
    piles[stock] = pack[:-count] if count < len(pack) else ()
    piles[pile] = piles[pile] + taken[::-1]


class NivernaiseHooks(Hooks):
    """Rule II: what the player may see of the Line; Rule IV and PLAY: how the Line is dealt again."""

    def card_move_problem(self, state: State, src: int, dst: int) -> str | None:
        """Messages only: a card from the Line or another Flank onto a Flank that holds its card is
        refused by the rule of the Flanks ("rows of four cards each", whose vacancies "may be
        filled", note la-nivernaise-4), where the shared refusal of a card onto an occupied place
        (``no_build``) names the Line's rule, "single cards are not to be replaced on the Line". No
        such move is legal by the shared rules: the legal moves are the same."""
        role_of = state.table.role_of
        if role_of[dst] is FLANK and state.piles[dst] and role_of[src] in LINE_OR_FLANKS:
            return state.rule("flank_full")
        return None

    def settle(self, state: State) -> None:
        """PLAY: "if an entire packet has been played off, four more cards are to be immediately
        placed in its stead, and this rule applies to each several round": while the pack lasts, each
        empty packet of the Line gets four cards (what is left, if fewer), dealt together as at first
        (``deal_together``: the top card of the pack lowest), the packets from the left."""
        piles, stock = state.piles, state.table.stock
        if not piles[stock]:
            return
        for i in state.group("line"):
            if not piles[i]:
                deal_together(state, i)

    def redeal(self, state: State) -> None:
        """Rule IV: "the Line packets must be taken up in succession, beginning on the left; then the
        whole together turned and re-dealt as before": each packet laid on those taken up before it,
        the whole turned face down (the lowest card of the first packet now on top of the pack), and
        six packets of four dealt together from left to right, as at first (``deal_together``: the
        cards come out in the order they lay; note la-nivernaise-6). The Flanks and the foundations
        stay as they are."""
        piles, line = state.piles, state.group("line")
        taken = tuple(c for i in line for c in piles[i])
        for i in line:
            piles[i] = ()
        piles[state.table.stock] = taken[::-1]
        for i in line:
            deal_together(state, i)

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
        Group("line", Role.TABLEAU, LINE, label="The Line (six packets)"),
        Group("stock", Role.STOCK, (Pile("S", LINE_X[-1], ROWS[0], label="the pack"),), label="The pack"),
    ),
    opening=(DealStep(tuple(p.name for p in FLANKS)), DealStep(LINE_NAMES, each=4)),
    stock=Stock.ROUND,
    round_piles=LINE_NAMES,
    round_size=4,
    redeal=Redeal.HOOK,
    redeals=1,
    notes=("la-nivernaise-2", "la-nivernaise-3", "la-nivernaise-4", "la-nivernaise-5", "la-nivernaise-6"),
    rules={
        "available": "Rule I: the uppermost card of each packet of the Line is alone available, until by its "
                     "removal the one beneath is released",
        "follow_suit": "Rule III: all foundations must follow suit",
        "sequence": "the kings descend in sequence to aces, the aces ascend in sequence to kings",
        "foundation_first": "the spaces in the centre are for four aces and four kings of different suits "
                            "(note la-nivernaise-3)",
        "foundation_done": "that foundation is complete: the aces ascend to kings, the kings descend to aces",
        "no_build": "single cards are not to be replaced on the Line",
        "flank_full": "the Flanks are two rows of four cards each: only their vacancies may be filled "
                      "(note la-nivernaise-4)",
        "space": "single cards are not to be replaced on the Line; if an entire packet has been played off, "
                 "four more cards from the pack are placed in its stead",
        "space_source": "vacancies in the Flanks may be filled from the pack or from the Line (note la-nivernaise-4)",
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
