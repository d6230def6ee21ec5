"""`sim --save-dir`: a game between computers written as an ordinary save, so it can be
loaded, replayed and reviewed like any game people played.

Each seat is named after its bot and its place (`ai:normal@iters=400 (1)`), so the save
says exactly who played. A seat's kind must be one a save knows (`SEAT_KINDS`): a
pinned bot keeps the level it names (`ai:normal@iters=400` is an `ai:normal` seat) and a
bare iteration count (`ai:iters=N`) is written as `ai:normal`; its name keeps the truth.
The file name holds the game, the seed and the seating, so a rerun writes the same
files again instead of new ones.
"""

from __future__ import annotations

import re
from pathlib import Path

from tabletop.engine.action import Action
from tabletop.engine.game import Game
from tabletop.engine.match import SEAT_KINDS, Match, Seat

_UNSAFE = re.compile(r"[^A-Za-z0-9]+")


def seat_kind(bot: str) -> str:
    """The seat kind a save records for the bot named `bot`."""
    base = bot.partition("@")[0]
    return base if base in SEAT_KINDS else "ai:normal"


def save_name(game_id: str, names: list[str], seed: int) -> str:
    """`golden_sails-7-ai_normal-random.json`: game, seed and seating."""
    seating = "-".join(_UNSAFE.sub("_", name).strip("_") for name in names)
    return f"{game_id}-{seed}-{seating}.json"


def save_sim_game(folder: Path, game: Game, names: list[str], seed: int, actions: list[Action]) -> Path:
    """Write the finished game `actions` of the bots `names` (seed `seed`) into `folder`."""
    from tabletop.persistence.saves import save_match

    seats = [Seat(f"{name} ({place})", seat_kind(name), place - 1) for place, name in enumerate(names, start=1)]
    match = Match(game, seats, seed)
    for action in actions:
        match.apply(action)
    path = Path(folder) / save_name(game.id, names, seed)
    save_match(match, path)
    return path
