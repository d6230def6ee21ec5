"""The phases of a Pirates' Gold round, and the actions that need no arguments.

Shared by the rules and their two helpers (card phases, end phase), so each names a
phase the same way and the view can report it. A `Phase` member *is* its string, so
saves, views and hashes hold the same text they always did, and a phase read back from
a save (a plain string) compares equal to its member.
"""

from __future__ import annotations

from enum import StrEnum

from tabletop.engine.action import Action


class Phase(StrEnum):
    WIND_CHOICE = "wind"
    """The direction die showed free choice: the active player names the wind."""
    CARDS1 = "cards1"
    """Card phase I, before sailing."""
    CARDS2 = "cards2"
    """Card phase II, after sailing."""
    WINDOW = "window"
    """An answer window: the seats after the one who played are asked about Counter Magic."""
    SAIL = "sail"
    """The active ship sails or stays."""
    TOSS = "toss"
    """A fifth ducat came aboard: its owner tosses one."""
    DISCARD = "discard"
    """A drawn card took a hand over the limit: its holder discards one."""
    SWAP = "swap"
    """The end phase's card swap, offered to an active player who did nothing else."""
    END = "end"
    """The end phase (ships act on their spaces); also `resume`'s mark for a toss made in it.
    Never seen to act in: it runs inside `apply` until a toss, a discard, a swap or the end."""
    OVER = "over"
    """Someone unloaded enough at home."""
    NEXT_ROUND = "next_round"
    """A passing mark, never seen outside `apply`: rounds are started in a loop there, not by
    recursion, so a run of rounds in which nobody has anything to decide stays shallow."""


# The members under module names, for the rules' own steps: a search reads the phase at
# every step of every playout, and in Python 3.11 a member read through its class
# (`Phase.SAIL`) costs about ten times a module name's lookup.
WIND_CHOICE, CARDS1, CARDS2, WINDOW, SAIL = Phase.WIND_CHOICE, Phase.CARDS1, Phase.CARDS2, Phase.WINDOW, Phase.SAIL
TOSS, DISCARD, SWAP, END, OVER, NEXT_ROUND = Phase.TOSS, Phase.DISCARD, Phase.SWAP, Phase.END, Phase.OVER, \
    Phase.NEXT_ROUND

CARD_PHASES = (CARDS1, CARDS2)
"""The two card phases, in which the word goes round."""

PASS = Action("pass")
STAY = Action("stay")
KEEP = Action("keep")
