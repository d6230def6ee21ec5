"""Reading a game package's imports, to test that they run one way (no import circle).

Every import counts, including those inside functions and under TYPE_CHECKING: they are
circles all the same, merely hidden from the interpreter. `from package import module`
counts as importing the package (`__init__`) too: it takes the name from the package's
namespace, where a constant or the Game would come from as well, and the line cannot
tell them apart. A module that needs another names that module (`from package.module
import name`, or `import package.module as alias` when the module's name says more).
"""

from __future__ import annotations

import ast
import importlib
from pathlib import Path


def package_imports(package: str) -> dict[str, set[str]]:
    """Module -> the package's modules it imports, anywhere in its text (the package
    itself as `__init__`)."""
    folder = Path(importlib.import_module(package).__file__).parent
    names = {path.stem for path in folder.glob("*.py")}
    depth = package.count(".") + 1
    graph: dict[str, set[str]] = {}
    for path in folder.glob("*.py"):
        found: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                dotted = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module == package:
                found.add("__init__")
                found |= {alias.name for alias in node.names if alias.name in names}
                continue
            elif isinstance(node, ast.ImportFrom) and node.module:
                dotted = [node.module]
            else:
                continue
            found |= {name.split(".")[depth] for name in dotted if name.startswith(package + ".")}
        graph[path.stem] = found - {path.stem}
    return graph


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
