"""Every unfinished game kept: one folder (a slot) per game under the autosave folder.

A game autosaves into a slot of its own (`autosave/<when>-<game>-<random>/`, its own
rotation of the last positions, tabletop.persistence.autosave), so starting a game of
another kind never pushes an unfinished one out, and nothing is ever dropped without the
person asking (Discard, with a confirmation). The title screen lists the slots newest
first (`kept_games`) and Continue opens the newest that is not open in another window
(`pick_continue`), preferring the one this window last left, so two windows on one home
each go back to their own game. The window playing a slot holds its lock
(tabletop.persistence.slot_lock) until the table closes.

A slot leaves when its game is over and the game's history entry is on disk; a finished
game whose entry could not be written (a full disk) stays listed, so it can be recorded
when there is room (`record_finished`).

Autosaves of the version before slots (`autosave-1.json` … at the top of the autosave
folder) are moved, unchanged, into a slot of their own the first time the list is read
(`migrate_old_autosaves`): renamed, never rewritten, whether or not they load.
"""

from __future__ import annotations

import os
import secrets
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

from tabletop.engine.match import Match
from tabletop.persistence import userdirs
from tabletop.persistence.autosave import (AUTOSAVE_KEEP, STAGED_NAME, ContinuePoint, autosave_path, autosaves,
                                           clear_autosaves, newest_that_loads)
from tabletop.persistence.saves import SaveError, load_match, read_save
from tabletop.persistence.slot_lock import LOCK_NAME, SlotLock, held_elsewhere

MIGRATION_LOCK = ".migrate"
"""A folder locked while old autosaves move, so two windows starting together move them once."""

_left_here: Path | None = None
"""The slot this window (this process) last left: its Continue goes back there first."""


@dataclass(frozen=True)
class KeptGame:
    """One slot as the title screen lists it."""

    folder: Path
    point: ContinuePoint | None
    """The autosave that opens (None: none of its autosaves loads; `problem` says why)."""
    game_id: str = ""
    game_name: str = ""
    players: tuple[str, ...] = ()
    where: str = ""
    """How far the game went, in the game's own words ("Round 4")."""
    saved_at: float = 0.0
    """When it was last autosaved (seconds since the epoch): the list is newest first."""
    finished: bool = False
    """Over, but its history entry is not written yet."""
    open_elsewhere: bool = False
    problem: SaveError | None = None

    @property
    def playable(self) -> bool:
        return self.point is not None and not self.open_elsewhere


def root(folder: Path | None = None) -> Path:
    return folder or userdirs.autosave_dir()


def new_slot(game_id: str, folder: Path | None = None) -> Path:
    """A fresh slot's folder for a game of `game_id` (not created: the first write does)."""
    stamp = datetime.now(timezone.utc).strftime("%Y%m%dT%H%M%SZ")
    return root(folder) / f"{stamp}-{game_id}-{secrets.token_hex(4)}"


def slot_folders(folder: Path | None = None) -> list[Path]:
    """The slots that hold at least one autosave (an empty one is a game's first write
    still under way in some window, or a crash before it: neither is a game to list)."""
    found = []
    try:
        children = list(root(folder).iterdir())
    except OSError:
        return []
    for child in children:
        if child.name.startswith(".") or not child.is_dir():
            continue
        if autosaves(child):
            found.append(child)
    return found


def kept_games(folder: Path | None = None, content_root: Path | None = None) -> list[KeptGame]:
    """Every kept game, newest first (old top-level autosaves moved into a slot first);
    those that cannot be opened come after the rest, so they never crowd out a game
    that can."""
    migrate_old_autosaves(folder)
    games = [describe(slot, content_root) for slot in slot_folders(folder)]
    games.sort(key=lambda game: (game.point is not None, game.saved_at, game.folder.name), reverse=True)
    return games


def describe(slot: Path, content_root: Path | None = None) -> KeptGame:
    """Load the slot's newest autosave that loads and say what it holds."""
    saved_at = _newest_time(slot)
    elsewhere = held_elsewhere(slot)
    point, match, skipped = newest_that_loads(slot, content_root)
    if match is None or point is None:
        problem = skipped[0] if skipped else SaveError(slot, "no autosave is left in this folder")
        game_id = _slot_game(slot)
        return KeptGame(slot, None, game_id, _game_name(game_id), saved_at=saved_at, open_elsewhere=elsewhere,
                        problem=problem)
    return KeptGame(slot, point, match.game.id, match.game.name, tuple(seat.name for seat in match.seats),
                    _where(match), saved_at, match.state.is_over(), elsewhere)


def pick_continue(games: list[KeptGame]) -> KeptGame | None:
    """What Continue opens: the unfinished game this window last left if it is still
    kept, else the newest unfinished one that no other window has open."""
    candidates = [game for game in games if game.playable and not game.finished]
    for game in candidates:
        if _left_here is not None and game.folder == _left_here:
            return game
    return candidates[0] if candidates else None


def note_left_here(slot: Path | None) -> None:
    """The table of `slot` closed in this window (Continue's first choice from now on)."""
    global _left_here
    _left_here = slot


def discard(slot: Path) -> bool:
    """Delete a kept game for good (the person asked, and confirmed); False when another
    window has it open, which leaves it alone."""
    lock = SlotLock.acquire(slot)
    if lock is None:
        return False
    try:
        clear_autosaves(slot)
    finally:
        lock.release()
    remove_slot(slot)
    return True


def remove_slot(slot: Path) -> None:
    """Remove a slot's folder once its autosaves are gone (a file someone else put there
    keeps the folder, and the folder is then simply no longer listed)."""
    (slot / LOCK_NAME).unlink(missing_ok=True)
    try:
        slot.rmdir()
    except OSError:
        pass


def record_finished(game: KeptGame) -> bool:
    """File a finished kept game in the history, then let its slot go; False when another
    window has it open (it files it there). Raises OSError (the slot stays) when the entry
    still cannot be written."""
    from tabletop.persistence.history import record_game

    assert game.point is not None and game.finished
    lock = SlotLock.acquire(game.folder)
    if lock is None:
        return False
    try:
        record_game(load_match(game.point.path))
        clear_autosaves(game.folder)
    finally:
        lock.release()
    remove_slot(game.folder)
    return True


def migrate_old_autosaves(folder: Path | None = None) -> Path | None:
    """Move `autosave-1.json` … from the top of the autosave folder into a new slot, as
    they are (renamed, not rewritten, loadable or not); returns the slot, or None when
    there was nothing to move."""
    top = root(folder)
    # Whatever stands at an autosave's name moves, a pipe or a link too (a rename never
    # opens it): the slot's Continue then steps past it and says why, as it did before.
    old = [path for path in (autosave_path(rank, top) for rank in range(1, AUTOSAVE_KEEP + 1)) if os.path.lexists(path)]
    if not old:
        return None
    guard = SlotLock.acquire(top / MIGRATION_LOCK)
    if guard is None:
        return None   # another window is moving them right now
    try:
        slot = new_slot(_game_of(old), top)
        slot.mkdir(parents=True, exist_ok=True)
        for path in [*old, top / STAGED_NAME]:
            try:
                os.replace(path, slot / path.name)
            except FileNotFoundError:
                continue
        return slot
    finally:
        guard.release()


def _game_of(paths: list[Path]) -> str:
    for path in paths:
        try:
            return read_save(path).game
        except SaveError:
            continue
    return "earlier"


def _slot_game(slot: Path) -> str:
    """The game a slot's name says it holds ("" when the name is not one Tabletop gives)."""
    parts = slot.name.split("-")
    return parts[1] if len(parts) == 3 else ""


def _game_name(game_id: str) -> str:
    """The game's own name, for a slot that cannot be opened (so it is not shown as a
    folder name); "" for a name that is no game's."""
    from tabletop import registry

    return registry.game_name(game_id)


def _newest_time(slot: Path) -> float:
    for path in autosaves(slot):
        try:
            return path.stat().st_mtime
        except OSError:
            continue
    return 0.0


def _where(match: Match) -> str:
    """The round the game is in, as its own table counts them (a game without progress
    figures: the number of moves)."""
    from tabletop import registry

    if match.game.id in registry.RULES:
        return f"Round {registry.package(match.game.id).progress().round_number(match.state)}"
    return f"{len(match.history)} moves"
