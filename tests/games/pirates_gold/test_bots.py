"""Pirates' Gold bots in positions a race is decided by."""

from __future__ import annotations

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
