"""The shared rule vocabulary's words, each tried on a small game made for the test.

Each rule is read in one place: what ``legal_moves()`` lists is exactly what ``apply()`` accepts,
here on made-up games that use the words the book's games do not yet, and in the conformance
suite over every registered game.
"""

from __future__ import annotations

import random
from dataclasses import replace
from collections import Counter

import pytest

import patience
from patience.moves import MOVE, IllegalMove, Move, in_table_order
from patience.rules import (AsDealt, Build, DealStep, Dealing, Exchange, Foundation, Game, Group, Hooks, Match, Pairs, Pile, Redeal, Refill,
                            Role, Runs, Stock)
from patience.state import State
from patience.cards import parse_card as parse
from patience.text import board_text

SUITS = range(4)
FOUNDATIONS = Group("foundations", Role.FOUNDATION, tuple(Pile(f"F{k + 1}", k, 0) for k in range(4)),
                    foundations=tuple(Foundation(tuple(range(1, 14)), suit=s) for s in SUITS))
ROWS = tuple(Pile(f"T{k + 1}", k, 1) for k in range(4))


DEAL_ROWS = (DealStep(tuple(p.name for p in ROWS), each=13),)  # the whole pack onto the rows


def made_up(slug: str, *groups: Group, **words: object) -> Game:
    return Game(slug=slug, title=slug.upper(), number=0, packs=1, groups=(FOUNDATIONS, *groups), **words)  # type: ignore[arg-type]


def listed_exactly_when_accepted(state: State) -> None:
    legal = set(state.legal_moves())
    for a in state.table.names:
        for b in state.table.names:
            move = Move(MOVE, (a, b))
            assert (move in legal) == (state.problem(move) is None), f"{move}: listed {move in legal}"


def test_a_gather_without_a_stock_deals_the_cards_again_as_at_first() -> None:
    """``Redeal.GATHER`` in a game with no stock: the piles are taken up in order and dealt again
    by the opening deal, the first card taken up dealt first (until this was mended, every card
    went onto the last pile of the table)."""
    game = made_up("gather-test", Group("rows", Role.TABLEAU, ROWS),
                   opening=(DealStep(tuple(p.name for p in ROWS), each=13),),
                   redeal=Redeal.GATHER, redeals=1, redeal_piles=tuple(p.name for p in ROWS))
    s = State(game, 3)
    taken = [c for p in ROWS for c in s.pile(p.name)]
    assert "redeal" in {str(m) for m in s.legal_moves()}
    s.apply("redeal")
    assert all(not s.pile(f"F{k}") for k in range(1, 5))
    assert [len(s.pile(p.name)) for p in ROWS] == [13, 13, 13, 13]
    assert Counter(c for p in ROWS for c in s.pile(p.name)) == Counter(taken)
    # dealt one card a pile in turn (each=13 is thirteen cards together on each pile, as at first)
    assert list(s.pile("T1")) == taken[:13]
    with pytest.raises(IllegalMove, match="no re-deal left"):
        s.apply("redeal")


def test_a_talon_that_builds_is_listed_exactly_when_accepted() -> None:
    """A talon given a build word takes what the word says, listed and accepted alike (until this
    was mended, such a talon was listed as a target of every card and refused every one)."""
    game = made_up("talon-build-test", Group("rows", Role.TABLEAU, ROWS),
                   Group("talon", Role.TALON, (Pile("W", 5, 1),), build=Build.DOWN),
                   Group("stock", Role.STOCK, (Pile("P", 6, 1),)),
                   opening=(DealStep(tuple(p.name for p in ROWS)),), stock=Stock.TO_TALON)
    s = patience.state.State.arranged(game, {"T1": "5H", "T2": "4S", "W": "6C", "P": "KD"})
    assert Move(MOVE, ("T1", "W")) in s.legal_moves()
    listed_exactly_when_accepted(s)
    with pytest.raises(IllegalMove, match="descending sequence"):
        s.apply("T2>W")
    s.apply("T1>W")
    s.apply("T2>W")
    assert [str(c) for c in s.pile("W")] == ["6C", "5H", "4S"]


def test_gathered_cards_shuffled_are_the_same_cards_in_a_numbered_order() -> None:
    """``redeal_shuffled``: "the entire tableau may be taken up, shuffled and re-dealt": the same cards,
    dealt again by the opening steps, in an order fixed by the deal's number and the re-deal's."""
    game = made_up("shuffle-test", Group("rows", Role.TABLEAU, ROWS), opening=DEAL_ROWS,
                   redeal=Redeal.GATHER, redeals=2, redeal_piles=tuple(p.name for p in ROWS), redeal_shuffled=True)
    s, again = State(game, 5), State(game, 5)
    before = [list(s.pile(p.name)) for p in ROWS]
    s.apply("redeal")
    again.apply("redeal")
    after = [list(s.pile(p.name)) for p in ROWS]
    assert Counter(c for pile in after for c in pile) == Counter(c for pile in before for c in pile)
    assert [len(pile) for pile in after] == [13] * 4
    assert after != before and after == [list(again.pile(p.name)) for p in ROWS]
    s.apply("redeal")
    assert [list(s.pile(p.name)) for p in ROWS] != after  # the second shuffle is another one


def test_a_redeal_waits_until_no_card_can_be_played() -> None:
    """``redeal_when_nothing_to_play``: the re-deal is listed and accepted only once no available card can
    go up to a foundation; a marriage left does not hold it back."""
    game = made_up("nothing-to-play-test", Group("rows", Role.TABLEAU, ROWS, build=Build.DOWN), opening=DEAL_ROWS,
                   redeal=Redeal.GATHER, redeals=1, redeal_piles=tuple(p.name for p in ROWS),
                   redeal_when_nothing_to_play=True)
    s = State.arranged(game, {"T1": "5H AS", "T2": "9C", "T3": "10D"})
    assert "redeal" not in [str(m) for m in s.legal_moves()]
    with pytest.raises(IllegalMove, match="only when no available card can be played"):
        s.apply("redeal")
    assert s.pile("T1") and not s.history
    s.apply("T1>F1")
    assert [str(m) for m in s.legal_moves()] == ["T2>T3", "redeal"]
    s.apply("redeal")


def test_cards_go_up_as_they_are_dealt_and_the_next_takes_their_place() -> None:
    """``AsDealt.REPLACED`` (only aces, ``up_as_dealt_ranks``): an ace dealt goes up and the next card is
    laid in its place; a two dealt after it stays ("no other card can be played until the row is
    complete")."""
    game = made_up("replaced-test", Group("rows", Role.TABLEAU, ROWS), Group("stock", Role.STOCK, (Pile("P", 5, 1),)),
                   opening=(DealStep(tuple(p.name for p in ROWS)),), stock=Stock.ROUND,
                   round_piles=tuple(p.name for p in ROWS), up_as_dealt=AsDealt.REPLACED, up_as_dealt_ranks=(1,))
    s = State.arranged(game, {"P": "9D 8D 2S 7C AS AH 6C"})  # top card last: 6C, AH, AS, 7C, 2S, ...
    s.apply("deal")
    assert [str(c) for c in s.pile("F1")] == ["AS"] and [str(c) for c in s.pile("F2")] == ["AH"]
    assert [[str(c) for c in s.pile(p.name)] for p in ROWS] == [["6C"], ["7C"], ["2S"], ["8D"]]
    assert [str(c) for c in s.pile("P")] == ["9D"]


def test_cards_go_up_as_they_are_dealt_and_their_place_is_left() -> None:
    """``AsDealt.LEFT``: the Nation's count: a card that suits a foundation as it is dealt goes up and its
    number is not repeated, so the pile holds fewer cards; any suitable card, the next rank included."""
    game = made_up("left-test", Group("rows", Role.TABLEAU, ROWS), opening=DEAL_ROWS, up_as_dealt=AsDealt.LEFT)
    s = State(game, 0)
    s.piles = [() for _ in s.piles]
    s._deal_out([parse(c) for c in reversed("5D AS 2S 9H 3S KC".split())])  # dealt in this order
    assert [str(c) for c in s.pile("F1")] == ["AS", "2S", "3S"]
    assert [[str(c) for c in s.pile(p.name)] for p in ROWS] == [["5D", "9H", "KC"], [], [], []]


def _refilled_game(refill: Refill, rows_first: bool = False, depth: int = 3, deepens: bool = False) -> Game:
    stock = Group("stock", Role.STOCK, (Pile("P", 5, 1),))
    return made_up("refill-test", Group("rows", Role.TABLEAU, ROWS, refill_from=("stock",), depth=depth,
                                        deepens=deepens, refill=refill, refill_rows_first=rows_first), stock,
                   opening=(DealStep(tuple(p.name for p in ROWS)),), stock=Stock.ROUND,
                   round_piles=tuple(p.name for p in ROWS))


def test_piles_kept_to_a_depth_at_once() -> None:
    """``Group.depth`` with ``Refill.AT_ONCE``: after every move each pile is brought back to its depth
    from its sources, one card at a time, pile by pile."""
    s = State.arranged(_refilled_game(Refill.AT_ONCE), {"T1": "2S 3S AS", "T2": "9D 8D 7D", "T3": "5C 5C 5C",
                                                       "T4": "6C 6C 6C", "P": "KD QD JD"})
    s.apply("T1>F1")
    assert [str(c) for c in s.pile("T1")] == ["2S", "3S", "JD"]
    assert "refill" not in [str(m) for m in s.legal_moves()]


def test_piles_refilled_by_the_players_move_in_order() -> None:
    """``Refill.BY_MOVE``: a short pile waits for the move ``refill``, which tops up every short pile in
    order (pile by pile); the pack is not dealt on while one waits."""
    s = State.arranged(_refilled_game(Refill.BY_MOVE), {"T1": "3S 2S AS", "T2": "9D 8D 7D", "T3": "5C 5C 5C",
                                                       "T4": "6C 6C AH", "P": "KD QD JD 10D"})
    with pytest.raises(IllegalMove, match="no vacancy to refill"):
        s.apply("refill")
    s.apply("T1>F1")
    s.apply("T1>F1")
    s.apply("T4>F2")
    assert "refill" in [str(m) for m in s.legal_moves()] and "deal" not in [str(m) for m in s.legal_moves()]
    with pytest.raises(IllegalMove, match="refilled before the pack is dealt on"):
        s.apply("deal")
    assert len(s.pile("P")) == 4
    s.apply("refill")  # T1 first, both its cards, then T4
    assert [str(c) for c in s.pile("T1")] == ["3S", "10D", "JD"]
    assert [str(c) for c in s.pile("T4")] == ["6C", "6C", "QD"]
    assert "deal" in [str(m) for m in s.legal_moves()] and "refill" not in [str(m) for m in s.legal_moves()]
    s.undo()
    assert len(s.pile("T1")) == 1 and len(s.pile("P")) == 4


def test_a_refill_row_by_row_fills_the_highest_vacancy_first() -> None:
    """``refill_rows_first`` with ``deepens``: the depth is the rows dealt; the highest vacancy (the
    shortest pile) is refilled first, then the next row, left to right in each."""
    s = State.arranged(_refilled_game(Refill.BY_MOVE, rows_first=True, depth=1, deepens=True),
                       {"T1": "5C", "T2": "6C 6D 6H", "T3": "7C 7D 7H", "T4": "8C", "P": "KD QD JD 10D 9D"},
                       counters={"rounds": 2})
    assert s.depth_of(s.table.group_of[s.index("T1")]) == 3
    s.apply("refill")
    # row 2: T1 then T4 (9D, 10D); row 3: T1 then T4 (JD, QD)
    assert [str(c) for c in s.pile("T1")] == ["5C", "9D", "JD"]
    assert [str(c) for c in s.pile("T4")] == ["8C", "10D", "QD"]
    assert [str(c) for c in s.pile("P")] == ["KD"]
    s.apply("deal")
    assert s.counters["rounds"] == 3 and [str(c) for c in s.pile("T1")] == ["5C", "9D", "JD", "KD"]


def _dealt_by_card(while_dealing: Dealing, **words: object) -> Game:
    rows = Group("rows", Role.TABLEAU, ROWS, build=Build.DOWN, after_the_deal=True)
    stock = Group("stock", Role.STOCK, (Pile("P", 5, 1),))
    return made_up(f"by-card-{while_dealing.value}", rows, stock, stock=Stock.BY_CARD,
                   round_piles=tuple(p.name for p in ROWS), while_dealing=while_dealing, **words)


def test_a_deal_card_by_card_where_a_card_stays_available_until_covered() -> None:
    """``Stock.BY_CARD`` with ``Dealing.UNCOVERED``: one card a move on the next pile in turn; while the pack
    lasts a card dealt is available until another covers it, a card released by playing the one above
    waits for the end of the deal; nothing is built (``after_the_deal``) until then."""
    s = State.arranged(_dealt_by_card(Dealing.UNCOVERED), {"P": "9H 2S 3D 4C AS"}, counters={"next": 0, "uncovered": 0})
    s.apply("deal")  # AS on T1
    s.apply("deal")  # 4C on T2
    assert [str(m) for m in s.legal_moves()] == ["T1>F1", "deal"]
    s.apply("T1>F1")
    for _ in range(3):
        s.apply("deal")  # 3D on T3, 2S on T4, 9H on T1: the pack is out
    assert [str(c) for c in s.pile("T1")] == ["9H"]
    listed_exactly_when_accepted(s)
    s.undo()  # the pack holds the nine: 2S is up to be played, 3D may not yet be built on 4C
    with pytest.raises(IllegalMove, match="only after the entire deal"):
        s.apply("T3>T2")
    s.apply("T4>F1")
    listed_exactly_when_accepted(s)


def test_a_card_released_during_the_deal_waits_for_its_end() -> None:
    """``Dealing.UNCOVERED``: the two of spades, uncovered by playing the ace dealt on it, is not available
    until the pack is dealt out; then it is."""
    s = State.arranged(_dealt_by_card(Dealing.UNCOVERED), {"T1": "2S", "P": "9H 5D AS"},
                       counters={"next": 0, "uncovered": 0})
    s.apply("deal")  # AS covers the two of spades
    s.apply("T1>F1")
    with pytest.raises(IllegalMove, match="during the deal"):
        s.apply("T1>F1")  # released, but not dealt: it waits
    assert [str(m) for m in s.legal_moves()] == ["deal"]
    s.apply("deal")  # 5D on T2
    s.apply("deal")  # 9H on T3: the pack is out
    assert "T1>F1" in [str(m) for m in s.legal_moves()]
    s.apply("T1>F1")


def test_only_the_card_just_dealt_and_the_next_in_its_stead() -> None:
    """``Dealing.LAST_CARD``: only the card just dealt may be played while the pack lasts; when it is, the
    next card is dealt on the same pile, in its stead; ``up_while_dealing`` keeps a card of a pile to
    the begun foundations named for it."""
    game = _dealt_by_card(Dealing.LAST_CARD, up_while_dealing=(("T2", ("F2",)),))
    s = State.arranged(game, {"F1": "AS", "F2": "AH", "P": "9C 2H 2S 3S 5D"}, counters={"next": 0, "fresh": 0})
    s.apply("deal")  # 5D on T1
    s.apply("deal")  # 3S on T2: not playable, but 5D is covered by nothing and still not playable
    assert [str(m) for m in s.legal_moves()] == ["deal"]
    s.apply("deal")  # 2S on T3
    s.apply("T3>F1")
    s.apply("deal")  # 2H in its stead, on T3
    assert [str(c) for c in s.pile("T3")] == ["2H"]
    s.apply("T3>F2")
    s.apply("deal")  # 9C on T3
    s2 = State.arranged(game, {"F1": "AS", "F2": "AH", "P": "9C 2S"}, counters={"next": 1, "fresh": 0})
    s2.apply("deal")  # 2S on T2, whose card goes up only to F2
    with pytest.raises(IllegalMove, match="may not go up to that foundation"):
        s2.apply("T2>F1")
    assert [str(m) for m in s2.legal_moves()] == ["deal"]


def test_a_space_that_takes_cards_only_from_some_groups() -> None:
    """``Group.spaces_from``: a space takes a card only from the groups named, though it builds with cards
    from any ("a help packet played off may be filled by another card from the rivers")."""
    rivers = Group("rivers", Role.TABLEAU, ROWS[:2])
    helps = Group("helps", Role.TABLEAU, ROWS[2:], build=Build.DOWN, fill_from=(Role.TABLEAU,), spaces_from=("rivers",))
    s = State.arranged(made_up("spaces-from-test", rivers, helps, opening=DEAL_ROWS), {"T1": "5H", "T3": "7C 6D", "T4": ""})
    with pytest.raises(IllegalMove, match="may not be filled from there"):
        s.apply("T3>T4")
    listed_exactly_when_accepted(s)
    s.apply("T1>T4")
    assert [str(c) for c in s.pile("T4")] == ["5H"]


def test_foundations_that_run_from_a_base_rank_set_in_play() -> None:
    """``Foundation.from_base``: the first card on any such foundation sets the base rank; the others begin
    with that rank; each runs round past the king (+1) or past the ace (-1), every rank once."""
    based = Group("foundations", Role.FOUNDATION, tuple(Pile(f"F{k + 1}", k, 0) for k in range(2)),
                  foundations=(Foundation((), from_base=1, follows_suit=True), Foundation((), from_base=-1, follows_suit=True)))
    game = Game(slug="base-test", title="BASE-TEST", number=0, packs=1, groups=(based, Group("rows", Role.TABLEAU, ROWS)),
                opening=DEAL_ROWS)
    s = State.arranged(game, {"T1": "KS QS", "T2": "JH", "T3": "AS", "T4": "10H"})
    with pytest.raises(IllegalMove, match="first foundation card is not yet placed"):
        s.apply("T1>F1")
    s = State.arranged(game, {"F1": "QS", "T1": "AS KS", "T2": "QH", "T3": "JH", "T4": "2S"})
    assert s.base_rank() == 12
    with pytest.raises(IllegalMove, match="first rank"):
        s.apply("T3>F2")
    listed_exactly_when_accepted(s)
    s.apply("T1>F1")  # the king on the queen
    s.apply("T1>F1")  # round past the king: the ace
    s.apply("T4>F1")
    s.apply("T2>F2")  # the other begins with the base rank, and descends
    s.apply("T3>F2")
    assert [str(c) for c in s.pile("F1")] == ["QS", "KS", "AS", "2S"] and [str(c) for c in s.pile("F2")] == ["QH", "JH"]
    full = State.arranged(game, {"F1": "QS KS AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS"})
    assert full.foundations_want()[0][full.index("F1")] == 0


def test_foundations_formed_in_alternate_colours() -> None:
    """``Foundation.alternate``: red ace, black deuce, red three, whatever the suits."""
    alt = Group("foundations", Role.FOUNDATION, (Pile("F1", 0, 0),), foundations=(Foundation(tuple(range(1, 14)), alternate=True),))
    game = Game(slug="alternate-test", title="ALTERNATE-TEST", number=0, packs=1,
                groups=(alt, Group("rows", Role.TABLEAU, ROWS)), opening=DEAL_ROWS)
    s = State.arranged(game, {"F1": "AH", "T1": "2D", "T2": "2C", "T3": "3H"})
    with pytest.raises(IllegalMove, match="alternate colours"):
        s.apply("T1>F1")
    listed_exactly_when_accepted(s)
    s.apply("T2>F1")
    s.apply("T3>F1")
    assert "next: a black four" in str(s)


def test_a_space_filled_at_once_before_any_other_move() -> None:
    """``Group.fill_at_once``: while a space of the group can be filled, the fills are the only moves (the
    player choosing among them), and every other move is refused with the rule; once no fill is
    possible, play goes on."""
    rows = Group("rows", Role.TABLEAU, ROWS, build=Build.DOWN, fill_from=(Role.STOCK, Role.TALON), fill_at_once=True)
    game = made_up("at-once-test", rows, Group("talon", Role.TALON, (Pile("W", 5, 1),)),
                   Group("stock", Role.STOCK, (Pile("P", 6, 1),)), opening=(DealStep(tuple(p.name for p in ROWS)),),
                   stock=Stock.TO_TALON)
    s = State.arranged(game, {"T1": "AS", "T2": "9C", "T3": "8H", "T4": "KD", "W": "QC", "P": "5D 6D"})
    s.apply("T1>F1")
    assert [str(m) for m in s.legal_moves()] == ["W>T1", "P>T1"]
    listed_exactly_when_accepted(s)
    with pytest.raises(IllegalMove, match="filled at once, before any other move"):
        s.apply("T3>T2")  # a good marriage, but the space waits
    with pytest.raises(IllegalMove, match="filled at once, before any other move"):
        s.apply("deal")
    with pytest.raises(IllegalMove, match="may not be filled from there"):
        s.apply("T2>T1")  # refused by its own rule first
    s.apply("P>T1")
    assert "T3>T2" in [str(m) for m in s.legal_moves()]
    empty = State.arranged(game, {"T2": "9C", "T3": "8H"})  # nothing left to fill with: play goes on
    assert [str(m) for m in empty.legal_moves()] == ["T3>T2"]


def _runs_listed_exactly_when_accepted(state: State) -> None:
    legal = set(state.legal_moves())
    for a in state.table.names:
        for k in range(1, len(state.pile(a))):
            for b in state.table.names:
                move = Move(MOVE, (f"{a}@{k}", b))
                assert (move in legal) == (state.problem(move) is None), f"{move}: listed {move in legal}"


def _face_down_game(runs: Runs) -> Game:
    rows = Group("rows", Role.TABLEAU, ROWS, build=Build.DOWN_ALTERNATE, fill_from=(Role.TABLEAU,),
                 space_ranks=(13,), runs=runs)
    names = tuple(p.name for p in ROWS)
    return made_up(f"face-down-{runs.value}", rows, opening=(DealStep(names, each=12, face_down=True), DealStep(names)))


def test_cards_dealt_face_down_are_hidden_and_turned_when_uncovered() -> None:
    """``DealStep.face_down``: the player sees none of them, no move depends on them, and the one left on
    top of its pile is turned up after the move that uncovered it."""
    s = State(_face_down_game(Runs.NONE), 4)
    assert [sum(s.hidden_cards(s.index(p.name))) for p in ROWS] == [12] * 4
    assert s.view()["T1"][:12] == [None] * 12 and s.view()["T1"][12] is not None
    assert "##" in str(s)
    other = s.clone()  # the same position with two face-down cards exchanged: the same moves
    t1 = list(other.piles[other.index("T1")])
    t1[0], t1[5] = t1[5], t1[0]
    other.piles[other.index("T1")] = tuple(t1)
    assert other.legal_moves() == s.legal_moves()
    with pytest.raises(IllegalMove, match="lies face down"):
        s.apply("T1@3>T2")
    t = State.arranged(_face_down_game(Runs.NONE), {"T1": "5S 9C 8H", "T2": "9S"}, counters={"down T1": 0b11})
    t.apply("T1>T2")  # the eight of hearts uncovers the nine of clubs, which is turned up
    assert t.hidden_cards(t.index("T1")) == [True, False] and t.view()["T1"] == [None, "9C"]
    t.undo()
    assert t.hidden_cards(t.index("T1")) == [True, True, False]


def test_a_whole_run_moves_together_or_not_at_all() -> None:
    """``Runs.WHOLE``: 'If there be more than one card at the bottom of a row, all must be moved together
    or not at all': the face-up cards go together where their lowest could go, never the top one alone
    (except up to a foundation); a space takes only a king, with what lies on it."""
    game = _face_down_game(Runs.WHOLE)
    s = State.arranged(game, {"T1": "2S 9C 8H 7S", "T2": "10D", "T3": "3H 8D", "T4": "", "F1": "AS"},
                       counters={"down T1": 0b1, "down T3": 0b1})
    assert s.hidden_cards(s.index("T1")) == [True, False, False, False]
    _runs_listed_exactly_when_accepted(s)
    listed_exactly_when_accepted(s)
    with pytest.raises(IllegalMove, match="all the cards must be moved together"):
        s.apply("T1>T3")  # the seven alone, off its run
    with pytest.raises(IllegalMove, match="all the cards must be moved together"):
        s.apply("T1@3>T2")  # part of the run
    with pytest.raises(IllegalMove, match="only certain cards"):
        s.apply("T1@2>T4")  # a space takes only a king
    s.apply("T1@2>T2")
    assert [str(c) for c in s.pile("T2")] == ["10D", "9C", "8H", "7S"] and s.hidden_cards(s.index("T1")) == [False]
    s.apply("T1>F1")


def test_any_run_in_sequence_moves_together() -> None:
    """``Runs.ANY``: the cards from any face-up card up move together where they lie in sequence; a run
    never goes up whole."""
    s = State.arranged(_face_down_game(Runs.ANY), {"T1": "KS QH JC", "T2": "KC", "T3": "QD 5S", "F1": "", "T4": ""})
    _runs_listed_exactly_when_accepted(s)
    with pytest.raises(IllegalMove, match="not in sequence"):
        s.apply("T3@1>T4")
    with pytest.raises(IllegalMove, match="one at a time"):
        s.apply("T1@2>F1")
    s.apply("T1@2>T2")
    assert [str(c) for c in s.pile("T2")] == ["KC", "QH", "JC"]
    s.apply("T1>T4")  # the king alone into the space


@pytest.mark.parametrize("role", [Role.FOUNDATION, Role.STOCK, Role.DISPLAY])
def test_a_build_word_on_a_pile_that_takes_no_built_card_is_refused(role: Role) -> None:
    group = Group("odd", role, (Pile("X", 5, 1),), build=Build.DOWN,
                  foundations=(Foundation((1,)),) if role is Role.FOUNDATION else ())
    with pytest.raises(ValueError, match="no card is built on it"):
        State(made_up(f"odd-{role.value}", group), 0)


def test_a_foundation_that_follows_its_first_card_s_suit() -> None:
    """``Foundation(follows_suit=True)``: any ace starts it, then only its suit."""
    places = Group("foundations", Role.FOUNDATION, (Pile("G1", 0, 0), Pile("G2", 1, 0)),
                   foundations=(Foundation((1, 2, 3), follows_suit=True),) * 2)
    game = Game(slug="follow-test", title="FOLLOW", number=0, packs=1,
                groups=(places, Group("rows", Role.TABLEAU, ROWS)), ranks=(1, 2, 3),
                opening=(DealStep(tuple(p.name for p in ROWS), each=3),))
    s = State.arranged(game, {"T1": "AD", "T2": "2D", "T3": "2H", "T4": "AH"})
    listed_exactly_when_accepted(s)
    s.apply("T1>G2")
    listed_exactly_when_accepted(s)
    with pytest.raises(IllegalMove, match="follow suit"):
        s.apply("T3>G2")
    s.apply("T2>G2")
    s.apply("T4>G1")
    s.apply("T3>G1")
    assert [str(c) for c in s.pile("G1")] == ["AH", "2H"]


BUILD_CASES = [  # (word, the top card, cards it takes, cards it refuses, the refusal's words)
    (Build.DOWN_IN_SUIT, "9H", ["8H"], ["8S", "10H", "7H"], "descending line"),
    (Build.UP_IN_SUIT, "9H", ["10H"], ["10S", "8H"], "ascending line"),
    (Build.DOWN_ALTERNATE, "4S", ["3H", "3D"], ["3C", "3S", "5H"], "alternate colours"),
    (Build.DOWN_ALTERNATE, "4D", ["3S", "3C"], ["3H", "3D"], "alternate colours"),
    (Build.UP_OR_DOWN, "9H", ["8S", "10C", "8H"], ["9S", "7H", "JH"], "above or below"),
    (Build.DOWN_BY_TWO_IN_SUIT, "9C", ["7C"], ["8C", "7S", "JC"], "alternate descending"),
    (Build.DOWN_BY_TWO_IN_SUIT, "QC", ["10C"], ["JC"], "alternate descending"),
    (Build.UP_IN_SUIT, "KH", [], ["AH", "QH"], "ascending line"),
]


@pytest.mark.parametrize(("word", "top", "takes", "refuses", "words"), BUILD_CASES)
def test_each_build_word_takes_what_its_name_says(word: Build, top: str, takes: list[str], refuses: list[str],
                                                   words: str) -> None:
    """Each build word, one card at a time onto a top card: what it takes is listed and accepted,
    what it refuses is refused in the word's own rule, and the position is unchanged."""
    game = made_up(f"build-{word.value}", Group("rows", Role.TABLEAU, ROWS, build=word),
                   Group("others", Role.RESERVE, tuple(Pile(f"R{k + 1}", k, 2) for k in range(3))),
                   opening=DEAL_ROWS)
    for card in takes + refuses:
        s = State.arranged(game, {"T1": top, "R1": card})
        listed_exactly_when_accepted(s)
        if card in takes:
            s.apply("R1>T1")
            assert [str(c) for c in s.pile("T1")] == [top, card]
        else:
            before = list(s.piles)
            with pytest.raises(IllegalMove, match=words):
                s.apply("R1>T1")
            assert s.piles == before


def test_nothing_is_placed_on_a_card_of_a_closed_rank() -> None:
    """``Group.no_build_on``: Anna's queens among the helps "remain as single cards" though the
    helps marry upwards."""
    game = made_up("closed-test", Group("helps", Role.TABLEAU, ROWS, build=Build.UP_IN_SUIT, no_build_on=(12,)),
                   opening=DEAL_ROWS)
    s = State.arranged(game, {"T1": "QH", "T2": "KH", "T3": "9S", "T4": "10S"})
    listed_exactly_when_accepted(s)
    with pytest.raises(IllegalMove, match="no other cards can be laid"):
        s.apply("T2>T1")
    s.apply("T4>T3")


def test_a_group_takes_cards_only_from_the_groups_it_names() -> None:
    """``Group.takes_from``: the Fish-Bone's gridiron marries "only with cards from the pack or
    talon, and not with each other"; a foundation group may take only from one group. Refused
    in one place for listing and for apply."""
    gridiron = Group("gridiron", Role.TABLEAU, ROWS, build=Build.UP_IN_SUIT, fill_from=(Role.TALON, Role.TABLEAU),
                     takes_from=("talon",))
    only_rows = Group("foundations", Role.FOUNDATION, tuple(Pile(f"F{k + 1}", k, 0) for k in range(4)),
                      foundations=tuple(Foundation(tuple(range(1, 14)), suit=k) for k in SUITS), takes_from=("gridiron",))
    game = Game(slug="takes-test", title="TAKES", number=0, packs=1, stock=Stock.TO_TALON,
                groups=(only_rows, gridiron, Group("talon", Role.TALON, (Pile("W", 5, 1),)),
                        Group("stock", Role.STOCK, (Pile("P", 6, 1),))))
    s = State.arranged(game, {"T1": "5H", "T2": "6H", "W": "6H AS", "P": "KD"})
    listed_exactly_when_accepted(s)
    with pytest.raises(IllegalMove, match="only from certain places"):
        s.apply("W>F1")  # the ace of spades: the foundations take only from the gridiron
    with pytest.raises(IllegalMove, match="only from certain places"):
        s.apply("T2>T1")  # not with each other
    s.apply("W>T3")  # a space filled from the talon
    s.apply("T3>F1")
    s.apply("W>T1")
    assert [str(c) for c in s.pile("T1")] == ["5H", "6H"]
    listed_exactly_when_accepted(s)
    with pytest.raises(IllegalMove, match="only from certain places"):
        s.apply("T1>T3")  # a space, too, takes only from the talon


def test_a_space_that_takes_only_some_ranks() -> None:
    """``Group.space_ranks``: a space that takes kings only."""
    game = made_up("kings-test", Group("rows", Role.TABLEAU, ROWS, build=Build.DOWN_IN_SUIT, fill_from=(Role.TABLEAU,),
                                       space_ranks=(13,)), opening=DEAL_ROWS)
    s = State.arranged(game, {"T1": "QS KH", "T2": "9C"})
    listed_exactly_when_accepted(s)
    with pytest.raises(IllegalMove, match="takes only certain cards"):
        s.apply("T2>T3")
    s.apply("T1>T3")
    assert [str(c) for c in s.pile("T3")] == ["KH"]


PAIR_PILE = Group("paired", Role.DISPLAY, (Pile("W", 5, 0),))


def pairs_listed_exactly_when_accepted(state: State) -> None:
    """Every pair of pile names, in either order: accepted exactly when listed in the table's order."""
    legal = set(state.legal_moves())
    for a in state.table.names:
        for b in state.table.names:
            move = Move("pair", (a, b))
            listed = in_table_order(move, state.table.index) in legal
            assert listed == (state.problem(move) is None), f"{move}: listed {listed}"


def test_pairs_of_equal_value_are_withdrawn_together() -> None:
    """``Pairs(Match.EQUAL)``: two available cards of one value leave the table together, for the
    pile the game names; unequal values, a covered card or a pile outside the places are refused."""
    game = made_up("equal-test", Group("rows", Role.TABLEAU, ROWS), PAIR_PILE,
                   pairs=Pairs(Match.EQUAL, places=("rows",), to="W"), opening=DEAL_ROWS)
    s = State.arranged(game, {"T1": "5S 9C", "T2": "9H", "T3": "5D", "T4": "KS"})
    pairs_listed_exactly_when_accepted(s)
    assert [str(m) for m in s.legal_moves()] == ["pair T1 T2"]
    for bad, why in (("pair T1 T3", "do not make a pair"), ("pair T1 T1", "two different places"),
                     ("pair T1 W", "not available"), ("pair T1 X9", "no such pile"), ("pair T1", "write pair")):
        with pytest.raises(IllegalMove, match=why):
            s.apply(bad)
    s.apply("pair T2 T1")  # named in either order, recorded in the table's
    assert [str(c) for c in s.pile("W")] == ["9C", "9H"] and not s.pile("T2") and str(s.last_move) == "pair T1 T2"
    assert [str(m) for m in s.legal_moves()] == ["pair T1 T3"]  # the five released
    pairs_listed_exactly_when_accepted(s)


def test_pairs_that_make_a_total_within_one_line() -> None:
    """``Pairs(Match.TOTAL, lines=...)``: two cards whose values make the total, lying in one line."""
    game = made_up("total-test", Group("rows", Role.TABLEAU, ROWS), PAIR_PILE,
                   pairs=Pairs(Match.TOTAL, places=("rows",), to="W", total=14, lines=(("T1", "T2"), ("T3", "T4"))),
                   opening=DEAL_ROWS)
    s = State.arranged(game, {"T1": "KS", "T2": "8C", "T3": "QH", "T4": "6D"})
    pairs_listed_exactly_when_accepted(s)
    assert s.legal_moves() == []  # the eight and the six make fourteen, but not in one line
    with pytest.raises(IllegalMove, match="lie in one line"):
        s.apply("pair T2 T4")
    with pytest.raises(IllegalMove, match="do not make a pair"):
        s.apply("pair T1 T2")
    s = State.arranged(game, {"T1": "9S", "T2": "5C", "T3": "10H", "T4": "4D"})
    assert [str(m) for m in s.legal_moves()] == ["pair T1 T2", "pair T3 T4"]
    pairs_listed_exactly_when_accepted(s)


class RedAndBlackOnly(Hooks):
    """A made-up rule for the test: only a red card and a black card change places."""

    def exchange_problem(self, state: State, a: int, b: int) -> str | None:
        return None if (state.piles[a][-1] ^ state.piles[b][-1]) & 1 else "a red card changes with a black"


def test_two_cards_change_places_when_the_game_says() -> None:
    """``Exchange``: the top cards of two places change places (``exchange A B``), listed exactly when
    accepted; the game's ``Hooks.exchange_problem`` says when, and its refusal is the game's."""
    game = made_up("exchange-test", Group("rows", Role.TABLEAU, ROWS), exchange=Exchange(places=("rows",)),
                   opening=DEAL_ROWS, hooks=RedAndBlackOnly())
    s = State.arranged(game, {"T1": "5S 9C", "T2": "9H", "T3": "5C"})
    legal = set(s.legal_moves())
    for a in s.table.names:
        for b in s.table.names:
            move = Move("exchange", (a, b))
            assert (in_table_order(move, s.table.index) in legal) == (s.problem(move) is None), move
    assert [str(m) for m in s.legal_moves()] == ["exchange T1 T2", "exchange T2 T3"]
    for bad, why in (("exchange T1 T3", "a red card changes with a black"), ("exchange T1 T1", "two different"),
                     ("exchange T1 T4", "no card there"), ("exchange T1 F1", "only among: T1-T4"),
                     ("exchange T1 X9", "no such pile"), ("exchange T1", "write exchange")):
        with pytest.raises(IllegalMove, match=why):
            s.apply(bad)
    s.apply("exchange T2 T1")  # named in either order, recorded in the table's
    assert str(s.last_move) == "exchange T1 T2"
    assert [str(c) for c in s.pile("T1")] == ["5S", "9H"] and [str(c) for c in s.pile("T2")] == ["9C"]


def test_the_talon_turned_over_becomes_the_pack_in_its_order() -> None:
    """``Redeal.TURN_TALON``: "the talon may be taken up and re-dealt": turned over as it lies, the
    first card laid on it is the first dealt again, no shuffle."""
    game = made_up("turn-test", Group("talon", Role.TALON, (Pile("W", 5, 1),)),
                   Group("stock", Role.STOCK, (Pile("P", 6, 1),)),
                   stock=Stock.TO_TALON, redeal=Redeal.TURN_TALON, redeals=1)
    s = State.arranged(game, {"P": "3C 2S KD"}, {"redeals": 0})
    with pytest.raises(IllegalMove, match="dealt out before the re-deal"):
        s.apply("redeal")
    for _ in range(3):
        s.apply("deal")
    assert [str(c) for c in s.pile("W")] == ["KD", "2S", "3C"]
    s.apply("redeal")
    assert not s.pile("W")
    s.apply("deal")
    assert [str(c) for c in s.pile("W")] == ["KD"]
    s.apply("deal")
    s.apply("deal")
    with pytest.raises(IllegalMove, match="no re-deal left"):
        s.apply("redeal")


def test_foundation_cards_are_placed_as_they_appear() -> None:
    """``Group.placed_as_they_appear``: Anna's knaves, the Square's aces, Sly's aces and kings go up
    "as they appear": after every move, an available card of the named groups that begins an empty
    foundation goes there at once (to the leftmost, where ``in_order``); other cards stay."""
    line = Group("foundations", Role.FOUNDATION, tuple(Pile(f"F{k + 1}", k, 0) for k in range(4)),
                 foundations=tuple(Foundation(tuple(range(1, 14)), follows_suit=True) for _ in SUITS), in_order=True,
                 placed_as_they_appear=("talon", "rows"))
    groups = (Group("rows", Role.TABLEAU, ROWS[:2], build=Build.DOWN_IN_SUIT, fill_from=(Role.TABLEAU,)),
              Group("talon", Role.TALON, (Pile("W", 5, 1),)), Group("stock", Role.STOCK, (Pile("P", 6, 1),)))
    game = Game(slug="appear-test", title="APPEAR", number=0, packs=1, groups=(line, *groups), stock=Stock.TO_TALON)
    s = State.arranged(game, {"P": "AH 7C", "T1": "AD 3C"})
    s.apply("deal")  # the seven of clubs stays on the talon
    assert [str(c) for c in s.pile("W")] == ["7C"] and not s.pile("F1")
    s.apply("deal")  # the ace of hearts goes up as it is turned
    assert [str(c) for c in s.pile("F1")] == ["AH"] and [str(c) for c in s.pile("W")] == ["7C"]
    s.apply("T1>T2")  # the ace of diamonds, uncovered, goes up at once, to the next place of the line
    assert [str(c) for c in s.pile("F2")] == ["AD"] and not s.pile("T1")
    s.undo()
    assert [str(c) for c in s.pile("T1")] == ["AD", "3C"] and not s.pile("F2")
    # without the word, the ace waits on the talon for the player
    plain = Game(slug="appear-plain", title="PLAIN", number=0, packs=1, stock=Stock.TO_TALON,
                 groups=(replace(line, placed_as_they_appear=()), *groups))
    p = State.arranged(plain, {"P": "AH 7C"})
    p.apply("deal")
    p.apply("deal")
    assert [str(c) for c in p.pile("W")] == ["7C", "AH"]
    with pytest.raises(ValueError, match="only foundations are placed as they appear"):
        State(Game(slug="appear-bad", title="BAD", number=0, packs=1, opening=DEAL_ROWS,
                   groups=(FOUNDATIONS, Group("rows", Role.TABLEAU, ROWS, placed_as_they_appear=("rows",)))), 0)


def test_a_place_that_takes_its_suit_from_the_card_beside_it() -> None:
    """``Foundation.suit_from``: the Fish-Bone's king beside a knave takes a king of that knave's suit,
    and none until the knave is placed; listed exactly when accepted, and the board says so."""
    lead = Group("foundations", Role.FOUNDATION, (Pile("F1", 0, 0),), foundations=(Foundation((1, 2, 3)),))
    beside = Group("beside", Role.FOUNDATION, (Pile("K1", 1, 0),), foundations=(Foundation((13,), suit_from="F1"),))
    rows = Group("rows", Role.TABLEAU, ROWS)
    game = Game(slug="beside-test", title="BESIDE", number=0, packs=1, groups=(lead, beside, rows), opening=DEAL_ROWS)
    s = State.arranged(game, {"T1": "AH", "T2": "KS", "T3": "KH"})
    listed_exactly_when_accepted(s)
    with pytest.raises(IllegalMove, match="only once the card beside it"):
        s.apply("T3>K1")
    assert "K1: -   (not yet)" in board_text(s)
    s.apply("T1>F1")
    assert "K1: -   (next: king of hearts)" in board_text(s)
    listed_exactly_when_accepted(s)
    with pytest.raises(IllegalMove, match="only the suit of the card beside it"):
        s.apply("T2>K1")
    s.apply("T3>K1")
    assert [str(c) for c in s.pile("K1")] == ["KH"]
    with pytest.raises(ValueError, match="no pile of this game"):
        State(replace(game, slug="beside-bad", groups=(lead, replace(beside, foundations=(
            Foundation((13,), suit_from="X9"),)), rows)), 0)


@pytest.mark.parametrize("slug", [g.slug for g in patience.games(variants=True)])
def test_every_card_move_is_listed_exactly_when_apply_accepts_it(slug: str) -> None:
    """Over positions of random play, every move of a card from one pile to another: listed by
    ``legal_moves()`` exactly when ``apply()`` would accept it (``problem`` is None), and every
    other listed move is accepted too."""
    game = patience.game(slug)
    for deal in range(3):
        rng = random.Random(deal)
        s = State(game, deal)
        for step in range(40):
            legal = s.legal_moves()
            if not legal:
                break
            if step % 8 == 0:
                listed_exactly_when_accepted(s)
                assert all(s.problem(m) is None for m in legal if m.kind != MOVE)
            s.apply(rng.choice(legal))


def test_bad_input_is_refused_clearly_and_changes_nothing() -> None:
    s = patience.new_game("fortress", 7)
    before = (list(s.piles), dict(s.counters), list(s.moves))
    with pytest.raises(IllegalMove, match="a move is a Move or its notation"):
        s.apply(None)  # type: ignore[arg-type]
    assert (list(s.piles), dict(s.counters), list(s.moves)) == before
    with pytest.raises(ValueError, match='"moves" is a list of move notations'):
        patience.from_dict({"game": "fortress", "deal": 7, "moves": "R4>F3"})
    for seconds in (-5, -0.1, "10"):
        with pytest.raises(ValueError, match="seconds is a time limit of 0 or more"):
            patience.solve("fortress", 1, seconds=seconds)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="max_nodes is a whole number"):
        patience.solve("fortress", 1, max_nodes=0, seconds=None)
    assert patience.from_dict({"game": "fortress", "deal": 7, "moves": ["R4>F3"]}).moves == [Move(MOVE, ("R4", "F3"))]
