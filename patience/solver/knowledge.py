"""What the solver knows of a game beyond its rules: safe moves, dominances, hopelessness, orderings.

The rules of a game (``patience.games``) say what may be played; a :class:`Knowledge`
record says how to search it well, and each claim that prunes (a safe move, a dominated
move, a hopeless position, a coarser key) carries its proof in the docstring of the
override. A game's record lives in ``patience.solver.games.<module>`` as ``KNOWLEDGE``;
a game with none is searched by the defaults here, which claim nothing. ``BeamForm`` is what a
record may add for speed alone: its positions in a compact form for the beams (``compact_beam``).
"""

from __future__ import annotations

from collections.abc import Hashable
from enum import Enum
from typing import TYPE_CHECKING, Any, Callable, Protocol, TypeVar

if TYPE_CHECKING:
    from ..moves import Move
    from ..rules import Hooks
    from ..state import State


Form = TypeVar("Form", bound=Hashable)


class Safe(Enum):
    """Which moves the solver may play alone, without trying the others at that position.

    A safe move can never turn a position that can be won into one that cannot; the game's
    docstring must prove it for the game. The default claims nothing.
    """

    NONE = "none"
    TO_FOUNDATION = "to-foundation"  # any card move to a foundation (e.g. one pack, builds by marriage)
    # a card move to a foundation when no card still off the foundations could ever be built on the
    # card moved: safe with one pack, suit-following foundations, no refills, no re-deal and no hooks
    # (the proof: ``patience.solver.search._Plan.unneeded_move``)
    UNNEEDED = "unneeded"
    HOOK = "hook"  # the game's own ``Knowledge.safe_move``


class Knowledge:
    """The solver's record of one game; each default claims nothing and changes no search."""

    # Moves the solver may play alone (``Safe``), and groups of piles that no rule or hook tells
    # apart, so that positions differing only by their order are searched once.
    safe: Safe = Safe.NONE
    interchangeable: tuple[tuple[str, ...], ...] = ()
    # Raised when a change to this record alone changes the game's search: its figures' solver
    # version is then ``SOLVER_VERSION.revision`` (``search.solver_version``), so that the runs of
    # other games under way, at the shared version, go on.
    revision: int = 0

    def extra_moves_to_try(self, state: "State") -> list[Move]:
        """The game's own moves (``Knowledge.extra_moves``) less some that ``worth_trying`` would leave out
        in any case (only listing fewer, faster: ``worth_trying`` of the whole list is unchanged)."""
        return state.hooks.extra_moves(state)

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
        if type(self).other_evaluate is Knowledge.other_evaluate:
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
    # positions its ordering ties in a random order drawn from the seed (``search._beam_turns``), not
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
    # other ordering it can value (see ``patience.solver.compact_beam``: the same search, position for
    # position, without the engine's ``State``), for a game whose wins lie where only beams wider
    # than the engine can search in time reach them (the Great Thirteen's, the Four Corners'). A
    # game whose safe moves are its own (``Safe.HOOK``) has the form play them. None: its beams
    # search states.
    beam_form: BeamForm[Any] | None = None

    def for_part(self, part: str) -> "Knowledge":
        """The hooks the searches of one part of a solve use (``part`` is one of ``solver.PARTS``:
        the probes and the complete search in turns in one process, or one of them alone side by
        side); by default these. For a game whose two processes side by side should search
        differently (the probing one trying many short searches where the complete one keeps to
        the search that can prove a deal lost). The hooks returned must play the same game (the
        same rules and moves) and keep each override's proof: they change how the solver searches,
        never what a "lost" means."""
        return self


class BeamForm(Protocol[Form]):
    """What a game gives the solver's beams (``Knowledge.beam_form``): its positions in a compact form."""

    rules: type[Hooks]  # the game's rule hooks, whose play the form mirrors

    def start(self, state: State) -> Form | None:
        """The form of ``state``, or None where the form cannot hold it (a position set out by hand,
        a game with fewer piles or ranks than the form knows): the beam then searches states."""

    def children(self, form: Form) -> list[tuple[Move, Form]]:
        """The moves the solver tries from this position, each with the position it makes, in the
        order the engine lists them (a safe move alone where the game's ``Knowledge.safe_move`` gives one)."""

    def key(self, form: Form) -> bytes:
        """The game's key (``Knowledge.key``) of the position."""

    def value(self, form: Form) -> int:
        """The solver's evaluation (its first ordering) of the position."""

    def is_won(self, form: Form) -> bool:
        """Whether the position is won."""

    def hopeless(self, form: Form) -> bool:
        """Whether the game's ``Knowledge.hopeless`` proves the position lost."""

    def ordered_by(self, number: int) -> BeamForm[Form] | None:
        """The same positions valued by the game's ordering ``number`` (1: the first of
        ``Knowledge.other_evaluations``) instead of the solver's evaluation, or None where the form has
        no such value: that ordering's beams then search states."""
