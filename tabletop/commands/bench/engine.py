"""`tabletop bench` engine rows: random full games per second, the computer opponents'
search speed (ISMCTS iterations per second, with a yardstick loop timed around it), and
the replay screen's step time in a long game. All in this process; no window."""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

from tabletop.commands.bench.rows import Row
from tabletop.engine.game import Game
from tabletop.engine.match import Match

REFERENCE_STEPS = 1_000_000  # the search rows' yardstick loop: about 0.1 s here
REFERENCE_SLICE = 10_000
"""Steps of the yardstick run inside a search each time it polls its `stop` (every 8
iterations): about a tenth of the search's time."""
QUICK_SEARCH_SHARE = 4
"""With --quick each search runs a quarter of its iterations."""
REPLAY_STEP_TARGET_MS = 50.0
REPLAY_GAME = ("sail_to_india", 4, 3)
"""Game, players and seed of the replay row's match: random seats play it for 1,864 actions."""


def random_playout(game: Game, players: int, seed: int, step_cap: int = 100_000) -> int:
    """Play one full game choosing uniformly among legal actions; returns the action count."""
    from tabletop.engine.rng import Rng

    state = game.new_state(players, seed)
    rng = Rng(seed)
    actions = 0
    while not state.is_over():
        if actions >= step_cap:
            raise RuntimeError(f"{game.id} seed {seed}: no end after {step_cap} actions")
        state.apply(rng.choice(state.legal_actions()))
        actions += 1
    return actions


def measure_engine(game_id: str, quick: bool) -> Row:
    """Median games/s over batches of random games at the game's largest player count."""
    from tabletop.registry import load_game

    game = load_game(game_id)
    players = game.max_players
    batches, per_batch = (3, 10) if quick else (7, 30)
    rates, actions = [], []
    seed = 1
    for _ in range(batches):
        started = time.perf_counter()
        for _ in range(per_batch):
            actions.append(random_playout(game, players, seed))
            seed += 1
        rates.append(per_batch / (time.perf_counter() - started))
    rate = statistics.median(rates)
    data = {"games_per_second": round(rate, 1), "players": players, "games": len(actions),
            "mean_actions": round(statistics.fmean(actions), 1)}
    return Row(f"{game_id}: random full games/s ({players} players, engine only)",
               f"{rate:.1f} games/s ({data['mean_actions']:.0f} actions/game)", "report only", None, data)


def measure_search(game_id: str, quick: bool) -> Row:
    """Computer-opponent thinking speed: ISMCTS iterations per second at the most players.

    Reported, not judged here: how many iterations a level needs is the bots' business.
    The shared machine's speed drifts by a quarter within minutes, so the row also times a
    fixed pure-Python workload before each position's search and after the last, and
    reports the median search rate per median reference run, both in CPU time of this
    thread: that ratio compares across runs and sessions where raw iterations per second
    do not. Interleaved and in CPU time, because a busy machine's load comes and goes
    within the seconds the search takes: in wall time around the whole search, two runs
    under load differed by more than the speed work they were to judge. Each search runs
    the normal level's pinned count of iterations (`tabletop.ai.bot.NORMAL_ITERATIONS`,
    the tree a player meets), not half a second: under load a timed search got through
    fewer iterations, and a smaller tree leaves longer, dearer playouts, so its rate per
    CPU second fell with the load (two runs under load differed by up to 40 %). And the yardstick also runs in slices inside each search
    (`Yardstick.slice`, whose time the search's leaves out): the load here changes within
    a tenth of a second (whole runs back to back differed by half), faster than whole runs
    between searches could follow. The reference rate is all the yardstick's steps per
    all its CPU time, runs and slices together.
    """
    from tabletop.ai.bot import NORMAL_ITERATIONS
    from tabletop.ai.rate import ismcts_rate
    from tabletop.registry import load_game

    players = load_game(game_id).max_players
    yardstick = Yardstick()
    data = ismcts_rate(game_id, players, positions=3 if quick else 5,
                       iterations=NORMAL_ITERATIONS[game_id] // (QUICK_SEARCH_SHARE if quick else 1),
                       between=yardstick.run, during=yardstick.slice)
    reference = yardstick.runs_per_second()
    compiled = compiled_modules(game_id)
    data.update(reference_runs_per_cpu_second=round(reference, 2), reference_runs=yardstick.runs,
                reference_slices=yardstick.slices,
                per_reference_run=round(data["iterations_per_cpu_second"] / reference, 1), compiled=compiled)
    built = f"{len(compiled)} modules compiled" if compiled else "plain Python"
    return Row(f"{game_id}: ISMCTS iterations/s ({players} players)",
               f"{data['iterations_per_second']:.0f} it/s (min {data['min']:.0f}, max {data['max']:.0f}) "
               f"= {data['per_reference_run']:.0f} per reference run ({built})", "report only", None, data)


def compiled_modules(game_id: str) -> list[str]:
    """The modules a game's search runs compiled (packaging/compiled.py: the executable
    carries the search's hottest ones as extension modules; a checkout runs plain Python):
    the search's own and the game's, so each search row says which build it measured."""
    searched = ("tabletop.ai.", f"tabletop.games.{game_id}.")
    loaded = list(sys.modules.items())
    return sorted(name for name, module in loaded if name.startswith(searched)
                  and Path(getattr(module, "__file__", None) or "").suffix in (".so", ".pyd"))


class Yardstick:
    """A fixed interpreter-bound loop, the yardstick for `measure_search`, run whole
    (`run`) or a slice at a time (`slice`: the next REFERENCE_SLICE of its steps, going
    round, so slices work on the same numbers a whole run does), with the steps and the
    CPU time (this thread's) it took."""

    def __init__(self) -> None:
        self.runs = 0
        self.slices = 0
        self.steps = 0
        self.seconds = 0.0
        self._next = 0

    def run(self) -> float:
        """One whole run; its CPU seconds."""
        self.runs += 1
        return self._steps(0, REFERENCE_STEPS)

    def slice(self) -> float:
        """The next slice; its CPU seconds."""
        self.slices += 1
        start = self._next
        self._next = (start + REFERENCE_SLICE) % REFERENCE_STEPS
        return self._steps(start, start + REFERENCE_SLICE)

    def runs_per_second(self) -> float:
        """Whole runs' worth of steps per CPU second, over all runs and slices so far."""
        return self.steps / REFERENCE_STEPS / max(self.seconds, 1e-6)

    def _steps(self, start: int, end: int) -> float:
        started = time.thread_time()
        total = 0
        for i in range(start, end):
            total += i * i % 7
        spent = time.thread_time() - started
        self.steps += end - start
        self.seconds += spent
        return spent


def long_match(game_id: str, players: int, seed: int) -> Match:
    """A whole match between random seats (each action chosen by a seeded Rng)."""
    from tabletop.engine.match import Seat
    from tabletop.engine.rng import Rng
    from tabletop.registry import load_game

    match = Match(load_game(game_id), [Seat(f"P{i}", "random", i) for i in range(players)], seed)
    rng = Rng(seed)
    while not match.state.is_over():
        match.apply(rng.choice(match.state.legal_actions()))
    return match


def measure_replay(quick: bool) -> Row:
    """Replay step time: one action back or forward from a random point, with the view the
    screen then draws, in a long game; median and max over the steps."""
    from tabletop.analysis.replay import Replay
    from tabletop.engine.rng import Rng

    match = long_match(*REPLAY_GAME)
    started = time.perf_counter()
    replay = Replay(match)
    opened_ms = (time.perf_counter() - started) * 1000
    rng = Rng(1)
    times = []
    for _ in range(100 if quick else 400):
        replay.go(1 + rng.below(replay.length - 1))
        for by in (-1, 1):
            started = time.perf_counter()
            replay.step(by)
            replay.view(None)
            times.append((time.perf_counter() - started) * 1000)
    median, most = statistics.median(times), max(times)
    data = {"median_ms": round(median, 3), "max_ms": round(most, 3), "steps": len(times), "actions": replay.length,
            "open_ms": round(opened_ms, 1)}
    return Row(f"replay: step back/forward ({REPLAY_GAME[0]}, {replay.length} actions)",
               f"median {median:.2f} ms, max {most:.2f} ms (its kept copies made in {opened_ms:.0f} ms)",
               f"max ≤ {REPLAY_STEP_TARGET_MS:.0f} ms", most <= REPLAY_STEP_TARGET_MS, data)
