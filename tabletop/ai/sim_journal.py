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

from dataclasses import asdict, fields
from pathlib import Path

from tabletop.ai.game_record import OPTIONAL_FIELDS, GameRecord
from tabletop.runtime.journal import append_entry, open_journal, read_journal_lines

JOURNAL_VERSION = 1


class SimJournal:
    """Append-only record of one sim run's finished games, keyed by game index (the file's
    mechanics: `tabletop.runtime.journal`)."""

    def __init__(self, path: Path, run: dict) -> None:
        self.path = path
        self.run = {"journal": JOURNAL_VERSION, **run}
        self.done: dict[int, GameRecord] = _games(path, open_journal(path, self.run))

    def record(self, index: int, game: GameRecord) -> None:
        """Keep one finished game (on disk before this returns)."""
        self.done[index] = game
        append_entry(self.path, {"index": index, **asdict(game)})


def read_journal(path: Path) -> tuple[dict, dict[int, GameRecord]]:
    """A journal's run header and finished games, read without changing the file (a run may
    still be appending to it: a line it is writing is not counted yet)."""
    header, entries = read_journal_lines(path)
    return header, _games(path, entries)


def _games(path: Path, entries: list[tuple[int, dict]]) -> dict[int, GameRecord]:
    names = {f.name for f in fields(GameRecord)}
    done: dict[int, GameRecord] = {}
    for number, entry in entries:
        index = entry.pop("index", None)
        if not isinstance(index, int) or not names - set(OPTIONAL_FIELDS) <= set(entry) <= names:
            raise ValueError(f"{path}: line {number}: not a game record of this version")
        entry["think"] = [(name, seconds) for name, seconds in entry["think"]]
        done[index] = GameRecord(**entry)
    return done
