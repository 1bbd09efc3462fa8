"""The Herring-Bone (No. 30): two packs; the herring-bone, eight side scenes, four bars, four foundations
ascending and four descending in suit from the value of the first, a talon shuffled and re-dealt twice.

Mostly data. The herring-bone is one pile, dealt from its top: its twenty-eight cards lie in the order
Rule II releases them, the last dealt, the lowest, alone available (note herring-bone-1). The side
scenes and bars are single available cards (Rule III); a bar is refilled at once from the herring-bone
(``refill_from``), a side scene by the player from the pack or the talon (``fill_from``; Rule IV, note
herring-bone-3). The foundations run round from the base value (``Foundation(from_base=...)``), each
place with a suit of its own, one ascending (on the right) and one descending (on the left) for each
suit; the other seven cards of the base value go up as they lie available (``placed_as_they_appear``),
the first of a suit to its ascending place, the second to its descending one (note herring-bone-2).
The top card of a foundation may be exchanged to the other sequence of its suit (``exchange``, note
herring-bone-4). ``deal`` turns the next card onto the talon; the talon is shuffled and re-dealt twice
(``Redeal.SHUFFLE_TALON``, note herring-bone-5).

The hooks, for what the words cannot say yet: ``setup`` places the forty-first card on the ascending
place of its suit (the suit is not known before the deal, so no ``DealStep`` can name its place);
``card_move_problem`` keeps the first card of a foundation in its place. The German variety (``VARIANTS``, note
herring-bone-6) sets the herring-bone out from a single pack (its own ``setup``).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..cards import SUIT_NAMES, Card
from ..deals import shuffled
from ..rules import DealStep, Foundation, Game, Group, Hooks, Pile, Redeal, Role, Stock

if TYPE_CHECKING:
    from ..state import State, Table

# Positions measured on the book's picture (a card there is 26.7 by 38.3 pixels): the descending places
# (empty in the picture) on the far left, the left side scenes, the herring-bone in the middle, the right
# side scenes, the ascending places on the far right; a bar lies across above and below each column of
# side scenes. The pack and talon (not pictured) lie under the left-hand bar.
DOWN_X, LEFT_X, BONE_X, RIGHT_X, UP_X = 0.375, 2.04, 5.78, 9.56, 11.25
ROWS_Y = (1.31, 2.81, 4.35, 5.86)
BAR_TOP_Y, BAR_FOOT_Y = 0.08, 7.19  # a bar's place as an upright card, turned about its centre
BONE_Y = 0.24
CARDS_IN_BONE = 28
BONE_SPAN = 0.3 * (CARDS_IN_BONE - 1)  # room for the whole herring-bone, each card's corner showing
PACK_Y = 8.45

SUITS = (0, 1, 2, 3)  # each side, from the top: spades, hearts, clubs, diamonds (note herring-bone-2)

HERRING_BONE = Pile("H", BONE_X, BONE_Y, fan="down", span=BONE_SPAN, label="the herring-bone")
SIDE_SCENES = tuple(Pile(f"S{k + 1}", LEFT_X, y, label=f"side scene, left, {k + 1}")
                    for k, y in enumerate(ROWS_Y)) + tuple(
    Pile(f"S{k + 5}", RIGHT_X, y, label=f"side scene, right, {k + 1}") for k, y in enumerate(ROWS_Y))
BARS = (
    Pile("B1", LEFT_X, BAR_TOP_Y, tilt=90.0, label="bar above the left side scenes"),
    Pile("B2", LEFT_X, BAR_FOOT_Y, tilt=90.0, label="bar below the left side scenes"),
    Pile("B3", RIGHT_X, BAR_TOP_Y, tilt=90.0, label="bar above the right side scenes"),
    Pile("B4", RIGHT_X, BAR_FOOT_Y, tilt=90.0, label="bar below the right side scenes"),
)
ASCENDING = tuple(Pile(f"U{k + 1}", UP_X, y, label=f"ascending {SUIT_NAMES[s]}")
                  for k, (y, s) in enumerate(zip(ROWS_Y, SUITS)))
DESCENDING = tuple(Pile(f"D{k + 1}", DOWN_X, y, label=f"descending {SUIT_NAMES[s]}")
                   for k, (y, s) in enumerate(zip(ROWS_Y, SUITS)))
SIDE_NAMES = tuple(p.name for p in SIDE_SCENES)
BAR_NAMES = tuple(p.name for p in BARS)
# "placed as they appear on the tableau, or during the deal": wherever a card lies available.
APPEAR_IN = ("herring-bone", "bars", "side scenes", "talon")

RULE_I = "Rule I: the foundations follow suit: each suit has one ascending and one descending place (note herring-bone-2)"
EXCHANGE = ("one card at a time may be exchanged from the ascending to the descending sequence, and vice versa; "
            "the foundation card itself stays in its allotted space (note herring-bone-4)")


class _Places:
    """Pile indices the hooks look up (a small test deck has its own table)."""

    def __init__(self, table: Table) -> None:
        self.bone = table.index["H"]
        self.bars = [table.index[name] for name in BAR_NAMES]
        self.stock = table.stock
        self.ascending = {s: table.index[p.name] for s, p in zip(SUITS, ASCENDING)}
        self.foundations = frozenset(table.foundations)
        # the suit of each foundation place
        self.suit = {table.index[p.name]: s for s, p in zip(SUITS, ASCENDING)}
        self.suit.update({table.index[p.name]: s for s, p in zip(SUITS, DESCENDING)})


class HerringBoneHooks(Hooks):
    """The first foundation card, and the foundation card kept in its place."""

    def setup(self, state: State) -> None:
        """'When these forty cards are placed, the next card dealt becomes the foundation, and is placed in
        one of the allotted spaces': the ascending place of its suit (note herring-bone-2)."""
        places = state.table.derived(_Places)
        if state.piles[places.stock]:
            card = state.piles[places.stock][-1]
            state.put(places.ascending[card & 3], state.take(places.stock))

    def card_move_problem(self, state: State, src: int, dst: int) -> str | None:
        """The foundation card stays in its allotted space (note herring-bone-4)."""
        places = state.table.derived(_Places)
        if dst in places.foundations and src in places.foundations and len(state.piles[src]) == 1:
            return state.rule("exchange_base")
        return None


class GermanHooks(HerringBoneHooks):
    """The German variety: the herring-bone set out from a single pack before the two are shuffled."""

    def setup(self, state: State) -> None:
        """The book game's shuffle, as dealt: the first twenty-eight different cards form the herring-bone,
        in the order they come; the seventy-six others, shuffled again (numbered), are dealt on as the
        book game deals (note herring-bone-6)."""
        t = state.table
        order = [c for name in ("H", *SIDE_NAMES, *BAR_NAMES) for c in state.pile(name)]
        order += reversed(state.piles[t.stock])  # the pack's top card is dealt next
        bone: list[Card] = []
        rest: list[Card] = []
        for c in order:
            (rest if c in bone or len(bone) == CARDS_IN_BONE else bone).append(c)
        pack = shuffled(rest, state.game.slug, state.deal, "the second pack")  # its top card last
        state.piles[t.index["H"]] = tuple(bone)
        for name in (*SIDE_NAMES, *BAR_NAMES):
            state.piles[t.index[name]] = (pack.pop(),) if pack else ()
        state.piles[t.stock] = tuple(pack)
        super().setup(state)


GAME = Game(
    slug="herring-bone",
    title="THE HERRING-BONE",
    number=30,
    packs=2,
    groups=(
        Group("herring-bone", Role.TABLEAU, (HERRING_BONE,), label="The herring-bone: seven fans and seven single cards"),
        Group("side scenes", Role.RESERVE, SIDE_SCENES, fill_from=(Role.STOCK, Role.TALON),
              label="The side scenes, four on each side the herring-bone"),
        Group("bars", Role.RESERVE, BARS, refill_from=("herring-bone",),
              label="The bars, above and below the side scenes"),
        # One group, the ascending places first: a card of the base value goes to the first empty place of
        # its suit, so the first of a suit ascends and the second descends (note herring-bone-2).
        Group("foundations", Role.FOUNDATION, ASCENDING + DESCENDING,
              foundations=tuple(Foundation((), suit=s, from_base=+1) for s in SUITS)
              + tuple(Foundation((), suit=s, from_base=-1) for s in SUITS),
              placed_as_they_appear=APPEAR_IN, exchange=True,
              label="Foundations: four ascending in suit from the first card's value (on the right), "
                    "four descending (on the left)"),
        Group("stock", Role.STOCK, (Pile("P", 0.375, PACK_Y, label="the pack"),), label="The pack"),
        Group("talon", Role.TALON, (Pile("T", 1.7, PACK_Y, label="the talon"),), label="The talon"),
    ),
    # "Deal out twenty-eight cards, beginning from the top ... You next deal out eight cards, four on each
    # side the herring-bone ... Then place one card horizontally above and below each side scene."
    opening=(DealStep(("H",), each=CARDS_IN_BONE), DealStep(SIDE_NAMES), DealStep(BAR_NAMES)),
    stock=Stock.TO_TALON,
    redeal=Redeal.SHUFFLE_TALON,
    redeals=2,
    notes=("herring-bone-1", "herring-bone-2", "herring-bone-3", "herring-bone-4", "herring-bone-5"),
    rules={
        "available": "Rule II: the lowest (or twenty-eighth) card of the herring-bone is alone available until "
                     "its removal releases the next one (note herring-bone-1); of the talon, only the top card",
        "follow_suit": RULE_I,
        "sequence": "four of the foundations ascend in sequence and four descend (Rule I), round past the king "
                    "or the ace (note herring-bone-2)",
        "foundation_done": "that foundation is complete: thirteen cards, from the foundation card round to the "
                           "card next below it (ascending) or above it (descending) (note herring-bone-2)",
        "base": "the next card dealt after the forty becomes the foundation; the other seven cards of similar "
                "value begin the other places (note herring-bone-2)",
        "base_unset": "the next card dealt after the forty becomes the foundation (note herring-bone-2)",
        "exchange_base": EXCHANGE,
        "no_build": "cards are played from the herring-bone, bars or side scenes to the foundations only; the "
                    "unsuitable cards form the talon",
        "space": "Rule IV: vacancies on the bars are refilled from cards of the herring-bone (Rule II), and the "
                 "herring-bone is not refilled (note herring-bone-3)",
        "space_source": "Rule IV: vacancies on the side scenes may only be refilled from the pack or talon "
                        "(note herring-bone-3)",
        "stock_fill": "the pack is dealt out onto the talon, or its next card turned into a vacancy of the side "
                      "scenes (note herring-bone-3)",
        "no_move_from": "cards are played from the herring-bone, bars, side scenes and talon; the pack is dealt "
                        "onto the talon, and the foundations keep their cards but for an exchange (note "
                        "herring-bone-4)",
        "deal": "the entire pack has been dealt out",
        "redeal": "the talon may be taken up, shuffled, and re-dealt twice: no more",
        "redeal_early": "the entire pack is dealt out before the talon is taken up (note herring-bone-5)",
    },
    hooks=HerringBoneHooks(),
    width=UP_X + 1.3,
    height=BONE_Y + BONE_SPAN + 1.15,
)

# "In the German variety of this game the herring-bone is set out from a single pack before the two packs
# are shuffled."
GERMAN = replace(
    GAME,
    slug="herring-bone-german",
    variant_of=GAME.slug,
    notes=(*GAME.notes, "herring-bone-6"),
    hooks=GermanHooks(),
)

VARIANTS = (GERMAN,)
