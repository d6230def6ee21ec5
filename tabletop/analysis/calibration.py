"""From the review's evaluation to a chance to win: a map per game and player count.

The review's search rates a position by its root value, a seat's mean playout reward
(half the win, half a squashed score margin; `tabletop.ai.reward`). It orders moves, but
measured against how games really end it is no chance to win: compressed toward one half
in Golden Sails, over-confident early in Winds of Trade. A map fitted on simulated games
(`tools/calibration.py`, from `analysis.calibration_data` journals) turns it into one:
in each phase of a game (rounds up to `until_round`), chance = σ(a + b·logit(value)).

A phase whose map did not beat always saying the base rate, on games held out of each
fit (five folds by game), is `open`: there the review says the position is open rather
than print a number that only looks like knowledge.

The maps live in `content/<game>/calibration.yaml` (not part of the rules: it is left out
of the content fingerprint, like the lesson), one per search budget: the review's search
and Suggest's are the same search at two budgets (`tabletop.ai.advice.suggestion_bot`),
and a map holds only for the evaluations of the budget it was fitted on; any other
budget stays an evaluation. Nothing here imports pygame.
"""

from __future__ import annotations

import math
from functools import cache
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field

FILE = "calibration.yaml"
EDGE = 0.005
"""Evaluations are clamped to [EDGE, 1 - EDGE] before their logit: a playout average of
exactly 0 or 1 is a small sample, not certainty."""


class Phase(BaseModel):
    """Rounds up to `until_round` (None: to the end): the map's two numbers, or open."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    until_round: int | None = Field(default=None, ge=1)
    intercept: float = Field(ge=-20, le=20)
    slope: float = Field(ge=0, le=50)
    prior_weight: float = Field(default=0.0, ge=0)
    """How hard the fit was pulled toward the raw evaluation (for the record)."""
    open: bool = False


class FittedOn(BaseModel):
    """Where the numbers came from, so a reader can redo them."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    games: int = Field(ge=1)
    positions: int = Field(ge=1)
    bot: str
    seeds: str
    base_rate: float = Field(ge=0, le=1)


class PlayerMap(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    fitted_on: FittedOn
    phases: list[Phase] = Field(min_length=1, max_length=8)


class BudgetMap(BaseModel):
    """The maps, by player count, of the search's evaluations at `iterations`."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    iterations: int = Field(ge=1)
    players: dict[int, PlayerMap]


class CalibrationMap(BaseModel):
    """A game's maps: one per search budget, each by player count."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    budgets: list[BudgetMap] = Field(max_length=8)

    def for_players(self, players: int, iterations: int) -> "PlayerMap | None":
        """The map of a `players` game judged at `iterations`, or None (stays an evaluation)."""
        for budget in self.budgets:
            if budget.iterations == iterations:
                return budget.players.get(players)
        return None

    def with_map(self, iterations: int, players: int, player_map: PlayerMap) -> "CalibrationMap":
        """These maps with `player_map` for `players` at `iterations` (a new one, or in
        place of the old one; the budgets kept in order of iterations)."""
        kept = {budget.iterations: dict(budget.players) for budget in self.budgets}
        kept.setdefault(iterations, {})[players] = player_map
        return CalibrationMap(budgets=[BudgetMap(iterations=count, players=kept[count]) for count in sorted(kept)])


def logit(value: float) -> float:
    clamped = min(1 - EDGE, max(EDGE, value))
    return math.log(clamped / (1 - clamped))


def sigmoid(x: float) -> float:
    if x >= 0:
        return 1 / (1 + math.exp(-x))
    z = math.exp(x)
    return z / (1 + z)


def phase_of(player_map: PlayerMap, round_number: int) -> Phase:
    """The phase a position of `round_number` falls in (the last phase takes any later round)."""
    for phase in player_map.phases:
        if phase.until_round is None or round_number <= phase.until_round:
            return phase
    return player_map.phases[-1]


def usable_map(game_id: str, players: int, iterations: int, *, open_phases: bool = False) -> PlayerMap | None:
    """The map the evaluations of a `players` game at `iterations` read through, or None:
    none shipped for them, or one with an open phase (the review's line over a game that
    is a chance in one half and an evaluation in the other would read as one scale).
    With `open_phases`, a map open in some rounds only is used too: Suggest's card speaks
    of one moment, so it says "open" there and gives chances in the other rounds. Raises
    ContentErrors (naming file, line and field) when the game's map is damaged: the
    caller says so and shows evaluations."""
    shipped = load_map(game_id)
    player_map = shipped.for_players(players, iterations) if shipped is not None else None
    if player_map is None or all(phase.open for phase in player_map.phases):
        return None
    if not open_phases and any(phase.open for phase in player_map.phases):
        return None
    return player_map


def chance(player_map: PlayerMap, value: float, round_number: int) -> float | None:
    """The chance to win of a position the review rated `value` in `round_number`; None
    where the map found the game still open."""
    phase = phase_of(player_map, round_number)
    if phase.open:
        return None
    return sigmoid(phase.intercept + phase.slope * logit(value))


@cache
def load_map(game_id: str) -> CalibrationMap | None:
    """The game's shipped map, or None when it has none. A damaged file is a content error
    (ContentErrors naming file, line and field), as any content file's is."""
    from tabletop.runtime.paths import content_root

    path = content_root() / game_id / FILE
    return read_map(path) if path.is_file() else None


def read_map(path: Path) -> CalibrationMap:
    """The map in `path`; raises ContentErrors naming file, line and field."""
    from tabletop.content.yamlio import read_model

    return read_model(path, CalibrationMap)
