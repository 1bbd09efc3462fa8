# The edition's two everyday commands (see README):
#   make serve   build the book and serve it at http://127.0.0.1:8000
#   make test    run every test: the strict book build (-nW), then pytest: engine, every page (nbval), the built site
#                (pytest-xdist: one test process a core, each page's cells on one; the ten slowest listed at the end)
# Both set up .venv from requirements.txt first (once; again when requirements change).

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
PORT ?= 8000
export PATH := $(CURDIR)/$(BIN):$(PATH)

.PHONY: setup build chromium serve test test-fast bench clean

setup: $(VENV)/.installed

$(VENV)/.installed: requirements.txt pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -r requirements.txt -e .
	touch $@

# The static site: vendored widget JS (npm registry), a local Pyodide with the engine for live
# play (npm + PyPI, cached in .cache/), then a clean strict build.
build: setup
	PYTHON=$(BIN)/python scripts/vendor_widgets.sh
	$(BIN)/python scripts/build_lite.py
	rm -rf _build/html _build/.doctrees _build/jupyter_execute _contents
	$(BIN)/jupyter-book build . --all -nW --keep-going

# Debian's Chromium for the browser tests (Playwright cannot download its own browser here).
chromium:
	@command -v chromium >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium; }

serve: build
	$(BIN)/python scripts/serve.py --port $(PORT)

test: build chromium
	$(BIN)/python -m pytest -n auto --dist loadgroup --durations=10

test-fast: setup
	$(BIN)/python -m pytest -n auto --dist loadgroup tests patience

bench: setup
	$(BIN)/python benchmarks/engine_speed.py

clean:
	rm -rf _build _contents lite book/_vendor
