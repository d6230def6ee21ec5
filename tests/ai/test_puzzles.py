"""The "obvious move" puzzles kept as save files (tests/puzzles/<game>/, written by
tools/make_puzzles.py): every one loads as an ordinary save, and the normal bot, pinned
to the iterations it reaches in its 0.5 s, finds the expected move.

If a content or rules change makes the saves stop loading, regenerate them with
`python tools/make_puzzles.py` (it re-checks that each answer is still clearly right).
"""

from __future__ import annotations

import pytest

from tabletop.ai.puzzles import (
    load_puzzles,
    normal_bot,
    run_puzzles,
    solve,
)
from tabletop.persistence.saves import read_save
from tabletop.registry import RULES

PUZZLES = load_puzzles()
MIN_PER_GAME = 5


def test_every_game_has_its_puzzles():
    counts = {game_id: sum(1 for p in PUZZLES if p.game == game_id) for game_id in RULES}
    assert all(count >= MIN_PER_GAME for count in counts.values()), counts


@pytest.mark.parametrize("puzzle", PUZZLES, ids=lambda p: f"{p.game}/{p.name}")
def test_puzzle_is_an_ordinary_save_with_a_legal_answer(puzzle):
    save = read_save(puzzle.save)
    assert save.game == puzzle.game and all(seat.is_human for seat in save.seats)
    _, state = puzzle.position()
    assert not state.is_over() and puzzle.expect in state.legal_actions() and len(state.legal_actions()) > 1
    assert puzzle.why


@pytest.mark.parametrize("puzzle", PUZZLES, ids=lambda p: f"{p.game}/{p.name}")
def test_normal_bot_solves_the_puzzle(puzzle):
    assert solve(puzzle, normal_bot(puzzle.game), seed=1) == puzzle.expect, puzzle.why


def test_run_puzzles_reports_solved_per_game(tmp_path):
    """A copy of one puzzle, listed twice: once with its answer and once with a move nobody makes."""
    first = PUZZLES[0]
    game_id = first.game
    (tmp_path / game_id).mkdir()
    (tmp_path / game_id / first.save.name).write_bytes(first.save.read_bytes())
    (tmp_path / game_id / "puzzles.yaml").write_text(
        f"- save: {first.save.name}\n  expect: {first.expect}\n  why: test\n"
        f"- save: {first.save.name}\n  expect: pass 99\n  why: nobody plays this\n", encoding="utf-8")
    report = run_puzzles(tmp_path)
    assert report[game_id]["solved"] == 1 and report[game_id]["total"] == 2
    assert report[game_id]["missed"][0]["expect"] == "pass 99"
