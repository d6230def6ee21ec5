"""Fingerprints of seeded bot games, so a speed change can show it plays the same games.

A change meant only to make search or rules faster must not change a single move. Run
this before and after the change and compare the output: each line is one game's digest
of every position it went through (`State.state_hash` after each action), so any
different move, roll or card shows as a different line.

    python tools/same_games.py --games 3 --iters 120 > before.txt
    ... change the code ...
    python tools/same_games.py --games 3 --iters 120 | diff before.txt -

The bots are ISMCTS with a fixed iteration count (`ai:iters=N`), so the games depend on
the search as well as the rules: a change to search order or to the rollout policy's use
of random numbers shows here too.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tabletop.ai.bot import make_bot  # noqa: E402
from tabletop.engine.game import Game  # noqa: E402
from tabletop.engine.rng import Rng  # noqa: E402
from tabletop.registry import GAME_IDS, load_game  # noqa: E402


def game_digest(game: Game, seed: int, iters: int) -> tuple[str, int]:
    """The digest of one seeded game's positions at the game's most players, and its
    number of actions."""
    players = game.max_players
    state = game.new_state(players, seed)
    bots = [make_bot(f"ai:iters={iters}") for _ in range(players)]
    dice = Rng(seed)
    seat_rngs = [dice.spawn() for _ in range(players)]
    digest = hashlib.sha1()
    actions = 0
    while not state.is_over():
        seat = state.to_act()
        state.apply(bots[seat].choose(game, state.view(seat), seat_rngs[seat]))
        digest.update(state.state_hash().encode())
        actions += 1
    return digest.hexdigest()[:16], actions


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", choices=GAME_IDS, help="only these games (repeatable)")
    parser.add_argument("--games", type=int, default=2, help="seeded games per game (seeds 1, 2, ...)")
    parser.add_argument("--iters", type=int, default=100, help="ISMCTS iterations per decision")
    args = parser.parse_args(argv)
    for game_id in args.game or GAME_IDS:
        game = load_game(game_id)
        for seed in range(1, args.games + 1):
            digest, actions = game_digest(game, seed, args.iters)
            print(f"{game_id} seed {seed}: {digest} ({actions} actions)", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
