"""The seat badge (colour + shape + name), drawn wherever a player is named, so seats
are told apart by shape as well as colour."""

from __future__ import annotations

from tabletop.ui import theme
from tabletop.ui.canvas import Canvas


def draw_seat_mark(canvas: Canvas, colour_index: int, centre: tuple[float, float], radius: float) -> None:
    """The seat's shape filled with its colour and outlined in ink (visible on any ground)."""
    style = theme.seat_style(colour_index)
    canvas.shape(style.shape, style.colour, centre, radius, outline=theme.INK, width=2)


NAME_SIZES = (theme.NAME, theme.BODY_BOLD, theme.SMALL_BOLD)
"""The sizes a seat's name steps down through before a single letter of it is cut."""


def badge_width(canvas: Canvas, name: str, font: theme.Font) -> float:
    """What `draw_seat_badge` would use for `name` in `font`: mark, gap and name."""
    return theme.text_px(font) * 1.1 + 8 + canvas.measure(name, font)[0]


SMALLER_NAMES = tuple(theme.Font("text_bold", size) for size in (13, 12, 11, 10))
"""Steps below the smallest name size, taken only at a larger text size, and only while
they stay at least that smallest size's house size: a long name fits whole."""


def name_sizes(sizes: tuple[theme.Font, ...] = NAME_SIZES) -> tuple[theme.Font, ...]:
    """`sizes`, and at a larger text size the steps below them it allows."""
    floor = sizes[-1].size
    return sizes + tuple(font for font in SMALLER_NAMES if font.size < floor and theme.text_size(font) >= floor)


def badge_font(canvas: Canvas, name: str, room: float, sizes: tuple[theme.Font, ...] = NAME_SIZES) -> theme.Font:
    """The largest of `sizes` in which the badge for `name` fits `room` whole (the
    smallest when none does: only then does the badge shorten the name)."""
    sizes = name_sizes(sizes)
    return next((font for font in sizes if badge_width(canvas, name, font) <= room), sizes[-1])


def draw_seat_badge(canvas: Canvas, colour_index: int, name: str, pos: tuple[float, float],
                    font: theme.Font = theme.BODY_BOLD, colour: theme.Colour = theme.INK,
                    max_width: float | None = None) -> float:
    """Mark + name starting at `pos` (left, vertical centre); returns the width used."""
    radius = theme.text_px(font) * 0.55
    draw_seat_mark(canvas, colour_index, (pos[0] + radius, pos[1]), radius)
    text_x = pos[0] + 2 * radius + 8
    rect = canvas.text(name, font, colour, (text_x, pos[1]), "midleft",
                       max_width=None if max_width is None else max_width - (text_x - pos[0]))
    return rect.right - pos[0]

