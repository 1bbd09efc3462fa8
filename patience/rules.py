"""The shared rule vocabulary: a game is described with these words, mostly as data.

A :class:`Game` is a set of pile :class:`Group` records (what each group is,
which of its cards are available, how it builds, how its spaces fill), the
opening deal, what ``deal`` and ``redeal`` do, and the book's own wording of
each rule, so that an illegal move can be refused in the book's words. What a
game needs beyond these words lives in a :class:`Hooks` subclass in the
game's own module; the engine calls those hooks at named points only.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING, Any, Callable

from .moves import Move

if TYPE_CHECKING:
    from .compact_beam import BeamForm
    from .state import State


class Role(Enum):
    """What a pile is for."""

    FOUNDATION = "foundation"
    TABLEAU = "tableau"  # rows, packets, lines, the promenade: cards are played from them
    RESERVE = "reserve"  # single-card places: the Divan, the Flanks, the Army and Navy
    STOCK = "stock"  # the cards in hand, face down
    TALON = "talon"  # cards laid aside, top card available
    DISPLAY = "display"  # placed for the picture only: the Sultan, the Salic queens, the Empress


class Build(Enum):
    """How cards may be placed on a non-empty tableau pile."""

    NONE = "none"
    MARRIAGE = "marriage"  # same suit, next above or below in value, either way
    ANY = "any"  # any card from the group's ``fill_from`` roles, whatever its suit or rank (Sly's promenade)
    DOWN = "down"  # the next lower card in value, whatever its suit (the Flower-Garden)
    HOOK = "hook"  # the game's own ``Hooks.builds_on(card, top)`` (the Besieged City's Ramparts)


class Stock(Enum):
    """What the move ``deal`` does."""

    NONE = "none"  # the whole pack is dealt at the start
    TO_TALON = "to-talon"  # turn the next card onto the talon
    ROUND = "round"  # deal ``round_size`` cards together on each pile of ``round_piles``
    HOOK = "hook"  # the game's own ``Hooks.deal``


class Redeal(Enum):
    """How the cards are taken up for a re-deal."""

    NONE = "none"
    GATHER = "gather"  # take up ``redeal_piles`` in order, the first on top, and deal again
    SHUFFLE_TALON = "shuffle-talon"  # take up the talon, shuffle it (numbered), it becomes the stock
    HOOK = "hook"


class Safe(Enum):
    """Which moves the solver may play alone, without trying the others at that position.

    A safe move can never turn a position that can be won into one that cannot; the game's
    docstring must prove it for the game. The default claims nothing.
    """

    NONE = "none"
    TO_FOUNDATION = "to-foundation"  # any card move to a foundation (e.g. one pack, builds by marriage)
    # a card move to a foundation when no card still off the foundations could ever be built on the
    # card moved: safe with one pack, suit-following foundations, no refills, no re-deal and no hooks
    # (the proof: ``patience.solver._Plan.unneeded_move``)
    UNNEEDED = "unneeded"
    HOOK = "hook"  # the game's own ``Hooks.safe_move``


@dataclass(frozen=True)
class Pile:
    """A place on the table: its name in the notation, where it is drawn, how it fans."""

    name: str
    x: float  # left edge, in card widths
    y: float  # top edge, in card heights
    fan: str = ""  # "", "right", "left", "down": which way the covered cards show
    span: float = 0.0  # room for the fan beyond the first card (card widths or heights)
    tilt: float = 0.0  # degrees, for the book's slanted cards
    label: str = ""


@dataclass(frozen=True)
class Foundation:
    """The ranks a foundation takes, in order; ``suit`` None means it need not follow suit."""

    sequence: tuple[int, ...]  # a rank may come twice (the Besieged City): the next card then goes by count
    suit: int | None = None
    preplaced: bool = False  # its first card is withdrawn from the pack before the deal
    # The ranks depend on the deal (the Great Thirteen's numerals follow the balcony card above them):
    # ``sequence`` is (), and ``Hooks.foundation_next`` names the rank the pile takes next.
    by_hook: bool = False


@dataclass(frozen=True)
class Group:
    """Piles of one kind that follow the same rules, e.g. 'the left group' or 'the Flanks'."""

    name: str
    role: Role
    piles: tuple[Pile, ...]
    build: Build = Build.NONE
    fill_from: tuple[Role, ...] = ()  # a space may be filled with an available card from these roles
    # (Role.STOCK: with the top card of the pack, turned into the space: La Nivernaise's Flanks)
    refill_from: tuple[str, ...] = ()  # a space is refilled at once from these group names, in order
    refill_count: int = 1
    foundations: tuple[Foundation, ...] = ()  # one per pile, for a FOUNDATION group
    in_order: bool = False  # foundations: a first card goes to the leftmost empty pile only
    exchange: bool = False  # foundations: a top card may move to another foundation that takes it
    withdraw: tuple[str, ...] = ()  # cards taken from the pack before the deal, one on each pile (the Sultan)
    # (an entry may name several cards, bottom first: the Empress of India's queens thrown aside)
    label: str = ""


@dataclass(frozen=True)
class DealStep:
    """One step of the opening deal: ``each`` cards (together) to every pile named, ``rounds`` times."""

    piles: tuple[str, ...]
    each: int = 1
    rounds: int = 1
    counts: tuple[int, ...] = ()  # per pile instead of ``each``


DEFAULT_RULES: dict[str, str] = {
    "available": "that card is not available: another card covers it",
    "empty": "there is no card there to move",
    "follow_suit": "the foundations must follow suit",
    "sequence": "a foundation takes only the next card of its sequence",
    "foundation_done": "that foundation is complete",
    "foundation_first": "that place is for a foundation card",
    "in_order": "foundation cards are placed in a line, in the order they come",
    "marriage": "a marriage places a card of the same suit on the next one above or below it in value",
    "no_build": "cards are not placed on this packet",
    "down": "cards are placed in descending sequence: only the next lower card goes on a card",
    "build": "that card may not be placed on that card",
    "space": "this space may not be filled",
    "space_source": "this space may not be filled from there",
    "stock_fill": "a card from the pack only fills a space",
    "display": "that card is placed for the picture only: nothing is played to it or from it",
    "no_move_from": "cards are not moved from there",
    "deal": "there is nothing left to deal",
    "redeal": "there is no re-deal left",
    "redeal_early": "the pack must be dealt out before the re-deal",
    "unknown": "this game has no such move",
    "pile": "there is no such pile",
}


class Hooks:
    """The named points where a game's own code may add to the shared vocabulary.

    Each method's default does nothing special; a game overrides only what it needs.
    """

    def setup(self, state: "State") -> None:
        """After the opening deal: set counters, withdraw cards, play what must be played."""

    def extra_moves(self, state: "State") -> list[Move]:
        """Moves beyond card moves, deal and redeal, in a fixed order."""
        return []

    def extra_moves_to_try(self, state: "State") -> list[Move]:
        """For the solver: ``extra_moves`` less some that ``worth_trying`` would leave out in any case
        (only listing fewer, faster: ``worth_trying`` of the whole list is unchanged)."""
        return self.extra_moves(state)

    def extra_problem(self, state: "State", move: Move) -> str | None:
        """Why such an extra move is illegal now (``None`` if legal)."""
        return state.rule("unknown")

    def apply_extra(self, state: "State", move: Move) -> None:
        """Carry out a legal extra move."""
        raise NotImplementedError(move.kind)

    def card_move_problem(self, state: "State", src: int, dst: int) -> str | None:
        """A further restriction on the card move from pile ``src`` to ``dst`` (``None``: allowed)."""
        return None

    # Whether a card ever moves alone (a card move, by the table's rules): False for a game whose every
    # move is its own (``extra_moves``), its ``card_move_problem`` refusing every card move (the
    # Empress's: cards go up only in pairs, Rule I). Its ``legal_moves`` then lists no card move
    # without first testing every one the table's rules allow against ``card_move_problem`` (a
    # quarter of the Empress's search), which still names the rule a card moved alone would break.
    cards_move_alone = True

    def foundation_next(self, state: "State", pile: int) -> int | None:
        """For a ``Foundation(by_hook=True)``: the rank pile ``pile`` takes next (``None``: complete)."""
        return None

    def redeal_problem(self, state: "State") -> str | None:
        """For ``Redeal.HOOK``: why ``redeal`` is refused now, beyond the count of re-deals and a pack
        not yet dealt out (``None``: it may be made)."""
        return None

    def builds_on(self, card: int, top: int) -> bool:
        """For ``Build.HOOK``: may ``card`` be placed on ``top`` (else refused with the rule ``build``)?
        A pure function of the two cards: the engine tabulates it once per game."""
        return False

    def can_deal(self, state: "State") -> bool:
        return bool(state.piles[state.stock_index]) if state.stock_index >= 0 else False

    def deal_problem(self, state: "State") -> str | None:
        """For ``Stock.HOOK``: why ``deal`` is refused now, in the rule's words (``None``: it may be made)."""
        return None if self.can_deal(state) else state.rule("deal")

    def deal(self, state: "State") -> None:
        """Carry out ``deal`` for ``Stock.HOOK``."""
        raise NotImplementedError

    def redeal(self, state: "State") -> None:
        """Carry out ``redeal`` for ``Redeal.HOOK``."""
        raise NotImplementedError

    def settle(self, state: "State") -> None:
        """After every move: what the rules do at once (refills are already done)."""

    def is_won(self, state: "State") -> bool | None:
        """``None``: won when every foundation is complete."""
        return None

    def score(self, state: "State") -> int | None:
        """``None``: the number of cards on the foundations."""
        return None

    def safe_move(self, state: "State", moves: list[Move]) -> Move | None:
        """For ``Safe.HOOK``: one of the legal ``moves`` that can never hurt (the solver plays it
        alone), or ``None``."""
        return None

    def worth_trying(self, state: "State", moves: list[Move]) -> list[Move]:
        """For the solver: the legal ``moves`` it need try, a subset such that if the position can be
        won, one of them leads to a win (the others are dominated). The docstring of an override
        gives the proof; the default keeps them all."""
        return moves

    def hopeless(self, state: "State") -> bool:
        """For the solver: ``True`` only when no line of play from this position can win (a proof in
        the docstring of an override); the solver searches no further below it."""
        return False

    def key(self, state: "State") -> bytes:
        """For the solver's transposition table, where an override exists: a key of the position
        coarser than the exact one (e.g. blind to suits the rules never read). Two positions with
        equal keys must be alike for winning: each can be won exactly when the other can, with
        the same moves up to the names of piles and copies (the docstring gives the proof).
        The solver always plays its moves on the real piles."""
        raise NotImplementedError

    def evaluate(self, state: "State") -> int | None:
        """For the solver's move ordering only (never its answers): how promising the position
        looks, higher is better, on the scale of about 1000 a card on the foundations; ``None``
        keeps the solver's own evaluation."""
        return None

    def other_evaluate(self, state: "State") -> int | None:
        """A second move ordering, for the solver's probes (never its answers): where a game's deals
        divide between two orderings, each finding wins the other misses, the probes search by this
        one too, in turn with ``evaluate``. On the same scale; ``None`` at a position keeps the
        solver's own evaluation there. A game without one is probed by ``evaluate`` alone. Where the
        deals divide among more than two orderings, override ``other_evaluations`` instead."""
        return None

    def other_evaluations(self) -> "tuple[Callable[[State], int | None], ...]":
        """The move orderings beyond ``evaluate``, in the order the probes try them (each like
        ``other_evaluate``: ordering only, on the same scale, ``None`` keeps the solver's own value):
        by default ``other_evaluate`` alone, where the game gives one. Each ordering's probes cost
        the time of a round's probes, so an ordering earns its place only by deals it wins."""
        if type(self).other_evaluate is Hooks.other_evaluate:
            return ()
        return (self.other_evaluate,)

    # Whether the complete search runs by each of ``other_evaluations`` too, in turns with the one by
    # ``evaluate`` (each then has its share of the node limit and of the time): for a game whose wins
    # by another ordering need a search longer than the probes run.
    other_complete_search = False

    # Beam searches the probes run once each, right after their first round: for a game whose wins a
    # beam of some width finds long before the probes' growing rounds reach that width (the Great
    # Thirteen's, at 256 and 512). Each is a width, by ``evaluate``, or a pair (width, ordering):
    # ordering 0 is ``evaluate``, 1 the first of ``other_evaluations``, and so on. Each has a node
    # budget of ``early_beam_nodes`` a unit of width: a beam's positions grow as width times depth,
    # so a game whose wins lie deeper needs more (the Great Thirteen's beams of width 256 to 1024 end,
    # won or with no position left, within about 200 a unit). They run only where the probes search
    # alone (side by side): in turns with the complete search, one wide beam could take all the
    # probes' time and be cut off before it wins. A triple (width, ordering, seed) takes the
    # positions its ordering ties in a random order drawn from the seed (``solver._beam_turns``), not
    # in the order of their moves: another beam of the same width, which wins other deals where the
    # ordering ties much (the Great Thirteen's first, cards up alone).
    early_beams: tuple[int | tuple[int, int] | tuple[int, int, int], ...] = ()
    early_beam_nodes = 300
    # How many moves of each position the early beams try, as a "lean beam" (``lean_beam_breadth``);
    # None: every move worth trying. For a game whose lean beams, wider, win what its full beams win
    # only later (Sly's).
    early_beam_breadth: int | None = None
    # Depth-first dives in a random order (as each round's "shuffled" probe) the probes run once each,
    # right after their first round and its early beams: for a game whose wins such a dive finds
    # within a budget the rounds' own shuffled dives reach only late, and then once a round (the
    # Empress's, at some 20,000 to 40,000 positions, which the rounds give a shuffled dive only after
    # about 250,000). Each is a pair (budget in positions, ordering), the ordering numbered as in
    # ``early_beams``, each dive with a seed of its own (``solver.EARLY_DIVE_SEED``, then the next,
    # ...), so a solve is the same every time. Where the probes search alone only, and shared between
    # the two processes as the early beams are where both probe (the first runs the first, third, ...).
    early_dives: tuple[tuple[int, int], ...] = ()
    # Points by which an early dive shows whether it is getting anywhere: pairs (positions, cards),
    # in the order of their positions. An early dive that, by the positions of a pair, has never had
    # that pair's number of cards more on the foundations than at the start gives way to the next,
    # its budget unspent.
    # For a game whose dives that win are well under way by then, and whose dives that fail mostly
    # never get going, or stall half-way (the Empress's).
    early_dive_checkpoints: tuple[tuple[int, int], ...] = ()
    # Whether the early beams run in slices between the probes' rounds instead, each resumed after
    # every round for as many positions as that round's probes searched (the first slice after the
    # first round): for a game whose early beams, run whole, would take most of the time from the
    # growing rounds that win other deals (Sly's four beams of 32,000 positions, 3-4 s of CPU each).
    early_beams_in_turns = False

    # Whether the depth-first searches ask ``hopeless`` of a child before listing its moves (by
    # default after: a child with no move is dropped at once, without asking): for a game whose
    # ``hopeless`` is cheap and often true, where the listing is wasted (the Flower-Garden's: some
    # 40% of the children, 10-28% less CPU for the same search).
    hopeless_first = False

    # Side by side on two cores, both processes probe, each every other probe of each round (so the
    # rounds grow twice as fast), and no complete search runs: for a game whose complete search,
    # within the time limit, decides no deal that its probes do not. A probe that searches its
    # whole space within its budget still proves a deal lost. The early beams are shared between the
    # two processes likewise (the first runs the first, third, ...). One process searches as before.
    probes_on_both_cores = False

    # The probes each round runs, for a game that knows which of them win its deals: each a kind, by
    # the name the solver gives what found a win ("mobile", "best-first", "first-greedy", "beam",
    # "plain-lazy", "wide beam", "shuffled", and "lean beam", below), by ``evaluate``, or a pair
    # (kind, ordering) as in ``early_beams``. A kind may be named more than once (each "shuffled"
    # probe has its own seed). Empty: every kind by every ordering (the plain order, which has none,
    # once). One ordering's round of every kind can take seconds, so a game whose wins come from a
    # few kinds, by many orderings, names those (Sly's, by its seven orderings). The name "early
    # beams" (``solver.EARLY_BEAMS``), not a probe, marks the place in the first round where the
    # early beams run, whole, instead of after it: for a game whose later probes of the first round
    # seldom win within the time limit, and take most of it on the deals the rounds leave undecided
    # (Sly's, after its full beams). Where both processes probe, each runs its own share of the
    # early beams after its own share of the probes before the mark.
    probe_schedule: tuple[str | tuple[str, int], ...] = ()
    # How many moves of each position a "lean beam" tries, the first in the order ``worth_trying``
    # gives them: a beam at a fraction of a full one's cost, for a game whose ``worth_trying`` lists
    # the moves most likely to win first (Sly's, its placings by its play-out's preference: of the
    # children its beams keep, the first placing is about two in three). Only ``probe_schedule``
    # names lean beams; None: the game has none.
    lean_beam_breadth: int | None = None
    # A compact form of the game's positions for the solver's beams by ``evaluate`` and by each
    # other ordering it can value (see ``patience.compact_beam``: the same search, position for
    # position, without the engine's ``State``), for a game whose wins lie where only beams wider
    # than the engine can search in time reach them (the Great Thirteen's, the Four Corners'). A
    # game whose safe moves are its own (``Safe.HOOK``) has the form play them. None: its beams
    # search states.
    beam_form: BeamForm[Any] | None = None

    def for_part(self, part: str) -> "Hooks":
        """The hooks the searches of one part of a solve use (``part`` is one of ``solver.PARTS``:
        the probes and the complete search in turns in one process, or one of them alone side by
        side); by default these. For a game whose two processes side by side should search
        differently (the probing one trying many short searches where the complete one keeps to
        the search that can prove a deal lost). The hooks returned must play the same game (the
        same rules and moves) and keep each override's proof: they change how the solver searches,
        never what a "lost" means."""
        return self

    def hidden(self, state: "State", pile: int) -> int:
        """How many cards at the bottom of that pile the player may not see (stock: all)."""
        return len(state.piles[pile]) if state.role_of[pile] is Role.STOCK else 0


@dataclass(frozen=True)
class Game:
    """A game of the book, as data over the vocabulary, with its source."""

    slug: str
    title: str  # as printed
    number: int  # its place in the book
    packs: int
    groups: tuple[Group, ...]
    opening: tuple[DealStep, ...] = ()
    stock: Stock = Stock.NONE
    round_piles: tuple[str, ...] = ()
    round_size: int = 1
    redeal: Redeal = Redeal.NONE
    redeals: int = 0
    redeal_piles: tuple[str, ...] = ()
    piquet: bool = False
    alternative_names: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()  # editorial note ids this reading depends on, e.g. "fortress-1"
    rules: dict[str, str] = field(default_factory=dict)  # the book's words for each rule key
    hooks: Hooks = field(default_factory=Hooks)
    width: float = 0.0  # the layout's size, in card widths and heights
    height: float = 0.0
    # For the solver: moves it may play alone, and groups of piles that no rule or hook tells
    # apart, so that positions differing only by their order are searched once.
    safe: Safe = Safe.NONE
    interchangeable: tuple[tuple[str, ...], ...] = ()
    ranks: tuple[int, ...] = ()  # only these ranks are dealt (small test decks, ``solver.tiny``); () all
    # Moves played from the deal for the page's tableau figure, where the deal is the play and the
    # opening table is all but empty (The Four Corners' first round of twelve): e.g. ("deal",) * 12.
    figure: tuple[str, ...] = ()

    def rule(self, key: str) -> str:
        """The wording of a rule: the book's where the game gives it, else the plain default."""
        return self.rules.get(key) or DEFAULT_RULES[key]

    def pile_names(self) -> list[str]:
        return [p.name for g in self.groups for p in g.piles]
