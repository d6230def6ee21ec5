"""Loading a script from tools/ as a module, for the tests of the development tools
(they are scripts, not a package, so they cannot simply be imported)."""

from __future__ import annotations

import importlib.util
import sys
from types import ModuleType

from tests import REPO

TOOLS = REPO / "tools"


def load_tool(name: str) -> ModuleType:
    """A fresh copy of tools/<name>.py, registered under its name while it runs: its
    dataclasses look their module up in sys.modules while being built."""
    spec = importlib.util.spec_from_file_location(f"tool_{name}", TOOLS / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module
