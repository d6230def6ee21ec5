"""Sail to India's table for the app: the host scene calls `make_table(host)`."""

from __future__ import annotations

from tabletop.games.sail_to_india.table.table import SailToIndiaTable
from tabletop.ui.table import TableHost, TableView


def make_table(host: TableHost) -> TableView:
    return SailToIndiaTable(host)
