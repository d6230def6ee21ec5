"""Winds of Trade: sail, trade and sway the islands until your faction rules the council (2–4 players)."""

from __future__ import annotations

from pathlib import Path


def load(folder: Path):
    """Build the Game from `content/winds_of_trade/` (raises ContentErrors on bad content)."""
    from tabletop.content.hashing import content_hash
    from tabletop.games.winds_of_trade.loader import load_content
    from tabletop.games.winds_of_trade.rules import WindsOfTradeGame

    return WindsOfTradeGame(load_content(folder), content_hash(folder))
