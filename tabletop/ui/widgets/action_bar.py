"""The action bar of a game's table: the buttons for what is not a click on the board
(end the turn, pick a kind of action, answer a question), laid out right-aligned in one
strip, each as wide as its label and all shrunk together when they do not fit.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from tabletop.engine.action import Action
from tabletop.ui import text, theme
from tabletop.ui.canvas import Canvas
from tabletop.ui.theme import Font
from tabletop.ui.widgets.button import Button

GAP = 8
MIN_SENTENCE_ROOM = 140
"""Below this many pixels beside the buttons, the bar's sentence moves to a tab above it."""
SENTENCE_MARGIN = 26
"""What `draw_bar` keeps between the bar's left end, the sentence and the first button."""


@dataclass(frozen=True)
class ButtonSpec:
    """One button: play `actions` in order, or run a table-local `command` (a step of
    the table's own, such as calling a question off). With `confirm`, the table asks
    that question first (a move that throws something away)."""

    label: str
    tip: str
    actions: tuple[Action, ...] = ()
    command: str | None = None
    enabled: bool = True
    style: str = "primary"
    icon: str | None = None
    confirm: str | None = None


SCALED_TEXT_SLACK = 1.06
"""Labels are measured at the logical size, but drawn at the window's real pixel size,
which rounds (14 px at 1024×600 is 11 real px, relatively wider): room for that."""


def bar_buttons(specs: list[ButtonSpec], bar: pygame.FRect, font: Font, press: Callable[[ButtonSpec], None], *,
                widths: tuple[float, float], padding: tuple[float, float], inset: float = 2,
                gap: float = GAP, pointer: tuple[float, float] | None = None,
                sentence_room: bool = False) -> list[Button]:
    """Buttons for `specs` along the right of `bar`; a button is as wide as its label plus
    `padding` (with an icon, without), kept within `widths` (least, most). When they do not
    all fit the bar, the font steps down a pixel, then the icons go (the label says it all),
    then the font steps down again, and only then are the buttons squeezed: a squeezed
    button cuts its label. With `sentence_room` (a table whose bar has no free space above
    it for the sentence's tab), each step is first tried leaving the sentence its room
    beside the buttons, then without. A button built under a still `pointer` glows at
    once, as its tooltip will show."""
    least, most = widths
    base = font.size
    steps = ((base, True), (base - 1, True), (base, False), (base - 1, False), (base - 2, False))
    rooms = (bar.w - 8 - SENTENCE_MARGIN - MIN_SENTENCE_ROOM, bar.w - 8) if sentence_room else (bar.w - 8,)
    for room in rooms:
        for size, icons in steps:
            font = Font(font.role, size)
            sizes = [min(most, max(least, text.size(font.role, font.size, s.label)[0] * SCALED_TEXT_SLACK
                                   + (padding[0] if s.icon and icons else padding[1]))) for s in specs]
            total = sum(sizes) + gap * max(0, len(sizes) - 1)
            if total <= room:
                break
        if total <= room:
            break
    scale = min(1.0, (bar.w - 8) / total) if total else 1.0
    x = bar.right - 4 - total * scale
    buttons = []
    for spec, width in zip(specs, sizes):
        rect = pygame.FRect(x, bar.y + inset, width * scale, bar.h - 2 * inset)
        button = Button(rect, spec.label, lambda s=spec: press(s), style=spec.style, tooltip=spec.tip,
                        icon=spec.icon if icons else None, font=font)
        button.enabled = spec.enabled
        button.hovered = pointer is not None and button.contains(pointer)
        buttons.append(button)
        x += (width + gap) * scale
    return buttons


def draw_bar(canvas: Canvas, bar: pygame.FRect, line: str, buttons: list[Button]) -> None:
    """The strip itself: `line` (the question asked, a preview, whose turn) on the left, in
    the room the buttons leave, then the buttons. A sentence too long for one line takes
    two; when the buttons leave almost no room (a turn that offers everything), the
    sentence sits in a tab just above the bar's left end instead of shrinking to "…"."""
    canvas.fill(theme.SEA_LIGHT, bar, 8)
    left = buttons[0].rect.x - 10 if buttons else bar.right - 10
    room = left - bar.x - (SENTENCE_MARGIN - 10)
    if line:
        font = theme.SMALL_BOLD
        step = canvas.line_height(font)
        if room < MIN_SENTENCE_ROOM:
            tab = pygame.FRect(bar.x, bar.y - step - 14, min(canvas.measure(line, font)[0] + 24, bar.w * 0.7), step + 10)
            canvas.fill(theme.SEA_LIGHT, tab, 6)
            canvas.text(line, font, theme.FOAM, (tab.x + 12, tab.centery), "midleft", max_width=tab.w - 24)
        else:
            lines = canvas.wrap(line, font, room)
            if len(lines) > 1 and step * 2 <= bar.h:
                lines = [lines[0], " ".join(lines[1:])]
            else:
                lines = [line]
            for k, text_line in enumerate(lines):
                y = bar.centery + (k - (len(lines) - 1) / 2) * step
                canvas.text(text_line, font, theme.FOAM, (bar.x + 12, y), "midleft", max_width=room)
    for button in buttons:
        button.draw(canvas)
