"""Tooltips: hover anything for a moment and it explains itself.

A scene feeds the layer the text for what is under the mouse on every motion; the box
appears after a short delay (so sweeping the mouse across the table does not flicker)
and is placed beside the pointer, pushed back inside the canvas when it would leave it,
and beside a group of choices the pointer is among rather than over them.
"""

from __future__ import annotations

import pygame

from tabletop.ui import theme
from tabletop.ui.canvas import Canvas

DELAY = 0.45
MAX_WIDTH = 340
PAD = 10


class TooltipLayer:
    def __init__(self) -> None:
        self.text: str | None = None
        self.pos: tuple[float, float] = (0, 0)
        self.clear: pygame.FRect | None = None
        self.waited = 0.0

    def hover(self, pos: tuple[float, float], text: str | None, clear: pygame.FRect | None = None) -> None:
        """Explain `text` at `pos`, never over `clear` when there is room beside it."""
        if text != self.text:
            self.waited = 0.0
        self.text = text
        self.pos = pos
        self.clear = clear

    def hide(self) -> None:
        """Forget the tooltip; it comes back only after a full delay over something."""
        self.text = None
        self.waited = 0.0

    @property
    def showing(self) -> bool:
        return bool(self.text) and self.waited >= DELAY

    def update(self, dt: float) -> None:
        if self.text:
            self.waited += dt

    def wake_in(self) -> float | None:
        """The rest of the delay while a box is waiting to appear."""
        return DELAY - self.waited if self.text and not self.showing else None

    def _beside(self, clear: pygame.FRect, width: float, height: float, bounds) -> tuple[float, float]:
        """Right of `clear` if it fits there, else left of it, else above or below it; at
        the pointer's height where it can be."""
        y = max(4, min(self.pos[1] - height / 2, bounds.bottom - height - 4))
        if clear.right + 8 + width <= bounds.right - 4:
            return clear.right + 8, y
        if clear.x - 8 - width >= 4:
            return clear.x - 8 - width, y
        x = max(4, min(self.pos[0] - width / 2, bounds.right - width - 4))
        if clear.y - 8 - height >= 4:
            return x, clear.y - 8 - height
        return x, min(clear.bottom + 8, bounds.bottom - height - 4)

    def box(self, canvas: Canvas) -> tuple[pygame.FRect, list[str]] | None:
        """Where the showing tooltip goes, and its lines (None while none shows)."""
        if not self.showing:
            return None
        assert self.text is not None
        font = theme.SMALL
        lines = canvas.wrap(self.text, font, MAX_WIDTH)
        line_h = canvas.line_height(font)
        width = max(canvas.measure(line, font)[0] for line in lines) + 2 * PAD
        height = line_h * len(lines) + 2 * PAD
        x, y = self.pos[0] + 16, self.pos[1] + 20
        bounds = canvas.bounds
        if x + width > bounds.right - 4:
            x = self.pos[0] - width - 8
        if y + height > bounds.bottom - 4:
            y = self.pos[1] - height - 8
        x = max(4, min(x, bounds.right - width - 4))
        y = max(4, min(y, bounds.bottom - height - 4))
        if self.clear is not None and self.clear.colliderect((x, y, width, height)):
            x, y = self._beside(self.clear, width, height, bounds)
        return pygame.FRect(x, y, width, height), lines

    def draw(self, canvas: Canvas) -> None:
        placed = self.box(canvas)
        if placed is None:
            return
        rect, lines = placed
        line_h = canvas.line_height(theme.SMALL)
        canvas.shade(theme.SHADOW, 90, rect.move(3, 4), 6)
        canvas.fill(theme.PARCHMENT, rect, 6)
        canvas.frame(theme.BRASS, rect, 1, 6)
        for i, line in enumerate(lines):
            canvas.text(line, theme.SMALL, theme.INK, (rect.x + PAD, rect.y + PAD + i * line_h))
