"""A scene whose main part is one scrolling column of equal rows (History's games, the
review's decisions): the wheel, the arrow and page keys, Home and End scroll it, Tab
reaches rows scrolled out of sight and scrolls them into view, and a thin bar shows where
the view stands. One shape, so both lists scroll and read the same."""

from __future__ import annotations

from typing import ClassVar, Generic, TypeVar

import pygame

from tabletop.ui import theme
from tabletop.ui.canvas import Canvas
from tabletop.ui.scene import Scene
from tabletop.ui.widgets import Clickable
from tabletop.ui.widgets.focus import Stop, stops_of

Row = TypeVar("Row", bound=Clickable)


class RowListScene(Scene, Generic[Row]):
    """Subclasses set the class's `list_area`, `row_h` and `row_gap`, fill `rows` (widgets
    also in `widgets`) and call `scroll_by(0)` after changing them."""

    list_area: ClassVar[pygame.FRect]
    row_h: ClassVar[float]
    row_gap: ClassVar[float]

    def __init__(self, app) -> None:
        super().__init__(app)
        self.rows: list[Row] = []
        self.scroll = 0.0

    def _length(self) -> float:
        return len(self.rows) * (self.row_h + self.row_gap) - self.row_gap

    def scroll_by(self, amount: float) -> None:
        area, step = self.list_area, self.row_h + self.row_gap
        self.scroll = max(0.0, min(self.scroll + amount, max(0.0, self._length() - area.height)))
        for i, row in enumerate(self.rows):
            row.rect.y = area.y + i * step - self.scroll
            row.visible = row.rect.top >= area.top - 1 and row.rect.bottom <= area.bottom + 1

    def focus_stops(self) -> list[Stop]:
        """Every row, those scrolled out of sight too (in their place in the list):
        Tab scrolls the list to each in turn (`focus_came`)."""
        stops = []
        for widget in self.widgets:
            if isinstance(widget, Clickable) and not widget.visible and widget in self.rows:
                stops.append(Stop(pygame.FRect(widget.rect), widget.click, widget.tooltip, key=widget))
            elif widget.visible:
                stops += stops_of(widget)
        return stops

    def focus_came(self, stop: Stop) -> None:
        row = stop.key
        if isinstance(row, Clickable) and not row.visible and row in self.rows:
            below = row.rect.bottom - self.list_area.bottom
            self.scroll_by(below if below > 0 else row.rect.top - self.list_area.top)

    def handle_event(self, event: pygame.event.Event) -> bool:
        step, page = self.row_h + self.row_gap, self.list_area.height
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * step)
            return True
        keys = {pygame.K_UP: -step, pygame.K_DOWN: step, pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page,
                pygame.K_HOME: -1e9, pygame.K_END: 1e9}
        if event.type == pygame.KEYDOWN and event.key in keys:
            self.scroll_by(keys[event.key])
            return True
        return super().handle_event(event)

    def draw_scrollbar(self, canvas: Canvas) -> None:
        area, total = self.list_area, self._length()
        if total <= area.height:
            return
        track = pygame.FRect(area.right + 8, area.y, 8, area.height)
        canvas.fill(theme.PARCHMENT_DARK, track, 4)
        length = max(30.0, track.height * area.height / total)
        top = track.y + (track.height - length) * self.scroll / (total - area.height)
        canvas.fill(theme.PARCHMENT_EDGE, (track.x, top, track.width, length), 4)
