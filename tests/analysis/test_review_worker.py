"""A review judged in child processes: the same verdicts as judged in place, as they
come (two children from both ends of the game, each decision once), and Cancel ends
the children at once."""

from __future__ import annotations

import multiprocessing
import time

from tabletop.analysis import review_worker
from tabletop.analysis.review import pending, review
from tabletop.analysis.review_worker import ReviewRun, _next_index
from tests.analysis.test_review import played_match

ITERATIONS = 30


def test_inline_run_gives_the_review():
    match = played_match("golden_sails", 10)
    run = ReviewRun("golden_sails", pending(match), ITERATIONS, inline=True)
    assert run.running and run.total == len(pending(match))
    assert run.poll() == review(match, iterations=ITERATIONS)
    assert run.finished and not run.running and run.done == run.total


def test_a_child_process_sends_each_verdict_and_the_same_ones():
    match = played_match("golden_sails", 10)
    todo = pending(match)
    run = ReviewRun("golden_sails", todo, ITERATIONS)
    found = []
    deadline = time.monotonic() + 300    # a bound so a broken child fails the test instead of hanging it
    while run.running and time.monotonic() < deadline:
        found += run.poll()
        time.sleep(0.05)
    assert run.finished and run.error is None
    assert sorted(found, key=lambda d: d.index) == review(match, iterations=ITERATIONS)


def test_two_children_judge_from_both_ends_each_decision_once():
    ends = multiprocessing.get_context("spawn").Array("i", [0, 6])
    claims = [_next_index(ends, forward) for forward in (True, False, False, True, True, False, True, False)]
    assert claims == [0, 6, 5, 1, 2, 4, 3, None]
    assert _next_index(ends, True) is None


def test_two_children_judge_every_decision_once():
    match = played_match("golden_sails", 10)
    todo = pending(match)
    run = ReviewRun("golden_sails", todo, ITERATIONS)
    assert len(run._processes) == review_worker.review_children() == 2
    found = []
    deadline = time.monotonic() + 300
    while run.running and time.monotonic() < deadline:
        found += run.poll()
        time.sleep(0.05)
    assert run.finished and {d.index for d in found} == {item[0] for item in todo} and len(found) == len(todo)


def test_a_single_decision_gets_a_single_child():
    match = played_match("golden_sails", 10)
    run = ReviewRun("golden_sails", pending(match)[-1:], ITERATIONS)
    assert len(run._processes) == 1
    run.cancel()


def test_one_core_judges_forward_in_one_child(monkeypatch):
    monkeypatch.setattr(review_worker.os, "cpu_count", lambda: 1)
    match = played_match("golden_sails", 10)
    run = ReviewRun("golden_sails", pending(match), ITERATIONS)
    assert len(run._processes) == 1
    found = []
    deadline = time.monotonic() + 300
    while run.running and time.monotonic() < deadline:
        found += run.poll()
        time.sleep(0.05)
    assert found == review(match, iterations=ITERATIONS)


def test_cancel_ends_the_child():
    match = played_match("pirates_gold", 30)
    run = ReviewRun("pirates_gold", pending(match), 5_000)
    children = list(run._processes)
    assert children and all(child.is_alive() for child in children)
    run.cancel()
    assert run.cancelled and not run.running and not any(child.is_alive() for child in children)
    assert run.poll() == []


def test_nothing_to_judge_is_finished_at_once():
    run = ReviewRun("golden_sails", [], ITERATIONS)
    assert run.finished and run.poll() == [] and run._processes == []
