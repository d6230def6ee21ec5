"""`tabletop bench` start-up rows: process start to the first drawn title frame, against a
bare pygame window, and the sound work the app does once that frame is up.

Start-up is judged in CPU time (user + system of the whole child, from `wait4`), pair by
pair against the bare window run just before it: wall time on a shared machine is mostly
other people's work, and the ratio of each pair cancels a drift the two share. The target
depends on the video driver: a real display's own set-up costs both alike, so the
app's extra share must be smaller there. The app finds its folders as a player's first
start does (`children.as_a_player`), platformdirs and all."""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from typing import NamedTuple

from tabletop.commands.bench.children import FIRST_FRAME_ENV, app_command, as_a_player, frozen, players_folders, rss_mb
from tabletop.commands.bench.rows import Row, max_or_none

STARTUP_RATIO_TARGET = {"x11": 1.15, "dummy": 1.3}
"""Most CPU the app may take to its first title frame, as a multiple of a bare pygame-ce
window's, per video driver (another driver is judged as X is)."""
SOUND_TARGET_MS = 50.0
BASELINE_CODE = ("import os, pygame; pygame.display.init(); "
                 "os.environ.setdefault('SDL_FRAMEBUFFER_ACCELERATION', '0') "
                 "if pygame.display.get_driver() == 'x11' else None; "
                 "pygame.init(); pygame.display.set_mode((1280, 720)); "
                 "pygame.display.flip(); import time; print('FIRST_FRAME 0', time.process_time_ns(), flush=True)")
"""The bare window, on the app's framebuffer path: on X11 it takes the direct path the app
chooses (`ui.app.prefer_direct_framebuffer`), else it would pay for SDL's OpenGL set-up
(about 140 ms of Mesa's software rasteriser under Xvfb), which the app does not, and the
ratio would say nothing of the app's own start-up."""


def video_driver(env: dict) -> str:
    """The driver the children will open: dummy when asked for (or no display), else X."""
    driver = env.get("SDL_VIDEODRIVER", "")
    if driver == "dummy" or (not driver and not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY")):
        return "dummy"
    return "x11" if driver in ("", "x11") else driver


def measure_startup(env: dict, reps: int) -> Row:
    """Median CPU from spawn to the first title frame, app over bare pygame, pair by pair."""
    driver = video_driver(env)
    limit = STARTUP_RATIO_TARGET.get(driver, STARTUP_RATIO_TARGET["x11"])
    name, target = f"start-up to first title frame ({driver})", f"CPU ≤ {limit}× a bare pygame-ce window"
    app_cmd = app_command()
    baseline_cmd = None if frozen() else [sys.executable, "-c", BASELINE_CODE]
    env = as_a_player(env)
    app_env = {**env, FIRST_FRAME_ENV: "1"}
    app_runs: list[Launch] = []
    base_runs: list[Launch] = []
    try:
        first_frame(app_cmd, app_env)  # warm-up: bytecode caches, disk cache
        if baseline_cmd:
            first_frame(baseline_cmd, env)
        for _ in range(reps):
            if baseline_cmd:
                base_runs.append(first_frame(baseline_cmd, env))
            app_runs.append(first_frame(app_cmd, app_env))
    except (OSError, RuntimeError, subprocess.SubprocessError) as error:
        return Row(name, "failed", target, None, {"error": str(error)})
    app_ms = statistics.median(run.cpu for run in app_runs) * 1000
    data: dict = {"app_cpu_ms": round(app_ms, 1), "runs": len(app_runs),
                  "app_wall_ms": round(statistics.median(run.wall for run in app_runs) * 1000, 1),
                  "peak_rss_mb": max_or_none([run.rss for run in app_runs]), "driver": driver,
                  "folders": "a player's (platformdirs, XDG under a throw-away folder)" if players_folders()
                  else "TABLETOP_HOME (platformdirs would reach the real user folders here)"}
    if not base_runs:
        return Row(name, f"{app_ms:.0f} ms CPU", target, None, {**data, "note": "no baseline in the packaged build"})
    base_ms = statistics.median(run.cpu for run in base_runs) * 1000
    ratios = [app.cpu / base.cpu for app, base in zip(app_runs, base_runs) if base.cpu > 0]
    ratio = statistics.median(ratios)
    data.update(baseline_cpu_ms=round(base_ms, 1), ratio=round(ratio, 2),
                ratios=[round(r, 2) for r in ratios],
                baseline_wall_ms=round(statistics.median(run.wall for run in base_runs) * 1000, 1))
    value = (f"{app_ms:.0f} ms CPU vs {base_ms:.0f} ms bare pygame-ce: {ratio:.2f}× "
             f"(median of {len(ratios)} pairs, {min(ratios):.2f}–{max(ratios):.2f})")
    return Row(name, value, target, ratio <= limit, data)


def measure_sound() -> Row:
    """The sound work of the app's first frames, split as the app splits it: opening the
    mixer on the main thread; reading the sound map and decoding every effect on the
    background thread. The first time in this process: imports included."""
    name, target = "sound after the first frame", f"main thread ≤ {SOUND_TARGET_MS:.0f} ms"
    try:
        from tabletop.persistence.settings import Settings
        from tabletop.ui.sound import SoundPlayer

        player = SoundPlayer(Settings())
        started = time.perf_counter()
        if not player.open_device():
            return Row(name, "no audio device (the app plays silently)", target, None, {})
        opened = time.perf_counter()
        player.take_map(player.prepare())
        prepared = time.perf_counter()
        loaded = sum(player.load(sid) is not None for sid in player.map.sounds) if player.ready else 0
        total = len(player.map.sounds) if player.ready else 0
        player.close()
    except Exception as error:  # a report row, never a crash of the whole bench
        return Row(name, "failed", target, None, {"error": str(error)})
    if not total:
        return Row(name, "the sound map did not load", target, False, {})
    main_ms, thread_ms = (opened - started) * 1000, (prepared - opened) * 1000
    value = f"main thread {main_ms:.0f} ms (mixer); map read and {loaded}/{total} sounds decoded off-thread in {thread_ms:.0f} ms"
    return Row(name, value, target, main_ms <= SOUND_TARGET_MS and loaded == total,
               {"main_ms": round(main_ms, 1), "thread_ms": round(thread_ms, 1), "sounds": total, "loaded": loaded})


class Launch(NamedTuple):
    """One child's start: seconds to its first frame, its whole CPU, its peak RSS in MB."""
    wall: float
    cpu: float
    rss: float | None


def first_frame(cmd: list[str], env: dict, timeout: float = 60.0) -> Launch:
    """Start `cmd`, wait for its FIRST_FRAME line and its exit, and say what it cost: the
    CPU it reports on that line (up to its first frame), or else its whole CPU."""
    started = time.perf_counter()
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        for line in proc.stdout:  # type: ignore[union-attr]
            if line.startswith("FIRST_FRAME"):
                elapsed = time.perf_counter() - started
                told = line.split()[2:3]
                break
        else:
            raise RuntimeError(f"{' '.join(cmd)} exited without drawing a frame (code {proc.wait()})")
        cpu, rss = _reap(proc, timeout)
        return Launch(elapsed, int(told[0]) / 1e9 if told else cpu, rss)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


def _reap(proc: subprocess.Popen, timeout: float) -> tuple[float, float | None]:
    """Reap the child: its user + system CPU seconds and ru_maxrss in MB (`os.wait4`
    gives that child's own); where there is no wait4, wall time stands in for CPU."""
    if not hasattr(os, "wait4"):
        started = time.perf_counter()
        proc.wait(timeout)
        return time.perf_counter() - started, None
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
        if pid:
            proc.returncode = os.waitstatus_to_exitcode(status)
            return usage.ru_utime + usage.ru_stime, rss_mb(usage.ru_maxrss)
        time.sleep(0.005)
    raise RuntimeError(f"pid {proc.pid} did not exit within {timeout:.0f} s")
