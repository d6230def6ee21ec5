"""The results: who won, a score table per category, a bar chart per player, and what
end-of-game choices were made on each player's behalf. Then "Play again" or "Menu"."""

from __future__ import annotations

import os

import pygame

from tabletop.engine.game import Result
from tabletop.engine.match import Match, fill_names
from tabletop.ui import sound, theme
from tabletop.ui.canvas import Canvas
from tabletop.ui.scene import Scene
from tabletop.ui.scenes.common import W, draw_sea_backdrop
from tabletop.ui.widgets import Button, LogPanel, draw_panel, draw_seat_badge

CATEGORY_COLOURS = [theme.hex_colour(h) for h in
                    ("#8C6A3F", "#3F7A8C", "#6F8C3F", "#8C3F66", "#5A5696", "#A07A22", "#2F8270", "#9A4E2A")]
ROW_H = 38
LEFT = 48
TABLE_W = W - 2 * LEFT


def category_label(category: str) -> str:
    return category.replace("_", " ").capitalize()


def winners_sentence(names: list[str]) -> str:
    if len(names) == 1:
        return f"{names[0]} wins!"
    return f"{', '.join(names[:-1])} and {names[-1]} share the victory!"


def choice_lines(match: Match, result: Result) -> list[str]:
    """Per player, the end-of-game choices made on their behalf, then the scorer's notes."""
    names = [s.name for s in match.seats]
    lines = []
    for seat, choices in enumerate(result.choices):
        said = []
        for key, value in (choices or {}).items():
            if isinstance(value, (list, tuple)):
                value = ", ".join(str(v) for v in value)
            if value not in (None, ""):
                said.append(f"• {category_label(str(key))}: {value}")
        if said:
            lines.append(f"{names[seat]}:")
            lines.extend(said)
    lines.extend(result.notes)
    return [fill_names(line, names) for line in lines]


class ResultsScene(Scene):
    def __init__(self, app, match: Match) -> None:
        super().__init__(app)
        self.match = match
        self.result = match.state.result()
        self.names = [s.name for s in match.seats]
        self.lines = choice_lines(match, self.result)
        players = len(match.seats)
        self.table_rect = pygame.FRect(LEFT, 92, TABLE_W, 44 + ROW_H * players + 10)
        below = self.table_rect.bottom + 14
        self.chart_rect = pygame.FRect(LEFT, below, 720, 640 - below)
        chosen = any(self.result.choices)   # a game without end-of-game choices has notes only
        self.notes = self.add(LogPanel((LEFT + 736, below, TABLE_W - 736, 640 - below),
                                       "Chosen for you at the end" if chosen else "How it ended",
                                       "Choices the rules leave to each player, made to their best advantage."
                                       if chosen else "What decided the game.", follow_newest=False))
        self.notes.set_lines(self.lines or ["No end-of-game choices were needed."])
        self.add(Button((W - LEFT - 200, 656, 200, 48), "Menu", app.to_title, style="quiet",
                        tooltip="Back to the title screen."))
        self.add(Button((W - LEFT - 420, 656, 200, 48), "Play again", self.play_again, key=pygame.K_RETURN,
                        tooltip="The same players and game variants, with a new shuffle."))
        person_won = any(match.seats[seat].is_human for seat in self.result.winners)
        sound.cue("win" if person_won else "end")

    def play_again(self) -> None:
        seed = int.from_bytes(os.urandom(4), "little")
        self.app.play(Match(self.match.game, list(self.match.seats), seed, dict(self.match.options)))

    def draw_background(self, canvas: Canvas) -> None:
        draw_sea_backdrop(canvas, rose=False)
        winners = [self.names[i] for i in self.result.winners]
        canvas.text(winners_sentence(winners) if winners else "Final scores", theme.Font("display_bold", 44),
                    theme.FOAM, (W / 2, 48), "center", max_width=W - 80)
        self._draw_table(canvas)
        self._draw_chart(canvas)

    def _columns(self) -> list[float]:
        count = len(self.result.categories) + 1
        first = 250
        width = (self.table_rect.width - first - 20) / count
        return [self.table_rect.x + first + width * (i + 0.5) for i in range(count)]

    def _draw_table(self, canvas: Canvas) -> None:
        r = self.table_rect
        draw_panel(canvas, r)
        cols = self._columns()
        header_y = r.y + 24
        canvas.text("Player", theme.SMALL_BOLD, theme.INK_MUTED, (r.x + 20, header_y), "midleft")
        for x, category in zip(cols, self.result.categories):
            canvas.text(category_label(category), theme.SMALL_BOLD, theme.INK_MUTED, (x, header_y), "center",
                        max_width=cols[1] - cols[0] - 6 if len(cols) > 1 else None)
        canvas.text("Total", theme.SMALL_BOLD, theme.INK, (cols[-1], header_y), "center")
        for seat, name in enumerate(self.names):
            y = r.y + 44 + seat * ROW_H
            winner = seat in self.result.winners
            if winner:
                canvas.fill(theme.mix(theme.PARCHMENT, theme.GLOW, 0.45), (r.x + 8, y, r.width - 16, ROW_H - 4), 6)
            elif seat % 2:
                canvas.fill(theme.PARCHMENT_DARK, (r.x + 8, y, r.width - 16, ROW_H - 4), 6)
            mid = y + (ROW_H - 4) / 2
            used = draw_seat_badge(canvas, self.match.seats[seat].colour, name, (r.x + 20, mid), theme.BODY_BOLD,
                                   max_width=200)
            if winner:
                canvas.icon("trophy", (r.x + 20 + used + 8, mid - 11, 22, 22), theme.BRASS)
            breakdown = self.result.breakdown[seat]
            for x, category in zip(cols, self.result.categories):
                canvas.text(str(breakdown.get(category, 0)), theme.BODY, theme.INK, (x, mid), "center")
            canvas.text(str(self.result.totals[seat]), theme.NUMBER, theme.INK, (cols[-1], mid), "center")

    def _draw_chart(self, canvas: Canvas) -> None:
        r = self.chart_rect
        draw_panel(canvas, r, "Where the points came from")
        categories = self.result.categories
        lows = [sum(min(0, b.get(c, 0)) for c in categories) for b in self.result.breakdown]
        highs = [sum(max(0, b.get(c, 0)) for c in categories) for b in self.result.breakdown]
        span = max(1, max(highs, default=1) - min(lows, default=0))
        name_w = 130
        legend_h = 30
        plot = pygame.FRect(r.x + 16 + name_w, r.y + 52, r.width - 32 - name_w - 40, r.height - 52 - legend_h - 12)
        unit = plot.width / span
        zero = plot.x - min(lows, default=0) * unit
        bar_h = min(34, plot.height / max(1, len(self.names)) - 8)
        for seat, name in enumerate(self.names):
            y = plot.y + seat * (bar_h + 8)
            draw_seat_badge(canvas, self.match.seats[seat].colour, name, (r.x + 16, y + bar_h / 2), theme.SMALL_BOLD,
                            max_width=name_w - 6)
            pos_x, neg_x = zero, zero
            for i, category in enumerate(categories):
                value = self.result.breakdown[seat].get(category, 0)
                if not value:
                    continue
                width = abs(value) * unit
                if value > 0:
                    rect = (pos_x, y, width, bar_h)
                    pos_x += width
                else:
                    neg_x -= width
                    rect = (neg_x, y, width, bar_h)
                colour = CATEGORY_COLOURS[i % len(CATEGORY_COLOURS)]
                canvas.fill(colour, rect)
                if value < 0:
                    canvas.frame(theme.DANGER, rect, 2)
                if width >= 26:
                    canvas.text(str(value), theme.SMALL_BOLD, theme.FOAM, (rect[0] + width / 2, y + bar_h / 2), "center")
            canvas.text(str(self.result.totals[seat]), theme.BODY_BOLD, theme.INK, (pos_x + 8, y + bar_h / 2),
                        "midleft")
        canvas.line(theme.INK_MUTED, (zero, plot.y - 4), (zero, plot.y + len(self.names) * (bar_h + 8) - 4), 1)
        x = r.x + 16
        legend_y = r.bottom - legend_h / 2 - 8
        for i, category in enumerate(categories):
            colour = CATEGORY_COLOURS[i % len(CATEGORY_COLOURS)]
            canvas.fill(colour, (x, legend_y - 7, 14, 14), 3)
            used = canvas.text(category_label(category), theme.SMALL, theme.INK, (x + 20, legend_y), "midleft")
            x = used.right + 16

