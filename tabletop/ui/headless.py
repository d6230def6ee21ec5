"""Rendering without a screen: `tabletop screenshot`, the smoke test and the UI tests.

SDL's dummy video driver gives a real display surface with no window, so the same App,
scenes and canvas draw exactly what a player would see, at any size.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Sequence

import pygame

from tabletop.engine.match import Match, Seat
from tabletop.engine.rng import Rng

if TYPE_CHECKING:
    from tabletop.analysis.replay import Replay


def init_headless() -> None:
    """Initialise pygame on the dummy drivers (idempotent)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    if not pygame.display.get_init():
        pygame.display.init()
    if not pygame.font.get_init():
        pygame.font.init()


def headless_app(size: tuple[int, int] = (1280, 720), *, settings=None, bot_worker=None):
    """An App drawing into a dummy display of `size` (real pixels)."""
    from tabletop.persistence.settings import Settings
    from tabletop.ui.app import App

    init_headless()
    surface = pygame.display.set_mode(size)
    return App(surface, settings=settings if settings is not None else Settings(), bot_worker=bot_worker)


def save_png(app, out: Path) -> Path:
    """Draw the app's scene stack once and write it to `out`."""
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    app.render()
    pygame.image.save(app.surface, str(out))
    return out


def render_scene_png(scene_factory: Callable[[object], object | Sequence[object]], path: Path,
                     size: tuple[int, int] = (1280, 720), *, app=None) -> Path:
    """Build the scene(s) `scene_factory(app)` returns — one, or a stack bottom first —
    and save one frame of them as a PNG."""
    app = app or headless_app(size)
    made = scene_factory(app)
    stack = list(made) if isinstance(made, (list, tuple)) else [made]
    app.scenes.reset(stack[0])
    for scene in stack[1:]:
        app.scenes.push(scene)
    app.scenes.apply_pending()
    return save_png(app, path)


def play_random(match: Match, actions: int, seed: int) -> None:
    """Apply up to `actions` legal actions chosen by a seeded engine Rng."""
    rng = Rng(seed)
    for _ in range(actions):
        if match.state.is_over():
            break
        match.apply(rng.choice(match.state.legal_actions()))


def screenshot_match(game: str, seed: int, players: int | None, seat: int | None) -> Match:
    """The match a screenshot shows: `seat` is a person (so the view is theirs), the rest
    computer players; with seat None everyone is a computer and the view a spectator's."""
    from tabletop.registry import load_game
    from tabletop.ui.setup_model import BOT_NAMES

    built = load_game(game)
    players = players or max(built.min_players, 2)
    built.check_players(players)
    if seat is not None and not 0 <= seat < players:
        raise ValueError(f"--seat {seat} is not a seat of a {players}-player game")
    seats = [Seat("Ana" if i == seat else BOT_NAMES[i % len(BOT_NAMES)], "human" if i == seat else "random", i)
             for i in range(players)]
    return Match(built, seats, seed)


def screenshot(game: str, seed: int = 1, actions: int = 0, players: int | None = None, seat: int | None = 0,
               size: tuple[int, int] = (1280, 720), out: Path = Path("screenshot.png")) -> Path:
    """`tabletop screenshot`: the table of `game` after `actions` seeded random actions,
    drawn for `seat`'s eyes at `size`, saved as PNG."""
    from tabletop.ui.controller import MatchController
    from tabletop.ui.scenes.table_host import TableHostScene

    match = screenshot_match(game, seed, players, seat)
    play_random(match, actions, seed)
    app = headless_app(size)
    controller = MatchController(match, _NoBot(), app.settings, autosave=False)
    controller.handoff_to = None  # a screenshot shows the table itself, never the curtain
    return render_scene_png(lambda a: TableHostScene(a, controller), out, size, app=app)


def replay_png(replay: "Replay", step: int, seats: Sequence[int | None], size: tuple[int, int] = (1280, 720),
               out: Path = Path("replay.png")) -> Path:
    """`tabletop replay`: the position after `step` actions of `replay`, drawn through
    each of `seats`' eyes (None: the public view) on the replay screen, the pictures side
    by side in rows of two. Raises HiddenView for a view the replay may not show."""
    from tabletop.ui.scenes.replay import ReplayScene

    replay.go(step)
    app = headless_app(size)
    pictures = []
    for seat in seats:
        replay.view(seat)   # refuses before anything is drawn
        scene = ReplayScene(app, replay=replay)
        scene.show_viewer(seat)
        app.scenes.reset(scene)
        app.scenes.apply_pending()
        app.render()
        pictures.append(app.surface.copy())
    columns = min(2, len(pictures))
    rows = (len(pictures) + columns - 1) // columns
    sheet = pygame.Surface((size[0] * columns, size[1] * rows))
    for i, picture in enumerate(pictures):
        sheet.blit(picture, (size[0] * (i % columns), size[1] * (i // columns)))
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(sheet, str(out))
    return out


class _NoBot:
    """A screenshot is one still frame: no computer seat moves, so nothing is asked."""

    busy = False

    def request(self, *args, **kwargs) -> None:
        raise RuntimeError("a screenshot never asks a bot")

    def poll(self):
        return None

    def cancel(self) -> None:
        pass

    def close(self) -> None:
        pass
