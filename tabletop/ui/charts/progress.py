"""How the game went: each seat's figures over the rounds of a finished game, as lines.

One small chart per figure the game reports (`tabletop/games/<id>/progress.py`), side by
side with a shared legend, each seat a line in its colour with its shape as the marker,
so seats stay apart without colour. The results screen opens it as an overlay.
"""

from __future__ import annotations

import math

import pygame

from tabletop.engine.match import Match
from tabletop.analysis.progress import ProgressSeries
from tabletop.analysis.replay import Replay
from tabletop.ui import theme
from tabletop.ui.canvas import Canvas
from tabletop.ui.scenes.common import H, W, OverlayScene
from tabletop.ui.widgets import Button, draw_seat_badge
from tabletop.ui.widgets.icon import badge_width, name_sizes

MAX_POINTS = 160
"""Samples drawn per line at most: a Pirates' Gold game can have a thousand rounds."""
MARKER_SPACING = 12
"""Logical pixels at least between two shape markers on a line: closer than that, every
second (fifth, tenth…) round keeps its marker, the same rounds on every line."""
GAP = 16
ROUND_LABEL_W = 48
"""Room a round's label ("R12", "end") takes on the time axis, with its gap."""


def nice_step(span: float) -> int:
    """The smallest of 1, 2 or 5 times a power of ten that is at least `span` (at least 1)."""
    if span <= 1:
        return 1
    power = 10 ** int(math.log10(span))
    for step in (1, 2, 5, 10):
        if span <= step * power:
            return step * power
    return 10 * power


def axis_ticks(low: int, high: int, most: int = 6) -> list[int]:
    """Round values for a vertical axis covering low..high (and 0): whole multiples of a
    1-2-5 step, at most about `most` of them, so the grid reads -10, 0, 10, 20 rather than
    -1, 24, 50."""
    low, high = min(low, 0), max(high, 0, low + 1)
    step = nice_step((high - low) / (most - 1))
    bottom, top = math.floor(low / step) * step, math.ceil(high / step) * step
    return list(range(bottom, top + 1, step))


def thinned(count: int, most: int) -> list[int]:
    """At most `most` indices spread evenly over range(count), the first and last kept."""
    if count <= most:
        return list(range(count))
    return sorted({round(i * (count - 1) / (most - 1)) for i in range(most)})


def strided(count: int, most: int) -> list[int]:
    """Indices 0, k, 2k… of range(count) and the last, for the smallest k of 1, 2, 5, 10…
    that keeps them to about `most`: a regular step, so no round is skipped among its
    neighbours (as `thinned`'s uneven spread would). A stride point less than half a step
    before the last gives way to it."""
    if count <= 0:
        return []
    step = nice_step((count - 1) / max(1, most - 1))
    picked = list(range(0, count - 1, step))
    if len(picked) > 1 and 2 * (count - 1 - picked[-1]) < step:
        picked.pop()
    return [*picked, count - 1] if count > 1 else [0]


def draw_progress(canvas: Canvas, rect: pygame.FRect, series: ProgressSeries, colours: list[int]) -> None:
    """The figures of `series` in `rect`, one chart each; `colours` are the seats' colour indices."""
    count = max(1, len(series.figures))
    width = (rect.width - GAP * (count - 1)) / count
    for i, figure in enumerate(series.figures):
        _draw_figure(canvas, pygame.FRect(rect.x + i * (width + GAP), rect.y, width, rect.height), series, figure,
                     colours)


def _draw_figure(canvas: Canvas, rect: pygame.FRect, series: ProgressSeries, figure: str, colours: list[int]) -> None:
    canvas.text(figure, theme.BODY_BOLD, theme.INK, (rect.centerx, rect.y + 10), "center", max_width=rect.width)
    lows = min(min(series.line(figure, seat), default=0) for seat in range(series.players))
    highs = max(max(series.line(figure, seat), default=0) for seat in range(series.players))
    ticks = axis_ticks(lows, highs)
    bottom, top = ticks[0], ticks[-1]
    axis_w = max(canvas.measure(str(v), theme.SMALL)[0] for v in ticks) + 8
    plot = pygame.FRect(rect.x + axis_w, rect.y + 32, rect.width - axis_w - 6, rect.height - 32 - 26)
    canvas.fill(theme.mix(theme.PARCHMENT, theme.PARCHMENT_DARK, 0.5), plot, 4)
    samples = series.samples
    last = max(1, len(samples) - 1)

    def at(index: int, value: int) -> tuple[float, float]:
        return (plot.x + plot.width * index / last,
                plot.bottom - plot.height * (value - bottom) / (top - bottom or 1))

    for value in ticks:
        y = at(0, value)[1]
        canvas.line(theme.PARCHMENT_EDGE, (plot.x, y), (plot.right, y), 1)
        canvas.text(str(value), theme.SMALL, theme.INK_MUTED, (plot.x - 6, y), "midright")
    for index in strided(len(samples), max(2, int(plot.width // ROUND_LABEL_W))):
        sample = samples[index]
        label = "end" if index == len(samples) - 1 and index else f"R{sample.round}"
        anchor = "midtop" if index else "topleft"   # the first clear of the axis' 0
        canvas.text(label, theme.SMALL, theme.INK_MUTED, (at(index, bottom)[0], plot.bottom + 4), anchor)
    shown = thinned(len(samples), MAX_POINTS)
    for seat in range(series.players):
        style = theme.seat_style(colours[seat])
        line = series.line(figure, seat)
        points = [at(i, line[i]) for i in shown]
        for a, b in zip(points, points[1:]):
            canvas.line(style.colour, a, b, 3)
        for i in strided(len(samples), max(2, int(plot.width // MARKER_SPACING))):
            canvas.shape(style.shape, style.colour, at(i, line[i]), 5, outline=theme.INK, width=1)


class ProgressScene(OverlayScene):
    """"How the game went": the chart of a finished match, over the results."""

    panel_size = (W - 80, H - 80)
    title = "How the game went"

    def __init__(self, app, match: Match) -> None:
        super().__init__(app)
        self.series = Replay(match).progress()
        self.seats = match.seats
        p = self.panel
        self.add(Button((p.right - 170, p.bottom - 64, 140, 48), "Close", self.close, style="quiet",
                        key=pygame.K_RETURN))

    def draw_background(self, canvas: Canvas) -> None:
        super().draw_background(canvas)
        p = self.panel
        canvas.text("Each player's figures at the start of every round and at the end.", theme.SMALL,
                    theme.INK_MUTED, (p.x + 24, p.y + 58), "midleft")
        draw_progress(canvas, pygame.FRect(p.x + 24, p.y + 78, p.width - 48, p.height - 78 - 80), self.series,
                      [seat.colour for seat in self.seats])
        x, gap, end = p.x + 24, 28, p.right - 170 - 16   # the legend ends before the Close button
        room = end - x
        sizes = name_sizes((theme.BODY_BOLD, theme.SMALL_BOLD))
        font = next((f for f in sizes if sum(badge_width(canvas, s.name, f) + gap for s in self.seats) <= room),
                    sizes[-1])   # the whole legend in one size: the largest in which every name fits
        for seat in self.seats:
            used = draw_seat_badge(canvas, seat.colour, seat.name, (x, p.bottom - 40), font,
                                   max_width=end - x)
            x += used + gap
