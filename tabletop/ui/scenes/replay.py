"""The replay screen: a recorded match, watched position by position.

The game's own table draws each position through a TableHost fed by a ReplaySource, so a
replay looks exactly like play, read-only: nothing lights up to be played. Around it: the
viewer choice (whose eyes), the log following the position, and the controls — step
back and forward (← →), by round (Page Up/Down), to the start and end (Home, End), play
at a chosen speed (Space), and a timeline with the rounds marked, to click or drag.

Whose eyes may be borrowed is the Replay's decision (`Replay.viewers`). In an unfinished
game a seat's own view is shown only after a hand-off curtain, as in play.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from tabletop.engine.action import IllegalAction
from tabletop.analysis.replay import Replay
from tabletop.ui import theme
from tabletop.ui.canvas import Canvas, fitting_font, logical_width
from tabletop.ui.pacing import earliest
from tabletop.ui.replay_source import ReplaySource
from tabletop.ui.scene import Scene
from tabletop.ui.scenes.common import H, W, draw_sea_backdrop
from tabletop.ui.scenes.table_layout import BAR_H, LOG_W, MARGIN, TABLE_AREA, title_font, title_rows
from tabletop.ui.table import TableHost, make_table
from tabletop.ui.widgets import Button, Choice, LogPanel, Timeline, draw_seat_mark

CONTROLS_H = 220
LOG_RECT = pygame.FRect(W - LOG_W - MARGIN, BAR_H + MARGIN, LOG_W, H - BAR_H - CONTROLS_H - 3 * MARGIN)
CONTROLS = pygame.FRect(LOG_RECT.x, LOG_RECT.bottom + MARGIN, LOG_W, CONTROLS_H)
PLAY_STEP = 0.8
"""Seconds between actions when playing at 1×."""
SPEEDS = ((0.5, "½×"), (1.0, "1×"), (2.0, "2×"), (4.0, "4×"))
PLAY_TIP = "Play the game on at the chosen speed (Space)."
VIEWER_W = 124


VIEWER_FONTS = (theme.SMALL_BOLD, theme.Font("text_bold", 13), theme.Font("text_bold", 12))
"""A name on the viewer choice steps down at a larger text size before it is cut."""


class ReplayScene(Scene):
    source_type = ReplaySource
    """What feeds the table (a review's replay marks two moves on it)."""

    def __init__(self, app, path: Path | None = None, *, replay: Replay | None = None) -> None:
        """The replay of the save at `path` (raises SaveError), or of an open `replay`."""
        super().__init__(app)
        self.replay = replay if replay is not None else Replay.open(Path(path))
        self.source = self.source_type(self.replay, getattr(app, "settings", None))
        self.host = TableHost(self.source, TABLE_AREA)
        self.table = make_table(self.host)
        self.playing = False
        self.speed = 1.0
        self._wait = 0.0
        self.add(Button((MARGIN + 4, 10, 96, 40), "Back", self.close, style="quiet",
                        tooltip="Leave the replay (Esc)."))
        viewers = [(v, self._viewer_label(v)) for v in self.replay.viewers()]
        widest = max(logical_width(label, theme.SMALL_BOLD) for _, label in viewers) * 1.04 + 16
        width = min(max(VIEWER_W, widest) * len(viewers), W - 600)
        segment = (width - 4 * (len(viewers) - 1)) / len(viewers) - 12   # as a Choice divides it, a Button pads
        longest = max((label for _, label in viewers), key=lambda label: logical_width(label, theme.SMALL_BOLD))
        self.viewer_choice = self.add(Choice(
            (W - MARGIN - 4 - width, 12, width, 36), viewers, None, self.choose_viewer, tooltip=self._viewer_tip(),
            font=fitting_font(longest, VIEWER_FONTS, segment)))
        self.log = self.add(LogPanel(LOG_RECT))
        self._controls()
        self._refresh()

    # --- building ---------------------------------------------------------------------------

    def _viewer_label(self, seat: int | None) -> str:
        return "Everyone" if seat is None else self.replay.seats[seat].name

    def _viewer_tip(self) -> str:
        if self.replay.finished:
            return "Whose eyes to watch with: the game is over, so every player's hidden cards may be shown."
        return ("Whose eyes to watch with. The game is not over: only the public view, or what one person saw "
                "(after passing the screen to them).")

    def _controls(self) -> None:
        """The timeline, then rows of buttons: step, round, start and end, speed."""
        c = CONTROLS.inflate(-16, -12)
        marks = [(m.position, str(m.round)) for m in self.replay.round_marks()]
        self.timeline = self.add(Timeline((c.x, c.y, c.width, 40), self.replay.length, marks, self.seek,
                                          tooltip="The whole game: click or drag to move through it. The "
                                                  "numbers mark where each round began."))
        rows = [[("‹ Back", self.step_back, "One action back (←)."),
                 ("Play", self.toggle_play, PLAY_TIP),
                 ("Next ›", self.step_forward, "One action on (→).")],
                [("« Round", self.previous_round, "To the start of this round, or of the one before (Page Up)."),
                 ("Round »", self.next_round, "To the start of the next round (Page Down).")],
                [("Start", self.to_start, "Back to the opening position (Home)."),
                 ("End", self.to_end, "To the final position (End).")]]
        self.buttons: dict[str, Button] = {}
        y, h, gap = c.y + 46, 36, 6
        for row in rows:
            width = (c.width - gap * (len(row) - 1)) / len(row)
            for i, (label, action, tip) in enumerate(row):
                self.buttons[label] = self.add(Button((c.x + i * (width + gap), y, width, h), label, action,
                                                      style="quiet", font=theme.SMALL_BOLD, tooltip=tip))
            y += h + gap
        self.speed_choice = self.add(Choice((c.x, y, c.width, h), SPEEDS, self.speed, self.set_speed,
                                            tooltip="How fast Play moves on."))

    # --- moving -----------------------------------------------------------------------------

    def seek(self, position: int) -> None:
        self._move(lambda: self.replay.go(position))

    def step_back(self) -> None:
        self._move(lambda: self.replay.step(-1))

    def step_forward(self) -> None:
        if self.table.busy():
            self.table.skip_animations()
        self._move(lambda: self.replay.step(1))

    def to_start(self) -> None:
        self._move(self.replay.to_start)

    def to_end(self) -> None:
        self._move(self.replay.to_end)

    def previous_round(self) -> None:
        self._move(self.replay.previous_round)

    def next_round(self) -> None:
        self._move(self.replay.next_round)

    def _move(self, move) -> None:
        """Make a move of the replay; one action on animates, as in play; any other jump
        redraws the table from the new view."""
        before = self.replay.position
        move()
        after = self.replay.position
        if after == before:
            return
        if after == before + 1:
            self.table.on_events(self.replay.events_into(after))
        else:
            self.table.on_reset()
        if after == self.replay.length:
            self.set_playing(False)
        self._refresh()

    def toggle_play(self) -> None:
        self.set_playing(not self.playing)

    def set_playing(self, on: bool) -> None:
        if on and self.replay.position >= self.replay.length:
            self.replay.to_start()   # Play at the end plays the game again
            self.table.on_reset()
            self._refresh()
        self.playing = on
        self._wait = 0.0
        play = self.buttons["Play"]
        play.label = "Pause" if on else "Play"
        play.tooltip = "Stop playing (Space)." if on else PLAY_TIP

    def set_speed(self, speed: float) -> None:
        self.speed = speed

    # --- whose eyes -------------------------------------------------------------------------

    def choose_viewer(self, seat: int | None) -> None:
        if self.replay.needs_handoff(seat):
            self.set_playing(False)
            self.app.scenes.push(ReplayHandoffScene(self.app, self, seat))
            return
        self.show_viewer(seat)

    def show_viewer(self, seat: int | None) -> None:
        """Watch through `seat`'s eyes from now on (called by the curtain once passed)."""
        self.source.viewer = seat
        self.viewer_choice.show(seat)
        self.table.on_reset()
        self._refresh()

    def keep_viewer(self) -> None:
        """The curtain was cancelled: the choice goes back to the eyes still watching."""
        self.viewer_choice.show(self.source.viewer)

    def _refresh(self) -> None:
        self.timeline.position = self.replay.position
        at_start, at_end = self.replay.position == 0, self.replay.position == self.replay.length
        for label in ("Start", "« Round", "‹ Back"):
            self.buttons[label].enabled = not at_start
        for label in ("Next ›", "Round »", "End"):
            self.buttons[label].enabled = not at_end
        self.log.set_lines(self.source.log_lines())

    # --- scene life -------------------------------------------------------------------------

    def close(self) -> None:
        self.app.scenes.pop(self)

    def escape(self) -> bool:
        self.close()
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            keys = {pygame.K_LEFT: self.step_back, pygame.K_RIGHT: self.step_forward,
                    pygame.K_HOME: self.to_start, pygame.K_END: self.to_end, pygame.K_PAGEUP: self.previous_round,
                    pygame.K_PAGEDOWN: self.next_round, pygame.K_SPACE: self.toggle_play}
            if event.key in keys:
                keys[event.key]()
                return True
        if super().handle_event(event):
            return True
        pos = getattr(event, "pos", None)
        if pos is not None and not TABLE_AREA.collidepoint(pos) and event.type != pygame.MOUSEMOTION:
            return False
        try:
            return self.table.handle_event(event)
        except IllegalAction:   # a table that tries to play anyway is told no: replays are read-only
            return True

    def tooltip_at(self, pos) -> str | None:
        tip = super().tooltip_at(pos)
        if tip is None and TABLE_AREA.collidepoint(pos):
            tip = self.table.tooltip_at(pos)
        return tip

    def update(self, dt: float) -> None:
        self.table.update(dt)
        self.host.tick(dt)
        super().update(dt)
        if self.playing and self.replay.position >= self.replay.length:
            self.set_playing(False)
        if self.playing and not self.table.busy():
            self._wait += dt
            if self._wait >= PLAY_STEP / self.speed:
                self._wait = 0.0
                self.step_forward()

    def wake_in(self) -> float | None:
        waits = [super().wake_in(), self.table.wake_in()]
        if self.playing:
            waits.append(max(0.0, PLAY_STEP / self.speed - self._wait))
        return earliest(*waits)

    # --- drawing ----------------------------------------------------------------------------

    def draw_background(self, canvas: Canvas) -> None:
        canvas.fill(theme.SEA, (0, 0, W, BAR_H))
        canvas.line(theme.BRASS, (0, BAR_H), (W, BAR_H), 2)
        canvas.fill(theme.SEA, CONTROLS, 8)
        canvas.frame(theme.SEA_LIGHT, CONTROLS, 1, 8)
        self._draw_titles(canvas)
        with canvas.clip(TABLE_AREA):
            self.table.draw(canvas)

    def _draw_titles(self, canvas: Canvas) -> None:
        x = MARGIN + 4 + 96 + 14
        right = self.viewer_choice.rect.x - 14
        split = x + (right - x) * 0.5
        title, info = f"Replay · {self.host.game.name}", self.table.round_info() or ""
        name_font = fitting_font(title, (title_font(), theme.SMALL_BOLD), split - x - 8)
        info_font = fitting_font(info, (theme.SMALL, theme.Font("text", 13), theme.Font("text", 12)), split - x - 8)
        top, below = title_rows(canvas.line_height(name_font), canvas.line_height(info_font))
        canvas.text(title, name_font, theme.FOAM, (x, top), max_width=split - x - 8)
        canvas.text(info, info_font, theme.FOAM_MUTED, (x, below), max_width=split - x - 8)
        canvas.text(f"Action {self.replay.position} of {self.replay.length}", theme.BODY_BOLD, theme.FOAM,
                    (split, top), max_width=right - split)
        canvas.text(self._last_move(), theme.SMALL, theme.FOAM_MUTED, (split, below), max_width=right - split)

    def _last_move(self) -> str:
        if self.host.notice:   # a table's answer to a click ("Only the player to act …")
            return self.host.notice
        seat = self.replay.mover(self.replay.position)
        if seat is None:
            return "The opening position"
        return f"Last to act: {self.replay.seats[seat].name}"


def open_replay(app, path: Path) -> None:
    """Push the replay of the save at `path`, or show why it cannot be replayed."""
    from tabletop.persistence.saves import SaveError

    try:
        scene = ReplayScene(app, path)
    except SaveError as error:
        app.show_message("This save cannot be replayed", str(error))
        return
    except OSError as error:
        app.show_message("This save cannot be read", f"{path}: {error.strerror or error}")
        return
    app.scenes.push(scene)


class ReplayHandoffScene(Scene):
    """The curtain before an unfinished game's replay shows one person's own view: a full
    scene, so not a pixel of the table is drawn while it is up."""

    def __init__(self, app, replay_scene: ReplayScene, seat: int) -> None:
        super().__init__(app)
        self.replay_scene = replay_scene
        self.seat = seat
        self.info = replay_scene.replay.seats[seat]
        self.add(Button((W / 2 - 130, 430, 260, 56), "I am ready", self.ready, key=pygame.K_RETURN,
                        tooltip="Shows the replay through this player's eyes only."))
        self.add(Button((W / 2 - 130, 506, 260, 44), "Cancel", self.cancel, style="quiet",
                        tooltip="Keep watching as before (Esc)."))

    def ready(self) -> None:
        self.replay_scene.show_viewer(self.seat)
        self.app.scenes.pop(self)

    def cancel(self) -> None:
        self.replay_scene.keep_viewer()
        self.app.scenes.pop(self)

    def escape(self) -> bool:
        self.cancel()
        return True

    def draw_background(self, canvas: Canvas) -> None:
        draw_sea_backdrop(canvas, rose=False)
        draw_seat_mark(canvas, self.info.colour, (W / 2, 210), 34)
        canvas.text(f"Pass to {self.info.name}", theme.Font("display_bold", 56), theme.FOAM, (W / 2, 300), "center",
                    max_width=W - 80)
        canvas.text("This game is not over: the replay shows only what this player saw. Everyone else, please "
                    "look away.", theme.BODY, theme.FOAM_MUTED, (W / 2, 365), "center", max_width=W - 80)
        canvas.text("Click “I am ready” when only this player can see the screen.", theme.SMALL, theme.FOAM_MUTED,
                    (W / 2, H - 40), "center")
