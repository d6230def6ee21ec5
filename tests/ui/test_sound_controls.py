"""Sound controls people can see: M says on screen what it did, Settings has a volume
slider (click, drag, and ← → once it has the keyboard) saved as before, and the Load
dialog with nothing to load offers nothing that cannot act."""

from __future__ import annotations

import json

import pygame

from tabletop.persistence.settings import Settings, load_settings, save_settings, settings_path
from tabletop.ui.headless import headless_app, save_png
from tabletop.ui.scenes.saves import LoadScene
from tabletop.ui.scenes.settings import SettingsScene
from tabletop.ui.scenes.title import TitleScene
from tabletop.ui.widgets import Slider
from tests.ui.support import SHOTS, click, frame, key, pump

PRESS_M = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_m, mod=0, unicode="m", scancode=0)


def on(app, *scenes):
    app.scenes.reset(scenes[0])
    for scene in scenes[1:]:
        app.scenes.push(scene)
    app.scenes.apply_pending()
    frame(app)
    return app.scenes.top


def test_m_mutes_and_unmutes_with_a_notice_on_screen_that_goes_by_itself():
    app = headless_app()
    on(app, TitleScene(app))
    assert app.toast.text is None
    frame(app, [PRESS_M])
    assert app.settings.muted and app.toast.text == "Sound off · M turns it back on"
    assert app.wake_in() is not None            # the window wakes to take it away
    save_png(app, f"{SHOTS}/sound-muted-notice.png")
    frame(app, [PRESS_M])
    assert not app.settings.muted and app.toast.text == "Sound on · M mutes it"
    pump(app, 3.0)
    assert app.toast.text is None and app.toast.wake_in() is None


def test_m_works_in_settings_and_the_mute_switch_follows():
    app = headless_app()
    settings = on(app, TitleScene(app), SettingsScene(app))
    frame(app, [PRESS_M])
    assert app.settings.muted and settings.mute.value and app.toast.text.startswith("Sound off")
    frame(app, [PRESS_M])
    assert not app.settings.muted and not settings.mute.value


def test_m_works_over_every_panel_but_not_while_typing_a_save_name():
    from tabletop.engine.match import Match, Seat
    from tabletop.registry import load_game
    from tabletop.ui.scenes.rules import RulesScene
    from tabletop.ui.scenes.saves import SaveScene

    app = headless_app()
    for panel in (LoadScene(app), RulesScene(app)):
        on(app, TitleScene(app), panel)
        frame(app, [PRESS_M])
        assert app.settings.muted, type(panel).__name__
        frame(app, [PRESS_M])
        assert not app.settings.muted
    match = Match(load_game("golden_sails"), [Seat("Ana", "human", 0), Seat("Bram", "human", 1)], 3)
    saver = on(app, TitleScene(app), SaveScene(app, match))
    click(app, saver.name.rect.center)
    assert saver.name.focused
    frame(app, [PRESS_M, pygame.event.Event(pygame.TEXTINPUT, text="m")])
    assert not app.settings.muted and saver.name.value == "m"


def test_the_volume_slider_follows_a_click_a_drag_and_the_arrow_keys_and_is_saved():
    app = headless_app()
    settings = on(app, TitleScene(app), SettingsScene(app))
    slider = settings.volume
    assert isinstance(slider, Slider) and slider.value == app.settings.master_volume == 0.8
    track = slider.track
    click(app, (track.x + track.width * 0.3, track.centery))          # a click jumps there
    assert abs(app.settings.master_volume - 0.3) < 0.011 and abs(load_settings().master_volume - 0.3) < 0.011
    assert slider.focused
    save_png(app, f"{SHOTS}/settings-volume-slider.png")
    at = app.canvas.point
    frame(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at((track.x + track.width * 0.3, track.centery)),
                                   button=1)])
    frame(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=at((track.x + track.width * 0.6, track.centery)),
                                   rel=(0, 0), buttons=(1, 0, 0))])
    assert abs(app.settings.master_volume - 0.6) < 0.011                # heard while dragging …
    assert abs(load_settings().master_volume - 0.3) < 0.011             # … saved when let go
    frame(app, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at((track.right + 40, track.centery)), button=1)])
    assert app.settings.master_volume == 1.0 == load_settings().master_volume   # past the end: the end
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    assert app.settings.master_volume == 0.9 == load_settings().master_volume
    click(app, (settings.panel.x + 40, settings.panel.bottom - 30))      # a press elsewhere takes the keys away
    assert not slider.focused
    key(app, pygame.K_RIGHT)
    assert app.settings.master_volume == 0.9


def test_old_volume_steps_still_load_into_the_slider():
    for old in (0.25, 0.5, 0.8, 1.0):
        save_settings(Settings(master_volume=old))
        data = json.loads(settings_path().read_text(encoding="utf-8"))
        assert data["master_volume"] == old
        app = headless_app(settings=load_settings())
        settings = on(app, TitleScene(app), SettingsScene(app))
        assert settings.volume.value == old


def test_the_empty_load_dialog_offers_nothing_that_cannot_act():
    app = headless_app()
    dialog = on(app, TitleScene(app), LoadScene(app))
    assert not dialog.infos and not dialog.opening.visible
    live = [w for w in dialog.widgets if w.visible and w.enabled]
    assert [getattr(w, "label", None) for w in live] == ["Cancel"]
    save_png(app, f"{SHOTS}/load-empty.png")


def test_a_load_dialog_of_unreadable_saves_only_explains_them():
    from tabletop.persistence.userdirs import save_dir

    folder = save_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "broken.json").write_text("{not json", encoding="utf-8")
    app = headless_app()
    dialog = on(app, TitleScene(app), LoadScene(app))
    assert dialog.infos and not any(info.ok for info in dialog.infos)
    assert not dialog.opening.visible
    assert [getattr(w, "label", None) for w in dialog.widgets if w.visible and w.enabled] == ["Cancel"]
    save_png(app, f"{SHOTS}/load-unreadable.png")
