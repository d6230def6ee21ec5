"""Panels over the chart for the two moments that are not about the map: the election
(the three candidates with the gold on each, whose bid it is and how many have passed in
a row), hung below the Golden Isle so the council it fills stays in sight, and a recruit
(the drawn advisors, face up only for the recruiting seat, whose view is the only one
that names them), centred on the chart.

The election box folds away to a strip over the Golden Isle's market and locals (the
candidates as chips, still clickable), so the chart it would cover — the Buys rows, the
crews as control changes — stays in sight: it is folded while the viewer has no bid to
make, open when they have, and its Fold / Open button lets the viewer choose.

`overlay_spots` lists what can be pointed at; `draw_overlay` paints the panel, uncached
and last, so the candidate or advisor under the pointer glows in the picture itself.
"""

from __future__ import annotations

import pygame

import tabletop.games.winds_of_trade.table.pieces as pieces
from tabletop.games.winds_of_trade.phases import Phase
from tabletop.games.winds_of_trade.table.choices import Target, candidate_label, hit_area, twins_note
from tabletop.games.winds_of_trade.table.layout import TableLayout
from tabletop.games.winds_of_trade.table.pieces import Key, Look, mark
from tabletop.games.winds_of_trade.table.words import Words
from tabletop.games.winds_of_trade.view import WindsOfTradeView
from tabletop.ui import theme
from tabletop.ui.canvas import Canvas, fitting_font
from tabletop.ui.spots import Spot

TITLE = theme.Font("display_bold", 24)
TEXT = theme.Font("text", 14)
CANDIDATE_FONTS = tuple(theme.Font("display_bold", size) for size in (20, 18, 16, 14))
"""A candidate's faction on its card, smaller where a larger text size leaves the card short."""
BID_FONTS = (theme.SMALL_BOLD, theme.Font("text_bold", 13), theme.Font("text_bold", 12))
BID = theme.Font("number", 16)
FACTION = theme.Font("text_bold", 13)
EFFECT = theme.Font("text", 12)
"""Whose bid it is: a size or two smaller, then fewer words, where the panel is short."""


def _cards(rect: pygame.FRect, count: int, top: float, height: float) -> list[pygame.FRect]:
    w = min(150.0, (rect.w - 40 - 12 * (count - 1)) / max(1, count))
    x0 = rect.centerx - (count * w + 12 * (count - 1)) / 2
    return [pygame.FRect(x0 + i * (w + 12), top, w, height) for i in range(count)]


def _candidate_cards(rect: pygame.FRect, view: WindsOfTradeView) -> list[pygame.FRect]:
    return _cards(rect, len(view.candidates), rect.y + 72, 120)


def _fold_button(rect: pygame.FRect) -> pygame.FRect:
    """The open box's Fold button, in its top right corner."""
    return pygame.FRect(rect.right - 70, rect.y + 8, 62, 26)


def _folded_parts(strip: pygame.FRect, count: int) -> tuple[list[pygame.FRect], pygame.FRect]:
    """The folded strip's candidate chips, left to right, and its Open button below them."""
    open_h = 22
    chips = _cards(strip.inflate(32, 0), count, strip.y + 4, strip.h - open_h - 12)
    return chips, pygame.FRect(strip.x + 6, strip.bottom - open_h - 4, strip.w - 12, open_h)


FOLD_TIP = "Fold the election box away to see the chart under it; the bar's buttons still bid."
OPEN_TIP = "Open the election box: the candidates, the gold on each, whose bid it is."


def _bidding_line(rect: pygame.FRect, cards: list[pygame.FRect]) -> float:
    return cards[0].bottom + 14 if cards else rect.y + 200


def _drawn_cards(rect: pygame.FRect, view: WindsOfTradeView) -> list[pygame.FRect]:
    """The drawn advisors' places: face down for everyone but the recruiter, face up for them."""
    if view.drawn is None:
        return _cards(rect, view.drawn_count, rect.y + 80, 140)
    return _cards(rect, len(view.drawn), rect.y + 72, 170)


# --- what can be pointed at -----------------------------------------------------------------

def overlay_spots(layout: TableLayout, view: WindsOfTradeView, look: Look, targets: dict[Key, Target],
                  words: Words, folded: bool = False) -> list[Spot]:
    if view.phase == Phase.ELECTION and view.candidates:
        if folded:
            return _folded_spots(layout.election_folded, view, targets, words)
        return _election_spots(layout.election, view, look, targets, words)
    if view.phase == Phase.RECRUIT:
        return _recruit_spots(layout.overlay, view, look, targets, words)
    return []


def _candidate_spots(boxes: list[pygame.FRect], view: WindsOfTradeView, targets: dict[Key, Target],
                     words: Words) -> list[Spot]:
    best = max(view.bids) if view.bids else 0
    spots = []
    for i, (card, box) in enumerate(zip(view.candidates, boxes)):
        faction = words.content.council_index[card].faction
        lead = " It leads the bidding." if view.bids[i] and view.bids[i] == best else ""
        twins = twins_note(view, words)
        tip = (f"Candidate: {words.name(faction)}{candidate_label(view, words, i)[len(words.short(faction)):]}, "
               f"{view.bids[i]} gold on it so far.{lead} The candidate with most "
               "gold takes the rightmost council seat (ties drawn at random); all gold placed goes to the bank."
               + (" " + twins if twins else ""))
        key = ("candidate", i)
        if key in targets:
            tip = f"Place {words.numbers.bid} gold on this candidate. " + tip
        spots.append(hit_area(box, "candidate", tip, key, targets, 10))
    return spots


def _folded_spots(strip: pygame.FRect, view: WindsOfTradeView, targets: dict[Key, Target],
                  words: Words) -> list[Spot]:
    chips, button = _folded_parts(strip, len(view.candidates))
    return ([Spot(pygame.FRect(strip), "election", "The election, folded away: one council seat is filled.")]
            + _candidate_spots(chips, view, targets, words) + [Spot(button, "fold", OPEN_TIP)])


def _election_spots(rect: pygame.FRect, view: WindsOfTradeView, look: Look, targets: dict[Key, Target],
                    words: Words) -> list[Spot]:
    spots = [Spot(pygame.FRect(rect), "election", "The election after upkeep: one council seat is filled.")]
    cards = _candidate_cards(rect, view)
    spots += _candidate_spots(cards, view, targets, words)
    spots.append(Spot(_fold_button(rect), "fold", FOLD_TIP))
    spots.append(Spot(pygame.FRect(rect.x, _bidding_line(rect, cards), rect.w, 20), "bidding",
                      "Bidding goes round the table from the leader of the new round: place 1 gold on a candidate or pass. "
                      "Passing players may come back in while anyone still bids; the election ends when everyone "
                      "passes in a row."))
    return spots


def _recruit_spots(rect: pygame.FRect, view: WindsOfTradeView, look: Look, targets: dict[Key, Target],
                   words: Words) -> list[Spot]:
    who = look.names[view.current]
    spots = [Spot(pygame.FRect(rect), "recruit", f"{who} is recruiting: one of the drawn advisors is kept.")]
    cards = _drawn_cards(rect, view)
    if view.drawn is None:
        spots += [Spot(box, "drawn", f"An advisor drawn by {who}: only {who} sees it until it is kept.")
                  for box in cards]
        return spots
    for i, (card, box) in enumerate(zip(view.drawn, cards)):
        key = ("drawn", i)
        tip = words.advisor(card)
        if key in targets:
            tip = "Keep this advisor. " + tip
        spots.append(hit_area(box, "drawn", tip, key, targets, 10))
    return spots


# --- painting ------------------------------------------------------------------------------

def draw_overlay(canvas: Canvas, layout: TableLayout, view: WindsOfTradeView, look: Look, words: Words,
                 hovered: Key | None, folded: bool = False) -> None:
    """The panel of the moment, if any; `hovered`: the lit target under the pointer."""
    if view.phase == Phase.ELECTION and view.candidates:
        if folded:
            _draw_folded(canvas, layout.election_folded, view, look, words, hovered)
        else:
            _draw_election(canvas, layout.election, view, look, words, hovered)
    elif view.phase == Phase.RECRUIT:
        _draw_recruit(canvas, layout.overlay, view, look, words, hovered)


def _panel(canvas: Canvas, rect: pygame.FRect, title: str) -> None:
    canvas.shade(theme.SHADOW, 90, rect.move(4, 6), 12)
    canvas.fill(theme.PARCHMENT, rect, 12)
    canvas.frame(theme.BRASS, rect, 2.5, 12)
    canvas.text(title, TITLE, theme.INK, (rect.centerx, rect.y + 10), "midtop", max_width=rect.w - 20)


SMALL_BUTTON = theme.Font("text_bold", 13)


def _small_button(canvas: Canvas, rect: pygame.FRect, *labels: str) -> None:
    """A small button with the first of `labels` that fits it whole (the last one else)."""
    canvas.fill(theme.SEA_LIGHT, rect, 6)
    label = next((t for t in labels if canvas.measure(t, SMALL_BUTTON)[0] <= rect.w - 10), labels[-1])
    canvas.text(label, SMALL_BUTTON, theme.FOAM, rect.center, "center", max_width=rect.w - 6)


def _draw_folded(canvas: Canvas, strip: pygame.FRect, view: WindsOfTradeView, look: Look, words: Words,
                 hovered: Key | None) -> None:
    canvas.shade(theme.SHADOW, 90, strip.move(3, 4), 8)
    canvas.fill(theme.PARCHMENT, strip, 8)
    canvas.frame(theme.BRASS, strip, 2, 8)
    chips, button = _folded_parts(strip, len(view.candidates))
    for i, (card, box) in enumerate(zip(view.candidates, chips)):
        faction = words.content.council_index[card].faction
        colour = words.colour(faction)
        canvas.fill(colour, box, 6)
        canvas.frame(theme.INK, box, 1.5, 6)
        ink = theme.text_on(colour)
        size = min(box.h - 6, 26.0)
        canvas.icon(words.icon(faction), (box.x + 4, box.centery - size / 2, size, size), ink)
        canvas.text(str(view.bids[i]), BID, ink, (box.right - 8, box.centery), "midright")
        key = ("candidate", i)
        mark(canvas, look, box, key, 6, hovered=key == hovered)
    who = look.names[view.bidder]
    _small_button(canvas, button, f"Election: {who} to bid · Open", f"{who} to bid · Open", "Open the election")


ADVISOR_NAME_FONTS = (theme.Font("display_bold", 17), theme.Font("display_bold", 15), theme.Font("display_bold", 14))
NOTE_FONTS = (TEXT, theme.Font(TEXT.role, TEXT.size - 1), theme.Font(TEXT.role, TEXT.size - 2))
FACES = (TITLE, *CANDIDATE_FONTS, *BID_FONTS, BID, SMALL_BUTTON, *ADVISOR_NAME_FONTS, *NOTE_FONTS, FACTION, EFFECT)
"""Every face the election and the recruit panels draw with: loaded when the table opens
(`TableView.faces_ahead`), not in the frame a panel first shows."""


def _note(canvas: Canvas, rect: pygame.FRect, sentence: str) -> None:
    """A panel's one-line explanation under its title: a size smaller where a larger text
    size leaves it short, and on two lines where even that is too long."""
    room = rect.w - 20
    font = fitting_font(sentence, NOTE_FONTS, room)
    lines = canvas.wrap(sentence, font, room) if canvas.measure(sentence, font)[0] > room else [sentence]
    lines = lines[:1] + [" ".join(lines[1:])] if len(lines) > 2 else lines
    step = canvas.line_height(font) * 0.9
    top = rect.y + 44 - (step / 2 if len(lines) > 1 else 0)
    for i, line in enumerate(lines):
        canvas.text(line, font, theme.INK_MUTED, (rect.centerx, top + i * step), "midtop", max_width=room)


def _draw_election(canvas: Canvas, rect: pygame.FRect, view: WindsOfTradeView, look: Look, words: Words,
                   hovered: Key | None) -> None:
    _panel(canvas, rect, "Election for the council")
    _small_button(canvas, _fold_button(rect), "Fold")
    _note(canvas, rect, twins_note(view, words)
          or "Most gold takes the open council seat above; all gold bid goes to the bank.")
    cards = _candidate_cards(rect, view)
    for i, (card, box) in enumerate(zip(view.candidates, cards)):
        faction = words.content.council_index[card].faction
        colour = words.colour(faction)
        canvas.fill(colour, box, 10)
        canvas.frame(theme.INK, box, 1.5, 10)
        ink = theme.text_on(colour)
        canvas.icon(words.icon(faction), (box.centerx - 20, box.y + 8, 40, 40), ink)
        label = candidate_label(view, words, i)
        canvas.text(label, fitting_font(label, CANDIDATE_FONTS, box.w - 8), ink, (box.centerx, box.y + 52),
                    "midtop", max_width=box.w - 8)
        coin = (box.centerx, box.bottom - 24)
        canvas.circle(theme.BRASS if view.bids[i] else theme.PARCHMENT_DARK, coin, 15)
        canvas.circle(theme.INK, coin, 15, 1.5)
        canvas.text(str(view.bids[i]), BID, theme.INK, coin, "center")
        key = ("candidate", i)
        mark(canvas, look, box, key, 10, hovered=key == hovered)
    bidder = view.bidder
    who, gold = look.names[bidder], view.seats[bidder].gold
    line, face = pieces.fitting_words(
        rect.w - 20, BID_FONTS, f"{who} to bid ({gold} gold). Passes in a row: {view.passes} of {view.players}.",
        f"{who} to bid ({gold} gold) · passes {view.passes}/{view.players}")
    canvas.text(line, face, theme.INK, (rect.centerx, _bidding_line(rect, cards)), "midtop", max_width=rect.w - 20)


def _draw_recruit(canvas: Canvas, rect: pygame.FRect, view: WindsOfTradeView, look: Look, words: Words,
                  hovered: Key | None) -> None:
    who = look.names[view.current]
    cards = _drawn_cards(rect, view)
    if view.drawn is None:
        _panel(canvas, rect, f"{who} recruits")
        _note(canvas, rect, f"{who} keeps one of {view.drawn_count} advisors; the others are discarded face up.")
        for box in cards:
            canvas.fill(pieces.BACK, box, 10)
            canvas.icon(words.icon("advisor"), (box.centerx - 24, box.centery - 24, 48, 48), theme.BRASS)
        return
    _panel(canvas, rect, "Keep one advisor")
    _note(canvas, rect, "Click the advisor to take into your cabins; the others are discarded face up.")
    for i, (card, box) in enumerate(zip(view.drawn, cards)):
        advisor = words.content.advisor_index[card]
        colour = words.colour(advisor.faction)
        canvas.fill(pieces.CARD, box, 10)
        canvas.fill(colour, (box.x, box.y, box.w, 46), 10)
        canvas.frame(theme.INK, box, 1.5, 10)
        ink = theme.text_on(colour)
        canvas.icon(words.icon(advisor.faction), (box.x + 8, box.y + 7, 32, 32), ink)
        canvas.text(words.short(advisor.faction), FACTION, ink, (box.x + 46, box.y + 23),
                    "midleft", max_width=box.w - 50)
        name_font = fitting_font(advisor.name, ADVISOR_NAME_FONTS, box.w - 8)
        canvas.text(advisor.name, name_font, theme.INK, (box.centerx, box.y + 52), "midtop", max_width=box.w - 8)
        effect = words.effect(advisor.ability)
        canvas.paragraph(effect[:1].upper() + effect[1:] + ".", EFFECT, theme.INK_MUTED,
                         pygame.FRect(box.x + 8, box.y + 80, box.w - 16, box.h - 86))
        key = ("drawn", i)
        mark(canvas, look, box, key, 10, hovered=key == hovered)
