"""Write the "obvious move" puzzles: tests/puzzles/<game>/<name>.json plus puzzles.yaml.

A puzzle is an ordinary save (the app's own writer, all seats human, so a person can
open it and look) that stops where the seat to act has one clearly right move, and a
line in its game's `puzzles.yaml` naming the move and why. Saves hold no state, only a
seed and the actions that rebuild it, so a position cannot be typed in: each puzzle is
*hand-picked* instead, as a seed and a move number of a game that every seat plays
with the game's own rollout policy (seeded, so the same spec always gives the
same position). SPECS below is that list; `--find GAME` prints candidates for it.

"Clearly right" is checked, not assumed: from the deciding seat's view (hidden parts
determinized, as a bot sees them), every legal move is played out PLAYOUTS times with
the rollout policy, and the expected move must stand out (see `clear_answer`): it wins,
or wins within SOON actions, far more often than any other move, or its score margin
is far better. The same check runs on the true state, so the answer does not hang on a
lucky guess of the hidden cards. A spec that stops passing (rules or content changed)
is reported, and that game's puzzles are left as they are (never written in part).

Sail to India needs three players; the other games are played by two.

Run from the repository root:
    .venv/bin/python tools/make_puzzles.py              # (re)write every puzzle
    .venv/bin/python tools/make_puzzles.py --game winds_of_trade   # only one game's
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
from tabletop.persistence.atomic import atomic_write_bytes
from tabletop.persistence.saves import encode_document, match_document
from tabletop.registry import load_game

PLAYERS = 2
PLAYOUTS = 40
SCREEN = 8
SOON = 8
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
    # Pirates' Gold: bring the winning cargo home (9 ducats at home win a two-player game).
    Spec("pirates_gold", "sail-home-with-the-winning-cargo", 2, 366, "sail 11 6",
         "8 ducats' worth at home and 1 aboard, and this wind reaches the home port: unloading there wins, "
         "while the rival with 9 in all is still far from home"),
    Spec("pirates_gold", "home-before-ben-on-a-west-wind", 3, 381, "wind W",
         "Ana has 7 at home and 2 aboard, Ben 8 at home and 3 aboard, one ducat short of winning: a west wind "
         "brings Ana's cargo home at once, and no other wind does"),
    Spec("pirates_gold", "a-west-wind-for-the-win", 13, 201, "wind W",
         "Ben has 7 at home and 3 aboard, two spaces east of his port: a west wind brings them home"),
    Spec("pirates_gold", "play-the-freak-wave", 52, 299, "play freak_wave 3 5",
         "6 at home and 3 aboard: of all the spaces Freak Wave offers, row 4 column 6 is the one from which "
         "the winning cargo gets home this round"),
    Spec("pirates_gold", "unload-four-at-home", 66, 213, "sail 11 6",
         "Ben has 5 at home and 4 aboard: sailing into his port at row 12 column 7 wins on the spot"),
    # Sail to India (three players): the end is triggered; take the points that are left.
    Spec("sail_to_india", "send-home-the-banker-not-the-church", 40, 507, "return banker",
         "Ana opened a return in the middle of her last sale: the banker holds 1 wealth, the church of Luanda "
         "is her 2 VP and the lead over Cy's 1"),
    Spec("sail_to_india", "build-the-church-of-mombasa", 43, 866, "build 2 0",
         "the end is triggered: the church of Mombasa takes Cy from 0 to 2 VP, past Ben's marketplace"),
    Spec("sail_to_india", "sell-a-third-kind-for-the-tie", 64, 1182, "pick 1 1",
         "Ben's last sale: Benguela's tea makes a third kind worth 1 VP, so Ben ties Ana at 7 with more wealth, "
         "the tie-break"),
    Spec("sail_to_india", "the-church-of-malindi-not-the-stronghold", 73, 810, "build 2 1",
         "the end is triggered: Malindi's church gives Cy 2 VP and the lead; its stronghold only ties Ana at 1"),
    Spec("sail_to_india", "discover-a-town-for-the-lead", 4, 673, "sail 4 6",
         "Ben's last action is a move and he ties Ana at 5: a ship from Mozambique reaches the face-down town "
         "beyond Ribeira Grande, and its discovery VP is the lead"),
    # Winds of Trade (two captains, the lead passing each round): an ending is near and,
    # with no faction ruling or its superiority unheld, the Anarchy order decides it.
    Spec("winds_of_trade", "sell-the-jewels-for-the-count", 34, 113, "sell jewels",
         "round 8 ends in Stable Markets, but the council is tied (People 2, Pirates 2) and rules nobody, so "
         "the Anarchy order decides: no islands held, and Ben's 1 gold beats Ana's none unless she sells her "
         "jewels for 6"),
    Spec("winds_of_trade", "keep-the-gold-for-the-count", 18, 157, "trade_done",
         "round 8 ends with the council tied (Merchants 2, People 2), so the Anarchy order decides: no islands "
         "held, and Ben's 3 gold win; buying the Liquor spends them all, and then Ana's 3 cargo beat his 2"),
    Spec("winds_of_trade", "bid-the-merchants-to-a-tie", 1, 132, "bid 1",
         "the last election: a People seat gives the People the council and Ben holds their superiority; a "
         "Merchant seat ties the council 2 to 2, ruling nobody, and then gold decides, where Ana has 5 to "
         "Ben's 3"),
    Spec("winds_of_trade", "sway-an-island-for-the-count", 29, 76, "sway",
         "8 of 10 upheavals and the council tied (Pirates 2, Merchants 2), so whichever ending comes, the Anarchy "
         "order decides, islands first: nobody holds one, and a sway that costs Ana no gold (she has none) gives "
         "her Opal Shoals"),
    Spec("winds_of_trade", "take-an-island-before-the-hegemon", 32, 57, "sway",
         "the Merchants reach 4 round ends when this round ends (Hegemon), but nobody holds their superiority, "
         "so the Anarchy order decides: Ana's 2 gold win unless Ben holds an island, and a sway that costs him no "
         "gold gives him Grogholm"),
]


def players_of(game_id: str) -> int:
    return PLAYERS_BY_GAME.get(game_id, PLAYERS)


class StaleSpec(Exception):
    """A spec's game no longer reaches its move (the rules, content or policy changed)."""


def reach(game: Game, seed: int, moves: int) -> Match:
    """The match after `moves` actions of every seat playing the rollout policy from `seed`."""
    match = Match(game, SEATS + [Seat("Cy", "human", 2)] * (players_of(game.id) - PLAYERS), seed)
    policy = hooks_for(game).rollout_policy
    rng = Rng(seed)
    for done in range(moves):
        if match.state.is_over():
            raise StaleSpec(f"seed {seed}'s game is over after {done} actions, before move {moves}")
        match.apply(policy(match.state, rng))
    return match


Outcome = tuple[float, float, float]
"""One playout: the seat's win share, its margin in score scales, and its win share if the
game was over within SOON actions of the move (else 0)."""


def playout(game: Game, world: State, seat: int, rng: Rng) -> Outcome:
    """Play `world` to its end with the rollout policy and say how it went for `seat`."""
    hooks = hooks_for(game)
    steps = 0
    while not world.is_over():
        if steps == STEP_CAP:
            raise RuntimeError(f"{game.id}: no end after {STEP_CAP} actions")
        world.apply(hooks.rollout_policy(world, rng))
        steps += 1
    result = world.result()
    rival = max(t for s, t in enumerate(result.totals) if s != seat)
    win = 1.0 / len(result.winners) if seat in result.winners else 0.0
    return win, (result.totals[seat] - rival) / hooks.score_scale, win if steps <= SOON else 0.0


def outcomes(game: Game, state: State, seed: int, hidden: bool,
             playouts: int = PLAYOUTS) -> dict[Action, list[Outcome]]:
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


def clear_answer(results: dict[Action, list[Outcome]]) -> Action | None:
    """The move clearly better than every other, if there is one: it wins (or wins within
    SOON actions) in MIN_WIN of its playouts and MIN_GAP more often than any other move, or
    its margin beats every other move's by MIN_MARGIN score scales on average and in at
    least MIN_PAIRED of the paired playouts."""
    if len(results) < 2:
        return None
    for index in (0, 2):
        share = {a: sum(r[index] for r in runs) / len(runs) for a, runs in results.items()}
        best = max(share, key=share.get)
        if share[best] >= MIN_WIN and all(share[best] - share[a] >= MIN_GAP for a in share if a != best):
            return best
    margins = {a: sum(r[1] for r in runs) / len(runs) for a, runs in results.items()}
    best = max(margins, key=margins.get)
    if all(margins[best] - margins[a] >= MIN_MARGIN and _paired(results, best, a) for a in margins if a != best):
        return best
    return None


def _paired(results: dict[Action, list[Outcome]], best: Action, other: Action) -> bool:
    ahead = sum(1 for mine, theirs in zip(results[best], results[other]) if mine[1] > theirs[1])
    return ahead >= MIN_PAIRED * len(results[best])


def check(game: Game, state: State, seed: int) -> tuple[Action | None, dict[Action, list[Outcome]]]:
    """The clear answer if the view and the true state agree on it, and the view's outcomes."""
    seen = outcomes(game, state, seed, hidden=True)
    answer = clear_answer(seen)
    if answer is None or clear_answer(outcomes(game, state, seed + 1, hidden=False)) != answer:
        return None, seen
    return answer, seen


def summary(results: dict[Action, list[Outcome]], answer: Action) -> str:
    """How the answer compares with the best other move, e.g. "wins 95% of playouts (next best 10%)"."""
    def mean(runs: list[Outcome], i: int) -> float:
        return sum(r[i] for r in runs) / len(runs)

    others = [runs for a, runs in results.items() if a != answer]
    parts = []
    for index, words in ((0, "wins {:.0%} of playouts (next best move {:.0%})"),
                         (2, "wins at once in {:.0%} (next best move {:.0%})")):
        mine, theirs = mean(results[answer], index), max(mean(r, index) for r in others)
        if mine > 0:
            parts.append(words.format(mine, theirs))
    mine, theirs = mean(results[answer], 1), max(mean(r, 1) for r in others)
    parts.append(f"margin {mine:+.1f} score scales (next best {theirs:+.1f})")
    return ", ".join(parts)


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


def write_all(root: Path, only: str | None = None) -> int:
    """Write every spec (of game `only`, when given) that still holds; returns how many failed.
    A game is written whole or not at all: if one of its specs fails, its saves and manifest
    stay as they are, so the committed puzzles never mix two versions of the content."""
    failed = 0
    by_game: dict[str, list[Spec]] = {}
    for spec in SPECS:
        if only is None or spec.game == only:
            by_game.setdefault(spec.game, []).append(spec)
    for game_id, specs in by_game.items():
        game = load_game(game_id)
        ready: list[tuple[Spec, Match, str]] = []
        for spec in specs:
            try:
                match = reach(game, spec.seed, spec.moves)
            except StaleSpec as stale:
                print(f"FAILED {game_id}/{spec.name}: {stale}; pick it again with --find {game_id}")
                continue
            answer, results = check(game, match.state, spec.seed)
            if answer is None or str(answer) != spec.expect:
                print(f"FAILED {game_id}/{spec.name}: expected {spec.expect}, the check says {answer}")
                continue
            ready.append((spec, match, f"{spec.why}; {summary(results, answer)}"))
        if len(ready) < len(specs):
            failed += len(specs) - len(ready)
            print(f"{game_id}: nothing written ({len(specs) - len(ready)} of {len(specs)} specs failed)")
            continue
        folder = root / game_id
        folder.mkdir(parents=True, exist_ok=True)
        for spec, match, why in ready:
            atomic_write_bytes(folder / f"{spec.name}.json", encode_document(match_document(match, SAVED_AT)))
            print(f"wrote {game_id}/{spec.name}.json")
        write_manifest(folder / MANIFEST, [{"save": f"{spec.name}.json", "expect": spec.expect, "why": why}
                                           for spec, _, why in ready])
    return failed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--find", metavar="GAME", help="print candidate specs for GAME instead of writing")
    parser.add_argument("--seeds", default="1-20", help="seed range for --find, e.g. 1-40")
    parser.add_argument("--last", type=int, default=30, help="--find checks this many final decisions of a game")
    parser.add_argument("--most-moves", type=int, default=12, help="--find skips decisions with more moves")
    parser.add_argument("--game", help="(re)write only this game's puzzles (after its content changed)")
    args = parser.parse_args()
    if args.find:
        low, _, high = args.seeds.partition("-")
        find(args.find, range(int(low), int(high or low) + 1), args.last, args.most_moves)
        return 0
    return 1 if write_all(PUZZLE_ROOT, args.game) else 0


if __name__ == "__main__":
    sys.exit(main())
