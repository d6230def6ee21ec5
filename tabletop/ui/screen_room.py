"""How much of the screen the window may take, and how dense its pixels are.

Before the display starts, SDL is asked to treat the window in real pixels on Windows
(per-monitor DPI awareness, v2): without it Windows draws a 1280×720 window on a 150 %
screen at 1280×720 and stretches the picture, which blurs every letter. The canvas
already draws text at the window's real pixel size, so real pixels are all it needs.

Once the display is up, the window is sized from the screen's work area (the desktop
less the task bar or dock: SDL's usable bounds) and, where the system says its screen is
dense (Windows' DPI: 144 is 150 %), grown by that factor, so it is as large to the eye as
on an ordinary screen. pygame-ce has no call for either, so they are read from the SDL
library pygame itself loaded; where that cannot be found, the whole desktop stands in
and the factor is 1. macOS: pygame-ce's window surface is in points (SDL 2 gives a
software surface no high-density pixels), so the system scales it; nothing here changes
that.
"""

from __future__ import annotations

import ctypes
import os
import sys
from pathlib import Path

import pygame

DPI_AWARENESS_HINT = "SDL_WINDOWS_DPI_AWARENESS"
PLAIN_DPI = 96.0
"""The DPI Windows calls 100 %."""
WINDOW_FRAME_H = 40
"""Height a desktop's title bar takes above the window's own pixels (the usable bounds
include it): kept free so the bottom of the window is not under the task bar."""


def ask_for_real_pixels(platform: str = sys.platform) -> None:
    """Before `pygame.display.init`: the DPI hints (a choice the user made stands)."""
    if platform == "win32":
        os.environ.setdefault(DPI_AWARENESS_HINT, "permonitorv2")


class _Rect(ctypes.Structure):
    _fields_ = [("x", ctypes.c_int), ("y", ctypes.c_int), ("w", ctypes.c_int), ("h", ctypes.c_int)]


def _sdl() -> ctypes.CDLL | None:
    """The SDL 2 library pygame-ce loaded (its wheel keeps it beside the package); opening
    it again gives the same library, with the video system pygame started."""
    here = Path(pygame.__file__).parent
    folders = (here, here.parent / "pygame_ce.libs", here / ".dylibs")
    for folder in folders:
        for path in _files_named_sdl2(folder):
            name = path.name.lower()
            if any(part in name for part in ("image", "mixer", "ttf", "gfx")):
                continue
            try:
                return ctypes.CDLL(str(path))
            except OSError:
                continue
    return None


def _files_named_sdl2(folder: Path) -> list[Path]:
    """The entries of `folder` whose names hold "SDL2", sorted; none when it is missing.
    A plain scan, not `Path.glob`: the first glob of a run compiles its pattern, about
    a millisecond of the start-up this is part of."""
    try:
        with os.scandir(folder) as entries:
            return sorted(Path(entry.path) for entry in entries if "SDL2" in entry.name)
    except OSError:
        return []


def usable_size(display: int = 0) -> tuple[int, int] | None:
    """The work area of `display` in SDL's units, None when SDL cannot say."""
    sdl = _sdl()
    if sdl is None or not hasattr(sdl, "SDL_GetDisplayUsableBounds"):
        return None
    rect = _Rect()
    if sdl.SDL_GetDisplayUsableBounds(display, ctypes.byref(rect)) != 0 or rect.w <= 0 or rect.h <= 0:
        return None
    return rect.w, rect.h


def pixel_density(platform: str = sys.platform, display: int = 0) -> float:
    """How many real pixels stand for one ordinary one: Windows' DPI over 96 (the
    window is DPI aware there, so its size is in real pixels); 1 elsewhere, where X11
    reports a DPI worked out from the monitor's millimetres that no one chose."""
    if platform != "win32":
        return 1.0
    sdl = _sdl()
    if sdl is None or not hasattr(sdl, "SDL_GetDisplayDPI"):
        return 1.0
    diagonal, horizontal, vertical = ctypes.c_float(), ctypes.c_float(), ctypes.c_float()
    if sdl.SDL_GetDisplayDPI(display, ctypes.byref(diagonal), ctypes.byref(horizontal), ctypes.byref(vertical)) != 0:
        return 1.0
    return max(1.0, horizontal.value / PLAIN_DPI)


def opening_size(asked: tuple[int, int], density: float, room: tuple[int, int] | None,
                 desktop: tuple[int, int] | None = None) -> tuple[int, int]:
    """The window's first size: `asked` (1280×720 by default) times the screen's
    `density`, within `room` (the work area), keeping its shape. Where the work area is
    smaller than the `desktop` (a task bar or dock: a desktop that also frames windows)
    a title bar's height is kept free as well."""
    width, height = asked[0] * density, asked[1] * density
    if room is not None:
        frame = WINDOW_FRAME_H if desktop is not None and room != desktop else 0
        fit = min(1.0, room[0] / width, max(1, room[1] - frame) / height)
        width, height = width * fit, height * fit
    return round(width), round(height)


def pixels_per_point(surface_size: tuple[int, int], window_size: tuple[int, int]) -> float:
    """Real pixels of the window's surface per unit of its size as the system gives it
    (mouse positions come in those units): 1, unless the surface is high-density."""
    if window_size[0] <= 0:
        return 1.0
    return surface_size[0] / window_size[0]
