"""The small things of the table: a seat's marker (its shape in its colour, a number or
a picture inside) and the frame that shows a legal target, lit brighter under the pointer.
"""

from __future__ import annotations

import pygame

from tabletop.ui import theme
from tabletop.ui.canvas import Canvas
from tabletop.ui.theme import Font

BACK = theme.hex_colour("#1C4660")
CARD = theme.hex_colour("#F6EDD6")
CARD_EDGE = theme.hex_colour("#6B5535")
SPACE = theme.hex_colour("#E8DAB6")


def font(role: str, size: float) -> Font:
    return Font(role, max(9, round(size)))


def marker(canvas: Canvas, centre: tuple[float, float], radius: float, style: theme.SeatStyle,
           label: str | None = None, icon: str | None = None, faded: bool = False) -> None:
    """A seat's marker; `label` (a count) or `icon` inside, in ink that reads on the colour."""
    colour = theme.mix(style.colour, theme.PARCHMENT, 0.55) if faded else style.colour
    grow = {"triangle": 1.28, "diamond": 1.15}.get(style.shape, 1.0)
    canvas.shape(style.shape, colour, centre, radius * grow, outline=theme.INK, width=1.5)
    ink = theme.text_on(colour)
    cx, cy = centre
    if style.shape == "triangle":
        cy += radius * 0.22
    if label:
        canvas.text(label, font("number", radius * 1.15), ink, (cx, cy), "center")
    elif icon:
        size = radius * (1.0 if style.shape in ("triangle", "diamond") else 1.25)
        canvas.icon(icon, (cx - size / 2, cy - size / 2, size, size), ink)


def target_frame(canvas: Canvas, rect: pygame.FRect, hovered: bool, radius: float = 5) -> None:
    """A legal target: a brass frame; under the pointer, a glow."""
    if hovered:
        canvas.shade(theme.GLOW, 110, rect.inflate(4, 4), radius + 2)
        canvas.frame(theme.GLOW, rect.inflate(4, 4), 3, radius + 2)
    else:
        canvas.frame(theme.BRASS, rect.inflate(2, 2), 2, radius + 1)


def suggestion_frame(canvas: Canvas, rect: pygame.FRect) -> None:
    canvas.frame(theme.BRASS, rect.inflate(10, 10), 3, 8)
    tag = pygame.FRect(0, 0, 84, 18)
    tag.midbottom = (rect.centerx, rect.y - 4)
    canvas.fill(theme.GLOW, tag, 6)
    canvas.text("Suggested", theme.Font("text_bold", 12), theme.INK, tag.center, "center")
