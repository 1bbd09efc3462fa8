"""Sly (No. 44): two packs dealt in rounds of twenty on to the promenade; aces up, kings down.

Data: the eight foundations (one ace and one king of each suit), the twenty packets of
the promenade, which take any card turned from the pack (``Build.ANY`` from the
talon), and the pack. After the first deal, ``deal`` turns the next card of the pack face
up on to the turned-card place ``T`` (note sly-1); from there it is played to a foundation
or placed on any packet of the promenade (``T>A2``, ``T>P7``).

Hooks, because the deal of twenty has its own timing:

- ``setup``: the first deal, twenty cards in order in two rows of ten, the foundation cards
  placed at once as they appear (note sly-2);
- ``deal``/``can_deal``/``deal_problem``: counters ``deals`` (deals of twenty made or begun), ``dealing``
  (1 while a deal is in progress) and ``base`` (cards on the promenade when it began); a
  card is turned only when the last one has been played or placed;
- ``card_move_problem``: Rule IV, no card is played from the promenade during a deal;
- ``settle``: a foundation card turned up is placed at once (note sly-4); the deal is
  complete when twenty cards have been placed on the promenade, or the pack is out;
  between deals, vacancies on the promenade are refilled at once from the pack
  (note sly-3).

For the solver (each with its proof in its docstring; the code behind them is in
``sly_solver``): the twenty packets are interchangeable; ``safe_move`` plays alone, between
deals, a card that only one foundation can take (the other copy is up) when its packet keeps a card;
``hopeless`` finds a suit whose cards on the promenade can no longer all go up (a card above
another on a packet that must go up after it on every foundation that can take it);
``worth_trying`` keeps every move, but lists the placings of the turned card in the order of the
text's advice (on a card that will be wanted later, as near as may be); ``evaluate`` plays the game
out from each position by that advice (``sly_rollout``) and counts the cards it puts up, and
``other_evaluations`` gives the orderings by other weights of that advice and the solver's own.

``GAME_FOUR_ROWS`` is the book's other layout ("or you may, if you prefer it, place four
rows of five cards"): the same game with the promenade drawn in four rows (note sly-5).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from ..cards import ACE, CLUBS, DIAMONDS, HEARTS, KING, SPADES
from ..moves import Move
from ..rules import Build, Foundation, Game, Group, Hooks, Pile, Role, Safe, Stock
from . import sly_solver

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
                 label="Aces, ascending in sequence to kings")
    kings = Group("kings", Role.FOUNDATION,
                  tuple(Pile(f"K{k + 1}", KINGS_X[k], TOP, label=f"king of {SUIT_NAMES[s]}")
                        for k, s in enumerate(SUITS)),
                  foundations=tuple(Foundation(tuple(range(13, 0, -1)), suit=s) for s in SUITS),
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
        """The first deal: twenty cards in order, two rows of ten; foundation cards placed at once (sly-2)."""
        t, piles = state.table, state.piles
        places = iter(state.group("promenade"))
        place = next(places)
        while piles[t.stock]:
            card = piles[t.stock][-1]
            home = self._foundation_home(state, card)
            if home >= 0:
                state.put(home, state.take(t.stock))
                continue
            state.put(place, state.take(t.stock))
            place = next(places, -1)
            if place < 0:
                break
        state.counters.update(deals=1, dealing=0, base=0)

    @staticmethod
    def _foundation_home(state: State, card: int) -> int:
        """The empty foundation this card begins (an ace or a king of its suit), or -1."""
        rank = card >> 2
        if rank != ACE and rank != KING:
            return -1
        home = state.index(f"{'A' if rank == ACE else 'K'}{SUITS.index(card & 3) + 1}")
        return -1 if state.piles[home] else home

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
            counters["deals"] += 1
            counters["base"] = sum(len(state.piles[i]) for i in state.group("promenade"))
        state.put(t.talon, state.take(t.stock))

    def card_move_problem(self, state: State, src: int, dst: int) -> str | None:
        t = state.table
        if state.counters["dealing"] and t.role_of[src] is Role.TABLEAU and t.role_of[dst] is Role.FOUNDATION:
            return state.rule("rule_iv")
        return None

    def settle(self, state: State) -> None:
        t, piles, counters = state.table, state.piles, state.counters
        turned = piles[t.talon]
        if turned:  # a foundation card turned up in the deal is placed at once
            home = self._foundation_home(state, turned[-1])
            if home >= 0:
                state.put(home, state.take(t.talon))
        if counters["dealing"]:
            placed = sum(len(piles[i]) for i in state.group("promenade")) - counters["base"]
            if placed >= DEAL_SIZE or not (piles[t.stock] or piles[t.talon]):
                counters["dealing"] = 0
        if not counters["dealing"] and counters["deals"] and piles[t.stock]:
            for i in state.group("promenade"):  # vacancies between deals are refilled from the pack
                if not piles[i] and piles[t.stock]:
                    state.put(i, state.take(t.stock))


    # --- the solver's knowledge ---------------------------------------------------------------
    def hopeless(self, state: State) -> bool:
        """No line of play can win: for some suit, the cards of it lying on the promenade cannot
        all go up.

        Every card of a suit goes up on the ascending or the descending foundation of that suit
        (Rule I), each of which takes each rank once and in order; nothing is taken off a
        foundation, so a rank that only one of them still lacks has one card left, which must go
        there, and a rank both lack has two, one for each. A card on a packet goes up only after
        every card above it on that packet ("only the uppermost card of each packet of the
        promenade is available until its removal releases the card beneath", Rule III; "cards not
        being transferable from one packet to another"). So for a card Y above a card X of the same
        suit, the two may not go to the same foundation if that foundation takes X before Y ("two
        ascending or two descending sequences of the same suit on any packet ... one of the two
        would necessarily be useless"). With one yes-or-no choice per rank that both foundations
        lack (which of its two cards goes to the ascending one), these are clauses of two terms;
        when no choice satisfies them all, the suit cannot be completed. (The solver asks after each
        move, so only the suit of the card just moved is looked at: no other suit has changed.)

        Across suits: each card on the promenade goes up strictly before the card beneath it (Rule
        III, and no transfer between packets), and a card of a rank that only one foundation of its
        suit still lacks is the last of its rank (the other is up) and must go up there, after
        every such card that foundation takes before it (Rule I: in sequence). These are orders
        every winning line obeys; when they form a cycle (e.g. the four of hearts under the four of
        spades, the three of spades under the five of hearts, both ascending foundations wanting
        their fours next but one), no line can obey them all."""
        return sly_solver.hopeless(state)

    def safe_move(self, state: State, moves: list[Move]) -> Move | None:
        """Between deals, a card X on top of a packet, with a card beneath it (or the pack out), that
        goes on a foundation F whose fellow of the same suit already holds X's rank: played alone.

        Each rank of a suit is in the two packs twice, and the other copy is on the fellow, so X is
        the only card F can take next (Rule I: in sequence), and promenade cards go nowhere but to
        the foundations ("cards not being transferable from one packet to another"): in any line
        that wins, X goes up on F, and until then F takes nothing. Follow such a line with X already
        up: every card stands where it did less X, so each move stays legal (a card placed on X now
        lies on the card beneath it; a packet's top is the same card unless X is, and then the
        line's move is X's own, skipped); the packet is not emptied, so no vacancy is refilled
        from the pack that the line did not refill ("refilling vacancies from the pack"), and
        each deal counts the same twenty (the count starts from the promenade as the deal begins).
        When the line puts X up, the two positions are the same."""
        return sly_solver.safe_move(state, moves)

    def evaluate(self, state: State) -> int | None:
        """For the order of moves only (never the solver's answers): the cards that a play-out of
        the rest of the game puts on the foundations (``sly_rollout.rollout``: what can go up goes
        up, and each card dealt is placed by the text's advice, "It is advantageous to place cards
        in sequence, and of the same suit ... as they are then ready to be played on the
        foundations", on a packet whose top card goes up after it, the soonest first, by a weight of
        how far a card is from its foundation against when it could go up: here 100, and "the
        greatest care is required to avoid placing two ascending or two descending sequences of the
        same suit on any packet": a packet holding a card of its suit that its foundation wants
        before it comes after the others), and nothing more: positions the play-out finds equal are
        left to each search's own tie-break."""
        return sly_solver.evaluate(state)

    def other_evaluations(self) -> tuple[Callable[[State], int | None], ...]:
        """The solver's other move orderings (never its answers): the count of a play-out by the
        weights 20, 10, 50, 3 and 15, then the solver's own evaluation (cheap: no play-out). The probes
        and a complete search run by each (``sly_solver.ORDERINGS``). The deals divide among them:
        a beam of width 4 alone (8,000 positions) by the weight 100 wins 29 of deals 0-39, by 20,
        24, and each wins some the other misses."""
        return sly_solver.OTHER_EVALUATIONS

    other_complete_search = True
    # Each round's probes (``sly_solver.PROBE_SCHEDULE``): a first-greedy dive by six of the orderings,
    # then a lean beam of width 4 by every ordering (six moves a position, ``lean_beam_breadth``), then
    # a full beam of width 4 by every ordering (the early beams, below, after those by 4 and 0), the
    # seventh's dive, and by each in turn a best-first search and a shuffled dive; so that every
    # ordering's cheapest probes come first (every kind by each in turn took about 6 s an ordering,
    # and the whole first round takes the limit or more: its order decides what runs within it).
    # Which probes run is the order of the search only, never its proofs.
    probe_schedule = sly_solver.PROBE_SCHEDULE
    lean_beam_breadth = sly_solver.LEAN_BEAM_BREADTH
    # Side by side, both processes probe (each every other probe of the schedule) and no complete
    # search runs: its wins were its first dives, which the cheap probes by every ordering now
    # mostly replace (held-out deals 100-119 at 10 s of CPU a process: 19 won, 18 with the complete
    # search beside the scheduled probes, 17 before the schedule; 100-139: 35 won, 31 before).
    # One process still runs the complete searches in turns with the probes.
    probes_on_both_cores = True
    # Where the probes search alone (side by side), lean beams of width 32 (``sly_solver.EARLY_LEAN_BEAMS``:
    # the first process's by ordering 4, the second's by 0, trying six moves a position as the rounds'
    # lean beams do), run whole where the schedule marks their place in the first round: after the
    # full beams by 4 and 0, the last probes to win a deal within the limit; the deals left undecided
    # take the whole round and more. Move order only, nothing pruned.
    early_beams = sly_solver.EARLY_LEAN_BEAMS
    early_beam_breadth = sly_solver.LEAN_BEAM_BREADTH
    early_beam_nodes = 2000

    def worth_trying(self, state: State, moves: list[Move]) -> list[Move]:
        """Every move is kept (nothing is claimed dominated); the placings of the turned card on the
        promenade come first where they follow the text's advice, "It is advantageous to place cards
        in sequence, and of the same suit ... as they are then ready to be played on the
        foundations": on the next card of its suit and sequence, then on a packet whose top card
        will go up after the card placed, the soonest such first (those holding a card of its suit
        that its foundation wants before it after the others: "avoid placing two ascending or two
        descending sequences of the same suit on any packet"), then on a vacancy, then on the
        packets whose top cards will go up latest (the play-outs' own policy, ``sly_rollout._choice``).
        The solver breaks ties between equally promising moves in this order."""
        return sly_solver.placings_in_order(state, moves)


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
        safe=Safe.HOOK,
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
        interchangeable=(tuple(f"P{k + 1}" for k in range(DEAL_SIZE)),),
        width=width,
        height=height,
    )


GAME = _game(TWO_ROWS, "The promenade (two rows of ten)", COLUMNS[-1] + 1.05, ROW_2 + 1 + SPAN + 0.05)
GAME_FOUR_ROWS = replace(
    GAME, groups=GAME.groups[:4] + (_promenade(FOUR_ROWS, "The promenade (four rows of five)"),),
    height=ROW_1 + 3 * ROW_GAP + 1 + SPAN + 0.05)
