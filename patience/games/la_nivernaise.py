"""La Nivernaise (No. 13): two packs; the Flanks, the Line of six packets, aces up and kings down.

Mostly data: the Flanks are eight single cards whose vacancies the player may fill from the pack
or from the Line (``fill_from`` with ``Role.STOCK``: the top card of the pack is turned into the
vacancy); ``deal`` is a round of four cards together on each Line packet (``Stock.ROUND``); a
foundation card may be exchanged between the ascending and descending sequences (``exchange``).

The rule hooks: ``settle`` gives a Line packet played off entirely four more cards at once, and
``redeal`` (Rule IV) takes the Line up from the left, turns it and deals it again as at first, six
packets of four; both deal four cards together as the deal does, the top card of the pack lowest
(``deal_together``, note la-nivernaise-6), where the engine's refills would lay them as a block
(``refill_count``). ``card_move_problem`` names the rule of the Flanks for a card refused a Flank
that holds its card. ``hidden``: Rule II lets the player examine as many cards of each Line packet as
there are vacancies in the Flanks, and the engine shows those cards at once (note la-nivernaise-2).

For the solver (each with its proof in its docstring): the eight Flanks are interchangeable
(single cards, filled and emptied by the same rules); ``safe_move`` plays a Flank card to a
foundation at once, and a Line card when it is the last copy its suit lacks there;
``worth_trying`` keeps an exchange between the foundations only when it slides them towards a
card that can then be played, and at the end (re-deal made, pack out) a Line card into a Flank only
where it begins a dig down to a card that goes up, and ``hopeless`` searches the play left at the
end to the end (``la_nivernaise_solver.py``); both move orderings put first a position at the
end that this search has already found won, and from such a position ``safe_move`` plays that win
out move by move; ``hopeless`` keeps its answers by position, as the probes meet the same positions
again and again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..moves import MOVE, Move
from ..rules import (
    DealStep,
    Foundation,
    Game,
    Group,
    Hooks,
    Pile,
    Redeal,
    Role,
    Safe,
    Stock,
)
from .la_nivernaise_solver import (
    at_the_end_wins,
    count_leaves_a_card,
    evaluate,
    fills_worth_trying,
    move_along_a_known_win,
    other_evaluate,
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
    """What the solver's hooks look up once per table (a small test deck has its own)."""

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


ANSWERS_KEPT = 100_000  # hopeless's answers kept per table; past it, the newer half is forgotten (the probes
# begin each round from the deal anew and meet the first positions again: deal 10, one half's probes at 200k
# positions: 107,417 counts, as with no limit, 11.0 s of CPU; forgetting all at once, 123,320 and 11.5 s)


class _Answers:
    """``hopeless``'s answers after the re-deal, kept per table by position: the probes search the
    same positions again and again (each round's probes from the deal anew, each kind and ordering
    its own way; on deals 7 and 10, 31k and 44k questions were about 24k positions each), and the
    count costs more than all the rest of a position's search. A position here is the solver's key
    of it (``solver.position_key``: its piles, the interchangeable Flanks' in sorted order, and its
    counters): the answer is a proof about winning, the same for positions that differ only by the
    order of the Flanks (the same rules fill and empty each), so an answer given for one holds for
    the other. They are kept for one deal at a time, and past ``ANSWERS_KEPT`` the newer half is
    forgotten: forgetting only asks again."""

    def __init__(self, table: Table) -> None:
        self.game = table.game
        self.known: dict[bytes, bool] = {}
        self.deal: int | None = None  # the deal they belong to (another deal's positions are not met again)

    def begin(self, deal: int) -> None:
        """Forget the deal before: its answers, and the key's numbers of its piles (a key numbers
        each pile it meets, ``solver.position_key``; a new one for each deal keeps those few)."""
        from ..solver import position_key

        self.position = position_key(self.game)
        self.known.clear()
        self.deal = deal


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
    """Rule II: what the player may see of the Line; and the solver's knowledge of the game."""

    # Side by side, both processes probe: the probes decide nearly every deal this game decides, its
    # losses are few and short (a complete probe proves them as well), and its undecided deals are
    # mostly late wins that want the probes' rounds sooner. 10 s of CPU per process (round 8): of
    # deals 0-79 (77 measured), 26 39 63 64 8 won that were undecided, 70 75 (complete search's wins)
    # and 71 (near the limit) undecided; the six lost deals still proved; held-out 80-89 7/0/3, was 5/0/5.
    probes_on_both_cores = True
    # No early beams: beams of width 256 (600 positions a unit) after the first round, by both
    # orderings one a process or by the first in the first process only, won six or seven undecided
    # deals of 0-79 (10 14 53 55 73 in both) and lost as many that the rounds win, some within 3 s:
    # 54 decided each way, 54 without them the same day (solver 35, 10 s of CPU a process).

    # The depth-first searches ask ``hopeless`` of a child before listing its moves: a quarter of its
    # answers after the re-deal are True, and the count is kept by position, so listing a hopeless
    # child's moves is the waste. The same positions searched, about 5% less CPU (both halves' probes
    # at 30k positions, deals 10 21 47 6: 12.6-12.8 s, was 13.3 s).
    hopeless_first = True

    @staticmethod
    def _up(state: State, layout: _Layout, suit: int) -> int:
        """Cards of the suit on its two foundations: fewer than a sequence's length, the two
        have not met; equal, they meet (an exchange can slide them); more, they overlap, and no
        exchange is possible again (an exchange needs the two tops next in sequence)."""
        piles = state.piles
        return len(piles[layout.asc[suit]]) + len(piles[layout.desc[suit]])

    def safe_move(self, state: State, moves: list[Move]) -> Move | None:
        """A card to a foundation that can never hurt, played alone by the solver.

        A Flank card X to a foundation F of its suit, unless the suit's two foundations meet.
        From O, let A be the position after X goes up, and follow any winning line L from O.
        Until X or its twin X' (the other card of that suit and rank) is played, L plays no card
        of that rank and makes no exchange in that suit (the foundations would have to meet, with
        X or X' on one), and every other move of L is legal in A: A differs only by X on F and a
        vacancy in the Flanks where X lay (vacancies "may be filled", never must be). Then, in A:
        X up to F in L: skip it. X up to the other foundation G: the two then meet, and in A one
        exchange of X from F to G gives the same position. X' up to F: in A, place X' in the
        vacancy X left (from the Line: a legal fill, the same refill if it empties its packet)
        or leave it in its Flank; the positions are the same (the Flanks are interchangeable).
        X' up to G: the same, and exchange X from F to G. Either way A reaches L's position.

        A Line card X to a foundation when the two foundations of its suit overlap (X is the
        only card of its rank left and no exchange can come), the re-deal is made (Rule IV: no
        taking up of the Line to come), and X is not the last card of its packet while the pack
        lasts (no refill of four to come sooner). Then L plays nothing to F before X, never
        touches the cards beneath X before it, and A (with them bared sooner) follows L.

        And first, at the end, where the search at the end has already found the position won: the
        next move of that win (``la_nivernaise_solver.move_along_a_known_win``, with its proof: the
        position after it is won too)."""
        known = move_along_a_known_win(state, moves)
        if known is not None:
            return known
        layout = state.table.derived(_Layout)
        piles, index = state.piles, state.table.index
        done = state.counters.get("redeals", 0) >= state.game.redeals
        stock = state.table.stock
        for m in moves:
            if m.kind != MOVE:
                continue
            s, d = index.get(m.args[0]), index.get(m.args[1])
            if s is None or d not in layout.foundations or s in layout.foundations:
                continue
            suit = piles[s][-1] & 3
            up = self._up(state, layout, suit)
            if s in layout.flanks:
                if up != layout.length:
                    return m
            elif s in layout.line and done and up > layout.length and (len(piles[s]) > 1 or not piles[stock]):
                return m
        return None

    def worth_trying(self, state: State, moves: list[Move]) -> list[Move]:
        """Exchanges only towards a card that can then be played.

        An exchange is legal only while the two foundations of a suit meet (the ascending one
        holds the sequence up to some card, the descending one the rest); each slides the meeting
        place by one, and playing any card of the suit to them ends the meeting for good. So in a
        winning line the exchanges of a suit can all be put off until just before the card of
        that suit played next to its foundations: nothing else reads those foundations. That card
        is then available (a Flank card or the top of a Line packet), and the slide goes towards
        it: an exchange that moves the meeting place down is needed only if some available card
        of the suit lies more than one place below the ascending top, and one that moves it up
        only if some lies above it.

        At the end (the re-deal made, the pack out), a Line card into a vacant Flank only where it
        begins a dig that plays a card up (``la_nivernaise_solver.fills_worth_trying``, with its
        proof). Every other move is kept."""
        layout = state.table.derived(_Layout)
        moves = fills_worth_trying(state, moves, layout)
        piles, index = state.piles, state.table.index
        kept: list[Move] = []
        wanted: dict[int, tuple[bool, bool]] = {}
        for m in moves:
            if m.kind == MOVE:
                s, d = index.get(m.args[0]), index.get(m.args[1])
                if s in layout.foundations and d in layout.foundations:
                    suit = piles[s][-1] & 3
                    if suit not in wanted:
                        a = len(piles[layout.asc[suit]])
                        down = up = False
                        for i in layout.flanks | layout.line:
                            pile = piles[i]
                            if pile and pile[-1] & 3 == suit:
                                p = layout.place.get(pile[-1] >> 2)
                                if p is None:
                                    continue
                                down = down or p < a - 1
                                up = up or p > a
                        wanted[suit] = (down, up)
                    down, up = wanted[suit]
                    if (up if s == layout.desc[suit] else down):
                        kept.append(m)
                    continue
            kept.append(m)
        return kept

    def hopeless(self, state: State) -> bool:
        """No line of play can win: the re-deal is made, and even an optimistic count of the
        Flanks leaves some card that can never go up.

        With the re-deal made ("There is only one re-deal"), no card goes back to the pack or is
        taken up again, and the only moves are a card to a foundation, an exchange between the two
        foundations of a suit, the top card of a Line packet into a vacant Flank ("vacancies in the
        Flanks may be filled ... from the Line"), and while the pack lasts, its top card into a
        vacant Flank and the rounds of four on the Line packets (and four on a packet played off);
        a Flank card goes nowhere but up. A card of the pack is counted here as free whenever its
        rank can go up, taking no room in the Flanks: optimistic, since it may have to wait in a
        Flank, and cards dealt on a packet only cover what lies there now. Take any winning line
        and the cards in the order it plays them up, c1, c2, ...; let U be the cards played before
        c. Then:

        - in sequence (Rule III, the aces ascending and the kings descending): c goes on a
          foundation whose top is the rank next to c's, so every rank of its suit between that
          foundation's top now and c's rank is up by then: some card of it is on a foundation now
          or in U (an exchange only moves cards already up); in U, when the two foundations of
          the suit overlap (each holds a card the other also holds: the ascending one is past the
          descending one's top, so neither takes the other's top, no exchange can ever be made
          again, and a foundation gets the ranks it lacks from the table only);
        - room (Rule I: only the uppermost card of a packet is available): for a card c of the
          Line now, every card above c in its packet now has left it, to a foundation (in U) or
          to a Flank, where it still is; the cards in the Flanks now that are not in U are still
          there too; together, at most the eight Flanks. Among the cards above c, one of c's suit
          goes up after c for certain (so waits in a Flank, even if in U) when the two
          foundations of the suit overlap (then the one foundation still lacking a rank takes it)
          and the foundation that takes c takes that card later in its sequence.

        Both conditions only get easier as U grows. So, adding over and over any card that meets
        them with U the cards added so far, the cards added include c1, then c2, and so on: every
        card of a winning line. A win puts up both cards of every rank of every suit (each
        foundation takes each rank once); when the cards up now and the cards added lack some card
        the foundations need, there is no winning line. (The count is
        ``la_nivernaise_solver.count_leaves_a_card``.)

        At the end (the pack dealt out too), where the count claims nothing, the play that is left
        is searched to the end (``la_nivernaise_solver.at_the_end_wins``, a limited search: past
        its limit nothing is claimed). It makes every move the rules then allow (a card up, the
        uppermost card of a Line packet into a vacancy), but that where ``safe_move`` has a move it
        plays that alone, and it takes a dig as one step: the fills from one packet, one beneath
        the other, and the card bared going up (the fills' proof, in ``worth_trying``: a shortest
        winning line, put in its order, digs in one packet until the card bared goes up); and it takes the positions an exchange links for one (foundations that meet can
        be slid by exchanges, one card at a time and each undone by the next, to meet anywhere,
        so the same moves are open from each). A position all of whose moves lead to lost ones is
        lost; no position comes back (each move takes a card off a packet or puts one up).

        Its answers after the re-deal are kept by position (``_Answers``) and given again when the
        position (or one with the Flank cards in other Flanks) is met again: each is a proof about
        that position alone. (A position whose search at the end passed its limit is kept as not
        claimed, though more learnt might claim it later.)"""
        if state.counters.get("redeals", 0) < state.game.redeals:
            return False
        answers = state.table.derived(_Answers)
        if answers.deal != state.deal:
            answers.begin(state.deal)
        kept = answers.known
        position = answers.position(state)
        known = kept.get(position)
        if known is None:
            known = self._hopeless_after_the_redeal(state)
            if len(kept) >= ANSWERS_KEPT:  # the newer half forgotten (a dict keeps the order they came in)
                for _ in range(ANSWERS_KEPT // 2):
                    kept.popitem()
            kept[position] = known
        return known

    @staticmethod
    def _hopeless_after_the_redeal(state: State) -> bool:
        if count_leaves_a_card(state, state.table.derived(_Layout)):
            return True
        if not state.piles[state.table.stock]:
            wins = at_the_end_wins(state)
            if wins is not None:
                return not wins
        return False

    def evaluate(self, state: State) -> int | None:
        """Move ordering only: cards up, the cards wanted next near the surface, and vacant Flanks
        weighed more than the solver's own evaluation does (``la_nivernaise_solver.evaluate``)."""
        return evaluate(state, state.table.derived(_Layout))

    def other_evaluate(self, state: State) -> int | None:
        """The probes' second move ordering: the solver's own evaluation (a vacant Flank worth 40).
        The deals divide between the two: deals 0-39 at 10 s (shared machine), the own alone wins 13
        (1 12 15 32 38 but not 9 11 30 33), the solver's alone 12 (the other way round), both 14.
        A position at the end already found won weighs more in both (``la_nivernaise_solver.found_won``)."""
        return other_evaluate(state)

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
    safe=Safe.HOOK,
    interchangeable=(tuple(p.name for p in FLANKS),),
    width=LINE_X[-1] + 1.05,
    height=LINE_Y + 1 + LINE_SPAN,
)
