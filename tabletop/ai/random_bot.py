"""The baseline: a uniformly random legal action (for tests and as the weakest opponent)."""

from __future__ import annotations

from collections.abc import Callable

from tabletop.engine.action import Action
from tabletop.engine.game import Game, View
from tabletop.engine.rng import Rng


class RandomBot:
    name = "random"

    def choose(self, game: Game, view: View, rng: Rng, stop: Callable[[], bool] | None = None) -> Action:
        if not view.legal:
            raise ValueError("asked to choose when the seat has nothing to decide")
        return rng.choice(view.legal)
