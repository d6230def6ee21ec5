"""Turning scores into the per-seat rewards in [0, 1] that ISMCTS backs up.

Winning is what matters, but a bare win/loss signal is sparse and says nothing about
*how* close a playout was; so a finished game pays half for the win (shared wins split)
and half for the score margin over the best rival, squashed by a logistic curve whose
width is the game's SCORE_SCALE. A playout cut short pays the squashed margin of the
heuristic values alone, which estimates the same quantity.
"""

from __future__ import annotations

import math

from tabletop.engine.game import Result

WIN_WEIGHT = 0.5


def _squash(margin: float, scale: float) -> float:
    x = max(-30.0, min(30.0, margin / scale))
    return 1.0 / (1.0 + math.exp(-x))


def margin_rewards(values: list[float], scale: float) -> list[float]:
    """Each seat's squashed lead over its best rival (0.5 = level)."""
    out = []
    for seat, value in enumerate(values):
        rivals = [v for s, v in enumerate(values) if s != seat]
        out.append(_squash(value - max(rivals), scale) if rivals else 1.0)
    return out


def terminal_rewards(result: Result, scale: float) -> list[float]:
    """Rewards of a finished game: the win share blended with the margin."""
    wins, margins = terminal_parts(result, scale)
    return [w + m for w, m in zip(wins, margins)]


def terminal_parts(result: Result, scale: float) -> tuple[list[float], list[float]]:
    """The two halves of `terminal_rewards` apart, per seat: the weighted win share and
    the weighted margin, so a search can make a win count less the later it comes."""
    share = 1.0 / len(result.winners) if result.winners else 0.0
    margins = margin_rewards([float(t) for t in result.totals], scale)
    return ([WIN_WEIGHT * (share if seat in result.winners else 0.0) for seat in range(len(margins))],
            [(1 - WIN_WEIGHT) * m for m in margins])
