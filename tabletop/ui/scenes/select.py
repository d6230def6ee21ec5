"""Choose a game: the four games with a picture, a one-line pitch and the player range.

A game not built yet says so; a game whose content has problems shows the first errors
(file:line: field: message) — in both cases it cannot be started. A game with a
tutorial has "Learn to play" beside its Rules. Opened from the title's Learn to play
(`learn=True`), each card's main button starts its tutorial instead, and a game
without one says so.
"""

from __future__ import annotations

import pygame

from tabletop.ui import theme
from tabletop.ui.canvas import Canvas, logical_width
from tabletop.ui.scene import Scene
from tabletop.ui.scenes.common import W, draw_sea_backdrop
from tabletop.ui.widgets import Button, draw_panel

CARD_W, CARD_H, GAP, TOP = 284, 500, 18, 120
SHOWN_PROBLEMS = 3
LEARN_TIP = "A guided first game of {name} against the computer: each move is shown and explained."


def pitch_fonts() -> list[theme.Font]:
    """A game's pitch on its card: body text, a size or two smaller where a larger text
    size needs it, never smaller than small text at the house size."""
    steps = (theme.BODY, theme.Font("text", 16), theme.SMALL, theme.Font("text", 13), theme.Font("text", 12))
    return [font for font in steps if font is theme.BODY or theme.text_size(font) >= theme.SMALL.size]


class SelectScene(Scene):
    def __init__(self, app, *, learn: bool = False) -> None:
        super().__init__(app)
        from tabletop.registry import catalogue
        from tabletop.tutorials.progress import saved_step
        from tabletop.tutorials.script import games_with_tutorials

        self.learn = learn
        self.entries = catalogue()
        taught = set(games_with_tutorials())
        left = (W - (CARD_W * len(self.entries) + GAP * (len(self.entries) - 1))) / 2
        self.cards: list[pygame.FRect] = []
        for i, entry in enumerate(self.entries):
            card = pygame.FRect(left + i * (CARD_W + GAP), TOP, CARD_W, CARD_H)
            self.cards.append(card)
            play = Button((card.x + 20, card.bottom - 64, CARD_W - 40, 48), "Play", lambda e=entry: self.choose(e),
                          tooltip=f"Set up the seats for {entry.meta.name}.")
            play.enabled = entry.playable
            if learn:
                play.label, play.on_click, play.tooltip = "Learn to play", lambda e=entry: self.learn_game(e.id), \
                    LEARN_TIP.format(name=entry.meta.name)
                left_at = saved_step(entry.id) if entry.id in taught else None
                if left_at is not None:
                    play.label = "Resume lesson"
                    play.tooltip = f"Go back to the {entry.meta.name} tutorial at step {left_at + 1}, where you left it."
                if entry.playable and entry.id not in taught:
                    play.enabled, play.label = False, "No tutorial yet"
                    play.tooltip = f"{entry.meta.name} has no tutorial yet: its Rules explain how it is played."
            if not entry.built:
                play.label, play.tooltip = "Coming soon", f"{entry.meta.name} is not built yet."
            elif entry.problems:
                play.label, play.tooltip = "Cannot start", "The game's content has errors (listed above)."
            self.add(play)
            rules = entry.playable and self._rules_path(entry.id).is_file()
            lesson = entry.playable and entry.id in taught and not learn
            row = pygame.FRect(card.x + 20, card.bottom - 120, CARD_W - 40, 44)
            half = (row.width - 8) / 2
            if rules:
                self.add(Button((row.x, row.y, half if lesson else row.width, row.height), "Rules",
                                lambda e=entry: self.rules(e.id), style="quiet",
                                tooltip=f"How {entry.meta.name} is played.", icon="rule-book"))
            if lesson:
                width = half if rules else row.width
                # "Learn" alone where a larger text size leaves half a card too narrow; the tip says the rest
                label = "Learn to play" if logical_width("Learn to play", theme.SMALL_BOLD) + 24 <= width else "Learn"
                self.add(Button((row.right - half if rules else row.x, row.y, width, row.height),
                                label, lambda e=entry: self.learn_game(e.id), style="quiet",
                                font=theme.SMALL_BOLD, tooltip=LEARN_TIP.format(name=entry.meta.name)))
        self.add(Button((40, 656, 160, 48), "Back", self.back, style="quiet", tooltip="Back to the title screen (Esc)."))

    @staticmethod
    def _rules_path(game_id: str):
        from tabletop.runtime import paths

        return paths.content_root() / game_id / "rules.md"

    def choose(self, entry) -> None:
        from tabletop.ui.scenes.setup import SetupScene

        self.app.scenes.push(SetupScene(self.app, entry.id))

    def learn_game(self, game_id: str) -> None:
        from tabletop.ui.scenes.tutorial import start_tutorial

        start_tutorial(self.app, game_id)

    def rules(self, game_id: str) -> None:
        from tabletop.ui.scenes.rules import RulesScene

        self.app.scenes.push(RulesScene(self.app, game_id))

    def back(self) -> None:
        self.app.scenes.pop(self)

    def escape(self) -> bool:
        self.back()
        return True

    def tooltip_at(self, pos) -> str | None:
        tip = super().tooltip_at(pos)
        if tip:
            return tip
        for entry, card in zip(self.entries, self.cards):
            if card.collidepoint(pos):
                if entry.problems:
                    return "\n".join(str(p) for p in entry.problems[:SHOWN_PROBLEMS])
                return entry.meta.pitch or None
        return None

    def draw_background(self, canvas: Canvas) -> None:
        draw_sea_backdrop(canvas, rose=False)
        canvas.text("Learn to play: choose a game" if self.learn else "Choose a game", theme.Font("display_bold", 48), theme.FOAM, (W / 2, 62), "center")
        for entry, card in zip(self.entries, self.cards):
            self._draw_card(canvas, entry, card)

    def _draw_card(self, canvas: Canvas, entry, card: pygame.FRect) -> None:
        draw_panel(canvas, card)
        ink = theme.INK if entry.playable else theme.INK_MUTED
        icon = pygame.FRect(card.centerx - 56, card.y + 26, 112, 112)
        canvas.circle(theme.PARCHMENT_DARK, icon.center, 72)
        if entry.meta.icon:
            canvas.icon(entry.meta.icon, icon, theme.SEA if entry.playable else theme.INK_MUTED)
        canvas.text(entry.meta.name, theme.Font("display_bold", 30), ink, (card.centerx, card.y + 178), "center",
                    max_width=card.width - 24)
        if entry.meta.max_players:
            players = f"{entry.meta.min_players}–{entry.meta.max_players} players"
            canvas.text(players, theme.SMALL_BOLD, theme.INK_MUTED, (card.centerx, card.y + 210), "center")
        text_rect = (card.x + 22, card.y + 236, card.width - 44, card.height - 236 - 130)
        if entry.problems:
            shown = [str(p) for p in entry.problems[:SHOWN_PROBLEMS]]
            more = len(entry.problems) - len(shown)
            if more > 0:
                shown.append(f"…and {more} more")
            canvas.paragraph("The content has errors:\n" + "\n".join(shown), theme.SMALL, theme.DANGER,
                             text_rect)
        else:
            font = next((f for f in pitch_fonts() if canvas.paragraph_height(entry.meta.pitch, f, text_rect[2], 1.1)
                         <= text_rect[3]), pitch_fonts()[-1])
            canvas.paragraph(entry.meta.pitch, font, ink, text_rect, align="center", spacing=1.1)
