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


def test_the_chapter_s_live_cell_plays_the_game_with_its_word_changed(site: str, browser_page: tuple) -> None:
    """How a patience is made: the reader edits the live cell's build word, runs it in the page's own
    Python, and plays a move on the changed game's board; a word the vocabulary lacks gets its reason."""
    page, blocked, errors = browser_page
    page.goto(site + "book/making.html")
    cell = page.locator(".cell.tag_live-cell").first
    cell.locator("button.live-cell-edit").click()
    code = cell.locator("textarea.live-cell-code")
    assert 'build="down-in-suit"' in code.input_value()
    code.fill(code.input_value().replace('build="down-in-suit"', 'build="sideways"'))
    cell.locator("button.live-cell-run").click()
    status = cell.locator(".live-cell-status")
    page.wait_for_function("(el) => el.textContent.startsWith('Python says')", arg=status.element_handle(),
                           timeout=120_000)
    assert "a build word is one of marriage" in (status.text_content() or "")

    code.fill(code.input_value().replace('build="sideways"', 'build="up-or-down"'))
    cell.locator("button.live-cell-run").click()
    page.wait_for_selector(".cell.tag_live-cell .live-board.patience-board .pb-svg svg", timeout=60_000)
    assert "up-or-down" in (cell.locator(".live-board .pb-title").text_content() or "")
    changed, book = patience.new_game("fortress~build=up-or-down", 1), patience.new_game("fortress", 1)
    move = next(m for m in changed.legal_moves() if m.kind == "move" and book.problem(m) is not None)
    src, dst, index = move.args[0], move.args[1], len(changed.pile(move.args[0])) - 1  # one the book refuses
    page.evaluate(CLICK_AND_WAIT, [src, index])
    moved = page.evaluate(CLICK_AND_WAIT, [dst, None])
    assert "1 move" in moved["status"], moved
    assert not blocked and not errors, (blocked[:3], errors[:3])


def test_a_position_s_link_opens_the_board_there_and_a_reload_keeps_the_game(site: str, browser_page: tuple) -> None:
    """A teacher's link (#play=GAME/DEAL/MOVES) opens the static page's board live at that position;
    a move made there survives a reload of the page (the browser's own storage), and the board's
    link button gives the new position's link."""
    page, blocked, errors = browser_page
    state = patience.new_game("fortress", 7)
    moves = []
    for _ in range(2):
        move = next(m for m in state.legal_moves() if m.kind == "move")
        state.apply(move)
        moves.append(str(move))
    page.goto("about:blank")  # a load of its own: the same page with a new fragment would not reload
    page.goto(site + "book/games/10-fortress.html#play=fortress/7/" + ",".join(moves))
    page.wait_for_selector(".live-board.patience-board .pb-svg svg", timeout=120_000)
    live = page.locator(".live-board.patience-board").first
    assert "deal 7" in (live.locator(".pb-title").text_content() or "")
    assert "2 moves" in (live.locator(".pb-status").text_content() or "")
    assert "2 moves made again" in (live.locator(".pb-message").text_content() or "")

    src, dst, index, _ = first_move_after("fortress", 7, moves)
    page.evaluate(CLICK_AND_WAIT, [src, index])
    page.evaluate(CLICK_AND_WAIT, [dst, None])
    live.locator('[data-keep="link"]').click()
    assert page.evaluate("decodeURIComponent(location.hash)") == "#play=fortress/7/" + ",".join([*moves, f"{src}>{dst}"])

    page.goto(site + "book/games/10-fortress.html")
    page.reload()
    button = page.locator("button.live-play").first
    assert "Go on with your game (deal 7, 3 moves)" in (button.text_content() or "")
    button.click()
    page.wait_for_selector(".live-board.patience-board .pb-svg svg", timeout=60_000)
    assert "3 moves" in (page.locator(".live-board .pb-status").first.text_content() or "")
    page.evaluate("localStorage.clear()")
    assert not blocked and not errors, (blocked[:3], errors[:3])


def test_a_link_followed_on_the_page_already_open_opens_its_position(site: str, browser_page: tuple) -> None:
    """A #play link followed while its page is open (a fragment change, no reload) still opens the
    board at the link's position, even over a board already live."""
    page, blocked, errors = browser_page
    page.goto("about:blank")
    page.goto(site + "book/games/10-fortress.html")
    page.evaluate("localStorage.clear()")
    page.locator("button.live-play").first.click()
    page.wait_for_selector(".live-board.patience-board .pb-svg svg", timeout=120_000)
    title = ".live-board.patience-board .pb-title"
    assert "deal 1" in (page.locator(title).first.text_content() or "")
    page.evaluate("location.hash = '#play=fortress/7/'")
    page.wait_for_function(f"(document.querySelector({title!r}) || {{}}).textContent?.includes('deal 7')", timeout=60_000)
    assert page.locator(".live-board.patience-board").count() == 1
    page.evaluate("history.replaceState(null, '', location.pathname); localStorage.clear()")
    assert not blocked and not errors, (blocked[:3], errors[:3])


def first_move_after(slug: str, deal: int, moves: list[str]) -> tuple[str, str, int, str]:
    state = patience.new_game(slug, deal)
    for m in moves:
        state.apply(m)
    move = next(m for m in state.legal_moves() if m.kind == "move")
    return move.args[0], move.args[1], len(state.pile(move.args[0])) - 1, ""


def test_a_deal_is_played_to_its_first_foundation_card_by_keyboard_alone(site: str, browser_page: tuple) -> None:
    """Tab to the board's piles, arrows between them, Enter to pick up and put down: each choice and
    each refusal is announced in the board's live region."""
    page, blocked, errors = browser_page
    page.goto(site + "book/games/10-fortress.html")
    page.evaluate("localStorage.clear()")
    page.locator("button.live-play").first.click()
    page.wait_for_selector(".live-board.patience-board .pb-svg svg", timeout=120_000)
    line = patience.solve("fortress", 1).moves  # deal 1 is won: its line up to the first card played up
    line = line[: next(k for k, m in enumerate(line) if ">F" in m) + 1]
    order = page.evaluate("[...document.querySelectorAll('.live-board [data-pile]')].map((p) => p.dataset.pile)")
    message = page.locator(".live-board .pb-message").first
    status = page.locator(".live-board .pb-status").first

    def go_to(pile: str) -> None:
        page.locator(f'.live-board [data-pile="{order[0]}"]').first.focus()  # where Tab lands first
        for _ in range(order.index(pile)):
            page.keyboard.press("ArrowRight")
        assert page.evaluate("document.activeElement.dataset.pile") == pile

    for number, move in enumerate(line, 1):
        src, dst = move.split(">")
        go_to(src)
        page.keyboard.press("Enter")
        page.wait_for_function("(el) => el.textContent.startsWith('chosen')", arg=message.element_handle())
        assert dst in (message.text_content() or "").split("it can go to ")[1], "the legal places are announced"
        go_to(dst)
        page.keyboard.press("Enter")
        page.wait_for_function(f"(el) => el.textContent.includes('{number} move')", arg=status.element_handle())
    assert "1 card on the foundations" in (status.text_content() or "")
    state = patience.new_game("fortress", 1)
    for move in line:
        state.apply(move)
    src, dst = next((a, b) for a in order for b in order if a != b and a[0] in "LR" and b[0] in "LR"
                    and state.pile(a) and state.pile(b) and state.problem(patience.parse_move(f"{a}>{b}")))
    go_to(src)
    page.keyboard.press("Enter")
    page.wait_for_function("(el) => el.textContent.startsWith('chosen')", arg=message.element_handle())
    go_to(dst)
    page.keyboard.press("Enter")  # a refusal, announced in the rule's words
    refusal = state.problem(patience.parse_move(f"{src}>{dst}"))
    page.wait_for_function("([el, text]) => el.textContent === text", arg=[message.element_handle(), refusal])
    assert page.locator(".live-board .pb-message").first.get_attribute("aria-live") == "assertive"
    assert not blocked and not errors, (blocked[:3], errors[:3])


def test_show_me_steps_through_the_solver_s_line_and_back(site: str, browser_page: tuple) -> None:
    page, blocked, errors = browser_page
    page.goto(site + "book/games/10-fortress.html")
    page.evaluate("localStorage.clear()")
    page.locator("button.live-play").first.click()
    page.wait_for_selector(".live-board.patience-board .pb-svg svg", timeout=120_000)
    live = page.locator(".live-board.patience-board").first
    status = live.locator(".pb-status")
    live.locator('[data-lesson="on"]').click()
    page.wait_for_function("(el) => el.textContent.includes('1 move')", arg=status.element_handle(), timeout=30_000)
    assert (live.locator(".pb-message").text_content() or "").startswith("show me: move 1 of ")
    live.locator('[data-lesson="back"]').click()
    page.wait_for_function("(el) => el.textContent.includes('0 moves')", arg=status.element_handle())
    live.locator(".pb-pace").select_option("400")
    live.locator('[data-lesson="play"]').click()
    page.wait_for_function("(el) => /[3-9] moves|\\d\\d+ moves/.test(el.textContent)", arg=status.element_handle(),
                           timeout=30_000)
    live.locator('[data-lesson="play"]').click()  # pause
    assert (live.locator('[data-lesson="play"]').text_content() or "") == "Play the line"
    page.evaluate("localStorage.clear()")
    assert not blocked and not errors, (blocked[:3], errors[:3])


def test_the_python_console_starts_and_runs_a_line_of_the_engine(site: str, browser_page: tuple) -> None:
    page, blocked, errors = browser_page
    page.goto(site + "book/console.html")
    page.get_by_text("Start", exact=True).first.click()
    frame = page.frame_locator("iframe").first
    frame.locator(".jp-CodeConsole-promptCell .cm-content").wait_for(timeout=120_000)
    frame.locator(".patience-board .pb-svg svg").first.wait_for(timeout=120_000)  # its first line: a board
    frame.locator(".jp-CodeConsole-promptCell .cm-content").click()
    page.keyboard.type('print("first legal move:", patience.new_game("fortress", 7).legal_moves()[0])')
    page.keyboard.press("Shift+Enter")
    expected = f"first legal move: {patience.new_game('fortress', 7).legal_moves()[0]}"
    frame.get_by_text(expected).first.wait_for(timeout=60_000)
    assert not blocked, blocked[:3]
