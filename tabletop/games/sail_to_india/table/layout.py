"""Where everything sits on the Sail to India table, for 3 or 4 players.

Top: Lisboa at the left, then the line of towns, each a card (name, two building
spaces, two goods spaces) with its sea below, where each seat's ships have a cell of
their own. Middle: the three technology cards. Then the action bar (the buttons of the
choice at hand). Bottom: one panel per player, in seat order. Pure geometry from the
host's rectangle: no drawing and no game state, so a test can check that nothing
overlaps and every click target is big enough.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

GAP = 8
LISBOA_W = 80
TOWN_GAP = 3
CARD_H = 112
NAME_H = 32
COAST_H = 198
TECH_H = 156
TECH_TITLE = 24
BAR_H = 40
SEAT_CELLS = 4
"""Ship cells in each sea (and on Lisboa): one per seat, two by two."""


@dataclass
class TownRects:
    column: pygame.FRect        # card and sea: a click here is a click on the town
    card: pygame.FRect
    name: pygame.FRect
    buildings: tuple[pygame.FRect, pygame.FRect]
    goods: tuple[pygame.FRect, pygame.FRect]
    sea: pygame.FRect
    cells: list[pygame.FRect]   # by seat


@dataclass
class SeatPanel:
    rect: pygame.FRect
    header: pygame.FRect
    wealth: pygame.FRect
    vp: pygame.FRect
    speed: pygame.FRect
    scientists: pygame.FRect
    summary: pygame.FRect


@dataclass
class TableLayout:
    area: pygame.FRect
    players: int
    towns: int
    coast: pygame.FRect = field(default_factory=pygame.FRect)
    lisboa: pygame.FRect = field(default_factory=pygame.FRect)
    lisboa_cells: list[pygame.FRect] = field(default_factory=list)
    town: list[TownRects] = field(default_factory=list)      # index = position - 1
    cards: list[pygame.FRect] = field(default_factory=list)  # technology cards
    tech_rows: list[list[pygame.FRect]] = field(default_factory=list)
    bar: pygame.FRect = field(default_factory=pygame.FRect)
    seats: list[SeatPanel] = field(default_factory=list)

    def origin_cell(self, position: int, seat: int) -> pygame.FRect:
        """Where `seat`'s markers stand at `position` (0 = Lisboa)."""
        return self.lisboa_cells[seat] if position == 0 else self.town[position - 1].cells[seat]


def _cells(rect: pygame.FRect) -> list[pygame.FRect]:
    w = (rect.w - 3 * TOWN_GAP) / 2
    h = (rect.h - 3 * TOWN_GAP) / 2
    return [pygame.FRect(rect.x + TOWN_GAP + (i % 2) * (w + TOWN_GAP), rect.y + TOWN_GAP + (i // 2) * (h + TOWN_GAP),
                         w, h) for i in range(SEAT_CELLS)]


def _pair(y: float, x: float, w: float, h: float) -> tuple[pygame.FRect, pygame.FRect]:
    half = (w - 3 * TOWN_GAP) / 2
    return (pygame.FRect(x + TOWN_GAP, y, half, h), pygame.FRect(x + 2 * TOWN_GAP + half, y, half, h))


def build_layout(area: pygame.FRect, players: int, towns: int, cards: int) -> TableLayout:
    area = pygame.FRect(area)
    layout = TableLayout(area, players, towns)
    layout.coast = pygame.FRect(area.x, area.y, area.w, COAST_H)
    sea_y = area.y + CARD_H + 4
    sea_h = COAST_H - CARD_H - 4
    layout.lisboa = pygame.FRect(area.x, area.y, LISBOA_W, COAST_H)
    layout.lisboa_cells = _cells(pygame.FRect(area.x, sea_y, LISBOA_W, sea_h))
    step = (area.right - layout.lisboa.right - TOWN_GAP) / towns
    space_h = (CARD_H - NAME_H - 3 * TOWN_GAP) / 2
    for k in range(towns):
        x = layout.lisboa.right + TOWN_GAP + k * step
        w = step - TOWN_GAP
        card = pygame.FRect(x, area.y, w, CARD_H)
        sea = pygame.FRect(x, sea_y, w, sea_h)
        layout.town.append(TownRects(
            column=pygame.FRect(x, area.y, w, COAST_H), card=card, name=pygame.FRect(x, area.y, w, NAME_H),
            buildings=_pair(area.y + NAME_H, x, w, space_h),
            goods=_pair(area.y + NAME_H + space_h + TOWN_GAP, x, w, space_h), sea=sea, cells=_cells(sea)))
    tech_y = layout.coast.bottom + GAP
    card_w = (area.w - GAP * (cards - 1)) / cards
    for c in range(cards):
        rect = pygame.FRect(area.x + c * (card_w + GAP), tech_y, card_w, TECH_H)
        layout.cards.append(rect)
    layout.bar = pygame.FRect(area.x, tech_y + TECH_H + GAP, area.w, BAR_H)
    top = layout.bar.bottom + GAP
    panel_w = (area.w - GAP * (players - 1)) / players
    for s in range(players):
        rect = pygame.FRect(area.x + s * (panel_w + GAP), top, panel_w, area.bottom - top)
        inner = rect.inflate(-12, -8)
        y = inner.y + 4
        rows = []
        for h in (30, 40, 40, 34, 34):
            rows.append(pygame.FRect(inner.x, y, inner.w, h))
            y += h + 2
        summary = pygame.FRect(inner.x, y, inner.w, max(16.0, inner.bottom - y))
        layout.seats.append(SeatPanel(rect, *rows, summary))
    return layout


def tech_rows(card: pygame.FRect, count: int) -> list[pygame.FRect]:
    """The technology spaces of one card, one row each below its title."""
    h = (card.h - TECH_TITLE - 6) / count
    return [pygame.FRect(card.x + 6, card.y + TECH_TITLE + 2 + i * h, card.w - 12, h - 2) for i in range(count)]
