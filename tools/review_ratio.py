"""How much more evaluation random play loses per decision than a computer player, per
game, by the review (`tabletop.analysis.review_check`).

    PYTHONPATH=. python tools/review_ratio.py --games 20 --bot ai:normal@iters=200 --iterations 400

One line per game: decisions judged per side, mean evaluation lost per decision of each,
and their ratio (the issue asks for at least 3).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tabletop.analysis.review_check import lost_by_bot, ratio  # noqa: E402
from tabletop.registry import GAME_IDS  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--bot", default="ai:normal")
    parser.add_argument("--iterations", type=int, default=400, help="review search iterations per decision")
    parser.add_argument("--per-game", type=int, default=30, help="decisions judged per game at most")
    parser.add_argument("--seed", type=int, default=100)
    parser.add_argument("--game", action="append", help="only these games (default: all)")
    args = parser.parse_args()
    for game_id in args.game or GAME_IDS:
        started = time.process_time()
        with tempfile.TemporaryDirectory() as folder:
            found = lost_by_bot(game_id, args.bot, args.games, args.seed, args.iterations, args.per_game, Path(folder))
        print(f"{game_id}: {args.games} games, judged {len(found['bot'])} bot / {len(found['random'])} random "
              f"decisions; mean lost bot {statistics.mean(found['bot']):.4f}, random "
              f"{statistics.mean(found['random']):.4f}; ratio {ratio(found):.2f} "
              f"({time.process_time() - started:.0f} s CPU)", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
