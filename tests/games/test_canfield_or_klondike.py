"""Canfield or Klondike (No. 46), tested from the 1914 text, rule by rule and paragraph by paragraph."""

from __future__ import annotations

from dataclasses import replace

import pytest
from support import knowledge_agrees_on_small_deals, refused, replay_win, shown

import patience
from patience.cards import packs
from patience.deals import shuffled
from patience.rules import DEFAULT_RULES, DealStep, Game, Role
from patience.solver import solve, tiny
from patience.solver.games import knowledge_for
from patience.state import State
from patience.view.board import Board

SLUG = "canfield-or-klondike"
ROWS = tuple(f"R{k}" for k in range(1, 8))
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
# Deal 7, won by the solver (its line, shortened), replayed move by move.
WINNING_DEAL = 7
WINNING_LINE = (
    "R4>R5 R1>R2 R2@2>R1 R2>R1 deal deal T>F1 deal deal deal deal deal T>R1 deal T>R1 R5@5>R1 T>R5 deal "
    "T>R3 R4>R3 T>R2 deal deal T>R2 R7>R2 R4>R7 R7@6>R6 R7>R2 R6@6>R2 R4>R1 deal deal deal T>R7 deal deal "
    "T>F2 deal deal T>F1 R6>F1 R6>R1 T>R4 R6>R4 R6>R2 R5>F4 R5>F2 R3>F2 T>R2 T>R1 deal deal T>F3 R5>F3 "
    "R1>F3 R3>F3 R5>F4 R1>F2 R1>F3 deal T>F1 R3>F1 R1>F1 R7@4>R1 R7>F4 R2>F4 R1>F4 R2>F2 R1>F2 R2>F3 "
    "R1>F3 R3>F3 R2>F2 R7>F1 T>R1 T>F4 R1>F4 R1>F2 R2>F4 R2>F2 T>F1 R1>F3 R7>F4 T>F3 R4>F3 R5>F3 R2>F4 "
    "deal T>F1 R1>F1 R2>F1 R1>F4 R1>F1 R2>F4 deal deal T>F2 T>F2 R4>F2"
)


def arrange(piles: dict[str, str], counters: dict[str, int] | None = None) -> State:
    return patience.arrange(SLUG, piles, counters)


def up_to(suit: str, last: str) -> str:
    """A foundation from its ace up to ``last`` (a rank) of ``suit``."""
    return " ".join(f"{r}{suit}" for r in RANKS[: RANKS.index(last) + 1])


def by_the_text(deal: int) -> dict[str, list[tuple[str, bool]]]:
    """The layout of a deal as the text lays it, each row's cards (and whether face down) bottom
    first: "the first is turned face up and laid on the table. To the right of this card, but face
    down, are placed six more cards in a row. Immediately below the left-hand card of this row that is
    face down another card is placed face up, and five to the right of it face down ..."."""
    pack = iter(shuffled(packs(1), SLUG, deal)[::-1])  # the first card dealt first
    rows: dict[str, list[tuple[str, bool]]] = {name: [] for name in ROWS}
    for k in range(7):
        rows[ROWS[k]].append((str(next(pack)), False))
        for name in ROWS[k + 1:]:
            rows[name].append((str(next(pack)), True))
    return rows


def laid(s: State, name: str) -> list[tuple[str, bool]]:
    return list(zip(shown(s, name), s.hidden_cards(s.index(name))))


# --- the layout ------------------------------------------------------------------------------------

def test_the_layout_is_dealt_row_by_row_as_the_text_lays_it() -> None:
    """'... and so on until there are seven cards face up and twenty-eight in the layout.' Each vertical
    row is one pile (note canfield-or-klondike-1): the first holds one card, the last seven, each with its
    last card face up; the rest of the pack is the stock."""
    compared = 0
    for deal in range(20):
        text = by_the_text(deal)
        if any(cards[-1][0].startswith("A") for cards in text.values()):
            continue  # an ace showing is picked out at once: below
        s = patience.new_game(SLUG, deal)
        assert {name: laid(s, name) for name in ROWS} == text
        assert [len(s.pile(name)) for name in ROWS] == [1, 2, 3, 4, 5, 6, 7]
        assert sum(not down for name in ROWS for _, down in laid(s, name)) == 7
        assert len(s.pile("P")) == 24 and not s.pile("T")
        assert all(not s.pile(f) for f in ("F1", "F2", "F3", "F4"))
        compared += 1
    assert compared >= 5


def test_the_cards_face_down_are_hidden_from_the_player() -> None:
    s = patience.new_game(SLUG, 1)
    view = s.view()
    assert view["R7"][:6] == [None] * 6 and view["R7"][6] == "QH"
    assert set(view["P"]) == {None}
    assert "##" in str(s)


def test_an_ace_showing_in_the_deal_is_picked_out_and_the_card_beneath_turned_up() -> None:
    """'Any aces showing are picked out and placed by themselves above the layout for foundations' (note
    canfield-or-klondike-2); 'the moment any card in the layout is uncovered ... the next card in that
    vertical row is turned face up'. Deal 0 shows the ace of diamonds at the foot of the fourth row."""
    text = by_the_text(0)
    assert text["R4"][-1] == ("AD", False)
    s = patience.new_game(SLUG, 0)
    assert shown(s, "F1") == ["AD"]
    assert laid(s, "R4") == [(card, True) for card, _ in text["R4"][:2]] + [(text["R4"][2][0], False)]
    assert sum(len(s.pile(name)) for name in ROWS) + 1 == 28
    # Deal 5 shows the ace of hearts as the first row's only card: the row is a space from the start.
    s = patience.new_game(SLUG, 5)
    assert shown(s, "F1") == ["AH"] and s.pile("R1") == ()


def test_the_layout_is_set_out_as_the_picture_shows_it() -> None:
    """The picture: seven rows from left to right, the foundations' four places above the four right-hand
    rows (note canfield-or-klondike-1); the stock and its cards, not pictured, above the left-hand rows."""
    game = patience.game(SLUG)
    piles = {p.name: p for g in game.groups for p in g.piles}
    rows = [piles[name] for name in ROWS]
    assert len({p.y for p in rows}) == 1 and [p.x for p in rows] == sorted(p.x for p in rows)
    assert all(p.fan == "down" for p in rows)
    places = [piles[f"F{k}"] for k in range(1, 5)]
    assert [p.x for p in places] == [p.x for p in rows[3:]]
    assert all(p.y < rows[0].y for p in places)
    assert (piles["P"].x, piles["T"].x) == (rows[0].x, rows[1].x) and piles["P"].y < rows[0].y


# --- the foundations --------------------------------------------------------------------------------

def test_an_ace_uncovered_in_play_goes_up_at_once() -> None:
    """'Any aces showing are picked out' (note canfield-or-klondike-2): an ace turned up when uncovered
    goes at once to the leftmost empty place, and the card beneath it is turned up in turn."""
    s = arrange({"R1": "9D AH 8S", "R2": "9H", "F1": "AS"}, counters={"down R1": 0b11})
    s.apply("R1>R2")
    assert shown(s, "F2") == ["AH"] and laid(s, "R1") == [("9D", False)]
    s.undo()
    assert laid(s, "R1") == [("9D", True), ("AH", True), ("8S", False)] and not s.pile("F2")


def test_an_ace_turned_from_the_stock_goes_up_at_once() -> None:
    s = arrange({"R1": "KS", "P": "5D AC"})
    s.apply("deal")
    assert shown(s, "F1") == ["AC"] and not s.pile("T")
    s.apply("deal")
    assert shown(s, "T") == ["5D"]


def test_the_aces_are_built_on_in_sequence_and_suit_up_to_kings() -> None:
    """'These aces are built on in sequence and suit up to kings': any ace to any place, which then
    follows its suit (note canfield-or-klondike-2)."""
    s = arrange({"F1": "AH", "F2": "AS 2S", "R1": "2D", "R2": "3H", "R3": "2H", "R4": "3S"})
    refused(s, "R1>F1", "These aces are built on in sequence and suit up to kings")
    refused(s, "R2>F1", "These aces are built on in sequence and suit up to kings")
    refused(s, "R1>F3", "Any aces showing are picked out and placed by themselves above the layout")
    s.apply("R3>F1")
    s.apply("R2>F1")
    s.apply("R4>F2")
    assert shown(s, "F1") == ["AH", "2H", "3H"] and shown(s, "F2") == ["AS", "2S", "3S"]


def test_the_foundations_keep_their_cards() -> None:
    s = arrange({"F1": "AH 2H", "R1": "3S"})
    refused(s, "F1>R1", "cards on the foundations stay there")


# --- the layout in play -------------------------------------------------------------------------------

def test_a_card_uncovered_is_turned_face_up() -> None:
    """'The moment any card in the layout is uncovered by playing away the bottom of the row, the next card
    in that vertical row is turned face up.'"""
    s = arrange({"R1": "5S 9C 8H", "R2": "9S", "R3": "10D"}, counters={"down R1": 0b11})
    refused(s, "R1@2>R3", "that card lies face down")
    s.apply("R1>R2")  # the eight of hearts on the nine of spades uncovers the nine of clubs
    assert laid(s, "R1") == [("5S", True), ("9C", False)]
    s.apply("R1>R3")  # the nine of clubs, now face up, on the ten of diamonds; the five is turned
    assert laid(s, "R1") == [("5S", False)]


def test_the_rows_are_built_upon_in_descending_sequence_of_alternate_colours() -> None:
    """'Cards in the layout are built upon in descending sequence--K, Q, J, down to 4, 3, 2--and must
    alternate in color; red on black, black on red.'"""
    s = arrange({"R1": "8S", "R2": "7H", "R3": "7C", "R4": "6D", "R5": "9H", "R6": "6C"})
    for move in ("R3>R1", "R4>R1", "R1>R2", "R2>R5"):  # black on black, not the next lower, up, red on red
        refused(s, move, "descending sequence.*must alternate in color")
    s.apply("R2>R1")  # red on black
    s.apply("R6>R1")  # black on red
    s.apply("R1@1>R5")  # the three together on the red nine
    assert shown(s, "R5") == ["9H", "8S", "7H", "6C"]


def test_nothing_goes_on_a_two() -> None:
    """'... down to 4, 3, 2': the rows end at the two (note canfield-or-klondike-2)."""
    s = arrange({"R1": "2S", "R2": "AH", "R3": "3D"})
    refused(s, "R2>R1", "down to 4, 3, 2.*nothing goes on a two")
    s.apply("R1>R3")  # the black two on the red three
    assert shown(s, "R3") == ["3D", "2S"]


def test_all_the_cards_at_the_bottom_of_a_row_move_together() -> None:
    """'If there be more than one card at the bottom of a row, all must be moved together or not at all'
    (note canfield-or-klondike-3): the run goes where its highest card could go."""
    s = arrange({"R1": "2S 9C 8H 7S", "R2": "10D", "R3": "3H 8D", "R4": ""},
                counters={"down R1": 0b1, "down R3": 0b1})
    s.apply("R1@2>R2")
    assert shown(s, "R2") == ["10D", "9C", "8H", "7S"] and laid(s, "R1") == [("2S", False)]


def test_part_of_a_run_or_its_bottom_card_alone_is_refused() -> None:
    s = arrange({"R1": "2S 9C 8H 7S", "R2": "9D", "R3": "3H 8D", "R4": "", "R5": "9S"},
                counters={"down R1": 0b1, "down R3": 0b1})
    refused(s, "R1>R3", "all must be moved together or not at all")  # the seven alone
    refused(s, "R1@3>R5", "all must be moved together or not at all")  # the eight and seven
    refused(s, "R1@2>R2", "descending sequence")  # the whole run, but the nine may not go on a nine


def test_the_bottom_card_of_a_run_may_go_up_alone() -> None:
    """The foundations are built on a card at a time (note canfield-or-klondike-3): the bottom card of a
    row goes up even when other cards face up lie above it; a run never goes up whole."""
    s = arrange({"F1": up_to("S", "6"), "F2": up_to("H", "7"), "R1": "2C 9C 8H 7S"}, counters={"down R1": 0b1})
    s.apply("R1>F1")
    refused(s, "R1@2>F2", "a card at a time")
    s.apply("R1>F2")
    assert shown(s, "R1") == ["2C", "9C"] and shown(s, "F2")[-1] == "8H"


def test_spaces_are_filled_with_kings_only() -> None:
    """'Spaces are filled with kings only': a king from a row, with the cards face up on it, or the king
    showing from the stock (note canfield-or-klondike-4); no other card."""
    s = arrange({"R1": "4D KS QH", "R2": "", "R3": "3C QD", "R4": "", "T": "KH", "P": "5C"},
                counters={"down R1": 0b1, "down R3": 0b1})
    refused(s, "R3>R2", "Spaces are filled with kings only")
    s.apply("deal")
    refused(s, "T>R2", "Spaces are filled with kings only")
    s.undo()
    s.apply("R1@2>R2")
    assert shown(s, "R2") == ["KS", "QH"] and laid(s, "R1") == [("4D", False)]
    s.apply("T>R4")
    assert shown(s, "R4") == ["KH"]


# --- the stock -----------------------------------------------------------------------------------------

def test_the_stock_is_run_through_one_card_at_a_time() -> None:
    """'The stock is run through one card at a time and any card showing can be used, either on the layout
    or foundations' (note canfield-or-klondike-4): the card showing is the last turned."""
    s = arrange({"R1": "9S", "F1": up_to("C", "4"), "P": "JH 5C 8D"})
    s.apply("deal")
    s.apply("T>R1")  # on the layout
    s.apply("deal")
    s.apply("T>F1")  # on the foundations
    s.apply("deal")
    assert shown(s, "R1") == ["9S", "8D"] and shown(s, "F1")[-1] == "5C" and shown(s, "T") == ["JH"]


def test_only_the_card_showing_can_be_used() -> None:
    s = arrange({"R1": "9S", "R2": "QC", "T": "8D JH"})
    refused(s, "T@1>R1", "the card showing from the stock can be used")
    s.apply("T>R2")
    s.apply("T>R1")


def test_when_the_pack_has_been_run_through_once_that_ends_it() -> None:
    s = arrange({"R1": "9S", "R2": "QC", "T": "3D 2H"})
    refused(s, "deal", "When the pack has been run through once that ends it")
    assert "redeal" not in {m.kind for m in s.legal_moves()}
    with pytest.raises(patience.IllegalMove):
        s.apply("redeal")


def test_the_game_is_over_when_nothing_can_be_played() -> None:
    s = arrange({"F1": "AS", "R1": "9S", "R2": "QC", "R3": "5D 4H", "T": "3D 2H"}, counters={"down R3": 0b1})
    assert not s.legal_moves() and s.is_over() and not s.is_won()


# --- the score and the win -----------------------------------------------------------------------------

def test_the_player_pays_52_counters_and_is_paid_5_for_every_card_up() -> None:
    """'The player pays 52 counters for the pack and he is paid 5 counters for every card he gets down in
    the top foundations' (note canfield-or-klondike-5)."""
    assert patience.new_game(SLUG, 1).score() == -52  # no ace showing: nothing up yet
    assert patience.new_game(SLUG, 0).score() == -47  # the ace of diamonds picked out in the deal
    s = arrange({"F1": up_to("H", "5"), "F2": up_to("S", "5"), "R1": "6H"})
    assert s.score() == 5 * 10 - 52
    s.apply("R1>F1")
    assert s.score() == 5 * 11 - 52
    assert Board(SLUG, state=s).status()["score"] == 3


def test_the_game_is_won_with_every_card_up() -> None:
    s = arrange({"F1": up_to("H", "K"), "F2": up_to("S", "K"), "F3": up_to("D", "K"), "F4": up_to("C", "Q"),
                 "R1": "KC"})
    assert not s.is_won()
    s.apply("R1>F4")
    assert s.is_won() and s.is_over() and s.score() == 208


def test_a_real_deal_is_won() -> None:
    s = replay_win(SLUG, WINNING_DEAL, WINNING_LINE)
    assert s.score() == 5 * 52 - 52


# --- the board -------------------------------------------------------------------------------------------

def test_a_run_is_moved_on_the_board_by_clicking_its_highest_card_then_the_row() -> None:
    s = arrange({"R1": "2S 9C 8H 7S", "R2": "10D", "R3": "3H 8D"}, counters={"down R1": 0b1, "down R3": 0b1})
    board = Board(SLUG, state=s)
    board.click("R1", 1)
    assert "R2" in board.targets()
    board.click("R2")
    assert str(s.moves[-1]) == "R1@2>R2" and shown(s, "R2") == ["10D", "9C", "8H", "7S"]


def test_every_rule_worded_is_a_rule_of_the_engine() -> None:
    game = patience.game(SLUG)
    assert set(game.rules) <= set(DEFAULT_RULES)
    assert game.alternative_names == ("Canfield", "Klondike")


# --- what the solver knows ---------------------------------------------------------------------------------

def small(ranks: tuple[int, ...]) -> Game:
    """A small deck on four rows dealt as the text deals seven: row by row, the first card of each face up
    and the rest face down (``tiny`` alone would deal every card face up)."""
    rows = ROWS[:4]
    game = tiny(patience.game(SLUG), ranks, rows)
    steps: list[DealStep] = []
    for k in range(len(rows)):
        steps.append(DealStep((rows[k],)))
        if k < len(rows) - 1:
            steps.append(DealStep(rows[k + 1:], face_down=True))
    return replace(game, opening=tuple(steps))


def test_the_solver_knowledge_agrees_with_a_plain_search_on_small_decks() -> None:
    """The safe move up and the key that sorts rows and places (``patience.solver.games.
    canfield_or_klondike``, with their proofs) change no verdict: the plain exhaustive search, the same
    with the safe move, and the solver agree on small decks, and the solver's wins replay."""
    game = small((1, 2, 3, 4, 13))
    assert any(step.face_down for step in game.opening)
    knowledge_agrees_on_small_deals(game, lost=(1, 3, 8, 10), won=(0, 5, 6, 7))
    knowledge_agrees_on_small_deals(small((1, 2, 3, 4, 5, 6, 13)), lost=(1, 4, 11), won=(3, 8))


def test_the_key_sorts_the_rows_with_their_cards_face_down_and_the_places() -> None:
    key = knowledge_for(patience.game(SLUG)).key
    a = arrange({"R1": "5S 9C", "R2": "10D", "F1": "AH", "F2": "AS"}, counters={"down R1": 0b1})
    b = arrange({"R3": "5S 9C", "R6": "10D", "F3": "AH", "F1": "AS"}, counters={"down R3": 0b1})
    c = arrange({"R1": "5S 9C", "R2": "10D", "F1": "AH", "F2": "AS"})  # the five face up
    assert key(a) == key(b) != key(c)


def test_the_safe_move_up_is_a_two_or_a_card_whose_lower_cards_of_the_other_colour_are_up() -> None:
    knowledge = knowledge_for(patience.game(SLUG))
    s = arrange({"F1": "AH", "F2": "AS 2S", "F3": "AD", "R1": "2H", "R2": "3S", "R3": "KC"})
    assert str(knowledge.safe_move(s, s.legal_moves())) == "R1>F1"  # a two
    s.apply("R1>F1")
    assert knowledge.safe_move(s, s.legal_moves()) is None  # the three of spades: the red twos are not both up
    s = arrange({"F1": "AH 2H", "F2": "AS 2S", "F3": "AD 2D", "R1": "3S"})
    assert str(knowledge.safe_move(s, s.legal_moves())) == "R1>F2"


def test_the_solver_finds_a_deal_lost() -> None:
    """Thoughtful play (the solver knows the cards face down): deal 3 cannot be won."""
    assert solve(SLUG, 3, max_nodes=20_000, seconds=None).status == "lost"


def test_the_rows_are_the_only_tableau() -> None:
    game = patience.game(SLUG)
    assert [g.name for g in game.groups if g.role is Role.TABLEAU] == ["rows"]


def test_the_page_says_the_solver_and_the_hint_know_the_cards_face_down() -> None:
    """The page's board and findings (``book/games/46-canfield-or-klondike.md``): the hint and the figures
    come from a solver that knows every card, and the figures are the edition's own."""
    from pathlib import Path

    page = (Path(__file__).parents[2] / "book" / "games" / "46-canfield-or-klondike.md").read_text(encoding="utf-8")
    board = page[page.index("## The board"):page.index("## What the solver finds")]
    findings = page[page.index("## What the solver finds"):page.index("## Editorial notes")]
    assert 'play("canfield-or-klondike", deal=1)' in board and "hint" in board and "face down" in board
    assert 'solver_findings("canfield-or-klondike")' in findings and '"thoughtful"' in findings
    assert "face down" in findings and "%" not in findings  # its own figures, from the data: none quoted
