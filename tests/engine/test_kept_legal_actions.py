"""The shared keeping of legal actions between a search's two questions per move."""

from __future__ import annotations

import pytest

from tabletop.engine import Action, Event, IllegalAction
from tabletop.engine.game import KeptLegalActionsState


class Counter(KeptLegalActionsState):
    """A toy position: a number that may step up by one or two, with a count of how often
    its legal actions were worked out. `play` asks for the legal actions mid-move, as a
    rule checking what follows might."""

    def __init__(self) -> None:
        self.value = 0
        self.listed = 0
        self.legal_cache = None

    def list_legal_actions(self) -> list[Action]:
        self.listed += 1
        return [Action("step", (self.value + 1,)), Action("step", (self.value + 2,))]

    def play(self, action: Action) -> list[Event]:
        self.value = action.args[0]
        self.legal_actions()
        return []

    def to_act(self) -> int | None:
        return 0

    def is_over(self) -> bool:
        return False

    def result(self):
        raise NotImplementedError

    def view(self, seat):
        raise NotImplementedError

    def clone(self):
        raise NotImplementedError

    def to_json(self) -> dict:
        return {"value": self.value}


def test_the_list_is_worked_out_once_per_position_and_handed_out_as_a_copy():
    state = Counter()
    first = state.legal_actions()
    first.clear()
    assert state.legal_actions() == [Action("step", (1,)), Action("step", (2,))]
    state.apply(Action("step", (2,)))
    assert state.listed == 2   # once before the move, once by the rule asking mid-move


def test_a_rule_asking_mid_move_sees_that_moment_and_leaves_no_list_behind():
    state = Counter()
    state.apply(Action("step", (1,)))
    assert state.listed == 2 and state.legal_cache is None
    assert state.legal_actions() == [Action("step", (2,)), Action("step", (3,))]


def test_an_action_not_in_the_list_is_refused_and_changes_nothing():
    state = Counter()
    with pytest.raises(IllegalAction):
        state.apply(Action("step", (5,)))
    assert state.value == 0
