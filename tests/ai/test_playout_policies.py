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


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_searched_moves_are_legal_at_every_step(game_id):
    """ISMCTS plays its tree's moves unchecked too: every level's `search_actions` lists
    only legal moves, all along sampled games played out by the policy."""
    game = load_game(game_id)
    hooks = hooks_for(game)
    levels = [None, *hooks.level_search_actions]
    for seed in range(2):
        rng = Rng(seed)
        state = game.new_state(game.max_players, seed)
        world = game.determinize(state.view(state.to_act()), rng)
        moves = 0
        while not world.is_over():
            legal = world.legal_actions()
            for level in levels:
                searched = hooks.search_actions_for(level)(world)
                assert searched, f"{game_id}: nothing to search after {moves} moves"
                assert all(a in legal for a in searched), f"{game_id} {level}: {searched} after {moves} moves"
            world.apply_trusted(hooks.rollout_policy(world, rng))
            moves += 1
