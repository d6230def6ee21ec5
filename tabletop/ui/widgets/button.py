"""Buttons: a label (and optional icon) that glows on hover only when it can be pressed.

Each look of a button (its words, style and state) is painted once into a cached picture
and only blitted after: a table's bar and chrome hold some ten buttons, and their rounded
faces, frames and words drawn afresh took a third of a millisecond of every frame."""

from __future__ import annotations

import pygame

from tabletop.ui import theme
from tabletop.ui.canvas import Canvas
from tabletop.ui.layers import LayerCache
from tabletop.ui.widgets.base import Clickable

GLOW_MARGIN = 4
"""Room around the face for the hover glow (`inflate(6, 6)`: 3 px each side)."""

STYLES = {
    # face, hover face, text
    "primary": (theme.BUTTON_FACE, theme.BUTTON_FACE_HOVER, theme.BUTTON_TEXT),
    "danger": (theme.DANGER, theme.mix(theme.DANGER, theme.hex_colour("#C04A35"), 0.6), theme.FOAM),
    "quiet": (theme.PARCHMENT_DARK, theme.PARCHMENT, theme.INK),
}


class Button(Clickable):
    """A rounded button. `key` is a keyboard shortcut (pygame key code) that clicks it."""

    def __init__(self, rect, label: str, on_click=None, *, style: str = "primary",
                 tooltip: str | None = None, icon: str | None = None, font: theme.Font = theme.BUTTON,
                 key: int | None = None, selected: bool = False, on_refused=None) -> None:
        super().__init__(rect, on_click, tooltip, on_refused)
        self.label = label
        self.style = style
        self.icon = icon
        self.font = font
        self.key = key
        self.selected = selected
        self._pictures = LayerCache(limit=4)     # its looks: still, hovered, selected, disabled

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.key is not None and event.type == pygame.KEYDOWN and event.key == self.key and self.enabled:
            self.click()
            return True
        return super().handle_event(event)

    def draw(self, canvas: Canvas) -> None:
        look = (self.label, self.style, self.icon, self.font, self.enabled, self.glowing, self.selected,
                theme.text_scale())
        self._pictures.draw(canvas, look, self.rect, GLOW_MARGIN, self._paint, exact=True)

    def _paint(self, canvas: Canvas) -> None:
        face, hover_face, ink = STYLES[self.style]
        radius = min(10, self.rect.height / 2)
        if not self.enabled:
            face, ink = theme.BUTTON_FACE_DISABLED, theme.DISABLED
        elif self.glowing or self.selected:
            face = hover_face
        if self.glowing:
            canvas.fill(theme.GLOW, self.rect.inflate(6, 6), radius + 3)
        canvas.fill(face, self.rect, radius)
        edge = theme.GLOW if self.selected and self.enabled else theme.mix(face, theme.SHADOW, 0.35)
        canvas.frame(edge, self.rect, 2 if self.selected else 1, radius)
        x, room = self.rect.centerx, self.rect.width - 12
        if self.icon:
            size = min(self.rect.height - 10, 28)
            room -= size + 8
            text_w = min(room, canvas.measure(self.label, self.font)[0]) if self.label else -8
            left = self.rect.centerx - (size + 8 + text_w) / 2
            canvas.icon(self.icon, (left, self.rect.centery - size / 2, size, size), ink)
            x = left + size + 8 + text_w / 2
        if self.label:
            canvas.text(self.label, self.font, ink, (x, self.rect.centery), "center", max_width=room)
