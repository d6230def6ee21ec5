"""`tabletop puzzles`: ask a bot the "obvious move" puzzles; solved/total per game."""

from __future__ import annotations

import argparse
import json
from pathlib import Path


def add_parser(sub: argparse._SubParsersAction) -> None:
    puzzles = sub.add_parser("puzzles", help="ask a bot the 'obvious move' puzzles; print solved/total per game")
    puzzles.add_argument("--dir", type=Path, help="puzzle folder (default: tests/puzzles of the source tree)")
    puzzles.add_argument("--bot", help="bot name (default: ai:normal pinned to its iterations per game)")
    puzzles.add_argument("--seeds", type=int, default=1, help="solved only if every seed 1..N solves it")
    puzzles.add_argument("--json", action="store_true")


def run(args: argparse.Namespace) -> int:
    from tabletop.ai.puzzles import PUZZLE_ROOT, format_puzzles, run_puzzles

    report = run_puzzles(args.dir or PUZZLE_ROOT, args.bot, max(1, args.seeds))
    print(json.dumps(report, indent=2) if args.json else format_puzzles(report))
    return 0 if report and all(row["solved"] == row["total"] for row in report.values()) else 1
