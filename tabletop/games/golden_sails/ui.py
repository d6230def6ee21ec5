"""Golden Sails' table for the app: the host scene calls `make_table(host)`."""

from __future__ import annotations

from tabletop.games.golden_sails.table.table import GoldenSailsTable
from tabletop.ui.table import TableHost, TableView


def make_table(host: TableHost) -> TableView:
    return GoldenSailsTable(host)
