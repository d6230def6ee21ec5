"""A sim run's finished games, one JSON line each, so a long run survives being stopped.

Strength runs take hours; a run that is killed (a session ending, a closed terminal)
would otherwise lose every game it had finished. With a journal, each game is appended
and fsynced the moment it ends, and a rerun of the same command replays only the games
the journal lacks. The first line names the run (game, seats, seed, rotation, cap); a
journal of another run is refused rather than mixed in. A last line cut off by a kill is
dropped (that one game is played again); damage anywhere else is an error naming the
line, because silently skipping games would bias the count.
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict, fields
from pathlib import Path

from tabletop.ai.game_record import OPTIONAL_FIELDS, GameRecord

JOURNAL_VERSION = 1


class SimJournal:
    """Append-only record of one sim run's finished games, keyed by game index."""

    def __init__(self, path: Path, run: dict) -> None:
        self.path = path
        self.run = {"journal": JOURNAL_VERSION, **run}
        self.done: dict[int, GameRecord] = {}
        if path.exists():
            self._load()
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            self._append(self.run)

    def _load(self) -> None:
        raw = self.path.read_bytes()
        whole = _whole_lines(raw)
        if len(whole) < len(raw):  # the last write was cut off: drop that line
            with open(self.path, "r+b") as f:
                f.truncate(len(whole))
        if not whole:
            self._append(self.run)
            return
        header, self.done = _parse_journal(self.path, whole)
        if header != self.run:
            raise ValueError(f"{self.path}: line 1: this journal is for another run ({header}), "
                             f"not {self.run}; use another file or delete it")

    def record(self, index: int, game: GameRecord) -> None:
        """Keep one finished game (on disk before this returns)."""
        self.done[index] = game
        self._append({"index": index, **asdict(game)})

    def _append(self, entry: dict) -> None:
        with open(self.path, "a", encoding="utf-8") as f:
            f.write(json.dumps(entry) + "\n")
            f.flush()
            os.fsync(f.fileno())


def read_journal(path: Path) -> tuple[dict, dict[int, GameRecord]]:
    """A journal's run header and finished games, read without changing the file (a run may
    still be appending to it: a line it is writing is not counted yet)."""
    whole = _whole_lines(path.read_bytes())
    if not whole:
        raise ValueError(f"{path}: line 1: empty, not a sim journal")
    return _parse_journal(path, whole)


def _whole_lines(raw: bytes) -> bytes:
    return raw if not raw or raw.endswith(b"\n") else raw[:raw.rfind(b"\n") + 1]


def _parse_journal(path: Path, raw: bytes) -> tuple[dict, dict[int, GameRecord]]:
    lines = raw.decode("utf-8").splitlines()
    header = _parse_line(path, lines[0], 1)
    names = {f.name for f in fields(GameRecord)}
    done: dict[int, GameRecord] = {}
    for number, line in enumerate(lines[1:], start=2):
        entry = _parse_line(path, line, number)
        index = entry.pop("index", None)
        if not isinstance(index, int) or not names - set(OPTIONAL_FIELDS) <= set(entry) <= names:
            raise ValueError(f"{path}: line {number}: not a game record of this version")
        entry["think"] = [(name, seconds) for name, seconds in entry["think"]]
        done[index] = GameRecord(**entry)
    return header, done


def _parse_line(path: Path, line: str, number: int) -> dict:
    try:
        entry = json.loads(line)
    except json.JSONDecodeError as error:
        raise ValueError(f"{path}: line {number}: not JSON ({error.msg})") from None
    if not isinstance(entry, dict):
        raise ValueError(f"{path}: line {number}: not a JSON object")
    return entry
