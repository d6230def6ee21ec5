"""How much better can a level still choose? Each level's decisions judged by a far longer search.

The strength matrix says how often hard beats normal; this says why it does not more
often. It samples positions from seeded games, lets each level (pinned to the iterations
it reaches in its time budget, with its own settings) choose from the deciding seat's
view, and asks a search of ORACLE_FACTOR times the hard level's iterations, from the same
view, what each choice is worth. A level's *regret* at a position is the oracle's value
of the oracle's own choice minus its value of the level's choice (rewards in [0, 1], the
search's own scale). Summed over the decisions a seat makes in a game, regret is the
headroom a level leaves: when normal's is already small, no search, however long, can
beat normal by much, and only better knowledge (the game's heuristic and playout policy)
can.

    python tools/decision_regret.py pirates_gold --positions 60
    python tools/decision_regret.py golden_sails --positions 50 --json

It also counts the positions where normal and hard choose alike.

The oracle shares the bots' heuristic, so it measures headroom under that heuristic, not
against perfect play. Positions come from games the easy level plays against itself,
about one decision in twelve with more than one legal move.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tabletop.ai.bot import make_bot, pinned_name  # noqa: E402
from tabletop.ai.ismcts import IsmctsBot  # noqa: E402
from tabletop.engine.game import Game, View  # noqa: E402
from tabletop.engine.rng import Rng  # noqa: E402
from tabletop.registry import GAME_IDS, load_game  # noqa: E402

ORACLE_FACTOR = 4
SAMPLE_CHANCE = 1 / 12
LEVELS = ("normal", "hard")


@dataclass(frozen=True)
class Judged:
    """One sampled position: what the oracle chose and each level's regret there."""

    seed: int
    step: int
    choices: dict[str, str]
    regrets: dict[str, float]
    oracle: str


def measure(game: Game, players: int, positions: int, bots: dict[str, str], oracle_iterations: int,
            play_bot: str, seed: int = 1) -> tuple[list[Judged], float]:
    """`positions` judged positions, and the mean number of decisions with a choice that a
    seat makes in the games they were drawn from (to turn regret per decision into regret
    per game)."""
    judged: list[Judged] = []
    sampler = Rng(seed)
    choices_per_seat: list[float] = []
    game_seed = seed * 1000
    while len(judged) < positions:
        game_seed += 1
        state = game.new_state(players, game_seed)
        player, dice = make_bot(play_bot), Rng(game_seed)
        step = choices = 0
        while not state.is_over():
            seat = state.to_act()
            view = state.view(seat)
            if len(view.legal) > 1:
                choices += 1
                if len(judged) < positions and sampler.random() < SAMPLE_CHANCE:
                    judged.append(_judge(game, view, bots, oracle_iterations, game_seed, step))
            state.apply(player.choose(game, view, dice))
            step += 1
        choices_per_seat.append(choices / players)
    return judged, sum(choices_per_seat) / len(choices_per_seat)


def _judge(game: Game, view: View, bots: dict[str, str], oracle_iterations: int, game_seed: int, step: int) -> Judged:
    position_seed = game_seed * 10_000 + step
    oracle = IsmctsBot(name="oracle", iterations=oracle_iterations, stop_when_decided=False).search(
        game, view, Rng(position_seed))
    best = oracle.values[oracle.action]
    choices, regrets = {}, {}
    for label, name in bots.items():
        action = make_bot(name).choose(game, view, Rng(position_seed + 1))
        choices[label] = str(action)
        regrets[label] = max(0.0, best - oracle.values.get(action, 0.0))
    return Judged(game_seed, step, choices, regrets, str(oracle.action))


def summary(judged: list[Judged], choices_per_seat: float) -> dict[str, dict[str, float]]:
    """Per level: how often it chose as the oracle did, its mean regret per decision, and
    that regret over a seat's decisions in one game."""
    out = {}
    for label in judged[0].choices:
        agree = sum(j.choices[label] == j.oracle for j in judged) / len(judged)
        regret = sum(j.regrets[label] for j in judged) / len(judged)
        out[label] = {"agrees": round(agree, 3), "regret_per_decision": round(regret, 5),
                      "regret_per_game": round(regret * choices_per_seat, 4)}
    return out


def alike(judged: list[Judged]) -> int:
    """In how many positions normal and hard chose the same action. When nearly all, four
    times the thinking changes almost no decision, and hard can beat normal only through
    knowledge of its own (a level's playout policy or evaluation, `LEVEL_ROLLOUT_POLICIES`
    and `LEVEL_EVALUATIONS` in `tabletop.ai.hooks`, as Golden Sails' and Pirates' Gold's
    hard levels have)."""
    return sum(j.choices["normal"] == j.choices["hard"] for j in judged)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=GAME_IDS)
    parser.add_argument("--players", type=int, default=None, help="default: the game's fewest (3 for Sail to India)")
    parser.add_argument("--positions", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true", help="every judged position as a JSON line, then the summary")
    args = parser.parse_args(argv)
    game = load_game(args.game)
    players = args.players or game.min_players
    bots = {level: pinned_name(level, args.game) for level in LEVELS}
    hard = make_bot(bots["hard"]).iterations
    judged, per_seat = measure(game, players, args.positions, bots, ORACLE_FACTOR * hard,
                               pinned_name("easy", args.game), args.seed)
    if args.json:
        for j in judged:
            print(json.dumps(j.__dict__))
    print(f"{args.game}, {players} players, {len(judged)} positions, oracle {ORACLE_FACTOR * hard} iterations, "
          f"{per_seat:.1f} decisions with a choice per seat and game")
    for label, row in summary(judged, per_seat).items():
        print(f"{label:7} {bots[label]:24} agrees {row['agrees'] * 100:5.1f} %   regret per decision "
              f"{row['regret_per_decision']:.4f}, per game {row['regret_per_game']:.3f}")
    print(f"normal and hard choose alike in {alike(judged)} of {len(judged)} positions")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
