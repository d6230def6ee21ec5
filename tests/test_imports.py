"""Imports run one way: no import circle anywhere in `tabletop`, and no layer imports one
above it.

Every import counts, including those inside functions and under TYPE_CHECKING: they are
circles all the same, merely hidden from the interpreter. `from package import name`
counts as importing the package (its `__init__`), and the module `package.name` too when
there is one: the line cannot tell a module from a constant of the package.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from tests import REPO

PACKAGE = REPO / "tabletop"
GAMES = ("golden_sails", "pirates_gold", "sail_to_india", "winds_of_trade")

PURE = ("tabletop.engine", "tabletop.content", "tabletop.ai", "tabletop.persistence", "tabletop.audio",
        "tabletop.tutorials", "tabletop.runtime", "tabletop.analysis")
"""Layers that never import pygame or the UI, so rules, bots and the headless commands run
without a display."""
DRAWS = {"tabletop.runtime.crash"}
"""The one exception: a crash report's dialog borrows pygame's message box, imported only
when a crash is to be shown."""


def module_name(path: Path) -> str:
    parts = path.relative_to(REPO).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(path): path for path in sorted(PACKAGE.rglob("*.py"))}


def imports_of(path: Path) -> set[str]:
    """The tabletop modules `path` imports, anywhere in its text."""
    found: set[str] = set()
    package = module_name(path) if path.name == "__init__.py" else module_name(path).rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = ".".join(package.split(".")[: len(package.split(".")) - node.level + 1] + ([base] if base else []))
            found.add(base)
            found |= {f"{base}.{alias.name}" for alias in node.names}
    return {name for name in found if name in MODULES}


GRAPH = {name: imports_of(path) - {name} for name, path in MODULES.items()}


def import_circle(graph: dict[str, set[str]]) -> list[str] | None:
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


def test_the_circle_finder_finds_one():
    assert import_circle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]


PACKAGES = sorted({name.rpartition(".")[0] if MODULES[name].name != "__init__.py" else name for name in MODULES})


@pytest.mark.parametrize("package", PACKAGES)
def test_no_import_circle_inside_a_package(package):
    inside = {name: {t for t in targets if t.rpartition(".")[0] == package or t == package}
              for name, targets in GRAPH.items() if name.rpartition(".")[0] == package or name == package}
    circle = import_circle(inside)
    assert circle is None, " -> ".join(circle)


def test_no_import_circle_in_the_whole_program():
    circle = import_circle(GRAPH)
    assert circle is None, " -> ".join(circle)


def _imports_pygame(path: Path) -> bool:
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        names = [a.name for a in node.names] if isinstance(node, ast.Import) else (
            [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
        if any(name == "pygame" or name.startswith("pygame.") for name in names):
            return True
    return False


@pytest.mark.parametrize("layer", PURE + tuple(f"tabletop.games.{g}" for g in GAMES))
def test_pure_layers_import_neither_pygame_nor_the_ui(layer):
    """The games' rules are pure too; only a game's `table/` draws."""
    offenders = []
    for name, path in MODULES.items():
        if not (name == layer or name.startswith(layer + ".")) or name[len(layer):].startswith(".table") or name in DRAWS:
            continue
        if _imports_pygame(path) or any(t.startswith("tabletop.ui") for t in GRAPH[name]):
            offenders.append(name)
    assert offenders == []
