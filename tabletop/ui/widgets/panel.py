"""The house panel: a parchment (or sea) card with a border and an optional title strip."""

from __future__ import annotations

from tabletop.ui import theme
from tabletop.ui.canvas import Canvas, fitting_font

TITLE_STRIP = 40


TITLE_FONTS = (theme.NAME, theme.Font("display_bold", 18), theme.Font("display_bold", 15))
"""A panel's title, stepping down at a larger text size where the panel is narrow."""


def draw_panel(canvas: Canvas, rect, title: str | None = None, *, sea: bool = False) -> None:
    """The house panel: drop shadow, face, border, optional title strip."""
    face = theme.SEA if sea else theme.PARCHMENT
    edge = theme.SEA_LIGHT if sea else theme.PARCHMENT_EDGE
    canvas.shade(theme.SHADOW, 70, (rect[0] + 4, rect[1] + 5, rect[2], rect[3]), 12)
    canvas.fill(face, rect, 12)
    canvas.frame(edge, rect, 2, 12)
    if title:
        x, y, w, _ = rect
        strip = (x + 2, y + 2, w - 4, TITLE_STRIP - 2)
        canvas.fill(theme.SEA_LIGHT if sea else theme.PARCHMENT_DARK, strip, 10)
        canvas.fill(theme.SEA_LIGHT if sea else theme.PARCHMENT_DARK, (x + 2, y + 20, w - 4, TITLE_STRIP - 20))
        canvas.line(edge, (x + 2, y + TITLE_STRIP), (x + w - 2, y + TITLE_STRIP), 1)
        font = fitting_font(title, TITLE_FONTS, w - 32)
        canvas.text(title, font, theme.FOAM if sea else theme.INK, (x + 16, y + TITLE_STRIP / 2 + 1), "midleft",
                    max_width=w - 32)
