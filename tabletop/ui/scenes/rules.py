"""The rules reference: a game's `content/<game>/rules.md`, laid out and scrollable.

From the table it shows that game's rules; from the title screen, a tab per game that
has a rules file. Scroll with the wheel, the arrow keys or Page Up/Down.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pygame

from tabletop.runtime import paths
from tabletop.ui import markdown, theme
from tabletop.ui.canvas import Canvas, fitting_font
from tabletop.ui.scenes.common import H, W, OverlayScene
from tabletop.ui.widgets import Button, draw_panel

PANEL = pygame.FRect(90, 30, W - 180, H - 60)
PAD = 36
FONTS = {"h1": theme.HEADING, "h2": theme.SUBHEADING, "h3": theme.NAME}
GAP_BEFORE = {"h1": 0, "h2": 22, "h3": 14, "p": 10, "item": 4}


@dataclass
class Piece:
    x: float
    y: float
    text: str
    font: theme.Font


def rules_files(root: Path | None = None) -> list[tuple[str, str, Path]]:
    """(game id, tab title, path) for every game that has a rules file, in catalogue order.

    The tab is titled with the game's name from its game.yaml (the rules' own heading may
    be longer than a tab), or a name made from the id when that file is broken.
    """
    from tabletop.registry import GAME_IDS, game_name

    found = []
    for game_id in GAME_IDS:
        path = (root or paths.content_root()) / game_id / "rules.md"
        if path.exists() and not path.is_dir():  # one that is no file gets a tab saying so (_rules_blocks)
            found.append((game_id, game_name(game_id, root), path))
    return found


def _rules_blocks(path: Path) -> list[markdown.Block]:
    """The rules file as blocks, or one paragraph saying why it cannot be shown (not a
    regular file, too large, not UTF-8: `validate` names the same problem)."""
    from tabletop.content.errors import ContentErrors
    from tabletop.content.yamlio import read_content_text

    try:
        return markdown.parse(read_content_text(path))
    except ContentErrors as problems:
        return [markdown.Block("p", f"These rules cannot be shown: {problems.errors[0]}")]


def layout(blocks: list[markdown.Block], canvas: Canvas, width: float) -> tuple[list[Piece], float]:
    """Place every word run of the blocks in a column `width` wide; returns pieces and height."""
    pieces: list[Piece] = []
    y = 0.0
    for index, block in enumerate(blocks):
        y += GAP_BEFORE[block.kind] if index else 0
        base = FONTS.get(block.kind, theme.BODY)
        indent = 0.0
        if block.kind == "item":
            indent = 26 + block.level * 24
            pieces.append(Piece(indent - 20, y, block.marker, theme.BODY_BOLD))
        line_h = canvas.line_height(base) * (1.0 if block.kind.startswith("h") else 1.12)
        x = indent
        space = 0.0   # the space after the last word; taken back when a run is glued on
        spaced = True  # did the text so far end with a space?
        for text, bold in markdown.runs(block.text):
            font = theme.BODY_BOLD if bold and base == theme.BODY else base
            if not spaced and not text[:1].isspace():
                x -= space   # "**spice**," — the comma belongs to the word before it
            spaced = text[-1:].isspace()
            for word in text.split():
                w = canvas.measure(word, font)[0]
                if x > indent and x + w > width:
                    x, y = indent, y + line_h
                pieces.append(Piece(x, y, word, font))
                space = canvas.measure(" ", font)[0]
                x += w + space
        y += line_h
    return pieces, y


class RulesScene(OverlayScene):
    def __init__(self, app, game_id: str | None = None) -> None:
        super().__init__(app)
        self.files = rules_files()
        if game_id is not None:
            self.files = [f for f in self.files if f[0] == game_id] or self.files
        self.current = 0
        self.scroll = 0.0
        self._layout_key: tuple | None = None
        self._pieces: list[Piece] = []
        self._height = 0.0
        self._blocks: list[markdown.Block] = []
        self.add(Button((PANEL.right - 150, PANEL.bottom - 60, 130, 44), "Close", self.close))
        if len(self.files) > 1:
            step = min(200.0, (PANEL.width - 40) / len(self.files))
            for i, (_, title, _) in enumerate(self.files):
                font = fitting_font(title, (theme.BUTTON, theme.SMALL_BOLD), step - 10 - 16)
                self.add(Button((PANEL.x + 20 + i * step, PANEL.y + 14, step - 10, 40), title,
                                lambda i=i: self.show(i), style="quiet", selected=i == 0, font=font))
        self.show(0)

    @property
    def tabs(self) -> list[Button]:
        return self.widgets[1:]

    @property
    def body(self) -> pygame.FRect:
        top = PANEL.y + (70 if len(self.files) > 1 else 24)
        return pygame.FRect(PANEL.x + PAD, top, PANEL.width - 2 * PAD, PANEL.bottom - 76 - top)

    def show(self, index: int) -> None:
        self.current = index
        self.scroll = 0.0
        self._layout_key = None
        for i, tab in enumerate(self.tabs):
            tab.selected = i == index
            tab.style = "primary" if i == index else "quiet"
        if self.files:
            self._blocks = _rules_blocks(self.files[index][2])
        else:
            self._blocks = [markdown.Block("p", "No rules files were found in the game content.")]

    def handle_event(self, event: pygame.event.Event) -> bool:
        step = {pygame.K_DOWN: 40, pygame.K_UP: -40, pygame.K_PAGEDOWN: 400, pygame.K_PAGEUP: -400,
                pygame.K_HOME: -1e9, pygame.K_END: 1e9}
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * 60)
            return True
        if event.type == pygame.KEYDOWN and event.key in step:
            self.scroll_by(step[event.key])
            return True
        return super().handle_event(event)

    def scroll_by(self, amount: float) -> None:
        self.scroll = max(0.0, min(self.scroll + amount, max(0.0, self._height - self.body.height)))

    def draw_background(self, canvas: Canvas) -> None:
        canvas.shade(theme.SHADOW, 150)
        draw_panel(canvas, PANEL)
        body = self.body
        key = (canvas.scale, self.current)
        if key != self._layout_key:
            self._pieces, self._height = layout(self._blocks, canvas, body.width - 16)
            self._layout_key = key
            self.scroll_by(0)
        with canvas.clip(body):
            for piece in self._pieces:
                y = body.y + piece.y - self.scroll
                if body.y - 60 < y < body.bottom:
                    colour = theme.INK if piece.font in (theme.BODY, theme.BODY_BOLD) else theme.SEA
                    canvas.text(piece.text, piece.font, colour, (body.x + piece.x, y))
        if self._height > body.height:
            track = pygame.FRect(body.right + 12, body.y, 5, body.height)
            canvas.fill(theme.PARCHMENT_DARK, track, 2)
            share = body.height / self._height
            top = track.y + track.height * self.scroll / self._height
            canvas.fill(theme.PARCHMENT_EDGE, (track.x, top, 5, max(16, share * track.height)), 2)
            canvas.text("Scroll for more: mouse wheel or arrow keys", theme.SMALL, theme.INK_MUTED,
                        (PANEL.x + PAD, PANEL.bottom - 38), "midleft")
