"""tools/strength.py, the strength matrix: every match-up names real bots and legal
player counts, and the table reads finished runs and marks missing ones."""

from __future__ import annotations

import json

from tabletop.ai.bot import make_bot, pinned_name
from tabletop.registry import load_game
from tests import REPO
from tests.tools.support import load_tool

ROOT = REPO


def test_every_matchup_is_playable_as_written(tmp_path):
    tool = load_tool("strength")
    assert len({m.key for m in tool.MATRIX}) == len(tool.MATRIX)
    for m in tool.MATRIX:
        game = load_game(m.game)
        assert game.min_players <= len(m.seats) <= game.max_players
        for name in m.bot_names():
            make_bot(name)
        line = tool.command(m, tmp_path, jobs=2)
        assert "--rotate" in line and str(tool.GAMES) in line and line[line.index("--jobs") + 1] == "2"
        assert line[line.index("--journal") + 1] == str(tmp_path.resolve() / f"{m.key}.jsonl")


def test_levels_are_pinned_in_proportion_to_their_time():
    assert pinned_name("hard", "golden_sails") == "ai:hard@iters=5240"
    assert pinned_name("easy", "pirates_gold") == "ai:easy@iters=1352"


def test_the_table_reports_finished_runs_and_marks_the_rest(tmp_path):
    tool = load_tool("strength")
    m = tool.MATRIX[0]
    names = m.bot_names()
    report = {"games": 60, "errors": 0, "illegal_actions": 0,
              "win_rate_by_bot": {names[0]: 0.975, names[1]: 0.025},
              "think_ms_by_bot": {names[0]: {"median": 240.0, "max": 900.0, "decisions": 10},
                                  names[1]: {"median": 0.0, "max": 0.1, "decisions": 10}}}
    (tmp_path / f"{m.key}.json").write_text(json.dumps(report), encoding="utf-8")
    lines = tool.table(tmp_path).splitlines()
    assert "| 60 | 97.5 % | 90–99 % | ≥ 95 % | 0 / 0 | 240 / 900 |" in lines[2]
    assert all("not run" in line for line in lines[3:])


def test_a_row_still_being_played_shows_its_games_so_far(tmp_path):
    from tabletop.ai.game_record import GameRecord
    from tabletop.ai.sim_journal import SimJournal

    tool = load_tool("strength")
    m = tool.MATRIX[0]
    names = m.bot_names()
    journal = SimJournal(tmp_path / f"{m.key}.jsonl", {"game": m.game, "players": len(names), "seats": names,
                                                        "seed": tool.SEED, "rotate": True, "step_cap": 10_000})
    for index, winner in enumerate([0, 0, 1, 0]):       # the normal seat wins three of four
        seating = names if index % 2 == 0 else names[::-1]
        me = seating.index(names[0])
        journal.record(index, GameRecord(1 + index // 2, seating, totals=[10, 5] if winner == 0 else [5, 10],
                                         winners=[me if winner == 0 else 1 - me], actions=50,
                                         think=[(names[0], 0.25)]))
    line = tool.table(tmp_path).splitlines()[2]
    assert f"| 4 of {tool.GAMES} so far | 75.0 % | 30–95 % |" in line and "| 250 / 250 |" in line


def test_the_committed_results_are_of_todays_bots():
    """A committed journal or report whose seats are not the ones the matrix names today
    (a level re-pinned, a match-up changed) measures bots that no longer exist: it must be
    deleted and run again rather than mixed into the table."""
    from tabletop.ai.sim_journal import read_journal

    tool = load_tool("strength")
    matrix = {m.key: m for m in tool.MATRIX}
    for path in sorted(tool.RESULTS.glob("*.jsonl")):
        m = matrix[path.stem]
        run, done = read_journal(path)
        assert run["seats"] == m.bot_names() and run["game"] == m.game, path.name
        assert run["seed"] == tool.SEED and run["rotate"] is True, path.name
        assert set(done) <= set(range(tool.GAMES)), path.name
    for path in sorted(tool.RESULTS.glob("*.json")):
        report = json.loads(path.read_text(encoding="utf-8"))
        assert report["seats"] == matrix[path.stem].bot_names() and report["games"] == tool.GAMES, path.name


def test_the_readme_shows_the_table_the_committed_results_give():
    """The README's strength table is a copy of `python tools/strength.py`'s output: after
    committing new results, paste the tool's table between the markers."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    start = readme.index("<!-- strength table:")
    shown = readme[readme.index("\n", start) + 1:readme.index("<!-- end of strength table -->")].strip()
    tool = load_tool("strength")
    assert shown == tool.table(tool.RESULTS)


def test_hard_must_show_its_four_times_the_thinking():
    """Issue #25's bars: hard wins 65 % of two-player games against normal, and 45 % of
    three-player Sail to India against two normals (not merely more than a fair share)."""
    tool = load_tool("strength")
    hard = {m.key: m.target for m in tool.MATRIX if m.seats[0] == "hard"}
    assert hard == {"golden_sails-hard-vs-normal-2p": 0.65, "pirates_gold-hard-vs-normal-2p": 0.65,
                    "winds_of_trade-hard-vs-normal-2p": 0.65, "sail_to_india-hard-vs-normal-3p": 0.45}


def test_a_cluster_address_is_passed_to_every_sim_run(tmp_path):
    tool = load_tool("strength")
    m = tool.MATRIX[0]
    assert "--cluster" not in tool.command(m, tmp_path)
    assert tool.command(m, tmp_path, cluster="tcp://10.0.0.5:8786")[-2:] == ["--cluster", "tcp://10.0.0.5:8786"]
