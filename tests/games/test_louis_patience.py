"""The "Louis" Patience (No. 43), tested from the 1914 text, rule by rule and paragraph by paragraph."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st
from support import refused, replay_win, shown

import patience
from patience.cards import packs
from patience.moves import MOVE, Move
from patience.games.louis_patience import LETTERS, TAKEN_UP
from patience.state import State

SLUG = "louis-patience"
ACES = ("F1", "F2", "F3", "F4")  # diamonds, clubs, hearts, spades (note louis-patience-1)
KINGS = ("F5", "F6", "F7", "F8")  # the same suits, each under its ace
SUITS = "DCHS"
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
WITHDRAWN = {**{f: f"A{s}" for f, s in zip(ACES, SUITS)}, **{f: f"K{s}" for f, s in zip(KINGS, SUITS)}}
EVERY_LETTER = (1 << len(LETTERS)) - 1  # the counter "uncovered": every letter's top card just dealt


def table(piles: dict[str, str], **counters: int) -> State:
    """``piles`` on the table, with the eight withdrawn cards where ``piles`` names no foundation."""
    return patience.arrange(SLUG, {**WITHDRAWN, **piles}, counters)


def dealing(cards: str, piles: dict[str, str] | None = None, at: str = "a", uncovered: int = 0,
            redeals: int = 0) -> State:
    """A position during a deal: ``cards`` are still to be dealt, the first named first, the next on
    letter ``at``; ``uncovered`` the letters whose top card was dealt and not yet covered or played."""
    stock = " ".join(reversed(cards.split()))
    return table({**(piles or {}), "pack": stock}, next=LETTERS.index(at), uncovered=uncovered, redeals=redeals)


def up(suit: str, last: str) -> str:
    """An ace foundation from its ace up to ``last``."""
    return " ".join(f"{r}{suit}" for r in RANKS[: RANKS.index(last) + 1])


def down(suit: str, last: str) -> str:
    """A king foundation from its king down to ``last``."""
    return " ".join(f"{r}{suit}" for r in RANKS[RANKS.index(last):][::-1])


def moves(s: State) -> list[str]:
    return [str(m) for m in s.legal_moves()]


# --- the tableau ---------------------------------------------------------------------------------

def test_four_aces_and_four_kings_are_withdrawn_and_placed_as_in_tableau() -> None:
    """'Withdraw from the pack four aces and four kings of different suits, and place them as in
    tableau': the picture's two lines of four, the aces above, each king under the ace of its suit, the
    suits read from the picture as diamonds, clubs, hearts, spades (note louis-patience-1)."""
    for deal in (0, 7):
        s = patience.new_game(SLUG, deal)
        assert {f: shown(s, f) for f in ACES + KINGS} == {f: [c] for f, c in WITHDRAWN.items()}
        assert len(s.pile("pack")) == 104 - 8 and not any(s.pile(x) for x in LETTERS + ("aside",))
        assert Counter(int(c) for c in s.all_cards()) == Counter(int(c) for c in packs(2))
        assert set(s.view()["pack"]) == {None}  # the pack is face down
    piles = {p.name: p for g in patience.game(SLUG).groups for p in g.piles}
    assert len({piles[f].y for f in ACES}) == len({piles[f].y for f in KINGS}) == 1
    assert piles["F1"].y < piles["F5"].y
    assert [piles[a].x for a in ACES] == [piles[k].x for k in KINGS] == sorted(piles[a].x for a in ACES)


def test_the_alphabet_is_a_square_of_twelve_letters_outside_the_foundations() -> None:
    """'You next deal twelve cards, forming a square outside the foundations, each card bearing a letter:
    this square is called the alphabet. Begin the deal at letter a, and finish it at letter m': twelve
    letters, with no j, placed as the picture letters them (note louis-patience-1)."""
    assert LETTERS == tuple("abcdefghiklm") and "j" not in LETTERS and len(LETTERS) == 12
    piles = {p.name: p for g in patience.game(SLUG).groups for p in g.piles}
    by_row: dict[float, list[str]] = {}
    for letter in LETTERS:
        by_row.setdefault(piles[letter].y, []).append(letter)
    top, bottom = min(by_row), max(by_row)
    assert sorted(by_row[top], key=lambda x: piles[x].x) == ["g", "h", "i", "k"]  # along the top, from the left
    assert sorted(by_row[bottom], key=lambda x: piles[x].x) == ["d", "c", "b", "a"]  # a at the right, below
    assert piles["f"].x == piles["e"].x < piles["F1"].x and piles["f"].y == piles["F1"].y  # f above e, on the left
    assert piles["e"].y == piles["F5"].y
    assert piles["l"].x == piles["m"].x > piles["F4"].x and piles["l"].y == piles["F4"].y  # l above m, on the right
    assert piles["m"].y == piles["F8"].y
    foundations = [piles[f] for f in ACES + KINGS]
    for letter in LETTERS:  # outside the foundations
        p = piles[letter]
        assert (p.y < min(f.y for f in foundations) or p.y > max(f.y for f in foundations)
                or p.x < min(f.x for f in foundations) or p.x > max(f.x for f in foundations))


# --- the deal ------------------------------------------------------------------------------------

def test_the_deal_goes_round_the_alphabet_in_circles_from_a_to_m() -> None:
    """'Begin the deal at letter a, and finish it at letter m ... You next proceed to deal out a second
    circle of twelve cards, on the top of the first one, beginning as before with a and finishing with m;
    and you continue to deal out successive circles until the pack is exhausted': eight circles of twelve."""
    s = patience.new_game(SLUG, 3)
    pack = [str(c) for c in reversed(s.pile("pack"))]  # top first
    for k in range(96):
        s.apply("deal")
        assert shown(s, LETTERS[k % 12])[-1] == pack[k]
    assert {x: shown(s, x) for x in LETTERS} == {x: pack[k::12] for k, x in enumerate(LETTERS)}
    assert all(len(s.pile(x)) == 8 for x in LETTERS)
    refused(s, "deal", "the entire pack has been dealt out")


def test_suitable_cards_as_they_turn_up_are_the_players_to_play() -> None:
    """'during the deal play any suitable cards as they turn up': a deuce of diamonds dealt stays on its
    letter until the player plays it, and he may leave it there (note louis-patience-2)."""
    s = dealing("2D 9S 2C")
    s.apply("deal")
    assert shown(s, "a") == ["2D"] and shown(s, "F1") == ["AD"]
    assert moves(s) == ["a>F1", "deal"]
    s.apply("deal")
    s.apply("deal")
    s.apply("c>F2")  # the deuce of clubs played, the deuce of diamonds left where it fell
    assert shown(s, "a") == ["2D"] and shown(s, "F2") == ["AC", "2C"]


def test_rule_II_each_circle_blocks_the_preceding_one() -> None:
    """Rule II: 'During the deal each circle of the alphabet absolutely blocks the preceding one' ... 'as
    each circle of the alphabet is dealt it blocks the previous one': a card may be played until the next
    circle covers it."""
    s = dealing("2D 9S 10S 10C 9C 8C 8S 7S 7C 6C 6S 5S QH 3D", at="a")
    for _ in range(12):
        s.apply("deal")
    assert "a>F1" in moves(s)  # the first circle complete: the deuce may still be played
    s.apply("deal")  # the queen of hearts, of the second circle, covers it
    refused(s, "a@1>F1", "only the uppermost card of each letter is available")
    assert moves(s) == ["a>F7", "deal"]


def test_rule_II_released_cards_wait_until_the_entire_pack_has_been_dealt() -> None:
    """'cards in the lower circles cannot be used, even if released, until the entire pack has been dealt
    (Rule II)': the deuce of diamonds, released when the queen of diamonds dealt on it is played, waits;
    when the deal is complete, 'the removal of cards from the alphabet releases those on the circles
    beneath, which now become available'."""
    s = dealing("QD 9S", {"a": "2D", "b": "10C"}, at="a", uncovered=EVERY_LETTER)
    s.apply("deal")
    s.apply("a>F5")
    refused(s, "a>F1", "Rule II: during the deal each circle of the alphabet absolutely blocks the preceding one")
    assert moves(s) == ["deal"]
    s.apply("deal")  # the last card: the entire pack has been dealt
    assert moves(s) == ["a>F1"]
    s.apply("a>F1")
    assert shown(s, "F1") == ["AD", "2D"]


# --- the foundations -----------------------------------------------------------------------------

def test_rule_I_the_foundations_follow_suit() -> None:
    """Rule I: 'The foundations follow suit.'"""
    s = table({"a": "2C", "b": "QS", "c": "2D"})
    refused(s, "a>F1", "Rule I: the foundations follow suit")
    refused(s, "b>F5", "Rule I: the foundations follow suit")
    s.apply("a>F2")
    s.apply("b>F8")
    s.apply("c>F1")


def test_the_aces_ascend_to_kings_the_kings_descend_to_aces() -> None:
    """'The aces ascend in sequence to kings, the kings descend to aces (Rule I).'"""
    s = table({"a": "3H", "b": "2H", "c": "JH", "d": "QH"})
    refused(s, "a>F3", "the aces ascend in sequence to kings, the kings descend to aces")
    refused(s, "c>F7", "the aces ascend in sequence to kings")
    refused(s, "b>F7", "the kings descend to aces")
    s.apply("b>F3")
    s.apply("a>F3")
    s.apply("d>F7")
    s.apply("c>F7")
    assert shown(s, "F3") == ["AH", "2H", "3H"] and shown(s, "F7") == ["KH", "QH", "JH"]
    full = table({"F3": up("H", "K"), "F7": down("H", "A"), "a": "KH", "b": "AH"})
    refused(full, "a>F3", "that foundation is complete")
    refused(full, "b>F7", "that foundation is complete")


def test_cards_are_played_from_the_alphabet_only() -> None:
    """The pack is dealt, and a card on a foundation stays on the foundations (note louis-patience-6)."""
    s = dealing("2D 9S")
    refused(s, "pack>F1", "cards are played from the alphabet; the pack is dealt")
    t = table({"F1": "AD 2D", "a": "5S"})
    refused(t, "F1>aside", "a card on a foundation changes only to the other foundation of its suit")
    refused(t, "F1>a", "marriages are formed with the available cards of the alphabet")


# --- marriages -----------------------------------------------------------------------------------

def test_marriages_are_formed_only_when_the_entire_pack_has_been_dealt_out() -> None:
    """'When the entire pack has been dealt out, and all available cards have been played (Rule II), you
    are allowed to form marriages' (note louis-patience-3)."""
    s = dealing("6H 9S", {"c": "7H"}, at="a", uncovered=EVERY_LETTER)
    s.apply("deal")
    refused(s, "a>c", "marriages are formed only when the entire pack has been dealt out")
    s.apply("deal")
    s.apply("a>c")
    assert shown(s, "c") == ["7H", "6H"]


def test_marriages_both_in_ascending_and_descending_line_and_rule_I_they_follow_suit() -> None:
    """'marriages, both in ascending and descending line, with the available cards of the alphabet'; Rule I:
    '... as do also cards of the alphabet' follow suit."""
    s = table({"a": "7H", "b": "6H", "c": "8H", "d": "6D", "e": "9H", "f": "5S 8D"})
    refused(s, "d>a", "Rule I: cards of the alphabet follow suit")
    refused(s, "e>a", "Rule I: cards of the alphabet follow suit")
    refused(s, "f@1>c", "only the uppermost card of each letter is available")
    s.apply("b>a")  # descending: the six of hearts on the seven
    s.apply("e>c")  # ascending: the nine of hearts on the eight
    assert shown(s, "a") == ["7H", "6H"] and shown(s, "c") == ["8H", "9H"]


def test_a_letter_played_out_is_not_refilled() -> None:
    """The text gives an empty letter no use: it stays empty until the next deal (note louis-patience-3)."""
    s = table({"a": "2D", "b": "9S"})
    s.apply("a>F1")
    refused(s, "b>a", "a letter of the alphabet played out is not refilled")
    assert moves(s) == ["redeal"]


# --- taking up the alphabet ----------------------------------------------------------------------

def test_the_alphabet_is_taken_up_only_when_no_more_cards_can_be_played() -> None:
    """'When the entire pack has been dealt out ... When no more cards can be played, or married, take up
    the alphabet': not while the pack lasts, nor while a card can be played; marriages left do not keep
    it back, since they can be made to and fro (note louis-patience-4)."""
    s = dealing("9S", {"a": "2D"}, at="b", uncovered=EVERY_LETTER)
    refused(s, "redeal", "the alphabet is taken up only when the entire pack has been dealt out")
    s.apply("deal")
    refused(s, "redeal", "when no more cards can be played, or married, take up the alphabet: a card can still")
    s.apply("a>F1")
    assert moves(s) == ["redeal"]
    t = table({"a": "7H", "b": "9S 6H", "c": "9C 7H"})  # the six of hearts may go to either seven ...
    assert {"b>a", "b>c", "redeal"} <= set(moves(t))
    t.apply("b>a")
    t.apply("a>c")  # ... and from one to the other, to and fro
    assert {"c>a", "redeal"} <= set(moves(t))
    t.apply("redeal")


def test_the_order_of_the_packets_is_reversed() -> None:
    """'take up the alphabet in succession, beginning with the letter g, and ending with f. In this manner
    the order of the packets is reversed. Then, without shuffling, deal out all the cards as before,
    beginning at a, and finishing at m' (note louis-patience-5): the pack's top card is the first dealt of
    f, its cards follow in the order they were dealt, then e's, and so back to g's, last."""
    s = table({"a": "3S 4S", "f": "5H 6H 7H", "g": "8C", "m": "9D 10D", "k": "JS"})
    s.apply("redeal")
    assert not any(s.pile(x) for x in LETTERS)
    assert [str(c) for c in reversed(s.pile("pack"))] == ["5H", "6H", "7H", "3S", "4S", "9D", "10D", "JS", "8C"]
    for _ in range(9):
        s.apply("deal")
    assert [shown(s, x) for x in LETTERS] == [["5H"], ["6H"], ["7H"], ["3S"], ["4S"], ["9D"], ["10D"], ["JS"],
                                              ["8C"], [], [], []]


def test_a_single_circle_comes_back_in_the_reverse_order() -> None:
    """Where each letter held one card, the re-deal gives a f's card, b e's, ... f a's, then g m's, ... m g's."""
    circle = ["3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S", "JS", "3H", "4H", "5H"]
    s = table(dict(zip(LETTERS, circle)))
    s.apply("redeal")
    for _ in range(12):
        s.apply("deal")
    before = dict(zip(LETTERS, circle))
    assert {x: shown(s, x) for x in LETTERS} == {
        x: [before[y]] for x, y in zip(LETTERS, ("f", "e", "d", "c", "b", "a", "m", "l", "k", "i", "h", "g"))}


@settings(max_examples=30, deadline=None)
@given(lengths=st.lists(st.integers(0, 5), min_size=12, max_size=12), seed=st.integers(0, 1000))
def test_the_redeal_is_the_packets_taken_up_by_hand(lengths: list[int], seed: int) -> None:
    """The engine's re-deal is the alphabet taken up by hand, card for card (note louis-patience-5): from g
    to f, each packet face upwards as it lies and placed underneath those taken up before; the whole turned
    over, its lowest card on top; and dealt again from a, circle after circle."""
    rng = random.Random(seed)
    middling = [f"{r}{s}" for r in RANKS[2:-2] for s in SUITS]  # three to knave: nothing can be played
    piles = {x: " ".join(rng.choice(middling) for _ in range(n)) for x, n in zip(LETTERS, lengths)}
    s = table(piles)
    hand: list[str] = []  # face upwards, lowest first
    for letter in ("g", "h", "i", "k", "l", "m", "a", "b", "c", "d", "e", "f"):
        hand = piles[letter].split() + hand  # this packet goes underneath
    turned = hand  # turned over: the lowest card is now the top of the pack
    s.apply("redeal")
    assert [str(c) for c in reversed(s.pile("pack"))] == turned
    for _ in turned:
        s.apply("deal")
    assert {x: shown(s, x) for x in LETTERS} == {x: turned[k::12] for k, x in enumerate(LETTERS)}
    assert TAKEN_UP == ("f", "e", "d", "c", "b", "a", "m", "l", "k", "i", "h", "g")


def test_the_second_deal_observes_the_same_rules_as_the_first() -> None:
    """'Then, without shuffling, deal out all the cards as before, beginning at a, and finishing at m,
    observing the same rules as in the first deal': card by card from a, Rule II as before."""
    s = table({"a": "9S", "b": "3D 10C", "c": "2D JC"})
    s.apply("redeal")
    assert s.counters["next"] == 0 and s.counters["uncovered"] == 0
    for _ in range(3):  # c's deuce and knave on a and b, then b's three on c (note louis-patience-5)
        s.apply("deal")
    assert [shown(s, x) for x in "abc"] == [["2D"], ["JC"], ["3D"]] and len(s.pile("pack")) == 2
    refused(s, "a>c", "marriages are formed only when the entire pack has been dealt out")
    s.apply("a>F1")  # suitable cards played as they turn up
    s.apply("c>F1")
    assert shown(s, "F1") == ["AD", "2D", "3D"]


def test_there_may_be_three_redeals() -> None:
    """'There may be three re-deals.'"""
    s = table({"a": "5S", "b": "9C"})
    for k in range(3):
        s.apply("redeal")
        s.apply("deal")
        s.apply("deal")
        assert s.counters["redeals"] == k + 1
    refused(s, "redeal", "there may be three re-deals, no more")
    assert s.is_over() and not s.is_won() and s.legal_moves() == []


# --- the second deal's privileges ----------------------------------------------------------------

def test_a_card_suitable_alike_goes_on_either_foundation_in_every_deal() -> None:
    """'If during this second deal a card turns up suitable alike for an ascending or descending foundation,
    you can place it on either': the seven of hearts when the hearts ascend to the six and descend to the
    eight (note louis-patience-6: the ordinary rule, in the first deal too)."""
    for redeals in (0, 1):
        s = table({"F3": up("H", "6"), "F7": down("H", "8"), "a": "7H"}, redeals=redeals)
        assert {"a>F3", "a>F7"} <= set(moves(s))
        s.apply("a>F7")
        assert shown(s, "F7")[-1] == "7H"


def test_you_may_change_it_from_one_to_the_other_from_the_second_deal() -> None:
    """'... and you may change it from one to the other' (note louis-patience-6): from the first re-deal on,
    the top card of one foundation goes to the other foundation of its suit that takes it, and back."""
    first = table({"F3": up("H", "7"), "F7": down("H", "8"), "a": "5S"})
    refused(first, "F3>F7", "you may change a card from one foundation to the other only during the second deal")
    assert "F3>F7" not in moves(first)
    s = table({"F3": up("H", "7"), "F7": down("H", "8"), "a": "5S"}, redeals=1)
    s.apply("F3>F7")
    assert shown(s, "F3")[-1] == "6H" and shown(s, "F7")[-1] == "7H"
    s.apply("F7>F3")
    assert shown(s, "F3")[-1] == "7H" and shown(s, "F7")[-1] == "8H"
    s.apply("F7>F3")  # the eight too, which the ascending hearts want
    assert shown(s, "F3")[-1] == "8H" and shown(s, "F7")[-1] == "9H"
    refused(s, "F3>F8", "Rule I: the foundations follow suit")
    apart = table({"F3": up("H", "5"), "F7": down("H", "8"), "a": "5S"}, redeals=1)
    refused(apart, "F3>F7", "the kings descend to aces")  # the five is not suitable for the descending hearts
    during = dealing("9S", {"F3": up("H", "7"), "F7": down("H", "8")}, redeals=2)
    during.apply("F3>F7")  # during the deal too


def test_the_withdrawn_aces_and_kings_are_not_changed() -> None:
    """The foundations are the aces and kings withdrawn from the pack: they stay (note louis-patience-6)."""
    s = table({"F3": "AH", "F7": down("H", "2"), "a": "AH"}, redeals=1)
    refused(s, "F3>F7", "the aces and kings withdrawn from the pack are the foundations")
    s.apply("a>F7")  # the other ace ends the descending hearts
    assert s.pile("F7")[-1] == s.pile("F3")[0]


def test_you_may_even_lay_the_card_aside_for_the_moment() -> None:
    """'If you prefer it, you may even lay the card aside for the moment, playing it on whichever foundation
    appears the most suitable as the game progresses' (note louis-patience-7)."""
    s = table({"F3": up("H", "6"), "F7": down("H", "8"), "a": "7H", "b": "7H", "c": "8H"}, redeals=1)
    s.apply("a>aside")
    assert shown(s, "aside") == ["7H"]
    refused(s, "b>aside", "one card at a time is laid aside: play it before laying another aside")
    refused(s, "aside>c", "a card laid aside is played on a foundation")
    s.apply("b>F3")  # the other seven goes up the ascending hearts ...
    s.apply("c>F3")
    assert moves(s)[0] == "aside>F7"  # ... and the one laid aside still goes down the descending ones
    s.apply("aside>F7")
    assert shown(s, "F7")[-1] == "7H" and not s.pile("aside")


def test_only_a_card_suitable_alike_is_laid_aside_and_only_from_the_second_deal() -> None:
    """'If during this second deal a card turns up suitable alike for an ascending or descending
    foundation ... you may even lay the card aside' (note louis-patience-7)."""
    first = table({"F3": up("H", "6"), "F7": down("H", "8"), "a": "7H"})
    refused(first, "a>aside", "you may lay a card aside only during the second deal")
    s = table({"F3": up("H", "5"), "F7": down("H", "8"), "a": "7H", "b": "9C", "c": "6H"}, redeals=1)
    refused(s, "a>aside", "only a card suitable alike for an ascending or descending foundation may be laid aside")
    refused(s, "b>aside", "only a card suitable alike")
    s.apply("c>F3")  # now both hearts foundations want the seven
    s.apply("a>aside")


def test_a_card_laid_aside_as_it_turns_up_during_the_deal() -> None:
    """'If during this second deal a card turns up suitable alike ...': the card just dealt may be laid
    aside; one beneath, released during the deal, may not (Rule II, note louis-patience-2)."""
    s = dealing("7H 9S", {"F3": up("H", "6"), "F7": down("H", "8")}, redeals=1)
    s.apply("deal")
    s.apply("a>aside")
    t = dealing("JC 9S", {"F3": up("H", "6"), "F7": down("H", "8"), "F6": "KC QC", "a": "7H"},
                uncovered=EVERY_LETTER, redeals=1)
    t.apply("deal")
    t.apply("a>F6")
    refused(t, "a>aside", "Rule II")


def test_the_card_laid_aside_is_played_before_the_alphabet_is_taken_up() -> None:
    """'for the moment': a card laid aside can always be played, and no more cards can be played only once
    it is (note louis-patience-4, -7); a change between the foundations does not keep the re-deal back."""
    s = table({"F3": up("H", "6"), "F7": down("H", "8"), "a": "7H", "b": "5S"}, redeals=1)
    s.apply("a>aside")
    refused(s, "redeal", "a card can still be played")
    s.apply("aside>F3")
    assert "F3>F7" in moves(s) and "redeal" in moves(s)
    s.apply("redeal")
    assert s.counters["redeals"] == 2


def test_every_card_move_is_listed_exactly_when_it_is_accepted_in_the_later_deals() -> None:
    """Played on into the second, third and fourth deals (where cards are changed and laid aside), every
    card move between two places is listed by ``legal_moves`` exactly when ``apply`` would accept it."""
    seen: Counter[str] = Counter()
    for deal in range(3):
        rng = random.Random(deal)
        s = patience.new_game(SLUG, deal)
        for _ in range(1500):
            legal = s.legal_moves()
            if not legal:
                break
            if s.counters["redeals"] and rng.random() < 0.2:
                listed = set(legal)
                for a in s.table.names:
                    for b in s.table.names:
                        move = Move(MOVE, (a, b))
                        assert (move in listed) == (s.problem(move) is None), f"deal {deal}: {move}"
            kinds = [m for m in legal if m.kind == MOVE]
            move = rng.choice(kinds) if kinds and rng.random() < 0.7 else legal[-1]
            text = str(move)
            seen["aside" if "aside" in text else "change" if text.count("F") == 2 else move.kind] += 1
            s.apply(move)
    assert seen["redeal"] and seen["aside"] and seen["change"]


# --- the end -------------------------------------------------------------------------------------

def test_won_when_every_foundation_is_complete() -> None:
    """The aces ascend to kings and the kings descend to aces: all 104 cards on the foundations."""
    full = {f: up(s, "K") for f, s in zip(ACES, SUITS)} | {f: down(s, "A") for f, s in zip(KINGS, SUITS)}
    s = table({**full, "F8": down("S", "2"), "aside": "AS"}, redeals=3)
    assert not s.is_won() and not s.is_over()
    s.apply("aside>F8")
    assert s.is_won() and s.is_over() and s.score() == 104


# Deal 3, won by the solver (``python -m patience solve louis-patience --deal 3``) with one re-deal, replayed.
WINNING_DEAL = 3
WINNING_LINE = (
    "deal deal deal deal d>F7 deal deal f>F6 deal deal deal i>F4 e>F4 deal deal deal deal a>F8 deal deal "
    "deal d>F7 deal deal deal deal deal i>F4 deal deal l>F1 deal deal deal b>F2 deal deal deal deal f>F8 "
    "a>F8 e>F8 m>F8 deal deal deal i>F6 deal k>F3 deal deal deal deal deal deal deal e>F6 deal deal g>F3 "
    "deal deal i>F6 deal k>F7 deal l>F7 deal m>F6 a>F6 deal deal b>F1 deal c>F2 deal deal deal deal deal "
    "deal i>F4 g>F4 deal deal deal m>F2 deal deal deal c>F3 deal deal deal f>F3 deal g>F7 deal deal deal "
    "deal deal deal a>F5 deal deal deal deal e>F2 deal f>F2 deal deal deal deal deal deal deal deal deal "
    "c>F8 i>F8 m>F8 deal d>F1 l>F1 k>F1 deal deal deal g>F7 deal deal i>F6 deal k>F3 deal deal k>F1 m>F8 "
    "m>k redeal F3>F7 deal a>F2 deal deal deal d>F2 deal e>F8 deal deal g>F1 deal deal deal deal l>F1 "
    "deal deal deal deal c>F4 deal deal e>F8 deal f>F4 deal g>F7 deal deal i>F3 deal deal deal deal a>F8 "
    "deal deal deal deal e>F3 l>F3 deal deal g>F6 m>F6 k>F6 deal h>F5 deal deal deal l>F6 b>F6 deal deal "
    "deal deal c>F3 b>F3 deal d>F7 deal deal deal g>F3 deal deal i>F2 deal deal l>F5 h>F5 k>F5 deal deal "
    "deal b>F1 a>F1 deal deal i>F2 d>F2 a>F2 d>F1 c>b c>F1 c>F5 h>F5 e>F5 b>F5 b>F5 h>F3 i>F5 k>b k>F2 "
    "m>b m>F3 m>F7 a>F7 d>F7 f>b f>F5 f>F4 b>F4 b>F4 b>F4 b>F4"
)


def test_a_real_deal_is_won() -> None:
    """A numbered deal played out to the end, a card changed from one foundation to the other in the
    second deal: every move is accepted and the game is won."""
    s = replay_win(SLUG, WINNING_DEAL, WINNING_LINE)
    assert s.counters["redeals"] == 1 and "F3>F7" in [str(m) for m in s.moves]
