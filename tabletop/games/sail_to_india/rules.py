"""Sail to India: the Game (built once from content) and the set-up of a new match.

The turn flow lives in `turns.py`, the move-ships and sell actions in `voyage.py` and
`trade.py`, the other actions in `actions.py`, wealth and VP in `purse.py`; the fields
of a position in `position.py`, the phases in `phases.py`, and the engine's contract
(legal actions, play, views, copies, saves) in `state.py`.
"""

from __future__ import annotations

from tabletop.engine.events import Event
from tabletop.engine.game import Game, GameOption
from tabletop.engine.rng import Rng
from tabletop.games.sail_to_india.determinize import determinize
from tabletop.games.sail_to_india.model import SailToIndiaContent
from tabletop.games.sail_to_india.phases import MAIN
from tabletop.games.sail_to_india.state import SailToIndiaState

FIRST_GAME = "first_game"


class SailToIndiaGame(Game):
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

    def determinize(self, view, rng: Rng) -> SailToIndiaState:
        return determinize(self, view, rng)


def setup(state: SailToIndiaState) -> None:
    """Lay out the line, place everyone's markers and starting wealth, pick the first player."""
    content = state.game.content
    n = content.numbers
    players = state.players
    length = n.in_line[players]
    if state.options.get(FIRST_GAME):
        ahead = [t.id for t in content.towns if t.recommended]
        rest = [t.id for t in content.towns if not t.recommended]
        state.rng.shuffle(rest)
        order = ahead + rest
    else:
        order = [t.id for t in content.towns]
        state.rng.shuffle(order)
    state.line = order[:length]
    state.box = order[length:]
    state.revealed = min(n.face_up_at_start, length)
    state.goods_owner = [[None, None] for _ in state.line]
    state.build_owner = [[None, None] for _ in state.line]
    state.first = state.rng.below(players)
    state.sea = [[n.start_lisboa] + [0] * length for _ in range(players)]
    state.wealth = [0] * players
    for k in range(players):
        state.wealth[(state.first + k) % players] = n.start_wealth[k]
    state.stock = [n.markers_per_player - n.start_lisboa - n.start_scientists - 1 - state.bankers(s)
                   for s in range(players)]
    state.vp = [0] * players
    state.speed = [n.start_speed] * players
    state.scientists = [n.start_scientists] * players
    state.techs = {}
    state.current = state.first
    state.ap = n.action_points
    state.phase = MAIN
    shown = ", ".join(content.name(t) for t in state.line[:state.revealed])
    state.opening_events = [Event("setup", f"The coast is laid out: {shown} lie face up; {length - state.revealed} "
                                           f"towns wait face down, the last of them India.")]
    if state.box:
        boxed = ", ".join(content.name(t) for t in state.box)
        state.opening_events.append(Event("setup", f"With {players} players {boxed} go back to the box.",
                                          reveals=True, data={"box": list(state.box)}))
    state.opening_events.append(Event("first_player", f"{{P{state.first}}} starts.", data={"seat": state.first}))
