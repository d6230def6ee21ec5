"""Helpers shared by the Winds of Trade tests: a started game and loaded dice."""

from __future__ import annotations

from tabletop.engine import Action, Rng
from tabletop.registry import load_game

NORTH, NORTHEAST, EAST, SOUTHEAST, SOUTH, SOUTHWEST, WEST, NORTHWEST, GOLDEN = range(9)


def game():
    return load_game("winds_of_trade")


def started(players: int = 2, seed: int = 1, spot: str = "north"):
    """A game past ship placement with every ship at `spot`; seat 0 is made the start
    player (and leads round 1) and is to act, so tests read naturally."""
    state = game().new_state(players, seed)
    while state.phase == "place":
        state.apply(Action("place", (spot,)))
    state.start = state.lead = 0
    state.current = 0
    return state


def act(state, kind: str, *args):
    return state.apply(Action(kind, tuple(args)))


def edited(state):
    """The position after a test's hand edits, as a new state: a state keeps its legal
    actions until its next move, so one edited after being asked must be asked afresh."""
    return state.clone()


def legal_kinds(state) -> set[str]:
    return {a.kind for a in state.legal_actions()}


def set_island(state, spot: int, card: str, buy: list[int] | None = None, sell: int = 2) -> None:
    island = state.game.content.island_index[card]
    state.card[spot] = card
    assert buy is None or len(buy) == len(island.buys), "one flag per buy slot"
    state.buy[spot] = list(buy) if buy is not None else [0] * len(island.buys)
    state.sell[spot] = sell
    state.locals[spot] = island.locals


def end_round(state) -> list:
    """End every remaining turn of the round (the election is left open if one starts)."""
    events = []
    round_number = state.round
    while state.phase == "turn" and state.round == round_number:
        events += act(state, "end_turn")
    return events


def finish_election(state) -> None:
    while state.phase == "election":
        act(state, "pass")


class LoadedDice(Rng):
    """An Rng whose die rolls come from a list (everything else stays seeded)."""

    __slots__ = ("rolls",)

    def __init__(self, rolls: list[int]) -> None:
        super().__init__(0)
        self.rolls = list(rolls)

    def roll(self, sides: int = 6) -> int:
        return self.rolls.pop(0)

    def clone(self) -> "LoadedDice":
        other = LoadedDice(self.rolls)
        other.state = self.state
        return other
