"""The middle of the table: the deck, the round, the market row and the animal reference.

A market card shows its five areas; an expert placed on it stands in the lane at its
right, level with the area it claims, in the placing seat's colour and shape, and that
area is framed in the same colour. What can be chosen glows only while hovered.

`board_spots` lists what lies here and where (the deck, the round, the reference, the
experts standing by cards, the cards with the action a click makes), from the layout and
the view; `draw_board` paints it and returns nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from tabletop.engine.action import Action
from tabletop.games.golden_sails.model import ANIMALS, EXPERT_GOOD, GOOD_TYPES, AnimalReference, GoldenSailsContent
from tabletop.games.golden_sails.phases import Phase
import tabletop.games.golden_sails.table.pieces as pieces
from tabletop.games.golden_sails.table.layout import TOKEN_R, TableLayout
from tabletop.games.golden_sails.table.words import GOOD_SINGULAR, Words
from tabletop.games.golden_sails.view import GoldenSailsView
from tabletop.ui import theme
from tabletop.ui.canvas import Canvas, fitting_font
from tabletop.ui.layers import LayerCache
from tabletop.ui.spots import Spot


@dataclass
class BoardLook:
    """Per-frame drawing state of the board that is not in the view."""

    styles: list[theme.SeatStyle]
    glow_slots: frozenset[int] = frozenset()
    """Slots lit because the pointer is over them and they are a legal target."""
    preview: tuple[int, str] | None = None
    """(slot, expert): the selected expert shown as a ghost where it would stand."""
    hidden_cards: frozenset[int] = frozenset()
    """Slots whose card is still flying in from the deck."""
    hidden_tokens: frozenset[int] = frozenset()
    """Slots whose expert token is still flying in."""
    deck_extra: int = 0
    """Cards to add to the deck count while they are still flying out of it."""


def draw_board(canvas: Canvas, layout: TableLayout, view: GoldenSailsView, look: BoardLook, words: Words,
               content: GoldenSailsContent, layers: LayerCache) -> None:
    count = view.deck_count + look.deck_extra
    layers.draw(canvas, ("deck", count, view.round, view.rounds), layout.deck.union(layout.round_box), 10,
                lambda c: _deck(c, layout, view, count))
    reference = content.reference(view.reference)
    layers.draw(canvas, ("reference", view.reference), layout.reference, 6,
                lambda c: _reference(c, layout.reference, reference, words))
    if view.phase == Phase.OVER:
        row = layout.market_row
        middle = (layout.deck.right + layout.reference.x) / 2
        canvas.text("The fleet is home.", theme.HEADING, theme.FOAM, (middle, row.centery - 8), "midbottom")
        canvas.text("Every pile is scored at the end; the results follow.", theme.BODY, theme.FOAM_MUTED,
                    (middle, row.centery + 4), "midtop")
    for index, slot in enumerate(view.market):
        rects = layout.slots[index]
        if slot.card is None or index in look.hidden_cards:
            canvas.frame(theme.SEA_LIGHT, rects.card, 2, 8)
            continue
        card = content.card(slot.card)
        placed = slot.expert if index not in look.hidden_tokens else None    # the expert standing by it
        selected = EXPERT_GOOD[placed] if placed is not None else None
        mark = look.styles[slot.placed_by].colour if placed is not None and slot.placed_by is not None else None
        ghost = look.preview[1] if look.preview and look.preview[0] == index else None
        if ghost is not None:
            selected, mark = EXPERT_GOOD[ghost], theme.GLOW
        glow = index in look.glow_slots
        layers.draw(canvas, ("card", card.id, selected, mark, glow), rects.card, 8,
                    lambda c: pieces.draw_card(c, rects.card, card, words, selected_good=selected, mark=mark, glow=glow))
        if placed is not None:
            owner = look.styles[slot.placed_by] if slot.placed_by is not None else None
            centre = rects.token_centre(GOOD_TYPES.index(EXPERT_GOOD[placed]))
            pieces.draw_expert(canvas, centre, TOKEN_R, placed, words, owner)
        if ghost is not None:
            centre = rects.token_centre(GOOD_TYPES.index(EXPERT_GOOD[ghost]))
            pieces.draw_expert(canvas, centre, TOKEN_R, ghost, words, look.styles[view.seat]
                               if view.seat is not None else None, glow=True)


def board_spots(layout: TableLayout, view: GoldenSailsView, names: list[str], words: Words,
                content: GoldenSailsContent, clicks: dict[int, Action],
                drops: dict[int, dict[str, Action]]) -> list[Spot]:
    """What lies on the board and where, topmost last: the deck and the round, the
    reference, and per card in the market the expert beside it and the card itself, which
    the enlarged card explains on hover. A card's spot carries `clicks[slot]`, the action
    a click on it makes now, and in its data ("drops") the assignment each expert dropped
    on it makes."""
    count = view.deck_count
    deck = layout.deck
    box = layout.round_box
    spots = [Spot(pygame.FRect(deck.x, deck.y - 6, deck.w + 6, deck.h + 30), "deck",
                  f"The deck: {count} card{'s' if count != 1 else ''} left. Each round turns up one card per player."),
             Spot(pygame.FRect(box), "round",
                  f"Round {view.round} of {view.rounds}. Experts come back after rounds 4 and 8."),
             Spot(layout.reference, "reference", words.reference_tip(content.reference(view.reference)))]
    for index, slot in enumerate(view.market):
        if slot.card is None:
            continue
        rects = layout.slots[index]
        if slot.expert is not None:
            centre = rects.token_centre(GOOD_TYPES.index(EXPERT_GOOD[slot.expert]))
            who = names[slot.placed_by] if slot.placed_by is not None else "Someone"
            spots.append(Spot(pygame.FRect(centre[0] - TOKEN_R - 3, centre[1] - TOKEN_R - 3, 2 * TOKEN_R + 6,
                                           2 * TOKEN_R + 6), "token",
                              f"{who}'s {words.name(slot.expert)} claims this card's "
                              f"{GOOD_SINGULAR[EXPERT_GOOD[slot.expert]]} area: whoever takes the card puts it "
                              f"on their {words.name(EXPERT_GOOD[slot.expert])} pile."))
        spots.append(Spot(rects.whole, "market", None, {"slot": index, "drops": drops.get(index, {})},
                          clicks.get(index)))
    return spots


def _deck(canvas: Canvas, layout: TableLayout, view: GoldenSailsView, count: int) -> None:
    deck = layout.deck
    if count:
        for k in range(min(3, (count + 3) // 4), 0, -1):   # a little stack
            pieces.draw_back(canvas, deck.move(k * 2, -k * 2))
        pieces.draw_back(canvas, deck)
    else:
        canvas.frame(theme.SEA_LIGHT, deck, 2, 6)
    canvas.text(f"{count} left", theme.SMALL_BOLD, theme.FOAM, (deck.centerx, deck.bottom + 6), "midtop")
    box = layout.round_box
    canvas.fill(theme.SEA_LIGHT, box, 8)
    number = f"{view.round}/{view.rounds}"
    if canvas.line_height(theme.SMALL) + canvas.measure(number, theme.NUMBER)[1] * 0.8 > box.h:
        # a larger text size leaves the box room for the number alone; its tooltip says "Round 3 of 12"
        font = fitting_font(number, (theme.NUMBER, theme.Font("number", 18), theme.Font("number", 16)), box.w - 4)
        canvas.text(number, font, theme.FOAM, box.center, "center", max_width=box.w - 4)
        return
    canvas.text("Round", theme.SMALL, theme.FOAM_MUTED, (box.centerx, box.y + 3), "midtop")
    canvas.text(number, theme.NUMBER, theme.FOAM, (box.centerx, box.bottom - 2), "midbottom")


SUMMARY_FONTS = (theme.SMALL, theme.Font("text", 13), theme.Font("text", 12))
"""The reference card's sentence: a size or two smaller where a larger text size needs it."""


def _reference(canvas: Canvas, rect: pygame.FRect, reference: AnimalReference, words: Words) -> None:
    canvas.shade(theme.SHADOW, 70, rect.move(3, 4), 8)
    canvas.fill(theme.PARCHMENT, rect, 8)
    canvas.frame(theme.PARCHMENT_EDGE, rect, 2, 8)
    title_h = 34
    canvas.fill(theme.mix(theme.hex_colour("#3F7A36"), theme.PARCHMENT, 0.15), (rect.x + 2, rect.y + 2, rect.w - 4, title_h), 7)
    canvas.icon("paw", (rect.x + 8, rect.y + 7, 22, 22), theme.FOAM)
    title = f"Animals {reference.id}"
    font = fitting_font(title, (theme.NAME, theme.Font("display_bold", 18), theme.Font("display_bold", 16)), rect.w - 44)
    canvas.text(title, font, theme.FOAM, (rect.x + 36, rect.y + 2 + title_h / 2), "midleft", max_width=rect.w - 44)
    body = pygame.FRect(rect.x + 8, rect.y + title_h + 8, rect.w - 16, rect.h - title_h - 14)
    if reference.scoring == "sequence":
        _sequence_table(canvas, body, reference, words)
    else:
        room = body.inflate(-4, 0)
        font = canvas.paragraph_font(reference.summary, SUMMARY_FONTS, room, 1.05)
        canvas.paragraph(reference.summary, font, theme.INK, room, spacing=1.05)


def _sequence_table(canvas: Canvas, body: pygame.FRect, reference: AnimalReference, words: Words) -> None:
    """The ordered reference's 4×4 table: a row per animal scored, a column per animal
    right after it, each cell the VP. The card is too small for the sentence as well;
    the tooltip carries both."""
    caption_h = 18.0
    canvas.text("VP by the next animal →", theme.SMALL_BOLD, theme.INK_MUTED, (body.right, body.y + caption_h / 2),
                "midright", max_width=body.w)
    size = len(ANIMALS) + 1
    cell_w, cell_h = body.w / size, (body.h - caption_h) / size
    top = body.y + caption_h
    icon = min(cell_w, cell_h) - 4

    def cell(column: int, row: int) -> pygame.FRect:
        return pygame.FRect(body.x + column * cell_w, top + row * cell_h, cell_w, cell_h)

    tint = theme.hex_colour(words.colour("animals"))
    for i, animal in enumerate(ANIMALS, start=1):
        if i % 2:
            canvas.fill(theme.PARCHMENT_DARK, (body.x, top + i * cell_h, body.w, cell_h), 4)
        for rect in (cell(i, 0), cell(0, i)):
            canvas.icon(words.icon(animal, "animals"), pygame.FRect(0, 0, icon, icon).move_to(center=rect.center),
                        tint)
    for row, this in enumerate(ANIMALS, start=1):
        for column, after in enumerate(ANIMALS, start=1):
            canvas.text(str(reference.values[this][after]), theme.BODY_BOLD, theme.INK, cell(column, row).center,
                        "center")
