"""Autosave: the match on disk after every action, so a crash or a closed lid loses nothing.

The last AUTOSAVE_KEEP positions are kept as autosave-1.json (newest) … autosave-3.json,
rotated by renaming before each write. Keeping three, not one, means that if the newest
file is ever unreadable (damaged disk, or a rules change that makes it drift) "Continue"
still finds the one before. A crash between two renames only ever leaves a gap in the
numbering, which `latest_autosave` steps over. When Continue has to fall back past an
autosave that does not load, `find_continue` says so (`ContinuePoint.skipped`), so the
title screen can tell the player which position they are going back to, and why.

A finished game is not resumable: `latest_autosave` returns None when the newest readable
autosave is a finished match (rather than falling back to the position one action before
the end), and the results scene calls `clear_autosaves` so the title screen stops
offering Continue without even replaying it.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from tabletop.engine.match import Match
from tabletop.persistence import userdirs
from tabletop.persistence.atomic import TEMP_SUFFIX, replace_file
from tabletop.persistence.saves import SaveError, load_match, save_match

AUTOSAVE_KEEP = 3


def autosave_path(rank: int, folder: Path | None = None) -> Path:
    """autosave-1.json is the newest; autosave-AUTOSAVE_KEEP.json the oldest kept.

    `folder` defaults to the user's autosave folder; the background writer passes the one
    it was given when the match began, so a write still queued never follows a change of
    TABLETOP_HOME to another folder.
    """
    return (folder or userdirs.autosave_dir()) / f"autosave-{rank}.json"


def write_autosave(match: Match, folder: Path | None = None) -> Path:
    """Shift the older autosaves down one place and write `match` as the newest."""
    for rank in range(AUTOSAVE_KEEP - 1, 0, -1):
        older = autosave_path(rank, folder)
        if older.exists():
            replace_file(older, autosave_path(rank + 1, folder))
    newest = autosave_path(1, folder)
    save_match(match, newest)
    return newest


def autosaves() -> list[Path]:
    """The autosave files that exist, newest first."""
    return [path for path in (autosave_path(rank) for rank in range(1, AUTOSAVE_KEEP + 1)) if path.exists()]


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


def find_continue(content_root: Path | None = None) -> ContinuePoint | None:
    """The newest autosave that loads and is still being played, or None.

    Each candidate is loaded in full (replayed against the installed content), so a save
    offered as "Continue" is one that will really open; the ones that do not load are
    stepped over and listed in the answer.
    """
    skipped: list[SaveError] = []
    for path in autosaves():
        try:
            match = load_match(path, content_root)
        except SaveError as error:
            skipped.append(error)
            continue
        return None if match.state.is_over() else ContinuePoint(path, tuple(skipped))
    return None


def latest_autosave(content_root: Path | None = None) -> Path | None:
    """The path `find_continue` would open, or None."""
    point = find_continue(content_root)
    return point.path if point else None


def clear_autosaves(folder: Path | None = None) -> None:
    """Delete every autosave (and any temp file a crash left behind): the game is over."""
    folder = folder or userdirs.autosave_dir()
    for path in [*folder.glob("autosave-*.json"), *folder.glob(f".autosave-*{TEMP_SUFFIX}")]:
        path.unlink(missing_ok=True)
