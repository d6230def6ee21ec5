"""How far the review's verdict on one decision moves when only its search's seed does:
the noise its labels (inaccuracy, mistake, blunder) must stand clear of.

    PYTHONPATH=. python tools/review_noise.py --game golden_sails --games 3 --repeats 3 \\
        --out results/review_noise

For each game: `--games` seeded games of `--bot` in every seat (two players; Sail to India
three), `--per-seat` decisions of each seat spread through its game, each judged
`--repeats` times at the review's own budget, the first time with the review's own seed and
then with others. Per contested decision (one some repeat did not find best), the spread
(standard deviation over the repeats) of the loss, best minus played; printed: its median
and 90th percentile, how often the search's best move, the label, and costly-or-not
(inaccuracy and worse, against best and good) differ between repeats, and the loss noise
crosses one time in twenty (1.645 spreads: a one-sided 95 % bound). In evaluation, and
in chance to win where the game ships a map for the review's budget. `--out DIR` keeps
every verdict (DIR/GAME.json); `--again DIR/GAME.json` prints its summary again.
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

from tabletop.ai.sim import play_game  # noqa: E402
from tabletop.ai.sim_saves import save_name  # noqa: E402
from tabletop.analysis.calibration import PlayerMap, chance, usable_map  # noqa: E402
from tabletop.analysis.calibration_data import picked  # noqa: E402
from tabletop.analysis.review import COSTLY, SEED, default_iterations, judge, label_for, pending  # noqa: E402
from tabletop.analysis.review_labels import FIRST, Labels, labels_for  # noqa: E402
from tabletop.persistence.saves import load_match  # noqa: E402
from tabletop.registry import GAME_IDS, load_game  # noqa: E402

REPEAT_SEED_STEP = 100_003
"""Seeds of the repeats: the review's own (SEED plus the decision's index), then this far apart."""
ONE_IN_TWENTY = 1.645


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", help="only these games (default: all)")
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--bot", default="ai:normal@iters=200", help="who plays every seat")
    parser.add_argument("--seed", type=int, default=300)
    parser.add_argument("--per-seat", type=int, default=3)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--iterations", type=int, help="the review's budget (default: its own per game)")
    parser.add_argument("--out", type=Path)
    parser.add_argument("--again", type=Path, help="a file --out wrote: its summary again, nothing judged")
    args = parser.parse_args(argv)
    if args.again is not None:
        record = json.loads(args.again.read_text(encoding="utf-8"))
        print(f"{record['game']}: {len(record['decisions'])} decisions of {record['games']} games, each judged "
              f"{record['repeats']} times at {record['iterations']} iterations")
        _print_summaries(record["decisions"], record["game"], record["players"], record["iterations"])
        return 0
    for game_id in args.game or GAME_IDS:
        started = time.process_time()
        players = load_game(game_id).min_players
        iterations = args.iterations or default_iterations(game_id)
        verdicts = judged_again(game_id, [args.bot] * players, args.games, args.seed, args.per_seat, args.repeats,
                                iterations)
        print(f"{game_id}: {len(verdicts)} decisions of {args.games} games, each judged {args.repeats} times at "
              f"{iterations} iterations ({time.process_time() - started:.0f} s CPU)", flush=True)
        _print_summaries(verdicts, game_id, players, iterations)
        if args.out is not None:
            args.out.mkdir(parents=True, exist_ok=True)
            record = {"game": game_id, "bot": args.bot, "players": players, "games": args.games, "seed": args.seed,
                      "iterations": iterations, "repeats": args.repeats, "decisions": verdicts}
            (args.out / f"{game_id}.json").write_text(json.dumps(record, indent=1) + "\n", encoding="utf-8")
    return 0


def _print_summaries(verdicts: list[dict], game_id: str, players: int, iterations: int) -> None:
    """In evaluation, and in chance where a map holds; labels by the game's thresholds."""
    labels = labels_for(game_id)
    print("  evaluation: " + summary(verdicts, None, labels), flush=True)
    player_map = usable_map(game_id, players, iterations)
    if player_map is not None:
        print("  chance:     " + summary(verdicts, player_map, labels), flush=True)


def judged_again(game_id: str, names: list[str], games: int, seed: int, per_seat: int, repeats: int,
                 iterations: int) -> list[dict]:
    """Each picked decision of each game with its verdicts, one per repeat."""
    found = []
    for game_seed in range(seed, seed + games):
        with tempfile.TemporaryDirectory() as folder:
            record = play_game(game_id, names, game_seed, save_dir=Path(folder))
            if record.error or record.capped:
                raise RuntimeError(f"{game_id} game {game_seed} did not finish: {record.error or 'capped'}")
            match = load_match(Path(folder) / save_name(game_id, names, game_seed))
        for index, seat, round_number, view, played in picked(pending(match), per_seat, len(names)):
            verdicts = []
            for repeat in range(repeats):
                verdict = judge(match.game, view, played, iterations, SEED + index + repeat * REPEAT_SEED_STEP)
                verdicts.append({"best": str(verdict.best), "win_best": verdict.win_best,
                                 "win_played": verdict.win_played})
            found.append({"game_seed": game_seed, "index": index, "seat": seat, "round": round_number,
                          "played": str(played), "verdicts": verdicts})
    return found


def summary(decisions: list[dict], player_map: PlayerMap | None, labels: Labels = FIRST) -> str:
    """The spread of the loss over repeats (median, 90th percentile), how often the best
    move and the label differ between repeats, and the loss a label should start above."""
    spreads, best_differs, label_differs, costly_differs = [], 0, 0, 0
    for decision in decisions:
        losses, named = [], set()
        for verdict in decision["verdicts"]:
            best, played = verdict["win_best"], verdict["win_played"]
            if played is None:
                continue
            if player_map is not None:
                best, played = (chance(player_map, v, decision["round"]) for v in (best, played))
                if best is None or played is None:
                    continue
            lost = best - played
            losses.append(lost)
            named.add("best" if verdict["best"] == decision["played"] else label_for(lost, labels))
        if len(losses) > 1 and any(losses):     # a move some search did not find best: contested
            spreads.append(statistics.pstdev(losses))
        best_differs += len({verdict["best"] for verdict in decision["verdicts"]}) > 1
        label_differs += len(named) > 1
        costly_differs += len({label if label in COSTLY else "fine" for label in named}) > 1
    if not spreads:
        return "no contested decision rated twice"
    median = statistics.median(spreads)
    high = statistics.quantiles(spreads, n=10, method="inclusive")[-1] if len(spreads) > 1 else spreads[0]
    return (f"{len(spreads)} contested (played move not best in some repeat); spread of their loss: median "
            f"{100 * median:.1f} points, 90th percentile {100 * high:.1f}. Of {len(decisions)}: best move differs "
            f"in {best_differs}, label in {label_differs}, costly or not in {costly_differs}. Noise crosses a "
            f"threshold one time in twenty below {100 * ONE_IN_TWENTY * median:.1f} points (median spread), "
            f"{100 * ONE_IN_TWENTY * high:.1f} (90th percentile)")


if __name__ == "__main__":
    raise SystemExit(main())
