"""`tabletop balance GAME …`: play headless games and write a balance report (Markdown,
JSON and a chart) beside the journal it resumes from."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from tabletop.commands.options import add_games_options, made_save_dir


def add_parser(sub: argparse._SubParsersAction) -> None:
    balance = sub.add_parser("balance", help="play headless games and write a balance report (Markdown, JSON, PNG)")
    add_games_options(balance, games_default=100)
    balance.add_argument("--out", type=Path,
                         help="folder for report.md, report.json, chart.png and the games' journal "
                              "(default: results/balance/GAME-Np); rerunning resumes from the journal")


def run(args: argparse.Namespace) -> int:
    from tabletop.ai.balance import format_markdown, run_balance
    from tabletop.persistence.atomic import atomic_write_text

    out = args.out or Path("results") / "balance" / f"{args.game}-{args.players}p"
    if not made_save_dir(args):
        return 2
    try:
        report = run_balance(args.game, args.players, args.seats.split(","), args.games, args.seed,
                             rotate=args.rotate, jobs=max(1, args.jobs), journal=out / "games.jsonl",
                             cluster=args.cluster, save_dir=args.save_dir)
    except ValueError as error:  # bad seats, a journal of another run, or no Dask for --cluster
        print(error, file=sys.stderr)
        return 2
    from tabletop.ui.charts.balance import render_chart

    render_chart(report, out / "chart.png")
    atomic_write_text(out / "report.json", json.dumps(report, indent=2))
    markdown = format_markdown(report, "chart.png")
    atomic_write_text(out / "report.md", markdown)
    print(markdown)
    print(f"written: {out / 'report.md'}, {out / 'report.json'}, {out / 'chart.png'} "
          f"({report['wall_seconds']} s of play, {report['resumed_games']} games from the journal)")
    return 0 if not report["errors"] and not report["illegal_actions"] else 1
