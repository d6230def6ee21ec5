"""Fitting a calibration map to judged positions, and the table that says whether it is honest.

The fit: in each phase, a logistic regression of the seat's share of the win on the logit
of the position's evaluation (two numbers, Newton's method), pulled toward the evaluation
as it is (`WEIGHTS`, chosen per phase on held-out games): positions of one game share its
outcome, so a few dozen games are few, and a free fit on them swings from one set of games
to the next. Phases split the game where its positions reach half
of the game's actions (or thirds, …), by round, so a map needs only what a view shows
(the round).

A phase is open when its map, fitted on four fifths of the games and scored on the
fifth left out (five folds, by game, since a game's positions share one outcome), does
not have a lower Brier score than always saying the fit set's base rate.

The table: positions of other games, by tenths of predicted chance, each tenth's mean
prediction against how often those seats won; and in each half of a game the Brier score
of the chances against the base rate's. Nothing here imports pygame.
"""

from __future__ import annotations

import statistics
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from tabletop.analysis.calibration import FittedOn, Phase, PlayerMap, chance, logit, phase_of, sigmoid
from tabletop.analysis.calibration_data import Position

FOLDS = 5
WEIGHTS = (0.5, 2.0, 8.0, 32.0, 128.0)
"""How hard a fit may be pulled toward the evaluation as it is (intercept 0, slope 1): a
phase fitted on few games stays near the raw evaluation (already a fair guess) and many
games move it where they say. Each phase takes the one that predicts held-out games best."""
MIN_POSITIONS = 200
MAX_GAP = 0.10
"""The issue's bar for honest numbers: at least 200 positions, and predicted chances
within 10 points of the realised win rate on average over the tenths."""


def fit_logistic(xs: Sequence[float], ys: Sequence[float], weight: float = WEIGHTS[0],
                 intercept: bool = True) -> tuple[float, float]:
    """(intercept, slope) maximising the likelihood of ys (in [0, 1]) under σ(a + b·x),
    pulled toward (0, 1) — the evaluation taken as it is — with `weight`. Without
    `intercept` it stays 0 and only the slope is fitted."""
    a, b = 0.0, 1.0
    for _ in range(50):
        ga = gb = haa = hab = hbb = 0.0
        for x, y in zip(xs, ys):
            p = sigmoid(a + b * x)
            w = p * (1 - p)
            ga += y - p
            gb += (y - p) * x
            haa += w
            hab += w * x
            hbb += w * x * x
        ga -= weight * a
        gb -= weight * (b - 1)
        haa += weight
        hbb += weight
        if not intercept:
            da, db = 0.0, gb / hbb
        else:
            det = haa * hbb - hab * hab
            if det <= 1e-12:
                break
            da = (hbb * ga - hab * gb) / det
            db = (haa * gb - hab * ga) / det
        a, b = a + da, b + db
        if abs(da) + abs(db) < 1e-9:
            break
    return a, b


def brier(predicted: Sequence[float], outcomes: Sequence[float]) -> float:
    return statistics.fmean((p - y) ** 2 for p, y in zip(predicted, outcomes))


def split_rounds(positions: Sequence[Position], phases: int) -> list[int]:
    """The last round of each phase but the last: for each mark 1/phases, 2/phases, …
    of the way through a game, the round that best parts the positions before the mark
    from those after it (the fewest on the wrong side)."""
    rounds = sorted({p.round for p in positions})
    splits: list[int] = []
    for k in range(1, phases):
        mark = k / phases
        split = min(rounds, key=lambda r: sum((p.share < mark) != (p.round <= r) for p in positions))
        if split != rounds[-1] and (not splits or split > splits[-1]):
            splits.append(split)
    return splits


def fit_phase(positions: Sequence[Position], until_round: int | None, intercept: bool = True) -> Phase:
    """One phase's map: the pull toward the raw evaluation that predicts held-out games
    best (five folds by game, from WEIGHTS), and open when even that does not beat the
    base rate on them."""
    scored = {weight: _cross_validated(positions, weight, intercept) for weight in WEIGHTS}
    weight = min(WEIGHTS, key=lambda w: scored[w][0])
    mapped, base = scored[weight]
    a, b = fit_logistic([logit(p.best) for p in positions], [p.won for p in positions], weight, intercept)
    slope = max(0.0, b)
    return Phase(until_round=until_round, intercept=round(a, 4), slope=round(slope, 4), prior_weight=weight,
                 open=slope <= 0 or not mapped < base)


def game_folds(positions: Sequence[Position], folds: int) -> Iterator[tuple[list[Position], list[Position]]]:
    """(the rest, one fold) for each of `folds` folds by game (every `folds`-th seed), so a
    game's positions, which share its outcome, are never on both sides; empty sides skipped."""
    seeds = sorted({p.game_seed for p in positions})
    for fold in range(folds):
        held = {s for i, s in enumerate(seeds) if i % folds == fold}
        train = [p for p in positions if p.game_seed not in held]
        test = [p for p in positions if p.game_seed in held]
        if train and test:
            yield train, test


def _cross_validated(positions: Sequence[Position], weight: float, intercept: bool) -> tuple[float, float]:
    """Brier scores on held-out games (five folds by game) of the map fitted with `weight`
    on the rest, and of the rest's base rate."""
    mapped, base, outcomes = [], [], []
    for train, test in game_folds(positions, FOLDS):
        a, b = fit_logistic([logit(p.best) for p in train], [p.won for p in train], weight, intercept)
        rate = statistics.fmean(p.won for p in train)
        mapped += [sigmoid(a + max(0.0, b) * logit(p.best)) for p in test]
        base += [rate] * len(test)
        outcomes += [p.won for p in test]
    if not outcomes:
        return 1.0, 0.0   # too few games to tell: never better than the base rate
    return brier(mapped, outcomes), brier(base, outcomes)


def fit_map(positions: Sequence[Position], bot: str, phases: int = 2, players: int = 2) -> PlayerMap:
    """The map of one player count: `phases` phases by round (`split_rounds`). With two
    players the intercept stays 0: the two seats' evaluations sum to about one and their
    chances to exactly one, so a curve through one half at one half is the only fair one,
    and a free intercept would only fit noise."""
    splits = split_rounds(positions, phases)
    parts, low = [], 0
    for until in [*splits, None]:
        part = [p for p in positions if p.round > low and (until is None or p.round <= until)]
        parts.append(fit_phase(part, until, intercept=players != 2))
        low = until or 0
    seeds = sorted({p.game_seed for p in positions})
    fitted = FittedOn(games=len(seeds), positions=len(positions), bot=bot, seeds=seed_ranges(seeds),
                      base_rate=round(statistics.fmean(p.won for p in positions), 4))
    return PlayerMap(fitted_on=fitted, phases=parts)


def seed_ranges(seeds: Sequence[int]) -> str:
    """Sorted seeds as runs: "7000-7049, 9000-9059"."""
    runs: list[list[int]] = []
    for seed in seeds:
        if runs and seed == runs[-1][1] + 1:
            runs[-1][1] = seed
        else:
            runs.append([seed, seed])
    return ", ".join(f"{a}-{b}" if a != b else str(a) for a, b in runs)


@dataclass(frozen=True)
class Tenth:
    """One tenth of predicted chance: how many positions, their mean prediction, and how
    often their seats won."""

    low: float
    count: int
    predicted: float
    realised: float

    @property
    def gap(self) -> float:
        return abs(self.predicted - self.realised)


@dataclass(frozen=True)
class Half:
    """One half of the games: positions, the Brier score of the chances (open positions
    say the base rate), of the base rate, and of the raw evaluations."""

    name: str
    count: int
    open: int
    brier_chance: float
    brier_base: float
    brier_raw: float


@dataclass(frozen=True)
class Honesty:
    tenths: list[Tenth]
    halves: list[Half]
    games: int
    positions: int
    given: Half | None = None
    """The positions given a chance (not open), wherever in the game: what Suggest's card
    shows with a map that has an open phase (`meets_given_bar`). None: none given."""

    @property
    def mean_gap(self) -> float:
        """The tenths' gaps, weighted by their positions."""
        counted = sum(t.count for t in self.tenths)
        return sum(t.gap * t.count for t in self.tenths) / counted if counted else 0.0


def honesty(player_map: PlayerMap, positions: Sequence[Position]) -> Honesty:
    """The honesty table of `player_map` on `positions` (of games it was not fitted on)."""
    base = player_map.fitted_on.base_rate
    return _table([(p, chance(player_map, p.best, p.round), base) for p in positions])


def cross_honesty(positions: Sequence[Position], bot: str, phases: int = 2, players: int = 2,
                  folds: int = FOLDS, open_as: PlayerMap | None = None) -> Honesty:
    """The honesty table over every game, each game's positions judged by a map fitted on
    the other folds' games alone (five folds by game): all the games count, and none is
    judged by a map that saw it. With `open_as` (the map fitted on every game), the rounds
    it calls open stay open in every fold: whether a phase is open is decided on held-out
    games already (`fit_phase`), and a fold that decided otherwise would judge chances the
    shipped map never gives."""
    rated: list[tuple[Position, float | None, float]] = []
    for train, test in game_folds(positions, folds):
        player_map = fit_map(train, bot, phases, players)
        rated += [(p, None if open_as is not None and phase_of(open_as, p.round).open
                   else chance(player_map, p.best, p.round), player_map.fitted_on.base_rate) for p in test]
    return _table(rated)


def meets_bar(table: Honesty) -> bool:
    """The issue's bar: at least MIN_POSITIONS positions, a mean gap of at most MAX_GAP,
    and in each half a Brier score below the base rate's."""
    return (table.positions >= MIN_POSITIONS and table.mean_gap <= MAX_GAP and len(table.halves) == 2
            and all(half.brier_chance < half.brier_base for half in table.halves))


def meets_given_bar(table: Honesty) -> bool:
    """The bar for a map with an open phase, which only Suggest's card reads (a suggestion
    is one moment; the review's line over a game needs one scale throughout): where it
    gives chances, at least MIN_POSITIONS positions, a mean gap of at most MAX_GAP, and a
    Brier score below the base rate's."""
    given = table.given
    return (given is not None and given.count >= MIN_POSITIONS and table.mean_gap <= MAX_GAP
            and given.brier_chance < given.brier_base)


def _table(rated: Sequence[tuple[Position, float | None, float]]) -> Honesty:
    """Tenths and halves of (position, its chance or None where open, the base rate)."""
    tenths = []
    for k in range(10):
        inside = [(p, c) for p, c, _ in rated if c is not None and min(9, int(c * 10)) == k]
        if inside:
            tenths.append(Tenth(k / 10, len(inside), statistics.fmean(c for _, c in inside),
                                statistics.fmean(p.won for p, _ in inside)))
    halves = [_half(name, [(p, c, b) for p, c, b in rated if keep(p)])
              for name, keep in (("first half", lambda p: p.share < 0.5), ("second half", lambda p: p.share >= 0.5))]
    given = _half("where chances are given", [(p, c, b) for p, c, b in rated if c is not None])
    return Honesty(tenths, [half for half in halves if half is not None], len({p.game_seed for p, _, _ in rated}),
                   len(rated), given)


def _half(name: str, part: Sequence[tuple[Position, float | None, float]]) -> Half | None:
    """The Brier scores of `part` (open positions say the base rate); None when empty."""
    if not part:
        return None
    outcomes = [p.won for p, _, _ in part]
    return Half(name, len(part), sum(c is None for _, c, _ in part),
                brier([b if c is None else c for _, c, b in part], outcomes),
                brier([b for _, _, b in part], outcomes), brier([p.best for p, _, _ in part], outcomes))


def honesty_lines(table: Honesty) -> list[str]:
    """The table as the tool prints it (Markdown, for the designers' notes)."""
    lines = [f"{table.positions} positions of {table.games} games", "",
             "| predicted | positions | mean predicted | won | gap |", "|---|---|---|---|---|"]
    lines += [f"| {t.low:.1f}–{t.low + 0.1:.1f} | {t.count} | {t.predicted:.3f} | {t.realised:.3f} | "
              f"{100 * t.gap:.1f} |" for t in table.tenths]
    lines += ["", f"mean gap (weighted by positions): {100 * table.mean_gap:.1f} points", "",
              "| half | positions | open | Brier, chances | Brier, base rate | Brier, raw evaluation |",
              "|---|---|---|---|---|---|"]
    opened = any(h.open for h in table.halves)
    shown = [*table.halves, table.given] if opened and table.given is not None else table.halves
    lines += [f"| {h.name} | {h.count} | {h.open} | {h.brier_chance:.4f} | {h.brier_base:.4f} | {h.brier_raw:.4f} |"
              for h in shown]
    verdict = "meets" if meets_bar(table) else "does not meet"
    lines += ["", f"It {verdict} the bar: at least {MIN_POSITIONS} positions, a mean gap of at most "
                  f"{100 * MAX_GAP:.0f} points, and chances beating the base rate in each half."]
    if opened:
        verdict = "meets" if meets_given_bar(table) else "does not meet"
        lines += [f"Where it gives chances it {verdict} Suggest's bar for a map with an open phase: at least "
                  f"{MIN_POSITIONS} positions given chances, a mean gap of at most {100 * MAX_GAP:.0f} points, "
                  "and those chances beating the base rate."]
    return lines
