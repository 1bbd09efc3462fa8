"""The Four Corners (No. 5): twelve packets dealt round one card at a time, eight foundations in the centre.

All data. Twelve packets (four tilted corners, four sides on each hand) whose uppermost cards are
available after the deal (Rule I) and marry up and down in suit, but only after the deal
(``after_the_deal``); an ace and a king of each suit as foundations (Rule II; note four-corners-1).
The deal is the book's method in the vocabulary's words: one card a move onto the next packet in
the book's order (``Stock.BY_CARD``), the foundation cards played at once with the next card in
their stead (``AsDealt.REPLACED`` for aces and kings), only the card just dealt playable, the next
card dealt in its stead (``Dealing.LAST_CARD``), and from a side packet only to the foundation
adjoining it (``up_while_dealing``, note four-corners-2). Two re-deals, the packets taken up in
order, beginning on the left (note four-corners-4).
"""

from __future__ import annotations

from ..cards import ACE, KING
from ..rules import AsDealt, Build, Dealing, Foundation, Game, Group, Pile, Redeal, Role, Stock

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


GAME = Game(
    slug="four-corners",
    title="THE FOUR CORNERS",
    number=5,
    packs=2,
    groups=(
        Group("packets", Role.TABLEAU, PACKETS, build=Build.MARRIAGE, after_the_deal=True,
              label="The twelve packets: four corners and eight sides"),
        Group("foundations", Role.FOUNDATION, FOUNDATIONS,
              foundations=tuple(Foundation(tuple(range(1, 14)), suit=s) for s in range(4))
              + tuple(Foundation(tuple(range(13, 0, -1)), suit=s) for s in range(4)),
              label="Foundations: four aces ascending to kings, four kings descending to aces"),
        Group("stock", Role.STOCK, (Pile("stock", 4.47, 6.55, label="the pack"),), label="The pack"),
    ),
    stock=Stock.BY_CARD,
    round_piles=ORDER,
    # "The eight foundation cards, as they appear in the deal ... are to be at once played"; "the next
    # card in the pack is placed in its stead".
    up_as_dealt=AsDealt.REPLACED,
    up_as_dealt_ranks=(ACE, KING),
    while_dealing=Dealing.LAST_CARD,
    up_while_dealing=tuple((side, (f,)) for side, f in ADJOINING.items()),
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
        "while_dealing": "during the deal only a card as it falls may be played, and only on a "
                          "foundation; the uppermost cards are available after the deal is completed "
                          "(Rule I; note four-corners-2)",
        "after_the_deal": "marriages may be made only after the entire deal is completed",
        "up_while_dealing": "when a card falls on either of the side packets, it may not be played unless "
                     "the foundation to which it belongs happens to be the one immediately adjoining "
                     "the side packet on which that card fell in dealing (note four-corners-1)",
        "deal": "the entire pack has been dealt",
        "redeal": "there may be two re-deals, no more",
        "redeal_early": "the twelve packets are taken up only after the entire deal is completed",
    },
    # The book's picture shows the first round of twelve cards dealt.
    figure=("deal",) * 12,
    width=9.5,
    height=7.6,
)
