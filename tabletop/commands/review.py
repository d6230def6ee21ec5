"""`tabletop review SAVE [--seat K] [--iterations N] [--json]`: each decision of a saved game judged.

Every move a seat chose among several, rated from that seat's own view at that moment by
a pinned, seeded search (`tabletop.analysis.review`): the move played, the search's
move, the evaluation of each and a label. A finished game may be reviewed for any seat;
an unfinished one only for its people's seats, as a replay shows them. The evaluations
are raw search values, not yet chances to win (`"calibrated": false` in the JSON).
Refusals are one line on stderr, exit 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from tabletop.commands.options import load_save_for_seat


def add_parser(sub: argparse._SubParsersAction) -> None:
    command = sub.add_parser("review", help="judge each decision of a saved game from the deciding seat's view")
    command.add_argument("file", type=Path, help="a save file (or history entry)")
    command.add_argument("--seat", type=int, help="review only this seat (default: every seat it may)")
    command.add_argument("--iterations", type=int, help="search iterations per decision "
                                                        "(default: twice the hard level's)")
    command.add_argument("--json", action="store_true", help="print JSON instead of lines of text")


def run(args: argparse.Namespace) -> int:
    from tabletop.analysis.review import review, reviewable_seats

    match = load_save_for_seat(args.file, args.seat)
    if match is None:
        return 2
    if args.seat is not None and args.seat not in reviewable_seats(match):
        print(f"--seat {args.seat} is a computer's seat in a game still being played: its cards are "
              f"secret until the end, so it is not reviewed.", file=sys.stderr)
        return 2
    if args.iterations is not None and args.iterations < 1:
        print(f"--iterations must be at least 1, not {args.iterations}.", file=sys.stderr)
        return 2
    seats = None if args.seat is None else [args.seat]
    found = review(match, seats, args.iterations)
    names = [seat.name for seat in match.seats]
    if args.json:
        data = {"game": match.game.id, "seats": names, "calibrated": False,
                "decisions": [d.to_json() for d in found]}
        print(json.dumps(data, indent=2, ensure_ascii=False))
        return 0
    print(f"{match.game.name}: {len(found)} decisions reviewed (evaluations, not yet chances to win).")
    for d in found:
        played = "-" if d.win_played is None else f"{d.win_played:.2f}"
        line = f"#{d.index:<4} round {d.round:<3} {names[d.seat]}: {d.played} ({played})"
        if d.label != "best":
            line += f"  [{d.label}] best {d.best} ({d.win_best:.2f})"
        print(line)
    return 0
