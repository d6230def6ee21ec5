"""Sail to India over a game, for replays and the results chart: which round a position
is in (as the table counts them), and each seat's VP had the game ended there (the real
final scoring) and wealth."""

from __future__ import annotations

from tabletop.engine.package import Progress
from tabletop.games.sail_to_india.result import final_result

FIGURES = ("VP if it ended now", "Wealth")


def round_number(state) -> int:
    return state.turn_number // state.players + 1


def progress(state) -> dict[str, list[int]]:
    return {FIGURES[0]: list(final_result(state).totals), FIGURES[1]: list(state.wealth)}


PROGRESS = Progress(FIGURES, round_number, progress)
