"""A position as a link: the page's address carries the game, the deal and the moves.

A teacher sends "this position" as a link; the page that opens it replays the moves on a live
board. The fragment is ``#play=<game>/<deal>/<move>,<move>,...`` with each part percent-encoded,
so that a move written with spaces or ``@`` survives a mail program.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import quote, unquote

PREFIX = "#play="


def to_fragment(record: dict[str, Any]) -> str:
    """The fragment for a saved game ``{"game", "deal", "moves"}``."""
    moves = ",".join(quote(str(m), safe=">@") for m in record.get("moves", []))
    return f"{PREFIX}{quote(str(record['game']), safe='~=')}/{int(record['deal'])}/{moves}"


def from_fragment(fragment: str) -> dict[str, Any]:
    """The saved game a fragment names; ``ValueError`` saying what is wrong with it."""
    if not fragment.startswith(PREFIX):
        raise ValueError(f"a position's link ends in {PREFIX}GAME/DEAL/MOVES; this one ends in {fragment[:20]!r}")
    parts = fragment[len(PREFIX):].split("/")
    if len(parts) != 3 or not parts[1].isdigit():
        raise ValueError("a position's link names the game, the deal (a whole number) and the moves, "
                         "separated by /")
    game, deal, moves = parts
    return {"game": unquote(game), "deal": int(deal), "moves": [unquote(m) for m in moves.split(",") if m]}
