"""A review's chart: each seat's evaluation over the game, one line per seat.

The x axis is the game (the position of each decision in its history), the y axis the
search's evaluation from 0 to 1 with 0.5 marked. The numbers are evaluations, not
chances to win (`tabletop.analysis.review`), and the axis is labelled so. Each seat is a
line in its colour with its shape at the decisions it lost most on (its turning points),
so seats stay apart without colour too. A line breaks where decisions wait to be judged
(a review goes from both ends of the game), and a decision judged alone is a dot.
"""

from __future__ import annotations

import pygame

from tabletop.analysis.review_summary import SeatSummary
from tabletop.ui import theme
from tabletop.ui.canvas import Canvas

TICKS = (0.0, 0.25, 0.5, 0.75, 1.0)


def draw_evaluations(canvas: Canvas, rect: pygame.FRect, summaries: list[SeatSummary], colours: list[int],
                     length: int) -> None:
    """The lines of `summaries` in `rect`; `length` is the game's number of actions."""
    axis_w = canvas.measure("0.75", theme.SMALL)[0] + 10
    plot = pygame.FRect(rect.x + axis_w, rect.y + 6, rect.width - axis_w - 8, rect.height - 6 - 24)
    canvas.fill(theme.mix(theme.PARCHMENT, theme.PARCHMENT_DARK, 0.5), plot, 4)
    last = max(1, length - 1)

    def at(index: int, value: float) -> tuple[float, float]:
        return plot.x + plot.width * index / last, plot.bottom - plot.height * value

    for tick in TICKS:
        y = at(0, tick)[1]
        canvas.line(theme.INK_MUTED if tick == 0.5 else theme.PARCHMENT_EDGE, (plot.x, y), (plot.right, y), 1)
        canvas.text(f"{tick:.2f}".rstrip("0").rstrip(".") if tick in (0.0, 1.0) else f"{tick:.2f}", theme.SMALL,
                    theme.INK_MUTED, (plot.x - 6, y), "midright")
    canvas.text("start of the game", theme.SMALL, theme.INK_MUTED, (plot.x, plot.bottom + 4), "topleft")
    canvas.text("end", theme.SMALL, theme.INK_MUTED, (plot.right, plot.bottom + 4), "topright")
    for summary in summaries:
        style = theme.seat_style(colours[summary.seat])
        for piece in summary.line:
            points = [at(index, value) for index, value in piece]
            for a, b in zip(points, points[1:]):
                canvas.line(style.colour, a, b, 3)
            if len(points) == 1:    # a decision judged alone (its neighbours wait): a dot, not nothing
                canvas.circle(style.colour, points[0], 3)
        for point in summary.turning_points:
            canvas.shape(style.shape, style.colour, at(point.index, point.win_played or 0.0), 6, outline=theme.INK,
                         width=1)
