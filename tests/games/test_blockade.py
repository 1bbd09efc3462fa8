"""The Blockade (No. 8), tested from the 1914 text, rule by rule and paragraph by paragraph."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st
from support import fillers, refused, shown

import patience
from patience.cards import packs
from patience.deals import shuffled
from patience.games.blockade import BOOK_TABLEAU, COLUMN_NAMES
from patience.state import State

SLUG = "blockade"
FOUNDATIONS = tuple(f"F{k}" for k in range(1, 9))
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


def up(suit: str, last: str) -> str:
    """A foundation from its ace up to ``last``."""
    return " ".join(f"{r}{suit}" for r in RANKS[: RANKS.index(last) + 1])


def top_first(text: str) -> str:
    """A pack written top card first, as the engine holds it (top card last)."""
    return " ".join(reversed(text.split()))


def table(piles: dict[str, str], rows: int = 1) -> State:
    """A position with ``rows`` rows dealt (the depth each column is kept to): the columns the test
    names as it gives them, every other column full, its lowest card one that nothing in the test can
    be married to or take, the cards above it from what the two packs have left (never available)."""
    others = [c for c in COLUMN_NAMES if c not in piles]
    lowest = fillers(piles, len(others))
    left = Counter(str(c) for c in packs(2)) - Counter(t for text in [*piles.values(), *lowest] for t in text.split())
    covered = [c for c in sorted(left.elements(), key=lambda t: (t[-1], t)) if not c.startswith("A")]
    full = dict(piles)
    for name, card in zip(others, lowest):
        full[name] = " ".join([*(covered.pop() for _ in range(rows - 1)), card])
    return patience.arrange(SLUG, full, {"rounds": rows - 1})


def names(s: State) -> list[str]:
    return [str(m) for m in s.legal_moves()]


# --- the deal ---------------------------------------------------------------------------------------

def test_deal_out_twelve_cards_in_a_horizontal_line() -> None:
    """'Deal out twelve cards in a horizontal line. Aces may be played as they appear': each ace dealt
    goes up, and the next card takes its place (note blockade-2)."""
    for deal in (0, 3, 58, 901):
        s = patience.new_game(SLUG, deal)
        pack = shuffled(packs(2), SLUG, deal)  # the engine's shuffle, top card last
        row, aces = [], []
        while len(row) < 12:
            card = pack.pop()
            (aces if str(card).startswith("A") else row).append(str(card))
        assert [shown(s, c) for c in COLUMN_NAMES] == [[card] for card in row]
        assert [shown(s, f) for f in FOUNDATIONS[: len(aces)]] == [[ace] for ace in aces]
        assert not any(s.pile(f) for f in FOUNDATIONS[len(aces):])
        assert s.pile("P") == tuple(pack)
        assert Counter(int(c) for c in s.all_cards()) == Counter(int(c) for c in packs(2))
        assert set(s.view()["P"]) == {None}  # the pack is face down
    game = patience.game(SLUG)
    piles = {g.name: g.piles for g in game.groups}
    assert len({p.y for p in piles["rows"]}) == 1 and len(piles["rows"]) == 12  # a horizontal line of twelve
    assert [p.x for p in piles["rows"]] == sorted(p.x for p in piles["rows"])
    assert len(piles["foundations"]) == 8 and all(p.y < piles["rows"][0].y for p in piles["foundations"])


def test_an_ace_dealt_goes_up_and_the_next_card_takes_its_place() -> None:
    """'Aces may be played as they appear, but no other card can be played until the row is complete':
    the row is one move (``deal``); an ace goes up as it is dealt, a deuce dealt after it stays in the
    row, and is played only once the row is complete."""
    s = table({"C1": "9S", "P": top_first("AH 2H 5C AD AH 3D 4D 5D 6D 7D 8D 9D 10D 2S 3S KS")}, rows=1)
    s.apply("deal")
    assert shown(s, "F1") == ["AH"] and shown(s, "F2") == ["AD"] and shown(s, "F3") == ["AH"]
    assert [shown(s, c)[-1] for c in COLUMN_NAMES] == ["2H", "5C", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "10D",
                                                       "2S", "3S"]
    assert shown(s, "P") == ["KS"]
    assert "C1>F1" in names(s)  # the row complete, the deuce is played
    s.apply("C1>F1")
    assert shown(s, "F1") == ["AH", "2H"]


def test_each_row_is_dealt_underneath_until_the_pack_is_exhausted() -> None:
    """'You continue to deal out successive rows until the pack is exhausted': twelve cards a row, one
    on each column; the 96 cards that are not aces make eight rows (note blockade-1)."""
    s = patience.new_game(SLUG, 12)
    for rows in range(2, 9):
        s.apply("deal")
        assert [len(s.pile(c)) for c in COLUMN_NAMES] == [rows] * 12
        assert s.counters["rounds"] == rows - 1
    assert not s.pile("P") and sum(len(s.pile(f)) for f in FOUNDATIONS) == 8
    assert not any(str(c).startswith("A") for c in COLUMN_NAMES for c in s.pile(c))
    refused(s, "deal", "the pack is exhausted")


def test_the_next_row_may_be_dealt_while_cards_could_still_be_played() -> None:
    """'When neither can be done, deal out another row': the player's pause, not a rule the engine
    holds him to (note blockade-4): the deal is offered beside the plays and marriages."""
    s = table({"C1": "6D", "C2": "7D", "F1": "AS 2S", "C3": "3S", "P": top_first("KC KH QH")})
    assert names(s) == ["C1>C2", "C3>F1", "deal"]


# --- the foundations ----------------------------------------------------------------------------------

def test_the_eight_aces_are_the_foundation_cards_in_the_order_they_come() -> None:
    """'The eight aces are the foundation cards': an empty place takes an ace, the next place in the
    line (note blockade-2)."""
    s = table({"F1": "AS", "C1": "AH", "C2": "5H"})
    refused(s, "C2>F2", "an empty place takes an ace")
    refused(s, "C1>F3", "placed in the line above in the order they come")
    s.apply("C1>F2")
    assert shown(s, "F2") == ["AH"]


def test_rule_II_the_foundations_must_follow_suit() -> None:
    """Rule II: 'The foundations must follow suit.'"""
    s = table({"F1": "AH 2H", "F2": "AS", "C1": "3D", "C2": "2C", "C3": "3H"})
    refused(s, "C1>F1", "Rule II: the foundations must follow suit")
    refused(s, "C2>F2", "Rule II: the foundations must follow suit")
    s.apply("C3>F1")
    assert shown(s, "F1") == ["AH", "2H", "3H"]


def test_the_aces_ascend_in_sequence_to_kings() -> None:
    """'... and are to ascend in sequence to kings': no card may skip one, and a king ends the foundation;
    either of two foundations of a suit takes the next card of its own."""
    s = table({"F1": "AH", "F2": "AH 2H 3H", "C1": "3H", "C2": "4H", "C3": "2H"})
    refused(s, "C1>F1", "are to ascend in sequence to kings")
    assert {"C2>F2", "C3>F1"} <= set(names(s)) and "C1>F2" not in names(s)
    done = table({"F1": up("C", "K"), "C1": "KC"})
    refused(done, "C1>F1", "that foundation is complete")


def test_cards_on_the_foundations_stay_there_and_the_pack_is_only_dealt() -> None:
    """The pack is dealt in rows and refills the vacancies; nothing is placed on it; a card once played
    stays on its foundation."""
    s = table({"F1": "AH 2H", "C1": "3S", "P": top_first("4S 5S")})
    refused(s, "F1>C1", "cards on the foundations stay there")
    refused(s, "P>C1", "the pack is dealt in rows and refills the vacancies")
    refused(s, "C1>P", "nothing is placed on the pack")


# --- Rule I: each row blocks the one above it ----------------------------------------------------------

def test_rule_I_each_row_blocks_the_preceding_one() -> None:
    """Rule I: 'All cards in the first row are available, but as each row is placed it blocks the
    preceding one. The removal of any card in the lower rows releases the one immediately above it.'"""
    s = table({"C1": "9S 2H", "C2": "10S", "F1": "AH"}, rows=2)
    refused(s, "C1@1>C2", "Rule I: as each row is placed it blocks the preceding one")
    assert names(s) == ["C1>F1"]  # the nine of spades is blocked by the deuce below it
    s.apply("C1>F1")  # the removal of the card in the lower row ...
    s.apply("C1>C2")  # ... releases the one immediately above it
    assert shown(s, "C2") == ["10S", "9S"]


def test_a_row_blocks_only_the_card_above_it() -> None:
    """'... all cards are available that have no others below them': each column's lowest card, in
    whatever row it lies (note blockade-1)."""
    s = table({"C1": "AH 9S", "C2": "AD", "F1": "AC"}, rows=2)
    assert "C2>F2" in names(s) and not any(m.startswith("C1") for m in names(s))


# --- marrying ---------------------------------------------------------------------------------------

def test_marry_in_descending_line() -> None:
    """'... and then marry in descending line': the next lower card of the same suit on the lowest card of
    another column, placed exactly over it, and it is then that column's available card (note
    blockade-3)."""
    s = table({"C1": "7D", "C2": "6D", "C3": "6H", "C4": "5D", "C5": "8D"})
    refused(s, "C3>C1", "marry in descending line")  # another suit
    refused(s, "C4>C1", "marry in descending line")  # not the next lower
    refused(s, "C5>C1", "marry in descending line")  # ascending
    s.apply("C2>C1")
    s.apply("C4>C1")
    assert shown(s, "C1") == ["7D", "6D", "5D"]
    refused(s, "C1@2>C5", "Rule I")  # a card married over is covered like any other


def test_a_card_married_over_counts_among_its_columns_cards() -> None:
    """The engine counts a column's places by its cards (note blockade-3): a card married onto the lowest
    card of a column with a vacancy below it is counted in that vacancy's stead."""
    s = table({"C1": "7D", "C2": "QS 6D", "P": top_first("KH KC QH QC")}, rows=2)
    s.apply("C2>C1")
    assert shown(s, "C1") == ["7D", "6D"] and shown(s, "C2") == ["QS"]
    s.apply("refill")
    assert shown(s, "C1") == ["7D", "6D"] and shown(s, "C2") == ["QS", "KH"]


# --- the vacancies ----------------------------------------------------------------------------------

def test_the_vacancies_are_refilled_from_the_pack_by_the_move_refill() -> None:
    """'The vacancies thus caused must be immediately refilled from the pack, then again play and marry':
    the move ``refill`` refills every vacancy, and no row is dealt while one waits (note blockade-4)."""
    s = table({"C1": "6D", "C2": "7D", "C3": "9H", "P": top_first("KH QC KC QH 2S KS 3S QS 4S JS 5S 10S 6S")})
    refused(s, "refill", "there is no vacancy to refill")
    s.apply("C1>C2")
    assert not s.pile("C1") and names(s) == ["refill"]
    refused(s, "deal", "the vacancies must be immediately refilled from the pack before another row is dealt")
    s.apply("refill")
    assert shown(s, "C1") == ["KH"] and shown(s, "C2") == ["7D", "6D"]
    assert "deal" in names(s) and "refill" not in names(s)
    s.apply("deal")
    assert [len(s.pile(c)) for c in COLUMN_NAMES] == [2, 3] + [2] * 10
    s.undo()
    s.undo()
    assert not s.pile("C1") and len(s.pile("P")) == 13


def test_a_vacancy_is_refilled_from_the_pack_and_from_nothing_else() -> None:
    """'... must be immediately refilled from the pack': no card is moved into it from the rows."""
    s = table({"C1": "", "C2": "9H", "P": top_first("KD QD")})
    refused(s, "C2>C1", "the vacancies must be refilled from the pack, and from nothing else")
    s.apply("refill")
    assert shown(s, "C1") == ["KD"]


def test_the_card_above_a_vacancy_is_released_before_the_refill() -> None:
    """Rule I: 'The removal of any card in the lower rows releases the one immediately above it': the
    vacancy waits while the player plays and marries, so the card above it is released; refilled after
    every move, no card above could ever be released while the pack lasts (note blockade-4)."""
    s = table({"C1": "5D 6S", "C2": "7S", "C3": "6D", "P": top_first("KH KC KS")}, rows=2)
    s.apply("C1>C2")  # the six of spades, in the lower row, married ...
    assert "C1>C3" in names(s) and "refill" in names(s)  # ... releases the five of diamonds above it
    s.apply("C1>C3")
    assert shown(s, "C3") == ["6D", "5D"]
    s.apply("refill")  # both of the first column's places, the higher first
    assert shown(s, "C1") == ["KH", "KC"]


def test_vacancies_in_the_higher_rows_are_refilled_first() -> None:
    """'In the course of the game vacancies will often be made in the higher rows. These must always be
    refilled first': the highest vacancy first, then row by row, left to right in each (note
    blockade-5)."""
    s = table({"C1": "9S", "C5": "KD 9H", "C9": "9C", "P": top_first("2D 3D 4D 5D 6D 7D")}, rows=3)
    s.apply("refill")
    # the second row: C1, C9; the third: C1, C5, C9
    assert shown(s, "C1") == ["9S", "2D", "4D"]
    assert shown(s, "C9") == ["9C", "3D", "6D"]
    assert shown(s, "C5") == ["KD", "9H", "5D"]
    assert shown(s, "P") == ["7D"]


def test_each_row_dealt_makes_one_more_place_in_each_column() -> None:
    """'... deal out another row underneath the first, and, when it is complete, play, marry, and refill
    spaces as before': a column emptied after the second row is dealt has two vacancies, refilled the
    higher first."""
    s = table({"C1": "4C", "F1": "AC 2C", "P": top_first("3C " + " ".join(["KH"] * 11) + " QS KS")})
    s.apply("deal")
    assert shown(s, "C1") == ["4C", "3C"]
    s.apply("C1>F1")
    s.apply("C1>F1")
    assert not s.pile("C1") and s.depth_of(s.table.group_of[s.index("C1")]) == 2
    s.apply("refill")
    assert shown(s, "C1") == ["QS", "KS"]


def test_when_the_pack_is_exhausted_nothing_refills() -> None:
    """'You continue to deal out successive rows until the pack is exhausted': a vacancy made then stays;
    the game goes on with the plays and marriages left, and is over when none is left."""
    s = table({"C1": "6D", "C2": "7D", "F1": "AS", "C3": "2S", "P": ""})
    s.apply("C1>C2")
    refused(s, "refill", "or the pack is exhausted")
    refused(s, "deal", "the pack is exhausted")
    assert names(s) == ["C3>F1"]
    s.apply("C3>F1")
    assert names(s) == [] and s.is_over() and not s.is_won()


def test_the_pack_running_short_refills_the_highest_vacancies() -> None:
    """A refill takes the pack's last cards to the highest vacancies; the rest stay empty."""
    s = table({"C1": "", "C2": "", "C3": "QD", "P": top_first("KH KS")}, rows=2)
    s.apply("refill")
    assert shown(s, "C1") == ["KH"] and shown(s, "C2") == ["KS"] and shown(s, "C3") == ["QD"]
    assert "refill" not in names(s) and "deal" not in names(s)


def test_a_last_row_the_pack_cannot_complete() -> None:
    """The last row has as many cards as the pack has left, from the left; its places beyond stay empty."""
    s = table({"P": top_first("2D 3D 4D 5D 6D")})
    s.apply("deal")
    assert [len(s.pile(c)) for c in COLUMN_NAMES] == [2] * 5 + [1] * 7
    refused(s, "refill", "or the pack is exhausted")


def test_an_ace_refilled_is_laid_in_its_vacancy() -> None:
    """Aces 'played as they appear' go up as the rows are dealt (note blockade-2); an ace turned up to
    refill a vacancy is laid in it like any other card, and played from there when it is available."""
    s = table({"C1": "", "P": top_first("AH KS")})
    s.apply("refill")
    assert shown(s, "C1") == ["AH"] and not s.pile("F1")
    s.apply("C1>F1")
    assert shown(s, "F1") == ["AH"]


# --- the end ------------------------------------------------------------------------------------------

def test_won_when_the_eight_aces_have_ascended_to_kings() -> None:
    """The eight aces ascend in sequence to kings: won with all 104 cards on the foundations."""
    full = {f: up(suit, "K") for f, suit in zip(FOUNDATIONS, "HHDDCCSS")}
    s = patience.arrange(SLUG, {**full, "F8": up("S", "Q"), "C4": "KS"})
    assert not s.is_won() and names(s) == ["C4>F8"]
    s.apply("C4>F8")
    assert s.is_won() and s.is_over() and s.score() == 104


def test_there_is_no_redeal() -> None:
    """'There is no re-deal.'"""
    s = table({"C1": "9H", "P": ""})
    refused(s, "redeal", "there is no re-deal")
    assert s.is_over()


# --- the book's tableau ----------------------------------------------------------------------------------

def test_the_book_tableau_is_the_first_line() -> None:
    """The book's picture (note blockade-6): the first line of twelve, with no ace in it, under the
    eight empty places of the aces."""
    assert len(BOOK_TABLEAU) == 12 and not any(t.startswith("A") for t in BOOK_TABLEAU.values())
    s = patience.arrange(SLUG, BOOK_TABLEAU)
    assert not any(s.pile(f) for f in FOUNDATIONS)
    from patience.book.pages import book_tableau

    assert book_tableau(SLUG, note="blockade-6").html.count('class="card"') == 12


def test_the_book_tableau_played_as_the_text_says() -> None:
    """'When the first line is placed, play any suitable cards, and then marry in descending line ...
    The vacancies thus caused must be immediately refilled from the pack, then again play and marry.
    When neither can be done, deal out another row underneath the first.' In the picture no card can be
    played (there is no ace) and four marry: the queen of clubs on the king, the six of diamonds on the
    seven, the nine of clubs on the ten, the deuce of spades on the three."""
    s = patience.arrange(SLUG, {**BOOK_TABLEAU, "P": top_first("8S 4H 8C 9H KS JS 4D 10H 8H JD")})
    assert names(s) == ["C7>C4", "C8>C6", "C10>C3", "C11>C2", "deal"]
    for move in ("C11>C2", "C7>C4", "C10>C3", "C8>C6"):
        s.apply(move)
    assert shown(s, "C2") == ["KC", "QC"] and shown(s, "C3") == ["3S", "2S"]
    assert shown(s, "C4") == ["7D", "6D"] and shown(s, "C6") == ["10C", "9C"]
    assert names(s) == ["refill"]
    s.apply("refill")  # the four vacancies, from the left
    assert [shown(s, c) for c in ("C7", "C8", "C10", "C11")] == [["8S"], ["4H"], ["8C"], ["9H"]]
    assert names(s) == ["C8>C1", "C10>C6", "deal"]  # again marry: the four of hearts, the eight of clubs
    s.apply("C8>C1")
    s.apply("C10>C6")
    s.apply("refill")
    assert [shown(s, c) for c in ("C8", "C10")] == [["KS"], ["JS"]]
    assert shown(s, "C6") == ["10C", "9C", "8C"]
    s.apply("deal")  # neither can be done: another row underneath the first
    assert [shown(s, c)[-1] for c in COLUMN_NAMES[:3]] == ["4D", "10H", "8H"]


# --- random play --------------------------------------------------------------------------------------

@settings(max_examples=30, deadline=None)
@given(deal=st.integers(0, 100_000), choices=st.lists(st.integers(0, 1000), max_size=150))
def test_whatever_is_played_the_rules_hold(deal: int, choices: list[int]) -> None:
    """Random play: each foundation is one suit from its ace in sequence; a row is dealt only when no
    vacancy waits (or the pack cannot fill it); no ace is ever dealt into a row."""
    s = patience.new_game(SLUG, deal)
    for choice in choices:
        legal = s.legal_moves()
        if not legal:
            break
        move = legal[choice % len(legal)]
        if move.kind == "deal":
            assert all(len(s.pile(c)) >= s.counters["rounds"] + 1 for c in COLUMN_NAMES)
            aces_before = sum(1 for f in FOUNDATIONS if s.pile(f))
            in_rows = sum(1 for c in COLUMN_NAMES for card in s.pile(c) if str(card).startswith("A"))
        s.apply(move)
        if move.kind == "deal":
            assert sum(1 for c in COLUMN_NAMES for card in s.pile(c) if str(card).startswith("A")) == in_rows
            assert sum(1 for f in FOUNDATIONS if s.pile(f)) >= aces_before
        for f in FOUNDATIONS:
            pile = shown(s, f)
            if pile:
                assert pile == up(pile[0][-1], "K").split()[: len(pile)]
        started = [bool(s.pile(f)) for f in FOUNDATIONS]
        assert started == sorted(started, reverse=True)  # the places fill in a line, in order
