"""The text size (Settings: 100, 125 or 150 %): chosen by keys, saved, honoured by every
font role through the theme, and by screens already built under the settings panel."""

from __future__ import annotations

import pygame
import pytest

from tabletop.persistence.settings import Settings, load_settings
from tabletop.ui import theme
from tabletop.ui.canvas import logical_width
from tabletop.ui.headless import headless_app, save_png
from tabletop.ui.scenes.settings import SettingsScene
from tabletop.ui.scenes.table_host import TableHostScene
from tabletop.ui.scenes.title import TitleScene
from tests.ui.support import SHOTS, FakeBot, frame, key
from tests.ui.test_screens import table_scene


@pytest.fixture(autouse=True)
def house_size_after():
    """The text size is the app's, kept in the theme: the next test starts at 100 %."""
    yield
    theme.set_text_size(100)


def show(app, *scenes):
    app.scenes.reset(scenes[0])
    for scene in scenes[1:]:
        app.scenes.push(scene)
    app.scenes.apply_pending()
    frame(app)
    return app.scenes.top


def tab_to(app, scene, rect) -> None:
    """Tab until the focus ring is on `rect` (the walk is finite: fail rather than loop)."""
    for _ in range(40):
        stops = scene.focus_stops()
        now = scene.focus.current(stops, scene.first_focus(stops))
        if scene.focus.shown and now is not None and now.rect == pygame.FRect(rect):
            return
        key(app, pygame.K_TAB)
    raise AssertionError(f"Tab never reached {rect}")


def test_every_font_role_grows_with_the_text_size_but_screen_titles_stay():
    headless_app(settings=Settings(text_size=100))
    assert theme.text_px(theme.BODY) == theme.BODY.size
    house = logical_width("Golden Sails", theme.BODY)
    headless_app(settings=Settings(text_size=150))
    assert theme.text_px(theme.BODY) == 27 and theme.text_px(theme.SMALL) == 22
    assert theme.text_px(theme.TITLE) == theme.TITLE.size, "a title is already large"
    assert 1.4 < logical_width("Golden Sails", theme.BODY) / house < 1.6, "layouts measure at the chosen size"


def test_the_text_size_is_chosen_by_keys_and_saved():
    app = headless_app()
    settings = show(app, TitleScene(app), SettingsScene(app))
    largest = settings.text_size.segments[-1]
    tab_to(app, settings, largest.rect)
    key(app, pygame.K_RETURN)
    assert app.settings.text_size == 150 and theme.text_scale() == 1.5
    assert load_settings().text_size == 150
    top = app.scenes.top
    assert top.text_size.value == 150, "the panel, built again, shows the choice"
    assert [value for value, _ in top.text_size.options] == [100, 125, 150], "every table is whole at each size"
    save_png(app, f"{SHOTS}/settings-text-150.png")
    top.text_size.choose(100)
    assert theme.text_scale() == 1.0 and load_settings().text_size == 100


def test_a_table_under_the_settings_is_laid_out_again_at_the_new_size():
    app = headless_app(bot_worker=FakeBot())
    host = table_scene(app)
    show(app, host, SettingsScene(app))
    listeners = len(host.controller.listeners), len(host.controller.reset_listeners)
    old = host.table
    assert host.menu.label == "Menu"
    app.scenes.top.text_size.choose(125)
    assert host.table is not old, "a new table measures its words at the new size"
    assert (len(host.controller.listeners), len(host.controller.reset_listeners)) == listeners, "the old one let go"
    assert host.menu.label == "" and host.undo.label == "" and host.suggest.label == "", \
        "the top bar's buttons show their icons alone at a larger size"
    assert host.menu.tooltip and host.undo.rect.right == TableHostScene(app, host.controller).undo.rect.right
    app.scenes.top.close()
    app.scenes.apply_pending()
    frame(app)
    save_png(app, f"{SHOTS}/table-host-text-125.png")


def test_a_label_short_of_room_steps_down_only_to_its_house_size():
    from tabletop.ui.canvas import fitting_font

    fonts = (theme.BODY_BOLD, theme.SMALL_BOLD)
    headless_app(settings=Settings(text_size=100))
    assert fitting_font("Bartholomew's hand", fonts, 10) == theme.BODY_BOLD, "at 100 % nothing smaller is allowed"
    headless_app(settings=Settings(text_size=150))
    roomy = fitting_font("Bartholomew's hand", fonts, 1000)
    short = fitting_font("Bartholomew's hand", fonts, logical_width("Bartholomew's hand", theme.SMALL_BOLD) + 5)
    assert roomy == theme.BODY_BOLD and short == theme.SMALL_BOLD
    assert theme.text_size(short) >= theme.BODY_BOLD.size, "still as large as the house size of the first"


def test_a_paragraph_too_long_for_its_box_ends_with_an_ellipsis_and_is_recorded():
    """Clipped lines were dropped without a sign (a variant's description, a lesson card)."""
    from tabletop.ui.canvas import recording_cuts

    app = headless_app(settings=Settings(text_size=150))
    text = "One two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen."
    with recording_cuts() as cuts:
        app.canvas.paragraph(text, theme.SMALL, theme.INK, (0, 0, 120, 40))
    assert cuts, "the cut is heard"
    with recording_cuts() as cuts:
        room = (0, 0, 120, 400)
        app.canvas.paragraph(text, app.canvas.paragraph_font(text, (theme.SMALL, theme.Font("text", 12)), room),
                             theme.INK, room)
    assert not cuts


def test_focus_stays_on_the_text_size_row_after_a_size_is_chosen_by_keys():
    """The settings are built again at the new size: focus went back to the first row."""
    app = headless_app()
    settings = show(app, TitleScene(app), SettingsScene(app))
    for choice in (2, 0, 1):
        segment = settings.text_size.segments[choice]
        tab_to(app, settings, segment.rect)
        key(app, pygame.K_RETURN)
        frame(app)
        assert settings.ring is not None, "the ring is still shown"
        assert settings.ring.key == (settings.text_size, choice), f"focus went to {settings.ring.key}"
        assert settings.ring.rect == settings.text_size.segments[choice].rect
        keys = [stop.key for stop in settings.focus_stops()]
        key(app, pygame.K_TAB)
        assert settings.ring.key == keys[keys.index((settings.text_size, choice)) + 1], "Tab goes on from there"
