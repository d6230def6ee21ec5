"""Small versioned JSON files of our own beside the saves (the history index, statistics
reset points): `{"format_version": N, "<member>": {...}}`.

They only speed things up or record a choice, so a missing, oversized, damaged or foreign
one is read as absent rather than reported: the caller starts from empty and the next
write replaces it. The size is checked before parsing, as for every file a user can hand us.
"""

from __future__ import annotations

import json
from pathlib import Path

from tabletop.runtime.regular_files import read_regular


def read_member(path: Path, max_bytes: int, format_version: int, member: str) -> dict | None:
    """The object under `member` in the file at `path`, or None when the file is missing,
    not a regular file, larger than `max_bytes`, not JSON, of another format version, or that member is not an
    object."""
    try:
        data = json.loads(read_regular(path, max_bytes).decode("utf-8"))
    except (OSError, ValueError, RecursionError):  # NotRegularFile and FileTooLarge are OSErrors
        return None
    if not isinstance(data, dict) or data.get("format_version") != format_version:
        return None
    value = data.get(member)
    return value if isinstance(value, dict) else None
