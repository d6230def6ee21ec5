"""What each game tells its bots: a heuristic, a cheap playout policy and a score scale.

A game supplies these in `tabletop/games/<id>/bots.py`; anything it leaves out falls back
to a neutral default here, so a newly added game is playable by every bot on day one and
only gets stronger as its `bots.py` grows.

The hooks a `bots.py` may define:

- `evaluate(state, seat) -> float`: what the seat's position is worth, in the game's own
  points (a casual player's estimate of the final score). Called on determinized states
  only, never on the true one.
- `evaluate_all(state) -> list[float]`: the same for every seat at once, when sharing the
  work is cheaper (optional; otherwise `evaluate` is called per seat).
- `rollout_policy(state, rng) -> Action`: a fast, reasonable move for whoever is to act.
- `horizon(state) -> hashable`: greedy plays on with the rollout policy until this value
  changes (e.g. the round number), so it judges an action once its effect has settled.
- `SCORE_SCALE: float`: a score margin that is "clearly ahead", for turning margins into
  rewards in [0, 1].
- `ROLLOUT_DEPTH: int | None`: ISMCTS stops a playout after this many actions and uses
  `evaluate` instead (None: play to the end).
- `search_actions(state) -> list[Action]`: the moves ISMCTS considers, a subset of the
  legal ones (default: all of them). For moves a sensible player makes only for a reason
  (Sail to India's free returns, which the rules offer at every step of a turn): each one
  widens every node of the tree, and a search of a few hundred iterations then spends
  itself on moves that undo the board. What it lists for the seat to act must follow
  from what that seat sees: when it lists one move at a bot's own decision, the bot
  plays it without searching.
- `EXPLORATION: dict[str, float]`: UCT's exploration constant for a level ("easy",
  "normal", "hard") where the game's measurements chose one other than the search's
  default (`tabletop.ai.ismcts.EXPLORATION`).
- `LEVEL_ROLLOUT_POLICIES: dict[str, policy]`: a level's own playout policy where the
  game's measurements found one that makes that level stronger than `rollout_policy`
  (Golden Sails' hard level weighs what a take denies the rival). ISMCTS at that level
  plays its playouts with it; greedy and the other levels keep `rollout_policy`.
- `LEVEL_EVALUATIONS: dict[str, evaluate]`: a level's own `evaluate`, likewise (Pirates'
  Gold's hard level judges with truer, finer worths). ISMCTS at that level judges its
  cut-off playouts with it; greedy and the other levels keep `evaluate`.
- `LEVEL_SEARCH_ACTIONS: dict[str, search_actions]`: a level's own `search_actions`,
  likewise (Sail to India's hard level searches a sale as one move). ISMCTS at that
  level builds its tree with it; the other levels keep `search_actions`.
- `LEVEL_TREES: dict[str, int]`: a level whose search is split into this many
  independent trees, each on its share of the budget, which then vote
  (`tabletop.ai.ismcts.IsmctsBot.search`), where the game's measurements found a few
  trees of a moderate size stronger than one large one (Pirates' Gold's hard level).
  Default 1.
- `HASTE: float`: in a race, a win now is worth more than the same win later (the rivals'
  real play is stronger than the playouts'): ISMCTS discounts a finished playout's reward
  by HASTE**n toward its bare margin (`reward.discounted`), n being the actions from a
  move to the end. 1.0 (the default): when does not matter.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass, field

from tabletop.engine.action import Action
from tabletop.engine.game import Game, State
from tabletop.engine.rng import Rng


def _no_evaluation(state: State, seat: int) -> float:
    return 0.0


def random_policy(state: State, rng: Rng) -> Action:
    return rng.choice(state.legal_actions())


def all_legal_actions(state: State) -> list[Action]:
    return state.legal_actions()


@dataclass(frozen=True, slots=True)
class GameHooks:
    evaluate: Callable[[State, int], float]
    evaluate_all: Callable[[State], list[float]] | None
    rollout_policy: Callable[[State, Rng], Action]
    horizon: Callable[[State], Hashable] | None
    score_scale: float
    rollout_depth: int | None
    has_evaluation: bool
    haste: float = 1.0
    search_actions: Callable[[State], list[Action]] = all_legal_actions
    exploration: Mapping[str, float] = field(default_factory=dict)
    level_rollout_policies: Mapping[str, Callable[[State, Rng], Action]] = field(default_factory=dict)
    level_evaluations: Mapping[str, Callable[[State, int], float]] = field(default_factory=dict)
    level_search_actions: Mapping[str, Callable[[State], list[Action]]] = field(default_factory=dict)
    level_trees: Mapping[str, int] = field(default_factory=dict)

    def rollout_policy_for(self, level: str | None) -> Callable[[State, Rng], Action]:
        """The playout policy of a search at `level` (None: a bot with no level)."""
        return self.level_rollout_policies.get(level, self.rollout_policy)

    def search_actions_for(self, level: str | None) -> Callable[[State], list[Action]]:
        """The moves a search at `level` considers (None: a bot with no level)."""
        return self.level_search_actions.get(level, self.search_actions)

    def trees_for(self, level: str | None) -> int:
        """How many trees a search at `level` grows and lets vote (None: a bot with no level)."""
        return self.level_trees.get(level, 1)

    def values(self, state: State, level: str | None = None) -> list[float]:
        """Every seat's heuristic value (final totals once the game is over), as a search at
        `level` judges it (None: a bot with no level)."""
        if state.is_over():
            return [float(t) for t in state.result().totals]
        own = self.level_evaluations.get(level)
        if own is not None:
            return [own(state, seat) for seat in range(state.players)]
        if self.evaluate_all is not None:
            return self.evaluate_all(state)
        return [self.evaluate(state, seat) for seat in range(state.players)]

    def advantage(self, state: State, seat: int) -> float:
        """The seat's value minus its strongest rival's: what a player who wants to win maximises."""
        values = self.values(state)
        rivals = [v for s, v in enumerate(values) if s != seat]
        return values[seat] - (max(rivals) if rivals else 0.0)


_cache: dict[str, GameHooks] = {}


def hooks_for(game: Game) -> GameHooks:
    """The hooks of `game` (imported once per game id)."""
    if game.id not in _cache:
        try:
            module = importlib.import_module(f"tabletop.games.{game.id}.bots")
        except ModuleNotFoundError as error:
            if not f"tabletop.games.{game.id}.bots".startswith(error.name or "?"):
                raise  # bots.py exists but something it imports does not
            module = None
        evaluate = getattr(module, "evaluate", None)
        _cache[game.id] = GameHooks(
            evaluate=evaluate or _no_evaluation,
            evaluate_all=getattr(module, "evaluate_all", None),
            rollout_policy=getattr(module, "rollout_policy", random_policy),
            horizon=getattr(module, "horizon", None),
            score_scale=float(getattr(module, "SCORE_SCALE", 10.0)),
            rollout_depth=getattr(module, "ROLLOUT_DEPTH", None),
            has_evaluation=evaluate is not None,
            haste=float(getattr(module, "HASTE", 1.0)),
            search_actions=getattr(module, "search_actions", all_legal_actions),
            exploration=dict(getattr(module, "EXPLORATION", {})),
            level_rollout_policies=dict(getattr(module, "LEVEL_ROLLOUT_POLICIES", {})),
            level_evaluations=dict(getattr(module, "LEVEL_EVALUATIONS", {})),
            level_search_actions=dict(getattr(module, "LEVEL_SEARCH_ACTIONS", {})),
            level_trees=dict(getattr(module, "LEVEL_TREES", {})),
        )
    return _cache[game.id]
