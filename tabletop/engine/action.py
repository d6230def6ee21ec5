"""Actions: the decisions players make, as hashable values with a stable text form."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache


class IllegalAction(ValueError):
    """Raised by `State.apply` for an action that is not legal now."""


@dataclass(frozen=True, slots=True)
class Action:
    """One decision. `args` holds only str and int so the text form round-trips."""

    kind: str
    args: tuple = ()

    def __str__(self) -> str:
        return " ".join([self.kind, *(str(a) for a in self.args)])

    def to_json(self) -> list:
        return [self.kind, *self.args]

    @classmethod
    def from_json(cls, data: list) -> "Action":
        if not isinstance(data, list) or not data or not isinstance(data[0], str):
            raise ValueError(f"an action is a list starting with its kind, not {data!r}")
        for arg in data[1:]:
            if not isinstance(arg, (int, str)) or isinstance(arg, bool):
                raise ValueError(f"action arguments are numbers or words, not {arg!r}")
        return cls(data[0], tuple(data[1:]))

    @classmethod
    def parse(cls, text: str) -> "Action":
        """The inverse of `str()`: words that look like integers become integers."""
        words = text.split()
        if not words:
            raise ValueError("an empty action")
        args = tuple(int(w) if w.lstrip("-").isdigit() else w for w in words[1:])
        return cls(words[0], args)


@cache
def made_once(kind: str, *args: int | str) -> Action:
    """`Action(kind, args)`, built the first time and handed out again after: for rules that
    list moves with numbers in them at every step of a search. A frozen dataclass's
    `__init__` is Python code (about a microsecond), as are its `==` and `hash`; a search
    looks each listed move up in its tree, and the same object is found without calling
    `==`. Equal either way, so nothing but the speed depends on it (the moves' ids and
    numbers come from the content, so the kept actions are few)."""
    return Action(kind, args)
