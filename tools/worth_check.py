"""Does a worth say who is winning? How often the seat a game's heuristic puts ahead goes on to win.

ISMCTS judges every playout it cuts off by the heuristic margin between the seats
(`evaluate`, or a level's own from `LEVEL_EVALUATIONS`), so a worth that misjudges who is
ahead misleads every level alike, however long it searches (tools/decision_regret.py
finds normal and hard choosing alike in Pirates' Gold and Sail to India). This plays games of one bot
against itself, keeps each game's seed and actions, then replays them and says, for each
fifth of a game, how often the seat a worth puts ahead won (a shared win counts 1/k;
positions where the worth ties the leaders are left out). Every game weighs the same: a
fifth's figure is the mean over games of the share of that game's positions whose
leader won, so one long game (Pirates' Gold has had one of 3,849 actions among games of
about 120) cannot speak for thirty ordinary ones. Replaying is cheap, so once a
file of games is kept any number of worths can be compared on the same positions:

    python tools/worth_check.py pirates_gold --players 2 --games 100 --jobs 2 --out /tmp/pg.jsonl
    PYTHONPATH=/tmp/try python tools/worth_check.py pirates_gold --players 2 --games 100 \\
        --out /tmp/pg.jsonl --worth my_worths:heavier_cargo   # /tmp/try/my_worths.py

Worths compared: `evaluate`, each level's own (named by the level) and any `--worth
MODULE:FUNCTION` taking (state, seat).
A worth whose leader wins more often is a truer estimate of the outcome; whether a search
plays better with it is for tools/hard_variants.py and the strength matrix to say (a
worth also steers sailing choices by its small differences, which this does not see).
Games already in the file are not played again; a file of other games (another game,
count of players or bot) is refused.
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tabletop.ai.bot import make_bot  # noqa: E402
from tabletop.ai.hooks import hooks_for  # noqa: E402
from tabletop.engine.action import Action  # noqa: E402
from tabletop.engine.game import State  # noqa: E402
from tabletop.engine.rng import Rng  # noqa: E402
from tabletop.registry import GAME_IDS, load_game  # noqa: E402

PARTS = 5
DEFAULT_BOT = "ai:normal@iters=800"
STEP_CAP = 10_000

Worth = Callable[[State, int], float]


@dataclass(frozen=True)
class Kept:
    """One recorded game: its seed, every action in order, and who won."""

    seed: int
    actions: list[list]
    winners: list[int]


def play(game_id: str, players: int, bot: str, seed: int) -> Kept | None:
    """One game of `bot` in every seat (None if it runs past STEP_CAP)."""
    game = load_game(game_id)
    state = game.new_state(players, seed)
    bots = [make_bot(bot) for _ in range(players)]
    dice = Rng(seed)
    rngs = [dice.spawn() for _ in range(players)]
    actions = []
    while not state.is_over():
        if len(actions) >= STEP_CAP:
            return None
        seat = state.to_act()
        action = bots[seat].choose(game, state.view(seat), rngs[seat])
        state.apply(action)
        actions.append(action.to_json())
    return Kept(seed, actions, list(state.result().winners))


def _play_task(task: tuple[str, int, str, int]) -> Kept | None:
    return play(*task)


def record(game_id: str, players: int, bot: str, games: int, out: Path, jobs: int = 1) -> list[Kept]:
    """Games with seeds 1..games in `out` (playing those it lacks, each kept as it ends)."""
    header = {"worth_check": 1, "game": game_id, "players": players, "bot": bot}
    kept = read(out, header) if out.exists() else {}
    if not out.exists():
        out.write_text(json.dumps(header) + "\n")
    tasks = [(game_id, players, bot, seed) for seed in range(1, games + 1) if seed not in kept]
    with out.open("a") as journal:
        for game in _map(_play_task, tasks, jobs):
            if game is not None:
                journal.write(json.dumps({"seed": game.seed, "winners": game.winners, "actions": game.actions}) + "\n")
                journal.flush()
                kept[game.seed] = game
    return [kept[seed] for seed in sorted(kept) if seed <= games]


def _map(function, tasks: list, jobs: int):
    if jobs > 1 and len(tasks) > 1:
        import multiprocessing

        with multiprocessing.Pool(jobs) as pool:
            yield from pool.imap_unordered(function, tasks)
    else:
        yield from map(function, tasks)


def read(path: Path, header: dict) -> dict[int, Kept]:
    """The games kept in `path`; ValueError if it holds another run's games."""
    lines = path.read_text().splitlines()
    if not lines or json.loads(lines[0]) != header:
        raise ValueError(f"{path}: line 1 is not {json.dumps(header)}; give another --out")
    games = {}
    for line in lines[1:]:
        entry = json.loads(line)
        games[entry["seed"]] = Kept(entry["seed"], entry["actions"], entry["winners"])
    return games


def worths_of(game, extra: list[str]) -> dict[str, Worth]:
    """The game's `evaluate`, its levels' own and the `MODULE:FUNCTION` names in `extra`."""
    hooks = hooks_for(game)
    worths: dict[str, Worth] = {"evaluate": hooks.evaluate, **hooks.level_evaluations}
    for name in extra:
        module, _, function = name.partition(":")
        worths[name] = getattr(importlib.import_module(module), function)
    return worths


def check(game_id: str, players: int, games: list[Kept], worths: dict[str, Worth]) -> dict[str, list[list[float]]]:
    """Per worth and fifth of a game: [the sum over games of the share of the fifth's
    positions whose leader won, games with a position counted in that fifth]."""
    game = load_game(game_id)
    tally = {name: [[0.0, 0] for _ in range(PARTS)] for name in worths}
    for kept in games:
        for name, cells in _check_game(game, players, kept, worths).items():
            for part, (won, counted) in enumerate(cells):
                if counted:
                    tally[name][part][0] += won / counted
                    tally[name][part][1] += 1
    return tally


def _check_game(game, players: int, kept: Kept, worths: dict[str, Worth]) -> dict[str, list[list[float]]]:
    """One game's [won by the seat a worth puts ahead, positions counted] per fifth."""
    cells = {name: [[0.0, 0] for _ in range(PARTS)] for name in worths}
    state = game.new_state(players, kept.seed)
    share = 1.0 / len(kept.winners) if kept.winners else 0.0
    for step, action in enumerate(kept.actions):
        part = PARTS * step // len(kept.actions)
        for name, worth in worths.items():
            values = [worth(state, seat) for seat in range(players)]
            best = max(values)
            leaders = [seat for seat, value in enumerate(values) if value >= best - 1e-9]
            if len(leaders) == 1:
                cell = cells[name][part]
                cell[0] += share if leaders[0] in kept.winners else 0.0
                cell[1] += 1
        state.apply(Action.from_json(action))
    return cells


def table(tally: dict[str, list[list[float]]], players: int) -> str:
    names = list(tally)
    lines = [f"How often the seat each worth puts ahead won (fair share {100 / players:.0f} %):", "",
             "| part of the game | " + " | ".join(names) + " |", "|---" * (len(names) + 1) + "|"]
    for part in range(PARTS):
        cells = []
        for name in names:
            won, counted = tally[name][part]
            cells.append(f"{100 * won / counted:.1f} % of {counted} games" if counted else "-")
        lines.append(f"| {part + 1} of {PARTS} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=GAME_IDS)
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--bot", default=DEFAULT_BOT, help=f"the bot in every seat (default {DEFAULT_BOT})")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--out", type=Path, required=True, help="the kept games (resumed when it exists)")
    parser.add_argument("--worth", action="append", default=[], metavar="MODULE:FUNCTION")
    args = parser.parse_args(argv)
    try:
        games = record(args.game, args.players, args.bot, args.games, args.out, args.jobs)
        worths = worths_of(load_game(args.game), args.worth)
    except (ValueError, ImportError, AttributeError) as error:
        print(error, file=sys.stderr)
        return 2
    print(table(check(args.game, args.players, games, worths), args.players))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
