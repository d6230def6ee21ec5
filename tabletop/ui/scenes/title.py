"""The title screen: Continue (greyed without an autosave), New game, Learn to play, Load,
History, Rules, Settings, Quit.

This is the first frame the player waits for, so it imports nothing heavy: the game
catalogue and content are loaded only when New game or Rules is chosen.

When the newest autosave does not load, Continue opens the newest one that does, and a
note beside the button says so and why, before the player clicks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from tabletop.ui import theme
from tabletop.ui.canvas import Canvas
from tabletop.ui.scene import Scene
from tabletop.ui.scenes.common import H, W, button_column, draw_sea_backdrop
from tabletop.ui.widgets import draw_panel

if TYPE_CHECKING:
    from tabletop.persistence.autosave import ContinuePoint

NOTICE_WIDTH = 400
COLUMN_TOP = 284
COLUMN_BOTTOM = H - 20
"""The buttons share the room between these; with more of them each is a little slimmer."""
PITCH = 60
GAP = 12
NO_AUTOSAVE = "No game to continue: a game in progress is saved after every move and comes back here."
TIPS = {
    "Continue": "Go back to the game you were playing, exactly where it stopped.",
    "New game": "Choose a game, who plays, and start.",
    "Learn to play": "A guided first game against the computer: each move is shown and explained as you play it.",
    "Load": "Open a game you saved.",
    "History": "Every finished game, its replay, and each player's statistics.",
    "Rules": "Read how each game is played.",
    "Settings": "Hand-off screens, animation speed, full screen.",
    "Quit": "Close Tabletop. A game in progress is kept for Continue.",
}


class TitleScene(Scene):
    """Whether Continue is offered needs the autosave replayed (to be sure it opens), which
    loads game content: that check waits until the first frame is on screen."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.autosave: ContinuePoint | None = None
        self._checked = False
        self._drawn = False

    def on_enter(self) -> None:
        self._build()

    def on_resume(self) -> None:
        self._checked = False
        self._build()

    def update(self, dt: float) -> None:
        if self._drawn and not self._checked:
            self._check_autosave()
        super().update(dt)

    def wake_in(self) -> float | None:
        """Once more after the first frame, for the autosave check it waits for."""
        return 0.0 if not self._checked else super().wake_in()

    def _check_autosave(self) -> None:
        from tabletop.persistence.autosave import autosaves, find_continue

        self._checked = True
        found = find_continue() if autosaves() else None
        if found != self.autosave:
            self.autosave = found
            self._build()
        elif found is None:
            self.continue_button.tooltip = NO_AUTOSAVE

    def _build(self) -> None:
        self.widgets = []
        items = [
            ("Continue", self._continue),
            ("New game", self._new_game),
            ("Learn to play", self._learn),
            ("Load", self._load),
            ("History", self._history),
            ("Rules", self._rules),
            ("Settings", self._settings),
            ("Quit", self.app.quit),
        ]
        pitch = min(PITCH, (COLUMN_BOTTOM - COLUMN_TOP + GAP) / len(items))
        buttons = button_column(self, items, top=COLUMN_TOP, height=pitch - GAP, gap=GAP, tooltips=TIPS)
        # Continue keeps its place, greyed, when there is nothing to continue: were it left
        # out, New game would sit where Continue appears once the autosave is found, and a
        # click aimed from memory would open the old game instead of a new one.
        self.continue_button = buttons[0]
        if self.autosave is None:
            self.continue_button.enabled = False
            self.continue_button.tooltip = NO_AUTOSAVE if self._checked else "Looking for the game you were playing…"

    def _continue(self) -> None:
        from tabletop.ui.loading import load_match_or_explain

        assert self.autosave is not None
        match = load_match_or_explain(self.app, self.autosave.path)
        if match is not None:
            self.app.play(match)

    def _new_game(self) -> None:
        from tabletop.ui.scenes.select import SelectScene

        self.app.scenes.push(SelectScene(self.app))

    def _learn(self) -> None:
        from tabletop.ui.scenes.select import SelectScene

        self.app.scenes.push(SelectScene(self.app, learn=True))

    def _load(self) -> None:
        from tabletop.ui.scenes.saves import LoadScene

        self.app.scenes.push(LoadScene(self.app))

    def _history(self) -> None:
        from tabletop.ui.scenes.history import HistoryScene

        self.app.scenes.push(HistoryScene(self.app))

    def _rules(self) -> None:
        from tabletop.ui.scenes.rules import RulesScene

        self.app.scenes.push(RulesScene(self.app))

    def _settings(self) -> None:
        from tabletop.ui.scenes.settings import SettingsScene

        self.app.scenes.push(SettingsScene(self.app))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN and self.autosave:
            self._continue()
            return True
        return super().handle_event(event)

    def draw_background(self, canvas: Canvas) -> None:
        self._drawn = True
        draw_sea_backdrop(canvas)
        canvas.text("Tabletop", theme.TITLE, theme.FOAM, (W / 2, 150), "center")
        canvas.line(theme.BRASS, (W / 2 - 170, 205), (W / 2 + 170, 205), 2)
        canvas.text("Four sea-trade games for friends around one table", theme.Font("display", 26),
                    theme.FOAM_MUTED, (W / 2, 238), "center")
        notice = self.autosave.notice() if self.autosave else None
        if notice:
            height = canvas.paragraph_height(notice, theme.SMALL, NOTICE_WIDTH - 32)
            panel = pygame.FRect(W / 2 + 184, COLUMN_TOP - 8, NOTICE_WIDTH, height + 68)
            draw_panel(canvas, panel, "Continue goes back further")
            canvas.paragraph(notice, theme.SMALL, theme.INK, (panel.x + 16, panel.y + 52, NOTICE_WIDTH - 32, height))
