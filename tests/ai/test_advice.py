"""Suggest's reasons (`tabletop.ai.advice`): the move the bot plays, rated beside the next
two from the same search, and what it changes — only where that does not hang on hidden
cards or chance."""

from __future__ import annotations

import json

from tabletop.ai.advice import ALTERNATIVES, SUGGESTION, Advice, advise, after, judging_bot
from tabletop.ai.bot import NORMAL_ITERATIONS, make_bot
from tabletop.ai.worker import BotWorker
from tabletop.engine.rng import Rng
from tabletop.registry import load_game, package

BOT = "ai:normal@iters=120"


def decisions(game_id: str, players: int, seed: int, every: int = 1):
    """Positions of a random game where the seat to act has a real choice."""
    game = load_game(game_id)
    state = game.new_state(players, seed)
    rng = Rng(seed)
    n = 0
    while not state.is_over():
        legal = state.legal_actions()
        if len(legal) > 2 and n % every == 0:
            yield game, state
        n += 1
        state.apply(rng.choice(legal))


def test_the_advice_is_the_move_the_bot_plays_rated_beside_the_next_two():
    game, state = next(decisions("golden_sails", 3, 2))
    view = state.view(state.to_act())
    advice = advise(game, view, BOT, 7)
    assert advice.action == make_bot(BOT).choose(game, view, Rng(7))
    actions = [o.action for o in advice.options]
    assert len(actions) == 1 + ALTERNATIVES and len(set(actions)) == len(actions) and set(actions) <= set(view.legal)
    assert all(0.0 <= (o.rating or 0.0) <= 1.0 and o.visits > 0 for o in advice.options)
    runners_up = advice.options[1:]
    assert (runners_up[0].rating or 0) >= (runners_up[1].rating or 0)     # listed by value
    report = make_bot(BOT).search(game, view, Rng(7))       # ... and the two the search tried most after the move
    most = sorted((a for a in report.visits if a != advice.action), key=lambda a: (-report.visits[a], -report.values[a]))[:2]
    assert {o.action for o in runners_up} == set(most)
    assert advice.iterations == 120 and advice.before.to_json() == package("golden_sails").standings()(game, view).to_json()
    assert advise(game, view, BOT, 7) == advice     # pinned and seeded: the same advice every time


def test_a_suggestion_whose_trees_agreed_early_keeps_the_budget_its_map_is_for():
    """Pirates' Gold's hard level votes with four trees and skips the last once three agree
    (`IsmctsBot.search`), so most suggestions run three quarters of the budget. The map
    was fitted on values searched the same way, so it is the budget that picks the map:
    the card reads chances whether or not a tree was skipped (it had read ratings)."""
    from tabletop.analysis.calibration import usable_map

    game = load_game("pirates_gold")
    state, rng = game.new_state(2, 3), Rng(5)
    found = []
    while len(found) < 2:
        legal = state.legal_actions()
        if len(legal) > 1:
            found.append(advise(game, state.view(state.to_act()), SUGGESTION, 7))
        state.apply(rng.choice(legal))
    budget = NORMAL_ITERATIONS["pirates_gold"]
    assert [advice.iterations for advice in found] == [budget, budget // 4 * 3]
    assert all(advice.budget == budget for advice in found)
    assert usable_map("pirates_gold", 2, budget) is not None


def test_suggest_asks_the_reviews_search_at_the_normal_levels_count():
    """Suggest's numbers are the kind a calibration map is fitted on: the judging search
    (the review's) with its whole pinned budget, and the round the map's phase reads."""
    game, state = next(decisions("golden_sails", 2, 4, every=7))
    view = state.view(state.to_act())
    advice = advise(game, view, SUGGESTION, 7)
    budget = NORMAL_ITERATIONS["golden_sails"]
    judged = judging_bot("judge", budget).search(game, view, Rng(7))
    assert advice.iterations == advice.budget == budget == judged.iterations and advice.round == state.round
    assert advice.action == judged.action
    assert [o.rating for o in advice.options] == [judged.values[o.action] for o in advice.options]


def test_what_a_golden_sails_move_changes_is_what_it_really_changes():
    """Taking a face-up card changes the standings the same in every world: the advice's
    before-and-after is then the real one."""
    standings = package("golden_sails").standings()
    checked = 0
    for game, state in decisions("golden_sails", 3, 5, every=3):
        seat = state.to_act()
        view = state.view(seat)
        for action in view.legal[:4]:
            shown = after(game, view, action, standings)
            real = state.clone()
            real.apply(action)
            assert shown is not None and shown.to_json() == standings(game, real.view(seat)).to_json()
            checked += 1
    assert checked > 20


def test_a_change_that_hangs_on_a_hidden_ducat_is_not_guessed():
    """Pirates' Gold: hauling up a face-down ducat shows its value only once aboard; the
    advice must say it depends, never show one sampled world's value."""
    standings = package("pirates_gold").standings()
    unknown = known = 0
    for game, state in decisions("pirates_gold", 2, 3, every=2):
        view = state.view(state.to_act())
        for action in view.legal:
            shown = after(game, view, action, standings)
            if shown is None:
                worlds = {json.dumps(_after_in(game, view, action, k, standings)) for k in range(3)}
                assert len(worlds) > 1
                unknown += 1
            else:
                known += 1
        if unknown > 3 and known > 3:
            break
    assert unknown and known


def _after_in(game, view, action, seed, standings):
    world = game.determinize(view, Rng(seed))
    world.apply(action)
    return standings(game, world.view(view.seat)).to_json()


def test_a_forced_move_is_advised_without_ratings():
    game = load_game("pirates_gold")
    state, rng = game.new_state(2, 1), Rng(1)
    while len(state.legal_actions()) != 1:     # a captain who may only pass
        state.apply(rng.choice(state.legal_actions()))
    advice = advise(game, state.view(state.to_act()), BOT, 1)
    assert len(advice.options) == 1 and advice.options[0].rating is None and advice.iterations == 0


def test_the_worker_answers_an_advice_request_with_advice():
    game, state = next(decisions("winds_of_trade", 2, 4))
    worker = BotWorker(inline=True)
    worker.request("winds_of_trade", state.view(state.to_act()), BOT, 3, ask="advise")
    answer = worker.poll()
    assert isinstance(answer, Advice) and answer.action in state.legal_actions()
