"""`tabletop score` on Winds of Trade endings described in YAML."""

from __future__ import annotations


import pytest

from tabletop.commands.score import ScenarioError, score_scenario_file
from tests import TESTS

HERE = TESTS


def test_the_hung_council_scenario_names_the_coalition_winners():
    report = score_scenario_file(HERE / "scenarios" / "winds_of_trade_hung_council.yaml")
    assert report["coalition"] == ["navy", "merchants"]
    assert report["winners"] == ["Ada"]                  # more islands than Cleo, the other holder


def test_an_anarchy_scenario_uses_the_tie_break_chain(tmp_path):
    path = tmp_path / "revolt.yaml"
    path.write_text("game: winds_of_trade\nend: revolt\nplayers:\n"
                    "  - {name: Ada, islands: 2, gold: 4}\n"
                    "  - {name: Ben, islands: 2, gold: 4, cargo: {spices: 1}}\n")
    assert score_scenario_file(path)["winners"] == ["Ben"]


def test_a_bad_field_is_named_with_its_line(tmp_path):
    path = tmp_path / "bad.yaml"
    path.write_text("game: winds_of_trade\nend: stable_markets\ncouncil: [navy]\nplayers:\n"
                    "  - {name: Ada, superiorities: [navvy]}\n  - {name: Ben}\n")
    with pytest.raises(ScenarioError) as caught:
        score_scenario_file(path)
    [error] = caught.value.errors
    assert error.line == 5 and error.field == "players[0].superiorities[0]" and "did you mean 'navy'" in error.message
