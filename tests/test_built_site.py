"""The built book (``make build``) is whole and works offline: it loads nothing from outside itself.

``make test`` builds the book first, so these run there; on their own they need ``_build/html``.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import patience

SITE = Path(__file__).resolve().parent.parent / "_build" / "html"
pytestmark = pytest.mark.skipif(not (SITE / "index.html").exists(),
                                reason="the book is not built: run `make build` (make test does)")

# Attributes that make a browser fetch something when the page loads.
LOADING = re.compile(r"<(script|link|img|iframe|source|audio|video)\b[^>]*?\b(src|href)=[\"']([^\"']+)[\"']", re.I)
CSS_URL = re.compile(r"url\(\s*[\"']?(https?:)?//", re.I)


def pages() -> list[Path]:
    return sorted(SITE.rglob("*.html"))


def test_every_game_has_a_built_page() -> None:
    for entry in patience.BOOK:
        assert (SITE / "book" / "games" / f"{entry.number:02d}-{entry.slug}.html").exists(), entry.slug


def test_no_page_loads_anything_from_outside() -> None:
    outside = []
    for page in pages():
        for tag, _, url in LOADING.findall(page.read_text(encoding="utf-8", errors="replace")):
            if re.match(r"^(https?:)?//", url) and not (tag.lower() == "link" and "canonical" in url):
                outside.append(f"{page.relative_to(SITE)}: <{tag}> {url}")
    for css in SITE.rglob("*.css"):
        if CSS_URL.search(css.read_text(encoding="utf-8", errors="replace")):
            outside.append(f"{css.relative_to(SITE)}: url() to an outside host")
    assert not outside, "\n".join(outside[:20])


def test_playable_games_show_their_tableau_and_the_others_say_so() -> None:
    playable = {g.slug for g in patience.games()}
    for entry in patience.BOOK:
        html = (SITE / "book" / "games" / f"{entry.number:02d}-{entry.slug}.html").read_text(encoding="utf-8")
        if entry.slug in playable:
            assert 'class="tableau"' in html and "<svg" in html, entry.slug
        else:
            assert "Not yet playable" in html, entry.slug
