"""One player's panel: name, superiorities held, gold, wind left and islands controlled;
the ship's hold (a slot per good it can carry, the goods in it) with the crew aboard and
in supply; the cabins (advisors by faction) and the upgrades bought.

Everything here is public in Winds of Trade; the panel of the seat to act is framed.
"""

from __future__ import annotations

import pygame

from tabletop.games.winds_of_trade.model import FACTIONS, GOODS
from tabletop.games.winds_of_trade.phases import Phase
import tabletop.games.winds_of_trade.table.pieces as pieces
from tabletop.games.winds_of_trade.table.layout import SeatPanel
from tabletop.games.winds_of_trade.table.look import Look, hotspot
from tabletop.games.winds_of_trade.table.words import Words
from tabletop.games.winds_of_trade.view import WindsOfTradeView
from tabletop.ui import theme
from tabletop.ui.canvas import Canvas
from tabletop.ui.spots import Spot
from tabletop.ui.widgets import draw_seat_badge

NUMBER = theme.Font("number", 16)
SMALL = theme.Font("text", 12)


def seat_key(view: WindsOfTradeView, seat: int, look: Look) -> tuple:
    """Exactly what `draw_seat` draws for `seat`, so a panel is repainted only when its own
    seat changes: the seat's view, the superiorities held (named, and adding to its hold),
    whether it is to act, its crew ashore and the islands it controls."""
    ashore = tuple((s.card, s.crew[seat], s.controller == seat) for s in view.spots)
    return (seat, view.seats[seat], view.holder, view.to_act == seat and view.phase != Phase.OVER, ashore, look.marks())


def draw_seat(canvas: Canvas, panel: SeatPanel, view: WindsOfTradeView, seat: int, colour_index: int, look: Look,
              words: Words) -> list[Spot]:
    spots: list[Spot] = []
    rect = panel.rect
    acting = view.to_act == seat and view.phase != Phase.OVER
    canvas.shade(theme.SHADOW, 60, rect.move(3, 4), 10)
    canvas.fill(pieces.PANEL, rect, 10)
    canvas.fill(look.styles[seat].colour, (rect.x, rect.y, 6, rect.h), 10)
    if acting:
        canvas.frame(theme.GLOW, rect.inflate(4, 4), 3, 12)
    else:
        canvas.frame(theme.PARCHMENT_EDGE, rect, 1.5, 10)
    spots += _header(canvas, panel.header, view, seat, colour_index, look, words, acting)
    spots += _hold(canvas, panel.hold, view, seat, look, words)
    spots += _cabins(canvas, panel.cabins, view, seat, look, words)
    if panel.notes.h >= 16:
        spots += _notes(canvas, panel.notes, view, seat, look, words)
    return spots


def _notes(canvas: Canvas, rect: pygame.FRect, view: WindsOfTradeView, seat: int, look: Look, words: Words) -> list[Spot]:
    """Where the crew is ashore and which islands the seat controls (room permitting: fewer players)."""
    ashore = [f"{words.spot_name(view, i)} {s.crew[seat]}" for i, s in enumerate(view.spots) if s.crew[seat]]
    owned = [words.spot_name(view, i) for i, s in enumerate(view.spots) if s.controller == seat]
    lines = [("Crew ashore: " + ", ".join(ashore)) if ashore else "No crew ashore.",
             ("Controls: " + ", ".join(owned)) if owned else "Controls no island."]
    step = canvas.line_height(SMALL)
    for i, line in enumerate(lines):
        if (i + 1) * step <= rect.h:
            canvas.text(line, SMALL, theme.INK_MUTED, (rect.x + 4, rect.y + i * step), max_width=rect.w - 8)
    return [Spot(pygame.FRect(rect), "notes", f"{look.names[seat]}: " + " ".join(lines))]


def _header(canvas: Canvas, h: pygame.FRect, view: WindsOfTradeView, seat: int, colour_index: int, look: Look,
            words: Words, acting: bool) -> list[Spot]:
    spots: list[Spot] = []
    sv = view.seats[seat]
    wind_tip = (f"{look.names[seat]}'s wind {'left this turn' if acting else 'for the next turn'}: {sv.wind}. "
                "Actions cost wind; at the end of a turn it is set by the cargo.")
    islands_tip = (f"{look.names[seat]} controls {sv.islands} island{'s' if sv.islands != 1 else ''} "
                   "(the Golden Isle counts).")
    stats = [("gold", sv.gold, f"{look.names[seat]}: {sv.gold} gold (public)."),
             ("wind", sv.wind, wind_tip),
             ("island", sv.islands, islands_tip)]
    x = h.right
    for thing, value, tip in reversed(stats):
        box = pygame.FRect(x - 50, h.y, 50, h.h)
        if thing == "gold":     # a brass coin, as on the prices
            canvas.circle(theme.BRASS, (box.x + 11, box.centery), 9)
            canvas.circle(theme.INK, (box.x + 11, box.centery), 9, 1.2)
        else:
            canvas.icon(words.icon(thing), (box.x + 2, box.centery - 9, 18, 18), theme.INK_MUTED)
        canvas.text(str(value), NUMBER, theme.INK, (box.x + 23, box.centery), "midleft")
        spots.append(Spot(box, thing, tip))
        x = box.x - 2
    held = [f for f, holder in zip(FACTIONS, view.holder) if holder == seat]
    for faction in reversed(held):
        box = pygame.FRect(x - 24, h.y + 2, 22, h.h - 4)
        pieces.chip(canvas, box, words.colour(faction), words.icon(faction))
        spots.append(Spot(box, "held", f"{look.names[seat]} holds {words.name(faction)}' superiority. "
                                       + words.faction(faction)))
        x = box.x - 2
    label = look.names[seat] + (" (you)" if seat == look.viewer else "")
    used = draw_seat_badge(canvas, colour_index, label, (h.x + 6, h.centery), theme.BODY_BOLD, theme.INK,
                           max_width=x - h.x - 10)
    style = look.styles[seat]
    turn = " It is their turn." if acting else ""
    spots.append(Spot(pygame.FRect(h.x, h.y, max(used, 30), h.h), "seat",
                      f"{look.names[seat]} — {style.name} {style.shape}: their ship and crew have this colour and "
                      f"shape.{turn}"))
    return spots


def _hold(canvas: Canvas, row: pygame.FRect, view: WindsOfTradeView, seat: int, look: Look, words: Words) -> list[Spot]:
    spots: list[Spot] = []
    sv = view.seats[seat]
    canvas.fill(pieces.SPACE, row, 6)
    hold = words.hold(view, seat)
    crew_w = 112
    area = pygame.FRect(row.x + 4, row.y, row.w - crew_w - 8, row.h)
    r = min(row.h / 2 - 4, 11.0)
    step = min(2 * r + 4, (area.w - 26) / max(1, hold))
    canvas.icon(words.icon("cargo"), (area.x, row.centery - 9, 18, 18), theme.INK_MUTED)
    x = area.x + 22
    goods = [g for g, count in zip(GOODS, sv.cargo) for _ in range(count)]
    for i in range(max(hold, len(goods))):
        centre = (x + i * step + r, row.centery)
        if i < len(goods):
            good = goods[i]
            pieces.good_token(canvas, centre, r, words.colour(good), words.letter(good))
            key = ("cargo", good) if seat == look.viewer and goods.index(good) == i else None
            tip = f"{words.name(good)} in {look.names[seat]}'s hold."
            target = look.targets.get(key) if key else None
            if target is not None:
                tip = ("Sell it here. " if target.actions[0].kind == "sell" else "Toss it overboard (free). ") + tip
            hotspot(spots, canvas, look, pygame.FRect(centre[0] - r - 1, row.y + 2, 2 * r + 2, row.h - 4),
                    "cargo", tip, key, r)
        else:
            canvas.circle(theme.mix(pieces.SPACE, theme.INK, 0.3), centre, r, 1.2)
    spots.append(Spot(pygame.FRect(area.x, row.y, 22, row.h), "hold",
                      f"{look.names[seat]}'s hold: {len(goods)} of {hold} goods. Cargo slows the ship: "
                      "the more goods aboard, the less wind next turn."))
    crew = pygame.FRect(row.right - crew_w, row.y, crew_w, row.h)
    aboard = pygame.FRect(crew.x, row.y + 1, 40, row.h - 2)
    pieces.marker(canvas, (aboard.x + 12, row.centery), r, look.styles[seat], label=str(sv.aboard))
    canvas.icon(words.icon("ship"), (aboard.x + 24, row.centery - 8, 16, 16), theme.INK_MUTED)
    key = ("aboard",) if seat == look.viewer else None
    tip = (f"{look.names[seat]}'s crew aboard: {sv.aboard} (one attack die each in a raid; up to "
           f"{words.numbers.crew_aboard_max}).")
    if key in look.targets:
        tip = "Put one crew ashore here (free). " + tip
    hotspot(spots, canvas, look, aboard, "aboard", tip, key, 6)
    supply = pygame.FRect(aboard.right + 4, row.y, crew.right - aboard.right - 4, row.h)
    canvas.icon(words.icon("crew"), (supply.x, row.centery - 8, 16, 16), theme.INK_MUTED)
    canvas.text(f"{sv.supply} spare", SMALL, theme.INK, (supply.x + 18, row.centery), "midleft",
                max_width=supply.w - 18)
    total = words.seat_total_crew(view, seat)
    spots.append(Spot(supply, "supply", f"{look.names[seat]}'s supply: {sv.supply} crew waiting to be swayed ashore. "
                                        f"Crew aboard and ashore: {total} (the People's superiority counts these)."))
    return spots


def _cabins(canvas: Canvas, row: pygame.FRect, view: WindsOfTradeView, seat: int, look: Look, words: Words) -> list[Spot]:
    spots: list[Spot] = []
    sv = view.seats[seat]
    cabins = words.numbers.cabins
    upgrades_w = min(130.0, row.w * 0.32)
    cabin_w = (row.w - upgrades_w - 4 * cabins) / cabins
    for i in range(cabins):
        box = pygame.FRect(row.x + i * (cabin_w + 4), row.y, cabin_w, row.h)
        if i < len(sv.cabins):
            card = sv.cabins[i]
            faction = words.content.advisor_index[card].faction
            pieces.chip(canvas, box, words.colour(faction), words.icon(faction), words.name(card))
            key = ("cabin", card) if seat == look.viewer else None
            tip = f"In {look.names[seat]}'s cabins: " + words.advisor(card)
            if key in look.targets:
                tip = "Dismiss this advisor (free). " + tip
            hotspot(spots, canvas, look, box, "cabin", tip, key, 5)
        else:
            canvas.frame(theme.mix(pieces.SPACE, theme.INK, 0.35), box, 1.2, 5)
            canvas.text("cabin", SMALL, theme.INK_MUTED, box.center, "center")
            spots.append(Spot(box, "cabin", "An empty cabin: Recruit to fill it with an advisor. An advisor's "
                                            "faction lets you claim that faction's superiority."))
    ups = pygame.FRect(row.right - upgrades_w, row.y, upgrades_w, row.h)
    canvas.fill(pieces.SPACE, ups, 6)
    canvas.icon(words.icon("market"), (ups.x + 3, ups.centery - 9, 18, 18), theme.INK_MUTED)
    _draw_upgrade_names(canvas, pygame.FRect(ups.x + 24, ups.y + 2, ups.w - 26, ups.h - 4),
                        [words.name(u) for u in sv.upgrades])
    detail = " ".join(words.upgrade(u) for u in sv.upgrades) or "None yet: buy market cards at the islands."
    spots.append(Spot(ups, "upgrades", f"{look.names[seat]}'s ship upgrades: {detail}"))
    return spots


def _draw_upgrade_names(canvas: Canvas, box: pygame.FRect, names: list[str]) -> None:
    """The upgrades a ship carries, on one line, else wrapped, else counted: a name is never
    cut short (the tooltip names each upgrade and what it does)."""
    text = ", ".join(names)
    if not names:
        canvas.text("no upgrades", SMALL, theme.INK_MUTED, (box.x, box.centery), "midleft", max_width=box.w)
    elif canvas.measure(text, SMALL)[0] <= box.w:
        canvas.text(text, SMALL, theme.INK, (box.x, box.centery), "midleft")
    elif (height := canvas.paragraph_height(text, SMALL, box.w)) <= box.h:
        canvas.paragraph(text, SMALL, theme.INK, (box.x, box.centery - height / 2, box.w, height))
    else:
        canvas.text(f"{len(names)} upgrades", SMALL, theme.INK, (box.x, box.centery), "midleft", max_width=box.w)
