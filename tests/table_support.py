"""What every game's table tests share: a TableHost filled from outside.

`view` and `legal` are plain values a test's driver copies in between calls, and
`submit` records the action (and, with `on_submit`, hands it to the driver to play), so
while a table runs it has no path to a State or a Match at all.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame

from tabletop.engine.action import Action
from tabletop.engine.match import fill_names
from tabletop.ui import theme
from tabletop.ui.scenes.table_host import TABLE_AREA
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
        self.theme = theme
        self._on_submit = on_submit

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
