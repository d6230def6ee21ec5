"""The greedy bot: one ply, judged by the game's own heuristic.

For each legal action it imagines a few worlds consistent with its view, plays the
action in each, lets the game's cheap policy finish the current stretch (the game's
`horizon`, e.g. the rest of the round, so an action is judged once its effect has
landed) and scores the result as its lead over the strongest rival. Every action sees
the same worlds and the same policy dice (common random numbers), so differences
between actions are not noise between samples.

A game that has no heuristic yet is judged by playing each world out to the end
(flat Monte Carlo), so greedy is never just "the first legal action".
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

from tabletop.ai.forced import forced_action
from tabletop.ai.hooks import BotHooks, hooks_for
from tabletop.engine.action import Action
from tabletop.engine.game import Game, State, View
from tabletop.engine.rng import Rng

SETTLE_LIMIT = 10_000
LEVEL = "greedy"
"""The level greedy judges at: a game may give it its own evaluation under this key
(`BotHooks.level_evaluations`), where the search's worth would mislead a one-ply look."""


class GreedyBot:
    name = "greedy"

    def __init__(self, samples: int = 4) -> None:
        self.samples = samples

    def choose(self, game: Game, view: View, rng: Rng, stop: Callable[[], bool] | None = None) -> Action:
        forced = forced_action(view)
        if forced is not None:
            return forced
        legal, seat = view.legal, view.seat
        if seat is None:
            raise ValueError("asked to choose for a spectator's view")
        hooks = hooks_for(game)
        worlds = [(game.determinize(view, rng), rng.spawn()) for _ in range(self.samples)]
        best, best_value = legal[0], float("-inf")
        for action in legal:
            value = 0.0
            for world, dice in worlds:
                state = world.clone()
                mark = hooks.horizon(state) if hooks.horizon else None
                state.apply(action)
                settle(state, hooks, dice.clone(), mark, to_end=not hooks.has_evaluation)
                value += hooks.advantage(state, seat, LEVEL)
            if value > best_value:
                best, best_value = action, value
        return best


def settle(state: State, hooks: BotHooks, rng: Rng, mark: Hashable, to_end: bool = False) -> None:
    """Play the cheap policy until the game's horizon moves past `mark`, or to the end."""
    horizon = hooks.horizon
    if horizon is None and not to_end:
        return
    for _ in range(SETTLE_LIMIT):
        if state.is_over() or (not to_end and horizon is not None and horizon(state) != mark):
            return
        state.apply_trusted(hooks.rollout_policy(state, rng))
