"""The status board: how the game can end, always in sight. The round track (Stable
Markets after the last round), the upheaval track (Revolt when it fills), the council's
controlling faction and its streak (Hegemon at the streak's end), and the four
superiorities with who holds each (a chip to click for a seat that may claim it).

`status_spots` explains each line; `draw_status` paints the board.
"""

from __future__ import annotations

import pygame

import tabletop.games.winds_of_trade.table.pieces as pieces
from tabletop.games.winds_of_trade.model import FACTIONS
from tabletop.games.winds_of_trade.rules import LeadRule
from tabletop.games.winds_of_trade.table.choices import Target, hit_area
from tabletop.games.winds_of_trade.table.layout import StatusRects
from tabletop.games.winds_of_trade.table.pieces import Key, Look, fitting_words, mark
from tabletop.games.winds_of_trade.table.words import Words
from tabletop.games.winds_of_trade.view import WindsOfTradeView
from tabletop.ui import theme
from tabletop.ui.canvas import Canvas, logical_width
from tabletop.ui.spots import Spot

LABEL = theme.Font("text_bold", 13)
LABEL_W = 78
STREAK_GAP = 10
HUNG_FONTS = (theme.SMALL, theme.Font("text", 13), theme.Font("text", 12))
"""The hung council's words, a size or two smaller (or the one word) where room is short."""
SUPERIORITY_SIZES = (11, 10, 9, 8, 7)
"""A superiority's name, a size smaller where its chip is short; never below 9 at the house size."""


def _row_label(canvas: Canvas, row: pygame.FRect, label: str) -> None:
    """A track's word right of its icon where it fits before the track; at a larger text
    size that leaves no room the icon names the row alone (its tooltip in full)."""
    if logical_width(label, LABEL) * 1.04 <= LABEL_W - 24:
        canvas.text(label, LABEL, theme.INK, (row.x + 22, row.centery), "midleft")
"""What the council line keeps between its words and the streak's dots."""


def council_counts(view: WindsOfTradeView, words: Words) -> dict[str, int]:
    counts = {f: 0 for f in FACTIONS}
    for card in view.council:
        counts[words.content.council_index[card].faction] += 1
    return counts


def council_leader(view: WindsOfTradeView, words: Words) -> str | None:
    """The faction with more council seats than any other; None when hung."""
    counts = council_counts(view, words)
    best = max(counts.values())
    leaders = [f for f, c in counts.items() if c == best]
    return leaders[0] if best and len(leaders) == 1 else None


NEXT_LEAD: dict[LeadRule | None, str] = {
    "standing": " Each new round is led by the captain controlling the most islands (then most gold).",
    "passes": " Each new round is led by the next captain clockwise.",
    None: "",
}
"""How the lead moves on, by `OlderRules.lead_rule`."""


def _lead_words(view: WindsOfTradeView, look: Look, rule: LeadRule | None) -> str:
    """Who leads the round (moves first and bids first) and who will lead the next."""
    words = f"{look.names[view.lead]} leads this round: first to move, and first to bid in the election that opens it."
    return words + NEXT_LEAD[rule]


# --- what the board explains -------------------------------------------------------------

def status_spots(rects: StatusRects, view: WindsOfTradeView, look: Look, targets: dict[Key, Target],
                 words: Words) -> list[Spot]:
    n = words.numbers
    revolt_at = n.revolt_at[view.players]
    left = view.rounds - view.round
    spots = [Spot(pygame.FRect(rects.round), "round",
                  f"Round {view.round} of {view.rounds}. " + (f"{left} more round{'s' if left != 1 else ''} after this"
                                                              if left else "This is the last round")
                  + f": when round {view.rounds} ends the game ends (Stable Markets, Order) — the holder of the "
                  "council's faction superiority wins. " + _lead_words(view, look, view.older.lead_rule(n, view.players))),
             Spot(pygame.FRect(rects.upheaval), "upheaval",
                  f"Upheavals so far: {view.upheavals} of {revolt_at}. An island with nothing to consume at "
                  f"upkeep rises up; at {revolt_at} the game ends at once (Revolt, Anarchy: most islands "
                  "controlled wins). If the Golden Isle rises up, the game ends too (Collapse)."),
             Spot(pygame.FRect(rects.council), "council_line", _council_tip(view, words))]
    for faction, rect in zip(FACTIONS, rects.factions):
        holder = view.holder[FACTIONS.index(faction)]
        who = f"Held by {look.names[holder]}." if holder is not None else "Nobody holds it yet."
        key = ("faction", faction)
        tip = f"{who} {words.faction(faction)}"
        if key in targets:
            tip = "Claim this superiority now. " + tip
        spots.append(hit_area(rect, "superiority", tip, key, targets, 5))
    return spots


def _council_tip(view: WindsOfTradeView, words: Words) -> str:
    n = words.numbers
    streak = view.streak if view.streak_faction is not None else 0
    if view.streak_faction is not None:
        streak_words = (f"{words.name(view.streak_faction)} controlled the council at the last {streak} round "
                        f"end{'s' if streak != 1 else ''} in a row")
    else:
        streak_words = "No faction controlled the council at the last round end"
    counts = council_counts(view, words)
    seated = ", ".join(f"{words.short(f)} {c}" for f, c in counts.items() if c)
    hung = "" if council_leader(view, words) is not None else " It is hung: no faction has more seats than every other."
    return (f"The council ({seated or 'empty'}).{hung} {streak_words}; at {n.hegemon_streak} round ends in a row the game "
            "ends (Hegemon, Order) and the holder of that faction's superiority wins. A hung council at the end: "
            "the smallest faction allies with another; a captain holding either superiority wins, and if two do, "
            "the one controlling more islands (then more gold).")


# --- painting ------------------------------------------------------------------------------

def draw_status(canvas: Canvas, rects: StatusRects, view: WindsOfTradeView, look: Look, words: Words) -> None:
    canvas.shade(theme.SHADOW, 60, rects.rect.move(3, 4), 10)
    canvas.fill(pieces.PANEL, rects.rect, 10)
    canvas.frame(theme.PARCHMENT_EDGE, rects.rect, 1.5, 10)
    revolt_at = words.numbers.revolt_at[view.players]
    _track(canvas, rects.round, "Round", words.icon("round"), view.rounds, view.round, current=True)
    _track(canvas, rects.upheaval, "Upheaval", words.icon("upheaval"), revolt_at, view.upheavals, current=False)
    _council_line(canvas, rects.council, view, words)
    for faction, rect in zip(FACTIONS, rects.factions):
        _superiority(canvas, rect, view, faction, look, words)


def _track(canvas: Canvas, row: pygame.FRect, label: str, icon: str, count: int, value: int, current: bool) -> None:
    canvas.icon(icon, (row.x, row.centery - 9, 18, 18), theme.INK_MUTED)
    _row_label(canvas, row, label)
    x0 = row.x + LABEL_W
    w = (row.right - x0 - 2 * (count - 1)) / count
    for i in range(count):
        box = pygame.FRect(x0 + i * (w + 2), row.y + 2, w, row.h - 4)
        number = i + 1
        if current:
            done, here = number < value, number == value
        else:
            done, here = number <= value, False
        fill = theme.BRASS if here else (theme.mix(theme.DANGER, pieces.SPACE, 0.35) if done and not current
                                         else theme.PARCHMENT_DARK if done else pieces.SPACE)
        canvas.fill(fill, box, 4)
        canvas.frame(theme.PARCHMENT_EDGE, box, 1, 4)
        ink = theme.FOAM if done and not current else theme.INK if here or not done else theme.INK_MUTED
        canvas.text(str(number), theme.Font("number", 12), ink, box.center, "center")


def _council_line(canvas: Canvas, row: pygame.FRect, view: WindsOfTradeView, words: Words) -> None:
    n = words.numbers
    canvas.icon(words.icon("council"), (row.x, row.centery - 9, 18, 18), theme.INK_MUTED)
    _row_label(canvas, row, "Council")
    leader = council_leader(view, words)
    x = row.x + LABEL_W
    box_x = row.right - n.hegemon_streak * 18      # the streak's dots, at the right end
    if leader is None:   # kept clear of the streak's dots (the tooltip says what hung means)
        hung, face = fitting_words(box_x - STREAK_GAP - x, HUNG_FONTS, "hung: no faction leads", "hung")
        canvas.text(hung, face, theme.INK, (x, row.centery), "midleft", max_width=box_x - STREAK_GAP - x)
    else:
        chip = pygame.FRect(x, row.y + 2, 96, row.h - 4)
        pieces.chip(canvas, chip, words.colour(leader), words.icon(leader), words.short(leader))
        canvas.text("leads", theme.SMALL, theme.INK, (chip.right + 6, row.centery), "midleft")
    streak = view.streak if view.streak_faction is not None else 0
    for i in range(n.hegemon_streak):
        centre = (box_x + 9 + i * 18, row.centery)
        faction = view.streak_faction
        if i < streak and faction is not None:
            canvas.circle(words.colour(faction), centre, 7)
        canvas.circle(theme.INK, centre, 7, 1.5)


def _superiority(canvas: Canvas, rect: pygame.FRect, view: WindsOfTradeView, faction: str, look: Look,
                 words: Words) -> None:
    holder = view.holder[FACTIONS.index(faction)]
    label = pygame.FRect(rect.x, rect.y, rect.w - (rect.h - 6 if holder is not None else 0), rect.h)
    icon = 20 if holder is None else 14          # the holder's marker takes room: a smaller picture gives it back
    pieces.chip(canvas, rect, words.colour(faction), words.icon(faction), icon_size=icon)
    room = label.right - rect.x - icon - 6
    name = words.short(faction)
    faces = [f for f in (theme.Font("text_bold", s) for s in SUPERIORITY_SIZES) if theme.text_size(f) >= 9]
    font = next((f for f in faces if logical_width(name, f) * 1.04 <= room), faces[-1])   # shortened only then
    canvas.text(name, font, theme.text_on(words.colour(faction)), (rect.x + icon + 4, rect.centery), "midleft",
                max_width=room)
    if holder is not None:
        pieces.marker(canvas, (rect.right - rect.h / 2 + 1, rect.centery), rect.h / 2 - 5, look.styles[holder])
    mark(canvas, look, rect, ("faction", faction), 5)
