"""Who made the pictures, sounds and fonts Tabletop ships, and under which licences: the
About screen's credits, read from the credit files beside the assets (sprites/CREDITS.md,
sounds/CREDITS.md), so a new author or licence there shows without a change here."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from tabletop.runtime import paths
from tabletop.runtime.regular_files import read_regular

FONTS = "Linux Libertine O by Philipp H. Poll and Lato by Łukasz Dziedzic (tyPoland)"
"""The two families in fonts/ (fonts/README.md gives their sources)."""
FONT_LICENCE = "SIL Open Font License 1.1"
CREDITS_LIMIT = 200_000


@dataclass(frozen=True)
class Credit:
    what: str
    by: str
    licences: str


def asset_credits() -> list[Credit]:
    """Pictures, sounds and fonts: who made them, under which licences."""
    sprites = _read(paths.sprites_root() / "CREDITS.md")
    authors = re.findall(r"^- Icons made by \*\*(.+?)\*\*", sprites, re.M)
    sounds = _read(paths.sounds_root() / "CREDITS.md")
    rows = [line.strip("| ").rsplit("|", 2) for line in sounds.splitlines() if line.startswith("| `")]
    sound_authors = sorted({name.strip() for row in rows if "Tabletop" not in row[-2]
                            for name in re.sub(r'© \d{4} |freesound user |"', "", row[-2]).split("; edited by")},
                           key=str.lower)
    sound_licences = sorted({re.sub(r"\s*\(.*\)", "", row[-1]).strip() for row in rows})
    return [
        Credit("Pictures", f"game-icons.net icons by {', '.join(authors)}", "CC BY 3.0"),
        Credit("Sounds", f"{', '.join(sound_authors)}; the rest made for Tabletop", ", ".join(sound_licences)),
        Credit("Fonts", FONTS, FONT_LICENCE),
    ]


def _read(path: Path) -> str:
    """The file's text, or "" when it is missing or unreadable (the credits then say less,
    and the About screen still opens)."""
    try:
        return read_regular(path, CREDITS_LIMIT).decode("utf-8", errors="replace")
    except (OSError, ValueError):
        return ""
