"""The match controller of a tutorial: the usual one, with the script in charge.

What the learner may click is the controller's legal-for-display list narrowed by the
tutorial (`TutorialRun.allowed`): one expected move, nothing during a note, everything in
free play. Every table lights exactly that list, so the tutorial highlights through the
same machinery as normal play. Scripted computer moves are played with the usual pause
and animation; outside the script computers wait, and in free play their bots answer.
Progress is written after every move and Next instead of autosaves, so the title
screen's Continue never opens a tutorial as a normal game.
"""

from __future__ import annotations

from tabletop.engine.action import Action
from tabletop.tutorials.progress import save_progress
from tabletop.tutorials.run import TutorialRun
from tabletop.ui.controller import MatchController


class TutorialController(MatchController):
    def __init__(self, run: TutorialRun, worker, settings=None, *, keep_progress: bool = True) -> None:
        self.run = run
        self.keep_progress = keep_progress
        """False for `tutorial --check` and tests: the learner's own progress is left alone."""
        self._script_wait = 0.0
        super().__init__(run.match, worker, settings, autosave=False)

    def _legal_for_display(self) -> tuple[Action, ...]:
        return self.run.allowed(super()._legal_for_display())

    def _moved(self, seat: int, action: Action) -> None:
        self.run.record(seat, action)
        self._script_wait = 0.0

    def next_step(self) -> None:
        """The learner clicked Next under a note."""
        self.run.next()
        self.version += 1
        self._autosave()
        self._settle()

    def can_undo(self) -> bool:
        return False

    def why_no_undo(self) -> str:
        return "In the tutorial every move stands: the next steps build on it."

    def scripted_mover(self) -> int | None:
        """The computer seat whose scripted move is about to be played, if any."""
        seat = self.to_act()
        if self.run.pending_script() is None or seat is None or self.match.seats[seat].is_human:
            return None
        return seat

    def update(self, dt: float, table_busy: bool = False) -> None:
        seat = self.scripted_mover()
        if seat is not None:
            self.thinking = seat
            self._script_wait += dt
            if not table_busy and self._script_wait >= self._show_time():
                self.thinking = None
                scripted = self.run.pending_script()
                assert scripted is not None
                self._apply(scripted)
            return
        seat = self.to_act()
        if seat is not None and not self.match.seats[seat].is_human and not self.run.bots_may_move():
            self.thinking = None     # the script waits for the learner's Next
            return
        super().update(dt, table_busy)

    def wake_in(self) -> float | None:
        if self.scripted_mover() is not None:
            return max(0.0, self._show_time() - self._script_wait)
        seat = self.to_act()
        if seat is not None and not self.match.seats[seat].is_human and not self.run.bots_may_move():
            return None
        return super().wake_in()

    def _autosave(self) -> None:
        if self.keep_progress:
            try:
                save_progress(self.run)
            except OSError as error:   # losing the place in a lesson is no reason to stop it
                self.problems.append(f"Your place in the tutorial could not be saved: {error}")
