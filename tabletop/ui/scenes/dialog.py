"""A message or a yes/no question over whatever is on screen."""

from __future__ import annotations

from typing import Callable

import pygame

from tabletop.ui import theme
from tabletop.ui.canvas import Canvas
from tabletop.ui.scenes.common import OverlayScene
from tabletop.ui.widgets import Button

WIDTH = 560
PAD = 28


class DialogScene(OverlayScene):
    """`DialogScene(app, title, message)` shows a message with OK; with `confirm=` it asks
    and calls `confirm()` only when the person agrees."""

    def __init__(self, app, title: str, message: str, *, confirm: Callable[[], None] | None = None,
                 confirm_label: str = "Yes", cancel_label: str = "Cancel", danger: bool = False) -> None:
        super().__init__(app)
        self.title = title
        self.message = message
        self.confirm = confirm
        self._height = 0.0
        self.confirm_label, self.cancel_label, self.danger = confirm_label, cancel_label, danger
        self._layout(None)

    def _layout(self, canvas: Canvas | None) -> None:
        text_h = canvas.paragraph_height(self.message, theme.BODY, WIDTH - 2 * PAD, 1.15) if canvas else 120
        self.panel_size = (WIDTH, min(640, 40 + PAD + text_h + PAD + 48 + PAD))
        self._height = text_h
        panel = self.panel
        self.widgets = []
        y = panel.bottom - PAD - 48
        if self.confirm is None:
            self.add(Button((panel.centerx - 80, y, 160, 48), "OK", self.close, key=pygame.K_RETURN))
        else:
            self.add(Button((panel.centerx - 170, y, 160, 48), self.cancel_label, self.close, style="quiet"))
            self.add(Button((panel.centerx + 10, y, 160, 48), self.confirm_label, self._agree,
                            style="danger" if self.danger else "primary", key=pygame.K_RETURN))

    def _agree(self) -> None:
        self.close()
        assert self.confirm is not None
        self.confirm()

    def draw_background(self, canvas: Canvas) -> None:
        needed = canvas.paragraph_height(self.message, theme.BODY, WIDTH - 2 * PAD, 1.15)
        if abs(needed - self._height) > 1:
            self._layout(canvas)
        super().draw_background(canvas)
        panel = self.panel
        canvas.paragraph(self.message, theme.BODY, theme.INK,
                         (panel.x + PAD, panel.y + 40 + PAD, WIDTH - 2 * PAD, self._height + 4), spacing=1.15)
