"""What many scenes share: the sea-chart backdrop, the overlay frame, a column of buttons."""

from __future__ import annotations

import math
from typing import Callable, Sequence

import pygame

from tabletop.ui import theme
from tabletop.ui.canvas import Canvas
from tabletop.ui.scene import Scene
from tabletop.ui.widgets import Button, draw_panel

W, H = theme.LOGICAL_SIZE


def draw_sea_backdrop(canvas: Canvas, rose: bool = True) -> None:
    """Deep sea with the faint grid of an old chart and, optionally, a compass rose."""
    canvas.fill(theme.SEA)
    grid = theme.mix(theme.SEA, theme.SEA_LIGHT, 0.45)
    for x in range(0, W + 1, 80):
        canvas.line(grid, (x, 0), (x, H), 1)
    for y in range(0, H + 1, 80):
        canvas.line(grid, (0, y), (W, y), 1)
    if rose:
        draw_compass_rose(canvas, (1110, 560), 120)


def draw_compass_rose(canvas: Canvas, centre: tuple[float, float], radius: float) -> None:
    """A sixteen-point rose in brass and foam, drawn in code (no image to load)."""
    cx, cy = centre
    ring = theme.mix(theme.SEA, theme.BRASS, 0.55)
    canvas.circle(ring, centre, radius, 2)
    canvas.circle(ring, centre, radius * 0.82, 1)
    for i in range(32):
        a = i * math.pi / 16
        inner = radius * (0.9 if i % 2 else 0.84)
        canvas.line(ring, (cx + inner * math.sin(a), cy - inner * math.cos(a)),
                    (cx + radius * math.sin(a), cy - radius * math.cos(a)), 1)
    for i, (length, width) in enumerate([(0.78, 0.12)] * 4 + [(0.5, 0.09)] * 4):
        a = (i % 4) * math.pi / 2 + (math.pi / 4 if i >= 4 else 0)
        tip = (cx + radius * length * math.sin(a), cy - radius * length * math.cos(a))
        left = (cx + radius * width * math.sin(a - math.pi / 2), cy - radius * width * math.cos(a - math.pi / 2))
        right = (cx + radius * width * math.sin(a + math.pi / 2), cy - radius * width * math.cos(a + math.pi / 2))
        dark = theme.mix(theme.SEA, theme.BRASS, 0.8)
        light = theme.mix(theme.SEA, theme.FOAM, 0.55)
        canvas.polygon(dark, [centre, left, tip])
        canvas.polygon(light, [centre, tip, right])
    north = (cx, cy - radius - 16)
    canvas.text("N", theme.Font("display_bold", 20), theme.mix(theme.SEA, theme.FOAM, 0.7), north, "center")


def button_column(scene: Scene, items: Sequence[tuple[str, Callable[[], None]] | None], top: float,
                  width: float = 320, height: float = 48, gap: float = 12, centre_x: float = W / 2,
                  tooltips: dict[str, str] | None = None) -> list[Button]:
    """Stacked buttons; a None item is left out (e.g. Continue without an autosave)."""
    buttons = []
    y = top
    for item in items:
        if item is None:
            continue
        label, action = item
        buttons.append(scene.add(Button((centre_x - width / 2, y, width, height), label, action,
                                        tooltip=(tooltips or {}).get(label))))
        y += height + gap
    return buttons


class OverlayScene(Scene):
    """A panel over the dimmed scene below; Esc or the close button pops it."""

    overlay = True
    panel_size = (560, 520)
    title = ""

    @property
    def panel(self) -> pygame.FRect:
        w, h = self.panel_size
        return pygame.FRect((W - w) / 2, (H - h) / 2, w, h)

    def close(self) -> None:
        self.app.scenes.pop(self)

    def escape(self) -> bool:
        self.close()
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        consumed = super().handle_event(event)
        if event.type == pygame.KEYDOWN:
            return consumed     # a key the panel leaves goes to the app's own (M mutes everywhere)
        return True  # an overlay is modal: nothing reaches the scene below

    def draw_background(self, canvas: Canvas) -> None:
        canvas.shade(theme.SHADOW, 150)
        draw_panel(canvas, self.panel, self.title or None)
