"""`tabletop bench` thinking row: how much of a core the window takes while a computer
seat thinks at a table — most of every game with computers, while the bot's worker
needs the CPU.

Measured in a child process (`python -m tabletop.commands.bench --thinking-child GAME`)
running the app's own frame loop (`run_frames`) at 1280×720 on whatever display the
bench has, four computer seats pinned to so many search iterations that the first
decision outlasts the measuring window. From /proc, after the table has settled: the
CPU time (user + system) of the window's process — every thread of it, so a GL
rasteriser's threads count — and apart its main thread's, and the bot worker's (which
shows a seat was thinking throughout). Linux only.
"""

from __future__ import annotations

import statistics
import time
from dataclasses import replace
from pathlib import Path

from tabletop.commands.bench.children import peak_mb, run_child
from tabletop.commands.bench.idle import descendants, stat_cpu_seconds, video_driver
from tabletop.commands.bench.rows import Row

THINKING_TARGET_PCT = 5.0
THINKING_GAME = "golden_sails"
THINKING_SEAT = "ai:hard@iters=400000"
"""Minutes of search on this machine: still thinking when the window ends (the worker
is then stopped with the app)."""
SETTLE_SECONDS = 2.0
"""The table opens, the first request goes to the worker, the window goes quiet."""
WINDOW_SECONDS = 4.0


def thinking_row(env: dict, reps: int) -> Row:
    name = f"thinking: UI CPU while a computer seat thinks, {THINKING_GAME} ({video_driver(env)})"
    target = f"≤ {THINKING_TARGET_PCT:.0f} % of a core"
    if not Path("/proc/self/stat").exists():
        return Row(name, "not available", target, None, {"note": "needs /proc"})
    runs = []
    for _ in range(reps):
        child = run_child(["--thinking-child", THINKING_GAME], env, SETTLE_SECONDS + WINDOW_SECONDS + 60)
        if isinstance(child, Row):
            return replace(child, name=name, target=target)
        runs.append(child)
    data = {key: round(statistics.median(run[key] or 0 for run in runs), 2) for key in runs[0]}
    data["runs_ui_cpu_percent"] = [round(run["ui_cpu_percent"], 2) for run in runs]
    value = (f"{data['ui_cpu_percent']:.1f} % of a core (main thread {data['main_thread_percent']:.1f} %; "
             f"{data['frames']:.0f} frames, {data['quiet_frames']:.0f} of them the spinner's corner only; "
             f"bot worker {data['worker_cpu_percent']:.0f} %; runs "
             + ", ".join(f"{r:.1f}" for r in data["runs_ui_cpu_percent"]) + ")")
    thought_throughout = data["thinking_frames"] == data["frames"]
    if not thought_throughout:
        data["note"] = "a seat did not think for the whole window"
    return Row(name, value, target, data["ui_cpu_percent"] <= THINKING_TARGET_PCT and thought_throughout, data)


def thinking_child(game_id: str, seed: int = 1, settle: float = SETTLE_SECONDS, window: float = WINDOW_SECONDS) -> dict:
    """Runs in the child: the app's frame loop at a table of four long-thinking computer
    seats; the window's CPU over `window` seconds once `settle` have passed."""
    import os

    import pygame

    from tabletop.registry import load_game
    from tabletop.ui.app import App, prefer_direct_framebuffer, run_frames
    from tabletop.ui.setup_model import SetupPlan

    pygame.display.init()
    pygame.font.init()
    prefer_direct_framebuffer()
    app = App(pygame.display.set_mode((1280, 720)), windowed_size=(1280, 720))
    plan = SetupPlan.default(load_game(game_id))
    plan.players = 4
    for seat in range(4):
        plan.set_kind(seat, THINKING_SEAT)
    app.play(plan.build(seed))
    app.scenes.apply_pending()
    pid = os.getpid()
    started = time.perf_counter()
    counts = {"frames": 0, "quiet_frames": 0, "thinking_frames": 0}
    readings: list[tuple[float, dict[str, float]]] = []
    show_frame = app.show_frame

    def counted_frame(had_input: bool) -> bool:
        whole = show_frame(had_input)
        if readings:
            counts["frames"] += 1
            counts["quiet_frames"] += not whole
            controller = getattr(app.scenes.top, "controller", None)
            counts["thinking_frames"] += getattr(controller, "thinking", None) is not None
        return whole

    def stop_after() -> bool:
        now = time.perf_counter()
        if not readings and now - started >= settle:
            readings.append((now, _readings(pid)))
        elif readings and now - readings[0][0] >= window:
            readings.append((now, _readings(pid)))
            return True
        return False

    app.show_frame = counted_frame   # type: ignore[method-assign]
    try:
        run_frames(app, stop_after)
        peaks = {"ui_peak_mb": peak_mb(pid), "worker_peak_mb": peak_mb(app.bot_worker.pid)}
    finally:
        app.close()
        pygame.quit()
    (start, before), (end, after) = readings
    return {**{key: 100 * (after[key] - before[key]) / (end - start) for key in before}, **counts, **peaks}


def _readings(pid: int) -> dict[str, float]:
    return {"ui_cpu_percent": stat_cpu_seconds(f"/proc/{pid}/stat"),
            "main_thread_percent": stat_cpu_seconds(f"/proc/{pid}/task/{pid}/stat"),
            "worker_cpu_percent": sum(stat_cpu_seconds(f"/proc/{child}/stat") for child in descendants(pid))}
