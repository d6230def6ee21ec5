"""What drawing needs beyond the view: the seats' looks and names, and this frame's
choices (lit targets, the one under the pointer, the advice). One small record passed to
every drawing module, and the one helper they share to list a hotspot.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from tabletop.games.winds_of_trade.table.choices import Key, Target
from tabletop.ui import highlight, theme
from tabletop.ui.canvas import Canvas
from tabletop.ui.spots import Spot


@dataclass
class Look:
    styles: list[theme.SeatStyle]
    names: list[str]
    viewer: int | None = None
    targets: dict[Key, Target] = field(default_factory=dict)
    hovered: Key | None = None
    suggested: set[Key] = field(default_factory=set)
    sailing: set[int] = field(default_factory=set)     # ships under way (drawn by the motion, not in harbour)

    def key(self) -> tuple:
        """Everything here as a hashable value, for the layer cache (the table paints its
        layers with `hovered` None, and the hover glow over them: `draw_hover`)."""
        return self.marks() + (frozenset(self.sailing),)

    def marks(self) -> tuple:
        """`key` without the ships under way: what the chart's parts depend on besides
        their own part of the view (an island keys only the ships sailing from it)."""
        return (tuple(self.styles), tuple(self.names), self.viewer, frozenset(self.targets.items()), self.hovered,
                frozenset(self.suggested))


def hotspot(spots: list[Spot], canvas: Canvas, look: Look, rect: pygame.FRect, kind: str, tip: str,
            key: Key | None = None, radius: float = 5) -> None:
    """List a hotspot; frame it if it is a legal target (glowing if hovered) or the advice."""
    target = look.targets.get(key) if key is not None else None
    if target is not None:
        # island cards are busy pictures: a lighter wash and a glowing edge
        highlight.target_frame(canvas, rect, key == look.hovered, radius, wash=70, edge=theme.GLOW)
    if key is not None and key in look.suggested:
        highlight.suggestion_frame(canvas, rect)
    spots.append(Spot(pygame.FRect(rect), kind, tip, data={"key": key, "target": target, "radius": radius}))


HOVER_WASH = 30
"""The glow washed over a hovered target: it lies over the target's picture, names and
numbers included, so lighter than a wash painted beneath them."""


def draw_hover(canvas: Canvas, spots: list[Spot], key: Key | None) -> None:
    """The glow of the lit target under the pointer, drawn over the cached pictures
    (which are painted unhovered), so moving the pointer repaints no layer."""
    if key is None:
        return
    for spot in reversed(spots):
        if spot.data.get("key") == key and spot.data.get("target") is not None:
            highlight.target_frame(canvas, spot.rect, True, spot.data.get("radius", 5), wash=HOVER_WASH,
                                   edge=theme.GLOW)
            return
