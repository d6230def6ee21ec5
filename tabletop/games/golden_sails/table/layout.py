"""Where everything sits on the Golden Sails table, for 2, 3 or 4 players.

The viewer's own tableau runs along the bottom (the largest, with the experts they
click), the opponents sit across the top in clockwise order starting from the viewer's
left neighbour, and the market row lies between them with the deck on its left and the
animal reference on its right. Pure geometry from the host's rectangle: no drawing and
no game state, so the tests can check that nothing overlaps.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from tabletop.games.golden_sails.model import EXPERTS, GOOD_TYPES
from tabletop.games.golden_sails.table.pieces import CARD_RATIO, area_bands
from tabletop.ui import theme

GAP = 8
LANE = 38
"""Width of the strip right of a market card where placed experts stand."""
TOKEN_R = 15
"""Radius of an expert token standing beside a market card."""


@dataclass
class SeatPanel:
    """One player's area: header (name, experts, first-player card) and five piles."""

    seat: int
    rect: pygame.FRect
    header: pygame.FRect
    piles: list[pygame.FRect]                  # GOOD_TYPES order; label strip included
    expert_centres: list[tuple[float, float]]  # EXPERTS order
    expert_r: float
    crown: pygame.FRect
    own: bool                                  # the viewer's panel: larger, clickable experts

    LABEL_H = 22

    def pile_body(self, index: int) -> pygame.FRect:
        """A pile's rectangle below its label strip, where the chips are fanned."""
        r = self.piles[index]
        return pygame.FRect(r.x, r.y + self.LABEL_H + 3, r.w, r.h - self.LABEL_H - 3)

    def chip_rects(self, index: int, count: int) -> list[pygame.FRect]:
        """Rectangles of `count` chips fanned down the pile, oldest first. Every chip is
        drawn whole: a long pile first packs its chips tighter, then wraps into a second
        column, so each card stays legible however many a player collects."""
        body = self.pile_body(index)
        if count <= 0:
            return []
        full, gap, least = (30.0 if self.own else 24.0), 2.0, 16.0
        columns = 1 if count * (least + gap) <= body.h + gap else 2
        rows = -(-count // columns)
        step = min(full + gap, (body.h + gap) / rows)
        width = (body.w - 3 * (columns - 1)) / columns
        return [pygame.FRect(body.x + (i // rows) * (width + 3), body.y + (i % rows) * step, width, step - gap)
                for i in range(count)]


@dataclass
class MarketSlotRects:
    card: pygame.FRect
    lane: pygame.FRect

    def token_centre(self, good_index: int) -> tuple[float, float]:
        """Where an expert stands: in the lane, level with the area it claims."""
        band = area_bands(self.card)[good_index]
        return self.lane.centerx, band.centery

    @property
    def whole(self) -> pygame.FRect:
        return self.card.union(self.lane)


@dataclass
class TableLayout:
    area: pygame.FRect
    players: int
    bottom: int
    seats: dict[int, SeatPanel] = field(default_factory=dict)
    slots: list[MarketSlotRects] = field(default_factory=list)
    deck: pygame.FRect = field(default_factory=pygame.FRect)
    round_box: pygame.FRect = field(default_factory=pygame.FRect)
    reference: pygame.FRect = field(default_factory=pygame.FRect)
    market_row: pygame.FRect = field(default_factory=pygame.FRect)

    def seat_order(self) -> list[int]:
        """Opponents left to right: clockwise from the viewer's left neighbour."""
        return [(self.bottom + k) % self.players for k in range(1, self.players)]


def build_layout(area: pygame.FRect, players: int, bottom: int) -> TableLayout:
    """The whole table for `players` seats with seat `bottom` at the bottom."""
    area = pygame.FRect(area)
    layout = TableLayout(area, players, bottom)
    top_h = round(area.h * 0.277)
    market_h = round(area.h * 0.33)
    bottom_h = area.h - top_h - market_h - 2 * GAP
    top = pygame.FRect(area.x, area.y, area.w, top_h)
    layout.market_row = pygame.FRect(area.x, top.bottom + GAP, area.w, market_h)
    own = pygame.FRect(area.x, layout.market_row.bottom + GAP, area.w, bottom_h)

    opponents = layout.seat_order()
    width = (top.w - GAP * (len(opponents) - 1)) / len(opponents)
    for k, seat in enumerate(opponents):
        rect = pygame.FRect(top.x + k * (width + GAP), top.y, width, top.h)
        layout.seats[seat] = _seat_panel(seat, rect, own=False)
    layout.seats[bottom] = _seat_panel(bottom, own, own=True)
    _market(layout, players)
    return layout


BADGE_ROOM = 8.0
"""Room right of the last expert for its count disc (which reaches past its edge)."""


def _seat_panel(seat: int, rect: pygame.FRect, own: bool) -> SeatPanel:
    header_h = 46.0 if own else 32.0
    inner = rect.inflate(-12, -10)
    header = pygame.FRect(inner.x, inner.y, inner.w, header_h)
    # A rival's experts and first-player card draw closer at a larger text size: the name
    # before them grows, and "Bartholo…" beside the card was cut at 150 %.
    compact = not own and theme.text_scale() > 1
    expert_r = 19.0 if own else 11.0 if compact else 13.0
    # Experts sit at the right end of the header, the first-player card just before them;
    # the last one leaves room for the "×2" disc of an expert held twice, inside the panel.
    spacing = expert_r * 2 + (8 if own else 2 if compact else 5)
    first_x = header.right - expert_r - BADGE_ROOM - (len(EXPERTS) - 1) * spacing
    centres = [(first_x + i * spacing, header.centery) for i in range(len(EXPERTS))]
    crown_w, crown_h = (44.0, 34.0) if own else (28.0, 21.0) if compact else (32.0, 24.0)
    crown = pygame.FRect(first_x - expert_r - (8 if compact else 12) - crown_w, header.centery - crown_h / 2,
                         crown_w, crown_h)
    piles_top = header.bottom + 6
    pile_gap = 6.0
    pile_w = (inner.w - pile_gap * (len(GOOD_TYPES) - 1)) / len(GOOD_TYPES)
    piles = [pygame.FRect(inner.x + i * (pile_w + pile_gap), piles_top, pile_w, inner.bottom - piles_top)
             for i in range(len(GOOD_TYPES))]
    return SeatPanel(seat, rect, header, piles, centres, expert_r, crown, own)


def _market(layout: TableLayout, players: int) -> None:
    row = layout.market_row
    deck_w = 76.0
    ref_w = 184.0
    left = row.x + deck_w + 2 * GAP
    right = row.right - ref_w - GAP
    # As tall as the row allows, unless four cards and their lanes would not fit across.
    card_w = min(round((row.h - 14) * CARD_RATIO), int((right - left - (players - 1) * 12) / players - LANE))
    card_h = round(card_w / CARD_RATIO)
    slot_w = card_w + LANE
    slots_w = players * slot_w + (players - 1) * 12
    # Centre the cards between the deck and the reference card.
    x = left + max(0.0, (right - left - slots_w) / 2)
    y = row.y + (row.h - card_h) / 2
    for _ in range(players):
        card = pygame.FRect(x, y, card_w, card_h)
        lane = pygame.FRect(card.right + 2, y, LANE - 2, card_h)
        layout.slots.append(MarketSlotRects(card, lane))
        x += slot_w + 12
    deck_h = round(deck_w / CARD_RATIO)
    layout.deck = pygame.FRect(row.x + GAP, y + 4, deck_w, deck_h)
    layout.round_box = pygame.FRect(row.x + GAP - 4, y + card_h - 52, deck_w + 8, 52)
    layout.reference = pygame.FRect(row.right - ref_w, y, ref_w, card_h)
