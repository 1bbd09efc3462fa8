# The edition's two everyday commands (see README):
#   make serve   build the book and serve it at http://127.0.0.1:8000
#   make test    run every test: the strict book build (-nW), then pytest: engine, every page (nbval), the built site
# Both set up .venv from requirements.txt first (once; again when requirements change).

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
PORT ?= 8000

.PHONY: setup build serve test test-fast bench clean

setup: $(VENV)/.installed

$(VENV)/.installed: requirements.txt pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -r requirements.txt -e .
	touch $@

build: setup
	$(BIN)/jupyter-book build . --all -nW --keep-going

serve: build
	@echo "Serving the book at http://127.0.0.1:$(PORT)/ (Ctrl-C to stop)"
	$(BIN)/python -m http.server $(PORT) --bind 127.0.0.1 --directory _build/html

test: build
	$(BIN)/python -m pytest

test-fast: setup
	$(BIN)/python -m pytest tests patience

bench: setup
	$(BIN)/python benchmarks/engine_speed.py

clean:
	rm -rf _build
