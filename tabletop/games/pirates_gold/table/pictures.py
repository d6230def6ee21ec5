"""The Pirates' Gold table's still parts as cached pictures (`tabletop.ui.layers`): the
chart with its ducats, the viewer's hand and the action bar's words.

Drawn afresh each frame they were some 1.2 ms of a 5 ms frame at a four-seat table —
forty ducats of four circles each, a hand's panel and wrapped caption, the bar's fitted
lines — and every frame in which a move lands paid that on top of the move. Each is
now painted once per thing it shows, keyed by exactly what its drawing reads, and
blitted otherwise; the same pixels (the layers are exact, the chart and ducats opaque).
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from tabletop.engine.action import Action
from tabletop.games.pirates_gold.board_loader import Board
import tabletop.games.pirates_gold.table.board as board
import tabletop.games.pirates_gold.table.seats as seats
import tabletop.games.pirates_gold.table.status as status
from tabletop.games.pirates_gold.table.layout import TableLayout
from tabletop.games.pirates_gold.table.words import Words
from tabletop.games.pirates_gold.view import PiratesGoldView
from tabletop.ui import theme
from tabletop.ui.canvas import Canvas
from tabletop.ui.layers import LayerCache
from tabletop.ui.widgets import Button

BAR_MARGIN = 2
"""Logical px around the bar its frame may reach (a 2 px edge drawn on its rectangle)."""
HAND_MARGIN = 8
"""... around the hand: the panel's drop shadow lies 4–5 px beyond it."""


class Pictures:
    """The caches, one per part: the chart alone (painted once a table), the chart with
    its ducats (again when a ducat is taken), the hand and the bar (again when what they
    say changes, or the pointer moves onto another card)."""

    def __init__(self) -> None:
        self.chart = LayerCache(limit=1)
        self.board = LayerCache(limit=2)     # the newest stands in while the next is painted
        self.hand = LayerCache(limit=4)
        self.bar = LayerCache(limit=4)

    def draw_board(self, canvas: Canvas, area: pygame.FRect, layout: TableLayout, chart: Board,
                   ports: Sequence[theme.SeatStyle | None], ducats: tuple[bool, ...]) -> None:
        """The chart over the window's own colour with a ducat on each space that holds
        one, as one opaque picture (a plain copy a frame); the chart under it is its own
        picture, so a ducat taken repaints only the ducats."""
        chart_key = ("chart", tuple(area), tuple(ports))
        rect = layout.board.inflate(16, 16)

        def paint_chart(layer: Canvas) -> None:
            layer.fill(theme.SEA_DEEP)       # what the window is filled with under every table
            board.paint_chart(layer, layout, chart, list(ports))

        def paint(layer: Canvas) -> None:
            self.chart.draw(layer, chart_key, rect, 0, paint_chart, opaque=True)
            board.draw_tokens(layer, layout, chart, ducats)

        self.board.draw(canvas, (chart_key, self.board.part(ducats)), rect, 0, paint, opaque=True)

    def draw_hand(self, canvas: Canvas, layout: TableLayout, view: PiratesGoldView, name: str, words: Words,
                  hint: str, legal: tuple[Action, ...], selected: str | None, hovered: int | None,
                  busy: bool) -> None:
        """`seats.draw_hand`, keyed by what it reads of the view: the viewer, their cards
        (or their count, face down) and the phase's words around them."""
        seat = view.seat
        shown = (seat, view.hand, view.face_down, view.hand_counts[seat] if seat is not None else None)
        key = (shown, name, hint, legal, selected, hovered, busy, theme.text_scale())
        self.hand.draw(canvas, key, layout.hand, HAND_MARGIN,
                       lambda layer: seats.draw_hand(layer, layout, view, name, words, hint, legal, selected, hovered,
                                                     busy), exact=True)

    def draw_bar(self, canvas: Canvas, rect: pygame.FRect, mine: bool, title: str, detail: str,
                 buttons: list[Button]) -> None:
        """`status.draw_bar`: its face and words one picture (where its buttons begin
        bounds the words), the buttons over it (each has its own pictures)."""
        left = buttons[0].rect.x if buttons else None
        key = (mine, title, detail, left, theme.text_scale())
        self.bar.draw(canvas, key, rect, BAR_MARGIN,
                      lambda layer: status.draw_bar_face(layer, rect, mine, title, detail, left), exact=True)
        for button in buttons:
            button.draw(canvas)
