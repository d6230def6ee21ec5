"""When the window draws: only when something changed, and never faster than 60 a second.

A frame loop that draws 60 frames a second whatever happens keeps half a core busy on a
still title screen. Instead the loop sleeps until input arrives or until the moment the
top scene asked to be woken (`Scene.wake_in`: 0 while something moves, the time left on
a timer such as the tooltip delay, None when only input can change the picture), and
draws one frame each time it wakes.

While it sleeps, the event queue is looked at `POLL_HZ` times a second. pygame's own
`event.wait(timeout)` does the same with a 1 ms sleep between looks, which costs more
than the whole idle budget under X; a look every 10 ms is still well inside one frame.
"""

from __future__ import annotations

import time
from typing import Callable

import pygame

FPS = 60
FRAME = 1 / FPS
POLL_HZ = 100
CATCH_UP = 0.1
"""The most time one update is told has passed when nothing asked for that long a sleep
(the window was dragged, the disk was slow): animations skip ahead at most this much."""


class FramePacer:
    """Sleeps between frames until input or the next wake-up; times what passed."""

    def __init__(self, clock: Callable[[], float] = time.perf_counter,
                 sleep: Callable[[float], None] = time.sleep,
                 get_events: Callable[[], list[pygame.event.Event]] = pygame.event.get) -> None:
        self._clock = clock
        self._sleep = sleep
        self._get_events = get_events
        self._last = clock()

    def wait(self, wake_in: float | None) -> tuple[list[pygame.event.Event], float]:
        """Block until input arrives or `wake_in` seconds after the last frame (for ever
        when None), but at least one frame interval; return the events and the seconds
        since the last frame."""
        earliest = self._last + FRAME
        deadline = None if wake_in is None else max(earliest, self._last + wake_in)
        now = self._clock()
        if now < earliest:
            self._sleep(earliest - now)  # input arriving meanwhile waits in the queue
        events = self._get_events()
        while not events:
            now = self._clock()
            if deadline is not None and now >= deadline:
                break
            step = 1 / POLL_HZ if deadline is None else min(1 / POLL_HZ, deadline - now)
            self._sleep(step)
            events = self._get_events()
        now = self._clock()
        elapsed, self._last = now - self._last, now
        return events, elapsed


def earliest(*waits: float | None) -> float | None:
    """The soonest of some `wake_in` answers (None: no wish to be woken)."""
    known = [w for w in waits if w is not None]
    return max(0.0, min(known)) if known else None


def split_time(elapsed: float, wake_in: float | None, had_input: bool) -> tuple[float, float]:
    """How much time to advance before handling the frame's input, and how much with it.

    Timers (a tooltip's delay, a computer's move shown for a moment) must see all the time
    that passed while the window slept; an animation started by a click after a long
    still moment must not: it would start most of the way through. So the sleep is
    advanced first with no input, and the input's own update gets at most one frame.
    A frame nobody asked to sleep for long (`wake_in` 0 or None) is capped at
    `CATCH_UP`, so a stall does not make animations jump.
    """
    passed = min(elapsed, max(CATCH_UP, wake_in or 0.0))
    if not had_input or passed <= FRAME:
        return 0.0, passed
    return passed - FRAME, FRAME
