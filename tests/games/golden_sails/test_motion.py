"""Golden Sails' flights: a flying card is painted once and scaled along its way, so a
flight does not rasterise its icons afresh at every size it passes through."""

from __future__ import annotations

import pygame

import tabletop.games.golden_sails.table.pieces as pieces
from tabletop.games.golden_sails.table.motion import Flight, Motion
from tabletop.games.golden_sails.table.words import Words
from tabletop.ui.canvas import Canvas
from tabletop.ui.headless import init_headless
from tabletop.ui.widgets.anim import Tween
from tests.games.golden_sails import support


def test_a_flying_card_is_painted_once_and_scaled_along_its_way(monkeypatch):
    init_headless()
    game = support.game()
    canvas = Canvas(pygame.Surface((1280, 720)))
    card = game.content.cards[0]
    flight = Flight("card", pygame.FRect(600, 200, 120, 160), pygame.FRect(100, 300, 70, 94), Tween(1.0), card=card)
    motion = Motion(1.0)
    motion.flights.append(flight)
    painted = []
    paint = pieces.draw_card
    monkeypatch.setattr(pieces, "draw_card", lambda *args, **kw: (painted.append(args[1]), paint(*args, **kw)))
    for _ in range(12):
        flight.tween.advance(0.05)
        before = pygame.image.tobytes(canvas.surface, "RGB")
        motion.draw(canvas, Words(game.content))
        assert pygame.image.tobytes(canvas.surface, "RGB") != before       # the card is drawn each frame
    assert painted == [pygame.FRect(6, 6, 120, 160)]                     # once, at the larger end
    canvas = Canvas(pygame.Surface((1920, 1080)))                          # another window scale: painted anew
    motion.draw(canvas, Words(game.content))
    assert len(painted) == 2
