"""A book game with a word changed (patience.change): its own rules, name, board and search."""

from __future__ import annotations

import pytest

import patience
from patience import parse_move
from patience.book.making import harder_or_easier
from patience.solver.games import knowledge_for
from patience.solver.knowledge import Knowledge
from patience.view.board import Board


def test_a_changed_word_makes_a_game_named_by_its_change() -> None:
    down = patience.change("fortress", build="down-in-suit")
    assert down.slug == "fortress~build=down-in-suit" and down.title == "FORTRESS (build down-in-suit)"
    assert patience.game(down.slug) == down  # made again from its name alone
    # dealt as the book's game, so that the two compare deal by deal
    assert patience.new_game(down.slug, 7).piles == patience.new_game("fortress", 7).piles
    assert patience.game("fortress").groups[0].build.value == "marriage"  # the book's game is untouched
    from patience.book.catalogue import heading
    assert heading(down.slug) == "Fortress (build down-in-suit)"


def test_building_down_in_suit_refuses_a_marriage_upward_in_the_rule_s_words() -> None:
    move = parse_move("L1>L5")
    assert patience.new_game("fortress", 1).problem(move) is None
    changed = patience.new_game("fortress~build=down-in-suit", 1)
    assert changed.problem(move) == ("marriages are made in descending line: only the next lower card of "
                                     "the same suit goes on a card")
    assert move not in changed.legal_moves()


def _redeals_made(slug: str) -> int:
    """Deal 1 played by taking up the tableau whenever nothing goes up: how many re-deals it allows."""
    s = patience.new_game(slug, 1)
    made = 0
    while True:
        up = [m for m in s.legal_moves() if m.args and m.args[-1].startswith("F")]
        if up:
            s.apply(up[0])
        elif s.problem(parse_move("redeal")) is None:
            s.apply("redeal")
            made += 1
        else:
            return made


def test_one_re_deal_more_is_one_more_taking_up() -> None:
    assert _redeals_made("la-belle-lucie") == 2
    assert _redeals_made("la-belle-lucie~redeals=3") == 3


@pytest.mark.parametrize(("slug", "words", "message"), [
    ("fortress", {"redeals": 1}, "FORTRESS: the book gives it no counted re-deal"),
    ("nestor", {"build": "down"}, "NESTOR: no pile builds by a word of the vocabulary"),
    ("fortress", {"build": "sideways"}, "a build word is one of marriage, down, down-in-suit"),
    ("la-belle-lucie", {"redeals": -1}, "re-deals are counted by a whole number from 0 up"),
    ("fortress", {}, "name a word to change: build or redeals"),
])
def test_a_word_the_game_does_not_have_is_refused_with_the_reason(slug: str, words: dict, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        patience.change(slug, **words)


def test_a_changed_name_that_is_not_written_word_equals_value_is_refused() -> None:
    with pytest.raises(ValueError, match="a change is written word=value"):
        patience.game("fortress~colour=red")
    with pytest.raises(ValueError, match="a whole number"):
        patience.game("la-belle-lucie~redeals=three")


def test_the_solver_searches_a_changed_game_by_its_defaults_and_the_board_plays_it() -> None:
    known = knowledge_for(patience.game("fortress"))
    assert type(known) is not Knowledge  # Fortress's safe moves and dead ends, proved for its rules
    assert type(knowledge_for(patience.game("fortress~build=down-in-suit"))) is Knowledge
    board = Board("fortress~build=down-in-suit", 1)
    board.make("L1>L5")
    assert "descending line" in board.message and board.state.moves == []
    state = patience.from_dict({"game": "la-belle-lucie~redeals=3", "deal": 4, "moves": []})
    assert state.game.redeals == 3


def test_the_solver_says_which_way_the_change_went() -> None:
    html = str(harder_or_easier("fortress~build=down-in-suit", deals=5, seconds=2, progress=False))
    assert "<strong>harder</strong>" in html and "FORTRESS (build down-in-suit)" in html
    with pytest.raises(ValueError, match="is a book game"):
        harder_or_easier("fortress")
