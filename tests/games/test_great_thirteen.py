"""The Great Thirteen (No. 45), tested from the 1914 text, rule by rule, with the book's examples."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support import child_keys, exhaustive, form_agrees_with_the_engine, random_play, replay_win, with_knowledge

import patience
from patience import IllegalMove
from patience.cards import packs
from patience.deals import shuffled
from patience.games.great_thirteen import (
    BALCONY_NAMES,
    BOOK_TABLEAU,
    GROUND_NAMES,
    NUMERAL_NAMES,
    numeral_value,
)
from patience.solver import search as solver
from patience.solver.games.great_thirteen import KNOWLEDGE

SLUG = "great-thirteen"


def text(state: patience.State, name: str) -> list[str]:
    return [str(c) for c in state.pile(name)]


def legal(state: patience.State) -> set[str]:
    return {str(m) for m in state.legal_moves()}


def dealt_packets(deal: int) -> list[list[int]]:
    """The eight ground packets as the pack falls, before any king is slipped underneath."""
    pack = shuffled(packs(2), SLUG, deal)
    return [[pack.pop() for _ in range(13)] for _ in range(8)]


def test_eight_ground_packets_of_thirteen_and_the_balcony() -> None:
    """'Deal out eight packets in a horizontal line, each containing thirteen cards dealt together ... take
    the uppermost card of each, and place these eight cards in a line above: this line is called the
    balcony.'"""
    s = patience.new_game(SLUG, 3)
    assert [len(s.pile(g)) for g in GROUND_NAMES] == [12] * 8
    assert [len(s.pile(b)) for b in BALCONY_NAMES] == [1] * 8
    assert all(not s.pile(n) for n in NUMERAL_NAMES)
    assert Counter(int(c) for c in s.all_cards()) == Counter(int(c) for c in packs(2))
    for packet, g, b in zip(dealt_packets(3), GROUND_NAMES, BALCONY_NAMES):
        assert sorted(packet) == sorted(int(c) for c in (*s.pile(g), *s.pile(b)))


def test_kings_on_the_surface_of_the_first_deal_are_slipped_underneath() -> None:
    """'If in this first deal any kings appear on the surface, slip them underneath the packets to which
    each belongs' (note great-thirteen-3): so no balcony card is a king."""
    seen = 0
    for deal in range(40):
        s = patience.new_game(SLUG, deal)
        assert all(s.pile(b)[0].rank != 13 for b in BALCONY_NAMES)
        for packet, g, b in zip(dealt_packets(deal), GROUND_NAMES, BALCONY_NAMES):
            if packet[-1] >> 2 == 13:
                seen += 1
                kings = 0
                while packet[-1] >> 2 == 13:
                    packet.insert(0, packet.pop())
                    kings += 1
                assert [int(c) for c in s.pile(g)] == packet[:-1] and int(s.pile(b)[0]) == packet[-1]
                assert all(c.rank == 13 for c in s.pile(g)[:kings])
    assert seen > 0


def test_rule_I_the_uppermost_card_alone_is_available_and_the_others_may_be_examined() -> None:
    """Rule I: 'The uppermost card of each of the ground packets is alone available until its removal
    releases the card beneath.' '... you may examine the underneath cards to assist you in your choice.'"""
    s = patience.arrange(SLUG, {"B1": "3S", "G1": "6H 9C"})
    before = list(s.piles)
    with pytest.raises(IllegalMove, match="Rule I: the uppermost card"):
        s.apply("G1@1>N1")
    assert s.piles == before
    assert all(None not in cards for cards in patience.new_game(SLUG, 2).view().values())


def test_the_books_examples_of_doubling() -> None:
    """'On the blank cards, the numeral 6 is placed under a three, the 4 under a two ... An ace (numerals)
    is placed under a seven ... A knave (Bube) is placed under a queen ... A three under an eight.'"""
    balcony = {"B1": "3S", "B2": "2H", "B3": "7C", "B4": "QD", "B5": "8S"}
    ground = {"G1": "6D", "G2": "4C", "G3": "AH", "G4": "JS", "G5": "3D", "G6": "5C"}
    s = patience.arrange(SLUG, {**balcony, **ground})
    assert {"G1>N1", "G2>N2", "G3>N3", "G4>N4", "G5>N5"} <= legal(s)
    for move in ("G1>N1", "G2>N2", "G3>N3", "G4>N4", "G5>N5"):
        s.apply(move)
    assert [text(s, n) for n in NUMERAL_NAMES[:5]] == [["6D"], ["4C"], ["AH"], ["JS"], ["3D"]]
    assert [numeral_value(b, None) for b in (3, 2, 7, 12, 8)] == [6, 4, 1, 11, 3]


def test_a_card_that_is_not_the_double_is_refused() -> None:
    """'If any card on the ground packets (Rule I) corresponds to the doubled value of any card on the
    balcony, you place that (ground-packet) card immediately below the balcony card'; no other."""
    s = patience.arrange(SLUG, {"B1": "3S", "G1": "5D", "G2": "6C"})
    before = list(s.piles)
    with pytest.raises(IllegalMove, match="doubled value"):
        s.apply("G1>N1")
    assert s.piles == before
    with pytest.raises(IllegalMove, match="no balcony card above"):
        s.apply("G2>N2")


def test_the_books_examples_of_addition() -> None:
    """'Thus, in continuing the game by addition, on the numeral ace would be placed an eight, on the Bube
    (knave) would be placed a ten; because in the former case one and seven make eight, in the latter,
    eleven (knave) and twelve (queen) make twenty-three, which is ten in excess of thirteen.'"""
    s = patience.arrange(SLUG, {"B1": "7C", "N1": "AH", "B2": "QD", "N2": "JS",
                                "G1": "8D", "G2": "10H", "G3": "9S"})
    assert legal(s) == {"G1>N1", "G2>N2"}
    with pytest.raises(IllegalMove, match="added to that of the card on the balcony"):
        s.apply("G3>N1")
    s.apply("G1>N1")
    s.apply("G2>N2")
    assert text(s, "N1") == ["AH", "8D"] and text(s, "N2") == ["JS", "10H"]


def test_each_numeral_packet_terminates_with_a_king() -> None:
    """'... the king thirteen, with which card, if the game succeeds, each of the numeral packets will
    terminate.'"""
    s = patience.arrange(SLUG, {"B1": "5S", "N1": "10C 2C 7C QC 4C 9C AC 6C JC 3C 8C", "G1": "KD", "G2": "5H"})
    assert numeral_value(5, 8) == 13
    s.apply("G1>N1")
    assert len(s.pile("N1")) == 12 and text(s, "N1")[-1] == "KD"
    with pytest.raises(IllegalMove, match="terminated with a king"):
        s.apply("G2>N1")  # after the king the count would begin again at five


def test_rule_II_a_card_suitable_for_a_vacancy_and_for_addition_fills_the_vacancy() -> None:
    """Rule II: 'If ... a card is released in the ground packets which is equally suitable for filling a
    vacancy in the numerals ... or for the process of addition, the preference must be given to filling
    the vacancy.' 'the refilling of the vacancies must be the first object' (note great-thirteen-1)."""
    # N1 is vacant under a three (it waits for a six); N2 holds a four under a two (it waits for a six).
    t = patience.arrange(SLUG, {"B1": "3S", "B2": "2D", "N2": "4H", "G1": "6C"})
    assert legal(t) == {"G1>N1"}
    words = "equally suitable for filling a vacancy in the numerals, or for the process of addition, the preference"
    with pytest.raises(IllegalMove, match=f"Rule II: .*{words} must be given to filling the vacancy"):
        t.apply("G1>N2")
    t.apply("G1>N1")
    assert text(t, "N1") == ["6C"]


def test_rule_II_holds_up_no_addition_of_a_card_that_suits_no_vacancy() -> None:
    """Rule II speaks of one card 'equally suitable' for both: a card that suits no vacancy is added while
    another card waits to fill one (note great-thirteen-1). N1 is vacant under a three (it waits for a
    six); N2 holds a two under an ace (it waits for a three); the three of G2 suits no vacancy."""
    s = patience.arrange(SLUG, {"B1": "3S", "B2": "AD", "N2": "2H", "G1": "6C", "G2": "3C"})
    assert legal(s) == {"G1>N1", "G2>N2"}
    s.apply("G2>N2")
    assert legal(s) == {"G1>N1"}


def test_filling_a_vacancy_first_can_close_the_way_to_success() -> None:
    """Why Rule II is read narrowly (note great-thirteen-1). Every packet re-dealt; N1 is vacant under a
    queen (it waits for a knave, 24 less 13); N2 holds a six under a three (it waits for a nine, a queen, a
    two, a five, an eight, a knave, ...). The knave on G1 could fill the vacancy; the nine on G2 goes on N2.
    Played first, the nine releases a second knave for the vacancy, then the queen, two, five and eight
    for N2, so that the first knave goes on N2 in its turn, and the game is won. Read broadly ('no addition
    while any card can fill a vacancy'), the rule forces the knave of G1 into the vacancy first: then the
    other knave lies on the one queen that N2 needs before any knave, and the game is lost."""
    finished = {**{b: "2C" for b in BALCONY_NAMES[2:]}, **{n: "KC" for n in NUMERAL_NAMES[2:]}}
    g1 = ("JH 10H 9H 8H 7H 6H 5H 4H 3H 2H AH KH "  # uppermost first: a knave, N1's ten to king,
          "AC 4C 7C 10C KC").split()  # and N2's ace to king
    g2 = "9S JS QS 2S 5S 8S".split()  # uppermost first
    s = patience.arrange(SLUG, {**finished, "B1": "QH", "N1": "", "B2": "3H", "N2": "6S",
                                "G1": " ".join(reversed(g1)), "G2": " ".join(reversed(g2))},
                         {"packet": 8, "redeals": 8})
    assert legal(s) == {"G1>N1", "G2>N2"}  # the broad reading would allow G1>N1 alone
    forced = s.clone()
    forced.apply("G1>N1")
    assert exhaustive(forced, 10_000) == "lost"
    assert exhaustive(s, 10_000) == "won"
    line = ["G2>N2", "G2>N1"] + ["G2>N2"] * 4 + ["G1>N2"] + ["G1>N1"] * 11 + ["G1>N2"] * 5
    for move in line:
        assert not s.is_won()
        s.apply(move)
    assert s.is_won() and text(s, "N1")[0] == "JS" and text(s, "N2")[:7] == ["6S", "9S", "QS", "2S", "5S", "8S", "JH"]


def test_a_card_refused_for_addition_is_refused_by_the_rule_it_breaks() -> None:
    """Deal 1, after the eight of clubs doubles the four on N4 (it now waits for a queen, four and eight):
    the queen of diamonds on G4 suits no vacancy, and is added (Rule II speaks only of a card 'equally
    suitable' for both); the knave of spades on G2 is not the sum, and is refused by the rule of addition;
    so is the five of diamonds on G6, though it could fill the vacancies under the nines: it is not
    suitable for this addition, so Rule II has nothing to prefer."""
    s = patience.new_game(SLUG, 1)
    s.apply("G1>N4")
    assert text(s, "N4") == ["8C"] and text(s, "G2")[-1] == "JS" and text(s, "G6")[-1] == "5D"
    for move in ("G2>N4", "G6>N4"):
        with pytest.raises(IllegalMove, match="by addition: the value of the numeral is added") as refusal:
            s.apply(move)
        assert "Rule II" not in str(refusal.value)
    s.apply("G4>N4")
    assert text(s, "N4") == ["8C", "QD"]
    assert "G6>N5" in legal(s) and "G6>N7" in legal(s)  # the five fills a vacancy under a nine


BLOCKED = {**{b: "AS" for b in BALCONY_NAMES}, **{n: "" for n in NUMERAL_NAMES}}  # every numeral waits for a two


def test_the_redeal_only_when_further_progress_is_impossible() -> None:
    """'When further progress is impossible, the third and last process is as follows' (note
    great-thirteen-2)."""
    s = patience.arrange(SLUG, {**BLOCKED, "G1": "4S 2S", "G2": "5H"})
    with pytest.raises(IllegalMove, match="When further progress is impossible"):
        s.apply("redeal")
    s.apply("G1>N1")
    assert "redeal" in legal(s)


def test_the_redeal_of_each_ground_packet() -> None:
    """'Take up the first of the ground packets counting from the left (Rule III). If No. 1 has been
    played off, you take No. 2, and so on. Turn the packet face downward, and deal the cards on to the
    other ground packets face upward, beginning with the packet next on your right ... After you have
    dealt as far as No. 8, begin again at No. 1' and Rule III: '... whether there are cards in each space
    or whether there is a vacancy' (note great-thirteen-2)."""
    ground = {"G1": "3S 4S 5S 6S 7S 8S 9S 10S KH", "G2": "5H", "G3": "", "G4": "9D", "G5": "10D",
              "G6": "JD", "G7": "QD", "G8": "8C"}
    s = patience.arrange(SLUG, {**BLOCKED, **ground})
    s.apply("redeal")
    assert text(s, "G1") == ["10S"]  # the packet's own place is counted when the deal comes round
    assert text(s, "G2") == ["5H", "3S", "KH"]  # the bottom card first, on the packet next on the right
    assert text(s, "G3") == ["4S"]  # a vacancy is dealt on like a packet
    assert text(s, "G8") == ["8C", "9S"]
    assert s.counters["packet"] == 1
    # 'this may only be done in the first deal': a king on the surface now stays there.
    assert s.pile("G2")[-1].rank == 13
    s.apply("redeal")  # 'You then take up the next packet': No. 2, dealt from No. 3 onwards
    assert s.pile("G2") == ()
    assert text(s, "G3") == ["4S", "5H"] and text(s, "G4") == ["9D", "5S", "3S"] and text(s, "G5")[-1] == "KH"


def test_an_empty_packet_is_passed_over_and_each_is_dealt_once() -> None:
    """'If No. 1 has been played off, you take No. 2, and so on' ... 'continue to deal out each packet till
    all are exhausted'; 'If after re-dealing all the ground packets, the packets of numerals do not all end
    with kings (thirteen), the game has failed.'"""
    s = patience.arrange(SLUG, {**BLOCKED, "G1": "", "G2": "", "G3": "9H", "G8": "4C"})
    s.apply("redeal")  # No. 3 is the first packet left: its card goes to No. 4
    assert text(s, "G4") == ["9H"] and s.counters["packet"] == 3
    s.apply("redeal")  # then No. 4, onto No. 5
    assert text(s, "G5") == ["9H"]
    s.apply("redeal")
    s.apply("redeal")
    s.apply("redeal")  # No. 7 ... and No. 8, whose cards go round to No. 1
    assert text(s, "G8") == ["4C", "9H"]
    s.apply("redeal")
    assert text(s, "G1") == ["4C"] and text(s, "G2") == ["9H"]
    with pytest.raises(IllegalMove, match="each ground packet is re-dealt once"):
        s.apply("redeal")
    assert s.is_over() and not s.is_won()


def test_cards_may_be_placed_between_the_deals_of_the_packets() -> None:
    """'... pausing between each deal to examine the packets and to make further combinations, and placing
    on the numerals any suitable cards that may have been produced by the fresh deal, but the re-deal of
    each ground packet must be complete before placing cards on the numerals': each packet is one move."""
    s = patience.arrange(SLUG, {**BLOCKED, "G1": "2H 9C", "G2": "7D"})
    s.apply("redeal")  # the two of hearts lands on No. 2, the nine of clubs on No. 3: whole, in one move
    assert text(s, "G2") == ["7D", "2H"] and text(s, "G3") == ["9C"]
    assert legal(s) == {"G2>N1", "G2>N2", "G2>N3", "G2>N4", "G2>N5", "G2>N6", "G2>N7", "G2>N8", "redeal"}
    s.apply("G2>N5")
    s.apply("redeal")


def test_the_books_tableau() -> None:
    """The book's picture: balcony seven, three, nine, ace, queen, five, eight, two; numerals 'ACE, 6, 5, 2,
    KNAVE, 10, 3, 4' (each the double of the card above it); the uppermost ground cards. Addition goes on:
    the nine on the 6 (under the three), the ace on the 5 (under the nine), the six on the 4 (under the two),
    the knave on the 3 (under the eight), the two on the 10 (under the five), and, as the text says, the ten
    on the knave."""
    for b, n in zip(BALCONY_NAMES, NUMERAL_NAMES):
        base, numeral = patience.parse_card(BOOK_TABLEAU[b]).rank, patience.parse_card(BOOK_TABLEAU[n]).rank
        assert numeral_value(base, None) == numeral
    s = patience.arrange(SLUG, BOOK_TABLEAU)
    assert legal(s) == {"G1>N2", "G3>N3", "G4>N8", "G5>N7", "G6>N6", "G7>N5"}
    s.apply("G7>N5")
    assert text(s, "N5") == ["JC", "10H"]


def test_the_game_is_won_when_every_numeral_ends_with_a_king() -> None:
    """'If after re-dealing all the ground packets, the packets of numerals do not all end with kings
    (thirteen), the game has failed': it succeeds when they all do."""
    s = patience.arrange(SLUG, {**{b: "AS" for b in BALCONY_NAMES},
                                **{n: "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC" for n in NUMERAL_NAMES},
                                "G1": "KS KH KD KC KS KH KD KC"})
    for k in range(8):
        assert not s.is_won()
        s.apply(f"G1>N{k + 1}")
    assert s.is_won() and s.is_over() and s.score() == 96


# Found by tests/support.find_win (20,000 nodes): deal 13 is won, every packet re-dealt.
WINNING_DEAL = 13
WINNING_LINE = ["G7>N5", "G7>N1", "G8>N2", "G2>N2", "redeal", "G2>N2", "G3>N1", "G3>N1", "redeal", "G1>N6", "G2>N3", "G3>N8", "G3>N1", "G5>N6", "G5>N4", "G3>N4", "G6>N3", "redeal", "G8>N7", "G3>N1", "G4>N4", "G6>N1", "G5>N1", "G6>N1", "G6>N7", "G7>N7", "G8>N4", "G7>N4", "G5>N4", "redeal", "G1>N2", "G3>N1", "G1>N1", "G1>N2", "G5>N2", "G3>N2", "G5>N3", "G1>N3", "G6>N4", "G6>N2", "G6>N4", "redeal", "G6>N7", "G1>N7", "G1>N4", "G2>N4", "G7>N5", "G8>N1", "G2>N1", "G8>N4", "G4>N4", "redeal", "G1>N6", "G4>N2", "G6>N5", "G8>N5", "G5>N5", "redeal", "G2>N2", "G1>N2", "G3>N5", "G3>N7", "G4>N2", "G4>N7", "G5>N6", "G5>N3", "G8>N6", "redeal", "G4>N7", "G1>N7", "G3>N7", "G2>N7", "G2>N3", "G8>N3", "G5>N3", "G2>N3", "G2>N7", "G2>N8", "G7>N3", "G2>N3", "G2>N8", "G2>N6", "G3>N6", "G3>N6", "G7>N8", "G4>N8", "G3>N8", "G7>N3", "G7>N8", "G6>N8", "G1>N8", "G5>N8", "G6>N5", "G1>N5", "G3>N5", "G6>N5", "G3>N5", "G4>N5", "G8>N6", "G6>N6", "G5>N6", "G4>N6", "G4>N8", "G1>N8"]


def test_a_numbered_deal_is_won() -> None:
    """A real deal, won by the engine's own rules, with the whole re-deal."""
    s = replay_win(SLUG, WINNING_DEAL, WINNING_LINE)
    assert s.is_won() and s.score() == 96 and s.counters["redeals"] == 8


@settings(max_examples=40, deadline=None)
@given(deal=st.integers(0, 5000), choices=st.lists(st.integers(0, 10_000), max_size=120))
def test_numeral_packets_count_in_multiples_of_the_balcony_card(deal: int, choices: list[int]) -> None:
    """Whatever is played, the k-th card of a numeral packet has the value (k + 1) times the balcony card
    above it, the excess over thirteen counting: doubled first, then added."""
    s = patience.new_game(SLUG, deal)
    for choice in choices:
        moves = s.legal_moves()
        if not moves:
            break
        s.apply(moves[choice % len(moves)])
    for b, n in zip(BALCONY_NAMES, NUMERAL_NAMES):
        base = s.pile(b)[0].rank
        assert [c.rank for c in s.pile(n)] == [((k + 2) * base) % 13 or 13 for k in range(len(s.pile(n)))]


# --- the solver's knowledge (GreatThirteenKnowledge.worth_trying and hopeless) ---------------------------------

NAMES = {1: "A", 11: "J", 12: "Q", 13: "K"}


def position(balcony: list[int], tops: list[int], ground: list[list[int]], packet: int) -> patience.State:
    """A position set out by values (suits do not count in this game), ``packet`` ground packets re-dealt."""
    def card(value: int, k: int) -> str:
        return f"{NAMES.get(value, value)}{'SHCD'[k % 4]}"

    piles = {}
    for k, (b, n, value, top) in enumerate(zip(BALCONY_NAMES, NUMERAL_NAMES, balcony, tops)):
        piles[b] = card(value, k)
        piles[n] = card(top, k) if top else ""
    for g, values in zip(GROUND_NAMES, ground):
        piles[g] = " ".join(card(v, k) for k, v in enumerate(values))
    return patience.arrange(SLUG, piles, {"packet": packet, "redeals": packet})


# After the last re-deal: the four unfinished numerals wait for an ace (under a king), an eight, a six, ...;
# the three they need next lies under a nine that only the first may take, after its ace.
BALCONY = [2, 8, 10, 4, 9, 3, 9, 7]
TOPS = [13, 13, 13, 10, 12, 13, 10, 13]
DEADLOCK = [[], [], [12, 4, 8, 6, 8], [], [7, 11], [4, 13, 13, 3, 9], [5, 1, 13], [2]]


def test_hopeless_when_the_cards_wanted_lie_under_cards_wanted_later() -> None:
    """Rule I (only the uppermost card is available) with no re-deal left: a numeral whose next value lies
    beneath cards that can only go up after it is lost; the exhaustive search agrees."""
    knowledge = KNOWLEDGE
    lost = position(BALCONY, TOPS, DEADLOCK, 8)
    assert knowledge.hopeless(lost)
    assert exhaustive(lost, 50_000) == "lost"
    free = [[], [], [13, 13, 12, 3, 2], [], [8, 4], [4, 7, 8, 9, 5], [11, 6, 1], [13]]  # the same cards, won
    won = position(BALCONY, TOPS, free, 8)
    assert not knowledge.hopeless(won)
    assert exhaustive(won, 50_000) == "won"


def test_the_other_ordering_prefers_the_values_wanted_next_near_the_surface() -> None:
    """The solver's other move ordering (its probes only, never a verdict): once the re-deal has begun,
    with as many cards on the numerals, the values the numerals take next are better near the surface
    (Rule I: only the uppermost card is available). Here the numerals want an ace, an eight and a six."""
    knowledge = KNOWLEDGE
    on_top = position(BALCONY, TOPS, [[5, 1], [], [], [], [], [], [], []], 1)
    under_a_five = position(BALCONY, TOPS, [[1, 5], [], [], [], [], [], [], []], 1)
    under_two = position(BALCONY, TOPS, [[1, 5, 5], [], [], [], [], [], [], []], 1)
    assert (knowledge.other_evaluate(on_top) > knowledge.other_evaluate(under_a_five)
            > knowledge.other_evaluate(under_two))
    assert knowledge.other_evaluate(position(BALCONY, TOPS, [[5, 1], [], [], [], [], [], [], []], 0)) is None


def test_packets_still_to_be_redealt_are_no_obstacle() -> None:
    """Rule III: a packet not yet re-dealt will be dealt out again, so its order proves nothing."""
    knowledge = KNOWLEDGE
    # In No. 3 the queen that the last numeral under a nine wants before its eight lies under two eights,
    # and only one other numeral (under the other nine) still takes an eight: once No. 3 has been re-dealt,
    # the position is lost; before, its cards will be dealt out again.
    ground = [[], [], [12, 4, 8, 6, 8], [], [7, 11], [4, 13, 13, 3, 9], [2], [5, 1, 13]]
    assert [knowledge.hopeless(position(BALCONY, TOPS, ground, passed))
            for passed in range(9)] == [False] * 3 + [True] * 6
    assert exhaustive(position(BALCONY, TOPS, ground, 8), 50_000) == "lost"


def test_hopeless_counts_the_copies_of_a_value() -> None:
    """Each numeral takes a value once: of two eights above a four, one numeral that has taken an eight frees
    only the upper one."""
    knowledge = KNOWLEDGE
    assert knowledge.hopeless(position(BALCONY, TOPS, DEADLOCK, 8))  # (the deadlock above relies on it)
    balcony = [2, 8, 10, 4, 9, 3, 9, 7]
    one_eight = [[], [], [12, 4, 6, 8], [], [7, 11], [4, 13, 13, 3, 9], [5, 1, 13], [2, 8]]
    assert not knowledge.hopeless(position(balcony, TOPS, one_eight, 8))


def relaxation_read_literally(state: patience.State) -> bool:
    """``hopeless`` as its docstring words it, step by step: every numeral reaches what it can, again and
    again until nothing changes, a card of a re-dealt packet found by reading the packet afresh."""
    piles, passed = state.piles, state.counters["packet"]
    packets = [[c >> 2 for c in piles[16 + k]] for k in range(passed) if piles[16 + k]]
    if passed == 0 or not packets:
        return False
    free = {c >> 2 for k in range(passed, 8) for c in piles[16 + k]}
    wanted = []
    for k in range(8):
        base, values = piles[k][-1] >> 2, []
        value = numeral_value(base, piles[8 + k][-1] >> 2 if piles[8 + k] else None)
        while value is not None:
            values.append(value)
            value = numeral_value(base, value)
        wanted.append(values)
    gone = Counter[int]()

    def reached(packet: list[int], value: int) -> bool:
        above = Counter[int]()
        for v in reversed(packet):
            if v == value:
                return True
            above[v] += 1
            if above[v] > gone[v]:
                return False
        return False

    at = [0] * 8
    changed = True
    while changed:
        changed = False
        for n in range(8):
            if at[n] < len(wanted[n]) and (wanted[n][at[n]] in free or any(reached(p, wanted[n][at[n]]) for p in packets)):
                gone[wanted[n][at[n]]] += 1
                at[n] += 1
                changed = True
    return any(k < len(values) for k, values in zip(at, wanted))


def test_hopeless_in_one_pass_agrees_with_the_relaxation_read_literally() -> None:
    """The relaxation of ``hopeless`` is run in one pass (``stuck``, of the solver's knowledge): on positions of
    random play through the re-deals (card moves first, the re-deal when none is left, as the text plays),
    it answers as the relaxation worded in its docstring, hopeless or not."""
    knowledge = KNOWLEDGE
    rng = random.Random(45)

    def card_moves_first(state: patience.State, legal: list, rng: random.Random) -> object:
        cards = [m for m in legal if m.kind != "redeal"]
        return rng.choice(cards) if cards and rng.random() < 0.9 else rng.choice(legal)

    answers = Counter[bool]()
    for play in random_play(patience.game(SLUG), range(60), steps=400, choose=card_moves_first):
        if play.state.counters["packet"] and rng.random() < 0.5:
            answer = knowledge.hopeless(play.state)
            assert answer == relaxation_read_literally(play.state), (play.deal, play.step)
            answers[answer] += 1
    assert answers[True] > 50 and answers[False] > 50


def test_a_card_is_tried_on_one_of_two_like_numerals() -> None:
    """Numerals under balcony cards of the same value that wait for the same value are alike: the doubled
    three (a six) is tried under the first three only; the queen is still tried under the six."""
    s = patience.arrange(SLUG, {"B1": "3S", "B2": "3H", "B3": "4D", "B4": "9C", "B5": "5S", "B6": "6S", "B7": "7S",
                                "B8": "8S", "N3": "8C", "N4": "5D", "G1": "6C", "G2": "AD KD", "G3": "QS"})
    knowledge = KNOWLEDGE
    moves = {str(m) for m in s.legal_moves()}
    assert {"G1>N1", "G1>N2", "G3>N6"} <= moves  # (G3>N3 waits: Rule II puts the vacancies first)
    kept = {str(m) for m in knowledge.worth_trying(s, s.legal_moves())}
    assert "G1>N1" in kept and "G1>N2" not in kept and "G3>N6" in kept


def test_the_solver_agrees_with_exhaustive_search_on_late_positions() -> None:
    """From positions late in real deals, the solver's "lost" and "won" are the exhaustive search's."""
    rng = random.Random(11)
    verdicts = []
    for deal in range(40):
        for play in random_play(patience.game(SLUG), [deal], steps=1_000):
            s = play.state  # (the same state, played on: after the loop, at the end of the game)
        while s.history and len(verdicts) < 60:
            s.undo()
            if rng.random() < 0.85:
                continue
            truth = exhaustive(s, 5_000)
            if truth is None:
                break
            r = patience.solve(s, max_nodes=20_000, seconds=None)
            assert r.status == truth, f"deal {deal}, {len(s.history)} moves"
            verdicts.append(truth)
    assert "lost" in verdicts and "won" in verdicts


def twin(s: patience.State, rng: random.Random) -> patience.State:
    """The position with the suits changed, rank by rank (a card keeps its value), and the columns of
    balcony and numeral put in another order: alike for winning, by GreatThirteenKnowledge.key's proof."""
    suits = {value: rng.sample(range(4), 4) for value in range(1, 14)}
    t = s.clone()
    t.piles = [tuple((c >> 2) * 4 + suits[c >> 2][c & 3] for c in pile) for pile in s.piles]
    order = rng.sample(range(8), 8)
    for k, j in enumerate(order):
        t.piles[k], t.piles[k + 8] = s.piles[j], s.piles[j + 8]
        t.piles[k] = tuple((c >> 2) * 4 + suits[c >> 2][c & 3] for c in t.piles[k])
        t.piles[k + 8] = tuple((c >> 2) * 4 + suits[c >> 2][c & 3] for c in t.piles[k + 8])
    return t


def test_the_solver_key_is_blind_to_suits_and_to_where_a_column_stands() -> None:
    """Nothing in the rules reads a suit (the numerals do not follow suit), a numeral's cards below its
    uppermost one, nor where a column of balcony and numeral stands: along random play of real deals, a
    position and its twin (suits changed rank by rank, columns exchanged) have equal keys, their moves lead
    to positions with equal keys, and they are won, or hopeless, alike."""
    rng = random.Random(5)
    knowledge = KNOWLEDGE
    compared = 0
    for play in random_play(patience.game(SLUG), range(6), steps=1_000):
        s = play.state
        t = twin(s, rng)
        assert t.piles != s.piles
        assert knowledge.key(t) == knowledge.key(s)
        assert child_keys(t) == child_keys(s)
        assert (t.is_won(), knowledge.hopeless(t)) == (s.is_won(), knowledge.hopeless(s))
        compared += 1
    assert compared > 100


def test_the_solver_key_tells_apart_what_a_rule_tells_apart() -> None:
    """The key keeps what the rules read: the order of the cards in a ground packet (Rule I: the uppermost
    alone is available), which ground packet is which (Rule III re-deals them from the first to the eighth,
    each on the places next on its right), the value under each balcony card (the numeral counts from it),
    and how many packets have been re-dealt."""
    knowledge = KNOWLEDGE
    ground = [[], [], [12, 4, 8, 6, 8], [], [7, 11], [4, 13, 13, 3, 9], [5, 1, 13], [2]]
    base = position(BALCONY, TOPS, ground, 5)
    flipped = position(BALCONY, TOPS, [[], [], [12, 4, 8, 8, 6]] + ground[3:], 5)  # an eight on top, not the six
    moved = position(BALCONY, TOPS, [[], [12, 4, 8, 6, 8], []] + ground[3:], 5)  # No. 3's cards in No. 2
    numerals = position(BALCONY, [13, 13, 13, 12, 10, 13, 10, 13], ground, 5)  # N4 and N5 exchanged, not B4, B5
    later = position(BALCONY, TOPS, ground, 6)
    keys = [knowledge.key(s) for s in (base, flipped, moved, numerals, later)]
    assert len(set(keys)) == len(keys)
    assert legal(base) != legal(flipped)
    base.apply("redeal")
    moved.apply("redeal")
    assert [len(p) for p in base.piles[16:]] != [len(p) for p in moved.piles[16:]]
    assert "G3>N5" in legal(position(BALCONY, TOPS, ground, 5)) and "G3>N5" not in legal(numerals)


def test_numerals_that_will_take_the_same_values_are_alike_whatever_their_balcony_card() -> None:
    """'the king (thirteen), with which card, if the game succeeds, each of the numeral packets will
    terminate': a numeral waiting for its king alone takes a king and then nothing more, whatever the
    balcony card above it (here the knave under a two, 2 x 12 less 13, and the five under an eight, 8 x 12
    less 91), and one that has its king takes nothing. So the position with the king on the first and the
    second waiting has the key of the one the other way round, the king on top of No. 1 is tried on one of
    the two only, and the exhaustive search finds them alike; a numeral waiting for more than its king is
    still told apart."""
    knowledge = KNOWLEDGE
    ground = [[13], [], [13, 13, 12, 3, 2], [], [8, 4], [4, 7, 8, 9, 5], [11, 6, 1], [13]]
    first_waits = position(BALCONY, [11, 13, *TOPS[2:]], ground, 8)
    second_waits = position(BALCONY, [13, 5, *TOPS[2:]], ground, 8)
    both_wait = position(BALCONY, [11, 5, *TOPS[2:]], ground, 8)
    assert knowledge.key(first_waits) == knowledge.key(second_waits)
    assert child_keys(first_waits) == child_keys(second_waits)
    assert exhaustive(first_waits, 50_000) == exhaustive(second_waits, 50_000) == "won"
    assert {"G1>N1", "G1>N2"} <= legal(both_wait)
    kept = {str(m) for m in knowledge.worth_trying(both_wait, both_wait.legal_moves())}
    assert len(kept & {"G1>N1", "G1>N2"}) == 1
    earlier = position(BALCONY, [11, 13, 10, *TOPS[3:]], ground, 8)  # the ten under a ten now waits for a seven
    assert knowledge.key(earlier) != knowledge.key(first_waits)


# --- the solver's compact form for its beams (solver.games.great_thirteen.GreatThirteenForm) ------------------

def test_the_compact_form_lists_the_moves_and_positions_the_engine_does() -> None:
    """On positions of random play through the re-deals, the form lists the moves the solver tries from
    the engine's state (the moves it lists less what ``worth_trying`` drops), in the same order, and each
    child has the key, the evaluation, the won state and the hopelessness the engine gives it; the form of
    the engine's child is the form's child. (The beam over forms is then the same search: below.)"""
    game = patience.game(SLUG)
    rng = random.Random(13)

    def card_moves_first(state: patience.State, legal: list, rng: random.Random) -> object:
        cards = [m for m in legal if m.kind != "redeal"]
        return rng.choice(cards) if cards and rng.random() < 0.9 else rng.choice(legal)

    seen = Counter[str]()
    for play in random_play(game, range(40), steps=400, choose=card_moves_first):
        if rng.random() < 0.7:
            continue
        form_agrees_with_the_engine(play.state, seen)
    assert seen["hopeless"] > 50 and seen["alive"] > 500 and seen["redeal"] > 50


def test_the_compact_form_holds_a_won_position_and_leaves_other_tables_to_the_engine() -> None:
    """The book's won deal in its last position is won in the form too; a position set out by hand with a
    counter of its own, or another game's table, has no form (its beams search states)."""
    form = KNOWLEDGE.beam_form
    won = replay_win(SLUG, WINNING_DEAL, WINNING_LINE)
    assert form.is_won(form.start(won)) and form.children(form.start(won)) == []
    odd = patience.arrange(SLUG, {"B1": "3S", "G1": "6C"}, {"packet": 0, "redeals": 0, "extra": 1})
    assert form.start(odd) is None
    assert form.start(patience.new_game("fortress", 0)) is None


@pytest.mark.parametrize(("deal", "width", "seed"), [(15, 64, None), (5, 64, 1), (2, 4, None), (59, 128, 3)])
def test_a_beam_over_the_compact_form_is_the_beam_over_states(deal: int, width: int, seed: int | None) -> None:
    """The same beam, with the form and without it (``beam_form=None``): the same answer, after the same
    number of positions, with the same solution; the form's, replayed by the engine's rules, wins."""
    game = patience.game(SLUG)
    by_form = solver.solve_by_beam(game, deal, width=width, seed=seed)
    by_states = solver.solve_by_beam(with_knowledge(game, beam_form=None), deal, width=width, seed=seed)
    assert (by_form.status, by_form.nodes, by_form.moves) == (by_states.status, by_states.nodes, by_states.moves)
    if by_form.status == "won":
        assert replay_win(SLUG, deal, by_form.moves).is_won()
    assert {(15, 64, None): "won", (5, 64, 1): "won", (2, 4, None): "unknown",
            (59, 128, 3): "unknown"}[deal, width, seed] == by_form.status


def test_a_variant_that_changes_a_hook_the_form_mirrors_searches_states() -> None:
    """A variant of the game whose knowledge changes a method the form stands in for (here every move
    kept, where ``worth_trying`` keeps one of two like numerals) does not keep the game's form: its beams
    search states, and find what a search of states by the same knowledge finds."""
    game = patience.game(SLUG)
    every_move = with_knowledge(game, worth_trying=lambda self, state, moves: moves)
    assert solver._plan(game).beam_form is not None and solver._plan(every_move).beam_form is None
    by_variant = solver.solve_by_beam(every_move, 5, width=16)
    by_states = solver.solve_by_beam(with_knowledge(every_move, beam_form=None), 5, width=16)
    by_form = solver.solve_by_beam(game, 5, width=16)
    assert (by_variant.status, by_variant.nodes) == (by_states.status, by_states.nodes) != (by_form.status, by_form.nodes)
