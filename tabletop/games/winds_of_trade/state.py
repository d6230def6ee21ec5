"""A whole Winds of Trade state: the position (`position.py`) with the engine's contract.

Legal actions and play come from `turn` (which hands placing the ships to `opening` and
the multi-step Trade and Recruit to `trade` and `recruit`) and `boundary` (round end,
upkeep, upheaval, the election), the result from `result`, views from `view`; copies
and saves carry every field.
"""

from __future__ import annotations

from tabletop.engine.action import Action
from tabletop.engine.events import Event
from tabletop.engine.game import Result
from tabletop.games.winds_of_trade.boundary import apply_election, election_actions
from tabletop.games.winds_of_trade.result import final_result
from tabletop.games.winds_of_trade.phases import Phase
from tabletop.games.winds_of_trade.position import FIELDS, WindsOfTradePosition, copy_nested
from tabletop.games.winds_of_trade.turn import legal_turn_actions, play_turn_action
from tabletop.games.winds_of_trade.view import WindsOfTradeView, build_view

# FIELDS by depth, for clone(), which copies them without recursion (greedy bots clone a
# world per candidate action); the market (depth 3) is copied by hand.
SCALARS = tuple(name for name, depth in FIELDS.items() if depth == 0)
LISTS = tuple(name for name, depth in FIELDS.items() if depth == 1)
TABLES = tuple(name for name, depth in FIELDS.items() if depth == 2)


class WindsOfTradeState(WindsOfTradePosition):
    """A position that can be played. Only `apply` (and `load_json`) change it once play
    has begun, so its legal actions are kept until then (`KeptLegalActionsState`). To try
    another position, build or clone one; a clone works its own list out afresh."""

    __slots__ = ()

    def list_legal_actions(self) -> list[Action]:
        if self.phase == Phase.OVER:
            return []
        if self.phase == Phase.ELECTION:
            return election_actions(self)
        return legal_turn_actions(self)

    def play(self, action: Action) -> list[Event]:
        self.steps += 1
        if self.phase == Phase.ELECTION:
            return apply_election(self, action)
        return play_turn_action(self, action)

    def result(self) -> Result:
        return final_result(self)

    def view(self, seat: int | None) -> WindsOfTradeView:
        return build_view(self, seat)

    # ------------------------------------------------------------ copies and saves

    def clone(self) -> "WindsOfTradeState":
        other = object.__new__(type(self))
        other.game = self.game
        other.players = self.players
        other.rng = self.rng.clone()
        other.opening_events = self.opening_events
        other.legal_cache = None        # determinize edits a clone's hidden parts
        for name in SCALARS:
            setattr(other, name, getattr(self, name))
        for name in LISTS:
            setattr(other, name, getattr(self, name)[:])
        for name in TABLES:
            setattr(other, name, [row[:] for row in getattr(self, name)])
        other.market = [[slot[:] for slot in spot] for spot in self.market]
        return other

    def to_json(self) -> dict:
        data = {"game": self.game.id, "players": self.players, "rng": self.rng.state}
        for name, depth in FIELDS.items():
            data[name] = copy_nested(getattr(self, name), depth)
        return data

    def load_json(self, data: dict) -> None:
        self.legal_cache = None
        for name, depth in FIELDS.items():
            setattr(self, name, copy_nested(data[name], depth))
        self.phase = Phase(self.phase)      # the same string, as the member the rules compare with


class SampledState(WindsOfTradeState):
    """A world a bot samples from its view (`determinize`) and plays out in its head: the
    same rules, but its moves write no events. Nobody reads them there, and a search
    plays thousands of moves per decision, each of which would otherwise format a
    sentence for the log."""

    __slots__ = ()
    narrates = False
