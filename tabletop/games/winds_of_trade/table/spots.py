"""Hotspots: the rectangles of the table that explain themselves or can be clicked.

Drawing code lists them as it lays things out; the table answers hover, tooltips and
clicks from the same list, so what is lit is exactly what a click does. A legal target
keeps its `Target` (what the click does) and its key in `data`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame


@dataclass
class Spot:
    rect: pygame.FRect
    kind: str                       # "island", "sell", "buy", "locals", "crew", "market", "route", ...
    tip: str | None = None
    data: dict = field(default_factory=dict)

    def contains(self, pos: tuple[float, float]) -> bool:
        return self.rect.collidepoint(pos)
