"""The Congress (No. 42), tested from the 1914 text, rule by rule and paragraph by paragraph."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st
from support import fillers, refused, replay_win, shown

import patience
from patience.cards import ACE, card, packs
from patience.deals import shuffled
from patience.games.congress import ACE_SUITS, HELP_NAMES, RIVER_NAMES
from patience.state import State

SLUG = "congress"
FOUNDATIONS = tuple(f"F{k}" for k in range(1, 9))  # two of each suit: hearts, spades, diamonds, clubs
HELPS, NEW_HELPS = HELP_NAMES[:4], HELP_NAMES[4:]
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
ACES = dict(zip(FOUNDATIONS, ("AH", "AH", "AS", "AS", "AD", "AD", "AC", "AC")))


def up(suit: str, last: str) -> str:
    """A foundation from its ace up to ``last``."""
    return " ".join(f"{r}{suit}" for r in RANKS[: RANKS.index(last) + 1])


def top_first(text: str) -> str:
    """A pack written top card first, as the engine holds it (top card last)."""
    return " ".join(reversed(text.split()))


def table(piles: dict[str, str], rows: int = 1) -> State:
    """A position with ``rows`` rows of the rivers dealt: the eight aces on their places, the piles the
    test names as it gives them, every other river full (its lowest card one that nothing in the test
    can be married to or take, the cards above it from what the two packs have left, never available)
    and every other of the first four helps one such card; the new helps empty; the pack as named
    (not named: exhausted)."""
    rivers = [r for r in RIVER_NAMES if r not in piles]
    helps = [h for h in HELPS if h not in piles]
    lowest = fillers(piles, len(rivers) + len(helps))
    full = {**ACES, **piles}
    left = Counter(str(c) for c in packs(2)) - Counter(t for text in [*full.values(), *lowest] for t in text.split())
    covered = [c for c in sorted(left.elements(), key=lambda t: (t[-1], t)) if not c.startswith("A")]
    for name, filler in zip(rivers, lowest):
        full[name] = " ".join([*(covered.pop() for _ in range(rows - 1)), filler])
    full.update(zip(helps, lowest[len(rivers):]))
    return patience.arrange(SLUG, full, {"rounds": rows - 1})


def names(s: State) -> list[str]:
    return [str(m) for m in s.legal_moves()]


# --- the deal ---------------------------------------------------------------------------------------

def test_the_aces_withdrawn_then_four_help_cards_then_a_row_of_eight() -> None:
    """'Withdraw from the pack the eight aces ... Next deal four cards, and place them in a horizontal line
    below ...: these are called the help cards. Next place at the upper end of the table a horizontal row
    of eight cards: this commences what is called the "rivers".'"""
    for deal in (0, 3, 58, 901):
        s = patience.new_game(SLUG, deal)
        rest = packs(2)
        for suit in ACE_SUITS:
            rest.remove(card(ACE, suit))
        pack = shuffled(rest, SLUG, deal)  # the engine's shuffle, top card last
        helps = [str(pack.pop()) for _ in range(4)]
        row = [str(pack.pop()) for _ in range(8)]
        assert [shown(s, f) for f in FOUNDATIONS] == [[ace] for ace in ACES.values()]
        assert [shown(s, h) for h in HELPS] == [[c] for c in helps]
        assert [shown(s, r) for r in RIVER_NAMES] == [[c] for c in row]
        assert not any(s.pile(h) for h in NEW_HELPS)
        assert s.pile("P") == tuple(pack) and len(pack) == 104 - 8 - 4 - 8
        assert Counter(int(c) for c in s.all_cards()) == Counter(int(c) for c in packs(2))
        assert set(s.view()["P"]) == {None}  # the pack is face down


def test_the_layout_rivers_above_helps_below_aces_in_two_columns_on_the_right() -> None:
    """'... place them in two columns on the right ... place them in a horizontal line below, leaving
    plenty of room for the tableau above ... at the upper end of the table a horizontal row of eight'; the
    new helps 'should be placed in the same line' as the first four."""
    game = patience.game(SLUG)
    piles = {g.name: g.piles for g in game.groups}
    rivers, helps = piles["rivers"], piles["helps"] + piles["new helps"]
    aces = piles["foundations"]
    assert len(rivers) == 8 and len({p.y for p in rivers}) == 1
    assert [p.x for p in rivers] == sorted(p.x for p in rivers)
    assert len(helps) == 8 and len({p.y for p in helps}) == 1  # the packets never exceed eight
    assert helps[0].y >= rivers[0].y + 1 + rivers[0].span  # room for every row of the rivers above
    assert len({p.x for p in aces}) == 2 and len({p.y for p in aces}) == 4
    assert min(p.x for p in aces) > max(p.x + 1 for p in rivers + helps)


def test_successive_rows_of_eight_are_dealt_on_the_rivers() -> None:
    """'When all possible cards have been played, proceed to deal out successive rows of eight cards on the
    rivers, each row partly covering the preceding one ... In dealing, you may not play a card from any row
    until that row is complete': a row is one move, ``deal``, a card on each river. The 84 cards left make
    ten rows and a half (note congress-1)."""
    s = patience.new_game(SLUG, 12)
    for rows in range(2, 12):
        s.apply("deal")
        assert [len(s.pile(r)) for r in RIVER_NAMES] == [rows] * 8
        assert s.counters["rounds"] == rows - 1
    s.apply("deal")
    assert [len(s.pile(r)) for r in RIVER_NAMES] == [12] * 4 + [11] * 4
    assert not s.pile("P") and [len(s.pile(h)) for h in HELP_NAMES] == [1] * 4 + [0] * 4
    assert len(s.moves) == 11
    refused(s, "deal", "the entire pack is exhausted")


def test_the_next_row_may_be_dealt_while_cards_could_still_be_played() -> None:
    """'When all possible cards have been played, proceed to deal': the player's pause, not a rule the
    engine holds him to (note congress-1): the deal is offered beside the plays and marriages."""
    s = table({"R1": "6D", "H1": "7D", "R2": "2S", "P": top_first("KC KH QH QS KS KD QD QC JS")})
    assert names(s) == ["R1>H1", "R2>F3", "R2>F4", "deal"]


# --- Rule I: the foundations ----------------------------------------------------------------------------

def test_rule_I_the_foundations_follow_suit() -> None:
    """Rule I: 'The foundations follow suit.'"""
    s = table({"R1": "2D", "H1": "2C"})
    refused(s, "R1>F1", "Rule I: the foundations follow suit")
    refused(s, "H1>F3", "Rule I: the foundations follow suit")
    s.apply("R1>F5")
    s.apply("H1>F8")
    assert shown(s, "F5") == ["AD", "2D"] and shown(s, "F8") == ["AC", "2C"]


def test_the_foundations_ascend_in_sequence_to_kings() -> None:
    """'... these are the foundations, which ascend in sequence to kings (Rule I)': no card may skip one,
    either of a suit's two foundations takes its own next card, and a king ends it."""
    s = table({"F1": "AH", "F2": up("H", "3"), "R1": "3H", "R2": "4H", "R3": "2H"})
    refused(s, "R1>F1", "the foundations ascend in sequence to kings")
    assert {"R2>F2", "R3>F1"} <= set(names(s)) and "R1>F2" not in names(s)
    done = table({"F7": up("C", "K"), "R1": "KC"})
    refused(done, "R1>F7", "that foundation is complete")


def test_cards_on_the_foundations_stay_there_and_the_pack_is_only_dealt() -> None:
    """The pack is dealt in rows and refills the vacancies; nothing is placed on it; a card once played
    stays on its foundation."""
    s = table({"F1": "AH 2H", "R1": "3S", "P": top_first("4S 5S")})
    refused(s, "F1>H1", "cards on the foundations stay there")
    refused(s, "P>R1", "the pack is dealt in rows and refills the vacancies")
    refused(s, "R1>P", "nor on the pack")


# --- Rules II and III: marriages on the helps -----------------------------------------------------------

def test_rule_II_cards_from_the_rivers_marry_on_the_helps() -> None:
    """Rule II: 'Cards from the rivers may marry in descending line with cards on the helps': the next lower
    card of the same suit, placed on the help packet."""
    s = table({"H1": "7D", "R1": "6D", "R2": "6H", "R3": "5D", "R4": "8D"})
    refused(s, "R2>H1", "Rules II and III: cards marry in descending line on the helps")  # another suit
    refused(s, "R3>H1", "Rules II and III")  # not the next lower
    refused(s, "R4>H1", "Rules II and III")  # ascending
    s.apply("R1>H1")
    s.apply("R3>H1")
    assert shown(s, "H1") == ["7D", "6D", "5D"]


def test_rule_II_but_not_vice_versa() -> None:
    """Rule II: '... but not vice versâ': no help card goes on the rivers, and nothing goes on the rivers
    at all (note congress-3)."""
    s = table({"H1": "5S", "R1": "6S", "R2": "9C", "R3": "10C", "P": "KD"})
    refused(s, "H1>R1", "Rule II: cards from the rivers may marry with cards on the helps, but not vice versâ")
    refused(s, "R2>R3", "nothing is placed on the rivers")
    assert names(s) == ["deal"]


def test_rule_III_help_cards_marry_on_each_others_packets() -> None:
    """Rule III: 'Cards on the help packets may marry in descending line with cards of each other's packets,
    and also with cards from the rivers.' A packet married away is refilled at once from the pack while
    the pack lasts (note congress-3)."""
    s = table({"H1": "8H", "H2": "7H", "H3": "7S", "R1": "6H", "P": top_first("QD KH")})
    refused(s, "H3>H1", "Rules II and III: cards marry in descending line on the helps")
    s.apply("H2>H1")
    assert shown(s, "H1") == ["8H", "7H"] and shown(s, "H2") == ["QD"]
    s.apply("R1>H1")  # and also with cards from the rivers
    assert shown(s, "H1") == ["8H", "7H", "6H"]


# --- Rules IV and V: which cards are available -----------------------------------------------------------

def test_rule_IV_the_uppermost_cards_of_the_help_packets_are_alone_available() -> None:
    """Rule IV: 'The uppermost cards of the help packets are alone available until their removal releases
    those beneath.'"""
    s = table({"H1": "9C 8C", "F7": up("C", "6"), "R1": "7C"})
    refused(s, "H1@1>F7", "Rule IV: the uppermost cards of the help packets are alone available")
    s.apply("R1>F7")
    s.apply("H1>F7")  # the uppermost card removed ...
    s.apply("H1>F7")  # ... releases the one beneath
    assert shown(s, "F7") == up("C", "9").split()


def test_rule_V_each_row_of_the_rivers_blocks_the_preceding_one() -> None:
    """Rule V: 'Each row of cards on the rivers blocks the preceding one, but on the removal of any card the
    one immediately above it is released, and becomes available.'"""
    s = table({"R1": "2H 9S", "H1": "10S", "P": "KD"}, rows=2)
    refused(s, "R1@1>F1", "Rule V: each row of cards on the rivers blocks the preceding one")
    assert names(s) == ["R1>H1", "deal"]  # the deuce of hearts is blocked by the nine below it
    s.apply("R1>H1")  # the removal of the card below ...
    s.apply("R1>F1")  # ... releases the one immediately above it
    assert shown(s, "F1") == ["AH", "2H"]


def test_a_row_blocks_only_the_card_above_it() -> None:
    """Each river is a column: a card dealt covers only the card above it in its own river (note congress-1)."""
    s = table({"R1": "2H 9S", "R2": "KD 2D", "P": "KC"}, rows=2)
    assert names(s) == ["R2>F5", "R2>F6", "deal"]


# --- the vacancies ---------------------------------------------------------------------------------------

def test_the_vacancies_in_the_rivers_are_refilled_from_the_pack() -> None:
    """'... playing and marrying all suitable cards, and refilling vacancies, both in the rivers and helps,
    with cards from the pack': a river's vacancy by the move ``refill``, and no row is dealt while one waits
    (note congress-2)."""
    s = table({"R1": "6D", "H1": "7D", "P": top_first("KH QC KC QH 2S KS 3S QS 4S JS")})
    refused(s, "refill", "there is no vacancy in the rivers to refill")
    s.apply("R1>H1")
    assert not s.pile("R1") and names(s) == ["refill"]
    refused(s, "deal", "after dealing each row, pause and refill the vacancies in the rivers")
    s.apply("refill")
    assert shown(s, "R1") == ["KH"] and "deal" in names(s) and "refill" not in names(s)
    s.apply("deal")
    assert [len(s.pile(r)) for r in RIVER_NAMES] == [2] * 8
    s.undo()
    s.undo()
    assert not s.pile("R1") and len(s.pile("P")) == 10


def test_the_card_above_a_vacancy_is_released_before_the_refill() -> None:
    """Rule V: 'on the removal of any card the one immediately above it is released': the vacancy waits
    while the player plays and marries, so the card above it is released; refilled after every move
    ('immediately'), no card above could ever be released while the pack lasts (note congress-2)."""
    s = table({"R1": "5D 6S", "H1": "7S", "H2": "6D", "P": top_first("KH KC KS")}, rows=2)
    s.apply("R1>H1")  # the six of spades, in the lower row, married ...
    assert "R1>H2" in names(s) and "refill" in names(s)  # ... releases the five of diamonds above it
    s.apply("R1>H2")
    assert shown(s, "H2") == ["6D", "5D"]
    s.apply("refill")  # both of the river's places, the upper first
    assert shown(s, "R1") == ["KH", "KC"]


def test_those_in_the_uppermost_rows_must_first_be_refilled() -> None:
    """'In filling up vacancies in the rivers, those in the uppermost rows must first be refilled': the
    highest vacancy first, then row by row, left to right in each (note congress-2)."""
    s = table({"R1": "9S", "R5": "KD 9H", "R7": "9C", "P": top_first("2D 3D 4D 5D 6D 7D")}, rows=3)
    s.apply("refill")
    # the second row: R1, R7; the third: R1, R5, R7
    assert shown(s, "R1") == ["9S", "2D", "4D"]
    assert shown(s, "R7") == ["9C", "3D", "6D"]
    assert shown(s, "R5") == ["KD", "9H", "5D"]
    assert shown(s, "P") == ["7D"]


def test_a_vacancy_in_the_rivers_takes_a_card_from_the_pack_only() -> None:
    """The vacancies in the rivers are refilled 'with cards from the pack': no card is moved into one from
    the rivers or the helps, during the deal or after it (note congress-2)."""
    s = table({"R1": "", "R2": "9H", "H1": "8S", "P": top_first("KD QD")})
    refused(s, "R2>R1", "the vacancies in the rivers are refilled with cards from the pack, and from nothing else")
    refused(s, "H1>R1", "from nothing else")
    s.apply("refill")
    assert shown(s, "R1") == ["KD"]
    after = table({"R1": "", "R2": "9H"})
    refused(after, "R2>R1", "from nothing else")


def test_a_help_packet_played_off_is_refilled_at_once_from_the_pack() -> None:
    """'... immediately refilling the vacancies thus caused from the pack ... refilling vacancies, both in
    the rivers and helps, with cards from the pack': while the pack lasts, a help packet played off takes
    the next card of the pack at once (note congress-3)."""
    s = table({"H1": "3C 2C", "R1": "6H", "P": top_first("QS KH")})
    s.apply("H1>F7")
    s.apply("H1>F7")
    assert shown(s, "H1") == ["QS"] and shown(s, "F7") == ["AC", "2C", "3C"]
    assert "refill" not in names(s)  # nothing waits: the rivers have no vacancy
    refused(s, "R1>H5", "may be increased to eight: not before")


def test_when_the_pack_is_exhausted_nothing_refills() -> None:
    """After the entire pack is exhausted, a vacancy in the rivers stays: nothing refills it (note
    congress-2)."""
    s = table({"R1": "6D", "H1": "7D"})
    s.apply("R1>H1")
    assert not s.pile("R1")
    refused(s, "refill", "or the entire pack is exhausted")
    refused(s, "deal", "the entire pack is exhausted")


def test_the_pack_running_short_refills_the_highest_vacancies() -> None:
    """A refill takes the pack's last cards to the highest vacancies; the rest stay empty."""
    s = table({"R1": "", "R2": "", "R3": "QD", "P": top_first("KH KS")}, rows=2)
    s.apply("refill")
    assert shown(s, "R1") == ["KH"] and shown(s, "R2") == ["KS"] and shown(s, "R3") == ["QD"]
    assert "refill" not in names(s) and "deal" not in names(s)


# --- after the pack is exhausted: eight helps -------------------------------------------------------------

def test_the_new_helps_wait_until_the_pack_is_exhausted() -> None:
    """'After the entire pack is exhausted ... The four packets of help cards may now be increased to
    eight': not before (note congress-4)."""
    s = table({"R1": "9S", "H1": "8S", "P": top_first("KD")})
    refused(s, "R1>H5", "after the entire pack is exhausted the four packets of help cards may be increased "
                        "to eight: not before")
    assert names(s) == ["deal"]
    s.apply("deal")  # the last card of the pack: the deal is over
    assert "R1>H5" in names(s)


def test_any_four_available_cards_from_the_rivers_begin_the_new_packets() -> None:
    """'To effect this, any four available cards may be selected from the rivers to begin the new packets,
    which have all the privileges of the original ones': any card of the rivers, whatever its rank, begins
    one; river cards marry on it, and help cards from the other packets too (Rules II, III)."""
    s = table({"R1": "9S", "R2": "8S", "H1": "7S", "R3": "2D 4C"}, rows=2)
    assert {"R1>H5", "R1>H6", "R1>H7", "R1>H8", "R3>H5"} <= set(names(s))
    refused(s, "R3@1>H5", "Rule V")  # an available card only
    s.apply("R1>H5")
    s.apply("R2>H5")
    s.apply("H1>H5")
    assert shown(s, "H5") == ["9S", "8S", "7S"]
    refused(s, "H5@1>F3", "Rule IV")  # the new packets' uppermost cards alone are available


def test_he_is_not_obliged_to_place_the_four_new_helps_at_once() -> None:
    """'He is not obliged to place the four new helps at once, but only as they are required, and it is
    best to keep one or two of the spaces free': a space is filled only by the player's move, and a
    card that blocks another may be put there later."""
    s = table({"R1": "3D KS", "F5": "AD 2D"}, rows=2)
    from_first = [m for m in names(s) if m.startswith("R1")]
    assert from_first == ["R1>H5", "R1>H6", "R1>H7", "R1>H8"]  # the spaces wait for the player's choice
    assert not any(s.pile(h) for h in NEW_HELPS)
    s.apply("R1>H6")  # the king of spades blocks the three of diamonds, a card much needed
    s.apply("R1>F5")
    assert shown(s, "F5") == ["AD", "2D", "3D"] and shown(s, "H6") == ["KS"]
    assert not any(s.pile(h) for h in ("H5", "H7", "H8"))


def test_a_help_card_does_not_begin_a_new_packet() -> None:
    """The new packets are begun with cards 'selected from the rivers', and a packet played off 'may be
    filled by another card from the rivers': a help card is not moved into a help space (note
    congress-4)."""
    s = table({"H1": "5D", "R1": "9S"})
    refused(s, "H1>H5", "from the rivers only")
    assert not any(m.startswith("H1>") for m in names(s))


def test_a_help_packet_played_off_after_the_deal_is_filled_from_the_rivers() -> None:
    """'If any of the packets of help cards are played off, the vacancy may be filled by another card from
    the rivers, but the packets must never exceed the number of eight.' After the deal nothing refills it
    from the pack; a river card may fill it, and no help card (note congress-4)."""
    s = table({"H1": "2C", "H2": "QH", "R1": "9S"})
    s.apply("H1>F7")
    assert not s.pile("H1")  # the pack is exhausted: the vacancy stays
    refused(s, "H2>H1", "from the rivers only")
    s.apply("R1>H1")
    assert shown(s, "H1") == ["9S"]


def test_the_packets_never_exceed_the_number_of_eight() -> None:
    """'... but the packets must never exceed the number of eight': with the eight places begun, a river card
    that marries on none has nowhere to go."""
    full = {h: c for h, c in zip(HELP_NAMES, ("KS", "KH", "KD", "KC", "JS", "JH", "JD", "JC"))}
    s = table({**full, "R1": "5S", "R2": "10D"})
    assert names(s) == ["R2>H7"]


# --- the end ------------------------------------------------------------------------------------------

def test_won_when_the_eight_aces_have_ascended_to_kings() -> None:
    """The foundations 'ascend in sequence to kings': won with all 104 cards on them."""
    full = {f: up(ACES[f][-1], "K") for f in FOUNDATIONS}
    s = patience.arrange(SLUG, {**full, "F8": up("C", "Q"), "R4": "KC"})
    assert not s.is_won() and "R4>F8" in names(s)
    s.apply("R4>F8")
    assert s.is_won() and s.is_over() and s.score() == 104


def test_the_game_is_over_when_nothing_can_be_played() -> None:
    """After the pack is exhausted, the game is over, and lost, when no card can be played, married or
    placed in a help space."""
    full = {h: c for h, c in zip(HELP_NAMES, ("KS", "KH", "KD", "KC", "JS", "JH", "JD", "JC"))}
    s = table({**full, "R1": "5S"})
    assert names(s) == [] and s.is_over() and not s.is_won()


def test_there_is_no_redeal() -> None:
    """'There is no re-deal.'"""
    s = table({"R1": "9H"})
    refused(s, "redeal", "there is no re-deal")


# --- the text's play, and the book's tableau -------------------------------------------------------------

def test_the_first_row_played_as_the_text_says() -> None:
    """'... from the rivers you play any suitable cards on the foundations, or marry in descending line with
    the help cards (Rule II), immediately refilling the vacancies thus caused from the pack. From the helps
    you now play on to the foundations, and form marriages in accordance with Rule III. When all possible
    cards have been played, proceed to deal out successive rows': deal 1, the board of this game's page."""
    s = patience.new_game(SLUG, 1)
    assert [shown(s, r)[0] for r in RIVER_NAMES] == ["2S", "3H", "QH", "10D", "4C", "7S", "10H", "KS"]
    assert [shown(s, h)[0] for h in HELPS] == ["JS", "QC", "JH", "9H"]
    assert names(s) == ["R1>F3", "R1>F4", "R7>H3", "deal"]
    s.apply("R1>F3")  # the deuce of spades played on a foundation
    s.apply("R7>H3")  # the ten of hearts married on the knave of hearts, a help card
    s.apply("refill")  # the vacancies refilled from the pack
    assert shown(s, "R1") == ["6C"] and shown(s, "R7") == ["2D"]
    s.apply("R7>F5")
    s.apply("refill")
    assert shown(s, "R7") == ["5C"]
    s.apply("H4>H3")  # from the helps: the nine of hearts married on the ten (Rule III) ...
    assert shown(s, "H3") == ["JH", "10H", "9H"] and shown(s, "H4") == ["JD"]  # ... its place refilled at once
    s.apply("R4>H4")
    s.apply("refill")
    assert names(s) == ["deal"]  # all possible cards have been played
    s.apply("deal")
    assert [len(s.pile(r)) for r in RIVER_NAMES] == [2] * 8


def test_the_page_shows_three_rows_of_the_rivers_as_the_book_does() -> None:
    """'In the tableau only three rows of the rivers are shown': the page's figure deals the next two rows
    of deal 1 (note congress-6), under which lie the four help cards; the aces stand on the right."""
    game = patience.game(SLUG)
    s = patience.new_game(SLUG, 1)
    for move in game.figure:
        s.apply(move)
    assert [len(s.pile(r)) for r in RIVER_NAMES] == [3] * 8
    assert [len(s.pile(h)) for h in HELP_NAMES] == [1] * 4 + [0] * 4
    assert [len(s.pile(f)) for f in FOUNDATIONS] == [1] * 8
    from patience.book.pages import tableau

    assert tableau(SLUG).html.count('class="card"') == 8 + 24 + 4


# Deal 0, won by the solver (``python -m patience solve congress --deal 0``), replayed here: the rows dealt,
# the vacancies refilled, and after the deal the eight helps.
WINNING_DEAL = 0
WINNING_LINE = (
    "R2>H2 refill deal R3>H4 R6>F1 refill R3>H3 R6>H1 refill R6>F3 R5>F3 refill R6>H1 R4>H1 refill deal R1>F5 "
    "R3>F2 R3>F5 R3>F3 R4>H4 R6>F1 R6>F3 R8>H4 H1>F1 H1>F1 H1>F1 H1>F1 refill R3>H2 refill deal R1>H4 R3>F7 "
    "R5>H2 R8>F1 R2>F1 R2>H4 H3>F7 H3>F7 refill deal R3>H1 R6>F2 H1>F2 H1>F2 refill R3>F1 R6>F2 H1>F1 refill "
    "deal R2>F4 R4>F3 R5>F7 R3>F7 R8>F6 H3>F3 H3>F7 R7>H3 H4>F7 R7>F7 refill R2>F1 R4>F3 R1>F3 R5>F4 R5>F1 "
    "R5>F7 R7>F4 R7>F5 R8>F8 H3>F8 H3>F8 R1>H3 refill R1>H5 R1>H6 R1>F7 R1>H7 R1>H2 R2>H8 R2>H1 R4>H7 R4>F7 "
    "R4>H3 R6>H6 R4>H6 R6>H2 R6>H1 R3>H1 R6>F2 R8>F2 R8>F6 H6>F2 H6>F2 H6>F2 R2>H6 R2>F5 R2>F5 R4>H6 H7>H8 "
    "H7>F5 R3>F5 R3>H7 R3>F4 H5>F4 R3>H5 R3>F7 H7>H5 R5>H7 R5>F4 R5>F2 R5>F5 R6>F2 R6>F8 H1>F5 H1>F5 H1>F5 "
    "H1>F5 R7>H1 R7>H8 R7>F6 R7>H7 H3>F4 H3>F4 H3>F3 R8>H3 R8>H4 R8>F4 H5>F3 H5>F3 H1>F3 H6>F8 H6>F8 H4>F8 "
    "H4>F8 H4>F8 H4>F8 H4>F8 H4>F8 H7>F4 H7>F4 H3>F4 H8>F6 H8>F6 H8>F6 H2>F6 H2>F6 H2>F6 H2>F6 H2>F6 H2>F6"
)


def test_a_real_deal_is_won() -> None:
    """A numbered deal played out to the end: every move is accepted, the new helps are begun from the
    rivers only after the deal, and the game is won."""
    line = WINNING_LINE.split(" ")
    s = replay_win(SLUG, WINNING_DEAL, line)
    assert s.is_won() and s.score() == 104
    first_new_help = next(k for k, m in enumerate(line) if m.endswith(("H5", "H6", "H7", "H8")))
    assert line.index("deal") < first_new_help and "deal" not in line[first_new_help:]


# --- random play --------------------------------------------------------------------------------------

@settings(max_examples=30, deadline=None)
@given(deal=st.integers(0, 100_000), choices=st.lists(st.integers(0, 1000), max_size=150))
def test_whatever_is_played_the_rules_hold(deal: int, choices: list[int]) -> None:
    """Random play: each foundation is one suit from its ace in sequence; while the pack lasts the four
    help packets are never empty and the new helps are; no card move ever places a card on the rivers;
    a row is dealt only when no vacancy waits in the rivers."""
    s = patience.new_game(SLUG, deal)
    for choice in choices:
        legal = s.legal_moves()
        if not legal:
            break
        move = legal[choice % len(legal)]
        before = {r: s.pile(r) for r in RIVER_NAMES}
        if move.kind == "deal":
            assert all(len(s.pile(r)) >= s.counters["rounds"] + 1 for r in RIVER_NAMES)
        s.apply(move)
        if move.kind == "move":
            assert all(before[r][: len(s.pile(r))] == s.pile(r) for r in RIVER_NAMES)
        if s.pile("P"):
            assert all(s.pile(h) for h in HELPS) and not any(s.pile(h) for h in NEW_HELPS)
        for f, ace in ACES.items():
            assert shown(s, f) == up(ace[-1], "K").split()[: len(s.pile(f))]
