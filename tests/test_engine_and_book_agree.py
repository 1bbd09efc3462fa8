"""The engine and the book point at each other: notes the engine follows exist on the pages,
every game page draws its tableau from the engine, and the registry matches the book's contents."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import patience
from patience.book import pages
from patience.book.pages import contents_table, tableau

BOOK = Path(__file__).resolve().parent.parent / "book"


def page_sources(slug: str) -> str:
    entry = next(e for e in patience.BOOK if e.slug == slug)
    page = BOOK / "games" / f"{entry.number:02d}-{slug}.md"
    notes = BOOK / "games" / "notes" / f"{slug}.md"
    text = page.read_text(encoding="utf-8")
    if notes.exists():
        assert f"notes/{slug}.md" in text, f"{page.name} must include its notes file"
        text += notes.read_text(encoding="utf-8")
    return text


@pytest.mark.parametrize("slug", [g.slug for g in patience.games()])
def test_every_note_the_engine_follows_is_on_the_page(slug: str) -> None:
    text = page_sources(slug)
    for note in patience.game(slug).notes:
        assert f"(note-{note})=" in text, f"the engine's note {note} has no labelled note on the page"


@pytest.mark.parametrize("entry", patience.BOOK, ids=lambda e: e.slug)
def test_every_game_page_draws_its_tableau_from_the_engine(entry: patience.BookEntry) -> None:
    page = (BOOK / "games" / f"{entry.number:02d}-{entry.slug}.md").read_text(encoding="utf-8")
    assert re.search(rf'tableau\("{re.escape(entry.slug)}"\)', page)
    html = tableau(entry.slug).html
    if entry.slug in {g.slug for g in patience.games()}:
        assert html.count('class="card') >= 8 and "<svg" in html  # faces and backs alike
    else:
        assert "Not yet playable" in html and "<svg" not in html


def test_contents_marks_exactly_the_registered_games_playable() -> None:
    html = contents_table().html
    assert html.count("playable</td>") == len(patience.games())
    assert html.count("<tr><td>") == 47


@pytest.mark.parametrize("entry", patience.BOOK, ids=lambda e: e.slug)
def test_the_catalogue_heading_is_the_pages_title(entry: patience.BookEntry) -> None:
    page = (BOOK / "games" / f"{entry.number:02d}-{entry.slug}.md").read_text(encoding="utf-8")
    assert f"\n# {entry.heading}\n" in page


def test_the_appendix_says_how_many_deals_the_complete_search_decided(tmp_path: Path,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """The solver's table counts, per game, the deals the complete search decided (by any of the
    game's orderings), from the data file's ``decided_by``; older files without it show a dash."""
    import json

    decided_by = {"wide beam": {"won": 5, "lost": 0}, "complete": {"won": 2, "lost": 3},
                  "complete (other evaluation)": {"won": 1, "lost": 0}}
    data = json.loads((BOOK / "data" / "stats" / "fortress.json").read_text())
    (tmp_path / "fortress.json").write_text(json.dumps(data | {"decided_by": decided_by}))
    (tmp_path / "fifteen.json").write_text((BOOK / "data" / "stats" / "fifteen.json").read_text().replace(
        '"decided_by"', '"not_decided_by"'))
    monkeypatch.setattr(pages, "STATS", tmp_path)
    rows = {m.group(1): m.group(2) for m in re.finditer(r'html">([^<]*)</a></td>.*?<td>([^<]*)</td><td>[^<]*</td></tr>',
                                                         str(pages.solver_table()))}
    assert rows["Fortress"] == "6 (3, 3)"
    assert rows["The Fifteen"] == "—"
    assert len(rows) == 2


def test_each_page_reads_the_figures_the_stats_command_writes() -> None:
    """The pages read the data files where ``python -m patience stats`` writes them, the repository's
    book/data/stats (when the helpers moved into ``patience.book``, the pages looked in a folder that
    does not exist, and every game said it had no figures): each data file there shows on its page."""
    assert pages.STATS.resolve() == (BOOK / "data" / "stats").resolve()
    for path in sorted((BOOK / "data" / "stats").glob("*.json")):
        assert "Deals searched" in str(pages.solver_findings(path.stem)), path.stem


def test_the_solver_figures_say_what_share_was_decided(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Beside the undecided count, the page and the appendix give the share of the deals searched that
    the solver decided within its limit (the edition's aim: at least 99% for every game), from the
    data file's counts: 395 won and 2 lost of 400 is 99.2%."""
    import json

    data = json.loads((BOOK / "data" / "stats" / "fortress.json").read_text())
    data |= {"won": 395, "lost": 2, "unknown": 3, "deals": {"first": 0, "count": 400}}
    (tmp_path / "fortress.json").write_text(json.dumps(data))
    monkeypatch.setattr(pages, "STATS", tmp_path)
    assert "<td>3 (99.2% decided)</td>" in str(pages.solver_findings("fortress"))
    assert "<td>3</td><td>99.2%</td>" in str(pages.solver_table())


def test_the_appendix_sets_each_named_variant_beside_its_game() -> None:
    """Every variant that plays has its row, under its game's, linked to its place on the game's
    page (an anchor the page has), with its own figures."""
    import html

    from patience.book.catalogue import BOOK as ENTRIES, VARIANT_NAMES
    from patience.games import VARIANTS

    table = str(pages.variant_table())
    assert set(VARIANT_NAMES) == set(VARIANTS)
    for slug, variant in VARIANTS.items():
        entry = next(e for e in ENTRIES if e.slug == variant.variant_of)
        page = BOOK / "games" / f"{entry.number:02d}-{entry.slug}.md"
        assert f"({'variant-' + slug})=" in page.read_text()
        link = f'<a href="games/{entry.number:02d}-{entry.slug}.html#variant-{slug}">'
        assert link in table and table.index(f'href="games/{entry.number:02d}-{entry.slug}.html">') < table.index(link)
        data = pages.stats_for(slug)
        if data is not None:
            assert f"{link}{html.escape(VARIANT_NAMES[slug])}</a></td><td>{data['deals']['count']}</td>" \
                   f"<td>{data['won']}</td><td>{data['lost']}</td>" in table


def test_the_appendix_sets_fresh_deals_beside_the_figure_deals(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A game measured on fresh deals has one row: its figure deals' counts, then its fresh deals',
    each with its share decided; a game not so measured has none."""
    import json

    (tmp_path / "fresh").mkdir()
    figures = json.loads((BOOK / "data" / "stats" / "fortress.json").read_text())
    figures |= {"won": 390, "lost": 6, "unknown": 4, "deals": {"first": 0, "count": 400}}
    fresh = figures | {"won": 380, "lost": 8, "unknown": 12, "deals": {"first": 1000, "count": 400}}
    (tmp_path / "fortress.json").write_text(json.dumps(figures))
    (tmp_path / "fresh" / "fortress.json").write_text(json.dumps(fresh))
    (tmp_path / "sly.json").write_text((BOOK / "data" / "stats" / "sly.json").read_text())
    monkeypatch.setattr(pages, "STATS", tmp_path)
    table = str(pages.fresh_table())
    assert table.count("<tr><td>") == 1 and "Fortress" in table and "Sly" not in table
    assert ("<td>0–399</td><td>390</td><td>6</td><td>4</td><td>99.0%</td>"
            "<td>1000–1399</td><td>380</td><td>8</td><td>12</td><td>97.0%</td>") in table
