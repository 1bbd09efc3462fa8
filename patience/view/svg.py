"""The SVG board: the tableau drawn from the same layout the game plays on.

Pages show it as a static figure (no widget, no kernel); the board widget
draws the same shapes. Each card carries a text label for screen readers.
"""

from __future__ import annotations

from html import escape
from typing import Sequence

from ..cards import SUIT_SYMBOLS, from_code, rank_text
from ..rules import Pile, Role
from ..state import DRAWINGS, State

CARD_W = 56.0
CARD_H = 78.0
FAN_STEP = {"right": 0.38, "left": 0.38, "down": 0.3, "up": 0.3}  # of a card's width or height
LABEL_H = 12.0
RED = "#b3122e"
BLACK = "#1b1b1b"


def _offsets(pile: Pile, count: int) -> list[tuple[float, float]]:
    """Where each card of a pile is drawn, bottom first, in pixels from the pile's place."""
    if not pile.fan or count <= 1:
        return [(0.0, 0.0)] * count
    horizontal = pile.fan in ("left", "right")
    size = CARD_W if horizontal else CARD_H
    step = FAN_STEP[pile.fan] * size
    if pile.span:
        step = min(step, pile.span * size / (count - 1))
    sign = -1.0 if pile.fan in ("left", "up") else 1.0
    return [((sign * k * step, 0.0) if horizontal else (0.0, sign * k * step)) for k in range(count)]


def _card_face(code: int, x: float, y: float, attrs: str = "") -> str:
    card = from_code(code)
    colour = RED if card.is_red else BLACK
    rank, suit = rank_text(card.rank), SUIT_SYMBOLS[card.suit]
    return (
        f'<g class="card" role="img" aria-label="{card.name()}"{attrs}>'
        f"<title>{card.name()}</title>"
        f'<rect x="{x:.1f}" y="{y:.1f}" width="{CARD_W}" height="{CARD_H}" rx="5" '
        f'fill="#fffdf7" stroke="#555" stroke-width="1"/>'
        f'<text x="{x + 4:.1f}" y="{y + 17:.1f}" font-size="14" font-weight="bold" letter-spacing="-1" fill="{colour}">{rank}</text>'
        f'<text x="{x + 4:.1f}" y="{y + 32:.1f}" font-size="14" fill="{colour}">{suit}</text>'
        f'<text x="{x + CARD_W - 4:.1f}" y="{y + 17:.1f}" font-size="14" font-weight="bold" '
        f'letter-spacing="-1" text-anchor="end" fill="{colour}">{rank}</text>'
        f'<text x="{x + CARD_W - 4:.1f}" y="{y + 32:.1f}" font-size="14" text-anchor="end" fill="{colour}">{suit}</text>'
        f'<text x="{x + CARD_W / 2:.1f}" y="{y + CARD_H / 2 + 14:.1f}" font-size="30" '
        f'text-anchor="middle" fill="{colour}">{suit}</text>'
        f"</g>"
    )


def _card_back(x: float, y: float, attrs: str = "") -> str:
    return (
        f'<g class="card back" role="img" aria-label="a card face down"{attrs}><title>a card face down</title>'
        f'<rect x="{x:.1f}" y="{y:.1f}" width="{CARD_W}" height="{CARD_H}" rx="5" fill="url(#back)" '
        'stroke="#555" stroke-width="1"/></g>'
    )


def _space(pile: Pile, x: float, y: float) -> str:
    label = escape(pile.label or pile.name)
    return (
        f'<g class="space" role="img" aria-label="{label}: empty"><title>{label}: empty</title>'
        f'<rect x="{x:.1f}" y="{y:.1f}" width="{CARD_W}" height="{CARD_H}" rx="5" fill="none" '
        'stroke="#9a9a9a" stroke-dasharray="4 3"/></g>'
    )


INTERACTIVE_STYLE = (
    "<style>.pile{cursor:pointer;outline:none}.pile.selected .card>rect,.pile.selected .space>rect"
    "{stroke:#d08a00;stroke-width:3}.pile.target .card>rect,.pile.target .space>rect{stroke:#1f7a3a;"
    "stroke-width:3;stroke-dasharray:none}.pile:focus-visible .card>rect,.pile:focus-visible .space>rect"
    "{stroke:#1a5fb4;stroke-width:3}</style>"
)


def _pile_label(state: "State", pile: Pile, group_label: str, cards: tuple[int, ...], hidden: int) -> str:
    """What a screen reader says of a pile: its name, what it is, and its top card."""
    where = pile.label or group_label
    if not cards:
        return f"{pile.name}, {where}: empty"
    top = "face down" if hidden >= len(cards) else from_code(cards[-1]).name()
    return f"{pile.name}, {where}: {len(cards)} card{'s' * (len(cards) != 1)}, top {top}"


def board_svg(state: "State", title: str | None = None, names: bool = True, interactive: bool = False,
              selected: Sequence[str] = (), targets: Sequence[str] = ()) -> str:
    """The whole table as one SVG element, scaled to its container's width.

    ``interactive`` makes each pile a focusable button (``data-pile``, each card ``data-index``)
    and marks the ``selected`` and ``targets`` piles for the board widget."""
    game = state.game
    margin = 8.0
    width = game.width * CARD_W + 2 * margin
    height = game.height * CARD_H + 2 * margin + LABEL_H
    caption = title or f"{game.title.title()}, deal {state.deal}"
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width:.0f} {height:.0f}" '
        f'width="100%" style="max-width:{width:.0f}px" role="img" aria-label="{escape(caption)}" '
        'font-family="Georgia, serif">',
        f"<title>{escape(caption)}</title>",
        '<defs><pattern id="back" width="6" height="6" patternUnits="userSpaceOnUse" '
        'patternTransform="rotate(45)"><rect width="6" height="6" fill="#2b4c7e"/>'
        '<line x1="0" y1="0" x2="0" y2="6" stroke="#8fa8cf" stroke-width="2"/></pattern></defs>',
    ]
    if interactive:
        parts.append(INTERACTIVE_STYLE)
    for group in game.groups:
        for pile in group.piles:
            i = state.table.index[pile.name]
            cards = state.piles[i]
            hidden = state.hidden(i)
            down = state.hidden_cards(i)  # the pack's hidden cards and those lying face down
            px, py = margin + pile.x * CARD_W, margin + pile.y * CARD_H
            cx, cy = px + CARD_W / 2, py + CARD_H / 2
            body: list[str] = []
            if not cards:
                body.append(_space(pile, px, py))
            elif group.role is Role.STOCK or (hidden == len(cards) and not pile.fan):
                body.append(_card_back(px, py))
                body.append(f'<text x="{cx:.1f}" y="{cy + 5:.1f}" font-size="13" text-anchor="middle" '
                            f'fill="#fff">{len(cards)}</text>')
            else:
                for k, ((dx, dy), code) in enumerate(zip(_offsets(pile, len(cards)), cards)):
                    attrs = f' data-index="{k}"' if interactive else ""
                    body.append(_card_back(px + dx, py + dy, attrs) if down[k]
                                else _card_face(code, px + dx, py + dy, attrs))
            transform = f' transform="rotate({pile.tilt} {cx:.1f} {cy:.1f})"' if pile.tilt else ""
            classes = "pile" + (" selected" if pile.name in selected else "") + \
                (" target" if pile.name in targets else "")
            extra = ""
            if interactive:
                label = escape(_pile_label(state, pile, group.label or group.name, cards,
                                           hidden if not down or not down[-1] else len(cards)))
                extra = f' tabindex="0" role="button" aria-label="{label}"'
            parts.append(f'<g class="{classes}" data-pile="{pile.name}"{transform}{extra}>{"".join(body)}</g>')
            if names:
                parts.append(f'<text x="{cx:.1f}" y="{py + CARD_H + 10:.1f}" font-size="9" '
                             f'text-anchor="middle" fill="#777">{pile.name}</text>')
    parts.append("</svg>")
    return "".join(parts)


DRAWINGS["svg"] = board_svg  # a state shows as this board in a notebook (``State._repr_svg_``)
