"""Turning scores into the per-seat rewards in [0, 1] that ISMCTS backs up.

Winning is what matters, but a bare win/loss signal is sparse and says nothing about
*how* close a playout was; so a finished game pays half for the win (shared wins split)
and half for the score margin over the best rival, squashed by a logistic curve whose
width is the game's `score_scale`. A playout cut short pays the squashed margin of the
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


def terminal_parts(result: Result, scale: float, win_weight: float = WIN_WEIGHT) -> tuple[list[float], list[float]]:
    """Per seat, the reward of a finished game (the win share blended with the margin) and
    the squashed margin alone (what a playout cut off at the same scores would pay), so a
    search can discount a late end toward the margin (`discounted`)."""
    share = 1.0 / len(result.winners) if result.winners else 0.0
    margins = margin_rewards([float(t) for t in result.totals], scale)
    full = [win_weight * (share if seat in result.winners else 0.0) + (1 - win_weight) * m
            for seat, m in enumerate(margins)]
    return full, margins


def discounted(full: float, margin: float, weight: float) -> float:
    """A finished playout's reward with its end discounted: `weight` 1 pays it in full,
    0 pays only the margin. So a win that comes late is worth less than one that comes
    now, yet never less than merely leading by as much would pay (a cut-off playout
    pays that margin); a loss that comes late hurts less than one that comes now. With
    weight 1 the sum is exactly `full`."""
    return full * weight + margin * (1.0 - weight)
