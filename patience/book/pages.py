"""What the book's pages show from the engine: tableau figures and the contents list.

Each game page runs ``tableau("<slug>")`` at build time; the result is plain
HTML (an SVG figure), so the static book shows it with no widget and no kernel.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from html import escape
from typing import Any

from .catalogue import BOOK, VARIANT_NAMES
from ..games import REGISTRY, VARIANTS
from ..solver.stats import stats_dir
from ..view.svg import board_svg
from ..state import State

FIGURE_DEAL = 1


@dataclass(frozen=True)
class Html:
    """An HTML fragment that notebooks and the built book display as is."""

    html: str

    def _repr_html_(self) -> str:
        return self.html

    def __str__(self) -> str:
        return self.html


def page_href(slug: str) -> str:
    """A game's page, relative to the book's own pages (the appendix, the games compared)."""
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


STATS = stats_dir()  # where ``python -m patience stats`` writes them: book/data/stats of the repository
THOUGHTFUL = ("The solver knows every card, including those face down and those still in the pack "
              "(\u201cthoughtful\u201d play, as in the published solver studies), so these shares are "
              "upper bounds on what a player who cannot see the cards wins.")


FRESH = "fresh"  # beside them, the figures of deals 1000-1399, which no tuning of the solver saw


def stats_for(slug: str, fresh: bool = False) -> dict[str, Any] | None:
    """The solver's figures for a game (``python -m patience stats``), or None if not computed yet;
    ``fresh``, those of the fresh deals (``--first 1000 --out book/data/stats/fresh``)."""
    path = (STATS / FRESH if fresh else STATS) / f"{slug}.json"
    return json.loads(path.read_text(encoding="utf-8")) if path.exists() else None


def _share(data: dict[str, Any]) -> str:
    w = data["winnable"]
    share = "—" if w["share"] is None else f"{100 * w['share']:.0f}%"
    return f"{share} (95% interval {100 * w['low']:.0f}–{100 * w['high']:.0f}%)"


def solver_findings(slug: str) -> Html:
    """What the solver finds about a game: won, lost and unknown deals, the winnable share, time."""
    data = stats_for(slug)
    if data is None:
        return Html("<p>The solver has not been run over numbered deals of this game yet.</p>")
    n = data["deals"]["count"]
    first = data["deals"]["first"]
    limit = _limit(data)
    time = data["seconds_per_deal"]
    rows = [
        ("Deals searched", f"{n} (numbers {first} to {first + n - 1})"),
        ("Won", str(data["won"])),
        ("Proved lost", str(data["lost"])),
        (f"Undecided within {limit}", f"{data['unknown']} ({_decided(data)} decided)"),
        ("Winnable", _share(data)),
        ("Time per deal", f"median {time['median']:g} s, 99th percentile {time['p99']:g} s"),
    ]
    if "machine" in data:
        rows.append(("Machine", _machine(data)))
    table = "".join(f"<tr><th>{escape(a)}</th><td>{escape(b)}</td></tr>" for a, b in rows)
    return Html(f'<table class="solver-findings">{table}</table><p>{escape(THOUGHTFUL)} '
                f"The interval counts undecided deals as lost at its low end and as won at its high end.</p>")


def _limit(data: dict[str, Any]) -> str:
    """The limit that made a figure: a time (which buys more search on a faster machine) or, with no
    time limit, a number of positions (the same search, and verdicts, on every machine)."""
    limits = data["limits"]
    if limits.get("seconds"):
        limit = f"{limits['seconds']:g} s"
    else:
        limit = f"{limits['nodes']:,} positions (no time limit: the same verdicts on any machine)"
    if limits.get("processes_per_deal", 1) > 1:
        limit += f" on {limits['processes_per_deal']} cores"
    if limits.get("clock") == "cpu" and limits.get("seconds"):
        limit += " (of each process's own CPU time)"
    return limit


def _short_limit(data: dict[str, Any]) -> str:
    """The limit for a table's cell: "10 s of CPU", "10 s" (wall clock) or "400 positions"."""
    limits = data["limits"]
    if not limits.get("seconds"):
        return f"{limits['nodes']:,} positions"
    return f"{limits['seconds']:g} s" + (" of CPU" if limits.get("clock") == "cpu" else "")


def _machine(data: dict[str, Any]) -> str:
    """How fast the machine that took these figures was, on the reference search."""
    machine = data.get("machine")
    if not machine:
        return "speed not recorded (figures taken before the data files recorded it)"
    return f"{machine['positions_per_second']:,} positions a second on the reference search"


def machine_note() -> Html:
    """Which machines took the appendix's figures, by their speed on the reference search: a time
    limit buys more search on a faster machine."""
    speeds: dict[str, list[str]] = {}
    for entry in BOOK:
        data = stats_for(entry.slug)
        if data is not None:
            speeds.setdefault(_machine(data), []).append(entry.heading)
    items = "".join(f"<li>{escape(speed)}: {escape(', '.join(names))}</li>" for speed, names in speeds.items())
    return Html(f'<ul class="solver-machines">{items}</ul>')


def solver_table() -> Html:
    """Every game with figures, side by side (the appendix)."""
    rows = []
    for entry in BOOK:
        data = stats_for(entry.slug)
        if data is None:
            continue
        rows.append(f'<tr><td><a href="games/{entry.number:02d}-{entry.slug}.html">{escape(entry.heading)}</a></td>'
                    f"<td>{data['deals']['count']}</td><td>{data['won']}</td><td>{data['lost']}</td>"
                    f"<td>{data['unknown']}</td><td>{_decided(data)}</td><td>{escape(_share(data))}</td>"
                    f"<td>{data['seconds_per_deal']['median']:g} s</td><td>{_by_complete_search(data)}</td>"
                    f"<td>{escape(_short_limit(data))}</td></tr>")
    return Html('<table class="solver-table"><thead><tr><th>Game</th><th>Deals</th><th>Won</th><th>Lost</th>'
                "<th>Undecided</th><th>Decided</th><th>Winnable</th><th>Median time</th>"
                "<th>Decided by the complete search (won, lost)</th><th>Limit a deal</th></tr></thead>"
                f"<tbody>{''.join(rows)}</tbody></table><p>{escape(THOUGHTFUL)}</p>")


def variant_table() -> Html:
    """Each game beside its named variants, for those with figures: how the other way of playing
    changes how often a deal can be won (the appendix)."""
    rows = []
    for entry in BOOK:
        variants = [slug for slug, g in VARIANTS.items() if g.variant_of == entry.slug]
        if not variants:
            continue
        href = page_href(entry.slug)
        for slug, name, link in [(entry.slug, "as the book gives it first", href),
                                 *((v, VARIANT_NAMES[v], f"{href}#variant-{v}") for v in variants)]:
            data = stats_for(slug)
            figures = ("<td colspan=\"5\">not yet searched</td>" if data is None else
                       f"<td>{data['deals']['count']}</td><td>{data['won']}</td><td>{data['lost']}</td>"
                       f"<td>{data['unknown']}</td>"
                       f"<td>{escape(_share(data))}</td>")
            rows.append(f"<tr><td>{escape(entry.heading)}</td><td><a href=\"{link}\">{escape(name)}</a></td>{figures}</tr>")
    return Html('<table class="solver-variants"><thead><tr><th>Game</th><th>Played</th><th>Deals</th><th>Won</th>'
                f"<th>Lost</th><th>Undecided</th><th>Winnable</th></tr></thead><tbody>{''.join(rows)}</tbody></table>")


def fresh_table() -> Html:
    """For each game whose search was measured on fresh deals, the figure deals' result beside the
    fresh deals': whether what the search knows of the game holds on deals it was never tried on."""
    rows = []
    for entry in BOOK:
        fresh = stats_for(entry.slug, fresh=True)
        if fresh is None:
            continue
        both = (stats_for(entry.slug), fresh)
        cells = "".join(f"<td>{_deals(data)}</td><td>{data['won']}</td><td>{data['lost']}</td><td>{data['unknown']}</td>"
                        f"<td>{_decided(data)}</td>" if data is not None else '<td colspan="5">—</td>'
                        for data in both)
        solvers = {d["engine"]["solver"] for d in both if d is not None}
        rows.append(f'<tr><td><a href="{page_href(entry.slug)}">{escape(entry.heading)}</a></td>{cells}'
                    f"<td>{escape(', '.join(sorted(solvers)))}</td></tr>")
    head = "".join(f"<th>{h}</th>" for h in ("Deals", "Won", "Lost", "Undecided", "Decided"))
    return Html('<table class="solver-fresh"><thead><tr><th rowspan="2">Game</th><th colspan="5">Figure deals</th>'
                '<th colspan="5">Fresh deals</th><th rowspan="2">Solver</th></tr>'
                f"<tr>{head}{head}</tr></thead><tbody>{''.join(rows)}</tbody></table>")


def _deals(data: dict[str, Any]) -> str:
    first, count = data["deals"]["first"], data["deals"]["count"]
    return f"{first}–{first + count - 1}"


def _decided(data: dict[str, Any]) -> str:
    """The share of the deals searched that the solver decided (won or proved lost) within its
    limit, to the tenth of a percent: the edition's aim is at least 99% for every game."""
    return f"{100 * (data['won'] + data['lost']) / data['deals']['count']:.1f}%"


def _by_complete_search(data: dict[str, Any]) -> str:
    """How many of the decided deals the complete search decided, won and lost (the rest fell to a
    probe); a dash for figures from before the data files said (``decided_by``)."""
    if "decided_by" not in data:
        return "—"
    complete = [counts for by, counts in data["decided_by"].items() if by.startswith("complete")]
    won, lost = sum(c["won"] for c in complete), sum(c["lost"] for c in complete)
    return f"{won + lost} ({won}, {lost})"


def solver_plot() -> Html:
    """A bar chart of the winnable share of each game, with its 95% interval (matplotlib, as SVG)."""
    import io

    from matplotlib.figure import Figure

    games = [(e.heading, stats_for(e.slug)) for e in BOOK]
    games = [(name, d) for name, d in games if d is not None]
    fig = Figure(figsize=(7, 0.42 * len(games) + 1))
    ax = fig.subplots()
    for k, (name, d) in enumerate(reversed(games)):
        w = d["winnable"]
        ax.barh(k, 100 * d["won"] / d["deals"]["count"], color="#2b4c7e", alpha=0.8)
        ax.plot([100 * w["low"], 100 * w["high"]], [k, k], color="#b3122e", linewidth=2)
    ax.set_yticks(range(len(games)), [name for name, _ in reversed(games)])
    ax.set_xlim(0, 100)
    ax.set_xlabel("deals won by the solver (%), and the 95% interval of the winnable share")
    fig.tight_layout()
    out = io.StringIO()
    fig.savefig(out, format="svg")
    svg = out.getvalue()
    return Html(f'<figure class="solver-plot">{svg[svg.index("<svg"):]}'
                "<figcaption>Bars: the share of the numbered deals that the solver won (a lower bound); red lines: "
                "the 95% interval of the winnable share, counting undecided deals both ways.</figcaption></figure>")


def contents_table() -> Html:
    """The 47 games in the book's order, each linked to its page, with whether it is playable here."""
    rows = []
    for entry in BOOK:
        playable = "playable" if entry.slug in REGISTRY else "text only"
        rows.append(f'<tr><td>{entry.number}</td><td><a href="{page_href(entry.slug)}">{escape(entry.heading)}</a>'
                    f"</td><td>{playable}</td></tr>")
    count = sum(1 for e in BOOK if e.slug in REGISTRY)
    return Html(
        f"<p>Playable in this edition: {count} of the {len(BOOK)} games.</p>"
        '<table class="contents"><thead><tr><th>No.</th><th>Game</th><th>In this edition</th></tr></thead>'
        f"<tbody>{''.join(rows)}</tbody></table>"
    )
