"""Sail to India scenario files: a described final position, scored by the real scorer.

Format (design note): `game: sail_to_india` and `players`, each with `name`,
`historian_vp`, `wealth`, `buildings` (a list of building kinds, one entry per building
owned), `technologies` (technology ids) and `discovered_india` (true/false). Output:
each player's `total` and `breakdown` (`historians`, `buildings`, `technologies`), and
the top-level `winners` by name, after the rulebook's tie-breakers.
"""

from __future__ import annotations

from collections.abc import Iterable
from difflib import get_close_matches
from typing import Any

from tabletop.engine.game import Game
from tabletop.engine.package import ScenarioProblem
from tabletop.games.sail_to_india.game import SailToIndiaGame
from tabletop.games.sail_to_india.model import BUILDING_KINDS
from tabletop.games.sail_to_india.result import FinalPosition, score_players

PLAYER_KEYS = ("name", "historian_vp", "wealth", "buildings", "technologies", "discovered_india")


def _choice(value: Any, choices: Iterable[Any], path: tuple, what: str) -> Any:
    allowed = tuple(choices)
    if value not in allowed or isinstance(value, bool):
        close = get_close_matches(str(value), [str(a) for a in allowed], n=1)
        hint = f"; did you mean {close[0]!r}?" if close else f"; expected one of {', '.join(map(str, allowed))}"
        raise ScenarioProblem(path, f"unknown {what} {value!r}{hint}")
    return value


def _count(value: Any, path: tuple, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise ScenarioProblem(path, f"expected {what} as a whole number 0 or more, got {value!r}")
    return value


def _player(game: SailToIndiaGame, player: Any, path: tuple) -> tuple[str, FinalPosition]:
    if not isinstance(player, dict):
        raise ScenarioProblem(path, "expected a player with a name, historian_vp, wealth, buildings, technologies")
    for key in player:
        _choice(key, PLAYER_KEYS, path + (key,), "key")
    name = player.get("name")
    if not isinstance(name, str) or not name.strip():
        raise ScenarioProblem(path + ("name",), "expected the player's name")
    vp = _count(player.get("historian_vp", 0), path + ("historian_vp",), "historian VP")
    wealth = _count(player.get("wealth", 0), path + ("wealth",), "wealth")
    buildings: dict[str, int] = {}
    listed = player.get("buildings", [])
    if not isinstance(listed, list):
        raise ScenarioProblem(path + ("buildings",), f"expected a list of buildings, got {listed!r}")
    for i, kind in enumerate(listed):
        kind = _choice(kind, BUILDING_KINDS, path + ("buildings", i), "building")
        buildings[kind] = buildings.get(kind, 0) + 1
    techs = player.get("technologies", [])
    if not isinstance(techs, list):
        raise ScenarioProblem(path + ("technologies",), f"expected a list of technologies, got {techs!r}")
    known = [t.id for t in game.content.technologies]
    chosen = [_choice(t, known, path + ("technologies", i), "technology") for i, t in enumerate(techs)]
    for i, tech in enumerate(chosen):
        if tech in chosen[:i]:
            raise ScenarioProblem(path + ("technologies", i), f"technology {tech!r} is listed twice")
    india = player.get("discovered_india", False)
    if not isinstance(india, bool):
        raise ScenarioProblem(path + ("discovered_india",), f"expected true or false, got {india!r}")
    return name, FinalPosition(vp, wealth, buildings, chosen, india)


def score_scenario(data: dict, game: Game) -> dict:
    """Score a parsed scenario; raises ScenarioProblem naming the bad field."""
    if not isinstance(game, SailToIndiaGame):
        raise TypeError(f"Sail to India scores its own scenarios only, not {game.id}'s")
    for key in data:
        _choice(key, ("game", "players"), (key,), "key")
    players = data.get("players")
    if not isinstance(players, list) or not game.min_players <= len(players) <= game.max_players:
        raise ScenarioProblem(("players",), f"expected a list of {game.min_players}–{game.max_players} players")
    named = [_player(game, p, ("players", i)) for i, p in enumerate(players)]
    owners: dict[str, int] = {}
    for i, (_, position) in enumerate(named):
        for tech in position.technologies:
            if tech in owners:
                raise ScenarioProblem(("players", i, "technologies"),
                                      f"technology {tech!r} already belongs to player {owners[tech] + 1}")
            owners[tech] = i
    if sum(p.discovered_india for _, p in named) > 1:
        raise ScenarioProblem(("players",), "only one player can have discovered India")
    result = score_players(game.content, [p for _, p in named])
    return {
        "game": game.id,
        "players": [{"name": name, "total": result.totals[i], "breakdown": result.breakdown[i]}
                    for i, (name, _) in enumerate(named)],
        "winners": [named[w][0] for w in result.winners],
        "notes": result.notes,
    }
