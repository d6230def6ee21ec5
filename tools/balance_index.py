"""The committed balance reports at a glance: one row per game and player count.

Reads every `results/balance/<game>-<N>p/report.json` and prints (or, with `--write`,
writes to `results/balance/README.md`) a Markdown table: games played, how games end,
mean length, each seat's win rate, the spread of win rates by turn order, and shared
wins. Each row links its full report. `tests/tools/test_balance_index.py` holds the
committed README to this tool's output, so the index never drifts from the reports.

    python tools/balance_index.py --write
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
REPORTS = ROOT / "results" / "balance"

HEADER = """# Balance reports

Normal computer players (`ai:normal` pinned to the iterations it reaches in its 0.5 s,
see `tabletop/ai/bot.py`) in every seat, seed 1, made with `python -m tabletop balance`;
each folder holds `report.md`, `report.json`, `chart.png` and the games' journal
(rerunning the same command with a larger `--games` resumes and adds games). The start
player is drawn at random in every game, so a place at the table is fair by construction
and its win rate differs from the fair share by chance alone; fairness shows in the win
rate by turn order (1 = the start player). A shared win counts 1/k for each of k winners.
Intervals are in each report (95 %, Wilson); a report whose widest interval is over ±6
points has too few games to show a 5-point gap, and the balance test does not judge its
seats' shares ("not enough games"). Regenerate this page with
`python tools/balance_index.py --write`.

Sail to India's two reports were played again from their first game by today's bots, with
the same command (both to 200 games). The ones committed before (60 and 12 games) were
played by computer players that valued an unspent scientist at nothing: the start player
then spent its three scientists on cheap technologies in rounds 1-2 (30 of 30 traced
games), which is where the third seat's lead of 46 % came from.

Winds of Trade's two-captain report is seed 500, the seed of the trials behind it: with
the start player leading every round it won only 41 % (140 games), with the lead by
standing 57 % (174 games); the lead now passes to the other captain each round (content
lead.passes; the trials are in `content/winds_of_trade/DESIGN.md` and `results/trials`).
"""


MAX_HALF_WIDTH = 0.06
"""A report judges a seat's share only when every seat's 95 % interval is within ±6
points: a 5-point gap is then visible. About 300-400 games for two seats; 60 or 100
games pin a rate only to ±10-12 points."""


def widest_half_width(report: dict) -> float:
    """Half the widest 95 % interval of any seat's win rate, by place and by turn order."""
    order = report.get("turn_order") or {"games": 0}
    intervals = list(report.get("seat_win_ci") or []) + (list(order.get("win_ci") or []) if order["games"] else [])
    return max(((high - low) / 2 for low, high in intervals), default=1.0)


def enough_games(report: dict) -> bool:
    return widest_half_width(report) <= MAX_HALF_WIDTH


def _pct(x: float | None) -> str:
    return "–" if x is None else f"{x * 100:.0f} %"


def row(folder: Path) -> str:
    report = json.loads((folder / "report.json").read_text(encoding="utf-8"))
    fair = 1 / report["players"]
    endings = ", ".join(f"{name.replace('_', ' ')} {_pct(share)}" for name, share in report["endings"].items()) or "–"
    length = f"{report['mean_rounds']:.1f} rounds" if report.get("mean_rounds") else f"{report['mean_actions']:.0f} actions"
    seats = " / ".join(_pct(r) for r in report["seat_win_rate"])
    order = report.get("turn_order") or {"games": 0}
    spread = (" / ".join(_pct(r) for r in order["win_rate"]) if order["games"] else "–")
    worst = max(abs((r or 0) - fair) for r in (order["win_rate"] if order["games"] else report["seat_win_rate"]))
    width = widest_half_width(report) * 100
    judged = f"±{width:.1f}" + ("" if enough_games(report) else " (not enough games)")
    return (f"| [{report['game']}]({folder.name}/report.md) | {report['players']} | {report['finished']} | {endings} | "
            f"{length} | {seats} | {spread} | {worst * 100:.1f} | {judged} | {_pct(report['shared_wins'])} |")


def index(reports: Path = REPORTS) -> str:
    folders = sorted(p.parent for p in reports.glob("*-*p/report.json"))
    lines = [HEADER, "| game | players | games | endings | mean length | win rate by seat | "
                     "by turn order | largest gap to fair share by turn order (points) | widest 95 % interval (points) | "
                     "shared wins |",
             "|---|---|---|---|---|---|---|---|---|---|"]
    lines += [row(folder) for folder in folders]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help="write results/balance/README.md")
    args = parser.parse_args(argv)
    text = index()
    if args.write:
        (REPORTS / "README.md").write_text(text, encoding="utf-8")
    else:
        print(text, end="")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
