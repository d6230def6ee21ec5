"""Sailing with the wind: directions, strengths, land, corners, wind crosses, home ports."""

from __future__ import annotations

import pytest

from tabletop.engine.action import Action, IllegalAction
from tabletop.games.pirates_gold.model import DIRECTIONS
from tests.games.pirates_gold.support import OPEN_SEA, act, cells, game_on, position

FORWARD = {"N": (-1, 0), "E": (0, 1), "S": (1, 0), "W": (0, -1)}


def expected_fan(start, wind, strength):
    """Up to `strength` steps, each one forward with at most one sideways: a widening fan."""
    fr, fc = FORWARD[wind]
    lr, lc = fc, fr   # perpendicular
    return {(start[0] + k * fr + j * lr, start[1] + k * fc + j * lc)
            for k in range(1, strength + 1) for j in range(-k, k + 1)}


@pytest.mark.parametrize("wind", ["N", "E", "S", "W"])
@pytest.mark.parametrize("strength", [1, 2, 3])
def test_every_direction_and_strength_on_open_sea(wind, strength):
    game = game_on(OPEN_SEA)
    state = position(game, ships=[(4, 4), (0, 8)], wind=wind, strength=strength, phase="sail")
    assert cells(game, state.reachable()) == expected_fan((4, 4), wind, strength)
    legal = state.legal_actions()
    assert legal[0] == Action("stay") and len(legal) == 1 + len(expected_fan((4, 4), wind, strength))


def test_the_rulebook_example_north_wind_strength_three():
    """Wind toward the north at strength 3: up to three spaces north, north-west or
    north-east in any mix — the 15 cells of a widening triangle, or staying put."""
    game = game_on(OPEN_SEA)
    state = position(game, ships=[(5, 4), (0, 8)], wind="N", strength=3, phase="sail")
    reach = cells(game, state.reachable())
    assert reach == {(4, 3), (4, 4), (4, 5), (3, 2), (3, 3), (3, 4), (3, 5), (3, 6),
                     (2, 1), (2, 2), (2, 3), (2, 4), (2, 5), (2, 6), (2, 7)}
    # each path is legal: one step at a time, always north, north-west or north-east
    for dest, path in state.reachable().items():
        prev = game.board.cell(5, 4)
        for cell in path:
            (r0, c0), (r1, c1) = game.board.rc(prev), game.board.rc(cell)
            assert (r1 - r0, c1 - c0) in {DIRECTIONS["N"], DIRECTIONS["NW"], DIRECTIONS["NE"]}
            prev = cell
        assert path[-1] == dest and len(path) <= 3


def test_the_edge_of_the_chart_cuts_the_fan():
    game = game_on(OPEN_SEA)
    state = position(game, ships=[(1, 4), (0, 8)], wind="N", strength=3, phase="sail")
    assert cells(game, state.reachable()) == {(0, 3), (0, 4), (0, 5)}


def test_sailing_fewer_spaces_or_staying_is_allowed():
    game = game_on(OPEN_SEA)
    state = position(game, ships=[(5, 4), (0, 8)], wind="N", strength=3, phase="sail")
    act(state, "sail 4 4")
    assert state.ships[0] == game.board.cell(4, 4) and state.phase in ("cards2", "end", "cards1")
    state = position(game, ships=[(5, 4), (0, 8)], wind="N", strength=3, phase="sail")
    act(state, "stay")
    assert state.ships[0] == game.board.cell(5, 4)


def test_a_cell_out_of_reach_is_refused():
    game = game_on(OPEN_SEA)
    state = position(game, ships=[(5, 4), (0, 8)], wind="N", strength=1, phase="sail")
    with pytest.raises(IllegalAction):
        act(state, "sail 3 4")
    with pytest.raises(IllegalAction):
        act(state, "sail 6 4")   # against the wind


WALL = [
    "1...2",
    ".....",
    ".###.",
    ".....",
    "3...4",
]


def test_land_cannot_be_sailed_over():
    game = game_on(WALL)
    state = position(game, ships=[(3, 2), (0, 4)], wind="N", strength=3, phase="sail")
    # north is land; the ship can only slip diagonally past the wall's ends, which cut
    # across land corners — so nothing north of the wall is reachable
    assert cells(game, state.reachable()) == set()


CORNERS = [
    "1...2",
    ".....",
    ".#...",
    "..#..",
    "3...4",
]


def test_a_diagonal_step_past_a_land_corner_is_blocked():
    game = game_on(CORNERS)
    state = position(game, ships=[(3, 1), (0, 4)], wind="N", strength=1, phase="sail")
    # NE from (3,1) to (2,2) squeezes between the two land corners (2,1) and (3,2)
    assert (2, 2) not in cells(game, state.reachable())
    # from (3,3) north-west to (2,2) brushes the corner of (3,2): blocked as well
    state = position(game, ships=[(3, 3), (0, 4)], wind="N", strength=1, phase="sail")
    assert cells(game, state.reachable()) == {(2, 3), (2, 4)}


def test_a_wind_cross_opens_the_diagonal():
    game = game_on(CORNERS, crosses=[(3, 2)])   # the corner shared by cells (2,1), (2,2), (3,1), (3,2)
    state = position(game, ships=[(3, 1), (0, 4)], wind="N", strength=1, phase="sail")
    assert (2, 2) in cells(game, state.reachable())
    # NW from (3,3) to (2,2) passes another corner, (3,3), which has no cross: still blocked
    state = position(game, ships=[(3, 3), (0, 4)], wind="N", strength=1, phase="sail")
    assert (2, 2) not in cells(game, state.reachable())


def test_the_committed_chart_has_working_wind_crosses():
    from tests.games.pirates_gold.support import real_game

    game = real_game()
    sea = game.sea
    for row, col in game.board.crosses:
        # the two diagonals through the corner; at least one must connect two water cells
        pairs = [((row - 1, col - 1), (row, col), "SE"), ((row - 1, col), (row, col - 1), "SW")]
        assert any(not game.board.is_land(game.board.cell(*a)) and sea.step(game.board.cell(*a), d, 0)
                   == game.board.cell(*b) for a, b, d in pairs)


HARBOUR = [
    "1.2..",
    ".....",
    ".....",
    ".....",
    "3...4",
]


def test_only_the_owner_enters_a_home_port():
    game = game_on(HARBOUR)
    owner = position(game, ships=[(1, 2), (1, 1)], wind="N", strength=1, active=1, phase="sail")
    assert (0, 2) in cells(game, owner.reachable())
    act(owner, "sail 0 2")
    assert owner.ships[1] == game.board.ports[1]
    other = position(game, ships=[(1, 2), (1, 1)], wind="N", strength=1, active=0, phase="sail")
    assert (0, 2) not in cells(game, other.reachable())
    assert (0, 1) in cells(game, other.reachable())


def test_a_foreign_home_port_cannot_be_sailed_through():
    # a channel one cell wide, with seat 2's port in the middle of it
    game = game_on(["1###4", "#...#", "##2##", "#...#", "##3##"])
    state = position(game, players=2, ships=[(3, 2), (0, 4)], wind="N", strength=2, phase="sail")
    assert cells(game, state.reachable()) == set()
    owner = position(game, players=2, ships=[(3, 2), (3, 2)], wind="N", strength=2, active=1, phase="sail")
    # the owner passes through; the diagonals out of the port brush land corners
    assert cells(game, owner.reachable()) == {(2, 2), (1, 2)}


def test_sail_cards_add_to_the_strength():
    game = game_on(OPEN_SEA)
    state = position(game, ships=[(7, 4), (0, 8)], wind="N", strength=1, phase="sail")
    state.reminders[0] = ["small_sail", "large_sail"]
    assert state.sail_steps(0) == 4
    assert (3, 4) in cells(game, state.reachable())
    act(state, "sail 3 4")
    assert state.reminders[0] == [] and state.discard[-2:] == ["small_sail", "large_sail"]


def test_the_rulebook_home_port_figure_on_the_committed_chart():
    """A ship may sail into its own home port by several ways; another ship may not."""
    from tests.games.pirates_gold.support import real_game

    game = real_game()
    port = game.board.ports[0]
    row, col = game.board.rc(port)
    ways = [d for d in DIRECTIONS if game.sea.step(port, d, 0) >= 0]
    entries = {game.sea.step(port, d, 0) for d in ways}
    assert len(entries) >= 3
    for cell in entries:
        assert any(game.sea.step(cell, d, 0) == port for d in DIRECTIONS)        # the owner gets in
        assert all(game.sea.step(cell, d, 1) != port for d in DIRECTIONS)        # a rival never does


def test_a_ui_gets_the_reachable_cells_and_paths_from_a_view():
    game = game_on(OPEN_SEA)
    state = position(game, ships=[(5, 4), (0, 8)], wind="N", strength=2, phase="sail")
    view = state.view(1)            # any seat's view: the reachable cells are public
    lit = game.reachable(view)
    assert set(lit) == cells(game, state.reachable())
    assert lit[(3, 4)][-1] == (3, 4) and len(lit[(3, 4)]) == 2
    events = act(state, "sail 3 4")
    assert [tuple(c) for c in events[0].data["path"]] == lit[(3, 4)]
    assert game.reachable(state.view(0)) == {}      # not the sailing phase any more
