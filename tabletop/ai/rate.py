"""How fast ISMCTS thinks: iterations per second, for `tabletop bench` and the notes.

Searches from a few positions spread evenly over one seeded random game (a search near
the start plays out a whole game per iteration, one near the end only a round or two),
so the median is what a player would feel over a match, not a best case.
"""

from __future__ import annotations

import time
from typing import Callable

from tabletop.ai.ismcts import IsmctsBot
from tabletop.engine.rng import Rng


def ismcts_rate(game_id: str, players: int, seconds: float = 0.5, positions: int = 4, seed: int = 1,
                between: Callable[[], object] | None = None) -> dict:
    """Iterations per second of a time-budgeted search: median, min and max over the
    positions; and the median per second of the search's own CPU time (on a busy machine
    the wall-clock budget is shared with whatever else runs).
    `between` is called before each search and after the last (the bench times its
    yardstick there, so the machine's drift hits both alike)."""
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
    rates, cpu_rates = [], []
    for i, view in enumerate(picked):
        if between is not None:
            between()
        started = time.thread_time()
        report = IsmctsBot(seconds=seconds, stop_when_decided=False).search(game, view, Rng(seed + i))
        rates.append(report.iterations / report.seconds)
        cpu_rates.append(report.iterations / max(time.thread_time() - started, 1e-6))
    if between is not None:
        between()
    rates.sort()
    cpu_rates.sort()
    return {"game": game_id, "players": players, "seconds": seconds, "positions": len(rates),
            "iterations_per_second": round(rates[len(rates) // 2], 1) if rates else 0.0,
            "min": round(rates[0], 1) if rates else 0.0, "max": round(rates[-1], 1) if rates else 0.0,
            "iterations_per_cpu_second": round(cpu_rates[len(cpu_rates) // 2], 1) if cpu_rates else 0.0}
