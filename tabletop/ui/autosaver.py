"""Autosaves (and, at a game's end, its history entry) written off the frame loop.

An autosave is an atomic write with fsync; on a slow disk that can take longer than a
frame, and it happens on every move — bots' moves included — so it runs on one
background thread, in order. The thread gets a snapshot of the match's save-relevant
parts (seats, seed, options and the list of moves made so far), never the live match,
which the frame loop goes on changing. The folder is fixed when the table opens, so a
write still queued when the user-data folder changes (tests give each test its own)
lands where the match began. Leaving the table waits for the writes in flight,
so "Continue" always finds the last move.
"""

from __future__ import annotations

import copy
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

from tabletop.engine.match import Match


def snapshot(match: Match) -> Match:
    """A shallow copy whose history and seats no longer change with the match."""
    frozen = copy.copy(match)
    frozen.history = list(match.history)
    frozen.seats = list(match.seats)
    frozen.options = dict(match.options)
    return frozen


class Autosaver:
    def __init__(self) -> None:
        from tabletop.persistence.userdirs import autosave_dir, history_dir

        self._folder = autosave_dir()
        self._history = history_dir()
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="tabletop-autosave")
        self._pending: list[Future] = []

    def save(self, match: Match) -> None:
        self._pending.append(self._pool.submit(_write, snapshot(match), self._folder))

    def clear(self) -> None:
        """Forget the autosaves (the game is over), after the writes queued before."""
        self._pending.append(self._pool.submit(_clear, self._folder))

    def finish(self, match: Match) -> None:
        """The game is over: keep it in the history, then forget the autosaves.

        The entry's document is built here, where the match lives (its result is asked of
        the live state); the write and the pruning of old entries run on the thread."""
        from tabletop.persistence.history import entry_document, match_key

        document, key = entry_document(match), match_key(match)
        self._pending.append(self._pool.submit(_record, document, key, self._history))
        self.clear()

    def problems(self) -> list[str]:
        """Messages for writes that finished with an error since the last call."""
        done = [f for f in self._pending if f.done()]
        self._pending = [f for f in self._pending if not f.done()]
        return [f"The autosave or the game's history entry could not be written: {f.exception()}"
                for f in done if f.exception()]

    def flush(self) -> list[str]:
        """Wait for every queued write; returns their problems."""
        for future in list(self._pending):
            future.exception()  # waits
        return self.problems()

    def close(self) -> list[str]:
        problems = self.flush()
        self._pool.shutdown(wait=True)
        return problems


# The persistence modules are imported on the writer thread, on first use: importing them
# on the frame loop made the first move's frame one of the slowest of a game.


def _write(match: Match, folder: Path) -> None:
    from tabletop.persistence.autosave import write_autosave

    write_autosave(match, folder)


def _record(document: dict, key: str, folder: Path) -> None:
    from tabletop.persistence.history import record_document

    record_document(document, key, folder)


def _clear(folder: Path) -> None:
    from tabletop.persistence.autosave import clear_autosaves

    clear_autosaves(folder)
