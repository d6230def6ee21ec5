"""tabletop bench: the engine-speed benchmark (pytest-benchmark) and the report's plumbing.

`pytest` runs with --benchmark-disable (pyproject), so the benchmark below is played once
as an ordinary test; `pytest tests/commands/test_bench.py --benchmark-enable` times it.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from tabletop.commands.bench import children, engine, games, rows, startup
from tabletop.registry import load_game


@pytest.mark.parametrize("game_id", rows.rules_games())
@pytest.mark.benchmark(group="random-playout")
def test_random_playout_speed(benchmark, game_id):
    game = load_game(game_id)
    actions = benchmark(engine.random_playout, game, game.max_players, 7)
    assert actions > 0


def test_random_playout_is_deterministic():
    game = load_game(rows.rules_games()[0])
    assert engine.random_playout(game, game.max_players, 3) == engine.random_playout(game, game.max_players, 3)


def test_percentile_is_nearest_rank():
    values = [float(v) for v in range(1, 101)]
    assert rows.percentile(values, 50) == 50.0
    assert rows.percentile(values, 99) == 99.0
    assert rows.percentile([4.0], 99) == 4.0


def test_first_frame_timing_cpu_and_peak_memory(tmp_path):
    env = children.child_env(str(tmp_path))
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    launch = startup.first_frame([sys.executable, "-c", startup.BASELINE_CODE], env)
    assert 0 < launch.wall < 30 and launch.cpu > 0
    if hasattr(os, "wait4"):
        assert launch.rss is not None and 5 < launch.rss < 500


def test_start_up_is_judged_by_the_driver_the_children_open():
    assert startup.video_driver({"SDL_VIDEODRIVER": "dummy", "DISPLAY": ":1"}) == "dummy"
    assert startup.video_driver({}) == "dummy"            # no display: SDL falls back to nothing real
    assert startup.video_driver({"DISPLAY": ":1"}) == "x11"
    assert startup.STARTUP_RATIO_TARGET == {"x11": 1.15, "dummy": 1.3}


def test_memory_row_adds_worker_to_ui_and_checks_target():
    title = rows.Row("start-up", "", "", True, {"peak_rss_mb": 40.0})
    table = rows.Row("table", "", "", True, {"ui_peak_mb": 120.0, "worker_peak_mb": 90.0})
    row = games.memory_row(title, [table])
    assert row.data["playing_mb"] == 210.0 and row.ok is False
    row = games.memory_row(title, [rows.Row("table", "n/a", "", None, {})])
    assert row.ok is True and "title screen 40.0 MB" in row.value


def test_report_lists_every_row_with_its_verdict():
    shown = [rows.Row("start-up", "1 ms", "≤ 1.5× baseline", True),
             rows.Row("table", "not available", "p99 ≤ 16.7 ms", None, {"error": "no hook"})]
    text = rows.format_rows(shown, quick=True)
    assert "target ≤ 1.5× baseline: ok" in text
    assert "target p99 ≤ 16.7 ms: - (no hook)" in text


def test_search_row_reports_iterations_per_second():
    row = engine.measure_search(rows.rules_games()[0], quick=True)
    assert row.ok is None and row.data["positions"] == 3
    assert 0 < row.data["min"] <= row.data["iterations_per_second"] <= row.data["max"]
    assert "it/s" in row.value
    assert row.data["reference_runs_per_cpu_second"] > 0     # CPU time, both: a busy machine's load cancels
    ratio = row.data["iterations_per_cpu_second"] / row.data["reference_runs_per_cpu_second"]
    assert row.data["per_reference_run"] == pytest.approx(ratio, rel=0.01, abs=0.1)
    assert row.data["reference_runs"] == row.data["positions"] + 1            # one before each search, one after
    assert "per reference run" in row.value


def test_sound_row_loads_every_sound_on_the_dummy_driver():
    row = startup.measure_sound()
    assert row.data["loaded"] == row.data["sounds"] > 10, row


@pytest.mark.skipif(not os.path.exists("/proc/self/stat"), reason="reads /proc")
def test_idle_rows_read_a_process_trees_cpu_time():
    from tabletop.commands.bench import idle as bench_idle

    spinner = subprocess.Popen([sys.executable, "-c", "import time\nwhile True: pass"])
    try:
        busy = bench_idle.idle_cpu_percent([sys.executable, "-c", "import time; time.sleep(30)"],
                                           dict(os.environ), settle=0.3, window=0.5)
        assert busy is not None and busy < 50          # a sleeping process uses next to nothing
        assert bench_idle.tree_cpu_seconds(os.getpid()) > 0
        assert spinner.pid in bench_idle.descendants(os.getpid())
    finally:
        spinner.kill()
        spinner.wait()


def test_games_in_a_row_are_played_in_one_window_and_memory_read(tmp_path):
    env = children.child_env(str(tmp_path))
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    row = games.measure_games_in_a_row(env, 2)
    assert not row.data.get("error"), row.data
    assert row.data["frames"] > 0 and len(row.data["rss_mb"]) == 2
    assert row.data["text_cache_mb"][-1] <= 8


def test_replay_row_reports_step_times_over_a_long_game():
    row = engine.measure_replay(quick=True)
    assert row.data["actions"] > 1500 and row.data["steps"] == 200
    assert row.data["median_ms"] <= row.data["max_ms"] and row.ok is not None


def test_peak_memory_is_read_from_proc_the_same_way_for_any_process():
    if not os.path.exists("/proc/self/status"):
        pytest.skip("needs /proc")
    own = children.peak_mb(os.getpid())
    assert own is not None and 5 < own < 2000
    sleeper = subprocess.Popen([sys.executable, "-c", "import time; print('up', flush=True); time.sleep(30)"],
                               stdout=subprocess.PIPE, text=True)
    try:
        assert sleeper.stdout is not None and sleeper.stdout.readline() == "up\n"    # running Python by now
        other = children.peak_mb(sleeper.pid)
        assert other is not None and 0 < other < 2000
    finally:
        sleeper.kill()
        sleeper.wait()
    assert children.peak_mb(None) is None and children.peak_mb(sleeper.pid) is None   # reaped: gone


def test_thinking_child_measures_the_window_while_a_seat_thinks(tmp_path):
    """The app's own frame loop at a table whose computer seat is still thinking: every
    frame counted while it thinks, and (nothing else moving) drawn as the spinner's corner.
    In a process of its own, as the bench runs it: it quits pygame when done."""
    if not os.path.exists("/proc/self/stat"):
        pytest.skip("needs /proc")
    code = ("import json\n"
            "from tabletop.commands.bench.thinking import THINKING_GAME, thinking_child\n"
            "if __name__ == '__main__':\n"
            "    print(json.dumps(thinking_child(THINKING_GAME, settle=1.0, window=0.5)))")
    env = {**children.child_env(str(tmp_path)), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout.splitlines()[-1])
    assert result["frames"] > 0 and result["thinking_frames"] == result["frames"]
    assert result["quiet_frames"] > 0
    assert result["ui_cpu_percent"] >= 0 and result["main_thread_percent"] >= 0
    assert result["worker_peak_mb"] is not None and result["ui_peak_mb"] is not None


def test_yardstick_slices_go_round_the_whole_runs_numbers():
    stick = engine.Yardstick()
    for _ in range(engine.REFERENCE_STEPS // engine.REFERENCE_SLICE):
        assert stick.slice() >= 0.0
    assert stick.steps == engine.REFERENCE_STEPS and stick.slices == engine.REFERENCE_STEPS // engine.REFERENCE_SLICE
    stick.run()
    assert stick.runs == 1 and stick.steps == 2 * engine.REFERENCE_STEPS
    assert stick.runs_per_second() > 0


def test_review_rows_report_the_cpu_of_a_review_and_the_waits_for_it(monkeypatch):
    """With a tiny budget: the rows' shape, not the machine's speed."""
    from tabletop.commands.bench.review import review_cpu_row, review_first_row, review_wait_row

    monkeypatch.setattr("tabletop.analysis.review.default_iterations", lambda game_id: 10)
    cpu = review_cpu_row(quick=True)
    assert cpu.data["judged"] == 4 and cpu.data["decisions"] > 4 and cpu.data["estimated_cpu_s"] >= 0
    wait = review_wait_row(quick=True)
    assert wait.data["children"] in (1, 2) and wait.data["decisions"] > 4
    assert abs(wait.data["estimated_wait_s"] * wait.data["children"] - wait.data["estimated_cpu_s"]) < 0.2
    first = review_first_row(quick=True)
    assert "error" not in first.data and len(first.data["runs_s"]) == 1 and first.ok is not None


def test_start_up_is_measured_with_a_players_folders_inside_the_throw_away_home(tmp_path):
    """Under TABLETOP_HOME the app never imports platformdirs, which a player's start does;
    the start-up row takes the player's way, kept inside the throw-away folder (Linux)."""
    from tabletop.commands.bench.children import as_a_player, child_env, players_folders

    env = as_a_player(child_env(str(tmp_path)))
    if not players_folders():
        assert env["TABLETOP_HOME"] == str(tmp_path)
        return
    assert "TABLETOP_HOME" not in env
    for variable in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        assert env[variable].startswith(str(tmp_path))


def test_a_search_row_names_only_the_compiled_modules_its_game_runs(monkeypatch):
    """The executable compiles some games' modules and not others': a row counts the
    search's own and its game's, not every extension loaded by the rows before it."""
    def module(name: str, file: str):
        made = type(sys)(name)
        made.__file__ = file
        return made
    for name, file in {"tabletop.ai.ismcts": "ismcts.cpython-311-x86_64-linux-gnu.so",
                       "tabletop.games.golden_sails.bots": "bots.cpython-311-x86_64-linux-gnu.so",
                       "tabletop.games.sail_to_india.turn": "turn.pyd",
                       "tabletop.games.sail_to_india.view": "view.py"}.items():
        monkeypatch.setitem(sys.modules, name, module(name, file))
    assert engine.compiled_modules("sail_to_india") == ["tabletop.ai.ismcts", "tabletop.games.sail_to_india.turn"]
    assert engine.compiled_modules("pirates_gold") == ["tabletop.ai.ismcts"]
