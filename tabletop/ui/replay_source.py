"""ReplaySource: a Replay as a game's table sees it, through the TableHost.

It stands where a MatchController stands in play (`ui.table.TableSource`), read-only:
nothing is legal, nothing can be submitted, nobody is thinking. The views it hands out
come from `Replay.view`, which refuses what an unfinished game's replay may not show,
so the table cannot draw more than the chosen viewer saw.
"""

from __future__ import annotations

from dataclasses import fields, replace

from tabletop.engine.action import Action, IllegalAction
from tabletop.engine.game import View
from tabletop.analysis.replay import Replay
from tabletop.ui.keyed_cache import KeyedCache

OFFERS = ("legal", "free_picks")
"""View fields that offer moves to the seat to act (Sail to India derives `free_picks`
from `legal`): empty in a replay, so no table lights up a move to make."""


def read_only(view: View) -> View:
    """The view with no moves on offer."""
    names = {f.name for f in fields(view)}   # type: ignore[arg-type]
    return replace(view, **{name: () for name in OFFERS if name in names})   # type: ignore[type-var]


class ReplaySource:
    thinking: int | None = None
    auto_passing: int | None = None

    def __init__(self, replay: Replay, settings=None) -> None:
        self.replay = replay
        self.settings = settings
        self.viewer: int | None = None
        self.auto_pass: set[int] = set()
        self._cache = KeyedCache()

    @property
    def game(self):
        return self.replay.game

    @property
    def seats(self):
        return self.replay.seats

    def _cached(self, name: str, make):
        """`make()` once per position and viewer (tables ask every frame)."""
        return self._cache.get(name, (self.replay.position, self.viewer), make)

    def view_for_display(self) -> View:
        return self._cached("view", lambda: read_only(self.replay.view(self.viewer)))

    def legal_for_display(self) -> tuple[Action, ...]:
        return ()

    def submit(self, action: Action) -> None:
        raise IllegalAction("a replay is watched, not played")

    def set_auto_pass(self, seat: int, on: bool) -> None:
        """A replay changes nothing about the match."""

    def uncover(self) -> None:
        """A replay's views are never face down."""

    def log_lines(self) -> list[str]:
        return self._cached("log", lambda: self.replay.log(self.viewer))
