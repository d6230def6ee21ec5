"""A bundled tutorial that checks out: `script` reads the file, then the scripted steps are
replayed through the game's rules by `run`, the same logic the table follows, so a step
the rules refuse is reported on its line. It sits above both: `run` builds on `script`'s
types, so the loading that needs `run` cannot live in `script` without a circle."""

from __future__ import annotations

from pathlib import Path

from tabletop.content.errors import ContentError, ContentErrors
from tabletop.content.yamlio import YamlDoc
from tabletop.engine.action import Action
from tabletop.engine.game import Game
from tabletop.tutorials.run import TutorialRun
from tabletop.tutorials.script import Tutorial, has_tutorial, read_tutorial, tutorial_path

SHOWN_LEGAL = 8
"""How many legal moves an error about an illegal step lists."""


def load_tutorial(folder: Path, game: Game) -> Tutorial:
    """Read and check `folder`/tutorial.yaml for `game`; raise ContentErrors listing every
    field problem, or the first step that the rules refuse."""
    tutorial, doc = read_tutorial(tutorial_path(folder), game)
    problem = replay_problem(tutorial, game, doc)
    if problem is not None:
        raise ContentErrors([problem])
    return tutorial


def replay_problem(tutorial: Tutorial, game: Game, doc: YamlDoc) -> ContentError | None:
    """Play the scripted part of `tutorial` through the rules; the first step the rules
    refuse, as an error on its line (None when every step can be played as written)."""
    run = TutorialRun(tutorial, tutorial.new_match(game))
    names = [s.name for s in tutorial.seats]
    while (step := run.step) is not None:   # None once every step is done
        path: tuple = ("steps", step.number - 1)
        if step.free:
            return None       # from here on the learner's own moves decide the position
        state = run.match.state
        seat = state.to_act()
        scripted = run.pending_script()
        if scripted is not None:
            where = path + ("opponent", run.opponent_played)
            if seat is None:
                return doc.error(where, f"the game is over: {scripted} cannot be played")
            if seat == tutorial.learner:
                return doc.error(where, f"it is the learner's ({names[seat]}'s) move here, not a computer's; "
                                        f"{scripted} cannot be played for them")
            if scripted not in state.legal_actions():
                return doc.error(where, _not_legal(scripted, state.legal_actions(), names[seat]))
            run.apply(scripted)
            continue
        if step.expect is not None:
            where = path + ("expect",)
            if seat is None:
                return doc.error(where, f"the game is over: {step.expect} cannot be played")
            if seat != tutorial.learner:
                return doc.error(where, f"{names[seat]} (a computer) is to move before {step.expect}: "
                                        f"list {names[seat]}'s move(s) in this step's `opponent`")
            if step.expect not in state.legal_actions():
                return doc.error(where, _not_legal(step.expect, state.legal_actions(), names[seat]))
            run.apply(step.expect)
            continue
        run.next()
    return None


def _not_legal(action: Action, legal: list[Action], name: str) -> str:
    same = [str(a) for a in legal if a.kind == action.kind]

    def listed(items: list[str]) -> str:
        more = f" … ({len(items)} in all)" if len(items) > SHOWN_LEGAL else ""
        return ", ".join(items[:SHOWN_LEGAL]) + more

    if same:
        return (f"{action} is not legal at this point (its target is not there or not open now); "
                f"{name}'s legal {action.kind} moves: {listed(same)}")
    return (f"{action} is not legal at this point: {name} has no {action.kind!r} move now; "
            f"legal moves: {listed([str(a) for a in legal])}")


def bundled_tutorial(game_id: str, root: Path | None = None) -> Tutorial | None:
    """The tutorial of `game_id` in the content root, or None when the game has none;
    raises ContentErrors when it has one that does not check out."""
    from tabletop.registry import content_dir, load_game

    folder = content_dir(game_id, root)
    if not has_tutorial(folder):
        return None
    return load_tutorial(folder, load_game(game_id, root))
