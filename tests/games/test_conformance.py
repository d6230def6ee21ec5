"""The engine contract, checked against every built game (OpenSpiel's conformance idea).

Every game package declares its parts (`GamePackage`) and fills each one. Seeded random playouts to the end; clones equal and independent; JSON round-trips;
views that do not change when hidden information is resampled (so nothing hidden leaks
into them); same seed and actions, same game.
"""

from __future__ import annotations

import json

import pytest

from tabletop.ai.sim import STEP_CAP
from tabletop.engine import Action, IllegalAction, Rng
from tabletop.engine.match import Match, Seat
from tabletop.engine.game import Game
from tabletop.engine.package import BotHooks, GamePackage, Progress
from tabletop.registry import RULES, load_game, package

CASES = [(game_id, n) for game_id in sorted(RULES) for n in range(load_game(game_id).min_players,
                                                                   load_game(game_id).max_players + 1)]


@pytest.mark.parametrize("game_id", sorted(RULES))
def test_every_game_package_fills_the_contract(game_id):
    declared = package(game_id)
    assert isinstance(declared, GamePackage) and declared.id == game_id
    game = load_game(game_id)
    assert isinstance(game, Game) and game.id == game_id
    assert isinstance(declared.bots(), BotHooks) and declared.bots().has_evaluation
    progress = declared.progress()
    assert isinstance(progress, Progress) and progress.figures
    state = game.new_state(game.min_players, 1)
    assert set(progress.measure(state)) == set(progress.figures) and progress.round_number(state) >= 0
    assert callable(declared.scenario())
    standings = declared.standings()(game, state.view(None))
    assert len(standings.seats) == game.min_players and standings.categories and standings.measure
    table = declared.table()
    assert callable(table.make_table) and table.results_look(game) is not None


def playout(game, players: int, seed: int, stop_after: int | None = None):
    """A random game; yields (state, legal) before each action."""
    state = game.new_state(players, seed)
    chooser = Rng(seed + 1000)
    steps = 0
    while not state.is_over() and (stop_after is None or steps < stop_after):
        legal = state.legal_actions()
        yield state, legal
        state.apply(chooser.choice(legal))
        steps += 1
        assert steps < STEP_CAP, "game did not end within the action cap `sim` documents"
    yield state, []


@pytest.mark.parametrize("game_id,players", CASES)
def test_random_playouts_reach_a_result(game_id, players):
    game = load_game(game_id)
    for seed in range(3):
        *_, (final, _) = playout(game, players, seed)
        assert final.is_over() and final.to_act() is None and final.legal_actions() == []
        result = final.result()
        assert len(result.totals) == players and result.winners
        assert all(sum(b.values()) == t for b, t in zip(result.breakdown, result.totals))
        assert max(result.totals) == result.totals[result.winners[0]]


@pytest.mark.parametrize("game_id,players", CASES)
def test_legal_actions_are_deterministic_and_others_refused(game_id, players):
    game = load_game(game_id)
    for state, legal in playout(game, players, 7, stop_after=60):
        if not legal:
            break
        assert state.legal_actions() == legal
        assert len(set(legal)) == len(legal)
        with pytest.raises(IllegalAction):
            state.clone().apply(Action("no_such_action", (99,)))


@pytest.mark.parametrize("game_id,players", CASES)
def test_legal_actions_are_never_stale(game_id, players):
    """Some states keep their legal actions until the next move (a search asks twice per
    move); at every step of a whole game the kept list must be the one a position rebuilt
    from JSON, which has nothing kept, works out."""
    game = load_game(game_id)
    for state, legal in playout(game, players, 3):
        assert game.state_from_json(json.loads(json.dumps(state.to_json()))).legal_actions() == legal


@pytest.mark.parametrize("game_id,players", CASES)
def test_clone_is_equal_and_independent(game_id, players):
    game = load_game(game_id)
    for index, (state, legal) in enumerate(playout(game, players, 11)):
        if not legal or index % 5:
            continue
        copy = state.clone()
        assert copy.to_json() == state.to_json()
        before = state.to_json()
        copy.apply(legal[-1])
        assert state.to_json() == before, "changing a clone changed the original"


@pytest.mark.parametrize("game_id,players", CASES)
def test_json_round_trip(game_id, players):
    game = load_game(game_id)
    for index, (state, legal) in enumerate(playout(game, players, 12)):
        if index % 7:
            continue
        data = json.loads(json.dumps(state.to_json()))
        back = game.state_from_json(data)
        assert back.to_json() == state.to_json()
        assert back.legal_actions() == state.legal_actions()
        for seat in range(players):
            assert back.view(seat).to_json() == state.view(seat).to_json()


@pytest.mark.parametrize("game_id,players", CASES)
def test_views_do_not_change_when_hidden_information_is_resampled(game_id, players):
    """If a view held anything its seat may not see, resampling the hidden parts would
    show up in it. The resampled states must really differ, or the test proves nothing."""
    game = load_game(game_id)
    rng = Rng(5)
    differed = 0
    for index, (state, legal) in enumerate(playout(game, players, 13)):
        if index % 3:
            continue
        for seat in list(range(players)) + [None]:
            view = state.view(seat)
            json.dumps(view.to_json())
            if seat is None:
                continue
            sample = state.determinize(seat, rng)
            assert sample.view(seat).to_json() == view.to_json()
            if seat == state.to_act():
                # Only the seat to act must get the same choices: with hidden hands, another
                # seat's sample rightly deals the actor other cards, hence other plays.
                assert sample.legal_actions() == state.legal_actions()
            differed += sample.to_json() != state.to_json()
    assert differed, "determinize never changed anything hidden"


@pytest.mark.parametrize("game_id,players", CASES)
def test_standings_do_not_change_when_hidden_information_is_resampled(game_id, players):
    """The strip is what a seat may know: built from the view alone, two positions that
    differ only in what the seat cannot see stand the same for it (and JSON-ready)."""
    game = load_game(game_id)
    standings = package(game_id).standings()
    rng = Rng(6)
    differed = 0
    for index, (state, legal) in enumerate(playout(game, players, 15)):
        if index % 4:
            continue
        for seat in range(players):
            sample = state.determinize(seat, rng)
            mine = standings(game, state.view(seat)).to_json()
            json.dumps(mine)
            assert standings(game, sample.view(seat)).to_json() == mine
            differed += sample.to_json() != state.to_json()
    assert differed, "determinize never changed anything hidden"


@pytest.mark.parametrize("game_id,players", CASES)
def test_standings_at_the_end_match_the_results(game_id, players):
    """Once the game is over the strip and the results screen agree: the same categories,
    the same winners, and for a scored game the same totals, by category."""
    game = load_game(game_id)
    for seed in range(2):
        *_, (final, _) = playout(game, players, seed)
        result = final.result()
        shown = package(game_id).standings()(game, final.open_view())
        assert list(shown.categories) == (result.figure_names or result.categories)
        assert shown.leaders == sorted(result.winners)
        if result.figure_names:
            assert [s.values for s in shown.seats] == result.figures
        else:
            assert [s.total for s in shown.seats] == result.totals
            assert [s.values for s in shown.seats] == result.breakdown


@pytest.mark.parametrize("game_id,players", CASES)
def test_determinized_states_play_to_the_end(game_id, players):
    game = load_game(game_id)
    rng = Rng(3)
    for index, (state, legal) in enumerate(playout(game, players, 14)):
        if index % 9 or not legal:
            continue
        sample = state.determinize(state.to_act(), rng)
        chooser = Rng(index)
        while not sample.is_over():
            sample.apply(chooser.choice(sample.legal_actions()))
        sample.result()


@pytest.mark.parametrize("game_id,players", CASES)
def test_same_seed_same_game(game_id, players):
    game = load_game(game_id)

    def run() -> list[str]:
        match = Match(game, [Seat(f"P{i}", "random", i) for i in range(players)], seed=99)
        chooser = Rng(4)
        while not match.state.is_over():
            match.apply(chooser.choice(match.state.legal_actions()))
        return [entry.state_hash for entry in match.history]

    first = run()
    assert first == run()
    assert len(set(first)) == len(first)


@pytest.mark.parametrize("game_id,players", CASES)
def test_match_replay_reaches_the_same_state(game_id, players):
    game = load_game(game_id)
    match = Match(game, [Seat(f"P{i}", "human", i) for i in range(players)], seed=21)
    chooser = Rng(8)
    for _ in range(40):
        if match.state.is_over():
            break
        match.apply(chooser.choice(match.state.legal_actions()))
    hashes = [e.state_hash for e in match.history]
    actions = match.actions
    snapshot = match.state.to_json()
    match.replay(actions, hashes)
    assert match.state.to_json() == snapshot



@pytest.mark.parametrize("game_id,players", CASES)
def test_a_spectator_sees_no_secrets(game_id, players):
    """`view.secrets()` is what a hand-off curtain protects: a seat's own, JSON-ready,
    and never anything in a spectator's view."""
    game = load_game(game_id)
    for index, (state, _) in enumerate(playout(game, players, 21)):
        if index % 5:
            continue
        assert state.view(None).secrets() == {}
        for seat in range(players):
            json.dumps(state.view(seat).secrets())
