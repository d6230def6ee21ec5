"""Where the frame around a game's table goes: the top bar, the log on the right and the
area left for the game's own table.

The table scene, the tutorial and the replay screen share this frame, so a game's table
gets the same rectangle in all three. It has a module of its own so that the replay
screen need not import the table scene, which leads through the pause menu and the
save screen back to the replay screen.
"""

from __future__ import annotations

import pygame

from tabletop.ui import theme
from tabletop.ui.scenes.common import H, W

BAR_H = 60
LOG_W = 264
MARGIN = 8
TABLE_AREA = pygame.FRect(MARGIN, BAR_H + MARGIN, W - LOG_W - 3 * MARGIN, H - BAR_H - 2 * MARGIN)
LOG_RECT = pygame.FRect(W - LOG_W - MARGIN, BAR_H + MARGIN, LOG_W, H - BAR_H - 2 * MARGIN)


def title_font() -> theme.Font:
    """The game's name in the top bar: a name's size at the house text size; at a larger
    one bold text's size, still larger than the house name, as the bar's height must
    hold the round's line under it."""
    return theme.NAME if theme.text_scale() == 1 else theme.BODY_BOLD


def title_rows(first: float, second: float) -> tuple[float, float]:
    """Tops of the top bar's two lines of `first` and `second` height, centred together
    in the bar (at a larger text size they still share its height without touching)."""
    top = max(0.0, (BAR_H - first - second) / 2)
    return top, top + first - 2
