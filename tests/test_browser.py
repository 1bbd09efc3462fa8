"""The built book in a real browser (Playwright driving Debian's Chromium), offline.

Every request that is not to the local server is blocked and recorded. A game page shows its board
without any kernel; "Play live" starts Python in the page; a legal move made by clicking redraws the
board; an illegal try shows the rule's words. The time from click to redrawn board is printed.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path
from typing import Iterator

import pytest

import patience

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "_build" / "html"
sys.path.insert(0, str(ROOT / "scripts"))

pytestmark = pytest.mark.skipif(
    not (SITE / "index.html").exists() or not shutil.which("chromium"),
    reason="needs the built book and Debian's chromium: run `make test`",
)

CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]

# Click a card, resolve when the board has redrawn (data-drawn changes), timed by the page's clock.
CLICK_AND_WAIT = """
async ([pile, index]) => {
  const root = document.querySelector('.live-board.patience-board');
  const before = root.dataset.drawn;
  const selector = index === null ? `[data-pile="${pile}"]` : `[data-pile="${pile}"] [data-index="${index}"]`;
  const target = root.querySelector(selector);
  const t0 = performance.now();
  const done = new Promise((resolve, reject) => {
    const obs = new MutationObserver(() => {
      if (root.dataset.drawn !== before) {
        obs.disconnect();
        resolve({ms: performance.now() - t0, message: root.querySelector('.pb-message').textContent,
                 status: root.querySelector('.pb-status').textContent});
      }
    });
    obs.observe(root, {attributes: true});
    setTimeout(() => { obs.disconnect(); reject(new Error('no redraw within 20 s')); }, 20000);
  });
  const opts = {bubbles: true, pointerId: 1};
  target.dispatchEvent(new PointerEvent('pointerdown', opts));
  target.dispatchEvent(new PointerEvent('pointerup', opts));
  return await done;
}
"""


@pytest.fixture(scope="module")
def site() -> Iterator[str]:
    from serve import serve_in_thread

    server, url = serve_in_thread(SITE)
    yield url
    server.shutdown()


@pytest.fixture(scope="module")
def browser_page(site: str) -> Iterator[tuple[object, list[str], list[str]]]:
    from playwright.sync_api import sync_playwright

    blocked: list[str] = []
    errors: list[str] = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=shutil.which("chromium"), args=CHROMIUM_ARGS)
        context = browser.new_context(viewport={"width": 1200, "height": 1000})

        def route(request_route: object) -> None:
            url = request_route.request.url  # type: ignore[attr-defined]
            if url.startswith(site) or url.startswith(("data:", "blob:")):
                request_route.continue_()  # type: ignore[attr-defined]
            else:
                blocked.append(url)
                request_route.abort()  # type: ignore[attr-defined]

        context.route("**/*", route)
        page = context.new_page()
        page.on("pageerror", lambda e: errors.append(str(e)))
        yield page, blocked, errors
        browser.close()


def first_card_move(slug: str) -> tuple[str, str, int, str]:
    """A legal card move at deal 1, with the card index of its source, and a covered card to try."""
    state = patience.new_game(slug, 1)
    move = next(m for m in state.legal_moves() if m.kind == "move")
    src = move.args[0]
    covered = next(name for name in state.table.names if len(state.pile(name)) >= 2)
    return src, move.args[1], len(state.pile(src)) - 1, covered


def test_a_game_page_plays_live_offline(site: str, browser_page: tuple, capsys: pytest.CaptureFixture[str]) -> None:
    page, blocked, errors = browser_page
    page.goto(site + "book/games/10-fortress.html")
    page.wait_for_selector(".patience-board .pb-svg svg", timeout=30_000)
    assert page.locator(".patience-board .pb-svg svg [data-pile]").count() >= 14, "the static board is drawn"

    labels = "(sel) => [...document.querySelectorAll(sel + ' .card')].map((c) => c.getAttribute('aria-label'))"
    static_cards = page.evaluate(labels, ".patience-board .pb-svg")

    start = page.locator("button.live-play").first
    assert start.count() == 1, "the page offers live play"
    start.click()
    page.wait_for_selector(".live-board.patience-board .pb-svg svg", timeout=120_000)
    # Pyodide runs Python 3.14; the page was built with the machine's Python: the same deal 1.
    assert page.evaluate(labels, ".live-board.patience-board .pb-svg") == static_cards
    status = page.locator(".live-play-status").first.text_content() or ""
    report = [f"live play: {status}"]
    assert "Live" in status

    src, dst, index, covered = first_card_move("fortress")
    first = page.evaluate(CLICK_AND_WAIT, [src, index])
    second = page.evaluate(CLICK_AND_WAIT, [dst, None])
    report.append(f"click to redrawn board: select {first['ms']:.0f} ms, move {second['ms']:.0f} ms")
    assert "1 move" in second["status"], second
    assert page.locator(f'.live-board.patience-board [data-pile="{dst}"] .card').count() >= 1

    illegal = page.evaluate(CLICK_AND_WAIT, [covered, 0])
    report.append(f"illegal try answered in {illegal['ms']:.0f} ms: {illegal['message']}")
    with capsys.disabled():  # the figures are wanted in every run's output, not only on failure
        print("\n" + "\n".join(f"[browser] {line}" for line in report))
    assert illegal["message"].startswith("Rule I: only the outside cards"), illegal
    assert "1 move" in illegal["status"]

    assert not blocked, f"requests outside the site: {blocked[:5]}"
    assert not errors, f"page errors: {errors[:5]}"


def test_a_static_board_says_it_is_a_picture(site: str, browser_page: tuple) -> None:
    page, blocked, _ = browser_page
    page.goto(site + "book/games/12-sultan.html")
    page.wait_for_selector(".patience-board .pb-svg svg", timeout=30_000)
    page.locator('.patience-board [data-pile="D1"]').first.dispatch_event("pointerup")
    page.wait_for_function(
        "document.querySelector('.patience-board .pb-message').textContent.includes('picture')", timeout=10_000)
    assert not blocked
