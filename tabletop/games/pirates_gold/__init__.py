"""Pirates' Gold: wind dice, a grid sea and card duels, for 2–4 players."""

from __future__ import annotations

from pathlib import Path

from tabletop.engine.game import Game
from tabletop.engine.package import BotHooks, GamePackage, GameTable, Progress, ScoreScenario
from tabletop.engine.standings import StandingsOf


class PiratesGoldPackage(GamePackage):
    """Pirates' Gold as the rest of the program reaches it (`tabletop.registry.package`)."""

    id = "pirates_gold"

    def build(self, folder: Path) -> Game:
        from tabletop.content.hashing import content_hash
        from tabletop.games.pirates_gold.loader import load_content
        from tabletop.games.pirates_gold.game import PiratesGoldGame

        return PiratesGoldGame(load_content(folder), content_hash(folder))

    def bots(self) -> BotHooks:
        from tabletop.games.pirates_gold.bots import HOOKS

        return HOOKS

    def progress(self) -> Progress:
        from tabletop.games.pirates_gold.progress import PROGRESS

        return PROGRESS

    def scenario(self) -> ScoreScenario:
        from tabletop.games.pirates_gold.scenario import score_scenario

        return score_scenario

    def standings(self) -> StandingsOf:
        from tabletop.games.pirates_gold.standings import standings

        return standings

    def table(self) -> GameTable:
        import tabletop.games.pirates_gold.table as table

        return table


PACKAGE = PiratesGoldPackage()
