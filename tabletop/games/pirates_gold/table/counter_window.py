"""The Counter Magic window, shown over the chart to the player asked whether to answer:
the cards waiting to take effect, the first played on the left, each with who played it,
an arrow from each Counter Magic to the card it would cancel, and the cells the cards
point at ringed on the chart (the window steps aside so they stay in sight).
"""

from __future__ import annotations

import pygame

from tabletop.games.pirates_gold.model import Board
from tabletop.games.pirates_gold.table.board import Mark, draw_marks
from tabletop.games.pirates_gold.table.layout import TableLayout
from tabletop.games.pirates_gold.table.pieces import draw_stack_card
from tabletop.games.pirates_gold.table.words import Words
from tabletop.games.pirates_gold.view import PiratesGoldView
from tabletop.ui import theme
from tabletop.ui.canvas import Canvas
from tabletop.ui.spots import Spot
from tabletop.ui.table import SeatInfo
from tabletop.ui.widgets import draw_panel

CARD_W, CARD_H, CARD_GAP = 72.0, 104.0, 36.0


NOTE_FONTS = (theme.SMALL, theme.Font("text", 13), theme.Font("text", 12))

def window_rect(layout: TableLayout, marks: list[Mark]) -> pygame.FRect:
    return layout.window_clear_of([rc for _, rc in marks])


def card_rects(rect: pygame.FRect, count: int) -> list[pygame.FRect]:
    """The cards being answered, side by side in the middle of the window."""
    total = count * CARD_W + (count - 1) * CARD_GAP
    x = rect.centerx - total / 2
    y = rect.y + 52
    return [pygame.FRect(x + k * (CARD_W + CARD_GAP), y, CARD_W, CARD_H) for k in range(count)]


def stack_spots(view: PiratesGoldView, layout: TableLayout, marks: list[Mark], words: Words,
                names: list[str]) -> list[Spot]:
    """Each card being answered, saying who played it, how, and what it does."""
    rects = card_rects(window_rect(layout, marks), len(view.stack))
    return [Spot(card_rect, "stack", f"{names[seat]} played {words.play_sentence(card_id, tuple(args), names)}. "
                                     f"{words.card(card_id).text}")
            for card_rect, (seat, card_id, args) in zip(rects, view.stack)]


def draw_window(canvas: Canvas, view: PiratesGoldView, layout: TableLayout, board: Board, marks: list[Mark],
                words: Words, seats: list[SeatInfo]) -> None:
    rect = window_rect(layout, marks)
    canvas.shade(theme.SHADOW, 90, layout.board, 4)
    draw_marks(canvas, view, layout, board, marks, [seat.style for seat in seats])
    draw_panel(canvas, rect, "Answer with Counter Magic?")
    for k, (card_rect, (seat, card_id, _)) in enumerate(zip(card_rects(rect, len(view.stack)), view.stack)):
        draw_stack_card(canvas, card_rect, card_id, words, seats[seat])
        if k:
            tip_x, arrow_y = card_rect.x - CARD_GAP / 2 - 6, card_rect.centery  # drawn: Lato has no "◀"
            canvas.polygon(theme.DANGER, [(tip_x, arrow_y), (tip_x + 12, arrow_y - 8), (tip_x + 12, arrow_y + 8)])
    note = "Each Counter Magic cancels the card just before it. Use the buttons below, or click your Counter Magic."
    room = (rect.x + 16, rect.bottom - 44, rect.w - 32, 40)   # at a larger text size the note steps down a size
    canvas.paragraph(note, canvas.paragraph_font(note, NOTE_FONTS, room), theme.INK_MUTED, room, "center")
