"""`tabletop replay FILE --step N`: the replay screen after N actions of a save, as a PNG.

Refusals (a damaged save, a view the replay may not show) are one line on stderr, exit 2.
`--all` needs a finished game: with no hand-off between the seats' pictures, it would put
every player's hidden cards on one sheet mid-game.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from tabletop.commands.options import window_size


def add_parser(sub: argparse._SubParsersAction) -> None:
    replay = sub.add_parser("replay", help="render the position after N actions of a save file to a PNG")
    replay.add_argument("file", type=Path, help="a save file (or history entry)")
    replay.add_argument("--step", type=int, default=0, help="actions played (default 0: the opening position)")
    eyes = replay.add_mutually_exclusive_group()
    eyes.add_argument("--seat", type=int, help="draw what this seat saw (default: the public view)")
    eyes.add_argument("--all", action="store_true", help="every seat's view, side by side (finished games only)")
    replay.add_argument("--size", type=window_size, default=(1280, 720))
    replay.add_argument("--out", type=Path, required=True)


def run(args: argparse.Namespace) -> int:
    from tabletop.analysis.replay import HiddenView, Replay
    from tabletop.persistence.saves import SaveError
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
        replay_png(replay, args.step, seats, args.size, args.out)
    except HiddenView as refusal:
        print(f"{str(refusal).capitalize()}.", file=sys.stderr)
        return 2
    print(args.out)
    return 0
