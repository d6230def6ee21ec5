"""A review of a saved game: each decision judged from the deciding seat's own view.

For every action a seat chose among several, a pinned, seeded search looks at
`view(seat)` of that moment — never the state — and rates the move played against the
move it would have played. The search is the hard level's (its playouts, evaluation,
searched moves and trees) with a fixed iteration budget (by default `STRENGTH` times
the hard level's pinned count) and no early stop (`tabletop.ai.advice.judging_bot`,
which Suggest asks with a smaller budget), so every move it weighs gets its share
of the budget; its generator is seeded by the decision's index alone, so the same save
always gets the same review.

The numbers are raw evaluations, not chances to win: a search's root value is a seat's
mean playout reward (half the win, half a squashed score margin; `tabletop.ai.reward`),
and measured against real outcomes it is compressed in Golden Sails and over-confident
early in Winds of Trade. `win_played` and `win_best` keep the names the review's JSON
promises, but until a per-game calibration map turns them into chances they are
evaluations in [0, 1]; `calibrated` in the JSON says which they are.

A game may narrow the moves its search weighs (Sail to India's hard level never weighs
the free returns and makes a sale one sensible step), so the played move is added to the
moves the search weighs at the root (`also_weigh`): a person's odd move is measured, not
skipped. Only a budget smaller than the moves to try can leave it unmeasured; then its
`win_played` is None and its label `unrated`, rather than a number the search never
measured.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass, replace

from tabletop.ai.advice import JUDGING_LEVEL, judging_bot
from tabletop.ai.bot import pinned_name
from tabletop.analysis.progress import game_progress
from tabletop.analysis.review_labels import FIRST, Labels, labels_for
from tabletop.engine.action import Action
from tabletop.engine.game import Game, View
from tabletop.engine.match import Match
from tabletop.engine.rng import Rng

STRENGTH = 2
"""The review's budget as a multiple of the hard level's pinned iterations."""
SEED = 4801
"""The review's seed; a decision's search is seeded by SEED plus its index."""
COSTLY = ("inaccuracy", "mistake", "blunder")
"""The labels of a move that lost more than the search's noise, the smallest first; where
each starts is the game's own (`analysis.review_labels`)."""
LABELS = ("best", "good", *COSTLY, "unrated")


def default_iterations(game_id: str) -> int:
    """The review's budget for `game_id`: `STRENGTH` times the hard level's pinned count."""
    hard = int(pinned_name(JUDGING_LEVEL, game_id).rpartition("=")[2])
    return STRENGTH * hard


@dataclass(frozen=True, slots=True)
class Judgement:
    """What the search made of one move from one view: the move it would play, and the
    evaluation of each (None: the search did not weigh the played move)."""

    played: Action
    best: Action
    win_played: float | None
    win_best: float
    label: str


@dataclass(frozen=True, slots=True)
class Decision:
    """One reviewed decision: the action at `index` of the history, made by `seat` in `round`."""

    index: int
    seat: int
    round: int
    played: str
    best: str
    win_played: float | None
    win_best: float
    label: str

    def to_json(self) -> dict:
        return asdict(self)


def label_for(lost: float, labels: Labels = FIRST) -> str:
    """The label of a move that lost `lost` of the best move's evaluation (not the best
    itself), by the thresholds `labels` (the game's: `review_labels.labels_for`)."""
    name = "good"
    for label, threshold in labels.thresholds():
        if lost >= threshold - 1e-9:
            name = label
    return name


def relabelled(decision: Decision, labels: Labels) -> Decision:
    """`decision` labelled by `labels` from its own numbers (a kept review was labelled
    by the thresholds of its day; best and unrated stay as they are)."""
    if decision.label in ("best", "unrated") or decision.win_played is None:
        return decision
    return replace(decision, label=label_for(decision.win_best - decision.win_played, labels))


def judge(game: Game, view: View, played: Action, iterations: int, seed: int) -> Judgement:
    """Rate `played` from `view` alone: the search's own move and the evaluation of both.
    A pure function of its arguments (the search is pinned and seeded)."""
    bot = judging_bot("review", iterations, also_weigh=played)
    report = bot.search(game, view, Rng(seed))
    best = report.action
    win_best = report.values.get(best, 0.0)
    win_played = report.values.get(played)
    if played == best:
        label = "best"
    elif win_played is None:
        label = "unrated"
    else:
        label = label_for(win_best - win_played, _labels(game.id))
    return Judgement(played, best, win_played, win_best, label)


def _labels(game_id: str) -> Labels:
    """The game's thresholds; the first ones where its file is damaged (whoever shows the
    verdicts labels them again and says so: `review_chances.as_chances`' callers)."""
    from tabletop.content.errors import ContentErrors

    try:
        return labels_for(game_id)
    except ContentErrors:
        return FIRST


def reviewable_seats(match: Match) -> list[int]:
    """Whose decisions may be reviewed: every seat once the game is over; while it is still
    being played only its people's, whose own views they have seen (never a computer's)."""
    if match.state.is_over():
        return list(range(len(match.seats)))
    return [i for i, seat in enumerate(match.seats) if seat.is_human]


def decisions(match: Match, seats: list[int]) -> Iterator[tuple[int, int, int, View, Action]]:
    """(index, seat, round, the seat's view, the action played) for each action of `seats`
    made with more than one legal move, replayed from the seed in order."""
    game = match.game
    round_of = game_progress(game.id).round_number
    state = game.new_state(len(match.seats), match.seed, match.options)
    for index, entry in enumerate(match.history):
        if entry.seat in seats:
            view = state.view(entry.seat)
            if len(view.legal) > 1:
                yield index, entry.seat, round_of(state), view, entry.action
        state.apply(entry.action)


Pending = tuple[int, int, int, View, Action]
"""A decision still to judge: (index, seat, round, the seat's view, the action played)."""


def pending(match: Match, seats: list[int] | None = None) -> list[Pending]:
    """The decisions a review of `seats` (default: every reviewable seat) judges, in
    history order. Raises ValueError for a seat that may not be reviewed."""
    allowed = reviewable_seats(match)
    chosen = allowed if seats is None else seats
    refused = [s for s in chosen if s not in allowed]
    if refused:
        raise ValueError(f"seat {refused[0]} may not be reviewed: the game is not over and it is "
                         f"not a person's seat")
    return list(decisions(match, chosen))


def judge_pending(game: Game, item: Pending, iterations: int) -> Decision:
    """One pending decision judged with `iterations` (seeded by its index alone)."""
    index, seat, round_number, view, played = item
    verdict = judge(game, view, played, iterations, SEED + index)
    return Decision(index, seat, round_number, str(played), str(verdict.best),
                    _rounded(verdict.win_played), round(verdict.win_best, 4), verdict.label)


def review(match: Match, seats: list[int] | None = None, iterations: int | None = None,
           progress: Callable[[int, int], None] | None = None) -> list[Decision]:
    """The review of `seats` (default: every reviewable seat) in history order. Raises
    ValueError for a seat that may not be reviewed. `progress(done, total)` is told after
    each decision, so a caller can show how far it is."""
    budget = iterations or default_iterations(match.game.id)
    todo = pending(match, seats)
    found = []
    for done, item in enumerate(todo, start=1):
        found.append(judge_pending(match.game, item, budget))
        if progress is not None:
            progress(done, len(todo))
    return found


def _rounded(value: float | None) -> float | None:
    return None if value is None else round(value, 4)
