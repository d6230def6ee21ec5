"""Scripted pass-and-play games for the hand-off tests: two people and two computer
seats, driven through the MatchController exactly as the table scene drives it, every
curtain counted.

Everyone (people and computers) plays the game's cheap rollout policy on a world
sampled from their own view, so a game is quick, seeded and plays like a game.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop.ai.hooks import hooks_for
from tabletop.engine.match import Match, Seat
from tabletop.engine.rng import Rng
from tabletop.persistence.settings import Settings
from tabletop.registry import load_game
from tabletop.ui.controller import MatchController

KINDS = ("human", "greedy", "human", "greedy")
"""Ana, a computer, Bob, a computer: the people never sit side by side in turn order."""


def policy_move(game, view, seed: int):
    """The game's rollout policy, played on a world sampled from `view` alone."""
    rng = Rng(seed)
    world = game.determinize(view, rng)
    action = hooks_for(game).rollout_policy(world, rng)
    return action if action in view.legal else rng.choice(list(view.legal))


class PolicyWorker:
    """The BotWorker interface, answering at once with `policy_move`."""

    def __init__(self, game) -> None:
        self.game = game
        self.busy = False
        self._answer = None

    def request(self, game_id, view, seat_kind, seed, ask="decide") -> None:
        self._answer = policy_move(self.game, view, seed)
        self.busy = True

    def poll(self):
        answer, self._answer = self._answer, None
        self.busy = answer is None and self.busy
        return answer

    def cancel(self) -> None:
        self._answer, self.busy = None, False

    def close(self) -> None:
        self.cancel()


@dataclass
class Curtain:
    incoming: int
    last_person: int | None
    """The person who last saw their own view before this curtain (None: nobody)."""
    secrets: dict


@dataclass
class PassAndPlay:
    """What one scripted game showed: its curtains and its curtain-less hand-overs."""

    controller: MatchController
    curtains: list[Curtain] = field(default_factory=list)
    open_handovers: list[tuple[int, dict]] = field(default_factory=list)
    """(incoming person, the secrets their view showed) for each time the screen passed
    from one person to another with no curtain."""
    person_moves: int = 0
    looks: list[Curtain] = field(default_factory=list)
    """The curtains a person asked for, to look at what lay face down on their screen."""


def play(game_id: str, seed: int, limit: int = 400, kinds=KINDS, options=None) -> PassAndPlay:
    """Play up to `limit` actions (or to the end) and record every hand-over."""
    game = load_game(game_id)
    seats = [Seat(name, kind, i) for i, (name, kind) in enumerate(zip(("Ana", "Cora", "Bob", "Dan"), kinds))]
    match = Match(game, seats, seed, options or {})
    controller = MatchController(match, PolicyWorker(game), Settings(animation_speed=0), autosave=False)
    record = PassAndPlay(controller)
    last_person: int | None = None
    asked = False
    rng = Rng(seed)
    for _ in range(20 * limit):
        if controller.is_over() or len(match.history) >= limit:
            break
        if controller.handoff_to is not None:
            incoming = controller.handoff_to
            curtain = Curtain(incoming, last_person, match.state.view(incoming).secrets())
            (record.looks if asked else record.curtains).append(curtain)
            asked = False
            controller.accept_handoff()
            last_person = incoming
            continue
        legal = controller.legal_for_display()
        if legal:
            seat = controller.viewer
            if last_person is not None and seat != last_person:
                record.open_handovers.append((seat, controller.view_for_display().secrets()))
            last_person = seat
            move = policy_move(game, match.state.view(seat), rng.below(1 << 30))
            if move not in legal:   # the move needs what lies face down: the person looks first
                controller.uncover()
                asked = True
                continue
            controller.submit(move)
            record.person_moves += 1
            continue
        controller.update(1.0)
    return record


def ana_hands_to_bob():
    """An app (animations off) showing Sail to India to Ana, about to take her turn's
    last action; Bob, the other person, plays next, and a random computer after him.
    The game hides nothing, so her move hands the screen to Bob with no curtain."""
    from tabletop.ui.headless import headless_app

    game = load_game("sail_to_india")
    seats = [Seat("Ana", "human", 0), Seat("Bob", "human", 1), Seat("Cy", "random", 2)]
    match = next(m for m in (Match(game, seats, seed) for seed in range(1, 40)) if m.state.current == 0)
    match.state.ap = 1
    match.state.legal_cache = None
    app = headless_app()
    app.settings.animation_speed = 0.0
    app.play(match)
    return app, match
