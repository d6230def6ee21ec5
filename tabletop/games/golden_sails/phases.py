"""The phases of a Golden Sails round and the kinds of action.

Shared by the rules, the view, the bots and the table, so each names a phase the same
way; kept apart from the state so that none of them needs the state's module for a name.
A `Phase` is a `StrEnum`: each member *is* the string saves, views and hashes always
held ("assign", "take", "over"), so a position reads and writes exactly as before.
"""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    ASSIGN = "assign"
    """Clockwise from the first player, each seat sends one expert beside a market card."""
    TAKE = "take"
    """Counter-clockwise from the last to assign, each seat takes a card; the first player
    takes the last one and may swap its expert for one of their own."""
    OVER = "over"
    """The last round is played: the piles are scored."""


ASSIGN, TAKE, SWAP = "assign", "take", "swap"
"""The kinds of action: send an expert to a card (`assign`, args (expert, slot)), take a
card (`take`, args (slot,)), take the last card under another of one's own experts
(`swap`, args (slot, expert))."""

ASSIGNING, TAKING, OVER = Phase.ASSIGN, Phase.TAKE, Phase.OVER
"""The members under plain names, for the search's hot paths (the state's moves, the
playout policy): in Python 3.11 reading a member off its class costs several times
reading a module's name, and a search plays many thousands of moves per decision."""
