"""Autosave: the match on disk after every action, so a crash or a closed lid loses nothing.

Each game being played has a folder of its own under the autosave folder (its slot:
tabletop.persistence.kept_games); this module is what happens inside one folder. The last
AUTOSAVE_KEEP positions are kept as autosave-1.json (newest) … autosave-3.json. A new
position is written whole first (autosave-next.json) and only then are the older ones
rotated down by renaming, so a write that fails (a full disk) leaves every position
saved before exactly as it was. Keeping three, not one, means that if the newest
file is ever unreadable (damaged disk, or a rules change that makes it drift) "Continue"
still finds the one before. A crash between two renames only ever leaves a gap in the
numbering, which `latest_autosave` steps over. When Continue has to fall back past an
autosave that does not load, `find_continue` says so (`ContinuePoint.skipped`), so the
title screen can tell the player which position they are going back to, and why.

A finished game is not resumable: `latest_autosave` returns None when the newest readable
autosave is a finished match (rather than falling back to the position one action before
the end). Its folder is cleared once the game's history entry is on disk, never before,
so a game whose entry could not be written is still there to be recorded again.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from tabletop.engine.match import Match
from tabletop.persistence import userdirs
from tabletop.persistence.atomic import TEMP_SUFFIX, replace_file
from tabletop.persistence.saves import SaveError, load_match, save_match

AUTOSAVE_KEEP = 3
STAGED_NAME = "autosave-next.json"
"""The new position, whole on disk before any older one is moved."""


def autosave_path(rank: int, folder: Path | None = None) -> Path:
    """autosave-1.json is the newest; autosave-AUTOSAVE_KEEP.json the oldest kept.

    `folder` defaults to the user's autosave folder; the background writer passes the one
    it was given when the match began, so a write still queued never follows a change of
    TABLETOP_HOME to another folder.
    """
    return (folder or userdirs.autosave_dir()) / f"autosave-{rank}.json"


def write_autosave(match: Match, folder: Path | None = None) -> Path:
    """Write `match` in full, then shift the older autosaves down one place and make it
    the newest. A file gone between the look and the rename (a crash left a gap, or the
    folder is being discarded) is stepped over, never an error."""
    folder = folder or userdirs.autosave_dir()
    staged = folder / STAGED_NAME
    save_match(match, staged)
    for rank in range(AUTOSAVE_KEEP - 1, 0, -1):
        try:
            replace_file(autosave_path(rank, folder), autosave_path(rank + 1, folder))
        except FileNotFoundError:
            continue
    newest = autosave_path(1, folder)
    replace_file(staged, newest)
    return newest


def autosaves(folder: Path | None = None) -> list[Path]:
    """The autosave files that exist, newest first."""
    ranked = (autosave_path(rank, folder) for rank in range(1, AUTOSAVE_KEEP + 1))
    return [path for path in ranked if path.exists()]


@dataclass(frozen=True)
class ContinuePoint:
    """The autosave Continue opens, and the newer ones passed over because they did not load
    (newest first, each with its SaveError)."""

    path: Path
    skipped: tuple[SaveError, ...] = ()

    def notice(self) -> str | None:
        """What the player should be told before continuing, or None when nothing was skipped."""
        if not self.skipped:
            return None
        newest = self.skipped[0]
        older = "an older position" if len(self.skipped) == 1 else f"a position {len(self.skipped)} autosaves older"
        return (f"The latest autosave could not be loaded ({newest.path.name}"
                f"{': ' + newest.field if newest.field else ''}: {newest.message}). "
                f"Continue opens {older} ({self.path.name}).")


def newest_that_loads(folder: Path | None = None,
                      content_root: Path | None = None) -> tuple[ContinuePoint | None, Match | None, list[SaveError]]:
    """The newest autosave in `folder` that loads, its match, and the errors of the newer
    ones stepped over (all of them, and no point, when none loads).

    Each candidate is loaded in full (replayed against the installed content), so a save
    offered as "Continue" is one that will really open.
    """
    skipped: list[SaveError] = []
    for path in autosaves(folder):
        try:
            match = load_match(path, content_root)
        except SaveError as error:
            skipped.append(error)
            continue
        except OSError as error:   # gone or unreadable between the listing and the read
            skipped.append(SaveError(path, str(error)))
            continue
        return ContinuePoint(path, tuple(skipped)), match, skipped
    return None, None, skipped


def find_continue(content_root: Path | None = None, folder: Path | None = None) -> ContinuePoint | None:
    """The newest autosave in `folder` that loads and is still being played, or None."""
    point, match, _ = newest_that_loads(folder, content_root)
    return None if match is None or match.state.is_over() else point


def latest_autosave(content_root: Path | None = None, folder: Path | None = None) -> Path | None:
    """The path `find_continue` would open, or None."""
    point = find_continue(content_root, folder)
    return point.path if point else None


def clear_autosaves(folder: Path | None = None) -> None:
    """Delete every autosave (and any temp file a crash left behind): the game is over."""
    folder = folder or userdirs.autosave_dir()
    for path in [*folder.glob("autosave-*.json"), *folder.glob(f".autosave-*{TEMP_SUFFIX}")]:
        path.unlink(missing_ok=True)
