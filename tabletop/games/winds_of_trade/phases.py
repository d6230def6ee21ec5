"""The phases of a Winds of Trade match and the actions that take no argument.

Shared by the rules, the view, the bots and the table, so each names a phase the same
way. A phase's value is the string saves and views have always held: a `Phase` member
*is* that string, so it compares, hashes and writes to JSON as the string does.
"""

from __future__ import annotations

from enum import StrEnum

from tabletop.engine.action import Action


class Phase(StrEnum):
    PLACE = "place"            # the ships are placed, one seat after another
    TURN = "turn"              # a captain spends wind on actions, then ends the turn
    TRADE = "trade"            # a Trade under way: sales and purchases until it is closed
    RECRUIT = "recruit"        # a Recruit under way: which drawn advisor to keep
    ELECTION = "election"      # the bidding for the open council seat
    OVER = "over"


# The members under module names, for the rules' own steps: a search reads the phase at
# every step of every playout, and in Python 3.11 a member read through its class
# (`Phase.TURN`) costs several times a module name's lookup (EnumType's attribute hook).
PLACING, TURN, TRADING, RECRUITING, ELECTION, OVER = (Phase.PLACE, Phase.TURN, Phase.TRADE, Phase.RECRUIT,
                                                      Phase.ELECTION, Phase.OVER)


END_TURN = Action("end_turn")
TRADE_DONE = Action("trade_done")
TRADE, RECRUIT, SWAY, RAID, LAND, EMBARK = (Action("trade"), Action("recruit"), Action("sway"), Action("raid"),
                                            Action("land"), Action("embark"))
BUY = Action("buy")
PASS = Action("pass")
