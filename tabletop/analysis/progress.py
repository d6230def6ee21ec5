"""How a game went: each game's own measure of where a position stands.

Every game supplies `tabletop/games/<id>/progress.py` with the same three names:

- `FIGURES`: the names of the figures it reports, in the order charts show them;
- `round_number(state) -> int`: the round a position is in, as the game's table counts
  rounds (replays jump by it and mark it on their timeline);
- `progress(state) -> dict[str, list[int]]`: per figure, each seat's value now (Golden
  Sails: the score had the game ended here).

`progress` sees the whole state (hidden cards too), so its figures are for finished
games only: the results screen and the replay of a game that is over. Nothing here
imports pygame.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from types import ModuleType


def game_progress(game_id: str) -> ModuleType:
    """The game's `progress` module (FIGURES, round_number, progress)."""
    return importlib.import_module(f"tabletop.games.{game_id}.progress")


@dataclass(frozen=True)
class ProgressSample:
    """The figures at one position: after `position` actions, in round `round`."""

    position: int
    round: int
    values: dict[str, list[int]]


@dataclass(frozen=True)
class ProgressSeries:
    """A game's figures sampled at the start of every round and at its end."""

    figures: tuple[str, ...]
    players: int
    samples: tuple[ProgressSample, ...]

    def line(self, figure: str, seat: int) -> list[int]:
        """One seat's values of one figure, sample by sample."""
        return [sample.values[figure][seat] for sample in self.samples]
