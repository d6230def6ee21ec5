"""The Sail to India modules import one another one way only: no circle, counting the
imports inside functions and under TYPE_CHECKING too (they are circles all the same,
merely hidden from the interpreter)."""

from __future__ import annotations

import ast
from pathlib import Path

import tabletop.games.sail_to_india as package

PACKAGE = "tabletop.games.sail_to_india"


def _imports() -> dict[str, set[str]]:
    """Module -> the package's modules it imports, anywhere in its text."""
    folder = Path(package.__file__).parent
    names = {path.stem for path in folder.glob("*.py")}
    graph: dict[str, set[str]] = {}
    for path in folder.glob("*.py"):
        found: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.ImportFrom) or not node.module:
                continue
            if node.module == PACKAGE:
                found |= {alias.name for alias in node.names if alias.name in names}
            elif node.module.startswith(PACKAGE + "."):
                found.add(node.module.split(".")[3])
        graph[path.stem] = found - {path.stem}
    return graph


def _circle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import circle, as the modules along it, or None."""
    done: set[str] = set()

    def visit(module: str, path: list[str]) -> list[str] | None:
        if module in path:
            return path[path.index(module):] + [module]
        if module in done:
            return None
        for target in sorted(graph.get(module, ())):
            found = visit(target, path + [module])
            if found:
                return found
        done.add(module)
        return None

    for module in sorted(graph):
        found = visit(module, [])
        if found:
            return found
    return None


def test_no_import_circle_inside_the_game():
    assert _circle(_imports()) is None, " -> ".join(_circle(_imports()) or [])


def test_the_circle_finder_finds_one():
    assert _circle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
