"""`tabletop bench` memory rows: one window playing table games in a row, measured in a
child process (`python -m tabletop.commands.bench --games-child GAMES`), and the peak
memory of the start-up and table runs."""

from __future__ import annotations

import os
import statistics
import time
from dataclasses import replace

from tabletop.commands.bench.children import run_child
from tabletop.commands.bench.rows import Row, table_games

GAME_GROWTH_TARGET_MB = 0.25
GAMES_IN_A_ROW = 25
GAMES_SEATS = "greedy"
"""Quick, and plays games of a real length (random seats make Pirates' Gold last 1,000 moves)."""
MEMORY_TARGET_MB = 200.0


def measure_games_in_a_row(env: dict, games: int) -> Row:
    """Resident memory of one window playing `games` table games in a row, the four
    games in turn, read after each game: the mean over the second round (every table
    has been opened once: content and pictures loaded) against the mean over the last
    full round, as growth per game. Means over a round, because what a window holds
    after a game differs by game, and resident memory moves a few MB either way as the
    allocator reuses its pages."""
    name = f"memory over {games} table games in a row (4 greedy seats, the four games in turn)"
    target = f"≤ {GAME_GROWTH_TARGET_MB} MB a game once every table is open"
    child = run_child(["--games-child", str(games)], env, 120 * games)
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
    from tabletop.ui.app import App, prefer_direct_framebuffer
    from tabletop.ui.scenes.table_host import TableHostScene
    from tabletop.ui.setup_model import match_from_command_line

    pygame.display.init()
    pygame.font.init()
    prefer_direct_framebuffer()
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


def memory_row(startup: Row, tables: list[Row]) -> Row:
    """Peak memory: the worst table run's UI process plus its bot worker, and the start-up run's."""
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
