"""Append-only JSON-lines journals that survive being killed: long runs keep what they did.

A journal's first line names its run; each later line is one finished piece of work,
appended and fsynced the moment it is done. A run started again with the same header
opens the journal, drops a last line a kill cut off (that piece is done again), and goes
on; a journal of another run is refused rather than mixed in. Damage anywhere but the last
line is an error naming the line: silently skipping entries would bias what they count.
Used by sim runs (`ai.sim_journal`) and calibration runs (`analysis.calibration_data`).
"""

from __future__ import annotations

import json
import os
from pathlib import Path


def open_journal(path: Path, header: dict) -> list[tuple[int, dict]]:
    """The entries of the journal `path` of the run `header`, as (line number, entry),
    after making it ready to append to: created with its header, or its cut-off last line
    dropped. Raises ValueError naming the line when it is another run's or damaged."""
    if not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        append_entry(path, header)
        return []
    raw = path.read_bytes()
    whole = whole_lines(raw)
    if len(whole) < len(raw):   # the last write was cut off: drop that line
        with open(path, "r+b") as stream:
            stream.truncate(len(whole))
    if not whole:
        append_entry(path, header)
        return []
    found, entries = parse_journal(path, whole)
    if found != header:
        raise ValueError(f"{path}: line 1: this journal is for another run ({found}), not {header}; "
                         f"use another file or delete it")
    return entries


def read_journal_lines(path: Path) -> tuple[dict, list[tuple[int, dict]]]:
    """A journal's header and entries, read without changing the file (a run may still be
    appending to it: a line it is writing is not counted yet)."""
    whole = whole_lines(path.read_bytes())
    if not whole:
        raise ValueError(f"{path}: line 1: empty, not a journal")
    return parse_journal(path, whole)


def append_entry(path: Path, entry: dict) -> None:
    """One line, on disk before this returns."""
    with open(path, "a", encoding="utf-8") as stream:
        stream.write(json.dumps(entry) + "\n")
        stream.flush()
        os.fsync(stream.fileno())


def whole_lines(raw: bytes) -> bytes:
    """`raw` up to its last newline (all of it when it ends with one)."""
    return raw if not raw or raw.endswith(b"\n") else raw[:raw.rfind(b"\n") + 1]


def parse_journal(path: Path, whole: bytes) -> tuple[dict, list[tuple[int, dict]]]:
    """The header and the (line number, entry) pairs of whole lines; ValueError naming the
    first line that is not a JSON object."""
    lines = whole.decode("utf-8").splitlines()
    header = _parse_line(path, lines[0], 1)
    return header, [(number, _parse_line(path, line, number)) for number, line in enumerate(lines[1:], start=2)]


def _parse_line(path: Path, line: str, number: int) -> dict:
    try:
        entry = json.loads(line)
    except json.JSONDecodeError as error:
        raise ValueError(f"{path}: line {number}: not JSON ({error.msg})") from None
    if not isinstance(entry, dict):
        raise ValueError(f"{path}: line {number}: not a JSON object")
    return entry
