"""Where the read-only data lives: content/, sprites/, fonts/ and sounds/.

Three layouts must work with the same code: the source tree (the folders sit next to the
`tabletop` package, at the repository root), an installed wheel (setup.py copies them
into the package as `tabletop/assets/`, since site-packages has no "folder above") and
the PyInstaller bundle (the spec copies them under `sys._MEIPASS`). Everything else asks
this module instead of computing paths from `__file__`, so the program finds its data
wherever it was installed or unpacked, including folders whose names have spaces or
non-ASCII letters.

This module never imports pygame: the engine and the content loader use it too.
"""

from __future__ import annotations

import os
import sys
from functools import lru_cache
from pathlib import Path

from tabletop.runtime.regular_files import regular_kind

CONTENT_ENV = "TABLETOP_CONTENT"  # tests point this at a scratch content folder
ASSET_FOLDERS = ("content", "sprites", "fonts", "sounds", "packaging/licenses")
"""The data folders an installed wheel carries (setup.py copies them; the executable gets
all but packaging/licenses/, whose texts `make exe` gathers into notices/ instead)."""
WHEEL_ASSETS = "assets"
"""The folder inside the installed package that holds ASSET_FOLDERS."""
APP_ICON = "app-icon.png"


def is_frozen() -> bool:
    """True inside a PyInstaller build (it sets `sys.frozen` and `sys._MEIPASS`)."""
    return bool(getattr(sys, "frozen", False)) and hasattr(sys, "_MEIPASS")


def resource_root() -> Path:
    """The folder holding content/, sprites/, fonts/ and sounds/ for this run."""
    if is_frozen():
        return Path(sys._MEIPASS)  # type: ignore[attr-defined]
    return _beside_package(__file__)


@lru_cache(maxsize=None)
def _beside_package(module_file: str) -> Path:
    """The data folders of the package this module file is in: its `assets/` when
    installed from a wheel, else the folder above it (the source tree). Found once per
    file: resolving the path stats every folder above it, and a start asks for it about
    ten times before its first frame (twice for each font file, and for the icon)."""
    package = Path(module_file).resolve().parents[1]
    installed = package / WHEEL_ASSETS
    # What importlib.resources.files("tabletop") gives for an installed package (a wheel is
    # always unpacked), without the tempfile and inspect imports it costs every start-up.
    if (installed / "content").is_dir():
        return installed
    return package.parent


def content_root() -> Path:
    """The game content folder; `TABLETOP_CONTENT` overrides it when set and non-empty."""
    override = os.environ.get(CONTENT_ENV)
    if override:
        return Path(override)
    return resource_root() / "content"


def sprites_root() -> Path:
    return resource_root() / "sprites"


def fonts_root() -> Path:
    return resource_root() / "fonts"


def sounds_root() -> Path:
    return resource_root() / "sounds"


def sprite_path(name: str) -> Path:
    """The SVG file of sprite `name` (a game-icons id such as "sailboat"; ".svg" optional).

    Raises FileNotFoundError naming the sprite (also when it is not a regular file), so a typo in content shows up at once
    instead of as a blank picture.
    """
    path = sprites_root() / (name if name.endswith(".svg") else f"{name}.svg")
    _require_file(path, f"sprite {name!r}", sprites_root())
    return path


def font_path(name: str) -> Path:
    """The font file `name` in fonts/ (exact file name, e.g. "Lato-Regular.ttf").

    Raises FileNotFoundError naming the font rather than letting pygame fall back silently.
    """
    path = fonts_root() / name
    _require_file(path, f"font {name!r}", fonts_root())
    return path


def app_icon_path() -> Path:
    """The window's icon (a PNG drawn by tools/make_icon.py from our sprites)."""
    path = sprites_root() / APP_ICON
    _require_file(path, f"app icon {APP_ICON!r}", sprites_root())
    return path


def _require_file(path: Path, what: str, folder: Path) -> None:
    """Raise FileNotFoundError naming `what` unless `path` is a regular file: pygame opens
    these paths itself, and would wait for ever on a named pipe."""
    try:
        kind = regular_kind(path)
    except OSError:
        raise FileNotFoundError(f"no {what} in {folder}") from None
    if kind is not None:
        raise FileNotFoundError(f"the {what} in {folder} is not a regular file ({kind})")
