"""Each of the 22 card kinds, and Counter Magic chains of one, two and three answers."""

from __future__ import annotations

import pytest

from tabletop.engine.action import Action, IllegalAction
from tabletop.engine.rng import Rng
from tabletop.games.pirates_gold.effects import EFFECTS
from tests.games.pirates_gold.support import act, cells, game_on, idle, position, real_game

SEA = [
    "1...$...2",
    ".........",
    "..o......",
    ".........",
    "....?....",
    ".........",
    "......o..",
    "..?......",
    "3...$...4",
]


@pytest.fixture(scope="module")
def game():
    return game_on(SEA)


def settle(state):
    """Everyone asked in an answer window passes, so the card resolves."""
    while state.phase == "window":
        act(state, "pass")


def plays(state, card):
    return [a for a in state.legal_actions() if a.kind == "play" and a.args[0] == card]


def test_storm_turns_the_wind_anywhere_else(game):
    state = position(game, hands=[["storm"], ["north"]], wind="N")
    assert [a.args[1] for a in plays(state, "storm")] == ["E", "S", "W"]
    act(state, "play storm S")
    assert state.phase == "window" and state.to_act() == 1
    settle(state)
    assert state.wind == "S" and state.discard[-1] == "storm" and state.hands[0] == []


def test_wind_change_offers_west_or_north(game):
    state = position(game, hands=[["wind_change"], []], wind="E")
    assert [a.args[1] for a in plays(state, "wind_change")] == ["W", "N"]
    state = position(game, hands=[["wind_change"], []], wind="N")
    assert [a.args[1] for a in plays(state, "wind_change")] == ["W"]


@pytest.mark.parametrize("card,direction", [("north", "N"), ("south", "S"), ("west", "W"), ("east", "E")])
def test_the_four_direction_cards(game, card, direction):
    other = {"N": "S", "S": "N", "W": "E", "E": "W"}[direction]
    state = position(game, hands=[[card], []], wind=other)
    act(state, f"play {card} {direction}")
    settle(state)
    assert state.wind == direction
    state = position(game, hands=[[card], []], wind=direction)
    assert plays(state, card) == []   # a wind card must change the wind


@pytest.mark.parametrize("card,steps", [("small_sail", 1), ("large_sail", 2)])
def test_sails_stay_in_front_of_their_player_until_the_sailing_phase(game, card, steps):
    state = position(game, hands=[[card], []], ships=[(6, 4), (0, 8)], wind="N", strength=1)
    act(state, f"play {card}")
    settle(state)
    assert state.reminders[0] == [card] and state.sail_steps(0) == 1 + steps
    while state.phase == "cards1":
        act(state, "pass")
    assert state.phase == "sail"
    assert (6 - 1 - steps, 4) in cells(game, state.reachable())
    act(state, "stay")
    assert state.reminders[0] == [] and card in state.discard


def test_steady_winds_may_target_yourself_and_skips_the_roll(game):
    state = position(game, players=2, hands=[["steady_winds"], []], active=1, wind="E", strength=3)
    state.speaker = 1
    state.active = 1
    state.hands[1] = ["north"]
    act(state, "pass")                      # seat 1 (active) passes first
    assert state.to_act() == 0
    assert [a.args[1] for a in plays(state, "steady_winds")] == [0, 1]
    act(state, "play steady_winds 0")      # on itself: it likes an east wind of 3
    settle(state)
    assert state.reminders[0] == ["steady_winds"]
    rng_before = state.rng.state
    while state.active == 1:
        idle(state)
    # seat 0's round: no roll, the wind stays east at 3, the card is discarded
    assert state.active == 0 and state.wind == "E" and state.strength == 3 and state.roll is None
    assert state.reminders[0] == [] and "steady_winds" in state.discard
    assert state.rng.state == rng_before   # no dice were thrown


def test_doldrums_costs_an_opponent_their_next_turn(game):
    state = position(game, players=3, hands=[["doldrums"], [], []])
    assert [a.args[1] for a in plays(state, "doldrums")] == [1, 2]
    act(state, "play doldrums 1")
    settle(state)
    assert state.reminders[1] == ["doldrums"]
    while state.active == 0:
        idle(state)
    assert state.active == 2 and state.reminders[1] == [] and "doldrums" in state.discard


def test_resupply_puts_a_reserve_ducat_on_an_empty_space(game):
    state = position(game, hands=[["resupply"], []])
    state.spots = [0, 0]
    state.reserve = [2]
    options = [a.args[1:] for a in plays(state, "resupply")]
    assert options == [(0, 4), (8, 4)]
    act(state, "play resupply 8 4")
    settle(state)
    assert state.spots == [0, 2] and state.reserve == []
    state.reserve = []
    state.hands[0] = ["resupply"]
    assert plays(state, "resupply") == []


def test_resupply_under_an_inactive_ship_lets_it_load_in_the_end_phase(game):
    """The rulebook lets a player act in the end phase when cards have left their ship on a
    ducat space; a Re-supply onto the space an inactive ship lies on does just that."""
    state = position(game, ships=[(4, 4), (8, 4)], wind="N", strength=1, hands=[[], ["resupply"]],
                     deck=["storm"] * 5)
    index = game.board.ducat_spaces.index(game.board.cell(8, 4))
    state.spots[index] = 0
    state.reserve = [2]
    assert state.to_act() == 1         # the active player's hand is empty: seat 1 has the word
    act(state, "play resupply 8 4")
    assert state.resupplied[1] and not state.moved[1]      # it acts in the end phase, but never moved
    assert game.state_from_json(state.to_json()).resupplied == [False, True]
    while state.phase in ("window", "cards1"):
        act(state, "pass")
    act(state, "stay")
    while state.phase in ("window", "cards2"):
        act(state, "pass")
    assert state.cargo[1] == [2] and state.spots[index] == 0


def test_treasure_island_loads_a_one_and_costs_a_turn(game):
    state = position(game, hands=[["treasure_island"], ["treasure_island"]])
    state.reserve = [1, 2, 3, 3]
    act(state, "play treasure_island")
    settle(state)
    assert state.cargo[0] == [1] and state.reserve == [2, 3, 3] and state.reminders[0] == ["treasure_island"]
    assert state.to_act() == 1 and plays(state, "treasure_island") == []   # active player only


def test_treasure_island_takes_a_two_when_no_one_is_left(game):
    state = position(game, hands=[["treasure_island"], []])
    state.reserve = [2, 3]
    act(state, "play treasure_island")
    settle(state)
    assert state.cargo[0] == [2] and state.reserve == [3]


def test_assault_takes_the_most_valuable_ducat(game):
    state = position(game, hands=[["assault"], []], ships=[(3, 3), (3, 3)], cargo=[[1], [1, 3, 2]])
    assert plays(state, "assault") == [Action("play", ("assault", 1))]
    act(state, "play assault 1")
    settle(state)
    assert state.cargo == [[1, 3], [1, 2]]
    state = position(game, hands=[["assault"], []], ships=[(3, 3), (3, 4)], cargo=[[], [3]])
    assert plays(state, "assault") == []   # the ships must share a space


def test_assault_that_brings_a_fifth_ducat_forces_a_toss(game):
    state = position(game, hands=[["assault"], []], ships=[(3, 3), (3, 3)], cargo=[[1, 1, 2, 1], [3]])
    act(state, "play assault 1")
    settle(state)
    assert state.phase == "toss" and state.to_act() == 0
    assert [a.args[0] for a in state.legal_actions()] == [1, 2]   # one of the four already aboard
    act(state, "toss 1")
    assert state.cargo[0] == [1, 2, 1, 3] and 1 in state.reserve
    assert state.phase == "sail"   # back in card phase I, where both now have empty hands


def test_freak_wave_moves_to_a_card_space_without_a_draw(game):
    state = position(game, hands=[["freak_wave"], []], ships=[(1, 1), (0, 8)])
    assert [a.args[1:] for a in plays(state, "freak_wave")] == [(4, 4), (7, 2)]
    act(state, "play freak_wave 4 4")
    settle(state)
    assert state.ships[0] == game.board.cell(4, 4) and state.no_draw[0]
    hand = len(state.hands[0])
    while state.active == 0:
        idle(state)
    assert len(state.hands[0]) == hand


def test_ghost_ship_moves_any_ship_onto_another_ship(game):
    state = position(game, players=3, hands=[["ghost_ship"], [], []], ships=[(2, 5), (5, 5), (0, 0)])
    options = {a.args[1:] for a in plays(state, "ghost_ship")}
    # seat 2 lies in its home port (0, 0): nobody may be moved there
    assert (0, 5, 5) in options and (1, 2, 5) in options and (2, 2, 5) in options
    assert all((r, c) != (0, 0) for _, r, c in options)   # (0, 0) is a home port
    act(state, "play ghost_ship 1 2 5")
    settle(state)
    assert state.ships[1] == game.board.cell(2, 5) and state.moved[1]


def test_card_tricks_replaces_every_hand(game):
    state = position(game, players=3, hands=[["card_tricks", "storm"], ["north", "south"], []],
                     deck=["assault"] * 10)
    act(state, "play card_tricks")
    settle(state)
    assert state.hands == [["assault"], ["assault", "assault"], []]
    assert {"storm", "north", "south", "card_tricks"} <= set(state.discard)


@pytest.mark.parametrize("card,steps", [("minor_curse", 1), ("great_curse", 2)])
def test_curses_push_another_ship_straight(game, card, steps):
    state = position(game, hands=[[card], []], ships=[(4, 4), (3, 2)])
    options = {a.args[1:] for a in plays(state, card)}
    assert all(target == 1 for target, _ in options)
    # north is a small island at (2,2); north-east and north-west brush its corners
    assert {(1, "N"), (1, "NE"), (1, "NW")}.isdisjoint(options)
    assert {(1, "E"), (1, "S"), (1, "W"), (1, "SE"), (1, "SW")} <= options
    act(state, f"play {card} 1 E")
    settle(state)
    assert state.ships[1] == game.board.cell(3, 2 + steps) and state.moved[1]


def test_a_curse_never_pushes_into_a_home_port(game):
    state = position(game, hands=[["minor_curse"], []], ships=[(4, 4), (1, 1)])
    options = {a.args[1:] for a in plays(state, "minor_curse")}
    assert (1, "NW") not in options and (1, "N") in options


@pytest.mark.parametrize("card,steps", [("petty_captain", 1), ("great_captain", 2)])
def test_captains_move_your_ship_any_way(game, card, steps):
    state = position(game, hands=[[card], []], ships=[(4, 4), (0, 8)], wind="N")
    options = {a.args[1:] for a in plays(state, card)}
    expected = {(4 + dr, 4 + dc) for dr in range(-steps, steps + 1) for dc in range(-steps, steps + 1)} - {(4, 4)}
    expected -= {(2, 2), (6, 6)}   # the small islands
    assert options == expected
    act(state, f"play {card} {4 + steps} 4")   # against the wind
    settle(state)
    assert state.ships[0] == game.board.cell(4 + steps, 4)


def test_shore_leave_hops_over_one_small_island(game):
    state = position(game, hands=[["shore_leave"], []], ships=[(3, 2), (0, 8)])
    assert [a.args[1:] for a in plays(state, "shore_leave")] == [(1, 2)]
    act(state, "play shore_leave 1 2")
    settle(state)
    assert state.ships[0] == game.board.cell(1, 2)
    state = position(game, hands=[["shore_leave"], []], ships=[(4, 4), (0, 8)])
    assert plays(state, "shore_leave") == []   # no island next to the ship


def test_a_ship_crosses_land_once_a_round(game):
    """Rulebook: only one land space may be crossed in a turn — a second Shore Leave waits."""
    state = position(game, hands=[["shore_leave", "shore_leave"], ["storm"]], ships=[(3, 2), (0, 8)])
    act(state, "play shore_leave 1 2")
    settle(state)
    assert state.hopped == [True, False] and state.view(1).hopped == (True, False)
    while state.to_act() != 0:
        act(state, "pass")
    state.ships[0] = game.board.cell(3, 2)          # beside the island again
    assert plays(state, "shore_leave") == []
    again = game.state_from_json(state.to_json())
    assert again.hopped == [True, False] and again.state_hash() == state.state_hash()
    state.hopped = [False, False]
    assert "hopped" not in state.to_json()          # absent until used: earlier saves keep their hashes
    assert plays(game.state_from_json(state.to_json()), "shore_leave")


def test_counter_magic_cannot_be_played_on_its_own(game):
    state = position(game, hands=[["counter_magic"], ["storm"]])
    assert state.legal_actions() == [Action("pass")]


def test_a_chain_of_one_counter_cancels_the_card(game):
    state = position(game, hands=[["storm"], ["counter_magic"]], wind="N")
    act(state, "play storm S")
    assert state.to_act() == 1 and state.legal_actions() == [Action("pass"), Action("play", ("counter_magic",))]
    act(state, "play counter_magic")
    settle(state)
    assert state.wind == "N" and state.discard[-2:] == ["counter_magic", "storm"]


def test_a_chain_of_two_lets_the_card_through(game):
    state = position(game, players=3, hands=[["counter_magic", "storm"], ["counter_magic"], []], wind="N")
    act(state, "play storm S")
    act(state, "play counter_magic")       # seat 1 answers
    assert state.to_act() == 0             # seat 2 has no cards and is not asked; seat 0 is
    act(state, "play counter_magic")       # seat 0 answers the answer
    settle(state)
    assert state.wind == "S"


def test_a_chain_of_three_cancels_the_card(game):
    state = position(game, players=3, hands=[["counter_magic", "storm"], ["counter_magic"], ["counter_magic"]],
                     wind="N")
    act(state, "play storm S")
    assert state.window == [1, 2]
    act(state, "play counter_magic")       # seat 1
    assert state.window == [2, 0]
    act(state, "play counter_magic")       # seat 2 answers seat 1
    assert state.window == [0]             # seat 1 has no cards left
    act(state, "play counter_magic")       # seat 0 answers seat 2
    assert state.phase == "sail"           # all hands are empty now, so card phase I ends
    assert state.wind == "N"
    assert sorted(state.discard[-4:]) == ["counter_magic"] * 3 + ["storm"]


def test_answer_windows_ask_only_seats_with_cards(game):
    state = position(game, players=4, hands=[["storm"], [], ["north"], ["assault"]], wind="N")
    act(state, "play storm S")
    assert state.window == [2, 3]
    assert state.legal_actions() == [Action("pass")]   # no Counter Magic: a forced pass the UI may skip
    assert state.view(2).only_pass and not state.view(3).only_pass   # only the seat to act is told
    act(state, "pass")
    assert state.to_act() == 3 and state.view(3).only_pass


def test_no_window_once_every_counter_magic_is_face_up(game):
    state = position(game, hands=[["storm"], ["north"]], wind="N")
    state.discard = ["counter_magic"] * 3
    act(state, "play storm S")
    assert state.phase == "cards1" and state.wind == "S"


def test_illegal_plays_are_refused(game):
    state = position(game, hands=[["storm"], ["north"]], wind="N")
    with pytest.raises(IllegalAction):
        act(state, "play north N")        # not in this hand
    with pytest.raises(IllegalAction):
        act(state, "play storm N")        # no change


def test_freak_wave_may_end_where_other_ships_lie(game):
    state = position(game, players=3, hands=[["freak_wave"], [], []], ships=[(1, 1), (4, 4), (4, 4)])
    act(state, "play freak_wave 4 4")
    settle(state)
    assert state.ships == [game.board.cell(4, 4)] * 3


def test_a_ship_moved_by_a_card_acts_where_it_ends_not_at_once(game):
    state = position(game, players=2, hands=[["petty_captain", "storm"], []], ships=[(1, 4), (8, 8)],
                     cargo=[[], []])
    state.spots = [3, 0]
    act(state, "play petty_captain 0 4")
    settle(state)
    assert state.cargo[0] == [] and state.spots[0] == 3        # loading waits for the end phase
    while state.active == 0:
        idle(state)
    assert state.cargo[0] == [3]


def test_counter_magic_may_defend_another_player(game):
    state = position(game, players=3, hands=[["minor_curse", "storm"], ["storm"], ["counter_magic"]],
                     ships=[(5, 5), (4, 6), (5, 5)])
    act(state, "play minor_curse 1 N")
    assert state.window == [1, 2]          # clockwise from the player; never the player itself
    act(state, "pass")                     # seat 1, the target, holds no Counter Magic
    act(state, "play counter_magic")       # seat 2 steps in
    assert state.window == [0, 1]          # the curse's player may answer the answer
    settle(state)
    assert state.ships[1] == game.board.cell(4, 6) and not state.moved[1]



def test_kept_plays_are_the_plays_worked_out_afresh():
    """`card_plays` keeps a card's plays by the few facts its effect names: wherever random
    games go, what it lists for every seat holding every card is what the effects work out
    afresh."""
    game = real_game()
    content = game.content
    every_card = [card.id for card in content.cards]
    checked = 0
    for seed in range(1, 7):
        state, chooser = game.new_state(2 + seed % 3, seed), Rng(seed)
        while not state.is_over() and state.round < 150:
            probe = state.clone()
            probe.hands = [list(every_card) for _ in range(state.players)]
            for seat in range(state.players):
                fresh = [Action("play", (card.id, *args)) for card in content.cards
                         for args in EFFECTS[card.effect.type].options(probe, seat, card)]
                assert probe.card_plays(seat) == fresh
                checked += 1
            state.apply(chooser.choice(state.legal_actions()))
    assert checked > 1000
