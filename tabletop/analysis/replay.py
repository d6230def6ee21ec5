"""A recorded match, position by position: the model under the replay screen and the
`replay` command.

Positions are rebuilt from the seed and the actions, as loading a save does. Walking
back would mean replaying from the start, so one pass at opening keeps a copy of the
state every SNAPSHOT_EVERY actions; any position is then a copy of the nearest earlier
one plus fewer than SNAPSHOT_EVERY actions, well under a millisecond in every game.

What may be seen is decided here, not by the screen: a finished game hides nothing any
more, so every seat's view may be shown, and the spectator's ("Everyone") has every card
face up (`State.open_view`); an unfinished one is
still being played, so only the public view and the views of its people — each behind a
hand-off, which the screen raises — and never a computer seat's, whose cards nobody at
the table has seen. A replay must never become a way to peek.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from tabletop.engine.events import Event
from tabletop.engine.game import Game, State, View
from tabletop.engine.match import LoggedAction, Match, Seat
from tabletop.analysis.progress import ProgressSample, ProgressSeries, game_progress

SNAPSHOT_EVERY = 32
"""Actions between kept copies of the state: a step back replays at most this many."""


@dataclass(frozen=True, slots=True)
class RoundMark:
    """Round `round` began after `position` actions."""

    round: int
    position: int


class HiddenView(PermissionError):
    """A view the replay of an unfinished game may not show (another seat's secrets)."""


class Replay:
    """The positions of a loaded Match; `position` is the number of actions played."""

    def __init__(self, match: Match, every: int = SNAPSHOT_EVERY) -> None:
        self._match = match
        self._every = every
        self.length = len(match.history)
        self.finished = match.state.is_over()
        self._round_of = game_progress(match.game.id).round_number
        state = self._fresh()
        self._snapshots = [state.clone()]
        self._rounds = [self._round_of(state)]
        for index, entry in enumerate(match.history, start=1):
            state.apply(entry.action)
            if index % every == 0:
                self._snapshots.append(state.clone())
            self._rounds.append(self._round_of(state))
        self._marks = [RoundMark(self._rounds[0], 0)] + [
            RoundMark(self._rounds[p], p) for p in range(1, self.length + 1) if self._rounds[p] != self._rounds[p - 1]]
        self.position = 0
        self._state = self._snapshots[0].clone()

    @classmethod
    def open(cls, path: Path) -> "Replay":
        """The replay of the save (or history entry) at `path`; raises SaveError."""
        from tabletop.persistence.saves import load_match

        return cls(load_match(path))

    # --- facts about the match ------------------------------------------------------------

    @property
    def game(self) -> Game:
        return self._match.game

    @property
    def seats(self) -> list[Seat]:
        return self._match.seats

    def _fresh(self) -> State:
        match = self._match
        return match.game.new_state(len(match.seats), match.seed, match.options)

    # --- moving ----------------------------------------------------------------------------

    def go(self, position: int) -> None:
        """Show the position after `position` actions (clamped to the match)."""
        position = max(0, min(self.length, position))
        if position == self.position:
            return
        if position == self.position + 1:
            self._state.apply(self._match.history[self.position].action)
        else:
            self._state = self.state_at(position)
        self.position = position

    def step(self, by: int = 1) -> None:
        self.go(self.position + by)

    def to_start(self) -> None:
        self.go(0)

    def to_end(self) -> None:
        self.go(self.length)

    def state_at(self, position: int) -> State:
        """A fresh copy of the state after `position` actions (not the one on show)."""
        base = position // self._every
        state = self._snapshots[base].clone()
        for entry in self._match.history[base * self._every:position]:
            state.apply(entry.action)
        return state

    # --- rounds ------------------------------------------------------------------------------

    def round_at(self, position: int) -> int:
        return self._rounds[max(0, min(self.length, position))]

    def round_marks(self) -> list[RoundMark]:
        """Where each round began (the first position of every new round number)."""
        return list(self._marks)

    def next_round(self) -> None:
        """To the start of the next round (the end, in the last one)."""
        later = [m.position for m in self.round_marks() if m.position > self.position]
        self.go(later[0] if later else self.length)

    def previous_round(self) -> None:
        """To the start of this round, or of the one before when already there."""
        earlier = [m.position for m in self.round_marks() if m.position < self.position]
        self.go(earlier[-1] if earlier else 0)

    # --- what may be seen ----------------------------------------------------------------------

    def viewers(self) -> list[int | None]:
        """Whose eyes the replay may borrow: None (the public view) first, then seats."""
        if self.finished:
            return [None, *range(len(self.seats))]
        return [None, *(i for i, seat in enumerate(self.seats) if seat.is_human)]

    def needs_handoff(self, seat: int | None) -> bool:
        """An unfinished game's seat view is shown only after the screen was passed."""
        return seat is not None and not self.finished

    def view(self, seat: int | None) -> View:
        """The current position as `seat` sees it; HiddenView if the replay may not show it.
        A finished game's "Everyone" (None) sees every card face up: nothing is secret any more."""
        self._check(seat)
        if seat is None and self.finished:
            return self._state.open_view()
        return self._state.view(seat)

    def log(self, seat: int | None) -> list[str]:
        """The action log up to the current position, as `seat` read it."""
        self._check(seat)
        events = [e for e in self._match.opening_events if e.visible_to(seat)]
        for entry in self._match.history[:self.position]:
            events.extend(e for e in entry.events if e.visible_to(seat))
        return [self._match.describe(e) for e in events]

    def logged(self, index: int) -> LoggedAction:
        """The action at `index` of the history, with who made it and what it caused."""
        return self._match.history[index]

    def describe(self, event: Event) -> str:
        """An event's log line with the seats' names filled in."""
        return self._match.describe(event)

    def events_into(self, position: int) -> list[Event]:
        """What the action leading to `position` caused (for the table's animations)."""
        return list(self._match.history[position - 1].events) if 0 < position <= self.length else []

    def mover(self, position: int) -> int | None:
        """The seat whose action led to `position` (None at the start)."""
        return self._match.history[position - 1].seat if 0 < position <= self.length else None

    def state_hash(self) -> str:
        return self._state.state_hash()

    def _check(self, seat: int | None) -> None:
        if seat not in self.viewers():
            who = self.seats[seat].name if seat is not None and 0 <= seat < len(self.seats) else str(seat)
            raise HiddenView(f"this game is not over, so its replay cannot show {who}'s hidden cards")

    # --- how it went ---------------------------------------------------------------------------

    def progress(self) -> ProgressSeries:
        """Every seat's figures at the start of each round and at the end (finished games
        only: the figures count hidden cards)."""
        if not self.finished:
            raise HiddenView("this game is not over, so its progress would show hidden cards")
        wanted = {m.position for m in self._marks} | {self.length}
        progress = game_progress(self.game.id)
        state = self._fresh()
        samples = [ProgressSample(0, self._rounds[0], progress.measure(state))] if 0 in wanted else []
        for position, entry in enumerate(self._match.history, start=1):
            state.apply(entry.action)
            if position in wanted:
                samples.append(ProgressSample(position, self._rounds[position], progress.measure(state)))
        return ProgressSeries(progress.figures, len(self.seats), tuple(samples))
