"""Keep the built site free of outside requests.

* Drops every remote ``<script src>`` and ``<link href>`` (Google Fonts, CDNs) that Sphinx, the theme
  or an extension (jupyterlite-sphinx adds a Google Fonts stylesheet) put in a page's context.
* After the build, scans the written HTML for any remote script/stylesheet/font reference left
  (hard-coded in a template, say) and warns, so a ``-W`` build fails on it.
"""

from __future__ import annotations

import re
from pathlib import Path

from sphinx.application import Sphinx
from sphinx.util import logging

logger = logging.getLogger(__name__)

_REMOTE = re.compile(r"^(?:[a-z][a-z0-9+.-]*:)?//", re.I)
_TAG = re.compile(
    r"""<(?:script[^>]*\ssrc|link[^>]*\shref|img[^>]*\ssrc|iframe[^>]*\ssrc)\s*=\s*["']((?:https?:)?//[^"']+)["']""",
    re.I,
)
_CSS_IMPORT = re.compile(r"""@import\s+(?:url\()?["']?((?:https?:)?//[^"')\s]+)""", re.I)


def _filename(asset) -> str:
    return str(getattr(asset, "filename", asset) or "")


def _body(asset) -> str:
    return str((getattr(asset, "attributes", None) or {}).get("body", "") or "")


def drop_remote_assets(app: Sphinx, pagename, templatename, context, doctree) -> None:
    for key in ("script_files", "css_files"):
        files = context.get(key)
        if not files:
            continue
        patterns = app.config.offline_assets_drop

        def drop(f) -> bool:
            name, body = _filename(f), _body(f)
            return bool(_REMOTE.match(name)) or any(p in name or p in body for p in patterns)

        kept = [f for f in files if not drop(f)]
        dropped = [_filename(f) or _body(f)[:40] for f in files if drop(f)]
        if dropped:
            logger.debug("[offline_assets] %s: dropped %s", pagename, ", ".join(dropped))
            files[:] = kept


def check_output(app: Sphinx, exception) -> None:
    if exception is not None or app.builder.format != "html":
        return
    out = Path(app.outdir)
    skip = set(app.config.offline_assets_skip)
    for path in sorted(out.rglob("*.html")):
        rel = path.relative_to(out).as_posix()
        if any(rel.startswith(s) for s in skip):
            continue
        text = path.read_text(encoding="utf-8", errors="replace")
        for url in sorted(set(_TAG.findall(text)) | set(_CSS_IMPORT.findall(text))):
            logger.warning("[offline_assets] %s still refers to a remote asset: %s", rel, url)


def setup(app: Sphinx):
    app.add_config_value("offline_assets_skip", ["lite/"], "html")
    # local or inline assets to drop as well (substring of file name or inline body). sphinx-thebe:
    # jupyter-book 1 adds its inline config twice ("THEBE_JS_URL has already been declared") and
    # it can only reach unpkg/Binder anyway.
    app.add_config_value("offline_assets_drop", ["sphinx-thebe", "THEBE_JS_URL"], "html")
    # run late, after themes and extensions added their files
    app.connect("html-page-context", drop_remote_assets, priority=900)
    app.connect("build-finished", check_output, priority=900)
    return {"version": "0.1", "parallel_read_safe": True, "parallel_write_safe": True}
