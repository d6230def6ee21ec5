"""The window draws only when something changed: input, or a scene's own wake-up.

`App.wake_in()` is what the real loop sleeps on. These tests drive the app the way the
loop does when nobody touches it — one frame at each wake-up the app asks for, nothing
else — and check that every time-driven thing still happens (computer moves, animations,
the results, a tooltip's delay, a forced pass) and that a still screen asks for nothing.
"""

from __future__ import annotations

import pygame
import pytest

from tabletop.engine.match import Match, Seat
from tabletop.persistence.settings import Settings
from tabletop.registry import load_game
from tabletop.ui.controller import AUTO_PASS_DELAY, POLL_INTERVAL, MatchController
from tabletop.ui.pacing import CATCH_UP, FRAME, FramePacer, earliest, split_time
from tabletop.ui.scenes.results import ResultsScene
from tabletop.ui.scenes.table_host import TableHostScene
from tabletop.ui.widgets import tooltip
from tests.audio.test_sound import until_ready
from tests.ui.handoff_support import ana_hands_to_bob
from tests.ui.support import FakeBot, frame, to_window
from tests.ui.test_flow import make_app as make_noisy_app
from tests.ui.test_flow import top


def make_app(**options):
    """A title-screen app whose sound is settled: the sound map is read and decoded on a
    thread in real time, and the loop polls it until then (see SoundPlayer.wake_in)."""
    app = make_noisy_app(**options)
    until_ready(app)
    return app


def run_untouched(app, seconds: float) -> tuple[float, int]:
    """Frames only at the app's own wake-ups, as the loop does with no input, until it
    asks for none or `seconds` of simulated time pass; returns (time, frames)."""
    now, frames = 0.0, 0
    while now < seconds:
        wake = app.wake_in()
        if wake is None:
            break
        dt = max(wake, FRAME)
        frame(app, dt=min(dt, max(CATCH_UP, wake)))
        now += dt
        frames += 1
    return now, frames


def move_to(app, pos) -> None:
    frame(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=to_window(app, pos), rel=(0, 0), buttons=(0, 0, 0))])


def test_the_title_screen_asks_for_no_frame_once_drawn():
    app = make_app()
    run_untouched(app, 5)
    assert app.wake_in() is None


def test_computer_seats_play_to_the_results_on_wake_ups_alone():
    app = make_app(speed=1.0)
    app.play(Match(load_game("golden_sails"), [Seat("A", "random", 0), Seat("B", "random", 1)], 3))
    app.scenes.apply_pending()
    elapsed, frames = run_untouched(app, 3600)
    assert isinstance(top(app), ResultsScene), type(top(app)).__name__
    assert app.wake_in() is None
    assert frames < elapsed * 61          # never more than the frame rate


def test_a_table_waiting_for_a_person_sleeps_until_input():
    app = make_app()
    app.settings.handoff_screens = False
    app.play(Match(load_game("golden_sails"), [Seat("A", "human", 0), Seat("B", "human", 1)], 3))
    app.scenes.apply_pending()
    run_untouched(app, 60)
    scene = top(app)
    assert isinstance(scene, TableHostScene) and scene.controller.legal_for_display()
    assert app.wake_in() is None


def test_a_tooltip_wakes_the_window_when_its_delay_is_over():
    app = make_app()
    run_untouched(app, 1)
    button = top(app).widgets[0]
    move_to(app, button.rect.center)
    assert app.wake_in() == pytest.approx(tooltip.DELAY - 1 / 60)
    run_untouched(app, 5)
    assert top(app).tooltips.showing and app.wake_in() is None


def test_a_bot_being_thought_about_is_polled_and_a_forced_pass_falls_due():
    game = load_game("golden_sails")
    bot = FakeBot()
    bot.poll = lambda: None     # thinking for ever
    controller = MatchController(Match(game, [Seat("A", "random", 0), Seat("B", "random", 1)], 3), bot,
                                 Settings(), autosave=False)
    assert controller.wake_in() == 0.0          # the request is still to be made
    controller.update(FRAME)
    assert controller.wake_in() == POLL_INTERVAL
    controller.auto_passing, controller._auto_wait = 0, 0.0
    assert controller.wake_in() == pytest.approx(AUTO_PASS_DELAY)


def test_a_click_after_a_still_moment_does_not_start_its_animation_late():
    before, during = split_time(0.4, tooltip.DELAY, had_input=True)
    assert during == FRAME and before == pytest.approx(0.4 - FRAME)
    assert split_time(0.4, tooltip.DELAY, had_input=False) == (0.0, 0.4)   # a timer sees it all
    assert split_time(5.0, None, had_input=True)[0] + FRAME == pytest.approx(CATCH_UP)
    assert split_time(2.0, 0.0, had_input=False) == (0.0, CATCH_UP)      # a stall: no jump


def test_earliest_ignores_who_does_not_ask():
    assert earliest(None, 0.3, None, 0.2) == 0.2
    assert earliest(None, None) is None
    assert earliest(-0.01) == 0.0


class _FakeTime:
    def __init__(self) -> None:
        self.now = 0.0
        self.queue: dict[float, list] = {}

    def clock(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.now += seconds

    def events(self) -> list:
        due = [t for t in self.queue if t <= self.now]
        return [e for t in sorted(due) for e in self.queue.pop(t)]


def test_the_pacer_sleeps_until_the_wake_up_or_the_input():
    fake = _FakeTime()
    pacer = FramePacer(fake.clock, fake.sleep, fake.events)
    events, elapsed = pacer.wait(0.45)
    assert events == [] and elapsed == pytest.approx(0.45)
    events, elapsed = pacer.wait(0.0)
    assert elapsed == pytest.approx(FRAME)            # never faster than the frame rate
    fake.queue[fake.now + 7.0] = ["click"]
    events, elapsed = pacer.wait(None)
    assert events == ["click"] and 7.0 <= elapsed < 7.0 + 0.011


def test_the_window_closes_at_once_when_asked_while_nothing_moves(tmp_path):
    """Quitting (the window's close box, Menu → Quit) ends the loop without waiting for
    more input: the sleeping loop must look at `running` before it sleeps."""
    import os
    import subprocess
    import sys

    # quit on the title's second frame, the one its own wake-up asks for (no input)
    code = ("from tabletop.ui import app\n"
            "step, steps = app.App.step, []\n"
            "def quitting(self, events, dt):\n"
            "    step(self, events, dt)\n"
            "    steps.append(dt)\n"
            "    if len(steps) == 2:\n"
            "        self.quit()\n"
            "app.App.step = quitting\n"
            "raise SystemExit(app.run_app())\n")
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "TABLETOP_HOME": str(tmp_path)}
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, timeout=30)
    assert done.returncode == 0, done.stderr.decode()[-2000:]


def test_a_table_started_by_a_click_raises_its_curtain_without_more_input():
    """A scene that comes up at the end of a frame (Start the game pressed) has not been
    updated yet: the window wakes once more for it, so the first person's curtain shows
    at once rather than after the pointer next moves."""
    from tabletop.ui.scenes.handoff import HandoffScene

    app = make_app()
    run_untouched(app, 1)
    match = _a_game_whose_next_person_holds_secrets()
    app.play(match)          # as Continue does, inside a frame
    app.step([], FRAME)
    run_untouched(app, 10)
    assert isinstance(top(app), HandoffScene), type(top(app)).__name__


def _a_game_whose_next_person_holds_secrets() -> Match:
    """Golden Sails played on (first legal moves) until the person to act holds gems: the
    screen must then come to them behind a curtain. (A game's first move needs none: no
    one holds a secret yet, and a Pirates' Gold hand is handed over face down.)"""
    match = Match(load_game("golden_sails"), [Seat("A", "human", 0), Seat("B", "human", 1), Seat("C", "random", 2)], 3)
    while True:
        seat = match.state.to_act()
        if seat is not None and match.seats[seat].is_human and match.state.view(seat).secrets():
            return match
        legal = match.state.legal_actions()
        match.apply(legal[len(match.history) % len(legal)])


def test_the_next_persons_first_click_counts_however_long_the_window_slept():
    """After a hand-over the table ignores clicks for HANDOVER_GUARD (a double click's
    second half is not the next person's move). The guard runs down in frames, so the
    window must wake when it ends: sleeping through it left it armed until the next
    input, and the next person's first click, made where the pointer already rested,
    was thrown away however late it came."""
    app, match = ana_hands_to_bob()
    run_untouched(app, 1)
    employ = next(b for b in top(app).table.buttons if b.label.startswith("Employ"))
    at = to_window(app, employ.rect.center)
    move_to(app, employ.rect.center)
    frame(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1)])
    frame(app, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1)])
    assert match.state.current == 1 and len(match.history) == 1      # Ana employed; Bob's turn
    run_untouched(app, 5)                       # Bob reaches for the mouse; nothing moves it
    frame(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1)])
    frame(app, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1)])
    assert len(match.history) == 2, "Bob's first click was taken for Ana's double click"
