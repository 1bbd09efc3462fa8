"""The book's games compared: what each one is made of, read from its rules, beside its figures.

A reader choosing a game ("one pack, quick, mostly won") wants the games side by side. The words
here are read from each game's :class:`~patience.rules.Game` data, never written by hand, so the
page that shows them cannot drift from the rules the boards play.
"""

from __future__ import annotations

from html import escape
from typing import Any, NamedTuple

from ..games import REGISTRY
from ..rules import KING_TO_ACE, AsDealt, Build, Dealing, Game, Hooks, Redeal, Role, Runs, Stock
from .catalogue import BOOK
from .pages import Html, page_href, stats_for

# How the cards come into play: the first thing that shapes a patience, and the page's grouping.
FAMILIES = (
    ("pairs", "Pairs taken off the table"),
    ("whole", "The whole pack dealt at the start"),
    ("talon", "A pack in hand, turned card by card onto a talon"),
    ("rounds", "A pack in hand, dealt in rounds on the piles"),
    ("own", "A pack in hand, dealt by a rule of the game's own"),
)

BUILD_WORDS = {
    Build.MARRIAGE: "builds by marriage",
    Build.ANY: "takes any card",
    Build.DOWN: "builds down",
    Build.DOWN_IN_SUIT: "builds down in suit",
    Build.UP_IN_SUIT: "builds up in suit",
    Build.DOWN_ALTERNATE: "builds down in alternate colours",
    Build.UP_OR_DOWN: "builds up or down",
    Build.DOWN_BY_TWO_IN_SUIT: "builds down by two in suit",
    Build.HOOK: "builds by a rule of its own",
}

# A winning line at most this many moves long is "quick"; a game is "mostly won" when even the low
# end of its 95% interval is above half (undecided deals counted as lost).
QUICK_MOVES = 100
MOSTLY_WON = 0.5


def family(game: Game) -> str:
    """The key in ``FAMILIES`` of how the game's cards come into play."""
    if game.pairs is not None:
        return "pairs"
    return {Stock.NONE: "whole", Stock.TO_TALON: "talon", Stock.ROUND: "rounds",
            Stock.BY_CARD: "rounds"}.get(game.stock, "own")


def words(game: Game) -> list[str]:
    """The vocabulary's words the game uses, in plain English, in a fixed order."""
    groups = game.groups
    found: list[str] = []
    builds = [g.build for g in groups if g.role is not Role.FOUNDATION and g.build is not Build.NONE]
    found += [BUILD_WORDS[b] for b in dict.fromkeys(builds)]
    if any(g.runs is not Runs.NONE for g in groups):
        found.append("moves runs")
    foundations = [f for g in groups for f in g.foundations]
    if any(f.sequence[:1] == KING_TO_ACE[:1] for f in foundations):
        found.append("foundations down from the king")
    if any(f.from_base for f in foundations):
        found.append("foundations from a rank the deal sets")
    if any(f.alternate for f in foundations):
        found.append("foundations in alternate colours")
    if any(f.preplaced for f in foundations) or any(g.withdraw for g in groups):
        found.append("foundation cards set out first")
    if game.up_as_dealt is not AsDealt.NONE or any(g.placed_as_they_appear for g in groups):
        found.append("cards go up as they appear")
    if any(g.role is Role.RESERVE for g in groups):
        found.append("a reserve")
    if any(step.face_down for step in game.opening):
        found.append("hidden cards")
    if any(g.space_ranks for g in groups):
        found.append("spaces take only some ranks")
    elif any(g.fill_from or g.spaces_from for g in groups):
        found.append("spaces filled")
    if any(g.refill_from for g in groups):
        found.append("piles kept full from the pack")
    if game.while_dealing is not Dealing.ALL or any(g.after_the_deal for g in groups) or game.up_while_dealing:
        found.append("play held back until the deal is done")
    if game.exchange is not None or any(g.exchange for g in groups):
        found.append("cards change places")
    if game.redeal is not Redeal.NONE:
        found.append("re-deals by a rule of its own" if game.redeal is Redeal.HOOK else
                     "re-deals as required" if game.redeals_as_required else
                     f"{game.redeals} re-deal{'s' if game.redeals != 1 else ''}")
    if type(game.hooks) is not Hooks:
        found.append("a rule of its own")
    return found


class Row(NamedTuple):
    slug: str
    heading: str
    family: str
    packs: int
    words: list[str]
    moves: int | None  # the median length of the solver's winning lines
    figures: dict[str, Any] | None


def rows() -> list[Row]:
    """Every game the edition plays, in the book's order."""
    out = []
    for entry in BOOK:
        game = REGISTRY.get(entry.slug)
        if game is None:
            continue
        data = stats_for(entry.slug)
        moves = round(data["solution_moves"]["median"]) if data is not None and data["won"] else None
        out.append(Row(entry.slug, entry.heading, family(game), game.packs, words(game), moves, data))
    return out


def tags(row: Row) -> list[str]:
    """The chooser's three words, where they hold."""
    out = ["one pack" if row.packs == 1 else f"{row.packs} packs"]
    if row.moves is not None and row.moves <= QUICK_MOVES:
        out.append("quick")
    if row.figures is not None and row.figures["winnable"]["low"] > MOSTLY_WON:
        out.append("mostly won")
    return out


def _winnable(data: dict[str, Any] | None) -> str:
    if data is None:
        return "not yet searched"
    w = data["winnable"]
    share = "—" if w["share"] is None else f"{100 * w['share']:.0f}%"
    return f"{share} ({100 * w['low']:.0f}–{100 * w['high']:.0f}%, {data['deals']['count']} deals)"


def comparison_table() -> Html:
    """The games grouped by how their cards come into play, each with its words, packs, the length
    of a won game and how often a deal can be won; every row links to the game's page."""
    all_rows = rows()
    parts = []
    for key, caption in FAMILIES:
        members = [r for r in all_rows if r.family == key]
        if not members:
            continue
        body = "".join(
            f'<tr data-tags="{escape(" ".join(tags(r)))}"><td><a href="{page_href(r.slug)}">{escape(r.heading)}</a></td>'
            f"<td>{r.packs}</td><td>{escape('; '.join(r.words))}</td>"
            f"<td>{'—' if r.moves is None else r.moves}</td><td>{escape(_winnable(r.figures))}</td>"
            f"<td>{escape(', '.join(tags(r)))}</td></tr>"
            for r in members)
        parts.append(f'<h3 class="compare-family">{escape(caption)} ({len(members)})</h3>'
                     '<table class="compare"><thead><tr><th>Game</th><th>Packs</th><th>Made of</th>'
                     "<th>Moves to win (median)</th><th>Winnable (95% interval)</th><th>In short</th></tr></thead>"
                     f"<tbody>{body}</tbody></table>")
    return Html("".join(parts))


def chooser(*wanted: str) -> Html:
    """The games that have every one of the chooser's words (``chooser("one pack", "quick", "mostly won")``)."""
    unknown = set(wanted) - {"one pack", "quick", "mostly won"}
    if unknown:
        raise ValueError(f"the chooser's words are 'one pack', 'quick' and 'mostly won', not {sorted(unknown)}")
    chosen = [r for r in rows() if set(wanted) <= set(tags(r))]
    items = "".join(f'<li><a href="{page_href(r.slug)}">{escape(r.heading)}</a>: {escape(_winnable(r.figures))}, '
                    f"{'no win yet' if r.moves is None else f'{r.moves} moves'}</li>" for r in chosen)
    return Html(f'<ul class="chooser">{items}</ul>' if chosen else "<p>No game has all of those.</p>")
