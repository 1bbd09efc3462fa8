"""The Besieged City (No. 15): two packs; the Reserve of four rows of three inside fourteen Ramparts.

The layout, the opening deal, the foundations (four aces of different suits, then
kings, deuces, queens, threes ... finishing with aces: a sequence that repeats
ranks, note besieged-city-1) and the refilling of the Reserve from the talon or the
pack (Rule V, ``refill_from``) are data. The Ramparts build by the game's own
rule (Rule II, ``Build.HOOK``: same suit, next above or below, or next in the order
of play, note besieged-city-2). What is positional is in :class:`BesiegedCityHooks`:

- each Reserve card lies in one row and one column; the Ramparts W1-W4 and E1-E4
  are the ends of the rows, N1-N3 and S1-S3 the ends of the columns (the book's A is
  W1, B is N1, C is E1, D is S1). A Reserve card goes only on a Rampart at an end of
  its row or column (Rule III), and a vacancy in the Ramparts is filled with a card
  of the line at whose end it lies (Rule IV);
- that vacancy is filled "immediately": until it is, no other move is allowed; where two or more
  wait at once, the player chooses which to fill first (note besieged-city-6);
- talon and Reserve cards are never played straight to the foundations (Rule I);
- ``deal`` turns the next card of the pack: to its foundation if it is suitable,
  else onto the talon (note besieged-city-3), and only with no vacancy waiting;
- at the end, with pack and talon empty, ``transpose Ri Rj`` exchanges two places of
  the Reserve (note besieged-city-4).

``BOOK_TABLEAU`` is the book's tableau, read from its picture and fixed by its notes
(note besieged-city-5); ``book_position()`` sets it out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..moves import Move
from ..rules import Build, DealStep, Foundation, Game, Group, Hooks, Pile, Role, Stock
from .besieged_city_solver import OTHER_BURIED, evaluate
from .besieged_city_suits import CACHE_SIZE, PARTNERS, Piles, suit_can_finish

if TYPE_CHECKING:
    from ..state import State

ROWS, COLUMNS = 4, 3
# Centres measured on the book's picture, in card widths and heights (a card is about 31 by 46
# pixels there); the Ramparts lie crossways (``tilt`` 90, turned about their centres).
COLUMN_X = (3.40, 5.40, 7.37)  # left edges of the Reserve's columns
ROW_Y = (2.28, 3.65, 4.98, 6.33)  # top edges of its rows
WEST_X, EAST_X = 1.66, 9.08
NORTH_Y, SOUTH_Y = 1.07, 7.57

RESERVE = tuple(Pile(f"R{COLUMNS * r + c + 1}", COLUMN_X[c], ROW_Y[r], label=f"row {r + 1}, column {c + 1}")
                for r in range(ROWS) for c in range(COLUMNS))
RESERVE_NAMES = tuple(p.name for p in RESERVE)
LETTER = {"W1": "A", "N1": "B", "E1": "C", "S1": "D"}
NORTH = tuple(Pile(f"N{c + 1}", COLUMN_X[c], NORTH_Y, tilt=90, label=LETTER.get(f"N{c + 1}", ""))
              for c in range(COLUMNS))
WEST = tuple(Pile(f"W{r + 1}", WEST_X, ROW_Y[r], tilt=90, label=LETTER.get(f"W{r + 1}", "")) for r in range(ROWS))
EAST = tuple(Pile(f"E{r + 1}", EAST_X, ROW_Y[r], tilt=90, label=LETTER.get(f"E{r + 1}", "")) for r in range(ROWS))
SOUTH = tuple(Pile(f"S{c + 1}", COLUMN_X[c], SOUTH_Y, tilt=90, label=LETTER.get(f"S{c + 1}", ""))
              for c in range(COLUMNS))
RAMPARTS = NORTH + EAST + SOUTH + WEST
RAMPART_NAMES = tuple(p.name for p in RAMPARTS)
# The line whose end each Rampart is: the Reserve places of that row or column.
LINE: dict[str, tuple[str, ...]] = {
    **{f"N{c + 1}": tuple(f"R{COLUMNS * r + c + 1}" for r in range(ROWS)) for c in range(COLUMNS)},
    **{f"S{c + 1}": tuple(f"R{COLUMNS * r + c + 1}" for r in range(ROWS)) for c in range(COLUMNS)},
    **{f"W{r + 1}": tuple(f"R{COLUMNS * r + c + 1}" for c in range(COLUMNS)) for r in range(ROWS)},
    **{f"E{r + 1}": tuple(f"R{COLUMNS * r + c + 1}" for c in range(COLUMNS)) for r in range(ROWS)},
}

# "four aces ... On these are placed kings, then deuces, queens, threes, and so on, each foundation
# consisting of alternate sequences, ascending and descending, and finishing as well as beginning with
# aces" (note besieged-city-1): A K 2 Q 3 J 4 10 5 9 6 8 7, then the same back, 7 8 6 9 ... K A.
FIRST_HALF = tuple(r for pair in zip(range(1, 8), range(13, 6, -1)) for r in pair)[:13]
SEQUENCE = FIRST_HALF + FIRST_HALF[::-1]
SUITS = ("spades", "hearts", "clubs", "diamonds")
FOUNDATION_PLACES = ((0.60, 0.20), (10.27, 0.20), (0.21, 8.24), (10.05, 8.35))  # the picture's four corners
PACK_Y = 8.7

# The book's tableau (note besieged-city-5). Its notes fix the row A-C (the ace of diamonds, the three
# and four of clubs), the column B-D (the four and ace of clubs, the seven and six of spades), the four
# of clubs where the two lines cross, and D as the one Rampart that takes the four of clubs.
BOOK_TABLEAU: dict[str, str] = {
    "N1": "7H", "N2": "2D", "N3": "5H",
    "W1": "5D", "W2": "KD", "W3": "4S", "W4": "10D",
    "E1": "6S", "E2": "9D", "E3": "3S", "E4": "QH",
    "S1": "3C", "S2": "QD", "S3": "2C",
    "R1": "4C", "R2": "3C", "R3": "AD",
    "R4": "7S", "R5": "10C", "R6": "3H",
    "R7": "AC", "R8": "JH", "R9": "8H",
    "R10": "6S", "R11": "5D", "R12": "2H",
}


def book_position() -> "State":
    """The book's tableau set out on the board (the rest of the two packs is the pack, in canonical order)."""
    from collections import Counter

    from ..cards import cards_text, packs, parse_card
    from ..state import State

    placed = Counter(int(parse_card(t)) for t in BOOK_TABLEAU.values())
    rest = []
    for c in packs(2):
        if placed[int(c)]:
            placed[int(c)] -= 1
        else:
            rest.append(c)
    return State.arranged(GAME, {**BOOK_TABLEAU, "P": cards_text(rest[::-1])})


class BesiegedCityHooks(Hooks):
    """The lines of the Reserve and their ends, the immediate filling of Rampart vacancies, the deal
    to the foundations or the talon, and the transposition at the end."""

    def __init__(self) -> None:
        self._ready = False
        self.reserve: tuple[int, ...] = ()
        self.ramparts: tuple[int, ...] = ()
        self.line: dict[int, tuple[int, ...]] = {}
        self.ends: dict[int, frozenset[int]] = {}
        self.foundation_of_suit: dict[int | None, int] = {}
        self.stock = self.talon = -1
        self.suit_of: dict[int, int] = {}
        # One suit's game alone (``hopeless``): its verdicts, by foundation, height and packets.
        self.cache: dict[tuple[int | None, ...], dict[tuple[int, Piles], bool | None]] = {}

    def _index(self, state: "State") -> None:
        index = state.table.index
        self.reserve = tuple(index[n] for n in RESERVE_NAMES)
        self.ramparts = tuple(index[n] for n in RAMPART_NAMES)
        self.line = {index[r]: tuple(index[n] for n in LINE[r]) for r in RAMPART_NAMES}
        # For each Reserve place: the Ramparts at the ends of its row and of its column.
        self.ends = {i: frozenset(r for r, line in self.line.items() if i in line) for i in self.reserve}
        self.foundation_of_suit = {state.table.foundation_of[f].suit: f  # type: ignore[union-attr]
                                   for f in state.table.foundations}
        self.stock, self.talon = state.table.stock, state.table.talon
        self.suit_of = {f: state.table.foundation_of[f].suit for f in state.table.foundations}  # type: ignore[misc,union-attr]
        self._ready = True

    def vacancy(self, state: "State") -> int:
        """A Rampart left empty whose line still has a card, the first in the order N, E, S, W (-1: none
        waits to be filled). Where several wait, the player may fill any of them first
        (``card_move_problem``); this order only names one."""
        if not self._ready:
            self._index(state)
        piles = state.piles
        for r in self.ramparts:
            if not piles[r]:
                a, b, c, *d = self.line[r]
                if piles[a] or piles[b] or piles[c] or (d and piles[d[0]]):
                    return r
        return -1

    def builds_on(self, card: int, top: int) -> bool:
        """Rule II: same suit, and next in value either way or next in the order of play."""
        if card & 3 != top & 3:
            return False
        return card >> 2 in PARTNERS[top >> 2]

    def card_move_problem(self, state: "State", src: int, dst: int) -> str | None:
        if not self._ready:
            self._index(state)
        if src == self.talon:
            return state.rule("talon")
        ends = self.ends.get(src)
        if ends is not None:
            if state.table.role_of[dst] is Role.FOUNDATION:
                return state.rule("reserve_play")
            if dst in self.line and dst not in ends:
                return state.rule("vacancy_line" if not state.piles[dst] else "line")
            if dst in ends and not state.piles[dst]:
                # An empty Rampart at an end of the card's line: a vacancy that waits (its line holds this
                # card), filled now. Where several wait, "immediately filling each vacancy as it occurs"
                # names no order and Rule IV lets "any card in the row" fill each: the player chooses.
                return None
        if self.vacancy(state) >= 0:
            return state.rule("immediately")
        return None

    def deal_problem(self, state: "State") -> str | None:
        if not state.piles[state.table.stock]:
            return state.rule("deal")
        if self.vacancy(state) >= 0:
            return state.rule("immediately")
        return None

    def deal(self, state: "State") -> None:
        """Turn the next card: to its foundation if it is suitable, else onto the talon."""
        t = state.table
        card = state.piles[t.stock][-1]
        f = self.foundation_of_suit[card & 3]
        fp = state.piles[f]
        wanted = t.positional[f][len(fp)] if fp else t.first_rank[f]
        state.put(f if wanted == card >> 2 else t.talon, state.take(t.stock))

    # --- the solver's knowledge: each suit's game alone ---------------------------------
    def hopeless(self, state: "State") -> bool:
        """True when some suit could not be finished even alone, with every card of it still in the
        Reserve, the talon or the pack made a packet of its own (:func:`suit_can_finish` says no).

        Why that is a proof. Each packet of the Ramparts is of one suit: it begins with one card (dealt,
        or filling a vacancy, Rule IV) and takes only cards of its suit (Rule II). Follow any winning line
        and look at one suit s only: its packets, its foundation, and a packet of one card for each card
        of s elsewhere. A move of an s card between packets, or from the Reserve onto an s packet, is a
        move of that game (Rules II and III ask no more of it); an s card going up from the Ramparts or
        from the pack is its top card going up, the one the foundation wants (Rules I and VI); an s card
        filling a vacancy, a deal to the talon, a refill of the Reserve and a transposition change
        nothing there; moves of other suits touch neither its packets nor its foundation. So that game,
        more generous than the real one, is won whenever the real one is: if it cannot be won, nor can
        the real one. A packet holding two suits (never made by play) stops the test."""
        if not self._ready:
            self._index(state)
        piles = state.piles
        groups: dict[int, list[tuple[int, ...]]] = {0: [], 1: [], 2: [], 3: []}
        for q in self.ramparts:
            pile = piles[q]
            if pile:
                suit = pile[0] & 3
                if any(c & 3 != suit for c in pile):
                    return False
                groups[suit].append(tuple(c >> 2 for c in pile))
        for p in self.reserve:
            for c in piles[p]:
                groups[c & 3].append((c >> 2,))
        for c in piles[self.stock] + piles[self.talon]:
            groups[c & 3].append((c >> 2,))
        positional, cache = state.table.positional, self.cache
        for f in state.table.foundations:
            sequence = positional[f]
            known = cache.get(sequence)
            if known is None or len(known) > CACHE_SIZE:
                known = cache[sequence] = {}
            if suit_can_finish(sequence, len(piles[f]), tuple(sorted(groups[self.suit_of[f]])), known) is False:
                return True
        return False

    def evaluate(self, state: "State") -> int | None:
        """For the solver's move ordering only: cards up, less cards buried above the one their packet
        must give up soonest, cards waiting on the talon, and the depth of the cards wanted next
        (:func:`~patience.games.besieged_city_solver.evaluate`)."""
        return evaluate(state)

    def other_evaluate(self, state: "State") -> int | None:
        """The solver's other move ordering (its probes and a second complete search try both): the
        same, with a buried card weighing less against a card up (``OTHER_BURIED``). The deals divide
        between the two weights: one wins deals the other misses, and most wins are found by the
        complete search."""
        return evaluate(state, OTHER_BURIED)

    other_complete_search = True
    # Side by side, one process probes and the other runs both complete searches in turns (the
    # default: ``Hooks.probes_on_both_cores`` is not asked for). The complete searches' first dives
    # win most deals, the hard ones sooner than any probe: of deals 0-79, the 11 left undecided with
    # both processes probing (solver 12, 10 s a process), the complete searches alone win 9 within
    # 8 s of CPU. Side by side at 10 s of CPU a process: 0-79 77/0/3, held-out 300-359 58/0/2
    # against 56/0/4 with both probing, the median time a deal 1.7 s against 4.7 s.

    # The probes each round runs (``Hooks.probe_schedule``; the order of search only, never an answer):
    # the kinds that won deals of 0-79 and 300-359 with either arrangement of the processes (best-first,
    # the depth-first probes greedy in the last pass, by mobility and shuffled), by one ordering and
    # then the other; no beam or plain-lazy probe, which won none. 10 s of CPU a process side by side,
    # solver 13: 0-79 79/0/1 as with every probe, held-out 300-359 60/0/0 against 59/0/1 (deal 322
    # won); the mean time a deal 1.49 and 1.25 s against 1.76 and 1.63 s.
    probe_schedule = ("best-first", "first-greedy", "mobile", "shuffled",
                      ("best-first", 1), ("first-greedy", 1), ("mobile", 1), ("shuffled", 1))

    # --- the solver's knowledge: the end, where the Reserve is a free pool --------------
    def worth_trying(self, state: "State", moves: list[Move]) -> list[Move]:
        """At the end (pack and talon empty) the places of the Reserve's cards matter only through what
        they let happen next, so only the transpositions that prepare a next step are tried, and of the
        moves of equal cards (the two packs) from the Reserve to one Rampart only the first.

        Why no win is lost. Call two end positions alike when their Ramparts, foundations and the cards
        of their Reserves are the same, and neither has a Rampart vacancy waiting. Alike positions are
        won or lost together: a place may hold a card only if the four Ramparts at the ends of its row
        and column are all occupied (else that vacancy would be waiting, Rule IV and note
        besieged-city-6), call such places usable; both Reserves lie on usable places, and the
        transposition (note besieged-city-4) first moves each card on a place the other leaves empty to
        a usable place the other fills (no vacancy can arise), then swaps occupied places. So a winning
        line is a chain of other moves, each after some transpositions; only the position each such move
        makes matters, up to likeness. The moves of the Ramparts that do not empty a Rampart need no
        transposition. A card X of the Reserve built on a Rampart Q needs X in a usable place of Q's line:
        one transposition of X to the first such place (kept here; its two copies are alike). The last
        card of a Rampart Q going up or away leaves Q empty, then filled by a card Y of its line chosen by
        the player, or left empty when its line is empty: kept are one transposition of each card Y into
        Q's line, and the moves of the cards of Q's line, one by one, to the first empty usable place off
        it. A transposition into an empty place that is not usable makes vacancies at once (the empty
        Ramparts at its ends, whose lines were empty), and the card moved, the only card of those lines,
        fills whichever of them the player chooses (note besieged-city-6); the others' lines are empty
        again: so for each card X and empty Rampart Q, one transposition of X to a place of Q's line is
        kept (after it, X may fill Q whatever the other empty ends of that place). After each move so
        prepared, the position is alike to the winning line's."""
        if not self._ready:
            self._index(state)
        piles = state.piles
        if piles[self.stock] or piles[self.talon] or self.vacancy(state) >= 0:
            return moves
        index = state.table.index
        reserve, ramparts, line, ends = self.reserve, self.ramparts, self.line, self.ends
        held = [p for p in reserve if piles[p]]
        if not held:
            return moves
        usable = [p for p in reserve if all(piles[r] for r in ends[p])]
        cards = {piles[p][-1] for p in held}
        first_at = {c: next(p for p in held if piles[p][-1] == c) for c in cards}
        wanted: set[tuple[int, int]] = set()

        def pair(a: int, b: int) -> None:
            if a != b:
                wanted.add((a, b) if a < b else (b, a))

        def into_line(q: int, c: int) -> None:
            """A copy of card c into a usable place of q's line (unless one is there already)."""
            places = line[q]
            if any(piles[p] and piles[p][-1] == c for p in places):
                return
            spots = [p for p in places if p in usable]
            if spots:
                pair(first_at[c], next((p for p in spots if not piles[p]), spots[0]))

        onto = state.table.onto
        leaving = {index[m.args[0]] for m in moves if m.kind == "move"}
        for q in ramparts:
            pile = piles[q]
            if pile:
                accepted = onto[pile[-1]]
                for c in cards:
                    if c in accepted:
                        into_line(q, c)
                if len(pile) == 1 and q in leaving:
                    for c in cards:
                        into_line(q, c)
                    off = [p for p in usable if not piles[p] and p not in line[q]]
                    if off:
                        for p in line[q]:
                            if piles[p]:
                                pair(p, off[0])
            else:  # no vacancy waits, so Q's line is empty: a card moved into it may fill Q
                for c in cards:
                    pair(first_at[c], line[q][0])
        kept: list[Move] = []
        built: set[tuple[int, int]] = set()
        for m in moves:
            if m.kind == "transpose":
                a, b = index[m.args[0]], index[m.args[1]]
                if (a, b) in wanted or (b, a) in wanted:
                    kept.append(m)
            elif m.kind == "move" and (src := index[m.args[0]]) in self.ends:
                dst = index[m.args[1]]
                if (piles[src][-1], dst) not in built:
                    built.add((piles[src][-1], dst))
                    kept.append(m)
            else:
                kept.append(m)
        return kept

    # --- the transposition at the end ---------------------------------------------
    def extra_moves(self, state: "State") -> list[Move]:
        if not self._ready:
            self._index(state)
        if state.piles[self.stock] or state.piles[self.talon] or self.vacancy(state) >= 0:
            return []
        piles, reserve = state.piles, self.reserve
        return [Move("transpose", (RESERVE_NAMES[a], RESERVE_NAMES[b]))
                for a in range(len(reserve)) for b in range(a + 1, len(reserve))
                if piles[reserve[a]] or piles[reserve[b]]]

    def extra_problem(self, state: "State", move: Move) -> str | None:
        if move.kind == "move":  # a covered card named by its depth
            return state.rule("available")
        if move.kind != "transpose":
            return state.rule("unknown")
        if len(move.args) != 2 or not all(a in RESERVE_NAMES for a in move.args) or move.args[0] == move.args[1]:
            return "write transpose and two places of the Reserve, e.g. transpose R1 R5"
        if state.piles[state.table.stock] or state.piles[state.table.talon]:
            return state.rule("transpose")
        if self.vacancy(state) >= 0:
            return state.rule("immediately")
        a, b = (state.index(n) for n in move.args)
        if not state.piles[a] and not state.piles[b]:
            return "both places are empty: there is nothing to transpose"
        return None

    def apply_extra(self, state: "State", move: Move) -> None:
        a, b = (state.index(n) for n in move.args)
        state.piles[a], state.piles[b] = state.piles[b], state.piles[a]


RESERVE_RULE = "Rule V: vacancies in the Reserve are filled from the talon or, when there is no talon, from the pack"

GAME = Game(
    slug="besieged-city",
    title="THE BESIEGED CITY",
    number=15,
    packs=2,
    groups=(
        Group("ramparts", Role.TABLEAU, RAMPARTS, build=Build.HOOK, fill_from=(Role.RESERVE,),
              label="The Ramparts: an outside row of fourteen cards placed crossways"),
        Group("reserve", Role.RESERVE, RESERVE, refill_from=("talon", "stock"),
              label="The Reserve: four rows of three cards"),
        Group("foundations", Role.FOUNDATION,
              tuple(Pile(f"F{k + 1}", x, y, label=f"ace of {SUITS[k]}")
                    for k, (x, y) in enumerate(FOUNDATION_PLACES)),
              foundations=tuple(Foundation(SEQUENCE, suit=s) for s in range(4)),
              label="Foundations: aces, kings, deuces, queens ... finishing with aces"),
        Group("stock", Role.STOCK, (Pile("P", 4.3, PACK_Y, label="the pack"),), label="The pack"),
        Group("talon", Role.TALON, (Pile("T", 5.7, PACK_Y, label="the talon"),), label="The talon"),
    ),
    # "Deal twelve cards in four rows of three cards each. Then deal an outside row of fourteen cards
    # placed crossways."
    opening=(DealStep(RESERVE_NAMES), DealStep(RAMPART_NAMES)),
    stock=Stock.HOOK,
    notes=tuple(f"besieged-city-{k}" for k in range(1, 7)),
    hooks=BesiegedCityHooks(),
    rules={
        "follow_suit": "Rule VI: the foundations must follow suit",
        "sequence": "on the aces are placed kings, then deuces, queens, threes, and so on, each foundation "
                    "consisting of alternate sequences, ascending and descending, and finishing as well as "
                    "beginning with aces (note besieged-city-1)",
        "foundation_first": "the foundation cards are four aces of different suits",
        "foundation_done": "each foundation finishes with an ace",
        "build": "Rule II: cards in the Ramparts are placed on each other in the usual ascending and "
                 "descending sequences, or in the order in which they will be played, viz., queen on two, "
                 "knave on three, and so on, or vice versa; they must be of the same suit (note besieged-city-2)",
        "line": "Rule III: cards in the Reserve may be placed on those in the Ramparts, but only on the cards "
                "at the ends or sides of the line from which they are taken",
        "vacancy_line": "Rule IV: vacancies in the Ramparts are filled from the Reserve with any card in the row "
                        "at the end of which the vacancy occurs",
        "space_source": "Rule IV: vacancies in the Ramparts are filled from the Reserve with any card in the row "
                        "at the end of which the vacancy occurs",
        "immediately": "a vacancy in the Ramparts is to be filled immediately, as it occurs, with a card of the "
                       "row at the end of which it lies (Rules IV and V): this must be done throughout the game",
        "reserve_play": "Rule I: the Reserve must pass into the Ramparts before they can be played",
        "talon": "Rule I: cards from the talon must pass through the Reserve",
        "no_build": RESERVE_RULE,
        "space": RESERVE_RULE,
        "no_move_from": "cards played on the foundations stay there",
        "deal": "the pack has been dealt out",
        "transpose": "only at the end of the patience, when the talon is exhausted and all the cards have been "
                     "dealt, may cards in the Reserve be transposed (note besieged-city-4)",
        "unknown": "this game has no such move",
        "available": "Rule II: the top card of each packet of the Ramparts is alone available",
    },
    width=11.5,
    height=PACK_Y + 1.05,
)
