"""Animation helpers: tweens of 150–400 ms that a click skips, at the speed of the settings.

A table keeps one `Animator`; it adds tweens when events arrive (a card slides to a
pile) and reads their values while drawing. `busy` tells the host to hold the next
computer move until the picture has caught up; `skip()` jumps every tween to its end.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

SPEEDS = {"slow": 0.6, "normal": 1.0, "fast": 1.8, "off": 0.0}
"""Settings value → speed factor; "off" shows every change at once."""


def speed_factor(settings) -> float:
    """The animation speed factor the settings ask for (normal when unset)."""
    speed = getattr(settings, "animation_speed", "normal")
    return SPEEDS.get(speed, 1.0) if isinstance(speed, str) else max(0.0, float(speed))


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 3 * t * t - 2 * t * t * t


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


@dataclass
class Tween:
    """Progress from 0 to 1 over `duration` seconds after `delay`, eased."""

    duration: float = 0.25
    delay: float = 0.0
    ease: Callable[[float], float] = ease_out_cubic
    on_done: Callable[[], None] | None = None
    data: dict = field(default_factory=dict)
    elapsed: float = 0.0

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration

    @property
    def started(self) -> bool:
        return self.elapsed > self.delay

    @property
    def progress(self) -> float:
        if self.duration <= 0:
            return 1.0 if self.elapsed >= self.delay else 0.0
        return self.ease(max(0.0, min(1.0, (self.elapsed - self.delay) / self.duration)))

    def advance(self, dt: float) -> None:
        self.elapsed += dt

    def finish(self) -> None:
        self.elapsed = self.delay + self.duration


class Animator:
    """A set of running tweens advanced together at `speed` (0 = finish at once)."""

    def __init__(self, speed: float = 1.0) -> None:
        self.speed = speed
        self.tweens: list[Tween] = []

    def add(self, tween: Tween) -> Tween:
        self.tweens.append(tween)
        if self.speed <= 0:
            self._finish(tween)
        return tween

    @property
    def busy(self) -> bool:
        return bool(self.tweens)

    def update(self, dt: float) -> None:
        if self.speed <= 0:
            self.skip()
            return
        for tween in list(self.tweens):
            tween.advance(dt * self.speed)
            if tween.done:
                self._finish(tween)

    def skip(self) -> None:
        """Jump every running tween to its end (a click during an animation)."""
        for tween in list(self.tweens):
            self._finish(tween)

    def _finish(self, tween: Tween) -> None:
        tween.finish()
        if tween in self.tweens:
            self.tweens.remove(tween)
        if tween.on_done:
            tween.on_done()


class TableMotion:
    """A table's running animations on one Animator: the host holds the next computer
    move while `busy`, a click `skip`s them to their end, and an undo or a load `reset`s
    them. Each game's motion adds its flights and says in `forget` what to drop."""

    def __init__(self, speed: float) -> None:
        self.animator = Animator(speed)

    @property
    def busy(self) -> bool:
        return self.animator.busy

    def update(self, dt: float, speed: float) -> None:
        self.animator.speed = speed
        self.animator.update(dt)

    def skip(self) -> None:
        self.animator.skip()

    def reset(self) -> None:
        self.animator.skip()
        self.forget()

    def forget(self) -> None:
        """Drop what the running animations were showing (the position changed under them)."""
