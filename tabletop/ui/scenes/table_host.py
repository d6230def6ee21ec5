"""The table scene: the game's own table inside the chrome every game shares.

Top bar: Menu, the game's name and round, the current decision in one sentence at a
fixed place, who is thinking, Suggest and Undo (each in its slot all game). Right: the
action log. The rest is the game's table (`host.area`). This scene also drives the
match: it lets the controller advance computer seats, raises the hand-off curtain when
the screen passes between people, reports problems, and moves on to the results when
the game is over and the table is still.
"""

from __future__ import annotations

import sys

import pygame

from tabletop.ui import theme
from tabletop.ui.canvas import Canvas
from tabletop.ui.controller import MatchController
from tabletop.ui.pacing import earliest
from tabletop.ui.scene import AWAY, Scene
from tabletop.ui.scenes.common import W
from tabletop.ui.scenes.table_bar import (DECISION_RECT, decision_rect, draw_decision, draw_notice, draw_save_trouble,
                                          draw_thinking, draw_titles)
from tabletop.ui.scenes.table_layout import BAR_H, LOG_RECT, MARGIN, TABLE_AREA
from tabletop.ui.table import TableFactory, TableHost, TableView, make_table
from tabletop.ui.table_keys import KEY_SHEET, is_setting, number_button, table_stops
from tabletop.ui.widgets.focus import Stop
from tabletop.ui.widgets import Button, LogPanel
from tabletop.ui.widgets.anim import speed_factor
from tabletop.ui.widgets.advice_card import AdviceCard
from tabletop.ui.widgets.standings_panel import StandingsPanel

COMPACT_BUTTON_W = 48
"""A top-bar button showing its icon alone (at a text size above 100 %)."""
RESULTS_DELAY = 1.2
"""Seconds the final position stays on screen before the results."""
SPINNER_FRAME = 1 / 30
"""Seconds between frames of the "is thinking" ring when nothing else moves (each redraws
and updates the ring's own corner of the top bar only: see `quiet_area`)."""
UNDO_TIP = "Take back your last move (not past a card revealed or another player's move)."
SUGGEST_TIP = ("Ask a computer player what it would do in your place. The advice is highlighted on the table, "
               "not played.")
LOG_LINES = 14
LOG_LINE_CHARS = 48
"""L shows the newest log entries that fill about LOG_LINES lines of a dialog (about
LOG_LINE_CHARS letters to a line): what it holds at its tallest."""
HANDOVER_GUARD = 0.5
"""Seconds a table ignores clicks after the screen passed to another person: the second
click of a double click by the person before is not the next person's move (with no
curtain between them, it lands on whatever their table shows there)."""


class TableHostScene(Scene):
    def __init__(self, app, controller: MatchController, table_factory: TableFactory = make_table) -> None:
        super().__init__(app)
        self.controller = controller
        self.host = TableHost(controller, TABLE_AREA)
        self.table_factory = table_factory
        self.table = self._new_table()
        controller.listeners.append(self._sound)
        self.menu = self.add(Button((MARGIN + 4, 10, 96, 40), "Menu", self.open_pause, icon="hamburger-menu",
                                    tooltip="Pause: save, load, rules, settings, or leave the game (Esc)."))
        self.undo = self.add(Button((W - MARGIN - 4 - 104, 10, 104, 40), "Undo", self._undo,
                                    icon="anticlockwise-rotation", on_refused=self._undo))
        self.suggest = self.add(Button((self.undo.rect.x - 12 - 128, 10, 128, 40), "Suggest", controller.suggest,
                                       icon="light-bulb", on_refused=self._why_no_suggestion))
        self._fit_bar_buttons()
        self.standings = self.add(StandingsPanel(LOG_RECT, self.host))   # who would win now, above the log
        top = self.standings.rect.bottom + MARGIN
        self.log = self.add(LogPanel((LOG_RECT.x, top, LOG_RECT.width, LOG_RECT.bottom - top)))
        self.advice = self.add(AdviceCard(lambda: self.log.rect, self.host, lambda: controller.advice))
        self._over_for = 0.0
        self._spin = 0.0
        self._faces_loaded: tuple[int, ...] | None = None
        """The sizes the table's `faces_ahead` were last loaded at (see `draw_background`)."""
        self._notice_version = controller.version
        self._holder = controller.holder
        self._guard = 0.0
        self._my_move = False
        self._focus_holder = controller.holder
        """The person at the screen when focus was last placed for a move of one's own."""
        self._stops: list[Stop] = []
        self._stops_for: tuple | None = None
        self._hovered: object = None
        """The table stop the table was last told the pointer rests on (`_hover_focus`)."""
        self._drawn: tuple | None = None
        """`_picture()` at the last whole draw."""
        self._refresh()

    def _new_table(self) -> TableView:
        table = self.table_factory(self.host)
        self.controller.listeners.append(table.on_events)
        self.controller.reset_listeners.append(table.on_reset)
        self.controller.suggestion_listeners.append(table.show_suggestion)
        return table

    def _fit_bar_buttons(self) -> None:
        """Menu, Suggest and Undo show their words at the house text size; at a larger
        one the top bar has no room for them beside the titles, the decision and a
        thinking computer's name, so they show their icons alone (a menu, a bulb, a
        turning arrow) and their tooltips say what they do, as do the key sheet's
        Esc, S and Ctrl+Z."""
        compact = theme.text_scale() > 1
        self.menu.label = "" if compact else "Menu"
        self.menu.rect.width = COMPACT_BUTTON_W if compact else 96
        self.undo.label = "" if compact else "Undo"
        self.undo.rect.width = COMPACT_BUTTON_W if compact else 104
        self.undo.rect.right = W - MARGIN - 4
        self.suggest.rect.width = COMPACT_BUTTON_W if compact else 128
        self.suggest.rect.right = self.undo.rect.x - 12

    def _suggest_label(self) -> str:
        if theme.text_scale() > 1:
            return ""
        return "Thinking…" if self.controller.suggesting else "Suggest"

    def text_size_changed(self) -> None:
        """A table lays out its words once per position (its spots, its layers): a new
        one, built for the same position, measures them at the new size."""
        self._fit_bar_buttons()
        self.standings.fit()
        top = self.standings.rect.bottom + MARGIN
        self.log.rect.update(LOG_RECT.x, top, LOG_RECT.width, LOG_RECT.bottom - top)
        self._refresh()
        old = self.table
        self.controller.listeners.remove(old.on_events)
        self.controller.reset_listeners.remove(old.on_reset)
        self.controller.suggestion_listeners.remove(old.show_suggestion)
        self.table = self._new_table()
        self._stops_for = None
        self._drawn = None

    def _refresh(self) -> None:
        """Chrome that follows the match: Undo and Suggest, the log. The two buttons keep
        their slots all game — greyed, with the reason on hover and on a click, when they
        do not apply — so a click meant for one never lands on the other."""
        self.undo.visible = self.suggest.visible = True    # a lesson hides what it does not offer
        self.undo.enabled = self.controller.can_undo()
        self.undo.tooltip = self._undo_tip()
        mine = bool(self.controller.legal_for_display())
        self.suggest.enabled = mine and not self.controller.suggesting
        self.suggest.label = self._suggest_label()
        self.suggest.tooltip = SUGGEST_TIP if mine else self._no_suggestion()
        self.log.set_lines(self.controller.log_lines())

    def _undo_tip(self) -> str:
        mover = self.controller.undo_for()
        if not self.controller.can_undo() or mover is None:
            return self.controller.why_no_undo()
        if mover == self.controller.viewer:
            return UNDO_TIP
        viewer = self.controller.viewer
        now = f": {self.host.seat(viewer).name} has not moved yet" if viewer is not None else ""
        return f"Take back {self.host.seat(mover).name}'s last move{now}."

    def _no_suggestion(self) -> str:
        if self.controller.suggesting:
            return "A computer player is working out its advice."
        return "Suggest advises the person whose move it is; it waits for your turn."

    def _why_no_suggestion(self) -> None:
        self.host.say(self._no_suggestion())

    # --- scene life ---------------------------------------------------------------------

    def on_enter(self) -> None:
        # here, not in __init__: a table replacing a table is built before the old one exits
        self.app.sound.set_ambience(self.controller.game_id)

    def on_exit(self) -> None:
        for message in self.controller.close():   # the window may be closing: not lost, at least logged
            print(f"Tabletop: {message}", file=sys.stderr)
        self.app.sound.set_ambience(None)

    def _sound(self, events) -> None:
        """The table starts to show these events now (a computer's move only once shown)."""
        self.app.sound.on_events(self.controller.game_id, events, speed_factor(self.app.settings))

    def open_pause(self) -> None:
        from tabletop.ui.scenes.pause import PauseScene

        self.app.scenes.push(PauseScene(self.app, self.controller))

    def _undo(self) -> None:
        if self.controller.can_undo():
            self.controller.undo()
        else:
            self.host.say(self.controller.why_no_undo())

    # --- keys -----------------------------------------------------------------------------

    def focus_stops(self) -> list[Stop]:
        """The table's lit targets and the bar's buttons first (where a move is made),
        then the chrome: Suggest, Undo, Menu."""
        chrome = sorted(super().focus_stops(), key=lambda s: (s.rect.y, s.rect.x))
        return self._table_stops() + chrome

    def first_focus(self, stops: list[Stop]) -> int:
        """Focus starts on the first move, never on a setting listed before it (Pirates'
        Gold's auto-pass box, when a wind direction from the bar is the move): an Enter
        meant for the move must not change how the table plays."""
        return next((i for i, s in enumerate(stops) if not is_setting(self.table, s.key)), 0)

    def _table_stops(self) -> list[Stop]:
        """The table's stops, listed anew only when what they come from changed: the
        view, the legal moves or the table's half-made choice (asking every move where
        it is clicked costs milliseconds, and the ring asks every frame)."""
        view, legal = self.host.view, self.controller.legal_for_display()
        choice = getattr(self.table, "choice_key", lambda: None)()
        listed = self._stops_for
        if listed is None or listed[0] is not view or listed[1:] != (legal, choice):
            self._stops = table_stops(self.table, legal, self.press_at)
            self._stops_for = (view, legal, choice)
        return self._stops

    def _hover_focus(self) -> None:
        """The table shows the focused thing as it shows what the mouse rests on (its
        glow, Golden Sails' enlarged card): a still pointer for the table, moved only
        when focus moves."""
        if self.pointer is not None:
            self._hovered = None        # the mouse leads: the table has its real position
            return
        ring = self.ring
        on_table = ring is not None and isinstance(ring.key, tuple) and ring.key[0] == "table"
        key = ring.key if ring is not None and on_table else None
        if key == self._hovered:
            return
        self._hovered = key
        pos = ring.rect.center if ring is not None and on_table else AWAY
        self.table.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0),
                                                   keyed=True))

    def focus_waits(self) -> bool:
        """While others move, focus left on the table waits for the next move of one's
        own rather than falling on Menu, where an Enter would open it — but not on a
        setting (Pirates' Gold's auto-pass), which a click changes at any time."""
        key = self.focus.key
        on_table = key is None or (isinstance(key, tuple) and key[:1] in (("table",), ("bar",)))
        return on_table and not self.controller.legal_for_display() and not is_setting(self.table, key)

    def press_at(self, pos: tuple[float, float]) -> None:
        """A key's click at `pos`: through this scene as the mouse's would go, so a lesson
        or a half-made choice answers it alike."""
        for kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.handle_event(pygame.event.Event(kind, pos=pos, button=1, rel=(0, 0), buttons=(0, 0, 0), keyed=True))
        self.pointer = None

    def _shortcut(self, event: pygame.event.Event) -> bool:
        """The table's own keys: Ctrl+Z, S, L, ? or F1, a number for a bar button,
        Backspace to take back half a choice (as a right click does)."""
        key, mod = event.key, getattr(event, "mod", 0)
        ctrl = mod & pygame.KMOD_CTRL
        if key == pygame.K_z and ctrl:
            self._undo()
        elif ctrl or mod & (pygame.KMOD_ALT | pygame.KMOD_META):
            return False
        elif key == pygame.K_s:
            self.suggest.click() if self.suggest.enabled else self._why_no_suggestion()
        elif key == pygame.K_l:
            self.read_log()
        elif key == pygame.K_F1 or getattr(event, "unicode", "") == "?":
            self.app.show_message("Keys", KEY_SHEET)
        elif key == pygame.K_BACKSPACE:
            centre = TABLE_AREA.center
            self.table.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre, button=3, keyed=True))
        elif (button := number_button(self.table, key)) is not None:
            if button.enabled:
                self.press_at(button.rect.center)
            elif button.on_refused is not None:
                button.on_refused()
        else:
            return False
        return True

    def read_log(self) -> None:
        """The log's newest lines in a dialog, to read by keys (Enter or Esc closes it)."""
        newest: list[str] = []
        room = LOG_LINES
        for line in reversed(self.controller.log_lines()):
            room -= -(-len(line) // LOG_LINE_CHARS)      # the lines it wraps to, about
            if room < 0:
                break
            newest.insert(0, line)
        self.app.show_message("Log", "\n".join(newest) if newest else "Nothing has happened yet.")

    # --- events ---------------------------------------------------------------------------

    def escape(self) -> bool:
        self.open_pause()
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and self._shortcut(event):
            return True
        if super().handle_event(event):
            return True
        pos = getattr(event, "pos", None)
        if pos is not None and not TABLE_AREA.collidepoint(pos) and event.type != pygame.MOUSEMOTION:
            return False
        self._note_handover()
        if self._guard > 0 and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) \
                and not getattr(event, "keyed", False):
            return True     # just handed over: the last person's double click is not this one's
        if event.type == pygame.MOUSEBUTTONDOWN and self.table.busy():
            self.table.skip_animations()
            return True
        return self.table.handle_event(event)

    def _note_handover(self) -> None:
        """Start `HANDOVER_GUARD` when the screen has passed to another person (a move
        landing between two clicks of a double click, or a curtain just accepted)."""
        if self.controller.holder != self._holder:
            if self._holder is not None:
                self._guard = HANDOVER_GUARD
            self._holder = self.controller.holder

    def tooltip_at(self, pos) -> str | None:
        tip = super().tooltip_at(pos)
        if tip is None and TABLE_AREA.collidepoint(pos):
            tip = self.table.tooltip_at(pos)
        return tip

    def tooltip_keep_clear(self, pos) -> pygame.FRect | None:
        if self.standings.contains(pos):
            return self.standings.rect      # a row's breakdown stands beside the strip, not over the others
        return self.table.tooltip_keep_clear(pos) if TABLE_AREA.collidepoint(pos) else None

    # --- time -----------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.table.update(dt)
        self._guard = max(0.0, self._guard - dt)
        version = self.controller.version
        self.controller.update(dt, table_busy=self.table.busy())
        self._note_handover()
        if self.controller.version != version:
            # A move landed under a still pointer: the table rebuilds what it offers before
            # hover is worked out, and a tooltip from before waits afresh, so it never
            # explains a button that was there a moment ago.
            self.table.update(0.0)
            self.tooltips.hide()
        if self.controller.version != self._notice_version:
            self.host.notice, self._notice_version = None, self.controller.version   # a move answers it
        self.host.tick(dt)
        my_move = bool(self.controller.legal_for_display())
        if my_move and not self._my_move:
            self.focus.restart()     # a move to make: focus starts on the table's first thing
        if my_move and self.controller.holder != self._focus_holder:
            # another person's move, with no curtain between: the last one's Enter, pressed
            # once too often, must not press for them (it passed for them on the same Pass)
            self.focus.restart()
            self.focus.hide()
            self._focus_holder = self.controller.holder
        self._my_move = my_move
        super().update(dt)
        self._hover_focus()
        self._spin += dt
        self._refresh()
        if self.controller.problems:
            message = "\n".join(self.controller.problems)
            self.controller.problems.clear()
            self.app.show_message("Something went wrong", message)
            return
        if self.controller.handoff_to is not None and not self.table.busy():
            # the mover sees their own move land before the curtain comes down
            from tabletop.ui.scenes.handoff import HandoffScene

            self.app.scenes.push(HandoffScene(self.app, self.controller))
            return
        if self.controller.is_over() and not self.table.busy():
            self._over_for += dt
            if self._over_for >= RESULTS_DELAY:
                self.show_results()

    def wake_in(self) -> float | None:
        waits = [super().wake_in(), self.table.wake_in(), self.controller.wake_in()]
        if self._guard > 0:
            waits.append(self._guard)    # it runs down in frames: asleep, it would eat the next click
        if self.controller.thinking is not None:
            waits.append(SPINNER_FRAME)
        if self.controller.is_over() and not self.table.busy():
            waits.append(RESULTS_DELAY - self._over_for)
        return earliest(*waits)

    def quiet_area(self) -> pygame.FRect | None:
        """While a computer thinks and nothing else changed since the last whole frame,
        only the "is thinking" corner of the top bar needs drawing — not while another
        clock runs (an animation, a tooltip's delay: what it changes is not known here),
        nor under a tooltip, which may lie over that corner."""
        picture = self._picture()
        if self.controller.thinking is None or self.tooltips.showing or not picture[-1] or picture != self._drawn:
            return None
        return self._thinking_area()

    def draw_area(self, canvas: Canvas, area: pygame.FRect) -> None:
        with canvas.clip(area):
            canvas.fill(theme.SEA, area)
            self._draw_thinking(canvas)

    def _picture(self) -> tuple:
        """What the window shows besides the spinner, as far as time without input can
        change it: the position and who is thinking, a suggestion's advice, the messages,
        the keyboard focus, the chrome's buttons, the tooltip, and last whether nothing but
        the spinner has a clock running."""
        controller, tips = self.controller, self.tooltips
        others_still = Scene.wake_in(self) is None and self.table.wake_in() is None and not self.table.busy()
        return (controller.version, controller.thinking, controller.suggesting, controller.advice, controller.save_trouble,
                controller.handoff_to, self.host.notice, tips.text, tips.showing, self.focus.shown, self.focus.key,
                tuple((w.visible, w.enabled, w.hovered, w.rect.topleft, getattr(w, "label", None))
                      for w in self.widgets), others_still)

    def show_results(self) -> None:
        """The results, once the game's history entry has been tried (they say if it failed)."""
        from tabletop.ui.scenes.results import ResultsScene

        self.controller.flush_saves()
        self.app.scenes.replace(ResultsScene(self.app, self.controller.match, self.controller.history_trouble))

    # --- drawing --------------------------------------------------------------------------

    def draw_background(self, canvas: Canvas) -> None:
        # the app has already filled the window with SEA_DEEP
        self._drawn = self._picture()
        canvas.fill(theme.SEA, (0, 0, W, BAR_H))
        canvas.line(theme.BRASS, (0, BAR_H), (W, BAR_H), 2)
        self._draw_titles(canvas)
        self._draw_decision(canvas)
        self._draw_thinking(canvas)
        faces = self.table.faces_ahead()
        sizes = tuple(canvas.font_px(face) for face in faces)
        if sizes != self._faces_loaded:      # the table opened, or the text size changed
            canvas.load_faces(faces)
            self._faces_loaded = sizes
        with canvas.clip(TABLE_AREA):
            self.table.draw(canvas)
            self.advice.draw_tags(canvas, self.table, self.controller.suggestion)

    def draw_foreground(self, canvas: Canvas) -> None:
        super().draw_foreground(canvas)
        if self.controller.save_trouble:
            draw_save_trouble(canvas, self.controller.save_trouble)

    def _decision_rect(self, canvas: Canvas) -> pygame.FRect:
        return decision_rect(canvas, self.menu.rect.right + 14, self.host.game.name, self.table.round_info())

    def _draw_titles(self, canvas: Canvas) -> None:
        draw_titles(canvas, self.menu.rect.right + 14, self._decision_rect(canvas).x - 10, self.host.game.name,
                    self.table.round_info())

    def decision_line(self) -> tuple[str, bool]:
        """The top bar's sentence, and whether it asks the person at the screen (drawn lit)."""
        if self.controller.is_over():
            return "The game is over.", False
        return self.host.names(self.table.decision()), bool(self.controller.legal_for_display())

    def _draw_decision(self, canvas: Canvas) -> None:
        rect = self._decision_rect(canvas)
        if self.host.notice:
            draw_notice(canvas, rect, self.host.notice)
        else:
            draw_decision(canvas, rect, *self.decision_line())

    def _thinking_span(self) -> tuple[float, float]:
        """Left and right of the "is thinking" corner: between the decision and the buttons."""
        right = min([w.rect.left for w in (self.undo, self.suggest) if w.visible], default=W - MARGIN) - 12
        return DECISION_RECT.right + 16, right

    def _thinking_area(self) -> pygame.FRect:
        """All the spinner and its words can cover, inside the top bar above its brass line."""
        left, right = self._thinking_span()
        return pygame.FRect(left - 2, 2, right - left + 2, BAR_H - 4)

    def _draw_thinking(self, canvas: Canvas) -> None:
        seat = self.controller.thinking
        if seat is not None:
            info = self.host.seat(seat)
            draw_thinking(canvas, self._thinking_span(), info.colour_index, info.name, self._spin)
