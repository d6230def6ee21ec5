"""The computer players' strength matrix: every match-up, its target, and a summary table.

Each match-up is one `tabletop sim --json` run (60 games, seats rotated over the same
seeds so that luck and seat order cancel), with every ISMCTS level pinned to the
iterations it reaches in its time budget (`pinned_name`), so a run's outcome does not
depend on how busy the machine is. Finished runs are kept in OUT as `<key>.json` and are
not run again; each game is also journaled as it ends (`<key>.jsonl`, see
`tabletop.ai.sim_journal`), so a stopped run resumes at the game it was playing.
`--jobs J` spreads one match-up's games over J processes; `--lane K/N` takes every N-th
unfinished match-up, so N copies can share the cores instead; `--cluster ADDRESS` spreads
them over a Dask cluster (a scheduler's address, or `local`; see `tabletop.ai.cluster`). Without `--run` it only
prints the table: finished rows, and rows still being played with their games so far.

OUT defaults to `results/strength/`, which is committed: the matrix takes longer than one
working session on the 2-core machine, so the journals travel with the code they measure,
and the next session's `--run` carries on where the last one stopped. A change that moves
a bot's strength (its search, its game's rules or heuristics, a pinned count) makes the
affected journals stale: delete them and run those rows again (`tests/tools/test_strength.py`
refuses journals whose seats are not the ones the matrix names).

    python tools/strength.py --run --jobs 2    # play what is missing, resuming from the journals
    python tools/strength.py                   # the Markdown table
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tabletop.ai.balance import wilson_interval  # noqa: E402
from tabletop.ai.bot import pinned_name  # noqa: E402
from tabletop.ai.sim import journal_report  # noqa: E402

RESULTS = ROOT / "results" / "strength"

GAMES = 60
SEED = 1
NAMES = {"golden_sails": "Golden Sails", "pirates_gold": "Pirates' Gold", "sail_to_india": "Sail to India",
         "winds_of_trade": "Winds of Trade"}


@dataclass(frozen=True)
class Matchup:
    key: str
    game: str
    seats: tuple[str, ...]      # levels ("normal", "hard", ...) or plain bot names ("random", "greedy")
    target: float               # the first seat's minimum win rate

    def bot_names(self) -> list[str]:
        return [pinned_name(s, self.game) if s in ("easy", "normal", "hard") else s for s in self.seats]

    def describe(self) -> str:
        first, rest = self.seats[0], self.seats[1:]
        rivals = f"{len(rest)} {rest[0]}" if len(rest) > 1 else rest[0]
        return f"{NAMES[self.game]}: {first} vs {rivals}, {len(self.seats)} players"

    def target_text(self) -> str:
        return f"≥ {self.target * 100:.0f} %"


def _matrix() -> list[Matchup]:
    out = []
    for game in ("golden_sails", "pirates_gold"):
        out.append(Matchup(f"{game}-normal-vs-random-2p", game, ("normal", "random"), 0.95))
    for game in NAMES:
        out.append(Matchup(f"{game}-normal-vs-3random-4p", game, ("normal", "random", "random", "random"), 0.80))
    for game in ("golden_sails", "pirates_gold"):
        out.append(Matchup(f"{game}-normal-vs-greedy-2p", game, ("normal", "greedy"), 0.65))
    out.append(Matchup("sail_to_india-normal-vs-2greedy-3p", "sail_to_india", ("normal", "greedy", "greedy"), 0.50))
    # Hard's bars are issue #25's: four times normal's thinking must show, not merely beat a coin.
    for game in ("golden_sails", "pirates_gold", "winds_of_trade"):
        out.append(Matchup(f"{game}-hard-vs-normal-2p", game, ("hard", "normal"), 0.65))
    out.append(Matchup("sail_to_india-hard-vs-normal-3p", "sail_to_india", ("hard", "normal", "normal"), 0.45))
    return out



MATRIX = _matrix()


def command(m: Matchup, out: Path, jobs: int = 1, cluster: str | None = None) -> list[str]:
    return [sys.executable, "-m", "tabletop", "sim", m.game, "--players", str(len(m.seats)),
            "--seats", ",".join(m.bot_names()), "--games", str(GAMES), "--seed", str(SEED), "--rotate",
            "--jobs", str(jobs), "--journal", str((out / f"{m.key}.jsonl").resolve()), "--json"] + (
        ["--cluster", cluster] if cluster else [])


def run(m: Matchup, out: Path, jobs: int = 1, cluster: str | None = None) -> None:
    """One match-up into OUT/<key>.json (written whole or not at all)."""
    started = time.time()
    args = command(m, out, jobs, cluster)
    print(f"{time.strftime('%H:%M:%S')} {m.key}: {' '.join(args[1:])}", flush=True)
    done = subprocess.run(args, cwd=ROOT, capture_output=True, text=True)
    if done.returncode != 0:
        print(done.stderr, file=sys.stderr)
        return
    report = json.loads(done.stdout)
    report["wall_seconds"] = round(time.time() - started)
    temp = out / f"{m.key}.json.tmp"
    temp.write_text(json.dumps(report, indent=2), encoding="utf-8")
    os.replace(temp, out / f"{m.key}.json")


def table(out: Path) -> str:
    lines = ["| match-up | games | first seat's win rate | 95 % interval | target | errors / illegal "
             "| normal's think ms median / max |", "|---|---|---|---|---|---|---|"]
    for m in MATRIX:
        path, journal = out / f"{m.key}.json", out / f"{m.key}.jsonl"
        if path.exists():
            report = json.loads(path.read_text(encoding="utf-8"))
            games = str(report["games"])
        elif journal.exists() and (report := journal_report(journal))["games"]:
            games = f"{report['games']} of {GAMES} so far"
        else:
            lines.append(f"| {m.describe()} | not run | | | {m.target_text()} | | |")
            continue
        names = m.bot_names()
        rate = report["win_rate_by_bot"][names[0]]
        low, high = wilson_interval(rate * report["games"], report["games"])   # shared wins count as parts
        think = report["think_ms_by_bot"][names[m.seats.index("normal")]]
        lines.append(f"| {m.describe()} | {games} | {rate * 100:.1f} % | {low * 100:.0f}–{high * 100:.0f} % "
                     f"| {m.target_text()} "
                     f"| {report['errors']} / {report['illegal_actions']} | {think['median']:.0f} / {think['max']:.0f} |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=RESULTS,
                        help="folder of the runs' journals and reports (default: the committed results/strength)")
    parser.add_argument("--run", action="store_true", help="run the match-ups not yet in OUT")
    parser.add_argument("--jobs", type=int, default=1, help="processes per match-up")
    parser.add_argument("--cluster", metavar="ADDRESS",
                        help="play on a Dask scheduler (tcp://host:8786) or 'local' (needs .[cluster])")
    parser.add_argument("--lane", default="1/1", help="K/N: take every N-th unfinished match-up, from the K-th")
    parser.add_argument("--only", default="", help="run only match-ups whose key contains this text")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    if args.run:
        k, n = (int(x) for x in args.lane.split("/"))
        todo = [m for m in MATRIX if args.only in m.key and not (args.out / f"{m.key}.json").exists()]
        for m in todo[k - 1::n]:
            run(m, args.out, args.jobs, args.cluster)
    print(table(args.out))


if __name__ == "__main__":
    main()
