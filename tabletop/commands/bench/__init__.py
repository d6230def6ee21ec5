"""`tabletop bench`: the performance numbers the foundation issue asks for, as medians.

The measurements, each printed with its target:

1. Start-up: process start to the first drawn title frame of `python -m tabletop`
   (the app prints a line and exits after that frame when TABLETOP_BENCH_FIRST_FRAME=1),
   against a bare `import pygame; pygame.init(); display.set_mode` process measured in
   the same run, alternating, so machine noise hits both alike. Target ≤ 1.5× baseline.
   Sound is not in it (the app opens the mixer after the first frame); its own row times
   what sound then costs the main thread (opening the mixer) and, apart, the background
   thread's work (reading the sound map, decoding every effect). Target: main ≤ 50 ms.
2. Table frame time at 1280×720, p50, p99 and max of the CPU time of the work per
   frame (events, update, draw, flip; the sleep excluded), per game, in a child process
   playing a match between four computer seats, so a seat is thinking in the bot worker
   for most frames. Target p99 ≤ 8 ms, max ≤ 16 ms (a frame is 16.7 ms).
   Idle: the share of a core the real window uses on the title screen and on a table
   waiting for a person (`bench_idle`). Target ≤ 3 %.
3. Engine speed: random full games per second per built game (legal_actions/apply with
   an Rng-chosen action; no bots, no UI), and the computer opponents' search speed
   (ISMCTS iterations per second, median over positions spread through one game, also
   given per run of a fixed reference loop timed around it, since the machine drifts).
   And replays: the time of one step back or forward (the new position and its view) at
   random points of a long game (about 2,000 actions of Sail to India between random
   seats), median and max. Target: max ≤ 50 ms.
4. Peak memory (ru_maxrss) of the table run's UI process plus its bot worker, and of the
   start-up run. Target ≤ 200 MB. And resident memory of one window playing 25 table
   games in a row: the growth per game once every table has been opened. Target ≤ 0.25
   MB a game.

Child processes run with a throw-away TABLETOP_HOME so the user's saves and settings
neither slow nor change the numbers. Medians everywhere: one slow outlier (a cold disk
cache, a background job) should not move a result.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass, field, replace

STARTUP_RATIO_TARGET = 1.5
FRAME_P99_TARGET_MS = 8.0
FRAME_MAX_TARGET_MS = 16.0
GAME_GROWTH_TARGET_MB = 0.25
GAMES_IN_A_ROW = 25
GAMES_SEATS = "greedy"
"""Quick, and plays games of a real length (random seats make Pirates' Gold last 1,000 moves)."""
MEMORY_TARGET_MB = 200.0
SOUND_TARGET_MS = 50.0
FIRST_FRAME_ENV = "TABLETOP_BENCH_FIRST_FRAME"
BASELINE_CODE = ("import pygame; pygame.init(); pygame.display.set_mode((1280, 720)); "
                 "pygame.display.flip(); print('FIRST_FRAME', flush=True)")
TABLE_SEATS = "ai:normal"
REFERENCE_STEPS = 1_000_000  # the search rows' yardstick loop: about 0.1 s here
REPLAY_STEP_TARGET_MS = 50.0
REPLAY_GAME = ("sail_to_india", 4, 3)
"""Game, players and seed of the replay row's match: random seats play it for 1,864 actions."""


@dataclass
class Row:
    """One line of the report: what was measured, the figure, the target and the verdict."""

    name: str
    value: str
    target: str
    ok: bool | None  # None: no target, or not measured
    data: dict = field(default_factory=dict)


def run_bench(as_json: bool = False, quick: bool = False, only: str | None = None) -> int:
    """Measure, print a table (or one JSON object); exit code 1 only if a measurement broke.

    `only="search"` runs just the ISMCTS rows: the bots' speed work needs them often, and
    the start-up and table rows would cost minutes and compete for the CPU.
    """
    reps = 3 if quick else 7
    frames = 240 if quick else 900
    rows: list[Row] = []
    if only == "search":
        rows.extend(measure_search(game_id, quick) for game_id in rules_games())
    elif only == "replay":
        rows.append(measure_replay(quick))
    else:
        _measure_all(rows, reps, frames, quick)
    broken = any(row.data.get("error") for row in rows)
    if as_json:
        print(json.dumps({"quick": quick, "repetitions": reps, "frames": frames,
                          "rows": [asdict(row) for row in rows]}, indent=2))
    else:
        print(format_rows(rows, quick))
    return 1 if broken else 0


def _measure_all(rows: list[Row], reps: int, frames: int, quick: bool) -> None:
    with tempfile.TemporaryDirectory(prefix="tabletop-bench-") as home:
        env = _child_env(home)
        startup = measure_startup(env, reps)
        rows.append(startup)
        rows.append(measure_sound())
        rows.extend(idle_rows(env, 3 if quick else 5))
        tables = [measure_table(game_id, env, frames) for game_id in table_games()]
        rows.extend(tables)
        rows.append(measure_games_in_a_row(env, 3 * len(table_games()) if quick else GAMES_IN_A_ROW))
        rows.extend(measure_engine(game_id, quick) for game_id in rules_games())
        rows.extend(measure_search(game_id, quick) for game_id in rules_games())
        rows.append(measure_replay(quick))
        rows.append(memory_row(startup, tables))


def table_games() -> list[str]:
    """Games with a table, for the frame-time rows."""
    from tabletop.registry import PLAYABLE

    return sorted(PLAYABLE)


def rules_games() -> list[str]:
    """Games whose rules load, for the engine and search rows (they need no table)."""
    from tabletop.registry import RULES

    return sorted(RULES)


# --- 1. start-up ---------------------------------------------------------------------------


def measure_startup(env: dict, reps: int) -> Row:
    """Median seconds from spawn to the first-frame line, app vs bare pygame, alternating."""
    target = f"≤ {STARTUP_RATIO_TARGET}× baseline"
    app_cmd = app_command()
    baseline_cmd = None if _frozen() else [sys.executable, "-c", BASELINE_CODE]
    app_env = {**env, FIRST_FRAME_ENV: "1"}
    app_times, base_times, app_rss = [], [], []
    try:
        _first_frame(app_cmd, app_env)  # warm-up: bytecode caches, disk cache
        if baseline_cmd:
            _first_frame(baseline_cmd, env)
        for _ in range(reps):
            seconds, rss = _first_frame(app_cmd, app_env)
            app_times.append(seconds)
            app_rss.append(rss)
            if baseline_cmd:
                base_times.append(_first_frame(baseline_cmd, env)[0])
    except (OSError, RuntimeError, subprocess.SubprocessError) as error:
        return Row("start-up to first title frame", "failed", target, None, {"error": str(error)})
    app_ms = statistics.median(app_times) * 1000
    data = {"app_ms": round(app_ms, 1), "runs": len(app_times),
            "peak_rss_mb": _max_or_none(app_rss)}
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


def app_command() -> list[str]:
    return [sys.executable] if _frozen() else [sys.executable, "-m", "tabletop"]


def _first_frame(cmd: list[str], env: dict, timeout: float = 60.0) -> tuple[float, float | None]:
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
            return _rss_mb(usage.ru_maxrss)
        time.sleep(0.01)
    raise RuntimeError(f"pid {proc.pid} did not exit within {timeout:.0f} s")


# --- 2. idle (child processes measured from outside) ---------------------------------------------


def idle_rows(env: dict, reps: int) -> list[Row]:
    """The share of a core the real window uses when nothing happens (`bench_idle`)."""
    from tabletop.commands.bench.idle import IDLE_TARGET_PCT, measure_idle, video_driver

    target = f"≤ {IDLE_TARGET_PCT:.0f} % of a core"
    if _frozen():
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


# --- 2b. table frame time (child process) -------------------------------------------------------


def measure_table(game_id: str, env: dict, frames: int) -> Row:
    name = f"{game_id}: table frame CPU time, 1280×720, 4 computer seats"
    target = f"p99 ≤ {FRAME_P99_TARGET_MS:.0f} ms, max ≤ {FRAME_MAX_TARGET_MS:.0f} ms"
    child = _run_child(["--table-child", game_id, str(frames)], env, frames / 20 + 120)
    if isinstance(child, Row):
        return replace(child, name=name, target=target)
    cpu, wall = sorted(child["frame_cpu_ms"]), sorted(child["frame_ms"])
    p50, p99, worst = _percentile(cpu, 50), _percentile(cpu, 99), cpu[-1]
    data = {"p50_ms": round(p50, 2), "p99_ms": round(p99, 2), "max_ms": round(worst, 2),
            "wall_p99_ms": round(_percentile(wall, 99), 2), "wall_max_ms": round(wall[-1], 2),
            "frames": len(cpu), "frames_while_thinking": child["thinking_frames"], "moves": child["moves"],
            "ui_peak_mb": child["ui_peak_mb"], "worker_peak_mb": child["worker_peak_mb"]}
    value = (f"p50 {p50:.2f} ms, p99 {p99:.2f} ms, max {worst:.2f} ms (wall p99 {data['wall_p99_ms']:.2f}, "
             f"max {data['wall_max_ms']:.2f}; {len(cpu)} frames, {child['moves']} moves, "
             f"{child['thinking_frames']} frames while a seat thought)")
    return Row(name, value, target, p99 <= FRAME_P99_TARGET_MS and worst <= FRAME_MAX_TARGET_MS, data)


def table_child(game_id: str, frames: int, seed: int = 1) -> dict:
    """Runs in the child: a real App at 1280×720 playing computer seats, frame by frame.

    The loop keeps real time (60 fps) so bots think and animations run as in play, and
    draws every frame (the real window skips still ones, so this is the worst case).
    Each frame's work is timed in CPU time of this process (what the frame costs, not
    what a busy shared machine makes it wait) and in wall time. The first 30 frames
    (the table's first draws: sprites rasterised, glyphs rendered) are not counted: that
    is opening a table, not a frame while the bots play.
    """
    import pygame

    from tabletop.ui.app import App
    from tabletop.ui.setup_model import match_from_command_line

    pygame.display.init()
    pygame.font.init()
    surface = pygame.display.set_mode((1280, 720))
    app = App(surface, windowed_size=(1280, 720))
    match = match_from_command_line(game_id, 4, [TABLE_SEATS] * 4, seed)
    app.play(match)
    app.scenes.apply_pending()
    clock = pygame.time.Clock()
    warmup, times, cpu_times, thinking = 30, [], [], 0
    try:
        for frame in range(frames + warmup):
            dt = clock.tick(60) / 1000
            started, started_cpu = time.perf_counter(), time.process_time()
            app.step(pygame.event.get(), min(dt, 0.1))
            app.render()
            pygame.display.flip()
            if frame >= warmup:
                cpu_times.append((time.process_time() - started_cpu) * 1000)
                times.append((time.perf_counter() - started) * 1000)
                thinking += _someone_thinking(app)
        moves = len(match.history)
    finally:
        app.close()
        pygame.quit()
    return {"frame_ms": times, "frame_cpu_ms": cpu_times, "thinking_frames": thinking, "moves": moves,
            "ui_peak_mb": _self_peak_mb(), "worker_peak_mb": _children_peak_mb()}


def _someone_thinking(app) -> bool:
    """Best effort: the table host scene's controller says which seat is thinking."""
    controller = getattr(app.scenes.top, "controller", None)
    return getattr(controller, "thinking", None) is not None


# --- 2c. memory over many games in one window (child process) -----------------------------------


def measure_games_in_a_row(env: dict, games: int) -> Row:
    """Resident memory of one window playing `games` table games in a row, the four
    games in turn, read after each game: the mean over the second round (every table
    has been opened once: content and pictures loaded) against the mean over the last
    full round, as growth per game. Means over a round, because what a window holds
    after a game differs by game, and resident memory moves a few MB either way as the
    allocator reuses its pages."""
    name = f"memory over {games} table games in a row (4 greedy seats, the four games in turn)"
    target = f"≤ {GAME_GROWTH_TARGET_MB} MB a game once every table is open"
    child = _run_child(["--games-child", str(games)], env, 120 * games)
    if isinstance(child, Row):
        return replace(child, name=name, target=target)
    rss = child["rss_mb"]
    if rss[0] is None:
        return Row(name, "not available", target, None, {"note": "no /proc to read memory from", **child})
    tables = len(table_games())
    rounds = [rss[i:i + tables] for i in range(0, len(rss) - tables + 1, tables)]   # each game once a round
    if len(rounds) < 3:   # the first round opens every table; then like is compared with like
        return Row(name, f"{len(rss)} games: too few for a slope", target, None,
                   {"note": f"needs {3 * tables} games", **child})
    first, last = statistics.fmean(rounds[1]), statistics.fmean(rounds[-1])
    growth = (last - first) / (tables * (len(rounds) - 2))
    data = {"second_round_mb": round(first, 1), "last_round_mb": round(last, 1), "per_game_mb": round(growth, 3),
            **child}
    value = (f"{first:.1f} MB in round 2, {last:.1f} MB in round {len(rounds)} (mean over a round of the "
             f"{tables} games): {growth:+.3f} MB a game (text cache {child['text_cache_mb'][-1]:.1f} MB)")
    if games < GAMES_IN_A_ROW:   # one game's memory moves by ±10 MB: a short run gives no slope to judge
        return Row(name, value, target, None, {"note": f"judged over {GAMES_IN_A_ROW} games", **data})
    return Row(name, value, target, growth <= GAME_GROWTH_TARGET_MB, data)


def games_child(games: int, seed: int = 1) -> dict:
    """Runs in the child: one App plays `games` matches of four greedy seats to the end,
    animations off; resident memory is read after each game. The bots think in their
    worker process, as in play, so what grows here is the window's own memory (an
    inline bot would add its search memos, which fill over the first games)."""
    import pygame

    from tabletop.persistence.settings import Settings
    from tabletop.ui import text
    from tabletop.ui.app import App
    from tabletop.ui.scenes.table_host import TableHostScene
    from tabletop.ui.setup_model import match_from_command_line

    pygame.display.init()
    pygame.font.init()
    app = App(pygame.display.set_mode((1280, 720)), settings=Settings(animation_speed=0))
    order = table_games()
    rss, cache_mb, frames = [], [], 0
    try:
        for game in range(games):
            app.play(match_from_command_line(order[game % len(order)], 4, [GAMES_SEATS] * 4, seed + game))
            app.scenes.apply_pending()
            while isinstance(app.scenes.top, TableHostScene):
                app.step([], 0.1)
                app.render()
                frames += 1
                time.sleep(min(app.wake_in() or 0.0, 0.01))   # the worker needs the CPU more
            rss.append(_resident_mb())
            cache_mb.append(round(text.rendered_cache_bytes() / 2**20, 2))
    finally:
        app.close()
        pygame.quit()
    return {"rss_mb": rss, "text_cache_mb": cache_mb, "frames": frames}


def _resident_mb() -> float | None:
    """This process's resident memory now (Linux /proc), in MB."""
    try:
        pages = int(open("/proc/self/statm").read().split()[1])
    except OSError:
        return None
    return round(pages * os.sysconf("SC_PAGE_SIZE") / 2**20, 1)


# --- 3. engine speed ------------------------------------------------------------------------


def random_playout(game, players: int, seed: int, step_cap: int = 100_000) -> int:
    """Play one full game choosing uniformly among legal actions; returns the action count."""
    from tabletop.engine.rng import Rng

    state = game.new_state(players, seed)
    rng = Rng(seed)
    actions = 0
    while not state.is_over():
        if actions >= step_cap:
            raise RuntimeError(f"{game.id} seed {seed}: no end after {step_cap} actions")
        state.apply(rng.choice(state.legal_actions()))
        actions += 1
    return actions


def measure_engine(game_id: str, quick: bool) -> Row:
    """Median games/s over batches of random games at the game's largest player count."""
    from tabletop.registry import load_game

    game = load_game(game_id)
    players = game.max_players
    batches, per_batch = (3, 10) if quick else (7, 30)
    rates, actions = [], []
    seed = 1
    for _ in range(batches):
        started = time.perf_counter()
        for _ in range(per_batch):
            actions.append(random_playout(game, players, seed))
            seed += 1
        rates.append(per_batch / (time.perf_counter() - started))
    rate = statistics.median(rates)
    data = {"games_per_second": round(rate, 1), "players": players, "games": len(actions),
            "mean_actions": round(statistics.fmean(actions), 1)}
    return Row(f"{game_id}: random full games/s ({players} players, engine only)",
               f"{rate:.1f} games/s ({data['mean_actions']:.0f} actions/game)", "report only", None, data)


def measure_search(game_id: str, quick: bool) -> Row:
    """Computer-opponent thinking speed: ISMCTS iterations per second at the most players.

    Reported, not judged here: how many iterations a level needs is the bots' business.
    The shared machine's speed drifts by a quarter within minutes, so the row also times a
    fixed pure-Python workload just before and just after the search and reports the
    search rate per reference run: that ratio compares across runs and sessions where raw
    iterations per second do not.
    """
    from tabletop.ai.rate import ismcts_rate
    from tabletop.registry import load_game

    players = load_game(game_id).max_players
    before = reference_runs_per_second()
    data = ismcts_rate(game_id, players, seconds=0.25 if quick else 0.5, positions=3 if quick else 5)
    reference = (before + reference_runs_per_second()) / 2
    data.update(reference_runs_per_second=round(reference, 2),
                per_reference_run=round(data["iterations_per_second"] / reference, 1))
    return Row(f"{game_id}: ISMCTS iterations/s ({players} players)",
               f"{data['iterations_per_second']:.0f} it/s (min {data['min']:.0f}, max {data['max']:.0f}) "
               f"= {data['per_reference_run']:.0f} per reference run", "report only", None, data)


def long_match(game_id: str, players: int, seed: int):
    """A whole match between random seats (each action chosen by a seeded Rng)."""
    from tabletop.engine.match import Match, Seat
    from tabletop.engine.rng import Rng
    from tabletop.registry import load_game

    match = Match(load_game(game_id), [Seat(f"P{i}", "random", i) for i in range(players)], seed)
    rng = Rng(seed)
    while not match.state.is_over():
        match.apply(rng.choice(match.state.legal_actions()))
    return match


def measure_replay(quick: bool) -> Row:
    """Replay step time: one action back or forward from a random point, with the view the
    screen then draws, in a long game; median and max over the steps."""
    from tabletop.analysis.replay import Replay
    from tabletop.engine.rng import Rng

    match = long_match(*REPLAY_GAME)
    started = time.perf_counter()
    replay = Replay(match)
    opened_ms = (time.perf_counter() - started) * 1000
    rng = Rng(1)
    times = []
    for _ in range(100 if quick else 400):
        replay.go(1 + rng.below(replay.length - 1))
        for by in (-1, 1):
            started = time.perf_counter()
            replay.step(by)
            replay.view(None)
            times.append((time.perf_counter() - started) * 1000)
    median, most = statistics.median(times), max(times)
    data = {"median_ms": round(median, 3), "max_ms": round(most, 3), "steps": len(times), "actions": replay.length,
            "open_ms": round(opened_ms, 1)}
    return Row(f"replay: step back/forward ({REPLAY_GAME[0]}, {replay.length} actions)",
               f"median {median:.2f} ms, max {most:.2f} ms (its kept copies made in {opened_ms:.0f} ms)",
               f"max ≤ {REPLAY_STEP_TARGET_MS:.0f} ms", most <= REPLAY_STEP_TARGET_MS, data)


def reference_runs_per_second() -> float:
    """Runs per second of a fixed interpreter-bound loop, the yardstick for `measure_search`."""
    started = time.perf_counter()
    total = 0
    for i in range(REFERENCE_STEPS):
        total += i * i % 7
    return 1.0 / (time.perf_counter() - started)


# --- 4. memory ---------------------------------------------------------------------------------


def memory_row(startup: Row, tables: list[Row]) -> Row:
    target = f"≤ {MEMORY_TARGET_MB:.0f} MB"
    peaks = [(row.data.get("ui_peak_mb"), row.data.get("worker_peak_mb")) for row in tables]
    totals = [ui + (worker or 0) for ui, worker in peaks if ui is not None]
    start_mb = startup.data.get("peak_rss_mb")
    if not totals:
        value = f"title screen {start_mb} MB" if start_mb else "not available"
        return Row("peak memory", value, target, None if start_mb is None else start_mb <= MEMORY_TARGET_MB,
                   {"startup_mb": start_mb})
    worst = max(totals)
    ui, worker = peaks[totals.index(worst)]
    value = f"{worst:.0f} MB playing (UI {ui:.0f} + bot worker {worker or 0:.0f}); title screen {start_mb} MB"
    return Row("peak memory", value, target, worst <= MEMORY_TARGET_MB,
               {"playing_mb": round(worst, 1), "ui_mb": ui, "worker_mb": worker, "startup_mb": start_mb})


def _rss_mb(maxrss: int) -> float:
    """ru_maxrss is KiB on Linux and bytes on macOS."""
    return round(maxrss / (1024 * 1024 if sys.platform == "darwin" else 1024), 1)


def _self_peak_mb() -> float | None:
    try:
        import resource
    except ImportError:  # Windows
        return None
    return _rss_mb(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)


def _children_peak_mb() -> float | None:
    try:
        import resource
    except ImportError:
        return None
    return _rss_mb(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)


# --- helpers -----------------------------------------------------------------------------------


def format_rows(rows: list[Row], quick: bool) -> str:
    verdict = {True: "ok", False: "MISSED", None: "-"}
    width = max(len(row.name) for row in rows)
    lines = [f"tabletop bench{' --quick' if quick else ''} (medians)", ""]
    for row in rows:
        lines.append(f"{row.name:<{width}}  {row.value}")
        note = row.data.get("error") or row.data.get("note")
        lines.append(f"{'':<{width}}  target {row.target}: {verdict[row.ok]}" + (f" ({note})" if note else ""))
    return "\n".join(lines)


def _percentile(sorted_values: list[float], pct: float) -> float:
    """Nearest-rank percentile of an already sorted list."""
    rank = max(1, round(pct / 100 * len(sorted_values)))
    return sorted_values[min(rank, len(sorted_values)) - 1]


def _max_or_none(values: list) -> float | None:
    known = [v for v in values if v is not None]
    return max(known) if known else None


def _child_env(home: str) -> dict:
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


def _run_child(args: list[str], env: dict, timeout: float) -> "dict | Row":
    """Run `python -m tabletop.commands.bench ARGS` and return the JSON line it prints, or a Row
    saying why there is none (a packaged build has no source tree to run it from)."""
    if _frozen():
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


def _frozen() -> bool:
    return bool(getattr(sys, "frozen", False))


def child_main(argv: list[str]) -> int:
    if len(argv) == 3 and argv[0] == "--table-child":
        print(json.dumps(table_child(argv[1], int(argv[2]))), flush=True)
        return 0
    if len(argv) == 2 and argv[0] == "--games-child":
        print(json.dumps(games_child(int(argv[1]))), flush=True)
        return 0
    print("usage: python -m tabletop.commands.bench --table-child GAME FRAMES | --games-child GAMES "
          "(run by `tabletop bench`)", file=sys.stderr)
    return 2


def add_parser(sub: argparse._SubParsersAction) -> None:
    bench = sub.add_parser("bench", help="run the benchmarks and print medians")
    bench.add_argument("--json", action="store_true")
    bench.add_argument("--quick", action="store_true", help="fewer repetitions (CI)")
    bench.add_argument("--only", choices=("search", "replay"),
                       help="run only these rows (search: ISMCTS iterations/s per game; replay: its step time)")


def run(args: argparse.Namespace) -> int:
    return run_bench(as_json=args.json, quick=args.quick, only=args.only)
