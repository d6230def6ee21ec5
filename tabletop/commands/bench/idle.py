"""`tabletop bench` idle rows: how much of a core the real window uses when nothing happens.

The app is started as a player starts it (`python -m tabletop …`) and measured from
outside: its CPU time (user + system, its own and its children's, from /proc) over a few
seconds after it has settled, on the title screen and on a table where a person is to
move. Nothing moves on either, so the window should sleep. Linux only (/proc); elsewhere
the rows say "not available".
"""

from __future__ import annotations

import os
import statistics
import subprocess
import time
from pathlib import Path

from tabletop.commands.bench.children import app_command, frozen
from tabletop.commands.bench.rows import Row

IDLE_TARGET_PCT = 3.0
SETTLE_SECONDS = 4.0
"""Start-up, content loading and the first frames happen before the window is measured."""
WINDOW_SECONDS = 5.0

IDLE_SCREENS = {
    "title screen": [],
    # seed 1 gives the second seat the first move: a person waits at Golden Sails' table
    "table waiting for a person": ["play", "golden_sails", "--seats", "ai:normal,human", "--seed", "1"],
}


def idle_rows(env: dict, reps: int) -> list[Row]:
    """The report's rows: the share of a core the real window uses when nothing happens."""
    target = f"≤ {IDLE_TARGET_PCT:.0f} % of a core"
    if frozen():
        return [Row("idle CPU", "not available", target, None, {"note": "needs the source tree (python -m)"})]
    rows = []
    for result in measure_idle(app_command(), env, reps):
        name = f"idle CPU, {result['screen']} ({video_driver(env)})"
        pct = result["median_pct"]
        if pct is None:
            rows.append(Row(name, "not available", target, None, {"note": "needs /proc", **result}))
            continue
        runs = ", ".join(f"{r:.1f}" for r in result["runs"] if r is not None)
        rows.append(Row(name, f"{pct:.1f} % of a core (runs {runs})", target, pct <= IDLE_TARGET_PCT, result))
    return rows


def measure_idle(app_cmd: list[str], env: dict, reps: int) -> list[dict]:
    """Per idle screen: the median share of one core over `reps` runs, and every run."""
    results = []
    for screen, args in IDLE_SCREENS.items():
        runs = [idle_cpu_percent(app_cmd + args, env) for _ in range(reps)]
        known = [r for r in runs if r is not None]
        results.append({"screen": screen, "runs": [None if r is None else round(r, 2) for r in runs],
                        "median_pct": round(statistics.median(known), 2) if known else None})
    return results


def idle_cpu_percent(cmd: list[str], env: dict, settle: float = SETTLE_SECONDS,
                     window: float = WINDOW_SECONDS) -> float | None:
    """Percent of one core `cmd`'s process tree used over `window` seconds after `settle`."""
    if not Path("/proc/self/stat").exists():
        return None
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        time.sleep(settle)
        if proc.poll() is not None:
            raise RuntimeError(f"{' '.join(cmd)} exited early (code {proc.returncode})")
        start_cpu, start = tree_cpu_seconds(proc.pid), time.perf_counter()
        time.sleep(window)
        used, elapsed = tree_cpu_seconds(proc.pid) - start_cpu, time.perf_counter() - start
        return 100 * used / elapsed
    finally:
        proc.kill()
        proc.wait()


def tree_cpu_seconds(pid: int) -> float:
    """User + system seconds of `pid` and its living descendants (the bot worker)."""
    return sum(stat_cpu_seconds(f"/proc/{member}/stat") for member in [pid, *descendants(pid)])


def stat_cpu_seconds(path: str) -> float:
    """User + system seconds from a /proc `stat` file (a process's, or one thread's under
    `task/`); 0 when it ended meanwhile."""
    try:
        fields = Path(path).read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime, stime


def descendants(pid: int) -> list[int]:
    found, queue = [], [pid]
    while queue:
        parent = queue.pop()
        try:
            children = Path(f"/proc/{parent}/task/{parent}/children").read_text().split()
        except OSError:
            continue
        found.extend(int(c) for c in children)
        queue.extend(int(c) for c in children)
    return found


def video_driver(env: dict) -> str:
    """Which display the children drew on, for the report."""
    driver = env.get("SDL_VIDEODRIVER")
    if driver:
        return driver
    return f"X {env['DISPLAY']}" if env.get("DISPLAY") else "default"
