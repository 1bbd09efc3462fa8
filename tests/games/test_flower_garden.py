"""The Flower-Garden (No. 16), tested from the 1914 text, rule by rule and paragraph by paragraph."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from support import exhaustive, random_play, replay_win, snapshot, with_knowledge
import patience
from patience import IllegalMove, parse_card
from patience.cards import packs
from patience.games.flower_garden import (BOOK_EXAMPLE, BOOK_GARDEN, BOOK_TABLEAU, BOUQUET_NAMES, GARDEN_NAMES,
                                          book_position)
from patience.solver.games.flower_garden import KNOWLEDGE

SLUG = "flower-garden"


def cards(text: str) -> tuple[patience.Card, ...]:
    return tuple(parse_card(t) for t in text.split())


def refused(s: patience.State, move: str, message: str) -> None:
    before = snapshot(s)
    with pytest.raises(IllegalMove, match=message):
        s.apply(move)
    assert snapshot(s) == before


def arrange(piles: dict[str, str]) -> patience.State:
    return patience.arrange(SLUG, piles)


def test_six_packets_of_six_and_a_bouquet_of_sixteen() -> None:
    """'Deal six packets of six cards dealt together, and so spread that all are visible ... Sixteen cards will
    remain, which are called the Bouquet, and must be kept in the hand.'"""
    for deal in (0, 5, 99):
        s = patience.new_game(SLUG, deal)
        assert [len(s.pile(n)) for n in GARDEN_NAMES] == [6] * 6
        assert [len(s.pile(n)) for n in BOUQUET_NAMES] == [1] * 16
        assert Counter(int(c) for c in s.all_cards()) == Counter(int(c) for c in packs(1))
        assert all(None not in cards_seen for cards_seen in s.view().values())  # all are visible
    game = patience.game(SLUG)
    garden = next(g for g in game.groups if g.name == "garden")
    assert all(p.fan for p in garden.piles)  # spread


def test_rule_i_any_card_in_the_bouquet_is_available() -> None:
    """Rule I: 'Any card in the Bouquet ... [is] available.'"""
    s = arrange({"G1": "5S", "B1": "AS", "B9": "KD", "B16": "4H"})
    s.apply("B16>G1")
    s.apply("B1>F1")
    assert s.pile("G1") == cards("5S 4H") and s.pile("F1") == cards("AS")


def test_rule_i_only_the_uppermost_cards_of_the_garden_are_available() -> None:
    """Rule I: '... and the uppermost cards of the Garden are available. The removal of the top cards releases
    those beneath.'"""
    s = arrange({"G1": "AH 9C", "G2": "10D"})
    refused(s, "G1@1>F2", "Rule I: any card in the Bouquet and the uppermost cards of the Garden are available")
    s.apply("G1>G2")
    s.apply("G1>F2")  # released
    assert s.pile("F2") == cards("AH")


def test_rule_ii_the_foundations_follow_suit_from_ace_to_king() -> None:
    """Rule II: 'The foundations must follow suit.' 'The four aces are the foundation cards, and are to ascend in
    sequence to kings.'"""
    s = arrange({"B1": "AS", "B2": "2H", "B3": "3S", "B4": "2S", "B5": "KC", "F3": "AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC"})
    refused(s, "B2>F1", "the four aces are the foundation cards")
    s.apply("B1>F1")
    refused(s, "B2>F1", "Rule II: the foundations must follow suit")
    refused(s, "B3>F1", "ascend in sequence to kings")
    s.apply("B4>F1")
    s.apply("B3>F1")
    s.apply("B5>F3")
    assert s.pile("F1") == cards("AS 2S 3S") and len(s.pile("F3")) == 13


def test_rule_iii_sequences_in_the_garden_descend_and_need_not_follow_suit() -> None:
    """Rule III: 'Cards placed in sequence on the Garden need not follow suit.' 'Next place cards in descending
    sequences in the Garden.'"""
    s = arrange({"G1": "9S", "G2": "8H", "G3": "10C", "B1": "7S"})
    refused(s, "G3>G1", "descending sequences")  # ascending is refused
    refused(s, "B1>G1", "descending sequences")  # two below is refused
    s.apply("G2>G1")  # a heart on a spade
    s.apply("B1>G1")
    assert s.pile("G1") == cards("9S 8H 7S")


def test_cards_are_transferred_from_packet_to_packet_as_often_as_you_please() -> None:
    """'transferring them from one packet to another as often as you please (Rules I and III)' (note
    flower-garden-2: one card at a time)."""
    s = arrange({"G1": "9S 8H", "G2": "9D", "G3": "QC"})
    for _ in range(3):
        s.apply("G1>G2")
        s.apply("G2>G1")
    assert s.pile("G1") == cards("9S 8H")
    refused(s, "G1@1>G3", "uppermost cards of the Garden")  # a sequence does not move as a whole


def test_cards_taken_from_the_bouquet_cannot_be_returned_to_it() -> None:
    """'Cards taken from the Bouquet cannot be returned to it.'"""
    s = arrange({"G1": "9S", "B1": "8H", "B2": "4D"})
    s.apply("B1>G1")
    refused(s, "G1>B1", "cannot be returned to it")
    refused(s, "G1>B2", "cannot be returned to it")
    refused(s, "B2>B1", "cannot be returned to it")


def test_there_is_only_one_deal() -> None:
    """'there is only one deal': no pack is left and no re-deal exists."""
    s = patience.new_game(SLUG, 4)
    assert all(m.kind == "move" for m in s.legal_moves())
    refused(s, "deal", "only one deal")
    refused(s, "redeal", "only one deal")


def test_a_cleared_packet_is_begun_with_a_card_from_the_bouquet_or_the_garden() -> None:
    """'When an entire packet is cleared off, you may begin a new one with a card from the Bouquet or from the
    Garden (Rule I), and this is often the only means of removing a king, which, being the highest card, can never
    be transferred.'"""
    s = arrange({"G1": "AC", "G2": "3D KS", "G3": "", "B1": "QH", "F3": ""})
    refused(s, "G2>G1", "descending sequences")  # a king is never placed on another card
    s.apply("G1>F3")
    s.apply("G2>G1")  # the king begins the cleared packet, releasing the three
    assert s.pile("G1") == cards("KS") and s.pile("G2") == cards("3D")
    s.apply("B1>G3")  # a Bouquet card begins another
    assert s.pile("G3") == cards("QH")
    refused(s, "F3>G4", "cards played on the foundations stay there")


def test_you_are_not_obliged_to_play() -> None:
    """'You are not obliged to do either': a suitable card may stay where it is; no move is forced."""
    s = arrange({"G1": "AS 9H", "G2": "10C", "B1": "AD"})
    moves = {str(m) for m in s.legal_moves()}
    assert {"B1>F4", "G1>G2"} <= moves
    s.apply("G1>G2")
    assert {"B1>F4", "G1>F1"} <= {str(m) for m in s.legal_moves()}


def test_the_book_tableau_is_a_whole_pack() -> None:
    """The transcribed tableau (note flower-garden-1): six packets of six and sixteen Bouquet cards, one pack."""
    assert [len(BOOK_GARDEN[n].split()) for n in GARDEN_NAMES] == [6] * 6
    assert Counter(int(parse_card(t)) for v in BOOK_TABLEAU.values() for t in v.split()) == Counter(
        int(c) for c in packs(1))
    s = book_position()
    assert "10H" in [str(s.pile(n)[0]) for n in BOUQUET_NAMES]


def test_the_books_example() -> None:
    """'For example, place the four of diamonds (see tableau) on the five of clubs, then take the ten of hearts
    from the Bouquet and place it on the knave of diamonds. The nine of clubs can now be transferred, and the ace
    and deuce of diamonds are released.'"""
    s = book_position()
    assert s.pile("G5")[-1] == parse_card("4D") and s.pile("G4")[-1] == parse_card("5C")
    assert s.pile("G6")[-1] == parse_card("JD") and s.pile("B9") == cards("10H")
    refused(s, "G5@5>G6", "uppermost cards")  # the nine is covered until the four goes
    refused(s, "B9>G5", "descending sequences")  # the ten of hearts does not go on the four
    s.apply(BOOK_EXAMPLE[0])
    assert s.pile("G4")[-2:] == cards("5C 4D") and s.pile("G5")[-1] == parse_card("9C")
    refused(s, "G5>G6", "descending sequences")  # the nine waits for the ten
    s.apply(BOOK_EXAMPLE[1])
    assert s.pile("G6")[-2:] == cards("JD 10H") and not s.pile("B9")
    s.apply(BOOK_EXAMPLE[2])  # "the nine of clubs can now be transferred"
    assert s.pile("G6")[-1] == parse_card("9C") and s.pile("G5")[-1] == parse_card("AD")
    s.apply(BOOK_EXAMPLE[3])
    s.apply(BOOK_EXAMPLE[4])  # "the ace and deuce of diamonds are released"
    assert s.pile("F4") == cards("AD 2D")


def test_won_when_the_four_foundations_reach_kings() -> None:
    """The foundations 'ascend in sequence to kings': a hand-set end that the engine plays out and scores."""
    up = {f"F{k + 1}": " ".join(f"{r}{suit}" for r in ("A 2 3 4 5 6 7 8 9 10 J Q".split()))
          for k, suit in enumerate("SHCD")}
    s = arrange({**up, "F4": "AD 2D 3D 4D 5D 6D 7D 8D 9D 10D", "G1": "KS QD", "G2": "KD", "B3": "KH", "B7": "JD",
                 "G3": "KC"})
    assert not s.is_won()
    s.apply("B7>F4")
    s.apply("G1>F4")
    assert not s.is_won()
    for move in ("G1>F1", "B3>F2", "G3>F3", "G2>F4"):
        s.apply(move)
    assert s.is_won() and s.is_over() and s.score() == 52


@settings(max_examples=25, deadline=None)
@given(deal=st.integers(0, 10_000), choices=st.lists(st.integers(0, 999), max_size=40))
def test_the_bouquet_only_shrinks_and_kings_never_go_on_cards(deal: int, choices: list[int]) -> None:
    """'Cards taken from the Bouquet cannot be returned to it'; a king 'can never be transferred' onto a card."""
    s = patience.new_game(SLUG, deal)
    size = 16
    for choice in choices:
        legal = s.legal_moves()
        if not legal:
            break
        move = legal[choice % len(legal)]
        src, dst = move.args
        assert not dst.startswith("B")
        if s.pile(src)[-1].rank == 13 and dst.startswith("G"):
            assert not s.pile(dst)
        s.apply(move)
        now = sum(len(s.pile(n)) for n in BOUQUET_NAMES)
        assert now <= size
        size = now


# Deal 2 is won: the line was found by ``patience.solver.solve`` and is replayed here.
WINNING_DEAL = 2
WINNING_LINE = (
    "B11>F1 G5>G4 G3>G4 G3>F1 B6>G1 B5>G1 G3>G1 G3>G1 B3>G1 B1>G1 B7>G2 B9>G1 G5>G1 G5>F3 G4>F3 G4>F1 B8>F3 "
    "G4>F1 G2>G6 G3>G1 G3>F4 G1>F4 B2>F4 G4>G6 G1>G3 G1>F4 G1>G6 G4>G3 B4>G4 G6>G1 B13>G4 G5>G4 G1>G6 G5>G1 "
    "G5>F2 G3>F2 G3>F2 G1>G3 G6>G1 G3>G6 G1>G3 G1>G5 G3>G5 G1>G2 G1>G3 G1>G4 G3>G4 G2>G4 G6>G3 G6>G4 G3>G4 "
    "G6>G2 G5>G3 G5>G2 G3>G2 G1>G3 G1>G5 G3>G5 G1>G3 G1>G5 G1>F2 G4>F2 G1>F1 G4>F2 G3>G5 G1>G3 G4>G5 B12>G3 "
    "B15>G3 G5>G4 B14>G3 G2>G1 G2>F1 G2>F1 G4>G5 G4>F1 G4>G3 G5>G2 G5>G3 G5>F1 G5>F1 G5>F1 G2>G3 G1>G5 G6>G1 "
    "G6>F2 G2>F2 G6>F1 G5>G6 G3>G1 G4>G2 G6>G5 G6>G1 G6>F4 G6>F2 G1>F4 G2>G4 G5>G6 G1>G3 G1>G5 G3>G5 G6>G1 "
    "G2>G6 G2>F4 G3>F4 G3>F4 G3>F2 G4>F4 G3>F4 G2>F4 G4>F2 G3>F2 G3>F1 B10>F4 G1>G2 G6>G4 G2>G3 G2>G5 G2>F3 "
    "G3>F3 G5>F3 G5>F3 G5>F3 G4>G1 G4>G2 G4>F2 G4>F3 G4>F3 G1>F3 G2>F3 B16>F3"
).split()


def test_a_numbered_deal_is_won() -> None:
    """A real deal played out under the rules, every move accepted, ending with all four foundations at kings."""
    s = replay_win(SLUG, WINNING_DEAL, WINNING_LINE)
    assert s.is_won() and s.score() == 52
    assert patience.from_dict(s.to_dict()) == s


# --- the solver's knowledge (patience.solver: Safe.UNNEEDED, interchangeable places, hopeless) -------------


def small_garden(ranks: tuple[int, ...], packets: int = 4) -> patience.Game:
    from patience.solver.search import tiny

    return tiny(patience.game(SLUG), ranks, (*GARDEN_NAMES[:packets], "B1", "B2"))


def test_kings_above_their_aces_in_every_packet_are_hopeless() -> None:
    """'This is often the only means of removing a king, which, being the highest card, can never be
    transferred': with no packet cleared and a king above the ace of its suit in every packet, no packet can
    ever be cleared, and the position is lost. With one king beneath its ace, the same cards can be won."""
    game = small_garden((1, 13))
    knowledge = KNOWLEDGE
    lost = patience.State.arranged(game, {"G1": "AS KS", "G2": "AH KH", "G3": "AC KC", "G4": "AD KD"})
    assert knowledge.hopeless(lost)
    assert exhaustive(lost, 20_000) == "lost"
    won = patience.State.arranged(game, {"G1": "KS AS", "G2": "AH KH", "G3": "AC KC", "G4": "AD KD"})
    assert not knowledge.hopeless(won)
    assert exhaustive(won, 20_000) == "won"
    cleared = patience.State.arranged(game, {"G1": "", "G2": "AH KH", "G3": "AC KC", "G4": "AD KD", "B1": "AS",
                                             "B2": "KS"})
    assert not knowledge.hopeless(cleared)  # a cleared packet takes the king of hearts
    assert exhaustive(cleared, 20_000) == "won"


def test_a_card_that_can_still_be_placed_on_a_higher_card_is_no_prisoner() -> None:
    """Rule III: a card above a lower card of its suit may still be transferred onto any card one higher."""
    knowledge = KNOWLEDGE
    garden = {"G1": "AS 5S", "G2": "AH KH", "G3": "AC KC", "G4": "AD KD", "G5": "2S KS", "G6": "2H 6D"}
    assert not knowledge.hopeless(arrange(garden))  # the five of spades may still go on the six of diamonds
    # With the six beneath the deuce of hearts, no card one higher than an uppermost card is ever uppermost,
    # and no card can go up: no packet can ever be cleared.
    covered = arrange({**garden, "G6": "6D 2H"})
    assert knowledge.hopeless(covered) and exhaustive(covered, 20_000) == "lost"
    # Every six beneath the five of spades, every four beneath the three of hearts: both are prisoners.
    prisoners = {**garden, "G1": "AS 6D 6S 6H 6C 5S", "G6": "4S 4H 4C 4D 2H 3H"}
    assert knowledge.hopeless(arrange(prisoners))
    # A six in the Bouquet may be placed on a seven ('you may place cards from the Bouquet in the same way') to
    # take the five: not while no seven can be uppermost (the seven of clubs kept in the Bouquet too) ...
    freed = {**prisoners, "G1": "AS 6D 6S 6H 5S", "B1": "6C"}
    assert knowledge.hopeless(arrange({**freed, "B2": "7C"}))
    assert exhaustive(arrange({**freed, "B2": "7C"}), 20_000) == "lost"
    # ... but with the seven uppermost in a packet.
    assert not knowledge.hopeless(arrange({**freed, "G6": "4S 4H 4C 4D 2H 3H 7C"}))


def test_hopeless_positions_of_small_deals_are_lost() -> None:
    """Wherever ``hopeless`` says so in random play of small deals, exhaustive search finds the position lost;
    and it does say so somewhere (each deal played until the first such position: 130 deals, about 1,300
    positions looked at)."""
    game = small_garden((1, 2, 13), packets=3)
    found = 0
    done = None
    for deal, _, s, _, _ in random_play(game, range(130), steps=30):
        if deal == done:
            continue
        if KNOWLEDGE.hopeless(s):
            assert exhaustive(s, 20_000) == "lost", f"deal {deal}: {s.moves}"
            found += 1
            done = deal
    assert found


def test_the_solver_agrees_with_exhaustive_search_on_small_deals() -> None:
    """With ``Safe.UNNEEDED``, the interchangeable packets and Bouquet places and ``hopeless``, the solver's
    answer on small deals is the exhaustive search's, and its wins replay."""
    game = small_garden((1, 2, 3, 12, 13))
    verdicts = []
    for deal in range(25):
        truth = exhaustive(patience.State(game, deal), 20_000)
        if truth is None:
            continue
        r = patience.solve(game, deal, max_nodes=50_000, seconds=None)
        assert r.status == truth, f"deal {deal}"
        if truth == "won":
            s = patience.State(game, deal)
            for move in r.moves:
                s.apply(move)
            assert s.is_won()
        verdicts.append(truth)
    assert "won" in verdicts and "lost" in verdicts


def test_a_bouquet_card_is_placed_in_the_garden_only_where_a_card_can_follow_it() -> None:
    """'Cards taken from the Bouquet cannot be returned to it', but while in the Bouquet a card is always
    available (Rule I): placing one in the Garden is worth trying only where a card one lower (uppermost in a
    packet, or in the Bouquet and itself so followed) could be placed on it at once."""
    knowledge = KNOWLEDGE
    garden = {"G1": "8S", "G2": "AH 6D", "G3": "", "B1": "7H", "B2": "5C", "B3": "KD", "B4": "4C", "B5": "3H"}
    s = arrange(garden)
    kept = {str(m) for m in knowledge.worth_trying(s, s.legal_moves())}
    assert {"B1>G1", "B1>G3"} <= kept  # the six of diamonds may follow the seven of hearts
    assert "B2>G2" not in kept  # the four of clubs, then the three of hearts, and no deuce to follow them
    assert "B3>G3" not in kept  # no queen anywhere: the king of diamonds waits in the Bouquet
    assert "B5>G3" not in kept
    assert {"G2>G3", "G1>G3"} <= kept  # moves in the Garden are all kept
    s = arrange({**garden, "G4": "2S"})
    kept = {str(m) for m in knowledge.worth_trying(s, s.legal_moves())}
    assert {"B2>G2", "B5>G3", "B4>G3"} <= kept  # the deuce of spades ends the chain
    s = arrange({"G1": "8S", "G2": "AH 6D", "B1": "7H", "B2": "5C", "B3": "4C"})
    kept = {str(m) for m in knowledge.worth_trying(s, s.legal_moves())}
    assert "B2>G2" not in kept  # the four of clubs would go on the five, and nothing lower on the four


def test_bouquet_placings_kept_by_worth_trying_win_what_every_move_wins() -> None:
    """On small deals with single-card Bouquet places, as in the book, searching only the moves
    ``worth_trying`` keeps wins exactly the deals that every legal move wins; and it leaves some out."""
    from patience.solver.search import tiny

    game = tiny(patience.game(SLUG), 4, (*GARDEN_NAMES[:3], *BOUQUET_NAMES[:6]))
    knowledge = KNOWLEDGE
    compared = pruned = 0
    for deal in range(60):
        s = patience.State(game, deal)
        assert all(len(s.pile(b)) <= 1 for b in BOUQUET_NAMES[:6])
        truth = exhaustive(s, 50_000)
        if truth is None:
            continue
        assert exhaustive(s, 50_000, moves=lambda t: knowledge.worth_trying(t, t.legal_moves())) == truth, f"deal {deal}"
        compared += 1
        pruned += len(knowledge.worth_trying(s, s.legal_moves())) < len(s.legal_moves())
    assert compared > 40 and pruned


def test_a_bouquet_card_goes_up_only_when_the_next_of_its_suit_could_follow() -> None:
    """'You are not obliged to [play] ... it is often better to leave a card than to play it': a Bouquet card
    waits in the hand, always available (Rule I), until the next card of its suit could follow it up at once
    (Rule II), uppermost in a packet or itself in the Bouquet and so followed; when the Garden is bare, all go."""
    knowledge = KNOWLEDGE
    garden = {"F1": "AS 2S", "F2": "AH", "G1": "9C 4S", "G2": "KD 3H", "B1": "3S", "B2": "2H", "B3": "4H",
              "B4": "6H"}
    s = arrange(garden)
    kept = {str(m) for m in knowledge.worth_trying(s, s.legal_moves())}
    assert "B1>F1" in kept  # the four of spades is uppermost in G1
    assert "B2>F2" in kept  # the three of hearts is uppermost in G2
    assert "B4>G1" not in kept  # nothing one lower than the six to follow it
    s = arrange({**garden, "G2": "3H KD"})
    kept = {str(m) for m in knowledge.worth_trying(s, s.legal_moves())}
    assert "B2>F2" not in kept  # the three of hearts is covered: the deuce may wait
    s = arrange({**garden, "G2": "5H KD"})
    kept = {str(m) for m in knowledge.worth_trying(s, s.legal_moves())}
    assert "B2>F2" not in kept  # deuce, three (the Bouquet: none), so no chain
    s = arrange({**garden, "G2": "KD 5H", "B5": "3H"})
    kept = {str(m) for m in knowledge.worth_trying(s, s.legal_moves())}
    assert "B2>F2" in kept  # deuce, three and four from the Bouquet, then the five of hearts in G2
    s = arrange({"F1": "AS 2S", "B1": "3S", "B2": "AH", "B3": "2H", "B4": "4S"})
    up = {str(m) for m in s.legal_moves() if ">F" in str(m)}
    assert up == {"B1>F1", "B2>F2"} and up <= {str(m) for m in knowledge.worth_trying(s, s.legal_moves())}


def test_two_transfers_that_share_their_use_are_both_kept() -> None:
    """'Transferring them from one packet to another as often as you please': here the knave of spades goes up
    and bares the nine of diamonds, while the queen of clubs and the knave of hearts are moved off the eight of
    diamonds; only then can the eight go on the nine. The knave's going up and the knave of hearts' transfer
    share that one use, so neither is followed at once by a move that uses it, yet both are needed (a
    position found by random search: the first version of ``worth_trying`` dropped such moves and called it
    lost). ``worth_trying`` keeps every move of the Garden's own cards, and the position is won."""
    knowledge = KNOWLEDGE
    s = arrange({"F1": "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S", "F2": "AH 2H 3H 4H 5H 6H 7H 8H",
                 "F3": "AC 2C 3C 4C 5C 6C 7C 8C 9C", "F4": "AD 2D 3D 4D 5D 6D", "G1": "QS QD 8D JH QC",
                 "G2": "KD", "G3": "9H KC", "G4": "7D JD 10C QH KH", "G5": "KS JC", "G6": "10D 10H 9D JS"})
    assert exhaustive(s, 200_000) == "won"
    assert exhaustive(s, 200_000, moves=lambda t: knowledge.worth_trying(t, t.legal_moves())) == "won"
    assert patience.solve(s, max_nodes=200_000, seconds=None).status == "won"




def test_a_card_goes_up_alone_when_every_card_that_could_go_on_it_can_follow_it_up() -> None:
    """Rule II (the foundations ascend in suit) and Rule III (a card is placed on any card one higher): the three
    of spades may hold a deuce in the Garden, but when every deuce still off the foundations could follow its
    own suit up the moment it is free, and nothing could be placed on that deuce, the three goes up alone
    (``safe_move``). Not so while the ace of diamonds lies beneath the deuce of diamonds, which must first be
    placed on the three to release it: there the three going up loses a game that can be won."""
    game = small_garden((1, 2, 3, 4, 13), packets=3)
    knowledge = KNOWLEDGE
    up = {"F1": "AS 2S", "F2": "AH 2H 3H 4H KH", "F3": "AC 2C 3C 4C KC"}
    garden = {"G2": "KS 4D 3S", "G3": "3D KD"}
    s = patience.State.arranged(game, {**up, **garden, "G1": "4S AD 2D"})
    three_up = s.parse_move("G2>F1")
    assert knowledge.safe_move(s, [three_up]) is None
    assert exhaustive(s, 20_000) == "won"
    s.apply(three_up)
    assert exhaustive(s, 20_000) == "lost"
    s = patience.State.arranged(game, {**up, **garden, "F4": "AD", "G1": "4S 2D"})
    assert knowledge.safe_move(s, [three_up]) == three_up  # the deuce of diamonds would follow its ace up
    from patience.solver.search import _plan
    assert _plan(game).unneeded_move(s, [three_up]) is None  # a deuce is still off the foundations
    s.apply(three_up)
    assert exhaustive(s, 20_000) == "won"


def test_packets_waiting_on_each_other_are_hopeless() -> None:
    """'This is often the only means of removing a king': the king of hearts lies on the deuce of spades, the
    king of spades on the ace of hearts. Neither king can go up before a card the other covers, and each can
    leave its packet only for a cleared one; with the king of clubs above its ace in the third packet, no packet
    can ever be cleared (no one packet holds a king above a lower card of its own suit, so the first version of
    ``hopeless`` let it pass). With the ace of hearts above its king, the same cards can be won."""
    game = small_garden((1, 2, 13), packets=3)
    knowledge = KNOWLEDGE
    rest = {"F1": "AS", "F4": "AD 2D KD", "B1": "2C", "B2": "2H"}
    lost = patience.State.arranged(game, {**rest, "G1": "2S KH", "G2": "AH KS", "G3": "AC KC"})
    assert knowledge.hopeless(lost)
    assert exhaustive(lost, 20_000) == "lost"
    won = patience.State.arranged(game, {**rest, "G1": "2S KH", "G2": "KS AH", "G3": "AC KC"})
    assert not knowledge.hopeless(won)
    assert exhaustive(won, 20_000) == "won"


def test_a_king_kept_in_the_bouquet_takes_nothing_until_a_packet_is_cleared() -> None:
    """'When an entire packet is cleared off, you may begin a new one with a card from the Bouquet': until then a
    king in the Bouquet cannot come into the Garden (Rule III: a king goes on no card), so no queen can be
    placed on it. The queens of spades and hearts each lie on the ace the other must wait for, the queen of
    clubs on her own ace, and the kings of spades and hearts are in the Bouquet: lost (the first version of the
    cross-packet test counted the Bouquet's kings as places). With the ace of spades above its queen, won."""
    game = small_garden((1, 12, 13), packets=3)
    knowledge = KNOWLEDGE
    rest = {"F4": "AD QD KD", "B1": "KS", "B2": "KH", "G3": "KC AC QC"}
    lost = patience.State.arranged(game, {**rest, "G1": "AH QS", "G2": "AS QH"})
    assert knowledge.hopeless(lost)
    assert exhaustive(lost, 20_000) == "lost"
    won = patience.State.arranged(game, {**rest, "G1": "AH QS", "G2": "QH AS"})
    assert not knowledge.hopeless(won)
    assert exhaustive(won, 20_000) == "won"


def test_a_king_alone_in_a_packet_waiting_for_a_buried_ace_is_hopeless() -> None:
    """'A king, which, being the highest card, can never be transferred' leaves its packet only for its
    foundation (or a cleared packet). The king of spades lies alone in a packet and waits for the ace of spades,
    beneath the king of hearts, who waits for the ace of hearts, beneath the king of clubs, who waits for the
    deuce of clubs beneath himself: no packet can ever be cleared, and the position is lost (the first version
    of ``hopeless`` passed over a packet of one card). With the deuce of clubs above its king, the same cards
    are won."""
    game = small_garden((1, 2, 13), packets=3)
    knowledge = KNOWLEDGE
    rest = {"F4": "AD 2D KD", "B1": "AC", "B2": "2S", "G1": "KS", "G2": "2H AS KH"}
    lost = patience.State.arranged(game, {**rest, "G3": "AH 2C KC"})
    assert knowledge.hopeless(lost)
    assert exhaustive(lost, 20_000) == "lost"
    won = patience.State.arranged(game, {**rest, "G3": "AH KC 2C"})
    assert not knowledge.hopeless(won)
    assert exhaustive(won, 20_000) == "won"


def test_hopeless_is_never_said_of_a_won_position_of_a_small_deal() -> None:
    """Positions of random play of small deals (single-card Bouquet places and not), each solved by plain
    exhaustive search: ``hopeless`` is said only of lost ones, and is said of some."""
    from patience.solver.search import tiny

    claimed = won = 0
    for ranks, piles in (((1, 2, 13), (*GARDEN_NAMES[:3], *BOUQUET_NAMES[:6])),
                         (6, (*GARDEN_NAMES[:4], *BOUQUET_NAMES[:3]))):
        game = tiny(patience.game(SLUG), ranks, piles)
        for deal, step, s, _, rng in random_play(game, range(40), steps=40):
            if rng.random() < 0.7:
                continue
            truth = exhaustive(s, 20_000)
            if truth is None:
                continue
            if KNOWLEDGE.hopeless(s):
                assert truth == "lost", f"deal {deal}, step {step}: {s.moves}"
                claimed += 1
            won += truth == "won"
    assert claimed and won


def test_the_solvers_knowledge_agrees_with_exhaustive_search_on_small_deals() -> None:
    """Searching only the safe move where there is one, else the moves ``worth_trying`` keeps, and nothing below
    a position ``hopeless`` claims lost, gives the plain search's answer on small deals of four packets; the safe
    move there goes beyond ``Safe.UNNEEDED`` and ``hopeless`` is met on the way."""
    from support import exhaustive_with_knowledge

    from patience.solver.search import _plan, tiny

    game = tiny(patience.game(SLUG), 6, (*GARDEN_NAMES[:4], *BOUQUET_NAMES[:3]))
    knowledge = KNOWLEDGE
    plan = _plan(game)
    verdicts = []
    beyond = claimed = 0
    for deal in range(40):
        s = patience.State(game, deal)
        truth = exhaustive(s, 50_000)
        if truth is None:
            continue
        assert exhaustive_with_knowledge(s, 50_000) == truth, f"deal {deal}"
        verdicts.append(truth)
        for move in find_line(s):
            legal = s.legal_moves()
            safe = knowledge.safe_move(s, legal)
            beyond += safe is not None and plan.unneeded_move(s, legal) is None
            claimed += knowledge.hopeless(s)
            s.apply(move)
    assert "won" in verdicts and "lost" in verdicts and beyond and claimed


def find_line(s: patience.State) -> list[str]:
    """A line of plain play from ``s`` (the first legal move each time, never back to a position met), for
    the positions it passes through."""
    line: list[str] = []
    t = s.clone()
    met = {t.key()}
    while True:
        for m in t.legal_moves():
            t.apply(m, check=False)
            if t.key() not in met:
                met.add(t.key())
                line.append(str(m))
                break
            t.undo()
        else:
            return line



def test_the_second_ordering_counts_cards_that_must_leave_their_packets() -> None:
    """Rule II (the foundations follow suit, ace to king) and Rule III (a card goes on any card one higher): the
    solver's second move ordering (``other_evaluate``, ordering only) puts the fives of hearts and diamonds each
    above the three of its own suit, which must go up before it, below the same cards with the fives
    exchanged (the same depths, the same cards out of sequence); a packet's cards in sequence above cards out
    of it; and a card up above all."""
    knowledge = KNOWLEDGE
    up = {"F1": "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS", "F2": "AH", "F3": "AC", "F4": "AD"}
    rest = {"G3": "KC QC JC 10C 9C 8C 7C 6C 5C 4C 3C 2C", "G4": "KD QD JD 10D 9D 8D 7D 6D 4D 2D",
            "G5": "KH QH JH 10H 9H 8H 7H 6H 4H 2H"}

    def score(piles: dict[str, str]) -> int:
        value = knowledge.other_evaluate(arrange({**up, **rest, **piles}))
        assert value is not None
        return value

    in_the_way = score({"G1": "3H 5H", "G2": "3D 5D"})
    exchanged = score({"G1": "3H 5D", "G2": "3D 5H"})
    assert in_the_way < exchanged
    in_sequence = score({"G1": "5H", "G2": "5D", "G4": "KD QD JD 10D 9D 8D 7D 6D 4D 3D", "B2": "2D",
                         "G5": "KH QH JH 10H 9H 8H 7H 6H 4H 3H", "B1": "2H"})
    assert exchanged < in_sequence
    assert in_sequence < score({"F2": "AH 2H", "G1": "5H", "G2": "5D", "B2": "2D",
                                "G4": "KD QD JD 10D 9D 8D 7D 6D 4D 3D", "G5": "KH QH JH 10H 9H 8H 7H 6H 4H 3H"})


def closure_read_literally(s: patience.State) -> bool:
    """``hopeless``'s least closure as its proof states it, card by card with sets, iterated until nothing
    changes: a card may leave its packet when every card above it may, and a card one higher may be
    uppermost in a packet (Rule III) or every card of its suit before it may be available (Rule II); a card
    may be uppermost when it is now or when every card above it may leave, and a card of the Bouquet when
    a card one higher may be; a card may be available when it may be uppermost, is in the Bouquet or is up."""
    piles = {name: s.piles[i] for i, name in enumerate(s.table.names)}
    packets = [cards for name, cards in piles.items() if name.startswith("G")]
    held = [c for name, cards in piles.items() if name.startswith("B") for c in cards]
    up = {c for name, cards in piles.items() if name.startswith("F") for c in cards}
    if not all(packets):
        return False
    deck = {c for cards in piles.values() for c in cards}

    def rank(c: int) -> int:
        return c >> 2

    uppermost = {p[-1] for p in packets}
    leaves: set[int] = set()
    while True:
        available = uppermost | set(held) | up
        new_leaves = {p[k] for p in packets for k in range(len(p))
                      if all(c in leaves for c in p[k + 1:])
                      and (any(rank(h) == rank(p[k]) + 1 and h in uppermost for h in deck)
                           or all(d in available for d in deck if d & 3 == p[k] & 3 and rank(d) < rank(p[k])))}
        new_uppermost = uppermost | {p[k - 1] for p in packets for k in range(1, len(p)) if p[k] in new_leaves}
        new_uppermost |= {b for b in held if any(rank(h) == rank(b) + 1 and h in uppermost for h in deck)}
        if new_leaves == leaves and new_uppermost == uppermost:
            return not any(all(c in leaves for c in p) for p in packets)
        leaves, uppermost = new_leaves, new_uppermost


def test_hopeless_is_its_closure_read_literally() -> None:
    """``no_packet_can_be_cleared`` (each packet read on from where it stopped, the Bouquet's cards placed as
    soon as they may be) finds the same least fixed point as the closure read literally from ``hopeless``'s
    proof, along random play of whole deals and of small ones (mutants that forget the Bouquet's cards, the
    cards up, the Bouquet's placings or the cards uncovered as available all fail it)."""
    from patience.solver.search import tiny

    games = [patience.game(SLUG), tiny(patience.game(SLUG), (1, 2, 3, 13), (*GARDEN_NAMES[:3], *BOUQUET_NAMES[:4]))]
    answers: Counter[bool] = Counter()
    for game in games:
        for _, _, s, _, _ in random_play(game, range(12), steps=120):
            answer = KNOWLEDGE.hopeless(s)
            assert answer == closure_read_literally(s), s.moves
            answers[answer] += 1
    assert answers[True] > 20 and answers[False] > 20


def test_the_key_and_the_evaluation_are_the_solvers_own_made_faster() -> None:
    """The game's key tells positions apart exactly as the solver's own would (the foundations, the
    packets in any order, the Bouquet's places in any order: one pack, so a foundation is told by its
    length and the lone cards of the Bouquet by what is elsewhere), and its evaluation is the shared
    one; on whole deals and on small decks whose Bouquet places hold several cards."""
    from patience.solver.search import shared_evaluation, tiny

    full = patience.game(SLUG)
    crowded = tiny(full, 6, (*GARDEN_NAMES[:4], "F1", "F2", "F3", "F4", "B1", "B2", "B3"))
    checked = several = 0
    for game, deals in ((full, range(40)), (small_garden((1, 2, 3, 4, 5)), range(40)), (crowded, range(40))):
        knowledge = KNOWLEDGE
        names = [g.name for g in game.groups]
        by_key: dict[tuple[int, bytes], tuple[object, ...]] = {}
        by_position: dict[tuple[object, ...], tuple[int, bytes]] = {}
        for play in random_play(game, deals, steps=120):
            s = play.state
            piles = {name: [tuple(s.pile(p.name)) for p in game.groups[names.index(name)].piles] for name in names}
            position = (play.deal, tuple(piles["foundations"]), tuple(sorted(piles["garden"])),
                        tuple(sorted(piles["bouquet"])))
            k = (play.deal, knowledge.key(s))
            assert by_key.setdefault(k, position) == position
            assert by_position.setdefault(position, k) == k
            assert knowledge.evaluate(s) == shared_evaluation(s)
            checked += 1
            several += any(len(pile) > 1 for pile in piles["bouquet"])
    assert checked > 5000 and several > 500
    # Across arrangements: a place of several cards is told by their order, the places by nothing.
    from patience.state import State

    def key(bouquet: dict[str, str]) -> bytes:
        return KNOWLEDGE.key(State.arranged(crowded, {"G1": "6S 5H", "G2": "4D", **bouquet}))

    assert key({"B1": "2S 3S", "B2": "AS"}) == key({"B2": "2S 3S", "B3": "AS"})
    assert key({"B1": "2S 3S", "B2": "AS"}) != key({"B1": "3S 2S", "B2": "AS"})
