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
from tabletop.ui.canvas import Canvas
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
    panel_size = (W - 120, H - 40)
    title = "About Tabletop"

    def __init__(self, app) -> None:
        super().__init__(app)
        from tabletop.persistence.userdirs import data_dir, log_dir

        self.credits: list[Credit] = asset_credits()
        self.libraries: list[Notice] = sorted(third_party(), key=lambda n: (KIND_ORDER.get(n.kind, 3), n.name.lower()))
        self.folders = {"saves": data_dir(), "logs": log_dir(), "licences": licence_folder()}
        p = self.panel
        x = p.x + PAD
        y = p.bottom - 150
        self.add(Button((x, y, 212, 44), "Open data folder", lambda: self._open("saves"), style="quiet",
                        tooltip=f"Saves, unfinished games and history: {self.folders['saves']}"))
        self.add(Button((x + 228, y, 212, 44), "Open log folder", lambda: self._open("logs"), style="quiet",
                        tooltip=f"The log and any crash report, to send with a bug report: {self.folders['logs']}"))
        self.add(Button((p.right - PAD - 260, p.bottom - 76, 260, 44), "Open licence texts",
                        lambda: self._open("licences"), style="quiet",
                        tooltip=f"The full licence text of each library: {self.folders['licences']}"))
        self.add(Button((p.centerx - 90, p.bottom - 76, 180, 48), "Done", self.close))

    def _open(self, which: str) -> None:
        from tabletop.runtime.open_folder import open_folder

        problem = open_folder(self.folders[which])
        self.app.toast.show(problem or f"Opened {self.folders[which]}", "open-folder")

    def draw_background(self, canvas: Canvas) -> None:
        super().draw_background(canvas)
        p = self.panel
        x, y = p.x + PAD, p.y + 64
        canvas.text(f"Tabletop {__version__}", theme.HEADING, theme.INK, (x, y), "topleft")
        y += 48
        runs_on = f"Python {sys.version.split()[0]} · pygame-ce {pygame.version.ver} · SDL {pygame.version.SDL}"
        canvas.text(runs_on, theme.SMALL, theme.INK_MUTED, (x, y), "topleft")
        y += 34
        canvas.text("Pictures, sounds and fonts", theme.SUBHEADING, theme.INK, (x, y), "topleft")
        y += 38
        for credit in self.credits:
            text = f"{credit.what}: {credit.by}. Licence: {credit.licences}."
            height = canvas.paragraph_height(text, theme.SMALL, LEFT_W)
            canvas.paragraph(text, theme.SMALL, theme.INK, (x, y, LEFT_W, height))
            y += height + 10
        folders_top = p.bottom - 150 - 64
        canvas.text("Your files", theme.SUBHEADING, theme.INK, (x, folders_top), "topleft")
        canvas.text(canvas.ellipsize(f"Data: {self.folders['saves']}", theme.SMALL, LEFT_W), theme.SMALL,
                    theme.INK_MUTED, (x, folders_top + 36), "topleft")
        self._draw_libraries(canvas)

    def _draw_libraries(self, canvas: Canvas) -> None:
        p = self.panel
        left = p.x + PAD + LEFT_W + 40
        width = p.right - PAD - left
        y = p.y + 64
        canvas.text("What Tabletop runs on", theme.SUBHEADING, theme.INK, (left, y), "topleft")
        y += 36
        note = "Each with its licence; the full texts are in the licence folder (button below)."
        canvas.text(note, theme.SMALL, theme.INK_MUTED, (left, y), "topleft")
        y += 30
        per_column = -(-len(self.libraries) // LIBRARY_COLUMNS)
        column_w = width / LIBRARY_COLUMNS
        for index, notice in enumerate(self.libraries):
            column, row = divmod(index, per_column)
            cx, cy = left + column * column_w, y + row * ROW
            name = f"{notice.name} {notice.version}".strip()
            canvas.text(canvas.ellipsize(name, theme.SMALL_BOLD, column_w * 0.56), theme.SMALL_BOLD, theme.INK,
                        (cx, cy), "topleft")
            canvas.text(canvas.ellipsize(notice.licence, theme.SMALL, column_w * 0.44 - 8), theme.SMALL,
                        theme.INK_MUTED, (cx + column_w * 0.56, cy), "topleft")
