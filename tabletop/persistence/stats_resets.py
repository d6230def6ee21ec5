"""Statistics reset points: per player name, the moment their statistics start again.

Resetting a player's statistics deletes nothing: the games stay in the history (and can
still be replayed); from the reset on, the statistics of that name count only games that
finished afterwards. The points live in `stats-resets.json` in the user data folder, a
small versioned JSON object written atomically. A damaged file is read as "no resets"
(statistics then count every game, which loses nothing) and is replaced by the next reset.
"""

from __future__ import annotations

import json
from datetime import datetime, timezone
from pathlib import Path

from tabletop.runtime.limits import MAX_SAVED_NAME_LENGTH, MAX_STATS_RESET_BYTES
from tabletop.persistence.atomic import atomic_write_text
from tabletop.persistence.small_json import read_member

FILE_NAME = "stats-resets.json"
FORMAT_VERSION = 1


def resets_path() -> Path:
    from tabletop.persistence.userdirs import data_dir

    return data_dir() / FILE_NAME


def load_resets(path: Path | None = None) -> dict[str, datetime]:
    """Each reset name and when its statistics were reset; {} when there are none or the
    file is damaged."""
    points = read_member(path or resets_path(), MAX_STATS_RESET_BYTES, FORMAT_VERSION, "resets")
    if points is None:
        return {}
    resets = {}
    for name, stamp in points.items():
        if not isinstance(stamp, str) or len(name) > MAX_SAVED_NAME_LENGTH:
            continue
        try:
            moment = datetime.fromisoformat(stamp)
        except ValueError:
            continue
        resets[name] = moment if moment.tzinfo else moment.replace(tzinfo=timezone.utc)
    return resets


def mark_reset(name: str, when: datetime | None = None, path: Path | None = None) -> None:
    """From now (or `when`), `name`'s statistics count only games finished afterwards."""
    path = path or resets_path()
    resets = load_resets(path)
    resets[name] = when or datetime.now(timezone.utc)
    document = {"format_version": FORMAT_VERSION,
                "resets": {key: moment.isoformat(timespec="seconds") for key, moment in sorted(resets.items())}}
    atomic_write_text(path, json.dumps(document, indent=1, ensure_ascii=False) + "\n")
