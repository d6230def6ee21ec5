"""The review tells good play from bad: on seeded short games, random seats lose more
evaluation per decision than the normal computer player. Slow: by default two games per
game (the bot in each seat once) with a sample of their decisions; TABLETOP_FULL_REVIEW_CHECK=1 plays the four games
per game the issue names (`tools/review_ratio.py` gives the 20-game ratio)."""

from __future__ import annotations

import os
import statistics

import pytest

from tabletop.analysis.review_check import judged_by_bot, losses, seats_for, spread
from tabletop.registry import GAME_IDS

FULL_ENV = "TABLETOP_FULL_REVIEW_CHECK"
BOT = "ai:normal@iters=100"
"""The normal level's search, pinned and kept small so the games are quick."""
ITERATIONS = 500
PER_GAME = 16
"""Decisions judged per game (as many per seat)."""


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_random_loses_more_evaluation_per_decision_than_normal(game_id, tmp_path):
    games = 4 if os.environ.get(FULL_ENV) else 2
    found = judged_by_bot(game_id, BOT, games, 100, ITERATIONS, PER_GAME, tmp_path)
    assert found["bot"] and found["random"]
    assert statistics.mean(losses(found["random"])) > statistics.mean(losses(found["bot"]))


def test_the_sample_takes_as_many_decisions_from_each_seat():
    todo = [(i, i % 2, 1, None, None) for i in range(40)]
    picked = spread(todo, 8, 2)   # type: ignore[arg-type]
    assert [item[1] for item in picked].count(0) == 4 and [item[1] for item in picked].count(1) == 4
    assert picked[0][0] == 0 and picked[-1][0] == 39


def test_sail_to_india_gets_as_many_random_seats_as_it_needs():
    assert seats_for("sail_to_india", "ai:normal") == ["ai:normal", "random", "random"]
    assert seats_for("golden_sails", "ai:normal") == ["ai:normal", "random"]
