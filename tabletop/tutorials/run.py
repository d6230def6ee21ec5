"""Following a tutorial over a Match: which step is current, whose move is scripted, what
the learner may play. The table's controller and the validator share this one logic, so
what `validate` accepts is exactly what the table will ask for.

A step goes: its scripted `opponent` moves (`pending_script`), then its text is shown
(`showing`), then the learner's expected move, free moves, or Next (`next`). After the
last step the game plays on freely (computers by their bots) to its end.
"""

from __future__ import annotations

from tabletop.engine.action import Action
from tabletop.engine.match import Match
from tabletop.tutorials.script import Step, Tutorial


class TutorialRun:
    def __init__(self, tutorial: Tutorial, match: Match, index: int = 0, opponent_played: int = 0,
                 free_moves: int = 0) -> None:
        self.tutorial = tutorial
        self.match = match
        self.index = index
        """The current step (len(steps) once every step is done)."""
        self.opponent_played = opponent_played
        """How many of the current step's scripted moves have been played."""
        self.free_moves = free_moves
        """How many moves the learner made in the current free-play step."""
        self._skip_spent()

    # --- where we are -----------------------------------------------------------------------

    @property
    def finished(self) -> bool:
        return self.index >= len(self.tutorial.steps)

    @property
    def step(self) -> Step | None:
        return None if self.finished else self.tutorial.steps[self.index]

    @property
    def free_play(self) -> bool:
        """The learner plays as they like (a free step, or every step done)."""
        step = self.step
        return step is None or step.free

    @property
    def learner(self) -> int:
        return self.tutorial.learner

    def pending_script(self) -> Action | None:
        """The current step's next scripted computer move, if any is left."""
        step = self.step
        if step is None or self.opponent_played >= len(step.opponent):
            return None
        return step.opponent[self.opponent_played]

    def showing(self) -> bool:
        """The current step's text is up: its scripted moves are all played."""
        return self.step is not None and self.pending_script() is None

    def bots_may_move(self) -> bool:
        """Computers answer by their own bots only in free play (never in the script)."""
        return self.free_play and self.pending_script() is None

    def allowed(self, legal: tuple[Action, ...] | list[Action]) -> tuple[Action, ...]:
        """Of the learner's legal moves, those the tutorial lets them play now."""
        step = self.step
        if self.free_play:
            return tuple(legal)
        if not self.showing() or step is None or step.expect is None:
            return ()
        return (step.expect,) if step.expect in legal else ()

    # --- moving on ----------------------------------------------------------------------------

    def apply(self, action: Action) -> None:
        """Play `action` on the match and follow it in the script."""
        seat = self.match.state.to_act()
        self.match.apply(action)
        self.record(seat, action)

    def record(self, seat: int | None, action: Action) -> None:
        """`action` was just played by `seat` (the controller plays, then reports here)."""
        step = self.step
        if step is None:
            return
        if seat != self.learner:
            if self.pending_script() == action:
                self.opponent_played += 1
        elif step.free:
            self.free_moves += 1
            if step.moves is not None and self.free_moves >= step.moves:
                self._advance()
        elif step.expect == action:
            self._advance()
        self._skip_spent()

    def next(self) -> None:
        """The learner read a note (or a step that waits for nothing): on to the next."""
        if self.showing():
            self._advance()

    def _advance(self) -> None:
        self.index += 1
        self.opponent_played = 0
        self.free_moves = 0
        self._skip_spent()

    def _skip_spent(self) -> None:
        """Free play has nothing to do once the game is over: such steps pass by."""
        while self.step is not None and self.step.free and self.match.state.is_over():
            self.index += 1
            self.opponent_played = self.free_moves = 0

    def topics_so_far(self) -> list[str]:
        seen: list[str] = []
        for step in self.tutorial.steps[: self.index]:
            seen.extend(t for t in step.topics if t not in seen)
        return seen
