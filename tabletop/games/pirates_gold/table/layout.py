"""Where everything sits on the Pirates' Gold table, for 2, 3 or 4 players.

The sea chart fills the left as a square; on its right, top to bottom, the wind rose
with the dice, one row per player (clockwise from the viewer) and the viewer's hand.
The action bar — who has the word, and the buttons of the choice at hand — runs along
the bottom. Pure geometry from the host's rectangle, so the tests can check that
nothing overlaps at any player count.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

GAP = 8
BAR_H = 84
ROSE_H = 104
SEAT_H = 62
SEAT_GAP = 6
CARD_GAP = 6
CARD_MAX_W = 80
HAND_TITLE = 24


@dataclass
class TableLayout:
    board: pygame.FRect
    cell: float                         # side of one chart cell
    rows: int
    cols: int
    rose: pygame.FRect
    seats: dict[int, pygame.FRect]      # seat -> its row
    hand: pygame.FRect
    bar: pygame.FRect
    window: pygame.FRect                # the Counter Magic window, over the chart

    def cell_rect(self, row: int, col: int) -> pygame.FRect:
        return pygame.FRect(self.board.x + col * self.cell, self.board.y + row * self.cell, self.cell, self.cell)

    def cell_centre(self, row: float, col: float) -> tuple[float, float]:
        return self.board.x + (col + 0.5) * self.cell, self.board.y + (row + 0.5) * self.cell

    def cell_at(self, pos: tuple[float, float]) -> tuple[int, int] | None:
        if not self.board.collidepoint(pos):
            return None
        col = int((pos[0] - self.board.x) // self.cell)
        row = int((pos[1] - self.board.y) // self.cell)
        return (row, col) if 0 <= row < self.rows and 0 <= col < self.cols else None

    def card_rects(self, count: int) -> list[pygame.FRect]:
        """The hand's cards side by side, as wide as fits (a hand can briefly hold six)."""
        body = pygame.FRect(self.hand.x + 8, self.hand.y + HAND_TITLE + 4, self.hand.w - 16,
                            self.hand.h - HAND_TITLE - 10)
        if count <= 0:
            return []
        width = min(CARD_MAX_W, (body.w - CARD_GAP * (count - 1)) / count)
        height = min(body.h, CARD_MAX_W * 1.6)
        return [pygame.FRect(body.x + i * (width + CARD_GAP), body.y, width, height) for i in range(count)]

    def window_clear_of(self, cells: list[tuple[int, int]]) -> pygame.FRect:
        """The Counter Magic window, moved to the chart's top or bottom edge when centred it
        would hide a cell the cards being answered point at (the player asked must see it)."""
        top = self.window.move(0, self.board.y + 12 - self.window.y)
        bottom = self.window.move(0, self.board.bottom - 12 - self.window.bottom)
        for rect in (self.window, top, bottom):
            if not any(rect.colliderect(self.cell_rect(*rc)) for rc in cells):
                return rect
        return self.window


def seat_order(players: int, viewer: int | None) -> list[int]:
    """Clockwise from the viewer (or seat 0 for a spectator): the viewer's row first."""
    first = viewer if viewer is not None else 0
    return [(first + k) % players for k in range(players)]


def build_layout(area: pygame.FRect, players: int, viewer: int | None, rows: int, cols: int) -> TableLayout:
    area = pygame.FRect(area)
    bar = pygame.FRect(area.x + 4, area.bottom - BAR_H - 4, area.w - 8, BAR_H)
    room = bar.y - GAP - (area.y + 4)
    cell = float(int(min(room / rows, (area.w * 0.56) / cols)))
    board = pygame.FRect(area.x + 4, area.y + 4, cell * cols, cell * rows)
    right = pygame.FRect(board.right + 12, area.y + 4, area.right - 4 - board.right - 12, room)
    rose = pygame.FRect(right.x, right.y, right.w, ROSE_H)
    seats: dict[int, pygame.FRect] = {}
    y = rose.bottom + GAP
    for seat in seat_order(players, viewer):
        seats[seat] = pygame.FRect(right.x, y, right.w, SEAT_H)
        y += SEAT_H + SEAT_GAP
    hand = pygame.FRect(right.x, y - SEAT_GAP + GAP, right.w, right.bottom - (y - SEAT_GAP + GAP))
    window = pygame.FRect(0, 0, min(430.0, board.w - 40), 230)
    window.center = board.center
    return TableLayout(board, cell, rows, cols, rose, seats, hand, bar, window)
