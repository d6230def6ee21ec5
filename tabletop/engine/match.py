"""A Match: the seats, the seed, the options and the list of actions — everything a save
needs, since the state itself is always rebuilt by replaying the actions from the seed.

Undo lives here, not in the rules: it replays the match minus its last action, and is
allowed only while that action was made by a person and revealed nothing (the usual
online convention: never past a reveal, never past a computer's move).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop.engine.action import Action
from tabletop.engine.events import Event
from tabletop.engine.game import Game, State
from tabletop.engine.seat import SEAT_KINDS as SEAT_KINDS  # named here too, where the seats' importers look
from tabletop.engine.seat import Seat


@dataclass(slots=True)
class LoggedAction:
    """One applied action with who made it, what it caused and the resulting fingerprint."""

    seat: int
    action: Action
    events: list[Event]
    state_hash: str

    @property
    def revealed(self) -> bool:
        return any(e.reveals for e in self.events)


@dataclass
class Match:
    game: Game
    seats: list[Seat]
    seed: int
    options: dict[str, bool] = field(default_factory=dict)
    history: list[LoggedAction] = field(default_factory=list)
    state: State = field(init=False)
    opening_events: list[Event] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.options = self.game.resolve_options(self.options)
        self.state = self.game.new_state(len(self.seats), self.seed, self.options)
        self.opening_events = list(getattr(self.state, "opening_events", []))

    @property
    def actions(self) -> list[Action]:
        return [entry.action for entry in self.history]

    def apply(self, action: Action) -> list[Event]:
        seat = self.state.to_act()
        if seat is None:
            raise ValueError("the game is over")
        events = self.state.apply(action)
        self.history.append(LoggedAction(seat, action, events, self.state.state_hash()))
        return events

    def can_undo(self) -> bool:
        if not self.history:
            return False
        last = self.history[-1]
        return self.seats[last.seat].is_human and not last.revealed

    def undo(self) -> None:
        if not self.can_undo():
            raise ValueError("nothing can be undone now")
        kept = self.actions[:-1]
        self.replay(kept)

    def replay(self, actions: list[Action], hashes: list[str] | None = None) -> None:
        """Rebuild the state from the seed; with `hashes`, stop at the first drift."""
        self.state = self.game.new_state(len(self.seats), self.seed, self.options)
        self.opening_events = list(getattr(self.state, "opening_events", []))
        self.history = []
        for index, action in enumerate(actions):
            self.apply(action)
            if hashes is not None and index < len(hashes) and hashes[index] != self.history[-1].state_hash:
                raise ReplayDrift(index, action)

    def log_for(self, seat: int | None) -> list[str]:
        """The action log as the given seat may read it, with seat names filled in."""
        events = [e for e in self.opening_events if e.visible_to(seat)]
        for entry in self.history:
            events.extend(e for e in entry.events if e.visible_to(seat))
        return [self.describe(e) for e in events]

    def describe(self, event: Event) -> str:
        """An event's text with its `{P<seat>}` tokens replaced by the seats' names."""
        return fill_names(event.text, [s.name for s in self.seats])


def fill_names(text: str, names: list[str]) -> str:
    """Rules write `{P2}` for "the player in seat 2"; only the app knows names."""
    for seat, name in enumerate(names):
        text = text.replace(f"{{P{seat}}}", name)
    return text


class ReplayDrift(ValueError):
    """A replayed action led to a different position than when it was saved."""

    def __init__(self, index: int, action: Action) -> None:
        super().__init__(f"replaying action {index + 1} ({action}) gave a different position than the save recorded")
        self.index = index
        self.action = action
