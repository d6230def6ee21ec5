"""How the game went: each game's progress figures and the results screen's chart."""

from __future__ import annotations

import pytest

from tabletop.analysis.progress import game_progress
from tabletop.engine.match import Match, Seat
from tabletop.registry import RULES, load_game
from tabletop.ui.charts.progress import ProgressScene, axis_ticks, nice_step, thinned
from tabletop.ui.headless import headless_app, play_random

GAMES = sorted(RULES)


def finished(game_id: str, players: int = 3, seed: int = 2) -> Match:
    match = Match(load_game(game_id), [Seat(f"P{i}", "human" if i == 0 else "random", i) for i in range(players)], seed)
    play_random(match, 100_000, seed)
    return match


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_reports_its_figures_for_every_seat(game_id):
    """Same shape in every game: FIGURES in order, a whole number per seat, the position untouched."""
    progress = game_progress(game_id)
    match = finished(game_id)
    before = match.state.state_hash()
    figures = progress.measure(match.state)
    assert tuple(figures) == progress.figures
    assert all(len(values) == 3 and all(isinstance(v, int) for v in values) for values in figures.values())
    assert isinstance(progress.round_number(match.state), int)
    assert match.state.state_hash() == before


def test_axis_tops_and_thinning():
    assert [nice_step(v) for v in (0, 1, 3, 7, 12, 26, 99, 101)] == [1, 1, 5, 10, 20, 50, 100, 200]
    assert axis_ticks(-1, 47) == [-10, 0, 10, 20, 30, 40, 50]
    assert axis_ticks(0, 30) == [0, 10, 20, 30]
    assert axis_ticks(0, 0) == [0, 1]
    assert axis_ticks(3, 4) == [0, 1, 2, 3, 4]
    assert thinned(5, 10) == [0, 1, 2, 3, 4]
    picked = thinned(1000, 10)
    assert len(picked) == 10 and picked[0] == 0 and picked[-1] == 999


@pytest.mark.parametrize("game_id", GAMES)
def test_the_results_screen_opens_the_chart(game_id):
    from tabletop.ui.scenes.results import ResultsScene
    from tests.ui.support import click_widget, find_button, frame

    app = headless_app((1024, 600))
    match = finished(game_id, 4)
    app.scenes.reset(ResultsScene(app, match))
    app.scenes.apply_pending()
    click_widget(app, find_button(app.scenes.top, "How the game went"))
    frame(app)
    chart = app.scenes.top
    assert isinstance(chart, ProgressScene)
    assert chart.series.samples[-1].position == len(match.history)
    click_widget(app, find_button(chart, "Close"))
    frame(app)
    assert isinstance(app.scenes.top, ResultsScene)
