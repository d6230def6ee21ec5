"""Drawing a Goods card: the whole face, one area alone (a chip in a pile), the back, and
the small pieces that sit around cards (expert tokens, the first-player card).

Everything is drawn into a logical rectangle at whatever size the layout gives, so the
market card, the enlarged card under the mouse and the chips in a pile share one
picture of each area. The numbers that decide the game — the gem class and the weapon
values — are the largest text in an area, as the house style asks.
"""

from __future__ import annotations

import pygame

from tabletop.games.golden_sails.model import GOOD_TYPES, Card
from tabletop.games.golden_sails.table.words import Words
from tabletop.ui import theme
from tabletop.ui.canvas import Canvas
from tabletop.ui.theme import Colour, Font, text_size

CARD_FACE = theme.hex_colour("#FBF4E2")
CARD_EDGE = theme.hex_colour("#6B5535")
BACK_FACE = theme.hex_colour("#1C4660")
BACK_EDGE = theme.BRASS
CARD_RATIO = 0.68
"""A market card's width over its height."""


def good_colour(words: Words, good: str) -> Colour:
    return theme.hex_colour(words.colour(good))


def band_colour(words: Words, good: str) -> Colour:
    """The light wash behind an area: the pile's colour faded into the card face."""
    return theme.mix(good_colour(words, good), CARD_FACE, 0.84)


def _font(role: str, size: float) -> Font:
    return Font(role, max(9, round(size)))


def draw_area(canvas: Canvas, rect, card: Card, good: str, words: Words, *, names: bool = True) -> None:
    """One area of `card` inside `rect`: the pile's colour strip, the kind's picture and
    its name or numbers. Used for the bands of a card and for the chips in a pile."""
    x, y, w, h = rect
    colour = good_colour(words, good)
    strip = max(4.0, h * 0.14)
    canvas.fill(band_colour(words, good), rect, min(6, h / 4))
    canvas.fill(colour, (x, y, strip, h), min(6, h / 4))
    inner_x, inner_w = x + strip + 3, w - strip - 5
    size = min(h * 0.78, inner_w * 0.4)
    cy = y + h / 2
    if good == "weapons":
        _draw_weapon(canvas, (inner_x, y, inner_w, h), card, words, size, names)
        return
    icon_box = (inner_x, cy - size / 2, size, size)
    tint = colour if good != "gems" else theme.hex_colour(words.gem_colour(card.gem))
    canvas.icon(words.area_icon(card, good), icon_box, tint)
    text_x = inner_x + size + 4
    room = x + w - 4 - text_x
    if good == "gems":
        canvas.text(str(card.gem), _font("number", h * 0.78), theme.INK, (text_x + room / 2, cy), "center")
        return
    if good == "spells":
        params = words.spell_param_icons(card.spell)
        p_size = min(h * 0.5, 22)
        label = words.area_short(card, good)
        # The power's name comes first: its parameter pictures shrink, then go, to make room.
        for size in (p_size, min(p_size, 15.0), 0.0):
            p_size = size
            if not params or not size or _label_fits(canvas, label, room - len(params) * (size + 2) - 2, h):
                break
        if params and p_size and room > len(params) * (p_size + 2) + 24:
            for i, name in enumerate(reversed(params)):
                px = x + w - 4 - (i + 1) * (p_size + 2)
                canvas.icon(name, (px, cy - p_size / 2, p_size, p_size), theme.INK_MUTED)
            room -= len(params) * (p_size + 2) + 2
    if names and room > 24:
        _label(canvas, words.area_short(card, good), text_x, cy, room, h)


def _label_fits(canvas: Canvas, text: str, room: float, h: float) -> bool:
    """Whether `_label` can show `text` whole in `room` (on one line or two)."""
    if canvas.measure(text, _font("text_bold", min(h * 0.5, 16)))[0] <= room:
        return True
    if h < 30:
        return False
    small = _two_line_font(canvas, text, room, h)
    lines = canvas.wrap(text, small, room)
    return len(lines) <= 2 and all(canvas.measure(line, small)[0] <= room for line in lines)


def _two_line_font(canvas: Canvas, text: str, room: float, h: float) -> Font:
    """The two lines' size: smaller steps (never below the house size of the first) until
    the longest word fits, so a line breaks between words, never inside one
    ("Shapeshif / ter" on a market card at 125 and 150 %)."""
    first = _font("text_bold", min(h * 0.33, 13))
    longest = max(text.split(), key=lambda word: canvas.measure(word, first)[0])
    sizes = [f for f in (_font("text_bold", first.size - k) for k in range(0, 5)) if text_size(f) >= first.size]
    return next((f for f in sizes if canvas.measure(longest, f)[0] <= room), sizes[-1] if sizes else first)


def _label(canvas: Canvas, text: str, x: float, cy: float, room: float, h: float) -> None:
    """A name on one line, or on two smaller lines when it is too long and the band is
    tall enough, so "Shapeshifter" is never cut to "Shapesh…" on a market card."""
    font = _font("text_bold", min(h * 0.5, 16))
    if h < 30:   # a band too low for two lines (a pile row): a size smaller before any cut
        font = next((f for f in (_font("text_bold", s) for s in (font.size, font.size - 1, font.size - 2, 10))
                     if canvas.measure(text, f)[0] <= room), font)
    if canvas.measure(text, font)[0] <= room or h < 30:
        canvas.text(text, font, theme.INK, (x, cy), "midleft", max_width=room)
        return
    small = _two_line_font(canvas, text, room, h)
    lines = canvas.wrap(text, small, room)
    if len(lines) > 2:
        lines = [lines[0], " ".join(lines[1:])]
    step = canvas.line_height(small) * 0.92
    top = cy - step * len(lines) / 2
    for i, line in enumerate(lines):
        canvas.text(line, small, theme.INK, (x, top + i * step), "topleft", max_width=room)


def _draw_weapon(canvas: Canvas, rect, card: Card, words: Words, size: float, names: bool) -> None:
    """Left value ◂ picture ▸ right value: the two steals are the numbers that matter."""
    x, y, w, h = rect
    cy = y + h / 2
    weapon = card.weapon
    number = _font("number", h * 0.72)
    arrow = max(4.0, h * 0.14)
    num_w = canvas.measure("2", number)[0]
    # Left value and an arrow pointing left.
    canvas.text(str(weapon.left), number, theme.INK, (x + arrow * 1.6, cy), "midleft")
    ax = x + arrow * 1.2
    canvas.polygon(theme.INK, [(ax - arrow, cy), (ax, cy - arrow), (ax, cy + arrow)])
    # Right value and an arrow pointing right.
    canvas.text(str(weapon.right), number, theme.INK, (x + w - arrow * 1.6, cy), "midright")
    bx = x + w - arrow * 1.2
    canvas.polygon(theme.INK, [(bx + arrow, cy), (bx, cy - arrow), (bx, cy + arrow)])
    middle_l = x + arrow * 1.6 + num_w + 3
    middle_r = x + w - arrow * 1.6 - num_w - 3
    room = middle_r - middle_l
    icon = min(size, room, h * 0.62)
    label = words.name(weapon.kind)
    label_font = _font("text_bold", min(h * 0.46, 14))
    if names and canvas.measure(label, label_font)[0] <= room - icon - 4:
        canvas.icon(words.area_icon(card, "weapons"), (middle_l, cy - icon / 2, icon, icon),
                    good_colour(words, "weapons"))
        canvas.text(label, label_font, theme.INK, (middle_l + icon + 4, cy), "midleft",
                    max_width=middle_r - middle_l - icon - 4)
    elif icon > 6:
        canvas.icon(words.area_icon(card, "weapons"), (middle_l + (room - icon) / 2, cy - icon / 2, icon, icon),
                    good_colour(words, "weapons"))


def area_bands(rect) -> list[pygame.FRect]:
    """The five area rectangles of a card drawn in `rect`, in GOOD_TYPES order."""
    x, y, w, h = rect
    pad = max(3.0, h * 0.025)
    gap = max(1.5, h * 0.012)
    band_h = (h - 2 * pad - 4 * gap) / 5
    return [pygame.FRect(x + pad, y + pad + i * (band_h + gap), w - 2 * pad, band_h) for i in range(5)]


def draw_card(canvas: Canvas, rect, card: Card, words: Words, *, selected_good: str | None = None,
              mark: Colour | None = None, glow: bool = False) -> None:
    """A whole Goods card. `selected_good` frames the area an expert has claimed, in the
    placing seat's colour `mark`; `glow` rings a card that can be chosen now."""
    rect = pygame.FRect(rect)
    radius = max(4.0, rect.h * 0.04)
    if glow:
        canvas.fill(theme.GLOW, rect.inflate(10, 10), radius + 4)
    else:
        canvas.shade(theme.SHADOW, 70, rect.move(3, 4), radius)
    canvas.fill(CARD_FACE, rect, radius)
    canvas.frame(CARD_EDGE, rect, 1.5, radius)
    for good, band in zip(GOOD_TYPES, area_bands(rect)):
        draw_area(canvas, band, card, good, words)
        if good == selected_good:
            canvas.frame(mark or theme.INK, band.inflate(4, 4), 3, 6)


def draw_back(canvas: Canvas, rect, *, label: str | None = None, font: Font = theme.BIG_NUMBER) -> None:
    """The back of a Goods card (the deck, a hidden gem): sea blue with a brass sail."""
    rect = pygame.FRect(rect)
    radius = max(3.0, min(rect.w, rect.h) * 0.08)
    canvas.fill(BACK_FACE, rect, radius)
    canvas.frame(BACK_EDGE, rect.inflate(-4, -4) if rect.h > 30 else rect, 1.5, radius)
    size = min(rect.w, rect.h) * 0.6
    if label is None:
        canvas.icon("sailboat", (rect.centerx - size / 2, rect.centery - size / 2, size, size), theme.BRASS)
    else:
        canvas.text(label, font, theme.FOAM, rect.center, "center", max_width=rect.w - 6)


def draw_hidden_gem(canvas: Canvas, rect, words: Words) -> None:
    """A gem seen from behind: the owner knows its class, you only know it is a gem."""
    x, y, w, h = rect
    canvas.fill(BACK_FACE, rect, min(6, h / 4))
    canvas.fill(good_colour(words, "gems"), (x, y, max(4.0, h * 0.14), h), min(6, h / 4))
    size = h * 0.7
    canvas.icon(words.icon("gems"), (x + w / 2 - size / 2, y + h / 2 - size / 2, size, size), theme.BRASS)


def draw_expert(canvas: Canvas, centre: tuple[float, float], radius: float, expert: str, words: Words,
                style: theme.SeatStyle | None, *, glow: bool = False, selected: bool = False,
                faded: bool = False) -> None:
    """An expert token: the seat's shape in its colour (or plain brass when unowned) with
    the expert's picture inside, so who placed it and what it claims read at a glance."""
    colour = style.colour if style else theme.BRASS
    shape = style.shape if style else "circle"
    if faded:
        colour = theme.mix(colour, theme.PARCHMENT, 0.6)
    if glow or selected:
        canvas.shape(shape, theme.GLOW if glow else theme.FOAM, centre, radius + (6 if selected else 4))
    grow = {"triangle": 1.25, "diamond": 1.12}.get(shape, 1.0)
    canvas.shape(shape, colour, centre, radius * grow, outline=theme.INK, width=2)
    icon = radius * (1.0 if shape in ("triangle", "diamond") else 1.2)
    ink = theme.text_on(colour)
    cx, cy = centre
    if shape == "triangle":
        cy += radius * 0.18
    canvas.icon(words.icon(expert, words.expert_good(expert)), (cx - icon / 2, cy - icon / 2, icon, icon), ink)


def draw_first_player(canvas: Canvas, rect) -> None:
    """The first-player card: a small brass card with a crown."""
    rect = pygame.FRect(rect)
    canvas.shade(theme.SHADOW, 60, rect.move(2, 3), 5)
    canvas.fill(theme.mix(theme.BRASS, theme.PARCHMENT, 0.35), rect, 5)
    canvas.frame(theme.INK, rect, 1.5, 5)
    size = min(rect.w, rect.h) * 0.78
    canvas.icon("crown", (rect.centerx - size / 2, rect.centery - size / 2, size, size), theme.INK)
