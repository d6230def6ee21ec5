"""A fingerprint of a game's content folder, recorded in saves.

A save is a seed plus an action list; replaying it on different cards or numbers would
silently give a different game, so the loader compares this hash and says so instead.
Only the files that define the game count (`*.yaml`, `*.md`), by name and exact bytes,
in sorted order; each is framed with its name and length so no two folders collide by
moving bytes from one file into the next.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

HASHED_SUFFIXES = (".yaml", ".md")


def content_hash(folder: Path) -> str:
    """sha256 hex digest of `folder`'s *.yaml and *.md files (not recursive)."""
    digest = hashlib.sha256()
    files = sorted(p for p in folder.iterdir() if p.is_file() and p.suffix in HASHED_SUFFIXES)
    for path in files:
        data = path.read_bytes()
        digest.update(path.name.encode("utf-8") + b"\0" + str(len(data)).encode() + b"\0")
        digest.update(data)
    return digest.hexdigest()
