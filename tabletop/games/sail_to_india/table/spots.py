"""Hotspots: the rectangles of the table that explain themselves or can be clicked.

Drawing code lists them as it lays things out; the table answers hover, tooltips and
clicks from the same list, so what is lit is exactly what a click does.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from tabletop.engine.action import Action


@dataclass
class Spot:
    rect: pygame.FRect
    kind: str                       # "town", "space", "sea", "lisboa", "tech", "banker", "historian", ...
    tip: str | None = None
    action: Action | None = None
    """What a click here plays now (None: nothing, or a choice the table keeps, like a ship)."""
    data: dict = field(default_factory=dict)

    def contains(self, pos: tuple[float, float]) -> bool:
        return self.rect.collidepoint(pos)


def spot_at(spots: list[Spot], pos: tuple[float, float], clickable: bool = False) -> Spot | None:
    """The topmost spot under `pos` (listed last = drawn last = on top); with
    `clickable`, only one that does something when clicked."""
    for spot in reversed(spots):
        if spot.contains(pos) and (not clickable or spot.action is not None or spot.data.get("origin") is not None):
            return spot
    return None
