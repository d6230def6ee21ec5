"""One player's panel: name, superiorities held, gold, wind left and islands controlled;
the ship's hold (a slot per good it can carry, the goods in it) with the crew aboard and
in supply; the cabins (advisors by faction) and the upgrades bought.

Everything here is public in Winds of Trade; the panel of the seat to act is framed.
`seat_spots` lists what can be pointed at and `draw_seat` paints the panel, both placing
things with the same helpers.
"""

from __future__ import annotations

import pygame

import tabletop.games.winds_of_trade.table.pieces as pieces
from tabletop.games.winds_of_trade.model import FACTIONS, GOODS
from tabletop.games.winds_of_trade.phases import Phase
from tabletop.games.winds_of_trade.table.choices import Target, hit_area
from tabletop.games.winds_of_trade.table.layout import SeatPanel
from tabletop.games.winds_of_trade.table.pieces import Key, Look, fitting_words, mark
from tabletop.games.winds_of_trade.table.words import Words
from tabletop.games.winds_of_trade.view import WindsOfTradeView
from tabletop.ui import text, theme
from tabletop.ui.canvas import Canvas, fitting_font, logical_width
from tabletop.ui.spots import Spot
from tabletop.ui.widgets import draw_seat_badge

NUMBER = theme.Font("number", 16)
SMALL = theme.Font("text", 12)
SMALL_FONTS = (SMALL, theme.Font("text", 11), theme.Font("text", 10))
"""A seat's short counts, a size or two smaller where a larger text size leaves them short."""
BADGE = theme.BODY_BOLD
BADGE_FONTS = (BADGE, theme.SMALL_BOLD, theme.Font("text_bold", 13), theme.Font("text_bold", 12))
CREW_W = 112

Targets = dict[Key, Target]


def seat_key(view: WindsOfTradeView, seat: int, look: Look) -> tuple:
    """Exactly what `draw_seat` draws for `seat`, so a panel is repainted only when its own
    seat changes: the seat's view, the superiorities held (named, and adding to its hold),
    whether it is to act, its crew ashore and the islands it controls."""
    ashore = tuple((s.card, s.crew[seat], s.controller == seat) for s in view.spots)
    return (seat, view.seats[seat], view.holder, _acting(view, seat), ashore, look.marks())


def _acting(view: WindsOfTradeView, seat: int) -> bool:
    return view.to_act == seat and view.phase != Phase.OVER


# --- where things are in a panel ----------------------------------------------------------

def _header(h: pygame.FRect, view: WindsOfTradeView, seat: int) -> tuple[list[tuple[str, int, pygame.FRect]],
                                                                      list[tuple[str, pygame.FRect]], float]:
    """The figures (gold, wind, islands) right-aligned as (thing, value, box) from the right,
    the superiorities held as (faction, chip) leftwards of them, and where the name must end."""
    sv = view.seats[seat]
    x = h.right
    stats = []
    for thing, value in reversed((("gold", sv.gold), ("wind", sv.wind), ("island", sv.islands))):
        w = max(42.0, 26 + logical_width(str(value), NUMBER) * 1.04)   # 50 was left room only at 100 %
        box = pygame.FRect(x - w, h.y, w, h.h)
        stats.append((thing, value, box))
        x = box.x - 2
    held = []
    for faction in reversed([f for f, holder in zip(FACTIONS, view.holder) if holder == seat]):
        box = pygame.FRect(x - 24, h.y + 2, 22, h.h - 4)
        held.append((faction, box))
        x = box.x - 2
    return stats, held, x


def _hold(row: pygame.FRect, view: WindsOfTradeView, seat: int, words: Words):
    """The hold's goods and empty places as (index, good or None, centre), the tokens'
    radius, the hold's icon and the crew's boxes (aboard, supply)."""
    sv = view.seats[seat]
    hold = words.hold(view, seat)
    area = pygame.FRect(row.x + 4, row.y, row.w - CREW_W - 8, row.h)
    r = min(row.h / 2 - 4, 11.0)
    step = min(2 * r + 4, (area.w - 26) / max(1, hold))
    x = area.x + 22
    goods = [g for g, count in zip(GOODS, sv.cargo) for _ in range(count)]
    places = [(i, goods[i] if i < len(goods) else None, (x + i * step + r, row.centery))
              for i in range(max(hold, len(goods)))]
    crew = pygame.FRect(row.right - CREW_W, row.y, CREW_W, row.h)
    aboard = pygame.FRect(crew.x, row.y + 1, 40, row.h - 2)
    supply = pygame.FRect(aboard.right + 4, row.y, crew.right - aboard.right - 4, row.h)
    return places, goods, r, area, aboard, supply


def _cabins(row: pygame.FRect, words: Words) -> tuple[list[pygame.FRect], pygame.FRect]:
    cabins = words.numbers.cabins
    upgrades_w = min(130.0, row.w * 0.32)
    cabin_w = (row.w - upgrades_w - 4 * cabins) / cabins
    boxes = [pygame.FRect(row.x + i * (cabin_w + 4), row.y, cabin_w, row.h) for i in range(cabins)]
    return boxes, pygame.FRect(row.right - upgrades_w, row.y, upgrades_w, row.h)


def _badge_font(label: str, room: float) -> theme.Font:
    """The badge's size: bold text, a step smaller where a larger text size leaves the
    name short of room (never smaller than the house badge)."""
    return fitting_font(label, BADGE_FONTS, _name_room(room))


def _name_room(room: float) -> float:
    """What a badge `room` wide leaves its name, after the seat's mark."""
    return room - 2 * theme.text_px(BADGE) * 0.55 - 8


def _badge_width(label: str, room: float) -> float:
    """What `draw_seat_badge` takes for `label` (the seat's mark and name), the name measured
    at the logical size: the hit area must not depend on the window's scale."""
    font = _badge_font(label, room)
    return min(2 * theme.text_px(font) * 0.55 + 8 + text.size(font.role, theme.text_px(font), label)[0], room)


def _label(view: WindsOfTradeView, seat: int, look: Look, room: float) -> str:
    """The seat's name, with "(you)" on the viewer's own where the header has room for it:
    at a larger text size "(you)" gives way before any letter of the name does."""
    name = look.names[seat]
    if seat != look.viewer:
        return name
    you = name + " (you)"
    return you if logical_width(you, _badge_font(you, room)) * 1.04 <= _name_room(room) else name


# --- what can be pointed at -----------------------------------------------------------------

def seat_spots(panel: SeatPanel, view: WindsOfTradeView, seat: int, look: Look, targets: Targets,
               words: Words) -> list[Spot]:
    spots = _header_spots(panel.header, view, seat, look, words)
    spots += _hold_spots(panel.hold, view, seat, look, targets, words)
    spots += _cabin_spots(panel.cabins, view, seat, look, targets, words)
    if panel.notes.h >= 16:
        spots.append(Spot(pygame.FRect(panel.notes), "notes", f"{look.names[seat]}: " + " ".join(_notes(view, seat, words))))
    return spots


def _notes(view: WindsOfTradeView, seat: int, words: Words) -> list[str]:
    """Where the crew is ashore and which islands the seat controls."""
    ashore = [f"{words.spot_name(view, i)} {s.crew[seat]}" for i, s in enumerate(view.spots) if s.crew[seat]]
    owned = [words.spot_name(view, i) for i, s in enumerate(view.spots) if s.controller == seat]
    return [("Crew ashore: " + ", ".join(ashore)) if ashore else "No crew ashore.",
            ("Controls: " + ", ".join(owned)) if owned else "Controls no island."]


def _header_spots(h: pygame.FRect, view: WindsOfTradeView, seat: int, look: Look, words: Words) -> list[Spot]:
    sv = view.seats[seat]
    name = look.names[seat]
    wind_tip = (f"{name}'s wind {'left this turn' if _acting(view, seat) else 'for the next turn'}: {sv.wind}. "
                "Actions cost wind; at the end of a turn it is set by the cargo.")
    tips = {"gold": f"{name}: {sv.gold} gold (public).", "wind": wind_tip,
            "island": f"{name} controls {sv.islands} island{'s' if sv.islands != 1 else ''} (the Golden Isle counts)."}
    stats, held, x = _header(h, view, seat)
    spots = [Spot(box, thing, tips[thing]) for thing, _, box in stats]
    spots += [Spot(box, "held", f"{name} holds {words.name(faction)}' superiority. " + words.faction(faction))
              for faction, box in held]
    style = look.styles[seat]
    turn = " It is their turn." if _acting(view, seat) else ""
    used = _badge_width(_label(view, seat, look, x - h.x - 10), x - h.x - 10)
    spots.append(Spot(pygame.FRect(h.x, h.y, max(used, 30), h.h), "seat",
                      f"{name} — {style.name} {style.shape}: their ship and crew have this colour and shape.{turn}"))
    return spots


def _hold_spots(row: pygame.FRect, view: WindsOfTradeView, seat: int, look: Look, targets: Targets,
                words: Words) -> list[Spot]:
    sv = view.seats[seat]
    places, goods, r, area, aboard, supply = _hold(row, view, seat, words)
    name = look.names[seat]
    spots = []
    for i, good, centre in places:
        if good is None:
            continue
        key: Key | None = ("cargo", good) if seat == look.viewer and goods.index(good) == i else None
        tip = f"{words.name(good)} in {name}'s hold."
        target = targets.get(key) if key else None
        if target is not None:
            tip = ("Sell it here. " if target.actions[0].kind == "sell" else "Toss it overboard (free). ") + tip
        spots.append(hit_area(pygame.FRect(centre[0] - r - 1, row.y + 2, 2 * r + 2, row.h - 4), "cargo", tip, key,
                              targets, r))
    spots.append(Spot(pygame.FRect(area.x, row.y, 22, row.h), "hold",
                      f"{name}'s hold: {len(goods)} of {words.hold(view, seat)} goods. Cargo slows the ship: "
                      "the more goods aboard, the less wind next turn."))
    key = ("aboard",) if seat == look.viewer else None
    tip = (f"{name}'s crew aboard: {sv.aboard} (one attack die each in a raid; up to "
           f"{words.numbers.crew_aboard_max}).")
    if key in targets:
        tip = "Put one crew ashore here (free). " + tip
    spots.append(hit_area(aboard, "aboard", tip, key, targets, 6))
    total = words.seat_total_crew(view, seat)
    spots.append(Spot(supply, "supply", f"{name}'s supply: {sv.supply} crew waiting to be swayed ashore. "
                                        f"Crew aboard and ashore: {total} (the People's superiority counts these)."))
    return spots


def _cabin_spots(row: pygame.FRect, view: WindsOfTradeView, seat: int, look: Look, targets: Targets,
                 words: Words) -> list[Spot]:
    sv = view.seats[seat]
    boxes, ups = _cabins(row, words)
    spots = []
    for i, box in enumerate(boxes):
        if i < len(sv.cabins):
            card = sv.cabins[i]
            key = ("cabin", card) if seat == look.viewer else None
            tip = f"In {look.names[seat]}'s cabins: " + words.advisor(card)
            if key in targets:
                tip = "Dismiss this advisor (free). " + tip
            spots.append(hit_area(box, "cabin", tip, key, targets, 5))
        else:
            spots.append(Spot(box, "cabin", "An empty cabin: Recruit to fill it with an advisor. An advisor's "
                                            "faction lets you claim that faction's superiority."))
    detail = " ".join(words.upgrade(u) for u in sv.upgrades) or "None yet: buy market cards at the islands."
    spots.append(Spot(ups, "upgrades", f"{look.names[seat]}'s ship upgrades: {detail}"))
    return spots


# --- painting ------------------------------------------------------------------------------

def draw_seat(canvas: Canvas, panel: SeatPanel, view: WindsOfTradeView, seat: int, colour_index: int, look: Look,
              words: Words) -> None:
    rect = panel.rect
    acting = _acting(view, seat)
    canvas.shade(theme.SHADOW, 60, rect.move(3, 4), 10)
    canvas.fill(pieces.PANEL, rect, 10)
    canvas.fill(look.styles[seat].colour, (rect.x, rect.y, 6, rect.h), 10)
    if acting:
        canvas.frame(theme.GLOW, rect.inflate(4, 4), 3, 12)
    else:
        canvas.frame(theme.PARCHMENT_EDGE, rect, 1.5, 10)
    _draw_header(canvas, panel.header, view, seat, colour_index, look, words)
    _draw_hold(canvas, panel.hold, view, seat, look, words)
    _draw_cabins(canvas, panel.cabins, view, seat, look, words)
    if panel.notes.h >= 16:
        rect = panel.notes
        step = canvas.line_height(SMALL)
        for i, line in enumerate(_notes(view, seat, words)):
            if (i + 1) * step <= rect.h:
                canvas.text(line, SMALL, theme.INK_MUTED, (rect.x + 4, rect.y + i * step), max_width=rect.w - 8)


def _draw_header(canvas: Canvas, h: pygame.FRect, view: WindsOfTradeView, seat: int, colour_index: int, look: Look,
                 words: Words) -> None:
    stats, held, x = _header(h, view, seat)
    for thing, value, box in stats:
        if thing == "gold":     # a brass coin, as on the prices
            canvas.circle(theme.BRASS, (box.x + 11, box.centery), 9)
            canvas.circle(theme.INK, (box.x + 11, box.centery), 9, 1.2)
        else:
            canvas.icon(words.icon(thing), (box.x + 2, box.centery - 9, 18, 18), theme.INK_MUTED)
        canvas.text(str(value), NUMBER, theme.INK, (box.x + 23, box.centery), "midleft")
    for faction, box in held:
        pieces.chip(canvas, box, words.colour(faction), words.icon(faction))
    label = _label(view, seat, look, x - h.x - 10)
    draw_seat_badge(canvas, colour_index, label, (h.x + 6, h.centery), _badge_font(label, x - h.x - 10), theme.INK,
                    max_width=x - h.x - 10)


def _draw_hold(canvas: Canvas, row: pygame.FRect, view: WindsOfTradeView, seat: int, look: Look,
               words: Words) -> None:
    sv = view.seats[seat]
    canvas.fill(pieces.SPACE, row, 6)
    places, goods, r, area, aboard, supply = _hold(row, view, seat, words)
    canvas.icon(words.icon("cargo"), (area.x, row.centery - 9, 18, 18), theme.INK_MUTED)
    for i, good, centre in places:
        if good is not None:
            pieces.good_token(canvas, centre, r, words.colour(good), words.letter(good))
            if seat == look.viewer and goods.index(good) == i:
                mark(canvas, look, pygame.FRect(centre[0] - r - 1, row.y + 2, 2 * r + 2, row.h - 4), ("cargo", good),
                     r)
        else:
            canvas.circle(theme.mix(pieces.SPACE, theme.INK, 0.3), centre, r, 1.2)
    pieces.marker(canvas, (aboard.x + 12, row.centery), r, look.styles[seat], label=str(sv.aboard))
    canvas.icon(words.icon("ship"), (aboard.x + 24, row.centery - 8, 16, 16), theme.INK_MUTED)
    if seat == look.viewer:
        mark(canvas, look, aboard, ("aboard",), 6)
    canvas.icon(words.icon("crew"), (supply.x, row.centery - 8, 16, 16), theme.INK_MUTED)
    spare, face = fitting_words(supply.w - 18, SMALL_FONTS, f"{sv.supply} spare", str(sv.supply))
    canvas.text(spare, face, theme.INK, (supply.x + 18, row.centery), "midleft", max_width=supply.w - 18)


def _draw_cabins(canvas: Canvas, row: pygame.FRect, view: WindsOfTradeView, seat: int, look: Look,
                 words: Words) -> None:
    sv = view.seats[seat]
    boxes, ups = _cabins(row, words)
    for i, box in enumerate(boxes):
        if i < len(sv.cabins):
            card = sv.cabins[i]
            faction = words.content.advisor_index[card].faction
            pieces.chip(canvas, box, words.colour(faction), words.icon(faction), words.name(card))
            if seat == look.viewer:
                mark(canvas, look, box, ("cabin", card), 5)
        else:
            canvas.frame(theme.mix(pieces.SPACE, theme.INK, 0.35), box, 1.2, 5)
            canvas.text("cabin", SMALL, theme.INK_MUTED, box.center, "center")
    canvas.fill(pieces.SPACE, ups, 6)
    canvas.icon(words.icon("market"), (ups.x + 3, ups.centery - 9, 18, 18), theme.INK_MUTED)
    _draw_upgrade_names(canvas, pygame.FRect(ups.x + 24, ups.y + 2, ups.w - 26, ups.h - 4),
                        [words.name(u) for u in sv.upgrades])


def _draw_upgrade_names(canvas: Canvas, box: pygame.FRect, names: list[str]) -> None:
    """The upgrades a ship carries, on one line, else wrapped, else counted: a name is never
    cut short (the tooltip names each upgrade and what it does)."""
    joined = ", ".join(names)
    if not names:
        none, face = fitting_words(box.w, SMALL_FONTS, "no upgrades", "none")
        canvas.text(none, face, theme.INK_MUTED, (box.x, box.centery), "midleft", max_width=box.w)
    elif canvas.measure(joined, SMALL)[0] <= box.w:
        canvas.text(joined, SMALL, theme.INK, (box.x, box.centery), "midleft")
    elif (height := canvas.paragraph_height(joined, SMALL, box.w)) <= box.h:
        canvas.paragraph(joined, SMALL, theme.INK, (box.x, box.centery - height / 2, box.w, height))
    else:
        count, face = fitting_words(box.w, SMALL_FONTS, f"{len(names)} upgrade{'s' if len(names) != 1 else ''}",
                                    str(len(names)))
        canvas.text(count, face, theme.INK, (box.x, box.centery), "midleft", max_width=box.w)
