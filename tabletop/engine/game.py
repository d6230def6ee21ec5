"""The contract every game meets: Game (built once from content) and State (one match).

The split follows OpenSpiel: the Game knows the rules and content, the State is a
position. Hidden information leaves a State only through `view(seat)`; bots and the UI
never touch a State of a game they are not the referee of. `determinize` is built on the
view alone (`Game.determinize(view, rng)`), so by construction a bot's sampled worlds
cannot contain anything its seat was not shown.
"""

from __future__ import annotations

import hashlib
import json
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Any, ClassVar

from tabletop.engine.action import Action, IllegalAction
from tabletop.engine.events import Event
from tabletop.engine.rng import Rng


@dataclass(frozen=True, slots=True)
class GameOption:
    """A variant a match may switch on (a yes/no rule change).

    A rule the game has since changed is kept as an option too, so games saved under it
    replay as they were played: `offered` False (never at set-up, never carried into a
    new game) and `in_older_saves` the value for a save that does not name it, since
    every save written after the option existed names all of its game's options."""

    id: str
    label: str
    description: str
    default: bool = False
    offered: bool = True
    in_older_saves: bool | None = None
    """The option's value in a save written before it existed (None: its `default`)."""


@dataclass(slots=True)
class Result:
    """Final scores. `categories` orders the breakdown columns for the results screen;
    `choices` says, per seat, which end-of-game choices were made on its behalf."""

    totals: list[int]
    breakdown: list[dict[str, int]]
    winners: list[int]
    categories: list[str]
    choices: list[dict[str, Any]] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    ending: str = ""
    """How the game ended, as one id, for games that end in more than one way
    (Winds of Trade: hegemon, stable_markets, revolt, collapse); `sim` tallies them."""
    rounds: int = 0
    """Rounds played, for games whose length varies in rounds (0: not counted)."""
    figure_names: list[str] = field(default_factory=list)
    figures: list[dict[str, int]] = field(default_factory=list)
    """For a game that is won rather than scored: per seat, the numbers that decided it
    (Winds of Trade: islands, gold, cargo, the Golden Isle, the winning coalition), in
    `figure_names` order. The results screen shows them instead of the breakdown."""
    ranking: list[int] = field(default_factory=list)
    """Seats best first, for a game whose tie-breaks rank players beyond their totals
    (empty: the results screen ranks winners first, then by total)."""
    turn_order: list[int] = field(default_factory=list)
    """Seats in the order they take turns, the start player first, for a game whose first
    move is not the start player's (Winds of Trade places ships backwards before its start
    player begins). Empty: the balance report counts the order from the first mover."""

    def to_json(self) -> dict:
        data = {
            "totals": self.totals,
            "breakdown": self.breakdown,
            "winners": self.winners,
            "categories": self.categories,
            "choices": self.choices,
            "notes": self.notes,
        }
        if self.ending:
            data["ending"] = self.ending
        if self.rounds:
            data["rounds"] = self.rounds
        if self.figure_names:
            data["figure_names"] = self.figure_names
            data["figures"] = self.figures
        if self.ranking:
            data["ranking"] = self.ranking
        return data


class View(ABC):
    """What one seat may see. Each game defines its own frozen dataclass.

    Every view names the viewer (`seat`, None for a spectator), who must act, and the
    legal actions when the viewer is the one to act (empty otherwise).
    """

    seat: int | None
    to_act: int | None
    legal: tuple[Action, ...]

    @abstractmethod
    def to_json(self) -> dict:
        """A JSON-ready dict; two views are the same exactly when these are equal."""

    @abstractmethod
    def secrets(self) -> dict:
        """What this view shows that the game hides from the other seats, by name (a
        Golden Sails gem pile, a Pirates' Gold hand); empty when nothing private to the
        viewer is on show (a spectator's view, Sail to India's always).

        The game declares it, because only the game knows what it hides: two views of one
        position also differ in things that are no secret (the legal actions, helpers
        for the seat to act). The app raises a hand-off curtain only for a view with
        secrets, so an empty pile or hand needs none either."""


class State(ABC):
    """A position of one match. Mutable; `clone()` is explicit and fast for search."""

    game: "Game"
    players: int
    rng: Rng

    @abstractmethod
    def to_act(self) -> int | None: ...

    @abstractmethod
    def legal_actions(self) -> list[Action]: ...

    @abstractmethod
    def apply(self, action: Action) -> list[Event]:
        """Play `action` for `to_act()`; raise IllegalAction if it is not legal."""

    def apply_trusted(self, action: Action) -> None:
        """Play an action the caller vouches is legal, without its events: the bots'
        playouts, whose policies build only legal moves (each game's tests hold its policy
        to that). A state that checks by listing every legal action skips the check, so a
        policy that needed no full list does not pay for one."""
        self.apply(action)

    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def result(self) -> Result: ...

    @abstractmethod
    def view(self, seat: int | None) -> View: ...

    def open_view(self) -> View:
        """The position with every card face up, as a spectator sees it: what the replay of
        a finished game shows as "Everyone" (once a game is over, all may be seen; never
        asked of a game still being played). A game that hides cards overrides it; one
        that hides nothing has its public view."""
        return self.view(None)

    @abstractmethod
    def clone(self) -> "State": ...

    @abstractmethod
    def to_json(self) -> dict: ...

    def determinize(self, seat: int, rng: Rng) -> "State":
        """A full state consistent with what `seat` sees, hidden parts resampled."""
        return self.game.determinize(self.view(seat), rng)

    def state_hash(self) -> str:
        """A short fingerprint of the whole position; saves keep one per action."""
        text = json.dumps(self.to_json(), sort_keys=True, separators=(",", ":"))
        return hashlib.sha1(text.encode()).hexdigest()[:12]


class KeptLegalActionsState(State):
    """A State whose legal actions take real work to list, kept until the position changes.

    A search asks twice per move (which moves are there? is this one legal?), and in the
    bigger games listing them is much of an iteration's cost. Only `apply` changes a
    position in play, so `apply` here checks the action against the kept list, forgets it,
    and has `play` carry the action out; it forgets again afterwards, so that a rule which
    asks mid-move gets that moment's list and leaves none behind. A subclass also sets
    `legal_cache = None` wherever else it rewrites a position (loading a save), and decides
    in `clone` whether the copy may share the list: only if nothing will edit the copy
    before its first move.
    """

    legal_cache: list[Action] | None

    def legal_actions(self) -> list[Action]:
        if self.legal_cache is None:
            self.legal_cache = self.list_legal_actions()
        return list(self.legal_cache)

    @abstractmethod
    def list_legal_actions(self) -> list[Action]:
        """Work the legal actions out afresh (the kept list is a copy of this)."""

    def apply(self, action: Action) -> list[Event]:
        kept = self.legal_cache
        if kept is None:
            kept = self.list_legal_actions()
        # A search applies the very objects it was handed, so look for the object itself
        # before comparing values (an Action's == is Python code, run per listed action).
        for listed in kept:
            if listed is action:
                break
        else:
            if action not in kept:
                raise IllegalAction(f"{action} is not legal now")
        self.legal_cache = None
        try:
            return self.play(action)
        finally:
            self.legal_cache = None

    def apply_trusted(self, action: Action) -> None:
        self.legal_cache = None
        try:
            self.play(action)
        finally:
            self.legal_cache = None

    @abstractmethod
    def play(self, action: Action) -> list[Event]:
        """Carry out `action`, already checked to be legal for `to_act()`."""


class Game(ABC):
    """A game built once from validated content."""

    id: ClassVar[str]
    name: str
    min_players: int
    max_players: int
    options: tuple[GameOption, ...] = ()
    content_hash: str = ""
    earlier_content_hashes: frozenset[str] = frozenset()
    """Fingerprints of the game's earlier content whose saves still replay exactly: what
    changed since is kept as an older-rule option those saves take on (`GameOption`), and
    each replayed action's state hash still proves the game is the one played."""

    @abstractmethod
    def new_state(self, players: int, seed: int, options: dict[str, bool] | None = None) -> State: ...

    @abstractmethod
    def state_from_json(self, data: dict) -> State: ...

    @abstractmethod
    def determinize(self, view: View, rng: Rng) -> State:
        """Build a state from a view alone, sampling what the viewer cannot see."""

    def resolve_options(self, options: dict[str, bool] | None, saved: bool = False) -> dict[str, bool]:
        """Fill defaults and reject unknown variant names. `saved`: the options a save
        recorded, where one it does not name is older than the save and takes its
        `in_older_saves` value."""
        known = {o.id: o.in_older_saves if saved and o.in_older_saves is not None else o.default
                 for o in self.options}
        chosen = dict(known)
        for key, value in (options or {}).items():
            if key not in known:
                raise ValueError(f"{self.id} has no option {key!r}; it has {sorted(known) or 'none'}")
            chosen[key] = bool(value)
        return chosen

    @property
    def offered_options(self) -> tuple[GameOption, ...]:
        """The variants a new game may choose (not the older rules kept for saved games)."""
        return tuple(o for o in self.options if o.offered)

    def new_game_options(self, options: dict[str, bool]) -> dict[str, bool]:
        """`options` for another game (a rematch): an older rule kept only for saved games
        is not carried on."""
        offered = {o.id for o in self.offered_options}
        return {key: value for key, value in options.items() if key in offered}

    def check_players(self, players: int) -> None:
        if not self.min_players <= players <= self.max_players:
            raise ValueError(f"{self.name} is for {self.min_players}–{self.max_players} players, not {players}")
