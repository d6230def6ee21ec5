"""A finished review kept beside its history entry, so a second look is instant.

The review of `<entry>.json` is `<entry>.review` in the same folder (not `.json`, so no
listing of saves or History takes it for a game). It is versioned JSON written
atomically: `{"format_version", "match", "iterations", "seed", "decisions": [...]}`.
`match` is the entry's fingerprint (`history.match_key`) and `iterations` and `seed` the
review's settings, so a review of another game, or one made by other settings, is
stale: not an error, just made again.

A review only saves time, yet a wrong one would tell a person their moves were worse than
they were. So it is read as untrusted input: the size is checked before parsing, and
every field of every decision is checked against the match (an index in its history, a
seat of its table, a known label, evaluations between 0 and 1). A damaged file raises
`ReviewFileError` naming the file, the line or field and what is wrong; the caller says
so and reviews again, which replaces it.
"""

from __future__ import annotations

import json
import math
from pathlib import Path

from tabletop.analysis.review import LABELS, SEED, Decision
from tabletop.persistence.atomic import atomic_write_text
from tabletop.persistence.history import KEPT_REVIEW_SUFFIX
from tabletop.runtime.limits import MAX_REVIEW_BYTES
from tabletop.runtime.regular_files import read_regular

FORMAT_VERSION = 1


class ReviewFileError(Exception):
    """A kept review that cannot be trusted: which file, where in it, and why."""

    def __init__(self, path: Path, message: str, where: str | None = None) -> None:
        super().__init__(message)
        self.path, self.message, self.where = path, message, where

    def __str__(self) -> str:
        return f"{self.path.name}{f' ({self.where})' if self.where else ''}: {self.message}"


def review_path(entry: Path) -> Path:
    """Where the review of the history entry `entry` is kept."""
    return Path(entry).with_suffix(KEPT_REVIEW_SUFFIX)


def write_review(entry: Path, match_key: str, iterations: int, found: list[Decision]) -> Path:
    """Keep `found` beside `entry`, atomically; raises OSError when it cannot be written."""
    path = review_path(entry)
    data = {"format_version": FORMAT_VERSION, "match": match_key, "iterations": iterations, "seed": SEED,
            "decisions": [d.to_json() for d in found]}
    atomic_write_text(path, json.dumps(data, ensure_ascii=False, indent=1))
    return path


def read_review(entry: Path, match_key: str, iterations: int, actions: int, seats: int) -> list[Decision] | None:
    """The kept review of `entry` for this match (`actions` long, `seats` round the table)
    and these settings; None when there is none or it is stale. Raises ReviewFileError
    when the file is damaged."""
    path = review_path(entry)
    try:
        raw = read_regular(path, MAX_REVIEW_BYTES)
    except FileNotFoundError:
        return None
    except OSError as error:   # too large, not a regular file, unreadable
        raise ReviewFileError(path, str(error)) from None
    try:
        data = json.loads(raw.decode("utf-8"), parse_constant=_no_constant)
    except json.JSONDecodeError as error:
        raise ReviewFileError(path, f"not JSON ({error.msg})", f"line {error.lineno}") from None
    except (UnicodeDecodeError, ValueError, RecursionError) as error:
        raise ReviewFileError(path, f"not readable JSON ({error})") from None
    if not isinstance(data, dict):
        raise ReviewFileError(path, "expected an object at the top")
    if data.get("format_version") != FORMAT_VERSION:
        raise ReviewFileError(path, f"format version {data.get('format_version')!r} is not one this "
                                    f"version of Tabletop reads", "format_version")
    if data.get("match") != match_key or data.get("iterations") != iterations or data.get("seed") != SEED:
        return None
    listed = data.get("decisions")
    if not isinstance(listed, list):
        raise ReviewFileError(path, "expected a list", "decisions")
    return [_decision(path, i, item, actions, seats) for i, item in enumerate(listed)]


def _no_constant(name: str) -> float:
    raise ValueError(f"{name} is not a number JSON allows")


def _decision(path: Path, i: int, item: object, actions: int, seats: int) -> Decision:
    where = f"decisions[{i}]"
    if not isinstance(item, dict):
        raise ReviewFileError(path, "expected an object", where)

    def whole(name: str, low: int, high: int) -> int:
        value = item.get(name)
        if not isinstance(value, int) or isinstance(value, bool) or not low <= value < high:
            raise ReviewFileError(path, f"expected a whole number from {low} to {high - 1}, not {value!r}"[:160],
                                  f"{where}.{name}")
        return value

    def text(name: str) -> str:
        value = item.get(name)
        if not isinstance(value, str) or not 0 < len(value) <= 200:
            raise ReviewFileError(path, "expected a move's text", f"{where}.{name}")
        return value

    def evaluation(name: str, optional: bool) -> float | None:
        value = item.get(name)
        if value is None and optional:
            return None
        if not isinstance(value, (int, float)) or isinstance(value, bool) or not math.isfinite(value) \
                or not 0.0 <= value <= 1.0:
            raise ReviewFileError(path, f"expected an evaluation from 0 to 1, not {value!r}"[:160], f"{where}.{name}")
        return float(value)

    label = item.get("label")
    if label not in LABELS:
        raise ReviewFileError(path, f"expected one of {', '.join(LABELS)}", f"{where}.label")
    return Decision(whole("index", 0, actions), whole("seat", 0, seats), whole("round", 0, 10_000), text("played"),
                    text("best"), evaluation("win_played", True), evaluation("win_best", False) or 0.0, str(label))
