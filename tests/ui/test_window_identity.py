"""The window is known to the desktop as "tabletop", with our icon."""

from __future__ import annotations

import os

import pygame

from tabletop.runtime import paths
from tabletop.ui import window_identity


def test_the_class_overrides_what_importing_pygame_set(monkeypatch):
    monkeypatch.setenv("SDL_VIDEO_X11_WMCLASS", "__main__.py")
    window_identity.name_the_window()
    assert os.environ["SDL_VIDEO_X11_WMCLASS"] == os.environ["SDL_VIDEO_WAYLAND_WMCLASS"] == "tabletop"


def test_the_icon_is_a_square_picture_set_on_the_window(monkeypatch):
    icon = pygame.image.load(str(paths.app_icon_path()))
    assert icon.get_size() == (256, 256)
    assert icon.get_at((128, 128)).a == 255 and icon.get_at((0, 0)).a == 0   # rounded corners
    seen = []
    monkeypatch.setattr(pygame.display, "set_icon", lambda surface: seen.append(surface.get_size()))
    window_identity.set_window_icon()
    assert seen == [(256, 256)]


def test_a_missing_icon_is_logged_and_the_game_starts(monkeypatch, tmp_path, caplog):
    monkeypatch.setattr(paths, "sprites_root", lambda: tmp_path)
    window_identity.set_window_icon()
    assert "no window icon" in caplog.text
