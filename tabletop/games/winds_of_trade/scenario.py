"""Winds of Trade scenario files: a described end of game, decided by the real rules.

Format: `game: winds_of_trade`, `end` (hegemon, stable_markets, revolt or collapse),
`council` (the seated factions, left to right) and `players` (clockwise), each with
`name` and optionally `gold`, `cargo` ({liquor: 1, ...}), `islands` (how many outer
islands they control), `golden_isle` (true when they control it) and `superiorities`
(the factions whose superiority they hold). The position is laid out on a real table
and `result` names the winners, exactly as at the end of a game.
"""

from __future__ import annotations

from typing import Any

from tabletop.engine.game import Game
from tabletop.engine.package import ScenarioProblem
from tabletop.games.winds_of_trade.boundary import finish
from tabletop.games.winds_of_trade.game import WindsOfTradeGame
from tabletop.games.winds_of_trade.model import FACTIONS, GOODS
from tabletop.games.winds_of_trade.result import ORDER, REASONS, coalition
from tabletop.games.winds_of_trade.state import WindsOfTradeState

ENDS = tuple(REASONS)
PLAYER_KEYS = ("name", "gold", "cargo", "islands", "golden_isle", "superiorities")


def _choice(value: Any, allowed: tuple, path: tuple, what: str) -> Any:
    if value not in allowed:
        from difflib import get_close_matches

        close = get_close_matches(str(value), [str(a) for a in allowed], n=1)
        hint = f"; did you mean {close[0]!r}?" if close else f"; expected one of {', '.join(map(str, allowed))}"
        raise ScenarioProblem(path, f"unknown {what} {value!r}{hint}")
    return value


def _int(value: Any, low: int, high: int, path: tuple, what: str) -> int:
    if not (isinstance(value, int) and not isinstance(value, bool) and low <= value <= high):
        raise ScenarioProblem(path, f"expected {what} as a whole number {low}..{high}, got {value!r}")
    return value


def score_scenario(data: dict, game: Game) -> dict:
    """Decide a described ending; raises ScenarioProblem naming the bad field."""
    if not isinstance(game, WindsOfTradeGame):
        raise TypeError(f"a Winds of Trade scenario is decided by Winds of Trade's rules, not {game.name}'s")
    for key in data:
        _choice(key, ("game", "end", "council", "players"), (key,), "key")
    end = _choice(data.get("end"), ENDS, ("end",), "ending")
    players = data.get("players")
    if not (isinstance(players, list) and game.min_players <= len(players) <= game.max_players):
        raise ScenarioProblem(("players",), f"expected a list of {game.min_players}–{game.max_players} players")
    council = data.get("council", [])
    if not isinstance(council, list) or len(council) > game.content.golden.council_slots:
        raise ScenarioProblem(("council",), f"expected a list of at most {game.content.golden.council_slots} factions")
    state = game.new_state(len(players), seed=0)
    state.council = _council(game, council)
    outer = list(game.map.outer)
    for spot in range(len(state.card)):
        state.locals[spot] = 1
    names = []
    for seat, player in enumerate(players):
        path = ("players", seat)
        if not isinstance(player, dict):
            raise ScenarioProblem(path, "expected a player with a name")
        for key in player:
            _choice(key, PLAYER_KEYS, path + (key,), "key")
        name = player.get("name")
        if not isinstance(name, str) or not name.strip():
            raise ScenarioProblem(path + ("name",), "expected the player's name")
        names.append(name)
        state.gold[seat] = _int(player.get("gold", 0), 0, 999, path + ("gold",), "gold")
        cargo = player.get("cargo", {})
        if not isinstance(cargo, dict):
            raise ScenarioProblem(path + ("cargo",), "expected goods and counts like {liquor: 2}")
        state.cargo[seat] = [0] * len(GOODS)
        for good, count in cargo.items():
            _choice(good, GOODS, path + ("cargo", good), "good")
            state.cargo[seat][GOODS.index(good)] = _int(count, 0, 99, path + ("cargo", good), "a count")
        for _ in range(_int(player.get("islands", 0), 0, len(outer), path + ("islands",), "islands")):
            if not outer:
                raise ScenarioProblem(path + ("islands",), "more islands controlled than the map has")
            _control(state, outer.pop(0), seat)
        if player.get("golden_isle", False) is True:
            if state.controller(game.map.golden) is not None:
                raise ScenarioProblem(path + ("golden_isle",), "another player already controls the Golden Isle")
            _control(state, game.map.golden, seat)
        held = player.get("superiorities", [])
        if not isinstance(held, list):
            raise ScenarioProblem(path + ("superiorities",), "expected a list of factions")
        for i, faction in enumerate(held):
            _choice(faction, FACTIONS, path + ("superiorities", i), "faction")
            if state.holder[FACTIONS.index(faction)] is not None:
                raise ScenarioProblem(path + ("superiorities", i), f"{faction} superiority is held by another player")
            state.holder[FACTIONS.index(faction)] = seat
    finish(state, end)
    result = state.result()
    return {"game": game.id, "end": end, "coalition": list(coalition(state)) if end in ORDER else [],
            "players": [{"name": n, "total": result.totals[i], "breakdown": result.breakdown[i]}
                        for i, n in enumerate(names)],
            "winners": [names[w] for w in result.winners], "notes": result.notes}


def _council(game: WindsOfTradeGame, factions: list) -> list[str]:
    pool = {f: [c.id for c in game.content.council if c.faction == f] for f in FACTIONS}
    seated = []
    for i, faction in enumerate(factions):
        _choice(faction, FACTIONS, ("council", i), "faction")
        if not pool[faction]:
            raise ScenarioProblem(("council", i), f"the council deck has no more {faction} cards")
        seated.append(pool[faction].pop(0))
    return seated


def _control(state: WindsOfTradeState, spot: int, seat: int) -> None:
    state.locals[spot] = 0
    state.crew[spot] = [0] * state.players
    state.crew[spot][seat] = 1
