"""Hotspots: the rectangles of a table that explain themselves or can be clicked.

A table lists them from its layout when what it shows changes (`AnimatedTable.spots`),
never while drawing; drawing, hover, tooltips, clicks, tutorials and keys all read the
same list, so what the player sees lit is exactly what a click does. `action` is the move
a click makes at once, when there is one; `data` carries anything else the game needs to
act on a click (a card to choose, a step of a longer choice).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from tabletop.engine.action import Action


@dataclass
class Spot:
    rect: pygame.FRect
    kind: str                       # what it is, in the game's words: "market", "town", "ship", ...
    tip: str | None = None
    data: dict = field(default_factory=dict)
    action: Action | None = None

    def contains(self, pos: tuple[float, float]) -> bool:
        return self.rect.collidepoint(pos)


def spot_at(spots: list[Spot], pos: tuple[float, float], kind: str | None = None) -> Spot | None:
    """The topmost spot under `pos` (listed last = drawn last = on top)."""
    for spot in reversed(spots):
        if (kind is None or spot.kind == kind) and spot.contains(pos):
            return spot
    return None


def target_at(spots: list[Spot], pos: tuple[float, float]) -> tuple[tuple, object] | None:
    """The topmost lit spot under `pos` as (its key, its target): what a click there does.
    Tables that list targets put them in `data` as "key" and "target"."""
    for spot in reversed(spots):
        target = spot.data.get("target")
        if target is not None and spot.contains(pos):
            return spot.data["key"], target
    return None


def tip_for(buttons: list, spots: list[Spot], rect: pygame.FRect) -> str | None:
    """The tooltip of the thing at exactly `rect` (a focused stop): the topmost spot of
    that rectangle with a tip, else what lies under its centre."""
    for spot in reversed(spots):
        if spot.tip and spot.rect == rect:
            return spot.tip
    return tip_at(buttons, spots, rect.center)


def tip_at(buttons: list, spots: list[Spot], pos: tuple[float, float]) -> str | None:
    """The tooltip under `pos`: a button's (the bar lies over the board) before the topmost
    spot that has one; None when nothing there explains itself."""
    for button in buttons:
        tip = button.tooltip_at(pos)
        if tip:
            return tip
    for spot in reversed(spots):
        if spot.tip and spot.contains(pos):
            return spot.tip
    return None
