"""Headless matches between bots: the numbers behind every strength and speed claim.

Game i of a run uses seed `seed + i`. With `rotate`, the same seed is instead played
once per seating, each bot moving one place round the table (game i: seed
`seed + i // players`, seats shifted by `i % players`), so card luck and seat order
cancel out between the bots; then the wins that matter are `wins_by_bot`.

Rules of the count:
- A shared win counts fractionally: each of k co-winners gets 1/k (so `wins` sums to
  the number of finished games).
- A bot answer that is not among the legal actions is counted in `illegal_actions` and
  replaced by a uniformly random legal action, so the game (and the rest of the count)
  still finishes; `illegal_actions` must be 0 for a good run.
- An exception (in a bot or in the rules) ends that game: it counts in `errors` and is
  listed in `failures` with the command that replays exactly that game.
- A game still running after `step_cap` actions is abandoned and counted in `capped`.
- Think times count only decisions with at least two legal actions (one legal action is
  answered instantly by every bot and would only flatter the median).

A bot's dice come from the game's seed and its seat, never from its name or the seating
order, so `--seats <the seating> --seed S --games 1` replays one game of a rotated run.
"""

from __future__ import annotations

import contextlib
import statistics
import time
import traceback
from collections import Counter
from collections.abc import Callable
from pathlib import Path

from tabletop.ai.bot import Bot, make_bot
from tabletop.ai.game_record import GameRecord
from tabletop.ai.sim_journal import SimJournal, read_journal
from tabletop.engine.rng import Rng

STEP_CAP = 10_000
_BOT_SEED_SALT = 0x5EA7B075


def seating(seats: list[str], index: int, seed: int, rotate: bool) -> tuple[int, list[str]]:
    """The seed and the seat-by-seat bot names of game `index` of a run."""
    players = len(seats)
    if not rotate:
        return seed + index, list(seats)
    shift = index % players
    return seed + index // players, seats[shift:] + seats[:shift]


def play_game(game_id: str, names: list[str], seed: int, step_cap: int = STEP_CAP,
              make: Callable[[str], Bot] | None = None, save_dir: Path | None = None) -> GameRecord:
    """Play one game between the named bots; never raises (failures land in the record).
    `make` turns a name into its bot (default `make_bot`; an experiment may name bots
    `make_bot` does not know). With `save_dir`, a finished game is also written there as
    an ordinary save (`tabletop.ai.sim_saves`), so it can be loaded, replayed and reviewed."""
    from tabletop.registry import load_game

    record = GameRecord(seed, list(names))
    played = []
    try:
        game = load_game(game_id)
        state = game.new_state(len(names), seed)
        bots = [(make or make_bot)(name) for name in names]
        dice = Rng(seed ^ _BOT_SEED_SALT)
        seat_rngs = [dice.spawn() for _ in names]
        referee = dice.spawn()
        while not state.is_over():
            if record.actions >= step_cap:
                record.capped = True
                return record
            seat = state.to_act()
            if seat is None:
                raise RuntimeError("the game is not over, yet nobody is to act")
            if record.first_seat is None:
                record.first_seat = seat
            view = state.view(seat)
            started = time.perf_counter()
            action = bots[seat].choose(game, view, seat_rngs[seat])
            if len(view.legal) > 1:
                record.think.append((names[seat], time.perf_counter() - started))
            if action not in view.legal:
                record.illegal += 1
                action = referee.choice(view.legal)
            state.apply(action)
            played.append(action)
            record.actions += 1
        result = state.result()
        record.totals, record.winners = list(result.totals), list(result.winners)
        record.ending, record.rounds = result.ending, result.rounds
        record.turn_order = list(result.turn_order) or None
        # A game won rather than scored (Winds of Trade) keeps its deciding numbers in figures.
        record.breakdown = [dict(seat) for seat in (result.figures or result.breakdown)]
        if save_dir is not None:
            from tabletop.ai.sim_saves import save_sim_game

            save_sim_game(save_dir, game, names, seed, played)
    except Exception:  # one broken game must not hide the others' numbers
        record.error = traceback.format_exc()
    return record


def _play_indexed(task: tuple[int, tuple]) -> tuple[int, GameRecord]:
    index, game = task
    return index, play_game(*game)


def run_sim(game_id: str, players: int, seats: list[str], games: int, seed: int, rotate: bool = False,
            jobs: int = 1, step_cap: int = STEP_CAP, journal: Path | None = None, cluster: str | None = None,
            save_dir: Path | None = None) -> dict:
    """Play `games` games between the bots named in `seats` (one per seat) and report.

    `jobs` > 1 spreads the games over that many processes (same games, same results for
    fixed-iteration bots; time-budgeted bots each get a core only if jobs ≤ cores).
    `cluster` (a Dask scheduler address, or "local") spreads them over a Dask cluster's
    workers instead (`tabletop.ai.cluster`); without it Dask is never imported.
    With a `journal` file, every finished game is kept there at once and games already
    in it are not played again (`sim_journal`), so a stopped run resumes where it was.
    """
    played, elapsed, played_now = play_games(game_id, players, seats, games, seed, rotate, jobs, step_cap, journal,
                                             cluster, save_dir=save_dir)
    return _report(game_id, players, seats, games, seed, rotate, played, elapsed, played_now)


def play_games(game_id: str, players: int, seats: list[str], games: int, seed: int, rotate: bool = False,
               jobs: int = 1, step_cap: int = STEP_CAP, journal: Path | None = None,
               cluster: str | None = None,
               make: Callable[[str], Bot] | None = None,
               save_dir: Path | None = None) -> tuple[list[GameRecord], float, int]:
    """The records of games 0..games-1 in index (seed) order, however they were spread,
    with the seconds spent playing and how many were played now (not from the journal).
    `make` is passed to every `play_game` (it must pickle when the games are spread)."""
    if len(seats) != players:
        raise ValueError(f"{players} players need {players} seats, got {len(seats)}: {','.join(seats)}")
    from tabletop.registry import load_game

    load_game(game_id)  # content loads once, before the clock starts; a bad id fails here
    for name in dict.fromkeys(seats):
        (make or make_bot)(name)  # unknown names fail here, before any game starts
    kept = SimJournal(journal, {"game": game_id, "players": players, "seats": list(seats), "seed": seed,
                                "rotate": rotate, "step_cap": step_cap}) if journal else None
    records: dict[int, GameRecord] = dict(kept.done) if kept else {}
    tasks = []
    for index in range(games):
        if index not in records:
            game_seed, names = seating(seats, index, seed, rotate)
            tasks.append((index, (game_id, names, game_seed, step_cap, make, save_dir)))
    started = time.perf_counter()
    with contextlib.ExitStack() as stack:
        if cluster and tasks:
            from tabletop.ai.cluster import play_on_cluster

            finished = stack.enter_context(play_on_cluster(cluster, _play_indexed, tasks, workers=jobs))
        elif jobs > 1 and len(tasks) > 1:
            import multiprocessing

            pool = stack.enter_context(multiprocessing.get_context("spawn").Pool(jobs))
            finished = pool.imap_unordered(_play_indexed, tasks, chunksize=1)
        else:
            finished = map(_play_indexed, tasks)
        for index, record in finished:   # in the order they end
            records[index] = record
            if kept:
                kept.record(index, record)
    elapsed = time.perf_counter() - started
    return [records[index] for index in range(games)], elapsed, len(tasks)


def journal_report(path: Path) -> dict:
    """The report of the games a journal holds so far, as `run_sim` would give it for just
    those games: a run still going, or one stopped part-way, can be read without replaying."""
    run, done = read_journal(path)
    records = [done[index] for index in sorted(done)]
    return _report(run["game"], run["players"], run["seats"], len(records), run["seed"], run["rotate"], records,
                   0.0, 0)


def _report(game_id: str, players: int, seats: list[str], games: int, seed: int, rotate: bool,
            records: list[GameRecord], elapsed: float, played_now: int) -> dict:
    wins = [0.0] * players
    score_sum = [0.0] * players
    by_bot: dict[str, dict] = {name: {"wins": 0.0, "score_sum": 0.0, "seat_games": 0, "think": []}
                               for name in dict.fromkeys(seats)}
    finished = [r for r in records if r.totals is not None]
    for record in finished:
        share = 1.0 / len(record.winners) if record.winners else 0.0
        for seat, (name, total) in enumerate(zip(record.names, record.totals or ())):
            score_sum[seat] += total
            by_bot[name]["score_sum"] += total
            by_bot[name]["seat_games"] += 1
            if seat in record.winners:
                wins[seat] += share
                by_bot[name]["wins"] += share
    think = []
    for record in records:
        for name, seconds in record.think:
            think.append(seconds)
            by_bot[name]["think"].append(seconds)
    count = len(finished)
    failures = [{
        "seed": r.seed,
        "error": r.error.strip().splitlines()[-1],
        "traceback": r.error,
        "replay": f"python -m tabletop sim {game_id} --players {players} --seats {','.join(r.names)} "
                  f"--seed {r.seed} --games 1",
    } for r in records if r.error is not None]
    return {
        "game": game_id,
        "players": players,
        "games": games,
        "seed": seed,
        "seats": list(seats),
        "rotate": rotate,
        "wins": [_round(w) for w in wins],
        "mean_score": [_round(s / count) if count else None for s in score_sum],
        "wins_by_bot": {name: _round(b["wins"]) for name, b in by_bot.items()},
        "win_rate_by_bot": {name: _round(b["wins"] / count) if count else None for name, b in by_bot.items()},
        "mean_score_by_bot": {name: _round(b["score_sum"] / b["seat_games"]) if b["seat_games"] else None
                              for name, b in by_bot.items()},
        "errors": len(failures),
        "illegal_actions": sum(r.illegal for r in records),
        "capped": sum(1 for r in records if r.capped),
        "mean_actions": _round(statistics.fmean(r.actions for r in finished)) if finished else 0,
        "games_per_second": _round(played_now / elapsed) if played_now and elapsed > 0 else None,
        "resumed_games": games - played_now,
        "think_ms_median": _ms(statistics.median(think)) if think else 0.0,
        "think_ms_max": _ms(max(think)) if think else 0.0,
        "think_ms_by_bot": {name: {"median": _ms(statistics.median(b["think"])) if b["think"] else 0.0,
                                   "max": _ms(max(b["think"])) if b["think"] else 0.0,
                                   "decisions": len(b["think"])}
                            for name, b in by_bot.items()},
        "endings": dict(sorted(Counter(r.ending for r in finished if r.ending).items())),
        "mean_rounds": _round(statistics.fmean(r.rounds for r in finished)) if any(r.rounds for r in finished)
        else None,
        "failures": failures,
    }


def _round(x: float) -> float:
    return round(x, 3)


def _ms(seconds: float) -> float:
    return round(seconds * 1000, 2)


def format_sim(report: dict) -> str:
    """The report as a few readable lines."""
    lines = [f"{report['game']}: {report['games']} games, {report['players']} players, seed {report['seed']}"
             f"{', seats rotated' if report['rotate'] else ''}"]
    for seat, name in enumerate(report["seats"]):
        lines.append(f"  seat {seat} {name:<14} wins {report['wins'][seat]:>7}  mean score {report['mean_score'][seat]}")
    if report["rotate"] or len(set(report["seats"])) < len(report["seats"]):
        for name, rate in report["win_rate_by_bot"].items():
            lines.append(f"  {name:<19} wins {report['wins_by_bot'][name]:>7} ({100 * (rate or 0):.1f} % of games)"
                         f"  mean score {report['mean_score_by_bot'][name]}")
    for name, think in report["think_ms_by_bot"].items():
        lines.append(f"  {name:<19} think median {think['median']} ms, max {think['max']} ms "
                     f"over {think['decisions']} decisions")
    lines.append(f"  errors {report['errors']}, illegal actions {report['illegal_actions']}, capped {report['capped']}, "
                 f"{report['mean_actions']} actions per game, {report['games_per_second']} games/s"
                 + (f" ({report['resumed_games']} games from the journal)" if report["resumed_games"] else ""))
    if report["endings"]:
        shares = ", ".join(f"{name} {count} ({100 * count / report['games']:.0f} %)"
                           for name, count in report["endings"].items())
        lines.append(f"  endings: {shares}; mean rounds {report['mean_rounds']}")
    for failure in report["failures"]:
        lines.append(f"  FAILED seed {failure['seed']}: {failure['error']}\n    replay: {failure['replay']}")
    return "\n".join(lines)
