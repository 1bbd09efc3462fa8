"""The state of one numbered deal, and the shared rules that move its cards.

Piles are tuples, so a snapshot of the table is one shallow list copy: undo
restores snapshots, and the solver hashes the piles directly. The generic
rules here read the game's :class:`~patience.rules.Game` description; a game's
own code is reached only through its :class:`~patience.rules.Hooks`.
"""

from __future__ import annotations

from operator import itemgetter
from typing import Any, Callable, Iterator, TypeVar

from .cards import Card, from_code, packs, parse_card
from .deals import shuffled
from .moves import DEAL, MOVE, REDEAL, REFILL, IllegalMove, Move, in_table_order, parse_move
from .exchange import EXCHANGE, exchange, exchange_moves, exchange_problem
from .pairs import PAIR, all_paired, pair_moves, pair_problem, paired_off, withdraw
from .rules import AsDealt, Build, Dealing, Foundation, Game, Group, Hooks, Redeal, Refill, Role, Runs, Stock
from .text import board_text

SOURCE_ROLES = (Role.TABLEAU, Role.RESERVE, Role.TALON)
BUILD_ROLES = (Role.TABLEAU, Role.RESERVE, Role.TALON)  # the roles a build word may be given
# The rule a card refused by a building pile breaks, by the pile's build word.
BUILD_RULE = {Build.NONE: "no_build", Build.ANY: "no_build", Build.MARRIAGE: "marriage", Build.DOWN: "down",
              Build.DOWN_IN_SUIT: "down_in_suit", Build.UP_IN_SUIT: "up_in_suit",
              Build.DOWN_ALTERNATE: "down_alternate", Build.UP_OR_DOWN: "up_or_down",
              Build.DOWN_BY_TWO_IN_SUIT: "down_by_two", Build.HOOK: "build"}


def builds_onto(build: Build, top: int) -> frozenset[int]:
    """The cards a pile building by ``build`` takes on the card ``top`` (a code: rank << 2 | suit;
    hearts and diamonds, the odd suits, are red). Build.ANY and Build.HOOK are tabulated elsewhere."""
    rank, suit = top >> 2, top & 3
    if rank < 1:
        return frozenset()

    def ranks(*wanted: int, suits: tuple[int, ...] = (0, 1, 2, 3)) -> frozenset[int]:
        return frozenset(r << 2 | k for r in wanted if 1 <= r <= 13 for k in suits)

    if build is Build.MARRIAGE:
        return ranks(rank - 1, rank + 1, suits=(suit,))
    if build is Build.DOWN:
        return ranks(rank - 1)
    if build is Build.DOWN_IN_SUIT:
        return ranks(rank - 1, suits=(suit,))
    if build is Build.UP_IN_SUIT:
        return ranks(rank + 1, suits=(suit,))
    if build is Build.DOWN_ALTERNATE:
        return ranks(rank - 1, suits=tuple(k for k in range(4) if k & 1 != suit & 1))
    if build is Build.UP_OR_DOWN:
        return ranks(rank - 1, rank + 1)
    if build is Build.DOWN_BY_TWO_IN_SUIT:
        return ranks(rank - 2, suits=(suit,))
    return frozenset()


# Whether a card of each suit (spades, hearts, clubs, diamonds) suits a foundation, by the suit it wants
# (``State.foundations_want``): a suit 0-3, 4 black, 5 red (``Foundation.alternate``), -1 (the last) any.
SUIT_FITS = ((True, False, False, False), (False, True, False, False), (False, False, True, False),
             (False, False, False, True), (True, False, True, False), (False, True, False, True),
             (True, True, True, True))

# Enum members looked up once (a class attribute lookup on an Enum is slow in the inner loops).
_FOUNDATION = Role.FOUNDATION
Piles = list[tuple[Card, ...]]
T = TypeVar("T")
# How a state draws itself in a notebook, by format: ``patience.view.svg`` registers its board here
# when imported (as ``import patience`` does), so that the engine imports no view.
DRAWINGS: dict[str, Callable[["State"], str]] = {}


class Table:
    """What the engine precomputes once per game: indices, roles and foundation steps."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.names: list[str] = []
        self.role_of: list[Role] = []
        self.group_of: list[Group] = []
        self.foundation_of: list[Foundation | None] = []
        for group in game.groups:
            specs = group.foundations or (None,) * len(group.piles)
            if group.role is Role.FOUNDATION and len(specs) != len(group.piles):
                raise ValueError(f"{game.slug}: group {group.name} needs one Foundation per pile")
            for pile, spec in zip(group.piles, specs):
                self.names.append(pile.name)
                self.role_of.append(group.role)
                self.group_of.append(group)
                self.foundation_of.append(spec)
        self.index = {name: i for i, name in enumerate(self.names)}
        if len(self.index) != len(self.names):
            raise ValueError(f"{game.slug}: pile names repeat")
        n = len(self.names)
        for group in game.groups:
            if group.build is not Build.NONE and group.role not in BUILD_ROLES:
                raise ValueError(f"{game.slug}: group {group.name} is a {group.role.value}: no card is built on it")
            for spec in group.foundations:
                if spec.preplaced and spec.suit is None:
                    raise ValueError(f"{game.slug}: a preplaced foundation of group {group.name} needs its suit")
                if spec.suit_from and spec.suit_from not in self.index:
                    raise ValueError(f"{game.slug}: a foundation of group {group.name} takes its suit from "
                                     f"{spec.suit_from!r}, which is no pile of this game")
                if spec.suit_from and (spec.suit is not None or spec.follows_suit or spec.by_hook):
                    raise ValueError(f"{game.slug}: a foundation of group {group.name} takes its suit from "
                                     f"{spec.suit_from}: it has no suit of its own")
                if spec.from_base and (spec.sequence or spec.preplaced or spec.by_hook or spec.from_base not in (1, -1)):
                    raise ValueError(f"{game.slug}: a foundation of group {group.name} runs from the base rank "
                                     "(from_base +1 or -1): it has no sequence of its own and is not preplaced")
                if spec.follows_suit and spec.suit is not None:
                    raise ValueError(f"{game.slug}: a foundation of group {group.name} has a suit of its own "
                                     "and follows its first card's: say one")
        self.foundations = [i for i in range(n) if self.role_of[i] is Role.FOUNDATION]
        self.deck_ranks = tuple(sorted(game.ranks)) if game.ranks else tuple(range(1, 14))
        self.foundation_set = frozenset(self.foundations)
        self.sources = [i for i in range(n) if self.role_of[i] in SOURCE_ROLES
                        or (self.role_of[i] is Role.FOUNDATION and self.group_of[i].exchange)]
        self.source_set = frozenset(self.sources)
        self.builds = [i for i in range(n) if self.group_of[i].build is not Build.NONE]
        self.build_of = [g.build for g in self.group_of]
        self.fillable = [i for i in range(n) if self.group_of[i].fill_from]
        self.stock_fills = [i for i in self.fillable if Role.STOCK in self.group_of[i].fill_from]
        # The piles each source may build on (a Build.ANY pile takes only from its fill_from roles).
        self.build_targets = {s: [d for d in self.builds if d != s and (
            self.group_of[d].build is not Build.ANY or self.role_of[s] in self.group_of[d].fill_from)]
            for s in self.sources}
        self.targets_of = {s: frozenset(targets) for s, targets in self.build_targets.items()}
        stocks = [i for i in range(n) if self.role_of[i] is Role.STOCK]
        self.stock = stocks[0] if stocks else -1
        talons = [i for i in range(n) if self.role_of[i] is Role.TALON]
        self.talon = talons[0] if talons else -1
        # For each foundation: the rank that starts it and the rank after each rank.
        self.first_rank: dict[int, int] = {}
        self.next_rank: dict[int, dict[int, int]] = {}
        self.full_length: dict[int, int] = {}
        # Build.HOOK: for each top card, the cards that may be placed on it (Hooks.builds_on, tabulated).
        self.onto: list[frozenset[int]] = []
        if any(g.build is Build.HOOK for g in game.groups):
            self.onto = [frozenset(c for c in range(4, 56) if top >= 4 and game.hooks.builds_on(c, top))
                         for top in range(56)]
        # Foundations whose sequence repeats a rank: the next rank is the one at the pile's length.
        self.positional: dict[int, tuple[int | None, ...]] = {}
        # Foundation(by_hook=True): the game names the next rank (Hooks.foundation_next).
        self.hooked = [i for i in self.foundations if self.foundation_of[i].by_hook]  # type: ignore[union-attr]
        for i in self.foundations:
            seq = self.foundation_of[i].sequence  # type: ignore[union-attr]
            if i in self.hooked:  # no rank of its own: never matched by the tables below
                self.first_rank[i], self.next_rank[i], self.full_length[i] = 0, {}, 0
                continue
            step = self.foundation_of[i].from_base  # type: ignore[union-attr]
            if step:  # the ranks round from the base, every rank of the deck once (``based_next``)
                self.first_rank[i], self.next_rank[i], self.full_length[i] = 0, {}, len(self.deck_ranks)
                continue
            self.first_rank[i] = seq[0]
            self.next_rank[i] = {a: b for a, b in zip(seq, seq[1:])}
            self.full_length[i] = len(seq)
            if len(set(seq)) < len(seq):
                self.positional[i] = (*seq, None)
        # Foundation.from_base: these foundations, and for each direction the rank after each rank, round.
        self.based = [i for i in self.foundations if self.foundation_of[i].from_base]  # type: ignore[union-attr]
        ranks = self.deck_ranks
        self.based_next = {step: {r: ranks[(k + step) % len(ranks)] for k, r in enumerate(ranks)} for step in (1, -1)}
        # Foundation.alternate: these foundations take each card after the first of the other colour.
        self.alternating = [i for i in self.foundations if self.foundation_of[i].alternate]  # type: ignore[union-attr]
        # Foundations that take any suit first and then follow it (``Foundation.follows_suit``).
        self.follows = [i for i in self.foundations if self.foundation_of[i].follows_suit]  # type: ignore[union-attr]
        # Foundation.suit_from: for each such foundation, the pile whose first card gives its suit.
        self.suit_source = {i: self.index[self.foundation_of[i].suit_from]  # type: ignore[union-attr]
                            for i in self.foundations if self.foundation_of[i].suit_from}  # type: ignore[union-attr]
        # For each card code: the foundations that could ever take it (suit matches or any).
        self.foundations_for: dict[int, list[int]] = {}
        for code in range(4, 56):
            suit = code & 3
            self.foundations_for[code] = [
                i for i in self.foundations
                if self.foundation_of[i].suit in (None, suit) and i not in self.hooked  # type: ignore[union-attr]
            ]
        self.hooked_for = {code: [i for i in self.hooked
                                  if self.foundation_of[i].suit in (None, code & 3)]  # type: ignore[union-attr]
                           for code in range(4, 56)}
        # Group.refill_from: the piles refilled after every move, each with its sources and group, and
        # the groups refilled by the move ``refill`` (Refill.BY_MOVE).
        self.refills = [(i, [self.index_of_group(name) for name in self.group_of[i].refill_from],
                         self.group_of[i])
                        for i in range(n) if self.group_of[i].refill_from]
        self.refills_at_once = [r for r in self.refills if r[2].refill is Refill.AT_ONCE]
        self.refills_by_move = [r for r in self.refills if r[2].refill is Refill.BY_MOVE]
        self.deepens = any(g.deepens for g in game.groups)
        for g in game.groups:
            if (g.deepens or g.depth != 1 or g.refill is not Refill.AT_ONCE) and not g.refill_from:
                raise ValueError(f"{game.slug}: group {g.name} has a depth or a refill but nothing to refill from")
            if g.deepens and game.stock is not Stock.ROUND:
                raise ValueError(f"{game.slug}: group {g.name} deepens by the rounds dealt, but the stock is "
                                 "not dealt in rounds")
        if game.redeal_shuffled and game.redeal is not Redeal.GATHER:
            raise ValueError(f"{game.slug}: only cards gathered (Redeal.GATHER) are shuffled for the re-deal")
        hooks_type = type(game.hooks)
        self.restricts_card_moves = hooks_type.card_move_problem is not Hooks.card_move_problem
        self.settles = hooks_type.settle is not Hooks.settle
        self.restricts_redeal = hooks_type.redeal_problem is not Hooks.redeal_problem
        self.group_piles = {g.name: [self.index[p.name] for p in g.piles] for g in game.groups}
        if game.stock is Stock.HEAP and (not game.heads
                                         or len(game.round_piles) != len(self.group_piles[game.heads[0][1]])):
            raise ValueError(f"{game.slug}: a deal that heaps names its heads, and a pile beside each")
        # For the inner loops of card_moves and apply (the same rules, looked up instead of tested):
        # the Move of each card move, the pile indices of each plain card move's names, the ranked
        # foundations, and for each building pile and its top card the cards it takes.
        self.card_move = [[Move(MOVE, (a, b)) for b in self.names] for a in self.names]
        self.pair_of = {(a, b): (i, j) for i, a in enumerate(self.names) for j, b in enumerate(self.names)}
        self.ranked = [i for i in self.foundations if i not in self.hooked and i not in self.based]
        everything = frozenset(range(64))
        self.accepts: dict[int, list[frozenset[int]]] = {}
        for d in self.builds:
            build = self.build_of[d]
            table: list[frozenset[int]] = []
            closed = self.group_of[d].no_build_on
            for top in range(64):
                if top >> 2 in closed:
                    table.append(frozenset())
                elif build is Build.ANY:
                    table.append(everything)
                elif build is Build.HOOK:
                    table.append(self.onto[top] if top < len(self.onto) else frozenset())
                else:
                    table.append(builds_onto(build, top))
            self.accepts[d] = table
        # No Build.ANY pile: every building pile is a target of every source but itself.
        self.plain_builds = all(self.build_of[d] is not Build.ANY for d in self.builds) and all(
            self.build_targets[s] == [d for d in self.builds if d != s] for s in self.sources)
        self.fill_roles = {d: tuple(self.group_of[d].fill_from) for d in self.fillable}
        # Group.takes_from and Group.space_ranks: for each pile a card may leave, the piles that refuse
        # it by where it comes from, and the cards each limited space takes (``State.narrowing``).
        self.refused_from = {s: frozenset(d for d in range(n) if self.group_of[d].takes_from
                                          and self.group_of[s].name not in self.group_of[d].takes_from)
                             for s in range(n)}
        self.refused_space_from = {s: frozenset(d for d in range(n) if self.group_of[d].spaces_from
                                                and self.group_of[s].name not in self.group_of[d].spaces_from)
                                   for s in range(n)}
        self.space_cards = {d: frozenset(r << 2 | k for r in self.group_of[d].space_ranks for k in range(4))
                            for d in range(n) if self.group_of[d].space_ranks}
        # The deal's own rules while the pack lasts (Game.while_dealing, up_while_dealing, Group.after_the_deal):
        # each pile dealt on by its place in ``round_piles``, the piles that wait for the deal's end, and
        # the begun foundations a card from a pile may go up to.
        self.by_card = game.stock is Stock.BY_CARD
        self.dealt_on = [self.index[name] for name in game.round_piles]
        self.deal_place = {i: k for k, i in enumerate(self.dealt_on)}
        self.after_deal = frozenset(i for i in range(n) if self.group_of[i].after_the_deal)
        self.up_while_dealing = {self.index[name]: frozenset(self.index[f] for f in allowed)
                                 for name, allowed in game.up_while_dealing}
        self.deal_rules = (game.while_dealing is not Dealing.ALL or bool(self.after_deal)
                           or bool(self.up_while_dealing))
        if game.while_dealing is not Dealing.ALL and game.stock is not Stock.BY_CARD:
            raise ValueError(f"{game.slug}: the cards dealt are told apart only when dealt one by one (Stock.BY_CARD)")
        # DealStep.face_down: the counter that keeps each pile's face-down cards; Group.runs: the piles
        # whose runs move together.
        self.face_down = any(step.face_down for step in game.opening)
        self.down_key = [f"down {name}" for name in self.names]
        self.runs = {i: self.group_of[i].runs for i in range(n) if self.group_of[i].runs is not Runs.NONE}
        for i in self.runs:
            if self.role_of[i] is not Role.TABLEAU or self.build_of[i] in (Build.NONE, Build.ANY, Build.HOOK):
                raise ValueError(f"{game.slug}: runs move on tableau piles that build by a word, not on {self.names[i]}")
        # Group.fill_at_once: the piles whose spaces are filled before any other move.
        self.at_once = [i for i in range(n) if self.group_of[i].fill_at_once]
        self.whole_runs = frozenset(i for i, kind in self.runs.items() if kind is Runs.WHOLE)
        self.narrows = (any(self.refused_from.values()) or any(self.refused_space_from.values())
                        or bool(self.space_cards) or self.deal_rules or bool(self.whole_runs))
        # Group.placed_as_they_appear: for each such foundation group, its piles and where its cards come from.
        for g in game.groups:
            if g.placed_as_they_appear and g.role is not Role.FOUNDATION:
                raise ValueError(f"{game.slug}: group {g.name} is a {g.role.value}: only foundations are placed "
                                 "as they appear")
        self.placed_at_once = [(self.group_piles[g.name], [i for name in g.placed_as_they_appear
                                                           for i in self.index_of_group(name)])
                               for g in game.groups if g.placed_as_they_appear]
        self.stock_fill_any = {d: self.group_of[d].build is Build.ANY for d in self.stock_fills}
        self._derived: dict[Callable[[Table], Any], Any] = {}

    def derived(self, build: Callable[[Table], T]) -> T:
        """``build(self)``, computed once per table and kept.

        A game's solver knowledge reads pile indices many times a second; the indices belong to
        the table (a test's small deck has other ones), so what is derived from them lives here.
        """
        try:
            return self._derived[build]  # type: ignore[no-any-return]
        except KeyError:
            value = self._derived[build] = build(self)
            return value

    def index_of_group(self, name: str) -> list[int]:
        for group in self.game.groups:
            if group.name == name:
                return [self.index[p.name] for p in group.piles]
        raise ValueError(f"{self.game.slug}: no group named {name!r}")


_TABLES: dict[str, Table] = {}


def piles_at(indices: list[int]) -> Callable[[list[tuple[int, ...]]], tuple[tuple[int, ...], ...]]:
    """A function from the piles to the tuple of those at ``indices`` (a tuple even for one pile or
    none): for a key or an evaluation that reads some piles of every position, at C speed."""
    if len(indices) == 1:
        only = indices[0]
        return lambda piles: (piles[only],)
    if not indices:
        return lambda piles: ()
    return itemgetter(*indices)


def table_for(game: Game) -> Table:
    table = _TABLES.get(game.slug)
    if table is None or table.game is not game:
        table = _TABLES[game.slug] = Table(game)
    return table


class State:
    """One deal of one game: its piles, counters, and the moves made, with undo and redo."""

    def __init__(self, game: Game, deal: int) -> None:
        if not isinstance(deal, int) or isinstance(deal, bool) or deal < 0:
            raise ValueError(f"a deal number is a whole number from 0 up, not {deal!r}")
        self.game = game
        self.deal = deal
        self.table = table_for(game)
        self.hooks = game.hooks
        self.piles: Piles = [() for _ in self.table.names]
        self.counters: dict[str, int] = {"redeals": 0}
        if self.table.deepens:
            self.counters["rounds"] = 0  # rounds dealt by ``deal``: the depth of a Group.deepens
        if game.stock is Stock.BY_CARD:
            self.counters["next"] = 0
            if game.while_dealing is not Dealing.ALL:
                self.counters["fresh" if game.while_dealing is Dealing.LAST_CARD else "uncovered"] = 0
        self.history: list[tuple[Move, Piles, dict[str, int]]] = []
        self.redo_stack: list[Move] = []
        self.arrangement: dict[str, str] | None = None
        self._deal_opening()
        self.hooks.setup(self)
        self._settle()

    @classmethod
    def arranged(cls, game: Game, piles: dict[str, str], counters: dict[str, int] | None = None) -> "State":
        """A position set out by hand (the book's tableaux, rule tests): each named pile's cards
        bottom first, e.g. ``{"L1": "AH 2H", "F1": ""}``; piles not named are empty."""
        from .cards import parse_card

        state = cls(game, 0)
        state.piles = [() for _ in state.table.names]
        for name, text in piles.items():
            state.piles[state.index(name)] = tuple(parse_card(t) for t in text.split())
        for key in state.table.down_key:  # face up, unless the counters given say otherwise
            state.counters.pop(key, None)
        state.counters.update(counters or {})
        state.arrangement = dict(piles)
        state.arranged_counters = dict(state.counters)
        return state

    # --- the opening deal -------------------------------------------------
    def _deal_opening(self) -> None:
        game, table = self.game, self.table
        cards = packs(game.packs, game.piquet)
        if game.ranks:  # a small test deck (patience.solver.tiny)
            cards = [c for c in cards if c >> 2 in game.ranks]
        for i in table.foundations:  # withdraw the foundation cards the book places first
            spec = table.foundation_of[i]
            if spec is not None and spec.preplaced:
                want = spec.sequence[0] * 4 + (spec.suit if spec.suit is not None else 0)
                cards.remove(from_code(want))
                self.piles[i] = (from_code(want),)
        for group in game.groups:  # cards withdrawn for the picture, e.g. the Sultan
            for pile, text in zip(group.piles, group.withdraw):
                withdrawn = tuple(parse_card(t) for t in text.split())  # "QS QC": several, bottom first
                for c in withdrawn:
                    cards.remove(c)
                self.piles[table.index[pile.name]] = withdrawn
        # A named variant deals the book game's cards: deal 7 of each is the same shuffle, to compare.
        self._deal_out(shuffled(cards, game.variant_of or game.slug, self.deal))

    def _deal_out(self, pack: list[Card]) -> None:
        """Deal ``pack`` (its top card last) by the game's opening steps; what is left is the stock."""
        game, table = self.game, self.table
        for step in game.opening:
            targets = [table.index[name] for name in step.piles]
            for _ in range(step.rounds):
                for k, t in enumerate(targets):
                    count = step.counts[k] if step.counts else step.each
                    for _ in range(count):
                        if pack:
                            laid = len(self.piles[t])
                            self._lay(t, pack)
                            if step.face_down and len(self.piles[t]) > laid:
                                key = table.down_key[t]
                                self.counters[key] = self.counters.get(key, 0) | 1 << laid
        if pack:
            if table.stock < 0:
                raise ValueError(f"{game.slug}: the opening deal leaves {len(pack)} cards and there is no stock")
            self.piles[table.stock] = tuple(pack)

    def lay(self, i: int) -> None:
        """Deal the top card of the pack on pile ``i`` as every deal lays a card (``Game.up_as_dealt``),
        for a game's own deal (``Hooks.deal``)."""
        pack = list(self.piles[self.table.stock])
        self._lay(i, pack)
        self.piles[self.table.stock] = tuple(pack)

    def _lay(self, i: int, pack: list[Card]) -> None:
        """Deal one place of pile ``i`` from ``pack`` (top card last): a card that suits a foundation
        goes up there as it is dealt (``Game.up_as_dealt``), and then the next card takes its place
        (``AsDealt.REPLACED``) or the place is left (``AsDealt.LEFT``)."""
        as_dealt = self.game.up_as_dealt
        while pack:
            c = pack.pop()
            f = self._up_as_dealt(c, i) if as_dealt is not AsDealt.NONE else -1
            if f < 0:
                self.piles[i] += (c,)
                return
            self.piles[f] += (c,)
            if as_dealt is AsDealt.LEFT:
                return

    def _up_as_dealt(self, c: Card, i: int) -> int:
        """The foundation card ``c``, dealt on pile ``i``, goes up to at once (``Game.up_as_dealt``), or -1:
        one that takes it, and where the pile's cards go up only to some begun foundations while the
        pack lasts (``Game.up_while_dealing``), one of those."""
        ranks = self.game.up_as_dealt_ranks
        if ranks and c >> 2 not in ranks:
            return -1
        want, suit_wanted = self.foundations_want()
        t, piles = self.table, self.piles
        allowed = t.up_while_dealing.get(i)
        for f in (*t.foundations_for[c], *t.hooked_for[c]):
            if want[f] == c >> 2 and SUIT_FITS[suit_wanted[f]][c & 3] and not (ranks and piles[f]):
                if allowed is None or f in allowed or not piles[f]:
                    return f
        return -1

    # --- small helpers for hooks and renderers ----------------------------
    @property
    def role_of(self) -> list[Role]:
        return self.table.role_of

    @property
    def stock_index(self) -> int:
        return self.table.stock

    @property
    def dealing(self) -> bool:
        """The phase of the deal: whether the pack still holds cards. The rules that change when the
        deal is over read it here (``Game.while_dealing`` and ``Group.after_the_deal`` among the
        words; the Hemispheres' barriers, the Salic Law's spaces, the Labyrinth's grace in hooks)."""
        return self.table.stock >= 0 and bool(self.piles[self.table.stock])

    def rule(self, key: str) -> str:
        return self.game.rule(key)

    def pile(self, name: str) -> tuple[Card, ...]:
        """The cards of a pile by name, bottom first."""
        return self.piles[self.index(name)]

    def index(self, name: str) -> int:
        i = self.table.index.get(name)
        if i is None:
            raise IllegalMove(f"{self.rule('pile')}: {name!r} (this game's piles: {', '.join(self.table.names)})")
        return i

    def take(self, i: int, count: int = 1) -> tuple[Card, ...]:
        """Remove and return the top ``count`` cards of pile ``i`` (bottom first)."""
        pile = self.piles[i]
        self.piles[i] = pile[:-count] if count < len(pile) else ()
        return pile[-count:] if count <= len(pile) else pile

    def put(self, i: int, cards: tuple[Card, ...]) -> None:
        self.piles[i] = self.piles[i] + cards

    def group(self, name: str) -> list[int]:
        return self.table.group_piles[name]

    # --- the state API -----------------------------------------------------
    def legal_moves(self) -> list[Move]:
        """Every legal move, in a fixed order: card moves, the game's own moves, deal, redeal."""
        return self.moves_with(self.hooks.extra_moves(self))

    def moves_with(self, extra: list[Move]) -> list[Move]:
        """``legal_moves`` with ``extra`` in place of the game's own moves (for the solver, which may
        list fewer of them: ``patience.solver.knowledge.Knowledge.extra_moves_to_try``)."""
        card_move = self.table.card_move
        card_moves = self.card_moves()
        moves = [card_move[s][d] for s, d in card_moves] if self.hooks.cards_move_alone else []
        if self.table.at_once and self._fills_waiting(card_moves):
            return moves  # a space is filled before any other move
        if self.table.runs:
            moves.extend(self._run_moves())
        if self.game.pairs is not None:
            moves.extend(pair_moves(self))
        if self.game.exchange is not None:
            moves.extend(exchange_moves(self))
        moves.extend(extra)
        if self.table.refills_by_move and self._refill_problem() is None:
            moves.append(Move(REFILL))
        if self.game.stock is not Stock.NONE and self._deal_problem() is None:
            moves.append(Move(DEAL))
        if self.game.redeal is not Redeal.NONE and self._redeal_problem() is None:
            moves.append(Move(REDEAL))
        return moves

    def card_moves(self) -> list[tuple[int, int]]:
        """The legal card moves as (source, destination) pile indices."""
        t, piles = self.table, self.piles
        out: list[tuple[int, int]] = []
        append = out.append
        # The rank and suit each foundation takes next, and the cards each building pile takes.
        want, suit_wanted = self.foundations_want()
        accepts = t.accepts
        takes: list[frozenset[int] | None] = [None] * len(piles)
        acceptors: dict[int, list[int]] = {}  # no Build.ANY pile: for each card, the piles that take it
        for d in t.builds:
            dp = piles[d]
            if dp:
                accepted = takes[d] = accepts[d][dp[-1]]
                if t.plain_builds:
                    for code in accepted:
                        if code in acceptors:
                            acceptors[code].append(d)
                        else:
                            acceptors[code] = [d]
        hooked = t.hooked
        empty_targets = [d for d in t.fillable if not piles[d]]
        fill_roles = t.fill_roles
        empty_for: dict[Role, list[int]] = {}  # for each source role, the spaces it may fill
        plain_builds = t.plain_builds
        none: list[int] = []
        role_of, foundations_for, build_targets = t.role_of, t.foundations_for, t.build_targets
        fits = SUIT_FITS
        for s in t.sources:
            pile = piles[s]
            if not pile:
                continue
            c = pile[-1]
            rank = c >> 2
            for f in foundations_for[c]:
                if want[f] == rank and f != s and fits[suit_wanted[f]][c & 3]:
                    append((s, f))
            if hooked:
                for f in t.hooked_for[c]:
                    if f != s and want[f] == rank:
                        append((s, f))
            role = role_of[s]
            if role is _FOUNDATION:
                continue
            if plain_builds:
                for d in acceptors.get(c, none):
                    if d != s:
                        append((s, d))
            else:
                for d in build_targets[s]:
                    accepted = takes[d]
                    if accepted is not None and c in accepted:
                        append((s, d))
            if empty_targets:
                spaces = empty_for.get(role)
                if spaces is None:
                    spaces = empty_for[role] = [d for d in empty_targets if role in fill_roles[d]]
                for d in spaces:
                    if d != s:
                        append((s, d))
        if t.stock_fills and piles[t.stock]:  # the top card of the pack turned into a space
            stock, takes_from_stock = t.stock, self._takes_from_stock
            out.extend((stock, d) for d in t.stock_fills if takes_from_stock(d))
        if t.narrows:
            narrowing = self.narrowing
            out = [(s, d) for s, d in out if narrowing(s, d) is None]
        if t.restricts_card_moves:
            problem = self.hooks.card_move_problem
            out = [(s, d) for s, d in out if problem(self, s, d) is None]
        if t.at_once and self._fills_waiting(out):
            empty = {d for d in t.at_once if not piles[d]}
            out = [(s, d) for s, d in out if d in empty]
        return out

    def _fills_waiting(self, card_moves: list[tuple[int, int]]) -> bool:
        """Whether a space of a ``Group.fill_at_once`` pile waits to be filled by one of ``card_moves``."""
        piles = self.piles
        empty = [d for d in self.table.at_once if not piles[d]]
        return bool(empty) and any(d in empty for _, d in card_moves)
    def narrowing(self, s: int, d: int) -> str | None:
        """The rule key by which pile ``d`` refuses the available card of pile ``s`` for where it
        comes from (``Group.takes_from``; ``spaces_from``, ``d`` being empty), for its rank (``space_ranks``)
        or by the deal's own rules; None where none refuses it. ``card_moves`` and ``card_problem``
        both ask here."""
        t = self.table
        if t.deal_rules and self.piles[t.stock]:
            during = self._while_dealing(s, d)
            if during is not None:
                return during
        if d in t.refused_from[s]:
            return "takes_from"
        if s in t.whole_runs and t.role_of[d] is not _FOUNDATION and len(self.piles[s]) > 1 \
                and not self.is_face_down(s, len(self.piles[s]) - 2):
            return "run_whole"  # the top card alone of several face up: all move together or none
        if d in t.refused_space_from[s] and not self.piles[d]:
            return "space_source"
        cards = t.space_cards.get(d)
        if cards is not None and not self.piles[d] and self.piles[s] and self.piles[s][-1] not in cards:
            return "space_rank"
        return None

    def _while_dealing(self, s: int, d: int) -> str | None:
        """The rule key by which the deal's own rules refuse the card of pile ``s`` to pile ``d`` while
        the pack lasts (``Game.while_dealing``, ``Group.after_the_deal``, ``Game.up_while_dealing``)."""
        t, counters = self.table, self.counters
        place = t.deal_place.get(s)
        if place is not None:
            dealing = self.game.while_dealing
            if dealing is Dealing.LAST_CARD and counters["fresh"] != place + 1:
                return "while_dealing"
            if dealing is Dealing.UNCOVERED and not counters["uncovered"] >> place & 1:
                return "while_dealing"
        if d in t.after_deal:
            return "after_the_deal"
        allowed = t.up_while_dealing.get(s)
        if allowed is not None and d not in allowed and t.role_of[d] is _FOUNDATION and self.piles[d]:
            return "up_while_dealing"
        return None

    def foundations_want(self) -> tuple[list[int], list[int]]:
        """For each pile, the rank its foundation takes next (0: none, or not a foundation) and the
        suit (-1: any of those ``Table.foundations_for`` allows): the one reading of the
        foundations' rules, by which moves up are both listed and refused."""
        t, piles = self.table, self.piles
        want = [0] * len(piles)
        suit_wanted = [-1] * len(piles)
        positional, next_rank = t.positional, t.next_rank
        for f in t.ranked:
            fp = piles[f]
            if fp:
                pos = positional.get(f)
                nxt = pos[len(fp)] if pos else next_rank[f].get(fp[-1] >> 2)
                if nxt is not None:
                    want[f] = nxt
            elif self._first_place_ok(f):
                want[f] = t.first_rank[f]
        if t.based:
            base = self.base_rank()
            for f in t.based:
                fp = piles[f]
                if not fp:
                    want[f] = base if self._first_place_ok(f) else 0
                elif len(fp) < t.full_length[f]:
                    want[f] = t.based_next[t.foundation_of[f].from_base][fp[-1] >> 2]  # type: ignore[union-attr]
        for f in t.alternating:  # the other colour to the top card: 4 black, 5 red (``SUIT_FITS``)
            if piles[f]:
                suit_wanted[f] = 4 + 1 - (piles[f][-1] & 1)
        for f in t.follows:
            if piles[f]:
                suit_wanted[f] = piles[f][0] & 3
        for f, lead in t.suit_source.items():
            if piles[lead]:
                suit_wanted[f] = piles[lead][0] & 3
            else:
                want[f] = 0
        if t.hooked:
            foundation_next = self.hooks.foundation_next
            for f in t.hooked:
                want[f] = foundation_next(self, f) or 0
        return want, suit_wanted

    def base_rank(self) -> int:
        """``Foundation.from_base``: the rank of the first card on any such foundation (0: none yet)."""
        piles = self.piles
        for f in self.table.based:
            if piles[f]:
                return piles[f][0] >> 2
        return 0

    def _takes_from_stock(self, d: int) -> bool:
        """Whether pile ``d`` takes the top card of the pack now: into a space, or onto any card
        where it builds with any card (``Build.ANY``)."""
        return not self.piles[d] or self.table.stock_fill_any[d]

    def _first_place_ok(self, f: int) -> bool:
        group = self.table.group_of[f]
        if not group.in_order:
            return True
        for i in self.table.group_piles[group.name]:
            if not self.piles[i]:
                return i == f
        return False

    def problem(self, move: Move) -> str | None:
        """Why ``move`` is illegal now, in the book's words where it has them; ``None`` if legal."""
        if self.table.at_once and not all(self.piles[d] for d in self.table.at_once):
            waiting = self.card_moves()
            if self._fills_waiting(waiting):
                plain = self._plain(move)
                if plain.kind == MOVE and self.table.pair_of.get(plain.args) in waiting:  # type: ignore[call-overload]
                    return None
                why = self._problem(plain)
                return why if why is not None else self.rule("fill_first")
        return self._problem(move)

    def _problem(self, move: Move) -> str | None:
        if move.kind == MOVE:
            if len(move.args) != 2:
                return self.rule("unknown")
            index = self.table.index  # the common case first: two plain pile names
            s_plain, d_plain = index.get(move.args[0]), index.get(move.args[1])
            if s_plain is not None and d_plain is not None:
                return self.card_problem(s_plain, d_plain)
            try:
                src_name, _, depth = move.args[0].partition("@")
                s, d = self.index(src_name), self.index(move.args[1])
            except IllegalMove as e:
                return str(e)
            if depth and int(depth) != len(self.piles[s]):
                if self._hook_reads_depth():
                    return self.hooks.extra_problem(self, move)
                if not depth.isdigit() or not 1 <= int(depth) <= len(self.piles[s]):
                    return self.rule("available")
                if self.is_face_down(s, int(depth) - 1):
                    return self.rule("face_down")
                return self.run_problem(s, int(depth) - 1, d) if s in self.table.runs else self.rule("available")
            return self.card_problem(s, d)
        if move.kind == DEAL and not move.args and self.game.stock is not Stock.NONE:
            return self._deal_problem()
        if move.kind == REDEAL and not move.args and self.game.redeal is not Redeal.NONE:
            return self._redeal_problem()
        if move.kind == REFILL and not move.args and self.table.refills_by_move:
            return self._refill_problem()
        if move.kind == PAIR and self.game.pairs is not None:
            return pair_problem(self, move)
        if move.kind == EXCHANGE and self.game.exchange is not None:
            return exchange_problem(self, move)
        return self.hooks.extra_problem(self, move)

    def _plain(self, move: Move) -> Move:
        """``L3@5>F1`` where the fifth card is the top one is just ``L3>F1``; ``pair T5 T1`` is ``pair T1 T5``
        (``exchange`` likewise)."""
        if (move.kind == PAIR and self.game.pairs is not None) or (move.kind == EXCHANGE and self.game.exchange):
            return in_table_order(move, self.table.index)
        if move.kind == MOVE and len(move.args) == 2 and "@" in move.args[0]:
            name, _, depth = move.args[0].partition("@")
            i = self.table.index.get(name)
            if i is not None and depth.isdigit() and int(depth) == len(self.piles[i]):
                return Move(MOVE, (name, move.args[1]))
        return move

    def _hook_reads_depth(self) -> bool:
        return type(self.hooks).extra_problem is not Hooks.extra_problem

    def card_problem(self, s: int, d: int) -> str | None:
        """Why the available card of pile ``s`` may not go to pile ``d`` (``None``: it may).

        It decides by the same tables and readings as ``card_moves`` (``foundations_want``,
        ``Table.targets_of`` and ``accepts``, ``Table.fill_roles``); the rest only says which rule
        a refused move breaks."""
        t, piles = self.table, self.piles
        src_role, dst_role = t.role_of[s], t.role_of[d]
        if s == d:
            return "the card is already there"
        if src_role is Role.DISPLAY or dst_role is Role.DISPLAY:
            return self.rule("display")
        if t.narrows and piles[s]:
            narrowed = self.narrowing(s, d)
            if narrowed is not None:
                return self.rule(narrowed)
        if src_role is Role.STOCK and d in t.stock_fills:
            if not piles[s]:
                return self.rule("deal")
            if not self._takes_from_stock(d):
                return self.rule("stock_fill")
            return self.hooks.card_move_problem(self, s, d) if t.restricts_card_moves else None
        if s not in t.source_set:
            return self.rule("no_move_from")
        if not piles[s]:
            return self.rule("empty")
        if t.restricts_card_moves:
            restriction = self.hooks.card_move_problem(self, s, d)
            if restriction is not None:
                return restriction
        c = piles[s][-1]
        if dst_role is Role.FOUNDATION:
            want, suit_wanted = self.foundations_want()
            allowed = t.hooked_for[c] if d in t.hooked else t.foundations_for[c]
            if d in allowed and want[d] == c >> 2 and SUIT_FITS[suit_wanted[d]][c & 3]:
                return None
            return self._why_not_up(d, c, want[d])
        if src_role is Role.FOUNDATION:
            return self.rule("no_move_from")
        dp = piles[d]
        if dp:
            if d in t.targets_of[s] and c in t.accepts[d][dp[-1]]:
                return None
            if d not in t.targets_of[s]:
                return self.rule("no_build")
            return self.rule("no_build_on" if dp[-1] >> 2 in t.group_of[d].no_build_on else BUILD_RULE[t.build_of[d]])
        if d in t.fillable:
            return None if src_role in t.fill_roles[d] else self.rule("space_source")
        return self.rule("space" if dst_role in (Role.TABLEAU, Role.RESERVE) else "no_build")

    def _why_not_up(self, f: int, c: int, wanted: int) -> str:
        """Which rule a card refused by foundation ``f`` breaks (``wanted``: the rank it takes next)."""
        spec, fp = self.table.foundation_of[f], self.piles[f]
        assert spec is not None
        if spec.suit is not None and c & 3 != spec.suit and (fp or spec.by_hook or spec.from_base
                                                             or c >> 2 == spec.sequence[0]):
            return self.rule("follow_suit")
        if spec.follows_suit and fp and c & 3 != fp[0] & 3:
            return self.rule("follow_suit")
        if spec.alternate and fp and c & 1 == fp[-1] & 1:
            return self.rule("alternate")
        if spec.from_base:
            if not fp:
                return self.rule("base" if self.base_rank() else "base_unset")
            return self.rule("foundation_done" if wanted == 0 else "sequence")
        if spec.by_hook:
            if self.hooks.foundation_next(self, f) is None:
                return self.rule("foundation_done")
            return self.rule("sequence" if fp else "foundation_first")
        if not fp and spec.suit_from and c >> 2 == spec.sequence[0]:
            lead = self.piles[self.table.suit_source[f]]
            return self.rule("suit_from" if lead else "suit_from_empty")
        if not fp:
            return self.rule("in_order" if c >> 2 == spec.sequence[0] else "foundation_first")
        if wanted == 0:
            return self.rule("foundation_done")
        return self.rule("sequence")

    def _deal_problem(self) -> str | None:
        if self.table.refills_by_move and self._refill_problem() is None:
            return self.rule("refill_first")
        if self.game.stock is Stock.HOOK:
            return self.hooks.deal_problem(self)
        return None if self.table.stock >= 0 and self.piles[self.table.stock] else self.rule("deal")

    def _redeal_problem(self) -> str | None:
        if self.counters["redeals"] >= self.game.redeals:
            return self.rule("redeal")
        if self.table.stock >= 0 and self.piles[self.table.stock]:
            return self.rule("redeal_early")
        if self.game.redeal in (Redeal.SHUFFLE_TALON, Redeal.TURN_TALON) and not self.piles[self.table.talon]:
            return "the talon is empty: there is nothing to re-deal"
        if self.game.redeal_when_nothing_to_play:
            foundations = self.table.foundation_set  # (a card moved between foundations is not played)
            if any(d in foundations and s not in foundations for s, d in self.card_moves()):
                return self.rule("redeal_blocked")
        if self.table.restricts_redeal:
            return self.hooks.redeal_problem(self)
        return None

    def depth_of(self, group: Group) -> int:
        """How many cards each pile of ``group`` is kept to (``Group.depth``, ``Group.deepens``)."""
        return group.depth + self.counters["rounds"] if group.deepens else group.depth

    def _short_piles(self) -> list[tuple[int, list[list[int]], int]]:
        """The piles refilled by the move ``refill`` that are short of their depth now, each with its
        sources and the cards it lacks."""
        return [(i, sources, self.depth_of(group) - len(self.piles[i]))
                for i, sources, group in self.table.refills_by_move if len(self.piles[i]) < self.depth_of(group)]

    def _refill_problem(self) -> str | None:
        piles = self.piles
        for _, sources, _ in self._short_piles():
            if any(piles[j] for group in sources for j in group):
                return None
        return self.rule("refill")

    def _refill_by_move(self) -> None:
        """The move ``refill``: every short pile of the groups refilled by move, in order (pile by pile,
        or row by row where ``Group.refill_rows_first``), from its sources while they last."""
        short = self._short_piles()
        piles = self.piles
        if any(self.table.group_of[i].refill_rows_first for i, _, _ in short):
            # the highest vacancy first (the shortest pile), then the next row, left to right in each
            wanted = {i: len(piles[i]) + lacking for i, _, lacking in short}
            while short:
                row = min(len(piles[i]) for i, _, _ in short)
                for i, sources, _ in short:
                    if len(piles[i]) == row and not self._refill_one(i, sources):
                        return
                short = [(i, sources, 0) for i, sources, _ in short if len(piles[i]) < wanted[i]]
        else:
            for i, sources, lacking in short:
                for _ in range(lacking):
                    if not self._refill_one(i, sources):
                        break

    def _refill_one(self, i: int, sources: list[list[int]]) -> bool:
        """One card onto pile ``i`` from the first of its sources that has one; whether there was one."""
        piles = self.piles
        for group in sources:
            for j in group:
                if piles[j]:
                    self.put(i, self.take(j))
                    return True
        return False

    def is_legal(self, move: Move) -> bool:
        return self.problem(move) is None

    def apply(self, move: Move | str, check: bool = True) -> None:
        """Make a move (a :class:`Move` or its notation); an illegal one raises :class:`IllegalMove`."""
        if isinstance(move, str):
            move = self.parse_move(move)
        elif not isinstance(move, Move):
            raise IllegalMove(f"a move is a Move or its notation (e.g. 'L3>F1', 'deal'), not {move!r}")
        move = self._plain(move)
        if check:
            why = self.problem(move)
            if why is not None:
                raise IllegalMove(f"{move}: {why}", move)
        self._push(move)
        self.redo_stack.clear()

    def _push(self, move: Move) -> None:
        piles = self.piles
        self.history.append((move, piles.copy(), self.counters.copy()))
        if move.kind == MOVE:
            pair = self.table.pair_of.get(move.args)  # type: ignore[call-overload]
            if pair is not None:  # a plain card move: the top card of one pile to another
                s, d = pair
                pile = piles[s]
                piles[s] = pile[:-1]
                piles[d] = piles[d] + pile[-1:]
                if self.table.by_card:
                    self._played_from(s)
            elif "@" in move.args[0]:
                name, _, depth = move.args[0].partition("@")
                s = self.table.index.get(name, -1)
                if s in self.table.runs:  # a run: the cards from that one up, together
                    d = self.table.index[move.args[1]]
                    k = int(depth) - 1
                    piles[d] = piles[d] + piles[s][k:]
                    piles[s] = piles[s][:k]
                else:
                    self.hooks.apply_extra(self, move)
            else:
                t = self.table
                s, d = t.index[move.args[0]], t.index[move.args[1]]
                pile = piles[s]
                piles[s] = pile[:-1]
                piles[d] = piles[d] + pile[-1:]
                if t.by_card:
                    self._played_from(s)
        elif move.kind == DEAL and not move.args and self.game.stock is not Stock.NONE:
            self._deal()
        elif move.kind == REDEAL and not move.args and self.game.redeal is not Redeal.NONE:
            self._redeal()
        elif move.kind == REFILL and not move.args and self.table.refills_by_move:
            self._refill_by_move()
        elif move.kind == PAIR and self.game.pairs is not None:
            withdraw(self, move)
        elif move.kind == EXCHANGE and self.game.exchange is not None:
            exchange(self, move)
        else:
            self.hooks.apply_extra(self, move)
        self._settle()

    def _deal(self) -> None:
        game, t = self.game, self.table
        if game.stock is Stock.TO_TALON:
            self.put(t.talon, self.take(t.stock))
        elif game.stock is Stock.ROUND:
            pack = list(self.piles[t.stock])
            for name in game.round_piles:
                i = t.index[name]
                for _ in range(game.round_size):
                    self._lay(i, pack)
            self.piles[t.stock] = tuple(pack)
            if t.deepens:
                self.counters["rounds"] += 1
        elif game.stock is Stock.BY_CARD:
            self._deal_one()
        elif game.stock is Stock.HEAP:
            self.lay(self._heap_place())
        else:
            self.hooks.deal(self)

    def _deal_one(self) -> None:
        """``Stock.BY_CARD``: the next card on the next pile in turn (cards that go up as they are dealt
        put the next one in their stead), marked as just dealt for ``Game.while_dealing``."""
        t, counters = self.table, self.counters
        pack = list(self.piles[t.stock])
        place = counters["next"]
        i = t.dealt_on[place]
        laid = len(self.piles[i])
        self._lay(i, pack)
        self.piles[t.stock] = tuple(pack)
        if "fresh" in counters:
            counters["fresh"] = 0
        if len(self.piles[i]) > laid:
            counters["next"] = (place + 1) % len(t.dealt_on)
            if "fresh" in counters:
                counters["fresh"] = place + 1
            elif "uncovered" in counters:
                counters["uncovered"] |= 1 << place

    def _heap_place(self) -> int:
        """``Stock.HEAP``: where the top card of the pack goes, by ``Game.heads``."""
        piles, t, heads = self.piles, self.table, self.game.heads
        rank = piles[t.stock][-1] >> 2
        for head, group in heads:
            if rank == head:
                return next(i for i in t.group_piles[group] if not piles[i])
        first = t.group_piles[heads[0][1]]
        return t.dealt_on[max(k for k, i in enumerate(first) if piles[i])]

    def _played_from(self, s: int) -> None:
        """After a card leaves pile ``s`` during the deal: the card beneath is not one just dealt, and
        under ``Dealing.LAST_CARD`` the next card is dealt in the stead of the one played."""
        place = self.table.deal_place.get(s)
        if place is None or not self.piles[self.table.stock]:
            return
        counters = self.counters
        if "fresh" in counters and counters["fresh"] == place + 1:
            counters["next"], counters["fresh"] = place, 0
        elif "uncovered" in counters:
            counters["uncovered"] &= ~(1 << place)

    def _redeal(self) -> None:
        game, t = self.game, self.table
        self.counters["redeals"] += 1
        if game.redeal is Redeal.GATHER:
            taken: list[Card] = []
            for name in game.redeal_piles:
                i = t.index[name]
                taken.extend(self.piles[i])
                self.piles[i] = ()
            if game.redeal_shuffled:  # "taken up, shuffled and re-dealt": numbered, like the first shuffle
                taken = list(reversed(shuffled(taken, game.variant_of or game.slug, self.deal,
                                               f"redeal-{self.counters['redeals']}")))
            if t.deepens:
                self.counters["rounds"] = 0
            for name in ("next", "fresh", "uncovered"):  # the deal begins again on the first pile
                if name in self.counters:
                    self.counters[name] = 0
            if t.stock >= 0:
                self.piles[t.stock] = tuple(reversed(taken))
            else:  # no stock to hold them: dealt again at once, as at first (the first card taken first)
                self._deal_out(list(reversed(taken)))
        elif game.redeal is Redeal.TURN_TALON:  # the talon turned over: its first card laid is on top
            self.piles[t.stock] = tuple(reversed(self.piles[t.talon]))
            self.piles[t.talon] = ()
        elif game.redeal is Redeal.SHUFFLE_TALON:
            talon = list(self.piles[t.talon])
            self.piles[t.talon] = ()
            purpose = f"redeal-{self.counters['redeals']}"
            self.piles[t.stock] = tuple(shuffled(talon, game.variant_of or game.slug, self.deal, purpose))
        else:
            self.hooks.redeal(self)

    def _settle(self) -> None:
        piles = self.piles
        t = self.table
        while True:  # cards turned up, refills at once, cards placed as they appear, until none moves
            if t.face_down:
                self._turn_up()
            for i, sources, group in t.refills_at_once:
                depth = self.depth_of(group)
                while len(piles[i]) < depth and self._refill_one(i, sources):
                    pass
            if not (t.placed_at_once and self.place_as_they_appear() and (t.refills_at_once or t.face_down)):
                break
        if t.settles:
            self.hooks.settle(self)

    def _turn_up(self) -> None:
        """A face-down card left on top of its pile is turned up ("The moment any card in the layout is
        uncovered ... the next card in that vertical row is turned face up")."""
        piles, counters = self.piles, self.counters
        for i, key in enumerate(self.table.down_key):
            mask = counters.get(key)
            if mask:
                n = len(piles[i])
                counters[key] = mask & ((1 << max(n - 1, 0)) - 1)

    def is_face_down(self, i: int, k: int) -> bool:
        """Whether card ``k`` (0 the bottom) of pile ``i`` lies face down (``DealStep.face_down``)."""
        return bool(self.table.face_down and self.counters.get(self.table.down_key[i], 0) >> k & 1)

    def _run_starts(self, s: int) -> list[int]:
        """The positions from which the cards of pile ``s`` up to its top may move together
        (``Group.runs``), below the top card: all face up, each in sequence on the one below it."""
        pile, accepts = self.piles[s], self.table.accepts[s]
        if len(pile) < 2:
            return []
        starts: list[int] = []
        k = len(pile) - 2
        while k >= 0 and not self.is_face_down(s, k) and pile[k + 1] in accepts[pile[k]]:
            starts.append(k)
            k -= 1
        if self.table.runs[s] is Runs.WHOLE:
            lowest = k + 1  # the run is all the face-up cards, or nothing
            whole = lowest == 0 or self.is_face_down(s, lowest - 1)
            return [lowest] if starts and whole and lowest < len(pile) - 1 else []
        return starts

    def run_problem(self, s: int, k: int, d: int) -> str | None:
        """Why the cards of pile ``s`` from position ``k`` up may not move together to pile ``d`` (None:
        they may): a run goes where its lowest card alone could go, by ``card_problem``, never up."""
        if k not in self._run_starts(s):
            return self.rule("run_whole" if self.table.runs[s] is Runs.WHOLE else "run")
        if self.table.role_of[d] is _FOUNDATION:
            return self.rule("run_up")
        whole = self.piles[s]
        self.piles[s] = whole[:k + 1]  # the run's lowest card as if it lay on top (restored below)
        try:
            return self.card_problem(s, d)
        finally:
            self.piles[s] = whole

    def _run_moves(self) -> list[Move]:
        """The legal moves of runs (``Group.runs``), e.g. ``T3@2>T5``."""
        t, piles, out = self.table, self.piles, []
        for s in t.runs:
            targets = t.targets_of[s]
            for k in self._run_starts(s):
                name, c = f"{t.names[s]}@{k + 1}", piles[s][k]
                for d in range(len(t.names)):
                    # (only where the run's lowest card could lie at all; ``run_problem`` decides)
                    dp = piles[d]
                    if d == s or (c not in t.accepts[d][dp[-1]] if dp and d in targets else d not in t.fillable or dp):
                        continue
                    if self.run_problem(s, k, d) is None:
                        out.append(Move(MOVE, (name, t.names[d])))
        return out

    def place_as_they_appear(self) -> bool:
        """``Group.placed_as_they_appear``: each available card that begins an empty foundation of such a
        group goes there (to the leftmost empty one, where ``in_order``), until none is left; whether
        any card went up."""
        piles, t = self.piles, self.table
        placed_any = False
        for targets, sources in t.placed_at_once:
            placed = True
            while placed:
                placed = False
                for s in sources:
                    pile = piles[s]
                    if not pile:
                        continue
                    c = pile[-1]
                    f = self._begun_by(targets, c)
                    if f >= 0:
                        piles[s] = pile[:-1]
                        piles[f] = (c,)
                        placed = placed_any = True
        return placed_any

    def _begun_by(self, targets: list[int], c: int) -> int:
        """The empty foundation among ``targets`` that card ``c`` may begin now, or -1."""
        t, piles = self.table, self.piles
        for f in targets:
            spec = t.foundation_of[f]
            assert spec is not None
            first = self.base_rank() if spec.from_base else t.first_rank[f]
            if (not piles[f] and not spec.by_hook and first and c >> 2 == first
                    and spec.suit in (None, c & 3) and self._first_place_ok(f)):
                return f
        return -1

    def undo(self) -> Move:
        """Take back the last move; it can be redone."""
        if not self.history:
            raise IllegalMove("there is no move to undo")
        move, self.piles, self.counters = self.history.pop()
        self.redo_stack.append(move)
        return move

    def redo(self) -> Move:
        """Make again the last move taken back."""
        if not self.redo_stack:
            raise IllegalMove("there is no move to redo")
        move = self.redo_stack.pop()
        self._push(move)
        return move

    def clone(self) -> "State":
        other = object.__new__(State)
        other.game, other.deal, other.table, other.hooks = self.game, self.deal, self.table, self.hooks
        other.piles = self.piles.copy()
        other.counters = self.counters.copy()
        other.history = self.history.copy()
        other.redo_stack = self.redo_stack.copy()
        other.arrangement = self.arrangement
        if self.arrangement is not None:
            other.arranged_counters = self.arranged_counters
        return other

    def restart(self) -> None:
        """Back to the opening deal (every move can be redone)."""
        while self.history:
            self.undo()

    # --- outcomes ------------------------------------------------------------
    def is_won(self) -> bool:
        won = self.hooks.is_won(self)
        if won is not None:
            return won
        if self.game.pairs is not None:
            return all_paired(self)
        t = self.table
        if t.hooked:
            return all(self.hooks.foundation_next(self, f) is None if f in t.hooked
                       else len(self.piles[f]) == t.full_length[f] for f in t.foundations)
        return all(len(self.piles[f]) == t.full_length[f] for f in t.foundations)

    def is_over(self) -> bool:
        """Won, or no legal move is left (nothing to deal or re-deal either)."""
        return self.is_won() or not self.legal_moves()

    def score(self) -> int:
        """Cards on the foundations (or paired off), or the game's own count."""
        own = self.hooks.score(self)
        if own is not None:
            return own
        if self.game.pairs is not None:
            return paired_off(self)
        return sum(len(self.piles[f]) for f in self.table.foundations)

    @property
    def moves(self) -> list[Move]:
        return [m for m, _, _ in self.history]

    @property
    def last_move(self) -> Move | None:
        """The move just made (the one ``Hooks.settle`` is settling), or None at the deal."""
        return self.history[-1][0] if self.history else None

    # --- views and notation ----------------------------------------------
    def parse_move(self, text: str) -> Move:
        return parse_move(text)

    def hidden(self, i: int) -> int:
        """How many cards at the bottom of pile ``i`` the player may not see."""
        return self.hooks.hidden(self, i)

    def hidden_cards(self, i: int) -> list[bool]:
        """For each card of pile ``i``, bottom first, whether the player may not see it: the pack, the
        cards a game hides (``Hooks.hidden``), and the cards lying face down."""
        hidden = self.hidden(i)
        return [k < hidden or self.is_face_down(i, k) for k in range(len(self.piles[i]))]

    def view(self) -> dict[str, list[str | None]]:
        """What the player may see: each pile's cards bottom first, ``None`` for a hidden card."""
        out: dict[str, list[str | None]] = {}
        for i, name in enumerate(self.table.names):
            hidden = self.hidden_cards(i)
            out[name] = [None if hidden[k] else str(c) for k, c in enumerate(self.piles[i])]
        return out

    def key(self) -> tuple[Any, ...]:
        """A hashable picture of the position (piles and counters), for the solver."""
        return (tuple(self.piles), tuple(sorted(self.counters.items())))

    def to_dict(self) -> dict[str, Any]:
        """``{"game", "deal", "moves"}``; a hand-set position adds its ``piles`` and ``counters``."""
        out: dict[str, Any] = {"game": self.game.slug, "deal": self.deal, "moves": [str(m) for m in self.moves]}
        if self.arrangement is not None:
            out["piles"] = dict(self.arrangement)
            out["counters"] = dict(self.arranged_counters)
        return out

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, State) and other.game is self.game and other.deal == self.deal
                and other.piles == self.piles and other.counters == self.counters
                and other.moves == self.moves)

    __hash__ = None  # type: ignore[assignment]

    def all_cards(self) -> Iterator[Card]:
        for pile in self.piles:
            yield from pile

    def __str__(self) -> str:
        return board_text(self)

    def _repr_svg_(self) -> str | None:
        draw = DRAWINGS.get("svg")
        return draw(self) if draw is not None else None

    def __repr__(self) -> str:
        return f"<{self.game.title}, deal {self.deal}, {len(self.history)} moves, score {self.score()}>"

