"""How a table marks what can be clicked and what the computer suggests, the same in
every game: a legal target gets a frame, the one under the pointer a glow, and the
advice of "Suggest a move" a brass ring, with a "Suggested" tag beside it (above, else
below, never cut off) that the table scene adds over the whole table.
"""

from __future__ import annotations

import pygame

from tabletop.ui import theme
from tabletop.ui.canvas import Canvas


def target_frame(canvas: Canvas, rect: pygame.FRect, hovered: bool, radius: float = 5, *, wash: int = 110,
                 edge: theme.Colour = theme.BRASS) -> None:
    """A legal target: an `edge` frame; under the pointer, a glow washed over it (`wash`
    is its opacity: lighter over pictures that must stay readable)."""
    if hovered:
        canvas.shade(theme.GLOW, wash, rect.inflate(4, 4), radius + 2)
        canvas.frame(theme.GLOW, rect.inflate(4, 4), 3, radius + 2)
    else:
        canvas.frame(edge, rect.inflate(2, 2), 2, radius + 1)


TAG_GAP = 6
"""Between a tag and the ring round what it points at."""


def visible_area(canvas: Canvas) -> pygame.FRect:
    """The logical rectangle drawing reaches now (the clip a table draws inside)."""
    clip = canvas.surface.get_clip()
    left, top = canvas.to_logical(clip.topleft)
    right, bottom = canvas.to_logical(clip.bottomright)
    return pygame.FRect(left, top, right - left, bottom - top)


def tag_place(canvas: Canvas, rect: pygame.FRect, size: tuple[float, float]) -> pygame.FRect:
    """Where a tag about `rect` goes: centred above it, else below it, kept inside what
    is drawn (a target at the table's top edge had its tag cut off); never over `rect`
    unless neither side has room."""
    area = visible_area(canvas)
    tag = pygame.FRect(0, 0, *size)
    tag.midbottom = (rect.centerx, rect.y - TAG_GAP)
    if tag.top < area.top:
        tag.midtop = (rect.centerx, rect.bottom + TAG_GAP)
        if tag.bottom > area.bottom:
            tag.midtop = (rect.centerx, rect.y + 2)
    tag.x = max(area.x + 2, min(tag.x, area.right - tag.width - 2))
    return tag


SUGGESTED_TAG = (84, 18)
SUGGESTED_FONT = theme.Font("text_bold", 12)


def suggestion_frame(canvas: Canvas, rect: pygame.FRect) -> None:
    """The computer's advice: a brass ring; nothing is played for the person. Its
    "Suggested" tag is drawn once by the table scene over the whole table (`suggested_tag`),
    where it has room: a ring drawn inside a card's own layer has none beside the card."""
    canvas.frame(theme.BRASS, rect.inflate(10, 10), 3, 8)


def suggested_tag(canvas: Canvas, tag: pygame.FRect) -> None:
    """The "Suggested" label in `tag` (placed by the caller beside what is ringed)."""
    canvas.fill(theme.GLOW, tag, 6)
    canvas.frame(theme.BRASS, tag, 1, 6)
    canvas.text("Suggested", SUGGESTED_FONT, theme.INK, tag.center, "center")
