"""Tooltips and hover glows across scene changes: none is left over from before a
dialog, a hand-off or an undo, none shows through a dialog, and whatever is under the
pointer when a dialog closes glows at once and explains itself after the usual delay."""

from __future__ import annotations

import pygame
import pytest

from tabletop.engine.match import Match, Seat
from tabletop.registry import load_game
from tabletop.ui.headless import headless_app
from tabletop.ui.scenes.handoff import HandoffScene
from tabletop.ui.scenes.pause import PauseScene
from tabletop.ui.scenes.rules import RulesScene
from tabletop.ui.scenes.table_host import TableHostScene
from tabletop.ui.widgets.tooltip import DELAY
from tests.ui.support import FakeBot, ListTable, click, click_widget, find_button, frame, key, pump, to_window


def table_app(kinds=("human", "random"), options=None):
    app = headless_app((1280, 720), bot_worker=FakeBot())
    app.settings.animation_speed = 0.0
    app.table_factory = ListTable
    game = load_game("golden_sails")
    app.play(Match(game, [Seat(f"P{i}", k, i) for i, k in enumerate(kinds)], 5, options or {}))
    app.scenes.apply_pending()
    return app


def move(app, pos) -> None:
    frame(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=to_window(app, pos), rel=(0, 0), buttons=(0, 0, 0))])


def test_a_tooltip_is_hidden_by_the_pause_menu_and_comes_back_with_the_glow_after_it():
    app = table_app()
    table = app.scenes.top
    move(app, table.menu.rect.center)
    pump(app, DELAY + 0.1)
    assert table.tooltips.showing and table.menu.glowing
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, PauseScene)
    assert not table.tooltips.showing and not table.menu.glowing   # nothing of the table shows through
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is table
    assert not table.tooltips.showing and table.menu.glowing      # lit at once, explained after a wait
    pump(app, DELAY + 0.1)
    assert table.tooltips.showing and table.tooltips.text == table.menu.tooltip


def test_closing_the_rules_leaves_no_tooltip_from_before():
    app = table_app()
    table = app.scenes.top
    move(app, table.menu.rect.center)
    pump(app, DELAY + 0.1)
    click_widget(app, table.menu)
    click_widget(app, find_button(app.scenes.top, "Rules"))
    rules = app.scenes.top
    assert isinstance(rules, RulesScene) and not table.tooltips.showing
    pointer = rules.panel.center
    move(app, pointer)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, PauseScene)   # Esc goes back one step: to the menu the rules came from
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is table
    assert not table.tooltips.showing and not table.menu.glowing   # the pointer is elsewhere now
    pump(app, DELAY + 0.1)
    assert table.tooltips.text == table.tooltip_at(pointer)


def test_undo_from_the_curtain_leaves_no_tooltip_from_before_the_move():
    app = table_app(("human", "human"), {"secret_experts": True})
    frame(app)
    curtain = app.scenes.top
    assert isinstance(curtain, HandoffScene)
    click_widget(app, find_button(curtain, "I am ready"))
    table = app.scenes.top
    assert isinstance(table, TableHostScene)
    pump(app, 0.1)
    button = table.table.buttons[0]
    move(app, button.rect.center)
    pump(app, DELAY + 0.1)
    assert table.tooltips.showing
    click_widget(app, button)
    curtain = app.scenes.top
    assert isinstance(curtain, HandoffScene)
    pointer = curtain.undo.rect.center
    click(app, pointer)
    assert app.scenes.top is table
    assert not table.tooltips.showing
    assert table.pointer == pytest.approx(pointer, abs=1)    # hover is worked out where the pointer is
    pump(app, DELAY + 0.1)
    assert table.tooltips.text == table.tooltip_at(pointer)


def test_a_button_that_appears_under_a_still_pointer_glows_with_its_tooltip():
    """The title's buttons are laid out again once Continue is known to be offered, and
    New game moves under a pointer that has not moved: it glows, as its tooltip shows."""
    from tabletop.ui.scene import Scene
    from tabletop.ui.widgets import Button

    app = headless_app((1280, 720))
    scene = Scene(app)
    app.scenes.reset(scene)
    app.scenes.apply_pending()
    move(app, (640, 380))
    button = scene.add(Button((540, 360, 200, 40), "New game", tooltip="Choose a game."))
    assert not button.glowing
    pump(app, DELAY + 0.1)
    assert button.glowing and scene.tooltips.showing and scene.tooltips.text == "Choose a game."
