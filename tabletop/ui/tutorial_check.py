"""`python -m tabletop tutorial GAME --check [--keyboard]`: play a tutorial headless through
the real table scene, as a learner would, by clicks only — or, with `keyboard`, by key
events only: Tab until the ring is on the thing to click, then Enter (no mouse event at all).

Each frame it does what the panel asks: Next under a note; under a step with a move,
a click at the centre of the first rectangle the table names for it (`clicks_for`),
again until the move is played (an expert, then a card); in free play the same for a
move drawn by a seeded Rng. Computer seats play their script, then their bots
(in-process). With `probe_wrong`, before each learner click it also clicks somewhere
else and requires the click to be refused with a message and nothing played: the test
that every step catches mistakes kindly; and it asks every spot and bar button what a
press there plays (`action_at`), requiring each that plays a move to play the step's own
and be accepted: a lesson lights nothing it refuses. The learner's saved progress is not touched.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from tabletop.engine.action import Action
from tabletop.engine.rng import Rng
from tabletop.ui.scenes.table_layout import TABLE_AREA

MAX_FRAMES = 20_000
MAX_SAME_CLICKS = 4
"""Clicks on one spot that play nothing before the check gives up on a step."""
FRAME = 1 / 30


class CheckFailed(RuntimeError):
    """The tutorial could not be played through; the message says at which step."""


@dataclass
class CheckReport:
    game_id: str
    steps: int
    clicks: int
    topics: list[str]
    refusals: int = 0
    words: int = 0
    ways: int = 0
    """Things of the table (spots, bar buttons) found to play a step's move, each accepted."""
    by_keys: bool = False
    """Played by keys only: `clicks` counts presses of Enter."""

    def summary(self) -> str:
        done = f"{self.clicks} presses of Enter (by keys only)" if self.by_keys else f"{self.clicks} clicks"
        return (f"{self.game_id}: tutorial played to its end: {self.steps} steps, {done}, "
                f"{self.words} words; topics ({len(self.topics)}): {', '.join(self.topics)}")


def check_tutorial(game_id: str, size: tuple[int, int] = (1280, 720), *, probe_wrong: bool = False,
                   seed: int = 1, app=None, keyboard: bool = False) -> CheckReport:
    """Play the tutorial of `game_id` to its results; raise CheckFailed on the first problem."""
    from tabletop.ai.worker import BotWorker
    from tabletop.ui.headless import headless_app
    from tabletop.ui.scenes.tutorial import TutorialResultsScene, TutorialScene, start_tutorial

    app = app or headless_app(size, bot_worker=BotWorker(inline=True))
    app.settings.animation_speed = 0.0
    start_tutorial(app, game_id, keep_progress=False)
    app.scenes.apply_pending()
    scene = app.scenes.top
    if not isinstance(scene, TutorialScene):
        raise CheckFailed(f"{game_id}: the tutorial did not open ({type(scene).__name__})")
    tutorial = scene.run.tutorial
    report = CheckReport(game_id, len(tutorial.steps), 0, tutorial.topics,
                         words=sum(len(s.text.split()) for s in tutorial.steps), by_keys=keyboard)
    rng = Rng(seed)
    last: tuple | None = None
    same = 0
    probed: set[tuple] = set()
    for _ in range(MAX_FRAMES):
        top = app.scenes.top
        if isinstance(top, TutorialResultsScene):
            return report
        if top is not scene:
            raise CheckFailed(f"{game_id}: step {scene.run.index + 1}: {type(top).__name__} opened instead of the "
                              f"table ({getattr(top, 'message', '')})")
        run = scene.run
        where = (run.index, len(run.match.history))
        if scene.table.busy() or scene.controller.thinking is not None or not _learner_turn(scene):
            _frame(app, [])
            continue
        if probe_wrong and not run.free_play and where not in probed:
            probed.add(where)
            report.ways += _probe_ways(scene, where)
            _probe(app, scene, where)
            report.refusals += 1
        if scene.next_button.visible:
            step = run.step
            if step is not None and step.show and scene.table.focus_rect(step.show) is None:
                raise CheckFailed(f"{tutorial.file}:{step.line}: step {step.number}: the table has no part called "
                                  f"{step.show!r} to show")
            if keyboard:
                _key(app, pygame.K_RETURN)
            else:
                _click(app, scene.next_button.rect.center)
            report.clicks += 1
            continue
        action = _wanted(scene, rng)
        if action is None:
            _frame(app, [])
            continue
        rects = scene.table.clicks_for(action)
        if not rects:
            raise CheckFailed(f"{game_id}: step {run.index + 1}: the table cannot say where to click for {action}")
        key = (where, tuple(rects[0]))
        same = same + 1 if key == last else 0
        last = key
        if same >= MAX_SAME_CLICKS:
            raise CheckFailed(f"{game_id}: step {run.index + 1}: clicking {tuple(rects[0])} for {action} plays "
                              f"nothing ({scene.refusal or scene.host.notice or 'no message'})")
        if keyboard:
            _key_to(app, scene, rects[0], f"{game_id}: step {run.index + 1}: {action}")
        else:
            _click(app, rects[0].center)
        report.clicks += 1
    raise CheckFailed(f"{game_id}: the tutorial did not end within {MAX_FRAMES} frames (step {scene.run.index + 1})")


def _learner_turn(scene) -> bool:
    """Is something for the learner to do: Next, or a move of theirs?"""
    return scene.next_button.visible or bool(scene.controller.legal_for_display())


def _wanted(scene, rng: Rng) -> Action | None:
    step = scene.run.step
    legal = scene.controller.legal_for_display()
    if step is not None and step.expect is not None:
        return step.expect if step.expect in legal else None
    return rng.choice(list(legal)) if legal else None


def _probe_ways(scene, where: tuple) -> int:
    """Every thing of the table a press on which plays a move (`action_at` at the centre
    of each spot and bar button) must play the step's move, and the lesson must accept
    it: it lights nothing it would refuse, and refuses no way of doing what it asks.
    Returns how many such things there are."""
    step = scene.run.step
    if step is None or step.expect is None or scene.table.busy():
        return 0
    table = scene.table
    rects = [spot.rect for spot in (table.spots() if hasattr(table, "spots") else [])]
    rects += [button.rect for button in getattr(table, "buttons", [])]
    ways = 0
    for centre in {(r.centerx, r.centery) for r in rects if TABLE_AREA.collidepoint(r.center)}:
        action = table.action_at(centre)
        if action is None:
            continue
        if action != step.expect:
            raise CheckFailed(f"step {where[0] + 1}: {action} is lit at {centre}, but the step asks for {step.expect}")
        if not scene.accepts(centre):
            raise CheckFailed(f"step {where[0] + 1}: a press at {centre} plays {action}, the move asked for, "
                              f"and is refused")
        ways += 1
    return ways


def _probe(app, scene, where: tuple) -> None:
    """Click somewhere the step did not ask for: it must be refused, with words."""
    targets = scene._target_rects() or []
    first = targets[0] if targets else None
    spots = []
    for action in scene.controller.match.state.legal_actions():
        rects = scene.table.clicks_for(action) or []
        spots.extend(r.center for r in rects[:1])
    spots += [(TABLE_AREA.x + 6, TABLE_AREA.y + 6), (TABLE_AREA.right - 6, TABLE_AREA.bottom - 6)]
    pos = next((p for p in spots if (first is None or not first.collidepoint(p)) and not scene.accepts(p)
                and not scene.table.shows_at(p)), None)
    if pos is None:
        return
    scene.refusal = None
    _click(app, pos)
    if (scene.run.index, len(scene.run.match.history)) != where:
        raise CheckFailed(f"step {where[0] + 1}: a click at {pos} off the step's target was played")
    if not scene.refusal:
        raise CheckFailed(f"step {where[0] + 1}: a click at {pos} off the step's target was refused silently")


def _frame(app, events: list) -> None:
    app.step(events, FRAME)
    app.render()


def _click(app, pos) -> None:
    at = app.canvas.point(pos)
    _frame(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0))])
    _frame(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1)])
    _frame(app, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1)])


def _place(rect: pygame.FRect) -> tuple[int, ...]:
    return tuple(round(v) for v in rect)


def _key(app, key: int, mod: int = 0) -> None:
    _frame(app, [pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0),
                 pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0)])


def _key_to(app, scene, target: pygame.FRect, what: str) -> None:
    """Tab until the focus ring is on `target` (the thing to click), then Enter."""
    place = _place(target)
    for _ in range(len(scene.focus_stops()) + 2):
        ring = scene.ring
        if ring is not None and _place(ring.rect) == place:
            _key(app, pygame.K_RETURN)
            return
        _key(app, pygame.K_TAB)
    raise CheckFailed(f"{what}: Tab never reaches {tuple(target)}")


def run_check(game_id: str, keyboard: bool = False) -> int:
    """The command: print the report, or the failure; the exit code."""
    import sys

    from tabletop.content.errors import ContentErrors

    try:
        report = check_tutorial(game_id, keyboard=keyboard)
    except (CheckFailed, ContentErrors, KeyError) as error:
        print(f"tutorial check failed: {error}", file=sys.stderr)
        return 1
    print(report.summary())
    return 0
