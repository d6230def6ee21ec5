"""One way to write a file so that a crash never leaves half of it under its real name.

Saves, autosaves and settings all go through `atomic_write_bytes`: the bytes go to a
temporary file in the *same* folder (so `os.replace` is a rename within one file
system, which is atomic), are flushed and fsynced, then replace the target. The folder is
fsynced afterwards where the OS allows, so the rename itself survives a power cut. At
every moment the target name holds either the old complete file or the new complete one.

A process killed in the middle of a write leaves its temp file behind (a hidden
`.<name>.<random>.tmp` beside the target); `remove_stale_temp_files` clears those at start.
"""

from __future__ import annotations

import os
import stat
import sys
import tempfile
import time
from pathlib import Path

from tabletop.runtime.limits import STALE_TEMP_AGE_S

TEMP_SUFFIX = ".tmp"

# Windows refuses to replace a file another process has open (antivirus scanners and
# search indexers open fresh files briefly); a few short retries ride that out.
_REPLACE_ATTEMPTS = 5
_REPLACE_PAUSE_S = 0.05


def _read_umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


# mkstemp makes owner-only (0600) files; a save or settings file should get the same
# permissions as any other file the user creates, so new files get 0666 minus the umask
# (read once here, since reading it means briefly changing it).
_NEW_FILE_MODE = 0o666 & ~_read_umask()


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Write `data` to `path` atomically, creating the parent folder if needed."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temp_name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=TEMP_SUFFIX)
    temp = Path(temp_name)
    try:
        with os.fdopen(handle, "wb") as stream:
            os.chmod(temp, _mode_for(path))
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        replace_file(temp, path)
    except BaseException:
        temp.unlink(missing_ok=True)
        raise
    _fsync_dir(path.parent)


def remove_stale_temp_files(folder: Path, max_age_s: float = STALE_TEMP_AGE_S) -> list[Path]:
    """Delete the temp files of atomic writes in `folder` older than `max_age_s` (younger
    ones may belong to a write still in progress in another window); returns those deleted."""
    deleted = []
    limit = time.time() - max_age_s
    for path in Path(folder).glob(f".*.*{TEMP_SUFFIX}"):
        try:
            if path.is_file() and path.stat().st_mtime <= limit:
                path.unlink()
                deleted.append(path)
        except OSError:
            continue  # gone already, or not ours to delete: never worth stopping the start for
    return deleted


def atomic_write_text(path: Path, text: str) -> None:
    """`atomic_write_bytes` for UTF-8 text."""
    atomic_write_bytes(path, text.encode("utf-8"))


def _mode_for(path: Path) -> int:
    """Keep the permissions of the file being replaced; a new file gets the usual ones."""
    try:
        return stat.S_IMODE(path.stat().st_mode)
    except OSError:
        return _NEW_FILE_MODE


def replace_file(source: Path, target: Path) -> None:
    """os.replace, retried briefly where Windows reports the target as in use."""
    for attempt in range(_REPLACE_ATTEMPTS):
        try:
            os.replace(source, target)
            return
        except PermissionError:
            if sys.platform != "win32" or attempt == _REPLACE_ATTEMPTS - 1:
                raise
            time.sleep(_REPLACE_PAUSE_S)


def _fsync_dir(folder: Path) -> None:
    """Make the rename durable; Windows cannot open folders for fsync, so it is skipped there."""
    if sys.platform == "win32":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass  # some file systems (network mounts) refuse fsync on folders; the data is already safe
    finally:
        os.close(fd)
