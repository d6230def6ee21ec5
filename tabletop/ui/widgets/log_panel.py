"""The action log: what happened, in plain sentences, newest at the bottom.

It follows the newest line unless the reader has scrolled up to look back; scrolling
down to the end makes it follow again. Lines are wrapped to the panel's width and the
wrapping is redone only when the lines or the scale change.
"""

from __future__ import annotations

import pygame

from tabletop.ui import theme
from tabletop.ui.canvas import Canvas
from tabletop.ui.layers import LayerCache
from tabletop.ui.widgets.base import Widget
from tabletop.ui.widgets.panel import TITLE_STRIP, draw_panel

PAD = 12
FONT = theme.SMALL
INDENT = "   "
"""Before a wrapped entry's continuation lines, so each entry's start stands out."""
SCROLL_BAR_ROOM = 12
"""Logical px kept free at the right of the body for the scroll bar: text never runs under it."""


class LogPanel(Widget):
    def __init__(self, rect, title: str = "Log", tooltip: str | None = "What has happened so far. Scroll to read back.",
                 *, follow_newest: bool = True) -> None:
        super().__init__(rect, tooltip)
        self.title = title
        self.follow_newest = follow_newest
        """False for a fixed text read from the top (results notes): starts at the top,
        all lines equally dark."""
        self.lines: list[str] = []
        self.scroll = 0.0          # logical pixels scrolled up from the bottom
        self._wrapped: list[str] = []
        self._starts: list[bool] = []   # True where a log entry begins (not a wrapped continuation)
        self._wrap_key: tuple | None = None
        self._line_h = 18.0
        self._layer = LayerCache(limit=1)
        self._wrap_cache: dict[str, list[str]] = {}
        self._wrap_cache_scale: tuple[float, float] = (0.0, 0.0)

    def set_lines(self, lines: list[str]) -> None:
        if lines != self.lines:
            self.lines = list(lines)
            self._wrap_key = None

    def tooltip_at(self, pos: tuple[float, float]) -> str | None:
        """The panel explains itself over its title only: a reader resting the pointer on
        the lines to read them back is never covered by the box."""
        title = pygame.FRect(self.rect.x, self.rect.y, self.rect.width, TITLE_STRIP)
        return self.tooltip if self.tooltip and self.visible and title.collidepoint(pos) else None

    @property
    def body(self) -> pygame.FRect:
        return pygame.FRect(self.rect.x + PAD, self.rect.y + TITLE_STRIP + 6,
                            self.rect.width - 2 * PAD, self.rect.height - TITLE_STRIP - 12)

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        if event.type == pygame.MOUSEWHEEL and self.hovered:
            self.scroll_by(event.y * self._line_h * 3)
            return True
        return False

    def scroll_by(self, amount: float) -> None:
        self.scroll = max(0.0, min(self.scroll + amount, self._max_scroll()))

    def _max_scroll(self) -> float:
        return max(0.0, len(self._wrapped) * self._line_h - self.body.height)

    def _rewrap(self, canvas: Canvas) -> None:
        key = (id(self.lines), len(self.lines), canvas.scale, self.rect.width)
        if key == self._wrap_key:
            return
        self._wrap_key = key
        self._line_h = canvas.line_height(FONT) * 1.08
        wrapped: list[str] = []
        starts: list[bool] = []
        if self._wrap_cache_scale != (canvas.scale, self.rect.width):
            self._wrap_cache, self._wrap_cache_scale = {}, (canvas.scale, self.rect.width)
        for line in self.lines:
            parts = self._wrap_cache.get(line)
            if parts is None:   # only new lines are measured: the log grows by a few per move
                parts = self._wrap_cache[line] = self._wrap_entry(canvas, line)
            wrapped.extend(parts)
            starts.extend([True] + [False] * (len(parts) - 1))
        self._starts = starts
        if self.scroll > 0:   # keep the reader's place when new lines arrive below
            self.scroll += (len(wrapped) - len(self._wrapped)) * self._line_h
        elif not self.follow_newest and not self._wrapped:
            self.scroll = float("inf")
        self._wrapped = wrapped
        self.scroll = max(0.0, min(self.scroll, self._max_scroll()))

    def text_width(self) -> float:
        """Room for text: the body less the scroll bar's column."""
        return self.body.width - SCROLL_BAR_ROOM

    def _wrap_entry(self, canvas: Canvas, line: str) -> list[str]:
        """One entry's lines: the first at the full text width, the rest indented and
        wrapped to the width the indent leaves (the indent used to push them under the bar)."""
        width = self.text_width()
        first, *rest = canvas.wrap(line, FONT, width)
        if not rest:
            return [first]
        inner = width - canvas.measure(INDENT, FONT)[0]
        return [first, *(INDENT + part for part in canvas.wrap(" ".join(rest), FONT, inner))]

    def visible_lines(self) -> list[tuple[int, float]]:
        """(wrapped line index, top y) of each line drawn now: every line wholly inside the
        body, so the top edge never shows a cut line nor a blank band of skipped ones."""
        body = self.body
        total = len(self._wrapped) * self._line_h
        top = body.y + min(0.0, body.height - total) + self.scroll
        first = max(0, int((body.y - top) // self._line_h))
        if first < len(self._wrapped) and top + first * self._line_h < body.y - 0.5:
            first += 1
        shown = []
        for i in range(first, len(self._wrapped)):
            y = top + i * self._line_h
            if y > body.bottom:
                break
            shown.append((i, y))
        return shown

    def draw(self, canvas: Canvas) -> None:
        self._rewrap(canvas)
        key = (self._wrap_key, self.scroll, self.title, tuple(self.rect))
        self._layer.draw(canvas, key, self.rect.inflate(12, 14).move(2, 3), 0, self._paint)

    def _paint(self, canvas: Canvas) -> None:
        draw_panel(canvas, self.rect, self.title)
        body = self.body
        total = len(self._wrapped) * self._line_h
        newest = max((i for i, start in enumerate(self._starts) if start), default=0)
        with canvas.clip((body.x, body.y, self.text_width(), body.height)):
            for i, y in self.visible_lines():
                plain = not self.follow_newest or i >= newest
                canvas.text(self._wrapped[i], FONT, theme.INK if plain else theme.INK_MUTED, (body.x, y))
        if total > body.height:   # scroll bar
            track = pygame.FRect(body.right - 4, body.y, 4, body.height)
            canvas.fill(theme.PARCHMENT_DARK, track, 2)
            share = body.height / total
            pos = 1 - (self.scroll + body.height) / total
            canvas.fill(theme.PARCHMENT_EDGE, (track.x, track.y + pos * track.height, 4, max(12, share * track.height)), 2)
