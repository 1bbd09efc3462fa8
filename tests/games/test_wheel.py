"""The Wheel (No. 37), tested from the 1914 text, rule by rule and paragraph by paragraph."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st
from support import refused, shown

import patience
from patience.cards import packs, parse_card
from patience.games.wheel import ACES, BOOK_EXAMPLES, BOOK_TABLEAU, CIRCLE, CROSS, NAMES

SLUG = "wheel"
CIRCLE_NAMES = tuple(p.name for p in CIRCLE)


def arrange(piles: dict[str, str], deals: int = 0) -> patience.State:
    """A cushion set out by hand, the cross of aces in place; ``deals``: deals of twelve made since."""
    return patience.arrange(SLUG, {**{p.name: a for p, a in zip(CROSS, ACES)}, **piles}, {"deals": deals})


def test_eight_aces_in_a_cross_and_twelve_cards_in_the_cushion() -> None:
    """'Two Entire Packs of Cards' ... 'Withdraw the eight aces and place them in the form of a cross
    (see tableau). Next, deal out twelve cards in two horizontal rows beneath ... These twelve cards are
    called the cushion.'"""
    s = patience.new_game(SLUG, 3)
    assert sorted(str(s.pile(p.name)[0]) for p in CROSS) == sorted(["AH", "AD", "AC", "AS"] * 2)
    assert all(len(s.pile(name)) == 1 for name in NAMES) and len(NAMES) == 12
    assert all(s.pile(name)[0].rank != 1 for name in NAMES)
    assert len(s.pile("H")) == 104 - 8 - 12 and s.view()["H"] == [None] * 84
    assert all(s.pile(name) == () for name in CIRCLE_NAMES) and len(CIRCLE_NAMES) == 24
    assert Counter(int(c) for c in s.all_cards()) == Counter(int(c) for c in packs(2))
    assert s.score() == 0 and not s.is_won()
    game = patience.game(SLUG)
    rows = {round(p.y, 2) for g in game.groups if g.name == "cushion" for p in g.piles}
    assert len(rows) == 2  # "in two horizontal rows"


def test_the_books_cushion() -> None:
    """The book's picture: the cushion as the first twelve fall (note wheel-3); 'Some of the
    combinations, for example, might be 2, 7, 9, or 3, 5, 10, or 2, 6, 10': all three are offered."""
    s = arrange(BOOK_TABLEAU)
    ranks = [parse_card(BOOK_TABLEAU[name]).rank for name in NAMES]
    assert ranks == [13, 5, 12, 9, 7, 6, 5, 2, 10, 3, 8, 11]
    offered = {m.args for m in s.legal_moves()}
    values = {tuple(sorted(s.pile(n)[-1].rank for n in m[:3])) for m in offered}
    assert {(2, 7, 9), (3, 5, 10), (2, 6, 10)} <= values
    assert values == {(2, 7, 9), (3, 5, 10), (2, 6, 10), (5, 6, 7), (3, 6, 9), (3, 7, 8)}
    for three in BOOK_EXAMPLES:
        for crown in ("T1", "T3", "T12"):  # the three court cards of the picture
            assert (*sorted(three, key=NAMES.index), crown) in offered
    assert "deal" not in {m.kind for m in s.legal_moves()}  # combinations first (note wheel-1)


def test_three_cards_adding_to_eighteen_crowned_go_to_the_circle() -> None:
    """'When any three cards make the required sum, take them up together, and put any court card
    that may be in the cushion at the top, and place the packet thus crowned, face upward, on one of
    the spaces reserved in the circle.' The book's first example, 2, 7, 9, with the king."""
    s = arrange({**BOOK_TABLEAU, "H": "4C 4D 4H 4S"})
    s.apply("combine T8 T5 T4 T1")
    assert shown(s, "C1") == ["2H", "7H", "9S", "KH"]  # the court card at the top
    assert s.score() == 4
    # "As you withdraw cards to place on the circle, refill the spaces from the pack in hand."
    assert [shown(s, n) for n in ("T1", "T4", "T5", "T8")] == [["4S"], ["4H"], ["4D"], ["4C"]]
    assert shown(s, "H") == []
    s.apply("combine T2 T9 T10 T3")  # 5, 10, 3 crowned by the queen: the next space of the circle
    assert shown(s, "C2") == ["5S", "10D", "3H", "QC"]
    s.undo()
    assert shown(s, "C2") == [] and shown(s, "T3") == ["QC"]


def test_rule_two_no_two_cards_of_the_same_value() -> None:
    """Rule II: 'No two cards of the same value may be used in making each combination of
    eighteen': 4, 4, 10 is refused, 4, 5, 9 allowed."""
    s = arrange({"T1": "4C", "T2": "4D", "T3": "10H", "T4": "KS", "T5": "5C", "T6": "9D"})
    refused(s, "combine T1 T2 T3 T4", "Rule II: No two cards of the same value")
    assert s.is_legal(patience.parse_move("combine T1 T5 T6 T4"))
    six = arrange({"T1": "6C", "T2": "6D", "T3": "6H", "T4": "QS"})  # 6, 6, 6 make eighteen too
    refused(six, "combine T1 T2 T3 T4", "Rule II")
    assert six.legal_moves() == [patience.parse_move("deal")] or six.legal_moves() == []


def test_the_sum_must_be_eighteen() -> None:
    """'The object is to make as many combinations of the sum of eighteen as possible.'"""
    s = arrange({"T1": "2C", "T2": "7D", "T3": "8H", "T4": "JS", "T5": "9C"})
    refused(s, "combine T1 T2 T3 T4", "sum of eighteen")  # seventeen
    s.apply("combine T1 T2 T5 T4")
    assert shown(s, "C1") == ["2C", "7D", "9C", "JS"]


def test_rule_three_no_combination_without_a_court_card() -> None:
    """Rule III: 'Even when there are three cards on the cushion which make the required sum, these
    cards cannot be removed unless the cushion contains a court card to crown them. They must in that
    case remain in their places until a court card appears on the cushion.'"""
    s = arrange({"T1": "2C", "T2": "7D", "T3": "9H", "T4": "5S", "H": "QD 3C 3D 3H 3S 4C 4D 4H 4S 8C 8D 8H"})
    assert [str(m) for m in s.legal_moves()] == ["deal"]  # no court card: the sum cannot be taken
    refused(s, "combine T1 T2 T3 T4", "Rule III: these cards cannot be removed unless the cushion contains a court")
    s.apply("deal")  # the queen comes last, on T12
    assert shown(s, "T12") == ["QD"]
    assert shown(s, "T1") == ["2C", "8H"]  # the two, the seven and the nine are covered now (Rule V)
    assert s.legal_moves() == []


def test_rule_four_court_cards_are_excluded_from_the_combinations() -> None:
    """Rule IV: 'Court cards are excluded from the combinations, which must be made with the pips of
    minor cards, the court cards crowning each packet.' A knave is not eleven here."""
    s = arrange({"T1": "JC", "T2": "3D", "T3": "4H", "T4": "KS"})
    refused(s, "combine T1 T2 T3 T4", "Rule IV: Court cards are excluded from the combinations")
    refused(s, "combine T2 T3 T4", "composed of three cards")
    assert s.legal_moves() == []


def test_the_court_card_is_named_last() -> None:
    """'put any court card that may be in the cushion at the top': the notation names the three pip
    cards, then the court card that crowns them (note wheel-2)."""
    s = arrange({"T1": "2C", "T2": "7D", "T3": "9H", "T4": "KS"})
    refused(s, "combine T4 T1 T2 T3", "name the three cards of the combination, then the court card")
    refused(s, "combine T1 T1 T2 T4", "four different places")
    refused(s, "combine T1 T2 T3 T5", "no card in that place")
    refused(s, "combine T1 T2 T3 C1", "no such pile")
    s.apply("combine T3 T1 T2 T4")  # the pip cards in any order
    assert shown(s, "C1") == ["9H", "2C", "7D", "KS"]


def test_rule_five_only_the_uppermost_cards_are_available() -> None:
    """Rule V: 'Only the uppermost cards of the cushion are available, but their removal releases
    those underneath.'"""
    s = arrange({"T1": "2C 3H", "T2": "7D", "T3": "9H", "T4": "QS 8C", "T5": "KD 6S"}, deals=1)
    refused(s, "combine T1 T2 T3 T5", "Rule III")  # the king lies under the six: no crown uppermost
    refused(s, "combine T1 T2 T4 T5", "Rule III")  # 3, 7, 8 make eighteen, but the two lies covered
    assert s.legal_moves() == []
    t = arrange({"T1": "2C 3H", "T2": "7D", "T3": "8H", "T4": "9S", "T5": "KD", "T6": "QC"}, deals=1)
    t.apply("combine T1 T2 T3 T5")  # 3, 7, 8
    assert shown(t, "T1") == ["2C"]  # released
    assert [str(m) for m in t.legal_moves()] == []  # 2, 9 and no third: over
    u = arrange({"T1": "2C 3H", "T2": "7D", "T3": "8H", "T4": "9S", "T5": "KD", "T6": "QC", "T7": "7S"},
                deals=1)
    u.apply("combine T1 T2 T3 T5")
    assert [str(m) for m in u.legal_moves()] == ["combine T1 T4 T7 T6"]  # the two released: 2, 9, 7


def test_card_moves_are_not_the_game() -> None:
    """Cards leave the cushion only in a crowned packet: a single card is never moved."""
    s = patience.new_game(SLUG, 1)
    for text in ("T1>T2", "T1>C1", "H>T1", "A1>T3"):
        refused(s, text, "take them up together")


def test_rule_one_vacancies_refilled_only_in_the_first_deal() -> None:
    """Rule I: 'Vacancies in the cushion are only refilled after the first deal, but not after any
    subsequent deal.' ... 'but when vacancies are now made they cannot be refilled.'"""
    hand = "4C 4D 4H 4S 5C 5D 5H 5S"
    first = arrange({"T1": "2C", "T2": "7D", "T3": "9H", "T4": "KS", "H": hand})
    first.apply("combine T1 T2 T3 T4")
    assert all(len(first.pile(n)) == 1 for n in ("T1", "T2", "T3", "T4"))
    later = arrange({"T1": "2C", "T2": "7D", "T3": "9H", "T4": "KS", "H": hand}, deals=1)
    later.apply("combine T1 T2 T3 T4")
    assert all(later.pile(n) == () for n in ("T1", "T2", "T3", "T4")) and len(later.pile("H")) == 8


def test_each_deal_is_twelve_cards_covering_the_cushion_and_its_spaces() -> None:
    """'you proceed to deal out twelve more cards, covering those already forming the cushion' ...
    'Cards, therefore, in this and the subsequent deals may have to be dealt on to empty spaces from
    which other cards have been withdrawn.' A short last deal falls on the first places (note wheel-1)."""
    s = patience.new_game(SLUG, 1)
    before = {n: shown(s, n) for n in NAMES}
    s.apply("deal")
    assert s.counters["deals"] == 1 and len(s.pile("H")) == 84 - 12
    assert all(shown(s, n)[:-1] == before[n] and len(s.pile(n)) == 2 for n in NAMES)
    spaces = arrange({"T3": "5C", "H": "KD 8S 8H 8D 8C 6S 6H 6D 6C 4S 4H 4D 4C 2S"}, deals=1)
    spaces.apply("deal")
    assert [shown(spaces, n) for n in NAMES[:3]] == [["2S"], ["4C"], ["5C", "4D"]]
    assert shown(spaces, "T12") == ["8H"] and shown(spaces, "H") == ["KD", "8S"]
    spaces.apply("deal")  # two cards left: on T1 and T2 only
    assert shown(spaces, "T1") == ["2S", "8S"] and shown(spaces, "T2") == ["4C", "KD"]
    assert shown(spaces, "H") == [] and len(spaces.pile("T3")) == 2


def test_no_deal_while_a_combination_can_be_made() -> None:
    """'When no more combinations can be made, you proceed to deal out twelve more cards' (note
    wheel-1); 'There is no re-deal.'"""
    s = arrange({**BOOK_TABLEAU, "H": "4C 4D"})
    refused(s, "deal", "When no more combinations can be made")
    refused(s, "redeal", "no such move")
    spent = arrange({"T1": "2C", "T2": "7D"})
    refused(spent, "deal", "There is no re-deal")
    assert spent.is_over() and not spent.is_won()


def test_success_is_the_cross_surrounded_by_twenty_four_court_cards() -> None:
    """'If the game succeeds, the final tableau will show the cross of aces in the centre, surrounded
    by a circle of twenty-four court cards.'"""
    packets = {name: "2C 7D 9H KS" for name in CIRCLE_NAMES[:23]}
    s = arrange({**packets, "T5": "3C", "T6": "5D", "T7": "10H", "T8": "QH"}, deals=6)
    assert not s.is_won() and s.score() == 92
    s.apply("combine T5 T6 T7 T8")
    assert s.is_won() and s.is_over() and s.score() == 96
    tops = [s.pile(name)[-1].rank for name in CIRCLE_NAMES]
    assert len(tops) == 24 and all(r >= 11 for r in tops)
    assert [s.pile(p.name)[0].rank for p in CROSS] == [1] * 8


@settings(max_examples=30, deadline=None)
@given(deal=st.integers(0, 5000), choices=st.lists(st.integers(0, 10_000), max_size=40))
def test_every_offered_combination_follows_the_rules(deal: int, choices: list[int]) -> None:
    """Whatever is played, an offered combination is three uppermost pip cards of different values
    adding to eighteen, crowned by an uppermost court card; the deal comes only when none is offered."""
    s = patience.new_game(SLUG, deal)
    for choice in choices:
        moves = s.legal_moves()
        if not moves:
            break
        kinds = {m.kind for m in moves}
        assert kinds in ({"combine"}, {"deal"})
        for m in moves:
            if m.kind == "combine":
                ranks = [s.pile(n)[-1].rank for n in m.args]
                assert sum(ranks[:3]) == 18 and len(set(ranks[:3])) == 3 and max(ranks[:3]) <= 10
                assert ranks[3] >= 11
        s.apply(moves[choice % len(moves)])
        assert len(s.pile("H")) + sum(len(s.pile(n)) for n in NAMES) + s.score() == 96
