"""The engine contract: pure Python, never imports pygame.

The names below are imported on first use (PEP 562), not with the package: every module
of the engine imports this `__init__` first, and the settings need only `engine.seat`
before the title screen's first frame, not the whole contract (about 12 ms).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.lazy_names import names_on_first_use

if TYPE_CHECKING:
    from tabletop.engine.action import Action, IllegalAction
    from tabletop.engine.events import Event
    from tabletop.engine.game import Game, GameOption, Result, State, View
    from tabletop.engine.rng import Rng

_HOMES = {
    "Action": "action", "IllegalAction": "action",
    "Event": "events",
    "Game": "game", "GameOption": "game", "Result": "game", "State": "game", "View": "game",
    "Rng": "rng",
}

__all__ = ["Action", "Event", "Game", "GameOption", "IllegalAction", "Result", "Rng", "State", "View"]


__getattr__ = names_on_first_use(__name__, _HOMES, globals())
