"""No label is cut on any screen besides the tables and results (those are in
`test_no_cut_labels`): every menu, list, overlay and curtain, drawn at 1280×720 and
1024×600 and at each text size, shortens no text with "…". The lists are filled (long
names typed, a few dozen games in History, every rules page scrolled through) so the
longest words a person meets are on screen. PNGs in /tmp/tabletop-shots/no-cut-*.png.
"""

from __future__ import annotations

import pytest

from tabletop.persistence.settings import TEXT_SIZES, Settings
from tabletop.registry import GAME_IDS
from tabletop.ui import theme
from tabletop.ui.canvas import recording_cuts
from tabletop.ui.headless import headless_app, save_png
from tabletop.ui.scenes.history import HistoryScene
from tabletop.ui.scenes.kept import KeptGamesScene
from tabletop.ui.scenes.pause import PauseScene
from tabletop.ui.scenes.rules import RulesScene
from tabletop.ui.scenes.saves import SaveScene
from tabletop.ui.scenes.setup import SetupScene
from tabletop.ui.scenes.stats import StatsScene
from tabletop.ui.scenes.title import TitleScene
from tests.ui.support import SHOTS, FakeBot, frame
from tests.ui.test_keyboard_focus import kept_games
from tests.ui.test_screens import SCENES, show, table_scene

SIZES = [(1280, 720), (1024, 600)]
LONG_NAMES = ["Bartholomew Q.", "Wilhelmina 2nd", "Maximiliano III", "Anastasia-Mae"]
"""As long as a name field takes (14 characters), with the widest letters people type."""
REVIEW_ITERATIONS = 20


@pytest.fixture(autouse=True)
def house_size_after():
    """The text size lives in the theme: the next test starts at 100 %."""
    yield
    theme.set_text_size(100)


def setup_with_long_names(app, game_id: str):
    from tabletop.ui.widgets import Stepper

    scene = SetupScene(app, game_id)
    [players] = [w for w in scene.widgets if isinstance(w, Stepper)]
    while players.value < players.high:
        players.plus.click()
    for i, row in enumerate(scene.rows):
        row[1].value = LONG_NAMES[i % len(LONG_NAMES)][:row[1].max_length]
        scene.plan.set_name(i, row[1].value)
    return [scene]


def title_with_kept_games(app, monkeypatch):
    monkeypatch.setattr("tabletop.ui.scenes.title._kept_games", lambda: kept_games(3))
    return [TitleScene(app)]


def history(app):
    from tests.ui.test_history import fill_history

    fill_history(8)
    return [TitleScene(app), HistoryScene(app)]


def statistics(app):
    from tests.ui.test_history import fill_history

    fill_history(8)
    return [TitleScene(app), StatsScene(app)]


def kept_review(app, monkeypatch):
    """A review opened from History a second time: the kept one, read from its file."""
    from tabletop.analysis.review import review
    from tabletop.persistence.history import match_key, record_game
    from tabletop.persistence.kept_review import write_review
    from tabletop.ui.scenes.review import ReviewScene
    from tests.persistence.test_history import finished_match

    monkeypatch.setattr("tabletop.ui.scenes.review.default_iterations", lambda game_id: REVIEW_ITERATIONS)
    match = finished_match("golden_sails", ("human", "ai:easy"), seed=3)
    entry = record_game(match)
    write_review(entry, match_key(match), REVIEW_ITERATIONS, review(match, iterations=REVIEW_ITERATIONS))
    scene = ReviewScene(app, match, entry)
    assert scene.kept
    return [TitleScene(app), scene]


def lesson_note(app, game_id: str):
    from tabletop.ui.scenes.tutorial import start_tutorial

    start_tutorial(app, game_id, keep_progress=False)
    app.scenes.apply_pending()
    return [app.scenes.top]


def about_libraries(app):
    """The About screen's libraries: its second page when the text is larger."""
    from tabletop.ui.scenes.about import AboutScene

    scene = AboutScene(app)
    if scene.paged:
        scene.show("libraries")
    return [TitleScene(app), scene]


SCREENS = {
    "title": lambda app, mp: SCENES["title"](app),
    "title-kept": title_with_kept_games,
    "select": lambda app, mp: SCENES["select"](app),
    **{f"setup-{game_id}": (lambda app, mp, g=game_id: setup_with_long_names(app, g)) for game_id in GAME_IDS},
    "settings": lambda app, mp: SCENES["settings"](app),
    "load": lambda app, mp: SCENES["load"](app),
    "save": lambda app, mp: (lambda t: [t, SaveScene(app, t.controller.match)])(table_scene(app)),
    "kept": lambda app, mp: [TitleScene(app), KeptGamesScene(app, kept_games(9), lambda: None)],
    "history": lambda app, mp: history(app),
    "stats": lambda app, mp: statistics(app),
    "replay": lambda app, mp: SCENES["replay"](app),
    "replay-handoff": lambda app, mp: SCENES["replay-handoff"](app),
    "progress": lambda app, mp: SCENES["progress"](app),
    "review": kept_review,
    "pause": lambda app, mp: (lambda t: [t, PauseScene(app, t.controller)])(table_scene(app)),
    "dialog": lambda app, mp: SCENES["dialog"](app),
    "handoff": lambda app, mp: SCENES["handoff"](app),
    **{f"lesson-{game_id}": (lambda app, mp, g=game_id: lesson_note(app, g)) for game_id in GAME_IDS},
    "about": lambda app, mp: SCENES["about"](app),
    "about-libraries": lambda app, mp: about_libraries(app),
}


def _cases() -> list:
    return [pytest.param(name, size, text_size, id=f"{name}-{size[0]}x{size[1]}-text{text_size}")
            for name in SCREENS for size in SIZES for text_size in TEXT_SIZES]


@pytest.mark.parametrize("name,size,text_size", _cases())
def test_no_label_is_cut_on_any_screen(name, size, text_size, monkeypatch):
    app = headless_app(size, settings=Settings(text_size=text_size), bot_worker=FakeBot())
    with recording_cuts() as cuts:
        show(app, SCREENS[name](app, monkeypatch))
        save_png(app, f"{SHOTS}/no-cut-{name}-{size[0]}-{text_size}.png")
    assert not sorted(set(cuts)), f"{name}, {size}, text {text_size} %: cut {sorted(set(cuts))}"


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("text_size", TEXT_SIZES)
def test_no_rules_page_of_any_game_is_cut(size, text_size):
    """Every game's tab, scrolled through to its end a screenful at a time."""
    app = headless_app(size, settings=Settings(text_size=text_size), bot_worker=FakeBot())
    with recording_cuts() as cuts:
        show(app, [TitleScene(app), RulesScene(app)])
        scene = app.scenes.top
        for index in range(len(scene.files)):
            scene.show(index)
            frame(app)
            while True:
                before = scene.scroll
                scene.scroll_by(scene.body.height - 40)
                frame(app)
                if scene.scroll == before:
                    break
            save_png(app, f"{SHOTS}/no-cut-rules-{scene.files[index][0]}-end-{size[0]}-{text_size}.png")
    assert not sorted(set(cuts)), f"rules, {size}, text {text_size} %: cut {sorted(set(cuts))}"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_no_label_is_cut_through_a_whole_lesson_at_150_on_the_small_window(game_id):
    """Every note, step and the results of each lesson, played through by its check at the
    largest text size on 1024×600 (the states a random game rarely reaches: a counter
    window, an empty hand, a market's buy and sell buttons, the last round)."""
    from tabletop.ai.worker import BotWorker
    from tabletop.ui.tutorial_check import check_tutorial

    app = headless_app((1024, 600), settings=Settings(text_size=150), bot_worker=BotWorker(inline=True))
    with recording_cuts() as cuts:
        check_tutorial(game_id, app=app)
    assert not sorted(set(cuts)), f"{game_id} lesson: cut {sorted(set(cuts))}"
