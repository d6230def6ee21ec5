"""The bot worker: answers arrive while the caller keeps running, and cancel is clean."""

from __future__ import annotations

import time

import pytest

from tabletop.ai.worker import BotError, BotWorker
from tabletop.games.registry import load_game

WAIT = 60.0   # generous: a spawned process imports the app and loads the content first


def decision_view(players: int = 2, seed: int = 4):
    game = load_game("golden_sails")
    state = game.new_state(players, seed)
    return state, state.view(state.to_act())


def wait_for(worker: BotWorker):
    """Poll like a frame loop does; return the answer and how many 'frames' ran meanwhile."""
    frames, deadline = 0, time.monotonic() + WAIT
    while time.monotonic() < deadline:
        answer = worker.poll()
        if answer is not None:
            return answer, frames
        frames += 1
        time.sleep(0.005)
    raise AssertionError("no answer from the bot worker")


def test_inline_worker_answers_on_the_next_poll():
    state, view = decision_view()
    worker = BotWorker(inline=True)
    worker.request("golden_sails", view, "ai:iters=20", seed=3)
    assert worker.busy
    action = worker.poll()
    assert action in view.legal and not worker.busy and worker.poll() is None
    worker.request("golden_sails", view, "greedy", seed=3)
    worker.cancel()
    assert not worker.busy and worker.poll() is None


def test_inline_worker_reports_a_failing_bot():
    _, view = decision_view()
    worker = BotWorker(inline=True)
    worker.request("golden_sails", view, "no-such-bot", seed=1)
    with pytest.raises(BotError, match="unknown bot"):
        worker.poll()
    assert not worker.busy


def test_process_worker_thinks_while_the_caller_runs_and_cancels_cleanly():
    state, view = decision_view()
    with BotWorker() as worker:
        worker.request("golden_sails", view, "ai:iters=300", seed=1)
        assert worker.busy and worker.poll() is None       # never blocks
        action, frames = wait_for(worker)
        assert action in view.legal and frames > 0 and not worker.busy

        # A long search, abandoned: its answer never surfaces, and the next request works.
        worker.request("golden_sails", view, "ai:iters=1000000", seed=1)
        time.sleep(0.3)
        worker.cancel()
        assert not worker.busy and worker.poll() is None
        state.apply(action)
        later = state.view(state.to_act())
        started = time.monotonic()
        worker.request("golden_sails", later, "random", seed=2)
        answer, _ = wait_for(worker)
        assert answer in later.legal
        assert time.monotonic() - started < 10, "the cancelled search should have stopped"


def test_process_worker_passes_bot_failures_back():
    _, view = decision_view()
    with BotWorker() as worker:
        worker.request("golden_sails", view, "no-such-bot", seed=1)
        with pytest.raises(BotError, match="unknown bot"):
            wait_for(worker)
        assert not worker.busy


def test_inline_and_process_give_the_same_answer():
    _, view = decision_view(3, 8)
    inline = BotWorker(inline=True)
    inline.request("golden_sails", view, "ai:iters=60", seed=5)
    expected = inline.poll()
    with BotWorker() as worker:
        worker.request("golden_sails", view, "ai:iters=60", seed=5)
        assert wait_for(worker)[0] == expected
