"""Playing by keys only: every game's lesson and a whole game of each against computer
seats, through the real table, with no mouse event at all (Tab to each thing the move
is clicked at, then Enter).

A whole game is bounded by MAX_KEYS; the two long games (Sail to India, Winds of Trade)
are marked `slow` and run only on a sample seed unless TABLETOP_FULL_KEYBOARD=1 asks for
every seed."""

from __future__ import annotations

import os

import pygame
import pytest

from tabletop.ai.worker import BotWorker
from tabletop.engine.match import Match, Seat
from tabletop.engine.rng import Rng
from tabletop.registry import load_game
from tabletop.ui.headless import headless_app
from tabletop.ui.scenes.handoff import HandoffScene
from tabletop.ui.scenes.pause import PauseScene
from tabletop.ui.scenes.results import ResultsScene
from tabletop.ui.scenes.table_host import TableHostScene
from tabletop.ui.tutorial_check import check_tutorial

GAMES = ["golden_sails", "pirates_gold", "sail_to_india", "winds_of_trade"]
LONG = {"sail_to_india", "winds_of_trade"}
MAX_KEYS = 60_000
FRAME = 1 / 30
KEYS = {pygame.KEYDOWN, pygame.KEYUP}
SEEDS = [3] if not os.environ.get("TABLETOP_FULL_KEYBOARD") else [3, 4, 5]


class KeysOnly:
    """Records every event the app is handed: a keyboard run must hand it keys only."""

    def __init__(self, app) -> None:
        self.kinds: set[int] = set()
        handle = app.handle_window_event

        def spy(event: pygame.event.Event) -> None:
            self.kinds.add(event.type)
            handle(event)

        app.handle_window_event = spy


@pytest.mark.parametrize("game_id", GAMES)
def test_each_lesson_plays_to_its_end_by_keys_only(game_id: str) -> None:
    app = headless_app((1280, 720), bot_worker=BotWorker(inline=True))
    spy = KeysOnly(app)
    report = check_tutorial(game_id, app=app, keyboard=True)
    assert report.clicks > 0
    assert spy.kinds == KEYS   # presses and releases, as a keyboard sends them: no mouse event


def _key(app, code: int, mod: int = 0) -> None:
    app.step([pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0),
              pygame.event.Event(pygame.KEYUP, key=code, mod=mod, unicode="", scancode=0)], FRAME)
    app.render()


def _place(rect) -> tuple[int, ...]:
    return tuple(round(v) for v in rect)


def play_by_keys(game_id: str, seed: int) -> Match:
    """A person (seat 0) against the fewest computers the game allows, every move of
    theirs chosen by a seeded Rng and made by Tab and Enter; the curtain, if any, by
    Enter; Enter while a computer moves must press nothing. Returns the finished match."""
    app = headless_app((1280, 720), bot_worker=BotWorker(inline=True))
    app.settings.animation_speed = 0.0
    spy = KeysOnly(app)
    game = load_game(game_id)
    names = ["Ana", "Tomas", "Ines", "Duarte"][:game.min_players]
    match = Match(game, [Seat(name, "human" if i == 0 else "greedy", i) for i, name in enumerate(names)], seed)
    app.play(match)
    app.step([], FRAME)
    rng = Rng(seed)
    for _ in range(MAX_KEYS):
        top = app.scenes.top
        if isinstance(top, ResultsScene):
            assert spy.kinds <= KEYS
            return match
        if isinstance(top, HandoffScene):
            _key(app, pygame.K_RETURN)
            continue
        assert isinstance(top, TableHostScene), f"{type(top).__name__} opened at the table"
        legal = top.controller.legal_for_display()
        if not legal and top.controller.thinking is not None:
            _key(app, pygame.K_RETURN)      # while the computer moves, Enter presses nothing (not Menu)
            assert not isinstance(app.scenes.top, PauseScene), "Enter opened the menu while the computer moved"
            continue
        if not legal or top.table.busy():
            app.step([], FRAME)
            continue
        action = rng.choice(list(legal))
        rects = top.table.clicks_for(action)
        assert rects, f"the table cannot say where {action} is clicked"
        place = _place(rects[0])
        for _ in range(len(top.focus_stops()) + 2):
            if top.ring is not None and _place(top.ring.rect) == place:
                break
            _key(app, pygame.K_TAB)
        else:
            raise AssertionError(f"Tab never reaches {place} for {action}")
        _key(app, pygame.K_RETURN)
    raise AssertionError(f"{game_id}: the game did not end within {MAX_KEYS} frames")


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("game_id", [g for g in GAMES if g not in LONG])
def test_a_whole_game_by_keys_against_a_computer(game_id: str, seed: int) -> None:
    assert play_by_keys(game_id, seed).state.is_over()


@pytest.mark.slow
@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("game_id", sorted(LONG))
def test_a_whole_long_game_by_keys_against_a_computer(game_id: str, seed: int) -> None:
    assert play_by_keys(game_id, seed).state.is_over()


def test_the_check_command_plays_by_keys(capsys) -> None:
    from tabletop.cli import main

    assert main(["tutorial", "golden_sails", "--check", "--keyboard"]) == 0
    assert "presses of Enter (by keys only)" in capsys.readouterr().out
