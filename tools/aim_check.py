"""Can a Winds of Trade player who aims for Order, or for Anarchy, get the game there?

The design wants both kinds of ending within reach of a player who plays for them, not
only as accidents of the table. This plays two-player games, seat by seat over the same
seeds, between the normal bot and an *aiming* bot: the normal bot's search at the same
iterations, except that it plays every playout to the end and counts a finished playout
as a win for itself only when the game ended the way it aims (Order: Hegemon or Stable
Markets; Anarchy: Revolt or Collapse). A control seat, the same full-playout bot with no
aim, shows what the full playouts alone change. Printed per seat kind: how the games
ended and how often that seat won by each kind of ending.

    python tools/aim_check.py --games 20 --jobs 2
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tabletop.ai.bot import NORMAL_ITERATIONS, make_bot  # noqa: E402
from tabletop.ai.ismcts import IsmctsBot  # noqa: E402
from tabletop.engine.rng import Rng  # noqa: E402
from tabletop.games.winds_of_trade.result import ORDER  # noqa: E402
from tabletop.registry import load_game  # noqa: E402

GAME = "winds_of_trade"
AIMS = ("none", "order", "anarchy")


def family(ending: str) -> str:
    return "order" if ending in ORDER else "anarchy"


class AimingGame:
    """The game as the aiming seat imagines it: every determinized world scores a finished
    game as lost for `seat` unless it ended in the aimed family."""

    def __init__(self, game, seat: int, aim: str) -> None:
        self._game, self._seat, self._aim = game, seat, aim

    def __getattr__(self, name):
        return getattr(self._game, name)

    def determinize(self, view, rng):
        state = self._game.determinize(view, rng)
        if self._aim == "none":
            return state
        seat, aim, base = self._seat, self._aim, type(state)

        class Aimed(base):  # type: ignore[misc, valid-type]
            __slots__ = ()

            def result(self):
                result = base.result(self)
                if family(result.ending) == aim or seat not in result.winners:
                    return result
                winners = [s for s in result.winners if s != seat]
                totals = [0 if s == seat else t for s, t in enumerate(result.totals)]
                return replace(result, winners=winners, totals=totals)

        state.__class__ = Aimed
        return state


def play(task: tuple[int, int, str]) -> tuple[str, str, bool, int]:
    """One game: the aiming seat's kind, how it ended, whether the aimer won, rounds."""
    seed, aimer, aim = task
    game = load_game(GAME)
    state = game.new_state(2, seed)
    iterations = NORMAL_ITERATIONS[GAME]
    bots = [make_bot(f"ai:iters={iterations}"), make_bot(f"ai:iters={iterations}")]
    bots[aimer] = IsmctsBot(name=f"aim-{aim}", iterations=iterations, rollout_depth=None)
    seen = [game, game]
    seen[aimer] = AimingGame(game, aimer, aim)
    dice = Rng(seed * 7919 + aimer)
    rngs = [dice.spawn(), dice.spawn()]
    while not state.is_over():
        seat = state.to_act()
        view = state.view(seat)
        state.apply(bots[seat].choose(seen[seat], view, rngs[seat]))
    result = state.result()
    return aim, result.ending, aimer in result.winners, result.rounds


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="seeds per aim (each played from both seats)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    tasks = [(args.seed + i, aimer, aim) for aim in AIMS for i in range(args.games) for aimer in (0, 1)]
    with ProcessPoolExecutor(args.jobs) as pool:
        outcomes = list(pool.map(play, tasks))
    print(f"Winds of Trade, 2 players, {args.games} seeds x 2 seats per aim; the rival is ai:iters="
          f"{NORMAL_ITERATIONS[GAME]}.")
    print("| aiming seat | games | ended in Order | aimer won | won by Order | won by Anarchy | mean rounds |")
    print("|---|---|---|---|---|---|---|")
    for aim in AIMS:
        rows = [o for o in outcomes if o[0] == aim]
        n = len(rows)
        order = sum(family(e) == "order" for _, e, _, _ in rows)
        won = Counter(family(e) for _, e, w, _ in rows if w)
        print(f"| {aim} | {n} | {order / n:.0%} | {sum(won.values()) / n:.0%} | {won['order'] / n:.0%} | "
              f"{won['anarchy'] / n:.0%} | {sum(r for *_, r in rows) / n:.1f} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
