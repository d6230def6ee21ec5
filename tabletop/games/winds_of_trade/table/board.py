"""The sea chart: the sea, the routes between the islands (pirate waters marked with a
skull, the blockaded route barred), then every island card (`island.py`). A route's
marker explains it and, for a seat that may move the blockade, is where the click goes.

`board_spots` lists the chart's hit areas; `draw_board` paints it as cached parts (the
sea, each island, each route marker), each keyed by exactly what it shows (`BoardKeys`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from tabletop.games.winds_of_trade.model import Route
from tabletop.games.winds_of_trade.table.choices import Target, hit_area
from tabletop.games.winds_of_trade.table.island import draw_island, island_key, island_spots
from tabletop.games.winds_of_trade.table.layout import IslandRects, TableLayout
from tabletop.games.winds_of_trade.table.pieces import Key, Look, mark
from tabletop.games.winds_of_trade.table.words import Words
from tabletop.games.winds_of_trade.view import WindsOfTradeView
from tabletop.ui import theme
from tabletop.ui.canvas import Canvas
from tabletop.ui.layers import LayerCache, Part
from tabletop.ui.spots import Spot

SEA = theme.mix(theme.SEA, theme.SEA_LIGHT, 0.35)
ROUTE = theme.mix(theme.FOAM, SEA, 0.45)
PIRATE = theme.hex_colour("#E07B6A")
ROUTE_R = 11


MARGIN = 8
"""Room around each of the chart's cached pictures for shadows, frames and glows."""

Ends = tuple[tuple[float, float], tuple[float, float]]


@dataclass(frozen=True)
class BoardKeys:
    """The layer keys of the chart's parts for one view and look, worked out with the hit
    areas (see `board_keys`): the sea with its routes, each island, each route marker."""
    sea: Part
    islands: tuple[Part, ...]
    routes: tuple[Part | None, ...]     # None: a plain route, nothing drawn over its line


def board_keys(view: WindsOfTradeView, look: Look, words: Words) -> BoardKeys:
    """Each part keyed by exactly what it draws, so a move repaints only the islands and
    markers it changed (repainting the whole chart took most of a frame)."""
    names = tuple(s.card for s in view.spots)
    marks = look.marks()
    routes = tuple(Part(("route", r, r == view.blockade, names, marks)) if _marked(r, route, view, look) else None
                   for r, route in enumerate(words.content.map.routes))
    islands = tuple(Part(("island", island_key(view, spot, look))) for spot in range(len(view.spots)))
    return BoardKeys(Part(("sea", view.blockade, tuple(s.id for s in view.spots))), islands, routes)


ISLAND_TARGETS = frozenset({"spot", "selltrack", "buytrack", "locals", "crew", "market"})
"""The kinds of target key that lie on an island card, its index second in the key."""


class IslandSpots:
    """Each island's hit areas from the last build, kept while its part of the view (its
    `BoardKeys` part: everything its card shows, the viewer's prices while they have
    lit targets, the look's names and marks), its place, the text size and the targets
    on it stay the same. A move changes one or two islands of nine; building all nine
    again was half the hit areas' cost, a millisecond and more of every frame a move
    lands in. The spots kept are read, never changed, by whoever holds them."""

    def __init__(self) -> None:
        self._built: dict[int, tuple[tuple, list[Spot]]] = {}

    def spots(self, rects: IslandRects, part: Part, view: WindsOfTradeView, spot: int, look: Look,
              targets: dict[Key, Target], words: Words) -> list[Spot]:
        on_it = tuple(item for item in targets.items() if item[0][0] in ISLAND_TARGETS and item[0][1] == spot)
        place = (tuple(rects.card), tuple(rects.title), tuple(tuple(row) for row in rects.rows))
        key = (part, place, on_it, theme.text_scale())
        built = self._built.get(spot)
        if built is None or built[0] != key:
            built = self._built[spot] = (key, island_spots(rects, view, spot, look, targets, words))
        return built[1]


def board_spots(layout: TableLayout, view: WindsOfTradeView, look: Look, targets: dict[Key, Target],
                words: Words, keys: BoardKeys, islands: IslandSpots) -> list[Spot]:
    """Every island's hit areas (as kept by `islands` while `keys` say an island is the
    same), then the route markers' over them."""
    spots: list[Spot] = []
    for spot, rects in enumerate(layout.islands[:len(view.spots)]):
        spots += islands.spots(rects, keys.islands[spot], view, spot, look, targets, words)
    ends = _route_ends(layout, view, words)
    for r, route in enumerate(words.content.map.routes):
        if _marked(r, route, view, look):
            spots.append(_route_spot(r, route, ends[r], view, targets, words))
    return spots


def draw_board(canvas: Canvas, layers: LayerCache, keys: BoardKeys, layout: TableLayout, view: WindsOfTradeView,
               look: Look, words: Words) -> None:
    """The sea and routes, every island over them, then the route markers over those, each
    part its own cached picture."""
    ends = _route_ends(layout, view, words)
    layers.draw(canvas, keys.sea, layout.chart, MARGIN, lambda layer: _draw_sea(layer, layout, view, words, ends))
    for spot, rects in enumerate(layout.islands[:len(view.spots)]):
        layers.draw(canvas, keys.islands[spot], rects.card, MARGIN, _island_painter(rects, view, spot, look, words))
    for r, route in enumerate(words.content.map.routes):
        if keys.routes[r] is None:
            continue
        layers.draw(canvas, keys.routes[r], _marker_rect(*ends[r]), MARGIN,
                    _marker_painter(r, route, ends[r], view, look, words))


def _island_painter(rects: IslandRects, view: WindsOfTradeView, spot: int, look: Look,
                    words: Words) -> Callable[[Canvas], None]:
    return lambda layer: draw_island(layer, rects, view, spot, look, words)


def _marker_painter(r: int, route: Route, ends: Ends, view: WindsOfTradeView, look: Look,
                    words: Words) -> Callable[[Canvas], None]:
    return lambda layer: _draw_route_marker(layer, r, route, ends, view, look, words)


def _marked(r: int, route: Route, view: WindsOfTradeView, look: Look) -> bool:
    """Whether a route has a marker over its line: pirate waters, the blockade, a target."""
    return route.pirate or r == view.blockade or ("route", route.id) in look.lit


def _route_ends(layout: TableLayout, view: WindsOfTradeView, words: Words) -> list[Ends]:
    """The centres of the two island cards each route joins."""
    index = {s.id: i for i, s in enumerate(view.spots)}
    return [(layout.islands[index[route.a]].card.center, layout.islands[index[route.b]].card.center)
            for route in words.content.map.routes]


def _draw_sea(canvas: Canvas, layout: TableLayout, view: WindsOfTradeView, words: Words, ends: list[Ends]) -> None:
    chart = layout.chart
    canvas.fill(SEA, chart, 10)
    canvas.frame(theme.SEA_LIGHT, chart, 2, 10)
    for r, route in enumerate(words.content.map.routes):
        _route_line(canvas, *ends[r], route.pirate, r == view.blockade)


def _marker_rect(a: tuple[float, float], b: tuple[float, float]) -> pygame.FRect:
    rect = pygame.FRect(0, 0, 2 * ROUTE_R + 4, 2 * ROUTE_R + 4)
    rect.center = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
    return rect


def _route_line(canvas: Canvas, a: tuple[float, float], b: tuple[float, float], pirate: bool, blocked: bool) -> None:
    colour = PIRATE if pirate else ROUTE
    if pirate:       # dashed where a route is long enough to show it; its skull mark says it anyway
        steps = 18
        for i in range(0, steps, 2):
            p = (a[0] + (b[0] - a[0]) * i / steps, a[1] + (b[1] - a[1]) * i / steps)
            q = (a[0] + (b[0] - a[0]) * (i + 1) / steps, a[1] + (b[1] - a[1]) * (i + 1) / steps)
            canvas.line(colour, p, q, 3)
    else:
        canvas.line(colour, a, b, 3 if not blocked else 2)


def _route_spot(r: int, route: Route, ends: Ends, view: WindsOfTradeView, targets: dict[Key, Target],
                words: Words) -> Spot:
    key = ("route", route.id)
    between = f"{words.spot_name(view, _spot(view, route.a))} – {words.spot_name(view, _spot(view, route.b))}"
    if r == view.blockade:
        tip = f"The blockade ({between}): nobody can sail this route. The Navy's superiority moves it."
    elif route.pirate:
        tip = (f"Pirate waters ({between}): sailing through costs {words.numbers.toll} gold toll "
               "(not with the Pirates' superiority or an upgrade that ignores tolls).")
    else:
        tip = f"The route {between}."
    if key in targets:
        tip = "Move the blockade here (Navy superiority, once a turn). " + tip
    return hit_area(_marker_rect(*ends), "route", tip, key, targets, ROUTE_R)


def _draw_route_marker(canvas: Canvas, r: int, route: Route, ends: Ends, view: WindsOfTradeView, look: Look,
                       words: Words) -> None:
    rect = _marker_rect(*ends)
    mid = rect.center
    if r == view.blockade:
        canvas.circle(theme.DANGER, mid, ROUTE_R)
        canvas.icon(words.icon("blockade"), (mid[0] - 8, mid[1] - 8, 16, 16), theme.FOAM)
    elif route.pirate:
        canvas.circle(theme.INK, mid, ROUTE_R)
        canvas.icon(words.icon("pirate_waters"), (mid[0] - 8, mid[1] - 8, 16, 16), PIRATE)
    else:
        canvas.circle(theme.SEA_LIGHT, mid, ROUTE_R - 3)
    mark(canvas, look, rect, ("route", route.id), ROUTE_R)


def _spot(view: WindsOfTradeView, spot_id: str) -> int:
    return next(i for i, s in enumerate(view.spots) if s.id == spot_id)
