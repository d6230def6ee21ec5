"""Winds of Trade over a game, for replays and the results chart: which round a position
is in, and each seat's islands, gold and council advisors (those of the factions it
holds), the measures the game is won by."""

from __future__ import annotations

from typing import cast

from tabletop.engine.game import State
from tabletop.engine.package import Progress
from tabletop.games.winds_of_trade.model import FACTIONS
from tabletop.games.winds_of_trade.state import WindsOfTradeState

FIGURES = ("Islands", "Gold", "Council advisors")


def round_number(state: State) -> int:
    state = cast(WindsOfTradeState, state)      # `Progress` is handed this game's states only
    return state.round


def progress(state: State) -> dict[str, list[int]]:
    state = cast(WindsOfTradeState, state)
    counts = state.council_counts()
    council = [sum(counts[FACTIONS[f]] for f, holder in enumerate(state.holder) if holder == seat)
               for seat in range(state.players)]
    return {FIGURES[0]: [state.islands_controlled(seat) for seat in range(state.players)],
            FIGURES[1]: list(state.gold), FIGURES[2]: council}


PROGRESS = Progress(FIGURES, round_number, progress)
