"""Events: what `State.apply` reports, for the action log and for animations."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(slots=True)
class Event:
    """Something that happened; treat it as a value and never change one.

    Not a frozen dataclass on purpose: a frozen one's constructor costs 2.5 times as much,
    and a search builds an event for nearly every move it tries.

    `text` is a plain sentence for the log. `audience` is None when every seat may read
    it, or the seats that may (a private reveal). `reveals` marks hidden information
    coming to light (a card drawn, a die rolled): undo never crosses such an event.
    `data` carries ids for the animation layer (which card moved where).
    """

    kind: str
    text: str
    audience: frozenset[int] | None = None
    reveals: bool = False
    data: dict = field(default_factory=dict)

    def visible_to(self, seat: int | None) -> bool:
        return self.audience is None or (seat is not None and seat in self.audience)

    def to_json(self) -> dict:
        out: dict = {"kind": self.kind, "text": self.text}
        if self.audience is not None:
            out["audience"] = sorted(self.audience)
        if self.reveals:
            out["reveals"] = True
        if self.data:
            out["data"] = self.data
        return out
