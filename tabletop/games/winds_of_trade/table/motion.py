"""Short animations from the events `apply` returns, so a move can be followed: a ship
sails from island to island, a good travels between an island's track and a hold, crew
goes ashore, a bid's coin drops on its candidate, and a raided or risen island flashes.

The view is already the new position when the events arrive; a sailing ship is left out
of its new harbour until it lands (`sailing`), everything else is drawn on top while it
travels. Flights of one batch play one after another, overlapping a little, about 300 ms
each at normal speed; a click skips them all (the host calls `skip`).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

import pygame

import tabletop.games.winds_of_trade.table.pieces as pieces
from tabletop.engine.events import Event
from tabletop.games.winds_of_trade.model import GOLDEN
from tabletop.games.winds_of_trade.table.layout import TableLayout
from tabletop.games.winds_of_trade.table.words import Words
from tabletop.games.winds_of_trade.view import WindsOfTradeView
from tabletop.ui import theme
from tabletop.ui.canvas import Canvas
from tabletop.ui.widgets.anim import TableMotion, Tween, ease_in_out, lerp

FLIGHT = 0.3
FLASH = 0.45
VERDICT = 1.8
"""A raid's verdict and dice stay this long over the island, so the table can read them."""
OVERLAP = 0.7
"""A flight starts when the one before it is this far along."""


@dataclass
class Flight:
    start: tuple[float, float]
    end: tuple[float, float]
    tween: Tween
    kind: str                        # "ship", "good", "crew", "coin", "flash" (with a raid's `label`)
    seat: int | None = None
    good: str | None = None
    rect: pygame.FRect | None = None  # what a flash lights
    label: str | None = None          # a raid's verdict and dice (one line each), shown over the flash

    def centre(self) -> tuple[float, float]:
        t = self.tween.progress
        return lerp(self.start[0], self.end[0], t), lerp(self.start[1], self.end[1], t)


class Motion(TableMotion):
    def __init__(self, speed: float) -> None:
        super().__init__(speed)
        self.flights: list[Flight] = []
        self.sailing: set[int] = set()
        """Seats whose ship is still under way: their new harbour leaves it out until it lands."""

    def forget(self) -> None:
        self.flights.clear()
        self.sailing.clear()

    def play(self, events: list[Event], layout: TableLayout, view: WindsOfTradeView, before: WindsOfTradeView | None) -> None:
        at = 0.0
        for event in events:
            flight = _flight(event, layout, view, before)
            if flight is None:
                continue
            duration = (VERDICT if flight.label else FLASH) if flight.kind == "flash" else FLIGHT
            flight.tween = Tween(duration, at, ease_in_out, on_done=partial(self._landed, flight))
            self.flights.append(flight)
            if flight.kind == "ship" and flight.seat is not None:
                self.sailing.add(flight.seat)
            at += flight.tween.duration * OVERLAP
            self.animator.add(flight.tween)

    def _landed(self, flight: Flight) -> None:
        if flight in self.flights:
            self.flights.remove(flight)
        if flight.kind == "ship" and not any(f.kind == "ship" and f.seat == flight.seat for f in self.flights):
            self.sailing.discard(flight.seat)

    def draw(self, canvas: Canvas, styles: list[theme.SeatStyle], words: Words) -> None:
        for flight in self.flights:
            if not flight.tween.started:
                continue
            if flight.kind == "flash" and flight.rect is not None:
                alpha = round(150 * (1 - flight.tween.progress))
                canvas.shade(theme.DANGER, alpha, flight.rect, 8)
                if flight.label:
                    lines = flight.label.split("\n")
                    pill = pygame.FRect(0, 0, max(flight.rect.w + 24, 200), 8 + 18 * len(lines))
                    pill.center = flight.rect.center
                    canvas.fill(theme.INK, pill, 8)
                    for k, line in enumerate(lines):
                        canvas.text(line, theme.Font("text_bold", 13), theme.FOAM,
                                    (pill.centerx, pill.y + 4 + 18 * k + 9), "center", max_width=pill.w - 8)
                continue
            centre = flight.centre()
            if flight.kind == "good" and flight.good:
                pieces.good_token(canvas, centre, 10, words.colour(flight.good), words.letter(flight.good))
            elif flight.kind == "coin":
                canvas.circle(theme.BRASS, centre, 9)
                canvas.circle(theme.INK, centre, 9, 1.2)
            elif flight.seat is not None:
                icon = words.icon("ship") if flight.kind == "ship" else None
                pieces.marker(canvas, centre, 12 if flight.kind == "ship" else 9, styles[flight.seat], icon=icon)


def _flight(event: Event, layout: TableLayout, view: WindsOfTradeView, before: WindsOfTradeView | None) -> Flight | None:
    data = event.data or {}
    seat = data.get("seat")
    idle = Tween(0.0)
    spot_of = {s.id: i for i, s in enumerate(view.spots)}
    hold = layout.seats[seat].hold.center if seat is not None and seat < len(layout.seats) else None
    kind = event.kind
    if kind == "sail" and seat is not None and before is not None and before.seats[seat].ship >= 0:
        start = layout.islands[before.seats[seat].ship].card.center
        return Flight(start, layout.islands[spot_of[data["spot"]]].card.center, idle, "ship", seat)
    if kind in ("buy", "sell") and hold is not None and seat is not None:
        here = layout.islands[view.seats[seat].ship]
        golden = view.spots[view.seats[seat].ship].card == GOLDEN
        if kind == "buy":       # from the sell track (the first row) into the hold
            return Flight(here.rows[0].center, hold, idle, "good", seat, good=data.get("good"))
        track = here.rows[0 if golden else 1]
        return Flight(hold, track.center, idle, "good", seat, good=data.get("good"))
    if kind == "sway" and hold is not None:
        return Flight(hold, layout.islands[data["spot"]].card.center, idle, "crew", seat)
    if kind == "bid" and hold is not None:
        return Flight(hold, layout.election.center, idle, "coin", seat)
    if kind in ("raid", "upheaval") and "spot" in data:
        rect = layout.islands[data["spot"]].card
        label = None
        if kind == "raid":
            label = ("Raid won" if data.get("won") else "Raid beaten off") + "\n" + " vs ".join(
                _dice(data.get(side, ())) for side in ("attack", "defence"))
        return Flight(rect.center, rect.center, idle, "flash", seat, rect=rect, label=label)
    return None


def _dice(faces) -> str:
    """One side's dice as they fell and their sum: "3+5+2 = 10" (a single die: "4")."""
    faces = list(faces)
    return f"{'+'.join(map(str, faces))} = {sum(faces)}" if len(faces) > 1 else str(sum(faces))
