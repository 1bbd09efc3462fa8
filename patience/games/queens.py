"""The Queens (No. 29): two packs; a key of thirty-two cards, a shutter of seven, eight kings up to queens.

Mostly data. The key is one packet whose uppermost card alone is available and goes only to the
foundations (Rules II, III: ``takes_from`` on the shutter); the shutter's seven places marry down in
suit (``Build.DOWN_IN_SUIT``) and are refilled at once from the pack (``Refill.AT_ONCE``); kings
that appear in the shutter go up at once to the next place of the row above
(``placed_as_they_appear``, ``in_order``), the foundations running king, ace, two ... queen and
following suit (note queens-2); ``deal`` turns the next card of the pack onto the talon. The hook,
:class:`QueensHooks`, is the payment of the queens: at the deal, a queen uppermost on the key sends
fourteen cards of the key to the bottom of the pack (Rule IV, note queens-1); and the re-deal is
paid for, three cards from the bottom of the talon for each queen the pack placed in it (Rule V,
note queens-3), only after a deal that put a card on the foundations (note queens-4). The
vocabulary has no word for either: "cards moved to the bottom of the pack when a card of a rank
shows on a pile" and "a re-deal that is paid for, so many cards of the talon for each card of a
rank placed in it".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import ACE, KING, QUEEN
from ..rules import Build, DealStep, Foundation, Game, Group, Hooks, Pile, Redeal, Role, Stock

if TYPE_CHECKING:
    from ..state import State

KEY_CARDS = 32
KEY_PAYMENT = 14  # Rule IV: "fourteen for each queen including herself"
TALON_PAYMENT = 3  # Rule V: "three for each queen exclusive of herself"
# Every re-deal follows a deal that put at least one card on the foundations (note queens-4), and
# no card comes down: so there are fewer re-deals than cards in the two packs, and this bound,
# which the engine's re-deals are held to, is never what stops them.
REDEALS = 104

# Positions measured on the book's picture (a card there is about 28 by 40 pixels): eight places in a
# row above for the kings, the shutter's row of four and row of three below, the key at the lower
# left. The rows of the shutter are set a little further apart than in the picture, to leave room
# for marriages. The pack and the talon, not pictured, lie to the right of the key.
FOUNDATION_X = tuple(0.43 + 1.54 * k for k in range(8))
TOP_Y = 0.25
SHUTTER_X = (3.5, 5.03, 6.64, 8.18, 4.2, 5.8, 7.3)
SHUTTER_Y = (2.3,) * 4 + (4.5,) * 3
SPAN = 1.0
KEY_X, LOW_Y = 1.4, 6.7
PACK_X, TALON_X = 8.6, 10.1

SHUTTER = tuple(Pile(f"S{k + 1}", x, y, fan="down", span=SPAN, label=f"the shutter, place {k + 1}")
                for k, (x, y) in enumerate(zip(SHUTTER_X, SHUTTER_Y)))
SHUTTER_NAMES = tuple(p.name for p in SHUTTER)
FOUNDATIONS = tuple(Pile(f"F{k + 1}", x, TOP_Y, label="a king, ascending in suit through the ace to the queen")
                    for k, x in enumerate(FOUNDATION_X))
# "The eight kings are the foundations, which ascend through aces to queens (Rule I)."
KING_TO_QUEEN = (KING, *range(ACE, QUEEN + 1))


def _is_queen(card: int) -> bool:
    return card >> 2 == QUEEN


class QueensHooks(Hooks):
    """The payments of the queens: from the key at the deal (Rule IV), from the talon for a fresh
    pack (Rule V). Counters: "queens", the queens the pack has placed in the talon since it was last
    made up; "up", the cards on the foundations when it was made up."""

    def setup(self, state: "State") -> None:
        """Rule IV (note queens-1): while the uppermost card of the key is a queen, the fourteen cards
        from the top of the key (fewer if fewer are left), she included, are turned over and put at
        the bottom of the pack, she undermost."""
        key, stock = state.index("K"), state.stock_index
        while state.piles[key] and _is_queen(state.piles[key][-1]):
            packet = state.take(key, KEY_PAYMENT)
            state.piles[stock] = tuple(reversed(packet)) + state.piles[stock]
        state.counters["queens"] = 0
        state.counters["up"] = 0

    def settle(self, state: "State") -> None:
        """Count each queen the pack places in the talon ("it is best to have some counters at hand")."""
        move = state.last_move
        if move is not None and move.kind == "deal":
            talon = state.piles[state.table.talon]
            if talon and _is_queen(talon[-1]):
                state.counters["queens"] += 1

    def redeal_problem(self, state: "State") -> str | None:
        if not state.counters["queens"]:
            return state.rule("redeal")
        if state.score() <= state.counters["up"]:
            return RULE_NO_PROGRESS
        return None

    def redeal(self, state: "State") -> None:
        """Rule V (note queens-3): from the bottom of the talon, three cards other than queens for each
        queen counted (any queen lying among them comes too, not counted), or all that remain; turned
        over, they are the fresh pack, the first card laid in the talon on top."""
        talon_index = state.table.talon
        talon = state.piles[talon_index]
        wanted = TALON_PAYMENT * state.counters["queens"]
        k = 0
        while k < len(talon) and wanted:
            if not _is_queen(talon[k]):
                wanted -= 1
            k += 1
        state.piles[talon_index] = talon[k:]
        state.piles[state.stock_index] = tuple(reversed(talon[:k]))
        state.counters["queens"] = 0
        state.counters["up"] = state.score()


RULE_III = "Rule III: cards from the key can only be played on the foundations and may not be placed on the shutter"
FOUNDATIONS_RULE = "The eight kings are the foundations, which ascend through aces to queens (Rule I)"
RULE_NO_PROGRESS = ("this fresh pack is made up only after a deal that has put a card on the foundations: "
                    "without one, the game would go round for ever (note queens-4)")

GAME = Game(
    slug="queens",
    title="THE QUEENS",
    number=29,
    packs=2,
    groups=(
        Group("foundations", Role.FOUNDATION, FOUNDATIONS,
              foundations=tuple(Foundation(KING_TO_QUEEN, follows_suit=True) for _ in FOUNDATIONS),
              in_order=True, placed_as_they_appear=("shutter",),
              label="The eight kings, ascending in suit through the aces to the queens"),
        Group("shutter", Role.TABLEAU, SHUTTER, build=Build.DOWN_IN_SUIT, takes_from=("shutter", "talon"),
              refill_from=("stock",), label="The shutter: two rows of four and three cards"),
        Group("key", Role.TABLEAU, (Pile("K", KEY_X, LOW_Y, label="the key"),),
              label="The key: thirty-two cards, face upward"),
        Group("stock", Role.STOCK, (Pile("P", PACK_X, LOW_Y, label="the pack"),), label="The pack"),
        Group("talon", Role.TALON, (Pile("T", TALON_X, LOW_Y, label="the talon"),),
              label="The talon: the unsuitable cards of the pack"),
    ),
    # "Take from the pack thirty-two cards; place them in a packet on the left side, face upward ...
    # you next proceed to deal seven cards, placing them in two rows of four and three cards."
    opening=(DealStep(("K",), each=KEY_CARDS), DealStep(SHUTTER_NAMES)),
    stock=Stock.TO_TALON,
    redeal=Redeal.HOOK,
    redeals=REDEALS,
    notes=("queens-1", "queens-2", "queens-3", "queens-4"),
    rules={
        "available": "Rule II: the uppermost card of the key is alone available until its removal releases the "
                     "card beneath; each card that is played releasing the one that it covered",
        "takes_from": RULE_III,
        "follow_suit": "Rule I: the foundations follow suit",
        "sequence": FOUNDATIONS_RULE,
        "foundation_first": FOUNDATIONS_RULE + ": each begins with a king",
        "in_order": "If during the dealing of these any kings appear, place them in a row above: a king goes to "
                    "the first empty place of the row (note queens-2)",
        "foundation_done": FOUNDATIONS_RULE + ": nothing goes on a queen",
        "down_in_suit": "Cards on the shutter can marry in descending line with each other, or with cards from "
                        "the pack or talon",
        "no_build": "cards are played on the foundations or married on the shutter: nothing is placed on the "
                    "key, the pack or the talon",
        "space": "spaces in the shutter are refilled at once from the pack (note queens-2), and the key once "
                 "played out is gone",
        "no_move_from": "the pack is dealt card by card onto the talon, and cards on the foundations stay there",
        "deal": "the pack is exhausted",
        "redeal": "Rule V: a fresh pack is paid for by the queens placed in the talon, three cards for each: "
                  "no queen has been placed there since the pack was made up",
        "redeal_early": "the fresh pack is made up when the pack is exhausted (Rule V)",
    },
    hooks=QueensHooks(),
    width=FOUNDATION_X[-1] + 1.2,
    height=LOW_Y + 1.3,
)
