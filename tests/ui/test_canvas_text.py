"""A line drawn with a width limit: drawn first and measured by its picture (so a line that
fits is never measured as well), it must still be exactly the line that fits, cut with "…"
where it does not, and every cut recorded."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui import theme
from tabletop.ui.canvas import Canvas, recording_cuts


def _drawn(content: str, max_width: float | None, scale: float) -> tuple[bytes, pygame.FRect]:
    surface = pygame.Surface((int(1280 * scale), int(720 * scale)))
    rect = Canvas(surface).text(content, theme.BUTTON, theme.FOAM, (40, 40), "topleft", max_width)
    return pygame.image.tobytes(surface, "RGB"), rect


@pytest.mark.parametrize("scale", [0.8, 1.0, 1.5])
@pytest.mark.parametrize("content", ["New game", "Learn to play", "A name far too long for the box it is drawn in"])
def test_a_limited_line_is_the_part_that_fits_drawn_whole(content, scale):
    pygame.font.init()
    canvas = Canvas(pygame.Surface((int(1280 * scale), int(720 * scale))))
    limit = 120.0
    with recording_cuts() as cuts:
        limited = _drawn(content, limit, scale)
    fitting = canvas.ellipsize(content, theme.BUTTON, limit)
    assert limited == _drawn(fitting, None, scale)
    assert limited[1].width <= limit + 1 / scale
    assert cuts == ([] if fitting == content else [content])
    assert (fitting == content) == (canvas.measure(content, theme.BUTTON)[0] <= limit)
