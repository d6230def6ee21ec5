"""Where the frame around a game's table goes: the top bar, the log on the right and the
area left for the game's own table.

The table scene, the tutorial and the replay screen share this frame, so a game's table
gets the same rectangle in all three. It has a module of its own so that the replay
screen need not import the table scene, which leads through the pause menu and the
save screen back to the replay screen.
"""

from __future__ import annotations

import pygame

from tabletop.ui.scenes.common import H, W

BAR_H = 60
LOG_W = 264
MARGIN = 8
TABLE_AREA = pygame.FRect(MARGIN, BAR_H + MARGIN, W - LOG_W - 3 * MARGIN, H - BAR_H - 2 * MARGIN)
LOG_RECT = pygame.FRect(W - LOG_W - MARGIN, BAR_H + MARGIN, LOG_W, H - BAR_H - 2 * MARGIN)
