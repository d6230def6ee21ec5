"""While a computer thinks, the window redraws and updates only the spinner's corner of
the top bar — and that corner drawn alone gives the very pixels a whole frame gives."""

from __future__ import annotations

import pygame
import pytest

from tabletop.engine.match import Match, Seat
from tabletop.registry import GAME_IDS, load_game
from tabletop.ui.headless import headless_app
from tabletop.ui.layers import LayerCache, paint_budget
from tabletop.ui.scenes.table_host import TableHostScene
from tabletop.ui.scenes.table_layout import LOG_RECT
from tests.ui.support import FakeBot, to_window

SEATS = (("Ana", "ai:normal"), ("Bram", "ai:normal"), ("Cora", "ai:normal"))


def thinking_table(game_id: str = "golden_sails", size: tuple[int, int] = (1280, 720)):
    """A real table of computer seats whose bot never answers, settled while it thinks."""
    bot = FakeBot()
    bot.poll = lambda: None      # thinking for ever
    app = headless_app(size, bot_worker=bot)
    app.settings.animation_speed = 0.0
    app.play(Match(load_game(game_id), [Seat(name, kind, i) for i, (name, kind) in enumerate(SEATS)], 5, {}))
    app.scenes.apply_pending()
    for _ in range(10):
        app.step([], 1 / 30)
        app.show_frame(False)
    scene = app.scenes.top
    assert isinstance(scene, TableHostScene) and scene.controller.thinking is not None
    return app, scene


@pytest.mark.parametrize(("game_id", "size"), [(game_id, (1280, 720)) for game_id in GAME_IDS]
                         + [("golden_sails", (1000, 700)), ("golden_sails", (1913, 1037))])
def test_the_spinner_alone_draws_what_a_whole_frame_draws(game_id, size):
    """At any window size too: the corner is scaled and letterboxed like the rest."""
    app, scene = thinking_table(game_id, size)
    app.step([], 1 / 30)
    assert app.show_frame(False) is False          # only the spinner's corner
    quiet = app.surface.copy()
    app.render()                                   # the same moment, drawn whole
    assert pygame.image.tobytes(quiet, "RGB") == pygame.image.tobytes(app.surface, "RGB")


def test_the_spinner_turns_in_its_corner_only():
    app, scene = thinking_table()
    before = app.surface.copy()
    app.step([], 0.1)
    area = app.canvas.to_screen(scene.quiet_area())
    assert app.show_frame(False) is False
    after = app.surface.copy()
    assert pygame.image.tobytes(after, "RGB") != pygame.image.tobytes(before, "RGB")    # the ring turned
    for shot in (before, after):
        shot.fill((0, 0, 0), area)
    assert pygame.image.tobytes(after, "RGB") == pygame.image.tobytes(before, "RGB")    # nothing else moved


def test_input_a_landed_move_or_a_tooltip_draw_the_whole_window():
    app, scene = thinking_table()
    on_log = (LOG_RECT.centerx, LOG_RECT.bottom - 20)     # no tooltip there
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=to_window(app, on_log), rel=(0, 0), buttons=(0, 0, 0))
    app.step([motion], 1 / 30)
    assert app.show_frame(True) is True
    app.step([], 1 / 30)
    assert app.show_frame(False) is False
    on_undo = pygame.event.Event(pygame.MOUSEMOTION, pos=to_window(app, scene.undo.rect.center), rel=(0, 0),
                                 buttons=(0, 0, 0))
    app.step([on_undo], 1 / 30)
    app.show_frame(True)
    for _ in range(30):        # its tooltip waits, then shows, perhaps over the spinner: whole frames
        app.step([], 1 / 30)
        assert app.show_frame(False) is True
    assert scene.tooltips.showing
    app.step([motion], 1 / 30)
    app.show_frame(True)
    answer = next(iter(scene.controller.match.state.view(scene.controller.thinking).legal))
    scene.controller.worker.poll = lambda: answer   # the move lands
    app.step([], 1 / 30)
    assert app.show_frame(False) is True


def test_a_change_of_scene_draws_the_whole_window():
    app, scene = thinking_table()
    scene.open_pause()
    app.step([], 1 / 30)
    assert app.show_frame(False) is True
    app.scenes.pop()
    app.step([], 1 / 30)
    assert app.show_frame(False) is True


def test_a_frame_that_put_a_picture_off_asks_for_a_whole_frame_at_once():
    """Past a frame's painting budget a changed picture waits, its old one standing in:
    the window must not then sleep until input, nor draw only the spinner's corner."""
    app, scene = thinking_table()
    layers = LayerCache()
    layers.draw(app.canvas, "old", (300, 300, 40, 40), 0, lambda layer: None)
    with paint_budget(0):
        app.step([], 1 / 30)
        layers.draw(app.canvas, "new", (300, 300, 40, 40), 0, lambda layer: None)     # put off...
        app.render()                                    # ... while the window is drawn
    assert app.wake_in() == 0.0
    with paint_budget(0):
        app.step([], 0.0)
        assert app.show_frame(False) is True           # whole, though only the spinner would have changed
        layers.draw(app.canvas, "new", (300, 300, 40, 40), 0, lambda layer: None)     # painted: owed ones first
    assert app.wake_in() != 0.0
