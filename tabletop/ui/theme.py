"""The house style in numbers: an old sea chart — parchment and deep sea, brass accents.

One place for colours, seat identities, font roles and sizes, so the four game tables and
every menu look like one product (see shared/design/style.md). Everything here is in
logical pixels of the 1280×720 canvas; `Canvas` scales it to the window.
"""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from tabletop.persistence.settings import TEXT_SIZES

Colour = tuple[int, int, int]

LOGICAL_SIZE = (1280, 720)
MIN_TARGET = 32
"""Smallest click target (logical px): style.md asks for ≥ 32 px at 1280×720."""


def hex_colour(text: str) -> Colour:
    text = text.lstrip("#")
    return int(text[0:2], 16), int(text[2:4], 16), int(text[4:6], 16)


# --- palette -----------------------------------------------------------------------------

SEA_DEEP = hex_colour("#0E2433")       # window and letterbox
SEA = hex_colour("#163A4F")            # menu backdrop
SEA_LIGHT = hex_colour("#24566F")      # lines and panels on the sea
FOAM = hex_colour("#F4ECD8")           # text on the sea
FOAM_MUTED = hex_colour("#C9D6DC")     # secondary text on the sea
PARCHMENT = hex_colour("#F1E6CC")      # panels, cards
PARCHMENT_DARK = hex_colour("#E2D2AC")  # panel headers, alternating rows
PARCHMENT_EDGE = hex_colour("#9C8459")  # panel borders
INK = hex_colour("#2A1F16")            # text on parchment
INK_MUTED = hex_colour("#5B4A37")      # secondary text on parchment
BRASS = hex_colour("#B8862B")          # accents, focus
GLOW = hex_colour("#F6CD6B")           # hover glow of what can be clicked
DANGER = hex_colour("#9E3324")         # destructive choices, errors
DISABLED = hex_colour("#C0B8A6")       # text of what cannot be chosen (never glows)
SHADOW = (0, 0, 0)

BUTTON_FACE = hex_colour("#225670")
BUTTON_FACE_HOVER = hex_colour("#2F6A84")
BUTTON_FACE_DISABLED = hex_colour("#3A4C56")
BUTTON_TEXT = FOAM


# --- seat identity -----------------------------------------------------------------------

class SeatStyle(NamedTuple):
    """A seat's colour and shape: colour-blind-safe colour plus a distinct outline.

    Named tuples, not frozen dataclasses, for this and `Font`: the title screen imports
    this module, and building a frozen, slotted dataclass costs start-up over a
    millisecond (its methods are generated and compiled), a named tuple a fifth of one."""

    name: str
    colour: Colour
    shape: str


SEAT_STYLES: tuple[SeatStyle, ...] = (
    SeatStyle("orange", hex_colour("#E69F00"), "circle"),
    SeatStyle("sky blue", hex_colour("#56B4E9"), "square"),
    SeatStyle("green", hex_colour("#009E73"), "triangle"),
    SeatStyle("vermillion", hex_colour("#D55E00"), "diamond"),
    SeatStyle("yellow", hex_colour("#F0E442"), "pentagon"),
    SeatStyle("blue", hex_colour("#0072B2"), "hexagon"),
)
"""Okabe–Ito colours; the first four are the defaults, yellow and blue the reserve. The
shape belongs to the colour, so a seat is recognisable by either."""


def seat_style(colour_index: int) -> SeatStyle:
    return SEAT_STYLES[colour_index % len(SEAT_STYLES)]


# --- type ----------------------------------------------------------------------------------

FONT_FILES = {
    "display": "LinLibertine_R.otf",
    "display_bold": "LinLibertine_RB.otf",
    "text": "Lato-Regular.ttf",
    "text_bold": "Lato-Bold.ttf",
    "number": "Lato-Black.ttf",
}
"""Font roles: Linux Libertine for titles and names, Lato for text, numbers and the log.
Libertine, not EB Garamond: Garamond's bold lacks "—", "…" and curly quotes (a box was
drawn instead), and its old-style "1" reads as "I" in "Player 1"; Libertine has both
complete bold and lining figures. `tests/ui/test_glyphs.py` checks every shown character."""


class Font(NamedTuple):
    """A font role at a logical pixel size; the canvas renders it at the window's scale."""

    role: str
    size: int


TITLE = Font("display_bold", 72)
HEADING = Font("display_bold", 36)
SUBHEADING = Font("display_bold", 26)
NAME = Font("display_bold", 22)
BODY = Font("text", 18)
BODY_BOLD = Font("text_bold", 18)
SMALL = Font("text", 15)
SMALL_BOLD = Font("text_bold", 15)
BUTTON = Font("text_bold", 18)
NUMBER = Font("number", 22)
BIG_NUMBER = Font("number", 32)


_text_scale = 1.0


def set_text_size(percent: int) -> None:
    """Make every font role this many per cent of its house size, on every screen: the
    canvas and the layouts' measures all go through `text_px`, so no scene keeps its own."""
    global _text_scale
    if percent not in TEXT_SIZES:
        raise ValueError(f"text size {percent} is not one of {TEXT_SIZES}")
    _text_scale = percent / 100


def text_scale() -> float:
    """The chosen text size as a factor (1.0, 1.25 or 1.5)."""
    return _text_scale


HEADING_CAP = 36
"""Logical px a larger text size grows a font to at most: body text, names and numbers
grow by the whole factor; headings already this large (a screen's title) stay as they are."""


def text_size(font: Font) -> float:
    """Logical pixels of `font` at the chosen text size."""
    return min(font.size * _text_scale, max(font.size, HEADING_CAP))


def text_px(font: Font, scale: float = 1.0) -> int:
    """Real pixels of `font` at the chosen text size on a canvas drawn at `scale`."""
    return max(6, round(text_size(font) * scale))


# --- contrast ------------------------------------------------------------------------------

def _channel(c: int) -> float:
    v = c / 255
    return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4


def luminance(colour: Colour) -> float:
    r, g, b = colour[:3]
    return 0.2126 * _channel(r) + 0.7152 * _channel(g) + 0.0722 * _channel(b)


def contrast(a: Colour, b: Colour) -> float:
    """WCAG contrast ratio; readable text needs ≥ 4.5."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def text_on(background: Colour) -> Colour:
    """INK or FOAM, whichever reads better on `background` (for seat-coloured chips)."""
    return INK if contrast(INK, background) >= contrast(FOAM, background) else FOAM


def mix(a: Colour, b: Colour, t: float) -> Colour:
    """Blend from `a` (t=0) to `b` (t=1); any colour sequence (tuple, list, pygame.Color)."""
    return _mix(tuple(a[:3]), tuple(b[:3]), t)


@lru_cache(maxsize=4096)
def _mix(a: Colour, b: Colour, t: float) -> Colour:
    """Cached: tables blend the same colours every frame."""
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))  # type: ignore[return-value]
