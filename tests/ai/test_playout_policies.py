"""Every game's playout policy builds only legal moves: ISMCTS and greedy play them
unchecked (`State.apply_trusted`), so an illegal one would corrupt a sampled world silently."""

from __future__ import annotations

import pytest

from tabletop.ai.hooks import hooks_for
from tabletop.engine.rng import Rng
from tabletop.registry import GAME_IDS, load_game


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_playout_policy_plays_whole_sampled_games_legally(game_id):
    game = load_game(game_id)
    policy = hooks_for(game).rollout_policy
    for players, seed in [(p, s) for p in sorted({game.min_players, game.max_players}) for s in range(3)]:
        rng = Rng(seed)
        state = game.new_state(players, seed)
        world = game.determinize(state.view(state.to_act()), rng)   # a bot's world, as searches play them
        moves = 0
        while not world.is_over():
            action = policy(world, rng)
            assert action in world.legal_actions(), f"{game_id}: {action} after {moves} moves"
            world.apply_trusted(action)
            moves += 1
        assert world.result().winners
