"""Sail to India: views hide the face-down towns, determinize works from a view alone,
and the same seed and actions always give the same game."""

from __future__ import annotations

import json

from tabletop.engine import Rng
from tabletop.engine.match import Match, Seat
from tests.games.sail_to_india.support import game, play, table, touch


def swapped_hidden(state):
    """The same position with two face-down towns exchanged."""
    other = state.clone()
    first = state.revealed
    other.line[first], other.line[-1] = other.line[-1], other.line[first]
    touch(other)
    return other


def test_views_of_states_differing_only_in_hidden_towns_are_equal():
    state = game().new_state(4, 3)
    other = swapped_hidden(state)
    assert other.to_json() != state.to_json()
    for seat in [None, 0, 1, 2, 3]:
        assert state.view(seat).to_json() == other.view(seat).to_json()


def test_view_json_names_no_face_down_town():
    state = game().new_state(4, 3)
    text = json.dumps(state.view(0).to_json())
    for town in state.line[state.revealed:]:
        assert town not in text
    for town in state.line[:state.revealed]:
        assert town in text


def test_a_discovery_shows_the_town_to_everyone():
    state = table()
    state.sea[0][3] = 1
    state.stock[0] -= 1
    touch(state)
    play(state, "move", "sail 3 4", "done")
    for seat in range(4):
        assert state.view(seat).towns[3].town == "elmina"
    assert state.view(1).towns[4].town is None


def test_determinize_keeps_the_view_and_resamples_the_hidden_towns():
    state = game().new_state(3, 8)
    view = state.view(state.to_act())
    samples = [game().determinize(view, Rng(k)) for k in range(6)]
    assert all(s.view(state.to_act()).to_json() == view.to_json() for s in samples)
    assert all(sorted(s.line + s.box) == sorted(state.line + state.box) for s in samples)
    assert len({tuple(s.line) for s in samples}) > 1


def test_same_seed_and_actions_give_the_same_state_hashes():
    def run() -> list[str]:
        match = Match(game(), [Seat(f"P{i}", "random", i) for i in range(4)], seed=42)
        chooser = Rng(7)
        for _ in range(300):
            if match.state.is_over():
                break
            match.apply(chooser.choice(match.state.legal_actions()))
        return [entry.state_hash for entry in match.history]

    assert run() == run()


def test_json_round_trip_mid_action():
    state = table()
    play(state, "move", "sail 0 1")
    back = game().state_from_json(json.loads(json.dumps(state.to_json())))
    assert back.to_json() == state.to_json() and back.legal_actions() == state.legal_actions()


def test_clone_is_independent():
    state = table()
    copy = state.clone()
    play(copy, "employ")
    assert state.stock[0] == 7 and copy.stock[0] == 6


def test_random_playouts_end_well_inside_the_conformance_step_cap():
    """`sim` and the conformance suite stop a random game at the sim's action cap (10,000);
    Sail to India's random games stay well inside it."""
    g = game()
    for seed in range(8):
        state = g.new_state(4, 500 + seed)
        chooser = Rng(seed)
        steps = 0
        while not state.is_over():
            state.apply(chooser.choice(state.legal_actions()))
            steps += 1
            assert steps < 4500
