"""The small things of the table: a seat's marker (its shape in its colour, a number or
a picture inside) and the frame that shows a legal target, lit brighter under the pointer.
"""

from __future__ import annotations


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
