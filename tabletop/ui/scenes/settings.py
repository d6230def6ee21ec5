"""Settings: hand-off screens, animation speed and full screen; saved as they change."""

from __future__ import annotations

from tabletop.ui import theme
from tabletop.ui.canvas import Canvas
from tabletop.ui.scenes.common import OverlayScene
from tabletop.ui.widgets import Button, Choice, Toggle

SPEED_OPTIONS = [(0.0, "Off"), (0.6, "Slow"), (1.0, "Normal"), (1.8, "Fast")]
SPEED_TIPS = {
    0.0: "Show every change at once, without movement.",
    0.6: "Slower animations, easy to follow.",
    1.0: "The usual pace.",
    1.8: "Quicker animations.",
}


def nearest_speed(value: float) -> float:
    return min((option for option, _ in SPEED_OPTIONS), key=lambda option: abs(option - value))


class SettingsScene(OverlayScene):
    panel_size = (600, 372)
    title = "Settings"

    def __init__(self, app) -> None:
        super().__init__(app)
        p = self.panel
        settings = app.settings
        x, w = p.x + 32, p.width - 64
        self.add(Toggle((x, p.y + 70, w, 44), "Hand-off screens between people", settings.handoff_screens,
                        self._handoffs,
                        tooltip="When the screen passes from one person to another, hide the table until the "
                                "next player clicks. Turn off when everyone may see everything."))
        self.add(Toggle((x, p.y + 124, w, 44), "Full screen (F11)", app.fullscreen, self._fullscreen,
                        tooltip="Fill the whole screen. F11 switches at any time."))
        self.speed = self.add(Choice((x, p.y + 220, w, 44), SPEED_OPTIONS, nearest_speed(settings.animation_speed),
                                     self._speed, tips=SPEED_TIPS, font=theme.BUTTON))
        self.add(Button((p.centerx - 90, p.bottom - 76, 180, 48), "Done", self.close))

    def _handoffs(self, on: bool) -> None:
        self.app.settings.handoff_screens = on
        self.app.save_settings()

    def _fullscreen(self, on: bool) -> None:
        self.app.set_fullscreen(on)
        self.app.settings.fullscreen = on
        self.app.save_settings()

    def _speed(self, value: float) -> None:
        self.app.settings.animation_speed = value
        self.app.save_settings()

    def draw_background(self, canvas: Canvas) -> None:
        super().draw_background(canvas)
        p = self.panel
        canvas.text("Animation speed", theme.BODY_BOLD, theme.INK, (p.x + 32, p.y + 196), "midleft")
