"""Golden Sails over a game, for replays and the results chart: which round a position is
in, and each seat's score had the game ended there (the real final scorer, end-of-game
choices included, run on the piles as they stood)."""

from __future__ import annotations

from tabletop.engine.package import Progress

FIGURES = ("Score if it ended now",)


def round_number(state) -> int:
    return state.round


def progress(state) -> dict[str, list[int]]:
    copy = state.clone()   # the scorer must never touch the replayed position
    result = copy.game.scorer(copy.reference).score(copy.holdings(), copy.first)
    return {FIGURES[0]: list(result.totals)}


PROGRESS = Progress(FIGURES, round_number, progress)
