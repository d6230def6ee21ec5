"""Fonts and rendered text, cached per real pixel size so text stays crisp at any scale.

A scene asks for `theme.BODY` (a role at a logical size); the canvas multiplies by the
window's scale and asks here for the font at that many real pixels. Rendering text is
the costliest thing a frame does, so rendered lines are kept in a cache keyed by
(font, size, text, colour): a table that redraws the same words every frame pays once.
The cache is bounded by the bytes of its pictures, least recently used out first: a
count bound let every game's new log lines and names pile up, a long line weighing
a hundred short ones.

Any string may arrive here (names come from keyboards and files), so each line is made
drawable (tabletop.runtime.safetext) before pygame sees it; that happens only when a line is not
cached yet, and pygame's last refusals (a line of only zero-width glyphs) draw nothing.
"""

from __future__ import annotations

from collections import OrderedDict

import pygame

from tabletop.runtime import paths
from tabletop.runtime.limits import MAX_DRAWN_CHARS
from tabletop.runtime.safetext import drawable
from tabletop.ui.theme import FONT_FILES, Colour

MIN_WORD_SPACE = 3
"""Real pixels: a narrower word space reads as none (Lato Bold at 10 pixels, a badge at
1024×600, spaced its words 2 pixels apart and read "has theword")."""
WIDER_SPACES = ("\u2005", "\u2004", "\u2002")
"""Spaces of a quarter, a third and half an em, tried in turn for a font whose space is
too narrow at a small size."""

_fonts: dict[tuple[str, int], pygame.font.Font] = {}
_word_spaces: dict[tuple[str, int], str] = {}
_rendered: OrderedDict[tuple, pygame.Surface] = OrderedDict()
RENDER_CACHE_BYTES = 8 * 1024 * 1024
"""About four full 1280×720 screens of text: far more than one screen's words."""
_rendered_bytes = 0
_sizes: OrderedDict[tuple[str, int, str], tuple[int, int]] = OrderedDict()
SIZE_CACHE_SIZE = 5000
"""Measured lines kept, least recently used out first: a frame measures a few hundred,
and word wrap measures every prefix of every new log line, which must not pile up."""


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


def _advance(face: pygame.font.Font, char: str) -> int:
    metrics = face.metrics(char)
    return metrics[0][4] if metrics and metrics[0] else 0


def spaced(role: str, px: int, line: str) -> str:
    """A drawable `line` with its word spaces at least `MIN_WORD_SPACE` wide in `role` at
    `px` (only small sizes change). Applied after `drawable`, which makes other spaces plain."""
    key = (role, px)
    space = _word_spaces.get(key)
    if space is None:
        face = font(role, px)
        space = " "
        if _advance(face, " ") < MIN_WORD_SPACE:
            space = next((c for c in WIDER_SPACES if _advance(face, c) >= MIN_WORD_SPACE), " ")
        _word_spaces[key] = space
    return line if space == " " else line.replace(" ", space)


def render(role: str, px: int, text: str, colour: Colour) -> pygame.Surface:
    """One line of anti-aliased text, from the cache when it was drawn before."""
    global _rendered_bytes
    key = (role, px, text, colour)
    surface = _rendered.get(key)
    if surface is None:
        face = font(role, px)
        try:
            surface = face.render(spaced(role, px, drawable(text)), True, colour)
        except (pygame.error, ValueError):  # "Text has zero width": nothing visible to draw
            surface = pygame.Surface((0, face.get_height()), pygame.SRCALPHA)
        _rendered[key] = surface
        _rendered_bytes += surface_bytes(surface)
        while _rendered_bytes > RENDER_CACHE_BYTES and len(_rendered) > 1:
            _rendered_bytes -= surface_bytes(_rendered.popitem(last=False)[1])
    else:
        _rendered.move_to_end(key)
    return surface


def rendered_cache_bytes() -> int:
    """Bytes of pixels the rendered-text cache holds now."""
    return _rendered_bytes


def surface_bytes(surface: pygame.Surface) -> int:
    return surface.get_width() * surface.get_height() * surface.get_bytesize()


def size(role: str, px: int, text: str) -> tuple[int, int]:
    """Pixel size of one line, remembered: layouts measure the same words every frame."""
    key = (role, px, text)
    found = _sizes.get(key)
    if found is None:
        found = _sizes[key] = font(role, px).size(spaced(role, px, drawable(text)))
        while len(_sizes) > SIZE_CACHE_SIZE:
            _sizes.popitem(last=False)
    else:
        _sizes.move_to_end(key)
    return found


def wrap(text: str, width_px: float, measure) -> list[str]:
    """Greedy word wrap; `measure(line) -> width` in the same units as `width_px`.

    Explicit newlines start new lines; a word wider than the whole line (a file path in
    an error message) is cut where it must, preferably after a "/" or ".".
    """
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            candidate = word if not line else f"{line} {word}"
            if not line or measure(candidate) <= width_px:
                line = candidate
            else:
                lines.append(line)
                line = word
            while measure(line) > width_px and len(line) > 1:
                head = _longest_prefix(line, width_px, measure)
                lines.append(head)
                line = line[len(head):]
        lines.append(line)
    return lines


def _longest_prefix(word: str, width_px: float, measure) -> str:
    """The longest start of `word` that fits, cut after a separator when there is one."""
    # word[:fit] fits (or is one character); word[:too_long] does not, or is longer than any
    # line is drawn (safetext.drawable cuts lines there, so a longer prefix measures the same)
    fit, too_long = 1, min(len(word), MAX_DRAWN_CHARS) + 1
    while too_long - fit > 1:          # halving: a 20,000-character word costs 15 measures, not 20,000
        middle = (fit + too_long) // 2
        if measure(word[:middle]) <= width_px:
            fit = middle
        else:
            too_long = middle
    cut = max(word.rfind("/", 0, fit), word.rfind(".", 0, fit), word.rfind(" ", 0, fit))
    return word[: cut + 1] if cut > fit // 2 else word[:fit]
