"""`tabletop bench` review rows: what a review of a game costs, as the issue asks.

1. CPU seconds to review a 2-player Golden Sails game at the review's own budget
   (`analysis.review.default_iterations`). A whole review is minutes, so a sample of
   decisions spread evenly through the game is judged, timed with `process_time` (one
   core), and the game's total estimated from it; the row says how many were judged.
   Target ≤ 60 s.
2. The wait for a whole Pirates' Gold review: the CPU of its decisions estimated as in
   1, divided among the children that judge it side by side (`review_children`: two on
   two cores), an estimate for a machine with those cores free. Target ≤ 5 min.
3. Time to the first result for Pirates' Gold: wall time from starting a review the
   way the review screen does (`ReviewRun`: spawned children, the content loaded there,
   the decisions at both ends of the game judged) to its first verdict arriving.
   Target ≤ 10 s.

Both games are seeded and played by a greedy seat against a random one, so the same
positions are judged on every run.
"""

from __future__ import annotations

import statistics
import time

from tabletop.commands.bench.rows import Row
from tabletop.engine.match import Match

CPU_GAME = "golden_sails"
CPU_TARGET_S = 60.0
WAIT_TARGET_S = 300.0
FIRST_GAME = "pirates_gold"
FIRST_TARGET_S = 10.0
SEED = 3


def bench_match(game_id: str, seed: int = SEED) -> Match:
    """A finished 2-player game: a greedy seat against a random one, seeded."""
    from tabletop.ai.greedy import GreedyBot
    from tabletop.engine.match import Seat
    from tabletop.engine.rng import Rng
    from tabletop.registry import load_game

    game = load_game(game_id)
    match = Match(game, [Seat("Greedy", "greedy", 0), Seat("Random", "random", 1)], seed)
    rng, greedy = Rng(seed), GreedyBot(1)
    while not match.state.is_over():
        state = match.state
        seat = state.to_act()
        assert seat is not None
        view = state.view(seat)
        match.apply(greedy.choose(game, view, rng) if seat == 0 else rng.choice(list(view.legal)))
    return match


def _sampled_cpu(game_id: str, quick: bool) -> tuple[float, int, int, int]:
    """A review's CPU estimated from a sample of its decisions spread evenly through the
    seeded game: the total, the decisions, how many were judged, the budget."""
    from tabletop.analysis.review import default_iterations, judge_pending, pending

    match = bench_match(game_id)
    todo = pending(match)
    iterations = default_iterations(game_id)
    count = min(len(todo), 4 if quick else 10)
    sample = [todo[round(i * (len(todo) - 1) / max(1, count - 1))] for i in range(count)]
    seconds = []
    for item in sample:
        started = time.process_time()
        judge_pending(match.game, item, iterations)
        seconds.append(time.process_time() - started)
    return statistics.mean(seconds) * len(todo), len(todo), count, iterations


def review_cpu_row(quick: bool) -> Row:
    name = f"review: CPU to review a 2-player {CPU_GAME} game"
    target = f"≤ {CPU_TARGET_S:.0f} s of one core"
    total, decisions, count, iterations = _sampled_cpu(CPU_GAME, quick)
    per = total / decisions
    data = {"estimated_cpu_s": round(total, 1), "decisions": decisions, "judged": count,
            "iterations": iterations, "mean_s_per_decision": round(per, 3),
            "note": f"estimated from {count} of {decisions} decisions"}
    value = (f"{total:.0f} s ({decisions} decisions × {per:.2f} s mean at {iterations} iterations; "
             f"{count} judged)")
    return Row(name, value, target, total <= CPU_TARGET_S, data)


def review_wait_row(quick: bool) -> Row:
    from tabletop.analysis.review_worker import review_children

    name = f"review: the wait for a whole 2-player {FIRST_GAME} review"
    target = f"≤ {WAIT_TARGET_S / 60:.0f} min"
    total, decisions, count, iterations = _sampled_cpu(FIRST_GAME, quick)
    children = review_children()
    wait = total / children
    data = {"estimated_wait_s": round(wait, 1), "estimated_cpu_s": round(total, 1), "children": children,
            "decisions": decisions, "judged": count, "iterations": iterations,
            "note": f"CPU estimated from {count} of {decisions} decisions, shared by {children} children"}
    value = (f"{wait:.0f} s ({total:.0f} s CPU for {decisions} decisions at {iterations} iterations "
             f"÷ {children} children; {count} judged)")
    return Row(name, value, target, wait <= WAIT_TARGET_S, data)


def review_first_row(quick: bool) -> Row:
    from tabletop.analysis.review import default_iterations, pending
    from tabletop.analysis.review_worker import ReviewRun

    name = f"review: time to the first result, {FIRST_GAME}"
    target = f"≤ {FIRST_TARGET_S:.0f} s"
    match = bench_match(FIRST_GAME)
    todo = pending(match)
    runs = []
    for _ in range(1 if quick else 3):
        started = time.perf_counter()
        run = ReviewRun(FIRST_GAME, todo, default_iterations(FIRST_GAME))
        try:
            while run.running and not run.poll():
                time.sleep(0.02)
        finally:
            run.cancel()
        if run.error:
            return Row(name, "failed", target, None, {"error": run.error})
        runs.append(time.perf_counter() - started)
    first = statistics.median(runs)
    data = {"first_result_s": round(first, 2), "runs_s": [round(r, 2) for r in runs]}
    return Row(name, f"{first:.1f} s (runs " + ", ".join(f"{r:.1f}" for r in runs) + ")", target,
               first <= FIRST_TARGET_S, data)
