"""Where a ship may go: single steps, wind sailing, captain moves, curses, island hops.

All movement is built from one step rule, so every card and the sailing phase agree on
what "blocked" means:

- a step goes to one of the 8 neighbouring cells, never off the board or onto land
  (land or a small island);
- a diagonal step may not cut across a land corner (either cell beside the diagonal is
  land) unless a wind cross marks that corner;
- a home port may be entered only by its owner (and, for curses and ghost ships, by
  nobody).

A `Sea` precomputes the steps of one board and caches reachable sets, because the
search bots ask the same questions thousands of times.
"""

from __future__ import annotations

from tabletop.games.pirates_gold.model import COMPASS, DIRECTIONS, WIND_SPREAD, Board

Path = tuple[int, ...]
"""Cells visited after the start, the destination last."""


class Sea:
    """Movement on one board; every method is a pure function of its arguments."""

    def __init__(self, board: Board) -> None:
        self.board = board
        self._steps: list[dict[str, int]] = [self._neighbours(cell) for cell in range(len(board.kinds))]
        self._owner = board.owners
        self._wind_cache: dict[tuple[int, str, int, int], dict[int, Path]] = {}
        self._free_cache: dict[tuple[int, int, int], dict[int, Path]] = {}
        self._line_cache: dict[tuple[int, str, int], Path | None] = {}
        self._lines_cache: dict[tuple[int, int], tuple[str, ...]] = {}
        self.distance_cache: dict[tuple[int, int], list[int]] = {}
        self.ducat_distance_cache: dict[tuple[int, int], list[int]] = {}

    def _neighbours(self, cell: int) -> dict[str, int]:
        """Direction -> cell for every step the land allows from `cell` (ports not yet judged)."""
        board = self.board
        row, col = board.rc(cell)
        out: dict[str, int] = {}
        if board.is_land(cell):
            return out
        for name, (dr, dc) in DIRECTIONS.items():
            r, c = row + dr, col + dc
            if not board.inside(r, c) or board.is_land(board.cell(r, c)):
                continue
            if dr and dc:
                beside_land = board.is_land(board.cell(row + dr, col)) or board.is_land(board.cell(row, col + dc))
                if beside_land and (max(row, r), max(col, c)) not in board.crosses:
                    continue
            out[name] = board.cell(r, c)
        return out

    def may_enter(self, cell: int, seat: int | None) -> bool:
        """A home port only for its owner (`seat` None: nobody may enter any port)."""
        owner = self._owner[cell]
        return owner is None or (seat is not None and owner == seat)

    def step(self, cell: int, direction: str, seat: int | None) -> int:
        """The cell one step away, or -1 when the step is not allowed."""
        target = self._steps[cell].get(direction, -1)
        if target < 0:
            return -1
        owner = self._owner[target]
        return target if owner is None or (seat is not None and owner == seat) else -1

    def wind_reach(self, cell: int, wind: str, steps: int, seat: int) -> dict[int, Path]:
        """Every cell a ship can end on, sailing 1..`steps` steps with the wind or 45° off
        it, with one legal path to each (the start itself is not included)."""
        key = (cell, wind, steps, seat)
        found = self._wind_cache.get(key)
        if found is None:
            found = self._reach(cell, WIND_SPREAD[wind], steps, seat)
            self._wind_cache[key] = found
        return found

    def free_reach(self, cell: int, steps: int, seat: int) -> dict[int, Path]:
        """Cells reachable in 1..`steps` steps in any directions (a captain's move)."""
        key = (cell, steps, seat)
        found = self._free_cache.get(key)
        if found is None:
            found = self._reach(cell, COMPASS, steps, seat)
            found.pop(cell, None)
            self._free_cache[key] = found
        return found

    def _reach(self, start: int, directions: tuple[str, ...], steps: int, seat: int) -> dict[int, Path]:
        """Breadth first, so each cell keeps a shortest path."""
        paths: dict[int, Path] = {}
        frontier: list[tuple[int, Path]] = [(start, ())]
        seen = {start}
        for _ in range(steps):
            nxt: list[tuple[int, Path]] = []
            for cell, path in frontier:
                for name in directions:
                    target = self.step(cell, name, seat)
                    if target < 0 or target in seen:
                        continue
                    seen.add(target)
                    paths[target] = path + (target,)
                    nxt.append((target, paths[target]))
            frontier = nxt
        return paths

    def line(self, cell: int, direction: str, steps: int) -> Path | None:
        """Exactly `steps` steps in one straight direction, entering no home port (a curse);
        None when any step is blocked. Kept: a held Curse asks it for every direction at
        every word of every card phase."""
        key = (cell, direction, steps)
        if key in self._line_cache:
            return self._line_cache[key]
        path: list[int] = []
        found: Path | None = None
        for _ in range(steps):
            cell = self.step(cell, direction, None)
            if cell < 0:
                break
            path.append(cell)
        else:
            found = tuple(path)
        self._line_cache[key] = found
        return found

    def lines(self, cell: int, steps: int) -> tuple[str, ...]:
        """The directions, in compass order, in which `line` goes the whole way (the curses
        open to a held Curse), kept like the lines themselves."""
        key = (cell, steps)
        found = self._lines_cache.get(key)
        if found is None:
            found = tuple(d for d in COMPASS if self.line(cell, d, steps))
            self._lines_cache[key] = found
        return found

    def hops(self, cell: int, seat: int) -> dict[int, str]:
        """Shore Leave: destination -> direction, for each small island right next to the
        ship with enterable water straight beyond it."""
        board = self.board
        row, col = board.rc(cell)
        out: dict[int, str] = {}
        for name, (dr, dc) in DIRECTIONS.items():
            r1, c1, r2, c2 = row + dr, col + dc, row + 2 * dr, col + 2 * dc
            if not (board.inside(r1, c1) and board.inside(r2, c2)):
                continue
            over, beyond = board.cell(r1, c1), board.cell(r2, c2)
            if board.kinds[over] == "small_island" and not board.is_land(beyond) and self.may_enter(beyond, seat):
                out[beyond] = name
        return out


def distances(sea: Sea, target: int, seat: int) -> list[int]:
    """Fewest free steps from every cell to `target` for `seat`'s ship (a large number
    where unreachable); used by the bots' quick judgement, cached on the Sea."""
    cache = sea.distance_cache
    key = (target, seat)
    found = cache.get(key)
    if found is None:
        far = 10_000
        found = [far] * len(sea.board.kinds)
        found[target] = 0
        frontier = [target]
        while frontier:
            nxt = []
            for cell in frontier:
                for name in COMPASS:
                    back = sea.step(cell, name, seat)   # steps are symmetric, except into ports
                    if back >= 0 and found[back] == far:
                        found[back] = found[cell] + 1
                        nxt.append(back)
            frontier = nxt
        cache[key] = found
    return found


def ducat_distances(sea: Sea, cell: int, seat: int) -> list[int]:
    """`distances` from `cell` to each ducat space, in board order: the bots judge every
    position by the nearest hidden ducat, and this asks one list instead of one per space."""
    key = (cell, seat)
    found = sea.ducat_distance_cache.get(key)
    if found is None:
        found = [distances(sea, space, seat)[cell] for space in sea.board.ducat_spaces]
        sea.ducat_distance_cache[key] = found
    return found
