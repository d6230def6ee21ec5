"""Actions made once (`tabletop.engine.action.made_once`)."""

from __future__ import annotations

from tabletop.engine.action import Action, made_once


def test_made_once_hands_out_one_equal_action_per_value():
    first = made_once("sail", 0, 3)
    assert first == Action("sail", (0, 3)) and hash(first) == hash(Action("sail", (0, 3)))
    assert made_once("sail", 0, 3) is first
    assert made_once("sail", 3, 0) == Action("sail", (3, 0)) != first
    assert made_once("done") == Action("done")
