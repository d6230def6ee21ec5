"""tools/review_noise.py: each picked decision is judged again under other seeds, the same
verdicts for the same seeds, and the spread of the loss is summed up."""

from __future__ import annotations

import json

from tests.tools.support import load_tool

tool = load_tool("review_noise")


def test_a_decision_is_judged_again_and_the_first_verdict_is_the_reviews(tmp_path, capsys):
    argv = ["--game", "golden_sails", "--games", "1", "--per-seat", "1", "--repeats", "3", "--bot", "ai:iters=20",
            "--iterations", "120", "--out", str(tmp_path)]
    assert tool.main(argv) == 0
    out = capsys.readouterr().out
    assert "2 decisions of 1 games, each judged 3 times" in out and "spread of their loss: median" in out
    record = json.loads((tmp_path / "golden_sails.json").read_text(encoding="utf-8"))
    assert [len(d["verdicts"]) for d in record["decisions"]] == [3, 3]
    decision = record["decisions"][0]
    verdicts = tool.judged_again("golden_sails", ["ai:iters=20"] * 2, 1, 300, 1, 1, 120)
    assert verdicts[0]["verdicts"][0] == decision["verdicts"][0]        # same seeds, same verdicts
    assert tool.summary([], None) == "no contested decision rated twice"
    assert tool.main(["--again", str(tmp_path / "golden_sails.json")]) == 0
    assert capsys.readouterr().out.splitlines()[1:] == out.splitlines()[1:]
