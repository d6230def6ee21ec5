"""How a game stands now, as one seat may know it: what every game's `standings.py` returns.

A newcomer's first question at a table is "who would win if the game ended now?", and the
answer must never tell them more than their own view shows. So a game builds `Standings`
from `view(seat)` alone (the conformance suite checks that two positions differing only
in what the seat cannot see give the same standings). The categories are the ids of the
game's `Result` (its `categories`, or its `figure_names` for a game that is won rather
than scored), so the strip on the table and the results screen speak of the same things.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tabletop.engine.game import Game, View


@dataclass(frozen=True, slots=True)
class SeatStanding:
    """One seat's place: its headline number and the breakdown shown on hover."""

    seat: int
    total: int | None
    """The game's measure if it ended now (VP, ducats home, islands); None when unknown."""
    headline: str
    """The total as the strip writes it: "23", "23 + gems", "12 VP (7 now)"."""
    values: dict[str, int | None] = field(default_factory=dict)
    """Per category id (the Result's), the value now; None where the viewer cannot know it."""
    extras: tuple[tuple[str, str], ...] = ()
    """Other things that decide the race, as (label, text): wealth, markers left, aboard."""
    leading: bool = False
    """Among those who would win if the game ended now, as far as the viewer can tell."""
    spelled: str = ""
    """The headline in words, where the strip's narrow column shortens it (Winds of Trade's
    "Either" is "would win by Order or Anarchy"); empty where the headline says it all."""

    @property
    def said(self) -> str:
        """The headline as a sentence's part says it (`spelled`, else the headline)."""
        return self.spelled or self.headline

    def to_json(self) -> dict:
        return {"seat": self.seat, "total": self.total, "headline": self.headline, "values": dict(self.values),
                "extras": [{"label": label, "text": text} for label, text in self.extras], "leading": self.leading,
                "spelled": self.said}


@dataclass(frozen=True, slots=True)
class Track:
    """How near one ending is: `value` of `limit` (Rounds 3 of 9), the meter filling as the
    ending nears, with its sentence and the rule behind it (`tip`)."""

    label: str
    value: int
    limit: int
    text: str
    tip: str = ""

    def to_json(self) -> dict:
        return {"label": self.label, "value": self.value, "limit": self.limit, "text": self.text, "tip": self.tip}


@dataclass(frozen=True, slots=True)
class Standings:
    """Every seat's standing, how near the end is, and what the viewer cannot see."""

    measure: str
    """What the headlines say, as the strip's heading ("VP if it ended now", "Ducats home")."""
    categories: tuple[str, ...]
    seats: tuple[SeatStanding, ...]
    tracks: tuple[Track, ...] = ()
    notes: tuple[str, ...] = ()
    """What the numbers leave out or how they were reckoned (shown on hover)."""
    footer: str = ""
    """One short line the strip always shows under its meters (Pirates' Gold's ducats still out)."""

    @property
    def leaders(self) -> list[int]:
        return [s.seat for s in self.seats if s.leading]

    def to_json(self) -> dict:
        return {"measure": self.measure, "categories": list(self.categories),
                "seats": [s.to_json() for s in self.seats], "leaders": self.leaders,
                "tracks": [t.to_json() for t in self.tracks], "notes": list(self.notes), "footer": self.footer}


StandingsOf = Callable[["Game", "View"], Standings]
"""A game's `standings(game, view)`: how it stands as `view`'s seat may know it."""


def leaders_by(keys: list[tuple]) -> set[int]:
    """The seats whose key is the best (a tie shares the lead)."""
    best = max(keys)
    return {seat for seat, key in enumerate(keys) if key == best}
