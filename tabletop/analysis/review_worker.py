"""A review judged in another process, so the window keeps drawing while it runs.

A review is minutes of pure Python (a search per decision); on the UI thread it would
freeze the frame loop and a thread would share the GIL with it. So, as the computer
players do (`tabletop.ai.worker`), a child started with the spawn method does the work.
Unlike a bot's decision a review is one long job, so each review gets children of its
own: the decisions still to judge (the deciding seats' views, worked out here) go in as
their arguments, and each verdict comes back on a queue as soon as it exists, so the
screen shows the first ones at once. Cancelling ends the children; nothing they would
still have sent is wanted. A child also ends itself when its parent is gone (a killed
window must not leave a search running for minutes).

With two cores or more, two children share the work from both ends of the game: one
judges forward from the first decision, the other backward from the last, each taking
the next decision from a shared pair of counters until they meet. Nobody plays while a
review runs, so both cores are free; the whole review takes about half the time, and the
first verdict comes from the game's end, where playouts are short, in seconds rather than
after the longest searches of the opening. Each decision's search is seeded by its index
alone (`judge_pending`), so which child judges it, and when, changes nothing.

`ReviewRun(..., inline=True)` judges everything in `poll()` on the caller's thread: the
same interface for tests and headless runs, without a process.
"""

from __future__ import annotations

import multiprocessing
import os
import queue
import traceback
from typing import TYPE_CHECKING, Any

from tabletop.analysis.review import Decision, Pending, judge_pending

if TYPE_CHECKING:
    from multiprocessing.process import BaseProcess
    from multiprocessing.queues import Queue
    from multiprocessing.sharedctypes import SynchronizedArray

CLOSE_TIMEOUT = 2.0


def review_children() -> int:
    """How many children judge a review: two where there are two cores (one from each end
    of the game), else one."""
    return 2 if (os.cpu_count() or 1) >= 2 else 1


def _next_index(ends: SynchronizedArray[int], forward: bool) -> int | None:
    """Claim the next decision from this child's end: `ends` holds the first and the last
    index not yet claimed by either child (None: they have met)."""
    with ends.get_lock():
        first, last = ends[0], ends[1]
        if first > last:
            return None
        if forward:
            ends[0] = first + 1
            return first
        ends[1] = last - 1
        return last


def _judge_from_one_end(game_id: str, todo: list[Pending], iterations: int, answers: Queue[Any],
                        ends: SynchronizedArray[int], forward: bool) -> None:
    """A child process: judge the decisions of `todo` from its end (`forward`: from the
    first), sending each verdict as it is made, until the other child's claims are met."""
    from tabletop.registry import load_game

    parent = multiprocessing.parent_process()
    try:
        game = load_game(game_id)
        while (index := _next_index(ends, forward)) is not None:
            if parent is not None and not parent.is_alive():
                return
            answers.put(("decision", judge_pending(game, todo[index], iterations)))
    except Exception:  # reported to the screen, which says the review failed and why
        answers.put(("error", traceback.format_exc()))
        return
    answers.put(("done", None))


class ReviewRun:
    """One review under way: `poll()` hands over the verdicts that arrived since it was
    last asked; `total`, `done`, `error` and `finished` say where it stands."""

    def __init__(self, game_id: str, todo: list[Pending], iterations: int, inline: bool = False) -> None:
        self.total = len(todo)
        self.done = 0
        self.error: str | None = None
        self.finished = not todo
        self.cancelled = False
        self._game_id = game_id
        self._todo = todo
        self._iterations = iterations
        self.inline = inline
        self._processes: list[BaseProcess] = []
        self._answers: Queue[Any] | None = None
        self._unfinished = 0
        self._ends: SynchronizedArray[int] | None = None
        if not inline and todo:
            context = multiprocessing.get_context("spawn")
            self._answers = context.Queue()
            ends = self._ends = context.Array("i", [0, len(todo) - 1])   # kept: a child opens it by name
            for forward in (True, False)[:min(review_children(), len(todo))]:   # one decision: one child
                child = context.Process(target=_judge_from_one_end,
                                        args=(game_id, todo, iterations, self._answers, ends, forward),
                                        name="tabletop-review", daemon=True)
                child.start()
                self._processes.append(child)
            self._unfinished = len(self._processes)

    @property
    def children(self) -> int:
        """The children judging (0 inline or with nothing to judge)."""
        return len(self._processes)

    @property
    def running(self) -> bool:
        return not (self.finished or self.cancelled or self.error)

    def poll(self) -> list[Decision]:
        """The verdicts that arrived since the last call (never blocks, except inline,
        where it judges everything left)."""
        if not self.running:
            return []
        if self.inline:
            return self._judge_inline()
        found: list[Decision] = []
        assert self._answers is not None and self._processes
        while True:
            try:
                kind, payload = self._answers.get_nowait()
            except queue.Empty:
                break
            if kind == "decision":
                found.append(payload)
            elif kind == "error":
                self.error = payload
            else:
                self._unfinished -= 1
                self.finished = self._unfinished == 0
        self.done += len(found)
        if self.running:
            self._notice_a_lost_child()
        if not self.running:
            self._close()
        return found

    def _judge_inline(self) -> list[Decision]:
        from tabletop.registry import load_game

        game = load_game(self._game_id)
        try:
            found = [judge_pending(game, item, self._iterations) for item in self._todo]
        except Exception:
            self.error = traceback.format_exc()
            return []
        self.done, self.finished = len(found), True
        return found

    def cancel(self) -> None:
        """Stop now: the child is ended and whatever it had not sent is dropped."""
        if self.running:
            self.cancelled = True
        self._close()

    def _notice_a_lost_child(self) -> None:
        """A child that ended without saying it was done (killed, out of memory) fails the
        review: its claimed decisions would never arrive."""
        for child in self._processes:
            if not child.is_alive() and child.exitcode != 0:
                self.error = f"the review process stopped (exit code {child.exitcode})"
                return

    def _close(self) -> None:
        processes, answers = self._processes, self._answers
        self._processes, self._answers, self._ends = [], None, None
        for child in processes:
            if child.is_alive():
                child.terminate()
        for child in processes:
            child.join(CLOSE_TIMEOUT)
        if answers is not None:
            answers.close()
            answers.cancel_join_thread()
