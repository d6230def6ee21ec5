"""Animations from the events `apply` returns: a ship sails step by step along the path
its event names, a card's move glides straight to the new cell, the dice tumble before
they settle on the rolled faces, a hauled-up ducat flies from the chart into its ship's
cargo row, and unloaded ducats fly from the ship into the home-cove chest.

The view already shows the new position when events arrive, so a sailing ship is drawn
at its flight position (not at its cell) until it lands. 0.14 s a step and 0.6 s of
dice at normal speed; a click skips everything (the host calls `skip`). `draw_coins`
draws the ducats in flight.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from tabletop.engine.events import Event
from tabletop.games.pirates_gold.table.layout import TableLayout
from tabletop.games.pirates_gold.model import Numbers
from tabletop.games.pirates_gold.table.pieces import GOLD, GOLD_EDGE, spin_face
from tabletop.games.pirates_gold.table.seats import cargo_slot, home_centre
from tabletop.games.pirates_gold.view import PiratesGoldView
from tabletop.ui import theme
from tabletop.ui.canvas import Canvas
from tabletop.ui.widgets.anim import TableMotion, Tween, ease_in_out

STEP_TIME = 0.14
GLIDE_TIME = 0.35
ROLL_TIME = 0.6
COIN_TIME = 0.35


@dataclass
class Coin:
    """A ducat flying from a chart cell (row, col) to a seat row: to cargo slot `slot`,
    or to the home-cove chest when `slot` is None."""

    seat: int
    cell: tuple[int, int]
    slot: int | None
    value: int
    tween: Tween


@dataclass
class Voyage:
    """One ship moving through cells (row, col), the start first."""

    seat: int
    cells: list[tuple[int, int]]
    tween: Tween

    def position(self) -> tuple[float, float]:
        """Where the ship is now, as a fractional (row, col)."""
        legs = len(self.cells) - 1
        t = self.tween.progress * legs
        leg = min(int(t), legs - 1)
        frac = t - leg
        (r0, c0), (r1, c1) = self.cells[leg], self.cells[leg + 1]
        return r0 + (r1 - r0) * frac, c0 + (c1 - c0) * frac


def _steady(t: float) -> float:
    """A sailing ship keeps one pace, so each step takes as long as the last."""
    return t


class Motion(TableMotion):
    def __init__(self, speed: float) -> None:
        super().__init__(speed)
        self.voyages: list[Voyage] = []
        self.roll: Tween | None = None
        self.roll_faces: tuple[str, int] | None = None
        self.coins: list[Coin] = []

    def forget(self) -> None:
        self.voyages.clear()
        self.coins.clear()
        self.roll = None

    def play(self, events: list[Event], before: PiratesGoldView | None, rc: Callable[[int], tuple[int, int]]) -> None:
        """Schedule one batch: voyages one after another, the dice first when rolled.
        `rc(cell)` turns a cell number of the `before` view into (row, col)."""
        at = 0.0
        where: dict[int, tuple[int, int]] = {}
        aboard: dict[int, int] = {}
        if before is not None:
            where = {seat: rc(cell) for seat, cell in enumerate(before.ships)}
            aboard = {seat: len(cargo) for seat, cargo in enumerate(before.cargo)}
        for event in events:
            data = event.data
            if event.kind == "load" and data.get("seat") in aboard and data.get("cell"):
                seat = data["seat"]
                coin = Coin(seat, tuple(data["cell"]), aboard[seat], data["value"], Tween(COIN_TIME, at, ease_in_out))
                aboard[seat] += 1
                coin.tween.on_done = lambda c=coin: self._landed(self.coins, c)
                self.coins.append(coin)
                self.animator.add(coin.tween)
                at += COIN_TIME
            elif event.kind == "unload" and data.get("seat") in where:
                seat = data["seat"]
                for k, value in enumerate(data.get("values", ())):
                    coin = Coin(seat, where[seat], None, value, Tween(COIN_TIME, at + k * 0.08, ease_in_out))
                    coin.tween.on_done = lambda c=coin: self._landed(self.coins, c)
                    self.coins.append(coin)
                    self.animator.add(coin.tween)
                at += COIN_TIME
            elif event.kind == "roll":
                tween = Tween(ROLL_TIME, at, ease_in_out)
                self.roll, self.roll_faces = tween, (data["face"], data["strength"])
                tween.on_done = self._rolled
                self.animator.add(tween)
                at += ROLL_TIME
            elif event.kind in ("sail", "move") and data.get("seat") in where:
                seat = data["seat"]
                path = [tuple(p) for p in data.get("path", [])]
                if not path:
                    continue
                stepwise = event.kind == "sail" or data.get("how") in ("captain", "curse")
                cells = [where[seat]] + (path if stepwise else path[-1:])
                duration = STEP_TIME * (len(cells) - 1) if stepwise else GLIDE_TIME
                voyage = Voyage(seat, cells, Tween(duration, at, ease_in_out if not stepwise else _steady))
                voyage.tween.on_done = lambda v=voyage: self._landed(self.voyages, v)
                self.voyages.append(voyage)
                self.animator.add(voyage.tween)
                where[seat] = cells[-1]
                at += duration

    def _rolled(self) -> None:
        self.roll = None

    @staticmethod
    def _landed(flights: list, flight: object) -> None:
        if flight in flights:
            flights.remove(flight)

    def dice(self, numbers: Numbers) -> tuple[str, int] | None:
        """The faces the dice show while the roll tumbles, then the rolled ones until the
        roll is over (None: no roll animates; the view's faces hold)."""
        roll = self.roll
        if roll is None or self.roll_faces is None:
            return None
        if roll.progress >= 1:
            return self.roll_faces
        return spin_face(roll.elapsed, numbers.direction_faces), spin_face(roll.elapsed, numbers.strength_faces, 1)

    def sailing(self) -> dict[int, tuple[float, float]]:
        """Seat -> its ship's position (fractional row, col) while a voyage carries it;
        a ship waiting for its voyage to start stays at the voyage's first cell."""
        out: dict[int, tuple[float, float]] = {}
        for voyage in self.voyages:
            if voyage.seat not in out:
                out[voyage.seat] = voyage.position()
        return out


def draw_coins(canvas: Canvas, motion: Motion, layout: TableLayout, capacity: int) -> None:
    """Ducats on their way: hauled up into a ship's cargo row, or unloaded into its chest
    (right of `capacity` cargo places)."""
    for coin in motion.coins:
        if not coin.tween.started or coin.seat not in layout.seats:
            continue
        t = coin.tween.progress
        start = layout.cell_centre(*coin.cell)
        row = layout.seats[coin.seat]
        end = cargo_slot(row, coin.slot) if coin.slot is not None else home_centre(row, capacity)
        lift = 60 * t * (1 - t)
        centre = (start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t - lift)
        radius = 14 - 5 * t
        canvas.circle(GOLD, centre, radius)
        canvas.circle(GOLD_EDGE, centre, radius, 2)
        canvas.text(str(coin.value), theme.SMALL_BOLD, theme.INK, centre, "center")
