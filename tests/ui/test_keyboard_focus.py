"""Every screen by keyboard: Tab walks a ring over every screen and it is never lost;
Enter presses what has focus; a dialog gives focus back where it was."""

from __future__ import annotations

import time
from pathlib import Path

import pygame
import pytest

from tabletop.persistence.kept_games import KeptGame

from tabletop.ui.headless import headless_app, save_png
from tabletop.ui.scenes.dialog import DialogScene
from tabletop.ui.scenes.history import HistoryScene
from tabletop.ui.scenes.kept import KeptGamesScene
from tabletop.ui.scenes.stats import StatsScene
from tabletop.ui.scenes.title import TitleScene
from tabletop.ui.widgets.focus import RING_INNER, Focus, Stop, nearest_towards, reading_order
from tests.ui.support import SHOTS, FakeBot, click, frame, key
from tests.ui.test_screens import SCENES, show

def kept_games(count: int) -> list[KeptGame]:
    """More unfinished games than the list shows at once, one open in another window."""
    return [KeptGame(Path(f"/nowhere/kept-{i}"), None, "golden_sails", "Golden Sails", ("Ana", "Bartholomew"),
                     f"Round {i + 1}", time.time() - i * 3600, open_elsewhere=i == 2) for i in range(count)]


WALKED = {
    **SCENES,
    "history": lambda app: [TitleScene(app), HistoryScene(app)],
    "stats": lambda app: [TitleScene(app), StatsScene(app)],
    "kept": lambda app: [TitleScene(app), KeptGamesScene(app, kept_games(9), lambda: None)],
}
SCROLLED = {"kept"}
"""Screens whose list is longer than their panel in these tests."""


def _ring_drawn(app, scene) -> bool:
    """The ring's light band is on screen: a pixel of it, on its left edge, is its colour."""
    ring = scene.ring
    x, y = app.canvas.point((ring.rect.x - 4, ring.rect.centery))
    return tuple(app.surface.get_at((x, y)))[:3] == RING_INNER


@pytest.mark.parametrize("name", list(WALKED))
def test_tab_walks_every_stop_of_every_screen_and_the_ring_is_drawn(name):
    app = headless_app((1280, 720), bot_worker=FakeBot())
    show(app, WALKED[name](app))
    scene = app.scenes.top
    stops = scene.focus_stops()
    assert stops, f"{name}: nothing to focus"
    seen, seen_keys = set(), set()
    for step in range(len(stops) + 1):
        key(app, pygame.K_TAB)
        assert app.scenes.top is scene, f"{name}: Tab left the screen"
        assert scene.ring is not None, f"{name}: focus lost after {step + 1} Tabs"
        assert _ring_drawn(app, scene), f"{name}: the ring at {tuple(scene.ring.rect)} is not drawn"
        seen.add(tuple(scene.ring.rect))
        seen_keys.add(id(scene.ring.key))
    if name in SCROLLED:   # Tab scrolls the list, so the rows move: each is reached, wherever it is then
        assert seen_keys == {id(s.key) for s in stops}, f"{name}: Tab skips some stops"
    else:
        assert seen == {tuple(s.rect) for s in stops}, f"{name}: Tab skips some stops"
    save_png(app, f"{SHOTS}/focus-{name}.png")
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert scene.ring is not None


def test_the_first_tab_shows_where_focus_is_and_a_click_hides_it():
    app = headless_app((1280, 720), bot_worker=FakeBot())
    show(app, [TitleScene(app)])
    scene = app.scenes.top
    assert scene.ring is None
    key(app, pygame.K_TAB)
    first = scene.ring
    assert first is not None and first.key is scene.focus_stops()[0].key
    key(app, pygame.K_DOWN)
    assert scene.ring.key is not first.key
    frame(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1)])
    assert scene.ring is None


def test_enter_presses_the_focused_button_and_a_dialog_gives_focus_back():
    app = headless_app((1280, 720), bot_worker=FakeBot())
    title = TitleScene(app)
    show(app, [title])
    pressed = []
    title.focus_stops = lambda: [Stop(pygame.FRect(100, 100, 80, 40), lambda: pressed.append("a"), key="a"),
                                 Stop(pygame.FRect(100, 200, 80, 40), lambda: pressed.append("b"), key="b")]
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert pressed == ["b"]
    app.scenes.push(DialogScene(app, "Note", "Something to read."))
    frame(app)
    dialog = app.scenes.top
    key(app, pygame.K_RETURN)        # OK has focus from the start: Enter closes it
    assert app.scenes.top is title
    frame(app)
    assert dialog is not app.scenes.top and title.ring is not None and title.ring.key == "b"


def test_a_stop_that_goes_hands_focus_to_the_nearest():
    focus = Focus()
    a, b, c = (Stop(pygame.FRect(x, 0, 20, 20), None, key=k) for x, k in ((0, "a"), (100, "b"), (300, "c")))
    focus.current([a, b, c])
    focus.hold(b)
    assert focus.current([a, c]) is a
    assert focus.current([]) is None


def test_arrows_go_to_the_nearest_stop_that_way_and_reading_order_is_rows():
    grid = [Stop(pygame.FRect(x * 50, y * 50, 40, 40), None, key=(x, y)) for y in range(3) for x in range(3)]
    centre = grid[4]
    assert nearest_towards(centre, grid, 1, 0).key == (2, 1)
    assert nearest_towards(centre, grid, 0, -1).key == (1, 0)
    assert nearest_towards(grid[0], grid, -1, 0) is None
    shuffled = [grid[i].rect for i in (8, 0, 4, 2, 6)]
    assert [tuple(r.topleft) for r in reading_order(shuffled)] == [(0, 0), (100, 0), (50, 50), (0, 100), (100, 100)]


def test_a_stepper_and_a_slider_take_left_and_right():
    from tabletop.ui.widgets import Slider, Stepper

    stepper = Stepper((0, 0, 160, 40), 3, 2, 4)
    [stop] = stepper.focus_stops()
    stop.adjust(1)
    assert stepper.value == 4
    stop.adjust(1)
    assert stepper.value == 4 and stop.press is None     # Enter changes no number
    slider = Slider((0, 0, 300, 30), 0.5)
    [stop] = slider.focus_stops()
    stop.adjust(-1)
    assert slider.value == 0.45


def test_tab_scrolls_the_history_to_a_row_out_of_sight():
    from tests.ui.test_history import fill_history

    fill_history(12)
    app = headless_app((1280, 720), bot_worker=FakeBot())
    show(app, [TitleScene(app), HistoryScene(app)])
    scene = app.scenes.top
    last = scene.rows[-1]
    assert not last.visible
    for _ in range(len(scene.focus_stops()) + 1):
        key(app, pygame.K_TAB)
        if scene.ring is not None and scene.ring.key is last:
            break
    assert scene.ring is not None and scene.ring.key is last
    assert last.visible and _ring_drawn(app, scene)


def test_enter_with_the_ring_hidden_only_shows_it():
    app = headless_app((1280, 720), bot_worker=FakeBot())
    title = TitleScene(app)
    show(app, [title])
    pressed = []
    title.focus_stops = lambda: [Stop(pygame.FRect(100, 100, 80, 40), lambda: pressed.append("a"), key="a")]
    key(app, pygame.K_RETURN)
    assert pressed == [] and title.ring is not None
    key(app, pygame.K_RETURN)
    assert pressed == ["a"]


def test_a_click_brings_focus_to_what_was_clicked():
    app = headless_app((1280, 720), bot_worker=FakeBot())
    title = TitleScene(app)
    show(app, [title])
    stops = [Stop(pygame.FRect(100, 100, 80, 40), None, key="a"), Stop(pygame.FRect(100, 200, 80, 40), None, key="b")]
    title.focus_stops = lambda: stops
    click(app, (140, 220))
    key(app, pygame.K_TAB)          # shows the ring where the click was
    assert title.ring is not None and title.ring.key == "b"


def test_a_field_left_editing_on_another_screen_keeps_no_keys():
    from tabletop.ui.widgets import TextInput

    gone = TextInput((0, 0, 200, 40), "Ana")
    gone.focus(True)                 # its screen closed while it was being edited
    try:
        app = headless_app((1280, 720), bot_worker=FakeBot())
        title = TitleScene(app)
        show(app, [title])
        key(app, pygame.K_TAB)
        assert title.ring is not None
    finally:
        gone.focus(False)


def test_tab_reaches_every_unfinished_game_and_scrolls_it_into_sight():
    from tabletop.ui.scenes.kept import KeptRow

    app = headless_app((1280, 720), bot_worker=FakeBot())
    show(app, WALKED["kept"](app))
    scene = app.scenes.top
    rows = [row for row, _ in scene.rows]
    assert not rows[-1].visible, "the list is longer than the panel"
    reached = []
    for _ in range(len(scene.focus_stops())):
        key(app, pygame.K_TAB)
        if isinstance(scene.ring.key, KeptRow):
            assert scene.ring.key.visible, "Tab scrolls the list to the row it comes to"
            reached.append(scene.ring.key)
    assert reached == rows
    save_png(app, f"{SHOTS}/focus-kept-last.png")


def test_enter_held_or_repeated_by_a_slow_frame_presses_once():
    """Key repeat fires while a slow frame (a screen being built) keeps the release
    unread: one Enter under load went from the title through the game select and the
    setup to a move played. A second KEYDOWN with no KEYUP between is a repeat: Enter,
    Space and Esc ignore it."""
    app = headless_app((1280, 720), bot_worker=FakeBot())
    title = TitleScene(app)
    show(app, [title, DialogScene(app, "First", "One."), DialogScene(app, "Second", "Two.")])
    down = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=40)
    up = pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=40)
    frame(app, [down])
    frame(app, [down, down])      # repeats: the key is still down
    assert len(app.scenes.stack) == 2, "one press closed one dialog"
    frame(app, [up, down, up])
    assert app.scenes.stack == [title], "a new press is heard"
