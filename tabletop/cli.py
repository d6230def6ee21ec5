"""Command line: `python -m tabletop [COMMAND]`, one module per command in `commands/`.

Each command module has `add_parser(subparsers)` and `run(args) -> exit code`, and keeps
its heavy imports inside `run`, so `sim`, `score` and `validate` never load pygame and
the window opens as fast as possible for `play`. A plain start (no arguments) goes
straight to the window without building the parser.
"""

from __future__ import annotations

import gc
import sys
from types import ModuleType
from typing import TYPE_CHECKING

from tabletop import __version__

if TYPE_CHECKING:
    import argparse

COMMAND_NAMES = ("play", "tutorial", "sim", "balance", "score", "validate", "smoke", "screenshot", "replay", "bench",
                 "puzzles", "history", "stats", "standings", "review")


def commands() -> dict[str, ModuleType]:
    """The command modules by name, imported when a command line is parsed: a plain start
    (the title screen) loads none of them, nor the YAML, engine and content modules some
    import at their top."""
    from tabletop.commands import (
        balance,
        bench,
        history,
        play,
        puzzles,
        replay,
        review,
        score,
        screenshot,
        sim,
        smoke,
        standings,
        stats,
        tutorial,
        validate,
    )

    return {"play": play, "tutorial": tutorial, "sim": sim, "balance": balance, "score": score, "validate": validate,
            "smoke": smoke, "screenshot": screenshot, "replay": replay, "bench": bench, "puzzles": puzzles,
            "history": history, "stats": stats, "standings": standings,
            "review": review}


def _parser(by_name: dict[str, ModuleType]) -> argparse.ArgumentParser:
    import argparse  # here, not at the top: it and its gettext are ~4 ms a plain start does not use

    parser = argparse.ArgumentParser(prog="tabletop", description="Sea-trade board games around one computer.")
    parser.add_argument("--version", action="version", version=f"Tabletop {__version__}")
    sub = parser.add_subparsers(dest="command")
    for command in by_name.values():
        command.add_parser(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv:  # a plain start (double-click, `make run`): straight to the window, no parser to build
        gc.disable()  # until the first frame is up: see tabletop.ui.app.settle_in
        from tabletop.ui.app import run_app

        return run_app()
    if argv[0] not in COMMAND_NAMES and argv[0] not in ("-h", "--help", "--version"):
        argv.insert(0, "play")
    by_name = commands()
    args = _parser(by_name).parse_args(argv)
    return by_name[args.command].run(args)
