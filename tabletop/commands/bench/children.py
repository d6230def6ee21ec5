"""`tabletop bench` child processes: the environment they run in, how a measuring child
(`python -m tabletop.commands.bench …`) is run and read, and peak memory as the operating
system reports it for a process and its children."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from tabletop.commands.bench.rows import Row

FIRST_FRAME_ENV = "TABLETOP_BENCH_FIRST_FRAME"


def frozen() -> bool:
    return bool(getattr(sys, "frozen", False))


def app_command() -> list[str]:
    return [sys.executable] if frozen() else [sys.executable, "-m", "tabletop"]


def child_env(home: str) -> dict:
    """Children's environment: a throw-away home, and bytecode caches that work.

    A player's second start finds compiled bytecode; a shell with PYTHONDONTWRITEBYTECODE
    set would make every run recompile the app's sources (but not pygame's, compiled at
    install) and charge that to the app. The caches go under the throw-away home, so the
    source tree is left alone and app and baseline both start from the same warm state.
    """
    env = {**os.environ, "TABLETOP_HOME": home, "PYGAME_HIDE_SUPPORT_PROMPT": "1",
           "PYTHONPYCACHEPREFIX": os.path.join(home, "pycache")}
    env.pop(FIRST_FRAME_ENV, None)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def as_a_player(env: dict) -> dict:
    """`env` for a child that should find its folders as a player's first start does:
    through platformdirs, not TABLETOP_HOME (which spares the platformdirs import, so a
    start measured under it would be quicker than any player's). On Linux the XDG
    variables send platformdirs into the throw-away home; elsewhere platformdirs would
    reach the real user folders, so TABLETOP_HOME stays (`players_folders` says which)."""
    if not players_folders():
        return env
    home = env["TABLETOP_HOME"]
    player = {key: value for key, value in env.items() if key != "TABLETOP_HOME"}
    for variable, folder in (("XDG_DATA_HOME", "data"), ("XDG_CONFIG_HOME", "config"),
                             ("XDG_STATE_HOME", "state"), ("XDG_CACHE_HOME", "cache")):
        player[variable] = os.path.join(home, folder)
    return player


def players_folders() -> bool:
    """True where a measuring child can take a player's folder lookup safely (Linux: XDG)."""
    return sys.platform.startswith("linux")


def run_child(args: list[str], env: dict, timeout: float) -> "dict | Row":
    """Run `python -m tabletop.commands.bench ARGS` and return the JSON line it prints, or a Row
    saying why there is none (a packaged build has no source tree to run it from)."""
    if frozen():
        return Row("", "not available", "", None, {"note": "needs the source tree (python -m)"})
    cmd = [sys.executable, "-m", "tabletop.commands.bench", *args]
    try:
        done = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return Row("", "failed", "", None, {"error": "timed out"})
    result_line = next((line for line in done.stdout.splitlines() if line.startswith("{")), None)
    if done.returncode != 0 or result_line is None:
        tail = (done.stderr.strip().splitlines() or ["no output"])[-1]
        return Row("", "not available", "", None, {"error": tail})
    return json.loads(result_line)


def rss_mb(maxrss: int) -> float:
    """ru_maxrss is KiB on Linux and bytes on macOS."""
    return round(maxrss / (1024 * 1024 if sys.platform == "darwin" else 1024), 1)


def peak_mb(pid: int | None) -> float | None:
    """Peak resident memory of a living process (`VmHWM` in /proc), in MB; None without
    /proc or the process. The window and its bot worker are read this same way: a spawned
    worker's `ru_maxrss` counts pages of the parent it was started from (137 MB where
    /proc showed 31)."""
    if pid is None:
        return None
    try:
        status = open(f"/proc/{pid}/status").read()
    except OSError:
        return None
    for line in status.splitlines():
        if line.startswith("VmHWM:"):
            return round(int(line.split()[1]) / 1024, 1)   # kB
    return None
