"""A whole Winds of Trade state: the position (`position.py`) with the engine's contract.

Legal actions and play come from `turn` (which hands placing the ships to `opening` and
the multi-step Trade and Recruit to `trade` and `recruit`) and `boundary` (round end,
upkeep, upheaval, the election), the result from `result`, views from `view`; copies
and saves are the position's.
"""

from __future__ import annotations

from typing import Self

from tabletop.engine.action import Action
from tabletop.engine.events import Event
from tabletop.engine.game import Result
from tabletop.engine.rng import Rng
from tabletop.games.winds_of_trade.effects import BonusTable
from tabletop.games.winds_of_trade.boundary import apply_election, election_actions
from tabletop.games.winds_of_trade.phases import ELECTION, OVER
from tabletop.games.winds_of_trade.position import WindsOfTradePosition
from tabletop.games.winds_of_trade.result import final_result
from tabletop.games.winds_of_trade.rules import OlderRules, WindsOfTradeRules
from tabletop.games.winds_of_trade.turn import HANDLERS, legal_turn_actions
from tabletop.games.winds_of_trade.view import WindsOfTradeView, build_view


class WindsOfTradeState(WindsOfTradePosition):
    """A position that can be played. Only `apply` (and `load_json`) change it once play
    has begun, so its legal actions are kept until then (`KeptLegalActionsState`). To try
    another position, build or clone one; a clone works its own list out afresh."""

    __slots__ = ()

    def to_act(self) -> int | None:
        if self.phase == OVER:
            return None
        if self.phase == ELECTION:
            return self.bidder
        return self.current

    def is_over(self) -> bool:
        return self.phase == OVER

    def list_legal_actions(self) -> list[Action]:
        if self.phase == OVER:
            return []
        if self.phase == ELECTION:
            return election_actions(self)
        return legal_turn_actions(self)

    def play(self, action: Action) -> list[Event]:
        self.steps += 1
        if self.phase == ELECTION:
            return apply_election(self, action)
        return HANDLERS[action.kind](self, self.current, *action.args)

    def result(self) -> Result:
        return final_result(self)

    def view(self, seat: int | None) -> WindsOfTradeView:
        return build_view(self, seat)


class SampledState(WindsOfTradeState):
    """A world a bot samples from its view (`determinize`) and plays out in its head: the
    same rules, but its moves write no events. Nobody reads them there, and a search
    plays thousands of moves per decision, each of which would otherwise format a
    sentence for the log.

    It also keeps each seat's `bonuses` and `claim_options` until the rules change that
    seat's loadout (`loadout_changed`): a playout asks them at almost every move, and a
    recruit changes one seat's, not the others'. Only the rules change a sampled world, so
    nothing else needs to tell it (a position edited by hand, as tests and scenarios do,
    is a WindsOfTradeState, which works them out every time)."""

    __slots__ = ("kept_bonuses", "kept_claims")
    narrates = False

    def __init__(self, game: WindsOfTradeRules, players: int, rng: Rng, older: OlderRules = OlderRules()) -> None:
        super().__init__(game, players, rng, older)
        self.kept_bonuses: list[BonusTable | None] = []
        self.kept_claims: list[list[tuple[str, Action]] | None] = []
        self._forget_loadouts()

    def bonuses(self, seat: int) -> BonusTable:
        kept = self.kept_bonuses[seat]
        if kept is None:
            kept = self.kept_bonuses[seat] = super().bonuses(seat)
        return kept

    def claim_options(self, seat: int) -> list[tuple[str, Action]]:
        kept = self.kept_claims[seat]
        if kept is None:
            kept = self.kept_claims[seat] = super().claim_options(seat)
        return kept

    def loadout_changed(self, seat: int) -> None:
        self.kept_bonuses[seat] = None
        self.kept_claims[seat] = None

    def apply_trusted(self, action: Action) -> None:
        """`play` without the engine's guard around it: a search plays every move of its
        playouts here, and no rule of this game asks the legal actions in the middle of a
        move, so forgetting the kept list once, before the move, is enough. A move carries
        at most one argument, handed on as such: a call unpacking `args` costs twice one
        with a fixed count."""
        self.legal_cache = None
        self.steps += 1
        if self.phase == ELECTION:
            apply_election(self, action)
        elif action.args:
            HANDLERS[action.kind](self, self.current, action.args[0])
        else:
            HANDLERS[action.kind](self, self.current)

    def clone(self) -> Self:
        other = super().clone()
        other.kept_bonuses = self.kept_bonuses[:]       # the same loadouts, so the same answers
        other.kept_claims = self.kept_claims[:]
        return other

    def load_json(self, data: dict) -> None:
        super().load_json(data)
        self._forget_loadouts()

    def _forget_loadouts(self) -> None:
        self.kept_bonuses = [None] * self.players
        self.kept_claims = [None] * self.players
