"""What the desktop knows the window by: its class ("tabletop", which the desktop entry's
StartupWMClass names, so docks group the window under Tabletop's launcher instead of a
"__main__.py" of their own) and its icon (sprites/app-icon.png, drawn by tools/make_icon.py).
"""

from __future__ import annotations

import os

import pygame

from tabletop.runtime import paths
from tabletop.runtime.crash import logger

WINDOW_CLASS = "tabletop"


def name_the_window() -> None:
    """Before the display starts: SDL reads the class of the window it makes from these
    (X11; Wayland's app id). Set outright: importing pygame has already set the X11 one
    to the script's file name, `__main__.py` for `python -m tabletop`."""
    os.environ["SDL_VIDEO_X11_WMCLASS"] = WINDOW_CLASS
    os.environ["SDL_VIDEO_WAYLAND_WMCLASS"] = WINDOW_CLASS


def set_window_icon() -> None:
    """The app icon on the window (before set_mode: some window managers read it only
    then). A missing or broken icon is logged; the game starts all the same."""
    try:
        pygame.display.set_icon(pygame.image.load(str(paths.app_icon_path())))
    except (OSError, pygame.error) as error:
        logger(__name__).warning("no window icon: %s", error)
