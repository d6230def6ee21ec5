"""Each seat's own row beside the chart: its name and tags (active, has the word,
passed), the auto-pass toggle, its cargo, home cove, hand size and the cards lying in
front of it. Each drawing function returns the hotspots it laid out.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from tabletop.games.pirates_gold.model import worth
from tabletop.games.pirates_gold.table.pieces import GOLD, GOLD_EDGE
from tabletop.games.pirates_gold.table.words import Words
from tabletop.games.pirates_gold.view import PiratesGoldView
from tabletop.ui import theme
from tabletop.ui.canvas import Canvas
from tabletop.ui.spots import Spot
from tabletop.ui.table import SeatInfo
from tabletop.ui.widgets.icon import badge_font, draw_seat_badge

TAG = theme.Font("text_bold", 13)


def cargo_slot(rect: pygame.FRect, index: int) -> tuple[float, float]:
    """Centre of the `index`-th ducat of a seat row's cargo (where a hauled ducat lands)."""
    return rect.x + 40 + index * 21, rect.y + 45


def home_centre(rect: pygame.FRect, slots: int) -> tuple[float, float]:
    """Centre of a seat row's home-cove chest, right of `slots` cargo places."""
    x, y = cargo_slot(rect, slots)
    return x + 19, y


@dataclass
class SeatLook:
    info: SeatInfo
    active: bool
    has_word: bool
    passed: bool
    asked: bool
    is_viewer: bool
    auto_pass: bool | None           # None: a computer seat (no such setting)
    win: int


def draw_seat(canvas: Canvas, rect: pygame.FRect, view: PiratesGoldView, seat: int, look: SeatLook,
              words: Words) -> list[Spot]:
    name = look.info.name
    style = look.info.style
    spots: list[Spot] = [Spot(pygame.FRect(rect), "seat",
                              f"{name}: the {style.name} {style.shape}. {name}'s ship sails from the {style.name} "
                              f"home port, which only it may enter; {look.win} ducats' worth unloaded there wins.")]
    face = theme.mix(theme.PARCHMENT, look.info.colour, 0.18) if look.is_viewer else theme.PARCHMENT
    canvas.shade(theme.SHADOW, 60, rect.move(3, 4), 10)
    canvas.fill(face, rect, 10)
    canvas.frame(theme.GLOW if look.has_word or look.asked else theme.PARCHMENT_EDGE, rect,
                 3 if look.has_word or look.asked else 1.5, 10)
    tags = []
    if look.active:
        tags.append(("active", theme.BRASS, theme.INK, f"{name} is the active player this round: they roll, sail "
                                                      "and have the last word in each card phase."))
    if look.has_word:
        tags.append(("has the word", theme.GLOW, theme.INK, f"{name} may play a card or pass now."))
    elif look.asked:
        tags.append(("asked", theme.GLOW, theme.INK, f"{name} is asked whether to answer with Counter Magic."))
    elif look.passed:
        tags.append(("passed", theme.PARCHMENT_DARK, theme.INK_MUTED, f"{name} has passed since the last card."))
    toggle_left = rect.right - 112
    tags_w = sum(canvas.measure(label, TAG)[0] + 20 for label, *_ in tags)
    room = max(150.0, toggle_left - 4 - tags_w - (rect.x + 20))   # the name first, then its tags
    used = draw_seat_badge(canvas, look.info.colour_index, name, (rect.x + 10, rect.y + 17),
                           badge_font(canvas, name, room), max_width=room)
    x = rect.x + 10 + used + 10
    for label, fill, ink, tip in tags:
        w = canvas.measure(label, TAG)[0] + 14
        if x + w > toggle_left - 4:
            break
        pill = pygame.FRect(x, rect.y + 7, w, 20)
        canvas.fill(fill, pill, 10)
        canvas.text(label, TAG, ink, pill.center, "center")
        spots.append(Spot(pill, "tag", tip))
        x += w + 6
    if look.auto_pass is not None:
        box = pygame.FRect(toggle_left, rect.y + 5, 104, 24)
        tick = pygame.FRect(box.x + 4, box.y + 4, 16, 16)
        canvas.fill(theme.FOAM, tick, 3)
        canvas.frame(theme.INK, tick, 1.5, 3)
        if look.auto_pass:
            canvas.line(theme.INK, (tick.x + 3, tick.centery), (tick.centerx - 1, tick.bottom - 3), 2)
            canvas.line(theme.INK, (tick.centerx - 1, tick.bottom - 3), (tick.right - 3, tick.y + 3), 2)
        canvas.text("auto-pass", TAG, theme.INK if look.is_viewer else theme.INK_MUTED, (tick.right + 6, box.centery),
                    "midleft")
        state = "on" if look.auto_pass else "off"
        tip = (f"Auto-pass is {state} for {name}. When it is on and passing is all {name} may do (no card that can "
               "be played, no Counter Magic to answer with), the table passes for them after a moment, without "
               "passing the screen. The others then see that {name} had nothing; with it off, {name} is always "
               "asked in person and gives nothing away.").replace("{name}", name)
        if look.is_viewer:
            tip += " Click to turn it " + ("off." if look.auto_pass else "on.")
        spots.append(Spot(box, "toggle" if look.is_viewer else "tag", tip, {"seat": seat}))
    # Second line: cargo, home, hand, reminders.
    y = cargo_slot(rect, 0)[1]
    cargo = view.cargo[seat]
    canvas.icon("caravel", (rect.x + 8, y - 11, 22, 22), theme.INK)
    cx = cargo_slot(rect, 0)[0]
    capacity = words.content.numbers.ship_capacity
    slots = max(capacity, len(cargo))      # a fifth ducat shows until one is tossed
    for k in range(slots):
        centre = (cx + k * 21, y)
        if k < len(cargo):
            canvas.circle(GOLD, centre, 9)
            canvas.circle(GOLD_EDGE, centre, 9, 1.5)
            canvas.text(str(cargo[k]), TAG, theme.INK, centre, "center")
        else:
            canvas.circle(theme.PARCHMENT_EDGE, centre, 9, 1)
    cargo_tip = (f"{name}'s ship carries {len(cargo)} of {capacity} ducats"
                 + (f" worth {sum(cargo)} ({', '.join(map(str, cargo))})" if cargo else "")
                 + ". Cargo counts only once it is unloaded in the home port.")
    spots.append(Spot(pygame.FRect(rect.x + 6, y - 12, 40 + slots * 21, 24), "seat", cargo_tip))
    hx = home_centre(rect, slots)[0] - 11
    home = sum(view.home[seat])
    canvas.icon("open-treasure-chest", (hx, y - 11, 22, 22), theme.BRASS)
    canvas.text(f"{home}/{look.win}", theme.BODY_BOLD, theme.INK, (hx + 26, y), "midleft")
    spots.append(Spot(pygame.FRect(hx, y - 12, 66, 24), "seat",
                      f"{name}'s home cove holds {worth(home)}; {look.win} wins."))
    kx = hx + 76
    count = view.hand_counts[seat]
    canvas.icon("card-pick", (kx, y - 11, 22, 22), theme.INK)
    canvas.text(str(count), theme.BODY_BOLD, theme.INK, (kx + 25, y), "midleft")
    spots.append(Spot(pygame.FRect(kx, y - 12, 44, 24), "seat", f"{name} holds {count} action card"
                      + ("" if count == 1 else "s") + " (hidden from the others)."))
    rx = kx + 50
    for card_id in view.reminders[seat]:
        label = words.name(card_id)
        w = min(canvas.measure(label, TAG)[0] + 14, rect.right - 8 - rx)
        if w < 30:
            break
        pill = pygame.FRect(rx, y - 10, w, 20)
        canvas.fill(words.group_colour(card_id), pill, 6)
        canvas.text(label, TAG, theme.FOAM, pill.center, "center", max_width=w - 6)
        spots.append(Spot(pill, "seat", f"Lies in front of {name}: {words.card_tip(card_id, None)}"))
        rx += w + 4
    return spots


