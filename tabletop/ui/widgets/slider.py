"""Slider: a value from 0 to 1 on a track, for levels such as the sound volume.

A press on the track jumps the knob there and a drag follows the pointer; the slider then
has the keyboard, and Left / Right move it a step (Home / End to the ends) until a press
lands elsewhere. `on_change` follows every move (so the level is heard as it changes);
`on_commit` comes once the person lets go or presses a key, when the value may be saved.
"""

from __future__ import annotations

from typing import Callable

import pygame

from tabletop.ui import theme
from tabletop.ui.canvas import Canvas
from tabletop.ui.widgets.base import Widget, is_press, is_release
from tabletop.ui.widgets.focus import Stop

KNOB_R = 11
STEP = 0.05
"""What one press of Left or Right moves (5 %)."""
VALUE_W = 64
"""Room on the right for the value ("100 %") at the house text size; more at a larger one."""


def value_width() -> float:
    """The value's room at the chosen text size."""
    return VALUE_W * theme.text_scale()


KEYS = {pygame.K_LEFT: -STEP, pygame.K_RIGHT: STEP, pygame.K_DOWN: -STEP, pygame.K_UP: STEP}


def percent(value: float) -> str:
    return f"{round(value * 100)} %"


class Slider(Widget):
    def __init__(self, rect, value: float, on_change: Callable[[float], None] | None = None,
                 on_commit: Callable[[float], None] | None = None, *, tooltip: str | None = None,
                 fmt: Callable[[float], str] = percent) -> None:
        super().__init__(rect, tooltip)
        self.value = min(1.0, max(0.0, value))
        self.on_change = on_change
        self.on_commit = on_commit
        self.fmt = fmt
        self.dragging = False
        self.focused = False

    @property
    def track(self) -> pygame.FRect:
        r = self.rect
        return pygame.FRect(r.x + KNOB_R, r.centery - 4, r.width - value_width() - 2 * KNOB_R, 8)

    def value_at(self, x: float) -> float:
        track = self.track
        share = (x - track.x) / track.width if track.width else 0.0
        return round(min(1.0, max(0.0, share)), 2)

    def set_value(self, value: float) -> None:
        value = round(min(1.0, max(0.0, value)), 2)
        if value != self.value:
            self.value = value
            if self.on_change:
                self.on_change(value)

    def _commit(self) -> None:
        if self.on_commit:
            self.on_commit(self.value)

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        if is_press(event):
            self.focused = self.enabled and self.contains(event.pos)
            if self.focused:
                self.dragging = True
                self.set_value(self.value_at(event.pos[0]))
                return True
            return False
        if event.type == pygame.MOUSEMOTION and self.dragging:
            self.set_value(self.value_at(event.pos[0]))
            return True
        if is_release(event) and self.dragging:
            self.dragging = False
            self.set_value(self.value_at(event.pos[0]))
            self._commit()
            return True
        if event.type == pygame.KEYDOWN and self.focused and self.enabled:
            if event.key in KEYS:
                self.set_value(self.value + KEYS[event.key])
            elif event.key in (pygame.K_HOME, pygame.K_END):
                self.set_value(0.0 if event.key == pygame.K_HOME else 1.0)
            else:
                return False
            self._commit()
            return True
        return False

    def focus_stops(self) -> list[Stop]:
        """Left and Right move the knob a step, as they do once it is clicked."""
        if not (self.visible and self.enabled):
            return []
        return [Stop(pygame.FRect(self.rect), None, self.tooltip, key=self, adjust=self._nudge)]

    def _nudge(self, direction: int) -> None:
        self.set_value(self.value + direction * STEP)
        self._commit()

    def draw(self, canvas: Canvas) -> None:
        track = self.track
        if self.focused:
            canvas.frame(theme.BRASS, self.rect.inflate(8, 4), 2, 8)
        canvas.fill(theme.PARCHMENT_EDGE, track, 4)
        knob_x = track.x + track.width * self.value
        canvas.fill(theme.BUTTON_FACE if self.enabled else theme.DISABLED, (track.x, track.y, knob_x - track.x,
                                                                           track.height), 4)
        glow = self.enabled and (self.hovered or self.dragging)
        if glow:
            canvas.circle(theme.GLOW, (knob_x, track.centery), KNOB_R + 3)
        canvas.circle(theme.FOAM, (knob_x, track.centery), KNOB_R)
        canvas.circle(theme.BUTTON_FACE if self.enabled else theme.DISABLED, (knob_x, track.centery), KNOB_R, 2)
        canvas.text(self.fmt(self.value), theme.BODY_BOLD, theme.INK if self.enabled else theme.INK_MUTED,
                    (self.rect.right - 4, self.rect.centery), "midright", max_width=value_width() - 8)
