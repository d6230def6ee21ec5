"""A value per name, made again only when its key changes.

Tables ask their source for the view, the legal moves and the log on every frame, while
these change only with the position or whose eyes are on the screen; the live match
(`MatchController`) and a replay (`ReplaySource`) both keep them this way.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


class KeyedCache:
    def __init__(self) -> None:
        self._hits: dict[str, tuple[tuple, Any]] = {}

    def get(self, name: str, key: tuple, make: Callable[[], Any]) -> Any:
        """The value kept under `name` if it was made for `key`, else `make()`, kept."""
        hit = self._hits.get(name)
        if hit is None or hit[0] != key:
            hit = (key, make())
            self._hits[name] = hit
        return hit[1]
