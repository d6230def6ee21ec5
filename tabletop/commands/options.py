"""Argument pieces several commands share."""

from __future__ import annotations

import argparse

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
