"""Pirates' Gold's table: everything of the game that draws (it alone imports pygame).

The table scene calls `make_table(host)`, the results screen `results_look(game)`;
`registry.package(id).table()` hands out this module (`GamePackage.table`)."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.games.pirates_gold.game import PiratesGoldGame
from tabletop.games.pirates_gold.table.pieces import GOLD
from tabletop.games.pirates_gold.table.table import PiratesGoldTable
from tabletop.ui import theme
from tabletop.ui.scenes.results import ResultsLook
from tabletop.ui.table import TableHost, TableView


def make_table(host: TableHost) -> TableView:
    return PiratesGoldTable(host)


def results_look(game: Game) -> ResultsLook:
    """A column per ducat value, written as coins × value, so "2-ducats: 4" no longer
    reads as four coins; the gold deepens with the value."""
    if not isinstance(game, PiratesGoldGame):
        raise TypeError("Pirates' Gold's results look reads the Pirates' Gold game")
    values = sorted(game.content.numbers.ducats)
    deepest = max(values, default=1)

    def cell(category: str, worth: int) -> str:
        value = int(category.split("-")[0])
        return f"{worth // value} × {value}" if worth else "–"

    return ResultsLook(labels={f"{v}-ducats": f"{v}-ducat coins" for v in values},
                       colours={f"{v}-ducats": theme.mix(GOLD, theme.INK, 0.55 * v / deepest) for v in values},
                       cell=cell, total_label="Ducats home", chart_title="The ducats' worth unloaded at home")
