"""Open a folder in the system's file manager (the About screen's buttons to the saves
and logs): Explorer on Windows, Finder on macOS, xdg-open's choice on Linux."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tabletop.runtime.paths import is_frozen


def open_folder(folder: Path) -> str | None:
    """Ask the system to show `folder`; None when it was asked, else a sentence for the
    person naming the folder, so they can find it by hand."""
    try:
        if sys.platform == "win32":
            os.startfile(folder)
        else:
            opener = "open" if sys.platform == "darwin" else "xdg-open"
            subprocess.Popen([opener, str(folder)], env=_system_environment(), stdin=subprocess.DEVNULL,
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    except OSError as error:
        return f"Could not open the folder ({error.strerror or error}). It is {folder}"
    return None


def _system_environment() -> dict[str, str]:
    """The environment for a system program: a packaged build points LD_LIBRARY_PATH at
    its own libraries, which a file manager must not load (PyInstaller keeps the
    original in LD_LIBRARY_PATH_ORIG)."""
    env = dict(os.environ)
    if is_frozen():
        original = env.pop("LD_LIBRARY_PATH_ORIG", None)
        if original is None:
            env.pop("LD_LIBRARY_PATH", None)
        else:
            env["LD_LIBRARY_PATH"] = original
    return env
