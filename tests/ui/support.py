"""Helpers for the UI tests: synthetic input, a synchronous bot, and a plain test table.

`ListTable` is a test double for a game's table (the app's tables come from each game's
`table/` package): it lists the legal actions as buttons, which is enough to drive any game
through the host scene with real clicks.
"""

from __future__ import annotations

import pygame

from tabletop.engine.rng import Rng
from tabletop.ui import theme
from tabletop.ui.table import TableHost, TableView
from tabletop.ui.widgets import Animator, Button, Tween

SHOTS = "/tmp/tabletop-shots"


class FakeBot:
    """The BotWorker interface, answering at once with a seeded random legal action."""

    def __init__(self) -> None:
        self.busy = False
        self.requests: list[tuple] = []
        self._answer = None

    def request(self, game_id, view, seat_kind, seed, ask: str = "decide") -> None:
        self.requests.append((game_id, view.seat, seat_kind, seed))
        self._answer = Rng(seed).choice(list(view.legal))
        if ask == "advise":     # the move with no reasons: a test of the advice asks the real one
            from tabletop.ai.advice import Advice, Option
            from tabletop.registry import load_game, package

            game = load_game(game_id)
            before = package(game_id).standings()(game, view)
            self._answer = Advice((Option(self._answer, None, 0, None),), before, 0, None, 1)
        self.busy = True

    def poll(self):
        answer, self._answer = self._answer, None
        if answer is not None:
            self.busy = False
        return answer

    def cancel(self) -> None:
        self._answer = None
        self.busy = False

    def close(self) -> None:
        self.cancel()


class ListTable(TableView):
    """Legal actions as a column of buttons; a short tween after every action."""

    def __init__(self, host: TableHost) -> None:
        super().__init__(host)
        self.anim = Animator(host.animation_speed)
        self.buttons: list[Button] = []
        self.events_seen = 0

    def _layout(self) -> None:
        area = self.host.area
        legal = self.host.legal
        if [b.action for b in self.buttons] == list(legal):
            return
        self.buttons = []
        for i, action in enumerate(legal[:24]):
            col, row = divmod(i, 12)
            button = Button((area.x + 20 + col * 330, area.y + 20 + row * 48, 320, 40), str(action),
                            lambda a=action: self.host.submit(a), tooltip=f"Play {action}")
            button.action = action
            self.buttons.append(button)

    def handle_event(self, event) -> bool:
        self._layout()
        return any(b.handle_event(event) for b in list(self.buttons))

    def update(self, dt: float) -> None:
        self.anim.update(dt)
        self._layout()

    def draw(self, canvas) -> None:
        canvas.fill(theme.PARCHMENT, self.host.area, 10)
        for button in self.buttons:
            button.draw(canvas)
        canvas.text(f"viewer {self.host.viewer}", theme.SMALL, theme.INK,
                    (self.host.area.right - 12, self.host.area.bottom - 12), "bottomright")

    def on_events(self, events) -> None:
        self.events_seen += len(events)
        self.anim.add(Tween(0.2))

    def on_reset(self) -> None:
        self.anim.skip()

    def busy(self) -> bool:
        return self.anim.busy

    def skip_animations(self) -> None:
        self.anim.skip()

    def decision(self) -> str:
        seat = self.host.view.to_act
        return "" if seat is None else f"{{P{seat}}}: choose a move"

    def round_info(self) -> str:
        view = self.host.view
        if not hasattr(view, "round"):
            return ""
        rounds = getattr(view, "rounds", None)   # Pirates' Gold has no last round
        return f"Round {view.round}" + (f" of {rounds}" if rounds else "")

    def tooltip_at(self, pos):
        for b in self.buttons:
            if b.contains(pos):
                return b.tooltip
        return None


def to_window(app, pos):
    """A logical position in window pixels (what a real mouse would report)."""
    return app.canvas.point(pos)


def frame(app, events=(), dt: float = 1 / 60) -> None:
    """One frame as the real loop runs it: events, update, draw."""
    app.step(list(events), dt)
    app.render()


def click(app, pos, dt: float = 1 / 60) -> None:
    """Move to `pos` (logical), press and release the left button, one frame each."""
    at = to_window(app, pos)
    frame(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0))], dt)
    frame(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1)], dt)
    frame(app, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1)], dt)


def click_widget(app, widget) -> None:
    click(app, widget.rect.center)


def type_text(app, text: str) -> None:
    frame(app, [pygame.event.Event(pygame.TEXTINPUT, text=text)])


def key(app, code: int, mod: int = 0) -> None:
    """Press and release `code`, as a keyboard does (a second press without a release is a repeat)."""
    frame(app, [pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0),
                pygame.event.Event(pygame.KEYUP, key=code, mod=mod, unicode="", scancode=0)])


def pump(app, seconds: float, dt: float = 1 / 60) -> None:
    for _ in range(int(seconds / dt)):
        frame(app, (), dt)


def find_button(scene, label: str) -> Button:
    for widget in scene.widgets:
        if isinstance(widget, Button) and widget.label == label and widget.visible:
            return widget
    raise AssertionError(f"no visible button {label!r} in {type(scene).__name__}: "
                         f"{[w.label for w in scene.widgets if isinstance(w, Button)]}")
