"""A summary of the history folder, so that listing a thousand games does not read a
thousand saves.

`.index.json` (hidden, so never listed as an entry) keeps, per entry file, its size and
modification time and what the History screen and the statistics need of it: the result,
the number of actions, the seats' colours. It is written only where entries are written
(at a game's end, on the autosaver's thread), from entries read and checked in full;
listing only reads it. A file whose size or modification time differs from its summary
is read in full again, so a damaged or replaced entry is never hidden behind its old
summary; opening an entry (Load, a replay) checks the whole save as always. A missing,
damaged or foreign index is simply not used.
"""

from __future__ import annotations

import json
from pathlib import Path

from tabletop.runtime.limits import MAX_HISTORY_INDEX_BYTES
from tabletop.persistence.atomic import atomic_write_text
from tabletop.persistence.small_json import read_member

INDEX_NAME = ".index.json"
FORMAT_VERSION = 1


def file_stamp(path: Path) -> list[int]:
    """What tells a file's summary is still its own: [size, modification time in ns]."""
    status = path.stat()
    return [status.st_size, status.st_mtime_ns]


def load_index(folder: Path) -> dict[str, dict]:
    """File name → summary ({"stamp", "actions", "colours", "result"}); {} when unusable."""
    entries = read_member(Path(folder) / INDEX_NAME, MAX_HISTORY_INDEX_BYTES, FORMAT_VERSION, "entries")
    if entries is None:
        return {}
    return {name: summary for name, summary in entries.items() if _well_formed(summary)}


def write_index(folder: Path, summaries: dict[str, dict]) -> None:
    document = {"format_version": FORMAT_VERSION, "entries": summaries}
    atomic_write_text(Path(folder) / INDEX_NAME, json.dumps(document, separators=(",", ":"), ensure_ascii=False))


def _well_formed(summary: object) -> bool:
    """The summary's own shape; its result is checked by the history's reader like any."""
    if not isinstance(summary, dict):
        return False
    stamp, colours = summary.get("stamp"), summary.get("colours")
    return (isinstance(stamp, list) and len(stamp) == 2 and all(type(v) is int for v in stamp)
            and type(summary.get("actions")) is int and isinstance(colours, list)
            and all(type(c) is int for c in colours) and isinstance(summary.get("result"), dict))
