"""tools/decision_regret.py: levels' choices judged by a longer search, from the seat's view only."""

from __future__ import annotations

from tabletop.registry import load_game
from tests.tools.support import load_tool


def test_positions_are_judged_reproducibly_and_regret_is_never_negative():
    tool = load_tool("decision_regret")
    game = load_game("pirates_gold")
    bots = {"normal": "ai:normal@iters=8", "hard": "ai:hard@iters=16"}
    first, per_seat = tool.measure(game, 2, 3, bots, 32, "random", seed=5)
    again, _ = tool.measure(game, 2, 3, bots, 32, "random", seed=5)
    assert first == again and len(first) == 3 and per_seat > 0
    assert all(r >= 0 for j in first for r in j.regrets.values())
    summary = tool.summary(first, per_seat)
    assert set(summary) == {"normal", "hard"}
    assert all(0 <= row["agrees"] <= 1 for row in summary.values())
    assert tool.alike(first) == sum(j.choices["normal"] == j.choices["hard"] for j in first)


def test_the_command_prints_one_line_per_level(capsys, monkeypatch):
    tool = load_tool("decision_regret")
    monkeypatch.setattr(tool, "pinned_name", lambda level, game_id: {"easy": "random"}.get(
        level, f"ai:{level}@iters={8 if level == 'normal' else 16}"))
    assert tool.main(["golden_sails", "--positions", "2"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("golden_sails, 2 players, 2 positions, oracle 64 iterations")
    assert [line.split()[0] for line in lines[1:3]] == ["normal", "hard"]
    assert lines[3].startswith("normal and hard choose alike in ") and lines[3].endswith(" of 2 positions")
