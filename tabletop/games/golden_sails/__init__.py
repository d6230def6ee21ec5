"""Golden Sails: card drafting with experts, for 2–4 players."""

from __future__ import annotations

from pathlib import Path


def load(folder: Path):
    """Build the Game from `content/golden_sails/` (raises ContentErrors on bad content)."""
    from tabletop.content.hashing import content_hash
    from tabletop.games.golden_sails.loader import load_content
    from tabletop.games.golden_sails.rules import GoldenSailsGame

    return GoldenSailsGame(load_content(folder), content_hash(folder))
