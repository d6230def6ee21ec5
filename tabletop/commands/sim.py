"""`tabletop sim GAME …`: headless games between computer seats, and what they showed."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from tabletop.commands.options import add_games_options, made_save_dir


def add_parser(sub: argparse._SubParsersAction) -> None:
    sim = sub.add_parser("sim", help="play headless games between computer seats")
    add_games_options(sim, games_default=10)
    sim.add_argument("--journal", type=Path, help="keep each finished game in this file; rerunning resumes from it")
    sim.add_argument("--json", action="store_true", help="print one JSON object")


def run(args: argparse.Namespace) -> int:
    from tabletop.ai.sim import format_sim, run_sim

    if not made_save_dir(args):
        return 2
    try:
        report = run_sim(args.game, args.players, args.seats.split(","), args.games, args.seed,
                         rotate=args.rotate, jobs=max(1, args.jobs), journal=args.journal, cluster=args.cluster,
                         save_dir=args.save_dir)
    except ValueError as error:  # bad seats, a journal of another run, or no Dask for --cluster
        print(error, file=sys.stderr)
        return 2
    print(json.dumps(report, indent=2) if args.json else format_sim(report))
    return 0 if not report["errors"] and not report["illegal_actions"] else 1
