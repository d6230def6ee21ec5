"""The review screen: opened from the results and from History, judged off the frame loop
with progress, kept beside the History entry so a second look is instant, a damaged kept
review said and redone, every part reachable by keyboard, and a decision opening the
replay with the two moves marked. PNGs in /tmp/tabletop-shots/review-*.png (look at them)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ai.worker import BotWorker
from tabletop.analysis.review_worker import review_children
from tabletop.persistence.history import record_game
from tabletop.persistence.kept_review import review_path
from tabletop.ui.canvas import recording_cuts
from tabletop.ui.headless import headless_app, save_png
from tabletop.ui.scenes.history import HistoryScene
from tabletop.ui.scenes.results import ResultsScene
from tabletop.ui.scenes.review import DecisionRow, ReviewScene
from tabletop.ui.scenes.review_replay import DecisionReplayScene, MarkedSource
from tests.persistence.test_history import finished_match
from tests.ui.support import SHOTS, click_widget, find_button, frame, key

ITERATIONS = 20


@pytest.fixture(autouse=True)
def small_budget(monkeypatch):
    monkeypatch.setattr("tabletop.ui.scenes.review.default_iterations", lambda game_id: ITERATIONS)


def inline_app(size=(1280, 720)):
    return headless_app(size, bot_worker=BotWorker(inline=True))


def reviewed_on_screen(match, size, png):
    """A whole review of `match` on the review screen, drawn and saved; the scene and the
    texts the drawing cut."""
    app = inline_app(size)
    with recording_cuts() as cuts:
        scene = ReviewScene(app, match, None, iterations=ITERATIONS)
        app.scenes.reset(scene)
        app.scenes.apply_pending()
        frame(app, dt=0.3)
        save_png(app, png)
    return scene, cuts


def open_from_history(app):
    app.scenes.reset(HistoryScene(app))
    app.scenes.apply_pending()
    history = app.scenes.top
    click_widget(app, history.rows[0])
    click_widget(app, find_button(history, "Review"))
    frame(app)
    return app.scenes.top


def test_history_review_is_kept_beside_the_entry_and_the_second_look_is_instant():
    entry = record_game(finished_match("golden_sails", ("human", "ai:easy"), seed=3))
    app = inline_app()
    scene = open_from_history(app)
    assert isinstance(scene, ReviewScene) and scene.entry == entry
    frame(app, dt=0.3)
    assert len(scene.found) == scene.total > 0 and not scene.kept
    assert review_path(entry).is_file()
    again = open_from_history(inline_app())
    assert again.kept and again.run is None and again.found == scene.found


def test_a_damaged_kept_review_is_said_and_made_again():
    entry = record_game(finished_match("golden_sails", ("human", "ai:easy"), seed=4))
    review_path(entry).write_text('{"format_version": 1, "match": ')
    app = inline_app()
    scene = open_from_history(app)
    assert "damaged" in scene.notice and review_path(entry).name in scene.notice
    frame(app, dt=0.3)
    assert len(scene.found) == scene.total and not scene.kept
    assert open_from_history(inline_app()).kept


def test_the_results_screen_opens_the_review_of_its_game():
    match = finished_match("golden_sails", ("human", "human"), seed=5)
    entry = record_game(match)
    app = inline_app()
    app.scenes.reset(ResultsScene(app, match))
    app.scenes.apply_pending()
    click_widget(app, find_button(app.scenes.top, "Review"))
    frame(app)
    scene = app.scenes.top
    assert isinstance(scene, ReviewScene) and scene.entry == entry and scene.seats == [0, 1]


def test_cancel_stops_a_review_in_a_child_keeps_what_is_judged_and_go_on_judges_only_the_rest():
    match = finished_match("pirates_gold", ("human", "human"), seed=2)
    entry = record_game(match)
    app = headless_app((1280, 720))     # a real child process
    scene = ReviewScene(app, match, entry, iterations=5_000)
    app.scenes.reset(scene)
    app.scenes.apply_pending()
    assert scene.run is not None and scene.run.running
    both_ends = f"Judging from both ends of the game: 0 of {scene.total} so far…"
    assert scene._status_text() == (both_ends if review_children() > 1 else f"Judging decision 1 of {scene.total}…")
    click_widget(app, find_button(scene, "Cancel"))
    assert not scene.run.running and "stopped" in scene.notice
    assert find_button(scene, "Go on")
    assert review_path(entry).exists() == bool(scene.found)
    done = len(scene.found)
    scene.resume()
    assert scene.run.total == scene.total - done
    scene.cancel()


@pytest.mark.parametrize("game_id", ["golden_sails", "pirates_gold", "sail_to_india", "winds_of_trade"])
@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_review_draws_whole(game_id, size):
    seats = ("human", "ai:easy", "human", "ai:easy")[:4 if game_id == "sail_to_india" else 2]
    match = finished_match(game_id, seats, seed=3)
    scene, cuts = reviewed_on_screen(match, size, f"{SHOTS}/review-{game_id}-{size[0]}.png")
    assert len(scene.found) == scene.total
    assert not [cut for cut in cuts if "Played:" not in cut and "Better:" not in cut], cuts


def test_every_part_is_reached_by_tab_and_enter_opens_the_replay_with_both_moves_marked():
    match = finished_match("golden_sails", ("human", "human"), seed=6)
    app = inline_app()
    scene = ReviewScene(app, match, None, iterations=ITERATIONS)
    app.scenes.reset(scene)
    app.scenes.apply_pending()
    frame(app, dt=0.3)
    assert scene.rows, "a random game has costly decisions"
    seen = set()
    for _ in range(len(scene.focus_stops()) + 1):
        key(app, pygame.K_TAB)
        seen.add(scene.focus.key)
    assert {row for row in scene.rows} <= seen and find_button(scene, "Back") in seen
    while not isinstance(scene.focus.key, DecisionRow):
        key(app, pygame.K_TAB)
    decision = scene.focus.key.decision
    key(app, pygame.K_RETURN)
    frame(app)
    replay = app.scenes.top
    assert isinstance(replay, DecisionReplayScene)
    source = replay.source
    assert isinstance(source, MarkedSource) and source.marking()
    assert replay.replay.position == decision.index and source.viewer == decision.seat
    assert {str(a) for a in source.legal_for_display()} == {decision.played, decision.best}
    assert [r is not None for r in replay._mark_rects()] == [True, True]
    save_png(app, f"{SHOTS}/review-replay-golden_sails.png")
    key(app, pygame.K_RIGHT)
    assert not source.marking() and source.legal_for_display() == ()


def test_a_review_left_part_way_goes_on_from_where_it_stopped():
    from tabletop.analysis.review import pending, review
    from tabletop.persistence.history import match_key
    from tabletop.persistence.kept_review import write_review

    match = finished_match("golden_sails", ("human", "ai:easy"), seed=7)
    entry = record_game(match)
    judged = review(match, iterations=ITERATIONS)
    write_review(entry, match_key(match), ITERATIONS, judged[:10])
    app = inline_app()
    scene = open_from_history(app)
    assert not scene.kept and scene.run is not None and scene.run.total == len(pending(match)) - 10
    frame(app, dt=0.3)
    assert scene.found == judged
    assert open_from_history(inline_app()).kept


def test_an_unfinished_save_is_reviewed_one_person_at_a_time_after_the_hand_off(tmp_path):
    from tabletop.engine.match import Match, Seat
    from tabletop.engine.rng import Rng
    from tabletop.persistence.saves import save_match
    from tabletop.registry import load_game
    from tabletop.ui.scenes.review import open_review
    from tabletop.ui.scenes.review_handoff import ReviewHandoffScene

    match = Match(load_game("golden_sails"), [Seat("Ana", "human", 0), Seat("Cora", "ai:easy", 1),
                                              Seat("Bo", "human", 2)], 8)
    rng = Rng(8)
    for _ in range(20):
        match.apply(rng.choice(match.state.legal_actions()))
    path = tmp_path / "unfinished.json"
    save_match(match, path)
    app = inline_app()
    app.scenes.reset(HistoryScene(app))
    app.scenes.apply_pending()
    open_review(app, path)
    app.scenes.apply_pending()
    curtain = app.scenes.top
    assert isinstance(curtain, ReviewHandoffScene) and curtain.people == [0, 2]
    with pytest.raises(AssertionError):
        find_button(curtain, "I am Cora")
    click_widget(app, find_button(curtain, "I am Bo"))
    frame(app, dt=0.3)
    scene = app.scenes.top
    assert isinstance(scene, ReviewScene) and scene.seats == [2] and scene.entry is None
    assert scene.found and {d.seat for d in scene.found} == {2}


def test_an_unfinished_game_of_computers_only_has_nothing_to_review(tmp_path):
    from tabletop.engine.match import Match, Seat
    from tabletop.persistence.saves import save_match
    from tabletop.registry import load_game
    from tabletop.ui.scenes.review import open_review

    match = Match(load_game("golden_sails"), [Seat("A", "ai:easy", 0), Seat("B", "random", 1)], 8)
    match.apply(match.state.legal_actions()[0])
    save_match(match, tmp_path / "bots.json")
    app = inline_app()
    app.scenes.reset(HistoryScene(app))
    app.scenes.apply_pending()
    open_review(app, tmp_path / "bots.json")
    app.scenes.apply_pending()
    assert not isinstance(app.scenes.top, ReviewScene)


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_with_a_map_the_review_reads_in_chances_to_win(monkeypatch, size):
    """A game that ships a calibration map for the player count and budget shows chances
    to win, says so, and labels by the chance lost; the verdicts it keeps stay raw."""
    from tabletop.analysis import calibration
    from tabletop.analysis.calibration import CalibrationMap, chance

    fitted = {"fitted_on": {"games": 120, "positions": 720, "bot": "ai:normal@iters=400", "seeds": "7000-7119",
                            "base_rate": 0.5},
              "phases": [{"until_round": 6, "intercept": 0.0, "slope": 2.7}, {"intercept": 0.0, "slope": 3.5}]}
    shipped = CalibrationMap.model_validate({"budgets": [{"iterations": ITERATIONS, "players": {2: fitted}}]})
    monkeypatch.setattr(calibration, "load_map", lambda game_id: shipped)
    match = finished_match("golden_sails", ("human", "ai:easy"), seed=3)
    scene, cuts = reviewed_on_screen(match, size, f"{SHOTS}/review-chances-golden_sails-{size[0]}.png")
    assert scene.chances is shipped.budgets[0].players[2] and len(scene.found) == scene.total
    assert not [cut for cut in cuts if "Played:" not in cut and "Better:" not in cut], cuts
    assert all(row.heading.endswith("of chance to win lost") for row in scene.rows)
    raw = {d.index: d for d in scene.found}
    for row in scene.rows:
        assert row.decision.win_best == round(chance(scene.chances, raw[row.decision.index].win_best,
                                                     row.decision.round), 4)


def test_a_damaged_map_is_said_and_the_review_shows_evaluations(monkeypatch):
    from tabletop.analysis import calibration
    from tabletop.content.errors import ContentError, ContentErrors

    def damaged(game_id):
        raise ContentErrors([ContentError("golden_sails/calibration.yaml", 6, "players.2.phases.0.slope",
                                          "Input should be greater than or equal to 0")])

    monkeypatch.setattr(calibration, "load_map", damaged)
    match = finished_match("golden_sails", ("human", "ai:easy"), seed=3)
    scene, cuts = reviewed_on_screen(match, (1024, 600), f"{SHOTS}/review-damaged-map.png")
    assert scene.chances is None and len(scene.found) == scene.total
    assert "calibration.yaml:6" in scene.notice and "Evaluations shown" in scene.notice
    assert not [cut for cut in cuts if "Played:" not in cut and "Better:" not in cut], cuts
    assert all(row.heading.endswith("of evaluation lost") for row in scene.rows)
