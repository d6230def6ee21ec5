"""The catalogue of games: which exist, which are built, and how to build each from content.

A game's metadata (name, one-line pitch, player range, icon) is `content/<id>/game.yaml`.
A game is built in two steps, and the registry tells them apart so a game's rules can
land (and be simulated, scored and tested) before its table does:

- `RULES`: games with a rules package, whose `PACKAGE` (`tabletop.engine.package.GamePackage`)
  builds its Game and hands out its parts; `sim`, `score`, `validate`, the conformance
  suite and the bots work on these. `package(game_id)` is the one way to reach it.
- `PLAYABLE`: those of them that also have a table scene, so the app offers them.
Broken content never raises out of here into the UI: `GameEntry.problems` carries the
errors so the game-select screen can show them and refuse to start that game.

It sits at the top of the package, not inside `games/`: the layers below the games (saves,
tutorials, the bots' worker, content validation) ask it which games exist, and an import
from them into `games/`, whose tables import the UI, would run upward. It names the game
packages only as strings, for importlib, so importing it loads no game.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from tabletop.runtime import paths
from tabletop.content.errors import ContentError, ContentErrors
from tabletop.engine.game import Game
from tabletop.engine.package import GamePackage

if TYPE_CHECKING:
    from tabletop.content.meta import GameMeta

GAME_IDS = ("golden_sails", "sail_to_india", "pirates_gold", "winds_of_trade")
RULES = {
    "golden_sails": "tabletop.games.golden_sails",
    "sail_to_india": "tabletop.games.sail_to_india",
    "pirates_gold": "tabletop.games.pirates_gold",
    "winds_of_trade": "tabletop.games.winds_of_trade",
}
PLAYABLE = frozenset({"golden_sails", "sail_to_india", "pirates_gold", "winds_of_trade"})


@dataclass
class GameEntry:
    """One game as the select screen lists it: its game.yaml (a stand-in named after the
    id when that file is broken), whether it is built, and what is wrong with its content."""

    meta: GameMeta
    built: bool
    problems: list[ContentError] = field(default_factory=list)

    @property
    def id(self) -> str:
        return self.meta.id

    @property
    def playable(self) -> bool:
        return self.built and not self.problems


_cache: dict[tuple[str, Path], Game] = {}


def content_dir(game_id: str, root: Path | None = None) -> Path:
    return (root or paths.content_root()) / game_id


@cache
def package(game_id: str) -> GamePackage:
    """The game's declared package: its Game factory and the parts every layer asks for
    (bots, progress, scenario, table). Imports the game's `__init__` only; each part's
    modules load when that part is first asked for. Raises KeyError for an unknown id."""
    if game_id not in RULES:
        raise KeyError(f"{game_id} is not built yet" if game_id in GAME_IDS else f"no game called {game_id!r}")
    declared = importlib.import_module(RULES[game_id]).PACKAGE
    if not isinstance(declared, GamePackage) or declared.id != game_id:
        raise TypeError(f"{RULES[game_id]}.PACKAGE is not the GamePackage of {game_id}")
    return declared


def load_game(game_id: str, root: Path | None = None) -> Game:
    """Build (once per content folder) the Game for `game_id`; raises ContentErrors."""
    folder = content_dir(game_id, root).resolve()
    key = (game_id, folder)
    if key not in _cache:
        _cache[key] = package(game_id).build(folder)
    return _cache[key]


def game_name(game_id: str, root: Path | None = None) -> str:
    """The game's own name (its game.yaml's: "Winds of Trade"), or its id in words where
    that file does not load; "" for an id that is no game's. Read once per content
    folder: lists draw it every frame."""
    return _game_name_in(game_id, root or paths.content_root())


@cache
def _game_name_in(game_id: str, root: Path) -> str:
    from tabletop.content.meta import load_meta

    if game_id not in GAME_IDS:
        return ""
    try:
        return load_meta(content_dir(game_id, root) / "game.yaml").name
    except (ContentErrors, OSError):
        return game_id.replace("_", " ").title()


def catalogue(root: Path | None = None) -> list[GameEntry]:
    """Every game with its metadata; a playable game's content is loaded to find problems."""
    from tabletop.content.meta import GameMeta, load_meta

    entries = []
    for game_id in GAME_IDS:
        folder = content_dir(game_id, root)
        try:
            meta = load_meta(folder / "game.yaml")
        except ContentErrors as errors:
            stand_in = GameMeta(game_id, game_id.replace("_", " ").title(), "", 0, 0, "")
            entries.append(GameEntry(stand_in, False, list(errors.errors)))
            continue
        entry = GameEntry(meta, game_id in PLAYABLE)
        if entry.built:
            try:
                load_game(game_id, root)
            except ContentErrors as errors:
                entry.problems = list(errors.errors)
        entries.append(entry)
    return entries
