"""Autosaves (and, at a game's end, its history entry) written off the frame loop.

An autosave is an atomic write with fsync; on a slow disk that can take longer than a
frame, and it happens on every move — bots' moves included — so it runs on one
background thread, in order. The thread gets a snapshot of the match's save-relevant
parts (seats, seed, options and the list of moves made so far), never the live match,
which the frame loop goes on changing. The game's slot (its own folder, among the kept
games: tabletop.persistence.kept_games) is fixed when the table opens — the one it was
continued from, or a new one made and locked at the first write — so a write still
queued when the user-data folder changes lands where the match began. Leaving the table
waits for the writes in flight, so "Continue" always finds the last move.

Every write that fails is told, in words, with what was kept (`problems`): an autosave
that failed leaves the positions saved before it as they were, and the end of a game
clears its slot only once the history entry is on disk, so a game whose entry could not
be written is still kept for Continue.
"""

from __future__ import annotations

import copy
import errno
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from tabletop.engine.match import Match

if TYPE_CHECKING:
    from tabletop.persistence.slot_lock import SlotLock


def snapshot(match: Match) -> Match:
    """A shallow copy whose history and seats no longer change with the match."""
    frozen = copy.copy(match)
    frozen.history = list(match.history)
    frozen.seats = list(match.seats)
    frozen.options = dict(match.options)
    return frozen


def reason(error: BaseException) -> str:
    """Why a write failed, in the person's words."""
    number = getattr(error, "errno", None)
    if number == errno.ENOSPC:
        return "the disk is full"
    if number == errno.EDQUOT:
        return "your disk quota is used up"
    if number in (errno.EACCES, errno.EPERM, errno.EROFS):
        return "Tabletop may not write in its folder"
    return str(getattr(error, "strerror", None) or error)


@dataclass
class _Write:
    """One queued write: what it was, how many moves it held, and its outcome."""

    kind: str
    moves: int
    future: Future


class Autosaver:
    def __init__(self, game_name: str = "game", game_id: str = "game", slot: SlotLock | None = None,
                 kept_moves: int | None = None) -> None:
        """`slot` (locked) and `kept_moves`: the kept game continued, and the moves it holds."""
        from tabletop.persistence.kept_games import new_slot
        from tabletop.persistence.userdirs import history_dir

        self.game_name = game_name
        self._lock = slot
        self.folder = slot.folder if slot is not None else new_slot(game_id)
        """The game's slot: continued from, or made at the first write."""
        self._history = history_dir()
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="tabletop-autosave")
        self._pending: list[_Write] = []
        self.kept_moves = kept_moves
        """Moves in the newest autosave known to be on disk (None: none written yet)."""
        self.trouble: str | None = None
        """The last autosave failed (what the person is told, until a later one lands)."""
        self.trouble_reason: str | None = None
        """Why, in a few words ("the disk is full")."""
        self.history_trouble: str | None = None
        """The game's history entry could not be written (what the person is told): its slot is kept."""

    def save(self, match: Match) -> None:
        self._queue("autosave", len(match.history), _write, snapshot(match), self)

    def finish(self, match: Match) -> None:
        """The game is over: keep it in the history, then (only then) let its slot go.

        The entry's document is built here, where the match lives (its result is asked of
        the live state); the write and the pruning of old entries run on the thread."""
        from tabletop.persistence.history import entry_document, match_key

        self.save(match)   # the final position too, should the entry fail
        document, key = entry_document(match), match_key(match)
        self._queue("history", len(match.history), _record, document, key, self._history, self)

    def problems(self) -> list[str]:
        """Messages for writes that finished with an error since the last call."""
        done, waiting = [], []
        for write in self._pending:   # one look per write: one finishing between two looks was lost
            (done if write.future.done() else waiting).append(write)
        self._pending = waiting
        messages = []
        for write in done:
            error = write.future.exception()
            if error is None:
                if write.kind == "autosave":
                    self.kept_moves, self.trouble, self.trouble_reason = write.moves, None, None
                continue
            if write.kind == "history":
                self.history_trouble = history_message(self.game_name, write.moves, self.kept_moves, error)
                messages.append(self.history_trouble)
            else:
                self.trouble = autosave_message(write.moves, self.kept_moves, error)
                self.trouble_reason = reason(error)
                messages.append(self.trouble)
        return messages

    def writing(self) -> bool:
        """Are writes queued or under way (their outcome not yet taken in by `problems`)?"""
        return bool(self._pending)

    def flush(self) -> list[str]:
        """Wait for every queued write; returns their problems."""
        for write in list(self._pending):
            write.future.exception()  # waits
        return self.problems()

    def close(self) -> list[str]:
        """Wait for the writes, stop the thread and let other windows have the game."""
        problems = self.flush()
        self._pool.shutdown(wait=True)
        if self._lock is not None:
            from tabletop.persistence.autosave import autosaves
            from tabletop.persistence.kept_games import note_left_here, remove_slot

            self._lock.release()
            if self.folder.exists() and not autosaves(self.folder):
                remove_slot(self.folder)   # nothing of the game landed (a full disk): no empty folder left
            note_left_here(self.folder if self.folder.exists() else None)
        return problems

    # --- on the writer thread -------------------------------------------------------------

    def _queue(self, kind: str, moves: int, job, *args) -> None:
        self._pending.append(_Write(kind, moves, self._pool.submit(job, *args)))

    def ensure_slot(self) -> None:
        """Make and lock the game's folder before its first write (writer thread)."""
        if self._lock is None:
            from tabletop.persistence.slot_lock import SlotLock

            self._lock = SlotLock.acquire(self.folder)

    def let_go(self) -> None:
        """The game is in the history: its slot is no longer needed (writer thread)."""
        from tabletop.persistence.autosave import clear_autosaves
        from tabletop.persistence.kept_games import remove_slot

        clear_autosaves(self.folder)
        if self._lock is not None:
            self._lock.release()
        remove_slot(self.folder)


def autosave_message(moves: int, kept: int | None, error: BaseException) -> str:
    """An autosave failed: say why, and which position is still kept."""
    if kept is None:
        kept_part = "No position of this game is saved yet"
    else:
        kept_part = f"Continue still opens the position after move {kept}"
    return (f"Move {moves} could not be autosaved: {reason(error)}. {kept_part}; "
            "the game goes on, and the next move tries again.")


def history_message(game_name: str, moves: int, kept: int | None, error: BaseException) -> str:
    """The finished game's history entry failed: say why, and what of the game is kept."""
    failed = f"This {game_name} game could not be added to History: {reason(error)}."
    if kept is None:
        return f"{failed} No position of it could be saved either, so it cannot be continued."
    if kept < moves:
        return (f"{failed} It is kept up to move {kept}: Continue on the title screen goes back there, "
                "and the game goes into History when it is finished again with room on the disk.")
    return (f"{failed} It is kept: it waits under Continue on the title screen and goes into History "
            "once there is room.")


# The persistence modules are imported on the writer thread, on first use: importing them
# on the frame loop made the first move's frame one of the slowest of a game.


def _write(match: Match, saver: Autosaver) -> None:
    from tabletop.persistence.autosave import write_autosave

    saver.ensure_slot()
    write_autosave(match, saver.folder)


def _record(document: dict, key: str, folder: Path, saver: Autosaver) -> None:
    from tabletop.persistence.history import record_document
    from tabletop.persistence.saves import SAVE_SUFFIX

    try:
        record_document(document, key, folder)
    except OSError:
        # The entry itself may be on disk and only the summary index after it failed (the
        # index is a cache, rebuilt from the entries): then the game is in History all the same.
        if not any(folder.glob(f"*-{key}{SAVE_SUFFIX}")):
            raise
    saver.let_go()
