"""Timeline: a recorded match as a track to scrub, for the replay screen.

The knob stands at the position on show (actions played so far); ticks mark where each
round began, numbered as far as they fit. A click moves there, a drag follows the pointer.
"""

from __future__ import annotations

from typing import Callable, Sequence

import pygame

from tabletop.ui import theme
from tabletop.ui.canvas import Canvas
from tabletop.ui.widgets.base import Widget, is_press, is_release

LABEL_GAP = 10
"""Logical pixels at least between two tick numbers; a round whose number would not
fit gets a tick only."""
KNOB_R = 9


class Timeline(Widget):
    def __init__(self, rect, length: int, marks: Sequence[tuple[int, str]], on_seek: Callable[[int], None],
                 tooltip: str | None = None) -> None:
        super().__init__(rect, tooltip)
        self.length = length
        self.marks = list(marks)
        """(position, label) of each round's start."""
        self.on_seek = on_seek
        self.position = 0
        self.dragging = False

    @property
    def track(self) -> pygame.FRect:
        r = self.rect
        return pygame.FRect(r.x + KNOB_R, r.y + 8, r.width - 2 * KNOB_R, 8)

    def x_of(self, position: int) -> float:
        track = self.track
        return track.x + track.width * (position / self.length if self.length else 0.0)

    def position_at(self, x: float) -> int:
        track = self.track
        share = (x - track.x) / track.width if track.width else 0.0
        return round(max(0.0, min(1.0, share)) * self.length)

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        if is_press(event) and self.contains(event.pos):
            self.dragging = True
            self._seek(event.pos[0])
            return True
        if event.type == pygame.MOUSEMOTION and self.dragging:
            self._seek(event.pos[0])
            return True
        if is_release(event) and self.dragging:
            self.dragging = False
            self._seek(event.pos[0])
            return True
        return False

    def _seek(self, x: float) -> None:
        position = self.position_at(x)
        if position != self.position:
            self.on_seek(position)

    def draw(self, canvas: Canvas) -> None:
        track = self.track
        canvas.fill(theme.SEA_LIGHT, track, 4)
        knob_x = self.x_of(self.position)
        canvas.fill(theme.BRASS, (track.x, track.y, knob_x - track.x, track.height), 4)
        free_from = self.rect.x
        for position, label in self.marks:
            x = self.x_of(position)
            canvas.line(theme.FOAM_MUTED, (x, track.bottom + 1), (x, track.bottom + 7), 1)
            half = canvas.measure(label, theme.SMALL)[0] / 2
            if x - half >= free_from and x + half <= self.rect.right:
                canvas.text(label, theme.SMALL, theme.FOAM_MUTED, (x, track.bottom + 16), "center")
                free_from = x + half + LABEL_GAP
        glow = self.hovered or self.dragging
        canvas.circle(theme.GLOW if glow else theme.FOAM, (knob_x, track.centery), KNOB_R)
        canvas.circle(theme.BRASS, (knob_x, track.centery), KNOB_R, 2)
