"""The coast and the technology cards: Lisboa, the line of towns with their building and
goods spaces and the ships in their seas, and who owns which technology.

A face-down town is drawn from its position alone (the view does not name it), so the
picture can never give it away. Every thing drawn is listed as a hotspot with its
explanation (`board_spots`, from the layout, before anything is drawn); a legal target
carries what a click on it does.

Lisboa, each town and the technology cards are cached layers keyed by the part of the
view they show and this frame's look: a coast of twelve towns is hundreds of shapes,
so a frame redraws only what an action changed.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

import pygame

from tabletop.engine.action import Action
from tabletop.games.sail_to_india.model import Town
import tabletop.games.sail_to_india.table.pieces as pieces
from tabletop.games.sail_to_india.table.choices import Key, Target, spot
from tabletop.games.sail_to_india.table.layout import TableLayout, TownRects, tech_rows
from tabletop.games.sail_to_india.table.words import Words
from tabletop.games.sail_to_india.view import SailToIndiaView, TownView
from tabletop.ui import highlight, theme
from tabletop.ui.canvas import Canvas, fitting_font, logical_width
from tabletop.ui.layers import LayerCache
from tabletop.ui.spots import Spot

MARGIN = 8  # room around a layer's rectangle for shadows and target glows


@dataclass
class BoardLook:
    """What the board needs beyond the view: seats' looks and names, and this frame's choices."""

    styles: list[theme.SeatStyle]
    names: list[str]
    viewer: int | None = None
    targets: dict[Key, Target] = field(default_factory=dict)
    hovered: Key | None = None
    origin: int | None = None
    suggested: set[Key] = field(default_factory=set)
    incoming: Counter = field(default_factory=Counter)
    """Markers still flying in, by ("cell", position, seat) or (space kind, position, space)."""

    def key(self, position: int | None = None) -> tuple:
        """Everything here as a hashable value, for the layer cache; with `position`, only
        the markers flying in to that town (0: Lisboa), for a layer showing just that one."""
        incoming = (self.incoming.items() if position is None
                    else ((k, n) for k, n in self.incoming.items() if k[1] == position))
        return (tuple(self.styles), tuple(self.names), self.viewer, frozenset(self.targets.items()), self.hovered,
                self.origin, frozenset(self.suggested), frozenset(incoming))


def board_spots(layout: TableLayout, view: SailToIndiaView, names: list[str], targets: dict[Key, Target],
                words: Words) -> list[Spot]:
    """The hit areas of the coast and the technology cards, in drawing order (topmost last):
    Lisboa, each town, the technologies."""
    spots = _lisboa_spots(layout, view, names, targets, words)
    for town in view.towns:
        spots += _town_spots(layout, view, town, names, targets, words)
    return spots + _technology_spots(layout, view, names, targets, words)


def _lisboa_spots(layout: TableLayout, view: SailToIndiaView, names: list[str], targets: dict[Key, Target],
                  words: Words) -> list[Spot]:
    rect = layout.lisboa
    card = pygame.FRect(rect.x, rect.y, rect.w, layout.town[0].card.h)
    boxed = (f" With {view.players} players these towns are back in the box: "
             + ", ".join(words.name(t) for t in view.box) + ".") if view.box else ""
    spots = [Spot(card, "lisboa_card", "Lisboa: markers waiting here can sail, or become new bankers and "
                                       "historians. Employing brings markers from the stock; returned and "
                                       "sold markers come back here." + boxed)]
    for seat, cell in enumerate(layout.lisboa_cells[:view.players]):
        count = view.seats[seat].sea[0]
        tip = f"{names[seat]} has {count} marker{'s' if count != 1 else ''} on Lisboa."
        spots.append(spot(cell, "lisboa", tip, ("lisboa",) if seat == view.seat else None, targets))
    return spots


def _town_spots(layout: TableLayout, view: SailToIndiaView, town: TownView, names: list[str],
                targets: dict[Key, Target], words: Words) -> list[Spot]:
    rects = layout.town[town.position - 1]
    towns = len(view.towns)
    if town.town is None:
        spots = [Spot(pygame.FRect(rects.card), "hidden_town", _hidden_tip(town.position, towns, words))]
    else:
        spots = _open_town_spots(rects, view, town, names, targets, words)
    where = words.town_name(town.town, town.position, towns)
    mover, moved = _moved_note(view, town.position)
    for seat in range(view.players):
        count = view.seats[seat].sea[town.position]
        tip = f"{names[seat]}'s ships in the sea of {where}: {count}."
        if seat == mover and moved:
            tip += f" {moved} of them already sailed in this move."
        key = ("sea", town.position) if seat == view.seat else None
        spots.append(spot(rects.cells[seat], "sea", tip, key, targets))
    if ("town", town.position) in targets:
        spots.append(spot(rects.column, "town", f"Sail the chosen ship to {where}.", ("town", town.position),
                          targets))
    return spots


def _hidden_tip(position: int, towns: int, words: Words) -> str:
    if position == towns:
        return ("India: the last town of the line, still face down. Discovering it earns "
                f"{words.numbers.discovery_vp + words.numbers.india_bonus} VP and ends the game after this round.")
    return (f"A face-down town (position {position}). A ship that enters it stops there; when the "
            f"move ends it is discovered for {words.numbers.discovery_vp} VP. One discovery a turn.")


def _open_town_spots(rects: TownRects, view: SailToIndiaView, town: TownView, names: list[str],
                     targets: dict[Key, Target], words: Words) -> list[Spot]:
    assert town.town is not None
    info = words.content.town(town.town)
    name = words.name(town.town)
    extra = " It is India, the last town of the line." if town.position == len(view.towns) else ""
    spots = [Spot(pygame.FRect(rects.name), "town_name",
                  f"{name} (position {town.position}): two building spaces above, two goods spaces below; "
                  f"ships wait in its sea.{extra}")]
    for space in (0, 1):
        owner = town.build_owner[space]
        who = (f" Built by {names[owner]}." if owner is not None else
               f" Empty: building here is an action costing {words.numbers.build_cost} wealth; one of your ships "
               "in this town's sea becomes the building.")
        spots.append(spot(rects.buildings[space], "space", words.building_sentence(info, space) + who,
                          ("build", town.position, space), targets))
        good = info.goods[space]
        owner = town.goods_owner[space]
        picked = _picked(view, town.position, space)
        who = (f" {names[owner]}'s trade good{' — picked for this sale' if picked else ''}." if owner is not None
               else " Empty: at the end of a move, one of your ships in this town's sea can unload here.")
        spots.append(spot(rects.goods[space], "space", words.good_sentence(good) + who,
                          ("good", town.position, space), targets))
    return spots


def _technology_spots(layout: TableLayout, view: SailToIndiaView, names: list[str], targets: dict[Key, Target],
                      words: Words) -> list[Spot]:
    spots = []
    owners = dict(view.techs)
    mine = _mine(view)
    for card, rect in zip(words.content.cards, layout.cards):
        for tech_id, row in zip(card.technologies, tech_rows(rect, len(card.technologies))):
            owner = owners.get(tech_id)
            who = (f" Owned by {names[owner]}." if owner is not None else
                   " Nobody owns it yet: a scientist may take it." + _why_not_mine(view, tech_id, mine, words))
            sentence = words.tech_sentence(tech_id, mine if owner is None else ())
            spots.append(spot(row, "tech", sentence + who, ("tech", tech_id), targets))
    return spots


def _mine(view: SailToIndiaView) -> tuple[str, ...]:
    """The viewer's technologies (a price on the cards counts their discounts)."""
    return tuple(t for t, owner in view.techs if owner == view.seat) if view.seat is not None else ()


# --- drawing ---------------------------------------------------------------------------------

def draw_board(canvas: Canvas, layout: TableLayout, view: SailToIndiaView, look: BoardLook,
               words: Words, layers: LayerCache) -> None:
    # Each layer is keyed by what it draws (not who is to act), so a move repaints only
    # the towns it changed.
    lisboa_key = ("lisboa", look.key(0), view.seat, view.players, view.box, tuple(sv.sea[0] for sv in view.seats))
    layers.draw(canvas, lisboa_key, layout.lisboa, MARGIN, lambda layer: _lisboa(layer, layout, view, look, words))
    for town in view.towns:
        town_key = ("town", look.key(town.position), view.seat, view.players, layers.part(town), len(view.towns),
                    tuple(sv.sea[town.position] for sv in view.seats), _moved_note(view, town.position),
                    _picked(view, town.position, 0), _picked(view, town.position, 1))
        layers.draw(canvas, town_key, layout.town[town.position - 1].column, MARGIN,
                    lambda layer, town=town: _town(layer, layout, view, town, look, words))
    cards = layout.cards[0].unionall(layout.cards[1:])
    mine = view.seats[view.seat] if view.seat is not None else None     # a greyed card's reason reads it
    techs_key = ("technologies", look.key(-1), view.seat, view.players, view.phase, layers.part(view.techs),
                 layers.part(mine), bool(view.legal))
    layers.draw(canvas, techs_key, cards, MARGIN, lambda layer: _technologies(layer, layout, view, look, words))
    for town in view.towns:     # last, on the table itself: a column fills its layer, so the tag stands below it
        if ("town", town.position) in look.suggested:
            highlight.suggestion_frame(canvas, layout.town[town.position - 1].column)


def _moved_note(view: SailToIndiaView, position: int) -> tuple[int | None, int]:
    """Who is told how many of their ships already sailed from this town's sea in this move."""
    if view.phase == "move" and view.moved and view.moved[position]:
        return view.to_act, view.moved[position]
    return None, 0


def _picked(view: SailToIndiaView, position: int, space: int) -> bool:
    """Whether a town's goods space is picked for the sale being made."""
    return view.phase == "sell" and position * 2 + space in view.picked


def _frame(canvas: Canvas, rect: pygame.FRect, key: Key | None, look: BoardLook, radius: float = 5) -> None:
    """Frame a hotspot that is a legal target (glowing if hovered) or the advice."""
    if key is not None and key in look.targets:
        highlight.target_frame(canvas, rect, key == look.hovered, radius)
    if key is not None and key in look.suggested:
        highlight.suggestion_frame(canvas, rect)


# --- Lisboa and the seas ------------------------------------------------------------------

def _lisboa(canvas: Canvas, layout: TableLayout, view: SailToIndiaView, look: BoardLook, words: Words) -> None:
    rect = layout.lisboa
    card = pygame.FRect(rect.x, rect.y, rect.w, layout.town[0].card.h)
    canvas.fill(theme.mix(theme.BRASS, theme.PARCHMENT, 0.55), card, 8)
    canvas.frame(pieces.CARD_EDGE, card, 1.5, 8)
    canvas.icon(words.icon("lisboa"), (card.centerx - 22, card.y + 10, 44, 44), theme.INK)
    font = fitting_font("Lisboa", (theme.NAME, theme.Font("display_bold", 18), theme.Font("display_bold", 16)), card.w - 4)
    canvas.text("Lisboa", font, theme.INK, (card.centerx, card.y + 62), "midtop", max_width=card.w - 4)
    quay = layout.lisboa_cells[0].union(layout.lisboa_cells[-1]).inflate(6, 6)
    canvas.fill(theme.mix(theme.SEA_LIGHT, theme.BRASS, 0.25), quay, 6)
    for seat, cell in enumerate(layout.lisboa_cells[:view.players]):
        count = view.seats[seat].sea[0]
        _cell(canvas, cell, seat, count - look.incoming[("cell", 0, seat)], look, 0)
        _frame(canvas, cell, ("lisboa",) if seat == view.seat else None, look)


def _cell(canvas: Canvas, cell: pygame.FRect, seat: int, count: int, look: BoardLook, position: int) -> None:
    selected = look.origin == position and seat == look.viewer
    if selected:
        canvas.fill(theme.GLOW, cell, 6)
    if count > 0:
        r = min(cell.w, cell.h) * 0.36
        pieces.marker(canvas, cell.center, r, look.styles[seat], label=str(count))


# --- one town --------------------------------------------------------------------------------

def _town(canvas: Canvas, layout: TableLayout, view: SailToIndiaView, town: TownView, look: BoardLook,
          words: Words) -> None:
    rects = layout.town[town.position - 1]
    towns = len(view.towns)
    reach = look.targets.get(("town", town.position))
    if reach is not None:
        hovered = look.hovered == ("town", town.position)
        canvas.shade(theme.GLOW, 120 if hovered else 55, rects.column.inflate(4, 4), 9)
        canvas.frame(theme.GLOW, rects.column.inflate(4, 4), 3 if hovered else 2, 9)
    canvas.fill(theme.mix(theme.SEA_LIGHT, theme.SEA_DEEP, 0.3), rects.sea, 6)
    if town.town is None:
        _hidden_town(canvas, rects, town.position, towns, words)
    else:
        _open_town(canvas, rects, view, town, look, words)
    for seat in range(view.players):
        count = view.seats[seat].sea[town.position]
        cell = rects.cells[seat]
        _cell(canvas, cell, seat, count - look.incoming[("cell", town.position, seat)], look, town.position)
        _frame(canvas, cell, ("sea", town.position) if seat == view.seat else None, look)


def _hidden_town(canvas: Canvas, rects: TownRects, position: int, towns: int, words: Words) -> None:
    card = rects.card
    canvas.fill(pieces.BACK, card, 6)
    canvas.frame(theme.BRASS, card.inflate(-4, -4), 1.5, 5)
    india = position == towns
    size = min(card.w - 16, 40)
    canvas.icon(words.icon("india" if india else "unknown_town"), (card.centerx - size / 2, card.y + 22, size, size),
                theme.BRASS)
    label = "India" if india else "?"
    canvas.text(label, theme.Font("display_bold", 18), theme.FOAM, (card.centerx, card.bottom - 8), "midbottom",
                max_width=card.w - 6)
    canvas.text(str(position), theme.Font("text_bold", 12), theme.FOAM_MUTED, (card.x + 6, card.y + 4))


def _open_town(canvas: Canvas, rects: TownRects, view: SailToIndiaView, town: TownView, look: BoardLook,
               words: Words) -> None:
    assert town.town is not None
    info = words.content.town(town.town)
    card = rects.card
    canvas.fill(pieces.CARD, card, 6)
    canvas.frame(pieces.CARD_EDGE, card, 1.5, 6)
    name = words.name(town.town)
    small, lines = _name_lines(canvas, name, rects.name.w - 6, rects.name.h)
    step = canvas.line_height(small) * 0.95
    top = rects.name.centery - step * len(lines) / 2
    for i, line in enumerate(lines):
        canvas.text(line, small, theme.INK, (rects.name.centerx, top + i * step), "midtop", max_width=rects.name.w - 4)
    for space in (0, 1):
        _building(canvas, rects.buildings[space], town, info, space, look, words)
        _good(canvas, rects.goods[space], view, town, info, space, look, words)


def _owner_mark(canvas: Canvas, rect: pygame.FRect, style: theme.SeatStyle, faded: bool = False) -> None:
    """The owner's marker in the space's lower right corner, leaving its picture readable."""
    r = min(rect.w, rect.h) * 0.27
    pieces.marker(canvas, (rect.right - r - 1, rect.bottom - r - 1), r, style, faded=faded)


def _name_lines(canvas: Canvas, name: str, width: float, height: float) -> tuple[theme.Font, list[str]]:
    """A town's name in at most two lines of whole words, the font shrinking until every
    word fits ("Mozambique" is never split inside the word) and the lines fit the name's
    band (at 150 % text two lines of the first size stood out of it: "São" over the card)."""
    whole: tuple[theme.Font, list[str]] | None = None
    for size in (13, 12, 11, 10):
        font = theme.Font("text_bold", size)
        words = name.split()
        if all(canvas.measure(w, font)[0] <= width for w in words):
            lines = canvas.wrap(name, font, width)
            if len(lines) <= 2:
                whole = font, lines
                if len(lines) * canvas.line_height(font) * 0.95 <= height + 2:
                    return whole
    return whole or (font, [name])


def _building(canvas: Canvas, rect: pygame.FRect, town: TownView, info: Town, space: int, look: BoardLook,
              words: Words) -> None:
    b = info.buildings[space]
    owner = town.build_owner[space]
    canvas.fill(pieces.SPACE, rect, 4)
    if b.good:
        canvas.fill(theme.hex_colour(words.colour(b.good)), (rect.x, rect.bottom - 5, rect.w, 5), 2)
    size = min(rect.w, rect.h) * 0.72
    canvas.icon(words.icon(b.kind), (rect.centerx - size / 2, rect.centery - size / 2 - 1, size, size), theme.INK)
    if owner is not None and not look.incoming[("build", town.position, space)]:
        _owner_mark(canvas, rect, look.styles[owner])
    _frame(canvas, rect, ("build", town.position, space), look, 4)


def _good(canvas: Canvas, rect: pygame.FRect, view: SailToIndiaView, town: TownView, info: Town, space: int,
          look: BoardLook, words: Words) -> None:
    good = info.goods[space]
    owner = town.goods_owner[space]
    colour = theme.hex_colour(words.colour(good))
    canvas.fill(theme.mix(colour, pieces.CARD, 0.55), rect, 4)
    canvas.fill(colour, (rect.x, rect.y, 4, rect.h), 2)
    size = min(rect.w, rect.h) * 0.72
    canvas.icon(words.icon(good), (rect.centerx - size / 2 + 2, rect.centery - size / 2, size, size), theme.INK)
    picked = _picked(view, town.position, space)
    if owner is not None and not look.incoming[("good", town.position, space)]:
        _owner_mark(canvas, rect, look.styles[owner], faded=picked)
    if picked:
        canvas.frame(theme.GLOW, rect.inflate(2, 2), 3, 5)
        canvas.icon("check-mark", (rect.x + 5, rect.y + 1, 13, 13), theme.INK)
    _frame(canvas, rect, ("good", town.position, space), look, 4)


# --- technologies ------------------------------------------------------------------------------

def _technologies(canvas: Canvas, layout: TableLayout, view: SailToIndiaView, look: BoardLook,
                  words: Words) -> None:
    owners = dict(view.techs)
    for card, rect in zip(words.content.cards, layout.cards):
        canvas.shade(theme.SHADOW, 60, rect.move(3, 4), 8)
        canvas.fill(theme.PARCHMENT, rect, 8)
        canvas.frame(theme.PARCHMENT_EDGE, rect, 1.5, 8)
        canvas.icon(words.icon(card.id), (rect.x + 8, rect.y + 3, 18, 18), theme.INK_MUTED)
        canvas.text(words.name(card.id), theme.Font("display_bold", 18), theme.INK, (rect.x + 32, rect.y + 12),
                    "midleft", max_width=rect.w - 40)
        for tech_id, row in zip(card.technologies, tech_rows(rect, len(card.technologies))):
            owner = owners.get(tech_id)
            tech = words.content.tech(tech_id)
            canvas.fill(pieces.SPACE if owner is None else theme.PARCHMENT_DARK, row, 5)
            r = row.h / 2 - 3
            canvas.circle(theme.BRASS, (row.x + r + 4, row.centery), r)
            canvas.text(str(tech.cost), pieces.font("number", r * 1.3), theme.INK, (row.x + r + 4, row.centery),
                        "center")
            room = row.right - 2 * r - 10 - row.x - 2 * r - 14
            name, font = _tech_label(tech_id, owner is None, room, words)
            canvas.text(name, font, theme.INK if owner is None else theme.INK_MUTED, (row.x + 2 * r + 12, row.centery),
                        "midleft", max_width=room)
            centre = (row.right - r - 4, row.centery)
            if owner is not None:
                pieces.marker(canvas, centre, r, look.styles[owner], icon=words.icon("scientist"))
            else:
                canvas.circle(theme.mix(pieces.SPACE, theme.INK, 0.25), centre, r, 1.5)
            _frame(canvas, row, ("tech", tech_id), look)


TECH_FONTS = {True: (theme.SMALL_BOLD, theme.Font("text_bold", 13), theme.Font("text_bold", 12)),
              False: (theme.SMALL, theme.Font("text", 13), theme.Font("text", 12))}
"""A technology's name, free (bold) or owned, a size or two smaller where a larger text
size leaves its row short."""


def _tech_label(tech_id: str, free: bool, room: float, words: Words) -> tuple[str, theme.Font]:
    """The technology's name at the largest size that fits its row; its house short form
    when even the smallest allowed size does not (the tooltip names it in full)."""
    fonts = TECH_FONTS[free]
    for name in (words.name(tech_id), words.short_name(tech_id)):
        font = fitting_font(name, fonts, room)
        if logical_width(name, font) * 1.04 <= room:
            return name, font
    return name, font


def _why_not_mine(view: SailToIndiaView, tech_id: str, mine: tuple[str, ...], words: Words) -> str:
    """Why the viewer, choosing an action now, cannot take this free technology: an
    unlit card on their turn says so rather than leave them guessing."""
    if view.seat is None or view.phase != "main" or not view.legal or Action("tech", (tech_id,)) in view.legal:
        return ""
    seat = view.seats[view.seat]
    if seat.scientists == 0:
        return " Not for you now: you have no scientist left to send."
    price = max(0, words.content.tech(tech_id).cost - sum(words.content.tech(t).effect.acquire_discount()
                                                           for t in mine))
    if seat.wealth < price:
        return f" Not for you now: it costs you {price} wealth and you have {seat.wealth}."
    return ""
