"""Sail to India over a game, for replays and the results chart: which round a position
is in (as the table counts them), and each seat's VP had the game ended there (the real
final scoring) and wealth."""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from tabletop.engine.game import State
from tabletop.engine.package import Progress
from tabletop.games.sail_to_india.result import final_result
from tabletop.games.sail_to_india.state import SailToIndiaState

FIGURES = ("VP if it ended now", "Wealth")


def round_number(state: SailToIndiaState) -> int:
    return state.turn_number // state.players + 1


def progress(state: SailToIndiaState) -> dict[str, list[int]]:
    return {FIGURES[0]: list(final_result(state).totals), FIGURES[1]: list(state.wealth)}


# A game's progress is asked about that game's states only, so the engine's State is ours.
PROGRESS = Progress(FIGURES, cast(Callable[[State], int], round_number),
                    cast(Callable[[State], dict[str, list[int]]], progress))
