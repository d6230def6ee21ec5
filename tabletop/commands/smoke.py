"""`tabletop smoke`: a quick headless check that the installed program works as a whole.

It loads all content, builds every built game at every player count and plays a few
moves, saves and reloads each game, loads every sound, has a computer player decide in
its own process (as the window does), then draws every scene once (title, game select,
seat setup, table, hand-off, results, pause, rules, settings, load, save, dialog) through
the real app. A packaged build leaves out modules it never uses, and several libraries
import theirs lazily, so these checks walk every such path. One line per
check; exit status 0 only when every check passed. CI runs it on the packaged build, so
it uses nothing but the bundle, and keeps saves and settings in a throwaway folder.
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
import traceback
from contextlib import contextmanager
from typing import Callable, Iterator

SMOKE_SEED = 20240607
BOT_TIMEOUT = 60.0


class Smoke:
    def __init__(self) -> None:
        self.failures = 0
        self.checks = 0

    def check(self, name: str, work: Callable[[], object]) -> object:
        self.checks += 1
        started = time.perf_counter()
        try:
            result = work()
        except Exception as error:  # every failure is reported, then the next check runs
            self.failures += 1
            print(f"FAIL {name}: {type(error).__name__}: {error}")
            traceback.print_exc()
            return None
        print(f"ok   {name} ({(time.perf_counter() - started) * 1000:.0f} ms)")
        return result


@contextmanager
def _scratch_home() -> Iterator[None]:
    """Saves and settings of the smoke run go to a temporary folder, never the user's."""
    from tabletop.persistence.userdirs import HOME_ENV

    previous = os.environ.get(HOME_ENV)
    with tempfile.TemporaryDirectory(prefix="tabletop-smoke-") as folder:
        os.environ[HOME_ENV] = folder
        try:
            yield
        finally:
            if previous is None:
                os.environ.pop(HOME_ENV, None)
            else:
                os.environ[HOME_ENV] = previous


def run_smoke() -> int:
    started = time.perf_counter()
    smoke = Smoke()
    with _scratch_home():
        _run(smoke)
    print(f"{smoke.checks - smoke.failures}/{smoke.checks} checks passed in {time.perf_counter() - started:.1f} s")
    return 0 if smoke.failures == 0 else 1


def _content(smoke: Smoke) -> None:
    from tabletop.commands.validate import validate_root

    def validate() -> None:
        errors = validate_root()
        if errors:
            raise RuntimeError(f"{len(errors)} content error(s), first: {errors[0]}")

    smoke.check("content validates", validate)


def _sounds(smoke: Smoke) -> None:
    """The sound map reads and every sound it names decodes (on the dummy audio driver)."""
    def load() -> None:
        from tabletop.persistence.settings import Settings
        from tabletop.ui.headless import init_headless
        from tabletop.ui.sound import SoundPlayer

        init_headless()
        player = SoundPlayer(Settings())
        found = player.load_all()
        player.close()
        if not found:
            raise RuntimeError("the sound map or the audio device could not be opened (see the log line above)")
        broken = sorted(name for name, ok in found.items() if not ok)
        if broken:
            raise RuntimeError(f"{len(broken)} sound(s) did not load: {', '.join(broken)}")
        print(f"     {len(found)} sounds loaded")

    smoke.check("sounds: the map reads and every sound loads", load)


def _games(smoke: Smoke) -> list:
    """Build every game with rules at every player count and play a few seeded moves;
    returns the playable ones (those with a table), whose scenes are drawn next."""
    from tabletop.engine.match import Match, Seat
    from tabletop.registry import RULES, catalogue, load_game
    from tabletop.ui.headless import play_random

    entries = smoke.check("game catalogue", catalogue) or []
    built = []
    for entry in entries:
        if entry.id not in RULES:
            print(f"--   {entry.id}: not built yet")
            continue
        game = smoke.check(f"{entry.id}: build from content", lambda e=entry: load_game(e.id))
        if game is None:
            continue
        if entry.built:
            built.append(game)
        else:
            print(f"--   {entry.id}: rules only, no table yet")
        for players in range(game.min_players, game.max_players + 1):
            def play(players=players, game=game) -> None:
                match = Match(game, [Seat(f"P{i + 1}", "random", i) for i in range(players)], SMOKE_SEED)
                play_random(match, 12, SMOKE_SEED)
                for seat in [None, *range(players)]:
                    match.state.view(seat).to_json()
            smoke.check(f"{game.id}: {players} players, new game and 12 moves", play)
        smoke.check(f"{game.id}: save and load", lambda g=game: _save_and_load(g))
    return built


def _save_and_load(game) -> None:
    """A saved match replays to the same position (the save folder is the scratch home)."""
    from tabletop.engine.match import Match, Seat
    from tabletop.persistence.saves import load_match, save_match
    from tabletop.persistence.userdirs import save_dir
    from tabletop.ui.headless import play_random

    match = Match(game, [Seat(f"P{i + 1}", "random", i) for i in range(game.min_players)], SMOKE_SEED)
    play_random(match, 40, SMOKE_SEED)
    path = save_dir() / f"smoke-{game.id}.json"
    save_match(match, path)
    loaded = load_match(path)
    if loaded.state.state_hash() != match.state.state_hash():
        raise RuntimeError("the loaded match is not the saved position")


def _bot_process(smoke: Smoke) -> None:
    """A computer player answers from its own process, started the way the window starts it."""
    def decide() -> None:
        from tabletop.ai.worker import BotWorker
        from tabletop.registry import load_game

        game = load_game("golden_sails")
        state = game.new_state(game.min_players, SMOKE_SEED)
        seat = state.to_act()
        view = state.view(seat)
        with BotWorker() as worker:
            worker.request(game.id, view, "ai:iters=50", SMOKE_SEED)
            deadline = time.perf_counter() + BOT_TIMEOUT
            while (action := worker.poll()) is None:
                if time.perf_counter() > deadline:
                    raise RuntimeError(f"no answer from the bot process in {BOT_TIMEOUT:.0f} s")
                time.sleep(0.05)
        if action not in view.legal:
            raise RuntimeError(f"the bot process answered {action}, which is not legal")

    smoke.check("a computer player decides in its own process", decide)


def _scenes(smoke: Smoke, games: list) -> None:
    """Every scene drawn once through the real app at 1280×720."""
    from tabletop.ai.worker import BotWorker
    from tabletop.analysis.replay import Replay
    from tabletop.engine.match import Match, Seat
    from tabletop.ui.charts.progress import ProgressScene
    from tabletop.ui.controller import MatchController
    from tabletop.ui.headless import headless_app, play_random
    from tabletop.ui.scenes.about import AboutScene
    from tabletop.ui.scenes.dialog import DialogScene
    from tabletop.ui.scenes.handoff import HandoffScene
    from tabletop.ui.scenes.history import HistoryScene
    from tabletop.ui.scenes.pause import PauseScene
    from tabletop.ui.scenes.replay import ReplayScene
    from tabletop.ui.scenes.results import ResultsScene
    from tabletop.ui.scenes.rules import RulesScene
    from tabletop.ui.scenes.saves import LoadScene, SaveScene
    from tabletop.ui.scenes.select import SelectScene
    from tabletop.ui.scenes.settings import SettingsScene
    from tabletop.ui.scenes.setup import SetupScene
    from tabletop.ui.scenes.stats import StatsScene
    from tabletop.ui.scenes.table_host import TableHostScene
    from tabletop.ui.scenes.title import TitleScene

    worker = BotWorker(inline=True)
    app = smoke.check("headless window", lambda: headless_app((1280, 720), bot_worker=worker))
    if app is None:
        return
    app.settings.animation_speed = 0.0

    def show(*scenes, frames: int = 2) -> None:
        app.scenes.reset(scenes[0])
        for scene in scenes[1:]:
            app.scenes.push(scene)
        app.scenes.apply_pending()
        for _ in range(frames):
            app.step([], 1 / 60)
            app.render()

    smoke.check("scene: title", lambda: show(TitleScene(app)))
    smoke.check("scene: game select", lambda: show(SelectScene(app)))
    smoke.check("scene: learn to play", lambda: show(SelectScene(app, learn=True)))
    smoke.check("scene: settings", lambda: show(TitleScene(app), SettingsScene(app)))
    smoke.check("scene: rules", lambda: show(TitleScene(app), RulesScene(app)))
    smoke.check("scene: load", lambda: show(TitleScene(app), LoadScene(app)))
    smoke.check("scene: history", lambda: show(TitleScene(app), HistoryScene(app)))
    smoke.check("scene: statistics", lambda: show(TitleScene(app), StatsScene(app)))
    smoke.check("scene: dialog", lambda: show(TitleScene(app), DialogScene(app, "Smoke", "A message.")))
    smoke.check("scene: about", lambda: show(TitleScene(app), AboutScene(app)))
    for game in games:
        smoke.check(f"scene: {game.id} seat setup", lambda g=game: show(SelectScene(app), SetupScene(app, g.id)))
        for players in range(game.min_players, game.max_players + 1):
            def table(g=game, players=players) -> TableHostScene:
                seats = [Seat(f"P{i + 1}", "human" if i == 0 else "random", i) for i in range(players)]
                match = Match(g, seats, SMOKE_SEED)
                play_random(match, 3 * players, SMOKE_SEED)
                scene = TableHostScene(app, MatchController(match, worker, app.settings, autosave=False))
                show(scene, frames=30)  # long enough for computer seats to move
                return scene

            scene = smoke.check(f"scene: {game.id} table, {players} players", table)
        if scene is None:
            continue
        controller = scene.controller
        smoke.check(f"scene: {game.id} pause", lambda s=scene: show(s, PauseScene(app, s.controller)))
        smoke.check(f"scene: {game.id} rules", lambda g=game: show(RulesScene(app, g.id)))
        smoke.check(f"scene: {game.id} save", lambda c=controller: show(SaveScene(app, c.match)))

        def handoff(g=game) -> None:
            players = max(2, g.min_players)
            seats = [Seat(f"P{i + 1}", "human" if i < 2 else "random", i) for i in range(players)]
            match = Match(g, seats, SMOKE_SEED)
            show(HandoffScene(app, MatchController(match, worker, app.settings, autosave=False)))

        smoke.check(f"scene: {game.id} hand-off", handoff)

        def tutorial(g=game) -> None:
            from tabletop.runtime.paths import content_root
            from tabletop.tutorials.script import has_tutorial
            from tabletop.ui.scenes.tutorial import TutorialPauseScene, TutorialScene, start_tutorial

            if not has_tutorial(content_root() / g.id):
                return
            start_tutorial(app, g.id, keep_progress=False)
            app.scenes.apply_pending()
            scene = app.scenes.top
            if not isinstance(scene, TutorialScene):
                raise RuntimeError(f"the tutorial did not open ({type(scene).__name__})")
            show(scene, TutorialPauseScene(app, scene))

        smoke.check(f"scene: {game.id} tutorial", tutorial)

        def results(g=game) -> None:
            match = Match(g, [Seat(f"P{i + 1}", "random", i) for i in range(g.max_players)], SMOKE_SEED)
            play_random(match, 100_000, SMOKE_SEED)
            if not match.state.is_over():
                raise RuntimeError("a random game did not finish")
            show(ResultsScene(app, match))
            show(ResultsScene(app, match), ProgressScene(app, match))
            replay = ReplayScene(app, replay=Replay(match))
            replay.seek(len(match.history) // 2)
            show(replay)

        smoke.check(f"scene: {game.id} results, progress chart and replay", results)
    worker.close()


def _notices(smoke: Smoke) -> None:
    """Every library's licence text and the app icon are there: in a packaged build, the
    notices gathered at build time (and no listed text missing); elsewhere, a text found
    for everything installed."""
    from tabletop.runtime import notices, paths

    def licences() -> None:
        found = notices.third_party()
        index = paths.resource_root() / notices.NOTICES_FOLDER / notices.INDEX
        problems = notices.bundle_problems(index) if paths.is_frozen() else \
            [f"no licence text: {notice.name}" for notice in found if not notice.texts]
        missing = {"Python", "pygame-ce", "SDL2", "PyYAML", "platformdirs", "pydantic"} - {n.name for n in found}
        problems += [f"not listed: {name}" for name in sorted(missing)]
        if problems:
            raise RuntimeError("; ".join(problems))
        print(f"     {len(found)} libraries, {sum(len(n.texts) for n in found)} licence texts")

    smoke.check("licence notices: every library with its text", licences)
    smoke.check("app icon", paths.app_icon_path)


def _run(smoke: Smoke) -> None:
    _content(smoke)
    _notices(smoke)
    _sounds(smoke)
    games = _games(smoke)
    _bot_process(smoke)
    _scenes(smoke, games)


def add_parser(sub: argparse._SubParsersAction) -> None:
    sub.add_parser("smoke", help="headless: load all content, build every game, render every scene once")


def run(args: argparse.Namespace) -> int:
    return run_smoke()
