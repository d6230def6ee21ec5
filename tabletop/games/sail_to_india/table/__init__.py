"""Sail to India's table: everything of the game that draws (it alone imports pygame).

The table scene calls `make_table(host)`, the results screen `results_look(game)`;
`registry.package(id).table()` hands out this module (`GamePackage.table`)."""

from __future__ import annotations

from tabletop.games.sail_to_india.table.table import SailToIndiaTable
from tabletop.ui.scenes.results import ResultsLook
from tabletop.ui.table import TableHost, TableView


def make_table(host: TableHost) -> TableView:
    return SailToIndiaTable(host)


def results_look(game) -> ResultsLook:
    return ResultsLook(labels={"historians": "Historian VP", "buildings": "Buildings VP",
                               "technologies": "Technology VP"}, total_label="VP")
