"""The review: each decision judged from the deciding seat's own view, pinned and seeded."""

from __future__ import annotations

import pytest

from tabletop.ai.puzzles import load_puzzles
from tabletop.ai.ismcts import IsmctsBot
from tabletop.ai.advice import JUDGING_LEVEL as LEVEL
from tabletop.analysis.review import SEED, judge, label_for, review, reviewable_seats
from tabletop.engine.action import Action
from tabletop.engine.match import Match, Seat
from tabletop.engine.rng import Rng
from tabletop.registry import load_game

PUZZLE_ITERATIONS = 600
"""Enough for every bundled puzzle (about 0.3 s each); the review's own default is far more."""
ITERATIONS = 80
CHECKED = 4
"""Decisions the hidden-information test judges twice (each from a redrawn world too)."""


def played_match(game_id: str, actions: int, kinds: tuple[str, ...] = ("human", "human")) -> Match:
    """A match of random moves, `actions` long (or to its end)."""
    game = load_game(game_id)
    match = Match(game, [Seat(f"P{i}", kind, i) for i, kind in enumerate(kinds)], 7)
    rng = Rng(7)
    for _ in range(actions):
        if match.state.is_over():
            break
        match.apply(rng.choice(match.state.legal_actions()))
    return match


def test_labels_follow_the_evaluation_lost():
    assert [label_for(x) for x in (-0.02, 0.0, 0.049, 0.05, 0.099, 0.10, 0.19, 0.20, 0.7)] == [
        "good", "good", "good", "inaccuracy", "inaccuracy", "mistake", "mistake", "blunder", "blunder"]


@pytest.mark.parametrize("puzzle", load_puzzles(), ids=lambda p: f"{p.game}/{p.name}")
def test_the_puzzles_move_is_labelled_best(puzzle):
    game, state = puzzle.position()
    verdict = judge(game, state.view(state.to_act()), puzzle.expect, PUZZLE_ITERATIONS, SEED)
    assert verdict.label == "best" and verdict.best == puzzle.expect


@pytest.mark.parametrize("puzzle", load_puzzles(), ids=lambda p: f"{p.game}/{p.name}")
def test_the_worst_other_move_of_a_puzzle_is_a_mistake_or_a_blunder(puzzle):
    """Every move but the puzzle's, each weighed by the review (as a person's move would
    be, whether or not the search would try it): the one that loses most is labelled a
    mistake or a blunder, so a puzzle's wrong answers are told from its right one."""
    game, state = puzzle.position()
    view = state.view(state.to_act())
    verdicts = [judge(game, view, move, PUZZLE_ITERATIONS, SEED) for move in view.legal if move != puzzle.expect]
    rated = [v for v in verdicts if v.win_played is not None]
    assert rated, "no other move was weighed"
    worst = max(rated, key=lambda v: v.win_best - v.win_played)
    assert worst.label in ("mistake", "blunder"), (str(worst.played), worst.label, worst.win_best, worst.win_played)


def test_a_move_the_level_never_searches_is_still_rated():
    """Sail to India's hard level does not weigh a free recall; a person's recall gets a value."""
    puzzle = next(p for p in load_puzzles() if p.name == "build-the-church-of-mombasa")
    game, state = puzzle.position()
    view = state.view(state.to_act())
    assert Action.parse("recall") in view.legal
    plain = IsmctsBot(level=LEVEL, iterations=PUZZLE_ITERATIONS, stop_when_decided=False).search(game, view, Rng(SEED))
    assert Action.parse("recall") not in plain.values
    verdict = judge(game, view, Action.parse("recall"), PUZZLE_ITERATIONS, SEED)
    assert verdict.win_played is not None and verdict.label in ("mistake", "blunder")


def test_the_same_review_every_time():
    match = played_match("golden_sails", 8)
    first = review(match, iterations=ITERATIONS)
    assert first and first == review(match, iterations=ITERATIONS)
    assert [d.index for d in first] == sorted(d.index for d in first)
    assert all(d.win_best is not None and d.label in ("best", "good", "inaccuracy", "mistake", "blunder")
               for d in first)


@pytest.mark.parametrize("game_id", ["golden_sails", "pirates_gold", "sail_to_india", "winds_of_trade"])
def test_a_seats_review_does_not_move_when_what_it_cannot_see_is_resampled(game_id):
    """Judged from a world redrawn from seat k's view, each of k's decisions gets the same
    verdict: the review reads nothing beyond `view(k)`."""
    match = played_match(game_id, 16, ("human", "human", "human"))
    game = match.game
    state = game.new_state(len(match.seats), match.seed, match.options)
    checked = differed = 0
    for entry in match.history:
        view = state.view(entry.seat)
        if len(view.legal) > 1 and checked < CHECKED:
            world = game.determinize(view, Rng(99 + checked))
            differed += world.to_json() != state.to_json()
            assert world.view(entry.seat).to_json() == view.to_json()
            assert (judge(game, world.view(entry.seat), entry.action, ITERATIONS, SEED)
                    == judge(game, view, entry.action, ITERATIONS, SEED))
            checked += 1
        state.apply(entry.action)
    assert checked == CHECKED and differed >= 1


def test_an_unfinished_game_reviews_only_its_people():
    match = played_match("golden_sails", 10, ("human", "ai:normal"))
    assert not match.state.is_over() and reviewable_seats(match) == [0]
    assert {d.seat for d in review(match, iterations=ITERATIONS)} == {0}
    with pytest.raises(ValueError, match="seat 1 may not be reviewed"):
        review(match, [1], iterations=ITERATIONS)


def test_a_finished_game_reviews_every_seat_and_reports_progress():
    match = played_match("golden_sails", 10_000, ("human", "ai:normal"))
    assert match.state.is_over() and reviewable_seats(match) == [0, 1]
    told: list[tuple[int, int]] = []
    found = review(match, [1], iterations=20, progress=lambda done, total: told.append((done, total)))
    assert found and {d.seat for d in found} == {1}
    assert told == [(i, len(found)) for i in range(1, len(found) + 1)]
