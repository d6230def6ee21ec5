"""`tabletop standings SAVE [--seat K] --json`: what the strip shows, read from a save."""

from __future__ import annotations

import json

import pytest

from tabletop.cli import main
from tabletop.engine.match import Match, Seat
from tabletop.engine.rng import Rng
from tabletop.persistence.saves import save_match
from tabletop.registry import GAME_IDS, load_game, package


def saved_game(tmp_path, game_id: str, actions: int):
    game = load_game(game_id)
    match = Match(game, [Seat(name, "human", i) for i, name in enumerate(["Ana", "Ben", "Cy"])], 4)
    rng = Rng(4)
    for _ in range(actions):
        if match.state.is_over():
            break
        match.apply(rng.choice(match.state.legal_actions()))
    path = tmp_path / "game.json"
    save_match(match, path)
    return match, path


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_json_is_the_strip_of_the_seat_asked_for(tmp_path, capsys, game_id):
    match, path = saved_game(tmp_path, game_id, 40)
    assert main(["standings", str(path), "--seat", "1", "--json"]) == 0
    printed = json.loads(capsys.readouterr().out)
    strip = package(game_id).standings()(match.game, match.state.view(1))
    assert printed["game"] == game_id and printed["seat"] == 1 and printed["names"] == ["Ana", "Ben", "Cy"]
    assert printed["seats"] == strip.to_json()["seats"] and printed["categories"] == list(strip.categories)


def test_the_public_view_without_a_seat_and_text_without_json(tmp_path, capsys):
    match, path = saved_game(tmp_path, "golden_sails", 20)
    assert main(["standings", str(path)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Golden Sails, as everyone sees it. VP if it ended now:") and "Ana:" in out and "Round" in out


def test_a_seat_that_is_not_in_the_game_is_refused(tmp_path, capsys):
    _, path = saved_game(tmp_path, "pirates_gold", 5)
    assert main(["standings", str(path), "--seat", "3"]) == 2
    assert "--seat 3 is not a seat of this 3-player game" in capsys.readouterr().err


def test_a_damaged_save_is_refused_naming_it(tmp_path, capsys):
    path = tmp_path / "game.json"
    path.write_text("{ not json")
    assert main(["standings", str(path)]) == 2
    assert "game.json" in capsys.readouterr().err
