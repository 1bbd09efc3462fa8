"""The Four Corners (No. 5): twelve packets dealt round one card at a time, eight foundations in the centre.

Data: twelve packets (four tilted corners, four sides on each hand) whose
uppermost cards are available after the deal (Rule I) and marry up and down
in suit; an ace and a king of each suit as foundations (Rule II; note
four-corners-1); two re-deals. The hooks carry the deal's own method:
``deal`` turns one card onto the next packet in the book's order, playing a
foundation card at once and placing the next card in its stead;
``card_move_problem`` lets only the card just dealt be played during the
deal, from a side packet only to the foundation adjoining it (note
four-corners-2); ``settle`` puts the next card in the stead of one withdrawn, and begins a
re-deal again on the top left corner; the re-deal itself is data, the
packets taken up in order, beginning on the left (note four-corners-4).
"""

from __future__ import annotations

from ..cards import ACE, KING
from ..moves import MOVE, REDEAL, Move
from ..rules import (
    Build,
    Foundation,
    Game,
    Group,
    Hooks,
    Pile,
    Redeal,
    Role,
    Stock,
)
from ..state import State, Table

# The picture, in card widths (x) and heights (y): a column of sides on each hand, two
# columns of foundations between them, a slanted corner card at each corner.
LEFT_X, INNER_LEFT_X, INNER_RIGHT_X, RIGHT_X = 1.95, 3.67, 5.27, 6.95
ROWS_Y = (1.43, 2.72, 3.98, 5.27)
SIDE_SPAN = 1.4  # room for a side packet to fan outwards
TILT = 40.0  # degrees, clockwise; each corner card leans towards the centre

# The book's order of dealing: "the top corner card, then the four side cards, lastly the lower
# corner card; repeat this process on the right hand". The re-deal takes them up in this order.
ORDER = ("C1", "L1", "L2", "L3", "L4", "C2", "C3", "R1", "R2", "R3", "R4", "C4")
ADJOINING = {f"L{r}": f"F{r}" for r in range(1, 5)} | {f"R{r}": f"F{r + 4}" for r in range(1, 5)}
SUIT_WORDS = ("spades", "hearts", "clubs", "diamonds")

PACKETS = (
    Pile("C1", 0.69, 0.31, tilt=-TILT, label="top corner, left"),
    *(Pile(f"L{r + 1}", LEFT_X, y, fan="left", span=SIDE_SPAN, label=f"left side {r + 1}")
      for r, y in enumerate(ROWS_Y)),
    Pile("C2", 0.64, 6.35, tilt=TILT, label="lower corner, left"),
    Pile("C3", 8.23, 0.35, tilt=TILT, label="top corner, right"),
    *(Pile(f"R{r + 1}", RIGHT_X, y, fan="right", span=SIDE_SPAN, label=f"right side {r + 1}")
      for r, y in enumerate(ROWS_Y)),
    Pile("C4", 8.15, 6.4, tilt=-TILT, label="lower corner, right"),
)
FOUNDATIONS = tuple(
    Pile(f"F{k + 1}", INNER_LEFT_X if k < 4 else INNER_RIGHT_X, ROWS_Y[k % 4],
         label=("ace" if k < 4 else "king") + f" of {SUIT_WORDS[k % 4]}")
    for k in range(8))


class DealPlaces:
    """What ``card_move_problem`` looks up once per table (it is asked of every card move during the
    deal): the packets by index in the order of the deal, the foundation adjoining each side, and
    the rules' words for a refusal."""

    def __init__(self, table: Table) -> None:
        index = table.index
        self.order = [index[name] for name in ORDER]
        self.adjoining = {index[side]: index[f] for side, f in ADJOINING.items()}
        self.foundations = frozenset(table.foundations)
        rule = table.game.rule
        self.not_available = rule("deal_available")
        self.no_marriage = rule("deal_marriage")
        self.not_adjoining = rule("deal_side")


class FourCornersHooks(Hooks):
    """The deal's method: one card at a time, foundation cards at once, the next card in the stead."""

    def setup(self, state: State) -> None:
        state.counters["next"] = 0  # the place in ORDER of the packet the next card falls on
        state.counters["fresh"] = 0  # 1 + the place of the packet whose top card was just dealt

    def deal(self, state: State) -> None:
        stock, piles, index = state.stock_index, state.piles, state.table.index
        counters = state.counters
        counters["fresh"] = 0
        while piles[stock]:
            dealt = state.take(stock)
            c = dealt[0]
            rank = c >> 2
            if rank in (ACE, KING):  # "the eight foundation cards ... are to be at once played"
                f = index[f"F{(c & 3) + (1 if rank == ACE else 5)}"]
                if not piles[f]:
                    state.put(f, dealt)
                    continue  # "the next card in the pack is placed in its stead"
            place = counters["next"]
            state.put(index[ORDER[place]], dealt)
            counters["fresh"] = place + 1
            counters["next"] = (place + 1) % len(ORDER)
            return

    def card_move_problem(self, state: State, src: int, dst: int) -> str | None:
        table = state.table
        if not state.piles[table.stock]:
            return None  # "after the entire deal is completed these restrictions cease"
        fresh = state.counters["fresh"]
        places = table.derived(DealPlaces)
        if not fresh or src != places.order[fresh - 1]:
            return places.not_available
        if dst not in places.foundations:
            return places.no_marriage
        side = places.adjoining.get(src)
        if side is not None and dst != side:
            return places.not_adjoining
        return None

    def settle(self, state: State) -> None:
        move = state.last_move
        if move is not None and move.kind == REDEAL:  # the re-deal begins again on the top left corner
            state.counters["next"] = state.counters["fresh"] = 0
        elif move is not None and move.kind == MOVE and state.piles[state.stock_index]:
            # During the deal only the card just dealt moves; the next card falls in its stead.
            fresh = state.counters["fresh"]
            if fresh:
                state.counters["next"] = fresh - 1
                state.counters["fresh"] = 0

    def extra_problem(self, state: State, move: Move) -> str | None:
        if move.kind == MOVE:  # a covered card, named by its position
            return state.rule("available")
        return state.rule("unknown")


GAME = Game(
    slug="four-corners",
    title="THE FOUR CORNERS",
    number=5,
    packs=2,
    groups=(
        Group("packets", Role.TABLEAU, PACKETS, build=Build.MARRIAGE,
              label="The twelve packets: four corners and eight sides"),
        Group("foundations", Role.FOUNDATION, FOUNDATIONS,
              foundations=tuple(Foundation(tuple(range(1, 14)), suit=s) for s in range(4))
              + tuple(Foundation(tuple(range(13, 0, -1)), suit=s) for s in range(4)),
              label="Foundations: four aces ascending to kings, four kings descending to aces"),
        Group("stock", Role.STOCK, (Pile("stock", 4.47, 6.55, label="the pack"),), label="The pack"),
    ),
    stock=Stock.HOOK,
    # "taken up in order, beginning on the left": each packet face upwards on those before, the
    # whole turned over, so the first card dealt is the lowest of the top left corner (note four-corners-4).
    redeal=Redeal.GATHER,
    redeals=2,
    redeal_piles=ORDER,
    notes=("four-corners-1", "four-corners-2", "four-corners-3", "four-corners-4"),
    rules={
        "available": "Rule I: the uppermost card of each packet is available, the cards underneath "
                     "being released as usual by the removal of those that covered them",
        "no_move_from": "Rule I: only the uppermost card of each packet is available",
        "follow_suit": "Rule II: each foundation must follow suit",
        "sequence": "the aces ascend in sequence to kings, and the kings descend in sequence to aces",
        "foundation_first": "four aces and four kings of different suits are the foundation cards",
        "foundation_done": "that foundation is complete",
        "marriage": "marriages, both in ascending and descending lines: a card of the same suit, "
                    "next above or below in value",
        "space": "an empty packet is not refilled (note four-corners-3)",
        "space_source": "an empty packet is not refilled (note four-corners-3)",
        "deal_available": "during the deal only a card as it falls may be played, and only on a "
                          "foundation; the uppermost cards are available after the deal is completed "
                          "(Rule I; note four-corners-2)",
        "deal_marriage": "marriages may be made only after the entire deal is completed",
        "deal_side": "when a card falls on either of the side packets, it may not be played unless "
                     "the foundation to which it belongs happens to be the one immediately adjoining "
                     "the side packet on which that card fell in dealing (note four-corners-1)",
        "deal": "the entire pack has been dealt",
        "redeal": "there may be two re-deals, no more",
        "redeal_early": "the twelve packets are taken up only after the entire deal is completed",
    },
    hooks=FourCornersHooks(),
    # The book's picture shows the first round of twelve cards dealt.
    figure=("deal",) * 12,
    width=9.5,
    height=7.6,
)
