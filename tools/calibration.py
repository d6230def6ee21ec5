"""Fit and check the map from the review's evaluations to chances to win.

    PYTHONPATH=. python tools/calibration.py collect golden_sails --games 120 --seed 7000 --out DIR/fit.jsonl
    PYTHONPATH=. python tools/calibration.py collect golden_sails --games 60 --seed 9000 --out DIR/check.jsonl
    PYTHONPATH=. python tools/calibration.py fit golden_sails DIR/fit.jsonl --write
    PYTHONPATH=. python tools/calibration.py check golden_sails DIR/check.jsonl

`collect` plays games between computer players and judges a few decisions of each seat
with the review's own search (journaled: run it again to go on); with `--saves DIR` it
judges the games a balance run kept there (`tabletop balance … --save-dir DIR`) instead. `fit` fits the map on one
journal and, with `--write`, writes `content/<game>/calibration.yaml`. `check` prints the
honesty table of the shipped map on another journal, of games the map was not fitted on:
predicted chance against the realised win rate by tenths, and the Brier score in each half
of a game against always saying the base rate.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tabletop.analysis.calibration import FILE, CalibrationMap, load_map  # noqa: E402
from tabletop.analysis.calibration_data import Position, collect, collect_saved, read_runs  # noqa: E402
from tabletop.analysis.calibration_fit import cross_honesty, fit_map, honesty, honesty_lines, seed_ranges  # noqa: E402
from tabletop.content.errors import ContentErrors  # noqa: E402
from tabletop.runtime.paths import content_root  # noqa: E402

HEADER = """\
# From the search's evaluation to a chance to win (tabletop/analysis/calibration.py), per
# search budget, player count and phase:
#   chance = 1 / (1 + exp(-(intercept + slope * logit(evaluation)))).
# The budgets are the review's search and Suggest's (the same search with fewer iterations).
# Written by tools/calibration.py fit from journals of simulated games; not part of the
# rules (left out of the content fingerprint). Redo a budget's map when its search changes.
"""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    gather = commands.add_parser("collect", help="play and judge games into a journal")
    gather.add_argument("game")
    gather.add_argument("--players", type=int, default=2)
    gather.add_argument("--bot", default="ai:normal@iters=400", help="who plays every seat")
    gather.add_argument("--games", type=int, default=120)
    gather.add_argument("--seed", type=int, default=7000)
    gather.add_argument("--per-seat", type=int, default=3, help="decisions judged per seat and game")
    gather.add_argument("--iterations", type=int, help="review search budget (default: the review's own)")
    gather.add_argument("--out", type=Path, required=True)
    gather.add_argument("--saves", type=Path, metavar="DIR",
                        help="judge the finished games saved in DIR (`tabletop balance … --save-dir DIR`) "
                             "instead of playing new ones; --players, --bot, --games and --seed are theirs")
    fitting = commands.add_parser("fit", help="fit the map on a journal")
    fitting.add_argument("game")
    fitting.add_argument("journal", type=Path, nargs="+", help="journals of one game, player count and budget")
    fitting.add_argument("--write", action="store_true", help=f"write content/<game>/{FILE}")
    fitting.add_argument("--phases", type=int, default=2, help="phases of the game, each with its own curve")
    checking = commands.add_parser("check", help="the shipped map's honesty table on another journal")
    checking.add_argument("game")
    checking.add_argument("journal", type=Path, nargs="+")
    checking.add_argument("--cross", action="store_true",
                          help="no shipped map: judge each game by a map fitted on the other games (five folds)")
    checking.add_argument("--phases", type=int, default=2, help="with --cross: the phases of the maps fitted")
    args = parser.parse_args(argv)
    if args.command == "fit":
        return fit(args.game, args.journal, args.write, args.phases)
    if args.command == "check":
        return check(args.game, args.journal, args.cross, args.phases)
    if args.command == "collect":
        from tabletop.analysis.review import default_iterations

        iterations = args.iterations or default_iterations(args.game)
        try:
            if args.saves is not None:
                done = collect_saved(args.game, sorted(args.saves.glob("*.json")), args.per_seat, iterations,
                                     args.out, progress=_say)
            else:
                done = collect(args.game, args.players, args.bot, args.games, args.seed, args.per_seat,
                               iterations, args.out, progress=_say)
        except ValueError as error:
            print(error, file=sys.stderr)
            return 2
        print(f"{sum(len(p) for p in done.values())} positions from {len(done)} games in {args.out}")
    return 0


def _say(line: str) -> None:
    print(line, flush=True)


def fit(game_id: str, journals: list[Path], write: bool, phases: int = 2) -> int:
    header, positions = _read(game_id, journals)
    if header is None:
        return 2
    fitted = fit_map(positions, header["bot"], phases, int(header["players"]))
    print(f"{game_id}, {header['players']} players, review at {header['iterations']} iterations: "
          f"{fitted.fitted_on.positions} positions of {fitted.fitted_on.games} games, "
          f"base rate {fitted.fitted_on.base_rate}")
    for phase in fitted.phases:
        print(f"  rounds up to {phase.until_round or 'the end'}: intercept {phase.intercept}, "
              f"slope {phase.slope}{', open' if phase.open else ''}")
    if write:
        try:
            old = load_map(game_id)
        except ContentErrors as error:
            print(f"the map there is damaged and is replaced whole ({error})")
            old = None
        whole = (old or CalibrationMap(budgets=[])).with_map(int(header["iterations"]), int(header["players"]), fitted)
        path = content_root() / game_id / FILE
        body = yaml.safe_dump(whole.model_dump(mode="json"), sort_keys=False, width=100)
        path.write_text(HEADER + body, encoding="utf-8")
        print(f"wrote {path}")
    return 0


def check(game_id: str, journals: list[Path], cross: bool, phases: int = 2) -> int:
    header, positions = _read(game_id, journals)
    if header is None:
        return 2
    seeds = sorted({p.game_seed for p in positions})
    if cross:
        print(f"{game_id}, {header['players']} players; each game judged by a map fitted on the others "
              f"({phases} phases, seeds {seed_ranges(seeds)})")
        players = int(header["players"])
        fitted = fit_map(positions, header["bot"], phases, players)
        opened = fitted if any(phase.open for phase in fitted.phases) else None
        if opened is not None:
            print("rounds the map of every game calls open stay open in each fold")
        print("\n".join(honesty_lines(cross_honesty(positions, header["bot"], phases, players, open_as=opened))))
        return 0
    shipped = load_map(game_id)
    player_map = shipped.for_players(int(header["players"]), int(header["iterations"])) if shipped else None
    if player_map is None:
        print(f"{game_id} has no map for {header['players']} players at {header['iterations']} iterations",
              file=sys.stderr)
        return 2
    print(f"{game_id}, {header['players']} players; map fitted on seeds {player_map.fitted_on.seeds}, "
          f"checked on {seed_ranges(seeds)}")
    print("\n".join(honesty_lines(honesty(player_map, positions))))
    return 0


def _read(game_id: str, journals: list[Path]) -> tuple[dict | None, list[Position]]:
    """The first journal's header and the positions of all, which must be of one game,
    player count, bot and budget (else None, said on stderr)."""
    try:
        header, positions = read_runs(journals)
    except ValueError as error:
        print(error, file=sys.stderr)
        return None, []
    if header["game"] != game_id:
        print(f"{journals[0]} holds {header['game']} games, not {game_id}", file=sys.stderr)
        return None, []
    return header, positions


if __name__ == "__main__":
    raise SystemExit(main())
