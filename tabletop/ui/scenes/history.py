"""History: every finished game, newest first — game, date, players (a person, or a
computer and its level), winners and scores — filtered by game and by player name.

A damaged entry is listed as damaged, with why in its row and tooltip, and cannot be
picked. Picking a game offers Replay (the replay scene opens the entry as the save it
is), Review (its decisions judged, `tabletop.ui.scenes.review`) and Statistics opens the figures of the filtered player. The list scrolls with the wheel, the arrow and page keys, Home and End.
"""

from __future__ import annotations

from collections import Counter

import pygame

from tabletop.analysis import history_report as report
from tabletop.persistence.history import HistoryEntry
from tabletop.ui import theme
from tabletop.ui.canvas import Canvas, fitting_font, logical_width
from tabletop.ui.scenes.common import W, draw_sea_backdrop
from tabletop.ui.scenes.row_list import RowListScene
from tabletop.ui.widgets import Button, Choice, Clickable, Stepper, draw_panel, draw_seat_mark

ROW_H, ROW_GAP = 62, 5
LIST_PANEL = pygame.FRect(40, 146, W - 80, 494)
LIST_AREA = pygame.FRect(LIST_PANEL.x + 12, LIST_PANEL.y + 14, LIST_PANEL.width - 40, LIST_PANEL.height - 28)
"""Seven rows fit whole; the list scrolls by whole rows."""
FILTER_PANEL = pygame.FRect(40, 80, W - 80, 56)
FIRST_COL = 196
SMALL_STEPS = (theme.SMALL, theme.Font("text", 13), theme.Font("text", 12), theme.Font("text", 11))
"""A row's small words step down, at a larger text size, before any is cut (`fitting_font`)."""
NAME_STEPS = (theme.BODY_BOLD, theme.SMALL_BOLD)


def people_by_games(entries: list[HistoryEntry]) -> list[str]:
    """The names people played under, most games first."""
    counts: Counter[str] = Counter()
    for entry in entries:
        if entry.result is not None:
            counts.update({name for name, kind in zip(entry.result.names, entry.result.kinds) if kind == "human"})
    return sorted(counts, key=lambda name: (-counts[name], name.casefold()))


def shown(entries: list[HistoryEntry], game: str | None, player: str | None) -> list[HistoryEntry]:
    """The entries the filters let through; damaged entries show only when nothing is filtered
    (they have no game or players to filter by)."""
    if game is None and player is None:
        return list(entries)
    kept = []
    for entry in entries:
        r = entry.result
        if r is None or (game is not None and r.game != game):
            continue
        if player is not None and not any(n == player and k == "human" for n, k in zip(r.names, r.kinds)):
            continue
        kept.append(entry)
    return kept


class HistoryRow(Clickable):
    """One finished game: date and game, then a cell per seat; or why the entry is damaged."""

    def __init__(self, rect, entry: HistoryEntry, on_click) -> None:
        tooltip = str(entry.error) if entry.error else f"{entry.actions} moves. Click to choose this game."
        super().__init__(rect, on_click, tooltip)
        self.entry = entry
        self.enabled = entry.ok
        self.selected = False

    def draw(self, canvas: Canvas) -> None:
        r = self.rect
        if self.glowing:
            canvas.fill(theme.GLOW, r.inflate(4, 4), 8)
        face = theme.mix(theme.PARCHMENT, theme.GLOW, 0.35) if self.selected else theme.PARCHMENT_DARK
        canvas.fill(face if self.entry.ok else theme.PARCHMENT, r, 6)
        canvas.frame(theme.BRASS if self.selected else theme.PARCHMENT_EDGE, r, 2 if self.selected else 1, 6)
        if self.entry.result is None:
            self._draw_damaged(canvas)
            return
        result = self.entry.result
        room = FIRST_COL - 20
        date = report.when(result.finished_at)
        canvas.text(date, fitting_font(date, SMALL_STEPS, room), theme.INK_MUTED, (r.x + 14, r.y + 9), max_width=room)
        canvas.text(result.game_name, fitting_font(result.game_name, NAME_STEPS, room), theme.INK, (r.x + 14, r.y + 31),
                    max_width=room)
        cell_w = (r.width - FIRST_COL - 8) / 4
        for seat in range(result.players):
            self._draw_seat(canvas, seat, pygame.FRect(r.x + FIRST_COL + seat * cell_w, r.y + 6, cell_w - 8,
                                                       r.height - 12))

    def _draw_seat(self, canvas: Canvas, seat: int, cell: pygame.FRect) -> None:
        result = self.entry.result
        assert result is not None
        won = seat in result.winners
        if won:
            canvas.fill(theme.mix(theme.PARCHMENT, theme.GLOW, 0.55), cell, 6)
        draw_seat_mark(canvas, self.entry.colours[seat], (cell.x + 14, cell.y + 14), 8)
        trophy = 26 if won else 0
        room = cell.width - 32 - trophy
        name = canvas.text(result.names[seat], fitting_font(result.names[seat], NAME_STEPS, room), theme.INK,
                           (cell.x + 28, cell.y + 14), "midleft", max_width=room)
        if won:
            canvas.icon("trophy", (name.right + 4, cell.y + 3, 20, 20), theme.BRASS)
        who = "person" if result.kinds[seat] == "human" else report.kind_label(result.kinds[seat])
        line = f"{who} · {report.score_text(result, seat)}"
        canvas.text(line, fitting_font(line, SMALL_STEPS, cell.width - 32), theme.INK_MUTED, (cell.x + 28, cell.y + 36),
                    "midleft", max_width=cell.width - 32)

    def _draw_damaged(self, canvas: Canvas) -> None:
        r = self.rect
        error = self.entry.error
        assert error is not None
        canvas.text("Damaged entry", theme.BODY_BOLD, theme.DANGER, (r.x + 14, r.y + 8))
        where = error.path.name + (f" · field {error.field}" if error.field else "")
        canvas.text(where, theme.SMALL, theme.INK_MUTED, (r.x + FIRST_COL, r.y + 10), max_width=r.width - FIRST_COL - 14)
        lines = canvas.wrap(error.message, theme.SMALL, r.width - FIRST_COL - 14)
        canvas.text(lines[0] + (" …" if len(lines) > 1 else ""), theme.SMALL, theme.DANGER,
                    (r.x + FIRST_COL, r.y + 34), max_width=r.width - FIRST_COL - 14)


class HistoryScene(RowListScene[HistoryRow]):
    list_area, row_h, row_gap = LIST_AREA, ROW_H, ROW_GAP

    def __init__(self, app) -> None:
        super().__init__(app)
        from tabletop.persistence.history import list_history

        self.entries = list_history()
        self.games = self._games()
        self.people = people_by_games(self.entries)
        self.game: str | None = None
        self.player: str | None = None
        self.selected: HistoryEntry | None = None
        self._build()

    def _games(self) -> list[tuple[str, str]]:
        from tabletop.registry import GAME_IDS

        names = {e.result.game: e.result.game_name for e in self.entries if e.result is not None}
        return [(game, names[game]) for game in GAME_IDS if game in names]

    # --- building -------------------------------------------------------------------------

    def _build(self) -> None:
        self.widgets = []
        self._filters()
        self.rows = []
        for entry in shown(self.entries, self.game, self.player):
            row = self.add(HistoryRow((LIST_AREA.x, LIST_AREA.y, LIST_AREA.width, ROW_H), entry,
                                      lambda e=entry: self.pick(e)))
            row.selected = entry is self.selected
            self.rows.append(row)
        self.scroll_by(0)
        self.add(Button((40, 656, 160, 48), "Back", self.back, style="quiet",
                        tooltip="Back to the title screen (Esc)."))
        self.add(Button((W - 48 - 420, 656, 200, 48), "Statistics", self.statistics, style="quiet",
                        tooltip="Games, wins and scores per player."))
        self.review_button = self.add(Button((W - 48 - 640, 656, 200, 48), "Review", self.review, style="quiet",
                                             icon="sextant"))
        self.replay_button = self.add(Button((W - 48 - 200, 656, 200, 48), "Replay", self.replay,
                                             icon="play-button"))
        self._sync_replay()

    def _filters(self) -> None:
        p = FILTER_PANEL
        if self.games:
            self._game_filter()
        if self.people:
            self.add(Stepper((p.right - 290, p.y + 8, 280, 40), self._player_index(), 0, len(self.people),
                             self._filter_player_index, fmt=self._player_label, labels=("‹", "›"),
                             font=theme.BODY_BOLD, tooltip="Show the games one person played."))

    def _game_filter(self) -> None:
        """A segment per game when all fit between the labels at the chosen text size, else
        a ‹ game › stepper: a game's name is never cut."""
        p = FILTER_PANEL
        options: list[tuple[str | None, str]] = [(None, "All games"), *self.games]
        left = p.x + 16 + logical_width("Game", theme.BODY_BOLD) + 12
        room = p.right - 300 - logical_width("Player", theme.BODY_BOLD) - 24 - left
        segment = max(logical_width(label, theme.SMALL_BOLD) for _, label in options) * 1.04 + 24
        tooltip = "Show the games of one game only."
        if segment * len(options) + 4 * (len(options) - 1) <= room:
            self.add(Choice((left, p.y + 8, segment * len(options) + 4 * (len(options) - 1), 40), options, self.game,
                            self.filter_game, tooltip=tooltip))
            return
        values = [game for game, _ in options]
        self.add(Stepper((left, p.y + 8, min(room, 300), 40), values.index(self.game), 0, len(options) - 1,
                         lambda index: self.filter_game(values[index]), fmt=lambda index: options[index][1],
                         labels=("‹", "›"), font=theme.BODY_BOLD, tooltip=tooltip))

    def _player_index(self) -> int:
        return 0 if self.player is None else self.people.index(self.player) + 1

    def _player_label(self, index: int) -> str:
        return "Everyone" if index == 0 else self.people[index - 1]

    def _sync_replay(self) -> None:
        button, review = self.replay_button, self.review_button
        if self.selected is None:
            button.enabled, button.tooltip = False, "Choose a game in the list to watch it again."
            review.enabled, review.tooltip = False, "Choose a game in the list to have its decisions judged."
        else:
            button.enabled, button.tooltip = True, "Watch the chosen game again, move by move."
            review.enabled, review.tooltip = True, ("Each decision of the chosen game judged by the computer from "
                                                    "the deciding player's own view.")

    # --- actions --------------------------------------------------------------------------

    def filter_game(self, game: str | None) -> None:
        self.game, self.scroll = game, 0.0
        self._build()

    def _filter_player_index(self, index: int) -> None:
        self.player, self.scroll = (None if index == 0 else self.people[index - 1]), 0.0
        self._build()

    def pick(self, entry: HistoryEntry) -> None:
        self.selected = entry
        for row in self.rows:
            row.selected = row.entry is entry
        self._sync_replay()

    def replay(self) -> None:
        if self.selected is None:
            return
        from tabletop.ui.scenes.replay import open_replay

        open_replay(self.app, self.selected.path)

    def review(self) -> None:
        if self.selected is None:
            return
        from tabletop.ui.scenes.review import open_review

        open_review(self.app, self.selected.path)

    def statistics(self) -> None:
        from tabletop.ui.scenes.stats import StatsScene

        self.app.scenes.push(StatsScene(self.app, self.player))

    def back(self) -> None:
        self.app.scenes.pop(self)

    def escape(self) -> bool:
        self.back()
        return True

    # --- drawing --------------------------------------------------------------------------

    def draw_background(self, canvas: Canvas) -> None:
        draw_sea_backdrop(canvas, rose=False)
        canvas.text("History", theme.Font("display_bold", 44), theme.FOAM, (W / 2, 42), "center")
        p = FILTER_PANEL
        if self.games or self.people:       # an empty panel above an empty list only puzzles
            draw_panel(canvas, p)
        if self.games:
            canvas.text("Game", theme.BODY_BOLD, theme.INK, (p.x + 16, p.centery), "midleft")
        if self.people:
            canvas.text("Player", theme.BODY_BOLD, theme.INK, (p.right - 300, p.centery), "midright")
        draw_panel(canvas, LIST_PANEL)
        if not self.rows:
            message = ("No finished games yet: every game played to its end is kept here." if not self.entries
                       else "No game matches these filters.")
            canvas.text(message, theme.BODY, theme.INK_MUTED, LIST_PANEL.center, "center")
        self.draw_scrollbar(canvas)
        canvas.text(self._count_text(), theme.SMALL, theme.FOAM_MUTED, (220, 680), "midleft")

    def _count_text(self) -> str:
        count = len(self.rows)
        damaged = sum(not row.entry.ok for row in self.rows)
        if damaged:
            return f"{count} entries shown · {damaged} damaged"
        return f"{count} game{'s' if count != 1 else ''} shown"

