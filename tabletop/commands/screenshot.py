"""`tabletop screenshot GAME …`: the table after N seeded random actions, as a PNG."""

from __future__ import annotations

import argparse
from pathlib import Path

from tabletop.commands.options import window_size


def add_parser(sub: argparse._SubParsersAction) -> None:
    shot = sub.add_parser("screenshot", help="render the table after N actions to a PNG")
    shot.add_argument("game")
    shot.add_argument("--seed", type=int, default=1)
    shot.add_argument("--actions", type=int, default=0)
    shot.add_argument("--players", type=int)
    shot.add_argument("--seat", type=int, default=0, help="whose view to draw")
    shot.add_argument("--size", type=window_size, default=(1280, 720))
    shot.add_argument("--out", type=Path, required=True)


def run(args: argparse.Namespace) -> int:
    from tabletop.ui.headless import screenshot

    screenshot(args.game, seed=args.seed, actions=args.actions, players=args.players, seat=args.seat,
               size=args.size, out=args.out)
    print(args.out)
    return 0
