"""A review judged in another process, so the window keeps drawing while it runs.

A review is minutes of pure Python (a search per decision); on the UI thread it would
freeze the frame loop and a thread would share the GIL with it. So, as the computer
players do (`tabletop.ai.worker`), a child started with the spawn method does the work.
Unlike a bot's decision a review is one long job, so each review gets a child of its
own: the decisions still to judge (the deciding seats' views, worked out here) go in as
its arguments, and each verdict comes back on a queue as soon as it exists, so the
screen shows the first ones at once. Cancelling ends the child; nothing it would still
have sent is wanted. The child also ends itself when its parent is gone (a killed window
must not leave a search running for minutes).

`ReviewRun(..., inline=True)` judges everything in `poll()` on the caller's thread: the
same interface for tests and headless runs, without a process.
"""

from __future__ import annotations

import multiprocessing
import queue
import traceback
from typing import TYPE_CHECKING, Any

from tabletop.analysis.review import Decision, Pending, judge_pending

if TYPE_CHECKING:
    from multiprocessing.process import BaseProcess
    from multiprocessing.queues import Queue

CLOSE_TIMEOUT = 2.0


def _judge_all(game_id: str, todo: list[Pending], iterations: int, answers: Queue[Any]) -> None:
    """The child process: judge `todo` in order, sending each verdict as it is made."""
    from tabletop.registry import load_game

    parent = multiprocessing.parent_process()
    try:
        game = load_game(game_id)
        for item in todo:
            if parent is not None and not parent.is_alive():
                return
            answers.put(("decision", judge_pending(game, item, iterations)))
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
        self._process: BaseProcess | None = None
        self._answers: Queue[Any] | None = None
        if not inline and todo:
            context = multiprocessing.get_context("spawn")
            self._answers = context.Queue()
            self._process = context.Process(target=_judge_all, args=(game_id, todo, iterations, self._answers),
                                            name="tabletop-review", daemon=True)
            self._process.start()

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
        assert self._answers is not None and self._process is not None
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
                self.finished = True
        self.done += len(found)
        if self.running and not self._process.is_alive():
            self.error = f"the review process stopped (exit code {self._process.exitcode})"
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

    def _close(self) -> None:
        process, answers = self._process, self._answers
        self._process = self._answers = None
        if process is not None and process.is_alive():
            process.terminate()
            process.join(CLOSE_TIMEOUT)
        if answers is not None:
            answers.close()
            answers.cancel_join_thread()
