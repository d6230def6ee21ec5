"""Golden Sails over a game, for replays and the results chart: which round a position is
in, and each seat's score had the game ended there (the real final scorer, end-of-game
choices included, run on the piles as they stood)."""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from tabletop.engine.game import State
from tabletop.engine.package import Progress
from tabletop.games.golden_sails.state import GoldenSailsState

FIGURES = ("Score if it ended now",)


def round_number(state: GoldenSailsState) -> int:
    return state.round


def progress(state: GoldenSailsState) -> dict[str, list[int]]:
    copy = state.clone()   # the scorer must never touch the replayed position
    result = copy.game.scorer(copy.reference).score(copy.holdings(), copy.first)
    return {FIGURES[0]: list(result.totals)}


# The engine's Progress names the abstract State; it is only ever handed Golden Sails states.
PROGRESS = Progress(FIGURES, cast(Callable[[State], int], round_number),
                    cast(Callable[[State], dict[str, list[int]]], progress))
