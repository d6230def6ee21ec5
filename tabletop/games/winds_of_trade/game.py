"""Winds of Trade: the Game (the engine contract's factory for states and views). What is
fixed once the content is loaded, and all a position reads of its game, is the base
class's (`lookups.py`); here are the ways into a position.

The State (`state.py`, on `position.py`) holds the table as plain lists (fast `clone`,
trivial JSON) and the one seeded Rng. What happens on a decision lives in small modules:
`opening` (set-up, placing the ships), `turn` (a player's turn), `trade` and `recruit`
(its multi-step Trade and Recruit), `boundary` (round end checks, upkeep, upheaval, the
election) and `result` (who wins). `view` and `determinize` handle hidden information:
the three decks' order, face-down market cards (their price is public, the upgrade is
not) and the advisors a recruiting player is choosing among.
"""

from __future__ import annotations

from tabletop.engine.game import View
from tabletop.engine.rng import Rng
from tabletop.games.winds_of_trade.determinize import determinize
from tabletop.games.winds_of_trade.opening import setup
from tabletop.games.winds_of_trade.rules import OlderRules, WindsOfTradeRules
from tabletop.games.winds_of_trade.state import WindsOfTradeState
from tabletop.games.winds_of_trade.view import WindsOfTradeView


class WindsOfTradeGame(WindsOfTradeRules):
    """The Game: a new match, a saved one, a world sampled from a seat's view."""

    id = "winds_of_trade"

    def new_state(self, players: int, seed: int, options: dict[str, bool] | None = None) -> WindsOfTradeState:
        self.check_players(players)
        chosen = self.resolve_options(options)
        state = WindsOfTradeState(self, players, Rng(seed), OlderRules.chosen(chosen))
        state.opening_events = setup(state)
        return state

    def state_from_json(self, data: dict) -> WindsOfTradeState:
        state = WindsOfTradeState(self, data["players"], Rng(state=data["rng"]))
        state.load_json(data)
        return state

    def determinize(self, view: View, rng: Rng) -> WindsOfTradeState:
        if not isinstance(view, WindsOfTradeView):
            raise TypeError(f"a Winds of Trade world is sampled from a Winds of Trade view, not {type(view).__name__}")
        return determinize(self, view, rng)
