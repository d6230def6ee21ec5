"""Content errors: every problem in a content folder, each naming file, line and field.

Loaders collect ContentError values instead of raising at the first one, so a person
editing YAML sees every mistake in one run (`python -m tabletop validate`), and the UI can
list them on the game-select screen instead of crashing.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class ContentError:
    """One problem: `file` as the reader should see it (relative when possible), the
    1-based `line` when known, the dotted `field` path (`cards[4].weapon.left`, empty for
    the whole file) and a plain `message` saying what was expected and what was found."""

    file: str
    line: int | None
    field: str
    message: str

    def __str__(self) -> str:
        where = self.file if self.line is None else f"{self.file}:{self.line}"
        return f"{where}: {self.field}: {self.message}" if self.field else f"{where}: {self.message}"


class ContentErrors(Exception):
    """Raised by a loader with every ContentError it found (never an empty list)."""

    def __init__(self, errors: list[ContentError]) -> None:
        self.errors = list(errors)
        super().__init__(str(self))

    def __str__(self) -> str:
        return "\n".join(str(error) for error in self.errors)
