"""Short animations from the events `apply` returns: markers sail from cell to cell,
drop from the sea onto goods and building spaces, walk home to Lisboa, leave the stock,
join the bankers and historians; a discovered town flashes as it turns face up.

The view is already the new position when the events arrive, so a flight hides the marker
it carries at its destination (a ship cell's count, a space's owner) until it lands, and
draws it on top, travelling from where it was to where it now is. Flights of one batch
play one after another, overlapping a little, 150–400 ms each at normal speed; a click
skips them all (the host calls `skip`).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Callable, Hashable

import pygame

from tabletop.engine.events import Event
import tabletop.games.sail_to_india.table.pieces as pieces
from tabletop.games.sail_to_india.table.layout import TableLayout
from tabletop.games.sail_to_india.table.seats import speed_boxes
from tabletop.games.sail_to_india.view import SailToIndiaView
from tabletop.ui import theme
from tabletop.ui.canvas import Canvas
from tabletop.ui.widgets.anim import TableMotion, Tween, ease_in_out, lerp

FLIGHT = 0.3
FLASH = 0.4
OVERLAP = 0.7
"""A flight starts when the one before it is this far along."""


@dataclass
class Flight:
    start: pygame.FRect
    end: pygame.FRect
    tween: Tween
    style: theme.SeatStyle | None = None
    flash: bool = False
    lands: Hashable | None = None
    """What it carries, as the board names it: ("cell", position, seat) or ("build" | "good", position, space)."""

    def centre(self) -> tuple[float, float]:
        t = self.tween.progress
        return lerp(self.start.centerx, self.end.centerx, t), lerp(self.start.centery, self.end.centery, t)


class Motion(TableMotion):
    def __init__(self, speed: float) -> None:
        super().__init__(speed)
        self.flights: list[Flight] = []
        self.layout: TableLayout | None = None
        self.incoming: Counter = Counter()
        """Markers still in flight, by where they land: the board leaves them out until then."""

    def forget(self) -> None:
        self.flights.clear()
        self.incoming.clear()

    def play(self, events: list[Event], *, layout: TableLayout, styles: list[theme.SeatStyle],
             tech_row: Callable[[str], pygame.FRect], speeds: list[int], before: SailToIndiaView | None) -> None:
        self.layout = layout
        at = 0.0
        for event in events:
            for start, end, seat, lands in _paths(event, layout, tech_row, speeds, before):
                at = self._add(Flight(start, end, Tween(FLIGHT, at, ease_in_out), styles[seat], lands=lands), at,
                               FLIGHT)
            if event.kind == "discover":
                card = layout.town[event.data["position"] - 1].card
                at = self._add(Flight(card, card, Tween(FLASH, at), flash=True), at, FLASH)

    def _add(self, flight: Flight, at: float, duration: float) -> float:
        if flight.lands is not None:
            self.incoming[flight.lands] += 1

        def landed() -> None:
            if flight.lands is not None:
                self.incoming[flight.lands] -= 1
            if flight in self.flights:
                self.flights.remove(flight)
        flight.tween.on_done = landed
        self.flights.append(flight)
        self.animator.add(flight.tween)
        return at + duration * OVERLAP

    def draw(self, canvas: Canvas) -> None:
        for flight in self.flights:
            if not flight.tween.started:
                continue
            if flight.flash:
                alpha = round(200 * (1 - flight.tween.progress))
                canvas.shade(theme.GLOW, max(0, alpha), flight.end.inflate(8, 8), 8)
                continue
            r = min(13.0, flight.end.h / 2 - 2, flight.start.h / 2 - 2)
            pieces.marker(canvas, flight.centre(), max(8.0, r), flight.style)


def _paths(event: Event, layout: TableLayout, tech_row: Callable[[str], pygame.FRect], speeds: list[int],
           before: SailToIndiaView | None) -> list[tuple[pygame.FRect, pygame.FRect, int, Hashable | None]]:
    """(from, to, seat, what lands) of every marker an event moves."""
    data = event.data
    seat = data.get("seat")
    if seat is None or seat >= len(layout.seats):
        return []
    panel = layout.seats[seat]
    lisboa = layout.lisboa_cells[seat]
    home = ("cell", 0, seat)
    kind = event.kind
    if kind == "sail":
        return [(layout.origin_cell(data["from"], seat), layout.origin_cell(data["to"], seat), seat,
                 ("cell", data["to"], seat))]
    if kind in ("claim", "build"):
        town = layout.town[data["position"] - 1]
        spaces = town.goods if kind == "claim" else town.buildings
        key = ("good" if kind == "claim" else "build", data["position"], data["space"])
        return [(town.cells[seat], spaces[data["space"]], seat, key)]
    if kind == "lift":
        town = layout.town[data["position"] - 1]
        spaces = town.goods if data["what"] == "good" else town.buildings
        return [(spaces[data["space"]], town.cells[seat], seat, ("cell", data["position"], seat))]
    if kind == "tech":
        return [(panel.scientists, tech_row(data["tech"]), seat, None)]
    if kind == "employ":
        return [(panel.header, lisboa, seat, home)]
    if kind == "pay":
        return [(panel.wealth, lisboa, seat, home)] * data.get("freed", 0)
    if kind == "hire":
        return [(lisboa, panel.wealth if data["kind"] == "wealth" else panel.vp, seat, None)]
    if kind == "speed":
        boxes = speed_boxes(panel.speed, speeds)
        k = speeds.index(data["speed"]) if data["speed"] in speeds else 0
        return [(boxes[k - 1], boxes[k], seat, None)] if k > 0 else []
    if kind == "return":
        what = data["what"]
        if what[0] == "ship":
            start = layout.town[what[1] - 1].cells[seat]
        elif what[0] in ("good", "building"):
            town = layout.town[what[1] - 1]
            start = (town.goods if what[0] == "good" else town.buildings)[what[2]]
        else:
            start = panel.wealth if what[0] == "banker" else panel.vp
        return [(start, lisboa, seat, home)]
    if kind == "sale" and before is not None:
        return [(layout.town[code // 2 - 1].goods[code % 2], lisboa, seat, home) for code in before.picked
                if 0 < code // 2 <= len(layout.town)]
    return []
