"""Toast: a short line over whatever is on screen, for a change made by a key that has no
widget to show it (M muting the sound). It stays a moment, then fades; a new one replaces it.
"""

from __future__ import annotations

from tabletop.ui import theme
from tabletop.ui.canvas import Canvas

SHOWN = 2.2
"""Seconds a toast stays fully drawn."""
FADE = 0.4
"""Seconds it then takes to fade out."""
PAD = 14


class Toast:
    def __init__(self, centre: tuple[float, float]) -> None:
        self.centre = centre
        """Where the toast stands (logical pixels, its centre)."""
        self.text: str | None = None
        self.icon: str | None = None
        self.left = 0.0

    def show(self, text: str, icon: str | None = None) -> None:
        """Show `text` (with the sprite `icon` before it) for `SHOWN` seconds, then fade."""
        self.text, self.icon, self.left = text, icon, SHOWN + FADE

    def update(self, dt: float) -> None:
        self.left = max(0.0, self.left - dt)
        if self.left == 0.0:
            self.text = None

    def wake_in(self) -> float | None:
        """Fading wants frames; before that, one frame when the fade starts."""
        if self.text is None:
            return None
        return max(0.0, self.left - FADE) if self.left > FADE else 1 / 30

    def draw(self, canvas: Canvas) -> None:
        if self.text is None:
            return
        alpha = min(1.0, self.left / FADE)
        room = 32 if self.icon else 0
        width = canvas.measure(self.text, theme.BODY_BOLD)[0] + 2 * PAD + room
        height = canvas.line_height(theme.BODY_BOLD) + 2 * PAD
        x, y = self.centre[0] - width / 2, self.centre[1] - height / 2
        canvas.shade(theme.SHADOW, round(210 * alpha), (x, y, width, height), 10)
        ink = theme.mix(theme.SHADOW, theme.FOAM, alpha)
        canvas.frame(theme.mix(theme.SHADOW, theme.BRASS, alpha), (x, y, width, height), 2, 10)
        if self.icon:
            canvas.icon(self.icon, (x + PAD, self.centre[1] - 12, 24, 24), ink)
        canvas.text(self.text, theme.BODY_BOLD, ink, (x + PAD + room, self.centre[1]), "midleft")
