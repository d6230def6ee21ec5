"""A small hand-written schema toolkit: check values and collect every error with its line.

Why not pydantic: our messages must read "expected an integer 0..2, got 'three'", unknown
ids must suggest the nearest known id, and most of the real rules are cross-checks
(power parameters, all 16 animal pairs, deck size against the card count) that would sit
in validators anyway. Translating pydantic's `loc`/`msg` into that shape would be more
code than these few checks, and harder to read. So each loader walks its data with a
`Checker`: every method checks one value, records a ContentError (file, line, field,
message) when it is wrong, and returns the value or None, so the loader carries on and
reports everything in one run.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable
from typing import Any

from tabletop.content.errors import ContentError
from tabletop.content.yamlio import FieldPath, YamlDoc

SPRITE_ID = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
HEX_COLOUR = re.compile(r"^#[0-9a-fA-F]{6}$")


def describe(value: Any) -> str:
    """How a found value is quoted in a message, in YAML's words rather than Python's."""
    if value is None:
        return "nothing (an empty value)"
    if isinstance(value, bool):
        return f"{str(value).lower()} (a yes/no value)"
    if isinstance(value, str):
        return repr(value)
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    return repr(value)


def suggest(word: Any, options: Iterable[Any]) -> str:
    """`; did you mean 'pepper'?` for the nearest option, or the list of options."""
    names = [str(option) for option in options]
    close = difflib.get_close_matches(str(word), names, n=1, cutoff=0.6)
    if close:
        return f"; did you mean {close[0]!r}?"
    return f"; expected one of: {', '.join(names)}"


class Checker:
    """Collects the errors of one YAML document while a loader walks its data."""

    def __init__(self, doc: YamlDoc) -> None:
        self.doc = doc
        self.errors: list[ContentError] = list(doc.errors)

    def error(self, path: FieldPath, message: str) -> None:
        self.errors.append(self.doc.error(path, message))

    def mapping(self, path: FieldPath, value: Any, required: Iterable[str] = (),
                optional: Iterable[str] | None = (), what: str = "") -> dict | None:
        """`value` must be a mapping with every `required` key and no key outside
        `required` + `optional`; unknown keys are named (typos must not pass silently).
        `optional=None` allows any key (a table whose keys the caller checks itself)."""
        required = list(required)
        if not isinstance(value, dict):
            keys = f" with {', '.join(map(str, required))}" if required else ""
            self.error(path, f"expected {what or 'a mapping'}{keys}, got {describe(value)}")
            return None
        allowed = required + list(optional) if optional is not None else None
        meant: set[str] = set()  # a missing key already suggested for a typo is not reported twice
        for key in value:
            if allowed is not None and key not in allowed:
                hint = suggest(key, allowed)
                self.error(path + (key,), f"unknown key {str(key)!r}{hint}")
                meant.update(k for k in required if hint == f"; did you mean {str(k)!r}?")
        for key in required:
            if key not in value and key not in meant:
                self.error(path, f"missing key {str(key)!r}")
        return value

    def integer(self, path: FieldPath, value: Any, low: int | None = None, high: int | None = None) -> int | None:
        """An int (not a yes/no, not a float) within `low..high` when given."""
        if isinstance(value, int) and not isinstance(value, bool):
            if (low is None or value >= low) and (high is None or value <= high):
                return value
        if low is not None and high is not None:
            wanted = f"an integer {low}..{high}"
        elif low == 0:
            wanted = "a whole number 0 or more"
        elif low is not None:
            wanted = f"an integer {low} or more"
        else:
            wanted = "an integer"
        self.error(path, f"expected {wanted}, got {describe(value)}")
        return None

    def text(self, path: FieldPath, value: Any, what: str = "a text") -> str | None:
        """A non-empty string (a number or yes/no where words are expected is an error)."""
        if isinstance(value, str) and value.strip():
            return value
        self.error(path, f"expected {what}, got {describe(value)}")
        return None

    def choice(self, path: FieldPath, value: Any, options: Iterable[Any], what: str) -> Any:
        """One of `options` (ids of the game's vocabulary); unknown ids get a did-you-mean."""
        options = list(options)
        if value in options and not isinstance(value, bool):
            return value
        if isinstance(value, str):
            self.error(path, f"unknown {what} {value!r}{suggest(value, options)}")
        else:
            listed = ", ".join(str(option) for option in options)
            self.error(path, f"expected a {what} (one of: {listed}), got {describe(value)}")
        return None

    def sequence(self, path: FieldPath, value: Any, what: str = "a list") -> list | None:
        if isinstance(value, list):
            return value
        self.error(path, f"expected {what}, got {describe(value)}")
        return None

    def sprite(self, path: FieldPath, value: Any) -> str | None:
        """A sprite id: a game-icons.net icon name such as 'sea-serpent'."""
        name = self.text(path, value, "a sprite id (a game-icons name such as 'sailboat')")
        if name is not None and not SPRITE_ID.match(name):
            self.error(path, f"expected a sprite id of lowercase words joined by '-', got {name!r}")
            return None
        return name

    def colour(self, path: FieldPath, value: Any) -> str | None:
        if isinstance(value, str) and HEX_COLOUR.match(value):
            return value.upper()
        if value is None:
            self.error(path, "expected a colour like '#1F77B4', got nothing: an unquoted '#' starts "
                             "a YAML comment, so put the colour in quotes")
        else:
            self.error(path, f"expected a colour like '#1F77B4', got {describe(value)}")
        return None
