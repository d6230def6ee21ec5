"""Save and Load overlays over the saves folder of the user data dir.

A save that cannot be read is listed with the reason and cannot be picked; one that
fails only when replayed shows its message in a dialog. Files are never changed by
looking at them, and overwriting a save asks first.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from urllib.parse import unquote

import pygame

from tabletop import registry
from tabletop.engine.match import Match
from tabletop.ui import theme
from tabletop.ui.canvas import Canvas
from tabletop.ui.scene import Scene
from tabletop.ui.scenes.common import OverlayScene
from tabletop.ui.widgets import Button, Choice, ListRow, TextInput

ROW_H = 56
OPENINGS = (("play", "Play on"), ("replay", "Watch the replay"), ("review", "Review"))
OPENING_TIPS = {"play": "Go on playing the game from where it was saved.",
                "replay": "Step through the game from its first move, without changing it.",
                "review": "Each decision judged by the computer from the deciding player's own view (a game not over: "
                          "one person's own, after passing the screen)."}


UNSAFE_IN_FILE_NAMES = set('<>:"/\\|?*%')
"""Characters some system refuses in a file name (and "%", the escape itself)."""
DEVICE_NAMES = {"CON", "PRN", "AUX", "NUL", *(f"COM{i}" for i in range(1, 10)), *(f"LPT{i}" for i in range(1, 10))}


def safe_file_name(name: str) -> str:
    """The file name (stem) a save called `name` is written under: safe on every system,
    and reversible by `save_name`, so the list shows exactly what the player typed
    ("Pirates' Gold …", not "Pirates_ Gold …"). Unsafe characters, control characters and
    a leading or trailing space or dot are written as %XX of their UTF-8 bytes."""
    name = name or "save"
    out = []
    for i, ch in enumerate(name):
        edge = (i == 0 or i == len(name) - 1) and ch in " ."
        if ch in UNSAFE_IN_FILE_NAMES or ord(ch) < 32 or ord(ch) == 127 or edge:
            out.append("".join(f"%{byte:02X}" for byte in ch.encode("utf-8")))
        else:
            out.append(ch)
    stem = "".join(out)
    if stem.split(".")[0].upper() in DEVICE_NAMES:   # Windows reserves these whatever follows
        stem = f"%{ord(stem[0]):02X}{stem[1:]}"
    return stem


def save_name(path: Path) -> str:
    """The name a save is listed under: the player's own words, read back from its file name."""
    return "".join(ch if ch.isprintable() else "?" for ch in unquote(path.stem))


def when(saved_at: str | None) -> str:
    if not saved_at:
        return ""
    try:
        stamp = datetime.fromisoformat(saved_at)
    except ValueError:
        return saved_at
    return stamp.astimezone().strftime("%d %b %Y, %H:%M")


class SaveRow(ListRow):
    """One save in the list: name, game, players, time — or why it cannot be read."""

    def __init__(self, rect, info, on_click) -> None:
        tooltip = str(info.error) if info.error else f"{info.actions} moves played"
        super().__init__(rect, on_click, tooltip)
        self.info = info
        self.enabled = info.ok

    def draw(self, canvas: Canvas) -> None:
        self.draw_back(canvas)
        r = self.rect
        canvas.text(save_name(self.info.path), theme.BODY_BOLD, theme.INK, (r.x + 14, r.y + 8), max_width=r.width * 0.55)
        if self.info.ok:
            detail = f"{registry.game_name(self.info.game or '') or self.info.game} · {', '.join(self.info.seats)}"
            canvas.text(detail, theme.SMALL, theme.INK_MUTED, (r.x + 14, r.y + 32), max_width=r.width * 0.62)
            canvas.text(when(self.info.saved_at), theme.SMALL, theme.INK_MUTED, (r.right - 14, r.y + 10), "topright")
        else:
            canvas.text(str(self.info.error.message), theme.SMALL, theme.DANGER, (r.x + 14, r.y + 32),
                        max_width=r.width - 28)


class SaveList:
    """A scrolling column of SaveRows inside `area`."""

    def __init__(self, scene: OverlayScene, area: pygame.FRect, infos, on_pick) -> None:
        self.area = area
        self.rows = [SaveRow((area.x, area.y + i * (ROW_H + 8), area.width - 14, ROW_H), info,
                             lambda info=info: on_pick(info)) for i, info in enumerate(infos)]
        self.scroll = 0.0
        for row in self.rows:
            scene.add(row)
        self._place()

    def scroll_by(self, amount: float) -> None:
        total = len(self.rows) * (ROW_H + 8)
        self.scroll = max(0.0, min(self.scroll + amount, max(0.0, total - self.area.height)))
        self._place()

    def _place(self) -> None:
        for i, row in enumerate(self.rows):
            row.rect.y = self.area.y + i * (ROW_H + 8) - self.scroll
            row.visible = row.rect.top >= self.area.top - 1 and row.rect.bottom <= self.area.bottom + 1


class _SaveListScene(OverlayScene):
    """An overlay built around a SaveList (`self.list`), which the mouse wheel scrolls."""

    list: SaveList

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.list.scroll_by(-event.y * 60)
            return True
        return super().handle_event(event)


class LoadScene(_SaveListScene):
    panel_size = (820, 600)
    title = "Load a game"

    def __init__(self, app) -> None:
        super().__init__(app)
        from tabletop.persistence.saves import list_saves
        from tabletop.persistence.userdirs import save_dir

        self.infos = list_saves(save_dir())
        p = self.panel
        self.add(Button((p.right - 170, p.bottom - 68, 140, 48), "Cancel", self.close, style="quiet"))
        self.opening = self.add(Choice((p.x + 24, p.bottom - 66, 560, 44), OPENINGS, "play", tips=OPENING_TIPS,
                                       tooltip="What picking a save does."))
        self.opening.visible = any(info.ok for info in self.infos)   # with nothing to pick, nothing to choose
        self.list = SaveList(self, pygame.FRect(p.x + 24, p.y + 60, p.width - 48, p.height - 150), self.infos,
                             self.pick)

    def pick(self, info) -> None:
        from tabletop.ui.loading import load_match_or_explain

        if self.opening.value == "replay":
            from tabletop.ui.scenes.replay import open_replay

            open_replay(self.app, info.path)
            return
        if self.opening.value == "review":
            from tabletop.ui.scenes.review import open_review

            open_review(self.app, info.path)
            return
        match = load_match_or_explain(self.app, info.path)
        if match is not None:
            self.app.play(match)

    def draw_background(self, canvas: Canvas) -> None:
        super().draw_background(canvas)
        if not self.infos:
            p = self.panel   # wrapped: at a larger text size the sentence is wider than the panel
            canvas.paragraph("No saved games yet. Save one from the pause menu (Esc) during a game.", theme.BODY,
                             theme.INK_MUTED, (p.x + 32, p.y + 100, p.width - 64, 120), "center")


class SaveScene(_SaveListScene):
    panel_size = (720, 600)
    title = "Save this game"

    def __init__(self, app, match: Match, opened_from: Scene | None = None) -> None:
        """`opened_from`: the pause menu under this panel; Cancel or Esc goes back to it,
        a save made closes it too, back to the game."""
        super().__init__(app)
        from tabletop.persistence.saves import list_saves
        from tabletop.persistence.userdirs import save_dir

        self.opened_from = opened_from
        self.match = match
        self.folder = save_dir()
        infos = [i for i in list_saves(self.folder) if i.ok]
        self.panel_size = (720, min(600, 210 + (90 + len(infos) * (ROW_H + 8) if infos else 0)))
        p = self.panel
        default = f"{match.game.name} {datetime.now():%Y-%m-%d %H.%M}"
        self.name = self.add(TextInput((p.x + 24, p.y + 88, p.width - 48 - 150, 44), default, max_length=48,
                                       tooltip="The name this save is listed under."))
        self.add(Button((p.right - 24 - 136, p.y + 86, 136, 48), "Save", self.save, key=pygame.K_RETURN))
        self.add(Button((p.right - 170, p.bottom - 68, 140, 48), "Cancel", self.close, style="quiet"))
        self.list = SaveList(self, pygame.FRect(p.x + 24, p.y + 180, p.width - 48, p.height - 270), infos,
                             self._reuse)

    def _reuse(self, info) -> None:
        self.name.value = save_name(info.path)

    def target(self) -> Path:
        return self.folder / f"{safe_file_name(self.name.value)}.json"

    def save(self) -> None:
        path = self.target()
        if path.exists():
            from tabletop.ui.scenes.dialog import DialogScene

            self.app.scenes.push(DialogScene(self.app, "Replace this save?",
                                             f"A save called “{save_name(path)}” exists. Replace it with this game?",
                                             confirm=lambda: self._write(path), confirm_label="Replace",
                                             danger=True))
            return
        self._write(path)

    def _write(self, path: Path) -> None:
        from tabletop.persistence.saves import save_match

        try:
            save_match(self.match, path)
        except OSError as error:
            self.app.show_message("The game could not be saved", f"{path}: {error.strerror or error}")
            return
        self.app.scenes.pop(self.opened_from or self)
        self.app.show_message("Saved", f"This game was saved as “{save_name(path)}”. Load it from the title screen "
                                       "or the pause menu.")

    def draw_background(self, canvas: Canvas) -> None:
        super().draw_background(canvas)
        p = self.panel
        canvas.text("Name", theme.BODY_BOLD, theme.INK, (p.x + 24, p.y + 64), "midleft")
        if self.list.rows:
            canvas.text("Or pick a save to replace:", theme.BODY_BOLD, theme.INK, (p.x + 24, p.y + 160), "midleft")
