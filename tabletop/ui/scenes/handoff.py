"""The hand-off curtain: "Pass to Ana — click when ready", hiding the whole table.

Shown when the screen passes from one person to another and the next view holds
secrets of theirs (`MatchController.curtain_needed` says when). It is a full scene, not
an overlay, so not a pixel of the table is drawn while it is up; Esc opens the pause menu
over the curtain itself, so saving or quitting never shows the incoming seat's view.
"""

from __future__ import annotations

import pygame

from tabletop.ui import sound, theme
from tabletop.ui.canvas import Canvas
from tabletop.ui.controller import MatchController
from tabletop.ui.scene import Scene
from tabletop.ui.scenes.common import H, W, draw_sea_backdrop
from tabletop.ui.widgets import Button, draw_seat_mark


class HandoffScene(Scene):
    def __init__(self, app, controller: MatchController) -> None:
        super().__init__(app)
        self.controller = controller
        seat = controller.handoff_to if controller.handoff_to is not None else controller.viewer
        self.seat = controller.seats[seat] if seat is not None else None
        self._pressed = False
        self.add(Button((W / 2 - 130, 430, 260, 56), "I am ready", self.ready, key=pygame.K_RETURN,
                        tooltip="Shows the table for this player only."))
        self.undo = self.add(Button((W / 2 - 130, 510, 260, 44), "Undo my last move", self.take_back,
                                    style="quiet", icon="anticlockwise-rotation",
                                    tooltip="Made a mistake? Take your move back before passing the screen on."))
        self.undo.visible = controller.can_undo()
        if self.undo.visible and controller.viewer is not None:
            self.undo.label = f"{controller.seats[controller.viewer].name}: undo my move"
            if controller.undo_span() > 1:
                self.undo.tooltip = ("Made a mistake? Take your move back, and the computer's answer to it, "
                                     "before passing the screen on.")
        sound.cue("handoff")

    def take_back(self) -> None:
        self.controller.undo()
        if self.controller.handoff_to is None:
            self.app.scenes.pop(self)

    def ready(self) -> None:
        self.controller.accept_handoff()
        self.app.scenes.pop(self)

    def open_pause(self) -> None:
        from tabletop.ui.scenes.pause import PauseScene

        self.app.scenes.push(PauseScene(self.app, self.controller))

    def escape(self) -> bool:
        self.open_pause()
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        if super().handle_event(event):
            return True
        # A full click anywhere counts as "ready"; a release alone (the end of the click
        # that made the previous move) does not, so the curtain cannot flash past.
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1:
            self._pressed = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 0) == 1 and self._pressed:
            self.ready()
            return True
        return False

    def draw_background(self, canvas: Canvas) -> None:
        draw_sea_backdrop(canvas, rose=False)
        if self.seat is None:
            return
        draw_seat_mark(canvas, self.seat.colour, (W / 2, 210), 34)
        canvas.text(f"Pass to {self.seat.name}", theme.Font("display_bold", 56), theme.FOAM, (W / 2, 300), "center",
                    max_width=W - 80)
        canvas.text("Everyone else, please look away. Click or press Enter when ready.", theme.BODY, theme.FOAM_MUTED,
                    (W / 2, 365), "center")
        canvas.text("Esc: menu (save, rules, quit). Hand-off screens can be turned off in Settings for open tables.",
                    theme.SMALL, theme.FOAM_MUTED, (W / 2, H - 40), "center")
