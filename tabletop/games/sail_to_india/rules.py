"""What a Sail to India position reads of its Game: the content.

`SailToIndiaGame` (`game.py`) is the one implementation and adds the ways into a position
(a new game, a save, a sampled world). Declared here, below the position and the state
that `game.py` imports, so that the rules can name the game's type without an import
circle: imports run one way. Every game has its `rules.py` (`tabletop/games/README.md`).
"""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.games.sail_to_india.model import SailToIndiaContent


class SailToIndiaRules(Game):
    """A Game built from Sail to India's content: what a position reads of its game.

    `game.SailToIndiaGame` is the one there is. The rules below it (a position, the
    actions, the view, the determinizer) name its content through this class, because
    they cannot import the module that makes positions: the imports would run in a circle."""

    content: SailToIndiaContent
