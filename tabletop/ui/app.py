"""The window and its frame loop: `run_app` is what `python -m tabletop play` calls.

Start-up is kept lean because the first title frame is benchmarked against a bare
pygame window: only the display and font modules are initialised, the title scene
imports nothing heavy, and game content, sprites and the bot process are loaded when
first needed. The loop draws only when something changed (`pacing`): input, or the top
scene's own wake-up (`Scene.wake_in`: animations, timers, a computer's move being
polled), at most 60 frames a second. It never blocks on work: bots think in a worker
process and the match controller only polls it.
"""

from __future__ import annotations

import gc
import os
import time
from pathlib import Path
from typing import TYPE_CHECKING, Callable

import pygame

from tabletop.ui import theme
from tabletop.ui.canvas import Canvas
from tabletop.ui.layers import paint_budget, pictures_owed, start_painting_afresh
from tabletop.ui.pacing import FramePacer, earliest, split_time
from tabletop.ui.scene import SceneManager
from tabletop.ui.screen_room import ask_for_real_pixels, opening_size, pixel_density, pixels_per_point, usable_size
from tabletop.ui.sound import SoundPlayer
from tabletop.ui.widgets.toast import Toast
from tabletop.ui.window_identity import name_the_window, set_window_icon

if TYPE_CHECKING:
    from tabletop.ai.worker import BotWorker
    from tabletop.engine.match import Match
    from tabletop.persistence.slot_lock import SlotLock
    from tabletop.ui.table import TableFactory

BENCH_ENV = "TABLETOP_BENCH_FIRST_FRAME"
MIN_WINDOW = (640, 360)
_MOUSE_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
ONCE_KEYS = frozenset({pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_ESCAPE})
"""Keys that press or go back: one press each, never repeated while held. Key repeat
(for arrows and Backspace) also fires while a slow frame keeps the key's release unread:
one Enter under load went title → game select → setup → a move played."""


class App:
    """What every scene reaches through `self.app` (seen as `tabletop.ui.scene.AppServices`):
    the stack, the settings, the bot worker and the window. Also drivable without a real
    window (`step` + `render`), which is how the headless tests click through it."""

    def __init__(self, surface: pygame.Surface, *, settings=None, bot_worker: "BotWorker | None" = None,
                 windowed_size: tuple[int, int] | None = None) -> None:
        self.set_surface(surface)
        start_painting_afresh()
        self.scenes = SceneManager()
        self.settings = settings if settings is not None else _load_settings()
        theme.set_text_size(getattr(self.settings, "text_size", 100))
        self._bot_worker = bot_worker
        self.running = True
        self.windowed_size = windowed_size or surface.get_size()
        self.fullscreen = False
        self.table_factory: TableFactory | None = None
        """Overrides the game's own table (`make_table` of `tabletop.games.<id>.table`); tests set it."""
        self.sound = SoundPlayer(self.settings).install()
        """Opens the audio device after the first frame; silent when there is none."""
        self.toast = Toast((theme.LOGICAL_SIZE[0] / 2, theme.LOGICAL_SIZE[1] - 64))
        """A line over every scene for what a key changed with nothing else to show it (M)."""
        self._whole_frame_due = True
        """The stack changed since the last whole frame: the next frame draws everything."""
        self._held: set[int] = set()
        """`ONCE_KEYS` down and not yet released: a second KEYDOWN of one is a repeat."""

    # --- services -------------------------------------------------------------------------

    @property
    def bot_worker(self) -> "BotWorker":
        """One worker process for the app's life, started on the first bot turn."""
        if self._bot_worker is None:
            from tabletop.ai.worker import BotWorker

            self._bot_worker = BotWorker()
        return self._bot_worker

    def save_settings(self) -> None:
        from tabletop.persistence.settings import save_settings

        save_settings(self.settings)

    def set_text_size(self, percent: int) -> None:
        """Every font role at `percent` of its house size from the next frame on, saved.
        Scenes already built lay themselves out again (`Scene.text_size_changed`): their
        boxes were sized to the old words."""
        self.settings.text_size = percent
        theme.set_text_size(percent)
        self.save_settings()
        for scene in list(self.scenes.stack):
            scene.text_size_changed()
        self._whole_frame_due = True

    def toggle_mute(self) -> None:
        """M (when no text field takes the key): all sound off or back on, remembered, and
        said on screen — silence alone does not tell whether the sound or the game broke."""
        if self.sound.toggle_mute():
            self.toast.show("Sound off · M turns it back on", "sound-off")
        else:
            self.toast.show("Sound on · M mutes it", "sound-on")
        self.save_settings()

    def quit(self) -> None:
        self.running = False

    def close(self) -> None:
        """Leave every scene (the table lets its last autosave land), stop the bot worker."""
        while self.scenes.stack:
            self.scenes.stack.pop().on_exit()
        if self._bot_worker is not None:
            self._bot_worker.close()
        self.sound.close()

    # --- navigation helpers used by several scenes ---------------------------------------

    def to_title(self, notice: str | None = None) -> None:
        """Back to the title screen; `notice` is said there (where a game left was kept)."""
        from tabletop.ui.scenes.title import TitleScene

        self.scenes.reset(TitleScene(self, notice))

    def play(self, match: "Match", slot: "SlotLock | None" = None) -> None:
        """Start (or resume) `match` at its table, replacing whatever was on screen; `slot`
        is the kept game's folder, locked, when it was continued from the title screen."""
        from tabletop.ui.controller import MatchController
        from tabletop.ui.scenes.table_host import TableHostScene
        from tabletop.ui.table import make_table

        controller = MatchController(match, self.bot_worker, self.settings, slot=slot)
        self.scenes.reset(TableHostScene(self, controller, self.table_factory or make_table))

    def show_message(self, title: str, message: str) -> None:
        from tabletop.ui.scenes.dialog import DialogScene

        self.scenes.push(DialogScene(self, title, message))

    # --- the window -------------------------------------------------------------------------

    def set_surface(self, surface: pygame.Surface) -> None:
        self.surface = surface
        self.canvas = Canvas(surface)
        self._whole_frame_due = True
        self.pixel_ratio = pixels_per_point(surface.get_size(), _window_size(surface))
        """Surface pixels per mouse unit: more than 1 where the system gives a high-density
        surface (the canvas draws at the surface's real pixels; the mouse is in points)."""

    def toggle_fullscreen(self) -> None:
        self.set_fullscreen(not self.fullscreen)

    def set_fullscreen(self, on: bool) -> None:
        if not pygame.display.get_init() or on == self.fullscreen:
            return
        self.fullscreen = on
        if on:
            self.windowed_size = self.surface.get_size()
            surface = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            surface = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        self.set_surface(surface)

    # --- one frame ------------------------------------------------------------------------

    def step(self, events: list[pygame.event.Event], dt: float) -> None:
        """Handle `events` (window coordinates), advance `dt` seconds, apply scene changes."""
        for event in events:
            self.handle_window_event(event)
        self.scenes.update(dt)
        if self.scenes.apply_pending():
            self._whole_frame_due = True
        self.sound.update(dt)
        self.toast.update(dt)

    def wake_in(self) -> float | None:
        """Seconds until the next frame is needed without input (None: only input); at
        once while a picture put off by the last frame waits to be painted."""
        return earliest(0.0 if pictures_owed() else None, self.scenes.wake_in(), self.sound.wake_in(),
                        self.toast.wake_in())

    def handle_window_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.VIDEORESIZE and not self.fullscreen:
            size = (max(MIN_WINDOW[0], event.w), max(MIN_WINDOW[1], event.h))
            self.windowed_size = size
            if pygame.display.get_surface() is not None:
                self.set_surface(pygame.display.get_surface())
            return
        if event.type == pygame.WINDOWSIZECHANGED and pygame.display.get_surface() is not None:
            self.set_surface(pygame.display.get_surface())
            return
        if event.type == pygame.KEYUP:
            self._held.discard(event.key)
        elif event.type == pygame.WINDOWFOCUSLOST:    # a release elsewhere is never heard
            self._held.clear()
        elif event.type == pygame.KEYDOWN and event.key in ONCE_KEYS:
            if event.key in self._held:
                return
            self._held.add(event.key)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if event.type in _MOUSE_EVENTS:
            at = (event.pos[0] * self.pixel_ratio, event.pos[1] * self.pixel_ratio)
            event = pygame.event.Event(event.type, {**event.dict, "pos": self.canvas.to_logical(at)})
        if not self.scenes.handle_event(event) and event.type == pygame.KEYDOWN and event.key == pygame.K_m \
                and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
            self.toggle_mute()

    def show_frame(self, had_input: bool) -> bool:
        """Draw the frame and put it on screen: the whole window, or — when no input came
        and the top scene says one small area alone changed (`Scene.quiet_area`) — just
        that area, redrawn and updated by itself. A computer thinking for most of a game
        then costs a spinner's few pixels a frame rather than the whole window. True
        when the whole window was drawn."""
        top = self.scenes.top
        area = None if had_input or self._whole_frame_due or self.toast.text or top is None else top.quiet_area()
        if area is None or top is None:
            self.render()
            pygame.display.flip()
            return True
        top.draw_area(self.canvas, area)
        pygame.display.update(self.canvas.to_screen(area))
        return False

    def render(self) -> None:
        """Draw the whole window."""
        self._whole_frame_due = False
        self.surface.fill(theme.SEA_DEEP)
        self.scenes.draw(self.canvas)
        self.toast.draw(self.canvas)
        self._whole_frame_due = pictures_owed()   # the frame that paints them draws everything


def _window_size(surface: pygame.Surface) -> tuple[int, int]:
    """The window's size in the system's units (the surface's own when there is no window)."""
    if pygame.display.get_init() and pygame.display.get_surface() is surface:
        return pygame.display.get_window_size()
    return surface.get_size()


def _load_settings():
    from tabletop.persistence.settings import load_settings

    return load_settings()


def _tell_if_home_is_shut(app: App) -> None:
    """Say at once when nothing can be kept (the data folder cannot be written), rather
    than after the first game, when its autosaves have already failed."""
    from tabletop.persistence.userdirs import home_problem

    problem = home_problem()
    if problem is not None:
        app.show_message("Nothing can be kept", problem)


def _catch_crashes() -> None:
    try:
        from tabletop.runtime.crash import catch_crashes
    except ImportError:
        return
    catch_crashes()


def open_log() -> None:
    """Start the log file (the crash handler's second half), after the first frame: its
    `logging` import is ~6 ms the title screen need not wait for. A crash or a warning
    before then opens it on the spot (`tabletop.runtime.crash.logger`)."""
    try:
        from tabletop.runtime.crash import install_crash_handler
    except ImportError:
        return
    install_crash_handler()


def settle_in() -> None:
    """The start-up work the first frame does not wait for, done once it is on screen:
    the log file (`open_log`), and clearing the temp files killed writes left in the save
    folders — a walk of every kept game's folder, which grows with the player's saves.
    Readers skip those files, and the title screen lists the kept games only on a later
    frame, so nothing sees them in the meantime.

    And the cyclic garbage collector back on, which a plain start turns off (`cli.main`)
    until now: start-up builds some eighty modules' objects and frees almost none, so the
    twenty-odd collections it would run found about two dozen objects for 6 ms of CPU."""
    from tabletop.persistence.userdirs import remove_stale_temp_files

    gc.enable()
    open_log()
    remove_stale_temp_files()


def _new_seed() -> int:
    return int.from_bytes(os.urandom(4), "little")


def _first_scene(app: App, game: str | None, players: int | None, seats: list[str] | None,
                 seed: int | None, load: Path | None, tutorial: str | None = None) -> None:
    """Title screen, or — with a game, a save or a tutorial on the command line — straight
    to the table."""
    from tabletop.ui.scenes.title import TitleScene

    app.scenes.reset(TitleScene(app))
    if tutorial is not None:
        from tabletop.ui.scenes.tutorial import start_tutorial

        start_tutorial(app, tutorial)
    elif load is not None:
        from tabletop.ui.loading import load_match_or_explain

        match = load_match_or_explain(app, load)
        if match is not None:
            app.play(match)
    elif game is not None:
        from tabletop.content.errors import ContentErrors
        from tabletop.ui.setup_model import match_from_command_line

        try:
            match = match_from_command_line(game, players, seats, seed if seed is not None else _new_seed())
        except (KeyError, ValueError, ContentErrors) as error:
            text = error.args[0] if isinstance(error, KeyError) and error.args else str(error)
            app.show_message("Cannot start that game", str(text))
        else:
            app.play(match)


def fit_window(size: tuple[int, int], desktops: list[tuple[int, int]]) -> tuple[int, int]:
    """The window size asked for, shrunk to the first desktop: a 1280×720 window on a
    1024×600 screen hid the right and bottom of every table (the log, the action bar)."""
    if not desktops:
        return size
    width, height = desktops[0]
    return (max(MIN_WINDOW[0], min(size[0], width)), max(MIN_WINDOW[1], min(size[1], height)))


FRAMEBUFFER_HINT = "SDL_FRAMEBUFFER_ACCELERATION"


def prefer_direct_framebuffer() -> None:
    """On X11, put the window's pixels on screen directly (shared memory) rather than
    through OpenGL; call between `display.init` and `set_mode`.

    SDL's default there copies the whole window into a GL texture and presents it for
    every update, however small. Where GL is Mesa's software rasteriser (no GPU driver,
    a virtual machine, a remote desktop, Xvfb) that is several threads' worth of CPU:
    the spinner of a thinking computer cost the window about a fifth of a core that
    way, 3 % directly (`tabletop bench --only thinking`). Direct updates copy only the
    rects asked for. Elsewhere SDL's own choice stands (Wayland has no direct path;
    Windows and macOS were not measured), and so does a setting the user made."""
    if pygame.display.get_driver() == "x11":
        os.environ.setdefault(FRAMEBUFFER_HINT, "0")


def run_app(game: str | None = None, players: int | None = None, seats: list[str] | None = None,
            seed: int | None = None, load: Path | None = None, size: tuple[int, int] = (1280, 720),
            tutorial: str | None = None) -> int:
    """Open the window and run until the player quits; returns the process exit code."""
    _catch_crashes()
    name_the_window()
    ask_for_real_pixels()
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_caption("Tabletop")
    set_window_icon()
    pygame.key.set_repeat(400, 40)
    prefer_direct_framebuffer()
    desktops = pygame.display.get_desktop_sizes()
    size = fit_window(opening_size(size, pixel_density(), usable_size(), desktops[0] if desktops else None), desktops)
    surface = pygame.display.set_mode(size, pygame.RESIZABLE)
    app = App(surface, windowed_size=size)
    if getattr(app.settings, "fullscreen", False):
        app.set_fullscreen(True)
    if game is not None or load is not None or tutorial is not None:
        open_log()  # straight to a table: its modules may log before the first frame
    _first_scene(app, game, players, seats, seed, load, tutorial)
    _tell_if_home_is_shut(app)
    app.scenes.apply_pending()
    try:
        run_frames(app, _first_frame_told if os.environ.get(BENCH_ENV) == "1" else None)
    finally:
        app.close()
        pygame.quit()
    return 0


def run_frames(app: App, stop_after: Callable[[], bool] | None = None) -> None:
    """The frame loop: draw, then sleep until input or the next wake-up, until the app
    quits — or, for the bench, until `stop_after` (asked after each frame is shown) says so."""
    pacer = FramePacer()
    events, elapsed, wake = pygame.event.get(), 0.0, 0.0
    settled = False
    while app.running:
        before, during = split_time(elapsed, wake, bool(events))
        with paint_budget():
            if before:
                app.step([], before)
            app.step(events, during)
            app.show_frame(bool(events))
        stopping = not app.running or (stop_after is not None and stop_after())
        if not settled:   # once the first frame is shown (and told), even if it is the last
            settle_in()
            settled = True
        if stopping:
            break    # quit: do not sleep until the next input first
        wake = app.wake_in()
        events, elapsed = pacer.wait(wake)  # after the flip: the first frame shows without waiting


def _first_frame_told() -> bool:
    """The start-up bench's end: the first frame is on screen (the time, and the CPU the
    process has used so far: what closing down costs is not start-up)."""
    print(f"FIRST_FRAME {time.perf_counter_ns()} {time.process_time_ns()}", flush=True)
    return True

