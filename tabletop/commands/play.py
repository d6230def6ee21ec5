"""`tabletop play [GAME]`: open the window; with a game, skip the menus."""

from __future__ import annotations

import argparse
from pathlib import Path

from tabletop.commands.options import window_size


def add_parser(sub: argparse._SubParsersAction) -> None:
    play = sub.add_parser("play", help="open the window (the default); with GAME, skip the menus")
    play.add_argument("game", nargs="?", help="game id, e.g. golden_sails")
    play.add_argument("--players", type=int, help="number of players")
    play.add_argument("--seats", help="comma list: human, random, greedy, ai:easy, ai:normal, ai:hard")
    play.add_argument("--seed", type=int, help="random seed of the match")
    play.add_argument("--load", type=Path, help="a save file to resume")
    play.add_argument("--size", type=window_size, default=(1280, 720), help="window size, WIDTHxHEIGHT")


def run(args: argparse.Namespace) -> int:
    from tabletop.ui.app import run_app

    seats = args.seats.split(",") if args.seats else None
    return run_app(game=args.game, players=args.players, seats=seats, seed=args.seed, load=args.load,
                   size=args.size)
