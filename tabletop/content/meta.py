"""A game's `game.yaml`: what the game-select screen shows before any rules are loaded.

Every game folder has one, built or not, so the catalogue can list all four games with a
name, a one-line pitch, the player range and an icon. A built game also lists its
variants (`options`), which become the engine's GameOption values.

    name: Golden Sails
    pitch: One sentence that makes you want to play.
    players: {min: 2, max: 4}
    icon: sailboat
    options:                       # optional
      - {id: open_gems, label: Open gems, description: ..., default: false}
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tabletop.content.errors import ContentErrors
from tabletop.content.schema import Checker
from tabletop.content.yamlio import read_yaml
from tabletop.engine.game import GameOption
from tabletop.runtime.limits import MAX_GAME_NAME_LENGTH

MAX_PLAYERS = 8
OPTION_ID = re.compile(r"^[a-z][a-z0-9_]*$")


@dataclass(frozen=True)
class GameMeta:
    id: str
    name: str
    pitch: str
    min_players: int
    max_players: int
    icon: str
    options: tuple[GameOption, ...] = ()


def load_meta(path: Path) -> GameMeta:
    """Read and check `path` (a game.yaml); the game id is its folder's name unless the
    file gives one, which must then agree. Raises ContentErrors with every problem."""
    doc = read_yaml(path)
    check = Checker(doc)
    data = check.mapping((), doc.data, ("name", "pitch", "players", "icon"), ("id", "options"),
                         what="a mapping of game metadata")
    if data is None:
        raise ContentErrors(check.errors)
    game_id = path.parent.name
    if "id" in data and check.text(("id",), data["id"], "the game id") not in (None, game_id):
        check.error(("id",), f"the id {data['id']!r} does not match the folder name {game_id!r}")
    name = check.text(("name",), data["name"], "the game's name") if "name" in data else None
    if name is not None and len(name.strip()) > MAX_GAME_NAME_LENGTH:
        check.error(("name",), f"the game's name is {len(name.strip()):,} characters long; a name is at most "
                               f"{MAX_GAME_NAME_LENGTH}, so that it fits the game-select screen")
    pitch = check.text(("pitch",), data["pitch"], "a one-line pitch") if "pitch" in data else None
    if pitch is not None and "\n" in pitch.strip():
        check.error(("pitch",), "expected a single line, got several lines")
    icon = check.sprite(("icon",), data["icon"]) if "icon" in data else None
    low, high = _players(check, data["players"]) if "players" in data else (0, 0)
    options = _options(check, data.get("options", []))
    if check.errors:
        raise ContentErrors(check.errors)
    # Each of these is required: missing or unreadable, the checker has reported it above.
    assert name is not None and pitch is not None and icon is not None
    return GameMeta(game_id, name, pitch.strip(), low, high, icon, options)


def _players(check: Checker, value: Any) -> tuple[int, int]:
    players = check.mapping(("players",), value, ("min", "max"), what="the player range")
    if players is None:
        return 0, 0
    low = check.integer(("players", "min"), players["min"], 1, MAX_PLAYERS) if "min" in players else None
    high = check.integer(("players", "max"), players["max"], 1, MAX_PLAYERS) if "max" in players else None
    if low is not None and high is not None and low > high:
        check.error(("players", "max"), f"expected max to be at least min ({low}), got {high}")
    return low or 0, high or 0


def _options(check: Checker, value: Any) -> tuple[GameOption, ...]:
    items = check.sequence(("options",), value, "a list of options")
    options: list[GameOption] = []
    seen: set[str] = set()
    for index, item in enumerate(items or []):
        path = ("options", index)
        entry = check.mapping(path, item, ("id", "label", "description"), ("default",), what="an option")
        if entry is None:
            continue
        option_id = check.text(path + ("id",), entry["id"], "an option id") if "id" in entry else None
        if option_id is not None:
            if not OPTION_ID.match(option_id):
                check.error(path + ("id",), f"expected an id of lowercase letters, digits and '_', got {option_id!r}")
            elif option_id in seen:
                check.error(path + ("id",), f"option id {option_id!r} is used twice")
            seen.add(option_id)
        label = check.text(path + ("label",), entry["label"], "a short label") if "label" in entry else None
        description = (check.text(path + ("description",), entry["description"], "a description")
                       if "description" in entry else None)
        default = entry.get("default", False)
        if not isinstance(default, bool):
            check.error(path + ("default",), f"expected true or false, got {default!r}")
        if option_id and label and description:
            options.append(GameOption(option_id, label.strip(), description.strip(), default is True))
    return tuple(options)
