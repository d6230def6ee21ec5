"""`board.yaml`: the sea chart as a text picture plus a legend, read into a checked Board.

The picture is a YAML block (`grid: |`), one character per cell, so a person can edit
the sea by eye. Every mistake is reported with the file, the line of the offending row
and the field (`grid[3]` is the fourth row), and all of them in one run: a wrong row
length, a character missing from the legend, a home port missing or doubled, too few
ducat spaces, a wind cross off the board.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tabletop.content.errors import ContentError, ContentErrors
from tabletop.content.schema import Checker, describe, suggest
from tabletop.content.yamlio import YamlDoc, format_field, read_yaml
from tabletop.games.pirates_gold.model import CELL_KINDS, Board

PORT_KINDS = tuple(kind for kind in CELL_KINDS if kind.startswith("home_port_"))


def load_board(path: Path, min_ducat_spaces: int = 16) -> Board:
    """Read and check a board file; raise ContentErrors listing every problem."""
    doc = read_yaml(path)
    check = Checker(doc)
    board = build_board(check, doc, min_ducat_spaces)
    if check.errors or board is None:
        raise ContentErrors(check.errors or [doc.error((), "the board could not be read")])
    return board


def build_board(check: Checker, doc: YamlDoc, min_ducat_spaces: int) -> Board | None:
    """Check `doc` (a parsed board.yaml) with `check`; the Board, or None when broken."""
    data = check.mapping((), doc.data, ("legend", "grid"), ("wind_crosses",), what="a board with legend and grid")
    if data is None or "legend" not in data or "grid" not in data:
        return None
    legend = _legend(check, data["legend"])
    rows = _rows(check, doc, data["grid"])
    if legend is None or rows is None:
        return None
    cells = _kinds(check, doc, rows, legend)
    width, height = len(rows[0]), len(rows)
    _check_ports(check, doc, cells, legend)
    ducats = sum(1 for _, kind in cells if kind == "ducat")
    if ducats < min_ducat_spaces:
        check.error(("grid",), f"expected at least {min_ducat_spaces} ducat spaces "
                               f"(cells of kind 'ducat'), found {ducats}")
    crosses = _crosses(check, data.get("wind_crosses", []), width, height)
    if check.errors:
        return None
    return Board(width, height, tuple(kind for _, kind in cells), crosses)


def _legend(check: Checker, value: Any) -> dict[str, str] | None:
    table = check.mapping(("legend",), value, optional=None, what="a legend mapping characters to cell kinds")
    if table is None:
        return None
    legend: dict[str, str] = {}
    ok = True
    for char, kind in table.items():
        path = ("legend", char)
        if not isinstance(char, str) or len(char) != 1 or char.isspace():
            check.error(path, f"expected a single visible character as the key, got {describe(char)}")
            ok = False
            continue
        chosen = check.choice(path, kind, CELL_KINDS, "cell kind")
        if chosen is None:
            ok = False
        else:
            legend[char] = chosen
    return legend if ok else None


def _rows(check: Checker, doc: YamlDoc, value: Any) -> list[str] | None:
    if not isinstance(value, str) or not value.strip():
        check.error(("grid",), f"expected the board picture as a text block (grid: |), got {describe(value)}")
        return None
    rows = value.rstrip("\n").split("\n")
    first = len(rows[0])
    for index, row in enumerate(rows):
        if len(row) != first:
            _row_error(check, doc, index, f"row {index + 1} has {len(row)} cells; every row must have "
                                          f"{first} like the first row")
    return rows


def _row_line(doc: YamlDoc, index: int) -> int | None:
    """A `grid: |` block starts on the line after its key, one row per line."""
    line = doc.line(("grid",))
    return None if line is None else line + 1 + index


def _row_error(check: Checker, doc: YamlDoc, index: int, message: str) -> None:
    check.errors.append(ContentError(doc.file, _row_line(doc, index), format_field(("grid", index)), message))


def _kinds(check: Checker, doc: YamlDoc, rows: list[str], legend: dict[str, str]) -> list[tuple[int, str]]:
    """(row, kind) for every cell, reading on past mistakes so later checks still run; an
    unknown character is reported and read as sea."""
    kinds: list[tuple[int, str]] = []
    for index, row in enumerate(rows):
        for col, char in enumerate(row):
            kind = legend.get(char)
            if kind is None:
                _row_error(check, doc, index, f"unknown character {char!r} in column {col + 1}; it is not in "
                                              f"the legend{suggest(char, legend)}")
            kinds.append((index, kind or "sea"))
    return kinds


def _check_ports(check: Checker, doc: YamlDoc, kinds: list[tuple[int, str]], legend: dict[str, str]) -> None:
    for kind in PORT_KINDS:
        rows = [row for row, k in kinds if k == kind]
        chars = [c for c, k in legend.items() if k == kind]
        if not rows:
            shown = f" (character {chars[0]!r})" if chars else ""
            check.error(("grid",), f"missing the home port of seat {kind[-1]}{shown}: the board needs one "
                                   f"cell of kind {kind!r}")
        elif len(rows) > 1:
            _row_error(check, doc, rows[1], f"a second home port of seat {kind[-1]}; each seat has exactly one")


def _crosses(check: Checker, value: Any, width: int, height: int) -> frozenset[tuple[int, int]]:
    items = check.sequence(("wind_crosses",), value, "a list of corners like [5, 11]")
    crosses: set[tuple[int, int]] = set()
    for index, item in enumerate(items or []):
        path = ("wind_crosses", index)
        if not (isinstance(item, list) and len(item) == 2):
            check.error(path, f"expected a corner [row, col], got {describe(item)}")
            continue
        row = check.integer(path + (0,), item[0], 1, height - 1)
        col = check.integer(path + (1,), item[1], 1, width - 1)
        if row is not None and col is not None:
            crosses.add((row, col))
    return frozenset(crosses)
