"""Round labels and markers at a regular step: the replay timeline numbers every round or
every 2nd, 5th… round, never skipping some at random (it once showed …9, 11, 13); the
"How the game went" chart keeps a marker on every round while they fit."""

from __future__ import annotations

import pytest

from tabletop.analysis.replay import Replay
from tabletop.engine.match import Match, Seat
from tabletop.registry import GAME_IDS, load_game
from tabletop.ui.charts.progress import MARKER_SPACING, strided
from tabletop.ui.headless import headless_app, play_random, save_png
from tabletop.ui.scenes.replay import ReplayScene
from tabletop.ui.widgets.timeline import labelled_marks
from tests.ui.support import SHOTS


def spans_of(rounds: int, width: float, digit_w: float = 8.0):
    """Rounds evenly spread over `width`, each label as wide as its digits."""
    spans = []
    for n in range(1, rounds + 1):
        x = width * (n - 1) / max(1, rounds - 1)
        half = len(str(n)) * digit_w / 2
        spans.append((x - half, x + half))
    return spans


def assert_regular(numbers: list[int], picked: list[int]) -> int:
    """The picked numbers are every multiple of one step (round 1 may lead them)."""
    shown = [numbers[i] for i in picked]
    step = shown[-1] - shown[-2] if len(shown) > 1 else 1
    rest = shown[1:] if step > 1 and shown[0] == 1 else shown
    assert rest == [n for n in numbers if n % step == 0], shown
    return step


def test_the_old_timeline_skipped_10_and_12_the_new_one_skips_none():
    numbers = list(range(1, 15))
    # ~13.8 px between rounds: one digit fits, two need a step — 10 and 12 were dropped, 11 and 13 kept
    spans = spans_of(14, 180)
    picked = labelled_marks(spans, numbers, -10, 190)
    assert assert_regular(numbers, picked) == 2
    assert [numbers[i] for i in picked] == [2, 4, 6, 8, 10, 12, 14]     # round 1 has no room before 2


@pytest.mark.parametrize("rounds,width", [(5, 240), (12, 240), (14, 248), (30, 248), (140, 248), (1000, 248)])
def test_labels_fit_and_keep_one_step(rounds, width):
    numbers = list(range(1, rounds + 1))
    spans = spans_of(rounds, width)
    picked = labelled_marks(spans, numbers, -10, width + 10)
    assert picked, "at least one round is numbered"
    assert_regular(numbers, picked)
    edges = [spans[i] for i in picked]
    assert all(a[1] + 10 <= b[0] for a, b in zip(edges, edges[1:]))    # no two labels touch


def test_the_replay_screen_numbers_rounds_at_one_step():
    match = Match(load_game("golden_sails"), [Seat(f"P{i}", "random", i) for i in range(3)], 7)
    play_random(match, 100_000, 7)
    app = headless_app()
    scene = ReplayScene(app, replay=Replay(match))
    app.scenes.reset(scene)
    app.scenes.apply_pending()
    timeline = scene.timeline
    picked = timeline.labelled(app.canvas)
    numbers = [int(label) for _, label in timeline.marks]
    assert len(numbers) >= 10
    assert_regular(numbers, picked)
    save_png(app, f"{SHOTS}/replay-round-labels.png")


def test_chart_markers_stand_on_every_round_while_they_fit():
    assert strided(15, 400 // MARKER_SPACING) == list(range(15))     # 14 rounds and the end, all marked
    assert 3 in strided(15, 20) and 7 in strided(15, 20) and 11 in strided(15, 20)
    many = strided(1001, 30)
    step = many[1] - many[0]
    assert many[:-1] == list(range(0, 1000, step))[:len(many) - 1] and many[-1] == 1000


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_chart_of_every_game_marks_each_round(game_id):
    from tabletop.ui.charts.progress import ProgressScene

    match = Match(load_game(game_id), [Seat(f"P{i}", "random", i) for i in range(3)], 2)
    play_random(match, 100_000, 2)
    app = headless_app()
    chart = ProgressScene(app, match)
    app.scenes.reset(chart)
    app.scenes.apply_pending()
    save_png(app, f"{SHOTS}/progress-{game_id}.png")
    samples = len(chart.series.samples)
    if samples <= 20:
        assert strided(samples, 200 // MARKER_SPACING) == list(range(samples))
