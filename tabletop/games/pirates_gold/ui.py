"""Pirates' Gold's table for the app: the host scene calls `make_table(host)`."""

from __future__ import annotations

from tabletop.games.pirates_gold.table.table import PiratesGoldTable
from tabletop.ui.table import TableHost, TableView


def make_table(host: TableHost) -> TableView:
    return PiratesGoldTable(host)
