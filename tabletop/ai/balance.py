"""Balance reports: does a game treat its seats fairly, and how do its games go?

`python -m tabletop balance GAME ...` plays games with `sim`'s runner (the same seeds,
seatings, journal and `--jobs`/`--cluster` spreading) and sums them up for a designer:
how games end, how long they last, each seat's win rate with a 95 % Wilson score
interval, the first mover's win rate, the spread of every scoring category, and how
often a win is shared. Seats here are places at the table (seat 0 is the first place);
with `rotate` the bots move round the places, so a seat's win rate is the place's, not
a bot's, and the bots' own rates are listed apart.

Shared wins count fractionally, as in `sim`: each of k co-winners gets 1/k, and the
interval is taken over that fractional rate (a close and slightly wide approximation).
"""

from __future__ import annotations

import math
import statistics
from collections import Counter, defaultdict
from pathlib import Path

from tabletop.ai.game_record import GameRecord
from tabletop.ai.sim import STEP_CAP, play_games

Z95 = 1.959964


def wilson_interval(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a rate: unlike rate ± z·se it stays inside 0..1 and
    is honest at rates near 0 or 1 and with few games."""
    if trials <= 0:
        return 0.0, 1.0
    rate = successes / trials
    denominator = 1 + z * z / trials
    centre = (rate + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(rate * (1 - rate) / trials + z * z / (4 * trials * trials)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def run_balance(game_id: str, players: int, seats: list[str], games: int, seed: int, rotate: bool = False,
                jobs: int = 1, journal: Path | None = None, cluster: str | None = None,
                step_cap: int = STEP_CAP, save_dir: Path | None = None) -> dict:
    """Play the games (resuming from `journal`) and return the balance report as a dict.
    With `save_dir` each game played now is also kept there as an ordinary save, which a
    calibration run can judge without playing it again (`calibration_data.collect_saved`)."""
    if games < 1:
        raise ValueError(f"a balance report needs at least one game, not {games}")
    records, elapsed, played_now = play_games(game_id, players, seats, games, seed, rotate, jobs, step_cap,
                                              journal, cluster, save_dir=save_dir)
    report = balance_report(game_id, players, seats, seed, rotate, records)
    report["wall_seconds"] = round(elapsed, 2)
    report["resumed_games"] = games - played_now
    return report


def balance_report(game_id: str, players: int, seats: list[str], seed: int, rotate: bool,
                   records: list[GameRecord]) -> dict:
    """The numbers of a balance report, from the games' records in seed order."""
    finished = [r for r in records if r.totals is not None]
    count = len(finished)
    wins = [0.0] * players
    bot_wins: defaultdict[str, float] = defaultdict(float)   # shares of wins: a shared win splits
    bot_games: Counter[str] = Counter()
    first_wins, first_games = 0.0, 0
    order_wins, order_games = [0.0] * players, 0
    for record in finished:
        share = 1.0 / len(record.winners) if record.winners else 0.0
        for seat in record.winners:
            wins[seat] += share
            bot_wins[record.names[seat]] += share
        bot_games.update(record.names)
        if record.first_seat is not None:
            first_games += 1
            first_wins += share if record.first_seat in record.winners else 0.0
        order = turn_order(record, players)
        if order:
            order_games += 1
            for position, seat in enumerate(order):
                order_wins[position] += share if seat in record.winners else 0.0
    endings = Counter(r.ending for r in finished if r.ending)
    rounds = [r.rounds for r in finished if r.rounds]
    return {
        "game": game_id,
        "players": players,
        "games": len(records),
        "finished": count,
        "seed": seed,
        "seats": list(seats),
        "rotate": rotate,
        "endings": {name: _share(n, count) for name, n in sorted(endings.items())},
        "mean_rounds": _round(statistics.fmean(rounds)) if rounds else None,
        "rounds_range": [min(rounds), max(rounds)] if rounds else None,
        "mean_actions": _round(statistics.fmean(r.actions for r in finished)) if finished else None,
        "seat_win_rate": [_share(w, count) for w in wins],
        "seat_win_ci": [[_round(x) for x in wilson_interval(w, count)] for w in wins],
        "first_player": {
            "seats": sorted(Counter(r.first_seat for r in finished if r.first_seat is not None)),
            "games": first_games,
            "win_rate": _share(first_wins, first_games),
            "win_ci": [_round(x) for x in wilson_interval(first_wins, first_games)],
            "fair_share": _round(1 / players),
            "advantage": _round(first_wins / first_games - 1 / players) if first_games else None,
        },
        "turn_order": {
            "games": order_games,
            "win_rate": [_share(w, order_games) for w in order_wins],
            "win_ci": [[_round(x) for x in wilson_interval(w, order_games)] for w in order_wins],
        },
        "bot_win_rate": {name: _share(bot_wins[name], bot_games[name]) for name in dict.fromkeys(seats)},
        "shared_wins": _share(sum(1 for r in finished if len(r.winners) > 1), count),
        "scores": _score_distributions(finished),
        "errors": sum(1 for r in records if r.error is not None),
        "illegal_actions": sum(r.illegal for r in records),
        "capped": sum(1 for r in records if r.capped),
    }


def turn_order(record: GameRecord, players: int) -> list[int]:
    """The game's seats in turn order, the start player first: what the game said
    (`Result.turn_order`), else clockwise from the first mover; empty when neither is known.
    Where the start player is drawn at random, a place at the table is a fair seat by
    construction, so fairness shows here, by turn position, not in the seat table."""
    if record.turn_order:
        return list(record.turn_order)
    if record.first_seat is None:
        return []
    return [(record.first_seat + k) % players for k in range(players)]


def _score_distributions(finished: list[GameRecord]) -> dict[str, dict]:
    """Per scoring category (and the total), over every seat of every finished game:
    mean, standard deviation and the five-number summary."""
    columns: dict[str, list[int]] = {}
    for record in finished:
        for seat, total in enumerate(record.totals or []):
            for category, points in (record.breakdown[seat] if record.breakdown else {}).items():
                columns.setdefault(category, []).append(points)
            columns.setdefault("total", []).append(total)
    return {name: _summary(values) for name, values in columns.items()}


def _summary(values: list[int]) -> dict:
    ordered = sorted(values)
    quartiles = statistics.quantiles(ordered, n=4, method="inclusive") if len(ordered) > 1 else [ordered[0]] * 3
    return {"mean": _round(statistics.fmean(ordered)), "sd": _round(statistics.pstdev(ordered)),
            "min": ordered[0], "p25": _round(quartiles[0]), "median": _round(quartiles[1]),
            "p75": _round(quartiles[2]), "max": ordered[-1], "n": len(ordered)}


def _share(part: float, whole: int) -> float | None:
    return _round(part / whole) if whole else None


def _round(x: float) -> float:
    return round(x, 4)


def format_markdown(report: dict, chart_name: str | None = None) -> str:
    """The report as a Markdown page (the chart linked beside it, when there is one)."""
    pct = _percent
    lines = [f"# Balance: {report['game']}, {report['players']} players", "",
             f"{report['games']} games ({report['finished']} finished), seed {report['seed']}, seats "
             f"{', '.join(report['seats'])}{' rotated round the table game by game' if report['rotate'] else ''}.",
             f"Errors {report['errors']}, illegal actions {report['illegal_actions']}, capped {report['capped']}.", ""]
    if chart_name:
        lines += [f"![balance chart]({chart_name})", ""]
    lines += ["## How games end", ""]
    if report["endings"]:
        lines += ["| ending | share |", "|---|---|"]
        lines += [f"| {name} | {pct(share)} |" for name, share in report["endings"].items()]
    else:
        lines.append("This game has one way to end (it reports no ending of its own).")
    length = (f"Mean length: {report['mean_actions']:.1f} actions" if report["finished"]
              else "No game finished, so there is no length")
    if report["mean_rounds"] is not None:
        low, high = report["rounds_range"]
        length += f", {report['mean_rounds']:.1f} rounds (from {low} to {high})"
    lines += ["", length + ".", "", "## Seats", "",
              "Win rate per place at the table; a shared win counts 1/k for each of k winners. "
              "95 % interval: Wilson score interval.", "",
              "| seat | win rate | 95 % interval |", "|---|---|---|"]
    for seat, (rate, (low, high)) in enumerate(zip(report["seat_win_rate"], report["seat_win_ci"])):
        bot = "" if report["rotate"] else f" ({report['seats'][seat]})"
        lines.append(f"| {seat}{bot} | {pct(rate)} | {pct(low)} – {pct(high)} |")
    first = report["first_player"]
    if first["games"]:
        low, high = first["win_ci"]
        movers = first["seats"]
        who = f"seat {movers[0]} in every game" if len(movers) == 1 else \
            f"seats {', '.join(map(str, movers))} by game"
        lines += ["", f"First player (whoever made the first move: {who}) won {pct(first['win_rate'])} "
                      f"(95 % interval {pct(low)} – {pct(high)}) against a fair share of {pct(first['fair_share'])}: "
                      f"advantage {first['advantage'] * 100:+.1f} points."]
    order = report.get("turn_order") or {"games": 0}
    if order["games"]:
        lines += ["", "By turn order (1 = the start player, then clockwise), over "
                      f"{order['games']} games:", "", "| turn position | win rate | 95 % interval |", "|---|---|---|"]
        for position, (rate, (low, high)) in enumerate(zip(order["win_rate"], order["win_ci"]), start=1):
            lines.append(f"| {position} | {pct(rate)} | {pct(low)} – {pct(high)} |")
    if report["rotate"] or len(set(report["seats"])) < len(report["seats"]):
        lines += ["", "By bot: " + ", ".join(f"{name} {pct(rate)}" for name, rate in report["bot_win_rate"].items())
                  + "."]
    lines += ["", f"Shared wins: {pct(report['shared_wins'])} of games.", "", "## Scores per category", "",
              "Over every seat of every finished game.", "",
              "| category | mean | sd | min | 25 % | median | 75 % | max |", "|---|---|---|---|---|---|---|---|"]
    for name, s in report["scores"].items():
        lines.append(f"| {name} | {s['mean']:.2f} | {s['sd']:.2f} | {s['min']} | {s['p25']:g} | {s['median']:g} "
                     f"| {s['p75']:g} | {s['max']} |")
    return "\n".join(lines) + "\n"


def _percent(rate: float | None) -> str:
    return "–" if rate is None else f"{rate * 100:.1f} %"
