"""One conformance suite over every registered game: the state API keeps its promises.

Random playouts over many deals check that cards are conserved, every legal
move applies, a made-up illegal move is refused without change, undo restores
exactly, clones and JSON round trips are equal, and a finished game is won or
stuck. Hypothesis then searches for move sequences that break the same laws.
"""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import patience
from patience.cards import packs
from patience.moves import MOVE, IllegalMove, Move
from patience.solver.games import knowledge_for
from patience.state import State

GAMES = [g.slug for g in patience.games(variants=True)]
DEALS = range(12)
PLAYOUT_MOVES = 250


def full_pack(state: State) -> Counter[int]:
    return Counter(int(c) for c in packs(state.game.packs, state.game.piquet))


def snapshot(state: State) -> tuple[object, ...]:
    return (list(state.piles), dict(state.counters), list(state.moves))


def made_up_illegal_moves(state: State, legal: set[Move]) -> list[Move]:
    """Card moves between every pair of piles that the generator did not offer."""
    names = state.table.names
    return [Move(MOVE, (a, b)) for a in names for b in names if Move(MOVE, (a, b)) not in legal]


def check_invariants(state: State, rng: random.Random) -> None:
    assert Counter(int(c) for c in state.all_cards()) == full_pack(state), "cards were lost or duplicated"
    legal = state.legal_moves()
    assert len(set(legal)) == len(legal), "a legal move is listed twice"
    for move in legal:
        assert state.problem(move) is None, f"{move} is offered but refused: {state.problem(move)}"
        assert state.parse_move(str(move)) == move
    # The generator and the rule checker agree on every card move between two piles.
    offered = {m for m in legal if m.kind == MOVE}
    illegal = made_up_illegal_moves(state, set(legal))
    for move in illegal:
        assert state.problem(move) is not None, f"{move} is legal by the rules but not generated"
    for move in rng.sample(illegal, min(3, len(illegal))):
        before = snapshot(state)
        with pytest.raises(IllegalMove) as refused:
            state.apply(move)
        assert str(refused.value).strip(), "an illegal move needs a message naming the rule"
        assert snapshot(state) == before, f"refusing {move} changed the state"
    assert offered <= set(legal)
    # The solver's listing (``Knowledge.extra_moves_to_try``) leaves out only moves ``worth_trying`` drops anyway.
    knowledge = knowledge_for(state.game)
    to_try = state.moves_with(knowledge.extra_moves_to_try(state))
    assert set(to_try) <= set(legal)
    assert knowledge.worth_trying(state, list(to_try)) == knowledge.worth_trying(state, list(legal))


@pytest.mark.parametrize("slug", GAMES)
def test_random_playouts_keep_the_laws(slug: str) -> None:
    for deal in DEALS:
        rng = random.Random(deal)
        state = patience.new_game(slug, deal)
        for _ in range(PLAYOUT_MOVES):
            check_invariants(state, rng)
            legal = state.legal_moves()
            if not legal:
                break
            move = rng.choice(legal)
            before = snapshot(state)
            state.apply(move)
            assert state.moves[-1] == move
            state.undo()
            assert snapshot(state) == before, f"undo of {move} did not restore the state"
            state.redo()
            assert state.moves[-1] == move
        if not state.legal_moves():
            assert state.is_over()
        if state.is_over():
            assert state.is_won() or not state.legal_moves(), "a finished game is either won or stuck"
        clone = state.clone()
        assert clone == state and clone is not state
        restored = patience.from_dict(json.loads(json.dumps(state.to_dict())))
        assert restored == state, "the JSON round trip must rebuild the same game"


@pytest.mark.parametrize("slug", GAMES)
def test_deals_are_numbered_and_repeatable(slug: str) -> None:
    a, b = patience.new_game(slug, 3), patience.new_game(slug, 3)
    assert a.piles == b.piles
    assert patience.new_game(slug, 4).piles != a.piles


@pytest.mark.parametrize("slug", GAMES)
def test_clone_is_independent(slug: str) -> None:
    state = patience.new_game(slug, 1)
    clone = state.clone()
    moves = clone.legal_moves()
    if moves:
        clone.apply(moves[0])
        assert state.moves == [] and clone.moves == [moves[0]]


@pytest.mark.parametrize("slug", GAMES)
def test_game_description_carries_its_source(slug: str) -> None:
    game = patience.game(slug)
    book_slug = game.variant_of or slug  # a named variant carries its book game's source and notes
    entry = next(e for e in patience.BOOK if e.slug == book_slug)
    assert (game.number, game.title) == (entry.number, entry.title)
    assert game.packs in (1, 2, 4)
    assert all(note.startswith(f"{book_slug}-") for note in game.notes)


def test_registry_is_in_the_books_order() -> None:
    numbers = [g.number for g in patience.games()]
    assert numbers == sorted(numbers)
    assert len(numbers) >= 1


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(slug=st.sampled_from(GAMES), deal=st.integers(0, 10_000),
       choices=st.lists(st.integers(0, 10_000), max_size=60))
def test_any_move_sequence_undoes_to_the_deal(slug: str, deal: int, choices: list[int]) -> None:
    state = patience.new_game(slug, deal)
    opening = snapshot(state)
    for choice in choices:
        legal = state.legal_moves()
        if not legal:
            break
        state.apply(legal[choice % len(legal)])
        assert Counter(int(c) for c in state.all_cards()) == full_pack(state)
    replayed = patience.from_dict(state.to_dict())
    assert replayed == state
    state.restart()
    assert snapshot(state) == opening
