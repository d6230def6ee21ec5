"""The headless simulator: its report, seat rotation, and how failures are counted."""

from __future__ import annotations

import json

import pytest

import tabletop.ai.sim as sim
from tabletop.ai.random_bot import RandomBot
from tabletop.ai.sim import format_sim, run_sim, seating
from tabletop.cli import main
from tabletop.engine import Action

KEYS = {"game", "players", "games", "seed", "seats", "wins", "mean_score", "errors", "illegal_actions", "capped",
        "mean_actions", "games_per_second", "think_ms_median", "think_ms_max", "failures"}


def test_random_games_report_every_key():
    report = run_sim("golden_sails", 4, ["random"] * 4, 12, 1)
    assert KEYS <= set(report)
    assert report["errors"] == report["illegal_actions"] == report["capped"] == 0
    assert sum(report["wins"]) == pytest.approx(12)      # shared wins are split
    assert report["mean_actions"] == 96                    # 12 rounds, 4 assigns and 4 takes
    assert report["wins_by_bot"] == {"random": pytest.approx(12)}
    assert "errors 0" in format_sim(report)


def test_games_that_end_in_several_ways_are_tallied_by_ending():
    report = run_sim("winds_of_trade", 4, ["random"] * 4, 8, 1)
    assert sum(report["endings"].values()) == 8
    assert set(report["endings"]) <= {"hegemon", "stable_markets", "revolt", "collapse"}
    assert report["mean_rounds"] >= 1 and "endings: " in format_sim(report)
    plain = run_sim("golden_sails", 2, ["random"] * 2, 2, 1)
    assert plain["endings"] == {} and plain["mean_rounds"] is None


def test_same_seed_same_report():
    one = run_sim("golden_sails", 2, ["greedy", "random"], 3, 5)
    two = run_sim("golden_sails", 2, ["greedy", "random"], 3, 5)
    for key in ("wins", "mean_score", "mean_actions"):
        assert one[key] == two[key]


def test_rotation_plays_each_seed_in_every_seating():
    assert [seating(["a", "b"], i, 10, True) for i in range(4)] == [
        (10, ["a", "b"]), (10, ["b", "a"]), (11, ["a", "b"]), (11, ["b", "a"])]
    assert seating(["a", "b"], 3, 10, False) == (13, ["a", "b"])
    report = run_sim("golden_sails", 2, ["greedy", "random"], 4, 1, rotate=True)
    assert report["rotate"] and sum(report["wins_by_bot"].values()) == pytest.approx(4)
    assert set(report["think_ms_by_bot"]) == {"greedy", "random"}


def test_a_bad_seat_list_is_refused():
    with pytest.raises(ValueError):
        run_sim("golden_sails", 3, ["random", "random"], 1, 1)
    with pytest.raises(ValueError, match="unknown bot"):
        run_sim("golden_sails", 2, ["random", "wizard"], 1, 1)


class _Cheeky(RandomBot):
    def choose(self, game, view, rng, stop=None):
        return Action("take", (99,))


class _Broken(RandomBot):
    def choose(self, game, view, rng, stop=None):
        if view.round == 3:
            raise RuntimeError("the bot tripped")
        return super().choose(game, view, rng)


def test_illegal_answers_are_counted_and_replaced(monkeypatch):
    monkeypatch.setattr(sim, "make_bot", lambda name: _Cheeky() if name == "cheeky" else RandomBot())
    report = run_sim("golden_sails", 2, ["cheeky", "random"], 2, 1)
    assert report["illegal_actions"] > 0 and report["errors"] == 0
    assert sum(report["wins"]) == pytest.approx(2)         # the games still finished


def test_errors_are_listed_with_a_replay_command(monkeypatch):
    monkeypatch.setattr(sim, "make_bot", lambda name: _Broken() if name == "broken" else RandomBot())
    report = run_sim("golden_sails", 2, ["random", "broken"], 2, 7, rotate=True)
    assert report["errors"] == 2 and len(report["failures"]) == 2
    failure = report["failures"][1]
    assert failure["seed"] == 7 and "the bot tripped" in failure["error"]
    assert failure["replay"] == "python -m tabletop sim golden_sails --players 2 --seats broken,random --seed 7 --games 1"


def test_step_cap(monkeypatch):
    report = run_sim("golden_sails", 2, ["random", "random"], 1, 1, step_cap=10)
    assert report["capped"] == 1 and report["errors"] == 0


def test_the_command_line_passes_rotate_and_jobs(capsys):
    assert main(["sim", "golden_sails", "--players", "2", "--seats", "greedy,random", "--games", "4",
                 "--seed", "1", "--rotate", "--jobs", "2", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["rotate"] is True and report["games"] == 4
    serial = run_sim("golden_sails", 2, ["greedy", "random"], 4, 1, rotate=True)
    assert report["wins_by_bot"] == pytest.approx(serial["wins_by_bot"])  # same games, spread over two processes


def test_a_journal_keeps_finished_games_and_a_rerun_only_plays_the_rest(tmp_path, monkeypatch):
    journal = tmp_path / "run.jsonl"
    whole = run_sim("golden_sails", 2, ["greedy", "random"], 4, 3, rotate=True)
    run_sim("golden_sails", 2, ["greedy", "random"], 2, 3, rotate=True, journal=journal)   # stopped after 2
    assert len(journal.read_text().splitlines()) == 1 + 2
    with journal.open("a") as f:
        f.write('{"index": 2, "seed"')                      # a kill in the middle of a write
    played = []
    real = sim.play_game
    monkeypatch.setattr(sim, "play_game", lambda *task: played.append(task[2]) or real(*task))
    resumed = run_sim("golden_sails", 2, ["greedy", "random"], 4, 3, rotate=True, journal=journal)
    assert played == [4, 4]                                  # games 2 and 3 (seed 3 + 2 // 2), not 0 and 1
    assert resumed["resumed_games"] == 2
    for key in ("wins", "wins_by_bot", "mean_score", "mean_actions", "errors", "illegal_actions"):
        assert resumed[key] == whole[key]
    assert len(journal.read_text().splitlines()) == 1 + 4


def test_a_journal_of_another_run_or_a_damaged_line_is_refused(tmp_path, capsys):
    journal = tmp_path / "run.jsonl"
    run_sim("golden_sails", 2, ["random", "random"], 1, 1, journal=journal)
    before = journal.read_bytes()
    assert main(["sim", "golden_sails", "--players", "2", "--seats", "random,greedy", "--games", "1",
                 "--journal", str(journal)]) == 2
    assert f"{journal}: line 1: this journal is for another run" in capsys.readouterr().err
    assert journal.read_bytes() == before                    # nothing mixed in
    journal.write_text(before.decode().replace('"index": 0', '"index": 0, "extra": 1'))
    with pytest.raises(ValueError, match="line 2: not a game record"):
        run_sim("golden_sails", 2, ["random", "random"], 1, 1, journal=journal)


def test_games_spread_over_processes_are_journaled_as_they_end(tmp_path):
    journal = tmp_path / "run.jsonl"
    spread = run_sim("golden_sails", 2, ["greedy", "random"], 2, 5, rotate=True, jobs=2, journal=journal)
    lines = [json.loads(line) for line in journal.read_text().splitlines()]
    assert sorted(line["index"] for line in lines[1:]) == [0, 1]
    again = run_sim("golden_sails", 2, ["greedy", "random"], 2, 5, rotate=True, jobs=2, journal=journal)
    assert again["resumed_games"] == 2 and again["wins_by_bot"] == spread["wins_by_bot"]
