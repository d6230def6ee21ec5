"""The bots' way to a game's hooks (`tabletop.engine.package.BotHooks`, which documents
each): the registry's package for a registered game, the neutral defaults for any other
(a toy game in a test), so a newly added game is playable by every bot on day one.
"""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.package import BotHooks, all_legal_actions, random_policy

__all__ = ["BotHooks", "all_legal_actions", "hooks_for", "random_policy"]

_cache: dict[str, BotHooks] = {}


def hooks_for(game: Game) -> BotHooks:
    """The hooks of `game` (asked of its package once per game id)."""
    if game.id not in _cache:
        from tabletop import registry

        _cache[game.id] = registry.package(game.id).bots() if game.id in registry.RULES else BotHooks()
    return _cache[game.id]
