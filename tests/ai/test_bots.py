"""The bots: names, legality over whole games, determinism, and that they cannot cheat."""

from __future__ import annotations

import pytest

from tabletop.ai.bot import LEVEL_SECONDS, make_bot
from tabletop.ai.greedy import GreedyBot
from tabletop.ai.hooks import hooks_for
from tabletop.ai.ismcts import EXPLORATION, IsmctsBot
from tabletop.ai.random_bot import RandomBot
from tabletop.engine import Rng
from tabletop.registry import RULES, load_game


def mid_game(game, players: int, seed: int, actions: int):
    """A position after `actions` random moves, with the seat to act still deciding."""
    state = game.new_state(players, seed)
    chooser = Rng(seed + 77)
    for _ in range(actions):
        state.apply(chooser.choice(state.legal_actions()))
    return state


def test_names_make_the_right_bots():
    assert isinstance(make_bot("random"), RandomBot)
    assert isinstance(make_bot("greedy"), GreedyBot)
    for level, seconds in (("easy", 0.2), ("normal", 0.5), ("hard", 2.0)):
        bot = make_bot(f"ai:{level}")
        assert isinstance(bot, IsmctsBot) and bot.seconds == seconds and bot.iterations is None
    pinned = make_bot("ai:iters=40")
    assert pinned.iterations == 40 and pinned.seconds is None
    named = make_bot("ai:normal@iters=300")
    assert named.iterations == 300 and named.name == "ai:normal@iters=300" and named.level == "normal"
    assert pinned.level is None and make_bot("ai:hard").level == "hard"


@pytest.mark.parametrize("game_id", sorted(RULES))
def test_a_level_searches_with_its_games_exploration(game_id):
    """`ai:LEVEL@iters=N` searches as ISMCTS with the game's constant for that level
    (bots.py's EXPLORATION), and a bare `ai:iters=N` with the search's default. (The
    level is passed on as well: it also picks the level's playout policy.)"""
    game = load_game(game_id)
    state = mid_game(game, 2 if game_id != "sail_to_india" else 3, 5, 12)
    view = state.view(state.to_act())
    chosen = hooks_for(game).exploration
    for name, level, c in [(f"ai:{level}@iters=60", level, chosen.get(level, EXPLORATION)) for level in LEVEL_SECONDS] + [
            ("ai:iters=60", None, EXPLORATION)]:
        made = make_bot(name).search(game, view, Rng(9))
        assert made.visits == IsmctsBot(iterations=60, exploration=c, level=level).search(game, view, Rng(9)).visits, name
        if c != EXPLORATION:    # the constant really steers this search
            assert made.visits != IsmctsBot(iterations=60, level=level, exploration=EXPLORATION).search(
                game, view, Rng(9)).visits, name


@pytest.mark.parametrize("name", ["human", "ai:medium", "ai:iters=0", "ai:iters=x", "ai:normal@secs=3", "grredy"])
def test_unknown_names_are_refused(name):
    with pytest.raises(ValueError, match="unknown bot"):
        make_bot(name)


class _Untouchable:
    """A game whose determinize must not be called: one legal action needs no thought."""

    id = "golden_sails"

    def determinize(self, view, rng):
        raise AssertionError("a forced move should not search")


def forced_view(game):
    """The view of a seat with exactly one legal action, found by random play."""
    for seed in range(200):
        state, chooser = game.new_state(3, seed), Rng(seed)
        while not state.is_over():
            legal = state.legal_actions()
            if len(legal) == 1:
                return state.view(state.to_act())
            state.apply(chooser.choice(legal))
    raise AssertionError("no forced move found")


@pytest.mark.parametrize("name", ["random", "greedy", "ai:hard", "ai:iters=1000"])
def test_a_forced_move_is_answered_at_once(name):
    view = forced_view(load_game("golden_sails"))
    assert make_bot(name).choose(_Untouchable(), view, Rng(1)) == view.legal[0]


@pytest.mark.parametrize("game_id", sorted(RULES))
@pytest.mark.parametrize("name", ["random", "greedy", "ai:iters=12"])
def test_bots_play_whole_games_legally(game_id, name):
    game = load_game(game_id)
    for players in range(game.min_players, game.max_players + 1):
        state = game.new_state(players, seed=players)
        bot, rng = make_bot(name), Rng(players)
        while not state.is_over():
            view = state.view(state.to_act())
            action = bot.choose(game, view, rng)
            assert action in state.legal_actions()
            state.apply(action)
        assert state.result().winners


@pytest.mark.parametrize("players", [2, 4])
def test_ismcts_is_deterministic_for_a_fixed_budget(players):
    game = load_game("golden_sails")
    view = (state := mid_game(game, players, 11, 9)).view(state.to_act())
    first = IsmctsBot(iterations=150).search(game, view, Rng(42))
    again = IsmctsBot(iterations=150).search(game, view, Rng(42))
    assert first.iterations == again.iterations <= 150
    assert first.action == again.action and first.visits == again.visits and first.values == again.values


@pytest.mark.parametrize("game_id", sorted(RULES))
def test_stopping_once_decided_gives_the_full_budgets_answer(game_id):
    """The search may end early only when no other root action could still overtake the
    leader, so its answer is the full budget's, found with fewer iterations."""
    game = load_game(game_id)
    saved = 0
    for seed in range(4):
        state = mid_game(game, game.min_players, seed, 10 + 7 * seed)
        if state.is_over() or len(state.legal_actions()) < 2:
            continue
        view = state.view(state.to_act())
        early = IsmctsBot(iterations=300).search(game, view, Rng(seed))
        full = IsmctsBot(iterations=300, stop_when_decided=False).search(game, view, Rng(seed))
        assert early.action == full.action and full.iterations == 300
        saved += 300 - early.iterations
    assert saved > 0


@pytest.mark.parametrize("game_id", sorted(RULES))
@pytest.mark.parametrize("name", ["greedy", "ai:iters=120"])
def test_bots_do_not_see_what_their_seat_cannot(game_id, name):
    """Two true positions that differ only in what the seat cannot see (other hands or
    face-down cards, deck order, cards left out) must get the same answer."""
    game = load_game(game_id)
    checked = 0
    for players, actions in ((2, 17), (3, 25), (4, 41)):
        if not game.min_players <= players <= game.max_players:
            continue
        truth = mid_game(game, players, 3 + players, actions)
        seat = truth.to_act()
        view = truth.view(seat)
        worlds = [truth] + [game.determinize(view, Rng(k)) for k in (101, 202)]
        assert all(w.view(seat).to_json() == view.to_json() for w in worlds)
        assert len({str(w.to_json()) for w in worlds}) == len(worlds), "the worlds should differ in hidden things"
        answers = {make_bot(name).choose(game, w.view(seat), Rng(9)) for w in worlds}
        assert len(answers) == 1
        checked += 1
    assert checked
