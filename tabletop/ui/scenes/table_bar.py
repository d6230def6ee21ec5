"""The table's top bar, drawn: the game's name over its round, the decision in one
sentence at a fixed place (or a notice in its stead), who is thinking, and a failed
autosave at the foot of the log. Drawing only: the table scene (`table_host`) owns the
bar's buttons and decides what is said; these lay it out so that no title is cut.
"""

from __future__ import annotations

import math

import pygame

from tabletop.ui import theme
from tabletop.ui.canvas import Canvas, fitting_font
from tabletop.ui.scenes.table_layout import BAR_H, LOG_RECT, title_font, title_rows
from tabletop.ui.widgets import draw_seat_badge
from tabletop.ui.widgets.icon import badge_font

DECISION_RECT = pygame.FRect(330, 6, 540, BAR_H - 12)
MIN_DECISION_W = 420
"""The narrowest the decision box gets when long titles push its left edge right."""
INFO_STEPS = (theme.SMALL, theme.Font("text", 13), theme.Font("text", 12))


def decision_rect(canvas: Canvas, left: float, name: str, info: str | None) -> pygame.FRect:
    """The decision's box, which gives way to the titles starting at `left` when they need
    more room ("Turn 137 · 12/12 towns found · last round"): no title is ever cut."""
    need = max(canvas.measure(name, title_font())[0], canvas.measure(info or "", theme.SMALL)[0])
    x = max(DECISION_RECT.x, min(left + need + 12, DECISION_RECT.right - MIN_DECISION_W))
    return pygame.FRect(x, DECISION_RECT.y, DECISION_RECT.right - x, DECISION_RECT.height)


def draw_titles(canvas: Canvas, left: float, right: float, name: str, info: str | None) -> None:
    """The game's name over the round: centred in the bar together, so that at a larger
    text size the two lines still share its height without touching."""
    top, below = title_rows(canvas.line_height(title_font()), canvas.line_height(theme.SMALL) if info else 0.0)
    canvas.text(name, title_font(), theme.FOAM, (left, top), max_width=right - left)
    if info:   # at a larger text size the decision box gives way only so far: then a size down
        font = fitting_font(info, INFO_STEPS, right - left)
        canvas.text(info, font, theme.FOAM_MUTED, (left, below), max_width=right - left)


def draw_notice(canvas: Canvas, rect: pygame.FRect, notice: str) -> None:
    """A notice in the decision's place, on parchment, in at most two lines."""
    canvas.fill(theme.PARCHMENT_DARK, rect, 8)
    canvas.frame(theme.BRASS, rect, 2, 8)
    lines = canvas.wrap(notice, theme.SMALL_BOLD, rect.width - 20)
    lines = lines[:1] + [" ".join(lines[1:])] if len(lines) > 1 else lines
    step = canvas.line_height(theme.SMALL_BOLD)
    for k, line in enumerate(lines):
        y = rect.centery + (k - (len(lines) - 1) / 2) * step
        canvas.text(line, theme.SMALL_BOLD, theme.INK, (rect.centerx, y), "center", max_width=rect.width - 20)


def draw_decision(canvas: Canvas, rect: pygame.FRect, sentence: str, mine: bool) -> None:
    """The decision's sentence, lit when it asks the person at the screen (`mine`); a long
    one takes two lines of a smaller size."""
    if not sentence:
        return
    canvas.fill(theme.PARCHMENT if mine else theme.SEA_LIGHT, rect, 8)
    if mine:
        canvas.frame(theme.GLOW, rect, 2, 8)
    ink = theme.INK if mine else theme.FOAM
    if canvas.measure(sentence, theme.BODY_BOLD)[0] <= rect.width - 20:
        canvas.text(sentence, theme.BODY_BOLD, ink, rect.center, "center")
        return
    lines = canvas.wrap(sentence, theme.SMALL_BOLD, rect.width - 20)
    step = canvas.line_height(theme.SMALL_BOLD) * 0.95
    top = rect.centery - step * min(2, len(lines)) / 2 + step / 2
    for i, line in enumerate(lines[:2]):
        last = i == 1 and len(lines) > 2
        canvas.text(" ".join(lines[1:]) if last else line, theme.SMALL_BOLD, ink, (rect.centerx, top + i * step),
                    "center", max_width=rect.width - 20)


def draw_thinking(canvas: Canvas, span: tuple[float, float], colour_index: int, name: str, spin: float) -> None:
    """Who is thinking, in the bar between `span`'s left and right: the name over "is
    thinking…" beside a turning ring. The room left of Suggest holds a short sentence only:
    at a larger text size the name steps down before it is cut, and "is thinking…" is left
    to the ring when it does not fit whole (the name then stands alone)."""
    left, right = span
    dots = "." * (1 + int(spin * 3) % 3)
    room = right - left - 28
    said = canvas.measure("is thinking...", theme.SMALL)[0] <= room
    font = badge_font(canvas, name, room, (theme.SMALL_BOLD,))
    half = max(10.5, canvas.line_height(theme.SMALL) * 0.42) if said else 0   # the lines' centres apart, halved
    draw_seat_badge(canvas, colour_index, name, (left + 28, BAR_H / 2 - half), font, theme.FOAM, max_width=room)
    if said:
        canvas.text(f"is thinking{dots}", theme.SMALL, theme.FOAM_MUTED, (left + 28, BAR_H / 2 + half), "midleft",
                    max_width=room)
    angle = spin * 5
    for i in range(8):  # a turning ring of dots
        a = angle + i * math.pi / 4
        shade = theme.mix(theme.SEA, theme.GLOW, (i + 1) / 8)
        canvas.circle(shade, (left + 10 + 8 * math.cos(a), BAR_H / 2 + 8 * math.sin(a)), 2.2)


def draw_save_trouble(canvas: Canvas, text: str) -> None:
    """A failed autosave, said at the foot of the log while the game goes on (nothing
    stops for it); it goes when a later autosave lands."""
    width = LOG_RECT.width - 12
    height = canvas.paragraph_height(text, theme.SMALL, width - 24)
    rect = pygame.FRect(LOG_RECT.x + 6, LOG_RECT.bottom - height - 44, width, height + 38)
    canvas.fill(theme.PARCHMENT, rect, 8)
    canvas.frame(theme.DANGER, rect, 2, 8)
    canvas.text("Not saved", theme.SMALL_BOLD, theme.DANGER, (rect.x + 12, rect.y + 6))
    canvas.paragraph(text, theme.SMALL, theme.INK, (rect.x + 12, rect.y + 28, width - 24, height + 4))
