"""Sail to India: acquiring technologies, and each of the twelve technologies' effects."""

from __future__ import annotations

import pytest

from tabletop.games.sail_to_india.result import FinalPosition, score_players
from tests.games.sail_to_india.support import (
    answer_all,
    end_move,
    give_buildings,
    give_goods,
    give_tech,
    legal,
    play,
    table,
    touch,
)

TECHS = ["metallurgy", "geography", "printing_press", "harbor_maintenance", "architecture", "map",
         "bank_system", "factory", "renaissance", "mission_church", "guild", "eastern_india_incorporated"]


def rich(players: int = 4, wealth: int = 10):
    """Seat 0 with `wealth` (bankers taken from its stock)."""
    state = table(players)
    state.stock[0] -= -(-wealth // 5) - state.bankers(0)
    state.wealth[0] = wealth
    touch(state)
    return state


def test_content_has_the_twelve_technologies_with_the_rulebook_costs():
    g = table().game
    costs = {t.id: t.cost for t in g.content.technologies}
    assert costs == {"metallurgy": 0, "geography": 1, "printing_press": 1, "harbor_maintenance": 2,
                     "architecture": 2, "map": 2, "bank_system": 3, "factory": 3, "renaissance": 4,
                     "mission_church": 4, "guild": 4, "eastern_india_incorporated": 4}
    assert [len(c.technologies) for c in g.content.cards] == [4, 4, 4]


def test_acquiring_pays_the_cost_and_moves_a_scientist():
    state = rich()
    play(state, "tech bank_system")
    assert state.techs == {"bank_system": 0} and state.scientists[0] == 2 and state.wealth[0] == 7
    assert state.markers_accounted(0) == 13


def test_a_taken_technology_is_not_offered_again():
    state = rich()
    play(state, "tech factory")
    state.current, state.ap = 1, 2
    state.wealth[1] = 5
    touch(state)
    assert "tech factory" not in legal(state) and "tech guild" in legal(state)


def test_no_more_than_three_scientists():
    state = rich(wealth=15)
    play(state, "tech geography", "tech map")
    state.current, state.ap = 0, 2
    touch(state)
    play(state, "tech factory")
    state.current, state.ap = 0, 2
    touch(state)
    assert not any(a.startswith("tech") for a in legal(state))


def test_cannot_acquire_without_the_wealth():
    state = table()
    state.wealth[0] = 1
    touch(state)
    assert "tech geography" in legal(state) and "tech map" not in legal(state)


def test_metallurgy_makes_technologies_one_cheaper():
    state = rich()
    play(state, "tech metallurgy")
    assert state.wealth[0] == 10                 # it costs 0
    play(state, "tech guild")
    assert state.wealth[0] == 7                  # 4 - 1
    state.current, state.ap, state.wealth[0] = 0, 2, 2
    touch(state)
    assert "tech factory" in legal(state)        # 3 - 1 = 2


def test_geography_lifts_land_markers_back_to_the_sea_once_a_turn():
    state = rich()
    give_tech(state, 0, "geography")
    give_goods(state, 0, [(1, 0), (2, 0)])
    give_buildings(state, 0, [(3, 1)])
    play(state, "geography")
    assert "done" not in legal(state)            # a use lifts at least one marker
    play(state, "lift good 1 0", "lift building 3 1")   # one use may lift several markers
    assert state.sea[0][1] == 1 and state.sea[0][3] == 1 and state.build_owner[2][1] is None
    play(state, "done")
    assert state.phase == "main" and state.ap == 2
    assert "geography" not in legal(state)       # once a turn
    state.current, state.ap, state.used = 0, 2, {}
    touch(state)
    assert "geography" in legal(state)           # a new turn, a new use
    play(state, "geography", "lift good 2 0")
    assert state.phase == "main"                 # nothing left to lift: the use ends by itself
    assert state.markers_accounted(0) == 13


def test_printing_press_gives_a_vp_per_acquisition_once_a_turn():
    state = rich()
    play(state, "tech printing_press")           # this technology counts too
    answer_all(state)
    assert state.vp[0] == 1
    play(state, "tech factory")                  # once a turn: no second VP
    answer_all(state)
    assert state.vp[0] == 1
    state.current, state.ap, state.used = 0, 2, {}
    touch(state)
    play(state, "tech guild")
    answer_all(state)
    assert state.vp[0] == 2


def test_harbor_maintenance_pays_for_every_three_launches():
    state = rich()
    give_tech(state, 0, "harbor_maintenance")
    state.sea[0][0] = 8                          # one stays on Lisboa to become the historian
    state.stock[0] -= 7
    touch(state)
    play(state, "move", *["sail 0 1"] * 7)
    end_move(state)
    assert state.vp[0] == 2                      # 7 launches: two full threes


def test_harbor_maintenance_counts_launches_through_a_stronghold():
    state = rich()
    give_tech(state, 0, "harbor_maintenance")
    give_buildings(state, 0, [(3, 0)])
    state.sea[0][0] = 4
    state.stock[0] -= 3
    touch(state)
    play(state, "move", "sail 0 3", "sail 0 3", "sail 0 2")
    end_move(state)
    assert state.vp[0] == 1


def test_architecture_builds_after_moving_without_an_action_point():
    state = rich()
    give_tech(state, 0, "architecture")
    state.sea[0][0] = 2
    state.stock[0] -= 1
    touch(state)
    play(state, "move", "sail 0 1", "sail 0 1", "done")
    assert "build 1 0" in legal(state) and "claim 1 0" in legal(state)
    play(state, "build 1 0")
    assert state.build_owner[0][0] == 0 and state.wealth[0] == 8 and state.ap == 1
    assert not any(a.startswith("build") for a in legal(state))   # once a turn
    play(state, "claim 1 1")
    assert state.phase == "main"


def test_map_offers_a_vp_for_a_wealth_on_discovery():
    state = rich()
    give_tech(state, 0, "map")
    state.sea[0][3] = 1
    state.stock[0] -= 1
    touch(state)
    play(state, "move", "sail 3 4", "done")
    answer_all(state)
    assert legal(state) - {"recall", "bank"} == {"map_pay", "map_skip"}
    play(state, "map_pay")
    answer_all(state)
    assert state.vp[0] == 2 and state.wealth[0] == 9


def test_map_may_be_declined():
    state = rich()
    give_tech(state, 0, "map")
    state.sea[0][3] = 1
    state.stock[0] -= 1
    touch(state)
    play(state, "move", "sail 3 4", "done")
    answer_all(state)
    play(state, "map_skip")
    answer_all(state)
    assert state.vp[0] == 1 and state.wealth[0] == 10


def test_bank_system_buys_a_vp_for_two_wealth_once_a_turn():
    state = rich()
    give_tech(state, 0, "bank_system")
    play(state, "bank")
    answer_all(state)
    assert state.vp[0] == 1 and state.wealth[0] == 8 and state.ap == 2
    assert "bank" not in legal(state)


def test_factory_adds_a_wealth_to_every_sale():
    state = rich(wealth=3)
    give_tech(state, 0, "factory")
    give_goods(state, 0, [(1, 0)])
    play(state, "sell", "pick 1 0", "done")
    assert state.wealth[0] == 5


@pytest.mark.parametrize("tech,buildings,vp", [
    ("renaissance", {}, 3),
    ("mission_church", {"church": 2, "stronghold": 1}, 4),
    ("guild", {"marketplace": 3}, 6),
    ("eastern_india_incorporated", {"stronghold": 2, "church": 1}, 4),
])
def test_end_of_game_technologies(tech, buildings, vp):
    content = table().game.content
    with_tech = score_players(content, [FinalPosition(0, 0, buildings, [tech]), FinalPosition(0, 0)])
    assert with_tech.breakdown[0]["technologies"] == vp


def test_end_technologies_score_in_a_real_state():
    state = table()
    give_tech(state, 0, "mission_church")
    give_buildings(state, 0, [(2, 0), (3, 1)])          # two churches
    result = state.result()
    assert result.breakdown[0] == {"historians": 0, "buildings": 4, "technologies": 4}


def test_every_technology_is_covered_here():
    names = " ".join(name for name in globals() if name.startswith("test_"))
    for tech in TECHS:
        assert tech.split("_")[0] in names or tech in ("renaissance", "mission_church", "guild",
                                                       "eastern_india_incorporated")
