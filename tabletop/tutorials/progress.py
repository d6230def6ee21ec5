"""Where a learner left a tutorial: `<data>/tutorials/<game>.json`, written atomically
after every move and every Next, so Esc (or a closed window) resumes at the same step.

It is not a save: it holds the moves played and the step reached, and is replayed on the
tutorial's own seed. Progress made with another version of the tutorial file (its
fingerprint differs), or that no longer replays, is dropped and the tutorial starts over:
a learner loses a few minutes, never gets stuck.
"""

from __future__ import annotations

import json
from pathlib import Path

from tabletop.engine.action import Action
from tabletop.engine.game import Game
from tabletop.runtime.limits import MAX_SAVE_BYTES
from tabletop.runtime.regular_files import read_regular
from tabletop.persistence import userdirs
from tabletop.persistence.atomic import atomic_write_text
from tabletop.tutorials.run import TutorialRun
from tabletop.tutorials.script import Tutorial

PROGRESS_FORMAT = 1


def progress_path(game_id: str) -> Path:
    return userdirs.data_dir() / "tutorials" / f"{game_id}.json"


def save_progress(run: TutorialRun) -> None:
    path = progress_path(run.tutorial.game_id)
    path.parent.mkdir(parents=True, exist_ok=True)
    document = {
        "format": PROGRESS_FORMAT,
        "game": run.tutorial.game_id,
        "fingerprint": run.tutorial.fingerprint,
        "step": run.index,
        "opponent_played": run.opponent_played,
        "free_moves": run.free_moves,
        "actions": [a.to_json() for a in run.match.actions],
    }
    atomic_write_text(path, json.dumps(document))


def clear_progress(game_id: str) -> None:
    progress_path(game_id).unlink(missing_ok=True)


def saved_step(game_id: str) -> int | None:
    """The step (0-based) the learner left the tutorial of `game_id` at, read without
    replaying anything (for a button's label); None when there is no progress."""
    document = _read(progress_path(game_id))
    step = document.get("step") if document is not None else None
    return step if isinstance(step, int) and not isinstance(step, bool) and step > 0 else None


def load_progress(tutorial: Tutorial, game: Game) -> TutorialRun | None:
    """The run where the learner left it, or None (no progress, or none that still fits)."""
    document = _read(progress_path(tutorial.game_id))
    if document is None or document.get("fingerprint") != tutorial.fingerprint:
        return None
    try:
        numbers = [document["step"], document["opponent_played"], document["free_moves"]]
        if not all(isinstance(n, int) and n >= 0 for n in numbers) or numbers[0] > len(tutorial.steps):
            return None
        actions = [Action.from_json(a) for a in document["actions"]]
        match = tutorial.new_match(game)
        match.replay(actions)
    except (KeyError, TypeError, ValueError):
        return None
    return TutorialRun(tutorial, match, *numbers)


def _read(path: Path) -> dict | None:
    try:
        document = json.loads(read_regular(path, MAX_SAVE_BYTES).decode("utf-8"))
    except (OSError, ValueError, RecursionError):  # not a regular file, too large, damaged: no progress
        return None
    if not isinstance(document, dict) or document.get("format") != PROGRESS_FORMAT:
        return None
    return document
