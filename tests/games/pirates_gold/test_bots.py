"""Pirates' Gold bots in positions a race is decided by."""

from __future__ import annotations

import pytest

from tabletop.ai.bot import make_bot
from tabletop.ai.hooks import hooks_for
from tabletop.ai.ismcts import IsmctsBot
from tabletop.engine import Rng
from tabletop.games.pirates_gold import bots
from tests.games.pirates_gold.support import OPEN_SEA, game_on, position, real_game


def test_far_ahead_with_the_winning_cargo_the_bot_picks_the_wind_that_blows_it_home():
    """From a lost game (seed 13 of the strength run): 7 at home, 3 aboard (9 wins), four
    steps west of home, the rival hopeless. Before a late win was discounted toward its
    margin rather than toward nothing, a playout that won after a dozen moves paid less
    than one cut off merely leading, so the bot chose winds that kept it away from home."""
    game = real_game()
    state = position(game, active=1, phase="wind", ships=[(4, 2), (12, 2)], wind="N", strength=2,
                     cargo=[[1, 3, 3], [1, 2]], home=[[], [3, 2, 2]], hands=[[], []])
    # E and S come close in visits, so one seed may tip either way: E must win most searches.
    choices = [IsmctsBot(iterations=420).search(game, state.view(1), Rng(seed)).action.args for seed in range(5, 10)]
    assert choices.count(("E",)) >= 4, choices


def test_hard_judges_a_far_laden_ship_ahead_of_an_empty_one():
    """Four ducats' value aboard, far from home, against an empty ship beside a ducat and
    nothing home on either side: normal's worths call the laden ship behind, hard's ahead
    (the laden seat won most such positions in recorded games)."""
    game = game_on(OPEN_SEA)
    state = position(game, ships=[(7, 8), (7, 4)], cargo=[[2, 2], []], home=[[], []], hands=[[], []])
    assert bots.evaluate(state, 0) < bots.evaluate(state, 1)
    assert bots.fine_evaluate(state, 0) > bots.fine_evaluate(state, 1)


def test_only_the_hard_level_judges_with_its_own_worth():
    game = game_on(OPEN_SEA)
    state = position(game, ships=[(0, 3), (4, 4)], cargo=[[3], []], hands=[["assault"], []])
    hooks = hooks_for(game)
    assert hooks.values(state, "hard") == [bots.fine_evaluate(state, seat) for seat in range(2)]
    plain = [bots.evaluate(state, seat) for seat in range(2)]
    assert hooks.values(state, "normal") == plain and hooks.values(state) == plain
    assert plain != hooks.values(state, "hard")


STALLED_SPOTS = [0, 2, 0, 3, 0, 2, 1, 1, 0, 3, 0, 1, 0, 2, 0, 0]
"""The hidden ducats of the stalled game (2 greedy players, seed 2, round 700): none
within four steps of seat 0's home port."""


def stalled(active: int, wind: str):
    """Seat 0 with two 1s a step south of its port, seat 1 empty a diagonal step from a
    hidden ducat: where both greedy players stayed from round 135 to past 700."""
    state = position(real_game(), active=active, phase="sail", ships=[(2, 6), (2, 0)], wind=wind, strength=2,
                     cargo=[[1, 1], []], home=[[1, 1, 1, 1, 2], [1, 2, 2]], hands=[[], []])
    state.spots = list(STALLED_SPOTS)
    return state


def test_greedy_sails_its_cargo_home_though_the_next_ducat_is_far():
    """`evaluate` charged the empty ship at home more for the far ducats than unloading
    two 1s gained, so greedy stayed a step from its port."""
    state = stalled(0, "N")
    assert str(make_bot("greedy").choose(state.game, state.view(0), Rng(2))) == "sail 1 6"


def test_greedy_sails_onto_a_ducat_though_home_is_far():
    """Loading a ducat nine steps from home started a home pull larger than the cargo's
    worth, so greedy stayed beside the ducat."""
    state = stalled(1, "S")
    assert state.game.board.cell(3, 1) in state.game.board.ducat_spaces
    assert str(make_bot("greedy").choose(state.game, state.view(1), Rng(2))) == "sail 3 1"


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_two_greedy_players_finish_a_game(seed):
    """Seed 2 ran past round 700 before greedy judged with `greedy_evaluate`."""
    game = real_game()
    state, bot, rng = game.new_state(2, seed), make_bot("greedy"), Rng(seed)
    while not state.is_over() and state.round <= 150:
        state.apply(bot.choose(game, state.view(state.to_act()), rng))
    assert state.is_over(), (state.round, state.home, state.cargo)


def test_greedy_worth_grows_with_every_step_load_and_unload():
    """Toward the goal, onto a ducat and into port, greedy's worth never falls."""
    state = stalled(0, "N")
    board = state.game.board
    before = bots.greedy_evaluate(state, 0)
    state.ships[0] = board.ports[0]
    state.home[0] += state.cargo[0]
    state.cargo[0] = []
    assert bots.greedy_evaluate(state, 0) > before
    beside = bots.greedy_evaluate(state, 1)
    state.ships[1] = board.cell(3, 1)
    state.cargo[1] = [1]
    state.spots[board.ducat_spaces.index(board.cell(3, 1))] = 0
    assert bots.greedy_evaluate(state, 1) > beside
