"""The small things of the table: a seat's marker (its shape in its colour, a number or a
picture inside), a good token (its colour, picture and letter, so it reads without
colour), a faction chip, and the frames that show a legal target or the advice — with
the record every drawing module reads besides the view (`Look`).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from tabletop.ui import highlight, theme
from tabletop.ui.canvas import Canvas, fitting_font, logical_width
from tabletop.ui.spots import Spot
from tabletop.ui.theme import Font

Key = tuple
"""What a hit area stands for, the same in the choices and the drawing: ("spot", 3),
("cargo", "spices"), ("candidate", 0) ..."""

CARD = theme.hex_colour("#F6EDD6")
CARD_EDGE = theme.hex_colour("#6B5535")
SPACE = theme.hex_colour("#E8DAB6")
BACK = theme.hex_colour("#1C4660")
PANEL = theme.hex_colour("#EFE3C6")


def font(role: str, size: float) -> Font:
    return Font(role, max(9, round(size)))


def marker(canvas: Canvas, centre: tuple[float, float], radius: float, style: theme.SeatStyle,
           label: str | None = None, icon: str | None = None) -> None:
    """A seat's marker; `label` (a count) or `icon` inside, in ink that reads on the colour."""
    grow = {"triangle": 1.28, "diamond": 1.15}.get(style.shape, 1.0)
    canvas.shape(style.shape, style.colour, centre, radius * grow, outline=theme.INK, width=1.5)
    ink = theme.text_on(style.colour)
    cx, cy = centre
    if style.shape == "triangle":
        cy += radius * 0.22
    if label:
        canvas.text(label, font("number", radius * 1.15), ink, (cx, cy), "center")
    elif icon:
        size = radius * (1.0 if style.shape in ("triangle", "diamond") else 1.25)
        canvas.icon(icon, (cx - size / 2, cy - size / 2, size, size), ink)


def good_token(canvas: Canvas, centre: tuple[float, float], radius: float, colour: theme.Colour,
               letter: str) -> None:
    """A trade good: a coloured disc with its letter (the letter tells goods apart without colour)."""
    canvas.circle(colour, centre, radius)
    canvas.circle(theme.INK, centre, radius, 1.2)
    canvas.text(letter, font("number", radius * 1.2), theme.text_on(colour), centre, "center")


def chip(canvas: Canvas, rect: pygame.FRect, colour: theme.Colour, icon: str, label: str | None = None,
         text_font: Font | None = None, icon_size: float = 20) -> None:
    """A faction's chip: its colour, its picture (at most `icon_size`) and, if room, a label."""
    canvas.fill(colour, rect, 5)
    canvas.frame(theme.INK, rect, 1, 5)
    ink = theme.text_on(colour)
    size = min(rect.h - 4, icon_size)
    first = text_font or font("text_bold", 12)
    if label and _longest_word_width(label, first) > rect.w - size - 8:
        size = 0    # a larger text size: the name takes the whole chip, its colour still says the faction
    else:
        canvas.icon(icon, (rect.x + 3, rect.centery - size / 2, size, size), ink)
    if label:
        fit_label(canvas, label, first, ink, pygame.FRect(rect.x + size + 6, rect.y, rect.w - size - 8, rect.h))


def _longest_word_width(label: str, first: Font) -> float:
    """The widest word of `label` at the smallest size `fit_label` may use."""
    smallest = Font(first.role, max(9, first.size - 3))
    smallest = next((Font(first.role, size) for size in range(5, first.size + 1)
                     if theme.text_size(Font(first.role, size)) >= smallest.size), smallest)
    return max(logical_width(word, smallest) * 1.04 for word in label.split())


def fit_label(canvas: Canvas, label: str, first: Font, ink: theme.Colour, room: pygame.FRect) -> None:
    """A name left-aligned in `room`, never cut while it can fit: at `first`'s size, else a
    size or two smaller, else on two lines of whole words ("Admiralty / Envoy"), a line
    never breaking inside a word ("Preach / er" at 150 % text); only a name too long even
    for that is shortened with "…". No size goes below `first` less 3 at the house size."""
    floor = max(9, first.size - 3)
    faces = [Font(first.role, size) for size in range(first.size, 5, -1) if theme.text_size(Font(first.role, size))
             >= floor] or [Font(first.role, floor)]
    for face in faces:
        if canvas.measure(label, face)[0] <= room.w:
            canvas.text(label, face, ink, (room.x, room.centery), "midleft")
            return
    for two in faces[1:] or faces:
        lines = canvas.wrap(label, two, room.w)
        step = canvas.line_height(two) * 0.88
        if (len(lines) == 2 and step * 2 <= room.h
                and all(canvas.measure(word, two)[0] <= room.w for word in label.split())):
            for i, line in enumerate(lines):
                canvas.text(line, two, ink, (room.x, room.centery + (i - 0.5) * step), "midleft", max_width=room.w)
            return
    canvas.text(label, faces[-1], ink, (room.x, room.centery), "midleft", max_width=room.w)


def fitting_words(room: float, fonts: tuple[Font, ...], *wordings: str) -> tuple[str, Font]:
    """The first wording (fullest first) that fits `room` at a size `fonts` allow, with
    that size: at a larger text size a shorter house word stands in (the tooltip says
    it all); the last wording when none fits."""
    for wording in wordings:
        face = fitting_font(wording, fonts, room)
        if logical_width(wording, face) * 1.04 <= room:
            return wording, face
    return wordings[-1], fitting_font(wordings[-1], fonts, room)


@dataclass(frozen=True)
class Look:
    """What drawing reads besides the view: the seats' looks and names, whose eyes these
    are, and the marks — the lit targets' keys, the advice's, the ships under way (drawn by
    the motion, not in harbour). Made with the hit areas (`WindsOfTradeTable.build_spots`),
    so it changes only when they do."""

    styles: tuple[theme.SeatStyle, ...]
    names: tuple[str, ...]
    viewer: int | None = None
    lit: frozenset[Key] = frozenset()
    suggested: frozenset[Key] = frozenset()
    sailing: frozenset[int] = frozenset()

    def key(self) -> tuple:
        """Everything here as a hashable value, for the layer cache (layers are painted
        unhovered; the hover glow goes over them: `draw_hover`)."""
        return self.marks() + (self.sailing,)

    def marks(self) -> tuple:
        """`key` without the ships under way: what the chart's parts depend on besides
        their own part of the view (an island keys only the ships sailing from it)."""
        return self.styles, self.names, self.viewer, self.lit, self.suggested


def mark(canvas: Canvas, look: Look, rect: pygame.FRect, key: Key, radius: float = 5, hovered: bool = False) -> None:
    """Frame `rect` if `key` is a lit target (glowing if `hovered`), ring it if it is the advice."""
    if key in look.lit:
        # island cards are busy pictures: a lighter wash and a glowing edge
        highlight.target_frame(canvas, rect, hovered, radius, wash=70, edge=theme.GLOW)
    if key in look.suggested:
        highlight.suggestion_frame(canvas, rect)


HOVER_WASH = 30
"""The glow washed over a hovered target: it lies over the target's picture, names and
numbers included, so lighter than a wash painted beneath them."""


def draw_hover(canvas: Canvas, spots: list[Spot], key: Key | None) -> None:
    """The glow of the lit target under the pointer, drawn over the cached pictures
    (which are painted unhovered), so moving the pointer repaints no layer."""
    if key is None:
        return
    for spot in reversed(spots):
        if spot.data.get("key") == key and spot.data.get("target") is not None:
            highlight.target_frame(canvas, spot.rect, True, spot.data.get("radius", 5), wash=HOVER_WASH,
                                   edge=theme.GLOW)
            return


CARD_NAME_SIZES = (10, 9, 8, 7)
"""A market card's name: smaller sizes are tried only where a larger text size allows."""
TWO_LINE_SIZE = 9
"""The house size of a market card's name on two lines, which no text size goes below."""


def card_name(canvas: Canvas, name: str, rect: pygame.FRect) -> None:
    """A face-up card's name left of its price coin: one line if it fits, a size smaller if
    that fits, else two lines of whole words when the card is tall enough, and only then
    shortened. A larger text size may step further down, never below the house sizes."""
    width = rect.w - 22
    faces = [theme.Font("text_bold", size) for size in CARD_NAME_SIZES]
    one = [face for face in faces if theme.text_size(face) >= faces[0].size] or faces[:1]
    two = [face for face in faces[1:] if theme.text_size(face) >= TWO_LINE_SIZE] or faces[1:2]
    for face in dict.fromkeys(one + two):
        if canvas.measure(name, face)[0] <= width:
            canvas.text(name, face, theme.INK, (rect.x + 3, rect.centery), "midleft", max_width=width)
            return
    longest = max(name.split(), key=len)
    for face in two:
        lines = canvas.wrap(name, face, width)
        step = canvas.line_height(face) * 0.9
        if len(lines) == 2 and step * 2 <= rect.h + 2 and canvas.measure(longest, face)[0] <= width:
            for i, line in enumerate(lines):
                canvas.text(line, face, theme.INK, (rect.x + 3, rect.centery + (i - 0.5) * step), "midleft",
                            max_width=width)
            return
    canvas.text(name, two[-1], theme.INK, (rect.x + 3, rect.centery), "midleft", max_width=width)
