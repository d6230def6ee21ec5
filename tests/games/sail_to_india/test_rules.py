"""Sail to India rules, one test per rule of the rulebook (and each worked example)."""

from __future__ import annotations

import pytest

from tabletop import registry
from tabletop.engine.action import Action, IllegalAction
from tabletop.engine.rng import Rng
from tests.games.sail_to_india.support import (
    answer_all,
    end_move,
    give_buildings,
    give_goods,
    legal,
    play,
    table,
    touch,
)


def markers_ok(state) -> bool:
    return all(state.markers_accounted(s) == state.numbers.markers_per_player for s in range(state.players))


# ---------------------------------------------------------------- set-up

@pytest.mark.parametrize("players,towns", [(3, 9), (4, 12)])
def test_setup_places_every_marker(players, towns):
    state = table(players).game.new_state(players, 5)
    assert len(state.line) == towns and state.revealed == 3
    assert len(state.box) == 12 - towns
    for seat in range(players):
        assert state.sea[seat][0] == 1 and state.speed[seat] == 1 and state.scientists[seat] == 3
        assert state.stock[seat] == 7 and state.vp[seat] == 0 and state.bankers(seat) == 1
    order = [(state.first + k) % players for k in range(players)]
    assert [state.wealth[s] for s in order] == [2, 2, 3, 4][:players]
    assert state.current == state.first and state.ap == 2
    assert markers_ok(state)


def test_three_players_show_the_boxed_towns_to_everyone():
    state = table(3).game.new_state(3, 2)
    assert len(state.box) == 3
    assert state.view(0).box == tuple(state.box)
    assert any(e.data.get("box") == state.box for e in state.opening_events)


def test_first_game_option_lays_the_recommended_towns_face_up_in_order():
    g = table().game
    for seed in range(4):
        state = g.new_state(4, seed, {"first_game": True})
        assert state.line[:3] == ["funchal", "arguim", "ribeira_grande"]
        assert state.view(0).towns[3].town is None
    assert any(o.id == "first_game" for o in g.options)


def test_random_setups_differ_by_seed():
    g = table().game
    assert len({tuple(g.new_state(4, seed).line) for seed in range(6)}) > 1


# ---------------------------------------------------------------- turns and action points

def test_two_action_points_then_the_next_player():
    state = table()
    play(state, "employ")
    assert state.current == 0 and state.ap == 1
    play(state, "employ")
    assert state.current == 1 and state.ap == 2


def test_the_same_action_twice_is_allowed():
    state = table()
    play(state, "speed")   # 2 wealth: speed 2
    assert state.current == 0
    state.wealth[0] = 4
    touch(state)
    play(state, "speed")
    assert state.speed[0] == 3 and state.current == 1


def test_free_actions_spend_no_action_point():
    state = table()
    play(state, "move", "sail 0 1", "done", "done")   # the second done: claim nothing
    play(state, "recall", "return ship 1")
    assert state.ap == 1 and state.sea[0][0] == 1 and state.phase == "main"


def test_illegal_actions_are_refused():
    state = table()
    with pytest.raises(IllegalAction):
        state.apply(Action("sail", (0, 1)))      # not inside a move action
    with pytest.raises(IllegalAction):
        state.apply(Action("build", (1, 0)))     # no ship in Funchal's sea


# ---------------------------------------------------------------- wealth and VP

def test_six_wealth_takes_two_bankers():
    """The rulebook's example: 6 wealth is one banker on 5 and one on 1."""
    state = table()
    state.wealth[0] = 4
    state.sea[0][0] = 1
    touch(state)
    from tabletop.games.sail_to_india.purse import gain, settle

    gain(state, "wealth", 2)
    settle(state)
    assert state.wealth[0] == 5 and state.gains == [["wealth", 1]]
    assert legal(state) == {"hire wealth", "forgo wealth", "recall"}   # a free return is possible too
    state.legal_cache = None
    play(state, "hire wealth")
    assert state.wealth[0] == 6 and state.bankers(0) == 2 and state.sea[0][0] == 0
    assert markers_ok(state)


def test_paying_two_from_six_returns_a_banker_to_lisboa():
    """The rulebook's example: from 6 wealth, pay 2: one banker goes home, the other is on 4."""
    state = table()
    state.wealth[0] = 6
    state.stock[0] -= 1
    touch(state)
    lisboa = state.sea[0][0]
    play(state, "speed")                         # costs 2
    assert state.wealth[0] == 4 and state.bankers(0) == 1 and state.sea[0][0] == lisboa + 1
    assert markers_ok(state)


def test_eight_vp_takes_two_historians():
    state = table()
    state.vp[0] = 8
    assert state.historians(0) == 2


def test_surplus_is_lost_when_the_seat_lets_it_go():
    state = table()
    state.wealth[0] = 5
    state.sea[0][0] = 0
    state.stock[0] += 1
    give_goods(state, 0, [(1, 0), (1, 1)])
    play(state, "sell", "pick 1 0", "pick 1 1", "done")
    # two markers came home from the sale, so the seat is asked
    assert state.gains == [["wealth", 2]] and state.sea[0][0] == 2
    play(state, "forgo wealth")
    assert state.wealth[0] == 5 and state.sea[0][0] == 2
    # with nobody on Lisboa the seat is still asked (it may send a marker home first);
    # letting the surplus go is then the only answer besides the free actions
    state2 = table()
    state2.wealth[0] = 5
    state2.sea[0][0] = 0
    state2.stock[0] += 1
    touch(state2)
    state2.gains = [["wealth", 3]]
    from tabletop.games.sail_to_india.purse import settle

    settle(state2)
    assert state2.gains == [["wealth", 3]] and legal(state2) == {"forgo wealth", "recall"}
    events = play(state2, "forgo wealth")
    assert state2.wealth[0] == 5 and not state2.gains and any(e.kind == "lose" for e in events)


def test_a_big_gain_may_need_several_new_markers():
    state = table()
    state.wealth[0] = 0
    state.sea[0][0] = 3
    state.stock[0] -= 2
    touch(state)
    state.gains = [["wealth", 12]]
    from tabletop.games.sail_to_india.purse import settle

    settle(state)
    play(state, "hire wealth", "hire wealth", "hire wealth")
    assert state.wealth[0] == 12 and state.bankers(0) == 3 and state.sea[0][0] == 0


# ---------------------------------------------------------------- employ

def test_employ_pays_one_and_brings_a_marker_from_stock_to_lisboa():
    state = table()
    play(state, "employ")
    assert state.wealth[0] == 1 and state.stock[0] == 6 and state.sea[0][0] == 2
    assert markers_ok(state)


def test_no_employ_without_stock_or_wealth():
    state = table()
    state.stock[0] = 0
    state.sea[0][0] += 7
    touch(state)
    assert "employ" not in legal(state)
    state = table()
    state.wealth[0] = 0
    state.sea[0][0] += 1
    touch(state)
    assert "employ" not in legal(state)


# ---------------------------------------------------------------- moving ships

def test_speed_limits_how_far_a_ship_sails():
    state = table()
    play(state, "move")
    assert {a for a in legal(state) if a.startswith("sail")} == {"sail 0 1"}
    state = table()
    state.speed[0] = 3
    touch(state)
    play(state, "move")
    assert {a for a in legal(state) if a.startswith("sail")} == {"sail 0 1", "sail 0 2", "sail 0 3"}


def test_ships_sail_both_ways_and_each_moves_once_per_action():
    state = table()
    state.sea[0][2] = 1
    state.stock[0] -= 1
    state.speed[0] = 2
    touch(state)
    play(state, "move", "sail 2 4")              # 4 is the first face-down town
    assert "sail 4 3" not in legal(state)
    state = table()
    state.sea[0][3] = 1
    state.stock[0] -= 1
    touch(state)
    play(state, "move", "sail 3 2")
    assert not any(a.startswith("sail 2") for a in legal(state))


def test_a_face_down_town_ends_the_move_and_is_revealed_for_one_vp():
    state = table()
    state.sea[0][3] = 2
    state.stock[0] -= 2
    state.speed[0] = 3
    touch(state)
    play(state, "move")
    assert "sail 3 4" in legal(state) and "sail 3 5" not in legal(state)   # never past a face-down town
    play(state, "sail 3 4")
    assert "sail 3 4" not in legal(state)        # only one ship per turn may discover
    events = play(state, "done")
    answer_all(state)
    assert state.revealed == 4 and state.vp[0] == 1
    reveal = next(e for e in events if e.kind == "discover")
    assert reveal.reveals and reveal.data["town"] == "elmina"


def test_discovery_only_once_per_turn():
    state = table()
    state.sea[0][3] = 2
    state.stock[0] -= 2
    touch(state)
    play(state, "move", "sail 3 4")
    end_move(state)
    assert state.revealed == 4 and state.ap == 1
    play(state, "move")
    assert "sail 3 4" in legal(state) and not any(a.endswith(" 5") for a in legal(state))
    end_move(state)                              # next turn: the seat may discover again
    state.current = 0
    state.ap = 2
    state.discovered = False
    touch(state)
    play(state, "move")
    assert "sail 3 4" in legal(state)


def test_discovering_india_gives_an_extra_vp_and_triggers_the_end():
    state = table(3)
    state.revealed = 8
    state.sea[0][8] = 1
    state.stock[0] -= 1
    touch(state)
    play(state, "move", "sail 8 9", "done")
    answer_all(state)
    assert state.vp[0] == 2 and state.india == 0
    if state.phase == "claim":
        play(state, "done")
    assert state.ending is not None and state.trigger == 0


def test_a_move_may_move_no_ship_and_still_claim_goods():
    state = table()
    state.sea[0][2] = 1
    state.stock[0] -= 1
    touch(state)
    play(state, "move", "done")
    assert state.phase == "claim" and "claim 2 0" in legal(state)
    play(state, "claim 2 0")
    assert state.goods_owner[1][0] == 0 and state.sea[0][2] == 0 and state.ap == 1


def test_claiming_needs_an_empty_goods_space():
    state = table()
    state.goods_owner[0][0] = 1
    state.stock[1] -= 1
    touch(state)
    play(state, "move", "sail 0 1", "done")
    assert legal(state) - {"recall"} == {"claim 1 1", "done"}
    play(state, "claim 1 1")
    assert state.phase == "main" and markers_ok(state)


def test_stronghold_launches_markers_from_lisboa():
    state = table()
    give_buildings(state, 0, [(3, 0)])          # the stronghold of Ribeira Grande
    play(state, "move")
    sails = {a for a in legal(state) if a.startswith("sail 0")}
    assert sails == {"sail 0 1", "sail 0 2", "sail 0 3", "sail 0 4"}


def test_lisboa_markers_become_ships_any_number_per_action():
    state = table()
    state.sea[0][0] = 3
    state.stock[0] -= 2
    touch(state)
    play(state, "move", "sail 0 1", "sail 0 1", "sail 0 1", "done")
    assert state.sea[0][1] == 3


# ---------------------------------------------------------------- selling

@pytest.mark.parametrize("kinds,wealth,vp", [(1, 1, 0), (2, 2, 0), (3, 3, 1), (4, 4, 1), (5, 5, 2), (6, 6, 4)])
def test_trading_chart(kinds, wealth, vp):
    state = table()
    spaces = [(1, 0), (1, 1), (2, 0), (2, 1), (3, 0), (3, 1)][:kinds]   # pepper .. gold
    state.wealth[0] = 0
    state.stock[0] += 1
    give_goods(state, 0, spaces)
    play(state, "sell", *[f"pick {p} {s}" for p, s in spaces], "done")
    answer_all(state)
    assert state.wealth[0] == wealth and state.vp[0] == vp
    assert markers_ok(state)


def test_the_same_kind_twice_counts_once():
    state = table()
    give_goods(state, 0, [(1, 0), (5, 0)])       # pepper and pepper
    state.revealed = 5
    touch(state)
    play(state, "sell", "pick 1 0", "pick 5 0", "done")
    answer_all(state)
    assert state.wealth[0] == 3 and state.sea[0][0] == 3   # one kind: 1 wealth; both markers home


def test_sold_markers_go_back_to_lisboa():
    state = table()
    give_goods(state, 0, [(1, 0)])
    play(state, "sell", "pick 1 0", "done")
    assert state.goods_owner[0][0] is None and state.sea[0][0] == 2 and state.wealth[0] == 3


def test_marketplace_adds_its_kind_and_stays():
    state = table()
    give_buildings(state, 0, [(1, 1)])          # marketplace: silk
    give_goods(state, 0, [(1, 0)])              # pepper
    play(state, "sell", "pick 1 0", "done")
    assert state.wealth[0] == 4                  # 2 kinds: 2 wealth
    assert state.build_owner[0][1] == 0


def test_a_sale_without_vp_says_no_0_vp_in_the_log():
    state = table()
    give_goods(state, 0, [(1, 0)])              # pepper
    events = play(state, "sell", "pick 1 0", "done")
    sale = next(e.text for e in events if e.kind == "sale")
    assert sale.endswith(": 1 kind for 1 wealth.") and "0 VP" not in sale


def test_the_view_previews_a_sale_before_it_is_confirmed():
    state = table()
    give_buildings(state, 0, [(1, 1)])          # marketplace: silk
    give_goods(state, 0, [(1, 0), (2, 1), (3, 0)])   # pepper, ivory, tea
    play(state, "sell", "pick 1 0")
    assert state.view(0).sale == (2, 2, 0)
    play(state, "pick 2 1", "pick 3 0")
    assert state.view(1).sale == (4, 4, 1)
    assert state.goods_owner[0][0] == 0          # nothing sold yet


def test_marketplaces_cannot_be_sold_alone():
    state = table()
    give_buildings(state, 0, [(1, 1)])
    assert "sell" not in legal(state)
    give_goods(state, 0, [(1, 0)])
    play(state, "sell")
    assert "done" not in legal(state)            # a real good must be picked first


# ---------------------------------------------------------------- build, speed

def test_build_pays_two_and_turns_a_ship_into_a_building():
    state = table()
    state.sea[0][2] = 1
    state.stock[0] -= 1
    touch(state)
    play(state, "build 2 0")
    assert state.build_owner[1][0] == 0 and state.wealth[0] == 0 and state.sea[0][2] == 0
    state.build_owner[1][1] = 1
    state.stock[1] -= 1
    state.sea[0][2] = 1
    state.wealth[0] = 2
    state.stock[0] -= 2                          # the new ship and the banker holding the 2
    touch(state)
    assert not any(a.startswith("build 2") for a in legal(state))
    assert markers_ok(state)


def test_speed_costs_two_then_four_one_step_per_action():
    state = table()
    state.wealth[0] = 6
    state.stock[0] -= 1
    touch(state)
    play(state, "speed")
    assert state.speed[0] == 2 and state.wealth[0] == 4
    play(state, "speed")
    assert state.speed[0] == 3 and state.wealth[0] == 0
    state.current, state.ap, state.wealth[0] = 0, 2, 5
    touch(state)
    assert "speed" not in legal(state)


# ---------------------------------------------------------------- free actions

def test_free_returns_to_lisboa():
    state = table()
    state.vp[0] = 3
    state.stock[0] -= 1
    give_goods(state, 0, [(1, 0)])
    give_buildings(state, 0, [(2, 0)])
    state.sea[0][1] = 1
    state.stock[0] -= 1
    touch(state)
    assert "recall" in legal(state)
    play(state, "recall")
    assert legal(state) == {"return ship 1", "return good 1 0", "return building 2 0", "return banker",
                            "return historian"}
    play(state, "return good 1 0")
    assert state.phase == "main"                 # one marker per recall
    for pick in ("return building 2 0", "return ship 1", "return historian", "return banker"):
        play(state, "recall", pick)
    assert state.sea[0][0] == 6 and state.vp[0] == 0 and state.wealth[0] == 0
    assert state.ap == 2 and markers_ok(state)


def test_returning_a_banker_loses_what_the_partly_used_one_held():
    state = table()
    state.wealth[0] = 7
    state.stock[0] -= 1
    touch(state)
    play(state, "recall", "return banker")
    assert state.wealth[0] == 5 and state.bankers(0) == 1


def test_ship_builder_and_scientists_never_return():
    state = table()
    play(state, "recall")
    assert legal(state) == {"return banker"}     # the start: one banker; nothing at sea yet


def test_nothing_to_return_offers_no_recall():
    state = table()
    state.wealth[0] = 0
    state.sea[0][0] += 1
    touch(state)
    assert "recall" not in legal(state)


def _discovery_without_room():
    """Seat 0 is about to discover town 4: its historian is full (5 VP), nobody stands on
    Lisboa, and it owns a trade good it could send home."""
    state = table()
    state.vp[0] = 5
    state.sea[0][0] = 0
    state.sea[0][3] = 1
    state.stock[0] -= 1
    give_goods(state, 0, [(1, 0)])
    play(state, "move", "sail 3 4", "done")
    return state


def test_a_gain_without_room_waits_for_a_free_return_first():
    """Free actions may be taken at any time in the turn: a discovery VP with no room and
    nobody on Lisboa waits while the player sends a marker home, then hires it."""
    state = _discovery_without_room()
    assert state.gains == [["vp", 1]] and state.vp[0] == 5       # not lost: the seat is asked
    assert {"forgo vp", "recall"} <= legal(state) and "hire vp" not in legal(state)
    play(state, "recall", "return good 1 0")
    assert state.gains == [["vp", 1]] and "hire vp" in legal(state)
    play(state, "hire vp")
    assert state.vp[0] == 6 and state.historians(0) == 2 and markers_ok(state)


def test_a_gain_without_room_may_still_be_let_go():
    state = _discovery_without_room()
    events = play(state, "forgo vp")
    assert state.vp[0] == 5 and not state.gains and any(e.kind == "lose" for e in events)


def test_free_actions_are_offered_in_every_step_of_an_action():
    state = table()
    state.sea[0][1] = 2
    state.stock[0] -= 2
    give_goods(state, 0, [(2, 0), (3, 0)])
    play(state, "move")
    assert "recall" in legal(state)
    play(state, "sail 1 2", "recall")
    # a ship that already moved in this action cannot go home and sail again
    assert "return ship 2" not in legal(state) and "return ship 1" in legal(state)
    # where the open return goes back to travels in saves, views and sampled states
    assert state.game.state_from_json(state.to_json()).resume == "move"
    assert state.game.determinize(state.view(1), Rng(1)).resume == "move"
    play(state, "return ship 1")
    assert state.phase == "move" and state.ap == 1
    play(state, "done")
    assert state.phase == "claim" and "recall" in legal(state)
    play(state, "recall", "return good 3 0")
    assert state.phase == "claim"
    play(state, "done", "sell")
    assert "recall" in legal(state)
    play(state, "pick 2 0", "recall")
    # the goods of a sale in progress are the sale's to choose
    assert not any(a.startswith("return good") for a in legal(state))
    play(state, "return banker")
    assert state.phase == "sell"
    play(state, "done")
    assert state.goods_owner[1][0] is None and markers_ok(state)


# ---------------------------------------------------------------- the end

def test_two_empty_stocks_trigger_a_final_round():
    state = table()
    state.stock = [1, 0, 3, 3]
    state.sea[1][0] += 7
    state.sea[0][0] += 6
    touch(state)
    play(state, "employ")                        # seat 0 empties its stock: the end is triggered
    assert state.ending is not None and state.trigger == 0 and state.current == 0
    play(state, "move", "done")                  # seat 0 finishes the turn
    for seat in (1, 2, 3):
        assert state.current == seat and not state.is_over()
        play(state, "move", "done", "move", "done")
    assert state.is_over() and state.to_act() is None and state.legal_actions() == []
    assert state.result().ending == "empty_stocks"
    # the results screen says how it ended, with no "turn 2" to misread as a count of turns
    assert state.result().notes[0] == ("{P0}'s turn left 2 players with no markers in stock, so everyone else had "
                                      "one last turn.")


def test_one_empty_stock_does_not_end_the_game():
    state = table()
    state.stock = [1, 3, 3, 3]
    state.sea[0][0] += 6
    touch(state)
    play(state, "employ")
    assert state.ending is None


def test_india_ends_after_everyone_else_has_one_more_turn():
    state = table()
    state.revealed = 11
    state.sea[0][11] = 1
    state.stock[0] -= 1
    touch(state)
    play(state, "move", "sail 11 12")
    end_move(state)
    play(state, "move")
    end_move(state)
    turns = 0
    while not state.is_over():
        play(state, "move")
        end_move(state)
        turns += 1
    assert turns == 3 * 2                        # three players, two actions each
    assert state.result().ending == "india" and state.result().rounds == 1   # all within round 1
    assert state.result().notes[0] == "{P0} discovered India, so everyone else had one last turn."


def test_the_game_ends_after_the_last_turn_of_the_round_limit():
    state = table(3)
    limit = state.numbers.round_limit
    state.turn_number = limit * 3 - 2            # round `limit`: seat 1 to play, then seat 2
    state.current = 1
    touch(state)
    play(state, "move", "done", "move", "done")
    assert state.current == 2 and not state.is_over()
    events = play(state, "move", "done", "move", "done")
    assert state.is_over() and state.legal_actions() == []
    assert f"Round {limit} was the last" in events[-1].text
    result = state.result()
    assert result.ending == "round_limit" and result.rounds == limit
    assert any(f"after round {limit}" in note for note in result.notes)


def test_the_rules_text_names_the_round_limit_of_the_content():
    text = (registry.content_dir("sail_to_india") / "rules.md").read_text(encoding="utf-8")
    assert f"Round {table(3).numbers.round_limit} is the last" in text


def test_a_triggered_end_plays_out_past_the_round_limit():
    state = table(3)
    state.turn_number = state.numbers.round_limit * 3 - 1
    state.current = 2
    state.stock = [3, 0, 1]
    state.sea[2][0] += 6
    touch(state)
    play(state, "employ", "move", "done")        # seat 2 triggers the end in the last limited turn
    assert not state.is_over() and state.current == 0
    for seat in (0, 1):
        assert state.current == seat
        play(state, "move", "done", "move", "done")
    assert state.is_over()


def test_random_games_never_lose_or_invent_a_marker():
    state = table().game.new_state(4, 17)
    from tabletop.engine import Rng

    chooser = Rng(3)
    steps = 0
    while not state.is_over() and steps < 1500:
        state.apply(chooser.choice(state.legal_actions()))
        assert markers_ok(state)
        assert all(w >= 0 for w in state.wealth) and all(v >= 0 for v in state.vp)
        steps += 1
