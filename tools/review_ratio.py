"""How much more random play loses per decision than a computer player, per game, by the
review (`tabletop.analysis.review_check`).

    PYTHONPATH=. python tools/review_ratio.py --game golden_sails --games 20 \\
        --bot ai:normal@iters=1310 --iterations 1310 --out results/review_ratio

One line per game: decisions judged per side, mean evaluation lost per decision of each
and their ratio (the issue asks for at least 3), and the same in chance to win where the
game ships a usable map for the budget and player count. `--out DIR` keeps the judged
decisions (DIR/GAME.json); `--again FILE` reads such a file through today's maps without
playing or judging anything again:

    PYTHONPATH=. python tools/review_ratio.py --again results/review_ratio/pirates_gold.json
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tabletop.analysis.calibration import usable_map  # noqa: E402
from tabletop.analysis.review import Decision  # noqa: E402
from tabletop.analysis.review_check import judged_by_bot, losses, ratio, seats_for  # noqa: E402
from tabletop.registry import GAME_IDS  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--bot", default="ai:normal")
    parser.add_argument("--iterations", type=int, default=400, help="review search iterations per decision")
    parser.add_argument("--per-game", type=int, default=30, help="decisions judged per game at most")
    parser.add_argument("--seed", type=int, default=100)
    parser.add_argument("--game", action="append", help="only these games (default: all)")
    parser.add_argument("--out", type=Path, help="folder to keep the judged decisions in (GAME.json)")
    parser.add_argument("--again", type=Path, help="a file --out wrote: its figures through today's maps")
    args = parser.parse_args(argv)
    if args.again is not None:
        record = json.loads(args.again.read_text(encoding="utf-8"))
        found = {side: [Decision(**d) for d in decisions] for side, decisions in record["decisions"].items()}
        print(f"{record['game']}: {record['games']} games of {record['bot']}, seed {record['seed']}, judged "
              f"{len(found['bot'])} bot / {len(found['random'])} random decisions at {record['iterations']} iterations")
        _print_losses(found, record["game"], record["players"], record["iterations"])
        return 0
    for game_id in args.game or GAME_IDS:
        started = time.process_time()
        with tempfile.TemporaryDirectory() as folder:
            found = judged_by_bot(game_id, args.bot, args.games, args.seed, args.iterations, args.per_game,
                                  Path(folder))
        cpu = time.process_time() - started
        players = len(seats_for(game_id, args.bot))
        print(f"{game_id}: {args.games} games, judged {len(found['bot'])} bot / {len(found['random'])} random "
              f"decisions ({cpu:.0f} s CPU)", flush=True)
        _print_losses(found, game_id, players, args.iterations)
        if args.out is not None:
            args.out.mkdir(parents=True, exist_ok=True)
            record = {"game": game_id, "bot": args.bot, "games": args.games, "seed": args.seed,
                      "iterations": args.iterations, "per_game": args.per_game, "players": players,
                      "decisions": {side: [d.to_json() for d in found[side]] for side in found}}
            (args.out / f"{game_id}.json").write_text(json.dumps(record, indent=1) + "\n", encoding="utf-8")
    return 0


def _print_losses(found: dict[str, list[Decision]], game_id: str, players: int, iterations: int) -> None:
    """Each side's mean loss per decision and their ratio: in evaluation, and in chance to
    win where a usable map holds for the budget and player count."""
    print(f"  evaluation lost per decision: bot {statistics.mean(losses(found['bot'])):.4f}, random "
          f"{statistics.mean(losses(found['random'])):.4f}; ratio {ratio(found):.2f}", flush=True)
    player_map = usable_map(game_id, players, iterations)
    if player_map is None:
        print(f"  no usable map for {players} players at {iterations} iterations: evaluations only", flush=True)
        return
    print(f"  chance lost per decision: bot {statistics.mean(losses(found['bot'], player_map)):.4f}, "
          f"random {statistics.mean(losses(found['random'], player_map)):.4f}; "
          f"ratio {ratio(found, player_map):.2f}", flush=True)


if __name__ == "__main__":
    raise SystemExit(main())
