"""`tabletop score` on a Pirates' Gold position: only the home coves count."""

from __future__ import annotations

import pytest

from tabletop.commands.score import ScenarioError, score_scenario_file


def write(tmp_path, text):
    path = tmp_path / "position.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def test_home_coves_are_scored_and_the_threshold_decides(tmp_path):
    report = score_scenario_file(write(tmp_path, """game: pirates_gold
players:
  - {name: Anna, home: [3, 2, 2], cargo: [3, 3]}
  - {name: Ben, home: [3, 3, 1, 1]}
"""))
    assert [p["total"] for p in report["players"]] == [7, 8]
    assert report["needed"] == 9 and report["winners"] == ["Ben"]   # nobody reached 9: the most at home


def test_a_bad_ducat_value_is_named_with_its_line(tmp_path):
    with pytest.raises(ScenarioError) as caught:
        score_scenario_file(write(tmp_path, """game: pirates_gold
players:
  - {name: Anna, home: [3, 5]}
  - {name: Ben, home: []}
"""))
    [error] = caught.value.errors
    assert error.line == 3 and error.field == "players[0].home[1]" and "got 5" in error.message
