"""Golden Sails: card drafting with experts, for 2–4 players."""

from __future__ import annotations

from pathlib import Path

from tabletop.engine.game import Game
from tabletop.engine.package import BotHooks, GamePackage, GameTable, Progress, ScoreScenario
from tabletop.engine.standings import StandingsOf


class GoldenSailsPackage(GamePackage):
    """Golden Sails as the rest of the program reaches it (`tabletop.registry.package`)."""

    id = "golden_sails"

    def build(self, folder: Path) -> Game:
        from tabletop.content.hashing import content_hash
        from tabletop.games.golden_sails.loader import load_content
        from tabletop.games.golden_sails.game import GoldenSailsGame

        return GoldenSailsGame(load_content(folder), content_hash(folder))

    def bots(self) -> BotHooks:
        from tabletop.games.golden_sails.bots import HOOKS

        return HOOKS

    def progress(self) -> Progress:
        from tabletop.games.golden_sails.progress import PROGRESS

        return PROGRESS

    def scenario(self) -> ScoreScenario:
        from tabletop.games.golden_sails.scenario import score_scenario

        return score_scenario

    def standings(self) -> StandingsOf:
        from tabletop.games.golden_sails.standings import standings

        return standings

    def table(self) -> GameTable:
        import tabletop.games.golden_sails.table as table

        return table


PACKAGE = GoldenSailsPackage()
