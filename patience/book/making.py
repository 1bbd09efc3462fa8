"""What the chapter "How a patience is made" computes: how a changed word moves a game's figures.

A reader who changes a word of a game (``patience.change``) asks at once whether the game became
harder or easier; the solver answers on the same numbered deals for both games, side by side.
"""

from __future__ import annotations

from html import escape

from ..games import game
from ..games.changed import book_slug
from ..solver import solve
from ..solver.stats import winnable
from .pages import Html

STATUSES = ("won", "lost", "unknown")


def tally(slug: str, deals: range, seconds: float, progress: bool = True) -> dict[str, int]:
    """How many of ``deals`` the solver wins, proves lost and leaves undecided within ``seconds`` each."""
    from tqdm.auto import tqdm

    counts = dict.fromkeys(STATUSES, 0)
    for deal in tqdm(deals, desc=slug, disable=not progress, leave=False):
        counts[solve(slug, deal, seconds=seconds).status] += 1
    return counts


def harder_or_easier(changed: str, deals: int = 100, seconds: float = 2.0, progress: bool = True) -> Html:
    """The book's game and ``changed`` (a slug with a ``~``) on deals 0 to ``deals - 1``: won, lost,
    undecided, the 95% interval of the winnable share, and a sentence saying which way it went."""
    book = book_slug(changed)
    if book == changed:
        raise ValueError(f"{changed!r} is a book game: give a changed one, as patience.change(...).slug")
    rows, shares = [], []
    for slug in (book, changed):
        c = tally(slug, range(deals), seconds, progress)
        w = winnable(c["won"], c["lost"], c["unknown"])
        shares.append((c["won"], c["won"] + c["unknown"]))
        rows.append(f"<tr><td>{escape(game(slug).title)}</td><td>{c['won']}</td><td>{c['lost']}</td>"
                    f"<td>{c['unknown']}</td><td>{100 * w['low']:.0f}–{100 * w['high']:.0f}%</td></tr>")
    (won0, most0), (won1, most1) = shares
    verdict = ("harder" if most1 < won0 else "easier" if won1 > most0 else
               "neither clearly harder nor easier on these deals")
    return Html(f"<p>On deals 0–{deals - 1}, {seconds:g} s a deal: the changed game is <strong>{verdict}</strong> "
                f"(won {won1} against {won0}).</p>"
                '<table class="harder-or-easier"><thead><tr><th>Game</th><th>Won</th><th>Lost</th><th>Undecided</th>'
                f"<th>Winnable (95% interval)</th></tr></thead><tbody>{''.join(rows)}</tbody></table>")
