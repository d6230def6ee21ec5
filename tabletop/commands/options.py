"""Argument pieces several commands share."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tabletop.engine.match import Match

CLUSTER_HELP = "spread the games over a Dask scheduler (tcp://host:8786) or 'local' (needs the .[cluster] extra)"


def window_size(text: str) -> tuple[int, int]:
    """`1280x720` -> (1280, 720); argparse reports anything else as a bad value."""
    width, _, height = text.lower().partition("x")
    try:
        return int(width), int(height)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT, e.g. 1280x720, got {text!r}") from None


def add_games_options(parser: argparse.ArgumentParser, games_default: int) -> None:
    """The seats, games and spreading options of `sim` and `balance`."""
    parser.add_argument("game")
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--seats", required=True, help="comma list of bot names, one per seat")
    parser.add_argument("--games", type=int, default=games_default)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rotate", action="store_true",
                        help="rotate the bots round the seats game by game, so no bot keeps the first seat")
    parser.add_argument("--jobs", type=int, default=1, help="spread the games over this many processes")
    parser.add_argument("--cluster", metavar="ADDRESS", help=CLUSTER_HELP)
    parser.add_argument("--save-dir", type=Path, help="also write each finished game here as an ordinary save "
                                                      "(to load, replay, review or judge for a calibration map)")


def made_save_dir(args: argparse.Namespace) -> bool:
    """`--save-dir` made ready (made when missing); False, said on stderr, when it cannot be."""
    if args.save_dir is None:
        return True
    try:
        args.save_dir.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        print(f"--save-dir {args.save_dir}: {error.strerror or error}", file=sys.stderr)
        return False
    return True


def load_save_for_seat(path: Path, seat: int | None) -> "Match | None":
    """The match saved at `path`, and `seat` checked to be one of its seats; None (the
    refusal said on stderr) when the save does not load or the seat is not there."""
    from tabletop.persistence.saves import SaveError, load_match

    try:
        match = load_match(path)
    except SaveError as error:
        print(error, file=sys.stderr)
        return None
    players = len(match.seats)
    if seat is not None and not 0 <= seat < players:
        print(f"--seat {seat} is not a seat of this {players}-player game (0 to {players - 1}).", file=sys.stderr)
        return None
    return match
