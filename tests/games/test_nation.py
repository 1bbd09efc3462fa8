"""The Nation (No. 39), tested from the 1914 text, rule by rule and paragraph by paragraph."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st
from support import cards, fillers, refused, replay_win, shown

import patience
from patience.cards import Card, packs, parse_card
from patience.deals import shuffled
from patience.games.nation import COLUMN_NAMES, TAKEN_UP
from patience.state import State

SLUG = "nation"
ACES = ("F1", "F2", "F3", "F4")  # diamonds, clubs, hearts, spades (note nation-1)
KINGS = ("F5", "F6", "F7", "F8")  # the same suits, under the aces
SUITS = "DCHS"
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
WITHDRAWN = {**{f: f"A{s}" for f, s in zip(ACES, SUITS)}, **{f: f"K{s}" for f, s in zip(KINGS, SUITS)}}


def arrange(piles: dict[str, str], counters: dict[str, int] | None = None) -> State:
    return patience.arrange(SLUG, piles, counters)


def table(piles: dict[str, str], counters: dict[str, int] | None = None) -> State:
    """``piles`` on the table with the eight withdrawn cards, each column left out holding one card that
    nothing is married to or played from (``support.fillers``): no vacancy opens by chance."""
    piles = {**WITHDRAWN, **piles}
    empty = [c for c in COLUMN_NAMES if c not in piles]
    return arrange(piles | dict(zip(empty, fillers(piles, len(empty)))), counters)


def up(suit: str, last: str) -> str:
    """An ace foundation from its ace up to ``last``."""
    return " ".join(f"{r}{suit}" for r in RANKS[: RANKS.index(last) + 1])


def down(suit: str, last: str) -> str:
    """A king foundation from its king down to ``last``."""
    return " ".join(f"{r}{suit}" for r in RANKS[RANKS.index(last):][::-1])


def dealt(piles: dict[str, str], order: str) -> State:
    """A hand-set table (``piles``; the columns empty) on which the cards ``order`` are dealt, the first
    named first, by the game's own deal: eight counts to each column from the left (Rule II)."""
    s = arrange(piles)
    s._deal_out(list(reversed(cards(order))))
    return s


def pack_of(deal: int) -> list[Card]:
    """The pack of a numbered deal, the first card dealt first (``patience.deals``): the two packs less
    the eight cards withdrawn, shuffled for the game and the deal."""
    pack = packs(2)
    for text in WITHDRAWN.values():
        pack.remove(parse_card(text))
    return shuffled(pack, SLUG, deal)[::-1]


def counted(pack: list[Card]) -> tuple[dict[str, list[Card]], dict[str, list[Card]]]:
    """Rule II done by hand, independently of the engine: count eight to each column, and play a card
    that suits a foundation as it is dealt (on the ace's foundation first), its number not repeated."""
    foundations = {f: [parse_card(t)] for f, t in WITHDRAWN.items()}
    columns: dict[str, list[Card]] = {c: [] for c in COLUMN_NAMES}
    cards_left = iter(pack)
    for column in COLUMN_NAMES:
        for _ in range(8):
            c = next(cards_left)
            for f in (*ACES, *KINGS):
                top = foundations[f][-1]
                step = 1 if f in ACES else -1
                if len(foundations[f]) < 13 and c.suit == top.suit and c.rank == top.rank + step:
                    foundations[f].append(c)
                    break
            else:
                columns[column].append(c)
    return columns, foundations


# --- the deal -----------------------------------------------------------------------------------

def test_four_aces_and_four_kings_of_different_suits_are_withdrawn_and_placed_above() -> None:
    """'Withdraw from the pack four aces and four kings of different suits, placing them above in two
    horizontal lines' (note nation-1)."""
    for deal in (0, 7, 23):
        s = patience.new_game(SLUG, deal)
        assert [shown(s, f)[0] for f in ACES] == ["AD", "AC", "AH", "AS"]
        assert [shown(s, f)[0] for f in KINGS] == ["KD", "KC", "KH", "KS"]
        assert Counter(int(c) for c in s.all_cards()) == Counter(int(c) for c in packs(2))
    game = patience.game(SLUG)
    piles = {g.name: g.piles for g in game.groups}
    assert len({p.y for p in piles["aces"]}) == 1 and len({p.y for p in piles["kings"]}) == 1  # two lines
    assert piles["aces"][0].y < piles["kings"][0].y < piles["columns"][0].y  # above the columns
    assert [p.x for p in piles["aces"]] == [p.x for p in piles["kings"]]  # as the picture has them


def test_twelve_columns_dealt_one_after_another_beginning_on_the_left() -> None:
    """'Underneath the foundations deal out eight cards in a perpendicular line, beginning on the
    left-hand side; and on the right of this column deal eleven other columns, each consisting of eight
    cards': eight to the first column, then eight to the next."""
    game = patience.game(SLUG)
    columns = {g.name: g.piles for g in game.groups}["columns"]
    assert len(columns) == 12 and len({p.y for p in columns}) == 1 and all(p.fan == "down" for p in columns)
    assert [p.x for p in columns] == sorted(p.x for p in columns)
    pack = " ".join(f"{r}{s}" for s in "SHCD" for r in RANKS[4:10])  # 5 to 10: nothing suits a foundation
    s = dealt(WITHDRAWN, pack)
    order = pack.split()
    assert [shown(s, c) for c in COLUMN_NAMES[:3]] == [order[:8], order[8:16], order[16:24]]
    assert not any(s.pile(c) for c in COLUMN_NAMES[3:])


def test_a_deal_with_nothing_to_play_has_twelve_columns_of_eight() -> None:
    """'This would result in twelve columns of equal number of cards, as seen in tableau, but for the
    following conditions': ninety-six cards, eight a column, where no card suits as it is dealt."""
    middle = [f"{r}{s}" for r in RANKS[4:10] for s in "SHCD"]  # five to ten: the foundations want fours and knaves
    s = dealt({f: up(suit, "3") for f, suit in zip(ACES, SUITS)}
              | {f: down(suit, "Q") for f, suit in zip(KINGS, SUITS)}, " ".join(middle * 4))
    assert [len(s.pile(c)) for c in COLUMN_NAMES] == [8] * 12


@settings(max_examples=20, deadline=None)
@given(deal=st.integers(0, 100_000))
def test_rule_II_the_count_of_each_column_on_numbered_deals(deal: int) -> None:
    """Rule II: 'In dealing the cards of each column and counting them from one to eight, a card played on
    the foundation does not have its number repeated, the next card dealt counting as the following
    number.' The engine's deal is the count done by hand, card for card (note nation-2)."""
    s = patience.new_game(SLUG, deal)
    columns, foundations = counted(pack_of(deal))
    assert {c: list(s.pile(c)) for c in COLUMN_NAMES} == columns
    assert {f: list(s.pile(f)) for f in (*ACES, *KINGS)} == foundations
    ups = sum(len(cards) - 1 for cards in foundations.values())
    assert sum(len(s.pile(c)) for c in COLUMN_NAMES) == 96 - ups


def test_the_texts_example_no_4_and_no_7_suitable() -> None:
    """'If the card counted as No. 4 were suitable, you play it and count the next card No. 5; and if No. 7
    were likewise suitable, you would play it and count the next (and last) card as No. 8, although, in
    fact, the column would only contain six cards (Rule II).' Deal 23's first column is the example: No. 4
    is the queen of spades, for the king of spades, No. 7 the deuce of diamonds, for the ace (note nation-2)."""
    pack = pack_of(23)
    assert [str(c) for c in pack[:8]] == ["3D", "6H", "JH", "QS", "6H", "5S", "2D", "8D"]
    first = dealt(WITHDRAWN, " ".join(str(c) for c in pack[:8]))  # the first column alone
    assert shown(first, "C1") == ["3D", "6H", "JH", "6H", "5S", "8D"]  # six cards
    assert shown(first, "F8") == ["KS", "QS"] and shown(first, "F1") == ["AD", "2D"]
    assert not first.pile("C2")
    s = patience.new_game(SLUG, 23)
    assert shown(s, "C1") == ["3D", "6H", "JH", "6H", "5S", "8D"]
    assert s.pile("C2")[0] == pack[8]  # the ninth card begins the second column


def test_the_example_with_a_hand_set_pack() -> None:
    """The same count on a pack set out by hand: Nos. 4 and 7 go up, No. 8 is the last card of the column,
    and the ninth card begins the next column."""
    s = dealt(WITHDRAWN, "9S 9C 10H 2C 5S 6S QH 7D 8S")
    assert shown(s, "C1") == ["9S", "9C", "10H", "5S", "6S", "7D"]
    assert shown(s, "F2") == ["AC", "2C"] and shown(s, "F7") == ["KH", "QH"]
    assert shown(s, "C2") == ["8S"]


def test_a_card_once_placed_in_a_column_cannot_be_removed() -> None:
    """'But although suitable cards are thus played as they turn up in the deal, a card once placed in a
    column cannot be removed': the three of hearts, dealt before the deuce, stays in its column when the
    deuce goes up, and is covered (note nation-2)."""
    s = dealt(WITHDRAWN, "3H 2H 9S 9C")
    assert shown(s, "F3") == ["AH", "2H"]
    assert shown(s, "C1") == ["3H", "9S", "9C"]
    refused(s, "C1@1>F3", "Rule III: only the lowest card of each column is available")
    pack = pack_of(23)  # the same in deal 23: the three of diamonds, No. 1, stays; the deuce, No. 7, goes up
    first = dealt(WITHDRAWN, " ".join(str(c) for c in pack[:8]))
    assert shown(first, "C1")[0] == "3D" and shown(first, "F1") == ["AD", "2D"]


def test_a_card_that_suits_both_foundations_of_its_suit_as_dealt_goes_on_the_aces() -> None:
    """Where the ace's foundation and the king's both want the card just dealt, it goes on the ace's
    (note nation-2)."""
    s = dealt({**WITHDRAWN, "F1": up("D", "6"), "F5": down("D", "8")}, "7D 9S")
    assert shown(s, "F1") == up("D", "7").split() and shown(s, "F5") == down("D", "8").split()
    assert shown(s, "C1") == ["9S"]


def test_the_redeal_is_dealt_by_the_same_count() -> None:
    """'You should observe the same method in dealing out all the twelve columns', the re-deal too
    (note nation-5)."""
    s = arrange({**WITHDRAWN, "C1": "5S 6S", "C2": "9C 2H 8C"})
    s.apply("redeal")  # the right-hand column first: 9C 2H 8C, then 5S 6S
    assert shown(s, "F3") == ["AH", "2H"]
    assert shown(s, "C1") == ["9C", "8C", "5S", "6S"]


# --- the play -----------------------------------------------------------------------------------

def test_rule_I_the_foundations_follow_suit() -> None:
    """Rule I: 'The foundations follow suit.'"""
    s = arrange({**WITHDRAWN, "C1": "2H", "C2": "QS"})
    refused(s, "C1>F1", "Rule I: the foundations follow suit")
    refused(s, "C2>F5", "Rule I: the foundations follow suit")
    s.apply("C1>F3")
    s.apply("C2>F8")
    assert shown(s, "F3") == ["AH", "2H"] and shown(s, "F8") == ["KS", "QS"]


def test_the_aces_ascend_in_sequence_to_kings_the_kings_descend_to_aces() -> None:
    """'These are the foundations, the aces ascending in sequence to kings, the kings descending to aces
    (Rule I).'"""
    s = arrange({**WITHDRAWN, "C1": "3C", "C2": "2C", "C3": "JC", "C4": "QC"})
    refused(s, "C1>F2", "the aces ascending in sequence to kings, the kings descending to aces")
    refused(s, "C3>F6", "the aces ascending in sequence to kings")
    refused(s, "C2>F6", "the kings descending to aces")
    s.apply("C2>F2")
    s.apply("C1>F2")
    s.apply("C4>F6")
    s.apply("C3>F6")
    assert shown(s, "F2") == ["AC", "2C", "3C"] and shown(s, "F6") == ["KC", "QC", "JC"]


def test_a_foundation_is_complete_at_its_last_card() -> None:
    """The aces ascend to kings and the kings descend to aces: nothing goes beyond."""
    s = arrange({**WITHDRAWN, "F4": up("S", "K"), "F8": down("S", "A"), "C1": "KS", "C2": "AS"})
    refused(s, "C1>F4", "that foundation is complete")
    refused(s, "C2>F8", "that foundation is complete")


def test_rule_III_only_the_lowest_card_of_each_column_is_available() -> None:
    """Rule III: 'Only the lowest card of each column is available until its removal releases the one
    above it; no card being available that has another below it.'"""
    s = table({"C1": "2D 9S 3D", "C2": "10S"})
    refused(s, "C1@1>F1", "Rule III: only the lowest card of each column is available")
    refused(s, "C1@2>C2", "no card being available that has another below it")  # a marriage, were it free
    assert [str(m) for m in s.legal_moves()] == ["redeal"]  # the three of diamonds waits for its deuce


def test_rule_III_the_removal_of_the_lowest_card_releases_the_one_above() -> None:
    """Rule III: '... until its removal releases the one above it.'"""
    s = table({"C1": "3D 2D", "C2": "10S"})
    s.apply("C1>F1")
    s.apply("C1>F1")  # released by the deuce's removal
    assert shown(s, "F1") == ["AD", "2D", "3D"] and not s.pile("C1")


def test_marriages_both_in_ascending_and_descending_sequences() -> None:
    """'Marriages also may be made, both in ascending and descending sequences, with available cards from
    each column': a card of the same suit, next above or below (note nation-3)."""
    s = table({"C1": "9S 6H", "C2": "9C 5H", "C3": "9D 7H", "C4": "10D 5S", "C5": "10C 8H", "C6": "JD 4H"})
    refused(s, "C4>C1", "marriages may be made, both in ascending and descending sequences")  # not in suit
    refused(s, "C5>C1", "a card of the same suit, next above or below in value")  # two above
    s.apply("C2>C1")  # descending: the five on the six
    s.apply("C6>C1")  # and the four on the five
    s.apply("C5>C3")  # ascending: the eight on the seven
    refused(s, "C3>C1", "marriages may be made")  # the eight, now available, is not next to the four
    assert shown(s, "C1") == ["9S", "6H", "5H", "4H"] and shown(s, "C3") == ["9D", "7H", "8H"]


def test_a_sequence_may_turn() -> None:
    """Both directions on one column: on the six the five, on the five the other six (note nation-3)."""
    s = table({"C1": "9S 6H", "C2": "9C 5H", "C3": "9D 6H"})
    s.apply("C2>C1")
    s.apply("C3>C1")
    assert shown(s, "C1") == ["9S", "6H", "5H", "6H"]


def test_a_vacant_space_is_filled_by_any_one_available_card_and_built_on() -> None:
    """'When an entire column has been removed, the vacant space may be filled by any one available card
    (Rule III), and cards can be placed in sequence upon it, as on those of the other columns.'"""
    s = table({"C1": "2S", "C2": "9C 8H", "C3": "10S JD", "C4": "QD 7H"})
    s.apply("C1>F4")
    assert not s.pile("C1")
    refused(s, "C2@1>C1", "Rule III")
    refused(s, "F4>C1", "a card on a foundation stays there")
    s.apply("C3>C1")  # any available card: the knave of diamonds, which releases the ten of spades
    s.apply("C4>C2")  # on the eight of hearts the seven, which releases the queen of diamonds
    s.apply("C4>C1")  # in sequence upon the card in the space
    assert shown(s, "C1") == ["JD", "QD"] and shown(s, "C2") == ["9C", "8H", "7H"] and shown(s, "C3") == ["10S"]
    refused(s, "C3>C1", "marriages may be made")  # the space is filled: it builds like the others


def test_cards_do_not_go_from_the_foundations() -> None:
    """Cards are played from the columns; a card on a foundation stays there."""
    s = arrange({**WITHDRAWN, "F4": "AS 2S", "C1": "3S"})
    refused(s, "F4>C1", "a card on a foundation stays there")
    refused(s, "F4>F8", "a card on a foundation stays there")


# --- the re-deal --------------------------------------------------------------------------------

def test_the_order_of_the_redeal_card_by_card() -> None:
    """'The tableau is to be taken up, beginning with the left-hand column, the cards of each column being
    carefully kept in their proper order, the second column being placed underneath the first, the third
    underneath the second, and so on. Thus, when the pack is turned to re-deal, the last column will be
    the uppermost, and will be the first of the new columns' (note nation-5). The pack, top first: the
    right-hand column from its first card to its lowest, then the next to its left, and so on."""
    s = arrange({**WITHDRAWN, "C1": "9S 8S 7S", "C2": "5H", "C4": "JC 10C 9C 8C 7C", "C11": "6S 6S",
                 "C12": "9D 10D 6H 2D 4C"})
    s.apply("redeal")
    # Taken up: 9D 10D 6H 2D 4C | 6S 6S | JC 10C 9C 8C 7C | 5H | 9S 8S 7S; the deuce of diamonds,
    # counted No. 4, goes up to its ace, and No. 8 of the first column is the knave of clubs.
    assert shown(s, "C1") == ["9D", "10D", "6H", "4C", "6S", "6S", "JC"]
    assert shown(s, "C2") == ["10C", "9C", "8C", "7C", "5H", "9S", "8S", "7S"]
    assert not any(s.pile(c) for c in COLUMN_NAMES[2:])  # fewer cards: the last columns are vacant
    assert shown(s, "F1") == ["AD", "2D"] and s.counters["redeals"] == 1


def taken_up_by_hand(columns: list[list[str]]) -> list[str]:
    """The book's taking up, done as a player does it: each column taken up as it lies, face upwards (its
    lowest card uppermost), the next column's packet placed underneath, and the whole turned over: the
    cards as they are then dealt, the first first."""
    heap: list[str] = []  # face upwards, the bottom card first
    for column in columns:  # "beginning with the left-hand column"
        packet = list(column)  # as it lies: its first card dealt undermost, its lowest card uppermost
        heap = packet + heap  # "the second column being placed underneath the first"
    return heap  # turned over, face down: the heap's bottom card is now on top, and is dealt first


@settings(max_examples=25, deadline=None)
@given(lengths=st.lists(st.integers(0, 8), min_size=12, max_size=12), seed=st.integers(0, 1000))
def test_the_redeal_is_the_books_taking_up_card_for_card(lengths: list[int], seed: int) -> None:
    """The engine's re-deal (``Redeal.GATHER`` over the columns from the right) deals the cards in the order
    the book's taking up gives them, eight a column, when nothing suits a foundation (note nation-5)."""
    rng = random.Random(seed)
    middling = [f"{r}{s}" for r in RANKS[4:10] for s in "SHCD"]  # five to ten: nothing goes up
    columns = [[rng.choice(middling) for _ in range(n)] for n in lengths]
    foundations = {f: up(s, "3") for f, s in zip(ACES, SUITS)} | {f: down(s, "Q") for f, s in zip(KINGS, SUITS)}
    s = arrange({**foundations, **{c: " ".join(col) for c, col in zip(COLUMN_NAMES, columns)}})
    s.apply("redeal")
    order = taken_up_by_hand(columns)
    assert [shown(s, c) for c in COLUMN_NAMES] == [order[8 * k: 8 * k + 8] for k in range(12)]
    assert TAKEN_UP == COLUMN_NAMES[::-1]


def test_the_redeal_waits_until_no_available_card_can_be_played() -> None:
    """'When all available cards have been played or married, the tableau is to be taken up': not while an
    available card can still go on a foundation; marrying is left to the player (note nation-4)."""
    s = table({"C1": "9S 2C", "C2": "5H", "C3": "6H"})
    refused(s, "redeal", "when all available cards have been played or married, the tableau is to be taken up")
    assert "redeal" not in [str(m) for m in s.legal_moves()]
    s.apply("C1>F2")
    assert [str(m) for m in s.legal_moves()] == ["C2>C3", "C3>C2", "redeal"]  # a marriage may wait
    s.apply("redeal")
    assert s.counters["redeals"] == 1


def test_the_tableau_may_be_taken_up_and_redealt_twice() -> None:
    """'The tableau may be taken up and re-dealt twice.'"""
    s = arrange({**WITHDRAWN, "C1": "9S", "C2": "5H"})
    s.apply("redeal")
    assert shown(s, "C1") == ["5H", "9S"]  # the right-hand column first
    s.apply("redeal")
    assert shown(s, "C1") == ["5H", "9S"]
    refused(s, "redeal", "the tableau may be taken up and re-dealt twice: no more")
    assert not s.is_over()  # a card may still go into a vacant column
    full = {c: f"{r}S" for c, r in zip(COLUMN_NAMES, ("3", "5", "7", "9", "J", "K") * 2)}
    t = arrange({**WITHDRAWN, **full}, {"redeals": 2})
    assert t.is_over() and not t.is_won() and not t.legal_moves()


def test_deal_is_no_move_of_this_game() -> None:
    """The whole pack is dealt out at the start: there is no ``deal`` to make."""
    refused(patience.new_game(SLUG, 1), "deal", "this game has no such move")


# --- the end ------------------------------------------------------------------------------------

def test_won_when_every_foundation_is_complete() -> None:
    """The aces ascend to kings and the kings descend to aces: all 104 cards on the foundations."""
    full = {f: up(s, "K") for f, s in zip(ACES, SUITS)} | {f: down(s, "A") for f, s in zip(KINGS, SUITS)}
    s = arrange({**full, "F8": down("S", "2"), "C7": "AS"})
    assert not s.is_won() and not s.is_over()
    s.apply("C7>F8")
    assert s.is_won() and s.is_over() and s.score() == 104


@settings(max_examples=30, deadline=None)
@given(deal=st.integers(0, 100_000), choices=st.lists(st.integers(0, 1000), max_size=150))
def test_whatever_is_played_the_foundations_keep_suit_and_sequence(deal: int, choices: list[int]) -> None:
    """Random play: each foundation is its own suit in sequence, and a re-deal never comes while an
    available card can be played."""
    s = patience.new_game(SLUG, deal)
    for choice in choices:
        legal = s.legal_moves()
        if not legal:
            break
        move = legal[choice % len(legal)]
        if move.kind == "redeal":
            assert not any(m.kind == "move" and m.args[1].startswith("F") for m in legal)
        s.apply(move)
        for f, suit in zip(ACES, SUITS):
            assert shown(s, f) == up(suit, "K").split()[: len(s.pile(f))]
        for f, suit in zip(KINGS, SUITS):
            assert shown(s, f) == down(suit, "A").split()[: len(s.pile(f))]
        assert Counter(int(c) for c in s.all_cards()) == Counter(int(c) for c in packs(2))


# Deal 4, won by the solver (``python -m patience solve nation --deal 4``) with both re-deals, replayed here.
WINNING_DEAL = 4
WINNING_LINE = (
    "C1>F3 C8>F4 redeal C2>F7 C2>F8 C8>F7 redeal C7>C8 C4>C12 C4>F4 C4>C8 C4>F8 C4>F3 C1>C4 C1>F7 C1>F1 "
    "C6>F7 C1>F7 C1>F6 C3>C6 C3>F3 C12>F3 C5>C3 C5>F6 C8>F6 C8>F6 C1>F6 C1>F7 C2>C12 C2>C5 C2>F5 C5>F5 "
    "C2>F3 C5>F5 C12>C11 C6>C2 C4>C6 C4>F1 C4>F3 C5>F3 C6>F1 C6>F1 C6>F5 C3>F5 C3>F5 C3>F6 C3>F4 C2>F1 "
    "C2>F1 C2>F2 C11>F2"
)


def test_a_real_deal_is_won_with_both_redeals() -> None:
    """A numbered deal played out to the end: every move is accepted and the game is won."""
    s = replay_win(SLUG, WINNING_DEAL, WINNING_LINE)
    assert s.counters["redeals"] == 2


def test_the_page_shows_the_deal() -> None:
    """The page's tableau is deal 1 as the engine deals it: all 104 cards on the table."""
    from patience.book.pages import tableau

    assert tableau(SLUG).html.count('class="card"') == 104
