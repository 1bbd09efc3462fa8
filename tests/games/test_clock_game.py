"""The Clock (No. 9), tested from the 1914 text, rule by rule and paragraph by paragraph.

(``tests/test_clock.py`` is about the solver's clock, not this game.) The text gives no worked
example; a numbered deal won by the solver is replayed instead.
"""

from __future__ import annotations

import math
import random
from collections import Counter

from support import cards, fillers, refused, replay_win, shown

import patience
from patience.cards import packs
from patience.deals import shuffled
from patience.games.clock import BOOK_TABLEAU, PACKET_NAMES, SEQUENCES
from patience.state import State
from patience.view.svg import CARD_H, CARD_W

SLUG = "clock"
HOURS = range(1, 13)
FOUNDATIONS = tuple(f"F{h}" for h in HOURS)
# The twelve foundation cards as the edition reads the picture (note clock-1), hour by hour from I.
PICTURE = {"F1": "6C", "F2": "7H", "F3": "8S", "F4": "9D", "F5": "10C", "F6": "JH",
           "F7": "QS", "F8": "KD", "F9": "2C", "F10": "3H", "F11": "4S", "F12": "5D"}
# Each hour's own card, which its foundation ends on: the book's second picture (note clock-5).
HOUR_CARDS = {"F1": "AC", "F2": "2H", "F3": "3S", "F4": "4D", "F5": "5C", "F6": "6H",
              "F7": "7S", "F8": "8D", "F9": "9C", "F10": "10H", "F11": "JS", "F12": "QD"}
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


def run(first: str, last: str) -> str:
    """A foundation's cards from ``first`` up to the rank ``last`` in its suit, past the king if need be."""
    suit, k = first[-1], RANKS.index(first[:-1])
    out = [first]
    while not out[-1].startswith(last) or len(out[-1]) != len(last) + 1:
        k = (k + 1) % 13
        out.append(RANKS[k] + suit)
    return " ".join(out)


def arrange(piles: dict[str, str], full: bool = False) -> State:
    """The foundation cards in their places, ``piles`` as given, and every packet not given showing a
    card that nothing in the test can play, marry or take (``fillers``). ``full``: each such packet
    holds three cards, the two beneath its filler never reached, so that none is short; else one,
    short, but with no pack to refill it from unless the test gives one."""
    given = {**PICTURE, **piles}
    free = [name for name in PACKET_NAMES if name not in piles]
    tops = fillers(given, len(free))
    beneath = list((Counter(str(c) for c in packs(2))
                    - Counter(t for text in given.values() for t in text.split()) - Counter(tops)).elements())
    filled = {name: " ".join([*(beneath[2 * k: 2 * k + 2] if full else []), top])
              for k, (name, top) in enumerate(zip(free, tops))}
    return patience.arrange(SLUG, {**given, **filled})


def legal(s: State) -> list[str]:
    return [str(m) for m in s.legal_moves()]


# --- the foundations ----------------------------------------------------------------------------

def test_the_twelve_cards_are_withdrawn_and_placed_against_the_hours() -> None:
    """'Withdraw from the pack the twelve cards, as in Tableau No. 1, and place them in their exact order
    against the hours of the clock represented' (note clock-1)."""
    for deal in (0, 9, 314):
        s = patience.new_game(SLUG, deal)
        assert {f: shown(s, f) for f in FOUNDATIONS} == {f: [c] for f, c in PICTURE.items()}
        assert Counter(int(c) for c in s.all_cards()) == Counter(int(c) for c in packs(2))
    labels = {p.name: p.label for g in patience.game(SLUG).groups for p in g.piles}
    assert labels["F1"] == "hour I: the six of clubs, ascending to the ace"
    assert labels["F12"] == "hour XII: the five of diamonds, ascending to the queen"


def test_the_picture_reads_as_a_run_of_ranks_with_the_suits_in_fours() -> None:
    """Note clock-1: a six at I and one more each hour to the king at VIII; a deuce at IX up to a five at
    XII; the hours four apart have one suit."""
    ranks = [RANKS.index(PICTURE[f][:-1]) + 1 for f in FOUNDATIONS]
    assert ranks == [6, 7, 8, 9, 10, 11, 12, 13, 2, 3, 4, 5]
    suits = [PICTURE[f][-1] for f in FOUNDATIONS]
    assert all(suits[h] == suits[(h + 4) % 12] for h in range(12))
    assert sorted(set(suits)) == ["C", "D", "H", "S"]


def test_each_foundation_ascends_until_it_attains_its_hour() -> None:
    """'These are the foundation cards, and are to ascend in sequence until each packet attains the hour
    of the clock against which it is placed': past the king to the ace where the hour asks it."""
    assert SEQUENCES[11] == (5, 6, 7, 8, 9, 10, 11, 12)  # XII: the five to the queen
    assert SEQUENCES[8] == (2, 3, 4, 5, 6, 7, 8, 9)  # IX: the deuce to the nine
    assert SEQUENCES[0] == (6, 7, 8, 9, 10, 11, 12, 13, 1)  # I: the six through the king to the ace
    assert SEQUENCES[7] == (13, 1, 2, 3, 4, 5, 6, 7, 8)  # VIII: the king, the ace, ... the eight
    assert all(seq[-1] == hour for hour, seq in zip(HOURS, SEQUENCES))
    # 104 cards: both packs entire, each card on the foundations exactly twice
    on = Counter((rank, PICTURE[f][-1]) for f, seq in zip(FOUNDATIONS, SEQUENCES) for rank in seq)
    assert sum(on.values()) == 104 and set(on.values()) == {2} and len(on) == 52


def test_rule_iv_the_foundations_must_follow_suit() -> None:
    """Rule IV: 'The twelve foundations must follow suit.'"""
    s = arrange({"C1": "7S", "C2": "7C"})
    refused(s, "C1>F1", "Rule IV: the twelve foundations must follow suit")
    s.apply("C2>F1")
    assert shown(s, "F1") == ["6C", "7C"]


def test_a_foundation_takes_only_the_next_card_of_its_sequence() -> None:
    s = arrange({"C1": "8C", "C2": "7C"})
    refused(s, "C1>F1", "ascend in sequence until each packet attains the hour")
    s.apply("C2>F1")
    s.apply("C1>F1")
    assert shown(s, "F1") == ["6C", "7C", "8C"]


def test_a_foundation_runs_on_from_the_king_to_the_ace_and_stops_at_its_hour() -> None:
    """The six at I goes up through the king to the ace, its hour; then it takes nothing more."""
    s = arrange({"F1": run("6C", "K"), "C1": "2C", "C2": "AC"})
    assert shown(s, "F1")[-1] == "KC"
    s.apply("C2>F1")
    assert shown(s, "F1")[-1] == "AC" and len(s.pile("F1")) == 9
    refused(s, "C1>F1", "that packet has attained the hour of the clock against which it is placed")
    t = arrange({"F12": run("5D", "Q"), "C1": "KD"})
    refused(t, "C1>F12", "attained the hour")  # the five at XII ends on the queen: no king


def test_cards_on_the_foundations_stay_there() -> None:
    s = arrange({"F9": "2C 3C"})
    refused(s, "F9>C1", "Rule II")  # nothing goes to the circle from a foundation
    refused(s, "F9>T", "the foundations keep their cards")


# --- the circle ---------------------------------------------------------------------------------

def test_the_circle_is_twelve_packets_of_three_cards_dealt_together() -> None:
    """'Proceed to deal out a circle consisting of twelve packets of three cards dealt together': the
    packet at I first (note clock-2); the rest is the pack, face down; the talon is empty."""
    game = patience.game(SLUG)
    for deal in (0, 5, 77):
        s = patience.new_game(SLUG, deal)
        pack = packs(2)
        for f in FOUNDATIONS:
            pack.remove(patience.parse_card(PICTURE[f]))
        pack = shuffled(pack, SLUG, deal)  # its top card is the last
        for k, name in enumerate(PACKET_NAMES):
            assert s.pile(name) == tuple(pack[-1 - 3 * k: -4 - 3 * k: -1]), name  # three together
        assert len(s.pile("P")) == 104 - 12 - 36 and not s.pile("T")
        assert set(s.view()["P"]) == {None}  # the pack is face down
        assert all(None not in s.view()[name] for name in PACKET_NAMES)  # "each card is visible"
    assert [g.name for g in game.groups] == ["foundations", "circle", "pack", "talon"]


def _centre(name: str) -> tuple[float, float]:
    pile = next(p for g in patience.game(SLUG).groups for p in g.piles if p.name == name)
    return (pile.x + 0.5) * CARD_W, (pile.y + 0.5) * CARD_H


def test_the_foundations_and_the_circle_are_laid_round_a_clock() -> None:
    """The picture: the foundations round the hours, XII at the top, III at the right; the packets of the
    circle beyond them (the dotted packet, outside the clock); the pack and the talon within."""
    points = [_centre(f) for f in FOUNDATIONS]
    cx = sum(x for x, _ in points) / 12
    cy = sum(y for _, y in points) / 12
    for hour, f, c in zip(HOURS, FOUNDATIONS, PACKET_NAMES):
        for name in (f, c):
            x, y = _centre(name)
            off = (math.degrees(math.atan2(x - cx, cy - y)) - 30 * hour) % 360  # clockwise from the top
            assert min(off, 360 - off) < 1, name
        assert math.dist(_centre(c), (cx, cy)) > math.dist(_centre(f), (cx, cy)) + CARD_H
    inner = min(math.dist(p, (cx, cy)) for p in points)
    assert all(math.dist(_centre(n), (cx, cy)) < inner / 2 for n in ("P", "T"))


def test_rule_i_the_uppermost_card_of_each_packet_is_available() -> None:
    """Rule I: 'the uppermost cards of each packet are available, and their removal releases as usual
    those beneath.'"""
    s = arrange({"C1": "7C 9S"})
    refused(s, "C1@1>F1", "Rule I: the uppermost cards of each packet are available")
    s.apply("C1>F3")  # the nine of spades up on the eight at III releases the seven of clubs
    s.apply("C1>F1")
    assert shown(s, "F3") == ["8S", "9S"] and shown(s, "F1") == ["6C", "7C"]


def test_rule_ii_marry_in_a_descending_line() -> None:
    """'... and then marry in a descending line (Rule II)': on the nine of hearts the eight of hearts."""
    s = arrange({"C1": "8H", "C2": "9H", "C3": "8S", "C4": "10H", "C5": "AH", "C6": "KH"})
    for move in ("C3>C2", "C4>C2", "C2>C1"):  # another suit; upwards; a nine on an eight
        refused(s, move, "Rule II: marry in a descending line")
    refused(s, "C6>C5", "Rule II: marry in a descending line")  # a line stops at the ace (note clock-2)
    s.apply("C1>C2")
    assert shown(s, "C2") == ["9H", "8H"] and not s.pile("C1")


def test_a_packet_grows_by_marriages_beyond_three_cards() -> None:
    """'Although each packet must never contain less than the original number of three cards, they will
    often, by marriages, contain more.'"""
    s = arrange({"C1": "KS QS 10D", "C2": "4H 5C 9D", "C3": "2H 3H 8D", "C4": "JS JC 7D", "C5": "6S 6H 6D"})
    for move in ("C2>C1", "C3>C1", "C4>C1", "C5>C1"):
        s.apply(move)
    assert shown(s, "C1") == ["KS", "QS", "10D", "9D", "8D", "7D", "6D"]


def test_rule_ii_marriages_only_with_cards_in_the_circle() -> None:
    """Rule II: 'Marriages can only be made with cards in the circle, and not with those from the pack or
    talon'; the talon 'can only be used to play on the foundations'."""
    s = arrange({"C1": "9H", "T": "4D 8H", "P": "QC"})
    refused(s, "T>C1", "marriages can only be made with cards in the circle, and not with those from the "
                       "pack or talon")
    refused(s, "P>C1", "Rule II")
    refused(s, "T@1>F12", "not available|Rule I|available")  # only the talon's top card
    s.apply("T>F2")  # the eight of hearts up on the seven at II
    assert shown(s, "F2") == ["7H", "8H"] and shown(s, "T") == ["4D"]
    assert "T>C1" not in legal(s)


# --- refilling ----------------------------------------------------------------------------------

def test_rule_iii_a_vacancy_is_refilled_from_the_pack_not_by_a_marriage_nor_from_the_talon() -> None:
    """Rule III: 'Vacancies in the circle must be refilled with cards from the pack, but not from the
    talon.'"""
    s = arrange({"C1": "", "C2": "QD", "T": "KC"})
    refused(s, "C2>C1", "Rule III: vacancies in the circle must be refilled with cards from the pack")
    refused(s, "T>C1", "talon")
    assert not any(m.endswith(">C1") for m in legal(s))


def test_rule_iii_every_short_packet_is_refilled_to_three_in_order_from_the_numeral_i() -> None:
    """'Each packet must be refilled so as to contain not less than three cards ... This last should be
    done in order, from left to right, beginning at the numeral I' (note clock-3): the next cards of the
    pack, each packet finished before the next, on what is left of it."""
    s = arrange({"C1": "KS QS 10D", "C2": "9D", "C4": "", "C6": "JS JC 7D 6D", "C8": "5S 5H",
                 "P": "2S 3S 4S 5S 6S 7S 8S"}, full=True)  # the top card of the pack last: 8S
    s.apply("refill")
    assert shown(s, "C2") == ["9D", "8S", "7S"]
    assert shown(s, "C4") == ["6S", "5S", "4S"]
    assert shown(s, "C8") == ["5S", "5H", "3S"]
    assert shown(s, "C6") == ["JS", "JC", "7D", "6D"]  # more than three: left as it is
    assert shown(s, "P") == ["2S"]
    s.undo()
    assert shown(s, "C4") == [] and len(s.pile("P")) == 7


def test_the_refill_waits_while_the_player_plays_and_marries() -> None:
    """'From this circle you first play all suitable cards (Rule I), and then marry ... and then refill
    spaces (Rule III)': a short packet may wait while cards are played and married."""
    s = arrange({"C1": "KH 10S 7C", "C2": "KS QS 10D", "C3": "4H 5C 9D", "P": "2S 3S 4S"}, full=True)
    assert "refill" not in legal(s)
    s.apply("C1>F1")  # C1 is now short
    assert "refill" in legal(s)
    s.apply("C3>C2")  # a marriage while the refill waits
    assert shown(s, "C3") == ["4H", "5C"] and "refill" in legal(s)
    s.apply("refill")  # C1 first, then C3
    assert shown(s, "C1") == ["KH", "10S", "4S"] and shown(s, "C3") == ["4H", "5C", "3S"]
    refused(s, "refill", "Rule III: each packet must be refilled so as to contain not less than three cards")


def test_the_pack_is_not_dealt_on_while_a_packet_waits_to_be_refilled() -> None:
    """'... and all the packets refilled before proceeding again to play or to marry' (note clock-3)."""
    s = arrange({"C1": "KH 10S 7C", "P": "2S 3S 4S 5S"}, full=True)
    assert "deal" in legal(s)
    s.apply("C1>F1")
    assert "deal" not in legal(s)
    refused(s, "deal", "Rule III: vacancies in the circle must be refilled")
    s.apply("refill")
    assert "deal" in legal(s)


def test_no_refill_when_nothing_is_short_or_the_pack_is_exhausted() -> None:
    s = arrange({"P": "2S"}, full=True)
    refused(s, "refill", "none is short, or the pack is exhausted")
    t = arrange({"C1": "7C"})  # no pack: the short packets stay short
    t.apply("C1>F1")
    refused(t, "refill", "Rule III")
    assert "refill" not in legal(t)


# --- the remaining cards and the talon ------------------------------------------------------------

def test_the_remaining_cards_are_dealt_one_by_one_to_the_talon() -> None:
    """'When all further progress is at an end, deal out the remaining cards; play all suitable ones ...
    The cards that cannot be so employed are laid aside in one packet, forming the talon, which can only
    be used to play on the foundations.'"""
    s = arrange({"C1": "KS QS 10D", "C2": "KC JD 9H", "P": "QC 8H 3C"}, full=True)
    s.apply("deal")
    assert shown(s, "T") == ["3C"] and shown(s, "P") == ["QC", "8H"]
    s.apply("T>F9")  # a suitable card is played
    s.apply("deal")
    refused(s, "T>C2", "Rule II")  # not married, though the nine of hearts lies in the circle
    s.apply("T>F2")
    s.apply("deal")
    assert shown(s, "T") == ["QC"] and not s.pile("P")
    assert "T>F1" not in legal(s)  # laid aside: unsuitable, it stays on the talon


def test_when_to_deal_is_the_players_choice() -> None:
    """Note clock-4: 'You are not obliged to play cards which would be more useful if left on the
    circle': the pack may be dealt on while cards could still be played or married."""
    s = patience.new_game(SLUG, 1)
    moves = legal(s)
    assert "deal" in moves and any(">F" in m for m in moves) and any(">C" in m for m in moves)
    s.apply("deal")
    assert len(s.pile("T")) == 1


def test_there_is_no_redeal() -> None:
    """'There is no re-deal.'"""
    s = arrange({"T": "QC"}, full=True)
    refused(s, "deal", "the remaining cards have been dealt out: there is no re-deal")
    refused(s, "redeal", "no such move")


# --- the end --------------------------------------------------------------------------------------

def test_the_game_is_won_when_every_foundation_attains_its_hour() -> None:
    """Every packet of the foundations 'attains the hour of the clock against which it is placed': all 104
    cards are up."""
    piles = {f: run(PICTURE[f], HOUR_CARDS[f][:-1]) for f in FOUNDATIONS}
    piles["F12"] = run("5D", "J")
    s = patience.arrange(SLUG, {**piles, "C1": "QD"})
    assert not s.is_won() and legal(s) == ["C1>F12"]
    s.apply("C1>F12")
    assert s.is_won() and s.is_over() and s.score() == 104


def test_the_game_is_over_when_no_card_can_be_played_or_married() -> None:
    s = arrange({"T": "KC"})  # no pack left; nothing goes up, nothing marries
    assert s.legal_moves() == [] and s.is_over() and not s.is_won()


def test_the_books_second_picture_is_the_clock_won() -> None:
    """Note clock-5: 'No. 2' shows each hour's own card, from the ace at I to the queen at XII."""
    assert {f: BOOK_TABLEAU[f].split()[-1] for f in FOUNDATIONS} == HOUR_CARDS
    assert {f: BOOK_TABLEAU[f].split()[0] for f in FOUNDATIONS} == PICTURE
    s = patience.arrange(SLUG, BOOK_TABLEAU)
    assert s.is_won() and Counter(int(c) for c in s.all_cards()) == Counter(int(c) for c in packs(2))


# Deal 1, won by the solver (``python -m patience solve clock --deal 1``), replayed here.
WINNING_DEAL = 1
WINNING_LINE = (
    "C1>F1 C3>F7 C5>C3 C5>F4 C6>C1 C6>C1 C9>C6 C11>C3 C12>F4 refill C6>F5 C2>F5 C2>F7 C2>F6 C9>F11 C9>F11 "
    "C12>F10 refill C2>C6 refill deal T>F10 C10>F10 C3>C10 deal T>F7 deal C10>C3 refill deal deal deal T>F9 "
    "C11>F9 refill C11>F10 refill C5>C11 C9>C5 C9>F2 C1>F2 C1>F2 C1>F2 refill C7>C1 C7>F11 C6>F11 C6>F3 C3>F3 "
    "C3>F3 C3>F3 C3>F8 C2>F8 C7>F6 C4>F6 C9>C11 C9>F12 C9>F12 refill C2>F1 C3>F2 C3>F3 C3>F4 C7>C12 C7>F4 "
    "C2>C7 C9>F7 C9>F2 C9>C2 C10>C12 T>F2 refill C4>C10 C7>F7 C6>F7 C6>F1 C6>F1 C9>F8 C9>F3 C2>F3 C9>F5 C4>F5 "
    "C4>F4 C11>F1 C11>F1 C11>F1 C8>F1 C8>F2 C11>F4 C11>F11 refill C4>F10 C1>F10 C1>F10 C1>F8 C4>F12 C5>F12 "
    "C5>F12 C5>F7 C6>F4 C1>F4 C6>F9 C6>F6 C8>C4 C10>F12 C10>F12 T>F6 C12>F6 C12>F6 C12>F6 C12>F11 C10>F11 "
    "C10>F5 C3>F5 C3>C2 C3>F7 C12>F3 T>F5 C7>F5 C7>F9 C7>F9 C2>F9 C2>F9 C2>F8 C2>F8 C4>F8 C4>F8"
)


def test_a_real_deal_is_won() -> None:
    """A numbered deal played out to the end: every move is accepted and every card goes up."""
    s = replay_win(SLUG, WINNING_DEAL, WINNING_LINE)
    assert {f: shown(s, f)[-1] for f in FOUNDATIONS} == HOUR_CARDS
    assert not s.pile("P") and not s.pile("T") and not any(s.pile(c) for c in PACKET_NAMES)


def test_random_play_keeps_the_foundations_in_sequence_and_the_talon_out_of_the_circle() -> None:
    for deal in range(4):
        rng = random.Random(deal)
        s = patience.new_game(SLUG, deal)
        for _ in range(300):
            moves = s.legal_moves()
            if not moves:
                break
            assert not any(str(m).startswith(("T>C", "P>")) for m in moves)
            if "deal" in map(str, moves):
                assert all(len(s.pile(c)) >= 3 for c in PACKET_NAMES) or not s.pile("P")
            s.apply(rng.choice(moves))
            for f, seq in zip(FOUNDATIONS, SEQUENCES):
                assert [c.rank for c in s.pile(f)] == list(seq[: len(s.pile(f))])
                assert {c.suit for c in s.pile(f)} == {cards(PICTURE[f])[0].suit}
