"""The Winds of Trade tutorial ends as its last notes say: Hegemon at the end of round 5
(the People's fourth round end in a row), after four upheavals, won by the learner
through the People's superiority, whatever the learner does in the free turn (the check
plays it with moves drawn by a seeded Rng)."""

from __future__ import annotations

import pytest

from tabletop.ai.worker import BotWorker
from tabletop.ui.headless import headless_app
from tabletop.ui.tutorial_check import check_tutorial


@pytest.mark.parametrize("seed", [2, 3, 4])
def test_the_free_turn_cannot_change_the_ending(seed):
    app = headless_app((1280, 720), bot_worker=BotWorker(inline=True))
    check_tutorial("winds_of_trade", seed=seed, app=app)
    state = app.scenes.top.match.state
    assert (state.end, state.round, state.upheavals, state.winners) == ("hegemon", 5, 4, [0])
    assert state.holder[3] == 0           # the People's superiority, which the council's rulers give
