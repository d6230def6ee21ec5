"""The review tells good play from bad: on seeded short games, random seats lose more
evaluation per decision than the normal computer player. Slow: by default one game per
game with a sample of its decisions; TABLETOP_FULL_REVIEW_CHECK=1 plays the four games
per game the issue names (`tools/review_ratio.py` gives the 20-game ratio)."""

from __future__ import annotations

import os
import statistics

import pytest

from tabletop.analysis.review_check import lost_by_bot, seats_for
from tabletop.registry import GAME_IDS

FULL_ENV = "TABLETOP_FULL_REVIEW_CHECK"
BOT = "ai:normal@iters=100"
"""The normal level's search, pinned and kept small so the games are quick."""
ITERATIONS = 300
PER_GAME = 12
"""Decisions judged per game in the sample (twice as many in the full run)."""


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_random_loses_more_evaluation_per_decision_than_normal(game_id, tmp_path):
    full = bool(os.environ.get(FULL_ENV))
    found = lost_by_bot(game_id, BOT, 4 if full else 1, 100, ITERATIONS, 2 * PER_GAME if full else PER_GAME, tmp_path)
    assert found["bot"] and found["random"]
    assert statistics.mean(found["random"]) > statistics.mean(found["bot"])


def test_sail_to_india_gets_as_many_random_seats_as_it_needs():
    assert seats_for("sail_to_india", "ai:normal") == ["ai:normal", "random", "random"]
    assert seats_for("golden_sails", "ai:normal") == ["ai:normal", "random"]
