"""The title screen: Continue (greyed without an unfinished game), New game, Learn to
play, Load, History, Rules, Settings, Quit; beside them, the unfinished games.

This is the first frame the player waits for, so it imports nothing heavy: the game
catalogue and content are loaded only when New game or Rules is chosen.

Every unfinished game is kept (tabletop.persistence.kept_games). Continue opens the one
this window last left, else the newest no other window has open; the panel on the right
lists the newest few (a click goes on with that one) and "All unfinished games" opens the
whole list, where one can also be discarded. When a game's newest autosave does not
load, Continue opens the newest one that does, and a note says so and why, before the
player clicks. Coming back from a table, a banner says where the game was kept.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from tabletop import __version__
from tabletop.ui import theme
from tabletop.ui.canvas import Canvas
from tabletop.ui.scene import Scene
from tabletop.ui.scenes.common import H, W, button_column, draw_sea_backdrop
from tabletop.ui.widgets import Button, draw_panel

if TYPE_CHECKING:
    from tabletop.persistence.autosave import ContinuePoint
    from tabletop.persistence.kept_games import KeptGame

NOTICE_WIDTH = 400
COLUMN_TOP = 284
COLUMN_BOTTOM = H - 20
"""The buttons share the room between these; with more of them each is a little slimmer."""
PITCH = 60
GAP = 12
KEPT_ROWS = 4
KEPT_PITCH = 74
ABOUT_BUTTON = (20, H - 20 - 40, 190, 40)
"""Bottom left, out of the column: the version on show, and the About screen behind it."""


def kept_panel(rows: int) -> pygame.FRect:
    """The unfinished games, right of the buttons, as tall as their rows need (the
    Continue note goes to the buttons' left)."""
    return pygame.FRect(W / 2 + 184, COLUMN_TOP - 8, NOTICE_WIDTH, 52 + min(rows, KEPT_ROWS) * KEPT_PITCH + 58)
NO_AUTOSAVE = "No game to continue: a game in progress is saved after every move and comes back here."
NONE_TO_OPEN = "Each unfinished game on the right is open in another window, finished, or cannot be opened: " \
               "the list says which."
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


def _kept_games() -> list[KeptGame]:
    from tabletop.persistence.kept_games import kept_games

    return kept_games()


def _pick(kept: list[KeptGame]) -> KeptGame | None:
    from tabletop.persistence.kept_games import pick_continue

    return pick_continue(kept)


class TitleScene(Scene):
    """Whether Continue is offered needs the autosave replayed (to be sure it opens), which
    loads game content: that check waits until the first frame is on screen."""

    def __init__(self, app, notice: str | None = None) -> None:
        """`notice`: what the person is told on arriving (where the game they left is kept)."""
        super().__init__(app)
        self.autosave: ContinuePoint | None = None
        """What Continue opens (the autosave of `self.picked`)."""
        self.kept: list[KeptGame] = []
        self.picked: KeptGame | None = None
        self.notice = notice
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
        self._checked = True
        kept = self._file_finished(_kept_games())
        if kept == self.kept and self.picked is None:
            self.continue_button.tooltip = NO_AUTOSAVE   # nothing changed: the buttons stay the same objects
            return
        self.kept = kept
        self.picked = _pick(kept)
        self.autosave = self.picked.point if self.picked else None
        self._build()

    def _file_finished(self, kept: list[KeptGame]) -> list[KeptGame]:
        """Finished games whose history entry could not be written before go into History
        now when they can (then leave the list); those that still cannot stay listed."""
        from tabletop.persistence.kept_games import record_finished

        left = []
        for game in kept:
            if game.finished and game.playable:
                try:
                    if record_finished(game):
                        continue
                except OSError:
                    pass
            left.append(game)
        return left

    def refresh(self) -> None:
        """The list changed (a game discarded): look again."""
        self._check_autosave()

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
        self.add(Button(ABOUT_BUTTON, f"About · {__version__}", self._about, style="quiet",
                        tooltip="The version, who made the pictures, sounds and fonts, the libraries and their "
                                "licences, and the folders your saves and logs are in."))
        # Continue keeps its place, greyed, when there is nothing to continue: were it left
        # out, New game would sit where Continue appears once the autosave is found, and a
        # click aimed from memory would open the old game instead of a new one.
        self.continue_button = buttons[0]
        if self.picked is None:
            self.continue_button.enabled = False
            self.continue_button.tooltip = NO_AUTOSAVE if self._checked else "Looking for the game you were playing…"
            if self.kept:
                self.continue_button.tooltip = NONE_TO_OPEN
        else:
            self.continue_button.tooltip = f"Go back to {self.picked.game_name} ({', '.join(self.picked.players)}), " \
                                           "exactly where it stopped."
        self._build_kept()

    def _build_kept(self) -> None:
        if not self.kept:   # always so for the first frame: the list is read after it
            return
        from tabletop.ui.scenes.kept import ROW_H, KeptRow, open_kept

        panel = kept_panel(len(self.kept))
        y = panel.y + 52
        for game in self.kept[:KEPT_ROWS]:
            self.add(KeptRow((panel.x + 14, y, panel.width - 28, ROW_H), game,
                             lambda g=game: open_kept(self.app, g)))
            y += KEPT_PITCH
        label = f"All unfinished games ({len(self.kept)})…" if len(self.kept) > 1 else "Discard or continue…"
        self.add(Button((panel.x + 14, panel.bottom - 14 - 44, panel.width - 28, 44), label, self._all_kept,
                        style="quiet", tooltip="Every unfinished game, newest first: continue one, or discard it."))

    def _all_kept(self) -> None:
        from tabletop.ui.scenes.kept import KeptGamesScene

        self.app.scenes.push(KeptGamesScene(self.app, self.kept, self.refresh))

    def _continue(self) -> None:
        from tabletop.ui.scenes.kept import open_kept

        assert self.picked is not None
        open_kept(self.app, self.picked)

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

    def _about(self) -> None:
        from tabletop.ui.scenes.about import AboutScene

        self.app.scenes.push(AboutScene(self.app))

    def _settings(self) -> None:
        from tabletop.ui.scenes.settings import SettingsScene

        self.app.scenes.push(SettingsScene(self.app))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN and self.picked:
            self._continue()
            return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.notice = None   # read: the banner gives way
        return super().handle_event(event)

    def draw_background(self, canvas: Canvas) -> None:
        self._drawn = True
        draw_sea_backdrop(canvas, rose=not self.kept)     # the unfinished games' panel would cover it
        canvas.text("Tabletop", theme.TITLE, theme.FOAM, (W / 2, 150), "center")
        canvas.line(theme.BRASS, (W / 2 - 170, 205), (W / 2 + 170, 205), 2)
        canvas.text("Four sea-trade games for friends around one table", theme.Font("display", 26),
                    theme.FOAM_MUTED, (W / 2, 238), "center")
        if self.kept:
            draw_panel(canvas, kept_panel(len(self.kept)), "Unfinished games")
        notice = self.autosave.notice() if self.autosave else None
        if notice:
            height = canvas.paragraph_height(notice, theme.SMALL, NOTICE_WIDTH - 32)
            panel = pygame.FRect(W / 2 - 184 - NOTICE_WIDTH, COLUMN_TOP - 8, NOTICE_WIDTH, height + 68)
            draw_panel(canvas, panel, "Continue goes back further")
            canvas.paragraph(notice, theme.SMALL, theme.INK, (panel.x + 16, panel.y + 52, NOTICE_WIDTH - 32, height))
        if self.notice:
            self._draw_banner(canvas, self.notice)

    @staticmethod
    def _draw_banner(canvas: Canvas, text: str) -> None:
        """Where the game just left was kept, above the title until the next click or key."""
        width = 820
        height = canvas.paragraph_height(text, theme.BODY_BOLD, width - 40)
        rect = pygame.FRect((W - width) / 2, 18, width, height + 24)
        canvas.fill(theme.PARCHMENT, rect, 10)
        canvas.frame(theme.BRASS, rect, 2, 10)
        canvas.paragraph(text, theme.BODY_BOLD, theme.INK, (rect.x + 20, rect.y + 12, width - 40, height))
