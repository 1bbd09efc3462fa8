"""The Empress of India (No. 14), tested from the 1914 text, rule by rule and paragraph by paragraph."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support import exhaustive, replay_win, with_knowledge

import patience
from patience import IllegalMove
from patience.cards import packs
from patience.games.empress_of_india import (
    ADMIRAL_UP,
    ARMY_NAMES,
    GENERAL_DOWN,
    NAVY_NAMES,
    RULE_I,
)
from patience.solver.games.empress_of_india import KNOWLEDGE

SLUG = "empress-of-india"
ADMIRALS = [f"F{k}" for k in range(1, 9)]
GENERALS = [f"F{k}" for k in range(9, 17)]
SUIT_OF = {"F1": "C", "F2": "C", "F3": "C", "F4": "S", "F5": "S", "F6": "S", "F7": "S", "F8": "C",
           "F9": "H", "F10": "D", "F11": "H", "F12": "D", "F13": "H", "F14": "D", "F15": "H", "F16": "D"}


def text(state: patience.State, name: str) -> list[str]:
    return [str(c) for c in state.pile(name)]


def start(**piles: str) -> dict[str, str]:
    """A position with the foundation cards in place (aces and kings), the Army full of fives of hearts and
    the Navy of nines of clubs (none of them can go up yet), changed by ``piles``."""
    out = {f: ("A" if f in ADMIRALS else "K") + SUIT_OF[f] for f in (*ADMIRALS, *GENERALS)}
    out.update({name: "5H" for name in ARMY_NAMES})
    out.update({name: "9C" for name in NAVY_NAMES})
    out.update(piles)
    return out


def up_to(pile: str, rank: str) -> str:
    """A foundation's cards from its first up to ``rank`` (the sequences omit queens or knaves)."""
    seq = ADMIRAL_UP if pile in ADMIRALS else GENERAL_DOWN
    names = {1: "A", 11: "J", 12: "Q", 13: "K"}
    out = []
    for r in seq:
        out.append(names.get(r, str(r)) + SUIT_OF[pile])
        if out[-1][:-1] == rank:
            break
    return " ".join(out)


def test_withdrawn_cards_and_the_picture() -> None:
    """'Withdraw from the pack the eight black aces and the eight black queens, the eight red kings, and
    the eight red knaves. Place these cards as in the tableau, throwing aside the four queens of spades and
    three queens of clubs. The remaining queen of clubs represents the Empress; the knaves, the guard of
    British soldiers, and these nine cards remain alone.'"""
    s = patience.new_game(SLUG, 4)
    assert text(s, "E") == ["QC"]
    assert sorted(str(s.pile(f"G{k}")[0]) for k in range(1, 9)) == ["JD"] * 4 + ["JH"] * 4
    assert sorted(text(s, "X")) == ["QC"] * 3 + ["QS"] * 4
    assert sorted(text(s, f)[0] for f in ADMIRALS) == ["AC"] * 4 + ["AS"] * 4
    assert sorted(text(s, f)[0] for f in GENERALS) == ["KD"] * 4 + ["KH"] * 4
    assert Counter(int(c) for c in s.all_cards()) == Counter(int(c) for c in packs(4))
    for move in ("E>A1", "G1>F1", "X>N1"):
        with pytest.raises(IllegalMove, match="remain alone"):
            s.apply(move)


def test_army_red_navy_black_dealt_at_the_same_time() -> None:
    """'Deal out four horizontal rows, each containing twelve cards, of which the two upper rows are to be
    red (the Army), the two lower ones black (the Navy). They are to be dealt at the same time, and if after
    the two rows of one color, say red, are finished, more red cards turn up, they must be laid aside as a
    talon (Rule IV).'"""
    for deal in range(6):
        s = patience.new_game(SLUG, deal)
        assert all(len(s.pile(n)) == 1 and s.pile(n)[0].is_red for n in ARMY_NAMES)
        assert all(len(s.pile(n)) == 1 and not s.pile(n)[0].is_red for n in NAVY_NAMES)
        assert all(c.is_red for c in s.pile("RT")) and not any(c.is_red for c in s.pile("BT"))
        # The deal stops when both are complete: the colour that finished last has laid nothing aside.
        assert not (s.pile("RT") and s.pile("BT"))
        assert len(s.pile("P")) + len(s.pile("RT")) + len(s.pile("BT")) == 176 - 48
        assert s.view()["P"] == [None] * len(s.pile("P"))


def test_rule_I_cards_are_played_in_pairs_one_black_one_red() -> None:
    """Rule I: 'All cards in the Army and Navy are equally available if played in pairs (i.e., one black
    and one red), but no card of either color can be played on a foundation unless a card of the other
    color is played at the same time on another foundation.'"""
    s = patience.arrange(SLUG, start(A1="QH", A2="QD", N1="2C", N2="2S"))
    before = list(s.piles)
    with pytest.raises(IllegalMove, match="Rule I: .* unless a card of the other color is played"):
        s.apply("A1>F9")
    with pytest.raises(IllegalMove, match="Rule I"):
        s.apply("play A1 A2")  # two red cards
    assert s.piles == before
    s.apply("play A1 N2")
    assert text(s, "F9") == ["KH", "QH"] and text(s, "F4") == ["AS", "2S"]
    assert s.pile("A1") == () and s.pile("N2") == ()  # no talon, no pack: the places stay vacant


def test_the_first_pair_must_be_a_black_two_and_a_red_queen() -> None:
    """'(the first pair must, of course, be a black two and a red queen)': it follows from the foundations."""
    for deal in range(10):
        s = patience.new_game(SLUG, deal)
        for move in s.legal_moves():
            if move.kind == "play":
                a, n = (s.pile(name)[-1] for name in move.args)
                assert (a.rank, a.is_red, n.rank, n.is_red) == (12, True, 2, False)


def test_rule_II_vacancies_refilled_with_their_own_colour_from_the_talon() -> None:
    """Rule II: 'Vacancies in the Army and Navy must be immediately refilled with cards of their own color
    from the talon, or, when there is no talon, from the pack.'"""
    s = patience.arrange(SLUG, start(A1="QH", N1="2C", RT="5D 9H", BT="", P="8S 4C 3S 7D"))
    s.apply("play A1 N1")
    assert text(s, "A1") == ["9H"]  # the top of the red talon
    # no black talon: from the pack, whose red cards turned meanwhile go to the red talon (Rule IV)
    assert text(s, "N1") == ["3S"] and text(s, "RT") == ["5D", "7D"] and text(s, "P") == ["8S", "4C"]


def test_rule_III_cards_from_pack_or_talon_pass_through_the_army_or_navy() -> None:
    """Rule III: 'Cards from the pack or talon cannot be played at once, but must first pass through the
    Army or Navy.'"""
    s = patience.arrange(SLUG, start(A1="QH", N1="5C", RT="QD", BT="2C", P="2S"))
    for move in ("RT>F10", "BT>F1", "P>F4"):
        with pytest.raises(IllegalMove, match="Rule III"):
            s.apply(move)
    assert not any(m.kind == "play" for m in s.legal_moves())


def test_rule_IV_two_talons_red_and_black() -> None:
    """Rule IV: 'The talon consists of two packets, one of red, the other of black, cards.' Its top card
    may be seen ('until the ten of clubs is at the top of the talon'), not those beneath."""
    s = patience.arrange(SLUG, start(RT="5D 9H", BT="3S 10C"))
    assert s.view()["BT"] == [None, "10C"] and s.view()["RT"] == [None, "9H"]


def test_rule_V_foundations_follow_suit_black_omit_queens_red_omit_knaves() -> None:
    """Rule V: 'The foundations must follow suit.' 'The eight black aces and the eight red kings are the
    foundation cards, the aces ascending in sequence to kings ... the kings descending in sequence to aces.
    Note.--The red sequences must omit knaves, the black ones must omit queens.'"""
    s = patience.arrange(SLUG, {**{f: up_to(f, "A" if f in ADMIRALS else "K") for f in ADMIRALS + GENERALS},
                                "F1": up_to("F1", "J"), "F9": up_to("F9", "Q"),
                                "A1": "10H", "A2": "10D", "N1": "KC", "N2": "2S", "N3": "2C"})
    assert text(s, "F1")[-1] == "JC" and text(s, "F9")[-1] == "QH"
    s.apply("play A1 N1")  # the king of clubs follows the knave; the ten of hearts the queen
    assert text(s, "F1")[-2:] == ["JC", "KC"] and text(s, "F9")[-2:] == ["QH", "10H"]
    with pytest.raises(IllegalMove, match="Rule V"):
        s.apply("play A2 N3")  # the ten of diamonds: no diamond foundation has reached the queen
    assert len(s.pile("F1")) == 12 and len(s.pile("F9")) == 3


def test_pairing_army_on_navy_and_vice_versa() -> None:
    """'Any card in the Army may be placed on any card in the Navy, and vice versâ, but the cards so paired
    cannot afterwards be separated, but must be played at the same time on their respective foundations.
    The vacancies thus made must be immediately refilled (Rule II).' 'Each card can only be paired once.'"""
    s = patience.arrange(SLUG, start(A1="5H", A2="QD", A3="8D", N1="9C", N2="2S", N3="7S", RT="4D", BT="6C"))
    s.apply("pair A1 N1")  # the five of hearts on the nine of clubs
    assert text(s, "N1") == ["9C", "5H"] and text(s, "A1") == ["4D"]  # refilled from the red talon
    s.apply("pair N2 A2")  # vice versa: the two of spades on the queen of diamonds
    assert text(s, "A2") == ["QD", "2S"] and text(s, "N2") == ["6C"]
    before = list(s.piles)
    with pytest.raises(IllegalMove, match="each card can only be paired once"):
        s.apply("pair A3 N1")
    with pytest.raises(IllegalMove, match="Army may be placed on any card in the Navy"):
        s.apply("pair A1 A3")
    assert s.piles == before
    s.apply("play A2")  # the pair goes up at the same time
    assert text(s, "F10") == ["KD", "QD"] and text(s, "F4") == ["AS", "2S"] and s.pile("A2") == ()


def test_paired_cards_cannot_be_separated() -> None:
    """'the cards so paired cannot afterwards be separated, but must be played at the same time'."""
    s = patience.arrange(SLUG, start(A1="QH", N1="9C", A2="5D", N2="2C"))
    s.apply("pair A1 N1")  # the queen of hearts now lies on the nine of clubs
    with pytest.raises(IllegalMove, match="cannot afterwards be separated"):
        s.apply("play N1 N2")
    with pytest.raises(IllegalMove, match="Rule V"):
        s.apply("play N1")  # the nine of clubs cannot go up yet, so neither can the queen
    assert not any(m.kind == "play" for m in s.legal_moves())


def test_you_may_choose_your_own_time_for_pairing() -> None:
    """'You may choose your own time for pairing cards': pairing is open even while a pair can be played."""
    s = patience.new_game(SLUG, 1)
    kinds = {m.kind for m in s.legal_moves()}
    assert {"play", "pair"} <= kinds


def test_deal_the_remainder_when_all_available_cards_are_played() -> None:
    """'When you have played all available cards, deal out the remainder of the pack, those not required
    to fill vacancies being placed in two packets (Rule IV).' 'There is no re-deal.' (note
    empress-of-india-3)"""
    s = patience.arrange(SLUG, start(A1="QH", N1="2C", A2="5H", N2="9S", P="3H 4S 6D 8C"))
    with pytest.raises(IllegalMove, match="When you have played all available cards"):
        s.apply("deal")
    s.apply("play A1 N1")  # vacancies refilled from the pack: the eight of clubs and the six of diamonds
    assert text(s, "A1") == ["6D"] and text(s, "N1") == ["8C"]
    s.apply("deal")
    assert text(s, "RT") == ["3H"] and text(s, "BT") == ["4S"] and s.pile("P") == ()
    with pytest.raises(IllegalMove, match="There is no re-deal"):
        s.apply("deal")
    with pytest.raises(IllegalMove):
        s.apply("redeal")


def test_the_game_is_won_when_every_foundation_is_complete() -> None:
    """The aces ascend to kings and the kings descend to aces: a near-end position played out."""
    piles = {f: up_to(f, "J" if f in ADMIRALS else "2") for f in ADMIRALS + GENERALS}
    for k in range(8):
        piles[f"A{k + 1}"] = "A" + SUIT_OF[GENERALS[k]]
        piles[f"N{k + 1}"] = "K" + SUIT_OF[ADMIRALS[k]]
    s = patience.arrange(SLUG, piles)
    s.apply("pair A8 N8")
    for k in range(7):
        assert not s.is_won()
        s.apply(f"play A{k + 1} N{k + 1}")
    s.apply("play N8")
    assert s.is_won() and s.is_over() and s.score() == 16 * 12


# Found by a small beam search (plays first, pairs of cards wanted at about the same time): deal 0 is won
# in 102 moves, thirteen of them pairings and the remainder of the pack dealt after the first plays.
WINNING_DEAL = 0
WINNING_LINE = (
    "play A8 N6,play A9 N13,play A4 N14,play A11 N14,play A3 N7,play A3 N12,play A3 N18,play A15 N2,"
    "play A17 N5,play A19 N5,play A2 N13,play A2 N8,play A5 N1,play A3 N7,play A5 N7,play A6 N12,"
    "play A11 N2,play A8 N2,play A14 N2,play A11 N8,play A14 N2,deal,pair A19 N11,pair A12 N4,"
    "play A12 N12,play A5 N18,pair A14 N12,play A14 N22,play N4,play A7 N6,play A4 N16,play A10 N2,"
    "play A3 N16,play A3 N16,play A3 N13,pair N20 A22,pair N14 A17,pair N7 A11,pair A16 N7,"
    "pair A19 N1,pair A3 N15,pair A7 N19,play A7 N13,play A5 N13,pair A2 N6,play A2 N4,play A17,"
    "play N19,play N6,play A8 N22,play A8 N3,play A8 N9,pair N19 A2,play A8 N19,play N7,play A11,"
    "play A6 N4,play A5 N5,play A7 N2,play A13 N2,play A4 N3,pair A3 N19,play A3 N13,play A17 N3,"
    "play A17 N13,play A17 N3,play N19,play A13 N19,play A10 N19,play N12,play A5 N18,play A13 N18,"
    "play A17 N21,play A5 N21,play A2,play A4 N2,play A1 N2,play A11 N13,play A22,play A3 N19,"
    "play A13 N2,play A2 N18,play A24 N22,play A10 N14,play A6 N3,play A8 N5,play A12 N8,play N11,"
    "play A7 N12,play A18 N4,play A15 N17,play N1,play A9 N6,play A14 N9,play A5 N23,play A20 N10,"
    "play N15,play A19 N20,play A21 N16,play A16 N24,play A17 N7,play A23 N21"
).split(",")


def test_a_numbered_deal_is_won() -> None:
    """A real deal, every foundation completed by the engine's own rules."""
    s = replay_win(SLUG, WINNING_DEAL, WINNING_LINE)
    assert s.is_won() and s.score() == 16 * 12 and s.legal_moves() == []


@settings(max_examples=25, deadline=None)
@given(deal=st.integers(0, 5000), choices=st.lists(st.integers(0, 10_000), max_size=40))
def test_the_army_stays_red_and_the_navy_black(deal: int, choices: list[int]) -> None:
    """Whatever is played, the Army's single cards are red and the Navy's black, each pair is one red and
    one black, and the talons keep their colours."""
    s = patience.new_game(SLUG, deal)
    for choice in choices:
        moves = s.legal_moves()
        if not moves:
            break
        s.apply(moves[choice % len(moves)])
        for name in ARMY_NAMES + NAVY_NAMES:
            pile = s.pile(name)
            if len(pile) == 1:
                assert pile[0].is_red == (name in ARMY_NAMES)
            elif pile:
                assert len(pile) == 2 and pile[0].is_red != pile[1].is_red
        assert all(c.is_red for c in s.pile("RT")) and not any(c.is_red for c in s.pile("BT"))
    assert RULE_I.startswith("Rule I")


# --- the solver's knowledge (EmpressKnowledge.worth_trying) ------------------------------------------


def endgame(seed: int) -> patience.State:
    """A random late position: each foundation lacks its last few cards (as many red as black), and those
    cards lie in the Army and Navy (single or paired), in the two talons and in the pack."""
    import random

    rng = random.Random(seed)
    piles: dict[str, str] = {}
    missing: dict[bool, list[str]] = {True: [], False: []}
    short = rng.randint(3, 6)
    for red in (True, False):
        group = rng.sample(GENERALS if red else ADMIRALS, rng.randint(1, 2))
        for _ in range(short):
            missing[red].append(rng.choice(group))
    for f in ADMIRALS + GENERALS:
        seq = up_to(f, "K" if f in ADMIRALS else "A").split()
        cut = len(seq) - missing[f in GENERALS].count(f)
        piles[f] = " ".join(seq[:max(1, cut)])
    cards = {red: [c for f in (GENERALS if red else ADMIRALS)
                   for c in up_to(f, "K" if f in ADMIRALS else "A").split()[max(1, len(piles[f].split())):]]
             for red in (True, False)}
    for red in (True, False):
        rng.shuffle(cards[red])
    room = rng.randint(2, 4)
    places = {True: list(ARMY_NAMES[:room]), False: list(NAVY_NAMES[:room])}
    talon = {True: [], False: []}
    pack = []
    for red in (True, False):
        for card in cards[red]:
            where = rng.random()
            if where < 0.35 and places[red]:
                piles[places[red].pop(0)] = card
            elif where < 0.65 and places[not red]:  # paired: on a card of the other colour
                name = places[not red].pop(0)
                other = cards[not red].pop() if cards[not red] else None
                if other is None:
                    piles[name] = ""
                    talon[red].append(card)
                    continue
                piles[name] = f"{other} {card}"
            elif where < 0.85:
                talon[red].append(card)
            else:
                pack.append(card)
    piles["RT"], piles["BT"], piles["P"] = " ".join(talon[True]), " ".join(talon[False]), " ".join(pack)
    return patience.arrange(SLUG, {k: v for k, v in piles.items() if v})


def test_worth_trying_keeps_a_winning_move_where_exhaustive_search_finds_one() -> None:
    """For random late positions and each position reached from them: if some legal move leads to a
    position that can be won (plain exhaustive search, every legal move), one of the moves
    ``worth_trying`` keeps does too; and the solver's verdict is the exhaustive search's."""
    from patience.solver import solve

    knowledge = KNOWLEDGE
    checked = {"won": 0, "lost": 0}
    dropped = 0
    for seed in range(40):
        start_ = endgame(seed)
        truth = exhaustive(start_, 4_000)
        if truth is None:
            continue
        assert solve(start_, max_nodes=50_000, seconds=None).status == truth, seed
        checked[truth] += 1
        s = start_.clone()
        for _ in range(3):  # along a line of play, each position's moves
            moves = s.legal_moves()
            if not moves:
                break
            kept = knowledge.worth_trying(s, list(moves))
            assert set(kept) <= set(moves)
            dropped += len(moves) - len(kept)
            wins = []
            for m in moves:
                s.apply(m, check=False)
                wins.append(m if exhaustive(s, 4_000) == "won" else None)
                s.undo()
            if any(wins):
                assert any(m in kept for m in wins if m is not None), (seed, s.moves)
            s.apply(moves[seed % len(moves)], check=False)
    assert checked["won"] >= 5 and checked["lost"] >= 5 and dropped > 0, (checked, dropped)


def test_worth_trying_keeps_the_pairing_that_digs_the_talon() -> None:
    """'You may defer making a vacancy in the Navy until the ten of clubs is at the top of the talon':
    a pairing whose vacancy the talon refills is kept even when the pack is dealt out. Here the two of
    hearts must come out of the talon before the ace: pair the ace with a king of clubs (the Army's
    place is refilled with the two), play the two with the other king, then the pair."""
    from patience.solver import solve

    piles = {f: up_to(f, "K" if f in ADMIRALS else "A") for f in ADMIRALS + GENERALS}
    piles.update(F9=up_to("F9", "3"), F1=up_to("F1", "J"), F2=up_to("F2", "J"), A1="AH", RT="2H", N1="KC", N2="KC")
    s = patience.arrange(SLUG, piles)
    kept = [str(m) for m in KNOWLEDGE.worth_trying(s, s.legal_moves())]
    assert kept == ["pair A1 N1"]  # one pairing of each kind: the second king is the same card
    assert solve(s, max_nodes=1_000, seconds=None).status == "won"


def test_worth_trying_drops_pairings_no_talon_can_refill() -> None:
    """Once the pack is dealt out and a colour's talon is empty, a pairing only binds two cards: their
    vacancy stays empty (Rule II), and the two could as well be played together as singles (Rule I)."""
    piles = {f: up_to(f, "K" if f in ADMIRALS else "A") for f in ADMIRALS + GENERALS}
    piles.update(F9=up_to("F9", "3"), F1=up_to("F1", "J"), F2=up_to("F2", "J"),
                 A1="AH", A2="2H", N1="KC", N2="KC")
    s = patience.arrange(SLUG, piles)
    moves = [str(m) for m in s.legal_moves()]
    assert "pair A1 N1" in moves and "pair N1 A1" in moves
    kept = [str(m) for m in KNOWLEDGE.worth_trying(s, s.legal_moves())]
    assert kept == ["play A2 N1"]
    s = patience.arrange(SLUG, {**piles, "BT": "5S"})  # the Navy's vacancy would now be refilled
    kept = [str(m) for m in KNOWLEDGE.worth_trying(s, s.legal_moves())]
    assert kept[0] == "play A2 N1" and {m.split()[0] for m in kept[1:]} == {"pair"}
    assert all(m.startswith("pair N") for m in kept[1:])


def test_the_solver_lists_only_the_moves_worth_trying_keeps() -> None:
    """The solver's listing (``EmpressKnowledge.extra_moves_to_try``) leaves out the Army's and Navy's places
    that repeat a card, and once the pack is dealt out, the pairings no talon can refill: along random
    plays of real deals, ``worth_trying`` keeps from it exactly what it keeps from every legal move."""
    from patience.solver.search import _plan, starting_state

    knowledge = KNOWLEDGE
    plan = _plan(patience.game(SLUG))
    fewer = dry = 0
    rng = random.Random(3)
    for deal in range(12):
        s = starting_state(SLUG, deal)
        for _ in range(300):
            legal, listed = s.legal_moves(), plan.lister(s)()
            assert set(listed) <= set(legal)
            assert knowledge.worth_trying(s, listed) == knowledge.worth_trying(s, legal)
            fewer += len(listed) < len(legal)
            if not s.pile("P") and not s.pile("RT") and not s.pile("BT"):
                dry += 1
                assert not any(m.kind == "pair" for m in listed)
            if not legal:
                break
            plays = [m for m in legal if m.kind == "play"]
            s.apply(rng.choice(plays if plays and rng.random() < 0.7 else legal))
    assert fewer > 100 and dry > 20, (fewer, dry)


def test_the_search_tries_first_the_positions_where_wanted_cards_lie_nearest_to_being_played() -> None:
    """Move ordering only (``EmpressKnowledge.evaluate``): a card more on the foundations counts first; then a
    wanted card alone in the Navy is ready; in a pair it is ready only with a partner that is wanted too
    ('the cards so paired cannot afterwards be separated, but must be played at the same time'); in a talon
    it waits for a vacancy for each card above it (Rule II), and in the pack longer still. A pair made
    counts against a position too: its cards wait for each other."""
    from patience.solver.knowledge import Knowledge

    knowledge = KNOWLEDGE
    assert type(knowledge).evaluate is not Knowledge.evaluate
    ready = patience.arrange(SLUG, start(N1="2C"))
    paired_apart = patience.arrange(SLUG, start(N1="2C 5H", A1="6H"))  # the five of hearts is not wanted
    paired_ready = patience.arrange(SLUG, start(N1="2C QH", A1="6H"))  # the queen of hearts is wanted
    near = patience.arrange(SLUG, start(BT="3S 2C"))  # on top of the black talon
    far = patience.arrange(SLUG, start(BT="2C 3S 4S 5S"))  # under three cards
    in_pack = patience.arrange(SLUG, start(P="2C"))
    up = patience.arrange(SLUG, start(F1="AC 2C", N1="9C", BT="2C 3S 4S 5S 6S 7S 8S 9S"))
    assert knowledge.evaluate(paired_ready) > knowledge.evaluate(ready) > knowledge.evaluate(paired_apart)
    assert knowledge.evaluate(ready) > knowledge.evaluate(near) > knowledge.evaluate(far) > knowledge.evaluate(in_pack)
    assert knowledge.evaluate(up) > knowledge.evaluate(paired_ready)
    bound = patience.arrange(SLUG, start(N1="2C", N2="9C 6H", A1="6H"))  # the same, and a pair of cards not wanted
    assert knowledge.evaluate(ready) > knowledge.evaluate(bound)
    # The other ordering (for the second complete search and its probes) weighs a card in the pack less.
    assert type(knowledge).other_evaluate is not Knowledge.other_evaluate and knowledge.other_complete_search
    deep = patience.arrange(SLUG, start(BT="2C 3S 4S 5S 6S 7S 8S 9S 10S 10S 10S 10S 10S 10S 10S 10S 10S"))
    assert knowledge.evaluate(deep) > knowledge.evaluate(in_pack) and knowledge.other_evaluate(deep) < knowledge.other_evaluate(in_pack)


def test_each_round_probes_the_plain_order_first_and_no_beam() -> None:
    """The probes of a round (``EmpressKnowledge.probe_schedule``): the plain depth-first order first (the
    probe that wins deals: plays, the deal, then pairings of cards wanted at about the same time), then
    the dives whose tie-breaks differ from the complete searches', by both orderings; no beam or
    best-first search (none won a deal of 0-79), and no "first" dive (the complete searches' own)."""
    from patience.solver import search as solver

    plan = solver._plan(patience.game(SLUG), solver.PROBES_ALONE)
    named = [(solver._probe_name(kind), plan.orderings.index(ordering)) for ordering, kind in plan.probes]
    assert named == [("plain-lazy", 0), ("mobile", 0), ("mobile", 1), ("shuffled", 0), ("shuffled", 1)]
    r = solver.solve_part(SLUG, 2, max_nodes=2_000, part=solver.PROBES_ALONE)  # deal 2: the plain order at once
    assert r.status == "won" and r.found_by == "plain-lazy" and replay_win(SLUG, 2, r.moves).is_won()


def test_no_card_moves_alone_so_none_is_listed() -> None:
    """Rule I: no card goes up alone, and none moves but in play (paired, or to fill a vacancy), so
    ``card_move_problem`` refuses every card move the table's rules allow and the game says that no
    card moves alone (``Hooks.cards_move_alone``): ``legal_moves`` lists what it lists when every
    card move is tested, along random plays of real deals, and a card moved alone names the rule."""
    from dataclasses import replace

    from patience.solver.search import starting_state

    game = patience.game(SLUG)
    assert not game.hooks.cards_move_alone
    testing = replace(game, hooks=type("EveryCardMoveTested", (type(game.hooks),), {"cards_move_alone": True})())
    rng = random.Random(14)
    for deal in range(4):
        s, t = starting_state(game, deal), starting_state(testing, deal)
        for _ in range(150):
            moves = s.legal_moves()
            assert s.card_moves() == [] and [str(m) for m in t.legal_moves()] == [str(m) for m in moves]
            if not moves:
                break
            move = rng.choice(moves)
            s.apply(move)
            t.apply(patience.parse_move(str(move)))
    with pytest.raises(IllegalMove, match="Rule I"):
        patience.new_game(SLUG, 0).apply(patience.parse_move("A1>F1"))


def test_after_the_first_round_the_probes_dive_by_each_ordering_in_turn() -> None:
    """The probing process dives eight times in a random order, 40,000 positions each, by the second
    ordering, then the first, and so on (``EmpressKnowledge.early_dives``), giving up a dive that has not
    put 40 cards up by 16,000 positions, or 100 by 28,000 (``early_dive_checkpoints``). Deal 109,
    undecided in 10 s once, falls to the second dive, by the first ordering, and the line replays; the
    first dive gave way at its first checkpoint, some 24,000 positions before its budget ran out."""
    from patience.solver import search as solver

    plan = solver._plan(patience.game(SLUG), solver.PROBES_ALONE)
    dives = [(budget, plan.orderings.index(o)) for _, budget, o in plan.early_dives]
    assert dives == [(40_000, 1), (40_000, 0)] * 4
    assert plan.knowledge.early_dive_checkpoints == ((16_000, 40), (28_000, 100))
    r = solver.solve_part(SLUG, 109, max_nodes=90_000, part=solver.PROBES_ALONE)
    assert r.status == "won" and r.found_by == "shuffled dive of 40,000 positions"
    assert replay_win(SLUG, 109, r.moves).is_won()
    unchecked = with_knowledge(patience.game(SLUG), early_dive_checkpoints=())
    whole = solver.solve_part(unchecked, 109, max_nodes=90_000, part=solver.PROBES_ALONE)
    assert whole.status == "won" and whole.found_by == r.found_by and whole.nodes - r.nodes > 20_000
