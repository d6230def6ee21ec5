"""Names a package offers but imports only on first use (PEP 562).

A package whose `__init__` imported every name it offers would load all of its modules
with the first one any caller needs; some of those loads sit before the title's first
frame. `names_on_first_use` builds the package's module `__getattr__` instead: a name is
imported from the module `homes` names the first time someone asks for it, then kept
in the package like any imported name.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from typing import Any


def names_on_first_use(package: str, homes: Mapping[str, str], namespace: dict[str, Any]
                       ) -> Callable[[str], Any]:
    """A module `__getattr__` for `package`: each name in `homes` comes from the module
    `package.homes[name]` and is kept in `namespace` (the package's globals)."""

    def __getattr__(name: str) -> Any:
        home = homes.get(name)
        if home is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(f"{package}.{home}"), name)
        namespace[name] = value
        return value

    return __getattr__
