"""Animations from the events `apply` returns: cards slide from the deck to the market,
from the market to a pile (the expert riding along), experts walk to the card they
claim, spent experts walk home from the piles they filled when a round ends, and the
first-player card passes on.

The view is already the new position when the events arrive, so each flight hides the
thing it is carrying at its destination (a pile's newest chip, a market card, a token)
until it lands, and draws the thing in flight on top. Flights of one batch play one
after another, overlapping a little, 150–400 ms each at normal speed; a click skips
them all (the host calls `skip`).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from functools import partial
from typing import Callable

import pygame

from tabletop.engine.events import Event
from tabletop.games.golden_sails.model import EXPERT_GOOD, EXPERTS, GOOD_TYPES, Card
import tabletop.games.golden_sails.table.pieces as pieces
from tabletop.games.golden_sails.table.layout import TOKEN_R, TableLayout
from tabletop.games.golden_sails.table.seats import pile_count
from tabletop.games.golden_sails.table.words import Words
from tabletop.games.golden_sails.view import GoldenSailsView
from tabletop.ui import theme
from tabletop.ui.canvas import Canvas
from tabletop.ui.widgets.anim import TableMotion, Tween, ease_in_out, lerp

PICTURE_MARGIN = 6
"""Logical pixels around a flying card's picture for its shadow."""

ASSIGN_TIME = 0.3
TAKE_TIME = 0.38
REVEAL_TIME = 0.3
REVEAL_STAGGER = 0.09
CROWN_TIME = 0.3
RETURN_TIME = 0.35
RETURN_STAGGER = 0.06


@dataclass
class Hidden:
    """What the picture must leave out while flights carry it."""

    cards: Counter = field(default_factory=Counter)          # market slot -> n
    tokens: Counter = field(default_factory=Counter)         # market slot -> n
    chips: dict[int, Counter] = field(default_factory=dict)  # seat -> pile index -> n
    experts: dict[int, Counter] = field(default_factory=dict)  # seat -> expert -> n
    crowns: Counter = field(default_factory=Counter)         # seat -> n
    deck: int = 0                                            # cards not yet left the deck

    def chips_of(self, seat: int) -> dict[int, int]:
        return dict(self.chips.get(seat, {}))

    def experts_of(self, seat: int) -> frozenset[str]:
        return frozenset(e for e, n in self.experts.get(seat, {}).items() if n > 0)


@dataclass
class Flight:
    """One thing moving from `start` to `end` (logical rectangles)."""

    kind: str                     # "card", "back", "expert", "crown"
    start: pygame.FRect
    end: pygame.FRect
    tween: Tween
    card: Card | None = None
    expert: str | None = None
    style: theme.SeatStyle | None = None
    show_before: bool = False
    """Draw at the start while waiting to leave (a card still lying in the market)."""
    rider: str | None = None
    """An expert travelling on a card (drawn at the card's right edge)."""
    flip: bool = False
    """A card leaving the deck: its back shows for the first half of the way."""
    pictures: dict[str, tuple[float, pygame.Surface]] = field(default_factory=dict, repr=False, compare=False)
    """The flying card's face and back, each painted once at the larger end of the way,
    with the window scale it was painted at (`_draw_scaled`)."""

    def rect(self) -> pygame.FRect:
        t = self.tween.progress
        return pygame.FRect(lerp(self.start.x, self.end.x, t), lerp(self.start.y, self.end.y, t),
                            lerp(self.start.w, self.end.w, t), lerp(self.start.h, self.end.h, t))


class Motion(TableMotion):
    """The running flights of the table, and what they hide."""

    def __init__(self, speed: float) -> None:
        super().__init__(speed)
        self.flights: list[Flight] = []
        self.hidden = Hidden()
        self.layout: TableLayout | None = None
        """The layout the running flights were planned on."""

    def forget(self) -> None:
        self.flights.clear()
        self.hidden = Hidden()

    # --- building flights from events ----------------------------------------------------

    def play(self, events: list[Event], *, layout: TableLayout, words: Words, card_of: Callable[[str], Card],
             styles: list[theme.SeatStyle], before: GoldenSailsView | None, after: GoldenSailsView) -> None:
        """Schedule the flights for one batch of events, in order. `before` is the view the
        table showed until now (where things start), `after` the new one (where they land)."""
        at = 0.0
        self.layout = layout
        viewer = after.seat
        private_cards = [e.data.get("card") for e in events
                         if e.kind == "private" and e.visible_to(viewer) and e.data.get("card")]
        swapped_in: str | None = None
        for event in events:
            data = event.data
            if event.kind == "assign":
                at = self._assign(layout, data["seat"], data["expert"], data["slot"], styles, at)
            elif event.kind == "swap":
                at = self._swap(layout, data, styles, at)
                swapped_in = data["new"]
            elif event.kind == "take":
                card_id = data.get("card")
                if card_id is None and data["seat"] == viewer and private_cards:
                    card_id = private_cards.pop(0)
                card = card_of(card_id) if card_id else None
                rider = swapped_in or self._rider_at(before, data["slot"])
                at = self._take(layout, data, card, rider, after, at)
            elif event.kind == "experts_return" and before is not None:
                at = self._experts_return(layout, before, after, styles, at)
            elif event.kind == "reveal":
                at = self._reveal(layout, [card_of(c) for c in data.get("cards", ())], at)
            elif event.kind == "first_player" and before is not None and before.first_player != after.first_player:
                at = self._crown(layout, before.first_player, after.first_player, at)

    @staticmethod
    def _rider_at(before: GoldenSailsView | None, slot: int) -> str | None:
        if before is None or slot >= len(before.market):
            return None
        return before.market[slot].expert

    def _add(self, flight: Flight, on_land: Callable[[], None]) -> None:
        def landed() -> None:
            on_land()
            if flight in self.flights:
                self.flights.remove(flight)
        flight.tween.on_done = landed
        self.flights.append(flight)
        self.animator.add(flight.tween)

    def _assign(self, layout: TableLayout, seat: int, expert: str, slot: int, styles, at: float) -> float:
        panel = layout.seats[seat]
        start = _token_rect(panel.expert_centres[_expert_index(expert)], panel.expert_r)
        end = _token_rect(layout.slots[slot].token_centre(GOOD_TYPES.index(EXPERT_GOOD[expert])), TOKEN_R)
        self.hidden.tokens[slot] += 1
        self._add(Flight("expert", start, end, Tween(ASSIGN_TIME, at, ease_in_out), expert=expert,
                         style=styles[seat]), lambda: self.hidden.tokens.subtract([slot]))
        return at + ASSIGN_TIME * 0.8

    def _swap(self, layout: TableLayout, data: dict, styles, at: float) -> float:
        seat, slot, old, new = data["seat"], data["slot"], data["old"], data["new"]
        panel = layout.seats[seat]
        rects = layout.slots[slot]
        lane_old = _token_rect(rects.token_centre(GOOD_TYPES.index(EXPERT_GOOD[old])), TOKEN_R)
        home_old = _token_rect(panel.expert_centres[_expert_index(old)], panel.expert_r)
        experts = self.hidden.experts.setdefault(seat, Counter())
        experts[old] += 1
        self._add(Flight("expert", lane_old, home_old, Tween(ASSIGN_TIME, at, ease_in_out), expert=old,
                         style=styles[seat], show_before=True), lambda: experts.subtract([old]))
        home_new = _token_rect(panel.expert_centres[_expert_index(new)], panel.expert_r)
        lane_new = _token_rect(rects.token_centre(GOOD_TYPES.index(EXPERT_GOOD[new])), TOKEN_R)
        self._add(Flight("expert", home_new, lane_new, Tween(ASSIGN_TIME, at, ease_in_out), expert=new,
                         style=styles[seat]), lambda: None)
        return at + ASSIGN_TIME

    def _take(self, layout: TableLayout, data: dict, card: Card | None, rider: str | None,
              after: GoldenSailsView, at: float) -> float:
        seat, slot, good = data["seat"], data["slot"], data["pile"]
        pile = GOOD_TYPES.index(good)
        panel = layout.seats[seat]
        chips = self.hidden.chips.setdefault(seat, Counter())
        # The chip lands where it will be drawn: newest last, behind any still in flight.
        count = pile_count(after.seats[seat], good)
        rects = panel.chip_rects(pile, count)
        index = count - 1 - chips[pile]
        end = rects[index] if 0 <= index < len(rects) else panel.pile_body(pile)
        chips[pile] += 1
        self._add(Flight("card" if card else "back", pygame.FRect(layout.slots[slot].card), pygame.FRect(end),
                         Tween(TAKE_TIME, at, ease_in_out), card=card, show_before=True, rider=rider),
                  lambda: chips.subtract([pile]))
        return at + TAKE_TIME * 0.85

    def _experts_return(self, layout: TableLayout, before: GoldenSailsView, after: GoldenSailsView, styles,
                        at: float) -> float:
        """Every expert spent this round walks home from the pile its card went to (only
        where the view shows the seat's experts: the secret-experts variant hides them)."""
        seats_walking = 0
        for seat, (was, now) in enumerate(zip(before.seats, after.seats)):
            if was.experts is None or now.experts is None:
                continue
            panel = layout.seats[seat]
            experts = self.hidden.experts.setdefault(seat, Counter())
            tween_start = at + seats_walking * RETURN_STAGGER   # a seat's experts leave together
            for k, expert in enumerate(EXPERTS):
                if now.experts[k] <= was.experts[k]:
                    continue
                pile = panel.pile_body(GOOD_TYPES.index(EXPERT_GOOD[expert]))
                start = _token_rect((pile.centerx, pile.y + panel.expert_r), panel.expert_r)
                home = _token_rect(panel.expert_centres[k], panel.expert_r)
                experts[expert] += 1
                self._add(Flight("expert", start, home, Tween(RETURN_TIME, tween_start, ease_in_out), expert=expert,
                                 style=styles[seat]),
                          partial(experts.subtract, [expert]))
            seats_walking += any(n > w for n, w in zip(now.experts, was.experts))
        return at + RETURN_TIME + RETURN_STAGGER * max(0, seats_walking - 1) if seats_walking else at

    def _reveal(self, layout: TableLayout, cards: list[Card], at: float) -> float:
        for k, card in enumerate(cards):
            slot = k
            self.hidden.cards[slot] += 1
            self.hidden.deck += 1

            def landed(slot: int = slot) -> None:
                self.hidden.cards.subtract([slot])

            tween = Tween(REVEAL_TIME, at + k * REVEAL_STAGGER, ease_in_out)
            flight = Flight("card", pygame.FRect(layout.deck), layout.slots[slot].card, tween, card=card, flip=True)
            self._add(flight, landed)
            self._add(Flight("none", flight.start, flight.start, Tween(0.0, at + k * REVEAL_STAGGER)),
                      lambda: setattr(self.hidden, "deck", self.hidden.deck - 1))
        return at + REVEAL_TIME + REVEAL_STAGGER * max(0, len(cards) - 1)

    def _crown(self, layout: TableLayout, old: int, new: int, at: float) -> float:
        self.hidden.crowns[new] += 1
        self._add(Flight("crown", layout.seats[old].crown, layout.seats[new].crown, Tween(CROWN_TIME, at, ease_in_out)),
                  lambda: self.hidden.crowns.subtract([new]))
        return at + CROWN_TIME * 0.6

    # --- drawing ----------------------------------------------------------------------------

    def draw(self, canvas: Canvas, words: Words) -> None:
        for flight in self.flights:
            if not flight.tween.started and not flight.show_before:
                continue
            rect = flight.rect()
            if (flight.flip and flight.tween.progress < 0.5) or flight.kind == "back":
                _draw_scaled(canvas, flight, "back", rect, pieces.draw_back)
            elif flight.kind == "card" and flight.card is not None:
                _draw_flying_card(canvas, flight, rect, flight.card, words)
            elif flight.kind == "expert" and flight.expert:
                pieces.draw_expert(canvas, rect.center, rect.w / 2, flight.expert, words, flight.style)
            elif flight.kind == "crown":
                pieces.draw_first_player(canvas, rect)
            if flight.rider:
                t = flight.tween.progress
                r = lerp(TOKEN_R, 8, t)
                pieces.draw_expert(canvas, (rect.right + r * 0.6, rect.centery), r, flight.rider, words, None,
                                  faded=t > 0.6)


def _draw_flying_card(canvas: Canvas, flight: Flight, rect: pygame.FRect, card: Card, words: Words) -> None:
    """A whole card while it is large; just its back-coloured outline when nearly a chip."""
    if rect.h < 60:
        canvas.fill(pieces.CARD_FACE, rect, 4)
        canvas.frame(pieces.CARD_EDGE, rect, 1.5, 4)
        return
    _draw_scaled(canvas, flight, "face", rect, lambda layer, at: pieces.draw_card(layer, at, card, words))


def _draw_scaled(canvas: Canvas, flight: Flight, side: str, rect: pygame.FRect,
                 paint: Callable[[Canvas, pygame.FRect], None]) -> None:
    """`paint` the flight's `side` once, at the larger end of its way, and scale that
    picture to `rect` in every frame of the flight. Painted afresh at each size, a card's
    icons were rasterised anew every few pixels of growth, some thirty sizes a flight:
    the slowest frames of the game."""
    big = flight.start if flight.start.h >= flight.end.h else flight.end
    kept = flight.pictures.get(side)
    if kept is None or kept[0] != canvas.scale:
        size = pygame.FRect(0, 0, big.w + 2 * PICTURE_MARGIN, big.h + 2 * PICTURE_MARGIN)
        surface = pygame.Surface((canvas.px(size.w), canvas.px(size.h)), pygame.SRCALPHA)
        paint(Canvas(surface, canvas.logical, scale=canvas.scale, offset=(0, 0)),
              pygame.FRect(PICTURE_MARGIN, PICTURE_MARGIN, big.w, big.h))
        kept = flight.pictures[side] = (canvas.scale, surface)
    across, down = rect.w / big.w, rect.h / big.h
    canvas.image(kept[1], (rect.x - PICTURE_MARGIN * across, rect.y - PICTURE_MARGIN * down,
                           rect.w + 2 * PICTURE_MARGIN * across, rect.h + 2 * PICTURE_MARGIN * down))


def _token_rect(centre: tuple[float, float], radius: float) -> pygame.FRect:
    return pygame.FRect(centre[0] - radius, centre[1] - radius, 2 * radius, 2 * radius)


def _expert_index(expert: str) -> int:
    return EXPERTS.index(expert)
