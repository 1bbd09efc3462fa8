"""Helpers shared by the per-game tests: a small exhaustive search for winning lines."""

from __future__ import annotations

from patience.moves import Move
from patience.state import State


def find_win(state: State, max_nodes: int = 200_000) -> list[Move] | None:
    """A winning line from ``state`` by depth-first search with a visited set, or None.

    Only for tests and fixtures: the real solver is ``patience.solve``."""
    seen: set[object] = set()
    line: list[Move] = []
    nodes = 0

    def search() -> bool:
        nonlocal nodes
        if state.is_won():
            return True
        key = state.key()
        if key in seen or nodes >= max_nodes:
            return False
        seen.add(key)
        nodes += 1
        for move in state.legal_moves():
            state.apply(move, check=False)
            line.append(move)
            if search():
                return True
            line.pop()
            state.undo()
        return False

    return list(line) if search() else None
