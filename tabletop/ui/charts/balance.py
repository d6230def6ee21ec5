"""The balance report's chart, drawn with pygame (the project has no plotting library).

Three panels on one PNG: win rates with their 95 % intervals against the fair share (by
turn order where the same bot sits in every seat, else by seat), the share of each
ending, and a box plot per scoring category (whiskers min–max, box 25–75 %, line at the
median). Lives outside `ai/` because it needs pygame; it draws
off-screen, so it works headless (SDL_VIDEODRIVER=dummy).
"""

from __future__ import annotations

import math
from pathlib import Path

import pygame

from tabletop.runtime.paths import font_path

SIZE = (1200, 760)
BACKGROUND = (250, 247, 240)
INK = (40, 40, 48)
GRID = (210, 205, 195)
BAR = (70, 120, 170)
FAIR = (200, 80, 60)
BOX = (120, 170, 110)


def render_chart(report: dict, out: Path) -> Path:
    """Draw `report` (from `tabletop.ai.balance`) into the PNG `out`."""
    pygame.font.init()
    surface = pygame.Surface(SIZE)
    surface.fill(BACKGROUND)
    fonts = _Fonts()
    title = (f"{report['game']}: {report['players']} players, {report['games']} games, seats {seats_text(report['seats'])}"
             + (" (rotated)" if report["rotate"] else ""))
    surface.blit(fonts.big.render(_fit(fonts.big, title, SIZE[0] - 48), True, INK), (24, 14))
    _seat_panel(surface, fonts, pygame.Rect(24, 60, 560, 320), report)
    _ending_panel(surface, fonts, pygame.Rect(616, 60, 560, 320), report)
    _score_panel(surface, fonts, pygame.Rect(24, 410, 1152, 330), report)
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surface, str(out))
    return out


def seats_text(seats: list[str]) -> str:
    """The seats, a run of equal ones told once with its count ("4 × ai:normal"), so a
    full table of one bot fits the title."""
    runs: list[list] = []
    for seat in seats:
        if runs and runs[-1][0] == seat:
            runs[-1][1] += 1
        else:
            runs.append([seat, 1])
    return ", ".join(seat if count == 1 else f"{count} × {seat}" for seat, count in runs)


def _fit(font: pygame.font.Font, text: str, width: int) -> str:
    """`text`, cut short with an ellipsis if it is wider than `width` pixels."""
    if font.size(text)[0] <= width:
        return text
    while text and font.size(text + "…")[0] > width:
        text = text[:-1]
    return text + "…"


class _Fonts:
    def __init__(self) -> None:
        regular, bold = font_path("Lato-Regular.ttf"), font_path("Lato-Bold.ttf")  # checked regular files
        self.big = pygame.font.Font(str(bold), 22)
        self.head = pygame.font.Font(str(bold), 17)
        self.small = pygame.font.Font(str(regular), 14)


def _frame(surface: pygame.Surface, fonts: _Fonts, rect: pygame.Rect, heading: str) -> pygame.Rect:
    """Draw a panel's heading and 0..100 % grid; return the plotting area."""
    surface.blit(fonts.head.render(heading, True, INK), rect.topleft)
    plot = pygame.Rect(rect.x + 48, rect.y + 30, rect.width - 60, rect.height - 60)
    for tenth in range(0, 11, 2):
        y = plot.bottom - plot.height * tenth // 10
        pygame.draw.line(surface, GRID, (plot.x, y), (plot.right, y))
        label = fonts.small.render(f"{tenth * 10} %", True, INK)
        surface.blit(label, (plot.x - label.get_width() - 6, y - label.get_height() // 2))
    return plot


def _seat_panel(surface: pygame.Surface, fonts: _Fonts, rect: pygame.Rect, report: dict) -> None:
    """Win rates with their intervals: by turn order when the same bot sits everywhere and
    the turn order is known (a random start player makes the places alike, so the turn
    order is where unfairness would show), else by seat."""
    order = report.get("turn_order") or {"games": 0}
    by_turn = bool(order["games"]) and not report["rotate"] and len(set(report["seats"])) == 1
    if by_turn:
        heading = "Win rate by turn (1 = start player), 95 % interval, red: fair"
        rates, intervals = order["win_rate"], order["win_ci"]
    else:
        heading = "Win rate per seat, 95 % Wilson interval (red: fair share)"
        rates, intervals = report["seat_win_rate"], report["seat_win_ci"]
    plot = _frame(surface, fonts, rect, heading)
    slot = plot.width // max(1, len(rates))
    for seat, (rate, (low, high)) in enumerate(zip(rates, intervals)):
        x = plot.x + seat * slot + slot // 4
        height = round(plot.height * (rate or 0))
        pygame.draw.rect(surface, BAR, (x, plot.bottom - height, slot // 2, height))
        centre = x + slot // 4
        top, bottom = plot.bottom - round(plot.height * high), plot.bottom - round(plot.height * low)
        pygame.draw.line(surface, INK, (centre, top), (centre, bottom), 2)
        for y in (top, bottom):
            pygame.draw.line(surface, INK, (centre - 8, y), (centre + 8, y), 2)
        if by_turn:
            name = f"turn {seat + 1}"
        else:
            name = f"seat {seat}" if report["rotate"] else f"{seat}: {report['seats'][seat]}"
        label = fonts.small.render(f"{name}  {(rate or 0) * 100:.0f} %", True, INK)
        surface.blit(label, (centre - label.get_width() // 2, plot.bottom + 6))
    fair = plot.bottom - round(plot.height / report["players"])
    pygame.draw.line(surface, FAIR, (plot.x, fair), (plot.right, fair), 2)


def _ending_panel(surface: pygame.Surface, fonts: _Fonts, rect: pygame.Rect, report: dict) -> None:
    first = report["first_player"]
    heading = "How games end"
    if first["games"]:
        heading += f"  ·  first mover wins {first['win_rate'] * 100:.0f} %"
    plot = _frame(surface, fonts, rect, heading)
    endings = report["endings"] or {"one ending": 1.0}
    slot = plot.width // len(endings)
    for index, (name, share) in enumerate(endings.items()):
        x = plot.x + index * slot + slot // 5
        height = round(plot.height * share)
        pygame.draw.rect(surface, BAR, (x, plot.bottom - height, slot * 3 // 5, height))
        label = fonts.small.render(f"{name}  {share * 100:.0f} %", True, INK)
        surface.blit(label, (x + slot * 3 // 10 - label.get_width() // 2, plot.bottom + 6))


def _score_panel(surface: pygame.Surface, fonts: _Fonts, rect: pygame.Rect, report: dict) -> None:
    surface.blit(fonts.head.render("Points per scoring category, every seat of every game "
                                   "(whiskers min–max, box 25–75 %, line median)", True, INK), rect.topleft)
    scores = report["scores"]
    if not scores:
        return
    plot = pygame.Rect(rect.x + 48, rect.y + 30, rect.width - 60, rect.height - 60)
    top = max(1, max(s["max"] for s in scores.values()))
    bottom = min(0, min(s["min"] for s in scores.values()))
    step = _grid_step((top - bottom) / 5)
    low, high = math.floor(bottom / step) * step, math.ceil(top / step) * step

    def y_of(value: float) -> int:
        return plot.bottom - round(plot.height * (value - low) / (high - low))

    for value in range(low, high + 1, step):
        y = y_of(value)
        pygame.draw.line(surface, GRID, (plot.x, y), (plot.right, y))
        label = fonts.small.render(str(value), True, INK)
        surface.blit(label, (plot.x - label.get_width() - 6, y - label.get_height() // 2))
    slot = plot.width // len(scores)
    for index, (name, s) in enumerate(scores.items()):
        centre = plot.x + index * slot + slot // 2
        half = max(4, min(30, slot // 3))
        pygame.draw.line(surface, INK, (centre, y_of(s["max"])), (centre, y_of(s["min"])), 1)
        box = pygame.Rect(centre - half, y_of(s["p75"]), 2 * half, max(1, y_of(s["p25"]) - y_of(s["p75"])))
        pygame.draw.rect(surface, BOX, box)
        pygame.draw.rect(surface, INK, box, 1)
        pygame.draw.line(surface, INK, (centre - half, y_of(s["median"])), (centre + half, y_of(s["median"])), 2)
        label = fonts.small.render(name, True, INK)
        if label.get_width() > slot - 4:   # many categories: turn the names to read upwards
            label = pygame.transform.rotate(label, 30)
        surface.blit(label, (centre - label.get_width() // 2, plot.bottom + 6))


def _grid_step(rough: float) -> int:
    """The grid spacing people read easily (1, 2, 5, 10, 20, 50, ... points) nearest above `rough`."""
    scale = 1
    while True:
        for factor in (1, 2, 5):
            if factor * scale >= rough:
                return factor * scale
        scale *= 10
