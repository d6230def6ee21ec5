"""Hotspots: the rectangles of the Pirates' Gold table that explain themselves or can be
clicked. Drawing code lists them as it lays things out; hover, tooltips and clicks are
answered from the same list, so what is lit is exactly what a click does."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame


@dataclass
class Spot:
    rect: pygame.FRect
    kind: str                       # "ship", "card", "hand", "seat", "tag", "rose", "pile", "toggle", "stack", "bar"
    tip: str | None = None
    data: dict = field(default_factory=dict)

    def contains(self, pos: tuple[float, float]) -> bool:
        return self.rect.collidepoint(pos)


def spot_at(spots: list[Spot], pos: tuple[float, float], kind: str | None = None) -> Spot | None:
    """The topmost spot under `pos` (listed last = drawn last = on top)."""
    for spot in reversed(spots):
        if (kind is None or spot.kind == kind) and spot.contains(pos):
            return spot
    return None
