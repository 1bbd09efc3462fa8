"""The Constitution (No. 19), tested from the 1914 text, rule by rule and paragraph by paragraph."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st
from support import cards, refused, replay_win, shown

import patience
from patience.cards import packs
from patience.games.constitution import (BISHOPS, BOOK_TABLEAU, COMMONS, GAME, JUDGES, LORDS, PEOPLE,
                                         PRIVY_COUNCIL, SOVEREIGN)
from patience.rules import Pile, Role
from patience.state import State

SLUG = "constitution"
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J")
DIVISIONS = {  # from the top down, as pictured
    "privy-council": tuple(p.name for p in PRIVY_COUNCIL),
    "lords": tuple(p.name for p in LORDS),
    "commons": tuple(p.name for p in COMMONS),
    "people": tuple(p.name for p in PEOPLE),
}
PC, L, C, P = DIVISIONS.values()
ACES = {f"F{k}": BOOK_TABLEAU[f"F{k}"] for k in range(1, 9)}  # F1 clubs, F2 hearts, F3 spades, F4 diamonds, ...
PICTURE = {name: text for name, text in BOOK_TABLEAU.items() if name in ("Q", "X") or name.startswith("K")}
# A full Constitution that no test's card is placed on or plays from by chance: knaves, nines, sevens
# and fives, row by row (no card is one below a card of the row above, and none goes up), eight of a
# rank as two packs hold.
FULL = {name: f"{rank}{'SHCD'[k % 4]}" for rank, names in zip(("J", "9", "7", "5"), DIVISIONS.values())
        for k, name in enumerate(names)}

RULE_I_II = "Rule I: the foundations are formed exclusively from the \"Privy Council"
RULE_II = "Rule II: cards are placed only on cards in the next division above them"
RULE_V = "Rule V: each vacancy must be at once filled by a card from the division immediately below it"


def arrange(piles: dict[str, str]) -> State:
    return patience.arrange(SLUG, {**PICTURE, **ACES, **FULL, **piles})


def pack(top_first: str) -> str:
    """A pack written from its top card down, as the piles are written: bottom first."""
    return " ".join(top_first.split()[::-1])


def up_to(suit: str, last: str) -> str:
    """A foundation from its ace up to ``last`` (a rank) of ``suit``."""
    return " ".join(f"{r}{suit}" for r in RANKS[: RANKS.index(last) + 1])


def moves(s: State) -> set[str]:
    return {str(m) for m in s.legal_moves()}


# --- the tableau ---------------------------------------------------------------------------------

def test_kings_queens_and_aces_are_taken_from_the_pack_and_placed_as_in_tableau() -> None:
    """'Take from the pack the kings, queens, and aces--seven of the queens are to be thrown aside and
    the other cards placed as in tableau. The queen of diamonds represents THE SOVEREIGN; the black
    kings, the Bishops; the red kings, the Judges. The eight aces form the foundation cards or
    "Government"' (note constitution-1)."""
    for deal in (0, 5, 77):
        s = patience.new_game(SLUG, deal)
        assert shown(s, "Q") == ["QD"]
        assert all(s.pile(p.name)[0].rank == 13 and not s.pile(p.name)[0].is_red for p, _ in BISHOPS)
        assert all(s.pile(p.name)[0].rank == 13 and s.pile(p.name)[0].is_red for p, _ in JUDGES)
        assert sorted(shown(s, "X")) == sorted("QS QS QH QH QC QC QD".split())
        assert sorted(str(s.pile(f"F{k}")[0]) for k in range(1, 9)) == sorted("AS AS AH AH AC AC AD AD".split())
        assert all(len(s.pile(f"F{k}")) == 1 for k in range(1, 9))
        rest = [c for name in ("pack", "T", *PC, *L, *C, *P) for c in s.pile(name)]
        assert len(rest) == 80 and not any(c.rank in (1, 12, 13) for c in rest)
        assert Counter(int(c) for c in s.all_cards()) == Counter(int(c) for c in packs(2))
    game = patience.game(SLUG)
    roles = {g.name: g.role for g in game.groups}
    assert {roles[n] for n in ("sovereign", "judges", "bishops", "aside")} == {Role.DISPLAY}


def test_the_picture_the_sovereign_in_the_centre_the_government_and_the_kings_around_her() -> None:
    """The picture: the queen in the centre, the eight aces in a ring about her, the eight kings in a
    ring outside them, the red kings on the arms of the cross and the black on the slants; the
    Constitution below (note constitution-1)."""
    game = patience.game(SLUG)
    piles = {g.name: g.piles for g in game.groups}

    def centre(p: Pile) -> tuple[float, float]:
        return (p.x + 0.5, p.y + 0.5)

    def distance(p: Pile) -> float:
        (x, y), (cx, cy) = centre(p), centre(SOVEREIGN)
        return float(((x - cx) * 0.68) ** 2 + (y - cy) ** 2) ** 0.5  # the picture's card is 34 by 50

    aces = [distance(p) for p in piles["government"]]
    kings = [distance(p) for p in (*piles["judges"], *piles["bishops"])]
    assert max(aces) < min(kings)
    assert all(p.tilt in (0, 90) for p in piles["judges"]) and all(abs(p.tilt) == 45 for p in piles["bishops"])
    ring_bottom = max(p.y for g in ("judges", "bishops", "government") for p in piles[g])
    assert min(p.y for p in piles["privy-council"]) > ring_bottom + 0.5


def test_four_rows_of_eight_are_dealt_beginning_with_the_lowest() -> None:
    """'Deal out four horizontal rows (beginning with the lowest), each containing eight cards ... The
    first (or lowest row) is the "People"; the second, the "House of Commons"; the third, the "House of
    Lords"; the last the "Privy Council."'"""
    game = patience.game(SLUG)
    ys = [{p.y for p in g.piles} for g in game.groups if g.name in DIVISIONS]
    assert all(len(y) == 1 for y in ys)
    assert [y.pop() for y in ys] == sorted(p.y for p in (PRIVY_COUNCIL[0], LORDS[0], COMMONS[0], PEOPLE[0]))
    s = State.arranged(GAME, {})
    dealt = cards(" ".join(f"{r}{suit}" for suit in "SHCD" for r in RANKS[1:]))  # 40 cards, the first on top
    s._deal_out(list(reversed(dealt)))
    rows = [[c for name in names for c in shown(s, name)] for names in (P, C, L, PC)]
    assert rows == [[str(c) for c in dealt[8 * k: 8 * k + 8]] for k in range(4)]
    assert [str(c) for c in reversed(s.pile("pack"))] == [str(c) for c in dealt[32:]]
    for deal in (0, 9, 321):
        t = patience.new_game(SLUG, deal)
        assert all(len(t.pile(name)) == 1 for name in (*PC, *L, *C, *P))
        assert len(t.pile("pack")) == 48 and not t.pile("T")
        assert set(t.view()["pack"]) == {None}


def test_the_books_tableau() -> None:
    """The book's tableau as the edition reads the picture (note constitution-6): the ring as in every
    deal, and the four rows; on it the Lords' two of clubs, eight of clubs and two of diamonds may be
    placed in sequence on the Privy Council (Rules II and IV), and no card of the Privy Council can
    yet be played."""
    from patience.book.pages import book_tableau

    s = State.arranged(GAME, BOOK_TABLEAU)
    assert [" ".join(str(s.pile(n)[-1]) for n in names) for names in DIVISIONS.values()] == [
        "5C 3D 5S 9D 3C 4H 10S JD", "6H 9S 2C 8C JH 7S 5H 2D", "4D 10D JH 7D 4S 2H 6D 4C",
        "5S 3D 8H JC 9H JD 3S 8S"]
    assert Counter(int(c) for c in s.all_cards()) <= Counter(int(c) for c in packs(2))
    start = patience.new_game(SLUG, 0)
    assert all(shown(s, name) == shown(start, name) for name in (*PICTURE, *ACES))  # the ring of every deal
    assert {m for m in moves(s) if m.startswith("L")} == {"L3>PC2", "L4>PC4", "L8>PC5"}
    assert not any(m.args[1].startswith("F") for m in s.legal_moves())
    s.apply("L3>PC2")  # a black two on a red three
    assert moves(s) == {f"{name}>L3" for name in C}  # its vacancy filled at once from the Commons
    s.apply("C1>L3")
    s.apply("P7>C1")  # the pack is not set out: the People's vacancy stays
    s.apply("PC2>F1")  # ... and from the Privy Council the two goes up to the ace of clubs
    assert shown(s, "F1") == ["AC", "2C"] and not s.pile("P7")
    assert "<svg" in str(book_tableau(SLUG, note="constitution-6"))


# --- the rules -----------------------------------------------------------------------------------

def test_rule_I_the_foundations_are_formed_exclusively_from_the_privy_council() -> None:
    """Rule I: 'The foundations are formed exclusively from the "Privy Council." All cards in the other
    divisions, pack, or talon must ascend through each division till they reach the top before they
    can be played.'"""
    s = arrange({"PC1": "2C", "L1": "2C", "C1": "2H", "P1": "2S", "T": "2D", "pack": pack("6S")})
    for move in ("L1>F1", "C1>F2", "P1>F3", "T>F4"):  # each its suit's next card, but not from the top
        refused(s, move, RULE_I_II)
    s.apply("PC1>F1")
    assert shown(s, "F1") == ["AC", "2C"]


def test_rule_VI_the_foundations_must_follow_suit() -> None:
    """Rule VI: 'The foundations must follow suit.'"""
    s = arrange({"PC1": "9S 2H", "PC2": "2C 3H"})
    refused(s, "PC1>F1", "Rule VI: the foundations must follow suit")  # the ace of clubs
    refused(s, "PC1>F4", "Rule VI")  # a red ace of the other red suit
    s.apply("PC1>F2")
    s.apply("PC2>F2")
    assert shown(s, "F2") == ["AH", "2H", "3H"]


def test_the_aces_ascend_in_sequence_to_knaves() -> None:
    """'The eight aces form the foundation cards or "Government," and ascend in sequence to knaves.'"""
    s = arrange({"F3": up_to("S", "9"), "PC1": "JS 10S", "PC2": "3S"})
    refused(s, "PC2>F3", "ascend in sequence to knaves")
    s.apply("PC1>F3")
    s.apply("PC1>F3")
    assert shown(s, "F3")[-2:] == ["10S", "JS"] and not s.pile("PC1")


def test_rules_II_and_IV_a_card_is_placed_in_descending_sequence_of_alternate_colours_on_the_division_above() -> None:
    """Rule II: 'Cards in the three lower divisions may be placed in sequence on cards in the next
    division above them, and in this manner they may be transferred from one division to another till
    they reach the top.' Rule IV: 'All sequences must be of alternate colors and in descending line.'"""
    s = arrange({"PC1": "8S", "L1": "7D 7H", "C1": "6C 6S", "P1": "5H", "pack": pack("4S")})
    s.apply("L1>PC1")  # a red seven on a black eight
    s.apply("C1>L1")  # a black six on a red seven ... from the Commons to the Lords
    s.apply("P1>C1")  # and a red five from the People to the Commons
    assert shown(s, "PC1") == ["8S", "7H"] and shown(s, "L1") == ["7D", "6S"] and shown(s, "C1") == ["6C", "5H"]


def test_a_card_ascends_division_by_division_till_it_reaches_the_top() -> None:
    """Rule II: '... and in this manner they may be transferred from one division to another till they
    reach the top': a black six of the People goes to the Commons, the Lords and the Privy Council in
    turn, on a red seven in each, and from there to its foundation."""
    s = arrange({"F3": up_to("S", "5"), "PC1": "8C 7H", "L1": "5C 7D", "C1": "9D 7H", "P1": "5H 6S"})
    s.apply("P1>C1")
    s.apply("C1>L1")
    s.apply("L1>PC1")
    assert shown(s, "PC1") == ["8C", "7H", "6S"]
    s.apply("PC1>F3")
    assert shown(s, "F3")[-1] == "6S" and shown(s, "PC1") == ["8C", "7H"]


def test_rule_IV_refuses_a_card_of_the_same_colour_or_out_of_sequence() -> None:
    """Rule IV: '... a red nine on a black ten, then a black eight, a red seven, and so on.'"""
    s = arrange({"PC1": "10S", "L1": "5C 9S", "L2": "5D 8H", "L3": "5S 9D"})
    refused(s, "L1>PC1", "Rule IV: all sequences must be of alternate colors and in descending line")
    refused(s, "L2>PC1", "Rule IV")
    s.apply("L3>PC1")
    refused(s, "L2>PC1", "Rule IV")  # a red eight on a red nine


def test_rule_IV_the_books_example_a_red_nine_on_a_black_ten_and_any_number_of_cards() -> None:
    """Rule IV: 'a red nine on a black ten, then a black eight, a red seven, and so on. Any number of
    cards may be so placed.'"""
    s = arrange({"PC1": "10S", "L1": "5C 9H", "L2": "5D 8C", "L3": "5S 7D", "L4": "5H 6C", "L5": "5C 5D",
                 "L6": "5D 4S", "L7": "5S 3H", "L8": "5H 2C"})
    for k in range(1, 9):
        s.apply(f"L{k}>PC1")
    assert shown(s, "PC1") == "10S 9H 8C 7D 6C 5D 4S 3H 2C".split()


def test_rule_II_a_card_goes_only_to_the_division_immediately_above_its_own() -> None:
    """Rule II: only 'on cards in the next division above them' (note constitution-2): not two divisions
    up, not in its own division, not down."""
    s = arrange({"PC1": "8S", "PC2": "7H", "L1": "9D", "L2": "7D", "C1": "7H", "C2": "5D 8D", "P1": "7D"})
    refused(s, "C1>PC1", RULE_II)  # two divisions up
    refused(s, "P1>PC1", RULE_II)
    refused(s, "PC2>PC1", RULE_II)  # within its own division
    refused(s, "L2>L1", RULE_II)
    refused(s, "C2>L1", "Rule IV")  # the right division, a wrong card
    refused(s, "PC1>L1", RULE_II)  # down
    refused(s, "L1>C2", RULE_II)
    s.apply("L2>PC1")


def test_rule_II_nothing_is_placed_on_the_people_or_the_talon() -> None:
    """Rule II names the three lower divisions as the ones whose cards are placed in sequence; the
    People are the lowest, and nothing is placed on them, nor on the talon (note constitution-2)."""
    s = arrange({"P1": "8S", "P2": "7H", "T": "7D", "C1": "7H", "pack": pack("4S")})
    refused(s, "P2>P1", "nothing is placed on the People or on the talon")
    refused(s, "T>P1", "nothing is placed on the People")
    refused(s, "C1>P1", "nothing is placed on the People")
    refused(s, "P2>T", "nothing is placed on the People or on the talon")


def test_rule_III_the_top_card_only_of_each_sequence_is_available() -> None:
    """Rule III: 'When cards are placed in sequence in the "Constitution," the top card only of each
    sequence is available until its removal releases the one beneath.'"""
    s = arrange({"F1": up_to("C", "7"), "F2": up_to("H", "8"), "PC1": "10S 9H 8C", "PC2": "9D"})
    refused(s, "PC1@2>F2", "Rule III: the top card only of each sequence is available")
    refused(s, "PC1@2>PC2", "Rule III")
    s.apply("PC1>F1")  # the eight's removal releases the nine beneath
    s.apply("PC1>F2")
    assert shown(s, "PC1") == ["10S"] and shown(s, "F2")[-1] == "9H"


def test_rule_V_each_vacancy_is_at_once_filled_from_the_division_below_the_player_choosing_the_card() -> None:
    """Rule V: 'Each vacancy must be at once filled by a card from the division immediately below it';
    the note: 'In filling a vacancy choose the card (Rule V) which has the most chance of reaching the
    top' (note constitution-3)."""
    s = arrange({"PC1": "2C", "PC2": "8S", "L1": "9D 7H", "pack": pack("6S")})
    s.apply("PC1>F1")
    assert not s.pile("PC1")
    assert moves(s) == {f"{name}>PC1" for name in L}  # any card of the Lords, and nothing else
    refused(s, "L1>PC2", RULE_V)  # not even a sequence
    refused(s, "deal", RULE_V)
    refused(s, "C1>PC1", RULE_II)  # not from a division further down
    refused(s, "X>PC1", "placed as in tableau")
    s.apply("L1>PC1")  # the red seven from the top of a sequence: no vacancy in the Lords
    assert shown(s, "PC1") == ["7H"] and shown(s, "L1") == ["9D"]
    assert "deal" in moves(s)


def test_rule_V_the_cascade_of_vacancies_down_to_the_talon() -> None:
    """Rule V: '... and as this rule applies equally to all the rows, a vacancy will thus be caused in
    the lowest row or "People," which must be filled from the talon': a card played up from the Privy
    Council, its vacancy filled from the Lords, that one from the Commons, that one from the People,
    and that one from the talon."""
    s = arrange({"PC4": "2D", "L3": "8H", "C5": "6C", "P2": "4S", "T": "10H 3D", "pack": pack("6D")})
    s.apply("PC4>F4")
    assert moves(s) == {f"{name}>PC4" for name in L}
    s.apply("L3>PC4")
    assert not s.pile("L3") and moves(s) == {f"{name}>L3" for name in C}
    refused(s, "P2>L3", RULE_II)
    s.apply("C5>L3")
    assert not s.pile("C5") and moves(s) == {f"{name}>C5" for name in P}
    s.apply("P2>C5")
    # the People's vacancy is filled at once, with the talon's top card: no choice, no move to make
    assert shown(s, "P2") == ["3D"] and shown(s, "T") == ["10H"] and shown(s, "pack") == ["6D"]
    assert [shown(s, n) for n in ("PC4", "L3", "C5")] == [["8H"], ["6C"], ["4S"]]
    assert "deal" in moves(s)


def test_rule_V_when_there_is_no_talon_the_people_are_filled_from_the_pack() -> None:
    """Rule V: '... which must be filled from the talon, or, when there is no talon, from the pack.'
    'When the tableau is complete, if any suitable cards are to be found in the "Privy Council" row,
    play them (Rule I), immediately refilling each vacancy as it is made (Rule V).'"""
    s = arrange({"PC1": "2C", "L1": "3H", "C1": "6C", "P1": "4S", "pack": pack("10H 3D")})
    for move in ("PC1>F1", "L1>PC1", "C1>L1", "P1>C1"):
        s.apply(move)
    assert shown(s, "P1") == ["10H"] and shown(s, "pack") == ["3D"] and not s.pile("T")
    t = patience.new_game(SLUG, 1)  # a real deal: at the start there is no talon
    top = t.pile("pack")[-1]
    assert "P1>C2" in moves(t)  # the four of hearts on the five of clubs
    t.apply("P1>C2")
    assert t.pile("P1") == (top,) and len(t.pile("pack")) == 47 and not t.pile("T")


def test_a_vacancy_stays_when_the_division_below_has_no_card() -> None:
    """When the pack and the talon are exhausted, a vacancy of the People stays, and a vacancy above it
    waits only for a card the division below still has (note constitution-3)."""
    t = arrange({**{name: "" for name in P}, "PC1": "2C", "PC3": "8S", "L1": "9D 7H", "C1": "6C"})
    t.apply("PC1>F1")
    t.apply("L2>PC1")
    t.apply("C1>L2")  # a vacancy in the Commons, and the People have nothing to fill it
    assert not t.pile("C1") and not t.pile("P1")
    refused(t, "L1>C1", RULE_II)
    refused(t, "C2>P1", "Rule V: a vacancy in the lowest row or \"People\" must be filled from the talon")
    assert moves(t) == {"L1>PC3"}  # play goes on: the Lords' red seven on the black eight
    t.apply("L1>PC3")


def test_the_pack_is_dealt_out_one_card_at_a_time_forming_the_talon() -> None:
    """'When you have played all available cards and placed in sequence all that you wish, deal out the
    remainder of the pack, the cards not required to fill vacancies in the "People" forming the talon'
    (note constitution-4): one card a move, its top card the one that fills the next vacancy."""
    s = arrange({"PC1": "2C", "L1": "3H", "C1": "6C", "P1": "4S", "pack": pack("9S 10H")})
    s.apply("deal")
    assert shown(s, "T") == ["9S"] and shown(s, "pack") == ["10H"]
    s.apply("deal")
    assert shown(s, "T") == ["9S", "10H"] and not s.pile("pack")
    refused(s, "deal", "the remainder of the pack has been dealt out")
    for move in ("PC1>F1", "L1>PC1", "C1>L1", "P1>C1"):
        s.apply(move)
    assert shown(s, "P1") == ["10H"] and shown(s, "T") == ["9S"]
    assert s.view()["T"] == ["9S"]


def test_a_card_of_the_pack_or_talon_goes_only_into_a_vacancy_of_the_people() -> None:
    """Rule I: 'All cards in the ... pack, or talon must ascend through each division' (note
    constitution-4): the talon's card goes nowhere but into the People, and only by Rule V."""
    s = arrange({"PC1": "3D", "L1": "3H", "C1": "4S", "T": "2C", "pack": pack("2S")})
    refused(s, "T>PC1", RULE_II)
    refused(s, "T>L1", RULE_II)
    refused(s, "T>C1", RULE_II)
    refused(s, "T>F1", RULE_I_II)
    refused(s, "T>P1", "nothing is placed on the People")
    refused(s, "pack>P1", "the pack is dealt out onto the talon")
    refused(s, "pack>T", "the pack is dealt out onto the talon")
    assert not any(m.args and m.args[0] in ("T", "pack") for m in s.legal_moves())


def test_the_picture_and_the_foundations_keep_their_cards() -> None:
    s = arrange({"F1": "AC 2C", "PC1": "3H"})
    refused(s, "F1>P1", "the foundations keep their cards")
    refused(s, "Q>PC1", "the Sovereign, the Bishops, the Judges")
    refused(s, "PC1>K1", "nothing is played to them or from them")


def test_there_is_no_redeal() -> None:
    """The text names no re-deal (note constitution-5)."""
    s = arrange({"T": "9S 8S"})
    refused(s, "redeal", "the text names no re-deal")
    assert "redeal" not in moves(s)


def test_won_when_every_foundation_has_ascended_to_its_knave() -> None:
    full = {name: up_to(ace[-1], "J") for name, ace in ACES.items()}
    rows = {name: "" for names in DIVISIONS.values() for name in names}
    s = arrange({**rows, **full, "F8": up_to("D", "10"), "PC3": "JD"})
    assert not s.is_won()
    s.apply("PC3>F8")
    assert s.is_won() and s.is_over() and s.score() == 88
    refused(s, "PC3>F8", "there is no card there to move")


def test_the_game_is_over_when_nothing_can_be_played_placed_or_dealt() -> None:
    s = arrange({})  # the full Constitution of knaves, nines, sevens and fives, pack and talon empty
    assert not s.legal_moves() and s.is_over() and not s.is_won()


def test_the_pack_is_face_down_the_talon_shows_its_top_card_only_as_available() -> None:
    s = patience.new_game(SLUG, 2)
    for _ in range(3):
        s.apply("deal")
    assert set(s.view()["pack"]) == {None} and len(s.pile("T")) == 3
    assert all(v is not None for name in (*PC, *L, *C, *P) for v in s.view()[name])


# Deal 4, won by the solver (``python -m patience solve constitution --deal 4 --seconds 40``) and replayed here.
WINNING_DEAL = 4
WINNING_LINE = (
    "PC7>F4 L1>PC7 C1>L1 P1>C1 PC3>F2 L1>PC3 C1>L1 P1>C1 L1>PC4 C1>L1 P1>C1 L1>PC1 C1>L1 P1>C1 PC1>F8 L2>PC8 "
    "C1>L2 P1>C1 L2>PC4 C1>L2 P1>C1 L2>PC6 C1>L2 P1>C1 L2>PC8 C1>L2 P1>C1 L1>PC8 C1>L1 P1>C1 L1>PC6 C1>L1 "
    "P1>C1 L3>PC4 C1>L3 P1>C1 L4>PC8 C1>L4 P1>C1 L5>PC3 C1>L5 P1>C1 L7>PC4 C1>L7 P1>C1 L2>PC4 C1>L2 P1>C1 "
    "L5>PC4 C1>L5 P1>C1 C2>L5 P1>C2 C4>L1 P1>C4 C7>L3 P1>C7 C2>L3 P1>C2 C2>L2 P1>C2 C7>L2 P1>C7 C7>L5 P1>C7 "
    "C3>L5 P1>C3 C3>L4 P1>C3 P2>C2 P5>C8 P2>C8 P1>C8 P6>C3 P2>C3 P2>C1 deal deal deal deal deal deal deal "
    "deal deal deal deal deal deal deal deal C1>L8 C4>L8 P1>C4 L8>PC3 C6>L8 P1>C6 P7>C6 P8>C6 C6>L6 C7>L6 "
    "P1>C7 L6>PC2 PC2>F2 C7>L6 P1>C7 C7>L1 P1>C7 L6>PC2 PC2>F4 C6>L2 P7>C7 C7>L8 P7>C5 C5>L3 C3>L3 C2>L3 "
    "P7>C3 P7>C1 P8>C7 P1>C7 C7>L8 C6>L8 P5>C6 C6>L4 P6>C6 C6>L6 P1>C6 L6>PC2 L7>PC2 C2>L7 P1>C2 PC2>F1 "
    "PC1>F1 L7>PC1 C2>L7 P2>C2 PC1>F2 L7>PC1 C2>L7 P3>C2 PC1>F7 L7>PC1 C2>L7 P4>C2 PC2>F8 PC2>F1 L7>PC2 C2>L7 "
    "P5>C2 PC2>F3 L7>PC2 C2>L7 P6>C2 PC2>F5 L7>PC2 C2>L7 P7>C2 PC5>F3 L7>PC5 C2>L7 P8>C2 PC4>F3 PC5>F3 L7>PC5 "
    "C5>L7 PC4>F2 L7>PC2 C3>L7 L2>PC1 L2>PC5 PC5>F3 L6>PC1 L6>PC4 C3>L6 L6>PC2 C2>L6 L7>PC2 C3>L7 PC2>F4 "
    "PC4>F4 PC2>F1 PC2>F4 PC5>F4 L6>PC5 C4>L6 PC7>F4 L6>PC7 C6>L6 PC4>F1 PC2>F1 L6>PC2 C1>L6 L6>PC7 C7>L6 "
    "L6>PC3 C7>L6 L6>PC7 C8>L6 L2>PC3 L8>PC3 C8>L1 L6>PC6 C8>L6 PC6>F3 L2>PC7 C8>L2 PC7>F3 PC7>F4 L2>PC5 "
    "C1>L2 L4>PC5 PC5>F3 PC7>F3 PC2>F3 L3>PC2 PC2>F5 L5>PC2 PC2>F6 L2>PC2 PC8>F6 L6>PC5 L1>PC5 L5>PC1 PC1>F7 "
    "PC8>F7 PC1>F6 PC8>F6 PC1>F7 PC8>F2 PC4>F2 PC4>F1 PC5>F2 PC4>F2 PC5>F1 PC4>F1 L7>PC4 PC5>F2 PC5>F1 L3>PC5 "
    "PC7>F2 L3>PC7 PC5>F8 L5>PC5 PC5>F5 L5>PC5 PC5>F8 L1>PC5 PC4>F8 L1>PC4 PC7>F5 L1>PC7 PC1>F5 L3>PC1 PC1>F7 "
    "L3>PC1 PC8>F5 L3>PC8 PC3>F6 PC1>F6 L8>PC1 PC1>F8 L4>PC1 PC1>F4 L4>PC1 PC2>F4 L8>PC2 PC2>F5 L8>PC2 PC3>F7 "
    "PC8>F7 L8>PC8 PC2>F7 L8>PC2 PC4>F7 PC2>F7 PC5>F5 PC3>F6 PC6>F8 PC3>F8 PC6>F6 PC8>F6 PC1>F6 PC6>F8 PC3>F5 "
    "PC3>F8 PC7>F5"
)


def test_a_real_deal_is_won() -> None:
    """A numbered deal played out to the end: every move is accepted, and the game is won when all eight
    foundations have ascended to their knaves, the eighty cards having passed up through the divisions."""
    s = replay_win(SLUG, WINNING_DEAL, WINNING_LINE)
    assert s.score() == 88 and not any(s.pile(name) for names in DIVISIONS.values() for name in names)
    assert not s.pile("pack") and not s.pile("T")


@settings(max_examples=25, deadline=None)
@given(deal=st.integers(0, 100_000), choices=st.lists(st.integers(0, 1000), max_size=150))
def test_whatever_is_played_the_constitution_keeps_its_rules(deal: int, choices: list[int]) -> None:
    """Random play: every sequence descends in alternate colours; the People hold one card each and are
    never vacant while the talon or pack has a card; while a vacancy waits above the People and the
    division below has a card, the only moves fill it from there; the foundations follow suit."""
    s = patience.new_game(SLUG, deal)
    names = list(DIVISIONS.values())
    for choice in choices:
        legal = s.legal_moves()
        if not legal:
            break
        for k, division in enumerate(names[:-1]):
            below = names[k + 1]
            empty = [n for n in division if not s.pile(n)]
            if empty and any(s.pile(n) for n in below):
                assert all(m.kind == "move" and m.args[0] in below and m.args[1] in empty for m in legal)
        s.apply(legal[choice % len(legal)])
        for division in names[:-1]:
            for name in division:
                pile = s.pile(name)
                assert all(b.rank == a.rank - 1 and b.is_red != a.is_red for a, b in zip(pile, pile[1:]))
        for name in names[-1]:
            assert len(s.pile(name)) == 1 or not (s.pile("T") or s.pile("pack"))
        for name, ace in ACES.items():
            pile = shown(s, name)
            assert pile == up_to(ace[-1], "J").split()[: len(pile)]
