"""The board driven from Python, for every game: intents in (clicks, buttons), state out (traits)."""

from __future__ import annotations

import random

import pytest

import patience
from patience.view.board import Board
from patience.moves import MOVE, Move
from patience.view.widget import BoardWidget

GAMES = [g.slug for g in patience.games(variants=True)]


def click_move(board: Board, move: Move) -> None:
    """Make ``move`` the way a player does: click its piles in order, or press its button."""
    if not move.args:
        board.press(move.kind)
        return
    for arg in move.args:
        name, _, depth = arg.partition("@")
        board.click(name, int(depth) - 1 if depth else None)
    if board.choices:
        board.press(move.kind)


@pytest.mark.parametrize("slug", GAMES)
def test_every_legal_move_can_be_made_by_clicks_or_buttons(slug: str) -> None:
    rng = random.Random(7)
    board = Board(slug, 2)
    for _ in range(40):
        legal = board.state.legal_moves()
        if not legal:
            break
        move = rng.choice(legal)
        before = len(board.state.history)
        click_move(board, move)
        assert board.state.moves[before:] == [move], f"{move}: {board.message}"
        assert board.message == "" and board.selection == []


@pytest.mark.parametrize("slug", GAMES)
def test_an_illegal_try_leaves_the_board_and_names_the_rule(slug: str) -> None:
    board = Board(slug, 3)
    state = board.state
    legal = set(state.legal_moves())
    names = state.table.names
    tries = [(a, b) for a in names for b in names if a != b and state.piles[state.table.index[a]]
             and Move(MOVE, (a, b)) not in legal and not any(m.args[:2] == (a, b) for m in legal)]
    assert tries, "some card move must be illegal at the deal"
    a, b = tries[0]
    record = board.view()["record"]
    board.click(a)
    board.click(b)
    assert board.view()["record"] == record
    why = state.problem(Move(MOVE, (a, b)))
    assert why is not None and board.message == why
    assert board.selection == []


@pytest.mark.parametrize("slug", GAMES)
def test_buttons_undo_redo_restart_new_deal_and_status(slug: str) -> None:
    board = Board(slug, 4)
    legal = board.state.legal_moves()
    if not legal:
        pytest.fail(f"deal 4 of {slug} has no move at all")
    click_move(board, legal[0])
    assert board.status()["moves"] == 1 and board.status()["can_undo"]
    board.press("undo")
    assert board.status()["moves"] == 0 and board.status()["can_redo"]
    board.press("redo")
    assert board.state.moves == [legal[0]]
    board.press("restart")
    assert board.state.moves == [] and board.status()["can_redo"]
    board.new_deal(9)
    assert board.state.deal == 9 and board.state.moves == []
    line = board.status_line()
    assert "on the foundations" in line and "move" in line
    board.press("no-such-button")
    assert "cannot be done now" in board.message


def test_the_status_counts_re_deals_down_only_where_the_text_numbers_them() -> None:
    """The Fourteenth has none, La Belle Lucie two ("2 re-deals left"); the Zodiac's talon is re-dealt
    "as often as required", and the line says so rather than the bound the engine keeps."""
    assert "re-deal" not in Board("fourteenth", 1).status_line()
    assert "2 re-deals left" in Board("la-belle-lucie", 1).status_line()
    line = Board("zodiac", 1).status_line()
    assert "re-deals as often as required" in line and "left" not in line


@pytest.mark.parametrize("slug", GAMES)
def test_autoplay_plays_only_to_the_foundations(slug: str) -> None:
    board = Board(slug, 5)
    before = board.status()["foundations"]
    played = board.autoplay()
    after = board.status()["foundations"]
    assert after >= before
    if played:
        assert after > before or slug in ("fourteenth",)
    assert not any(board._plays(m) for m in board.state.legal_moves()) or played == 500


def test_the_fortress_click_story() -> None:
    """Click the ace of clubs, then a place for it (any of the four: "space in the centre for four
    aces"); then try a covered card (Rule I)."""
    board = Board("fortress", 7)
    board.click("R4", 4)
    assert board.targets() == ["F1", "F2", "F3", "F4"]
    board.click("F3")
    assert [str(c) for c in board.state.pile("F3")] == ["AC"]
    board.click("L1", 0)
    assert board.message.startswith("Rule I: only the outside cards of each group are available")
    board.click("L1")
    board.click("L1")  # a second click lets go
    assert board.selection == []


@pytest.mark.parametrize("slug", GAMES)
def test_the_widget_mirrors_the_board_in_traits(slug: str) -> None:
    widget = BoardWidget(slug, 1)
    assert widget.game == slug and "<svg" in widget.svg and widget.record["moves"] == []
    move = widget.board.state.legal_moves()[0]
    if move.args:
        for arg in move.args:
            name, _, depth = arg.partition("@")
            widget.handle({"intent": "click", "pile": name, "index": int(depth) - 1 if depth else None})
        if widget.board.choices:
            widget.handle({"intent": "press", "button": move.kind})
    else:
        widget.handle({"intent": "press", "button": move.kind})
    assert widget.record["moves"] == [str(move)]
    rebuilt = patience.from_dict(widget.record)
    assert rebuilt == widget.board.state  # the traits are enough to recreate the board
    widget.handle({"intent": "new_deal", "deal": -3})
    assert "whole number" in widget.message
    widget.handle({"intent": "click", "pile": "NOPE"})
    assert "no pile" in widget.message
    widget.handle({"intent": "move", "text": "nonsense>>"})
    assert widget.message and widget.record["moves"] == [str(move)]


def test_hint_and_show_me_follow_a_winning_line() -> None:
    """Near the end of Fortress the solver finds the win: the hint names its first move, and
    "Show me" plays it move by move until the game is won; a player's own move restarts the search."""
    full = {f"F{k + 1}": " ".join(f"{r}{s}" for r in ("A", 2, 3, 4, 5, 6, 7, 8, 9, 10, "J"))
            for k, s in enumerate("SHCD")}
    state = patience.arrange("fortress", {**full, "L1": "KS QS", "R5": "KH QH", "L2": "QC KC", "R1": "QD KD"})
    board = Board("fortress", state=state)
    board.press("hint")
    assert board.message.startswith("hint: ") and "winning line" in board.message
    assert board.hinted in {str(m) for m in state.legal_moves()}
    board.press("showme")
    assert board.message.startswith("show me: move 1 of ")
    for _ in range(20):
        if state.is_won():
            break
        board.press("showme")
    assert state.is_won() and board.status()["outcome"] == "won"


def test_show_me_says_when_no_line_exists() -> None:
    state = patience.arrange("fortress", {"F1": "AS", "L1": "3S 2S"})  # the deuce is under the three
    board = Board("fortress", state=state)
    board.press("showme")
    assert board.message == "the solver proved that this position cannot be won"
    assert state.moves == []


def test_a_refill_that_waits_for_the_player_has_its_button() -> None:
    """Where vacancies wait for the player's ``refill`` (``Refill.BY_MOVE``), the board always shows the
    button, pressed only when a vacancy waits; pressing it refills, and the deal waits for it."""
    from dataclasses import replace

    from patience.rules import Refill
    from patience.state import State

    game = patience.game("red-and-black")
    volunteers = next(g for g in game.groups if g.name == "volunteers")
    by_move = replace(game, slug="red-and-black-refill-test", groups=tuple(
        replace(g, refill=Refill.BY_MOVE) if g is volunteers else g for g in game.groups))
    state = State(by_move, 3)
    board = Board("red-and-black", state=state)
    assert {"name": "refill", "label": "Refill", "enabled": False} in board.buttons()
    up = next(m for m in state.legal_moves() if m.kind == MOVE and m.args[0] in {p.name for p in volunteers.piles})
    board.state.apply(up)
    assert {"name": "refill", "label": "Refill", "enabled": True} in board.buttons()
    board.press("refill")
    assert board.state.moves[-1] == Move("refill")


# --- the board as a lesson ---------------------------------------------------------------

def test_a_position_s_link_carries_the_game_the_deal_and_the_moves() -> None:
    from patience.view.link import from_fragment, to_fragment

    board = Board("fortress~build=up-or-down", 1)
    made = []
    for _ in range(2):
        made.append(str(board.state.legal_moves()[0]))
        board.make(made[-1])
    link = board.view()["link"]
    assert link == f"#play=fortress~build=up-or-down/1/{made[0]},{made[1]}" and ">" in made[0]
    again = Board(from_fragment(link)["game"], from_fragment(link)["deal"])
    again.replay(from_fragment(link)["moves"])
    assert again.state.to_dict() == board.state.to_dict()
    spaced = {"game": "fourteenth", "deal": 3, "moves": ["pair T1 T5"]}
    assert from_fragment(to_fragment(spaced)) == spaced
    with pytest.raises(ValueError, match="names the game, the deal"):
        from_fragment("#play=fortress/seven/")
    with pytest.raises(ValueError, match="ends in #play="):
        from_fragment("#top")


def test_a_replayed_game_stops_at_a_move_that_cannot_be_made_and_says_why() -> None:
    board = Board("fortress", 1)
    board.replay(["L4>R2", "L1>L1"])
    assert board.state.moves and [str(m) for m in board.state.moves] == ["L4>R2"]
    assert board.message.startswith("move 2 of the 2 given, L1>L1, cannot be made: ")
    assert board.message.endswith("the board shows the position after move 1")


def test_choosing_a_card_announces_the_places_it_can_go() -> None:
    board = Board("fortress~build=up-or-down", 1)
    places = sorted({m.args[1] for m in board.state.legal_moves() if m.args[0] == "L1"})
    assert len(places) >= 2
    board.click("L1")
    assert board.message == f"chosen L1: it can go to {', '.join(places)}"
    board.click("L1")  # let go
    covered_free = next(p for p in ("L1", "L2", "L3", "R1", "R2", "R3", "R4", "R5")
                        if not any(m.args[:1] == (p,) for m in board.state.legal_moves()))
    board.click(covered_free)
    assert board.message == f"chosen {covered_free}: no move takes it now"


@pytest.mark.parametrize(("slug", "seconds", "why"), [
    ("fortress", 1.0, "Why: it leads to a win"),
    ("flower-garden", 0.0, "Why: it is safe: it can never spoil a game that can still be won"),
    ("fortress", 0.0, "This is a guess, by rule of thumb"),
])
def test_the_hint_says_why_its_move_is_good_or_that_it_only_guesses(slug: str, seconds: float, why: str) -> None:
    board = Board(slug, 1)
    assert why in board.hint(seconds=seconds)
