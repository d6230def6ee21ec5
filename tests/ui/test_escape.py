"""Esc means one thing on every screen: close the topmost dialog or panel, else go back
one screen; at a table or its hand-off curtain, the pause menu (never out of the game).
It used to differ: the results did nothing, and Rules, Settings, Save or Load opened
from the pause menu went back two steps, past the menu to the table."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from tabletop.ui.headless import headless_app
from tabletop.ui.scenes.history import HistoryScene
from tabletop.ui.scenes.kept import KeptGamesScene
from tabletop.ui.scenes.pause import PauseScene
from tabletop.ui.scenes.results import ResultsScene
from tabletop.ui.scenes.saves import SaveScene
from tabletop.ui.scenes.select import SelectScene
from tabletop.ui.scenes.setup import SetupScene
from tabletop.ui.scenes.stats import StatsScene
from tabletop.ui.scenes.title import TitleScene
from tabletop.ui.widgets import TextInput
from tests.ui.support import FakeBot, ListTable, click_widget, find_button, key, type_text
from tests.ui.test_keyboard_focus import kept_games
from tests.ui.test_screens import SCENES, finished_match, show, table_scene


def _app():
    return headless_app((1280, 720), bot_worker=FakeBot())


BACK_ONE = {
    **{name: SCENES[name] for name in ("settings", "rules", "about", "load", "dialog", "pause", "save", "progress",
                                       "replay-handoff")},
    "select": lambda app: [TitleScene(app), SelectScene(app)],
    "setup": lambda app: [TitleScene(app), SelectScene(app), SetupScene(app, "golden_sails")],
    "history": lambda app: [TitleScene(app), HistoryScene(app)],
    "stats": lambda app: [TitleScene(app), HistoryScene(app), StatsScene(app)],
    "replay": lambda app: [TitleScene(app), *SCENES["replay"](app)],
    "kept": lambda app: [TitleScene(app), KeptGamesScene(app, kept_games(3), lambda: None)],
}
"""Screens Esc takes one step back from: to the scene below them."""


@pytest.mark.parametrize("name", list(BACK_ONE))
def test_esc_goes_back_one_step(name):
    app = _app()
    scenes = BACK_ONE[name](app)
    show(app, scenes)
    key(app, pygame.K_ESCAPE)
    assert app.scenes.stack == scenes[:-1], f"{name}: Esc left {[type(s).__name__ for s in app.scenes.stack]}"


def test_esc_on_the_results_goes_back_to_the_title_screen():
    app = _app()
    show(app, [ResultsScene(app, finished_match())])
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, TitleScene)


@pytest.mark.parametrize("name", ["table-host", "handoff"])
def test_esc_at_a_game_opens_the_pause_menu_and_closes_it_again(name):
    """Never out of a game: leaving it is Quit to menu, in the pause menu."""
    app = _app()
    scenes = SCENES[name](app)
    show(app, scenes)
    for _ in range(3):
        key(app, pygame.K_ESCAPE)
        assert app.scenes.stack[:-1] == scenes and isinstance(app.scenes.top, PauseScene)
        key(app, pygame.K_ESCAPE)
        assert app.scenes.stack == scenes


def test_esc_on_the_title_screen_does_nothing():
    app = _app()
    title = TitleScene(app)
    show(app, [title])
    key(app, pygame.K_ESCAPE)
    assert app.scenes.stack == [title] and app.running


@pytest.mark.parametrize("label", ["Rules", "Settings", "Save", "Load"])
def test_what_the_pause_menu_opens_goes_back_to_the_menu(label):
    app = _app()
    table = table_scene(app, factory=ListTable)
    pause = PauseScene(app, table.controller)
    show(app, [table, pause])
    click_widget(app, find_button(pause, label))
    assert app.scenes.top is not pause
    key(app, pygame.K_ESCAPE)
    assert app.scenes.stack == [table, pause]


def test_a_save_made_from_the_pause_menu_goes_back_to_the_game(tmp_path):
    app = _app()
    table = table_scene(app, factory=ListTable)
    pause = PauseScene(app, table.controller)
    show(app, [table, pause])
    click_widget(app, find_button(pause, "Save"))
    saver = app.scenes.top
    assert isinstance(saver, SaveScene)
    saver.name.value = "evening"
    click_widget(app, find_button(saver, "Save"))
    click_widget(app, find_button(app.scenes.top, "OK"))    # "Saved"
    assert app.scenes.stack == [table]


def _typing_then_esc(app, field: TextInput) -> None:
    click_widget(app, field)
    type_text(app, "x")
    assert field.focused
    key(app, pygame.K_ESCAPE)
    assert not field.focused, "Esc stops the typing first"


@pytest.mark.parametrize("build", [
    lambda app: [TitleScene(app), SelectScene(app), SetupScene(app, "golden_sails")],
    lambda app: (lambda t: [t, PauseScene(app, t.controller), SaveScene(app, t.controller.match)])(
        table_scene(app, factory=ListTable)),
], ids=["setup", "save"])
def test_esc_while_typing_a_name_stops_the_typing_then_goes_back(build: Callable):
    """The same in the Save panel as at the setup (the panel closed with the name half typed)."""
    app = _app()
    scenes = build(app)
    show(app, scenes)
    field = next(w for w in scenes[-1].widgets if isinstance(w, TextInput))
    _typing_then_esc(app, field)
    assert app.scenes.stack == scenes
    key(app, pygame.K_ESCAPE)
    assert app.scenes.stack == scenes[:-1]


def test_what_the_tutorials_pause_menu_opens_goes_back_to_the_menu():
    from tabletop.ui.scenes.tutorial import TutorialPauseScene, start_tutorial

    app = _app()
    start_tutorial(app, "golden_sails", keep_progress=False)
    app.scenes.apply_pending()
    lesson = app.scenes.top
    key(app, pygame.K_ESCAPE)
    pause = app.scenes.top
    assert isinstance(pause, TutorialPauseScene)
    for label in ("Rules", "Settings"):
        click_widget(app, find_button(pause, label))
        assert app.scenes.top is not pause
        key(app, pygame.K_ESCAPE)
        assert app.scenes.stack == [lesson, pause]
    key(app, pygame.K_ESCAPE)
    assert app.scenes.stack == [lesson]
