"""Sail to India: explore the African coast, trade, build and study, for 3–4 players.

`PACKAGE` builds the Game from `content/sail_to_india/` and hands out its parts. Nothing
in the rules imports pygame; the table (`table/`) is the only part that draws.
"""

from __future__ import annotations

from pathlib import Path

from tabletop.engine.game import Game
from tabletop.engine.package import BotHooks, GamePackage, GameTable, Progress, ScoreScenario
from tabletop.engine.standings import StandingsOf


class SailToIndiaPackage(GamePackage):
    """Sail to India as the rest of the program reaches it (`tabletop.registry.package`)."""

    id = "sail_to_india"

    def build(self, folder: Path) -> Game:
        from tabletop.content.hashing import content_hash
        from tabletop.games.sail_to_india.loader import load_content
        from tabletop.games.sail_to_india.game import SailToIndiaGame

        return SailToIndiaGame(load_content(folder), content_hash(folder))

    def bots(self) -> BotHooks:
        from tabletop.games.sail_to_india.bots import HOOKS

        return HOOKS

    def progress(self) -> Progress:
        from tabletop.games.sail_to_india.progress import PROGRESS

        return PROGRESS

    def scenario(self) -> ScoreScenario:
        from tabletop.games.sail_to_india.scenario import score_scenario

        return score_scenario

    def standings(self) -> StandingsOf:
        from tabletop.games.sail_to_india.standings import standings

        return standings

    def table(self) -> GameTable:
        import tabletop.games.sail_to_india.table as table

        return table


PACKAGE = SailToIndiaPackage()
