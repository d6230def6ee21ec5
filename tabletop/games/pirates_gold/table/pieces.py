"""Drawing primitives the table's other modules share: the gold of ducats, an action
card's face (in the hand and in the Counter Magic window), the wind rose with its dice
and piles (and their hit areas), a tumbling die's face, and a canvas to measure text on.
"""

from __future__ import annotations

import math
from functools import cache
from typing import TypeVar

import pygame

from tabletop.games.pirates_gold.model import DIRECTIONS
from tabletop.games.pirates_gold.table.words import Words
from tabletop.games.pirates_gold.view import PiratesGoldView
from tabletop.ui import theme
from tabletop.ui.canvas import Canvas, fitting_font, logical_width
from tabletop.ui.spots import Spot
from tabletop.ui.table import SeatInfo
from tabletop.ui.widgets import draw_panel
from tabletop.ui.widgets.icon import draw_seat_badge

GOLD = theme.hex_colour("#E2B441")
GOLD_EDGE = theme.hex_colour("#8A6414")
CARD_NAME = theme.Font("text_bold", 14)
CARD_NAME_FONTS = (CARD_NAME, theme.Font("text_bold", 12), theme.Font("text_bold", 11), theme.Font("text_bold", 10))
"""A card's name, smaller where a larger text size leaves a word wider than the card."""
DIE_FACES = {"choice": "any", "same": "="}
T = TypeVar("T")


@cache
def measuring_canvas() -> Canvas:
    """A canvas at the logical size that draws nowhere: for measuring text where hit
    areas are laid out, away from the window's canvas."""
    return Canvas(pygame.Surface((1, 1)), scale=1.0, offset=(0.0, 0.0))


def dice_faces(view: PiratesGoldView, dice: tuple[str, int] | None) -> list[tuple[str, str, bool]]:
    """(face, caption, changed) of the wind die and the strength die. They show the roll
    until a card changes what it set (Storm turns the wind, a card sets the strength):
    then the die shows what holds now, captioned "turned"/"set", never the stale roll."""
    if dice:   # the roll animating
        return [(DIE_FACES.get(dice[0], dice[0]), "wind", False), (str(dice[1]), "strength", False)]
    face, strength = view.roll if view.roll else ("same", view.strength)
    turned = face in DIRECTIONS and face != view.wind
    changed = strength != view.strength
    return [(view.wind if turned else DIE_FACES.get(face, face), "turned" if turned else "wind", turned),
            (str(view.strength), "set" if changed else "strength", changed)]


def _dice_x(rect: pygame.FRect) -> float:
    return rect.x + 108


def _dice_step() -> float:
    """From one die to the next: 52, or wider where a larger text size makes the two
    captions ("wind", "strength") meet under them."""
    widths = [logical_width(word, theme.SMALL) for word in ("wind", "turned", "strength", "set")]
    return max(52.0, (max(widths[:2]) + max(widths[2:])) / 2 + 10)


def _rose_text_x(rect: pygame.FRect) -> float:
    """Right of the second die and of its caption, which may be wider than the die."""
    caption = max(logical_width(word, theme.SMALL) for word in ("strength", "set"))
    return _dice_x(rect) + _dice_step() + max(60.0, 22 + caption / 2 + 4)


def draw_rose(canvas: Canvas, rect: pygame.FRect, view: PiratesGoldView, words: Words, extra_steps: int,
              dice: tuple[str, int] | None) -> None:
    """The wind rose (an arrow toward where ships sail), the two dice and the piles.
    `dice` overrides the faces shown while the roll animates."""
    draw_panel(canvas, rect)
    centre, radius = (rect.x + 52, rect.centery), 40.0
    canvas.circle(theme.PARCHMENT_DARK, centre, radius)
    canvas.circle(theme.BRASS, centre, radius, 2)
    for code in ("N", "E", "S", "W"):
        dr, dc = DIRECTIONS[code]
        pos = (centre[0] + dc * (radius - 10), centre[1] + dr * (radius - 10))
        canvas.text(code, theme.SMALL_BOLD, theme.INK if code == view.wind else theme.INK_MUTED, pos, "center")
    dr, dc = DIRECTIONS[view.wind]
    tip = (centre[0] + dc * (radius - 22), centre[1] + dr * (radius - 22))
    tail = (centre[0] - dc * (radius - 22), centre[1] - dr * (radius - 22))
    canvas.line(theme.DANGER, tail, tip, 4)
    side = (-dr * 7, dc * 7)      # across the needle, in (x, y)
    back = (tip[0] - dc * 10, tip[1] - dr * 10)
    canvas.polygon(theme.DANGER, [(tip[0] + dc * 6, tip[1] + dr * 6), (back[0] + side[0], back[1] + side[1]),
                                  (back[0] - side[0], back[1] - side[1])])
    dice_x = _dice_x(rect)
    for k, (shown, label, changed) in enumerate(dice_faces(view, dice)):
        die = pygame.FRect(dice_x + k * _dice_step(), rect.y + 18, 44, 44)
        canvas.fill(theme.FOAM, die, 8)
        canvas.frame(theme.DANGER if changed else theme.INK, die, 2, 8)
        canvas.text(shown, theme.NUMBER if len(shown) == 1 else theme.SMALL_BOLD, theme.INK, die.center, "center")
        canvas.text(label, theme.SMALL, theme.DANGER if changed else theme.INK_MUTED,
                    (die.centerx, die.bottom + 12), "center")
    text_x = _rose_text_x(rect)
    width = rect.right - text_x - 10
    wind = _fitting(width, WIND_FONTS, f"Wind toward the {words.direction(view.wind)}",
                    f"Wind: {words.direction(view.wind)}")
    canvas.text(wind, fitting_font(wind, WIND_FONTS, width), theme.INK, (text_x, rect.y + 10), max_width=width)
    total = f" = {view.strength + extra_steps}" if extra_steps else ""
    steps = _fitting(width, ROSE_FONTS, f"Strength {view.strength}" + (f" + {extra_steps} sail" if total else "")
                     + total, f"Strength {view.strength}" + (f" + {extra_steps}" if total else "") + total)
    deck = _fitting(width, ROSE_FONTS, f"Deck {view.deck_count} · discards {len(view.discard)}",
                    f"Deck {view.deck_count} · disc. {len(view.discard)}")
    reserve = _fitting(width, ROSE_FONTS, f"Reserve: {view.reserve_count} unseen ducats",
                       f"Reserve: {view.reserve_count} ducats")
    lines = [(steps, theme.INK), (deck, theme.INK_MUTED), (reserve, theme.INK_MUTED)]
    font = min((fitting_font(line, ROSE_FONTS, width) for line, _ in lines), key=lambda f: f.size)
    top = rect.y + 35 + 21 * (theme.text_scale() - 1)
    room = rect.bottom - 4 - top     # the three lines stay inside the panel: "Reserve" ran past it at 150 %
    allowed = [f for f in ROSE_FONTS if f.size <= font.size and theme.text_size(f) >= ROSE_FONTS[0].size]
    font = next((f for f in allowed if len(lines) * canvas.line_height(f) * 0.9 <= room), allowed[-1] if allowed
                else font)
    step = min(max(21.0, canvas.line_height(font)), room / len(lines))
    for i, (line, ink) in enumerate(lines):   # one size for the three, each line below the last at any size
        canvas.text(line, font, ink, (text_x, top + i * step), max_width=width)


ROSE_FONTS = (theme.SMALL, theme.Font("text", 13), theme.Font("text", 12))
"""The lines under the wind: a size smaller where a larger text size leaves them short."""
WIND_FONTS = (theme.BODY_BOLD, theme.SMALL_BOLD)
"""The wind's line: a size smaller where a larger text size leaves it short."""


def _fitting(room: float, fonts: tuple[theme.Font, ...], *wordings: str) -> str:
    """The first wording (fullest first) that fits `room` at a size `fonts` allow; the
    shorter ones keep the numbers and leave the whole sentence to the pile's tooltip."""
    return next((w for w in wordings if logical_width(w, fitting_font(w, fonts, room)) * 1.04 <= room), wordings[-1])


def rose_spots(rect: pygame.FRect, view: PiratesGoldView, words: Words, extra_steps: int) -> list[Spot]:
    """The rose and the dice explain the wind; the words beside them the piles."""
    text_x = _rose_text_x(rect)
    rose_tip = (f"The wind blows toward the {words.direction(view.wind)} at strength {view.strength}: a ship sails "
                f"up to {view.strength + extra_steps} spaces toward the {words.direction(view.wind)} or 45° either "
                f"side of it. " + words.roll_sentence(view))
    pile_tip = (f"{view.deck_count} action cards in the deck, {len(view.discard)} on the discard pile (reshuffled "
                f"when the deck runs out), {view.reserve_count} unseen ducats in the reserve"
                + (f". Top of the discards: {words.name(view.discard[-1])}." if view.discard else "."))
    return [Spot(pygame.FRect(rect.x, rect.y, text_x - rect.x - 8, rect.h), "rose", rose_tip),
            Spot(pygame.FRect(text_x, rect.y, rect.right - text_x, rect.h), "pile", pile_tip)]


def draw_card(canvas: Canvas, rect: pygame.FRect, card_id: str, words: Words, *, lit: bool = False,
              hovered: bool = False, selected: bool = False, dim: bool = False) -> None:
    """An action card face: its group's band, its picture and its name."""
    if lit:
        grow = 8 if hovered or selected else 4
        canvas.fill(theme.GLOW, rect.inflate(grow, grow), 9)
    canvas.shade(theme.SHADOW, 70, rect.move(2, 3), 7)
    canvas.fill(theme.PARCHMENT, rect, 7)
    band = words.group_colour(card_id)
    canvas.fill(band, (rect.x + 3, rect.y + 3, rect.w - 6, 10), 4)
    icon = min(rect.w - 16, rect.h * 0.42)
    canvas.icon(words.icon(card_id), (rect.centerx - icon / 2, rect.y + 18, icon, icon), band)
    font = card_name_font(words.name(card_id), rect.w - 8)
    lines = canvas.wrap(words.name(card_id), font, rect.w - 8)[:3]
    step = canvas.line_height(font)
    y = rect.bottom - 6 - step * len(lines)
    for line in lines:
        canvas.text(line, font, theme.INK, (rect.centerx, y), "midtop", max_width=rect.w - 6)
        y += step
    canvas.frame(theme.BRASS if lit else theme.PARCHMENT_EDGE, rect, 4 if selected else 2 if lit else 1, 7)
    if dim:
        canvas.shade(theme.PARCHMENT, 110, rect, 7)


def card_name_font(name: str, width: float) -> theme.Font:
    """The largest allowed size at which every word of the name fits the card's width, so
    a line breaks between words, never inside one ("Counte / r Magic" at 150 % text)."""
    longest = max(name.split(), key=lambda word: logical_width(word, CARD_NAME))
    return fitting_font(longest, CARD_NAME_FONTS, width)


def draw_stack_card(canvas: Canvas, rect: pygame.FRect, card_id: str, words: Words, owner: SeatInfo) -> None:
    """A card in the Counter Magic window, with who played it under it."""
    draw_card(canvas, rect, card_id, words)
    draw_seat_badge(canvas, owner.colour_index, owner.name, (rect.x, rect.bottom + 14), theme.SMALL_BOLD,
                    max_width=rect.w + 30)


def spin_face(t: float, faces: tuple[T, ...], salt: int = 0) -> T:
    """A die's face while it tumbles (a picture only: the rolled faces come from events)."""
    return faces[int(t * 23 + salt * 3 + math.sin(t * 7) * 2) % len(faces)]
