"""The catalogue of games: which exist, which are built, and how to build each from content.

A game's metadata (name, one-line pitch, player range, icon) is `content/<id>/game.yaml`;
a built game also names the Python package whose `load(content_dir)` returns its Game.
Broken content never raises out of here into the UI: `GameEntry.problems` carries the
errors so the game-select screen can show them and refuse to start that game.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from pathlib import Path

from tabletop import paths
from tabletop.content.errors import ContentError, ContentErrors
from tabletop.engine.game import Game

GAME_IDS = ("golden_sails", "sail_to_india", "pirates_gold", "winds_of_trade")
BUILT = {"golden_sails": "tabletop.games.golden_sails"}


@dataclass
class GameEntry:
    id: str
    name: str
    pitch: str
    min_players: int
    max_players: int
    icon: str
    built: bool
    problems: list[ContentError] = field(default_factory=list)

    @property
    def playable(self) -> bool:
        return self.built and not self.problems


_cache: dict[tuple[str, Path], Game] = {}


def content_dir(game_id: str, root: Path | None = None) -> Path:
    return (root or paths.content_root()) / game_id


def load_game(game_id: str, root: Path | None = None) -> Game:
    """Build (once per content folder) the Game for `game_id`; raises ContentErrors."""
    if game_id not in BUILT:
        raise KeyError(f"{game_id} is not built yet" if game_id in GAME_IDS else f"no game called {game_id!r}")
    folder = content_dir(game_id, root).resolve()
    key = (game_id, folder)
    if key not in _cache:
        module = importlib.import_module(BUILT[game_id])
        _cache[key] = module.load(folder)
    return _cache[key]


def catalogue(root: Path | None = None) -> list[GameEntry]:
    """Every game with its metadata; a built game's content is loaded to find problems."""
    from tabletop.content.meta import load_meta

    entries = []
    for game_id in GAME_IDS:
        folder = content_dir(game_id, root)
        try:
            meta = load_meta(folder / "game.yaml")
        except ContentErrors as errors:
            entries.append(GameEntry(game_id, game_id.replace("_", " ").title(), "", 0, 0, "", False, list(errors.errors)))
            continue
        entry = GameEntry(game_id, meta.name, meta.pitch, meta.min_players, meta.max_players, meta.icon, game_id in BUILT)
        if entry.built:
            try:
                load_game(game_id, root)
            except ContentErrors as errors:
                entry.problems = list(errors.errors)
        entries.append(entry)
    return entries
