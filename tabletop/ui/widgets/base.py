"""The widget base: a logical rectangle that takes events, updates and draws.

Widgets learn where the mouse is only from the events they are handed (`event.pos`, in
logical pixels after the app maps them) — never from `pygame.mouse.get_pos()` — so tests
can drive them with synthetic events and the window's scale never leaks in.
"""

from __future__ import annotations

import pygame

from tabletop.ui import sound, theme
from tabletop.ui.canvas import Canvas

LEFT = 1


def is_press(event: pygame.event.Event) -> bool:
    return event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == LEFT


def is_release(event: pygame.event.Event) -> bool:
    return event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 0) == LEFT


class Widget:
    """A rectangle with hover state and an optional tooltip."""

    def __init__(self, rect, tooltip: str | None = None) -> None:
        self.rect = pygame.FRect(rect)
        self.tooltip = tooltip
        self.visible = True
        self.enabled = True
        self.hovered = False

    def contains(self, pos: tuple[float, float]) -> bool:
        return self.visible and self.rect.collidepoint(pos)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Track hover from any event with a position; consume nothing by default."""
        pos = getattr(event, "pos", None)
        if pos is not None and event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.hovered = self.contains(pos)
        return False

    def tooltip_at(self, pos: tuple[float, float]) -> str | None:
        return self.tooltip if self.tooltip and self.contains(pos) else None

    def update(self, dt: float) -> None:
        """Advance timers (caret blink, hover fades); most widgets have none."""

    def wake_in(self) -> float | None:
        """Seconds until a timer of this widget changes how it looks (None: never)."""
        return None

    def draw(self, canvas: Canvas) -> None:
        raise NotImplementedError


class Clickable(Widget):
    """A widget that fires `on_click` when pressed and released inside while enabled.
    Pressed while disabled it fires `on_refused` instead, if given: a greyed option that
    is clicked says why it cannot be taken, rather than doing nothing."""

    def __init__(self, rect, on_click=None, tooltip: str | None = None, on_refused=None) -> None:
        super().__init__(rect, tooltip)
        self.on_click = on_click
        self.on_refused = on_refused
        self.pressed = False

    @property
    def glowing(self) -> bool:
        """Hover highlight: only what can actually be clicked lights up."""
        return self.hovered and self.enabled

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        if is_press(event) and self.contains(event.pos):
            self.pressed = self.enabled
            if not self.enabled and self.on_refused is not None:
                self.on_refused()
            return True
        if is_release(event) and self.pressed:
            self.pressed = False
            if self.contains(event.pos) and self.enabled:
                sound.cue("click")
                self.click()
            return True
        return False

    def click(self) -> None:
        if self.on_click is not None:
            self.on_click()


class ListRow(Clickable):
    """One entry of a list of files or games (Load, Unfinished games): a parchment card,
    darker while it can be opened, lit on hover. Subclasses draw their words over it."""

    def draw_back(self, canvas: Canvas) -> None:
        r = self.rect
        if self.glowing:
            canvas.fill(theme.GLOW, r.inflate(4, 4), 8)
        canvas.fill(theme.PARCHMENT_DARK if self.enabled else theme.PARCHMENT, r, 6)
        canvas.frame(theme.PARCHMENT_EDGE, r, 1, 6)
