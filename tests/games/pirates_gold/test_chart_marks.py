"""What the chart's marks say at a glance (issue #50, 6): the wind rose's needle has an
arrowhead (north and south looked alike), and a ship's ghost — where a card would move
it — stands beside the ship already in that cell, never over it."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from tabletop.games.pirates_gold.table import board, pieces
from tabletop.games.pirates_gold.table.layout import build_layout
from tabletop.games.pirates_gold.table.words import Words
from tabletop.registry import load_game
from tabletop.ui.canvas import Canvas
from tabletop.ui.headless import init_headless
from tabletop.ui.scenes.table_host import TABLE_AREA

STEPS = {"N": (-1, 0), "E": (0, 1), "S": (1, 0), "W": (0, -1)}


@pytest.fixture(scope="module")
def game():
    init_headless()
    return load_game("pirates_gold")


def _red(colour) -> bool:
    r, g, b = colour[:3]
    return r > 140 and g < 90 and b < 90


@pytest.mark.parametrize("wind", list(STEPS))
def test_the_needle_points_with_an_arrowhead(game, wind):
    surface = pygame.Surface((1280, 720))
    canvas = Canvas(surface)
    rect = pygame.FRect(600, 80, 440, 110)
    view = replace(game.new_state(2, 1).view(0), wind=wind)
    pieces.draw_rose(canvas, rect, view, Words(game.content), 0, None)
    dr, dc = STEPS[wind]
    centre = (rect.x + 52, rect.centery)
    head = (centre[0] + dc * 11, centre[1] + dr * 11)       # just behind the tip, beside the needle
    tail = (centre[0] - dc * 11, centre[1] - dr * 11)
    beside = [(-dr * 4, dc * 4), (dr * 4, -dc * 4)]
    assert all(_red(surface.get_at((int(head[0] + x), int(head[1] + y)))) for x, y in beside), "no arrowhead"
    assert not any(_red(surface.get_at((int(tail[0] + x), int(tail[1] + y)))) for x, y in beside), "two heads"


def test_a_ghost_stands_beside_the_ship_it_would_join(game):
    state = game.new_state(3, 2)
    view = state.view(0)
    layout = build_layout(TABLE_AREA, 3, 0, game.board.height, game.board.width)
    target = game.board.rc(view.ships[1])
    marks = [(0, target)]
    ships = {seat: centre for seat, centre, _ in board.ship_places(view, layout, game.board, {}, marks)}
    ghost = board.ghost_places(view, layout, game.board, marks)
    assert len(ghost) == 1
    seat, centre, radius = ghost[0]
    assert seat == 0
    distance = ((centre[0] - ships[1][0]) ** 2 + (centre[1] - ships[1][1]) ** 2) ** 0.5
    assert distance >= radius            # side by side, not one over the other
    alone = {seat: centre for seat, centre, _ in board.ship_places(view, layout, game.board, {})}
    assert alone[1] == layout.cell_centre(*target)     # with no ghost, a lone ship stands in the middle
