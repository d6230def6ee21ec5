"""Winds of Trade's table for the app: the host scene calls `make_table(host)`."""

from __future__ import annotations

from tabletop.games.winds_of_trade.table.table import WindsOfTradeTable
from tabletop.ui.table import TableHost, TableView


def make_table(host: TableHost) -> TableView:
    return WindsOfTradeTable(host)
