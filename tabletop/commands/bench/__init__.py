"""`tabletop bench`: the performance numbers the foundation issue asks for, as medians.

The measurements, each printed with its target:

1. Start-up: the CPU of `python -m tabletop` from process start to the first drawn title
   frame (the app prints a line and exits after that frame when
   TABLETOP_BENCH_FIRST_FRAME=1), against a bare `import pygame; pygame.init();
   display.set_mode` process run just before it, pair by pair, so machine noise hits
   both alike. Target ≤ 1.15× baseline on a real display (X), ≤ 1.3× with the dummy driver.
   Sound is not in it (the app opens the mixer after the first frame); its own row times
   what sound then costs the main thread (opening the mixer) and, apart, the background
   thread's work (reading the sound map, decoding every effect). Target: main ≤ 50 ms.
2. Table frame time at 1280×720, p50, p99 and max of the CPU time of the work per
   frame (events, update, draw, flip; the sleep excluded), per game, in a child process
   playing a match between four computer seats, so a seat is thinking in the bot worker
   for most frames. Target p99 ≤ 8 ms, max ≤ 16 ms (a frame is 16.7 ms).
   The CPU time is the main thread's (`thread_time`), the whole process's beside it
   (which also counts a GL rasteriser's threads drawing for us).
   Idle: the share of a core the real window uses on the title screen and on a table
   waiting for a person (`idle`). Target ≤ 3 %. Thinking: the share of a core the
   window's process uses while a computer seat thinks at a table (`thinking`), the app's
   own frame loop in a child. Target ≤ 5 %.
3. Engine speed: random full games per second per built game (legal_actions/apply with
   an Rng-chosen action; no bots, no UI), and the computer opponents' search speed
   (ISMCTS iterations per second, median over positions spread through one game, also
   given per run of a fixed reference loop timed around it, since the machine drifts).
   And replays: the time of one step back or forward (the new position and its view) at
   random points of a long game (about 2,000 actions of Sail to India between random
   seats), median and max. Target: max ≤ 50 ms.
4. Peak memory of the table run's UI process plus its bot worker (both `VmHWM` from
   /proc, read the same way), and of the start-up run (ru_maxrss of the reaped child). Target ≤ 200 MB. And resident memory of one window playing 25 table
   games in a row: the growth per game once every table has been opened. Target ≤ 0.25
   MB a game.

Child processes run with a throw-away TABLETOP_HOME so the user's saves and settings
neither slow nor change the numbers. Medians everywhere: one slow outlier (a cold disk
cache, a background job) should not move a result.

One module per job: `rows` (a report row, the printed table, percentiles), `children`
(the measuring children's environment and peak memory), `startup` (1), `frames`,
`idle` and `thinking` (2), `engine` (3: engine, search and replay rows), `games` (4: memory). This
module runs them (`run_bench`), and is the children's entry point (`child_main`, through
`python -m tabletop.commands.bench`), and `review` (the CPU of a game's review, the wait for a
whole one and for its first result). Each is imported when the bench runs, so naming the
command loads none of them.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from dataclasses import asdict
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tabletop.commands.bench.rows import Row


def run_bench(as_json: bool = False, quick: bool = False, only: str | None = None) -> int:
    """Measure, print a table (or one JSON object); exit code 1 only if a measurement broke.

    `only="search"` runs just the ISMCTS rows: the bots' speed work needs them often, and
    the start-up and table rows would cost minutes and compete for the CPU; likewise
    "replay", "thinking" and "frames" for the UI's speed work, and "review" for the review's.
    """
    from tabletop.commands.bench.engine import measure_replay, measure_search
    from tabletop.commands.bench.rows import format_rows, rules_games

    reps = 3 if quick else 7
    frames = 240 if quick else 900
    rows: list[Row] = []
    if only == "search":
        rows.extend(measure_search(game_id, quick) for game_id in rules_games())
    elif only == "replay":
        rows.append(measure_replay(quick))
    elif only == "review":
        rows.extend(_review_rows(quick))
    elif only in ("thinking", "frames"):
        _measure_window(rows, only, frames, quick)
    elif only == "startup":
        rows.append(_startup_row(reps))
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
    from tabletop.commands.bench.children import child_env
    from tabletop.commands.bench.engine import measure_engine, measure_replay, measure_search
    from tabletop.commands.bench.frames import measure_table
    from tabletop.commands.bench.games import GAMES_IN_A_ROW, measure_games_in_a_row, memory_row
    from tabletop.commands.bench.idle import idle_rows
    from tabletop.commands.bench.rows import rules_games, table_games
    from tabletop.commands.bench.startup import measure_sound, measure_startup
    from tabletop.commands.bench.thinking import thinking_row

    with tempfile.TemporaryDirectory(prefix="tabletop-bench-") as home:
        env = child_env(home)
        startup = measure_startup(env, reps)
        rows.append(startup)
        rows.append(measure_sound())
        rows.extend(idle_rows(env, 3 if quick else 5))
        rows.append(thinking_row(env, 3 if quick else 5))
        tables = [measure_table(game_id, env, frames) for game_id in table_games()]
        rows.extend(tables)
        rows.append(measure_games_in_a_row(env, 3 * len(table_games()) if quick else GAMES_IN_A_ROW))
        rows.extend(measure_engine(game_id, quick) for game_id in rules_games())
        rows.extend(measure_search(game_id, quick) for game_id in rules_games())
        rows.append(measure_replay(quick))
        rows.extend(_review_rows(quick))
        rows.append(memory_row(startup, tables))


def _startup_row(reps: int) -> Row:
    """Start-up alone, with twice the pairs: its ratio is a few percent either side of
    its target, and each pair costs only a second."""
    from tabletop.commands.bench.children import child_env
    from tabletop.commands.bench.startup import measure_startup

    with tempfile.TemporaryDirectory(prefix="tabletop-bench-") as home:
        return measure_startup(child_env(home), 3 * reps)


def _review_rows(quick: bool) -> list[Row]:
    from tabletop.commands.bench.review import review_cpu_row, review_first_row, review_wait_row

    return [review_cpu_row(quick), review_wait_row(quick), review_first_row(quick)]


def _measure_window(rows: list[Row], only: str, frames: int, quick: bool) -> None:
    """The window's rows alone: the share of a core while a computer thinks, or every
    table's frame times."""
    from tabletop.commands.bench.children import child_env
    from tabletop.commands.bench.frames import measure_table
    from tabletop.commands.bench.rows import table_games
    from tabletop.commands.bench.thinking import thinking_row

    with tempfile.TemporaryDirectory(prefix="tabletop-bench-") as home:
        env = child_env(home)
        if only == "thinking":
            rows.append(thinking_row(env, 3 if quick else 5))
        else:
            rows.extend(measure_table(game_id, env, frames) for game_id in table_games())


def child_main(argv: list[str]) -> int:
    """A measuring child (`python -m tabletop.commands.bench …`): prints its result as one JSON line."""
    if len(argv) == 3 and argv[0] == "--table-child":
        from tabletop.commands.bench.frames import table_child

        print(json.dumps(table_child(argv[1], int(argv[2]))), flush=True)
        return 0
    if len(argv) == 2 and argv[0] == "--thinking-child":
        from tabletop.commands.bench.thinking import thinking_child

        print(json.dumps(thinking_child(argv[1])), flush=True)
        return 0
    if len(argv) == 2 and argv[0] == "--games-child":
        from tabletop.commands.bench.games import games_child

        print(json.dumps(games_child(int(argv[1]))), flush=True)
        return 0
    print("usage: python -m tabletop.commands.bench --table-child GAME FRAMES | --games-child GAMES | "
          "--thinking-child GAME "
          "(run by `tabletop bench`)", file=sys.stderr)
    return 2


def add_parser(sub: argparse._SubParsersAction) -> None:
    bench = sub.add_parser("bench", help="run the benchmarks and print medians")
    bench.add_argument("--json", action="store_true")
    bench.add_argument("--quick", action="store_true", help="fewer repetitions (CI)")
    bench.add_argument("--only", choices=("search", "replay", "thinking", "frames", "review", "startup"),
                       help="run only these rows (search: ISMCTS iterations/s per game; replay: its step time; "
                            "review: the CPU of reviewing a game, the wait for a whole one and for its first result; "
                            "thinking: the window's CPU while a computer thinks; frames: the tables' frame times; "
                            "startup: CPU to the first title frame against a bare pygame-ce window)")


def run(args: argparse.Namespace) -> int:
    return run_bench(as_json=args.json, quick=args.quick, only=args.only)
