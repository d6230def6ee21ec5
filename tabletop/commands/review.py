"""`tabletop review SAVE [--seat K] [--iterations N] [--json]`: each decision of a saved game judged.

Every move a seat chose among several, rated from that seat's own view at that moment by
a pinned, seeded search (`tabletop.analysis.review`): the move played, the search's
move, the evaluation of each and a label. A finished game may be reviewed for any seat;
an unfinished one only for its people's seats, as a replay shows them. Where the game
ships a calibration map for the player count and budget (`analysis.calibration`), the
evaluations are turned into chances to win (`"calibrated": true`, the raw values kept as
`evaluation_played` and `evaluation_best`); otherwise they stay the search's raw values.
Refusals are one line on stderr, exit 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from tabletop.commands.options import load_save_for_seat
from tabletop.content.errors import ContentErrors


def add_parser(sub: argparse._SubParsersAction) -> None:
    command = sub.add_parser("review", help="judge each decision of a saved game from the deciding seat's view")
    command.add_argument("file", type=Path, help="a save file (or history entry)")
    command.add_argument("--seat", type=int, help="review only this seat (default: every seat it may)")
    command.add_argument("--iterations", type=int, help="search iterations per decision "
                                                        "(default: twice the hard level's)")
    command.add_argument("--json", action="store_true", help="print JSON instead of lines of text")


def run(args: argparse.Namespace) -> int:
    from tabletop.analysis.calibration import usable_map
    from tabletop.analysis.review import default_iterations, review, reviewable_seats
    from tabletop.analysis.review_chances import as_chances
    from tabletop.analysis.review_labels import FIRST, labels_for

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
    raw = review(match, seats, args.iterations)
    try:
        player_map = usable_map(match.game.id, len(match.seats), args.iterations or default_iterations(match.game.id))
    except ContentErrors as error:
        print(f"The map from evaluations to chances is damaged, so evaluations are printed: {error}", file=sys.stderr)
        player_map = None
    try:
        labels = labels_for(match.game.id)
    except ContentErrors as error:
        print(f"The review's thresholds are damaged, so the first ones (5, 10, 20 points) are used: {error}",
              file=sys.stderr)
        labels = FIRST
    found = as_chances(raw, player_map, labels)
    names = [seat.name for seat in match.seats]
    if args.json:
        decisions = [{**d.to_json(), "evaluation_played": r.win_played, "evaluation_best": r.win_best}
                     for d, r in zip(found, raw)]
        data = {"game": match.game.id, "seats": names, "calibrated": player_map is not None, "decisions": decisions}
        print(json.dumps(data, indent=2, ensure_ascii=False))
        return 0
    kind = "chances to win" if player_map is not None else "evaluations, not chances to win"
    print(f"{match.game.name}: {len(found)} decisions reviewed ({kind}).")
    for d in found:
        played = "-" if d.win_played is None else f"{d.win_played:.2f}"
        line = f"#{d.index:<4} round {d.round:<3} {names[d.seat]}: {d.played} ({played})"
        if d.label != "best":
            line += f"  [{d.label}] best {d.best} ({d.win_best:.2f})"
        print(line)
    return 0
