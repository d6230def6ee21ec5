"""What the bots know about Pirates' Gold: a rough worth of a position and a quick policy.

The worth counts ducats at home in full, cargo at a discount (it can still be stolen or
thrown overboard, and must still get home), a little for cards in hand, and a little
less the further the ship is from its next goal. The quick
policy sails toward the nearest hidden ducat, or home once it carries something, and
mostly keeps its cards: it is what greedy and ISMCTS use to play on, so it must be cheap
and must finish games.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import cast

from tabletop.engine.action import Action
from tabletop.engine.game import State
from tabletop.engine.package import BotHooks, Evaluate, Policy
from tabletop.engine.rng import Rng
from tabletop.games.pirates_gold.phases import CARDS1, CARDS2, SAIL, WINDOW
from tabletop.games.pirates_gold.position import PiratesGoldPosition
from tabletop.games.pirates_gold.sailing import distances, ducat_distances

SCORE_SCALE = 2.0
"""A lead of about two ducats' worth is a comfortable one: a narrow scale keeps the
search's rewards sensitive to the small positional differences between sailing choices."""

ROLLOUT_DEPTH = 10
"""Playouts stop after this many actions (about a round of one player's turn) and the
position is judged by `evaluate`. Measured against greedy, 2 players, 10 games, normal at
420 iterations: depth 30 won 10 %, 15 won 50 %, 10 won 50 %, 5 won 20 % — long playouts
of the cheap policy are mostly noise, too short ones see no ducat come home."""

HASTE = 0.95
"""A race: a win this round (say, a wind that blows the winning cargo home) is worth more
than the same win a few rounds later, which the rivals' real play may still take away."""

CARGO_WORTH = 0.6
CARD_WORTH = 0.25
HOME_PULL = 0.5
"""Worth lost per step between a loaded ship and its home port (full weight from 4 ducats' value)."""
DUCAT_PULL = 0.25
"""Worth lost per step between an empty ship and the nearest hidden ducat.

The pulls price tempo: a ship covers about two steps a turn, and a step wasted is a
turn's share of the race. With the weaker pulls first chosen (0.12 / 0.05, scale 4) the
difference between two sailing choices drowned in the dice of the playouts, and normal
(420 iterations) won 40 % of 20 games against greedy; at 0.35 / 0.15 (scale 2) 55 %; at
0.5 / 0.25 (scale 2) 85 %. That greedy judged with these same worths; greedy now has its
own (`greedy_evaluate`), because pulls this strong stall a one-ply judge (see there)."""
PLAY_CHANCE = 0.1
EPSILON = 0.1

FINE_CARGO_WORTH = 0.8
FINE_HOME_PULL = 0.2
FINE_DUCAT_PULL = 0.1
"""Hard's worths (`fine_evaluate`): cargo nearer its full value, pulls less than half as strong.

The normal worths are tuned for a search of a few thousand iterations to tell sailing
choices apart, not to say who is ahead: a ship with 4 ducats' value ten steps from home
is worth 2.4 - 5 = -2.6 to them, less than an empty ship beside a ducat. In 100 games of
normal (800 iterations) against itself, the seat `evaluate` put ahead won 64.5, 73.3 and
87.0 % of the positions in the game's third, fourth and last fifths, the seat these
worths put ahead 66.7, 75.8 and 87.9 % (tools/worth_check.py). A card in hand keeps
normal's worth: without it the leader won only 54.2, 59.7 and 75.5 %. Hard searches four
times as long, so it can tell apart the smaller differences that truer worths leave
between two sails."""


GREEDY_REACH = 12
"""Steps over which greedy's worth (`greedy_evaluate`) grows from nothing to full: about
the chart's width, the longest way to a goal that matters."""
GREEDY_TRIP_WORTH = 0.5
"""What an empty ship standing on a hidden ducat is worth to greedy: below CARGO_WORTH
times the smallest ducat, so that loading one always gains."""


def horizon(state: PiratesGoldPosition) -> int:
    """Greedy judges an action once the round it belongs to has been played out."""
    return state.round


def evaluate(state: PiratesGoldPosition, seat: int) -> float:
    return _worth(state, seat, CARGO_WORTH, HOME_PULL, DUCAT_PULL)


def fine_evaluate(state: PiratesGoldPosition, seat: int) -> float:
    """Hard's own worth (`LEVEL_EVALUATIONS`): `evaluate` with the FINE_ worths, read at
    each call so that tools/hard_variants.py can try others."""
    return _worth(state, seat, FINE_CARGO_WORTH, FINE_HOME_PULL, FINE_DUCAT_PULL)


def greedy_evaluate(state: PiratesGoldPosition, seat: int) -> float:
    """Greedy's worth (`LEVEL_EVALUATIONS`): the way to a goal earns, where `evaluate`'s costs.

    `evaluate` charges a ship for its distance to its next goal, and the goal changes when
    a ducat is loaded or unloaded. Unloading two 1s a step from home gains 0.8 and the
    home pull of 0.25, then the empty ship pays 0.25 a step to the nearest hidden ducat
    (five steps: 1.25); loading a 3 nine steps from home gains 1.8 and starts a home pull
    of 0.375 a step (3.4). A search plays on past that; a judge of one round stays put
    beside its port or beside a ducat, round after round (2 greedy players, seed 2: no
    ducat landed from round 135 to 700). Here a cargo is worth
    CARGO_WORTH at GREEDY_REACH steps from home or further, rising to its full value in the
    port, and an empty ship earns up to GREEDY_TRIP_WORTH as it nears a hidden ducat: every
    step toward the goal, every load and every unload adds worth."""
    if state.winner is not None:
        return float(sum(state.home[seat])) + (10.0 if state.winner == seat else 0.0)
    worth = sum(state.home[seat]) + CARD_WORTH * len(state.hands[seat])
    here = state.ships[seat]
    if state.cargo[seat]:
        steps = distances(state.sea, state.game.board.ports[seat], seat)[here]
        return worth + sum(state.cargo[seat]) * (CARGO_WORTH + (1 - CARGO_WORTH) * _nearness(steps))
    nearest = min((d for d, hidden in zip(ducat_distances(state.sea, here, seat), state.spots) if hidden), default=None)
    return worth if nearest is None else worth + GREEDY_TRIP_WORTH * _nearness(nearest)


def _nearness(steps: int) -> float:
    """1 on the goal, falling evenly to 0 at GREEDY_REACH steps and beyond."""
    return max(0.0, 1.0 - steps / GREEDY_REACH)


def _worth(state: PiratesGoldPosition, seat: int, cargo_worth: float, home_pull: float, ducat_pull: float) -> float:
    if state.winner is not None:
        return float(sum(state.home[seat])) + (10.0 if state.winner == seat else 0.0)
    worth = sum(state.home[seat]) + cargo_worth * sum(state.cargo[seat]) + CARD_WORTH * len(state.hands[seat])
    return worth - _distance_cost(state, seat, home_pull, ducat_pull)


def _distance_cost(state: PiratesGoldPosition, seat: int, home_pull: float, ducat_pull: float) -> float:
    """A ship far from where it should go next is worth a little less: home when it
    carries something, else the nearest face-down ducat. This is what makes a one-ply
    judgement sail with purpose instead of drifting."""
    board = state.game.board
    here = state.ships[seat]
    if state.cargo[seat]:
        steps = distances(state.sea, board.ports[seat], seat)[here]
        return home_pull * min(steps, 20) * min(1.0, sum(state.cargo[seat]) / 4)
    nearest = min((d for d, hidden in zip(ducat_distances(state.sea, here, seat), state.spots) if hidden), default=None)
    if nearest is None:
        return 0.0
    return ducat_pull * min(nearest, 20)


def rollout_policy(state: PiratesGoldPosition, rng: Rng) -> Action:
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    phase = state.phase
    if phase in (CARDS1, CARDS2, WINDOW):
        return legal[0] if rng.random() > PLAY_CHANCE else rng.choice(legal[1:])
    if phase == SAIL and rng.random() > EPSILON:
        return _sail_toward_goal(state, legal)
    return rng.choice(legal)


def _sail_toward_goal(state: PiratesGoldPosition, legal: list[Action]) -> Action:
    seat = state.active
    board = state.game.board
    here = state.ships[seat]
    if state.cargo[seat]:
        goal = board.ports[seat]
    else:
        spots = state.spots
        near = [(d, i) for i, d in enumerate(ducat_distances(state.sea, here, seat)) if spots[i]]
        if not near:
            return legal[0]
        goal = board.ducat_spaces[min(near)[1]]   # the nearest, the first in board order on a tie
    far = distances(state.sea, goal, seat)
    width = board.width
    best, best_d = legal[0], far[here]
    for action in legal[1:]:
        row, col = action.args
        d = far[row * width + col]   # board.cell written out: this runs for every sail a playout weighs
        if d < best_d:
            best, best_d = action, d
    return best


LEVEL_TREES = {"hard": 4}
"""Hard grows four trees, each on a quarter of its budget (as many iterations as normal's
one), and plays what most of them choose. More search in one tree bought Pirates' Gold
little or less: with normal at 845 iterations, hard at 3,380 won 62 of 91 games (68.1 %)
and hard at 6,760 only 21 of 38 (55.3 %; on those 38 the 3,380 tree won 27), and at the
pins (13,520 against 3,380) one tree won 38 of 60 (63.3 %). The game's dice make one
tree's choice between near-equal sails noisy; a majority of four trees of a size that
searches well is a steadier choice than one tree four times as deep. At the pins, on the
same 60 games, four trees won 42 (70.0 %): within the noise of sixty games, but the way
the screens point, at no extra cost (a clear choice skips the trees that cannot outvote
the first)."""

LEVEL_EVALUATIONS = {"hard": cast(Evaluate, fine_evaluate), "greedy": cast(Evaluate, greedy_evaluate)}
"""Hard judges its cut-off playouts with the FINE_ worths, greedy its one-round looks with
`greedy_evaluate`; easy and normal keep `evaluate`."""


# The hooks take the engine's State, and the bots hand them this game's positions only (the
# states its Game builds): the casts say so once here, so the hot paths check nothing.
HOOKS = BotHooks(
    evaluate=cast(Evaluate, evaluate), rollout_policy=cast(Policy, rollout_policy),
    horizon=cast(Callable[[State], Hashable], horizon), score_scale=SCORE_SCALE,
    rollout_depth=ROLLOUT_DEPTH, haste=HASTE, level_evaluations=LEVEL_EVALUATIONS, level_trees=LEVEL_TREES)
"""What the bots know of Pirates' Gold: the hooks above, as `GamePackage.bots` hands them out."""
