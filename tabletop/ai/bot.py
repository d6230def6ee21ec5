"""The bot interface and the names seats use to pick one.

A bot is anything with `choose(game, view, rng, stop=None) -> Action`. It sees one
seat's View (never a State) and the Game, whose `determinize(view, rng)` is the only way
to imagine the hidden parts. All its randomness comes from `rng`, so a bot with a fixed
iteration budget is a pure function of (view, rng seed). `stop`, when given, is polled
during long searches: once it returns True the bot answers with what it has so far (the
worker uses this to abandon a search that nobody wants any more).

Names: `random`, `greedy`, `ai:easy`, `ai:normal`, `ai:hard` (ISMCTS thinking about
0.2 s, 0.5 s and 2 s per decision) and `ai:iters=N` (ISMCTS with exactly N iterations,
deterministic for tests and strength runs). A level may also be pinned to a fixed count,
`ai:normal@iters=N`, which searches exactly N iterations with the level's own settings
(a game may tune the exploration per level, see `tabletop.ai.hooks`) and keeps the
level's name in reports.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from tabletop.engine.action import Action
from tabletop.engine.game import Game, View
from tabletop.engine.rng import Rng

LEVEL_SECONDS = {"easy": 0.2, "normal": 0.5, "hard": 2.0}

BOT_NAMES = ("random", "greedy", "ai:easy", "ai:normal", "ai:hard")

NORMAL_ITERATIONS = {"golden_sails": 1310, "pirates_gold": 3380, "sail_to_india": 1740, "winds_of_trade": 1510}
"""ISMCTS iterations the normal level reaches in its 0.5 s on the 2-core benchmark machine
(`tabletop bench --only search`: medians of five runs on an idle machine, 4 players, × 0.5;
the shared machine's load moves them by about a fifth either way). Strength runs and puzzles
pin a level to a count so they do not depend on that load; see `pinned_name`.

Set on 2026-11-27 from the bench on main at d0690fe: Golden Sails 2,621 it/s, Pirates' Gold
6,764, Sail to India 3,473, Winds of Trade 3,015 (the speed work of issue #25 played the same
games, so only the counts moved). The earlier pins (235, 800, 820, 400) trailed the speed by
two to five times; every strength journal measured at them was made stale and re-run."""


def pinned_name(level: str, game_id: str) -> str:
    """The bot name of `level` pinned to the iterations it reaches in its time budget, e.g.
    `ai:hard@iters=5240`: the normal count scaled by the level's share of normal's time."""
    count = round(NORMAL_ITERATIONS[game_id] * LEVEL_SECONDS[level] / LEVEL_SECONDS["normal"])
    return f"ai:{level}@iters={count}"


class Bot(Protocol):
    name: str

    def choose(self, game: Game, view: View, rng: Rng, stop: Callable[[], bool] | None = None) -> Action:
        """The action this bot plays from `view` (one of `view.legal`)."""


def make_bot(name: str) -> Bot:
    """The bot a seat kind names; raises ValueError listing the valid names."""
    from tabletop.ai.greedy import GreedyBot
    from tabletop.ai.ismcts import IsmctsBot
    from tabletop.ai.random_bot import RandomBot

    if name == "random":
        return RandomBot()
    if name == "greedy":
        return GreedyBot()
    if name.startswith("ai:"):
        level, _, pinned = name[3:].partition("@")
        if level in LEVEL_SECONDS and not pinned:
            return IsmctsBot(name=name, level=level, seconds=LEVEL_SECONDS[level])
        iterations = _iterations(pinned if level in LEVEL_SECONDS else level)
        if iterations is not None:
            return IsmctsBot(name=name, level=level if level in LEVEL_SECONDS else None, iterations=iterations)
    raise ValueError(f"unknown bot {name!r}; expected one of {', '.join(BOT_NAMES)}, ai:iters=N "
                     f"or ai:LEVEL@iters=N")


def _iterations(text: str) -> int | None:
    key, _, value = text.partition("=")
    if key == "iters" and value.isdigit() and int(value) > 0:
        return int(value)
    return None
