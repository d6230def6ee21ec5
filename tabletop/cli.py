"""Command line: `python -m tabletop [play|tutorial|sim|balance|score|validate|smoke|screenshot|replay|bench|
puzzles|history|stats]`.

Each command imports only what it needs, so `sim`, `score` and `validate` never load
pygame and the window opens as fast as possible for `play`.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

COMMANDS = ("play", "tutorial", "sim", "balance", "score", "validate", "smoke", "screenshot", "replay", "bench",
            "puzzles", "history", "stats")
CLUSTER_HELP = "spread the games over a Dask scheduler (tcp://host:8786) or 'local' (needs the .[cluster] extra)"


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="tabletop", description="Sea-trade board games around one computer.")
    sub = parser.add_subparsers(dest="command")

    play = sub.add_parser("play", help="open the window (the default); with GAME, skip the menus")
    play.add_argument("game", nargs="?", help="game id, e.g. golden_sails")
    play.add_argument("--players", type=int, help="number of players")
    play.add_argument("--seats", help="comma list: human, random, greedy, ai:easy, ai:normal, ai:hard")
    play.add_argument("--seed", type=int, help="random seed of the match")
    play.add_argument("--load", type=Path, help="a save file to resume")
    play.add_argument("--size", default="1280x720", help="window size, WIDTHxHEIGHT")

    tutorial = sub.add_parser("tutorial", help="open a game's Learn to play tutorial; --check plays it headless")
    tutorial.add_argument("game", help="game id, e.g. golden_sails")
    tutorial.add_argument("--check", action="store_true",
                          help="play it through the table by clicks, headless; exit 0 at its end, printing the "
                               "number of steps and the rule topics covered")
    tutorial.add_argument("--size", default="1280x720", help="window size, WIDTHxHEIGHT")

    sim = sub.add_parser("sim", help="play headless games between computer seats")
    sim.add_argument("game")
    sim.add_argument("--players", type=int, required=True)
    sim.add_argument("--seats", required=True, help="comma list of bot names, one per seat")
    sim.add_argument("--games", type=int, default=10)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--rotate", action="store_true",
                     help="rotate the bots round the seats game by game, so no bot keeps the first seat")
    sim.add_argument("--jobs", type=int, default=1, help="spread the games over this many processes")
    sim.add_argument("--journal", type=Path,
                     help="keep each finished game in this file; rerunning resumes from it")
    sim.add_argument("--cluster", metavar="ADDRESS", help=CLUSTER_HELP)
    sim.add_argument("--json", action="store_true", help="print one JSON object")

    balance = sub.add_parser("balance", help="play headless games and write a balance report (Markdown, JSON, PNG)")
    balance.add_argument("game")
    balance.add_argument("--players", type=int, required=True)
    balance.add_argument("--seats", required=True, help="comma list of bot names, one per seat")
    balance.add_argument("--games", type=int, default=100)
    balance.add_argument("--seed", type=int, default=1)
    balance.add_argument("--rotate", action="store_true", help="rotate the bots round the seats game by game")
    balance.add_argument("--jobs", type=int, default=1, help="spread the games over this many processes")
    balance.add_argument("--cluster", metavar="ADDRESS", help=CLUSTER_HELP)
    balance.add_argument("--out", type=Path,
                         help="folder for report.md, report.json, chart.png and the games' journal "
                              "(default: results/balance/GAME-Np); rerunning resumes from the journal")

    score = sub.add_parser("score", help="score a final position described in a scenario file")
    score.add_argument("scenario", type=Path)
    score.add_argument("--json", action="store_true")

    validate = sub.add_parser("validate", help="check a content folder; exit 1 listing every error")
    validate.add_argument("dir", nargs="?", type=Path, help="content root (default: the bundled content)")

    sub.add_parser("smoke", help="headless: load all content, build every game, render every scene once")

    shot = sub.add_parser("screenshot", help="render the table after N actions to a PNG")
    shot.add_argument("game")
    shot.add_argument("--seed", type=int, default=1)
    shot.add_argument("--actions", type=int, default=0)
    shot.add_argument("--players", type=int)
    shot.add_argument("--seat", type=int, default=0, help="whose view to draw")
    shot.add_argument("--size", default="1280x720")
    shot.add_argument("--out", type=Path, required=True)

    replay = sub.add_parser("replay", help="render the position after N actions of a save file to a PNG")
    replay.add_argument("file", type=Path, help="a save file (or history entry)")
    replay.add_argument("--step", type=int, default=0, help="actions played (default 0: the opening position)")
    eyes = replay.add_mutually_exclusive_group()
    eyes.add_argument("--seat", type=int, help="draw what this seat saw (default: the public view)")
    eyes.add_argument("--all", action="store_true", help="every seat's view, side by side (finished games only)")
    replay.add_argument("--size", default="1280x720")
    replay.add_argument("--out", type=Path, required=True)

    bench = sub.add_parser("bench", help="run the benchmarks and print medians")
    bench.add_argument("--json", action="store_true")
    bench.add_argument("--quick", action="store_true", help="fewer repetitions (CI)")
    bench.add_argument("--only", choices=("search", "replay"),
                       help="run only these rows (search: ISMCTS iterations/s per game; replay: its step time)")

    puzzles = sub.add_parser("puzzles", help="ask a bot the 'obvious move' puzzles; print solved/total per game")
    puzzles.add_argument("--dir", type=Path, help="puzzle folder (default: tests/puzzles of the source tree)")
    puzzles.add_argument("--bot", help="bot name (default: ai:normal pinned to its iterations per game)")
    puzzles.add_argument("--seeds", type=int, default=1, help="solved only if every seed 1..N solves it")
    puzzles.add_argument("--json", action="store_true")

    history = sub.add_parser("history", help="list the finished games, newest first (as the History screen does)")
    history.add_argument("--json", action="store_true")
    stats = sub.add_parser("stats", help="print each player's statistics (as the Statistics screen does)")
    stats.add_argument("--json", action="store_true")
    return parser


def _size(text: str) -> tuple[int, int]:
    width, _, height = text.lower().partition("x")
    return int(width), int(height)


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv:  # a plain start (double-click, `make run`): straight to the window, no parser to build
        from tabletop.ui.app import run_app

        return run_app()
    if (argv[0] not in COMMANDS and argv[0] not in ("-h", "--help")):
        argv.insert(0, "play")
    args = _parser().parse_args(argv)

    if args.command == "play":
        from tabletop.ui.app import run_app

        seats = args.seats.split(",") if args.seats else None
        return run_app(game=args.game, players=args.players, seats=seats, seed=args.seed,
                       load=args.load, size=_size(args.size))
    if args.command == "tutorial":
        if args.check:
            from tabletop.ui.tutorial_check import run_check

            return run_check(args.game)
        from tabletop.ui.app import run_app

        return run_app(tutorial=args.game, size=_size(args.size))
    if args.command == "sim":
        from tabletop.ai.sim import run_sim, format_sim

        try:
            report = run_sim(args.game, args.players, args.seats.split(","), args.games, args.seed,
                             rotate=args.rotate, jobs=max(1, args.jobs), journal=args.journal,
                             cluster=args.cluster)
        except ValueError as error:  # bad seats, a journal of another run, or no Dask for --cluster
            print(error, file=sys.stderr)
            return 2
        print(json.dumps(report, indent=2) if args.json else format_sim(report))
        return 0 if not report["errors"] and not report["illegal_actions"] else 1
    if args.command == "balance":
        return _balance(args)
    if args.command == "score":
        from tabletop.scenario import ScenarioError, score_scenario_file

        try:
            report = score_scenario_file(args.scenario)
        except ScenarioError as error:
            print(error, file=sys.stderr)
            return 1
        print(json.dumps(report, indent=2) if args.json else _format_score(report))
        return 0
    if args.command == "validate":
        from tabletop.validate import validate_root

        errors = validate_root(args.dir)
        for error in errors:
            print(error)
        if errors:
            print(f"{len(errors)} error(s)", file=sys.stderr)
            return 1
        print("content OK")
        return 0
    if args.command == "smoke":
        from tabletop.smoke import run_smoke

        return run_smoke()
    if args.command == "screenshot":
        from tabletop.ui.headless import screenshot

        screenshot(args.game, seed=args.seed, actions=args.actions, players=args.players,
                   seat=args.seat, size=_size(args.size), out=args.out)
        print(args.out)
        return 0
    if args.command == "replay":
        return _replay(args)
    if args.command == "bench":
        from tabletop.bench import run_bench

        return run_bench(as_json=args.json, quick=args.quick, only=args.only)
    if args.command == "puzzles":
        from tabletop.ai.puzzles import PUZZLE_ROOT, format_puzzles, run_puzzles

        report = run_puzzles(args.dir or PUZZLE_ROOT, args.bot, max(1, args.seeds))
        print(json.dumps(report, indent=2) if args.json else format_puzzles(report))
        return 0 if report and all(row["solved"] == row["total"] for row in report.values()) else 1
    if args.command in ("history", "stats"):
        return _history(args.command, args.json)
    return 2


def _replay(args: argparse.Namespace) -> int:
    """`replay`: refusals (a damaged save, a view the replay may not show) are one line
    on stderr, exit 2. `--all` needs a finished game: with no hand-off between the seats'
    pictures, it would put every player's hidden cards on one sheet mid-game."""
    from tabletop.persistence.saves import SaveError
    from tabletop.replay import HiddenView, Replay
    from tabletop.ui.headless import replay_png

    try:
        replay = Replay.open(args.file)
    except SaveError as error:
        print(error, file=sys.stderr)
        return 2
    players = len(replay.seats)
    if args.all and not replay.finished:
        print("This game is not over, so --all would show every player's hidden cards. Use --seat K for what "
              "one person saw, or neither for the public view.", file=sys.stderr)
        return 2
    if args.seat is not None and not 0 <= args.seat < players:
        print(f"--seat {args.seat} is not a seat of this {players}-player game (0 to {players - 1}).",
              file=sys.stderr)
        return 2
    seats: list[int | None] = list(range(players)) if args.all else [args.seat]
    try:
        replay_png(replay, args.step, seats, _size(args.size), args.out)
    except HiddenView as refusal:
        print(f"{str(refusal).capitalize()}.", file=sys.stderr)
        return 2
    print(args.out)
    return 0


def _history(command: str, as_json: bool) -> int:
    from tabletop import history_report as report
    from tabletop.persistence.history import list_history

    entries = list_history()
    if command == "history":
        print(json.dumps([report.entry_json(e) for e in entries], indent=2, ensure_ascii=False) if as_json
              else report.history_text(entries))
        return 0
    from tabletop.persistence.stats_resets import load_resets
    from tabletop.stats import player_stats

    players = player_stats(entries, load_resets())
    print(json.dumps(report.stats_json(players), indent=2, ensure_ascii=False) if as_json
          else report.stats_text(players))
    return 0


def _balance(args: argparse.Namespace) -> int:
    from tabletop.ai.balance import format_markdown, run_balance
    from tabletop.persistence.atomic import atomic_write_text

    out = args.out or Path("results") / "balance" / f"{args.game}-{args.players}p"
    try:
        report = run_balance(args.game, args.players, args.seats.split(","), args.games, args.seed,
                             rotate=args.rotate, jobs=max(1, args.jobs), journal=out / "games.jsonl",
                             cluster=args.cluster)
    except ValueError as error:  # bad seats, a journal of another run, or no Dask for --cluster
        print(error, file=sys.stderr)
        return 2
    from tabletop.balance_chart import render_chart

    render_chart(report, out / "chart.png")
    atomic_write_text(out / "report.json", json.dumps(report, indent=2))
    markdown = format_markdown(report, "chart.png")
    atomic_write_text(out / "report.md", markdown)
    print(markdown)
    print(f"written: {out / 'report.md'}, {out / 'report.json'}, {out / 'chart.png'} "
          f"({report['wall_seconds']} s of play, {report['resumed_games']} games from the journal)")
    return 0 if not report["errors"] and not report["illegal_actions"] else 1


def _format_score(report: dict) -> str:
    lines = []
    for player in report["players"]:
        parts = ", ".join(f"{k} {v}" for k, v in player["breakdown"].items())
        lines.append(f"{player['name']}: {player['total']} VP ({parts})")
    lines.append("Winner(s): " + ", ".join(report["winners"]))
    return "\n".join(lines)
