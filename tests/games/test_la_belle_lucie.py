"""La Belle Lucie (No. 1), tested from the 1914 text, rule by rule, with the two ways with two packs it names."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st
from support import cards, refused, replay_win, shown

import patience
from patience.cards import packs
from patience.deals import shuffled
from patience.games.la_belle_lucie import LAST, PACKET_NAMES, WIDE_NAMES
from patience.rules import Build
from patience.state import State

SLUG = "la-belle-lucie"
WOOD = "la-belle-lucie-house-in-the-wood"
HILL = "la-belle-lucie-house-on-the-hill"
SUITS = "SHCD"  # the allotted spaces F1 to F4 (note la-belle-lucie-1)
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
# The order the packets are dealt in: row by row from the left, the packet of one card last (note 3).
DEALT = tuple(n for n in PACKET_NAMES if n != LAST) + (LAST,)


def arrange(piles: dict[str, str], slug: str = SLUG, counters: dict[str, int] | None = None) -> State:
    return patience.arrange(slug, piles, counters)


def up_to(suit: str, last: str) -> str:
    """A foundation from the ace up to ``last`` of ``suit``."""
    return " ".join(f"{r}{suit}" for r in RANKS[: RANKS.index(last) + 1])


def down_to(suit: str, last: str) -> str:
    """A foundation from the king down to ``last`` of ``suit``."""
    return " ".join(f"{r}{suit}" for r in RANKS[RANKS.index(last):][::-1])


def moves(s: State) -> list[str]:
    return [str(m) for m in s.legal_moves()]


def dealt_in_threes(pack: list[patience.Card], order: tuple[str, ...]) -> dict[str, list[str]]:
    """The packets a pack (its top card last) makes, dealt three together on each packet of ``order``."""
    pack = list(pack)
    out: dict[str, list[str]] = {}
    for name in order:
        out[name] = [str(pack.pop()) for _ in range(min(3, len(pack)))]
    return out


# --- the deal -----------------------------------------------------------------------------------

def test_the_entire_pack_in_packets_of_three_the_last_of_one_card() -> None:
    """'Deal out the entire pack in packets of three cards dealt together and placed as in tableau. The
    last packet, however, will contain but one card.'"""
    for deal in (0, 1, 77):
        s = patience.new_game(SLUG, deal)
        assert [len(s.pile(n)) for n in DEALT] == [3] * 17 + [1]
        assert not any(s.pile(f"F{k}") for k in range(1, 5))
        assert Counter(int(c) for c in s.all_cards()) == Counter(int(c) for c in packs(1))
        assert None not in [c for n in PACKET_NAMES for c in s.view()[n]]  # the packets are spread, face up
        # the pack, shuffled, is dealt three cards together on each packet in turn
        pack = shuffled(packs(1), SLUG, deal)
        assert {n: shown(s, n) for n in PACKET_NAMES} == dealt_in_threes(pack, DEALT)


def test_the_tableau_is_placed_as_in_the_picture() -> None:
    """The book's picture: eighteen packets in rows of five, five, five and three, the packet of one card
    (the king of clubs there) in the middle of the lowest row, and four places for the aces in a line
    below (note la-belle-lucie-3)."""
    game = patience.game(SLUG)
    piles = {g.name: g.piles for g in game.groups}
    rows = Counter(p.y for p in piles["packets"])
    assert [rows[y] for y in sorted(rows)] == [5, 5, 5, 3]
    lowest = sorted((p for p in piles["packets"] if p.y == max(rows)), key=lambda p: p.x)
    assert lowest[1].name == LAST
    top_row = sorted(p.x for p in piles["packets"] if p.y == min(rows))
    assert lowest[1].x == top_row[2]  # the middle of the lowest row is the middle of the tableau
    assert len(piles["foundations"]) == 4 and len({p.y for p in piles["foundations"]}) == 1
    assert all(f.y > max(rows) + 1 for f in piles["foundations"])


# --- the foundations ------------------------------------------------------------------------------

def test_aces_on_the_surface_are_played_in_their_allotted_spaces() -> None:
    """'Having placed the tableau, take any aces that may appear on the surface of the packets and play
    them in their allotted spaces, and upon them any other suitable cards, subject to Rule I' (note
    la-belle-lucie-1): the player plays them; nothing goes up by itself."""
    s = arrange({"L1": "9S AH", "L2": "2H", "L3": "AS"})
    assert "L1>F2" in moves(s) and "L3>F1" in moves(s)
    assert not s.pile("F2")  # not placed of itself
    s.apply("L1>F2")
    s.apply("L2>F2")
    assert shown(s, "F2") == ["AH", "2H"]


def test_rule_II_the_foundations_must_follow_suit() -> None:
    """Rule II: 'The foundations must follow suit': each ace in its own space, each card on its ace's suit."""
    s = arrange({"F2": "AH", "L1": "2S", "L2": "AD", "L3": "AH"})
    refused(s, "L1>F2", "Rule II: the foundations must follow suit")
    refused(s, "L2>F1", "Rule II: the foundations must follow suit")  # the ace of diamonds on the spades' space
    s.apply("L2>F4")
    assert shown(s, "F4") == ["AD"]


def test_the_aces_ascend_in_sequence_to_kings() -> None:
    """'The four aces form the foundation cards, and are to ascend in sequence to kings.'"""
    s = arrange({"F3": "AC 2C", "L1": "4C", "L2": "3C", "L3": "5H"})
    refused(s, "L1>F3", "the four aces are to ascend in sequence to kings")
    refused(s, "L3>F2", "the four aces form the foundation cards")  # an empty space takes its ace first
    s.apply("L2>F3")
    s.apply("L1>F3")
    assert shown(s, "F3") == ["AC", "2C", "3C", "4C"]


# --- the tableau ----------------------------------------------------------------------------------

def test_rule_I_the_uppermost_card_of_each_packet_is_alone_available() -> None:
    """Rule I: 'The uppermost card of each packet is alone available, until by its removal it releases
    the one beneath.'"""
    s = arrange({"L1": "AH 2H 9S", "L2": "10S"})
    refused(s, "L1@1>F2", "Rule I: the uppermost card of each packet is alone available")
    refused(s, "L1@2>F2", "Rule I")
    s.apply("L1>L2")  # the nine of spades married to the ten releases the deuce ...
    refused(s, "L1>F2", "the four aces form the foundation cards")
    refused(s, "L1@1>F2", "Rule I")
    t = arrange({"L1": "AH 9S", "L2": "10S"})
    t.apply("L1>L2")  # ... and here the ace beneath it
    t.apply("L1>F2")
    assert shown(t, "F2") == ["AH"] and shown(t, "L2") == ["10S", "9S"]


def test_marriages_in_a_descending_line_on_the_tableau() -> None:
    """'... you proceed to release others, by forming marriages in a descending line on the tableau'
    (note la-belle-lucie-2): the uppermost card of a packet goes on the uppermost card of another, the
    next above it of its suit, one card at a time."""
    s = arrange({"L1": "9C 6H", "L2": "7H", "L3": "7S", "L4": "5H", "L5": "4C 8H"})
    refused(s, "L1>L3", "marriages are formed in a descending line on the tableau")  # the seven of another suit
    refused(s, "L1>L4", "marriages are formed in a descending line")  # on the card below it: not ascending
    refused(s, "L5>L2", "marriages are formed in a descending line")  # the card above it
    s.apply("L1>L2")
    assert shown(s, "L2") == ["7H", "6H"]
    s.apply("L4>L2")  # the packet married on is a packet like any other: its uppermost card is available
    assert shown(s, "L2") == ["7H", "6H", "5H"]
    refused(s, "L2@2>L5", "Rule I")  # a sequence is not moved whole: only the uppermost card
    assert "L1>F1" not in moves(s)


def test_a_packet_cleared_is_not_begun_again() -> None:
    """No text fills a cleared packet (note la-belle-lucie-2): it stays empty."""
    s = arrange({"L1": "AS", "L2": "QH 9D", "L3": "KC"})
    s.apply("L1>F1")
    assert s.pile("L1") == ()
    refused(s, "L2>L1", "a packet cleared is not begun again")
    refused(s, "L3>L1", "a packet cleared is not begun again")  # not even with a king
    refused(s, "L1>L2", "that packet is cleared")


def test_cards_played_on_the_foundations_stay_there() -> None:
    s = arrange({"F2": "AH 2H", "L1": "3S"})
    refused(s, "F2>L1", "cards played on the foundations stay there")
    refused(s, "deal", "the entire pack is dealt at the start")


# --- the re-deal ----------------------------------------------------------------------------------

def test_the_redeal_takes_up_the_tableau_shuffles_it_and_deals_it_again_in_threes() -> None:
    """'... the entire tableau may be taken up, shuffled and re-dealt ..., then played again as before'
    (note la-belle-lucie-4): the same cards, shuffled by the numbered shuffle, dealt in threes on the
    packets in the order of the first deal, the last packet what is left."""
    piles = {"F1": "AS 2S", "L1": "9D 3D", "L2": "8D 5C JH", "L5": "KH", "L9": "QC 6H 4D 10S 5S",
             "L17": "7C", "L18": "3H 8S"}
    s = arrange(piles)
    assert moves(s) == ["redeal"]
    taken = [c for n in PACKET_NAMES for c in s.pile(n)]
    s.apply("redeal")
    pack = shuffled(taken, SLUG, 0, "redeal-1")
    assert {n: shown(s, n) for n in PACKET_NAMES if s.pile(n)} == dealt_in_threes(pack, DEALT[:5])
    assert [len(s.pile(n)) for n in DEALT] == [3, 3, 3, 3, 2] + [0] * 13
    assert sorted(c for n in PACKET_NAMES for c in s.pile(n)) == sorted(taken)
    assert shown(s, "F1") == ["AS", "2S"]  # the foundations stay as they are
    assert pack != taken[::-1] and s.counters["redeals"] == 1


def test_the_shuffle_of_the_redeal_is_the_same_for_the_same_game() -> None:
    """The re-deal's shuffle is numbered: a game replays, saves and loads to the same packets; the
    second re-deal is shuffled afresh."""
    s = patience.new_game(SLUG, 1)
    for move in WINNING_LINE.split(" ")[:24]:
        s.apply(move)
    assert s.moves[-1].kind == "redeal"
    again = patience.from_dict(s.to_dict())
    assert again.piles == s.piles
    s.undo()
    s.redo()
    assert again.piles == s.piles
    first = shuffled(list(range(10)), SLUG, 1, "redeal-1")
    assert first != shuffled(list(range(10)), SLUG, 1, "redeal-2")


def test_the_redeal_waits_until_there_are_no_more_available_cards_to_play() -> None:
    """'When this has been done, and there are no more available cards to play, the entire tableau may be
    taken up' (note la-belle-lucie-4): while a card can be played on a foundation, the re-deal is refused;
    a marriage left does not hold it back (note la-belle-lucie-7)."""
    s = arrange({"L1": "9C AH", "L2": "5D"})
    refused(s, "redeal", "a card can still be played on a foundation")  # the ace of hearts goes up
    assert "redeal" not in moves(s)
    s.apply("L1>F2")
    assert moves(s) == ["redeal"]
    t = arrange({"L1": "9C", "L2": "6D", "L3": "5D 8C"})
    assert moves(t) == ["L3>L1", "redeal"]  # the eight of clubs may marry the nine, or the tableau be taken up
    t.apply("redeal")
    assert t.counters["redeals"] == 1


def test_the_tableau_is_redealt_if_necessary_twice() -> None:
    """'... re-dealt (if necessary twice)': a third is refused, and the game is then over."""
    s = arrange({"L1": "9C", "L2": "5D", "L3": "QH"})
    s.apply("redeal")
    while s.legal_moves() != [patience.parse_move("redeal")]:  # what the new deal allows, played out
        s.apply(s.legal_moves()[0])
    s.apply("redeal")
    while s.legal_moves():
        s.apply(s.legal_moves()[0])
    assert s.counters["redeals"] == 2
    refused(s, "redeal", "re-dealt if necessary twice: no more")
    assert s.is_over() and not s.is_won()
    refused(arrange({"L1": "9C"}, counters={"redeals": 2}), "redeal", "if necessary twice: no more")


# --- the end ------------------------------------------------------------------------------------

def test_won_when_the_four_aces_have_ascended_to_kings() -> None:
    full = {f"F{k + 1}": up_to(SUITS[k], "K") for k in range(4)}
    s = arrange({**full, "F4": up_to("D", "Q"), "L17": "KD"})
    assert not s.is_won()
    s.apply("L17>F4")
    assert s.is_won() and s.is_over() and s.score() == 52


def test_over_and_lost_when_no_move_and_no_redeal_is_left() -> None:
    s = arrange({"L1": "AS 2S", "L2": "KH"}, counters={"redeals": 2})
    assert s.legal_moves() == [] and s.is_over() and not s.is_won()


@settings(max_examples=25, deadline=None)
@given(deal=st.integers(0, 100_000), choices=st.lists(st.integers(0, 1000), max_size=150))
def test_whatever_is_played_the_rules_hold(deal: int, choices: list[int]) -> None:
    """Random play: each foundation is its own suit from the ace up, each married card lies on the next
    above it of its suit, and a re-deal comes only when no card can be played on a foundation."""
    s = patience.new_game(SLUG, deal)
    for choice in choices:
        legal = s.legal_moves()
        if not legal:
            break
        move = legal[choice % len(legal)]
        if move.kind == "redeal":
            assert not [m for m in legal if m.kind == "move" and m.args[1].startswith("F")]
            s.apply(move)
            assert max(len(s.pile(n)) for n in PACKET_NAMES) <= 3
            continue
        s.apply(move)
        for k, suit in enumerate(SUITS):
            assert shown(s, f"F{k + 1}") == up_to(suit, "K").split()[: len(s.pile(f"F{k + 1}"))]
        if move.args[1].startswith("L"):
            below, card = s.pile(move.args[1])[-2:]
            assert (card & 3, card >> 2) == (below & 3, (below >> 2) - 1)


# Deal 1, won by the solver (``python -m patience solve la-belle-lucie --deal 1``) with one re-deal.
WINNING_DEAL = 1
WINNING_LINE = (
    "L11>F1 L14>F2 L11>F2 L1>F3 L13>L12 L13>F1 L7>F1 L6>F3 L11>F1 L15>F2 L15>L8 L5>L15 L5>F3 L4>F3 L10>F3 "
    "L4>L3 L4>L1 L18>L1 L7>L2 L14>L5 L10>L16 L17>L10 L7>L9 redeal L13>F2 L2>F3 L9>F2 L9>L2 L13>L2 L5>L13 "
    "L5>F3 L11>F3 L8>L2 L3>L13 L3>L12 L9>L12 L1>L6 L1>L5 L4>L8 L11>L4 L11>F2 L13>F2 L13>F2 L13>F2 L6>F2 "
    "L6>F2 L6>F1 L7>F1 L7>F4 L8>F4 L8>F4 L8>F3 L12>F3 L12>F3 L12>F3 L12>L5 L12>F1 L4>F1 L4>F1 L14>F1 "
    "L10>F1 L10>F2 L6>F4 L4>F4 L2>F4 L2>F4 L2>F4 L2>F4 L1>F1 L2>F1 L3>F2 L5>F4 L5>F4 L5>F4 L7>F4 L10>F3"
)


def test_a_real_deal_is_won_with_one_redeal() -> None:
    """A numbered deal played out to the end: every move is accepted and the game is won."""
    s = replay_win(SLUG, WINNING_DEAL, WINNING_LINE)
    assert s.counters["redeals"] == 1


# --- the House in the Wood --------------------------------------------------------------------------

def test_the_house_in_the_wood_is_a_named_game_of_its_own() -> None:
    """'This game can also be played with two packs, the eight aces forming the foundation cards, and
    double the number of packets being dealt for the tableau' (note la-belle-lucie-5): the pack in threes
    makes thirty-four packets of three and a thirty-fifth of two."""
    wood = patience.game(WOOD)
    assert wood.variant_of == SLUG and wood in patience.games(variants=True) and wood.packs == 2
    for deal in (0, 1, 9):
        s = patience.new_game(WOOD, deal)
        assert [len(s.pile(n)) for n in WIDE_NAMES] == [3] * 34 + [2]
        assert Counter(int(c) for c in s.all_cards()) == Counter(int(c) for c in packs(2))
        assert {n: shown(s, n) for n in WIDE_NAMES} == dealt_in_threes(shuffled(packs(2), SLUG, deal), WIDE_NAMES)
    assert len(wood.groups[1].piles) == 8


def test_the_eight_aces_form_the_foundation_cards() -> None:
    """Two allotted spaces to each suit (note la-belle-lucie-5): either ace of hearts to either."""
    s = arrange({"L1": "AH", "L2": "AH", "L3": "2H", "L4": "AC"}, WOOD)
    assert {m for m in moves(s) if m.startswith("L1>F")} == {"L1>F2", "L1>F6"}
    s.apply("L1>F6")
    s.apply("L2>F2")
    refused(s, "L4>F2", "Rule II: the foundations must follow suit")
    s.apply("L3>F6")
    assert shown(s, "F6") == ["AH", "2H"] and shown(s, "F2") == ["AH"]
    refused(arrange({"L1": "5C"}, WOOD), "L1>F3", "the eight aces form the foundation cards")
    full = {f"F{k + 1}": up_to(SUITS[k % 4], "K") for k in range(8)}
    done = arrange({**full, "F8": up_to("D", "Q"), "L9": "KD"}, WOOD)
    done.apply("L9>F8")
    assert done.is_won() and done.is_over() and done.score() == 104


def test_the_house_in_the_wood_marries_in_a_descending_line() -> None:
    s = arrange({"L1": "6H", "L2": "7H", "L3": "8H", "L4": "5S"}, WOOD)
    refused(s, "L1>L3", "marriages are formed in a descending line")
    refused(s, "L3>L2", "marriages are formed in a descending line")
    s.apply("L1>L2")
    assert shown(s, "L2") == ["7H", "6H"]


def test_with_two_packs_a_card_may_be_married_back_and_forth() -> None:
    """Why the re-deal waits only for the cards that can be played on a foundation (note la-belle-lucie-7):
    a four of hearts between the two fives of hearts goes from one to the other without end, so that 'no
    other move left' would never come."""
    piles = {"L1": "9C 5H 4H", "L2": "QS 5H", "L3": "2D"}
    s = arrange(piles, WOOD)
    assert moves(s) == ["L1>L2", "redeal"]
    s.apply("L1>L2")
    assert moves(s) == ["L2>L1", "redeal"]
    s.apply("L2>L1")
    assert s.piles == arrange(piles, WOOD).piles  # back where it was: this may go on for ever
    s.apply("redeal")
    assert s.counters["redeals"] == 1
    assert sorted(c for n in WIDE_NAMES for c in s.pile(n)) == sorted(cards("9C 5H 4H QS 5H 2D"))


def test_the_two_pack_redeal_waits_while_a_card_can_be_played() -> None:
    """'... and there are no more available cards to play' (note la-belle-lucie-7): while a card can go
    up, the re-deal is refused; twice at most, as in the book's game."""
    s = arrange({"L1": "9C AD", "L2": "5H"}, WOOD)
    refused(s, "redeal", "a card can still be played on a foundation")
    s.apply("L1>F8")
    s.apply("redeal")
    taken = cards("9C 5H")
    assert {n: shown(s, n) for n in WIDE_NAMES if s.pile(n)} == dealt_in_threes(
        shuffled(list(taken), SLUG, 0, "redeal-1"), WIDE_NAMES[:1])
    s.apply("redeal")
    refused(s, "redeal", "if necessary twice: no more")
    assert s.is_over() and not s.is_won()


# --- the House on the Hill --------------------------------------------------------------------------

def test_the_house_on_the_hill_is_a_named_game_of_its_own() -> None:
    hill = patience.game(HILL)
    assert hill.variant_of == SLUG and hill.packs == 2 and hill.groups[0].build is Build.MARRIAGE
    s = patience.new_game(HILL, 3)
    assert [len(s.pile(n)) for n in WIDE_NAMES] == [3] * 34 + [2]
    assert s.piles == patience.new_game(WOOD, 3).piles  # the same deal as the House in the Wood


def test_four_aces_and_four_kings_of_different_suits() -> None:
    """'The foundation cards to be four aces, and four kings of different suits' (note la-belle-lucie-6):
    F1 to F4 the kings of spades, hearts, clubs and diamonds, descending; F5 to F8 the aces, ascending."""
    s = arrange({"L1": "KH", "L2": "QH", "L3": "AH", "L4": "2H", "L5": "KS", "L6": "5C"}, HILL)
    refused(s, "L1>F6", "the foundation cards are four aces and four kings of different suits")
    refused(s, "L5>F2", "Rule II: the foundations must follow suit")
    refused(s, "L6>F3", "the foundation cards are four aces and four kings")
    s.apply("L1>F2")
    s.apply("L2>F2")
    s.apply("L3>F6")
    s.apply("L4>F6")
    assert shown(s, "F2") == ["KH", "QH"] and shown(s, "F6") == ["AH", "2H"]
    t = arrange({"F2": down_to("H", "A"), "F6": up_to("H", "K"), "L1": "KH", "L2": "AH"}, HILL)
    refused(t, "L1>F6", "that foundation is complete")
    refused(t, "L2>F2", "that foundation is complete")
    full = {f"F{k + 1}": down_to(SUITS[k], "A") for k in range(4)} | {
        f"F{k + 5}": up_to(SUITS[k], "K") for k in range(4)}
    done = arrange({**full, "F4": down_to("D", "2"), "L3": "AD"}, HILL)
    assert not done.is_won()
    done.apply("L3>F4")
    assert done.is_won() and done.score() == 104


def test_marriages_both_in_ascending_and_descending_lines() -> None:
    """'... and marriages made both in ascending and descending lines' (``Build.MARRIAGE``)."""
    s = arrange({"L1": "5H", "L2": "6H", "L3": "4H", "L4": "6S", "L5": "7H"}, HILL)
    refused(s, "L1>L4", "marriages are made both in ascending and descending lines")
    refused(s, "L1>L5", "marriages are made both in ascending and descending lines")
    s.apply("L1>L2")  # descending
    s.apply("L2>L3")  # and back again, ascending, on the four
    assert shown(s, "L3") == ["4H", "5H"] and shown(s, "L2") == ["6H"]
    assert "redeal" in moves(s)  # no card can go up: the re-deal may be made (note la-belle-lucie-7)


@settings(max_examples=15, deadline=None)
@given(slug=st.sampled_from([WOOD, HILL]), deal=st.integers(0, 100_000),
       choices=st.lists(st.integers(0, 1000), max_size=150))
def test_the_two_pack_ways_keep_their_foundations(slug: str, deal: int, choices: list[int]) -> None:
    """Random play in either way with two packs: each foundation is of its own suit in its sequence, and
    the re-deal is offered only when no card can be played on a foundation."""
    s = patience.new_game(slug, deal)
    for choice in choices:
        legal = s.legal_moves()
        if not legal:
            break
        if any(m.kind == "redeal" for m in legal):
            assert not [m for m in legal if m.kind == "move" and m.args[1].startswith("F")]
        s.apply(legal[choice % len(legal)])
        for k in range(8):
            pile = shown(s, f"F{k + 1}")
            suit = SUITS[k % 4]
            full = down_to(suit, "A") if slug == HILL and k < 4 else up_to(suit, "K")
            assert pile == full.split()[: len(pile)]
