"""The window on dense screens: real pixels asked for before the display starts (Windows),
a first size that fits the work area, and the mouse mapped where the surface is denser
than the units the system reports the mouse in."""

from __future__ import annotations

import os

import pygame

from tabletop.ui import screen_room
from tabletop.ui.headless import headless_app
from tabletop.ui.scenes.title import TitleScene
from tests.ui.support import frame


def test_windows_is_asked_for_per_monitor_pixels_and_a_users_choice_stands(monkeypatch):
    monkeypatch.delenv(screen_room.DPI_AWARENESS_HINT, raising=False)
    screen_room.ask_for_real_pixels("linux")
    assert screen_room.DPI_AWARENESS_HINT not in os.environ
    screen_room.ask_for_real_pixels("win32")
    assert os.environ[screen_room.DPI_AWARENESS_HINT] == "permonitorv2"
    monkeypatch.setenv(screen_room.DPI_AWARENESS_HINT, "system")
    screen_room.ask_for_real_pixels("win32")
    assert os.environ[screen_room.DPI_AWARENESS_HINT] == "system"


def test_the_first_window_grows_with_the_density_and_fits_the_work_area():
    assert screen_room.opening_size((1280, 720), 1.0, None) == (1280, 720)
    assert screen_room.opening_size((1280, 720), 1.5, (2560, 1400), (2560, 1440)) == (1920, 1080)
    # a 1366×768 laptop with a 40 px task bar: the window and its title bar stay above it
    assert screen_room.opening_size((1280, 720), 1.0, (1366, 728), (1366, 768)) == (1223, 688)
    # no task bar (a kiosk, Xvfb): the whole screen is the room
    assert screen_room.opening_size((1280, 720), 1.0, (1280, 720), (1280, 720)) == (1280, 720)
    assert screen_room.pixel_density("linux") == 1.0


def test_the_work_area_is_read_from_pygames_own_sdl_or_not_at_all():
    headless_app()
    room = screen_room.usable_size()
    assert room is None or (room[0] > 0 and room[1] > 0)


def test_the_sdl_library_is_looked_for_by_name_in_a_folder_that_may_be_missing(tmp_path):
    for name in ("libSDL2_ttf.so", "libSDL2-2.0.so.0", "libfreetype.so", "notes-sdl2.txt"):
        (tmp_path / name).write_bytes(b"")
    assert [p.name for p in screen_room._files_named_sdl2(tmp_path)] == ["libSDL2-2.0.so.0", "libSDL2_ttf.so"]
    assert screen_room._files_named_sdl2(tmp_path / "missing") == []


def test_a_denser_surface_maps_the_mouse_to_the_same_logical_place():
    app = headless_app((1280, 720))
    app.scenes.reset(TitleScene(app))
    app.scenes.apply_pending()
    assert app.pixel_ratio == 1.0
    app.pixel_ratio = 2.0          # a 1280×720 surface in a window the system calls 640×360
    frame(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=(320, 180), rel=(0, 0), buttons=(0, 0, 0))])
    assert app.scenes.top.pointer == (640, 360)
    assert screen_room.pixels_per_point((2560, 1440), (1280, 720)) == 2.0
