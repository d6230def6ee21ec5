"""Winds of Trade's bot hooks: the playout policy's shortcut must choose as its definition does."""

from __future__ import annotations

import dataclasses

import pytest

from tabletop.engine.rng import Rng
from tabletop.games.winds_of_trade import bots
from tabletop.games.winds_of_trade.determinize import determinize
from tabletop.games.winds_of_trade.state import SampledState
from tabletop.games.winds_of_trade.phases import END_TURN, LAND, PASS, RECRUIT, SWAY, TRADE
from tests.games.winds_of_trade.support import game


def plain_turn_move(state, rng):
    """The turn's playout move by its definition: list every choice, end the turn if that
    is all there is, with EPSILON pick any, else scan the list for the first claim and
    note which kinds are open."""
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    if rng.random() < bots.EPSILON:
        return rng.choice(legal)
    seat, here = state.current, state.ship[state.current]
    kinds, sails = set(), []
    for action in legal:
        if action.kind == "claim":
            return action
        if action.kind == "sail":
            sails.append(action)
        else:
            kinds.add(action.kind)
    if "trade" in kinds and (bots._can_sell_at(state, seat, here) or bots._worth_buying(state, seat, here)):
        return TRADE
    if "recruit" in kinds and not state.cabins[seat]:
        return RECRUIT
    if "sway" in kinds and state.gold[seat] >= 4 and rng.random() < 0.5:
        return SWAY
    if "land" in kinds and state.aboard[seat] > 1 and rng.random() < 0.3:
        return LAND
    if sails and rng.random() < 0.8:
        spots = state.game.spot_index
        good = [a for a in sails if bots._can_sell_at(state, seat, spots[a.args[0]])]
        return rng.choice(good or sails)
    return END_TURN


def turn_positions(players: int, games: int):
    """Turn positions met when the playout policy plays whole games (it claims, sways and
    lands far more than random play does)."""
    for seed in range(games):
        state, rng = game().new_state(players, seed), Rng(100 + seed)
        while not state.is_over():
            if state.phase == "turn":
                yield state
            state.apply(bots.rollout_policy(state, rng))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_turn_policy_chooses_and_draws_as_its_definition(players):
    met = set()
    for n, state in enumerate(turn_positions(players, 6)):
        fast, plain = Rng(n), Rng(n)
        for _ in range(4):
            chosen = bots.rollout_policy(state, fast)
            assert chosen == plain_turn_move(state, plain)
            assert chosen in state.legal_actions()
            met.add(chosen.kind)
        assert fast.state == plain.state
    assert {"claim", "trade", "recruit", "sway", "land", "sail", "end_turn"} <= met


def plain_election_move(state, rng):
    """The bidder's playout move by its definition: list the choices, pass if that is all,
    with EPSILON pick any, else raise (to the top bid) a listed candidate of a faction it
    holds while it has more than 3 gold."""
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    if rng.random() < bots.EPSILON:
        return rng.choice(legal)
    seat = state.bidder
    mine = {bots.FACTIONS[f] for f, holder in enumerate(state.holder) if holder == seat}
    for action in legal:
        if action.kind == "bid" and state.gold[seat] > 3:
            i = action.args[0]
            if state.game.content.council_index[state.candidates[i]].faction in mine and state.bids[i] >= max(state.bids):
                return action
    return PASS


@pytest.mark.parametrize("players", [2, 3, 4])
def test_election_policy_chooses_and_draws_as_its_definition(players):
    met = set()
    for seed in range(6):
        state, rng = game().new_state(players, seed), Rng(100 + seed)
        while not state.is_over():
            if state.phase == "election":
                fast, plain = Rng(state.steps), Rng(state.steps)
                chosen = bots.rollout_policy(state, fast)
                assert chosen == plain_election_move(state, plain) and fast.state == plain.state
                met.add(chosen.kind)
            state.apply(bots.rollout_policy(state, rng))
    assert met == {"bid", "pass"}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_sampled_world_plays_alike_without_events(players):
    """A bot's world (SampledState) skips the events, nothing else: the bonus tables it
    keeps between loadout changes are the ones a state asks afresh."""
    state = game().new_state(players, players)
    world = SampledState(state.game, players, state.rng.clone())
    world.load_json(state.to_json())
    chooser = Rng(players)
    while not state.is_over():
        action = chooser.choice(state.legal_actions())
        assert world.legal_actions() == state.legal_actions()
        assert state.apply(action) and world.apply(action) == []
        assert world.to_json() == state.to_json()
        assert [world.bonuses(s) for s in range(players)] == [state.bonuses(s) for s in range(players)]
        assert [world.claim_options(s) for s in range(players)] == [state.claim_options(s) for s in range(players)]
    assert world.result().winners == state.result().winners
    assert type(world.clone()) is SampledState


def test_worlds_from_a_kept_view_match_worlds_built_afresh():
    """determinize keeps the shared part of the latest view; a world drawn through it is
    the one a fresh build draws, and another view in between changes nothing."""
    state, chooser = game().new_state(3, 8), Rng(8)
    while not state.is_over():
        seat = state.to_act()
        view = state.view(seat)
        kept = [determinize(state.game, view, Rng(k)).to_json() for k in range(2)]
        world = determinize(state.game, view, Rng(2))     # loadouts are public: the same answers
        assert [world.bonuses(s) for s in range(3)] == [state.bonuses(s) for s in range(3)]
        assert [world.claim_options(s) for s in range(3)] == [state.claim_options(s) for s in range(3)]
        determinize(state.game, state.view((seat + 1) % 3), Rng(9))
        fresh = [determinize(state.game, dataclasses.replace(view), Rng(k)).to_json() for k in range(2)]
        assert kept == fresh
        state.apply(chooser.choice(state.legal_actions()))


@pytest.mark.parametrize("players", [2, 4])
def test_worlds_sampled_for_the_seat_to_act_list_the_views_legal_actions(players):
    """determinize hands each world the view's legal actions (what the viewer may do hangs
    on nothing hidden); worked out afresh in the world, they are the same, in order."""
    for seed in range(3):
        state, chooser = game().new_state(players, seed), Rng(seed)
        while not state.is_over():
            seat = state.to_act()
            for k in range(3):
                world = determinize(state.game, state.view(seat), Rng(k))
                assert world.list_legal_actions() == world.legal_actions() == state.legal_actions()
            other = determinize(state.game, state.view((seat + 1) % players), Rng(0))
            assert other.legal_actions() == other.list_legal_actions()
            state.apply(chooser.choice(state.legal_actions()))


def plain_evaluate(state, seat):
    """The heuristic by its definition, asked seat by seat."""
    value = bots.ISLAND_VALUE * state.islands_controlled(seat) + bots.GOLD_VALUE * state.gold[seat]
    value += bots.CARGO_VALUE * state.cargo_total(seat)
    if seat in state.holder:
        counts = state.council_counts()
        seats = max(1, len(state.council))
        for f, holder in enumerate(state.holder):
            if holder == seat:
                value += bots.COUNCIL_VALUE * counts[bots.FACTIONS[f]] / seats
    return value


@pytest.mark.parametrize("players", [2, 4])
def test_every_seats_value_at_once_is_each_seats_own(players):
    """`evaluate_all` shares the work of every playout's ending among the seats; each value
    is exactly (to the bit) what judging the seat alone gives."""
    held = False
    for state in turn_positions(players, 3):
        values = bots.evaluate_all(state)
        assert values == [plain_evaluate(state, seat) for seat in range(players)]
        assert state.controlled_counts() == [state.islands_controlled(seat) for seat in range(players)]
        held |= any(h is not None for h in state.holder)
    assert held, "the games should see a superiority held"
