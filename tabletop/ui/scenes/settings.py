"""Settings: hand-off screens, full screen, text size, animation speed and sound; saved as they change
(the volume slider when it is let go, not at every step of a drag)."""

from __future__ import annotations

from tabletop.persistence.settings import OFFERED_TEXT_SIZES
from tabletop.ui import theme
from tabletop.ui.canvas import Canvas
from tabletop.ui.scenes.common import OverlayScene
from tabletop.ui.widgets import Button, Choice, Slider, Toggle

SPEED_OPTIONS = [(0.0, "Off"), (0.6, "Slow"), (1.0, "Normal"), (1.8, "Fast")]
SPEED_TIPS = {
    0.0: "Show every change at once, without movement.",
    0.6: "Slower animations, easy to follow.",
    1.0: "The usual pace.",
    1.8: "Quicker animations.",
}


VOLUME_TIP = "How loud everything is: click or drag; after a click, ← and → change it in small steps."
LEVEL_OPTIONS = [(0.0, "Off"), (0.5, "Quiet"), (1.0, "Full")]
SOUND_ROWS = [
    ("Effects", "effects_volume", LEVEL_OPTIONS, "Cards, coins, dice, sails and the menus' clicks."),
    ("Ambience", "ambience_volume", LEVEL_OPTIONS, "A quiet sea or harbour under each game (off at first)."),
]


def nearest(options: list[tuple[float, str]], value: float) -> float:
    return min((option for option, _ in options), key=lambda option: abs(option - value))


def nearest_speed(value: float) -> float:
    return nearest(SPEED_OPTIONS, value)


TEXT_SIZE_OPTIONS = [(percent, f"{percent} %") for percent in OFFERED_TEXT_SIZES]
TEXT_SIZE_TIP = "How large the words are on every screen and at every table."
TEXT_SIZE_TIPS = {
    100: "The usual size.",
    125: "A quarter larger.",
    150: "Half as large again: for a screen seen from the sofa, or tired eyes.",
}
LABEL_W = 150
"""The labels left of the sound rows and the text size (\u201cAmbience\u201d at 150 % fits)."""
ROWS = {"handoffs": 70, "fullscreen": 122, "text_size": 176, "speed_label": 242, "speed": 266,
        "sound_label": 338, "mute": 360, "volume": 414}
"""Top of each row below the panel's top edge, in logical pixels."""
SOUND_STEP = 52


class SettingsScene(OverlayScene):
    panel_size = (600, 672)
    title = "Settings"

    def __init__(self, app) -> None:
        super().__init__(app)
        self._build()

    def _build(self) -> None:
        self.widgets.clear()
        p = self.panel
        settings = self.app.settings
        x, w = p.x + 32, p.width - 64
        self.add(Toggle((x, p.y + ROWS["handoffs"], w, 44), "Hand-off screens between people",
                        settings.handoff_screens, self._handoffs,
                        tooltip="When the screen passes from one person to another, hide the table until the "
                                "next player clicks. Turn off when everyone may see everything."))
        self.add(Toggle((x, p.y + ROWS["fullscreen"], w, 44), "Full screen (F11)", self.app.fullscreen,
                        self._fullscreen, tooltip="Fill the whole screen. F11 switches at any time."))
        self.text_size = self.add(Choice((x + LABEL_W, p.y + ROWS["text_size"], w - LABEL_W, 44), TEXT_SIZE_OPTIONS,
                                         getattr(settings, "text_size", 100), self.app.set_text_size,
                                         tooltip=TEXT_SIZE_TIP, tips=TEXT_SIZE_TIPS, font=theme.BUTTON))
        self.speed = self.add(Choice((x, p.y + ROWS["speed"], w, 44), SPEED_OPTIONS,
                                     nearest_speed(settings.animation_speed), self._speed, tips=SPEED_TIPS,
                                     font=theme.BUTTON))
        self.mute = self.add(Toggle((x, p.y + ROWS["mute"], w, 44), "Mute all sound (M)", settings.muted, self._mute,
                                    tooltip="Silence every sound; M switches at any time."))
        for i, (label, name, options, tip) in enumerate(SOUND_ROWS, start=1):
            self.add(Choice((x + LABEL_W, p.y + ROWS["volume"] + SOUND_STEP * i, w - LABEL_W, 40), options,
                            nearest(options, getattr(settings, name)), lambda value, n=name: self._volume(n, value),
                            tooltip=tip, tips={value: tip for value, _ in options}))
        self.add(Button((p.centerx - 90, p.bottom - 68, 180, 48), "Done", self.close))
        # added last, so it sees every press first: one elsewhere takes its keyboard focus away
        self.volume = self.add(Slider((x + LABEL_W + 4, p.y + ROWS["volume"], w - LABEL_W - 4, 40),
                                      settings.master_volume, self._hear_volume, self._keep_volume,
                                      tooltip=VOLUME_TIP))

    def text_size_changed(self) -> None:
        """Built again: the toggles' and choices' words are measured at the new size. The
        keyboard stays where it was (on the text-size row, just pressed), not back at the
        first row: the new widgets stand in the old ones' places, in the same order."""
        old = list(self.widgets)
        self._build()
        key = self.focus.key
        widget, part = key if isinstance(key, tuple) else (key, None)
        if widget not in old:
            return
        twin = self.widgets[old.index(widget)]
        new_key = twin if part is None else (twin, part)
        stop = next((s for s in self.focus_stops() if s.key == new_key), None)
        if stop is not None:
            self.focus.hold(stop)

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

    def _mute(self, on: bool) -> None:
        self.app.settings.muted = on
        self.app.sound.apply_settings()
        self.app.save_settings()

    def _hear_volume(self, value: float) -> None:
        """The slider moved: play at the new level at once, save when it is let go."""
        self.app.settings.master_volume = value
        self.app.sound.apply_settings()

    def _keep_volume(self, value: float) -> None:
        self._hear_volume(value)
        self.app.save_settings()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.mute.value = self.app.settings.muted    # M may have switched it

    def _volume(self, name: str, value: float) -> None:
        setattr(self.app.settings, name, value)
        self.app.sound.apply_settings()
        self.app.save_settings()

    def draw_background(self, canvas: Canvas) -> None:
        super().draw_background(canvas)
        p = self.panel
        canvas.text("Text size", theme.BODY_BOLD, theme.INK, (p.x + 32, p.y + ROWS["text_size"] + 22), "midleft")
        canvas.text("Animation speed", theme.BODY_BOLD, theme.INK, (p.x + 32, p.y + ROWS["speed_label"]), "midleft")
        canvas.text("Sound", theme.BODY_BOLD, theme.INK, (p.x + 32, p.y + ROWS["sound_label"]), "midleft")
        for i, label in enumerate(["Volume", *(row[0] for row in SOUND_ROWS)]):
            canvas.text(label, theme.BODY, theme.INK, (p.x + 32, p.y + ROWS["volume"] + 20 + SOUND_STEP * i), "midleft")
