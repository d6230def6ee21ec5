"""Statistics of one player name (names are the profiles): games, wins and win rate
overall, per game and per player count, against each computer level, mean and best score
per game, the average of each scoring category, the longest winning streak.

The figures come from tabletop.analysis.stats over the history; the words are
tabletop.analysis.history_report's, the same the `stats` command prints. Reset (after a
confirmation) marks a reset point for the shown name: the games stay in the history.
"""

from __future__ import annotations

import pygame

from tabletop.analysis import history_report as report
from tabletop.analysis.stats import PlayerStats, Tally
from tabletop.ui import theme
from tabletop.ui.canvas import Canvas, fitting_font, logical_width
from tabletop.ui.scene import Scene
from tabletop.ui.scenes.common import W, draw_sea_backdrop
from tabletop.ui.scenes.results import ResultsLook, results_look
from tabletop.ui.widgets import Button, Stepper, draw_panel

TOP = 132
LEFT_PANEL_W = 400
GAP = 16
BOTTOM = 640
RIGHT_X = 40 + LEFT_PANEL_W + GAP
RIGHT_W = W - 40 - RIGHT_X
LINE = 26
FIGURES = (theme.BODY, theme.SMALL)
"""A line's words at a larger text size step down to the small size before one is cut."""


def line_step() -> float:
    """A row's height: the house's, grown with the text size."""
    return LINE * max(1.0, theme.text_scale() * 0.9)
NO_GAMES = "No games counted yet."
NOT_SCORED = "won, not scored"
PICKER = pygame.FRect(W - 40 - 380, 72, 380, 52)


def _results_look(game_id: str) -> ResultsLook | None:
    """The game's own column names (as on its results screen); None if it cannot be loaded."""
    from tabletop.content.errors import ContentErrors
    from tabletop.registry import load_game

    try:
        return results_look(load_game(game_id))
    except (ContentErrors, KeyError):
        return None


class StatsScene(Scene):
    def __init__(self, app, name: str | None = None) -> None:
        super().__init__(app)
        self.players: list[PlayerStats] = []
        self.looks: dict[str, ResultsLook | None] = {}
        self.index = 0
        self._load(name)

    def _load(self, name: str | None) -> None:
        from tabletop.persistence.history import list_history
        from tabletop.persistence.stats_resets import load_resets
        from tabletop.analysis.stats import player_stats

        self.players = player_stats(list_history(), load_resets())
        self.looks = {game: _results_look(game) for game in {g for p in self.players for g in p.by_game}}
        names = [p.name for p in self.players]
        self.index = names.index(name) if name in names else 0
        self._build()

    @property
    def player(self) -> PlayerStats | None:
        return self.players[self.index] if self.players else None

    def _build(self) -> None:
        self.widgets = []
        self.add(Button((40, 656, 160, 48), "Back", self.back, style="quiet",
                        tooltip="Back to the history (Esc)."))
        if not self.players:
            return
        left = PICKER.x + 16 + logical_width("Player", theme.BODY_BOLD) + 12
        self.add(Stepper((left, PICKER.y + 6, PICKER.right - 6 - left, 40), self.index, 0, len(self.players) - 1, self.show,
                         fmt=lambda i: self.players[i].name, labels=("‹", "›"), font=theme.BODY_BOLD,
                         tooltip="Whose statistics: every name a person played under."))
        self.add(Button((W - 40 - 260, 656, 260, 48), "Reset statistics", self.ask_reset, style="danger",
                        tooltip="Count this player's games again from now on. The games stay in the history."))

    def show(self, index: int) -> None:
        self.index = index

    def ask_reset(self) -> None:
        from tabletop.ui.scenes.dialog import DialogScene

        player = self.player
        if player is None:
            return
        self.app.scenes.push(DialogScene(self.app, f"Reset {player.name}'s statistics?",
                                         f"{player.name}'s statistics will start again from zero. "
                                         f"{report.RESET_NOTE}",
                                         confirm=lambda: self.reset(player.name), confirm_label="Reset", danger=True))

    def reset(self, name: str) -> None:
        from tabletop.persistence.stats_resets import mark_reset

        try:
            mark_reset(name)
        except OSError as error:
            self.app.show_message("The statistics could not be reset", str(error.strerror or error))
            return
        self._load(name)

    def back(self) -> None:
        self.app.scenes.pop(self)

    def escape(self) -> bool:
        self.back()
        return True

    # --- drawing --------------------------------------------------------------------------

    def draw_background(self, canvas: Canvas) -> None:
        draw_sea_backdrop(canvas, rose=False)
        canvas.text("Statistics", theme.Font("display_bold", 44), theme.FOAM, (W / 2, 42), "center")
        player = self.player
        if player is None:
            canvas.text("No statistics yet: they count the games played to the end with people at the table.",
                        theme.BODY, theme.FOAM_MUTED, (W / 2, 360), "center")
            return
        room = PICKER.x - 16 - 40
        canvas.text(report.SHARED_WIN_NOTE, fitting_font(report.SHARED_WIN_NOTE, FIGURES, room), theme.FOAM_MUTED,
                    (40, 98), "midleft", max_width=room)
        draw_panel(canvas, PICKER)
        canvas.text("Player", theme.BODY_BOLD, theme.INK, (PICKER.x + 16, PICKER.centery), "midleft")
        left = pygame.FRect(40, TOP, LEFT_PANEL_W, 196)
        self._draw_overall(canvas, player, left)
        counts = pygame.FRect(40, left.bottom + GAP, LEFT_PANEL_W,
                              40 + 16 + line_step() * max(1, len(player.by_players)))
        self._draw_tallies(canvas, "By number of players",
                           [(f"{n} players", t) for n, t in sorted(player.by_players.items())], counts,
                           empty=NO_GAMES)
        against = pygame.FRect(40, counts.bottom + GAP, LEFT_PANEL_W, BOTTOM - counts.bottom - GAP)
        self._draw_tallies(canvas, "Against computer players", [(f"{lv}", t) for lv, t in player.against.items()],
                           against, empty="No computer player at the table yet.")
        games = pygame.FRect(RIGHT_X, TOP, RIGHT_W, 58 + 24 + line_step() * max(1, len(player.by_game)))
        self._draw_games(canvas, player, games)
        self._draw_averages(canvas, player, pygame.FRect(RIGHT_X, games.bottom + GAP, RIGHT_W,
                                                         BOTTOM - games.bottom - GAP))

    def _draw_overall(self, canvas: Canvas, player: PlayerStats, r: pygame.FRect) -> None:
        draw_panel(canvas, r, player.name)
        figures = [("games", str(player.overall.games)), ("wins", str(player.overall.wins)),
                   ("win rate", report.percent(player.overall))]
        slot = (r.width - 32) / len(figures)
        for i, (label, value) in enumerate(figures):
            x = r.x + 16 + slot * (i + 0.5)
            canvas.text(value, theme.BIG_NUMBER, theme.INK, (x, r.y + 76), "center")
            canvas.text(label, theme.SMALL, theme.INK_MUTED, (x, r.y + 104), "center")
        streak = f"Longest winning streak: {player.longest_streak} · current: {player.streak}"
        canvas.text(streak, fitting_font(streak, FIGURES, r.width - 32), theme.INK, (r.x + 16, r.y + 140), "midleft",
                    max_width=r.width - 32)
        since = (f"Counting games since {report.when(player.since.isoformat())}" if player.since
                 else "Counting every game in the history")
        canvas.text(since, fitting_font(since, (theme.SMALL, theme.Font("text", 13)), r.width - 32), theme.INK_MUTED,
                    (r.x + 16, r.y + 170), "midleft", max_width=r.width - 32)

    def _draw_tallies(self, canvas: Canvas, title: str, rows: list[tuple[str, Tally]], r: pygame.FRect,
                      empty: str = "") -> None:
        draw_panel(canvas, r, title)
        if not rows and empty:
            canvas.text(empty, theme.SMALL, theme.INK_MUTED, (r.x + 16, r.y + 62), "midleft")
        room = r.width - 32
        for i, (label, tally) in enumerate(rows):
            y = r.y + 62 + i * line_step()
            if y > r.bottom - 12:
                break
            label, value = label.capitalize(), report.tally_text(tally)
            bold, plain = theme.BODY_BOLD, theme.BODY   # the pair steps down together when it meets in the middle
            if (logical_width(label, bold) + logical_width(value, plain)) * 1.04 + 16 > room:
                bold, plain = theme.SMALL_BOLD, theme.SMALL
            used = canvas.text(label, bold, theme.INK, (r.x + 16, y), "midleft", max_width=room / 2).width
            canvas.text(value, plain, theme.INK, (r.right - 16, y), "midright", max_width=room - used - 12)

    def _draw_games(self, canvas: Canvas, player: PlayerStats, r: pygame.FRect) -> None:
        draw_panel(canvas, r, "By game")
        if not player.by_game:
            canvas.text(NO_GAMES, theme.SMALL, theme.INK_MUTED, (r.x + 16, r.y + 62), "midleft")
            return
        columns = self._columns(player, r)
        for label, x in columns:
            canvas.text(label, theme.SMALL_BOLD, theme.INK_MUTED, (x, r.y + 58), "midright")
        name_room = columns[0][1] - logical_width(columns[0][0], theme.SMALL_BOLD) - 12 - (r.x + 16)
        for i, game in enumerate(player.by_game.values()):
            y = r.y + 58 + line_step() * (i + 1)
            canvas.text(game.game_name, fitting_font(game.game_name, (theme.BODY_BOLD, theme.SMALL_BOLD), name_room),
                        theme.INK, (r.x + 16, y), "midleft", max_width=name_room)
            values = [str(game.tally.games), str(game.tally.wins), report.percent(game.tally)]
            if game.scored:
                values += [report.number(game.mean), report.number(game.best)]
            for (_, x), value in zip(columns, values):
                canvas.text(value, theme.BODY, theme.INK, (x, y), "midright")
            if not game.scored:
                rest = columns[-1][1] - columns[2][1] - 12
                canvas.text(NOT_SCORED, fitting_font(NOT_SCORED, FIGURES, rest), theme.INK_MUTED, (columns[-1][1], y),
                            "midright", max_width=rest)

    @staticmethod
    def _columns(player: PlayerStats, r: pygame.FRect) -> list[tuple[str, float]]:
        """The figures' columns, right-aligned, each as wide as its heading or its widest
        figure, from the panel's right edge leftwards (the game's name has the rest)."""
        labels = ["Games", "Wins", "Win rate", "Mean score", "Best"]
        figures: list[list[str]] = [[str(g.tally.games) for g in player.by_game.values()],
                                    [str(g.tally.wins) for g in player.by_game.values()],
                                    [report.percent(g.tally) for g in player.by_game.values()],
                                    [report.number(g.mean) for g in player.by_game.values() if g.scored],
                                    [report.number(g.best) for g in player.by_game.values() if g.scored]]
        widths = [max([logical_width(label, theme.SMALL_BOLD)] + [logical_width(f, theme.BODY) for f in column])
                  for label, column in zip(labels, figures)]
        x, right_edges = r.right - 20, []
        for width in reversed(widths):
            right_edges.append(x)
            x -= width + 24
        return list(zip(labels, reversed(right_edges)))

    def _draw_averages(self, canvas: Canvas, player: PlayerStats, r: pygame.FRect) -> None:
        draw_panel(canvas, r, "Average per game, by category")
        if not player.by_game:
            canvas.text(NO_GAMES, theme.SMALL, theme.INK_MUTED, (r.x + 16, r.y + 62), "midleft")
        y = r.y + 58
        for game in player.by_game.values():
            if y > r.bottom - 40:
                break
            label_w = max(logical_width(g.game_name, theme.BODY_BOLD) for g in player.by_game.values()) * 1.04 + 14
            column = r.x + 16 + max(174.0, label_w)
            canvas.text(game.game_name, theme.BODY_BOLD, theme.INK, (r.x + 16, y), "midleft", max_width=column - r.x - 26)
            x = column
            look = self.looks.get(game.game)
            for category, value in game.averages().items():
                label = f"{look.label(category) if look else report.category_label(category)} {report.number(value)}"
                width = canvas.measure(label, theme.BODY)[0]
                if x + width > r.right - 16:
                    x, y = column, y + line_step()
                canvas.text(label, theme.BODY, theme.INK, (x, y), "midleft", max_width=r.right - 16 - x)
                x += width + 22
            y += line_step() + 10
