"""What `validate` checks of a content folder beyond its YAML: that every entry is a plain
file or folder, and that `rules.md` is text a player can read.

The loaders read only the files they know, so a named pipe or device under another name
would never hang them, but it is no content either: an author who put it there (or a
copy that went wrong) is told. `rules.md` is not parsed by any loader (the rules screen
lays it out), so without this check a binary file, one in another encoding, or one
hiding text-direction controls would pass `validate` and only show up as garbage, or as
words reordered to say something else, on the screen.
"""

from __future__ import annotations

import unicodedata
from pathlib import Path

from tabletop.content.errors import ContentError, ContentErrors
from tabletop.content.yamlio import BIDI_CONTROLS, display_path, read_content_text
from tabletop.runtime.regular_files import regular_kind

RULES_FILE = "rules.md"
_TEXT_CONTROLS = frozenset("\t\n\r")


def odd_entries(folder: Path) -> list[ContentError]:
    """An error for each entry of `folder` that is neither a regular file nor a folder
    (named pipes, sockets, devices), without opening any of them."""
    errors = []
    for entry in sorted(Path(folder).iterdir()):
        try:
            kind = regular_kind(entry)
        except OSError:
            continue  # a link to nowhere: whatever should be there is reported as missing
        if kind not in (None, "a folder"):
            errors.append(ContentError(display_path(entry), None, "",
                                       f"cannot read the file: it is not a regular file ({kind})"))
    return errors


def check_rules_text(path: Path) -> list[ContentError]:
    """The problems of a game's rules.md (none when it is readable UTF-8 text): not a regular
    file, too large, not UTF-8, control characters (a binary file), or a text-direction
    control. Each names the file and, where it is about a character, its line."""
    name = display_path(path)
    try:
        text = read_content_text(path, name)
    except ContentErrors as problems:
        return list(problems.errors)
    errors = []
    binary = next((i for i, c in enumerate(text) if c not in _TEXT_CONTROLS and unicodedata.category(c) == "Cc"), None)
    if binary is not None:
        errors.append(ContentError(name, text.count("\n", 0, binary) + 1, "",
                                   f"control character U+{ord(text[binary]):04X}: the rules must be plain text "
                                   f"(is this a binary file?)"))
    direction = next((i for i, c in enumerate(text) if c in BIDI_CONTROLS), None)
    if direction is not None:
        errors.append(ContentError(name, text.count("\n", 0, direction) + 1, "",
                                   f"contains the text-direction control U+{ord(text[direction]):04X}, which can "
                                   f"reorder the words on screen; remove it"))
    return errors
