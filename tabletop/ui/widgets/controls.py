"""Setup and settings controls: Toggle (yes/no), Stepper (a number in a range) and
Choice (one of a few named options, shown side by side so every option is visible)."""

from __future__ import annotations

from typing import Any, Callable, Sequence

import pygame

from tabletop.ui import theme
from tabletop.ui.canvas import Canvas
from tabletop.ui.widgets.base import Clickable, Widget
from tabletop.ui.widgets.button import Button
from tabletop.ui.widgets.focus import Stop


class Toggle(Clickable):
    """A labelled switch; the whole row is the click target."""

    def __init__(self, rect, label: str, value: bool, on_change: Callable[[bool], None] | None = None,
                 tooltip: str | None = None, colour: theme.Colour = theme.INK) -> None:
        super().__init__(rect, None, tooltip)
        self.label = label
        self.value = value
        self.on_change = on_change
        self.colour = colour

    def click(self) -> None:
        self.value = not self.value
        if self.on_change:
            self.on_change(self.value)

    def draw(self, canvas: Canvas) -> None:
        r = self.rect
        if self.glowing:
            canvas.shade(theme.GLOW, 70, r, 8)
        track = pygame.FRect(r.x + 6, r.centery - 12, 48, 24)
        canvas.fill(theme.BUTTON_FACE if self.value else theme.DISABLED, track, 12)
        knob_x = track.right - 12 if self.value else track.x + 12
        canvas.circle(theme.FOAM, (knob_x, track.centery), 9)
        canvas.frame(theme.mix(theme.BUTTON_FACE, theme.SHADOW, 0.4), track, 1, 12)
        colour = self.colour if self.enabled else theme.INK_MUTED
        canvas.text(self.label, theme.BODY, colour, (track.right + 12, r.centery), "midleft",
                    max_width=r.right - track.right - 16)


class Stepper(Widget):
    """− value + (or other `labels`, such as ‹ name ›, for stepping through a list); the
    buttons disable themselves at the ends of the range."""

    def __init__(self, rect, value: int, low: int, high: int, on_change: Callable[[int], None] | None = None,
                 fmt: Callable[[int], str] = str, tooltip: str | None = None,
                 labels: tuple[str, str] = ("−", "+"), font: theme.Font = theme.NUMBER) -> None:
        super().__init__(rect, tooltip)
        self.value, self.low, self.high = value, low, high
        self.on_change = on_change
        self.fmt = fmt
        self.font = font
        size = self.rect.height
        self.minus = Button((self.rect.x, self.rect.y, size, size), labels[0], lambda: self._step(-1))
        self.plus = Button((self.rect.right - size, self.rect.y, size, size), labels[1], lambda: self._step(1))
        self._sync()

    def _step(self, delta: int) -> None:
        new = max(self.low, min(self.high, self.value + delta))
        if new != self.value:
            self.value = new
            self._sync()
            if self.on_change:
                self.on_change(new)

    def _sync(self) -> None:
        self.minus.enabled = self.value > self.low
        self.plus.enabled = self.value < self.high

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        return self.minus.handle_event(event) or self.plus.handle_event(event)

    def focus_stops(self) -> list[Stop]:
        """One stop: Left and Right step the value (Enter presses nothing: a screen's
        Enter is never a surprise change of a number)."""
        if not (self.visible and self.enabled):
            return []
        return [Stop(pygame.FRect(self.rect), None, self.tooltip, key=self, adjust=self._step)]

    def draw(self, canvas: Canvas) -> None:
        self.minus.draw(canvas)
        self.plus.draw(canvas)
        canvas.text(self.fmt(self.value), self.font, theme.INK, self.rect.center, "center",
                    max_width=self.rect.width - 2 * self.rect.height - 8)


class Choice(Widget):
    """A row of segments, one per option; the chosen one is marked."""

    def __init__(self, rect, options: Sequence[tuple[Any, str]], value: Any,
                 on_change: Callable[[Any], None] | None = None, tooltip: str | None = None,
                 tips: dict[Any, str] | None = None, font: theme.Font = theme.SMALL_BOLD) -> None:
        super().__init__(rect, tooltip)
        self.options = list(options)
        self.value = value
        self.on_change = on_change
        gap = 4
        width = (self.rect.width - gap * (len(self.options) - 1)) / len(self.options)
        self.segments: list[Button] = []
        for i, (option, label) in enumerate(self.options):
            seg = Button((self.rect.x + i * (width + gap), self.rect.y, width, self.rect.height), label,
                         lambda o=option: self.choose(o), style="quiet", font=font,
                         tooltip=(tips or {}).get(option))
            self.segments.append(seg)
        self._sync()

    def choose(self, option: Any) -> None:
        if option != self.value:
            self.value = option
            self._sync()
            if self.on_change:
                self.on_change(option)

    def show(self, option: Any) -> None:
        """Mark `option` as chosen without calling `on_change` (the choice was made elsewhere)."""
        self.value = option
        self._sync()

    def _sync(self) -> None:
        for seg, (option, _) in zip(self.segments, self.options):
            seg.selected = option == self.value
            seg.style = "primary" if seg.selected else "quiet"

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        return any(seg.handle_event(event) for seg in self.segments)

    def focus_stops(self) -> list[Stop]:
        """Each option is a stop of its own, as each is a button."""
        if not (self.visible and self.enabled):
            return []
        return [Stop(pygame.FRect(seg.rect), seg.click, seg.tooltip or self.tooltip, key=(self, i))
                for i, seg in enumerate(self.segments) if seg.enabled]

    def tooltip_at(self, pos) -> str | None:
        for seg in self.segments:
            tip = seg.tooltip_at(pos)
            if tip:
                return tip
        return super().tooltip_at(pos)

    def draw(self, canvas: Canvas) -> None:
        for seg in self.segments:
            seg.draw(canvas)
