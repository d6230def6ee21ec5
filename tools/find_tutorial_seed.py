"""Help for writing a tutorial (content/TUTORIALS.md): choose a seed, then draft the steps.

    python tools/find_tutorial_seed.py GAME --players 2 --seeds 1-30 [--learner 0] [--grep WORD]
        per seed: who moves first, what the opening shows the learner (the log), and the
        learner's first legal moves; --grep keeps the seeds whose opening mentions WORD
        (a card, a town, a die face) and the learner moves first.

    python tools/find_tutorial_seed.py GAME --script draft.yaml
        replays a draft step by step, printing after each step the new log lines, whose
        move it is and their legal moves (the text forms `expect` and `opponent` take) —
        for a computer, also what the greedy bot would play, a plausible move to script —
        and stops at the first step the rules refuse, saying why.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tabletop.content.errors import ContentErrors  # noqa: E402
from tabletop.engine.match import Match, Seat  # noqa: E402
from tabletop.registry import load_game  # noqa: E402
from tabletop.tutorials.run import TutorialRun  # noqa: E402
from tabletop.tutorials.script import read_tutorial  # noqa: E402

SHOWN = 24


def _seeds(text: str) -> range:
    low, _, high = text.partition("-")
    return range(int(low), int(high or low) + 1)


def _legal(match: Match) -> str:
    legal = [str(a) for a in match.state.legal_actions()]
    more = f" … ({len(legal)} in all)" if len(legal) > SHOWN else ""
    return ", ".join(legal[:SHOWN]) + more


def survey(game_id: str, players: int, learner: int, seeds: range, grep: str | None) -> None:
    game = load_game(game_id)
    for seed in seeds:
        seats = [Seat("You" if i == learner else f"Bot{i}", "human" if i == learner else "random", i)
                 for i in range(players)]
        match = Match(game, seats, seed)
        log = match.log_for(learner)
        first = match.state.to_act()
        if grep and (grep.lower() not in " ".join(log).lower() or first != learner):
            continue
        print(f"== seed {seed}: seat {first} moves first")
        for line in log:
            print(f"   {line}")
        if first == learner:
            print(f"   your moves: {_legal(match)}")


def draft(game_id: str, script: Path) -> int:
    game = load_game(game_id)
    try:
        tutorial, _ = read_tutorial(script, game)
    except ContentErrors as errors:
        print(errors)
        return 1
    run = TutorialRun(tutorial, tutorial.new_match(game))
    names = [s.name for s in tutorial.seats]
    seen = 0
    while not run.finished:
        step = run.step
        if step.free:
            print(f"-- step {step.number}: free play; the draft ends here")
            return 0
        moves = list(step.opponent[run.opponent_played:]) + ([step.expect] if step.expect else [])
        for action in moves:
            seat = run.match.state.to_act()
            if seat is None or action not in run.match.state.legal_actions():
                who = names[seat] if seat is not None else "nobody (the game is over)"
                print(f"!! step {step.number} (line {step.line}): {action} is not legal for {who}; "
                      f"legal: {_legal(run.match) if seat is not None else '-'}")
                return 1
            run.apply(action)
        if step.is_note:
            run.next()
        log = run.match.log_for(tutorial.learner)
        print(f"-- step {step.number} (line {step.line}) done")
        for line in log[seen:]:
            print(f"   {line}")
        seen = len(log)
        seat = run.match.state.to_act()
        if seat is None:
            print("   the game is over")
        else:
            print(f"   {names[seat]} to move: {_legal(run.match)}")
            if seat != tutorial.learner:
                print(f"   (the greedy bot would play: {_greedy(run.match, seat)})")
    return 0


def _greedy(match: Match, seat: int) -> str:
    """A plausible computer move to script, when the lesson does not need a particular one."""
    from tabletop.ai.bot import make_bot
    from tabletop.engine.rng import Rng

    return str(make_bot("greedy").choose(match.game, match.state.view(seat), Rng(len(match.history))))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("game")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--learner", type=int, default=0)
    parser.add_argument("--seeds", default="1-20", help="a range such as 1-50")
    parser.add_argument("--grep", help="keep seeds whose opening mentions this word")
    parser.add_argument("--script", type=Path, help="a draft tutorial.yaml to replay step by step")
    args = parser.parse_args(argv)
    if args.script:
        return draft(args.game, args.script)
    survey(args.game, args.players, args.learner, _seeds(args.seeds), args.grep)
    return 0


if __name__ == "__main__":
    sys.exit(main())
