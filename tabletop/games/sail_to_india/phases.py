"""The phases of a Sail to India turn and the two kinds of gain.

Shared by the turn flow, every action module, the view and the bots, so each names a
phase the same way; kept apart from the state so that none of them needs the state's
module (which imports the turn flow) just for a name.
"""

from __future__ import annotations

MAIN, MOVE, MAP, CLAIM, SELL, SETTLE, OVER = "main", "move", "map", "claim", "sell", "settle", "over"
RECALL_PHASE, LIFT_PHASE = "recall", "lift"      # free-action modes (no action point)
FREE_MODES = (RECALL_PHASE, LIFT_PHASE)
WEALTH, VP = "wealth", "vp"
