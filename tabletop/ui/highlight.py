"""How a table marks what can be clicked and what the computer suggests, the same in
every game: a legal target gets a frame, the one under the pointer a glow, and the
advice of "Suggest a move" a brass ring with a "Suggested" tag above it.
"""

from __future__ import annotations

import pygame

from tabletop.ui import theme
from tabletop.ui.canvas import Canvas


def target_frame(canvas: Canvas, rect: pygame.FRect, hovered: bool, radius: float = 5, *, wash: int = 110,
                 edge: theme.Colour = theme.BRASS) -> None:
    """A legal target: an `edge` frame; under the pointer, a glow washed over it (`wash`
    is its opacity: lighter over pictures that must stay readable)."""
    if hovered:
        canvas.shade(theme.GLOW, wash, rect.inflate(4, 4), radius + 2)
        canvas.frame(theme.GLOW, rect.inflate(4, 4), 3, radius + 2)
    else:
        canvas.frame(edge, rect.inflate(2, 2), 2, radius + 1)


def suggestion_frame(canvas: Canvas, rect: pygame.FRect) -> None:
    """The computer's advice: a brass ring and a tag; nothing is played for the person."""
    canvas.frame(theme.BRASS, rect.inflate(10, 10), 3, 8)
    tag = pygame.FRect(0, 0, 84, 18)
    tag.midbottom = (rect.centerx, rect.y - 4)
    canvas.fill(theme.GLOW, tag, 6)
    canvas.text("Suggested", theme.Font("text_bold", 12), theme.INK, tag.center, "center")
