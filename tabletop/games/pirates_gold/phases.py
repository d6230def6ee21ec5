"""The phases of a Pirates' Gold round, and the actions that need no arguments.

Shared by the rules and their two helpers (card phases, end phase), so each names a
phase the same way and the view can report it.
"""

from __future__ import annotations

from tabletop.engine.action import Action

WIND_CHOICE, CARDS1, CARDS2, WINDOW, SAIL = "wind", "cards1", "cards2", "window", "sail"
TOSS, DISCARD, SWAP, OVER = "toss", "discard", "swap", "over"
NEXT_ROUND = "next_round"
"""A passing mark, never seen outside `apply`: rounds are started in a loop there, not by
recursion, so a run of rounds in which nobody has anything to decide stays shallow."""
PASS = Action("pass")
STAY = Action("stay")
KEEP = Action("keep")
