"""The About screen: reached from the title (whose button shows the version), it lists the
asset credits and every library with its licence, and opens the data and log folders."""

from __future__ import annotations

import pygame

from tabletop import __version__
from tabletop.persistence.userdirs import data_dir, log_dir
from tabletop.ui.canvas import recording_cuts
from tabletop.ui.headless import headless_app, save_png
from tabletop.ui.scenes import about
from tabletop.ui.scenes.about import AboutScene
from tabletop.ui.scenes.title import TitleScene
from tests.ui.support import SHOTS, click_widget, find_button, frame, key


def _title():
    app = headless_app((1280, 720))
    app.scenes.reset(TitleScene(app))
    app.scenes.apply_pending()
    frame(app)
    return app, app.scenes.top


def test_the_title_shows_the_version_and_opens_about(monkeypatch):
    app, title = _title()
    click_widget(app, find_button(title, f"About · {__version__}"))
    scene = app.scenes.top
    assert isinstance(scene, AboutScene)
    names = {notice.name for notice in scene.libraries}
    assert {"Python", "pygame-ce", "SDL2", "PyYAML", "platformdirs", "pydantic"} <= names
    assert [credit.what for credit in scene.credits] == ["Pictures", "Sounds", "Fonts"]
    with recording_cuts() as cuts:
        frame(app)
    assert not [cut for cut in cuts if any(cut.startswith(notice.name) or cut == notice.licence
                                           for notice in scene.libraries)]
    save_png(app, f"{SHOTS}/about-1280x720.png")
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is title


def test_the_buttons_open_the_data_and_log_folders(monkeypatch):
    opened = []
    monkeypatch.setattr("tabletop.runtime.open_folder.open_folder", lambda folder: opened.append(folder))
    app, title = _title()
    app.scenes.push(AboutScene(app))
    app.scenes.apply_pending()
    frame(app)
    scene = app.scenes.top
    click_widget(app, find_button(scene, "Open data folder"))
    click_widget(app, find_button(scene, "Open log folder"))
    click_widget(app, find_button(scene, "Open licence texts"))
    assert opened == [data_dir(), log_dir(), about.licence_folder()]
    assert app.toast.text == f"Opened {about.licence_folder()}"


def test_a_folder_that_cannot_be_opened_is_named(monkeypatch):
    monkeypatch.setattr("tabletop.runtime.open_folder.open_folder", lambda folder: f"Could not open it. It is {folder}")
    app, title = _title()
    app.scenes.push(AboutScene(app))
    app.scenes.apply_pending()
    frame(app)
    click_widget(app, find_button(app.scenes.top, "Open log folder"))
    assert app.toast.text == f"Could not open it. It is {log_dir()}"


def test_at_a_larger_text_size_the_libraries_get_a_page_of_their_own():
    """At 125 and 150 % the licences no longer fit beside the credits: seven were cut with
    "…" at 125 % and eleven at 150 %. Two pages, chosen by tabs, draw each whole."""
    from tabletop.persistence.settings import Settings
    from tabletop.ui import theme
    from tabletop.ui.headless import headless_app

    try:
        app = headless_app((1024, 600), settings=Settings(text_size=150))
        app.scenes.reset(TitleScene(app))
        app.scenes.push(AboutScene(app))
        app.scenes.apply_pending()
        scene = app.scenes.top
        assert scene.paged and not find_button(scene, "Open data folder").rect.colliderect(scene.tabs[1].rect)
        with recording_cuts() as cuts:
            frame(app)
            click_widget(app, find_button(scene, "What it runs on"))
            frame(app)
        assert scene.page == "libraries" and find_button(scene, "Open licence texts")
        assert not cuts, cuts
        save_png(app, f"{SHOTS}/about-libraries-150.png")
    finally:
        theme.set_text_size(100)
