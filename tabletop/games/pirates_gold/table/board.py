"""The sea chart: the grid drawn as an old map, and what lies on it.

`paint_chart` draws what never changes during a game (sea, islands, home ports in seat
colours, card spaces, wind crosses) and is cached as one layer; `draw_tokens`,
`draw_lit`, `draw_ships` and `draw_marks` draw what the view changes (face-down ducats,
cells a click may choose, the ships with their cargo, the cells a card points at).
`cell_spots` and `ship_spots` are the chart's hit areas: every cell explains itself,
and a lit one carries the action a click on it makes.
"""

from __future__ import annotations

from typing import Sequence

import pygame

from tabletop.engine.action import Action
from tabletop.games.pirates_gold.model import Board
from tabletop.games.pirates_gold.sailing import Sea
from tabletop.games.pirates_gold.table.choices import Cell
from tabletop.games.pirates_gold.table.layout import TableLayout
from tabletop.games.pirates_gold.table.pieces import GOLD, GOLD_EDGE
from tabletop.games.pirates_gold.table.words import Words
from tabletop.games.pirates_gold.view import PiratesGoldView
from tabletop.ui import theme
from tabletop.ui.canvas import Canvas
from tabletop.ui.spots import Spot

SHIP_MOVES = ("captain", "freak_wave", "shore_leave")
"""Cards whose cell is where the player's own ship goes."""

Mark = tuple[int | None, Cell]
"""A cell a card points at, with the seat whose ship would go there (None: no ship does)."""

SEA_FACE = theme.mix(theme.SEA, theme.SEA_LIGHT, 0.55)
GRID = theme.mix(SEA_FACE, theme.FOAM, 0.12)
SAND = theme.hex_colour("#D8C08A")
SAND_EDGE = theme.hex_colour("#9C8459")
UNUSED = theme.hex_colour("#7D8A90")


def home_islands(board: Board) -> dict[int, int]:
    """Land cell -> seat, for the land right beside each home port (its home island)."""
    out: dict[int, int] = {}
    for seat, port in board.ports.items():
        row, col = board.rc(port)
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                r, c = row + dr, col + dc
                if board.inside(r, c) and board.kinds[board.cell(r, c)] == "land":
                    out.setdefault(board.cell(r, c), seat)
    return out


def paint_chart(canvas: Canvas, layout: TableLayout, board: Board, styles: Sequence[theme.SeatStyle | None]) -> None:
    """The still picture of the chart; `styles[seat]` is None for a port nobody plays."""
    canvas.shade(theme.SHADOW, 80, layout.board.move(4, 5), 6)
    canvas.fill(SEA_FACE, layout.board, 4)
    size = layout.cell
    for i in range(1, layout.cols):
        x = layout.board.x + i * size
        canvas.line(GRID, (x, layout.board.y), (x, layout.board.bottom), 1)
    for i in range(1, layout.rows):
        y = layout.board.y + i * size
        canvas.line(GRID, (layout.board.x, y), (layout.board.right, y), 1)
    islands = home_islands(board)
    for cell, kind in enumerate(board.kinds):
        row, col = board.rc(cell)
        rect = layout.cell_rect(row, col)
        if kind == "land":
            seat = islands.get(cell)
            style = styles[seat] if seat is not None and seat < len(styles) else None
            face = theme.mix(SAND, style.colour, 0.45) if style else SAND
            canvas.fill(face, rect.inflate(1, 1), 3)
        elif kind == "small_island":
            canvas.circle(SAND, rect.center, size * 0.3)
            canvas.circle(SAND_EDGE, rect.center, size * 0.3, 1.5)
            canvas.icon("palm-tree", rect.inflate(-size * 0.5, -size * 0.5), theme.mix(SAND_EDGE, theme.INK, 0.4))
        elif kind == "card":
            card = rect.inflate(-size * 0.46, -size * 0.3)
            canvas.fill(theme.PARCHMENT, card, 3)
            canvas.frame(theme.BRASS, card, 1.5, 3)
            canvas.text("?", theme.Font("number", max(10, int(size * 0.36))), theme.BRASS, card.center, "center")
        elif kind == "ducat":
            canvas.circle(theme.mix(SEA_FACE, GOLD, 0.35), rect.center, size * 0.34, 1.5)
        elif kind.startswith("home_port_"):
            seat = int(kind[-1]) - 1
            style = styles[seat] if seat < len(styles) else None
            colour = style.colour if style else UNUSED
            inner = rect.inflate(-4, -4)
            canvas.fill(theme.mix(SEA_FACE, colour, 0.35), inner, 5)
            canvas.frame(colour, inner, 3, 5)
            canvas.icon("anchor", inner.inflate(-size * 0.3, -size * 0.3), theme.mix(colour, theme.FOAM, 0.4))
            if style:
                canvas.shape(style.shape, colour, (inner.x + 8, inner.y + 8), 5, outline=theme.INK, width=1)
    for row, col in board.crosses:
        x, y = layout.board.x + col * size, layout.board.y + row * size
        canvas.circle(theme.BRASS, (x, y), 6)
        canvas.line(theme.INK, (x - 5, y), (x + 5, y), 2)
        canvas.line(theme.INK, (x, y - 5), (x, y + 5), 2)
    canvas.frame(theme.BRASS, layout.board, 2, 4)


def draw_tokens(canvas: Canvas, layout: TableLayout, board: Board, spots: Sequence[bool]) -> None:
    """A face-down ducat on each ducat space that holds one."""
    size = layout.cell
    for index, cell in enumerate(board.ducat_spaces):
        if not spots[index]:
            continue
        centre = layout.cell_rect(*board.rc(cell)).center
        canvas.circle(GOLD_EDGE, (centre[0] + 1, centre[1] + 2), size * 0.3)
        canvas.circle(GOLD, centre, size * 0.3)
        canvas.circle(GOLD_EDGE, centre, size * 0.3, 2)
        canvas.circle(theme.mix(GOLD, GOLD_EDGE, 0.4), centre, size * 0.18, 1)


def draw_lit(canvas: Canvas, layout: TableLayout, cells: Sequence[tuple[int, int]], hovered: tuple[int, int] | None,
             edges: bool) -> None:
    """Cells a click may choose now: a soft wash under the ships (`edges` False), then a
    bright edge over them (`edges` True), so a cell with a ship on it still shows lit;
    the hovered cell brighter."""
    for row, col in cells:
        rect = layout.cell_rect(row, col).inflate(-3, -3)
        strong = (row, col) == hovered
        if edges:
            canvas.frame(theme.GLOW, rect, 3 if strong else 1.5, 5)
        else:
            canvas.shade(theme.GLOW, 150 if strong else 70, rect, 5)


def draw_path(canvas: Canvas, layout: TableLayout, start: tuple[int, int], path: Sequence[tuple[int, int]]) -> None:
    """The route a ship would take: a dotted line through each cell it enters."""
    points = [layout.cell_centre(*start)] + [layout.cell_centre(*rc) for rc in path]
    for a, b in zip(points, points[1:]):
        for k in range(1, 8):
            t = k / 8
            canvas.circle(theme.FOAM, (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t), 2)
    for k, point in enumerate(points[1:], 1):
        canvas.circle(theme.INK, point, 9)
        canvas.text(str(k), theme.SMALL_BOLD, theme.FOAM, point, "center")


def draw_ship(canvas: Canvas, centre: tuple[float, float], radius: float, style: theme.SeatStyle,
              cargo: int, faded: bool = False) -> None:
    """A ship: its seat's shape in its colour with a caravel on it, and the cargo count."""
    colour = theme.mix(style.colour, theme.SEA, 0.5) if faded else style.colour
    canvas.circle(theme.SHADOW, (centre[0] + 2, centre[1] + 3), radius * 0.95)
    canvas.shape(style.shape, colour, centre, radius * (1.2 if style.shape == "triangle" else 1.0),
                 outline=theme.INK, width=2)
    icon = radius * 1.15
    lift = radius * 0.12 if style.shape == "triangle" else 0
    canvas.icon("caravel", (centre[0] - icon / 2, centre[1] - icon / 2 + lift, icon, icon), theme.text_on(style.colour))
    badge = (centre[0] + radius * 0.8, centre[1] + radius * 0.75)
    canvas.circle(theme.FOAM if cargo else theme.PARCHMENT_DARK, badge, radius * 0.5)
    canvas.circle(theme.INK, badge, radius * 0.5, 1.5)
    canvas.text(str(cargo), theme.Font("number", max(9, int(radius * 0.7))), theme.INK, badge, "center")


def ship_offsets(count: int, size: float) -> list[tuple[float, float]]:
    """Where ships sharing one cell stand, so each stays visible."""
    if count <= 1:
        return [(0.0, 0.0)]
    d = size * 0.2
    return [(-d, -d), (d, d), (d, -d), (-d, d)][:count]


# --- the chart's hit areas -------------------------------------------------------------------

class ChartCells:
    """Each cell of the chart with its rectangle and its tip before any click is offered,
    worked out again only when the layout, the names or the ducats on the chart change:
    a move changes only the few lit cells, and some 170 tips a move were most of the
    time a Pirates' Gold table took to find its hit areas."""

    def __init__(self) -> None:
        self._key: tuple | None = None
        self._cells: tuple[tuple[Cell, pygame.FRect, str], ...] = ()

    def cells(self, view: PiratesGoldView, layout: TableLayout, board: Board, words: Words,
              names: list[str]) -> tuple[tuple[Cell, pygame.FRect, str], ...]:
        key = (tuple(layout.board), layout.cell, layout.rows, layout.cols, tuple(names), view.players, view.spots)
        if key != self._key:
            self._key = key
            self._cells = tuple(((row, col), layout.cell_rect(row, col),
                                 _plain_cell_tip((row, col), board, words, names, view.players, view.spots))
                                for row in range(layout.rows) for col in range(layout.cols))
        return self._cells


def cell_spots(chart: ChartCells, view: PiratesGoldView, layout: TableLayout, board: Board, words: Words,
               names: list[str], lit: dict[Cell, Action]) -> list[Spot]:
    """Every cell of the chart with its tip; a lit cell carries the action a click makes."""
    spots = []
    for rc, rect, tip in chart.cells(view, layout, board, words, names):
        action = lit.get(rc)
        if action is None:
            spots.append(Spot(pygame.FRect(rect), "cell", tip, {"cell": rc}))
        else:
            spots.append(Spot(pygame.FRect(rect), "cell", tip + _click_words(action), {"cell": rc}, action))
    return spots


def _plain_cell_tip(rc: Cell, board: Board, words: Words, names: list[str], players: int,
                    ducats: tuple[bool, ...]) -> str:
    cell = board.cell(*rc)
    kind = board.kinds[cell]
    owner = board.port_owner(cell)
    if owner is not None and owner >= players:
        return (f"Row {rc[0] + 1}, column {rc[1] + 1}: a home port nobody plays from in a "
                f"{players}-player game. No ship may enter it.")
    owner_name = names[owner] if owner is not None else None
    has_ducat = ducats[board.ducat_spaces.index(cell)] if kind == "ducat" else None
    return words.cell_tip(kind, rc[0], rc[1], owner_name, has_ducat)


def _click_words(action: Action) -> str:
    return " Click to sail here." if action.kind == "sail" else " Click to choose this cell."


Place = tuple[int, tuple[float, float], float]
"""(seat, centre, radius) of a ship drawn on the chart."""


def _cell_places(view: PiratesGoldView, layout: TableLayout, board: Board, sailing: dict[int, tuple[float, float]],
                 ghosts: Sequence[Mark]) -> tuple[list[Place], list[Place]]:
    """The ships standing in their cells and the ghosts (ships a card would move) in the
    cells they would go to: a cell shared, by ships or ships and a ghost, shows each
    smaller side by side, the ghosts last, so a preview never hides a ship."""
    by_cell: dict[int, list[tuple[int, bool]]] = {}
    for seat, cell in enumerate(view.ships):
        if seat not in sailing:
            by_cell.setdefault(cell, []).append((seat, False))
    for mover, rc in ghosts:
        if mover is not None:
            by_cell.setdefault(board.cell(*rc), []).append((mover, True))
    radius = layout.cell * 0.42
    ships: list[Place] = []
    shadows: list[Place] = []
    for cell, standing in by_cell.items():
        row, col = board.rc(cell)
        small = radius * (0.75 if len(standing) > 1 else 1.0)
        centre = layout.cell_centre(row, col)
        for (seat, ghost), (dx, dy) in zip(standing, ship_offsets(len(standing), layout.cell)):
            (shadows if ghost else ships).append((seat, (centre[0] + dx, centre[1] + dy), small))
    return ships, shadows


def ship_places(view: PiratesGoldView, layout: TableLayout, board: Board,
                sailing: dict[int, tuple[float, float]], ghosts: Sequence[Mark] = ()) -> list[Place]:
    """(seat, centre, radius) of every ship standing in its cell, ships that share a cell
    drawn smaller side by side, leaving room for `ghosts`; `sailing` ships (on a voyage)
    are left out."""
    return _cell_places(view, layout, board, sailing, ghosts)[0]


def ghost_places(view: PiratesGoldView, layout: TableLayout, board: Board, ghosts: Sequence[Mark]) -> list[Place]:
    """Where each ghost of `ghosts` stands, beside the ships already in its cell."""
    return _cell_places(view, layout, board, {}, ghosts)[1]


def ship_spots(view: PiratesGoldView, layout: TableLayout, board: Board, names: list[str]) -> list[Spot]:
    return [Spot(pygame.FRect(centre[0] - radius, centre[1] - radius, 2 * radius, 2 * radius), "ship",
                 ship_tip(view, seat, board, names))
            for seat, centre, radius in ship_places(view, layout, board, {})]


def ship_tip(view: PiratesGoldView, seat: int, board: Board, names: list[str]) -> str:
    cargo = view.cargo[seat]
    row, col = board.rc(view.ships[seat])
    load = f"carries {len(cargo)} ducat{'s' if len(cargo) != 1 else ''}" + (
        f" ({', '.join(map(str, cargo))})" if cargo else "")
    return f"{names[seat]}'s ship at row {row + 1}, column {col + 1}: {load}. The number on it is its cargo."


def draw_ships(canvas: Canvas, view: PiratesGoldView, layout: TableLayout, board: Board,
               styles: Sequence[theme.SeatStyle], sailing: dict[int, tuple[float, float]],
               ghosts: Sequence[Mark] = ()) -> None:
    """The ships in their cells (room left for the `ghosts` that `draw_marks` draws), then
    those on a voyage at their flight positions."""
    for seat, centre, radius in ship_places(view, layout, board, sailing, ghosts):
        draw_ship(canvas, centre, radius, styles[seat], len(view.cargo[seat]))
    for seat, (row, col) in sailing.items():
        draw_ship(canvas, layout.cell_centre(row, col), layout.cell * 0.42, styles[seat], len(view.cargo[seat]))


# --- where cards point -------------------------------------------------------------------------

def play_marks(view: PiratesGoldView, seat: int, card_id: str, args: tuple, sea: Sea, words: Words) -> list[Mark]:
    """Where `seat` playing `card_id` with `args` would send a ship: (the ship's seat,
    its cell), or (None, cell) for a cell no ship goes to (Treasure Island's ducat space)."""
    effect = words.card(card_id).effect
    if effect.type == "ghost_ship" and len(args) == 3:
        return [(args[0], (args[1], args[2]))]
    if effect.type == "curse" and len(args) == 2:
        path = sea.line(view.ships[args[0]], args[1], effect.steps)
        return [(args[0], sea.board.rc(path[-1]))] if path else []
    if len(args) == 2 and all(isinstance(a, int) for a in args):
        return [(seat if effect.type in SHIP_MOVES else None, (args[0], args[1]))]
    return []


def stack_marks(view: PiratesGoldView, sea: Sea, words: Words) -> list[Mark]:
    """The cells the cards being answered point at: the sentence "to row 10, column 6"
    alone leaves a player counting squares on an unnumbered chart."""
    return [mark for seat, card_id, args in view.stack for mark in play_marks(view, seat, card_id, args, sea, words)]


def draw_marks(canvas: Canvas, view: PiratesGoldView, layout: TableLayout, board: Board, marks: list[Mark],
               styles: Sequence[theme.SeatStyle]) -> None:
    """Each mark as a ringed cell, with a faded copy of the ship that would go there,
    beside any ship already there (the ships were drawn with room for it)."""
    for seat, centre, radius in ghost_places(view, layout, board, marks):
        draw_ship(canvas, centre, radius, styles[seat], len(view.cargo[seat]), faded=True)
    for _, rc in marks:
        canvas.frame(theme.GLOW, layout.cell_rect(*rc).inflate(-2, -2), 3, 5)
