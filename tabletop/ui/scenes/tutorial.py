"""Learn to play: the usual table with the tutorial's panel in the right column.

The panel (above a shorter log) shows the step's words, a Next button under notes, the
hint in free play, and — when the learner clicks something other than the step's move —
why that click was not played. The table is the game's own, lit by the tutorial
controller's narrowed legal list; the scene only dims what lies outside the step's
target (the table tells where that is: `TableView.clicks_for`) and refuses presses
elsewhere before the table sees them, save on another thing that plays the same move
(`TableView.action_at`: a bar button beside the card it stands for). Esc opens the tutorial's pause menu (resume,
start over, rules, settings, leave); every move and Next is saved, so leaving and coming
back resumes at the same step. At the end the results explain the learner's score and
offer "Play a real game".
"""

from __future__ import annotations

import pygame

from tabletop.ui import theme
from tabletop.ui.canvas import Canvas, fitting_font
from tabletop.ui.highlight import target_frame
from tabletop.ui.scenes.common import OverlayScene, button_column
from tabletop.ui.scenes.results import ResultsScene
from tabletop.ui.scenes.table_host import TableHostScene
from tabletop.ui.scenes.table_layout import LOG_RECT, TABLE_AREA
from tabletop.ui.tutorial_controller import TutorialController
from tabletop.ui.widgets import Button, draw_panel
from tabletop.ui.widgets.base import is_press
from tabletop.ui.widgets.panel import TITLE_STRIP

PAD = 14
MIN_LOG_H = 150
"""The log keeps at least this much of the right column under the panel."""
DIM = 90
"""Opacity of the shade over the table outside the step's target."""
TEXT_STEPS = (theme.SMALL, theme.Font("text", 13), theme.Font("text", 12))
NOTE_WRONG = "Nothing to play yet: read this note, then click Next."
STEP_WRONG = "Not that one this time. Click what glows on the table: the words above say why."


class TutorialScene(TableHostScene):
    def __init__(self, app, controller: TutorialController, table_factory=None) -> None:
        from tabletop.ui.table import make_table

        self.run = controller.run     # before the host's first refresh, which reads it
        super().__init__(app, controller, table_factory or make_table)
        self.standings.visible = False   # the lesson's panel has the top of the column
        self.controller: TutorialController = controller
        self.refusal: str | None = None
        """Why the learner's last click was not played (cleared by the next step)."""
        self._refused_at = (self.run.index, len(self.run.match.history))
        self._focus_step = self.run.index
        self._text_font = TEXT_STEPS[0]
        """The step's words' size: the house's, or a step down where they would not fit."""
        self.panel_rect = pygame.FRect(LOG_RECT.x, LOG_RECT.y, LOG_RECT.width, LOG_RECT.height - MIN_LOG_H - 8)
        self.next_button = self.add(Button((0, 0, LOG_RECT.width - 2 * PAD, 44), "Next", self.next_step,
                                           icon="play-button",
                                           tooltip="On to the next step (Enter)."))
        self._place_panel(self.panel_rect.height)

    # --- what the step asks -------------------------------------------------------------------

    def next_step(self) -> None:
        if self._next_offered():
            self.controller.next_step()

    def _next_offered(self) -> bool:
        return self.run.showing() and self.run.step is not None and self.run.step.is_note

    def _target_rects(self) -> list[pygame.FRect] | None:
        """Where the step's move is clicked, in order (or, for a note, the part of the
        table it is about); None when there is none or the table cannot say."""
        step = self.run.step
        if step is None or not self.run.showing() or self.table.busy():
            return None
        if step.show:
            rect = self.table.focus_rect(step.show)
            return [rect] if rect is not None else None
        if step.expect is None:
            return None
        if step.expect not in self.controller.legal_for_display():
            return None
        return self.table.clicks_for(step.expect)

    def refuse(self, text: str) -> None:
        self.refusal = text
        self._refused_at = (self.run.index, len(self.run.match.history))

    def _lets_through(self, pos: tuple[float, float]) -> bool:
        """May a press at `pos` on the table reach the table? If not, the panel says why."""
        if self.run.free_play or self.table.shows_at(pos):
            return True              # folding a panel away plays nothing: always let through
        step = self.run.step
        mover = self.controller.scripted_mover()
        if mover is not None or step is None:
            if mover is not None:
                self.refuse(f"A moment: watch {self.controller.seats[mover].name}'s move first.")
            return False
        if step.is_note:
            self.refuse(NOTE_WRONG)
            return False
        if self.accepts(pos):
            self.refusal = None      # the right click answers the last refusal
            return True
        self.refuse(step.wrong or STEP_WRONG)
        return False

    def accepts(self, pos: tuple[float, float]) -> bool:
        """Does a press at `pos` make (or begin) the step's move? Its spotlit first click,
        or any other thing of the table that plays the same move (a bar button as well
        as the card it stands for): the lesson refuses no way of doing what it asks."""
        step = self.run.step
        rects = self._target_rects()
        if rects is None or (rects and rects[0].collidepoint(pos)):
            return True
        return step is not None and step.expect is not None and self.table.action_at(pos) == step.expect

    def first_focus(self, stops: list) -> int:
        """Focus starts on what the step asks to click, else on Next."""
        rects = self._target_rects() if self.run.step is not None and self.run.step.expect is not None else None
        wanted = rects[0].center if rects else self.next_button.rect.center
        return next((i for i, s in enumerate(stops) if s.rect.collidepoint(wanted)), 0)

    def focus_waits(self) -> bool:
        """Under a note, focus is on Next, never waiting."""
        return not self._next_offered() and super().focus_waits()

    # --- events and time -------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) \
                and self._next_offered():
            self.next_step()
            return True
        if is_press(event) and TABLE_AREA.collidepoint(event.pos) and not self.table.busy() \
                and not any(w.visible and w.contains(event.pos) for w in self.widgets) \
                and not self._lets_through(event.pos):
            return True
        return super().handle_event(event)

    def open_pause(self) -> None:
        self.app.scenes.push(TutorialPauseScene(self.app, self))

    def update(self, dt: float) -> None:
        super().update(dt)
        if self._refused_at != (self.run.index, len(self.run.match.history)):
            self.refusal = None
        if self._focus_step != self.run.index:
            self._focus_step = self.run.index
            self.focus.restart()     # each step's focus starts on what it asks for
        self.next_button.visible = self._next_offered()

    def decision_line(self) -> tuple[str, bool]:
        if self._next_offered():
            return "Read the panel on the right, then click Next.", True
        return super().decision_line()

    def _refresh(self) -> None:
        super()._refresh()
        self.undo.visible = False
        self.suggest.visible = self.suggest.visible and self.run.free_play
        self.suggest.rect.x = self.undo.rect.right - self.suggest.rect.width

    def show_results(self) -> None:
        if not self.run.finished:
            return            # the last notes are read over the final position first
        from tabletop.tutorials.progress import clear_progress

        if self.controller.keep_progress:
            clear_progress(self.run.tutorial.game_id)
        self.app.scenes.replace(TutorialResultsScene(self.app, self.controller.match))

    def restart(self) -> None:
        from tabletop.tutorials.progress import clear_progress

        if self.controller.keep_progress:
            clear_progress(self.run.tutorial.game_id)
        start_tutorial(self.app, self.run.tutorial.game_id)

    # --- drawing ---------------------------------------------------------------------------

    def draw_background(self, canvas: Canvas) -> None:
        super().draw_background(canvas)
        self._draw_spotlight(canvas)
        self._layout_panel(canvas)
        self._draw_panel(canvas)

    def _draw_spotlight(self, canvas: Canvas) -> None:
        """Everything but the step's next click is shaded (still visible); that spot gets
        the table's own target frame."""
        rects = self._target_rects()
        if not rects:
            return
        target = rects[0]
        area = TABLE_AREA
        around = [(area.x, area.y, area.width, target.y - area.y),
                  (area.x, target.bottom, area.width, area.bottom - target.bottom),
                  (area.x, target.y, target.x - area.x, target.height),
                  (target.right, target.y, area.right - target.right, target.height)]
        with canvas.clip(area):
            for rect in around:
                if rect[2] > 0 and rect[3] > 0:
                    canvas.shade(theme.SHADOW, DIM, rect)
            lit = bool(self.pointer and target.collidepoint(self.pointer)) and not self._next_offered()
            target_frame(canvas, target, hovered=lit)

    def _panel_lines(self) -> list[tuple[str, theme.Font, theme.Colour]]:
        step = self.run.step
        mover = self.controller.scripted_mover()
        if step is None:
            if self.controller.is_over():
                return [("The tutorial is over: here come the scores.", theme.SMALL, theme.INK)]
            return [("You have learnt the moves: play on to the end as you like. The Suggest button "
                     "asks a computer player for advice.", theme.SMALL, theme.INK)]
        if mover is not None:
            return [(f"Watch {self.controller.seats[mover].name}'s move…", theme.SMALL_BOLD, theme.INK_MUTED)]
        lines = [(self.host.names(step.text), self._text_font, theme.INK)]
        if step.free and step.hint:
            lines.append(("Hint: " + step.hint, self._text_font, theme.INK_MUTED))
        return lines

    def _layout_panel(self, canvas: Canvas) -> None:
        """The panel as tall as its words (the log keeps `MIN_LOG_H`); at a larger text
        size the step's words step down a size when they would not fit whole."""
        most = LOG_RECT.height - MIN_LOG_H - 8
        allowed = [f for f in TEXT_STEPS if theme.text_size(f) >= TEXT_STEPS[0].size] or [TEXT_STEPS[0]]
        for font in allowed:
            self._text_font = font
            need = self._panel_need(canvas)
            if need + PAD <= most:
                break
        self._place_panel(min(most, max(160.0, need + PAD)))

    def _panel_need(self, canvas: Canvas) -> float:
        width = self.panel_rect.width - 2 * PAD
        need = TITLE_STRIP + PAD + sum(canvas.paragraph_height(t, f, width) + 8 for t, f, _ in self._panel_lines())
        if self.refusal:
            need += canvas.paragraph_height(self.refusal, theme.SMALL_BOLD, width - 16) + 24
        if self._next_offered():
            need += self.next_button.rect.height + PAD
        return need

    def _place_panel(self, height: float) -> None:
        self.panel_rect.height = height
        self.next_button.rect.topleft = (self.panel_rect.x + PAD, self.panel_rect.bottom - PAD - 44)
        top = self.panel_rect.bottom + 8
        self.log.rect = pygame.FRect(LOG_RECT.x, top, LOG_RECT.width, LOG_RECT.bottom - top)

    def _draw_panel(self, canvas: Canvas) -> None:
        rect = self.panel_rect
        steps = len(self.run.tutorial.steps)
        title = f"Step {min(self.run.index + 1, steps)} of {steps}" if not self.run.finished else "Play on"
        draw_panel(canvas, rect, title)
        width = rect.width - 2 * PAD
        y = rect.y + TITLE_STRIP + PAD
        bottom = self.next_button.rect.y - 8 if self._next_offered() else rect.bottom - PAD
        for text, font, ink in self._panel_lines():
            y += canvas.paragraph(text, font, ink, (rect.x + PAD, y, width, bottom - y)) + 8
        if self.refusal:
            height = canvas.paragraph_height(self.refusal, theme.SMALL_BOLD, width - 16) + 16
            box = pygame.FRect(rect.x + PAD, min(y + 4, bottom - height), width, height)
            canvas.fill(theme.mix(theme.PARCHMENT, theme.GLOW, 0.5), box, 8)
            canvas.frame(theme.BRASS, box, 2, 8)
            canvas.paragraph(self.refusal, theme.SMALL_BOLD, theme.INK, (box.x + 8, box.y + 8, width - 16, height))


class TutorialPauseScene(OverlayScene):
    """Esc in a tutorial: the learner's place is kept whatever they choose."""

    panel_size = (400, 412)
    title = "Paused"

    def __init__(self, app, scene: TutorialScene) -> None:
        super().__init__(app)
        self.scene = scene
        button_column(self, [
            ("Resume", self.close),
            ("Start over", self._restart),
            ("Rules", self._rules),
            ("Settings", self._settings),
            ("Leave the tutorial", app.to_title),
        ], top=self.panel.y + TITLE_STRIP + 24, width=300, height=52, gap=12, tooltips={
            "Resume": "Back to the lesson (Esc).",
            "Start over": "Begin the tutorial again from its first step.",
            "Rules": "How this game is played.",
            "Settings": "Animation speed, sound, full screen.",
            "Leave the tutorial": "Back to the title screen. Learn to play resumes at this step.",
        })

    def _restart(self) -> None:
        self.scene.restart()

    def _rules(self) -> None:
        from tabletop.ui.scenes.rules import RulesScene

        self.app.scenes.push(RulesScene(self.app, self.scene.controller.game_id))

    def _settings(self) -> None:
        from tabletop.ui.scenes.settings import SettingsScene

        self.app.scenes.push(SettingsScene(self.app))


class TutorialResultsScene(ResultsScene):
    """The usual results (the learner's own score, category by category, and the choices
    made for them), with "Play a real game" in place of "Play again"."""

    def __init__(self, app, match) -> None:
        super().__init__(app, match)
        again = next(w for w in self.widgets if isinstance(w, Button) and w.label == "Play again")
        again.label = "Play a real game"
        again.font = fitting_font(again.label, (theme.BUTTON, theme.SMALL_BOLD), again.rect.width - 12)
        again.on_click = self.play_real_game
        again.tooltip = f"Choose the players for a game of {match.game.name} of your own."

    def play_real_game(self) -> None:
        from tabletop.ui.scenes.setup import SetupScene

        self.app.to_title()
        self.app.scenes.push(SetupScene(self.app, self.match.game.id))


def start_tutorial(app, game_id: str, *, keep_progress: bool = True) -> None:
    """Open the tutorial of `game_id`: where the learner left it, else from its start."""
    from tabletop.content.errors import ContentErrors
    from tabletop.registry import load_game
    from tabletop.tutorials.progress import load_progress
    from tabletop.tutorials.run import TutorialRun
    from tabletop.tutorials.loader import bundled_tutorial

    try:
        tutorial = bundled_tutorial(game_id)
    except ContentErrors as errors:
        app.show_message("This tutorial cannot start", str(errors))
        return
    if tutorial is None:
        app.show_message("No tutorial yet", "This game has no tutorial yet: its rules explain how it is played.")
        return
    game = load_game(game_id)
    run = (load_progress(tutorial, game) if keep_progress else None) or TutorialRun(tutorial, tutorial.new_match(game))
    controller = TutorialController(run, app.bot_worker, app.settings, keep_progress=keep_progress)
    app.scenes.reset(TutorialScene(app, controller, app.table_factory))
