"""The Fish-Bone (No. 41): two packs; the gridiron, eight knaves descending to aces, a king and a queen
beside each knave, a talon, one re-deal.

Mostly data. The gridiron is six packets on the left; its cards marry in ascending sequence in suit
(``Build.UP_IN_SUIT``) only with cards from the pack or talon, never with each other
(``takes_from``), and take no knave, king or queen (``space_ranks``, ``no_build_on``: note
fish-bone-4). Its vacancies are refilled when the player chooses from the pack or the talon
(``fill_from``). The eight knaves descend in suit to aces; they are placed as they appear, one below
the other (``in_order``, each following its own suit). ``deal`` turns the next card of the pack onto
the talon, whose top card is available (note fish-bone-1); the talon may be taken up and re-dealt
once, turned over as it lies (``Redeal.TURN_TALON``, note fish-bone-5).

The king's and the queen's place beside each knave takes only a card of that knave's suit, once the
knave is placed (``Foundation.suit_from``, note fish-bone-2). What the words cannot say is in
:class:`FishBoneHooks`: the book's "must" (knaves "to be played as they appear", "Never omit to place
the kings and queens when it can be done") is kept by playing those cards at once, the player
choosing where two like cards wait for one place (``settle``, ``card_move_problem``, note fish-bone-3).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..rules import Build, DealStep, Foundation, Game, Group, Hooks, Pile, Redeal, Role, Stock

if TYPE_CHECKING:
    from ..state import Piles, State, Table

KNAVE, QUEEN, KING = 11, 12, 13
ROWS = 8  # eight knaves, one below the other
CHOOSE = "choose"  # a counter: two like kings (or queens) are available for one place (note fish-bone-3)

# Positions measured on the book's picture (a card there is 30 by 44 pixels; the knaves 50 pixels
# apart). The kings and queens lie slanted on either side of each knave, the bones of the fish
# (``tilt``, turned about their centres): the king on the left, the queen on the right (note fish-bone-2).
KNAVE_X, KING_X, QUEEN_X = 5.33, 3.83, 6.75
KNAVE_Y0, RIB_Y0, ROW_STEP = 0.18, 0.65, 1.14
RIB_TILT = 55.0
# The gridiron, two cards abreast in three rows as pictured, each packet fanning downwards for the
# cards married on it; the rows are set further apart than in the picture to leave that room.
GRIDIRON_X = (0.37, 1.57)
GRIDIRON_Y = (1.25, 3.85, 6.45)
GRIDIRON_SPAN = 1.3
PACK_X, PACK_Y, TALON_Y = 9.73, 7.93, 6.65  # the pack as pictured, the talon (not pictured) above it

KNAVE_TO_ACE = tuple(range(KNAVE, 0, -1))

KNAVES = tuple(Pile(f"F{k + 1}", KNAVE_X, round(KNAVE_Y0 + k * ROW_STEP, 2), label=f"knave {k + 1}")
               for k in range(ROWS))
KINGS = tuple(Pile(f"K{k + 1}", KING_X, round(RIB_Y0 + k * ROW_STEP, 2), tilt=-RIB_TILT,
                   label=f"a king, beside F{k + 1}") for k in range(ROWS))
QUEENS = tuple(Pile(f"Q{k + 1}", QUEEN_X, round(RIB_Y0 + k * ROW_STEP, 2), tilt=RIB_TILT,
                    label=f"a queen, beside F{k + 1}") for k in range(ROWS))
GRIDIRON = tuple(Pile(f"G{2 * r + c + 1}", x, y, fan="down", span=GRIDIRON_SPAN)
                 for r, y in enumerate(GRIDIRON_Y) for c, x in enumerate(GRIDIRON_X))

RULE_II = ("Rule II: kings and queens cannot find their places on the tableau until the knaves to which they "
           "belong have been placed; if a king or queen should turn up in the deal, it must be consigned to the "
           "talon, unless one of the knaves of the same suit is already placed to receive it")
NO_COURT_CARDS = ("no knave, king or queen goes into the gridiron: the knaves are played as they appear in the "
                  "deal, and kings and queens go beside their knaves or to the talon (Rule II; note fish-bone-4)")
FROM_PACK_OR_TALON = ("cards in the gridiron may marry in ascending sequence, but only with cards from the pack "
                      "or talon, and not with each other")


class _Places:
    """The pile indices the hooks read, found once per table."""

    def __init__(self, table: Table) -> None:
        knaves = table.group_piles["knaves"]
        # For each king's or queen's place: the knave's row it lies beside, and the rank it takes.
        self.beside: dict[int, tuple[int, int]] = {}
        for name, rank in (("kings", KING), ("queens", QUEEN)):
            for row, place in zip(knaves, table.group_piles[name]):
                self.beside[place] = (row, rank)
        self.knaves = knaves
        self.kings = table.group_piles["kings"]
        self.queens = table.group_piles["queens"]
        # Where a card can lie available: the talon's top card first, then the gridiron's packets.
        self.sources = [*table.group_piles["talon"], *table.group_piles["gridiron"]]


class FishBoneHooks(Hooks):
    """Rule II: the kings' and queens' places beside the knaves; the plays the book makes compulsory."""

    def card_move_problem(self, state: State, src: int, dst: int) -> str | None:
        """While the player must choose which of two like kings (or queens) to place (``settle``), no
        other card moves (note fish-bone-3)."""
        if state.counters.get(CHOOSE) and dst not in state.table.derived(_Places).beside:
            return state.rule("never_omit")
        return None

    def settle(self, state: State) -> None:
        """Knaves "are to be played as they appear in the deal", and "Never omit to place the kings and
        queens when it can be done" (Rule II): after every move, each knave, king or queen lying
        available (the talon's top card, a gridiron packet's) is played at once, a knave to the next
        place of the line, a king or queen beside the first knave of its suit without one; each play
        may uncover another. Where two like kings (or queens) lie available and only one place awaits
        them, which to place is the player's choice: neither is played, and the counter ``choose``
        says that one of them must be placed before any other card moves (note fish-bone-3)."""
        places = state.table.derived(_Places)
        piles = state.piles
        while True:
            choose = False
            for src in places.sources:
                pile = piles[src]
                if not pile:
                    continue
                card = pile[-1]
                rank = card >> 2
                if rank == KNAVE:
                    dst = next((row for row in places.knaves if not piles[row]), -1)
                elif rank == KING or rank == QUEEN:
                    free = _free_places(piles, places, card)
                    if len(free) < sum(1 for s in places.sources if piles[s] and piles[s][-1] == card):
                        choose = choose or bool(free)
                        continue
                    dst = free[0]
                else:
                    continue
                if dst >= 0:
                    piles[src] = pile[:-1]
                    piles[dst] = piles[dst] + pile[-1:]
                    break
            else:  # a round with no play: nothing more is played at once
                break
        if choose:
            state.counters[CHOOSE] = 1
        else:
            state.counters.pop(CHOOSE, None)


def _free_places(piles: Piles, places: _Places, card: int) -> list[int]:
    """The empty places for a king or queen ``card``: beside each placed knave of its suit."""
    beside = places.kings if card >> 2 == KING else places.queens
    suit = card & 3
    return [place for row, place in zip(places.knaves, beside)
            if piles[row] and piles[row][0] & 3 == suit and not piles[place]]


GAME = Game(
    slug="fish-bone",
    title="THE FISH-BONE",
    number=41,
    packs=2,
    groups=(
        Group("gridiron", Role.TABLEAU, GRIDIRON, build=Build.UP_IN_SUIT, fill_from=(Role.STOCK, Role.TALON),
              takes_from=("stock", "talon"), space_ranks=tuple(range(1, 11)), no_build_on=(10, KNAVE, QUEEN),
              label="The gridiron"),
        Group("knaves", Role.FOUNDATION, KNAVES,
              foundations=tuple(Foundation(KNAVE_TO_ACE, follows_suit=True) for _ in KNAVES), in_order=True,
              label="Foundations (the eight knaves, descending to aces)"),
        Group("kings", Role.FOUNDATION, KINGS,
              foundations=tuple(Foundation((KING,), suit_from=knave.name) for knave in KNAVES),
              label="The kings, each beside a knave of its suit"),
        Group("queens", Role.FOUNDATION, QUEENS,
              foundations=tuple(Foundation((QUEEN,), suit_from=knave.name) for knave in KNAVES),
              label="The queens, each beside a knave of its suit"),
        Group("stock", Role.STOCK, (Pile("P", PACK_X, PACK_Y, label="the pack"),), label="The pack"),
        Group("talon", Role.TALON, (Pile("T", PACK_X, TALON_Y, label="the talon"),), label="The talon"),
    ),
    opening=(DealStep(tuple(p.name for p in GRIDIRON)),),
    stock=Stock.TO_TALON,
    redeal=Redeal.TURN_TALON,
    redeals=1,
    notes=("fish-bone-1", "fish-bone-2", "fish-bone-3", "fish-bone-4", "fish-bone-5"),
    rules={
        "available": "only the uppermost card of a gridiron packet, or of the talon, can be played",
        "follow_suit": "Rule I: the foundations follow suit",
        "sequence": "the foundation cards are the eight knaves, which descend in sequence to aces (Rule I)",
        "foundation_done": "that place is complete: the knaves descend in sequence to aces, and nothing goes on an "
                           "ace; each foundation knave has one king and one queen of the same suit on either "
                           "side (Rule II)",
        "foundation_first": "the foundation cards are the eight knaves, played as they appear in the deal; each "
                            "foundation knave should have a king and queen of the same suit on either side: the "
                            "king on the left, the queen on the right (Rule II; note fish-bone-2)",
        "in_order": "the knaves are to be played as they appear in the deal, in a perpendicular line (see "
                    "tableau)",
        "never_omit": "never omit to place the kings and queens when it can be done (Rule II): place one of the "
                      "two, your choice (note fish-bone-3)",
        "suit_from_empty": RULE_II,
        "suit_from": "each foundation knave should have a king and queen of the same suit on either side (Rule II)",
        "up_in_suit": "cards in the gridiron may marry in ascending sequence: on the five the six of the same suit",
        "takes_from": FROM_PACK_OR_TALON,
        "no_build_on": NO_COURT_CARDS,
        "space_rank": NO_COURT_CARDS,
        "no_build": "cards are played on the foundations or married on the gridiron; the unsuitable cards form "
                    "the talon",
        "space_source": "vacancies in the gridiron are refilled from the pack or talon",
        "stock_fill": "the next card of the pack is dealt onto the talon (note fish-bone-1), or turned into a "
                      "vacancy of the gridiron",
        "no_move_from": "cards are played from the gridiron and the talon; the foundations keep their cards",
        "deal": "the entire pack has been dealt out",
        "redeal": "the talon may be taken up and re-dealt once: no more",
        "redeal_early": "the entire pack is dealt out before the talon is taken up and re-dealt (note fish-bone-5)",
    },
    hooks=FishBoneHooks(),
    # The deal lays out only the six cards of the gridiron: the page's figure shows the first dozen cards
    # dealt too, the knaves among them placed in the line.
    figure=("deal",) * 12,
    width=PACK_X + 1.15,
    height=9.7,
)
