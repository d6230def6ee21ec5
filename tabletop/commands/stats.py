"""`tabletop stats`: each player name's figures, as the Statistics screen shows them."""

from __future__ import annotations

import argparse
import json


def add_parser(sub: argparse._SubParsersAction) -> None:
    stats = sub.add_parser("stats", help="print each player's statistics (as the Statistics screen does)")
    stats.add_argument("--json", action="store_true")


def run(args: argparse.Namespace) -> int:
    from tabletop.analysis import history_report as report
    from tabletop.analysis.stats import player_stats
    from tabletop.persistence.history import list_history
    from tabletop.persistence.stats_resets import load_resets

    players = player_stats(list_history(), load_resets())
    print(json.dumps(report.stats_json(players), indent=2, ensure_ascii=False) if args.json
          else report.stats_text(players))
    return 0
