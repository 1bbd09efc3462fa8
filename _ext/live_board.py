"""A "Play live" button under each board widget of a page: the board goes live in place.

Needs the Pyodide folder that scripts/build_lite.py prepares and jupyterlite-sphinx copies to
``<site>/lite/static/pyodide/`` (with the wheels of the engine and the widget in its lock).
"""

from __future__ import annotations

from pathlib import Path

from sphinx.application import Sphinx

STATIC = Path(__file__).parent / "live_board_static"


def _add_static(app: Sphinx) -> None:
    app.config.html_static_path.append(str(STATIC))


def setup(app: Sphinx):
    app.connect("builder-inited", _add_static)
    # after myst-nb's widget scripts (the embedded state must be in the page before setup)
    app.add_js_file("live_board.js", priority=900, defer="defer")
    app.add_css_file("live_board.css")
    return {"version": "0.1", "parallel_read_safe": True, "parallel_write_safe": True}
