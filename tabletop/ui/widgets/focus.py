"""Keyboard focus: where the keyboard is on a screen, how the keys move it, and its ring.

Every scene lists the places the keyboard can stop (`Stop`: a rectangle, what Enter or
Space does there, its explanation), from its widgets or, at a table, from exactly what a
click may do now. `Focus` keeps one of them: Tab / Shift+Tab walk the list in order, the
arrows go to the nearest stop that way, Enter or Space press it. The list is asked for
afresh at every key, so it is never stale: when the focused stop goes (a move played, a
button greyed), focus goes to the stop nearest where it was, and is never lost.

The ring shows at the first key and hides at a mouse press, as keyboard focus does in any
desktop program; a key while it is hidden only shows it, so Enter never presses something
unseen (a screen's own Enter button — OK, I am ready — still answers at once). It is two bands, dark outside and light
inside, so it reads on sea, parchment and every seat colour, and by brightness alone
(colour-blind safe).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence

import pygame

from tabletop.ui import theme
from tabletop.ui.canvas import Canvas

RING_OUTER = theme.INK
RING_INNER = theme.hex_colour("#FFF4C2")
"""Light gold: the brightest colour of the house palette, darkest beside the ink band."""
NEXT_KEYS = (pygame.K_TAB,)
PRESS_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}


class Stop:
    """One place the keyboard can be.

    `press` is what Enter and Space do; `adjust` (when given) takes Left and Right as a
    step down or up of a value (a stepper, a slider) instead of moving focus; `key` says
    which stop this is across rebuilds of the list (a widget, a spot's place).

    A plain class, not a dataclass: every scene imports this module before the title's
    first frame, and building the dataclass cost that frame about half a millisecond."""

    __slots__ = ("rect", "press", "tip", "key", "adjust")

    def __init__(self, rect: pygame.FRect, press: Callable[[], None] | None, tip: str | None = None,
                 key: Hashable = None, adjust: Callable[[int], None] | None = None) -> None:
        self.rect = rect
        self.press = press
        self.tip = tip
        self.key = key
        self.adjust = adjust


def stops_of(widget, *, scrolled_away: bool = False) -> list[Stop]:
    """The stops a widget offers: its own `focus_stops` when it has one, else itself when
    it can be clicked — greyed too, when a press then says why it cannot be used. A row
    of a list `scrolled_away` out of sight is offered all the same: Tab scrolls to it."""
    own = getattr(widget, "focus_stops", None)
    if own is not None:
        found: list[Stop] = own()
        return found
    click = getattr(widget, "click", None)
    if (not widget.visible and not scrolled_away) or click is None:
        return []
    if widget.enabled:
        return [Stop(pygame.FRect(widget.rect), click, widget.tooltip, key=widget)]
    refused = getattr(widget, "on_refused", None)
    if refused is not None:
        return [Stop(pygame.FRect(widget.rect), refused, widget.tooltip, key=widget)]
    return []


class Focus:
    """The focused stop of one scene, and whether its ring is showing."""

    def __init__(self) -> None:
        self.key: Hashable = None
        self.rect: pygame.FRect | None = None
        """Where the focused stop was last seen (focus goes to the nearest when it goes)."""
        self.shown = False
        self.pressed = False
        """The focused stop was just pressed: if it goes (a move played, an expert taken
        up), focus starts again where the screen starts it — the next thing to do."""

    def current(self, stops: Sequence[Stop], first: int = 0) -> Stop | None:
        """The focused stop among `stops` — the same one, else (just pressed) the `first`
        (where focus starts on this screen), else the one nearest where it was; None
        when there is none."""
        if not stops:
            return None
        found = next((s for s in stops if self.key is not None and s.key == self.key), None)
        if found is None and self.pressed:
            self.key = self.rect = None
        self.pressed = False
        if found is None and self.rect is not None:
            centre = pygame.Vector2(self.rect.center)
            found = min(stops, key=lambda s: centre.distance_squared_to(s.rect.center))
        if found is None:
            found = stops[max(0, min(first, len(stops) - 1))]
        self.hold(found)
        return found

    def hold(self, stop: Stop) -> None:
        """Focus `stop` (the ring stays as it is: shown or hidden)."""
        self.key, self.rect = stop.key, pygame.FRect(stop.rect)

    def handle_key(self, event: pygame.event.Event, stops: Sequence[Stop], first: int = 0) -> bool:
        """Tab, the arrows, Enter and Space (not with Ctrl, Alt or Cmd); True when the key
        was used."""
        key, mod = event.key, getattr(event, "mod", 0)
        if mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
            return False
        if key not in NEXT_KEYS and key not in PRESS_KEYS and key not in ARROWS:
            return False
        stop = self.current(stops, first)
        if stop is None:
            return False
        if not self.shown:
            self.shown = True       # the first key shows where focus is, pressing or moving nothing
            return True
        if key in PRESS_KEYS:
            if stop.press is not None:
                stop.press()
                self.pressed = True
            return True
        if key in NEXT_KEYS:
            step = -1 if mod & pygame.KMOD_SHIFT else 1
            index = next(i for i, s in enumerate(stops) if s is stop)
            self.hold(stops[(index + step) % len(stops)])
            return True
        dx, dy = ARROWS[key]
        if stop.adjust is not None and dx:
            stop.adjust(dx)
            return True
        target = nearest_towards(stop, stops, dx, dy)
        if target is not None:
            self.hold(target)
        return True

    def restart(self) -> None:
        """Forget where focus was: it starts afresh where the screen says (a new step of
        a lesson)."""
        self.key, self.rect = None, None

    def hide(self) -> None:
        self.shown = False


def nearest_towards(stop: Stop, stops: Sequence[Stop], dx: int, dy: int) -> Stop | None:
    """The stop an arrow goes to: the nearest whose centre lies that way, a stop straight
    ahead counting nearer than one off to the side; None when none lies that way."""
    x0, y0 = stop.rect.center
    best, best_cost = None, float("inf")
    for other in stops:
        if other is stop:
            continue
        x, y = other.rect.center
        ahead = (x - x0) * dx + (y - y0) * dy
        if ahead <= 1:
            continue
        aside = abs((x - x0) * dy) + abs((y - y0) * dx)
        cost = ahead + 2.5 * aside
        if cost < best_cost:
            best, best_cost = other, cost
    return best


def reading_order(rects: list[pygame.FRect]) -> list[pygame.FRect]:
    """Top to bottom in rows (centres within half the smaller height count as one row),
    left to right along each: the order a page is read in."""
    ordered = sorted(rects, key=lambda r: (r.centery, r.centerx))
    rows: list[list[pygame.FRect]] = []
    for rect in ordered:
        row = rows[-1] if rows else None
        if row and abs(rect.centery - row[0].centery) <= min(rect.h, row[0].h) / 2:
            row.append(rect)
        else:
            rows.append([rect])
    return [rect for row in rows for rect in sorted(row, key=lambda r: r.centerx)]


def left_to_right(rect: pygame.FRect) -> float:
    """A region's sort key: along a row."""
    return rect.centerx


def regions_first(targets: list[pygame.FRect], regions: Sequence[tuple[pygame.FRect, Callable | None]]
                  ) -> list[pygame.FRect]:
    """`targets` within each of `regions` in turn — ordered by that region's sort key, or
    as a page is read when it has none — then the rest as a page is read: how a game
    says "the market left to right, then your experts"."""
    rest = list(targets)
    ordered: list[pygame.FRect] = []
    for region, sort_key in regions:
        inside = [t for t in rest if region.collidepoint(t.center)]
        rest = [t for t in rest if not region.collidepoint(t.center)]
        ordered += sorted(inside, key=sort_key) if sort_key is not None else reading_order(inside)
    return ordered + reading_order(rest)


def draw_ring(canvas: Canvas, stop: Stop) -> None:
    """The focus ring just outside `stop`: a light band between two dark ones, so one
    edge of it stands out on any ground, light or dark."""
    rect = stop.rect
    radius = min(12, rect.h / 2 + 4)
    canvas.frame(RING_OUTER, rect.inflate(18, 18), 3, radius + 5)
    canvas.frame(RING_INNER, rect.inflate(12, 12), 4, radius + 2)
    canvas.frame(RING_OUTER, rect.inflate(4, 4), 2, radius)
