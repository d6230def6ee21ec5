"""`tabletop tutorial GAME [--check [--keyboard]]`: open a game's lesson, or play it headless by
clicks (or by keys only)."""

from __future__ import annotations

import argparse

from tabletop.commands.options import window_size


def add_parser(sub: argparse._SubParsersAction) -> None:
    tutorial = sub.add_parser("tutorial", help="open a game's Learn to play tutorial; --check plays it headless")
    tutorial.add_argument("game", help="game id, e.g. golden_sails")
    tutorial.add_argument("--check", action="store_true",
                          help="play it through the table by clicks, headless; exit 0 at its end, printing the "
                               "number of steps and the rule topics covered")
    tutorial.add_argument("--keyboard", action="store_true",
                          help="with --check: play it by key events only (Tab to each thing, Enter), no mouse")
    tutorial.add_argument("--size", type=window_size, default=(1280, 720), help="window size, WIDTHxHEIGHT")


def run(args: argparse.Namespace) -> int:
    if args.check:
        from tabletop.ui.tutorial_check import run_check

        return run_check(args.game, keyboard=args.keyboard)
    from tabletop.ui.app import run_app

    return run_app(tutorial=args.game, size=args.size)
