"""Is a changed hard level stronger? A variant of hard against pinned normal, as the matrix plays.

The strength matrix (`tools/strength.py`) measures the levels as they are; this measures
a level that might be: the hard level (pinned to its iterations) with some of its
settings changed, against pinned normal, over the same seeds and seatings as the matrix's
hard-vs-normal row (seed 1 upwards, seats rotated, the same dice). Changes it can try:

- `--win-weight W`: the share of a finished playout's reward paid for the win rather
  than the margin (`tabletop.ai.reward.WIN_WEIGHT`, 0.5);
- `--exploration C`: UCT's constant;
- `--iterations N`: another count than the pin;
- `--rollout-depth D`: playouts cut off after D actions (0: played to the end) instead
  of the game's ROLLOUT_DEPTH (deeper playouts cost time: give the count the level
  would reach in its time with them, `--iterations`);
- `--constant NAME=VALUE` (repeatable): a constant of the game's `bots.py`, e.g. the
  playout's `EPSILON`, changed only while the variant searches (normal keeps its own).

`--rival-iterations N` pins the normal rival to N iterations instead of its pin: with
`--iterations` at a quarter of hard's pin and N at a quarter of normal's, a game costs a
quarter of the time, so a screen of two hundred games fits in half an hour on two cores.
A screen compares variants with each other at the same counts (and with a plain run,
`--iterations` alone); only the matrix row at the pins says what the level wins.

The games are played by `tabletop.ai.sim.play_games`, which journals each one as it ends
(`tabletop.ai.sim_journal`), so a stopped run resumes.
The summary gives the variant's wins with a 95 % interval and, when the matrix row's
journal holds the same games, what today's hard won in exactly those games. Outcomes of
the same seed agree between two runs barely more often than chance (Golden Sails: 22 to
27 of 40), so pairing by seed removes little luck: a ten-point difference needs about
two hundred games to show.

    python tools/hard_variants.py golden_sails --win-weight 0.9 --games 40 --jobs 2 \\
        --out /tmp/gs-win-0.9.jsonl
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tabletop.ai.balance import wilson_interval  # noqa: E402
from tabletop.ai.bot import Bot, make_bot, pinned_name  # noqa: E402
from tabletop.ai.ismcts import IsmctsBot  # noqa: E402
from tabletop.ai.sim import play_games  # noqa: E402
from tabletop.ai.sim_journal import read_journal  # noqa: E402
from tabletop.engine.action import Action  # noqa: E402
from tabletop.engine.game import Game, View  # noqa: E402
from tabletop.engine.rng import Rng  # noqa: E402
from tabletop.registry import GAME_IDS  # noqa: E402

VARIANT = "variant"
SEED = 1
MATRIX = ROOT / "results" / "strength"


class WithConstants:
    """A bot that searches with some of its game's bots.py constants changed, and puts
    them back after each decision, so that a rival in the same process keeps its own."""

    def __init__(self, bot: Bot, module, constants: dict[str, float]) -> None:
        self.bot, self.module, self.constants, self.name = bot, module, constants, bot.name

    def choose(self, game: Game, view: View, rng: Rng, stop: Callable[[], bool] | None = None) -> Action:
        kept = {name: getattr(self.module, name) for name in self.constants}
        for name, value in self.constants.items():
            setattr(self.module, name, value)
        try:
            return self.bot.choose(game, view, rng, stop)
        finally:
            for name, value in kept.items():
                setattr(self.module, name, value)


@dataclass(frozen=True)
class Variant:
    """The changed hard level; a factory for `play_game` (it names every other seat's bot
    as `make_bot` does). Picklable, so games can be spread over processes."""

    game: str
    win_weight: float | None = None
    exploration: float | None = None
    iterations: int | None = None
    constants: dict[str, float] = field(default_factory=dict)
    rollout_depth: int | None = None
    rival_iterations: int | None = None

    @property
    def rival(self) -> str:
        """The normal level's seat name: pinned, or at `rival_iterations` for a screen."""
        if self.rival_iterations is None:
            return pinned_name("normal", self.game)
        return f"ai:normal@iters={self.rival_iterations}"

    @property
    def name(self) -> str:
        """The variant's seat name, its changes included, so that a journal's first line
        tells one variant from another."""
        settings = {"win_weight": self.win_weight, "exploration": self.exploration, "iterations": self.iterations,
                    "rollout_depth": self.rollout_depth}
        changes = [f"{key}={value}" for key, value in [*settings.items(), *sorted(self.constants.items())]
                   if value is not None]
        return f"{VARIANT}[{','.join(changes)}]"

    def __call__(self, name: str) -> Bot:
        if name != self.name:
            return make_bot(name)
        module = importlib.import_module(f"tabletop.games.{self.game}.bots")
        for constant in self.constants:
            if not hasattr(module, constant):
                raise ValueError(f"tabletop/games/{self.game}/bots.py has no constant {constant}")
        iterations = self.iterations or make_bot(pinned_name("hard", self.game)).iterations
        depth = {} if self.rollout_depth is None else {"rollout_depth": self.rollout_depth or None}
        bot = IsmctsBot(name=name, level="hard", iterations=iterations, exploration=self.exploration,
                        win_weight=self.win_weight, **depth)
        return WithConstants(bot, module, self.constants) if self.constants else bot


def play(variant: Variant, games: int, out: Path, jobs: int = 1) -> dict:
    """Games 0..games-1 of the variant against pinned normal, resuming from `out`; the
    finished games' records by index. A journal of another variant is refused (its
    first line names other seats)."""
    records, _, _ = play_games(variant.game, 2, [variant.name, variant.rival], games, SEED,
                               rotate=True, jobs=jobs, journal=out, make=variant)
    return dict(enumerate(records))


def wins_of(record, name_start: str) -> float:
    """The share of the game won by the seat whose bot's name starts with `name_start`."""
    seat = next(i for i, name in enumerate(record.names) if name.startswith(name_start))
    return 1.0 / len(record.winners) if seat in record.winners else 0.0


def summary(game: str, done: dict, matrix: Path = MATRIX) -> list[str]:
    lines = []
    finished = {index: r for index, r in done.items() if r.totals is not None}
    errors = len(done) - len(finished)
    wins = sum(wins_of(r, VARIANT) for r in finished.values())
    if finished:
        low, high = wilson_interval(wins, len(finished))
        lines.append(f"variant: {wins:g} of {len(finished)} = {100 * wins / len(finished):.1f} % "
                     f"(95 %: {100 * low:.0f}–{100 * high:.0f} %), {errors} errors")
    row = matrix / f"{game}-hard-vs-normal-2p.jsonl"
    rivals = {name for r in finished.values() for name in r.names if not name.startswith(VARIANT)}
    if row.exists() and rivals == {pinned_name("normal", game)}:   # a screen's games are not the row's
        _, hard = read_journal(row)
        same = [index for index in finished if index in hard and hard[index].totals is not None]
        if same:
            today = sum(wins_of(hard[i], "ai:hard") for i in same)
            mine = sum(wins_of(finished[i], VARIANT) for i in same)
            lines.append(f"on the {len(same)} games the matrix row also played: variant {100 * mine / len(same):.1f} %,"
                         f" today's hard {100 * today / len(same):.1f} %")
    return lines


def _constant(text: str) -> tuple[str, float]:
    name, _, value = text.partition("=")
    try:
        return name, float(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected NAME=NUMBER, got {text!r}") from None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=GAME_IDS)
    parser.add_argument("--out", type=Path, required=True, help="the journal (resumed when it exists)")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--win-weight", type=float)
    parser.add_argument("--exploration", type=float)
    parser.add_argument("--iterations", type=int)
    parser.add_argument("--rollout-depth", type=int, help="actions before a playout is judged (0: to the end)")
    parser.add_argument("--rival-iterations", type=int, help="normal's count (default: its pin)")
    parser.add_argument("--constant", type=_constant, action="append", default=[], metavar="NAME=VALUE")
    args = parser.parse_args(argv)
    variant = Variant(args.game, args.win_weight, args.exploration, args.iterations, dict(args.constant),
                      args.rollout_depth, args.rival_iterations)
    try:
        variant(variant.name)   # an unknown constant fails here, before any game
        done = play(variant, args.games, args.out, args.jobs)
    except ValueError as error:   # an unknown constant, or a journal of another variant
        print(error, file=sys.stderr)
        return 2
    print("\n".join(summary(args.game, done)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
