"""Where Tabletop keeps what the user makes: saves, autosaves, history, settings and logs.

The platform's own places come from platformdirs (appname "Tabletop"); setting
TABLETOP_HOME puts everything under one folder instead, which is how tests and CI keep
off the real home directory (and how a portable install can keep its data beside it).
Folders are created when first asked for, never at import time. platformdirs is imported
only when it is asked (no TABLETOP_HOME): its import is about 3 ms of a start-up that
waits for the settings before the title screen's first frame.
"""

from __future__ import annotations

import os
from pathlib import Path

APP_NAME = "Tabletop"
HOME_ENV = "TABLETOP_HOME"


def _home() -> Path | None:
    override = os.environ.get(HOME_ENV)
    return Path(override) if override else None


def _ready(folder: Path) -> Path:
    """`folder`, created if it can be. One that cannot (a home shut to us, a full disk) is
    still returned: reading finds nothing there, each write that fails says so itself, and
    `home_problem` tells the person once at start, so a shut home never stops the app."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass
    return folder


def home_problem() -> str | None:
    """What to tell the person when Tabletop cannot keep anything in its folders (saves,
    autosaves, history, settings), or None when it can. Looks without writing a file."""
    for folder in (save_dir(), autosave_dir(), history_dir(), config_dir()):
        if not folder.is_dir() or not os.access(folder, os.W_OK | os.X_OK):
            return (f"Tabletop cannot write to its folder {folder} (it is missing or its permissions shut Tabletop "
                    f"out). You can play, but games, autosaves, history and settings will not be kept until "
                    f"that folder can be written.")
    return None


def data_dir() -> Path:
    """The root of the user's data (TABLETOP_HOME when set)."""
    home = _home()
    if home:
        return _ready(home)
    import platformdirs

    return _ready(platformdirs.user_data_path(APP_NAME, appauthor=False))


def save_dir() -> Path:
    """Where the player's named saves go."""
    return _ready(data_dir() / "saves")


def autosave_dir() -> Path:
    """Where the rotating autosaves go (kept apart so the load screen can tell them apart)."""
    return _ready(data_dir() / "autosave")


def history_dir() -> Path:
    """Where every finished game is kept (tabletop.persistence.history)."""
    return _ready(data_dir() / "history")


def config_dir() -> Path:
    """Where settings.json lives: the platform's config folder, or TABLETOP_HOME."""
    home = _home()
    if home:
        return _ready(home)
    import platformdirs

    return _ready(platformdirs.user_config_path(APP_NAME, appauthor=False))


def remove_stale_temp_files() -> None:
    """Clear the temp files that killed writes left in the folders saves, autosaves (each
    kept game's folder too) and settings are written to (called once at start)."""
    from tabletop.persistence.atomic import remove_stale_temp_files as remove_in

    try:
        slots = [path for path in autosave_dir().iterdir() if path.is_dir()]
    except OSError:      # a home that cannot be written has no autosave folder: nothing to clear
        slots = []
    for folder in {save_dir(), autosave_dir(), history_dir(), config_dir(), *slots}:
        remove_in(folder)


def log_dir() -> Path:
    """Where a windowed build writes its log and crash reports (it has no console)."""
    home = _home()
    if home:
        return _ready(home / "logs")
    import platformdirs

    return _ready(platformdirs.user_log_path(APP_NAME, appauthor=False))
