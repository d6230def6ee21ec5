"""Seat setup rules without drawing: defaults, unique colours, names, command-line seats."""

from __future__ import annotations

import pytest

from tabletop.registry import load_game
from tabletop.ui.setup_model import SetupPlan, match_from_command_line


@pytest.fixture(scope="module")
def game():
    return load_game("golden_sails")


def test_defaults_one_person_and_normal_computers(game):
    plan = SetupPlan.default(game)
    assert plan.players == 2
    seats = plan.final_seats()
    assert [s.kind for s in seats] == ["human", "ai:normal"]
    assert [s.colour for s in seats] == [0, 1]


def test_colours_stay_unique_when_changed(game):
    plan = SetupPlan.default(game)
    plan.set_players(4)
    plan.set_colour(0, 2)
    assert [s.colour for s in plan.seats[:4]] == [2, 1, 0, 3]
    nxt = plan.next_free_colour(3)
    assert nxt not in {s.colour for s in plan.seats[:3]}


def test_names_follow_kind_until_typed(game):
    plan = SetupPlan.default(game)
    plan.set_kind(1, "human")
    assert plan.seats[1].name == "Player 2"
    plan.set_name(1, "Bea")
    plan.set_kind(1, "ai:hard")
    assert plan.seats[1].name == "Bea"
    plan.set_name(1, "   ")
    assert plan.final_seats()[1].name == "Tomas"  # a blank name falls back to the default for its kind


def test_player_count_is_clamped_to_the_game(game):
    plan = SetupPlan.default(game)
    plan.set_players(9)
    assert plan.players == game.max_players
    plan.set_players(0)
    assert plan.players == game.min_players


def test_command_line_seats(game):
    match = match_from_command_line("golden_sails", None, ["human", "random", "ai:easy"], 3)
    assert [s.kind for s in match.seats] == ["human", "random", "ai:easy"] and match.seed == 3
    assert len(match_from_command_line("golden_sails", 4, None, 1).seats) == 4
    with pytest.raises(ValueError, match="unknown seat kind"):
        match_from_command_line("golden_sails", None, ["human", "wizard"], 1)
    with pytest.raises(ValueError, match="--players 3"):
        match_from_command_line("golden_sails", 3, ["human", "random"], 1)
    with pytest.raises(ValueError):
        match_from_command_line("golden_sails", 7, None, 1)
