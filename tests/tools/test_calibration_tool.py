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
