"""A one-line text field (player names, save names).

Click to focus, which selects the whole text (typing replaces it, as in any name field;
Ctrl+A selects it again, a second click puts the cursor at the end); typed characters
arrive as TEXTINPUT events (so any keyboard layout and accented letters work); Backspace
deletes, Enter or a click elsewhere ends editing. Only one field is focused at a time.
What is typed or pasted is kept drawable (tabletop.runtime.safetext): a NUL, a line break or a
bidi control never gets into the value.
"""

from __future__ import annotations

from typing import Callable

import pygame

from tabletop.runtime.safetext import drawable
from tabletop.ui import theme
from tabletop.ui.canvas import Canvas
from tabletop.ui.widgets.base import Widget, is_press
from tabletop.ui.widgets.focus import Stop

_focused: "TextInput | None" = None
"""The one field that has the keyboard. A click on another field is consumed by that one,
so the old field never sees it: without this it kept its cursor after the new one ended
editing with Return, and showed it while SDL's text input was already stopped."""

BLINK_PERIOD = 1.0
CARET_SHOWN = 0.55
"""Seconds of each blink period the caret is visible."""


def editing() -> "TextInput | None":
    """The field that has the keyboard now, if any: it takes every key first (Enter
    ends editing there, rather than pressing a screen's Enter button)."""
    return _focused


class TextInput(Widget):
    def __init__(self, rect, value: str, on_change: Callable[[str], None] | None = None, *,
                 max_length: int = 16, placeholder: str = "", tooltip: str | None = None) -> None:
        super().__init__(rect, tooltip)
        self.value = value
        self.on_change = on_change
        self.max_length = max_length
        self.placeholder = placeholder
        self.focused = False
        self.all_selected = False
        """The whole text is selected: the next letter replaces it, Backspace clears it."""
        self._blink = 0.0

    def focus(self, on: bool) -> None:
        global _focused
        if on == self.focused:
            return
        self.focused = on
        self.all_selected = on and bool(self.value)
        self._blink = 0.0
        if on:
            if _focused is not None and _focused is not self:
                _focused.focused = _focused.all_selected = False
            _focused = self
        elif _focused is self:
            _focused = None
        if pygame.display.get_init() and (on or _focused is None):
            (pygame.key.start_text_input if on else pygame.key.stop_text_input)()

    def focus_stops(self) -> list[Stop]:
        """Enter or Space on the field starts editing it, as a click does."""
        if not (self.visible and self.enabled):
            return []
        return [Stop(pygame.FRect(self.rect), lambda: self.focus(True), self.tooltip, key=self)]

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        if is_press(event):
            inside = self.contains(event.pos)
            if inside and self.focused:
                self.all_selected = False   # a second click: the cursor at the end
            self.focus(inside and self.enabled)
            return inside
        if not self.focused:
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_a and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            self.all_selected = bool(self.value)
            return True
        if self.all_selected and (event.type == pygame.TEXTINPUT
                                  or event.type == pygame.KEYDOWN and event.key in (pygame.K_BACKSPACE, pygame.K_DELETE)):
            self.all_selected = False
            self._set("")
            if event.type == pygame.KEYDOWN:
                return True
        if event.type == pygame.TEXTINPUT:
            self._set(drawable(self.value + event.text)[: self.max_length])
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                self._set(self.value[:-1])
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB, pygame.K_ESCAPE):
                self.focus(False)
            return True
        return False

    def _set(self, value: str) -> None:
        self.value = value
        self._blink = 0.0
        if self.on_change:
            self.on_change(value)

    def update(self, dt: float) -> None:
        self._blink = (self._blink + dt) % BLINK_PERIOD

    def wake_in(self) -> float | None:
        """The caret's next blink while the field has focus."""
        if not self.focused:
            return None
        return (CARET_SHOWN if self._blink < CARET_SHOWN else BLINK_PERIOD) - self._blink

    def draw(self, canvas: Canvas) -> None:
        r = self.rect
        if self.hovered and self.enabled and not self.focused:
            canvas.fill(theme.GLOW, r.inflate(4, 4), 8)
        canvas.fill(theme.FOAM if self.enabled else theme.PARCHMENT_DARK, r, 6)
        canvas.frame(theme.BRASS if self.focused else theme.PARCHMENT_EDGE, r, 2 if self.focused else 1, 6)
        shown = self.value or self.placeholder
        colour = theme.INK if self.value else theme.INK_MUTED
        with canvas.clip(r.inflate(-8, 0)):
            if self.focused and self.all_selected:
                width, height = canvas.measure(self.value, theme.BODY)
                canvas.fill(theme.mix(theme.FOAM, theme.SEA_LIGHT, 0.35), (r.x + 8, r.centery - height / 2,
                                                                          width + 4, height), 3)
            end = canvas.text(shown, theme.BODY, colour, (r.x + 10, r.centery), "midleft")
        if self.focused and not self.all_selected and self._blink < CARET_SHOWN:
            x = end.right + 1 if self.value else r.x + 10
            canvas.line(theme.INK, (x, r.y + 7), (x, r.bottom - 7), 2)
