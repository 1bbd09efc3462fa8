"""What the book's pages show from the engine: tableau figures and the contents list.

Each game page runs ``tableau("<slug>")`` at build time; the result is plain
HTML (an SVG figure), so the static book shows it with no widget and no kernel.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from .catalogue import BOOK
from .games import REGISTRY
from .render_svg import board_svg
from .state import State

FIGURE_DEAL = 1


@dataclass(frozen=True)
class Html:
    """An HTML fragment that notebooks and the built book display as is."""

    html: str

    def _repr_html_(self) -> str:
        return self.html

    def __str__(self) -> str:
        return self.html


def _page_href(slug: str) -> str:
    entry = next(e for e in BOOK if e.slug == slug)
    return f"games/{entry.number:02d}-{slug}.html"


def tableau(slug: str, deal: int = FIGURE_DEAL) -> Html:
    """The game's tableau as the engine deals it (deal ``deal``), or a plain notice if not playable yet."""
    if not any(e.slug == slug for e in BOOK):
        raise ValueError(f"no game {slug!r} in the book")
    game = REGISTRY.get(slug)
    if game is None:
        return Html(
            '<div class="admonition note not-playable"><p class="admonition-title">Not yet playable</p>'
            "<p>The engine does not implement this game yet, so this page has the 1914 text only; "
            "no board is shown rather than a stand-in.</p></div>"
        )
    state = State(game, deal)
    for move in game.figure:  # a game whose deal is the play: the first cards dealt
        state.apply(move)
    dealt = f", after {len(game.figure)} moves ({', '.join(sorted(set(game.figure)))})" if game.figure else ""
    caption = (f"The tableau as the engine sets it out: deal {deal}{dealt}. "
               "Pile names are those of the move notation.")
    return Html(f'<figure class="tableau">{board_svg(state)}<figcaption>{escape(caption)}</figcaption></figure>')


def position(state: State, caption: str) -> Html:
    """A figure of any position, e.g. the book's own tableau set out with ``patience.arrange``."""
    return Html(f'<figure class="tableau">{board_svg(state, title=caption)}'
                f"<figcaption>{escape(caption)}</figcaption></figure>")


def book_tableau(slug: str, note: str = "") -> Html:
    """The book's own tableau, as the game's module transcribes it (``book_position()`` or ``BOOK_TABLEAU``)."""
    from importlib import import_module

    game = REGISTRY[slug]
    module = import_module(f"patience.games.{slug.replace('-', '_')}")
    if hasattr(module, "book_position"):
        state = module.book_position()
    else:
        state = State.arranged(game, module.BOOK_TABLEAU)
    where = f" (how it was read: note {note})" if note else ""
    return position(state, f"The book's tableau, transcribed as data{where}.")


def contents_table() -> Html:
    """The 47 games in the book's order, each linked to its page, with whether it is playable here."""
    rows = []
    for entry in BOOK:
        playable = "playable" if entry.slug in REGISTRY else "text only"
        rows.append(f'<tr><td>{entry.number}</td><td><a href="{_page_href(entry.slug)}">{escape(entry.heading)}</a>'
                    f"</td><td>{playable}</td></tr>")
    count = sum(1 for e in BOOK if e.slug in REGISTRY)
    return Html(
        f"<p>Playable in this edition: {count} of the {len(BOOK)} games.</p>"
        '<table class="contents"><thead><tr><th>No.</th><th>Game</th><th>In this edition</th></tr></thead>'
        f"<tbody>{''.join(rows)}</tbody></table>"
    )
