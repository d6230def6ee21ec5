"""Timeline: a recorded match as a track to scrub, for the replay screen.

The knob stands at the position on show (actions played so far); ticks mark where each
round began, numbered every round, or every 2nd, 5th, 10th… round when they would not fit
(a regular step: no round is left out between its labelled neighbours). A click moves
there, a drag follows the pointer.
"""

from __future__ import annotations

from typing import Callable, Sequence

import pygame

from tabletop.ui import theme
from tabletop.ui.canvas import Canvas
from tabletop.ui.widgets.base import Widget, is_press, is_release

LABEL_GAP = 10
"""Logical pixels at least between two tick numbers."""
STEPS = (1, 2, 5)
"""Label steps, times powers of ten: every round, every 2nd, every 5th, every 10th…"""
KNOB_R = 9


def label_steps(count: int):
    """1, 2, 5, 10, 20, 50… up to the first step that leaves a single label."""
    power = 1
    while True:
        for step in STEPS:
            yield step * power
            if step * power >= count:
                return
        power *= 10


def labelled_marks(spans: Sequence[tuple[float, float]], numbers: Sequence[int], left: float,
                   right: float) -> list[int]:
    """Which marks get their number: those whose number is a multiple of the smallest
    step at which every such label fits between `left` and `right` with `LABEL_GAP` to
    spare. `spans` are each label's (left, right) edges, centred on its tick (a label
    past an end is drawn pushed inside, `clamped`). Only the first mark's label (round 1,
    the start) is dropped rather than break the step."""
    spans = [clamped(span, left, right) for span in spans]
    for step in label_steps(len(numbers)):
        picked = [i for i, n in enumerate(numbers) if n % step == 0]
        if _fit(spans, picked, left, right):
            if numbers and 0 not in picked and _fit(spans, [0, *picked], left, right):
                picked.insert(0, 0)
            return picked
    return [0] if numbers and _fit(spans, [0], left, right) else []


def clamped(span: tuple[float, float], left: float, right: float) -> tuple[float, float]:
    """`span` moved the least to lie between `left` and `right`."""
    start, end = span
    shift = max(0.0, left - start) - max(0.0, end - right)
    return start + shift, end + shift


def _fit(spans: Sequence[tuple[float, float]], picked: list[int], left: float, right: float) -> bool:
    free_from = left
    for i in picked:
        start, end = spans[i]
        if start < free_from or end > right:
            return False
        free_from = end + LABEL_GAP
    return True


class Timeline(Widget):
    def __init__(self, rect, length: int, marks: Sequence[tuple[int, str]], on_seek: Callable[[int], None],
                 tooltip: str | None = None) -> None:
        super().__init__(rect, tooltip)
        self.length = length
        self.marks = list(marks)
        """(position, label) of each round's start."""
        self.on_seek = on_seek
        self.position = 0
        self.dragging = False

    @property
    def track(self) -> pygame.FRect:
        r = self.rect
        return pygame.FRect(r.x + KNOB_R, r.y + 8, r.width - 2 * KNOB_R, 8)

    def x_of(self, position: int) -> float:
        track = self.track
        return track.x + track.width * (position / self.length if self.length else 0.0)

    def position_at(self, x: float) -> int:
        track = self.track
        share = (x - track.x) / track.width if track.width else 0.0
        return round(max(0.0, min(1.0, share)) * self.length)

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        if is_press(event) and self.contains(event.pos):
            self.dragging = True
            self._seek(event.pos[0])
            return True
        if event.type == pygame.MOUSEMOTION and self.dragging:
            self._seek(event.pos[0])
            return True
        if is_release(event) and self.dragging:
            self.dragging = False
            self._seek(event.pos[0])
            return True
        return False

    def _seek(self, x: float) -> None:
        position = self.position_at(x)
        if position != self.position:
            self.on_seek(position)

    def labelled(self, canvas: Canvas) -> list[int]:
        """The marks whose numbers are drawn (see `labelled_marks`)."""
        return labelled_marks(self._label_spans(canvas), self._numbers(), self.rect.x, self.rect.right)

    def _label_spans(self, canvas: Canvas) -> list[tuple[float, float]]:
        spans = []
        for position, label in self.marks:
            x, half = self.x_of(position), canvas.measure(label, theme.SMALL)[0] / 2
            spans.append((x - half, x + half))
        return spans

    def _numbers(self) -> list[int]:
        """Each mark's round number; a label that is not a number counts as its place in the list."""
        return [int(label) if label.isdigit() else i + 1 for i, (_, label) in enumerate(self.marks)]

    def draw(self, canvas: Canvas) -> None:
        track = self.track
        canvas.fill(theme.SEA_LIGHT, track, 4)
        knob_x = self.x_of(self.position)
        canvas.fill(theme.BRASS, (track.x, track.y, knob_x - track.x, track.height), 4)
        for position, _label in self.marks:
            x = self.x_of(position)
            canvas.line(theme.FOAM_MUTED, (x, track.bottom + 1), (x, track.bottom + 7), 1)
        spans = self._label_spans(canvas)
        for i in labelled_marks(spans, self._numbers(), self.rect.x, self.rect.right):
            start, end = clamped(spans[i], self.rect.x, self.rect.right)
            canvas.text(self.marks[i][1], theme.SMALL, theme.FOAM_MUTED, ((start + end) / 2, track.bottom + 16),
                        "center")
        glow = self.hovered or self.dragging
        canvas.circle(theme.GLOW if glow else theme.FOAM, (knob_x, track.centery), KNOB_R)
        canvas.circle(theme.BRASS, (knob_x, track.centery), KNOB_R, 2)
