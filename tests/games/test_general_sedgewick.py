"""General Sedgewick (No. 28), tested from the 1914 text, rule by rule and paragraph by paragraph."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st
from support import refused, replay_win, shown

import patience
from patience.book.pages import book_tableau
from patience.cards import packs
from patience.deals import shuffled
from patience.games.general_sedgewick import BOOK_TABLEAU, CROSS_NAMES
from patience.rules import Pile
from patience.state import State

SLUG = "general-sedgewick"
CORNERS = ("F1", "F2", "F3", "F4")  # upper left, upper right, lower left, lower right
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


def arrange(piles: dict[str, str], counters: dict[str, int] | None = None) -> State:
    return patience.arrange(SLUG, piles, counters)


def up(suit: str, first: str, last: str) -> str:
    """A corner's foundation from ``first`` ascending round past the king to ``last``."""
    k = RANKS.index(first)
    run = [RANKS[(k + i) % 13] for i in range(13)]
    return " ".join(f"{r}{suit}" for r in run[: run.index(last) + 1])


def place() -> dict[str, Pile]:
    return {p.name: p for g in patience.game(SLUG).groups for p in g.piles}


def test_five_cards_in_a_cross_and_the_next_in_the_left_hand_upper_corner() -> None:
    """'Deal five cards and place them in the form of a cross. The next card turned is to be placed in the
    left-hand upper corner, and this constitutes the foundation card.' The six top cards of the shuffled
    pack, in order: top, left, centre, right and foot of the cross, then the corner."""
    for deal in (0, 8, 40):  # deals with no card of the foundation value in the cross
        s = patience.new_game(SLUG, deal)
        pack = shuffled(packs(1), SLUG, deal)  # its top card last
        assert [shown(s, c) for c in CROSS_NAMES] == [[str(c)] for c in pack[-1:-6:-1]]
        assert shown(s, "F1") == [str(pack[-6])] and not any(s.pile(f) for f in CORNERS[1:])
        assert len(s.pile("P")) == 52 - 6 and not s.pile("T")
        assert set(s.view()["P"]) == {None}  # the pack is face down
        assert Counter(int(c) for c in s.all_cards()) == Counter(int(c) for c in packs(1))


def test_the_cross_and_the_four_corners_as_pictured() -> None:
    """The picture: the cross in the middle (a centre card with one above, one below, one on each hand),
    the four foundation places at the corners, outside it."""
    p = place()
    top, left, centre, right, foot = (p[c] for c in CROSS_NAMES)
    assert top.x == centre.x == foot.x and top.y < centre.y < foot.y
    assert left.y == centre.y == right.y and left.x < centre.x < right.x
    ul, ur, ll, lr = (p[f] for f in CORNERS)
    assert ul.x == ll.x < left.x and ur.x == lr.x > right.x
    assert ul.y == ur.y < top.y and ll.y == lr.y > foot.y - 1 and ll.y > centre.y
    assert "upper left" in ul.label


def test_the_book_s_tableau_is_the_cross_before_the_foundation_card() -> None:
    """The book's picture shows the cross as first dealt, the corners empty (note general-sedgewick-5):
    until the next card is turned into the upper left corner, no corner takes a card."""
    s = arrange(BOOK_TABLEAU)
    assert [shown(s, c) for c in CROSS_NAMES] == [["5H"], ["5D"], ["10C"], ["JH"], ["3S"]]
    refused(s, "C1>F1", "the next card turned after the cross is placed in the left-hand upper corner")
    figure = str(book_tableau(SLUG, note="general-sedgewick-5"))
    assert all(name in figure for name in ("five of hearts", "ten of clubs", "knave of hearts"))


def test_the_three_others_of_similar_value_are_placed_in_the_other_corners_as_they_appear() -> None:
    """'... the three others of similar value, as they appear, being placed in the three other corners'
    (note general-sedgewick-1): at once, in the order of reading, from the cross as dealt, from the talon,
    or turned into a vacancy of the cross."""
    s = patience.new_game(SLUG, 1)  # the knave of hearts turned into the corner, a knave of clubs in the cross
    assert shown(s, "F1") == ["JH"] and shown(s, "F2") == ["JC"] and not s.pile("C5")
    t = arrange({"F1": "7S", "F2": "7H", "C1": "9C", "P": "7D 7C"})
    t.apply("deal")  # the seven of clubs turned up on the talon goes up at once
    assert shown(t, "F3") == ["7C"] and not t.pile("T")
    u = arrange({"F1": "7S", "C1": "", "C2": "9C", "P": "7D"})
    u.apply("P>C1")  # the seven of diamonds, turned into the vacancy, goes up and leaves it
    assert shown(u, "F2") == ["7D"] and not u.pile("C1")
    refused(arrange({"F1": "7S", "T": "8H"}), "T>F2", "the three others of similar value")


def test_rule_II_the_foundations_follow_suit() -> None:
    """Rule II: 'The foundations follow suit.'"""
    s = arrange({"F1": "7S", "F2": "7H", "C1": "8H", "C2": "8S"})
    refused(s, "C1>F1", "Rule II: the foundations follow suit")
    s.apply("C1>F2")
    s.apply("C2>F1")
    assert shown(s, "F1") == ["7S", "8S"] and shown(s, "F2") == ["7H", "8H"]


def test_the_foundation_cards_ascend_in_sequence_round_past_the_king() -> None:
    """'The foundation cards ascend in sequence (Rule II)': from the foundation card up to the king, then
    the ace and on to the card below the foundation card, thirteen cards (note general-sedgewick-1)."""
    refused(arrange({"F1": "7S", "C1": "9S"}), "C1>F1", "ascend in sequence")
    refused(arrange({"F1": "7S", "C1": "6S"}), "C1>F1", "ascend in sequence")
    s = arrange({"F1": up("S", "7", "K"), "C1": "3S 2S AS"})
    for _ in range(3):
        s.apply("C1>F1")
    assert shown(s, "F1")[-4:] == ["KS", "AS", "2S", "3S"]
    full = arrange({"F1": up("S", "7", "6"), "C1": "7H"})  # thirteen spades, seven to six: complete
    assert full.foundations_want()[0][full.index("F1")] == 0
    refused(full, "C1>F1", "Rule II: the foundations follow suit")
    assert "C1>F2" in {str(m) for m in full.legal_moves()}


def test_rule_I_the_original_five_are_available_then_only_the_uppermost_card() -> None:
    """Rule I: 'The original five cards forming the cross are available, but when they are covered by the
    addition of others, only the uppermost card of each packet is available until its removal releases the
    card beneath.'"""
    s = arrange({"F1": "4S", "C1": "5S", "C2": "6D", "C3": "7C", "C4": "8H", "C5": "9H"})
    legal = {str(m) for m in s.legal_moves()}
    assert {"C1>F1", "C2>C3", "C3>C4", "C4>C5"} <= legal  # each of the five plays
    t = arrange({"F1": "4S", "C1": "6D 5S", "C2": "7C"})
    refused(t, "C1@1>C2", "Rule I: the original five cards forming the cross are available, but when they "
            "are covered")
    t.apply("C1>F1")  # the five of spades goes up and releases the six of diamonds
    t.apply("C1>C2")
    assert shown(t, "C2") == ["7C", "6D"] and not t.pile("C1")


def test_rules_III_and_IV_transfers_in_descending_sequence_need_not_follow_suit() -> None:
    """Rule III: 'Cards on the cross may be transferred in descending sequence from one packet to
    another'; Rule IV: 'Cards on the cross need not follow suit.'"""
    s = arrange({"F1": "4S", "C1": "9S", "C2": "8H", "C3": "10D"})
    s.apply("C2>C1")  # a red eight on a black nine
    assert shown(s, "C1") == ["9S", "8H"]
    refused(s, "C3>C1", "Rule III: cards on the cross may be transferred in descending sequence")
    refused(arrange({"F1": "4S", "C1": "9S", "C2": "10H"}), "C2>C1", "in descending sequence")


def test_a_card_is_transferred_alone_the_uppermost() -> None:
    """One card at a time, the uppermost, never a sequence as a whole (note general-sedgewick-2): the
    eight of hearts with the seven on it does not go on the nine as one."""
    s = arrange({"F1": "4S", "C1": "9S", "C2": "8H 7C", "C3": "8D"})
    refused(s, "C2@1>C1", "only the uppermost card of each packet is available")
    s.apply("C2>C3")  # the seven goes first, then the eight is free
    s.apply("C2>C1")
    assert shown(s, "C1") == ["9S", "8H"] and shown(s, "C3") == ["8D", "7C"]


def test_the_cross_does_not_turn_past_the_ace() -> None:
    """A packet's 'descending sequence' runs from the king to the ace: nothing goes on an ace, and a king
    goes on nothing (note general-sedgewick-2)."""
    refused(arrange({"F1": "4S", "C1": "AS", "T": "KH"}), "T>C1", "nothing on an ace")
    refused(arrange({"F1": "4S", "C1": "QS", "C2": "KH", "T": "KD"}), "T>C1", "descending sequence")
    s = arrange({"F1": "4S", "C1": "", "T": "KD"})
    s.apply("T>C1")  # a king comes into the cross in a vacancy
    assert shown(s, "C1") == ["KD"]


def test_cards_from_the_pack_or_talon_are_placed_on_the_cross() -> None:
    """Rule III: '... and cards from the pack or talon may also be placed in descending sequence on those
    of the cross.' The card of the pack is turned onto the talon and placed from there (note
    general-sedgewick-2)."""
    s = arrange({"F1": "4S", "C1": "9S", "P": "8C 8H"})
    refused(s, "P>C1", "the next card of the pack is turned onto the talon")
    s.apply("deal")
    s.apply("T>C1")
    assert shown(s, "C1") == ["9S", "8H"] and not s.pile("T")
    refused(arrange({"F1": "4S", "C1": "9S", "T": "7H"}), "T>C1", "in descending sequence")


def test_the_vacancies_are_filled_from_pack_or_talon_as_the_player_chooses() -> None:
    """'... play any foundation or other suitable cards from the cross, filling the vacancies from pack or
    talon' (note general-sedgewick-3): either, when the player chooses; not from the cross."""
    s = arrange({"F1": "4S", "C1": "", "C2": "9D", "T": "5H", "P": "QC 2D"})
    assert {"P>C1", "T>C1"} <= {str(m) for m in s.legal_moves()}
    refused(s, "C2>C1", "the vacancies in the cross are filled from pack or talon")
    s.apply("deal")
    assert not s.pile("C1")  # the vacancy waits for the player
    s.apply("P>C1")
    assert shown(s, "C1") == ["QC"]
    t = arrange({"F1": "4S", "C1": "", "T": "5H"})
    t.apply("T>C1")
    assert shown(t, "C1") == ["5H"]


def test_packets_of_one_suit_are_ready_to_be_played_on_to_the_foundations() -> None:
    """'... it is very advantageous that these packets should be of the same suit, as they are then ready to
    be played on to the foundations, and to effect this by transferring the cards backward and forward as
    much as possible should be the great object of the player.' The nine of hearts is transferred off the
    ten of spades onto the ten of diamonds, the nine of spades onto the ten of spades, and the packet of
    spades goes up, its uppermost card first."""
    s = arrange({"F1": "8S", "C1": "10S 9H", "C2": "9S", "C3": "10D"})
    for move in ("C1>C3", "C2>C1", "C1>F1", "C1>F1"):
        s.apply(move)
    assert shown(s, "F1") == ["8S", "9S", "10S"] and shown(s, "C3") == ["10D", "9H"]


def test_the_pack_is_dealt_onto_the_talon_one_card_at_a_time() -> None:
    """'Continue to deal out the cards till the pack is exhausted ... The non-suitable cards form the
    talon': one card a move, the top card of the talon alone available (note general-sedgewick-4)."""
    s = arrange({"F1": "4S", "C1": "KH", "P": "5S 9C 3D"})
    s.apply("deal")
    s.apply("deal")
    refused(s, "T@1>C1", "of the talon, too, only the top card")
    s.apply("deal")
    s.apply("T>F1")
    assert shown(s, "T") == ["3D", "9C"] and shown(s, "F1") == ["4S", "5S"]
    refused(s, "C1>T", "the non-suitable cards form the talon")
    refused(arrange({"F1": "4S", "P": "5S"}), "P>F1", "the pack is turned onto the talon")
    refused(arrange({"F1": "4S 5S", "C1": "9S"}), "F1>C1", "the foundations keep their cards")


def test_there_is_no_redeal() -> None:
    """'There is no re-deal.'"""
    s = arrange({"F1": "4S", "C1": "KH", "C2": "KS", "C3": "KD", "C4": "KC", "C5": "2H", "T": "9C", "P": "3D"})
    s.apply("deal")
    refused(s, "deal", "the pack is exhausted: there is no re-deal")
    refused(s, "redeal", "there is no re-deal")
    assert not s.legal_moves() and s.is_over() and not s.is_won()


def test_the_game_is_won_when_the_four_corners_are_complete() -> None:
    """The game is won when the four corners hold thirteen cards each (note general-sedgewick-1)."""
    s = arrange({"F1": up("S", "7", "6"), "F2": up("H", "7", "6"), "F3": up("C", "7", "6"),
                 "F4": up("D", "7", "5"), "C3": "6D"})
    assert not s.is_won()
    s.apply("C3>F4")
    assert s.is_won() and s.is_over() and s.score() == 52


# Deal 8, won by the solver (``python -m patience solve general-sedgewick --deal 8``): the fours, from the
# four of clubs turned into the upper left corner.
WINNING_DEAL = 8
WINNING_LINE = (
    "C1>C3 C2>C4 P>C1 P>C2 C2>C3 P>C2 deal T>C3 C2>C3 P>C2 C3>F2 P>C2 C2>C1 P>C2 C2>F1 P>C2 C2>C1 P>C2 C2>F1 "
    "P>C2 C2>C4 P>C2 deal T>C1 deal T>C1 deal deal deal deal T>F2 deal T>C5 deal deal deal deal deal T>C4 C3>C4 "
    "C3>F2 C3>F2 C1>C3 C1>F2 deal T>C4 deal deal deal T>C2 deal deal T>C3 deal deal T>F1 deal deal deal deal "
    "deal deal deal deal deal T>C3 deal T>C2 C4>C3 deal C3>F4 C4>F4 C3>C4 C3>F4 C3>F4 C3>C1 T>C3 T>C1 deal deal "
    "T>F3 C4>F3 C4>F3 C1>F3 C1>F3 C1>F3 C1>F3 C2>C1 C2>F3 C2>F3 C4>F1 C4>F1 C4>F1 C5>F3 T>F1 T>C2 C5>C2 C3>C2 "
    "T>C3 T>C4 T>C5 T>C3 C1>C3 C1>C5 T>F1 T>C1 T>F3 T>C1 C4>C1 T>C3 T>C4 C2>C4 T>F4 C3>F4 C3>F4 C4>C2 C5>F4 "
    "C1>C4 C3>C5 C3>F1 T>F1 C1>F1 C1>F1 T>F4 C4>F4 T>C5 C4>F4 T>C1 P>C3 C3>F2 C5>F2 C5>F2 C5>F2 C2>F2 C2>F2 "
    "C1>F2 C2>F4 P>C1 C1>F3"
)


def test_a_real_deal_is_won() -> None:
    """A numbered deal played out to the end: every move is accepted, and the game is won with the whole
    pack on the four corners, each ascending from a four round past the king to a three."""
    s = replay_win(SLUG, WINNING_DEAL, WINNING_LINE)
    assert [shown(s, f)[0][:-1] for f in CORNERS] == ["4"] * 4
    assert [shown(s, f)[-1][:-1] for f in CORNERS] == ["3"] * 4


def next_up(rank: int) -> int:
    return rank % 13 + 1


@settings(max_examples=30, deadline=None)
@given(deal=st.integers(0, 100_000), choices=st.lists(st.integers(0, 1000), max_size=120))
def test_whatever_is_played_the_corners_ascend_and_the_cross_descends(deal: int, choices: list[int]) -> None:
    """Whatever the player does: every corner begins with the foundation card's value and ascends in its
    suit round past the king (Rule II, note general-sedgewick-1); each packet of the cross descends from
    its first card (dealt, or filling a vacancy) one value at a time, whatever the suits (Rules III and
    IV); and no card of the
    foundation value lies available in the cross or on the talon ('as they appear')."""
    s = patience.new_game(SLUG, deal)
    base = s.pile("F1")[0].rank
    for choice in choices:
        legal = s.legal_moves()
        if not legal:
            break
        s.apply(legal[choice % len(legal)])
        for f in CORNERS:
            pile = s.pile(f)
            assert not pile or pile[0].rank == base
            assert all(b.suit == a.suit and b.rank == next_up(a.rank) for a, b in zip(pile, pile[1:]))
        for c in CROSS_NAMES:
            pile = s.pile(c)
            assert all(b.rank == a.rank - 1 for a, b in zip(pile, pile[1:]))
        assert not any(s.pile(p) and s.pile(p)[-1].rank == base for p in ("T", *CROSS_NAMES))
