"""Replays: positions rebuilt from seed and actions, stepped both ways, never a way to peek.

The model (`tabletop.analysis.replay`) is checked against the bundled puzzle saves and random
games of every game; the screen and the `replay` command with headless rendering.
"""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from tabletop.ai.puzzles import load_puzzles
from tabletop.analysis.replay import HiddenView, Replay
from tabletop.cli import main as cli_main
from tabletop.engine.match import Match, Seat
from tabletop.engine.rng import Rng
from tabletop.persistence.saves import load_match, save_match
from tabletop.registry import RULES, load_game
from tabletop.ui.headless import headless_app, play_random
from tabletop.ui.replay_source import ReplaySource, read_only

PUZZLES = load_puzzles()
GAMES = sorted(RULES)


def finished_match(game_id: str, seed: int = 3, kinds=("human", "random", "greedy")) -> Match:
    """A whole game: a person and two computers, played by seeded random moves."""
    match = Match(load_game(game_id), [Seat(n, k, i) for i, (n, k) in enumerate(zip(("Ana", "Bram", "Cora"), kinds))],
                  seed)
    play_random(match, 100_000, seed)
    assert match.state.is_over()
    return match


def unfinished_match(game_id: str, seed: int = 4) -> Match:
    """Halfway through a game between a person (seat 0), a computer and another person."""
    match = Match(load_game(game_id), [Seat("Ana", "human", 0), Seat("Bram", "random", 1), Seat("Cora", "human", 2)],
                  seed)
    length = len(finished_match(game_id, seed, ("human", "random", "human")).history)
    play_random(match, length // 2, seed)
    assert not match.state.is_over()
    return match


# --- the model ------------------------------------------------------------------------------


def test_there_are_puzzles_of_every_game():
    assert {p.game for p in PUZZLES} == set(GAMES)


@pytest.mark.parametrize("puzzle", PUZZLES, ids=lambda p: f"{p.game}-{p.name}")
def test_replaying_a_puzzle_save_to_its_end_gives_the_loaded_position(puzzle):
    replay = Replay.open(puzzle.save)
    loaded = load_match(puzzle.save)
    hashes = [entry.state_hash for entry in loaded.history]
    while replay.position < replay.length:   # every position on the way matches the save's record
        replay.step(1)
        assert replay.state_hash() == hashes[replay.position - 1]
    assert replay.state_hash() == loaded.state.state_hash()
    replay.to_start()
    replay.to_end()
    assert replay.state_hash() == loaded.state.state_hash()


@pytest.mark.parametrize("game_id", GAMES)
def test_stepping_back_and_forward_again_gives_identical_views(game_id):
    match = finished_match(game_id)
    replay = Replay(match, every=8)
    rng = Rng(7)
    for _ in range(40):
        position = 1 + rng.below(replay.length - 1)
        replay.go(position)
        before = {seat: replay.view(seat).to_json() for seat in replay.viewers()}
        replay.step(-1)
        back = replay.state_hash()
        replay.step(1)
        assert {seat: replay.view(seat).to_json() for seat in replay.viewers()} == before
        assert replay.state_hash() == match.history[position - 1].state_hash
        replay.go(position - 1)
        assert replay.state_hash() == back


@pytest.mark.parametrize("game_id", GAMES)
def test_round_marks_start_each_round_and_jumps_land_on_them(game_id):
    replay = Replay(finished_match(game_id))
    marks = replay.round_marks()
    assert marks[0].position == 0 and len(marks) >= 2
    assert [m.position for m in marks] == sorted({m.position for m in marks})
    starts = [m.position for m in marks]
    replay.to_start()
    visited = [0]
    while replay.position < replay.length:
        replay.next_round()
        visited.append(replay.position)
    assert visited == starts + ([replay.length] if starts[-1] != replay.length else [])
    replay.go(starts[1] + 1 if starts[1] + 1 < replay.length else starts[1])
    replay.previous_round()
    assert replay.position == starts[1]
    replay.previous_round()
    assert replay.position == starts[0]


def test_a_finished_game_may_be_seen_by_everyone():
    replay = Replay(finished_match("golden_sails"))
    assert replay.viewers() == [None, 0, 1, 2]
    assert not any(replay.needs_handoff(seat) for seat in replay.viewers())


def test_a_finished_games_everyone_view_shows_every_card_face_up():
    """Issue #50, item 13: the Golden Sails replay's "Everyone" kept gems face down after
    the game. Once it is over every gem pile and expert shows, at every position."""
    replay = Replay(finished_match("golden_sails"))
    for position in (replay.length // 2, replay.length):
        replay.go(position)
        state = replay.state_at(position)
        shown = replay.view(None)
        assert [seat.gems for seat in shown.seats] == [tuple(piles[1]) for piles in state.piles]
        assert all(seat.experts is not None for seat in shown.seats)
        assert shown.secrets() == {}
    assert any(seat.gems for seat in shown.seats)


def test_an_unfinished_games_everyone_view_keeps_every_gem_face_down():
    replay = Replay(unfinished_match("golden_sails"))
    for position in range(0, replay.length + 1, max(1, replay.length // 10)):
        replay.go(position)
        assert all(seat.gems is None for seat in replay.view(None).seats)
        assert replay.view(None).to_json() == replay.state_at(position).view(None).to_json()


@pytest.mark.parametrize("game_id", GAMES)
def test_an_unfinished_replay_shows_a_seat_only_what_it_saw(game_id):
    """The conformance suite's view check, on what the replay shows: resampling what the
    seat could not see changes nothing in its view, and nothing else is offered."""
    match = unfinished_match(game_id)
    replay = Replay(match)
    assert replay.viewers() == [None, 0, 2]   # never the computer's cards
    with pytest.raises(HiddenView):
        replay.view(1)
    with pytest.raises(HiddenView):
        replay.log(1)
    assert replay.needs_handoff(0) and not replay.needs_handoff(None)
    rng = Rng(11)
    for position in range(0, replay.length + 1, max(1, replay.length // 25)):
        replay.go(position)
        state = replay.state_at(position)
        for seat in (0, 2):
            shown = replay.view(seat)
            assert shown.to_json() == state.view(seat).to_json()
            assert state.determinize(seat, rng).view(seat).to_json() == shown.to_json()
        assert replay.view(None).secrets() == {}
    replay.to_end()
    events = list(match.opening_events) + [e for entry in match.history for e in entry.events]
    assert len(replay.log(0)) == sum(e.visible_to(0) for e in events)   # no line meant for another seat


def test_the_progress_of_an_unfinished_game_is_refused():
    with pytest.raises(HiddenView):
        Replay(unfinished_match("pirates_gold")).progress()


@pytest.mark.parametrize("game_id", GAMES)
def test_progress_has_every_figure_for_every_seat_per_round(game_id):
    replay = Replay(finished_match(game_id))
    series = replay.progress()
    assert series.figures and series.players == 3
    assert [s.position for s in series.samples][:-1] == [m.position for m in replay.round_marks()][:len(series.samples) - 1]
    assert series.samples[-1].position == replay.length
    for figure in series.figures:
        for seat in range(3):
            assert len(series.line(figure, seat)) == len(series.samples)


def test_golden_sails_progress_ends_at_the_final_score():
    match = finished_match("golden_sails")
    series = Replay(match).progress()
    assert [series.line(series.figures[0], seat)[-1] for seat in range(3)] == match.state.result().totals


# --- the read-only source and the screen --------------------------------------------------------


def test_the_replay_source_offers_no_moves_and_takes_none():
    replay = Replay(unfinished_match("sail_to_india"))
    replay.to_end()
    source = ReplaySource(replay)
    source.viewer = replay.seats and replay.viewers()[1]
    view = source.view_for_display()
    assert view.legal == () and getattr(view, "free_picks", ()) == ()
    assert source.legal_for_display() == ()
    with pytest.raises(Exception):
        source.submit(replay.state_at(replay.length).legal_actions()[0])
    assert read_only(view) == view


def _scene(match: Match):
    from tabletop.ui.scenes.replay import ReplayScene

    app = headless_app()
    scene = ReplayScene(app, replay=Replay(match))
    app.scenes.reset(scene)
    app.scenes.apply_pending()
    return app, scene


def test_the_replay_screen_answers_the_arrow_keys_and_the_round_keys():
    from tests.ui.support import key

    app, scene = _scene(finished_match("golden_sails"))
    replay = scene.replay
    for _ in range(3):
        key(app, pygame.K_RIGHT)
    assert replay.position == 3 and scene.timeline.position == 3
    key(app, pygame.K_LEFT)
    assert replay.position == 2
    key(app, pygame.K_END)
    assert replay.position == replay.length
    key(app, pygame.K_HOME)
    assert replay.position == 0
    key(app, pygame.K_PAGEDOWN)
    assert replay.position == replay.round_marks()[1].position
    assert scene.log.lines == replay.log(None)


def test_dragging_the_timeline_moves_through_the_game():
    from tests.ui.support import frame, to_window

    app, scene = _scene(finished_match("pirates_gold"))
    timeline = scene.timeline
    track = timeline.track
    y = track.centery
    start = to_window(app, (track.x + track.width * 0.1, y))
    frame(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)])
    first = scene.replay.position
    assert 0 < first < scene.replay.length
    for share in (0.3, 0.5, 0.7):
        frame(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=to_window(app, (track.x + track.width * share, y)),
                                       rel=(0, 0), buttons=(1, 0, 0))])
    frame(app, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=to_window(app, (track.right, y)), button=1)])
    assert scene.replay.position == scene.replay.length
    assert timeline.position == scene.replay.length and not timeline.dragging


def test_play_moves_on_by_itself_and_stops_at_the_end():
    from tests.ui.support import key, pump

    app, scene = _scene(finished_match("winds_of_trade"))
    key(app, pygame.K_SPACE)
    assert scene.playing
    pump(app, 3.0)
    assert scene.replay.position >= 2
    key(app, pygame.K_SPACE)
    stopped = scene.replay.position
    pump(app, 2.0)
    assert scene.replay.position == stopped


def test_an_unfinished_game_shows_a_seat_only_after_the_hand_off():
    from tabletop.ui.scenes.replay import ReplayHandoffScene
    from tests.ui.support import click_widget, find_button, frame

    app, scene = _scene(unfinished_match("golden_sails"))
    labels = [seg.label for seg in scene.viewer_choice.segments]
    assert labels == ["Everyone", "Ana", "Cora"]   # never the computer's eyes
    click_widget(app, scene.viewer_choice.segments[1])
    frame(app)
    curtain = app.scenes.top
    assert isinstance(curtain, ReplayHandoffScene) and scene.source.viewer is None
    click_widget(app, find_button(curtain, "I am ready"))
    frame(app)
    assert app.scenes.top is scene and scene.source.viewer == 0


def test_a_table_click_never_plays_a_move_in_a_replay():
    from tests.ui.support import click

    app, scene = _scene(unfinished_match("sail_to_india"))
    scene.replay.to_end()
    scene.show_viewer(0)
    before = scene.replay.state_hash()
    area = scene.host.area
    for fx in (0.1, 0.3, 0.5, 0.7, 0.9):
        for fy in (0.1, 0.3, 0.5, 0.7, 0.9):
            click(app, (area.x + area.width * fx, area.y + area.height * fy))
    assert scene.replay.state_hash() == before and scene.replay.position == scene.replay.length


# --- the command --------------------------------------------------------------------------------


def test_the_replay_command_writes_a_png(tmp_path):
    out = tmp_path / "step.png"
    assert cli_main(["replay", str(PUZZLES[0].save), "--step", "3", "--seat", "0", "--out", str(out)]) == 0
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_the_replay_command_refuses_all_for_an_unfinished_game(tmp_path, capsys):
    out = tmp_path / "all.png"
    assert cli_main(["replay", str(PUZZLES[0].save), "--step", "2", "--all", "--out", str(out)]) == 2
    assert "not over" in capsys.readouterr().err and not out.exists()


def test_the_replay_command_draws_every_seat_of_a_finished_game(tmp_path):
    save = tmp_path / "done.json"
    save_match(finished_match("pirates_gold"), save)
    out = tmp_path / "all.png"
    assert cli_main(["replay", str(save), "--step", "40", "--all", "--size", "640x360", "--out", str(out)]) == 0
    picture = pygame.image.load(str(out))
    assert picture.get_size() == (1280, 720)   # three seats in rows of two


def test_the_load_screen_opens_a_replay(tmp_path):
    from tabletop.persistence.userdirs import save_dir
    from tabletop.ui.scenes.replay import ReplayScene
    from tabletop.ui.scenes.saves import LoadScene
    from tests.ui.support import click_widget, frame

    save_dir().mkdir(parents=True, exist_ok=True)
    save_match(unfinished_match("winds_of_trade"), save_dir() / "evening.json")
    app = headless_app()
    load = LoadScene(app)
    app.scenes.reset(load)
    app.scenes.apply_pending()
    load.opening.choose("replay")
    click_widget(app, load.list.rows[0])
    frame(app)
    assert isinstance(app.scenes.top, ReplayScene)
    assert json.loads(Path(save_dir() / "evening.json").read_text())["game"] == "winds_of_trade"


def test_play_on_a_save_with_no_moves_stops_at_once():
    from tests.ui.support import key, pump

    match = Match(load_game("golden_sails"), [Seat("Ana"), Seat("Bram", "random", 1)], 1)
    app, scene = _scene(match)
    key(app, pygame.K_SPACE)
    pump(app, 0.2)
    assert not scene.playing and scene.buttons["Play"].label == "Play"
