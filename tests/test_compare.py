"""The games compared (book/compare.md): words read from the rules, every game once, the chooser."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

import patience
from patience.book import compare
from patience.rules import Build, Redeal

BOOK = Path(__file__).resolve().parent.parent / "book"


def test_the_words_are_read_from_the_rules() -> None:
    fortress = patience.game("fortress")
    assert compare.words(fortress) == ["builds by marriage", "spaces filled"]
    groups = tuple(dataclasses.replace(g, build=Build.DOWN_IN_SUIT) if g.build is Build.MARRIAGE else g
                   for g in fortress.groups)
    changed = dataclasses.replace(fortress, groups=groups, redeal=Redeal.GATHER, redeals=1)
    assert compare.words(changed) == ["builds down in suit", "spaces filled", "1 re-deal"]


def test_each_game_falls_in_the_family_of_how_its_cards_come_into_play() -> None:
    assert compare.family(patience.game("fourteenth")) == "pairs"  # pairs, though it has a pack in hand
    assert compare.family(patience.game("fortress")) == "whole"
    assert compare.family(patience.game("anna")) == "talon"
    assert compare.family(patience.game("blockade")) == "rounds"
    assert compare.family(patience.game("salic-law")) == "own"
    assert "hidden cards" in compare.words(patience.game("canfield-or-klondike"))
    assert "a rule of its own" not in compare.words(patience.game("fortress"))


def test_every_playing_game_has_one_row_that_links_to_its_page() -> None:
    table = str(compare.comparison_table())
    for entry in patience.BOOK:
        href = f'href="games/{entry.number:02d}-{entry.slug}.html"'
        assert table.count(href) == (entry.slug in patience.REGISTRY)
        assert (BOOK / "games" / f"{entry.number:02d}-{entry.slug}.md").exists()


def test_the_short_words_hold_for_the_figures(monkeypatch: pytest.MonkeyPatch) -> None:
    row = next(r for r in compare.rows() if r.slug == "fortress")
    assert row.packs == 1 and row.figures is not None
    quick = row._replace(moves=compare.QUICK_MOVES, figures=row.figures | {"winnable": row.figures["winnable"] | {"low": 0.6}})
    assert compare.tags(quick) == ["one pack", "quick", "mostly won"]
    slow = quick._replace(moves=compare.QUICK_MOVES + 1, packs=2, figures=None)
    assert compare.tags(slow) == ["2 packs"]
    monkeypatch.setattr(compare, "rows", lambda: [quick, slow._replace(slug="sly", heading="Sly")])
    chosen = str(compare.chooser("one pack", "quick"))
    assert "Fortress" in chosen and "Sly" not in chosen


def test_the_chooser_names_its_words_when_asked_for_another() -> None:
    with pytest.raises(ValueError, match="'one pack', 'quick' and 'mostly won'"):
        compare.chooser("easy")
