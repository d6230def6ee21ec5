"""Check a whole content root: every game's game.yaml, a built game's full content (and
its tutorial.yaml, replayed through the rules, when it has one), its rules.md as plain
text, and the shared sound map (sounds.yaml, each file it names present in sounds/) when
the root has one. No entry is opened unless it is a regular file, so a named pipe in the
content is reported, never waited on.

Used by `python -m tabletop validate [DIR]` and by tests. It returns errors rather than
raising, so the command can print every problem of every game in one run.

It sits above `content/`, not in it: it runs the loaders of the games (through the
registry), of the tutorials and of the sound map, which are all built on `content/`.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from tabletop.analysis.calibration import FILE as CALIBRATION_FILE
from tabletop.analysis.calibration import read_map
from tabletop.analysis.review_labels import FILE as LABELS_FILE
from tabletop.analysis.review_labels import read_labels
from tabletop.content.errors import ContentError, ContentErrors
from tabletop.content.meta import load_meta
from tabletop.content.plain_files import RULES_FILE, check_rules_text, odd_entries
from tabletop.content.schema import suggest
from tabletop.content.yamlio import display_path
from tabletop.tutorials.loader import load_tutorial
from tabletop.tutorials.script import has_tutorial

T = TypeVar("T")


def validate_root(root: Path | None = None) -> list[ContentError]:
    """Every error in the content root `root` (default: the bundled content), in order:
    game by game, file by file. An empty list means the content is good."""
    from tabletop.registry import GAME_IDS, RULES, package

    if root is None:
        from tabletop.runtime.paths import content_root

        root = content_root()
    root = Path(root)
    if not root.is_dir():
        return [ContentError(display_path(root), None, "", "no such content folder")]
    errors: list[ContentError] = odd_entries(root)
    for entry in sorted(root.iterdir()):
        if entry.is_dir() and not entry.name.startswith((".", "_")) and entry.name not in GAME_IDS:
            errors.append(ContentError(display_path(entry), None, "",
                                       f"not a known game folder{suggest(entry.name, GAME_IDS)}"))
    for game_id in GAME_IDS:
        folder = root / game_id
        if folder.is_dir():
            errors.extend(odd_entries(folder))
        _collect(errors, load_meta, folder / "game.yaml")
        if (folder / RULES_FILE).exists() or (folder / RULES_FILE).is_symlink():
            errors.extend(error for error in check_rules_text(folder / RULES_FILE) if error not in errors)
        if game_id in RULES:
            game = _collect(errors, package(game_id).build, folder)
            if game is not None and has_tutorial(folder):
                _collect(errors, lambda f: load_tutorial(f, game), folder)
        if (folder / CALIBRATION_FILE).exists():
            _collect(errors, read_map, folder / CALIBRATION_FILE)
        if (folder / LABELS_FILE).exists():
            _collect(errors, read_labels, folder / LABELS_FILE)
    from tabletop.audio.mapping import SOUNDS_FILE, load_sound_map

    from tabletop.runtime.paths import sounds_root

    if (root / SOUNDS_FILE).exists():
        _collect(errors, lambda path: load_sound_map(path, sounds_root()), root / SOUNDS_FILE)
    return errors


def _collect(errors: list[ContentError], load: Callable[[Path], T], path: Path) -> T | None:
    """Run one loader; keep its errors, skipping any already listed (a built game's loader
    reads game.yaml again). What it loaded, or None when it found errors."""
    try:
        return load(path)
    except ContentErrors as problems:
        errors.extend(error for error in problems.errors if error not in errors)
        return None


def add_parser(sub: argparse._SubParsersAction) -> None:
    validate = sub.add_parser("validate", help="check a content folder; exit 1 listing every error")
    validate.add_argument("dir", nargs="?", type=Path, help="content root (default: the bundled content)")


def run(args: argparse.Namespace) -> int:
    errors = validate_root(args.dir)
    for error in errors:
        print(error)
    if errors:
        print(f"{len(errors)} error(s)", file=sys.stderr)
        return 1
    print("content OK")
    return 0
