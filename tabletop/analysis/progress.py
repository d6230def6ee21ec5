"""How a game went: each game's own measure of where a position stands, sampled over a game.

Every game's `progress.py` declares a `Progress` (`tabletop.engine.package`): its figures'
names, the round a position is in, and each seat's figures at a position. Those see the
whole state (hidden cards too), so a series is for finished games only: the results
screen and the replay of a game that is over. Nothing here imports pygame.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.package import Progress


def game_progress(game_id: str) -> Progress:
    """The game's own progress figures (`GamePackage.progress`)."""
    from tabletop import registry

    return registry.package(game_id).progress()


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
