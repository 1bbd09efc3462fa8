"""The plain-text board: for terminals, doctests and test failure messages."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import from_code

if TYPE_CHECKING:
    from .state import State


def board_text(state: "State") -> str:
    """Each group on its own lines; a pile's cards bottom first, hidden ones as ``##``."""
    lines = [f"{state.game.title}, deal {state.deal}"]
    for group in state.game.groups:
        lines.append(f"{group.label or group.name}:")
        for pile in group.piles:
            i = state.table.index[pile.name]
            cards = state.piles[i]
            hidden = state.hidden(i)
            if hidden and hidden == len(cards):
                shown = f"[{hidden} face down]"
            else:
                shown = " ".join("##" if k < hidden else str(from_code(c)) for k, c in enumerate(cards))
            lines.append(f"  {pile.name:>4}: {shown or '-'}")
    status = "won" if state.is_won() else ("no move left" if state.is_over() else "in play")
    lines.append(f"score {state.score()}, {len(state.history)} moves, {status}")
    return "\n".join(lines)
