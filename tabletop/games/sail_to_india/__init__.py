"""Sail to India: explore the African coast, trade, build and study, for 3–4 players.

`load(folder)` builds the Game from `content/sail_to_india/`. Nothing in the rules
imports pygame; the table (`ui.py`, `table/`) is the only part that draws.
"""

from __future__ import annotations

from pathlib import Path


def load(folder: Path):
    """Build the Game from `content/sail_to_india/` (raises ContentErrors on bad content)."""
    from tabletop.content.hashing import content_hash
    from tabletop.games.sail_to_india.loader import load_content
    from tabletop.games.sail_to_india.rules import SailToIndiaGame

    return SailToIndiaGame(load_content(folder), content_hash(folder))
