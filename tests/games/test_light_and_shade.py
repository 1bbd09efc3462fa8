"""Light and Shade (No. 24), tested from the 1914 text, rule by rule and paragraph by paragraph."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st
from support import cards, refused, shown

import patience
from patience.cards import packs

# The foundations as the picture sets them out: two aces of spades, two of hearts, two of clubs, two
# of diamonds.
ACES = {"F1": "AS", "F2": "AS", "F3": "AH", "F4": "AH", "F5": "AC", "F6": "AC", "F7": "AD", "F8": "AD"}
AUXILIARIES = ("A1", "A2", "A3", "A4")
RIVALS = ("R1", "R2", "R3", "R4")
# Cards that lie in the two rows unless a test says otherwise: kings, which no foundation of a test
# takes, on which no card of a test is placed, and which go nowhere but into an Auxiliary's vacancy.
KINGS = {**dict(zip(AUXILIARIES, ("KS", "KH", "KC", "KD"))), **dict(zip(RIVALS, ("KS", "KH", "KC", "KD")))}
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
RULE_I = "Rule I: the foundations ascend in sequence, but are formed in alternate colors"
RULE_II = "Rule II: cards placed on the Auxiliaries descend in sequence, but must also alternate in color"
RULE_III = "Rule III: vacancies in the Auxiliaries are filled by cards from the Rivals; vacancies in the Rivals"
ONLY_FROM_AUXILIARIES = ("cards can only be played on the foundations from the Auxiliaries, and not straight from "
                         "the Rivals or from the talon; cards from these must first pass into the Auxiliaries")


def arrange(piles: dict[str, str], counters: dict[str, int] | None = None) -> patience.State:
    return patience.arrange("light-and-shade", {**ACES, **KINGS, **piles}, counters)


def alternate_up(ace: str, last: str) -> str:
    """A foundation from ``ace`` up to ``last`` (a rank) in alternate colours: hearts and spades
    after a red ace, spades and hearts after a black one, as in "red ace, black deuce, red three"."""
    red = ace[-1] in "HD"
    out = []
    for k, rank in enumerate(RANKS[: RANKS.index(last) + 1]):
        out.append(rank + (ace[-1] if k == 0 else ("H" if red == (k % 2 == 0) else "S")))
    return " ".join(out)


# --- the deal -----------------------------------------------------------------------------------

def test_the_eight_aces_are_withdrawn_and_placed_in_a_horizontal_line_the_suits_as_in_tableau() -> None:
    """'Withdraw from the pack the eight aces, and place them in a horizontal line (the suits as in
    tableau). These are the foundation cards.' The picture: spades, spades, hearts, hearts, clubs,
    clubs, diamonds, diamonds (note light-and-shade-1)."""
    game = patience.game("light-and-shade")
    for deal in (0, 7, 123):
        s = patience.new_game("light-and-shade", deal)
        assert {name: shown(s, name) for name in ACES} == {name: [ace] for name, ace in ACES.items()}
        rest = [c for name in ("P", "T", *AUXILIARIES, *RIVALS) for c in s.pile(name)]
        assert not any(c.rank == 1 for c in rest)  # no ace left in the pack
        assert Counter(int(c) for c in s.all_cards()) == Counter(int(c) for c in packs(2))
    foundations = next(g for g in game.groups if g.name == "foundations").piles
    assert len({p.y for p in foundations}) == 1  # a horizontal line
    assert [p.x for p in foundations] == sorted(p.x for p in foundations)


def test_eight_cards_are_dealt_in_two_rows_of_four_the_auxiliaries_and_the_rivals() -> None:
    """'Next deal out eight cards and place them ... in two rows, four cards in each (see tableau). The
    upper row is called the Auxiliaries; the lower one, the Rivals.' The rows lie as pictured, below the
    line of aces, and the pack above it (note light-and-shade-2)."""
    s = patience.new_game("light-and-shade", 3)
    assert [len(s.pile(name)) for name in (*AUXILIARIES, *RIVALS)] == [1] * 8
    assert len(s.pile("P")) == 104 - 8 - 8 and not s.pile("T")
    assert set(s.view()["P"]) == {None}  # the pack face down, the rows face up
    assert all(v is not None for name in (*AUXILIARIES, *RIVALS) for v in s.view()[name])
    by_group = {g.name: g.piles for g in patience.game("light-and-shade").groups}
    auxiliaries, rivals = by_group["auxiliaries"], by_group["rivals"]
    assert len({p.y for p in auxiliaries}) == 1 and len({p.y for p in rivals}) == 1
    assert by_group["stock"][0].y < by_group["foundations"][0].y < auxiliaries[0].y < rivals[0].y
    assert [p.x for p in auxiliaries] == [p.x for p in rivals]  # each Rival under its Auxiliary


def test_the_eight_cards_are_dealt_the_upper_row_first_the_rest_is_the_pack() -> None:
    """The eight cards come off the top of the shuffled pack (the aces withdrawn), the upper row first,
    left to right, then the lower; the rest is the pack, face down."""
    from patience.deals import shuffled

    pack = [c for c in packs(2) if c.rank != 1]
    for deal in (0, 5):
        order = shuffled(pack, "light-and-shade", deal)  # the top card last
        s = patience.new_game("light-and-shade", deal)
        assert [s.pile(name)[0] for name in (*AUXILIARIES, *RIVALS)] == order[::-1][:8]
        assert list(s.pile("P")) == order[:-8]


# --- Rule I: the foundations ----------------------------------------------------------------------

def test_rule_I_red_ace_black_deuce_red_three_and_so_on() -> None:
    """Rule I: 'The foundations ascend in sequence, but are formed in alternate colors: red ace, black
    deuce, red three, and so on.' The example played card by card on the ace of hearts, each card
    passing through an Auxiliary."""
    s = arrange({"R1": "4C", "R2": "3D", "R3": "2S", "A1": ""})
    for rival in ("R3", "R2", "R1"):
        s.apply(f"{rival}>A1")  # into the Auxiliaries first
        s.apply("A1>F3")
    assert shown(s, "F3") == ["AH", "2S", "3D", "4C"]


def test_rule_I_the_aces_suits_fix_only_the_first_card() -> None:
    """'... formed in alternate colors': after a black ace any red deuce, of either red suit; the
    colour alternates, not the suit (note light-and-shade-1)."""
    s = arrange({"A1": "2H", "A2": "2D", "A3": "3S"})
    s.apply("A1>F1")  # a heart on the ace of spades
    s.apply("A2>F5")  # a diamond on the ace of clubs
    s.apply("A3>F5")  # a spade on the diamond: black, red, black
    assert shown(s, "F1") == ["AS", "2H"] and shown(s, "F5") == ["AC", "2D", "3S"]


def test_rule_I_refuses_a_card_of_the_same_colour() -> None:
    """Rule I: a black deuce does not go on a black ace, nor a red one on a red ace."""
    s = arrange({"A1": "2C", "A2": "2H"})
    for move in ("A1>F1", "A1>F2", "A1>F5", "A1>F6", "A2>F3", "A2>F4", "A2>F7", "A2>F8"):
        refused(s, move, RULE_I)
    s.apply("A1>F3")
    s.apply("A2>F1")
    assert shown(s, "F3") == ["AH", "2C"] and shown(s, "F1") == ["AS", "2H"]


def test_rule_I_the_foundations_ascend_in_sequence_to_kings() -> None:
    """Rule I: 'The foundations ascend in sequence'; 'which ascend in sequence to kings'."""
    s = arrange({"A1": "3S", "A2": "2S"})
    refused(s, "A1>F3", "ascend in sequence to kings")  # the three may not skip the deuce
    s.apply("A2>F3")
    refused(s, "A1>F3", RULE_I)  # a black three on a black deuce: the colour is wrong
    full = arrange({"F3": alternate_up("AH", "K"), "A1": "AS"})
    refused(full, "A1>F3", "nothing goes on a king")


def test_cards_can_only_be_played_on_the_foundations_from_the_auxiliaries() -> None:
    """'It must be remembered that cards can only be played on the foundations from the Auxiliaries, and
    not straight from the Rivals or from the talon; cards from these must first pass into the
    Auxiliaries.'"""
    s = arrange({"R1": "2S", "T": "2C", "A1": "3H", "P": "KD"})
    for move in ("R1>F3", "T>F3", "P>F3"):
        refused(s, move, ONLY_FROM_AUXILIARIES)
    s.apply("R1>A1")  # the Rival's deuce passes into the Auxiliaries, on the red three
    s.apply("A1>F3")  # and goes up from there
    s.apply("T>A1")  # so does the talon's
    s.apply("A1>F4")
    assert shown(s, "F3") == ["AH", "2S"] and shown(s, "F4") == ["AH", "2C"] and shown(s, "A1") == ["3H"]


def test_the_sequences_so_formed_are_played_as_opportunity_arises_on_to_the_foundations() -> None:
    """'Cards from the Rivals may be placed in descending sequence on those of the Auxiliaries (Rule II),
    and the sequences so formed will be played as opportunity arises on to the foundations': one card at
    a time, the lowest first (note light-and-shade-3)."""
    s = arrange({"A1": "5D", "R1": "4S", "R2": "3H", "R3": "2C", "P": "9C 9C 9C"})
    for rival in ("R1", "R2", "R3"):
        s.apply(f"{rival}>A1")
    assert shown(s, "A1") == ["5D", "4S", "3H", "2C"]
    refused(s, "A1@3>F3", "only the uppermost card of an Auxiliary")
    for _ in range(4):
        s.apply("A1>F3")  # 2C, 3H, 4S, 5D on the ace of hearts
    assert shown(s, "F3") == ["AH", "2C", "3H", "4S", "5D"] and not s.pile("A1")


# --- Rule II: the Auxiliaries ---------------------------------------------------------------------

def test_rule_II_cards_placed_on_the_auxiliaries_descend_in_alternate_colours() -> None:
    """Rule II: 'Cards placed on the Auxiliaries descend in sequence, but must also alternate in color.'"""
    s = arrange({"A1": "9S", "R1": "8D", "R2": "7C", "T": "6H"})
    s.apply("R1>A1")  # a red eight on the black nine
    s.apply("R2>A1")  # a black seven on the red eight
    s.apply("T>A1")  # a red six from the talon
    assert shown(s, "A1") == ["9S", "8D", "7C", "6H"]


def test_rule_II_refuses_the_same_colour_and_any_card_out_of_sequence() -> None:
    s = arrange({"A1": "9S", "R1": "8C", "R2": "8S", "R3": "7H", "R4": "10H", "T": "9D"})
    for move in ("R1>A1", "R2>A1", "R3>A1", "R4>A1", "T>A1"):
        refused(s, move, RULE_II)


def test_the_auxiliaries_take_cards_from_the_rivals_and_the_talon_only() -> None:
    """'Cards from the Rivals may be placed ... on those of the Auxiliaries'; the Rivals' and the
    talon's cards 'must first pass into the Auxiliaries'. A card in the Auxiliaries leaves them only
    for a foundation, and the pack's card reaches them through the talon (note light-and-shade-3)."""
    s = arrange({"A1": "9S", "A2": "8H", "A3": "", "P": "8D"})
    refused(s, "A2>A1", "which take cards from the Rivals and the talon only")
    refused(s, "A2>A3", "which take cards from the Rivals and the talon only")
    refused(s, "P>A1", "which take cards from the Rivals and the talon only")
    s.apply("deal")
    s.apply("T>A1")
    assert shown(s, "A1") == ["9S", "8D"]


def test_nothing_is_placed_on_a_rival_or_on_the_talon_and_the_foundations_keep_their_cards() -> None:
    s = arrange({"R1": "9S", "A1": "8H", "T": "10D", "F3": "AH 2S", "P": "4C"})
    refused(s, "A1>R1", "nothing is placed on a Rival")
    refused(s, "A1>T", "the non-suitable cards form the talon")
    refused(s, "F3>A2", "which take cards from the Rivals and the talon only")
    refused(s, "F3>R2", "cards on the foundations stay there")
    refused(s, "P>R1", "a card from the pack fills a vacancy in the Rivals")


# --- Rule III: vacancies ----------------------------------------------------------------------------

def test_rule_III_play_the_suitable_cards_of_the_auxiliaries_filling_the_spaces_from_the_rivals() -> None:
    """'If any suitable cards are found in the Auxiliaries, play them, filling the spaces so made from the
    Rivals (Rule III).' The space waits for the player's move, and any Rival may fill it (note
    light-and-shade-4)."""
    s = arrange({"A2": "2D", "R3": "7C", "P": "QH"})
    s.apply("A2>F1")
    assert s.pile("A2") == ()  # not filled at once
    assert {str(m) for m in s.legal_moves()} >= {"R1>A2", "R2>A2", "R3>A2", "R4>A2", "deal"}
    s.apply("R3>A2")  # the player's choice of Rival
    assert shown(s, "A2") == ["7C"] and s.pile("R3") == ()


def test_the_opening_of_deal_3_played_as_the_text_describes_it() -> None:
    """'If any suitable cards are found in the Auxiliaries, play them, filling the spaces so made from the
    Rivals (Rule III).' Deal 3 has the two of spades among the Auxiliaries and the two of diamonds and
    the three of hearts among the Rivals: each passes into the Auxiliaries and goes up in turn, red
    ace, black deuce, red three; the Rivals' vacancies are then filled from the pack."""
    s = patience.new_game("light-and-shade", 3)
    assert [shown(s, n) for n in AUXILIARIES] == [["5H"], ["JD"], ["JH"], ["2S"]]
    assert [shown(s, n) for n in RIVALS] == [["2D"], ["6H"], ["3H"], ["6D"]]
    for move in ("A4>F3", "R1>A4", "A4>F1", "R3>A4", "A4>F3"):
        s.apply(move)
    assert shown(s, "F3") == ["AH", "2S", "3H"] and shown(s, "F1") == ["AS", "2D"]
    assert s.pile("A4") == () and s.pile("R1") == () and s.pile("R3") == ()
    refused(s, "A4>F5", "there is no card there to move")
    s.apply("R2>A4")
    top = s.pile("P")[-1]
    s.apply("P>R1")
    assert s.pile("R1") == (top,) and s.score() == 8 + 3


def test_rule_III_vacancies_in_the_auxiliaries_are_filled_by_cards_from_the_rivals_only() -> None:
    """Rule III: 'Vacancies in the Auxiliaries are filled by cards from the Rivals': not from the talon
    or the pack, nor by another Auxiliary's card."""
    s = arrange({"A1": "", "A2": "5S", "T": "9H", "P": "9D"})
    refused(s, "T>A1", RULE_III)
    refused(s, "P>A1", ONLY_FROM_AUXILIARIES)
    refused(s, "A2>A1", ONLY_FROM_AUXILIARIES)
    s.apply("R2>A1")
    assert shown(s, "A1") == ["KH"]


def test_rule_III_vacancies_in_the_rivals_by_cards_from_the_pack_or_talon() -> None:
    """Rule III: '... vacancies in the Rivals, by cards from the pack or talon': the player chooses
    (the edition's reading on the page About this edition), and nothing else fills them."""
    s = arrange({"R1": "", "R2": "", "A1": "6S", "T": "QS 10C", "P": "JD 3H"})
    refused(s, "A1>R1", RULE_III)
    refused(s, "R3>R1", RULE_III)
    s.apply("P>R1")  # the pack's next card turned into the vacancy
    s.apply("T>R2")  # the talon's top card
    assert shown(s, "R1") == ["3H"] and shown(s, "R2") == ["10C"]
    assert shown(s, "P") == ["JD"] and shown(s, "T") == ["QS"]
    refused(s, "T>R1", "nothing is placed on a Rival")


def test_a_vacancy_in_the_rivals_may_wait_and_stays_when_pack_and_talon_are_spent() -> None:
    s = arrange({"R1": "5H", "A1": "6S", "P": "JD"})
    s.apply("R1>A1")
    assert s.pile("R1") == () and "deal" in {str(m) for m in s.legal_moves()}
    s.apply("deal")
    s.apply("T>R1")
    assert shown(s, "R1") == ["JD"]


# --- the pack and the talon -------------------------------------------------------------------------

def test_the_pack_is_dealt_out_card_by_card_the_non_suitable_cards_forming_a_talon() -> None:
    """'Continue to deal out the pack, playing, placing on the Auxiliaries, and refilling spaces
    according to rules--the non-suitable cards forming a talon.' (note light-and-shade-5)"""
    s = arrange({"A1": "6S", "R1": "", "P": "JS 9C 5H"})
    s.apply("deal")
    s.apply("T>A1")  # placed on an Auxiliary
    s.apply("deal")
    s.apply("T>R1")  # into a vacancy of the Rivals
    s.apply("deal")  # a non-suitable card stays on the talon
    assert shown(s, "A1") == ["6S", "5H"] and shown(s, "R1") == ["9C"] and shown(s, "T") == ["JS"]
    refused(s, "deal", "the pack is dealt out: there is no re-deal")


def test_only_the_top_card_of_the_talon_is_available() -> None:
    s = arrange({"A1": "6S", "T": "5H 9C", "P": "KC"})
    refused(s, "T@1>A1", "only the uppermost card")


def test_there_is_no_re_deal() -> None:
    """'There is no re-deal.'"""
    s = arrange({"T": "9C 4D"})
    refused(s, "redeal", "there is no re-deal")
    assert "redeal" not in {str(m) for m in s.legal_moves()}


# --- the end ------------------------------------------------------------------------------------------

def test_won_when_every_foundation_has_ascended_to_its_king() -> None:
    full = {name: alternate_up(ace, "K") for name, ace in ACES.items()}
    empty = {name: "" for name in (*AUXILIARIES, *RIVALS)}
    s = arrange({**full, **empty, "F2": alternate_up("AS", "Q"), "F7": alternate_up("AD", "J"),
                 "A1": "KS", "A2": "KH QS"})
    assert not s.is_won()
    s.apply("A1>F2")
    s.apply("A2>F7")
    assert not s.is_won()
    s.apply("A2>F7")
    assert s.is_won() and s.is_over() and s.score() == 104


def test_the_game_is_over_when_nothing_can_be_played_placed_filled_or_dealt() -> None:
    """With the pack dealt out and no re-deal, the game ends when no card can move."""
    s = arrange({"T": "9C", "A1": "5D", "A2": "5H", "A3": "QS", "A4": "QC",
                 "R1": "7S", "R2": "7C", "R3": "KD", "R4": "JS"})
    assert not s.legal_moves() and s.is_over() and not s.is_won()
    opened = arrange({"T": "9C", "A1": "5D", "A2": "5H", "A3": "QS", "A4": "QC",
                      "R1": "", "R2": "7C", "R3": "KD", "R4": "JS"})
    assert [str(m) for m in opened.legal_moves()] == ["T>R1"]  # the talon's card may still fill a Rival


@settings(max_examples=30, deadline=None)
@given(deal=st.integers(0, 100_000), choices=st.lists(st.integers(0, 1000), max_size=80))
def test_the_laws_hold_whatever_the_player_does(deal: int, choices: list[int]) -> None:
    """Whatever the player does: every Auxiliary is a descending sequence of alternate colours, every
    foundation its ace and then cards ascending in alternate colours, every Rival one card at most."""
    s = patience.new_game("light-and-shade", deal)
    for choice in choices:
        legal = s.legal_moves()
        if not legal:
            break
        s.apply(legal[choice % len(legal)])
        for name in AUXILIARIES:
            pile = s.pile(name)
            assert all(b.rank == a.rank - 1 and b.is_red != a.is_red for a, b in zip(pile, pile[1:]))
        for name, ace in ACES.items():
            pile = s.pile(name)
            assert str(pile[0]) == ace
            assert all(b.rank == a.rank + 1 and b.is_red != a.is_red for a, b in zip(pile, pile[1:]))
        assert all(len(s.pile(name)) <= 1 for name in RIVALS)


# --- the book's tableau -------------------------------------------------------------------------------

def test_the_books_tableau_is_the_deal_before_any_card_is_played() -> None:
    """The picture (note light-and-shade-6): the aces as every deal sets them out, the Auxiliaries ten of
    spades, three of diamonds, knave of clubs, nine of spades, and the Rivals two of diamonds, eight of
    clubs, seven of diamonds, five of spades. No Auxiliary holds a deuce, so nothing is yet suitable;
    the two of diamonds, a Rival, must first pass into the Auxiliaries."""
    from patience.games.light_and_shade import BOOK_TABLEAU

    s = patience.arrange("light-and-shade", {**BOOK_TABLEAU, "P": "KC"})
    assert {name: shown(s, name) for name in ACES} == {name: [ace] for name, ace in ACES.items()}
    assert [shown(s, n) for n in AUXILIARIES] == [["10S"], ["3D"], ["JC"], ["9S"]]
    assert [shown(s, n) for n in RIVALS] == [["2D"], ["8C"], ["7D"], ["5S"]]
    assert Counter(int(c) for c in s.all_cards()) <= Counter(int(c) for c in packs(2))
    assert [str(m) for m in s.legal_moves()] == ["deal"]
    refused(s, "R1>F1", ONLY_FROM_AUXILIARIES)
    assert cards("2D") == s.pile("R1")
