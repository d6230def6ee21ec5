"""The logical 1280×720 canvas, drawn straight onto the window at the window's scale.

Scenes and widgets think in logical pixels. Instead of drawing into a 1280×720 buffer
and stretching it (which blurs text), every call here maps its logical rectangle to
real pixels and draws there: shapes at the scaled size, text rendered with the font at
the scaled pixel size, icons rasterised from SVG at the scaled size. The window is
letterboxed so the canvas keeps its 16:9 shape.
"""

from __future__ import annotations

from contextlib import contextmanager
import math
from typing import Iterator, Sequence

import pygame

from tabletop.ui import sprites, text
from tabletop.ui.theme import LOGICAL_SIZE, Colour, Font, text_px, text_size

RectLike = pygame.Rect | pygame.FRect | tuple[float, float, float, float]

_shades: dict[tuple, pygame.Surface] = {}
"""Translucent layers by size, colour, alpha and corner radius: panels redraw the same
shadows every frame, and building an alpha surface each time costs more than blitting."""

cut_labels: list[str] | None = None
"""While a test records (see `recording_cuts`), every text `ellipsize` shortened, in full:
no label that matters may ever be cut, so the layout must give way instead."""

_ANCHORS = ("topleft", "midtop", "topright", "midleft", "center", "midright",
            "bottomleft", "midbottom", "bottomright")


GLYPH_SAMPLE = "ABCDEFGHIJKLMNOPQRSTUVWXYZ abcdefghijklmnopqrstuvwxyz 0123456789 .,:;·'()/-%"
"""The glyphs a face draws first, in `Canvas.load_faces`."""


class Canvas:
    """Draws logical-pixel shapes, text and icons onto a real surface at a scale."""

    def __init__(self, surface: pygame.Surface, logical: tuple[int, int] = LOGICAL_SIZE, *,
                 scale: float | None = None, offset: tuple[float, float] | None = None) -> None:
        self.surface = surface
        self.logical = logical
        width, height = surface.get_size()
        self.scale = scale if scale is not None else min(width / logical[0], height / logical[1])
        self.offset = offset if offset is not None else ((width - logical[0] * self.scale) / 2,
                                                         (height - logical[1] * self.scale) / 2)

    # --- coordinates --------------------------------------------------------------------

    @property
    def bounds(self) -> pygame.Rect:
        """The whole logical canvas."""
        return pygame.Rect(0, 0, *self.logical)

    def to_screen(self, rect: RectLike) -> pygame.Rect:
        x, y, w, h = rect
        s, (ox, oy) = self.scale, self.offset
        left, top = round(ox + x * s), round(oy + y * s)
        return pygame.Rect(left, top, round(ox + (x + w) * s) - left, round(oy + (y + h) * s) - top)

    def point(self, pos: tuple[float, float]) -> tuple[int, int]:
        return round(self.offset[0] + pos[0] * self.scale), round(self.offset[1] + pos[1] * self.scale)

    def to_logical(self, pos: tuple[float, float]) -> tuple[float, float]:
        """A window position in logical pixels (for mouse events)."""
        return (pos[0] - self.offset[0]) / self.scale, (pos[1] - self.offset[1]) / self.scale

    def px(self, length: float) -> int:
        """A logical length in real pixels, at least 1."""
        return max(1, round(length * self.scale))

    # --- shapes -------------------------------------------------------------------------

    def fill(self, colour: Colour, rect: RectLike | None = None, radius: float = 0) -> None:
        if rect is None:
            self.surface.fill(colour)
            return
        pygame.draw.rect(self.surface, colour, self.to_screen(rect), border_radius=self._r(radius))

    def frame(self, colour: Colour, rect: RectLike, width: float = 1, radius: float = 0) -> None:
        pygame.draw.rect(self.surface, colour, self.to_screen(rect), self.px(width), border_radius=self._r(radius))

    def shade(self, colour: Colour, alpha: int, rect: RectLike | None = None, radius: float = 0) -> None:
        """A translucent rectangle (dimming behind overlays, hover washes, shadows)."""
        target = self.to_screen(rect if rect is not None else self.bounds)
        key = (target.size, tuple(colour[:3]), alpha, self._r(radius))
        layer = _shades.get(key)
        if layer is None:
            layer = pygame.Surface(target.size, pygame.SRCALPHA)
            pygame.draw.rect(layer, (*colour[:3], alpha), layer.get_rect(), border_radius=key[3])
            if len(_shades) > 256:
                _shades.clear()
            _shades[key] = layer
        self.surface.blit(layer, target.topleft)

    def line(self, colour: Colour, a: tuple[float, float], b: tuple[float, float], width: float = 1) -> None:
        pygame.draw.line(self.surface, colour, self.point(a), self.point(b), self.px(width))

    def circle(self, colour: Colour, centre: tuple[float, float], radius: float, width: float = 0) -> None:
        pygame.draw.circle(self.surface, colour, self.point(centre), max(1, radius * self.scale),
                           self.px(width) if width else 0)

    def polygon(self, colour: Colour, points: Sequence[tuple[float, float]], width: float = 0) -> None:
        pygame.draw.polygon(self.surface, colour, [self.point(p) for p in points], self.px(width) if width else 0)

    def shape(self, kind: str, colour: Colour, centre: tuple[float, float], radius: float,
              outline: Colour | None = None, width: float = 2) -> None:
        """A seat shape (circle, square, triangle, diamond, pentagon, hexagon)."""
        cx, cy = centre
        if kind == "circle":
            self.circle(colour, centre, radius)
            if outline:
                self.circle(outline, centre, radius, width)
            return
        points = shape_points(kind, cx, cy, radius)
        self.polygon(colour, points)
        if outline:
            self.polygon(outline, points, width)

    def _r(self, radius: float) -> int:
        return round(radius * self.scale) if radius else -1

    # --- text ---------------------------------------------------------------------------

    def font_px(self, font: Font) -> int:
        return text_px(font, self.scale)

    def load_faces(self, fonts: Sequence[Font]) -> None:
        """Load `fonts` at this canvas's sizes and draw `GLYPH_SAMPLE` in each once, so the
        frame that first shows them (an overlay's) does not pay for the loading and the
        first glyphs (text keeps both)."""
        for font in fonts:
            text.font(font.role, self.font_px(font)).render(GLYPH_SAMPLE, True, (0, 0, 0))

    def measure(self, content: str, font: Font) -> tuple[float, float]:
        """Width and height of one line in logical pixels (measured at the real size)."""
        w, h = text.size(font.role, self.font_px(font), content)
        return w / self.scale, h / self.scale

    def line_height(self, font: Font) -> float:
        return text.font(font.role, self.font_px(font)).get_linesize() / self.scale

    def wrap(self, content: str, font: Font, width: float) -> list[str]:
        return text.wrap(content, width, lambda line: self.measure(line, font)[0])

    def text(self, content: str, font: Font, colour: Colour, pos: tuple[float, float],
             anchor: str = "topleft", max_width: float | None = None) -> pygame.FRect:
        """Draw one line; returns its logical rectangle. `max_width` shortens with "…".

        The line is drawn before it is measured against `max_width`: its picture is as
        wide as `measure` says, and a line that fits (nearly all) is then not measured
        at all. Measuring a line whose glyphs are new loads them much as drawing does, a
        millisecond of the title's first frame."""
        if anchor not in _ANCHORS:
            raise ValueError(f"unknown anchor {anchor!r}")
        px = self.font_px(font)
        surface = text.render(font.role, px, content, colour)
        if max_width is not None and surface.get_width() / self.scale > max_width:
            surface = text.render(font.role, px, self.ellipsize(content, font, max_width), colour)
        screen_rect = surface.get_rect(**{anchor: self.point(pos)})
        self.surface.blit(surface, screen_rect)
        return pygame.FRect(self.to_logical(screen_rect.topleft),
                            (screen_rect.width / self.scale, screen_rect.height / self.scale))

    def ellipsize(self, content: str, font: Font, max_width: float) -> str:
        if self.measure(content, font)[0] <= max_width:
            return content
        if cut_labels is not None:
            cut_labels.append(content)
        fits, too_long = 0, len(content)  # halving the cut: a name of any length costs a few measures
        while too_long - fits > 1:
            middle = (fits + too_long) // 2
            if self.measure(content[:middle] + "…", font)[0] <= max_width:
                fits = middle
            else:
                too_long = middle
        return content[:fits].rstrip() + "…"

    def whole_words(self, content: str, font: Font, max_width: float) -> str:
        """`content` as it fits `max_width`: whole, or up to its last whole word that fits
        and "…". Only for a line whose tooltip gives all of it (a list that runs on, such
        as the standings' "Still out"), so it is not recorded as a cut label."""
        if self.measure(content, font)[0] <= max_width:
            return content
        words = content.split(" ")
        for count in range(len(words) - 1, 0, -1):
            shorter = " ".join(words[:count]).rstrip(" ·,;:") + " …"
            if self.measure(shorter, font)[0] <= max_width:
                return shorter
        return "…"

    def paragraph(self, content: str, font: Font, colour: Colour, rect: RectLike,
                  align: str = "left", spacing: float = 1.0) -> float:
        """Wrapped text inside `rect` (clipped to it); returns the height used. Lines that
        do not fit are not dropped silently: the last line that fits ends with "…" (and a
        test recording cuts hears of it)."""
        x, y, w, h = rect
        step = self.line_height(font) * spacing
        used = 0.0
        lines = self.wrap(content, font, w)
        fitting = max(1, int((h + step * 0.25) // step)) if step else len(lines)
        if len(lines) > fitting:
            lines = lines[:fitting - 1] + [self.ellipsize(" ".join(lines[fitting - 1:]), font, w)]
        with self.clip(rect):
            for line in lines:
                anchor, px = {"left": ("topleft", x), "center": ("midtop", x + w / 2),
                              "right": ("topright", x + w)}[align]
                if line:
                    self.text(line, font, colour, (px, y + used), anchor)
                used += step
        return used

    def paragraph_height(self, content: str, font: Font, width: float, spacing: float = 1.0) -> float:
        return len(self.wrap(content, font, width)) * self.line_height(font) * spacing

    def paragraph_font(self, content: str, fonts: Sequence[Font], rect: RectLike, spacing: float = 1.0) -> Font:
        """The first of `fonts` (largest first) in which `content` wraps into `rect`'s
        height, among those `fitting_font` allows; the smallest of those when none does."""
        allowed = [font for font in fonts if text_size(font) >= fonts[0].size] or [fonts[0]]
        step_room = rect[3] + 0.25 * self.line_height(allowed[-1]) * spacing   # as `paragraph` counts lines
        return next((font for font in allowed
                     if self.paragraph_height(content, font, rect[2], spacing) <= step_room), allowed[-1])

    # --- images -------------------------------------------------------------------------

    def icon(self, name: str, rect: RectLike, tint: Colour | None = None) -> None:
        """Sprite `name` fitted into `rect`, rasterised at (about) the real size, centred."""
        target = self.to_screen(rect)
        picture = sprites.load_icon(name, target.width, target.height, tint)
        self.surface.blit(picture, picture.get_rect(center=target.center))

    def image(self, surface: pygame.Surface, rect: RectLike) -> None:
        """A prepared surface stretched to `rect` (for pictures that are not SVG)."""
        target = self.to_screen(rect)
        if surface.get_size() != target.size:
            surface = pygame.transform.smoothscale(surface, target.size)
        self.surface.blit(surface, target.topleft)

    @contextmanager
    def clip(self, rect: RectLike) -> Iterator[None]:
        """Restrict drawing to `rect` (intersected with any clip already set)."""
        previous = self.surface.get_clip()
        self.surface.set_clip(self.to_screen(rect).clip(previous))
        try:
            yield
        finally:
            self.surface.set_clip(previous)


@contextmanager
def recording_cuts() -> Iterator[list[str]]:
    """Collect the texts any canvas cuts with "…" while the block runs (for tests)."""
    global cut_labels
    previous, cut_labels = cut_labels, []
    try:
        yield cut_labels
    finally:
        cut_labels = previous


def logical_width(content: str, font: Font) -> float:
    """One line's width at the logical size (and the chosen text size): for layouts that
    size a box to its words."""
    return text.size(font.role, text_px(font), content)[0]


def fitting_font(content: str, fonts: Sequence[Font], room: float) -> Font:
    """The first of `fonts` (largest first) in which `content` fits `room` at the chosen
    text size. Only those at least as large as the first is at the house size are tried:
    a larger text size may take back some of its growth where room is short, never more.
    The smallest of those when none fits (the text is then cut, and says so)."""
    allowed = [font for font in fonts if text_size(font) >= fonts[0].size] or [fonts[0]]
    slack = 1.04   # measured at the logical size, drawn at the window's: rounding may widen a line
    return next((font for font in allowed if logical_width(content, font) * slack <= room), allowed[-1])


def logical_wrap(content: str, font: Font, width: float) -> list[str]:
    """Wrap at the logical size (scale 1): for layouts decided before any canvas exists."""
    return text.wrap(content, width, lambda line: text.size(font.role, text_px(font), line)[0])


def shape_points(kind: str, cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    """Corner points of a seat shape of circumradius `r` around (cx, cy)."""
    if kind == "square":
        s = r * 0.82
        return [(cx - s, cy - s), (cx + s, cy - s), (cx + s, cy + s), (cx - s, cy + s)]
    if kind == "diamond":
        return [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
    sides = {"triangle": 3, "pentagon": 5, "hexagon": 6}.get(kind)
    if sides is None:
        raise ValueError(f"unknown seat shape {kind!r}")
    shift = r * 0.25 if sides == 3 else 0  # centre a triangle's box, not its centroid
    return [(cx + r * math.sin(2 * math.pi * i / sides), cy + shift - r * math.cos(2 * math.pi * i / sides))
            for i in range(sides)]
