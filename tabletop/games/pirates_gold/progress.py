"""Pirates' Gold over a game, for replays and the results chart: which round a position
is in (one active player each), and each seat's ducats unloaded at home and still aboard."""

from __future__ import annotations

from tabletop.engine.game import State
from tabletop.engine.package import Progress
from tabletop.games.pirates_gold.position import PiratesGoldPosition

FIGURES = ("Ducats home", "Ducats aboard")


def _position(state: State) -> PiratesGoldPosition:
    if not isinstance(state, PiratesGoldPosition):
        raise TypeError("Pirates' Gold's progress reads Pirates' Gold positions only")
    return state


def round_number(state: State) -> int:
    return _position(state).round


def progress(state: State) -> dict[str, list[int]]:
    position = _position(state)
    return {FIGURES[0]: [sum(home) for home in position.home],
            FIGURES[1]: [sum(cargo) for cargo in position.cargo]}


PROGRESS = Progress(FIGURES, round_number, progress)
