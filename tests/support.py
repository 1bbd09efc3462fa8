"""Helpers shared by the tests: small exhaustive searches (a winning line; won or lost) and checks of
what a board shows and refuses."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from typing import Any, NamedTuple

from patience.cards import Card, parse_card
from patience.cards import card as make_card
from patience.moves import Move
from patience.rules import Game
from patience.solver.games import knowledge_for, searched_with
from patience.state import State


def exhaustive(state: State, cap: int, *, moves: Callable[[State], list[Move]] | None = None,
               hopeless: Callable[[State], bool] | None = None) -> str | None:
    """Plain depth-first search over every reachable position: "won", "lost", or None past ``cap``
    positions. No pruning: the engine's ``state.key()`` and every legal move, unless ``moves``
    gives the moves to try and ``hopeless`` the positions to search no further below (to check a
    game's solver knowledge on its own, without the solver). ``state`` is left as it was."""
    s = state.clone()
    if s.is_won():
        return "won"
    next_moves = moves if moves is not None else State.legal_moves
    seen = {s.key()}
    stack = [next_moves(s)]
    while stack:
        if not stack[-1]:
            stack.pop()
            if stack:
                s.undo()
            continue
        s.apply(stack[-1].pop(), check=False)
        key = s.key()
        if key in seen:
            s.undo()
            continue
        seen.add(key)
        if s.is_won():
            return "won"
        if len(seen) > cap:
            return None
        if hopeless is not None and hopeless(s):  # claimed lost: searched no further, as the solver does
            s.undo()
            continue
        stack.append(next_moves(s))
    return "lost"


def exhaustive_with_knowledge(state: State, cap: int) -> str | None:
    """:func:`exhaustive`, trying only the game's safe move where there is one, else the moves its
    ``worth_trying`` keeps, and searching nothing below a position its ``hopeless`` claims lost: the
    game's solver knowledge checked on its own against the plain search."""
    knowledge = knowledge_for(state.game)

    def moves(s: State) -> list[Move]:
        legal = s.legal_moves()
        safe = knowledge.safe_move(s, legal)
        return [safe] if safe is not None else knowledge.worth_trying(s, legal)
    return exhaustive(state, cap, moves=moves, hopeless=knowledge.hopeless)


def knowledge_agrees_on_small_deals(game: Game, lost: Iterable[int], won: Iterable[int], cap: int = 20_000) -> None:
    """On small deals of ``game`` whose verdicts are known, lost and won, the plain exhaustive search,
    the same search with the game's solver knowledge (:func:`exhaustive_with_knowledge`) and the
    solver agree, and the solver's wins replay: the knowledge loses no win."""
    from patience.solver import solve

    for deal, truth in [*((d, "lost") for d in lost), *((d, "won") for d in won)]:
        start = State(game, deal)
        assert exhaustive(start, cap) == truth, f"{game.slug} deal {deal}"
        assert exhaustive_with_knowledge(start, cap) == truth, f"{game.slug} deal {deal}"
        result = solve(game, deal, max_nodes=50_000, seconds=None)
        assert result.status == truth, f"{game.slug} deal {deal}"
        if truth == "won":
            replay = start.clone()
            for move in result.moves:
                replay.apply(move)
            assert replay.is_won()


class Playout(NamedTuple):
    """One position of a random game: its deal, how many moves were made, the state (the one played
    on: clone it to keep it), its legal moves and the random generator the moves are drawn from."""

    deal: int
    step: int
    state: State
    legal: list[Move]
    rng: random.Random


Choose = Callable[[State, list[Move], random.Random], Move]


def random_play(game: Game, deals: Iterable[int], steps: int = 300, choose: Choose | None = None) -> Iterator[Playout]:
    """Each deal played from its start by random legal moves, the generator seeded by the deal: every
    position before a move is yielded, until the game is won, no move is legal or ``steps`` moves
    are made. The move is ``choose(state, legal, rng)``, by default any legal move alike; it is
    drawn after the loop's body has run, so the body may look at the position, or draw from the
    same generator, first."""
    for deal in deals:
        rng = random.Random(deal)
        state = State(game, deal)
        for step in range(steps):
            legal = state.legal_moves()
            if not legal or state.is_won():
                break
            yield Playout(deal, step, state, legal, rng)
            state.apply(choose(state, legal, rng) if choose is not None else rng.choice(legal), check=False)


def child_keys(state: State) -> set[bytes]:
    """The game's solver keys (``Knowledge.key``) of the positions one legal move from ``state``: two
    positions with equal keys must have these equal too. ``state`` is left as it was."""
    key = knowledge_for(state.game).key
    keys = set()
    for m in state.legal_moves():
        state.apply(m, check=False)
        keys.add(key(state))
        state.undo()
    return keys


def find_win(state: State, max_nodes: int = 200_000) -> list[Move] | None:
    """A winning line from ``state`` by depth-first search with a visited set, or None.

    Iterative (deep games exceed Python's recursion limit). Only for tests and
    fixtures: the real solver is ``patience.solve``. ``state`` is left as it was."""
    seen: set[object] = {state.key()}
    start = len(state.history)
    stack: list[list[Move]] = [state.legal_moves()[::-1]]
    nodes = 0
    while stack:
        if state.is_won():
            line = state.moves[start:]
            while len(state.history) > start:
                state.undo()
            return line
        if not stack[-1] or nodes >= max_nodes:
            stack.pop()
            if len(state.history) > start:
                state.undo()
            if nodes >= max_nodes:
                while len(state.history) > start:
                    state.undo()
                return None
            continue
        move = stack[-1].pop()
        state.apply(move, check=False)
        key = state.key()
        if key in seen:
            state.undo()
            continue
        seen.add(key)
        nodes += 1
        stack.append(state.legal_moves()[::-1])
    return None


def cards(text: str) -> tuple[Card, ...]:
    """Cards in the notation, e.g. ``"AH 2H"``, as the engine holds them."""
    return tuple(parse_card(t) for t in text.split())


def fillers(piles: dict[str, str], count: int) -> list[str]:
    """``count`` cards for the piles a test leaves out, one each, that nothing in the test can be
    married to, go up, or take: so that no space opens by chance. Kings first, then lower; never a
    card next above or below (in its suit) a card of the test or another filler, and no more than
    two packs hold."""
    used = [parse_card(t) for text in piles.values() for t in text.split()]
    chosen: list[Card] = []
    for rank in range(13, 2, -1):
        for suit in range(4):
            card = make_card(rank, suit)
            near = [c for c in used + chosen if c & 3 == suit and abs((c >> 2) - rank) == 1]
            if not near and (used + chosen).count(card) < 2 and len(chosen) < count:
                chosen.append(card)
    assert len(chosen) == count
    return [str(c) for c in chosen]


def shown(s: State, name: str) -> list[str]:
    """A pile's cards in the notation, bottom first."""
    return [str(c) for c in s.pile(name)]


def snapshot(s: State) -> tuple[object, ...]:
    """Everything a refused move must leave as it was."""
    return (list(s.piles), dict(s.counters), list(s.moves))


def refused(s: State, move: str, message: str) -> None:
    """The move is refused with a message naming the rule, and nothing changes."""
    import pytest

    from patience.moves import IllegalMove

    before = snapshot(s)
    with pytest.raises(IllegalMove, match=message):
        s.apply(move)
    assert snapshot(s) == before


def replay_win(slug: str, deal: int, line: str | list[str] | tuple[str, ...]) -> State:
    """Replay a recorded winning line move by move (a list, or one string of moves separated by spaces):
    each must be legal, none may come after the win, and the game must be won; the won game must save
    and load as it is."""
    import patience

    s = patience.new_game(slug, deal)
    for move in line.split(" ") if isinstance(line, str) else line:
        assert not s.is_won(), f"the game was already won before {move}"
        s.apply(move)
    assert s.is_won(), f"{slug} deal {deal}: the line ends before the game is won"
    assert patience.from_dict(s.to_dict()) == s
    return s


def with_knowledge(game: Game, **words: Any) -> Game:
    """The game searched with its solver knowledge's words changed (``early_beams=()``, ...), the
    rest of its knowledge as it is: for a test that measures what one word does."""
    own = type(knowledge_for(game))
    return searched_with(game, type(f"{own.__name__}Changed", (own,), words)())


def form_agrees_with_the_engine(state: State, seen: Counter[str]) -> None:
    """The game's compact form for the solver's beams (``Knowledge.beam_form``) of ``state`` lists the
    moves the solver tries from it (``_Plan.lister``: a safe move alone, else less what
    ``worth_trying`` drops), in the same order, and each child has the form, key, evaluation by each
    ordering the form values (``ordered_by``), won state and hopelessness the engine gives it.
    ``seen`` counts the children hopeless and alive, and the moves by kind."""
    from patience.solver import search as solver

    hooks = knowledge_for(state.game)
    plan, form = solver._plan(state.game), hooks.beam_form
    ordered = [(other, other.beam_form) for other in plan.others if other.beam_form is not None]
    start = form.start(state)
    assert start is not None and form.key(start) == hooks.key(state)
    children = form.children(start)
    assert [move for move, _ in children] == solver._moves_to_try(state, plan, plan.lister(state)())
    for _, other_form in ordered:
        assert other_form.children(other_form.start(state)) == children
    for move, child in children:
        state.apply(move, check=False)
        assert form.start(state) == child
        assert form.key(child) == hooks.key(state)
        assert form.value(child) == plan.evaluate(state)
        for other, other_form in ordered:
            assert other_form.value(child) == other.evaluate(state)
        assert form.is_won(child) == state.is_won()
        assert form.hopeless(child) == hooks.hopeless(state)
        seen["hopeless" if hooks.hopeless(state) else "alive"] += 1
        seen[move.kind] += 1
        state.undo()
