"""One island card on the chart: its name and controller, the sell track (the good it
sells, priced 5-4-3-2 from the left), the buy track (each slot asking for one good at a
price), the locals, each player's crew ashore, the outrage, the ships in harbour and the
market card (face down with its price, unless the viewer peeked). The Golden Isle's card
also has the council and its three face-up market cards.

Only the view is drawn: a face-down market card's upgrade is named only for a seat that
peeked at it (the view hides it from everyone else).
"""

from __future__ import annotations

import pygame

from tabletop.games.winds_of_trade.model import GOLDEN
from tabletop.games.winds_of_trade.phases import Phase
import tabletop.games.winds_of_trade.table.pieces as pieces
from tabletop.games.winds_of_trade.table.layout import IslandRects
from tabletop.games.winds_of_trade.table.look import Look, hotspot
from tabletop.games.winds_of_trade.table.words import Words
from tabletop.games.winds_of_trade.view import WindsOfTradeView
from tabletop.ui import theme
from tabletop.ui.canvas import Canvas
from tabletop.ui.spots import Spot

TITLE_FONT = theme.Font("text_bold", 13)
TINY = theme.Font("number", 10)
COUNT = theme.Font("number", 13)
GOLDEN_CARD = theme.mix(theme.BRASS, theme.PARCHMENT, 0.6)


def draw_island(canvas: Canvas, rects: IslandRects, view: WindsOfTradeView, spot: int, look: Look,
                words: Words) -> list[Spot]:
    spots: list[Spot] = []
    sv = view.spots[spot]
    golden = sv.card == GOLDEN
    card = rects.card
    key = ("spot", spot)
    reach = look.targets.get(key)
    canvas.shade(theme.SHADOW, 70, card.move(3, 4), 8)
    canvas.fill(GOLDEN_CARD if golden else pieces.CARD, card, 8)
    canvas.frame(pieces.CARD_EDGE, card, 1.5, 8)
    if reach is not None:     # a lit island; the glow under the pointer is look.draw_hover's
        canvas.shade(theme.GLOW, 50, card, 8)
    acting = _acting_here(view, spot)
    if acting is not None:
        canvas.frame(look.styles[acting].colour, card.inflate(6, 6), 4, 10)   # where the player to act is
    name = words.name(sv.card)
    _title(canvas, rects.title, view, spot, look, words, name)
    tip = words.island(sv.card) + _control_words(view, spot, look)
    if reach is not None:
        tip = f"{_reach_words(view, spot, reach, words)} " + tip
    hotspot(spots, canvas, look, card, "island", tip, key, 8)
    rows = rects.rows
    if golden:
        spots += _buy_track(canvas, rows[0], view, spot, look, words)
        spots += _council(canvas, rows[1], view, look, words)
        spots += _golden_market(canvas, rows[2], view, spot, look, words)
        spots += _people(canvas, rows[3], view, spot, look, words)
        spots += _harbour(canvas, rows[4], view, spot, look, words, market=False)
    else:
        spots += _sell_track(canvas, rows[0], view, spot, look, words)
        spots += _buy_track(canvas, rows[1], view, spot, look, words)
        spots += _people(canvas, rows[2], view, spot, look, words)
        spots += _harbour(canvas, rows[3], view, spot, look, words, market=True)
    return spots


def island_key(view: WindsOfTradeView, spot: int, look: Look) -> tuple:
    """Exactly the part of the view and look that `draw_island` draws for `spot`, so its
    cached picture is repainted when (and only when) this island changes: its own spot
    view, the council on the Golden Isle, the ships in its harbour, the frame of the
    player to act, and (only while the viewer has lit targets, whose tips price a sail
    or a sale) the viewer's seat, the superiority holders and the sails made."""
    sv = view.spots[spot]
    ships = tuple(seat for seat, s in enumerate(view.seats) if s.ship == spot and seat not in look.sailing)
    council = view.council if sv.card == GOLDEN else ()
    prices = (view.seats[view.seat], view.holder, view.sails) if view.seat is not None and look.targets else None
    return (spot, sv, view.seat, _acting_here(view, spot), ships, council, prices, look.marks())


def _acting_here(view: WindsOfTradeView, spot: int) -> int | None:
    """The seat to act when its ship is at `spot` during its turn, else None."""
    if view.to_act is not None and view.phase in (Phase.TURN, Phase.TRADE, Phase.RECRUIT) and view.seats[view.to_act].ship == spot:
        return view.to_act
    return None


def _reach_words(view: WindsOfTradeView, spot: int, reach, words: Words) -> str:
    action = reach.actions[0]
    if action.kind == "place":
        return f"Place your ship at {words.spot_name(view, spot)}."
    route = _route_between(view, words, view.seats[view.seat].ship, spot)
    return f"Sail here for {words.sail_cost(view, view.seat, route.pirate)}."


def _route_between(view: WindsOfTradeView, words: Words, a: int, b: int):
    ids = {view.spots[a].id, view.spots[b].id}
    return next(r for r in words.content.map.routes if {r.a, r.b} == ids)


def _control_words(view: WindsOfTradeView, spot: int, look: Look) -> str:
    owner = view.spots[spot].controller
    if owner is None:
        return " Nobody controls it: control needs more crew there than its locals and than any other player."
    return f" {look.names[owner]} controls it (more crew there than the locals and anyone else)."


def _title(canvas: Canvas, rect: pygame.FRect, view: WindsOfTradeView, spot: int, look: Look, words: Words,
           name: str) -> None:
    sv = view.spots[spot]
    good = words.sells(sv.card)
    x = rect.x + 2
    if good:
        canvas.icon(words.icon(good), (x, rect.centery - 8, 16, 16), words.colour(good))
        x += 19
    else:
        canvas.icon(words.icon(GOLDEN), (x, rect.centery - 8, 16, 16), theme.INK)
        x += 19
    right = rect.right
    if sv.controller is not None:
        pieces.marker(canvas, (rect.right - 9, rect.centery), 8, look.styles[sv.controller], icon="crown")
        right -= 22
    canvas.text(name, TITLE_FONT, theme.INK, (x, rect.centery), "midleft", max_width=right - x - 2)


def _slots(row: pygame.FRect, count: int, label_w: float = 0) -> list[pygame.FRect]:
    w = (row.w - label_w - 2 * (count - 1)) / count
    return [pygame.FRect(row.x + label_w + i * (w + 2), row.y, w, row.h) for i in range(count)]


def _sell_track(canvas: Canvas, row: pygame.FRect, view: WindsOfTradeView, spot: int, look: Look,
                words: Words) -> list[Spot]:
    spots: list[Spot] = []
    sv = view.spots[spot]
    good = words.sells(sv.card)
    colour = words.colour(good)
    prices = words.numbers.sell_track
    canvas.text("Sells", TINY, theme.INK_MUTED, (row.x + 1, row.centery), "midleft")
    for i, (slot, price) in enumerate(zip(_slots(row, len(prices), 30), prices)):
        canvas.fill(theme.mix(colour, pieces.SPACE, 0.8), slot, 4)
        filled = i < sv.sell
        if filled:
            pieces.good_token(canvas, (slot.centerx - 3, slot.centery), min(slot.h, slot.w) / 2 - 3, colour,
                              words.letter(good))
        canvas.text(str(price), TINY, theme.INK, (slot.right - 2, slot.bottom), "bottomright")
        key = ("selltrack", spot, i)
        if filled:
            tip = (f"{words.name(good)} for sale at {price} gold (the rightmost good is bought first; the fuller "
                   "the track, the cheaper). Trade to buy it.")
        else:
            tip = f"An empty sell slot ({price} gold): upkeep produces one {words.name(good)} into the leftmost one."
        if key in look.targets:
            tip = f"Buy this {words.name(good)} for {price} gold."
        hotspot(spots, canvas, look, slot, "sell", tip, key, 4)
    return spots


def _buy_track(canvas: Canvas, row: pygame.FRect, view: WindsOfTradeView, spot: int, look: Look,
               words: Words) -> list[Spot]:
    spots: list[Spot] = []
    sv = view.spots[spot]
    track = words.buy_track(sv.card)
    canvas.text("Buys", TINY, theme.INK_MUTED, (row.x + 1, row.centery), "midleft")
    slots = _slots(row, max(4, len(track)) if sv.card != GOLDEN else len(track), 30)
    for i, (slot, want) in enumerate(zip(slots, track)):
        colour = words.colour(want.good)
        filled = bool(sv.buy[i])
        canvas.fill(theme.mix(colour, pieces.SPACE, 0.8), slot, 4)
        canvas.frame(colour, slot, 1.5, 4)
        if filled:
            pieces.good_token(canvas, (slot.centerx - 3, slot.centery), min(slot.h, slot.w) / 2 - 3, colour,
                              words.letter(want.good))
        else:
            canvas.text(words.letter(want.good), theme.Font("text_bold", 11), colour,
                        (slot.x + 3, slot.y + 1))
        canvas.text(str(want.price), TINY, theme.INK, (slot.right - 2, slot.bottom), "bottomright")
        key = ("buytrack", spot, i)
        if filled:
            tip = (f"Wants {words.name(want.good)} at {want.price} gold — filled. Upkeep consumes the rightmost "
                   "good of the buy track; an island with none to consume rises up.")
        else:
            tip = f"Wants {words.name(want.good)}: selling one here pays {want.price} gold (sales fill from the left)."
        if key in look.targets:
            price = words.sale_price(view, view.seat, spot, i)
            tip = f"Sell a {words.name(want.good)} here for {price} gold."
        hotspot(spots, canvas, look, slot, "buy", tip, key, 4)
    return spots


def _people(canvas: Canvas, row: pygame.FRect, view: WindsOfTradeView, spot: int, look: Look,
            words: Words) -> list[Spot]:
    spots: list[Spot] = []
    sv = view.spots[spot]
    canvas.fill(pieces.SPACE, row, 5)
    locals_rect = pygame.FRect(row.x, row.y, 40, row.h)
    canvas.icon(words.icon("local"), (locals_rect.x + 2, row.centery - 9, 18, 18), theme.INK)
    canvas.text(str(sv.locals), COUNT, theme.INK, (locals_rect.x + 22, row.centery), "midleft")
    key = ("locals", spot)
    tip = f"{sv.locals} local{'s' if sv.locals != 1 else ''} (islanders). Swaying removes one and puts your crew ashore."
    if key in look.targets:
        tip = "Sway a local: " + tip
    hotspot(spots, canvas, look, locals_rect, "locals", tip, key, 5)
    outrage_rect = pygame.FRect(row.right - 36, row.y, 36, row.h)
    canvas.icon(words.icon("outrage"), (outrage_rect.x + 2, row.centery - 8, 16, 16),
                theme.DANGER if sv.outrage else theme.INK_MUTED)
    canvas.text(str(sv.outrage), COUNT, theme.DANGER if sv.outrage else theme.INK_MUTED,
                (outrage_rect.x + 20, row.centery), "midleft")
    hotspot(spots, canvas, look, outrage_rect, "outrage",
            f"Outrage {sv.outrage}: raids raise it and it never goes away. Each point adds a defence die and "
            "1 gold to every sway here.")
    crews = [(seat, n) for seat, n in enumerate(sv.crew) if n]
    x = locals_rect.right + 4
    step = min(28.0, (outrage_rect.x - x) / max(1, len(crews)))
    r = min(row.h / 2 - 2, 11)
    for seat, count in crews:
        cell = pygame.FRect(x, row.y, step, row.h)
        pieces.marker(canvas, (x + r + 1, row.centery), r, look.styles[seat], label=str(count))
        key = ("crew", spot) if seat == look.viewer else None
        tip = f"{look.names[seat]}'s crew ashore here: {count}."
        if key is not None and key in look.targets:
            tip = "Take one of your crew back aboard. " + tip
        hotspot(spots, canvas, look, cell, "crew", tip, key, 5)
        x += step
    return spots


def _harbour(canvas: Canvas, row: pygame.FRect, view: WindsOfTradeView, spot: int, look: Look, words: Words,
             market: bool) -> list[Spot]:
    spots: list[Spot] = []
    ships = [seat for seat, sv in enumerate(view.seats) if sv.ship == spot and seat not in look.sailing]
    r = min(row.h / 2 - 1, 10)
    right = row.right
    if market:
        card = pygame.FRect(row.right - 46, row.y, 46, row.h)
        spots += _market_card(canvas, card, view, spot, 0, look, words)
        right = card.x - 4
    x = row.x + 2
    for seat in ships:
        pieces.marker(canvas, (x + r, row.centery), r, look.styles[seat], icon=words.icon("ship"))
        hotspot(spots, canvas, look, pygame.FRect(x, row.y, 2 * r, row.h), "ship",
                f"{look.names[seat]}'s ship is here.")
        x += 2 * r + 4
        if x > right - 2 * r:
            break
    return spots


def _market_card(canvas: Canvas, rect: pygame.FRect, view: WindsOfTradeView, spot: int, slot: int, look: Look,
                 words: Words, named: bool = False) -> list[Spot]:
    """A market card with its price on a coin; face up (`named`: its name, else its
    picture) only when the view names it."""
    spots: list[Spot] = []
    m = view.spots[spot].market[slot]
    key = ("market", spot, slot)
    if not m.filled:
        canvas.frame(pieces.CARD_EDGE, rect, 1, 4)
        hotspot(spots, canvas, look, rect, "market", "The market deck is empty: no card here.", key, 4)
        return spots
    peekers = ", ".join(look.names[s] for s in m.peeked_by)
    seen = f" Peeked at by {peekers}." if peekers else ""
    if m.card is None:
        canvas.fill(pieces.BACK, rect, 4)
        canvas.icon(words.icon("market"), (rect.x + 2, rect.centery - 8, 16, 16), theme.BRASS)
        tip = f"A face-down ship upgrade for {m.cost} gold; what it does is hidden until someone peeks or buys.{seen}"
    else:
        canvas.fill(theme.PARCHMENT_DARK, rect, 4)
        if named:
            _card_name(canvas, words.name(m.card), rect)
        else:
            canvas.icon(words.icon("market"), (rect.x + 2, rect.centery - 8, 16, 16), theme.INK)
        tip = words.upgrade(m.card) + (" (You peeked: only you see it.)" if view.spots[spot].card != GOLDEN
                                        and view.seat in m.peeked_by else "") + seen
    canvas.frame(pieces.CARD_EDGE, rect, 1, 4)
    coin = (rect.right - 10, rect.centery)
    canvas.circle(theme.BRASS, coin, 8)
    canvas.text(str(m.cost), TINY, theme.INK, coin, "center")
    if m.peeked_by and m.card is None:
        canvas.icon(words.icon("peek"), (rect.x + 18, rect.y, 10, 10), theme.FOAM)
    target = look.targets.get(key)
    if target is not None:
        action = target.actions[0]
        tip = ("Peek at this card (free; only you will see it). " if action.kind == "peek"
               else f"Buy it for {view.spots[spot].market[slot].cost} gold (before discounts). ") + tip
    hotspot(spots, canvas, look, rect, "market", tip, key, 4)
    return spots


def _council(canvas: Canvas, row: pygame.FRect, view: WindsOfTradeView, look: Look, words: Words) -> list[Spot]:
    spots: list[Spot] = []
    seats = words.content.golden.council_slots
    canvas.text("Council", TINY, theme.INK_MUTED, (row.x + 1, row.centery), "midleft")
    for i, slot in enumerate(_slots(row, seats, 44)):
        if i < len(view.council):
            faction = words.content.council_index[view.council[i]].faction
            pieces.chip(canvas, slot, words.colour(faction), words.icon(faction))
            tip = (f"Council seat {i + 1}: {words.name(faction)}."
                   + (" At the next election this leftmost advisor leaves." if i == 0 and len(view.council) == seats
                      else ""))
        else:
            canvas.frame(pieces.CARD_EDGE, slot, 1, 5)
            tip = f"Council seat {i + 1}: empty."
        hotspot(spots, canvas, look, slot, "council", tip)
    return spots


def _card_name(canvas: Canvas, name: str, rect: pygame.FRect) -> None:
    """A face-up card's name left of its price coin: one line if it fits, else two smaller
    lines of whole words when the card is tall enough, and only then shortened."""
    width = rect.w - 22
    one = theme.Font("text_bold", 10)
    if canvas.measure(name, one)[0] <= width:
        canvas.text(name, one, theme.INK, (rect.x + 3, rect.centery), "midleft", max_width=width)
        return
    two = theme.Font("text_bold", 9)
    lines = canvas.wrap(name, two, width)
    step = canvas.line_height(two) * 0.9
    if len(lines) == 2 and step * 2 <= rect.h:
        for i, line in enumerate(lines):
            canvas.text(line, two, theme.INK, (rect.x + 3, rect.centery + (i - 0.5) * step), "midleft",
                        max_width=width)
    else:
        canvas.text(name, two, theme.INK, (rect.x + 3, rect.centery), "midleft", max_width=width)


def _golden_market(canvas: Canvas, row: pygame.FRect, view: WindsOfTradeView, spot: int, look: Look,
                   words: Words) -> list[Spot]:
    spots: list[Spot] = []
    for slot, rect in enumerate(_slots(row, len(view.spots[spot].market))):
        spots += _market_card(canvas, rect, view, spot, slot, look, words, named=True)
    return spots
