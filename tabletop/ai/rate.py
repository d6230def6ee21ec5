"""How fast ISMCTS thinks: iterations per second, for `tabletop bench` and the notes.

Searches from a few positions spread evenly over one seeded random game (a search near
the start plays out a whole game per iteration, one near the end only a round or two),
so the median is what a player would feel over a match, not a best case.
"""

from __future__ import annotations

import gc
import time
from typing import Callable

from tabletop.ai.ismcts import IsmctsBot
from tabletop.engine.rng import Rng

WARM_UP_SHARE = 10
"""The untimed search before the first timed one runs this fraction (1/N) of a search's
iterations: the first search of a process otherwise also pays for what is made once
(lazily imported modules, a game's memo tables)."""


def ismcts_rate(game_id: str, players: int, seconds: float = 0.5, positions: int = 4, seed: int = 1,
                between: Callable[[], object] | None = None, iterations: int | None = None,
                during: Callable[[], float] | None = None) -> dict:
    """Iterations per second of each search: median, min and max over the positions; and
    the median per second of the search's own CPU time (on a busy machine the wall-clock
    budget is shared with whatever else runs).

    With `iterations` every search runs exactly that many (the same seeded work in every
    run, so only the machine's speed moves the figure), else as many as fit in `seconds`
    of wall-clock time (on a busy machine fewer, and a smaller tree leaves longer, dearer
    playouts, so the rate itself moves with the load).
    `between` is called before each search and after the last (the bench times its
    yardstick there, so the machine's drift hits both alike). `during` is called inside
    each search, whenever it polls its `stop` (every few iterations), and returns the CPU
    seconds it spent, which are left out of the search's time: the bench runs slices of
    its yardstick there, so a load that comes and goes within a search hits both alike.
    The garbage collector
    starts each search from the same clean slate, so one search's leftovers are not
    collected on the next one's time."""
    from tabletop.registry import load_game

    game = load_game(game_id)
    state = game.new_state(players, seed)
    chooser = Rng(seed)
    decisions = []
    while not state.is_over():
        legal = state.legal_actions()
        if len(legal) > 1:
            decisions.append(state.view(state.to_act()))
        state.apply(chooser.choice(legal))
    picked = [decisions[len(decisions) * k // positions] for k in range(positions)] if decisions else []
    budget: dict = {"seconds": seconds} if iterations is None else {"iterations": iterations}
    if picked:
        warm_up = {"seconds": seconds / WARM_UP_SHARE} if iterations is None else \
            {"iterations": max(1, iterations // WARM_UP_SHARE)}
        IsmctsBot(stop_when_decided=False, **warm_up).search(game, picked[0], Rng(seed))
    rates, cpu_rates = [], []
    for i, view in enumerate(picked):
        if between is not None:
            between()
        gc.collect()
        aside = [0.0]
        stop = None if during is None else _never_stopping(during, aside)
        started = time.thread_time()
        report = IsmctsBot(stop_when_decided=False, **budget).search(game, view, Rng(seed + i), stop)
        cpu_rates.append(report.iterations / max(time.thread_time() - started - aside[0], 1e-6))
        rates.append(report.iterations / report.seconds)
    if between is not None:
        between()
    rates.sort()
    cpu_rates.sort()
    return {"game": game_id, "players": players, "positions": len(rates), **budget,
            "iterations_per_second": round(rates[len(rates) // 2], 1) if rates else 0.0,
            "min": round(rates[0], 1) if rates else 0.0, "max": round(rates[-1], 1) if rates else 0.0,
            "iterations_per_cpu_second": round(cpu_rates[len(cpu_rates) // 2], 1) if cpu_rates else 0.0}


def _never_stopping(during: Callable[[], float], aside: list[float]) -> Callable[[], bool]:
    """A search's `stop` poll that runs `during`, adds its seconds to `aside[0]` and never
    stops the search."""
    def stop() -> bool:
        aside[0] += during()
        return False
    return stop
