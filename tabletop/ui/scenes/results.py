"""The results: who won, a score table per category, a bar chart per player, and what
end-of-game choices were made on each player's behalf. Then "Play again" (the same
seats), "Rematch" (the next player round the table moves first) or "Menu".

Rows are in rank order. A game's table offers `results_look(game) -> ResultsLook` to
say how its results read: column names, the colour its table gives each category (one
colour per good everywhere) and how a value is written. Points that add up to the total
are a stacked bar; the figures of a game that is won rather than scored
(`Result.figures`: Winds of Trade's islands, gold, cargo) get a bar each, against that
figure's largest value.

The game's history entry is written as its last move lands (tabletop.ui.autosaver); when
that write failed, the results open with a message saying so and that the game is kept
(its autosave slot stays until the entry is on disk), never silently.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

import pygame

from tabletop.engine.game import Game, Result
from tabletop.engine.match import Match, Seat, fill_names
from tabletop.ui import sound, theme
from tabletop.ui.canvas import Canvas, logical_width
from tabletop.ui.scene import Scene
from tabletop.ui.scenes.common import W, draw_sea_backdrop
from tabletop.ui.widgets import Button, LogPanel, draw_panel, draw_seat_badge
from tabletop.ui.widgets.focus import Stop

CATEGORY_COLOURS = [theme.hex_colour(h) for h in
                    ("#8C6A3F", "#3F7A8C", "#6F8C3F", "#8C3F66", "#5A5696", "#A07A22", "#2F8270", "#9A4E2A")]
ROW_H = 38
LEFT = 48
TABLE_W = W - 2 * LEFT


def category_label(category: str) -> str:
    return category.replace("_", " ").capitalize()


@dataclass(frozen=True)
class ResultsLook:
    """How one game's results read (see the module docstring)."""

    labels: Mapping[str, str] = field(default_factory=dict)
    colours: Mapping[str, theme.Colour] = field(default_factory=dict)
    cell: Callable[[str, int], str] | None = None
    """How a table cell writes `value` of `category` (default: the number)."""
    total_cell: Callable[[int], str] | None = None
    total_label: str = "Total"
    chart_title: str = "Where the points came from"

    def label(self, category: str) -> str:
        return self.labels.get(category) or category_label(category)

    def colour(self, category: str, index: int) -> theme.Colour:
        return self.colours.get(category) or CATEGORY_COLOURS[index % len(CATEGORY_COLOURS)]

    def text(self, category: str, value: int) -> str:
        return self.cell(category, value) if self.cell else str(value)

    def total(self, value: int) -> str:
        return self.total_cell(value) if self.total_cell else str(value)


def results_look(game: Game) -> ResultsLook:
    """The game's own look (`GamePackage.table`), or the plain one for a game with no table."""
    from tabletop import registry

    if game.id not in registry.RULES:
        return ResultsLook()
    look: ResultsLook = registry.package(game.id).table().results_look(game)
    return look


def ranked(result: Result) -> list[int]:
    """Seats best first: the game's own ranking (tie-breaks), else winners, then totals."""
    if sorted(result.ranking) == list(range(len(result.totals))):
        return list(result.ranking)
    return sorted(range(len(result.totals)), key=lambda s: (s not in result.winners, -result.totals[s], s))


def winners_sentence(names: list[str], result: Result | None = None) -> str:
    """The headline. A scored game whose top total more seats reached than won was decided
    by the game's tie-break, and says so (the notes below say how)."""
    if len(names) == 1:
        if result is not None and not result.figure_names and result.totals.count(max(result.totals)) > 1:
            return f"{names[0]} wins on the tie-break!"
        return f"{names[0]} wins!"
    return f"{', '.join(names[:-1])} and {names[-1]} share the victory!"


def choice_lines(match: Match, result: Result, look: ResultsLook | None = None) -> list[str]:
    """Per player, the end-of-game choices made on their behalf, then the scorer's notes.
    Each choice is labelled as the game names it (`look`: Golden Sails' "universal" is the
    Shapeshifter spell), never by its key."""
    look = look or ResultsLook()
    names = [s.name for s in match.seats]
    lines = []
    for seat, choices in enumerate(result.choices):
        said = []
        for key, value in (choices or {}).items():
            if isinstance(value, (list, tuple)):
                value = ", ".join(str(v) for v in value)
            if value not in (None, ""):
                said.append(f"• {look.label(str(key))}: {value}")
        if said:
            lines.append(f"{names[seat]}:")
            lines.extend(said)
    lines.extend(result.notes)
    return [fill_names(line, names) for line in lines]


def rematch_seats(match: Match, seed: int) -> list[Seat]:
    """The seats of a rematch of `match` with `seed`: the same people in the same order
    round the table, turned so that the one after last game's first mover moves first.

    Who moves first can come from the shuffle (Golden Sails draws the first player), so
    the new game is set up once to see which seat moves first in it, and the table is
    turned to put the right person there."""
    seats = list(match.seats)
    count = len(seats)
    last_first = match.history[0].seat if match.history else 0
    new_first = match.game.new_state(count, seed, match.game.new_game_options(match.options)).to_act() or 0
    turn = (last_first + 1 - new_first) % count
    return [seats[(seat + turn) % count] for seat in range(count)]


def name_column() -> float:
    """The score table's first column: a long name and its trophy whole at any text size."""
    return 250 + 120 * (theme.text_scale() - 1)


def chart_names() -> float:
    """The chart's column of names, wider at a larger text size (the bars give way)."""
    return 130 * theme.text_scale()


class ResultsScene(Scene):
    def __init__(self, app, match: Match, history_trouble: str | None = None) -> None:
        """`history_trouble`: why the game could not be added to History (None: it was)."""
        super().__init__(app)
        self.match = match
        self.history_trouble = history_trouble
        self.result = match.state.result()
        self.names = [s.name for s in match.seats]
        self.look = results_look(match.game)
        self.order = ranked(self.result)
        self.stacked = not self.result.figure_names
        """Points adding up to the total (a stacked bar each), or the figures that decided
        a game that is won (a bar per figure, each against its own largest value)."""
        self.columns = self.result.figure_names or self.result.categories
        self.values = self.result.figures if self.result.figure_names else self.result.breakdown
        self.lines = choice_lines(match, self.result, self.look)
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
        # the buttons in reading order, left to right: Tab visits them so
        self.progress = self.add(Button((LEFT, 656, max(240, logical_width("How the game went", theme.BUTTON) + 68), 48),
                                        "How the game went", self.show_progress, style="quiet", icon="scroll-unfurled",
                                        tooltip="A chart of each player's figures round by round."))
        self.add(Button((LEFT + 256, 656, 180, 48), "Review", self.review, style="quiet", icon="sextant",
                        tooltip="Each decision judged by the computer from the deciding player's own view: "
                                "the costly ones, and what would have been better."))
        self._add_rematch()
        self.add(Button((W - LEFT - 420, 656, 200, 48), "Play again", self.play_again,
                        tooltip="The same players in the same seats and game variants, with a new shuffle."))
        self.add(Button((W - LEFT - 200, 656, 200, 48), "Menu", app.to_title, style="quiet",
                        tooltip="Back to the title screen (Esc)."))
        person_won = any(match.seats[seat].is_human for seat in self.result.winners)
        sound.cue("win" if person_won else "end")

    def first_focus(self, stops: list[Stop]) -> int:
        """Focus starts on "How the game went", never on a button that starts a game: a
        person still pressing Enter to play the last move lands here and reads the
        results (the first Enter shows the ring, the next opens the chart). Play again
        and Rematch are a Tab or two away."""
        return next((i for i, s in enumerate(stops) if s.key is self.progress), 0)

    def escape(self) -> bool:
        """Back is the title screen: the table the game was played at is gone (the game
        is in History)."""
        self.app.to_title()
        return True

    def on_enter(self) -> None:
        if self.history_trouble:
            self.app.show_message("Not in History yet", self.history_trouble)

    def show_progress(self) -> None:
        from tabletop.ui.charts.progress import ProgressScene

        self.app.scenes.push(ProgressScene(self.app, self.match))

    def review(self) -> None:
        from tabletop.ui.scenes.review import ReviewScene, entry_of

        self.app.scenes.push(ReviewScene(self.app, self.match, entry_of(self.match)))

    def play_again(self) -> None:
        seed = int.from_bytes(os.urandom(4), "little")
        self.app.play(Match(self.match.game, list(self.match.seats), seed, self.match.game.new_game_options(self.match.options)))

    def _add_rematch(self) -> None:
        self.add(Button((W - LEFT - 640, 656, 200, 48), "Rematch", self.rematch, style="quiet",
                        tooltip="The same players and variants with a new shuffle, and the next player round "
                                "the table moves first."))

    def rematch(self) -> None:
        seed = int.from_bytes(os.urandom(4), "little")
        self.app.play(Match(self.match.game, rematch_seats(self.match, seed), seed, self.match.game.new_game_options(self.match.options)))

    def draw_background(self, canvas: Canvas) -> None:
        draw_sea_backdrop(canvas, rose=False)
        winners = [self.names[i] for i in self.result.winners]
        canvas.text(winners_sentence(winners, self.result) if winners else "Final scores", theme.Font("display_bold", 44),
                    theme.FOAM, (W / 2, 48), "center", max_width=W - 80)
        self._draw_table(canvas)
        self._draw_chart(canvas)

    def _columns(self) -> list[float]:
        count = len(self.columns) + 1
        first = name_column()
        width = (self.table_rect.width - first - 20) / count
        return [self.table_rect.x + first + width * (i + 0.5) for i in range(count)]

    def _draw_table(self, canvas: Canvas) -> None:
        r = self.table_rect
        draw_panel(canvas, r)
        cols = self._columns()
        header_y = r.y + 24
        canvas.text("Player", theme.SMALL_BOLD, theme.INK_MUTED, (r.x + 20, header_y), "midleft")
        room = cols[1] - cols[0] - 6 if len(cols) > 1 else r.width
        for i, (x, category) in enumerate(zip(cols, self.columns)):
            canvas.fill(self.look.colour(category, i), (x - room / 2, r.y + 8, room, 4), 2)
            self._heading(canvas, self.look.label(category), x, header_y, room)
        self._heading(canvas, self.look.total_label, cols[-1], header_y, room, theme.INK)
        for rank, seat in enumerate(self.order):
            name = self.names[seat]
            y = r.y + 44 + rank * ROW_H
            winner = seat in self.result.winners
            if winner:
                canvas.fill(theme.mix(theme.PARCHMENT, theme.GLOW, 0.45), (r.x + 8, y, r.width - 16, ROW_H - 4), 6)
            elif rank % 2:
                canvas.fill(theme.PARCHMENT_DARK, (r.x + 8, y, r.width - 16, ROW_H - 4), 6)
            mid = y + (ROW_H - 4) / 2
            used = draw_seat_badge(canvas, self.match.seats[seat].colour, name, (r.x + 20, mid), theme.BODY_BOLD,
                                   max_width=name_column() - 50)
            if winner:
                canvas.icon("trophy", (r.x + 20 + used + 8, mid - 11, 22, 22), theme.BRASS)
            breakdown = self.values[seat]
            for x, category in zip(cols, self.columns):
                canvas.text(self.look.text(category, breakdown.get(category, 0)), theme.BODY, theme.INK, (x, mid),
                            "center")
            canvas.text(self.look.total(self.result.totals[seat]), theme.NUMBER, theme.INK, (cols[-1], mid), "center")

    @staticmethod
    def _heading(canvas: Canvas, label: str, x: float, y: float, room: float, ink=theme.INK_MUTED) -> None:
        """A column heading, on two lines when one is too narrow (never cut)."""
        lines = canvas.wrap(label, theme.SMALL_BOLD, room) if canvas.measure(label, theme.SMALL_BOLD)[0] > room \
            else [label]
        step = canvas.line_height(theme.SMALL_BOLD) * 0.9
        top = y - step * (min(2, len(lines)) - 1) / 2
        for i, line in enumerate(lines[:2]):
            canvas.text(line if i == 0 or len(lines) == 2 else " ".join(lines[1:]), theme.SMALL_BOLD, ink,
                        (x, top + i * step), "center", max_width=room)

    def _bar_rows(self, plot: pygame.FRect) -> tuple[float, float, float]:
        """Bar height, pitch and top: as tall as the plot allows, centred in it."""
        count = max(1, len(self.names))
        pitch = min(64.0, plot.height / count)
        bar_h = pitch - 10
        return bar_h, pitch, plot.y + (plot.height - pitch * count) / 2

    def _draw_chart(self, canvas: Canvas) -> None:
        if not self.stacked:
            self._draw_measures(canvas)
            return
        r = self.chart_rect
        draw_panel(canvas, r, self.look.chart_title)
        categories = self.result.categories
        lows = [sum(min(0, b.get(c, 0)) for c in categories) for b in self.result.breakdown]
        highs = [sum(max(0, b.get(c, 0)) for c in categories) for b in self.result.breakdown]
        span = max(1, max(highs, default=1) - min(lows, default=0))
        name_w = chart_names()
        legend_h = 30
        plot = pygame.FRect(r.x + 16 + name_w, r.y + 52, r.width - 32 - name_w - 40, r.height - 52 - legend_h - 12)
        unit = plot.width / span
        zero = plot.x - min(lows, default=0) * unit
        bar_h, pitch, top = self._bar_rows(plot)
        for rank, seat in enumerate(self.order):
            name = self.names[seat]
            y = top + rank * pitch
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
                colour = self.look.colour(category, i)
                canvas.fill(colour, rect)
                if value < 0:
                    canvas.frame(theme.DANGER, rect, 2)
                if width >= 26:
                    canvas.text(str(value), theme.SMALL_BOLD, theme.text_on(colour), (rect[0] + width / 2, y + bar_h / 2),
                                "center")
            canvas.text(str(self.result.totals[seat]), theme.BODY_BOLD, theme.INK, (pos_x + 8, y + bar_h / 2),
                        "midleft")
        canvas.line(theme.INK_MUTED, (zero, top - 4), (zero, top + len(self.names) * pitch - 6), 1)
        self._legend(canvas, r, legend_h)

    def _legend(self, canvas: Canvas, r: pygame.FRect, legend_h: float) -> None:
        x = r.x + 16
        legend_y = r.bottom - legend_h / 2 - 8
        for i, category in enumerate(self.columns):
            canvas.fill(self.look.colour(category, i), (x, legend_y - 7, 14, 14), 3)
            used = canvas.text(self.look.label(category), theme.SMALL, theme.INK, (x + 20, legend_y), "midleft")
            x = used.right + 16

    def _draw_measures(self, canvas: Canvas) -> None:
        """One bar per measure and player, each measure against its own largest value:
        what decided a game that is won, not scored."""
        r = self.chart_rect
        draw_panel(canvas, r, self.look.chart_title)
        categories = self.columns
        name_w, legend_h = chart_names(), 30
        plot = pygame.FRect(r.x + 16 + name_w, r.y + 52, r.width - 32 - name_w, r.height - 52 - legend_h - 12)
        bar_h, pitch, top = self._bar_rows(plot)
        slot = plot.width / max(1, len(categories))
        highest = {c: max((b.get(c, 0) for b in self.values), default=0) for c in categories}
        for rank, seat in enumerate(self.order):
            y = top + rank * pitch
            draw_seat_badge(canvas, self.match.seats[seat].colour, self.names[seat], (r.x + 16, y + bar_h / 2),
                            theme.SMALL_BOLD, max_width=name_w - 6)
            for i, category in enumerate(categories):
                value = self.values[seat].get(category, 0)
                x = plot.x + i * slot
                full = slot - 34
                width = full * value / highest[category] if highest[category] > 0 else 0
                canvas.fill(theme.mix(theme.PARCHMENT, theme.INK, 0.08), (x, y, full, bar_h), 3)
                if width:
                    canvas.fill(self.look.colour(category, i), (x, y, width, bar_h), 3)
                canvas.text(self.look.text(category, value), theme.SMALL_BOLD, theme.INK,
                            (x + full + 4, y + bar_h / 2), "midleft")
        self._legend(canvas, r, legend_h)

