"""Sail to India: the Game, built once from content, and the ways into a position.

A new match is laid out by `state.setup`; the turn flow lives in `turn.py`, the
move-ships and sell actions in `voyage.py` and `trade.py`, the other actions in
`actions.py`, wealth and VP in `purse.py`; the fields of a position in `position.py`, the
phases in `phases.py`, and the engine's contract (legal actions, play, views, copies,
saves) in `state.py`.
"""

from __future__ import annotations

from tabletop.engine.game import GameOption, View
from tabletop.engine.rng import Rng
from tabletop.games.sail_to_india.determinize import determinize
from tabletop.games.sail_to_india.model import SailToIndiaContent
from tabletop.games.sail_to_india.rules import SailToIndiaRules
from tabletop.games.sail_to_india.state import SailToIndiaState, setup
from tabletop.games.sail_to_india.view import SailToIndiaView


class SailToIndiaGame(SailToIndiaRules):
    """Sail to India built from its content: the options, and the ways into a position."""

    id = "sail_to_india"

    def __init__(self, content: SailToIndiaContent, content_hash: str = "") -> None:
        self.content = content
        self.content_hash = content_hash
        meta = content.meta
        self.name = meta.get("name", "Sail to India")
        self.min_players = int(meta.get("min_players", 3))
        self.max_players = int(meta.get("max_players", 4))
        self.options = tuple(GameOption(o["id"], o["label"], o["description"], bool(o.get("default", False)))
                             for o in meta.get("options", ()))

    def new_state(self, players: int, seed: int, options: dict[str, bool] | None = None) -> SailToIndiaState:
        self.check_players(players)
        if players not in self.content.numbers.in_line or players > len(self.content.numbers.start_wealth):
            raise ValueError(f"the content has no line length or starting wealth for {players} players")
        state = SailToIndiaState(self, players, Rng(seed), self.resolve_options(options))
        setup(state)
        return state

    def state_from_json(self, data: dict) -> SailToIndiaState:
        state = SailToIndiaState(self, data["players"], Rng(state=data["rng"]), dict(data["options"]))
        state.load_json(data)
        return state

    def determinize(self, view: View, rng: Rng) -> SailToIndiaState:
        if not isinstance(view, SailToIndiaView):
            raise TypeError(f"Sail to India samples its own views only, not a {type(view).__name__}")
        return determinize(self, view, rng)
