"""Unfinished games: a row per kept game (the title screen shows the newest few), the
list of all of them with Continue and Discard, and opening one.

Opening takes the game's lock first (tabletop.persistence.slot_lock): a game another
Tabletop window is playing is refused in words, never opened twice. Discard asks first,
and only then deletes: nothing kept is ever dropped without the person saying so.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from tabletop.ui import theme
from tabletop.ui.canvas import Canvas
from tabletop.ui.scenes.common import OverlayScene
from tabletop.ui.widgets import Button
from tabletop.ui.widgets.base import ListRow
from tabletop.ui.widgets.focus import Stop, stops_of

if TYPE_CHECKING:
    from tabletop.persistence.kept_games import KeptGame
    from tabletop.ui.scene import AppServices

ROW_H = 66
OPEN_ELSEWHERE = "This game is open in another Tabletop window. Close it there to go on with it here."


def when(stamp: float, now: float | None = None) -> str:
    """'just now', '5 minutes ago', 'today 14:05', '3 Dec, 09:12'."""
    now = time.time() if now is None else now
    age = max(0.0, now - stamp)
    if age < 60:
        return "just now"
    if age < 3600:
        minutes = int(age // 60)
        return f"{minutes} minute{'s' if minutes != 1 else ''} ago"
    moment = time.localtime(stamp)
    if time.strftime("%Y%m%d", moment) == time.strftime("%Y%m%d", time.localtime(now)):
        return time.strftime("today %H:%M", moment)
    return time.strftime("%d %b, %H:%M", moment)


def status(game: KeptGame) -> str:
    """The row's second line: how far it went and when, or why it cannot be opened."""
    if game.point is None:
        return f"Cannot be opened: {game.problem.message if game.problem else 'no autosave'}"
    if game.open_elsewhere:
        return "Open in another Tabletop window"
    if game.finished:
        return "Finished, not yet in History"
    return f"{game.where} · {when(game.saved_at)}"


def players_line(canvas: Canvas, players: tuple[str, ...], room: float) -> str:
    """The players' names, or as many whole names as fit and how many more (the row's
    tooltip names them all): a larger text size leaves a narrow row no room for four."""
    for shown in range(len(players), 0, -1):
        line = ", ".join(players[:shown]) + (f" +{len(players) - shown}" if shown < len(players) else "")
        if canvas.measure(line, theme.SMALL)[0] <= room:
            return line
    return f"{len(players)} players"


class KeptRow(ListRow):
    """One kept game: its name and players, how far it went and when."""

    def __init__(self, rect, game: KeptGame, on_click: Callable[[], None]) -> None:
        tip = "Go on with this game." if game.playable else status(game)
        if game.point is not None and game.point.notice():
            tip = game.point.notice()
        if game.players:
            tip = f"{tip} Players: {', '.join(game.players)}."   # the row may name only the first few
        super().__init__(rect, on_click, tip, on_refused=on_click)
        self.game = game
        self.enabled = game.playable

    def draw(self, canvas: Canvas) -> None:
        self.draw_back(canvas)
        r = self.rect
        title = self.game.game_name or "A game of an earlier version"
        canvas.text(title, theme.BODY_BOLD, theme.INK, (r.x + 12, r.y + 7), max_width=r.width * 0.45)
        room = r.width - 36 - min(r.width * 0.45, canvas.measure(title, theme.BODY_BOLD)[0])
        canvas.text(players_line(canvas, self.game.players, room), theme.SMALL, theme.INK_MUTED,
                    (r.right - 12, r.y + 10), "topright", max_width=room)
        ink = theme.INK_MUTED if self.game.playable and not self.game.finished else theme.DANGER
        canvas.text(status(self.game), theme.SMALL, ink, (r.x + 12, r.y + 38), max_width=r.width - 24)


def open_kept(app: AppServices, game: KeptGame) -> None:
    """Go on with a kept game, its lock held from here until its table closes."""
    from tabletop.persistence.slot_lock import SlotLock
    from tabletop.ui.loading import load_match_or_explain

    if game.point is None:
        app.show_message("This game cannot be opened", str(game.problem) if game.problem else "No autosave is left.")
        return
    try:
        lock = SlotLock.acquire(game.folder)
    except OSError as error:
        app.show_message("This game cannot be opened", f"{game.folder}: {error.strerror or error}")
        return
    if lock is None:
        app.show_message("Open in another window", OPEN_ELSEWHERE)
        return
    match = load_match_or_explain(app, game.point.path)
    if match is None:
        lock.release()
        return
    app.play(match, slot=lock)


class KeptGamesScene(OverlayScene):
    """Every unfinished game, newest first, each with Continue and Discard (which asks)."""

    panel_size = (820, 600)
    title = "Unfinished games"

    def __init__(self, app, games: list[KeptGame], on_change: Callable[[], None]) -> None:
        super().__init__(app)
        self.games = list(games)
        self.on_change = on_change
        self.scroll = 0.0
        self._build()

    def _area(self) -> pygame.FRect:
        panel = self.panel
        return pygame.FRect(panel.x + 24, panel.y + 64, panel.width - 48, panel.height - 64 - 84)

    def _build(self) -> None:
        self.widgets = []
        area = self._area()
        self.rows: list[tuple[KeptRow, Button]] = []
        for game in self.games:
            row = self.add(KeptRow((area.x, 0, area.width - 140, ROW_H), game, lambda g=game: open_kept(self.app, g)))
            bin_ = self.add(Button((area.right - 128, 0, 120, ROW_H), "Discard", lambda g=game: self._ask(g),
                                   style="quiet", tooltip="Delete this unfinished game (you are asked first)."))
            bin_.enabled = not game.open_elsewhere
            if game.open_elsewhere:
                bin_.tooltip = OPEN_ELSEWHERE
            self.rows.append((row, bin_))
        panel = self.panel
        self.add(Button((panel.centerx - 80, panel.bottom - 24 - 48, 160, 48), "Close", self.close))
        self._place()

    def _place(self) -> None:
        area = self._area()
        for i, (row, bin_) in enumerate(self.rows):
            y = area.y + i * (ROW_H + 8) - self.scroll
            row.rect.y = bin_.rect.y = y
            row.visible = bin_.visible = y >= area.top - 1 and y + ROW_H <= area.bottom + 1

    def scroll_by(self, amount: float) -> None:
        total = len(self.rows) * (ROW_H + 8)
        self.scroll = max(0.0, min(self.scroll + amount, max(0.0, total - self._area().height)))
        self._place()

    def focus_stops(self) -> list[Stop]:
        """Every game and its Discard, those scrolled out of sight too (in their place in
        the list): Tab scrolls the list to each in turn (`focus_came`)."""
        listed = {id(widget) for pair in self.rows for widget in pair}
        return [stop for widget in self.widgets
                for stop in stops_of(widget, scrolled_away=id(widget) in listed)]

    def focus_came(self, stop: Stop) -> None:
        widget = stop.key
        if widget is None or getattr(widget, "visible", True):
            return
        area = self._area()
        below = widget.rect.bottom - area.bottom
        self.scroll_by(below if below > 0 else widget.rect.top - area.top)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * 60)
            return True
        return super().handle_event(event)

    def _ask(self, game: KeptGame) -> None:
        from tabletop.ui.scenes.dialog import DialogScene

        name = game.game_name or "this"
        detail = f" ({', '.join(game.players)}; {game.where})" if game.players else ""
        self.app.scenes.push(DialogScene(
            self.app, "Discard this game?",
            f"The unfinished {name} game{detail} will be deleted for good. It cannot be continued afterwards.",
            confirm=lambda: self._discard(game), confirm_label="Discard", cancel_label="Keep it", danger=True))

    def _discard(self, game: KeptGame) -> None:
        from tabletop.persistence.kept_games import discard

        if not discard(game.folder):
            self.app.show_message("Open in another window", OPEN_ELSEWHERE)
            return
        self.games = [kept for kept in self.games if kept.folder != game.folder]
        self._build()
        self.on_change()
        if not self.games:
            self.close()

    def draw_background(self, canvas: Canvas) -> None:
        super().draw_background(canvas)
        if not self.games:
            canvas.text("No unfinished games.", theme.BODY, theme.INK_MUTED, self.panel.center, "center")
