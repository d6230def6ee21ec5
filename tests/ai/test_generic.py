"""The bots over the bare engine contract: a toy game with no `bots.py` at all.

Nim with 1-3 sticks a turn (whoever takes the last stick wins) has one right move from
most positions — leave a multiple of four — so it shows the defaults (random playouts,
flat Monte Carlo greedy) search sensibly without any per-game help.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

import pytest

from tabletop.ai.greedy import GreedyBot
from tabletop.ai.hooks import hooks_for, random_policy
from tabletop.ai.ismcts import IsmctsBot
from tabletop.engine import Action, Event, Game, IllegalAction, Result, Rng, State, View


@dataclass(frozen=True)
class NimView(View):
    seat: int | None
    to_act: int | None
    legal: tuple
    sticks: int

    def to_json(self) -> dict:
        return {"seat": self.seat, "to_act": self.to_act, "sticks": self.sticks}

    def secrets(self) -> dict:
        return {}   # Nim hides nothing


class NimState(State):
    def __init__(self, game: "Nim", sticks: int, turn: int = 0) -> None:
        self.game, self.players, self.rng = game, 2, Rng(0)
        self.sticks, self.turn = sticks, turn

    def to_act(self):
        return None if self.sticks == 0 else self.turn

    def legal_actions(self):
        return [Action("take", (n,)) for n in (1, 2, 3) if n <= self.sticks]

    def apply(self, action):
        if action not in self.legal_actions():
            raise IllegalAction(str(action))
        self.sticks -= action.args[0]
        self.turn = 1 - self.turn if self.sticks else self.turn
        return [Event("take", str(action))]

    def is_over(self):
        return self.sticks == 0

    def result(self):
        return Result([1 if s == self.turn else 0 for s in range(2)], [{}, {}], [self.turn], [])

    def view(self, seat):
        legal = tuple(self.legal_actions()) if seat == self.to_act() else ()
        return NimView(seat, self.to_act(), legal, self.sticks)

    def clone(self):
        return NimState(self.game, self.sticks, self.turn)

    def to_json(self):
        return {"sticks": self.sticks, "turn": self.turn}


class Nim(Game):
    id = "toy_nim"
    name, min_players, max_players = "Nim", 2, 2

    def new_state(self, players, seed, options=None):
        return NimState(self, 10)

    def state_from_json(self, data):
        return NimState(self, data["sticks"], data["turn"])

    def determinize(self, view, rng):
        return NimState(self, view.sticks, view.to_act if view.to_act is not None else 0)


def test_a_game_without_bots_module_gets_neutral_hooks():
    hooks = hooks_for(Nim())
    assert hooks.rollout_policy is random_policy and not hooks.has_evaluation and hooks.horizon is None


@pytest.mark.parametrize("sticks,take", [(5, 1), (6, 2), (7, 3), (9, 1)])
def test_ismcts_finds_the_winning_nim_move(sticks, take):
    view = NimState(Nim(), sticks).view(0)
    assert IsmctsBot(iterations=1500).choose(Nim(), view, Rng(3)) == Action("take", (take,))


@pytest.mark.parametrize("sticks,take", [(1, 1), (2, 2), (3, 3), (5, 1)])
def test_greedy_without_a_heuristic_plays_games_out(sticks, take):
    view = NimState(Nim(), sticks).view(0)
    assert GreedyBot(samples=64).choose(Nim(), view, Rng(3)) == Action("take", (take,))


def test_a_late_win_is_discounted_toward_its_margin_never_below_it():
    from tabletop.ai.reward import discounted, terminal_parts
    from tabletop.engine.game import Result

    full, margins = terminal_parts(Result(totals=[10, 0], breakdown=[{}, {}], winners=[0], categories=[]), 2.0)
    for weight in (1.0, 0.5, 0.95 ** 15, 0.0):
        win, loss = discounted(full[0], margins[0], weight), discounted(full[1], margins[1], weight)
        assert margins[0] <= win <= full[0] and full[1] <= loss <= margins[1]
    assert discounted(full[0], margins[0], 1.0) == full[0]          # no haste: exactly the full reward
    assert discounted(full[0], margins[0], 0.9) > discounted(full[0], margins[0], 0.5)   # sooner is better


def test_the_win_weight_shares_a_finished_game_between_win_and_margin():
    from tabletop.ai.reward import WIN_WEIGHT, terminal_parts
    from tabletop.engine.game import Result

    result = Result(totals=[10, 0], breakdown=[{}, {}], winners=[0], categories=[])
    assert terminal_parts(result, 2.0) == terminal_parts(result, 2.0, WIN_WEIGHT)
    full, margins = terminal_parts(result, 2.0, 1.0)
    assert full == [1.0, 0.0]       # all for the win
    full, _ = terminal_parts(result, 2.0, 0.0)
    assert full == margins          # all for the margin
    view = NimState(Nim(), 9).view(0)
    assert IsmctsBot(iterations=300, win_weight=WIN_WEIGHT).search(Nim(), view, Rng(3)).visits == \
        IsmctsBot(iterations=300).search(Nim(), view, Rng(3)).visits


@pytest.fixture
def nim_hard_in_trees(monkeypatch):
    """Nim's hard level split into `trees` voting trees (a game's LEVEL_TREES)."""
    from tabletop.ai import hooks as hooks_module

    def split(trees: int) -> None:
        plain = hooks_for(Nim())
        monkeypatch.setitem(hooks_module._cache, Nim.id, dataclasses.replace(plain, level_trees={"hard": trees}))
    return split


@pytest.mark.parametrize("sticks,take", [(5, 1), (6, 2), (7, 3), (9, 1)])
def test_voting_trees_find_the_winning_nim_move_on_their_shares_of_the_budget(nim_hard_in_trees, sticks, take):
    nim_hard_in_trees(4)
    view = NimState(Nim(), sticks).view(0)
    report = IsmctsBot(level="hard", iterations=6000, stop_when_decided=False).search(Nim(), view, Rng(3))
    assert report.action == Action("take", (take,))
    assert report.iterations <= 6000 and sum(report.visits.values()) == report.iterations


def test_voting_trees_are_deterministic_skip_trees_that_cannot_change_the_vote_and_leave_other_levels_alone(
        nim_hard_in_trees):
    nim_hard_in_trees(3)
    view = NimState(Nim(), 9).view(0)
    hard = IsmctsBot(level="hard", iterations=3000, stop_when_decided=False)
    first, again = hard.search(Nim(), view, Rng(5)), hard.search(Nim(), view, Rng(5))
    assert first == dataclasses.replace(again, seconds=first.seconds)
    assert first.iterations == 2000   # two trees of 1,000 agree: the third could not outvote them
    normal = IsmctsBot(level="normal", iterations=300).search(Nim(), view, Rng(3))
    assert normal.visits == IsmctsBot(iterations=300).search(Nim(), view, Rng(3)).visits   # one tree, as before

