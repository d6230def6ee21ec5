"""Before the review of a game still being played: whose, and the screen passed to them.

A game that is not over is reviewed only for its people, one at a time: a person's
decisions, and the better moves, tell what was in their hand, so the review of one
person's seat shows only after the screen was passed to them, as a replay's view of
their seat does (`tabletop.analysis.review.reviewable_seats` never offers a computer's).
A full scene, so not a pixel of any review is drawn while it is up.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from tabletop.engine.match import Match
from tabletop.ui import theme
from tabletop.ui.canvas import Canvas
from tabletop.ui.scene import Scene
from tabletop.ui.scenes.common import H, W, draw_sea_backdrop
from tabletop.ui.widgets import Button


class ReviewHandoffScene(Scene):
    """One button per person of the unfinished `match`: pressed, the review of that
    person's seat alone (`review_of(seat)`, a scene) takes this scene's place."""

    def __init__(self, app, match: Match, people: list[int], review_of: Callable[[int], Scene]) -> None:
        super().__init__(app)
        self.match = match
        self.people = people
        self.review_of = review_of
        width, gap = 300, 16
        left = W / 2 - (width * len(people) + gap * (len(people) - 1)) / 2
        for i, seat in enumerate(people):
            name = match.seats[seat].name
            self.add(Button((left + i * (width + gap), 400, width, 56), f"I am {name}", lambda s=seat: self.ready(s),
                            key=pygame.K_RETURN if len(people) == 1 else None,
                            tooltip=f"Shows the review of {name}'s own decisions only."))
        self.add(Button((W / 2 - 130, 490, 260, 44), "Cancel", self.cancel, style="quiet",
                        tooltip="Back without a review (Esc)."))

    def ready(self, seat: int) -> None:
        self.app.scenes.replace(self.review_of(seat))

    def cancel(self) -> None:
        self.app.scenes.pop(self)

    def escape(self) -> bool:
        self.cancel()
        return True

    def draw_background(self, canvas: Canvas) -> None:
        draw_sea_backdrop(canvas, rose=False)
        canvas.text("Pass the screen for a review", theme.Font("display_bold", 48), theme.FOAM, (W / 2, 250), "center",
                    max_width=W - 80)
        canvas.text("This game is not over: a review shows one person's own decisions only, and what they could see. "
                    "Everyone else, please look away.", theme.BODY, theme.FOAM_MUTED, (W / 2, 320), "center",
                    max_width=W - 80)
        canvas.text("The computer players' decisions are reviewed once the game is over.", theme.SMALL,
                    theme.FOAM_MUTED, (W / 2, H - 40), "center")
