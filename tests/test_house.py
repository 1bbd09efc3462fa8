"""The package's rooms and the way its imports run: engine <- games' rules <- solver, view, book.

A game's rules never reach for its search knowledge, the engine never reaches for a board, and
no module imports another that (at run time) imports it back. Imports are read from the source
with ``ast``, module-level and inside functions alike; those under ``if TYPE_CHECKING:`` are for
type hints only and do not run, so they are left out.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from patience.rules import Hooks
from patience.solver.knowledge import Knowledge

ROOT = Path(__file__).resolve().parent.parent / "patience"
CORE = {"patience.cards", "patience.deals", "patience.exchange", "patience.moves", "patience.pairs", "patience.rules",
        "patience.state",
        "patience.text"}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULES = {module_name(p): p for p in ROOT.rglob("*.py")}


def _type_checking_only(node: ast.AST) -> bool:
    return isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)


def _imports(tree: ast.AST) -> list[ast.Import | ast.ImportFrom]:
    found: list[ast.Import | ast.ImportFrom] = []
    for node in ast.iter_child_nodes(tree):
        if _type_checking_only(node):
            continue
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            found.append(node)
        found.extend(_imports(node))
    return found


def arrows(name: str) -> set[str]:
    """The package's modules that module ``name`` imports at run time."""
    path = MODULES[name]
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out: set[str] = set()
    for node in _imports(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        else:
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(anchor + ([base] if base else []))
            targets = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in MODULES else base for alias in node.names]
        out.update(t for t in targets if t in MODULES and t != name)
    return out


GRAPH = {name: arrows(name) for name in MODULES}


def test_the_house_has_its_rooms() -> None:
    """Rules in ``patience.games``, search in ``patience.solver``, boards in ``patience.view``,
    the pages' helpers in ``patience.book``; the engine's core at the top of the package."""
    assert {"patience.games", "patience.solver", "patience.solver.games", "patience.view", "patience.book"} <= set(MODULES)
    assert CORE <= set(MODULES)
    top = {n for n in MODULES if n.count(".") == 1} - {"patience.__main__"}
    assert top - CORE <= {"patience.games", "patience.solver", "patience.view", "patience.book"}


def test_no_import_circle() -> None:
    """No module imports, directly or through others, a module that imports it."""
    state: dict[str, int] = {}
    path: list[str] = []

    def visit(node: str) -> None:
        state[node] = 1
        path.append(node)
        for nxt in sorted(GRAPH[node]):
            if state.get(nxt) == 1:
                cycle = path[path.index(nxt):] + [nxt]
                pytest.fail("import circle: " + " -> ".join(cycle))
            if nxt not in state:
                visit(nxt)
        path.pop()
        state[node] = 2

    for name in sorted(GRAPH):
        if name not in state:
            visit(name)


@pytest.mark.parametrize("name", sorted(n for n in MODULES if n in CORE or n.startswith("patience.games")))
def test_the_engine_and_the_rules_import_no_search_and_no_view(name: str) -> None:
    """The core and the games' rules stand alone: neither the solver, nor a board, nor the book."""
    far = {t for t in GRAPH[name] if t.startswith(("patience.solver", "patience.view", "patience.book"))}
    assert not far, f"{name} imports {sorted(far)}"


@pytest.mark.parametrize("name", sorted(n for n in MODULES if n.startswith("patience.solver")))
def test_the_solver_draws_no_board(name: str) -> None:
    assert not {t for t in GRAPH[name] if t.startswith(("patience.view", "patience.book"))}


def test_no_search_knob_in_the_rule_vocabulary() -> None:
    """What the solver knows (``Knowledge``) and what the rules say (``Hooks``) share no word."""
    rule_words = {n for n in vars(Hooks) if not n.startswith("__")}
    search_words = {n for n in vars(Knowledge) if not n.startswith("__")}
    assert not rule_words & search_words
    assert "safe" not in {f for f in __import__("patience").rules.Game.__dataclass_fields__}
