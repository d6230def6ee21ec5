"""Text widgets: a single line (Label), wrapped text (TextBlock) and a framed Panel."""

from __future__ import annotations

from tabletop.ui import theme
from tabletop.ui.canvas import Canvas
from tabletop.ui.widgets.base import Widget


class _Text(Widget):
    """What every text widget holds; subclasses differ only in how they lay it out."""

    def __init__(self, rect, text: str, font: theme.Font = theme.BODY, colour: theme.Colour = theme.INK,
                 align: str = "left", tooltip: str | None = None) -> None:
        super().__init__(rect, tooltip)
        self.text = text
        self.font = font
        self.colour = colour
        self.align = align


class Label(_Text):
    """One line of text anchored at a point of its rect (shortened with … if too long)."""

    def draw(self, canvas: Canvas) -> None:
        anchor, x = {"left": ("midleft", self.rect.left), "center": ("center", self.rect.centerx),
                     "right": ("midright", self.rect.right)}[self.align]
        canvas.text(self.text, self.font, self.colour, (x, self.rect.centery), anchor, max_width=self.rect.width)


class TextBlock(_Text):
    """Wrapped paragraphs inside a rect, clipped to it."""

    def draw(self, canvas: Canvas) -> None:
        canvas.paragraph(self.text, self.font, self.colour, self.rect, self.align, spacing=1.1)


class Panel(Widget):
    """A parchment (or sea) card with a border and an optional title strip."""

    def __init__(self, rect, title: str | None = None, *, sea: bool = False, tooltip: str | None = None) -> None:
        super().__init__(rect, tooltip)
        self.title = title
        self.sea = sea

    def draw(self, canvas: Canvas) -> None:
        draw_panel(canvas, self.rect, self.title, sea=self.sea)


TITLE_STRIP = 40


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
        canvas.text(title, theme.NAME, theme.FOAM if sea else theme.INK, (x + 16, y + TITLE_STRIP / 2 + 1), "midleft",
                    max_width=w - 32)
