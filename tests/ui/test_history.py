"""The History and Statistics screens: reached from the title, filtered, scrolled, a
damaged entry shown as damaged, Replay offered for a picked game, statistics reset after
a confirmation — and both drawn whole at 1280×720 and 1024×600 with a few dozen games.
PNGs in /tmp/tabletop-shots/history-*.png and stats-*.png (look at them)."""

from __future__ import annotations

from datetime import timedelta

import pygame
import pytest

from tabletop.persistence.history import list_history, record_game
from tabletop.persistence.stats_resets import load_resets
from tabletop.persistence.userdirs import history_dir
from tabletop.ui.canvas import recording_cuts
from tabletop.ui.headless import headless_app, save_png
from tabletop.ui.scenes.history import HistoryScene
from tabletop.ui.scenes.stats import StatsScene
from tabletop.ui.scenes.title import TitleScene
from tests.persistence.test_history import START, damage, finished_match
from tests.ui.support import click_widget, find_button, frame, key

PEOPLE = ["Ana", "Bartholomew", "Cleo", "Dario"]
GAMES = 30


def fill_history(games: int = GAMES) -> None:
    """Quick random games of two games, people and computers of each level at the tables."""
    levels = ["ai:easy", "ai:normal", "ai:hard"]
    for i in range(games):
        game_id = ("golden_sails", "winds_of_trade")[i % 2]
        players = 2 + i % 3
        kinds = ["human", "human"] + [levels[(i + s) % 3] for s in range(players - 2)]
        names = [PEOPLE[(i + s) % 4] if kind == "human" else f"Cora {s}" for s, kind in enumerate(kinds)]
        record_game(finished_match(game_id, kinds, seed=i + 1, names=names), finished_at=START + timedelta(hours=i))


def open_scene(size, make):
    app = headless_app(size)
    app.scenes.reset(make(app))
    app.scenes.apply_pending()
    return app, app.scenes.top


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_history_and_statistics_draw_whole_with_a_few_dozen_games_and_damaged_ones(size):
    fill_history()
    damage(history_dir())
    with recording_cuts() as cuts:
        app, scene = open_scene(size, HistoryScene)
        save_png(app, f"/tmp/tabletop-shots/history-{size[0]}.png")
        assert not cuts, cuts
        key(app, pygame.K_END)    # the damaged entries are the oldest here (see `damage`) but sort by name time
        save_png(app, f"/tmp/tabletop-shots/history-end-{size[0]}.png")
        app, scene = open_scene(size, StatsScene)
        save_png(app, f"/tmp/tabletop-shots/stats-{size[0]}.png")
    assert not cuts, cuts
    assert [p.name for p in scene.players][:1] and scene.player.overall.games > 0


def test_damaged_entries_are_shown_as_damaged_and_cannot_be_picked():
    damage(history_dir())
    app, scene = open_scene((1280, 720), HistoryScene)
    damaged = [row for row in scene.rows if not row.entry.ok]
    assert len(damaged) == 4 and all(not row.enabled for row in damaged)
    assert all(row.entry.path.name in row.tooltip for row in damaged)
    click_widget(app, damaged[0])
    assert scene.selected is None
    frame(app)   # and the screen keeps drawing


def test_an_empty_history_says_so_without_an_empty_filter_panel_above_it():
    from tabletop.ui.scenes.history import FILTER_PANEL

    def panel_drawn() -> bool:      # the parchment of a panel, not the dark sea behind
        return pygame.display.get_surface().get_at((int(FILTER_PANEL.x + 8), int(FILTER_PANEL.centery)))[0] > 150

    app, scene = open_scene((1280, 720), HistoryScene)
    frame(app)
    save_png(app, "/tmp/tabletop-shots/history-empty.png")
    assert not panel_drawn()
    fill_history(1)
    app, scene = open_scene((1280, 720), HistoryScene)
    frame(app)
    assert panel_drawn()


def test_the_title_leads_to_history_and_history_to_statistics():
    fill_history(4)
    app, title = open_scene((1280, 720), TitleScene)
    click_widget(app, find_button(title, "History"))
    assert isinstance(app.scenes.top, HistoryScene)
    click_widget(app, find_button(app.scenes.top, "Statistics"))
    assert isinstance(app.scenes.top, StatsScene)
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, TitleScene)


def test_filters_by_game_and_by_player_and_the_list_scrolls():
    fill_history()
    app, scene = open_scene((1280, 720), HistoryScene)
    assert len(scene.rows) == GAMES
    assert scene.rows[0].visible and not scene.rows[-1].visible
    frame(app, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False)])
    assert not scene.rows[0].visible and scene.scroll > 0
    key(app, pygame.K_END)
    assert scene.rows[-1].visible
    key(app, pygame.K_HOME)
    assert scene.rows[0].visible
    scene.filter_game("winds_of_trade")
    assert scene.rows and all(row.entry.result.game == "winds_of_trade" for row in scene.rows)
    assert len(scene.rows) == GAMES // 2
    scene.filter_game(None)
    scene._filter_player_index(scene.people.index("Cleo") + 1)
    assert scene.rows and all("Cleo" in row.entry.result.names for row in scene.rows)
    expected = sum("Cleo" in e.result.names for e in list_history())
    assert len(scene.rows) == expected


def test_replay_is_greyed_until_a_game_is_picked_then_opens_it():
    from tabletop.ui.scenes.replay import ReplayScene

    fill_history(3)
    app, scene = open_scene((1280, 720), HistoryScene)
    replay = find_button(scene, "Replay")
    assert not replay.enabled   # nothing picked yet
    click_widget(app, scene.rows[1])
    assert scene.selected is scene.rows[1].entry and replay.enabled
    click_widget(app, replay)
    assert isinstance(app.scenes.top, ReplayScene)


def test_statistics_reset_asks_first_and_keeps_the_history():
    fill_history(6)
    app, scene = open_scene((1280, 720), StatsScene)
    name = scene.player.name
    assert scene.player.overall.games > 0
    click_widget(app, find_button(scene, "Reset statistics"))
    dialog = app.scenes.top
    click_widget(app, find_button(dialog, "Cancel"))
    assert load_resets() == {}
    click_widget(app, find_button(scene, "Reset statistics"))
    click_widget(app, find_button(app.scenes.top, "Reset"))
    assert set(load_resets()) == {name}
    assert app.scenes.top is scene and scene.player.name == name and scene.player.overall.games == 0
    assert len(list_history()) == 6
    with recording_cuts() as cuts:
        save_png(app, "/tmp/tabletop-shots/stats-after-reset.png")
    assert not cuts


def test_with_every_game_in_the_history_at_150_the_game_filter_is_a_stepper_and_nothing_is_cut():
    """Five segments ("All games" and four names) do not fit beside "Player" at 150 %:
    the names were cut with "…". A ‹ game › stepper takes their place."""
    from tabletop.persistence.settings import Settings
    from tabletop.registry import GAME_IDS
    from tabletop.ui import theme
    from tabletop.ui.widgets import Choice, Stepper

    for i, game_id in enumerate(GAME_IDS):
        seats = ("human", "ai:easy", "human", "ai:easy")[:4 if game_id == "sail_to_india" else 2]
        record_game(finished_match(game_id, seats, seed=i + 1, names=PEOPLE), finished_at=START + timedelta(hours=i))
    try:
        for text_size, kind in ((100, Choice), (150, Stepper)):
            app = headless_app((1024, 600), settings=Settings(text_size=text_size))
            with recording_cuts() as cuts:
                app.scenes.reset(HistoryScene(app))
                app.scenes.apply_pending()
                scene = app.scenes.top
                save_png(app, f"/tmp/tabletop-shots/history-four-games-{text_size}.png")
            assert not cuts, cuts
            [game_filter] = [w for w in scene.widgets if isinstance(w, (Choice, Stepper)) and w.tooltip
                             and "one game" in w.tooltip]
            assert isinstance(game_filter, kind)
        click_widget(app, game_filter.plus)
        assert app.scenes.top.game == GAME_IDS[0] and len(app.scenes.top.rows) == 1
    finally:
        theme.set_text_size(100)
