"""`tabletop review SAVE [--seat K] [--iterations N] --json`: each decision judged."""

from __future__ import annotations

import json

from tabletop.analysis.review import label_for, review
from tabletop.analysis.review_labels import labels_for
from tabletop.cli import main
from tabletop.engine.match import Match, Seat
from tabletop.engine.rng import Rng
from tabletop.persistence.saves import save_match
from tabletop.registry import load_game

KEYS = {"index", "seat", "round", "played", "best", "win_played", "win_best", "label"}


def saved_game(tmp_path, kinds=("human", "human"), actions=10):
    match = Match(load_game("golden_sails"), [Seat(f"P{i}", kind, i) for i, kind in enumerate(kinds)], 5)
    rng = Rng(5)
    for _ in range(actions):
        match.apply(rng.choice(match.state.legal_actions()))
    path = tmp_path / "game.json"
    save_match(match, path)
    return match, path


def test_json_lists_the_decisions_of_the_seat_asked_for(tmp_path, capsys):
    match, path = saved_game(tmp_path)
    assert main(["review", str(path), "--seat", "1", "--iterations", "60", "--json"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed["game"] == "golden_sails" and printed["seats"] == ["P0", "P1"]
    assert printed["calibrated"] is False
    raw = {"evaluation_played", "evaluation_best"}
    assert printed["decisions"] and all(set(d) == KEYS | raw and d["seat"] == 1 for d in printed["decisions"])
    assert [{k: v for k, v in d.items() if k not in raw} for d in printed["decisions"]] == \
        [d.to_json() for d in review(match, [1], 60)]


def test_a_shipped_map_turns_the_evaluations_into_chances(tmp_path, capsys, monkeypatch):
    from tabletop.analysis import calibration
    from tabletop.analysis.calibration import CalibrationMap, chance

    fitted = {"fitted_on": {"games": 9, "positions": 9, "bot": "b", "seeds": "1-9", "base_rate": 0.5},
              "phases": [{"until_round": 6, "intercept": 0.0, "slope": 2.7}, {"intercept": 0.1, "slope": 3.0}]}
    shipped = CalibrationMap.model_validate({"budgets": [{"iterations": 60, "players": {2: fitted}}]})
    monkeypatch.setattr(calibration, "load_map", lambda game_id: shipped)
    _, path = saved_game(tmp_path)
    assert main(["review", str(path), "--seat", "1", "--iterations", "60", "--json"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed["calibrated"] is True
    for d in printed["decisions"]:
        assert d["win_best"] == round(chance(shipped.budgets[0].players[2], d["evaluation_best"], d["round"]), 4)
        assert d["label"] in ("best", "unrated") or d["label"] == label_for(d["win_best"] - d["win_played"],
                                                                             labels_for("golden_sails"))
    assert main(["review", str(path), "--seat", "1", "--iterations", "61", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["calibrated"] is False   # fitted on another budget


def test_text_names_the_costly_moves(tmp_path, capsys):
    _, path = saved_game(tmp_path)
    assert main(["review", str(path), "--iterations", "60"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Golden Sails:") and "evaluations, not chances to win" in out and "round 1" in out


def test_a_computers_seat_in_an_unfinished_game_is_refused(tmp_path, capsys):
    _, path = saved_game(tmp_path, ("human", "ai:normal"))
    assert main(["review", str(path), "--seat", "1", "--json"]) == 2
    assert "computer's seat" in capsys.readouterr().err


def test_bad_seats_iterations_and_files_are_refused(tmp_path, capsys):
    _, path = saved_game(tmp_path)
    assert main(["review", str(path), "--seat", "2"]) == 2
    assert "--seat 2 is not a seat of this 2-player game" in capsys.readouterr().err
    assert main(["review", str(path), "--iterations", "0"]) == 2
    assert "--iterations must be at least 1" in capsys.readouterr().err
    broken = tmp_path / "broken.json"
    broken.write_text("{ not json")
    assert main(["review", str(broken)]) == 2
    assert "broken.json" in capsys.readouterr().err


def test_a_damaged_map_is_said_and_the_evaluations_printed(tmp_path, capsys, monkeypatch):
    from tabletop.analysis import calibration
    from tabletop.content.errors import ContentError, ContentErrors

    def damaged(game_id):
        raise ContentErrors([ContentError("golden_sails/calibration.yaml", 3, "budgets", "Field required")])

    monkeypatch.setattr(calibration, "load_map", damaged)
    _, path = saved_game(tmp_path)
    assert main(["review", str(path), "--seat", "1", "--iterations", "60", "--json"]) == 0
    captured = capsys.readouterr()
    assert json.loads(captured.out)["calibrated"] is False
    assert "golden_sails/calibration.yaml:3: budgets: Field required" in captured.err
