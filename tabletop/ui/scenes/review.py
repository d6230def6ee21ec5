"""The review of a game: how each seat's evaluation went, its costly decisions, and a
summary per seat, with each costly decision one click from the replay at that moment.

The judging runs in a child process (`tabletop.analysis.review_worker.ReviewRun`), polled
a few times a second, so the window never freezes; verdicts show as they arrive, with a
progress bar and Cancel. A cancelled review can be resumed: only the decisions not yet
judged are judged (each verdict depends on its decision alone). The review of a History
entry is kept beside it (`tabletop.persistence.kept_review`) when it finishes, and what is
judged when it is cancelled or left, so the next look is instant, or goes on from where
it stopped; a kept review that cannot be trusted is said to be damaged and made again.

The numbers are the search's evaluations, and the screen says "evaluation", never
"chance" — unless the game ships a calibration map for this player count and budget
(`analysis.review_chances`): then they are chances to win, and it says so and on how many
games the map was fitted. Verdicts are kept raw and mapped when shown.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from tabletop.analysis.replay import Replay
from tabletop.analysis.review import Decision, default_iterations, pending, reviewable_seats
from tabletop.analysis.review_summary import MoveWords, costly, lost, summarise
from tabletop.analysis.calibration import PlayerMap, usable_map
from tabletop.analysis.review_chances import as_chances
from tabletop.analysis.review_labels import FIRST, Labels, labels_for
from tabletop.content.errors import ContentErrors
from tabletop.analysis.review_worker import ReviewRun
from tabletop.engine.match import Match
from tabletop.ui import theme
from tabletop.ui.canvas import Canvas, fitting_font
from tabletop.ui.charts.evaluation import draw_evaluations
from tabletop.ui.scenes.common import W, draw_sea_backdrop
from tabletop.ui.scenes.row_list import RowListScene
from tabletop.ui.widgets import Button, Clickable, draw_panel, draw_seat_badge
from tabletop.ui.widgets.icon import badge_font

POLL_SECONDS = 0.25
"""How often the screen looks for new verdicts while a review runs."""
LEFT = 40
STATUS = pygame.FRect(LEFT, 84, W - 2 * LEFT, 40)
CHART_PANEL = pygame.FRect(LEFT, 134, 600, 262)
SUMMARY_PANEL = pygame.FRect(LEFT, 406, 600, 236)
LIST_PANEL = pygame.FRect(LEFT + 616, 134, W - 2 * LEFT - 616, 508)
LIST_AREA = pygame.FRect(LIST_PANEL.x + 10, LIST_PANEL.y + 44, LIST_PANEL.width - 34, LIST_PANEL.height - 54)
ROW_H, ROW_GAP = 74, 6
LABEL_INK = {"inaccuracy": theme.INK_MUTED, "mistake": theme.BRASS, "blunder": theme.DANGER}
ROW_TIP = "Open the replay at this decision, with the move played and the better move marked on the table."
SMALL_STEPS = (theme.SMALL, theme.Font("text", 13), theme.Font("text", 12))
BOLD_STEPS = (theme.SMALL_BOLD, theme.Font("text_bold", 13), theme.Font("text_bold", 12))
"""At a larger text size the review's lines step down (never below the house size)
before a word is shortened."""


def points(value: float) -> str:
    """An evaluation lost, in points (hundredths of the 0-1 scale): "12 points"."""
    return f"{round(value * 100)} point{'s' if round(value * 100) != 1 else ''}"


def plural(count: int, label: str) -> str:
    """"1 mistake", "3 inaccuracies"."""
    if count == 1:
        return f"1 {label}"
    return f"{count} {label[:-1]}ies" if label.endswith("y") else f"{count} {label}s"


class DecisionRow(Clickable):
    """One costly decision: who, when, how costly; the move played and the better one."""

    def __init__(self, rect, decision: Decision, scene: "ReviewScene") -> None:
        words = scene.words
        measure = "chance to win" if scene.chances is not None else "evaluation"
        self.heading = f"round {decision.round} · {decision.label} · {points(lost(decision))} of {measure} lost"
        self.played = f"Played: {words.played(decision)}"
        self.better = f"Better: {words.best(decision)}"
        name = scene.match.seats[decision.seat].name
        # the tooltip says the row whole: a long move is shortened to its last whole word on the row
        super().__init__(rect, lambda: scene.open_decision(decision),
                         f"{name}, {self.heading}.\n{self.played}\n{self.better}\n{ROW_TIP}")
        self.decision = decision
        self.scene = scene

    def draw(self, canvas: Canvas) -> None:
        r, d = self.rect, self.decision
        if self.glowing:
            canvas.fill(theme.GLOW, r.inflate(4, 4), 8)
        canvas.fill(theme.PARCHMENT_DARK, r, 6)
        canvas.frame(theme.PARCHMENT_EDGE, r, 1, 6)
        seat = self.scene.match.seats[d.seat]
        room = r.width - 20
        font = fitting_font(self.played, SMALL_STEPS, room)
        step = max(20.0, min(canvas.line_height(font), (r.height - 8) / 3))
        top = r.y + 4
        name_font = badge_font(canvas, seat.name, r.width * 0.4, BOLD_STEPS)
        used = draw_seat_badge(canvas, seat.colour, seat.name, (r.x + 10, top + step / 2), name_font,
                               max_width=r.width * 0.4)
        room_right = r.width - used - 28
        heading_font = fitting_font(self.heading, BOLD_STEPS, room_right)
        canvas.text(canvas.whole_words(self.heading, heading_font, room_right), heading_font, LABEL_INK[d.label],
                    (r.x + 18 + used, top + step / 2), "midleft", max_width=room_right)
        for i, line in enumerate((self.played, self.better), start=1):
            canvas.text(canvas.whole_words(line, font, room), font, theme.INK, (r.x + 10, top + i * step),
                        max_width=room)


class ReviewScene(RowListScene[DecisionRow]):
    """The review of `match`; `entry` is its History entry (where the review is kept), or
    None when it has none (then nothing is kept); `iterations` per decision, by default
    the review's own (`default_iterations`); `seats`, by default every seat that may be
    reviewed (a game still being played: one person's, after the hand-off)."""

    list_area, row_h, row_gap = LIST_AREA, ROW_H, ROW_GAP

    def __init__(self, app, match: Match, entry: Path | None = None, iterations: int | None = None,
                 seats: list[int] | None = None) -> None:
        super().__init__(app)
        self.match = match
        self.entry = entry
        self.replay = Replay(match)
        self.words = MoveWords(self.replay)
        self.seats = seats if seats is not None else reviewable_seats(match)
        self.iterations = iterations or default_iterations(match.game.id)
        self.found: list[Decision] = []
        self.total = 0
        self.deciders: dict[int, int] = {}
        """Each decision's seat, by history index: the chart breaks a seat's line where one waits."""
        self.run: ReviewRun | None = None
        self.notice = ""
        self.chances = self._chances()
        """The game's map from evaluations to chances to win (None: the review shows evaluations)."""
        self.labels = self._labels()
        """Where the game's labels start (`analysis.review_labels`)."""
        self.kept = False
        self._waited = 0.0
        self.back_button = self.add(Button((LEFT, 656, 160, 48), "Back", self.close, style="quiet",
                                           tooltip="Back to where you came from (Esc)."))
        self.cancel_button = self.add(Button((STATUS.right - 170, STATUS.y + 2, 170, 36), "Cancel", self.cancel,
                                             style="quiet", font=theme.SMALL_BOLD,
                                             tooltip="Stop the review; what is judged so far stays on screen."))
        self.resume_button = self.add(Button((STATUS.right - 170, STATUS.y + 2, 170, 36), "Go on", self.resume,
                                             font=theme.SMALL_BOLD,
                                             tooltip="Judge the decisions not judged yet."))
        self._load_or_start()

    def _labels(self) -> Labels:
        """The game's thresholds for the labels; a damaged file is said in the status line
        and the first thresholds (5, 10, 20 points) are used."""
        try:
            return labels_for(self.match.game.id)
        except ContentErrors as error:
            self.notice = f"Labels by 5, 10, 20 points: the thresholds {_damage(error)}."
            return FIRST

    def _chances(self) -> PlayerMap | None:
        """The game's calibration map for this review; a damaged one is said in the status
        line (file, line, field) and the review shows evaluations."""
        try:
            return usable_map(self.match.game.id, len(self.match.seats), self.iterations)
        except ContentErrors as error:
            self.notice = f"Evaluations shown: the chances map {_damage(error)}."
            return None

    # --- the review's life ---------------------------------------------------------------

    def _load_or_start(self) -> None:
        """The kept review when there is a trustworthy one, else a new run."""
        todo = pending(self.match, self.seats)
        self.total = len(todo)
        self.deciders = {item[0]: item[1] for item in todo}
        if self.entry is not None:
            from tabletop.persistence.history import match_key
            from tabletop.persistence.kept_review import ReviewFileError, read_review

            try:
                kept = read_review(self.entry, match_key(self.match), self.iterations, len(self.match.history),
                                   len(self.match.seats))
            except ReviewFileError as error:
                kept = None
                self.notice = f"The kept review was damaged and is being made again ({error})."
            wanted = {item[0] for item in todo}
            if kept is not None and {d.index for d in kept} <= wanted:
                self.found = sorted(kept, key=lambda d: d.index)
                if len(kept) == len(wanted):
                    self.kept = True
                    self._rebuild()
                    return
                todo = [item for item in todo if item[0] not in {d.index for d in kept}]
        self._start(todo)

    def _start(self, todo) -> None:
        inline = getattr(self.app.bot_worker, "inline", False)
        self.run = ReviewRun(self.match.game.id, todo, self.iterations, inline=inline)
        self._rebuild()

    def resume(self) -> None:
        done = {d.index for d in self.found}
        self.notice = ""
        self._start([item for item in pending(self.match, self.seats) if item[0] not in done])

    def cancel(self) -> None:
        if self.run is not None and self.run.running:
            self.run.cancel()
            self.notice = f"Review stopped after {len(self.found)} of {self.total} decisions."
            self._keep()
        self._rebuild()

    def _arrived(self) -> None:
        """Collect new verdicts; keep the review once it is complete."""
        run = self.run
        if run is None or not run.running:
            return
        new = run.poll()
        if new:
            self.found = sorted(self.found + new, key=lambda d: d.index)
        if run.error:
            self.notice = "The review failed: " + run.error.strip().splitlines()[-1]
        if new or not run.running:
            self._rebuild()
        if run.finished and len(self.found) == self.total:
            self._keep()

    def _keep(self) -> None:
        """Keep what is judged so far beside the History entry (a part too: reopened,
        the review goes on from there)."""
        if self.entry is None or not self.found:
            return
        from tabletop.persistence.history import match_key
        from tabletop.persistence.kept_review import write_review

        try:
            write_review(self.entry, match_key(self.match), self.iterations, self.found)
        except OSError as error:
            self.notice = f"The review could not be kept with the game ({error.strerror or error}); it is shown anyway."

    # --- building -----------------------------------------------------------------------

    def _rebuild(self) -> None:
        """The rows of the costly decisions so far, and which status button shows."""
        shown = as_chances(self.found, self.chances, self.labels)
        self.summaries = summarise(shown, self.seats, self._waiting())
        self.widgets = [w for w in self.widgets if not isinstance(w, DecisionRow)]
        self.rows = [DecisionRow((LIST_AREA.x, LIST_AREA.y, LIST_AREA.width, ROW_H), d, self)
                     for d in costly(shown)]
        self.widgets[1:1] = self.rows    # after Back, before the status buttons: Tab reads the list first
        running = self.run is not None and self.run.running
        self.cancel_button.visible = running
        self.resume_button.visible = not running and len(self.found) < self.total
        self.scroll_by(0)

    def _waiting(self) -> dict[int, list[int]]:
        """Each seat's decisions not judged yet, in game order."""
        judged = {d.index for d in self.found}
        waiting: dict[int, list[int]] = {}
        for index, seat in sorted(self.deciders.items()):
            if index not in judged:
                waiting.setdefault(seat, []).append(index)
        return waiting

    def close(self) -> None:
        self.app.scenes.pop(self)

    def escape(self) -> bool:
        self.close()
        return True

    def on_exit(self) -> None:
        """Leaving stops the judging; what is judged so far is kept, so coming back goes on
        from there."""
        if self.run is not None and self.run.running:
            self.run.cancel()
            self._keep()

    def open_decision(self, decision: Decision) -> None:
        from tabletop.ui.scenes.review_replay import open_decision

        open_decision(self.app, self.replay, decision)

    # --- time and input -------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self._waited += dt
        if self._waited >= POLL_SECONDS or (self.run is not None and self.run.inline):
            self._waited = 0.0
            self._arrived()
        super().update(dt)

    def wake_in(self) -> float | None:
        own = max(0.0, POLL_SECONDS - self._waited) if self.run is not None and self.run.running else None
        theirs = super().wake_in()
        return own if theirs is None else theirs if own is None else min(own, theirs)

    # --- drawing ----------------------------------------------------------------------------

    def draw_background(self, canvas: Canvas) -> None:
        draw_sea_backdrop(canvas, rose=False)
        canvas.text(f"Review · {self.match.game.name}", theme.HEADING, theme.FOAM, (W / 2, 30), "center",
                    max_width=W - 80)
        if self.chances is not None:
            fitted = self.chances.fitted_on
            subtitle = ("Each decision judged from the deciding player's own view. The numbers are chances to win: "
                        f"the computer's evaluations, read against how {fitted.games} games between computers ended.")
        else:
            subtitle = ("Each decision judged from the deciding player's own view. The numbers are the computer's "
                        "evaluations (0 to 1), not chances to win.")
        canvas.text(subtitle, fitting_font(subtitle, SMALL_STEPS, W - 80), theme.FOAM_MUTED, (W / 2, 64), "center",
                    max_width=W - 80)
        self._draw_status(canvas)
        draw_panel(canvas, CHART_PANEL, "Chance to win over the game" if self.chances else "Evaluation over the game")
        chart = pygame.FRect(CHART_PANEL.x + 14, CHART_PANEL.y + 44, CHART_PANEL.width - 28, CHART_PANEL.height - 54)
        draw_evaluations(canvas, chart, self.summaries, [s.colour for s in self.match.seats], len(self.match.history))
        self._draw_summary(canvas)
        draw_panel(canvas, LIST_PANEL, "Costly decisions")
        if not self.rows:
            message = "No costly decisions found yet." if self._running() else "No costly decisions: well played."
            canvas.text(message, theme.BODY, theme.INK_MUTED, LIST_AREA.center, "center")
        self.draw_scrollbar(canvas)

    def _running(self) -> bool:
        return self.run is not None and self.run.running

    def _status_text(self) -> str:
        done, total = len(self.found), self.total
        if self.notice:
            return self.notice
        if self._running():
            if self.run is not None and self.run.children > 1:    # the verdicts come from both ends
                return f"Judging from both ends of the game: {done} of {total} so far…"
            return f"Judging decision {min(done + 1, total)} of {total}…"
        if self.kept:
            return f"{total} decisions, reviewed earlier and kept with this game."
        if done == 0 and not self._running():
            return "Nothing judged yet."
        return f"{total} decisions reviewed." if done == total else f"{done} of {total} decisions reviewed."

    def _draw_status(self, canvas: Canvas) -> None:
        r = STATUS
        bar = pygame.FRect(r.x, r.y + 8, 300, 24)
        canvas.fill(theme.SEA_DEEP, bar, 6)
        share = len(self.found) / self.total if self.total else 1.0
        if share > 0:
            canvas.fill(theme.BRASS, (bar.x, bar.y, bar.width * share, bar.height), 6)
        canvas.frame(theme.SEA_LIGHT, bar, 1, 6)
        canvas.text(f"{len(self.found)} / {self.total}", theme.SMALL_BOLD, theme.FOAM, bar.center, "center")
        status, room = self._status_text(), r.right - 190 - bar.right - 14
        font = fitting_font(status, SMALL_STEPS, room)
        lines = [status] if canvas.measure(status, font)[0] <= room else canvas.wrap(status, font, room)[:2]
        step = canvas.line_height(font) * 0.9   # a long notice (a damaged file named) takes two lines
        for i, line in enumerate(lines):
            y = bar.centery + (i - (len(lines) - 1) / 2) * step
            canvas.text(line, font, theme.FOAM, (bar.right + 14, y), "midleft", max_width=room)

    def _draw_summary(self, canvas: Canvas) -> None:
        """Per seat: its accuracy (decisions labelled best or good) and costly moves, then
        its turning points."""
        draw_panel(canvas, SUMMARY_PANEL, "Summary")
        x, y = SUMMARY_PANEL.x + 14, SUMMARY_PANEL.y + 50
        pitch = (SUMMARY_PANEL.bottom - 8 - y) / max(1, len(self.summaries))
        width = SUMMARY_PANEL.width - 28
        for summary in self.summaries:
            seat = self.match.seats[summary.seat]
            name_font = badge_font(canvas, seat.name, width * 0.3, (theme.BODY_BOLD, *BOLD_STEPS))
            used = draw_seat_badge(canvas, seat.colour, seat.name, (x, y + 8), name_font, max_width=width * 0.3)
            counts = ", ".join(plural(n, label) for label, n in summary.counts.items() if n) or "no costly moves"
            judged = f"accuracy {summary.accurate} of {summary.rated} · {counts}" if summary.rated else "not judged yet"
            room = width - used - 12
            canvas.text(judged, fitting_font(judged, BOLD_STEPS, room), theme.INK, (x + used + 12, y + 8), "midleft",
                        max_width=room)
            turns = "; ".join(f"round {d.round} (−{round(lost(d) * 100)})" for d in summary.turning_points)
            line = f"turning points: {turns}" if turns else "no turning points" if summary.rated else ""
            below = max(22.0, canvas.line_height(name_font) * 0.5 + canvas.line_height(theme.SMALL) * 0.5)
            canvas.text(line, fitting_font(line, SMALL_STEPS, width - 22), theme.INK_MUTED, (x + 22, y + 8 + below),
                        "midleft", max_width=width - 22)
            y += pitch



def _damage(error: ContentErrors) -> str:
    """Where a file beside the content is damaged, for the status line: "FILE:LINE is
    damaged (field)"."""
    first = error.errors[0]
    where = first.file if first.line is None else f"{first.file}:{first.line}"
    return f"{where} is damaged ({first.field or first.message})"


def open_review(app, path: Path) -> None:
    """Push the review of the save or History entry at `path`, or say why it cannot be
    reviewed. A History entry keeps its review beside it; a game still being played is
    reviewed one person at a time, after the hand-off (`ReviewHandoffScene`)."""
    from tabletop.analysis.review import reviewable_seats
    from tabletop.persistence.saves import SaveError, load_match
    from tabletop.persistence.userdirs import history_dir

    try:
        match = load_match(path)
    except SaveError as error:
        app.show_message("This game cannot be reviewed", str(error))
        return
    except OSError as error:
        app.show_message("This game cannot be read", f"{path}: {error.strerror or error}")
        return
    if match.state.is_over():
        kept_beside = Path(path).resolve().parent == history_dir().resolve()
        app.scenes.push(ReviewScene(app, match, Path(path) if kept_beside else None))
        return
    people = reviewable_seats(match)
    if not people:
        app.show_message("Nothing to review yet", "This game is not over and only computers play in it: their "
                                                  "cards stay secret, so it is reviewed once it is finished.")
        return
    from tabletop.ui.scenes.review_handoff import ReviewHandoffScene

    app.scenes.push(ReviewHandoffScene(app, match, people, lambda seat: ReviewScene(app, match, None, seats=[seat])))


def entry_of(match: Match) -> Path | None:
    """The History entry of the finished `match`, if it was written."""
    from tabletop.persistence.history import match_key
    from tabletop.persistence.userdirs import history_dir

    folder = history_dir()
    return next(iter(sorted(folder.glob(f"*-{match_key(match)}.json"))), None) if folder.is_dir() else None
