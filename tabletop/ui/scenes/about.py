"""About Tabletop: the version, who made the pictures, sounds and fonts (with their
licences), the libraries it runs on (with theirs), and buttons that open the folders
where saves and logs are kept, so a person can back them up or send a log with a report.

The lists come from tabletop.runtime.credits and tabletop.runtime.notices (read once,
when the screen opens): nothing here is written by hand that could fall out of date.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

from tabletop import __version__
from tabletop.runtime.credits import Credit, asset_credits
from tabletop.runtime.notices import NOTICES_FOLDER, Notice, licences_root, third_party
from tabletop.runtime.paths import is_frozen, resource_root
from tabletop.ui import theme
from tabletop.ui.canvas import Canvas, logical_width
from tabletop.ui.scenes.common import H, W, OverlayScene
from tabletop.ui.widgets import Button

PAD = 32
LEFT_W = 440
ROW = 19
LIBRARY_COLUMNS = 2
KIND_ORDER = {"python": 0, "package": 1, "native": 2}


def licence_folder() -> Path:
    """Where this run's licence texts are: the executable's gathered notices, else the
    repository's (or wheel's) packaging/licenses/ folder; Python packages keep theirs in their
    installed metadata."""
    return resource_root() / NOTICES_FOLDER if is_frozen() else licences_root()


class AboutScene(OverlayScene):
    """One page when the libraries fit beside the credits (the house text size); at a
    larger size two pages, "Tabletop" and "Libraries", chosen by tabs, so every name and
    licence is drawn whole rather than squeezed."""

    panel_size = (W - 120, H - 40)
    title = "About Tabletop"

    def __init__(self, app) -> None:
        super().__init__(app)
        from tabletop.persistence.userdirs import data_dir, log_dir

        self.credits: list[Credit] = asset_credits()
        self.libraries: list[Notice] = sorted(third_party(), key=lambda n: (KIND_ORDER.get(n.kind, 3), n.name.lower()))
        self.folders = {"saves": data_dir(), "logs": log_dir(), "licences": licence_folder()}
        self.name_w = max((logical_width(_library_name(n), theme.SMALL_BOLD) for n in self.libraries), default=0) + 10
        licence_w = max((logical_width(n.licence, theme.SMALL) for n in self.libraries), default=0)
        self.column_w = self.name_w + licence_w + 6   # and a gap before the next column
        p = self.panel
        self.paged = LIBRARY_COLUMNS * self.column_w > p.right - PAD - (p.x + PAD + LEFT_W + 40)
        """Two pages: at this text size the libraries do not fit beside the credits."""
        self.page = "about"
        x = p.x + PAD
        self.data_button = self.add(self._button(x, p.bottom - 150, "Open data folder", lambda: self._open("saves"),
                                                 f"Saves, unfinished games and history: {self.folders['saves']}"))
        self.log_button = self.add(self._button(self.data_button.rect.right + 16, p.bottom - 150, "Open log folder",
                                                lambda: self._open("logs"), "The log and any crash report, to send "
                                                f"with a bug report: {self.folders['logs']}"))
        licence = self._button(0, p.bottom - 76, "Open licence texts", lambda: self._open("licences"),
                               f"The full licence text of each library: {self.folders['licences']}")
        licence.rect.right = p.right - PAD
        self.licence_button = self.add(licence)
        self.add(Button((p.centerx - 90, p.bottom - 76, 180, 48), "Done", self.close))
        self.tabs: list[Button] = []
        if self.paged:
            for page, label in (("about", "Tabletop"), ("libraries", "What it runs on")):
                right = self.tabs[-1].rect.right + 10 if self.tabs else x
                tab = self._button(right, p.y + 52, label, lambda page=page: self.show(page), None)
                self.tabs.append(self.add(tab))
            self.show("about")

    @staticmethod
    def _button(x: float, y: float, label: str, action, tooltip: str | None) -> Button:
        """A quiet button as wide as its words at the chosen text size."""
        width = max(160.0, logical_width(label, theme.BUTTON) * 1.04 + 32)
        return Button((x, y, width, 44), label, action, style="quiet", tooltip=tooltip)

    def show(self, page: str) -> None:
        """Turn to a page (only when paged): its tab lit, the other page's buttons gone."""
        self.page = page
        for tab, name in zip(self.tabs, ("about", "libraries")):
            tab.style = "primary" if name == page else "quiet"
            tab.selected = name == page
        self.data_button.visible = self.log_button.visible = page == "about"
        self.licence_button.visible = page == "libraries"

    def _open(self, which: str) -> None:
        from tabletop.runtime.open_folder import open_folder

        problem = open_folder(self.folders[which])
        self.app.toast.show(problem or f"Opened {self.folders[which]}", "open-folder")

    def draw_background(self, canvas: Canvas) -> None:
        super().draw_background(canvas)
        p = self.panel
        top = p.y + (112 if self.paged else 64)
        if not self.paged or self.page == "about":
            width = p.width - 2 * PAD if self.paged else LEFT_W
            self._draw_about(canvas, p.x + PAD, top, width)
        if not self.paged:
            self._draw_libraries(canvas, p.x + PAD + LEFT_W + 40, top, p.right - PAD)
        elif self.page == "libraries":
            self._draw_libraries(canvas, p.x + PAD, top, p.right - PAD)

    def _draw_about(self, canvas: Canvas, x: float, y: float, width: float) -> None:
        canvas.text(f"Tabletop {__version__}", theme.HEADING, theme.INK, (x, y), "topleft")
        y += 48
        runs_on = f"Python {sys.version.split()[0]} · pygame-ce {pygame.version.ver} · SDL {pygame.version.SDL}"
        canvas.text(runs_on, theme.SMALL, theme.INK_MUTED, (x, y), "topleft")
        y += 34
        canvas.text("Pictures, sounds and fonts", theme.SUBHEADING, theme.INK, (x, y), "topleft")
        y += 38
        for credit in self.credits:
            text = f"{credit.what}: {credit.by}. Licence: {credit.licences}."
            height = canvas.paragraph_height(text, theme.SMALL, width)
            canvas.paragraph(text, theme.SMALL, theme.INK, (x, y, width, height))
            y += height + 10
        folders_top = self.panel.bottom - 150 - 74
        canvas.text("Your files", theme.SUBHEADING, theme.INK, (x, folders_top), "topleft")
        where = f"Data: {self.folders['saves']}"   # a long path wraps after a "/"
        canvas.paragraph(where, theme.SMALL, theme.INK_MUTED, (x, folders_top + 34, width, 40))

    def _draw_libraries(self, canvas: Canvas, left: float, y: float, right: float) -> None:
        if not self.paged:   # a page of its own is named by its tab
            canvas.text("What Tabletop runs on", theme.SUBHEADING, theme.INK, (left, y), "topleft")
            y += 36
        note = "Each with its licence; the full texts are in the licence folder (button below)."
        y += canvas.paragraph(note, theme.SMALL, theme.INK_MUTED, (left, y, right - left, 60)) + 6
        columns = max(1, min(len(self.libraries), int((right - left) // self.column_w)))
        per_column = -(-len(self.libraries) // columns)
        column_w = (right - left) / columns
        row = max(ROW, canvas.line_height(theme.SMALL_BOLD))
        for index, notice in enumerate(self.libraries):
            column, line = divmod(index, per_column)
            cx, cy = left + column * column_w, y + line * row
            canvas.text(_library_name(notice), theme.SMALL_BOLD, theme.INK, (cx, cy), "topleft",
                        max_width=self.name_w)
            canvas.text(notice.licence, theme.SMALL, theme.INK_MUTED, (cx + self.name_w, cy), "topleft",
                        max_width=column_w - self.name_w - 2)


def _library_name(notice: Notice) -> str:
    return f"{notice.name} {notice.version}".strip()
