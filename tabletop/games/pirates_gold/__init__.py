"""Pirates' Gold: wind dice, a grid sea and card duels, for 2–4 players."""

from __future__ import annotations

from pathlib import Path


def load(folder: Path):
    """Build the Game from `content/pirates_gold/` (raises ContentErrors on bad content)."""
    from tabletop.content.hashing import content_hash
    from tabletop.games.pirates_gold.loader import load_content
    from tabletop.games.pirates_gold.rules import PiratesGoldGame

    return PiratesGoldGame(load_content(folder), content_hash(folder))
