#!/usr/bin/env bash
# Vendor the JavaScript that draws ipywidgets/anywidget widgets in the static book, so a page
# needs no CDN: require.js, @jupyter-widgets/html-manager's embed-amd.js (+ its font files),
# anywidget's AMD front end (from the installed anywidget wheel) and a small config script.
#
#   scripts/vendor_widgets.sh [DEST]      DEST defaults to book/_vendor/widgets
#
# DEST's parent must be listed in Sphinx's html_static_path (NOT a root _static/ folder), so the
# files are served as _static/widgets/... Idempotent: does nothing if DEST/VERSIONS already matches.
# Needs npm (the npm registry) and the book's Python (PYTHON, default: python) with anywidget.
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/.." && pwd)"
DEST="${1:-$ROOT/book/_vendor/widgets}"
PYTHON="${PYTHON:-python}"
HTML_MANAGER="${HTML_MANAGER:-1.0.15}"
REQUIREJS="${REQUIREJS:-2.3.8}"
ANYWIDGET_DIR="$("$PYTHON" - <<'PY'
import sys, pathlib, anywidget
p = pathlib.Path(sys.prefix, "share/jupyter/nbextensions/anywidget/index.js")
if not p.exists():  # fall back to the copy inside the package
    p = pathlib.Path(anywidget.__file__).parent / "nbextension" / "index.js"
print(p.parent)
PY
)"
ANYWIDGET_VERSION="$("$PYTHON" -c 'import anywidget; print(anywidget.__version__)')"
VENDOR_REV=2  # bump when this script changes what it writes
STAMP="rev=$VENDOR_REV html-manager=$HTML_MANAGER requirejs=$REQUIREJS anywidget=$ANYWIDGET_VERSION"

if [[ -f "$DEST/VERSIONS" && "$(cat "$DEST/VERSIONS")" == "$STAMP" ]]; then
  echo "vendor_widgets: up to date ($STAMP)"; exit 0
fi

CACHE="${NPM_PACK_CACHE:-$ROOT/.cache/npm-pack}"
mkdir -p "$CACHE"
for spec in "@jupyter-widgets/html-manager@$HTML_MANAGER" "requirejs@$REQUIREJS"; do
  tgz="$(echo "$spec" | sed -e 's/^@//' -e 's#/#-#' -e 's/@/-/').tgz"
  [[ -f "$CACHE/$tgz" ]] || (cd "$CACHE" && npm pack --silent "$spec" >/dev/null)
done

TMP="$(mktemp -d)"; trap 'rm -rf "$TMP"' EXIT
mkdir -p "$TMP/hm" "$TMP/rq" "$TMP/out/anywidget"
tar xzf "$CACHE/jupyter-widgets-html-manager-$HTML_MANAGER.tgz" -C "$TMP/hm"
tar xzf "$CACHE/requirejs-$REQUIREJS.tgz" -C "$TMP/rq"
cp "$TMP/rq/package/require.js" "$TMP/out/require.js"
cp "$TMP/hm/package/dist/embed-amd.js" "$TMP/out/embed-amd.js"
# font-awesome files that embed-amd.js's CSS refers to (icons in standard widgets)
find "$TMP/hm/package/dist" -maxdepth 1 -regex '.*\.\(eot\|svg\|ttf\|woff\|woff2\)' -exec cp {} "$TMP/out/" \;
cp "$ANYWIDGET_DIR/index.js" "$TMP/out/anywidget/index.js"
cat > "$TMP/out/config.js" <<'JS'
// Point require.js at the vendored widget modules, wherever the page sits in the site.
(function () {
  var src = document.currentScript && document.currentScript.src;
  var base = src.substring(0, src.lastIndexOf("/") + 1);
  window.__jupyter_widgets_assets_path__ = base;
  window.require.config({ paths: {
    anywidget: base + "anywidget/index",
    // embed-amd.js finds its font files from this module's URL (webpack publicPath)
    "@jupyter-widgets/html-manager/dist": base.replace(/\/$/, "")
  } });
})();
JS
echo "$STAMP" > "$TMP/out/VERSIONS"
rm -rf "$DEST"; mkdir -p "$(dirname "$DEST")"; mv "$TMP/out" "$DEST"
echo "vendor_widgets: wrote $DEST ($STAMP, $(du -sh "$DEST" | cut -f1))"
