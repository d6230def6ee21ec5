"""Write the "obvious move" puzzles: tests/puzzles/<game>/<name>.json plus puzzles.yaml.

A puzzle is an ordinary save (the app's own writer, all seats human, so a person can
open it and look) that stops where the seat to act has one clearly right move, and a
line in its game's `puzzles.yaml` naming the move and why. Saves hold no state, only a
seed and the actions that rebuild it, so a position cannot be typed in: each puzzle is
*hand-picked* instead, as a seed and a move number of a two-player game that every seat
plays with the game's own rollout policy (seeded, so the same spec always gives the
same position). SPECS below is that list; `--find GAME` prints candidates for it.

"Clearly right" is checked, not assumed: from the deciding seat's view (hidden parts
determinized, as a bot sees them), every legal move is played out PLAYOUTS times with
the rollout policy, and the expected move must win at least MIN_WIN of them while every
other move wins at least MIN_GAP fewer. The same check runs on the true state, so the
answer does not hang on a lucky guess of the hidden cards. A spec that stops passing
(rules or content changed) is reported and its file left out, never written anyway.

Run from the repository root:
    .venv/bin/python tools/make_puzzles.py              # (re)write every puzzle
    .venv/bin/python tools/make_puzzles.py --find pirates_gold --seeds 1-40
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tabletop.ai.hooks import hooks_for
from tabletop.ai.puzzles import MANIFEST, PUZZLE_ROOT, write_manifest
from tabletop.engine import Action, Rng
from tabletop.engine.game import Game, State
from tabletop.engine.match import Match, Seat
from tabletop.games.registry import load_game
from tabletop.persistence.atomic import atomic_write_bytes
from tabletop.persistence.saves import encode_document, match_document

PLAYERS = 2
PLAYOUTS = 40
SCREEN = 8
MIN_WIN = 0.85
MIN_GAP = 0.5
MIN_MARGIN = 0.5
MIN_PAIRED = 0.8
STEP_CAP = 5000
SAVED_AT = datetime(2026, 11, 23, 12, 0, 0, tzinfo=UTC)
SEATS = [Seat("Ana", "human", 0), Seat("Ben", "human", 1)]
PLAYERS_BY_GAME = {"sail_to_india": 3}  # Sail to India needs three


@dataclass(frozen=True)
class Spec:
    """One puzzle: the game, the seed, how many actions are played first, and the answer."""

    game: str
    name: str
    seed: int
    moves: int
    expect: str
    why: str


SPECS: list[Spec] = [
    # Golden Sails: the last picks of the game decide it.
    Spec("golden_sails", "swap-the-last-card-into-a-gem", 3, 47, "swap 1 jeweler",
         "the last taker may swap the expert: as a gem the card wins 34-33, as a weapon it loses 31-35"),
    Spec("golden_sails", "take-the-winning-gem", 6, 47, "take 0",
         "the last card as a gem wins 23-22; swapped to an animal it loses 21-22"),
    Spec("golden_sails", "do-not-swap-away-the-win", 11, 47, "take 1",
         "the gem wins 30-29; swapping the expert for the animal loses 28-29"),
    Spec("golden_sails", "swap-for-the-tie-break", 25, 47, "swap 0 armourer",
         "a working boomerang ties 25-25 and wins on the tie-break; the spell loses 24-26"),
    Spec("golden_sails", "feed-the-spell-count", 14, 38, "take 1",
         "with a Spell Count spell in hand a fourth spell scores twice; the spice is only a third kind"),
    Spec("golden_sails", "make-the-card-a-boomerang", 24, 44, "assign armourer 1",
         "a boomerang is a new working weapon for Ben, or switches Ana's own boomerang off if she takes it"),
]


def players_of(game_id: str) -> int:
    return PLAYERS_BY_GAME.get(game_id, PLAYERS)


def reach(game: Game, seed: int, moves: int) -> Match:
    """The match after `moves` actions of every seat playing the rollout policy from `seed`."""
    match = Match(game, SEATS + [Seat("Cy", "human", 2)] * (players_of(game.id) - PLAYERS), seed)
    policy = hooks_for(game).rollout_policy
    rng = Rng(seed)
    for _ in range(moves):
        match.apply(policy(match.state, rng))
    return match


def playout(game: Game, world: State, seat: int, rng: Rng) -> tuple[float, float]:
    """Play `world` to its end with the rollout policy: the seat's win share and its margin
    over the best rival, in units of the game's SCORE_SCALE."""
    hooks = hooks_for(game)
    for _ in range(STEP_CAP):
        if world.is_over():
            break
        world.apply(hooks.rollout_policy(world, rng))
    else:
        raise RuntimeError(f"{game.id}: no end after {STEP_CAP} actions")
    result = world.result()
    rival = max(t for s, t in enumerate(result.totals) if s != seat)
    win = 1.0 / len(result.winners) if seat in result.winners else 0.0
    return win, (result.totals[seat] - rival) / hooks.score_scale


def outcomes(game: Game, state: State, seed: int, hidden: bool,
             playouts: int = PLAYOUTS) -> dict[Action, list[tuple[float, float]]]:
    """Each legal move's (win, margin) over `playouts` playouts, from the view (hidden=True)
    or the true state. Playout k of every move starts from the same world and the same
    dice (common random numbers), so the moves are compared on equal luck."""
    seat = state.to_act()
    view = state.view(seat)
    results = {}
    for action in state.legal_actions():
        runs = []
        for k in range(playouts):
            rng = Rng(seed * 100_003 + k)
            world = game.determinize(view, rng) if hidden else state.clone()
            world.apply(action)
            runs.append(playout(game, world, seat, rng))
        results[action] = runs
    return results


def clear_answer(results: dict[Action, list[tuple[float, float]]]) -> Action | None:
    """The move clearly better than every other, if there is one: it wins MIN_WIN of its
    playouts and MIN_GAP more than any other move, or its margin beats every other move's
    by MIN_MARGIN score scales on average, and in at least MIN_PAIRED of the paired playouts."""
    wins = {a: sum(w for w, _ in runs) / len(runs) for a, runs in results.items()}
    margins = {a: sum(m for _, m in runs) / len(runs) for a, runs in results.items()}
    if len(results) < 2:
        return None
    for score in (wins, margins):
        best = max(score, key=score.get)
        others = [a for a in score if a != best]
        if score is wins and wins[best] >= MIN_WIN and all(wins[best] - wins[a] >= MIN_GAP for a in others):
            return best
        if score is margins and all(margins[best] - margins[a] >= MIN_MARGIN and _paired(results, best, a)
                                    for a in others):
            return best
    return None


def _paired(results: dict[Action, list[tuple[float, float]]], best: Action, other: Action) -> bool:
    ahead = sum(1 for (_, m), (_, n) in zip(results[best], results[other]) if m > n)
    return ahead >= MIN_PAIRED * len(results[best])


def check(game: Game, state: State, seed: int) -> tuple[Action | None, dict[Action, list[tuple[float, float]]]]:
    """The clear answer if the view and the true state agree on it, and the view's outcomes."""
    seen = outcomes(game, state, seed, hidden=True)
    answer = clear_answer(seen)
    if answer is None or clear_answer(outcomes(game, state, seed + 1, hidden=False)) != answer:
        return None, seen
    return answer, seen


def summary(results: dict[Action, list[tuple[float, float]]], answer: Action) -> str:
    """"wins 95% (next best 10%), margin +1.2 (next best -0.3)" in score scales."""
    def mean(runs: list[tuple[float, float]], i: int) -> float:
        return sum(r[i] for r in runs) / len(runs)

    others = [runs for a, runs in results.items() if a != answer]
    win, win2 = mean(results[answer], 0), max(mean(r, 0) for r in others)
    margin, margin2 = mean(results[answer], 1), max(mean(r, 1) for r in others)
    return f"wins {win:.0%} of playouts (next best move {win2:.0%}), margin {margin:+.1f} (next best {margin2:+.1f})"


def find(game_id: str, seeds: range, last: int, most_moves: int) -> None:
    """Print a Spec line for each clear position among the last `last` decisions of each
    seed's game (where one move most often decides it), after a cheap screen of a few
    playouts per move has found one move ahead of all others."""
    game = load_game(game_id)
    policy = hooks_for(game).rollout_policy
    for seed in seeds:
        match = reach(game, seed, 0)
        rng = Rng(seed)
        decisions: list[tuple[int, State]] = []
        while not match.state.is_over():
            state = match.state
            if 1 < len(state.legal_actions()) <= most_moves:
                decisions.append((len(match.actions), state.clone()))
            match.apply(policy(state, rng))
        for moves, state in decisions[-last:]:
            if clear_answer(outcomes(game, state, seed, hidden=False, playouts=SCREEN)) is None:
                continue
            answer, results = check(game, state, seed)
            if answer is not None:
                print(f'    Spec("{game_id}", "?", {seed}, {moves}, "{answer}", "?"),  '
                      f"# {summary(results, answer)}; {len(results)} moves", flush=True)


def write_all(root: Path) -> int:
    """Write every spec that still holds; returns how many failed."""
    failed = 0
    entries: dict[str, list[dict]] = {}
    for spec in SPECS:
        game = load_game(spec.game)
        match = reach(game, spec.seed, spec.moves)
        answer, results = check(game, match.state, spec.seed)
        if answer is None or str(answer) != spec.expect:
            print(f"FAILED {spec.game}/{spec.name}: expected {spec.expect}, the check says {answer}")
            failed += 1
            continue
        folder = root / spec.game
        folder.mkdir(parents=True, exist_ok=True)
        atomic_write_bytes(folder / f"{spec.name}.json", encode_document(match_document(match, SAVED_AT)))
        entries.setdefault(spec.game, []).append(
            {"save": f"{spec.name}.json", "expect": spec.expect, "why": f"{spec.why}; {summary(results, answer)}"})
        print(f"wrote {spec.game}/{spec.name}.json")
    for game_id, puzzles in entries.items():
        write_manifest(root / game_id / MANIFEST, puzzles)
    return failed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--find", metavar="GAME", help="print candidate specs for GAME instead of writing")
    parser.add_argument("--seeds", default="1-20", help="seed range for --find, e.g. 1-40")
    parser.add_argument("--last", type=int, default=30, help="--find checks this many final decisions of a game")
    parser.add_argument("--most-moves", type=int, default=12, help="--find skips decisions with more moves")
    args = parser.parse_args()
    if args.find:
        low, _, high = args.seeds.partition("-")
        find(args.find, range(int(low), int(high or low) + 1), args.last, args.most_moves)
        return 0
    return 1 if write_all(PUZZLE_ROOT) else 0


if __name__ == "__main__":
    sys.exit(main())
