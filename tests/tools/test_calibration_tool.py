"""tools/calibration.py: collect a journal, fit and write the map into a content folder, and
print the honesty table of the written map on another journal."""

from __future__ import annotations

import shutil

import pytest

from tabletop.analysis import calibration
from tabletop.commands.validate import validate_root
from tabletop.runtime.paths import content_root
from tests.tools.support import load_tool

tool = load_tool("calibration")


@pytest.fixture
def content_copy(tmp_path, monkeypatch):
    copy = tmp_path / "content"
    shutil.copytree(content_root(), copy)
    monkeypatch.setenv("TABLETOP_CONTENT", str(copy))
    calibration.load_map.cache_clear()
    yield copy
    calibration.load_map.cache_clear()


def test_collect_fit_write_and_check(content_copy, tmp_path, capsys):
    common = ["--bot", "ai:iters=5", "--per-seat", "2", "--iterations", "8"]
    assert tool.main(["collect", "golden_sails", "--games", "3", "--seed", "1", *common,
                      "--out", str(tmp_path / "fit.jsonl")]) == 0
    assert tool.main(["collect", "golden_sails", "--games", "2", "--seed", "50", *common,
                      "--out", str(tmp_path / "check.jsonl")]) == 0
    assert tool.main(["check", "golden_sails", str(tmp_path / "check.jsonl")]) == 2   # no map yet
    capsys.readouterr()
    assert tool.main(["fit", "golden_sails", str(tmp_path / "fit.jsonl"), "--write"]) == 0
    assert "12 positions of 3 games" in capsys.readouterr().out
    written = calibration.read_map(content_copy / "golden_sails" / calibration.FILE)
    fitted = written.for_players(2, 8)
    assert fitted is not None and fitted.fitted_on.seeds == "1-3"
    assert written.for_players(2, 10480) is not None    # the review's map is kept beside it
    assert validate_root(content_copy) == []
    calibration.load_map.cache_clear()
    assert tool.main(["check", "golden_sails", str(tmp_path / "check.jsonl")]) == 0
    out = capsys.readouterr().out
    assert "8 positions of 2 games" in out and "| first half |" in out and "mean gap" in out
    other = tmp_path / "other.jsonl"
    assert tool.main(["collect", "golden_sails", "--games", "1", "--seed", "90", "--bot", "ai:iters=6",
                      "--per-seat", "1", "--iterations", "8", "--out", str(other)]) == 0
    assert tool.main(["fit", "golden_sails", str(tmp_path / "fit.jsonl"), str(other)]) == 2


def test_a_balance_run_keeps_its_games_and_collect_judges_them_without_playing_them_again(tmp_path, capsys):
    """`tabletop balance … --save-dir DIR` keeps every game it plays as a save; `collect
    --saves DIR` judges those games into a journal (their seeds, the seats' bot in its
    header), goes on where it stopped, and refuses a save of another kind of run."""
    from tabletop.cli import main

    saves = tmp_path / "saves"
    seats = "ai:iters=5,ai:iters=5"
    assert main(["balance", "golden_sails", "--players", "2", "--seats", seats, "--games", "3", "--seed", "40",
                 "--out", str(tmp_path / "balance"), "--save-dir", str(saves)]) == 0
    assert len(list(saves.glob("*.json"))) == 3
    journal = tmp_path / "saved.jsonl"
    judged = ["collect", "golden_sails", "--saves", str(saves), "--per-seat", "1", "--iterations", "8",
              "--out", str(journal)]
    capsys.readouterr()
    assert tool.main(judged) == 0
    header, positions = tool.read_runs([journal])
    assert header["bot"] == "ai:iters=5" and header["seed"] is None and header["players"] == 2
    assert sorted({p.game_seed for p in positions}) == [40, 41, 42] and len(positions) == 6
    assert tool.main(judged) == 0           # nothing left to judge: the journal is read back
    assert "6 positions from 3 games" in capsys.readouterr().out
    assert main(["sim", "golden_sails", "--players", "2", "--seats", "random,random", "--games", "1",
                 "--save-dir", str(saves)]) == 0
    capsys.readouterr()
    assert tool.main(judged) == 2
    assert "not a 2-player golden_sails game of random in every seat" in capsys.readouterr().err
