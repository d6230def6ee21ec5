"""tools/review_ratio.py: a short run keeps its judged decisions, and `--again` reads them
through today's maps with the same figures and nothing played again."""

from __future__ import annotations

import json

from tests.tools.support import load_tool

tool = load_tool("review_ratio")


def test_a_run_keeps_its_decisions_and_again_prints_the_same_figures(tmp_path, capsys):
    argv = ["--game", "golden_sails", "--games", "2", "--bot", "ai:normal@iters=60", "--iterations", "1310",
            "--per-game", "4", "--out", str(tmp_path)]
    assert tool.main(argv) == 0
    first = capsys.readouterr().out.splitlines()
    record = json.loads((tmp_path / "golden_sails.json").read_text(encoding="utf-8"))
    assert record["players"] == 2 and len(record["decisions"]["bot"]) == len(record["decisions"]["random"]) == 4
    assert tool.main(["--again", str(tmp_path / "golden_sails.json")]) == 0
    again = capsys.readouterr().out.splitlines()
    assert first[1:] == again[1:] and any("chance lost per decision" in line for line in again)
