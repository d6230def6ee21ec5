"""A review judged in a child process: the same verdicts as judged in place, as they
come, and Cancel ends the child at once."""

from __future__ import annotations

import time

from tabletop.analysis.review import pending, review
from tabletop.analysis.review_worker import ReviewRun
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
    assert found == review(match, iterations=ITERATIONS)


def test_cancel_ends_the_child():
    match = played_match("pirates_gold", 30)
    run = ReviewRun("pirates_gold", pending(match), 5_000)
    process = run._process
    assert process is not None and process.is_alive()
    run.cancel()
    assert run.cancelled and not run.running and not process.is_alive()
    assert run.poll() == []


def test_nothing_to_judge_is_finished_at_once():
    run = ReviewRun("golden_sails", [], ITERATIONS)
    assert run.finished and run.poll() == [] and run._process is None
