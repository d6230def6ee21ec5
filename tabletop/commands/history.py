"""`tabletop history`: the finished games, newest first, as the History screen lists them."""

from __future__ import annotations

import argparse
import json


def add_parser(sub: argparse._SubParsersAction) -> None:
    history = sub.add_parser("history", help="list the finished games, newest first (as the History screen does)")
    history.add_argument("--json", action="store_true")


def run(args: argparse.Namespace) -> int:
    from tabletop.analysis import history_report as report
    from tabletop.persistence.history import list_history

    entries = list_history()
    print(json.dumps([report.entry_json(e) for e in entries], indent=2, ensure_ascii=False) if args.json
          else report.history_text(entries))
    return 0
