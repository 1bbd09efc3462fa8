"""Sly (No. 44): two packs dealt in rounds of twenty on to the promenade; aces up, kings down.

Data: the eight foundations (one ace and one king of each suit, each placed as it is turned up:
``placed_as_they_appear``, note sly-4), the twenty packets of
the promenade, which take any card turned from the pack (``Build.ANY`` from the
talon), and the pack. After the first deal, ``deal`` turns the next card of the pack face
up on to the turned-card place ``T`` (note sly-1); from there it is played to a foundation
or placed on any packet of the promenade (``T>A2``, ``T>P7``).

Hooks, because the deal of twenty has its own timing:

- ``setup``: the counters below (the first deal, twenty cards in order in two rows of ten, the
  foundation cards placed at once as they appear, is data: ``opening`` with ``AsDealt.REPLACED``,
  note sly-2);
- ``deal``/``can_deal``/``deal_problem``: counters ``dealing`` (1 while a deal of twenty is in
  progress) and ``base`` (cards on the promenade when it began, 0 between deals: two positions
  that differ in nothing else play alike, so the solver's key sees them as one); a card is
  turned only when the last one has been played or placed;
- ``card_move_problem``: Rule IV, no card is played from the promenade during a deal;
- ``settle``: the deal is complete when twenty cards have been placed on the promenade, or
  the pack is out;
  between deals, vacancies on the promenade are refilled at once from the pack
  (note sly-3).

``GAME_FOUR_ROWS`` is the book's other layout ("or you may, if you prefer it, place four
rows of five cards"): the same game with the promenade drawn in four rows (note sly-5).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..cards import ACE, CLUBS, DIAMONDS, HEARTS, KING, SPADES
from ..rules import AsDealt, Build, DealStep, Foundation, Game, Group, Hooks, Pile, Role, Stock

if TYPE_CHECKING:
    from ..state import State

DEAL_SIZE = 20
# The picture's foundations, left to right: aces of hearts, diamonds, [spades], clubs; kings likewise
# (note sly-6).
SUITS = (HEARTS, DIAMONDS, SPADES, CLUBS)
SUIT_NAMES = {HEARTS: "hearts", DIAMONDS: "diamonds", SPADES: "spades", CLUBS: "clubs"}

# Positions measured on the book's picture (card widths 40 px, card heights 60 px).
COLUMNS = (0.33, 1.58, 2.75, 3.95, 5.15, 6.33, 7.55, 8.75, 9.93, 11.15)
KINGS_X = (7.5, 8.73, 9.95, 11.15)
TOP, ROW_1, ROW_2 = 0.1, 1.47, 2.82
ROW_GAP = ROW_2 - ROW_1
SPAN = 0.3  # a packet fans a little downwards


def _foundation_groups() -> tuple[Group, Group]:
    aces = Group("aces", Role.FOUNDATION,
                 tuple(Pile(f"A{k + 1}", COLUMNS[k], TOP, label=f"ace of {SUIT_NAMES[s]}")
                       for k, s in enumerate(SUITS)),
                 foundations=tuple(Foundation(tuple(range(1, 14)), suit=s) for s in SUITS),
                 placed_as_they_appear=("turned",),
                 label="Aces, ascending in sequence to kings")
    kings = Group("kings", Role.FOUNDATION,
                  tuple(Pile(f"K{k + 1}", KINGS_X[k], TOP, label=f"king of {SUIT_NAMES[s]}")
                        for k, s in enumerate(SUITS)),
                  foundations=tuple(Foundation(tuple(range(13, 0, -1)), suit=s) for s in SUITS),
                  placed_as_they_appear=("turned",),
                  label="Kings, descending in sequence to aces")
    return aces, kings


def _promenade(places: tuple[tuple[float, float], ...], label: str) -> Group:
    return Group("promenade", Role.TABLEAU,
                 tuple(Pile(f"P{k + 1}", x, y, fan="down", span=SPAN) for k, (x, y) in enumerate(places)),
                 build=Build.ANY, fill_from=(Role.TALON,), label=label)


TWO_ROWS = tuple((x, ROW_1 + r * ROW_GAP) for r in range(2) for x in COLUMNS)
FOUR_ROWS_X = tuple(3.17 + 1.2 * c for c in range(5))
FOUR_ROWS = tuple((x, ROW_1 + r * ROW_GAP) for r in range(4) for x in FOUR_ROWS_X)


class SlyHooks(Hooks):
    """The deal of twenty: when cards may be turned, placed and played."""

    def setup(self, state: State) -> None:
        state.counters.update(dealing=0, base=0)

    def can_deal(self, state: State) -> bool:
        t = state.table
        return bool(state.piles[t.stock]) and not state.piles[t.talon]

    def deal_problem(self, state: State) -> str | None:
        t = state.table
        if state.piles[t.talon]:
            return state.rule("turned")
        return None if state.piles[t.stock] else state.rule("deal")

    def deal(self, state: State) -> None:
        t, counters = state.table, state.counters
        if not counters["dealing"]:
            counters["dealing"] = 1
            counters["base"] = sum(len(state.piles[i]) for i in state.group("promenade"))
        state.put(t.talon, state.take(t.stock))

    def card_move_problem(self, state: State, src: int, dst: int) -> str | None:
        t = state.table
        if state.counters["dealing"] and t.role_of[src] is Role.TABLEAU and t.role_of[dst] is Role.FOUNDATION:
            return state.rule("rule_iv")
        return None

    def settle(self, state: State) -> None:
        t, piles, counters = state.table, state.piles, state.counters
        if counters["dealing"]:
            placed = sum(len(piles[i]) for i in state.group("promenade")) - counters["base"]
            if placed >= DEAL_SIZE or not (piles[t.stock] or piles[t.talon]):
                counters["dealing"] = counters["base"] = 0
        if not counters["dealing"] and piles[t.stock]:
            for i in state.group("promenade"):  # vacancies between deals are refilled from the pack
                if not piles[i] and piles[t.stock]:
                    state.put(i, state.take(t.stock))


def _game(places: tuple[tuple[float, float], ...], label: str, width: float, height: float) -> Game:
    aces, kings = _foundation_groups()
    return Game(
        slug="sly",
        title="SLY",
        number=44,
        packs=2,
        groups=(
            aces,
            Group("stock", Role.STOCK, (Pile("S", COLUMNS[4], TOP, label="the pack"),), label="The pack"),
            Group("turned", Role.TALON, (Pile("T", COLUMNS[5], TOP, label="the card turned up"),),
                  label="The card turned up"),
            kings,
            _promenade(places, label),
        ),
        stock=Stock.HOOK,
        # The first deal: twenty cards in order, two rows of ten, the foundation cards placed at once as
        # they appear and the next card in their stead (note sly-2).
        opening=(DealStep(tuple(f"P{k + 1}" for k in range(DEAL_SIZE))),),
        up_as_dealt=AsDealt.REPLACED,
        up_as_dealt_ranks=(ACE, KING),
        notes=("sly-1", "sly-2", "sly-3", "sly-4", "sly-5", "sly-6"),
        rules={
            "follow_suit": "Rule I: the foundations follow suit",
            "sequence": "the aces ascending in sequence to kings, the kings descending to aces (Rule I)",
            "foundation_first": "the foundations will consist of four aces and four kings of different suits",
            "foundation_done": "that foundation is complete: the aces ascend to kings, the kings descend to aces",
            "available": "Rule III: only the uppermost card of each packet of the promenade is available until "
                         "its removal releases the card beneath",
            "rule_iv": "Rule IV: a card once placed on the promenade cannot be played until each deal of twenty "
                       "cards is complete",
            "no_build": "cards are placed on the promenade only as they are dealt, cards not being "
                        "transferable from one packet to another",
            "space_source": "vacancies on the promenade are refilled from the pack, cards not being "
                            "transferable from one packet to another",
            "no_move_from": "cards are played from the promenade (Rule III) and as they turn up in the deal; "
                            "the pack is turned one card at a time (deal)",
            "turned": "the card turned up must first be played or placed on the promenade (note sly-1)",
            "deal": "the pack is exhausted",
            "unknown": "this game has no such move: there is no re-deal",
        },
        hooks=SlyHooks(),
        width=width,
        height=height,
    )


GAME = _game(TWO_ROWS, "The promenade (two rows of ten)", COLUMNS[-1] + 1.05, ROW_2 + 1 + SPAN + 0.05)
GAME_FOUR_ROWS = replace(
    GAME, groups=GAME.groups[:4] + (_promenade(FOUR_ROWS, "The promenade (four rows of five)"),),
    height=ROW_1 + 3 * ROW_GAP + 1 + SPAN + 0.05)
