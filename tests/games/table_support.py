"""What every game's table tests share: a TableHost filled from outside, and a driver
that plays a match through a table by clicks.

`view` and `legal` are plain values a test's driver copies in between calls, and
`submit` records the action (and, with `on_submit`, hands it to the driver to play), so
while a table runs it has no path to a State or a Match at all.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame

from tabletop.engine.action import Action
from tabletop.engine.match import Match, Seat, fill_names
from tabletop.engine.rng import Rng
from tabletop.ui import theme
from tabletop.ui.canvas import Canvas
from tabletop.ui.scenes.table_layout import TABLE_AREA
from tabletop.ui.table import SeatInfo

SHOTS = Path("/tmp/tabletop-shots")
NAMES = ["Ana", "Bram", "Cora", "Dario"]


class SnapshotHost:
    def __init__(self, game, players: int, area=TABLE_AREA,
                 on_submit: Callable[[Action], None] | None = None) -> None:
        self.game = game
        self.area = pygame.FRect(area)
        self.seats = [SeatInfo(i, NAMES[i], "human", i) for i in range(players)]
        self.view = None
        self.viewer: int | None = None
        self.legal: tuple[Action, ...] = ()
        self.thinking = None
        self.over = False
        self.auto_passing: int | None = None
        self.auto = set(range(players))
        self.animation_speed = 1.0
        self.submitted: list[Action] = []
        self.said: list[str] = []
        self.theme = theme
        self._on_submit = on_submit

    def say(self, text: str) -> None:
        self.said.append(text)

    def submit(self, action: Action) -> None:
        assert action in self.legal, f"the table submitted {action}, which is not legal"
        self.submitted.append(action)
        if self._on_submit is not None:
            self._on_submit(action)

    def auto_pass_on(self, seat: int) -> bool:
        return seat in self.auto

    def set_auto_pass(self, seat: int, on: bool) -> None:
        (self.auto.add if on else self.auto.discard)(seat)

    def log_lines(self) -> list[str]:
        return []

    def names(self, text: str) -> str:
        return fill_names(text, [s.name for s in self.seats])

    def seat(self, index: int) -> SeatInfo:
        return self.seats[index]


class TableDriver:
    """Plays a match pass-and-play through a table: the view is always the seat to act's.
    A game's tests subclass it to say where a lit spot is best clicked (`spot_point`) and
    which of the clickable things a random player leans on (`lean`)."""

    def __init__(self, game, players: int, make_table, seed: int = 4, size=(1280, 720)) -> None:
        self.match = Match(game, [Seat(NAMES[i], "human", i) for i in range(players)], seed)
        self.host = SnapshotHost(game, players, on_submit=self._apply)
        self.table = make_table(self.host)
        self.surface = pygame.Surface(size)
        self.canvas = Canvas(self.surface)
        self.refresh()
        self.draw()

    @property
    def state(self):
        return self.match.state

    def refresh(self) -> None:
        seat = self.state.to_act()
        self.host.viewer = seat if seat is not None else 0
        self.host.view = self.state.view(self.host.viewer)
        self.host.legal = tuple(self.state.legal_actions()) if seat is not None else ()

    def watch_from_seat_zero(self) -> None:
        """From now on seat 0 watches throughout (and plays its own moves), so most moves
        leave most of what the table shows as it was: the cache tests' setting."""

        def refresh() -> None:
            self.host.viewer = 0
            self.host.view = self.state.view(0)
            self.host.legal = tuple(self.state.legal_actions()) if self.state.to_act() == 0 else ()

        self.refresh = refresh      # type: ignore[method-assign]
        refresh()

    def _apply(self, action: Action) -> None:
        events = self.match.apply(action)
        self.refresh()
        self.table.on_events(events)

    def play(self, action: Action) -> None:
        self._apply(action)
        self.table.skip_animations()
        self.draw()

    def draw(self) -> None:
        self.table.update(0.0)
        self.surface.fill(theme.SEA_DEEP)
        self.table.draw(self.canvas)

    def click(self, pos) -> None:
        """Move there, press and release; animations are skipped before and after."""
        if self.table.busy():
            self.table.skip_animations()
            self.draw()
        self.table.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        self.table.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        self.table.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        self.table.skip_animations()
        self.draw()

    def spot_point(self, rect: pygame.FRect) -> tuple[float, float]:
        return rect.center

    def clickables(self) -> list[tuple[str, tuple[float, float]]]:
        """Everything a click would do something with now: lit spots and enabled buttons."""
        out = [("button:" + b.label, b.rect.center) for b in self.table.buttons if b.enabled and b.visible]
        for spot in self.table._spots:
            if spot.data.get("target") is not None:
                out.append((f"spot:{spot.data['key']}", self.spot_point(spot.rect)))
        return out

    def lean(self, options: list[tuple[str, tuple[float, float]]], rng: Rng) -> list[tuple[str, tuple[float, float]]]:
        """The options a random player picks among (all of them unless a game says otherwise)."""
        return options

    def random_play(self, seed: int, limit: int) -> int:
        rng = Rng(seed)
        clicks = 0
        while not self.state.is_over() and clicks < limit:
            options = self.clickables()
            assert options, f"nothing to click in phase {self.state.phase}"
            self.click(rng.choice(self.lean(options, rng) or options)[1])
            clicks += 1
        return clicks

    def save(self, name: str) -> Path:
        SHOTS.mkdir(parents=True, exist_ok=True)
        self.draw()
        path = SHOTS / name
        pygame.image.save(self.surface, str(path))
        return path
