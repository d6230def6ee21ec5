"""Bots think in another process, so the window keeps drawing while they do.

A search takes up to two seconds of pure Python; on the UI thread that would freeze
the frame loop (the GIL rules out a thread), so `BotWorker` hands each decision to a
child process started with the spawn method (the only one that works the same on every
platform and in the PyInstaller build, whose entry point calls `freeze_support()`).

A request asks either for a move (`decide`) or for a suggestion with its reasons
(`advise`, `tabletop.ai.advice`); the answer is the one asked for. Requests carry an id. `cancel()` forgets the current id and tells the child through a
shared integer; the running search polls it, stops early, and its answer — if one still
arrives — is dropped because its id is stale. So loading, undoing or quitting never
waits for a search, and a late answer can never be played into the wrong position.

`BotWorker(inline=True)` decides synchronously inside `request()`: the same interface
for tests and headless runs, without a process.
"""

from __future__ import annotations

import multiprocessing
import queue
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tabletop.engine.action import Action
from tabletop.engine.game import View
from tabletop.engine.rng import Rng

if TYPE_CHECKING:
    from tabletop.ai.advice import Advice
    from ctypes import c_longlong
    from multiprocessing.process import BaseProcess
    from multiprocessing.queues import Queue

CLOSE_TIMEOUT = 2.0
PARENT_CHECK_SECONDS = 1.0


class BotError(RuntimeError):
    """A bot failed while deciding; the message carries the worker's traceback."""


def decide(game_id: str, view: View, seat_kind: str, seed: int, stop: Callable[[], bool] | None = None) -> Action:
    """One decision, as the worker makes it (also the inline path)."""
    from tabletop.ai.bot import make_bot
    from tabletop.registry import load_game

    return make_bot(seat_kind).choose(load_game(game_id), view, Rng(seed), stop=stop)


def advise(game_id: str, view: View, seat_kind: str, seed: int, stop: Callable[[], bool] | None = None) -> Advice:
    """One suggestion with its reasons, as the worker makes it (also the inline path)."""
    from tabletop.ai.advice import advise as advise_from
    from tabletop.registry import load_game

    return advise_from(load_game(game_id), view, seat_kind, seed, stop=stop)


ASKS: dict[str, Callable[..., Any]] = {"decide": decide, "advise": advise}
"""What a request may ask for, by the name it carries."""


def _serve(requests: Queue[Any], answers: Queue[Any], active: c_longlong) -> None:
    """The child process: answer requests until the None sentinel arrives.

    A daemon child is only stopped by its parent's orderly exit; if the window is killed
    or crashes, nobody sends the sentinel. So the wait for work wakes every
    `PARENT_CHECK_SECONDS` and the child ends itself once its parent is gone, instead of
    lingering for ever.
    """
    parent = multiprocessing.parent_process()
    while True:
        try:
            message = requests.get(timeout=PARENT_CHECK_SECONDS)
        except queue.Empty:
            if parent is not None and not parent.is_alive():
                return
            continue
        if message is None:
            return
        request_id, ask, game_id, view, seat_kind, seed = message
        if active.value != request_id:
            continue  # cancelled before it started
        try:
            action = ASKS[ask](game_id, view, seat_kind, seed, stop=lambda: active.value != request_id)
        except Exception:  # reported to the caller, who decides what a failed bot means
            answers.put((request_id, "error", traceback.format_exc()))
            continue
        if active.value == request_id:
            answers.put((request_id, "action", action))


@dataclass
class _Child:
    """The child process and what it shares with the caller: the requests it reads, the
    answers it writes, and the id of the one request still wanted (0: none)."""

    process: BaseProcess
    requests: Queue[Any]
    answers: Queue[Any]
    active: c_longlong


class BotWorker:
    """One bot decision at a time, off the caller's thread."""

    def __init__(self, inline: bool = False) -> None:
        self.inline = inline
        self._current = 0
        self._next_id = 1
        self._inline_answer: tuple[str, Any] | None = None
        self._child: _Child | None = None

    @property
    def busy(self) -> bool:
        """True from `request()` until its answer is collected by `poll()` or cancelled."""
        return self._current != 0

    @property
    def pid(self) -> int | None:
        """The child process's id while it runs (the bench reads its memory); None inline."""
        child = self._child
        return child.process.pid if child is not None and child.process.is_alive() else None

    def start(self) -> None:
        """Start the child process now (it otherwise starts on the first request)."""
        if not self.inline:
            self._running()

    def _running(self) -> _Child:
        """The child process, started now unless it is alive."""
        child = self._child
        if child is not None and child.process.is_alive():
            return child
        context = multiprocessing.get_context("spawn")
        requests: Queue[Any] = context.Queue()
        answers: Queue[Any] = context.Queue()
        active: c_longlong = context.RawValue("q", 0)
        process = context.Process(target=_serve, args=(requests, answers, active), name="tabletop-bot", daemon=True)
        self._child = child = _Child(process, requests, answers, active)
        process.start()
        return child

    def request(self, game_id: str, view: View, seat_kind: str, seed: int, ask: str = "decide") -> None:
        """Ask for a decision from `view` by the bot `seat_kind` (`ask="advise"`: a suggestion
        with its reasons, an `Advice`); any earlier request is cancelled."""
        self.cancel()
        request_id = self._next_id
        self._next_id += 1
        self._current = request_id
        if self.inline:
            try:
                self._inline_answer = ("action", ASKS[ask](game_id, view, seat_kind, seed))
            except Exception:
                self._inline_answer = ("error", traceback.format_exc())
            return
        child = self._running()
        child.active.value = request_id
        child.requests.put((request_id, ask, game_id, view, seat_kind, seed))

    def poll(self) -> Any:
        """The answer to the current request if it is ready (an Action, or an Advice when
        advice was asked for), else None; never blocks.

        Raises BotError if the bot failed (the request is then finished).
        """
        if not self._current:
            return None
        if self.inline:
            answer, self._inline_answer = self._inline_answer, None
            return self._finish(*answer) if answer else None
        child = self._child
        if child is None:   # a request starts the child, and only `close` (which cancels) ends it
            raise RuntimeError("a process worker has a request but no child process")
        while True:
            try:
                request_id, kind, payload = child.answers.get_nowait()
            except queue.Empty:
                break
            if request_id == self._current:
                return self._finish(kind, payload)
        if not child.process.is_alive():
            self._current = 0
            raise BotError(f"the bot process stopped (exit code {child.process.exitcode})")
        return None

    def _finish(self, kind: str, payload: Any) -> Any:
        self._current = 0
        if kind == "error":
            raise BotError(payload)
        return payload

    def cancel(self) -> None:
        """Abandon the current request: the search stops soon and its answer is discarded."""
        self._current = 0
        self._inline_answer = None
        if self._child is not None:
            self._child.active.value = 0

    def close(self) -> None:
        """Stop the child process (waits briefly, then terminates it)."""
        self.cancel()
        child = self._child
        if child is None:
            return
        if child.process.is_alive():
            child.requests.put(None)
            child.process.join(CLOSE_TIMEOUT)
            if child.process.is_alive():
                child.process.terminate()
                child.process.join(CLOSE_TIMEOUT)
        for q in (child.requests, child.answers):
            q.close()
            q.cancel_join_thread()
        self._child = None

    def __enter__(self) -> "BotWorker":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
