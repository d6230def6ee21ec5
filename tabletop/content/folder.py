"""Reading one game's content folder so that every problem in every file is reported.

Each game's loader names its data files and a builder per file. `read_folder` reads
game.yaml and those files, keeping going past a broken one; `build_part` runs one file's
builder with its own Checker. Both add to one error list, so `validate` (and the game
select screen) can show all the problems at once instead of the first.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tabletop.content.errors import ContentError, ContentErrors
from tabletop.content.meta import GameMeta, load_meta
from tabletop.content.schema import Checker
from tabletop.content.yamlio import YamlDoc, read_yaml


@dataclass
class ContentFolder:
    """game.yaml's metadata (None if broken), the data files that could be read, and every
    error found so far."""

    meta: GameMeta | None
    docs: dict[str, YamlDoc]
    errors: list[ContentError] = field(default_factory=list)


def read_folder(folder: Path, data_files: tuple[str, ...]) -> ContentFolder:
    """Read game.yaml and each of `data_files`; a file that cannot be read adds its errors."""
    errors: list[ContentError] = []
    meta: GameMeta | None = None
    try:
        meta = load_meta(folder / "game.yaml")
    except ContentErrors as problems:
        errors.extend(problems.errors)
    docs: dict[str, YamlDoc] = {}
    for name in data_files:
        try:
            docs[name] = read_yaml(folder / name)
        except ContentErrors as problems:
            errors.extend(problems.errors)
    return ContentFolder(meta, docs, errors)


def build_part(doc: YamlDoc | None, build: Callable[[Checker, Any], Any], errors: list[ContentError],
               whole: bool = False) -> Any:
    """Run one file's builder with its own Checker (on the parsed data, or on the whole
    document when `whole`); its errors join `errors`. None when the file was unreadable."""
    if doc is None:
        return None
    check = Checker(doc)
    result = build(check, doc if whole else doc.data)
    errors.extend(check.errors)
    return result
