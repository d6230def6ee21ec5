"""tools/worth_check.py: how often the seat a worth puts ahead goes on to win."""

from __future__ import annotations

import pytest

from tests.tools.support import load_tool

worth_check = load_tool("worth_check")


def seat_zero_ahead(state, seat: int) -> float:
    """A worth that always puts seat 0 ahead: its leader wins exactly as often as seat 0."""
    return 1.0 if seat == 0 else 0.0


def test_kept_games_replay_to_their_winners_and_are_not_played_again(tmp_path):
    out = tmp_path / "games.jsonl"
    games = worth_check.record("pirates_gold", 2, "ai:iters=20", 2, out)
    assert [g.seed for g in games] == [1, 2] and all(g.actions and g.winners for g in games)
    lines = out.read_text()
    assert worth_check.record("pirates_gold", 2, "ai:iters=20", 2, out) == games and out.read_text() == lines
    with pytest.raises(ValueError, match="line 1"):
        worth_check.record("pirates_gold", 2, "ai:iters=30", 2, out)

    tally = worth_check.check("pirates_gold", 2, games, {"seat 0": seat_zero_ahead})
    assert all(counted == len(games) for _, counted in tally["seat 0"])   # every game in every fifth
    assert all(won == sum(0 in g.winners for g in games) for won, _ in tally["seat 0"])
    assert "| 1 of 5 |" in worth_check.table(tally, 2)


def test_every_game_weighs_the_same_however_long_it_is(monkeypatch):
    """A worth right in a short game and wrong in one ten times longer is right half the time."""
    short, long = worth_check.Kept(1, [["pass"]] * 10, [0]), worth_check.Kept(2, [["pass"]] * 100, [1])
    cells = {1: [[2.0, 2]] * 5, 2: [[0.0, 20]] * 5}   # per fifth: [leader won, positions]
    monkeypatch.setattr(worth_check, "_check_game", lambda game, players, kept, worths: {"seat 0": cells[kept.seed]})
    tally = worth_check.check("pirates_gold", 2, [short, long], {"seat 0": seat_zero_ahead})
    assert tally["seat 0"] == [[1.0, 2]] * 5
    assert "50.0 % of 2 games" in worth_check.table(tally, 2)


def test_the_command_compares_the_games_evaluate_with_its_levels_and_a_named_worth(tmp_path, capsys):
    out = tmp_path / "games.jsonl"
    assert worth_check.main(["pirates_gold", "--players", "2", "--games", "1", "--bot", "ai:iters=20",
                             "--out", str(out), "--worth", "tabletop.games.pirates_gold.bots:evaluate"]) == 0
    header = capsys.readouterr().out.splitlines()[2]
    assert "evaluate" in header and "hard" in header and "tabletop.games.pirates_gold.bots:evaluate" in header
    assert worth_check.main(["pirates_gold", "--players", "2", "--games", "1", "--out", str(out)]) == 2
