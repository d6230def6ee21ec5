"""Winds of Trade's table: everything of the game that draws (it alone imports pygame).

The table scene calls `make_table(host)`, the results screen `results_look(game)`;
`registry.package(id).table()` hands out this module (`GamePackage.table`)."""

from __future__ import annotations

from tabletop.games.winds_of_trade.table.table import WindsOfTradeTable
from tabletop.ui import theme
from tabletop.ui.scenes.results import ResultsLook
from tabletop.ui.table import TableHost, TableView

YES_NO = ("golden_isle", "coalition")


def make_table(host: TableHost) -> TableView:
    return WindsOfTradeTable(host)


def results_look(game) -> ResultsLook:
    """The figures that decide a Winds of Trade game (Anarchy's measures in tie-break
    order, then the Golden Isle and the winning coalition) beside won or not."""

    def cell(figure: str, value: int) -> str:
        return ("yes" if value else "no") if figure in YES_NO else str(value)

    return ResultsLook(
        labels={"islands": "Islands", "gold": "Gold", "cargo": "Cargo", "golden_isle": "Golden Isle",
                "coalition": "Winning coalition"},
        colours={"islands": theme.hex_colour("#3F7A8C"), "gold": theme.BRASS, "cargo": theme.hex_colour("#6B5535"),
                 "golden_isle": theme.hex_colour("#A07005"), "coalition": theme.hex_colour("#5A5696")},
        cell=cell, total_cell=lambda won: "won" if won else "–", total_label="Won",
        chart_title="What decided the game")
