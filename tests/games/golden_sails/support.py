"""What the Golden Sails tests share: the game as the registry builds it from the committed
content (built once, as the registry keeps it)."""

from __future__ import annotations

from tabletop.games.golden_sails.game import GoldenSailsGame
from tabletop.registry import load_game


def game() -> GoldenSailsGame:
    built = load_game("golden_sails")
    assert isinstance(built, GoldenSailsGame)
    return built
