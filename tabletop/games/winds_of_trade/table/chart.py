"""The sea chart: the sea, the routes between the islands (pirate waters marked with a
skull, the blockaded route barred), then every island card. A route's marker explains
it and, for a seat that may move the blockade, is where the click goes.
"""

from __future__ import annotations

import pygame

from tabletop.games.winds_of_trade.table.island import draw_island
from tabletop.games.winds_of_trade.table.layout import TableLayout
from tabletop.games.winds_of_trade.table.look import Look, hotspot
from tabletop.games.winds_of_trade.table.words import Words
from tabletop.games.winds_of_trade.view import WindsView
from tabletop.ui import theme
from tabletop.ui.canvas import Canvas
from tabletop.ui.spots import Spot

SEA = theme.mix(theme.SEA, theme.SEA_LIGHT, 0.35)
ROUTE = theme.mix(theme.FOAM, SEA, 0.45)
PIRATE = theme.hex_colour("#E07B6A")
ROUTE_R = 11


def draw_chart(canvas: Canvas, layout: TableLayout, view: WindsView, look: Look, words: Words) -> list[Spot]:
    spots: list[Spot] = []
    chart = layout.chart
    canvas.fill(SEA, chart, 10)
    canvas.frame(theme.SEA_LIGHT, chart, 2, 10)
    index = {s.id: i for i, s in enumerate(view.spots)}
    route_spots: list[Spot] = []
    for r, route in enumerate(words.content.map.routes):
        a = layout.islands[index[route.a]].card.center
        b = layout.islands[index[route.b]].card.center
        blocked = r == view.blockade
        _route_line(canvas, a, b, route.pirate, blocked)
        route_spots.append((r, route, a, b))
    for spot in range(len(view.spots)):
        spots += draw_island(canvas, layout.islands[spot], view, spot, look, words)
    for r, route, a, b in route_spots:
        spots += _route_marker(canvas, r, route, a, b, view, look, words)
    return spots


def _route_line(canvas: Canvas, a, b, pirate: bool, blocked: bool) -> None:
    colour = PIRATE if pirate else ROUTE
    if pirate:       # dashed: pirate waters read without colour too
        steps = 18
        for i in range(0, steps, 2):
            p = (a[0] + (b[0] - a[0]) * i / steps, a[1] + (b[1] - a[1]) * i / steps)
            q = (a[0] + (b[0] - a[0]) * (i + 1) / steps, a[1] + (b[1] - a[1]) * (i + 1) / steps)
            canvas.line(colour, p, q, 3)
    else:
        canvas.line(colour, a, b, 3 if not blocked else 2)


def _route_marker(canvas: Canvas, r: int, route, a, b, view: WindsView, look: Look, words: Words) -> list[Spot]:
    spots: list[Spot] = []
    blocked = r == view.blockade
    key = ("route", route.id)
    if not (route.pirate or blocked or key in look.targets):
        return spots
    mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
    rect = pygame.FRect(0, 0, 2 * ROUTE_R + 4, 2 * ROUTE_R + 4)
    rect.center = mid
    ends = f"{words.spot_name(view, _spot(view, route.a))} – {words.spot_name(view, _spot(view, route.b))}"
    if blocked:
        canvas.circle(theme.DANGER, mid, ROUTE_R)
        canvas.icon(words.icon("blockade"), (mid[0] - 8, mid[1] - 8, 16, 16), theme.FOAM)
        tip = f"The blockade ({ends}): nobody can sail this route. The Navy's superiority moves it."
    elif route.pirate:
        canvas.circle(theme.INK, mid, ROUTE_R)
        canvas.icon(words.icon("pirate_waters"), (mid[0] - 8, mid[1] - 8, 16, 16), PIRATE)
        tip = (f"Pirate waters ({ends}): sailing through costs {words.numbers.toll} gold toll "
               "(not with the Pirates' superiority or an upgrade that ignores tolls).")
    else:
        canvas.circle(theme.SEA_LIGHT, mid, ROUTE_R - 3)
        tip = f"The route {ends}."
    if key in look.targets:
        tip = "Move the blockade here (Navy superiority, once a turn). " + tip
    hotspot(spots, canvas, look, rect, "route", tip, key, ROUTE_R)
    return spots


def _spot(view: WindsView, spot_id: str) -> int:
    return next(i for i, s in enumerate(view.spots) if s.id == spot_id)
