"""Where everything sits on the Winds of Trade table.

Left: the sea chart, each island a card at its place from map.yaml (the Golden Isle, a
bigger card, in the middle), routes drawn between them. Right: the status board (round
and upheaval tracks, the council streak, the four superiorities) and one panel per
player, in seat order. Bottom: the action bar. Pure geometry from the host's rectangle:
no drawing and no game state, so a test can check that nothing overlaps.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

GAP = 8
BAR_H = 44
CHART_SHARE = 0.62
CARD_W, CARD_H = 150, 130
GOLDEN_W, GOLDEN_H = 224, 172
STATUS_H = 136
PAD = 3
ROW_MAX = 44
ELECTION_H = 240
"""The election panel's height at most: it hangs below the Golden Isle's council row, so
the seats being bid for stay in sight, and takes what is left of the chart below it."""


@dataclass
class IslandRects:
    card: pygame.FRect
    title: pygame.FRect
    rows: list[pygame.FRect]     # outer: sell, buy, people, harbour; golden: buy, council, market, people, harbour


@dataclass
class SeatPanel:
    rect: pygame.FRect
    header: pygame.FRect
    hold: pygame.FRect
    cabins: pygame.FRect
    notes: pygame.FRect         # what is left below (a line or two with fewer players)


@dataclass
class StatusRects:
    rect: pygame.FRect
    round: pygame.FRect
    upheaval: pygame.FRect
    council: pygame.FRect
    factions: list[pygame.FRect]


@dataclass
class TableLayout:
    area: pygame.FRect
    players: int
    chart: pygame.FRect = field(default_factory=pygame.FRect)
    islands: list[IslandRects] = field(default_factory=list)    # by spot index (golden last)
    status: StatusRects | None = None
    seats: list[SeatPanel] = field(default_factory=list)
    bar: pygame.FRect = field(default_factory=pygame.FRect)
    overlay: pygame.FRect = field(default_factory=pygame.FRect)  # the recruit panel, centred on the chart
    election: pygame.FRect = field(default_factory=pygame.FRect)  # the election panel, below the council it fills
    election_folded: pygame.FRect = field(default_factory=pygame.FRect)
    """The election folded away: a strip over the Golden Isle's market and locals, which
    no bid needs, so the whole chart around stays in sight."""


def _rows(card: pygame.FRect, heights: list[float]) -> tuple[pygame.FRect, list[pygame.FRect]]:
    """The title strip, then rows of the given heights stretched to fill the card."""
    title_h = 20
    spare = card.h - title_h - sum(heights) - PAD * (len(heights) + 2)
    grow = spare / len(heights)
    y = card.y + PAD
    title = pygame.FRect(card.x + PAD, y, card.w - 2 * PAD, title_h)
    y += title_h + PAD
    rows = []
    for h in heights:
        rows.append(pygame.FRect(card.x + PAD, y, card.w - 2 * PAD, h + grow))
        y += h + grow + PAD
    return title, rows


def build_layout(area: pygame.FRect, players: int, positions: list[tuple[float, float]]) -> TableLayout:
    """`positions`: each spot's place on the chart (0..1), the Golden Isle last."""
    area = pygame.FRect(area)
    layout = TableLayout(area, players)
    top_h = area.h - BAR_H - GAP
    layout.chart = pygame.FRect(area.x, area.y, round(area.w * CHART_SHARE), top_h)
    layout.bar = pygame.FRect(area.x, area.bottom - BAR_H, area.w, BAR_H)
    chart = layout.chart
    xs = [p[0] for p in positions]
    ys = [p[1] for p in positions]
    lo_x, hi_x, lo_y, hi_y = min(xs), max(xs), min(ys), max(ys)
    golden = len(positions) - 1
    for spot, (x, y) in enumerate(positions):
        w, h = (GOLDEN_W, GOLDEN_H) if spot == golden else (CARD_W, CARD_H)
        cx = chart.x + CARD_W / 2 + (x - lo_x) / max(1e-6, hi_x - lo_x) * (chart.w - CARD_W)
        cy = chart.y + CARD_H / 2 + (y - lo_y) / max(1e-6, hi_y - lo_y) * (chart.h - CARD_H)
        card = pygame.FRect(0, 0, w, h)
        card.center = (cx, cy)
        heights: list[float] = [24, 26, 28, 26, 22] if spot == golden else [24, 24, 28, 22]
        title, rows = _rows(card, heights)
        layout.islands.append(IslandRects(card, title, rows))
    layout.overlay = pygame.FRect(0, 0, min(chart.w - 40, 520), min(chart.h - 60, 262))
    layout.overlay.center = chart.center
    council = layout.islands[golden].rows[1]
    layout.election = pygame.FRect(0, council.bottom + GAP, layout.overlay.w,
                                   min(ELECTION_H, chart.bottom - GAP - council.bottom - GAP))
    layout.election.centerx = chart.centerx
    golden_rows = layout.islands[golden].rows
    layout.election_folded = golden_rows[2].union(golden_rows[-1]).inflate(4, 2)
    right = pygame.FRect(chart.right + GAP, area.y, area.right - chart.right - GAP, top_h)
    status = pygame.FRect(right.x, right.y, right.w, STATUS_H)
    inner = status.inflate(-12, -10)
    row_h = (inner.h - 3 * 4) / 4
    rows = [pygame.FRect(inner.x, inner.y + i * (row_h + 4), inner.w, row_h) for i in range(4)]
    fw = (inner.w - 3 * 4) / 4
    factions = [pygame.FRect(inner.x + i * (fw + 4), rows[3].y, fw, row_h) for i in range(4)]
    layout.status = StatusRects(status, rows[0], rows[1], rows[2], factions)
    top = status.bottom + GAP
    panel_h = (right.bottom - top - GAP * (players - 1)) / players
    for s in range(players):
        rect = pygame.FRect(right.x, top + s * (panel_h + GAP), right.w, panel_h)
        inner = rect.inflate(-12, -8)
        row = min(ROW_MAX, (inner.h - 26 - 8) / 2)
        header = pygame.FRect(inner.x, inner.y, inner.w, 26)
        hold = pygame.FRect(inner.x, header.bottom + 4, inner.w, row)
        cabins = pygame.FRect(inner.x, hold.bottom + 4, inner.w, row)
        notes = pygame.FRect(inner.x, cabins.bottom + 4, inner.w, max(0.0, inner.bottom - cabins.bottom - 4))
        layout.seats.append(SeatPanel(rect, header, hold, cabins, notes))
    return layout
