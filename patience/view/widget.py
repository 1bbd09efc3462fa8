"""The board widget: an anywidget (an ipywidgets widget) that shows :class:`~patience.board.Board`.

Python decides, the browser draws: every trait here is a mirror of
``Board.view()``, and the browser sends only intents (a click on a pile, a
button, a typed move). The whole board can be recreated from the traits: the
``record`` trait is the game as ``{game, deal, moves}``. This module is the
only one that imports widget libraries, so the engine runs without them.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import anywidget
import traitlets

from .board import Board

STATIC = Path(__file__).parent / "static"


class BoardWidget(anywidget.AnyWidget):  # type: ignore[misc]
    """A live board for any registered game."""

    _esm = STATIC / "board.js"
    _css = STATIC / "board.css"

    game = traitlets.Unicode("").tag(sync=True)
    deal = traitlets.Int(0).tag(sync=True)
    title = traitlets.Unicode("").tag(sync=True)
    svg = traitlets.Unicode("").tag(sync=True)
    message = traitlets.Unicode("").tag(sync=True)
    status = traitlets.Dict().tag(sync=True)
    status_line = traitlets.Unicode("").tag(sync=True)
    buttons = traitlets.List().tag(sync=True)
    selection = traitlets.List().tag(sync=True)
    targets = traitlets.List().tag(sync=True)
    record = traitlets.Dict().tag(sync=True)
    link = traitlets.Unicode("").tag(sync=True)  # this position as the page address's fragment
    hinted = traitlets.Unicode("").tag(sync=True)
    demo = traitlets.Dict().tag(sync=True)  # the solution that "Show me" is replaying
    revision = traitlets.Int(0).tag(sync=True)  # counts answers, so the view redraws even when nothing else changed

    def __init__(self, slug: str, deal: int = 1, moves: list[str] | None = None, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.board = Board(slug, deal)
        self.board.replay(list(moves or ()))  # a saved game, a position's link, or live play's record
        self.board.listeners.append(self._sync)
        self.on_msg(self._on_intent)
        self._sync()

    def _sync(self) -> None:
        view = self.board.view()
        with self.hold_sync():
            self.revision += 1
            self.game = self.board.state.game.slug
            for name, value in view.items():
                setattr(self, name, value)

    def _on_intent(self, _widget: Any, content: dict[str, Any], _buffers: Any = None) -> None:
        self.handle(content)

    def handle(self, content: dict[str, Any]) -> None:
        """One intent from the browser: click, press, new_deal or move. Bad input gets a message."""
        intent = content.get("intent") if isinstance(content, dict) else None
        try:
            if intent == "click":
                index = content.get("index")
                self.board.click(str(content["pile"]), None if index is None else int(index))
            elif intent == "press":
                self.board.press(str(content["button"]))
            elif intent == "new_deal":
                deal = int(content["deal"])
                if deal < 0:
                    raise ValueError
                self.board.new_deal(deal)
            elif intent == "move":
                self.board.make(str(content["text"]))
            else:
                self.board.message = f"the board does not know the intent {intent!r}"
                self._sync()
        except (KeyError, TypeError, ValueError):
            self.board.message = "that request was not understood (a deal is a whole number from 0 up)"
            self._sync()


def play(slug: str, deal: int = 1, moves: list[str] | None = None) -> BoardWidget:
    """A live board: ``play("fortress", deal=7)``; ``moves`` replays a saved game first."""
    return BoardWidget(slug, deal, moves)
