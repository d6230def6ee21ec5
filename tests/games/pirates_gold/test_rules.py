"""The round of Pirates' Gold: dice, card phases, end phase, limits, swap and winning."""

from __future__ import annotations

import json

import pytest

from tabletop.engine.action import Action
from tabletop.engine.rng import Rng
from tabletop.games.pirates_gold.state import SampledState
from tests.games.pirates_gold.support import act, game_on, idle, position, real_game

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


def to_end_of_round(state, active):
    while state.active == active and not state.is_over():
        idle(state)


# --- dice -----------------------------------------------------------------------------

def roll_until(game, face):
    for seed in range(200):
        state = game.new_state(2, seed)
        if state.roll and state.roll[0] == face:
            return state
    raise AssertionError(f"no seed rolls {face}")


def test_free_choice_on_the_direction_die_asks_the_active_player(game):
    state = roll_until(game, "choice")
    assert state.phase == "wind" and state.to_act() == state.active
    assert state.legal_actions() == [Action("wind", (d,)) for d in "NESW"]
    act(state, "wind W")
    assert state.wind == "W" and state.phase in ("cards1", "sail")


def test_no_change_on_the_direction_die_keeps_the_wind(game):
    state = roll_until(game, "same")
    assert state.wind == game.content.numbers.start_wind and state.strength in (1, 2, 3)


# --- card phases ----------------------------------------------------------------------

def test_a_quiet_card_phase_asks_the_active_player_first_and_last(game):
    state = position(game, players=3, hands=[["storm"], ["storm"], ["storm"]], wind="N")
    asked = []
    while state.phase == "cards1":
        asked.append(state.to_act())
        act(state, "pass")
    assert asked == [0, 1, 2, 0] and state.phase == "sail"


def test_the_rulebook_example_felix_fynn_lasse_lena(game):
    """Felix (active) passes, Fynn plays, Lasse passes, Lena plays, Felix answers with a
    card of his own; the others may still play, and Felix has the last word."""
    felix, fynn, lasse, lena = range(4)
    state = position(game, players=4, wind="N",
                     hands=[["east", "north"], ["south", "storm"], ["west"], ["storm"]])
    state.discard = ["counter_magic"] * 3          # keep answer windows out of this example
    act(state, "pass")                             # Felix
    assert state.to_act() == fynn
    act(state, "play south S")                     # Fynn
    assert state.to_act() == lasse and state.wind == "S"
    act(state, "pass")                             # Lasse
    act(state, "play storm N")                     # Lena
    assert state.to_act() == felix and state.wind == "N"
    act(state, "play east E")                      # Felix reacts
    assert state.wind == "E"
    assert state.to_act() == fynn                  # the others can still play
    act(state, "pass")                             # Fynn
    act(state, "pass")                             # Lasse
    assert state.to_act() == felix                 # Lena's hand is empty: she passes by herself
    act(state, "pass")                             # Felix, last
    assert state.phase == "sail"


def test_the_active_player_passing_early_does_not_end_the_phase(game):
    state = position(game, players=2, hands=[["storm"], ["north", "storm"]], wind="E")
    act(state, "pass")
    act(state, "play north N")
    act(state, "pass")                             # window: seat 0 does not answer
    assert state.phase == "cards1" and state.to_act() == 0
    act(state, "pass")
    assert state.to_act() == 1                     # seat 1 must pass again after its card
    act(state, "pass")
    act(state, "pass")
    assert state.phase == "sail"


# --- end phase: ducats, cards, home ---------------------------------------------------

def test_the_active_ship_loads_the_ducat_where_it_ends(game):
    state = position(game, ships=[(1, 4), (0, 8)], wind="N", strength=1, hands=[[], []])
    state.spots = [2, 3]
    act(state, "sail 0 4")
    assert state.cargo[0] == [2] and state.spots == [0, 3]


def test_loading_a_fifth_ducat_throws_one_overboard(game):
    state = position(game, ships=[(1, 4), (0, 8)], wind="N", strength=1, hands=[[], []],
                     cargo=[[1, 3, 1, 2], []])
    state.spots = [3, 1]
    reserve = list(state.reserve)
    act(state, "sail 0 4")
    assert state.phase == "toss" and state.to_act() == 0
    assert state.legal_actions() == [Action("toss", (v,)) for v in (1, 2, 3)]
    number = state.round
    act(state, "toss 1")
    assert state.cargo[0] == [3, 1, 2, 3] and sorted(reserve + [1]) == state.reserve
    assert state.round > number   # the round went on


def test_drawing_on_a_card_space(game):
    state = position(game, ships=[(5, 4), (0, 8)], wind="N", strength=1, hands=[["storm"], []],
                     deck=["north", "assault"])
    act(state, "pass")                  # seat 1 holds nothing: card phase I is over at once
    act(state, "sail 4 4")
    while state.phase == "cards2":
        idle(state)
    assert sorted(state.hands[0]) == ["assault", "storm"]


def test_the_hand_limit_on_a_card_space(game):
    hand = ["storm", "storm", "north", "south", "east"]
    state = position(game, ships=[(5, 4), (0, 8)], wind="N", strength=1, hands=[hand, []], deck=["assault"])
    state.discard = ["counter_magic"] * 3
    idle(state)                                   # card phase I: seat 0 passes
    act(state, "sail 4 4")
    while state.phase == "cards2":
        idle(state)
    assert state.phase == "discard" and len(state.hands[0]) == 6
    act(state, "discard assault")
    assert sorted(state.hands[0]) == sorted(hand) and state.discard[-1] == "assault" and state.active == 1


def test_no_card_for_staying_on_a_card_space(game):
    state = position(game, ships=[(4, 4), (0, 8)], wind="N", strength=1, hands=[[], []], deck=["north"])
    act(state, "stay")
    assert state.hands[0] == [] and state.deck == ["north"] or state.deck[-1:] == ["north"]


def test_another_ship_on_the_card_space_does_not_stop_a_draw(game):
    state = position(game, ships=[(5, 4), (4, 4)], wind="N", strength=1, hands=[[], []], deck=["north"])
    act(state, "sail 4 4")
    assert state.hands[0] == ["north"]


def test_unloading_at_home(game):
    state = position(game, ships=[(1, 0), (0, 8)], wind="N", strength=1, hands=[[], []], cargo=[[2, 1], []])
    act(state, "sail 0 0")
    assert state.cargo[0] == [] and state.home[0] == [2, 1] and not state.is_over()


def test_the_log_says_one_ducat_in_the_singular(game):
    state = position(game, ships=[(1, 0), (0, 8)], wind="N", strength=1, hands=[[], []], cargo=[[1], []])
    events = act(state, "sail 0 0")
    assert any(e.text == "{P0} brings 1 ducat's worth home (1 in all)." for e in events), [e.text for e in events]


@pytest.mark.parametrize("players,needed", [(4, 7), (3, 8), (2, 9)])
def test_each_win_threshold(game, players, needed):
    short = position(game, players=players, ships=[(1, 0), (0, 8), (8, 0), (8, 8)][:players], wind="N",
                     strength=1, hands=[[]] * players, cargo=[[3, 3]] + [[]] * (players - 1),
                     home=[[needed - 7]] + [[]] * (players - 1))
    act(short, "sail 0 0")
    assert sum(short.home[0]) == needed - 1 and not short.is_over()
    win = position(game, players=players, ships=[(1, 0), (0, 8), (8, 0), (8, 8)][:players], wind="N",
                   strength=1, hands=[[]] * players, cargo=[[3, 3]] + [[]] * (players - 1),
                   home=[[needed - 6]] + [[]] * (players - 1))
    act(win, "sail 0 0")
    assert win.is_over() and win.to_act() is None and win.legal_actions() == []
    result = win.result()
    assert result.winners == [0] and result.totals[0] == needed


def test_an_inactive_player_moved_by_a_card_acts_in_the_end_phase(game):
    state = position(game, players=2, ships=[(4, 1), (1, 4)], hands=[["minor_curse"], []], cargo=[[], []])
    state.spots = [2, 0]
    act(state, "play minor_curse 1 N")            # pushes seat 1 onto the ducat space (0, 4)
    assert state.ships[1] == game.board.cell(0, 4) and state.cargo[1] == []   # not loaded yet
    to_end_of_round(state, 0)
    assert state.cargo[1] == [2]


def test_an_inactive_player_not_moved_by_a_card_does_nothing(game):
    state = position(game, players=2, ships=[(7, 7), (0, 4)], hands=[[], []], cargo=[[], []])
    state.spots = [2, 0]
    to_end_of_round(state, 0)
    assert state.cargo[1] == [] and state.spots[0] == 2


# --- card swap --------------------------------------------------------------------------

def test_the_card_swap(game):
    state = position(game, ships=[(7, 7), (0, 8)], hands=[["storm", "north"], []], deck=["assault"])
    state.discard = ["counter_magic"] * 3
    while state.phase != "swap":
        idle(state)
    assert state.to_act() == 0
    assert state.legal_actions() == [Action("keep"), Action("swap", ("north",)), Action("swap", ("storm",))]
    act(state, "swap north")
    assert sorted(state.hands[0]) == ["assault", "storm"] and "north" in state.discard and state.active == 1


def test_no_swap_after_sailing_or_playing(game):
    state = position(game, ships=[(7, 7), (0, 8)], wind="N", strength=1, hands=[["storm", "north"], []])
    state.discard = ["counter_magic"] * 3
    act(state, "pass")
    act(state, "sail 6 7")
    while state.active == 0:
        assert state.phase != "swap"
        idle(state)
    state = position(game, ships=[(7, 7), (0, 8)], wind="N", hands=[["storm", "north"], []])
    state.discard = ["counter_magic"] * 3
    act(state, "play storm E")
    while state.active == 0:
        assert state.phase != "swap"
        idle(state)


@pytest.mark.parametrize("phase", ["cards1", "cards2"])
def test_a_resupply_under_the_idle_active_ship_keeps_the_swap(game, phase):
    """Re-supply puts a ducat under the active ship, which then loads it, but the ship did
    not move: the card swap (no card played, ship not moved) is still offered."""
    state = position(game, ships=[(0, 4), (0, 8)], hands=[["storm"], ["resupply"]], deck=["assault"] * 3)
    state.discard = ["counter_magic"] * 3     # nobody can answer: no windows to pass through
    state.spots[game.board.ducat_spaces.index(game.board.cell(0, 4))] = 0
    state.reserve = [2]
    act(state, "pass")                         # P0 passes; P1 has the word
    if phase == "cards2":
        act(state, "pass")
        act(state, "pass")                     # card phase I over
        act(state, "stay")
        act(state, "pass")
    act(state, "play resupply 0 4")
    while state.phase != "swap" and state.active == 0:
        idle(state)
    assert state.phase == "swap" and state.to_act() == 0
    assert state.cargo[0] == [2]
    assert Action("swap", ("storm",)) in state.legal_actions()


# --- deck -------------------------------------------------------------------------------

def test_the_discard_pile_is_reshuffled_when_the_deck_runs_out(game):
    state = position(game, ships=[(5, 4), (0, 8)], wind="N", strength=1, hands=[[], []], deck=[])
    state.discard = ["north", "south", "east"]
    act(state, "sail 4 4")
    assert len(state.hands[0]) == 1 and state.discard == [] and len(state.deck) == 2
    assert sorted(state.hands[0] + state.deck) == ["east", "north", "south"]


# --- turns lost -------------------------------------------------------------------------

def test_treasure_island_and_doldrums_each_cost_a_turn(game):
    state = position(game, players=2, hands=[[], []])
    state.reminders[1] = ["doldrums", "treasure_island"]
    actives = []
    for _ in range(4):
        actives.append(state.active)
        number = state.round
        while state.round == number:
            idle(state)
    assert actives == [0, 0, 0, 1]       # seat 1 sits out two turns, one per card
    assert state.reminders[1] == [] and {"doldrums", "treasure_island"} <= set(state.discard)


# --- hidden information, saves, determinism --------------------------------------------

def test_a_view_shows_only_the_viewers_hand_and_no_hidden_ducat_values():
    game = real_game()
    state = game.new_state(4, 5)
    view = state.view(2)
    data = view.to_json()
    assert list(data["hand"]) == state.hands[2]
    assert list(data["hand_counts"]) == [len(h) for h in state.hands]
    text = json.dumps(data)
    for key in ("hands", "deck", "reserve"):
        assert f'"{key}"' not in text
    assert list(data["spots"]) == [bool(v) for v in state.spots]
    assert state.view(None).to_json()["hand"] is None
    # a different world with other hidden parts gives the same view
    other = game.determinize(view, Rng(3))
    assert other.view(2).to_json() == data
    assert other.hands[2] == state.hands[2]


def test_same_seed_and_actions_same_state_hash():
    game = real_game()

    def run():
        state, chooser, hashes = game.new_state(3, 42), Rng(7), []
        for _ in range(300):
            if state.is_over():
                break
            state.apply(chooser.choice(state.legal_actions()))
            hashes.append(state.state_hash())
        return hashes

    assert run() == run()


ROUTINE = {"round", "roll", "wind", "sail", "stay", "pass", "no_answer"}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_sampled_world_plays_alike_but_leaves_out_the_routine_events(players):
    """A bot's world (SampledState) skips the events of the round's routine, nothing else."""
    game = real_game()
    for seed in range(1, 9):
        state = game.new_state(players, seed)
        world = SampledState(game, players, state.rng.clone())
        world.load_json(state.to_json())
        chooser = Rng(seed)
        while not state.is_over():
            action = chooser.choice(state.legal_actions())
            told, quiet = state.apply(action), [e.to_json() for e in world.apply(action)]
            assert world.to_json() == state.to_json()
            left_out = []
            for event in told:   # the quiet events are the told ones, less some routine ones
                if quiet[:1] == [event.to_json()]:
                    quiet.pop(0)
                else:
                    left_out.append(event.kind)
            assert quiet == [] and set(left_out) <= ROUTINE
        assert world.result() == state.result()
    assert type(game.determinize(state.view(0), Rng(1))) is SampledState
    assert type(world.clone()) is SampledState


def test_json_round_trip_mid_window(game):
    state = position(game, players=3, hands=[["storm"], ["counter_magic"], ["north"]], wind="N")
    act(state, "play storm S")
    data = json.loads(json.dumps(state.to_json()))
    back = game.state_from_json(data)
    assert back.to_json() == state.to_json() and back.legal_actions() == state.legal_actions()
    clone = state.clone()
    act(clone, "play counter_magic")
    assert state.stack == [[0, "storm", ["S"]]] and len(clone.stack) == 2


def test_nothing_to_choose_means_nobody_is_asked(game):
    """A becalmed ship stays without a question; four equal ducats need no choice."""
    state = position(game, ships=[(0, 1), (5, 5)], wind="N", strength=2, hands=[[], ["storm"]])
    state.discard = ["counter_magic"] * 3
    assert state.phase == "cards1" and state.to_act() == 1
    act(state, "pass")                 # card phase I over; the wind pushes seat 0 into the edge
    assert state.phase == "cards2" and state.ships[0] == game.board.cell(0, 1)
    full = position(game, ships=[(1, 4), (5, 5)], wind="N", strength=1, phase="sail", hands=[[], []],
                    cargo=[[2, 2, 2, 2], []])
    full.spots = [3, 0]
    act(full, "sail 0 4")
    assert full.cargo[0] == [2, 2, 2, 3] and full.phase != "toss"
