"""`tabletop score`: scenario files scored by the real scorer, and clear errors for bad ones."""

from __future__ import annotations

import json

import pytest

from tabletop.cli import main
from tabletop.commands.score import ScenarioError, format_score, score_scenario_file
from tests import TESTS
from tests.ui.internal_ids import vocabulary

SCENARIOS = TESTS / "scenarios"


def test_design_note_example_scores(capsys):
    assert main(["score", str(SCENARIOS / "golden_sails_design_note.yaml"), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    ana, ben = report["players"]
    assert ana["breakdown"]["gems"] == 11 and ana["breakdown"]["spices"] in (8, 12)
    assert ana["breakdown"]["animals"] in (10, 12)
    assert set(ana["breakdown"]) == {"spells", "gems", "spices", "animals", "weapons"}
    assert ana["total"] == sum(ana["breakdown"].values())
    # the universal card goes where it scores most and the choice is reported
    assert ana["choices"]["universal"]
    # weapons: Ana's mambele 1-2 works; the universal katar would break her katar 2-0
    assert ben["breakdown"]["weapons"] == -ana["breakdown"]["weapons"]
    assert report["winners"] == ["Ana"]


@pytest.mark.parametrize("name,totals,weapons", [
    # issue #20, item 1: each shield wards its own kind
    ("golden_sails_two_shields", [2, 2, 2], [0, 0, 0]),
    ("golden_sails_three_shields", [1, 2, 3], [-1, 0, 1]),
    # issue #20, item 2: in a duel the last round's first player chooses first
    ("golden_sails_duel_shield_ana_first", [2, 6], [-2, 2]),
    ("golden_sails_duel_shield_ben_first", [4, 4], [0, 0]),
])
def test_golden_sails_shield_scenarios_score(capsys, name, totals, weapons):
    assert main(["score", str(SCENARIOS / f"{name}.yaml"), "--json"]) == 0
    players = json.loads(capsys.readouterr().out)["players"]
    assert [p["total"] for p in players] == totals
    assert [p["breakdown"]["weapons"] for p in players] == weapons


def test_cards_by_id(tmp_path):
    path = tmp_path / "s.yaml"
    path.write_text("game: golden_sails\nanimal_reference: I\nplayers:\n"
                    "  - {name: A, spices: [{card: gs01}], spells: [{card: gs02}]}\n  - {name: B}\n")
    report = score_scenario_file(path)
    assert report["players"][0]["breakdown"]["spices"] == 2


def test_a_game_whose_rules_have_not_landed_is_refused(tmp_path, monkeypatch):
    from tabletop import registry

    monkeypatch.delitem(registry.RULES, "pirates_gold")   # as before its rules landed
    path = tmp_path / "bad.yaml"
    path.write_text("game: pirates_gold\n")
    with pytest.raises(ScenarioError) as caught:
        score_scenario_file(path)
    error = caught.value.errors[0]
    assert "not built yet" in error.message and error.field == "game" and error.line == 1


@pytest.mark.parametrize("text,line,field,words", [
    ("game: golden_sails\nanimal_reference: VI\nplayers: []\n", 2, "animal_reference", "unknown animal reference"),
    ("game: chess\nplayers: []\n", 1, "game", "not a game"),
    ("game: golden_sails\nanimal_reference: I\nplayers:\n  - {name: A}\n", 3, "players", "2–4 players"),
    ("game: golden_sails\nanimal_reference: I\nplayers:\n  - {name: A, spices: [mnit]}\n  - {name: B}\n",
     4, "players[0].spices[0]", "did you mean 'mint'"),
    ("game: golden_sails\nanimal_reference: I\nplayers:\n  - {name: A, gems: [9]}\n  - {name: B}\n",
     4, "players[0].gems[0]", "1..8"),
    ("game: golden_sails\nanimal_reference: I\nplayers:\n  - name: A\n    weapons:\n      - {kind: katar, left: 3, right: 0}\n"
     "  - {name: B}\n", 6, "players[0].weapons[0].left", "0..2"),
    ("game: golden_sails\nanimal_reference: I\nplayers:\n  - name: A\n    spells:\n      - {power: universal}\n"
     "  - {name: B}\n", 6, "players[0].spells[0]", "needs its `card`"),
    ("game: golden_sails\nanimal_reference: I\nplayers:\n  - {name: A, spells: [{card: gs99}]}\n  - {name: B}\n",
     4, "players[0].spells[0].card", "unknown card id"),
    ("game: golden_sails\nanimal_reference: I\nplayers:\n  - {name: A, spcies: []}\n  - {name: B}\n",
     4, "players[0].spcies", "did you mean 'spices'"),
    ("game: golden_sails\nplayers: [\n", None, "", "invalid YAML"),
])
def test_malformed_scenarios_name_the_field(tmp_path, text, line, field, words):
    path = tmp_path / "bad.yaml"
    path.write_text(text)
    with pytest.raises(ScenarioError) as caught:
        score_scenario_file(path)
    error = caught.value.errors[0]
    assert words in error.message
    assert error.field == field
    if line is not None:
        assert error.line == line
    assert "bad.yaml" in str(caught.value)


@pytest.mark.parametrize("scenario", sorted(p.name for p in SCENARIOS.glob("*.yaml")))
def test_score_output_names_players_never_seats(capsys, scenario):
    """Issue #50, item 12: the notes printed `{P0} holds the superiority…`. The report,
    as text and as JSON, names every player; the text prints the notes too."""
    for flags in ([], ["--json"]):
        assert main(["score", str(SCENARIOS / scenario), *flags]) == 0
        out = capsys.readouterr().out
        assert "{P" not in out
    report = score_scenario_file(SCENARIOS / scenario)
    text = format_score(report)
    for note in report.get("notes") or ():
        assert note in text
    # no internal id in what a person reads: the text, and the sentences of the JSON
    # (its keys and fields such as `coalition: [navy, …]` are data for programs)
    words = vocabulary(report["game"])
    sentences = [*report.get("notes", ()), *(str(v) for p in report["players"]
                                              for v in (p.get("choices") or {}).values())]
    assert not {line: words.leaks(line) for line in [*text.splitlines(), *sentences] if words.leaks(line)}


def test_winds_of_trade_notes_name_who_holds_each_superiority():
    report = score_scenario_file(SCENARIOS / "winds_of_trade_hung_council.yaml")
    assert "Ada holds the superiority of The Navy." in report["notes"]
