"""The phases of a Sail to India turn, and the two kinds of gain.

Shared by the turn flow, every action module, the view, the bots and the table, so each
names a phase the same way; kept apart from the state so that none of them needs the
state's module (which imports the turn flow) just for a name. A `Phase` member *is* its
string, so saves, views and fingerprints hold exactly the words they always held.
"""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    """Where a turn stands: choosing an action (`MAIN`), inside a move (`MOVE`, then
    `MAP` for the Map's offer and `CLAIM` to unload ships), picking goods to sell
    (`SELL`), an action done but not yet closed (`SETTLE`), or the game over (`OVER`).
    `RECALL` and `LIFT` are the free-action modes (no action point): a return, and a use
    of Geography."""

    MAIN = "main"
    MOVE = "move"
    MAP = "map"
    CLAIM = "claim"
    SELL = "sell"
    SETTLE = "settle"
    OVER = "over"
    RECALL = "recall"
    LIFT = "lift"


# The members under module names, for the rules' own steps: a search reads the phase at
# every step of every playout, and a member read through its class costs several times a
# module name's lookup.
MAIN, MOVE, MAP, CLAIM, SELL, SETTLE, OVER, RECALL, LIFT = (Phase.MAIN, Phase.MOVE, Phase.MAP, Phase.CLAIM, Phase.SELL,
                                                         Phase.SETTLE, Phase.OVER, Phase.RECALL, Phase.LIFT)

FREE_MODES = (RECALL, LIFT)
"""The free-action modes: answered before anything else, and closed back to `resume`."""
WEALTH, VP = "wealth", "vp"
"""The two kinds of gain (`state.gains`, and the argument of `hire` and `forgo`)."""
