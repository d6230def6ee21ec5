"""The engine contract: pure Python, never imports pygame."""

from tabletop.engine.action import Action, IllegalAction
from tabletop.engine.events import Event
from tabletop.engine.game import Game, GameOption, Result, State, View
from tabletop.engine.rng import Rng

__all__ = ["Action", "Event", "Game", "GameOption", "IllegalAction", "Result", "Rng", "State", "View"]
