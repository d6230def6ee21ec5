"""Fonts and rendered text, cached per real pixel size so text stays crisp at any scale.

A scene asks for `theme.BODY` (a role at a logical size); the canvas multiplies by the
window's scale and asks here for the font at that many real pixels. Rendering text is
the costliest thing a frame does, so rendered lines are kept in a bounded cache keyed by
(font, size, text, colour): a table that redraws the same words every frame pays once.
"""

from __future__ import annotations

from collections import OrderedDict

import pygame

from tabletop import paths
from tabletop.ui.theme import FONT_FILES, Colour

_fonts: dict[tuple[str, int], pygame.font.Font] = {}
_rendered: OrderedDict[tuple, pygame.Surface] = OrderedDict()
_RENDER_CACHE_SIZE = 3000


def font(role: str, px: int) -> pygame.font.Font:
    """The font of `role` at `px` real pixels (loaded once)."""
    px = max(6, px)
    key = (role, px)
    cached = _fonts.get(key)
    if cached is None:
        if not pygame.font.get_init():
            pygame.font.init()
        cached = pygame.font.Font(str(paths.font_path(FONT_FILES[role])), px)
        _fonts[key] = cached
    return cached


def render(role: str, px: int, text: str, colour: Colour) -> pygame.Surface:
    """One line of anti-aliased text, from the cache when it was drawn before."""
    key = (role, px, text, colour)
    surface = _rendered.get(key)
    if surface is None:
        surface = font(role, px).render(text, True, colour)
        _rendered[key] = surface
        if len(_rendered) > _RENDER_CACHE_SIZE:
            _rendered.popitem(last=False)
    else:
        _rendered.move_to_end(key)
    return surface


def clear_caches() -> None:
    """Forget fonts and rendered text (tests that swap the fonts folder call this)."""
    _fonts.clear()
    _rendered.clear()


def wrap(text: str, width_px: float, measure) -> list[str]:
    """Greedy word wrap; `measure(line) -> width` in the same units as `width_px`.

    Explicit newlines start new lines; a single word wider than the line is kept whole
    rather than split mid-word (the caller's box clips it).
    """
    lines: list[str] = []
    for paragraph in text.split("\n"):
        words = paragraph.split(" ")
        line = ""
        for word in words:
            candidate = word if not line else f"{line} {word}"
            if line and measure(candidate) > width_px:
                lines.append(line)
                line = word
            else:
                line = candidate
        lines.append(line)
    return lines
