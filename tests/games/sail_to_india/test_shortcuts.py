"""The search shortcuts of Sail to India answer exactly what the full listings would.

Bots ask yes/no questions ("may this seat return anything?", "is there anything left to
claim?") and read kept answers (technologies by seat, the public part of a view) hundreds
of thousands of times per decision, so those have quicker forms. These tests walk seeded
random games and compare each quick form with the plain one at every step.
"""

from __future__ import annotations

import pytest

from tabletop.engine.action import Action
from tabletop.engine.rng import Rng
from tabletop.games.sail_to_india import actions, voyage
from tabletop.games.sail_to_india.determinize import determinize
from tabletop.registry import load_game


@pytest.fixture(scope="module")
def game():
    return load_game("sail_to_india")


def _walk(game, players: int, seed: int, steps: int = 600):
    state = game.new_state(players, seed)
    chooser = Rng(seed + 50)
    for _ in range(steps):
        if state.is_over():
            return
        yield state
        state.apply(chooser.choice(state.legal_actions()))


@pytest.mark.parametrize("players,seed", [(3, 1), (4, 2), (3, 3)])
def test_yes_no_questions_agree_with_the_listings(game, players, seed):
    for state in _walk(game, players, seed):
        seat = state.current
        assert actions._can_return(state, seat) == bool(actions.return_picks(state))
        assert actions._holds_land(state, seat) == bool(actions.lift_picks(state))
        assert voyage._can_claim(state) == (voyage.claim_actions(state) != [Action(voyage.DONE)])
        index = game.content.tech_index
        for s in range(players):
            plain = tuple(index[t] for t, owner in state.techs.items() if owner == s)
            assert state.owned_techs(s) == plain


@pytest.mark.parametrize("players,seed", [(3, 4), (4, 5)])
def test_sampling_a_view_twice_draws_like_sampling_it_fresh(game, players, seed):
    """The kept public part must not leak one sample into the next: two samples in a row
    from one view equal the same two draws made with the cache emptied in between."""
    for step, state in enumerate(_walk(game, players, seed, 300)):
        if step % 25:
            continue
        view = state.view(state.current)
        rng = Rng(step)
        first = determinize(game, view, rng)
        first.apply(first.legal_actions()[-1])     # edit the first sample: the second must not see it
        second = determinize(game, view, rng)
        rng_again = Rng(step)
        determinize(game, view, rng_again)
        fresh = determinize(game, state.view(state.current), rng_again)   # a new view: built afresh
        assert second.to_json() == fresh.to_json()
