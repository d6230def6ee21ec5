"""Pirates' Gold scenario files for `python -m tabletop score`: home coves, scored.

Only ducats unloaded at home count, so a position is each player's home cove (and,
for the reader's sake, what is still aboard, which scores nothing):

    game: pirates_gold
    players:
      - {name: Anna, home: [3, 2, 2], cargo: [1]}
      - {name: Ben, home: [1, 1]}

The winners are the players who reached the value needed for that many players, or,
when nobody did, those with the most at home.
"""

from __future__ import annotations

from typing import Any

from tabletop.engine.game import Game
from tabletop.engine.package import ScenarioProblem
from tabletop.games.pirates_gold.rules import PiratesGoldRules


def _ducats(value: Any, allowed: tuple[int, ...], path: tuple) -> list[int]:
    if not isinstance(value, list):
        raise ScenarioProblem(path, f"expected a list of ducat values, got {value!r}")
    for index, item in enumerate(value):
        if isinstance(item, bool) or item not in allowed:
            raise ScenarioProblem(path + (index,), f"expected a ducat value ({', '.join(map(str, allowed))}), "
                                                   f"got {item!r}")
    return list(value)


def score_scenario(data: dict, game: Game) -> dict:
    """Score a parsed scenario; raises ScenarioProblem naming the bad field."""
    if not isinstance(game, PiratesGoldRules):
        raise TypeError("a Pirates' Gold scenario is scored by the Pirates' Gold rules")
    for key in data:
        if key not in ("game", "players"):
            raise ScenarioProblem((key,), f"unknown key {key!r}; a scenario has game and players")
    players = data.get("players")
    if not (isinstance(players, list) and game.min_players <= len(players) <= game.max_players):
        raise ScenarioProblem(("players",), f"expected a list of {game.min_players}–{game.max_players} players")
    values = tuple(sorted(game.content.numbers.ducats))
    rows = []
    for index, player in enumerate(players):
        path = ("players", index)
        if not isinstance(player, dict) or "name" not in player:
            raise ScenarioProblem(path, "expected a player like {name: Anna, home: [3, 2]}")
        extra = sorted(set(player) - {"name", "home", "cargo"})
        if extra:
            raise ScenarioProblem(path + (extra[0],), f"unknown key {extra[0]!r}; a player has name, home and cargo")
        home = _ducats(player.get("home", []), values, path + ("home",))
        cargo = _ducats(player.get("cargo", []), values, path + ("cargo",))
        rows.append((str(player["name"]), sum(home), sum(cargo)))
    needed = game.content.numbers.win_value[len(rows)]
    totals = [total for _, total, _ in rows]
    winners = [i for i, t in enumerate(totals) if t >= needed] or [i for i, t in enumerate(totals) if t == max(totals)]
    return {
        "game": game.id,
        "players": [{"name": name, "total": total, "breakdown": {"home": total}, "choices": {"aboard": aboard}}
                    for name, total, aboard in rows],
        "winners": [rows[w][0] for w in winners],
        "needed": needed,
    }
