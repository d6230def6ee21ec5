"""A review's way into the replay: the position of one decision, seen by the seat that
made it, with the move played and the better move marked on the table.

At that position (and through that seat's eyes) the replay's table is offered exactly
the two moves, so the game's own table frames them as it frames what can be played; the
scene rings each where a person would click for it and tags it "Played" or "Better".
Clicking one plays nothing (a replay is read-only). Anywhere else the replay is the
ordinary one, so stepping on shows what followed. An unfinished game's seat is shown
only after the hand-off curtain, as every replay does.
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from tabletop.analysis.replay import Replay
from tabletop.analysis.review import Decision
from tabletop.engine.action import Action
from tabletop.engine.game import View
from tabletop.ui import theme
from tabletop.ui.canvas import Canvas
from tabletop.ui.highlight import tag_place
from tabletop.ui.replay_source import ReplaySource, read_only
from tabletop.ui.scenes.replay import ReplayScene
from tabletop.ui.scenes.table_layout import TABLE_AREA

TAG_FONT = theme.SMALL_BOLD
MARKS = (("Played", theme.DANGER), ("Better", theme.BRASS))


class MarkedSource(ReplaySource):
    """A replay source that offers two moves at one position to one seat's eyes."""

    def __init__(self, replay: Replay, settings=None) -> None:
        super().__init__(replay, settings)
        self.marked: tuple[Action, ...] = ()
        self.mark_at = -1
        self.mark_seat: int | None = None

    def marking(self) -> bool:
        return self.replay.position == self.mark_at and self.viewer == self.mark_seat

    def view_for_display(self) -> View:
        if not self.marking():
            return super().view_for_display()
        return self._cached("marked", lambda: replace(read_only(self.replay.view(self.viewer)),  # type: ignore[type-var]
                                                      legal=self.marked))

    def legal_for_display(self) -> tuple[Action, ...]:
        return self.marked if self.marking() else ()


class DecisionReplayScene(ReplayScene):
    """The replay opened at `decision`, its two moves marked (see the module docstring)."""

    source_type = MarkedSource

    def __init__(self, app, replay: Replay, decision: Decision, played: Action, best: Action) -> None:
        super().__init__(app, replay=replay)
        self.decision = decision
        self.played, self.best = played, best
        source = self.source
        assert isinstance(source, MarkedSource)
        source.marked, source.mark_at, source.mark_seat = (played, best), decision.index, decision.seat
        self.replay.go(decision.index)
        self.table.on_reset()
        self.choose_viewer(decision.seat)
        self._refresh()

    def _last_move(self) -> str:
        if not self._marking():
            return super()._last_move()
        d = self.decision
        return f"{self.replay.seats[d.seat].name}'s {d.label}: played and better move marked"

    def _marking(self) -> bool:
        source = self.source
        return isinstance(source, MarkedSource) and source.marking()

    def draw_background(self, canvas: Canvas) -> None:
        super().draw_background(canvas)
        if not self._marking():
            return
        placed: list[pygame.FRect] = []
        with canvas.clip(TABLE_AREA):
            for rect, (label, colour) in zip(self._mark_rects(), MARKS):
                if rect is None:
                    continue
                ring = rect.inflate(12, 12)
                canvas.frame(colour, ring, 4, 8)
                width = canvas.measure(label, TAG_FONT)[0] + 16
                tag = tag_place(canvas, ring, (width, 22))
                if tag.collidelist(placed) >= 0:    # side by side marks: the second tag goes below
                    tag.midtop = (ring.centerx, ring.bottom + 4)
                placed.append(tag)
                canvas.fill(colour, tag, 6)
                canvas.text(label, TAG_FONT, theme.text_on(colour), tag.center, "center")

    def _mark_rects(self) -> list[pygame.FRect | None]:
        """Where to ring the move played and the better move: at the first click where
        the two differ (two moves of the same card differ in where it goes), else at
        their first click; None where the table cannot say."""
        clicks = [self.table.clicks_for(action) or [] for action in (self.played, self.best)]
        for step in range(min(len(c) for c in clicks)):
            if clicks[0][step] != clicks[1][step]:
                return [pygame.FRect(c[step]) for c in clicks]
        return [pygame.FRect(c[0]) if c else None for c in clicks]


def open_decision(app, replay: Replay, decision: Decision) -> None:
    """Push the replay at `decision` with its two moves marked."""
    played = replay.logged(decision.index).action
    app.scenes.push(DecisionReplayScene(app, replay, decision, played, Action.parse(decision.best)))
