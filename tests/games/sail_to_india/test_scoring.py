"""Sail to India final scoring, tie-breakers, and the `score` command."""

from __future__ import annotations

import json

import pytest

from tabletop.cli import main
from tabletop.commands.score import ScenarioError, score_scenario_file
from tabletop.games.sail_to_india.result import FinalPosition, score_players
from tests import TESTS
from tests.games.sail_to_india.support import give_buildings, give_goods, give_tech, table

SCENARIOS = TESTS / "scenarios"


def content():
    return table().game.content


def test_final_score_parts():
    result = score_players(content(), [
        FinalPosition(12, 7, {"church": 1, "marketplace": 1, "stronghold": 1}, ["renaissance", "guild"]),
        FinalPosition(3, 0),
        FinalPosition(0, 0),
    ])
    assert result.breakdown[0] == {"historians": 12, "buildings": 4, "technologies": 5}
    assert result.totals[0] == 21 and result.winners == [0]
    assert result.categories == ["historians", "buildings", "technologies"]


def test_goods_and_wealth_score_nothing():
    state = table()
    give_goods(state, 0, [(1, 0), (1, 1)])
    state.wealth[0] = 5
    assert state.result().totals[0] == 0


def test_buildings_in_a_real_state():
    state = table()
    give_buildings(state, 1, [(1, 0), (1, 1), (2, 0)])        # stronghold, marketplace, church
    give_tech(state, 1, "eastern_india_incorporated")
    assert state.result().breakdown[1] == {"historians": 0, "buildings": 4, "technologies": 2}


@pytest.mark.parametrize("players,winners,note", [
    # India breaks a tie on VP
    ([FinalPosition(10, 0, discovered_india=True), FinalPosition(10, 9), FinalPosition(2, 0)], [0],
     "Tie on 10 VP between {P0} and {P1}, decided by discovered India: {P0} yes, {P1} no."),
    # then the most wealth
    ([FinalPosition(10, 3), FinalPosition(10, 9), FinalPosition(2, 0)], [1],
     "Tie on 10 VP between {P0} and {P1}, decided by wealth: {P0} 3, {P1} 9."),
    # then the most historian VP (equal totals: 8 + church 2 against 10)
    ([FinalPosition(8, 4, {"church": 1}), FinalPosition(10, 4), FinalPosition(2, 0)], [1],
     "Tie on 10 VP between {P0} and {P1}, decided by VP on the historian card: {P0} 8, {P1} 10."),
    # still tied: a shared win
    ([FinalPosition(10, 4), FinalPosition(10, 4), FinalPosition(2, 0)], [0, 1],
     "Tie on 10 VP between {P0} and {P1}, still tied after discovered India, wealth and historian VP: "
     "they share the victory."),
    # three seats read as a list, not "{P0} and {P1} and {P2}"
    ([FinalPosition(10, 4), FinalPosition(10, 4), FinalPosition(10, 4), FinalPosition(2, 0)], [0, 1, 2],
     "Tie on 10 VP between {P0}, {P1} and {P2}, still tied after discovered India, wealth and historian VP: "
     "they share the victory."),
])
def test_tie_breakers_say_which_decided_and_with_what(players, winners, note):
    result = score_players(content(), players)
    assert result.winners == winners
    assert result.notes == [note]
    assert result.ranking[:len(winners)] == winners and result.ranking[-1] == len(players) - 1


def test_no_tie_no_tie_note_and_the_ranking_follows_the_totals():
    result = score_players(content(), [FinalPosition(3, 0), FinalPosition(12, 0), FinalPosition(7, 9)])
    assert result.notes == [] and result.ranking == [1, 2, 0]


def test_score_command_reads_the_design_note_format(capsys):
    assert main(["score", str(SCENARIOS / "sail_to_india_design_note.yaml"), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    ana, ben, caro = report["players"]
    assert ana["breakdown"] == {"historians": 12, "buildings": 4, "technologies": 5} and ana["total"] == 21
    assert ben["total"] == 19 and caro["total"] == 15
    assert report["winners"] == ["Ana"]


@pytest.mark.parametrize("text,line,field,words", [
    ("game: sail_to_india\nplayers:\n  - {name: A}\n", 2, "players", "3–4 players"),
    ("game: sail_to_india\nplayers:\n  - {name: A, buildings: [chapel]}\n  - {name: B}\n  - {name: C}\n",
     3, "players[0].buildings[0]", "unknown building"),
    ("game: sail_to_india\nplayers:\n  - {name: A, technologies: [gild]}\n  - {name: B}\n  - {name: C}\n",
     3, "players[0].technologies[0]", "did you mean 'guild'"),
    ("game: sail_to_india\nplayers:\n  - {name: A, historian_vp: -1}\n  - {name: B}\n  - {name: C}\n",
     3, "players[0].historian_vp", "0 or more"),
    ("game: sail_to_india\nplayers:\n  - {name: A, wealth: 2, welth: 3}\n  - {name: B}\n  - {name: C}\n",
     3, "players[0].welth", "did you mean 'wealth'"),
    ("game: sail_to_india\nplayers:\n  - {name: A, discovered_india: maybe}\n  - {name: B}\n  - {name: C}\n",
     3, "players[0].discovered_india", "true or false"),
    ("game: sail_to_india\nplayers:\n  - {name: A, technologies: [guild]}\n  - {name: B, technologies: [guild]}\n"
     "  - {name: C}\n", 2, "players[1].technologies", "already belongs"),
])
def test_malformed_scenarios_name_the_field(tmp_path, text, line, field, words):
    path = tmp_path / "bad.yaml"
    path.write_text(text)
    with pytest.raises(ScenarioError) as caught:
        score_scenario_file(path)
    error = caught.value.errors[0]
    assert words in error.message and error.field == field
    assert error.line is not None and "bad.yaml" in str(caught.value)
