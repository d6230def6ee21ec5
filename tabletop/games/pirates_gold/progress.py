"""Pirates' Gold over a game, for replays and the results chart: which round a position
is in (one active player each), and each seat's ducats unloaded at home and still aboard."""

from __future__ import annotations

from tabletop.engine.package import Progress

FIGURES = ("Ducats home", "Ducats aboard")


def round_number(state) -> int:
    return state.round


def progress(state) -> dict[str, list[int]]:
    return {FIGURES[0]: [sum(home) for home in state.home],
            FIGURES[1]: [sum(cargo) for cargo in state.cargo]}


PROGRESS = Progress(FIGURES, round_number, progress)
