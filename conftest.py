"""Run the book's MyST Markdown pages as notebooks under nbval.

nbval itself only collects ``.ipynb`` files. This plugin makes pytest collect the
pages of ``book/`` that are MyST notebooks (a ``.md`` file whose YAML header has a
jupytext ``kernelspec``), reads them through ``jupytext.read`` and hands them to
nbval, so that a failing cell fails a test:

    .venv/bin/pytest --nbval-lax book/      # run every cell, fail on any error
    .venv/bin/pytest --nbval book/          # also compare outputs (strict)
    .venv/bin/pytest book/                  # same as --nbval-lax

Plain ``pytest`` or ``pytest tests`` collects only ``tests/`` (``testpaths`` in
pyproject.toml) and never the pages; ``_build`` and ``.venv`` are never collected,
so no page is collected twice.

The kernel starts in the page's folder; the repository root is appended to
``PYTHONPATH`` so that ``import patience`` works without installing the engine.
"""

from __future__ import annotations

import os
import re
import types
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent
BOOK = ROOT / "book"

collect_ignore = ["_build", ".venv"]
collect_ignore_glob = ["_build/*", ".venv/*", "**/.ipynb_checkpoints/*"]

_HEADER = re.compile(r"\A---\s*\n(.*?)\n---\s*\n", re.S)


def is_myst_notebook(path: Path) -> bool:
    """A ``.md`` file whose front matter carries a jupytext kernelspec."""
    if path.suffix != ".md":
        return False
    try:
        head = path.read_text(encoding="utf-8")[:4000]
    except OSError:
        return False
    m = _HEADER.match(head)
    if not m:
        return False
    meta = m.group(1)
    return "jupytext:" in meta and "kernelspec:" in meta and "format_name: myst" in meta


def _add_root_to_pythonpath() -> None:
    parts = [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p]
    if str(ROOT) not in parts:
        parts.append(str(ROOT))
        os.environ["PYTHONPATH"] = os.pathsep.join(parts)


def _under_book(path: Path) -> bool:
    try:
        path.resolve().relative_to(BOOK)
    except ValueError:
        return False
    return True


def pytest_collect_file(file_path: Path, parent):
    if file_path.suffix != ".md" or not _under_book(file_path):
        return None
    if not is_myst_notebook(file_path):
        return None
    _add_root_to_pythonpath()
    return MystNotebookFile.from_parent(parent, path=file_path)


def _make_class():
    import jupytext
    import nbformat
    import nbval.plugin as nbval_plugin

    class MystNotebookFile(nbval_plugin.IPyNbFile):
        """An nbval notebook read from a MyST Markdown page."""

        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            # Without --nbval, outputs are not compared (as with --nbval-lax):
            # every cell is still run and an error in any cell fails.
            self.compare_outputs = bool(self.config.option.nbval)

        def collect(self):
            nb = jupytext.read(str(self.path))
            shim = types.SimpleNamespace(
                **{k: getattr(nbformat, k) for k in dir(nbformat) if not k.startswith("__")}
            )
            shim.read = lambda *args, **kwargs: nb
            saved = nbval_plugin.nbformat
            nbval_plugin.nbformat = shim
            try:
                items = list(super().collect())
            finally:
                nbval_plugin.nbformat = saved
            for item in items:  # a page's cells share one kernel: under xdist, one worker runs them all
                item.add_marker(pytest.mark.xdist_group(name=str(self.path)))
            yield from items

    return MystNotebookFile


try:
    MystNotebookFile = _make_class()
except ImportError as exc:  # nbval or jupytext missing: say so when a page is collected
    _reason = str(exc)

    class MystNotebookFile(pytest.File):  # type: ignore[no-redef]
        def collect(self):
            raise pytest.UsageError(
                f"cannot run book pages: {_reason} (install requirements.txt)"
            )
