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
from patience.moves import MOVE, IllegalMove, Move
from patience.rules import Build, DealStep, Foundation, Game, Group, Pile, Redeal, Role, Stock
from patience.state import State
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
        patience.solve("fortress", 1, max_nodes=0)
    assert patience.from_dict({"game": "fortress", "deal": 7, "moves": ["R4>F3"]}).moves == [Move(MOVE, ("R4", "F3"))]
