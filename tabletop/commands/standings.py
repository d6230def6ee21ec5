"""`tabletop standings SAVE [--seat K] [--json]`: how a saved game stands, as the strip shows it.

The standings of the position the save reached, as seat K may know them (the public
view without `--seat`): the same `standings(game, view)` the table's strip draws, so
what a script reads is what the person saw. Refusals are one line on stderr, exit 2.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from tabletop.commands.options import load_save_for_seat


def add_parser(sub: argparse._SubParsersAction) -> None:
    command = sub.add_parser("standings", help="how a saved game stands now, as one seat may know it")
    command.add_argument("file", type=Path, help="a save file (or history entry)")
    command.add_argument("--seat", type=int, help="as this seat sees it (default: the public view)")
    command.add_argument("--json", action="store_true", help="print JSON instead of lines of text")


def run(args: argparse.Namespace) -> int:
    from tabletop.engine.match import fill_names
    from tabletop.registry import package

    match = load_save_for_seat(args.file, args.seat)
    if match is None:
        return 2
    game = match.game
    standings = package(game.id).standings()(game, match.state.view(args.seat))
    names = [seat.name for seat in match.seats]
    if args.json:
        data = {"game": game.id, "seat": args.seat, "names": names, "over": match.state.is_over(),
                **standings.to_json()}
        print(json.dumps(data, indent=2, ensure_ascii=False))
        return 0
    print(f"{game.name}, as {'everyone' if args.seat is None else names[args.seat]} sees it. "
          f"{standings.measure}:")
    for seat in standings.seats:
        mark = "*" if seat.leading else " "
        parts = ", ".join(f"{k} {'?' if v is None else v}" for k, v in seat.values.items())
        print(f" {mark} {names[seat.seat]}: {seat.headline}  ({parts})")
        for label, text in seat.extras:
            print(f"      {label}: {text}")
    for track in standings.tracks:
        print(f"   {track.text}")
    if standings.footer:
        print(f"   {standings.footer}")
    for note in standings.notes:
        print(f"   {fill_names(note, names)}")
    return 0
