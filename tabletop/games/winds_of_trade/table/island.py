"""One island card on the chart: its name and controller, the sell track (the good it
sells, priced 5-4-3-2 from the left), the buy track (each slot asking for one good at a
price), the locals, each player's crew ashore, the outrage, the ships in harbour and the
market card (face down with its price, unless the viewer peeked). The Golden Isle's card
also has the council and its three face-up market cards.

`island_spots` lists what can be pointed at on a card and `draw_island` paints it; both
place things with the same helpers, so a hit area lies exactly over its picture. Only
the view is drawn: a face-down market card's upgrade is named only for a seat that
peeked at it (the view hides it from everyone else).
"""

from __future__ import annotations

import pygame

import tabletop.games.winds_of_trade.table.pieces as pieces
from tabletop.games.winds_of_trade.model import GOLDEN
from tabletop.games.winds_of_trade.phases import Phase
from tabletop.games.winds_of_trade.table.choices import Target, hit_area
from tabletop.games.winds_of_trade.table.layout import IslandRects
from tabletop.games.winds_of_trade.table.pieces import Key, Look, fitting_words, mark
from tabletop.games.winds_of_trade.table.words import Words
from tabletop.games.winds_of_trade.view import WindsOfTradeView
from tabletop.ui import theme
from tabletop.ui.canvas import Canvas, logical_width
from tabletop.ui.spots import Spot

TITLE_FONTS = tuple(theme.Font("text_bold", size) for size in (13, 12, 11, 10))
"""An island's name, smaller where a larger text size leaves it short; its first word
alone ("Cinnamon") when even that does not fit (the island's tooltip names it whole)."""
TINY = theme.Font("number", 10)
COUNT = theme.Font("number", 13)
GOLDEN_CARD = theme.mix(theme.BRASS, theme.PARCHMENT, 0.6)

Targets = dict[Key, Target]


def island_key(view: WindsOfTradeView, spot: int, look: Look) -> tuple:
    """Exactly the part of the view and look that `draw_island` draws for `spot`, so its
    cached picture is repainted when (and only when) this island changes: its own spot
    view, the council on the Golden Isle, the ships in its harbour, the frame of the
    player to act, and (only while the viewer has lit targets, whose tips price a sail
    or a sale) the viewer's seat, the superiority holders and the sails made."""
    sv = view.spots[spot]
    ships = tuple(seat for seat, s in enumerate(view.seats) if s.ship == spot and seat not in look.sailing)
    council = view.council if sv.card == GOLDEN else ()
    prices = (view.seats[view.seat], view.holder, view.sails) if view.seat is not None and look.lit else None
    return (spot, sv, view.seat, _acting_here(view, spot), ships, council, prices, look.marks())


def _acting_here(view: WindsOfTradeView, spot: int) -> int | None:
    """The seat to act when its ship is at `spot` during its turn, else None."""
    if (view.to_act is not None and view.phase in (Phase.TURN, Phase.TRADE, Phase.RECRUIT)
            and view.seats[view.to_act].ship == spot):
        return view.to_act
    return None


# --- where things are on a card -----------------------------------------------------------

def _slots(row: pygame.FRect, count: int, label_w: float = 0) -> list[pygame.FRect]:
    w = (row.w - label_w - 2 * (count - 1)) / count
    return [pygame.FRect(row.x + label_w + i * (w + 2), row.y, w, row.h) for i in range(count)]


def _label_w(least: float, *labels: str) -> float:
    """A row's label column: `least` at the house size, wider where a larger text size
    makes its word ("Sells", "Council") run into the row's first space."""
    return max(least, max(logical_width(label, TINY) for label in labels) * 1.04 + 4)


def _track_label_w() -> float:
    return _label_w(30, "Sells", "Buys")


def _buy_slots(row: pygame.FRect, card: str, track_length: int) -> list[pygame.FRect]:
    return _slots(row, max(4, track_length) if card != GOLDEN else track_length, _track_label_w())


def _people(row: pygame.FRect, crew: tuple[int, ...]) -> tuple[pygame.FRect, pygame.FRect,
                                                                list[tuple[int, int, float, pygame.FRect]]]:
    """The locals' box, the outrage's, and each crew ashore as (seat, count, left, cell)."""
    locals_rect = pygame.FRect(row.x, row.y, 40, row.h)
    outrage_rect = pygame.FRect(row.right - 36, row.y, 36, row.h)
    crews = [(seat, n) for seat, n in enumerate(crew) if n]
    x = locals_rect.right + 4
    step = min(28.0, (outrage_rect.x - x) / max(1, len(crews)))
    cells = []
    for seat, count in crews:
        cells.append((seat, count, x, pygame.FRect(x, row.y, step, row.h)))
        x += step
    return locals_rect, outrage_rect, cells


def _crew_radius(row: pygame.FRect) -> float:
    return min(row.h / 2 - 2, 11)


def _harbour(row: pygame.FRect, view: WindsOfTradeView, spot: int, look: Look,
             market: bool) -> tuple[pygame.FRect | None, float, list[tuple[int, float]]]:
    """Where the harbour's market card lies (None on the Golden Isle), the ships' radius,
    and each ship in harbour (not under way) with its left edge, as many as fit."""
    ships = [seat for seat, sv in enumerate(view.seats) if sv.ship == spot and seat not in look.sailing]
    r = min(row.h / 2 - 1, 10)
    right = row.right
    card = None
    if market:
        card = pygame.FRect(row.right - 46, row.y, 46, row.h)
        right = card.x - 4
    x = row.x + 2
    placed = []
    for seat in ships:
        placed.append((seat, x))
        x += 2 * r + 4
        if x > right - 2 * r:
            break
    return card, r, placed


def _golden_market_slots(row: pygame.FRect, view: WindsOfTradeView, spot: int) -> list[pygame.FRect]:
    return _slots(row, len(view.spots[spot].market))


def _council_slots(row: pygame.FRect, words: Words) -> list[pygame.FRect]:
    return _slots(row, words.content.golden.council_slots, _label_w(44, "Council"))


# --- what can be pointed at -----------------------------------------------------------------

def island_spots(rects: IslandRects, view: WindsOfTradeView, spot: int, look: Look, targets: Targets,
                 words: Words) -> list[Spot]:
    """The card's hit areas, in the order they are painted (topmost last)."""
    sv = view.spots[spot]
    key = ("spot", spot)
    tip = words.island(sv.card) + _control_words(view, spot, look)
    reach = targets.get(key)
    if reach is not None:
        tip = f"{_reach_words(view, spot, reach, words)} " + tip
    spots = [hit_area(rects.card, "island", tip, key, targets, 8)]
    rows = rects.rows
    if sv.card == GOLDEN:
        spots += _buy_track_spots(rows[0], view, spot, targets, words)
        spots += _council_spots(rows[1], view, words)
        for slot, rect in enumerate(_golden_market_slots(rows[2], view, spot)):
            spots.append(_market_spot(rect, view, spot, slot, look, targets, words))
        spots += _people_spots(rows[3], view, spot, look, targets)
        spots += _harbour_spots(rows[4], view, spot, look, targets, words, market=False)
    else:
        spots += _sell_track_spots(rows[0], view, spot, targets, words)
        spots += _buy_track_spots(rows[1], view, spot, targets, words)
        spots += _people_spots(rows[2], view, spot, look, targets)
        spots += _harbour_spots(rows[3], view, spot, look, targets, words, market=True)
    return spots


def _reach_words(view: WindsOfTradeView, spot: int, reach: Target, words: Words) -> str:
    action = reach.actions[0]
    if action.kind == "place":
        return f"Place your ship at {words.spot_name(view, spot)}."
    assert view.seat is not None, "only the viewer's own moves are lit"
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


def _sell_track_spots(row: pygame.FRect, view: WindsOfTradeView, spot: int, targets: Targets,
                      words: Words) -> list[Spot]:
    sv = view.spots[spot]
    good = words.sells(sv.card)
    assert good is not None, "every outer island sells a good"
    prices = words.numbers.sell_track
    spots = []
    for i, (slot, price) in enumerate(zip(_slots(row, len(prices), _track_label_w()), prices)):
        key = ("selltrack", spot, i)
        if i < sv.sell:
            tip = (f"{words.name(good)} for sale at {price} gold (the rightmost good is bought first; the fuller "
                   "the track, the cheaper). Trade to buy it.")
        else:
            tip = f"An empty sell slot ({price} gold): upkeep produces one {words.name(good)} into the leftmost one."
        if key in targets:
            tip = f"Buy this {words.name(good)} for {price} gold."
        spots.append(hit_area(slot, "sell", tip, key, targets, 4))
    return spots


def _buy_track_spots(row: pygame.FRect, view: WindsOfTradeView, spot: int, targets: Targets,
                     words: Words) -> list[Spot]:
    sv = view.spots[spot]
    track = words.buy_track(sv.card)
    spots = []
    for i, (slot, want) in enumerate(zip(_buy_slots(row, sv.card, len(track)), track)):
        key = ("buytrack", spot, i)
        if sv.buy[i]:
            tip = (f"Wants {words.name(want.good)} at {want.price} gold — filled. Upkeep consumes the rightmost "
                   "good of the buy track; an island with none to consume rises up.")
        else:
            tip = f"Wants {words.name(want.good)}: selling one here pays {want.price} gold (sales fill from the left)."
        if key in targets:
            assert view.seat is not None, "only the viewer's own moves are lit"
            price = words.sale_price(view, view.seat, spot, i)
            tip = f"Sell a {words.name(want.good)} here for {price} gold."
        spots.append(hit_area(slot, "buy", tip, key, targets, 4))
    return spots


def _people_spots(row: pygame.FRect, view: WindsOfTradeView, spot: int, look: Look, targets: Targets) -> list[Spot]:
    sv = view.spots[spot]
    locals_rect, outrage_rect, cells = _people(row, sv.crew)
    key: Key | None = ("locals", spot)
    tip = f"{sv.locals} local{'s' if sv.locals != 1 else ''} (islanders). Swaying removes one and puts your crew ashore."
    if key in targets:
        tip = "Sway a local: " + tip
    spots = [hit_area(locals_rect, "locals", tip, key, targets, 5),
             hit_area(outrage_rect, "outrage",
                      f"Outrage {sv.outrage}: raids raise it and it never goes away. Each point adds a defence die "
                      "and 1 gold to every sway here.", None, targets)]
    for seat, count, _, cell in cells:
        key = ("crew", spot) if seat == look.viewer else None
        tip = f"{look.names[seat]}'s crew ashore here: {count}."
        if key is not None and key in targets:
            tip = "Take one of your crew back aboard. " + tip
        spots.append(hit_area(cell, "crew", tip, key, targets, 5))
    return spots


def _harbour_spots(row: pygame.FRect, view: WindsOfTradeView, spot: int, look: Look, targets: Targets,
                   words: Words, market: bool) -> list[Spot]:
    card, r, ships = _harbour(row, view, spot, look, market)
    spots = [] if card is None else [_market_spot(card, view, spot, 0, look, targets, words)]
    for seat, x in ships:
        spots.append(hit_area(pygame.FRect(x, row.y, 2 * r, row.h), "ship", f"{look.names[seat]}'s ship is here.",
                              None, targets))
    return spots


def _market_spot(rect: pygame.FRect, view: WindsOfTradeView, spot: int, slot: int, look: Look, targets: Targets,
                 words: Words) -> Spot:
    m = view.spots[spot].market[slot]
    key = ("market", spot, slot)
    if not m.filled:
        return hit_area(rect, "market", "The market deck is empty: no card here.", key, targets, 4)
    peekers = ", ".join(look.names[s] for s in m.peeked_by)
    seen = f" Peeked at by {peekers}." if peekers else ""
    if m.card is None:
        tip = f"A face-down ship upgrade for {m.cost} gold; what it does is hidden until someone peeks or buys.{seen}"
    else:
        tip = words.upgrade(m.card) + (" (You peeked: only you see it.)" if view.spots[spot].card != GOLDEN
                                        and view.seat in m.peeked_by else "") + seen
    target = targets.get(key)
    if target is not None:
        action = target.actions[0]
        tip = ("Peek at this card (free; only you will see it). " if action.kind == "peek"
               else f"Buy it for {m.cost} gold (before discounts). ") + tip
    return hit_area(rect, "market", tip, key, targets, 4)


def _council_spots(row: pygame.FRect, view: WindsOfTradeView, words: Words) -> list[Spot]:
    seats = words.content.golden.council_slots
    spots = []
    for i, slot in enumerate(_council_slots(row, words)):
        if i < len(view.council):
            faction = words.content.council_index[view.council[i]].faction
            tip = (f"Council seat {i + 1}: {words.name(faction)}."
                   + (" At the next election this leftmost advisor leaves." if i == 0 and len(view.council) == seats
                      else ""))
        else:
            tip = f"Council seat {i + 1}: empty."
        spots.append(Spot(pygame.FRect(slot), "council", tip, data={"key": None, "target": None, "radius": 5}))
    return spots


# --- painting ------------------------------------------------------------------------------

def draw_island(canvas: Canvas, rects: IslandRects, view: WindsOfTradeView, spot: int, look: Look,
                words: Words) -> None:
    sv = view.spots[spot]
    golden = sv.card == GOLDEN
    card = rects.card
    key = ("spot", spot)
    canvas.shade(theme.SHADOW, 70, card.move(3, 4), 8)
    canvas.fill(GOLDEN_CARD if golden else pieces.CARD, card, 8)
    canvas.frame(pieces.CARD_EDGE, card, 1.5, 8)
    if key in look.lit:     # a lit island; the glow under the pointer is pieces.draw_hover's
        canvas.shade(theme.GLOW, 50, card, 8)
    acting = _acting_here(view, spot)
    if acting is not None:
        canvas.frame(look.styles[acting].colour, card.inflate(6, 6), 4, 10)   # where the player to act is
    _title(canvas, rects.title, view, spot, look, words, words.name(sv.card))
    mark(canvas, look, card, key, 8)
    rows = rects.rows
    if golden:
        _draw_buy_track(canvas, rows[0], view, spot, look, words)
        _draw_council(canvas, rows[1], view, words)
        for slot, rect in enumerate(_golden_market_slots(rows[2], view, spot)):
            _draw_market_card(canvas, rect, view, spot, slot, look, words, named=True)
        _draw_people(canvas, rows[3], view, spot, look, words)
        _draw_harbour(canvas, rows[4], view, spot, look, words, market=False)
    else:
        _draw_sell_track(canvas, rows[0], view, spot, look, words)
        _draw_buy_track(canvas, rows[1], view, spot, look, words)
        _draw_people(canvas, rows[2], view, spot, look, words)
        _draw_harbour(canvas, rows[3], view, spot, look, words, market=True)


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
    title, face = fitting_words(right - x - 2, TITLE_FONTS, name, name.split()[0])
    canvas.text(title, face, theme.INK, (x, rect.centery), "midleft", max_width=right - x - 2)


def _draw_sell_track(canvas: Canvas, row: pygame.FRect, view: WindsOfTradeView, spot: int, look: Look,
                     words: Words) -> None:
    sv = view.spots[spot]
    good = words.sells(sv.card)
    assert good is not None, "every outer island sells a good"
    colour = words.colour(good)
    prices = words.numbers.sell_track
    canvas.text("Sells", TINY, theme.INK_MUTED, (row.x + 1, row.centery), "midleft")
    for i, (slot, price) in enumerate(zip(_slots(row, len(prices), _track_label_w()), prices)):
        canvas.fill(theme.mix(colour, pieces.SPACE, 0.8), slot, 4)
        if i < sv.sell:
            pieces.good_token(canvas, (slot.centerx - 3, slot.centery), min(slot.h, slot.w) / 2 - 3, colour,
                              words.letter(good))
        canvas.text(str(price), TINY, theme.INK, (slot.right - 2, slot.bottom), "bottomright")
        mark(canvas, look, slot, ("selltrack", spot, i), 4)


def _draw_buy_track(canvas: Canvas, row: pygame.FRect, view: WindsOfTradeView, spot: int, look: Look,
                    words: Words) -> None:
    sv = view.spots[spot]
    track = words.buy_track(sv.card)
    canvas.text("Buys", TINY, theme.INK_MUTED, (row.x + 1, row.centery), "midleft")
    for i, (slot, want) in enumerate(zip(_buy_slots(row, sv.card, len(track)), track)):
        colour = words.colour(want.good)
        canvas.fill(theme.mix(colour, pieces.SPACE, 0.8), slot, 4)
        canvas.frame(colour, slot, 1.5, 4)
        if sv.buy[i]:
            pieces.good_token(canvas, (slot.centerx - 3, slot.centery), min(slot.h, slot.w) / 2 - 3, colour,
                              words.letter(want.good))
        else:
            canvas.text(words.letter(want.good), theme.Font("text_bold", 11), colour,
                        (slot.x + 3, slot.y + 1))
        canvas.text(str(want.price), TINY, theme.INK, (slot.right - 2, slot.bottom), "bottomright")
        mark(canvas, look, slot, ("buytrack", spot, i), 4)


def _draw_people(canvas: Canvas, row: pygame.FRect, view: WindsOfTradeView, spot: int, look: Look,
                 words: Words) -> None:
    sv = view.spots[spot]
    locals_rect, outrage_rect, cells = _people(row, sv.crew)
    canvas.fill(pieces.SPACE, row, 5)
    canvas.icon(words.icon("local"), (locals_rect.x + 2, row.centery - 9, 18, 18), theme.INK)
    canvas.text(str(sv.locals), COUNT, theme.INK, (locals_rect.x + 22, row.centery), "midleft")
    mark(canvas, look, locals_rect, ("locals", spot), 5)
    canvas.icon(words.icon("outrage"), (outrage_rect.x + 2, row.centery - 8, 16, 16),
                theme.DANGER if sv.outrage else theme.INK_MUTED)
    canvas.text(str(sv.outrage), COUNT, theme.DANGER if sv.outrage else theme.INK_MUTED,
                (outrage_rect.x + 20, row.centery), "midleft")
    r = _crew_radius(row)
    for seat, count, x, cell in cells:
        pieces.marker(canvas, (x + r + 1, row.centery), r, look.styles[seat], label=str(count))
        if seat == look.viewer:
            mark(canvas, look, cell, ("crew", spot), 5)


def _draw_harbour(canvas: Canvas, row: pygame.FRect, view: WindsOfTradeView, spot: int, look: Look, words: Words,
                  market: bool) -> None:
    card, r, ships = _harbour(row, view, spot, look, market)
    if card is not None:
        _draw_market_card(canvas, card, view, spot, 0, look, words)
    for seat, x in ships:
        pieces.marker(canvas, (x + r, row.centery), r, look.styles[seat], icon=words.icon("ship"))


def _draw_market_card(canvas: Canvas, rect: pygame.FRect, view: WindsOfTradeView, spot: int, slot: int, look: Look,
                      words: Words, named: bool = False) -> None:
    """A market card with its price on a coin; face up (`named`: its name, else its
    picture) only when the view names it."""
    m = view.spots[spot].market[slot]
    key = ("market", spot, slot)
    if not m.filled:
        canvas.frame(pieces.CARD_EDGE, rect, 1, 4)
        mark(canvas, look, rect, key, 4)
        return
    if m.card is None:
        canvas.fill(pieces.BACK, rect, 4)
        canvas.icon(words.icon("market"), (rect.x + 2, rect.centery - 8, 16, 16), theme.BRASS)
    else:
        canvas.fill(theme.PARCHMENT_DARK, rect, 4)
        if named:
            pieces.card_name(canvas, words.name(m.card), rect)
        else:
            canvas.icon(words.icon("market"), (rect.x + 2, rect.centery - 8, 16, 16), theme.INK)
    canvas.frame(pieces.CARD_EDGE, rect, 1, 4)
    coin = (rect.right - 10, rect.centery)
    canvas.circle(theme.BRASS, coin, 8)
    canvas.text(str(m.cost), TINY, theme.INK, coin, "center")
    if m.peeked_by and m.card is None:
        canvas.icon(words.icon("peek"), (rect.x + 18, rect.y, 10, 10), theme.FOAM)
    mark(canvas, look, rect, key, 4)


def _draw_council(canvas: Canvas, row: pygame.FRect, view: WindsOfTradeView, words: Words) -> None:
    canvas.text("Council", TINY, theme.INK_MUTED, (row.x + 1, row.centery), "midleft")
    for i, slot in enumerate(_council_slots(row, words)):
        if i < len(view.council):
            faction = words.content.council_index[view.council[i]].faction
            pieces.chip(canvas, slot, words.colour(faction), words.icon(faction))
        else:
            canvas.frame(pieces.CARD_EDGE, slot, 1, 5)
