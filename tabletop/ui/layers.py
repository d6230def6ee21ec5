"""Cached layers: a tableau or a card is drawn once into its own surface at the window's
real scale and then only blitted, until something it shows changes.

A four-player table has well over a hundred chips, each several shapes, an icon and a
line of text; drawing all of that every frame costs more than a frame has. Each layer
is keyed by everything it depends on (the part of the view it shows, glow, the
rectangle and the scale), so a stale picture cannot be shown. Two things keep a still
frame cheap: what changes as the pointer moves (the hover glow) is drawn over the
layers each frame rather than baked into them, and a layer that depends on a whole view
is keyed by the view's `version` instead of the view, whose hash means walking all of it.
A big picture is split into parts, each keyed by a `Part` (its own small piece of the
view, hashed once a view), so a move repaints only the parts it changed.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Callable, Hashable, TypeVar

import pygame

from tabletop.ui.canvas import Canvas, RectLike

T = TypeVar("T")

VERSIONS_KEPT = 64
"""Objects a cache remembers a version number or a `Part` for; past that it starts afresh (a
forgotten object only gets a new number: its layers are painted again, never wrongly)."""


class Part:
    """A layer key for one part of a view, hashed once: a table builds a part's key (a
    small tuple of exactly what the part draws) when the view changes and hands the same
    object in every frame until then, so a still frame hashes no view data. Equal parts
    of two views are equal keys, so an unchanged part keeps its picture across a move."""

    __slots__ = ("value", "_hash")

    def __init__(self, value: Hashable) -> None:
        self.value = value
        self._hash = hash(value)

    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Part) and self._hash == other._hash and self.value == other.value

    def __repr__(self) -> str:
        return f"Part({self.value!r})"


class LayerCache:
    """Pictures by key, the least recently used dropped past `limit` (a table keeps one
    layer per seat, card and town; a log panel only ever needs its newest one)."""

    def __init__(self, limit: int = 96) -> None:
        self.limit = limit
        self._layers: OrderedDict[Hashable, tuple[pygame.Surface, tuple[int, int], object]] = OrderedDict()
        self._versions: dict[int, tuple[object, int]] = {}
        self._parts: dict[int, tuple[object, Part]] = {}
        self._last_version = 0

    def version(self, value: object) -> int:
        """A small number standing for `value` in keys: the same while the same object
        comes back (a table's view is one object per position), another for any other
        object, even an equal one. Nothing is hashed or compared but the identity; the
        object is held, so its id cannot be reused by another while it has a number."""
        entry = self._versions.get(id(value))
        if entry is None:
            if len(self._versions) >= VERSIONS_KEPT:
                self._versions.clear()
            self._last_version += 1
            entry = self._versions[id(value)] = (value, self._last_version)
        return entry[1]

    def part(self, value: Hashable) -> Part:
        """`value` (a part of a view: a seat's, a town's) as a `Part`, the same `Part` while
        the same object comes back, so a still frame neither hashes nor compares its fields;
        an equal part of the next view is an equal key, and its picture is kept."""
        entry = self._parts.get(id(value))
        if entry is None:
            if len(self._parts) >= VERSIONS_KEPT:
                self._parts.clear()
            entry = self._parts[id(value)] = (value, Part(value))
        return entry[1]

    def draw(self, canvas: Canvas, key: Hashable, rect: RectLike, margin: float,
             paint: Callable[[Canvas], T]) -> T:
        """Blit the layer for `key`, painting it first with `paint(layer_canvas)` if it is
        new. `rect` grown by `margin` bounds everything `paint` draws (shadows, glows).
        Returns what `paint` returned when the layer was made (e.g. its hotspots)."""
        full_key = (key, tuple(rect), margin, canvas.scale, canvas.offset)
        entry = self._layers.get(full_key)
        if entry is None:
            target = canvas.to_screen(pygame.FRect(rect).inflate(2 * margin, 2 * margin))
            surface = pygame.Surface(target.size, pygame.SRCALPHA)
            layer = _offset_canvas(canvas, surface, target.topleft)
            result = paint(layer)
            if pygame.display.get_surface() is not None:
                surface = surface.convert_alpha()   # the display's pixel format blits fastest
            entry = (surface, target.topleft, result)
            self._layers[full_key] = entry
            if len(self._layers) > self.limit:
                self._layers.popitem(last=False)
        else:
            self._layers.move_to_end(full_key)
        surface, topleft, result = entry
        canvas.surface.blit(surface, topleft)
        return result  # type: ignore[return-value]


def _offset_canvas(canvas: Canvas, surface: pygame.Surface, topleft: tuple[int, int]) -> Canvas:
    """A canvas with the same logical coordinates and scale that draws into `surface`,
    whose top-left corner sits at real pixel `topleft` of the original."""
    layer = Canvas.__new__(Canvas)
    layer.surface = surface
    layer.logical = canvas.logical
    layer.scale = canvas.scale
    layer.offset = (canvas.offset[0] - topleft[0], canvas.offset[1] - topleft[1])
    return layer
