"""Winds of Trade: sail, trade and sway the islands until your faction rules the council (2–4 players)."""

from __future__ import annotations

from pathlib import Path

from tabletop.engine.game import Game
from tabletop.engine.package import BotHooks, GamePackage, GameTable, Progress, ScoreScenario
from tabletop.engine.standings import StandingsOf


class WindsOfTradePackage(GamePackage):
    """Winds of Trade as the rest of the program reaches it (`tabletop.registry.package`)."""

    id = "winds_of_trade"

    def build(self, folder: Path) -> Game:
        from tabletop.content.hashing import content_hash
        from tabletop.games.winds_of_trade.game import WindsOfTradeGame
        from tabletop.games.winds_of_trade.loader import load_content

        return WindsOfTradeGame(load_content(folder), content_hash(folder))

    def bots(self) -> BotHooks:
        from tabletop.games.winds_of_trade.bots import HOOKS

        return HOOKS

    def progress(self) -> Progress:
        from tabletop.games.winds_of_trade.progress import PROGRESS

        return PROGRESS

    def scenario(self) -> ScoreScenario:
        from tabletop.games.winds_of_trade.scenario import score_scenario

        return score_scenario

    def standings(self) -> StandingsOf:
        from tabletop.games.winds_of_trade.standings import standings

        return standings

    def table(self) -> GameTable:
        import tabletop.games.winds_of_trade.table as table

        return table


PACKAGE = WindsOfTradePackage()
