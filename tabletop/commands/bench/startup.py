"""`tabletop bench` start-up rows: process start to the first drawn title frame, against a
bare pygame window, and the sound work the app does once that frame is up."""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time

from tabletop.commands.bench.children import FIRST_FRAME_ENV, app_command, frozen, rss_mb
from tabletop.commands.bench.rows import Row, max_or_none

STARTUP_RATIO_TARGET = 1.5
SOUND_TARGET_MS = 50.0
BASELINE_CODE = ("import pygame; pygame.init(); pygame.display.set_mode((1280, 720)); "
                 "pygame.display.flip(); print('FIRST_FRAME', flush=True)")


def measure_startup(env: dict, reps: int) -> Row:
    """Median seconds from spawn to the first-frame line, app vs bare pygame, alternating."""
    target = f"≤ {STARTUP_RATIO_TARGET}× baseline"
    app_cmd = app_command()
    baseline_cmd = None if frozen() else [sys.executable, "-c", BASELINE_CODE]
    app_env = {**env, FIRST_FRAME_ENV: "1"}
    app_times, base_times, app_rss = [], [], []
    try:
        first_frame(app_cmd, app_env)  # warm-up: bytecode caches, disk cache
        if baseline_cmd:
            first_frame(baseline_cmd, env)
        for _ in range(reps):
            seconds, rss = first_frame(app_cmd, app_env)
            app_times.append(seconds)
            app_rss.append(rss)
            if baseline_cmd:
                base_times.append(first_frame(baseline_cmd, env)[0])
    except (OSError, RuntimeError, subprocess.SubprocessError) as error:
        return Row("start-up to first title frame", "failed", target, None, {"error": str(error)})
    app_ms = statistics.median(app_times) * 1000
    data = {"app_ms": round(app_ms, 1), "runs": len(app_times),
            "peak_rss_mb": max_or_none(app_rss)}
    if not base_times:
        return Row("start-up to first title frame", f"{app_ms:.0f} ms", target, None,
                   {**data, "note": "no baseline in the packaged build"})
    base_ms = statistics.median(base_times) * 1000
    ratio = app_ms / base_ms
    data.update(baseline_ms=round(base_ms, 1), ratio=round(ratio, 2))
    return Row("start-up to first title frame", f"{app_ms:.0f} ms vs {base_ms:.0f} ms bare pygame = {ratio:.2f}×",
               target, ratio <= STARTUP_RATIO_TARGET, data)


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


def first_frame(cmd: list[str], env: dict, timeout: float = 60.0) -> tuple[float, float | None]:
    """Seconds until the child printed FIRST_FRAME, and its peak RSS in MB (None if unknown)."""
    started = time.perf_counter()
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        for line in proc.stdout:  # type: ignore[union-attr]
            if line.startswith("FIRST_FRAME"):
                elapsed = time.perf_counter() - started
                break
        else:
            raise RuntimeError(f"{' '.join(cmd)} exited without drawing a frame (code {proc.wait()})")
        return elapsed, _wait_peak_rss(proc, timeout)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


def _wait_peak_rss(proc: subprocess.Popen, timeout: float) -> float | None:
    """Reap the child and return its ru_maxrss in MB (os.wait4 gives that child's own)."""
    if not hasattr(os, "wait4"):
        proc.wait(timeout)
        return None
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
        if pid:
            proc.returncode = os.waitstatus_to_exitcode(status)
            return rss_mb(usage.ru_maxrss)
        time.sleep(0.01)
    raise RuntimeError(f"pid {proc.pid} did not exit within {timeout:.0f} s")
