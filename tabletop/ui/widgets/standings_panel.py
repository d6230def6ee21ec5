"""The standings strip: who would win if the game ended now, above the log on every table.

One panel for all four games, drawn from the game's `standings(game, view)` of the view
the screen shows, so it tells the person at the screen exactly what their seat may know.
A row per seat (the leaders marked with the trophy the results screen gives a winner),
then a meter per ending. Hovering a row gives its breakdown by the results screen's own
categories and labels (the game's `ResultsLook`), so the strip and the results read alike.
The standings are worked out once per view (the host hands out one object per position),
never per frame, and drawn once into a cached picture (`LayerCache`) that a frame only blits:
some thirty texts, badges and meters drawn afresh cost more than half a millisecond a frame.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from tabletop import registry
from tabletop.engine.match import fill_names
from tabletop.engine.standings import SeatStanding, Standings, Track
from tabletop.ui import theme
from tabletop.ui.canvas import Canvas, fitting_font, logical_width, logical_wrap
from tabletop.ui.layers import LayerCache
from tabletop.ui.widgets.base import Widget
from tabletop.ui.widgets.icon import badge_font, draw_seat_badge
from tabletop.ui.widgets.panel import draw_panel

if TYPE_CHECKING:
    from tabletop.ui.table import TableHost

PAD = 10
HEADER_H = 30
ROW_H = 24
TRACK_H = 19
TROPHY = 18
NAME_FONTS = (theme.SMALL_BOLD, theme.Font("text_bold", 13), theme.Font("text_bold", 12))
HEADLINE_FONTS = (theme.SMALL_BOLD, theme.Font("text_bold", 13), theme.Font("text", 12))
TRACK_FONT = theme.Font("text", 13)
FOOTER_FONTS = (TRACK_FONT, theme.Font("text", 12), theme.Font("text", 11))
TRACK_LABEL_W = 92
TRACK_VALUE_W = 44
SHADOW_MARGIN = 8
"""Room around the panel for its drop shadow (`draw_panel` offsets it 4–5 px)."""
HOVER_TIP = "Where everyone stands as you may know it. Rest the pointer on a player for the breakdown."


def grown(length: float) -> float:
    """A row's height or a label's column at the chosen text size (the words grow; so
    does their room, and the log below gives way)."""
    return length * theme.text_scale()


def panel_height(players: int, tracks: int, footer_lines: int) -> float:
    """The strip's height for `players` rows, `tracks` meters and so many footer lines."""
    return (grown(HEADER_H) + players * grown(ROW_H) + (6 + tracks * grown(TRACK_H) if tracks else 0)
            + footer_lines * grown(TRACK_H) + PAD)


MAX_FOOTER_LINES = 2


def footer_lines(footer: str, room: float) -> int:
    """How many lines the footer takes in `room`: one in the largest of `FOOTER_FONTS` it
    fits, else wrapped (at most `MAX_FOOTER_LINES`; the footer's tooltip says the rest)."""
    if not footer:
        return 0
    if logical_width(footer, fitting_font(footer, FOOTER_FONTS, room)) * 1.04 <= room:
        return 1
    return min(MAX_FOOTER_LINES, len(logical_wrap(footer, FOOTER_FONTS[0], room / 1.04)))


class StandingsPanel(Widget):
    """The strip at the top of `rect`, reading the host's view; it takes the height its
    rows and meters need (`panel_height`), the same all game."""

    def __init__(self, rect, host: TableHost) -> None:
        super().__init__(rect, HOVER_TIP)
        self.host = host
        self._standings_of = registry.package(host.game.id).standings()
        self._look: Any = registry.package(host.game.id).table().results_look(host.game)
        self._for: object | None = None
        self._standings: Standings | None = None
        self._picture = LayerCache(limit=2)    # the newest stands in while the next is painted
        self.footer_lines = 0
        self.fit()

    def fit(self) -> None:
        """Take the height the rows need at the chosen text size."""
        first = self.standings()
        self.footer_lines = footer_lines(first.footer, self.rect.width - 2 * PAD)
        self.rect.height = panel_height(len(self.host.seats), len(first.tracks), self.footer_lines)

    def standings(self) -> Standings:
        view = self.host.view
        if self._standings is None or view is not self._for:
            self._standings, self._for = self._standings_of(self.host.game, view), view
        return self._standings

    # --- where things are -----------------------------------------------------------------

    def _row(self, index: int) -> pygame.FRect:
        return pygame.FRect(self.rect.x + 4, self.rect.y + grown(HEADER_H) + index * grown(ROW_H), self.rect.width - 8,
                            grown(ROW_H))

    def _track_row(self, index: int) -> pygame.FRect:
        top = self.rect.y + grown(HEADER_H) + len(self.host.seats) * grown(ROW_H) + 6
        return pygame.FRect(self.rect.x + PAD, top + index * grown(TRACK_H), self.rect.width - 2 * PAD, grown(TRACK_H))

    def _footer_rect(self, standings: Standings) -> pygame.FRect:
        row = self._track_row(len(standings.tracks))
        row.height *= max(1, self.footer_lines)
        return row

    # --- what it explains -----------------------------------------------------------------

    def tooltip_at(self, pos: tuple[float, float]) -> str | None:
        if not self.contains(pos):
            return None
        standings = self.standings()
        for i, seat in enumerate(standings.seats):
            if self._row(i).collidepoint(pos):
                return self.breakdown(standings, seat)
        for i, track in enumerate(standings.tracks):
            if self._track_row(i).collidepoint(pos):
                return f"{track.text}. {track.tip}".strip()
        if standings.footer and self._footer_rect(standings).collidepoint(pos):
            return " ".join(self.host.names(note) for note in standings.notes)
        return " ".join([HOVER_TIP, *(self.host.names(note) for note in standings.notes)])

    def breakdown(self, standings: Standings, seat: SeatStanding) -> str:
        """One seat's standing in words: the headline, each category as the results label
        it, then what else decides the race."""
        name = self.host.seat(seat.seat).name
        ahead = seat.leading and len(standings.leaders) < len(standings.seats)    # all level: nobody leads
        said = seat.spelled or f"{seat.headline} — {standings.measure}"
        lines = [f"{name}: {said}" + (", in the lead" if ahead else "")]
        parts = [f"{self._look.label(c)} {'?' if seat.values.get(c) is None else self._look.text(c, seat.values[c])}"
                 for c in standings.categories]
        lines.append(" · ".join(parts))
        # an id (Golden Sails' choices) is named as the results name it; words stay as written
        lines += [f"{self._look.label(label) if label.isidentifier() else label}: {text}" for label, text in seat.extras]
        return self.host.names("\n".join(lines))

    # --- drawing --------------------------------------------------------------------------

    def draw(self, canvas: Canvas) -> None:
        if not self.visible:
            return
        standings = self.standings()
        seats = tuple((seat.name, seat.colour_index) for seat in self.host.seats)
        key = (self._picture.version(standings), seats, theme.text_scale(), self.footer_lines)
        self._picture.draw(canvas, key, self.rect, SHADOW_MARGIN, lambda layer: self._paint(layer, standings))

    def _paint(self, canvas: Canvas, standings: Standings) -> None:
        """The whole strip: the panel, the headline, a row per seat, the meters, the footer."""
        draw_panel(canvas, self.rect)
        room = self.rect.width - 2 * PAD - 4
        canvas.text(standings.measure, fitting_font(standings.measure, HEADLINE_FONTS, room), theme.INK,
                    (self.rect.x + PAD + 2, self.rect.y + grown(HEADER_H) / 2 + 2), "midleft", max_width=room)
        ahead = len(standings.leaders) < len(standings.seats)   # all level: nobody is marked
        for i, seat in enumerate(standings.seats):
            self._draw_row(canvas, self._row(i), seat, ahead and seat.leading)
        for i, track in enumerate(standings.tracks):
            self._draw_track(canvas, self._track_row(i), track)
        if standings.footer and self.footer_lines:
            self._draw_footer(canvas, self._footer_rect(standings), standings.footer)

    def _draw_row(self, canvas: Canvas, row: pygame.FRect, seat: SeatStanding, marked: bool) -> None:
        info = self.host.seat(seat.seat)
        if marked:
            canvas.fill(theme.mix(theme.PARCHMENT, theme.GLOW, 0.55), row, 6)
        headline = fill_names(seat.headline, [s.name for s in self.host.seats])
        font = next((f for f in HEADLINE_FONTS if canvas.measure(headline, f)[0] <= row.width * 0.45),
                    HEADLINE_FONTS[-1])
        right = row.right - 6
        used = canvas.text(headline, font, theme.INK, (right, row.centery), "midright", max_width=row.width - 40).width
        if marked:
            right -= used + TROPHY + 4
            canvas.icon("trophy", (right, row.centery - TROPHY / 2, TROPHY, TROPHY), theme.BRASS)
        else:
            right -= used
        room = right - row.x - 10
        name_font = badge_font(canvas, info.name, room, NAME_FONTS)
        draw_seat_badge(canvas, info.colour_index, info.name, (row.x + 6, row.centery), name_font, theme.INK,
                        max_width=room)

    def _draw_footer(self, canvas: Canvas, rect: pygame.FRect, footer: str) -> None:
        """On its lines whole, or to its last whole word that fits: its tooltip says all of
        it (the notes), so a long "Still out" list never runs past the panel."""
        font = next((f for f in FOOTER_FONTS if canvas.measure(footer, f)[0] <= rect.width), None)
        lines = [footer] if font is not None else canvas.wrap(footer, FOOTER_FONTS[0], rect.width)
        font = font or FOOTER_FONTS[0]
        if len(lines) > self.footer_lines:
            lines = lines[:self.footer_lines - 1] + [canvas.whole_words(" ".join(lines[self.footer_lines - 1:]),
                                                                        font, rect.width)]
        step = rect.height / self.footer_lines
        for i, line in enumerate(lines):
            canvas.text(line, font, theme.INK_MUTED, (rect.x, rect.y + (i + 0.5) * step), "midleft",
                        max_width=rect.width)

    @staticmethod
    def _draw_track(canvas: Canvas, row: pygame.FRect, track: Track) -> None:
        canvas.text(track.label, TRACK_FONT, theme.INK_MUTED, (row.x, row.centery), "midleft",
                    max_width=grown(TRACK_LABEL_W) - 4)
        bar = pygame.FRect(row.x + grown(TRACK_LABEL_W), row.centery - 4,
                           row.width - grown(TRACK_LABEL_W) - grown(TRACK_VALUE_W), 8)
        canvas.fill(theme.PARCHMENT_DARK, bar, 4)
        share = max(0.0, min(1.0, track.value / track.limit)) if track.limit else 0.0
        if share:
            near = share >= 0.75
            canvas.fill(theme.DANGER if near else theme.BRASS, (bar.x, bar.y, max(8.0, bar.width * share), 8), 4)
        canvas.frame(theme.PARCHMENT_EDGE, bar, 1, 4)
        canvas.text(f"{track.value}/{track.limit}", TRACK_FONT, theme.INK, (row.right, row.centery), "midright",
                    max_width=grown(TRACK_VALUE_W) - 4)
