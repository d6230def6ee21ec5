"""What every game package provides, declared once: `GamePackage` and the parts it hands out.

Each game's `__init__.py` exports `PACKAGE`, an instance of its own `GamePackage`
subclass, and `tabletop.registry.package(game_id)` is the one way any layer reaches it.
The parts are handed out by methods that import their modules when first asked, so
naming a game loads nothing of it: `sim` never imports a table, the window never imports
a scenario reader. The conformance suite checks that every game fills every part.

The split follows OpenSpiel's registered game types and python-chess's variant classes:
one object per game that the rest of the program asks, instead of each layer finding a
game's modules by name. Nothing here imports pygame; a table's types are the UI's own,
so the table part is described by the shape the UI calls (`GameTable`).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar, Protocol

from tabletop.engine.action import Action
from tabletop.engine.game import Game, State
from tabletop.engine.rng import Rng
from tabletop.engine.standings import StandingsOf

Evaluate = Callable[[State, int], float]
Policy = Callable[[State, Rng], Action]
SearchActions = Callable[[State], list[Action]]


def no_evaluation(state: State, seat: int) -> float:
    return 0.0


def random_policy(state: State, rng: Rng) -> Action:
    return rng.choice(state.legal_actions())


def all_legal_actions(state: State) -> list[Action]:
    return state.legal_actions()


@dataclass(frozen=True, slots=True)
class BotHooks:
    """What a game tells its bots (its `bots.py` builds one as `HOOKS`). What a game leaves
    out falls back to a neutral default, so a new game is playable by every bot on day
    one and only gets stronger as its `bots.py` grows.

    - `evaluate(state, seat)`: what the seat's position is worth, in the game's own
      points (a casual player's estimate of the final score). Called on determinized
      states only, never on the true one.
    - `evaluate_all(state)`: the same for every seat at once, when sharing the work is
      cheaper (otherwise `evaluate` is called per seat).
    - `rollout_policy(state, rng)`: a fast, reasonable move for whoever is to act.
    - `horizon(state)`: greedy plays on with the rollout policy until this value changes
      (e.g. the round number), so it judges an action once its effect has settled.
    - `score_scale`: a score margin that is "clearly ahead", for turning margins into
      rewards in [0, 1].
    - `rollout_depth`: ISMCTS stops a playout after this many actions and uses `evaluate`
      instead (None: play to the end).
    - `search_actions(state)`: the moves ISMCTS considers, a subset of the legal ones. For
      moves a sensible player makes only for a reason (Sail to India's free returns, which
      the rules offer at every step of a turn): each one widens every node of the tree.
      What it lists for the seat to act must follow from what that seat sees: when it
      lists one move at a bot's own decision, the bot plays it without searching.
    - `exploration`: UCT's exploration constant for a level ("easy", "normal", "hard")
      where the game's measurements chose one other than the search's default.
    - `level_rollout_policies`, `level_evaluations`, `level_search_actions`: a level's
      own playout policy, evaluation or searched moves, where the game's measurements
      found one that makes that level stronger (Golden Sails' hard level weighs what a
      take denies the rival; Pirates' Gold's hard level judges with truer worths; Sail
      to India's hard level searches a sale as one move). Greedy asks for the evaluation
      of the level "greedy" (Pirates' Gold's greedy judges with a worth that a one-ply
      look cannot stall on). The other levels keep the plain hook.
    - `level_trees`: a level whose search is split into this many independent trees,
      each on its share of the budget, which then vote (Pirates' Gold's hard level).
    - `haste`: in a race, a win now is worth more than the same win later: ISMCTS
      discounts a finished playout's reward by haste**n toward its bare margin, n being
      the actions from a move to the end. 1.0: when does not matter.
    """

    evaluate: Evaluate = no_evaluation
    evaluate_all: Callable[[State], list[float]] | None = None
    rollout_policy: Policy = random_policy
    horizon: Callable[[State], Hashable] | None = None
    score_scale: float = 10.0
    rollout_depth: int | None = None
    haste: float = 1.0
    search_actions: SearchActions = all_legal_actions
    exploration: Mapping[str, float] = field(default_factory=dict)
    level_rollout_policies: Mapping[str, Policy] = field(default_factory=dict)
    level_evaluations: Mapping[str, Evaluate] = field(default_factory=dict)
    level_search_actions: Mapping[str, SearchActions] = field(default_factory=dict)
    level_trees: Mapping[str, int] = field(default_factory=dict)

    @property
    def has_evaluation(self) -> bool:
        """Whether the game judges unfinished positions (else playouts run to the end)."""
        return self.evaluate is not no_evaluation

    def rollout_policy_for(self, level: str | None) -> Policy:
        """The playout policy of a search at `level` (None: a bot with no level)."""
        return self.level_rollout_policies.get(level or "", self.rollout_policy)

    def search_actions_for(self, level: str | None) -> SearchActions:
        """The moves a search at `level` considers (None: a bot with no level)."""
        return self.level_search_actions.get(level or "", self.search_actions)

    def trees_for(self, level: str | None) -> int:
        """How many trees a search at `level` grows and lets vote (None: a bot with no level)."""
        return self.level_trees.get(level or "", 1)

    def values(self, state: State, level: str | None = None) -> list[float]:
        """Every seat's heuristic value (final totals once the game is over), as a search at
        `level` judges it (None: a bot with no level)."""
        if state.is_over():
            return [float(t) for t in state.result().totals]
        own = self.level_evaluations.get(level or "")
        if own is not None:
            return [own(state, seat) for seat in range(state.players)]
        if self.evaluate_all is not None:
            return self.evaluate_all(state)
        return [self.evaluate(state, seat) for seat in range(state.players)]

    def advantage(self, state: State, seat: int, level: str | None = None) -> float:
        """The seat's value minus its strongest rival's: what a player who wants to win
        maximises (judged as `values` at `level` judges)."""
        values = self.values(state, level)
        rivals = [v for s, v in enumerate(values) if s != seat]
        return values[seat] - (max(rivals) if rivals else 0.0)


@dataclass(frozen=True, slots=True)
class Progress:
    """How a game went, position by position (its `progress.py` builds one as `PROGRESS`).

    `measure` sees the whole state (hidden cards too), so its figures are for finished
    games only: the results screen and the replay of a game that is over."""

    figures: tuple[str, ...]
    """The names of the figures, in the order charts show them."""
    round_number: Callable[[State], int]
    """The round a position is in, as the game's table counts rounds (replays jump by it)."""
    measure: Callable[[State], dict[str, list[int]]]
    """Per figure, each seat's value now (Golden Sails: the score had the game ended here)."""


class ScenarioProblem(ValueError):
    """A scenario field that cannot be read: `path` names it, the message says why."""

    def __init__(self, path: tuple, message: str) -> None:
        super().__init__(message)
        self.path = path


ScoreScenario = Callable[[dict, Game], dict]
"""A game's `score_scenario(data, game)`: the `score` command's report of a described final
position, `{"game", "players": [{"name", "total", "breakdown", "choices"}], "winners"}`;
raises ScenarioProblem naming the bad field."""


class GameTable(Protocol):
    """A game's table for the app (its `table/__init__.py` exports one as `TABLE`): the table
    scene calls `make_table(host)`, the results screen `results_look(game)`. The host, the
    table and the look are the UI's types (`tabletop.ui.table`, `tabletop.ui.scenes.results`);
    the engine never imports the UI, so they are named here only by what the UI calls."""

    def make_table(self, host: Any) -> Any: ...

    def results_look(self, game: Game) -> Any: ...


class GamePackage(ABC):
    """One game: how to build it from its content folder, and the parts the other layers ask
    for. A subclass per game implements each method with an import inside, so asking for
    one part loads only that part's modules."""

    id: ClassVar[str]

    @abstractmethod
    def build(self, folder: Path) -> Game:
        """The Game from `content/<id>/` (raises ContentErrors naming file, line and field)."""

    @abstractmethod
    def bots(self) -> BotHooks:
        """What the bots know of the game (`bots.py`)."""

    @abstractmethod
    def progress(self) -> Progress:
        """The game's figures over a finished game (`progress.py`)."""

    @abstractmethod
    def scenario(self) -> ScoreScenario:
        """The `score` command's reader of a described final position (`scenario.py`)."""

    @abstractmethod
    def standings(self) -> StandingsOf:
        """How the game stands as one seat may know it, from `view(seat)` alone (`standings.py`)."""

    @abstractmethod
    def table(self) -> GameTable:
        """The game's table and results look (`table/`); imports pygame."""
