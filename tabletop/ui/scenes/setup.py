"""Seat setup: how many play, who sits where (person or computer level), names, colours,
then the game's variants, then Start. Remembers the last setup of each game."""

from __future__ import annotations

import os

import pygame

from tabletop.engine.match import Seat
from tabletop.runtime.limits import MAX_NAME_LENGTH
from tabletop.ui import theme
from tabletop.ui.canvas import Canvas, logical_wrap
from tabletop.ui.scene import Scene
from tabletop.ui.scenes.common import W, draw_sea_backdrop
from tabletop.ui.setup_model import KIND_LABELS, KIND_TIPS, MENU_SEAT_KINDS, SetupPlan
from tabletop.ui.widgets import Button, Choice, Clickable, Stepper, TextInput, Toggle, draw_panel, draw_seat_mark

SEATS_PANEL = pygame.FRect(40, 100, 800, 540)
VARIANTS_PANEL = pygame.FRect(860, 100, 380, 540)
ROW_TOP, ROW_H = 262, 62


class ColourMark(Clickable):
    """The seat's shape in its colour; a click moves it to the next free colour."""

    def __init__(self, rect, plan: SetupPlan, index: int) -> None:
        super().__init__(rect, None, "This seat's colour and shape. Click for another colour.")
        self.plan, self.index = plan, index

    def click(self) -> None:
        self.plan.set_colour(self.index, self.plan.next_free_colour(self.index))

    def draw(self, canvas: Canvas) -> None:
        if self.glowing:
            canvas.fill(theme.GLOW, self.rect.inflate(4, 4), 10)
        canvas.fill(theme.PARCHMENT_DARK, self.rect, 8)
        draw_seat_mark(canvas, self.plan.seats[self.index].colour, self.rect.center, self.rect.height * 0.34)


class SetupScene(Scene):
    def __init__(self, app, game_id: str) -> None:
        super().__init__(app)
        from tabletop.registry import load_game

        self.game = load_game(game_id)
        self.plan = SetupPlan.default(self.game)
        self._remembered(app.settings)
        x = SEATS_PANEL.x + 24
        self.add(Stepper((x + 250, SEATS_PANEL.y + 58, 150, 44), self.plan.players, self.game.min_players,
                         self.game.max_players, self._players, fmt=str,
                         tooltip=f"{self.game.name} is for {self.game.min_players}–{self.game.max_players} players."))
        self.rows: list[list] = []
        for i in range(self.game.max_players):
            y = ROW_TOP + i * ROW_H
            seat = self.plan.seats[i]
            row = [
                self.add(ColourMark((x, y, 48, 48), self.plan, i)),
                self.add(TextInput((x + 60, y + 2, 250, 44), seat.name, lambda v, i=i: self.plan.set_name(i, v),
                                   max_length=MAX_NAME_LENGTH, placeholder="Name",
                                   tooltip="The name shown at the table and in the log.")),
                self.add(Choice((x + 326, y + 2, 426, 44), [(k, KIND_LABELS[k]) for k in MENU_SEAT_KINDS],
                                seat.kind if seat.kind in MENU_SEAT_KINDS else "ai:normal",
                                lambda kind, i=i: self._kind(i, kind), tips=KIND_TIPS)),
            ]
            self.rows.append(row)
        self.descriptions = self._variants_height(True) <= VARIANTS_PANEL.bottom - 12
        """Each variant's description under its switch, when all fit the panel at the text
        size chosen; else the switches alone, each explained by its tooltip."""
        vy = VARIANTS_PANEL.y + 60
        for option in self.game.offered_options:
            self.add(Toggle((VARIANTS_PANEL.x + 16, vy, VARIANTS_PANEL.width - 32, 44), option.label,
                            self.plan.options.get(option.id, option.default),
                            lambda on, o=option.id: self.plan.options.__setitem__(o, on),
                            tooltip=option.description))
            vy += 52 + self._description_height(option.description, self.descriptions)
        self.add(Button((40, 656, 160, 48), "Back", self.back, style="quiet",
                        tooltip="Back to the choice of game (Esc)."))
        self.start_button = self.add(Button((W - 40 - 240, 656, 240, 48), "Start the game", self.start,
                                            tooltip="Deal and play with these seats (Enter).", key=pygame.K_RETURN))
        self._sync()

    @staticmethod
    def _description_height(text: str, shown: bool = True) -> float:
        if not shown:
            return 0.0
        return len(logical_wrap(text, theme.SMALL, VARIANTS_PANEL.width - 100)) * 20 * theme.text_scale()

    def _variants_height(self, descriptions: bool) -> float:
        """Where the variants' list ends, with or without the descriptions."""
        return VARIANTS_PANEL.y + 60 + sum(52 + self._description_height(option.description, descriptions)
                                           for option in self.game.offered_options)

    def _remembered(self, settings) -> None:
        """Pre-fill the last seats used (names, kinds, colours), in any game: the same
        friends sit down for the next game too. The count is kept to this game's range;
        seats it lacks keep their defaults, seats it has no room for are left out."""
        last: tuple[Seat, ...] = tuple(getattr(settings, "last_seats", ()) or ())
        if not last:
            return
        self.plan.set_players(max(self.game.min_players, min(len(last), self.game.max_players)))
        for i, seat in enumerate(last[: self.game.max_players]):
            self.plan.set_kind(i, seat.kind if seat.kind in MENU_SEAT_KINDS else "ai:normal")
            self.plan.set_name(i, seat.name)
            self.plan.set_colour(i, seat.colour)

    def _players(self, value: int) -> None:
        self.plan.set_players(value)
        self._sync()

    def _kind(self, index: int, kind: str) -> None:
        self.plan.set_kind(index, kind)
        name = self.rows[index][1]
        if not name.focused:
            name.value = self.plan.seats[index].name

    def _sync(self) -> None:
        for i, row in enumerate(self.rows):
            for widget in row:
                widget.visible = i < self.plan.players

    def back(self) -> None:
        self.app.scenes.pop(self)

    def escape(self) -> bool:
        self.back()
        return True

    def start(self) -> None:
        seed = int.from_bytes(os.urandom(4), "little")
        match = self.plan.build(seed)
        settings = self.app.settings
        settings.last_game = self.game.id
        settings.last_seats = tuple(match.seats)
        try:
            self.app.save_settings()
        except OSError:
            pass  # remembering the setup is a convenience; the game starts regardless
        self.app.play(match)

    def draw_background(self, canvas: Canvas) -> None:
        draw_sea_backdrop(canvas, rose=False)
        canvas.text(f"{self.game.name}: who plays?", theme.Font("display_bold", 44), theme.FOAM, (W / 2, 54),
                    "center")
        draw_panel(canvas, SEATS_PANEL, "Seats, clockwise")
        x = SEATS_PANEL.x + 24
        canvas.text("Number of players", theme.BODY_BOLD, theme.INK, (x, SEATS_PANEL.y + 80), "midleft")
        header = ROW_TOP - 22
        canvas.text("Colour", theme.SMALL_BOLD, theme.INK_MUTED, (x + 24, header), "center")   # over the mark
        canvas.text("Name", theme.SMALL_BOLD, theme.INK_MUTED, (x + 70, header), "midleft")    # over the name
        canvas.text("Played by", theme.SMALL_BOLD, theme.INK_MUTED, (x + 326, header), "midleft")
        draw_panel(canvas, VARIANTS_PANEL, "Variants")
        if not self.game.offered_options:
            canvas.paragraph("This game has no variants.", theme.BODY, theme.INK_MUTED,
                             (VARIANTS_PANEL.x + 20, VARIANTS_PANEL.y + 64, VARIANTS_PANEL.width - 40, 60))

    def draw_foreground(self, canvas: Canvas) -> None:
        vy = VARIANTS_PANEL.y + 60
        for option in self.game.offered_options:
            height = self._description_height(option.description, self.descriptions)
            if not self.descriptions:
                continue
            canvas.paragraph(option.description, theme.SMALL, theme.INK_MUTED,
                             (VARIANTS_PANEL.x + 82, vy + 44, VARIANTS_PANEL.width - 100, height + 4))
            vy += 52 + height
