"""`tabletop balance`: the report's numbers, its files, and old journals still read."""

from __future__ import annotations

import json

import pygame
import pytest

from tabletop.ai.balance import balance_report, format_markdown, run_balance, wilson_interval
from tabletop.ai.game_record import GameRecord
from tabletop.cli import main
from tabletop.ui.charts.balance import SIZE, seats_text

KEYS = {"game", "players", "games", "seats", "endings", "mean_rounds", "seat_win_rate", "seat_win_ci", "shared_wins",
        "first_player", "turn_order", "scores", "bot_win_rate"}


def test_the_wilson_interval_matches_the_textbook_values():
    assert wilson_interval(5, 10) == pytest.approx((0.2366, 0.7634), abs=1e-4)
    assert wilson_interval(0, 10) == pytest.approx((0.0, 0.2775), abs=1e-4)   # never below 0, unlike p ± z·se
    assert wilson_interval(10, 10) == pytest.approx((0.7225, 1.0), abs=1e-4)
    assert wilson_interval(0, 0) == (0.0, 1.0)


def _record(seed: int, winners: list[int], first: int, totals: list[int]) -> GameRecord:
    return GameRecord(seed, ["a", "b"], totals=totals, winners=winners, actions=10, first_seat=first,
                      breakdown=[{"gems": t - 1, "spells": 1} for t in totals])


def test_seat_rates_first_player_shared_wins_and_categories_are_counted():
    records = [_record(1, [0], 0, [5, 3]), _record(2, [1], 1, [2, 6]), _record(3, [0, 1], 0, [4, 4]),
               _record(4, [0], 1, [7, 1])]
    report = balance_report("golden_sails", 2, ["a", "b"], 1, False, records)
    assert report["seat_win_rate"] == [0.625, 0.375]                 # the shared win counts half each
    low, high = report["seat_win_ci"][0]
    assert low < 0.625 < high
    first = report["first_player"]
    assert first["seats"] == [0, 1] and first["games"] == 4
    assert first["win_rate"] == pytest.approx((1 + 1 + 0.5 + 0) / 4)  # games 1, 2 won by the first mover, 3 shared
    assert first["advantage"] == pytest.approx(0.125)
    assert report["shared_wins"] == 0.25
    assert report["scores"]["gems"]["min"] == 0 and report["scores"]["gems"]["max"] == 6
    assert report["scores"]["total"]["median"] == 4
    assert report["endings"] == {} and "one way to end" in format_markdown(report)
    order = report["turn_order"]                                     # from the first mover, clockwise
    assert order["games"] == 4
    assert order["win_rate"][0] == pytest.approx(first["win_rate"]) and sum(order["win_rate"]) == pytest.approx(1)


def test_turn_order_is_counted_from_the_start_player_the_game_names():
    """Winds of Trade's first move is a ship placed by the player before the start player,
    so the game names its turn order and the report follows it, not the first mover."""
    records = [_record(1, [1], 0, [0, 1]), _record(2, [0], 1, [1, 0]), _record(3, [1], 0, [0, 1])]
    records[0].turn_order, records[1].turn_order, records[2].turn_order = [1, 0], [0, 1], [0, 1]
    report = balance_report("winds_of_trade", 2, ["a", "b"], 1, False, records)
    assert report["turn_order"]["win_rate"] == pytest.approx([2 / 3, 1 / 3], abs=1e-4)
    assert report["first_player"]["win_rate"] == pytest.approx(0)    # the first mover placed and never won
    assert "| turn position | win rate |" in format_markdown(report)


def test_a_game_with_several_endings_reports_their_shares():
    report = run_balance("winds_of_trade", 4, ["greedy", "random", "random", "random"], 6, 1)
    assert KEYS <= set(report)
    assert set(report["endings"]) <= {"hegemon", "stable_markets", "revolt", "collapse"}
    assert sum(report["endings"].values()) == pytest.approx(1)
    assert sum(report["seat_win_rate"]) == pytest.approx(1, abs=1e-3)          # each rate rounded to 4 places
    assert report["mean_rounds"] >= 1 and "islands" in report["scores"]   # won, not scored: its figures
    assert "| ending | share |" in format_markdown(report)


def test_the_command_writes_markdown_json_and_a_chart_and_resumes(tmp_path, capsys):
    out = tmp_path / "report"
    argv = ["balance", "golden_sails", "--players", "2", "--seats", "greedy,random", "--games", "4", "--seed", "3",
            "--rotate", "--out", str(out)]
    assert main(argv) == 0
    report = json.loads((out / "report.json").read_text(encoding="utf-8"))
    assert KEYS <= set(report) and report["games"] == 4 and report["rotate"]
    assert set(report["bot_win_rate"]) == {"greedy", "random"}
    assert "Wilson score interval" in (out / "report.md").read_text(encoding="utf-8")
    assert pygame.image.load(str(out / "chart.png")).get_size() == SIZE
    assert main(argv) == 0
    assert json.loads((out / "report.json").read_text(encoding="utf-8"))["resumed_games"] == 4
    assert "4 games from the journal" in capsys.readouterr().out


def test_a_journal_written_before_breakdowns_were_kept_still_reads(tmp_path):
    journal = tmp_path / "games.jsonl"
    run_balance("golden_sails", 2, ["random", "random"], 2, 1, journal=journal)
    lines = [json.loads(line) for line in journal.read_text(encoding="utf-8").splitlines()]
    for entry in lines[1:]:
        del entry["breakdown"], entry["first_seat"]
    journal.write_text("".join(json.dumps(entry) + "\n" for entry in lines), encoding="utf-8")
    report = run_balance("golden_sails", 2, ["random", "random"], 2, 1, journal=journal)
    assert report["resumed_games"] == 2 and report["first_player"]["games"] == 0
    assert set(report["scores"]) == {"total"}


def test_a_run_where_no_game_finished_still_reads_and_zero_games_are_refused():
    broken = GameRecord(1, ["a", "b"], error="Traceback ...\nRuntimeError: boom")
    report = balance_report("golden_sails", 2, ["a", "b"], 1, False, [broken])
    assert report["errors"] == 1 and report["seat_win_rate"] == [None, None]
    assert "No game finished" in format_markdown(report)
    with pytest.raises(ValueError, match="at least one game"):
        run_balance("golden_sails", 2, ["random", "random"], 0, 1)


def test_the_chart_title_tells_a_run_of_equal_seats_once():
    assert seats_text(["ai:normal"] * 4) == "4 × ai:normal"
    assert seats_text(["ai:hard", "ai:normal", "ai:normal"]) == "ai:hard, 2 × ai:normal"
