"""The plain-text board: for terminals, doctests and test failure messages.

It follows the table as the player sees it: a group laid out in rows and columns prints as a
grid, a pile that fans to the left prints its available card on the left, hidden cards print as
``##``, and every foundation says what it takes next.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import RANK_NAMES, SUIT_NAMES, from_code
from .rules import Group, Role

if TYPE_CHECKING:
    from .state import State


def board_text(state: "State") -> str:
    """Each group on its own lines (a grid where the group is one); a pile's cards in the order
    the player sees them, hidden ones as ``##``; each foundation's next card."""
    lines = [f"{state.game.title}, deal {state.deal}"]
    want, suit_wanted = state.foundations_want()
    for group in state.game.groups:
        lines.append(f"{group.label or group.name}:")
        if group.role is not Role.FOUNDATION and _is_grid(group):
            lines.extend(_grid(state, group))
            continue
        for pile in group.piles:
            i = state.table.index[pile.name]
            # a pile fanned to the left has its outside card, the available one, on the left
            shown = _pile_text(state, i, outside_first=pile.fan == "left")
            if group.role is Role.FOUNDATION:
                shown = f"{shown or '-'}   ({_next_text(state, i, want[i], suit_wanted[i])})"
            lines.append(f"  {pile.name:>4}: {shown or '-'}")
    status = "won" if state.is_won() else ("no move left" if state.is_over() else "in play")
    lines.append(f"score {state.score()}, {len(state.history)} moves, {status}")
    return "\n".join(lines)


def _pile_text(state: "State", i: int, outside_first: bool = False) -> str:
    cards = state.piles[i]
    hidden = state.hidden_cards(i)
    if cards and all(hidden):
        return f"[{len(cards)} face down]"
    shown = ["##" if hidden[k] else str(from_code(c)) for k, c in enumerate(cards)]
    return " ".join(reversed(shown) if outside_first else shown)


def _is_grid(group: Group) -> bool:
    """Single cards set out in rows and columns (the Fourteenth's five by five)."""
    xs = {round(p.x, 2) for p in group.piles}
    ys = {round(p.y, 2) for p in group.piles}
    return len(group.piles) >= 4 and len(xs) > 1 and len(ys) > 1 and all(not p.fan for p in group.piles)


def _grid(state: "State", group: Group) -> list[str]:
    rows: dict[float, list[str]] = {}
    for pile in sorted(group.piles, key=lambda p: (round(p.y, 2), p.x)):
        shown = _pile_text(state, state.table.index[pile.name]) or "-"
        rows.setdefault(round(pile.y, 2), []).append(f"{pile.name + ':':>5}{shown:<4}")
    return ["  " + " ".join(row).rstrip() for row in rows.values()]


def _next_text(state: "State", f: int, rank: int, suit: int) -> str:
    spec = state.table.foundation_of[f]
    assert spec is not None
    if rank == 0:  # a full sequence, or a hooked foundation whose game names no next rank
        full = len(state.piles[f]) == state.table.full_length.get(f, -1)
        return "complete" if state.piles[f] and (spec.by_hook or full) else "not yet"
    rank_name = RANK_NAMES[rank]
    if suit in (4, 5):  # Foundation.alternate: a colour, not a suit
        return f"next: a {'red' if suit == 5 else 'black'} {rank_name}"
    fixed = spec.suit if spec.suit is not None else (suit if suit >= 0 else None)
    if fixed is not None:
        return f"next: {rank_name} of {SUIT_NAMES[fixed]}"
    return f"next: any {rank_name}"

