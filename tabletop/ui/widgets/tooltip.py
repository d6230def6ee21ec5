"""Tooltips: hover anything for a moment and it explains itself.

A scene feeds the layer the text for what is under the mouse on every motion; the box
appears after a short delay (so sweeping the mouse across the table does not flicker)
and is placed beside the pointer, pushed back inside the canvas when it would leave it.
"""

from __future__ import annotations

from tabletop.ui import theme
from tabletop.ui.canvas import Canvas

DELAY = 0.45
MAX_WIDTH = 340
PAD = 10


class TooltipLayer:
    def __init__(self) -> None:
        self.text: str | None = None
        self.pos: tuple[float, float] = (0, 0)
        self.waited = 0.0

    def hover(self, pos: tuple[float, float], text: str | None) -> None:
        if text != self.text:
            self.waited = 0.0
        self.text = text
        self.pos = pos

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

    def draw(self, canvas: Canvas) -> None:
        if not self.showing:
            return
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
        canvas.shade(theme.SHADOW, 90, (x + 3, y + 4, width, height), 6)
        canvas.fill(theme.PARCHMENT, (x, y, width, height), 6)
        canvas.frame(theme.BRASS, (x, y, width, height), 1, 6)
        for i, line in enumerate(lines):
            canvas.text(line, font, theme.INK, (x + PAD, y + PAD + i * line_h))
