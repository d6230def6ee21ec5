"""One window at a time on a kept game: an exclusive lock on the game's autosave folder.

Two Tabletop windows on one home each keep their games in folders of their own
(tabletop.persistence.kept_games); the window playing a game holds `SlotLock` on its
folder's `.lock` file for as long as the table is open, so another window neither opens
that game nor writes into its folder ("This game is open in another Tabletop window").
The lock is the operating system's (`fcntl.flock` on POSIX, `msvcrt.locking` on
Windows), so it goes with the process: a window that crashes or is killed leaves no
stale lock behind, only the file, which the next window locks afresh.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

LOCK_NAME = ".lock"


class SlotLock:
    """Held: `acquire` returns one only when no other holder has the folder."""

    def __init__(self, folder: Path, fd: int) -> None:
        self.folder = folder
        self._fd: int | None = fd

    @classmethod
    def acquire(cls, folder: Path) -> SlotLock | None:
        """Lock `folder` (created if need be); None when another window holds it.

        Raises OSError when the lock file cannot be made at all (a read-only or full disk)."""
        folder = Path(folder)
        folder.mkdir(parents=True, exist_ok=True)
        fd = os.open(folder / LOCK_NAME, os.O_RDWR | os.O_CREAT, 0o666)
        if _try_lock(fd):
            return cls(folder, fd)
        os.close(fd)
        return None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def release(self) -> None:
        """Let other windows open the game again (closing the file drops the lock)."""
        if self._fd is not None:
            fd, self._fd = self._fd, None
            _unlock(fd)
            os.close(fd)


def held_elsewhere(folder: Path) -> bool:
    """Does a window (another process, or another table in this one) hold `folder`?

    A folder whose lock file cannot be opened (read-only, gone) counts as free: its game
    is then refused, if at all, when it is opened, with the reason in words."""
    path = Path(folder) / LOCK_NAME
    try:
        fd = os.open(path, os.O_RDWR)
    except OSError:
        return False
    try:
        if _try_lock(fd):
            _unlock(fd)
            return False
        return True
    finally:
        os.close(fd)


if sys.platform == "win32":   # pragma: no cover - exercised on Windows builds only
    import msvcrt

    def _try_lock(fd: int) -> bool:
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        try:
            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
        except OSError:
            pass
else:
    import fcntl

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)
