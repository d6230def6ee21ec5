"""The bot worker: answers arrive while the caller keeps running, and cancel is clean."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest

from tabletop.ai.worker import BotError, BotWorker
from tabletop.registry import load_game

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


PARENT_SCRIPT = """
import multiprocessing, time
from tabletop.ai.worker import BotWorker
BotWorker().start()
print(multiprocessing.active_children()[0].pid, flush=True)
time.sleep(600)
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads process states from /proc")
def test_worker_ends_itself_when_the_window_is_killed():
    """A killed app sends no goodbye; its worker must not linger asleep for ever."""
    parent = subprocess.Popen([sys.executable, "-c", PARENT_SCRIPT], stdout=subprocess.PIPE, text=True)
    try:
        child = int(parent.stdout.readline())
        parent.send_signal(signal.SIGKILL)
        parent.wait(WAIT)
        deadline = time.monotonic() + WAIT
        while time.monotonic() < deadline and _running(child):
            time.sleep(0.1)
        assert not _running(child), "the bot worker outlived its killed parent"
    finally:
        parent.kill()


def _running(pid: int) -> bool:
    """True while `pid` exists and is not a zombie (an orphan is reaped by init)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
            return stat.read().split(")")[-1].split()[0] != "Z"
    except FileNotFoundError:
        return False
