"""The shared rule vocabulary: a game is described with these words, mostly as data.

A :class:`Game` is a set of pile :class:`Group` records (what each group is,
which of its cards are available, how it builds, how its spaces fill), the
opening deal, what ``deal`` and ``redeal`` do, and the book's own wording of
each rule, so that an illegal move can be refused in the book's words. What a
game needs beyond these words lives in a :class:`Hooks` subclass in the
game's own module; the engine calls those hooks at named points only. How to
search a game is no part of its rules: that is ``patience.solver.knowledge``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING

from .moves import Move

if TYPE_CHECKING:
    from .state import State


# The two sequences most foundations follow, by rank: "from ace to king", "from king to ace".
ACE_TO_KING: tuple[int, ...] = tuple(range(1, 14))
KING_TO_ACE: tuple[int, ...] = tuple(range(13, 0, -1))


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
    DOWN_IN_SUIT = "down-in-suit"  # the next lower card of the same suit ("marriages in descending line")
    UP_IN_SUIT = "up-in-suit"  # the next higher card of the same suit ("marry in ascending sequence")
    DOWN_ALTERNATE = "down-alternate"  # the next lower card of the other colour (Red and Black's Volunteers)
    UP_OR_DOWN = "up-or-down"  # the next card above or below in value, whatever its suit
    DOWN_BY_TWO_IN_SUIT = "down-by-two-in-suit"  # two lower, same suit: on a nine a seven (Mount Olympus)
    HOOK = "hook"  # the game's own ``Hooks.builds_on(card, top)`` (the Besieged City's Ramparts)


class Stock(Enum):
    """What the move ``deal`` does."""

    NONE = "none"  # the whole pack is dealt at the start
    TO_TALON = "to-talon"  # turn the next card onto the talon
    ROUND = "round"  # deal ``round_size`` cards together on each pile of ``round_piles``
    # the next card on the next pile of ``round_piles`` in turn, one card a move, so that the player may
    # act between the cards of the deal (counter "next": that pile's place in ``round_piles``)
    BY_CARD = "by-card"
    # one card a move: a card of a rank named in ``Game.heads`` goes to the next empty place of that
    # group, any other on the pile of ``round_piles`` beside the last place filled of the first such
    # group ("cards being always placed on the last king turned up": the Salic Law, Spenser's)
    HEAP = "heap"
    HOOK = "hook"  # the game's own ``Hooks.deal``


class Dealing(Enum):
    """Which cards of the piles dealt on (``round_piles``) may be played while the pack lasts."""

    ALL = "all"  # every available card, as after the deal
    # only the card just dealt (counter "fresh": 1 + its pile's place, 0 none); when it is played, the
    # next card is dealt in its stead ("Whenever in dealing a card is withdrawn ... the next card in
    # the pack is placed in its stead": the Four Corners)
    LAST_CARD = "last-card"
    # a card dealt, until it is covered: a card released during the deal waits for its end (counter
    # "uncovered", a bit for each pile's place: "cards in the lower circles cannot be used, even if
    # released, until the entire pack has been dealt": Louis, the Kings)
    UNCOVERED = "uncovered"


class Runs(Enum):
    """Which cards of a pile may move together onto another pile (a run), besides its top card alone.
    A run goes where its lowest card alone could go (never up to a foundation), and is written
    ``T3@2>T5``: the cards of T3 from its second up."""

    NONE = "none"
    WHOLE = "whole"  # all its face-up cards together, or none of them ("all must be moved together or not at all")
    ANY = "any"  # the cards from any face-up card up, where they lie in sequence by the pile's build word


class AsDealt(Enum):
    """What becomes of a card that suits a foundation as it is dealt ("play it as it turns up")."""

    NONE = "none"  # it stays where it falls, to be played by a move
    REPLACED = "replaced"  # it goes up, and the next card takes its place (the Blockade's aces)
    LEFT = "left"  # it goes up and its place is left: it still counts (the Nation's one to eight)


class Refill(Enum):
    """When a group's piles are brought back to their ``Group.depth`` from ``Group.refill_from``."""

    AT_ONCE = "at-once"  # after every move, before anything else (the Sultan's Divan)
    # by the player's move ``refill``, which refills every short pile of the group, in order; the pack
    # is not dealt on while one waits ("then refill spaces ... all the packets refilled before
    # proceeding again to play or to marry": the Clock)
    BY_MOVE = "by-move"


class Redeal(Enum):
    """How the cards are taken up for a re-deal."""

    NONE = "none"
    GATHER = "gather"  # take up ``redeal_piles`` in order, the first on top, and deal again
    SHUFFLE_TALON = "shuffle-talon"  # take up the talon, shuffle it (numbered), it becomes the stock
    TURN_TALON = "turn-talon"  # take up the talon and turn it over, unshuffled: it becomes the stock
    HOOK = "hook"


class Match(Enum):
    """What makes two available cards a pair (:class:`Pairs`)."""

    EQUAL = "equal"  # of equal value, as two kings or two fives (Nestor)
    TOTAL = "total"  # their values add up to ``Pairs.total`` (the Fourteenth's fourteen)


@dataclass(frozen=True)
class Pairs:
    """Two available cards withdrawn together, the move ``pair A B`` (the game's only way to clear the
    table, or one of its ways): which cards pair, where they may lie, and where they go."""

    match: Match
    places: tuple[str, ...]  # the groups whose available (top) cards may be paired, by name
    to: str  # the pile the pair goes to, by name
    total: int = 0  # Match.TOTAL: the sum (court cards count knave 11, queen 12, king 13)
    # The two must lie in one of these lines of pile names (the Fourteenth's "perpendicular or
    # horizontal row"); (): anywhere among ``places``.
    lines: tuple[tuple[str, ...], ...] = ()


@dataclass(frozen=True)
class Exchange:
    """Two cards change places, the move ``exchange A B``: the top cards of two places of these groups
    (Cæsar's square, the Hemispheres' circle); when two places may change is the game's own
    ``Hooks.exchange_problem``."""

    places: tuple[str, ...]  # group names


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
    """The ranks a foundation takes, in order, and which suits.

    ``suit`` is the place's own suit (every card on it is of that suit; the first card withdrawn
    for it, where ``preplaced``); None takes any suit, and then ``follows_suit`` says whether each
    card after the first must be of the first card's suit (Fortress's "space in the centre for
    four aces": any ace to any place, its suit following)."""

    sequence: tuple[int, ...]  # a rank may come twice (the Besieged City): the next card then goes by count
    suit: int | None = None
    follows_suit: bool = False
    preplaced: bool = False  # its first card is withdrawn from the pack before the deal
    # The ranks depend on the deal (the Great Thirteen's numerals follow the balcony card above them):
    # ``sequence`` is (), and ``Hooks.foundation_next`` names the rank the pile takes next.
    by_hook: bool = False
    # The first card of the pile so named gives this place its suit, and until that pile has a card the
    # place takes none (the Fish-Bone's kings and queens, each beside a knave of its suit).
    suit_from: str = ""
    # +1 or -1: the ranks run from the game's base rank, the rank of the first card on any such
    # foundation, round past the king to the ace (+1) or past the ace to the king (-1), every rank
    # once; ``sequence`` is (). Until a base is set these places take nothing: the game places the
    # first foundation card (General Sedgewick's "next card turned", the Terrace's choice).
    from_base: int = 0
    # Each card after the first of the other colour to the one below it, whatever its suit ("formed in
    # alternate colors: red ace, black deuce, red three").
    alternate: bool = False


@dataclass(frozen=True)
class Group:
    """Piles of one kind that follow the same rules, e.g. 'the left group' or 'the Flanks'."""

    name: str
    role: Role
    piles: tuple[Pile, ...]
    build: Build = Build.NONE
    fill_from: tuple[Role, ...] = ()  # a space may be filled with an available card from these roles
    # (Role.STOCK: with the top card of the pack, turned into the space: La Nivernaise's Flanks)
    refill_from: tuple[str, ...] = ()  # a short pile is refilled from these group names, in order
    # With ``refill_from``: each pile is kept to at least this many cards (the Clock's "not less than
    # three"), one card at a time, ``refill`` says when; ``deepens``: each round dealt by ``deal``
    # (``Stock.ROUND``) adds one to it (the Blockade's rows: a vacancy in any row is refilled).
    depth: int = 1
    deepens: bool = False
    refill: Refill = Refill.AT_ONCE
    # The order of a refill: False, pile by pile ("from left to right, beginning at the numeral I");
    # True, row by row ("vacancies in the higher rows ... must always be refilled first").
    refill_rows_first: bool = False
    foundations: tuple[Foundation, ...] = ()  # one per pile, for a FOUNDATION group
    # Cards placed on this group's piles (built on them, filling their spaces, or going up to them)
    # come only from these groups, by name ("only with cards from the pack or talon"); (): any.
    takes_from: tuple[str, ...] = ()
    space_ranks: tuple[int, ...] = ()  # a space here takes only these ranks (kings only); (): any
    # a space here takes a card only from these groups, by name ("from the rivers" when the helps are
    # tableau too: the Congress); (): from any group of ``fill_from``'s roles
    spaces_from: tuple[str, ...] = ()
    # A space here is filled before any other move, the player choosing among the fills the rules allow
    # ("immediately refilling spaces from the pack or talon"; "Each vacancy must be at once filled by a
    # card from the division immediately below it").
    fill_at_once: bool = False
    no_build_on: tuple[int, ...] = ()  # nothing is placed on a card of these ranks (Anna's queens)
    in_order: bool = False  # foundations: a first card goes to the leftmost empty pile only
    # foundations: "placed as they appear": a card that begins one of these piles, lying available in
    # these groups (by name), goes up at once after every move (Anna's knaves, the Square's aces)
    placed_as_they_appear: tuple[str, ...] = ()
    exchange: bool = False  # foundations: a top card may move to another foundation that takes it
    withdraw: tuple[str, ...] = ()  # cards taken from the pack before the deal, one on each pile (the Sultan)
    # (an entry may name several cards, bottom first: the Empress of India's queens thrown aside)
    runs: Runs = Runs.NONE
    # Nothing is placed on these piles (built on or filling a space) until the pack is dealt out
    # ("marriages may be made only after the entire deal is completed").
    after_the_deal: bool = False
    label: str = ""


@dataclass(frozen=True)
class DealStep:
    """One step of the opening deal: ``each`` cards (together) to every pile named, ``rounds`` times."""

    piles: tuple[str, ...]
    each: int = 1
    rounds: int = 1
    counts: tuple[int, ...] = ()  # per pile instead of ``each``
    # The cards of this step are dealt face down: the player may not see them, no move depends on them,
    # and each is turned up when the card above it is removed (the engine keeps a counter "down NAME",
    # a bit for each card of the pile that lies face down).
    face_down: bool = False


DEFAULT_RULES: dict[str, str] = {
    "available": "that card is not available: another card covers it",
    "empty": "there is no card there to move",
    "follow_suit": "the foundations must follow suit",
    "sequence": "a foundation takes only the next card of its sequence",
    "foundation_done": "that foundation is complete",
    "foundation_first": "that place is for a foundation card",
    "base": "that place is for a card of the foundations' first rank",
    "base_unset": "the first foundation card is not yet placed",
    "alternate": "the foundations are formed in alternate colours",
    "in_order": "foundation cards are placed in a line, in the order they come",
    "suit_from_empty": "that place takes a card only once the card beside it, which gives it its suit, is placed",
    "suit_from": "that place takes only the suit of the card beside it",
    "marriage": "a marriage places a card of the same suit on the next one above or below it in value",
    "no_build": "cards are not placed on this packet",
    "down": "cards are placed in descending sequence: only the next lower card goes on a card",
    "down_in_suit": "marriages are made in descending line: only the next lower card of the same suit goes on a card",
    "up_in_suit": "marriages are made in ascending line: only the next higher card of the same suit goes on a card",
    "down_alternate": "cards are placed in descending sequence of alternate colours: on a black four a red three",
    "up_or_down": "only the next card above or below in value goes on a card",
    "down_by_two": "cards are placed in alternate descending sequence of the same suit: on a nine a seven",
    "no_build_on": "no other cards can be laid upon that card",
    "face_down": "that card lies face down",
    "run": "those cards are not in sequence: they do not move together",
    "run_whole": "all the cards must be moved together or not at all",
    "run_up": "cards go up to the foundations one at a time",
    "takes_from": "cards are placed there only from certain places",
    "space_rank": "that space takes only certain cards",
    "build": "that card may not be placed on that card",
    "space": "this space may not be filled",
    "space_source": "this space may not be filled from there",
    "stock_fill": "a card from the pack only fills a space",
    "display": "that card is placed for the picture only: nothing is played to it or from it",
    "no_move_from": "cards are not moved from there",
    "while_dealing": "during the deal that card may not be played",
    "after_the_deal": "cards are placed there only after the entire deal is completed",
    "up_while_dealing": "during the deal a card from there may not go up to that foundation",
    "deal": "there is nothing left to deal",
    "redeal": "there is no re-deal left",
    "redeal_early": "the pack must be dealt out before the re-deal",
    "redeal_blocked": "the re-deal is made only when no available card can be played",
    "refill_first": "the vacancies must be refilled before the pack is dealt on",
    "fill_first": "a space is filled at once, before any other move",
    "refill": "there is no vacancy to refill, or nothing to refill it from",
    "pair_write": "write pair with two places, e.g. pair T1 T5",
    "pair_same": "name two different places",
    "pair_match": "those two cards do not make a pair",
    "pair_line": "the two cards of a pair lie in one line",
    "exchange_write": "write exchange with two places, e.g. exchange T1 T5",
    "exchange_two": "two different places change their cards",
    "exchange_places": "cards change places only among",
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

    def extra_problem(self, state: "State", move: Move) -> str | None:
        """Why such an extra move is illegal now (``None`` if legal)."""
        return state.rule("unknown")

    def apply_extra(self, state: "State", move: Move) -> None:
        """Carry out a legal extra move."""
        raise NotImplementedError(move.kind)

    def exchange_problem(self, state: "State", a: int, b: int) -> str | None:
        """For ``Game.exchange``: why the cards of places ``a`` and ``b`` (``a < b``, both holding
        cards) may not change places now (``None``: they may)."""
        return None

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
        """Why ``redeal`` (of any kind) is refused now, beyond the count of re-deals and a pack not yet
        dealt out (``None``: it may be made)."""
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
    heads: tuple[tuple[int, str], ...] = ()  # Stock.HEAP: (rank, group) pairs, e.g. ((KING, "kings"),)
    redeal: Redeal = Redeal.NONE
    redeals: int = 0
    redeal_piles: tuple[str, ...] = ()
    # The text sets no number of re-deals ("as often as required"): ``redeals`` is then a bound the
    # game's own rules never let play reach (the Zodiac's), and the board counts none down.
    redeals_as_required: bool = False
    redeal_shuffled: bool = False  # Redeal.GATHER: the cards taken up are shuffled (numbered) first
    # A re-deal only once no available card can be played on a foundation ("when there are no more
    # available cards to play": the book's "to play" is to place on a foundation; marriages may remain,
    # and with two packs a card may be married to and fro without end).
    redeal_when_nothing_to_play: bool = False
    # Cards that suit a foundation as they are dealt (by the opening and by ``Stock.ROUND``) go up:
    # ``AsDealt``; only cards of ``up_as_dealt_ranks`` where it names some (the Blockade's aces).
    # ``up_as_dealt_ranks``: only cards of these ranks, and each only to begin a foundation (the Blockade's
    # aces, the Four Corners' aces and kings); (): any card the foundations take.
    up_as_dealt: AsDealt = AsDealt.NONE
    up_as_dealt_ranks: tuple[int, ...] = ()
    # While the pack lasts: which cards of the piles dealt on may be played (``Dealing``), and, for a pile
    # named here, the begun foundations a card from it may go up to (the Four Corners' sides, each to
    # the foundation adjoining it; the Kings' Rule III, a card to those on its own line).
    while_dealing: Dealing = Dealing.ALL
    up_while_dealing: tuple[tuple[str, tuple[str, ...]], ...] = ()
    pairs: Pairs | None = None  # the move ``pair A B``, where the game withdraws cards in pairs
    exchange: Exchange | None = None  # the move ``exchange A B``, where two cards change places
    piquet: bool = False
    alternative_names: tuple[str, ...] = ()
    # a named variant (or a game changed by a reader: ``patience.change``): the slug of the book's game
    # it is another way of playing, whose deals it deals
    variant_of: str = ""
    notes: tuple[str, ...] = ()  # editorial note ids this reading depends on, e.g. "fortress-1"
    rules: dict[str, str] = field(default_factory=dict)  # the book's words for each rule key
    hooks: Hooks = field(default_factory=Hooks)
    width: float = 0.0  # the layout's size, in card widths and heights
    height: float = 0.0
    ranks: tuple[int, ...] = ()  # only these ranks are dealt (small test decks, ``solver.tiny``); () all
    # Moves played from the deal for the page's tableau figure, where the deal is the play and the
    # opening table is all but empty (The Four Corners' first round of twelve): e.g. ("deal",) * 12.
    figure: tuple[str, ...] = ()

    def rule(self, key: str) -> str:
        """The wording of a rule: the book's where the game gives it, else the plain default."""
        return self.rules.get(key) or DEFAULT_RULES[key]

    def pile_names(self) -> list[str]:
        return [p.name for g in self.groups for p in g.piles]
