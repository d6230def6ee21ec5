"""The enlarged card: a market card the pointer rests on, shown half as large again with
every area explained in words beside it (and who claimed which area, if anyone has).
The table decides when (`INSPECT_DELAY` after the pointer comes to rest, with nothing
chosen or dragged and nothing flying) and paints it through its layer cache.
"""

from __future__ import annotations

import pygame

from tabletop.games.golden_sails.model import EXPERT_GOOD, GOOD_TYPES, Card
import tabletop.games.golden_sails.table.pieces as pieces
from tabletop.games.golden_sails.table.words import GOOD_SINGULAR, Words
from tabletop.games.golden_sails.view import MarketSlot
from tabletop.ui import theme
from tabletop.ui.canvas import Canvas

INSPECT_DELAY = 0.5
"""Seconds the pointer rests on a market card before it is shown enlarged."""
INSPECT_SCALE = 1.45
TEXT_W = 300.0
"""The width of the explanation beside the enlarged card."""


def paint_inspector(canvas: Canvas, area: pygame.FRect, market: MarketSlot, card: Card, base: pygame.FRect,
                    glow: bool, words: Words, placer: str | None, mark: theme.Colour | None) -> None:
    """`card` (lying in `market` at `base`) enlarged within `area`, its areas explained;
    `placer` and `mark` are the name and colour of whoever sent the expert beside it."""
    big = pygame.FRect(0, 0, base.w * INSPECT_SCALE, base.h * INSPECT_SCALE)
    big.center = base.center
    big.clamp_ip(area)
    lines = words.card_sentences(card)
    if market.expert is not None:
        who = placer if placer is not None else "Someone"
        good = EXPERT_GOOD[market.expert]
        lines.append(f"{who}'s {words.name(market.expert)} claims it as a {GOOD_SINGULAR[good]}.")
    body_h = sum(canvas.paragraph_height(line, theme.SMALL, TEXT_W - 28) + 6 for line in lines) + 16
    panel = pygame.FRect(big.right + 8, big.y, TEXT_W, max(body_h, 60))
    if panel.right > area.right:
        panel.x = big.x - 8 - TEXT_W
    panel.clamp_ip(area)
    selected = EXPERT_GOOD[market.expert] if market.expert else None
    pieces.draw_card(canvas, big, card, words, selected_good=selected, mark=mark, glow=glow)
    canvas.shade(theme.SHADOW, 80, panel.move(3, 4), 8)
    canvas.fill(theme.PARCHMENT, panel, 8)
    canvas.frame(theme.BRASS, panel, 1.5, 8)
    y = panel.y + 10
    piles: tuple[str | None, ...] = (*GOOD_TYPES, None)     # the claim's line last
    for pile, line in zip(piles, lines):
        if pile is not None:
            canvas.fill(pieces.good_colour(words, pile), (panel.x + 8, y + 3, 5, 12), 2)
        used = canvas.paragraph(line, theme.SMALL, theme.INK, (panel.x + 18, y, TEXT_W - 28, panel.bottom - y))
        y += used + 6
