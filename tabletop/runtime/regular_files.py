"""Reading a file that may not be a file: the one way Tabletop opens what it reads.

A save, a settings file, a history entry or a content file can be replaced by anything a
path can name. A named pipe (FIFO) is the dangerous one: `open()` waits for a writer that
never comes, and the window freezes. A device (/dev/zero) never ends. So every read goes
through `read_regular`: it opens without blocking (`O_NONBLOCK`, where the platform has
it), asks the open file itself (`fstat`, so nothing can be swapped in between) whether it
is a regular file, checks the size limit before reading, and reads at most one byte past
the limit. Whatever is wrong ends in an OSError the caller already handles, with words a
person can act on: "saves/x.json is not a regular file (a named pipe)".

`regular_kind` and `require_regular` serve the places that only list files, or hand a path
to a library that opens it itself (pygame's fonts, sounds and pictures).
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

_READ_FLAGS = (os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
               | getattr(os, "O_BINARY", 0))
_CHUNK = 1 << 20


class NotRegularFile(OSError):
    """`path` names a folder, a named pipe, a socket or a device, not a file to read."""

    def __init__(self, path: Path | str, kind: str) -> None:
        super().__init__(errno.EINVAL, f"not a regular file ({kind})", str(path))
        self.path = Path(path)
        self.kind = kind

    def __str__(self) -> str:
        return f"{self.path} is not a regular file ({self.kind})"


class FileTooLarge(OSError):
    """The file is over the limit its kind of file has (tabletop.runtime.limits)."""

    def __init__(self, path: Path | str, size: int, limit: int) -> None:
        super().__init__(errno.EFBIG, f"the file is {kilobytes(size)}, over the limit of {kilobytes(limit)}",
                         str(path))
        self.path = Path(path)
        self.size = size
        self.limit = limit

    def __str__(self) -> str:
        return f"{self.path}: {self.strerror}"


def kilobytes(size: int) -> str:
    """Sizes in whole KB (rounded up), so a file just over a limit does not read as equal to it."""
    return f"{-(-size // 1024):,} KB"


def kind_of_mode(mode: int) -> str | None:
    """None for a regular file; otherwise what the file is, in a few words."""
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    return "not an ordinary file"


def regular_kind(path: Path | str) -> str | None:
    """What `path` is when it is not a regular file (following links), None when it is one.

    Never opens the file, so it cannot block. Raises OSError when it cannot be looked at
    (FileNotFoundError when nothing is there)."""
    return kind_of_mode(os.stat(path).st_mode)


def require_regular(path: Path | str) -> Path:
    """`path`, after checking it is a regular file (NotRegularFile otherwise): for paths handed
    to a library that opens them itself and would wait on a named pipe for ever."""
    kind = regular_kind(path)
    if kind is not None:
        raise NotRegularFile(path, kind)
    return Path(path)


def read_regular(path: Path | str, max_bytes: int) -> bytes:
    """The bytes of the regular file at `path`, at most `max_bytes` of them.

    Never blocks on a named pipe or device. Raises NotRegularFile, FileTooLarge, or the
    OSError of the failed open or read (FileNotFoundError, PermissionError, …)."""
    try:
        fd = os.open(path, _READ_FLAGS)
    except OSError as error:
        if error.errno == errno.ENXIO:  # a socket, or a device with nothing behind it
            raise NotRegularFile(path, _kind_or_unknown(path)) from None
        if isinstance(error, PermissionError) and os.path.isdir(path):  # Windows opens no folders
            raise NotRegularFile(path, "a folder") from None
        raise
    try:
        status = os.fstat(fd)
        kind = kind_of_mode(status.st_mode)
        if kind is not None:
            raise NotRegularFile(path, kind)
        if status.st_size > max_bytes:
            raise FileTooLarge(path, status.st_size, max_bytes)
        chunks: list[bytes] = []
        wanted = max_bytes + 1  # one byte past the limit tells a file that grew while we read
        while wanted > 0:
            chunk = os.read(fd, min(wanted, _CHUNK))
            if not chunk:
                break
            chunks.append(chunk)
            wanted -= len(chunk)
        data = b"".join(chunks)
        if len(data) > max_bytes:
            raise FileTooLarge(path, max(status.st_size, len(data)), max_bytes)
        return data
    finally:
        os.close(fd)


def _kind_or_unknown(path: Path | str) -> str:
    try:
        return regular_kind(path) or "not an ordinary file"
    except OSError:
        return "not an ordinary file"
