"""Who sits at a place: `Seat`, and the kinds of player a seat can hold.

Its own module, importing nothing else of the engine (and the engine package's
`__init__` imports nothing eagerly): the settings read the last game's seats before the
title screen's first frame, and importing the engine's contract for that was about
12 ms of a returning player's start. `tabletop.engine.match` names both as before.
"""

from __future__ import annotations

from dataclasses import dataclass

SEAT_KINDS = ("human", "random", "greedy", "ai:easy", "ai:normal", "ai:hard")


@dataclass(frozen=True, slots=True)
class Seat:
    """Who sits at a place: a person or a computer player, a name and a colour index.

    `auto_pass`: a person's choice to have passes made for them when passing is all the
    rules allow (games whose views say `only_pass`); kept in the save, so a loaded game
    keeps each person's choice."""

    name: str
    kind: str = "human"
    colour: int = 0
    auto_pass: bool = True

    @property
    def is_human(self) -> bool:
        return self.kind == "human"

    def to_json(self) -> dict:
        data: dict = {"name": self.name, "kind": self.kind, "colour": self.colour}
        if not self.auto_pass:   # written only when turned off, so a save of format 1 keeps its bytes
            data["auto_pass"] = False
        return data

    @classmethod
    def from_json(cls, data: dict) -> "Seat":
        kind = data.get("kind", "human")
        if kind not in SEAT_KINDS:
            raise ValueError(f"unknown seat kind {kind!r}; expected one of {', '.join(SEAT_KINDS)}")
        return cls(str(data["name"]), kind, int(data.get("colour", 0)), bool(data.get("auto_pass", True)))
