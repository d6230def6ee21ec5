"""Scenes, the stack that runs them (Tuxemon's StateManager, arcade's View) and what a
scene may use of the app (`AppServices`).

A scene takes events, advances with time and draws itself; it never changes the stack
in the middle of a frame — push/pop/replace are queued and applied at the frame's end, so
the scene handling an event is never removed from under itself. An overlay scene (pause
menu, dialog, rules) is drawn over the scenes below it, which keep still while it is up.

The window draws only when something changed: after input, and when the top scene's
`wake_in` says time alone will change what it shows (an animation, a timer).

Scenes know the app only as `AppServices`, never as `tabletop.ui.app.App`: the app
imports the scenes it opens, so a scene importing the app back would close a circle.
The protocol lives here, beside `Scene` and `SceneManager`, because it names the stack
and every scene names it: in a module of its own it would import this one and be
imported by it.
"""

from __future__ import annotations

import gc
from typing import TYPE_CHECKING, Callable, Protocol

import pygame

from tabletop.ui.canvas import Canvas
from tabletop.ui.pacing import earliest
from tabletop.ui.widgets.base import Widget, is_press
from tabletop.ui.widgets.focus import PRESS_KEYS, Focus, Stop, draw_ring, stops_of
from tabletop.ui.widgets.text_input import editing
from tabletop.ui.widgets.tooltip import TooltipLayer

if TYPE_CHECKING:
    from tabletop.ai.worker import BotWorker
    from tabletop.engine.match import Match
    from tabletop.persistence.settings import Settings
    from tabletop.persistence.slot_lock import SlotLock
    from tabletop.ui.sound import SoundPlayer
    from tabletop.ui.table import TableFactory


class AppServices(Protocol):
    """What scenes use of the app through `self.app` — exactly that, so it stays clear
    what a scene may reach. `tabletop.ui.app.App` provides it."""

    scenes: SceneManager
    settings: Settings
    """Change a field, then `save_settings` to keep it."""
    sound: SoundPlayer
    fullscreen: bool
    table_factory: TableFactory | None
    """The table to use instead of the game's own (tests set it); None: the game's."""

    @property
    def bot_worker(self) -> BotWorker:
        """The process computer seats think in, started when first asked for."""

    def save_settings(self) -> None:
        """Write `settings` to disk."""

    def set_fullscreen(self, on: bool) -> None:
        """Switch the window to full screen or back to a window."""

    def quit(self) -> None:
        """End the frame loop after this frame."""

    def to_title(self, notice: str | None = None) -> None:
        """Empty the stack and show the title screen (saying `notice` there)."""

    def play(self, match: Match, slot: SlotLock | None = None) -> None:
        """Empty the stack and seat the players at `match`'s table."""

    def show_message(self, title: str, message: str) -> None:
        """Show `message` in a dialog over the top scene until it is dismissed."""


class Scene:
    """One screen. Subclasses add widgets in `__init__`/`on_enter` and draw a background."""

    overlay = False
    """Drawn over the scene below instead of replacing it."""

    def __init__(self, app: AppServices) -> None:
        self.app = app
        self.widgets: list[Widget] = []
        self.tooltips = TooltipLayer()
        self.pointer: tuple[float, float] | None = None
        """Where the mouse was last seen over this scene (logical pixels)."""
        self.focus = Focus()
        self.ring: Stop | None = None
        """The focused stop as this frame shows it (worked out in `update`: drawing changes
        nothing); None while the ring is hidden."""

    def on_enter(self) -> None:
        """Called when the scene is put on the stack."""

    def on_exit(self) -> None:
        """Called when the scene leaves the stack."""

    def on_resume(self) -> None:
        """Called when an overlay above this scene was closed."""

    def text_size_changed(self) -> None:
        """The player chose another text size (Settings): a scene whose boxes were sized
        to its words when it was built lays itself out again. Most measure as they draw."""

    def add(self, widget: Widget) -> Widget:
        self.widgets.append(widget)
        return widget

    def focus_stops(self) -> list[Stop]:
        """Where the keyboard can go on this screen, in Tab order: the widgets' stops in
        the order they were added."""
        return [stop for widget in self.widgets if widget.visible for stop in stops_of(widget)]

    def first_focus(self, stops: list[Stop]) -> int:
        """Where focus starts: the button Enter presses (OK, Play again), else the first."""
        return next((i for i, s in enumerate(stops) if getattr(s.key, "key", None) == pygame.K_RETURN), 0)

    def escape(self) -> bool:
        """What Esc does here, the one meaning it has on every screen: close this dialog
        or panel, else go back one screen; at a table (or its hand-off curtain) open the
        pause menu, where leaving the game is asked for. True when it did something (the
        title screen, at the bottom of the stack, does nothing). A name being typed in
        takes Esc first: it stops the typing."""
        return False

    def focus_came(self, stop: Stop) -> None:
        """Focus has just come to `stop`: a scene whose list scrolls brings it into sight."""

    def focus_waits(self) -> bool:
        """Whether focus waits for what it was on to come back (a table while others
        move): no ring, and Enter presses nothing, until a move of one's own or a Tab."""
        return False

    def handle_key(self, event: pygame.event.Event) -> bool:
        """Tab, the arrows, Enter and Space for keyboard focus; True when used."""
        if self.focus_waits() and event.key in PRESS_KEYS:
            return True
        stops = self.focus_stops()
        used = self.focus.handle_key(event, stops, self.first_focus(stops))
        if used and event.key not in PRESS_KEYS and (now := self.focus.current(stops)) is not None:
            self.focus_came(now)
        if used:
            self.pointer = None          # the keyboard leads now: the mouse's glow goes
            for widget in self.widgets:
                widget.hovered = False
        return used

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Offer the event to keyboard focus and the widgets, topmost (last added) first;
        True if consumed. While the ring is hidden, a key goes to the widgets first (a
        dialog's OK on Enter, a clicked slider's arrows), else shows the ring; a click
        brings focus to what was clicked."""
        if is_press(event) and not getattr(event, "keyed", False):
            self.focus.hide()
            clicked = next((s for s in self.focus_stops() if s.rect.collidepoint(event.pos)), None)
            if clicked is not None:
                self.focus.hold(clicked)
        field = editing() if event.type == pygame.KEYDOWN else None
        if field is not None and field not in self.widgets:
            field = None            # a field of a screen that has gone keeps no keys from this one
        if field is not None and field.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return self.escape()
        if event.type == pygame.KEYDOWN and field is None:
            if self.focus.shown and self.handle_key(event):
                return True
            if any(w.visible and w.handle_event(event) for w in reversed(self.widgets)):
                return True
            return self.handle_key(event)
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            self.tooltips.hover(event.pos, self.tooltip_at(event.pos), self.tooltip_keep_clear(event.pos))
        for widget in reversed(self.widgets):
            if widget.visible and widget.handle_event(event):
                return True
        return False

    def tooltip_at(self, pos: tuple[float, float]) -> str | None:
        """The explanation for what is under `pos` (the topmost widget that has one)."""
        for widget in reversed(self.widgets):
            if widget.visible:
                tip = widget.tooltip_at(pos)
                if tip:
                    return tip
        return None

    def tooltip_keep_clear(self, pos: tuple[float, float]) -> pygame.FRect | None:
        """What the tooltip for `pos` must not cover: a group of choices the pointer is
        among (their neighbours must stay readable and clickable); None: anywhere."""
        return None

    def update(self, dt: float) -> None:
        for widget in self.widgets:
            widget.update(dt)
        if self.pointer is not None:
            # what lies under a still mouse changes too (Continue appearing on the title,
            # a bot's move on the table): what is there now glows and its tooltip explains it
            for widget in self.widgets:
                widget.hovered = widget.contains(self.pointer)
            self.tooltips.hover(self.pointer, self.tooltip_at(self.pointer), self.tooltip_keep_clear(self.pointer))
        self.ring = None
        if self.focus.shown and not self.focus_waits():
            stops = self.focus_stops()
            self.ring = self.focus.current(stops, self.first_focus(stops))
            if self.ring is not None and self.pointer is None:
                # the focused thing explains itself as it would under the mouse
                rect = self.ring.rect
                self.tooltips.hover((rect.centerx, rect.bottom), self.ring.tip, rect)
        self.tooltips.update(dt)

    def wake_in(self) -> float | None:
        """Seconds until time alone changes what this scene shows: 0 while something
        moves, the time left on its nearest timer, None when only input can change it.
        A scene with a clock of its own (an animation, a delay) extends this."""
        return earliest(self.tooltips.wake_in(), *(w.wake_in() for w in self.widgets if w.visible))

    def quiet_area(self) -> pygame.FRect | None:
        """After a frame with no input: the one area whose look alone changed since this
        scene was last drawn whole, when nothing else did (a spinner turning while a
        computer thinks). The window then redraws and updates only that area
        (`draw_area`), so a still window with one small moving thing costs little.
        None (the default): draw everything."""
        return None

    def draw_area(self, canvas: Canvas, area: pygame.FRect) -> None:
        """Draw what lies in `area` (from `quiet_area`), on top of the last whole frame."""
        raise NotImplementedError

    def draw(self, canvas: Canvas) -> None:
        self.draw_background(canvas)
        for widget in self.widgets:
            if widget.visible:
                widget.draw(canvas)
        self.draw_foreground(canvas)
        if self.ring is not None:
            draw_ring(canvas, self.ring)
        self.tooltips.draw(canvas)

    def draw_background(self, canvas: Canvas) -> None:
        """What lies under the widgets; overlays usually dim the scene below here."""

    def draw_foreground(self, canvas: Canvas) -> None:
        """What lies over the widgets but under the tooltip."""

    def point_at(self, pos: tuple[float, float] | None) -> None:
        """The stack changed: work hover out afresh for a pointer at `pos` (None: the
        pointer is not on this scene), with no tooltip until it has waited again."""
        self.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos if pos is not None else AWAY,
                                             rel=(0, 0), buttons=(0, 0, 0), touch=False))
        if pos is None:
            self.pointer = None
        self.tooltips.hide()
        self.ring = None        # covered, or shown afresh: the next update places it again


AWAY = (-10_000.0, -10_000.0)
"""Where a scene is told the pointer went when another scene covers it."""


class SceneManager:
    """A stack of scenes; changes are queued and applied by `apply_pending` at frame end.

    After every change the covered scenes lose their tooltips and hover glows, and the
    top scene works hover out afresh from the last pointer position, so nothing stays
    lit or explained from before a dialog, a hand-off or an undo."""

    def __init__(self) -> None:
        self.stack: list[Scene] = []
        self._pending: list[Callable[[], None]] = []
        self.pointer: tuple[float, float] | None = None
        """Where the mouse was last seen (logical pixels), whichever scene saw it."""
        self._left = False
        self._unseen = False
        """The top scene changed after this frame's update: it has yet to be updated once."""

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        self._pending.append(lambda: self._push(scene))

    def pop(self, scene: Scene | None = None) -> None:
        """Remove the top scene — or, given `scene`, that scene and everything above it."""
        self._pending.append(lambda: self._pop(scene))

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for `scene`."""
        self._pending.append(lambda: self._replace(scene))

    def reset(self, scene: Scene) -> None:
        """Empty the stack and start over from `scene` (quit to menu, start a match)."""
        def run() -> None:
            while self.stack:
                self._leave(self.stack.pop())
            self._push(scene)
        self._pending.append(run)

    def apply_pending(self) -> bool:
        """Apply queued changes; True if the stack changed.

        A scene that left is freed at once: scenes are full of reference cycles (their
        buttons call their methods), so they wait for Python's rare full collection, and
        a table's cached layers are megabytes of pixels the collector does not weigh.
        Collecting here costs a few milliseconds, once per change of screen."""
        changed = bool(self._pending)
        self._left = False
        while self._pending:
            self._pending.pop(0)()
        if changed:
            self._repoint()
            self._unseen = True
        if self._left:
            gc.collect()
        return changed

    def _repoint(self) -> None:
        for scene in self.stack[:-1]:
            scene.point_at(None)
        if self.stack:
            self.stack[-1].point_at(self.pointer)

    def _leave(self, scene: Scene) -> None:
        scene.on_exit()
        self._left = True

    def _push(self, scene: Scene) -> None:
        self.stack.append(scene)
        scene.on_enter()

    def _replace(self, scene: Scene) -> None:
        if self.stack:
            self._leave(self.stack.pop())
        self._push(scene)

    def _pop(self, scene: Scene | None) -> None:
        if scene is not None and scene not in self.stack:
            return
        while self.stack:
            gone = self.stack.pop()
            self._leave(gone)
            if scene is None or gone is scene:
                break
        if self.stack:
            self.stack[-1].on_resume()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.pointer = getattr(event, "pos", self.pointer)
        top = self.top
        return top.handle_event(event) if top else False

    def update(self, dt: float) -> None:
        top = self.top
        self._unseen = False
        if top:
            top.update(dt)

    def wake_in(self) -> float | None:
        """When the next frame is needed without input: at once after a change of scene
        (a new top scene has not been updated yet: a table must first see whose move it
        is and raise its curtain), else when the top scene asks (the scenes below keep
        still)."""
        if self._pending or self._unseen:
            return 0.0
        top = self.top
        return top.wake_in() if top else None

    def draw(self, canvas: Canvas) -> None:
        """Draw the top scene and, under overlays, the scenes they cover."""
        first = len(self.stack) - 1
        while first > 0 and self.stack[first].overlay:
            first -= 1
        for scene in self.stack[max(first, 0):]:
            scene.draw(canvas)
