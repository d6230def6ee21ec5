"""One player's panel: name, stock and action points; the domain card (bankers holding
the wealth, the ship builder on the speed track, the scientists still at home); the
historian card (historians holding the VP); and a line counting what is on the coast.

Bankers and historians are drawn one marker each with what it holds, so the capacity
rule is visible: 12 wealth is three bankers, 5, 5 and 2. What each part says, and the
bankers and historians a return may send home, are its hotspots (`seat_spots`, from the
layout, before anything is drawn).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import pygame

import tabletop.games.sail_to_india.table.pieces as pieces
from tabletop.games.sail_to_india.table.choices import Key, Target, spot
from tabletop.games.sail_to_india.table.layout import SeatPanel
from tabletop.games.sail_to_india.table.words import Words
from tabletop.games.sail_to_india.view import SailToIndiaView
from tabletop.ui import highlight, theme
from tabletop.ui.canvas import Canvas, fitting_font, logical_width
from tabletop.ui.spots import Spot
from tabletop.ui.widgets.icon import badge_width, draw_seat_badge, name_sizes

PANEL = theme.hex_colour("#EFE3C6")
STOCK_W = 62
"""The stock's box, at the right of the header."""
PIPS_W = 36
"""The action points of the seat to act, left of the stock."""


@dataclass
class SeatLook:
    seat: int
    name: str
    style: theme.SeatStyle
    colour_index: int
    is_viewer: bool
    targets: dict[Key, Target]
    hovered: Key | None

    def key(self) -> tuple:
        """Everything here as a hashable value, for the layer cache."""
        return (self.seat, self.name, self.style, self.colour_index, self.is_viewer,
                frozenset(self.targets.items()), self.hovered)


def holders(amount: int, capacity: int) -> list[int]:
    """What each banker (or historian) holds: full ones, then the partly used one."""
    if amount <= 0:
        return []
    full, rest = divmod(amount, capacity)
    return [capacity] * full + ([rest] if rest else [])


# --- the hotspots, from the layout alone -------------------------------------------------------

def seat_spots(panel: SeatPanel, view: SailToIndiaView, look: SeatLook, words: Words) -> list[Spot]:
    """The hit areas of one seat's panel, in drawing order (topmost last)."""
    sv = view.seats[look.seat]
    n = words.numbers
    spots = _header_spots(panel, view, look, words)
    spots += _holder_spots(panel.wealth, sv.wealth, n.banker_capacity, "wealth", "banker", look, words)
    spots += _holder_spots(panel.vp, sv.vp, n.historian_capacity, "vp", "historian", look, words)
    spots.append(Spot(pygame.FRect(panel.speed), "speed", f"{look.name}'s " + words.speed_sentence(sv.speed)))
    total = n.start_scientists
    owned = [words.name(t) for t, owner in view.techs if owner == look.seat]
    spots.append(Spot(pygame.FRect(panel.scientists), "scientists",
                      f"{look.name}'s scientists at home: {sv.scientists} of {total}; each can acquire one technology. "
                      + (f"Owned: {', '.join(owned)}." if owned else "No technology yet.")))
    ships, goods, builds = _on_the_coast(view, look.seat)
    spots.append(Spot(pygame.FRect(panel.summary), "summary",
                      f"{look.name} has {ships} ship{'s' if ships != 1 else ''} in the towns' seas, {goods} trade "
                      f"good{'s' if goods != 1 else ''} and {builds} building{'s' if builds != 1 else ''} on the coast."))
    return spots


def _header_spots(panel: SeatPanel, view: SailToIndiaView, look: SeatLook, words: Words) -> list[Spot]:
    h = panel.header
    sv = view.seats[look.seat]
    acting = _acting(view, look)
    room = _name_room(panel, acting)
    measure = _measuring()
    label, font = _name_label(measure, look.name, look.is_viewer, room)
    used = min(badge_width(measure, label, font), room)
    spots = [Spot(pygame.FRect(h.x, h.y, used, h.h), "seat",
                  f"{look.name} — {look.style.name} {look.style.shape}: every marker of {look.name} has this "
                  "colour and shape."),
             Spot(_stock_box(panel), "stock",
                  f"{look.name}'s stock: {sv.stock} marker{'s' if sv.stock != 1 else ''} not yet employed. The game "
                  f"ends when {words.numbers.empty_stock_players} players have an empty stock (or India is "
                  "discovered).")]
    if acting:
        spots.append(Spot(_pips(panel), "ap",
                          f"{look.name}'s turn: {view.ap} action point{'s' if view.ap != 1 else ''} left."))
    return spots


def _holder_spots(row: pygame.FRect, amount: int, capacity: int, kind: str, role: str, look: SeatLook,
                  words: Words) -> list[Spot]:
    word = "wealth" if kind == "wealth" else "VP"
    values = holders(amount, capacity)
    left, room = _holders_room(row)
    tip = (f"{look.name}'s {role}s: {len(values)}, holding " + (", ".join(map(str, values)) or "nothing")
           + f". {words.capacity_sentence(kind)}")
    return [Spot(pygame.FRect(row.x, row.y, 92, row.h), kind,
                 f"{look.name}: {amount} {word}. " + words.capacity_sentence(kind)),
            spot(pygame.FRect(left - 3, row.y, max(room, 34.0), row.h), role, tip,
                 (role,) if look.is_viewer else None, look.targets)]


@cache
def _measuring() -> Canvas:
    """A canvas at the logical size that draws nowhere: the hotspots are laid out before
    anything is drawn, so a name's width is measured at scale 1."""
    return Canvas(pygame.Surface((1, 1)), scale=1.0, offset=(0.0, 0.0))


def _acting(view: SailToIndiaView, look: SeatLook) -> bool:
    """Whether the seat is to act: only it shows its action points."""
    return view.to_act == look.seat and view.phase != "over"


def _stock_box(panel: SeatPanel) -> pygame.FRect:
    h = panel.header
    return pygame.FRect(h.right - STOCK_W, h.y + 3, STOCK_W, h.h - 6)


def _pips(panel: SeatPanel) -> pygame.FRect:
    """The action points of the seat to act, left of the stock."""
    h = panel.header
    return pygame.FRect(_stock_box(panel).x - PIPS_W, h.y, PIPS_W, h.h)


def _name_room(panel: SeatPanel, acting: bool) -> float:
    return panel.header.w - STOCK_W - (PIPS_W if acting else 0) - 8


def _holders_room(row: pygame.FRect) -> tuple[float, float]:
    """Where the first banker (or historian) stands, and the width the row leaves them."""
    left = row.x + 96
    return left, row.right - 6 - left


def _on_the_coast(view: SailToIndiaView, seat: int) -> tuple[int, int, int]:
    """The seat's ships at sea, goods markers and buildings."""
    ships = sum(view.seats[seat].sea[1:])
    goods = sum(1 for t in view.towns for o in t.goods_owner if o == seat)
    builds = sum(1 for t in view.towns for o in t.build_owner if o == seat)
    return ships, goods, builds


# --- drawing -----------------------------------------------------------------------------------------

def draw_seat(canvas: Canvas, panel: SeatPanel, view: SailToIndiaView, look: SeatLook, words: Words) -> None:
    sv = view.seats[look.seat]
    rect = panel.rect
    acting = _acting(view, look)
    canvas.shade(theme.SHADOW, 60, rect.move(3, 4), 10)
    canvas.fill(PANEL, rect, 10)
    canvas.fill(look.style.colour, (rect.x, rect.y, rect.w, 5), 10)
    if acting:
        canvas.frame(theme.GLOW, rect.inflate(4, 4), 3, 12)
    else:
        canvas.frame(theme.PARCHMENT_EDGE, rect, 1.5, 10)
    _header(canvas, panel, view, look, words, acting)
    n = words.numbers
    _holders(canvas, panel.wealth, sv.wealth, n.banker_capacity, "wealth", "banker", look, words)
    _holders(canvas, panel.vp, sv.vp, n.historian_capacity, "vp", "historian", look, words)
    _speed(canvas, panel.speed, sv.speed, look, words)
    _scientists(canvas, panel.scientists, view, look, words)
    _summary(canvas, panel.summary, _on_the_coast(view, look.seat), words)


def _summary(canvas: Canvas, row: pygame.FRect, counts: tuple[int, int, int], words: Words) -> None:
    """What the seat has on the coast, in words where they fit; else as three pictures
    with their counts (a ship, a good, a building), which the row's tooltip spells out."""
    ships, goods, builds = counts
    line = f"At sea {ships} · Goods {goods} · Buildings {builds}"
    font = fitting_font(line, SUMMARY_FONTS, row.w - 4)
    if logical_width(line, font) * 1.04 <= row.w - 4:
        canvas.text(line, font, theme.INK_MUTED, (row.x + 2, row.centery), "midleft", max_width=row.w - 4)
        return
    third = row.w / 3
    for i, (thing, count) in enumerate(zip(SUMMARY_ICONS, counts)):
        x = row.x + i * third
        canvas.icon(words.icon(thing), (x + 2, row.centery - 9, 18, 18), theme.INK_MUTED)
        canvas.text(str(count), theme.SMALL, theme.INK_MUTED, (x + 24, row.centery), "midleft",
                    max_width=third - 26)


SUMMARY_FONTS = (theme.SMALL, theme.Font("text", 13), theme.Font("text", 12))
"""The seat's summary line, a size or two smaller where a larger text size leaves it short."""
SUMMARY_ICONS = ("ship", "gold", "stronghold")
"""The summary's pictures where its words do not fit: ships at sea, goods, buildings."""
LABEL_END = 92
"""Where a row's word (Speed, Science, wealth, VP) must end: its markers start at 96."""


def _row_word(canvas: Canvas, word: str, font: theme.Font, at: tuple[float, float], row: pygame.FRect) -> None:
    """A row's word where it fits before the row's markers; at a larger text size that
    leaves no room the row's icon names it alone (and its tooltip in full)."""
    if at[0] + logical_width(word, font) * 1.04 <= row.x + LABEL_END:
        canvas.text(word, font, theme.INK_MUTED, at, "midleft")


def _name_label(canvas: Canvas, name: str, is_viewer: bool, room: float) -> tuple[str, theme.Font]:
    """The seat's name, with "(you)" on the viewer's own, at the largest size whose badge
    fits whole. When the action dots leave too little room even at the smallest size,
    "(you)" gives way before any letter of the name does ("Player 2 (y…" was drawn)."""
    labels = [name + " (you)", name] if is_viewer else [name]
    for label in labels:
        for font in name_sizes():
            if badge_width(canvas, label, font) <= room:
                return label, font
    return name, name_sizes()[-1]


def _header(canvas: Canvas, panel: SeatPanel, view: SailToIndiaView, look: SeatLook, words: Words,
            acting: bool) -> None:
    h = panel.header
    sv = view.seats[look.seat]
    room = _name_room(panel, acting)
    label, name_font = _name_label(canvas, look.name, look.is_viewer, room)
    draw_seat_badge(canvas, look.colour_index, label, (h.x + 2, h.centery), name_font, theme.INK, max_width=room)
    box = _stock_box(panel)
    canvas.fill(pieces.SPACE, box, 6)
    canvas.icon(words.icon("stock"), (box.x + 4, box.centery - 10, 20, 20), theme.INK_MUTED)
    canvas.text(str(sv.stock), theme.NUMBER, theme.INK, (box.right - 8, box.centery), "midright")
    if acting:
        x = _pips(panel).x
        for i in range(words.numbers.action_points):
            centre = (x + 10 + i * 16, h.centery)
            if i < view.ap:
                canvas.circle(theme.BRASS, centre, 6)
            canvas.circle(theme.INK, centre, 6, 1.5)


def _holders(canvas: Canvas, row: pygame.FRect, amount: int, capacity: int, kind: str, role: str, look: SeatLook,
             words: Words) -> None:
    canvas.fill(pieces.SPACE, row, 6)
    canvas.icon(words.icon(kind), (row.x + 6, row.centery - 10, 20, 20), theme.INK_MUTED)
    word = "wealth" if kind == "wealth" else "VP"
    number = canvas.text(str(amount), theme.NUMBER, theme.INK, (row.x + 32, row.centery), "midleft")
    _row_word(canvas, word, theme.Font("text", 12), (number.right + 4, row.centery + 3), row)
    values = holders(amount, capacity)
    left, room = _holders_room(row)
    r = min(14.0, row.h / 2 - 4)
    step = min(2 * r + 6, (room - 2 * r) / max(1, len(values) - 1)) if values else 0
    key = (role,) if look.is_viewer else None
    target = look.targets.get(key) if key else None
    if target is not None and values:
        last = pygame.FRect(left + (len(values) - 1) * step - 3, row.centery - r - 3, 2 * r + 6, 2 * r + 6)
        highlight.target_frame(canvas, last, look.hovered == key, r)
    for i, value in enumerate(values):
        pieces.marker(canvas, (left + i * step + r, row.centery), r, look.style, label=str(value))
    if not values:
        canvas.text(f"no {role}s", theme.SMALL, theme.INK_MUTED, (left, row.centery), "midleft")


def speed_boxes(row: pygame.FRect, speeds: list[int]) -> list[pygame.FRect]:
    left = row.x + 96
    w = min(44.0, (row.right - left - 6) / len(speeds) - 4)
    return [pygame.FRect(left + i * (w + 4), row.y + 2, w, row.h - 4) for i in range(len(speeds))]


def _speed(canvas: Canvas, row: pygame.FRect, speed: int, look: SeatLook, words: Words) -> None:
    n = words.numbers
    canvas.fill(pieces.SPACE, row, 6)
    canvas.icon(words.icon("ship_builder"), (row.x + 6, row.centery - 10, 20, 20), theme.INK_MUTED)
    _row_word(canvas, "Speed", theme.SMALL, (row.x + 32, row.centery), row)
    speeds = list(range(n.start_speed, n.max_speed + 1))
    for value, box in zip(speeds, speed_boxes(row, speeds)):
        canvas.frame(theme.mix(pieces.SPACE, theme.INK, 0.35), box, 1.5, 5)
        if value == speed:
            pieces.marker(canvas, box.center, min(box.w, box.h) / 2 - 3, look.style, icon=words.icon("ship_builder"))
            canvas.text(str(value), theme.Font("number", 11), theme.INK, (box.right - 3, box.bottom - 1), "bottomright")
        else:
            cost = n.speed_costs.get(value)
            canvas.text(str(value), theme.NUMBER, theme.mix(pieces.SPACE, theme.INK, 0.5), box.center, "center")
            if cost and value > speed:     # the price of this step, on a coin
                coin = (box.right - 7, box.y + 7)
                canvas.circle(theme.BRASS, coin, 6.5)
                canvas.text(str(cost), theme.Font("number", 10), theme.INK, coin, "center")


def _scientists(canvas: Canvas, row: pygame.FRect, view: SailToIndiaView, look: SeatLook, words: Words) -> None:
    sv = view.seats[look.seat]
    total = words.numbers.start_scientists
    canvas.fill(pieces.SPACE, row, 6)
    canvas.icon(words.icon("scientist"), (row.x + 6, row.centery - 10, 20, 20), theme.INK_MUTED)
    _row_word(canvas, "Science", theme.SMALL, (row.x + 32, row.centery), row)
    r = row.h / 2 - 5
    for i in range(total):
        centre = (row.x + 96 + r + i * (2 * r + 6), row.centery)
        if i < sv.scientists:
            pieces.marker(canvas, centre, r, look.style, icon=words.icon("scientist"))
        else:
            canvas.circle(theme.mix(pieces.SPACE, theme.INK, 0.3), centre, r, 1.5)
